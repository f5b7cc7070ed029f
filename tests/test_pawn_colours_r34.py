"""r34 kit reviews, K minor 1, P minor 2, R minor 2: a pawn's body is the colour its name says, one style for
every pawn of a game, and every pawn stands out from every field it can stand on. Kolekcjonerzy's „BIAŁY” pawn
printed mid-grey (its deepened band and dark stripes, 110/108/105 beside the grey pawn's 94/94/94), Przekręt's
yellow pawn olive at its band (123/110/18) while the other five had none, Rynek's black pawn vanished on the dark
PRODUKCJA fields (1.6 : 1) and its purple one on the purple ZAKUP fields. Measured on the strips as drawn."""

from __future__ import annotations

import math

import pytest

from generator.model.units import mm
from generator.validate.colour_check import contrast_ratio
from generator.validate.colour_math import lab

from .conftest import validated_game
from .test_pawn_template_r32 import DPI, pawn_strips

GAMES = ["kolekcjonerzy", "przekret", "rynek"]

# a colour's name as a reader gives it, in CIELAB: lightness, chroma and hue (degrees) it must have
NAMES = {
    "biały": dict(light=(85, 100), chroma=(0, 10)),
    "czarny": dict(light=(0, 25)),
    "szary": dict(light=(25, 80), chroma=(0, 10)),
    "żółty": dict(light=(70, 100), chroma=(40, 200), hue=(80, 105)),
    "czerwony": dict(chroma=(40, 200), hue=(15, 50)),
    "pomarańczowy": dict(chroma=(40, 200), hue=(50, 75)),
    "zielony": dict(chroma=(20, 200), hue=(110, 200)),
    "niebieski": dict(light=(0, 65), chroma=(30, 200), hue=(240, 310)),
    "błękitny": dict(light=(65, 100), chroma=(30, 200), hue=(200, 260)),
    "fioletowy": dict(chroma=(30, 200), hue=(290, 340)),
    "piaskowy": dict(light=(55, 85), chroma=(10, 40), hue=(60, 100)),
    "różowy": dict(light=(55, 90), chroma=(20, 200), hue=(320, 360)),
    "brązowy": dict(light=(20, 55), chroma=(10, 45), hue=(30, 80)),
}


def _lch(colour: str) -> tuple[float, float, float]:
    light, a, b = lab(colour)
    return light, math.hypot(a, b), math.degrees(math.atan2(b, a)) % 360


def _reads_as(colour: str, name: str) -> bool:
    light, chroma, hue = _lch(colour)
    want = NAMES[name]
    return all(
        lo <= value <= hi
        for key, value in (("light", light), ("chroma", chroma), ("hue", hue))
        for lo, hi in [want.get(key, (-1, 1000))]
    )


def test_the_names_read_as_the_reviewers_saw():
    """The measure itself: the r34 figures fail it, the named colours pass it."""
    assert not _reads_as("#6e6c69", "biały") and _reads_as("#f4f1ea", "biały")
    assert not _reads_as("#7b6e12", "żółty") and _reads_as("#e0c820", "żółty")
    assert _reads_as("#5e5e5e", "szary") and _reads_as("#262626", "czarny")


def _hex(rgb) -> str:
    return "#" + "".join(f"{round(v):02x}" for v in rgb)


@pytest.fixture(scope="module")
def strips(tmp_path_factory):
    folder = tmp_path_factory.mktemp("pawns34")
    # each strip drawn alone, as the sheets draw it (the r32 pawn-template test's drawing)
    return {game_id: (validated_game(game_id), *pawn_strips(game_id, folder)) for game_id in GAMES}


def pixel_at(image, x: float, y: float):
    return image.getpixel(
        (min(round(x * DPI / 72), image.width - 1), min(round(image.height - y * DPI / 72), image.height - 1))
    )


