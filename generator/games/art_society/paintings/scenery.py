"""Shared pieces of outdoor scenes: skies in bands, ridges, trees, houses, boats (landscape and city
painters use them; every one works in the current, translated user space)."""

from __future__ import annotations

import random

from reportlab.lib.colors import Color

from generator.games.art_society.paintings.shapes import ellipse, fill_circle, mix, poly, rect, wave


def sky(c, w: float, h: float, y0: float, low: Color, high: Color, bands: int = 7) -> None:
    """Flat horizontal bands from `low` at `y0` to `high` at the top (a poster-print gradient)."""
    step = (h - y0) / bands
    for i in range(bands):
        rect(c, 0, y0 + i * step, w, step + 0.5, mix(low, high, i / max(1, bands - 1)))


def ridge(c, rng: random.Random, w: float, base: float, amp: float, col: Color, n: int = 48):
    """A filled band from below the picture up to a wavy line about `base`; returns its height function."""
    f = wave(rng, amp, w)
    pts = [(-1.0, -1.0)] + [(w * i / n, base + f(w * i / n)) for i in range(n + 1)] + [(w + 1, -1.0)]
    poly(c, pts, col)
    return lambda x: base + f(x)


def peaks(c, rng: random.Random, w: float, base: float, u: float, low: float, high: float, col: Color, snow=None):
    """Jagged mountains standing on `base`, peaks `low`..`high` × u tall; snow caps when `snow` is given."""
    x = -u * 0.2
    while x < w + u * 0.2:
        half = u * rng.uniform(0.25, 0.5)
        top = base + u * rng.uniform(low, high)
        poly(c, [(x - half, base), (x, top), (x + half, base)], col)
        if snow is not None:
            k = 0.28
            poly(
                c,
                [
                    (x - half * k, top - (top - base) * k),
                    (x, top),
                    (x + half * k, top - (top - base) * k),
                    (x + half * k * 0.3, top - (top - base) * k * 0.75),
                    (x - half * k * 0.2, top - (top - base) * k * 1.1),
                ],
                snow,
            )
        x += half * rng.uniform(0.9, 1.4)


def pine(c, x: float, y: float, hh: float, col: Color, snow=None) -> None:
    """A spruce of height `hh` standing on (x, y): three stacked triangles."""
    rect(c, x - hh * 0.035, y, hh * 0.07, hh * 0.15, mix(col, Color(0.3, 0.2, 0.1), 0.6))
    for k in range(3):
        by = y + hh * (0.1 + k * 0.26)
        half = hh * (0.32 - k * 0.08)
        top = by + hh * 0.42
        poly(c, [(x - half, by), (x, top), (x + half, by)], col)
        if snow is not None:
            poly(c, [(x - half * 0.45, top - hh * 0.23), (x, top), (x + half * 0.45, top - hh * 0.23)], snow)


def round_tree(c, x: float, y: float, hh: float, crown: Color, trunk: Color, blossom=None, rng=None) -> None:
    rect(c, x - hh * 0.05, y, hh * 0.1, hh * 0.5, trunk)
    fill_circle(c, x, y + hh * 0.66, hh * 0.34, crown)
    fill_circle(c, x - hh * 0.2, y + hh * 0.55, hh * 0.22, crown)
    fill_circle(c, x + hh * 0.2, y + hh * 0.57, hh * 0.22, crown)
    if blossom is not None and rng is not None:
        for _ in range(9):
            fill_circle(c, x + hh * rng.uniform(-0.38, 0.38), y + hh * rng.uniform(0.4, 0.95), hh * 0.05, blossom)


def house(c, x: float, y: float, s: float, wall: Color, roof: Color, window: Color, steep: float = 0.55) -> None:
    """A cottage `s` wide standing on (x, y) with a gable roof and two windows."""
    rect(c, x, y, s, s * 0.6, wall)
    poly(c, [(x - s * 0.1, y + s * 0.6), (x + s / 2, y + s * (0.6 + steep)), (x + s * 1.1, y + s * 0.6)], roof)
    for wx in (0.18, 0.62):
        rect(c, x + s * wx, y + s * 0.25, s * 0.2, s * 0.2, window)


def sailboat(c, x: float, y: float, s: float, hull: Color, sail: Color, sail2=None) -> None:
    """A sailing boat `s` long on the water line y."""
    poly(c, [(x - s / 2, y + s * 0.12), (x + s / 2, y + s * 0.12), (x + s * 0.38, y), (x - s * 0.38, y)], hull)
    poly(c, [(x + s * 0.02, y + s * 0.16), (x + s * 0.02, y + s * 0.9), (x + s * 0.4, y + s * 0.16)], sail)
    poly(c, [(x - s * 0.03, y + s * 0.2), (x - s * 0.03, y + s * 0.75), (x - s * 0.3, y + s * 0.2)], sail2 or sail)


def rowboat(c, x: float, y: float, s: float, hull: Color, person: Color) -> None:
    c.setFillColor(hull)
    p = c.beginPath()
    p.moveTo(x - s / 2, y + s * 0.14)
    p.lineTo(x + s / 2, y + s * 0.14)
    p.curveTo(x + s * 0.4, y - s * 0.02, x - s * 0.4, y - s * 0.02, x - s / 2, y + s * 0.14)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    ellipse(c, x, y + s * 0.24, s * 0.07, s * 0.11, person)
    fill_circle(c, x, y + s * 0.39, s * 0.055, person)


def reflection(c, x: float, y: float, width: float, depth: float, col: Color, lines: int, lw: float) -> None:
    """Broken horizontal strokes under (x, y): a light shimmering on water."""
    c.setStrokeColor(col)
    c.setLineWidth(lw)
    for k in range(lines):
        half = width * (1 - k / (lines + 1)) / 2
        ly = y - depth * (k + 0.5) / lines
        c.line(x - half, ly, x + half, ly)
