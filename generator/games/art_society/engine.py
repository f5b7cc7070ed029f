"""Art Society's complete rules engine: set-up, the five phases of a round, end of game, scoring.

One `turn` of the simulation is one round (auction set-up, bidding and choosing, placing, prestige,
passing the gavel). Everything comes from the data through `state.config_of` (the collection grid,
shapes, tracks, lollipop sets, facts with house rules and this edition's points); the placing
phase and the score are in `hanging`. Every decision point names its rule id; `RULES` says what
each settles, and the rulebook prints each one (zasady.yaml `rules:` and the decisions' `rules:`).
"""

from __future__ import annotations

from dataclasses import replace

from generator.games import register_engine
from generator.games.art_society import strategies
from generator.games.art_society.hanging import faux_pas_paintings, full, place, score, spots, winners
from generator.games.art_society.state import Config, Hung, Painting, Player, State, config_of, placements, ring
from generator.games.art_society.strategies import SMART, STRATEGIES
from generator.games.table import RANDOM, Table
from generator.model.core import Game

RULES = {
    "art-society.start-draw": "each player draws one starting painting at random; the rest go back to the box",
    "art-society.start-placement": "the starting painting lies anywhere inside the starting box, turned either "
    "way, where its owner chooses at setup, before the first auction; it never moves, and the box's other cells "
    "are ordinary cells",
    "art-society.first-auctioneer": "the first auctioneer is drawn at random and takes the gavel",
    "art-society.stack-top": "the auctioneer takes the top painting of a stack, possibly several from one stack",
    "art-society.stack-empty": "an empty stack cannot be chosen; the auctioneer takes from the others",
    "art-society.deck-short": "fewer paintings left than players + extra: all of them are auctioned; with no "
    "more than the players, the last in bidding order get none and none goes to the museum",
    "art-society.bid-mandatory": "every player, the auctioneer too, plays one lollipop every round; no one may pass",
    "art-society.bid-order": "the highest lollipop chooses first, then the next highest",
    "art-society.bid-tie": "equal lollipops: the auctioneer first, then clockwise from the auctioneer",
    "art-society.must-choose": "every player must take one of the offered paintings in turn; the rest go to the museum",
    "art-society.hang-legal": "a painting is hung on free cells, wholly on the grid, turned either way, "
    "touching a hung painting along a side",
    "art-society.faux-pas-legal": "hanging next to a painting of the same theme is allowed (both score nothing)",
    "art-society.hang-or-assistant": "a painting that could be hung may go to an assistant with free hands instead "
    "(edition value assistant-by-choice)",
    "art-society.assistant-any-order": "the assistant's painting may be hung in any later placing phase, before "
    "or after the new painting",
    "art-society.hang-in-turn": "two paintings hung in one placing phase are laid one after the other: the "
    "second may touch only the first (a faux pas if their themes match)",
    "art-society.hang-order": "the players hang in turn clockwise from the auctioneer, each making the whole move "
    "(the assistant's painting too) and ending it with „gotowe” before the next begins; at once only if everyone "
    "agrees (the engine lays them in turn, which serves both: no player's choice reads another's board)",
    "art-society.release-moved": "a painting let go against the hanging rules takes the player's whole move back, "
    "if noticed before the new auctioneer takes the first painting of the next auction (in the last round: before "
    "the score pad is filled in): every painting laid in that placing phase returns (the assistant's to the "
    "assistant) and the phase starts again from where it began, every choice open (hang legally, give to a free "
    "assistant, or steps 3-4 when the new painting cannot hang); one noticed later stays where it lies and scores "
    "as it lies (the engine's players notice at once: hanging.release)",
    "art-society.no-fit-assistant": "a painting that fits nowhere must go to the assistant if its hands are free",
    "art-society.oversized-last-resort": "if the new painting fits nowhere and the assistant's painting can be "
    "hung, it must be, and the new one goes to the assistant",
    "art-society.oversized": "a painting that fits nowhere, with the assistant busy, lies beside the board",
    "art-society.oversized-stays": "an oversized painting lies beside the board to the end: it is never hung "
    "nor given to the assistant later, even when room appears",
    "art-society.museum-advance": "the painting nobody took moves its theme's marker by its size",
    "art-society.track-end": "a marker that would pass the end of its track stops on the last space",
    "art-society.gavel": "the gavel passes clockwise at the end of the round",
    "art-society.end-full-board": "a full collection board ends the game after the current round",
    "art-society.end-lollipops": "the last lollipops played end the game after the current round",
    "art-society.end-second-oversized": "a player's second oversized painting ends the game after the round",
    "art-society.end-deck-empty": "no painting left for another auction ends the game after the round",
    "art-society.score-theme": "a hung painting scores the value under its theme's marker",
    "art-society.score-faux-pas": "two hung paintings of one theme touching along a side both score nothing",
    "art-society.score-direct-view": "a painting covering a direct-view cell scores once more",
    "art-society.score-frame-sets": "each set of every frame among the hung paintings scores the set bonus",
    "art-society.score-full-board": "a full collection board scores its bonus",
    "art-society.score-oversized": "each oversized painting costs its penalty",
    "art-society.score-assistant": "a painting left with the assistant costs its penalty",
    "art-society.score-tie-cells": "a tie for the most points goes to the player who covered more cells",
    "art-society.score-tie-shared": "a tie that remains is a shared win",
}

