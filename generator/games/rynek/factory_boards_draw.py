"""factory-boards drawn: the factory boards, machines and walls, their pieces and their sheets
(reportlab), imported when they are drawn (factory_boards.py names `render` and `pieces` with `Drawn`, the registry naming this module)."""

from __future__ import annotations

import math

from reportlab.lib import colors

from generator.draw.fold_figure import RIDGE, FoldPlan
from generator.draw.fonts import SANS, SANS_BOLD, SANS_SEMIBOLD, SERIF_BOLD
from generator.draw.guide import STOCK_TEXT, draw_guide
from generator.draw.kinds.band_sheets import GroupName, draw_band_page
from generator.draw.kinds.guest_pieces import (
    guest_groups,
    guest_lines,
    part_title,
    plan_with_guests,
    sheets_for_guests,
    sheets_of_guests,
)
from generator.draw.kinds.piece_sheets import sheet_spec
from generator.draw.kinds.piece_symbols import is_light
from generator.draw.kinds.standees import (
    OUTLINE,
    backgrounds,
    edge_colour,
    pale,
)
from generator.draw.labels import ticket_words
from generator.draw.look import part_guide
from generator.draw.pdf import INK, draw_fold, new_document
from generator.draw.sheets import Piece, impose, sheet_name
from generator.draw.text import fit
from generator.games.rynek.factory_boards import (
    BOARD_SIDE,
    FACTORY_GUTTER,
    HEADER,
    LABEL,
    OWNER_BOX,
    PILE,
    PRODUCTS,
    REMINDER_BASE,
    REMINDER_LEADING,
    SPOT,
    FactoryBoards,
    Owner,
    palette_of,
    reminder_fit,
    reminder_of,
    slot_places,
    slot_size,
    spots,
    store_boxes,
    stores_width,
)
from generator.games.rynek.marks import draw_mark
from generator.layout.bands import place_bands
from generator.layout.imposition import plan_grid, sheets_needed
from generator.model.core import BuildOptions, Component, Game, Output
from generator.model.units import mm, to_mm
from generator.validate.colour_check import CONTRAST, best_ink, toned

PAPER_HEX = "#f4efe3"
PAPER = colors.HexColor(PAPER_HEX)


MUTED = colors.HexColor("#6b665d")  # the dotted slots' outline
# a caption on the cream board (the production line, the slots, the stores' names, the reminder):
# CAPTION_SIZE pt or more at 70 % black or darker, read across the table (kit review r19, R minor 2:
# 6.8 pt light grey read as a footnote)
CAPTION = colors.HexColor("#48443d")
CAPTION_SIZE = 7.5
SPOT_NUMBER = 8.0  # a spot's number, read when no token lies on it
# a pale header's frame (`_board`): its line, and its inset from the cut (2.2 mm, a pawn panel's until r39, when
# the pawns' keylines moved 3 mm in: the header's frame is a band's, not a cut piece's edge), a pale header's
# edge band EDGE_BAND deep at the top, and its frame PALE_LINE wide (the pale pawn's dark ring until r39)
BAND_FRAME_LINE = 0.75
BAND_FRAME_INSET = mm(2.2)
EDGE_BAND = mm(1.5)
PALE_LINE = mm(2.2) + 0.25 - mm(0.6)
WALL_CLEAR = mm(1.2)
FRAME_CLEAR = mm(
    3
)  # a machine's inner frame inside its cut (as a pawn's keyline, r38/r39)  # the bricks stop this far from the cut and fold lines of a wall


TICKET = ticket_words(STOCK_TEXT["card"], "one")  # every sheet of the part: card, one-sided


def _hex(value: str):
    return colors.HexColor(value)


def _gear(c, cx, cy, r, teeth: int = 10, fill=None, stroke=None, hole: float = 0.38) -> None:
    """A simple cog: a toothed outline with a hole."""
    path = c.beginPath()
    points = []
    for i in range(teeth * 4):
        angle = 2 * math.pi * i / (teeth * 4)
        radius = r if (i % 4) in (1, 2) else r * 0.8
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    path.moveTo(*points[0])
    for point in points[1:]:
        path.lineTo(*point)
    path.close()
    path.circle(cx, cy, r * hole)
    if fill is not None:
        c.setFillColor(fill)
    if stroke is not None:
        c.setStrokeColor(stroke)
        c.setLineWidth(0.8)
    c.drawPath(path, stroke=1 if stroke is not None else 0, fill=1 if fill is not None else 0, fillMode=0)


