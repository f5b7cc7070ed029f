"""Tiling a board larger than the paper onto several sheets: pure arithmetic, no PDF.

Each sheet prints a window of the board as large as its printable area (paper minus the printer
margin on every side). Neighbouring windows share an overlap band (default 10 mm). In every band
the later sheet (right of or below its neighbour) is the one that is trimmed: its cut line runs
through the middle of the band. What lies before the cut line on the trimmed sheet is waste; what
lies after it on the earlier sheet is the glue area, hidden under the trimmed sheet once glued.
So every point of the board stays visible on exactly one sheet ("kept" region), the glue area and
the waste carry the labels and registration marks, and a cut that misses the line by up to half
the band still shows board, never white paper.

Coordinates are board coordinates in points, x to the right and y downwards from the board's
top-left corner, so that row 0 is the top row of sheets (reading order). Windows are centred: the
spare length of the last sheet is shared between both ends, so both outer edges get room for
trim marks.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal

from .imposition import Paper

EPS = 1e-6
Orientation = Literal["auto", "portrait", "landscape"]


class TilingError(ValueError):
    """The overlap or the margins leave no room to advance from one sheet to the next."""


@dataclass(frozen=True)
class Span:
    """One sheet's share of one axis (a column's x range or a row's y range), in board points."""

    index: int
    start: float            # where the sheet's printable window begins
    end: float              # where it ends (start + printable length)
    keep_start: float       # where the part that stays visible begins: the cut line or the board edge
    keep_end: float         # where it ends: the next sheet's cut line or the board edge
    cut: float | None       # this sheet's cut line (None for the first sheet along the axis)
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
        raise TilingError(f"the overlap ({overlap:.1f} pt) must be shorter than the printable length "
                          f"({printable:.1f} pt)")
    if length <= printable + EPS:
        return 1
    return math.ceil((length - overlap - EPS) / (printable - overlap))


def split_axis(length: float, printable: float, overlap: float) -> list[Span]:
    """The windows along one axis, centred on the board, with cut lines in the middle of each band."""
    count = sheets_along(length, printable, overlap)
    step = printable - overlap
    covered = count * printable - (count - 1) * overlap
    first = -(covered - length) / 2
    starts = [first + i * step for i in range(count)]
    cuts: list[float | None] = [None] + [s + overlap / 2 for s in starts[1:]]
    spans = []
    for i, start in enumerate(starts):
        next_cut = cuts[i + 1] if i + 1 < count else None
        spans.append(Span(
            index=i, start=start, end=start + printable,
            keep_start=cuts[i] if cuts[i] is not None else 0.0,
            keep_end=next_cut if next_cut is not None else length,
            cut=cuts[i], next_cut=next_cut,
        ))
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


@dataclass(frozen=True)
class TilePlan:
    paper: Paper
    landscape: bool
    page_width: float        # the sheet as printed (landscape swaps the paper's sides)
    page_height: float
    margin: float
    overlap: float
    board_width: float
    board_height: float
    columns: tuple[Span, ...]
    rows: tuple[Span, ...]

    @property
    def cols(self) -> int:
        return len(self.columns)

    @property
    def row_count(self) -> int:
        return len(self.rows)

    @property
    def sheets(self) -> int:
        return len(self.columns) * len(self.rows)

    @property
    def printable_width(self) -> float:
        return self.page_width - 2 * self.margin

    @property
    def printable_height(self) -> float:
        return self.page_height - 2 * self.margin

    @property
    def tiles(self) -> list[Tile]:
        """In reading order: A1, B1, …, then A2, B2, …"""
        return [Tile(c.index, r.index, c, r) for r in self.rows for c in self.columns]

    def page_point(self, tile: Tile, x: float, y: float) -> tuple[float, float]:
        """A board point (y down) on this tile's page in PDF coordinates (y up, origin bottom-left)."""
        return (self.margin + (x - tile.x.start), self.page_height - self.margin - (y - tile.y.start))


def _plan(board_w: float, board_h: float, paper: Paper, margin: float, overlap: float,
          landscape: bool) -> TilePlan:
    page_w, page_h = (paper.height, paper.width) if landscape else (paper.width, paper.height)
    printable_w, printable_h = page_w - 2 * margin, page_h - 2 * margin
    if printable_w <= 0 or printable_h <= 0:
        raise TilingError(f"a margin of {margin:.1f} pt leaves nothing printable on {paper.name}")
    return TilePlan(paper=paper, landscape=landscape, page_width=page_w, page_height=page_h, margin=margin,
                    overlap=overlap, board_width=board_w, board_height=board_h,
                    columns=tuple(split_axis(board_w, printable_w, overlap)),
                    rows=tuple(split_axis(board_h, printable_h, overlap)))


def _seams(plan: TilePlan) -> int:
    return (plan.cols - 1) * plan.row_count + (plan.row_count - 1) * plan.cols


def plan_tiles(board_w: float, board_h: float, paper: Paper, *, margin: float, overlap: float,
               orientation: Orientation = "auto") -> TilePlan:
    """The tiling with the fewest sheets; on a tie the one with fewer seams, then portrait."""
    if board_w <= 0 or board_h <= 0:
        raise TilingError("the board has no area")
    if overlap < 0:
        raise TilingError("the overlap cannot be negative")
    options = []
    if orientation in ("auto", "portrait"):
        options.append(_plan(board_w, board_h, paper, margin, overlap, landscape=False))
    if orientation in ("auto", "landscape"):
        options.append(_plan(board_w, board_h, paper, margin, overlap, landscape=True))
    return min(options, key=lambda p: (p.sheets, _seams(p), p.landscape))


def largest_board(sheets_x: int, sheets_y: int, paper: Paper, *, margin: float, overlap: float,
                  landscape: bool = False) -> tuple[float, float]:
    """The largest board that `sheets_x` × `sheets_y` sheets cover (for messages and checks)."""
    page_w, page_h = (paper.height, paper.width) if landscape else (paper.width, paper.height)
    pw, ph = page_w - 2 * margin, page_h - 2 * margin
    return sheets_x * pw - (sheets_x - 1) * overlap, sheets_y * ph - (sheets_y - 1) * overlap