_CONFIGS: dict[int, tuple[Game, Config]] = {}


def config_for(game: Game) -> Config:
    """The game's config, read once per loaded game."""
    cached = _CONFIGS.get(id(game))
    if cached is None or cached[0] is not game:
        if len(_CONFIGS) > 8:  # a few loaded games at a time (tests load many)
            _CONFIGS.clear()
        cached = (game, config_of(game))
        _CONFIGS[id(game)] = cached
    return cached[1]


# ------------------------------------------------------------------------------------ set-up


def setup_state(config: Config, players: int, table: Table) -> State:
    if players > len(config.numbers) or players > len(config.starting):
        table.undefined(
            "art-society.start-draw",
            f"{players} players but {len(config.numbers)} lollipop sets and {len(config.starting)} starting paintings",
        )
    table.rule("art-society.start-draw")
    drawn = table.shuffled(config.starting)
    seats = []
    for seat in range(players):
        painting = drawn[seat]
        w, h = config.shapes[painting.size]
        inside = placements(config.board, config.cols, config.rows, w, h, within=config.start)
        if not inside:
            table.undefined(
                "art-society.start-placement",
                f"starting painting of size {painting.size} does not fit the starting box",
            )
        table.rule("art-society.start-placement")
        mask = table.choose(inside)
        player = Player(lollipops=tuple(config.numbers[seat]))
        seats.append(replace(player, hung=(Hung(painting, mask[0]),)))
    stacks: dict[int, tuple[Painting, ...]] = {size: () for size in sorted(config.shapes)}
    for painting in table.shuffled(config.paintings):
        stacks[painting.size] = stacks.get(painting.size, ()) + (painting,)
    table.rule("art-society.first-auctioneer")
    return State(
        config=config,
        players=tuple(seats),
        stacks=stacks,
        box=tuple(drawn[players:]),
        markers={theme: 0 for theme in config.themes},
        gavel=table.roll(players) - 1,
    )


# ------------------------------------------------------------------------------------ a round


def auction(state: State, table: Table) -> tuple[dict[int, tuple[Painting, ...]], tuple[Painting, ...]]:
    """Phase 1: the auctioneer turns up players + extra paintings, each the top of a chosen stack."""
    wanted = len(state.players) + state.config.extra
    if state.left < wanted:
        table.rule("art-society.deck-short")
        table.count("rounds with too few paintings left")
        wanted = state.left
    stacks = dict(state.stacks)
    offered: list[Painting] = []
    for _ in range(wanted):
        open_ = [size for size, stack in stacks.items() if stack]
        if len(open_) < len(stacks):
            table.rule("art-society.stack-empty")
        table.rule("art-society.stack-top")
        size = table.choose(open_)
        offered.append(stacks[size][0])
        stacks[size] = stacks[size][1:]
    return stacks, tuple(offered)


def bidding_order(
    players: tuple[Player, ...], bids: tuple[int, ...], gavel: int, table: Table | None = None
) -> tuple[int, ...]:
    """Phase 2: seats in choosing order: highest lollipop first; equal ones from the auctioneer clockwise."""
    n = len(players)
    if table is not None:
        table.rule("art-society.bid-order")
        if len(set(bids)) < n:
            table.rule("art-society.bid-tie")
            table.count("rounds with equal lollipops")
    return tuple(sorted(range(n), key=lambda seat: (-bids[seat], (seat - gavel) % n)))


def hanging_order(players: int, gavel: int) -> tuple[int, ...]:
    """Phase 3: seats clockwise from the auctioneer, each player's whole move before the next one's (r44 AS
    finding 3: the move ends with „gotowe”; hanging at once, by everyone's consent, needs no other order)."""
    return tuple((gavel + k) % players for k in range(players))


