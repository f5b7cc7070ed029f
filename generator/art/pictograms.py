"""Vector pictograms for the exhibits of "Kolekcjonerzy", drawn by code.

Every pictogram is clean line art on a reportlab canvas: a single ink colour
(plus lighter tints mixed from it towards paper), one stroke width of
``size / 40`` for outlines and thinner lines for detail.  Each function draws
inside the square ``[x, x + size] x [y, y + size]`` with about 4 % padding;
internally every icon is designed on a 100 x 100 grid (content in 4..96).

``draw_blot`` paints irregular ink blots, deterministic per seed.
"""

from __future__ import annotations

import math
import random
from contextlib import contextmanager
from typing import Callable

from reportlab.lib.colors import CMYKColor, Color, black
from reportlab.pdfgen.canvas import FILL_EVEN_ODD, Canvas

__all__ = [
    "DEFAULT_INK",
    "PICTOGRAMS",
    "PictogramFn",
    "Palette",
    "draw_blot",
    "draw_pictogram",
]

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


def _draw(c, p, fill=None, stroke=True, w=None, eo=False):
    c.saveState()
    if fill is not None:
        c.setFillColor(fill)
    if isinstance(stroke, Color):
        c.setStrokeColor(stroke)
    if w is not None:
        c.setLineWidth(w)
    c.drawPath(p, stroke=1 if stroke else 0, fill=0 if fill is None else 1,
               fillMode=FILL_EVEN_ODD if eo else None)
    c.restoreState()


_ARGS = {"M": 2, "L": 2, "Q": 4, "C": 6}


def _parse(c, d, mx=False):
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
        v = [float(t) for t in toks[i:i + _ARGS[cmd]]]
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
            p.curveTo(cur[0] + 2 / 3 * (qx - cur[0]), cur[1] + 2 / 3 * (qy - cur[1]),
                      ex + 2 / 3 * (qx - ex), ey + 2 / 3 * (qy - ey), ex, ey)
        cur = (v[-2], v[-1])
    return p


def _path(c, d, fill=None, stroke=True, w=None, mx=False, eo=False):
    _draw(c, _parse(c, d, mx), fill, stroke, w, eo)


def _sym(c, d, **kw):
    """Draw a path and its mirror image about x = 50."""
    _path(c, d, **kw)
    _path(c, d, mx=True, **kw)


def _circle(c, cx, cy, r, fill=None, stroke=True, w=None):
    p = c.beginPath()
    p.circle(cx, cy, r)
    _draw(c, p, fill, stroke, w)


def _ellipse(c, cx, cy, rx, ry, fill=None, stroke=True, w=None):
    p = c.beginPath()
    p.ellipse(cx - rx, cy - ry, 2 * rx, 2 * ry)
    _draw(c, p, fill, stroke, w)


def _rect(c, x, y, w_, h, r=0.0, fill=None, stroke=True, w=None):
    p = c.beginPath()
    if r:
        p.roundRect(x, y, w_, h, r)
    else:
        p.rect(x, y, w_, h)
    _draw(c, p, fill, stroke, w)


def _line(c, *pts, stroke=True, w=None, closed=False, fill=None):
    p = c.beginPath()
    p.moveTo(*pts[0])
    for pt in pts[1:]:
        p.lineTo(*pt)
    if closed:
        p.close()
    _draw(c, p, fill, stroke, w)


def _arc(c, cx, cy, r, a0, extent, stroke=True, w=None):
    p = c.beginPath()
    p.arc(cx - r, cy - r, cx + r, cy + r, a0, extent)
    _draw(c, p, None, stroke, w)


def _polar(cx, cy, r, deg):
    a = math.radians(deg)
    return cx + r * math.cos(a), cy + r * math.sin(a)


def _bez(p0, p1, p2, p3, t):
    u = 1 - t
    return tuple(u**3 * a + 3 * u * u * t * b + 3 * u * t * t * cc + t**3 * d
                 for a, b, cc, d in zip(p0, p1, p2, p3))


@contextmanager
def _frame(c, x, y, angle=0.0):
    """Temporarily move the origin to (x, y) and rotate by ``angle`` degrees."""
    c.saveState()
    c.translate(x, y)
    c.rotate(angle)
    try:
        yield
    finally:
        c.restoreState()


def _sparkle(c, x, y, r, w=THIN):
    _line(c, (x - r, y), (x + r, y), w=w)
    _line(c, (x, y - r), (x, y + r), w=w)


def _dial(c, P, cx, cy, r, ticks=12):
    """Clock face with ticks and hands at ten past ten."""
    _circle(c, cx, cy, r, fill=P.paper, w=THIN)
    for i in range(ticks):
        a = 90 - i * 360 / ticks
        inner = 0.72 if i % 3 == 0 else 0.84
        _line(c, _polar(cx, cy, r * inner, a), _polar(cx, cy, r * 0.93, a),
              w=THIN if i % 3 == 0 else HAIR)
    _line(c, (cx, cy), _polar(cx, cy, r * 0.5, 150), w=LW)
    _line(c, (cx, cy), _polar(cx, cy, r * 0.72, 30), w=THIN)
    _circle(c, cx, cy, max(1.2, r * 0.09), fill=P.ink, stroke=False)


def _numeral_one(c, x, y, h, w=LW):
    _line(c, (x - h * 0.2, y + h * 0.75), (x, y + h), (x, y), w=w)
    _line(c, (x - h * 0.22, y), (x + h * 0.22, y), w=w)


# --------------------------------------------------------------------------
# registry


def _icon(slug: str):
    def register(fn):
        def draw(canvas: Canvas, x: float, y: float, size: float,
                 ink: Color = DEFAULT_INK) -> None:
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


def draw_pictogram(canvas: Canvas, slug: str, x: float, y: float, size: float,
                   ink: Color = DEFAULT_INK) -> None:
    """Draw the pictogram ``slug`` in the square (x, y, size) with ``ink``."""
    try:
        fn = PICTOGRAMS[slug]
    except KeyError:
        raise KeyError(f"unknown pictogram slug {slug!r}; known: "
                       f"{', '.join(sorted(PICTOGRAMS))}") from None
    fn(canvas, x, y, size, ink)


