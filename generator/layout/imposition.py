"""Sheet imposition for fixed-size pieces: pure arithmetic, no PDF.

Pieces are butted together (gap 0) so one cut serves two neighbours, with bleed around the
block only; with a gap, each piece gets as much bleed as half the gap allows. Pieces whose head and
foot differ in colour (a navy header over a cream foot) may lie a gap apart across those edges only
(`SheetSpec.ends_gap`), where the sheet has no room for a gap both ways. Crop marks sit
outside the bleed, in the sheet margin, and stop at the printer margin. Backs are mirrored for
the flip edge so that each back lands behind its front.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Literal

from generator.model.units import mm

Duplex = Literal["long", "short", "none"]

MARK_OFFSET = mm(0.5)  # gap between the bleed edge and the start of a crop mark
MARK_GOAL = mm(3)  # the crop mark every cut gets: long enough to lay a rule on
# the shortest crop mark printed: every cut's, in every job (kit review r15: 1.4–1.5 mm ticks on the
# token rows and the money sheets); a sheet makes room for it before it takes a piece more
MARK_MIN = MARK_GOAL
BLEED_MIN = mm(1.5)  # outer bleed gives way to MARK_GOAL down to this, never further (`fit_bleed`)
MARK_MAX = mm(6)  # longest crop mark drawn
# the least a piece's back runs past its outer cuts: a home duplex shift of up to BLEED_MIN (what the
# calibration page and the print chapter promise) with half a millimetre to spare (kit review r27, K
# minor 7: the token backs ran 1.45–1.5 mm past the cut, exactly at the limit)
BACK_BLEED_MIN = mm(2)
# a crop mark stops this far inside the printer margin: printer drift and a measurement at 200 dpi
# then never read it as closer to the edge than the margin (docs/imposition.md)
INK_SAFETY = mm(0.5)
# the foot keeps a line for the sheet's label and ticket (draw/labels.py: its baseline LABEL_BASE over
# the margin, 7 pt capitals, the ruler's ticks): the bottom marks stop above it wherever they stay
# MARK_MIN long (kit review r18: a tile sheet's marks every 30 mm left the ticket no stretch for its ruler);
# above FOOT_LINE_RAISED where they can, for the line raised to stay 7 mm from the paper's edge
# (labels.line_margin, 1.5 mm over the default printer margin; kit review r26)
FOOT_LINE = mm(3.2)
FOOT_LINE_RAISED = FOOT_LINE + mm(1.5)
EPS = 1e-6


@dataclass(frozen=True)
class Paper:
    name: str
    width: float
    height: float


# The papers every piece must fit (validation checks both, so a kit builds on either).
PAPERS: dict[str, Paper] = {
    "a4": Paper("A4", mm(210), mm(297)),
    "letter": Paper("Letter", 8.5 * 72, 11 * 72),
}
# Every paper a build may use by name (`--paper`); any other size is written as WxH, e.g. 330x480mm.
NAMED_PAPERS: dict[str, Paper] = {
    "a3": Paper("A3", mm(297), mm(420)),
    "a4": PAPERS["a4"],
    "a5": Paper("A5", mm(148), mm(210)),
    "letter": PAPERS["letter"],
    "legal": Paper("Legal", 8.5 * 72, 14 * 72),
    "tabloid": Paper("Tabloid", 11 * 72, 17 * 72),
}
# The sheets a print shop prints on, smallest first: a page larger than the build's paper (a board at
# full size) is sent on the first that holds it (`shop_paper`). SRA4 (a shop's A4+) first: an A4 board
# with a wider bleed (299 × 212 mm) fills it to 88 %, an A3 sheet to 51 % (kit review r15).
SHOP_PAPERS: tuple[Paper, ...] = (
    Paper("SRA4", mm(225), mm(320)),
    Paper("A3", mm(297), mm(420)),
    Paper("SRA3", mm(320), mm(450)),
    Paper("A2", mm(420), mm(594)),
    Paper("SRA2", mm(450), mm(640)),
    Paper("A1", mm(594), mm(841)),
    Paper("SRA1", mm(640), mm(900)),
    Paper("A0", mm(841), mm(1189)),
)
PAPER_MIN_MM, PAPER_MAX_MM = 90, 1500  # smaller than a postcard holds no piece; larger is no sheet printer
_UNITS = {"mm": 72 / 25.4, "cm": 720 / 25.4, "in": 72.0, "pt": 1.0}
_SIZE = re.compile(r"^\s*(\d+(?:[.,]\d+)?)\s*[x×]\s*(\d+(?:[.,]\d+)?)\s*(mm|cm|in|pt)?\s*$", re.I)


def holds(paper: Paper, width: float, height: float) -> bool:
    """Whether a page of `width` × `height` fits on `paper`, turned either way."""
    short, long = sorted((round(width, 1), round(height, 1)))
    return short <= round(min(paper.width, paper.height), 1) and long <= round(max(paper.width, paper.height), 1)


def shop_paper(width: float, height: float) -> tuple[Paper | None, Paper | None]:
    """The first of `SHOP_PAPERS` that holds a page of that size (None: none does), and the one before
    it, too small (None when the page fits the smallest)."""
    smaller = None
    for paper in SHOP_PAPERS:
        if holds(paper, width, height):
            return paper, smaller
        smaller = paper
    return None, smaller


def reading_paper(paper: Paper) -> Paper:
    """The paper a rulebook is typeset on: a book to read from an office printer, whatever paper the
    sheets of pieces use (Letter for the US sizes, A4 for every other)."""
    return PAPERS["letter"] if paper.name in ("Letter", "Legal", "Tabloid") else PAPERS["a4"]


def parse_paper(text: str) -> Paper:
    """A paper by name (a3, a4, a5, letter, legal, tabloid) or as WxH with a unit (330x480mm, 13x19in;
    millimetres when no unit is given). Raises ValueError with a message for a person."""
    key = text.strip().lower()
    if key in NAMED_PAPERS:
        return NAMED_PAPERS[key]
    match = _SIZE.match(text)
    if not match:
        raise ValueError(
            f"expected a paper name ({', '.join(NAMED_PAPERS)}) or a size like 330x480mm, received '{text}'"
        )
    unit = _UNITS[(match.group(3) or "mm").lower()]
    width, height = (float(match.group(i).replace(",", ".")) * unit for i in (1, 2))
    for side in (width, height):
        if not mm(PAPER_MIN_MM) - EPS <= side <= mm(PAPER_MAX_MM) + EPS:
            raise ValueError(f"a paper side must be {PAPER_MIN_MM} to {PAPER_MAX_MM} mm, received '{text}'")
    label = f"{width / mm(1):g}×{height / mm(1):g} mm"
    return Paper(label, width, height)


def mark_offset(bleed: float) -> float:
    """Where a crop mark starts beyond the bleed: MARK_OFFSET past a bleed; on the cut line itself
    where the pieces have none (their art keeps a white margin inside the cut, as the money's does:
    the mark carries the cut line on, and a cut a little off shows white paper either way)."""
    return MARK_OFFSET if bleed > EPS else 0.0


@dataclass(frozen=True)
class SheetSpec:
    """What the imposition needs to know, all in points."""

    piece_width: float
    piece_height: float
    paper: Paper
    bleed: float = mm(3)
    gap: float = 0.0
    margin: float = mm(5)
    allow_rotation: bool = True
    # the gap between the pieces' heads and feet (their top and bottom edges as they stand upright: the
    # gap between rows, or between columns when the grid turns the pieces), when wider than `gap`:
    # a card whose header and foot differ in colour keeps both its colours past the cut it shares
    # with its neighbour (kit review r15: Los fronts butted navy on cream)
    ends_gap: float = 0.0
    # the bleed a piece keeps in a gap (never more than half the gap); None: `bleed`. Set where the
    # outer bleed was cut back for the crop marks (`fit_bleed`) but a gap holds more: pieces a gutter
    # apart keep their own colours up to its middle (kit review r21: the Los's 6 mm gutter)
    inner_bleed: float | None = None
    # all the pieces there are, when rows should come out even: a set that fits one sheet is laid in
    # rows of equal length (12 pieces where 9 fit a row: 6 + 6, not 9 + 3); None: full rows
    even_count: int | None = None
    # more room at the foot than the marks need, for a line of the sheet's own under the block (a
    # player aid's ticket, kinds/aid_page.py): the block stands that much higher, its head as before
    foot: float = 0.0
    # the outer bleed at the block's head and foot where it is wider than at its sides (`fit_head_bleed`:
    # the side margins cut `bleed` back for the crop marks, the head and foot hold more); None: `bleed`
    bleed_y: float | None = None
    # the shortest crop mark beside the block (the row cuts' marks) and above and below it (the column
    # cuts'): MARK_MIN, shorter where that margin keeps the full bleed instead (`fit_full_bleed`)
    side_mark_min: float = MARK_MIN
    head_mark_min: float = MARK_MIN

    @property
    def head_bleed(self) -> float:
        """The outer bleed above the block's top row and below its bottom one."""
        return self.bleed if self.bleed_y is None else self.bleed_y

    @property
    def mark_room(self) -> float:
        """What a side of the block needs beyond the printer margin: the bleed (as narrow as `fit_bleed`
        may make it), the gap to the mark, a MARK_MIN mark and INK_SAFETY."""
        return min(self.bleed, BLEED_MIN) + mark_offset(self.bleed) + MARK_MIN + INK_SAFETY


