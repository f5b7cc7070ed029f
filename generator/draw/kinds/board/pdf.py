"""A board's two PDFs: the full board at true size (one page, for print shops) and the board tiled
over A4/Letter sheets with glue bands, cut lines, corner marks and seam ticks, sheet labels and an assembly map.

The board is drawn once into a form XObject; every page shows it through a window (clip + move),
so each tile shows exactly the same drawing as the full-size page.
"""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.pdfgen.canvas import FILL_EVEN_ODD, FILL_NON_ZERO, Canvas

from generator.draw import fonts
from generator.draw import pdfium as pdfium_lock
from generator.draw.guide import BOARD_PAPER, BOARD_STOCK_TEXT, STOCK_TEXT
from generator.draw.kinds.board.assembly import draw_assembly_map, on_sheets, steps
from generator.draw.kinds.board.content import symbol_boxes
from generator.draw.kinds.board.feet import draw_feet
from generator.draw.kinds.board.form import FORM, define_copies, define_form
from generator.draw.kinds.board.geometry import layout
from generator.draw.kinds.board.guests import foot_fit, foot_needed
from generator.draw.kinds.board.measure import block_boxes, block_rows, frame_boxes
from generator.draw.kinds.board.owners import bands, owner_lines, printed_copies
from generator.draw.kinds.board.plan import (  # noqa: F401  (tests and figures find them here)
    PAGE_MARGIN,
    board_plan,
    home_bleed,
    paper_key,
    resolved,
    shop_whole,
)
from generator.draw.kinds.board.strips import draw_notches, glue_strip, seam_line, waste_strip
from generator.draw.kinds.board.ticket import draw_sheet_ticket, sheet_ticket
from generator.draw.labels import Rect, folio_place, reaches_job_mark, ticket_words
from generator.draw.pdf import INK, MARK_WIDTH, new_document, note_folio_place
from generator.draw.sheets import sheet_name
from generator.layout.board_foot import foot_room
from generator.layout.board_marks import bleed_rects, corner_arms, edge_bleeds, outer_bleed, seam_ticks
from generator.layout.imposition import MARK_MIN, PAPERS, Mark
from generator.layout.strip_labels import Box
from generator.layout.tiling import Obstacles, Tile, TilePlan
from generator.model.core import BuildOptions, Component, Game, Output
from generator.model.units import mm, to_mm

MARK_GAP = mm(1)  # trim marks start this far outside the trim
MARK_LENGTH = mm(6)
MARK_CLEAR = mm(
    0.5
)  # a board on one sheet: its corner marks end this far inside the sheet's margin (itself INK_SAFETY inside the printer's)
# a home sheet's marks lie on the bleed as often as on white card: black and bold enough to find, on a
# white ground that the bleed around them is cut away with (kit review r20: 0.25 pt grey on the colour)
HOME_MARK_WIDTH = 0.6  # pt
KNOCKOUT = mm(0.6)  # the white on each side of a home sheet's mark


def seam_plan(component: Component, game: Game, options: BuildOptions, full_pdf: bytes | None = None) -> TilePlan:
    """The tiling the build prints: as few sheets as `board_plan`, with every cut line moved off the
    board's words and fields where the sheets' reach allows (layout/tiling.py)."""
    if full_pdf is None:
        full_pdf = render_full(component, game).data
    fit = foot_fit(component, game, options)  # guests below the board: the last cut makes their room
    return board_plan(
        component,
        options,
        obstacles=board_obstacles(component, game, full_pdf),
        foot=foot_needed(fit) if fit is not None else 0.0,
    )


def _words_and_fields(component: Component, game: Game, full_pdf: bytes) -> tuple[list[Box], list[Box]]:
    """Boxes (left, top, right, bottom; board coordinates, y down) of every word as printed on the
    full-size page (read with pdfium, so texts of every kind count) and every symbol in a field, which
    counts as a word (a disc cut in two is as hard to read); and of every field (geometry)."""
    spec = resolved(component, game)
    placed = layout(spec, game).fields
    fields = [f.bounds for f in placed]
    words = printed_words(full_pdf, PAGE_MARGIN, PAGE_MARGIN + spec.size.height)
    words += symbol_boxes(spec, placed, game)
    words += [band.box for band in bands(spec)]  # every copy's owner band (the first page shows one name)
    words += block_rows(spec, game)  # a table's or a legend's row is cut no more than a word
    return words, fields


