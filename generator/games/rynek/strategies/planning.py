"""Where the `merchant` walks: the fields it needs next, in order (machines, tokens, production,
a sale), and the neighbour from which a short walk meets them soonest.

A pawn moves one line a turn and every field it reaches acts, so the walk is the plan: the
lookahead scores each walk of a few steps by how early it meets the wanted fields in their order,
along open lines (walls and pawns standing next to it block; farther pawns will have moved).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from generator.games.rynek.state import State
from generator.games.rynek.strategies.factory import balanced_batch, bids_wanted, machines_to_buy, rounds_left
from generator.games.rynek.strategies.selling import sales_to_come

LOOKAHEAD = 4  # fields of a walk scored, the one moved to included


def goals(state: State, seat: int) -> list[str]:
    """The field types wanted next, in order."""
    player, costs = state.player(seat), state.static.costs
    wanted: list[str] = []
    if machines_to_buy(state, seat):
        wanted.append("I")
    machines = player.machines or (costs.max_machines if wanted else 0)
    if machines and sales_to_come(state, seat) >= 1:
        room = machines * costs.products_per_machine
        ready = sum(balanced_batch(player.products, player.raw, room))
        if ready * 2 >= room and rounds_left(state) >= 1:
            wanted.append("III")
        elif bids_wanted(state, seat) and rounds_left(state) >= 2:
            wanted += ["II", "III"]
    wanted.append("IV")
    return wanted


def _score(path: Sequence[str], types, wanted: Sequence[str]) -> int:
    score, goal = 0, 0
    for step, field in enumerate(path):
        if goal < len(wanted) and types[field] == wanted[goal]:
            score += (LOOKAHEAD + 1 - step) * 10 ** (len(wanted) - goal)
            goal += 1
    return score


def _walks(state: State, start: str, length: int) -> list[list[str]]:
    board, walls = state.static.board, set(state.walls)
    walks = [[start]]
    for _ in range(length - 1):
        longer = [walk + [there] for walk in walks for there, line in board.neighbours[walk[-1]] if line not in walls]
        if not longer:
            break
        walks = longer
    return walks


def move_to(state: State, seat: int, options: Sequence[str], rng: random.Random) -> str:
    """Of the fields it may move to (or, first, place on), the start of the walk that meets the
    wanted fields soonest; ties drawn by the table's randomness."""
    wanted, types = goals(state, seat), state.static.board.types
    if state.player(seat).field is None:  # the first placement: any free field, so one of the type wanted
        options = [field for field in options if types[field] == wanted[0]] or list(options)
    scored = {field: max(_score(walk, types, wanted) for walk in _walks(state, field, LOOKAHEAD)) for field in options}
    best = max(scored.values())
    good = [field for field in options if scored[field] == best]
    return good[rng.randrange(len(good))]