@dataclass(frozen=True)
class Slot:
    """One piece position on the front of a sheet: trim box lower-left corner and placed size."""

    index: int
    col: int
    row: int
    x: float
    y: float
    width: float
    height: float
    rotated: bool
    bleed_left: float
    bleed_right: float
    bleed_bottom: float
    bleed_top: float


@dataclass(frozen=True)
class Grid:
    cols: int
    rows: int
    rotated: bool
    slots: tuple[Slot, ...]
    left: float
    bottom: float
    right: float
    top: float
    gap_x: float = 0.0  # between two columns
    gap_y: float = 0.0  # between two rows

    @property
    def per_sheet(self) -> int:
        return self.cols * self.rows


def _count(avail: float, size: float, gap: float) -> int:
    if size <= 0:
        return 0
    return max(0, math.floor((avail + gap + EPS) / (size + gap)))


def gaps(spec: SheetSpec, rotated: bool) -> tuple[float, float]:
    """(between columns, between rows) of a grid of `spec`'s pieces, upright or turned."""
    ends = max(spec.gap, spec.ends_gap)
    return (ends, spec.gap) if rotated else (spec.gap, ends)


def _fit(spec: SheetSpec, w: float, h: float, rotated: bool = False) -> tuple[int, int]:
    avail_w = spec.paper.width - 2 * spec.margin - 2 * spec.mark_room
    avail_h = spec.paper.height - 2 * spec.margin - 2 * spec.mark_room - spec.foot
    gap_x, gap_y = gaps(spec, rotated)
    return _count(avail_w, w, gap_x), _count(avail_h, h, gap_y)


