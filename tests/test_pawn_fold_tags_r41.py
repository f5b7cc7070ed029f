"""r41 P minor 3: a pawn strip's valleys and ridge were told apart only by the dots of their dashes, the folds'
numbers printed in the assembly figure alone; r41 then printed each fold's number by its end, inside the cut, and
r43 (K minor 5) found them on every finished pawn: a stray „2” at its ridge, „1” and „3” on its feet. A fold's
number is the job's figure's alone: the figure numbers each of the strip's three folds, as the sheet lays the strip
(upright or turned by its slot), and tells the ridge from the valleys; the strip prints its marks and nothing
else (test_pawn_numerals_r40 reads every character a strip prints)."""

from __future__ import annotations

from dataclasses import replace

import pytest

import generator.cli  # noqa: F401  (registers the kinds)
from generator.build.cover_figures import laid_turns
from generator.draw.fold_figure import RIDGE, VALLEY, joint_numbers
from generator.draw.kinds import KINDS
from generator.model.core import BuildOptions

from .conftest import validated_game

GAMES = ["kolekcjonerzy", "przekret", "rynek"]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_figure_numbers_each_fold_of_the_strip(game_id):
    game = validated_game(game_id)
    (component,) = game.of_kind("standees")
    kind = KINDS["standees"]
    [output] = kind.render(component, game, BuildOptions())
    [plan] = kind.folds(component, game)
    turns = laid_turns(output, plan.piece)
    # as the sheet lays it, and either way a slot may turn it: three folds, each its own number
    for way in {turns, 0, 1}:
        assert sorted(joint_numbers(replace(plan, turns=way))) == [1, 2, 3], (game_id, way)
    assert sorted(plan.kinds) == sorted([VALLEY, RIDGE, VALLEY]), (game_id, plan.kinds)
