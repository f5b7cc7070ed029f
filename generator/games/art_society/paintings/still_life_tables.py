"""The wide still lifes: `lay` sets a subject's own group once, large, on a long table and round it the
subject's other things, each of its own kind and size (shapes.varied), near and further back — never
one group repeated along the table. Here the things of the laid tables: the flowers (vessels of every
shape, fallen petals), the fish (a carp on its board, lemons, bread), the tea (sugar bowl, milk jug,
cake stand) and the fruit (basket, grapes, a melon); still_life_rooms holds those of the music room,
the vanitas and the kitchen. A thing is drawn by `thing(c, x, y, span, h, rng)`: standing on (x, y),
at most `span` wide, sized by the picture's height `h`."""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

from reportlab.lib.colors import HexColor, white

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
from generator.games.art_society.paintings.still_life_objects import (
    INK,
    bottle,
    bowl,
    bread,
    cup,
    folded_cloth,
    fruit,
    glass,
    jar,
    jug,
    knife,
    onion,
    petals,
    posy,
    slim_vase,
    watering_can,
)

_H = HexColor
Thing = Callable[..., None]
POPPY, DAISY, YELLOW = _H("#D7263D"), white, _H("#F2CB4C")
LEAF, LEMON = _H("#7D8C3A"), _H("#F2CB4C")


def lay(c, w, h, y, s, rng: random.Random, group: Callable[[float, float], None], things: Sequence[Thing]) -> None:
    """The subject's `group` (`s` its size) once, about the middle and clear of the picture's left end
    (where a tile's plaque sits), the `things` set about it (`set_about`)."""
    x0 = w * rng.uniform(0.42, 0.58)
    set_about(c, w, h, y, x0 - s * 0.55, x0 + s * 0.55, rng, things)
    group(x0, s)


def set_about(c, w, h, y, left, right, rng: random.Random, things: Sequence[Thing]) -> None:
    """The `things` on the table line `y` from the picture's left end to `left` and from `right` to its
    right end, in clusters of one to three overlapping things with bare table between them; the further
    ones a little higher and drawn first."""
    kinds = varied(rng, things)
    placed = []
    for x, span in spans(rng, 0, left, h * 0.45, h * 1.0, h * 0.4) + spans(rng, right, w, h * 0.45, h * 1.0, h * 0.4):
        n = rng.choice([1, 2, 2, 3])
        for k in range(n):
            room = span / n * 1.3
            tx = x + span * (k + 0.5) / n + rng.uniform(-0.08, 0.08) * h
            placed.append((y + h * rng.uniform(0.0, 0.08), tx, room, next(kinds)))
    for ty, tx, room, thing in sorted(placed, key=lambda p: -p[0]):
        thing(c, tx, ty, room, h, rng)


def thing_size(span: float, y: float, h: float, rng: random.Random, lo: float, hi: float) -> float:
    """A thing's size: `lo`..`hi` of the picture's height (grown a half, for the long tables), never
    wider than its span nor taller than the room above its table line `y`."""
    return min(span * 0.95, (h - y) * 0.85, h * rng.uniform(lo, hi) * 1.5)


# ------------------------------------------------------------------------------------ flowers


def _slim(c, x, y, span, h, rng):
    s = thing_size(span * 2, y, h, rng, 0.22, 0.3)
    top = slim_vase(c, x, y, s, rng.choice([_H("#2E5C9A"), _H("#2F5D4E"), _H("#E9E1CC")]))
    posy(c, x, top, h * rng.uniform(0.22, 0.3), [POPPY, POPPY, YELLOW, POPPY][: rng.randint(2, 4)], rng)


def _glass_jar(c, x, y, span, h, rng):
    s = thing_size(span * 1.6, y, h, rng, 0.2, 0.28)
    top = jar(c, x, y, s, mix(_H("#BFD8E0"), white, 0.3))
    posy(c, x, top, h * rng.uniform(0.22, 0.3), [DAISY, DAISY, YELLOW, DAISY, POPPY][: rng.randint(3, 5)], rng)


def _cup_poppy(c, x, y, span, h, rng):
    s = thing_size(span, y, h, rng, 0.16, 0.22)
    cup(c, x, y, s, _H("#F3ECD6"), _H("#2E5C9A"))
    posy(c, x, y + s * 0.5, h * 0.18, [POPPY], rng)


