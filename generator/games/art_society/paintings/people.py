"""People for the portrait theme: the frontal face and the bust every sitter is built of, and for
the wide pictures a `Person` drawn as a bust or whole and small, in many looks (age, skin, hair,
clothes, hat, spectacles, beard), so that a group portrait holds different people, never one sitter
repeated. Everything works in the current, translated user space."""

from __future__ import annotations

import random
from dataclasses import dataclass

from reportlab.lib.colors import Color, HexColor, white

from generator.games.art_society.paintings.shapes import ellipse, fill_circle, mix, poly, rect, stroke_line

_H = HexColor
INK = _H("#2B2233")
SKINS = (_H("#F1C7A8"), _H("#E3A98A"), _H("#C98E6B"), _H("#F5D5BE"))
LINEN = _H("#F3EEE2")  # white clothes: a warm white that does not read as bare paper
HAIRS = (_H("#3B2A20"), _H("#7A4A28"), _H("#D9A441"), _H("#1E1B24"), _H("#A13D2D"))
# the wider range a group is chosen from: darker skins, grey and white hair
ALL_SKINS = (*SKINS, _H("#A86F4C"), _H("#7A4B32"))
GREYS = (_H("#BDBDBD"), _H("#E6E2DA"))
CLOTHS = (
    _H("#2B2B3A"),
    _H("#4A3B2E"),
    _H("#2F4A5E"),
    _H("#C8324E"),
    _H("#2A7F7A"),
    _H("#5E2B5C"),
    _H("#E3B23C"),
    _H("#7D8C3A"),
    _H("#9CC3D0"),
    _H("#F2A7C0"),
    LINEN,
)
LIPS = _H("#B0474F")


def head(c, cx, cy, r, skin: Color, eyes: Color = INK, smile: bool = False, turn: float = 0.0) -> None:
    """A face `r` wide (half width) centred on (cx, cy): eyes, brows, nose, mouth, cheeks; `turn`
    (-1..1) moves the features towards one side, a head turned three-quarters."""
    ry = r * 1.25
    ellipse(c, cx, cy, r, ry, skin)
    fx = cx + turn * r * 0.3
    for k in (-1, 1):
        ex = fx + k * r * 0.38 * (1 - abs(turn) * 0.25)
        ellipse(c, ex, cy + ry * 0.08, r * 0.16, r * 0.1, white)
        fill_circle(c, ex + turn * r * 0.04, cy + ry * 0.08, r * 0.07, eyes)
        brow = mix(INK, skin, 0.3)
        stroke_line(c, ex - k * r * 0.18, cy + ry * 0.3, ex + k * r * 0.2, cy + ry * 0.27, brow, r * 0.08)
        fill_circle(c, fx + k * r * 0.5, cy - ry * 0.3, r * 0.13, mix(skin, _H("#D9534F"), 0.35))
    poly(
        c,
        [(fx, cy + ry * 0.05), (fx + r * (0.12 + turn * 0.1), cy - ry * 0.3), (fx - r * 0.08, cy - ry * 0.3)],
        mix(skin, INK, 0.2),
    )
    if smile:
        c.setStrokeColor(_H("#A8323E"))
        c.setLineWidth(r * 0.08)
        c.arc(fx - r * 0.25, cy - ry * 0.65, fx + r * 0.25, cy - ry * 0.35, 200, 140)
    else:
        ellipse(c, fx, cy - ry * 0.55, r * 0.2, r * 0.07, LIPS)


