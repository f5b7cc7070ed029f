"""Rulebook blocks (markup.py's tree) to reportlab platypus flowables: paragraphs (placeholders where the
layout decides a number), lists, tables, notes, figures, and the title block; the rulebook's typesetter
(typeset.py) and the player aids' card layout (draw/kinds/aid_layout.py) build with it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from reportlab.lib import colors
from reportlab.lib.enums import TA_CENTER, TA_LEFT, TA_RIGHT
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import (
    BaseDocTemplate,
    CondPageBreak,
    Flowable,
    ListFlowable,
    ListItem,
    PageBreak,
    Spacer,
    Table,
    TableStyle,
)

from generator.draw.fonts import SANS, SANS_SEMIBOLD
from generator.model.units import mm
from generator.rulebook import markup as md
from generator.rulebook.deferred import NEAR_MARK, NEAR_START, TOKEN, Layout
from generator.rulebook.flow import (
    AnchorMark,
    HeadingParagraph,
    KeepMark,
    LeadIn,
    RangeEnd,
    SheetStart,
    UnsplitIfFits,
    heading_lists,
    heading_with_table,
    kept,
    lead_ins,
)
from generator.rulebook.forms import Placeholder
from generator.rulebook.look import Look, TitleInfo, Unsettled
from generator.rulebook.paragraphs import Paragraph, spared  # reportlab's, its line breaking kept per width
from generator.rulebook.polish import tie_short_words
from generator.rulebook.styles import KEEP_AFTER_HEADING, RULE, TINT, Styles
from generator.rulebook.symbols import Beside, Symbols
from generator.rulebook.tables import JOINED, column_widths, fits_column, headed, header_spans, table_run

# --- blocks to flowables -------------------------------------------------------------------------


class CellTable(Table):
    """reportlab's Table that keeps its cells' flowables as given (`cells`, rows of a flowable or a list of them),
    for the checks that read every paragraph of a laid-out side (aid_layout): reportlab keeps them privately."""

    def __init__(self, data, *args, **kwargs):
        super().__init__(data, *args, **kwargs)
        self.cells = data


class ItemList(ListFlowable):
    """reportlab's ListFlowable that keeps each item's flowables as given (`items`), for the same checks, and
    measures them at every wrap. reportlab keeps a list's first size at a width and draws its items at their
    sizes of the moment; an item with numbers only the layout decides (forms.Placeholder) takes the room of
    what it may print where it is laid out, not where it was measured first (the book's start, typeset.reach,
    before any target is placed): a bullet measured at two lines with „(s. 1)” and drawn at three with
    „(s. 14)” printed its last line over the paragraph after the list (K's „Czekający eksponat”)."""

    def __init__(self, items: list[list[Flowable]], frame_height: float = 0.0, **kwargs):
        super().__init__(_list_items(items), **kwargs)
        self.items, self.options = items, kwargs
        self.frame_height = frame_height

    def wrap(self, availWidth, availHeight):
        # a list of the same items, measured now (reportlab's own measure of a list, which this one's kept)
        fresh = ListFlowable(_list_items(self.items), **self.options)
        self.width, self.height = fresh.wrapOn(getattr(self, "canv", None), availWidth, availHeight)
        return self.width, self.height

    def opening(self, canvas, availWidth) -> float:
        """The height at this width of what the list leaves at least on the page it starts: its first two items,
        all of a list of three or fewer (the last two stay together: `split`). A heading that opens the list keeps
        it with it (flow.HeadingRoom)."""
        first = ListFlowable(_list_items(self.items[: 2 if len(self.items) > 3 else 3]), **self.options)
        return first.wrapOn(canvas, availWidth, self.frame_height or availWidth)[1]

    def split(self, availWidth, availHeight):
        """The items, laid out one by one, a page break before the last two where they do not both fit: a
        list's last item never stands alone at the top of a page, cut off from the list it ends (r42 K
        minor 3: the last step of a procedure and the last bullet of a section alone above the next
        section). Two items taller than TAIL_KEPT of a page are not held together: the room they would
        leave empty is worse than the widow (and a tight book's pages move: Przekręt grew a page at 30 %)."""
        parts = list(super().split(availWidth, availHeight))
        if len(parts) < 2 or not self.frame_height:
            return parts
        canvas = getattr(self, "canv", None)
        tail = sum(p.wrapOn(canvas, availWidth, self.frame_height)[1] + p.getSpaceAfter() for p in parts[-2:])
        if tail > self.frame_height * TAIL_KEPT:
            return parts
        return parts[:-2] + [CondPageBreak(tail + parts[-2].getSpaceBefore())] + parts[-2:]


TAIL_KEPT = 0.1  # of a page: the last two items of a list kept together up to this height


def _list_items(items: list[list[Flowable]]) -> list[ListItem]:
    return [ListItem(flow if len(flow) > 1 else flow[0]) for flow in items]


@dataclass
class Builder:
    styles: Styles
    look: Look
    # figure, column width, paragraph maker → flowables (the drawing and its caption, made by the
    # paragraph maker: a caption with a page reference is a placeholder, as a paragraph is)
    figure: Callable[[md.FigureRef, float, Callable[[str, ParagraphStyle], Flowable]], list[Flowable]]
    width: float
    frame_height: float = 0.0
    _count: int = 0
    chapters: list[str] = field(default_factory=list)
    layout: Layout | None = None
    drawn: list = field(default_factory=list)  # placeholders drawn, in order (forms.py)
    doc: BaseDocTemplate | None = None  # typeset.RulebookDoc: the layout so far: the placeholders' best guess
    full: float = 0.0  # the width across both columns: what a block too wide for a column spans (columns.py)

    def paragraph(self, markup: str, style: ParagraphStyle) -> Flowable:
        """A paragraph; one with numbers only the layout decides is a placeholder (forms.py); one
        opened by symbols (`![](symbol:NAME)`) has them beside it (symbols.py); one with a run set larger
        (`[text](size:F)`) takes each line's leading from its largest run."""
        markup, grown = md.sized(markup, style.fontSize)
        if grown:
            style = ParagraphStyle(f"{style.name}-grown", parent=style, autoLeading="max")
        drawn, rest = md.leading_symbols(markup)
        if drawn:
            icons = Symbols(drawn, style, self.look.accent)
            return Beside(icons, self.paragraph(rest, style)) if rest.strip() else icons
        if self.layout is not None and TOKEN.search(markup):
            # the words kept whole are those of the text it prints: a token of words („(zob. s. 7)”)
            # is no word, and sparing the word before it would break the lines otherwise than the text
            return Placeholder(markup, spared(style, self.layout.guess(markup)), self.layout, self.drawn, self.doc)
        if NEAR_MARK.search(markup):  # where a `page.near` reference lands (RulebookDoc.near_drawn)
            shown = NEAR_MARK.sub("", markup)
            marked = NEAR_MARK.sub(lambda m: f'<onDraw name="near" label="{ord(m.group()) - NEAR_START}"/>', markup)
            return Paragraph(marked, spared(style, shown))
        return Paragraph(markup, spared(style, markup))

    def settled(self, markup: str) -> str:
        if self.layout is not None and TOKEN.search(markup):
            raise Unsettled()  # a heading is laid out with its real text only (its bookmark, its entry)
        return markup

    def blocks(self, blocks: Sequence[md.Block], width: float | None = None, in_note: bool = False) -> list[Flowable]:
        width = width or self.width
        flowables = heading_with_table(
            lead_ins(heading_lists(self.flow(blocks, width, in_note)), self.frame_height), self.frame_height
        )
        return kept(flowables, self.frame_height)

    def flow(self, blocks: Sequence[md.Block], width: float, in_note: bool = False) -> list[Flowable]:
        """Every block's flowables in turn; tables that stand together share their column widths."""
        out: list[Flowable] = []
        for i, block in enumerate(blocks):
            if isinstance(block, md.TableBlock):
                run = table_run(blocks, i)
                cells = [self.table_cells(table) for table in run]
                rows = [row for data in cells for row in data]
                span = width == self.width and self.full > width and not fits_column(rows, width)
                widths = column_widths(rows, self.full if span else width)
                table = UnsplitIfFits(self.table(cells[run.index(block)], widths, headed(block)), self.frame_height)
                table.span = span
                out.append(table)
                continue
            out.extend(self.block(block, width, in_note))
        return out

    def block(self, block: md.Block, width: float, in_note: bool) -> list[Flowable]:
        s = self.styles
        if isinstance(block, md.Heading):
            if in_note:
                return [self.paragraph(block.markup, s.note_h)]
            self.settled(block.markup)
            self._count += 1
            key = f"h{self._count}"
            style = {1: s.h1, 2: s.h2}.get(block.level, s.h3)
            out: list[Flowable] = []
            if block.level == 1:
                out.append(CondPageBreak(mm(45)))
                self.chapters.append(block.text)
            else:
                out.append(CondPageBreak(style.spaceBefore + style.leading + KEEP_AFTER_HEADING))
            out.append(
                HeadingParagraph(md.sized(block.markup, style.fontSize)[0], style, block.level - 1, block.text, key)
            )
            return out
        if isinstance(block, md.Para):
            return [self.paragraph(block.markup, s.note if in_note else s.body)]
        if isinstance(block, md.ListBlock):  # a numbered procedure is read as one, as a table is
            listed = self.list_block(block, width, in_note)
            return [UnsplitIfFits(listed, self.frame_height) if block.ordered else listed]
        if isinstance(block, md.TableBlock):
            data = self.table_cells(block)
            table = self.table(data, column_widths(data, width), headed(block))
            return [UnsplitIfFits(table, self.frame_height)]
        if isinstance(block, md.Note):
            return [self.note(block, width)]
        if isinstance(block, md.FigureRef):
            return self.figure_at(block, width)
        if isinstance(block, md.PageBreak):
            return [PageBreak(), SheetStart(self.doc)] if block.sheet and self.doc is not None else [PageBreak()]
        if isinstance(block, md.Keep):
            return [KeepMark(block.name, block.end)]
        if isinstance(block, md.Anchor):
            return [RangeEnd(block.name) if block.end else AnchorMark(block.name)]
        raise TypeError(f"unknown block {block!r}")

    def figure_at(self, block: md.FigureRef, width: float) -> list[Flowable]:
        """The figure in the column, or across both columns (a span) where it is wider than a column at
        its own size: never drawn smaller than it reads."""
        if width == self.width and self.full > width:
            across = self.figure(block, self.full, self.paragraph)
            drawn = [m for f in across for m in getattr(f, "members", [f]) if not isinstance(m, Spacer | Paragraph)]
            if any(m.wrap(self.full, self.frame_height)[0] > width + 0.5 for m in drawn):
                for f in across:
                    f.span = True
                return across
        return self.figure(block, width, self.paragraph)

    def list_block(self, block: md.ListBlock, width: float, in_note: bool) -> Flowable:
        s = self.styles
        style = s.note if in_note else s.bullet
        indent = mm(5.5) if not block.ordered else mm(6.5)
        items = []
        for item in block.items:
            flow = self.blocks(item, width - indent, in_note) or [Paragraph("", style)]
            # reportlab hangs an item's number or bullet on its first flowable; a lead-in's page-break
            # guard there (an item that opens with „…:” and a list) would take it and print no number
            while len(flow) > 1 and isinstance(flow[0], LeadIn):
                flow = flow[1:]
            items.append(flow)
        if block.ordered:
            return ItemList(
                items,
                bulletType="1",
                start=block.start,
                bulletFormat="%s.",
                bulletFontName=SANS_SEMIBOLD,
                bulletFontSize=style.fontSize * 0.95,
                leftIndent=indent,
                bulletDedent=indent,
                bulletColor=self.look.accent,
                spaceAfter=4,
                frame_height=self.frame_height,
            )
        return ItemList(
            items,
            frame_height=self.frame_height,
            bulletType="bullet",
            start="•",
            bulletFontName=SANS,
            bulletFontSize=style.fontSize,
            leftIndent=indent,
            bulletDedent=mm(4),
            bulletColor=self.look.accent,
            spaceAfter=4,
        )

    def table_cells(self, block: md.TableBlock) -> list[list[Flowable]]:
        """The table's cells, the header row first (none where every header cell is empty: headed),
        every row padded to the header's columns."""
        s = self.styles
        aligns = {"right": TA_RIGHT, "center": TA_CENTER}
        cols = len(block.header)

        styles: dict[tuple[int, bool], ParagraphStyle] = {}  # one per column and row kind, shared by its cells

        def cell(text: str, col: int, head: bool) -> Flowable:
            style = styles.get((col, head))
            if style is None:
                base = s.cell_head if head else s.cell
                style = styles[col, head] = ParagraphStyle(
                    f"c{col}{head}",
                    parent=base,
                    alignment=aligns.get(block.align[col] if col < len(block.align) else "", TA_LEFT),
                )
            return self.paragraph(text, style)

        spans = header_spans(block)
        plain = block.plain_header or block.header
        head = [cell("" if plain[i].strip() == JOINED else t, i, True) for i, t in enumerate(block.header)]
        for i, count in spans.items():
            head[i].columns_spanned = count  # (table() joins the cells; column_widths skips the caption)
        data = [head] if headed(block) else []
        for row in block.rows:
            padded = list(row) + [""] * (cols - len(row))
            data.append([cell(t, i, False) for i, t in enumerate(padded[:cols])])
        return data

    def table(self, data: list[list[Flowable]], widths: list[float], header: bool = True) -> Flowable:
        """The table, its `header` row (the first of `data`) tinted between an accent rule above and a
        thinner one below, repeated on a new page; a table without one opens with its first row, and
        its accent rule below closes it as any table's (kit review r20, Rynek minor 1: a headerless
        table drew an empty tinted row between two rules under the table before it, read as a
        printing fault)."""
        first = 1 if header else 0  # the first row of the body
        table = CellTable(data, colWidths=widths, repeatRows=first, hAlign="LEFT")
        style = [
            ("FONT", (0, 0), (-1, -1), SANS),
            ("VALIGN", (0, 0), (-1, -1), "TOP"),
            ("LEFTPADDING", (0, 0), (-1, -1), 4),
            ("RIGHTPADDING", (0, 0), (-1, -1), 4),
            ("TOPPADDING", (0, 0), (-1, -1), 2.2),
            ("BOTTOMPADDING", (0, 0), (-1, -1), 2.6),
            ("LINEBELOW", (0, -1), (-1, -1), 0.8, self.look.accent),
        ]
        if header:
            style += [
                ("BACKGROUND", (0, 0), (-1, 0), TINT),
                ("LINEABOVE", (0, 0), (-1, 0), 0.8, self.look.accent),
                ("LINEBELOW", (0, 0), (-1, 0), 0.5, self.look.accent),
            ]
        if header:
            style += [
                ("SPAN", (i, 0), (i + getattr(c, "columns_spanned", 1) - 1, 0))
                for i, c in enumerate(data[0])
                if getattr(c, "columns_spanned", 1) > 1
            ]
        for r in range(first + 1, len(data), 2):
            style.append(("BACKGROUND", (0, r), (-1, r), colors.HexColor("#faf8f4")))
        for r in range(first, len(data) - 1):
            style.append(("LINEBELOW", (0, r), (-1, r), 0.25, RULE))
        table.setStyle(TableStyle(style))
        table.spaceBefore, table.spaceAfter = 6, 9
        return table

    def note(self, block: md.Note, width: float) -> Flowable:
        inner_width = width - mm(8)
        flow = self.blocks(block.blocks, inner_width, in_note=True)
        box = CellTable([[flow]], colWidths=[width], hAlign="LEFT")
        box.setStyle(
            TableStyle(
                [
                    ("FONT", (0, 0), (-1, -1), SANS),
                    ("BACKGROUND", (0, 0), (-1, -1), TINT),
                    ("LINEBEFORE", (0, 0), (0, -1), 2, self.look.accent),
                    ("LEFTPADDING", (0, 0), (-1, -1), mm(4)),
                    ("RIGHTPADDING", (0, 0), (-1, -1), mm(4)),
                    ("TOPPADDING", (0, 0), (-1, -1), mm(2.5)),
                    ("BOTTOMPADDING", (0, 0), (-1, -1), mm(1.5)),
                ]
            )
        )
        box.spaceBefore, box.spaceAfter = 4, 9
        return box


# the title illustration beside the game's name and subtitle: at most this wide, this far from their longest line
ART_WIDTH = mm(82)
ART_GAP = mm(8)
ART_LEAST = mm(40)  # narrower room than this: no illustration (a long name or subtitle)


class TitleBeside(Flowable):
    """The game's name and subtitle, as the frame would set them one under the other (each at the full width, the
    space between them what the frame would leave), with the game's title illustration in the room to the right
    of their longest line, its foot on the subtitle's (r36 P kit minor 10): the page below keeps its places."""

    def __init__(self, lines: list[Flowable], art: Callable[..., None]):
        super().__init__()
        self.lines, self.art = lines, art
        self.heights: list[float] = []

    def wrap(self, availWidth, availHeight):
        self.width = availWidth
        self.heights = [line.wrap(availWidth, availHeight)[1] for line in self.lines]
        self.height = sum(self.heights) + sum(self._gaps())
        return self.width, self.height

    def _gaps(self) -> list[float]:
        """The space the frame leaves between each line and the next: the larger of the one's after and the
        next's before."""
        return [max(a.getSpaceAfter(), b.getSpaceBefore()) for a, b in zip(self.lines, self.lines[1:])]

    def getSpaceBefore(self):
        return self.lines[0].getSpaceBefore()

    def getSpaceAfter(self):
        return self.lines[-1].getSpaceAfter()

    def draw(self):
        y = self.height
        for line, height, gap in zip(self.lines, self.heights, [*self._gaps(), 0.0]):
            y -= height
            line.drawOn(self.canv, 0, y)
            y -= gap
        box = self.art_box()
        if box is not None:
            self.art(self.canv, *box, "right")

    def art_box(self) -> tuple[float, float, float, float] | None:
        """(x, y, width, height) of the illustration: beside the first line, or the first two, whichever gives
        it more room to grow (a short name over a long subtitle: beside the name alone); None where no room
        is ART_LEAST wide."""
        best, found = 0.0, None
        for count in range(1, len(self.lines) + 1):
            widest = max(max(line.getActualLineWidths0(), default=0.0) for line in self.lines[:count])
            room = min(ART_WIDTH, self.width - widest - ART_GAP)
            foot = self.height - sum(self.heights[:count]) - sum(self._gaps()[: count - 1])
            scale = self.art.fitted(room, self.height - foot)[0] if room >= ART_LEAST else 0.0
            if scale > best:
                best, found = scale, (self.width - room, foot, room, self.height - foot)
        return found


def title_block(info: TitleInfo, styles: Styles, toc: Flowable) -> list[Flowable]:
    lines: list[Flowable] = [Paragraph(md.escape(info.game), styles.title)]
    if info.subtitle:
        lines.append(Paragraph(md.escape(tie_short_words(info.subtitle)), styles.subtitle))
    out: list[Flowable] = [
        *([TitleBeside(lines, info.art)] if info.art is not None else lines),
        *([] if info.subtitle else [Spacer(0, 0)]),
        Paragraph(md.escape(info.facts_line), styles.facts),
        Paragraph("Spis treści", styles.toc_head),
        toc,
        Spacer(0, mm(4)),
    ]
    return out
