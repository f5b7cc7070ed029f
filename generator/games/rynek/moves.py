"""Rynek on the board: walls and pawn moves (seed: "Przebieg rozgrywki" and the part on walls).

Rulings of this edition (rulebook: "Ruch" and the decisions it cites):
* a wall closes one line in both directions; at most one wall lies on a line and it stays;
* "no wall may make the game impossible for a player" is checked when the wall is laid, on the
  walls alone: every field must stay reachable from every other without crossing a wall. Pawns
  do not count (they move away), and paying the crossing cost does not count as a way through;
* a pawn moves one line to a free neighbouring field; a field with a pawn can be neither entered
  nor passed; a player who can move without crossing a wall must move; a player may instead pay
  the crossing cost to pass a wall; a pawn with no way to move stays and its field does not act;
* the first move places the pawn on any free field, and that field acts like any other move;
* a player may lay his wall on the line he would have to cross (r17 review, 8): the wall is spent for
  good and closes the line for everyone, so with free fields left only behind walls he may stay.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from generator.games.rynek import strategies
from generator.games.rynek.state import BoardMap, Line, State
from generator.games.table import RANDOM, Table

WALL_CHANCE = 0.3  # a simulated player lays a wall on this share of turns (while walls last)
CROSS_CHANCE = 0.03  # … pays to cross a wall although a free line is open
CROSS_WHEN_STUCK = 0.5  # … pays to cross a wall when that is the only way to move


def connected(board: BoardMap, walls: set[Line]) -> bool:
    """Is every field reachable from every other along lines without a wall?"""
    fields = list(board.types)
    if not fields:
        return True
    seen = {fields[0]}
    todo = [fields[0]]
    while todo:
        here = todo.pop()
        for there, line in board.neighbours[here]:
            if there not in seen and line not in walls:
                seen.add(there)
                todo.append(there)
    return len(seen) == len(fields)


def lift_cutting_walls(board: BoardMap, laid: Sequence[Line]) -> tuple[Line, ...]:
    """The walls that stay once the table notices that some cut a field off: `laid` in the order they
    were laid; each wall that cut the board when it was laid (on the walls that stayed before it)
    comes off, the others stay."""
    kept: list[Line] = []
    for line in laid:
        if connected(board, set(kept) | {line}):
            kept.append(line)
    return tuple(kept)


def wall_allowed(state: State, line: Line) -> bool:
    """May a wall be laid on `line` now? Free line, and the walls alone leave the board in one piece."""
    walls = set(state.walls)
    return line in state.static.board.lines and line not in walls and connected(state.static.board, walls | {line})


def lay_wall(state: State, table: Table, seat: int) -> State:
    """Before moving, the player may lay one of their walls on any line the rules allow."""
    player = state.player(seat)
    if player.walls == 0 or table.plays(seat) != RANDOM or not table.chance(WALL_CHANCE):
        return state
    walls = set(state.walls)
    for line in table.shuffled([line for line in state.static.board.lines if line not in walls]):
        if wall_allowed(state, line):
            table.rule("rynek.wall-place")
            table.count("walls laid")
            laid = replace(
                state.with_player(replace(player, walls=player.walls - 1)), walls=tuple(sorted(walls | {line}))
            )
            if player.field is not None and options(state, seat)[0] and not options(laid, seat)[0]:
                table.rule("rynek.self-wall")  # his own wall shut his last open line: he may now stay
                table.count("walls laid on the layer's own last open line")
            return laid
        table.rule("rynek.wall-lockout")
        table.count("walls refused: would cut the board")
    return state


def options(state: State, seat: int) -> tuple[list[str], list[str], bool]:
    """(fields reachable along an open line, fields reachable only across a wall, a neighbour held a pawn)."""
    player = state.player(seat)
    taken = state.occupied()
    walls = set(state.walls)
    open_, walled, blocked = [], [], False
    for there, line in state.static.board.neighbours[player.field]:
        if there in taken:
            blocked = True
        elif line in walls:
            walled.append(there)
        else:
            open_.append(there)
    return open_, walled, blocked


def move(state: State, table: Table, seat: int) -> tuple[State, bool]:
    """Move the pawn; returns the new state and whether the pawn reached a field that now acts."""
    player = state.player(seat)
    if player.field is None:
        table.rule("rynek.first-placement")
        taken = state.occupied()
        free = [f for f in state.static.board.types if f not in taken]
        field = (
            table.choose(free)
            if table.plays(seat) == RANDOM
            else strategies.move_to(table.plays(seat), state, seat, free, table.rng)
        )
        return state.with_player(replace(player, field=field)), True
    open_, walled, blocked = options(state, seat)
    if blocked:
        table.rule("rynek.pawn-blocks")
    cost = state.static.wall_crossing
    can_cross = bool(walled) and player.cash >= cost
    if can_cross and table.plays(seat) != RANDOM:
        can_cross = not open_ and player.cash >= cost + strategies.reserve(state, seat)
        if can_cross:
            table.rule("rynek.wall-cross")
            table.count("walls crossed for a fee")
            field = strategies.move_to(table.plays(seat), state, seat, walled, table.rng)
            moved = replace(player, field=field, cash=player.cash - cost)
            return replace(state.with_player(moved), bank_cash=state.bank_cash + cost), True
    elif can_cross and table.chance(CROSS_WHEN_STUCK if not open_ else CROSS_CHANCE):
        table.rule("rynek.wall-cross")
        table.count("walls crossed for a fee")
        field = table.choose(walled)
        moved = replace(player, field=field, cash=player.cash - cost)
        return replace(state.with_player(moved), bank_cash=state.bank_cash + cost), True
    if open_:
        table.rule("rynek.move")
        if table.plays(seat) != RANDOM:
            return state.with_player(
                replace(player, field=strategies.move_to(table.plays(seat), state, seat, open_, table.rng))
            ), True
        return state.with_player(replace(player, field=table.choose(open_))), True
    table.rule("rynek.no-move")
    table.count("turns without a move")
    return state, False
