"""The `merchant`'s factory: machines while they can still pay back, tokens for a full batch of a
balanced mix of products, production that evens the stock out.

A sale card asks for all three products and every participant pays for each unit missing in a
row, so the stock that sells is the one with some of every product: each batch makes the product
the stock has least of first (Przykład 3: a player without a product pays its whole demand).
Money for the upkeep of the next few turns is always kept: a player who cannot pay it drops out.
"""

from __future__ import annotations

from collections.abc import Sequence

from generator.games.rynek.engine import PRODUCT_COLOURS, PRODUCTS, SMALLEST_NOTE, PurchaseRow
from generator.games.rynek.state import COLOUR_INDEX, State
from generator.games.rynek.strategies.selling import best_mix, sales_to_come, tokens_for

MACHINES = 2  # the factory the merchant starts with
MORE_MACHINES = 3  # … and grows to when cash allows early enough
PAYBACK = 5  # rounds a machine needs to pay for itself (price, upkeep, a batch sold)
RICH = 20_000  # cash after which a third machine is worth its upkeep
TOKEN_PRICE = 170  # what a token usually costs (the purchase cards' minimum prices)
AHEAD = 4  # turns of upkeep always kept in cash
MARGIN = 1_000
MIX_SALES = 2  # sales a batch's mix is chosen for: the best of this many cards
OUTBID = 13  # tenths of the card's minimum price written when another factory may bid too


def rounds_left(state: State) -> int:
    return state.static.edition.rounds - state.round


def reserve(state: State, seat: int, machines: int | None = None) -> int:
    """Cash to keep: the upkeep of the next few turns (or the rest of the game) and a margin."""
    player = state.player(seat)
    machines = player.machines if machines is None else machines
    turns = min(AHEAD, rounds_left(state) + 1)
    return machines * state.static.costs.machine_upkeep * turns + MARGIN


def machines_to_buy(state: State, seat: int) -> int:
    """Two machines at first, a third when rich; none once too few rounds are left to pay back."""
    player, costs = state.player(seat), state.static.costs
    if rounds_left(state) < PAYBACK:
        return 0
    goal = MORE_MACHINES if player.machines >= MACHINES and player.cash >= RICH else MACHINES
    goal = min(goal, costs.max_machines)
    for buy in range(min(goal - player.machines, state.bank_machines), 0, -1):
        batch = costs.products_per_machine * (player.machines + buy)
        feeding = batch * (2 * TOKEN_PRICE + costs.production_cost)  # tokens and production of one batch
        if player.cash - buy * costs.machine_price - feeding >= reserve(state, seat, player.machines + buy):
            return buy
    return 0


def balanced_batch(stock: Sequence[int], raw: Sequence[int] | None, room: int) -> list[int]:
    """Products to make (PRODUCTS order), one at a time, always the one the stock has least of,
    within `room` and, if given, the tokens in `raw`: how much a batch can make at least."""
    plan, tokens = [0, 0, 0], None if raw is None else list(raw)
    for _ in range(room):
        order = sorted(range(3), key=lambda i: (stock[i] + plan[i], i))
        for i in order:
            a, b = (COLOUR_INDEX[c] for c in PRODUCT_COLOURS[PRODUCTS[i]])
            if tokens is None or (tokens[a] > 0 and tokens[b] > 0):
                plan[i] += 1
                if tokens is not None:
                    tokens[a] -= 1
                    tokens[b] -= 1
                break
        else:
            break
    return plan


def rivals_bid(state: State, seat: int) -> bool:
    """Does another player own machines (and so may want tokens)?"""
    return any(p.machines for p in state.active if p.seat != seat)


def token_need(state: State, seat: int) -> tuple[list[int], int]:
    """(tokens of each colour one full batch of a balanced mix needs beyond those held, the cash
    that may go on them): nothing once no batch could be made and sold before the end."""
    player, costs = state.player(seat), state.static.costs
    if not player.machines or rounds_left(state) < 3 or sales_to_come(state, seat) < 2:
        return [0, 0, 0], 0
    room = player.machines * costs.products_per_machine
    plan = best_mix(state, player.products, None, room, min(MIX_SALES, sales_to_come(state, seat)))
    need = [max(0, want - held) for want, held in zip(tokens_for(plan), player.raw)]
    budget = player.cash - reserve(state, seat) - costs.production_cost * room
    return need, max(0, budget)


def bids_wanted(state: State, seat: int) -> bool:
    """Is a purchase worth walking to: fewer tokens than half a batch needs, the cash for a batch
    and the time to make and sell it?"""
    player, costs = state.player(seat), state.static.costs
    room = player.machines * costs.products_per_machine
    if not room or rounds_left(state) < 3 or sales_to_come(state, seat) < 2:
        return False
    ready = sum(balanced_batch(player.products, player.raw, room))
    budget = player.cash - reserve(state, seat) - costs.production_cost * room
    return 2 * ready < room and budget >= TOKEN_PRICE * room


def bids(state: State, seat: int, rows: Sequence[PurchaseRow]) -> dict[str, tuple[int, int]]:
    """colour → (quantity, price): the tokens of `token_need`, above the minimum price when another
    factory competes (a lone bidder pays the minimum whatever it writes), within the cash."""
    need, budget = token_need(state, seat)
    out: dict[str, tuple[int, int]] = {}
    for row in sorted(rows, key=lambda r: -need[COLOUR_INDEX[r.colour]]):
        want = min(row.available, need[COLOUR_INDEX[row.colour]])
        if want <= 0:
            continue
        price = row.min_price
        if rivals_bid(state, seat):
            price = row.min_price * OUTBID // 10 // SMALLEST_NOTE * SMALLEST_NOTE
        quantity = min(want, budget // price)
        if quantity > 0:
            out[row.colour] = (quantity, price)
            budget -= quantity * price
    return out


def production(state: State, seat: int) -> tuple[int, int, int]:
    """A batch evening out the stock, within the tokens, the machines and the cash above the
    upkeep kept; nothing when no sale can follow."""
    player, costs = state.player(seat), state.static.costs
    if not player.machines or sales_to_come(state, seat) < 1:
        return (0, 0, 0)
    afford = max(0, player.cash - reserve(state, seat)) // costs.production_cost
    room = min(player.machines * costs.products_per_machine, afford)
    return tuple(best_mix(state, player.products, player.raw, room, min(MIX_SALES, sales_to_come(state, seat))))
