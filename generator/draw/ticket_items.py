"""The items a sheet's label line sets in its margins – its words, the 50 mm ruler, the feed arrow, the room
for the job's sheet mark – their widths, their flow into the stretches the crop marks leave free, and their
drawing (labels.py plans where each line goes and with what words)."""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from generator.draw.fonts import SANS, text_width
from generator.draw.pdf import INK
from generator.layout.imposition import INK_SAFETY, Mark, Paper
from generator.model.units import mm

LABEL_CLEAR = mm(2)  # a sheet label keeps this far from every crop mark (kit review r13: ticks crossed labels)

RULER = mm(50)  # the ruler every ticket carries: the buyer checks the scale on the card itself (kit review r17)
RULER_WORDS = "50 mm"
RULER_TICKS = (mm(0.6), mm(1.0), mm(1.6))  # a millimetre's, 5 mm's and 10 mm's tick: under a 7 pt line's caps
TICKET_SEP = " · "


def draw_ruler(canvas: Canvas, x: float, base: float, size: float, color=INK) -> None:
    """A 50 mm ruler on the baseline `base` from `x`, millimetre ticks up from it, then „50 mm”."""
    canvas.saveState()
    canvas.setStrokeColor(color)
    canvas.setFillColor(color)
    canvas.setLineWidth(0.4)
    canvas.line(x, base, x + RULER, base)
    for i in range(51):
        major = i % 10 == 0
        canvas.setLineWidth(0.4 if major else 0.2)
        canvas.line(x + mm(i), base, x + mm(i), base + RULER_TICKS[2 if major else 1 if i % 5 == 0 else 0])
    canvas.setFont(SANS, size)
    canvas.drawString(x + RULER + mm(1), base, RULER_WORDS)
    canvas.restoreState()


def free_stretches(
    marks: list[Mark], paper: Paper, margin: float, band: tuple[float, float]
) -> list[tuple[float, float]]:
    """Every stretch (x0, x1) of the horizontal band `band` within the printer margins that no crop mark
    comes within LABEL_CLEAR of, left to right: where a ticket's words can run."""
    # INK_SAFETY inside the printer margin, as a crop mark ends (kit r22: a back's ticket began at 4.8 mm)
    left, right = margin + INK_SAFETY, paper.width - margin - INK_SAFETY
    blocked = sorted(
        (min(m.x1, m.x2) - LABEL_CLEAR, max(m.x1, m.x2) + LABEL_CLEAR)
        for m in marks
        if min(m.y1, m.y2) < band[1] and max(m.y1, m.y2) > band[0]
    )
    out, start = [], left
    for x0, x1 in blocked + [(right, right)]:
        end = min(max(x0, left), right)
        if end - start > mm(1):
            out.append((start, end))
        start = max(start, min(x1, right))
    return out


Run = tuple[float, float, list[str]]  # a stretch's (x0, x1) and the ticket's words set in it
RULER_ITEM = "\x00ruler"  # the ruler's place among the ticket's words


RULER_GAP = mm(1.5)  # between the words and the ruler's zero


# the feed arrow's place among its words, pointing (in the line's own frame) up, forward or back
ARROWS = {"\x00up": (0, 1), "\x00fwd": (1, 0), "\x00back": (-1, 0)}
ARROW_UP = "\x00up"
# the room of the sheet's print job identifier („wydruk 5 · s. 4”, ticket_room.plan_job_room) on a page whose foot has
# no place for it (a board's art, a band of pawns): drawn by the job (build/folios.room_places), not here; at the
# ticket's size, or at ROOM_SHORT_SIZE where a full sheet's margins hold only that
JOB_SHEET_ITEM, JOB_SHEET_SHORT = "\x00job", "\x00job-short"
JOB_SHEET_WORDS = {JOB_SHEET_ITEM: "wydruk", JOB_SHEET_SHORT: "wydruk"}
JOB_SHEET_WIDEST = "wydruk 9 · s. 188"  # the longest identifier: no job prints two hundred pages
ROOM_SHORT_SIZE = 6.0  # pt: never below 6


def room_size(item: str, size: float) -> float:
    """The size the job sets its identifier at in a room `item` planned at `size`."""
    return ROOM_SHORT_SIZE if item == JOB_SHEET_SHORT else size


