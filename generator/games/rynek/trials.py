"""The figures Rynek's rulebook quotes from trial games: played by the rules engine with named
strategies, a fixed first seed and a fixed number of games, so the same data gives the same
sentence. The rulebook's build runs them, so they are kept (and played again only when the data or
the code changes) by the build's cache like every other input of the rulebook."""

from __future__ import annotations

from generator.games.rynek.simulation import ENGINE
from generator.games.simulate import simulate
from generator.model.core import Game

SEED = 1
GAMES = 100
PLAYERS = 3
ALONE = "sales alone"
ALONE_LOST = "sales alone at a loss"
FILLED = "sales alone meeting a product's whole demand"
FILLED_LOST = "sales alone meeting a product's whole demand, at a loss"


_PLAYED: dict[int, tuple[Game, dict]] = {}  # the figures of each Game object this process played


def trials(game: Game) -> dict:
    """The figures for `game` (below), played once per Game object in a process: validation and the
    rulebook's rendering quote the same games."""
    kept = _PLAYED.get(id(game))
    if kept is not None and kept[0] is game:
        return kept[1]
    figures = _play(game)
    _PLAYED.clear()  # one game's data at a time: a process that loads it again plays again
    _PLAYED[id(game)] = (game, figures)
    return figures


def _play(game: Game) -> dict:
    """{"games", "players", "random": {alone, lost, percent}, "merchant": {filled, lost}}: lone
    sales by players choosing at random (what they offer, how many), and lone sales covering a
    product's whole demand by players of the `merchant` strategy (strategies/), who sell alone
    only so."""
    words = {2: "dwóch", 3: "trzech", 4: "czterech", 5: "pięciu", 6: "sześciu"}
    out: dict = {"games": GAMES, "players": PLAYERS, "players_word": words[PLAYERS], "seed": SEED}
    for name in ("random", "merchant"):
        report = simulate(ENGINE, game, players=PLAYERS, games=GAMES, seed=SEED, strategies=(name,))
        if report.interrupted:  # Ctrl-C while the trials play: the command stops, as anywhere else
            raise KeyboardInterrupt
        figures = report.figures
        alone, lost = int(figures[ALONE]), int(figures[ALONE_LOST])
        out[name] = {
            "alone": alone,
            "lost": lost,
            "percent": round(100 * lost / alone) if alone else 0,
            "filled": int(figures[FILLED]),
            "filled_lost": int(figures[FILLED_LOST]),
        }
    return out
