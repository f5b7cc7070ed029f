"""The still-life theme's (martwa-natura) further subjects: flowers in a jug, fish on a platter, a
violin with sheet music, books with a skull, a tea set, a fruit bowl and a kitchen shelf. Each has its
own group of things; a wide picture (`WIDE`) lays that group once on a long table among the subject's
other things (still_life_tables.lay), never the group repeated."""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from reportlab.lib.colors import Color, HexColor, white

from generator.games.art_society.paintings.shapes import WIDE, ellipse, fill_circle, mix, poly, rect, stroke_line
from generator.games.art_society.paintings.still_life_rooms import INSTRUMENTS, KITCHEN, VANITAS
from generator.games.art_society.paintings.still_life_tables import FISH, FLOWERS, FRUIT, TEA, Thing, lay
from generator.games.art_society.paintings.styles import ThemeStyle

_H = HexColor
INK = _H("#1E1B24")


def _room(c, w, h, wall: Color, table: Color, ty: float, drape=None) -> None:
    """Wall, a table top from `ty` down and its dark front; a drape down one side when given."""
    rect(c, 0, 0, w, h, wall)
    rect(c, 0, 0, w, ty, mix(table, INK, 0.45))
    rect(c, 0, ty - min(w, h) * 0.05, w, min(w, h) * 0.05, mix(table, INK, 0.25))
    rect(c, 0, ty, w, min(w, h) * 0.12, table)
    if drape is not None:
        x = w - min(w, h) * 0.25
        poly(c, [(x, h), (w, h), (w, ty), (x + min(w, h) * 0.08, ty)], drape)


def _group_or_table(
    c, w, h, y, s, rng: random.Random, group: Callable[[float, float], None], things: tuple[Thing, ...]
) -> None:
    """The subject's `group` (`s` its size) alone on a small picture, a little off the middle; on a wide
    one laid on a long table among its `things`, standing on the table line `y`."""
    if w / h < WIDE:
        group(w * 0.5 + rng.uniform(-0.08, 0.08) * s, s)
    else:
        lay(c, w, h, y, s, rng, group, things)


