"""What a sheet's ticket takes in its margins and leaves there: the boxes of its lines, the crop ticks kept
TICK_CLEAR from them (kit review r36, K minor 8), the room it leaves for the sheet's place in its print job (r36,
R minor 2), and the ticket drawn with all of them (`draw_ticket`: labels.py plans its words and lines)."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product

from reportlab.pdfgen.canvas import Canvas

from generator.draw.labels import (
    LABEL_SIZE,
    TICKET_LEAST,
    Rect,
    TicketPlan,
    draw_ticket_plan,
    feed_bands,
    job_mark_slot,
    line_margin,
    minus,
    plan_feed_arrow,
    plan_ticket,
    ticket_bands,
)
from generator.draw.pdf import note_job_sheet
from generator.draw.ticket_items import (
    JOB_SHEET_ITEM,
    JOB_SHEET_SHORT,
    LABEL_CLEAR,
    RULER_TICKS,
    item_width,
    room_size,
    run_extent,
)
from generator.layout.imposition import INK_SAFETY, MARK_MIN, Mark, Paper
from generator.model.units import mm

# every word a sheet prints in its margins (its label and ticket, the 50 mm ruler, the feed arrow, a band's name)
# keeps this far from every crop tick: a tick that comes nearer is shortened at its end away from the pieces, never
# below MARK_MIN (every cut's tick, kit review r15: a cut never loses it nor gets a stub; kit review r36, K minor 8:
# the foot line ran 1 mm under the ends of four ticks, „JEDYNKA · 60 SZT.” sat on two)
TICK_CLEAR = mm(3)


def clear_of_labels(marks: Sequence[Mark], boxes: Sequence[Rect], clear: float = TICK_CLEAR) -> list[Mark]:
    """Crop marks `marks` kept `clear` from every box of `boxes` (left, bottom, right, top: what the sheet prints
    in its margins, `ticket_boxes`): the part of a tick within `clear` of a box goes, the longer of what is left
    stays (a tick runs from its piece's corner outwards: its far end goes), never shorter than MARK_MIN: MARK_MIN
    of it from its piece's end where less would be left (a tick already at MARK_MIN keeps its length, nearer)."""
    kept = []
    for m in marks:
        whole = (m.x1, m.y1, m.x2, m.y2)
        pieces = [whole]
        for left, bottom, right, top in boxes:
            grown = (left - clear, bottom - clear, right + clear, top + clear)
            pieces = [part for piece in pieces for part in _outside(piece, grown)]
        if pieces == [whole]:
            kept.append(m)
            continue
        best = max(pieces, key=_length) if pieces else None
        if best is None or _length(best) < MARK_MIN - 1e-6:
            best = _least(whole, boxes)
        kept.append(Mark(*best))
    return kept


def _length(segment: tuple[float, float, float, float]) -> float:
    return abs(segment[2] - segment[0]) + abs(segment[3] - segment[1])


def _least(whole: tuple[float, float, float, float], boxes: Sequence[Rect]) -> tuple[float, float, float, float]:
    """MARK_MIN of the tick `whole` (all of a shorter one) from its end farther from the boxes: its piece's
    corner, the labels lying beyond it."""
    ends = [(whole[0], whole[1]), (whole[2], whole[3])]

    def away(end: tuple[float, float]) -> float:
        x, y = end
        return min(max(box[0] - x, x - box[2], 0.0) + max(box[1] - y, y - box[3], 0.0) for box in boxes)

    (ax, ay), (bx, by) = sorted(ends, key=away, reverse=True)
    t = min(1.0, MARK_MIN / _length(whole))
    return (ax, ay, ax + (bx - ax) * t, ay + (by - ay) * t)


def _outside(segment: tuple[float, float, float, float], box: Rect) -> list[tuple[float, float, float, float]]:
    """The parts of an upright or level `segment` (x1, y1, x2, y2) outside `box`."""
    x1, y1, x2, y2 = segment
    left, bottom, right, top = box
    if abs(x1 - x2) < 1e-6:  # upright: the box cuts it where it lies across the tick's x
        if not left < x1 < right:
            return [segment]
        low, high = sorted((y1, y2))
        return [(x1, a, x1, b) for a, b in ((low, min(high, bottom)), (max(low, top), high)) if b - a > 1e-6]
    if not bottom < y1 < top:
        return [segment]
    low, high = sorted((x1, x2))
    return [(a, y1, b, y1) for a, b in ((low, min(high, left)), (max(low, right), high)) if b - a > 1e-6]


def ticket_boxes(plan: TicketPlan, paper: Paper) -> list[Rect]:
    """The boxes (left, bottom, right, top on the page) of a `plan_ticket`'s runs as `draw_ticket_plan` sets them:
    from the descenders (0.22 of the size under the baseline) to the capitals or the ruler's longest ticks."""
    boxes = []
    for turn, base, runs, size in plan:
        low, high = base - 0.22 * size, base + max(0.8 * size, RULER_TICKS[2])
        for run in runs:
            start, end = run_extent(run, size)
            if turn == 1:  # up the left margin (_draw_turned)
                boxes.append((paper.width - high, start, paper.width - low, end))
            elif turn == 3:  # down the right margin
                boxes.append((low, paper.height - end, high, paper.height - start))
            else:
                boxes.append((start, low, end, high))
    return boxes


def draw_ticket(
    canvas: Canvas,
    marks: list[Mark],
    paper: Paper,
    margin: float,
    text: str,
    ticket: str,
    art: Rect,
    least: float = TICKET_LEAST,
    names: Sequence[Rect] = (),
    boxes: list[Rect] | None = None,
) -> bool:
    """The sheet's label and its ticket (`ticket_words`) with the 50 mm ruler in one line, at the foot
    of the sheet, LABEL_BASE over the printer margin as every sheet label, in one stretch no crop mark
    (`marks`, as the side prints them) comes near: a line no mark parts; where the foot has no such
    stretch outside the art (`art`: the pieces with their bleed, or the page's own art), at the head,
    else in a side margin turned on its side; where no margin holds it all, the words in one and the
    ruler in another; then the ticket in its shorter words (`ticket_forms`); then its phrases shared
    out over the margins, one run to a margin, the ruler after them (kit review r18: Rynek's card
    sheets had lost it); without the ruler only where no margin has room for it at any size. At LABEL_SIZE[0] or TICKET_LEAST where these hold it
    (r18: 6.0 pt was at the limit for a home inkjet on card), at 6.0 pt only where nothing else does.
    False where none has room: the caller sets the label alone. `least`: the smallest size tried before
    6.0 pt (a player aid's sheet asks for LABEL_SIZE[0], in its shorter words where need be). All this
    inside `line_margin` (LINE_EDGE from the paper's edge) where a margin holds the line whole at a
    readable size; else inside the printer's margin (a player aid's sheet, whose cards fill it). `names`:
    the boxes of words the sheet sets in its margins itself (a band's name over it, band_sheets): the
    ticket keeps out of the art and them together, the feed arrow only beside them; the foot's right end
    is the print job's identifier's (`job_mark_slot`). `boxes`: where given, the boxes of what is drawn are added
    to it (`ticket_boxes`): the sheet's crop marks keep TICK_CLEAR from them (`clear_of_labels`)."""
    kept = art
    for left, bottom, right, top in names:
        kept = (min(kept[0], left), min(kept[1], bottom), max(kept[2], right), max(kept[3], top))
    plan = plan_ticket(marks, paper, margin, text, ticket, kept, least)
    feed = plan_feed_arrow(marks, paper, margin, ticket, art, plan or [], names)
    room = plan_job_room(marks, paper, margin, art, plan, feed, names) if plan else None
    for drawn in (plan, feed, room):
        if drawn:
            draw_ticket_plan(canvas, paper, drawn)
            if boxes is not None:
                boxes += ticket_boxes(drawn, paper)
    if room:
        leave_job_room(canvas, paper, room)
    return plan is not None


# the room for the print job's identifier („wydruk 5 · s. 4”: build/folios.room_places draws it, a part's file knowing
# nothing of its job) where the sheet's pieces take its place at the foot (a board's art, a band of pawns: r41 K minor
# 3, R minor 1), in a stretch of the ticket's margins the ticket and the feed arrow leave free, at the ticket's 7 pt
# (6 pt where only that fits): room for the longest identifier (JOB_SHEET_WIDEST) LABEL_CLEAR clear of the ticket's
# runs, never in the ticket's own run, on white paper (r36: „· ark. a/b” in the ticket's run set it below its 7 pt)
JOB_SHEET_SIZE = LABEL_SIZE[0]


def plan_job_room(
    marks: list[Mark],
    paper: Paper,
    margin: float,
    art: Rect,
    plan: TicketPlan,
    feed: TicketPlan | None = None,
    names: Sequence[Rect] = (),
) -> TicketPlan | None:
    """Where the print job's identifier goes on a sheet whose foot has no place for it (JOB_SHEET_ITEM, drawn by the
    job): in the first stretch of the sheet's margins that holds it at JOB_SHEET_SIZE outside the art (`art`) with
    INK_SAFETY of white round it, LABEL_CLEAR clear of the ticket
    (`plan`), the feed arrow (`feed`) and the words the sheet sets in its margins (`names`), at the stretch's left
    end, at its full size before ticket_items.ROOM_SHORT_SIZE: after the last words of the
    ticket on their line where it has room (read in order), else on another upright line (the foot's left of the
    job's identifier, which ends it; the head's, or raised over its marks as the feed arrow's: `_feed_bands`), else
    up or down a side; in `line_margin` first, as the ticket. None where no margin has room."""
    size, width = JOB_SHEET_SIZE, paper.width
    bands: list[tuple[int, float, list]] = []
    for inside in dict.fromkeys((line_margin(margin), margin)):
        for band in (*ticket_bands(marks, paper, inside, art, size), *feed_bands(marks, paper, inside, art, size)):
            if not any(band[0] == b[0] and abs(band[1] - b[1]) < 1e-3 for b in bands):
                bands.append(band)
    last = plan[-1] if plan else None
    taken = [*plan, *(feed or [])]
    grown = [(x0 - LABEL_CLEAR, y0 - LABEL_CLEAR, x1 + LABEL_CLEAR, y1 + LABEL_CLEAR) for x0, y0, x1, y1 in names]

    def same_line(band) -> bool:
        return last is not None and band[0] == last[0] and abs(band[1] - last[1]) < 1e-3

    # the ticket's own line first, then the other lines of its orientation, then upright ones: the identifier reads as
    # the ticket does (r43: one label, one orientation on a page; P's Losy sheets, their ticket up the left margin,
    # „wydruk 4 · s. 3” upright at the foot)
    turn = last[0] if last is not None else 0
    order = sorted(bands, key=lambda band: (not same_line(band), band[0] != turn, band[0] != 0))
    for item, (turn, base, stretches) in product((JOB_SHEET_ITEM, JOB_SHEET_SHORT), order):
        used = [run_extent(r, sz) for t, b, runs, sz in taken if t == turn and abs(b - base) < mm(5) for r in runs]
        cuts = [(x0 - LABEL_CLEAR, x1 + LABEL_CLEAR) for x0, x1 in used]
        if turn == 0 and base < paper.height / 2:  # the foot line ends in the job's identifier
            cuts.append((job_mark_slot(width)[0], width))
        free = [piece for stretch in stretches for piece in minus(stretch, cuts)]
        if same_line((turn, base)) and used:  # after the ticket's last words first
            end = max(x1 for _, x1 in used)
            free.sort(key=lambda piece: piece[0] < end)
        at = room_size(item, size)
        need = item_width(item, at)
        for x0, x1 in free:
            room = [(turn, base, [(x0, x0 + need, [item])], at)]
            box = ticket_boxes(room, paper)[0]
            white = (box[0] - INK_SAFETY, box[1] - INK_SAFETY, box[2] + INK_SAFETY, box[3] + INK_SAFETY)
            if x1 - x0 >= need and not any(_overlap(box, name) for name in grown) and not _overlap(white, art):
                return room  # on white paper, INK_SAFETY off the pieces' ink (test_folio_white_r36)
    return None


def _overlap(a: Rect, b: Rect) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def leave_job_room(canvas: Canvas, paper: Paper, room: TicketPlan) -> None:
    """Note the room `plan_job_room` found on the page being drawn (pdf.note_job_sheet): the job sets the sheet's
    place in it."""
    turn, base, [(x0, _, items)], size = room[0]
    angle = (0, 90, 270, 270)[turn]
    note_job_sheet(canvas, *_page_point(paper, turn, x0, base), angle, size, items == [JOB_SHEET_SHORT])


def _page_point(paper: Paper, turn: int, x: float, base: float) -> tuple[float, float]:
    """A point (`x` along a margin's line, on its baseline `base`) on the page, as `_draw_turned` sets the line."""
    if turn == 1:
        return paper.width - base, x
    if turn == 3:
        return base, paper.height - x
    return x, base