def printed_boxes(component: Component, game: Game, full_pdf: bytes) -> list[Box]:
    """Everything printed on the board that a band's label must leave visible: words, symbols,
    fields, and the texts, tables and legends as wholes (their ruled rows and samples too)."""
    words, fields = _words_and_fields(component, game, full_pdf)
    return words + fields + block_boxes(resolved(component, game), game)


def board_obstacles(component: Component, game: Game, full_pdf: bytes) -> Obstacles:
    """What a cut line must not run through, in board coordinates: every word and symbol, every
    table's and legend's row (`_words_and_fields`), every text, table and legend as a whole, and
    every field."""
    words, fields = _words_and_fields(component, game, full_pdf)
    blocks = block_boxes(resolved(component, game), game)
    return Obstacles(
        x=tuple(sorted((l, r) for l, _, r, _ in words)),
        y=tuple(sorted((t, b) for _, t, _, b in words)),
        x_fields=tuple(sorted((l, r) for l, _, r, _ in fields)),
        y_fields=tuple(sorted((t, b) for _, t, _, b in fields)),
        x_blocks=tuple(sorted((l, r) for l, _, r, _ in blocks)),
        y_blocks=tuple(sorted((t, b) for _, t, _, b in blocks)),
    )


def follows(previous: tuple[float, float, float, float], glyph: tuple[float, float, float, float], size: float) -> bool:
    """Whether a glyph box (left, bottom, right, top) continues the word of the previous one: beside
    it on the same line, read left to right or (a text turned 180°) right to left, or above or below
    it in the same column (a text turned 90° or 270°)."""
    pl, pb, pr, pt = previous
    gl, gb, gr, gt = glyph
    along_x = max(gl - pr, pl - gr)
    along_y = max(gb - pt, pb - gt)
    return ((abs(gb - pb) <= size * 0.5 or abs(gt - pt) <= size * 0.5) and along_x < size * 0.2 and along_y < 0) or (
        (abs(gl - pl) <= size * 0.5 or abs(gr - pr) <= size * 0.5) and along_y < size * 0.2 and along_x < 0
    )


def printed_words(data: bytes, left: float, top: float) -> list[tuple[float, float, float, float]]:
    """(left, top, right, bottom) of every word on the first page, relative to the point (left, top)
    of the page with y downwards: runs of printed characters that follow each other on one baseline,
    in any of the four directions a board turns its texts (`follows`), ended by a space, a line break
    or a jump (texts drawn separately may have no space between)."""
    with pdfium_lock.held():  # threads may call it (the live preview)
        return _printed_words(data, left, top)


def _printed_words(data: bytes, left: float, top: float) -> list[tuple[float, float, float, float]]:
    import pypdfium2 as pdfium
    import pypdfium2.raw as raw

    doc = pdfium.PdfDocument(data)
    words: list[tuple[float, float, float, float]] = []
    try:
        textpage = doc[0].get_textpage()
        count, handle = textpage.count_chars(), textpage.raw  # (the handle: fewer steps per call)
        box: list[float] | None = None
        last: tuple[float, float] | None = None  # previous glyph's right edge and bottom
        l_, r_, b_, t_ = (raw.c_double() for _ in range(4))
        for i in range(count + 1):
            char = chr(raw.FPDFText_GetUnicode(handle, i)) if i < count else " "
            gap = char.isspace() or (i < count and raw.FPDFText_IsGenerated(handle, i) == 1)
            if not gap:
                raw.FPDFText_GetCharBox(handle, i, l_, r_, b_, t_)
                size = raw.FPDFText_GetFontSize(handle, i)
                glyph = (l_.value, b_.value, r_.value, t_.value)
                jump = last is not None and not follows(last, glyph, size)
                last = glyph
            if gap or jump:
                if box:
                    words.append((box[0] - left, top - box[3], box[1] - left, top - box[2]))
                box = None
                if gap:
                    last = None
                    continue
            if box is None:
                box = [l_.value, r_.value, b_.value, t_.value]
            else:
                box = [min(box[0], l_.value), max(box[1], r_.value), min(box[2], b_.value), max(box[3], t_.value)]
    finally:
        doc.close()
    return words


