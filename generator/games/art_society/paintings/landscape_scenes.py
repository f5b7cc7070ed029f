"""The landscape theme's (pejzaz) further subjects: sea, winter forest, valley at dusk, lake, orchard,
storm over fields and a mountain village, each with its own palette, light and season. Each is a
scene across the whole width whatever the format; the orchard, whose rows of alike trees would run
along a strip as a pattern, gets trees of every size and life among them on a wide one."""

from __future__ import annotations

import random

from reportlab.lib.colors import HexColor, white

from generator.games.art_society.paintings.people import draw_standing, person
from generator.games.art_society.paintings.scenery import (
    house,
    peaks,
    pine,
    reflection,
    ridge,
    round_tree,
    rowboat,
    sailboat,
    sky,
)
from generator.games.art_society.paintings.shapes import WIDE, fill_circle, mix, poly, rect, spans, stroke_line, varied
from generator.games.art_society.paintings.styles import ThemeStyle

_H = HexColor


def _count(w: float, u: float, per: float, lo: int = 1) -> int:
    return max(lo, int(w / u * per))


def sea(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """Dawn over the sea: pink sky, a low sun, sails, a lighthouse on the dunes."""
    u = min(w, h)
    hy = h * rng.uniform(0.5, 0.58)
    sky(c, w, h, hy, _H("#F6C6A8"), _H("#8FC1D9"))
    sx = w * rng.uniform(0.2, 0.8)
    fill_circle(c, sx, hy + u * 0.06, u * 0.12, _H("#FFE08A"))
    rect(c, 0, 0, w, hy, _H("#2F6F9F"))
    for k in range(5):
        rect(c, 0, hy * (0.2 + k * 0.17), w, u * 0.012, mix(_H("#2F6F9F"), white, 0.25))
    reflection(c, sx, hy - u * 0.02, u * 0.3, hy * 0.5, _H("#FFE08A"), 5, u * 0.015)
    rect(c, 0, 0, w, h * 0.14, _H("#E9D3A1"))
    ridge(c, rng, w, h * 0.12, u * 0.03, _H("#D9BE84"))
    lx = w * rng.choice([0.12, 0.88])
    lh = min(h * 0.55, u * 0.6)
    poly(
        c,
        [
            (lx - u * 0.05, h * 0.1),
            (lx - u * 0.03, h * 0.1 + lh),
            (lx + u * 0.03, h * 0.1 + lh),
            (lx + u * 0.05, h * 0.1),
        ],
        white,
    )
    for k in range(3):
        rect(c, lx - u * 0.045, h * 0.1 + lh * (0.15 + 0.28 * k), u * 0.09, lh * 0.12, st.accent)
    rect(c, lx - u * 0.035, h * 0.1 + lh, u * 0.07, u * 0.06, _H("#FFE08A"))
    poly(
        c,
        [
            (lx - u * 0.05, h * 0.1 + lh + u * 0.06),
            (lx, h * 0.1 + lh + u * 0.12),
            (lx + u * 0.05, h * 0.1 + lh + u * 0.06),
        ],
        st.accent,
    )
    for _ in range(_count(w, u, 0.8)):
        bx = w * rng.uniform(0.25, 0.75)
        sailboat(c, bx, hy * rng.uniform(0.35, 0.8), u * rng.uniform(0.12, 0.2), _H("#5B3A22"), white, _H("#E07A24"))
    for _ in range(_count(w, u, 1.0, 2)):
        gx, gy, s = w * rng.uniform(0.05, 0.95), hy + (h - hy) * rng.uniform(0.4, 0.85), u * 0.035
        c.setStrokeColor(_H("#3B3B4F"))
        c.setLineWidth(u * 0.008)
        c.bezier(gx - s, gy, gx - s / 2, gy + s / 2, gx, gy, gx, gy)
        c.bezier(gx, gy, gx, gy, gx + s / 2, gy + s / 2, gx + s, gy)


def winter_forest(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """A snowy spruce forest under a pale winter sun."""
    u = min(w, h)
    sky(c, w, h, h * 0.3, _H("#DCE6EE"), _H("#9FB6CC"))
    fill_circle(c, w * rng.uniform(0.2, 0.8), h * 0.78, u * 0.1, _H("#FBF3DA"))
    for row, (col, scale, base) in enumerate(
        ((_H("#8CA3A8"), 0.35, 0.42), (_H("#4E7A6B"), 0.5, 0.3), (_H("#1F4D3E"), 0.75, 0.12))
    ):
        ridge(c, rng, w, h * base, u * 0.03, mix(white, _H("#C9D6E0"), row * 0.3))
        for _ in range(_count(w, u, 3 + row * 1.5)):
            pine(c, w * rng.uniform(-0.02, 1.02), h * base - u * 0.02, u * scale * rng.uniform(0.8, 1.1), col, white)
    for _ in range(_count(w, u, 30)):
        fill_circle(c, w * rng.random(), h * rng.random(), u * 0.008, white)


def valley_dusk(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """A river valley at dusk: orange to violet sky, dark layered hills, the river catching the light."""
    u = min(w, h)
    sky(c, w, h, h * 0.35, _H("#F29E4C"), _H("#3E2A5C"), 9)
    for _ in range(_count(w, u, 5)):
        fill_circle(c, w * rng.random(), h * rng.uniform(0.75, 0.98), u * 0.006, _H("#FFF3C4"))
    fill_circle(c, w * rng.uniform(0.3, 0.7), h * 0.42, u * 0.1, _H("#F7D548"))
    for i, col in enumerate((_H("#7A4E7E"), _H("#553A66"), _H("#35284A"))):
        ridge(c, rng, w, h * (0.48 - i * 0.12), u * 0.07, col)
    x0 = w * rng.uniform(0.3, 0.7)
    poly(
        c, [(x0 - u * 0.02, h * 0.25), (x0 + u * 0.02, h * 0.25), (x0 + u * 0.25, 0), (x0 - u * 0.2, 0)], _H("#E7A05A")
    )
    reflection(c, x0, h * 0.2, u * 0.18, h * 0.18, _H("#FFD58A"), 4, u * 0.01)
    cx = w * rng.choice([0.2, 0.8])
    cy = h * 0.3
    rect(c, cx, cy, u * 0.1, u * 0.08, _H("#211A30"))
    rect(c, cx + u * 0.07, cy, u * 0.04, u * 0.2, _H("#211A30"))
    poly(
        c,
        [(cx + u * 0.065, cy + u * 0.2), (cx + u * 0.09, cy + u * 0.28), (cx + u * 0.115, cy + u * 0.2)],
        _H("#211A30"),
    )
    rect(c, cx + u * 0.02, cy + u * 0.03, u * 0.02, u * 0.025, _H("#F7D548"))


def lake(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """A calm lake on a summer morning: forested shore mirrored in the water, rowing boats, reeds."""
    u = min(w, h)
    hy = h * rng.uniform(0.55, 0.62)
    sky(c, w, h, hy, _H("#F3F0DC"), _H("#7FB7D6"))
    f = ridge(c, rng, w, hy + u * 0.08, u * 0.04, _H("#3F7A5A"))
    for _ in range(_count(w, u, 6)):
        x = w * rng.random()
        pine(c, x, f(x) - u * 0.03, u * rng.uniform(0.1, 0.16), _H("#2D5A45"))
    rect(c, 0, 0, w, hy, _H("#5F9EBF"))
    rect(c, 0, hy - u * 0.12, w, u * 0.12, mix(_H("#3F7A5A"), _H("#5F9EBF"), 0.55))
    for k in range(6):
        rect(c, w * rng.uniform(0, 0.7), hy * (0.15 + 0.12 * k), w * rng.uniform(0.1, 0.3), u * 0.01, _H("#9CCAE0"))
    for _ in range(_count(w, u, 0.8)):
        rowboat(c, w * rng.uniform(0.15, 0.85), hy * rng.uniform(0.3, 0.7), u * 0.22, _H("#C8553D"), _H("#1E1B24"))
    for _ in range(_count(w, u, 8)):
        x = w * rng.random()
        stroke_line(c, x, 0, x + u * rng.uniform(-0.03, 0.03), h * rng.uniform(0.12, 0.25), _H("#6B7A2E"), u * 0.012)
        rect(c, x - u * 0.008, h * 0.15, u * 0.016, u * 0.05, _H("#6B4226"))


def orchard(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """An orchard in May: rows of blossoming apple trees on fresh grass, a fence and a blue sky; wide:
    trees of every size, a cottage, beehives, a picker on a ladder and baskets among them."""
    u = min(w, h)
    wide = w / h >= WIDE
    sky(c, w, h, h * 0.5, _H("#E6F4F7"), _H("#6FB3D9"))
    ridge(c, rng, w, h * 0.55, u * 0.04, _H("#A8CF6A"))
    if wide:  # a cottage on the far slope
        house(c, w * rng.uniform(0.6, 0.85), h * 0.5, u * 0.25, _H("#F3ECD6"), _H("#B5533C"), _H("#3D5A80"))
    ridge(c, rng, w, h * 0.38, u * 0.03, _H("#8DBF4E"))
    for row, (y, s) in enumerate(((0.5, 0.18), (0.33, 0.28), (0.1, 0.45))):
        n = _count(w, u, 3.5 - row)
        for k in range(n):
            x = w * (k + 0.5 + rng.uniform(-0.2, 0.2)) / n
            blossom = rng.choice([_H("#F7C6D9"), white, _H("#F2A7C0")])
            grow = rng.uniform(0.7, 1.25) if wide else 1.0  # young trees and old ones
            round_tree(c, x, h * y, u * s * grow, _H("#5E9A3A"), _H("#6B4226"), blossom, rng)
    if wide:
        _orchard_life(c, w, h, rng)
    c.setStrokeColor(_H("#F6EEDC"))
    c.setLineWidth(u * 0.015)
    c.line(0, h * 0.08, w, h * 0.08)
    c.line(0, h * 0.14, w, h * 0.14)
    x = u * 0.03
    while x < w:
        rect(c, x, 0, u * 0.02, h * 0.17, _H("#F6EEDC"))
        x += u * 0.09


def _orchard_life(c, w, h, rng: random.Random) -> None:
    """Among the trees of a wide orchard: a picker up a ladder, baskets, a row of beehives."""
    kinds = varied(rng, ["picker", "baskets", "hives"])
    for x, span in spans(rng, w * 0.1, w, h * 0.8, h * 2.2, h * 0.6):
        mid, kind = x + span / 2, next(kinds)
        if kind == "picker":
            stroke_line(c, mid - h * 0.08, h * 0.1, mid, h * 0.5, _H("#8E5B32"), h * 0.012)
            stroke_line(c, mid - h * 0.02, h * 0.1, mid + h * 0.06, h * 0.5, _H("#8E5B32"), h * 0.012)
            for k in range(4):
                t = 0.2 + k * 0.2
                stroke_line(
                    c,
                    mid - h * 0.08 + h * 0.08 * t,
                    h * (0.1 + 0.4 * t),
                    mid - h * 0.02 + h * 0.08 * t,
                    h * (0.1 + 0.4 * t),
                    _H("#8E5B32"),
                    h * 0.008,
                )
            picker = person(rng, age="adult", hat=rng.choice(["boater", "bonnet", None]))
            draw_standing(c, mid + h * 0.01, h * 0.3, h * 0.28, picker)
        elif kind == "baskets":
            for k in range(rng.randint(2, 3)):
                bx = mid + (k - 1) * h * 0.1
                rect(c, bx - h * 0.04, h * 0.2, h * 0.08, h * 0.05, _H("#B07A4A"))
                for j in range(3):
                    fill_circle(
                        c, bx - h * 0.025 + j * h * 0.025, h * 0.26, h * 0.015, rng.choice([white, _H("#F7C6D9")])
                    )
        else:
            for k in range(rng.randint(2, 4)):
                hx = mid + (k - 1.5) * h * 0.08
                rect(c, hx - h * 0.025, h * 0.3, h * 0.05, h * 0.06, _H("#E9C46A"))
                poly(c, [(hx - h * 0.03, h * 0.36), (hx + h * 0.03, h * 0.36), (hx, h * 0.39)], _H("#B5533C"))


def storm(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """A storm over wheat fields: a slate sky, lightning, rain, a sunlit strip of gold."""
    u = min(w, h)
    sky(c, w, h, h * 0.35, _H("#6A6F7F"), _H("#2C2F3E"))
    c.setStrokeColor(_H("#8A90A3"))
    c.setLineWidth(u * 0.008)
    for _ in range(_count(w, u, 20)):
        x, y = w * rng.random(), h * rng.uniform(0.4, 1.0)
        c.line(x, y, x - u * 0.05, y - u * 0.15)
    lx = w * rng.uniform(0.25, 0.75)
    ys = [h, h * 0.8, h * 0.65, h * 0.45]
    pts = [
        (lx, ys[0]),
        (lx - u * 0.06, ys[1]),
        (lx + u * 0.02, ys[1]),
        (lx - u * 0.05, ys[2]),
        (lx + u * 0.03, ys[2]),
        (lx - u * 0.02, ys[3]),
    ]
    c.setStrokeColor(_H("#FFF2A8"))
    c.setLineWidth(u * 0.02)
    p = c.beginPath()
    p.moveTo(*pts[0])
    for pt in pts[1:]:
        p.lineTo(*pt)
    c.drawPath(p, stroke=1, fill=0)
    ridge(c, rng, w, h * 0.42, u * 0.04, _H("#4B5A3A"))
    f = ridge(c, rng, w, h * 0.3, u * 0.05, _H("#E8B93C"))
    ridge(c, rng, w, h * 0.15, u * 0.04, _H("#B48A2A"))
    for _ in range(_count(w, u, 1.2)):
        x = w * rng.uniform(0.05, 0.95)
        y = f(x) - u * 0.1
        poly(c, [(x - u * 0.07, y), (x, y + u * 0.12), (x + u * 0.07, y)], _H("#C99A2E"))
    tx = w * rng.choice([0.15, 0.85])  # a lone oak bent by the wind
    round_tree(c, tx, f(tx) - u * 0.05, u * 0.4, _H("#2E4A33"), _H("#2B2233"))
    fill_circle(c, tx + u * 0.12, f(tx) + u * 0.25, u * 0.1, _H("#2E4A33"))


def mountain_village(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """A mountain village in autumn: snowy peaks, wooden huts with steep roofs, spruces, a path."""
    u = min(w, h)
    sky(c, w, h, h * 0.4, _H("#CFE3EC"), _H("#4C86B8"))
    peaks(c, rng, w, h * 0.45, u, 0.35, 0.55, _H("#7A8AA3"), white)
    ridge(c, rng, w, h * 0.42, u * 0.05, _H("#C9913A"))
    f = ridge(c, rng, w, h * 0.28, u * 0.04, _H("#7FA05A"))
    for _ in range(_count(w, u, 1.6)):
        x = w * rng.uniform(0.05, 0.9)
        house(c, x, f(x) - u * 0.05, u * 0.16, _H("#A0673A"), _H("#4A3424"), _H("#F2CB4C"), steep=0.8)
    for _ in range(_count(w, u, 2.5)):
        x = w * rng.random()
        pine(c, x, f(x) - u * 0.08, u * rng.uniform(0.18, 0.3), _H("#2D5A45"))
    poly(
        c, [(w * 0.45, 0), (w * 0.55, 0), (w * 0.5 + u * 0.02, h * 0.22), (w * 0.5 - u * 0.02, h * 0.22)], _H("#D8C49A")
    )


LANDSCAPE_SCENES = {
    "morze": sea,
    "zimowy-las": winter_forest,
    "dolina": valley_dusk,
    "jezioro": lake,
    "sad": orchard,
    "burza": storm,
    "wies": mountain_village,
}