def _jug_bunch(c, x, y, span, h, rng):
    s = thing_size(span * 1.4, y, h, rng, 0.24, 0.32)
    top = jug(c, x, y, s, rng.choice([_H("#7D8C3A"), _H("#E3B23C"), _H("#5E2B5C")]))
    posy(c, x, top, h * rng.uniform(0.25, 0.34), [POPPY, DAISY, POPPY, YELLOW, POPPY][: rng.randint(3, 5)], rng)


def _can(c, x, y, span, h, rng):
    watering_can(c, x - span * 0.1, y, thing_size(span * 1.3, y, h, rng, 0.2, 0.26), _H("#5F8A8B"))


def _fallen(c, x, y, span, h, rng):
    petals(c, x, y - h * 0.03, min(span, h * 0.5), POPPY, rng)
    a = rng.uniform(-0.3, 0.3)  # a poppy lying on its side, its stem along the table
    stroke_line(c, x - span * 0.3, y - h * 0.02, x + span * 0.2, y + a * h * 0.05, _H("#3F6B2A"), h * 0.012)
    fill_circle(c, x + span * 0.25, y + a * h * 0.05, h * 0.04, POPPY)
    fill_circle(c, x + span * 0.25, y + a * h * 0.05, h * 0.013, INK)


def _cloth(c, x, y, span, h, rng):
    s = min(span, h * 0.55)
    folded_cloth(c, x, y + h * 0.04, s, _H("#F6EFE0"), rng.choice([_H("#B5673A"), _H("#2E5C9A"), POPPY]), y - h * 0.2)


FLOWERS: tuple[Thing, ...] = (_slim, _glass_jar, _cup_poppy, _jug_bunch, _can, _fallen, _cloth)


# ------------------------------------------------------------------------------------ fish


def _carp(c, x, y, span, h, rng):
    s = min(span, h * 0.7)
    rect(c, x - s * 0.5, y, s, s * 0.08, _H("#B07A4A"))  # the board
    fish = _H("#B0894A")
    ellipse(c, x, y + s * 0.16, s * 0.38, s * 0.09, fish)
    poly(
        c, [(x + s * 0.34, y + s * 0.16), (x + s * 0.5, y + s * 0.26), (x + s * 0.5, y + s * 0.06)], mix(fish, INK, 0.2)
    )
    for k in range(4):
        c.setStrokeColor(mix(fish, INK, 0.3))
        c.setLineWidth(s * 0.008)
        c.arc(x - s * 0.15 + k * s * 0.1, y + s * 0.11, x - s * 0.07 + k * s * 0.1, y + s * 0.21, -60, 120)
    fill_circle(c, x - s * 0.28, y + s * 0.18, s * 0.018, INK)


def _lemons(c, x, y, span, h, rng):
    s = thing_size(span, y, h, rng, 0.24, 0.34)
    ellipse(c, x, y + s * 0.04, s * 0.45, s * 0.08, _H("#F9F7F0"))
    for k in range(rng.randint(2, 3)):
        lx = x + (k - 1) * s * 0.28
        c.setFillColor(LEMON)
        c.wedge(lx - s * 0.13, y - s * 0.03, lx + s * 0.13, y + s * 0.23, 0, 180, stroke=0, fill=1)
        c.setFillColor(_H("#FBE9A0"))
        c.wedge(lx - s * 0.1, y, lx + s * 0.1, y + s * 0.18, 0, 180, stroke=0, fill=1)


def _onions(c, x, y, span, h, rng):
    s = thing_size(span, y, h, rng, 0.14, 0.2)
    for k in range(rng.randint(2, 3)):
        onion(c, x + (k - 1) * s * 0.55, y + (k % 2) * s * 0.1, s)


def _loaf(c, x, y, span, h, rng):
    bread(c, x, y, thing_size(span, y, h, rng, 0.26, 0.34))


def _oil(c, x, y, span, h, rng):
    bottle(
        c, x, y, thing_size(span * 2, y, h, rng, 0.38, 0.5), rng.choice([_H("#2F5D4E"), _H("#7D8C3A")]), _H("#F3ECD6")
    )


def _water(c, x, y, span, h, rng):
    glass(c, x, y, thing_size(span * 2, y, h, rng, 0.24, 0.3))


