"""The wide pictures of three portrait subjects: the sitter large, at work in the room of their trade —
the watchmaker at his bench under a wall of clocks, the gentleman in a hat shop, the painter in his
studio (the lady's salon is portrait_salon). The pieces of a room vary (shapes.varied): no piece is set
twice side by side, and none at equal spacing."""

from __future__ import annotations

import math
import random

from reportlab.lib.colors import Color, HexColor, white

from generator.games.art_society.paintings import sitters
from generator.games.art_society.paintings.people import HAIRS, INK, SKINS, draw_bust, person
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

_H = HexColor
BRASS, WOOD, DARK_WOOD, CREAM = _H("#C9A02C"), _H("#8E5B32"), _H("#5A3519"), _H("#F6E8D8")


def _place(rng: random.Random, w: float, h: float) -> tuple[float, float, float]:
    """Head centre and half width of the sitter of a wide picture: large, a little left of the middle,
    clear of the picture's left end (where a tile's plaque sits)."""
    r = h * 0.15
    return w * rng.uniform(0.42, 0.58), h * 0.6, r


def _around(rng, w, cx, keep, lo, hi, gap) -> list[tuple[float, float]]:
    """Spans left and right of the sitter, `keep` clear either side of `cx`."""
    return spans(rng, 0, cx - keep, lo, hi, gap) + spans(rng, cx + keep, w, lo, hi, gap)


# ------------------------------------------------------------------------------------ the watchmaker


def _hands(c, x, y, r, rng: random.Random) -> None:
    face = r * 0.8
    fill_circle(c, x, y, face, CREAM)
    for k in range(4):
        a = k * math.pi / 2
        fill_circle(c, x + math.cos(a) * face * 0.8, y + math.sin(a) * face * 0.8, face * 0.08, INK)
    hour, minute = rng.uniform(0, 2 * math.pi), rng.uniform(0, 2 * math.pi)
    stroke_line(c, x, y, x + math.sin(hour) * face * 0.5, y + math.cos(hour) * face * 0.5, INK, r * 0.1)
    stroke_line(c, x, y, x + math.sin(minute) * face * 0.8, y + math.cos(minute) * face * 0.8, INK, r * 0.06)


def _clock(c, kind: str, x, y, s, rng: random.Random) -> None:
    """A wall clock about `s` across centred on (x, y)."""
    rim = rng.choice([BRASS, WOOD, INK, _H("#7A2E2A")])
    if kind == "round":
        fill_circle(c, x, y, s * 0.5, rim)
        _hands(c, x, y, s * 0.45, rng)
    elif kind == "square":
        c.setFillColor(rim)
        c.roundRect(x - s * 0.45, y - s * 0.45, s * 0.9, s * 0.9, s * 0.1, stroke=0, fill=1)
        _hands(c, x, y, s * 0.4, rng)
    elif kind == "octagon":
        pts = [
            (x + s * 0.5 * math.cos(a), y + s * 0.5 * math.sin(a))
            for a in (math.pi / 8 + k * math.pi / 4 for k in range(8))
        ]
        poly(c, pts, rim)
        _hands(c, x, y, s * 0.42, rng)
    elif kind == "sunburst":
        for k in range(12):
            a = k * math.pi / 6
            poly(
                c,
                [
                    (x + math.cos(a - 0.15) * s * 0.3, y + math.sin(a - 0.15) * s * 0.3),
                    (x + math.cos(a) * s * 0.6, y + math.sin(a) * s * 0.6),
                    (x + math.cos(a + 0.15) * s * 0.3, y + math.sin(a + 0.15) * s * 0.3),
                ],
                BRASS,
            )
        _hands(c, x, y, s * 0.33, rng)
    elif kind == "cuckoo":  # a little carved house, its weights on chains below
        house = _H("#6B4226")
        poly(
            c,
            [(x - s * 0.4, y - s * 0.35), (x + s * 0.4, y - s * 0.35), (x + s * 0.4, y + s * 0.2)]
            + [(x, y + s * 0.55), (x - s * 0.4, y + s * 0.2)],
            house,
        )
        poly(
            c,
            [(x - s * 0.55, y + s * 0.12), (x, y + s * 0.65), (x + s * 0.55, y + s * 0.12), (x, y + s * 0.5)],
            DARK_WOOD,
        )
        _hands(c, x, y - s * 0.05, s * 0.25, rng)
        rect(c, x - s * 0.06, y + s * 0.22, s * 0.12, s * 0.12, INK)
        for k, drop in ((-1, 0.5), (1, 0.8)):
            stroke_line(c, x + k * s * 0.15, y - s * 0.35, x + k * s * 0.15, y - s * drop, INK, s * 0.02)
            ellipse(c, x + k * s * 0.15, y - s * drop - s * 0.08, s * 0.05, s * 0.1, BRASS)
    else:  # regulator: a tall case, the face over a glass door and its pendulum
        c.setFillColor(rim if rim is not INK else WOOD)
        c.roundRect(x - s * 0.25, y - s * 0.7, s * 0.5, s * 1.3, s * 0.08, stroke=0, fill=1)
        _hands(c, x, y + s * 0.32, s * 0.22, rng)
        rect(c, x - s * 0.16, y - s * 0.6, s * 0.32, s * 0.65, mix(CREAM, _H("#5C6B4E"), 0.5))
        stroke_line(c, x, y + s * 0.02, x + rng.uniform(-1, 1) * s * 0.06, y - s * 0.42, BRASS, s * 0.02)
        fill_circle(c, x + rng.uniform(-1, 1) * s * 0.06, y - s * 0.45, s * 0.07, BRASS)