def render_board(component: Component, game: Game, options: BuildOptions) -> list[Output]:
    """The board's files (`files`): whole for a print shop where the home sheets print it in pieces,
    and on the home sheets (measured on the whole board, which is drawn either way)."""
    full = render_full(component, game)
    tiled = render_tiled(component, game, options, full.data)
    return [full, tiled] if shop_whole(component, options) else [tiled]


# --------------------------------------------------------------------------- full size


def render_full(component: Component, game: Game) -> Output:
    spec = component.spec
    w, h, b = spec.size.width, spec.size.height, spec.bleed
    page = (w + 2 * PAGE_MARGIN, h + 2 * PAGE_MARGIN)
    # the paper only names the document's default; the page is the board plus its margin
    # what the file is: the board whole on one page, with a wider bleed than its sheets' (a shop's trim)
    what = "cała na jednej stronie"  # its bleed is the shop spec's words, no jargon in the name (r28)
    doc = new_document(PAPERS["a4"], f"{game.spec.title} – {spec.title} ({what})", pagesize=page)
    doc.colours_in_srgb()  # the file a copy shop prints: its RGB defined (r43 R minor 4)
    c = doc.canvas
    c.setTrimBox((PAGE_MARGIN, PAGE_MARGIN, PAGE_MARGIN + w, PAGE_MARGIN + h))
    c.setBleedBox((PAGE_MARGIN - b, PAGE_MARGIN - b, PAGE_MARGIN + w + b, PAGE_MARGIN + h + b))
    define_form(c, component, game)
    forms = define_copies(c, component, game)
    for form in forms:  # one page per owner of a board with owners
        c.saveState()
        c.translate(PAGE_MARGIN, PAGE_MARGIN)
        c.doForm(form)
        c.restoreState()
        _trim_marks(c, PAGE_MARGIN, PAGE_MARGIN, w, h, b, (0, 0, page[0], page[1]))
        c.setFont(fonts.SANS, 6.5)
        c.setFillColor(INK)
        c.drawString(
            PAGE_MARGIN + mm(8),
            mm(3.5),
            f"{game.spec.title} · {spec.title} · {to_mm(w):.0f} × {to_mm(h):.0f} mm · "
            f"spad {to_mm(b):.0f} mm · drukuj w skali 100% i przytnij po znacznikach",
        )
        doc.show_page()
    return Output(
        game=game.id,
        component=component.name,
        kind=component.kind,
        filename=f"{component.name}.pdf",
        **doc.described(game.spec.title),
        data=doc.finish(),
        pages=doc.pages,
        sheets=len(forms),
        stock="card",
        copies=printed_copies(component, game),
        held=len(forms),
    )


def _trim_marks(
    c: Canvas,
    x: float,
    y: float,
    w: float,
    h: float,
    bleed: float,
    limit: tuple[float, float, float, float],
    gap: float = MARK_GAP,
) -> None:
    """Corner marks on the extensions of the trim edges, `gap` outside the bleed, for the corners that
    lie inside `limit` (a tile shows only some corners of the board); a mark the limit leaves shorter
    than MARK_MIN is left out (the board's colour edge is the line there)."""
    lx0, ly0, lx1, ly1 = limit
    start = max(bleed, 0) + gap
    c.saveState()
    c.setStrokeColor(INK)
    c.setLineWidth(MARK_WIDTH)
    for cx, sx in ((x, -1), (x + w, 1)):
        for cy, sy in ((y, -1), (y + h, 1)):
            if not (lx0 - 0.01 <= cx <= lx1 + 0.01 and ly0 - 0.01 <= cy <= ly1 + 0.01):
                continue
            x_from, x_to = cx + sx * start, min(max(cx + sx * (start + MARK_LENGTH), lx0), lx1)
            if abs(x_to - x_from) >= MARK_MIN - 1e-6:
                c.line(x_from, cy, x_to, cy)
            y_from, y_to = cy + sy * start, min(max(cy + sy * (start + MARK_LENGTH), ly0), ly1)
            if abs(y_to - y_from) >= MARK_MIN - 1e-6:
                c.line(cx, y_from, cx, y_to)
    c.restoreState()


