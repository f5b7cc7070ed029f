"""Pictograms of things about the house: clock, furniture, tableware, porcelain, lamp, samovar,
vase, bottle and lighter."""

from __future__ import annotations

from generator.draw.art.pictograms.base import (
    HAIR,
    THIN,
    dial_face,
    draw_shape,
    ellipse,
    fill_circle,
    icon_for,
    parse,
    polar,
    rect,
    stroke_line,
    svg_path,
    sym,
)

# --------------------------------------------------------------------------
# pictograms


@icon_for("zegar")
def _zegar(c, P):
    """Grandfather clock: arched hood, dial, pendulum window, plinth."""
    rect(c, 27, 5, 46, 8, r=1.5, fill=P.mid)
    rect(c, 33, 13, 34, 44, fill=P.light)
    rect(c, 41, 18, 18, 33, r=6, fill=P.paper, w=THIN)
    stroke_line(c, (50, 48), (50, 29), w=THIN)
    fill_circle(c, 50, 26, 5, fill=P.mid, w=THIN)
    svg_path(c, "M 27 57 L 73 57 L 73 78 C 73 93 27 93 27 78 Z", fill=P.mid)
    fill_circle(c, 50, 92, 2.2, fill=P.ink, stroke=False)
    dial_face(c, P, 50, 73, 14)


@icon_for("fotel")
def _fotel(c, P):
    """Upholstered wing armchair with buttoned back and scrolled legs."""
    svg_path(c, "M 22 44 L 22 76 C 22 94 78 94 78 76 L 78 44 Z", fill=P.light)
    for x, y in [(36, 72), (50, 76), (64, 72), (43, 61), (57, 61)]:
        fill_circle(c, x, y, 1.6, fill=P.ink, stroke=False)
    sym(c, "M 24 22 L 24 52 C 24 62 8 62 8 52 L 8 22 Z", fill=P.mid)
    sym(c, "M 16 56 C 20 56 20 50 16 50", w=THIN)
    rect(c, 24, 30, 52, 13, r=5, fill=P.light)
    rect(c, 10, 18, 80, 12, r=2, fill=P.mid)
    sym(c, "M 14 18 C 14 12 10 10 10 6 L 16 6 C 18 10 21 12 22 18 Z", fill=P.ink, w=THIN)


@icon_for("stolik")
def _stolik(c, P):
    """Small side table: moulded top, drawer and cabriole legs."""
    sym(
        c,
        "M 17 52 L 26 52 C 26 40 18 32 19 20 C 20 14 17 9 12 7 L 8 7 C 12 12 13 16 12 22 C 11 34 16 42 17 52 Z",
        fill=P.ink,
        w=THIN,
    )
    rect(c, 22, 20, 56, 4, fill=P.mid, w=THIN)
    rect(c, 15, 52, 70, 14, fill=P.light)
    rect(c, 33, 55, 34, 8, r=1, w=THIN)
    fill_circle(c, 50, 59, 1.8, fill=P.ink, stroke=False)
    rect(c, 8, 66, 84, 8, r=3, fill=P.mid)
    stroke_line(c, (12, 70), (88, 70), w=HAIR)


@icon_for("puchar")
def _puchar(c, P):
    """Silver goblet with two handles, knop stem and a shine."""
    sym(c, "M 27 84 C 10 84 8 62 30 60", w=3.2)
    svg_path(c, "M 24 92 L 76 92 C 76 66 64 52 50 52 C 36 52 24 66 24 92 Z", fill=P.light)
    svg_path(c, "M 33 84 C 33 72 36 64 42 59", stroke=P.paper, w=3)
    stroke_line(c, (28, 78), (72, 78), w=HAIR)
    svg_path(c, "M 46 52 L 54 52 L 52.5 24 L 47.5 24 Z", fill=P.mid)
    ellipse(c, 50, 42, 7, 4, fill=P.mid, w=THIN)
    svg_path(c, "M 29 9 L 71 9 C 71 17 58 21 53 24 L 47 24 C 42 21 29 17 29 9 Z", fill=P.mid)
    rect(c, 27, 5, 46, 4.5, r=1.5, fill=P.ink, w=THIN)