# --------------------------------------------------------------------------
# pictograms


@_icon("obraz")
def _obraz(c, P):
    """Portrait of a lady in a heavy bevelled frame."""
    _rect(c, 8, 6, 84, 88, r=2, fill=P.mid)
    for (ox, oy), (ix, iy) in zip([(8, 6), (92, 6), (92, 94), (8, 94)],
                                  [(19, 17), (81, 17), (81, 83), (19, 83)]):
        _line(c, (ox, oy), (ix, iy), w=THIN)
    _rect(c, 19, 17, 62, 66, fill=P.light)
    _path(c, "M 27 17 C 27 34 38 40 50 40 C 62 40 73 34 73 17 Z", fill=P.ink, w=THIN)
    _path(c, "M 42 40 L 50 28 L 58 40 Z", fill=P.paper, w=THIN)
    _ellipse(c, 50, 54, 8.5, 11, fill=P.paper, w=THIN)
    _path(c, "M 40 50 C 36 66 44 74 52 73 C 60 72 64 64 60 50 C 58 60 54 64 44 62 "
             "C 42 58 41 54 40 50 Z", fill=P.ink, w=THIN)
    _circle(c, 58, 72, 5, fill=P.ink, stroke=False)
    for cx, cy in [(13.5, 11.5), (86.5, 11.5), (86.5, 88.5), (13.5, 88.5)]:
        _circle(c, cx, cy, 2.2, fill=P.ink, stroke=False)


@_icon("perly")
def _perly(c, P):
    """String of pearls with a clasp, biggest pearls at the bottom."""
    cx, cy, rad = 50, 47, 36
    _circle(c, cx, cy, rad, w=HAIR)
    size = lambda a: 6.4 - 3.0 * (a + 90) / 160
    angles = [-90.0]
    while angles[-1] < 66:
        a = angles[-1]
        b = a + 0.5
        while 2 * rad * math.sin(math.radians(b - a) / 2) < (size(a) + size(b)) * 0.97:
            b += 0.5
        angles.append(b)
    for a, r in [(a, size(a)) for a in angles[:-1]] + [(180 - a, size(a)) for a in angles[1:-1]]:
        x, y = _polar(cx, cy, rad, a)
        _circle(c, x, y, r, fill=P.light, w=THIN)
        _circle(c, x - r * 0.35, y + r * 0.35, r * 0.3, fill=P.paper, stroke=False)
    _rect(c, 43, 79, 14, 8, r=2, fill=P.mid, w=THIN)
    _line(c, (50, 79), (50, 87), w=HAIR)


@_icon("zegar")
def _zegar(c, P):
    """Grandfather clock: arched hood, dial, pendulum window, plinth."""
    _rect(c, 27, 5, 46, 8, r=1.5, fill=P.mid)
    _rect(c, 33, 13, 34, 44, fill=P.light)
    _rect(c, 41, 18, 18, 33, r=6, fill=P.paper, w=THIN)
    _line(c, (50, 48), (50, 29), w=THIN)
    _circle(c, 50, 26, 5, fill=P.mid, w=THIN)
    _path(c, "M 27 57 L 73 57 L 73 78 C 73 93 27 93 27 78 Z", fill=P.mid)
    _circle(c, 50, 92, 2.2, fill=P.ink, stroke=False)
    _dial(c, P, 50, 73, 14)


@_icon("wachlarz")
def _wachlarz(c, P):
    """Open folding fan with alternating pleats, rivet and tassel."""
    px, py, r_in, r_out, n = 50, 30, 17, 47, 8
    a0, a1 = 28, 152
    step = (a1 - a0) / n
    for i in range(n):
        a, b = a0 + i * step, a0 + (i + 1) * step
        p = c.beginPath()
        p.moveTo(*_polar(px, py, r_in, a))
        p.lineTo(*_polar(px, py, r_out, a))
        q = _polar(px, py, r_out + 4, (a + b) / 2)
        e = _polar(px, py, r_out, b)
        p.curveTo(*q, *q, *e)
        p.lineTo(*_polar(px, py, r_in, b))
        p.close()
        _draw(c, p, fill=P.mid if i % 2 else P.light, w=THIN)
    for i in range(n + 1):
        a = a0 + i * step
        w = LW if i in (0, n) else THIN
        _line(c, (px, py), _polar(px, py, r_in if 0 < i < n else r_out, a), w=w)
    _arc(c, px, py, r_out - 9, a0, a1 - a0, w=HAIR)
    _line(c, (px, py), (50, 17), w=THIN)
    _path(c, "M 50 18 C 45 14 44 10 45 8 L 55 8 C 56 10 55 14 50 18 Z", fill=P.ink, w=THIN)
    _circle(c, px, py, 3, fill=P.ink, stroke=False)


@_icon("szabla")
def _szabla(c, P):
    """Curved sabre with knuckle-bow hilt, laid diagonally."""
    with _frame(c, 13, 11, 40):
        _path(c, "M 29 4.5 Q 80 7 112 15 Q 78 -8 29 -4.5 Z", fill=P.light)
        _path(c, "M 34 1 Q 75 2 100 9", w=HAIR)
        _path(c, "M 27 -9 C 20 -20 5 -18 2 -5", w=LW)
        _rect(c, 4, -4, 22, 8, r=3, fill=P.ink)
        for x in (10, 15, 20):
            _line(c, (x, -3), (x + 2, 3), stroke=P.mid, w=HAIR)
        _rect(c, 25, -11, 5, 22, r=2, fill=P.mid)
        _circle(c, 2.5, 0, 4, fill=P.mid)


