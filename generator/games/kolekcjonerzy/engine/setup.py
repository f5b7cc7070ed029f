"""Kolekcjonerzy's set-up: turn order, blots dealt and placed, plans, the arbiter's price list of
points, the exhibits laid out at random, the starting tokens; and whether the exact threshold can
be reached at all (a figure the issue asks for)."""

from __future__ import annotations

from generator.games.kolekcjonerzy import facts as facts_of
from generator.games.kolekcjonerzy.engine.state import NO_TILE, Board, Rules, State, blocks_near, board_of
from generator.games.kolekcjonerzy.rules import token_value
from generator.games.table import Table
from generator.model.core import Game

PLAN_EXTRA = 3  # simulated players plan the minimum plus 0…PLAN_EXTRA exhibits


def rules_of(game: Game, players: int) -> Rules:
    facts = game.facts
    return Rules(
        players=players,
        threshold=facts_of.win_points(facts, players),
        plan_minimum=facts_of.plan_minimum(facts, players),
        plan_maximum=facts["plan-maximum"],
        plan_share=facts["planned-owned-percent"],
        token_cap=facts["max-tokens-to-win"],
        refill=facts["bank-refill"],
        blot_penalty=facts["blot-penalty"],
        starting_tokens=facts["starting-tokens"],
        closing_rounds=facts["closing-rounds"],
        turn_proposals=facts["proposals-per-turn"] if players >= facts["busy-table"] else None,
        partner_proposals=facts["proposals-per-partner"],
    )


def point_values(
    prices: tuple[int, ...], plans: tuple[frozenset[int], ...], one_token_points: int, table: Table
) -> tuple[int, ...]:
    table.rule("kolekcjonerzy.point-values")
    return tuple(
        facts_of.point_value(price, sum(1 for plan in plans if e in plan), one_token_points)
        for e, price in enumerate(prices)
    )


def blot_fields(board: Board, pawns: tuple[int, ...], blots: frozenset[int], tiles: tuple[int, ...]) -> list[int]:
    """Unmarked fields free of pawns, blots and tiles where a blot blocks no pawn."""
    taken = set(pawns) | blots
    pawnset = set(pawns)
    return [
        c
        for c in board.plain
        if c not in taken and tiles[c] == NO_TILE and not blocks_near(board, taken | {c}, pawnset, c)
    ]


def place_blots(
    board: Board, pawns: tuple[int, ...], blots: frozenset[int], tiles: tuple[int, ...], count: int, table: Table
) -> frozenset[int]:
    for _ in range(count):
        table.rule("kolekcjonerzy.blot-placement")
        options = blot_fields(board, pawns, blots, tiles)
        if not options:
            table.undefined("kolekcjonerzy.blot-placement", "no unmarked field left for a blot at set-up")
        blots = blots | {table.choose(options)}
    return blots


def reachable(values: tuple[int, ...], plan: frozenset[int], threshold: int, need: int) -> bool:
    """Is there a set of exhibits worth exactly `threshold` holding at least `need` planned ones?
    A dynamic programme: sums[k] is the bit set of sums reachable with k planned exhibits (k capped at
    `need`)."""
    mask = (1 << (threshold + 1)) - 1
    sums = [1] + [0] * need
    for e, v in enumerate(values):
        step = 1 if e in plan else 0
        for k in range(need, -1, -1):
            if sums[k]:
                target = min(need, k + step)
                sums[target] |= (sums[k] << v) & mask
    return bool(sums[need] >> threshold & 1)


def setup(game: Game, players: int, table: Table) -> State:
    board = board_of(game)
    rules = rules_of(game, players)
    tiles_spec = game.one("exhibit-tiles").spec
    names = tuple(e.name for e in tiles_spec.exhibits)
    prices = tuple(e.price for e in tiles_spec.exhibits)
    total_blots = tiles_spec.blots.count
    total_tokens = sum(token_value(c) for c in game.of_kind("tokens"))
    if len(board.starts) < players:
        table.undefined("kolekcjonerzy.turn-order", f"{players} players but {len(board.starts)} start fields")
    if len(board.circles) < len(names):
        table.undefined("kolekcjonerzy.exhibits-shuffled", f"{len(names)} exhibits but {len(board.circles)} circles")
    # 1–2: the arbiter is chosen; the order is drawn, pawn n on start field n. Seats are numbered
    # in the drawn order, so player i (0-based) starts on start field i + 1.
    table.rule("kolekcjonerzy.turn-order")
    pawns = board.starts[:players]
    # 3: the blots are dealt; 4: plans (random, at least the minimum) go to the arbiter.
    table.rule("kolekcjonerzy.blots-dealt")
    each, arbiter = divmod(total_blots, players)
    plans = []
    for _ in range(players):
        table.rule("kolekcjonerzy.plan-minimum")
        size = min(len(names), rules.plan_maximum, rules.plan_minimum + table.rng.randint(0, PLAN_EXTRA))
        plans.append(frozenset(table.shuffled(range(len(names)))[:size]))
    plans = tuple(plans)
    # 5: players lay their blots in turn order; 6: the price list of points, then the arbiter's blots.
    no_tiles = (NO_TILE,) * (board.cols * board.rows)
    blots = place_blots(board, pawns, frozenset(), no_tiles, each * players, table)
    values = point_values(prices, plans, game.facts["one-token-points"], table)
    blots = place_blots(board, pawns, blots, no_tiles, arbiter, table)
    # 7: the exhibits, shuffled, one on each circle (the first circles in a shuffled order).
    table.rule("kolekcjonerzy.exhibits-shuffled")
    tiles = list(no_tiles)
    for cell, exhibit in zip(table.shuffled(board.circles), range(len(names))):
        tiles[cell] = exhibit
    # 8: starting tokens from the bank.
    table.rule("kolekcjonerzy.starting-tokens")
    bank = total_tokens - players * rules.starting_tokens
    if bank < 0:
        table.undefined(
            "kolekcjonerzy.starting-tokens",
            f"{total_tokens} tokens cannot give {players} players {rules.starting_tokens} each",
        )
    state = State(
        board=board,
        rules=rules,
        names=names,
        prices=prices,
        values=values,
        plans=plans,
        pos=pawns,
        tokens=(rules.starting_tokens,) * players,
        owned=(frozenset(),) * players,
        tiles=tuple(tiles),
        blots=blots,
        bank=bank,
        total_tokens=total_tokens,
        total_blots=total_blots,
    )
    _count_reachable(state, table)
    return state


def _count_reachable(state: State, table: Table) -> None:
    rules = state.rules
    ok = [
        reachable(state.values, plan, rules.threshold, -(-len(plan) * rules.plan_share // 100)) for plan in state.plans
    ]
    n = rules.players
    table.count("games", 1)
    table.count(f"games with {n:02d} players", 1)
    table.count("players for whom the exact threshold is reachable", sum(ok))
    table.count("players in all games", n)
    if any(ok):
        table.count("games where someone can reach the exact threshold", 1)
    if all(ok):
        table.count("games where everyone can reach the exact threshold", 1)
    table.count("total points of all exhibits (sum over games)", sum(state.values))
