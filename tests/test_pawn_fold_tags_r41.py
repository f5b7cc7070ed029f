"""r41 P minor 3: a pawn strip's valleys and ridge were told apart only by the dots of their dashes, the folds'
numbers printed in the assembly figure alone. Each strip prints each fold's number by its end (FOLD_TAGS): the
number the job's figure gives that fold, the sheet laying the strip as it does (upright or turned by its slot),
at 6 pt or more, in an ink that reads on the pawn's colour."""

from __future__ import annotations

from dataclasses import replace

import pytest

import generator.cli  # noqa: F401  (registers the kinds)
from generator.build.cover_figures import laid_turns
from generator.draw.fold_figure import joint_numbers
from generator.draw.kinds import KINDS
from generator.draw.kinds.standees_draw import FOLD_TAG_SIZE, FOLD_TAGS, tab_ink
from generator.model.core import BuildOptions
from generator.validate.colour_check import contrast_ratio

from .conftest import validated_game

GAMES = ["kolekcjonerzy", "przekret", "rynek"]


@pytest.mark.parametrize("game_id", GAMES)
def test_each_strip_s_fold_numbers_are_its_figure_s(game_id):
    game = validated_game(game_id)
    (component,) = game.of_kind("standees")
    kind = KINDS["standees"]
    [output] = kind.render(component, game, BuildOptions())
    [plan] = kind.folds(component, game)
    turns = laid_turns(output, plan.piece)
    # as the sheet lays it, and either way a slot may turn it
    for way in {turns, 0, 1}:
        assert joint_numbers(replace(plan, turns=way)) == list(FOLD_TAGS), (game_id, way)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_fold_numbers_read_on_every_pawn(game_id):
    spec = validated_game(game_id).one("standees").spec
    assert FOLD_TAG_SIZE >= 6.0
    faint = [(p.mark, round(contrast_ratio(tab_ink(p), p.color), 2)) for p in spec.pawns]
    assert [f for f in faint if f[1] < 4.5] == []
