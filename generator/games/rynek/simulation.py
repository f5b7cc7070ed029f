"""Rynek's complete rules engine for `drukarnia simulate`: set-up, turns, invariants, rule ids.

The pieces: engine.py (pure settlement of purchase, production and sale), state.py (the frozen
state and what is read from the data), moves.py (walls, pawns), markets.py (the four fields),
turn.py (upkeep, the turn, the end). Every rule id below is printed by the rulebook
(components/rynek/zasady.yaml `rules:` and the decisions' `rules:` lists).
"""

from __future__ import annotations

from types import MappingProxyType

from generator.games import register_engine
from generator.games.rynek.moves import connected
from generator.games.rynek.state import NAMES, Player, State, Static, static_from_game, tokens_of_products
from generator.games.rynek.strategies import SMART, STRATEGIES
from generator.games.rynek.turn import play_turn
from generator.games.table import Table
from generator.model.core import Game

RULES = MappingProxyType(
    {
        "rynek.setup": "set-up: cash, a factory and walls by the number of players; both decks shuffled",
        "rynek.first-player": "the starting player is drawn by lot; play goes clockwise",
        "rynek.upkeep": "machine upkeep is paid first in the turn, before the wall and the move, whatever the "
        "order of the factory card's columns",
        "rynek.upkeep-unpaid": "a player who cannot pay the upkeep drops out at once (no scrapping, no selling back)",
        "rynek.upkeep-scrap": "edition option: a player short of upkeep scraps machines until the rest can be paid",
        "rynek.wall-place": "before moving, a player may lay one wall on a free line",
        "rynek.wall-lockout": "a wall may not be laid where the walls alone would cut a field off; pawns and the "
        "crossing fee do not count; checked when the wall is laid; one found later comes off, the moves stand",
        "rynek.first-placement": "the first move places the pawn on any free field, and that field acts",
        "rynek.move": "a pawn moves along one open line to a free neighbouring field; moving is compulsory",
        "rynek.pawn-blocks": "a field with a pawn can be neither entered nor passed",
        "rynek.wall-cross": "a player may pay the crossing fee to the bank to move across a wall",
        "rynek.no-move": "a pawn that cannot move stays and its field does not act again",
        "rynek.invest": "investment field: only its player buys machines, up to the factory's room",
        "rynek.purchase": "purchase field: a ZAKUP card is turned up and every player may bid",
        "rynek.bid-within-cash": "bids must be covered by the bidder's cash when they are revealed (loans handed over before it count)",
        "rynek.bank-tokens-short": "the market offers no more tokens of a colour than the bank holds",
        "rynek.purchase-lone": "a lone bidder for a colour buys at the card's minimum price",
        "rynek.purchase-auction": "several bidders: highest price first, each pays their own price",
        "rynek.purchase-tie": "equal prices: all served if it fits, otherwise a proportional split",
        "rynek.supply-card-bottom": "a used ZAKUP card goes under its deck",
        "rynek.produce": "production field: only its player produces, within stock, capacity and cash",
        "rynek.sale": "sale field: a SPRZEDAŻ card is turned up; other players pay the entry fee to the player "
        "on the field to take part",
        "rynek.sale-host": "the player on the sale field takes part (and risks penalties) only by offering something",
        "rynek.offer-within-stock": "offers must be covered by the products in the seller's store",
        "rynek.entry-void": "a wrong entry (a price below the minimum or above the maximum, not in full tens, "
        "more products than held, or a half-filled line) voids all the player's entries on that card; an entered seller stays a "
        "participant who offered nothing",
        "rynek.sale-balanced": "offers equal to demand: everyone sells at their own price",
        "rynek.sale-oversupply": "offers above demand: largest offer first, market price",
        "rynek.sale-undersupply": "offers below demand: half own price and a penalty per unit short of demand",
        "rynek.sale-unoffered": "a product nobody offered is undersupply too (edition option: no penalty)",
        "rynek.sale-rounding": "a sale amount ending in 5 is paid rounded down to the smallest note",
        "rynek.sold-tokens-return": "sold products go back to the bank as raw tokens",
        "rynek.penalty-unpaid": "a player who cannot pay the net sale penalty pays what they have and drops out",
        "rynek.bank-unlimited": "the bank never runs out of money: the banker notes what is missing",
        "rynek.exact-payment": "a payer who can pay the bank exactly pays exactly, one who cannot the smallest sum "
        "above it his notes make; a banker's IOU covers only the "
        "change no note of the bank makes, and turns back into notes on request",
        "rynek.payout-order": "when the bank's notes do not reach, payees are served in turn – after a sale the player "
        "on the field first, then clockwise; IOUs into notes from the banker clockwise, every request made "
        "until the payment under way ends counting as made at once",
        "rynek.sale-no-transfer": "from the reveal of the offers to the end of the payouts no money passes "
        "between players, but a loan for a penalty before the first payout",
        "rynek.purchase-no-transfer": "from the reveal of the bids to the last buyer's payment no money passes "
        "between any players, whether they bid or not",
        "rynek.self-wall": "a player may lay a wall on the line he would have to cross; with free fields only "
        "behind walls he may then stay",
        "rynek.note-change": "the banker changes notes both ways on request; what his notes cannot make he writes "
        "as the player's banker's IOU",
        "rynek.sale-card-bottom": "a used SPRZEDAŻ card goes under its deck",
        "rynek.elimination": "a player out: assets to the bank, unused walls to the box, pawn off the board, walls "
        "on the board stay",
        "rynek.last-standing": "the last player left in the game wins",
        "rynek.everyone-out": "if the last players drop out together, they share the win",
        "rynek.time-limit": "the game ends after the agreed number of full rounds (the agreed time)",
        "rynek.score-cash": "at the end only cash counts",
        "rynek.score-tie": "equal cash at the end shares the win",
    }
)


