"""The rulebook's body in two columns (issue 36, r36 P MAJOR 1, R minor 10): a measure of about 78 mm, as
published A4 rulebooks are set, where a single 162 mm column gave 94–105 characters a line.

Text, lists, notes, small tables and figures flow column by column: each page is laid out in frames
(reportlab's platypus), a left and a right column. A block too wide for a column (a table of many columns,
a figure at its readable size) spans both columns where it stands (a *span*, between SpanStart and
SpanEnd in the story): the text before it on its page is balanced over the two columns above it (the
height of each found by laying that text out dry – measured, never drawn – at the heights tried), the
block is set at the full width below them, and the text after it flows in two columns again below it.
The title block is such a span at the head of the first page.

Why frames and not reportlab's BalancedColumns: BalancedColumns draws each column as one KeepInFrame
(its flowables never reach the document's afterFlowable: no bookmark, page reference or running head
from a heading inside) and splits its columns without the page-break rules (keepWithNext, CondPageBreak:
a heading left at a column's foot). Frames keep every flowable in the document's own flow; only the
heights of the two columns above a span are chosen here."""

from __future__ import annotations

import io
from collections.abc import Sequence

from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable, Frame, PageBreak
from reportlab.platypus.doctemplate import ActionFlowable, FrameActionFlowable, LayoutError

from generator.model.units import mm

GUTTER = mm(6)  # between the two columns
SPAN_ROOM = mm(12)  # the least room for a span below the columns above it on its page
COLUMNS_ROOM = mm(30)  # the least room below a span for the columns to go on under it (a heading and its lines)
BALANCE_STEP = 2.0  # pt: how finely the columns above a span are balanced


def column_width(width: float) -> float:
    """A column's width in a body `width` wide: two columns and the gutter between them (162 mm → 78 mm)."""
    return (width - GUTTER) / 2


def spans(flowable: Flowable) -> bool:
    """Whether a block spans both columns (the typesetter marks it: Builder.spanning)."""
    return bool(getattr(flowable, "span", False))


class _Mark(Flowable):
    """A mark drawn where it stands, of no size: the room left in its frame below it (its wrap's height)."""

    _ZEROSIZE = True  # platypus places it even where its frame is full
    room = 0.0

    def wrap(self, availWidth, availHeight):
        self.room = availHeight
        return 0, 0

    def draw(self):
        pass


class SpanStart(_Mark):
    """Where a span begins: the document sets what follows across both columns, below the lower of the
    columns above it (RulebookDoc.afterFlowable → span_start)."""


class SpanEnd(_Mark):
    """Where a span ends, drawn at its foot: the columns go on in the room left below it (RulebookDoc.
    afterFlowable → span_end)."""


def columns(x: float, top: float, width: float, height: float, room: float | None = None) -> list[Frame]:
    """The two column frames of a region whose top is at `top`: the left one `height` high, the right one
    down to `room` (what the left one could not hold goes on there rather than fail: a block that moves on
    from the left column must fit the right one), `height` by default."""
    w = column_width(width)
    heights = (height, height if room is None else room)
    return [_frame(x + i * (w + GUTTER), top - heights[i], w, heights[i], f"col{i}") for i in range(2)]


def across(x: float, top: float, width: float, height: float) -> Frame:
    """A frame across both columns (a span's)."""
    return _frame(x, top - height, width, height, "span")


def _frame(x: float, y: float, width: float, height: float, name: str) -> Frame:
    return Frame(x, y, width, max(height, 0.0), id=name, leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)


def before_span(pending: Sequence[Flowable]) -> list[Flowable] | None:
    """The flowables laid out before the next span, or None when a page break, a sheet's start or the end of
    the book comes first (the columns then fill the page: nothing to balance)."""
    found: list[Flowable] = []
    for f in pending:
        if isinstance(f, SpanStart):
            return found
        if isinstance(f, PageBreak | FrameActionFlowable):
            return None
        found.append(f)
    return None


class Dry(Flowable):
    """A flowable laid out without being drawn: its size and its splits as the frame would take them (a
    paragraph with deferred numbers records where it is drawn: it must be drawn only where it lands)."""

    def __init__(self, content: Flowable):
        super().__init__()
        self.content = content

    def wrap(self, availWidth, availHeight):
        self.width, self.height = self.content.wrapOn(self.canv, availWidth, availHeight)
        return self.width, self.height

    def split(self, availWidth, availHeight):
        return [Dry(f) for f in self.content.splitOn(self.canv, availWidth, availHeight)]

    def getSpaceBefore(self):
        return self.content.getSpaceBefore()

    def getSpaceAfter(self):
        return self.content.getSpaceAfter()

    def getKeepWithNext(self):
        return self.content.getKeepWithNext()

    def drawOn(self, canvas, x, y, _sW=0):
        pass


def _room(frame: Frame, canvas) -> float:
    probe = _Mark()
    frame.add(probe, canvas)
    return probe.room


