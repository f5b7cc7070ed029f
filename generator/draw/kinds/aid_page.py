"""The page of a player aid: two or three cards one above the other, or four in two columns (about A6
each, the aid's `per_sheet`), each a piece of the sheet's imposition (layout/imposition.py: a grid of one or
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
from generator.draw.ticket_room import TICK_CLEAR
from generator.layout.imposition import FOOT_LINE, INK_SAFETY, MARK_MIN, MARK_OFFSET, Paper, SheetSpec
from generator.model.units import mm

PRINTER_MARGIN = mm(5)  # the build's default printer margin (BuildOptions.margin): what the fit is checked for
# every card's colour (its head band, a game's ground) runs this far past its trim, as every card piece's (kit
# review r34, all four games: the aid was the one coloured piece without bleed, a thin frame 3.4 mm inside its
# cut that a 0.5 mm cut or a back 1.5 mm off left visibly lopsided, 1.9 against 4.9 mm)
BLEED = mm(3)
# at the sheet's edges, beyond the outer cards, the same: the head band's colour 3 mm past the cut, as the tiles'
# (kit review r36, K minor 6: at BLEED_MIN, 1.5 mm, a knife's slip on 200 g/m² card left a white sliver); the
# cards stand that much further in from the margins (MARK_ROOM), the crop marks MARK_MIN long beyond the bleed
OUTER_BLEED = BLEED
# what a side of the block needs beyond the printer margin: the outer bleed, the gap to a mark, a MARK_MIN mark
# and INK_SAFETY (imposition.SheetSpec.mark_room, for a bleed no fit_bleed cuts back)
MARK_ROOM = OUTER_BLEED + MARK_OFFSET + MARK_MIN + INK_SAFETY
# between two cards: two cuts, marked in the margins as every other corner, each card's own bleed on its side
# of the gap's middle (2.2 mm before r34, when a card was white to its cut)
GUTTER = 2 * BLEED
# the cards' rows and columns on a sheet (PlayerAid.per_sheet): two cards one above the other (half a sheet
# each), three (a third: 193 × 87 mm on A4, kit review r34 K major 1) or four in two columns (a quarter, about A6)
GRIDS = {2: (1, 2), 3: (1, 3), 4: (2, 2)}
PER_SHEET = tuple(GRIDS)
CUT_CLEAR = mm(1.5)  # the least room between the sheet's ticket and the nearest cut (kit reviews r21)
# beyond the printer margin, at the head and the foot: the ticket's line at its largest size (its baseline
# LABEL_BASE over the margin, the caps and the ruler's ticks under 0.8 of the size) and CUT_CLEAR to the cut
FOOT = LABEL_BASE + 0.8 * LABEL_SIZE[0] + CUT_CLEAR
# where the cards stand in two columns, the marks of the cut between them parted the ticket's line at the foot
# (kit review r35, AS minor 5: „…dł. krawędź | | skala 100 %”): the foot keeps the room of a whole line under
# the bottom marks instead (imposition.FOOT_LINE, as every card sheet's foot), the marks MARK_MIN long above it
# and TICK_CLEAR clear of the line's capitals (kit review r36, K minor 8: 0.5 mm, as every card sheet's ticks)
FOOT_UNDER_MARKS = FOOT_LINE + TICK_CLEAR + MARK_MIN + MARK_OFFSET
# beyond the printer margin at the head: the feed arrow's line (labels.plan_feed_arrow: at the head, the edge
# it names; kit review r30, R minor 9, P minor 10: in the aid's foot, pointing away from it), upright with its
# tops SIDE_ROOM (at 6 pt) inside the margin, and CUT_CLEAR to the cut
HEAD = SIDE_ROOM * LABEL_SIZE[0] / LABEL_SIZE[1] + CUT_CLEAR
# beyond the printer margin at both sides, where the cards stand in two columns: the foot's stretches
# between their marks are then too short for the ticket's words at 7 pt, which run up a side margin
# (sheets.sheet_label): the line on its side SIDE_INSET inside the printer margin, and CUT_CLEAR to the cut
SIDE = SIDE_INSET + SIDE_ROOM * LABEL_SIZE[0] / LABEL_SIZE[1] + CUT_CLEAR
# the game's colour along the card's head, from its bleed to this far inside the trim (player_aid_draw._panel): a
# cut or a back a little off only makes it a little deeper or shallower, never a rim of uneven width. On a card of
# half or a third of a sheet 4 mm, 3 mm of it left after a 1 mm miscut (3.5 mm until r42, K minor 3: a 1 mm miscut
# changed it by 30 %); a quarter sheet's card (about A6) keeps 3.5 mm: its text has no 0.5 mm to give on Letter
# (Art Society's back). Deeper, it would carry the card's title (r42 P minor 3), but 6 mm took Przekręt's aid a
# size step down (9.24 pt, under r32's 9.5 pt) and Kolekcjonerzy's: left
BAND_DEPTHS = {2: mm(4), 3: mm(4), 4: mm(3.5)}
# the text's safe area: this far inside the side cuts (kit review r34: at least 3.5 mm; 4.5 mm, where it stood
# 1.1 mm inside a frame 3.4 mm in), and at the head TEXT_CLEAR under the band's foot
MARGIN = mm(4.5)
TEXT_CLEAR = mm(2.5)  # the least room between any text and the band's edge (kit review r34)


def band_depth(per_sheet: int) -> float:
    """How far the head band reaches inside the trim of a card of a sheet of `per_sheet` (BAND_DEPTHS)."""
    return BAND_DEPTHS[per_sheet]


def text_head(per_sheet: int) -> float:
    """Where the text begins under the card's top trim: the band and TEXT_CLEAR under it."""
    return band_depth(per_sheet) + TEXT_CLEAR


