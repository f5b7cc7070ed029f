"""Where Kolekcjonerzy's half-sheet forms go on a landscape sheet and how a table's text fits its cell:
plain geometry, no drawing (the checks measure with it; forms.py draws)."""

from __future__ import annotations

from generator.draw.fonts import SANS_SEMIBOLD
from generator.draw.text import Fitted, fit
from generator.model.units import mm

MIN_SIZE = 6.0  # no text on paper below 6 pt
CELL_PAD = mm(1.8)  # a cell's text keeps this much of the cell's width free
HEAD_PAD = mm(1.5)


def cell_fit(text: str, face: str, width: float, size: float) -> Fitted | None:
    """A table cell's text on one line in a column `width` wide, at `size` or smaller, 6 pt at the least."""
    return fit(text, face, width - CELL_PAD, max_size=max(size, MIN_SIZE), min_size=MIN_SIZE)


def head_fit(text: str, width: float, size: float) -> Fitted | None:
    """A column heading on one line, at `size` or smaller, 6 pt at the least."""
    return fit(text, SANS_SEMIBOLD, width - HEAD_PAD, max_size=max(size, MIN_SIZE), min_size=MIN_SIZE)


# A half of a landscape A4 (or Letter) sheet: (x, y, width, height) of the form's box.
Box = tuple[float, float, float, float]


# what two forms turned on a portrait sheet keep more at the sheet's foot and head (their outer ends), over their
# margin: the print job's identifier stands under them in the printer's margin, with INK_SAFETY and more of white
# paper above it (r41 K minor 4: the plans and price lists carried no page number, their tables 8 mm from the foot)
OUTER_ROOM = mm(1.5)


def halves(page_w: float, page_h: float, margin: float, gutter: float, outer: float = 0.0) -> tuple[Box, Box]:
    """Two portrait forms side by side on a landscape sheet: each keeps `margin` from the paper edge (`outer` more
    at the sheet's two ends) and `gutter` from the cut line in the middle."""
    half = page_w / 2
    w = half - margin - outer - gutter
    h = page_h - 2 * margin
    return (margin + outer, margin, w, h), (half + gutter, margin, w, h)


def back_boxes(boxes: tuple[Box, Box]) -> tuple[Box, Box]:
    """The halves of a sheet's back in the order of the forms they lie behind: the back is drawn half a
    turn from its front (each cut half turns over like a book page), so the second half of the back's
    drawing lies behind the front's first."""
    return boxes[1], boxes[0]


def grid(page_w: float, page_h: float, margin: float, columns: int, rows: int) -> list[Box]:
    """`columns` × `rows` equal boxes filling the page inside `margin`, butted (one cut serves two),
    listed row by row from the top left."""
    w = (page_w - 2 * margin) / columns
    h = (page_h - 2 * margin) / rows
    return [(margin + col * w, page_h - margin - (row + 1) * h, w, h) for row in range(rows) for col in range(columns)]
