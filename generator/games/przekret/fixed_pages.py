"""Card pages whose page list a rulebook prescribes (Przekręt: "Posesje are 3 A4 pages", "print
pages 2–5, re-feed the sheets, print page 1 on their reverse").

Such files carry no guide page: their page numbers are part of the rules. Each page instead carries
a 50 mm calibration bar in its bottom margin and a short label in its top margin. All pages share
one grid (never rotated), so a single back page lines up behind every front page.
"""

from __future__ import annotations

from collections.abc import Sequence

from generator.draw.fonts import SANS, SANS_BOLD
from generator.draw.pdf import INK, MARK_WIDTH, PdfDocument, note_front
from generator.draw.sheets import DrawFn, Piece, draw_seams
from generator.draw.text import fit
from generator.draw.ticket_room import clear_of_labels, draw_ticket
from generator.games.przekret.fixed_plan import BAR, BAR_ROOM, bar_fits, fixed_grid  # noqa: F401  (the pages' grid and bar)
from generator.layout.imposition import Grid, SheetSpec, back_position, crop_marks
from generator.model.units import mm


def _clip_and_draw(
    canvas,
    x: float,
    y: float,
    w: float,
    h: float,
    bleeds: tuple[float, float, float, float],
    draw: DrawFn,
    piece: Piece,
) -> None:
    left, right, bottom, top = bleeds
    canvas.saveState()
    path = canvas.beginPath()
    path.rect(x - left, y - bottom, w + left + right, h + bottom + top)
    canvas.clipPath(path, stroke=0, fill=0)
    canvas.translate(x, y)
    draw(canvas, piece.width, piece.height)
    canvas.restoreState()


def _marks(
    canvas, spec: SheetSpec, grid: Grid, used: int, mirrored: bool, offset: tuple[float, float], clear=()
) -> None:
    """The page's crop marks, ticket_room.TICK_CLEAR from the boxes `clear` (its ticket's: ticket_room.clear_of_labels)."""
    canvas.saveState()
    canvas.setStrokeColor(INK)
    canvas.setLineWidth(MARK_WIDTH)
    w = spec.paper.width
    for m in clear_of_labels(crop_marks(grid, spec, used), clear):
        if mirrored:
            canvas.line(w - m.x1 + offset[0], m.y1 + offset[1], w - m.x2 + offset[0], m.y2 + offset[1])
        else:
            canvas.line(m.x1, m.y1, m.x2, m.y2)
    canvas.restoreState()


def _label(canvas, spec: SheetSpec, grid: Grid, text: str, short: str, used: int) -> None:
    """A label in the top margin, in the widest span between crop marks, so it never touches one."""
    if spec.paper.height - spec.margin - (grid.top + spec.head_bleed) < mm(2.5):
        return
    slots = grid.slots[: max(used, 1)]
    xs = sorted({s.x for s in slots} | {s.x + s.width for s in slots})
    spans = [(b - a, (a + b) / 2) for a, b in zip(xs, xs[1:])]
    edges = [
        (xs[0] - spec.margin, (spec.margin + xs[0]) / 2),
        (spec.paper.width - spec.margin - xs[-1], (xs[-1] + spec.paper.width - spec.margin) / 2),
    ]
    width, centre = max(spans + edges)
    for label in (text, short):
        fitted = fit(label, SANS, width - mm(4), max_size=7, min_size=6)
        if fitted:
            canvas.saveState()
            canvas.setFillColor(INK)
            canvas.setFont(SANS, fitted.size)
            canvas.drawCentredString(centre, spec.paper.height - spec.margin - fitted.size, label)
            canvas.restoreState()
            return


def _spans(spec: SheetSpec, grid: Grid, used: int) -> list[tuple[float, float]]:
    """(width, centre) of each stretch of a margin between the crop marks, left to right."""
    slots = grid.slots[: max(used, 1)]
    xs = sorted({s.x for s in slots} | {s.x + s.width for s in slots})
    edges = [(xs[0] - spec.margin, (spec.margin + xs[0]) / 2)]
    inner = [(b - a, (a + b) / 2) for a, b in zip(xs, xs[1:])]
    return edges + inner + [(spec.paper.width - spec.margin - xs[-1], (xs[-1] + spec.paper.width - spec.margin) / 2)]


def _notes(canvas, spec: SheetSpec, grid: Grid, phrases: Sequence[str], used: int) -> bool:
    """Phrases one to a stretch between the crop marks, wide enough for one, the head's left to right and
    then the foot's, at one size of 6–7 pt: a page's instructions where a label would say too little (the
    re-feed file's back page: kit review r30, P minor 11). False, drawing nothing, where they do not fit."""
    head = spec.paper.height - spec.margin - (grid.top + spec.head_bleed)
    foot = grid.bottom - spec.head_bleed - spec.margin
    lines = [(spec.paper.height - spec.margin, head), (spec.margin, foot)]
    spans = [(w, c) for w, c in _spans(spec, grid, used) if w >= mm(30)]
    places = [(top, centre, width) for top, room in lines if room >= mm(2.5) for width, centre in spans]
    if len(places) < len(phrases):
        return False
    for size in (7.0, 6.5, 6.0):
        if all(fit(p, SANS, w - mm(4), max_size=size, min_size=size) for p, (_, _, w) in zip(phrases, places)):
            break
    else:
        return False
    canvas.saveState()
    canvas.setFillColor(INK)
    canvas.setFont(SANS, size)
    for phrase, (edge, centre, _) in zip(phrases, places):
        base = (
            edge - size if edge > spec.paper.height / 2 else edge + size * 0.3
        )  # caps under the head, descenders over the foot
        canvas.drawCentredString(centre, base, phrase)
    canvas.restoreState()
    return True


