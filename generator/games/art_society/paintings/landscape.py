"""The generated pictures of the landscape theme (pejzaz)."""

from __future__ import annotations

import random
from collections.abc import Callable

from reportlab.lib.colors import white

from generator.games.art_society.paintings.shapes import (
    Point,
    clip,
    ellipse,
    fill_circle,
    mix,
    poly,
    poly_path,
    rect,
    stroke_line,
    wave,
)
from generator.games.art_society.paintings.styles import ThemeStyle

# --------------------------------------------------------------------------
# theme: landscape
# --------------------------------------------------------------------------


def paint_landscape(c, w: float, h: float, rng: random.Random, st: ThemeStyle) -> None:
    sky, blue, green, dgreen, wheat, sun, earth = st.palette
    ink = st.ink
    u = min(w, h)
    tall = h > w * 1.3
    hy = h * (rng.uniform(0.55, 0.62) if tall else rng.uniform(0.58, 0.68))

    # sky in flat bands
    skyc = rng.choice([sky, sky, mix(sky, wheat, 0.35)])
    rect(c, 0, 0, w, h, skyc)
    for i in range(3):
        rect(c, 0, hy, w, (h - hy) * (0.45 - i * 0.13), mix(skyc, white, 0.12 * (i + 1)))
    # sun with ring and rays
    r = u * rng.uniform(0.09, 0.14)
    sx = w * rng.uniform(0.15, 0.85)
    sy = hy + (h - hy) * rng.uniform(0.35, 0.7)
    sun_col = rng.choice([sun, sun, mix(sun, earth, 0.45)])
    c.setStrokeColor(mix(sun_col, white, 0.3))
    c.setLineWidth(u * 0.01)
    c.circle(sx, sy, r * 1.45, stroke=1, fill=0)
    fill_circle(c, sx, sy, r, sun_col)
    # clouds
    for _ in range(rng.randint(1, 1 + int(w / u))):
        cw_ = u * rng.uniform(0.2, 0.35)
        ch = cw_ * 0.22
        cx = w * rng.uniform(0.0, 1.0)
        cy = hy + (h - hy) * rng.uniform(0.3, 0.9)
        cc = mix(skyc, white, 0.75)
        c.setFillColor(cc)
        c.roundRect(cx - cw_ / 2, cy, cw_, ch, ch / 2, stroke=0, fill=1)
        fill_circle(c, cx - cw_ * 0.1, cy + ch, ch * 1.1, cc)
        fill_circle(c, cx + cw_ * 0.15, cy + ch * 0.8, ch * 0.8, cc)

    n = 64

    def band(base: float, amp: float) -> tuple[list[Point], Callable[[float], float]]:
        f = wave(rng, amp, w)
        pts = [(w * i / n, base + f(w * i / n)) for i in range(n + 1)]
        return pts, lambda x: base + f(x)

    # far mountains (jagged)
    pts = [(-u * 0.1, hy - u * 0.05)]
    xm = -u * 0.1
    while xm < w + u * 0.1:
        xm += u * rng.uniform(0.12, 0.25)
        pts.append((xm, hy + u * rng.uniform(0.06, 0.22)))
        xm += u * rng.uniform(0.1, 0.2)
        pts.append((xm, hy + u * rng.uniform(0.0, 0.05)))
    pts += [(w + u * 0.1, hy - u * 0.05)]
    poly(c, pts, mix(blue, skyc, 0.5))

    # water at the horizon
    if rng.random() < 0.6:
        wy = hy - u * rng.uniform(0.08, 0.14)
        water = mix(blue, sky, 0.25)
        rect(c, 0, wy, w, hy - wy + u * 0.01, water)
        for _ in range(int(6 * w / u) + 3):
            lx = w * rng.uniform(0, 1)
            ly = wy + (hy - wy) * rng.uniform(0.1, 0.9)
            stroke_line(c, lx, ly, lx + u * rng.uniform(0.05, 0.12), ly, mix(water, white, 0.5), u * 0.008)
        for k in range(4):  # sun reflection
            ly = hy - (hy - wy) * (k + 0.5) / 4
            half = r * (0.9 - k * 0.18)
            stroke_line(c, sx - half, ly, sx + half, ly, mix(sun_col, water, 0.2), u * 0.012)

    # rolling hills, back to front
    layers = 4 if tall else 3
    cols = [mix(green, blue, 0.3), wheat, green, dgreen, mix(wheat, earth, 0.4), mix(green, wheat, 0.5)]
    rng.shuffle(cols)
    cols.sort(key=lambda col: -(col.red + col.green + col.blue))  # lighter further away
    chosen = [cols[0], cols[2], cols[3], cols[5]][:layers] if layers == 4 else [cols[0], cols[2], cols[4]]
    top = hy - u * 0.12
    for i, col in enumerate(chosen):
        base = top * (1 - (i + 0.3) / (layers + 0.2))
        pts, f = band(base, u * rng.uniform(0.05, 0.1))
        path = poly_path(c, [(0, -1.0)] + pts + [(w, -1.0)])
        c.setFillColor(col)
        c.drawPath(path, stroke=0, fill=1)
        kind = rng.random()
        if kind < 0.45:  # ploughed field stripes
            c.saveState()
            clip(c, path)
            c.setStrokeColor(mix(col, ink, 0.18))
            c.setLineWidth(u * 0.012)
            slope = rng.uniform(-0.8, 0.8)
            step = u * rng.uniform(0.04, 0.06)
            xs = -h
            while xs < w + h:
                c.line(xs, 0, xs + slope * base + step, base + u * 0.2)
                xs += step
            c.restoreState()
        elif kind < 0.6:  # patchwork of fields
            c.saveState()
            clip(c, path)
            xs = 0.0
            while xs < w:
                fw = u * rng.uniform(0.15, 0.35)
                rect(c, xs, 0, fw, base + u * 0.3, rng.choice([mix(col, wheat, 0.4), mix(col, earth, 0.2), col]))
                xs += fw
            c.restoreState()
        # trees on the ridge
        if rng.random() < 0.75:
            tree_col = mix(dgreen, ink, 0.25) if col in (dgreen,) else dgreen
            k = rng.randint(1, 2 + int(2 * w / u))
            scale = 0.6 + 0.4 * i / max(1, layers - 1)
            for _ in range(k):
                tx = w * rng.uniform(0.03, 0.97)
                gy = f(tx) - u * 0.01
                th = u * rng.uniform(0.12, 0.2) * scale
                rect(c, tx - th * 0.04, gy, th * 0.08, th * 0.45, mix(earth, ink, 0.3))
                if rng.random() < 0.5:  # poplar
                    ellipse(c, tx, gy + th * 0.6, th * 0.15, th * 0.48, tree_col)
                else:
                    fill_circle(c, tx, gy + th * 0.65, th * 0.3, tree_col)
                    fill_circle(c, tx - th * 0.1, gy + th * 0.72, th * 0.1, mix(tree_col, green, 0.5))

    # front: river curl or a path
    if rng.random() < 0.5:
        x0 = w * rng.uniform(0.2, 0.8)
        rw = u * 0.08
        p = c.beginPath()
        p.moveTo(x0 - rw * 2.5, 0)
        p.curveTo(x0 - rw, top * 0.25, x0 + rw * 3, top * 0.2, x0 + rw * 0.4, top * 0.45)
        p.curveTo(x0 + rw * 4.0, top * 0.2, x0 + rw * 0.5, top * 0.25, x0 + rw * 2.5, 0)
        p.close()
        c.setFillColor(mix(blue, sky, 0.2))
        c.drawPath(p, stroke=0, fill=1)