@icon_for("filizanka")
def _filizanka(c, P):
    """Porcelain cup on a saucer, with a flower and steam."""
    ellipse(c, 48, 19, 42, 9, fill=P.light)
    ellipse(c, 48, 21, 20, 4, w=HAIR)
    svg_path(c, "M 71 56 C 90 58 90 34 66 34", w=4)
    svg_path(c, "M 20 64 L 76 64 C 76 42 64 24 48 23 C 32 24 20 42 20 64 Z", fill=P.paper)
    ellipse(c, 48, 64, 28, 5.5, fill=P.mid)
    for k in range(5):
        x, y = polar(46, 44, 4.2, 90 + k * 72)
        fill_circle(c, x, y, 3, fill=P.mid, w=HAIR)
    fill_circle(c, 46, 44, 2, fill=P.ink, stroke=False)
    stroke_line(c, (26, 54), (70, 54), stroke=P.mid, w=THIN)
    for x in (38, 50, 62):
        svg_path(c, f"M {x} 73 C {x - 5} 78 {x + 5} 82 {x} 88", w=THIN)


@icon_for("talerzyk")
def _talerzyk(c, P):
    """Dessert plate from above: scalloped rim, dotted border, rose centre."""
    n, r, cx = 20, 41.5, 50
    p = c.beginPath()
    p.moveTo(*polar(cx, cx, r, 0))
    for i in range(n):
        a, b = i * 360 / n, (i + 1) * 360 / n
        q = polar(cx, cx, r + 4, (a + b) / 2)
        p.curveTo(*q, *q, *polar(cx, cx, r, b))
    p.close()
    draw_shape(c, p, fill=P.light)
    fill_circle(c, cx, cx, 28, fill=P.paper, w=THIN)
    for i in range(16):
        fill_circle(c, *polar(cx, cx, 36, i * 22.5), 1.8, fill=P.mid, stroke=False)
    for k in range(6):
        x, y = polar(cx, cx, 8, k * 60 + 30)
        fill_circle(c, x, y, 5.5, fill=P.mid, w=THIN)
    fill_circle(c, cx, cx, 4.5, fill=P.ink, stroke=False)


@icon_for("figurka")
def _figurka(c, P):
    """Porcelain lady in a crinoline with a parasol, on a plinth."""
    rect(c, 18, 5, 64, 9, r=3, fill=P.ink)
    svg_path(c, "M 50 60 C 38 60 34 40 22 16 L 78 16 C 66 40 62 60 50 60 Z", fill=P.light)
    for y, h in [(30, 3), (44, 2)]:
        half = 18 - (y - 16) * 0.3
        svg_path(c, f"M {50 - half} {y} Q 50 {y - h * 3} {50 + half} {y}", stroke=P.mid, w=THIN)
    stroke_line(c, (64, 62), (74, 86), w=THIN)
    svg_path(c, "M 58 84 C 64 96 84 96 90 84 C 86 86 82 86 79 84 C 76 87 70 87 68 84 C 65 86 61 86 58 84 Z", fill=P.mid)
    svg_path(c, "M 44 60 L 56 60 L 58 73 L 42 73 Z", fill=P.mid)
    stroke_line(c, (43, 71), (36, 60), (44, 58), w=THIN)
    stroke_line(c, (57, 71), (64, 62), w=THIN)
    fill_circle(c, 50, 80, 6.5, fill=P.paper, w=THIN)
    svg_path(c, "M 43.5 81 C 43 89 57 89 56.5 81 C 54 85 46 85 43.5 81 Z", fill=P.ink, w=THIN)
    fill_circle(c, 50, 89.5, 3, fill=P.ink, stroke=False)


@icon_for("lampa")
def _lampa(c, P):
    """Kerosene lamp: foot, round font, burner and glass chimney with flame."""
    svg_path(c, "M 30 5 L 70 5 C 68 11 58 13 56 20 L 44 20 C 42 13 32 11 30 5 Z", fill=P.mid)
    ellipse(c, 50, 32, 22, 13, fill=P.light)
    svg_path(c, "M 34 34 C 35 39 40 42 46 42", stroke=P.paper, w=THIN)
    svg_path(c, "M 42 48 C 30 54 30 72 42 76 L 44 93 L 56 93 L 58 76 C 70 72 70 54 58 48 Z", fill=P.paper)
    svg_path(c, "M 50 52 C 44 52 44 60 50 70 C 56 60 56 52 50 52 Z", fill=P.ink, w=THIN)
    rect(c, 39, 43, 22, 6, r=1, fill=P.ink)
    stroke_line(c, (61, 46), (66, 46), w=THIN)
    fill_circle(c, 67.5, 46, 2.5, fill=P.ink, stroke=False)


