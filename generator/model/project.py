"""What a game.yaml holds: the game's title, players, shared sizes, house rules and decisions."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import Field, model_validator

from generator.model.base import Model
from generator.model.units import Length

GAME_FILE = "game.yaml"


class PlayerRange(Model):
    min: int = Field(ge=1, le=20)
    max: int = Field(ge=1, le=20)
    # who else the game needs at the table, in the genitive, printed wherever the player count is:
    # "arbitra" → "dla 4–12 graczy oraz arbitra" (Kolekcjonerzy)
    also: str = Field("", max_length=40)

    @model_validator(mode="after")
    def _ordered(self) -> PlayerRange:
        if self.min > self.max:
            raise ValueError(f"min {self.min} is more than max {self.max}; expected min ≤ max")
        return self


Scalar = int | float | str | bool
Record = dict[str, Scalar]
MAX_REASON = 500  # characters of a house rule's reason
FactValue = Scalar | list[Scalar] | dict[str, Scalar | Record]


class HouseRule(Model):
    """A deliberate change of a documented fact, or of one item inside it (`item`: keys joined by
    "/", e.g. a card type, row and field `VIII/GR/max_price`); reported as a notice on every run.
    The value's type and range are checked against the fact (house_rules.apply)."""

    fact: str
    item: str | None = Field(default=None, min_length=1, max_length=200)
    documented: FactValue | None = None  # the value the rules document, as the person read it
    value: FactValue
    reason: str = Field(min_length=1, max_length=MAX_REASON)


class Decision(Model):
    """A choice this edition made where the seed is silent or wrong (printed in the rulebook)."""

    topic: str
    decision: str
    # the rules engine's decision points this text settles for players (`drukarnia simulate` uses them)
    rules: list[str] = []


class GameSpec(Model):
    kind: Literal["game"]
    id: str = Field(pattern=r"^[a-z][a-z0-9-]*$")
    title: str
    subtitle: str = ""
    seed: str = ""  # the seed rulebook of a bundled game; a user's own game may have none
    players: PlayerRange
    age: str = ""
    duration: str = ""
    dimensions: dict[str, Length] = {}  # shared sizes, e.g. field: 30mm (board field = tile)
    house_rules: list[HouseRule] = []
    edition: dict[str, FactValue] = {}  # values this edition chose where the seed gives none (edited freely)
    decisions: list[Decision] = []
    print_order: list[str] = []


def component_files(folder: Path) -> list[Path]:
    """The component files of a game's folder (every YAML file but game.yaml), in name order."""
    return sorted(p for p in folder.iterdir() if p.suffix in (".yaml", ".yml") and p.name != GAME_FILE and p.is_file())
