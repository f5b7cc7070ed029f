"""Per game: results of its rules engine and small helpers a rulebook template may call.

Worked examples are computed here by the game's own rules code from inputs kept in the data, so
the numbers a player reads in the rulebook are the numbers the rules produce.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from .template import unwrap

if TYPE_CHECKING:
    from ..project import Game


def _plain(function: Callable) -> Callable:
    """Call `function` with template values unwrapped to plain Python data."""
    def call(*args, **kwargs):
        return function(*(unwrap(a) for a in args), **{k: unwrap(v) for k, v in kwargs.items()})
    call.__name__ = function.__name__
    call.__doc__ = function.__doc__
    return call


def _kolekcjonerzy(game: "Game") -> dict[str, Any]:
    from ..games import kolekcjonerzy as rules

    def point_value(price: int, wanted_by: int) -> int:
        return rules.point_value(price, wanted_by, game.facts["one-token-points"])

    def band_value(table: dict, players: int) -> int | None:
        return rules.band_value(dict(table), players)

    return {"point_value": _plain(point_value), "band_value": _plain(band_value), "starts": _start_sides(game)}


def _start_sides(game: "Game") -> dict[str, Any]:
    """Where the numbered start fields of the board lie: how many on each side (`per_side`, the
    fewest), and `spread`: starts 1…spread all lie on different sides."""
    from ..kinds._board_geometry import layout
    board = game.one("board")
    if board is None:
        return {"per_side": 0, "spread": 0}
    placed = layout(board.spec, game)
    side: dict[int, str] = {}
    for grid in placed.grids:
        for f in placed.of("grid", grid.index):
            if f.type == "start" and f.cell is not None and f.number is not None:
                col, row = f.cell
                side[f.number] = ("top" if row == 0 else "bottom" if row == grid.rows - 1 else
                                  "left" if col == 0 else "right" if col == grid.cols - 1 else "inside")
    counts = [list(side.values()).count(s) for s in ("top", "bottom", "left", "right")]
    spread, seen = 0, set()
    for number in sorted(side):
        if side[number] in seen or side[number] == "inside":
            break
        seen.add(side[number])
        spread = number
    return {"per_side": min(counts), "spread": spread}


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
    from ..games.rynek import engine
    from ..games.rynek.rules import PRODUCT_LABELS
    from .template import expose_properties

    expose_properties(engine.ProductSale, "revenue", "unsold")
    expose_properties(engine.PlayerSettlement, "revenue", "net_from_bank", "cash_change")
    expose_properties(engine.SaleResult, "bank_payout")
    out: dict[str, Any] = {"product_labels": dict(PRODUCT_LABELS)}
    found = game.of_kind("rynek-examples")
    if not found:
        return out
    spec = found[0].spec
    costs = engine.Costs.from_facts(game.facts)     # house rules apply: the examples show this kit's numbers

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
                                  engine.production_cost(v.plan, production.stock, production.machines, costs))
                for v in production.variants]

    sale = spec.sale
    card = [engine.SaleRow(r.product, r.demand, r.market_price, r.max_price) for r in sale.card.rows]
    offers = {player: {product: (o.quantity, o.price) for product, o in by_product.items()}
              for player, by_product in sale.offers.items()}
    settled = engine.settle_sale(card, offers, list(sale.offers), sale.host, costs)
    offered = {r.product: sum(o.get(r.product, (0, 0))[0] for o in offers.values()) for r in card}
    # units of an undersupplied product each player's own offer lacks to the full demand: the penalty's base
    shortfalls = {player: {r.product: r.demand - offers[player].get(r.product, (0, 0))[0] for r in card
                           if settled.markets[r.product] == engine.Market.UNDERSUPPLY}
                  for player in offers}

    out["examples"] = {
        "purchase": {"lines": lines, "totals": dict(totals)},
        "production": {"variants": variants, "capacity": production.machines * costs.products_per_machine},
        "sale": {"result": settled, "offered": offered, "shortfalls": shortfalls,
                 "markets": {product: market.value for product, market in settled.markets.items()}},
        # the examples are the seed's; they follow this kit's house rules where those change their numbers
        "house_ruled": costs != engine.DOCUMENTED,
        "changed_cards": _changed_example_cards(game, spec),
    }
    return out


def _changed_example_cards(game: "Game", spec) -> list[str]:
    """Example cards ("ZAKUP I") whose rows this kit changes by house rules: the examples keep the seed's card."""
    cards = game.one("rynek-cards")
    if cards is None:
        return []
    changed = []
    for deck, title, card, key in (("supply", cards.spec.supply.title, spec.purchase.card,
                                    lambda r: (r.colour, r.quantity, r.price)),
                                   ("sale", cards.spec.sale.title, spec.sale.card,
                                    lambda r: (r.product, r.demand, r.market_price, r.max_price))):
        kit = next((c for c in getattr(cards.spec, deck).types if c.type == card.type), None)
        if kit is not None and sorted(map(key, kit.rows)) != sorted(map(key, card.rows)):
            changed.append(f"{title} {card.type}")
    return changed