# the text's last line this far above the card's foot cut, on both sides (aid_layout.spread sets both faces down
# to it: kit review r29, Art Society major 1, a face ended 12 mm short of its foot); 5 mm (8 before r34, 6.5 before
# r36), still past the 3.5 mm safe area r34 asked for: the bleed's gutters and the outer 3 mm bleed (r36) took
# their room from the card, and Przekręt's and Art Society's type keeps its size
TEXT_FOOT = mm(5)
# the smallest type a side may take, what must fit: 0.85 of the rulebook's sizes sets the card's smallest
# (a caption's 8.5 pt, a table's 8.8 pt) at 7.2 pt and more, never under the 7 pt a card is read at
SCALE = 0.85
# the sizes a side is drawn at, largest first, in steps of 5 %: a side takes the largest that fits its
# card, so a short side fills its card in larger type instead of leaving it half empty, and no side keeps
# a tenth of its card empty for want of a finer step (r29: 12 mm of 138 under the front's last line)
SCALES = tuple(round(1.5 - 0.05 * step, 2) for step in range(round((1.5 - SCALE) / 0.05) + 1))


def sheet_spec(paper: Paper, margin: float = PRINTER_MARGIN, per_sheet: int = 2) -> SheetSpec:
    """The aid sheet as the imposition sees it: `per_sheet` cards (GRIDS: rows of one card or two) as
    large as the paper holds with their BLEED and crop marks in the margins, HEAD at the head, FOOT at the
    foot and, in two columns, SIDE at the sides, each beyond the bleed. The imposition centres the cards
    `foot` above the middle: the head keeps HEAD where `foot` is what the foot needs beyond the head's room."""
    cols, rows = GRIDS[per_sheet]
    head = max(MARK_ROOM, OUTER_BLEED + HEAD)
    foot = max(0.0, OUTER_BLEED + (FOOT_UNDER_MARKS if cols > 1 else FOOT) - head)
    side = max(MARK_ROOM, OUTER_BLEED + SIDE) if cols > 1 else MARK_ROOM
    width = (paper.width - 2 * (margin + side) - (cols - 1) * GUTTER) / cols
    height = (paper.height - 2 * (margin + head) - foot - (rows - 1) * GUTTER) / rows
    return SheetSpec(
        width,
        height,
        paper,
        bleed=OUTER_BLEED,
        inner_bleed=BLEED,
        gap=GUTTER,
        margin=margin,
        allow_rotation=False,
        foot=foot,
    )


def card(paper: Paper, margin: float = PRINTER_MARGIN, per_sheet: int = 2) -> tuple[float, float]:
    """Width and height of one aid as cut (its trim box)."""
    spec = sheet_spec(paper, margin, per_sheet)
    return spec.piece_width, spec.piece_height


def half(paper: Paper, margin: float = PRINTER_MARGIN, per_sheet: int = 2) -> tuple[float, float]:
    """Width and height of the text area of one aid (its card, less MARGIN at the sides, text_head at the head
    and TEXT_FOOT at the foot)."""
    width, height = card(paper, margin, per_sheet)
    return width - 2 * MARGIN, height - text_head(per_sheet) - TEXT_FOOT
