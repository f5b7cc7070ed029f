"""Game knowledge: each game's documented facts (with citations), its checks, its rules engine.

A documented fact is what the seed rulebook says. The data may override one only by declaring a
house rule in game.yaml; that is reported as a notice on every run, never silently accepted.

A game's package is imported when that game is first asked about (its rules, checks or engine), so a
run over one game never loads the others. The registry (registry.py: every kind's module and
drawing, every game's package) is the only module that names them; simulate.py plays the engines,
which import table.py (the table they play at) and never a command. A game's package may import
model/, validate/, layout/, draw/ (its kinds draw) and rulebook/ (its rulebook extras); never
build/, serve/ or commands/ (its own command module aside, which cli.py names).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass, field

from generator.model.core import Game
from generator.model.findings import Findings
from generator.validate.house_rules import Fact, apply


@dataclass(frozen=True)
class GameRules:
    id: str
    facts: dict[str, Fact]
    check: Callable[[Game, Findings], None]
    seed: str = ""
    titles: dict[str, str] = field(default_factory=dict)  # Polish names of facts and item keys, for print


RULES: dict[str, GameRules] = {}
ENGINES: dict[str, object] = {}  # game id → its complete rules engine (generator.games.simulate.Engine)
EXTRA_CHECKS: dict[str, list[Callable[[Game, Findings], None]]] = {}


# game id → its package; importing the package registers its rules, checks, engine and kinds' helpers.
# The registry (generator/games/registry.py, GAME_PACKAGES) declares them: this package never names its
# games' packages, which import it.
PACKAGES: dict[str, str] = {}


def declare(packages: dict[str, str]) -> None:
    PACKAGES.update(packages)


def load(game_id: str) -> None:
    """Import the package of one game (nothing for a game without one of its own)."""
    if game_id in PACKAGES:
        importlib.import_module(PACKAGES[game_id])


def load_all() -> None:
    """Import every game's package: each registers its game rules or extra checks."""
    for game_id in PACKAGES:
        load(game_id)


def rules_for(game_id: str) -> GameRules | None:
    load(game_id)
    return RULES.get(game_id)


def checks_for(game_id: str) -> list[Callable[[Game, Findings], None]]:
    """Every check of a game: its own, then checks other modules registered for it (boards)."""
    load(game_id)
    own = [RULES[game_id].check] if game_id in RULES else []
    return own + EXTRA_CHECKS.get(game_id, [])


def register(rules: GameRules) -> GameRules:
    RULES[rules.id] = rules
    return rules


def register_engine(engine):
    """A game's complete rules engine, played by `drukarnia simulate` (see generator/games/simulate.py)."""
    ENGINES[engine.game_id] = engine
    return engine


def engine_for(game_id: str):
    load(game_id)
    return ENGINES.get(game_id)


def register_check(game_id: str, check: Callable[[Game, Findings], None]) -> None:
    """Add a check for a game from another module (e.g. board checks kept with the board model)."""
    EXTRA_CHECKS.setdefault(game_id, [])
    if check not in EXTRA_CHECKS[game_id]:
        EXTRA_CHECKS[game_id].append(check)


def apply_house_rules(game: Game, findings: Findings) -> None:
    """Resolve the game's effective facts: documented values, overridden by declared house rules."""
    rules = rules_for(game.id)
    game.documented = dict(rules.facts) if rules is not None else {}
    game.titles = dict(rules.titles) if rules is not None else {}
    game.facts = apply(game, rules, findings)
