"""Trading in Przekręt: a whole street comes together only by trade (there is no auction, and the
properties go out one at a time, mostly by Dzierżawa card). In his own turn a player who holds all
but one property of a street offers to buy that one from the player who holds it; the owner sells
or refuses. Strategies decide both sides (strategies.py); a random seat offers and accepts by
chance. Pure functions over State."""

from __future__ import annotations

from generator.games.przekret.engine import strategies
from generator.games.przekret.engine.state import BANK, State, sell
from generator.games.table import RANDOM, Table

OFFER = 0.3  # chance that a random seat offers for the last property of a street
ACCEPT = 0.5  # chance that a random owner accepts an offer
STEP = 100  # the smallest note: every price is a multiple of it


def missing_property(state: State, seat: int, pids: tuple[str, ...]) -> str | None:
    """The one property of a street another player holds while `seat` holds all the others."""
    others = [p for p in pids if state.owner[state.data.index(p)] != seat]
    if len(others) != 1 or state.owner[state.data.index(others[0])] == BANK:
        return None
    return others[0]


def offer(state: State, table: Table, seat: int, pid: str) -> int | None:
    name = table.plays(seat)
    if name != RANDOM:
        return strategies.trade_offer(name, state, seat, pid)
    value = state.data.props[pid].value
    if not table.chance(OFFER):
        return None
    return table.rng.randint(value // STEP, 3 * value // STEP) * STEP


def accepts(state: State, table: Table, seller: int, pid: str, price: int) -> bool:
    name = table.plays(seller)
    if name != RANDOM:
        return strategies.trade_accept(name, state, seller, pid, price)
    return table.chance(ACCEPT)


def street_trades(state: State, table: Table, seat: int) -> State:
    """`seat` offers for the last property of each street it nearly holds; a sale moves the card
    (with any tokens left on it from a street once whole) for cash."""
    for pids in state.data.streets.values():
        pid = missing_property(state, seat, pids)
        if pid is None:
            continue
        price = offer(state, table, seat, pid)
        if price is None or price > state.player(seat).cash:
            continue
        seller = state.owner[state.data.index(pid)]
        if not accepts(state, table, seller, pid, price):
            table.count("offers for a street's last property refused")
            continue
        table.rule("przekret.trade")
        table.count("properties bought from another player")
        state = sell(state, table, seller, seat, price, pid=pid)
    return state
