"""A board sheet's label, ticket and 50 mm ruler (labels.py): where they go, worked out before the
sheet is drawn, and drawn after it.

In the paper around the board, TRIM_CLEAR off its trim and BLEED_CLEAR off its bleed, where a margin has that
room; else on a band
of the sheet (a waste band first, cut away, else a glue band, hidden once glued: a glue strip is kept
clean for the glue where the sheet allows, kit review r30, Rynek minor 2), on a white ground,
clear of the band's own label, the bands crossing it, its notches and the seam ticks on the board's
edges, its scissors then keeping off it; else as near the trim as the margins allow (kit review r20:
Rynek's sheets keep 2–3 mm beside the board, and their label's ink reached the trim line).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from reportlab.pdfgen.canvas import Canvas

from generator.draw.kinds.board.strips import (
    LABEL_CLEARANCE,
    MARK_CLEARANCE,
    NOTCH_CLEARANCE,
    along_range,
    band_text_size,
    band_texts,
    crossing_bands,
    label_place,
    notches_along,
)
from generator.draw.labels import (
    TICKET_LEAST,
    Rect,
    TicketPlan,
    draw_ticket_plan,
    plan_ticket,
    ticket_runs,
)
from generator.draw.pdf import note_job_sheet
from generator.draw.ticket_items import JOB_SHEET_ITEM, RULER_TICKS, Run, draw_ticket_runs, item_width, run_extent
from generator.draw.ticket_room import leave_job_room, plan_job_room
from generator.layout.imposition import Mark, Paper
from generator.layout.strip_labels import Box, blocked_along, free_stretches
from generator.layout.tiling import Tile, TilePlan
from generator.model.units import mm

TRIM_CLEAR = mm(2)  # a sheet's label and ruler keep this far outside the board's trim where a margin allows
# and this far outside its bleed (kit review r34, P minor 4: the caption and ruler in a white box 1.5–2.8 mm
# outside B1's cut, in its 3 mm bleed: a cut drifting out left a white notch): 4 mm past a 3 mm bleed's cut
BLEED_CLEAR = mm(1)
BAND_GROUND = mm(1)  # the white under a ticket set on a band, 0.3 mm and more past its accents and descenders at 7 pt
# the white under a margin's ticket that reaches over the board's bleed: past its descenders (0.5 mm at 6.5 pt)
# by 0.5 mm, and as far above its ruler and past its ends; TRIM_CLEAR keeps it 1 mm off the trim
BLEED_GROUND = mm(1)


@dataclass(frozen=True)
class OnBand:
    """A ticket set on a band of one tile: the band across the board ("y") or down it ("x", turned to
    read upwards), its middle across (board coordinates), the runs (page coordinates along the band),
    their size, and the stretches along the band (board coordinates) its ink takes."""

    tile: Tile
    axis: str
    middle: float
    runs: list[Run]
    size: float
    taken: list[tuple[float, float]] = field(default_factory=list)


@dataclass(frozen=True)
class SheetTicket:
    paper: Paper
    margins: TicketPlan | None = None
    band: OnBand | None = None
    ground: float = 0.0  # the margins' ticket laid over the board's bleed: on a white ground this far round it
    job: TicketPlan | None = None  # the room for the print job's identifier (ticket_room.plan_job_room)
    room: OnBand | None = None  # that room on a band, the ticket being on one (`band_room`)

    def reserved(self, tile: Tile) -> list[tuple[str, tuple[float, float]]]:
        """(axis, stretch along it) of the tile's bands that the ticket takes: its scissors keep off."""
        if self.band is None or (self.band.tile.col, self.band.tile.row) != (tile.col, tile.row):
            return []
        return [(self.band.axis, st) for st in self.band.taken]


def trim_lines(plan: TilePlan, trim: Rect) -> list[Mark]:
    """The board's trim edges carried on outside it to the paper's edges, where its corner marks lie."""
    left, bottom, right, top = trim
    h, w = plan.page_height, plan.page_width
    marks = [Mark(x, 0.0, x, bottom) for x in (left, right)] + [Mark(x, top, x, h) for x in (left, right)]
    return marks + [Mark(0.0, y, left, y) for y in (bottom, top)] + [Mark(right, y, w, y) for y in (bottom, top)]


