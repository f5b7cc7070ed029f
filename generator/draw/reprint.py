"""The line that marks a consumable form (score sheet, record card, arbiter's or banker's sheet) as one
to print again: the same words, size and place on every such form of every game, and on the copies
`drukarnia sheet` prints."""

from __future__ import annotations

from reportlab.lib import colors

from generator.draw.fonts import SANS

REPRINT_NOTE = "Zapasowe kopie tego formularza możesz dodrukować"
REPRINT_SIZE = 7.0  # pt: the forms' small print size, readable in pencil light
REPRINT_COLOR = colors.HexColor("#45413b")  # the forms' secondary text, about 75 % black


def draw_reprint_note(c, right: float, baseline: float, prefix: str = "") -> None:
    """The note set flush right at `right` on `baseline` (the form's top line, beside the game's name),
    after `prefix` (a page number of a multi-page form) when there is one."""
    c.saveState()
    c.setFillColor(REPRINT_COLOR)
    c.setFont(SANS, REPRINT_SIZE)
    c.drawRightString(right, baseline, f"{prefix} · {REPRINT_NOTE}" if prefix else REPRINT_NOTE)
    c.restoreState()
