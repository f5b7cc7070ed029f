"""The foot line of Kolekcjonerzy's sheets used whole (the slips, the point table), as a form's
(labels.draw_foot_ticket): what the sheet is and how it is printed, with the 50 mm ruler, the print job's page
number at its right end (build/folios.py; kit review r30, K minor 2: job 2's pages said nothing of what they
are). Two sheets have no foot left for it (UNFOOTED), and so no place for the job's number (Output.folios):
the arbiter's, whose grid was set to fill its page down to the printer's margin (since r35 on two pages, 6 mm
a row: its first page has the room now, left for the sheets' identifiers to use), and the plan's, two forms turned on each side of a sheet
cut in half, 8 mm from the sheet's foot where the line takes 11.5 mm (both halves and the price lists behind
them would lose 3.5 mm of their width)."""

from __future__ import annotations

from collections.abc import Callable

from generator.draw.guide import GRADE_TEXT
from generator.draw.labels import draw_foot_ticket, ticket_words
from generator.draw.pdf import PdfDocument
from generator.model.core import BuildOptions

UNFOOTED = ("arbiter", "plan")  # KolekcjonerzySheet.sheet: no foot left for the line


def footed(doc: PdfDocument, width: float, options: BuildOptions, spec, draw: Callable, *args) -> Callable[[], None]:
    """`draw(*args)`, then the foot line of the sheet `spec` (its title) on `doc`'s page, `width` wide: plain
    paper, one side, 100 %, the ruler."""

    def page() -> None:
        draw(*args)
        ticket = ticket_words(GRADE_TEXT["paper"], "one")
        if not draw_foot_ticket(doc.canvas, width, options.margin, spec.title, ticket):
            raise AssertionError(f"{spec.title}: its ticket does not fit its foot line")

    return page
