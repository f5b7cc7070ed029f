"""The bands of a tiled board's sheet: the glue band (hidden under the neighbour, with registration
marks and the sheet's label) and the waste band (cut away, with a dashed cut line and scissors)."""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from generator.draw import fonts
from generator.draw.pdf import INK, MARK_WIDTH
from generator.layout.strip_labels import blocked_along, label_spot
from generator.layout.tiling import Tile, TilePlan
from generator.model.units import mm

GLUE_TINT = colors.Color(0.55, 0.55, 0.55, alpha=0.55)
WASTE_TINT = colors.Color(0.35, 0.35, 0.35, alpha=0.5)
ACCENT = colors.HexColor("#b3261e")


def strip_rect(plan: TilePlan, tile: Tile, axis: str, span: tuple[float, float]) -> tuple[float, float, float, float]:
    """Page rectangle (x, y, w, h) of a band strip across the tile's window, as far as the board
    reaches: a band stops at the board's edge, where the blank card beyond it is cut away anyway."""
    a, b = span
    lo, hi = along_range(plan, tile, axis)
    if axis == "x":
        x0, top = plan.page_point(tile, a, lo)
        x1, bottom = plan.page_point(tile, b, hi)
        return x0, bottom, x1 - x0, top - bottom
    left, y1 = plan.page_point(tile, lo, a)
    right, y0 = plan.page_point(tile, hi, b)
    return left, y0, right - left, y1 - y0


def along_range(plan: TilePlan, tile: Tile, axis: str) -> tuple[float, float]:
    """The stretch (board coordinates) a band of `axis` runs along: the tile's window on the board."""
    window, length = (tile.y, plan.board_height) if axis == "x" else (tile.x, plan.board_width)
    return max(window.start, 0.0), min(window.end, length)


def hatch(c: Canvas, x: float, y: float, w: float, h: float, color, spacing: float) -> None:
    c.saveState()
    p = c.beginPath()
    p.rect(x, y, w, h)
    c.clipPath(p, stroke=0, fill=0)
    c.setStrokeColor(color)
    c.setLineWidth(mm(0.25))
    n = int((w + h) / spacing) + 2
    for i in range(n):
        d = i * spacing
        c.line(x + d, y, x + d - h, y + h)
    c.restoreState()


def band_texts(band: str, neighbour: str) -> tuple[str, str]:
    """A glue or waste band's hints, the long one first: the label takes the longest that fits."""
    if band == "glue":
        return f"KLEJ · tu przyłóż krawędź części {neighbour}", f"KLEJ · pod {neighbour}"
    return f"odetnij wzdłuż linii i naklej na część {neighbour}", f"odetnij · na {neighbour}"


def band_text_size(thickness: float) -> float:
    """The hint's size on a band `thickness` wide (pt)."""
    return min(thickness * 0.55, 8.5)


def _label_length(label: str, text: str, size: float) -> float:
    """Length along its band of a band's label: the badge, the hint and the white ground around them."""
    badge_w = fonts.text_width(label, fonts.SANS_BOLD, size * 1.1) + mm(2.4)
    return badge_w + mm(1.5) + fonts.text_width(text, fonts.SANS_SEMIBOLD, size) + mm(2.4)


def _strip_text(c: Canvas, cx: float, cy: float, axis: str, label: str, text: str, size: float) -> None:
    """The sheet label in a red badge followed by a hint, centred on (cx, cy) and running along its
    strip, on a white ground."""
    c.saveState()
    c.translate(cx, cy)
    if axis == "x":
        c.rotate(90)
    badge_w = fonts.text_width(label, fonts.SANS_BOLD, size * 1.1) + mm(2.4)
    total = _label_length(label, text, size) - mm(2.4)
    left = -total / 2
    c.setFillColor(colors.white)
    c.roundRect(left - mm(1.2), -size * 0.6, total + mm(2.4), size * 1.2, mm(0.8), stroke=0, fill=1)
    c.setFillColor(ACCENT)
    c.roundRect(left, -size * 0.6, badge_w, size * 1.2, mm(0.8), stroke=0, fill=1)
    c.setFillColor(colors.white)
    c.setFont(fonts.SANS_BOLD, size * 1.1)
    c.drawCentredString(left + badge_w / 2, -size * 0.38, label)
    c.setFillColor(INK)
    c.setFont(fonts.SANS_SEMIBOLD, size)
    c.drawString(left + badge_w + mm(1.5), -size * 0.34, text)
    c.restoreState()


LABEL_CLEARANCE = mm(1)  # a band's label keeps this far from anything printed along its band


def label_place(
    plan: TilePlan, tile: Tile, axis: str, label: str, texts: tuple[str, ...], size: float, blocked
) -> tuple[str, float, float] | None:
    """Where a band's label goes: the longest of `texts` that fits where nothing printed lies under it
    (layout/strip_labels.py), as (text, start, end) along the band in board coordinates; None when no
    free stretch is long enough even for the shortest."""
    lo, hi = along_range(plan, tile, axis)
    for text in texts:
        length = _label_length(label, text, size)
        centre = label_spot((lo, hi), length, blocked, (lo + hi) / 2)
        if centre is not None:
            return text, centre - length / 2, centre + length / 2
    return None


def _label_at(
    c: Canvas, plan: TilePlan, tile: Tile, axis: str, span, label: str, texts: tuple[str, ...], size: float, blocked
) -> tuple[float, float] | None:
    """Draw a band's label at its `label_place`; returns the stretch it takes. With no place, the band
    keeps its marks and the assembly map says the rest."""
    place = label_place(plan, tile, axis, label, texts, size, blocked)
    if place is None:
        return None
    text, start, end = place
    _strip_text(c, *_point(plan, tile, axis, span, (start + end) / 2), axis, label, text, size)
    return start, end