# --------------------------------------------------------------------------- tiled


def render_tiled(component: Component, game: Game, options: BuildOptions, full_pdf: bytes | None = None) -> Output:
    spec = component.spec
    if full_pdf is None:
        full_pdf = render_full(component, game).data
    plan = seam_plan(component, game, options, full_pdf)
    printed = printed_boxes(component, game, full_pdf)
    lines = frame_boxes(resolved(component, game))  # a seam mark keeps off the frame too (a label may cover it)
    doc = new_document(options.paper, f"{game.spec.title} – {spec.title} ({on_sheets(plan)})", landscape=plan.landscape)
    c = doc.canvas
    define_form(c, component, game)
    forms = define_copies(c, component, game)
    draw_assembly_map(c, plan, component, game)
    doc.show_page()
    fit = foot_fit(component, game, options)
    feet = draw_feet(component, game, plan, fit) if fit is not None and foot_room(plan) >= fit.height_needed else None
    # every sheet says what it is and how to print it (a tiled board's on the thinner card, as its job's cover)
    ticket = ticket_words(BOARD_STOCK_TEXT if plan.pieces > 1 else STOCK_TEXT["card"], "one")
    total, number = plan.sheets * len(forms), 0
    for copy, form in enumerate(forms):  # a board with owners: its sheets once per owner
        if plan.pieces == 1:
            number += 1
            art = draw_single(c, plan, spec.bleed, form)
            # the job's identifier at the foot line, else lower in the printer's margin on white paper under the
            # board's edge (its cut), else none (r41 AS minor 3: AS job 3 printed none, its board 8.5 mm from the foot)
            inked = _inked(plan, art)
            note_folio_place(c, folio_place([(inked, inked)], doc.page_size[0], options.margin))
            name = sheet_name(str(spec.title), number, total)
            draw_sheet_ticket(c, plan, sheet_ticket(plan, art, art, name, ticket, options.margin))
            # one piece on the page: a print shop's trim and bleed are the board's (r34, AS minor 8)
            c.setTrimBox(single_trim(plan))
            c.setBleedBox(art)
            doc.show_page()
            c.setTrimBox(None)  # the boxes hold for later pages too: the next page sets its own
            c.setBleedBox(None)
        for sheet in plan.sheet_tiles() if plan.pieces > 1 else []:
            below = feet if copy == 0 else None  # the guests print once, below the first copy
            number += 1
            floors = [below.floor(tile) if below else None for tile in sheet]
            # the ticket keeps off the board's trim, not its bleed: the bleed is cut away, and its corner
            # marks stand on the trim's extensions (a 3 mm home bleed filled Rynek's and Przekręt's
            # side margins, which left their tiles without a ticket)
            bleeds = [tile_art(plan, t, spec.bleed, f) for t, f in zip(sheet, floors)]
            arts = [_trimmed(plan, t, a) for t, a in zip(sheet, bleeds)]
            edges = (min(a[0] for a in arts), min(a[1] for a in arts), max(a[2] for a in arts), max(a[3] for a in arts))
            drawn = (edges[0], 0.0 if below else edges[1], edges[2], edges[3])  # the guests fill the foot
            bled = (
                min(a[0] for a in bleeds),
                min(a[1] for a in bleeds),
                max(a[2] for a in bleeds),
                max(a[3] for a in bleeds),
            )
            # art, glue strip and their bleed: all of it is ink where the job's number would stand (Rynek's cream)
            if any(reaches_job_mark(box, doc.page_size[0], options.margin) for box in bleeds):
                doc.no_room_for_number()
            name = sheet_name(str(spec.title), number, total) + " · część " + ", ".join(t.label for t in sheet)
            placed = sheet_ticket(plan, drawn, edges, name, ticket, options.margin, sheet, printed, bled)
            for tile, floor in zip(sheet, floors):
                draw_tile(c, plan, tile, printed, floor, form, lines, spec.bleed, placed.reserved(tile))
                if below:
                    below.draw(c, tile)
            draw_sheet_ticket(c, plan, placed)
            doc.show_page()
    seams = {axis: [round(to_mm(v), 1) for v in values] for axis, values in plan.seams.items()}
    output = Output(
        game=game.id,
        component=component.name,
        kind=component.kind,
        **doc.described(game.spec.title),
        filename=f"{component.name}-{paper_key(options)}.pdf",
        data=doc.finish(),
        pages=doc.pages,
        sheets=plan.sheets * len(forms),
        stock="card",
        copies=printed_copies(component, game),
        held=len(forms),
    )
    output.guide_pages = 1  # the assembly map (or the one-sheet guide) goes on plain paper, like every guide
    output.guide_kept = plan.pieces > 1  # a map builds the board: print jobs keep it (a cover says the rest)
    output.needs = ["klej:planszy"] if plan.pieces > 1 else None  # its sheets are glued together
    output.guide_lines = [BOARD_PAPER] if plan.pieces > 1 else steps(plan, len(forms))[1:]
    output.guide_lines += owner_lines(spec)
    if feet:
        output.guide_lines += feet.lines
    if plan.pieces > 1:
        output.seams_mm = seams
        output.seams_crossing = list(plan.crossings)
    return output


