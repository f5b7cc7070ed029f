"""r38 K minor 17: the rulebook had no picture of the table ready to play. A board figure's `table:` draws the board's
plan with the pieces set out and what else lies on the table round it (rulebook/table.py): every word at 6 pt or
more, only a legal set-up, and the book prints it with its caption."""

from __future__ import annotations

import io

import pytest
from reportlab.pdfgen.canvas import Canvas

from generator.draw.pdf import register_fonts
from generator.games import apply_house_rules
from generator.games.registry import load_all
from generator.model.findings import Findings
from generator.model.units import mm
from generator.rulebook.drawings import FigureUnavailable, unreadable
from generator.rulebook.table import TableDrawing
from generator.validate.loading import load_project

from .conftest import COMPONENTS


@pytest.fixture(scope="module")
def game():
    load_all()
    findings = Findings()
    project = load_project(COMPONENTS, ["kolekcjonerzy"], findings)
    assert not findings.errors, [str(f) for f in findings.errors]
    found = project.games["kolekcjonerzy"]
    apply_house_rules(found, findings)
    return found


def _drawn(game, table) -> TableDrawing:
    register_fonts()
    drawing = TableDrawing(game.components["plansza"], game, table)
    drawing.wrap(mm(170), mm(1000))
    drawing.draw(Canvas(io.BytesIO()))
    return drawing


def test_the_kolekcjonerzy_table_shows_every_word_at_6_pt_and_four_pawns_on_their_starts(game):
    table = game.components["zasady"].spec.figures["table"].table
    drawing = _drawn(game, table)
    assert unreadable("table", drawing) is None, drawing.dropped
    assert sorted(mark for mark, _ in drawing.pawns.values()) == ["1", "2", "3", "4"]
    starts = {cell: f.number for cell, f in drawing.cells.items() if f.type == "start"}
    assert all(starts[cell] == int(mark) for cell, (mark, _) in drawing.pawns.items())
    assert len(drawing.blots) == 12 and drawing.height <= table.board + 1  # seats beside the board, no taller


def test_a_blot_off_an_unmarked_field_or_a_seat_too_long_for_its_box_is_refused(game):
    table = game.components["zasady"].spec.figures["table"].table
    circle = next(cell for cell, f in TableDrawing(game.components["plansza"], game, table).cells.items() if f.type)
    with pytest.raises(FigureUnavailable, match="lies off the 'plain' fields"):
        TableDrawing(game.components["plansza"], game, table.model_copy(update={"blots": [[circle[1], circle[0]]]}))
    crowded = table.model_copy(
        update={"seats": [table.seats[0].model_copy(update={"text": "Konstantynopolitańczykowianeczka" * 4})]}
    )
    assert "below the 6 pt" in (unreadable("table", _drawn(game, crowded)) or "")
