"""Kolekcjonerzy's rules engine: the typed, frozen state of one game and the board's geometry.

Cells are numbered row by row (`row * cols + col`). The board comes from the board component's
grid (start fields s1…s12, exhibit circles, bank fields B, unmarked fields for the blots); every
number of the rules comes from `game.facts` (house rules applied) and the components.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from generator.draw.kinds.board.geometry import layout
from generator.model.core import Game

RULES = {
    # set-up
    "kolekcjonerzy.turn-order": "players draw the turn order; the n-th player's pawn starts on start field n",
    "kolekcjonerzy.blots-dealt": "the blots are dealt equally to the players; the arbiter keeps the remainder",
    "kolekcjonerzy.plan-minimum": "each plan lists at least the minimum number of exhibits for the player count "
    "and at most the edition's maximum",
    "kolekcjonerzy.point-values": "point value = price x players who planned it; 1-token exhibits are always worth "
    "the fixed value; an unplanned dearer exhibit is worth 0",
    "kolekcjonerzy.blot-placement": "blots go on empty unmarked fields, players first in turn order, then the "
    "arbiter's after the price list on fields the players point to; none may block a pawn",
    "kolekcjonerzy.exhibits-shuffled": "the arbiter shuffles the exhibit tiles and lays one on every circle",
    "kolekcjonerzy.starting-tokens": "the arbiter gives every player the starting tokens from the bank",
    # moving
    "kolekcjonerzy.move-straight": "a pawn must move any number of fields in a straight line; blots and pawns "
    "cannot be jumped, exhibits and bank fields can",
    "kolekcjonerzy.one-pawn-per-field": "a pawn may not stop on a field with another pawn",
    "kolekcjonerzy.move-unaffordable": "a pawn may not stop on an exhibit or blot its player cannot pay for",
    "kolekcjonerzy.no-blocking": "a move or a blot that would leave any pawn with no blot-free neighbour is not "
    "allowed",
    "kolekcjonerzy.no-legal-move": "a pawn with no allowed move stays where it is; its player may still trade",
    "kolekcjonerzy.claim-checked": "a player who says he cannot pay for the field his pawn stopped on, or says "
    "nothing and hands the arbiter fewer tokens than it costs (or has no move for want of tokens), is counted by the "
    "arbiter with his recorded change: holding the amount, he pays and the move stands; only one truly short takes "
    "the move back",
    # fields
    "kolekcjonerzy.exhibit-purchase": "a pawn that stops on an exhibit buys it at its price, paid to the bank",
    "kolekcjonerzy.blot-knocked": "a pawn that stops on a blot pays the penalty and its player moves the blot to "
    "another empty unmarked field that blocks no pawn",
    "kolekcjonerzy.blot-no-field": "a knocked blot with no field to go to stays with the arbiter, out of play",
    "kolekcjonerzy.bank-refill": "a pawn that ends its move on a B field receives the refill from the bank",
    "kolekcjonerzy.bank-pass": "passing over a B field gives nothing",
    "kolekcjonerzy.bank-short": "a bank holding less than the refill pays out what it holds",
    # transactions
    "kolekcjonerzy.trade-active-party": "transactions happen in the active player's turn, always with that "
    "player as one party, never with the bank, one after another: a new proposal or auction only once the last "
    "is settled",
    "kolekcjonerzy.trade-secret": "a secret transaction goes through the arbiter",
    "kolekcjonerzy.turn-proposals": "at a busy table the active player makes at most the edition's number of "
    "proposals in a turn to all players together, an auction counting as one; a proposal past the limit to one "
    "player is refused as „limit”: no proposal, not counted in the turn's limit",
    "kolekcjonerzy.trade-tokens-limit": "nobody offers or bids more tokens than they hold",
    "kolekcjonerzy.trade-settled-by-value": "a payment between players is settled at its value: change comes from "
    "the payee or the bank, which records what it cannot give; a payment the bank settles for an open deal or an "
    "auction is open, before everyone (only a secret deal's goes quietly through the arbiter); a lack of small "
    "tokens never voids an offer that the payer's tokens cover",
    "kolekcjonerzy.acceptance-binds": "an accepted proposal and a winning bid bind a party that holds the tokens: "
    "one who hands fewer is counted whole by the arbiter and pays the due amount, what his tokens lack taken from his "
    "recorded change unasked (an agreed exhibit, being open, the arbiter moves himself); only "
    "a party that does not hold it leaves the offer void",
    "kolekcjonerzy.auction-order": "an auction: bidders in pawn order from the seller's next raise by at least one "
    "token or pass until nobody raises (the voice skips the author of the highest bid, whose bid stands); the "
    "highest bid buys",
    "kolekcjonerzy.auction-no-bid": "an auction where nobody bids the opening price leaves the exhibit with its owner",
    "kolekcjonerzy.auction-void-bid": "a bid above its author's tokens is void once checked (any player may ask, "
    "only right after the bid is named and once; unchecked, it comes out at payment): its author bids no more on "
    "the exhibit, the highest remaining bid is the highest again and the bidding goes on from the next pawn after "
    "the author, the passes made before not counting",
    # winning and the end
    "kolekcjonerzy.win-declare": "victory is declared at the end of one's own turn and checked by the arbiter; "
    "a correct one ends the game at once, the round unfinished",
    "kolekcjonerzy.win-exact": "a winner's exhibits are worth exactly the threshold for the player count",
    "kolekcjonerzy.win-plan-share": "a winner owns at least the set share of their plan, rounded up",
    "kolekcjonerzy.win-token-cap": "a winner holds no more than the token cap",
    "kolekcjonerzy.false-claim": "a wrong claim forfeits all tokens to the bank and all exhibits back onto free "
    "circles pointed to by the next pawn number, face down (for the engine: random ones); the player plays on",
    "kolekcjonerzy.player-leaves": "a player who leaves does so after the turn in play: his pawn comes off the "
    "board, his tokens go to the bank, his exhibits back onto free circles as after a wrong claim (not a purchase, "
    "not an event); the point values, the threshold and the limits stay those of the starting player count; his "
    "turns are skipped, an end date naming his pawn falls after the nearest playing pawn before it; one player "
    "left wins at once",
    "kolekcjonerzy.false-claim-no-circle": "exhibits with no free circle wait with the arbiter and go onto the "
    "first circles freed, at the end of a turn; a later forfeit's exhibits, shuffled apart, wait under those "
    "already waiting",
    "kolekcjonerzy.board-empty-end": "with no exhibit left on the board, the game ends when the player whose turn "
    "emptied it (or held the last transaction) ends their turn in the next round, nobody having traded meanwhile",
    "kolekcjonerzy.closing-rounds": "the game ends when the last buyer from the board ends their turn the edition's "
    "number of rounds after the purchase (before any purchase: after that many rounds), whatever is left on the board",
    "kolekcjonerzy.end-closest": "a game ended without a winner goes to the sum closest to the threshold without "
    "exceeding it",
    "kolekcjonerzy.end-all-over": "if every sum exceeds the threshold, the smallest sum wins",
    "kolekcjonerzy.end-tie": "equal sums: more planned exhibits owned wins; still equal, the victory is shared",
}

DIRECTIONS = ((0, -1), (0, 1), (-1, 0), (1, 0))
NO_TILE = -1
OFF = -1  # the position of a pawn taken off the board (its player has left the game)


@dataclass(frozen=True)
class Board:
    cols: int
    rows: int
    starts: tuple[int, ...]  # start field of player 1, 2, …
    circles: tuple[int, ...]
    banks: frozenset[int]
    plain: tuple[int, ...]  # unmarked fields: the only ones for blots
    neighbours: tuple[tuple[int, ...], ...]  # cell -> its on-board neighbours
    rays: tuple[tuple[tuple[int, ...], ...], ...]  # cell -> the cells of each straight line out of it


@dataclass(frozen=True)
class Rules:
    """The numbers of the rules for this game, from the facts (house rules applied)."""

    players: int
    threshold: int
    plan_minimum: int
    plan_maximum: int  # no plan lists more exhibits
    plan_share: int  # percent of the plan a winner owns
    token_cap: int
    refill: int
    blot_penalty: int
    starting_tokens: int
    closing_rounds: int
    turn_proposals: int | None = None  # most proposals (an auction is one) in a turn at a busy table; else no limit
    partner_proposals: int = 2  # most proposals to one player in a turn (auctions apart)


@dataclass(frozen=True)
class State:
    board: Board
    rules: Rules
    names: tuple[str, ...]  # exhibit names
    prices: tuple[int, ...]
    values: tuple[int, ...]  # point value of each exhibit in this game
    plans: tuple[frozenset[int], ...]
    pos: tuple[int, ...]  # cell of each player's pawn
    tokens: tuple[int, ...]
    owned: tuple[frozenset[int], ...]
    tiles: tuple[int, ...]  # cell -> exhibit index on it, or NO_TILE
    blots: frozenset[int]
    arbiter_blots: int = 0  # blots out of play with the arbiter
    waiting: tuple[int, ...] = ()  # forfeited exhibits waiting for a free circle
    bank: int = 0
    total_tokens: int = 0
    total_blots: int = 0
    current: int = 0  # whose turn is next
    dry_turns: int = 0  # turns in a row in which nobody bought an exhibit from the board
    quiet_turns: int = 0  # of those, turns in a row with no transaction and no claim
    winners: tuple[int, ...] = ()
    ended: str = ""  # "" while playing; "win", "quiet", "closing" or "alone"
    gone: frozenset[int] = frozenset()  # players who have left the game (their pawns OFF the board)


def board_of(game: Game) -> Board:
    spec = game.one("board").spec
    placed = [f for f in layout(spec, game).of("grid", 0) if f.cell is not None]
    cols = max(f.cell[0] for f in placed) + 1
    rows = max(f.cell[1] for f in placed) + 1
    cell = {f.cell: f for f in placed}
    starts = {f.number: f.cell[1] * cols + f.cell[0] for f in placed if f.type == "start"}
    circles = tuple(sorted(f.cell[1] * cols + f.cell[0] for f in placed if f.type == "exhibit"))
    banks = frozenset(f.cell[1] * cols + f.cell[0] for f in placed if f.type == "bank")
    plain = tuple(sorted(f.cell[1] * cols + f.cell[0] for f in placed if f.type is None))
    neighbours, rays = [], []
    for i in range(cols * rows):
        c, r = i % cols, i // cols
        out, lines = [], []
        for dc, dr in DIRECTIONS:
            line, cc, rr = [], c + dc, r + dr
            while 0 <= cc < cols and 0 <= rr < rows and (cc, rr) in cell:
                line.append(rr * cols + cc)
                cc, rr = cc + dc, rr + dr
            if line:
                out.append(line[0])
                lines.append(tuple(line))
        neighbours.append(tuple(out))
        rays.append(tuple(lines))
    return Board(
        cols, rows, tuple(starts[n] for n in sorted(starts)), circles, banks, plain, tuple(neighbours), tuple(rays)
    )


# ------------------------------------------------------------------------------ reading a state


def points(state: State, player: int) -> int:
    return sum(state.values[e] for e in state.owned[player])


def playing(state: State) -> list[int]:
    """The players still in the game, in turn order."""
    return [p for p in range(state.rules.players) if p not in state.gone]


def planned_owned(state: State, player: int) -> int:
    return len(state.owned[player] & state.plans[player])


def share_needed(state: State, player: int) -> int:
    """Fewest planned exhibits a winner must own: the plan share of the plan, rounded up."""
    return -(-len(state.plans[player]) * state.rules.plan_share // 100)


def exhibits_on_board(state: State) -> int:
    return len(state.tiles) - state.tiles.count(NO_TILE)


def blocked(board: Board, occupied: set[int] | frozenset[int], cell: int) -> bool:
    """A pawn on `cell` is blocked when none of its neighbours is free of pawns and blots: its every
    move would end on a blot at once (the seed forbids leaving any pawn completely blocked)."""
    return all(n in occupied for n in board.neighbours[cell])


def blocks_near(board: Board, occupied: set[int] | frozenset[int], pawns: set[int], cell: int) -> bool:
    """With `cell` just taken (it is in `occupied`), is a pawn next to it left blocked?"""
    return any(n in pawns and blocked(board, occupied, n) for n in board.neighbours[cell])


def settle(table, handed: int, holdings: int, due: int, rule: str = "kolekcjonerzy.acceptance-binds") -> int | None:
    """What the arbiter takes from a player who owes `due` tokens and hands him `handed`: one who hands
    fewer („jednak nie mam”, „nie stać mnie”) is counted whole with his recorded change (`holdings`) and
    pays `due` if he holds it (`rule` names the situation: an accepted proposal or a won auction, or the
    field a pawn stopped on); None when `holdings` fall short – an offer without cover, a move taken back."""
    if handed < due:
        table.rule(rule)
        if holdings < due:
            return None
    return due


def evolve(state: State, **changes: Any) -> State:
    """A copy of the frozen state with some fields changed: `dataclasses.replace` without re-running
    `__init__` (the engine makes tens of thousands of these per batch of games)."""
    new = object.__new__(State)
    new.__dict__.update(state.__dict__)
    new.__dict__.update(changes)
    return new


def with_player(state: State, player: int, **changes: Any) -> State:
    """A copy of the state with one player's entries of the per-player tuples replaced."""
    fields = {}
    for name, value in changes.items():
        seq = list(getattr(state, name))
        seq[player] = value
        fields[name] = tuple(seq)
    return evolve(state, **fields)
