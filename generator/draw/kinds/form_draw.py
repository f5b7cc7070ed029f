"""form drawn: the laid-out sections, the heading and the footer of a blank form, and its copies
(reportlab), imported when a form is drawn (form.py names `render` with `Drawn`, the registry naming this module)."""

from __future__ import annotations

from reportlab.lib import colors

from generator.draw.fonts import SANS, SANS_BOLD, SANS_SEMIBOLD, SERIF_BOLD
from generator.draw.kinds import raise_found
from generator.draw.kinds.board.symbols import draw_symbol as draw_board_symbol
from generator.draw.kinds.form import (
    BAND_GAP,
    GUTTER,
    ROW_SIGN_ICON,
    ROW_SIGN_ROOM,
    Cell,
    PlacedSection,
    check_at_margin,
    columns_of,
    flip_edge,
    footer_base,
    footer_fit,
    label_fit,
    layout_page,
    listed_title,
    page_size,
    row_sign_side,
    sheet_size,
    subtitle_fit,
    text_side,
    turned,
)
from generator.draw.kinds.form_band import band_box, band_discs, band_fit, head_height, title_row
from generator.draw.kinds.form_model import SECTION_NOTE, SECTION_TITLE, Form
from generator.draw.kinds.form_text import (
    FORMULA_SIZE,
    HEAD_CAP,
    HEAD_LEADING,
    HEAD_ROW,
    SWATCH,
    TITLE_SIZE,
    head_block,
    head_fit,
    note_fit,
    swatch_width,
)
from generator.draw.kinds.piece_symbols import draw_symbol, is_light
from generator.draw.labels import FOLIO_RIGHT, draw_form_foot, foot_base
from generator.draw.patterns import draw_disc_pattern, lighter, mix
from generator.draw.pdf import FORM_TINT, INK, draw_cut_grid, new_document
from generator.draw.text import draw_marked
from generator.model.core import BuildOptions, Component, Game, Output
from generator.model.units import mm
from generator.validate.colour_check import best_ink

RULE = colors.HexColor("#8f8a80")


MUTED = colors.HexColor("#45413b")  # secondary text, about 75 % black: readable in pencil light


HATCH_STEP = mm(1.6)  # between the hatch's diagonals


def _blocked(c, x: float, y: float, w: float, h: float) -> None:
    """A cell nobody writes in: crossed by diagonals on the paper's white (r15: a tint alone invited a
    number; r32: the hatch alone says it, a grey ground under it only cost ink)."""
    c.saveState()
    path = c.beginPath()
    path.rect(x, y, w, h)
    c.clipPath(path, stroke=0, fill=0)
    c.setStrokeColor(RULE)
    c.setLineWidth(0.35)
    offset = -h
    while offset < w:
        c.line(x + offset, y, x + offset + h, y + h)
        offset += HATCH_STEP
    c.restoreState()


def _head_text(c, text: str, x: float, y: float, w: float, h: float, swatch: list[str], marks=()) -> None:
    fitted = head_fit(text, w, swatch)
    if fitted is None:
        raise AssertionError(f"form heading '{text}' does not fit: the check should have reported it")
    block = head_block(fitted.size, len(fitted.lines))  # centred with its descenders: clear above and below
    widest = max(c.stringWidth(line, SANS_SEMIBOLD, fitted.size) for line in fitted.lines)
    total_w = widest + swatch_width(swatch)
    start = x + (w - total_w) / 2
    if swatch:
        for k, colour in enumerate(swatch):
            c.setFillColor(colors.HexColor(colour))
            c.setStrokeColor(INK)
            c.setLineWidth(0.4)
            c.rect(start + k * SWATCH, y + (h - SWATCH) / 2, SWATCH, SWATCH, stroke=1, fill=1)
            if k < len(marks):  # the colour's shape in its square, in the ink that reads on it
                c.setFillColor(INK if is_light(colour) else colors.white)
                draw_symbol(c, marks[k], start + (k + 0.5) * SWATCH, y + h / 2, SWATCH * 0.36)
        start += swatch_width(swatch)
    c.setFillColor(INK)
    c.setFont(SANS_SEMIBOLD, fitted.size)
    line_y = y + h / 2 + block / 2 - fitted.size * HEAD_CAP
    for line in fitted.lines:
        c.drawString(start + (widest - c.stringWidth(line, SANS_SEMIBOLD, fitted.size)) / 2, line_y, line)
        line_y -= fitted.size * HEAD_LEADING


