"""The player aids as cards (kit review r19, all four games): two aids on a sheet shared one cut across
it, and the sheet's ticket and 50 mm ruler sat between the upper aid's frame and that cut, so half the
aids players hold all game kept print jargon and a ruler; their other edges were the printer's margins.
Now each aid is a card of its own, cut on crop marks at its corners, both cards of a sheet of one size,
and the ticket and the ruler lie outside both: on waste. Measured in the bundled kit, and on every paper."""

from __future__ import annotations

import pytest
from reportlab.platypus import Table

from generator.draw.kinds import aid_layout, aid_page, player_aid
from generator.layout.imposition import INK_SAFETY, MARK_MIN, MARK_OFFSET, PAPERS, crop_marks, plan_grid
from generator.model.core import BuildOptions
from generator.model.units import mm
from tests.conftest import validated_game

from . import pdfcheck
from .test_card_tickets import GAMES, card_pages, kinds_of_pages, rulers
from .test_slugs_r18 import tickets

TOUCH = 0.1  # mm: a mark's end on its corner's cut line
# mm: how far from its corner a mark's end may lie, the card's bleed and the marks' offset beyond it (r34: the
# aids bleed as every card piece; before, white to the cut, their marks started at the corner itself)
REACH = (max(aid_page.BLEED, aid_page.OUTER_BLEED) + MARK_OFFSET) / mm(1) + TOUCH


def _cuts(marks) -> tuple[list[float], list[float]]:
    """The x of every vertical cut and the y of every horizontal one the marks carry on, in mm."""
    xs = sorted({round(m[0], 1) for m in marks if abs(m[0] - m[2]) < 0.01})
    ys = sorted({round(m[1], 1) for m in marks if abs(m[1] - m[3]) < 0.01})
    return xs, ys


def _marked(corner, marks) -> bool:
    """Whether a crop mark carries on one of the corner's two edges from just beyond the card's bleed."""
    x, y = corner
    for x1, y1, x2, y2, _ in marks:
        ends = ((x1, y1), (x2, y2))
        if any(
            (abs(ex - x) < TOUCH and abs(ey - y) <= REACH) or (abs(ey - y) < TOUCH and abs(ex - x) <= REACH)
            for ex, ey in ends
        ):
            return True
    return False


def aid_pages(bundled_kit, game):
    return [
        (job, index)
        for job, index, _ in card_pages(bundled_kit, game)
        if kinds_of_pages(bundled_kit, job)[index] == "player-aid"
    ]


def aid_trims(job, index):
    """The trim boxes (x0, y0, x1, y1) in mm the page's crop marks define: two or three rows of cards, of one
    card or two (an aid's `per_sheet`, aid_page.GRIDS), lowest row first."""
    marks = pdfcheck.crop_marks_mm(job, index, into_forms=True)
    xs, ys = _cuts(marks)
    # two or four cuts across, four or six along
    assert len(xs) in (2, 4) and len(ys) in (4, 6), (job.name, index + 1, xs, ys)
    boxes = [(xs[i], ys[j], xs[i + 1], ys[j + 1]) for j in range(0, len(ys), 2) for i in range(0, len(xs), 2)]
    return marks, boxes


@pytest.mark.parametrize("game", GAMES)
def test_each_aid_is_a_card_cut_on_its_own_marks_to_one_size(bundled_kit, game):
    pages = aid_pages(bundled_kit, game)
    assert pages, game
    for job, index in pages:
        marks, boxes = aid_trims(job, index)
        # one size: the cuts are read to 0.1 mm each, so two equal cards' sizes may read 0.1 apart (A4 four to a
        # sheet since r35's foot under the marks: 133.25 mm, read 133.2 and 133.3)
        for side in (0, 1):
            sizes = [b[2 + side] - b[side] for b in boxes]
            assert max(sizes) - min(sizes) < 0.15, boxes
        assert boxes[-1][1] - boxes[0][3] > 1.0, boxes  # a gutter between the rows: two cuts, not one shared
        assert len(boxes) == 2 or boxes[1][0] - boxes[0][2] > 1.0, boxes  # and between the columns
        # every corner on the block's outline has its mark; an inner one (four to a sheet) lies where two
        # marked cuts cross
        xs, ys = _cuts(marks)
        outline = (min(xs), min(ys), max(xs), max(ys))
        corners = [(x, y) for box in boxes for x in (box[0], box[2]) for y in (box[1], box[3])]
        unmarked = [
            (x, y) for x, y in corners if (x in outline[::2] or y in outline[1::2]) and not _marked((x, y), marks)
        ]
        assert not unmarked, (job.name, index + 1, unmarked)
        assert all(x in xs and y in ys for x, y in corners)
        assert all(m[4] >= MARK_MIN / mm(1) - 0.05 for m in marks), (job.name, index + 1)