def flowers(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """Poppies and daisies in an earthen jug against a blue wall."""
    u = min(w, h)
    ty = h * 0.22
    _room(c, w, h, _H("#3F6C8F"), _H("#C9A46A"), ty)
    s = min(h * 0.75, w * 0.6)

    def one(x, s):
        top = ty + s * 0.4
        for _ in range(9):
            fx = x + rng.uniform(-0.45, 0.45) * s
            fy = top + rng.uniform(0.2, 0.62) * s
            stroke_line(c, x, top - s * 0.05, fx, fy, _H("#3F6B2A"), u * 0.012)
            col = rng.choice([_H("#D7263D"), _H("#D7263D"), white, _H("#F2CB4C")])
            r = s * rng.uniform(0.06, 0.09)
            if col == white:
                for k in range(8):
                    a = k * math.pi / 4
                    fill_circle(c, fx + math.cos(a) * r * 0.8, fy + math.sin(a) * r * 0.8, r * 0.4, white)
                fill_circle(c, fx, fy, r * 0.35, _H("#F2CB4C"))
            else:
                fill_circle(c, fx, fy, r, col)
                fill_circle(c, fx, fy, r * 0.3, INK)
        p = c.beginPath()
        p.moveTo(x - s * 0.1, ty + s * 0.02)
        p.curveTo(x - s * 0.3, ty + s * 0.2, x - s * 0.15, ty + s * 0.35, x - s * 0.08, ty + s * 0.42)
        p.lineTo(x + s * 0.08, ty + s * 0.42)
        p.curveTo(x + s * 0.15, ty + s * 0.35, x + s * 0.3, ty + s * 0.2, x + s * 0.1, ty + s * 0.02)
        p.close()
        c.setFillColor(_H("#B5673A"))
        c.drawPath(p, stroke=0, fill=1)
        rect(c, x - s * 0.17, ty + s * 0.18, s * 0.34, s * 0.03, _H("#EFE0C0"))
        for k in range(3):
            fill_circle(c, x + s * (0.3 + 0.06 * k), ty + s * 0.03, s * 0.025, _H("#D7263D"))

    _group_or_table(c, w, h, ty, s, rng, one, FLOWERS)


def fish(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """Herrings on a white platter with lemon halves, an onion and a glass of water."""
    u = min(w, h)
    ty = h * 0.45
    _room(c, w, h, _H("#5A4A3F"), _H("#E8E2D0"), ty)
    s = min(h * 1.1, w * 0.8)

    def one(x, s):
        ellipse(c, x, ty - s * 0.02, s * 0.48, s * 0.16, _H("#F9F7F0"))
        ellipse(c, x, ty - s * 0.02, s * 0.4, s * 0.11, _H("#DCE6EA"))
        for k in range(3):
            fy = ty - s * 0.07 + k * s * 0.06
            fx = x + (k - 1) * s * 0.05
            ellipse(c, fx, fy, s * 0.25, s * 0.045, _H("#8FA5B5"))
            ellipse(c, fx, fy + s * 0.012, s * 0.22, s * 0.018, _H("#C9D6E0"))
            poly(
                c, [(fx + s * 0.23, fy), (fx + s * 0.33, fy + s * 0.05), (fx + s * 0.33, fy - s * 0.05)], _H("#6F8597")
            )
            fill_circle(c, fx - s * 0.18, fy + s * 0.01, s * 0.012, INK)
        fill_circle(c, x - s * 0.38, ty + s * 0.02, s * 0.07, _H("#F2CB4C"))
        fill_circle(c, x - s * 0.38, ty + s * 0.02, s * 0.05, _H("#FBE9A0"))
        fill_circle(c, x + s * 0.4, ty + s * 0.05, s * 0.08, _H("#B0614A"))
        stroke_line(c, x + s * 0.4, ty + s * 0.12, x + s * 0.42, ty + s * 0.2, _H("#7D8C3A"), u * 0.01)
        rect(c, x + s * 0.15, ty + s * 0.05, s * 0.1, s * 0.3, _H("#BFD8E0"))
        rect(c, x + s * 0.15, ty + s * 0.05, s * 0.1, s * 0.18, _H("#9CC3D0"))
        rect(c, x + s * 0.17, ty + s * 0.1, s * 0.02, s * 0.2, white)

    _group_or_table(c, w, h, ty, s, rng, one, FISH)


def instruments(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """A violin lying on sheet music, a mandolin and a jug on a green cloth (a cubist arrangement)."""
    u = min(w, h)
    ty = h * 0.3
    _room(c, w, h, _H("#D8C39A"), _H("#2F5D4E"), ty, _H("#8C2B3A"))
    poly(c, [(w * 0.1, 0), (w * 0.45, h), (w * 0.7, h), (w * 0.4, 0)], _H("#C9AE7E"))
    s = min(h * 0.9, w * 0.7)

    def one(x, s):
        rect(c, x - s * 0.35, ty + s * 0.02, s * 0.5, s * 0.28, white)
        for k in range(5):
            stroke_line(
                c, x - s * 0.33, ty + s * (0.06 + 0.045 * k), x + s * 0.13, ty + s * (0.06 + 0.045 * k), INK, u * 0.004
            )
            fill_circle(c, x - s * (0.25 - 0.08 * k), ty + s * (0.07 + 0.045 * k), s * 0.012, INK)
        body = _H("#B5561F")
        ellipse(c, x, ty + s * 0.2, s * 0.12, s * 0.09, body)
        ellipse(c, x, ty + s * 0.36, s * 0.1, s * 0.075, body)
        rect(c, x - s * 0.07, ty + s * 0.22, s * 0.14, s * 0.12, body)
        rect(c, x - s * 0.015, ty + s * 0.43, s * 0.03, s * 0.25, INK)
        fill_circle(c, x, ty + s * 0.7, s * 0.03, INK)
        for k in (-1, 1):
            c.setStrokeColor(INK)
            c.setLineWidth(u * 0.006)
            c.arc(
                x + k * s * 0.06 - s * 0.02, ty + s * 0.22, x + k * s * 0.06 + s * 0.02, ty + s * 0.32, 90 - 90 * k, 180
            )
        stroke_line(c, x + s * 0.25, ty + s * 0.05, x - s * 0.2, ty + s * 0.65, _H("#5B3A22"), u * 0.01)
        ellipse(c, x + s * 0.38, ty + s * 0.14, s * 0.1, s * 0.13, _H("#E3B23C"))
        fill_circle(c, x + s * 0.38, ty + s * 0.15, s * 0.035, INK)
        rect(c, x + s * 0.365, ty + s * 0.26, s * 0.03, s * 0.2, _H("#5B3A22"))

    _group_or_table(c, w, h, ty, s, rng, one, INSTRUMENTS)


def vanitas(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """Vanitas: a skull on a pile of old books, a burnt-down candle and an hourglass, in dark light."""
    u = min(w, h)
    ty = h * 0.25
    _room(c, w, h, _H("#2E2620"), _H("#6B4A2E"), ty)
    fill_circle(c, w * 0.3, h * 0.65, u * 0.45, _H("#3C3128"))
    s = min(h * 1.2, w * 0.7)

    def one(x, s):
        y = ty
        for k, col in enumerate((_H("#7A2E2A"), _H("#2F4F5A"), _H("#8C6A32"))):
            bw = s * (0.55 - 0.07 * k)
            bx = x - bw / 2 + s * rng.uniform(-0.04, 0.04)
            rect(c, bx, y, bw, s * 0.09, col)
            rect(c, bx + s * 0.02, y + s * 0.015, bw - s * 0.04, s * 0.02, _H("#E8D9B0"))
            y += s * 0.09
        fill_circle(c, x, y + s * 0.14, s * 0.14, _H("#E9E1CC"))
        rect(c, x - s * 0.08, y, s * 0.16, s * 0.08, _H("#E9E1CC"))
        for k in (-1, 1):
            ellipse(c, x + k * s * 0.055, y + s * 0.13, s * 0.04, s * 0.045, INK)
        poly(c, [(x - s * 0.015, y + s * 0.06), (x + s * 0.015, y + s * 0.06), (x, y + s * 0.09)], INK)
        for k in range(4):
            rect(c, x - s * 0.06 + k * s * 0.035, y + s * 0.01, s * 0.02, s * 0.03, _H("#BEB49C"))
        cx = x + s * 0.38
        rect(c, cx - s * 0.03, ty, s * 0.06, s * 0.22, _H("#F3ECD6"))
        ellipse(c, cx, ty + s * 0.28, s * 0.025, s * 0.05, _H("#F9C74F"))
        ellipse(c, cx, ty + s * 0.27, s * 0.012, s * 0.025, white)
        hx = x - s * 0.38
        rect(c, hx - s * 0.07, ty, s * 0.14, s * 0.02, _H("#5B3A22"))
        rect(c, hx - s * 0.07, ty + s * 0.26, s * 0.14, s * 0.02, _H("#5B3A22"))
        poly(c, [(hx - s * 0.05, ty + s * 0.26), (hx + s * 0.05, ty + s * 0.26), (hx, ty + s * 0.14)], _H("#C9D6E0"))
        poly(c, [(hx - s * 0.05, ty + s * 0.02), (hx + s * 0.05, ty + s * 0.02), (hx, ty + s * 0.14)], _H("#C9D6E0"))
        poly(c, [(hx - s * 0.04, ty + s * 0.02), (hx + s * 0.04, ty + s * 0.02), (hx, ty + s * 0.08)], _H("#E3B23C"))

    _group_or_table(c, w, h, ty, s, rng, one, VANITAS)


def tea(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """Afternoon tea: a white teapot with a blue pattern, cups on saucers, a cake on a lace cloth."""
    u = min(w, h)
    ty = h * 0.3
    _room(c, w, h, _H("#F1D3C9"), _H("#B07A4A"), ty)
    rect(c, 0, ty - u * 0.05, w, u * 0.17, _H("#F7F1E4"))
    for k in range(int(w / (u * 0.15)) + 1):
        rect(c, k * u * 0.15, ty + u * 0.14, u * 0.06, h, _H("#EBC3B7"))
    s = min(h * 1.3, w * 0.75)

    def one(x, s):
        blue = _H("#2E5C9A")
        ellipse(c, x, ty + s * 0.2, s * 0.17, s * 0.15, white)
        rect(c, x - s * 0.12, ty + s * 0.05, s * 0.24, s * 0.02, blue)
        rect(c, x - s * 0.16, ty + s * 0.2, s * 0.32, s * 0.02, blue)
        ellipse(c, x, ty + s * 0.36, s * 0.1, s * 0.025, white)
        fill_circle(c, x, ty + s * 0.4, s * 0.025, blue)
        poly(
            c,
            [
                (x + s * 0.14, ty + s * 0.18),
                (x + s * 0.3, ty + s * 0.33),
                (x + s * 0.27, ty + s * 0.34),
                (x + s * 0.13, ty + s * 0.25),
            ],
            white,
        )
        c.setStrokeColor(white)
        c.setLineWidth(s * 0.03)
        c.arc(x - s * 0.26, ty + s * 0.1, x - s * 0.12, ty + s * 0.3, 90, 180)
        for k in (-1, 1):
            cx = x + k * s * 0.42
            ellipse(c, cx, ty + s * 0.02, s * 0.1, s * 0.025, white)
            poly(
                c,
                [
                    (cx - s * 0.07, ty + s * 0.12),
                    (cx + s * 0.07, ty + s * 0.12),
                    (cx + s * 0.05, ty + s * 0.03),
                    (cx - s * 0.05, ty + s * 0.03),
                ],
                white,
            )
            rect(c, cx - s * 0.065, ty + s * 0.09, s * 0.13, s * 0.015, blue)
            ellipse(c, cx, ty + s * 0.12, s * 0.07, s * 0.012, _H("#9C4F1E"))
        cx = x + s * 0.2
        ellipse(c, cx, ty - s * 0.07, s * 0.12, s * 0.03, white)
        poly(c, [(cx - s * 0.08, ty - s * 0.06), (cx + s * 0.08, ty - s * 0.06), (cx, ty + s * 0.02)], _H("#E8C07A"))
        rect(c, cx - s * 0.05, ty - s * 0.04, s * 0.1, s * 0.01, _H("#C8324E"))

    _group_or_table(c, w, h, ty, s, rng, one, TEA)


def fruit_bowl(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """A blue bowl heaped with grapes, pears and lemons on a red cloth, a knife across the table."""
    u = min(w, h)
    ty = h * 0.32
    _room(c, w, h, _H("#E7D6A8"), _H("#A8322F"), ty)
    poly(c, [(0, h * 0.6), (w, h * 0.75), (w, h), (0, h)], _H("#D9C48E"))
    s = min(h * 1.1, w * 0.75)

    def one(x, s):
        for k in range(5):
            fill_circle(
                c,
                x - s * 0.2 + k * s * 0.1,
                ty + s * (0.22 + 0.04 * (k % 2)),
                s * 0.09,
                rng.choice([_H("#D4A82A"), _H("#9DBA3E"), _H("#E07A24")]),
            )
        for k in range(9):
            fill_circle(c, x + s * (0.12 + 0.05 * (k % 3)), ty + s * (0.36 - 0.05 * (k // 3)), s * 0.035, _H("#5E2B5C"))
        ellipse(c, x - s * 0.12, ty + s * 0.36, s * 0.06, s * 0.09, _H("#B8C94A"))
        stroke_line(c, x - s * 0.12, ty + s * 0.45, x - s * 0.1, ty + s * 0.5, _H("#5B3A22"), u * 0.01)
        p = c.beginPath()
        p.moveTo(x - s * 0.35, ty + s * 0.22)
        p.curveTo(x - s * 0.3, ty - s * 0.05, x + s * 0.3, ty - s * 0.05, x + s * 0.35, ty + s * 0.22)
        p.close()
        c.setFillColor(_H("#2E5C9A"))
        c.drawPath(p, stroke=0, fill=1)
        rect(c, x - s * 0.35, ty + s * 0.2, s * 0.7, s * 0.025, _H("#1B3A66"))
        rect(c, x - s * 0.08, ty - s * 0.02, s * 0.16, s * 0.04, _H("#1B3A66"))
        ellipse(c, x + s * 0.42, ty - s * 0.02, s * 0.07, s * 0.045, _H("#F2CB4C"))
        poly(
            c,
            [(x - s * 0.5, ty - s * 0.06), (x - s * 0.25, ty - s * 0.03), (x - s * 0.25, ty - s * 0.05)],
            _H("#C9D1DA"),
        )
        rect(c, x - s * 0.62, ty - s * 0.065, s * 0.12, s * 0.02, _H("#5B3A22"))

    _group_or_table(c, w, h, ty, s, rng, one, FRUIT)


def kitchen(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """A kitchen: copper pans hanging on a tiled wall, a pot, onions and bread on the shelf."""
    u = min(w, h)
    ty = h * 0.3
    _room(c, w, h, _H("#E9EEF0"), _H("#8E5B32"), ty)
    step = u * 0.1
    for i in range(int(w / step) + 1):
        for j in range(int(h / step) + 1):
            if (i + j) % 2 == 0 and j * step > ty + u * 0.1:
                rect(c, i * step, j * step, step, step, _H("#CFE0E6"))
    s = min(h * 0.9, w * 0.7)

    def one(x, s):
        copper = _H("#C06A2B")
        stroke_line(c, x - s * 0.3, h, x - s * 0.3, ty + s * 0.62, INK, u * 0.006)
        fill_circle(c, x - s * 0.3, ty + s * 0.5, s * 0.12, copper)
        fill_circle(c, x - s * 0.33, ty + s * 0.53, s * 0.04, _H("#E8A06A"))
        rect(c, x - s * 0.32, ty + s * 0.62, s * 0.04, s * 0.14, _H("#5B3A22"))
        rect(c, x - s * 0.05, ty, s * 0.3, s * 0.22, _H("#3B3B45"))
        rect(c, x - s * 0.08, ty + s * 0.22, s * 0.36, s * 0.03, _H("#2A2A33"))
        fill_circle(c, x + s * 0.1, ty + s * 0.27, s * 0.025, _H("#2A2A33"))
        for k in range(3):
            ox = x + s * (0.33 + 0.08 * k)
            ellipse(c, ox, ty + s * 0.05, s * 0.05, s * 0.05, _H("#C98B4A"))
            poly(
                c, [(ox - s * 0.01, ty + s * 0.09), (ox + s * 0.01, ty + s * 0.09), (ox, ty + s * 0.14)], _H("#A86A30")
            )
        ellipse(c, x - s * 0.2, ty + s * 0.05, s * 0.13, s * 0.06, _H("#D9A45A"))
        for k in range(3):
            stroke_line(
                c,
                x - s * (0.28 - 0.07 * k),
                ty + s * 0.07,
                x - s * (0.25 - 0.07 * k),
                ty + s * 0.1,
                _H("#8C5A2A"),
                u * 0.008,
            )

    _group_or_table(c, w, h, ty, s, rng, one, KITCHEN)


STILL_LIFE_SCENES = {
    "kwiaty": flowers,
    "ryba": fish,
    "instrumenty": instruments,
    "vanitas": vanitas,
    "herbata": tea,
    "owoce": fruit_bowl,
    "kuchnia": kitchen,
}