CREAM = colors.HexColor("#fbf6ea")  # the ring round a band's pattern disc, as on the boards' owner bands


def _player_band(c, column, x: float, y: float, w: float, h: float) -> None:
    """A player's group heading (form_band): the band in the player's colour, the pattern on its discs,
    the name in the ink that reads on the colour."""
    box = band_box(x, y, w, h)
    left, bottom, width, height = box
    base = colors.HexColor(column.band.color)
    fitted = band_fit(column.title, w, h, column.band.pattern)
    if fitted is None:
        raise AssertionError(f"form band '{column.title}' does not fit: the check should have reported it")
    c.saveState()
    c.setFillColor(base)
    c.setStrokeColor(mix(base, INK, 0.45))
    c.setLineWidth(0.8)
    c.roundRect(left, bottom, width, height, height * 0.22, stroke=1, fill=1)
    radius, discs = band_discs(box, column.band.pattern)
    for cx, cy in discs:
        c.saveState()
        disc = c.beginPath()
        disc.circle(cx, cy, radius)
        c.clipPath(disc, stroke=0, fill=0)
        draw_disc_pattern(c, column.band.pattern, cx, cy, radius, base, lighter(base))
        c.restoreState()
        c.setStrokeColor(CREAM)
        c.setLineWidth(1.0)
        c.circle(cx, cy, radius, stroke=1, fill=0)
    c.setFillColor(colors.HexColor(best_ink(column.band.color, ("#ffffff", INK.hexval().replace("0x", "#")))))
    c.setFont(SANS_BOLD, fitted.size)
    c.drawCentredString(left + width / 2, bottom + height / 2 - fitted.size * 0.35, fitted.lines[0])
    c.restoreState()