def _zone(c, x, y, w, h, fill, border) -> None:
    c.setFillColor(fill)
    c.setStrokeColor(border)
    c.setLineWidth(0.8)
    c.roundRect(x, y, w, h, mm(2), stroke=1, fill=1)


def _tint(hex_colour: str, white: float) -> colors.Color:
    base = _hex(hex_colour)
    return colors.Color(
        base.red + (1 - base.red) * white, base.green + (1 - base.green) * white, base.blue + (1 - base.blue) * white
    )


def _chip(c, x, y, size, letter, fill, ink, symbol=None) -> None:
    """A raw-material token: its colour, letter and shape (marks.py)."""
    c.setFillColor(_hex(fill))
    c.setStrokeColor(INK)
    c.setLineWidth(0.5)
    c.circle(x + size / 2, y + size / 2, size / 2, stroke=1, fill=1)
    draw_mark(c, x + size / 2, y + size / 2, size * 0.9, letter, symbol, ink)


INK_HEX = "#1d1d1b"  # pdf.INK
FABRYKA_SIZE = 16.0  # „FABRYKA” in the header band (20 pt in the 14 mm band before r42)


def header_inks(owner: Owner) -> dict[str, tuple[str, str]]:
    """The texts of a factory's header band and their grounds, as `_board` prints them: „FABRYKA” and the
    owner's name in white or the dark ink, whichever reads better on the owner's colour (kit review r38, R
    minor 2: white on the orange 2.6 : 1, light enough to take the dark ink at 6.4 : 1), the mark on its white
    disc in the owner's colour toned to the 3 : 1 of a large numeral (the dark ink on a light owner)."""
    text = best_ink(owner.color, ("#ffffff", INK_HEX))
    mark = INK_HEX if is_light(owner.color) else toned(owner.color, "#ffffff", CONTRAST["large"])
    return {"text": (text, owner.color), "mark": (mark, "#ffffff")}


# the owner's number badge in the header: BADGE of the header's depth across its radius, centred on the band; in a
# framed header (a pale owner's), inside the frame's inner edge by BADGE_CLEAR at the least (r41 R minor 4: factory
# 5's 10 mm badge broke the top bar of its black frame, 0.3 mm above the bar's outer edge)
BADGE = 0.36
BADGE_CLEAR = mm(0.6)


def badge(w: float, h: float, frame: float | None = None) -> tuple[float, float, float]:
    """(centre x, centre y, radius) of the number badge on a factory `w` × `h`; `frame`: the header frame's line
    width where it has one (`_board`), the badge then centred in the frame's inner box and kept inside it."""
    r, cy = HEADER * BADGE, h - HEADER / 2
    if frame is not None:
        top = h - BAND_FRAME_INSET - frame  # the frame's inner edge, at the top and at its foot
        foot = h - HEADER + EDGE_BAND / 2 + frame / 2
        cy, r = (top + foot) / 2, min(r, (top - foot) / 2 - BADGE_CLEAR)
    return w - mm(6) - HEADER * BADGE, cy, r