@_icon("pistolet")
def _pistolet(c, P):
    """Flintlock pistol facing right: barrel, lock with cock, curved grip."""
    _path(c, "M 46 72 L 30 72 C 24 72 20 66 18 58 L 8 26 C 6 18 10 12 18 12 "
             "C 24 12 27 16 28 21 C 31 33 36 44 46 56 L 82 56 L 82 62 L 46 62 Z",
          fill=P.light)
    _path(c, "M 6 22 C 8 12 22 8 28 20 L 26 22 C 20 14 12 16 9 24 Z", fill=P.ink, w=THIN)
    _rect(c, 38, 62, 56, 9, r=1.5, fill=P.mid)
    _rect(c, 87, 60.5, 7, 12, r=1, fill=P.ink)
    for x in (58, 74):
        _line(c, (x, 62), (x, 71), w=THIN)
    _rect(c, 34, 57, 18, 9, r=2, fill=P.mid, w=THIN)
    _path(c, "M 38 66 C 36 74 30 76 27 82 L 32 85 C 36 80 44 78 44 70 Z", fill=P.ink, w=THIN)
    _rect(c, 46, 70, 3.5, 10, fill=P.ink, stroke=False)
    _path(c, "M 40 56 C 38 44 56 42 58 56", w=LW)
    _path(c, "M 49 56 C 48 52 48 49 51 47", w=LW)


@_icon("fotel")
def _fotel(c, P):
    """Upholstered wing armchair with buttoned back and scrolled legs."""
    _path(c, "M 22 44 L 22 76 C 22 94 78 94 78 76 L 78 44 Z", fill=P.light)
    for x, y in [(36, 72), (50, 76), (64, 72), (43, 61), (57, 61)]:
        _circle(c, x, y, 1.6, fill=P.ink, stroke=False)
    _sym(c, "M 24 22 L 24 52 C 24 62 8 62 8 52 L 8 22 Z", fill=P.mid)
    _sym(c, "M 16 56 C 20 56 20 50 16 50", w=THIN)
    _rect(c, 24, 30, 52, 13, r=5, fill=P.light)
    _rect(c, 10, 18, 80, 12, r=2, fill=P.mid)
    _sym(c, "M 14 18 C 14 12 10 10 10 6 L 16 6 C 18 10 21 12 22 18 Z", fill=P.ink, w=THIN)


@_icon("stolik")
def _stolik(c, P):
    """Small side table: moulded top, drawer and cabriole legs."""
    _sym(c, "M 17 52 L 26 52 C 26 40 18 32 19 20 C 20 14 17 9 12 7 L 8 7 "
            "C 12 12 13 16 12 22 C 11 34 16 42 17 52 Z", fill=P.ink, w=THIN)
    _rect(c, 22, 20, 56, 4, fill=P.mid, w=THIN)
    _rect(c, 15, 52, 70, 14, fill=P.light)
    _rect(c, 33, 55, 34, 8, r=1, w=THIN)
    _circle(c, 50, 59, 1.8, fill=P.ink, stroke=False)
    _rect(c, 8, 66, 84, 8, r=3, fill=P.mid)
    _line(c, (12, 70), (88, 70), w=HAIR)


@_icon("puchar")
def _puchar(c, P):
    """Silver goblet with two handles, knop stem and a shine."""
    _sym(c, "M 27 84 C 10 84 8 62 30 60", w=3.2)
    _path(c, "M 24 92 L 76 92 C 76 66 64 52 50 52 C 36 52 24 66 24 92 Z", fill=P.light)
    _path(c, "M 33 84 C 33 72 36 64 42 59", stroke=P.paper, w=3)
    _line(c, (28, 78), (72, 78), w=HAIR)
    _path(c, "M 46 52 L 54 52 L 52.5 24 L 47.5 24 Z", fill=P.mid)
    _ellipse(c, 50, 42, 7, 4, fill=P.mid, w=THIN)
    _path(c, "M 29 9 L 71 9 C 71 17 58 21 53 24 L 47 24 C 42 21 29 17 29 9 Z", fill=P.mid)
    _rect(c, 27, 5, 46, 4.5, r=1.5, fill=P.ink, w=THIN)


@_icon("grafika")
def _grafika(c, P):
    """Etching on a pinned sheet: hatched landscape, plate mark, signature."""
    _path(c, "M 14 6 L 74 6 L 86 18 L 86 92 L 14 92 Z", fill=P.paper)
    _path(c, "M 74 6 L 74 18 L 86 18 Z", fill=P.light, w=THIN)
    _rect(c, 21, 30, 58, 54, w=THIN)
    c.saveState()
    clip = c.beginPath()
    clip.rect(21, 30, 58, 54)
    c.clipPath(clip, stroke=0, fill=0)
    for y in range(34, 84, 4):
        _line(c, (21, y), (79, y), stroke=P.mid, w=HAIR)
    _circle(c, 62, 70, 7, fill=P.paper, w=THIN)
    _path(c, "M 21 30 L 21 52 C 30 64 36 66 44 56 C 50 48 56 58 64 54 "
             "C 70 50 74 48 79 50 L 79 30 Z", fill=P.ink, w=THIN)
    for x in range(24, 80, 5):
        _line(c, (x, 31), (x + 6, 42), stroke=P.mid, w=HAIR)
    c.restoreState()
    _path(c, "M 52 19 C 55 24 57 15 60 19 C 63 23 65 16 70 18", w=THIN)
    _line(c, (26, 19), (40, 19), w=THIN)
    _circle(c, 50, 88, 2.6, fill=P.ink, stroke=False)


@_icon("pierscien")
def _pierscien(c, P):
    """Gold ring with a faceted gem and sparkles."""
    p = c.beginPath()
    p.ellipse(18, 6, 64, 56)
    p.ellipse(26, 13, 48, 42)
    _draw(c, p, fill=P.mid, eo=True)
    _path(c, "M 41 60 L 59 60 L 55 66 L 45 66 Z", fill=P.ink, w=THIN)
    _path(c, "M 32 76 L 68 76 L 50 58 Z", fill=P.mid)
    _path(c, "M 32 76 L 40 86 L 60 86 L 68 76 Z", fill=P.light)
    _line(c, (40, 86), (44, 76), (50, 86), (56, 76), (60, 86), w=HAIR)
    _line(c, (44, 76), (50, 58), (56, 76), w=HAIR)
    _sparkle(c, 78, 88, 5)
    _sparkle(c, 22, 82, 3.5)


