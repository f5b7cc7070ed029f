"""r44 AS finding 5, as a class of the typesetter: a heading that opens a list never stands at a page's foot
with the list's first item alone („Zasady wieszania” and its first bullet at the foot of p. 5, the rule's text
on p. 6, and the references to the section sent readers to p. 5). The heading takes the list's opening with
it: its first two items (all of a list of three, whose last two stay together)."""

from __future__ import annotations

import io

from pypdf import PdfReader
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import BaseDocTemplate, CondPageBreak, Frame, PageTemplate, Spacer

from generator.rulebook.builder import ItemList
from generator.rulebook.flow import HeadingParagraph, heading_lists
from generator.rulebook.paragraphs import Paragraph

STYLE = ParagraphStyle("body", fontName="Helvetica", fontSize=10, leading=12)
HEAD = ParagraphStyle("h2", fontName="Helvetica-Bold", fontSize=10, leading=12, keepWithNext=1)
LINES = 40  # the page's height in lines of the list


def _pages(items: int, room: int) -> list[str]:
    """A heading and a list of `items` one-line items below a filler that leaves `room` lines of the page
    (the heading's own guard asks for two): each page's text."""
    flows = [[Paragraph(f"pozycja {k}", STYLE)] for k in range(1, items + 1)]
    _, h = ItemList(flows[:1], bulletType="bullet", start="•").wrap(300, 1000)
    height = LINES * h + 1
    out = io.BytesIO()
    doc = BaseDocTemplate(out, pagesize=(300, height), leftMargin=0, rightMargin=0, topMargin=0, bottomMargin=0)
    doc.addPageTemplates([PageTemplate("p", [Frame(0, 0, 300, height, 0, 0, 0, 0)])])
    flowables = [
        Spacer(300, (LINES - room) * h),
        CondPageBreak(2 * h),
        HeadingParagraph("Zasady", HEAD, 1, "Zasady", "h1"),
        ItemList(flows, bulletType="bullet", start="•", frame_height=height),
    ]
    doc.build(heading_lists(flowables))
    return [page.extract_text() for page in PdfReader(io.BytesIO(out.getvalue())).pages]


def test_a_heading_never_stays_at_a_pages_foot_with_its_lists_first_item_alone():
    for items, room in ((3, 3), (5, 2.5)):  # room for the heading and one item only
        pages = _pages(items, room)
        assert len(pages) == 2 and "Zasady" not in pages[0], (items, pages)
        assert "Zasady" in pages[1] and "pozycja 1" in pages[1] and "pozycja 2" in pages[1], (items, pages)


def test_a_heading_stays_where_its_lists_opening_fits():
    pages = _pages(5, 3.6)  # the heading and two items fit; the last two items go on together
    assert len(pages) == 2, pages
    assert "Zasady" in pages[0] and "pozycja 1" in pages[0] and "pozycja 2" in pages[0], pages
    assert "pozycja 4" in pages[1] and "pozycja 5" in pages[1], pages
