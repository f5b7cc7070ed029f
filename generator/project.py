"""What a game.yaml holds: the game's title, players, shared sizes, house rules and decisions."""
from __future__ import annotations

from typing import Literal

from pydantic import Field

from .model import Model
from .units import Length

GAME_FILE = "game.yaml"


class PlayerRange(Model):
    min: int = Field(ge=1, le=20)
    max: int = Field(ge=1, le=20)


class HouseRule(Model):
    """A deliberate change of a documented fact; reported as a notice on every run."""

    fact: str
    value: int | float | str | bool | list[int] | dict[str, int]
    reason: str


class Decision(Model):
    """A choice this edition made where the seed is silent or wrong (printed in the rulebook)."""

    topic: str
    decision: str


class GameSpec(Model):
    kind: Literal["game"]
    id: str = Field(pattern=r"^[a-z][a-z0-9-]*$")
    title: str
    subtitle: str = ""
    seed: str = ""        # the seed rulebook of a bundled game; a user's own game may have none
    players: PlayerRange
    age: str = ""
    duration: str = ""
    dimensions: dict[str, Length] = {}    # shared sizes, e.g. field: 30mm (board field = tile)
    house_rules: list[HouseRule] = []
    decisions: list[Decision] = []
    print_order: list[str] = []