def sheet_ticket(
    plan: TilePlan,
    art: Rect,
    trim: Rect,
    label: str,
    ticket: str,
    margin: float,
    sheet: list[Tile] = (),
    printed: list[Box] = (),
    bled: Rect | None = None,
) -> SheetTicket:
    """Where the sheet's label, ticket and ruler go (module docstring): in the free paper around the
    board's art (`art`, with the bleed; a bottom of 0: the guests' foot is taken), clear of the corner
    marks on the extensions of its trim edges (`trim`), inside the board's own sheet margin where it
    is wider than the printer's (`margin`); on a band of the `sheet`'s tiles, whose labels leave
    `printed` visible. A ticket over the art's bleed (`bled`) is set on a white ground."""
    left, bottom, right, top = trim
    page, marks, margin = Paper("", plan.page_width, plan.page_height), trim_lines(plan, trim), max(margin, plan.margin)
    a0, a1, a2, a3 = art
    clear = (
        min(a0, left - TRIM_CLEAR),
        a1 if a1 <= 0.0 else min(a1, bottom - TRIM_CLEAR),
        max(a2, right + TRIM_CLEAR),
        max(a3, top + TRIM_CLEAR),
    )
    if bled is not None:  # never on the bleed, which a cut a little outside the trim leaves on the board
        b0, b1, b2, b3 = bled
        clear = (
            min(clear[0], b0 - BLEED_CLEAR),
            clear[1] if clear[1] <= 0.0 else min(clear[1], b1 - BLEED_CLEAR),
            max(clear[2], b2 + BLEED_CLEAR),
            max(clear[3], b3 + BLEED_CLEAR),
        )
    found = plan_ticket(marks, page, margin, label, ticket, clear)
    # beside a margin's ticket, the room for the sheet's place in its print job (kit review r36, R minor 2)
    job = plan_job_room(marks, page, margin, clear, found) if found else None
    if found and bled is not None and _reaches(found, page, bled):
        # over the bleed, TRIM_CLEAR off the trim: on a white ground, the bleed cut away under it (kit review
        # r30, P minor 14: the label and the ruler stood on the bleed's very edge, the ruler 0.5 mm into it)
        placed = SheetTicket(page, margins=found, ground=BLEED_GROUND, job=job)
    elif found:
        placed = SheetTicket(page, margins=found, job=job)
    else:
        band = on_band(plan, sheet, printed, label, ticket) if sheet else None
        if band:
            placed = SheetTicket(page, band=band, room=band_room(plan, sheet, printed, label, band))
        else:
            found = plan_ticket(marks, page, margin, label, ticket, art)
            placed = SheetTicket(
                page, margins=found, job=plan_job_room(marks, page, margin, art, found) if found else None
            )
    return placed


def _reaches(found: TicketPlan, page: Paper, bled: Rect) -> bool:
    """Whether a margin's ticket comes within BLEED_GROUND of the art's bleed (`bled`), on the page."""
    left, bottom, right, top = bled
    for turn, base, runs, size in found:
        rise = max(size * 0.8, RULER_TICKS[2])
        for run in runs:
            a, b = (v + d for v, d in zip(run_extent(run, size), (-mm(1), mm(1))))  # its ground 1 mm past its ends
            low, high = base - BLEED_GROUND, base + rise + BLEED_GROUND  # across the line, as its ground
            if turn == 1:  # up the left margin: the line's x across the page is page.width - y
                box = (page.width - high, a, page.width - low, b)
            elif turn == 3:  # down the right margin
                box = (low, page.height - b, high, page.height - a)
            else:
                box = (a, low, b, high)
            if box[0] < right and box[2] > left and box[1] < top and box[3] > bottom:
                return True
    return False


def _bands(plan: TilePlan, sheet: list[Tile], printed: list[Box], label: str):
    """Each band of the sheet's tiles a ticket may take – waste before glue, across the board before down it – as
    (tile, axis, span, its page stretches free of the band's own label, the crossing bands, notches and seam ticks
    in reading order, and its board stretches)."""
    neighbours = {(t.col, t.row): t.label for t in plan.tiles}
    for kind, axis, tile in [(k, a, t) for k in ("waste", "glue") for a in ("y", "x") for t in sheet]:
        span = getattr(getattr(tile, axis), kind)
        if span is None:
            continue
        step = 1 if kind == "glue" else -1
        other = (tile.col + step, tile.row) if axis == "x" else (tile.col, tile.row + step)
        size = band_text_size(span[1] - span[0])
        blocked = blocked_along(list(printed), axis, span, LABEL_CLEARANCE)
        place = label_place(plan, tile, axis, tile.label, band_texts(kind, neighbours[other]), size, blocked)
        avoid = [(a - LABEL_CLEARANCE, b + LABEL_CLEARANCE) for a, b in crossing_bands(tile, axis)]
        avoid += [(a - NOTCH_CLEARANCE, b + NOTCH_CLEARANCE) for a, b in notches_along(plan, tile, axis)]
        edges = (0.0, plan.board_height if axis == "x" else plan.board_width)
        avoid += [(e - TRIM_CLEAR, e + TRIM_CLEAR) for e in edges]  # the seam ticks on the board's edges
        if place:
            avoid.append((place[1] - MARK_CLEARANCE, place[2] + MARK_CLEARANCE))
        yield tile, axis, span, avoid