def _marks_along(plan: TilePlan, tile: Tile, axis: str, count: int, taken, blocked, size: float) -> list[float]:
    """Board positions along a band for `count` marks evenly spread, each moved to the nearest spot
    where nothing printed (nor the label) lies under it; a mark with no such spot near is left out."""
    lo, hi = along_range(plan, tile, axis)
    avoid = list(blocked) + ([(taken[0] - mm(2), taken[1] + mm(2))] if taken else [])
    out = []
    for i in range(count):
        wanted = lo + (hi - lo) * (i + 0.5) / count
        spot = label_spot((lo, hi), size, avoid, wanted)
        if spot is not None and abs(spot - wanted) < (hi - lo) / (2 * count):
            out.append(spot)
            avoid.append((spot - size / 2, spot + size / 2))
    return out


def _point(plan: TilePlan, tile: Tile, axis: str, span, along: float) -> tuple[float, float]:
    middle = (span[0] + span[1]) / 2
    return plan.page_point(tile, middle, along) if axis == "x" else plan.page_point(tile, along, middle)


def glue_strip(c: Canvas, plan: TilePlan, tile: Tile, axis: str, neighbour: str, label: str, printed=()) -> None:
    """The glue area: hidden under the neighbour. Alignment line where its edge goes, registration
    marks, the sheet label and which sheet comes on top (where nothing printed lies under it)."""
    span = (tile.x if axis == "x" else tile.y).glue
    x, y, w, h = strip_rect(plan, tile, axis, span)
    hatch(c, x, y, w, h, GLUE_TINT, mm(2))
    thickness = w if axis == "x" else h
    c.saveState()
    c.setStrokeColor(ACCENT)
    c.setLineWidth(mm(0.35))
    # alignment line: the neighbour's cut edge lies exactly here (drawn just inside the glue area)
    half = mm(0.35) / 2
    if axis == "x":
        c.line(x + half, y, x + half, y + h)
    else:
        c.line(x, y + h - half, x + w, y + h - half)
    c.restoreState()
    size = band_text_size(thickness)
    blocked = blocked_along(list(printed), axis, span, LABEL_CLEARANCE)
    texts = band_texts("glue", neighbour)
    taken = _label_at(c, plan, tile, axis, span, label, texts, size, blocked)
    marks = max(2, int((h if axis == "x" else w) // mm(60)))
    for along in _marks_along(plan, tile, axis, marks + 1, taken, blocked, thickness * 0.84):
        _registration(c, *_point(plan, tile, axis, span, along), thickness * 0.42)


def waste_strip(c: Canvas, plan: TilePlan, tile: Tile, axis: str, neighbour: str, label: str, printed=()) -> None:
    """The strip cut away: dashed cut line with scissors, the sheet label, which sheet it goes onto."""
    span = (tile.x if axis == "x" else tile.y).waste
    x, y, w, h = strip_rect(plan, tile, axis, span)
    hatch(c, x, y, w, h, WASTE_TINT, mm(1.4))
    thickness = w if axis == "x" else h
    c.saveState()
    c.setStrokeColor(INK)
    c.setLineWidth(mm(0.3))
    c.setDash(mm(2.5), mm(1.5))
    half = mm(0.3) / 2  # the dashes lie just inside the waste, so a cut on the line removes them
    if axis == "x":
        c.line(x + w - half, y, x + w - half, y + h)
    else:
        c.line(x, y + half, x + w, y + half)
    c.restoreState()
    size = band_text_size(thickness)
    blocked = blocked_along(list(printed), axis, span, LABEL_CLEARANCE)
    texts = band_texts("waste", neighbour)
    taken = _label_at(c, plan, tile, axis, span, label, texts, size, blocked)
    for along in _marks_along(plan, tile, axis, 2, taken, blocked, thickness * 1.1):
        _scissors(c, *_point(plan, tile, axis, span, along), thickness * 0.8, axis)


def _registration(c: Canvas, cx: float, cy: float, r: float) -> None:
    """A registration target: circle and cross."""
    c.saveState()
    c.setStrokeColor(INK)
    c.setLineWidth(MARK_WIDTH)
    c.setFillColor(colors.white)
    c.circle(cx, cy, r * 0.62, stroke=1, fill=1)
    c.line(cx - r, cy, cx + r, cy)
    c.line(cx, cy - r, cx, cy + r)
    c.restoreState()


def _scissors(c: Canvas, cx: float, cy: float, size: float, axis: str) -> None:
    """Scissors cutting along the line through (cx, cy)."""
    c.saveState()
    c.translate(cx, cy)
    if axis == "x":
        c.rotate(-90)
    s = size
    c.setFillColor(colors.white)
    c.rect(-s * 0.55, -s * 0.45, s * 1.1, s * 0.9, stroke=0, fill=1)
    c.setStrokeColor(INK)
    c.setLineWidth(s * 0.07)
    c.circle(-s * 0.32, s * 0.2, s * 0.14, stroke=1, fill=0)
    c.circle(-s * 0.32, -s * 0.2, s * 0.14, stroke=1, fill=0)
    c.line(-s * 0.2, s * 0.13, s * 0.45, -s * 0.12)
    c.line(-s * 0.2, -s * 0.13, s * 0.45, s * 0.12)
    c.restoreState()
