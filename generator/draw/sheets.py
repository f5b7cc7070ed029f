"""Draw imposed pieces onto sheets: fronts, mirrored backs, crop marks, sheet labels."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from functools import lru_cache

from reportlab.pdfgen.canvas import Canvas

from generator.draw.fonts import SANS, text_width
from generator.draw.labels import (
    LABEL_BASE,
    LABEL_CLEAR,
    LABEL_GAP,
    LABEL_ROOM,
    LABEL_SIZE,
    SIDE_ROOM,
    TICKET_LEAST,
    Rect,
    clear_of_job_mark,
    folio_place,
    line_margin,
    side_inset,
)
from generator.draw.pdf import (
    INK,
    INNER_MARK_WIDTH,
    MARK_WIDTH,
    PdfDocument,
    note_folio_place,
    note_front,
    note_piece,
    note_seams,
)
from generator.draw.piece import Piece  # noqa: F401  (kinds imported it from here)
from generator.draw.text import fit
from generator.draw.ticket_room import clear_of_labels, draw_ticket
from generator.layout.imposition import (
    Duplex,
    Grid,
    Mark,
    SheetSpec,
    Slot,
    back_position,
    back_reach,
    crop_marks,
    free_column,
    free_span,
    inner_marks,
    plan_grid,
)
from generator.model.units import mm

DrawFn = Callable[[Canvas, float, float], None]  # (canvas, trim width, trim height), origin at trim corner


class PieceDoesNotFit(Exception):
    pass


SEAM_OVERLAP = mm(0.3)  # a butted piece reaches this far under the neighbour drawn after it


def seam_overlaps(
    left: float, right: float, bottom: float, top: float, later: tuple[str, ...]
) -> tuple[float, float, float, float]:
    """The bleeds (page sides) a piece is clipped to, with SEAM_OVERLAP added on the sides in `later`
    (where the neighbour drawn after it lies) that have no bleed of their own: butted pieces then
    leave no light hairline where their edges' anti-aliasing meets, the later piece drawn over the
    earlier one's colour, not the paper's (kit review C7)."""
    sides = {"left": left, "right": right, "bottom": bottom, "top": top}
    for side in later:
        if sides[side] == 0:
            sides[side] = SEAM_OVERLAP
    return sides["left"], sides["right"], sides["bottom"], sides["top"]


# a butted piece's cut, drawn on the fronts along every edge of a piece that shares one with a neighbour: a
# hairline of black at SEAM_SHADE over whatever ground it crosses, so about that much darker than the ground on
# either side of it, and so faint that a cut 0.3 mm off shows none (kit review r38, K major 1: tiles and tokens
# butted on one ground kept their cuts only in the margin's ticks, gone with the first strip cut off)
SEAM_WIDTH = 0.25
SEAM_SHADE = 0.18
SEAM_EPS = 0.01  # pt: two edges this close are one


def seam_lines(slots: Sequence[Slot]) -> list[Mark]:
    """The cut lines of the butted pieces among `slots` (trim boxes on one side of a sheet): every edge of a
    slot that shares an edge with another, the segments of one line merged, each drawn once."""

    def key(v: float) -> float:
        return round(v / SEAM_EPS) * SEAM_EPS

    def touches(a: Slot, b: Slot) -> bool:
        over_y = min(a.y + a.height, b.y + b.height) - max(a.y, b.y) > SEAM_EPS
        over_x = min(a.x + a.width, b.x + b.width) - max(a.x, b.x) > SEAM_EPS
        side = abs(a.x + a.width - b.x) < SEAM_EPS or abs(b.x + b.width - a.x) < SEAM_EPS
        level = abs(a.y + a.height - b.y) < SEAM_EPS or abs(b.y + b.height - a.y) < SEAM_EPS
        return (side and over_y) or (level and over_x)

    butted = [a for a in slots if any(a is not b and touches(a, b) for b in slots)]
    lines: dict[tuple[str, float], list[tuple[float, float]]] = {}
    for s in butted:
        for x in (s.x, s.x + s.width):
            lines.setdefault(("x", key(x)), []).append((s.y, s.y + s.height))
        for y in (s.y, s.y + s.height):
            lines.setdefault(("y", key(y)), []).append((s.x, s.x + s.width))
    marks = []
    for (axis, at), spans in sorted(lines.items()):
        merged: list[list[float]] = []
        for lo, hi in sorted(spans):
            if merged and lo <= merged[-1][1] + SEAM_EPS:
                merged[-1][1] = max(merged[-1][1], hi)
            else:
                merged.append([lo, hi])
        marks += [Mark(at, lo, at, hi) if axis == "x" else Mark(lo, at, hi, at) for lo, hi in merged]
    return marks


def draw_seams(canvas: Canvas, slots: Sequence[Slot], order: bool = True) -> None:
    """The faint cut lines of the butted pieces among `slots` (`seam_lines`), on a front: a back shifted by
    the duplex's play would show them off the cut. `order`: the job's cutting step gives the order of the
    cuts (Output.butted); False for a sheet whose kind says its own order (Art Society's paintings in two bands)."""
    lines = seam_lines(slots)
    if not lines:
        return
    note_seams(canvas, lines, order)
    canvas.saveState()
    canvas.setStrokeColor(INK)
    canvas.setStrokeAlpha(SEAM_SHADE)
    canvas.setLineWidth(SEAM_WIDTH)
    for m in lines:
        canvas.line(m.x1, m.y1, m.x2, m.y2)
    canvas.restoreState()


def place(
    canvas: Canvas,
    slot: Slot,
    x: float,
    y: float,
    piece: Piece,
    draw: DrawFn,
    mirrored: bool,
    later: tuple[str, ...] = (),
) -> None:
    """Draw one side with its bleed clipped, rotating the piece when the slot is rotated; `later`:
    the page sides of the neighbours drawn after it (the next column's, the next row's)."""
    note_piece(canvas, piece, None if mirrored else piece.turns + (1 if slot.rotated else 0))
    if draw is piece.front and not (mirrored or piece.outline_cut):
        note_front(canvas, x, y, slot.width, slot.height)
    canvas.saveState()
    left, right = (slot.bleed_right, slot.bleed_left) if mirrored else (slot.bleed_left, slot.bleed_right)
    left, right, bottom, top = seam_overlaps(left, right, slot.bleed_bottom, slot.bleed_top, later)
    path = canvas.beginPath()
    path.rect(x - left, y - bottom, slot.width + left + right, slot.height + bottom + top)
    canvas.clipPath(path, stroke=0, fill=0)
    if slot.rotated:
        # the piece's own bottom edge runs up the slot's left edge (front); backs turn the other way
        if mirrored:
            canvas.translate(x, y + slot.height)
            canvas.rotate(-90)
        else:
            canvas.translate(x + slot.width, y)
            canvas.rotate(90)
    else:
        canvas.translate(x, y)
    draw(canvas, piece.width, piece.height)
    canvas.restoreState()


def draw_marks(
    canvas: Canvas,
    grid: Grid,
    spec: SheetSpec,
    mirrored: bool,
    offset: tuple[float, float],
    used: int,
    clear: Sequence[Rect] = (),
) -> None:
    draw_grid_marks(canvas, grid, spec, "long" if mirrored else "", offset, used, clear)


def draw_grid_marks(
    canvas: Canvas,
    grid: Grid,
    spec: SheetSpec,
    turn: str,
    offset: tuple[float, float],
    used: int,
    clear: Sequence[Rect] = (),
) -> None:
    """The sheet's crop marks as the side `turn` prints them (`draw_mark_list`): those in the margins at
    MARK_WIDTH, those in the gaps between its pieces at INNER_MARK_WIDTH (`inner_marks`); `clear` the boxes of
    what the side prints in its margins (ticket_room.clear_of_labels)."""
    inner = inner_marks(grid, spec, used)
    outer = [m for m in crop_marks(grid, spec, used) if m not in inner]
    draw_mark_list(canvas, outer, spec, turn, offset, clear=clear)
    if inner:
        draw_mark_list(canvas, inner, spec, turn, offset, INNER_MARK_WIDTH, clear=clear)


def draw_mark_list(
    canvas: Canvas,
    marks: Sequence[Mark],
    spec: SheetSpec,
    turn: str,
    offset: tuple[float, float],
    width: float = MARK_WIDTH,
    color=INK,
    clear: Sequence[Rect] = (),
) -> None:
    """The front's crop marks `marks` as a side prints them: `turn` "" the front, "long" a back turned
    on the long edge (mirrored across the sheet), "short" one turned on the short edge; a back moved by
    the duplex `offset`; `width` the line's weight, `color` its colour; each kept ticket_room.TICK_CLEAR from the
    boxes `clear` (the side's label, ticket and ruler: ticket_room.clear_of_labels)."""
    canvas.saveState()
    canvas.setStrokeColor(color)
    canvas.setLineWidth(width)
    w, h = spec.paper.width, spec.paper.height
    if turn == "long":
        marks = [Mark(w - m.x1 + offset[0], m.y1 + offset[1], w - m.x2 + offset[0], m.y2 + offset[1]) for m in marks]
    elif turn == "short":
        marks = [Mark(m.x1 + offset[0], h - m.y1 + offset[1], m.x2 + offset[0], h - m.y2 + offset[1]) for m in marks]
    # the page's foot, right, is the job's identifier's; the side's labels keep TICK_CLEAR from every tick
    for m in clear_of_labels(clear_of_job_mark(marks, w, spec.margin), clear):
        canvas.line(m.x1, m.y1, m.x2, m.y2)
    canvas.restoreState()


def drawn_marks(grid: Grid, spec: SheetSpec, used: int, mirrored: bool = False) -> list[Mark]:
    """The crop marks where a side prints them: a long-edge back mirrors them across the sheet (no
    offset: a label sits among the marks of its own page)."""
    marks = crop_marks(grid, spec, used)
    if not mirrored:
        return marks
    w = spec.paper.width
    return [Mark(w - m.x1, m.y1, w - m.x2, m.y2) for m in marks]


def sheet_label(
    canvas: Canvas,
    grid: Grid,
    spec: SheetSpec,
    text: str,
    short: str,
    used: int,
    mirrored: bool = False,
    ticket: str = "",
    clear: float = 0.0,
    least: float = TICKET_LEAST,
    boxes: list[Rect] | None = None,
) -> None:
    """A small label in the bottom margin, in the widest stretch no crop mark (as the side prints
    them: `mirrored` on a long-edge back) comes within LABEL_CLEAR of; with a `ticket` (ticket_words)
    the label, the ticket and the ruler in one line across the stretches (`draw_ticket`), in a margin
    that leaves `clear` between them and the pieces' cuts (a player aid's: aid_page.CUT_CLEAR), at `least`
    or larger where a margin holds it so (labels.plan_ticket), LINE_EDGE from the paper's edge where the
    margins hold it (labels.line_margin); on a sheet
    the pieces fill to the bottom margin, or whose bottom marks leave no stretch long enough for it,
    turned on its side in the left margin, between the marks. `boxes`: where given, the boxes of what it
    prints are added to it (the sheet's marks keep ticket_room.TICK_CLEAR from them: draw it before the marks)."""
    boxes = [] if boxes is None else boxes
    bottom = min(s.y for s in grid.slots[:used])
    top = max(s.y + s.height for s in grid.slots[:used])
    marks = drawn_marks(grid, spec, used, mirrored)
    left = min(s.x for s in grid.slots[:used]) - spec.bleed
    right = max(s.x + s.width for s in grid.slots[:used]) + spec.bleed
    if mirrored:
        left, right = spec.paper.width - right, spec.paper.width - left
    art = (left - clear, bottom - spec.bleed - clear, right + clear, top + spec.bleed + clear)
    note_folio_place(canvas, folio_place(_cuts_and_ink(grid, spec, used, mirrored), spec.paper.width, spec.margin))
    if ticket and draw_ticket(canvas, marks, spec.paper, spec.margin, text, ticket, art, least, boxes=boxes):
        return
    margin = line_margin(spec.margin)
    if bottom - spec.bleed - clear - margin < LABEL_ROOM + LABEL_GAP:
        margin = spec.margin  # the sheet's foot holds the line only in the printer's margin
    if bottom - spec.bleed - clear - margin < LABEL_ROOM:
        _side_label(canvas, grid, spec, (text, short), used, boxes)
        return
    band = (margin, margin + LABEL_BASE + LABEL_SIZE[0] + LABEL_CLEAR)
    width, centre = free_span(marks, spec, band)
    for label in (text, short):
        fitted = fit(label, SANS, width - 2 * LABEL_CLEAR, max_size=LABEL_SIZE[0], min_size=LABEL_SIZE[1])
        if fitted:
            canvas.saveState()
            canvas.setFont(SANS, fitted.size)
            canvas.setFillColor(INK)
            canvas.drawCentredString(centre, margin + LABEL_BASE, label)
            canvas.restoreState()
            half = text_width(label, SANS, fitted.size) / 2
            base = margin + LABEL_BASE
            boxes.append((centre - half, base - 0.22 * fitted.size, centre + half, base + 0.8 * fitted.size))
            return
    _side_label(canvas, grid, spec, (text, short), used, boxes)  # crop marks leave no stretch long enough below


def _cuts_and_ink(grid: Grid, spec: SheetSpec, used: int, mirrored: bool) -> list[tuple[Rect, Rect]]:
    """Each piece of the side (trim, ink) as it prints them: the ink its bleed, a back's as wide as `_backs` draws it
    (back_reach), a long-edge back mirrored across the sheet."""
    slots = open_edges(grid, spec, used)
    w = spec.paper.width
    out = []
    for front in slots:
        s = back_reach(front, slots) if mirrored else front
        trim = (s.x, s.y, s.x + s.width, s.y + s.height)
        ink = (s.x - s.bleed_left, s.y - s.bleed_bottom, s.x + s.width + s.bleed_right, s.y + s.height + s.bleed_top)
        if mirrored:
            trim = (w - trim[2], trim[1], w - trim[0], trim[3])
            ink = (w - ink[2], ink[1], w - ink[0], ink[3])
        out.append((trim, ink))
    return out


def _side_label(
    canvas: Canvas, grid: Grid, spec: SheetSpec, texts: tuple[str, str], used: int, boxes: list[Rect]
) -> None:
    """The label turned on its side in the left margin, at the largest size of LABEL_SIZE (in 0.5 pt
    steps) the margin holds: SIDE_ROOM is what 6 pt needs, a larger size needs more in proportion
    (r15: every side label was at 6.0 pt, though most margins hold 7)."""
    room = grid.left - spec.bleed - line_margin(spec.margin)
    size = LABEL_SIZE[0]
    while size >= LABEL_SIZE[1] - 1e-9:
        need = SIDE_ROOM * size / LABEL_SIZE[1]
        if room >= need - 1e-9 and _side_label_at(
            canvas, grid, spec, texts, used, size, room - (need - SIDE_ROOM), boxes
        ):
            return
        size -= 0.5


def _side_label_at(
    canvas: Canvas,
    grid: Grid,
    spec: SheetSpec,
    texts: tuple[str, str],
    used: int,
    size: float,
    room: float,
    boxes: list[Rect],
) -> bool:
    inset = line_margin(spec.margin) + side_inset(room)
    band = (inset - mm(0.2), inset - mm(0.2) + SIDE_ROOM * size / LABEL_SIZE[1])
    length, centre = free_column(crop_marks(grid, spec, used), spec, band)
    for label in texts:
        fitted = fit(label, SANS, length - mm(3), max_size=size, min_size=size)
        if fitted:
            canvas.saveState()
            canvas.setFont(SANS, fitted.size)
            canvas.setFillColor(INK)
            # turned a quarter left: the letters' tops face the paper's edge, their feet the pieces
            canvas.translate(inset + fitted.size * 0.8, centre)
            canvas.rotate(90)
            canvas.drawCentredString(0, 0, label)
            canvas.restoreState()
            half = text_width(label, SANS, fitted.size) / 2
            boxes.append((inset, centre - half, inset + fitted.size * 1.02, centre + half))
            return True
    return False


@lru_cache(maxsize=256)
def open_edges(grid: Grid, spec: SheetSpec, used: int) -> tuple[Slot, ...]:
    """The used slots, with full bleed on every side whose neighbour slot stays empty on this sheet
    (worked out once per grid and count: fronts and backs of every sheet ask)."""
    slots = []
    for slot in grid.slots[:used]:
        below = slot.index + grid.cols
        right = slot.index + 1
        slots.append(
            replace(
                slot,
                bleed_bottom=spec.bleed if below >= used else slot.bleed_bottom,
                bleed_right=spec.bleed if slot.col == grid.cols - 1 or right >= used else slot.bleed_right,
            )
        )
    return tuple(slots)


# a row note keeps its letters this far from every crop tick (r39 K kit minor 8: „≥ 2 mm from the ticks”)
ROW_NOTE_CLEAR = mm(2)


def row_notes(canvas: Canvas, grid: Grid, spec: SheetSpec, sheet: Sequence[Piece], notes: Mapping[str, str]) -> None:
    """Beside each row of the sheet whose pieces are all of a deck `notes` names, that note turned on its side in the
    right margin, between the row's crop ticks (ROW_NOTE_CLEAR from each) and inside `line_margin` of the paper's
    edge, at the largest size of LABEL_SIZE that fits (r39 K kit minor 8: the spare tiles' row, set apart before the
    tiles are cut, for after cutting they look like the others); none where the margin holds none at 6 pt."""
    if not notes:
        return
    rows: dict[int, list[Piece]] = {}
    for slot, piece in zip(grid.slots, sheet):
        rows.setdefault(slot.row, []).append(piece)
    marks = crop_marks(grid, spec, len(sheet))
    outer = spec.paper.width - line_margin(spec.margin)  # the letters' outer limit
    for row, pieces in rows.items():
        decks = {p.deck for p in pieces}
        if len(decks) != 1 or (text := notes.get(decks.pop(), "")) == "" or len(pieces) < grid.cols:
            continue
        slots = [s for s in grid.slots if s.row == row]
        low, high = min(s.y for s in slots), max(s.y + s.height for s in slots)
        centre = (low + high) / 2
        for size in (LABEL_SIZE[0] + 0.5 * k for k in range(0, -3, -1)):
            height = size * 1.02  # the line's ink across the margin, as the side label counts it
            x = outer - height
            if x < grid.right + spec.bleed + ROW_NOTE_CLEAR:
                continue  # the margin is too narrow at this size
            # the ticks this band crosses: the note stays ROW_NOTE_CLEAR from each
            ys = [m.y1 for m in marks if min(m.x1, m.x2) < outer and max(m.x1, m.x2) > x and abs(m.y1 - m.y2) < 1e-6]
            below = max([y for y in ys if y <= centre] or [low])
            above = min([y for y in ys if y > centre] or [high])
            room = above - below - 2 * ROW_NOTE_CLEAR
            if text_width(text, SANS, size) > room:
                continue
            canvas.saveState()
            canvas.setFont(SANS, size)
            canvas.setFillColor(INK)
            canvas.translate(x + size * 0.8, (below + above) / 2)
            canvas.rotate(90)  # turned a quarter left, read upwards as the side label is
            canvas.drawCentredString(0, 0, text)
            canvas.restoreState()
            break


def sheet_name(title: str, number: int, total: int, side: str = "") -> str:
    """A card sheet's label, one pattern on every sheet of the kit: „Losy 2/4 · przód”, the part's own counter
    beside its name, in the one format every sheet's part counter takes (r41 P minor 1, R minor 7, AS minor 3: „Losy ·
    arkusz 2/4” beside the job's „arkusz 5 z 10” and „wydruk 4 · s. 3”, three unnamed counters); a part
    on one sheet without the count („Płytki · przód”: „1/1” says nothing, kit review r15); the part
    named by its title's head („Płytki: eksponaty i kleksy” → „Płytki”), so a front and its back take
    the same words at the same size; `side` „przód”/„tył” where the sheet has backs."""
    head = title.split(":")[0]
    named = " ".join([*filter(None, [head]), *([f"{number}/{total}"] if total > 1 else [])])
    return " · ".join(filter(None, [named, side]))


def impose(
    doc: PdfDocument,
    pieces: Sequence[Piece],
    spec: SheetSpec,
    *,
    duplex: Duplex = "long",
    back_offset: tuple[float, float] = (0.0, 0.0),
    title: str = "",
    first: int = 1,
    total: int | None = None,
    ticket: str = "",
    deck_notes: Mapping[str, str] | None = None,
) -> Grid:
    """Lay out the pieces on as many sheets as needed. Backs follow their fronts (long/short) or
    come after all fronts (none). The sheets are labelled `first`, … of `total` (the part's sheets,
    when it has more than these), each label followed by the `ticket` (ticket_words) where one is given; a
    full row of pieces of one deck `deck_notes` names carries that note in the front's margin (`row_notes`).
    Returns the grid used."""
    grid = plan_grid(spec)
    if grid.per_sheet == 0:
        raise PieceDoesNotFit(f"{spec.piece_width:.1f}x{spec.piece_height:.1f} pt")
    sheets = [pieces[i : i + grid.per_sheet] for i in range(0, len(pieces), grid.per_sheet)]
    total = total or len(sheets)
    has_backs = any(p.back for p in pieces)
    canvas = doc.canvas
    backs_later = []

    def labels(number: int, side: str) -> tuple[str, str]:
        """The label and its short form where marks leave little room: the count without the title, or
        on a one-sheet part the title's head („Płytki: eksponaty i kleksy” → „Płytki”)."""
        short = "" if total > 1 else title.split(":")[0]
        return sheet_name(title, number, total, side), sheet_name(short, number, total, side)

    for number, sheet in enumerate(sheets, start=first):
        for slot, piece in zip(open_edges(grid, spec, len(sheet)), sheet):
            place(canvas, slot, slot.x, slot.y, piece, piece.front, mirrored=False, later=("right", "bottom"))
        draw_seams(canvas, [s for s, p in zip(grid.slots, sheet) if not p.outline_cut])
        boxes: list[Rect] = []  # the label first: the marks keep ticket_room.TICK_CLEAR from it
        sheet_label(
            canvas, grid, spec, *labels(number, "przód" if has_backs else ""), len(sheet), ticket=ticket, boxes=boxes
        )
        draw_marks(canvas, grid, spec, False, (0, 0), len(sheet), boxes)
        row_notes(canvas, grid, spec, sheet, deck_notes or {})
        doc.show_page()
        if not has_backs:
            continue
        if duplex == "none":
            backs_later.append((number, sheet))
        else:
            _backs(doc, grid, spec, sheet, duplex, back_offset, *labels(number, "tył"), ticket)
    for number, sheet in backs_later:
        _backs(doc, grid, spec, sheet, "none", back_offset, *labels(number, "tył"), ticket)
    return grid


def _backs(
    doc: PdfDocument,
    grid: Grid,
    spec: SheetSpec,
    sheet: Sequence[Piece],
    duplex: Duplex,
    offset: tuple[float, float],
    label: str,
    short: str,
    ticket: str = "",
) -> None:
    canvas = doc.canvas
    used = open_edges(grid, spec, len(sheet))
    for front, piece in zip(used, sheet):
        if piece.back is None:
            continue
        slot = back_reach(front, used)
        x, y = back_position(slot, spec.paper, duplex, offset)
        mirrored_slot = slot
        if duplex == "short":
            mirrored_slot = Slot(
                slot.index,
                slot.col,
                slot.row,
                slot.x,
                slot.y,
                slot.width,
                slot.height,
                slot.rotated,
                slot.bleed_left,
                slot.bleed_right,
                slot.bleed_top,
                slot.bleed_bottom,
            )
        later = ("right", "top") if duplex == "short" else ("left", "bottom")  # where the next column and row land
        place(canvas, mirrored_slot, x, y, piece, piece.back, mirrored=duplex != "short", later=later)
    if duplex != "short":
        boxes: list[Rect] = []  # the label first: the marks keep ticket_room.TICK_CLEAR from it
        sheet_label(canvas, grid, spec, label, short, len(sheet), mirrored=True, ticket=ticket, boxes=boxes)
        draw_marks(canvas, grid, spec, True, offset, len(sheet), boxes)
    else:
        marks_short(canvas, grid, spec, offset, len(sheet))
    doc.show_page()


def marks_short(canvas: Canvas, grid: Grid, spec: SheetSpec, offset: tuple[float, float], used: int) -> None:
    draw_grid_marks(canvas, grid, spec, "short", offset, used)