def draw_section(c, placed: PlacedSection) -> None:
    s = placed.section
    x, top, width = placed.x, placed.top, placed.width
    c.setFillColor(INK)
    c.setFont(SANS_BOLD, TITLE_SIZE)
    c.drawString(x, top - mm(4.6), s.title)
    if s.formula:  # the arithmetic of every row, bold on the title's line at its right (r30 R minor 5)
        c.setFont(SANS_BOLD, FORMULA_SIZE)
        c.drawRightString(x + width, top - mm(4.6), s.formula)
    if s.title.rstrip().endswith(":"):  # „… kolor / nr gracza:” asks for a word: a line to write it on (r29 R minor 5)
        start = x + c.stringWidth(s.title.rstrip(), SANS_BOLD, TITLE_SIZE) + mm(2)
        c.setStrokeColor(MUTED)
        c.setLineWidth(0.5)
        c.line(start, top - mm(5.2), x + width, top - mm(5.2))
    y = top - SECTION_TITLE
    if s.note:
        c.setFillColor(MUTED)
        fitted = note_fit(s.note, width)
        if fitted is None:
            raise AssertionError(f"form note '{s.note}' does not fit: the check should have reported it")
        draw_marked(c, x, y - mm(2.6), s.note, SANS, fitted.size)
        y -= SECTION_NOTE
    tops, leaves = columns_of(s, x, width)
    head_h = head_height(s, HEAD_ROW)
    group_h = title_row(s, HEAD_ROW)
    table_top = y
    body_top = y - head_h
    body_h = s.row_count * s.row_height
    bottom = body_top - body_h
    # the head row and the shaded columns on the form's light tint (FORM_TINT), the rows told apart by rules alone
    c.setFillColor(FORM_TINT)
    c.rect(x, body_top, width, head_h, stroke=0, fill=1)
    for cell in leaves:
        if cell.column.shade:
            c.rect(cell.x, bottom, cell.width, body_h, stroke=0, fill=1)
    for r, i in sorted(s.blocked_cells()):
        _blocked(c, leaves[i].x, body_top - (r + 1) * s.row_height, leaves[i].width, s.row_height)
    # header texts
    if s.label:
        _head_text(c, s.label, x, body_top, s.label_width, head_h, [])
    for cell in tops:
        if cell.column.band is not None:
            _player_band(c, cell.column, cell.x, body_top + HEAD_ROW, cell.width, group_h)
        elif cell.column.columns:
            _head_text(
                c,
                cell.column.title,
                cell.x,
                body_top + HEAD_ROW,
                cell.width,
                group_h,
                cell.column.swatch,
                cell.column.marks,
            )
        else:
            _head_text(
                c, cell.column.title, cell.x, body_top, cell.width, head_h, cell.column.swatch, cell.column.marks
            )
    for cell in leaves:
        if not any(cell.column is t.column for t in tops):
            _head_text(
                c, cell.column.title, cell.x, body_top, cell.width, HEAD_ROW, cell.column.swatch, cell.column.marks
            )
    # row labels
    for r in range(s.row_count):
        text = s.row_labels[r] if r < len(s.row_labels) else ("" if s.row_labels else str(r + 1))
        if not text:
            continue
        ry = body_top - (r + 1) * s.row_height
        fitted = label_fit(s, text)
        if fitted is None:
            raise AssertionError(f"form row label '{text}' does not fit: the check should have reported it")
        base = ry + s.row_height / 2 - fitted.size * 0.35
        if r < len(s.row_signs):  # the sign, then the words beside it (form.RowSign)
            _row_sign(c, s, r, x + mm(1), ry)
            c.setFillColor(MUTED)
            c.setFont(SANS, fitted.size)
            c.drawString(x + mm(1) + ROW_SIGN_ROOM, base, text)
            continue
        c.setFillColor(MUTED)
        c.setFont(SANS, fitted.size)
        c.drawCentredString(x + s.label_width / 2, base, text)
    # rules: thin row lines, column lines, heavier frame and group separators
    c.setStrokeColor(RULE)
    c.setLineWidth(0.35)
    for r in range(1, s.row_count):
        ry = body_top - r * s.row_height
        c.line(x, ry, x + width, ry)
    for cell in leaves:
        c.line(cell.x, bottom, cell.x, body_top + (HEAD_ROW if s.grouped and _in_group(cell, tops) else head_h))
    if s.grouped:
        for cell in tops:
            if cell.column.columns:
                c.line(cell.x, body_top + HEAD_ROW, cell.x + cell.width, body_top + HEAD_ROW)
    c.setStrokeColor(INK)
    c.setLineWidth(0.8)
    c.line(x, body_top, x + width, body_top)
    for cell in tops:
        c.line(cell.x, bottom, cell.x, table_top)
    c.rect(x, bottom, width, table_top - bottom, stroke=1, fill=0)


def _row_sign(c, section, r: int, x: float, y: float) -> None:
    """Row `r`'s sign (form.RowSign) at `x`, centred in its row at `y`: a square of its colour, ringed in ink, and
    its board symbol on it in the ink that reads on the colour, drawn by the code that prints the pieces."""
    sign, h = section.row_signs[r], section.row_height
    side = row_sign_side(section)
    ground = colors.HexColor(sign.color)
    ink = colors.HexColor(best_ink(sign.color, ("#ffffff", INK.hexval().replace("0x", "#"))))
    c.saveState()
    c.setFillColor(ground)
    c.setStrokeColor(INK)
    c.setLineWidth(0.4)
    c.roundRect(x, y + (h - side) / 2, side, side, side * 0.12, stroke=1, fill=1)
    c.restoreState()
    draw_board_symbol(c, sign.symbol, x + side / 2, y + h / 2, side * ROW_SIGN_ICON, ink, ground)


def _in_group(cell: Cell, tops: list[Cell]) -> bool:
    """True when a leaf sits inside a group and is not its first column (its line stops under the title)."""
    for top in tops:
        if top.column.columns and top.x + 0.01 < cell.x < top.x + top.width - 0.01:
            return True
    return False


