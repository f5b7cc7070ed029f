"""Play many seeded games with a game's rules engine and report what the rules did not settle.

A rules engine (`generator/games/<game>/engine.py`) plays one game as pure functions over its own
typed state. It talks to the table through a `Table`: legal choices (`choose`, `roll`, or the
strategy a seat plays, `plays(seat)`), every decision point it passes (`rule(id)`), situations no
rule settles (`undefined(id, what)`, which ends that game), and figures worth reporting (`count`).

`simulate` plays N games (game i with seed S+i, so any finding can be replayed alone with
`--seed S+i --games 1`; the strategies rotate over the seats with the seed, so a replay with the
same --seats has the same seats), checks the engine's invariants after every turn, bounds the length of a game, and returns
a `Report`: wins by seat and by strategy, how games ended, each figure's sum and sum of squares
over the games (for intervals, generator/games/figures.py). Nothing here knows a game: engines
register with `generator.games.register_engine`.
"""

from __future__ import annotations

import os
import statistics
import sys
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from generator.games.table import RANDOM, Engine, Table, Undefined, UnknownRule  # noqa: F401  (what engines and reports name)
from generator.model.core import Game
from generator.model.workers import die_with_parent

SCORE = "score at the end (per player)"  # the figure of each seat's money or points at the end
TURNS = "turns (per game)"


@dataclass(frozen=True)
class Problem:
    kind: str  # "undefined" | "unfinished" | "invariant" | "error"
    seed: int
    players: int
    turn: int
    message: str
    rule: str = ""


@dataclass
class Report:
    game_id: str
    games: int = 0
    finished: int = 0
    turns: dict[int, list[int]] = field(default_factory=dict)  # players → turns of each finished game
    used: Counter = field(default_factory=Counter)
    figures: Counter = field(default_factory=Counter)  # figure → sum over the games
    squares: Counter = field(default_factory=Counter)  # figure → sum of each game's value squared
    problems: list[Problem] = field(default_factory=list)
    declared: tuple[str, ...] = ()
    ends: Counter = field(default_factory=Counter)  # how the finished games ended
    seat_games: Counter = field(default_factory=Counter)  # seat (1-based) → finished games it sat in
    seat_wins: Counter = field(default_factory=Counter)
    seat_fair: Counter = field(default_factory=Counter)  # seat → wins a fair game would give it
    strategy_games: Counter = field(default_factory=Counter)  # strategy → finished games it had a seat in
    strategy_wins: Counter = field(default_factory=Counter)  # … games a seat of it won (or shared)
    strategy_fair: Counter = field(default_factory=Counter)  # … wins its share of the seats would give it
    strategy_players: Counter = field(default_factory=Counter)  # strategy → seats it played (finished games)
    strategy_score: Counter = field(default_factory=Counter)  # … sum of those seats' scores
    strategy_squares: Counter = field(default_factory=Counter)
    interrupted: bool = False  # Ctrl-C stopped the run: the report covers the games played before it

    @property
    def unused(self) -> list[str]:
        return sorted(set(self.declared) - set(self.used))

    def of(self, kind: str) -> list[Problem]:
        return [p for p in self.problems if p.kind == kind]

    @property
    def clean(self) -> bool:
        return not self.problems

    def turn_summary(self) -> dict[int, tuple[int, int]]:
        """players → (median, max) turns of the finished games."""
        return {n: (int(statistics.median(t)), max(t)) for n, t in sorted(self.turns.items()) if t}

    def merge(self, part: Report) -> None:
        for name in ("games", "finished"):
            setattr(self, name, getattr(self, name) + getattr(part, name))
        for players, turns in part.turns.items():
            self.turns.setdefault(players, []).extend(turns)
        for name in (
            "used figures squares ends seat_games seat_wins seat_fair strategy_games strategy_wins "
            "strategy_fair strategy_players strategy_score strategy_squares"
        ).split():
            getattr(self, name).update(getattr(part, name))
        self.problems.extend(part.problems)