def _blade(c, x, y, span, h, rng):
    knife(c, x, y - h * 0.04, min(span, h * 0.4))


def _pitcher(c, x, y, span, h, rng):
    jug(c, x, y, thing_size(span * 1.4, y, h, rng, 0.3, 0.4), rng.choice([_H("#B5673A"), _H("#E9E1CC"), _H("#5F8A8B")]))


FISH: tuple[Thing, ...] = (_carp, _lemons, _onions, _loaf, _oil, _water, _blade, _pitcher)


# ------------------------------------------------------------------------------------ tea


BLUE, PORCELAIN = _H("#2E5C9A"), _H("#FBF8F0")


def _sugar(c, x, y, span, h, rng):
    s = thing_size(span, y, h, rng, 0.16, 0.22)
    c.setFillColor(PORCELAIN)
    c.wedge(x - s * 0.4, y - s * 0.3, x + s * 0.4, y + s * 0.5, 180, 180, stroke=0, fill=1)
    rect(c, x - s * 0.4, y + s * 0.1, s * 0.8, s * 0.12, PORCELAIN)
    ellipse(c, x, y + s * 0.25, s * 0.36, s * 0.07, PORCELAIN)
    fill_circle(c, x, y + s * 0.34, s * 0.07, BLUE)
    rect(c, x - s * 0.38, y + s * 0.12, s * 0.76, s * 0.04, BLUE)


def _milk(c, x, y, span, h, rng):
    s = thing_size(span * 1.5, y, h, rng, 0.22, 0.28)
    jug(c, x, y, s, PORCELAIN)
    rect(c, x - s * 0.24, y + s * 0.55, s * 0.48, s * 0.05, rng.choice([BLUE, _H("#C8324E")]))


def _cake_stand(c, x, y, span, h, rng):
    s = thing_size(span, y, h, rng, 0.36, 0.46)
    for k, half in enumerate((0.45, 0.32)):
        ty = y + s * (0.05 + 0.42 * k)
        ellipse(c, x, ty, s * half, s * 0.04, PORCELAIN)
        for j in range(3 - k):
            cx = x + (j - (2 - k) / 2) * s * 0.22
            col = rng.choice([_H("#F2A7C0"), _H("#E8C07A"), _H("#8C5A2A"), _H("#F9F7F0")])
            c.setFillColor(col)
            c.wedge(cx - s * 0.09, ty - s * 0.02, cx + s * 0.09, ty + s * 0.16, 0, 180, stroke=0, fill=1)
    rect(c, x - s * 0.015, y, s * 0.03, s * 0.9, _H("#C9A02C"))
    fill_circle(c, x, y + s * 0.92, s * 0.03, _H("#C9A02C"))


def _biscuits(c, x, y, span, h, rng):
    s = thing_size(span, y, h, rng, 0.26, 0.34)
    ellipse(c, x, y + s * 0.03, s * 0.45, s * 0.07, PORCELAIN)
    for k in range(rng.randint(3, 5)):
        fill_circle(c, x + (k - 2) * s * 0.15, y + s * (0.08 + 0.03 * (k % 2)), s * 0.08, _H("#D9A45A"))


def _other_cup(c, x, y, span, h, rng):
    cup(
        c,
        x,
        y,
        thing_size(span, y, h, rng, 0.16, 0.22),
        PORCELAIN,
        rng.choice([_H("#C8324E"), _H("#2F5D4E"), _H("#C9A02C")]),
    )


def _bud_vase(c, x, y, span, h, rng):
    s = thing_size(span * 2, y, h, rng, 0.2, 0.26)
    top = slim_vase(c, x, y, s, rng.choice([BLUE, _H("#F2A7C0")]))
    posy(c, x, top, h * 0.16, [rng.choice([POPPY, _H("#F2A7C0"), DAISY])], rng)


def _jam(c, x, y, span, h, rng):
    s = thing_size(span, y, h, rng, 0.14, 0.2)
    jar(c, x, y, s, _H("#A8323E"), _H("#F3ECD6"))
    stroke_line(c, x + s * 0.1, y + s * 0.85, x + s * 0.35, y + s * 1.2, _H("#C9D1DA"), s * 0.05)


