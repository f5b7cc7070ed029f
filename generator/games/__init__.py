"""Game knowledge: each game's documented facts (with citations), its checks, its rules engine.

A documented fact is what the seed rulebook says. The data may override one only by declaring a
house rule in game.yaml; that is reported as a notice on every run, never silently accepted.
"""
from __future__ import annotations

import importlib
import pkgutil
from dataclasses import dataclass, field
from typing import Callable

from ..core import Game
from ..findings import Findings
from ..house_rules import Fact, apply


@dataclass(frozen=True)
class GameRules:
    id: str
    facts: dict[str, Fact]
    check: Callable[["Game", "Findings"], None]
    seed: str = ""
    titles: dict[str, str] = field(default_factory=dict)   # Polish names of facts and item keys, for print


RULES: dict[str, GameRules] = {}
ENGINES: dict[str, object] = {}   # game id → its complete rules engine (generator.simulate.Engine)
EXTRA_CHECKS: dict[str, list[Callable[["Game", "Findings"], None]]] = {}


def load_all() -> None:
    """Import every module of this package: each registers its game rules or extra checks."""
    for info in pkgutil.iter_modules(__path__):
        if not info.name.startswith("_"):
            importlib.import_module(f"{__name__}.{info.name}")


def rules_for(game_id: str) -> GameRules | None:
    load_all()
    return RULES.get(game_id)


def checks_for(game_id: str) -> list[Callable[["Game", "Findings"], None]]:
    """Every check of a game: its own, then checks other modules registered for it (boards)."""
    load_all()
    own = [RULES[game_id].check] if game_id in RULES else []
    return own + EXTRA_CHECKS.get(game_id, [])


def register(rules: GameRules) -> GameRules:
    RULES[rules.id] = rules
    return rules


def register_engine(engine):
    """A game's complete rules engine, played by `drukarnia simulate` (see generator/simulate.py)."""
    ENGINES[engine.game_id] = engine
    return engine


def engine_for(game_id: str):
    load_all()
    return ENGINES.get(game_id)


def register_check(game_id: str, check: Callable[["Game", "Findings"], None]) -> None:
    """Add a check for a game from another module (e.g. board checks kept with the board model)."""
    EXTRA_CHECKS.setdefault(game_id, [])
    if check not in EXTRA_CHECKS[game_id]:
        EXTRA_CHECKS[game_id].append(check)


def apply_house_rules(game: "Game", findings: "Findings") -> None:
    """Resolve the game's effective facts: documented values, overridden by declared house rules."""
    rules = rules_for(game.id)
    game.documented = dict(rules.facts) if rules is not None else {}
    game.titles = dict(rules.titles) if rules is not None else {}
    game.facts = apply(game, rules, findings)
