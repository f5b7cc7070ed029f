"""Claiming victory, the forfeit for a wrong claim, forfeited exhibits going back onto the board,
and the end of a game nobody wins by an exact claim (the edition's closing rules)."""

from __future__ import annotations

from generator.games.kolekcjonerzy.engine.setup import reachable
from generator.games.kolekcjonerzy.engine.state import (
    NO_TILE,
    OFF,
    State,
    evolve,
    exhibits_on_board,
    planned_owned,
    playing,
    points,
    share_needed,
    with_player,
)
from generator.games.table import Table

MISTAKE_AT_THRESHOLD = 0.05  # a player on the exact sum who forgets another condition and claims
MISTAKE_NEAR = 0.005  # a player one point off who miscounts and claims


def claim_holds(state: State, player: int, table: Table | None = None) -> bool:
    """The arbiter's check of a claim: the exact threshold, the plan share, the token cap."""
    rules = state.rules
    checks = (
        ("kolekcjonerzy.win-exact", points(state, player) == rules.threshold),
        ("kolekcjonerzy.win-plan-share", planned_owned(state, player) >= share_needed(state, player)),
        ("kolekcjonerzy.win-token-cap", state.tokens[player] <= rules.token_cap),
    )
    if table is not None:
        for rule_id, _ok in checks:
            table.rule(rule_id)
    return all(ok for _, ok in checks)


def wants_to_claim(state: State, player: int, table: Table) -> bool:
    if claim_holds(state, player):
        return True
    gap = abs(state.rules.threshold - points(state, player))
    return table.chance(MISTAKE_AT_THRESHOLD if gap == 0 else MISTAKE_NEAR if gap == 1 else 0.0)


def claim(state: State, player: int, table: Table) -> State:
    table.rule("kolekcjonerzy.win-declare")
    table.count("claims")
    if claim_holds(state, player, table):
        table.count("games won by an exact claim")
        table.count(f"games won by an exact claim, {state.rules.players:02d} players")
        return evolve(state, winners=(player,), ended="win")
    return forfeit(state, player, table)


def free_circles(state: State) -> list[int]:
    pawns = set(state.pos)
    return [c for c in state.board.circles if state.tiles[c] == NO_TILE and c not in pawns]


def forfeit(state: State, player: int, table: Table) -> State:
    """A wrong claim: every token to the bank, every exhibit back onto free circles, face down: the next
    pawn number points to the circles without knowing which exhibit lands where (random ones here)."""
    table.rule("kolekcjonerzy.false-claim")
    table.count("wrong claims")
    state = evolve(state, bank=state.bank + state.tokens[player])
    returned = table.shuffled(sorted(state.owned[player]))
    state = with_player(state, player, tokens=0, owned=frozenset())
    return lay_out(evolve(state, waiting=state.waiting + tuple(returned)), table)


def leave(state: State, player: int, table: Table) -> State:
    """A player leaves the game after the turn in play (the rulebook's „Gracz odchodzi z gry”): his pawn
    comes off the board, freeing its field, his tokens go to the bank and his exhibits back onto free
    circles as after a wrong claim – not a purchase, not an event. The point values and `state.rules`
    (the threshold, the limits: the starting player count) do not change. One player left wins at once."""
    table.rule("kolekcjonerzy.player-leaves")
    table.count("players who left")
    state = evolve(state, bank=state.bank + state.tokens[player], gone=state.gone | {player})
    returned = table.shuffled(sorted(state.owned[player]))
    state = with_player(state, player, pos=OFF, tokens=0, owned=frozenset())
    state = lay_out(evolve(state, waiting=state.waiting + tuple(returned)), table)
    left = playing(state)
    if len(left) == 1:
        return evolve(state, winners=tuple(left), ended="alone")
    return state


