"""A one-tile edit (issue 18): a sheet that does not print the edited field keeps its file.

Kolekcjonerzy's arbiter sheet lists every exhibit's name and price but never its picture. It says
what it prints without drawing (Kind.prints): a build keeps its last file while that is the same,
and draws it again on any edit it prints. Behaviour only: files kept (inodes), bytes compared with a
build from nothing, digests compared with what the drawing gives for each input changed."""
from __future__ import annotations

from dataclasses import replace

import pytest

import generator.cli  # noqa: F401  (registers the commands before generator.build is used alone)
from generator import build as recipe
from generator.build import BuildOptions
from generator.kinds import KINDS
from generator.layout.imposition import PAPERS
from generator.units import mm

from .conftest import replace_in, validated_game

TILES = ("kolekcjonerzy", "tiles.yaml")


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
    assert "kolekcjonerzy/tiles" in result.rendered and "kolekcjonerzy/cennik" in result.rendered
    assert "kolekcjonerzy/arbiter" not in result.rendered
    assert _stamp(arbiter) == made                      # not even written again
    fresh = tmp_path / "fresh"                          # what a build from nothing makes of the edit
    recipe.build(components, fresh, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    for path in sorted((fresh / "kolekcjonerzy").rglob("*.pdf")):
        assert (out / path.relative_to(fresh)).read_bytes() == path.read_bytes(), path.name
    # kept again while only pictures change; the cache still knows the sheet reads the tiles
    replace_in(components.joinpath(*TILES), "price: 2, picture: lutnia}", "price: 2, picture: lampa}")
    result = recipe.build(components, out, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    assert "kolekcjonerzy/arbiter" not in result.rendered and _stamp(arbiter) == made
    replace_in(components.joinpath(*TILES), "  - name: POCZTÓWKA", "  - name: KARTKA POCZTOWA")
    result = recipe.build(components, out, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    assert "kolekcjonerzy/arbiter" in result.rendered and _stamp(arbiter) != made


# edits of what the arbiter's sheet may print, in the files it is made from: (file, old, new)
PRINTED_EDITS = [
    ("tiles.yaml", "  - name: POCZTÓWKA", "  - name: KARTKA POCZTOWA"),                   # a name
    ("tiles.yaml", "  - {name: GITARA, price: 2, picture: gitara}\n  - {name: LUTNIA, price: 2, picture: lutnia}",
     "  - {name: LUTNIA, price: 2, picture: lutnia}\n  - {name: GITARA, price: 2, picture: gitara}"),  # the order
    ("arbiter.yaml", "title: Arkusz arbitra – wycena punktowa", "title: Arkusz arbitra"),   # its own field
    ("game.yaml", "title: Kolekcjonerzy\n", "title: Kolekcjonerzy II\n"),                     # the game's title
    ("game.yaml", "  closing-rounds: 5 ", "  closing-rounds: 6 "),                            # a fact it does not print
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
    assert (arbiter.read_bytes() != before) == ("closing-rounds" not in new)


def _changes(game):
    """(what, game changed in one input the arbiter's sheet may read, options) for every such input."""
    exhibits = game.components["tiles"].spec.exhibits

    def with_exhibits(new):
        tiles = game.components["tiles"]
        spec = tiles.spec.model_copy(update={"exhibits": new})
        return replace(game, components={**game.components, "tiles": replace(tiles, spec=spec)})

    def with_fact(key, value):
        return replace(game, facts={**game.facts, key: value})

    def bumped(value):
        if isinstance(value, bool):
            return not value
        if isinstance(value, int):
            return value + 1
        if isinstance(value, dict):
            first = next(iter(value))
            return {**value, first: bumped(value[first])}
        return value

    for key, value in game.facts.items():
        if key != "exhibits":
            yield f"fact {key}", with_fact(key, bumped(value)), BuildOptions()
    for i in (0, 11, len(exhibits) - 1):
        exhibit = exhibits[i]
        for field, value in (("name", exhibit.name + " X"), ("price", exhibit.price % 4 + 1),
                             ("picture", "lutnia" if exhibit.picture != "lutnia" else "lampa")):
            changed = list(exhibits)
            changed[i] = exhibit.model_copy(update={field: value})
            yield f"exhibit {i} {field}", with_exhibits(changed), BuildOptions()
    yield "exhibits swapped", with_exhibits([exhibits[1], exhibits[0], *exhibits[2:]]), BuildOptions()
    yield "exhibit gone", with_exhibits(exhibits[:-1]), BuildOptions()
    yield "game title", replace(game, spec=game.spec.model_copy(update={"title": "Inna gra"})), BuildOptions()
    sheet = game.components["arbiter"]
    for field, value in (("title", "Arkusz"), ("copies", 2)):
        spec = sheet.spec.model_copy(update={field: value})
        yield f"sheet {field}", replace(game, components={**game.components, "arbiter": replace(sheet, spec=spec)}), \
            BuildOptions()
    yield "paper", game, BuildOptions(paper=PAPERS["letter"])
    yield "margin", game, BuildOptions(margin=mm(7))


def test_the_arbiter_sheets_digest_covers_everything_its_drawing_reads():
    game = validated_game("kolekcjonerzy")
    kind = KINDS["kolekcjonerzy-sheet"]

    def drawn(game, options):
        component = game.components["arbiter"]
        return kind.render(component, game, options)[0].data, kind.prints(component, game, options)

    data, digest = drawn(game, BuildOptions())
    printed = kept = 0
    for what, changed, options in _changes(game):
        new_data, new_digest = drawn(changed, options)
        if new_data != data:
            assert new_digest != digest, f"{what} changes the sheet but not its digest"
            printed += 1
        if what.endswith("picture"):
            assert new_data == data and new_digest == digest, what      # pictures are not printed there
            kept += 1
    assert printed >= 20 and kept == 3       # the inputs it prints did change the drawing


def test_a_render_that_reads_more_than_its_digest_is_never_kept():
    game = validated_game("kolekcjonerzy")
    kind = KINDS["kolekcjonerzy-sheet"]
    outputs, _ = recipe.render_component(game, "arbiter", BuildOptions())
    assert outputs[0].made_from == kind.prints(game.components["arbiter"], game, BuildOptions())
    previous = [o.meta() for o in outputs]
    kept, read = recipe.render_component(game, "arbiter", BuildOptions(), previous=previous)
    assert kept[0].data is None and read == ["tiles"]
    # a digest that does not look at the tiles the drawing reads: its file is made without a digest
    prints = kind.prints
    object.__setattr__(kind, "prints", lambda component, game, options: {"printed": "the same"})
    try:
        outputs, read = recipe.render_component(game, "arbiter", BuildOptions())
        assert read == ["tiles"] and outputs[0].data is not None and outputs[0].made_from is None
    finally:
        object.__setattr__(kind, "prints", prints)
