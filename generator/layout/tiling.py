"""Tiling a board larger than the paper onto several sheets: pure arithmetic, no PDF.

Each sheet prints a window of the board as large as its printable area (paper minus the printer
margin on every side). Neighbouring windows share an overlap band (default 11 mm). In every band
the later sheet (right of or below its neighbour) is the one that is trimmed: its cut line runs
`waste_width` (4 mm) into the band. What lies before the cut line on the trimmed sheet is waste; what
lies after it on the earlier sheet is the glue area (the rest of the band, 7 mm), hidden under the
trimmed sheet once glued. So every point of the board stays visible on exactly one sheet ("kept"
region), the glue area and the waste carry the labels and the seam ticks, and a cut that misses the
line by up to the waste's width still shows board, never white paper. The waste only has to hold its
label and catch a cut a little off; the glue holds the board together, so it takes the rest (kit
review r30, Rynek minor 2: a 4 mm lap joint of card opens with handling, 7 mm holds).

Coordinates are board coordinates in points, x to the right and y downwards from the board's
top-left corner, so that row 0 is the top row of sheets (reading order). Windows are centred: the
spare length of the last sheet is shared between both ends, so both outer edges get room for
trim marks.

Seams where nothing is printed: given what a board prints along each axis (texts and fields as
intervals, `Obstacles`), `place_cuts` moves each cut line, within the reach of the sheets (every
band still `overlap` wide, every window still on its sheet), to where it crosses the fewest of them,
preferring the middle of empty background and, among equals, the centred default position; a cut
may also run exactly along an edge of printed matter (between two rows of a table, two fields).
"""

from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass, replace
from typing import Literal

from generator.layout.cut_costs import (  # noqa: F401  (Obstacles, TOUCH, crossings, clearance: tests find them here)
    TOUCH,
    Interval,
    Obstacles,
    clearance,
    crossed_index,
    crossings,
)
from generator.layout.imposition import Paper

EPS = 1e-6
Orientation = Literal["auto", "portrait", "landscape"]


class TilingError(ValueError):
    """The overlap or the margins leave no room to advance from one sheet to the next."""


@dataclass(frozen=True)
class Span:
    """One sheet's share of one axis (a column's x range or a row's y range), in board points."""

    index: int
    start: float  # where the sheet's printable window begins
    end: float  # where it ends (start + printable length)
    keep_start: float  # where the part that stays visible begins: the cut line or the board edge
    keep_end: float  # where it ends: the next sheet's cut line or the board edge
    cut: float | None  # this sheet's cut line (None for the first sheet along the axis)
    next_cut: float | None  # the next sheet's cut line: the glue area runs from here to `end`

    @property
    def waste(self) -> tuple[float, float] | None:
        """Strip before the cut line, cut away."""
        return (self.start, self.cut) if self.cut is not None else None

    @property
    def glue(self) -> tuple[float, float] | None:
        """Strip after the next sheet's cut line, hidden under that sheet."""
        return (self.next_cut, self.end) if self.next_cut is not None else None


def sheets_along(length: float, printable: float, overlap: float) -> int:
    """Fewest sheets covering `length` when consecutive windows share `overlap`."""
    if printable <= overlap + EPS:
        raise TilingError(
            f"the overlap ({overlap:.1f} pt) must be shorter than the printable length ({printable:.1f} pt)"
        )
    if length <= printable + EPS:
        return 1
    return math.ceil((length - overlap - EPS) / (printable - overlap))


def split_axis(length: float, printable: float, overlap: float) -> list[Span]:
    """The windows along one axis, centred on the board, with cut lines in the middle of each band."""
    return _centred(length, printable, overlap)


CUT_STEP = 72 / 25.4 / 4  # candidate cut positions every 0.25 mm
# a word this close to a cut line counts against it (after the words it crosses, before blocks and fields):
# a join misses its line by a little, so a text nearer than this is clipped or covered by the glued-over
# sheet's waste (kit review r29, Przekręt major 1: „ul. Przędzalniana” ended 0.2 mm from the join)
TEXT_CLEAR = 2 * 72 / 25.4
# the waste strip before a cut line: wide enough for its label (and a sheet's ticket, where no margin holds
# it) and for a cut a little off the line; the rest of the overlap band is glue (module docstring)
WASTE = 4 * 72 / 25.4