def _rings_and_body(spec, image):
    """Beside the front panel's middle: the colours in the middle of an outline's two rings (the dark one
    OUTLINE_CLEAR inside the cut since r36, the light one inside it to EDGE_BAND) and the body's 1.8 mm in."""
    from generator.draw.kinds.standees import EDGE_BAND, OUTLINE_CLEAR, OUTLINE_DARK

    y = spec.base + spec.height / 2
    dark = OUTLINE_CLEAR + OUTLINE_DARK / 2
    light = (OUTLINE_CLEAR + OUTLINE_DARK + EDGE_BAND) / 2
    return [_hex(pixel_at(image, x, y)) for x in (dark, light, mm(1.8))]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_pawn_stands_out_from_every_field_it_can_stand_on(strips, game_id):
    """By its body or by a ring of its outline, 3 : 1 (WCAG's non-text contrast) against the board's background
    and the fill of every field type of the game's boards."""
    from generator.draw.kinds.standees import grounds

    game, spec, drawn = strips[game_id]
    fields = grounds(game)
    assert len(fields) > 1
    from generator.draw.kinds.standees import OUTLINE_CLEAR

    lost = []
    y = spec.base + spec.height / 2
    for pawn, image in drawn:
        # the rings, the body inside them and the body's colour at the cut (r36: OUTLINE_CLEAR of it outside the
        # rings, all a pale pawn shows outside its dark band)
        seen = [*_rings_and_body(spec, image), _hex(pixel_at(image, OUTLINE_CLEAR / 2, y))]
        for field in fields:
            best = max(contrast_ratio(c, field) for c in seen)
            if best < 3.0:
                lost.append((pawn.mark, field, round(best, 2)))
    assert lost == []


@pytest.mark.parametrize("game_id", GAMES)
def test_one_outline_style_for_every_pawn_of_a_game_in_neutrals(strips, game_id):
    """Every pawn of a game has the same outline or none does; an outline is neutral, never a shade of the
    pawn's own colour (the olive band of the yellow pawn, the grey one of the white). A pale pawn's dark ring
    runs on to its frame (r36 R minor 6, tests/test_pale_pawns_r36.py): neutral too, its style the same dark."""
    from generator.draw.kinds.standees import backgrounds, pale

    game, spec, drawn = strips[game_id]
    styles = set()
    for pawn, image in drawn:
        *rings, body = _rings_and_body(spec, image)
        for ring in rings:
            assert ring == body or _lch(ring)[1] <= 5, (pawn.mark, ring)
        if pale(pawn.color, backgrounds(game)):
            assert len(set(rings)) == 1 and _lch(rings[0])[0] < 20, (pawn.mark, rings)  # one dark band
            continue
        styles.add(tuple(rings) if any(r != body for r in rings) else None)
    assert len(styles) == 1, styles


@pytest.mark.parametrize("game_id", GAMES)
def test_every_named_pawn_s_body_is_the_colour_its_name_says(strips, game_id):
    """The front panel's face inside its frame, the disc left out (its pattern included), averaged: reads as
    the pawn's name."""
    from generator.draw.kinds.standees import INSET, disc_radius

    _, spec, drawn = strips[game_id]
    named = [(pawn, image) for pawn, image in drawn if pawn.name]
    assert named
    w, t, h = spec.width, spec.base, spec.height
    r = disc_radius(w)
    for pawn, image in named:
        pixels = []
        steps = 30
        for i in range(steps + 1):
            for j in range(steps + 1):
                x = INSET + mm(0.6) + (w - 2 * INSET - mm(1.2)) * i / steps
                y = t + INSET + mm(0.6) + (h - 2 * INSET - mm(1.2)) * j / steps
                if math.hypot(x - w / 2, y - (t + h / 2)) > r + mm(2.5) and y > t + INSET + mm(6):
                    pixels.append(pixel_at(image, x, y))
        mean = _hex([sum(p[k] for p in pixels) / len(pixels) for k in range(3)])
        assert _reads_as(mean, pawn.name.lower()), (game_id, pawn.mark, pawn.name, mean, [round(v) for v in _lch(mean)])
