"""Sheets of mixed pieces in bands: pure arithmetic, no PDF.

Pieces of one size form a band: a block of butted rectangles with its own bleed and crop marks.
Bands of different sizes share a sheet, stacked top to bottom with room for both bands' marks
between them, so thirty small and fifteen large chits, or eighteen machines and eighteen walls,
take one sheet, not two. Cut between the bands first, then each band along its marks.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass, replace

from generator.layout.imposition import (
    BLEED_MIN,
    EPS,
    INK_SAFETY,
    MARK_GOAL,
    MARK_MIN,
    MARK_OFFSET,
    Mark,
    Paper,
    Slot,
    mark_end,
)
from generator.model.units import mm


@dataclass(frozen=True)
class Band:
    group: int  # index into the list of (width, height, count) given to plan_bands
    first: int  # first piece of the group in this band
    count: int
    width: float  # one piece
    height: float
    cols: int
    rows: int
    gap: float = 0.0  # between two columns of the band (a gutter, each piece its own bleed); 0: butted
    row_gap: float = 0.0  # between two rows
    # columns after which the colour changes (`colour_columns`): a gutter of `split_gap` there, each
    # side with its own bleed, so no cut runs along two colours (kit review r17, P minor 12)
    splits: tuple[int, ...] = ()
    split_gap: float = 0.0

    @property
    def size(self) -> float:
        """Side of a square piece (chits)."""
        return self.width


@dataclass(frozen=True)
class PlacedBand:
    band: Band
    slots: tuple[Slot, ...]  # one per piece, sheet coordinates, bleed only where no neighbour
    low: float  # crop marks of this band stay between these heights
    high: float


# the shortest mark above or below a band the stacking makes room for; the sheet's spare height
# lengthens them towards MARK_GOAL. A sheet of several bands (Przekręt's chits, pawns and die) does
# not hold 3 mm marks at both ends of every band without a card sheet more (kit review r15: reported)
STACK_MARK_MIN = mm(1.5)


def mark_room(bleed: float) -> float:
    """Room above and below a band: its bleed, the gap to the marks and a STACK_MARK_MIN mark."""
    return bleed + MARK_OFFSET + STACK_MARK_MIN


def side_room(bleed: float) -> float:
    """Room beside a band: the side bleed as narrow as `side_bleed` may make it, the gap to the marks,
    a MARK_MIN (3 mm) mark at each end of every row cut and INK_SAFETY (kit review r15: 1.4 mm ticks
    on Kolekcjonerzy's token rows)."""
    return min(bleed, BLEED_MIN) + MARK_OFFSET + MARK_MIN + INK_SAFETY


BAND_GAP = 3 * 72 / 25.4  # more between two bands than their marks need: the lower band's name has its strip


def _sized(item: tuple) -> tuple[float, float, int, float, float]:
    """(width, height, count, gap, row gap) from (size, count) for squares, (width, height, count) or
    (width, height, count, gap, row gap): the gutters between two columns and two rows of the group's
    pieces (0: butted)."""
    if len(item) == 2:
        return item[0], item[0], item[1], 0.0, 0.0
    return (*item, 0.0, 0.0) if len(item) == 3 else tuple(item)


def block(n: int, size: float, gap: float) -> float:
    """The length of `n` pieces of `size` in a row, `gap` apart."""
    return n * size + max(n - 1, 0) * gap


def fits(room: float, size: float, gap: float) -> int:
    """How many pieces of `size`, `gap` apart, a row of `room` holds."""
    return math.floor((room + gap + EPS) / (size + gap))


def full_room(bleed: float) -> float:
    """Room above and below a band for MARK_GOAL marks at both ends of every column cut, INK_SAFETY
    short of the paper's edge: what `plan_bands(strict=True)` keeps."""
    return bleed + MARK_OFFSET + MARK_GOAL + INK_SAFETY


def plan_bands(items: list[tuple], paper: Paper, margin: float, bleed: float, strict: bool = False) -> list[list[Band]]:
    """Which pieces go on which sheet, in bands; `items` are (size, count) or (width, height, count)
    per group, in order (with two more numbers: the gutters between the group's columns and rows). A piece too big for the sheet yields no band. The columns are as many as
    MARK_MIN side marks allow: a column fewer for longer side marks would break a band's rows of one
    colour (Kolekcjonerzy's 60 + 24 tokens in rows of 12) or cost a sheet. `strict`: every band keeps
    room for MARK_GOAL marks above and below it (`full_room`), else for STACK_MARK_MIN ones."""
    return _plan_bands(items, paper, margin, bleed, side_room(bleed), full_room(bleed) if strict else mark_room(bleed))


def _plan_bands(
    items: list[tuple], paper: Paper, margin: float, bleed: float, side: float, room: float
) -> list[list[Band]]:
    usable_w = paper.width - 2 * margin - 2 * side
    usable_h = paper.height - 2 * margin
    pages: list[list[Band]] = []
    page: list[Band] = []
    left = usable_h
    for group, item in enumerate(items):
        width, height, count, inner, row_gap = _sized(item)
        cols = fits(usable_w, width, inner)
        if cols == 0 or fits(usable_h - 2 * room, height, row_gap) == 0:
            continue
        done = 0
        while done < count:
            gap = BAND_GAP if page else 0.0
            rows_fit = fits(left - 2 * room - gap, height, row_gap)
            if rows_fit <= 0:
                pages.append(page)
                page, left = [], usable_h
                continue
            rows = min(rows_fit, math.ceil((count - done) / cols))
            take = min(count - done, rows * cols)
            page.append(Band(group, done, take, width, height, cols, rows, inner, row_gap))
            left -= block(rows, height, row_gap) + 2 * room + gap
            done += take
    if page:
        pages.append(page)
    return pages


def plan_bands_turning(
    items: list[tuple], turnable: set[int], paper: Paper, margin: float, bleed: float, strict: bool = False
) -> tuple[list[list[Band]], set[int]]:
    """`plan_bands` where the groups in `turnable` may also lie turned a quarter (width and height
    swapped): the way that takes the fewest sheets (ties: the fewest turned groups, then the first
    found) and the groups it turns. A way that leaves a group out (too big as it lies) is never taken
    while another places every piece."""
    sized = [_sized(item) for item in items]
    order = sorted(turnable)
    best: tuple | None = None
    for choice in itertools.product((False, True), repeat=len(order)):
        turned = {group for group, turn in zip(order, choice) if turn}
        tried = [
            (h, w, n, g, r) if i in turned else (w, h, n, g, r) for i, (w, h, n, g, r) in enumerate(sized)
        ]  # gutters across the sheet and down it, however the pieces lie
        pages = plan_bands(tried, paper, margin, bleed, strict)
        placed = [0] * len(sized)
        for page in pages:
            for band in page:
                placed[band.group] += band.count
        missing = sum(item[2] - done for item, done in zip(sized, placed))
        key = (missing, len(pages), len(turned))
        if best is None or key < best[0]:
            best = (key, pages, turned)
    assert best is not None
    return best[1], best[2]


def place_bands(
    page: list[Band], paper: Paper, margin: float, bleed: float, named: bool = False, foot: float = 0.0
) -> list[PlacedBand]:
    """The bands of one sheet in sheet coordinates: stacked top to bottom from the top margin (what
    is left over stays together at the foot, where the sheet's label goes), BAND_GAP apart; each band
    centred across on the columns it uses; the marks of neighbouring bands meet half-way. A band
    spreads its pieces evenly over the rows it takes (66 chits in 6 rows: 11 across, not 13 + … + 1),
    so no piece is left alone in a last row. `named`: the bands carry their names above them, so the
    first band starts one BAND_GAP lower, as a band under another does, when the sheet's foot has
    that room; without it, the band of the widest pieces goes first (the others keep their order):
    the stretches between its top marks are the widest, so its name lies above it there too.
    `foot`: the height over the printer margin the sheet's label line takes; where the sheet has that
    room beside its first band's name, the last band's marks stop above it, so the line runs whole, no
    mark crossing it (kit review r28, K minor 4: the token sheet's label parted by the pawns' marks)."""
    room = mark_room(bleed)
    heights = [block(b.rows, b.height, b.row_gap) for b in page]
    top = paper.height - margin - room
    used_height = sum(heights) + len(page) * 2 * room + (len(page) - 1) * BAND_GAP
    free = paper.height - 2 * margin - used_height
    kept = foot if foot > 0 and free >= foot + (BAND_GAP if named else 0.0) - EPS else 0.0
    used_height += kept
    # a strip for the first band's name where it leaves the marks above and below every band MARK_GOAL
    # long, if the sheet has that room at all (kit review r15: Rynek's pawns lost their bottom marks)
    spare = paper.height - 2 * margin - used_height
    full = 2 * len(page) * (MARK_GOAL - STACK_MARK_MIN + INK_SAFETY)
    head = named and bool(page) and (spare - BAND_GAP >= full - EPS or BAND_GAP - EPS <= spare < full - EPS)
    if head:
        top -= BAND_GAP
        used_height += BAND_GAP
    elif named and page:
        widest = max(range(len(page)), key=lambda i: (page[i].width, -i))
        page = [page[widest]] + page[:widest] + page[widest + 1 :]
        heights = [block(b.rows, b.height, b.row_gap) for b in page]
    # the sheet's spare height lengthens the marks above and below every band towards MARK_GOAL
    # (and INK_SAFETY short of the printer margin), as far as it goes: first the marks at the sheet's
    # top and foot, which end at the margin, then those between two bands, which reach on into half
    # the BAND_GAP as well (kit review r27, Rynek minor 8: shared evenly, a gutter between the pawn
    # strips left their marks at the foot 1.7 mm while the marks between bands had room to spare)
    spare = paper.height - 2 * margin - used_height
    ups, downs = _mark_extras(len(page), spare, head)
    top -= ups[0] if page else 0.0
    placed = []
    for i, (band, height) in enumerate(zip(page, heights)):
        cols = balanced_cols(band)
        left = (paper.width - block(cols, band.width, band.gap) - len(band.splits) * band.split_gap) / 2
        slots = grid_slots(
            0,
            band.count,
            cols,
            left,
            top,
            band.width,
            band.height,
            bleed,
            side_bleed(left, margin, bleed),
            (band.gap, band.row_gap),
            band.splits,
            band.split_gap,
        )
        high = paper.height - margin if i == 0 and not head else top + room + ups[i] + BAND_GAP / 2
        low = margin + kept if i == len(page) - 1 else top - height - room - downs[i] - BAND_GAP / 2
        placed.append(PlacedBand(band, slots, low, high))
        top -= height + 2 * room + downs[i] + BAND_GAP + (ups[i + 1] if i + 1 < len(page) else 0.0)
    if kept:  # the foot's line only where it shortens no mark (kit review r15: 3 mm marks at both ends)
        without = place_bands(page, paper, margin, bleed, named)
        if shortest_mark(placed, paper, margin, bleed) < shortest_mark(without, paper, margin, bleed) - EPS:
            return without
    return placed


def lift_last(placed: list[PlacedBand], floor: float, clear: float) -> list[PlacedBand]:
    """`placed` with its last band raised until its pieces' lowest edge stands at `floor` or more over the paper's
    foot, its top edge `clear` or more under the band's upper bound (`high`, where the marks of the band above
    end): for a band without crop marks and without bleed (nets cut along their outline), whose room under it
    no mark takes."""
    last = placed[-1]
    low = min(s.y for s in last.slots)
    top = max(s.y + s.height for s in last.slots)
    by = max(0.0, min(floor - low, last.high - clear - top))
    if by <= EPS:
        return placed
    slots = tuple(replace(s, y=s.y + by) for s in last.slots)
    return placed[:-1] + [PlacedBand(last.band, slots, last.low + by, last.high)]


def shortest_mark(placed: list[PlacedBand], paper: Paper, margin: float, bleed: float) -> float:
    """The length of the shortest crop mark of the placed bands (`band_marks`), inf for none."""
    marks = [m for band in placed for m in band_marks(band, paper, margin, bleed)]
    return min((abs(m.x2 - m.x1) + abs(m.y2 - m.y1) for m in marks), default=float("inf"))


def _mark_extras(bands: int, spare: float, head: bool) -> tuple[list[float], list[float]]:
    """The room each of `bands` stacked bands gets above (ups) and below (downs) it beyond
    `mark_room`, out of the sheet's `spare` height: MARK_GOAL marks need as much as `want` more at the
    sheet's top (unless the first band's name lies above it, `head`) and foot first, then between bands."""
    want = MARK_GOAL - STACK_MARK_MIN + INK_SAFETY
    if not bands:
        return [], []
    outer = 1 if head else 2
    at_ends = max(0.0, min(want, spare / outer))
    inner = 2 * bands - outer
    between = max(0.0, min(want, (spare - outer * at_ends) / inner)) if inner else 0.0
    ups = [between] * bands
    downs = [between] * bands
    if not head:
        ups[0] = at_ends
    downs[-1] = at_ends
    return ups, downs


def side_bleed(left: float, margin: float, bleed: float) -> float:
    """The bleed on the left and right of a band whose pieces start at `left`: as much of `bleed` as
    leaves its side marks MARK_GOAL long (INK_SAFETY short of the margin when room allows), never
    below BLEED_MIN (a band as wide as the sheet allows keeps MARK_MIN marks and that bleed)."""
    room = left - margin - MARK_OFFSET - MARK_GOAL
    fitted = room - INK_SAFETY if room - INK_SAFETY >= BLEED_MIN - EPS else room
    return max(min(bleed, BLEED_MIN), min(bleed, fitted))


def grid_slots(
    first: int,
    count: int,
    cols: int,
    left: float,
    top: float,
    width: float,
    height: float,
    bleed: float,
    side: float | None = None,
    gaps: tuple[float, float] = (0.0, 0.0),
    splits: tuple[int, ...] = (),
    split_gap: float = 0.0,
) -> tuple[Slot, ...]:
    """`count` pieces of `width` × `height` in rows of `cols` from (`left`, `top`) down, numbered from
    `first`, `gaps` (across, down) apart: each bleeds only on the sides where no other piece of the grid touches it
    (`side`: the bleed on the grid's left and right, when narrower than `bleed`); with a gap, towards
    a neighbour as far as half the gap; after each column in `splits` a gutter of `split_gap` more,
    where each side bleeds its full `bleed` (half the gutter at most)."""
    used = {(k // cols, k % cols) for k in range(count)}
    across = bleed if side is None else side
    gap, row_gap = gaps

    def edge(row: int, col: int, between: float) -> float:
        if (row, col) in used:
            return min(bleed, between / 2)
        return across if col < 0 or col >= cols else bleed

    def beside(row: int, col: int, other: int) -> float:
        """The bleed towards a neighbour column: a colour change's gutter between them, or the gap."""
        if min(col, other) + 1 in splits:
            return min(bleed, (gap + split_gap) / 2) if (row, other) in used else edge(row, other, gap)
        return edge(row, other, gap)

    slots = []
    for k in range(count):
        row, col = divmod(k, cols)
        shift = sum(split_gap for s in splits if col >= s)
        x, y = left + col * (width + gap) + shift, top - (row + 1) * height - row * row_gap
        slots.append(
            Slot(
                first + k,
                col,
                row,
                x,
                y,
                width,
                height,
                False,
                beside(row, col, col - 1),
                beside(row, col, col + 1),
                edge(row + 1, col, row_gap),
                edge(row - 1, col, row_gap),
            )
        )
    return tuple(slots)


# the least gutter at a colour change inside a band: BLEED_MIN (1.5 mm) of each piece's own colour past
# its cut, so neither a cut off the line nor a back printed as far off as the calibration page accepts
# shows a sliver of the neighbour's colour (kit review r23, Rynek minor 5: the resource tokens' colours
# met on the cut; r25, R minors 1 and 8: a 1.5 mm gutter left 0.75 mm, and a strip too narrow to lift
# out of 300 g card)
COLOUR_GUTTER_MIN = 2 * BLEED_MIN


def colour_columns(band: Band, runs: list[int], room: float, gutter: float) -> tuple[int, ...] | None:
    """Where a band of one size holding runs of pieces of different colours (`runs`: how many of
    each, in order) can put each colour in whole columns: every run a multiple of the band's rows,
    the columns and a `gutter` at each colour change no wider than `room`. Returns the columns after
    which a colour ends (fill the band column by column, `column_order`), or None."""
    rows = band.rows
    if len(runs) < 2 or rows < 1 or sum(runs) != band.count or any(n % rows for n in runs):
        return None
    widths = [n // rows for n in runs]
    if block(sum(widths), band.width, band.gap) + (len(widths) - 1) * gutter > room + EPS:
        return None
    return tuple(itertools.accumulate(widths[:-1]))


def column_order(count: int, rows: int, cols: int) -> list[int]:
    """The piece that each slot of a band (row by row) shows when the band is filled column by
    column: slot k → piece (k mod cols) · rows + k div cols."""
    return [(k % cols) * rows + k // cols for k in range(count)]


def balanced_cols(band: Band) -> int:
    """Columns a band's pieces take: as few as its rows need, so the rows are as even as they can be."""
    return min(band.cols, band.count, math.ceil(band.count / max(band.rows, 1)))


def band_marks(placed: PlacedBand, paper: Paper, margin: float, bleed: float) -> list[Mark]:
    """Crop marks on the extension of every cut line of a band, outside its bleed, within its limits."""
    slots = placed.slots
    xs = sorted({round(s.x, 6) for s in slots} | {round(s.x + s.width, 6) for s in slots})
    ys = sorted({round(s.y, 6) for s in slots} | {round(s.y + s.height, 6) for s in slots})
    left, right = min(s.x for s in slots), max(s.x + s.width for s in slots)
    bottom, top = min(s.y for s in slots), max(s.y + s.height for s in slots)
    marks = []
    # towards a neighbouring band the marks stay short, leaving the middle of the gap (BAND_GAP) to
    # the lower band's name
    up_inner = placed.high < paper.height - margin - EPS
    down_inner = placed.low > margin + EPS
    start = top + bleed + MARK_OFFSET
    end = min(placed.high, start + MARK_GOAL) if up_inner else mark_end(start, placed.high, 1)
    if end - start >= STACK_MARK_MIN - EPS:
        marks += [Mark(x, start, x, end) for x in xs]
    start = bottom - bleed - MARK_OFFSET
    end = max(placed.low, start - MARK_GOAL) if down_inner else mark_end(start, placed.low, -1)
    if start - end >= STACK_MARK_MIN - EPS:
        marks += [Mark(x, end, x, start) for x in xs]
    across = min(s.bleed_left for s in slots if s.col == 0)  # the side bleed (`side_bleed`)
    start = right + across + MARK_OFFSET
    end = mark_end(start, paper.width - margin, 1)
    if end - start >= MARK_MIN - EPS:
        marks += [Mark(start, y, end, y) for y in ys]
    start = left - across - MARK_OFFSET
    end = mark_end(start, margin, -1)
    if start - end >= MARK_MIN - EPS:
        marks += [Mark(end, y, start, y) for y in ys]
    return marks


MARK_CLEAR = mm(3)  # the least room between the crop marks of two bands (and a fold line of the other)


def sheet_marks(placed: list[PlacedBand], marked: list[bool], paper: Paper, margin: float, bleed: float) -> list[Mark]:
    """The crop marks of a sheet of bands: every `marked` band's (`band_marks`; a band of pieces cut
    along their own outline, a die's net, has none), where two neighbouring bands' column marks face
    each other across their gap closer than MARK_CLEAR (end to end at the gap's middle, where the cut
    between the bands runs) and a mark of one stands near but not on the line of a mark of the other,
    the marks of one band only: a cutter lining a rule up on a tick 1–2 mm off cuts a column that far
    off, and a cut between the bands a little off the middle leaves stubs of the other band's ticks
    (kit review r19, P minor 3). The band that keeps its marks at its other end gives them up, the
    upper band's first, from the foot of the sheet up."""
    rows: list[dict[str, list[Mark]]] = []
    for band, has in zip(placed, marked):
        rows.append(_split_marks(band, band_marks(band, paper, margin, bleed) if has else []))
    for upper, lower in reversed(list(zip(rows, rows[1:]))):
        if not upper["bottom"] or not lower["top"] or not _clash(upper["bottom"], lower["top"]):
            continue
        if upper["top"]:
            upper["bottom"] = []
        elif lower["bottom"]:
            lower["top"] = []
        else:
            upper["bottom"] = []  # neither keeps another row: the upper band's marks give way
    return [m for row in rows for part in ("top", "bottom", "sides") for m in row[part]]


def _split_marks(band: PlacedBand, marks: list[Mark]) -> dict[str, list[Mark]]:
    """A band's marks as its column marks above it, below it, and its row marks at the sides."""
    top = max(s.y + s.height for s in band.slots)
    found: dict[str, list[Mark]] = {"top": [], "bottom": [], "sides": []}
    for m in marks:
        if abs(m.x1 - m.x2) > EPS:
            found["sides"].append(m)
        else:
            found["top" if min(m.y1, m.y2) >= top - EPS else "bottom"].append(m)
    return found


def _clash(above: list[Mark], below: list[Mark]) -> bool:
    """Two rows of column marks that a cutter may mistake: closer than MARK_CLEAR, and some tick of
    one MARK_CLEAR or less beside a tick of the other, not on its line (r19: Przekręt's room tokens'
    ticks 1 mm beside the apartments', an apartment tick 3 mm between the two pawn strips' cuts)."""
    gap = min(min(m.y1, m.y2) for m in above) - max(max(m.y1, m.y2) for m in below)
    if gap >= MARK_CLEAR - EPS:
        return False
    if any(mm(0.05) < abs(a.x1 - b.x1) <= MARK_CLEAR + mm(0.05) for a in above for b in below):
        return True
    # two rows this close read as one row: a tick of either off every line of the other, over the
    # other's pieces, is a cut there (kit review r28, Rynek minor 1: the machines' ticks 34 mm apart
    # 0.8 mm over the walls' 30 mm apart, a wall cut on a machine tick 5 mm off its line)
    return _astray(above, below) or _astray(below, above)


def _astray(row: list[Mark], other: list[Mark]) -> bool:
    """Some tick of `row` within the span of `other`'s ticks and on none of their lines."""
    xs = [m.x1 for m in other]
    low, high = min(xs), max(xs)
    return any(low - EPS < m.x1 < high + EPS and min(abs(m.x1 - x) for x in xs) > mm(0.05) for m in row)