def waste_width(overlap: float) -> float:
    """The waste strip of an `overlap` band: WASTE, or half the band where the band is narrower than two
    of it (the glue never narrower than the waste)."""
    return min(WASTE, overlap / 2)


def outer_room(length: float, printable: float, overlap: float, want: float) -> float:
    """The room each outer end of an axis keeps beyond the board's edge on its sheet: `want` (the
    bleed and the corner marks), as far as the sheets' spare length shared between both ends allows
    (kit review r20: Przekręt's cuts, moved off the words, left its top edge 1 mm and its left 3 mm)."""
    count = sheets_along(length, printable, overlap)
    spare = count * printable - (count - 1) * overlap - length
    return max(0.0, min(want, spare / 2))


def cut_range(
    i: int, count: int, length: float, printable: float, overlap: float, edge: float = 0.0
) -> tuple[float, float]:
    """Where cut i (1 … count − 1) may lie: the first sheet must reach from `edge` before the board's
    start to cut 1 plus its glue, consecutive cuts at most `printable − overlap` apart, the last
    sheet must reach `edge` past the board's end (`edge`: at most `outer_room`)."""
    step, waste = printable - overlap, waste_width(overlap)
    low = length + edge - printable + waste - (count - 1 - i) * step
    high = printable - (overlap - waste) - edge + (i - 1) * step
    return low, high


def place_cuts(
    length: float,
    printable: float,
    overlap: float,
    words: tuple[Interval, ...] = (),
    fields: tuple[Interval, ...] = (),
    last_from: float | None = None,
    blocks: tuple[Interval, ...] = (),
    edge: float = 0.0,
) -> tuple[list[float], tuple[int, int, int]]:
    """The cut lines along one axis and how many words, blocks and fields they cross in all.

    Best first: fewest words crossed, then fewest words within TEXT_CLEAR of the cut, then fewest
    blocks (texts, tables, legends), then fewest fields, then most clearance from printed matter,
    then closest to the centred default; consecutive cuts stay at least one band and at most one
    step apart, the first and last sheets reach `outer_room(…, edge)` past the board's ends (its
    bleed and corner marks), and the last cut at `last_from` or later when given (a short last tile
    that shares a sheet, `share_plan`). Pure arithmetic: a small dynamic programme over candidate positions every
    CUT_STEP.
    """
    count = sheets_along(length, printable, overlap)
    if count == 1:
        return [], (0, 0, 0)
    printed = words + fields + blocks
    default = [span.cut for span in _centred(length, printable, overlap)[1:]]
    step = printable - overlap
    candidates = []
    room = outer_room(length, printable, overlap, edge)
    for i in range(1, count):
        low, high = cut_range(i, count, length, printable, overlap, room)
        if i == count - 1 and last_from is not None:
            if last_from > high + EPS:
                raise TilingError("the last tile cannot be made short enough to share a sheet")
            low = max(low, last_from)
            default[i - 1] = min(max(default[i - 1], low), high)
        n = int((high - low) / CUT_STEP + EPS)
        # and the edges of what is printed: where two rows or fields meet, a cut crosses neither only
        # on their common edge
        edges = {e for interval in printed for e in interval if low - EPS <= e <= high + EPS}
        positions = sorted({low + k * CUT_STEP for k in range(n + 1)} | {high, default[i - 1]} | edges)
        candidates.append([c for c in positions if low - EPS <= c <= high + EPS])

    by_words, by_blocks, by_fields = crossed_index(words), crossed_index(blocks), crossed_index(fields)
    by_printed = crossed_index(printed)
    by_near = crossed_index(tuple((a - TEXT_CLEAR, b + TEXT_CLEAR) for a, b in words))

    def cost(c: float, i: int) -> tuple[float, ...]:
        cut = by_words.crossings(c)
        crossed = (cut, by_near.crossings(c) - cut, by_blocks.crossings(c), by_fields.crossings(c))
        # the clearance to a millionth of a point: a grid candidate a float's breadth off a field's edge
        # gained 1e-13 pt of it and beat the edge itself, nearer the default (Kolekcjonerzy's seam, r30)
        return (*crossed, -round(by_printed.clearance(c), 6), abs(c - default[i]))

    def add(a, b):
        return tuple(x + y for x, y in zip(a, b))

    best = [(c, cost(c, 0), [c]) for c in candidates[0]]  # (cut, total cost, cuts so far), by cut
    for i in range(1, count - 1):
        nxt = []
        # the previous cuts a cut may follow (from one band to one step before it) form a window that
        # slides right as the cut does: its cheapest entry (the first of equals) is kept at the front
        window: deque[int] = deque()
        reach = 0
        for c in candidates[i]:
            while reach < len(best) and overlap - EPS <= c - best[reach][0]:
                while window and best[window[-1]][1] > best[reach][1]:
                    window.pop()
                window.append(reach)
                reach += 1
            while window and not c - best[window[0]][0] <= step + EPS:
                window.popleft()
            if window:
                _, total, path = best[window[0]]
                nxt.append((c, add(total, cost(c, i)), path + [c]))
        best = nxt
    _, total, path = min(best, key=lambda o: o[1])
    return path, (int(total[0]), int(total[2]), int(total[3]))


