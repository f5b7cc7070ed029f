"""The player aid drawn: both halves of every sheet, laid out as aid_layout lays them out for the
fit."""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.platypus import Frame, ListFlowable, Paragraph

from generator.draw.guide import AID_STOCK_TEXT
from generator.draw.kinds.aid_layout import flowables, largest_scale
from generator.draw.kinds.aid_page import MARGIN, half
from generator.draw.labels import draw_ticket_across, ticket_words
from generator.draw.pdf import new_document
from generator.draw.sheets import sheet_name
from generator.model.units import mm
from generator.rulebook.paragraphs import Paragraph as KeptParagraph

# flowables whose layout depends on the width they are given only (reportlab's Paragraph and the
# typesetter's, which keeps its lines per width, and containers such as ListFlowable, which lay out
# their content at that width)
TICK_CLEARANCE = 1.0  # mm: the cut line starts this far inside the printer's margin
PANEL_INSET = mm(6)  # the card's coloured panel: this far inside its half (3 mm round the text)
BAND = mm(2.5)  # the game's colour along the top of the panel
TICKET_CLEAR = mm(1.5)  # the ticket's letters and the ruler's ticks keep this far from the cut line

_WIDTH_ONLY = (Paragraph.wrap, KeptParagraph.wrap, ListFlowable.wrap)


class _Wrapped:
    """A flowable's `wrap` answered again for the same space: both halves of a sheet lay out the
    same flowables in frames of the same size, so the second asks what the first already worked
    out (a flowable's layout depends only on the space it is given; for some, only on the width,
    and the heights left in the two frames may differ in the last bit of a float)."""

    def __init__(self, flowable):
        self.wrap, self.sizes = flowable.wrap, {}
        self.width_only = getattr(type(flowable), "wrap", None) in _WIDTH_ONLY
        flowable.wrap = self

    def __call__(self, width, height):
        key = width if self.width_only else (width, height)
        if key not in self.sizes:
            self.sizes[key] = self.wrap(width, height)
        return self.sizes[key]


def _panel(canvas, accent, paper, bottom: float) -> None:
    """The card under the text: white paper (r13: a 7 % tint of the game's colour under 87 % of the page
    cost ink on plain paper and took contrast from the text), a band of the game's colour along its
    top and a fine frame, the same on both sides (it spans the width, so a long-edge flip keeps
    it in place); it ends 6 mm before the cut, so a cut that misses by a few millimetres shows none."""
    colour = colors.HexColor(accent)
    x, y = PANEL_INSET, bottom + PANEL_INSET
    w, h = paper.width - 2 * PANEL_INSET, paper.height / 2 - 2 * PANEL_INSET
    canvas.saveState()
    path = canvas.beginPath()
    path.roundRect(x, y, w, h, mm(3))
    canvas.clipPath(path, stroke=0, fill=0)
    canvas.setFillColor(colour)
    canvas.rect(x, y + h - BAND, w, BAND, stroke=0, fill=1)
    canvas.restoreState()
    canvas.saveState()
    canvas.setStrokeColor(colour)
    canvas.setLineWidth(0.5)
    canvas.roundRect(x, y, w, h, mm(3), stroke=1, fill=0)
    canvas.restoreState()


def _draw_side(canvas, blocks, spec, paper, margin: float, title: str, side: str) -> None:
    width, height = half(paper)
    for bottom in (paper.height / 2, 0.0):
        _panel(canvas, spec.accent, paper, bottom)
    # the largest type the half holds; both halves show the same flowables
    story = flowables(blocks, spec.accent, width, largest_scale(blocks, spec.accent, width, height))
    for flowable in story:
        _Wrapped(flowable)
    for bottom in (paper.height / 2, 0.0):
        frame = Frame(
            MARGIN,
            bottom + MARGIN,
            width,
            height,
            leftPadding=0,
            rightPadding=0,
            topPadding=0,
            bottomPadding=0,
            showBoundary=0,
        )
        frame.addFromList(list(story), canvas)
    # the cut between the two aids: a dashed line across the gap between the panels, from the printer's
    # margin to the printer's margin (a line at the paper edge may not print)
    canvas.saveState()
    canvas.setLineWidth(0.3)
    canvas.setStrokeGray(0.35)
    canvas.setDash(mm(2), mm(1.5))
    y = paper.height / 2
    start = margin + mm(TICK_CLEARANCE)
    canvas.line(start, y, paper.width - start, y)
    canvas.restoreState()
    # the sheet's ticket and ruler, as on every card sheet (r18: the rulebook says each has them), in the
    # gutter: the words above the cut line, the ruler below it where the line does not hold both; the
    # ticket names the game, so the aid has no footer of its own (r18: a 6 pt footer under the text met
    # its last table rule 0.2 mm apart, and the text fills its half at the rulebook's sizes)
    ticket = ticket_words(AID_STOCK_TEXT, "long")
    words_base = y + TICKET_CLEAR + mm(0.6)  # descenders 0.6 mm under the baseline
    ruler_base = y - TICKET_CLEAR - mm(1.6)  # the ruler's longest tick 1.6 mm up from its baseline
    stretch = (start, paper.width - start)
    draw_ticket_across(canvas, stretch, words_base, ruler_base, sheet_name(title, 1, 1, side), ticket)


def draw(spec, game, options, front, back, sheets: int, label: str) -> tuple[dict, bytes, int]:
    """(the Output fields describing the file, its bytes, its pages): `sheets` sheets, each with two
    aids, the fronts on one side and the backs on the other."""
    doc = new_document(options.paper, f"{game.spec.title} – {spec.title}", duplex="long")
    canvas = doc.canvas
    # every sheet is the same: its two pages drawn once, shown again for each
    for _ in range(sheets):
        for name, side in (("front", front), ("back", back)):
            doc.page(
                name,
                lambda side=side, name=name: _draw_side(
                    canvas, side, spec, options.paper, options.margin, label, "przód" if name == "front" else "tył"
                ),
            )
    pages = doc.pages
    described = doc.described(game.spec.title)
    return described, doc.finish(), pages