def single_bleed(plan: TilePlan, bleed: float) -> float:
    """The bleed a board on one sheet is printed with: `home_bleed`, as far as the printable window
    around the centred board allows (the window keeps it off the paper's edge)."""
    room = min(plan.printable_width - plan.board_width, plan.printable_height - plan.board_height) / 2
    return max(0.0, min(home_bleed(bleed), room))


def _trimmed(plan: TilePlan, tile, art: Rect) -> Rect:
    """A tile's art on the sheet (`draw_tile`) without its bleed past the board's outer trim."""
    x0, y0 = plan.page_point(tile, 0.0, plan.board_height)
    x1, y1 = plan.page_point(tile, plan.board_width, 0.0)
    left, bottom, right, top = min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1)
    return (max(art[0], left), max(art[1], bottom), min(art[2], right), min(art[3], top))


def draw_home_marks(c: Canvas, marks: list[Mark], spared: list[Rect] = ()) -> None:
    """A home sheet's trim marks (layout/board_marks.py): HOME_MARK_WIDTH in the marks' ink on a KNOCKOUT
    white ground, which leaves the `spared` rectangles (the bleed along the board's edges,
    `edge_bleeds`) as printed: white there would show as a nick on a cut a little outside the trim."""
    c.saveState()
    if spared:  # everything but the spared rectangles (even-odd: the page once, each of them once more)
        p = c.beginPath()
        p.rect(-mm(1000), -mm(1000), mm(3000), mm(3000))
        for left, bottom, right, top in spared:
            p.rect(left, bottom, right - left, top - bottom)
        c.clipPath(p, stroke=0, fill=0, fillMode=FILL_EVEN_ODD)
    c.setStrokeColor(colors.white)
    c.setLineWidth(HOME_MARK_WIDTH + 2 * KNOCKOUT)
    for m in marks:
        c.line(m.x1, m.y1, m.x2, m.y2)
    c.restoreState()
    c.saveState()
    c.setStrokeColor(INK)
    c.setLineWidth(HOME_MARK_WIDTH)
    for m in marks:
        c.line(m.x1, m.y1, m.x2, m.y2)
    c.restoreState()


