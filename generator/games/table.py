"""The table a rules engine plays at: random legal choices (`choose`, `roll`), every decision point
it passes (`rule(id)`), situations no rule settles (`undefined(id, what)`, which ends that game) and
figures worth reporting (`count`); and `Engine`, what a game's rules engine offers. Engines import
this module; the simulation that plays them (generator/games/simulate.py) imports it too."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, Protocol, TypeVar

from generator.model.core import Game

T = TypeVar("T")
RANDOM = "random"  # the strategy every engine plays: random legal choices, aimed at the goal where the engine says so


class Undefined(Exception):
    """A situation the rules (with this edition's decisions) do not settle."""

    def __init__(self, rule: str, what: str):
        super().__init__(what)
        self.rule = rule
        self.what = what


class UnknownRule(KeyError):
    """An engine named a rule id it did not declare: a bug in the engine, not in the data."""


class Table:
    """What an engine sees of the table: seeded randomness, rule ids used, counters."""

    def __init__(self, rules: Mapping[str, str], seed: int, seats: Sequence[str] = ()):
        self.rules = rules
        self.seed = seed
        self.seats = tuple(seats)  # the strategy of each seat; none named: every seat plays "random"
        self.rng = random.Random(seed)
        self.turn = 0
        self.used: Counter[str] = Counter()
        self.figures: Counter[str] = Counter()

    def rule(self, rule_id: str) -> None:
        """Record that the game passed a decision point settled by `rule_id`."""
        if rule_id not in self.rules:
            raise UnknownRule(rule_id)
        self.used[rule_id] += 1

    def undefined(self, rule_id: str, what: str) -> NoReturn:  # noqa: F821
        """No rule settles this situation: stop the game and report it under `rule_id`."""
        raise Undefined(rule_id, what)

    def plays(self, seat: int) -> str:
        """The name of the strategy playing `seat` ("random": the engine's own random legal choices)."""
        return self.seats[seat] if seat < len(self.seats) else RANDOM

    def choose(self, options: Sequence[T]) -> T:
        """A random legal choice (the simulated player's)."""
        if not options:
            raise ValueError("choose() needs at least one legal option")
        return options[self.rng.randrange(len(options))]

    def chance(self, probability: float) -> bool:
        return self.rng.random() < probability

    def roll(self, sides: int = 6) -> int:
        return self.rng.randint(1, sides)

    def shuffled(self, items: Sequence[T]) -> list[T]:
        out = list(items)
        self.rng.shuffle(out)
        return out

    def count(self, figure: str, n: float = 1) -> None:
        """Add to a figure reported over all games (e.g. "sales", "sales at a loss")."""
        self.figures[figure] += n


class Engine(Protocol):
    """What `simulate` needs of a game's rules engine."""

    game_id: str
    rules: Mapping[str, str]  # every rule id the engine can use → what it settles (English)

    def setup(self, game: Game, players: int, table: Table) -> Any: ...
    def turn(self, state: Any, table: Table) -> Any: ...  # one player's turn (or one round)
    def over(self, state: Any) -> bool: ...
    def invariants(self, state: Any) -> list[str]: ...  # broken invariants, empty when all hold
    def bound(self, players: int) -> int: ...  # turns after which a game is unfinished

    # The strategies the engine offers besides "random" (name → what the player does, English); "smart"
    # names the sensible one the figures of the rulebook and the requirement of 70 % use.
    strategies: Mapping[str, str]
    smart: str

    def winners(self, state: Any) -> tuple[int, ...]: ...  # seats sharing the win of a finished game
    def ending(self, state: Any) -> str: ...  # how a finished game ended (a short English name)
    def scores(self, state: Any) -> tuple[float, ...]: ...  # each seat's money or points at the end
    def stalled(self, state: Any) -> str: ...  # what keeps an unfinished game going (English, one line)
