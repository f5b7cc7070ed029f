"""The city-life theme's (zycie-miejskie) further subjects: a bridge, a harbour, a market square,
rooftops at midnight, a rainy boulevard, a cathedral and a factory, each in its own light. Each is a
scene across the whole width whatever the format; the bridge and the harbour, whose small pictures
hold a row of alike piers or cranes, have their own wide compositions (city_wide)."""

from __future__ import annotations

import random

from reportlab.lib.colors import HexColor, white

from generator.games.art_society.paintings import city_wide
from generator.games.art_society.paintings.scenery import reflection, sailboat, sky
from generator.games.art_society.paintings.shapes import WIDE, ellipse, fill_circle, mix, poly, rect, stroke_line
from generator.games.art_society.paintings.styles import ThemeStyle

_H = HexColor


def _count(w: float, u: float, per: float, lo: int = 1) -> int:
    return max(lo, int(w / u * per))


def _facade(c, x, y, bw, bh, u, wall, window, rng, gable=True) -> None:
    """A narrow town house: wall, rows of tall windows, a stepped or pointed gable."""
    rect(c, x, y, bw, bh, wall)
    if gable:
        poly(c, [(x, y + bh), (x + bw / 2, y + bh + bw * 0.45), (x + bw, y + bh)], wall)
    cols = max(1, int(bw / (u * 0.07)))
    rows = max(1, int(bh / (u * 0.1)))
    for i in range(cols):
        for j in range(rows):
            wx = x + bw * (i + 0.3) / cols
            wy = y + bh * (j + 0.35) / rows
            rect(c, wx, wy, bw * 0.4 / cols, bh * 0.45 / rows, window)


