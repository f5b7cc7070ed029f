"""Art Society's theme icons drawn as board symbols (paintings/symbols.py, reportlab), imported when a
board shows one (board_symbols.py registers them by name)."""

from __future__ import annotations

from generator.draw.kinds.board.symbol_registry import SymbolFn
from generator.games.art_society.paintings import draw_theme_symbol


def _theme(theme: str) -> SymbolFn:
    def draw(c, cx, cy, s, ink, paper):
        draw_theme_symbol(c, cx, cy, s, theme, ink)

    return draw
