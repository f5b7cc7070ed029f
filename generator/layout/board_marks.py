"""The trim marks of a board printed on home sheets: pure arithmetic, no PDF.

Every outer corner of the board that a sheet shows gets both arms of a corner mark, on the
extensions of its two trim edges, MARK_OFFSET past the bleed and on white card as the card sheets'
marks are, the bleed whole round the corner (kit review r28, Przekręt minor 4: the arms ran along the
bleed); the bleed gives way for them down to TRIM_BLEED_MIN (`outer_bleed`). Where the sheet's room holds
no arm past even that (Rynek's 3 mm), the arms run from the corner outwards beside the bleed, which
gives way to them in the corner squares (below). Where a sheet's window ends inside the board (a seam: its
glue strip or its waste strip), a tick lies on each outer trim edge the sheet shows, from the
window's end inwards along the strip, which the finished board never shows (the glue strip lies
under the neighbour, the waste is cut away). So each sheet carries two marks on every outer edge it
has and that edge is cut on its own with a short rule before gluing (kit reviews r20: Rynek's board
had one 3 mm stroke per corner, Kolekcjonerzy's a 468 mm cut from corner to corner).

The bleed gives way to the corner marks in the corner squares alone (kit reviews r21, Art Society minor 6
and Rynek minor 2: the marks ran across the bleed on a white notch, leaving a beige island in the
corner; r22, Kolekcjonerzy minor 3: the bleed stopped 0.8 mm short of each trim line's extension, so a
cut a little outside the trim left a white nick at every outer corner): outside every corner of the
board, beyond both trim lines, the card is white (`bleed_rects`), and along every edge the bleed runs
whole up to the trim lines' extensions, where the arms lie. The arms' white ground stays off that bleed
(`edge_bleeds`: the knock-out is drawn outside them), so nothing white reaches an edge's bleed.

Coordinates: page points, PDF y up; a rectangle is (left, bottom, right, top).
"""

from __future__ import annotations

from generator.layout.imposition import MARK_MIN, MARK_OFFSET, Mark
from generator.layout.tiling import Tile, TilePlan
from generator.model.units import mm

MARK_LENGTH = mm(6)  # a corner mark's arm at most, from the trim corner
# an arm the window leaves shorter is left out: every crop mark is long enough to lay a rule on (kit
# review r15: 2 mm at the boards' corners); Rynek's two sheets keep 2 mm above and below the board, so
# its outer corners there have their side arms only and its seam ticks carry its side edges
MARK_SHORTEST = MARK_MIN
# an arm past the bleed (r28) at least this long, else the arms run from the corner in its white square
# (r34, Art Society minor 5: 2.0 mm arms past its 2.5 mm bleed, too short to lay a steel rule on)
ARM_MIN = mm(4)
# the least bleed an outer edge keeps for its arms to lie past it (kit review r27, Rynek minor 2: 1.9 mm)
TRIM_BLEED_MIN = mm(2)
TICK_LENGTH = mm(6)  # a seam tick on an outer edge at most, along its strip
EPS = 1e-6

Rect = tuple[float, float, float, float]


def outer_bleed(room: float, bleed: float) -> float:
    """The bleed an outer edge keeps where `room` lies between its trim and the sheet's window: `bleed`,
    cut back (never under TRIM_BLEED_MIN) so that the corner arms crossing the edge's bleed fit past it,
    MARK_OFFSET clear and ARM_MIN long, on white card (kit review r28, Przekręt minor 4: the arms ran
    along the bleed, a stub on the board's edge after a cut a little off); where even TRIM_BLEED_MIN leaves
    them no room (Rynek's 3 mm), the bleed as far as the room goes and the arms beside it (`corner_arms`)."""
    fitted = room - MARK_OFFSET - ARM_MIN
    if fitted >= bleed - EPS:
        return bleed
    if fitted >= TRIM_BLEED_MIN - EPS:
        return fitted
    return max(0.0, min(bleed, room))


def _outside(room: float, bleed: float) -> bool:
    """Whether an arm fits past a bleed of `bleed` within `room`: MARK_OFFSET clear, ARM_MIN long."""
    return room - bleed - MARK_OFFSET >= ARM_MIN - EPS


