"""Przekręt's rulebook extras: the rounds of the timed game per player count, as the engine plays them."""

from __future__ import annotations

from typing import Any

from generator.games.przekret.facts import LAST_PLAYER_TURNS, LONG_GAME_TIMES, long_rounds, timed_rounds
from generator.games.przekret.property_cards import TEXT_INKS
from generator.model.core import Game
from generator.rulebook.extras import register_extras
from generator.validate.colour_check import best_ink


def _przekret(game: Game) -> dict[str, Any]:
    """`timed_rounds`: player count → rounds of the timed game (facts.timed_rounds); `long_rounds` and
    `long_times`: the limit suggested for the game to the last player (facts.long_rounds);
    `last_player_turns`: the measured median turns of the game to the last player (facts.LAST_PLAYER_TURNS);
    `street_inks`: street id → the ink its Posesja cards print on its colour (the aid's street chips)."""
    limit = game.facts["round-limit"]
    players = range(game.spec.players.min, game.spec.players.max + 1)
    return {
        "timed_rounds": {n: timed_rounds(limit, n) for n in players},
        "long_rounds": {n: long_rounds(limit, n) for n in players},
        "long_times": LONG_GAME_TIMES,
        "last_player_turns": {n: LAST_PLAYER_TURNS[n] for n in players if n in LAST_PLAYER_TURNS},
        "street_inks": {
            s.id: best_ink(s.color, TEXT_INKS) for c in game.of_kind("property-cards") for s in c.spec.streets
        },
    }


register_extras("przekret", _przekret)
