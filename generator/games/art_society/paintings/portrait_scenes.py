"""The portrait theme's (portret) subjects: the lady of portrait.py, and an old watchmaker, a woman in
profile, a man in a bowler hat, a child, a lady with a parasol, a couple and a painter with his
palette. A small or upright picture shows the sitter alone (the sitters are drawn by sitters.py); a
wide one (`WIDE`) is one scene around the sitter: a room (portrait_rooms, portrait_salon) or a group
(portrait_groups)."""

from __future__ import annotations

import random
from collections.abc import Callable

from reportlab.lib.colors import HexColor, white

from generator.games.art_society.paintings import portrait_groups, portrait_rooms, portrait_salon, sitters
from generator.games.art_society.paintings.people import HAIRS, LINEN, SKINS
from generator.games.art_society.paintings.portrait import paint_portrait
from generator.games.art_society.paintings.shapes import WIDE, fill_circle, mix, poly, rect, stroke_line
from generator.games.art_society.paintings.styles import ThemeStyle

_H = HexColor
INK = _H("#2B2233")


def _sitter_or_scene(c, w, h, rng: random.Random, one: Callable[[float, float, random.Random], None], scene, st):
    """The sitter alone on a small or upright picture (`one`), the subject's `scene` on a wide one."""
    if w / h < WIDE:
        one(w, h, random.Random(rng.getrandbits(64)))
    else:
        scene(c, w, h, rng, st)


def _sitter(fw, fh) -> tuple[float, float, float]:
    """Head centre and half width of a bust portrait in a fw x fh panel."""
    if fh < fw * 1.4:
        r = min(fw * 0.2, fh * 0.15)
        return fw / 2, fh * 0.62, r
    r = min(fw * 0.26, fh * 0.12)
    return fw / 2, fh - max(r * 2.6, fh * 0.24), r


