"""r38 K minor 17: the rulebook had no picture of the table ready to play. A board figure's `table:` draws the board's
plan with the pieces set out and what else lies on the table round it (rulebook/table.py): every word at 6 pt or
more, only a legal set-up, and the book prints it with its caption."""

from __future__ import annotations

import io

import pypdfium2
import pytest
from reportlab.pdfgen.canvas import Canvas

from generator.draw.pdf import register_fonts
from generator.games import apply_house_rules
from generator.games.kolekcjonerzy.exhibit_tiles import BADGE_CENTRE, TIER_COLORS
from generator.games.registry import load_all
from generator.model.findings import Findings
from generator.model.units import mm
from generator.rulebook.drawings import FigureUnavailable, unreadable
from generator.rulebook.table import TILE_SIDE, TableDrawing
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


def test_the_set_up_shows_a_tile_with_its_price_badge_on_each_of_the_36_circles(game):
    """r40 K item 4: the board's starting layout as a player sees it – on every exhibit circle a tile with its price
    badge, in the colour of its price group (the figure drew plain squares). The figure is printed on a page of its
    own size and the badge's spot of every field is read: a badge on each of the 36 circles, none elsewhere, and
    their colours are the 36 exhibits' price groups (1 × 4, 10 × 3, 16 × 2, 9 × 1 token)."""
    # the bundled book lays plain tiles (zasady.yaml); the figure's `tiles_of` draws each exhibit by its kind
    table = game.components["zasady"].spec.figures["table"].table.model_copy(update={"tiles_of": "plytki"})
    register_fonts()
    drawing = TableDrawing(game.components["plansza"], game, table)
    width, height = drawing.wrap(mm(170), mm(1000))
    out = io.BytesIO()
    canvas = Canvas(out, pagesize=(width, height))
    drawing.draw(canvas)
    canvas.save()
    dpi = 1200
    image = pypdfium2.PdfDocument(out.getvalue())[0].render(scale=dpi / 72).to_pil().convert("RGB")
    assert not [s for s in table.seats if s.side in ("top", "bottom")]  # the board stands on the figure's foot
    side, size = table.board, game.components["plytki"].spec.size
    cell = side / max(drawing.cols, drawing.rows)
    tile = cell * TILE_SIDE
    badge = tile * (1 - BADGE_CENTRE / size)  # its centre from the tile's bottom-left corner, both ways
    tiers = {tuple(int(h[i : i + 2], 16) for i in (1, 3, 5)): price for price, h in TIER_COLORS.items()}

    def price_at(col: int, row: int) -> int | None:
        x = (width - side) / 2 + col * cell + (cell - tile) / 2 + badge
        y = side - (row + 1) * cell + (cell - tile) / 2 + badge
        pixel = image.getpixel((round(x * dpi / 72), round((height - y) * dpi / 72)))
        near = [p for rgb, p in tiers.items() if sum(abs(a - b) for a, b in zip(rgb, pixel)) < 30]
        return near[0] if near else None

    found = {cell_: price_at(*cell_) for cell_ in drawing.cells}
    circles = {c for c, f in drawing.cells.items() if f.type == "exhibit"}
    assert len(circles) == 36
    badges = {c: p for c, p in found.items() if p is not None}
    assert set(badges) == circles, sorted(circles - set(badges))
    exhibits = game.components["plytki"].spec.exhibits
    assert sorted(badges.values()) == sorted(e.price for e in exhibits)
