"""The player aid laid out (reportlab's platypus, through the rulebook's typesetter). Whether it
fits needs the faces registered with reportlab (layout_fonts.py) and no PDF set-up; the drawing is
player_aid_draw.py."""

from __future__ import annotations

import io
from dataclasses import dataclass

from reportlab.lib import colors
from reportlab.lib.enums import TA_JUSTIFY, TA_LEFT
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Frame, Spacer, TableStyle

from generator.draw.fonts import SERIF_BOLD
from generator.draw.kinds.aid_page import SCALE, SCALES
from generator.model.units import mm
from generator.rulebook.blocks import Heading, PageBreak
from generator.rulebook.builder import Builder
from generator.rulebook.figures import Figure
from generator.rulebook.flow import HeadingParagraph
from generator.rulebook.look import Look
from generator.rulebook.styles import make_styles
from generator.rulebook.symbols import Beside

# a card's lines a little closer than a book page's (body 10/13.6 pt there): a reference read in the hand,
# a few lines to a paragraph (r19: the aids became cards cut on their own marks, 6 mm smaller both ways)
LEADING = 1.28
TABLE_PADDING = (2.2, 2.6)  # pt: a table cell's room above and below its text, the rulebook's (builder.Builder.table)
# the share of a side's slack between two blocks (spread) a table's row takes above and below its text
ROW_SHARE = 0.25


@dataclass(frozen=True)
class CardLook:
    """What of a game's look the aid's text takes (player_aid.PlayerAid): its colour, its headings' face
    („serif”: the board's title face, kit review r32, Rynek minor 8: the aid looked like the rulebook), its
    step headings (###) as bars of its colour (`bars`) and its icons' width (kit review r32, Kolekcjonerzy minor
    2: the turn's four steps and the board's fields plain and small on a bare card)."""

    accent: str
    headings: str = "sans"
    bars: bool = False
    icon: float = 0.0  # its icon rows' icons this wide; 0: ICON


def card_look(accent) -> CardLook:
    """The look of `accent`: a CardLook, or a colour alone (the book's sans headings)."""
    return accent if isinstance(accent, CardLook) else CardLook(accent)


def look_of(spec) -> CardLook:
    """A player aid's look (its PlayerAid spec) as its layout takes it."""
    return CardLook(spec.accent, spec.headings, spec.step_bars, icon_width(spec))


def icon_width(spec) -> float:
    """The width an aid draws its icons at (PlayerAid.icon, else ICON)."""
    return spec.icon or ICON


# a step heading's bar (CardLook.bars): its text this far in from the bar's ends, the bar this far above and
# below the text's body
BAR_INSET = mm(1.5)
BAR_PAD = mm(0.9)
# and at least this much paper between the bar's foot and what stands under it, text or icon (kit review r36,
# K minor 5: the text's capitals 0.8 mm under it, an icon's frame touching it)
BAR_CLEAR = mm(2)


def _styles(accent, scale):
    card = card_look(accent)
    look = Look(accent=colors.HexColor(card.accent))
    styles = make_styles(look)
    if card.headings == "serif":
        for name in ("h1", "h2", "h3"):
            getattr(styles, name).fontName = SERIF_BOLD
    if card.bars:
        bar = styles.h3
        bar.backColor, bar.textColor = look.accent, colors.white
        bar.borderPadding = (BAR_PAD, BAR_INSET, BAR_PAD, BAR_INSET)
        bar.leftIndent, bar.rightIndent = BAR_INSET, BAR_INSET
    for name in ("body", "h1", "h2", "h3", "note", "note_h", "cell", "cell_head", "bullet", "caption"):
        style = getattr(styles, name)
        # the book's leading scaled with its size, no looser than LEADING times the scaled size (the
        # scale once: r21 brief, it was applied to the size and again to the leading made from it)
        style.leading = round(min(style.leading * scale, style.fontSize * scale * LEADING), 2)
        style.fontSize = round(style.fontSize * scale, 2)
        style.spaceBefore = style.spaceBefore * 0.5 * scale
        style.spaceAfter = style.spaceAfter * 0.6 * scale
        if style.alignment == TA_JUSTIFY:
            # ragged right: an aid's column holds few words a line, and justified it opened 2 mm gaps
            # between them (kit review r17 #11)
            style.alignment = TA_LEFT
        # and no word broken: a card is read at a glance, a ragged line needs no hyphen to fill it (kit
        # review r29, Przekręt major 2: „docho-dzi”, „wszyst-kich”)
        style.hyphenationLang = ""
    styles.h1.spaceBefore = 0
    if card.bars:  # after the scaling: the room under a bar is paper, not type
        styles.h3.spaceAfter = max(styles.h3.spaceAfter, BAR_PAD + BAR_CLEAR)
    return look, styles


