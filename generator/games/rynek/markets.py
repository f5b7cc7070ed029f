"""Rynek's four fields played on a `State`: investment (I), purchase (II), production (III), sale (IV).

The settlement itself is the pure engine (engine.py: `settle_purchase`, `production_cost`,
`settle_sale`); this module makes the simulated players' random LEGAL choices through the table,
moves the money and tokens, and records each decision point with its rule id.
"""

from __future__ import annotations

from dataclasses import replace

from generator.games.rynek import strategies
from generator.games.rynek.engine import (
    PRODUCT_COLOURS,
    PRODUCTS,
    SMALLEST_NOTE,
    Bid,
    Market,
    PurchaseRow,
    enters_sale,
    machine_purchase_cost,
    production_cost,
    sale_participants,
    settle_purchase,
    settle_sale,
    void_wrong_bids,
    void_wrong_offers,
)
from generator.games.rynek.state import COLOUR_INDEX, PRODUCT_INDEX, State, add, eliminate, tokens_of_products
from generator.games.table import RANDOM, Table

BUY_MACHINE = 0.7  # a simulated player buys a machine with this chance when it leaves a reserve
RESERVE = 5_000  # … the reserve (a machine bought into a bare account is rare: 0.1)
BID_CHANCE = 0.5  # a player bids for one colour of a ZAKUP card
SPEND = (10, 60)  # … spending between these percentages of their cash on one card
MOST_TOKENS = 15  # … and at most this many tokens of one colour
PRODUCE_CHANCE = 0.85
HOST_SELLS = 0.7  # the player on the sale field offers products
GUEST_SELLS = 0.6  # another player pays the entry fee and offers products
OFFER_CHANCE = 0.8  # a participant offers one product they hold
FILL_DEMAND = 0.4  # … as many as the card's demand (or all they have), else a random number


