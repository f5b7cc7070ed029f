"""The portrait theme's (portret) subjects: the lady of portrait.py, and an old watchmaker, a woman in
profile, a man in a bowler hat, a child, a lady with a parasol, a couple and a painter with his
palette; a wide picture holds several sitters side by side, as a gallery of panels."""

from __future__ import annotations

import random
from collections.abc import Callable

from reportlab.lib.colors import Color, HexColor, white

from generator.games.art_society.paintings.portrait import paint_portrait
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
from generator.games.art_society.paintings.styles import ThemeStyle

_H = HexColor
INK = _H("#2B2233")
SKINS = (_H("#F1C7A8"), _H("#E3A98A"), _H("#C98E6B"), _H("#F5D5BE"))
LINEN = _H("#F3EEE2")  # white clothes: a warm white that does not read as bare paper
HAIRS = (_H("#3B2A20"), _H("#7A4A28"), _H("#D9A441"), _H("#1E1B24"), _H("#A13D2D"))


def _panels(c, w, h, rng: random.Random, draw: Callable[[float, float, random.Random], None], bg: Color) -> None:
    """One sitter on an upright or squarish picture; several panels side by side on a wide one."""
    a = w / h
    n = 1 if a < 1.7 else max(2, round(a / 1.2))
    cw = w / n
    gap = min(w, h) * 0.02
    rect(c, 0, 0, w, h, bg)
    for i in range(n):
        c.saveState()
        x0 = i * cw + (gap / 2 if i else 0)
        x1 = (i + 1) * cw - (gap / 2 if i < n - 1 else 0)
        clip(c, poly_path(c, [(x0, 0), (x1, 0), (x1, h), (x0, h)]))
        c.translate(i * cw, 0)
        draw(cw, h, random.Random(rng.getrandbits(64)))
        c.restoreState()


def _head(c, cx, cy, r, skin: Color, rng: random.Random, eyes: Color = INK, smile: bool = False) -> None:
    """A frontal face `r` wide (half width) centred on (cx, cy): eyes, brows, nose, mouth, cheeks."""
    ry = r * 1.25
    ellipse(c, cx, cy, r, ry, skin)
    for k in (-1, 1):
        ellipse(c, cx + k * r * 0.38, cy + ry * 0.08, r * 0.16, r * 0.1, white)
        fill_circle(c, cx + k * r * 0.38, cy + ry * 0.08, r * 0.07, eyes)
        stroke_line(
            c, cx + k * r * 0.2, cy + ry * 0.3, cx + k * r * 0.58, cy + ry * 0.27, mix(INK, skin, 0.3), r * 0.08
        )
        fill_circle(c, cx + k * r * 0.5, cy - ry * 0.3, r * 0.13, mix(skin, _H("#D9534F"), 0.35))
    poly(c, [(cx, cy + ry * 0.05), (cx + r * 0.12, cy - ry * 0.3), (cx - r * 0.08, cy - ry * 0.3)], mix(skin, INK, 0.2))
    if smile:
        c.setStrokeColor(_H("#A8323E"))
        c.setLineWidth(r * 0.08)
        c.arc(cx - r * 0.25, cy - ry * 0.65, cx + r * 0.25, cy - ry * 0.35, 200, 140)
    else:
        ellipse(c, cx, cy - ry * 0.55, r * 0.2, r * 0.07, _H("#B0474F"))


def _bust(c, cx, top, sw, cloth: Color, collar: Color | None = None, front: bool = True) -> None:
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


def _sitter(fw, fh) -> tuple[float, float, float]:
    """Head centre and half width of a bust portrait in a fw x fh panel."""
    if fh < fw * 1.4:
        r = min(fw * 0.2, fh * 0.15)
        return fw / 2, fh * 0.62, r
    r = min(fw * 0.26, fh * 0.12)
    return fw / 2, fh - max(r * 2.6, fh * 0.24), r


