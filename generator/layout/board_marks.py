"""The trim marks of a board printed on home sheets: pure arithmetic, no PDF.

Every outer corner of the board that a sheet shows gets both arms of a corner mark, on the
extensions of its two trim edges, from the corner outwards as far as the sheet's printable window
allows, beside the bleed, which gives way to them (below). Where a sheet's window ends inside the board (a seam: its
glue strip or its waste strip), a tick lies on each outer trim edge the sheet shows, from the
window's end inwards along the strip, which the finished board never shows (the glue strip lies
under the neighbour, the waste is cut away). So each sheet carries two marks on every outer edge it
has and that edge is cut on its own with a short rule before gluing (kit reviews r20: Rynek's board
had one 3 mm stroke per corner, Kolekcjonerzy's a 468 mm cut from corner to corner).

The bleed gives way to the corner marks (kit reviews r21, Art Society minor 6 and Rynek minor 2: the
marks ran across the bleed on a white notch, leaving a beige island in the corner): outside every
corner of the board the bleed stops MARK_CLEARANCE short of both trim lines' extensions
(`bleed_rects`), so each arm lies on white card from the trim corner to its far end, outside the art
and its bleed, and the bleed still runs along the whole of every edge.

Coordinates: page points, PDF y up; a rectangle is (left, bottom, right, top).
"""

from __future__ import annotations

from generator.layout.imposition import MARK_MIN, Mark
from generator.layout.tiling import Tile, TilePlan
from generator.model.units import mm

MARK_LENGTH = mm(6)  # a corner mark's arm at most, from the trim corner
# an arm the window leaves shorter is left out: every crop mark is long enough to lay a rule on (kit
# review r15: 2 mm at the boards' corners); Rynek's two sheets keep 2 mm above and below the board, so
# its outer corners there have their side arms only and its seam ticks carry its side edges
MARK_SHORTEST = MARK_MIN
TICK_LENGTH = mm(6)  # a seam tick on an outer edge at most, along its strip
# the white between a corner mark and the bleed beside it: a home sheet's mark (0.6 pt) and the white it
# is drawn on (0.6 mm each side, board/pdf.py KNOCKOUT) lie on white card, none of it on the bleed
MARK_CLEARANCE = mm(0.8)
EPS = 1e-6

Rect = tuple[float, float, float, float]


def corner_arms(trim: Rect, window: Rect, length: float = MARK_LENGTH) -> list[Mark]:
    """Both arms of the mark at every corner of `trim` (the board's trimmed edges on the page) that
    lies inside `window` (the sheet's printable window): along the trim edges' extensions from the
    corner outwards, `length` long or to the window's edge, none shorter than MARK_SHORTEST."""
    left, bottom, right, top = trim
    wl, wb, wr, wt = window
    out = []
    for cx, sx in ((left, -1), (right, 1)):
        for cy, sy in ((bottom, -1), (top, 1)):
            if not (wl - EPS <= cx <= wr + EPS and wb - EPS <= cy <= wt + EPS):
                continue
            x_to = min(max(cx + sx * length, wl), wr)
            if abs(x_to - cx) >= MARK_SHORTEST - EPS:
                out.append(Mark(cx, cy, x_to, cy))
            y_to = min(max(cy + sy * length, wb), wt)
            if abs(y_to - cy) >= MARK_SHORTEST - EPS:
                out.append(Mark(cx, cy, cx, y_to))
    return out


def seam_ticks(plan: TilePlan, tile: Tile, length: float = TICK_LENGTH) -> list[Mark]:
    """The ticks on the outer trim edges a tile shows where its window ends inside the board: on the
    trim line, from the window's end inwards over its glue or waste strip (`length` at most, never
    past the strip onto what the board shows)."""
    out = []
    w, h = plan.board_width, plan.board_height
    # board coordinates (y down): each end of the tile's window along an axis that lies inside the
    # board, with the strip there
    for axis, span in (("x", tile.x), ("y", tile.y)):
        ends = []
        if span.waste is not None:
            ends.append((span.start, min(span.start + length, span.cut)))
        if span.glue is not None:
            ends.append((span.end, max(span.end - length, span.next_cut)))
        other, other_full = (tile.y, h) if axis == "x" else (tile.x, w)
        edges = [e for e in (0.0, other_full) if other.start - EPS <= e <= other.end + EPS]
        for edge in edges:
            for a, b in ends:
                if axis == "x":
                    (x1, y1), (x2, y2) = plan.page_point(tile, a, edge), plan.page_point(tile, b, edge)
                else:
                    (x1, y1), (x2, y2) = plan.page_point(tile, edge, a), plan.page_point(tile, edge, b)
                out.append(Mark(x1, y1, x2, y2))
    return out


def bleed_rects(trim: Rect, art: Rect, clear: float = MARK_CLEARANCE) -> list[Rect]:
    """The board's art on a sheet (`art`: the board with its bleed, as far as the sheet shows it) as
    rectangles whose union leaves out each corner of the bleed: beyond both trim lines of a board
    corner, and `clear` along each of them, where the corner marks' arms run (`corner_arms`). Three
    rectangles: the art across its whole width between the corners' clearances, the art across its
    whole height between them, and the board itself; an edge without bleed on this sheet (a seam, or no
    room) gives way to nothing."""
    left, bottom, right, top = trim
    al, ab, ar, at = art
    # where the art runs past a trim line, the other axis' band stops `clear` short of that line
    h_bottom = bottom + clear if ab < bottom - EPS else ab
    h_top = top - clear if at > top + EPS else at
    v_left = left + clear if al < left - EPS else al
    v_right = right - clear if ar > right + EPS else ar
    rects = [
        (al, h_bottom, ar, h_top),
        (v_left, ab, v_right, at),
        (max(al, left), max(ab, bottom), min(ar, right), min(at, top)),
    ]
    return [r for r in rects if r[2] - r[0] > EPS and r[3] - r[1] > EPS]
