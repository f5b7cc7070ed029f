"""Per game: results of its rules engine and small helpers a rulebook template may call.

Worked examples are computed here by the game's own rules code from inputs kept in the data, so
the numbers a player reads in the rulebook are the numbers the rules produce.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from ..art.paintings import FRAMES, THEMES
from ..core import Game
from ..games import kolekcjonerzy as rules
from ..games.rynek import engine
from ..games.rynek.rules import PRODUCT_LABELS
from .template import expose_properties, unwrap


def _plain(function: Callable) -> Callable:
    """Call `function` with template values unwrapped to plain Python data."""
    def call(*args, **kwargs):
        return function(*(unwrap(a) for a in args), **{k: unwrap(v) for k, v in kwargs.items()})
    call.__name__ = function.__name__
    call.__doc__ = function.__doc__
    return call


def _kolekcjonerzy(game: "Game") -> dict[str, Any]:

    def point_value(price: int, wanted_by: int) -> int:
        return rules.point_value(price, wanted_by, game.facts["one-token-points"])

    def band_value(table: dict, players: int) -> int | None:
        return rules.band_value(dict(table), players)

    return {"point_value": _plain(point_value), "band_value": _plain(band_value)}


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


def _rynek(game: "Game") -> dict[str, Any]:
    """Rynek's three worked examples, computed by the rules engine from components/rynek/examples.yaml."""

    expose_properties(engine.ProductSale, "revenue", "unsold")
    expose_properties(engine.PlayerSettlement, "revenue", "net_from_bank", "cash_change")
    expose_properties(engine.SaleResult, "bank_payout")
    out: dict[str, Any] = {"product_labels": dict(PRODUCT_LABELS)}
    found = game.of_kind("rynek-examples")
    if not found:
        return out
    spec = found[0].spec

    purchase = spec.purchase
    lines: dict[str, list[PurchaseLine]] = {}
    for row in purchase.card.rows:
        bids = [engine.Bid(player, by_colour[row.colour].quantity, by_colour[row.colour].price)
                for player, by_colour in purchase.bids.items() if row.colour in by_colour]
        wanted = {b.player: b for b in bids}
        lines[row.colour] = [PurchaseLine(a.player, wanted[a.player].quantity, wanted[a.player].price, a.quantity,
                                          a.price, a.paid)
                             for a in engine.allocate_purchase(row.quantity, row.price, bids)]
    totals = engine.settle_purchase(
        [engine.PurchaseRow(r.colour, r.quantity, r.price) for r in purchase.card.rows],
        {r.colour: [engine.Bid(p, b[r.colour].quantity, b[r.colour].price) for p, b in purchase.bids.items()
                    if r.colour in b] for r in purchase.card.rows})

    production = spec.production
    variants = [ProductionVariant(dict(v.plan), sum(v.plan.values()), engine.raw_materials_needed(v.plan),
                                  engine.production_cost(v.plan, production.stock, production.machines))
                for v in production.variants]

    sale = spec.sale
    card = [engine.SaleRow(r.product, r.demand, r.market_price, r.max_price) for r in sale.card.rows]
    offers = {player: {product: (o.quantity, o.price) for product, o in by_product.items()}
              for player, by_product in sale.offers.items()}
    settled = engine.settle_sale(card, offers, list(sale.offers), sale.host)
    offered = {r.product: sum(o.get(r.product, (0, 0))[0] for o in offers.values()) for r in card}

    out["examples"] = {
        "purchase": {"lines": lines, "totals": dict(totals)},
        "production": {"variants": variants, "capacity": production.machines * engine.PRODUCTS_PER_MACHINE},
        "sale": {"result": settled, "offered": offered,
                 "markets": {product: market.value for product, market in settled.markets.items()}},
    }
    return out


def _art_society(game: "Game") -> dict[str, Any]:
    """Polish names of the themes and frames, as the painting tiles print them."""
    return {"theme_names": {key: style.label for key, style in THEMES.items()},
            "frame_names": {key: style.label for key, style in FRAMES.items()}}


EXTRAS: dict[str, Callable[["Game"], dict[str, Any]]] = {
    "kolekcjonerzy": _kolekcjonerzy,
    "rynek": _rynek,
    "art-society": _art_society,
}


def register_extras(game_id: str, provider: Callable[["Game"], dict[str, Any]]) -> None:
    EXTRAS[game_id] = provider


def extras_for(game: "Game") -> dict[str, Any]:
    provider = EXTRAS.get(game.id)
    return provider(game) if provider else {}