def _clip_art(c: Canvas, trim: Rect, art: Rect, window: Rect) -> None:
    """Clip to the board's art on the sheet, its bleed giving way to the corner marks that lie in it
    (`bleed_rects`): the union of the rectangles (non-zero winding, each drawn the same way round)."""
    p = c.beginPath()
    for left, bottom, right, top in bleed_rects(trim, art, window):
        p.rect(left, bottom, right - left, top - bottom)
    c.clipPath(p, stroke=0, fill=0, fillMode=FILL_NON_ZERO)


def single_trim(plan: TilePlan) -> Rect:
    """A board that fits one sheet: its trimmed edges on the page, centred in the printable window."""
    m, pw, ph = plan.margin, plan.printable_width, plan.printable_height
    x, y = m + (pw - plan.board_width) / 2, m + (ph - plan.board_height) / 2
    return x, y, x + plan.board_width, y + plan.board_height


def draw_single(c: Canvas, plan: TilePlan, bleed: float, form: str = FORM) -> Rect:
    """A board that fits one sheet: centred in the printable window, its background carried into the
    bleed, trim marks at all four corners: on the trim's extensions from the corner to MARK_CLEAR
    short of the window, on white card where the bleed gives way to them (`_clip_art`). Returns the
    art's rectangle, bleed included."""
    m, pw, ph = plan.margin, plan.printable_width, plan.printable_height
    w, h = plan.board_width, plan.board_height
    x, y, _, _ = single_trim(plan)
    inner = m + MARK_CLEAR  # the marks stop short of the printer's margin, not on it
    window = (inner, inner, m + pw - MARK_CLEAR, m + ph - MARK_CLEAR)
    # each edge's bleed as far as the corner marks past it leave room (`outer_bleed`)
    bx, by = outer_bleed(x - inner, single_bleed(plan, bleed)), outer_bleed(y - inner, single_bleed(plan, bleed))
    trim, art = (x, y, x + w, y + h), (x - bx, y - by, x + w + bx, y + h + by)
    c.saveState()
    _clip_art(c, trim, art, window)
    c.translate(x, y)
    c.doForm(form)
    c.restoreState()
    draw_home_marks(c, corner_arms(trim, window, width=HOME_MARK_WIDTH, art=art), edge_bleeds(trim, art))
    return art


def _inked(plan: TilePlan, art: Rect) -> Rect:
    """The part of a one-sheet board's `art` (bleed included) printed: what the printable window, MARK_CLEAR inside
    the printer's margin, leaves of it (draw_single's clip)."""
    inner = plan.margin + MARK_CLEAR
    window = (
        inner,
        inner,
        plan.margin + plan.printable_width - MARK_CLEAR,
        plan.margin + plan.printable_height - MARK_CLEAR,
    )
    return (max(art[0], window[0]), max(art[1], window[1]), min(art[2], window[2]), min(art[3], window[3]))


def _rooms(plan: TilePlan, axis: str) -> list[float]:
    """The room past the board's two outer edges along `axis` on the sheets that show them."""
    spans = plan.columns if axis == "x" else plan.rows
    length = plan.board_width if axis == "x" else plan.board_height
    return [-spans[0].start, spans[-1].end - length]


def tile_art(plan: TilePlan, tile: Tile, bleed: float, floor: float | None = None) -> Rect:
    """The rectangle of the board's art on a tile's sheet (page coordinates): the board seen through
    the sheet's printable window, its colour carried `home_bleed` past every outer trim (not past a
    seam: the tile's own range stops there), as far as the window allows; with `floor` (page y), the
    bleed stops MARK_GAP above it."""
    b = home_bleed(bleed)
    below = tile.y.end - plan.board_height  # the room past the board's foot on this sheet
    if floor is not None:  # a guest's pieces lie below: the board's marks stop above them
        _, board_bottom = plan.page_point(tile, 0.0, plan.board_height)
        below = min(below, board_bottom - floor)
    # each outer edge's bleed as far as the corner marks past it leave room (`outer_bleed`, r28 P minor 4)
    # the same at both ends of an axis (kit review r20, Przekręt minor 1), the sheets' rooms as the plan
    # keeps them (`outer_room`: the same at both ends where the paper's spare allows)
    # the narrower room decides (r30: a cut on a field border leaves the two ends of an axis 3 and 4 mm once
    # the glue strip is wide; the 4 mm end alone would take a 2 mm bleed with its arms past it)
    across = outer_bleed(min(_rooms(plan, "x")), b)
    down = outer_bleed(min(_rooms(plan, "y")), b)
    left = max(tile.x.start, -across)
    right = min(tile.x.end, plan.board_width + across)
    top = max(tile.y.start, -down)
    bottom = min(tile.y.end, plan.board_height + min(down, outer_bleed(below, b)))
    if floor is not None:
        bottom = min(bottom, plan.board_height + max(0.0, board_bottom - floor - MARK_GAP))
    x0, y0 = plan.page_point(tile, left, bottom)
    x1, y1 = plan.page_point(tile, right, top)
    return x0, y0, x1, y1