@_icon("gitara")
def _gitara(c, P):
    """Acoustic guitar: figure-eight body, rosette, long neck, headstock."""
    with _frame(c, 50, 50, -18):
        _rect(c, -4, 12, 8, 25, fill=P.ink, w=THIN)
        _rect(c, -6, 35, 12, 10, r=2, fill=P.mid, w=THIN)
        for y in (38, 42):
            _circle(c, -8, y, 1.6, fill=P.ink, stroke=False)
            _circle(c, 8, y, 1.6, fill=P.ink, stroke=False)
        _path(c, "M 0 -44 C -16 -44 -22 -34 -22 -23 C -22 -13 -14 -9 -13 -4 "
                 "C -12 0 -16 3 -16 9 C -16 16 -9 20 0 20 C 9 20 16 16 16 9 "
                 "C 16 3 12 0 13 -4 C 14 -9 22 -13 22 -23 C 22 -34 16 -44 0 -44 Z",
              fill=P.light)
        _circle(c, 0, 0, 6.5, fill=P.ink, stroke=False)
        _circle(c, 0, 0, 9, w=HAIR)
        _rect(c, -8, -31, 16, 4, r=1, fill=P.ink, stroke=False)
        for x in (-2.4, -0.8, 0.8, 2.4):
            _line(c, (x, -29), (x, 41), stroke=P.mid, w=0.4)


@_icon("lutnia")
def _lutnia(c, P):
    """Lute: pear-shaped body, carved rosette, short neck, bent-back pegbox."""
    with _frame(c, 44, 46, -38):
        with _frame(c, 0, 36, 78):
            _path(c, "M -4.5 0 L 4.5 0 L 3 17 L -3 17 Z", fill=P.mid, w=THIN)
            for y in (5, 10, 15):
                _line(c, (-8, y), (8, y), w=THIN)
        _rect(c, -4, 12, 8, 26, fill=P.ink, w=THIN)
        _path(c, "M 0 -44 C -18 -44 -26 -32 -26 -20 C -26 -6 -14 4 -4 14 L 4 14 "
                 "C 14 4 26 -6 26 -20 C 26 -32 18 -44 0 -44 Z", fill=P.light)
        _circle(c, 0, -6, 8, fill=P.paper, w=THIN)
        for k in range(6):
            a = k * 30
            _line(c, _polar(0, -6, 8, a), _polar(0, -6, 8, a + 180), w=HAIR)
        _circle(c, 0, -6, 3, fill=P.ink, stroke=False)
        _rect(c, -9, -34, 18, 3.5, r=1, fill=P.ink, stroke=False)
        for x in (-2.4, -0.8, 0.8, 2.4):
            _line(c, (x, -32), (x * 0.6, 37), stroke=P.mid, w=0.4)


@_icon("pioro")
def _pioro(c, P):
    """Goose quill standing in a squat inkwell."""
    with _frame(c, 36, 30, 52):
        _path(c, "M 18 0 C 32 15 66 16 80 1 C 66 -7 40 -9 18 0 Z", fill=P.light)
        for x in (34, 48, 62):
            _line(c, (x, 0), (x + 7, 8.5), stroke=P.paper, w=THIN)
            _line(c, (x, 0), (x + 6, -5), w=HAIR)
        _line(c, (0, 0), (82, 1.5), w=THIN)
    _path(c, "M 18 6 L 58 6 C 62 16 58 30 48 32 L 28 32 C 18 30 14 16 18 6 Z", fill=P.ink)
    _path(c, "M 23 12 C 21 18 23 24 27 27", stroke=P.mid, w=THIN)
    _rect(c, 27, 31, 22, 5, r=1.5, fill=P.mid, w=THIN)


@_icon("filizanka")
def _filizanka(c, P):
    """Porcelain cup on a saucer, with a flower and steam."""
    _ellipse(c, 48, 19, 42, 9, fill=P.light)
    _ellipse(c, 48, 21, 20, 4, w=HAIR)
    _path(c, "M 71 56 C 90 58 90 34 66 34", w=4)
    _path(c, "M 20 64 L 76 64 C 76 42 64 24 48 23 C 32 24 20 42 20 64 Z", fill=P.paper)
    _ellipse(c, 48, 64, 28, 5.5, fill=P.mid)
    for k in range(5):
        x, y = _polar(46, 44, 4.2, 90 + k * 72)
        _circle(c, x, y, 3, fill=P.mid, w=HAIR)
    _circle(c, 46, 44, 2, fill=P.ink, stroke=False)
    _line(c, (26, 54), (70, 54), stroke=P.mid, w=THIN)
    for x in (38, 50, 62):
        _path(c, f"M {x} 73 C {x - 5} 78 {x + 5} 82 {x} 88", w=THIN)


@_icon("talerzyk")
def _talerzyk(c, P):
    """Dessert plate from above: scalloped rim, dotted border, rose centre."""
    n, r, cx = 20, 41.5, 50
    p = c.beginPath()
    p.moveTo(*_polar(cx, cx, r, 0))
    for i in range(n):
        a, b = i * 360 / n, (i + 1) * 360 / n
        q = _polar(cx, cx, r + 4, (a + b) / 2)
        p.curveTo(*q, *q, *_polar(cx, cx, r, b))
    p.close()
    _draw(c, p, fill=P.light)
    _circle(c, cx, cx, 28, fill=P.paper, w=THIN)
    for i in range(16):
        _circle(c, *_polar(cx, cx, 36, i * 22.5), 1.8, fill=P.mid, stroke=False)
    for k in range(6):
        x, y = _polar(cx, cx, 8, k * 60 + 30)
        _circle(c, x, y, 5.5, fill=P.mid, w=THIN)
    _circle(c, cx, cx, 4.5, fill=P.ink, stroke=False)


