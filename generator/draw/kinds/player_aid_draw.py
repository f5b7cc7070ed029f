"""The player aid drawn: both halves of every sheet, laid out as _aid_layout lays them out for the
fit. Imported by name (importlib) when an aid is drawn."""

from __future__ import annotations

from reportlab.platypus import Frame, ListFlowable, Paragraph

from generator.draw.fonts import SANS
from generator.draw.kinds._aid_layout import flowables, largest_scale
from generator.draw.kinds.aid_page import MARGIN, half
from generator.draw.pdf import new_document
from generator.model.units import mm
from generator.rulebook.paragraphs import Paragraph as KeptParagraph

# flowables whose layout depends on the width they are given only (reportlab's Paragraph and the
# typesetter's, which keeps its lines per width, and containers such as ListFlowable, which lay out
# their content at that width)
TICK_CLEARANCE, TICK_LENGTH = 1.0, 2.0  # mm: a cut mark starts this far inside the printer's margin

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


def _draw_side(canvas, blocks, spec, paper, margin: float, title: str) -> None:
    width, height = half(paper)
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
        canvas.saveState()
        canvas.setFont(SANS, 6)
        canvas.setFillGray(0.45)
        # below the text, clear of the printer's margin (descenders included)
        canvas.drawRightString(paper.width - MARGIN, bottom + MARGIN - mm(2.5), title)
        canvas.restoreState()
    # the cut between the two aids: marks in the side margins only, never across the text, and
    # inside the printer's margin (a mark at the paper edge may not print)
    canvas.saveState()
    canvas.setLineWidth(0.25)
    canvas.setStrokeGray(0.3)
    y = paper.height / 2
    start = margin + mm(TICK_CLEARANCE)
    end = max(start + mm(TICK_LENGTH), MARGIN - mm(1))
    canvas.line(start, y, end, y)
    canvas.line(paper.width - end, y, paper.width - start, y)
    canvas.restoreState()


def draw(spec, game, options, front, back, sheets: int, label: str) -> tuple[dict, bytes, int]:
    """(the Output fields describing the file, its bytes, its pages): `sheets` sheets, each with two
    aids, the fronts on one side and the backs on the other."""
    doc = new_document(options.paper, f"{game.spec.title} – {spec.title}", duplex="long")
    canvas = doc.canvas
    # every sheet is the same: its two pages drawn once, shown again for each
    for _ in range(sheets):
        for name, side in (("front", front), ("back", back)):
            doc.page(name, lambda side=side: _draw_side(canvas, side, spec, options.paper, options.margin, label))
    pages = doc.pages
    described = doc.described(game.spec.title)
    return described, doc.finish(), pages
