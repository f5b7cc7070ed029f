"""A board's two PDFs: the full board at true size (one page, for print shops) and the board tiled
over A4/Letter sheets with glue bands, cut lines, registration marks, sheet labels and an assembly map.

The board is drawn once into a form XObject; every page shows it through a window (clip + move),
so each tile shows exactly the same drawing as the full-size page.
"""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from generator.draw import fonts
from generator.draw import pdfium as pdfium_lock
from generator.draw.guide import BOARD_PAPER
from generator.draw.kinds.board.content import symbol_boxes
from generator.draw.kinds.board.draw import draw_board
from generator.draw.kinds.board.geometry import layout
from generator.draw.kinds.board.plan import PAGE_MARGIN, board_plan, paper_key, resolved  # noqa: F401  (tests and figures find them here)
from generator.draw.kinds.board.wordless import MAP_FORM, Wordless
from generator.draw.pdf import INK, MARK_WIDTH, draw_calibration_square, new_document
from generator.draw.text import wrap
from generator.layout.imposition import PAPERS
from generator.layout.tiling import Obstacles, Tile, TilePlan, plan_tiles
from generator.model.core import BuildOptions, Component, Game, Output, resolve_copies
from generator.model.units import mm, to_mm

FORM = "board"
MARK_GAP = mm(1)  # trim marks start this far outside the trim
MARK_LENGTH = mm(6)
GLUE_TINT = colors.Color(0.55, 0.55, 0.55, alpha=0.55)
WASTE_TINT = colors.Color(0.35, 0.35, 0.35, alpha=0.5)
ACCENT = colors.HexColor("#b3261e")


def seam_plan(component: Component, game: Game, options: BuildOptions, full_pdf: bytes | None = None) -> TilePlan:
    """The tiling the build prints: as few sheets as `board_plan`, with every cut line moved off the
    board's words and fields where the sheets' reach allows (layout/tiling.py)."""
    spec = component.spec
    if full_pdf is None:
        full_pdf = render_full(component, game).data
    return plan_tiles(
        spec.size.width,
        spec.size.height,
        options.paper,
        margin=options.margin,
        overlap=options.overlap,
        obstacles=board_obstacles(component, game, full_pdf),
    )