def fits(flowables: Sequence[Flowable], width: float, height: float, most_empty: float = 0.0) -> bool:
    """Whether the flowables fit in two columns `height` high, laid out as the document lays them: a run
    kept with what follows (keepWithNext) and a group kept together go whole, or member by member at a
    column's top (a group also where more than `most_empty` of the page is left: flow.Together), what does
    not fit is split or moves on to the next column, a conditional break short of room ends the column."""
    canvas = Canvas(io.BytesIO())
    queue: list[Flowable | list[Flowable]] = []
    run: list[Flowable] = []
    for f in flowables:
        if isinstance(f, ActionFlowable):
            continue
        run.append(f)
        if not f.getKeepWithNext():
            queue.append(run[0] if len(run) == 1 else run)
            run = []
    if run:
        queue.append(run)
    frames = [_frame(0, 0, width, height, f"dry{i}") for i in range(2)]
    column, at_top = 0, True
    while queue:
        item = queue.pop(0)
        frame = frames[column]
        members = item if isinstance(item, list) else getattr(item, "members", None)
        if members is not None:  # a group: whole, or member by member
            room = _room(frame, canvas)
            whole = sum(m.wrapOn(canvas, width, height)[1] + m.getSpaceBefore() + m.getSpaceAfter() for m in members)
            if whole <= room or at_top or (most_empty and room > most_empty and not isinstance(item, list)):
                queue[0:0] = list(members) if whole > room else []
                if whole <= room:
                    for m in members:
                        frame.add(Dry(m), canvas)
                    at_top = False
                continue
        elif frame.add(Dry(item), canvas, trySplit=1):
            at_top = False
            continue
        else:
            pieces = [p for p in frame.split(Dry(item), canvas) if not isinstance(p, ActionFlowable)]
            if pieces and frame.add(pieces[0], canvas, trySplit=0):
                queue[0:0] = [p.content for p in pieces[1:]]
                at_top = False
                continue
        queue.insert(0, item)
        column, at_top = column + 1, True
        if column == len(frames):
            return False
    return True


def balanced(flowables: Sequence[Flowable], width: float, room: float, most_empty: float = 0.0) -> float | None:
    """The least height of two columns that hold the flowables, within `room`; None when they do not fit
    (they run on to the next page: the columns fill this one)."""
    if not fits(flowables, width, room, most_empty):
        return None
    low, high = 0.0, room
    while high - low > BALANCE_STEP:
        middle = (low + high) / 2
        if fits(flowables, width, middle, most_empty):
            high = middle
        else:
            low = middle
    return high


class TwoColumns:
    """What a document (typeset.RulebookDoc, reportlab's BaseDocTemplate) does to set its body in two
    columns: each page's frames planned where the page begins (`plan`, from the page's onPage, before
    platypus takes the page's first frame), a span's frame added where a span starts, the columns below
    it where it ends. `pending`: the story being laid out (the list platypus takes flowables from)."""

    pending: list[Flowable] = []  # noqa: RUF012 – the story (RulebookDoc.build sets it)
    in_span = False  # between a SpanStart and its SpanEnd
    span_top: float | None = None  # where the span planned on this page begins, None: none planned
    most_empty = 0.0  # the share of the page a group moved whole may leave empty (flow.Together), in pt

    region = 0.0  # the height of the current region's columns (the page's text area but below a span)
    head: Flowable | None = None  # the flowable platypus is placing

    def handle_keepWithNext(self, flowables):
        super().handle_keepWithNext(flowables)
        self.head = flowables[0]  # (a run kept with what follows: the group platypus places)

    def handle_flowable(self, flowables):
        """platypus's: a block that moves on whole from the left column of a region shorter than the page
        (below a span) and fits the right one no better goes on to the next page, as it would from a
        page's foot (platypus takes a second frame that cannot hold it for a block too large to place)."""
        self.head = flowables[0] if flowables else None
        try:
            super().handle_flowable(flowables)
        except LayoutError:
            if self.frame is None or self.frame.id != "col1" or self.region >= self.height - 1 or self.head is None:
                raise
            flowables.insert(0, self.head)
            self.handle_frameEnd()

    def plan(self, top: float, room: float) -> list[Frame]:
        """The frames of a region `room` high from `top`: across both columns in a span; two columns
        balanced above the next span where it comes on this page with room below them (SPAN_ROOM; the
        span itself, if it still has none, moves on or splits as it would on any page), else two
        columns that fill the region."""
        x, width = self.leftMargin, self.width
        self.span_top, self.region = None, room
        if self.in_span:
            return [across(x, top, width, room)]
        ahead = before_span(self.pending)
        if ahead is not None:
            height = balanced(ahead, column_width(width), room, self.most_empty)
            if height is not None and room - height >= SPAN_ROOM:
                self.span_top = top - height
                if height <= BALANCE_STEP:  # nothing to set above it: the span opens the region
                    return [across(x, top, width, room)]
                return columns(x, top, width, height, room)
        return columns(x, top, width, room)

    def span_start(self, room: float) -> None:
        """A span begins, `room` left below the text before it in the current frame: across both columns
        below the lower of the two (the right one may run longer than planned); one not planned on this
        page (the text before it runs on) starts the next page."""
        self.in_span = True
        if self.frame is not None and self.frame.id == "span":
            return
        if self.span_top is None:
            self.handle_pageBreak()
            return
        top = min(self.span_top, self.bottomMargin + room) if self.frame.id == "col1" else self.span_top
        frames = self.pageTemplate.frames
        frames.append(across(self.leftMargin, top, self.width, top - self.bottomMargin))
        self.handle_currentFrame(len(frames) - 1)

    def span_end(self, room: float) -> None:
        """A span ends with `room` left below it on its page: the two columns go on there."""
        self.in_span = False
        if room < COLUMNS_ROOM:
            self.handle_frameEnd()
            return
        frames = self.pageTemplate.frames
        first = len(frames)
        frames.extend(self.plan(self.bottomMargin + room, room))
        self.handle_currentFrame(first)