def _bench_piece(c, kind: str, x, y, s, rng: random.Random) -> None:
    """Something on the bench standing on (x, y), about `s` tall."""
    if kind == "alarm":  # an alarm clock with two bells
        for k in (-1, 1):
            fill_circle(c, x + k * s * 0.28, y + s * 0.85, s * 0.16, BRASS)
            stroke_line(c, x + k * s * 0.2, y, x + k * s * 0.3, y - s * 0.05, INK, s * 0.05)
        fill_circle(c, x, y + s * 0.5, s * 0.42, _H("#C8324E"))
        _hands(c, x, y + s * 0.5, s * 0.34, rng)
    elif kind == "dome":  # a carriage clock under a glass dome
        c.setFillColor(mix(CREAM, _H("#9CC3D0"), 0.6))
        c.roundRect(x - s * 0.35, y, s * 0.7, s * 1.0, s * 0.33, stroke=0, fill=1)
        rect(c, x - s * 0.42, y, s * 0.84, s * 0.08, DARK_WOOD)
        rect(c, x - s * 0.18, y + s * 0.08, s * 0.36, s * 0.45, BRASS)
        _hands(c, x, y + s * 0.32, s * 0.15, rng)
    elif kind == "opened":  # a pocket watch laid open, its wheels showing
        ellipse(c, x, y + s * 0.08, s * 0.45, s * 0.12, mix(BRASS, INK, 0.3))
        ellipse(c, x, y + s * 0.1, s * 0.38, s * 0.09, _H("#E3C46A"))
        for k in range(3):
            fill_circle(c, x - s * 0.18 + k * s * 0.17, y + s * 0.1, s * 0.05, mix(BRASS, INK, 0.45))
    elif kind == "lamp":  # a bench lamp leaning over the work
        rect(c, x - s * 0.2, y, s * 0.4, s * 0.06, INK)
        stroke_line(c, x, y, x + s * 0.2, y + s * 0.9, INK, s * 0.05)
        poly(
            c,
            [(x + s * 0.05, y + s * 0.95), (x + s * 0.45, y + s * 0.95), (x + s * 0.35, y + s * 0.7)]
            + [(x + s * 0.15, y + s * 0.7)],
            _H("#2F6B4E"),
        )
        ellipse(c, x + s * 0.25, y + s * 0.68, s * 0.1, s * 0.04, _H("#FFE9A0"))
    else:  # a tray of wheels and screws
        rect(c, x - s * 0.4, y, s * 0.8, s * 0.07, _H("#3B3B45"))
        for _ in range(5):
            fill_circle(c, x + rng.uniform(-0.32, 0.32) * s, y + s * 0.1, s * rng.uniform(0.03, 0.07), BRASS)