def board_obstacles(component: Component, game: Game, full_pdf: bytes) -> Obstacles:
    """What a cut line must not run through, in board coordinates: every field (geometry), every
    word as printed on the full-size page (read with pdfium, so texts of every kind count) and every
    symbol in a field, which counts as a word (a disc cut in two is as hard to read)."""
    spec = resolved(component, game)
    placed = layout(spec, game).fields
    fields = [f.bounds for f in placed]
    words = printed_words(full_pdf, PAGE_MARGIN, PAGE_MARGIN + spec.size.height)
    words += symbol_boxes(spec, placed, game)
    return Obstacles(
        x=tuple(sorted((l, r) for l, _, r, _ in words)),
        y=tuple(sorted((t, b) for _, t, _, b in words)),
        x_fields=tuple(sorted((l, r) for l, _, r, _ in fields)),
        y_fields=tuple(sorted((t, b) for _, t, _, b in fields)),
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


def _define_form(canvas: Canvas, component: Component, game: Game, name: str = FORM) -> None:
    spec = resolved(component, game)
    geometry = layout(spec, game)
    b = spec.bleed
    canvas.beginForm(name, -b, -b, spec.size.width + b, spec.size.height + b)
    draw_board(canvas, spec, geometry, game)
    canvas.endForm()


def render_board(component: Component, game: Game, options: BuildOptions) -> list[Output]:
    full = render_full(component, game)
    return [full, render_tiled(component, game, options, full.data)]


# --------------------------------------------------------------------------- full size


def render_full(component: Component, game: Game) -> Output:
    spec = component.spec
    w, h, b = spec.size.width, spec.size.height, spec.bleed
    page = (w + 2 * PAGE_MARGIN, h + 2 * PAGE_MARGIN)
    # the paper only names the document's default; the page is the board plus its margin
    doc = new_document(PAPERS["a4"], f"{game.spec.title} – {spec.title} (pełny rozmiar)", pagesize=page)
    c = doc.canvas
    c.setTrimBox((PAGE_MARGIN, PAGE_MARGIN, PAGE_MARGIN + w, PAGE_MARGIN + h))
    c.setBleedBox((PAGE_MARGIN - b, PAGE_MARGIN - b, PAGE_MARGIN + w + b, PAGE_MARGIN + h + b))
    _define_form(c, component, game)
    c.saveState()
    c.translate(PAGE_MARGIN, PAGE_MARGIN)
    c.doForm(FORM)
    c.restoreState()
    _trim_marks(c, PAGE_MARGIN, PAGE_MARGIN, w, h, b, (0, 0, page[0], page[1]))
    c.setFont(fonts.SANS, 6.5)
    c.setFillColor(INK)
    c.drawString(
        PAGE_MARGIN + mm(8),
        mm(3.5),
        f"{game.spec.title} · {spec.title} · {to_mm(w):.0f} × {to_mm(h):.0f} mm · "
        f"spad {to_mm(b):.0f} mm · drukuj w skali 100 % i przytnij po znacznikach",
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
        sheets=1,
        stock="card",
        copies=resolve_copies(spec.copies, game) if game is not None else 1,
    )


def _trim_marks(
    c: Canvas, x: float, y: float, w: float, h: float, bleed: float, limit: tuple[float, float, float, float]
) -> None:
    """Corner marks on the extensions of the trim edges, outside the bleed, for the corners that lie
    inside `limit` (a tile shows only some corners of the board)."""
    lx0, ly0, lx1, ly1 = limit
    start = max(bleed, 0) + MARK_GAP
    c.saveState()
    c.setStrokeColor(INK)
    c.setLineWidth(MARK_WIDTH)
    for cx, sx in ((x, -1), (x + w, 1)):
        for cy, sy in ((y, -1), (y + h, 1)):
            if not (lx0 - 0.01 <= cx <= lx1 + 0.01 and ly0 - 0.01 <= cy <= ly1 + 0.01):
                continue
            x_from, x_to = cx + sx * start, min(max(cx + sx * (start + MARK_LENGTH), lx0), lx1)
            if abs(x_to - x_from) >= mm(1.5):
                c.line(x_from, cy, x_to, cy)
            y_from, y_to = cy + sy * start, min(max(cy + sy * (start + MARK_LENGTH), ly0), ly1)
            if abs(y_to - y_from) >= mm(1.5):
                c.line(cx, y_from, cx, y_to)
    c.restoreState()


# --------------------------------------------------------------------------- tiled


def render_tiled(component: Component, game: Game, options: BuildOptions, full_pdf: bytes | None = None) -> Output:
    spec = component.spec
    plan = seam_plan(component, game, options, full_pdf)
    doc = new_document(
        options.paper, f"{game.spec.title} – {spec.title} ({plan.sheets} × {plan.paper.name})", landscape=plan.landscape
    )
    c = doc.canvas
    _define_form(c, component, game)
    draw_assembly_map(c, plan, component, game)
    doc.show_page()
    for tile in plan.tiles:
        if plan.sheets == 1:
            draw_single(c, plan, spec.bleed)
        else:
            draw_tile(c, plan, tile)
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
        sheets=plan.sheets,
        stock="card",
        copies=resolve_copies(spec.copies, game) if game is not None else 1,
    )
    output.guide_pages = 1  # the assembly map (or the one-sheet guide) goes on plain paper, like every guide
    output.guide_kept = plan.sheets > 1  # a map builds the board: print jobs keep it (a cover says the rest)
    output.guide_lines = [BOARD_PAPER] if plan.sheets > 1 else _steps(plan)[1:]
    if plan.sheets > 1:
        output.seams_mm = seams
        output.seams_crossing = list(plan.crossings)
    return output


SINGLE_MARK = mm(3)  # the shortest corner mark a board on one sheet keeps room for


def single_bleed(plan: TilePlan, bleed: float) -> float:
    """The bleed a board on one sheet is printed with: its own, as far as the room around it (the
    board centred in the printable window) leaves space for corner marks outside it."""
    room = min(plan.printable_width - plan.board_width, plan.printable_height - plan.board_height) / 2
    return max(0.0, min(bleed, room - MARK_GAP - SINGLE_MARK))