def player_counts(low: int, high: int, players: int | None, games: int) -> list[int]:
    """The player count of each game: the one asked for, or low..high in turn."""
    if players is not None:
        return [players] * games
    span = high - low + 1
    return [low + i % span for i in range(games)]


def seating(strategies: Sequence[str], players: int, seed: int) -> tuple[str, ...]:
    """The strategy of each seat in the game of `seed`: the names cycle over the seats, shifted by
    one seat from one seed to the next, so each strategy sits in every seat equally often over
    consecutive seeds, and a game replayed alone (`--seed S --games 1`, same names) has the same seats."""
    if not strategies:
        return (RANDOM,) * players
    return tuple(strategies[(seat + seed) % len(strategies)] for seat in range(players))


def play_one(
    engine: Engine,
    game: Game,
    players: int,
    seed: int,
    report: Report,
    bound: int | None = None,
    seats: Sequence[str] = (),
) -> None:
    seats = tuple(seats) or (RANDOM,) * players
    table = Table(engine.rules, seed, seats)
    limit = bound if bound is not None else engine.bound(players)

    def problem(kind: str, message: str, rule: str = "") -> None:
        report.problems.append(Problem(kind, seed, players, table.turn, message, rule))

    state = None
    try:
        state = engine.setup(game, players, table)
        broken = engine.invariants(state)
        while not broken and not engine.over(state) and table.turn < limit:
            table.turn += 1
            state = engine.turn(state, table)
            broken = engine.invariants(state)
    except Undefined as exc:
        problem("undefined", exc.what, exc.rule)
    except UnknownRule as exc:
        problem("error", f"the engine used the rule id '{exc.args[0]}', which it does not declare")
    except Exception as exc:  # an engine bug: reported with the seed that reproduces it
        problem("error", f"{type(exc).__name__}: {exc}")
    else:
        if broken:
            for message in broken:
                problem("invariant", message)
        elif not engine.over(state):
            stalled = engine.stalled(state) if hasattr(engine, "stalled") else ""
            problem("unfinished", f"the game did not end within {limit} turns" + (f"; {stalled}" if stalled else ""))
        else:
            report.finished += 1
            report.turns.setdefault(players, []).append(table.turn)
            _record_finished(engine, state, players, seats, table, report)
    report.games += 1  # counted once played through: Ctrl-C inside a game leaves no trace of it
    report.used.update(table.used)
    report.figures.update(table.figures)
    report.squares.update({name: value * value for name, value in table.figures.items()})


def _record_finished(engine: Engine, state, players: int, seats: tuple[str, ...], table: Table, report: Report) -> None:
    report.figures[TURNS] += table.turn
    report.squares[TURNS] += table.turn * table.turn
    if hasattr(engine, "ending"):
        report.ends[engine.ending(state)] += 1
    winners = set(engine.winners(state)) if hasattr(engine, "winners") else set()
    scores = engine.scores(state) if hasattr(engine, "scores") else ()
    for seat in range(players):
        report.seat_games[seat + 1] += 1
        report.seat_wins[seat + 1] += seat in winners
        report.seat_fair[seat + 1] += 1 / players
    for name in dict.fromkeys(seats):
        held = [seat for seat in range(players) if seats[seat] == name]
        report.strategy_games[name] += 1
        report.strategy_wins[name] += bool(winners & set(held))
        report.strategy_fair[name] += len(held) / players
        report.strategy_players[name] += len(held)
        for seat in held if scores else ():
            report.strategy_score[name] += scores[seat]
            report.strategy_squares[name] += scores[seat] * scores[seat]


Progress = Callable[[int], None]  # called with the number of games played so far


