"""The simulated players' choices: random but aimed at the goal (the exact threshold, the plan share,
few enough tokens), so that games end in a sensible number of turns. Nothing here is a rule: every
option offered here is legal; the rules are in moves.py, trade.py and end.py."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from generator.games.kolekcjonerzy.engine.moves import Move
from generator.games.kolekcjonerzy.engine.state import State, planned_owned, points, share_needed
from generator.games.table import Table

T = TypeVar("T")


def weighted(table: Table, options: Sequence[T], weights: Sequence[float]) -> T:
    total = sum(weights)
    pick = table.rng.random() * total
    for option, weight in zip(options, weights):
        pick -= weight
        if pick < 0:
            return option
    return options[-1]


def distance(
    state: State, player: int, pts: int | None = None, owned_planned: int | None = None, tokens: int | None = None
) -> float:
    """How far a player is from a valid claim (0: the claim would win)."""
    rules = state.rules
    pts = points(state, player) if pts is None else pts
    owned_planned = planned_owned(state, player) if owned_planned is None else owned_planned
    tokens = state.tokens[player] if tokens is None else tokens
    return (
        abs(rules.threshold - pts)
        + 3 * max(0, share_needed(state, player) - owned_planned)
        + 0.5 * max(0, tokens - rules.token_cap)
    )


def move_weight(state: State, player: int, move: Move, gap: int, short: bool) -> float:
    """How much a player likes a move: `gap` is the threshold minus their points, `short` whether they
    still lack planned exhibits for a claim."""
    rules = state.rules
    tokens = state.tokens[player]
    if move.kind == "exhibit":
        exhibit = state.tiles[move.to]
        value = state.values[exhibit]
        planned = exhibit in state.plans[player]
        if value == gap:
            return 12.0
        if value == 0:
            return 3.0 if tokens > rules.token_cap else 1.0
        if value < gap:
            return 4.0 + (4.0 if short and planned else 0.0) + (1.0 if planned else 0.0)
        return 2.0 if short and planned else 0.3
    if move.kind == "bank":
        return 4.0 if tokens < 4 else 1.0 if tokens + rules.refill <= rules.token_cap else 0.2
    if move.kind == "blot":
        return 2.0 if tokens > rules.token_cap else 0.2
    return 1.0


def choose_move(state: State, player: int, moves: list[Move], table: Table) -> Move:
    gap = state.rules.threshold - points(state, player)
    short = planned_owned(state, player) < share_needed(state, player)
    return weighted(table, moves, [move_weight(state, player, m, gap, short) for m in moves])
