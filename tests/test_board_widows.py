"""No board text ends a paragraph with one word alone on its last line (kit review r18, Kolekcjonerzy
minor 10: „…na inne puste / pole.”): the boards' legends, notes and table notes of every bundled game,
as the board draws them, and the wrap that sets them."""

from __future__ import annotations

from generator.draw import fonts
from generator.draw.kinds.board.content import typeset
from generator.draw.kinds.board.measure import FONT_NAMES, legend_items, table_shape
from generator.draw.text import text_width, wrap, wrap_without_widow
from generator.model.findings import Findings
from generator.validate.loading import load_project

from .conftest import COMPONENTS

LEGEND = "Pionek, który stanie na polu z innym pionkiem, przesuwa tamten na inne puste pole."


def test_the_wrap_moves_a_word_down_instead_of_leaving_one_alone():
    width = text_width(LEGEND.rsplit(" ", 1)[0], fonts.SANS, 9) + 1  # the plain wrap leaves „pole.” alone
    assert wrap(LEGEND, fonts.SANS, 9, width)[-1] == "pole."
    lines = wrap_without_widow(LEGEND, fonts.SANS, 9, width)
    assert len(lines) == 2 and " " in lines[-1] and " ".join(lines).replace("\u00a0", " ") == LEGEND
    assert all(text_width(line, fonts.SANS, 9) <= width for line in lines)


def _widowed(lines: list[str]) -> bool:
    return len(lines) > 1 and " " not in lines[-1].strip()


def test_no_bundled_board_has_a_widow():
    project = load_project(COMPONENTS, None, Findings())  # the boards as parsed: no check needs to run
    found = []
    for game in project.games.values():
        for component in game.components.values():
            if component.kind != "board":
                continue
            board = component.spec
            for legend in board.legends:
                found += [(game.id, name, lines) for _, name, lines in legend_items(legend, board) if _widowed(lines)]
            for text in board.texts:
                if text.width:
                    for paragraph in text.text.split("\n"):
                        lines = wrap_without_widow(typeset(paragraph), FONT_NAMES[text.font], text.size, text.width)
                        if _widowed(lines):
                            found.append((game.id, paragraph, lines))
            for table in board.tables:
                lines = table_shape(table, game).note_lines
                if _widowed(lines):
                    found.append((game.id, table.note, lines))
    assert found == []
