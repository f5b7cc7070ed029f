"""Pictograms of things worn, carried or ridden: jewellery, fan, wig, watches, coins, arms and
riding gear."""

from __future__ import annotations

import math

from generator.draw.art.pictograms.base import (
    HAIR,
    LW,
    THIN,
    arc,
    bez,
    crown,
    dial_face,
    draw_shape,
    ellipse,
    fill_circle,
    icon_for,
    moved_origin,
    polar,
    rect,
    sparkle,
    stroke_line,
    svg_path,
    sym,
)

# --------------------------------------------------------------------------
# pictograms


@icon_for("perly")
def _perly(c, P):
    """String of pearls with a clasp, biggest pearls at the bottom."""
    cx, cy, rad = 50, 47, 36
    fill_circle(c, cx, cy, rad, w=HAIR)

    def size(a: float) -> float:
        return 6.4 - 3.0 * (a + 90) / 160

    angles = [-90.0]
    while angles[-1] < 66:
        a = angles[-1]
        b = a + 0.5
        while 2 * rad * math.sin(math.radians(b - a) / 2) < (size(a) + size(b)) * 0.97:
            b += 0.5
        angles.append(b)
    for a, r in [(a, size(a)) for a in angles[:-1]] + [(180 - a, size(a)) for a in angles[1:-1]]:
        x, y = polar(cx, cy, rad, a)
        fill_circle(c, x, y, r, fill=P.light, w=THIN)
        fill_circle(c, x - r * 0.35, y + r * 0.35, r * 0.3, fill=P.paper, stroke=False)
    rect(c, 43, 79, 14, 8, r=2, fill=P.mid, w=THIN)
    stroke_line(c, (50, 79), (50, 87), w=HAIR)


@icon_for("wachlarz")
def _wachlarz(c, P):
    """Open folding fan with alternating pleats, rivet and tassel."""
    px, py, r_in, r_out, n = 50, 30, 17, 47, 8
    a0, a1 = 28, 152
    step = (a1 - a0) / n
    for i in range(n):
        a, b = a0 + i * step, a0 + (i + 1) * step
        p = c.beginPath()
        p.moveTo(*polar(px, py, r_in, a))
        p.lineTo(*polar(px, py, r_out, a))
        q = polar(px, py, r_out + 4, (a + b) / 2)
        e = polar(px, py, r_out, b)
        p.curveTo(*q, *q, *e)
        p.lineTo(*polar(px, py, r_in, b))
        p.close()
        draw_shape(c, p, fill=P.mid if i % 2 else P.light, w=THIN)
    for i in range(n + 1):
        a = a0 + i * step
        w = LW if i in (0, n) else THIN
        stroke_line(c, (px, py), polar(px, py, r_in if 0 < i < n else r_out, a), w=w)
    arc(c, px, py, r_out - 9, a0, a1 - a0, w=HAIR)
    stroke_line(c, (px, py), (50, 17), w=THIN)
    svg_path(c, "M 50 18 C 45 14 44 10 45 8 L 55 8 C 56 10 55 14 50 18 Z", fill=P.ink, w=THIN)
    fill_circle(c, px, py, 3, fill=P.ink, stroke=False)


@icon_for("szabla")
def _szabla(c, P):
    """Curved sabre with knuckle-bow hilt, laid diagonally."""
    with moved_origin(c, 13, 11, 40):
        svg_path(c, "M 29 4.5 Q 80 7 112 15 Q 78 -8 29 -4.5 Z", fill=P.light)
        svg_path(c, "M 34 1 Q 75 2 100 9", w=HAIR)
        svg_path(c, "M 27 -9 C 20 -20 5 -18 2 -5", w=LW)
        rect(c, 4, -4, 22, 8, r=3, fill=P.ink)
        for x in (10, 15, 20):
            stroke_line(c, (x, -3), (x + 2, 3), stroke=P.mid, w=HAIR)
        rect(c, 25, -11, 5, 22, r=2, fill=P.mid)
        fill_circle(c, 2.5, 0, 4, fill=P.mid)


@icon_for("pistolet")
def _pistolet(c, P):
    """Flintlock pistol facing right: barrel, lock with cock, curved grip."""
    svg_path(
        c,
        "M 46 72 L 30 72 C 24 72 20 66 18 58 L 8 26 C 6 18 10 12 18 12 "
        "C 24 12 27 16 28 21 C 31 33 36 44 46 56 L 82 56 L 82 62 L 46 62 Z",
        fill=P.light,
    )
    svg_path(c, "M 6 22 C 8 12 22 8 28 20 L 26 22 C 20 14 12 16 9 24 Z", fill=P.ink, w=THIN)
    rect(c, 38, 62, 56, 9, r=1.5, fill=P.mid)
    rect(c, 87, 60.5, 7, 12, r=1, fill=P.ink)
    for x in (58, 74):
        stroke_line(c, (x, 62), (x, 71), w=THIN)
    rect(c, 34, 57, 18, 9, r=2, fill=P.mid, w=THIN)
    svg_path(c, "M 38 66 C 36 74 30 76 27 82 L 32 85 C 36 80 44 78 44 70 Z", fill=P.ink, w=THIN)
    rect(c, 46, 70, 3.5, 10, fill=P.ink, stroke=False)
    svg_path(c, "M 40 56 C 38 44 56 42 58 56", w=LW)
    svg_path(c, "M 49 56 C 48 52 48 49 51 47", w=LW)


