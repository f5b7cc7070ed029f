"""Play many seeded games with a game's rules engine and report what the rules did not settle.

A rules engine (`generator/games/<game>/engine.py`) plays one game as pure functions over its own
typed state. It talks to the table through a `Table`: random legal choices (`choose`, `roll`),
every decision point it passes (`rule(id)`), situations no rule settles (`undefined(id, what)`,
which ends that game), and figures worth reporting (`count`).

`simulate` plays N games (game i with seed S+i, so any finding can be replayed alone with
`--seed S+i --games 1`), checks the engine's invariants after every turn, bounds the length of a
game, and returns a `Report`. Nothing here knows a game: engines register with
`generator.games.register_engine`.
"""

from __future__ import annotations

import os
import statistics
import sys
from collections import Counter
from dataclasses import dataclass, field

from generator.games.table import Engine, Table, Undefined, UnknownRule  # noqa: F401  (what engines and reports name)
from generator.model.core import Game
from generator.model.workers import die_with_parent


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
    figures: Counter = field(default_factory=Counter)
    problems: list[Problem] = field(default_factory=list)
    declared: tuple[str, ...] = ()

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


def player_counts(low: int, high: int, players: int | None, games: int) -> list[int]:
    """The player count of each game: the one asked for, or low..high in turn."""
    if players is not None:
        return [players] * games
    span = high - low + 1
    return [low + i % span for i in range(games)]


def play_one(engine: Engine, game: Game, players: int, seed: int, report: Report, bound: int | None = None) -> None:
    table = Table(engine.rules, seed)
    limit = bound if bound is not None else engine.bound(players)
    report.games += 1

    def problem(kind: str, message: str, rule: str = "") -> None:
        report.problems.append(Problem(kind, seed, players, table.turn, message, rule))

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
            problem("unfinished", f"the game did not end within {limit} turns")
        else:
            report.finished += 1
            report.turns.setdefault(players, []).append(table.turn)
    report.used.update(table.used)
    report.figures.update(table.figures)


def simulate(
    engine: Engine,
    game: Game,
    *,
    players: int | None = None,
    games: int = 100,
    seed: int = 1,
    bound: int | None = None,
    jobs: int = 1,
) -> Report:
    """Play `games` seeded games (seed, seed+1, …) and collect what happened; with `jobs` > 1 in forked
    worker processes (where the system forks), each playing a contiguous share of the seeds. The
    report is the same whatever `jobs` is: shares are merged in seed order."""
    low, high = game.spec.players.min, game.spec.players.max
    plan = [(count, seed + i) for i, count in enumerate(player_counts(low, high, players, games))]
    shares = _shares(plan, jobs if _can_fork() else 1)
    if len(shares) == 1:
        return _play(engine, game, bound, plan)
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor

    global _WORK
    _WORK = (engine, game, bound)  # forked workers inherit the engine and the validated game
    try:
        with ProcessPoolExecutor(
            max_workers=len(shares),
            mp_context=multiprocessing.get_context("fork"),
            initializer=die_with_parent,
            initargs=(os.getpid(),),
        ) as pool:
            parts = list(pool.map(_play_share, shares))
    finally:
        _WORK = None
    return _merged(engine, parts)


_WORK: tuple | None = None


def _can_fork() -> bool:
    return hasattr(os, "fork") and sys.platform != "darwin"


def _shares(plan: list, jobs: int) -> list[list]:
    jobs = max(1, min(jobs, len(plan) // 20 or 1))  # a few games are not worth a process
    size = -(-len(plan) // jobs)
    return [plan[i : i + size] for i in range(0, len(plan), size)]


def _play(engine: Engine, game: Game, bound: int | None, plan: list) -> Report:
    report = Report(engine.game_id, declared=tuple(sorted(engine.rules)))
    for count, game_seed in plan:
        play_one(engine, game, count, game_seed, report, bound)
    return report


def _play_share(share: list) -> Report:
    engine, game, bound = _WORK
    return _play(engine, game, bound, share)


def _merged(engine: Engine, parts: list[Report]) -> Report:
    report = Report(engine.game_id, declared=tuple(sorted(engine.rules)))
    for part in parts:
        report.games += part.games
        report.finished += part.finished
        for players, turns in part.turns.items():
            report.turns.setdefault(players, []).extend(turns)
        report.used.update(part.used)
        report.figures.update(part.figures)
        report.problems.extend(part.problems)
    return report