@pytest.mark.parametrize("game", GAMES)
def test_no_ticket_or_ruler_lies_on_an_aid(bundled_kit, game):
    pages = aid_pages(bundled_kit, game)
    lines = {}
    for job in {job for job, _ in pages}:
        for index, text, _, box in tickets(job):
            lines.setdefault((job, index), []).append((text, box))
    on_a_card = []
    for job, index in pages:
        _, boxes = aid_trims(job, index)
        assert lines.get((job, index)), (job.name, index + 1)  # the sheet keeps its ticket
        ink = list(lines[(job, index)])
        ink += [
            ("ruler", (min(r[0], r[2]), min(r[1], r[3]) - 0.1, max(r[0], r[2]), max(r[1], r[3]) + 1.7))
            for r in rulers(job, index)
        ]
        for what, (x0, y0, x1, y1) in ink:
            for bx0, by0, bx1, by1 in boxes:
                if x0 < bx1 and x1 > bx0 and y0 < by1 and y1 > by0:
                    on_a_card.append((job.name, index + 1, what[:30]))
    assert not on_a_card, on_a_card


@pytest.mark.parametrize("per_sheet", aid_page.PER_SHEET)
@pytest.mark.parametrize("paper", PAPERS.values(), ids=lambda p: p.name)
def test_the_aid_sheet_gives_equal_cards_marked_at_every_corner_on_every_paper(paper, per_sheet):
    spec = aid_page.sheet_spec(paper, per_sheet=per_sheet)
    grid = plan_grid(spec)
    assert len(grid.slots) == per_sheet and (grid.cols, grid.rows) == aid_page.GRIDS[per_sheet]
    lower, upper = sorted(grid.slots, key=lambda s: s.y)[:2]
    assert all((s.width, s.height) == aid_page.card(paper, per_sheet=per_sheet) for s in grid.slots)
    if grid.cols == 1:
        assert upper.y - (lower.y + lower.height) == pytest.approx(aid_page.GUTTER)
    marks = [(m.x1 / mm(1), m.y1 / mm(1), m.x2 / mm(1), m.y2 / mm(1), 0.0) for m in crop_marks(grid, spec)]
    corners = [(x / mm(1), y / mm(1)) for s in grid.slots for x in (s.x, s.x + s.width) for y in (s.y, s.y + s.height)]
    xs, ys = _cuts(marks)
    outer = [
        c
        for c in corners
        if min(abs(c[0] - x) for x in (xs[0], xs[-1])) < TOUCH or min(abs(c[1] - y) for y in (ys[0], ys[-1])) < TOUCH
    ]
    # every corner of a card in one column lies on the block's outline; four to a sheet, the four inner corners
    # lie where marked cuts cross
    assert len(outer) == (4 * per_sheet if per_sheet < 4 else 12)
    assert all(_marked(c, marks) for c in outer)
    assert all(min(abs(c[0] - x) for x in xs) < TOUCH and min(abs(c[1] - y) for y in ys) < TOUCH for c in corners)
    edge = (spec.margin + INK_SAFETY) / mm(1) - 1e-6  # nothing within the printer margin
    for x1, y1, x2, y2, _ in marks:
        assert min(x1, x2, y1, y2) >= edge and paper.width / mm(1) - max(x1, x2) >= edge
        assert paper.height / mm(1) - max(y1, y2) >= edge


def test_every_table_of_an_aid_takes_the_full_measure():
    """Rynek MINOR 6 (r19): the back's first table („Ważne oferty razem / Kto sprzedaje / Za ile”) ended
    18 mm short of the table under it and of the frame; every table of every aid spans its column (of a side in
    two columns, its own column)."""
    short = []
    for game_id in GAMES:
        game = validated_game(game_id)
        component = next(c for c in game.components.values() if c.kind == "player-aid")
        front, back, _ = player_aid._text(component, game, BuildOptions()).sides()
        width = player_aid.half(PAPERS["a4"])[0]
        for blocks in (front, back):
            # each column's tables span that column (a side in two: aid_layout.columns, r32)
            measure = aid_layout.column_width(width, len(aid_layout.columns(blocks)))
            for flowable in aid_layout.flowables(blocks, component.spec.accent, width):
                table = getattr(flowable, "content", None)
                if isinstance(table, Table) and abs(table.wrap(measure, mm(500))[0] - measure) > 0.5:
                    short.append((game_id, round((measure - table.wrap(measure, mm(500))[0]) / mm(1), 1)))
    assert not short, short
