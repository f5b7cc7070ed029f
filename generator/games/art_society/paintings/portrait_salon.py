"""The wide picture of the lady of portrait.py: her cubist figure large, in her salon — a tall window,
a piano, a palm, a sofa, pictures and a flower table, each piece its own size, over walls of tilted
planes in her own colours."""

from __future__ import annotations

import math
import random

from reportlab.lib.colors import HexColor

from generator.games.art_society.paintings.portrait import paint_portrait
from generator.games.art_society.paintings.shapes import (
    ellipse,
    fill_circle,
    mix,
    poly,
    rect,
    spans,
    stroke_line,
    varied,
)
from generator.games.art_society.paintings.styles import ThemeStyle

PALM = HexColor("#2D6A4F")


def _furniture(c, kind: str, x, span, h, st: ThemeStyle, rng: random.Random) -> None:
    rose, plum, teal, ochre, cream, ink = st.palette
    mid = x + span / 2
    k = rng.uniform(0.75, 1.15)  # this piece's own size
    if kind == "window":  # a tall window between two curtains
        rect(c, mid - span * 0.3, h * 0.3, span * 0.6, h * 0.62, mix(teal, cream, 0.6))
        stroke_line(c, mid, h * 0.3, mid, h * 0.92, cream, h * 0.015)
        stroke_line(c, mid - span * 0.3, h * 0.62, mid + span * 0.3, h * 0.62, cream, h * 0.015)
        for k in (-1, 1):
            poly(
                c,
                [(mid + k * span * 0.42, h), (mid + k * span * 0.22, h), (mid + k * span * 0.32, h * 0.2)]
                + [(mid + k * span * 0.45, h * 0.2)],
                plum,
            )
    elif kind == "piano":
        ink = rng.choice([ink, mix(ochre, ink, 0.6)])
        rect(c, x + span * 0.1, h * 0.12, span * 0.8, h * 0.35, ink)
        rect(c, x + span * 0.12, h * 0.36, span * 0.76, h * 0.04, cream)
        for k in range(int(span * 0.76 / (h * 0.03))):
            rect(c, x + span * 0.13 + k * h * 0.03, h * 0.38, h * 0.012, h * 0.02, ink)
        poly(
            c,
            [(x + span * 0.3, h * 0.47), (x + span * 0.7, h * 0.47), (x + span * 0.6, h * 0.58)],
            mix(ochre, cream, 0.5),
        )
    elif kind == "palm":
        poly(
            c,
            [
                (mid - h * 0.07, h * 0.12),
                (mid + h * 0.07, h * 0.12),
                (mid + h * 0.09, h * 0.26),
                (mid - h * 0.09, h * 0.26),
            ],
            ochre,
        )
        for a in (-60, -30, 0, 25, 55):
            t = math.radians(a)
            ellipse(
                c,
                mid + math.sin(t) * h * 0.14 * k,
                h * (0.26 + 0.16 * k) + math.cos(t) * h * 0.1 * k,
                h * 0.05 * k,
                h * 0.14 * k,
                PALM,
            )
    elif kind == "sofa":
        seat = rng.choice([rose, teal, ochre])
        c.setFillColor(seat)
        c.roundRect(x + span * 0.05, h * 0.12, span * 0.9, h * 0.3 * k, h * 0.08, stroke=0, fill=1)
        c.setFillColor(mix(seat, plum, 0.35))
        c.roundRect(x + span * 0.05, h * 0.12, span * 0.9, h * 0.14, h * 0.05, stroke=0, fill=1)
    elif kind == "picture":
        fw, fh = span * 0.7 * k, h * 0.3 * k
        rect(c, mid - fw / 2, h * 0.52, fw, fh, ochre)
        rect(c, mid - fw / 2 + h * 0.02, h * 0.54, fw - h * 0.04, fh - h * 0.04, mix(teal, cream, 0.3))
        fill_circle(c, mid, h * 0.64, fh * 0.2, mix(plum, cream, 0.2))
    else:  # a round table with a vase of flowers
        top = h * 0.35 * k
        ellipse(c, mid, top, span * 0.3, h * 0.04, mix(ochre, ink, 0.3))
        rect(c, mid - h * 0.015, h * 0.12, h * 0.03, top - h * 0.12, mix(ochre, ink, 0.3))
        ellipse(c, mid, top + h * 0.09, h * 0.05, h * 0.08, rng.choice([teal, plum, cream]))
        for j in range(rng.randint(3, 5)):
            fill_circle(c, mid + (j - 2) * h * 0.045, top + h * 0.2 + (j % 2) * h * 0.05, h * 0.03, st.accent)


def salon(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """The lady in her salon: a tall window, a piano, a palm, a sofa, pictures; the room in the flat
    planes of her portrait."""
    rose, plum, teal, ochre, cream, ink = st.palette
    rect(c, 0, 0, w, h, mix(rose, cream, 0.4))
    for x, span in spans(rng, 0, w, h * 0.8, h * 1.8):  # the walls in tilted planes
        col = rng.choice([cream, mix(teal, cream, 0.5), mix(ochre, cream, 0.4), mix(plum, cream, 0.55)])
        poly(
            c,
            [(x, 0), (x + span, 0), (x + span * rng.uniform(0.8, 1.1), h), (x + span * rng.uniform(-0.1, 0.2), h)],
            col,
        )
    rect(c, 0, 0, w, h * 0.13, mix(plum, ink, 0.3))
    lw = h * 1.05
    lx = w * rng.uniform(0.42, 0.58) - lw / 2  # clear of the left end, where a tile's plaque sits
    pieces = varied(rng, ["window", "piano", "palm", "sofa", "picture", "table"])
    for x, span in spans(rng, 0, lx, h * 0.4, h * 0.9, h * 0.15) + spans(rng, lx + lw, w, h * 0.4, h * 0.9, h * 0.15):
        _furniture(c, next(pieces), x, span, h, st, rng)
    c.saveState()
    c.translate(lx, 0)
    paint_portrait(c, lw, h, rng, st, ground=False)
    c.restoreState()