@lru_cache(maxsize=256)
def plan_grid(spec: SheetSpec) -> Grid:
    """The grid holding the most pieces per sheet; rotated only when that fits more (worked out once
    per sheet spec: checks, renderers and the print plan ask for the same grids)."""
    w, h = spec.piece_width, spec.piece_height
    cols, rows = _fit(spec, w, h)
    rotated = False
    if spec.allow_rotation and abs(w - h) > EPS:
        rcols, rrows = _fit(spec, h, w, rotated=True)
        if rcols * rrows > cols * rows:
            cols, rows, rotated = rcols, rrows, True
            w, h = h, w
    if cols * rows == 0:
        return Grid(0, 0, rotated, (), 0, 0, 0, 0)
    cols, rows = even_rows(spec.even_count, cols, rows)
    gap_x, gap_y = gaps(spec, rotated)
    block_w = cols * w + (cols - 1) * gap_x
    block_h = rows * h + (rows - 1) * gap_y
    left = (spec.paper.width - block_w) / 2
    bottom = (spec.paper.height - block_h + spec.foot) / 2
    inner = spec.bleed if spec.inner_bleed is None else spec.inner_bleed
    inner_x, inner_y = min(inner, gap_x / 2), min(inner, gap_y / 2)
    slots = []
    for row in range(rows):  # row 0 at the top: reading order
        for col in range(cols):
            x = left + col * (w + gap_x)
            y = bottom + (rows - 1 - row) * (h + gap_y)
            slots.append(
                Slot(
                    index=row * cols + col,
                    col=col,
                    row=row,
                    x=x,
                    y=y,
                    width=w,
                    height=h,
                    rotated=rotated,
                    bleed_left=spec.bleed if col == 0 else inner_x,
                    bleed_right=spec.bleed if col == cols - 1 else inner_x,
                    bleed_bottom=spec.head_bleed if row == rows - 1 else inner_y,
                    bleed_top=spec.head_bleed if row == 0 else inner_y,
                )
            )
    return Grid(
        cols, rows, rotated, tuple(slots), left, bottom, left + block_w, bottom + block_h, gap_x=gap_x, gap_y=gap_y
    )