TEA: tuple[Thing, ...] = (_sugar, _milk, _cake_stand, _biscuits, _other_cup, _bud_vase, _jam)


# ------------------------------------------------------------------------------------ fruit


def _basket(c, x, y, span, h, rng):
    s = thing_size(span, y, h, rng, 0.34, 0.44)
    for k in range(4):
        fruit(
            c,
            x + (k - 1.5) * s * 0.2,
            y + s * 0.2 + (k % 2) * s * 0.05,
            s * 0.1,
            0,
            rng.choice([_H("#C8324E"), _H("#9DBA3E")]),
            INK,
            LEAF,
        )
    rect(c, x - s * 0.45, y, s * 0.9, s * 0.28, _H("#B07A4A"))
    for k in range(4):
        stroke_line(c, x - s * 0.45, y + s * 0.07 * k, x + s * 0.45, y + s * 0.07 * k, _H("#8C5A2A"), s * 0.015)
    c.setStrokeColor(_H("#8C5A2A"))
    c.setLineWidth(s * 0.03)
    c.arc(x - s * 0.35, y + s * 0.05, x + s * 0.35, y + s * 0.7, 0, 180)


def _grapes(c, x, y, span, h, rng):
    s = thing_size(span, y, h, rng, 0.28, 0.36)
    ellipse(c, x, y + s * 0.03, s * 0.45, s * 0.07, _H("#E9E1CC"))
    col = rng.choice([_H("#5E2B5C"), _H("#9DBA3E")])
    for row in range(4):
        for k in range(4 - row):
            fill_circle(c, x + (k - (3 - row) / 2) * s * 0.1, y + s * (0.32 - 0.07 * row), s * 0.055, col)
    stroke_line(c, x, y + s * 0.36, x + s * 0.05, y + s * 0.44, _H("#5B3A22"), s * 0.02)


def _melon(c, x, y, span, h, rng):
    s = thing_size(span, y, h, rng, 0.3, 0.38)
    c.setFillColor(_H("#7D8C3A"))
    c.wedge(x - s * 0.4, y - s * 0.4, x + s * 0.4, y + s * 0.4, 0, 180, stroke=0, fill=1)
    c.setFillColor(_H("#F2A65A"))
    c.wedge(x - s * 0.34, y - s * 0.34, x + s * 0.34, y + s * 0.34, 0, 180, stroke=0, fill=1)
    for k in range(5):
        a = math.pi * (k + 1) / 6
        ellipse(c, x + math.cos(a) * s * 0.12, y + math.sin(a) * s * 0.12, s * 0.02, s * 0.01, _H("#F3ECD6"))


def _loose(c, x, y, span, h, rng):
    r = h * rng.uniform(0.05, 0.07)
    for k in range(rng.randint(2, 3)):
        kind = rng.randrange(3)
        col = [_H("#C8324E"), _H("#B8C94A"), LEMON][kind]
        fruit(c, x + (k - 1) * r * 2.4, y - h * 0.03 + (k % 2) * r * 0.4, r, kind, col, INK, LEAF)


def _wine(c, x, y, span, h, rng):
    glass(c, x, y, thing_size(span * 2, y, h, rng, 0.26, 0.32), _H("#8C2B3A"))


def _plums(c, x, y, span, h, rng):
    s = thing_size(span, y, h, rng, 0.26, 0.34)
    top = bowl(c, x, y, s, rng.choice([_H("#E9E1CC"), _H("#2F5D4E")]))
    for k in range(3):
        fill_circle(c, x + (k - 1) * s * 0.2, top + s * 0.04, s * 0.1, _H("#4A2B5C"))


def _peel(c, x, y, span, h, rng):
    s = min(span, h * 0.4)
    knife(c, x, y - h * 0.04, s)
    c.setStrokeColor(LEMON)
    c.setLineWidth(h * 0.012)
    for k in range(3):
        c.arc(x - s * 0.1 + k * s * 0.1, y - h * 0.05, x + k * s * 0.1, y, 0, 180)


FRUIT: tuple[Thing, ...] = (_basket, _grapes, _melon, _loose, _pitcher, _wine, _plums, _peel)


# the table after dinner round the bottles of still_life
DINNER: tuple[Thing, ...] = (_wine, _water, _oil, _loaf, _plums, _loose, _pitcher, _grapes, _lemons)