def on_band(plan: TilePlan, sheet: list[Tile], printed: list[Box], label: str, ticket: str) -> OnBand | None:
    """The ticket on the first band of the sheet that holds it: waste before glue, across the board
    before down it; all in one run, else the words in one stretch and the ruler in another, else the
    phrases shared out (`ticket_runs`); the first band that holds it at TICKET_LEAST or more before any at 6 pt
    (r41: Przekręt's board label, shorter by its counter, went to 6 pt on the glue strip at the foot where the
    side's strip held it at 7); None where no band holds it."""
    found_on = []
    for tile, axis, span, avoid in _bands(plan, sheet, printed, label):
        free = free_stretches(along_range(plan, tile, axis), avoid)
        found = ticket_runs(sorted(_on_page(plan, tile, axis, a, b) for a, b in free), label, ticket)
        if found is None:
            continue
        runs, size = found
        taken = [_on_board(plan, tile, axis, *run_extent(run, size)) for run in runs]
        found_on.append(OnBand(tile, axis, (span[0] + span[1]) / 2, runs, size, taken))
        if size >= TICKET_LEAST - 1e-9:
            return found_on[-1]
    return found_on[0] if found_on else None


def band_room(plan: TilePlan, sheet: list[Tile], printed: list[Box], label: str, ticket: OnBand) -> OnBand | None:
    """The room for the print job's identifier on a sheet whose ticket stands on a band (`ticket`, `on_band`): on
    the first band of the sheet with a stretch the ticket leaves free that holds it at the ticket's size, at the
    stretch's start; the job draws the words there (build/folios.room_places: r41 P job 3 pp. 1–2, a board's sheets
    said nothing of their job). None where no band has room."""
    need = item_width(JOB_SHEET_ITEM, ticket.size)
    for tile, axis, span, avoid in _bands(plan, sheet, printed, label):
        if (tile.col, tile.row, axis) == (ticket.tile.col, ticket.tile.row, ticket.axis):
            avoid = [*avoid, *ticket.taken]
        free = free_stretches(along_range(plan, tile, axis), avoid)
        for a, b in sorted(_on_page(plan, tile, axis, a, b) for a, b in free):
            if b - a >= need + mm(2):  # its white ground 1 mm past each end
                run = (a + mm(1), a + mm(1) + need, [JOB_SHEET_ITEM])
                return OnBand(tile, axis, (span[0] + span[1]) / 2, [run], ticket.size)
    return None


def _on_page(plan: TilePlan, tile: Tile, axis: str, a: float, b: float) -> tuple[float, float]:
    """A stretch a–b of the board along a band of `axis` as a stretch of the tile's page, in reading
    order: of page x for a band across the board ("y"), of page y (read upwards) for one down it."""
    if axis == "y":
        return plan.page_point(tile, a, 0.0)[0], plan.page_point(tile, b, 0.0)[0]
    ends = plan.page_point(tile, 0.0, a)[1], plan.page_point(tile, 0.0, b)[1]
    return min(ends), max(ends)


def _on_board(plan: TilePlan, tile: Tile, axis: str, a: float, b: float) -> tuple[float, float]:
    """A stretch of the tile's page (`_on_page`) back on the board, with MARK_CLEARANCE around it."""
    ox, oy = plan.page_point(tile, 0.0, 0.0)
    ends = (a - ox, b - ox) if axis == "y" else (oy - a, oy - b)
    return min(ends) - MARK_CLEARANCE, max(ends) + MARK_CLEARANCE


def draw_sheet_ticket(c: Canvas, plan: TilePlan, placed: SheetTicket) -> None:
    """The ticket where `sheet_ticket` put it (nothing where no place held it)."""
    if placed.margins:
        draw_ticket_plan(c, placed.paper, placed.margins, placed.ground)
    if placed.job:
        leave_job_room(c, placed.paper, placed.job)
    for band in (placed.band, placed.room):
        if band is not None:
            _draw_on_band(c, plan, band, placed.paper)


def _draw_on_band(c: Canvas, plan: TilePlan, band: OnBand, paper: Paper) -> None:
    """A ticket's runs on its band, each on a white ground; a room for the job's identifier noted where it lies."""
    rise = max(band.size * 0.7, RULER_TICKS[2])
    c.saveState()
    if band.axis == "x":  # down the board: turned to read upwards, its tops towards the board's left
        across = plan.page_point(band.tile, band.middle, 0.0)[0]
        c.translate(across, 0.0)
        c.rotate(90)
        base = -(rise - band.size * 0.2) / 2
    else:
        base = plan.page_point(band.tile, 0.0, band.middle)[1] - (rise - band.size * 0.2) / 2
    draw_ticket_runs(c, band.runs, base, band.size, ground=BAND_GROUND)
    c.restoreState()
    for x0, _x1, items in band.runs:
        if items == [JOB_SHEET_ITEM]:  # the page's point of its baseline's left end, turned as the band reads
            point = (across - base, x0) if band.axis == "x" else (x0, base)
            note_job_sheet(c, *point, 90 if band.axis == "x" else 0, band.size, False)