def _board(spec: FactoryBoards, owner: Owner, palette, reminder: str, ground: list[str] = ()):
    """A factory in `owner`'s colour; `ground`: the colours its header band must part from beside the
    factory's own cream (the boards' backgrounds, beside which it lies: standees.edge_colour)."""
    edge = edge_colour(owner.color, [PAPER_HEX, *ground])
    # a pale owner (standees.pale: the white factory on the cream) takes its pawn's dark band as its frame, as
    # wide as on the pawn (r36 R minor 6: a 0.75 pt frame in a mid shade left the header barely a band)
    wide = pale(owner.color, [PAPER_HEX, *ground])

    def draw(c, w, h):
        c.setFillColor(PAPER)
        c.rect(-mm(3), -mm(3), w + mm(6), h + mm(6), stroke=0, fill=1)
        # header band in the owner's colour
        inks = header_inks(owner)
        ink = _hex(inks["text"][0])
        c.setFillColor(_hex(owner.color))
        c.rect(-mm(3), h - HEADER, w + mm(6), HEADER + mm(3), stroke=0, fill=1)
        frame = None
        if edge:  # a pale header (white, sand, sky blue) reads as a band by its dark edge, as the pawn of its
            # colour does (r30, R minor 3: the white and sand factories 1.1 and 1.9 : 1 against the cream),
            # and by a frame of that edge round it, inside the cut as a pawn panel's frame (r35 R minor 6: the
            # white header at 1.02 : 1 on the cream showed only its lower rule)
            band_colour = OUTLINE[1] if wide else edge
            line = PALE_LINE if wide else BAND_FRAME_LINE
            c.setFillColor(_hex(band_colour))
            c.rect(-mm(3), h - HEADER, w + mm(6), EDGE_BAND, stroke=0, fill=1)
            c.setStrokeColor(_hex(band_colour))
            c.setLineWidth(line)
            inset = BAND_FRAME_INSET + line / 2
            c.rect(inset, h - HEADER + EDGE_BAND / 2, w - 2 * inset, HEADER - EDGE_BAND / 2 - inset, stroke=1, fill=0)
            frame = line
        # the words centred on the badge's line: in a framed header, its frame's inner box
        cx, cy, r = badge(w, h, frame)
        c.setFillColor(ink)
        c.setFont(SERIF_BOLD, FABRYKA_SIZE)
        c.drawString(mm(6), cy - FABRYKA_SIZE * 0.35, "FABRYKA")
        fitted = fit(owner.name, SANS_BOLD, w * OWNER_BOX[0], max_size=OWNER_BOX[1], min_size=OWNER_BOX[2])
        size = fitted.size if fitted else OWNER_BOX[2]
        c.setFillColor(colors.white)
        c.setStrokeColor(INK)
        c.setLineWidth(0.6)
        c.circle(cx, cy, r, stroke=1 if is_light(owner.color) else 0, fill=1)
        c.setFillColor(_hex(inks["mark"][0]))
        c.setFont(SERIF_BOLD, r * 1.2)
        c.drawCentredString(cx, cy - r * 0.42, owner.mark)
        c.setFillColor(ink)
        c.setFont(SANS_BOLD, size)
        c.drawRightString(cx - r - mm(3), cy - size * 0.35, owner.name)
        # the machine slots, one column at the right (kit review r42, R major 1)
        slot = slot_size(spec)
        for i, (sx, sy) in enumerate(slot_places(spec)):
            c.setFillColor(colors.Color(1, 1, 1, alpha=0.7))
            c.setStrokeColor(MUTED)
            c.setLineWidth(0.8)
            c.setLineCap(1)
            c.setDash(0.1, 2.4)  # dotted: a place to put a machine, never read as a cut (dashed) or a fold (dash-dot)
            c.roundRect(sx, sy, slot, slot, mm(1.5), stroke=1, fill=1)
            c.setLineCap(0)
            c.setDash()
            _gear(c, sx + slot / 2, sy + slot / 2 + mm(2), slot * 0.26, fill=None, stroke=colors.HexColor("#c9c2b2"))
            c.setFillColor(CAPTION)
            c.setFont(SANS, CAPTION_SIZE)
            c.drawCentredString(sx + slot / 2, sy + mm(3), f"miejsce na maszynę {i + 1}")
        # stores: a title over a column of boxes each, one row a raw colour and a product
        raw, products = store_boxes(spec)
        _title(c, raw[0], "MAGAZYN SUROWCÓW", "")
        _title(c, products[0], "MAGAZYN PRODUKTÓW", "żeton na żetonie, każdy osobno")
        for box, colour in zip(raw, ("yellow", "green", "red")):
            _raw_box(c, box, palette[colour])
        for box, (a, b) in zip(products, PRODUCTS):
            _product_box(c, box, palette[a], palette[b])
        c.setFillColor(CAPTION)
        fitted = reminder_fit(reminder, stores_width(spec))
        if fitted is None:
            raise AssertionError(f"the reminder '{reminder}' does not fit: the check should have reported it")
        c.setFont(SANS, fitted.size)
        for k, line in enumerate(reversed(fitted.lines)):
            c.drawString(BOARD_SIDE, REMINDER_BASE + k * REMINDER_LEADING * fitted.size, line)

    return draw


