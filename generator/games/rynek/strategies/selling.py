"""What a sale is worth to a player, and when to take it (the `merchant`'s reckoning at the sale field).

A participant pays the penalty on every undersupplied row of the card, offered or not, so what
decides a sale is the player's stock of all three products against the card's three demands:
* a row whose demand the stock meets is offered exactly at its demand: alone, that is a balanced
  market at the highest price, and together with others an oversupply the biggest offer leads;
* a row the stock cannot meet is offered in full: every unit sells at half the highest price and
  saves a penalty, so offering more never costs; only a row offered by nobody may be free (the
  edition's `unoffered-penalty: false`).

Whether to sell now is a stopping problem: the card turned up against the sales still to come
before the agreed end (each a card from the printed deck; the deck's order stays hidden), the value
of waiting being what the same stock would fetch at the best of those later cards. Stock left at the
end is worth nothing: only cash counts.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import lru_cache

from generator.games.rynek.engine import PRODUCT_COLOURS, PRODUCTS, SMALLEST_NOTE, Costs, SaleRow
from generator.games.rynek.state import COLOUR_INDEX, PRODUCT_INDEX, SaleCard, State

SALE_SHARE = 0.3  # a turn ends on a sale field about this often (6 of the 26 fields; the pawns aim)
GUEST_SHARE = 0.7  # … and a later sale is someone else's (an entry fee) about this often
# Each product's two colours, as indices into COLOURS, in PRODUCTS order.
PAIRS = tuple((COLOUR_INDEX[a], COLOUR_INDEX[b]) for a, b in (PRODUCT_COLOURS[p] for p in PRODUCTS))


def offer_rows(rows: Sequence[SaleRow], stock: Sequence[int]) -> dict[str, int]:
    """Product → units to offer: each row's demand, or all the stock holds when it holds less."""
    return {row.product: min(stock[PRODUCT_INDEX[row.product]], row.demand) for row in rows}


