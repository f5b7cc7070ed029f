"""The generated pictures of the still-life theme (martwa-natura)."""

from __future__ import annotations

import math
import random

from reportlab.lib.colors import white

from generator.games.art_society.paintings.shapes import (
    WIDE,
    clip,
    ellipse,
    fill_circle,
    mix,
    poly,
    poly_path,
    rect,
    stroke_line,
)
from generator.games.art_society.paintings.still_life_objects import fruit
from generator.games.art_society.paintings.still_life_tables import DINNER, set_about
from generator.games.art_society.paintings.styles import ThemeStyle

# --------------------------------------------------------------------------
# theme: still life
# --------------------------------------------------------------------------


def _vase_path(c, x: float, y: float, s: float, rng: random.Random):
    """Vase standing on (x, y), height about 0.75 s."""
    hb = s * rng.uniform(0.08, 0.12)  # half base
    hw = s * rng.uniform(0.17, 0.24)  # half belly
    hn = s * rng.uniform(0.05, 0.08)  # half neck
    hl = hn * rng.uniform(1.4, 1.9)  # half lip
    by = s * rng.uniform(0.2, 0.35)  # belly height
    ny = s * rng.uniform(0.58, 0.68)
    ty = ny + s * 0.08
    p = c.beginPath()
    p.moveTo(x - hb, y)
    p.curveTo(x - hw * 1.1, y + by * 0.4, x - hw * 1.1, y + by * 1.3, x - hn, y + ny)
    p.lineTo(x - hl, y + ty)
    p.lineTo(x + hl, y + ty)
    p.lineTo(x + hn, y + ny)
    p.curveTo(x + hw * 1.1, y + by * 1.3, x + hw * 1.1, y + by * 0.4, x + hb, y)
    p.close()
    return p, y + ty, hw


def _bottle_path(c, x: float, y: float, s: float, rng: random.Random):
    hw = s * rng.uniform(0.1, 0.14)
    bh = s * rng.uniform(0.42, 0.52)
    hn = s * 0.035
    top = bh + s * rng.uniform(0.3, 0.36)
    p = c.beginPath()
    p.moveTo(x - hw, y)
    p.lineTo(x - hw, y + bh)
    p.curveTo(x - hw, y + bh + s * 0.12, x - hn, y + bh + s * 0.08, x - hn, y + bh + s * 0.2)
    p.lineTo(x - hn, y + top)
    p.lineTo(x + hn, y + top)
    p.lineTo(x + hn, y + bh + s * 0.2)
    p.curveTo(x + hn, y + bh + s * 0.08, x + hw, y + bh + s * 0.12, x + hw, y + bh)
    p.lineTo(x + hw, y)
    p.close()
    return p, bh, hw