def bridge(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """A stone arch bridge over the river in the morning mist, towers of the old town behind (wide: the
    whole bridge, city_wide)."""
    if w / h >= WIDE:
        city_wide.bridge(c, w, h, rng, st)
        return
    u = min(w, h)
    sky(c, w, h, h * 0.4, _H("#F4E3C8"), _H("#A9C3D6"))
    x = 0.0
    while x < w:
        bw = u * rng.uniform(0.12, 0.22)
        bh = h * rng.uniform(0.18, 0.4)
        rect(c, x, h * 0.4, bw, bh, _H("#B9B3C4"))
        if rng.random() < 0.3:
            poly(c, [(x, h * 0.4 + bh), (x + bw / 2, h * 0.4 + bh + u * 0.2), (x + bw, h * 0.4 + bh)], _H("#9A94A8"))
        x += bw
    rect(c, 0, 0, w, h * 0.4, _H("#6F94AE"))
    deck = h * 0.45
    rect(c, 0, deck, w, u * 0.08, _H("#8C6A52"))
    span = u * rng.uniform(0.45, 0.6)
    x = -span * rng.uniform(0, 0.5)
    while x < w + span:
        rect(c, x - u * 0.04, 0, u * 0.08, deck, _H("#8C6A52"))
        c.setFillColor(_H("#6F94AE"))
        c.ellipse(x + u * 0.04, -deck * 0.4, x + span - u * 0.04, deck * 0.85, stroke=0, fill=1)
        rect(c, x + u * 0.04, 0, span - u * 0.08, deck * 0.25, _H("#6F94AE"))
        x += span
    for k in range(5):
        rect(c, w * rng.random(), h * 0.05 * (k + 1), u * 0.2, u * 0.01, _H("#A9C3D6"))
    for _ in range(_count(w, u, 2, 2)):
        lx = w * rng.random()
        stroke_line(c, lx, deck + u * 0.08, lx, deck + u * 0.25, _H("#2B2233"), u * 0.01)
        fill_circle(c, lx, deck + u * 0.26, u * 0.02, _H("#F2B134"))


def harbour(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """A harbour at dusk: cranes, a cargo ship, warehouses and the lights on the quay (wide: the whole
    quay, city_wide)."""
    if w / h >= WIDE:
        city_wide.harbour(c, w, h, rng, st)
        return
    u = min(w, h)
    sky(c, w, h, h * 0.3, _H("#F2A65A"), _H("#5B3F6E"))
    fill_circle(c, w * rng.uniform(0.2, 0.8), h * 0.45, u * 0.14, _H("#F9D56E"))
    rect(c, 0, 0, w, h * 0.3, _H("#27405E"))
    x = w * rng.uniform(0.0, 0.2)
    while x < w:
        ch = h * rng.uniform(0.45, 0.7)
        col = _H("#C8553D")
        stroke_line(c, x, h * 0.3, x, h * 0.3 + ch, col, u * 0.03)
        stroke_line(c, x - u * 0.1, h * 0.3 + ch, x + u * 0.35, h * 0.3 + ch * 0.95, col, u * 0.025)
        stroke_line(c, x + u * 0.25, h * 0.3 + ch * 0.95, x + u * 0.25, h * 0.3 + ch * 0.6, _H("#2B2233"), u * 0.006)
        x += u * rng.uniform(0.6, 1.1)
    sx = w * rng.uniform(0.1, 0.5)
    sl = min(w * 0.7, u * 1.3)
    poly(
        c, [(sx, h * 0.22), (sx + sl, h * 0.22), (sx + sl * 0.94, h * 0.12), (sx + sl * 0.04, h * 0.12)], _H("#1B2A49")
    )
    rect(c, sx, h * 0.22, sl, u * 0.02, _H("#D62839"))
    for k in range(int(sl / (u * 0.12))):
        rect(
            c,
            sx + u * 0.05 + k * u * 0.12,
            h * 0.24,
            u * 0.1,
            u * 0.07,
            rng.choice([_H("#3D5A80"), _H("#F2B134"), _H("#C8553D")]),
        )
    rect(c, sx + sl * 0.8, h * 0.24, u * 0.12, u * 0.16, white)
    reflection(c, sx + sl / 2, h * 0.11, sl * 0.8, h * 0.08, _H("#F9D56E"), 3, u * 0.01)
    rect(c, 0, 0, w, h * 0.06, _H("#4A4A55"))
    for _ in range(_count(w, u, 1.5)):
        sailboat(c, w * rng.random(), h * 0.03, u * 0.15, _H("#EFE6D2"), _H("#EFE6D2"))


def market(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """A market square on a sunny day: coloured tenements, striped stalls and townsfolk."""
    u = min(w, h)
    rect(c, 0, 0, w, h, _H("#9DD0E8"))
    x = 0.0
    walls = [_H("#E8A13A"), _H("#D35D47"), _H("#7DB3A7"), _H("#F1D98B"), _H("#B56FA0"), _H("#EFE6D2")]
    while x < w:
        bw = u * rng.uniform(0.2, 0.3)
        _facade(c, x, h * 0.3, bw, h * rng.uniform(0.35, 0.5), u, rng.choice(walls), _H("#2B2233"), rng)
        x += bw
    rect(c, 0, 0, w, h * 0.3, _H("#C9B79C"))
    for k in range(int(w / (u * 0.08)) + 1):
        stroke_line(c, k * u * 0.08, 0, k * u * 0.08 + u * 0.1, h * 0.3, _H("#B5A286"), u * 0.006)
    for _ in range(_count(w, u, 1.2)):
        x = w * rng.uniform(0.05, 0.85)
        sw = u * 0.26
        top = h * 0.42
        stripe = rng.choice([_H("#D62839"), _H("#2A7F7A"), _H("#3D5A80")])
        rect(c, x, h * 0.1, sw, u * 0.1, _H("#8E5B32"))
        for k in range(6):
            poly(
                c,
                [
                    (x + sw * k / 6, top),
                    (x + sw * (k + 1) / 6, top),
                    (x + sw * (k + 1) / 6, top - u * 0.08),
                    (x + sw * k / 6, top - u * 0.08),
                ],
                stripe if k % 2 else white,
            )
        stroke_line(c, x + u * 0.01, h * 0.1, x + u * 0.01, top - u * 0.08, _H("#5B3A22"), u * 0.01)
        stroke_line(c, x + sw - u * 0.01, h * 0.1, x + sw - u * 0.01, top - u * 0.08, _H("#5B3A22"), u * 0.01)
        for k in range(4):
            fill_circle(
                c,
                x + sw * (0.15 + 0.23 * k),
                h * 0.1 + u * 0.12,
                u * 0.025,
                rng.choice([_H("#E07A24"), _H("#7D8C3A"), _H("#C8324E")]),
            )
    for _ in range(_count(w, u, 2)):
        px = w * rng.random()
        col = rng.choice([_H("#1B2A49"), _H("#8C2B3A"), _H("#2F5D4E")])
        ellipse(c, px, h * 0.08, u * 0.03, u * 0.07, col)
        fill_circle(c, px, h * 0.08 + u * 0.09, u * 0.025, _H("#E8A598"))


def rooftops(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """Rooftops at midnight: a full moon, chimneys, a cat on the ridge, one lit attic window."""
    u = min(w, h)
    sky(c, w, h, 0, _H("#33416B"), _H("#0E1630"))
    for _ in range(_count(w, u, 10)):
        fill_circle(c, w * rng.random(), h * rng.uniform(0.5, 1), u * 0.007, _H("#F6F1D1"))
    mx = w * rng.uniform(0.2, 0.8)
    fill_circle(c, mx, h * 0.75, u * 0.16, _H("#F6F1D1"))
    fill_circle(c, mx + u * 0.05, h * 0.78, u * 0.03, _H("#E1DAB0"))
    x = -u * 0.1
    cat_done = False
    while x < w:
        rw = u * rng.uniform(0.3, 0.5)
        ry = h * rng.uniform(0.35, 0.6)
        roof = rng.choice([_H("#7A3B2E"), _H("#4E5A72"), _H("#6B4A3A")])
        poly(c, [(x, 0), (x, ry), (x + rw / 2, ry + rw * 0.35), (x + rw, ry), (x + rw, 0)], roof)
        for k in range(4):
            stroke_line(c, x, ry - k * u * 0.06, x + rw, ry - k * u * 0.06, mix(roof, _H("#000000"), 0.3), u * 0.008)
        chx = x + rw * rng.uniform(0.15, 0.7)
        rect(c, chx, ry, u * 0.05, u * 0.2, _H("#8C4A3A"))
        rect(c, chx - u * 0.01, ry + u * 0.2, u * 0.07, u * 0.02, _H("#5A2E26"))
        if rng.random() < 0.5:
            rect(c, x + rw * 0.4, ry - u * 0.12, u * 0.07, u * 0.08, _H("#F2B134"))
        if not cat_done and x > w * 0.2:
            cx, cy = x + rw / 2, ry + rw * 0.35
            ellipse(c, cx, cy + u * 0.03, u * 0.035, u * 0.03, _H("#0A0A12"))
            fill_circle(c, cx + u * 0.03, cy + u * 0.065, u * 0.02, _H("#0A0A12"))
            poly(
                c,
                [(cx + u * 0.018, cy + u * 0.08), (cx + u * 0.022, cy + u * 0.1), (cx + u * 0.032, cy + u * 0.083)],
                _H("#0A0A12"),
            )
            stroke_line(c, cx - u * 0.03, cy + u * 0.02, cx - u * 0.06, cy + u * 0.07, _H("#0A0A12"), u * 0.01)
            cat_done = True
        x += rw * rng.uniform(0.8, 1.0)


def rain(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """A rainy boulevard: grey facades, street lamps mirrored on wet cobbles, coloured umbrellas."""
    u = min(w, h)
    rect(c, 0, 0, w, h, _H("#8D99A6"))
    x = 0.0
    while x < w:
        bw = u * rng.uniform(0.25, 0.4)
        _facade(
            c,
            x,
            h * 0.3,
            bw,
            h * rng.uniform(0.5, 0.7),
            u,
            rng.choice([_H("#A7ADB4"), _H("#9A928A"), _H("#B8B2A6")]),
            _H("#F2D27A"),
            rng,
            gable=False,
        )
        x += bw + u * 0.01
    rect(c, 0, 0, w, h * 0.3, _H("#4F5966"))
    for _ in range(_count(w, u, 2)):
        lx = w * rng.random()
        stroke_line(c, lx, h * 0.25, lx, h * 0.75, _H("#1E1B24"), u * 0.015)
        fill_circle(c, lx, h * 0.76, u * 0.035, _H("#F2D27A"))
        reflection(c, lx, h * 0.22, u * 0.08, h * 0.18, _H("#C9B069"), 4, u * 0.01)
    for _ in range(_count(w, u, 1.6)):
        px = w * rng.uniform(0.05, 0.95)
        py = h * rng.uniform(0.08, 0.2)
        col = rng.choice([_H("#D62839"), _H("#F2B134"), _H("#2A7F7A"), _H("#3D5A80")])
        ellipse(c, px, py + u * 0.07, u * 0.03, u * 0.07, _H("#2B2233"))
        c.setFillColor(col)
        c.wedge(px - u * 0.1, py + u * 0.1, px + u * 0.1, py + u * 0.26, 0, 180, stroke=0, fill=1)
        stroke_line(c, px, py + u * 0.18, px, py + u * 0.08, _H("#1E1B24"), u * 0.008)
    c.setStrokeColor(_H("#C9D1DA"))
    c.setLineWidth(u * 0.005)
    for _ in range(_count(w, u, 40)):
        x, y = w * rng.random(), h * rng.random()
        c.line(x, y, x - u * 0.02, y - u * 0.08)


def cathedral(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """A Gothic cathedral in the afternoon sun: two towers, a rose window, pigeons over the square."""
    u = min(w, h)
    sky(c, w, h, h * 0.2, _H("#FCE9C0"), _H("#7DB0D5"))
    brick = _H("#B5533C")
    cx = w * rng.uniform(0.35, 0.65)
    bw = min(w * 0.8, u * 0.9)
    rect(c, cx - bw / 2, h * 0.15, bw, h * 0.45, brick)
    poly(c, [(cx - bw / 2, h * 0.6), (cx, h * 0.78), (cx + bw / 2, h * 0.6)], mix(brick, _H("#000000"), 0.2))
    for side in (-1, 1):
        tx = cx + side * bw * 0.42
        rect(c, tx - u * 0.07, h * 0.15, u * 0.14, h * 0.62, brick)
        poly(c, [(tx - u * 0.08, h * 0.77), (tx, h * 0.98), (tx + u * 0.08, h * 0.77)], _H("#3F6E5A"))
        for k in range(3):
            rect(c, tx - u * 0.02, h * (0.3 + 0.14 * k), u * 0.04, h * 0.08, _H("#2B2233"))
    fill_circle(c, cx, h * 0.5, u * 0.09, _H("#2B2233"))
    for k in range(8):
        fill_circle(
            c,
            cx + u * 0.055 * (k % 3 - 1),
            h * 0.5 + u * 0.055 * (k // 3 - 1),
            u * 0.02,
            rng.choice([_H("#D62839"), _H("#3D5A80"), _H("#F2B134")]),
        )
    poly(
        c,
        [
            (cx - u * 0.06, h * 0.15),
            (cx - u * 0.06, h * 0.32),
            (cx, h * 0.38),
            (cx + u * 0.06, h * 0.32),
            (cx + u * 0.06, h * 0.15),
        ],
        _H("#2B2233"),
    )
    x = 0.0
    while x < w:
        if abs(x - cx) > bw * 0.55:
            _facade(
                c,
                x,
                h * 0.15,
                u * 0.16,
                h * rng.uniform(0.2, 0.35),
                u,
                rng.choice([_H("#E9C46A"), _H("#EFE6D2")]),
                _H("#3D5A80"),
                rng,
            )
        x += u * 0.16
    rect(c, 0, 0, w, h * 0.15, _H("#D8C8A8"))
    for _ in range(_count(w, u, 3)):
        gx, gy = w * rng.random(), h * rng.uniform(0.65, 0.95)
        c.setStrokeColor(_H("#2B2233"))
        c.setLineWidth(u * 0.007)
        c.bezier(gx - u * 0.03, gy, gx - u * 0.015, gy + u * 0.015, gx, gy, gx, gy)
        c.bezier(gx, gy, gx, gy, gx + u * 0.015, gy + u * 0.015, gx + u * 0.03, gy)


def factory(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """A textile mill at dawn: red brick halls with saw-tooth roofs, tall chimneys and their smoke."""
    u = min(w, h)
    sky(c, w, h, h * 0.3, _H("#F7C59F"), _H("#7E8AA2"))
    fill_circle(c, w * rng.uniform(0.1, 0.9), h * 0.4, u * 0.12, _H("#FBE3A1"))
    for _ in range(_count(w, u, 0.9)):
        x = w * rng.uniform(0.05, 0.95)
        top = h * rng.uniform(0.7, 0.88)
        poly(
            c,
            [(x - u * 0.04, h * 0.3), (x - u * 0.025, top), (x + u * 0.025, top), (x + u * 0.04, h * 0.3)],
            _H("#8C3B2A"),
        )
        rect(c, x - u * 0.03, top - u * 0.05, u * 0.06, u * 0.015, _H("#EFE6D2"))
        for k in range(4):
            fill_circle(
                c,
                x + u * (0.05 + 0.09 * k),
                top + u * (0.04 + 0.03 * k),
                u * (0.04 + 0.015 * k),
                mix(_H("#C9C3BD"), _H("#7E8AA2"), k * 0.2),
            )
    base = h * 0.2
    x = -u * 0.05
    while x < w:
        hw = u * rng.uniform(0.5, 0.8)
        hh = h * rng.uniform(0.2, 0.3)
        rect(c, x, base, hw, hh, _H("#A4472F"))
        n = max(2, int(hw / (u * 0.12)))
        for k in range(n):
            sx = x + hw * k / n
            poly(c, [(sx, base + hh), (sx, base + hh + u * 0.08), (sx + hw / n, base + hh)], _H("#5A5F6E"))
            rect(
                c,
                sx + hw / n * 0.2,
                base + hh * 0.3,
                hw / n * 0.6,
                hh * 0.45,
                _H("#F2B134") if rng.random() < 0.6 else _H("#3D3340"),
            )
        x += hw + u * 0.03
    rect(c, 0, 0, w, base, _H("#4A4A55"))
    stroke_line(c, 0, base * 0.5, w, base * 0.5, _H("#98A6B5"), u * 0.01)
    for _ in range(_count(w, u, 1.5)):
        px = w * rng.random()
        ellipse(c, px, base * 0.6, u * 0.02, u * 0.05, _H("#1B2A49"))
        fill_circle(c, px, base * 0.6 + u * 0.065, u * 0.018, _H("#E8A598"))


CITY_SCENES = {
    "most": bridge,
    "port": harbour,
    "rynek": market,
    "dachy": rooftops,
    "deszcz": rain,
    "katedra": cathedral,
    "fabryka": factory,
}
