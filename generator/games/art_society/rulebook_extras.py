"""Art Society's rulebook extras: the Polish names of themes and frames, as the painting tiles print them."""

from __future__ import annotations

from typing import Any

from generator.draw.text import reads_otherwise_turned
from generator.games.art_society.bid_cards import PATTERN_NAMES
from generator.games.art_society.example import museum_reading, scoring_example
from generator.games.art_society.looks import FRAME_LABELS, THEME_LABELS
from generator.model.core import Game
from generator.rulebook.extras import register_extras


def _art_society(game: Game) -> dict[str, Any]:
    """Polish names of the themes and frames, as the painting tiles print them, the sizes whose
    number is underlined, the worked scoring example of the placement figures and the value the
    museum figure's marker shows (example.py)."""
    return {
        "theme_names": dict(THEME_LABELS),
        "frame_names": dict(FRAME_LABELS),
        "pattern_names": dict(PATTERN_NAMES),
        "example": scoring_example(game),
        "museum": museum_reading(game),
        "underlined_sizes": underlined_sizes(game),
    }


def underlined_sizes(game: Game) -> list[int]:
    """The sizes the tiles' plaques underline: those that read as another number upside down (6, 9)."""
    tiles = game.components.get("obrazy")
    sizes = sorted(tiles.spec.shapes) if tiles is not None else []
    return [size for size in sizes if reads_otherwise_turned(str(size))]


register_extras("art-society", _art_society)