def bust(c, cx, top, sw, cloth: Color, collar: Color | None = None, front: bool = True) -> None:
    """Shoulders `sw` half wide up to `top`, down past the bottom edge; seen from the `front`: buttons
    and, on a tall panel, folded hands."""
    c.setFillColor(cloth)
    c.roundRect(cx - sw, -sw, 2 * sw, top + sw, sw * 0.5, stroke=0, fill=1)
    if collar is not None:
        poly(c, [(cx - sw * 0.3, top), (cx, top - sw * 0.45), (cx + sw * 0.3, top)], collar)
    if not front:
        return
    seam = mix(cloth, INK, 0.35)
    stroke_line(c, cx, top - sw * 0.45, cx, 0, seam, sw * 0.02)
    k = 1
    while top - sw * (0.45 + 0.3 * k) > 0:  # buttons down the front, however tall the coat
        fill_circle(c, cx + sw * 0.06, top - sw * (0.45 + 0.3 * k), sw * 0.035, seam)
        k += 1
    if top > sw * 1.2:  # a tall panel: the arms and the hands folded in front
        stroke_line(c, cx - sw * 0.7, top - sw * 0.3, cx - sw * 0.7, top - sw * 1.1, seam, sw * 0.02)
        stroke_line(c, cx + sw * 0.7, top - sw * 0.3, cx + sw * 0.7, top - sw * 1.1, seam, sw * 0.02)
        ellipse(c, cx - sw * 0.12, top - sw * 1.15, sw * 0.16, sw * 0.1, SKINS[1])
        ellipse(c, cx + sw * 0.12, top - sw * 1.2, sw * 0.16, sw * 0.1, SKINS[1])


# ------------------------------------------------------------------------------------ a group


@dataclass(frozen=True)
class Person:
    """One member of a group: a woman or not, how old (`child`, `adult`, `old`), skin, hair and its style (`short`,
    `parted`, `bun`, `long`, `bald`, `curly`), clothes (`coat`, `dress`, `sailor`, `smock`), a hat
    (`bowler`, `top`, `boater`, `cap`, `beret`, `bonnet` or None), spectacles, a beard or moustache."""

    age: str
    woman: bool
    skin: Color
    hair: Color
    style: str
    cloth: Color
    dress: str
    hat: str | None = None
    glasses: bool = False
    beard: str | None = None  # "full", "moustache"
    smile: bool = False
    turn: float = 0.0


def person(rng: random.Random, age: str | None = None, woman: bool | None = None, **fixed) -> Person:
    """A random member of a group; `fixed` pins any of the fields."""
    age = age or rng.choice(["adult", "adult", "adult", "old", "child"])
    woman = rng.random() < 0.5 if woman is None else woman
    hair = rng.choice(GREYS) if age == "old" else rng.choice(HAIRS)
    if woman:
        style = rng.choice(["bun", "long", "curly"] if age != "child" else ["long", "curly", "parted"])
        dress = "sailor" if age == "child" and rng.random() < 0.5 else "dress"
        hat = rng.choice([None, None, "bonnet", "boater"]) if age != "child" else None
        beard = None
    else:
        style = rng.choice(["short", "parted", "bald"] if age == "old" else ["short", "parted", "curly"])
        dress = "sailor" if age == "child" else rng.choice(["coat", "coat", "smock"])
        hat = rng.choice([None, None, "bowler", "top", "cap", "boater"]) if age != "child" else None
        beard = rng.choice([None, "moustache", "full"]) if age != "child" else None
    fields = dict(
        age=age,
        woman=woman,
        skin=rng.choice(ALL_SKINS),
        hair=hair,
        style=style,
        cloth=rng.choice(CLOTHS),
        dress=dress,
        hat=hat,
        glasses=age == "old" and rng.random() < 0.6,
        beard=beard,
        smile=rng.random() < 0.5,
        turn=rng.uniform(-0.8, 0.8),
    )
    fields.update(fixed)
    return Person(**fields)


def _hair_back(c, cx, cy, r, p: Person) -> None:
    if p.style == "long":
        c.setFillColor(p.hair)
        c.roundRect(cx - r * 1.25, cy - r * 1.7, r * 2.5, r * 2.7, r * 0.8, stroke=0, fill=1)
    elif p.style == "bun":
        fill_circle(c, cx + p.turn * r * -0.3, cy + r * 1.35, r * 0.5, p.hair)
    elif p.style == "curly":
        for k in range(7):
            fill_circle(c, cx + (k - 3) * r * 0.36, cy + r * (0.9 - abs(k - 3) * 0.28), r * 0.42, p.hair)
    if p.style != "bald":
        fill_circle(c, cx, cy + r * 0.25, r * 1.08, p.hair)


