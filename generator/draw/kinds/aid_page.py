"""The page of a player aid: two cards one above the other, or four in two columns (about A6 each,
the aid's `per_sheet`), each a piece of the sheet's imposition (layout/imposition.py: a grid of one or
two columns and two rows, a gutter between them, crop marks at every corner), each side's text inside a
frame inside its card, set in the rulebook's type sizes. Pure arithmetic, shared by the kind
(player_aid.py), its layout (aid_layout.py) and its drawing (player_aid_draw.py).

Kit review r19 (all four games): the two aids shared one cut across the sheet, the ticket and its ruler
sat between the upper aid's frame and that cut, so half the aids kept them; and each card's other edges
were the printer's margins (5.3–6.4 mm, uneven). Now each aid is cut on its own crop marks to one size,
and the ticket (a card sheet's, sheets.sheet_label) lies on the margins outside the cards: waste.
Kit reviews r21 (Kolekcjonerzy minor 4, Rynek minor 6): the ticket's 6.5 pt line stood 0.45 mm under
the lower cards' cut; the lower cards now end FOOT inside the printer margin, room for the ticket at
7 pt and CUT_CLEAR to the cut (the head keeps the marks' room: the ticket lies at the foot)."""

from __future__ import annotations

from generator.draw.labels import LABEL_BASE, LABEL_SIZE, SIDE_INSET, SIDE_ROOM
from generator.layout.imposition import BLEED_MIN, Paper, SheetSpec
from generator.model.units import mm

PRINTER_MARGIN = mm(5)  # the build's default printer margin (BuildOptions.margin): what the fit is checked for
# between two cards: two cuts, marked in the margins as every other corner; 2.2 mm (3 before r30): the head's
# room for the feed arrow (HEAD) came out of it, so the cards kept their size and their text its type
GUTTER = mm(2.2)
ROWS = 2  # cards one above the other; `per_sheet` 4 sets them in two columns
PER_SHEET = (2, 4)  # the aid's choices (PlayerAid.per_sheet): half a sheet each, or a quarter (about A6)
CUT_CLEAR = mm(1.5)  # the least room between the sheet's ticket and the nearest cut (kit reviews r21)
# beyond the printer margin, at the head and the foot: the ticket's line at its largest size (its baseline
# LABEL_BASE over the margin, the caps and the ruler's ticks under 0.8 of the size) and CUT_CLEAR to the cut
FOOT = LABEL_BASE + 0.8 * LABEL_SIZE[0] + CUT_CLEAR
# beyond the printer margin at the head: the feed arrow's line (labels.plan_feed_arrow: at the head, the edge
# it names; kit review r30, R minor 9, P minor 10: in the aid's foot, pointing away from it), upright with its
# tops SIDE_ROOM (at 6 pt) inside the margin, and CUT_CLEAR to the cut
HEAD = SIDE_ROOM * LABEL_SIZE[0] / LABEL_SIZE[1] + CUT_CLEAR
# beyond the printer margin at both sides, where the cards stand in two columns: the foot's stretches
# between their marks are then too short for the ticket's words at 7 pt, which run up a side margin
# (sheets.sheet_label): the line on its side SIDE_INSET inside the printer margin, and CUT_CLEAR to the cut
SIDE = SIDE_INSET + SIDE_ROOM * LABEL_SIZE[0] / LABEL_SIZE[1] + CUT_CLEAR
# the card's frame this far inside its trim: a back printed as far off as the kit lets pass without
# correction (BLEED_MIN, the calibration page's „1,5 mm”) still keeps 1 mm of paper outside its frame
# (kit reviews r20: at 1.5 mm the frame met the cut on such a back)
FRAME_INSET = BLEED_MIN + mm(1)
MARGIN = FRAME_INSET + mm(2)  # the text this far inside the trim: 1.5 mm inside the frame (player_aid_draw, r32)
# the text's last line this far above the card's foot cut, on both sides: a side set to its frame's foot
# ran to 5 mm from the cut, its other side ended 12 mm short (kit review r29, Art Society major 1: neither
# closer than 8 mm)
TEXT_FOOT = mm(8)
# the smallest type a side may take, what must fit: 0.85 of the rulebook's sizes sets the card's smallest
# (a caption's 8.5 pt, a table's 8.8 pt) at 7.2 pt and more, never under the 7 pt a card is read at
SCALE = 0.85
# the sizes a side is drawn at, largest first, in steps of 5 %: a side takes the largest that fits its
# card, so a short side fills its card in larger type instead of leaving it half empty, and no side keeps
# a tenth of its card empty for want of a finer step (r29: 12 mm of 138 under the front's last line)
SCALES = tuple(round(1.5 - 0.05 * step, 2) for step in range(round((1.5 - SCALE) / 0.05) + 1))


def sheet_spec(paper: Paper, margin: float = PRINTER_MARGIN, per_sheet: int = 2) -> SheetSpec:
    """The aid sheet as the imposition sees it: `per_sheet` cards (two rows, of one card or two) as
    large as the paper holds with their crop marks in the margins, HEAD at the head, FOOT at the foot and,
    in two columns, SIDE at the sides (no bleed: a card is white to its edge, the marks carry its cut lines
    on). The imposition centres the cards `foot` above the middle: the head keeps HEAD where `foot` is
    what the foot needs beyond the head's room."""
    probe = SheetSpec(mm(10), mm(10), paper, bleed=0.0, gap=GUTTER, margin=margin, allow_rotation=False)
    cols = per_sheet // ROWS
    head = max(probe.mark_room, HEAD)
    foot = max(0.0, FOOT - head)
    side = max(probe.mark_room, SIDE) if cols > 1 else probe.mark_room
    width = (paper.width - 2 * (margin + side) - (cols - 1) * GUTTER) / cols
    height = (paper.height - 2 * (margin + head) - foot - (ROWS - 1) * GUTTER) / ROWS
    return SheetSpec(width, height, paper, bleed=0.0, gap=GUTTER, margin=margin, allow_rotation=False, foot=foot)


def card(paper: Paper, margin: float = PRINTER_MARGIN, per_sheet: int = 2) -> tuple[float, float]:
    """Width and height of one aid as cut (its trim box)."""
    spec = sheet_spec(paper, margin, per_sheet)
    return spec.piece_width, spec.piece_height


def half(paper: Paper, margin: float = PRINTER_MARGIN, per_sheet: int = 2) -> tuple[float, float]:
    """Width and height of the text area of one aid (its card, less MARGIN at the head and the sides and
    TEXT_FOOT at the foot)."""
    width, height = card(paper, margin, per_sheet)
    return width - 2 * MARGIN, height - MARGIN - TEXT_FOOT