def fit_bleed(spec: SheetSpec) -> SheetSpec:
    """`spec` with its bleed cut back, where the sheet's margin is narrow, so that every crop mark is
    MARK_GOAL long (INK_SAFETY short of the printer margin when the room allows), the bleed never
    below BLEED_MIN: a 3 mm tick to lay a rule on matters more at the cutting mat than the third
    millimetre of bleed (kit review r13). The grid keeps its pieces: a narrower bleed frees room."""
    grid = plan_grid(spec)
    if not grid.slots or spec.bleed <= BLEED_MIN:
        return spec
    side = min(
        grid.left - spec.margin,
        spec.paper.width - grid.right - spec.margin,
        grid.bottom - spec.margin,
        spec.paper.height - grid.top - spec.margin,
    )
    room = side - MARK_OFFSET - MARK_GOAL
    bleed = room - INK_SAFETY if room - INK_SAFETY >= BLEED_MIN - EPS else room
    bleed = max(BLEED_MIN, min(spec.bleed, bleed))
    fitted = replace(spec, bleed=bleed)
    if abs(bleed - spec.bleed) < EPS or plan_grid(fitted).per_sheet != grid.per_sheet:
        return spec  # a narrower bleed that would let another piece in would also take the room back
    return fitted


def fit_head_bleed(spec: SheetSpec, full: float, keep: float = 0.0) -> SheetSpec:
    """`spec` (bleed fitted) with the bleed at the block's head and foot back towards `full` where the
    side margins cut it back (`fit_bleed`) but the head and foot hold it with a MARK_GOAL mark and
    INK_SAFETY to spare: the sides of three 63 mm cards on A4 hold 1.5 mm and 3 mm marks, their head
    and foot the print shop's 3 mm (kit review r23, Przekręt minor 2: Losy and lease cards 1.5 mm all
    round). The grid is the same; `foot`: the room the sheet keeps below the block for its own line; `keep`: the
    room each of those margins keeps beyond the bleed all the same (`fit_full_bleed`)."""
    grid = plan_grid(spec)
    if not grid.slots or full <= spec.bleed + EPS:
        return spec
    side = min(grid.bottom - spec.margin - spec.foot, spec.paper.height - grid.top - spec.margin)
    room = side - max(MARK_OFFSET + MARK_GOAL + INK_SAFETY, keep)
    bleed_y = min(full, room)
    if bleed_y <= spec.bleed + EPS:
        return spec
    return replace(spec, bleed_y=bleed_y)


SHORT_MARK_MIN = mm(1.5)  # the least mark `fit_full_bleed` leaves: a point to lay the rule to