def _hair_front(c, cx, cy, r, p: Person) -> None:
    if p.style == "bald":
        for k in (-1, 1):
            ellipse(c, cx + k * r * 0.92, cy + r * 0.35, r * 0.22, r * 0.38, p.hair)
        return
    if p.style == "parted":
        c.setFillColor(p.hair)
        c.wedge(cx - r * 1.05, cy + r * 0.2, cx + r * 1.05, cy + r * 1.6, 0, 180, stroke=0, fill=1)
        poly(c, [(cx - r, cy + r * 0.9), (cx + r * 0.2, cy + r * 1.3), (cx - r * 0.1, cy + r * 0.7)], p.hair)
        return
    c.setFillColor(p.hair)
    c.wedge(cx - r * 1.05, cy + r * 0.35, cx + r * 1.05, cy + r * 1.55, 0, 180, stroke=0, fill=1)
    rect(c, cx - r * 1.0, cy + r * 0.72, r * 2.0, r * 0.3, p.hair)


def _hat(c, cx, cy, r, p: Person) -> None:
    top = cy + r * 1.05
    if p.hat == "bowler":
        rect(c, cx - r * 1.3, top - r * 0.1, r * 2.6, r * 0.18, _H("#1E1B24"))
        c.setFillColor(_H("#1E1B24"))
        c.wedge(cx - r * 0.9, top - r * 0.6, cx + r * 0.9, top + r * 1.0, 0, 180, stroke=0, fill=1)
    elif p.hat == "top":
        rect(c, cx - r * 1.3, top - r * 0.1, r * 2.6, r * 0.18, _H("#1E1B24"))
        rect(c, cx - r * 0.8, top, r * 1.6, r * 1.5, _H("#1E1B24"))
        rect(c, cx - r * 0.8, top + r * 0.15, r * 1.6, r * 0.2, _H("#8C2B3A"))
    elif p.hat == "boater":
        ellipse(c, cx, top, r * 1.5, r * 0.2, _H("#E8C97A"))
        rect(c, cx - r * 0.85, top, r * 1.7, r * 0.45, _H("#E8C97A"))
        rect(c, cx - r * 0.85, top + r * 0.05, r * 1.7, r * 0.15, _band(p))
    elif p.hat == "cap":
        c.setFillColor(_H("#4A4A55"))
        c.wedge(cx - r * 1.05, top - r * 0.55, cx + r * 1.05, top + r * 0.6, 0, 180, stroke=0, fill=1)
        ellipse(c, cx + r * 0.6, top - r * 0.02, r * 0.7, r * 0.14, _H("#3A3A44"))
    elif p.hat == "beret":
        ellipse(c, cx - r * 0.1, top + r * 0.05, r * 1.15, r * 0.45, _H("#1E1B24"))
    elif p.hat == "bonnet":
        ellipse(c, cx, top - r * 0.05, r * 1.6, r * 0.3, mix(p.cloth, white, 0.35))
        c.setFillColor(mix(p.cloth, white, 0.35))
        c.wedge(cx - r, top - r * 0.5, cx + r, top + r * 0.8, 0, 180, stroke=0, fill=1)
        fill_circle(c, cx + r * 0.7, top + r * 0.15, r * 0.25, _H("#D7263D"))


def _band(p: Person) -> Color:
    """The hat band of a boater: the wearer's own colour, deepened."""
    return mix(p.cloth, INK, 0.3)


