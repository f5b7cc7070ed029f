"""The wide pictures of two city subjects whose small pictures hold a row of alike things: the bridge
(its piers) and the harbour (its cranes). On a long strip the bridge becomes an old stone bridge with
arches of many spans, a gate tower, statues on its piers, walkers and boats; the harbour a quay with
cranes of several kinds and heights in groups, warehouses, a cargo ship, a tug, a lighthouse."""

from __future__ import annotations

import random

from reportlab.lib.colors import HexColor, white

from generator.games.art_society.paintings.scenery import reflection, sailboat, sky
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
INK = _H("#2B2233")
STONE, WATER, TOWN = _H("#8C6A52"), _H("#6F94AE"), _H("#B9B3C4")


def bridge(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """An old stone bridge in the morning mist: arches widest mid-river, a gate tower at one end,
    statues on some piers, lamps and walkers on the deck, boats on the river, the old town behind."""
    sky(c, w, h, h * 0.4, _H("#F4E3C8"), _H("#A9C3D6"))
    landmarks = varied(rng, ["spire", "dome", "block", "block", "towers"])
    for x, bw in spans(rng, 0, w, h * 0.15, h * 0.5):  # the old town
        kind, top = next(landmarks), h * rng.uniform(0.55, 0.75)
        col = rng.choice([TOWN, _H("#A9A3B8"), _H("#C6BFCE")])
        rect(c, x, h * 0.4, bw, top - h * 0.4, col)
        if kind == "spire":
            poly(c, [(x + bw * 0.3, top), (x + bw * 0.5, top + h * 0.25), (x + bw * 0.7, top)], _H("#9A94A8"))
        elif kind == "dome":
            c.setFillColor(_H("#9AB3A8"))
            c.wedge(x + bw * 0.15, top - bw * 0.35, x + bw * 0.85, top + bw * 0.35, 0, 180, stroke=0, fill=1)
        elif kind == "towers":
            for t in (0.15, 0.7):
                rect(c, x + bw * t, top, bw * 0.15, h * 0.1, col)
                poly(
                    c,
                    [
                        (x + bw * t, top + h * 0.1),
                        (x + bw * (t + 0.075), top + h * 0.17),
                        (x + bw * (t + 0.15), top + h * 0.1),
                    ],
                    _H("#9A94A8"),
                )
    rect(c, 0, 0, w, h * 0.4, WATER)
    for _ in range(int(w / h * 2)):
        rect(c, w * rng.random(), h * rng.uniform(0.04, 0.3), h * rng.uniform(0.1, 0.25), h * 0.01, _H("#A9C3D6"))
    deck, top = h * 0.45, h * 0.52
    mid = w * rng.uniform(0.4, 0.6)
    gate = rng.choice([0.0, w])  # the gate tower stands on the bank at one end
    x = 0.0 if gate == w else h * 0.35
    end = w - h * 0.35 if gate == w else w
    rect(c, 0, h * 0.52, w, h * 0.04, mix(_H("#F4E3C8"), white, 0.4))  # mist over the far bank
    rect(c, 0, 0, w, top, STONE)
    rect(c, 0, top, w, h * 0.02, mix(STONE, INK, 0.3))  # the parapet
    piers = []
    while x < end:  # the arches, cut out of the stone, each its own span
        span = h * (0.45 + 0.4 * max(0.0, 1 - abs(x - mid) / (w * 0.35))) * rng.uniform(0.7, 1.3)
        if end - x < span + h * 0.25:
            span = end - x
        c.setFillColor(WATER)
        c.ellipse(x + h * 0.05, -deck * 0.6, x + span - h * 0.05, deck * 0.9, stroke=0, fill=1)
        piers.append(x)
        x += span
    for px in piers[1:]:  # cutwaters at the foot of the piers, the river's light between
        poly(c, [(px - h * 0.06, 0), (px + h * 0.06, 0), (px, h * 0.1)], mix(STONE, INK, 0.2))
    for px in piers:
        reflection(c, px + h * 0.3, h * 0.12, h * 0.2, h * 0.1, _H("#A9C3D6"), 2, h * 0.01)
    people = varied(rng, ["statue", "lamp", "walker", "lamp", "walker"])
    for px in piers[1:]:
        thing = next(people)
        if thing == "statue":
            rect(c, px - h * 0.025, top, h * 0.05, h * 0.05, mix(STONE, INK, 0.2))
            ellipse(c, px, top + h * 0.1, h * 0.025, h * 0.05, _H("#5A4A3F"))
            fill_circle(c, px, top + h * 0.17, h * 0.018, _H("#5A4A3F"))
        elif thing == "lamp":
            stroke_line(c, px, top, px, top + h * 0.16, INK, h * 0.01)
            fill_circle(c, px, top + h * 0.17, h * 0.02, _H("#F2B134"))
        else:
            col = rng.choice([_H("#C8553D"), _H("#1B2A49"), _H("#E9C46A")])
            ellipse(c, px + h * 0.1, top + h * 0.06, h * 0.018, h * 0.05, col)
            fill_circle(c, px + h * 0.1, top + h * 0.125, h * 0.014, _H("#E8A598"))
    gx = gate - h * 0.3 if gate == w else 0.0  # the gate tower
    rect(c, gx, 0, h * 0.3, h * 0.8, mix(STONE, INK, 0.1))
    poly(c, [(gx - h * 0.03, h * 0.8), (gx + h * 0.15, h * 1.02), (gx + h * 0.33, h * 0.8)], _H("#3F4A5A"))
    c.setFillColor(_H("#3F4A5A"))
    c.wedge(gx + h * 0.08, deck - h * 0.1, gx + h * 0.22, deck + h * 0.18, 0, 180, stroke=0, fill=1)
    rect(c, gx + h * 0.08, deck - h * 0.1 + h * 0.04, h * 0.14, h * 0.1, _H("#3F4A5A"))
    for k in range(2):
        rect(c, gx + h * (0.06 + 0.13 * k), h * 0.62, h * 0.05, h * 0.08, _H("#2B2233"))
    for _ in range(rng.randint(1, 3)):  # boats on the river
        bx = w * rng.uniform(0.1, 0.9)
        poly(
            c,
            [
                (bx - h * 0.09, h * 0.06),
                (bx + h * 0.09, h * 0.06),
                (bx + h * 0.07, h * 0.02),
                (bx - h * 0.07, h * 0.02),
            ],
            _H("#5A3519"),
        )
        fill_circle(c, bx, h * 0.085, h * 0.018, INK)


def _crane(c, kind: str, x, base, hh, u, col, rng: random.Random) -> None:
    """A quay crane of `kind` standing on `base`, `hh` tall."""
    if kind == "jib":  # a tower with a long level jib and its hook
        stroke_line(c, x, base, x, base + hh, col, u * 0.03)
        reach = u * rng.uniform(0.25, 0.45)
        stroke_line(c, x - u * 0.1, base + hh, x + reach, base + hh * 0.96, col, u * 0.025)
        stroke_line(
            c, x + reach * 0.75, base + hh * 0.96, x + reach * 0.75, base + hh * rng.uniform(0.5, 0.8), INK, u * 0.006
        )
    elif kind == "gantry":  # a portal straddling the quay, its boom raised
        stroke_line(c, x - u * 0.08, base, x - u * 0.03, base + hh * 0.6, col, u * 0.025)
        stroke_line(c, x + u * 0.08, base, x + u * 0.03, base + hh * 0.6, col, u * 0.025)
        rect(c, x - u * 0.07, base + hh * 0.6, u * 0.14, u * 0.08, col)
        stroke_line(c, x, base + hh * 0.65, x + u * 0.3, base + hh, col, u * 0.02)
        stroke_line(c, x + u * 0.3, base + hh, x + u * 0.3, base + hh * 0.55, INK, u * 0.006)
    else:  # a lattice derrick leaning out over the water
        stroke_line(c, x, base, x + u * 0.25, base + hh, col, u * 0.02)
        stroke_line(c, x + u * 0.04, base, x + u * 0.25, base + hh, col, u * 0.012)
        stroke_line(c, x, base + hh * 0.3, x + u * 0.25, base + hh, INK, u * 0.005)


def harbour(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """A harbour at dusk: cranes of three kinds in groups along the quay, warehouses, a cargo ship,
    a tug and sailing boats, a lighthouse at the head of the pier."""
    u = h
    sky(c, w, h, h * 0.3, _H("#F2A65A"), _H("#5B3F6E"))
    fill_circle(c, w * rng.uniform(0.2, 0.8), h * 0.45, u * 0.14, _H("#F9D56E"))
    rect(c, 0, 0, w, h * 0.3, _H("#27405E"))
    quay = h * 0.3
    kinds = varied(rng, ["jib", "gantry", "derrick"])
    colours = varied(rng, [_H("#C8553D"), _H("#E9B44C"), _H("#3D5A80")])
    for x, span in spans(rng, 0, w, u * 0.5, u * 1.4, u * 0.8):
        if rng.random() < 0.5:  # a warehouse with a saw-tooth roof
            hw, hh = span * rng.uniform(0.5, 0.9), h * rng.uniform(0.14, 0.24)
            rect(c, x, quay, hw, hh, rng.choice([_H("#8C3B2A"), _H("#6E5A4A"), _H("#A4472F")]))
            n = max(2, int(hw / (u * 0.12)))
            for k in range(n):
                poly(
                    c,
                    [
                        (x + hw * k / n, quay + hh),
                        (x + hw * k / n, quay + hh + u * 0.05),
                        (x + hw * (k + 1) / n, quay + hh),
                    ],
                    _H("#4A4A55"),
                )
            x += hw + u * 0.05
        for k in range(rng.randint(1, 3)):  # a group of cranes, each its own kind and height
            _crane(
                c,
                next(kinds),
                x + k * u * rng.uniform(0.2, 0.35),
                quay,
                h * rng.uniform(0.35, 0.65),
                u,
                next(colours),
                rng,
            )
    sx = w * rng.uniform(0.1, 0.5)  # the cargo ship
    sl = min(w * 0.5, u * 1.4)
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
    tx = sx + sl + u * rng.uniform(0.3, 0.8)  # a tug with its funnel
    if tx < w - u * 0.2:
        poly(
            c,
            [(tx - u * 0.12, h * 0.12), (tx + u * 0.14, h * 0.12), (tx + u * 0.1, h * 0.06), (tx - u * 0.1, h * 0.06)],
            _H("#C8553D"),
        )
        rect(c, tx - u * 0.05, h * 0.12, u * 0.08, u * 0.05, _H("#EFE6D2"))
        rect(c, tx + u * 0.04, h * 0.12, u * 0.03, u * 0.09, INK)
    lx = rng.choice([u * 0.15, w - u * 0.15])  # the lighthouse at the pier head
    rect(c, lx - u * 0.05, h * 0.06, u * 0.1, h * 0.24, _H("#4A4A55"))
    poly(
        c,
        [(lx - u * 0.035, h * 0.3), (lx + u * 0.035, h * 0.3), (lx + u * 0.025, h * 0.62), (lx - u * 0.025, h * 0.62)],
        white,
    )
    rect(c, lx - u * 0.03, h * 0.42, u * 0.06, h * 0.06, _H("#D62839"))
    fill_circle(c, lx, h * 0.66, u * 0.03, _H("#F9D56E"))
    rect(c, 0, 0, w, h * 0.06, _H("#4A4A55"))
    for _ in range(rng.randint(1, 3)):
        sailboat(c, w * rng.random(), h * 0.03, u * rng.uniform(0.1, 0.17), _H("#EFE6D2"), _H("#EFE6D2"))