def paint_still_life(c, w: float, h: float, rng: random.Random, st: ThemeStyle) -> None:
    cream, olive, orange, wine, brown, bottle, lemon = st.palette
    ink = st.ink
    u = min(w, h)
    tall = h > w * 1.3

    # wall: cubist planes
    rect(c, 0, 0, w, h, cream)
    wall2 = rng.choice([mix(olive, cream, 0.45), mix(orange, cream, 0.55), mix(bottle, cream, 0.55)])
    t1, t2 = rng.uniform(0.45, 0.8), rng.uniform(0.3, 0.7)
    poly(c, [(w * t1, 0), (w, 0), (w, h), (w * t2, h)], wall2)
    if rng.random() < 0.7:  # a window / picture plane
        pw, ph = u * rng.uniform(0.3, 0.5), u * rng.uniform(0.25, 0.4)
        px, py = w * rng.uniform(0.0, 0.9) - pw / 2, h - ph - u * rng.uniform(0.05, 0.2)
        rect(c, px, py, pw, ph, mix(wall2, ink, 0.2))
        rect(c, px + pw * 0.1, py + ph * 0.1, pw * 0.8, ph * 0.8, mix(cream, wall2, 0.4))

    # table: tilted top plane, front edge, dark below
    ty = h * (0.14 if tall else rng.uniform(0.24, 0.32))
    depth = u * rng.uniform(0.18, 0.26)
    tilt = u * rng.uniform(-0.06, 0.06)
    edge = u * 0.06
    table = rng.choice([mix(brown, orange, 0.35), mix(brown, cream, 0.35), wine])
    rect(c, 0, 0, w, ty, mix(brown, ink, 0.45))
    poly(c, [(0, ty), (w, ty), (w, ty + depth + tilt), (0, ty + depth - tilt)], table)
    rect(c, 0, ty - edge, w, edge, mix(table, ink, 0.35))
    if rng.random() < 0.7:  # striped table cloth hanging over the edge
        cx0 = w * rng.uniform(0.0, 0.6)
        cw_ = max(u * 0.4, w * rng.uniform(0.25, 0.45))
        cloth = [
            (cx0, ty + depth * 0.75),
            (cx0 + cw_, ty + depth * 0.8),
            (cx0 + cw_ * 1.05, ty - edge - u * 0.15),
            (cx0 + cw_ * 0.15, ty - edge - u * 0.2),
        ]
        path = poly_path(c, cloth)
        c.setFillColor(cream)
        c.drawPath(path, stroke=0, fill=1)
        c.saveState()
        clip(c, path)
        stripe = rng.choice([wine, olive, bottle])
        step = u * 0.07
        k = 0
        xs = cx0 - u * 0.3
        while xs < cx0 + cw_ + u * 0.3:
            if k % 2 == 0:
                poly(
                    c,
                    [
                        (xs, ty - u),
                        (xs + step * 0.5, ty - u),
                        (xs + step * 0.5 + u * 0.25, ty + u),
                        (xs + u * 0.25, ty + u),
                    ],
                    stripe,
                )
            xs += step * 0.5
            k += 1
        c.restoreState()

    # objects
    s = min(h * (0.56 if not tall else 0.3), w * 0.65)
    back_y = ty + depth * 0.45
    shadow = mix(table, ink, 0.3)
    objects: list[str] = []
    if tall or rng.random() < 0.3:
        objects.append("flowers")
    widths = {"vase": 0.5, "flowers": 0.5, "bottle": 0.3, "bowl": 0.65}
    filled = sum(widths[o] for o in objects)
    while filled < w / s * 0.7 or not objects:
        kind = rng.choice(["vase", "bottle", "bottle", "bowl"])
        objects.append(kind)
        filled += widths[kind]
        if len(objects) >= 8:
            break
    if not any(o in ("vase", "flowers", "bottle") for o in objects):
        objects[0] = rng.choice(["vase", "bottle"])
    rng.shuffle(objects)
    total = sum(widths[o] for o in objects) * s
    x = (w - total) / 2 + rng.uniform(-0.1, 0.1) * u
    body_cols = [orange, wine, bottle, olive, lemon, mix(wine, orange, 0.5)]
    reg = u * 0.012  # misregistered outline offset, poster-print style
    placed = []
    for kind in objects:
        ow = widths[kind] * s
        placed.append((kind, x + ow / 2, back_y + depth * rng.uniform(-0.25, 0.2), s * rng.uniform(0.85, 1.05)))
        x += ow * rng.uniform(0.85, 1.05)
    body_cols = [cl for cl in body_cols if cl is not table]
    fruit_cols = [cl for cl in (orange, lemon, wine, olive) if cl is not table]
    outer_s = s
    if w / h >= WIDE:  # a long table: the rest of the dinner either side of the bottles
        left = min(ox - widths[kind] * size / 2 for kind, ox, _y, size in placed)
        right = max(ox + widths[kind] * size / 2 for kind, ox, _y, size in placed)
        set_about(c, w, h, ty + depth * 0.2, left - h * 0.1, right + h * 0.1, rng, DINNER)
    for kind, ox, back_y, s in sorted(placed, key=lambda o: -o[2]):
        ow = widths[kind] * s
        col = rng.choice(body_cols)
        ellipse(c, ox + ow * 0.25, back_y + s * 0.01, ow * 0.5, depth * 0.12, shadow)
        if kind in ("vase", "flowers"):
            path, top, hw = _vase_path(c, ox, back_y, s, rng)
            if kind == "flowers":
                stem_top = h - u * 0.12
                for _i in range(rng.randint(4, 7) if tall else rng.randint(3, 5)):
                    fx = ox + rng.uniform(-1.6, 1.6) * hw
                    fy = top + (stem_top - top) * rng.uniform(0.45, 1.0)
                    stroke_line(c, ox, top - s * 0.05, fx, fy, bottle, u * 0.012)
                    fr = u * rng.uniform(0.06, 0.09)
                    fc = rng.choice([wine, orange, lemon, cream])
                    if rng.random() < 0.5:  # daisy
                        for k in range(8):
                            ang = k * math.pi / 4
                            fill_circle(
                                c, fx + math.cos(ang) * fr * 0.75, fy + math.sin(ang) * fr * 0.75, fr * 0.42, fc
                            )
                    else:
                        fill_circle(c, fx, fy, fr, fc)
                    fill_circle(c, fx, fy, fr * 0.35, ink if fc is not wine else lemon)
                    ellipse(c, (ox + fx) / 2 + fr * 0.5, (top + fy) / 2, fr * 0.6, fr * 0.22, olive)
            c.setFillColor(col)
            c.drawPath(path, stroke=0, fill=1)
            c.saveState()
            clip(c, path)
            rect(c, ox - s, back_y + s * 0.28, 2 * s, s * 0.06, mix(col, cream, 0.6))
            rect(c, ox + hw * 0.3, back_y, s, s, mix(col, ink, 0.25))
            c.restoreState()
        elif kind == "bottle":
            path, bh, hw = _bottle_path(c, ox, back_y, s, rng)
            col = rng.choice([cl for cl in (bottle, wine, olive) if cl is not table])
            c.setFillColor(col)
            c.drawPath(path, stroke=0, fill=1)
            c.saveState()
            clip(c, path)
            rect(c, ox - hw, back_y + bh * 0.3, 2 * hw, bh * 0.35, rng.choice([cream, lemon]))
            rect(c, ox - hw * 0.6, back_y + bh * 0.72, hw * 0.25, bh * 0.5, mix(col, white, 0.4))
            c.restoreState()
        else:  # bowl with fruit heaped inside
            r = s * 0.09
            for k in range(3):
                fruit(
                    c,
                    ox + (k - 1) * r * 1.6,
                    back_y + s * 0.1 + (k % 2) * r * 0.5,
                    r,
                    rng.randrange(2),
                    rng.choice(fruit_cols),
                    ink,
                    olive,
                )
            p = c.beginPath()
            p.moveTo(ox - ow * 0.48, back_y + s * 0.2)
            p.curveTo(
                ox - ow * 0.45, back_y - s * 0.02, ox + ow * 0.45, back_y - s * 0.02, ox + ow * 0.48, back_y + s * 0.2
            )
            p.close()
            path = p
            col = rng.choice([cream, bottle, wine, mix(olive, cream, 0.3)])
            c.setFillColor(col)
            c.drawPath(path, stroke=0, fill=1)
            rect(c, ox - ow * 0.48, back_y + s * 0.185, ow * 0.96, s * 0.03, mix(col, ink, 0.3))
        # offset contour (misregistration)
        c.saveState()
        c.translate(reg, -reg)
        c.setStrokeColor(ink)
        c.setLineWidth(u * 0.008)
        c.drawPath(path, stroke=1, fill=0)
        c.restoreState()

    # loose fruit in front
    s = outer_s
    for _ in range(rng.randint(1, 2 + int(w / u))):
        r = s * rng.uniform(0.09, 0.12)
        fx = w * rng.uniform(0.08, 0.92)
        fy = ty + depth * rng.uniform(0.0, 0.2)
        ellipse(c, fx + r * 0.6, fy + r * 0.1, r * 1.2, r * 0.25, shadow)
        fruit(c, fx, fy, r, rng.randrange(3), rng.choice(fruit_cols), ink, olive)
