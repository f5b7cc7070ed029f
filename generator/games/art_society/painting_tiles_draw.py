"""painting-tiles drawn: the paintings' fronts (generated art in its frame, the plaque) and backs, and
their packed sheets (reportlab), imported when tiles are drawn (painting_tiles.py names `render` and
each side with `Drawn`, the registry naming this module)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

from reportlab.lib import colors

from generator.draw.fonts import SANS_BOLD, SERIF_BOLD, text_width
from generator.draw.guide import STOCK_TEXT, draw_guide
from generator.draw.labels import ticket_words
from generator.draw.look import part_guide
from generator.draw.pdf import INK as MARK_INK
from generator.draw.pdf import INNER_MARK_WIDTH, new_document
from generator.draw.sheets import Piece, draw_mark_list, draw_seams, place, sheet_label, sheet_name
from generator.draw.text import fit, reads_otherwise_turned
from generator.games.art_society.packing import Placed, bands, seams, sheet_counts
from generator.games.art_society.painting_tiles import (
    BACK_ICON,
    BACK_RIM,
    CUT_ALLOWANCE,
    FIRST_CUT_WIDTH,
    NAME_SIZES,
    PaintingTiles,
    Tile,
    free_room_line,
    pieces,
    plan,
    plaque_layout,
    sheet_marks,
    sheet_slots,
)
from generator.games.art_society.paintings import draw_frame, draw_painting, draw_theme_symbol, frame_style, theme_style
from generator.games.art_society.plaques import (
    PLAQUE_DIGIT,
    PLAQUE_HEIGHT,
    PLAQUE_LETTER,
    PLAQUE_LETTER_GAP,
    PLAQUE_SYMBOL,
    STAR_RADIUS,
    TITLE_FONT,
    TITLE_LEADING,
    TITLE_PAD,
    PlaqueLayout,
    frame_letter,
    plaque_bottom,
    plaque_left,
    star_centre,
)
from generator.layout.imposition import MARK_MIN, Mark, SheetSpec, Slot, back_position
from generator.model.core import BuildOptions, Component, Game, Output
from generator.model.polish import counted
from generator.model.units import mm, to_mm
from generator.validate.colour_check import CONTRAST, toned

MAT = colors.HexColor("#ebe4d4")  # the light wall around every frame (front)


PLAQUE = colors.HexColor("#fbf6ea")


INK = colors.HexColor("#1e1b24")


STAR = colors.HexColor("#f2c14e")
BACK_GAP = mm(1.6)  # between the number's disc and the theme's name above it, and the star below
BACK_STAR = mm(3)  # the start's star on the back (radius), on the number's disc's lower left rim
# the back's ground (kit review r39 AS minor 3: plain white backs looked unfinished beside the fronts; r40: a
# white band and a frame line along each cut showed a hand-fed duplex drift of 1–1.5 mm as bands of unequal
# width): one light field over the whole back and PAST_CUT past every cut, as the fronts' mat, so the backs
# of a sheet print as one field through every cut and nothing on them runs along a cut
BACK_FIELD_HEX = "#f9f5eb"  # light enough that a back sheet takes under a tenth of its ink (test_card_text)
BACK_FIELD = colors.HexColor(BACK_FIELD_HEX)
PAST_CUT = mm(4)  # how far a side's ground reaches past its cut (the sheet's bleed clips it: place)
NAME_GAP = mm(1.4)  # the theme's icon to its name


def theme_colour(spec: PaintingTiles, tile: Tile) -> str:
    return spec.back_colors.get(tile.painting.theme, "#555555")


def theme_ink(spec: PaintingTiles, tile: Tile, ground: str = "#ffffff") -> str:
    """The theme's colour as its icon and name print on `ground` (the plaque's white, the back's field):
    toned to body-text contrast where the colour is lighter (the themes spread in lightness, r30 AS minor 4:
    Martwa natura's ochre reads 3.2 : 1 on white, its name 4.5 : 1 in a deeper ochre)."""
    return toned(theme_colour(spec, tile), ground, CONTRAST["body"])


def _plaque(c, spec: PaintingTiles, cx: float, bottom: float, tile: Tile, layout: PlaqueLayout) -> None:
    """Museum plaque on the bottom rail: the theme symbol (in the theme's colour), the size, the
    frame's letter and, on a starting painting, its star in one row, the title beside or above them."""
    h, w = layout.height, layout.width
    digit = str(tile.painting.size)
    sym = PLAQUE_SYMBOL
    c.setFillColor(PLAQUE)
    c.setStrokeColor(INK)
    c.setLineWidth(0.4)
    c.roundRect(cx - w / 2, bottom, w, h, mm(1.0), stroke=1, fill=1)
    row_left = cx - w / 2  # the row at the plaque's bottom left, a title beside it or above it (r32 AS minor 6)
    cy = bottom + PLAQUE_HEIGHT / 2
    x = row_left + layout.pad
    # the icon in the theme's colour, as on the back and the museum's track: counting a theme on the board
    draw_theme_symbol(c, x + sym / 2, cy, sym, tile.painting.theme, colors.HexColor(theme_ink(spec, tile)))
    c.setFillColor(INK)
    c.setFont(SERIF_BOLD, PLAQUE_DIGIT)
    tw = c.stringWidth(digit, SERIF_BOLD, PLAQUE_DIGIT)
    c.drawString(x + sym + mm(0.7), cy - PLAQUE_DIGIT * 0.34, digit)
    if reads_otherwise_turned(digit):
        c.rect(x + sym + mm(0.7), cy - PLAQUE_DIGIT * 0.34 - 0.9, tw, 0.5, stroke=0, fill=1)
    c.setFont(SANS_BOLD, PLAQUE_LETTER)  # the frame's initial, a capital as tall as the size, on its baseline
    letter_x = x + sym + mm(0.7) + tw + PLAQUE_LETTER_GAP
    c.drawString(letter_x, cy - PLAQUE_DIGIT * 0.34, frame_letter(tile))
    if tile.starting and layout.star_above:  # centred on its own line between the row and the title
        _star(c, cx, bottom + PLAQUE_HEIGHT + STAR_RADIUS, STAR_RADIUS, STAR, INK)
        c.setFillColor(INK)
    elif tile.starting:  # the row's last sign, PLAQUE_PAD and the title's clearance from the title
        _star(c, row_left + star_centre(tile, layout.pad), cy, STAR_RADIUS, STAR, INK)
        c.setFillColor(INK)
    fitted = layout.fitted
    if fitted is not None:
        c.setFont(TITLE_FONT, fitted.size)
        if layout.inline:
            sep = row_left + layout.row
            c.setStrokeColor(INK)
            c.setLineWidth(0.3)
            c.line(sep, bottom + mm(1.2), sep, bottom + h - mm(1.2))
            c.drawString(sep + TITLE_PAD, cy - fitted.size * 0.32, fitted.lines[0])
        else:
            base = bottom + h - TITLE_PAD - fitted.size * 0.8
            for line in fitted.lines:
                c.drawCentredString(cx, base, line)
                base -= fitted.size * TITLE_LEADING


def _star(c, cx: float, cy: float, r: float, fill, stroke=None) -> None:
    p = c.beginPath()
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        a = math.radians(90 + 36 * i)
        (p.moveTo if i == 0 else p.lineTo)(cx + radius * math.cos(a), cy + radius * math.sin(a))
    p.close()
    c.setFillColor(fill)
    if stroke is not None:
        c.setStrokeColor(stroke)
        c.setLineWidth(0.4)
        c.setLineJoin(1)
    c.drawPath(p, stroke=1 if stroke is not None else 0, fill=1)


def _front(spec: PaintingTiles, tile: Tile, plaque: bool = True):
    """A tile's face; `plaque` False: the painting in its frame alone (a picture too small to keep the plaque's
    words: the title illustration, r42 AS minor 1)."""

    def draw(c, w, h):
        c.setFillColor(MAT)
        c.rect(-PAST_CUT, -PAST_CUT, w + 2 * PAST_CUT, h + 2 * PAST_CUT, stroke=0, fill=1)
        m = spec.mat
        t = spec.frame_width * frame_style(tile.painting.frame).width_factor
        inner = m + t - 0.3
        draw_painting(c, inner, inner, w - 2 * inner, h - 2 * inner, tile.painting.theme, tile.seed, tile.composition)
        draw_frame(c, m, m, w - 2 * m, h - 2 * m, tile.painting.frame, t)
        if not plaque:
            return
        layout = plaque_layout(spec, tile) or plaque_layout(spec, replace(tile, title=None))
        _plaque(c, spec, plaque_left(spec, tile) + layout.width / 2, plaque_bottom(spec), tile, layout)

    return draw


def theme_name(spec: PaintingTiles, theme: str):
    """The theme's name as the backs print it: capitals, 9 pt, on one or two lines of a strip's width
    (the width the check measures it on)."""
    width = (spec.cell - 2 * BACK_RIM) * 0.92
    return fit(
        theme_style(theme).label.upper(), SANS_BOLD, width, max_size=NAME_SIZES[0], min_size=NAME_SIZES[1], max_lines=2
    )


def _name_height(fitted) -> float:
    return fitted.size * (0.78 + 1.05 * (len(fitted.lines) - 1)) if fitted else 0.0


@dataclass(frozen=True)
class BackLayout:
    radius: float  # the number's disc
    disc_y: float  # its centre, from the back's foot
    disc_x: float  # and from its left end
    group_x: float  # the centre of the theme's icon and name
    group_y: float  # their lowest line
    beside: bool  # the icon and name beside the disc (a tile one cell high), else above it


def back_layout(spec: PaintingTiles, w: float, h: float, theme: str) -> BackLayout:
    """The number's disc on a back `w` across and `h` up, read as its front is (kit review r17: lying
    tiles had their backs turned a quarter, the 3 × 1 and 5 × 1 not): the theme's icon and name above
    the disc, centred together, where the tile is tall enough; else beside it, on its right."""
    r = min(min(w, h) * 0.365, min(w, h) / 2 - BACK_RIM, mm(11))  # inside the frame line on a tile one cell across
    text_h = _name_height(theme_name(spec, theme))
    group = BACK_ICON + NAME_GAP + text_h
    fitted = theme_name(spec, theme)
    text_w = max((text_width(line, SANS_BOLD, fitted.size) for line in fitted.lines), default=0.0) if fitted else 0.0
    group_w = max(BACK_ICON, text_w) + mm(2.4)
    above = h > spec.cell * 1.5 and h / 2 + r + BACK_GAP + group <= h - BACK_RIM
    beside = w / 2 + r + BACK_GAP + group_w <= w - BACK_RIM
    # the disc on the tile's centre, the icon and name above it or on its right, wherever they fit (kit review
    # r39 AS minor 3); else (a 2 × 2) the disc and the icon and name centred together, one above the other
    if above or not beside and h > spec.cell * 1.5:
        disc_y = h / 2 if above else (h - group - BACK_GAP - 2 * r) / 2 + r
        return BackLayout(r, disc_y, w / 2, w / 2, disc_y + r + BACK_GAP, False)
    total = 2 * r + BACK_GAP + group_w
    disc_x = w / 2 if beside else (w - total) / 2 + r
    return BackLayout(r, h / 2, disc_x, disc_x + r + BACK_GAP + group_w / 2, (h - group) / 2, True)


def _group_box(spec: PaintingTiles, cx: float, bottom: float, theme: str) -> tuple[float, float, float, float]:
    """The calm patch under the theme's icon and name (_theme_group): left, foot, right, top."""
    fitted = theme_name(spec, theme)
    lines = fitted.lines if fitted else []
    size = fitted.size if fitted else NAME_SIZES[0]
    total = BACK_ICON + NAME_GAP + _name_height(fitted)
    text_w = max((text_width(line, SANS_BOLD, size) for line in lines), default=0.0)
    bw = max(BACK_ICON, text_w) + mm(2.4)
    return cx - bw / 2, bottom - mm(1.2), cx + bw / 2, bottom + total + mm(1.2)


def _theme_group(c, spec: PaintingTiles, cx: float, bottom: float, theme: str, backing, ink) -> float:
    """The theme's icon (BACK_ICON) above its name, centred on `cx` with its lowest line at `bottom`, in
    `ink` on a calm patch of `backing`; returns its height."""
    fitted = theme_name(spec, theme)
    lines = fitted.lines if fitted else []
    size = fitted.size if fitted else NAME_SIZES[0]
    text_h = _name_height(fitted)
    total = BACK_ICON + NAME_GAP + text_h
    x0, y0, x1, y1 = _group_box(spec, cx, bottom, theme)
    c.setFillColor(backing)
    c.roundRect(x0, y0, x1 - x0, y1 - y0, mm(1.2), stroke=0, fill=1)
    draw_theme_symbol(c, cx, bottom + total - BACK_ICON / 2, BACK_ICON, theme, ink)
    c.setFillColor(ink)
    c.setFont(SANS_BOLD, size)
    base = bottom + text_h - size * 0.78
    for line in lines:
        c.drawCentredString(cx, base, line)
        base -= size * 1.05
    return total


def star_spot(tile: Tile, layout: BackLayout, w: float) -> tuple[float, float] | None:
    """The start's star on the back: on every shape at one place, the number's disc's lower left rim
    (kit review r39 AS minor 3: below the disc on some backs, in a corner on others)."""
    if not tile.starting:
        return None
    d = layout.radius * 0.95 / math.sqrt(2)
    return layout.disc_x - d, layout.disc_y - d


def _back(spec: PaintingTiles, tile: Tile):
    """A painting's back, light on ink (as the banknotes' backs): one light field (BACK_FIELD) over the whole
    back and PAST_CUT past it, no white band, no frame line, no cell outlines and no pattern (one rule for
    every size: kit review r36 AS minor 2, the pale theme icons tiled into the cells the badge left free put
    none on the 2 × 2 backs, two on some 4 × 2 and one side only on others, so the piles read as two print
    runs); the size in white on a solid disc of the theme's colour, the theme's icon (8 mm) and name (9 pt)
    in that colour, toned to body-text contrast on the field, right above it (beside it on a tile one cell
    high), the start's star on the disc's rim. Number, icon and name read as the front does, on every tile
    (r17: lying tiles had them turned a quarter). Every back of the painting job is printed: solid backs
    cost a sheet of ink per sheet and show bands."""

    def draw(c, w, h):
        base = colors.HexColor(theme_colour(spec, tile))
        # one light field, no white band and no frame line (r40): a band or line near a cut shows a duplex
        # drift as its width changing from side to side (r27 AS minor 1, r29 AS minor 4, r40), and the
        # field of every back is one colour, so a back shifted over its neighbour's cut shows the same field
        ground = BACK_FIELD
        c.setFillColor(ground)
        c.rect(-PAST_CUT, -PAST_CUT, w + 2 * PAST_CUT, h + 2 * PAST_CUT, stroke=0, fill=1)
        layout = back_layout(spec, w, h, tile.painting.theme)
        cx, cy, r = layout.disc_x, layout.disc_y, layout.radius
        c.setFillColor(base)
        c.circle(cx, cy, r, stroke=0, fill=1)
        digit_size = r * 1.45
        c.setFillColor(colors.white)
        c.setFont(SERIF_BOLD, digit_size)
        c.drawCentredString(cx, cy - digit_size * 0.35, str(tile.painting.size))
        if reads_otherwise_turned(str(tile.painting.size)):  # 6 and 9 swap upside down: underline them
            bar = c.stringWidth(str(tile.painting.size), SERIF_BOLD, digit_size) * 0.8
            c.rect(cx - bar / 2, cy - digit_size * 0.35 - digit_size * 0.13, bar, digit_size * 0.07, stroke=0, fill=1)
        ink = colors.HexColor(theme_ink(spec, tile, BACK_FIELD_HEX))
        _theme_group(c, spec, layout.group_x, layout.group_y, tile.painting.theme, ground, ink)
        star = star_spot(tile, layout, w)
        if star:
            _star(c, star[0], star[1], BACK_STAR, STAR, INK)

    return draw


def _impose(
    doc, sheets: list[list[Placed]], pieces_: list[Piece], cell: float, spec: SheetSpec, options, title: str
) -> None:
    canvas = doc.canvas
    later = []
    ticket = ticket_words(STOCK_TEXT["card"], options.duplex)
    for number, placed in enumerate(sheets, start=1):
        grid, slots = sheet_slots(placed, cell, spec)
        label = f"{sheet_name(title, number, len(sheets))}: {contents_label(placed)}"
        for slot, p in zip(slots, placed):
            place(canvas, slot, slot.x, slot.y, pieces_[p.index], pieces_[p.index].front, mirrored=False)
        # the cuts the butted paintings share, faint as on every sheet of butted pieces (kit review r39, P minor 1's
        # class); the order of the cuts is this sheet's own (cut_words), not the generic one
        draw_seams(canvas, slots, order=False)
        draw_mark_list(
            canvas, seam_ticks(placed, slots, cell), spec, "", (0, 0), INNER_MARK_WIDTH, color=SEAM_TICK_COLOR
        )
        boxes: list = []  # the label first: the marks keep ticket_room.TICK_CLEAR from it
        # the short form keeps the part's name where crop marks leave little room
        sheet_label(
            canvas,
            grid,
            spec,
            label + " · przód",
            f"Arkusz {number}/{len(sheets)}: {contents_label(placed)} · przód",
            len(slots),
            ticket=ticket,
            boxes=boxes,
        )
        _marks(canvas, placed, slots, spec, "", (0, 0), boxes)  # after the label: they keep TICK_CLEAR from it
        doc.show_page()
        if options.duplex == "none":
            later.append((number, grid, slots, placed))
        else:
            _backs(
                doc,
                grid,
                slots,
                placed,
                pieces_,
                spec,
                options.duplex,
                options.back_offset,
                f"{label} · tył",
                f"Arkusz {number}/{len(sheets)}: {contents_label(placed)} · tył",
                ticket,
            )
    for number, grid, slots, placed in later:
        _backs(
            doc,
            grid,
            slots,
            placed,
            pieces_,
            spec,
            "none",
            options.back_offset,
            f"{sheet_name(title, number, len(sheets))}: {contents_label(placed)} · tył",
            f"Arkusz {number}/{len(sheets)}: {contents_label(placed)} · tył",
            ticket,
        )


def cut_words(sheets: list[list[Placed]]) -> str:
    """How the sheets are cut, as their marks are drawn (`sheet_marks`, `seam_ticks`): one grid, every
    cut from mark to mark across the sheet; two bands, first the bold cut between them, then each band;
    where a cut ends at the other band or on a strip already cut off, the ticks on the tiles' seam."""
    ticks = "krótka kreska na styku dwóch obrazów"
    if any(len(bands(placed)) > 1 for placed in sheets):
        return (
            "Arkusz z dwoma pasami najpierw przetnij po pogrubionych znacznikach (między pasami), potem "
            "każdy pas osobno. Każde cięcie biegnie od znacznika do znacznika: na marginesie, a tam, gdzie cięcie "
            f"kończy się przy drugim pasie albo na odciętym już pasku, wyznacza je {ticks}."
        )
    return (
        "Cięcie: każde cięcie biegnie przez cały arkusz, od znacznika do znacznika na przeciwległych marginesach; "
        f"na odciętym już pasku koniec cięcia wyznacza {ticks}."
    )


SEAM_TICK = MARK_MIN  # each arm of the ticks where two tiles' cut lines meet, on the mats' seam: a crop mark's
# the seam ticks in ink, bolder than the margin's marks (pdf.INNER_MARK_WIDTH), as every mark inside a sheet: they
# decide where a cut inside the sheet stops (kit review r32, AS minor 2: in a deeper tone of the mat, #9a8a70 at
# 0.3 pt, 2.7:1 on the cream, they nearly vanished under a lamp with a rule over them). They lie on a cut, so a
# cut 0.3 mm off leaves a stub of them on a finished tile's edge (r27 AS minor 2: it read as a dark nick): a
# cut made on them splits them, and the blade that stops on a tick it can see is worth that hairline
SEAM_TICK_COLOR = MARK_INK  # the margin marks' ink: 11.8:1 on the mat


def seam_ticks(placed: Sequence[Placed], slots: Sequence[Slot], cell: float) -> list[Mark]:
    """Ticks on the fronts at both ends of every stretch of cut two tiles share (`packing.seams`),
    SEAM_TICK (3 mm) long or half the stretch: they lie on the cut itself, in the middle of the two mats'
    light seam, so a clean cut takes them off, and a cut that ends at the other band, or on a strip
    already cut off the sheet, still runs from mark to mark (kit review r26, Art Society major 1)."""
    p, s = placed[0], slots[0]
    left, top = s.x - p.col * cell, s.y + s.height + p.row * cell
    ticks = []
    for (c1, r1), (c2, r2) in seams(placed):
        x1, y1, x2, y2 = left + c1 * cell, top - r1 * cell, left + c2 * cell, top - r2 * cell
        length = math.hypot(x2 - x1, y2 - y1)
        arm = min(SEAM_TICK, length / 2) / length
        dx, dy = (x2 - x1) * arm, (y2 - y1) * arm
        ticks += [Mark(x1, y1, x1 + dx, y1 + dy), Mark(x2 - dx, y2 - dy, x2, y2)]
    return ticks


def _marks(canvas, placed, slots, spec: SheetSpec, turn: str, offset, clear=()) -> None:
    """The sheet's crop marks as the side prints them, the cut between two bands in bold (first cut), kept
    ticket_room.TICK_CLEAR from the boxes `clear` (the sheet's label: sheets.draw_mark_list)."""
    marks, first = sheet_marks(placed, slots, spec)
    draw_mark_list(canvas, marks, spec, turn, offset, clear=clear)
    draw_mark_list(canvas, first, spec, turn, offset, FIRST_CUT_WIDTH, clear=clear)


def contents_label(placed: list[Placed]) -> str:
    """What a sheet holds, for its label: "6 obrazów 3 × 3, 2 obrazy 3 × 2", each shape as the rulebook
    writes it (long side × short side in fields), however the tiles are turned on the sheet."""
    shapes: dict[tuple[int, int], int] = {}
    for n, w, h in sheet_counts(placed):
        shape = (max(w, h), min(w, h))
        shapes[shape] = shapes.get(shape, 0) + n
    ordered = sorted(shapes.items(), key=lambda item: (-item[1], item[0]))
    return ", ".join(f"{counted(n, 'obraz', 'obrazy', 'obrazów')} {long} × {short}" for (long, short), n in ordered)


def _backs(doc, grid, slots, placed, pieces_, spec, duplex, offset, label, short, ticket: str = "") -> None:
    canvas = doc.canvas
    for slot, p in zip(slots, placed):
        x, y = back_position(slot, spec.paper, duplex, offset)
        if duplex == "short":  # the sheet turns over top to bottom: top and bottom bleed swap
            slot = Slot(
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
                slot.bleed_bottom,
                slot.bleed_top,
            )
        place(canvas, slot, x, y, pieces_[p.index], pieces_[p.index].back, mirrored=duplex != "short")
    boxes: list = []  # the label first: the marks keep ticket_room.TICK_CLEAR from it
    if duplex != "short":
        sheet_label(canvas, grid, spec, label, short, len(slots), mirrored=True, ticket=ticket, boxes=boxes)
    _marks(canvas, placed, slots, spec, "short" if duplex == "short" else "long", offset, boxes)
    doc.show_page()


def render(component: Component[PaintingTiles], game: Game, options: BuildOptions) -> list[Output]:
    spec: PaintingTiles = component.spec
    sheet, all_tiles, sheets = plan(spec, options)
    pieces_ = pieces(spec)
    auction = sum(1 for t in all_tiles if not t.starting)
    starting = len(all_tiles) - auction
    sizes = sorted({t.painting.size for t in all_tiles})
    first = {t.painting.frame: t for t in all_tiles}
    letters = [frame_letter(first[f]) for f in spec.frames if f in first]  # in the frames' order: Z, S, D, C
    title = "Obrazy"
    contents = [
        f"{counted(auction, 'obraz', 'obrazy', 'obrazów')} na aukcję i {counted(starting, 'obraz', 'obrazy', 'obrazów')} startowych (z gwiazdką na rewersie i na "
        f"tabliczce); rozmiary {sizes[0]}–{sizes[-1]} pól, pole {to_mm(spec.cell):g} mm".replace(".", ",")
        + f" – o {to_mm(CUT_ALLOWANCE):g} mm".replace(".", ",")
        + " mniejsze niż pole planszy kolekcji.",
        "Przód: obraz w ramie i tabliczka z tytułem, znakiem tematu, rozmiarem i literą ramy "
        f"({', '.join(letters)}). Rewers: rozmiar, temat, "
        "a na obrazach startowych gwiazdka.",
    ]
    notes = [
        # the label's own words say where it is: sheet_label sets it at the foot, the head or turned in a
        # side margin, as the crop marks leave room (kit review r19: „Pod arkuszem” for a label on the left)
        cut_words(sheets),
        f"Na marginesie arkusza, w jego opisie („{sheet_name(title, 1, len(sheets))}: …”): ile obrazów jakiego "
        "kształtu na nim jest (dłuższy bok × krótszy bok w polach).",
    ]
    notes += [line for line in [free_room_line(spec, sheet, all_tiles, sheets)] if line]
    doc = new_document(options.paper, f"{game.spec.title} – {title}", duplex=options.duplex)
    draw_guide(
        doc,
        part_guide(
            game,
            title=title,
            contents=contents,
            paper=options.paper,
            duplex=options.duplex,
            notes=notes,
            sheets=len(sheets),
        ),
    )
    _impose(doc, sheets, pieces_, spec.cell, sheet, options, title)
    data = doc.finish()
    return [
        Output(
            game=game.id,
            component=component.name,
            kind=component.kind,
            filename=f"{component.name}.pdf",
            **doc.described(game.spec.title),
            data=data,
            pages=doc.pages,
            sheets=len(sheets),
            stock="card",
            duplex=True,
        )
    ]