def _centred(length: float, printable: float, overlap: float) -> list[Span]:
    count = sheets_along(length, printable, overlap)
    step = printable - overlap
    covered = count * printable - (count - 1) * overlap
    first = -(covered - length) / 2
    return spans_from_cuts(
        length, printable, overlap, [first + i * step + waste_width(overlap) for i in range(1, count)]
    )


def spans_from_cuts(length: float, printable: float, overlap: float, cuts: list[float]) -> list[Span]:
    """The sheets' windows for given cut lines: each later sheet starts its waste (`waste_width`) before
    its cut; the first sheet ends the band's glue after the first cut (its spare length goes to the
    outer edge)."""
    if not cuts:
        start = -(printable - length) / 2
        return [Span(0, start, start + printable, 0.0, length, None, None)]
    waste = waste_width(overlap)
    starts = [cuts[0] + overlap - waste - printable] + [c - waste for c in cuts]
    marks: list[float | None] = [None] + list(cuts)
    spans = []
    for i, start in enumerate(starts):
        next_cut = marks[i + 1] if i + 1 < len(marks) else None
        spans.append(
            Span(
                index=i,
                start=start,
                end=start + printable,
                keep_start=marks[i] if marks[i] is not None else 0.0,
                keep_end=next_cut if next_cut is not None else length,
                cut=marks[i],
                next_cut=next_cut,
            )
        )
    return spans


def column_label(index: int) -> str:
    """A, B, …, Z, AA, AB, … like spreadsheet columns."""
    label = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        label = chr(ord("A") + rest) + label
    return label


@dataclass(frozen=True)
class Tile:
    col: int
    row: int
    x: Span
    y: Span
    sheet: int = 0  # the sheet of paper it is printed on (several short tiles may share one)
    offset: tuple[float, float] = (0.0, 0.0)  # its window's top-left from the printable area's top-left

    @property
    def label(self) -> str:
        """Column letter and row number, like a spreadsheet cell: A1 top-left, B1 to its right."""
        return f"{column_label(self.col)}{self.row + 1}"

    @property
    def window(self) -> tuple[float, float, float, float]:
        """(left, top, right, bottom) of the board region printed on this sheet."""
        return self.x.start, self.y.start, self.x.end, self.y.end

    @property
    def kept(self) -> tuple[float, float, float, float]:
        """(left, top, right, bottom) of the board region this sheet shows once assembled."""
        return self.x.keep_start, self.y.keep_start, self.x.keep_end, self.y.keep_end


EDGE = 8 * 72 / 25.4  # room kept around the board on a shared sheet, for the corner marks


