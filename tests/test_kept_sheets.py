"""A one-tile edit: a sheet that does not print the edited field keeps its file.

Kolekcjonerzy's arbiter sheet lists every exhibit's name and price but never its picture: a build
leaves its file untouched while it prints the same, and every edit it prints shows in it.
Behaviour only: files kept (inodes), bytes compared with a build from nothing."""

from __future__ import annotations

import pytest

import generator.cli  # noqa: F401  (registers the commands before generator.build.recipe is used alone)
from generator.build import recipe
from generator.build.recipe import BuildOptions

from .conftest import replace_in

TILES = ("kolekcjonerzy", "plytki.yaml")


def _stamp(path):
    st = path.stat()
    return st.st_ino, st.st_mtime_ns


def test_a_picture_edit_keeps_the_arbiter_sheet(components, tmp_path, monkeypatch):
    monkeypatch.setenv("DRUKARNIA_CACHE_DIR", str(tmp_path / "cache"))
    out = tmp_path / "out"
    recipe.build(components, out, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    arbiter = out / "kolekcjonerzy" / "arbiter.pdf"
    made = _stamp(arbiter)
    replace_in(components.joinpath(*TILES), "price: 2, picture: gitara}", "price: 2, picture: lutnia}")
    result = recipe.build(components, out, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    assert "kolekcjonerzy/plytki" in result.rendered and "kolekcjonerzy/cennik" in result.rendered
    assert _stamp(arbiter) == made  # not even written again
    fresh = tmp_path / "fresh"  # what a build from nothing makes of the edit
    recipe.build(components, fresh, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    for path in sorted((fresh / "kolekcjonerzy").rglob("*.pdf")):
        assert (out / path.relative_to(fresh)).read_bytes() == path.read_bytes(), path.name
    # kept again while only pictures change
    replace_in(components.joinpath(*TILES), "price: 2, picture: lutnia}", "price: 2, picture: lampa}")
    result = recipe.build(components, out, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    assert _stamp(arbiter) == made
    replace_in(components.joinpath(*TILES), "  - name: POCZTÓWKA", "  - name: KARTKA POCZTOWA")
    result = recipe.build(components, out, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    assert _stamp(arbiter) != made


# edits of what the arbiter's sheet may print, in the files it is made from: (file, old, new)
PRINTED_EDITS = [
    ("plytki.yaml", "  - name: POCZTÓWKA", "  - name: KARTKA POCZTOWA"),  # a name
    (
        "plytki.yaml",
        "  - {name: GITARA, price: 2, picture: gitara}\n  - {name: LUTNIA, price: 2, picture: lutnia}",
        "  - {name: LUTNIA, price: 2, picture: lutnia}\n  - {name: GITARA, price: 2, picture: gitara}",
    ),  # the order
    ("arbiter.yaml", "title: Arkusz arbitra", "title: Arkusz arbitra gry"),  # its own field
    ("game.yaml", "title: Kolekcjonerzy\n", "title: Kolekcjonerzy II\n"),  # the game's title
    ("game.yaml", "  closing-rounds: 5 ", "  closing-rounds: 6 "),  # the end rule it states
    ("game.yaml", 'age: "10+"', 'age: "12+"'),  # a fact it does not print
]


@pytest.mark.parametrize("edit", PRINTED_EDITS, ids=[f"{f}:{n!r}" for f, _, n in PRINTED_EDITS])
def test_every_edit_the_arbiter_sheet_prints_shows_in_it(components, tmp_path, monkeypatch, edit):
    monkeypatch.setenv("DRUKARNIA_CACHE_DIR", str(tmp_path / "cache"))
    out = tmp_path / "out"
    recipe.build(components, out, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    arbiter = out / "kolekcjonerzy" / "arbiter.pdf"
    before = arbiter.read_bytes()
    filename, old, new = edit
    replace_in(components / "kolekcjonerzy" / filename, old, new)
    recipe.build(components, out, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    fresh = tmp_path / "fresh"
    recipe.build(components, fresh, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    assert arbiter.read_bytes() == (fresh / "kolekcjonerzy" / "arbiter.pdf").read_bytes()
    assert (arbiter.read_bytes() != before) == ("age:" not in new)