def draw_tile(
    c: Canvas,
    plan: TilePlan,
    tile: Tile,
    printed: list[Box] = (),
    floor: float | None = None,
    form: str = FORM,
    lines: list[Box] = (),
    bleed: float = 0.0,
    reserved: list[tuple[str, tuple[float, float]]] = (),
) -> Rect:
    """One tile on its sheet; with `floor` (page y), the board's corner marks stop above it (the
    pieces of a guest lie below, board/guests.py). The bands' labels leave `printed` visible, their
    marks keep clear of it, of `lines` (the board's frame) and of the stretches of its bands the sheet's
    ticket takes (`reserved`: axis and stretch along it). Returns the rectangle of the board's art on
    the sheet, bleed included (`tile_art`)."""
    # the board seen through this sheet's printable window, its colour carried `home_bleed` past
    # every outer trim (not past a seam: the tile's own range stops there), as far as the window
    # allows; the corner marks run from the trim corner along the bleed, which gives way to them in the
    # corner squares alone
    x0, y0, x1, y1 = tile_art(plan, tile, bleed, floor)
    c.saveState()
    ox, oy = plan.page_point(tile, 0, plan.board_height)  # the board's lower left corner on the page
    wx0, wy0 = plan.page_point(tile, tile.x.start, tile.y.end)
    wx1, wy1 = plan.page_point(tile, tile.x.end, tile.y.start)
    window = (wx0, max(wy0, floor or wy0), wx1, wy1)
    art = (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))
    trim = (ox, oy, ox + plan.board_width, oy + plan.board_height)
    _clip_art(c, trim, art, window)
    c.translate(ox, oy)
    c.doForm(form)
    c.restoreState()
    for axis in ("x", "y"):  # a line along a seam: on the part on top only
        seam_line(c, plan, tile, form, axis, "glue")
        seam_line(c, plan, tile, form, axis, "waste")
    # a mark carries the cut line on past the bleed, on white card (kit review r28, P minor 4); where a
    # seam meets an outer edge, a tick on its strip (board_marks.py)
    marks = corner_arms(trim, window, width=HOME_MARK_WIDTH, art=art) + seam_ticks(plan, tile)
    neighbours = {(t.col, t.row): t.label for t in plan.tiles}
    ticket = {axis: [st for a, st in reserved if a == axis] for axis in ("x", "y")}
    label = tile.label
    if tile.x.glue:
        glue_strip(c, plan, tile, "x", neighbours[(tile.col + 1, tile.row)], label, printed, lines, art)
    if tile.y.glue:
        glue_strip(c, plan, tile, "y", neighbours[(tile.col, tile.row + 1)], label, printed, lines, art)
    if tile.x.waste:
        waste_strip(c, plan, tile, "x", neighbours[(tile.col - 1, tile.row)], label, printed, lines, ticket["x"])
    if tile.y.waste:
        waste_strip(c, plan, tile, "y", neighbours[(tile.col, tile.row - 1)], label, printed, lines, ticket["y"])
    draw_notches(c, plan, tile)
    draw_home_marks(c, marks, edge_bleeds(trim, art))  # over the strips: a tick lies on one
    return (min(x0, x1), min(y0, y1), max(x0, x1), max(y0, y1))