def corner_arms(
    trim: Rect, window: Rect, length: float = MARK_LENGTH, width: float = 0.0, art: Rect | None = None
) -> list[Mark]:
    """Both arms of the mark at every corner of `trim` (the board's trimmed edges on the page) that
    lies inside `window` (the sheet's printable window), on the trim edges' extensions. An arm starts
    MARK_OFFSET past the bleed it crosses (`art`: the board with its bleed on the sheet, `outer_bleed`)
    and runs `length` on or to the window's edge, on white card, as the card sheets' marks do (kit
    review r28, Przekręt minor 4), none shorter than ARM_MIN. Where the room beside that bleed cannot
    hold it (`outer_bleed`: Rynek's 3 mm), the arm runs from the corner outwards in the corner square,
    which the bleed leaves white (`bleed_rects`), `length` long or to the window's edge, none shorter
    than MARK_SHORTEST, drawn `width` wide half that beside the extension: its inner edge on the trim
    line, no ink of it on the edge's bleed (kit review r23, Przekręt minor 3)."""
    left, bottom, right, top = trim
    al, ab, ar, at = art if art is not None else trim
    wl, wb, wr, wt = window
    half = width / 2
    out = []
    for cx, sx, bleed_x, room_x in ((left, -1, left - al, left - wl), (right, 1, ar - right, wr - right)):
        for cy, sy, bleed_y, room_y in ((bottom, -1, bottom - ab, bottom - wb), (top, 1, at - top, wt - top)):
            if not (wl - EPS <= cx <= wr + EPS and wb - EPS <= cy <= wt + EPS):
                continue
            # the arm on the horizontal trim line crosses the side's bleed (its room: the side's)
            if _outside(room_x, bleed_x):
                start = cx + sx * (bleed_x + MARK_OFFSET)
                end = min(max(start + sx * length, wl), wr)
                if abs(end - start) >= ARM_MIN - EPS:
                    out.append(Mark(start, cy, end, cy))
            else:
                x_to = min(max(cx + sx * length, wl), wr)
                if abs(x_to - cx) >= MARK_SHORTEST - EPS:
                    out.append(Mark(cx, cy + sy * half, x_to, cy + sy * half))
            if _outside(room_y, bleed_y):
                start = cy + sy * (bleed_y + MARK_OFFSET)
                end = min(max(start + sy * length, wb), wt)
                if abs(end - start) >= ARM_MIN - EPS:
                    out.append(Mark(cx, start, cx, end))
            else:
                y_to = min(max(cy + sy * length, wb), wt)
                if abs(y_to - cy) >= MARK_SHORTEST - EPS:
                    out.append(Mark(cx + sx * half, cy, cx + sx * half, y_to))
    return out


def notched_corners(trim: Rect, art: Rect, window: Rect) -> list[tuple[float, float]]:
    """The corners of `trim` whose bleed square stays white: those with an arm in it (`corner_arms`:
    no room past the bleed)."""
    left, bottom, right, top = trim
    al, ab, ar, at = art
    wl, wb, wr, wt = window
    found = []
    for cx, bleed_x, room_x in ((left, left - al, left - wl), (right, ar - right, wr - right)):
        for cy, bleed_y, room_y in ((bottom, bottom - ab, bottom - wb), (top, at - top, wt - top)):
            if not (_outside(room_x, bleed_x) and _outside(room_y, bleed_y)):
                found.append((cx, cy))
    return found


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


def bleed_rects(trim: Rect, art: Rect, window: Rect | None = None) -> list[Rect]:
    """The board's art on a sheet (`art`: the board with its bleed, as far as the sheet shows it) as
    rectangles whose union leaves out the corner squares of the bleed, beyond both trim lines of a board
    corner, where corner marks' arms start (`notched_corners`; every corner without `window`). Three
    rectangles: the art across its whole width between the trim's top and bottom lines, the art across
    its whole height between its left and right lines, and the board itself; and each corner square whose
    arms lie past the bleed (kit review r28, Przekręt minor 4), so the bleed runs round that corner whole.
    An edge without bleed on this sheet (a seam, or no room) gives way to nothing."""
    left, bottom, right, top = trim
    al, ab, ar, at = art
    rects = [
        (al, max(ab, bottom), ar, min(at, top)),
        (max(al, left), ab, min(ar, right), at),
        (max(al, left), max(ab, bottom), min(ar, right), min(at, top)),
    ]
    notched = notched_corners(trim, art, window) if window is not None else None
    if notched is not None:
        for cx, x0, x1 in ((left, al, left), (right, right, ar)):
            for cy, y0, y1 in ((bottom, ab, bottom), (top, top, at)):
                if (cx, cy) not in notched:
                    rects.append((x0, y0, x1, y1))
    return [r for r in rects if r[2] - r[0] > EPS and r[3] - r[1] > EPS]


def edge_bleeds(trim: Rect, art: Rect) -> list[Rect]:
    """The bleed beside each edge of the board, between the trim lines' extensions (no corner square):
    the rectangles no mark's white ground may cover. None where the art stops at the trim."""
    left, bottom, right, top = trim
    al, ab, ar, at = art
    x0, x1, y0, y1 = max(al, left), min(ar, right), max(ab, bottom), min(at, top)
    rects = [(x0, top, x1, at), (x0, ab, x1, bottom), (al, y0, left, y1), (right, y0, ar, y1)]
    return [r for r in rects if r[2] - r[0] > EPS and r[3] - r[1] > EPS]