def setup_state(static: Static, players: int, table: Table) -> State:
    table.rule("rynek.setup")
    if players not in static.walls_per_player:
        table.undefined("rynek.setup", f"the rules deal no walls for {players} players")
    walls = static.walls_per_player[players]
    seats = tuple(Player(seat, NAMES[seat], static.starting_cash, walls=walls) for seat in range(players))
    table.rule("rynek.first-player")
    first = table.rng.randrange(players)
    return State(
        static=static,
        players=seats,
        walls=(),
        supply=tuple(table.shuffled(range(len(static.supply_cards)))),
        sale=tuple(table.shuffled(range(len(static.sale_cards)))),
        bank_cash=static.bank_total - players * static.starting_cash,
        bank_tokens=(static.tokens_per_colour,) * 3,
        bank_machines=static.machines_total,
        spare_walls=static.walls_total - players * walls,
        first=first,
        current=first,
    )


def invariants(state: State) -> list[str]:
    static, broken = state.static, []
    cash = sum(p.cash for p in state.players)
    if cash + state.bank_cash != static.bank_total:
        broken.append(f"money: players {cash} + bank {state.bank_cash} != {static.bank_total}")
    held = [0, 0, 0]
    for p in state.players:
        for i, n in enumerate(tokens_of_products(p.products)):
            held[i] += n + p.raw[i]
        if p.cash < 0 or min(p.raw) < 0 or min(p.products) < 0 or p.walls < 0:
            broken.append(f"player {p.name} has a negative amount: {p}")
        if not 0 <= p.machines <= static.costs.max_machines:
            broken.append(f"player {p.name} has {p.machines} machines")
        if p.out and (p.field is not None or p.cash or p.machines or any(p.raw) or any(p.products) or p.walls):
            broken.append(f"player {p.name} is out but still holds something: {p}")
    for i, n in enumerate(held):
        if n + state.bank_tokens[i] != static.tokens_per_colour or state.bank_tokens[i] < 0:
            broken.append(
                f"tokens of colour {i}: players {n} + bank {state.bank_tokens[i]} != {static.tokens_per_colour}"
            )
    if sum(p.machines for p in state.players) + state.bank_machines != static.machines_total:
        broken.append("machines are not conserved")
    walls = len(state.walls) + sum(p.walls for p in state.players) + state.spare_walls
    if walls != static.walls_total or len(set(state.walls)) != len(state.walls):
        broken.append(f"walls: {walls} in play, box and hands, expected {static.walls_total}")
    if not connected(static.board, set(state.walls)):
        broken.append("the walls cut the board in parts")
    fields = [p.field for p in state.players if p.field is not None]
    if len(fields) != len(set(fields)) or not set(fields) <= set(static.board.types):
        broken.append(f"pawns share a field or stand off the board: {fields}")
    if sorted(state.supply) != list(range(len(static.supply_cards))) or sorted(state.sale) != list(
        range(len(static.sale_cards))
    ):
        broken.append("a card left its deck")
    if state.over and not state.winners:
        broken.append("the game ended without a winner")
    return broken


class RynekEngine:
    game_id = "rynek"
    rules = RULES

    def __init__(self) -> None:
        self._cache: dict = {}  # id(game) → (game, Static): read the data once per batch

    def static(self, game: Game) -> Static:
        key = id(game)
        if key not in self._cache or self._cache[key][0] is not game:
            self._cache.clear()
            self._cache[key] = (game, static_from_game(game))
        return self._cache[key][1]

    def setup(self, game: Game, players: int, table: Table) -> State:
        return setup_state(self.static(game), players, table)

    def turn(self, state: State, table: Table) -> State:
        return play_turn(state, table)

    def over(self, state: State) -> bool:
        return state.over

    def invariants(self, state: State) -> list[str]:
        return invariants(state)

    def bound(self, players: int) -> int:
        return 101 * players  # the longest agreed time this edition allows is 100 full rounds

    strategies = STRATEGIES
    smart = SMART

    def winners(self, state: State) -> tuple[int, ...]:
        return tuple(NAMES.index(name) for name in state.winners)

    def ending(self, state: State) -> str:
        return state.end

    def scores(self, state: State) -> tuple[float, ...]:
        return tuple(p.cash for p in state.players)

    def stalled(self, state: State) -> str:
        return f"round {state.round}, {len(state.active)} players still in"


ENGINE = register_engine(RynekEngine())
