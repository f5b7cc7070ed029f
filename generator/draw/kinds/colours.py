"""colours: where colour tells categories apart in a game, and which text colours sit on what.

Nothing is printed: the check (generator/validate/colour_check.py, run after every other check of the
game) proves every player can tell the
pieces apart. Each category names every place its colour is set, as `component: key.path`:

    kind: colours
    groups:                          # categories seen together in play
      - name: gracze
        categories:
          - {name: CZERWONY, colours: ["pionki: pawns.0.color"]}
          - {name: ZIELONY, colours: ["pionki: pawns.2.color"]}
    texts:                           # a text colour on its background (a reference or "#rrggbb")
      - {ink: "tokens: variants.0.face.ink", background: "tokens: variants.0.face.color", size: large}

Two categories of a group closer than ΔE2000 10 for normal vision or simulated protanopia,
deuteranopia or tritanopia need a non-colour cue (letter, numeral, icon, pattern) on every piece
that shows them, drawn by its kind at a readable size. Text: WCAG 2 contrast 4.5:1 (body), 3:1
(large numerals and letters).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from generator.draw.kinds import Kind, register
from generator.model.base import Model


class Category(Model):
    name: str = Field(min_length=1)
    colours: list[str] = Field(min_length=1)  # "component: key.path" of every place the colour is set


class Group(Model):
    name: str = Field(min_length=1)
    categories: list[Category] = Field(min_length=2)


class TextColour(Model):
    ink: str = Field(min_length=1)
    background: str = Field(min_length=1)
    size: Literal["body", "large"] = "body"


class Colours(Model):
    kind: Literal["colours"]
    groups: list[Group] = []
    texts: list[TextColour] = []


KIND = register(
    Kind(
        name="colours",
        category="data",
        model=Colours,
        description="which category each colour stands for, and text colours on their "
        "backgrounds: checked for colour-blind players and contrast",
    )
)
