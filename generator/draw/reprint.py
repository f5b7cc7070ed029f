"""The line that marks a consumable form (score sheet, record card, arbiter's or banker's sheet) as one
to print again: the same words, size and place on every such form of every game, and on the copies
`drukarnia sheet` prints."""

from __future__ import annotations

from reportlab.lib import colors

from generator.draw.fonts import SANS

# how every reprint line begins (the rulebooks quote it): what the line is for, in a player's words, so
# the job and pages after it read as where to print this sheet again when the pad runs out
REPRINT_LEAD = "Dodruk tej kartki"
REPRINT_NOTE = "Zapasowe kopie tego formularza możesz dodrukować"  # a file drawn alone: no print job known
REPRINT_SIZE = 7.0  # pt: the forms' small print size, readable in pencil light
REPRINT_COLOR = colors.HexColor("#45413b")  # the forms' secondary text, about 75 % black


def reprint_text(place: str | None) -> str:
    """„Dodruk tej kartki: wydruk „zwykły papier, dwustronnie”, strony 37–38”: the print job and pages
    that hold this sheet, as the build's print plan puts it (printplan.reprint_places), so a player
    prints that sheet again and nothing else; without a place (a file drawn alone), the plain note."""
    return f"{REPRINT_LEAD}: {place}" if place else REPRINT_NOTE


def draw_reprint_note(c, right: float, baseline: float, prefix: str = "") -> None:
    """The note set flush right at `right` on `baseline` (the form's top line, beside the game's name),
    after `prefix` (a page number of a multi-page form) when there is one; where the page is printed
    comes from the document (pdf.new_document's `reprint`)."""
    place = c.reprint_place() if hasattr(c, "reprint_place") else None
    note = reprint_text(place)
    c.saveState()
    c.setFillColor(REPRINT_COLOR)
    c.setFont(SANS, REPRINT_SIZE)
    c.drawRightString(right, baseline, f"{prefix} · {note}" if prefix else note)
    c.restoreState()