def draw_bust(c, cx, cy, r, p: Person) -> None:
    """`p` as a bust: head centre (cx, cy), head half width `r`, the body down past the bottom edge."""
    if p.age == "child":
        sw, neck = r * 1.6, r * 1.35
    else:
        sw, neck = r * (2.2 if p.dress != "dress" else 1.9), r * 1.55
    _hair_back(c, cx, cy, r, p)
    top = cy - neck
    collar = white if p.dress == "coat" else None
    bust(c, cx, top, sw, p.cloth, collar, front=p.dress in ("coat", "smock"))
    if p.dress == "coat":
        poly(c, [(cx - r * 0.12, top - r * 0.05), (cx + r * 0.12, top - r * 0.05), (cx, top - r * 0.9)], _tie(p))
    elif p.dress == "sailor":
        poly(c, [(cx - sw * 0.8, top), (cx + sw * 0.8, top), (cx, top - sw * 0.6)], _H("#2B4C7E"))
        poly(c, [(cx - sw * 0.5, top), (cx + sw * 0.5, top), (cx, top - sw * 0.38)], LINEN)
    elif p.dress == "dress":
        c.setFillColor(mix(p.cloth, white, 0.3))
        c.wedge(cx - sw * 0.45, top - sw * 0.35, cx + sw * 0.45, top + sw * 0.15, 180, 180, stroke=0, fill=1)
        fill_circle(c, cx, top - r * 0.35, r * 0.1, white)
    rect(c, cx - r * 0.3, top - r * 0.05, r * 0.6, neck - r * 0.9, p.skin)
    head(c, cx, cy, r, p.skin, smile=p.smile, turn=p.turn)
    _hair_front(c, cx, cy, r, p)
    fx = cx + p.turn * r * 0.3
    if p.beard == "full":
        poly(
            c,
            [
                (fx - r * 0.8, cy - r * 0.3),
                (fx + r * 0.8, cy - r * 0.3),
                (fx + r * 0.4, cy - r * 1.5),
                (fx, cy - r * 1.7),
            ]
            + [(fx - r * 0.4, cy - r * 1.5)],
            p.hair,
        )
        ellipse(c, fx, cy - r * 0.68, r * 0.18, r * 0.06, LIPS)
    elif p.beard == "moustache":
        for k in (-1, 1):
            ellipse(c, fx + k * r * 0.2, cy - r * 0.45, r * 0.22, r * 0.08, p.hair)
    if p.glasses:
        c.setStrokeColor(INK)
        c.setLineWidth(r * 0.07)
        for k in (-1, 1):
            c.circle(fx + k * r * 0.36, cy + r * 0.1, r * 0.22, stroke=1, fill=0)
    _hat(c, cx, cy, r, p)


def _tie(p: Person) -> Color:
    return _H("#C8324E") if p.cloth != _H("#C8324E") else _H("#1E1B24")


def draw_standing(c, x, y, s, p: Person) -> None:
    """`p` whole and small, standing on (x, y), `s` tall: a walker of a promenade or a park."""
    if p.age == "child":
        s *= 0.62
    hr = s * 0.075
    hy = y + s - hr * 1.2
    legs = mix(p.cloth, INK, 0.5)
    if p.woman:
        stroke_line(c, x - s * 0.04, y, x - s * 0.04, y + s * 0.2, legs, s * 0.03)
        stroke_line(c, x + s * 0.04, y, x + s * 0.04, y + s * 0.2, legs, s * 0.03)
        poly(
            c,
            [(x - s * 0.17, y + s * 0.12), (x + s * 0.17, y + s * 0.12), (x + s * 0.07, y + s * 0.72)]
            + [(x - s * 0.07, y + s * 0.72)],
            p.cloth,
        )
    else:
        stroke_line(c, x - s * 0.05, y, x - s * 0.04, y + s * 0.45, legs, s * 0.06)
        stroke_line(c, x + s * 0.05, y, x + s * 0.04, y + s * 0.45, legs, s * 0.06)
        c.setFillColor(p.cloth)
        c.roundRect(x - s * 0.1, y + s * 0.4, s * 0.2, s * 0.36, s * 0.05, stroke=0, fill=1)
    stroke_line(c, x - s * 0.09, y + s * 0.72, x - s * 0.13, y + s * 0.45, p.cloth, s * 0.05)
    stroke_line(c, x + s * 0.09, y + s * 0.72, x + s * 0.13, y + s * 0.45, p.cloth, s * 0.05)
    if p.style == "long":
        c.setFillColor(p.hair)
        c.roundRect(x - hr * 1.1, hy - hr * 1.6, hr * 2.2, hr * 2.4, hr * 0.6, stroke=0, fill=1)
    fill_circle(c, x, hy, hr, p.skin)
    if p.style != "bald":
        c.setFillColor(p.hair)
        c.wedge(x - hr * 1.05, hy - hr * 0.6, x + hr * 1.05, hy + hr * 1.1, 0, 180, stroke=0, fill=1)
    if p.style == "bun":
        fill_circle(c, x - hr * 0.5, hy + hr * 0.9, hr * 0.45, p.hair)
    if p.hat is not None:
        _hat(c, x, hy - hr * 0.25, hr * 0.95, p)