def _heading(
    c, spec: Form, game_title: str, page_w: float, page_h: float, m: float, printer_margin: float, own: str = ""
) -> None:
    """The form's heading: the game, the title, the subtitle, the blanks; a page's `own` heading (Page.heading)
    stands alone in place of the title and the subtitle."""
    top = page_h - m
    m = text_side(spec, printer_margin)  # the heading's sides: those of the footer
    c.setFillColor(MUTED)
    c.setFont(SANS_SEMIBOLD, 8)
    c.drawString(m, top - mm(3), game_title.upper())
    c.setFillColor(INK)
    c.setFont(SERIF_BOLD, 17)
    c.drawString(m, top - mm(10), own or spec.title)
    title_w = c.stringWidth(own or spec.title, SERIF_BOLD, 17)
    if spec.subtitle and not own:
        fitted = subtitle_fit(spec, page_w, printer_margin)
        if fitted is None:
            raise AssertionError(f"form subtitle '{spec.subtitle}' does not fit: the check should have reported it")
        c.setFont(SANS, fitted.size)
        c.setFillColor(MUTED)
        c.drawString(m, top - mm(14.5), spec.subtitle)
    if spec.fields:
        x0 = m + max(title_w, mm(60)) + mm(10)
        avail = page_w - m - x0
        shares = sum(f.width for f in spec.fields)
        x = x0
        for f in spec.fields:
            w = avail * f.width / shares
            c.setFillColor(INK)
            c.setFont(SANS, 8.5)
            c.drawString(x, top - mm(9.5), f"{f.label}:")
            lx = x + c.stringWidth(f"{f.label}:", SANS, 8.5) + mm(1.5)
            c.setStrokeColor(INK)
            c.setLineWidth(0.5)
            c.line(lx, top - mm(10), x + w - mm(4), top - mm(10))
            x += w


def _footer(c, spec: Form, page_w: float, m: float, printer_margin: float) -> None:
    if not spec.footer:
        return
    fitted = footer_fit(spec, page_w, printer_margin)
    if fitted is None:
        raise AssertionError(f"form footer '{spec.footer}' does not fit: the check should have reported it")
    c.setFillColor(MUTED)
    draw_marked(c, text_side(spec, printer_margin), footer_base(spec, printer_margin), spec.footer, SANS, fitted.size)


def render_copies(component, game, options, copies: int) -> tuple[bytes, int, list | None]:
    """The form printed `copies` times into one PDF: (bytes, pages, where each page's foot line ends:
    Output.folios, None where that is at the sheet's foot)."""
    if options.margin != BuildOptions().margin:  # validation checked the default margin's page
        raise_found(lambda found: check_at_margin(component, options.margin, found))
    spec: Form = component.spec
    size = page_size(spec, options.paper)
    sheet = sheet_size(spec, options.paper)
    duplex = flip_edge(spec)
    doc = new_document(options.paper, f"{game.spec.title} – {spec.title}", duplex=duplex, pagesize=sheet)
    m = max(spec.margin, options.margin)
    layouts = [layout_page(spec, p, options.paper, options.margin)[0] for p in range(len(spec.pages))]

    def page(p: int, placed, back: bool) -> None:
        c = doc.canvas
        # the form's top towards the sheet's left edge on a front, its right edge on a back: the long-edge
        # flip puts both on the same edge of the sheet, so the sheet turns over like a book page; a pad's
        # back (turn_over: pad) lies as its front does, so the sheet turns over the form's top edge
        if turned(spec) and back and spec.turn_over == "book":
            c.translate(0, sheet[1])
            c.rotate(-90)
        elif turned(spec):
            c.translate(sheet[0], 0)
            c.rotate(90)
        _heading(c, spec, game.spec.title, size[0], size[1], m, options.margin, spec.pages[p].heading)
        for section in placed:
            draw_section(c, section)
        if spec.fills_blank:
            _slip_cuts(c, placed, options.margin)
        _footer(c, spec, size[0], m, options.margin)
        # the foot line at the form's own foot, as it reads: the game and what the form is; its right end is the
        # print job's identifier's (labels.job_mark_slot)
        if not draw_form_foot(c, size[0], options.margin, game.spec.title, listed_title(spec.title)):
            raise AssertionError(f"form '{spec.title}': its foot line does not fit")

    folios = []
    for _ in range(copies):
        for p, placed in enumerate(layouts):
            back = turned(spec) and doc.pages % 2 == 1  # only a turned form draws its backs otherwise
            folios.append(_folio(spec, sheet, size, options.margin, back))
            doc.page((p, back), lambda: page(p, placed, back))  # a copy repeats the first copy's pages
    return doc.finish(), doc.pages, folios if turned(spec) else None