@dataclass(frozen=True)
class Sharing:
    """The tiles of the last row (axis "y": short strips, stacked on a sheet) or of the last column
    (axis "x": narrow strips, side by side) printed `per_sheet` to a sheet; the last cut lies at
    `last_cut` or later so that each of them, with `edge` of room beyond the board, fits."""

    axis: Literal["x", "y"]
    per_sheet: int
    last_cut: float
    edge: float = EDGE


def share_options(
    length: float, printable: float, overlap: float, others: int, edge: float, room: float = 0.0
) -> list[tuple[int, float]]:
    """Along one axis: (tiles per sheet, earliest last cut) for each way of putting 2 or more of the
    `others` last tiles (one per row or column across) on one sheet that saves sheets, fewest per
    sheet first among equal savings (so the cut has the most room). The last tile's used length runs
    from its waste strip before the last cut to `edge` beyond the board's end; a board
    one sheet long uses the board and `edge` on both sides. The first sheet keeps `room` before the
    board's start (`place_cuts`' `edge`)."""
    count = sheets_along(length, printable, overlap)
    if others < 2:
        return []
    options: dict[int, tuple[int, float]] = {}
    for n in range(2, others + 1):
        if count == 1:
            if n * (length + 2 * edge) > printable + EPS:
                break
            last_cut = 0.0
        else:
            # n · (length + edge − (cut − waste)) ≤ printable
            last_cut = length + edge + waste_width(overlap) - printable / n
            start_room = outer_room(length, printable, overlap, room)
            if last_cut > cut_range(count - 1, count, length, printable, overlap, start_room)[1] + EPS:
                break
        saved = others - math.ceil(others / n)
        if saved > 0 and saved not in options:
            options[saved] = (n, last_cut)
    return [options[k] for k in sorted(options, reverse=True)]


@dataclass(frozen=True)
class TilePlan:
    paper: Paper
    landscape: bool
    page_width: float  # the sheet as printed (landscape swaps the paper's sides)
    page_height: float
    margin: float
    overlap: float
    board_width: float
    board_height: float
    columns: tuple[Span, ...]
    rows: tuple[Span, ...]
    crossings: tuple[int, int, int] = (
        0,
        0,
        0,
    )  # words, blocks and fields the cut lines run through (0s: empty background)
    shared: Sharing | None = None  # the last row's (or column's) short tiles stacked on fewer sheets

    @property
    def seams(self) -> dict[str, list[float]]:
        """Cut-line positions from the board's top-left trim corner, in points: x for vertical cuts."""
        return {"x": [s.cut for s in self.columns[1:]], "y": [s.cut for s in self.rows[1:]]}

    @property
    def glue_width(self) -> float:
        """The narrowest glue area of the board's seams, in points (0: one sheet): the cut runs
        through the `overlap` band, so a sheet glues over the band less its waste (`waste_width`), not
        all of it (kit review r13: the map said 10 mm, the band measured 5). The assembly map states
        this figure."""
        spans = [s.glue for s in self.columns + self.rows if s.glue is not None]
        return min((end - start for start, end in spans), default=0.0)

    @property
    def cols(self) -> int:
        return len(self.columns)

    @property
    def row_count(self) -> int:
        return len(self.rows)

    @property
    def pieces(self) -> int:
        """How many parts the board is cut into (one per tile)."""
        return len(self.columns) * len(self.rows)

    @property
    def sheets(self) -> int:
        """Sheets of paper printed: one per tile, except where short tiles share one."""
        if self.shared is None:
            return self.pieces
        others = self.cols if self.shared.axis == "y" else self.row_count
        return self.pieces - others + math.ceil(others / self.shared.per_sheet)

    @property
    def printable_width(self) -> float:
        return self.page_width - 2 * self.margin

    @property
    def printable_height(self) -> float:
        return self.page_height - 2 * self.margin

    @property
    def tiles(self) -> list[Tile]:
        """In reading order: A1, B1, …, then A2, B2, …; a shared tile's window is cut down to the board
        and `shared.edge` around it, and placed below (or beside) the tiles before it on its sheet."""
        grid = [Tile(c.index, r.index, c, r) for r in self.rows for c in self.columns]
        if self.shared is None:
            return [replace(t, sheet=i) for i, t in enumerate(grid)]
        share, edge = self.shared, self.shared.edge
        last = len(self.rows if share.axis == "y" else self.columns) - 1
        length = self.board_height if share.axis == "y" else self.board_width
        tiles, sheets, group, filled, used = [], 0, -1, share.per_sheet, 0.0
        for t in grid:
            span = t.y if share.axis == "y" else t.x
            if span.index != last:
                tiles.append(replace(t, sheet=sheets))
                sheets += 1
                continue
            short = replace(span, start=max(span.start, -edge), end=min(span.end, length + edge))
            if filled == share.per_sheet:  # a new shared sheet, numbered where its first tile comes
                group, filled, used = sheets, 0, 0.0
                sheets += 1
            if share.axis == "y":
                tiles.append(replace(t, y=short, sheet=group, offset=(0.0, used)))
            else:
                tiles.append(replace(t, x=short, sheet=group, offset=(used, 0.0)))
            filled, used = filled + 1, used + short.end - short.start
        return tiles

    def page_point(self, tile: Tile, x: float, y: float) -> tuple[float, float]:
        """A board point (y down) on this tile's page in PDF coordinates (y up, origin bottom-left)."""
        dx, dy = tile.offset
        return (self.margin + dx + (x - tile.x.start), self.page_height - self.margin - dy - (y - tile.y.start))

    def sheet_tiles(self) -> list[list[Tile]]:
        """The tiles of each sheet of paper, sheets in the reading order of their first tile."""
        sheets: dict[int, list[Tile]] = {}
        for tile in self.tiles:
            sheets.setdefault(tile.sheet, []).append(tile)
        return [sheets[k] for k in sorted(sheets)]