def workshop(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """The old watchmaker at his bench under a wall of clocks, each of its own kind, size and hour: one
    row of large clocks on a strip, two rows of smaller ones on a deeper picture."""
    wall = _H("#5C6B4E")
    rect(c, 0, 0, w, h, wall)
    rect(c, 0, 0, w, h * 0.42, mix(wall, INK, 0.2))
    cx, cy, r = _place(rng, w, h)
    kinds = varied(rng, ["round", "square", "octagon", "sunburst", "cuckoo", "regulator"])
    rows = [(0.68, 0.26, 0.4)] if w / h > 3 else [(0.82, 0.12, 0.2), (0.56, 0.16, 0.26)]
    for y, lo, hi in rows:
        for x, span in _around(rng, w, cx, r * 2.2, h * hi, h * hi * 1.6, h * lo):
            kind = next(kinds)
            s = min(span * 0.9, h * rng.uniform(lo, hi)) * (0.8 if kind == "regulator" else 1.0)
            _clock(c, kind, x + span * rng.uniform(0.35, 0.65), h * (y + rng.uniform(-0.05, 0.05)), s, rng)
    shade = _H("#2F6B4E")  # the lamp over his head
    stroke_line(c, cx + r * 1.6, h, cx + r * 1.6, h * 0.93, INK, h * 0.01)
    poly(
        c,
        [(cx + r * 1.1, h * 0.86), (cx + r * 2.1, h * 0.86), (cx + r * 1.8, h * 0.94), (cx + r * 1.4, h * 0.94)],
        shade,
    )
    sitters.watchmaker(c, cx, cy, r)
    top = h * 0.24  # the bench
    rect(c, 0, 0, w, top, DARK_WOOD)
    rect(c, 0, top - h * 0.04, w, h * 0.05, WOOD)
    pieces = varied(rng, ["alarm", "dome", "opened", "lamp", "tray"])
    for x, span in spans(rng, h * 0.1, w, h * 0.3, h * 0.6, h * 0.3):
        if abs(x + span / 2 - cx) > r * 1.2:
            _bench_piece(c, next(pieces), x + span / 2, top, h * rng.uniform(0.16, 0.26), rng)


# ------------------------------------------------------------------------------------ the hat shop


def _hat(c, kind: str, x, y, s, col: Color) -> None:
    """A hat about `s` wide sitting on (x, y)."""
    band = mix(col, INK, 0.4) if kind != "boater" else _H("#8C2B3A")
    if kind == "top":
        ellipse(c, x, y, s * 0.5, s * 0.07, col)
        rect(c, x - s * 0.3, y, s * 0.6, s * 0.6, col)
        rect(c, x - s * 0.3, y + s * 0.06, s * 0.6, s * 0.1, band)
    elif kind == "bowler":
        ellipse(c, x, y, s * 0.5, s * 0.08, col)
        c.setFillColor(col)
        c.wedge(x - s * 0.33, y - s * 0.3, x + s * 0.33, y + s * 0.5, 0, 180, stroke=0, fill=1)
        rect(c, x - s * 0.33, y + s * 0.02, s * 0.66, s * 0.07, band)
    elif kind == "boater":
        ellipse(c, x, y, s * 0.55, s * 0.08, _H("#E8C97A"))
        rect(c, x - s * 0.3, y, s * 0.6, s * 0.2, _H("#E8C97A"))
        rect(c, x - s * 0.3, y + s * 0.03, s * 0.6, s * 0.08, band)
    elif kind == "cloche":  # a lady's hat with a flower
        c.setFillColor(col)
        c.wedge(x - s * 0.4, y - s * 0.35, x + s * 0.4, y + s * 0.5, 0, 180, stroke=0, fill=1)
        ellipse(c, x, y, s * 0.48, s * 0.06, mix(col, INK, 0.2))
        fill_circle(c, x + s * 0.2, y + s * 0.12, s * 0.1, _H("#F2A7C0"))
    elif kind == "feather":  # a wide brim and a long feather
        ellipse(c, x, y, s * 0.6, s * 0.1, col)
        c.setFillColor(col)
        c.wedge(x - s * 0.3, y - s * 0.2, x + s * 0.3, y + s * 0.35, 0, 180, stroke=0, fill=1)
        ellipse(c, x - s * 0.25, y + s * 0.3, s * 0.35, s * 0.07, _H("#F6E8D8"))
    else:  # a flat cap
        c.setFillColor(col)
        c.wedge(x - s * 0.35, y - s * 0.15, x + s * 0.35, y + s * 0.3, 0, 180, stroke=0, fill=1)
        ellipse(c, x + s * 0.3, y + s * 0.01, s * 0.25, s * 0.05, mix(col, INK, 0.3))


def hat_shop(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """The gentleman in his bowler in a hat shop: a long shelf of hats of every kind, stands, hat boxes,
    a dummy head and one mirror."""
    paper = rng.choice([_H("#E8D9A8"), _H("#BFD3C1"), _H("#D9B8B0")])
    rect(c, 0, 0, w, h, paper)
    rect(c, 0, 0, w, h * 0.3, mix(paper, WOOD, 0.55))
    cx, cy, r = _place(rng, w, h)
    hats = varied(rng, ["top", "bowler", "boater", "cloche", "feather", "cap"])
    colours = varied(
        rng, [INK, _H("#4A3B2E"), _H("#2F4A5E"), _H("#8C2B3A"), _H("#5E7A4A"), _H("#B07A4A"), _H("#C9A98F")]
    )
    shelf = h * rng.uniform(0.74, 0.8)
    rect(c, 0, shelf - h * 0.03, w, h * 0.03, WOOD)
    for x, span in _around(rng, w, cx, r * 1.6, h * 0.15, h * 0.26, h * 0.08):
        _hat(c, next(hats), x + span / 2, shelf, span * rng.uniform(0.8, 0.95), next(colours))
    pieces = varied(rng, ["stand", "boxes", "dummy", "stand", "mirror", "boxes", "stand"])
    mirrored = False
    for x, span in _around(rng, w, cx, r * 2.4, h * 0.3, h * 0.6, h * 0.15):
        piece, mid = next(pieces), x + span / 2
        if piece == "mirror" and mirrored:
            piece = "stand"
        if piece == "stand":  # a hat on a turned stand
            top = h * rng.uniform(0.4, 0.58)
            rect(c, mid - h * 0.012, h * 0.1, h * 0.024, top - h * 0.1, WOOD)
            ellipse(c, mid, h * 0.1, h * 0.08, h * 0.02, DARK_WOOD)
            _hat(c, next(hats), mid, top, min(span, h * rng.uniform(0.24, 0.32)), next(colours))
        elif piece == "dummy":  # a faceless head on the counter, trying a hat on
            ellipse(c, mid, h * 0.4, h * 0.07, h * 0.09, _H("#E9E1CC"))
            rect(c, mid - h * 0.03, h * 0.22, h * 0.06, h * 0.12, _H("#E9E1CC"))
            _hat(c, next(hats), mid, h * 0.46, h * 0.24, next(colours))
        elif piece == "mirror":  # a customer trying a hat on before the mirror
            mirrored = True
            mx = x + min(span * 0.3, h * 0.14)
            ellipse(c, mx, h * 0.5, h * 0.12, h * 0.2, BRASS)
            ellipse(c, mx, h * 0.5, h * 0.096, h * 0.16, mix(white, _H("#9CC3D0"), 0.5))
            stroke_line(c, mx - h * 0.05, h * 0.58, mx + h * 0.03, h * 0.42, white, h * 0.015)
            lady = person(rng, age="adult", woman=True, hat="bonnet", turn=-0.7, smile=True)
            draw_bust(c, mx + h * 0.2, h * 0.42, h * 0.085, lady)
        else:  # a pile of striped hat boxes
            y = h * 0.1
            for k in range(rng.randint(2, 4)):
                bw = min(span * 0.8, h * rng.uniform(0.22, 0.3)) * (1 - k * 0.12)
                bh = h * rng.uniform(0.09, 0.13)
                box = rng.choice([_H("#F2A7C0"), _H("#9CC3D0"), CREAM, _H("#E3B23C"), _H("#B5D99C")])
                rect(c, mid - bw / 2 + rng.uniform(-0.03, 0.03) * h, y, bw, bh, box)
                rect(c, mid - bw / 2, y + bh * 0.75, bw, bh * 0.25, mix(box, INK, 0.3))
                y += bh
    skin = rng.choice(SKINS)
    sitters.gentleman(c, cx, cy, r, skin, rng.choice([_H("#2B2B3A"), _H("#4A3B2E"), _H("#2F4A5E")]))
    rect(c, 0, 0, w, h * 0.1, DARK_WOOD)  # the counter's edge


# ------------------------------------------------------------------------------------ the studio


def _canvas(c, x, y, cw, ch, kind: str, rng: random.Random) -> None:
    """A painted canvas on its stretcher, lower left corner (x, y), showing a picture of `kind`."""
    rect(c, x - ch * 0.04, y - ch * 0.04, cw + ch * 0.08, ch * 1.08, _H("#C9A06A"))
    if kind == "hills":
        rect(c, x, y, cw, ch, _H("#9BD0DC"))
        c.setFillColor(_H("#7DB35F"))
        c.wedge(x - cw * 0.3, y - ch * 0.5, x + cw * 0.8, y + ch * 0.6, 0, 180, stroke=0, fill=1)
        fill_circle(c, x + cw * 0.75, y + ch * 0.75, ch * 0.12, _H("#F7D548"))
    elif kind == "sea":
        rect(c, x, y, cw, ch, _H("#F6C6A8"))
        rect(c, x, y, cw, ch * 0.45, _H("#2F6F9F"))
        poly(c, [(x + cw * 0.45, y + ch * 0.45), (x + cw * 0.45, y + ch * 0.85), (x + cw * 0.7, y + ch * 0.45)], white)
    elif kind == "vase":
        rect(c, x, y, cw, ch, _H("#E3B23C"))
        rect(c, x, y, cw, ch * 0.3, _H("#8C2B3A"))
        ellipse(c, x + cw * 0.5, y + ch * 0.48, cw * 0.16, ch * 0.2, _H("#2A7F7A"))
        fill_circle(c, x + cw * 0.5, y + ch * 0.78, ch * 0.1, _H("#D7263D"))
    elif kind == "abstract":
        rect(c, x, y, cw, ch, CREAM)
        fill_circle(c, x + cw * 0.35, y + ch * 0.55, ch * 0.28, _H("#D7263D"))
        poly(
            c,
            [(x + cw * 0.5, y + ch * 0.1), (x + cw * 0.95, y + ch * 0.1), (x + cw * 0.72, y + ch * 0.8)],
            _H("#2E5C9A"),
        )
    else:  # a head
        rect(c, x, y, cw, ch, _H("#5E2B5C"))
        ellipse(c, x + cw * 0.5, y + ch * 0.55, cw * 0.2, ch * 0.25, rng.choice(SKINS))
        c.setFillColor(rng.choice(HAIRS))
        c.wedge(x + cw * 0.28, y + ch * 0.55, x + cw * 0.72, y + ch * 0.85, 0, 180, stroke=0, fill=1)


def studio(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """The painter in his studio: his easel, canvases hung and leaning, jars of brushes, a plaster bust."""
    wall = _H("#3C4A5C")
    rect(c, 0, 0, w, h, wall)
    lx = w * rng.uniform(0.55, 0.8)  # a skylight throws a slanting beam
    poly(c, [(lx, h), (lx + h * 0.6, h), (lx + h * 0.2, 0), (lx - h * 0.5, 0)], mix(wall, CREAM, 0.12))
    rect(c, 0, 0, w, h * 0.16, _H("#6B4A2E"))
    cx, cy, r = _place(rng, w, h)
    kinds = varied(rng, ["hills", "sea", "vase", "abstract", "head"])
    pieces = varied(rng, ["hung", "leaning", "jars", "plaster", "leaning", "hung", "chair"])
    plasters = varied(rng, ["head", "amphora", "torso"])
    for x, span in _around(rng, w, cx, r * 3.2, h * 0.3, h * 0.75, h * 0.2):
        piece, mid = next(pieces), x + span / 2
        if piece == "hung":
            cw, ch = span * rng.uniform(0.6, 0.9), h * rng.uniform(0.2, 0.32)
            _canvas(c, mid - cw / 2, h * rng.uniform(0.52, 0.62), cw, ch, next(kinds), rng)
        elif piece == "leaning":  # two or three canvases against the wall, the front one smaller
            for k in range(rng.randint(2, 3)):
                cw, ch = span * (0.85 - 0.2 * k), h * (0.45 - 0.1 * k) * rng.uniform(0.85, 1.1)
                _canvas(c, x + span * 0.1 * k, h * 0.14, cw, ch, next(kinds), rng)
        elif piece == "jars":  # a stool with jars of brushes, tubes of paint
            top = h * rng.uniform(0.3, 0.4)
            rect(c, mid - h * 0.12, h * 0.14, h * 0.02, top - h * 0.14, DARK_WOOD)
            rect(c, mid + h * 0.1, h * 0.14, h * 0.02, top - h * 0.14, DARK_WOOD)
            rect(c, mid - h * 0.14, top, h * 0.28, h * 0.03, WOOD)
            for k in range(rng.randint(1, 3)):
                jx, jar = (
                    mid - h * 0.08 + k * h * 0.08,
                    rng.choice([_H("#9CC3D0"), _H("#E3B23C"), CREAM, _H("#C8324E")]),
                )
                jh = h * rng.uniform(0.06, 0.1)
                rect(c, jx - h * 0.03, top + h * 0.03, h * 0.06, jh, jar)
                for b in range(rng.randint(2, 4)):
                    stroke_line(c, jx, top + jh, jx + (b - 1.5) * h * 0.025, top + jh + h * 0.1, WOOD, h * 0.008)
        elif piece == "chair":  # a chair with a cloth thrown over it
            cloth = rng.choice([_H("#C8324E"), _H("#2A7F7A"), _H("#E3B23C")])
            rect(c, mid - h * 0.1, h * 0.14, h * 0.02, h * 0.36, DARK_WOOD)
            rect(c, mid + h * 0.08, h * 0.14, h * 0.02, h * 0.2, DARK_WOOD)
            rect(c, mid - h * 0.1, h * 0.32, h * 0.2, h * 0.03, WOOD)
            poly(
                c,
                [
                    (mid - h * 0.12, h * 0.5),
                    (mid - h * 0.02, h * 0.5),
                    (mid + h * 0.12, h * 0.2),
                    (mid - h * 0.04, h * 0.16),
                ],
                cloth,
            )
        else:  # a plaster cast on a column: a head, an amphora or a torso
            ch = h * rng.uniform(0.28, 0.4)
            plaster, kind = _H("#EDE8DA"), next(plasters)
            rect(c, mid - h * 0.06, h * 0.14, h * 0.12, ch, _H("#D9D2C0"))
            rect(c, mid - h * 0.08, h * 0.14 + ch - h * 0.02, h * 0.16, h * 0.03, plaster)
            y = h * 0.15 + ch
            if kind == "head":
                ellipse(c, mid, y + h * 0.12, h * 0.07, h * 0.1, plaster)
                rect(c, mid - h * 0.03, y, h * 0.06, h * 0.05, plaster)
            elif kind == "amphora":
                ellipse(c, mid, y + h * 0.09, h * 0.07, h * 0.09, plaster)
                rect(c, mid - h * 0.025, y + h * 0.15, h * 0.05, h * 0.07, plaster)
                stroke_line(c, mid - h * 0.07, y + h * 0.18, mid - h * 0.03, y + h * 0.2, plaster, h * 0.012)
            else:
                poly(
                    c,
                    [
                        (mid - h * 0.05, y),
                        (mid + h * 0.05, y),
                        (mid + h * 0.09, y + h * 0.18),
                        (mid - h * 0.09, y + h * 0.18),
                    ],
                    plaster,
                )
                fill_circle(c, mid, y + h * 0.23, h * 0.04, plaster)
    ex = cx + r * 2.1  # his easel beside him, as in the small picture
    poly(c, [(ex - r * 0.6, 0), (ex - r * 0.5, 0), (ex, h * 0.9), (ex - r * 0.1, h * 0.9)], WOOD)
    _canvas(c, ex - r * 0.9, h * 0.4, r * 1.6, h * 0.35, next(kinds), rng)
    skin = rng.choice(SKINS)
    sitters.painter(c, cx, cy, r, skin, rng.choice(HAIRS))
