"""Solid geometric symbols shared by piece kinds (tokens, standees): a second cue beside colour,
so that colour-blind players can tell pieces apart."""

from __future__ import annotations

import math
from typing import Literal

from reportlab.lib import colors

from generator.model.vocab import luminance

MEDALLION = "#fbf6ea"  # light disc behind pictograms, which are drawn in dark ink with tints
SYMBOLS = Literal["circle", "square", "diamond", "triangle", "star", "cross", "hexagon", "hospital"]
HOSPITAL_RED = "#d62828"  # the hospital sign's cross


def draw_hospital_sign(c, cx: float, cy: float, r: float, ring) -> None:
    """The hospital sign, one drawing wherever a hospital is meant (a board field, a token, a card's
    icon; kit review r17: the cards showed an „H”, the board and the tokens a „+”): a red cross on a
    white disc of radius r, ringed in `ring`."""
    c.saveState()
    c.setFillColor(colors.white)
    c.setStrokeColor(ring)
    c.setLineWidth(r * 0.087)
    c.circle(cx, cy, r, stroke=1, fill=1)
    c.setFillColor(colors.HexColor(HOSPITAL_RED))
    arm, half = r * 0.65, r * 0.22
    c.rect(cx - half, cy - arm, 2 * half, 2 * arm, stroke=0, fill=1)
    c.rect(cx - arm, cy - half, 2 * arm, 2 * half, stroke=0, fill=1)
    c.restoreState()


# how wide each symbol `draw_symbol` draws at radius 1 (the largest of its width and height)
SPAN = {
    "circle": 1.7,
    "square": 1.56,
    "diamond": 2.0,
    "triangle": 1.9,
    "star": 1.9,
    "cross": 1.8,
    "hexagon": 1.84,
    "hospital": 2.0,
}


def radius_for(symbol: str, across: float) -> float:
    """The radius at which `draw_symbol` draws `symbol` `across` wide (or tall, whichever is more)."""
    return across / SPAN[symbol]


def _polygon(c, points, fill: bool = True) -> None:
    p = c.beginPath()
    p.moveTo(*points[0])
    for point in points[1:]:
        p.lineTo(*point)
    p.close()
    c.drawPath(p, stroke=0 if fill else 1, fill=1 if fill else 0)


def draw_symbol(c, symbol: str, cx: float, cy: float, r: float, ink=None) -> None:
    """A solid geometric symbol of radius r in the current fill colour (the hospital sign: ringed in
    `ink`)."""
    if symbol == "hospital":
        draw_hospital_sign(c, cx, cy, r, ink if ink is not None else colors.HexColor("#1d1d1b"))
    elif symbol == "circle":
        c.circle(cx, cy, r * 0.85, stroke=0, fill=1)
    elif symbol == "square":
        s = r * 0.78
        c.rect(cx - s, cy - s, 2 * s, 2 * s, stroke=0, fill=1)
    elif symbol == "diamond":
        _polygon(c, [(cx, cy + r), (cx + r * 0.8, cy), (cx, cy - r), (cx - r * 0.8, cy)])
    elif symbol == "triangle":
        _polygon(c, [(cx, cy + r), (cx + r * 0.95, cy - r * 0.7), (cx - r * 0.95, cy - r * 0.7)])
    elif symbol == "star":
        points = []
        for i in range(10):
            radius = r if i % 2 == 0 else r * 0.42
            angle = math.radians(90 + 36 * i)
            points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
        _polygon(c, points)
    elif symbol == "cross":
        a, b = r * 0.9, r * 0.3
        c.rect(cx - a, cy - b, 2 * a, 2 * b, stroke=0, fill=1)
        c.rect(cx - b, cy - a, 2 * b, 2 * a, stroke=0, fill=1)
    elif symbol == "hexagon":
        _polygon(
            c,
            [
                (
                    cx + r * 0.92 * math.cos(math.radians(30 + 60 * i)),
                    cy + r * 0.92 * math.sin(math.radians(30 + 60 * i)),
                )
                for i in range(6)
            ],
        )


def is_light(hex_color: str) -> bool:
    """True for colours on which dark ink reads best (relative luminance above 0.6)."""
    return luminance(hex_color) > 0.6
