"""A board's description page (its one-sheet guide, or the assembly map of a tiled board) says which pages
go on which stock, as the guides of the card parts printed double-sided do (kit review r30, AS minor 5:
`plansza-kolekcji-a4.pdf` said neither, and its title „wydruk na jednym arkuszu” stood over „Wydrukuj
wszystkie 4 arkusze”): this page on plain paper, the board's sheets on card, one-sided; a file of one
board a sheet for each of several owners says so in its title. Every board of every bundled game."""

from __future__ import annotations

import pytest

from generator.build.recipe import BuildOptions
from generator.build.render import render_component
from generator.validate.run import load_and_validate

from . import pdfcheck
from .conftest import COMPONENTS

BOARDS = [
    ("art-society", "plansza-kolekcji"),
    ("art-society", "plansza-muzeum"),
    ("kolekcjonerzy", "plansza"),
    ("przekret", "plansza"),
    ("rynek", "plansza"),
]


@pytest.mark.parametrize("game_id,name", BOARDS, ids=[f"{g}/{n}" for g, n in BOARDS])
def test_a_boards_description_page_says_which_pages_go_on_which_stock(game_id, name, tmp_path):
    project, _ = load_and_validate(COMPONENTS, [game_id])
    game = project.games[game_id]
    # the file printed on the build's paper (a tiled board: its map and sheets; one sheet: its guide and sheet)
    outputs = [o for o in render_component(game, name, BuildOptions())[0] if o.guide_pages]
    assert outputs, name
    for output in outputs:
        path = tmp_path / output.filename
        path.write_bytes(output.data)
        page = " ".join(pdfcheck.page_texts(path)[0].split())
        sheets = output.pages - output.guide_pages
        if "mapa składania" in page:  # a tiled board: the map is printed in a plain job too, its sheets on 160–200
            assert "Tę mapę drukuj na zwykłym papierze, arkusze planszy jednostronnie." in page, page[:400]
            assert "Arkusze planszy drukuj na kartonie 160–200 g/m²" in page
        else:
            pages = "strona 2" if sheets == 1 else f"strony 2–{sheets + 1}"
            said = f"Tę stronę drukuj na zwykłym papierze, {pages} na kartonie 250–300 g/m², jednostronnie."
            assert said in page, page[:400]
            assert (
                "wydruk na jednym arkuszu" in page
                if sheets == 1
                else f"jedna plansza na arkusz, {sheets} arkusze" in page
            )
