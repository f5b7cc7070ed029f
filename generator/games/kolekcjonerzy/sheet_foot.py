"""The foot line of Kolekcjonerzy's sheets used whole (the arbiter's sheet, the slips, the point table), as a
form's (labels.draw_foot_ticket): what the sheet is and how it is printed, with the 50 mm ruler, the print
job's page number at its right end (build/folios.py; kit review r30, K minor 2: job 2's pages said nothing of
what they are). The plan's sheets, two forms turned on each side and filled to the printer's margin, have no
foot left for it: theirs is none (Output.folios)."""

from __future__ import annotations

from collections.abc import Callable

from generator.draw.guide import GRADE_TEXT
from generator.draw.labels import draw_foot_ticket, ticket_words
from generator.draw.pdf import PdfDocument
from generator.model.core import BuildOptions


def footed(doc: PdfDocument, width: float, options: BuildOptions, spec, draw: Callable, *args) -> Callable[[], None]:
    """`draw(*args)`, then the foot line of the sheet `spec` (its title) on `doc`'s page, `width` wide: plain
    paper, one side, 100 %, the ruler."""

    def page() -> None:
        draw(*args)
        ticket = ticket_words(GRADE_TEXT["paper"], "one")
        if not draw_foot_ticket(doc.canvas, width, options.margin, spec.title, ticket):
            raise AssertionError(f"{spec.title}: its ticket does not fit its foot line")

    return page
