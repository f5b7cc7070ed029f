"""Art Society's theme icons as board symbols (`symbol: theme-pejzaz` beside each museum track), drawn
by the same code as the icons on the painting tiles (board_symbols_draw.py, imported when one is drawn)."""

from __future__ import annotations

from generator.draw.kinds import Later
from generator.draw.kinds.board.symbol_registry import symbol

for _name in ("zycie-miejskie", "portret", "martwa-natura", "pejzaz"):
    symbol(f"theme-{_name}")(Later("generator.games.art_society.board_symbols_draw:_theme", _name))
