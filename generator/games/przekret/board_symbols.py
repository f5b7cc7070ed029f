"""Przekręt's symbols by name, for its board: the Losy's medallion over the game's name in the board's centre
(`icons: - {symbol: los-medallion, …}` in plansza.yaml; issue 36, r36 P kit minor 10: the centre type only),
drawn by chance_cards_draw.py as the Losy's backs draw it, imported when one is drawn."""

from __future__ import annotations

from generator.draw.kinds import Later
from generator.draw.kinds.board.symbol_registry import symbol

symbol("los-medallion")(Later("generator.games.przekret.chance_cards_draw:board_medallion"))