@_icon("figurka")
def _figurka(c, P):
    """Porcelain lady in a crinoline with a parasol, on a plinth."""
    _rect(c, 18, 5, 64, 9, r=3, fill=P.ink)
    _path(c, "M 50 60 C 38 60 34 40 22 16 L 78 16 C 66 40 62 60 50 60 Z", fill=P.light)
    for y, h in [(30, 3), (44, 2)]:
        half = 18 - (y - 16) * 0.3
        _path(c, f"M {50 - half} {y} Q 50 {y - h * 3} {50 + half} {y}", stroke=P.mid, w=THIN)
    _line(c, (64, 62), (74, 86), w=THIN)
    _path(c, "M 58 84 C 64 96 84 96 90 84 C 86 86 82 86 79 84 C 76 87 70 87 68 84 "
             "C 65 86 61 86 58 84 Z", fill=P.mid)
    _path(c, "M 44 60 L 56 60 L 58 73 L 42 73 Z", fill=P.mid)
    _line(c, (43, 71), (36, 60), (44, 58), w=THIN)
    _line(c, (57, 71), (64, 62), w=THIN)
    _circle(c, 50, 80, 6.5, fill=P.paper, w=THIN)
    _path(c, "M 43.5 81 C 43 89 57 89 56.5 81 C 54 85 46 85 43.5 81 Z", fill=P.ink, w=THIN)
    _circle(c, 50, 89.5, 3, fill=P.ink, stroke=False)


@_icon("plyta")
def _plyta(c, P):
    """Gramophone record: black disc, grooves, label, spindle hole."""
    _circle(c, 50, 50, 45, fill=P.ink, stroke=False)
    for r in (40, 35, 30, 25, 20):
        _circle(c, 50, 50, r, stroke=P.mid, w=HAIR)
    _arc(c, 50, 50, 33, 25, 40, stroke=P.light, w=THIN)
    _arc(c, 50, 50, 38, 205, 40, stroke=P.light, w=THIN)
    _circle(c, 50, 50, 14, fill=P.light, stroke=False)
    _line(c, (42, 56), (58, 56), w=THIN)
    _line(c, (44, 44), (56, 44), w=THIN)
    _circle(c, 50, 50, 2.2, fill=P.paper, stroke=False)


@_icon("uprzaz")
def _uprzaz(c, P):
    """Horse head in profile wearing a bridle with bit and reins."""
    _path(c, "M 68 94 L 62 80 C 50 76 38 66 30 56 C 22 46 14 38 11 31 "
             "C 8 24 12 17 20 17 C 27 17 32 20 38 22 C 46 16 60 18 62 30 "
             "L 68 6 L 94 6 C 92 30 88 56 80 74 L 76 84 L 74 94 L 71 86 Z", fill=P.light)
    _path(c, "M 74 86 C 84 70 90 48 91 24 L 94 24 C 94 50 88 72 78 88 Z", fill=P.mid, w=THIN)
    _circle(c, 52, 69, 2.2, fill=P.ink, stroke=False)
    _circle(c, 16, 27, 1.3, fill=P.ink, stroke=False)
    _line(c, (70, 82), (29, 25), w=3)
    _line(c, (60, 74), (66, 82), w=3)
    _line(c, (22, 44), (36, 30), w=3)
    _line(c, (68, 78), (62, 52), w=3)
    _circle(c, 27, 24, 4, fill=P.paper, w=2.2)
    _path(c, "M 30 22 C 46 14 60 20 70 30", w=2.2)


@_icon("kalendarz")
def _kalendarz(c, P):
    """Wall calendar: bound header, grid of days with one marked."""
    _rect(c, 16, 5, 72, 79, r=2, fill=P.light, w=THIN)
    _rect(c, 12, 8, 72, 79, r=2, fill=P.paper)
    _rect(c, 12, 68, 72, 19, r=2, fill=P.ink)
    for x in (28, 68):
        _rect(c, x - 3, 80, 6, 14, r=3, fill=P.mid, w=THIN)
    for row in range(4):
        for col in range(5):
            x, y = 17 + col * 13, 50 - row * 13
            mark = (row, col) == (1, 3)
            _rect(c, x, y, 10, 10, r=1, fill=P.ink if mark else P.light,
                  stroke=False)


@_icon("lampa")
def _lampa(c, P):
    """Kerosene lamp: foot, round font, burner and glass chimney with flame."""
    _path(c, "M 30 5 L 70 5 C 68 11 58 13 56 20 L 44 20 C 42 13 32 11 30 5 Z", fill=P.mid)
    _ellipse(c, 50, 32, 22, 13, fill=P.light)
    _path(c, "M 34 34 C 35 39 40 42 46 42", stroke=P.paper, w=THIN)
    _path(c, "M 42 48 C 30 54 30 72 42 76 L 44 93 L 56 93 L 58 76 C 70 72 70 54 58 48 Z",
          fill=P.paper)
    _path(c, "M 50 52 C 44 52 44 60 50 70 C 56 60 56 52 50 52 Z", fill=P.ink, w=THIN)
    _rect(c, 39, 43, 22, 6, r=1, fill=P.ink)
    _line(c, (61, 46), (66, 46), w=THIN)
    _circle(c, 67.5, 46, 2.5, fill=P.ink, stroke=False)


@_icon("samowar")
def _samowar(c, P):
    """Samovar: urn on a footed base, side tap, handles, teapot on top."""
    _path(c, "M 30 5 L 70 5 L 64 16 L 36 16 Z", fill=P.ink)
    _sym(c, "M 28 54 C 16 56 14 44 24 42", w=3)
    _path(c, "M 34 16 L 66 16 C 80 28 80 50 70 62 L 30 62 C 20 50 20 28 34 16 Z", fill=P.light)
    _line(c, (25, 48), (75, 48), stroke=P.mid, w=THIN)
    _line(c, (24, 28), (76, 28), stroke=P.mid, w=THIN)
    _path(c, "M 26 36 L 12 35 L 10 28 L 15 28 L 16 31 L 26 31 Z", fill=P.ink, w=THIN)
    _rect(c, 14, 36, 3, 5, fill=P.ink, stroke=False)
    _rect(c, 38, 62, 24, 6, r=1, fill=P.mid)
    _path(c, "M 60 76 L 72 86 L 70 80 L 62 73 Z", fill=P.mid, w=THIN)
    _path(c, "M 40 74 C 32 76 32 84 40 82", w=THIN)
    _ellipse(c, 50, 77, 12, 8, fill=P.paper)
    _circle(c, 50, 87, 2.5, fill=P.ink, stroke=False)


