"""Przekręt's strategies: what a sensible player decides from what a player at the table sees (the
board, who owns what and its upgrades, everyone's cash and Dzierżawa cards; never the order of the
Losy). Each decision is a function of that view, so a game replays from its seed.

* `investor`: leases every free property it lands on (with a Dzierżawa card when it has one, else
  at full value) while a reserve for rent stays, upgrades its whole streets when rich, and enters
  an inner track only with money to spare.
  It buys the last property of a street it nearly holds for two and a half times its value when
  the street's rent at full upgrades until the round limit repays what it pays above the value.
* `miser`: leases only with a Dzierżawa card (a tenth of the value), never upgrades, never enters
  an inner track, never buys from a player: it keeps its cash, which counts at the end.

Both sell a property to a player who offers at least twice its value (the timed game counts the
property at its value, the cash in full).
"""

from __future__ import annotations

from generator.games.przekret.engine.state import APARTMENT, BANK, State, round_limit

STRATEGIES = {
    "investor": "leases every property it can while keeping a reserve for rent, upgrades when rich",
    "miser": "leases only with a Dzierżawa card, never upgrades, keeps its cash",
}
SMART = "investor"
OFFER_TIMES = 2.5  # the investor's offer for a street's last property, times its value
SELL_TIMES = 2  # the least either strategy sells a property for, times its value


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


def expected_rent(state: State, seat: int, i: int, level: int) -> float:
    """The rent property `i` is expected to bring at upgrade `level` until the round limit: each
    other player's turn ends on a given field of the outer track about once in its length."""
    prop = state.data.props[state.data.order[i]]
    others = sum(1 for p in state.players if not p.out and p.seat != seat)
    turns = max(0, round_limit(state, len(state.players)) - state.rounds) * others
    return turns * prop.rents[level] / len(state.data.outer)


def upgrade(name: str, state: State, seat: int, options: list[int]) -> int | None:
    """Which property (index) to upgrade next, or None to stop: the one whose expected extra rent
    until the round limit is highest (the timed game counts an upgrade at what it cost, so its price
    is not lost, only tied up), while it brings more rent and twice the reserve stays in cash."""
    if name == "miser" or not options:
        return None
    me = state.player(seat)

    def price(i: int) -> int:
        prop = state.data.props[state.data.order[i]]
        return prop.room if state.level[i] < state.data.facts["max-rooms"] else prop.apartment

    def gain(i: int) -> float:
        level = state.level[i]
        after = level + 1 if level < state.data.facts["max-rooms"] else APARTMENT
        return expected_rent(state, seat, i, after) - expected_rent(state, seat, i, level)

    best = max(options, key=lambda i: (gain(i), -i))
    return best if gain(best) > 0 and me.cash - price(best) >= 2 * reserve(state, seat) else None


def card_value(state: State, seat: int) -> float:
    """What one more Dzierżawa card is expected to bring: nine tenths of a free property's value
    (the card pays one tenth), while free properties are left."""
    free = [state.data.props[p].value for i, p in enumerate(state.data.order) if state.owner[i] == BANK]
    return 0.9 * sum(free) / len(free) if free else 0.0


def track_value(state: State, seat: int, track) -> float:
    """What an inner track's fields are expected to bring: the first acts at once, each later one
    is reached about as often as a roll's chance to stop on it (1 in 6)."""
    others = sum(1 for p in state.players if not p.out and p.seat != seat)
    total = 0.0
    for k, spot in enumerate(track.fields):
        effect, weight = spot.effect, 1.0 if k == 0 else 1 / 6
        if effect is None:
            continue
        worth = (
            (effect.receive_bank or 0)
            - (effect.pay_bank or 0)
            + others * ((effect.receive_each or 0) - (effect.pay_each or 0))
            + (effect.lease_card or 0) * card_value(state, seat)
        )
        total += weight * worth
    return total


def enter_track(name: str, state: State, seat: int, fee: int) -> bool:
    """Enter an inner track only when what its fields are expected to bring beats the fee, with
    money to spare."""
    if name == "miser":
        return False
    gate = state.player(seat).pos[1]
    track = next(t for t in state.data.tracks.values() if t.gate == gate)
    return track_value(state, seat, track) > fee and state.player(seat).cash - fee >= 3 * reserve(state, seat)


def trade_offer(name: str, state: State, seat: int, pid: str) -> int | None:
    """What to offer for the last property of a street (all the others are this player's), or None:
    the investor offers when the street's extra rent at apartments until the round limit repays the
    price above the value, and twice the reserve stays in cash."""
    if name == "miser":
        return None
    prop = state.data.props[pid]
    price = int(OFFER_TIMES * prop.value) // 100 * 100
    street = [state.data.index(p) for p in state.data.streets[prop.street]]
    gain = sum(expected_rent(state, seat, i, APARTMENT) - expected_rent(state, seat, i, 0) for i in street)
    if gain <= price - prop.value or state.player(seat).cash - price < 2 * reserve(state, seat):
        return None
    return price


def trade_accept(name: str, state: State, seller: int, pid: str, price: int) -> bool:
    """Sell when the price is at least twice the property's value."""
    return price >= SELL_TIMES * state.data.props[pid].value
