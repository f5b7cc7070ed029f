"""What stays together on a rulebook page and what may split there: the marks the layout reads
(headings for the contents and bookmarks, chapters for the running head, anchors for page
references) and the groups that keep a heading, a lead-in and what they introduce on one page
without leaving more than MOST_EMPTY of a page empty; and where a part starts on a new sheet of the
double-sided book (SheetStart: the optional appendix)."""

from __future__ import annotations

from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import CondPageBreak, Flowable, KeepTogether, PageBreak, Table
from reportlab.platypus.doctemplate import ActionFlowable, BaseDocTemplate, FrameActionFlowable

from generator.model.units import mm
from generator.rulebook.forms import Placeholder
from generator.rulebook.paragraphs import Paragraph  # reportlab's, its line breaking kept per width
from generator.rulebook.styles import MOST_EMPTY


class HeadingParagraph(Paragraph):
    def __init__(self, text: str, style: ParagraphStyle, level: int, plain: str, key: str):
        super().__init__(text, style)
        self.toc_level = level
        self.toc_text = plain
        self.toc_key = key


class AnchorMark(Flowable):
    """Zero-size marker of a page-reference target: the page where the next flowable is drawn (a
    table pushed to the next page takes its anchor with it; RulebookDoc.afterFlowable)."""

    def __init__(self, name: str):
        super().__init__()
        self.name = name

    def wrap(self, availWidth, availHeight):
        return 0, 0

    def draw(self):
        pass


class RangeEnd(ActionFlowable):
    """The end of a range of pages (`anchor(name, end=True)`): the page where the last flowable before
    it was drawn (RulebookDoc.text_page). An action, never placed in a frame: a mark after a block that
    fills its page would otherwise start a page of its own (an empty page before the appendix's sheet)."""

    def __init__(self, name: str):
        super().__init__()
        self.name = name

    def apply(self, doc):
        doc.range_end(self.name)


class KeepMark(Flowable):
    """Where blocks kept together start (or, `end`, end): `kept` turns the run between two marks into one
    group; a mark never reaches a frame."""

    def __init__(self, name: str, end: bool = False):
        super().__init__()
        self.name, self.end = name, end

    def wrap(self, availWidth, availHeight):
        return 0, 0

    def draw(self):
        pass


def kept(flowables: list[Flowable], frame_height: float) -> list[Flowable]:
    """The flowables between a KeepMark and its end as one Together: on one page (one column) when they fit
    there, by the rule every group keeps (Together: never moved whole where that leaves more than MOST_EMPTY
    of the page empty). The markup checks that marks pair (markdown_reader)."""
    out: list[Flowable] = []
    group: list[Flowable] | None = None
    for f in flowables:
        if isinstance(f, KeepMark) and not f.end:
            group = []
        elif isinstance(f, KeepMark):
            if group:
                out.append(Together(group, frame_height=frame_height))
            group = None
        elif group is not None:
            group.append(f)
        else:
            out.append(f)
    return out + (group or [])


def _paragraph(f: Flowable) -> bool:
    """A paragraph of text, with its numbers known or deferred (a Placeholder, laid out once with a
    guessed page number): what stays together must not depend on whether a paragraph quotes a page."""
    return type(f) is Paragraph or isinstance(f, Placeholder)


def heading_with_table(flowables: list[Flowable], frame_height: float) -> list[Flowable]:
    """A heading, at most two short paragraphs and the table they introduce move to the next page
    together: a table that moves whole must not leave its heading and introduction behind (a
    paragraph ending with a colon comes with its LeadIn, which is no paragraph of its own)."""
    out: list[Flowable] = []
    i = 0
    while i < len(flowables):
        f = flowables[i]
        if isinstance(f, HeadingParagraph):
            j, paragraphs = i + 1, 0
            while j < len(flowables) and (
                (_paragraph(flowables[j]) and paragraphs < 2) or isinstance(flowables[j], AnchorMark | LeadIn)
            ):
                paragraphs += _paragraph(flowables[j])
                j += 1
            # (a table across both columns stands below the columns that end with them: columns.py)
            if j < len(flowables) and isinstance(flowables[j], UnsplitIfFits) and not flowables[j].span:
                group = flowables[i : j + 1]
                out.append(Together(group, frame_height=frame_height))
                i = j + 1
                continue
        out.append(f)
        i += 1
    return out


