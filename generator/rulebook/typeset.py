"""Typesetting rulebook blocks to A4 (or Letter) with reportlab platypus.

Title block, a short table of contents (chapters), running head (game and current chapter),
page numbers, PDF bookmarks, tables with right-aligned numbers, shaded example boxes, figures.
The paragraph styles and ink colours they are set in live in styles.py.
"""

from __future__ import annotations

import io
import math
from collections.abc import Callable, Sequence

from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import (
    BaseDocTemplate,
    CondPageBreak,
    Flowable,
    Frame,
    NextPageTemplate,
    PageBreak,
    PageTemplate,
    Spacer,
)
from reportlab.platypus.doctemplate import ActionFlowable, FrameActionFlowable

from generator.draw.fonts import SANS, SANS_SEMIBOLD
from generator.draw.guide import draw_blank
from generator.draw.layout_fonts import register_fonts
from generator.draw.pdfbytes import tag_subsets
from generator.layout.imposition import Paper
from generator.model.units import mm
from generator.rulebook import markup as md
from generator.rulebook.builder import Builder, title_block
from generator.rulebook.columns import SpanEnd, SpanStart, TwoColumns, column_width, spans
from generator.rulebook.deferred import Layout, Seen, Shape, book_shape
from generator.rulebook.flow import (
    AnchorMark,
    HeadingParagraph,
    Together,
    walk,
)
from generator.rulebook.forms import fill_forms
from generator.rulebook.look import Look, TitleInfo, Unsettled
from generator.rulebook.styles import MOST_EMPTY, MUTED, RULE, make_styles
from generator.rulebook.toc import HELD_KEY, OnePassToc, anchor_key, toc_entries, toc_form

# --- headings that feed the table of contents and the running head ------------------------------


class RulebookCanvas(Canvas):
    """reportlab's canvas, which calls `before_save(canvas)` when the document is complete, just
    before it writes the file."""

    def __init__(self, before_save: Callable[[Canvas], None], *args, **kw):
        super().__init__(*args, **kw)
        self.before_save = before_save

    def save(self):
        self.before_save(self)
        super().save()


def blank_form(page: int) -> str:
    """The form a page left blank draws its note through (RulebookDoc.fill_forms defines it)."""
    return f"blank{page}"


