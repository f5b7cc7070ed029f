"""Rynek's game state for the complete rules engine: frozen dataclasses, tuples not lists.

`Static` is what a game never changes (the board, the two decks as printed in karty.yaml, the
costs with house rules applied, this edition's choices from game.yaml `edition:`); `State` is
the table at one moment. `static_from_game` reads it all from the game's DATA, so a house rule
or an edited card is played as printed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from types import MappingProxyType

from generator.draw.kinds.board import laid_out
from generator.games.rynek.engine import COLOURS, PRODUCT_COLOURS, PRODUCTS, Costs, PurchaseRow, SaleRow
from generator.model.core import Game

COLOUR_INDEX = MappingProxyType({colour: i for i, colour in enumerate(COLOURS)})
PRODUCT_INDEX = MappingProxyType({product: i for i, product in enumerate(PRODUCTS)})
NAMES = "ABCDEFGHIJKLMNOPQRST"

Line = tuple[str, str]  # a line of the board between two fields, the ids sorted


@dataclass(frozen=True)
class Edition:
    """Choices of this edition that players may change (game.yaml `edition:`)."""

    rounds: int = 12  # the agreed time, counted in full rounds
    unoffered_penalty: bool = True  # a product nobody offered at a sale is undersupply too
    upkeep_scrap: bool = False  # a player short of upkeep may scrap machines instead of dropping out


@dataclass(frozen=True)
class BoardMap:
    types: Mapping[str, str]  # field id → I, II, III or IV
    lines: tuple[Line, ...]
    neighbours: Mapping[str, tuple[tuple[str, Line], ...]]  # field → (neighbour, line between them)


@dataclass(frozen=True)
class SupplyCard:
    type: str
    rows: tuple[PurchaseRow, ...]


@dataclass(frozen=True)
class SaleCard:
    type: str
    rows: tuple[SaleRow, ...]


@dataclass(frozen=True)
class Static:
    board: BoardMap
    costs: Costs
    edition: Edition
    wall_crossing: int
    walls_per_player: Mapping[int, int]
    walls_total: int
    machines_total: int
    tokens_per_colour: int
    bank_total: int
    starting_cash: int
    supply_cards: tuple[SupplyCard, ...]
    sale_cards: tuple[SaleCard, ...]


@dataclass(frozen=True)
class Player:
    seat: int
    name: str
    cash: int
    machines: int = 0
    raw: tuple[int, int, int] = (0, 0, 0)  # tokens by colour (COLOURS order)
    products: tuple[int, int, int] = (0, 0, 0)  # products by type (PRODUCTS order)
    walls: int = 0  # walls still in hand
    field: str | None = None  # None: pawn not on the board (yet, or any more)
    out: bool = False


@dataclass(frozen=True)
class State:
    static: Static
    players: tuple[Player, ...]
    walls: tuple[Line, ...]  # lines closed by a wall
    supply: tuple[int, ...]  # the ZAKUP deck, top first (indices into static.supply_cards)
    sale: tuple[int, ...]  # the SPRZEDAŻ deck, top first
    bank_cash: int
    bank_tokens: tuple[int, int, int]
    bank_machines: int
    spare_walls: int  # walls not in play: left in the box or returned by the eliminated
    first: int  # seat of the starting player (rounds begin with this seat)
    current: int  # seat of the player to move
    round: int = 1
    over: bool = False
    winners: tuple[str, ...] = ()
    end: str = ""  # "time" | "last-standing" | "everyone-out"

    def player(self, seat: int) -> Player:
        return self.players[seat]

    @property
    def active(self) -> tuple[Player, ...]:
        return tuple(p for p in self.players if not p.out)

    def with_player(self, player: Player) -> State:
        players = list(self.players)
        players[player.seat] = player
        return replace(self, players=tuple(players))

    def seats_from(self, seat: int) -> tuple[int, ...]:
        """Active seats clockwise, starting with `seat`."""
        n = len(self.players)
        return tuple((seat + i) % n for i in range(n) if not self.players[(seat + i) % n].out)

    def occupied(self) -> set[str]:
        return {p.field for p in self.players if p.field is not None}


def tokens_of_products(products: tuple[int, int, int]) -> tuple[int, int, int]:
    """Raw tokens held inside products (each product is two tokens of different colours)."""
    out = [0, 0, 0]
    for product, count in zip(PRODUCTS, products):
        for colour in PRODUCT_COLOURS[product]:
            out[COLOUR_INDEX[colour]] += count
    return tuple(out)


def add(a: tuple[int, ...], b: tuple[int, ...], sign: int = 1) -> tuple[int, ...]:
    return tuple(x + sign * y for x, y in zip(a, b))


def _board(game: Game) -> BoardMap:
    found = laid_out(game)
    if found is None:
        raise ValueError("the Rynek board has no valid layout; run `drukarnia validate rynek`")
    _, geometry = found
    types = {f.id: f.type for f in geometry.of("graph", 0)}
    lines = sorted({tuple(sorted((link.a.id, link.b.id))) for link in geometry.links if link.graph == 0})
    neighbours: dict[str, list] = {field: [] for field in types}
    for a, b in lines:
        neighbours[a].append((b, (a, b)))
        neighbours[b].append((a, (a, b)))
    return BoardMap(
        MappingProxyType(types), tuple(lines), MappingProxyType({f: tuple(sorted(n)) for f, n in neighbours.items()})
    )


def _decks(game: Game) -> tuple[tuple[SupplyCard, ...], tuple[SaleCard, ...]]:
    spec = game.one("rynek-cards").spec
    supply = tuple(
        SupplyCard(t.type, tuple(PurchaseRow(r.colour, r.quantity, r.price) for r in t.rows))
        for t in spec.supply.types
        for _ in range(spec.supply.copies)
    )
    sale = tuple(
        SaleCard(t.type, tuple(SaleRow(r.product, r.demand, r.market_price, r.max_price) for r in t.rows))
        for t in spec.sale.types
        for _ in range(spec.sale.copies)
    )
    return supply, sale


def static_from_game(game: Game) -> Static:
    facts = game.facts
    supply, sale = _decks(game)
    edition = Edition(
        rounds=facts["rounds"], unoffered_penalty=facts["unoffered-penalty"], upkeep_scrap=facts["upkeep-scrap"]
    )
    return Static(
        board=_board(game),
        costs=Costs.from_facts(facts),
        edition=edition,
        wall_crossing=facts["wall-crossing"],
        walls_per_player=MappingProxyType({int(k): v for k, v in facts["walls-per-player"].items()}),
        walls_total=facts["walls"],
        machines_total=facts["machines"],
        tokens_per_colour=facts["tokens-per-colour"],
        bank_total=facts["bank-total"],
        starting_cash=facts["starting-cash"],
        supply_cards=supply,
        sale_cards=sale,
    )


def eliminate(state: State, seat: int) -> State:
    """A player drops out: cash, tokens, products and machines go back to the bank, walls in hand to
    the box, the pawn leaves the board; walls already on the board stay (this edition's ruling)."""
    player = state.player(seat)
    tokens = add(add(state.bank_tokens, player.raw), tokens_of_products(player.products))
    gone = replace(player, cash=0, machines=0, raw=(0, 0, 0), products=(0, 0, 0), walls=0, field=None, out=True)
    return replace(
        state.with_player(gone),
        bank_cash=state.bank_cash + player.cash,
        bank_tokens=tokens,
        bank_machines=state.bank_machines + player.machines,
        spare_walls=state.spare_walls + player.walls,
    )
