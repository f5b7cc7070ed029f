"""The things round the own group of three wide still lifes (laid out by still_life_tables.lay): the
music room's (a trumpet, a flute, a drum, a metronome, a music stand, a lute), the vanitas' (a globe, a
pocket watch, an overturned goblet, a wilting flower, a scroll, coins, a snuffed candle) and the
kitchen's (hanging ladles and a sieve, a frying pan, a mortar, a board of carrots, a kettle, eggs,
jars of preserves). Each `thing(c, x, y, span, h, rng)` stands on (x, y), at most `span` wide."""

from __future__ import annotations

import math

from reportlab.lib.colors import HexColor, white

from generator.games.art_society.paintings.shapes import ellipse, fill_circle, mix, poly, rect, stroke_line
from generator.games.art_society.paintings.still_life_objects import INK, books, bottle, candle, glass, jar
from generator.games.art_society.paintings.still_life_tables import Thing, thing_size

_H = HexColor
BRASS, WOOD, DARK, PAPER = _H("#C9A02C"), _H("#8E5B32"), _H("#5B3A22"), _H("#F3ECD6")


# ------------------------------------------------------------------------------------ music


def _trumpet(c, x, y, span, h, rng):
    s = min(span, h * 0.55)
    stroke_line(c, x - s * 0.45, y + s * 0.08, x + s * 0.2, y + s * 0.08, BRASS, s * 0.04)
    stroke_line(c, x - s * 0.3, y + s * 0.15, x + s * 0.1, y + s * 0.15, BRASS, s * 0.03)
    poly(
        c,
        [
            (x + s * 0.15, y + s * 0.07),
            (x + s * 0.45, y - s * 0.02),
            (x + s * 0.45, y + s * 0.22),
            (x + s * 0.15, y + s * 0.11),
        ],
        BRASS,
    )
    for k in range(3):
        rect(c, x - s * 0.12 + k * s * 0.07, y + s * 0.1, s * 0.03, s * 0.12, mix(BRASS, INK, 0.3))


def _flute(c, x, y, span, h, rng):
    s = min(span, h * 0.6)
    a = rng.uniform(-0.08, 0.08)
    stroke_line(c, x - s * 0.45, y - h * 0.02, x + s * 0.45, y - h * 0.02 + a * s, INK, h * 0.02)
    for k in range(5):
        t = k / 6 - 0.2
        fill_circle(c, x + t * s, y - h * 0.02 + a * s * (t + 0.5), h * 0.006, BRASS)


def _drum(c, x, y, span, h, rng):
    s = thing_size(span, y, h, rng, 0.22, 0.3)
    rect(c, x - s * 0.4, y, s * 0.8, s * 0.45, _H("#C8324E"))
    for k in range(4):
        poly(
            c,
            [
                (x - s * 0.4 + k * s * 0.2, y + s * 0.05),
                (x - s * 0.3 + k * s * 0.2, y + s * 0.4),
                (x - s * 0.2 + k * s * 0.2, y + s * 0.05),
            ],
            PAPER,
        )
    ellipse(c, x, y + s * 0.45, s * 0.4, s * 0.08, mix(PAPER, BRASS, 0.3))
    stroke_line(c, x - s * 0.1, y + s * 0.5, x + s * 0.4, y + s * 0.75, DARK, s * 0.03)


def _metronome(c, x, y, span, h, rng):
    s = thing_size(span, y, h, rng, 0.24, 0.32)
    poly(c, [(x - s * 0.22, y), (x + s * 0.22, y), (x + s * 0.08, y + s), (x - s * 0.08, y + s)], WOOD)
    poly(
        c,
        [
            (x - s * 0.12, y + s * 0.15),
            (x + s * 0.12, y + s * 0.15),
            (x + s * 0.05, y + s * 0.85),
            (x - s * 0.05, y + s * 0.85),
        ],
        PAPER,
    )
    a = rng.uniform(-0.3, 0.3)
    stroke_line(c, x, y + s * 0.2, x + math.sin(a) * s * 0.6, y + s * 0.2 + math.cos(a) * s * 0.6, INK, s * 0.03)