def _choose_painting(
    config: Config, player: Player, offered: list[Painting], table: Table, name: str = RANDOM, markers=None
) -> Painting:
    """A random painting; most players prefer one they can hang. Other strategies: strategies.py."""
    if name != RANDOM:
        return strategies.choose_painting(name, config, markers, player, offered, table.rng)
    fitting = [p for p in offered if spots(config, player, p)]
    if fitting and table.chance(0.75):
        return table.choose(fitting)
    return table.choose(offered)


def play_round(state: State, table: Table) -> State:
    config = state.config
    stacks, offered = auction(state, table)
    # bidding: everyone plays a lollipop (no passing)
    table.rule("art-society.bid-mandatory")
    bids = tuple(
        table.choose(p.lollipops)
        if table.plays(seat) == RANDOM
        else strategies.bid(table.plays(seat), config, state.markers, p, offered, state.left)
        for seat, p in enumerate(state.players)
    )
    players = [
        replace(p, lollipops=tuple(x for x in p.lollipops if x != b), played=p.played + (b,))
        for p, b in zip(state.players, bids)
    ]
    order = bidding_order(state.players, bids, state.gavel, table)
    remaining = list(offered)
    won: dict[int, Painting] = {}
    for seat in order:
        if not remaining:
            table.rule("art-society.deck-short")
            break
        table.rule("art-society.must-choose")
        painting = _choose_painting(config, players[seat], remaining, table, table.plays(seat), state.markers)
        remaining.remove(painting)
        won[seat] = painting
        table.count("paintings won")
    # placing, once every player has a painting (zasady: no painting is laid earlier; r35 F1), each player on
    # their own board, one by one from the auctioneer (r38 F3: the order the auctioneer's question sets)
    table.rule("art-society.hang-order")
    for seat in hanging_order(len(players), state.gavel):
        if seat not in won:
            continue
        painting = won[seat]
        careful = None if table.plays(seat) == RANDOM else strategies.pick_spot
        players[seat] = place(config, players[seat], painting, table, careful)
    # prestige
    markers = dict(state.markers)
    for painting in remaining:
        table.rule("art-society.museum-advance")
        track = config.tracks[painting.theme]
        moved = markers[painting.theme] + painting.size * config.advance
        if moved > len(track) - 1:
            table.rule("art-society.track-end")
            moved = len(track) - 1
        markers[painting.theme] = moved
    table.rule("art-society.gavel")
    after = replace(
        state,
        players=tuple(players),
        stacks=stacks,
        museum=state.museum + tuple(remaining),
        markers=markers,
        gavel=(state.gavel + 1) % len(players),
        round=state.round + 1,
    )
    return end_of_round(after, table)


def end_of_round(state: State, table: Table) -> State:
    config = state.config
    ending = []
    if any(full(config, p) for p in state.players):
        ending.append("art-society.end-full-board")
    if any(not p.lollipops for p in state.players):
        ending.append("art-society.end-lollipops")
    if any(len(p.oversized) >= config.oversized_ends for p in state.players):
        ending.append("art-society.end-second-oversized")
    if state.left == 0:
        ending.append("art-society.end-deck-empty")
    if not ending:
        return state
    for rule in ending:
        table.rule(rule)
        table.count("game ends: " + rule.split(".", 1)[1])
    return final_score(replace(state, ending=tuple(ending)), table)


def final_score(state: State, table: Table) -> State:
    config = state.config
    scores = tuple(score(config, state.markers, p, table) for p in state.players)
    best = winners(config, scores, table)
    totals = sorted(s.total for s in scores)
    table.count("games scored")
    table.count(f"games scored, {len(scores)} players")
    table.count(f"score spread (sum), {len(scores)} players", totals[-1] - totals[0])
    table.count(f"winning score (sum), {len(scores)} players", totals[-1])
    table.count(f"rounds played (sum), {len(scores)} players", state.round)
    table.count(
        f"games shorter than the lollipop sets, {len(scores)} players",
        state.round < min(len(n) for n in config.numbers),
    )
    if totals[-1] == totals[-2]:
        table.count("ties for the most points")
    if len(best) > 1:
        table.count("shared wins")
    first = (state.gavel - state.round) % len(scores)
    for seat in best:
        place_ = (seat - first) % len(scores) + 1
        table.count(f"wins by seat from the first auctioneer, {len(scores)} players: {place_}")
    table.count("prestige at the end (sum over themes)", sum(config.tracks[t][m] for t, m in state.markers.items()))
    for p, s in zip(state.players, scores):
        table.count("player scores (sum)", s.total)
        table.count("players with a full board", bool(s.full))
        table.count("players with a painting left with the assistant", bool(p.assistant))
        table.count("players with an oversized painting", bool(p.oversized))
        table.count("paintings scoring nothing (faux-pas)", len(faux_pas_paintings(config, p)))
        table.count("paintings hung at the end", len(p.hung))
    return replace(state, scores=scores, winners=best)


