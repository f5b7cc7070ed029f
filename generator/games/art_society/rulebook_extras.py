"""Art Society's rulebook extras: the Polish names of themes and frames, as the painting tiles print them."""

from __future__ import annotations

from typing import Any

from generator.games.art_society.bid_cards import PATTERN_NAMES
from generator.games.art_society.looks import FRAME_LABELS, THEME_LABELS
from generator.model.core import Game
from generator.rulebook.extras import register_extras


def _art_society(game: Game) -> dict[str, Any]:
    """Polish names of the themes and frames, as the painting tiles print them."""
    return {"theme_names": dict(THEME_LABELS), "frame_names": dict(FRAME_LABELS), "pattern_names": dict(PATTERN_NAMES)}


register_extras("art-society", _art_society)
