"""One name per exhibit (kit review r32, K minor 1; rulebook r32 major 1): the tiles read „WYSPIAŃSKI”,
„PŁYTA NA GRAMOFON” and „DEWIZKA DO ZEGARKA” while the arbiter's sheet, the point table, the price list
and the rulebook's list said „OBRAZ WYSPIAŃSKIEGO”, „PŁYTA GRAMOFONOWA” and „DEWIZKA DO ZEGARKA
KIESZONKOWEGO”; the arbiter matches tiles and plans by name. Every tile's words, read from its front drawn
alone as a printer gets it, are its price and the one name the lists print, for all 36 exhibits; a seed
name too long for the tile is renamed in the data by a house rule, which the rulebook prints."""

from __future__ import annotations

from pathlib import Path

import pytest

import generator.cli  # noqa: F401  (registers the commands before the kinds are used alone)
from generator.draw.kinds import KINDS
from generator.draw.pdf import new_document
from generator.draw.piece import flatten
from generator.games.kolekcjonerzy.exhibit_tiles import Exhibit
from generator.games.kolekcjonerzy.sheets import exhibits_of
from generator.layout.imposition import Paper
from generator.model.findings import FindingsError
from generator.validate.run import load_and_validate

from .pdfcheck import page_texts


@pytest.fixture(scope="module")
def game():
    project, _ = load_and_validate(Path(__file__).resolve().parents[1] / "components", ["kolekcjonerzy"])
    return project.games["kolekcjonerzy"]


def test_every_tile_prints_the_name_every_list_prints(game, tmp_path):
    component = game.components["plytki"]
    exhibits = component.spec.exhibits
    pieces = [p for p in flatten(KINDS["exhibit-tiles"].pieces(component, game)) if not p.label.startswith("kleks")]
    assert len(pieces) == len(exhibits) == 36
    assert [e.name for e in exhibits_of(game)] == [e.name for e in exhibits]  # the lists' one source
    for piece, exhibit in zip(pieces, exhibits):
        doc = new_document(Paper("tile", piece.width, piece.height), "tile")
        piece.front(doc.canvas, piece.width, piece.height)
        doc.show_page()
        path = tmp_path / "tile.pdf"
        path.write_bytes(doc.finish())
        words = page_texts(path)[0].replace("\u00a0", " ").split()
        assert str(exhibit.price) in words, exhibit.name
        words.remove(str(exhibit.price))
        assert " ".join(words) == exhibit.name, exhibit.name


def test_a_tile_cannot_be_given_words_of_its_own():
    """The tile's words are the exhibit's name: data that gives a tile other words is refused."""
    with pytest.raises(ValueError, match="label"):
        Exhibit.model_validate({"name": "OBRAZ WYSPIAŃSKIEGO", "price": 4, "picture": "obraz", "label": "WYSPIAŃSKI"})


def test_the_three_names_of_the_review(game):
    names = {e.name for e in game.components["plytki"].spec.exhibits}
    assert {"OBRAZ WYSPIAŃSKIEGO", "PŁYTA GRAMOFONOWA", "DEWIZKA DO ZEGARKA"} <= names
    assert game.facts["exhibits"]["DEWIZKA DO ZEGARKA KIESZONKOWEGO"]["name"] == "DEWIZKA DO ZEGARKA"  # house rule


def test_a_tile_label_apart_from_its_name_is_refused_where_it_stands(tmp_path):
    """A tile's own `label:` (the second name the r32 reviews found) is no longer data: the validator names it
    at its line and column and lists the keys a tile has."""
    import shutil

    shutil.copytree(Path(__file__).resolve().parents[1] / "components" / "kolekcjonerzy", tmp_path / "kolekcjonerzy")
    tiles = tmp_path / "kolekcjonerzy" / "plytki.yaml"
    text = tiles.read_text(encoding="utf-8")
    tiles.write_text(text.replace("picture: obraz}", "picture: obraz, label: X}", 1), encoding="utf-8")
    with pytest.raises(FindingsError) as caught:
        load_and_validate(tmp_path, ["kolekcjonerzy"])
    assert [str(f) for f in caught.value.findings.errors] == [
        f"{tiles}:21:59: error: unknown key 'label' in exhibits[0]; expected one of: name, price, picture, image, "
        "added_by_edition [schema.unknown-key]"
    ]
