"""Pictograms remembered from one run to the next (issue 18, replay.remembered): after a one-tile
edit the tile sheet and the price list append the operators earlier runs drew for every pictogram
that did not change, and draw only the changed one. The files are the very bytes of drawing each
pictogram; a drawing in another state, a damaged or foreign entry, or a drawing that adds to the
document is drawn as usual."""
from __future__ import annotations

import marshal
import os

import pytest
from reportlab.lib import colors

import generator.cli  # noqa: F401  (registers the commands before generator.build is used alone)
from generator import build as recipe
from generator import replay
from generator.art.pictograms import base
from generator.build import BuildOptions
from generator.pdf import new_document
from generator.layout.imposition import PAPERS

from .conftest import validated_game


@pytest.fixture
def drawn(monkeypatch, tmp_path):
    """The pictograms drawn for real (their functions called), in order; a fresh user cache folder
    and nothing remembered in this process."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "user-cache"))
    monkeypatch.setattr(replay, "_MEMO", {})
    calls: list[str] = []
    for slug, fn in list(base.PICTOGRAMS.items()):
        def counting(*args, _fn=fn, _slug=slug):
            calls.append(_slug)
            return _fn(*args)
        monkeypatch.setitem(base.PICTOGRAMS, slug, counting)
    return calls


def _new_run(monkeypatch):
    """As in a new process: nothing remembered in memory (the user's cache folder stays)."""
    monkeypatch.setattr(replay, "_MEMO", {})


def _render(game, name):
    outputs, _ = recipe.render_component(game, name, BuildOptions())
    return outputs[0].data


def test_a_second_run_draws_no_pictogram_and_makes_the_same_bytes(drawn, monkeypatch):
    game = validated_game("kolekcjonerzy")
    first = {name: _render(game, name) for name in ("tiles", "cennik")}
    assert len(drawn) >= 70
    drawn.clear()
    _new_run(monkeypatch)
    again = {name: _render(game, name) for name in ("tiles", "cennik")}
    assert drawn == [] and again == first
    _new_run(monkeypatch)
    monkeypatch.setattr(replay, "REPLAY", False)           # every pictogram drawn, nothing appended
    assert {name: _render(game, name) for name in ("tiles", "cennik")} == first


def test_a_tile_edit_to_a_picture_drawn_before_draws_no_pictogram(drawn, monkeypatch):
    game = validated_game("kolekcjonerzy")
    _render(game, "tiles")
    drawn.clear()
    _new_run(monkeypatch)
    tiles = game.components["tiles"]
    exhibits = list(tiles.spec.exhibits)
    index = next(i for i, e in enumerate(exhibits) if e.picture == "gitara")
    exhibits[index] = exhibits[index].model_copy(update={"picture": "lutnia"})    # another tile's
    edited = tiles.spec.model_copy(update={"exhibits": exhibits})
    game.components["tiles"] = type(tiles)(tiles.name, tiles.kind, edited, tiles.doc)
    try:
        data = _render(game, "tiles")
        assert drawn == []          # every tile's pictogram sits at the same place on its tile
        monkeypatch.setattr(replay, "REPLAY", False)
        assert _render(game, "tiles") == data
    finally:
        game.components["tiles"] = tiles


def _page(setup) -> bytes:
    """A one-page PDF: `setup(canvas)`, then three pictograms."""
    doc = new_document(PAPERS["a4"], "proba")
    c = doc.canvas
    setup(c)
    for slug, x in (("gitara", 50), ("lampa", 200), ("gitara", 350)):
        base.draw_pictogram(c, slug, x, 400, 90, colors.HexColor("#2b2623"))
    doc.show_page()
    return doc.finish()


@pytest.mark.parametrize("setup", [
    lambda c: None,                                      # a fresh document: the pictogram asks for PDF 1.4
    lambda c: c.setFillColor(colors.red),
    lambda c: c.setLineWidth(7),
    lambda c: (c.setStrokeColor(colors.Color(0, 0, 1, alpha=0.5)), c.setDash(3, 2)),
], ids=["fresh", "fill", "line-width", "transparent-dashed"])
def test_what_is_appended_is_what_drawing_gives_in_every_state(drawn, monkeypatch, setup):
    for other in (lambda c: None, lambda c: c.setLineWidth(2)):       # entries of other states first
        _page(other)
    _new_run(monkeypatch)
    drawn.clear()
    remembered_or_drawn = _page(setup)
    _new_run(monkeypatch)
    drawn.clear()
    appended = _page(setup)
    monkeypatch.setattr(replay, "REPLAY", False)
    assert appended == remembered_or_drawn == _page(setup)


@pytest.mark.parametrize("setup", [lambda c: None, lambda c: c.setFillColor(colors.red),
                                   lambda c: c.setLineWidth(7)], ids=["fresh", "fill", "line-width"])
def test_in_an_opaque_state_every_pictogram_comes_from_the_cache_folder(drawn, monkeypatch, setup):
    _page(setup)
    _new_run(monkeypatch)
    drawn.clear()
    _page(setup)
    assert drawn == []
    # a transparent ink before: the pictogram's opaque ink adds a transparency state, so it is drawn
    _page(lambda c: c.setStrokeColor(colors.Color(0, 0, 1, alpha=0.5)))
    _new_run(monkeypatch)
    drawn.clear()
    _page(lambda c: c.setStrokeColor(colors.Color(0, 0, 1, alpha=0.5)))
    assert drawn[:1] == ["gitara"]


def test_a_damaged_or_foreign_entry_is_drawn_again(drawn, monkeypatch, tmp_path):
    plain = _page(lambda c: None)
    folder = tmp_path / "user-cache" / "drukarnia" / "v1" / replay.FOLDER
    entries = sorted(folder.iterdir())
    assert len(entries) == 3                             # one per pictogram and place
    entries[0].write_bytes(b"\x00 not an entry")
    header, data = entries[1].read_bytes().split(b"\n", 1)      # a record of the cache folder: its key, then it
    # the same file name with another key inside (as a collision of names would be): not used
    text, _, version = marshal.loads(data)
    entries[1].write_bytes(header + b"\n" + marshal.dumps((text + "\nanother", ("0 0 m", "S"), version)))
    _new_run(monkeypatch)
    drawn.clear()
    assert _page(lambda c: None) == plain
    assert len(drawn) == 2


def test_a_drawing_that_adds_to_the_document_is_not_remembered(drawn, monkeypatch, tmp_path):
    doc = new_document(PAPERS["a4"], "proba")
    c = doc.canvas
    replay.remembered(c, ("words",), lambda: (c.setFont("Helvetica", 9), c.drawString(10, 10, "abc")))
    replay.remembered(c, ("unbalanced",), lambda: c.saveState())
    folder = tmp_path / "user-cache" / "drukarnia" / "v1" / replay.FOLDER
    assert not folder.exists() or os.listdir(folder) == []
