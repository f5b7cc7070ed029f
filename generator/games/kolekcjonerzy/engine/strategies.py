"""Kolekcjonerzy's strategies: what a sensible player decides from what a player at the table sees
(the board, prices and point values, everyone's exhibits and tokens, and only their own plan).
Each decision is a function of that view and the table's seeded randomness, so a game replays
from its seed.

* `collector`: takes the move that brings it closest to a winning claim (the exact sum, the plan
  share, few enough tokens), ties by lot, and claims only a claim that holds.
* `planner`: buys only exhibits of its own plan, or one that makes the exact sum; otherwise
  fetches tokens from the bank or waits on a plain field; claims only a claim that holds. Players
  like this leave unwanted exhibits on the board, which this edition's closing rounds settle.
"""

from __future__ import annotations

import random

from generator.games.kolekcjonerzy.engine.moves import Move
from generator.games.kolekcjonerzy.engine.players import move_weight
from generator.games.kolekcjonerzy.engine.state import State, planned_owned, points, share_needed

STRATEGIES = {
    "collector": "takes the move that brings it closest to an exact claim, never claims wrongly",
    "planner": "buys only exhibits of its plan (or the one that makes the exact sum), never claims wrongly",
}
SMART = "collector"


def choose_move(name: str, state: State, player: int, moves: list[Move], rng: random.Random) -> Move:
    gap = state.rules.threshold - points(state, player)
    short = planned_owned(state, player) < share_needed(state, player)
    if name == "planner":
        moves = [
            m
            for m in moves
            if m.kind != "exhibit" or state.tiles[m.to] in state.plans[player] or state.values[state.tiles[m.to]] == gap
        ] or moves
    weights = [move_weight(state, player, m, gap, short) for m in moves]
    best = max(weights)
    top = [m for m, w in zip(moves, weights) if w == best]
    return top[rng.randrange(len(top))]