def _music_stand(c, x, y, span, h, rng):
    s = thing_size(span * 1.6, y, h, rng, 0.5, 0.62)
    stroke_line(c, x, y, x, y + s * 0.6, INK, s * 0.02)
    stroke_line(c, x - s * 0.15, y, x + s * 0.15, y, INK, s * 0.02)
    poly(
        c,
        [
            (x - s * 0.25, y + s * 0.6),
            (x + s * 0.25, y + s * 0.6),
            (x + s * 0.22, y + s * 0.92),
            (x - s * 0.22, y + s * 0.92),
        ],
        PAPER,
    )
    for k in range(4):
        ly = y + s * (0.66 + 0.07 * k)
        stroke_line(c, x - s * 0.2, ly, x + s * 0.2, ly, INK, s * 0.005)
        fill_circle(c, x + s * rng.uniform(-0.15, 0.15), ly, s * 0.012, INK)


def _lute(c, x, y, span, h, rng):
    s = thing_size(span * 1.5, y, h, rng, 0.45, 0.55)
    body = _H("#A8642A")
    poly(
        c,
        [
            (x + s * 0.05, y + s * 0.35),
            (x + s * 0.3, y + s * 0.9),
            (x + s * 0.36, y + s * 0.88),
            (x + s * 0.12, y + s * 0.33),
        ],
        DARK,
    )
    ellipse(c, x, y + s * 0.2, s * 0.2, s * 0.2, body)
    fill_circle(c, x + s * 0.03, y + s * 0.25, s * 0.05, INK)
    stroke_line(c, x - s * 0.12, y + s * 0.08, x + s * 0.1, y + s * 0.12, DARK, s * 0.02)


def _scores(c, x, y, span, h, rng):
    top = books(c, x, y, thing_size(span, y, h, rng, 0.26, 0.34), rng)
    rect(c, x - h * 0.1, top, h * 0.18, h * 0.012, PAPER)


def _lit(c, x, y, span, h, rng):
    candle(c, x, y, thing_size(span * 3, y, h, rng, 0.32, 0.42), True)


INSTRUMENTS: tuple[Thing, ...] = (_trumpet, _flute, _drum, _metronome, _music_stand, _lute, _scores, _lit)


# ------------------------------------------------------------------------------------ vanitas


def _globe(c, x, y, span, h, rng):
    s = thing_size(span, y, h, rng, 0.3, 0.4)
    rect(c, x - s * 0.2, y, s * 0.4, s * 0.05, DARK)
    rect(c, x - s * 0.02, y, s * 0.04, s * 0.25, DARK)
    fill_circle(c, x, y + s * 0.55, s * 0.3, _H("#8FA5B5"))
    for k in range(3):
        ellipse(c, x + rng.uniform(-0.15, 0.15) * s, y + s * (0.45 + 0.1 * k), s * 0.1, s * 0.05, _H("#8C6A32"))
    c.setStrokeColor(BRASS)
    c.setLineWidth(s * 0.03)
    c.arc(x - s * 0.36, y + s * 0.19, x + s * 0.36, y + s * 0.91, -80, 250)


def _watch(c, x, y, span, h, rng):
    s = thing_size(span, y, h, rng, 0.14, 0.18)
    fill_circle(c, x, y + s * 0.3, s * 0.3, BRASS)
    fill_circle(c, x, y + s * 0.3, s * 0.24, PAPER)
    stroke_line(c, x, y + s * 0.3, x + s * 0.12, y + s * 0.38, INK, s * 0.03)
    for k in range(6):
        fill_circle(c, x + s * (0.32 + 0.1 * k), y + s * (0.05 + 0.03 * (k % 2)), s * 0.03, BRASS)


def _goblet(c, x, y, span, h, rng):  # lying on its side, spilt
    s = thing_size(span, y, h, rng, 0.28, 0.36)
    ellipse(c, x + s * 0.1, y - h * 0.01, s * 0.35, s * 0.04, _H("#6E1E2A"))
    poly(c, [(x - s * 0.35, y + s * 0.05), (x, y + s * 0.12), (x, y + s * 0.02)], BRASS)
    poly(c, [(x, y + s * 0.02), (x + s * 0.3, y), (x + s * 0.3, y + s * 0.22), (x, y + s * 0.12)], BRASS)
    ellipse(c, x + s * 0.3, y + s * 0.11, s * 0.04, s * 0.11, mix(BRASS, INK, 0.3))