# ------------------------------------------------------------------------------------ invariants


def invariants(state: State) -> list[str]:
    config = state.config
    out: list[str] = []
    seen: dict[int, int] = {}
    where = [p for stack in state.stacks.values() for p in stack] + list(state.museum) + list(state.box)
    for player in state.players:
        where += [h.painting for h in player.hung] + list(player.assistant) + list(player.oversized)
    for p in where:
        seen[p.id] = seen.get(p.id, 0) + 1
    every = config.paintings + config.starting
    missing = [p.id for p in every if seen.get(p.id, 0) == 0]
    twice = sorted(i for i, n in seen.items() if n > 1)
    if missing or twice or len(seen) != len(every):
        out.append(f"paintings not conserved: missing {missing}, more than once {twice}")
    for size, stack in state.stacks.items():
        if any(p.size != size for p in stack):
            out.append(f"a painting in the stack of size {size} has another size")
    for seat, player in enumerate(state.players):
        name = f"player {seat + 1}"
        if sorted(player.lollipops + player.played) != sorted(config.numbers[seat]):
            out.append(f"{name}: lollipops not conserved")
        if len(player.played) != state.round:
            out.append(f"{name}: {len(player.played)} lollipops played in {state.round} rounds")
        if len(player.assistant) > config.assistant_holds:
            out.append(f"{name}: the assistant holds {len(player.assistant)} paintings")
        covered = 0
        for i, h in enumerate(player.hung):
            if h.mask & covered:
                out.append(f"{name}: paintings overlap")
            if h.mask & ~config.board:
                out.append(f"{name}: a painting lies off the grid")
            if bin(h.mask).count("1") != h.painting.size:
                out.append(f"{name}: a painting of size {h.painting.size} covers {bin(h.mask).count('1')} cells")
            if i == 0 and h.mask & ~config.start:
                out.append(f"{name}: the starting painting lies outside the starting box")
            if i > 0 and not ring(h.mask, config.cols, config.rows) & covered:
                out.append(f"{name}: a painting touches no painting hung before it")
            covered |= h.mask
        if len(player.oversized) > config.oversized_ends:
            out.append(f"{name}: {len(player.oversized)} oversized paintings; the game should have ended")
    for theme, at in state.markers.items():
        moved = sum(p.size * config.advance for p in state.museum if p.theme == theme)
        if not 0 <= at < len(config.tracks[theme]) or at != min(moved, len(config.tracks[theme]) - 1):
            out.append(f"prestige marker of {theme} on space {at}; the museum moved it {moved}")
    if state.round and len(state.museum) > state.round * (len(config.paintings)):
        out.append("more paintings in the museum than auctioned")
    if state.over and len(state.scores) != len(state.players):
        out.append("a score is missing")
    return out


# ------------------------------------------------------------------------------------ the engine


class ArtSocietyEngine:
    game_id = "art-society"
    rules = RULES

    def setup(self, game: Game, players: int, table: Table) -> State:
        return setup_state(config_for(game), players, table)

    def turn(self, state: State, table: Table) -> State:
        return play_round(state, table)

    def over(self, state: State) -> bool:
        return state.over

    def invariants(self, state: State) -> list[str]:
        return invariants(state)

    def bound(self, players: int) -> int:
        return 40  # a game lasts at most as many rounds as a lollipop set (8 in this edition)

    strategies = STRATEGIES
    smart = SMART

    def winners(self, state: State) -> tuple[int, ...]:
        return state.winners

    def ending(self, state: State) -> str:
        return "+".join(rule.split(".", 1)[1] for rule in state.ending)

    def scores(self, state: State) -> tuple[float, ...]:
        return tuple(s.total for s in state.scores)

    def stalled(self, state: State) -> str:
        return f"round {state.round}, {state.left} paintings left in the stacks"


ENGINE = register_engine(ArtSocietyEngine())