def heading_lists(flowables: list[Flowable]) -> list[Flowable]:
    """The page-break guard before a heading that opens a list (its marks between them) asks for room for the
    heading and the list's opening (HeadingRoom, ItemList.opening): a section never starts with a lone item at a
    page's foot (r44 AS F5: „Zasady wieszania” and its first bullet at p. 5's foot, the rule's text on p. 6, and the
    references to the section sent readers to p. 5)."""
    out = list(flowables)
    for i, f in enumerate(out):
        if not isinstance(f, HeadingParagraph) or not i or type(out[i - 1]) is not CondPageBreak:
            continue
        j = i + 1
        while j < len(out) and isinstance(out[j], AnchorMark):
            j += 1
        listed = out[j] if j < len(out) else None
        listed = listed.content if isinstance(listed, UnsplitIfFits) else listed
        if hasattr(listed, "opening"):
            out[i - 1] = HeadingRoom(out[i - 1].height, f, listed)
    return out


class HeadingRoom(CondPageBreak):
    """Room for a heading and the opening of the list that follows it (`opening`: what the list must keep on
    the heading's page), at least `height` (the room every heading asks for), else a page break. An opening
    taller than OPENING_KEPT of a page asks no more than `height`: the room a page break would leave empty is
    worse than one item."""

    def __init__(self, height: float, heading: Flowable, listed: Flowable):
        super().__init__(height)
        self.least, self.heading, self.listed = height, heading, listed

    def wrap(self, availWidth, availHeight):
        frame_height = getattr(self.listed, "frame_height", 0.0)
        opening = self.listed.opening(getattr(self, "canv", None), availWidth)
        self.height = self.least
        if frame_height and opening <= frame_height * OPENING_KEPT:
            _, heading = self.heading.wrap(availWidth, availHeight)
            space = self.heading.getSpaceBefore() + max(self.heading.getSpaceAfter(), self.listed.getSpaceBefore())
            self.height = max(self.least, heading + space + opening)
        return super().wrap(availWidth, availHeight)


OPENING_KEPT = 0.2  # of a page: a list's opening kept with the heading that opens it up to this height


def lead_ins(flowables: list[Flowable], frame_height: float) -> list[Flowable]:
    """A paragraph that ends with a colon introduces what follows (a list, a table, a figure): it
    starts a new page unless the page has room for it and the start of what it introduces
    („Uwagi do plików:” never alone at a page's foot). A lead-in that opens a section takes its
    heading along: the page break comes before the heading and its marks, never between them."""
    out: list[Flowable] = []
    for f, following in zip(flowables, flowables[1:] + [None], strict=True):
        if following is not None and _paragraph(f) and f.getPlainText().rstrip().endswith(":"):
            at = len(out)
            while at and isinstance(out[at - 1], AnchorMark):
                at -= 1
            heading: list[Flowable] = []
            if at and isinstance(out[at - 1], HeadingParagraph):
                heading = [out[at - 1]]
                at -= 1
                while at and isinstance(out[at - 1], AnchorMark):
                    at -= 1
            else:
                at = len(out)
            out.insert(at, LeadIn(f, following, frame_height, heading))
        out.append(f)
    return out


class LeadIn(CondPageBreak):
    """Room for a lead-in paragraph (with the heading it opens) and the start of what it introduces,
    else a page break: the first LEAD_IN_FOLLOWER of a list or table, all of a figure, group, table or
    note box that moves whole (when the two fit on one page; r24 K: „Przykładowa kolejka” and its lead-in
    were left at a page's foot, the example's box on the next)."""

    def __init__(self, paragraph: Flowable, following: Flowable, frame_height: float, heading: list[Flowable] = ()):
        super().__init__(0)
        self.paragraph, self.following, self.frame_height = paragraph, following, frame_height
        self.heading = list(heading)

    def wrap(self, availWidth, availHeight):
        if getattr(self.following, "span", False):  # set across both columns right below the columns the
            self.height = 0.0  # lead-in ends, wherever it ends them (columns.py)
            return super().wrap(availWidth, availHeight)
        _, height = self.paragraph.wrap(availWidth, availHeight)
        height += self.paragraph.getSpaceAfter()
        for above in self.heading:  # a frame sets the larger of two spaces that meet
            height += above.wrap(availWidth, availHeight)[1]
            height += max(above.getSpaceAfter(), self.paragraph.getSpaceBefore())
        follower = LEAD_IN_FOLLOWER
        if isinstance(self.following, Together):  # a figure with its caption: it moves whole
            whole = sum(
                m.wrap(availWidth, self.frame_height)[1] + m.getSpaceBefore() + m.getSpaceAfter()
                for m in self.following.members
            )
            if height + whole <= self.frame_height:
                follower = whole
        elif isinstance(self.following, UnsplitIfFits):  # a block that moves whole where it would not fit
            _, whole = self.following.measure(getattr(self, "canv", None), availWidth, self.frame_height)
            whole += self.following.getSpaceBefore()
            # what a page break here leaves empty is all the room left, heading and lead-in included; the
            # block weighs the same room, so it never moves alone and leaves them at the page's foot (r24 K F2)
            self.following.led = height
            room = availHeight - height
            if whole > room and availHeight <= self.frame_height * MOST_EMPTY and height + whole <= self.frame_height:
                follower = whole
        elif isinstance(self.following, Table):  # one that cannot split in the room left (a note box: one cell)
            # moves whole, so they go with it
            _, whole = self.following.wrap(availWidth, self.frame_height)
            whole += self.following.getSpaceBefore()
            room = availHeight - height
            if whole > room and height + whole <= self.frame_height and not self.following.split(availWidth, room):
                follower = whole
        self.height = height + follower
        return super().wrap(availWidth, availHeight)