def _folio(spec: Form, sheet: tuple[float, float], size: tuple[float, float], margin: float, back: bool) -> list:
    """Where the print job's page number goes on a page of the form (Output.folios): the right end of the
    form's own foot line, on the sheet as `page` turns the form onto it."""
    x, y = size[0] - FOLIO_RIGHT, foot_base(margin)
    if not turned(spec):
        return [x, y, 0]
    return [y, sheet[1] - x, -90] if back and spec.turn_over == "book" else [sheet[0] - y, x, 90]


# a sheet of slips (`fills_blank`) is cut apart along dashed lines, the kit's plain cut line (craft_text.LINES_TEXT):
# every slip keeps the same white round its table, the middle of the gaps between them (kit review r25,
# R minor 3: „Potnij arkusz na 6 kartek” with nothing to cut along)
SLIP_TOP_PAD = mm(1)  # above a top slip's title: the heading's line ends just above it
SLIP_EDGE_PAD = GUTTER / 2


def slip_cuts(placed: list[PlacedSection], printer_margin: float) -> tuple[list[float], list[float]]:
    """Where a sheet of slips is cut: (x of the vertical cuts, y of the horizontal ones), page
    coordinates: the middle of every gap between slips, and round the outer slips as much white as
    between two (GUTTER / 2 beside, BAND_GAP / 2 below), never within the printer's margin."""
    rows = sorted({p.top for p in placed}, reverse=True)
    bottoms = [min(p.top - p.section.height() for p in placed if p.top == top) for top in rows]
    lefts = sorted({p.x for p in placed})
    rights = sorted({p.x + p.width for p in placed})
    edge = printer_margin + mm(0.5)
    xs = [max(edge, lefts[0] - SLIP_EDGE_PAD)]
    xs += [(r + l) / 2 for r, l in zip(rights, lefts[1:])]
    xs.append(rights[-1] + min(SLIP_EDGE_PAD, lefts[0] - xs[0]))
    ys = [rows[0] + SLIP_TOP_PAD]
    ys += [(b + t) / 2 for b, t in zip(bottoms, rows[1:])]
    ys.append(max(edge, bottoms[-1] - BAND_GAP / 2))
    return xs, ys


def _slip_cuts(c, placed: list[PlacedSection], printer_margin: float) -> None:
    xs, ys = slip_cuts(placed, printer_margin)
    draw_cut_grid(c, xs, ys, RULE)


def render(component: Component[Form], game: Game, options: BuildOptions) -> list[Output]:
    spec: Form = component.spec
    data, pages, folios = render_copies(component, game, options, spec.copies)
    sheets = (pages + 1) // 2 if flip_edge(spec) else pages
    # the one sheet every sheet repeats: a two-sided one-page form has a copy on each side; a form
    # longer than a sheet has none
    per_copy, sheet_pages = len(spec.pages), 2 if flip_edge(spec) else 1
    fits = per_copy <= sheet_pages and pages % sheet_pages == 0
    unit = [sheet_pages, sheet_pages // per_copy] if fits else None
    return [
        Output(
            game=game.id,
            component=component.name,
            kind=component.kind,
            filename=f"{component.name}.pdf",
            data=data,
            pages=pages,
            sheets=sheets,
            stock="paper",
            title=listed_title(spec.title),
            sides=flip_edge(spec) or "one",
            unit=unit,
            fills_blank=len(spec.pages[0].sections) if spec.fills_blank else 0,
            folios=folios,
        )
    ]
