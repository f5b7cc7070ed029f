"""Small pieces in the free band below a tiled board: pure arithmetic, no PDF.

A board tiled over several rows of sheets leaves blank card below the board on the sheets of its
last row. Pieces of the same stock (pawn strips, markers) can fill that band instead of a sheet of
their own (kinds/guest_pieces.py: a board's `guests`). This module says how tall the band must be for a
number of pieces spread over those sheets, where it lies on each of them once the tiling has moved
the last cut down to make room (tiling.py, `plan_tiles(foot=…)`), and where each piece goes.

The band keeps clear of everything the board's sheet prints: it lies within the printer margin,
below the board's lower edge by FOOT_CLEAR (the board's corner marks stay short there, 1 mm away
from the trim plus 1.5 mm long, then 1 mm before the pieces' own marks), and across the whole
printable width only below the board, where no glue or waste strip runs (those stop at the board's
edge, board/strips.py). The pieces form one block per sheet with its own bleed and crop marks, as a
band of layout/bands.py does.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from generator.layout.bands import Band, PlacedBand, grid_slots, mark_room
from generator.layout.imposition import EPS
from generator.layout.tiling import Tile, TilePlan

MM = 72 / 25.4
BOARD_MARK_GAP = 1 * MM  # the board's trim marks start this far from its edge (board/pdf.py)
BOARD_MARK_SHORT = 1.5 * MM  # and stop this long above the band
PIECE_GAP = 1 * MM  # between the end of the board's marks and the start of the pieces' marks
FOOT_CLEAR = BOARD_MARK_GAP + BOARD_MARK_SHORT + PIECE_GAP


@dataclass(frozen=True)
class FootFit:
    """How pieces of one size lie in the bands of `sheets` sheets: `turned` a quarter or not,
    `cols` × `rows` on every sheet, and the band height (mark room included) they need."""

    width: float  # one piece as it lies
    height: float
    turned: bool
    cols: int
    rows: int
    sheets: int
    height_needed: float

    @property
    def per_sheet(self) -> int:
        return self.cols * self.rows


def fit_foot(width: float, height: float, count: int, sheets: int, across: float, bleed: float) -> FootFit | None:
    """The lowest band that holds `count` pieces of `width` × `height` spread over `sheets` sheets
    whose printable width is `across`, upright or turned a quarter (on equal height: upright); None
    when no way places them all (a piece wider than the sheet both ways, or no sheets)."""
    if sheets < 1 or count < 1:
        return None
    room = mark_room(bleed)
    best: FootFit | None = None
    for turned, (w, h) in ((False, (width, height)), (True, (height, width))):
        cols = math.floor((across - 2 * room + EPS) / w)
        if cols < 1:
            continue
        per_sheet = math.ceil(count / sheets)
        cols = min(cols, per_sheet)
        rows = math.ceil(per_sheet / cols)
        need = rows * h + 2 * room
        if best is None or need < best.height_needed - EPS:
            best = FootFit(w, h, turned, cols, rows, sheets, need)
    return best


def foot_tiles(plan: TilePlan) -> list[Tile]:
    """The tiles below which a band can lie: those of the last row of a board tiled over several
    sheets, one to a sheet (short tiles stacked on shared sheets leave none)."""
    if plan.pieces < 2 or plan.shared is not None:
        return []
    last = plan.row_count - 1
    return [t for t in plan.tiles if t.row == last]


def foot_rect(plan: TilePlan, tile: Tile) -> tuple[float, float, float, float]:
    """(left, bottom, right, top) of the free band on a tile's sheet, in page coordinates (PDF, y up):
    the printable width, from the bottom margin to FOOT_CLEAR below the board's lower edge."""
    _, board_bottom = plan.page_point(tile, 0.0, plan.board_height)
    return plan.margin, plan.margin, plan.page_width - plan.margin, board_bottom - FOOT_CLEAR


def foot_room(plan: TilePlan) -> float:
    """Height of the free band below the board on its last row's sheets (0 when there is none)."""
    tiles = foot_tiles(plan)
    if not tiles:
        return 0.0
    return max(0.0, min(top - bottom for _, bottom, _, top in (foot_rect(plan, t) for t in tiles)))


def place_foot(
    fit: FootFit, first: int, count: int, rect: tuple[float, float, float, float], bleed: float
) -> PlacedBand:
    """Pieces `first` … `first + count − 1` in one band at the top of `rect` (page coordinates),
    centred across, bleed only on the band's outer sides; its crop marks stay within `rect`."""
    left_edge, bottom, right_edge, top_edge = rect
    room = mark_room(bleed)
    cols = min(fit.cols, count)
    rows = math.ceil(count / cols)
    band = Band(0, first, count, fit.width, fit.height, cols, rows)
    left = (left_edge + right_edge - cols * fit.width) / 2
    top = top_edge - room
    slots = grid_slots(first, count, cols, left, top, fit.width, fit.height, bleed)
    return PlacedBand(band, slots, bottom, top_edge)


def foot_bands(plan: TilePlan, fit: FootFit, count: int, bleed: float) -> dict[int, PlacedBand]:
    """The band on each last-row sheet (by sheet index) holding its share of `count` pieces in
    order, `fit.per_sheet` to a sheet; sheets left without pieces get none."""
    placed: dict[int, PlacedBand] = {}
    first = 0
    for tile in foot_tiles(plan):
        take = min(fit.per_sheet, count - first)
        if take <= 0:
            break
        placed[tile.sheet] = place_foot(fit, first, take, foot_rect(plan, tile), bleed)
        first += take
    return placed