def _plan(
    board_w: float,
    board_h: float,
    paper: Paper,
    margin: float,
    overlap: float,
    landscape: bool,
    obstacles: Obstacles | None = None,
    share: Sharing | None = None,
    foot_from: float | None = None,
    edge: float = 0.0,
) -> TilePlan:
    page_w, page_h = (paper.height, paper.width) if landscape else (paper.width, paper.height)
    printable_w, printable_h = page_w - 2 * margin, page_h - 2 * margin
    if printable_w <= 0 or printable_h <= 0:
        raise TilingError(f"a margin of {margin:.1f} pt leaves nothing printable on {paper.name}")
    if obstacles is None and share is None and foot_from is None:
        columns, rows = split_axis(board_w, printable_w, overlap), split_axis(board_h, printable_h, overlap)
        crossed = (0, 0, 0)
    else:
        seen = obstacles or Obstacles()
        x_from = share.last_cut if share is not None and share.axis == "x" else None
        y_from = share.last_cut if share is not None and share.axis == "y" else foot_from
        xs, cx = place_cuts(board_w, printable_w, overlap, seen.x, seen.x_fields, x_from, seen.x_blocks, edge)
        ys, cy = place_cuts(board_h, printable_h, overlap, seen.y, seen.y_fields, y_from, seen.y_blocks, edge)
        columns = spans_from_cuts(board_w, printable_w, overlap, xs)
        rows = spans_from_cuts(board_h, printable_h, overlap, ys)
        crossed = (cx[0] + cy[0], cx[1] + cy[1], cx[2] + cy[2])
    return TilePlan(
        paper=paper,
        landscape=landscape,
        page_width=page_w,
        page_height=page_h,
        margin=margin,
        overlap=overlap,
        board_width=board_w,
        board_height=board_h,
        columns=tuple(columns),
        rows=tuple(rows),
        crossings=crossed,
        shared=share,
    )


def _seams(plan: TilePlan) -> int:
    return (plan.cols - 1) * plan.row_count + (plan.row_count - 1) * plan.cols