@icon_for("samowar")
def _samowar(c, P):
    """Samovar: urn on a footed base, side tap, handles, teapot on top."""
    svg_path(c, "M 30 5 L 70 5 L 64 16 L 36 16 Z", fill=P.ink)
    sym(c, "M 28 54 C 16 56 14 44 24 42", w=3)
    svg_path(c, "M 34 16 L 66 16 C 80 28 80 50 70 62 L 30 62 C 20 50 20 28 34 16 Z", fill=P.light)
    stroke_line(c, (25, 48), (75, 48), stroke=P.mid, w=THIN)
    stroke_line(c, (24, 28), (76, 28), stroke=P.mid, w=THIN)
    svg_path(c, "M 26 36 L 12 35 L 10 28 L 15 28 L 16 31 L 26 31 Z", fill=P.ink, w=THIN)
    rect(c, 14, 36, 3, 5, fill=P.ink, stroke=False)
    rect(c, 38, 62, 24, 6, r=1, fill=P.mid)
    svg_path(c, "M 60 76 L 72 86 L 70 80 L 62 73 Z", fill=P.mid, w=THIN)
    svg_path(c, "M 40 74 C 32 76 32 84 40 82", w=THIN)
    ellipse(c, 50, 77, 12, 8, fill=P.paper)
    fill_circle(c, 50, 87, 2.5, fill=P.ink, stroke=False)


@icon_for("waza")
def _waza(c, P):
    """Baluster vase with side handles and a patterned band."""
    sym(c, "M 40 80 C 28 82 24 70 32 64", w=3)
    body = (
        "M 36 7 L 64 7 L 60 13 C 80 26 82 50 66 64 C 60 70 58 76 60 86 L 66 92 "
        "L 34 92 L 40 86 C 42 76 40 70 34 64 C 18 50 20 26 40 13 Z"
    )
    svg_path(c, body, fill=P.light)
    c.saveState()
    c.clipPath(parse(c, body), stroke=0, fill=0)
    rect(c, 10, 32, 80, 14, fill=P.mid, w=THIN)
    stroke_line(c, *[(14 + 6 * k, 35 if k % 2 else 43) for k in range(13)], w=THIN)
    c.restoreState()
    stroke_line(c, (41, 84), (59, 84), w=THIN)
    stroke_line(c, (38, 16), (62, 16), w=THIN)


@icon_for("butelka")
def _butelka(c, P):
    """Wine bottle with cork, neck ring and paper label."""
    rect(c, 45, 84, 10, 10, r=1.5, fill=P.mid)
    svg_path(
        c,
        "M 34 5 L 66 5 Q 70 5 70 9 L 70 54 C 70 66 58 68 56 74 L 56 86 "
        "L 44 86 L 44 74 C 42 68 30 66 30 54 L 30 9 Q 30 5 34 5 Z",
        fill=P.ink,
    )
    rect(c, 42.5, 78, 15, 4, r=1, fill=P.ink, stroke=P.mid, w=HAIR)
    rect(c, 34, 18, 32, 26, r=2, fill=P.paper, stroke=False)
    rect(c, 37, 21, 26, 20, r=1, stroke=P.mid, w=HAIR)
    stroke_line(c, (42, 34), (58, 34), w=THIN)
    stroke_line(c, (44, 28), (56, 28), stroke=P.mid, w=THIN)
    stroke_line(c, (35, 50), (35, 60), stroke=P.mid, w=THIN)


@icon_for("zapalniczka")
def _zapalniczka(c, P):
    """Petrol lighter with its lid flipped open, chimney, wheel and flame."""
    rect(c, 70, 44, 14, 30, r=4, fill=P.mid)
    fill_circle(c, 69, 56, 2, fill=P.ink, stroke=False)
    rect(c, 28, 6, 40, 50, r=5, fill=P.mid)
    stroke_line(c, (28, 44), (68, 44), w=THIN)
    svg_path(c, "M 33 14 L 33 38", stroke=P.light, w=THIN)
    rect(c, 30, 56, 26, 20, r=1, fill=P.light)
    for cx in (37, 43, 49):
        for cy in (62, 70):
            fill_circle(c, cx, cy, 1.8, fill=P.ink, stroke=False)
    fill_circle(c, 61, 63, 4.5, fill=P.ink)
    svg_path(c, "M 43 77 C 34 80 36 88 44 94 C 52 88 52 80 43 77 Z", fill=P.ink, w=THIN)
    svg_path(c, "M 43 80 C 40 82 40 86 44 89 C 47 86 46 82 43 80 Z", fill=P.paper, stroke=False)