@_icon("moneta")
def _moneta(c, P):
    """Two coins with rims, beaded borders and a numeral."""
    for cx, cy, r, fill in [(64, 60, 28, P.mid), (40, 42, 30, P.light)]:
        _circle(c, cx, cy - 3.5, r, fill=P.ink)
        _circle(c, cx, cy, r, fill=fill)
        _circle(c, cx, cy, r - 5, w=THIN)
        for i in range(24):
            _circle(c, *_polar(cx, cy, r - 2.5, i * 15), 0.7, fill=P.ink, stroke=False)
    _numeral_one(c, 41, 31, 22, w=4)
    _path(c, "M 24 38 C 24 26 32 22 36 22", w=THIN)
    _path(c, "M 58 38 C 58 26 50 22 46 22", w=THIN)


@_icon("waza")
def _waza(c, P):
    """Baluster vase with side handles and a patterned band."""
    _sym(c, "M 40 80 C 28 82 24 70 32 64", w=3)
    body = ("M 36 7 L 64 7 L 60 13 C 80 26 82 50 66 64 C 60 70 58 76 60 86 L 66 92 "
            "L 34 92 L 40 86 C 42 76 40 70 34 64 C 18 50 20 26 40 13 Z")
    _path(c, body, fill=P.light)
    c.saveState()
    c.clipPath(_parse(c, body), stroke=0, fill=0)
    _rect(c, 10, 32, 80, 14, fill=P.mid, w=THIN)
    _line(c, *[(14 + 6 * k, 35 if k % 2 else 43) for k in range(13)], w=THIN)
    c.restoreState()
    _line(c, (41, 84), (59, 84), w=THIN)
    _line(c, (38, 16), (62, 16), w=THIN)


@_icon("zegarek")
def _zegarek(c, P):
    """Wristwatch: round case, crown, leather straps with buckle and holes."""
    _rect(c, 38, 6, 24, 32, r=3, fill=P.mid)
    for y in (12, 18, 24):
        _circle(c, 50, y, 1.6, fill=P.paper, stroke=False)
    _rect(c, 38, 62, 24, 24, r=3, fill=P.mid)
    _rect(c, 35, 83, 30, 10, r=3, w=LW)
    _line(c, (50, 83), (50, 93), w=THIN)
    _rect(c, 71, 46, 6, 8, r=1.5, fill=P.ink, stroke=False)
    _circle(c, 50, 50, 24, fill=P.ink)
    _dial(c, P, 50, 50, 19)


@_icon("dewizka")
def _dewizka(c, P):
    """Pocket watch with a link chain (dewizka) ending in a T-bar."""
    p0, p1, p2, p3 = (36, 80), (50, 100), (84, 96), (82, 52)
    for k in range(15):
        t = (k + 0.5) / 15
        x, y = _bez(p0, p1, p2, p3, t)
        dx, dy = (b - a for a, b in zip(_bez(p0, p1, p2, p3, t - 0.02),
                                         _bez(p0, p1, p2, p3, t + 0.02)))
        with _frame(c, x, y, math.degrees(math.atan2(dy, dx))):
            if k % 2:
                _line(c, (-2.6, 0), (2.6, 0), w=LW)
            else:
                _ellipse(c, 0, 0, 3.2, 2, w=THIN)
    _rect(c, 73, 47, 18, 5, r=2, fill=P.ink)
    _circle(c, 82, 55, 2.5, w=THIN)
    _circle(c, 36, 77, 5, w=LW)
    _rect(c, 31, 65, 10, 6, r=1.5, fill=P.ink, stroke=False)
    _rect(c, 33.5, 60, 5, 6, fill=P.mid, w=THIN)
    _circle(c, 36, 34, 27, fill=P.ink)
    _dial(c, P, 36, 34, 22)


@_icon("siodlo")
def _siodlo(c, P):
    """Western saddle in profile: cantle, deep seat, horn, fender, stirrup."""
    _path(c, "M 12 58 C 10 46 14 38 24 38 L 80 38 C 88 38 92 46 90 56 L 88 58 Z", fill=P.mid)
    _path(c, "M 12 78 C 18 66 28 60 44 60 C 58 60 66 64 70 70 L 76 72 C 82 66 88 62 90 56 "
             "L 16 56 C 10 62 6 72 8 78 C 9 81 11 81 12 78 Z", fill=P.light)
    _path(c, "M 20 58 C 28 56 60 56 84 58", w=HAIR)
    _line(c, (70, 70), (72, 80), w=4)
    _ellipse(c, 73, 82, 8, 3.5, fill=P.ink, w=THIN)
    _line(c, (49, 30), (49, 19), w=4)
    _path(c, "M 39 6 L 59 6 L 57 15 C 55 21 43 21 41 15 Z", w=3)
    _rect(c, 38, 4.5, 22, 4, r=1.5, fill=P.ink, stroke=False)
    _path(c, "M 36 52 L 62 52 L 62 34 C 62 28 58 26 52 26 L 46 26 "
             "C 40 26 36 28 36 34 Z", fill=P.light)
    _line(c, (40, 46), (58, 46), w=HAIR)


@_icon("peruka")
def _peruka(c, P):
    """Powdered wig with rolled side curls and black queue bow, on a stand."""
    _rect(c, 30, 5, 40, 6, r=2, fill=P.ink)
    _rect(c, 45, 11, 10, 23, fill=P.mid)
    _ellipse(c, 50, 54, 14, 18, fill=P.paper, w=THIN)
    _path(c, "M 50 32 L 38 37 L 38 27 Z M 50 32 L 62 37 L 62 27 Z", fill=P.ink, w=THIN)
    _circle(c, 50, 32, 2.8, fill=P.ink, stroke=False)
    _path(c, "M 32 58 C 28 78 38 92 50 92 C 62 92 72 78 68 58 "
             "C 62 68 56 68 50 68 C 44 68 38 68 32 58 Z", fill=P.light)
    _path(c, "M 40 86 C 44 80 56 80 60 86", w=HAIR)
    _path(c, "M 36 78 C 42 72 58 72 64 78", w=HAIR)
    for y in (64, 52, 40):
        for cx in (24, 76):
            _ellipse(c, cx, y, 10, 5.8, fill=P.light, w=THIN)
            _arc(c, cx, y, 2.5, 0, 300, w=HAIR)


