"""Things on a still life's table, each standing on (x, y) and about `s` tall (fruit: `r` round):
vessels of many shapes (jug, slim vase, jar, cup, glass, bottle, bowl, watering can), fruit, bread,
onions, a knife, a candle, books, a folded cloth and fallen petals. The wide pictures (still_life_tables)
set them round each subject's own group; the painters of still_life draw their fruit with `fruit`."""

from __future__ import annotations

import math
import random

from reportlab.lib.colors import Color, HexColor, white

from generator.games.art_society.paintings.shapes import (
    clip,
    ellipse,
    fill_circle,
    mix,
    poly,
    poly_path,
    rect,
    stroke_line,
)

_H = HexColor
INK = _H("#1E1B24")
STEM = _H("#3F6B2A")


def fruit(c, x: float, y: float, r: float, kind: int, col: Color, ink: Color, leaf: Color) -> None:
    """An apple (kind 0), a pear (1) or a lemon (2) `r` round lying on (x, y)."""
    if kind == 0:  # apple
        fill_circle(c, x, y + r, r, col)
        stroke_line(c, x, y + r * 1.8, x + r * 0.15, y + r * 2.3, ink, r * 0.12)
        ellipse(c, x + r * 0.45, y + r * 2.05, r * 0.32, r * 0.14, leaf)
    elif kind == 1:  # pear
        fill_circle(c, x, y + r, r, col)
        fill_circle(c, x + r * 0.15, y + r * 2.0, r * 0.62, col)
        stroke_line(c, x + r * 0.2, y + r * 2.5, x + r * 0.35, y + r * 2.95, ink, r * 0.12)
    else:  # lemon
        ellipse(c, x, y + r * 0.75, r * 1.2, r * 0.75, col)
        fill_circle(c, x + r * 1.2, y + r * 0.75, r * 0.18, col)
    # flat highlight
    fill_circle(c, x - r * 0.35, y + r * 1.3 if kind != 2 else y + r * 1.0, r * 0.18, mix(col, white, 0.55))


def shadow(c, x, y, half, col: Color) -> None:
    """The flat shadow a thing `half` wide casts on the table to its right."""
    ellipse(c, x + half * 0.4, y + half * 0.02, half * 1.1, half * 0.18, col)


def jug(c, x, y, s, col: Color) -> float:
    """A pitcher with a spout and a handle; returns the height of its mouth."""
    p = c.beginPath()
    p.moveTo(x - s * 0.16, y)
    p.curveTo(x - s * 0.34, y + s * 0.3, x - s * 0.22, y + s * 0.6, x - s * 0.13, y + s * 0.8)
    p.lineTo(x + s * 0.18, y + s * 0.84)
    p.lineTo(x + s * 0.13, y + s * 0.76)
    p.curveTo(x + s * 0.22, y + s * 0.6, x + s * 0.34, y + s * 0.3, x + s * 0.16, y)
    p.close()
    c.setStrokeColor(col)
    c.setLineWidth(s * 0.05)
    c.arc(x - s * 0.42, y + s * 0.3, x - s * 0.14, y + s * 0.72, 90, 180)
    c.setFillColor(col)
    c.drawPath(p, stroke=0, fill=1)
    rect(c, x - s * 0.27, y + s * 0.34, s * 0.54, s * 0.05, mix(col, white, 0.45))
    return y + s * 0.8


def slim_vase(c, x, y, s, col: Color) -> float:
    """A tall narrow vase with a flared lip; returns the height of its mouth."""
    poly(
        c,
        [(x - s * 0.1, y), (x + s * 0.1, y), (x + s * 0.06, y + s * 0.75), (x + s * 0.12, y + s * 0.85)]
        + [(x - s * 0.12, y + s * 0.85), (x - s * 0.06, y + s * 0.75)],
        col,
    )
    rect(c, x - s * 0.03, y + s * 0.1, s * 0.025, s * 0.6, mix(col, white, 0.4))
    return y + s * 0.85


def jar(c, x, y, s, col: Color, lid: Color | None = None) -> float:
    """A squat jar, a lid on it when `lid` is given; returns its top."""
    c.setFillColor(col)
    c.roundRect(x - s * 0.25, y, s * 0.5, s * 0.7, s * 0.1, stroke=0, fill=1)
    rect(c, x - s * 0.2, y + s * 0.7, s * 0.4, s * 0.08, mix(col, INK, 0.2))
    if lid is not None:
        rect(c, x - s * 0.24, y + s * 0.78, s * 0.48, s * 0.1, lid)
        return y + s * 0.88
    rect(c, x - s * 0.18, y + s * 0.12, s * 0.06, s * 0.45, mix(col, white, 0.45))
    return y + s * 0.78