class _CardBuilder(Builder):
    """The rulebook's typesetter with every table set to the full measure of the column it stands in:
    on a card a table narrower than the text beside it reads as unfinished (kit review r19, Rynek: the
    back's first table ended 18 mm short of the table under it and of the frame); its columns widen in
    proportion to their natural widths."""

    def flow(self, blocks, width: float, in_note: bool = False):
        outer, self._measure = getattr(self, "_measure", None), width
        try:
            return super().flow(blocks, width, in_note)
        finally:
            self._measure = outer

    # room added above and below every row's text (aid_layout.spread: a column that is one table shares its
    # card's slack between its rows, as a side of several blocks shares it between them; r32: Przekręt's field
    # table, alone in its column, ended 13 mm above the cut beside a front ended 8 mm above it)
    row_room = 0.0

    def table(self, data, widths, header: bool = True):
        total = sum(widths)
        if self._measure is not None and 0 < total < self._measure:
            widths = [w * self._measure / total for w in widths]
        table = super().table(data, widths, header)
        if self.row_room:
            table.setStyle(
                TableStyle(
                    [
                        ("TOPPADDING", (0, 0), (-1, -1), TABLE_PADDING[0] + self.row_room / 2),
                        ("BOTTOMPADDING", (0, 0), (-1, -1), TABLE_PADDING[1] + self.row_room / 2),
                    ]
                )
            )
        return table


# an icon row (`![text](figure:NAME)` on an aid): the figure drawn ICON wide by the code that prints the
# piece (rulebook/drawings.py, the rulebook's figures), its text beside it (symbols.Beside) (kit review r29,
# Kolekcjonerzy major 1: the aid showed none of the board's symbols that the tiles and board print)
ICON = mm(7)


def icon_row(drawing, text, width: float, size: float = ICON):
    """The icon (a drawing of drawings.py, laid out ICON wide) left of its text, its top on the text's first
    line: the one placement of an icon beside words (rulebook/symbols.Beside, as a symbol's on the Art Society
    aid), whatever draws the icon; text shorter than the icon centred on it (r41 R minor 9)."""
    icon = Figure(drawing)
    icon.wrap(size, width)
    return Beside(icon, text, centred=True)


# between the columns of a side set in two (PlayerAid.columns): a 193 mm card's 185 mm of text in two columns of
# 89 mm, about 60–70 characters a line at 9.5 pt, where one column ran 126–138 (kit review r32, Przekręt major 1)
COLUMN_GAP = mm(7)


def columns(blocks) -> list[list]:
    """A side's columns: its blocks split at its thematic breaks (`---` inside a side of an aid set in two
    columns, player_aid._parse); a side without one is one column."""
    out: list[list] = [[]]
    for block in blocks:
        if isinstance(block, PageBreak):
            out.append([])
        else:
            out[-1].append(block)
    return out


def column_width(width: float, count: int) -> float:
    """The width of each of `count` columns of a text area `width` wide, COLUMN_GAP between them."""
    return (width - (count - 1) * COLUMN_GAP) / count


def stories(blocks, accent, width, scale: float = SCALE, icon=None) -> list[list]:
    """The flowables of each of the side's columns, laid out for a column of the text area `width` wide."""
    parts = columns(blocks)
    measure = column_width(width, len(parts))
    lead = _lead(parts, accent, measure, scale, icon)
    return [_column(part, accent, measure, scale, icon, lead=lead if i else None) for i, part in enumerate(parts)]


def _titled(part) -> bool:
    """Whether a column opens with the side's title (a level-1 heading) and has more under it."""
    return len(part) > 1 and isinstance(part[0], Heading) and part[0].level == 1


