"""Rynek's strategies: what a sensible player decides from what a player at the table sees (the
board, everyone's cash, machines, tokens and products, the cards turned up, the printed decks'
contents; never the order of the decks). Each decision is a function of that view and the table's
seeded randomness, so a game replays from its seed.

* `merchant`: specialises in the product the sale cards pay best for, keeps up to two machines
  while a reserve stays, buys tokens at the card's minimum price only for what the machines can
  turn into products, produces everything it can, and sells only where the sale pays: covering a
  product's whole demand, or together with others; never alone into a short market.
* `saver`: never buys a machine, a token or a product; it walks the board, collects the entry
  fees when it stands on the sale field, and keeps its cash.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from generator.games.rynek.engine import PRODUCT_COLOURS, PRODUCTS, PurchaseRow, settle_sale
from generator.games.rynek.state import COLOUR_INDEX, PRODUCT_INDEX, SaleCard, State, Static

STRATEGIES = {
    "merchant": "makes the best-paid product, buys tokens only for its machines, sells only where a sale pays",
    "saver": "never buys a machine or a token; collects entry fees and keeps its cash",
}
SMART = "merchant"
MACHINES = 2  # the merchant's factory
RESERVE = 2_000  # cash the merchant keeps beyond the upkeep of the rest of the game


def reserve(state: State, seat: int, machines: int | None = None) -> int:
    """Cash to keep: the upkeep of `machines` (the player's own) until the agreed end, and a margin."""
    player = state.player(seat)
    machines = player.machines if machines is None else machines
    turns = max(0, state.static.edition.rounds - state.round + 1)
    return machines * state.static.costs.machine_upkeep * turns + RESERVE


def _pick(options: Sequence[str], rng: random.Random) -> str:
    return options[rng.randrange(len(options))]


_SPECIALITIES: dict[int, tuple[Static, str]] = {}  # per game's data (Static object): it reads nothing else


def speciality(state: State) -> str:
    """The product whose printed sale rows pay most per unit of demand it can meet (the sum over the
    deck of demand times the maximum price, less the penalty risk, favours small demands). Worked
    out once per game's data (a strategy asks several times a turn)."""
    static = state.static
    known = _SPECIALITIES.get(id(static))
    if known is not None and known[0] is static:
        return known[1]
    score = dict.fromkeys(PRODUCTS, 0.0)
    for card in static.sale_cards:
        for row in card.rows:
            score[row.product] += row.max_price - static.costs.undersupply_penalty * row.demand / 10
    best = max(PRODUCTS, key=lambda p: (score[p], p))
    if len(_SPECIALITIES) > 16:  # a long-running process (serve) loads the data again and again
        _SPECIALITIES.clear()
    _SPECIALITIES[id(static)] = (static, best)
    return best


def wanted_field(name: str, state: State, seat: int) -> str:
    """The field type the player wants to reach next."""
    player = state.player(seat)
    if name == "saver":
        return "IV"
    product = PRODUCT_INDEX[speciality(state)]
    a, b = (COLOUR_INDEX[c] for c in PRODUCT_COLOURS[speciality(state)])
    if player.products[product] >= 12:
        return "IV"
    if machines_to_buy(name, state, seat):
        return "I"
    if player.machines and min(player.raw[a], player.raw[b]) >= 5:
        return "III"
    if player.machines:
        return "II"
    return "IV"


def move_to(name: str, state: State, seat: int, options: Sequence[str], rng: random.Random) -> str:
    """Of the fields it may move to (or, first, place on), one of the type it wants, else any."""
    want = wanted_field(name, state, seat)
    types = state.static.board.types
    good = [f for f in options if types[f] == want]
    return _pick(good or list(options), rng)


def machines_to_buy(name: str, state: State, seat: int) -> int:
    player, costs = state.player(seat), state.static.costs
    if name == "saver":
        return 0
    if state.round > state.static.edition.rounds // 2:
        return 0  # too late for a machine to pay for itself
    for buy in range(min(MACHINES - player.machines, state.bank_machines), 0, -1):
        tokens = 2 * costs.products_per_machine * (player.machines + buy) * 200  # what feeding them costs
        if player.cash - buy * costs.machine_price - tokens >= reserve(state, seat, player.machines + buy):
            return buy
    return 0


def bids(name: str, state: State, seat: int, rows: Sequence[PurchaseRow]) -> dict[str, tuple[int, int]]:
    """colour → (quantity, price): the speciality's two colours, as many as the machines can use
    beyond the tokens held, at the minimum price, within the cash above the reserve."""
    player, costs = state.player(seat), state.static.costs
    if name == "saver" or not player.machines:
        return {}
    capacity = player.machines * costs.products_per_machine
    need = max(0, capacity - player.products[PRODUCT_INDEX[speciality(state)]])  # tokens of each colour
    colours = PRODUCT_COLOURS[speciality(state)]
    budget = player.cash - reserve(state, seat) - costs.production_cost * need
    out = {}
    for row in rows:
        if row.colour not in colours or row.available == 0:
            continue
        quantity = min(row.available, need - player.raw[COLOUR_INDEX[row.colour]], max(0, budget // 2) // row.min_price)
        if quantity > 0:
            out[row.colour] = (quantity, row.min_price)
    return out


def production(name: str, state: State, seat: int) -> tuple[int, int, int]:
    """Products to make: the speciality first, then anything the tokens allow, within capacity and cash."""
    player, costs = state.player(seat), state.static.costs
    if name == "saver":
        return (0, 0, 0)
    raw, plan = list(player.raw), [0, 0, 0]
    room = player.machines * costs.products_per_machine
    afford = max(0, player.cash - reserve(state, seat) + RESERVE) // costs.production_cost
    first = PRODUCT_INDEX[speciality(state)]
    for i in [first] + [j for j in range(3) if j != first]:
        a, b = (COLOUR_INDEX[c] for c in PRODUCT_COLOURS[PRODUCTS[i]])
        n = min(raw[a], raw[b], room, afford)
        raw[a] -= n
        raw[b] -= n
        plan[i] += n
        room -= n
        afford -= n
    return tuple(plan)


def offer(name: str, state: State, seat: int, card: SaleCard, host: int) -> dict[str, tuple[int, int]]:
    """The sealed offer (product → quantity, price), or none: each product it holds, up to the demand,
    at the highest price; entered only when selling alone would gain more than the entry fee."""
    player, costs = state.player(seat), state.static.costs
    if name == "saver":
        return {}
    own = {}
    for row in card.rows:
        stock = player.products[PRODUCT_INDEX[row.product]]
        if stock:
            own[row.product] = (min(stock, row.demand), row.max_price)
    if not own:
        return {}
    alone = settle_sale(card.rows, {player.name: own}, [player.name], player.name, costs)
    fee = 0 if seat == host else costs.sale_entry_fee
    return own if alone[player.name].net_from_bank - fee > 0 else {}