def fit_full_bleed(spec: SheetSpec, full: float, keep: float = 0.0) -> SheetSpec:
    """`spec` with the outer bleed back towards `full` at the block's sides and at its head and foot
    where `fit_bleed` cut it back for MARK_GOAL marks: the marks in that margin then as long as the room
    left allows, down to SHORT_MARK_MIN, still INK_SAFETY short of the printer margin. For pieces whose
    colour runs to every cut, where a hand cut off the line shows white on the outer cards: three 63 mm
    cards across A4 keep 3 mm of bleed and 1.5 mm marks instead of 1.5 mm and 3 mm (kit review r23,
    Przekręt minor 2: Losy and lease cards). `keep`: the room each margin keeps beyond the bleed all the
    same (the sheet's ticket line with its ruler, as large as the kit sets it where there is room). The grid is the
    same; `spec` unchanged where no margin holds more."""
    grid = plan_grid(spec)
    if not grid.slots:
        return spec

    def widened(bleed: float, room: float, keep: float = 0.0) -> tuple[float, float]:
        wider = min(full, room - max(MARK_OFFSET + INK_SAFETY + SHORT_MARK_MIN, keep))
        if wider <= bleed + EPS:
            return bleed, MARK_MIN
        return wider, min(MARK_MIN, room - wider - MARK_OFFSET - INK_SAFETY)

    side, side_mark = widened(
        spec.bleed, min(grid.left - spec.margin, spec.paper.width - grid.right - spec.margin), keep
    )
    head, head_mark = widened(
        spec.head_bleed,
        min(grid.bottom - spec.margin - spec.foot, spec.paper.height - grid.top - spec.margin),
        keep,
    )
    if side == spec.bleed and head == spec.head_bleed:
        return spec
    inner = spec.bleed if spec.inner_bleed is None else spec.inner_bleed  # the gaps keep what they held
    fitted = replace(
        spec, bleed=side, bleed_y=head, inner_bleed=inner, side_mark_min=side_mark, head_mark_min=head_mark
    )
    if [(s.x, s.y, s.width, s.height) for s in plan_grid(fitted).slots] != [
        (s.x, s.y, s.width, s.height) for s in grid.slots
    ]:
        return spec  # the wider bleed moved a piece: the sheet is another
    return fitted


def even_rows(count: int | None, cols: int, rows: int) -> tuple[int, int]:
    """Columns and rows for `count` pieces on one sheet of `cols` x `rows` in rows of equal length
    (the last row short by fewer pieces than there are rows): as few rows as full rows need, then as few columns as they
    allow. Unchanged when `count` is None or needs more than one sheet."""
    if not count or count > cols * rows:
        return cols, rows
    rows = math.ceil(count / cols)
    return math.ceil(count / rows), rows


def sheets_needed(count: int, grid: Grid) -> int:
    return math.ceil(count / grid.per_sheet) if grid.per_sheet else 0


def free_slots(count: int, per_sheet: int) -> int:
    """Empty slots on the last sheet of `count` pieces (0 when they fill it)."""
    return (-count) % per_sheet if per_sheet > 0 else 0


def back_position(
    slot: Slot, paper: Paper, duplex: Duplex, offset: tuple[float, float] = (0.0, 0.0)
) -> tuple[float, float]:
    """Lower-left corner of the back of `slot`, so that it lands behind the front.

    Long-edge flip mirrors x; short-edge flip mirrors y. 'none' prints backs on separate pages laid
    out for a long-edge re-feed. The offset corrects a printer's misregistration.
    """
    dx, dy = offset
    if duplex == "short":
        return slot.x + dx, paper.height - slot.y - slot.height + dy
    return paper.width - slot.x - slot.width + dx, slot.y + dy


