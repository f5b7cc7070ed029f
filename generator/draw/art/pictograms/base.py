"""The pictograms' common ground: the ink and its tints, the drawing helpers on the 100-unit icon
grid and the registry that ``draw_pictogram`` reads.

A theme module registers each of its pictograms with ``@icon_for(slug)`` when it is imported.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from contextlib import contextmanager

from reportlab.lib.colors import CMYKColor, Color, black
from reportlab.pdfgen.canvas import FILL_EVEN_ODD, Canvas

PictogramFn = Callable[[Canvas, float, float, float, Color], None]

DEFAULT_INK: Color = black
LW = 2.5  # outline width on the 100-unit grid, i.e. size / 40
THIN = 1.4  # detail lines
HAIR = 0.8  # hatching, grooves

PICTOGRAMS: dict[str, PictogramFn] = {}


# --------------------------------------------------------------------------
# colours


def tint(ink: Color, amount: float) -> Color:
    """Mix ``ink`` towards paper white; ``amount`` 0 = ink, 1 = white."""
    k = 1.0 - amount
    if isinstance(ink, CMYKColor):
        return CMYKColor(ink.cyan * k, ink.magenta * k, ink.yellow * k, ink.black * k)
    r, g, b = ink.rgb()
    return Color(r + (1 - r) * amount, g + (1 - g) * amount, b + (1 - b) * amount)


class Palette:
    """The four tones every pictogram uses."""

    def __init__(self, ink: Color):
        self.ink = ink
        self.mid = tint(ink, 0.5)
        self.light = tint(ink, 0.8)
        self.paper = tint(ink, 1.0)


# --------------------------------------------------------------------------
# drawing helpers (all in 100-unit icon space)


def draw_shape(c, p, fill=None, stroke=True, w=None, eo=False):
    c.saveState()
    if fill is not None:
        c.setFillColor(fill)
    if isinstance(stroke, Color):
        c.setStrokeColor(stroke)
    if w is not None:
        c.setLineWidth(w)
    c.drawPath(p, stroke=1 if stroke else 0, fill=0 if fill is None else 1, fillMode=FILL_EVEN_ODD if eo else None)
    c.restoreState()


_ARGS = {"M": 2, "L": 2, "Q": 4, "C": 6}


def parse(c, d, mx=False):
    """Path object from an SVG-like string: absolute M, L, Q, C, Z; ``mx`` mirrors x."""
    p = c.beginPath()
    toks = d.replace(",", " ").split()
    i, cmd, cur, start = 0, "M", (0.0, 0.0), (0.0, 0.0)
    while i < len(toks):
        if toks[i].isalpha():
            cmd = toks[i].upper()
            i += 1
            if cmd == "Z":
                p.close()
                cur = start
                continue
        v = [float(t) for t in toks[i : i + _ARGS[cmd]]]
        i += _ARGS[cmd]
        if mx:
            v = [100 - a if k % 2 == 0 else a for k, a in enumerate(v)]
        if cmd == "M":
            p.moveTo(*v)
            start = (v[0], v[1])
            cmd = "L"
        elif cmd == "L":
            p.lineTo(*v)
        elif cmd == "C":
            p.curveTo(*v)
        else:  # quadratic -> cubic
            (qx, qy), (ex, ey) = v[:2], v[2:]
            p.curveTo(
                cur[0] + 2 / 3 * (qx - cur[0]),
                cur[1] + 2 / 3 * (qy - cur[1]),
                ex + 2 / 3 * (qx - ex),
                ey + 2 / 3 * (qy - ey),
                ex,
                ey,
            )
        cur = (v[-2], v[-1])
    return p


def svg_path(c, d, fill=None, stroke=True, w=None, mx=False, eo=False):
    draw_shape(c, parse(c, d, mx), fill, stroke, w, eo)


def sym(c, d, **kw):
    """Draw a path and its mirror image about x = 50."""
    svg_path(c, d, **kw)
    svg_path(c, d, mx=True, **kw)


def fill_circle(c, cx, cy, r, fill=None, stroke=True, w=None):
    p = c.beginPath()
    p.circle(cx, cy, r)
    draw_shape(c, p, fill, stroke, w)


def ellipse(c, cx, cy, rx, ry, fill=None, stroke=True, w=None):
    p = c.beginPath()
    p.ellipse(cx - rx, cy - ry, 2 * rx, 2 * ry)
    draw_shape(c, p, fill, stroke, w)


def rect(c, x, y, w_, h, r=0.0, fill=None, stroke=True, w=None):
    p = c.beginPath()
    if r:
        p.roundRect(x, y, w_, h, r)
    else:
        p.rect(x, y, w_, h)
    draw_shape(c, p, fill, stroke, w)


def stroke_line(c, *pts, stroke=True, w=None, closed=False, fill=None):
    p = c.beginPath()
    p.moveTo(*pts[0])
    for pt in pts[1:]:
        p.lineTo(*pt)
    if closed:
        p.close()
    draw_shape(c, p, fill, stroke, w)


def arc(c, cx, cy, r, a0, extent, stroke=True, w=None):
    p = c.beginPath()
    p.arc(cx - r, cy - r, cx + r, cy + r, a0, extent)
    draw_shape(c, p, None, stroke, w)


def polar(cx, cy, r, deg):
    a = math.radians(deg)
    return cx + r * math.cos(a), cy + r * math.sin(a)


def bez(p0, p1, p2, p3, t):
    u = 1 - t
    return tuple(u**3 * a + 3 * u * u * t * b + 3 * u * t * t * cc + t**3 * d for a, b, cc, d in zip(p0, p1, p2, p3))


@contextmanager
def moved_origin(c, x, y, angle=0.0):
    """Temporarily move the origin to (x, y) and rotate by ``angle`` degrees."""
    c.saveState()
    c.translate(x, y)
    c.rotate(angle)
    try:
        yield
    finally:
        c.restoreState()


def sparkle(c, x, y, r, w=THIN):
    stroke_line(c, (x - r, y), (x + r, y), w=w)
    stroke_line(c, (x, y - r), (x, y + r), w=w)


def dial_face(c, P, cx, cy, r, ticks=12):
    """Clock face with ticks and hands at ten past ten."""
    fill_circle(c, cx, cy, r, fill=P.paper, w=THIN)
    for i in range(ticks):
        a = 90 - i * 360 / ticks
        inner = 0.72 if i % 3 == 0 else 0.84
        stroke_line(c, polar(cx, cy, r * inner, a), polar(cx, cy, r * 0.93, a), w=THIN if i % 3 == 0 else HAIR)
    stroke_line(c, (cx, cy), polar(cx, cy, r * 0.5, 150), w=LW)
    stroke_line(c, (cx, cy), polar(cx, cy, r * 0.72, 30), w=THIN)
    fill_circle(c, cx, cy, max(1.2, r * 0.09), fill=P.ink, stroke=False)


def crown(c, cx, y, size, fill=None, w=THIN):
    """A small three-pointed crown on a band, centred on ``cx`` above ``y``: the emblem of coins and
    stamps. Pictograms carry no digits: on an exhibit tile a number beside the price reads as one."""
    s = size / 20
    band = [(cx - 9 * s, y), (cx + 9 * s, y), (cx + 9 * s, y + 3 * s), (cx - 9 * s, y + 3 * s)]
    stroke_line(c, *band, closed=True, fill=fill, w=w)
    points = [(cx - 9 * s, y + 3 * s), (cx - 10 * s, y + 13 * s), (cx - 4.5 * s, y + 7 * s), (cx, y + 15 * s)]
    points += [(cx + 4.5 * s, y + 7 * s), (cx + 10 * s, y + 13 * s), (cx + 9 * s, y + 3 * s)]
    stroke_line(c, *points, closed=True, fill=fill, w=w)
    for x, top in ((cx - 10 * s, 13), (cx, 15), (cx + 10 * s, 13)):
        fill_circle(c, x, y + (top + 1.6) * s, 1.6 * s, fill=fill, w=w)


# --------------------------------------------------------------------------
# registry


def icon_for(slug: str):
    def register(fn):
        def draw(canvas: Canvas, x: float, y: float, size: float, ink: Color = DEFAULT_INK) -> None:
            canvas.saveState()
            canvas.translate(x, y)
            canvas.scale(size / 100.0, size / 100.0)
            canvas.setStrokeColor(ink)
            canvas.setFillColor(ink)
            canvas.setLineWidth(LW)
            canvas.setLineJoin(1)
            canvas.setLineCap(1)
            fn(canvas, Palette(ink))
            canvas.restoreState()

        draw.__name__ = f"draw_{slug}"
        draw.__doc__ = fn.__doc__
        PICTOGRAMS[slug] = draw
        return fn

    return register


def draw_pictogram(canvas: Canvas, slug: str, x: float, y: float, size: float, ink: Color = DEFAULT_INK) -> None:
    """Draw the pictogram ``slug`` in the square (x, y, size) with ``ink``."""
    try:
        fn = PICTOGRAMS[slug]
    except KeyError:
        raise KeyError(f"unknown pictogram slug {slug!r}; known: {', '.join(sorted(PICTOGRAMS))}") from None
    fn(canvas, x, y, size, ink)