def _tens(low: int, high: int, table: Table) -> int:
    """A random price in full tens between low and high (both included, rounded inwards)."""
    first, last = -(-low // SMALLEST_NOTE), high // SMALLEST_NOTE
    return SMALLEST_NOTE * table.rng.randint(first, max(first, last))


# --- I: investment --------------------------------------------------------------------------


def invest(state: State, table: Table, seat: int) -> State:
    """Only the player on the field may buy machines, up to the factory's room and their cash."""
    table.rule("rynek.invest")
    player, costs = state.player(seat), state.static.costs
    bought = 0
    if table.plays(seat) != RANDOM:
        bought = strategies.machines_to_buy(table.plays(seat), state, seat)
    while (
        table.plays(seat) == RANDOM
        and player.machines + bought < costs.max_machines
        and bought < state.bank_machines
        and player.cash >= (bought + 1) * costs.machine_price
    ):
        left = player.cash - (bought + 1) * costs.machine_price
        if not table.chance(BUY_MACHINE if left >= RESERVE else 0.1):
            break
        bought += 1
    if not bought:
        return state
    price = machine_purchase_cost(player.machines, bought, costs)
    table.count("machines bought", bought)
    return replace(
        state.with_player(replace(player, machines=player.machines + bought, cash=player.cash - price)),
        bank_cash=state.bank_cash + price,
        bank_machines=state.bank_machines - bought,
    )


# --- II: purchase ---------------------------------------------------------------------------


def purchase(state: State, table: Table, host: int) -> State:
    """Everyone may buy: a ZAKUP card is turned up, sealed bids, settled by `settle_purchase`."""
    table.rule("rynek.purchase")
    static = state.static
    top, rest = state.supply[0], state.supply[1:]
    rows = []
    for row in static.supply_cards[top].rows:
        stock = state.bank_tokens[COLOUR_INDEX[row.colour]]
        if stock < row.available:
            table.rule("rynek.bank-tokens-short")
            table.count("purchase rows cut to the bank's tokens")
        rows.append(PurchaseRow(row.colour, min(stock, row.available), row.min_price))
    bids: dict[str, list[Bid]] = {row.colour: [] for row in rows}
    for seat in state.seats_from(host):
        player = state.player(seat)
        if table.plays(seat) != RANDOM:
            for colour, (quantity, price) in strategies.bids(table.plays(seat), state, seat, rows).items():
                table.rule("rynek.bid-within-cash")
                bids[colour].append(Bid(player.name, quantity, price))
            continue
        budget = player.cash * table.rng.randint(*SPEND) // 100  # what this player means to spend here
        for row in rows:
            wants = BID_CHANCE if player.machines else BID_CHANCE / 3  # tokens without a machine wait
            if row.available == 0 or budget < row.min_price or not table.chance(wants):
                continue
            price = _tens(row.min_price, row.min_price * 13 // 10, table)
            price = price if price <= budget else row.min_price
            quantity = table.rng.randint(1, min(row.available, budget // price, MOST_TOKENS))
            table.rule("rynek.bid-within-cash")
            budget -= quantity * price
            bids[row.colour].append(Bid(player.name, quantity, price))
    for _colour, placed in bids.items():
        if len(placed) == 1:
            table.rule("rynek.purchase-lone")
        elif len(placed) > 1:
            table.rule("rynek.purchase-auction")
            prices = [bid.price for bid in placed]
            if len(set(prices)) < len(prices):
                table.rule("rynek.purchase-tie")
    table.rule("rynek.entry-void")
    bids = void_wrong_bids(rows, bids)
    seats = {p.name: p.seat for p in state.players}
    cash = {p.name: p.cash for p in state.players}  # at the reveal (the engine's players lend nothing)
    for name, total in settle_purchase(rows, bids, cash).items():
        player = state.player(seats[name])
        got = tuple(total.tokens.get(colour, 0) for colour in COLOUR_INDEX)
        state = replace(
            state.with_player(replace(player, cash=player.cash - total.paid, raw=add(player.raw, got))),
            bank_cash=state.bank_cash + total.paid,
            bank_tokens=add(state.bank_tokens, got, -1),
        )
        table.count("tokens bought", sum(got))
    table.rule("rynek.supply-card-bottom")
    return replace(state, supply=rest + (top,))


# --- III: production ------------------------------------------------------------------------


def produce(state: State, table: Table, seat: int) -> State:
    """Only the player on the field produces: pairs of tokens, up to the machines' capacity, paid per product."""
    table.rule("rynek.produce")
    player, costs = state.player(seat), state.static.costs
    capacity = player.machines * costs.products_per_machine
    smart = table.plays(seat) != RANDOM
    if capacity == 0 or (not smart and not table.chance(PRODUCE_CHANCE)):
        return state
    raw, plan, made = list(player.raw), [0, 0, 0], 0
    if smart:
        plan = list(strategies.production(table.plays(seat), state, seat))
        made = sum(plan)
        raw = list(add(player.raw, tokens_of_products(tuple(plan)), -1))
    for _ in range(0 if smart else 3):
        room, afford = capacity - made, (player.cash - made * costs.production_cost) // costs.production_cost
        makeable = [
            i for i, product in enumerate(PRODUCTS) if all(raw[COLOUR_INDEX[c]] > 0 for c in PRODUCT_COLOURS[product])
        ]
        if not makeable or room <= 0 or afford <= 0:
            break
        i = table.choose(makeable)
        a, b = (COLOUR_INDEX[c] for c in PRODUCT_COLOURS[PRODUCTS[i]])
        most = min(raw[a], raw[b], room, afford)
        n = table.rng.randint((most + 1) // 2, most)  # a player producing makes a fair batch
        raw[a] -= n
        raw[b] -= n
        plan[i] += n
        made += n
    if not made:
        return state
    cost = production_cost(dict(zip(PRODUCTS, plan)), dict(zip(COLOUR_INDEX, player.raw)), player.machines, costs)
    table.count("products made", made)
    produced = replace(player, raw=tuple(raw), products=add(player.products, tuple(plan)), cash=player.cash - cost)
    return replace(state.with_player(produced), bank_cash=state.bank_cash + cost)


# --- IV: sale -------------------------------------------------------------------------------


def _offers(state: State, table: Table, host: int, card) -> dict[str, dict[str, tuple[int, int]]]:
    """Who enters the sale, and their sealed offers (only products in their store, at most the card's price)."""
    offers: dict[str, dict[str, tuple[int, int]]] = {}
    for seat in state.seats_from(host):
        player = state.player(seat)
        held = [row for row in card.rows if player.products[PRODUCT_INDEX[row.product]] > 0]
        if not held or (seat != host and not enters_sale(sum(player.products), player.cash, state.static.costs)):
            continue  # a guest enters by paying the fee first
        if table.plays(seat) != RANDOM:
            if seat == host:
                table.rule("rynek.sale-host")
            own = strategies.offer(table.plays(seat), state, seat, card, host)
            if own:
                table.rule("rynek.offer-within-stock")
                offers[player.name] = own
            continue
        if seat == host:
            table.rule("rynek.sale-host")
            if not table.chance(HOST_SELLS):
                continue
        elif not table.chance(GUEST_SELLS):
            continue
        own = {}
        for row in held:
            if table.chance(OFFER_CHANCE):
                stock = player.products[PRODUCT_INDEX[row.product]]
                quantity = min(stock, row.demand) if table.chance(FILL_DEMAND) else table.rng.randint(1, stock)
                own[row.product] = (quantity, _tens(row.market_price, row.max_price, table))
        if not own:
            row = table.choose(held)
            stock = player.products[PRODUCT_INDEX[row.product]]
            own[row.product] = (stock, _tens(row.market_price, row.max_price, table))
        table.rule("rynek.offer-within-stock")
        offers[player.name] = own
    return offers


def _record_sale(state: State, table: Table, card, offers, participants, host_name, result) -> None:
    for row in card.rows:
        offered = sum(offers[p].get(row.product, (0, 0))[0] for p in participants)
        market = result.markets[row.product]
        if market is Market.BALANCED:
            table.rule("rynek.sale-balanced")
        elif market is Market.OVERSUPPLY:
            table.rule("rynek.sale-oversupply")
        elif offered == 0:
            table.rule("rynek.sale-unoffered")
        else:
            table.rule("rynek.sale-undersupply")
    if any(s.sold * s.unit_price % SMALLEST_NOTE for p in participants for s in result[p].sales.values()):
        table.rule("rynek.sale-rounding")
    other = settle_sale(
        card.rows,
        offers,
        participants,
        host_name,
        state.static.costs,
        unoffered_penalty=not state.static.edition.unoffered_penalty,
    )
    alone = len(participants) == 1
    for name in participants:
        mine, theirs = result[name], other[name]
        table.count("sales")
        table.count("sales at a loss", mine.net_from_bank - mine.entry_fee_paid < 0)
        table.count("sales at a loss under the other penalty reading", theirs.net_from_bank - theirs.entry_fee_paid < 0)
        table.count("penalties paid", mine.penalty)
        if alone:
            filled = any(result.markets[p] is not Market.UNDERSUPPLY for p in mine.sales)
            if filled:
                table.count("sales alone meeting a product's whole demand")
                table.count("sales alone meeting a product's whole demand, at a loss", mine.net_from_bank < 0)
            table.count("sales alone")
            table.count("sales alone at a loss", mine.net_from_bank < 0)
            table.count("sales alone at a loss under the other penalty reading", theirs.net_from_bank < 0)


def sale(state: State, table: Table, host: int) -> State:
    """Everyone may sell: a SPRZEDAŻ card is turned up, entry fees to the host, sealed offers, `settle_sale`."""
    table.rule("rynek.sale")
    static = state.static
    top, rest = state.sale[0], state.sale[1:]
    card = static.sale_cards[top]
    offers = _offers(state, table, host, card)
    table.rule("rynek.entry-void")
    held = {p.name: {product: p.products[PRODUCT_INDEX[product]] for product in PRODUCTS} for p in state.players}
    offers = void_wrong_offers(card.rows, offers, held)
    participants = sale_participants([state.player(seat).name for seat in state.seats_from(host)], offers)
    host_name = state.player(host).name
    table.rule("rynek.sale-card-bottom")
    state = replace(state, sale=rest + (top,))
    if not participants:
        return state
    result = settle_sale(
        card.rows, offers, participants, host_name, static.costs, unoffered_penalty=static.edition.unoffered_penalty
    )
    _record_sale(state, table, card, offers, participants, host_name, result)
    seats = {p.name: p.seat for p in state.players}
    for name, settlement in result.players.items():  # entry fees pass from player to player
        player = state.player(seats[name])
        state = state.with_player(
            replace(player, cash=player.cash - settlement.entry_fee_paid + settlement.entry_fee_received)
        )
    for name in participants:
        settlement, player = result[name], state.player(seats[name])
        sold = tuple(settlement.sales[p].sold if p in settlement.sales else 0 for p in PRODUCTS)
        table.rule("rynek.sold-tokens-return")
        player = replace(player, products=add(player.products, sold, -1))
        state = replace(state.with_player(player), bank_tokens=add(state.bank_tokens, tokens_of_products(sold)))
        net = settlement.net_from_bank
        if net >= 0 or player.cash >= -net:
            state = replace(state.with_player(replace(player, cash=player.cash + net)), bank_cash=state.bank_cash - net)
            if state.bank_cash < 0:
                table.rule("rynek.bank-unlimited")
            continue
        table.rule("rynek.penalty-unpaid")
        table.count("players out: could not pay a sale penalty")
        table.rule("rynek.elimination")
        state = eliminate(state, player.seat)
    return state
