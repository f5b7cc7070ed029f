"""Przekręt's condition fields (RATUSZ, KASYNO) take a colour no street has: their yellow was ΔE2000 2.1 from
ul. Fabrykancka's band (kit review r38, P minor 6: KASYNO, between two Fabrykancka lots, read as a third). Every
street's colour stays THRESHOLD or more from theirs in every vision (colour_check: the categorical distance),
measured here (the colours component lists categories told by colour alone or by cues its readers know;
a condition field's cue is its arrow and its words)."""

from __future__ import annotations

import generator.cli  # noqa: F401  (registers the kinds)
from generator.validate.colour_check import THRESHOLD, VISIONS, delta_e

from .conftest import validated_game


def test_the_condition_fields_colour_is_no_streets():
    game = validated_game("przekret")
    fill = game.components["plansza"].doc.data["field_types"]["condition"]["fill"]
    streets = [s["color"] for s in game.components["posesje"].doc.data["streets"]]
    near = [(street, vision, round(delta_e(fill, street, vision), 1)) for street in streets for vision in VISIONS]
    assert [n for n in near if n[2] < THRESHOLD] == []