@icon_for("pierscien")
def _pierscien(c, P):
    """Gold ring with a faceted gem and sparkles."""
    p = c.beginPath()
    p.ellipse(18, 6, 64, 56)
    p.ellipse(26, 13, 48, 42)
    draw_shape(c, p, fill=P.mid, eo=True)
    svg_path(c, "M 41 60 L 59 60 L 55 66 L 45 66 Z", fill=P.ink, w=THIN)
    svg_path(c, "M 32 76 L 68 76 L 50 58 Z", fill=P.mid)
    svg_path(c, "M 32 76 L 40 86 L 60 86 L 68 76 Z", fill=P.light)
    stroke_line(c, (40, 86), (44, 76), (50, 86), (56, 76), (60, 86), w=HAIR)
    stroke_line(c, (44, 76), (50, 58), (56, 76), w=HAIR)
    sparkle(c, 78, 88, 5)
    sparkle(c, 22, 82, 3.5)


@icon_for("uprzaz")
def _uprzaz(c, P):
    """Horse head in profile wearing a bridle with bit and reins."""
    svg_path(
        c,
        "M 68 94 L 62 80 C 50 76 38 66 30 56 C 22 46 14 38 11 31 "
        "C 8 24 12 17 20 17 C 27 17 32 20 38 22 C 46 16 60 18 62 30 "
        "L 68 6 L 94 6 C 92 30 88 56 80 74 L 76 84 L 74 94 L 71 86 Z",
        fill=P.light,
    )
    svg_path(c, "M 74 86 C 84 70 90 48 91 24 L 94 24 C 94 50 88 72 78 88 Z", fill=P.mid, w=THIN)
    fill_circle(c, 52, 69, 2.2, fill=P.ink, stroke=False)
    fill_circle(c, 16, 27, 1.3, fill=P.ink, stroke=False)
    stroke_line(c, (70, 82), (29, 25), w=3)
    stroke_line(c, (60, 74), (66, 82), w=3)
    stroke_line(c, (22, 44), (36, 30), w=3)
    stroke_line(c, (68, 78), (62, 52), w=3)
    fill_circle(c, 27, 24, 4, fill=P.paper, w=2.2)
    svg_path(c, "M 30 22 C 46 14 60 20 70 30", w=2.2)


@icon_for("moneta")
def _moneta(c, P):
    """Two coins with rims and beaded borders; the front one shows a crown (no digit: it would read as a price)."""
    for cx, cy, r, fill in [(64, 60, 28, P.mid), (40, 42, 30, P.light)]:
        fill_circle(c, cx, cy - 3.5, r, fill=P.ink)
        fill_circle(c, cx, cy, r, fill=fill)
        fill_circle(c, cx, cy, r - 5, w=THIN)
        for i in range(24):
            fill_circle(c, *polar(cx, cy, r - 2.5, i * 15), 0.7, fill=P.ink, stroke=False)
    crown(c, 40, 33, 28, fill=P.mid, w=2.2)
    svg_path(c, "M 23 38 C 23 26 31 22 35 22", w=THIN)
    svg_path(c, "M 57 38 C 57 26 49 22 45 22", w=THIN)


@icon_for("zegarek")
def _zegarek(c, P):
    """Wristwatch: round case, crown, leather straps with buckle and holes."""
    rect(c, 38, 6, 24, 32, r=3, fill=P.mid)
    for y in (12, 18, 24):
        fill_circle(c, 50, y, 1.6, fill=P.paper, stroke=False)
    rect(c, 38, 62, 24, 24, r=3, fill=P.mid)
    rect(c, 35, 83, 30, 10, r=3, w=LW)
    stroke_line(c, (50, 83), (50, 93), w=THIN)
    rect(c, 71, 46, 6, 8, r=1.5, fill=P.ink, stroke=False)
    fill_circle(c, 50, 50, 24, fill=P.ink)
    dial_face(c, P, 50, 50, 19)


