"""The figures Rynek's rulebook quotes from trial games: played by the rules engine with named
strategies, a fixed first seed and a fixed number of games, so the same data gives the same
sentence. Validation (the rulebook's and the player aid's checks) and the rulebook's rendering
quote them; a process plays them once per game's data."""

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


_PLAYED: dict[str, dict] = {}  # the figures this process played, by the data the engine read (below)


def trials(game: Game) -> dict:
    """The figures for `game` (below), played once per game's data in a process: validation and the
    rulebook's rendering quote the same games, and loading the same data again (another command of
    a long-running process, a test) finds them played. The engine reads the game only through its
    Static (state.py: board, costs, edition, decks; every field a frozen value), so the Static's
    text is the key: a change of any number the games use plays them again."""
    key = repr(ENGINE.static(game))
    kept = _PLAYED.get(key)
    if kept is not None:
        return kept
    figures = _play(game)
    if len(_PLAYED) >= 8:  # a long-running process (serve) sees edit after edit
        _PLAYED.clear()
    _PLAYED[key] = figures
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