class UnsplitIfFits(Flowable):
    """A block read as one – a table, a numbered procedure – that moves whole to the next page when it
    fits on one page and the room it leaves is at most MOST_EMPTY of the page; otherwise it is split
    there (a table with its header row repeated on the next page, `repeatRows=1`): a pushed block
    must not leave half a page empty, and a short procedure is not read across a page turn."""

    def __init__(self, content: Flowable, frame_height: float):
        super().__init__()
        self.content = content
        self.frame_height = frame_height
        self.spaceBefore, self.spaceAfter = content.getSpaceBefore(), content.getSpaceAfter()
        self.led = 0.0  # the height of the heading and lead-in that introduce it (LeadIn), kept with it
        self.span = False  # set across both columns, below the text before it (columns.py)

    def measure(self, canvas, availWidth, availHeight) -> tuple[float, float]:
        """The content's size at this width and height: measured on the canvas it is laid out for
        (a list measures its bullets with it), the way a frame measures what it places."""
        return self.content.wrapOn(canvas, availWidth, availHeight)

    def wrap(self, availWidth, availHeight):
        self.width, self.height = self.measure(getattr(self, "canv", None), availWidth, availHeight)
        return self.width, self.height

    def split(self, availWidth, availHeight):
        _, height = self.measure(getattr(self, "canv", None), availWidth, self.frame_height)
        if height <= self.frame_height and availHeight + self.led <= self.frame_height * MOST_EMPTY:
            return []  # platypus moves it to the next page, where it fits whole
        return self.content.splitOn(getattr(self, "canv", None), availWidth, availHeight)

    def drawOn(self, canvas, x, y, _sW=0):
        self.content.drawOn(canvas, x, y, _sW)

    def getKeepWithNext(self):
        return 0


LEAD_IN_FOLLOWER = mm(14)  # the first lines of a list or a table's header and first row


class Together(KeepTogether):
    """platypus's KeepTogether, which tells what it holds (`members`). A group that does not fit
    where more than MOST_EMPTY of the page is left is laid out member by member (its heading kept
    with what follows, its table split) rather than moved whole, leaving that room empty."""

    def __init__(self, flowables, maxHeight=None, frame_height: float = 0.0):
        super().__init__(flowables, maxHeight)
        self.members = list(flowables)
        self.span = False  # set across both columns, below the text before it (columns.py)
        self.frame_height = frame_height

    def split(self, aW, aH):
        if self.frame_height and aH > self.frame_height * MOST_EMPTY:
            return list(self.members)
        return super().split(aW, aH)


def walk(flowables):
    """Every flowable, including those inside our Together groups."""
    for f in flowables:
        yield f
        if isinstance(f, Together):
            yield from walk(f.members)


class SheetStart(FrameActionFlowable):
    """After a page break: one more when the new page is a back (even), so what follows starts on the
    front of a new sheet of the double-sided book (the optional appendix: kit reviews r21)."""

    locChanger = 1  # may move on to the next page

    def __init__(self, doc: BaseDocTemplate):  # typeset.RulebookDoc: its pages left blank, `blank_pages`
        self.doc = doc

    def frameAction(self, frame):
        if self.doc.page % 2 == 0:
            self.doc.blank_pages.add(self.doc.page)  # its foot says so (RulebookDoc._page_end)
            frame.add_generated_content(PageBreak())