@icon_for("dewizka")
def _dewizka(c, P):
    """Pocket watch with a link chain (dewizka) ending in a T-bar."""
    p0, p1, p2, p3 = (36, 80), (50, 100), (84, 96), (82, 52)
    for k in range(15):
        t = (k + 0.5) / 15
        x, y = bez(p0, p1, p2, p3, t)
        dx, dy = (b - a for a, b in zip(bez(p0, p1, p2, p3, t - 0.02), bez(p0, p1, p2, p3, t + 0.02)))
        with moved_origin(c, x, y, math.degrees(math.atan2(dy, dx))):
            if k % 2:
                stroke_line(c, (-2.6, 0), (2.6, 0), w=LW)
            else:
                ellipse(c, 0, 0, 3.2, 2, w=THIN)
    rect(c, 73, 47, 18, 5, r=2, fill=P.ink)
    fill_circle(c, 82, 55, 2.5, w=THIN)
    fill_circle(c, 36, 77, 5, w=LW)
    rect(c, 31, 65, 10, 6, r=1.5, fill=P.ink, stroke=False)
    rect(c, 33.5, 60, 5, 6, fill=P.mid, w=THIN)
    fill_circle(c, 36, 34, 27, fill=P.ink)
    dial_face(c, P, 36, 34, 22)


@icon_for("siodlo")
def _siodlo(c, P):
    """Western saddle in profile: cantle, deep seat, horn, fender, stirrup."""
    svg_path(c, "M 12 58 C 10 46 14 38 24 38 L 80 38 C 88 38 92 46 90 56 L 88 58 Z", fill=P.mid)
    svg_path(
        c,
        "M 12 78 C 18 66 28 60 44 60 C 58 60 66 64 70 70 L 76 72 C 82 66 88 62 90 56 "
        "L 16 56 C 10 62 6 72 8 78 C 9 81 11 81 12 78 Z",
        fill=P.light,
    )
    svg_path(c, "M 20 58 C 28 56 60 56 84 58", w=HAIR)
    stroke_line(c, (70, 70), (72, 80), w=4)
    ellipse(c, 73, 82, 8, 3.5, fill=P.ink, w=THIN)
    stroke_line(c, (49, 30), (49, 19), w=4)
    svg_path(c, "M 39 6 L 59 6 L 57 15 C 55 21 43 21 41 15 Z", w=3)
    rect(c, 38, 4.5, 22, 4, r=1.5, fill=P.ink, stroke=False)
    svg_path(c, "M 36 52 L 62 52 L 62 34 C 62 28 58 26 52 26 L 46 26 C 40 26 36 28 36 34 Z", fill=P.light)
    stroke_line(c, (40, 46), (58, 46), w=HAIR)


@icon_for("peruka")
def _peruka(c, P):
    """Powdered wig with rolled side curls and black queue bow, on a stand."""
    rect(c, 30, 5, 40, 6, r=2, fill=P.ink)
    rect(c, 45, 11, 10, 23, fill=P.mid)
    ellipse(c, 50, 54, 14, 18, fill=P.paper, w=THIN)
    svg_path(c, "M 50 32 L 38 37 L 38 27 Z M 50 32 L 62 37 L 62 27 Z", fill=P.ink, w=THIN)
    fill_circle(c, 50, 32, 2.8, fill=P.ink, stroke=False)
    svg_path(
        c, "M 32 58 C 28 78 38 92 50 92 C 62 92 72 78 68 58 C 62 68 56 68 50 68 C 44 68 38 68 32 58 Z", fill=P.light
    )
    svg_path(c, "M 40 86 C 44 80 56 80 60 86", w=HAIR)
    svg_path(c, "M 36 78 C 42 72 58 72 64 78", w=HAIR)
    for y in (64, 52, 40):
        for cx in (24, 76):
            ellipse(c, cx, y, 10, 5.8, fill=P.light, w=THIN)
            arc(c, cx, y, 2.5, 0, 300, w=HAIR)


@icon_for("szpilka")
def _szpilka(c, P):
    """Hat pin: long needle with a jewelled flower head."""
    stroke_line(c, (8, 8), (62, 62), w=2.2)
    fill_circle(c, 60, 60, 3.5, fill=P.ink, stroke=False)
    for k in range(6):
        x, y = polar(72, 72, 10, k * 60 + 15)
        fill_circle(c, x, y, 7, fill=P.light, w=THIN)
    fill_circle(c, 72, 72, 7.5, fill=P.mid, w=THIN)
    fill_circle(c, 70, 74, 2.4, fill=P.paper, stroke=False)
    sparkle(c, 90, 44, 4)
    sparkle(c, 44, 90, 3)


@icon_for("podkowa")
def _podkowa(c, P):
    """Horseshoe, open end up, with calkins and nail holes."""
    svg_path(
        c, "M 14 86 C 8 58 14 10 50 9 C 86 10 92 58 86 86 L 71 86 C 75 58 70 26 50 25 C 30 26 25 58 29 86 Z", fill=P.ink
    )
    sym(c, "M 11 84 L 31 84 L 31 92 L 11 92 Z", fill=P.ink, w=THIN)
    mid = ((21.5, 86), (16.5, 58), (20, 17.5), (50, 17))
    for t in (0.18, 0.36, 0.56, 0.78):
        x, y = bez(*mid, t)
        for hx in (x, 100 - x):
            rect(c, hx - 1.3, y - 1.8, 2.6, 3.6, r=1, fill=P.paper, stroke=False)
