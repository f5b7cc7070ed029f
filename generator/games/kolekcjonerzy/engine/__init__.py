"""Kolekcjonerzy's complete rules engine for `drukarnia simulate` (generator/games/simulate.py).

One call of `turn` is one player's turn: the move (moves.py), the field it ends on, the
transactions (trade.py), a claim of victory and the end-of-turn closing rules (end.py).
"""

from __future__ import annotations

from generator.games import register_engine
from generator.games.kolekcjonerzy.engine import strategies
from generator.games.kolekcjonerzy.engine.end import (
    claim,
    claim_holds,
    end_of_turn,
    lay_out,
    leave,
    skip_gone,
    wants_to_claim,
)
from generator.games.kolekcjonerzy.engine.moves import legal_moves, make_move
from generator.games.kolekcjonerzy.engine.players import choose_move
from generator.games.kolekcjonerzy.engine.setup import setup as _setup
from generator.games.kolekcjonerzy.engine.state import NO_TILE, OFF, RULES, State, evolve, playing, points
from generator.games.kolekcjonerzy.engine.strategies import SMART, STRATEGIES
from generator.games.kolekcjonerzy.engine.trade import transactions
from generator.games.table import RANDOM, Table
from generator.model.core import Game


def move_and_field(state: State, player: int, table: Table) -> tuple[State, bool]:
    """The first two parts of a turn: the move (or none, when no move is allowed: a field found
    unaffordable at payment is taken back, so only the allowed moves are ever made) and its field;
    after the move and its field – once the move stands, since a move found unaffordable at payment is
    taken back onto the circle it left – the arbiter lays the top of the waiting stack on the circle the
    pawn left, before any transaction or claim of the turn (the rulebook's „Eksponaty czekające na kółko”).
    Returns the state and whether an exhibit was bought from the board."""
    moves = legal_moves(state, player, table)
    if not moves:
        table.rule("kolekcjonerzy.no-legal-move")
        table.count("turns without an allowed move")
        return state, False
    name = table.plays(player)
    if name == RANDOM:
        move = choose_move(state, player, moves, table)
    else:
        move = strategies.choose_move(name, state, player, moves, table.rng)
    state = make_move(state, player, move, table, lambda s, options: table.choose(options))
    return lay_out(state, table), move.kind == "exhibit"


class KolekcjonerzyEngine:
    game_id = "kolekcjonerzy"
    rules = RULES

    def setup(self, game: Game, players: int, table: Table) -> State:
        return _setup(game, players, table)

    def turn(self, state: State, table: Table) -> State:
        player = state.current
        name = table.plays(player)
        state, bought = move_and_field(state, player, table)
        state, traded = transactions(state, player, table)
        claimed = wants_to_claim(state, player, table) if name == RANDOM else claim_holds(state, player)
        if claimed:
            state = claim(state, player, table)
        if not state.ended:
            state = end_of_turn(state, traded or claimed, table, bought)
        state, nxt = skip_gone(state, player, table)
        return evolve(state, current=nxt)

    def leave(self, state: State, player: int, table: Table) -> State:
        """`player` leaves the game after the turn in play (end.leave); the turn order skips him."""
        state = leave(state, player, table)
        if state.current == player and not state.ended:
            state, nxt = skip_gone(state, player, table)
            state = evolve(state, current=nxt)
        return state

    def over(self, state: State) -> bool:
        return bool(state.ended)

    def invariants(self, state: State) -> list[str]:
        out = []
        held = sum(state.tokens) + state.bank
        if held != state.total_tokens:
            out.append(f"tokens not conserved: players {sum(state.tokens)} + bank {state.bank} != {state.total_tokens}")
        if min(state.tokens) < 0 or state.bank < 0:
            out.append(f"negative tokens: players {state.tokens}, bank {state.bank}")
        on_circles = [state.tiles[c] for c in state.board.circles if state.tiles[c] != NO_TILE]
        if len(on_circles) != len(state.tiles) - state.tiles.count(NO_TILE):
            out.append("an exhibit lies off its circles")
        everywhere = on_circles + list(state.waiting) + [e for o in state.owned for e in o]
        if sorted(everywhere) != list(range(len(state.names))):
            out.append("exhibits not conserved: each must be on the board, waiting or owned by one player")
        if len(state.blots) + state.arbiter_blots != state.total_blots:
            out.append(
                f"blots not conserved: {len(state.blots)} on the board + {state.arbiter_blots} with the "
                f"arbiter != {state.total_blots}"
            )
        if any(b not in state.board.plain for b in state.blots):
            out.append("a blot lies on a marked field")
        on_board = [state.pos[p] for p in playing(state)]
        if len(set(on_board)) != len(on_board):
            out.append("two pawns share a field")
        if set(on_board) & state.blots:
            out.append("a pawn stands on a blot")
        if any(state.pos[p] != OFF or state.tokens[p] or state.owned[p] for p in state.gone):
            out.append("a player who left keeps a pawn on the board, tokens or exhibits")
        if any(state.tiles[p] != NO_TILE for p in on_board):
            out.append("a pawn stands on an exhibit it did not buy")
        return out

    def bound(self, players: int) -> int:
        return 400 * players

    strategies = STRATEGIES
    smart = SMART

    def winners(self, state: State) -> tuple[int, ...]:
        return tuple(state.winners)

    def ending(self, state: State) -> str:
        return state.ended

    def scores(self, state: State) -> tuple[float, ...]:
        return tuple(points(state, p) for p in range(state.rules.players))

    def stalled(self, state: State) -> str:
        left = len(state.tiles) - state.tiles.count(NO_TILE)
        return (
            f"{left} exhibits left on the board, {len(state.waiting)} waiting, "
            f"{state.dry_turns} turns in a row without a purchase from the board"
        )


ENGINE = register_engine(KolekcjonerzyEngine())
