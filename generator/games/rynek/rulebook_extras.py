"""Rynek's worked examples for its rulebook, computed by the rules engine from components/rynek/examples.yaml."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from generator.games.rynek import engine
from generator.games.rynek.bank_notes import least_over
from generator.games.rynek.factory_boards import PILE, PILE_SPOTS, PRODUCT_SPOTS
from generator.games.rynek.facts import PRODUCT_LABELS
from generator.games.rynek.trials import trials
from generator.model.core import Game
from generator.rulebook.extras import register_extras
from generator.rulebook.views import expose_properties


@dataclass(frozen=True)
class PurchaseLine:
    """One bidder served in example 1, in the order the engine serves them."""

    player: str
    wanted: int
    offered_price: int
    quantity: int
    price: int
    paid: int


@dataclass(frozen=True)
class ProductionVariant:
    plan: dict
    products: int
    needed: dict
    cost: int


# The rulebook's short case of a tie that does not fit ("Równe ceny"): units on the market, the tied
# bidders in seat order counted from the host (who bids nothing) and their requests, at one price.
TIE_CASE = {"units": 24, "price": 150, "host": "5", "requests": {"1": 10, "2": 10, "4": 15}}  # pawn numbers


def tie_case(case: dict = TIE_CASE) -> dict[str, Any]:
    """The tie case computed by the engine: proportional floors, who gets the leftover units, final shares."""
    players = list(case["requests"])
    requests = [case["requests"][p] for p in players]
    total = sum(requests)
    floors = [case["units"] * r // total for r in requests]
    bids = [engine.Bid(p, r, case["price"]) for p, r in zip(players, requests)]
    granted = {a.player: a.quantity for a in engine.allocate_purchase(case["units"], case["price"], bids)}
    shares = [granted[p] for p in players]
    bonus = sorted(
        (p for p, f, s in zip(players, floors, shares) if s > f), key=lambda p: (-case["requests"][p], players.index(p))
    )
    return {
        "units": case["units"],
        "price": case["price"],
        "host": case["host"],
        "players": players,
        "requests": requests,
        "floors": floors,
        "shares": shares,
        "bonus": bonus,
    }


# The rulebook's short case of a tie for the most units in an oversupplied sale ("Remis w liczbie sztuk",
# r31 review, 7): the demand for one product, the player on the field (who offers nothing) and the offers'
# units of the participants in seat order counted from him. Prices do not rank an oversupply: not printed.
SALE_TIE_CASE = {"demand": 17, "host": "3", "offers": {"4": 10, "1": 4, "2": 10}}  # pawn numbers


def sale_tie_case(case: dict = SALE_TIE_CASE) -> dict[str, Any]:
    """The sale tie computed by the engine's `settle_sale`: who ties for the most units, what each sells."""
    players = list(case["offers"])
    units = [case["offers"][p] for p in players]
    row = engine.SaleRow("zc", case["demand"], 0, 0)
    result = engine.settle_sale([row], {p: {"zc": (q, 0)} for p, q in zip(players, units)}, players, case["host"])
    sold = [result[p].sales["zc"].sold for p in players]
    tied = [p for p, q in zip(players, units) if q == max(units)]
    share = (case["demand"] // len(tied)) if sum(max(units) for _ in tied) > case["demand"] else max(units)
    return {
        "demand": case["demand"],
        "host": case["host"],
        "players": players,
        "offers": units,
        "total": sum(units),
        "tied": tied,
        "share": share,
        "extra": [p for p in tied if sold[players.index(p)] > share],
        "sold": sold,
    }


# The rulebook's short case of a payment to the bank that cannot be made exactly ("Płacenie bankowi", r39
# review, 2): the sum due, paid out of a starting pack of notes (no 10s in it).
OVERPAY_DUE = 2_880


def overpay_case(game: Game, due: int = OVERPAY_DUE) -> dict[str, Any] | None:
    """What one holding the starting notes hands over for `due`: the smallest sum above it his notes
    make (bank_notes.least_over), and the largest note he may not hand over instead."""
    money = game.components.get("banknoty")
    if money is None or not getattr(money.spec, "starting_packs", None):
        return None
    held = {n.value: n.count for n in money.spec.starting_packs.notes}
    return {"due": due, "paid": least_over(due, held), "largest": max(held)}


# The rulebook's short case of the payout's rounding („Wypłaty i zapłaty”, r40 review, 1): one seller alone offers
# this many units, at the card's maximum price, of each of the first two products whose half price ends in a 5,
# on the first SPRZEDAŻ card that has two such rows; the bank rounds the amount for each product down on its own.
ROUNDING_UNITS = 3


def rounding_case(game: Game, units: int = ROUNDING_UNITS) -> dict[str, Any] | None:
    """The two products' amounts as `settle_sale` pays them (each rounded down to the smallest note), their total,
    and the sum of the unrounded amounts a reader might round instead."""
    cards = game.one("rynek-cards")
    if cards is None:
        return None
    note = engine.SMALLEST_NOTE
    for card in cards.spec.sale.types:
        odd = [r for r in card.rows if units * (r.max_price // 2) % note and units < r.demand][:2]  # undersupplied
        if len(odd) == 2:
            break
    else:
        return None
    rows = [engine.SaleRow(r.product, r.demand, r.market_price, r.max_price) for r in card.rows]
    seller = engine.settle_sale(rows, {"A": {r.product: (units, r.max_price) for r in odd}}, ["A"], "A")["A"]
    lines = [
        {
            "product": r.product,
            "price": r.max_price,
            "unit_price": seller.sales[r.product].unit_price,
            "exact": units * seller.sales[r.product].unit_price,
            "paid": seller.sales[r.product].revenue,
        }
        for r in odd
    ]
    return {
        "type": card.type,
        "units": units,
        "lines": lines,
        "total": seller.revenue,
        "exact_total": sum(line["exact"] for line in lines),
    }


def _rynek(game: Game) -> dict[str, Any]:
    """Rynek's three worked examples, computed by the rules engine from components/rynek/examples.yaml."""

    expose_properties(engine.ProductSale, "revenue", "unsold")
    expose_properties(engine.PlayerSettlement, "revenue", "net_from_bank", "cash_change")
    expose_properties(engine.SaleResult, "bank_payout")
    out: dict[str, Any] = {
        "product_labels": dict(PRODUCT_LABELS),
        # the factory mats' stores, as printed: raw tokens in piles of PILE on the spots marked with it, each
        # product on a numbered spot of its own (factory_boards)
        "store": {
            "pile": PILE,
            "piles": PILE_SPOTS[0] * PILE_SPOTS[1],
            "product_spots": PRODUCT_SPOTS[0] * PRODUCT_SPOTS[1],
        },
        "trials": trials(game),
        "tie_case": tie_case(),
        "sale_tie_case": sale_tie_case(),
        "overpay_case": overpay_case(game),
        "rounding_case": rounding_case(game),
    }
    found = game.of_kind("rynek-examples")
    if not found:
        return out
    spec = found[0].spec

    costs = engine.Costs.from_facts(game.facts)  # house rules apply: the examples show this kit's numbers

    purchase = spec.purchase
    lines: dict[str, list[PurchaseLine]] = {}
    for row in purchase.card.rows:
        bids = [
            engine.Bid(player, by_colour[row.colour].quantity, by_colour[row.colour].price)
            for player, by_colour in purchase.bids.items()
            if row.colour in by_colour
        ]
        wanted = {b.player: b for b in bids}
        lines[row.colour] = [
            PurchaseLine(a.player, wanted[a.player].quantity, wanted[a.player].price, a.quantity, a.price, a.paid)
            for a in engine.allocate_purchase(row.quantity, row.price, bids)
        ]
    totals = engine.settle_purchase(
        [engine.PurchaseRow(r.colour, r.quantity, r.price) for r in purchase.card.rows],
        {
            r.colour: [
                engine.Bid(p, b[r.colour].quantity, b[r.colour].price)
                for p, b in purchase.bids.items()
                if r.colour in b
            ]
            for r in purchase.card.rows
        },
    )

    production = spec.production
    variants = [
        ProductionVariant(
            dict(v.plan),
            sum(v.plan.values()),
            engine.raw_materials_needed(v.plan),
            engine.production_cost(v.plan, production.stock, production.machines, costs),
        )
        for v in production.variants
    ]

    sale = spec.sale
    card = [engine.SaleRow(r.product, r.demand, r.market_price, r.max_price) for r in sale.card.rows]
    offers = {
        player: {product: (o.quantity, o.price) for product, o in by_product.items()}
        for player, by_product in sale.offers.items()
    }
    settled = engine.settle_sale(card, offers, list(sale.offers), sale.host, costs)
    offered = {r.product: sum(o.get(r.product, (0, 0))[0] for o in offers.values()) for r in card}
    # units of an undersupplied product each player's own offer lacks to the full demand: the penalty's base
    shortfalls = {
        player: {
            r.product: r.demand - offers[player].get(r.product, (0, 0))[0]
            for r in card
            if settled.markets[r.product] == engine.Market.UNDERSUPPLY
        }
        for player in offers
    }

    out["examples"] = {
        "purchase": {"lines": lines, "totals": dict(totals)},
        "production": {"variants": variants, "capacity": production.machines * costs.products_per_machine},
        "sale": {
            "result": settled,
            "offered": offered,
            "shortfalls": shortfalls,
            "markets": {product: market.value for product, market in settled.markets.items()},
        },
        # the examples are the seed's; they follow this kit's house rules where those change their numbers
        "house_ruled": costs != engine.DOCUMENTED,
        "changed_cards": _changed_example_cards(game, spec),
    }
    return out


def _changed_example_cards(game: Game, spec) -> list[str]:
    """Example cards ("ZAKUP I") whose rows this kit changes by house rules: the examples keep the seed's card."""
    cards = game.one("rynek-cards")
    if cards is None:
        return []
    changed = []
    for deck, card, key in (
        ("supply", spec.purchase.card, lambda r: (r.colour, r.quantity, r.price)),
        ("sale", spec.sale.card, lambda r: (r.product, r.demand, r.market_price, r.max_price)),
    ):
        kit = next((c for c in getattr(cards.spec, deck).types if c.type == card.type), None)
        if kit is not None and sorted(map(key, kit.rows)) != sorted(map(key, card.rows)):
            changed.append(f"{getattr(cards.spec, deck).title} {card.type}")
    return changed


register_extras("rynek", _rynek)
