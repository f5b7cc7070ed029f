"""Figures of a simulation with their 95 % intervals, and two simulations compared figure by figure.

Pure arithmetic over `Report`s (generator/games/simulate.py): a rate's interval is Wilson's; a
difference of two rates or two means is the normal approximation with both variances (the two runs
play the same seeds, so the runs are positively correlated and this interval is, if anything, too
wide: a difference it calls significant is real). A difference is significant when its interval
does not contain 0.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from generator.games.simulate import SCORE, TURNS, Report

Z95 = 1.959964


def wilson(wins: float, n: float) -> tuple[float, float]:
    """The 95 % interval of a rate of `wins` in `n` trials (Wilson's score interval)."""
    if n <= 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + Z95 * Z95 / (2 * n)) / (1 + Z95 * Z95 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + Z95 * Z95 / (4 * n * n)) / (1 + Z95 * Z95 / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass(frozen=True)
class Figure:
    """One figure of a run: its value and the variance of that value (of the mean, for a mean)."""

    name: str
    value: float
    variance: float


def _mean(name: str, total: float, squares: float, n: float) -> Figure | None:
    if n <= 0:
        return None
    mean = total / n
    spread = max(0.0, squares / n - mean * mean)
    return Figure(name, mean, spread / n)


def _rate(name: str, hits: float, n: float) -> Figure | None:
    if n <= 0:
        return None
    p = hits / n
    return Figure(name, p, p * (1 - p) / n)


def figures(report: Report) -> dict[str, Figure]:
    """Every figure two runs can be compared on: win rates by seat and by strategy, how games end,
    game length, the score at the end by strategy, and the mean per game of each counted figure."""
    out: list[Figure | None] = []
    for seat in sorted(report.seat_games):
        out.append(_rate(f"win rate, seat {seat}", report.seat_wins[seat], report.seat_games[seat]))
    for name in sorted(report.strategy_games):
        out.append(_rate(f"win rate, {name}", report.strategy_wins[name], report.strategy_games[name]))
        out.append(
            _mean(
                f"{SCORE[: -len(' (per player)')]}, {name}",
                report.strategy_score[name],
                report.strategy_squares[name],
                report.strategy_players[name],
            )
        )
    for end in sorted(report.ends):
        out.append(_rate(f"games ending: {end}", report.ends[end], report.finished))
    out.append(_rate("games finished", report.finished, report.games))
    for name in sorted(report.figures):
        n = report.finished if name == TURNS else report.games
        out.append(
            _mean(f"{name} (mean per game)" if name != TURNS else name, report.figures[name], report.squares[name], n)
        )
    return {f.name: f for f in out if f is not None}


@dataclass(frozen=True)
class Difference:
    figure: str
    base: float
    other: float
    difference: float
    ci95: tuple[float, float]

    @property
    def significant(self) -> bool:
        return self.ci95[0] > 0 or self.ci95[1] < 0

    def as_json(self) -> dict:
        return {
            "figure": self.figure,
            "base": round(self.base, 6),
            "other": round(self.other, 6),
            "difference": round(self.difference, 6),
            "ci95": [round(self.ci95[0], 6), round(self.ci95[1], 6)],
            "significant": self.significant,
        }


def compare(base: Report, other: Report) -> list[Difference]:
    """Each figure of either run, side by side (a figure one run lacks is 0 there)."""
    a, b = figures(base), figures(other)
    out = []
    for name in sorted(set(a) | set(b), key=lambda n: (n not in a, list(a).index(n) if n in a else 0, n)):
        fa, fb = a.get(name, Figure(name, 0.0, 0.0)), b.get(name, Figure(name, 0.0, 0.0))
        d = fb.value - fa.value
        half = Z95 * math.sqrt(fa.variance + fb.variance)
        out.append(Difference(name, fa.value, fb.value, d, (d - half, d + half)))
    return out


def imbalances(report: Report, least: int = 100) -> list[tuple[str, float, float, tuple[float, float]]]:
    """Seats, and strategies, whose win rate differs from fair beyond its 95 % interval: (what, rate,
    fair rate, interval). Seats only when every seat plays the same strategy; none under `least` games."""
    out = []
    if len(report.strategy_games) == 1:
        for seat in sorted(report.seat_games):
            n = report.seat_games[seat]
            if n >= least:
                out.append((f"seat {seat}", report.seat_wins[seat], n, report.seat_fair[seat]))
    if len(report.strategy_games) > 1:
        for name in sorted(report.strategy_games):
            n = report.strategy_games[name]
            if n >= least:
                out.append((name, report.strategy_wins[name], n, report.strategy_fair[name]))
    found = []
    for what, wins, n, fair in out:
        lo, hi = wilson(wins, n)
        if not lo <= fair / n <= hi:
            found.append((what, wins / n, fair / n, (lo, hi)))
    return found
