"""The monochrome icons of the themes."""

from __future__ import annotations

from collections.abc import Callable

from reportlab.pdfgen.canvas import FILL_EVEN_ODD

from generator.games.art_society.paintings.styles import theme_style

# --------------------------------------------------------------------------
# theme symbols (monochrome icons)
# --------------------------------------------------------------------------


def _sym_building(c, cx, cy, s) -> None:
    def block(x0, y0, bw, bh, cols, rows):
        p = c.beginPath()
        p.rect(x0, y0, bw, bh)
        ww, wh = bw / (2 * cols + 1), bh / (2 * rows + 1.6)
        for i in range(cols):
            for j in range(rows):
                p.rect(x0 + ww * (2 * i + 1), y0 + wh * (2 * j + 1.6), ww, wh)
        c.drawPath(p, stroke=0, fill=1, fillMode=FILL_EVEN_ODD)  # even-odd: windows are holes

    base = cy - s * 0.42
    block(cx - s * 0.40, base, s * 0.30, s * 0.56, 2, 3)
    block(cx - s * 0.06, base, s * 0.30, s * 0.80, 2, 4)
    block(cx + s * 0.28, base, s * 0.16, s * 0.42, 1, 2)
    c.rect(cx - s * 0.02, base + s * 0.80, s * 0.22, s * 0.06, stroke=0, fill=1)
    c.rect(cx + s * 0.08, base + s * 0.86, s * 0.025, s * 0.06, stroke=0, fill=1)
    c.rect(cx - s * 0.46, cy - s * 0.48, s * 0.92, s * 0.04, stroke=0, fill=1)


def _sym_head(c, cx, cy, s) -> None:
    c.circle(cx, cy + s * 0.17, s * 0.2, stroke=0, fill=1)
    p = c.beginPath()
    p.moveTo(cx - s * 0.4, cy - s * 0.46)
    p.curveTo(cx - s * 0.4, cy + s * 0.03, cx + s * 0.4, cy + s * 0.03, cx + s * 0.4, cy - s * 0.46)
    p.close()
    c.drawPath(p, stroke=0, fill=1)


def _sym_vase(c, cx, cy, s) -> None:
    vx, b = cx - s * 0.14, cy - s * 0.44
    p = c.beginPath()
    p.moveTo(vx - s * 0.11, b)
    p.curveTo(vx - s * 0.32, b + s * 0.2, vx - s * 0.3, b + s * 0.5, vx - s * 0.07, b + s * 0.66)
    p.lineTo(vx - s * 0.13, b + s * 0.78)
    p.lineTo(vx + s * 0.13, b + s * 0.78)
    p.lineTo(vx + s * 0.07, b + s * 0.66)
    p.curveTo(vx + s * 0.3, b + s * 0.5, vx + s * 0.32, b + s * 0.2, vx + s * 0.11, b)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    ax, ar = cx + s * 0.27, s * 0.16
    c.circle(ax, b + ar, ar, stroke=0, fill=1)
    c.setLineWidth(s * 0.035)
    c.line(ax, b + ar * 1.8, ax + s * 0.03, b + ar * 2.4)
    c.ellipse(ax + s * 0.03, b + ar * 2.05, ax + s * 0.16, b + ar * 2.45, stroke=0, fill=1)


def _sym_mountain(c, cx, cy, s) -> None:
    c.circle(cx + s * 0.24, cy + s * 0.28, s * 0.13, stroke=0, fill=1)
    p = c.beginPath()
    p.moveTo(cx - s * 0.46, cy - s * 0.4)
    p.lineTo(cx - s * 0.1, cy + s * 0.22)
    p.lineTo(cx + s * 0.08, cy - s * 0.08)
    p.lineTo(cx + s * 0.2, cy + s * 0.04)
    p.lineTo(cx + s * 0.46, cy - s * 0.4)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.rect(cx - s * 0.46, cy - s * 0.47, s * 0.92, s * 0.04, stroke=0, fill=1)


_SYMBOLS: dict[str, Callable[..., None]] = {
    "building": _sym_building,
    "head": _sym_head,
    "vase": _sym_vase,
    "mountain": _sym_mountain,
}


def draw_theme_symbol(canvas, cx: float, cy: float, size: float, theme: str, ink) -> None:
    """Draw the monochrome icon of ``theme`` in a ``size`` box centred on (cx, cy).

    Icons: building (city life), head and shoulders (portrait), vase with an
    apple (still life), mountains with the sun (landscape).  Only ``ink`` is
    used; windows etc. are holes, so the icon works on any background.
    """
    style = theme_style(theme)
    if size <= 0:
        return
    canvas.saveState()
    try:
        canvas.setFillColor(ink)
        canvas.setStrokeColor(ink)
        canvas.setLineCap(1)
        canvas.setDash([])
        _SYMBOLS[style.symbol](canvas, cx, cy, size)
    finally:
        canvas.restoreState()
