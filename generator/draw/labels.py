"""A sheet's label line: its sizes and its place in the margins, and the ticket every card sheet
carries in it (what it is, on which card, how to print it, at what scale) with a 50 mm ruler, laid
in the stretches the crop marks leave free (sheets.sheet_label: the card sheets and the player aids;
the band sheets, the boards)."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product

from reportlab.pdfgen.canvas import Canvas

from generator.draw.fonts import SANS, metrics, text_width
from generator.draw.guide import BLANK_GREY, FEED_PHRASE, GRADE_TEXT, SIDES_SHORT, SIDES_TEXT
from generator.draw.pdf import FOLIO_FOOT, FOLIO_LOW
from generator.draw.ticket_items import (
    LABEL_CLEAR,
    RULER_ITEM,
    TICKET_SEP,
    Run,
    draw_ticket_runs,
    flow_ticket,
    free_stretches,
    item_width,
    run_extent,
)
from generator.layout.imposition import INK_SAFETY, Mark, Paper
from generator.model.units import mm

LABEL_SIZE = (7.0, 6.0)  # pt, largest and smallest size of a sheet label: readable, never below 6 pt
TICKET_LEAST = 6.5  # pt: a ticket goes down to 6.0 only where no margin holds it at this (kit review r18)


# a sheet's label line (its words, its ruler) keeps its ink this far from the paper's edge on every side,
# whatever the printer margin: its lines are laid out inside `line_margin`, their ink INK_SAFETY or more
# inside it (kit review r26, Kolekcjonerzy minor 8 and Rynek minor 3: footers and 50 mm rulers stood
# 5.6 mm from the bottom edge, where a printer with a wider bottom margin clips the ruler)
LINE_EDGE = mm(7)
LINE_MARGIN = LINE_EDGE - INK_SAFETY


def line_margin(margin: float) -> float:
    """The margin a sheet's label line is laid out in where the sheet has room: the printer's `margin`,
    or LINE_MARGIN where that is narrower."""
    return max(margin, LINE_MARGIN)


LABEL_BASE = mm(1.2)  # its baseline above the line's margin: descenders stay 0.5 mm inside it
LABEL_ROOM = mm(3)  # the bottom margin a label needs under the pieces' bleed
# the height over the printer margin a sheet's label line at the foot takes: its baseline, its capitals
# at LABEL_SIZE[0] (as `free_stretches` reads a mark's reach) and half a millimetre more
LINE_FOOT = LABEL_BASE + 0.8 * LABEL_SIZE[0] + mm(0.5)
# raised into `line_margin`, a line keeps this much more from the pieces (their bleed, the caller's
# `art`) than in the printer's margin: it never moves up to crowd the pieces (r26: a 7 pt line's
# capitals came 0.2 mm under the pawn strips' bleed)
LABEL_GAP = mm(1)
SIDE_ROOM = mm(2.4)  # the side margin a label turned on its side needs (6 pt: ascent and descent)
SIDE_INSET = mm(1)  # a label on its side keeps its letters' tops this far inside the printer margin
SIDE_INSET_MIN = mm(0.35)  # the least of it: with the 0.15 mm between the tallest letter and 0.8 × 6 pt, 0.5 mm


def side_inset(room: float) -> float:
    """How far inside the printer margin a label turned on its side starts, `room` the side margin
    between the printer margin and the pieces' bleed: SIDE_INSET where the room allows, else what is
    left beside the label, at least SIDE_INSET_MIN: the letters' tops (below 0.8 of the size, where the
    baseline lies) then stay INK_SAFETY inside the margin (kit review r14)."""
    return max(SIDE_INSET_MIN, min(SIDE_INSET, room - SIDE_ROOM + SIDE_INSET_MIN))


# the print job's own page number („wydruk 1 · s. 24”, build/folios.py), at the right end of a page's foot line,
# on the label line's baseline (`foot_base`), in the rulebook's folio's size; a sheet used whole (a form)
# keeps that end free (`draw_foot_ticket`) and the line's height over its foot (`foot_room`)
FOLIO_SIZE = 8.0
FOLIO_RIGHT = mm(20)  # the number's right end from the page's right edge: the covers' text measure
FOLIO_WIDTH = mm(22)  # the longest number at FOLIO_SIZE („wydruk 1 · s. 128”: 19.3 mm) and a gap before it


def job_mark_slot(width: float) -> tuple[float, float]:
    """The stretch of a page's foot line, `width` wide, its print job's identifier („wydruk 1 · s. 37”,
    build/folios.py) takes on every page of every job, the one place a buyer finds it (kit review r35, R major
    1): FOLIO_WIDTH ending FOLIO_RIGHT from the right edge, LABEL_CLEAR more after it; a sheet's ticket, ruler
    and feed arrow keep out of it."""
    return (width - FOLIO_RIGHT - FOLIO_WIDTH, width - FOLIO_RIGHT + LABEL_CLEAR)


def reaches_job_mark(box: tuple[float, float, float, float], width: float, margin: float) -> bool:
    """Whether `box` (left, bottom, right, top in pt, from the paper's foot) of a page `width` wide reaches the
    print job's identifier's place (`job_mark_slot`, up to its capitals and a millimetre over the foot line): a
    page whose art does says so (pdf.PdfDocument.no_room_for_number) and the job prints no number there."""
    x0, x1 = job_mark_slot(width)
    return box[0] < x1 and box[2] > x0 and box[1] < foot_base(margin) + 0.8 * FOLIO_SIZE + mm(1)


# where a sheet's pieces come near the identifier's place at the foot line, it stands lower, in the printer's own
# margin at the foot, right, at 6.5 pt (`folio_place`): every page of the part then carries it there
# (Output.folio_low, build/folios.py). Either place keeps JOB_MARK_TRIM from every piece's cut, the kit's 1.5 mm
# back shift and as much cutting error (kit review r38, P major 1: „wydruk 4 · s. 2” stood 0.84 mm under the Los
# backs' cut, in their bleed), and INK_SAFETY of white from every piece's bleed (the number over no ink).
JOB_MARK_TRIM = mm(3)
LOW_FOLIO_SIZE = TICKET_LEAST  # its capitals at 0.8 of it: 1.8 mm, 3.1 mm under a cut 10.5 mm over the foot
# on a page a player keeps (a rulebook's, a form's: build/folios.py) the identifier stands in its place smaller, the
# book's own folio the page's number a reader looks for (r41 AS minor 8: „wydruk 1 · s. 9” beside the rules' „5”)
KEPT_FOLIO_SIZE = TICKET_LEAST


def folio_line(margin: float, low: bool = False) -> tuple[float, float]:
    """(baseline, size) of the identifier: on the foot line (`foot_base`) at FOLIO_SIZE; `low`: at LOW_FOLIO_SIZE,
    its descenders INK_SAFETY inside the printer's `margin` (as every mark keeps: test_print_edge)."""
    if low:
        return margin + INK_SAFETY - metrics(SANS).descent / 1000 * LOW_FOLIO_SIZE, LOW_FOLIO_SIZE
    return foot_base(margin), FOLIO_SIZE


def low_folio_room() -> float:
    """The height over the printer's margin the lower identifier line takes (`folio_line`), with INK_SAFETY of white
    above its capitals: what a card sheet's foot keeps beyond its bleed (kinds/piece_sheets.py), so the number always
    has a place on white under the pieces (kit review r38: P Losy backs' bleed reached the line)."""
    base, size = folio_line(0.0, low=True)
    return base + 0.8 * size + INK_SAFETY


def folio_place(pieces: Sequence[tuple[Rect, Rect]], width: float, margin: float) -> str | None:
    """Where a page `width` wide, whose pieces are `pieces` ((trim, ink) boxes: left, bottom, right, top from the
    paper's foot, the ink the piece with its bleed as this side prints it), has room for its print job's identifier:
    FOLIO_FOOT on the foot line, else FOLIO_LOW in the printer's margin; None where neither keeps JOB_MARK_TRIM from
    every cut and INK_SAFETY from every bleed under the identifier's stretch (`job_mark_slot`). Where no margin
    holds JOB_MARK_TRIM (butted banknotes to 4 mm over the printer's margin, no bleed: R job 1), FOLIO_LOW still
    where it keeps INK_SAFETY from every cut and bleed: under the pieces, on white paper, never on one."""
    x0, x1 = job_mark_slot(width)
    under = [(trim[1], ink[1]) for trim, ink in pieces if ink[0] < x1 and ink[2] > x0]
    for place, keep in ((FOLIO_FOOT, JOB_MARK_TRIM), (FOLIO_LOW, JOB_MARK_TRIM), (FOLIO_LOW, INK_SAFETY)):
        base, size = folio_line(margin, place == FOLIO_LOW)
        top = base + 0.8 * size
        if all(cut - top >= keep - 1e-6 and ink - top >= INK_SAFETY - 1e-6 for cut, ink in under):
            return place
    return None


def clear_of_job_mark(marks: Sequence[Mark], width: float, margin: float) -> list[Mark]:
    """Crop marks `marks` (as a page `width` wide prints them) kept out of the print job's identifier's slot
    (`job_mark_slot`, LABEL_CLEAR round it, up to `foot_room` over the paper's foot): a cut's tick that
    would cross it ends above it, one left shorter than a millimetre goes; the cut keeps its other ticks
    (kit review r35, R job 5 p. 4: a pawn's cut ran through the sheet's number)."""
    x0, x1 = job_mark_slot(width)
    top = foot_room(margin)
    kept = []
    for m in marks:
        low, high = sorted((m.y1, m.y2))
        if abs(m.x1 - m.x2) < 1e-6 and x0 - LABEL_CLEAR <= m.x1 <= x1 and low < top:
            if high - top >= mm(1):
                kept.append(Mark(m.x1, top, m.x2, high))
            continue
        kept.append(m)
    return kept


def foot_base(margin: float) -> float:
    """The baseline of a page's foot line: the sheet label's, in `line_margin`."""
    return line_margin(margin) + LABEL_BASE


def foot_room(margin: float) -> float:
    """The height over the paper's foot a sheet used whole keeps free for its foot line: the line's capitals
    at FOLIO_SIZE and LABEL_GAP more above them."""
    return foot_base(margin) + 0.8 * FOLIO_SIZE + mm(1.5)


SCALE_WORDS = "skala 100%"


def ticket_words(stock: str, sides: str) -> str:
    """What a sheet says of its printing after its label, in the print plan's words (guide.STOCK_TEXT,
    BOARD_STOCK_TEXT, SIDES_TEXT): „karton 250–300 g/m² · dwustronnie, obracanie wzdłuż dłuższej
    krawędzi · skala 100%”. A card job is printed in a print dialog of its own, so each of its sheets
    says what to load, how to turn it and at what scale, and carries a 50 mm ruler (kit review r17);
    `sides` "one", "long", "short" or "none" (backs printed after the fronts: one side at a time)."""
    return TICKET_SEP.join([stock, SIDES_TEXT.get(sides, SIDES_TEXT["one"]), SCALE_WORDS])


def _sizes() -> list[float]:
    return [LABEL_SIZE[0] - 0.5 * k for k in range(int((LABEL_SIZE[0] - LABEL_SIZE[1]) / 0.5) + 1)]


Rect = tuple[float, float, float, float]  # (left, bottom, right, top) on the page


def ticket_bands(
    marks: list[Mark], paper: Paper, margin: float, art: Rect, size: float
) -> list[tuple[int, float, list]]:
    """(turn, baseline, stretches) of the margins with room for a ticket line at `size`, in the order
    tried: the foot, the head, then the left and the right margin with the line on its side as every
    turned sheet label (`turn` 1: up the left margin, 3: down the right one); at the head and on a side
    the letters' tops face the paper's edge, `side_inset` inside the printer margin, so a margin of
    SIDE_ROOM holds a 6 pt line (as `_side_label`); the marks as that margin's line meets them."""
    w, h = paper.width, paper.height
    left, bottom, right, top = art
    need = SIDE_ROOM * size / LABEL_SIZE[1]
    turned = Paper("", h, w)

    def head(room: float) -> float:  # a line whose tops face the edge: its baseline this far inside the margin
        return side_inset(room - (need - SIDE_ROOM)) + size * 0.8

    sides = (
        (0, bottom - margin, LABEL_ROOM, lambda room: LABEL_BASE, paper, marks),
        (0, h - margin - top, need, head, paper, marks),
        (1, left - margin, need, head, turned, [Mark(m.y1, w - m.x1, m.y2, w - m.x2) for m in marks]),
        (3, w - margin - right, need, head, turned, [Mark(h - m.y1, m.x1, h - m.y2, m.x2) for m in marks]),
    )
    bands = []
    for n, (turn, room, least, inset, page, seen) in enumerate(sides):
        if room < least - 1e-6:
            continue
        base = margin + LABEL_BASE if n == 0 else page.height - margin - inset(room)
        stretches = free_stretches(seen, page, margin, (base - mm(1), base + size * 0.8))
        if n == 0:  # the foot's right end is the print job's identifier's (job_mark_slot)
            stretches = [p for st in stretches for p in minus(st, [job_mark_slot(w)])]
        bands.append((turn, base, stretches))
    return bands


def _draw_turned(
    canvas: Canvas, paper: Paper, turn: int, runs: list[Run], base: float, size: float, ground: float = 0.0
) -> None:
    canvas.saveState()
    if turn == 1:  # up the left margin, read from the bottom
        canvas.translate(paper.width, 0)
        canvas.rotate(90)
    elif turn == 3:  # down the right margin, read from the top
        canvas.translate(0, paper.height)
        canvas.rotate(-90)
    draw_ticket_runs(canvas, runs, base, size, ground)
    canvas.restoreState()


def ticket_forms(text: str, ticket: str) -> list[list[str]]:
    """The ticket's phrases („Losy 2/4 · przód”, the stock, the flip, the scale), fullest
    first: the flip always in its short words (guide.SIDES_SHORT; the job's cover says it in full), so
    every sheet of every part says it alike (kit review r26, P minor 9: money backs said „obracanie
    wzdłuż dłuższej krawędzi” up to sheet 9, „dł. krawędź” from sheet 10 on, the fronts always the
    latter); then the stock without its aside in brackets, for a sheet whose marks leave only short
    stretches."""
    phrases = [SIDES_SHORT.get(p, p) for p in ([text, *ticket.split(TICKET_SEP)] if ticket else [text])]
    bare = [p.split(" (")[0] if "(" in p else p for p in phrases]
    return [phrases] if bare == phrases else [phrases, bare]


def _words(phrases: list[str]) -> list[str]:
    return TICKET_SEP.join(phrases).split(" ")


def _plan_ticket(
    phrases: list[str], sized: dict[float, list[tuple[int, float, list]]], sizes: list[float], tier: int
) -> list[tuple[int, float, list[Run], float]] | None:
    """Where the phrases and the ruler go, one run to a margin (a band): all in one run, else the words
    in one stretch and the ruler in another, else the phrases and the ruler after them shared out over
    the stretches of one margin, in reading order (tier 2: kit review r23, Rynek minor 6: the label's
    name at the foot and its flip at the head read back to front), else the phrases shared out over the
    margins in order, each margin's share in one run, and the ruler in a stretch they leave free or
    after them in their order (tier 4: the phrases alone); a run is never parted by a crop mark.
    (turn, baseline, runs, size)."""
    words = _words(phrases)
    for size in sizes if tier == 0 else ():
        for turn, base, stretches in sized[size]:
            runs = flow_ticket([*words, RULER_ITEM], stretches, size)
            if runs:
                return [(turn, base, runs, size)]
    for size in sizes if tier == 1 else ():
        bands = sized[size]
        for i, (turn, base, stretches) in enumerate(bands):
            runs = flow_ticket(words, stretches, size)
            if not runs:
                continue
            for j, (other, ruler_base, ruler_stretches) in enumerate(bands):
                # in the words' own margin the ruler follows them, so the line reads name first (r23
                # R minor 6: Rynek 5 p. 4's ruler at the foot of the left margin, its words above it)
                free = [st for st in ruler_stretches if j != i or st[0] >= runs[0][1]]
                ruler = flow_ticket([RULER_ITEM], free, size)
                if ruler:
                    return [(turn, base, runs, size), (other, ruler_base, ruler, size)]
    for size in sizes if tier == 2 else ():  # one margin, its stretches in order
        for turn, base, stretches in sized[size]:
            runs = _shared_items([*phrases, RULER_ITEM], stretches, size)
            if runs:
                return [(turn, base, runs, size)]
    for size in sizes if tier >= 3 else ():  # the phrases shared out over the margins
        # in reading order: the head's line before the foot's, then the sides (r30, Rynek minor 9: at 7 pt a
        # SPRZEDAŻ sheet's ticket takes two lines, its name on the upper one; r23 minor 6 read back to front)
        bands = sorted(sized[size], key=lambda band: (band[0] != 0, -band[1]))
        shared = _share(phrases, bands, size)
        if shared and tier == 4:
            return shared[0]
        if shared:  # the ruler in a stretch the phrases left free: after the last of them, else in any margin
            placed, taken = shared
            last = max(taken)  # the band of the phrases' last run: the ruler follows „skala 100%” there
            for j in [last, *(k for k in range(len(bands)) if k != last)]:
                other, ruler_base, ruler_stretches = bands[j]
                free = [st for st in ruler_stretches if st not in taken.get(j, ())]
                if j == last:
                    free = [st for st in free if st[0] >= max(x1 for x0, x1 in taken[j])]
                ruler = flow_ticket([RULER_ITEM], free, size)
                if ruler:
                    return [*placed, (other, ruler_base, ruler, size)]
        shared = _share([*phrases, RULER_ITEM], bands, size)  # else after the phrases, in their order
        if shared and tier == 3:
            return shared[0]
    return None


def _shared_items(phrases: list[str], stretches: list[tuple[float, float]], size: float) -> list[Run] | None:
    """The phrases (RULER_ITEM among them for the ruler) in order over the stretches of one line in
    order, as many to a stretch as it holds, a phrase never parted; None where some are left over."""
    rest, runs = list(phrases), []
    for stretch in stretches:
        for k in range(len(rest), 0, -1):
            found = flow_ticket(_items(rest[:k]), [stretch], size)
            if found:
                runs += found
                rest = rest[k:]
                break
        if not rest:
            return runs
    return None


def _share(
    phrases: list[str], bands: list[tuple[int, float, list]], size: float
) -> tuple[list[tuple[int, float, list[Run], float]], dict[int, list[tuple[float, float]]]] | None:
    """The phrases (RULER_ITEM among them for the ruler) shared out over the margins in order, each
    margin's share in one run, and the stretch each margin's run takes; None where some are left over."""
    rest, placed, taken = list(phrases), [], {}
    for i, (turn, base, stretches) in enumerate(bands):
        for k in range(len(rest), 0, -1):
            runs = flow_ticket(_items(rest[:k]), stretches, size)
            if runs:
                placed.append((turn, base, runs, size))
                taken[i] = [(x0, x1) for x0, x1, _ in runs]
                rest = rest[k:]
                break
        if not rest:
            return placed, taken
    return None


def _items(chunk: list[str]) -> list[str]:
    """A share's words in order, the ruler (where it closes the share) as its own item."""
    words = [p for p in chunk if p != RULER_ITEM]
    return [*(_words(words) if words else []), *([RULER_ITEM] if RULER_ITEM in chunk else [])]


TicketPlan = list[tuple[int, float, list[Run], float]]  # (turn, baseline, runs, size) of each line


# which edge of a double-sided card sheet goes into the printer first, on both faces, as the flip its job's
# cover states leaves it (kit review r28, K minor 1, AS minor 5, P minor 7: a card sheet fed back upside down
# passed the pin-prick test; nothing said which edge leads): the page's head edge leads as it is printed, so
# on a long-edge flip the same edge leads for the back, on a short-edge flip the other one (guide.card_sheet).
# One wording on every sheet, at the head, the edge it names (kit review r30, AS minor 1, R minor 9, P minor 10:
# a short form where a stretch was short, and in a player aid's foot, pointing away from its edge); the
# covers' steps quote it (guide.FEED_PHRASE, the words' one source)
FEED_PHRASES = (FEED_PHRASE,)
FEED_WORDS = {"long": FEED_PHRASES, "short": FEED_PHRASES}
FEED_SIZES = (LABEL_SIZE[0],)  # pt: 7 pt, as a sheet label at its largest (never smaller: it is read at the printer)


def feed_flip(ticket: str) -> str:
    """ "long" or "short": the flip of a double-sided card sheet's ticket (`ticket_words`); "" for another."""
    if ticket.startswith(GRADE_TEXT["paper"]):
        return ""
    return next((flip for flip in FEED_WORDS if SIDES_TEXT[flip] in ticket), "")


def _feed_items(turn: int, words: list[str]) -> list[str]:
    """The arrow and its words as a margin's line sets them, the arrow pointing at the head edge: before
    the words at the head and the foot, at the line's top end on a side."""
    if turn == 1:  # read upwards: the arrow ends the line
        return [*words, "\x00fwd"]
    if turn == 3:  # read downwards: the arrow starts it
        return ["\x00back", *words]
    return ["\x00up", *words]


# the arrow's words have no descender („↑ do drukarki”): over a row of head marks its line may rise to the top of
# the head's margin (its tops INK_SAFETY inside the printer margin) with the marks' tips this far under its
# baseline, as a band's name stands over its marks (kit review r32, K major 1, R major 1: on the token sheets,
# head marks every 15.5 mm up to 8.5 mm from the edge, the arrow went to the foot and pointed away from it)
FEED_DROP = mm(0.9)


def feed_bands(marks: list[Mark], paper: Paper, margin: float, art: Rect, size: float) -> list[tuple[int, float, list]]:
    """The lines a feed arrow at `size` may take, in the order tried: the head's as every ticket line's
    (`ticket_bands`), then the head's raised over its marks (FEED_DROP), then the foot's."""
    bands = [band for band in ticket_bands(marks, paper, margin, art, size) if band[0] == 0]
    bands.sort(key=lambda band: -band[1])  # the head first
    base = paper.height - margin - INK_SAFETY - size * 0.8
    if base - FEED_DROP >= art[3] - 1e-6:
        raised = (0, base, free_stretches(marks, paper, margin, (base - FEED_DROP, base + size * 0.8)))
        head = 1 if bands and bands[0][1] > paper.height / 2 else 0
        bands.insert(head, raised)
    return bands


def plan_feed_arrow(
    marks: list[Mark],
    paper: Paper,
    margin: float,
    ticket: str,
    art: Rect,
    taken: TicketPlan,
    names: Sequence[Rect] = (),
) -> TicketPlan | None:
    """Where a double-sided card sheet's feed arrow (FEED_WORDS) goes, by one rule on every sheet: upright
    at the left end of the first stretch of the head's margin that holds it (the edge it names; never on
    its side: the sheet is read upright, kit review r29, R minor 3), in a stretch no crop mark comes near
    and the sheet's ticket (`taken`) and the words it sets in its margins (`names`: a band's name) leave
    free, LABEL_CLEAR beside them, at 7 pt, in its one wording; inside the printer margin as the ticket;
    where the head's line has no such stretch between its marks, raised over their tips (`feed_bands`);
    at the foot only where neither holds it (its words say which edge leads: r30, R minor 9, P minor 10,
    a player aid's „↑ do drukarki” in its foot pointed away from its edge; the aid keeps room at its
    head: aid_page.HEAD); None for a one-sided or paper sheet, a lying page (the driver turns it: its
    head leads no edge), or where no margin has room."""
    flip = feed_flip(ticket)
    if not flip or paper.width > paper.height:
        return None
    for phrase, size in product(FEED_WORDS[flip], FEED_SIZES):
        for turn, base, stretches in feed_bands(marks, paper, margin, art, size):
            used = [run_extent(r, sz) for t, b, runs, sz in taken if t == turn and abs(b - base) < mm(5) for r in runs]
            used += [(x0, x1) for x0, y0, x1, y1 in names if y0 < base + size * 0.8 and y1 > base - mm(1)]
            cuts = [(x0 - LABEL_CLEAR, x1 + LABEL_CLEAR) for x0, x1 in used]
            free = [piece for stretch in stretches for piece in minus(stretch, cuts)]
            runs = flow_ticket(_feed_items(turn, phrase.split(" ")), free, size)
            if runs:
                x0, x1, items = runs[0]
                start, end = run_extent(runs[0], size)
                return [(turn, base, [(x0, x0 + (end - start), items)], size)]  # at the stretch's left end
    return None


def minus(stretch: tuple[float, float], cuts: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """The parts of `stretch` outside every interval of `cuts`."""
    out = [stretch]
    for a, b in cuts:
        out = [piece for x0, x1 in out for piece in ((x0, min(x1, a)), (max(x0, b), x1)) if piece[1] - piece[0] > mm(1)]
    return out


def plan_ticket(
    marks: list[Mark],
    paper: Paper,
    margin: float,
    text: str,
    ticket: str,
    art: Rect,
    least: float = TICKET_LEAST,
) -> TicketPlan | None:
    """Where `draw_ticket` sets the sheet's label, ticket and ruler, drawing nothing; None where no
    margin has room."""
    forms = ticket_forms(text, ticket)
    readable = [s for s in _sizes() if s >= least - 1e-9]
    # LINE_EDGE from the paper's edge where a margin holds the line whole, else in the printer's margin
    left, bottom, right, top = art
    apart = (left - LABEL_GAP, bottom - LABEL_GAP, right + LABEL_GAP, top + LABEL_GAP)
    raised = line_margin(margin) > margin

    def passes(sizes: list[float]) -> list:
        # a line no mark parts first, in the printer's margin where LINE_EDGE has none (kit review r28, K
        # minor 4: the token sheet's label and ruler parted by the pawns' marks at LINE_EDGE, whole 2 mm lower)
        tries = [(sizes, n) for n in range(4)]
        found = [(line_margin(margin), apart, tries[:1])] if raised else []
        found += [(margin, art, tries[:1])]
        found += [(line_margin(margin), apart, tries[1:3])] if raised else []
        return [*found, (margin, art, tries)]

    # One line in one margin before any line parted over two (kit review r43, R minor 3: the SPRZEDAŻ fronts' name,
    # stock and flip at the head, „skala 100%” alone at the foot, at 7 pt, where the foot held the whole line at 6.5;
    # AS's painting sheets 3/5 likewise, their other sheets' line up one side): first the whole line in the foot at
    # any readable size, the place every sheet of a job has it; then at each size the whole line in the foot or the
    # head (one run, or its phrases over one margin's stretches), then up or down a side (one line, turned: the sheet
    # is read upright, kit review r32, R minor 3, Przekręt's last token sheet turned it though its foot held it whole
    # in the printer's margin); only then, at each size, its phrases shared out over the head and the foot, still
    # upright, before the sides (r35: with the foot's right end the job's identifier's, the money, aid and painting
    # sheets turned their tickets up both sides), every margin and arrangement at the largest readable size before
    # any at a smaller one (kit review r30, R minor 9: one deck's sheets at 6.5 pt in the foot, the next deck's at
    # 7), then any size
    one = (0, 2)
    ways_tried = [[(one, "foot")]] + [[(one, "upright"), (one, "any")]] + [[((0, 2, 3), "upright"), (None, "any")]]
    tried = [
        (i, k, [t for t in tiers if keep is None or t[1] in keep], bands)
        for group in ways_tried
        for size in readable
        for keep, bands in group
        for i, k, tiers in passes([size])
    ]
    tried += [(margin, art, [*product([_sizes()], range(4)), (_sizes(), 4)], "any")]
    arrow = _arrow_room(ticket, paper)
    for inside, kept, tiers, ways in tried:
        sized = {size: _head_after(ticket_bands(marks, paper, inside, kept, size), arrow, paper) for size in _sizes()}
        if ways != "any":  # upright: the foot's or the head's line; "foot": the band below the page's middle alone
            sized = {
                size: [band for band in bands if band[0] == 0 and not (ways == "foot" and band[1] > paper.height / 2)]
                for size, bands in sized.items()
            }
        for (sizes, tier), phrases in product(tiers, forms):
            plan = _plan_ticket(phrases, sized, sizes, tier)
            if plan:
                return plan
    return None


def _arrow_room(ticket: str, paper: Paper) -> float:
    """The head's room a double-sided card sheet's feed arrow takes at the left end of its line
    (`plan_feed_arrow`), LABEL_CLEAR after it; 0 for a sheet without one."""
    flip = feed_flip(ticket)
    if not flip or paper.width > paper.height:
        return 0.0
    items = _feed_items(0, FEED_WORDS[flip][0].split(" "))
    size = FEED_SIZES[0]
    return sum(item_width(i, size) for i in items) + text_width(" ", SANS, size) * (len(items) - 1) + LABEL_CLEAR


def _head_after(bands: list[tuple[int, float, list]], room: float, paper: Paper) -> list[tuple[int, float, list]]:
    """The margins' bands with the head line's first stretch that holds the feed arrow starting `room` later: its place
    where the ticket moves to the head (the foot's right end being the print job's identifier's: r35)."""
    if room <= 0:
        return bands
    out = []
    for turn, base, stretches in bands:
        holds = [i for i, (x0, x1) in enumerate(stretches) if x1 - x0 >= room - LABEL_CLEAR]
        if turn == 0 and base > paper.height / 2 and holds:  # the first stretch that holds the arrow
            i = holds[0]
            rest = (stretches[i][0] + room, stretches[i][1])
            stretches = [*stretches[:i], *([rest] if rest[1] - rest[0] > mm(1) else []), *stretches[i + 1 :]]
        out.append((turn, base, stretches))
    return out


def draw_form_foot(canvas: Canvas, width: float, margin: float, game: str, name: str) -> bool:
    """The foot line of a sheet kept at the table, untrimmed (a form, a score pad, the banker's and the
    arbiter's sheets, the slips): the game and the sheet's name alone („Rynek · Rejestr fabryki”), from the
    left end of a page `width` wide, at LABEL_SIZE[0] (down to LABEL_SIZE[1] where need be), grey; its right
    end is the print job's identifier's (`job_mark_slot`). What the sheet is printed on, its scale and the
    50 mm ruler are the job cover's to say: a card sheet's ticket falls in the waste, a play sheet's would stay
    on the table (kit review r35, R minor 10: „zwykły papier 80–120 g/m² · dwustronnie, dł. krawędź · skala
    100%” and the ruler at the foot of every register). False where the line has no room."""
    left = line_margin(margin) + INK_SAFETY
    room = job_mark_slot(width)[0] - left
    text = TICKET_SEP.join(filter(None, [game, name]))
    for size in _sizes():
        if text_width(text, SANS, size) <= room:
            # grey, not the form's black: the sheet's own slug, not a line of the form (kit review r34, AS minor 4)
            canvas.saveState()
            canvas.setFillColor(BLANK_GREY)
            canvas.setFont(SANS, size)
            canvas.drawString(left, foot_base(margin), text)
            canvas.restoreState()
            return True
    return False


def draw_ticket_plan(canvas: Canvas, paper: Paper, plan: TicketPlan, ground: float = 0.0) -> None:
    """A `plan_ticket` drawn; with a `ground`, each run on a white ground (draw_ticket_runs)."""
    for turn, base, runs, size in plan:
        _draw_turned(canvas, paper, turn, runs, base, size, ground)


def ticket_runs(stretches: list[tuple[float, float]], text: str, ticket: str) -> tuple[list[Run], float] | None:
    """The sheet's label, its ticket and the ruler in the stretches `stretches` of one line (in reading
    order), and their size: all in one run, else the words in one stretch and the ruler in another,
    else the phrases shared out over the stretches in order, one run to a stretch, and the ruler in
    one they leave; the fullest wording at the largest size that fits (down to TICKET_LEAST, then
    6.0 pt); None where none fits."""
    readable = [s for s in _sizes() if s >= TICKET_LEAST - 1e-9]
    for sizes, tier in product((readable, _sizes()), range(3)):
        for phrases, size in product(ticket_forms(text, ticket), sizes):
            if tier == 0 and (runs := flow_ticket([*_words(phrases), RULER_ITEM], stretches, size)):
                return runs, size
            words = (
                flow_ticket(_words(phrases), stretches, size) if tier == 1 else _shared_items(phrases, stretches, size)
            )
            if words:
                taken = [run[:2] for run in words]
                ruler = flow_ticket([RULER_ITEM], [st for st in stretches if st not in taken], size)
                if ruler:
                    return [*words, *ruler], size
    return None
