"""A game's title illustration (issue 36, r36 P kit minor 10: no cover art on any print job, on zestaw.pdf's
first page or in the rulebook's title): the game's own pieces, drawn by the code that prints them, scaled down
and laid out as the game says, with a few strokes of its own colours. The game's package says which pieces
lie where (a `TitleArt`, its module named in the registry: generator/games/registry.py, TITLE_ARTS); the
drawing is title_art_draw.py's, one mechanism for every game; a game without one prints as before.

Plain data, no PDF library: the registry declares the games' modules here without loading any drawing."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from generator.draw.kinds import Later
from generator.model.core import Game


@dataclass(frozen=True)
class Placed:
    """One piece of the game's, as the illustration lays it: the piece `index` of `component` (its kind's
    `pieces`), its centre at (`x`, `y`) mm from the design's bottom-left corner, drawn `height` mm tall (its
    width in proportion), turned `angle` degrees anticlockwise about its centre; its back where `back`."""

    component: str
    index: int
    x: float
    y: float
    height: float
    angle: float = 0.0
    back: bool = False


# what a game draws itself around its pieces: (canvas, game), the canvas at the design's bottom-left corner,
# in the design's own points (mm(…) as laid out), scaled with it
Decor = Callable[[Any, Game], None]


@dataclass(frozen=True)
class TitleArt:
    """A game's title illustration: a design `width` × `height` mm, drawn scaled to fit the box it is given;
    `under` drawn first, then the pieces in order (each over the ones before), then `over`."""

    width: float
    height: float
    placed: tuple[Placed, ...]
    under: Decor | None = None
    over: Decor | None = None
    # the pieces of a component (its name, the game) the illustration draws, where they are not its kind's as
    # printed: a piece whose words the picture's scale drops (draw/title_art_draw.LEAST_WORD) drawn without the
    # plate that would stand empty (r42 AS minor 1); None: the kind's pieces
    pieces: Callable[[str, Game], Sequence[Any]] | None = None


# game id → "module:function" making its TitleArt from the game (the registry declares them)
ARTS: dict[str, str] = {}


def declare(arts: dict[str, str]) -> None:
    ARTS.update(arts)


def art_for(game: Game) -> TitleArt | None:
    """The game's title illustration, None for a game without one (a user's game prints as before)."""
    named = ARTS.get(getattr(game, "id", ""))
    return Later(named)(game) if named else None


def fan(
    component: str, indices: tuple[int, ...], x: float, y: float, height: float, spread: float, radius: float
) -> tuple[Placed, ...]:
    """Pieces held as a fan (a hand of cards): their centres on an arc of `radius` mm about a point under
    (`x`, `y`), the middle one's centre at (`x`, `y`), each `spread` degrees turned from the next, the first
    leftmost; all `height` mm tall."""
    out = []
    for n, index in enumerate(indices):
        angle = spread * ((len(indices) - 1) / 2 - n)
        turn = math.radians(angle)
        out.append(
            Placed(
                component,
                index,
                x - radius * math.sin(turn),
                y - radius + radius * math.cos(turn),
                height,
                angle,
            )
        )
    return tuple(out)