def skip_gone(state: State, player: int, table: Table) -> tuple[State, int]:
    """The next player after `player` in turn order, skipping those who left. Each skipped place counts
    as a turn without any event, so an end date is kept where it stood in the round: one that names a
    departed pawn falls right after the turn of the nearest playing pawn before it."""
    n = state.rules.players
    nxt = (player + 1) % n
    while nxt in state.gone and not state.ended:
        state = end_of_turn(state, False, table)
        nxt = (nxt + 1) % n
    return state, nxt


def lay_out(state: State, table: Table) -> State:
    """The arbiter puts waiting exhibits on free circles (random ones); those without a circle wait. After
    the forfeit itself at most one circle frees in a turn (the one the moving pawn leaves), and the top of
    the stack goes onto it after the move and its field, as the rulebook says: a wrong claim later in that
    turn finds the circle taken, and its exhibits go under the stack."""
    if not state.waiting:
        return state
    circles = table.shuffled(free_circles(state))
    tiles = list(state.tiles)
    placed = min(len(circles), len(state.waiting))
    for cell, exhibit in zip(circles, state.waiting):
        tiles[cell] = exhibit
    if placed < len(state.waiting):
        table.rule("kolekcjonerzy.false-claim-no-circle")
        table.count("forfeited exhibits kept waiting for a circle")
    return evolve(state, tiles=tuple(tiles), waiting=state.waiting[placed:])


def end_of_turn(state: State, busy: bool, table: Table, bought: bool = False) -> State:
    """After a turn (`busy`: a transaction or a claim in it; `bought`: an exhibit bought from the
    board in it), the closing rules of this edition, both counted the same way: from the end of the
    turn of the last event, the game ends when that player ends their turn so many rounds later.
    With no exhibit on the board, the event is the turn that emptied it or a transaction (or claim),
    and one round ends the game; whatever lies on the board, the event is a purchase from the board
    and the edition's number of rounds ends it."""
    rules = state.rules
    dry = 0 if bought else state.dry_turns + 1
    if exhibits_on_board(state) or state.waiting:
        state = evolve(state, quiet_turns=0, dry_turns=dry)
    else:
        state = evolve(state, quiet_turns=0 if busy or bought else state.quiet_turns + 1, dry_turns=dry)
        if state.quiet_turns >= rules.players:
            table.rule("kolekcjonerzy.board-empty-end")
            table.count("games ended by a quiet round on an empty board")
            return closest(evolve(state, ended="quiet"), table)
    if state.dry_turns >= rules.players * rules.closing_rounds:
        table.rule("kolekcjonerzy.closing-rounds")
        table.count("games ended by the closing rounds")
        if exhibits_on_board(state) or state.waiting:
            table.count("games ended by the closing rounds with exhibits left on the board")
        return closest(evolve(state, ended="closing"), table)
    return state


def closest(state: State, table: Table) -> State:
    """The winner of a game with no exact claim: closest under the threshold (or, if all are over,
    the smallest sum); then more planned exhibits; then a shared victory."""
    rules = state.rules
    table.rule("kolekcjonerzy.end-closest")
    left = playing(state)  # who left the game does not win
    for p in left:
        own = tuple(state.values[e] if e in state.owned[p] else 0 for e in range(len(state.values)))
        if reachable(own, state.plans[p] & state.owned[p], rules.threshold, share_needed(state, p)):
            table.count("players at a closing end holding a subset worth exactly the threshold")
    table.count("players at a closing end", len(left))
    sums = {p: points(state, p) for p in left}
    under = [p for p in left if sums[p] <= rules.threshold]
    if not under:
        table.rule("kolekcjonerzy.end-all-over")
        table.count("games where every sum was over the threshold")
        best = min(sums.values())
    else:
        best = max(sums[p] for p in under)
    leaders = [p for p in left if sums[p] == best]
    if best == rules.threshold:
        table.count("games ended without a claim but with someone on the exact sum")
    if len(leaders) > 1:
        table.rule("kolekcjonerzy.end-tie")
        most = max(planned_owned(state, p) for p in leaders)
        leaders = [p for p in leaders if planned_owned(state, p) == most]
        if len(leaders) > 1:
            table.count("shared victories")
    return evolve(state, winners=tuple(leaders))
