"""A raw material's mark drawn on every piece that shows it (cards, card backs, factory stores): its
letter over its shape (Ż circle, Z triangle, C square in the bundled kit), so that Ż and Z, which
differ only by a dot, also differ by an outline a player sees at a glance (kits review r6, R1)."""

from __future__ import annotations

from reportlab.lib import colors

from generator.draw.fonts import SANS_BOLD
from generator.draw.kinds.piece_symbols import draw_symbol

LETTER, SHAPE = 0.5, 0.15  # letter size and shape radius, shares of the mark's height


def draw_mark(c, cx: float, cy: float, height: float, letter: str, symbol: str | None, ink: str) -> None:
    """The letter above the shape, both centred on cx inside a box `height` tall centred on cy; with
    no shape, the letter alone, larger and centred."""
    c.saveState()
    c.setFillColor(colors.HexColor(ink))
    if symbol is None:
        size = height * 0.62
        c.setFont(SANS_BOLD, size)
        c.drawCentredString(cx, cy - size * 0.35, letter)
    else:
        size = height * LETTER
        c.setFont(SANS_BOLD, size)
        c.drawCentredString(cx, cy + height * 0.02, letter)
        draw_symbol(c, symbol, cx, cy - height * 0.2, height * SHAPE)
    c.restoreState()