def plan_tiles(
    board_w: float,
    board_h: float,
    paper: Paper,
    *,
    margin: float,
    overlap: float,
    orientation: Orientation = "auto",
    obstacles: Obstacles | None = None,
    share: bool = True,
    foot: float = 0.0,
    edge: float = 0.0,
) -> TilePlan:
    """The tiling with the fewest sheets of paper; on a tie the one whose cuts cross the fewest of
    `obstacles` (when given), then fewer seams, then portrait, then one tile per sheet. With `share`,
    the short tiles of the last row (or the narrow ones of the last column) may share sheets
    (`Sharing`), the last cut moved as far as that needs. With `foot`, the sheets of the last row
    keep at least that much blank card below the board (small pieces print there, board_foot.py):
    the last cut moves down as far as that needs, no tiles share a sheet, and a tiling that cannot
    make the room is taken only when none can. With `edge`, every outer edge of the board keeps that
    much room on its sheet where the sheets' spare length allows (`outer_room`): its bleed and marks."""
    if board_w <= 0 or board_h <= 0:
        raise TilingError("the board has no area")
    if overlap < 0:
        raise TilingError("the overlap cannot be negative")
    options = []
    turns = [t for t, o in ((False, "portrait"), (True, "landscape")) if orientation in ("auto", o)]
    if foot > 0:
        found = [
            _with_foot(board_w, board_h, paper, margin, overlap, landscape, obstacles, foot, edge)
            for landscape in turns
        ]
        if any(found):
            return min((p for p in found if p), key=lambda p: (p.sheets, p.crossings, _seams(p), p.landscape))
        share = False
    for landscape in turns:
        options.append(_plan(board_w, board_h, paper, margin, overlap, landscape, obstacles, edge=edge))
        if share:
            page_w, page_h = (paper.height, paper.width) if landscape else (paper.width, paper.height)
            pw, ph = page_w - 2 * margin, page_h - 2 * margin
            cols, rows = sheets_along(board_w, pw, overlap), sheets_along(board_h, ph, overlap)
            for axis, length, printable, others in (("y", board_h, ph, cols), ("x", board_w, pw, rows)):
                found = share_options(length, printable, overlap, others, EDGE, edge)
                if found:
                    n, last_cut = found[0]
                    sharing = Sharing(axis, n, last_cut)
                    options.append(
                        _plan(board_w, board_h, paper, margin, overlap, landscape, obstacles, sharing, edge=edge)
                    )
    return min(options, key=lambda p: (p.sheets, p.crossings, _seams(p), p.landscape, p.shared is not None))


def _with_foot(
    board_w: float,
    board_h: float,
    paper: Paper,
    margin: float,
    overlap: float,
    landscape: bool,
    obstacles: Obstacles | None,
    foot: float,
    edge: float = 0.0,
) -> TilePlan | None:
    """The tiling whose last row of sheets keeps `foot` below the board, or None when the sheets'
    reach cannot make that room (one row of sheets, or the last cut cannot move far enough)."""
    page_h = paper.width if landscape else paper.height
    printable = page_h - 2 * margin
    count = sheets_along(board_h, printable, overlap)
    if count < 2:
        return None
    # the last row's window ends at cut − waste + printable; the board ends at board_h
    last_from = board_h + foot + waste_width(overlap) - printable
    room = outer_room(board_h, printable, overlap, edge)
    if last_from > cut_range(count - 1, count, board_h, printable, overlap, room)[1] + EPS:
        return None
    return _plan(board_w, board_h, paper, margin, overlap, landscape, obstacles, foot_from=last_from, edge=edge)


def largest_board(
    sheets_x: int, sheets_y: int, paper: Paper, *, margin: float, overlap: float, landscape: bool = False
) -> tuple[float, float]:
    """The largest board that `sheets_x` × `sheets_y` sheets cover (for messages and checks)."""
    page_w, page_h = (paper.height, paper.width) if landscape else (paper.width, paper.height)
    pw, ph = page_w - 2 * margin, page_h - 2 * margin
    return sheets_x * pw - (sheets_x - 1) * overlap, sheets_y * ph - (sheets_y - 1) * overlap