def _title(c, box, title: str, note: str) -> None:
    """A store's title over its first box, its note (how tokens lie there) after it."""
    x, y, _, h = box
    c.setFillColor(INK)
    c.setFont(SANS_BOLD, 9.5)
    c.drawString(x, y + h + mm(1.5), title)
    c.setFillColor(CAPTION)
    c.setFont(SANS, CAPTION_SIZE)
    c.drawString(x + c.stringWidth(title, SANS_BOLD, 9.5) + mm(2), y + h + mm(1.5), note)


def _spot(c, cx, cy, number: str) -> None:
    """A dotted circle where a token (a product, a pile) lies, its number in the middle."""
    c.setFillColor(colors.Color(1, 1, 1, alpha=0.75))
    c.setStrokeColor(MUTED)
    c.setLineWidth(0.7)
    c.setLineCap(1)
    c.setDash(0.1, 2.0)
    c.circle(cx, cy, SPOT / 2, stroke=1, fill=1)
    c.setLineCap(0)
    c.setDash()
    c.setFillColor(CAPTION)
    c.setFont(SANS_SEMIBOLD, SPOT_NUMBER)
    c.drawCentredString(cx, cy - SPOT_NUMBER * 0.35, number)


def _raw_box(c, box, colour) -> None:
    """A raw colour's box: its chip (letter and shape) over „po 10” in the label column, a spot for each pile."""
    letter, _, fill, _, symbol = colour
    x, y, w, h = box
    _zone(c, x, y, w, h, _tint(fill, 0.78), _hex(fill))
    chip = mm(8.5)
    label = LABEL["raw"]
    _chip(
        c,
        x + (label - chip) / 2 + mm(0.5),
        y + h - chip - mm(2),
        chip,
        letter,
        fill,
        "#1d1d1b" if is_light(fill) else "#ffffff",
        symbol,
    )
    c.setFillColor(CAPTION)
    c.setFont(SANS_SEMIBOLD, CAPTION_SIZE)
    c.drawCentredString(x + label / 2 + mm(0.5), y + mm(2.5) + CAPTION_SIZE * 1.15, "stosy")
    c.drawCentredString(x + label / 2 + mm(0.5), y + mm(2.5), f"po {PILE}")
    for cx, cy in spots(box, "raw"):
        _spot(c, cx, cy, f"{PILE}")


def _product_box(c, box, a, b) -> None:
    """A product's box: its two chips, one on the other, over its name in the label column, then its
    numbered spots, one product on each."""
    x, y, w, h = box
    _zone(c, x, y, w, h, colors.HexColor("#f7f3ea"), _hex(a[2]))
    chip = mm(7)
    cx = x + LABEL["product"] / 2 + mm(0.5)
    cy = y + h - chip - mm(3)
    _chip(c, cx - chip * 0.95, cy + mm(0.8), chip, a[0], a[2], a[3], a[4])
    _chip(c, cx - chip * 0.05, cy - mm(0.8), chip, b[0], b[2], b[3], b[4])
    c.setFillColor(INK)
    c.setFont(SANS_BOLD, 9)
    c.drawCentredString(cx, y + mm(2.5), f"{a[0]}-{b[0]}")
    for n, (sx, sy) in enumerate(spots(box, "product"), start=1):
        _spot(c, sx, sy, str(n))