def draw_calibration_bar(canvas, x: float, y: float) -> None:
    """A 50 mm bar with millimetre ticks; `x, y` is its left end on the baseline."""
    canvas.saveState()
    canvas.setStrokeColor(INK)
    canvas.setFillColor(INK)
    canvas.setLineWidth(0.5)
    canvas.line(x, y, x + BAR, y)
    for i in range(0, 51):
        tick = mm(2.2) if i % 10 == 0 else mm(1.4) if i % 5 == 0 else mm(0.8)
        canvas.setLineWidth(0.5 if i % 10 == 0 else 0.25)
        canvas.line(x + mm(i), y, x + mm(i), y + tick)
    canvas.setFont(SANS_BOLD, 6)
    canvas.drawString(x + BAR + mm(1), y + mm(0.3), "50 mm")
    canvas.setFont(SANS, 6)
    canvas.drawCentredString(x + BAR / 2, y + mm(2.9), "zmierz przed cięciem: skala 100%")
    canvas.restoreState()


def _bar(canvas, spec: SheetSpec, grid: Grid, used: int, mirrored: bool) -> None:
    """The bar sits in the bottom margin, centred under the middle column, between the crop marks."""
    if not bar_fits(spec, grid):
        return
    slots = grid.slots[: max(used, 1)]
    middle = slots[min(len(slots) - 1, grid.cols // 2)] if grid.cols > 1 else slots[0]
    cx = middle.x + middle.width / 2
    if mirrored:
        cx = spec.paper.width - cx
    y = spec.margin + (grid.bottom - spec.head_bleed - spec.margin - BAR_ROOM) / 2 + mm(0.5)
    draw_calibration_bar(canvas, cx - BAR / 2 - mm(3.5), y)


def front_page(
    doc: PdfDocument,
    spec: SheetSpec,
    grid: Grid,
    pieces: Sequence[Piece],
    label: str,
    short: str = "",
    ticket: str = "",
) -> None:
    """One page of fronts in reading order (row 0 at the top); with a `ticket` (labels.ticket_words),
    the label, the ticket and the 50 mm ruler at the sheet's foot as on every card sheet of the kit
    (ticket_room.draw_ticket), else the short label at the head and the bar under the pieces."""
    canvas = doc.canvas
    for slot, piece in zip(grid.slots, pieces):
        bleeds = (slot.bleed_left, slot.bleed_right, slot.bleed_bottom, slot.bleed_top)
        _clip_and_draw(canvas, slot.x, slot.y, slot.width, slot.height, bleeds, piece.front, piece)
        if not piece.outline_cut:
            note_front(canvas, slot.x, slot.y, slot.width, slot.height)
    # the cuts the butted cards share, faint on the fronts as on every sheet of the kit (kit review r39,
    # P minor 1: the Dzierżawa cards touched on one striped ground with no line on their cuts)
    draw_seams(canvas, [s for s, p in zip(grid.slots, pieces) if not p.outline_cut])
    used = grid.slots[: len(pieces)]
    art = (
        min(s.x for s in used) - spec.bleed,
        min(s.y for s in used) - spec.head_bleed,
        max(s.x + s.width for s in used) + spec.bleed,
        max(s.y + s.height for s in used) + spec.head_bleed,
    )
    marks = crop_marks(grid, spec, len(pieces))
    boxes: list = []  # the ticket first: the marks keep ticket_room.TICK_CLEAR from it
    if not (ticket and draw_ticket(canvas, marks, spec.paper, spec.margin, label, ticket, art, boxes=boxes)):
        _label(canvas, spec, grid, label, short or label, len(pieces))
        _bar(canvas, spec, grid, len(pieces), False)
    _marks(canvas, spec, grid, len(pieces), False, (0.0, 0.0), boxes)
    doc.show_page()


def back_page(
    doc: PdfDocument,
    spec: SheetSpec,
    grid: Grid,
    pieces: Sequence[Piece],
    label: str,
    short: str = "",
    offset: tuple[float, float] = (0.0, 0.0),
    notes: Sequence[str] = (),
) -> None:
    """One page of backs for a long-edge flip: each back lands behind the front in the same slot; with
    `notes`, how to print it, in its margins (`_notes`) instead of its label.

    With every slot of the grid filled, the page is the same for every front page whose pieces share
    one back design, which is what a re-feed print of one back page onto several fronts needs.
    """
    canvas = doc.canvas
    for slot, piece in zip(grid.slots, pieces):
        if piece.back is None:
            continue
        x, y = back_position(slot, spec.paper, "long", offset)
        bleeds = (slot.bleed_right, slot.bleed_left, slot.bleed_bottom, slot.bleed_top)
        _clip_and_draw(canvas, x, y, slot.width, slot.height, bleeds, piece.back, piece)
    _marks(canvas, spec, grid, len(pieces), True, offset)
    if not (notes and _notes(canvas, spec, grid, notes, len(pieces))):
        _label(canvas, spec, grid, label, short or label, len(pieces))
    doc.show_page()