def old_man(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """An old watchmaker: grey hair, a white beard, round spectacles, a clock on the wall behind; wide:
    at his bench under a wall of clocks."""

    def one(fw, fh, rng):
        rect(c, 0, 0, fw, fh, _H("#5C6B4E"))
        cx, cy, r = _sitter(fw, fh)
        kx = fw * rng.choice([0.18, 0.82])
        fill_circle(c, kx, cy + r * 1.5, r * 0.7, _H("#C9A02C"))
        fill_circle(c, kx, cy + r * 1.5, r * 0.58, _H("#F6E8D8"))
        stroke_line(c, kx, cy + r * 1.5, kx, cy + r * 1.9, INK, r * 0.06)
        stroke_line(c, kx, cy + r * 1.5, kx + r * 0.3, cy + r * 1.5, INK, r * 0.06)
        sitters.watchmaker(c, cx, cy, r)

    _sitter_or_scene(c, w, h, rng, one, portrait_rooms.workshop, st)


def profile(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """A young woman in profile, hair in a bun, a pearl earring, against a plain coloured ground; wide:
    at a café table among other guests."""

    def one(fw, fh, rng):
        bg = rng.choice([_H("#2A7F7A"), _H("#E3B23C"), _H("#5E2B5C")])
        rect(c, 0, 0, fw, fh, bg)
        fill_circle(c, fw * 0.5, fh * 0.6, min(fw, fh) * 0.42, mix(bg, white, 0.25))
        cx, cy, r = _sitter(fw, fh)
        skin = rng.choice(SKINS)
        hair = rng.choice(HAIRS)
        cloth = rng.choice([_H("#C8324E"), _H("#2B4C7E"), _H("#F6E8D8")])
        sitters.stranger(c, cx, cy, r, skin, hair, cloth)

    _sitter_or_scene(c, w, h, rng, one, portrait_groups.cafe, st)


def bowler(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """A gentleman in a bowler hat with a moustache and a red tie, on striped wallpaper; wide: in a hat
    shop among hats of every kind."""

    def one(fw, fh, rng):
        paper = rng.choice([_H("#E8D9A8"), _H("#BFD3C1"), _H("#D9B8B0")])
        rect(c, 0, 0, fw, fh, paper)
        step = fw / 7
        for k in range(0, 7, 2):
            rect(c, k * step, 0, step * 0.5, fh, mix(paper, INK, 0.12))
        cx, cy, r = _sitter(fw, fh)
        skin = rng.choice(SKINS)
        sitters.gentleman(c, cx, cy, r, skin, rng.choice([_H("#2B2B3A"), _H("#4A3B2E"), _H("#2F4A5E")]))

    _sitter_or_scene(c, w, h, rng, one, portrait_rooms.hat_shop, st)


def child(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """A child in a sailor collar with a big ribbon bow, holding a red ball; a sunny ground; wide: in
    the park among children at play and their grown-ups."""

    def one(fw, fh, rng):
        rect(c, 0, 0, fw, fh, _H("#F4E1A1"))
        fill_circle(c, fw * 0.8, fh * 0.85, min(fw, fh) * 0.18, _H("#F9C74F"))
        cx, cy, r = _sitter(fw, fh)
        skin = rng.choice(SKINS)
        hair = rng.choice(HAIRS)
        sitters.girl(c, cx, cy, r * 1.1, skin, hair, rng.choice([_H("#D7263D"), _H("#2A7F7A"), _H("#5E2B5C")]))

    _sitter_or_scene(c, w, h, rng, one, portrait_groups.park, st)


WALK_TALL = 0.3  # the walker's foot on an upright strip, a share of the picture's height (the meadow: 0.35)


def parasol(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """A lady with a parasol walking in a summer meadow, seen whole and small; wide: the foremost of the
    walkers on a riverside promenade."""

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
        dress = rng.choice([LINEN, _H("#F2A7C0"), _H("#9CC3D0")])
        skin, hair = rng.choice(SKINS), rng.choice(HAIRS)
        # on an upright strip the plaque fills the picture's foot across its whole width: she walks on the
        # far meadow above it, not under it (kit review r19 minor 4: only her parasol showed)
        foot = fh * (WALK_TALL if fh >= 2 * fw else 0.12)
        sitters.walker(c, fw / 2, foot, s, dress, skin, hair, rng.choice([_H("#C8324E"), _H("#2A7F7A"), _H("#E3B23C")]))
        fill_circle(c, fw * 0.15, fh * 0.85, min(fw, fh) * 0.07, white)

    _sitter_or_scene(c, w, h, rng, one, portrait_groups.promenade, st)


def couple(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """A couple side by side, her veil and his black coat, under an arch of flowers; wide: the wedding
    party around them."""

    def one(fw, fh, rng):
        rect(c, 0, 0, fw, fh, _H("#E7D3C3"))
        c.setFillColor(_H("#C9A98F"))
        c.wedge(fw * 0.05, fh * 0.2, fw * 0.95, fh * 1.3, 0, 180, stroke=0, fill=1)
        rect(c, fw * 0.05, 0, fw * 0.9, fh * 0.75, _H("#C9A98F"))
        r = min(fw * 0.12, fh * 0.13)
        cy = fh * 0.6 if fh < fw * 1.4 else fh * 0.7
        hairs = (rng.choice(HAIRS), rng.choice(HAIRS))
        for k in range(2):
            sitters.newlywed(c, fw * (0.33 + 0.34 * k), cy, r, rng.choice(SKINS), hairs[k], bride=k == 1)
        for k in range(9):
            fill_circle(
                c,
                fw * (0.1 + 0.1 * k),
                fh * 0.92 - abs(k - 4) * fh * 0.03,
                r * 0.25,
                rng.choice([_H("#D7263D"), white, _H("#F2A7C0")]),
            )

    _sitter_or_scene(c, w, h, rng, one, portrait_groups.wedding, st)


def painter(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """A painter in a beret and smock holding his palette, an easel beside him; wide: in his studio
    among canvases, jars of brushes and a plaster bust."""

    def one(fw, fh, rng):
        rect(c, 0, 0, fw, fh, _H("#3C4A5C"))
        cx, cy, r = _sitter(fw, fh)
        ex = fw * 0.85
        poly(c, [(ex - r * 0.6, 0), (ex - r * 0.5, 0), (ex, fh * 0.9), (ex - r * 0.1, fh * 0.9)], _H("#8E5B32"))
        rect(c, ex - r * 0.9, fh * 0.4, r * 1.6, fh * 0.35, _H("#F6E8D8"))
        rect(c, ex - r * 0.8, fh * 0.45, r * 1.4, fh * 0.1, _H("#7DB35F"))
        skin = rng.choice(SKINS)
        sitters.painter(c, cx, cy, r, skin, rng.choice(HAIRS))

    _sitter_or_scene(c, w, h, rng, one, portrait_rooms.studio, st)


def lady(c, w, h, rng: random.Random, st: ThemeStyle) -> None:
    """The lady of portrait.py; wide: in her salon."""
    if w / h < WIDE:
        paint_portrait(c, w, h, rng, st)
    else:
        portrait_salon.salon(c, w, h, rng, st)


PORTRAIT_SCENES = {
    "dama": lady,
    "starzec": old_man,
    "profil": profile,
    "kapelusz": bowler,
    "dziecko": child,
    "postac": parasol,
    "para": couple,
    "malarz": painter,
}