def _machine(spec: FactoryBoards):
    def draw(c, w, h):
        base = _hex(spec.machines.color)
        c.setFillColor(base)
        c.rect(-mm(3), -mm(3), w + mm(6), h + mm(6), stroke=0, fill=1)
        c.setStrokeColor(colors.Color(1, 1, 1, alpha=0.5))
        c.setLineWidth(0.8)
        # the frame FRAME_CLEAR inside the cut, where a cut half a millimetre off leaves it even to the eye
        # (kit review r38, R minor 5: at 1.7 mm it showed every such cut)
        c.roundRect(FRAME_CLEAR, FRAME_CLEAR, w - 2 * FRAME_CLEAR, h - 2 * FRAME_CLEAR, mm(1.5), stroke=1, fill=0)
        screw = FRAME_CLEAR + mm(1.8)  # inside the frame, clear of its line
        for sx, sy in ((screw, screw), (w - screw, screw), (screw, h - screw), (w - screw, h - screw)):
            c.setFillColor(colors.Color(1, 1, 1, alpha=0.6))
            c.circle(sx, sy, mm(0.9), stroke=0, fill=1)
        _gear(c, w * 0.5, h * 0.56, w * 0.27, teeth=11, fill=colors.HexColor("#e9e4d8"))
        _gear(c, w * 0.77, h * 0.78, w * 0.1, teeth=8, fill=colors.HexColor("#c9c2b2"))
        c.setFillColor(colors.white)
        c.setFont(SANS_BOLD, 8.5)
        c.drawCentredString(w / 2, mm(4.2), "MASZYNA")

    return draw


def _wall(spec: FactoryBoards):
    """Two brick faces mirrored about the fold: folded, the wall stands as a ridge on the line. The
    bricks keep WALL_CLEAR off the cut and the fold; the fold is drawn over them with a light band
    (pdf.draw_fold), so it does not vanish in the mortar; the cut is the crop marks' alone."""

    def draw(c, w, h):
        base = _hex(spec.walls.color)
        c.setFillColor(base)
        c.rect(-mm(3), -mm(3), w + mm(6), h + mm(6), stroke=0, fill=1)
        face = h / 2
        mortar = colors.HexColor("#e8dcc8")
        c.setStrokeColor(mortar)
        c.setLineWidth(0.6)
        courses = 3
        brick = (face - 2 * WALL_CLEAR) / courses
        left, right = WALL_CLEAR, w - WALL_CLEAR
        for half in (0, 1):
            y0 = half * face + WALL_CLEAR
            for k in range(1, courses):
                c.line(left, y0 + k * brick, right, y0 + k * brick)
            for k in range(courses):
                offset = (brick * 1.1) if (k + half) % 2 else 0
                x = left + offset
                while x < right:
                    if x > left:
                        c.line(x, y0 + k * brick, x, y0 + (k + 1) * brick)
                    x += brick * 2.2
        # no line on the cut: the walls butt on the sheet and the crop marks give each cut, the brick
        # colour runs across it (kit review r18: a white–black–white hairline on every cut showed on one
        # wall or the other when a cut ran 0.3 mm off); the fold a bold dark dash on a light band
        draw_fold(c, 0, face, w, face, ridge=True)  # a ridge, as its fold figure says

    return draw


def pieces(spec: FactoryBoards, game) -> tuple[list[Piece], list[Piece], list[Piece]]:
    palette = palette_of(game)
    reminder = reminder_of(game)
    owners = spec.factories.owners
    boards = [
        Piece(
            spec.factories.width,
            spec.factories.height,
            _board(spec, owners[i % len(owners)], palette, reminder, backgrounds(game)),
            None,
            f"fabryka {owners[i % len(owners)].mark}",
        )
        for i in range(spec.factories.count)
    ]
    machine = _machine(spec)
    machines = [
        Piece(spec.machines.size, spec.machines.size, machine, None, "maszyna") for _ in range(spec.machines.count)
    ]
    wall = _wall(spec)
    walls = [Piece(spec.walls.length, 2 * spec.walls.height, wall, None, "mur") for _ in range(spec.walls.count)]
    return boards, machines, walls


def _small_plan(groups: list[tuple[list[Piece], str]], guests, bleed: float, options):
    """Machines and walls (and the guests' pieces) in bands on sheets of their own: (pages, pieces by group, own)."""
    groups = [(pieces, name) for pieces, name in groups if pieces]
    pages, by_group = plan_with_guests([p for p, _ in groups], guests, options, bleed)
    return pages, by_group, groups