def draw_single(c: Canvas, plan: TilePlan, bleed: float) -> None:
    """A board that fits one sheet: centred in the printable window, its background carried into the
    bleed the room allows, trim marks at all four corners."""
    m, pw, ph = plan.margin, plan.printable_width, plan.printable_height
    w, h = plan.board_width, plan.board_height
    b = single_bleed(plan, bleed)
    x, y = m + (pw - w) / 2, m + (ph - h) / 2
    c.saveState()
    p = c.beginPath()
    p.rect(x - b, y - b, w + 2 * b, h + 2 * b)
    c.clipPath(p, stroke=0, fill=0)
    c.translate(x, y)
    c.doForm(FORM)
    c.restoreState()
    _trim_marks(c, x, y, w, h, b, (m, m, m + pw, m + ph))


def draw_tile(c: Canvas, plan: TilePlan, tile: Tile) -> None:
    m, pw, ph = plan.margin, plan.printable_width, plan.printable_height
    # the board seen through this sheet's printable window; no bleed at home: the board's colour
    # edge is the line to trim along, the corner marks show where it ends
    left = max(tile.x.start, 0.0)
    right = min(tile.x.end, plan.board_width)
    top = max(tile.y.start, 0.0)
    bottom = min(tile.y.end, plan.board_height)
    c.saveState()
    p = c.beginPath()
    x0, y0 = plan.page_point(tile, left, bottom)
    x1, y1 = plan.page_point(tile, right, top)
    p.rect(x0, y0, x1 - x0, y1 - y0)
    c.clipPath(p, stroke=0, fill=0)
    ox, oy = plan.page_point(tile, 0, plan.board_height)
    c.translate(ox, oy)
    c.doForm(FORM)
    c.restoreState()
    bx, by = plan.page_point(tile, 0, plan.board_height)
    _trim_marks(c, bx, by, plan.board_width, plan.board_height, 0.0, (m, m, m + pw, m + ph))
    neighbours = {(t.col, t.row): t.label for t in plan.tiles}
    label = tile.label
    if tile.x.glue:
        _glue_strip(c, plan, tile, "x", neighbours[(tile.col + 1, tile.row)], label)
    if tile.y.glue:
        _glue_strip(c, plan, tile, "y", neighbours[(tile.col, tile.row + 1)], label)
    if tile.x.waste:
        _waste_strip(c, plan, tile, "x", neighbours[(tile.col - 1, tile.row)], label)
    if tile.y.waste:
        _waste_strip(c, plan, tile, "y", neighbours[(tile.col, tile.row - 1)], label)


def _strip_rect(plan: TilePlan, tile: Tile, axis: str, span: tuple[float, float]) -> tuple[float, float, float, float]:
    """Page rectangle (x, y, w, h) of a band strip across the whole window."""
    a, b = span
    if axis == "x":
        x0, _ = plan.page_point(tile, a, 0)
        x1, _ = plan.page_point(tile, b, 0)
        return x0, plan.margin, x1 - x0, plan.printable_height
    _, y0 = plan.page_point(tile, 0, b)
    _, y1 = plan.page_point(tile, 0, a)
    return plan.margin, y0, plan.printable_width, y1 - y0


def _hatch(c: Canvas, x: float, y: float, w: float, h: float, color, spacing: float) -> None:
    c.saveState()
    p = c.beginPath()
    p.rect(x, y, w, h)
    c.clipPath(p, stroke=0, fill=0)
    c.setStrokeColor(color)
    c.setLineWidth(mm(0.25))
    n = int((w + h) / spacing) + 2
    for i in range(n):
        d = i * spacing
        c.line(x + d, y, x + d - h, y + h)
    c.restoreState()


def _strip_text(
    c: Canvas, x: float, y: float, w: float, h: float, axis: str, label: str, text: str, size: float
) -> None:
    """The sheet label in a red badge followed by a hint, centred in a strip and running along it,
    on a white ground so it reads over the board."""
    c.saveState()
    c.translate(x + w / 2, y + h / 2)
    if axis == "x":
        c.rotate(90)
    badge_w = fonts.text_width(label, fonts.SANS_BOLD, size * 1.1) + mm(2.4)
    text_w = fonts.text_width(text, fonts.SANS_SEMIBOLD, size)
    total = badge_w + mm(1.5) + text_w
    left = -total / 2
    c.setFillColor(colors.white)
    c.roundRect(left - mm(1.2), -size * 0.6, total + mm(2.4), size * 1.2, mm(0.8), stroke=0, fill=1)
    c.setFillColor(ACCENT)
    c.roundRect(left, -size * 0.6, badge_w, size * 1.2, mm(0.8), stroke=0, fill=1)
    c.setFillColor(colors.white)
    c.setFont(fonts.SANS_BOLD, size * 1.1)
    c.drawCentredString(left + badge_w / 2, -size * 0.38, label)
    c.setFillColor(INK)
    c.setFont(fonts.SANS_SEMIBOLD, size)
    c.drawString(left + badge_w + mm(1.5), -size * 0.34, text)
    c.restoreState()


