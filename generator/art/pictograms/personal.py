"""Pictograms of things worn, carried or ridden: jewellery, fan, wig, watches, coins, arms and
riding gear."""

from __future__ import annotations

import math

from .base import (
    HAIR, LW, THIN, _arc, _bez, _circle, _dial, _draw, _ellipse, _frame, _icon, _line, _numeral_one,
    _path, _polar, _rect, _sparkle, _sym,
)


# --------------------------------------------------------------------------
# pictograms


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