def _lead(parts, accent, measure, scale, icon) -> float:
    """Where a column beside the first that opens with a heading starts: level with the first block under the
    first column's title (kit review r34, Przekręt minor 1: the right column's first heading stood at the title's
    height, the left's one under it); other columns start at the top (the text's top, TEXT_CLEAR under the card's
    band). The title's height and the room under it, as the frame sets them: the larger of its space after and the
    next block's space before."""
    if len(parts) < 2 or not _titled(parts[0]):
        return 0.0
    if not any(part and isinstance(part[0], Heading) for part in parts[1:]):
        return 0.0
    title, following = _column(parts[0][:2], accent, measure, scale, icon)[:2]
    return title.wrap(measure, mm(1000))[1] + max(title.getSpaceAfter(), following.getSpaceBefore())


def flowables(blocks, accent, width, scale: float = SCALE, icon=None):
    """The side's flowables, column after column (`stories`). `icon(name)`: the drawing of the aid's
    figure NAME (player_aid.icons), or None when the aid has no figures."""
    return [flowable for story in stories(blocks, accent, width, scale, icon) for flowable in story]


def _column(blocks, accent, width, scale, icon, lead: float | None = None, row_room: float = 0.0):
    """A column's flowables (`lead`: a column right of the first, its first block's top this far down, _lead;
    `row_room`: added round every table row's text, _CardBuilder.row_room)."""
    look, styles = _styles(accent, scale)

    def figure(ref, column, paragraph):
        drawing = icon(ref.name) if icon is not None else None
        if drawing is None:  # an undeclared figure: the aid's check reports it
            return []
        return [icon_row(drawing, paragraph(ref.caption, styles.body), column, card_look(accent).icon or ICON)]

    builder = _CardBuilder(styles, look, figure, width, 0.0)
    builder.row_room = row_room
    story = [f for f in builder.flow(blocks, width) if type(f).__name__ != "CondPageBreak"]
    if not lead or not story or not (blocks and isinstance(blocks[0], Heading)):
        return story
    return [Spacer(0, max(0.0, lead - story[0].getSpaceBefore())), *story]  # its space before counts under a spacer


def fits(blocks, accent, width, height, scale: float = SCALE, icon=None) -> bool:
    """Whether the blocks fit a text area of that size, each column its own (the aid's check, on every
    paper, at `SCALE`)."""
    measure = column_width(width, len(columns(blocks)))
    return all(_fit(story, measure, height) for story in stories(blocks, accent, width, scale, icon))


# the most a side's slack adds between two of its blocks (a heading, a list, a paragraph, a table): 6 mm (4
# before r32: Art Society's back of five blocks ended 14 mm above its cut, its front 8 mm)
MOST_SPREAD = mm(6)


def _fit(story, width, height) -> bool:
    frame = Frame(0, 0, width, height, leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)
    frame.addFromList(story, Canvas(io.BytesIO()))  # a throwaway canvas, never saved (as `fits`)
    return not story


def spread(blocks, accent, width, height, scale: float = SCALE, icon=None) -> list[list]:
    """The flowables of each of the side's columns (`stories`) at `scale`, with the room its card leaves
    under a column shared between the column's blocks (at most MOST_SPREAD a gap, the largest that still
    fits, to 0.1 pt): a side whose type one step larger does not fit ends near its frame's foot instead of
    a tenth of its card short of it, so its two faces end alike (kit review r29, Art Society major 1: the
    front ended 12 mm above its frame, the back on it)."""
    parts = columns(blocks)
    measure = column_width(width, len(parts))
    lead = _lead(parts, accent, measure, scale, icon)

    def laid(part, gap: float) -> list:
        first = part is parts[0]
        story = _column(part, accent, measure, scale, icon, lead=None if first else lead, row_room=gap * ROW_SHARE)
        if not gap:
            return story
        # no gap under a title the columns beside it are set level with (_lead), nor under any heading: a
        # heading stands as close to its text in every column (kit review r35, Przekręt minor 7: „Handel” 4 mm
        # above its list in the left column, „Koniec gry” 1 mm in the right one)
        kept = 1 if first and lead else 0
        out = []
        for i, flowable in enumerate(story):
            spaced = i > kept and not isinstance(story[i - 1], (Spacer, HeadingParagraph))
            out += [Spacer(0, gap), flowable] if spaced else [flowable]
        return out

    def column(part) -> list:
        low, high = 0.0, MOST_SPREAD
        if not _fit(laid(part, low), measure, height):
            return laid(part, 0.0)  # the side does not fit: its check says so
        while high - low > 0.1:
            middle = (low + high) / 2
            low, high = (middle, high) if _fit(laid(part, middle), measure, height) else (low, middle)
        return laid(part, low)

    return [column(part) for part in parts]


