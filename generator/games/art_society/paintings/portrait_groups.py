"""The wide pictures of four portrait subjects, each a group around its sitter: the stranger in profile
at a café among other guests, the girl with her ball in a park full of children and grown-ups, the
lady with the parasol foremost on a promenade, the newlyweds among their wedding guests. Every other
person is drawn from people.person: another age, skin, hair, clothes and hat, another size and place."""

from __future__ import annotations

import random

from reportlab.lib.colors import HexColor, white

from generator.games.art_society.paintings import sitters
from generator.games.art_society.paintings.people import HAIRS, INK, LINEN, SKINS, draw_bust, draw_standing, person
from generator.games.art_society.paintings.scenery import round_tree
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


def _spot(rng: random.Random, w: float, h: float) -> float:
    """Where the sitter of a wide group stands: a little left of the middle, clear of the picture's
    left end (where a tile's plaque sits)."""
    return w * rng.uniform(0.42, 0.58)


def cafe(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """The stranger in profile at a café table in front; behind her the room: guests in twos and threes
    at their tables, some further off than others, a waiter, lamps, a coat stand."""
    bg = rng.choice([_H("#2A7F7A"), _H("#E3B23C"), _H("#5E2B5C")])
    rect(c, 0, 0, w, h, bg)
    rect(c, 0, h * 0.8, w, h * 0.2, mix(bg, INK, 0.25))
    rect(c, 0, 0, w, h * 0.3, mix(bg, white, 0.3))  # the banquette's back
    sx = _spot(rng, w, h)
    for x, span in spans(rng, 0, w, h * 0.5, h * 1.4, h * 0.4):  # lamps hanging at their own heights
        lx, ly = x + span * rng.random(), h * rng.uniform(0.82, 0.9)
        stroke_line(c, lx, h, lx, ly, INK, h * 0.01)
        c.setFillColor(_H("#F2D27A"))
        c.wedge(lx - h * 0.06, ly - h * 0.06, lx + h * 0.06, ly + h * 0.06, 0, 180, stroke=0, fill=1)
    things = varied(rng, ["two", "one", "three", "waiter", "two", "stand", "one"])
    once: set[str] = set()  # one waiter, one coat stand
    for x, span in spans(rng, 0, w, h * 0.45, h * 0.9, h * 0.2):
        mid, thing = x + span / 2, next(things)
        if abs(mid - sx) < h * 0.55:
            continue
        if thing in once:
            thing = "two"
        if thing in ("waiter", "stand"):
            once.add(thing)
        far = rng.random()  # further off: smaller and higher
        r, cy = h * (0.1 - 0.03 * far), h * (0.5 + 0.08 * far)
        if thing == "waiter":
            waiter = person(rng, age="adult", woman=False, cloth=INK, dress="coat", hat=None, beard="moustache")
            draw_standing(c, mid, h * 0.02, h * 0.85, waiter)
            rect(c, mid - h * 0.06, h * 0.1, h * 0.12, h * 0.3, LINEN)  # the apron
            ellipse(c, mid + h * 0.16, h * 0.62, h * 0.1, h * 0.015, _H("#C9D1DA"))  # the tray
            rect(c, mid + h * 0.12, h * 0.635, h * 0.03, h * 0.05, white)
            continue
        if thing == "stand":  # a coat stand with a hat and a coat
            rect(c, mid - h * 0.01, 0, h * 0.02, h * 0.7, _H("#5B3A22"))
            ellipse(c, mid + h * 0.05, h * 0.45, h * 0.06, h * 0.18, rng.choice([_H("#7A4A28"), _H("#2F4A5E")]))
            c.setFillColor(INK)
            c.wedge(mid - h * 0.08, h * 0.62, mid + h * 0.08, h * 0.8, 0, 180, stroke=0, fill=1)
            continue
        n = {"one": 1, "two": 2, "three": 3}[thing]
        for k in range(n):  # the guests turned towards each other
            gx = mid + (k - (n - 1) / 2) * r * 2.6
            turn = 0.0 if n == 1 else (0.7 if gx < mid else -0.7)
            draw_bust(
                c,
                gx,
                cy + rng.uniform(-0.03, 0.03) * h,
                r * rng.uniform(0.9, 1.1),
                person(rng, turn=turn, age=rng.choice(["adult", "adult", "old"])),
            )
        ty = cy - r * 2.4
        ellipse(c, mid, ty, r * (1.2 + n), r * 0.35, LINEN)
        for k in range(n):
            cx_ = mid + (k - (n - 1) / 2) * r * 2.2 + r * 0.4
            if rng.random() < 0.5:
                rect(c, cx_ - r * 0.2, ty, r * 0.4, r * 0.45, white)
            else:
                poly(
                    c,
                    [
                        (cx_ - r * 0.15, ty),
                        (cx_ + r * 0.15, ty),
                        (cx_ + r * 0.3, ty + r * 0.6),
                        (cx_ - r * 0.3, ty + r * 0.6),
                    ],
                    _H("#C8324E"),
                )
    fill_circle(c, sx, h * 0.6, h * 0.42, mix(bg, white, 0.25))
    r = h * 0.15
    skin = rng.choice(SKINS)
    hair = rng.choice(HAIRS)
    sitters.stranger(c, sx, h * 0.62, r, skin, hair, rng.choice([_H("#C8324E"), _H("#2B4C7E"), _H("#F6E8D8")]))
    ellipse(c, sx + r * 2.2, h * 0.14, h * 0.2, h * 0.04, LINEN)  # her own table and cup
    rect(c, sx + r * 2.0, h * 0.15, h * 0.05, h * 0.06, white)


def park(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """The girl with the red ball in front; behind her a park: children with a hoop, a kite, a skipping
    rope, a dog, grown-ups on a bench and with a pram, trees and flower beds."""
    rect(c, 0, 0, w, h, _H("#F4E1A1"))
    rect(c, 0, 0, w, h * 0.42, _H("#A8CF6A"))
    sx = _spot(rng, w, h)
    fill_circle(c, sx + h * 0.9, h * 0.85, h * 0.14, _H("#F9C74F"))
    for x, span in spans(rng, 0, w, h * 0.6, h * 1.6, h * 0.3):  # trees behind, each its own size
        round_tree(
            c,
            x + span / 2,
            h * 0.38,
            h * rng.uniform(0.4, 0.62),
            rng.choice([_H("#5E9A3A"), _H("#3F7A4A"), _H("#7DAA4A")]),
            _H("#6B4226"),
        )
    for _ in range(int(w / h * 5)):
        fill_circle(
            c,
            w * rng.random(),
            h * rng.uniform(0.02, 0.3),
            h * 0.014,
            rng.choice([white, _H("#D7263D"), _H("#F2CB4C")]),
        )
    ground = h * 0.22
    kinds = varied(rng, ["hoop", "kite", "bench", "pram", "rope", "dog", "pair"])
    for x, span in spans(rng, 0, w, h * 0.35, h * 0.8, h * 0.2):
        mid, kind = x + span / 2, next(kinds)
        if abs(mid - sx) < h * 0.4:
            continue
        y, s = ground + h * rng.uniform(-0.06, 0.1), h * rng.uniform(0.55, 0.75)
        if kind == "bench":  # a grown-up reading on a bench
            rect(c, mid - h * 0.2, y + h * 0.14, h * 0.4, h * 0.03, _H("#8E5B32"))
            rect(c, mid - h * 0.2, y + h * 0.24, h * 0.4, h * 0.025, _H("#8E5B32"))
            draw_standing(c, mid, y + h * 0.05, s * 0.75, person(rng, age=rng.choice(["adult", "old"])))
            rect(c, mid - h * 0.04, y + s * 0.45, h * 0.08, h * 0.06, white)
        elif kind == "pram":  # a grown-up pushing a pram
            draw_standing(c, mid, y, s, person(rng, age="adult"))
            fill_circle(c, mid + s * 0.32, y + s * 0.04, s * 0.04, INK)
            c.setFillColor(rng.choice([_H("#2F4A5E"), _H("#8C2B3A")]))
            c.wedge(mid + s * 0.18, y + s * 0.04, mid + s * 0.46, y + s * 0.32, 180, 180, stroke=0, fill=1)
        elif kind == "dog":
            ellipse(c, mid, y + h * 0.06, h * 0.07, h * 0.035, _H("#7A4A28"))
            fill_circle(c, mid + h * 0.07, y + h * 0.1, h * 0.03, _H("#7A4A28"))
            stroke_line(c, mid - h * 0.06, y + h * 0.07, mid - h * 0.1, y + h * 0.11, _H("#7A4A28"), h * 0.01)
        elif kind == "pair":  # a grown-up with a child by the hand
            draw_standing(c, mid - h * 0.06, y, s, person(rng, age=rng.choice(["adult", "old"])))
            draw_standing(c, mid + h * 0.06, y, s, person(rng, age="child"))
        else:
            p = person(rng, age="child")
            draw_standing(c, mid, y, s, p)
            k = s * 0.62  # a child's height
            if kind == "hoop":
                c.setStrokeColor(_H("#8E5B32"))
                c.setLineWidth(h * 0.012)
                c.circle(mid + k * 0.3, y + k * 0.14, k * 0.14, stroke=1, fill=0)
            elif kind == "kite":
                kx, ky = mid + h * 0.3, h * 0.86
                stroke_line(c, mid + k * 0.1, y + k * 0.6, kx, ky, INK, h * 0.004)
                poly(
                    c,
                    [(kx, ky + h * 0.08), (kx + h * 0.05, ky), (kx, ky - h * 0.08), (kx - h * 0.05, ky)],
                    _H("#D7263D"),
                )
            else:  # a skipping rope over her head
                c.setStrokeColor(_H("#D7263D"))
                c.setLineWidth(h * 0.008)
                c.arc(mid - k * 0.3, y - k * 0.05, mid + k * 0.3, y + k * 1.2, 0, 180)
    skin = rng.choice(SKINS)
    hair = rng.choice(HAIRS)
    sitters.girl(c, sx, h * 0.62, h * 0.165, skin, hair, rng.choice([_H("#D7263D"), _H("#2A7F7A"), _H("#5E2B5C")]))


def promenade(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """The lady with the parasol in front on a riverside promenade; other walkers alone, in twos and
    threes, near and far: a gentleman with a cane, a mother and child, a dog; poplars, boats on the river."""
    rect(c, 0, 0, w, h, _H("#BFE0EC"))
    rect(c, 0, h * 0.45, w, h * 0.08, _H("#7FB7D6"))  # the river
    rect(c, 0, 0, w, h * 0.45, _H("#A8CF6A"))
    rect(c, 0, h * 0.2, w, h * 0.08, _H("#E8D9B0"))  # the gravel path
    for _ in range(int(w / h * 6)):
        fill_circle(
            c,
            w * rng.random(),
            h * rng.uniform(0.02, 0.18),
            h * 0.012,
            rng.choice([white, _H("#F2CB4C"), _H("#D7263D")]),
        )
    for x, span in spans(rng, 0, w, h * 0.4, h * 1.4, h * 0.5):
        mid = x + span * rng.random()
        if rng.random() < 0.7:  # a poplar, or a rowing boat on the river
            ellipse(c, mid, h * 0.62, h * 0.05, h * rng.uniform(0.1, 0.2), _H("#4E7A3A"))
            rect(c, mid - h * 0.005, h * 0.45, h * 0.01, h * 0.06, _H("#6B4226"))
        else:
            poly(
                c,
                [
                    (mid - h * 0.08, h * 0.5),
                    (mid + h * 0.08, h * 0.5),
                    (mid + h * 0.06, h * 0.47),
                    (mid - h * 0.06, h * 0.47),
                ],
                _H("#C8553D"),
            )
            fill_circle(c, mid, h * 0.52, h * 0.015, INK)
    sx = _spot(rng, w, h)
    for x, span in spans(rng, 0, w, h * 0.4, h * 1.0, h * 0.5):
        near = rng.random()  # nearer: larger, lower down the path; all smaller than the lady
        y, s = h * (0.3 - 0.12 * near), h * (0.3 + 0.22 * near)
        n = rng.choice([1, 1, 2, 2, 3])
        for k in range(n):
            px = x + span / 2 + (k - (n - 1) / 2) * s * 0.3
            if abs(px - sx) < h * 0.3:
                continue
            p = person(rng, age=rng.choice(["adult", "adult", "old", "child"]))
            draw_standing(c, px, y + rng.uniform(-0.01, 0.01) * h, s, p)
            if p.age != "child" and not p.woman and rng.random() < 0.6:  # a cane
                stroke_line(c, px + s * 0.14, y, px + s * 0.16, y + s * 0.45, INK, s * 0.02)
        if rng.random() < 0.25:  # a dog running ahead
            dx = x + span / 2 + s * 0.5
            if abs(dx - sx) > h * 0.3:
                ellipse(c, dx, y + s * 0.08, s * 0.1, s * 0.05, _H("#7A4A28"))
                fill_circle(c, dx + s * 0.1, y + s * 0.13, s * 0.04, _H("#7A4A28"))
    fill_circle(c, sx - h * 0.6, h * 0.85, h * 0.07, white)
    dress = rng.choice([LINEN, _H("#F2A7C0"), _H("#9CC3D0")])
    skin, hair = rng.choice(SKINS), rng.choice(HAIRS)
    sitters.walker(
        c, sx, h * 0.06, h * 0.88, dress, skin, hair, rng.choice([_H("#C8324E"), _H("#2A7F7A"), _H("#E3B23C")])
    )


def wedding(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """The newlyweds under their arch of flowers, the wedding party on both sides: parents, friends and
    children, in two rows, each their own height, age and colours."""
    rect(c, 0, 0, w, h, _H("#E7D3C3"))
    mid = w * rng.uniform(0.4, 0.6)
    aw = h * 1.1
    c.setFillColor(_H("#C9A98F"))
    c.wedge(mid - aw / 2, h * 0.2, mid + aw / 2, h * 1.3, 0, 180, stroke=0, fill=1)
    rect(c, mid - aw / 2, 0, aw, h * 0.75, _H("#C9A98F"))
    back, front = [], []
    for x, span in spans(rng, 0, w, h * 0.26, h * 0.42, h * 0.12):
        centre = x + span / 2
        if abs(centre - mid) > aw * 0.55:
            back.append(centre)
    for x, span in spans(rng, h * 0.1, w, h * 0.32, h * 0.55, h * 0.3):
        centre = x + span / 2
        if abs(centre - mid) > aw * 0.6:
            front.append(centre)
    for x in back:  # the back row stands
        draw_bust(
            c,
            x,
            h * rng.uniform(0.64, 0.72),
            h * rng.uniform(0.065, 0.08),
            person(rng, age=rng.choice(["adult", "adult", "old"])),
        )
    for x in front:  # the front row: grown-ups and children, nearer and lower
        p = person(rng, age=rng.choice(["adult", "child", "old", "adult"]))
        r = h * (0.075 if p.age == "child" else rng.uniform(0.085, 0.1))
        draw_bust(c, x, h * (0.33 if p.age == "child" else rng.uniform(0.45, 0.52)), r, p)
        if p.age == "child":  # a posy of flowers
            for k in range(3):
                fill_circle(
                    c, x + r * (k - 1) * 0.6, h * 0.12, r * 0.35, rng.choice([_H("#D7263D"), white, _H("#F2CB4C")])
                )
    r = h * 0.16
    hairs = (rng.choice(HAIRS), rng.choice(HAIRS))
    for k in range(2):
        sitters.newlywed(c, mid + (k - 0.5) * r * 2.6, h * 0.58, r, rng.choice(SKINS), hairs[k], bride=k == 1)
    n = int(w / (h * 0.11))  # a garland of flowers swinging along the top
    for k in range(n):
        x = w * (k + 0.5) / n
        y = h * 0.93 - abs(((x - mid) / (h * 0.8)) % 2 - 1) * h * 0.06
        fill_circle(c, x, y, h * 0.03, rng.choice([_H("#D7263D"), white, _H("#F2A7C0"), _H("#F2CB4C")]))