def old_man(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """An old watchmaker: grey hair, a white beard, round spectacles, a clock on the wall behind."""

    def one(fw, fh, rng):
        rect(c, 0, 0, fw, fh, _H("#5C6B4E"))
        cx, cy, r = _sitter(fw, fh)
        kx = fw * rng.choice([0.18, 0.82])
        fill_circle(c, kx, cy + r * 1.5, r * 0.7, _H("#C9A02C"))
        fill_circle(c, kx, cy + r * 1.5, r * 0.58, _H("#F6E8D8"))
        stroke_line(c, kx, cy + r * 1.5, kx, cy + r * 1.9, INK, r * 0.06)
        stroke_line(c, kx, cy + r * 1.5, kx + r * 0.3, cy + r * 1.5, INK, r * 0.06)
        _bust(c, cx, cy - r * 1.7, r * 2.3, _H("#3E3A4F"), white)
        rect(c, cx - r * 0.3, cy - r * 1.8, r * 0.6, r * 0.6, SKINS[0])
        fill_circle(c, cx, cy + r * 0.2, r * 1.1, _H("#D8D8D8"))
        _head(c, cx, cy, r, SKINS[0], rng)
        poly(
            c,
            [
                (cx - r * 0.85, cy - r * 0.3),
                (cx + r * 0.85, cy - r * 0.3),
                (cx + r * 0.5, cy - r * 1.6),
                (cx, cy - r * 1.9),
                (cx - r * 0.5, cy - r * 1.6),
            ],
            _H("#EDEDED"),
        )
        ellipse(c, cx, cy - r * 0.62, r * 0.18, r * 0.06, _H("#B0474F"))
        c.setStrokeColor(INK)
        c.setLineWidth(r * 0.07)
        for k in (-1, 1):
            c.circle(cx + k * r * 0.38, cy + r * 0.1, r * 0.22, stroke=1, fill=0)
        stroke_line(c, cx - r * 0.16, cy + r * 0.12, cx + r * 0.16, cy + r * 0.12, INK, r * 0.06)

    _panels(c, w, h, rng, one, _H("#5C6B4E"))


def profile(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """A young woman in profile, hair in a bun, a pearl earring, against a plain coloured ground."""

    def one(fw, fh, rng):
        bg = rng.choice([_H("#2A7F7A"), _H("#E3B23C"), _H("#5E2B5C")])
        rect(c, 0, 0, fw, fh, bg)
        fill_circle(c, fw * 0.5, fh * 0.6, min(fw, fh) * 0.42, mix(bg, white, 0.25))
        cx, cy, r = _sitter(fw, fh)
        skin = rng.choice(SKINS)
        hair = rng.choice(HAIRS)
        cloth = rng.choice([_H("#C8324E"), _H("#2B4C7E"), _H("#F6E8D8")])
        _bust(c, cx - r * 0.3, cy - r * 1.6, r * 1.9, cloth, front=False)
        rect(c, cx - r * 0.45, cy - r * 1.7, r * 0.6, r * 0.8, skin)
        fill_circle(c, cx - r * 0.95, cy + r * 0.55, r * 0.5, hair)
        ellipse(c, cx - r * 0.1, cy, r * 0.85, r * 1.15, skin)
        poly(c, [(cx + r * 0.6, cy + r * 0.3), (cx + r * 1.05, cy - r * 0.2), (cx + r * 0.65, cy - r * 0.3)], skin)
        ellipse(c, cx + r * 0.7, cy - r * 0.55, r * 0.14, r * 0.06, _H("#B0474F"))
        p = c.beginPath()
        p.moveTo(cx - r * 0.95, cy - r * 0.7)
        p.curveTo(cx - r * 1.1, cy + r * 0.9, cx - r * 0.2, cy + r * 1.5, cx + r * 0.6, cy + r * 0.7)
        p.lineTo(cx + r * 0.1, cy + r * 0.6)
        p.curveTo(cx - r * 0.4, cy + r * 0.5, cx - r * 0.5, cy, cx - r * 0.6, cy - r * 0.7)
        p.close()
        c.setFillColor(hair)
        c.drawPath(p, stroke=0, fill=1)
        ellipse(c, cx + r * 0.45, cy + r * 0.15, r * 0.12, r * 0.07, white)
        fill_circle(c, cx + r * 0.5, cy + r * 0.15, r * 0.05, INK)
        fill_circle(c, cx - r * 0.25, cy - r * 0.35, r * 0.09, white)

    _panels(c, w, h, rng, one, _H("#2A7F7A"))


def bowler(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """A gentleman in a bowler hat with a moustache and a red tie, on striped wallpaper."""

    def one(fw, fh, rng):
        paper = rng.choice([_H("#E8D9A8"), _H("#BFD3C1"), _H("#D9B8B0")])
        rect(c, 0, 0, fw, fh, paper)
        step = fw / 7
        for k in range(0, 7, 2):
            rect(c, k * step, 0, step * 0.5, fh, mix(paper, INK, 0.12))
        cx, cy, r = _sitter(fw, fh)
        skin = rng.choice(SKINS)
        _bust(c, cx, cy - r * 1.6, r * 2.4, rng.choice([_H("#2B2B3A"), _H("#4A3B2E"), _H("#2F4A5E")]), white)
        poly(
            c,
            [
                (cx - r * 0.15, cy - r * 1.65),
                (cx + r * 0.15, cy - r * 1.65),
                (cx + r * 0.2, cy - r * 2.6),
                (cx - r * 0.2, cy - r * 2.6),
            ],
            _H("#C8324E"),
        )
        rect(c, cx - r * 0.3, cy - r * 1.6, r * 0.6, r * 0.5, skin)
        _head(c, cx, cy, r, skin, rng)
        for k in (-1, 1):  # moustache
            ellipse(c, cx + k * r * 0.2, cy - r * 0.42, r * 0.22, r * 0.08, _H("#3B2A20"))
        hat = _H("#1E1B24")
        rect(c, cx - r * 1.3, cy + r * 0.8, r * 2.6, r * 0.18, hat)
        c.setFillColor(hat)
        c.wedge(cx - r * 0.9, cy + r * 0.3, cx + r * 0.9, cy + r * 2.0, 0, 180, stroke=0, fill=1)
        rect(c, cx - r * 0.9, cy + r * 0.9, r * 1.8, r * 0.16, _H("#8C2B3A"))

    _panels(c, w, h, rng, one, _H("#E8D9A8"))


def child(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """A child in a sailor collar with a big ribbon bow, holding a red ball; a sunny ground."""

    def one(fw, fh, rng):
        rect(c, 0, 0, fw, fh, _H("#F4E1A1"))
        fill_circle(c, fw * 0.8, fh * 0.85, min(fw, fh) * 0.18, _H("#F9C74F"))
        cx, cy, r = _sitter(fw, fh)
        r *= 1.1
        skin = rng.choice(SKINS)
        hair = rng.choice(HAIRS)
        _bust(c, cx, cy - r * 1.4, r * 1.8, LINEN)
        poly(c, [(cx - r * 1.3, cy - r * 1.4), (cx + r * 1.3, cy - r * 1.4), (cx, cy - r * 2.4)], _H("#2B4C7E"))
        poly(c, [(cx - r * 0.8, cy - r * 1.4), (cx + r * 0.8, cy - r * 1.4), (cx, cy - r * 2.0)], LINEN)
        fill_circle(c, cx, cy + r * 0.25, r * 1.1, hair)
        _head(c, cx, cy - r * 0.05, r * 0.95, skin, rng, smile=True)
        rect(c, cx - r, cy + r * 0.7, r * 2, r * 0.35, hair)
        bow = rng.choice([_H("#D7263D"), _H("#2A7F7A"), _H("#5E2B5C")])
        bx, by = cx + r * 0.7, cy + r * 1.15
        poly(c, [(bx, by), (bx - r * 0.5, by + r * 0.3), (bx - r * 0.5, by - r * 0.3)], bow)
        poly(c, [(bx, by), (bx + r * 0.5, by + r * 0.3), (bx + r * 0.5, by - r * 0.3)], bow)
        fill_circle(c, bx, by, r * 0.12, bow)
        fill_circle(c, cx + r * 1.1, cy - r * 2.1, r * 0.45, _H("#D7263D"))
        fill_circle(c, cx + r * 0.95, cy - r * 1.95, r * 0.12, _H("#F4A3A8"))
        ellipse(c, cx + r * 0.95, cy - r * 2.2, r * 0.22, r * 0.14, skin)

    _panels(c, w, h, rng, one, _H("#F4E1A1"))


def parasol(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """A lady with a parasol walking in a summer meadow, seen whole and small."""

    def one(fw, fh, rng):
        rect(c, 0, 0, fw, fh, _H("#BFE0EC"))
        rect(c, 0, 0, fw, fh * 0.35, _H("#A8CF6A"))
        for _ in range(12):
            fill_circle(
                c,
                fw * rng.random(),
                fh * rng.uniform(0.02, 0.33),
                min(fw, fh) * 0.015,
                rng.choice([white, _H("#F2CB4C"), _H("#D7263D")]),
            )
        s = min(fh * 0.8, fw * 1.1)
        x, y = fw / 2, fh * 0.12
        dress = rng.choice([LINEN, _H("#F2A7C0"), _H("#9CC3D0")])
        poly(
            c, [(x - s * 0.18, y), (x + s * 0.18, y), (x + s * 0.06, y + s * 0.45), (x - s * 0.06, y + s * 0.45)], dress
        )
        rect(c, x - s * 0.06, y + s * 0.45, s * 0.12, s * 0.15, dress)
        fill_circle(c, x, y + s * 0.66, s * 0.055, rng.choice(SKINS))
        fill_circle(c, x - s * 0.03, y + s * 0.7, s * 0.045, rng.choice(HAIRS))
        ellipse(c, x, y + s * 0.72, s * 0.1, s * 0.02, _H("#E3B23C"))
        stroke_line(c, x + s * 0.05, y + s * 0.5, x + s * 0.12, y + s * 0.85, INK, s * 0.008)
        c.setFillColor(rng.choice([_H("#C8324E"), _H("#2A7F7A"), _H("#E3B23C")]))
        c.wedge(x - s * 0.08, y + s * 0.72, x + s * 0.32, y + s * 1.0, 0, 180, stroke=0, fill=1)
        fill_circle(c, fw * 0.15, fh * 0.85, min(fw, fh) * 0.07, white)

    _panels(c, w, h, rng, one, _H("#BFE0EC"))


def couple(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """A couple side by side, her veil and his black coat, under an arch of flowers."""

    def one(fw, fh, rng):
        rect(c, 0, 0, fw, fh, _H("#E7D3C3"))
        c.setFillColor(_H("#C9A98F"))
        c.wedge(fw * 0.05, fh * 0.2, fw * 0.95, fh * 1.3, 0, 180, stroke=0, fill=1)
        rect(c, fw * 0.05, 0, fw * 0.9, fh * 0.75, _H("#C9A98F"))
        r = min(fw * 0.12, fh * 0.13)
        cy = fh * 0.6 if fh < fw * 1.4 else fh * 0.7
        for k, (coat, hair) in enumerate(((_H("#1E1B24"), rng.choice(HAIRS)), (LINEN, rng.choice(HAIRS)))):
            cx = fw * (0.33 + 0.34 * k)
            skin = rng.choice(SKINS)
            _bust(c, cx, cy - r * 1.6, r * 1.9, coat, white if k == 0 else None)
            rect(c, cx - r * 0.3, cy - r * 1.7, r * 0.6, r * 0.6, skin)
            if k:
                poly(c, [(cx - r * 1.3, cy - r * 2.5), (cx, cy + r * 1.5), (cx + r * 1.3, cy - r * 2.5)], _H("#F4F1EA"))
            fill_circle(c, cx, cy + r * 0.3, r * 1.05, hair)
            _head(c, cx, cy, r, skin, rng, smile=True)
            rect(c, cx - r, cy + r * 0.75, r * 2, r * 0.4, hair)
        for k in range(9):
            fill_circle(
                c,
                fw * (0.1 + 0.1 * k),
                fh * 0.92 - abs(k - 4) * fh * 0.03,
                r * 0.25,
                rng.choice([_H("#D7263D"), white, _H("#F2A7C0")]),
            )

    _panels(c, w, h, rng, one, _H("#E7D3C3"))


def painter(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """A painter in a beret and smock holding his palette, an easel beside him."""

    def one(fw, fh, rng):
        rect(c, 0, 0, fw, fh, _H("#3C4A5C"))
        cx, cy, r = _sitter(fw, fh)
        ex = fw * 0.85
        poly(c, [(ex - r * 0.6, 0), (ex - r * 0.5, 0), (ex, fh * 0.9), (ex - r * 0.1, fh * 0.9)], _H("#8E5B32"))
        rect(c, ex - r * 0.9, fh * 0.4, r * 1.6, fh * 0.35, _H("#F6E8D8"))
        rect(c, ex - r * 0.8, fh * 0.45, r * 1.4, fh * 0.1, _H("#7DB35F"))
        skin = rng.choice(SKINS)
        _bust(c, cx, cy - r * 1.6, r * 2.3, _H("#D9D2C0"))
        rect(c, cx - r * 0.3, cy - r * 1.7, r * 0.6, r * 0.6, skin)
        poly(c, [(cx - r * 0.5, cy - r * 1.6), (cx + r * 0.5, cy - r * 1.6), (cx, cy - r * 2.1)], _H("#C8324E"))
        _head(c, cx, cy, r, skin, rng)
        poly(c, [(cx - r * 0.6, cy - r * 0.9), (cx + r * 0.6, cy - r * 0.9), (cx, cy - r * 1.5)], rng.choice(HAIRS))
        ellipse(c, cx - r * 0.1, cy + r * 1.05, r * 1.15, r * 0.45, _H("#1E1B24"))
        stroke_line(c, cx, cy + r * 1.45, cx + r * 0.1, cy + r * 1.65, _H("#1E1B24"), r * 0.1)
        px, py = cx - r * 1.2, cy - r * 2.4
        ellipse(c, px, py, r * 0.9, r * 0.55, _H("#C9A06A"))
        for k, col in enumerate((_H("#D7263D"), _H("#F2CB4C"), _H("#2E5C9A"), white, _H("#2D6A4F"))):
            fill_circle(c, px - r * 0.5 + k * r * 0.25, py + r * 0.2 - (k % 2) * r * 0.25, r * 0.12, col)
        stroke_line(c, px + r * 0.6, py - r * 0.3, px + r * 1.3, py + r * 0.9, _H("#5B3A22"), r * 0.08)

    _panels(c, w, h, rng, one, _H("#3C4A5C"))


PORTRAIT_SCENES = {
    "dama": paint_portrait,
    "starzec": old_man,
    "profil": profile,
    "kapelusz": bowler,
    "dziecko": child,
    "postac": parasol,
    "para": couple,
    "malarz": painter,
}
