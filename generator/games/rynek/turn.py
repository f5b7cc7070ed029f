"""One player's turn in Rynek, and the end of the game.

A turn (rulebook "Ruch"): upkeep of the machines first, whatever the order of the factory card's
columns; then the player may lay a wall; then the pawn moves (the first move places it); then the
field it reached acts. The game ends when one player is left, or after the agreed number of full
rounds (this edition's stand-in for the agreed time), and the most cash wins.
"""

from __future__ import annotations

from dataclasses import replace

from generator.games.rynek.engine import machine_upkeep
from generator.games.rynek.markets import invest, produce, purchase, sale
from generator.games.rynek.moves import lay_wall, move
from generator.games.rynek.state import State, eliminate
from generator.games.table import Table

ACTIONS = {"I": invest, "II": purchase, "III": produce, "IV": sale}


def upkeep(state: State, table: Table, seat: int) -> State:
    """Upkeep is due before every move; a player who cannot pay drops out (or scraps machines, if the
    edition allows it)."""
    player, costs = state.player(seat), state.static.costs
    if player.machines == 0:
        return state
    table.rule("rynek.upkeep")
    due = machine_upkeep(player.machines, costs)
    if player.cash >= due:
        return replace(state.with_player(replace(player, cash=player.cash - due)), bank_cash=state.bank_cash + due)
    if state.static.edition.upkeep_scrap:
        table.rule("rynek.upkeep-scrap")
        keep = min(player.machines, player.cash // costs.machine_upkeep) if costs.machine_upkeep else player.machines
        due = machine_upkeep(keep, costs)
        table.count("machines scrapped for want of upkeep", player.machines - keep)
        kept = replace(player, machines=keep, cash=player.cash - due)
        return replace(
            state.with_player(kept),
            bank_cash=state.bank_cash + due,
            bank_machines=state.bank_machines + player.machines - keep,
        )
    table.rule("rynek.upkeep-unpaid")
    table.count("players out: could not pay upkeep")
    table.rule("rynek.elimination")
    return eliminate(state, seat)


def score(state: State, table: Table, end: str) -> State:
    """Only cash counts; equal cash shares the win."""
    table.rule("rynek.score-cash")
    best = max(p.cash for p in state.active)
    winners = tuple(p.name for p in state.active if p.cash == best)
    if len(winners) > 1:
        table.rule("rynek.score-tie")
    return replace(state, over=True, winners=winners, end=end)


def finish(before: State, state: State, table: Table) -> State:
    """After a turn: the last player standing wins; otherwise the next active seat moves, and after
    the agreed number of full rounds the game ends."""
    if state.players and all(p.out for p in state.players):
        table.rule("rynek.everyone-out")
        table.count("games: everyone out")
        table.count(f"games of {len(state.players)}: everyone out")
        dropped = tuple(p.name for p in before.active if state.player(p.seat).out)
        return replace(state, over=True, winners=dropped, end="everyone-out")
    if len(state.active) == 1:
        table.rule("rynek.last-standing")
        table.count("games: one player left")
        table.count(f"games of {len(state.players)}: one player left")
        return replace(state, over=True, winners=(state.active[0].name,), end="last-standing")
    n = len(state.players)
    following = state.seats_from((state.current + 1) % n)[0]
    relative = lambda seat: (seat - state.first) % n  # noqa: E731
    round_ = state.round + (relative(following) <= relative(state.current))
    state = replace(state, current=following, round=round_)
    if round_ > state.static.edition.rounds:
        table.rule("rynek.time-limit")
        table.count("games: time over")
        table.count(f"games of {len(state.players)}: time over")
        return score(replace(state, round=state.static.edition.rounds), table, "time")
    return state


def play_turn(state: State, table: Table) -> State:
    before, seat = state, state.current
    state = upkeep(state, table, seat)
    if not state.player(seat).out:
        state = lay_wall(state, table, seat)
        state, acts = move(state, table, seat)
        if acts:
            state = ACTIONS[state.static.board.types[state.player(seat).field]](state, table, seat)
    return finish(before, state, table)