def row_net(row: SaleRow, offered: int, costs: Costs, unoffered_penalty: bool) -> int:
    """What one row pays a player alone at the highest price, less its penalty."""
    if offered >= row.demand:
        return row.demand * row.max_price
    if offered == 0 and not unoffered_penalty:
        return 0
    revenue = offered * (row.max_price // 2) // SMALLEST_NOTE * SMALLEST_NOTE
    return revenue - costs.undersupply_penalty * (row.demand - offered)


def net_alone(rows: Sequence[SaleRow], stock: Sequence[int], state: State) -> int:
    """The bank's payment to a player who sells `stock` alone on a card with `rows` (fee not counted)."""
    costs, unoffered = state.static.costs, state.static.edition.unoffered_penalty
    offered = offer_rows(rows, stock)
    return sum(row_net(row, offered[row.product], costs, unoffered) for row in rows)


def turns_left(state: State, seat: int) -> int:
    """Turns every active player still has after `seat`'s current one, until the agreed end."""
    n = len(state.players)
    relative = lambda s: (s - state.first) % n  # noqa: E731
    later_this_round = sum(1 for p in state.active if relative(p.seat) > relative(seat))
    return (state.static.edition.rounds - state.round) * len(state.active) + later_this_round


def sales_to_come(state: State, seat: int) -> int:
    """How many sales the player can still expect to take part in after this moment."""
    return int(SALE_SHARE * turns_left(state, seat))


Tables = list[tuple[int, list[tuple[int, list[int]]]]]


def tables(state: State) -> Tables:
    """Each kind of sale card (how many the deck prints) with, for each row, the product's index and
    what the row pays alone for 0, 1, … units up to its demand."""
    return _tables(state.static.sale_cards, state.static.costs, state.static.edition.unoffered_penalty)


@lru_cache(maxsize=4)  # a pure function of the printed deck and the costs: worked out once per kit
def _tables(cards: tuple[SaleCard, ...], costs: Costs, unoffered: bool) -> Tables:
    out: Tables = []
    for rows, count in Counter(card.rows for card in cards).items():
        lines = [
            (PRODUCT_INDEX[row.product], [row_net(row, q, costs, unoffered) for q in range(row.demand + 1)])
            for row in rows
        ]
        out.append((count, lines))
    return out


def value_of(kinds: Tables, stock: Sequence[int], sales: int, fee: float) -> float:
    """The stopping rule's value of `stock` over `sales` cards to come: V(k) = E[max(net - fee, V(k-1))]."""
    nets = [(sum(line[min(stock[i], len(line) - 1)] for i, line in lines) - fee, count) for count, lines in kinds]
    total = sum(count for _, count in nets)
    value = 0.0
    for _ in range(sales):
        value = sum(max(net, value) * count for net, count in nets) / total
    return value


def sales_in_reach(state: State, seat: int) -> int:
    """The sales to come the player can wait for: those before the agreed end, and before the
    upkeep would eat its cash up."""
    player = state.player(seat)
    cash = player.cash
    upkeep = player.machines * state.static.costs.machine_upkeep
    sales = sales_to_come(state, seat)
    if upkeep:
        sales = min(sales, int(SALE_SHARE * len(state.active) * max(0, cash) // upkeep))
    return sales


def waiting_value(state: State, stock: Sequence[int], sales: int) -> float:
    """What the stock is expected to fetch when the player takes the best of `sales` later cards
    (each from the printed deck, an entry fee paid at the usual share of them)."""
    return value_of(tables(state), stock, sales, GUEST_SHARE * state.static.costs.sale_entry_fee)


def worth_selling(state: State, seat: int, rows: Sequence[SaleRow], fee: int, patience: float) -> bool:
    """Sell now when this card pays more than the entry fee and at least `patience` times what
    waiting for a better card is expected to bring."""
    stock = state.player(seat).products
    if not any(stock[PRODUCT_INDEX[row.product]] for row in rows):
        return False
    now = net_alone(rows, stock, state) - fee
    return now > 0 and now >= patience * waiting_value(state, stock, sales_in_reach(state, seat))


def best_mix(state: State, stock: Sequence[int], raw: Sequence[int] | None, room: int, sales: int) -> list[int]:
    """Products to make (PRODUCTS order) that the stock, with them, is worth most at the best of
    `sales` cards to come: whole rows pay the highest price, so the amounts tried for two products
    are those that bring the stock to a demand printed on the cards (or none), the third taking
    what is left. `raw`, when given, limits the mix to the tokens held (one token of each of a
    product's two colours; PRODUCT_COLOURS)."""
    kinds = tables(state)
    fee = GUEST_SHARE * state.static.costs.sale_entry_fee
    demands = sorted({len(line) - 1 for _, lines in kinds for _, line in lines})
    steps = [sorted({0} | {d - s for d in demands if 0 < d - s <= room}) for s in stock]
    tokens = list(raw) if raw is not None else [2 * room] * 3
    best, best_value = [0, 0, 0], None
    for rest in range(3):
        first, second = (i for i in range(3) if i != rest)
        for x in steps[first]:
            for y in steps[second]:
                mix = [0, 0, 0]
                mix[first], mix[second] = x, y
                mix[rest] = max(0, room - x - y)
                mix = _within(mix, tokens, room)
                value = value_of(kinds, [s + m for s, m in zip(stock, mix)], max(1, sales), fee)
                if best_value is None or value > best_value:
                    best, best_value = mix, value
    return _filled(best, kinds, stock, tokens, room, max(1, sales), fee)


def _filled(
    mix: list[int], kinds: Tables, stock: Sequence[int], tokens: Sequence[int], room: int, sales: int, fee: float
):
    """Add products one at a time while room and tokens last, each the one worth most (more stock
    never lowers what a sale pays: a unit more in a short row sells at half price and saves a penalty)."""
    mix, left = list(mix), [t - u for t, u in zip(tokens, tokens_for(mix))]
    while sum(mix) < room:
        best, best_value = None, None
        for i, (a, b) in enumerate(PAIRS):
            if left[a] > 0 and left[b] > 0:
                trial = list(mix)
                trial[i] += 1
                value = value_of(kinds, [s + m for s, m in zip(stock, trial)], sales, fee)
                if best_value is None or value > best_value:
                    best, best_value = i, value
        if best is None:
            break
        a, b = PAIRS[best]
        mix[best] += 1
        left[a] -= 1
        left[b] -= 1
    return mix


def tokens_for(plan: Sequence[int]) -> list[int]:
    """Tokens of each colour (COLOURS order) a plan of products (PRODUCTS order) uses."""
    out = [0, 0, 0]
    for (a, b), count in zip(PAIRS, plan):
        out[a] += count
        out[b] += count
    return out


def _within(mix: list[int], tokens: Sequence[int], room: int) -> list[int]:
    """Cut a mix (YG, YR, GR) down to the tokens (yellow, green, red) and the room, last product first."""
    y, g, r = tokens
    a = min(mix[0], y, g, room)
    b = min(mix[1], y - a, r, room - a)
    c = min(mix[2], g - a, r - b, room - a - b)
    return [a, b, max(0, c)]