def _small_pieces(
    doc, plan, guests, bleed: float, options, name: str, first: int, total: int
) -> tuple[int, int, list[int]]:
    """Machines and walls (and the guests' pieces, upright or turned) share sheets in bands
    (layout/bands.py), each band with its own crop marks, each group named over its first band; the
    sheet label is the part's (`name`), numbered `first`… of the part's `total` sheets, as on the
    factories' sheets. Returns the sheets used, those of them only the guests need and the part's sheets
    (numbered from `first`) that carry the guests' pieces."""
    pages, by_group, mine = plan
    own = [p for p, _ in mine]
    groups = list(zip(by_group, [name for _, name in mine] + [title.lower() for title, _ in guests]))
    for number, page in enumerate(pages, start=first):
        label = sheet_name(name, number, total)
        draw_band_page(
            doc,
            place_bands(page, options.paper, options.margin, bleed, named=True),
            by_group,
            options,
            bleed,
            False,
            label,
            [GroupName(((group, group.upper(), len(p), ""),)) for p, group in groups],
            TICKET,
        )
    if not guests:
        return len(pages), 0, []
    at = [first - 1 + n for n in sheets_of_guests(own, pages)]
    return len(pages), sheets_for_guests(own, pages, options, bleed), at


def render(component: Component[FactoryBoards], game: Game, options: BuildOptions) -> list[Output]:
    spec: FactoryBoards = component.spec
    boards, machines, walls = pieces(spec, game)
    name = part_title(game, component)  # the one name of these sheets, guests included
    doc = new_document(options.paper, f"{game.spec.title} – {name}")
    contents = [
        f"{len(boards)} plansz fabryk {to_mm(spec.factories.width):.0f} × {to_mm(spec.factories.height):.0f} mm "
        f"(po jednej dla gracza, w kolorach pionków), każda z {spec.factories.slots} miejscami na maszyny, "
        "magazynem surowców i magazynem produktów.",
        f"{len(machines)} maszyn {to_mm(spec.machines.size):.0f} × {to_mm(spec.machines.size):.0f} mm.",
        f"{len(walls)} murów {to_mm(spec.walls.length):.0f} mm długości: złóż każdy wzdłuż linii kreska-dwie kropki (—\u00a0·\u00a0·\u00a0—), "
        "aby stał jak daszek na linii planszy.",
    ] + guest_lines(guest_groups(component, game))
    sheets = 0
    if boards:
        # each board in its owner's colour: a gutter, each its own bleed, so a cut off the line shows
        # no neighbour's colour
        s = sheet_spec(boards[0].width, boards[0].height, spec.factories.bleed, 0.0, options, gutter=FACTORY_GUTTER)
    guests = guest_groups(component, game)
    small = _small_plan([(machines, "maszyny"), (walls, "mury")], guests, spec.bleed, options)
    # one name and one count for every sheet of the part, as its job's cover names it
    own = sheets_needed(len(boards), plan_grid(s)) if boards else 0
    total = own + len(small[0])
    # its cover says its sheets as every part file's does (r38 R minor 7: fabryki.pdf said none)
    draw_guide(
        doc,
        part_guide(
            game,
            title=name,
            contents=contents,
            paper=options.paper,
            duplex=None,
            stock=STOCK_TEXT["card"],
            sheets=total,
        ),
    )
    if boards:
        impose(
            doc,
            boards,
            s,
            duplex=options.duplex,
            back_offset=options.back_offset,
            title=name,
            total=total,
            ticket=TICKET,
        )
        sheets += own
    small_sheets, for_guests, guest_at = _small_pieces(doc, small, guests, spec.bleed, options, name, sheets + 1, total)
    sheets += small_sheets
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
            sheets=sheets,
            stock="card",
            guest_sheets=for_guests,
            guest_at=guest_at or None,
        )
    ]


def kind_pieces(component: Component[FactoryBoards], game: Game) -> list[Piece]:
    """Every piece in the kit's order, as the sheets print them (rulebook figures draw these)."""
    return [p for part in pieces(component.spec, game) for p in part]


def fold_plans(component: Component[FactoryBoards], game: Game) -> list:
    """How a wall folds (the job's cover draws it, fold_figure): the wall itself, its two brick faces bent away
    from the print along the middle, so it stands on the board's line as a ridge."""
    walls = component.spec.walls
    if not walls.count:
        return []
    return [
        FoldPlan(
            title="mury",
            piece=pieces(component.spec, game)[2][0],
            panels=(walls.height, walls.height),
            kinds=(RIDGE,),
            steps=(("zegnij {0}: stoi jak daszek", (-140,)),),
            lean=70.0,
        )
    ]
