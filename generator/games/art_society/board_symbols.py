"""Art Society's symbols by name, for its boards (`symbol: theme-pejzaz` beside each museum track) and
its player aid (`![](symbol:frame-zlota)` in templates/art-society/pomoc.md.j2): the theme icons, the
frames' chips, a lollipop, the gavel, revealing paintings (the auction's preparation), the faux pas, hanging (an empty frame on a nail) and prestige (a marker
moving on a track), drawn by the code that prints the pieces
(board_symbols_draw.py, imported when one is drawn)."""

from __future__ import annotations

from generator.draw.kinds import Later
from generator.draw.kinds.board.symbol_registry import symbol
from generator.games.art_society.looks import FRAME_LABELS, THEME_LABELS

for _name in THEME_LABELS:
    symbol(f"theme-{_name}")(Later("generator.games.art_society.board_symbols_draw:_theme", _name))
for _name in FRAME_LABELS:
    symbol(f"frame-{_name}")(Later("generator.games.art_society.board_symbols_draw:frame", _name))
for _name in ("lollipop", "gavel", "faux-pas", "hang", "prestige", "reveal"):
    symbol(_name)(Later(f"generator.games.art_society.board_symbols_draw:{_name.replace('-', '_')}"))
