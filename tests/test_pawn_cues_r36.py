"""r36 kit review, K minor 9: only three of Kolekcjonerzy's 12 player colours carried a cue besides the number
(9 CZARNY dots, 10 BIAŁY stripes, 11 SZARY checks); red 1, green 3, orange 5 and brown 8 collapsed for
deuteranopes. Now a game whose pawns carry patterns gives every pawn one, on its strip and its START chip (the
board draws the pawn's pattern), the four that met have four different ones, and two pawns sharing a pattern are
far apart in every vision."""

from __future__ import annotations

import itertools

import pytest

from generator.model.units import mm
from generator.validate.colour_check import VISIONS, delta_e

from .conftest import validated_game
from .test_pawn_template_r32 import pawn_strips, pixel_at

APART = 20.0  # ΔE2000, in every vision, between two pawns that share a pattern


@pytest.mark.parametrize("game_id", ["kolekcjonerzy", "przekret", "rynek"])
def test_patterns_are_on_every_pawn_or_none_and_a_shared_one_joins_only_far_colours(game_id):
    pawns = validated_game(game_id).one("standees").spec.pawns
    if not any(p.pattern for p in pawns):
        return  # a game whose colours stay apart needs none (Przekręt, Rynek: ΔE 14 in every vision)
    assert all(p.pattern for p in pawns), [p.mark for p in pawns if not p.pattern]
    close = [
        (a.mark, b.mark, v, round(delta_e(a.color, b.color, v), 1))
        for a, b in itertools.combinations(pawns, 2)
        for v in VISIONS
        if a.pattern == b.pattern and delta_e(a.color, b.color, v) < APART
    ]
    assert close == []


def test_the_colours_that_meet_for_deuteranopes_have_four_patterns():
    pawns = {p.mark: p for p in validated_game("kolekcjonerzy").one("standees").spec.pawns}
    assert len({pawns[m].pattern for m in ("1", "3", "5", "8")}) == 4


def test_every_kolekcjonerzy_strip_prints_its_pattern(tmp_path):
    """Across the front panel, a little above the disc: two tones of the pawn's colour (its ground and the
    pattern's), on every one of the 12 strips as drawn."""
    spec, drawn = pawn_strips("kolekcjonerzy", tmp_path)
    w, t, h = spec.width, spec.base, spec.height
    bare = []
    for pawn, image in drawn:
        # the panel's upper part, clear of the frame and the disc: the pattern's room on a pawn with a name too
        tones = {
            pixel_at(image, mm(3) + (w - mm(6)) * k / 60, t + h * (0.78 + 0.13 * j / 7))
            for k in range(61)
            for j in range(8)
        }
        spread = max((max(abs(a - b) for a, b in zip(p, q)) for p, q in itertools.combinations(tones, 2)), default=0)
        if spread < 30:
            bare.append(pawn.mark)
    assert bare == []