def back_reach(slot: Slot, slots: Sequence[Slot]) -> Slot:
    """`slot` (a front's) with every outer side's bleed at least BACK_BLEED_MIN, for drawing its back: a
    side is outer when no other piece of the sheet (`slots`) lies within twice BACK_BLEED_MIN beyond
    it. A butted side and a gutter between two pieces keep their bleed (each piece's back meets its
    neighbour's in the middle), and a side with no bleed stays so. The crop marks begin MARK_OFFSET past the front's bleed, so a back
    BLEED_MIN's half a millimetre wider still stops where they begin."""
    reach = 2 * BACK_BLEED_MIN - EPS

    def beside(other: Slot, axis: str) -> bool:
        if axis == "x":
            return other.y < slot.y + slot.height - EPS and slot.y < other.y + other.height - EPS
        return other.x < slot.x + slot.width - EPS and slot.x < other.x + other.width - EPS

    others = [o for o in slots if o is not slot and (o.x, o.y) != (slot.x, slot.y)]
    left = not any(beside(o, "x") and 0 <= slot.x - (o.x + o.width) + EPS < reach for o in others)
    right = not any(beside(o, "x") and 0 <= o.x - (slot.x + slot.width) + EPS < reach for o in others)
    bottom = not any(beside(o, "y") and 0 <= slot.y - (o.y + o.height) + EPS < reach for o in others)
    top = not any(beside(o, "y") and 0 <= o.y - (slot.y + slot.height) + EPS < reach for o in others)

    def wider(bleed: float, outer: bool) -> float:
        # a piece with no bleed keeps a white margin inside its cut (the money): nothing to widen
        return max(bleed, BACK_BLEED_MIN) if outer and bleed > EPS else bleed

    return replace(
        slot,
        bleed_left=wider(slot.bleed_left, left),
        bleed_right=wider(slot.bleed_right, right),
        bleed_bottom=wider(slot.bleed_bottom, bottom),
        bleed_top=wider(slot.bleed_top, top),
    )


@dataclass(frozen=True)
class Mark:
    x1: float
    y1: float
    x2: float
    y2: float


def crop_marks(grid: Grid, spec: SheetSpec, used: int | None = None) -> list[Mark]:
    """Marks on the extension of every cut line of the used slots, in the sheet margin, never over
    art or bleed (worked out once per grid, spec and count: each side of each sheet asks twice)."""
    return list(_crop_marks(grid, spec, used))


def inner_marks(grid: Grid, spec: SheetSpec, used: int | None = None) -> list[Mark]:
    """The marks of `crop_marks` inside the sheet's block, in the gaps between its pieces (`_gap_marks`):
    drawn bolder than the margin's (pdf.INNER_MARK_WIDTH), as every mark cut by inside a sheet."""
    slots = grid.slots[:used] if used is not None else grid.slots
    return _gap_marks(grid, slots, spec) if slots else []


def mark_end(start: float, edge: float, step: int) -> float:
    """Where a crop mark from `start` towards the printer margin line `edge` (`step` +1: towards higher
    coordinates, -1: lower) ends: MARK_MAX long at most and always INK_SAFETY short of the margin, so
    no ink of a home-printer sheet comes within margin + INK_SAFETY of the paper edge (kit review r14:
    marks starting at exactly 5 mm are clipped by printers that take 5–6 mm); shorter than MARK_MIN
    there, the caller drops it."""
    far = start + step * MARK_MAX
    limit = edge - step * INK_SAFETY  # never on the margin itself: no ink within INK_SAFETY of it
    return min(far, limit) if step > 0 else max(far, limit)


@lru_cache(maxsize=256)
def _crop_marks(grid: Grid, spec: SheetSpec, used: int | None) -> tuple[Mark, ...]:
    slots = grid.slots[:used] if used is not None else grid.slots
    if not slots:
        return ()
    xs = sorted({round(s.x, 6) for s in slots} | {round(s.x + s.width, 6) for s in slots})
    ys = sorted({round(s.y, 6) for s in slots} | {round(s.y + s.height, 6) for s in slots})
    bottom = min(s.y for s in slots)
    marks: list[Mark] = []
    paper, margin = spec.paper, spec.margin
    offset = mark_offset(spec.bleed)
    head = spec.head_bleed
    y_start_top = grid.top + head + mark_offset(head)
    y_end_top = mark_end(y_start_top, paper.height - margin, 1)
    y_start_bottom = bottom - head - mark_offset(head)
    for line in (FOOT_LINE_RAISED, FOOT_LINE, 0.0):  # 0: no room for both: the mark, the label elsewhere
        y_end_bottom = mark_end(y_start_bottom, margin + line, -1)
        if y_start_bottom - y_end_bottom >= spec.head_mark_min - EPS:
            break
    for x in xs:
        if y_end_top - y_start_top >= spec.head_mark_min - EPS:
            marks.append(Mark(x, y_start_top, x, y_end_top))
        if y_start_bottom - y_end_bottom >= spec.head_mark_min - EPS:
            marks.append(Mark(x, y_end_bottom, x, y_start_bottom))
    x_start_right = grid.right + spec.bleed + offset
    x_end_right = mark_end(x_start_right, paper.width - margin, 1)
    x_start_left = grid.left - spec.bleed - offset
    x_end_left = mark_end(x_start_left, margin, -1)
    for y in ys:
        if x_end_right - x_start_right >= spec.side_mark_min - EPS:
            marks.append(Mark(x_start_right, y, x_end_right, y))
        if x_start_left - x_end_left >= spec.side_mark_min - EPS:
            marks.append(Mark(x_end_left, y, x_start_left, y))
    marks.extend(_gap_marks(grid, slots, spec))
    return tuple(marks)


