"""The player aid laid out (reportlab's platypus, through the rulebook's typesetter). Whether it
fits needs the faces registered with reportlab (layout_fonts.py) and no PDF set-up; the drawing is
player_aid_draw.py."""

from __future__ import annotations

import io

from reportlab.lib import colors
from reportlab.lib.enums import TA_JUSTIFY, TA_LEFT
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Frame, Spacer

from generator.draw.kinds.aid_page import SCALE, SCALES
from generator.model.units import mm
from generator.rulebook.figures import Figure
from generator.rulebook.look import Look
from generator.rulebook.styles import make_styles
from generator.rulebook.symbols import Beside
from generator.rulebook.typeset import Builder

# a card's lines a little closer than a book page's (body 10/13.6 pt there): a reference read in the hand,
# a few lines to a paragraph (r19: the aids became cards cut on their own marks, 6 mm smaller both ways)
LEADING = 1.28


def _styles(accent, scale):
    look = Look(accent=colors.HexColor(accent))
    styles = make_styles(look)
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

    def table(self, data, widths, header: bool = True):
        total = sum(widths)
        if self._measure is not None and 0 < total < self._measure:
            widths = [w * self._measure / total for w in widths]
        return super().table(data, widths, header)


# an icon row (`![text](figure:NAME)` on an aid): the figure drawn ICON wide by the code that prints the
# piece (rulebook/drawings.py, the rulebook's figures), its text beside it (symbols.Beside) (kit review r29,
# Kolekcjonerzy major 1: the aid showed none of the board's symbols that the tiles and board print)
ICON = mm(7)


def icon_row(drawing, text, width: float):
    """The icon (a drawing of drawings.py, laid out ICON wide) left of its text, its top on the text's first
    line: the one placement of an icon beside words (rulebook/symbols.Beside, as a symbol's on the Art Society
    aid), whatever draws the icon."""
    icon = Figure(drawing)
    icon.wrap(ICON, width)
    return Beside(icon, text)


def flowables(blocks, accent, width, scale: float = SCALE, icon=None):
    """`icon(name)`: the drawing of the aid's figure NAME (player_aid.icons), or None when the aid has no figures."""
    look, styles = _styles(accent, scale)

    def figure(ref, column, paragraph):
        drawing = icon(ref.name) if icon is not None else None
        if drawing is None:  # an undeclared figure: the aid's check reports it
            return []
        return [icon_row(drawing, paragraph(ref.caption, styles.body), column)]

    builder = _CardBuilder(styles, look, figure, width, 0.0)
    return [f for f in builder.flow(blocks, width) if type(f).__name__ != "CondPageBreak"]


def fits(blocks, accent, width, height, scale: float = SCALE, icon=None) -> bool:
    """Whether the blocks fit a frame of that size (the aid's check, on every paper, at `SCALE`)."""
    frame = Frame(0, 0, width, height, leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)
    story = flowables(blocks, accent, width, scale, icon)
    # whether it fits is decided by the frame's wrap and split; what it draws goes to a throwaway canvas,
    # never saved (r22 brief: no assignment into reportlab's flowables to skip their drawing)
    frame.addFromList(story, Canvas(io.BytesIO()))
    return not story


# the most a side's slack adds between two of its blocks (a heading, a list, a paragraph, a table)
MOST_SPREAD = mm(4)


def _fit(story, width, height) -> bool:
    frame = Frame(0, 0, width, height, leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)
    frame.addFromList(story, Canvas(io.BytesIO()))  # a throwaway canvas, never saved (as `fits`)
    return not story


def spread(blocks, accent, width, height, scale: float = SCALE, icon=None) -> list:
    """The side's flowables at `scale` with the room its card leaves under them shared between its
    blocks (at most MOST_SPREAD a gap, the largest that still fits, to 0.1 pt): a side whose type
    one step larger does not fit ends near its frame's foot instead of a tenth of its card short of
    it, so its two faces end alike (kit review r29, Art Society major 1: the front ended 12 mm above
    its frame, the back on it)."""

    def laid(gap: float) -> list:
        story = flowables(blocks, accent, width, scale, icon)
        if not gap:
            return story
        out = []
        for i, flowable in enumerate(story):
            out += [Spacer(0, gap), flowable] if i else [flowable]
        return out

    low, high = 0.0, MOST_SPREAD
    if not _fit(laid(low), width, height):
        return laid(0.0)  # the side does not fit: its check says so
    while high - low > 0.1:
        middle = (low + high) / 2
        low, high = (middle, high) if _fit(laid(middle), width, height) else (low, middle)
    return laid(low)


def largest_scale(blocks, accent, width, height, icon=None) -> float:
    """The largest of `SCALES` at which the blocks fit a frame of that size (`SCALE` when none does:
    the aid's check reports that side)."""
    return next((scale for scale in SCALES if fits(blocks, accent, width, height, scale, icon)), SCALE)


def card_scale(sides, accent, width, height, icon=None) -> float:
    """The one size both sides of a card are set at: the largest both fit (kit review r20, Rynek minor 2: a
    front at the book's sizes beside a back a size larger read as two cards)."""
    return min(largest_scale(side, accent, width, height, icon) for side in sides)


def _paragraphs(flowable):
    """Every paragraph of a laid-out aid, into the cells of its tables and the boxes of its notes."""
    if hasattr(flowable, "frags"):
        yield flowable
    for row in getattr(flowable, "_cellvalues", ()):
        for cell in row:
            for item in cell if isinstance(cell, (list, tuple)) else [cell]:
                yield from _paragraphs(item)
    inner = getattr(flowable, "content", None)  # a block kept whole (flow.UnsplitIfFits)
    if inner is not None and not isinstance(inner, str):
        yield from _paragraphs(inner)
    for item in getattr(flowable, "_content", None) or []:
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
    story = flowables(blocks, accent, width, scale, icon)
    frame = Frame(0, 0, width, mm(5000), leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)
    frame.addFromList(list(story), Canvas(io.BytesIO()))  # laid out on a throwaway canvas, as `fits`
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
