"""The generated pictures of the city-life theme (zycie-miejskie)."""

from __future__ import annotations

import random

from reportlab.lib.colors import Color, HexColor

from generator.games.art_society.paintings.shapes import fill_circle, mix, poly, rect, stroke_line
from generator.games.art_society.paintings.styles import ThemeStyle

# --------------------------------------------------------------------------
# theme: city life
# --------------------------------------------------------------------------


def _windows(c, bx, by, bw, bh, cell, lit: Color, dark: Color, rng, p_lit: float) -> None:
    cols = int((bw - cell * 0.5) // cell)
    rows = int((bh - cell * 0.8) // cell)
    if cols < 1 or rows < 1:
        return
    x0 = bx + (bw - cols * cell) / 2
    y0 = by + (bh - rows * cell) / 2
    ww, wh = cell * 0.52, cell * 0.62
    for i in range(cols):
        for j in range(rows):
            col = lit if rng.random() < p_lit else dark
            rect(c, x0 + i * cell + (cell - ww) / 2, y0 + j * cell + (cell - wh) / 2, ww, wh, col)


def paint_city(c, w: float, h: float, rng: random.Random, st: ThemeStyle) -> None:
    navy, slate, brick, mustard, grey, cream = st.palette
    red = st.accent
    u = min(w, h)

    sky = rng.choice([navy, navy, mix(navy, slate, 0.35)])
    rect(c, 0, 0, w, h, sky)

    street = u * 0.2
    # big poster disc (moon / sun) with an offset ring
    r = u * rng.uniform(0.2, 0.32)
    dcx = w * rng.uniform(0.18, 0.82)
    dcy = h - r * rng.uniform(1.05, 1.6) - (h - u) * rng.uniform(0.0, 0.25)
    fill_circle(c, dcx, dcy, r, rng.choice([mustard, cream, mix(brick, mustard, 0.4)]))
    c.setStrokeColor(mix(sky, cream, 0.35))
    c.setLineWidth(u * 0.012)
    off = r * 0.22
    c.circle(dcx + off * rng.choice([-1, 1]), dcy - off, r * 1.08, stroke=1, fill=0)

    # searchlight beams
    beam = mix(sky, cream, 0.12)
    for _ in range(rng.randint(1, 2)):
        bx = w * rng.uniform(0.05, 0.95)
        tx = bx + rng.uniform(-0.6, 0.6) * h
        spread = u * rng.uniform(0.05, 0.1)
        poly(c, [(bx, street), (tx - spread, h * 1.05), (tx + spread, h * 1.05)], beam)

    avail = h - street
    # back row: tall, dim towers
    back = mix(sky, slate, 0.55)
    x = -u * rng.uniform(0, 0.1)
    while x < w:
        bw = u * rng.uniform(0.14, 0.28)
        bh = avail * rng.uniform(0.45, 0.9)
        rect(c, x, street, bw, bh, back)
        if rng.random() < 0.4:  # antenna
            stroke_line(c, x + bw / 2, street + bh, x + bw / 2, street + bh + u * 0.08, back, u * 0.012)
        _windows(c, x, street, bw, bh, u * 0.07, mix(back, mustard, 0.45), back, rng, 0.25)
        x += bw + u * rng.uniform(0.0, 0.05)

    # front row: colourful blocks
    front_cols = [brick, grey, cream, slate, mix(brick, mustard, 0.5)]
    x = -u * rng.uniform(0, 0.08)
    prev = None
    while x < w:
        bw = u * rng.uniform(0.17, 0.34)
        bh = avail * rng.uniform(0.22, 0.62)
        col = rng.choice([cl for cl in front_cols if cl is not prev])
        prev = col
        light = col in (cream, grey)
        roof = rng.random()
        if roof < 0.25:  # gable
            poly(
                c, [(x, street + bh), (x + bw / 2, street + bh + bw * 0.4), (x + bw, street + bh)], mix(col, navy, 0.3)
            )
        elif roof < 0.45:  # stepped top
            rect(c, x + bw * 0.2, street + bh, bw * 0.6, u * 0.07, mix(col, navy, 0.2))
        elif roof < 0.6:  # dome
            c.setFillColor(mix(col, navy, 0.25))
            c.wedge(
                x + bw * 0.15, street + bh - bw * 0.35, x + bw * 0.85, street + bh + bw * 0.35, 0, 180, stroke=0, fill=1
            )
        rect(c, x, street, bw, bh, col)
        rect(c, x, street + bh - u * 0.025, bw, u * 0.025, mix(col, navy, 0.35))
        if rng.random() < 0.25:  # modernist ribbon / pilasters instead of windows
            n = max(2, int(bw / (u * 0.06)))
            for i in range(n):
                if i % 2:
                    rect(c, x + i * bw / n, street, bw / n, bh - u * 0.05, mix(col, navy, 0.18))
        else:
            lit = navy if light else mustard
            dark = mix(col, navy, 0.55) if light else mix(col, navy, 0.45)
            _windows(c, x, street + u * 0.03, bw, bh - u * 0.06, u * rng.uniform(0.055, 0.075), lit, dark, rng, 0.55)
        x += bw

    # pavement and street with rails
    rect(c, 0, street * 0.82, w, street * 0.18, grey)
    rect(c, 0, 0, w, street * 0.82, mix(navy, HexColor("#000000"), 0.35))
    for ry in (street * 0.18, street * 0.3):
        stroke_line(c, 0, ry, w, ry, mix(grey, navy, 0.3), u * 0.008)
    if rng.random() < 0.6:  # zebra crossing
        zx = w * rng.uniform(0.05, 0.8)
        for i in range(5):
            rect(c, zx + i * u * 0.045, street * 0.4, u * 0.025, street * 0.38, cream)

    # tram
    th = u * 0.14
    tl = min(w * 0.85, u * rng.uniform(0.6, 0.9))
    tx = rng.uniform(-0.2 * tl, w - 0.8 * tl)
    ty = street * 0.22
    wire = ty + th * 1.5
    stroke_line(c, 0, wire, w, wire + u * rng.uniform(-0.03, 0.03), mix(grey, navy, 0.2), u * 0.007)
    c.setStrokeColor(mix(grey, navy, 0.5))
    c.setLineWidth(u * 0.01)
    pc = tx + tl * rng.uniform(0.35, 0.65)
    p = c.beginPath()
    p.moveTo(pc - th * 0.3, ty + th)
    p.lineTo(pc + th * 0.15, ty + th * 1.25)
    p.lineTo(pc - th * 0.1, wire)
    c.drawPath(p, stroke=1, fill=0)
    for wx in (tx + tl * 0.2, tx + tl * 0.8):
        fill_circle(c, wx, ty, th * 0.11, navy)
    c.setFillColor(red)
    c.roundRect(tx, ty, tl, th, th * 0.22, stroke=0, fill=1)
    rect(c, tx, ty + th * 0.22, tl, th * 0.08, cream)
    rect(c, tx + th * 0.15, ty + th * 0.45, tl - th * 0.3, th * 0.38, cream)
    n = max(3, int(tl / (th * 0.6)))
    for i in range(1, n):
        rect(c, tx + th * 0.15 + i * (tl - th * 0.3) / n - th * 0.03, ty + th * 0.45, th * 0.06, th * 0.38, red)
    fill_circle(c, tx + tl - th * 0.12, ty + th * 0.16, th * 0.06, mustard)
    rect(c, tx + tl * 0.3, ty + th, tl * 0.4, th * 0.06, mix(red, navy, 0.4))
