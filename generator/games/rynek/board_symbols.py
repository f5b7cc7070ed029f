"""Rynek's symbols by name, for its board: the wall (`icons: - {symbol: wall, …}` in plansza.yaml, beside
the wall's crossing cost in the legend band, kit review r32 R minor 9), drawn by board_symbols_draw.py,
imported when one is drawn."""

from __future__ import annotations

from generator.draw.kinds import Later
from generator.draw.kinds.board.symbol_registry import symbol

symbol("wall")(Later("generator.games.rynek.board_symbols_draw:wall"))