def _strip_positions(length: float, count: int) -> list[float]:
    return [length * (i + 0.5) / count for i in range(count)]


def _glue_strip(c: Canvas, plan: TilePlan, tile: Tile, axis: str, neighbour: str, label: str) -> None:
    """The glue area: hidden under the neighbour. Alignment line where its edge goes, registration
    marks, the sheet label and which sheet comes on top."""
    span = (tile.x if axis == "x" else tile.y).glue
    x, y, w, h = _strip_rect(plan, tile, axis, span)
    _hatch(c, x, y, w, h, GLUE_TINT, mm(2))
    thickness = w if axis == "x" else h
    c.saveState()
    c.setStrokeColor(ACCENT)
    c.setLineWidth(mm(0.35))
    # alignment line: the neighbour's cut edge lies exactly here (drawn just inside the glue area)
    half = mm(0.35) / 2
    if axis == "x":
        c.line(x + half, y, x + half, y + h)
    else:
        c.line(x, y + h - half, x + w, y + h - half)
    c.restoreState()
    size = min(thickness * 0.55, 8.5)
    along = h if axis == "x" else w
    marks = max(2, int(along // mm(60)))
    positions = _strip_positions(along, marks + 1)
    for i, pos in enumerate(positions):
        if i == len(positions) // 2:
            _strip_text(c, x, y, w, h, axis, label, f"KLEJ · tu przyłóż krawędź arkusza {neighbour}", size)
        else:
            cx, cy = (x + w / 2, y + pos) if axis == "x" else (x + pos, y + h / 2)
            _registration(c, cx, cy, thickness * 0.42)


def _waste_strip(c: Canvas, plan: TilePlan, tile: Tile, axis: str, neighbour: str, label: str) -> None:
    """The strip cut away: dashed cut line with scissors, the sheet label, which sheet it goes onto."""
    span = (tile.x if axis == "x" else tile.y).waste
    x, y, w, h = _strip_rect(plan, tile, axis, span)
    _hatch(c, x, y, w, h, WASTE_TINT, mm(1.4))
    thickness = w if axis == "x" else h
    c.saveState()
    c.setStrokeColor(INK)
    c.setLineWidth(mm(0.3))
    c.setDash(mm(2.5), mm(1.5))
    half = mm(0.3) / 2  # the dashes lie just inside the waste, so a cut on the line removes them
    if axis == "x":
        c.line(x + w - half, y, x + w - half, y + h)
    else:
        c.line(x, y + half, x + w, y + half)
    c.restoreState()
    size = min(thickness * 0.55, 8.5)
    along = h if axis == "x" else w
    positions = _strip_positions(along, 3)
    for i, pos in enumerate(positions):
        if i == 1:
            _strip_text(c, x, y, w, h, axis, label, f"odetnij wzdłuż linii i naklej na arkusz {neighbour}", size)
        else:
            cx, cy = (x + w / 2, y + pos) if axis == "x" else (x + pos, y + h / 2)
            _scissors(c, cx, cy, thickness * 0.8, axis)


def _registration(c: Canvas, cx: float, cy: float, r: float) -> None:
    """A registration target: circle and cross."""
    c.saveState()
    c.setStrokeColor(INK)
    c.setLineWidth(MARK_WIDTH)
    c.setFillColor(colors.white)
    c.circle(cx, cy, r * 0.62, stroke=1, fill=1)
    c.line(cx - r, cy, cx + r, cy)
    c.line(cx, cy - r, cx, cy + r)
    c.restoreState()


def _scissors(c: Canvas, cx: float, cy: float, size: float, axis: str) -> None:
    """Scissors cutting along the line through (cx, cy)."""
    c.saveState()
    c.translate(cx, cy)
    if axis == "x":
        c.rotate(-90)
    s = size
    c.setFillColor(colors.white)
    c.rect(-s * 0.55, -s * 0.45, s * 1.1, s * 0.9, stroke=0, fill=1)
    c.setStrokeColor(INK)
    c.setLineWidth(s * 0.07)
    c.circle(-s * 0.32, s * 0.2, s * 0.14, stroke=1, fill=0)
    c.circle(-s * 0.32, -s * 0.2, s * 0.14, stroke=1, fill=0)
    c.line(-s * 0.2, s * 0.13, s * 0.45, -s * 0.12)
    c.line(-s * 0.2, -s * 0.13, s * 0.45, s * 0.12)
    c.restoreState()


# --------------------------------------------------------------------------- assembly map


def draw_assembly_map(c: Canvas, plan: TilePlan, component: Component, game: Game) -> None:
    spec = component.spec
    pw, ph = plan.page_width, plan.page_height
    left = mm(18)
    top = ph - mm(18)
    c.setFillColor(INK)
    c.setFont(fonts.SANS, 9.5)
    c.drawString(left, top, game.spec.title.upper())
    c.setFont(fonts.SERIF_BOLD, 19)
    size = f"Plansza {to_mm(plan.board_width):.0f} × {to_mm(plan.board_height):.0f} mm"
    if plan.sheets == 1:
        c.drawString(left, top - mm(8), f"{spec.title}: wydruk na jednym arkuszu {plan.paper.name}")
        details = (
            f"{size} · arkusz ułożony {'poziomo' if plan.landscape else 'pionowo'} · margines drukarki "
            f"{to_mm(plan.margin):.0f} mm"
        )
    else:
        c.drawString(left, top - mm(8), f"{spec.title}: składanie z {plan.sheets} arkuszy {plan.paper.name}")
        details = (
            f"{size} · {plan.cols} × {plan.row_count} arkuszy ułożonych "
            f"{'poziomo' if plan.landscape else 'pionowo'} · zakładka {to_mm(plan.overlap):.0f} mm · "
            f"margines drukarki {to_mm(plan.margin):.0f} mm"
        )
    c.setFont(fonts.SANS, 9.5)
    c.drawString(left, top - mm(14), details)
    # the thumbnail: the board with the sheet grid over it
    steps_w = mm(78) if plan.landscape else 0
    box_w = pw - 2 * left - steps_w - (mm(8) if steps_w else 0)
    box_h = (ph - mm(44) - mm(20)) if plan.landscape else ph - mm(44) - mm(108)
    scale = min(box_w / plan.board_width, box_h / plan.board_height)
    tw, th = plan.board_width * scale, plan.board_height * scale
    tx = left + (box_w - tw) / 2
    ty = top - mm(22) - th
    _define_form(Wordless(c), component, game, MAP_FORM)
    c.saveState()
    c.translate(tx, ty)
    c.scale(scale, scale)
    c.doForm(MAP_FORM)
    c.restoreState()
    c.saveState()
    c.setFillColor(colors.Color(1, 1, 1, alpha=0.35))
    c.rect(tx, ty, tw, th, stroke=0, fill=1)
    c.restoreState()
    _map_grid(c, plan, tx, ty, scale)
    # steps
    steps = _steps(plan)
    if plan.landscape:
        sx, sy, width = pw - left - steps_w, top - mm(22), steps_w
    else:
        sx, sy, width = left, ty - mm(9), pw - 2 * left - mm(60)
    _draw_steps(c, sx, sy, width, steps)
    if plan.sheets == 1:  # a tiled board's map follows the print job's cover, which has the square
        draw_calibration_square(c, pw - left - mm(50), mm(16))


def _map_grid(c: Canvas, plan: TilePlan, tx: float, ty: float, scale: float) -> None:
    def page(x: float, y: float) -> tuple[float, float]:
        return tx + x * scale, ty + (plan.board_height - y) * scale

    c.saveState()
    for tile in plan.tiles:
        # glue bands of this sheet, hatched, where the neighbour will lie on top
        for axis, span in (("x", tile.x.glue), ("y", tile.y.glue)):
            if span is None:
                continue
            if axis == "x":
                x0, y0 = page(span[0], max(tile.y.start, 0))
                x1, y1 = page(span[1], min(tile.y.end, plan.board_height))
            else:
                x0, y0 = page(max(tile.x.start, 0), span[0])
                x1, y1 = page(min(tile.x.end, plan.board_width), span[1])
            _hatch(
                c, min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0), colors.Color(0.3, 0.3, 0.3, alpha=0.8), mm(1.2)
            )
    c.setStrokeColor(ACCENT)
    c.setLineWidth(mm(0.6))
    c.setDash(mm(2), mm(1.2))
    for span in plan.columns[1:]:
        x0, y0 = page(span.cut, 0)
        x1, y1 = page(span.cut, plan.board_height)
        c.line(x0, y0, x1, y1)
    for span in plan.rows[1:]:
        x0, y0 = page(0, span.cut)
        x1, y1 = page(plan.board_width, span.cut)
        c.line(x0, y0, x1, y1)
    c.setDash()
    c.setStrokeColor(INK)
    c.setLineWidth(mm(0.4))
    x0, y0 = page(0, plan.board_height)
    c.rect(x0, y0, plan.board_width * scale, plan.board_height * scale, stroke=1, fill=0)
    for tile in plan.tiles if plan.sheets > 1 else []:
        l, t, r, b = tile.kept
        cx, cy = page((l + r) / 2, (t + b) / 2)
        size = min((r - l) * scale, (b - t) * scale) * 0.3
        size = max(min(size, 40), 10)
        c.setFillColor(colors.Color(1, 1, 1, alpha=0.85))
        width = fonts.text_width(tile.label, fonts.SANS_BOLD, size)
        c.roundRect(
            cx - width / 2 - size * 0.25,
            cy - size * 0.45,
            width + size * 0.5,
            size * 1.05,
            size * 0.15,
            stroke=0,
            fill=1,
        )
        c.setFillColor(ACCENT)
        c.setFont(fonts.SANS_BOLD, size)
        c.drawCentredString(cx, cy - size * 0.3, tile.label)
    c.restoreState()


def _steps(plan: TilePlan) -> list[str]:
    cut_sheets = [t.label for t in plan.tiles if t.x.cut is not None or t.y.cut is not None]
    if plan.sheets == 1:
        return [
            "Wydrukuj arkusz w skali 100 % („Rzeczywisty rozmiar”, bez dopasowania do strony) i zmierz "
            "kwadrat: bok musi mieć 50 mm.",
            "Obetnij biały margines równo z brzegiem planszy (znaczniki w narożnikach).",
        ]
    return [
        f"Drukuj w skali 100 % („Rzeczywisty rozmiar”, bez dopasowania do strony). {BOARD_PAPER}",
        f"Arkusze {', '.join(cut_sheets)} przytnij wzdłuż przerywanej linii cięcia (nożyczki); odcięty pasek "
        "z opisem wyrzuć.",
        "Ułóż arkusze jak na mapie. Pasy kreskowane z napisem KLEJ posmaruj klejem: chowają się pod sąsiednim "
        "arkuszem.",
        "Przyłóż przyciętą krawędź sąsiada dokładnie do czerwonej linii na skraju pasa kleju; linie i pola "
        "planszy mają przechodzić z arkusza na arkusz bez uskoku.",
        "Najpierw sklej arkusze w rzędach, potem rzędy ze sobą. Na koniec obetnij biały margines równo "
        "z brzegiem planszy (znaczniki w narożnikach) i, jeśli chcesz, naklej planszę na tekturę.",
        "Na mapie: czerwona przerywana linia to krawędź przyciętego arkusza, pas kreskowany to klej "
        "pod sąsiednim arkuszem.",
    ]


def _draw_steps(c: Canvas, x: float, y: float, width: float, steps: list[str]) -> None:
    c.setFillColor(INK)
    c.setFont(fonts.SANS_BOLD, 11)
    # "Jak drukować" opens every guide page: the rulebook's print table finds guide pages by it
    c.drawString(x, y, "Jak drukować i skleić planszę" if len(steps) > 2 else "Jak drukować planszę")
    y -= mm(6)
    for i, step in enumerate(steps, start=1):
        c.setFont(fonts.SANS_BOLD, 9.5)
        c.drawString(x, y, f"{i}.")
        c.setFont(fonts.SANS, 9.5)
        for line in wrap(step, fonts.SANS, 9.5, width - mm(6)):
            c.drawString(x + mm(5), y, line)
            y -= mm(4.3)
        y -= mm(1.2)