def _art_society(game: "Game") -> dict[str, Any]:
    """Polish names of the themes and frames, as the painting tiles print them."""
    from ..art.paintings import FRAMES, THEMES
    from ..kinds.bid_cards import PATTERN_NAMES
    return {"theme_names": {key: style.label for key, style in THEMES.items()},
            "frame_names": {key: style.label for key, style in FRAMES.items()},
            "pattern_names": dict(PATTERN_NAMES)}


EXTRAS: dict[str, Callable[["Game"], dict[str, Any]]] = {
    "kolekcjonerzy": _kolekcjonerzy,
    "rynek": _rynek,
    "art-society": _art_society,
}


def register_extras(game_id: str, provider: Callable[["Game"], dict[str, Any]]) -> None:
    EXTRAS[game_id] = provider


def boards(game: "Game") -> dict[str, dict[str, Any]]:
    """Per board component, what its layout holds, counted from the map (decisions quote these):
    `fields`, `links`, `by_type` (unmarked grid cells as 'plain'), `min_links` (fewest lines at one
    field), and per element (`grids`, `loops`, `paths`, `graphs`, `tracks`) its `fields`, `by_type`
    and `cell` (points); grids also `cols`, `rows` and `areas` (type, cells, cols, rows)."""
    from ..kinds._board_geometry import layout
    out: dict[str, dict[str, Any]] = {}
    for component in game.of_kind("board"):
        placed = layout(component.spec, game)
        degree = {id(f): 0 for f in placed.fields}
        for link in placed.links:
            degree[id(link.a)] = degree.get(id(link.a), 0) + 1
            degree[id(link.b)] = degree.get(id(link.b), 0) + 1

        def count(fields) -> dict[str, int]:
            counted: dict[str, int] = {}
            for f in fields:
                counted[f.type or "plain"] = counted.get(f.type or "plain", 0) + 1
            return counted
        elements: dict[str, list[dict[str, Any]]] = {}
        for f in placed.fields:
            plural = f.element + "s"
            while len(elements.setdefault(plural, [])) <= f.element_index:
                elements[plural].append({"fields": 0, "by_type": {}})
        for plural, items in elements.items():
            for index, item in enumerate(items):
                fields = placed.of(plural[:-1], index)
                item.update(fields=len(fields), by_type=count(fields), cell=fields[0].w if fields else 0)
        for grid in placed.grids:
            areas = [{"type": a.type, "cells": a.cells, "cols": c1 - c0 + 1, "rows": r1 - r0 + 1}
                     for a, (c0, r0, c1, r1) in zip(grid.grid.areas, grid.areas)]
            elements["grids"][grid.index].update(cols=grid.cols, rows=grid.rows, areas=areas)
        out[component.name] = {"fields": len(placed.fields), "links": len(placed.links),
                               "by_type": count(placed.fields), "min_links": min(degree.values(), default=0),
                               **elements}
    return out


def extras_for(game: "Game") -> dict[str, Any]:
    provider = EXTRAS.get(game.id)
    return {"boards": boards(game), **(provider(game) if provider else {})}