def simulate(
    engine: Engine,
    game: Game,
    *,
    players: int | None = None,
    games: int = 100,
    seed: int = 1,
    bound: int | None = None,
    jobs: int = 1,
    strategies: Sequence[str] = (),
    progress: Progress | None = None,
) -> Report:
    """Play `games` seeded games (seed, seed+1, …) and collect what happened; with `jobs` > 1 in forked
    worker processes (where the system forks), in batches of contiguous seeds. The report is the same
    whatever `jobs` is: batches are merged in seed order. `strategies` cycle over the seats (see
    `seating`); none: every seat plays "random". Ctrl-C stops the run: the report then covers the
    games played before it (a prefix of the seeds) and says `interrupted`."""
    plan = _Plan(game.spec.players.min, game.spec.players.max, players, seed, tuple(strategies))
    report = Report(engine.game_id, declared=tuple(sorted(engine.rules)))
    batches = _batches(games, jobs if _can_fork() else 1)
    if len(batches) == 1:
        try:
            for i in range(games):
                play_one(engine, game, *plan.game(i), report, bound, plan.seats(i))
                if progress is not None:
                    progress(report.games)
        except KeyboardInterrupt:
            report.interrupted = True
        return report
    return _in_workers(engine, game, bound, plan, batches, jobs, report, progress)


@dataclass(frozen=True)
class _Plan:
    """Which game is played with which player count, seed and seats (worked out one game at a time:
    a million games need no list of a million)."""

    low: int
    high: int
    players: int | None
    seed: int
    strategies: tuple[str, ...]

    def game(self, i: int) -> tuple[int, int]:
        count = self.low + i % (self.high - self.low + 1) if self.players is None else self.players
        return count, self.seed + i  # the player counts of player_counts(), one at a time

    def seats(self, i: int) -> tuple[str, ...]:
        return seating(self.strategies, self.game(i)[0], self.seed + i)


_WORK: tuple | None = None


def _can_fork() -> bool:
    return hasattr(os, "fork") and sys.platform != "darwin"


def _batches(games: int, jobs: int) -> list[range]:
    """Contiguous batches of game numbers: a few per worker and per hundredth of the run, so that
    progress moves and Ctrl-C loses little; a few games are not worth a process."""
    if jobs <= 1 or games < 40:
        return [range(games)]
    size = max(20, min(games // (4 * jobs), games // 100 or 1, 200))
    return [range(i, min(i + size, games)) for i in range(0, games, size)]


def _play_batch(batch: range) -> Report:
    engine, game, bound, plan = _WORK
    report = Report(engine.game_id, declared=tuple(sorted(engine.rules)))
    for i in batch:
        play_one(engine, game, *plan.game(i), report, bound, plan.seats(i))
    return report


def _in_workers(
    engine, game, bound, plan: _Plan, batches: list, jobs: int, report: Report, progress: Progress | None
) -> Report:
    """Batches in forked workers, a few handed out at a time and merged in seed order as they come
    back. Ctrl-C (in the terminal, or SIGINT sent to this process alone) ends the workers at once and
    keeps the batches merged so far."""
    import multiprocessing

    global _WORK
    _WORK = (engine, game, bound, plan)  # forked workers inherit the engine and the validated game
    workers = min(jobs, len(batches))
    pool = multiprocessing.get_context("fork").Pool(workers, die_with_parent, (os.getpid(),))
    pending: list = []
    following = iter(batches)
    try:
        for batch in following:
            pending.append(pool.apply_async(_play_batch, (batch,)))
            if len(pending) < 2 * workers:
                continue
            _merge_first(pending, report, progress)
        while pending:
            _merge_first(pending, report, progress)
    except KeyboardInterrupt:
        report.interrupted = True
    finally:
        _WORK = None
        pool.terminate()
        pool.join()
    return report


def _merge_first(pending: list, report: Report, progress: Progress | None) -> None:
    """Wait for the oldest batch in short waits: a signal lands in whichever thread the system picks
    (the pool has threads of its own), and Python runs its handler (Ctrl-C: KeyboardInterrupt) only
    when the main thread wakes; an endless wait would never see it."""
    first = pending[0]
    while not first.ready():
        first.wait(0.1)
    report.merge(pending.pop(0).get())
    if progress is not None:
        progress(report.games)