class RulebookDoc(TwoColumns, BaseDocTemplate):
    layout: Layout | None = None  # deferred numbers (their forms are filled in after the last page)
    # the book's shape → what its pages left blank hold instead of „Strona celowo pusta” (page → a drawing of
    # the side): the print plan may put a page of the kit on such a side of its job (rulebook/context.py
    # blank_sides)
    blank_sides: Callable[[Shape], dict[int, Callable]] | None = None
    held = ""  # the title of the section such a side is in the book (typeset's `held`), "" none
    held_at: list[int] = []  # noqa: RUF012 – the pages such sides are (typeset's `held_at`)
    toc_entries: list[tuple[int, str, str]] = []  # noqa: RUF012 – the contents' lines (typeset sets them)

    def __init__(self, buffer, info: TitleInfo, look: Look, paper: Paper, toc_levels: int, **kw):
        super().__init__(
            buffer,
            pagesize=(paper.width, paper.height),
            leftMargin=look.margin_x,
            rightMargin=look.margin_x,
            topMargin=look.margin_top,
            bottomMargin=look.margin_bottom,
            title=f"{info.game} – {info.title}",
            author="drukarnia",
            creator="drukarnia",
            subject=f"{info.game} – {info.title}",
            invariant=1,
            initialFontName=SANS,
            initialFontSize=10,
            pageCompression=1,
            printScaling="None",
            duplex="DuplexFlipLongEdge",
            lang="pl-PL",
            **kw,
        )
        self.reach: dict[str, float] = {}  # each target's place in the book, in pages of text (`ahead`)
        self.measured: tuple = ()  # what `reach` measures, the first time a guess needs it: body, width, page
        self.info, self.look, self.toc_levels = info, look, toc_levels
        self.beforeDocument()
        frame = Frame(
            self.leftMargin,
            self.bottomMargin,
            self.width,
            self.height,
            id="body",
            leftPadding=0,
            rightPadding=0,
            topPadding=0,
            bottomPadding=0,
        )
        self.addPageTemplates(
            [
                PageTemplate("first", [frame], onPage=self._first_page, onPageEnd=self._page_end),
                PageTemplate("body", [frame], onPage=self._page_start, onPageEnd=self._page_end),
            ]
        )

    def build(self, flowables):
        """Lay the flowables out and write the file, the deferred numbers' forms filled in after the
        last page, before the file is written (RulebookCanvas.save)."""
        self.pending, self.most_empty = flowables, self.height * MOST_EMPTY  # (TwoColumns.plan looks ahead)
        super().build(flowables, canvasmaker=lambda *args, **kw: RulebookCanvas(self.fill_forms, *args, **kw))

    def beforePage(self):
        """platypus's hook at a page's start, nothing being placed: the first measures the book (`reach`)."""
        if self.measured:
            measured, self.measured = self.measured, ()
            self.reach = reach(*measured, self.canv)

    def ahead(self) -> dict[str, int]:
        """The pages guessed for the targets not laid out yet: the last one laid out, its page, and as
        many pages more as the text between them measures (reach); never before the current page."""
        last = next(reversed(self.heading_pages), None) if self.heading_pages else None
        at, page = (self.reach.get(last, 0.0), self.heading_pages[last]) if last in self.reach else (0.0, 1)
        return {
            name: max(self.page, page + int(round(where - at)))
            for name, where in self.reach.items()
            if name not in self.heading_pages
        }

    def fill_forms(self, canvas) -> None:
        """The deferred numbers' forms, once every page is laid out; Unsettled when they do not fit. Then
        the notes of the pages left blank: what the print plan puts on such a side is known only now."""
        if self.layout is not None and not fill_forms(
            canvas, self.layout, self.drawn, self.page, self.heading_pages, frozenset(self.blank_pages)
        ):
            raise Unsettled(self.page, dict(self.heading_pages))
        shape = book_shape(self.page, Seen(self.heading_pages, None, blanks=frozenset(self.blank_pages)))
        sides = self.blank_sides(shape) if self.blank_sides is not None else {}
        width, height = self.pagesize
        for page in sorted(self.blank_pages):
            canvas.beginForm(blank_form(page), lowerx=0, lowery=0, upperx=width, uppery=height)
            if page in sides and self.held:  # a section of the book the print plan fills: its running head
                self.running_head(canvas, self.held)
            sides.get(page, draw_blank)(canvas, width, height)
            canvas.endForm()
        held = [page for page in sorted(self.blank_pages) if page in sides]
        self.held_at[:] = held
        if held and self.held:
            self.heading_pages.setdefault(self.held, held[0])
        if self.held in {text for _level, text, _key in self.toc_entries}:  # its line in the contents
            style = self.toc_styles[0]
            canvas.beginForm(toc_form(HELD_KEY), lowerx=-mm(20), lowery=-mm(2), upperx=mm(1), uppery=mm(6))
            canvas.setFont(style.fontName, style.fontSize)
            canvas.setFillColor(style.textColor)
            canvas.drawRightString(0, 0, str(held[0]) if held else "")
            canvas.endForm()

    def running_head(self, canvas, chapter: str) -> None:
        """The running head of a page of the book's text: the book's name, the page's chapters, a rule."""
        width, height = self.pagesize
        y = height - mm(13)
        canvas.saveState()
        canvas.setFillColor(MUTED)
        canvas.setFont(SANS_SEMIBOLD, 8)
        canvas.drawString(self.look.margin_x, y, self.info.running)
        canvas.setFont(SANS, 8)
        canvas.drawRightString(width - self.look.margin_x, y, chapter)
        canvas.setStrokeColor(RULE)
        canvas.setLineWidth(0.4)
        canvas.line(self.look.margin_x, y - mm(2), width - self.look.margin_x, y - mm(2))
        canvas.restoreState()

    def beforeDocument(self):
        self.chapter_at_start = ""  # chapter in force at the top of the current page
        self.opens_chapter = False  # the current page begins with a chapter's heading
        self.page_has_text = False  # something printed (not a mark) is on the current page
        self.current = ""  # the latest chapter started
        self.started_here: list[str] = []  # chapters whose headings are on the current page
        self.outline_level = -1  # PDF outline levels may only deepen one at a time
        self.heading_pages: dict[str, int] = {}  # heading text (or anchor name) → page: "zob. s. N" references
        self.anchors: list[str] = []  # anchors met, waiting for the next flowable drawn
        self.text_page = 1  # the page of the last flowable drawn (not a mark, not a break): a range's end
        self.blank_pages: set[int] = set()  # backs left blank so that what follows starts a sheet
        self.near_seen: dict[int, tuple[int, frozenset]] = {}  # a `page.near`'s page and the headings before it

    def near_drawn(self, canvas, kind, label) -> None:
        """reportlab's onDraw callback at a `page.near` reference of a text laid out the old way."""
        self.near_seen.setdefault(int(label), (canvas.getPageNumber(), frozenset(self.heading_pages)))

    def _first_page(self, canvas, doc):
        canvas.setViewerPreference("PrintScaling", "None")
        canvas.setNamedCB("near", self.near_drawn)
        self._page_start(canvas, doc)

    def _page_start(self, canvas, doc):
        if self.look.columns == 2:
            self.pageTemplate.frames = self.plan(self.bottomMargin + self.height, self.height)
        self.chapter_at_start = self.current
        self.opens_chapter = self.page_has_text = False
        self.started_here = []

    def running_chapter(self) -> str:
        """The chapters the running head names, as Polish books set a żywa pagina: the chapter whose text
        the page begins with, and after it every chapter that starts lower on the page ("Słowniczek
        · Pytania i odpowiedzi · Co ustaliło to wydanie"), so that a reader looking for any of them finds
        it from the head (a head naming the first and the last only read as if the middle one were
        missing: blind review r9). A page that opens with a chapter's heading names that chapter first:
        every page but the title page carries the head (kit review r20 AS minor 3: a chapter's first page
        without it looked like a page of another book)."""
        later = [c for c in self.started_here if c != self.chapter_at_start]
        first = [] if self.opens_chapter or not self.chapter_at_start else [self.chapter_at_start]
        return " · ".join(first + later)

    def _page_end(self, canvas, doc):
        look = self.look
        width, height = self.pagesize
        canvas.saveState()
        canvas.setFillColor(MUTED)
        canvas.setFont(SANS, 8)
        canvas.drawCentredString(width / 2, mm(11), str(canvas.getPageNumber()))
        if canvas.getPageNumber() in self.blank_pages:
            # a page left blank carries no running head: it has no chapter to name (blind review r23 F4); one the
            # print plan fills (the kit's checklist) is a section of the book: its form draws the head (fill_forms)
            canvas.doForm(blank_form(canvas.getPageNumber()))
        elif canvas.getPageNumber() == 1:  # the title page names what it is over the game's title (r18)
            canvas.setFont(SANS_SEMIBOLD, 8)
            canvas.drawString(look.margin_x, height - mm(13), self.info.title)
        else:
            self.running_head(canvas, self.running_chapter())
        canvas.restoreState()

    def range_end(self, name: str) -> None:
        """A range's end (flow.RangeEnd): the page the last flowable was drawn on, bookmarked there as an
        anchor is (the mark follows that flowable, before anything moves on to a new page)."""
        self.heading_pages.setdefault(name, self.text_page)
        if self.page == self.text_page:
            self.canv.bookmarkPage(anchor_key(name))
            self.canv.addOutlineEntry(name, anchor_key(name), level=self.outline_level + 1, closed=True)

    def afterFlowable(self, flowable):
        if isinstance(flowable, SpanStart | SpanEnd):  # marks: a span across the columns begins or ends
            (self.span_start if isinstance(flowable, SpanStart) else self.span_end)(flowable.room)
            return
        if isinstance(flowable, AnchorMark):
            self.anchors.append(flowable.name)
        elif self.anchors and not isinstance(flowable, Spacer | ActionFlowable):
            # (a CondPageBreak is a Spacer; a frame break that moves a group to the next page is an
            # action, seen before that page begins: the anchor waits for the group itself)
            for name in self.anchors:  # a bookmark under the current heading, as a reader looks it up
                self.heading_pages.setdefault(name, self.page)
                self.canv.bookmarkPage(anchor_key(name))
                self.canv.addOutlineEntry(name, anchor_key(name), level=self.outline_level + 1, closed=True)
            self.anchors = []
        if isinstance(flowable, HeadingParagraph) and flowable.toc_level == 0:
            # a chapter starts on the page its heading lands on (a mark of its own, a flowable before the
            # heading, stayed at the foot of the page before when the heading moved on with what follows it)
            self.current = flowable.toc_text
            self.started_here.append(flowable.toc_text)
        if not isinstance(flowable, AnchorMark | Spacer | ActionFlowable):
            self.text_page = self.page
        if not self.page_has_text and not isinstance(flowable, AnchorMark | Spacer | ActionFlowable):  # marks, breaks
            self.page_has_text = True
            self.opens_chapter = (
                isinstance(flowable, HeadingParagraph) and flowable.toc_level == 0 and flowable.toc_text == self.current
            )
        if isinstance(flowable, HeadingParagraph):
            self.heading_pages.setdefault(flowable.toc_text, self.page)
            key = flowable.toc_key
            self.canv.bookmarkPage(key)
            level = min(flowable.toc_level, self.outline_level + 1)
            self.outline_level = level
            self.canv.addOutlineEntry(flowable.toc_text, key, level=level, closed=level > 0)
            if flowable.toc_level < self.toc_levels:
                style = self.toc_styles[min(flowable.toc_level, len(self.toc_styles) - 1)]
                canvas = self.canv
                canvas.beginForm(toc_form(key), lowerx=-mm(20), lowery=-mm(2), upperx=mm(1), uppery=mm(6))
                canvas.setFont(style.fontName, style.fontSize)
                canvas.setFillColor(style.textColor)
                canvas.drawRightString(0, 0, str(self.page))
                canvas.endForm()


