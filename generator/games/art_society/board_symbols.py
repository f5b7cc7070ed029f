"""Art Society's theme icons as board symbols (`symbol: theme-pejzaz` beside each museum track), drawn
by the same code as the icons on the painting tiles."""
from __future__ import annotations

from ...kinds.board.symbols import SymbolFn, symbol
from .paintings import draw_theme_symbol


def _theme(theme: str) -> SymbolFn:
    def draw(c, cx, cy, s, ink, paper):
        draw_theme_symbol(c, cx, cy, s, theme, ink)
    return draw


for _name in ("zycie-miejskie", "portret", "martwa-natura", "pejzaz"):
    symbol(f"theme-{_name}")(_theme(_name))