def cup(c, x, y, s, col: Color, band: Color) -> None:
    """A cup on its saucer, `s` across."""
    ellipse(c, x, y + s * 0.04, s * 0.5, s * 0.08, col)
    poly(
        c,
        [
            (x - s * 0.3, y + s * 0.5),
            (x + s * 0.3, y + s * 0.5),
            (x + s * 0.2, y + s * 0.08),
            (x - s * 0.2, y + s * 0.08),
        ],
        col,
    )
    rect(c, x - s * 0.28, y + s * 0.38, s * 0.56, s * 0.06, band)
    c.setStrokeColor(col)
    c.setLineWidth(s * 0.06)
    c.arc(x + s * 0.2, y + s * 0.18, x + s * 0.45, y + s * 0.42, -90, 180)


def glass(c, x, y, s, wine: Color | None = None) -> None:
    """A stemmed glass, wine in it when given."""
    pale = _H("#D8E6EC")
    ellipse(c, x, y + s * 0.02, s * 0.16, s * 0.03, pale)
    rect(c, x - s * 0.02, y, s * 0.04, s * 0.45, pale)
    p = c.beginPath()
    p.moveTo(x - s * 0.18, y + s)
    p.curveTo(x - s * 0.2, y + s * 0.5, x + s * 0.2, y + s * 0.5, x + s * 0.18, y + s)
    p.close()
    c.setFillColor(pale)
    c.drawPath(p, stroke=0, fill=1)
    if wine is not None:
        ellipse(c, x, y + s * 0.68, s * 0.14, s * 0.12, wine)


def bottle(c, x, y, s, col: Color, label: Color) -> None:
    rect(c, x - s * 0.12, y, s * 0.24, s * 0.55, col)
    poly(
        c,
        [
            (x - s * 0.12, y + s * 0.55),
            (x + s * 0.12, y + s * 0.55),
            (x + s * 0.04, y + s * 0.7),
            (x - s * 0.04, y + s * 0.7),
        ],
        col,
    )
    rect(c, x - s * 0.04, y + s * 0.7, s * 0.08, s * 0.28, col)
    rect(c, x - s * 0.12, y + s * 0.18, s * 0.24, s * 0.18, label)
    rect(c, x - s * 0.08, y + s * 0.4, s * 0.03, s * 0.12, mix(col, white, 0.4))


def bowl(c, x, y, s, col: Color) -> float:
    """A wide bowl `s` across; returns the height of its rim (what it holds goes on first)."""
    p = c.beginPath()
    p.moveTo(x - s * 0.5, y + s * 0.3)
    p.curveTo(x - s * 0.45, y - s * 0.02, x + s * 0.45, y - s * 0.02, x + s * 0.5, y + s * 0.3)
    p.close()
    c.setFillColor(col)
    c.drawPath(p, stroke=0, fill=1)
    rect(c, x - s * 0.5, y + s * 0.27, s, s * 0.04, mix(col, INK, 0.3))
    return y + s * 0.3


def watering_can(c, x, y, s, col: Color) -> None:
    rect(c, x - s * 0.25, y, s * 0.5, s * 0.45, col)
    poly(
        c,
        [
            (x + s * 0.2, y + s * 0.1),
            (x + s * 0.6, y + s * 0.55),
            (x + s * 0.55, y + s * 0.6),
            (x + s * 0.2, y + s * 0.25),
        ],
        col,
    )
    c.setStrokeColor(col)
    c.setLineWidth(s * 0.05)
    c.arc(x - s * 0.2, y + s * 0.3, x + s * 0.1, y + s * 0.7, 0, 180)
    rect(c, x - s * 0.25, y + s * 0.35, s * 0.5, s * 0.04, mix(col, INK, 0.3))


def candle(c, x, y, s, lit: bool) -> None:
    """A candle in a brass stick, burning or snuffed (a thread of smoke)."""
    brass = _H("#C9A02C")
    ellipse(c, x, y + s * 0.03, s * 0.14, s * 0.03, brass)
    rect(c, x - s * 0.03, y, s * 0.06, s * 0.25, brass)
    rect(c, x - s * 0.05, y + s * 0.25, s * 0.1, s * 0.55, _H("#F3ECD6"))
    if lit:
        ellipse(c, x, y + s * 0.88, s * 0.035, s * 0.08, _H("#F9C74F"))
    else:
        stroke_line(c, x, y + s * 0.82, x + s * 0.06, y + s * 1.0, _H("#B8B2A6"), s * 0.015)