@_icon("szpilka")
def _szpilka(c, P):
    """Hat pin: long needle with a jewelled flower head."""
    _line(c, (8, 8), (62, 62), w=2.2)
    _circle(c, 60, 60, 3.5, fill=P.ink, stroke=False)
    for k in range(6):
        x, y = _polar(72, 72, 10, k * 60 + 15)
        _circle(c, x, y, 7, fill=P.light, w=THIN)
    _circle(c, 72, 72, 7.5, fill=P.mid, w=THIN)
    _circle(c, 70, 74, 2.4, fill=P.paper, stroke=False)
    _sparkle(c, 90, 44, 4)
    _sparkle(c, 44, 90, 3)


@_icon("podkowa")
def _podkowa(c, P):
    """Horseshoe, open end up, with calkins and nail holes."""
    _path(c, "M 14 86 C 8 58 14 10 50 9 C 86 10 92 58 86 86 L 71 86 "
             "C 75 58 70 26 50 25 C 30 26 25 58 29 86 Z", fill=P.ink)
    _sym(c, "M 11 84 L 31 84 L 31 92 L 11 92 Z", fill=P.ink, w=THIN)
    mid = ((21.5, 86), (16.5, 58), (20, 17.5), (50, 17))
    for t in (0.18, 0.36, 0.56, 0.78):
        x, y = _bez(*mid, t)
        for hx in (x, 100 - x):
            _rect(c, hx - 1.3, y - 1.8, 2.6, 3.6, r=1, fill=P.paper, stroke=False)


@_icon("nalepka")
def _nalepka(c, P):
    """Travel sticker with a star and lettering, one corner peeling off."""
    _path(c, "M 8 24 Q 8 16 16 16 L 64 16 L 92 44 L 92 74 Q 92 82 84 82 "
             "L 16 82 Q 8 82 8 74 Z", fill=P.light)
    _path(c, "M 14 28 Q 14 22 20 22 L 60 22 L 86 48 L 86 70 Q 86 76 80 76 "
             "L 20 76 Q 14 76 14 70 Z", w=HAIR)
    star = [_polar(31, 49, 13 if k % 2 == 0 else 5.5, 90 + k * 36) for k in range(10)]
    _line(c, *star, closed=True, fill=P.ink, w=THIN)
    for y, x1 in ((60, 78), (50, 74), (40, 62)):
        _line(c, (50, y), (x1, y), stroke=P.mid, w=4)
    _path(c, "M 64 16 L 92 44 C 84 40 74 40 70 38 C 68 30 66 24 64 16 Z", fill=P.paper)


@_icon("ksiazka")
def _ksiazka(c, P):
    """Antique leather-bound book with spine bands, corners and ribbon."""
    _rect(c, 20, 8, 66, 82, r=1, fill=P.paper, w=THIN)
    for x in (82, 84):
        _line(c, (x, 12), (x, 86), w=HAIR)
    _path(c, "M 58 14 L 66 14 L 66 5 L 62 8 L 58 5 Z", fill=P.ink, w=THIN)
    _rect(c, 12, 12, 68, 82, r=3, fill=P.mid)
    _rect(c, 12, 12, 12, 82, r=3, fill=P.ink)
    for y in (28, 52, 76):
        _line(c, (14, y), (22, y), stroke=P.light, w=THIN)
    _rect(c, 31, 22, 42, 62, w=THIN)
    _line(c, (52, 43), (62, 53), (52, 63), (42, 53), closed=True, fill=P.light, w=THIN)
    _line(c, (68, 94), (80, 94), (80, 82), closed=True, fill=P.light, w=THIN)
    _line(c, (68, 12), (80, 12), (80, 24), closed=True, fill=P.light, w=THIN)


@_icon("znaczek")
def _znaczek(c, P):
    """Postage stamp: perforated edge, framed ship picture and value."""
    x0, y0, x1, y1, hole = 12, 7, 88, 93, 2.2
    p = c.beginPath()
    p.moveTo(x0, y0)
    corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
    for k in range(4):
        (ax, ay), (bx, by) = corners[k], corners[(k + 1) % 4]
        n = round(math.hypot(bx - ax, by - ay) / 7.6)
        for i in range(n):
            t = (i + 0.5) / n
            nx, ny = ax + (bx - ax) * t, ay + (by - ay) * t
            p.arcTo(nx - hole, ny - hole, nx + hole, ny + hole, 90 * k + 180, -180)
        p.lineTo(bx, by)
    p.close()
    _draw(c, p, fill=P.paper)
    _rect(c, 20, 15, 60, 70, fill=P.light, w=THIN)
    _path(c, "M 26 36 L 74 36 L 66 26 L 32 26 Z", fill=P.ink, w=THIN)
    _line(c, (50, 36), (50, 72), w=THIN)
    _path(c, "M 48 40 L 48 70 L 30 40 Z", fill=P.paper, w=THIN)
    _path(c, "M 52 42 L 52 66 L 68 42 Z", fill=P.paper, w=THIN)
    _path(c, "M 20 22 C 28 18 32 24 40 20 C 48 16 52 24 60 20 C 68 16 72 24 80 20",
          stroke=P.mid, w=THIN)
    _numeral_one(c, 27, 72, 9, w=THIN)
    _ellipse(c, 34, 76.5, 3, 4.5, w=THIN)


@_icon("butelka")
def _butelka(c, P):
    """Wine bottle with cork, neck ring and paper label."""
    _rect(c, 45, 84, 10, 10, r=1.5, fill=P.mid)
    _path(c, "M 34 5 L 66 5 Q 70 5 70 9 L 70 54 C 70 66 58 68 56 74 L 56 86 "
             "L 44 86 L 44 74 C 42 68 30 66 30 54 L 30 9 Q 30 5 34 5 Z", fill=P.ink)
    _rect(c, 42.5, 78, 15, 4, r=1, fill=P.ink, stroke=P.mid, w=HAIR)
    _rect(c, 34, 18, 32, 26, r=2, fill=P.paper, stroke=False)
    _rect(c, 37, 21, 26, 20, r=1, stroke=P.mid, w=HAIR)
    _line(c, (42, 34), (58, 34), w=THIN)
    _line(c, (44, 28), (56, 28), stroke=P.mid, w=THIN)
    _line(c, (35, 50), (35, 60), stroke=P.mid, w=THIN)


