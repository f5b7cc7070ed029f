"""The bands of a tiled board's sheet: the glue band (hidden under the neighbour, with registration
marks and the sheet's label) and the waste band (cut away, with a dashed cut line and scissors)."""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from generator.draw import fonts
from generator.draw.pdf import INK, MARK_WIDTH
from generator.layout.tiling import Tile, TilePlan
from generator.model.units import mm

GLUE_TINT = colors.Color(0.55, 0.55, 0.55, alpha=0.55)
WASTE_TINT = colors.Color(0.35, 0.35, 0.35, alpha=0.5)
ACCENT = colors.HexColor("#b3261e")


def strip_rect(plan: TilePlan, tile: Tile, axis: str, span: tuple[float, float]) -> tuple[float, float, float, float]:
    """Page rectangle (x, y, w, h) of a band strip across the tile's whole window."""
    a, b = span
    left, bottom = plan.page_point(tile, tile.x.start, tile.y.end)
    right, top = plan.page_point(tile, tile.x.end, tile.y.start)
    if axis == "x":
        x0, _ = plan.page_point(tile, a, 0)
        x1, _ = plan.page_point(tile, b, 0)
        return x0, bottom, x1 - x0, top - bottom
    _, y0 = plan.page_point(tile, 0, b)
    _, y1 = plan.page_point(tile, 0, a)
    return left, y0, right - left, y1 - y0


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


def _strip_text(
    c: Canvas, x: float, y: float, w: float, h: float, axis: str, label: str, text: str, size: float
) -> None:
    """The sheet label in a red badge followed by a hint, centred in a strip and running along it,
    on a white ground so it reads over the board."""
    c.saveState()
    c.translate(x + w / 2, y + h / 2)
    if axis == "x":
        c.rotate(90)
    badge_w = fonts.text_width(label, fonts.SANS_BOLD, size * 1.1) + mm(2.4)
    text_w = fonts.text_width(text, fonts.SANS_SEMIBOLD, size)
    total = badge_w + mm(1.5) + text_w
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


def _strip_positions(length: float, count: int) -> list[float]:
    return [length * (i + 0.5) / count for i in range(count)]


def glue_strip(c: Canvas, plan: TilePlan, tile: Tile, axis: str, neighbour: str, label: str) -> None:
    """The glue area: hidden under the neighbour. Alignment line where its edge goes, registration
    marks, the sheet label and which sheet comes on top."""
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
    size = min(thickness * 0.55, 8.5)
    along = h if axis == "x" else w
    marks = max(2, int(along // mm(60)))
    positions = _strip_positions(along, marks + 1)
    for i, pos in enumerate(positions):
        if i == len(positions) // 2:
            _strip_text(c, x, y, w, h, axis, label, f"KLEJ · tu przyłóż krawędź części {neighbour}", size)
        else:
            cx, cy = (x + w / 2, y + pos) if axis == "x" else (x + pos, y + h / 2)
            _registration(c, cx, cy, thickness * 0.42)


def waste_strip(c: Canvas, plan: TilePlan, tile: Tile, axis: str, neighbour: str, label: str) -> None:
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
    size = min(thickness * 0.55, 8.5)
    along = h if axis == "x" else w
    positions = _strip_positions(along, 3)
    for i, pos in enumerate(positions):
        if i == 1:
            _strip_text(c, x, y, w, h, axis, label, f"odetnij wzdłuż linii i naklej na część {neighbour}", size)
        else:
            cx, cy = (x + w / 2, y + pos) if axis == "x" else (x + pos, y + h / 2)
            _scissors(c, cx, cy, thickness * 0.8, axis)


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