def _wilting(c, x, y, span, h, rng):
    s = thing_size(span * 2, y, h, rng, 0.22, 0.28)
    glass(c, x, y, s)
    p = c.beginPath()
    p.moveTo(x, y + s * 0.9)
    p.curveTo(x, y + s * 1.5, x + s * 0.5, y + s * 1.6, x + s * 0.55, y + s * 1.1)
    c.setStrokeColor(_H("#6B7A2E"))
    c.setLineWidth(s * 0.04)
    c.drawPath(p, stroke=1, fill=0)
    ellipse(c, x + s * 0.55, y + s * 1.0, s * 0.1, s * 0.14, _H("#8C6A32"))
    ellipse(c, x + s * 0.4, y, s * 0.06, s * 0.025, _H("#8C6A32"))


def _scroll(c, x, y, span, h, rng):
    s = min(span, h * 0.4)
    rect(c, x - s * 0.4, y - h * 0.02, s * 0.7, s * 0.1, PAPER)
    ellipse(c, x + s * 0.32, y - h * 0.02 + s * 0.05, s * 0.06, s * 0.07, mix(PAPER, INK, 0.15))
    for k in range(3):
        stroke_line(
            c,
            x - s * 0.35,
            y - h * 0.02 + s * (0.025 + 0.025 * k),
            x + s * 0.15,
            y - h * 0.02 + s * (0.025 + 0.025 * k),
            INK,
            s * 0.006,
        )


def _coins(c, x, y, span, h, rng):
    s = min(span, h * 0.4)
    for _ in range(rng.randint(4, 7)):
        ellipse(c, x + rng.uniform(-0.4, 0.4) * s, y - h * 0.02 + rng.uniform(0, 0.05) * s, s * 0.06, s * 0.025, BRASS)


def _snuffed(c, x, y, span, h, rng):
    candle(c, x, y, thing_size(span * 3, y, h, rng, 0.26, 0.34), False)


def _open_book(c, x, y, span, h, rng):
    s = min(span, h * 0.45)
    poly(c, [(x - s * 0.45, y), (x, y + s * 0.04), (x, y + s * 0.16), (x - s * 0.45, y + s * 0.12)], PAPER)
    poly(
        c,
        [(x + s * 0.45, y), (x, y + s * 0.04), (x, y + s * 0.16), (x + s * 0.45, y + s * 0.12)],
        mix(PAPER, INK, 0.08),
    )
    for k in range(3):
        stroke_line(
            c, x - s * 0.38, y + s * (0.04 + 0.025 * k), x - s * 0.06, y + s * (0.06 + 0.025 * k), INK, s * 0.006
        )


VANITAS: tuple[Thing, ...] = (_globe, _watch, _goblet, _wilting, _scroll, _coins, _snuffed, _open_book)


# ------------------------------------------------------------------------------------ kitchen

COPPER = _H("#C06A2B")


def _hanging(c, x, y, span, h, rng):  # a rail of ladle, sieve and spoon hung from the wall
    s = min(span, h * 0.45)
    top = h * rng.uniform(0.78, 0.88)
    rect(c, x - s * 0.45, top, s * 0.9, h * 0.015, INK)
    for k, kind in enumerate(rng.sample(["ladle", "sieve", "spoon", "whisk"], 3)):
        hx = x + (k - 1) * s * 0.3
        stroke_line(c, hx, top, hx, top - h * 0.22, DARK if kind == "spoon" else _H("#9AA3AB"), h * 0.012)
        if kind == "ladle":
            c.setFillColor(_H("#9AA3AB"))
            c.wedge(hx - h * 0.05, top - h * 0.3, hx + h * 0.05, top - h * 0.2, 180, 180, stroke=0, fill=1)
        elif kind == "sieve":
            fill_circle(c, hx, top - h * 0.27, h * 0.055, _H("#9AA3AB"))
            fill_circle(c, hx, top - h * 0.27, h * 0.04, mix(_H("#9AA3AB"), white, 0.5))
        elif kind == "spoon":
            ellipse(c, hx, top - h * 0.25, h * 0.025, h * 0.04, DARK)
        else:
            ellipse(c, hx, top - h * 0.27, h * 0.03, h * 0.06, _H("#BFC6CC"))