@_icon("zapalniczka")
def _zapalniczka(c, P):
    """Petrol lighter with its lid flipped open, chimney, wheel and flame."""
    _rect(c, 70, 44, 14, 30, r=4, fill=P.mid)
    _circle(c, 69, 56, 2, fill=P.ink, stroke=False)
    _rect(c, 28, 6, 40, 50, r=5, fill=P.mid)
    _line(c, (28, 44), (68, 44), w=THIN)
    _path(c, "M 33 14 L 33 38", stroke=P.light, w=THIN)
    _rect(c, 30, 56, 26, 20, r=1, fill=P.light)
    for cx in (37, 43, 49):
        for cy in (62, 70):
            _circle(c, cx, cy, 1.8, fill=P.ink, stroke=False)
    _circle(c, 61, 63, 4.5, fill=P.ink)
    _path(c, "M 43 77 C 34 80 36 88 44 94 C 52 88 52 80 43 77 Z", fill=P.ink, w=THIN)
    _path(c, "M 43 80 C 40 82 40 86 44 89 C 47 86 46 82 43 80 Z", fill=P.paper, stroke=False)


@_icon("pocztowka")
def _pocztowka(c, P):
    """Picture postcard: view on the left, address lines, stamp and postmark."""
    with _frame(c, 50, 50, 6):
        _rect(c, -42, -28, 84, 56, r=2, fill=P.paper)
        _rect(c, -39, -24, 38, 48, fill=P.light, w=THIN)
        _circle(c, -12, 12, 5, fill=P.paper, w=THIN)
        _path(c, "M -39 -24 L -39 -2 L -28 10 L -20 0 L -13 6 L -1 -8 L -1 -24 Z",
              fill=P.mid, w=THIN)
        _path(c, "M -39 -24 L -39 -16 C -30 -12 -14 -20 -1 -14 L -1 -24 Z", fill=P.ink, w=THIN)
        _line(c, (4, -22), (4, 22), w=HAIR)
        for y in (-2, -10, -18):
            _line(c, (9, y), (38, y), stroke=P.mid, w=THIN)
        _rect(c, 27, 8, 12, 15, fill=P.mid, w=THIN)
        _circle(c, 24, 12, 7, w=HAIR)


# --------------------------------------------------------------------------
# ink blots


def _smooth_closed(c, pts):
    """Closed Catmull-Rom spline through ``pts`` as a bezier path."""
    p = c.beginPath()
    n = len(pts)
    p.moveTo(*pts[0])
    for i in range(n):
        p0, p1, p2, p3 = pts[i - 1], pts[i], pts[(i + 1) % n], pts[(i + 2) % n]
        p.curveTo(p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6,
                  p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6, *p2)
    p.close()
    return p


def _splash_arm(c, rng, cx, cy, base):
    """Tapered streak thrown out of the blot, ending in a round drop."""
    a = rng.uniform(0, 2 * math.pi)
    ux, uy = math.cos(a), math.sin(a)
    r_end = rng.uniform(2.2, 3.6)
    length = base * rng.uniform(1.3, 1.6)
    tx = min(max(cx + length * ux, 6 + r_end), 94 - r_end)
    ty = min(max(cy + length * uy, 6 + r_end), 94 - r_end)
    bx, by = cx + base * 0.6 * ux, cy + base * 0.6 * uy
    mx, my = (bx + tx) / 2, (by + ty) / 2
    w0, w1 = rng.uniform(4, 6.5), rng.uniform(0.7, 1.3)
    p = c.beginPath()
    p.moveTo(bx - uy * w0, by + ux * w0)
    p.curveTo(mx - uy * w1, my + ux * w1, mx - uy * w1, my + ux * w1, tx - uy * w1, ty + ux * w1)
    p.lineTo(tx + uy * w1, ty - ux * w1)
    p.curveTo(mx + uy * w1, my - ux * w1, mx + uy * w1, my - ux * w1, bx + uy * w0, by - ux * w0)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.circle(tx, ty, r_end, stroke=0, fill=1)


def draw_blot(canvas: Canvas, x: float, y: float, size: float, seed: int,
              ink: Color = DEFAULT_INK) -> None:
    """Irregular ink blot with splash droplets; the same seed gives the same blot."""
    rng = random.Random(seed)
    canvas.saveState()
    canvas.translate(x, y)
    canvas.scale(size / 100.0, size / 100.0)
    canvas.setFillColor(ink)
    cx, cy = 50 + rng.uniform(-4, 4), 50 + rng.uniform(-4, 4)
    base = rng.uniform(24, 28)
    n = rng.randint(10, 15)
    pts = []
    for i in range(n):
        a = (i + rng.uniform(-0.3, 0.3)) * 2 * math.pi / n
        r = base * (rng.uniform(1.15, 1.38) if rng.random() < 0.3 else rng.uniform(0.7, 1.05))
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    canvas.drawPath(_smooth_closed(canvas, pts), stroke=0, fill=1)
    for _ in range(rng.randint(1, 3)):
        _splash_arm(canvas, rng, cx, cy, base)
    for _ in range(rng.randint(3, 7)):
        a = rng.uniform(0, 2 * math.pi)
        d = base * rng.uniform(1.3, 1.7)
        r = rng.uniform(1.2, 4.2)
        for _ in range(rng.choice((1, 1, 2))):
            dx = min(max(cx + d * math.cos(a), 6 + r), 94 - r)
            dy = min(max(cy + d * math.sin(a), 6 + r), 94 - r)
            canvas.circle(dx, dy, r, stroke=0, fill=1)
            d, r = d + r + 3, r * 0.55
    canvas.restoreState()
