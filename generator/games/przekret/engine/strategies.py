"""Przekręt's strategies: what a sensible player decides from what a player at the table sees (the
board, who owns what and its upgrades, everyone's cash and Dzierżawa cards; never the order of the
Losy). Each decision is a function of that view, so a game replays from its seed.

* `investor`: leases every free property it lands on (with a Dzierżawa card when it has one, else
  at full value) while a reserve for rent stays, upgrades its whole streets when rich, and enters
  an inner track only with money to spare.
* `miser`: leases only with a Dzierżawa card (a tenth of the value), never upgrades, never enters
  an inner track: it keeps its cash, which counts at the end.
"""

from __future__ import annotations

from generator.games.przekret.engine.state import BANK, State

STRATEGIES = {
    "investor": "leases every property it can while keeping a reserve for rent, upgrades when rich",
    "miser": "leases only with a Dzierżawa card, never upgrades, keeps its cash",
}
SMART = "investor"


def reserve(state: State, seat: int) -> int:
    """The rent this player could meet on its next moves: the highest rent others charge now, twice,
    and at least the fine of a bad Los."""
    rents = [
        state.data.props[pid].rents[state.level[i]]
        for i, pid in enumerate(state.data.order)
        if state.owner[i] not in (BANK, seat)
    ]
    return max(2 * max(rents, default=0), 1_000)


def lease(name: str, state: State, seat: int, pid: str, options: list[str]) -> str | None:
    """How to lease a free property ("card" or "full"), or None to leave it."""
    me, prop = state.player(seat), state.data.props[pid]
    if "card" in options:
        return "card"
    if name == "miser":
        return None
    if "full" in options and me.cash - prop.value >= reserve(state, seat):
        return "full"
    return None


def upgrade(name: str, state: State, seat: int, options: list[int]) -> int | None:
    """Which property (index) to upgrade next, or None to stop: the cheapest, while twice the
    reserve stays."""
    if name == "miser" or not options:
        return None
    me = state.player(seat)

    def price(i: int) -> int:
        prop = state.data.props[state.data.order[i]]
        return prop.room if state.level[i] < state.data.facts["max-rooms"] else prop.apartment

    best = min(options, key=lambda i: (price(i), i))
    return best if me.cash - price(best) >= 2 * reserve(state, seat) else None


def enter_track(name: str, state: State, seat: int, fee: int) -> bool:
    if name == "miser":
        return False
    return state.player(seat).cash - fee >= 3 * reserve(state, seat)
