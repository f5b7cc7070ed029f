"""The rulebook's three worked examples as data, and their recomputation with the rules engine.

components/rynek/examples.yaml (kind `rynek-examples`) holds the inputs of each example and the
numbers the rulebook states about its outcome. `recompute` runs the rules engine on the inputs
and reports, at the line of the stated number, every number the engine does not reproduce.
Only numbers the rulebook states are written down; what it leaves out (e.g. C's penalty in
example 3) is not invented, but the engine's reading must still reproduce the stated totals.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from generator.games.rynek.engine import Bid, RuleViolation, SaleRow, allocate_purchase, production_cost, settle_sale
from generator.model.base import Model
from generator.model.core import Component
from generator.model.findings import Findings

Colour = Literal["yellow", "green", "red"]
Product = Literal["YG", "YR", "GR"]
Player = str
RULE = "rynek.example"


class CardRow(Model):
    colour: Colour
    quantity: int = Field(ge=0)
    price: int = Field(ge=0)


class SupplyCard(Model):
    type: str  # the supply deck type this card is (the example's card must match it)
    rows: list[CardRow] = Field(min_length=1)


class SaleCardRow(Model):
    product: Product
    demand: int = Field(ge=0)
    market_price: int = Field(ge=0)
    max_price: int = Field(ge=0)


class SaleCard(Model):
    type: str
    rows: list[SaleCardRow] = Field(min_length=1)


class Offer(Model):
    quantity: int
    price: int


class Allotted(Model):
    player: Player
    quantity: int
    paid: int | None = None  # left out where the rulebook does not state the amount


class PurchaseExample(Model):
    card: SupplyCard
    bids: dict[Player, dict[Colour, Offer]]  # players in seat order
    results: dict[Colour, list[Allotted]]


class Variant(Model):
    plan: dict[Product, int]
    cost: int


class ProductionExample(Model):
    machines: int
    stock: dict[Colour, int]
    variants: list[Variant] = Field(min_length=1)


class Sold(Model):
    quantity: int
    unit_price: int


class SaleOutcome(Model):
    sold: dict[Product, Sold] = {}
    penalty: int | None = None
    from_bank: int | None = None  # revenue minus penalty, paid by the bank (entry fees excluded)


class SaleExample(Model):
    card: SaleCard
    host: Player
    offers: dict[Player, dict[Product, Offer]]  # participants in seat order
    offered_totals: dict[Product, int] = {}
    markets: dict[Product, Literal["balanced", "oversupply", "undersupply"]] = {}
    results: dict[Player, SaleOutcome]


class RynekExamples(Model):
    kind: Literal["rynek-examples"]
    purchase: PurchaseExample
    production: ProductionExample
    sale: SaleExample


def _differs(findings: Findings, component: Component, keypath: tuple, what: str, computed: int, stated: int) -> None:
    if computed != stated:
        findings.error(
            component.where(*keypath),
            f"{what}: the rules engine computes {computed}; the example states {stated}",
            RULE,
        )


def recompute(component: Component, findings: Findings) -> None:
    spec: RynekExamples = component.spec
    _purchase(component, spec.purchase, findings)
    _production(component, spec.production, findings)
    _sale(component, spec.sale, findings)


def _purchase(component: Component, example: PurchaseExample, findings: Findings) -> None:
    rows = {row.colour: row for row in example.card.rows}
    for colour, stated in example.results.items():
        where = ("purchase", "results", colour)
        if colour not in rows:
            findings.error(
                component.where(*where, key=True),
                f"example 1: results for {colour}, which is not on the example's card",
                RULE,
            )
            continue
        row = rows[colour]
        bids = [
            Bid(player, by_colour[colour].quantity, by_colour[colour].price)
            for player, by_colour in example.bids.items()
            if colour in by_colour
        ]
        try:
            allocations = allocate_purchase(row.quantity, row.price, bids)
        except RuleViolation as exc:
            findings.error(
                component.where("purchase", "bids"),
                f"example 1, {colour}: the rules engine rejects the bids: {exc}",
                RULE,
            )
            continue
        computed = {a.player: a for a in allocations}
        listed = set()
        for i, allotted in enumerate(stated):
            label = f"example 1, {colour}, player {allotted.player}"
            listed.add(allotted.player)
            got = computed.get(allotted.player)
            if got is None:
                findings.error(
                    component.where(*where, i, "player"), f"{label}: the player did not bid for {colour}", RULE
                )
                continue
            _differs(findings, component, where + (i, "quantity"), f"{label}, tokens", got.quantity, allotted.quantity)
            if allotted.paid is not None:
                _differs(findings, component, where + (i, "paid"), f"{label}, paid", got.paid, allotted.paid)
        for player, got in computed.items():
            if player not in listed and got.quantity:
                findings.error(
                    component.where(*where),
                    f"example 1, {colour}: the rules engine also gives player "
                    f"{player} {got.quantity} token(s), which the example does not state",
                    RULE,
                )
    for colour in rows:
        if colour not in example.results:
            findings.error(component.where("purchase", "results"), f"example 1: no results stated for {colour}", RULE)


def _production(component: Component, example: ProductionExample, findings: Findings) -> None:
    for i, variant in enumerate(example.variants):
        label = f"example 2, variant {chr(ord('a') + i)}"
        try:
            cost = production_cost(variant.plan, example.stock, example.machines)
        except RuleViolation as exc:
            findings.error(
                component.where("production", "variants", i, "plan"),
                f"{label}: the rules engine rejects the plan: {exc}",
                RULE,
            )
            continue
        _differs(findings, component, ("production", "variants", i, "cost"), f"{label}, cost", cost, variant.cost)


def _sale(component: Component, example: SaleExample, findings: Findings) -> None:
    card = [SaleRow(r.product, r.demand, r.market_price, r.max_price) for r in example.card.rows]
    offers = {
        player: {product: (o.quantity, o.price) for product, o in by_product.items()}
        for player, by_product in example.offers.items()
    }
    participants = list(example.offers)
    try:
        result = settle_sale(card, offers, participants, example.host)
    except RuleViolation as exc:
        findings.error(
            component.where("sale", "offers"), f"example 3: the rules engine rejects the offers: {exc}", RULE
        )
        return
    for product, stated in example.offered_totals.items():
        total = sum(o.get(product, (0, 0))[0] for o in offers.values())
        _differs(
            findings,
            component,
            ("sale", "offered_totals", product),
            f"example 3, {product} units offered",
            total,
            stated,
        )
    for product, stated in example.markets.items():
        market = result.markets.get(product)
        if market is None or market.value != stated:
            shown = market.value if market else "no market (not on the card)"
            findings.error(
                component.where("sale", "markets", product),
                f"example 3, {product}: the rules engine finds {shown}; the example states {stated}",
                RULE,
            )
    for player, outcome in example.results.items():
        where = ("sale", "results", player)
        if player not in result.players:
            findings.error(
                component.where(*where, key=True), f"example 3: player {player} took no part in the sale", RULE
            )
            continue
        settled = result[player]
        for product, sold in outcome.sold.items():
            label = f"example 3, player {player}, {product}"
            got = settled.sales.get(product)
            if got is None:
                findings.error(
                    component.where(*where, "sold", product, key=True), f"{label}: the player offered none", RULE
                )
                continue
            _differs(
                findings,
                component,
                where + ("sold", product, "quantity"),
                f"{label}, units sold",
                got.sold,
                sold.quantity,
            )
            _differs(
                findings,
                component,
                where + ("sold", product, "unit_price"),
                f"{label}, price per unit",
                got.unit_price,
                sold.unit_price,
            )
        if outcome.penalty is not None:
            _differs(
                findings,
                component,
                where + ("penalty",),
                f"example 3, player {player}, penalty",
                settled.penalty,
                outcome.penalty,
            )
        if outcome.from_bank is not None:
            _differs(
                findings,
                component,
                where + ("from_bank",),
                f"example 3, player {player}, paid by the bank",
                settled.net_from_bank,
                outcome.from_bank,
            )