def item_width(item: str, size: float) -> float:
    if item == RULER_ITEM:
        return RULER_GAP + RULER + mm(1) + text_width(RULER_WORDS, SANS, size)
    if item in ARROWS:
        return size * 0.8
    if item in JOB_SHEET_WORDS:
        return text_width(JOB_SHEET_WIDEST, SANS, room_size(item, size))
    return text_width(item, SANS, size)


def _draw_arrow(canvas: Canvas, x: float, base: float, size: float, way: tuple[int, int]) -> None:
    """A filled arrow in a cap-high square from `x` on the baseline `base`, pointing `way`."""
    s = size * 0.8
    cx, cy = x + s / 2, base + s / 2
    dx, dy = way
    px, py = -dy, dx  # across the arrow
    tip = (cx + dx * s / 2, cy + dy * s / 2)
    neck = (cx + dx * s * 0.05, cy + dy * s * 0.05)
    tail = (cx - dx * s / 2, cy - dy * s / 2)
    canvas.saveState()
    canvas.setFillColor(INK)
    canvas.setStrokeColor(INK)
    canvas.setLineWidth(s * 0.16)
    canvas.line(*tail, *neck)
    path = canvas.beginPath()
    path.moveTo(*tip)
    path.lineTo(neck[0] + px * s * 0.4, neck[1] + py * s * 0.4)
    path.lineTo(neck[0] - px * s * 0.4, neck[1] - py * s * 0.4)
    path.close()
    canvas.drawPath(path, stroke=0, fill=1)
    canvas.restoreState()


def flow_ticket(items: list[str], stretches: list[tuple[float, float]], size: float) -> list[Run] | None:
    """The ticket's words (RULER_ITEM for the ruler) in order, as one run in the first stretch between
    crop marks that holds them all: a line no mark crosses (kit review r18: a line flowed across the
    marks read as broken sentences, „250–300 | g/m²”); None where no stretch holds it."""
    space = text_width(" ", SANS, size)
    need = sum(item_width(i, size) for i in items) + space * (len(items) - 1)
    for x0, x1 in stretches:
        if need <= x1 - x0:
            return [(x0, x1, list(items))]
    return None


def draw_runs(canvas: Canvas, runs: list[Run], base: float, size: float, color=INK) -> None:
    """Each run centred in its stretch, in `color`; the ruler drawn where its item stands."""
    space = text_width(" ", SANS, size)
    for x0, x1, items in runs:
        widths = [item_width(i, size) for i in items]
        x = (x0 + x1) / 2 - (sum(widths) + space * (len(items) - 1)) / 2
        canvas.saveState()
        canvas.setFont(SANS, size)
        canvas.setFillColor(color)
        for item, w in zip(items, widths):
            if item == RULER_ITEM:
                draw_ruler(canvas, x + RULER_GAP, base, size, color)
            elif item in ARROWS:
                _draw_arrow(canvas, x, base, size, ARROWS[item])
            elif item in JOB_SHEET_WORDS:
                pass  # its words are the job's (ticket_room.plan_job_room)
            else:
                canvas.drawString(x, base, item)
            x += w + space
        canvas.restoreState()


def run_extent(run: Run, size: float) -> tuple[float, float]:
    """Where a run's ink lies in its stretch: centred, as `draw_runs` sets it."""
    x0, x1, items = run
    width = sum(item_width(i, size) for i in items) + text_width(" ", SANS, size) * (len(items) - 1)
    return (x0 + x1) / 2 - width / 2, (x0 + x1) / 2 + width / 2


def draw_ticket_runs(canvas: Canvas, runs: list[Run], base: float, size: float, ground: float = 0.0) -> None:
    """`ticket_runs` on the baseline `base`, each on a white ground reaching `ground` below the baseline
    and above the ruler's ticks and 1 mm past each end (a band of a board's sheet: over its hatching)."""
    for run in runs if ground else ():
        left, right = run_extent(run, size)
        canvas.saveState()
        canvas.setFillColor(colors.white)
        height = 2 * ground + max(size * 0.8, RULER_TICKS[2])
        canvas.rect(left - mm(1), base - ground, right - left + mm(2), height, stroke=0, fill=1)
        canvas.restoreState()
    draw_runs(canvas, runs, base, size)