def _frying_pan(c, x, y, span, h, rng):
    r = h * rng.uniform(0.08, 0.12)
    top = h * 0.9
    stroke_line(c, x, h, x, top, INK, h * 0.006)
    rect(c, x - h * 0.015, top - h * 0.2, h * 0.03, h * 0.2, DARK)
    fill_circle(c, x, top - h * 0.2 - r, r, COPPER)
    fill_circle(c, x, top - h * 0.2 - r, r * 0.75, mix(COPPER, INK, 0.25))


def _mortar(c, x, y, span, h, rng):
    s = thing_size(span, y, h, rng, 0.18, 0.24)
    c.setFillColor(_H("#B8B2A6"))
    c.wedge(x - s * 0.4, y - s * 0.3, x + s * 0.4, y + s * 0.5, 180, 180, stroke=0, fill=1)
    rect(c, x - s * 0.42, y + s * 0.08, s * 0.84, s * 0.08, _H("#9A948A"))
    stroke_line(c, x, y + s * 0.1, x + s * 0.3, y + s * 0.6, _H("#9A948A"), s * 0.1)


def _carrots(c, x, y, span, h, rng):
    s = min(span, h * 0.45)
    rect(c, x - s * 0.45, y - h * 0.02, s * 0.9, s * 0.1, _H("#D9B27A"))
    for k in range(rng.randint(2, 4)):
        cy = y - h * 0.02 + s * (0.12 + 0.05 * k)
        poly(c, [(x - s * 0.3, cy + s * 0.03), (x + s * 0.2, cy), (x - s * 0.3, cy - s * 0.03)], _H("#E07A24"))
        stroke_line(c, x - s * 0.3, cy, x - s * 0.42, cy + s * 0.06, _H("#5E9A3A"), s * 0.025)


def _kettle(c, x, y, span, h, rng):
    s = thing_size(span, y, h, rng, 0.26, 0.32)
    col = rng.choice([_H("#2E5C9A"), COPPER, _H("#3B3B45")])
    c.setFillColor(col)
    c.wedge(x - s * 0.4, y - s * 0.4, x + s * 0.4, y + s * 0.6, 0, 180, stroke=0, fill=1)
    rect(c, x - s * 0.4, y, s * 0.8, s * 0.1, col)
    poly(
        c,
        [
            (x + s * 0.3, y + s * 0.15),
            (x + s * 0.6, y + s * 0.45),
            (x + s * 0.55, y + s * 0.48),
            (x + s * 0.25, y + s * 0.3),
        ],
        col,
    )
    c.setStrokeColor(INK)
    c.setLineWidth(s * 0.04)
    c.arc(x - s * 0.25, y + s * 0.35, x + s * 0.25, y + s * 0.8, 0, 180)


def _eggs(c, x, y, span, h, rng):
    s = thing_size(span, y, h, rng, 0.22, 0.3)
    for k in range(4):
        ellipse(
            c,
            x + (k - 1.5) * s * 0.18,
            y + s * 0.32 + (k % 2) * s * 0.04,
            s * 0.08,
            s * 0.11,
            rng.choice([PAPER, _H("#E8C9A0")]),
        )
    rect(c, x - s * 0.4, y, s * 0.8, s * 0.3, _H("#B07A4A"))
    for k in range(3):
        stroke_line(c, x - s * 0.4, y + s * 0.08 * (k + 1), x + s * 0.4, y + s * 0.08 * (k + 1), DARK, s * 0.015)


def _preserves(c, x, y, span, h, rng):
    s = thing_size(span, y, h, rng, 0.16, 0.22)
    for k in range(rng.randint(2, 3)):
        jar(
            c,
            x + (k - 1) * s * 0.55,
            y,
            s * rng.uniform(0.8, 1.2),
            rng.choice([_H("#A8323E"), _H("#E3B23C"), _H("#7D8C3A")]),
            PAPER,
        )


def _oil(c, x, y, span, h, rng):
    bottle(c, x, y, thing_size(span * 2, y, h, rng, 0.36, 0.46), _H("#B8A23A"), PAPER)


KITCHEN: tuple[Thing, ...] = (_hanging, _frying_pan, _mortar, _carrots, _kettle, _eggs, _preserves, _oil)