def books(c, x, y, s, rng: random.Random) -> float:
    """Two to four books lying one on another; returns the top of the pile."""
    for _ in range(rng.randint(2, 4)):
        bw, bh = s * rng.uniform(0.7, 1.0), s * rng.uniform(0.12, 0.18)
        bx = x - bw / 2 + s * rng.uniform(-0.08, 0.08)
        rect(c, bx, y, bw, bh, rng.choice([_H("#7A2E2A"), _H("#2F4F5A"), _H("#8C6A32"), _H("#3E4A2E")]))
        rect(c, bx + s * 0.03, y + bh * 0.2, bw - s * 0.06, bh * 0.25, _H("#E8D9B0"))
        y += bh
    return y


def bread(c, x, y, s) -> None:
    ellipse(c, x, y + s * 0.2, s * 0.45, s * 0.2, _H("#D9A45A"))
    for k in range(3):
        stroke_line(
            c, x - s * (0.2 - 0.15 * k), y + s * 0.25, x - s * (0.12 - 0.15 * k), y + s * 0.35, _H("#8C5A2A"), s * 0.03
        )


def onion(c, x, y, s) -> None:
    ellipse(c, x, y + s * 0.3, s * 0.3, s * 0.3, _H("#C98B4A"))
    poly(c, [(x - s * 0.05, y + s * 0.55), (x + s * 0.05, y + s * 0.55), (x, y + s * 0.8)], _H("#A86A30"))


def knife(c, x, y, s) -> None:
    """A knife lying across the table's front, `s` long."""
    poly(c, [(x - s * 0.5, y), (x, y + s * 0.05), (x, y + s * 0.01)], _H("#C9D1DA"))
    rect(c, x, y, s * 0.35, s * 0.05, _H("#5B3A22"))


def folded_cloth(c, x, y, s, col: Color, stripe: Color, front: float) -> None:
    """A striped cloth `s` wide lying on the table up to `y`, its end hanging over the front edge down
    to `front`."""
    path = poly_path(
        c,
        [
            (x - s * 0.42, y),
            (x + s * 0.4, y + s * 0.02),
            (x + s * 0.5, y - s * 0.14),
            (x + s * 0.46, front),
            (x - s * 0.38, front - s * 0.04),
            (x - s * 0.5, y - s * 0.16),
        ],
    )
    c.setFillColor(col)
    c.drawPath(path, stroke=0, fill=1)
    c.saveState()
    clip(c, path)
    k = -0.5
    while k < 0.55:  # stripes running down the cloth and over the edge
        poly(
            c,
            [
                (x + s * k, y + s * 0.1),
                (x + s * (k + 0.05), y + s * 0.1),
                (x + s * (k + 0.07), front - s),
                (x + s * (k + 0.02), front - s),
            ],
            stripe,
        )
        k += 0.14
    rect(c, x - s, y - s * 0.17, s * 2, s * 0.03, mix(col, INK, 0.15))  # the fold at the table's edge
    c.restoreState()


def petals(c, x, y, s, col: Color, rng: random.Random) -> None:
    """Fallen petals and a leaf scattered about (x, y)."""
    for _ in range(rng.randint(3, 6)):
        px, py = x + rng.uniform(-0.5, 0.5) * s, y + rng.uniform(0.0, 0.08) * s
        ellipse(c, px, py, s * rng.uniform(0.05, 0.08), s * 0.03, col)
    ellipse(c, x + s * 0.2, y + s * 0.02, s * 0.1, s * 0.025, STEM)


def posy(c, x, top, s, heads: list[Color], rng: random.Random, stem: Color = STEM) -> None:
    """Flowers on stems rising from a vessel's mouth at (x, top): a poppy for a red or yellow head,
    a daisy for a white one; `s` the height they reach."""
    for col in heads:
        a = rng.uniform(-0.6, 0.6)
        fx, fy = x + math.sin(a) * s * 0.5, top + math.cos(a) * s * rng.uniform(0.6, 1.0)
        stroke_line(c, x, top - s * 0.05, fx, fy, stem, s * 0.025)
        r = s * rng.uniform(0.09, 0.13)
        if col == white:
            for k in range(8):
                b = k * math.pi / 4
                fill_circle(c, fx + math.cos(b) * r * 0.8, fy + math.sin(b) * r * 0.8, r * 0.4, white)
            fill_circle(c, fx, fy, r * 0.35, _H("#F2CB4C"))
        else:
            fill_circle(c, fx, fy, r, col)
            fill_circle(c, fx, fy, r * 0.3, INK)