def free_span(
    marks: list[Mark], spec: SheetSpec, band: tuple[float, float], within: tuple[float, float] | None = None
) -> tuple[float, float]:
    """(width, centre x) of the widest stretch of the horizontal band `band` = (y0, y1), within the
    printer margins (and between the x limits `within`, when given), that no crop mark crosses: where
    a label can sit without touching one."""
    left, right = spec.margin, spec.paper.width - spec.margin
    if within is not None:
        left, right = max(left, within[0]), min(right, within[1])
    blocked = sorted(
        (min(m.x1, m.x2), max(m.x1, m.x2)) for m in marks if min(m.y1, m.y2) < band[1] and max(m.y1, m.y2) > band[0]
    )
    best, start = (0.0, (left + right) / 2), left
    for x0, x1 in blocked + [(right, right)]:
        end = min(max(x0, left), right)
        if end - start > best[0]:
            best = (end - start, (start + end) / 2)
        start = max(start, min(x1, right))
    return best


def free_column(marks: list[Mark], spec: SheetSpec, band: tuple[float, float]) -> tuple[float, float]:
    """(length, centre y) of the longest stretch of the vertical band `band` = (x0, x1), within the
    printer margins, that no crop mark crosses: where a label turned on its side can sit."""
    low, high = spec.margin, spec.paper.height - spec.margin
    blocked = sorted(
        (min(m.y1, m.y2), max(m.y1, m.y2)) for m in marks if min(m.x1, m.x2) < band[1] and max(m.x1, m.x2) > band[0]
    )
    best, start = (0.0, (low + high) / 2), low
    for y0, y1 in blocked + [(high, high)]:
        end = min(max(y0, low), high)
        if end - start > best[0]:
            best = (end - start, (start + end) / 2)
        start = max(start, min(y1, high))
    return best


def _gap_marks(grid: Grid, slots: tuple[Slot, ...], spec: SheetSpec) -> list[Mark]:
    """Short corner marks inside gaps wide enough to hold them clear of both pieces' bleed (a gap
    between rows holds the marks of the vertical cuts, one between columns those of the horizontal)."""
    start = spec.bleed + MARK_OFFSET
    room = 2 * spec.bleed + 2 * MARK_OFFSET + MARK_MIN
    reach_y = min(MARK_MAX, grid.gap_y / 2 - start) if grid.gap_y > room else 0.0
    reach_x = min(MARK_MAX, grid.gap_x / 2 - start) if grid.gap_x > room else 0.0
    out = []
    for s in slots:
        for cx, sx in ((s.x, -1), (s.x + s.width, 1)):
            for cy, sy in ((s.y, -1), (s.y + s.height, 1)):
                inner_x = (sx < 0 and s.col > 0) or (sx > 0 and s.col < grid.cols - 1)
                inner_y = (sy < 0 and s.row < grid.rows - 1) or (sy > 0 and s.row > 0)
                if inner_y and reach_y:
                    out.append(Mark(cx, cy + sy * start, cx, cy + sy * (start + reach_y)))
                if inner_x and reach_x:
                    out.append(Mark(cx + sx * start, cy, cx + sx * (start + reach_x), cy))
    return out
