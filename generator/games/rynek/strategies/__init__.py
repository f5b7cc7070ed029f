"""Rynek's strategies: what a player decides from what a player at the table sees (the board,
everyone's cash, machines, tokens and products, the cards turned up, the printed decks' contents;
never the order of the decks). Each decision is a function of that view and the table's seeded
randomness, so a game replays from its seed. The engine (markets.py, moves.py) asks the functions
below; the merchant's reckoning is in factory.py (machines, tokens, production), selling.py (what
a sale is worth, when to take it) and planning.py (where to walk).

* `merchant` plays to win under this edition's rules: every participant of a sale pays for each
  unit its own offer falls short of a row's demand, offered or not, so it makes a balanced mix of
  all three products rather than one; two machines at first, a third when rich and early enough;
  tokens for one full batch, outbidding when another factory may bid; it enters a sale (as host or
  guest) only when the card pays more than the fee and at least what waiting for a better card is
  expected to bring, and sells everything it can before the end, since only cash counts.
* `saver`: never buys a machine, a token or a product; it walks the board, collects the entry
  fees when it stands on the sale field, and keeps its cash.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from generator.games.rynek.engine import PurchaseRow, settle_sale
from generator.games.rynek.state import SaleCard, State
from generator.games.rynek.strategies import factory, planning
from generator.games.rynek.strategies.selling import offer_rows, worth_selling

STRATEGIES = {
    "merchant": "makes a balanced mix of products, buys tokens for full batches, sells when the card beats waiting",
    "saver": "never buys a machine or a token; collects entry fees and keeps its cash",
}
SMART = "merchant"
PATIENCE = 1.0  # share of the expected value of waiting a sale must reach now


def reserve(state: State, seat: int) -> int:
    """Cash a strategy keeps aside (a wall is crossed only with more than this)."""
    return factory.reserve(state, seat)


def move_to(name: str, state: State, seat: int, options: Sequence[str], rng: random.Random) -> str:
    """Of the fields it may move to (or, first, place on), the one its plan wants."""
    if name == "saver":
        types = state.static.board.types
        good = [field for field in options if types[field] == "IV"] or list(options)
        return good[rng.randrange(len(good))]
    return planning.move_to(state, seat, options, rng)


def machines_to_buy(name: str, state: State, seat: int) -> int:
    return 0 if name == "saver" else factory.machines_to_buy(state, seat)


def bids(name: str, state: State, seat: int, rows: Sequence[PurchaseRow]) -> dict[str, tuple[int, int]]:
    return {} if name == "saver" else factory.bids(state, seat, rows)


def production(name: str, state: State, seat: int) -> tuple[int, int, int]:
    return (0, 0, 0) if name == "saver" else factory.production(state, seat)


def offer(name: str, state: State, seat: int, card: SaleCard, host: int) -> dict[str, tuple[int, int]]:
    """The sealed offer (product → quantity, price), or none: every row up to its demand at the
    highest price, entered only when selling alone now pays more than the fee and than waiting,
    and when the cash covers the fee."""
    player, costs = state.player(seat), state.static.costs
    if name == "saver":
        return {}
    fee = 0 if seat == host else costs.sale_entry_fee
    if not worth_selling(state, seat, card.rows, fee, PATIENCE):
        return {}
    prices = {row.product: row.max_price for row in card.rows}
    own = {product: (units, prices[product]) for product, units in offer_rows(card.rows, player.products).items()}
    own = {product: line for product, line in own.items() if line[0]}
    alone = settle_sale(
        card.rows,
        {player.name: own},
        [player.name],
        player.name,
        costs,
        unoffered_penalty=state.static.edition.unoffered_penalty,
    )
    # The fee is paid before the sale settles: without the cash for it there is no entry.
    return own if alone[player.name].net_from_bank - fee > 0 and player.cash >= fee else {}
