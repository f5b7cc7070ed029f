"""Moving a pawn and what the field it stops on does: buying an exhibit, knocking a blot (and moving
it on), collecting tokens on a bank field."""

from __future__ import annotations

from dataclasses import dataclass

from generator.games.kolekcjonerzy.engine.setup import blot_fields
from generator.games.kolekcjonerzy.engine.state import (
    NO_TILE,
    State,
    blocked,
    blocks_near,
    evolve,
    settle,
    with_player,
)
from generator.games.table import Table


@dataclass(frozen=True)
class Move:
    to: int
    cost: int  # tokens paid on arrival (exhibit price or blot penalty)
    kind: str  # "exhibit", "blot", "bank" or "field"
    passed: tuple[int, ...]  # the fields crossed on the way


def legal_moves(state: State, player: int, table: Table | None = None) -> list[Move]:
    """Every move the player may make: straight lines, no jumping pawns or blots, no stopping on a
    pawn, on a field one cannot pay for, or where a pawn (any, the mover's too) is left blocked."""

    def rule(rule_id: str) -> None:
        if table is not None:
            table.rule(rule_id)

    board, here = state.board, state.pos[player]
    others = set(state.pos) - {here}
    occupied_base = others | state.blots
    money = state.tokens[player]
    out: list[Move] = []
    rule("kolekcjonerzy.move-straight")
    for ray in board.rays[here]:
        for i, cell in enumerate(ray):
            if cell in others:
                rule("kolekcjonerzy.one-pawn-per-field")
                break
            is_blot = cell in state.blots
            tile = state.tiles[cell]
            cost = state.rules.blot_penalty if is_blot else state.prices[tile] if tile != NO_TILE else 0
            if cost > money:
                rule("kolekcjonerzy.move-unaffordable")
            else:
                occupied = (occupied_base - {cell}) | {cell}  # the pawn takes the field (a knocked blot leaves it)
                if blocked(board, occupied, cell) or blocks_near(board, occupied, others, cell):
                    rule("kolekcjonerzy.no-blocking")
                else:
                    kind = (
                        "blot"
                        if is_blot
                        else "exhibit"
                        if tile != NO_TILE
                        else "bank"
                        if cell in board.banks
                        else "field"
                    )
                    out.append(Move(cell, cost, kind, ray[:i]))
            if is_blot:
                break
    return out


def make_move(state: State, player: int, move: Move, table: Table, choose_blot_field) -> State:
    """Move the pawn and apply its field. `choose_blot_field(state, options)` is the player's choice
    of where a knocked blot goes."""
    if any(c in state.board.banks for c in move.passed):
        table.rule("kolekcjonerzy.bank-pass")
    state = with_player(state, player, pos=move.to)
    if move.kind == "exhibit":
        table.rule("kolekcjonerzy.exhibit-purchase")
        exhibit = state.tiles[move.to]
        # a player forced onto an exhibit outside his plan says „nie stać mnie” and hands nothing (handing
        # fewer than the price unasked is the same claim): the arbiter counts him (with his recorded
        # change) and, the move being allowed, he holds the price
        handed = 0 if exhibit not in state.plans[player] else move.cost
        if settle(table, handed, state.tokens[player], move.cost, "kolekcjonerzy.claim-checked") is None:
            raise AssertionError("an allowed move onto a field its player cannot pay for")
        tiles = list(state.tiles)
        tiles[move.to] = NO_TILE
        state = with_player(
            evolve(state, tiles=tuple(tiles), bank=state.bank + move.cost),
            player,
            tokens=state.tokens[player] - move.cost,
            owned=state.owned[player] | {exhibit},
        )
        table.count("exhibits bought from the board")
    elif move.kind == "blot":
        table.rule("kolekcjonerzy.blot-knocked")
        table.count("blots knocked")
        state = with_player(evolve(state, bank=state.bank + move.cost), player, tokens=state.tokens[player] - move.cost)
        blots = state.blots - {move.to}
        options = blot_fields(state.board, state.pos, blots, state.tiles)
        if options:
            state = evolve(state, blots=blots | {choose_blot_field(state, options)})
        else:
            table.rule("kolekcjonerzy.blot-no-field")
            state = evolve(state, blots=blots, arbiter_blots=state.arbiter_blots + 1)
    elif move.kind == "bank":
        table.rule("kolekcjonerzy.bank-refill")
        pay = state.rules.refill
        if state.bank < pay:
            table.rule("kolekcjonerzy.bank-short")
            table.count("bank refills cut short (bank had too little)")
            pay = state.bank
        table.count("bank refills")
        state = with_player(evolve(state, bank=state.bank - pay), player, tokens=state.tokens[player] + pay)
    return state