# --- the document --------------------------------------------------------------------------------


def reach(body: Sequence[Flowable], width: float, page: float, canvas: Canvas) -> dict[str, float]:
    """Where each heading and anchor of `body` stands, in pages of `page` points of text from the book's
    start: the measured heights (wrap) of what comes before it. What a reference to a target not laid out
    yet guesses from (RulebookDoc.ahead): no trial layout. Measured on the canvas the book is laid out on
    (a list measures its bullets with it, as a frame does: UnsplitIfFits.measure)."""
    found: dict[str, float] = {}
    height = 0.0
    for f in walk(body):
        if isinstance(f, HeadingParagraph):
            found.setdefault(f.toc_text, height / page)
        elif isinstance(f, AnchorMark):
            found.setdefault(f.name, height / page)
        if isinstance(f, PageBreak | FrameActionFlowable):  # (what follows starts a page)
            height = math.ceil(height / page) * page
        elif not isinstance(f, Together | ActionFlowable | CondPageBreak):  # (a group's members are walked; a
            # conditional break is no text, and measuring a lead-in's would set what it introduces: flow.LeadIn)
            height += f.wrapOn(canvas, width, page)[1] + f.getSpaceBefore() + f.getSpaceAfter()
    return found


def typeset(
    blocks: Sequence[md.Block],
    info: TitleInfo,
    look: Look,
    paper: Paper,
    figure: Callable[[md.FigureRef, float, Callable[[str, ParagraphStyle], Flowable]], list[Flowable]],
    toc_levels: int = 1,
    heading_pages: dict[str, int] | None = None,
    layout: Layout | None = None,
    near_seen: dict[int, tuple[int, frozenset]] | None = None,
    blank_pages: set[int] | None = None,
    blank_sides: Callable[[Shape], dict[int, Callable]] | None = None,
    held: str = "",
    held_at: list[int] | None = None,
    listed: bool = True,
) -> tuple[bytes, int, list[str]]:
    """Lay out the blocks, once; returns the PDF bytes, the page count and the chapter titles, and
        fills `heading_pages` (heading text → page) and `near_seen` (where each `page.near` of a text laid
        out the old way landed: its page, the headings before it) and `blank_pages` (the backs left blank so
    that what follows starts a sheet) when given; `blank_sides` draws what those pages hold in the print
    plan at the book's shape (RulebookDoc.blank_sides); `held`: the title of the section such a page is (the
    kit's checklist), listed in the contents and named in the page's running head, its page in
    `heading_pages` where the page holds it; `held_at` gets the pages the print plan fills; `listed`: the section has its line in the contents. Text with `layout`'s tokens is set with
        the real numbers after the last page; Unsettled when they do not fit the room laid out."""
    register_fonts()
    buffer = io.BytesIO()
    doc = RulebookDoc(buffer, info, look, paper, toc_levels)
    styles = make_styles(look)
    two = look.columns == 2  # (the body in two columns: columns.py)
    measure = column_width(doc.width) if two else doc.width
    builder = Builder(styles, look, figure, measure, doc.height, layout=layout, doc=doc, full=doc.width if two else 0.0)
    doc.layout, doc.drawn, doc.blank_sides, doc.held = layout, builder.drawn, blank_sides, held
    doc.held_at = held_at if held_at is not None else []
    body = builder.blocks(blocks)
    if layout is not None:  # (a book laid out once guesses its references' pages: measured as it starts)
        doc.measured = (body, measure, doc.height * look.columns)
    entries = doc.toc_entries = toc_entries(body, toc_levels, held if listed else "")
    doc.toc_styles = styles.toc[: max(1, toc_levels)]
    toc = OnePassToc(entries, doc.toc_styles)
    # the title block across both columns at the head of the first page, each span of the body between marks
    title = title_block(info, styles, toc)
    story: list[Flowable] = [NextPageTemplate("body"), *([SpanStart(), *title, SpanEnd()] if two else title)]
    for f in body:
        story += [SpanStart(), f, SpanEnd()] if spans(f) else [f]
    doc.build(story)
    if heading_pages is not None:
        heading_pages.update(doc.heading_pages)
    if near_seen is not None:
        near_seen.update(doc.near_seen)
    if blank_pages is not None:
        blank_pages.update(doc.blank_pages)
    data = tag_subsets(buffer.getvalue())  # every font subset named after its program
    return data, doc.page, builder.chapters
