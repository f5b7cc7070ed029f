"""The foot line of Kolekcjonerzy's sheets used whole (the slips, the point table), as a form's
(labels.draw_form_foot): the game and what the sheet is, the print job's identifier at its right end
(build/folios.py; kit review r30, K minor 2: job 2's pages said nothing of what they are; r35, R minor 10: the
stock, the scale and the ruler are the job cover's, not the play sheet's). Two sheets have no foot line
(UNFOOTED): the arbiter's, whose grid was set to fill its page down to the printer's margin (since r35 on two
pages, 6 mm a row, the job's number beside it), and the plan's, two forms turned on each side of a sheet cut in
half, whose outer ends keep form_boxes.OUTER_ROOM more: the job's number stands under them in the printer's margin
(pdf.PdfDocument.low_number), as on the point table, whose table comes within 2 mm of the foot line (r41 K minor 4:
the plans, price lists and point table printed no number, the guide citing their pages)."""

from __future__ import annotations

from collections.abc import Callable

from generator.draw.labels import draw_form_foot
from generator.draw.pdf import PdfDocument
from generator.model.core import BuildOptions

UNFOOTED = ("arbiter", "plan")  # KolekcjonerzySheet.sheet: no foot left for the line


def footed(
    doc: PdfDocument, width: float, options: BuildOptions, game: str, spec, draw: Callable, *args
) -> Callable[[], None]:
    """`draw(*args)`, then the foot line of the sheet `spec` (its title) of the game `game` on `doc`'s page,
    `width` wide."""

    def page() -> None:
        draw(*args)
        if not draw_form_foot(doc.canvas, width, options.margin, game, spec.title):
            raise AssertionError(f"{spec.title}: its foot line does not fit")

    return page