def largest_scale(blocks, accent, width, height, icon=None) -> float:
    """The largest of `SCALES` at which the blocks fit a frame of that size (`SCALE` when none does:
    the aid's check reports that side)."""
    return next((scale for scale in SCALES if fits(blocks, accent, width, height, scale, icon)), SCALE)


def card_scale(sides, accent, width, height, icon=None) -> float:
    """The one size both sides of a card are set at: the largest both fit (kit review r20, Rynek minor 2: a
    front at the book's sizes beside a back a size larger read as two cards)."""
    return min(largest_scale(side, accent, width, height, icon) for side in sides)


def _paragraphs(flowable):
    """Every paragraph of a laid-out aid, into the cells of its tables and the boxes of its notes
    (builder.CellTable.cells), the items of its lists (builder.ItemList.items) and a block kept whole
    (flow.UnsplitIfFits.content)."""
    if hasattr(flowable, "frags"):
        yield flowable
    parts = [cell for row in getattr(flowable, "cells", ()) for cell in row] + list(getattr(flowable, "items", ()))
    inner = getattr(flowable, "content", None)
    if inner is not None and not isinstance(inner, str):
        parts.append(inner)
    for part in parts:
        for item in part if isinstance(part, (list, tuple)) else [part]:
            yield from _paragraphs(item)


def _lines(paragraph) -> list[list]:
    """The fragments of each line of a paragraph as its layout broke it (its fragments as one line when it
    was not laid out, or breaks into plain words)."""
    laid = getattr(paragraph, "blPara", None)
    if laid is None or getattr(laid, "kind", 0) != 1:
        return [list(paragraph.frags)]
    return [[w for w in line.words if hasattr(w, "text")] for line in laid.lines]


def ground_rooms(blocks, accent, width, icon=None, scale: float = SCALE) -> list[tuple[str, float]]:
    """(text, room in pt) of every label on a coloured ground (`[text](colour:#INK/#GROUND)`) on each line
    it stands on, the side laid out `width` wide at `scale`: the ground is as wide as the label's run, so its
    text keeps from the ground's ends only the spaces the run opens and closes with (kit review r28, Rynek
    minor 2: 0–0.7 mm, the check saw no such shape), and a label broken over two lines keeps none at the
    break (kit review r30, Przekręt minor 3: „KASYNO” on the ground's edge under „RATUSZ /”)."""
    measure = column_width(width, len(columns(blocks)))
    story = []
    for column in stories(blocks, accent, width, scale, icon):
        frame = Frame(0, 0, measure, mm(5000), leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)
        frame.addFromList(list(column), Canvas(io.BytesIO()))  # laid out on a throwaway canvas, as `fits`
        story += column
    found = []
    for paragraph in (p for f in story for p in _paragraphs(f)):
        for line in _lines(paragraph):
            run: list = []
            for frag in [*line, None]:
                if frag is not None and getattr(frag, "backColor", None) and "text" in frag.__dict__:
                    run.append(frag)
                    continue
                run = [f for f in run if f.text]
                if run:
                    text = "".join(f.text for f in run)
                    first, last = run[0], run[-1]
                    lead = first.text[: len(first.text) - len(first.text.lstrip())]
                    tail = last.text[len(last.text.rstrip()) :]
                    rooms = [
                        stringWidth(lead, first.fontName, first.fontSize),
                        stringWidth(tail, last.fontName, last.fontSize),
                    ]
                    found.append((text.strip(), min(rooms)))
                run = []
    return found
