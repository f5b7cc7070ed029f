"""The page of a player aid: two cards one above the other, each a piece of the sheet's imposition
(layout/imposition.py: a grid of one column and two rows, a gutter between them, crop marks at every
corner), each side's text inside a frame inside its card, set in the rulebook's type sizes. Pure
arithmetic, shared by the kind (player_aid.py), its layout (aid_layout.py) and its drawing
(player_aid_draw.py).

Kit review r19 (all four games): the two aids shared one cut across the sheet, the ticket and its ruler
sat between the upper aid's frame and that cut, so half the aids kept them; and each card's other edges
were the printer's margins (5.3–6.4 mm, uneven). Now each aid is cut on its own crop marks to one size,
and the ticket (a card sheet's, sheets.sheet_label) lies on the margins outside the cards: waste."""

from __future__ import annotations

from generator.layout.imposition import BLEED_MIN, Paper, SheetSpec
from generator.model.units import mm

PRINTER_MARGIN = mm(5)  # the build's default printer margin (BuildOptions.margin): what the fit is checked for
GUTTER = mm(3)  # between the two cards: two cuts, marked in the side margins as every other corner
# the card's frame this far inside its trim: a back printed as far off as the kit lets pass without
# correction (BLEED_MIN, the calibration page's „1,5 mm”) still keeps 1 mm of paper outside its frame
# (kit reviews r20: at 1.5 mm the frame met the cut on such a back)
FRAME_INSET = BLEED_MIN + mm(1)
MARGIN = FRAME_INSET + mm(1.5)  # the text this far inside the trim (4 mm, as before the frame moved in)
SCALE = 1.0  # the rulebook's own type sizes (body 10 pt, tables 8.8 pt): what must fit
# the sizes a side is drawn at, largest first: a side takes the largest that fits its card, so a
# short side fills its card in larger type instead of leaving it half empty
SCALES = (1.5, 1.4, 1.3, 1.2, 1.1, SCALE)


def sheet_spec(paper: Paper, margin: float = PRINTER_MARGIN) -> SheetSpec:
    """The aid sheet as the imposition sees it: two cards as large as the paper holds with their crop
    marks in the margins (no bleed: a card is white to its edge, the marks carry its cut lines on)."""
    probe = SheetSpec(mm(10), mm(10), paper, bleed=0.0, gap=GUTTER, margin=margin, allow_rotation=False)
    width = paper.width - 2 * (margin + probe.mark_room)
    height = (paper.height - 2 * (margin + probe.mark_room) - GUTTER) / 2
    return SheetSpec(width, height, paper, bleed=0.0, gap=GUTTER, margin=margin, allow_rotation=False)


def card(paper: Paper, margin: float = PRINTER_MARGIN) -> tuple[float, float]:
    """Width and height of one aid as cut (its trim box)."""
    spec = sheet_spec(paper, margin)
    return spec.piece_width, spec.piece_height


def half(paper: Paper, margin: float = PRINTER_MARGIN) -> tuple[float, float]:
    """Width and height of the text area of one aid (its card, less the margins)."""
    width, height = card(paper, margin)
    return width - 2 * MARGIN, height - 2 * MARGIN
