"""tokens drawn: the chits' faces, their pieces and their sheets (reportlab), imported when chits
are drawn (tokens.py names `render` and `pieces` with `Drawn`, the registry naming this module)."""

from __future__ import annotations

import math
from dataclasses import replace

from reportlab.lib import colors

from generator.draw.art.pictograms import draw_pictogram
from generator.draw.craft_text import sold_punch
from generator.draw.fonts import SANS_BOLD, SANS_SEMIBOLD, SERIF_BOLD, text_width
from generator.draw.guide import STOCK_TEXT, draw_guide
from generator.draw.kinds.band_sheets import GroupName
from generator.draw.kinds.band_sheets import draw_band_page as _draw_page
from generator.draw.kinds.guest_pieces import (
    guest_groups,
    guest_lines,
    part_title,
    plan_with_guests,
    sheets_for_guests,
    sheets_of_guests,
)
from generator.draw.kinds.piece_symbols import MEDALLION, draw_symbol, is_light, radius_for
from generator.draw.kinds.reuse import draw_once
from generator.draw.kinds.tokens import (
    CUT_LINE,
    FACE_BLEED,
    FIGURE_HEIGHT,
    LABEL_WIDTH,
    LETTERED_FIGURE,
    LETTERED_GAP,
    LETTERED_LETTER,
    LETTERED_STACK,
    LETTERED_SYMBOL,
    LIGHT_OUT,
    LIGHT_RIM,
    LIGHT_SCALE,
    MIN_LABEL,
    NUMBER_SIZE,
    NUMBER_Y,
    NUMBERED_SCALE,
    NUMBERED_SHIFT,
    NUMERAL_GAP,
    RING_LINE,
    RING_TINT,
    SHAPE_SCALE,
    Face,
    Tokens,
    Variant,
    above_lift,
    caption_fit,
    colour_letter,
    cut_across,
    describe,
    face_layout,
    face_stack,
    groups,
    is_numeral,
    label_size,
    or_else,
    resolved,
    ring_dash,
    ring_radius,
    side_colours,
)
from generator.draw.labels import LINE_FOOT, line_margin, ticket_words
from generator.draw.look import part_guide
from generator.draw.patterns import mix
from generator.draw.pdf import new_document, piece_kind
from generator.draw.registration import BACK_TOLERANCE
from generator.draw.sheets import Piece, sheet_name
from generator.draw.text import fit
from generator.layout.bands import (
    COLOUR_GUTTER_MIN,
    colour_columns,
    column_order,
    lift_last,
    place_bands,
    side_room,
)
from generator.model.core import BuildOptions, Component, Game, Output
from generator.model.polish import counted
from generator.model.units import mm, to_mm
from generator.validate.colour_check import CONTRAST, contrast_ratio


def _shape_path(c, shape: str, cx: float, cy: float, r: float):
    """Outline of a chit: circle of radius r, square of half-side r, flat-topped hexagon of radius r."""
    p = c.beginPath()
    if shape == "circle":
        p.circle(cx, cy, r)
    elif shape == "square":
        p.rect(cx - r, cy - r, 2 * r, 2 * r)
    else:
        points = [(cx + r * math.cos(math.radians(60 * i)), cy + r * math.sin(math.radians(60 * i))) for i in range(6)]
        p.moveTo(*points[0])
        for point in points[1:]:
            p.lineTo(*point)
        p.close()
    return p


def _face_drawer(
    face: Face, shape: str, number: int | None, back: bool = False, letter: str | None = None, light: bool = False
):
    """A chit's side. `back`: without the cutting line and the border ring, whose place is the front's:
    a back printed up to the 1,5 mm off its front that the calibration page accepts, or cut out along
    the front's line, then shows its colour and its label a little off centre, no ring clipped on one
    side (kit review r15: the rings sat 0.6 mm inside the cut). `light`: a light back (tokens.LIGHT_RIM)."""

    def draw(c, w, h):
        side = min(w, h)
        k = SHAPE_SCALE[shape]
        cx, cy = w / 2, h / 2
        bg, ink = colors.HexColor(face.color), colors.HexColor(face.ink)
        r = cut_across(shape, side) / 2
        c.setFillColor(colors.white if light else bg)
        c.rect(-FACE_BLEED, -FACE_BLEED, w + 2 * FACE_BLEED, h + 2 * FACE_BLEED, stroke=0, fill=1)
        if light:  # the colour a ring across the cut, the label and symbol smaller inside it, in the colour
            c.setFillColor(bg)
            c.drawPath(_shape_path(c, shape, cx, cy, r + LIGHT_OUT), stroke=0, fill=1)
            c.setFillColor(colors.white)
            c.drawPath(_shape_path(c, shape, cx, cy, r - LIGHT_RIM), stroke=0, fill=1)
            ink = bg if contrast_ratio(face.color, "#ffffff") >= CONTRAST["large"] else ink
            k *= LIGHT_SCALE
        c.setStrokeColor(ink)
        if shape != "square" and not back:  # cutting guide for the round or hexagonal shape
            c.setLineWidth(CUT_LINE)
            c.drawPath(_shape_path(c, shape, cx, cy, r), stroke=1, fill=0)
        if face.border and not back:  # decorative: dotted, heavier and lighter than the cut (RING_LINE, RING_TINT)
            c.saveState()
            c.setStrokeColor(mix(ink, bg, RING_TINT))
            c.setLineWidth(RING_LINE)
            c.setLineCap(1)
            c.setDash(list(ring_dash(shape, ring_radius(shape, side))))
            c.drawPath(_shape_path(c, shape, cx, cy, ring_radius(shape, side)), stroke=1, fill=0)
            c.restoreState()
        if is_numeral(face) and number is None and letter:
            _draw_lettered_numeral(c, face, letter, shape, cx, cy, side, ink)
            return
        if is_numeral(face) and number is None:
            _draw_numeral(c, face, shape, cx, cy, side, ink)
            return
        if face.symbol and face.label and face.caption and number is None:  # a spare's: one centred block
            _draw_stack(c, face, shape, cx, cy, side, ink, light)
            return
        has_symbol = bool(face.symbol or face.picture)
        sym_r, sym_y, _, lab_y, cap_y = face_layout(face)
        caption = caption_fit(face, shape, side, number is not None) if face.caption else None
        lift = caption[1] if caption else 0.0
        raised = above_lift(face, shape, side, number is not None, caption)  # the symbol and label above it
        shift = 0.0
        if number is not None:  # the running number takes the top: everything else shrinks and moves down
            k *= NUMBERED_SCALE
            shift = -NUMBERED_SHIFT * side
            cy += shift
        c.setFillColor(ink)
        if has_symbol:
            sr, sy = sym_r * side * k, cy + sym_y * side * k + raised
            if face.symbol:
                draw_symbol(c, face.symbol, cx, sy, sr, ink)
            else:  # pictograms are drawn in dark ink with tints, so they sit on a light medallion
                pic_ink = ink if not is_light(face.ink) else colors.HexColor("#1d1d1b")
                if is_light(face.ink) or not is_light(face.color):
                    c.setFillColor(colors.HexColor(MEDALLION))
                    c.circle(cx, sy, sr * 1.12, stroke=0, fill=1)
                    c.setFillColor(ink)
                draw_pictogram(c, face.picture, cx - sr * 0.85, sy - sr * 0.85, 1.7 * sr, pic_ink)
        if face.label:
            fitted = fit(
                face.label,
                SERIF_BOLD,
                side * LABEL_WIDTH,
                max_size=label_size(face, shape, side, number is not None, raised) * (LIGHT_SCALE if light else 1),
                min_size=MIN_LABEL,
            )
            if fitted:
                # optical centre of capitals and figures: 0.35 of the size above the baseline
                base = cy - fitted.size * 0.35 if lab_y is None else cy + lab_y * side * k + raised
                c.setFont(SERIF_BOLD, fitted.size)
                c.drawCentredString(cx, base, face.label)
        if caption:
            c.setFont(SANS_SEMIBOLD, caption[0].size)
            c.drawCentredString(cx, cy + cap_y * side * k + lift, face.caption)
        if number is not None:
            c.setFont(SANS_BOLD, side * NUMBER_SIZE * SHAPE_SCALE[shape])
            c.drawCentredString(cx, h / 2 + NUMBER_Y * side * SHAPE_SCALE[shape], str(number))

    return draw


def _draw_stack(c, face: Face, shape: str, cx: float, cy: float, side: float, ink, light: bool) -> None:
    """A face with a symbol, a letter and a caption: the symbol and the letter side by side over the caption, one
    block centred on the chit (tokens.face_stack; kit review r43, R minor 2); nothing where it does not fit (the
    check reports it)."""
    found = face_stack(face, shape, side, light)
    if found is None:
        return
    c.setFillColor(ink)
    draw_symbol(c, face.symbol, cx + found.symbol_x, cy + found.symbol_y, found.symbol_r, ink)
    c.setFont(SERIF_BOLD, found.letter_size)
    c.drawString(cx + found.letter_x, cy + found.letter_y, face.label)
    c.setFont(SANS_SEMIBOLD, found.caption_size)
    c.drawCentredString(cx, cy + found.caption_y, face.caption)


def _draw_numeral(c, face: Face, shape: str, cx: float, cy: float, side: float, ink) -> None:
    """A chit worth more than one: its number large, the colour's symbol small under it (at the
    figure's foot it read as a full stop), on both sides. The back has no outline of its shape: cut out
    along the front's line, a back 1.5 mm off would show it clipped on one side (r15), and its large
    number already tells it from a single."""
    k = SHAPE_SCALE[shape]
    sym_r = face_layout(face)[0] * side * k
    fitted = fit(face.label, SERIF_BOLD, side * LABEL_WIDTH, max_size=label_size(face, shape, side), min_size=MIN_LABEL)
    if fitted is None:  # the checker reports it (text.does-not-fit)
        return
    figure = fitted.size * FIGURE_HEIGHT
    top = cy + (figure + NUMERAL_GAP + 2 * sym_r) / 2
    c.setFillColor(ink)
    c.setFont(SERIF_BOLD, fitted.size)
    c.drawCentredString(cx, top - figure, face.label)
    draw_symbol(c, face.symbol, cx, top - figure - NUMERAL_GAP - sym_r, sym_r, ink)


def _draw_lettered_numeral(c, face: Face, letter: str, shape: str, cx: float, cy: float, side: float, ink) -> None:
    """A chit worth more than one whose colour has a lettered single: its number on the left, the
    colour's letter over its symbol on the right, as the single shows them (kit review r25, R minor 2)."""
    k = SHAPE_SCALE[shape]
    figure = LETTERED_FIGURE * side * k
    size = figure / FIGURE_HEIGHT
    letter_size = LETTERED_LETTER * side * k
    sym_r = radius_for(face.symbol, LETTERED_SYMBOL)
    number_w = text_width(face.label, SERIF_BOLD, size)
    column_w = max(2 * sym_r, text_width(letter, SERIF_BOLD, letter_size))
    left = cx - (number_w + LETTERED_GAP + column_w) / 2
    c.setFillColor(ink)
    c.setFont(SERIF_BOLD, size)
    c.drawString(left, cy - figure / 2, face.label)
    # the column: the letter's capital (its accent above it) over the symbol, centred on the chit's middle
    cap = letter_size * FIGURE_HEIGHT
    column_h = cap + LETTERED_STACK + 2 * sym_r
    mid = left + number_w + LETTERED_GAP + column_w / 2
    c.setFont(SERIF_BOLD, letter_size)
    c.drawCentredString(mid, cy + column_h / 2 - cap, letter)
    draw_symbol(c, face.symbol, mid, cy - column_h / 2 + sym_r, sym_r, ink)


def _once(draw, key: str, bleed: float):
    """The face drawn once per PDF and reused for every chit that shows it."""

    def reuse(c, w, h):
        draw_once(c, key, (-bleed, -bleed, w + bleed, h + bleed), lambda: draw(c, w, h))

    return reuse


SPARE = "zapasowy"  # a spare chit's name after its variant's („surowiec żółty zapasowy 3”)
SPARE_HEAD = "ZAPASOWE, POZA GRĄ"  # the spares' band's name before its counts
# a spare chit's caption on both faces, where its face has none: cut out, a spare showed nothing of the band it
# came from and passed for one of the bank's (kit review r42, R minor 3)
SPARE_MARK = "zapas"


def spares_of(spec: Tokens, variant: Variant, count: int) -> list[Piece]:
    """`count` spare chits of `variant`: its pieces, named as spares (no part of the game's count), each side
    marked SPARE_MARK."""
    return [
        replace(p, label=f"{variant.name} {SPARE} {i + 1}")
        for i, p in enumerate(pieces_of(spec, variant, spare=True)[:count])
    ]


def _marked(face: Face) -> Face:
    """A spare's side: its face with SPARE_MARK for its caption (a face with a caption keeps its own)."""
    return face if face.caption else face.model_copy(update={"caption": SPARE_MARK})


def pieces_of(spec: Tokens, variant: Variant, spare: bool = False) -> list[Piece]:
    shape, size = resolved(spec, variant)
    index = next(i for i, v in enumerate(spec.variants) if v is variant)  # not ==: a model compares field by field
    letter = colour_letter(spec, variant)
    out = []
    face = _marked(variant.face) if spare else variant.face
    for i in range(variant.count):
        number = i + 1 if variant.numbered else None
        tag = f"tok-{index}-{number or 0}" + ("-spare" if spare else "")
        front = _once(_face_drawer(face, shape, number, letter=letter), f"{tag}-front", FACE_BLEED)
        back = None
        if variant.back in ("same", "light"):
            light = variant.back == "light"
            back = _once(_face_drawer(face, shape, number, True, letter, light), f"{tag}-back", FACE_BLEED)
        elif isinstance(variant.back, Face):
            own = _marked(variant.back) if spare else variant.back
            back = _once(_face_drawer(own, shape, number, back=True), f"{tag}-back", FACE_BLEED)
        out.append(Piece(size, size, front, back, f"{variant.name} {i + 1}"))
    return out


LINE_SHADE = {True: "jasna", False: "ciemna"}  # a cutting line as `is_light` reads its ink


def cut_line_words(spec: Tokens) -> str:
    """What each labelled shaped chit prints to cut along, as drawn (_face_drawer): its cutting line in its ink
    (white, light or dark): „ Linia cięcia jest ciemna na żetonach „1”, biała na żetonach „5”.” (kit review r35,
    K minor 2: „szerszy, jaśniejszy pierścień” was darker than the ground of the „1”); a decorative ring is dotted
    and goes unsaid (r36 K minor 7); "" where all lines are one shade, or a chit has no label to name it by."""
    shaped = [v for v in spec.variants if resolved(spec, v)[0] != "square"]
    shades = {is_light(v.face.ink) for v in shaped}
    # a decorative ring is dotted (RING_DOT_PITCH): never taken for the cut, it needs no words (r36 K minor 7)
    if not shaped or not all(v.face.label for v in shaped) or len(shades) < 2:
        return ""
    said: dict[str, list[str]] = {}  # a shade: the labels of the chits so printed
    for v in shaped:
        shade = "biała" if v.face.ink.lower() in ("#fff", "#ffffff") else LINE_SHADE[is_light(v.face.ink)]
        said.setdefault(f"{shade} na żetonach {{}}", []).append(f"„{v.face.label}”")
    text = ", ".join(words.format(" i ".join(dict.fromkeys(labels))) for words, labels in said.items())
    return f" Linia cięcia jest {text}."


def _differ(spec: Tokens, by_size) -> str:
    """How the sheet's bands of chits differ: „różnej wielkości”, „różnych kolorów” or both."""
    return " i ".join(
        words
        for words, apart in (
            ("różnej wielkości", len({size for size, _ in by_size}) > 1),
            ("różnych kolorów", len(by_size) > len(groups(spec))),
        )
        if apart
    )


# Chits of one size form a band; bands of different sizes share a sheet (layout/bands.py).
def render(component: Component[Tokens], game: Game, options: BuildOptions) -> list[Output]:
    spec: Tokens = component.spec
    has_backs = any(v.back is not None for v in spec.variants)
    duplex = options.duplex if has_backs else None
    name = part_title(game, component)  # the one name of these sheets, guests included
    doc = new_document(options.paper, f"{game.spec.title} – {name}", duplex=duplex)
    stock = STOCK_TEXT[spec.stock]
    notes = list(spec.notes)
    shaped = {resolved(spec, v)[0] for v in spec.variants} - {"square"}
    guests = guest_groups(component, game)
    by_size = _grouping(spec, guests, options)
    if shaped:  # name only the shapes this sheet has
        names = {"circle": "krążki", "hex": "sześciokąty"}
        named = " i ".join(names[s] for s in sorted(shaped))
        # bands of chits: the cut between them comes first, in the same sentence (r38 P 18: two sentences, each
        # with its own „najpierw”, gave the order twice, the other way round)
        first = (
            f"Żetony {_differ(spec, by_size)} leżą na arkuszu w osobnych pasach: najpierw rozetnij arkusz między "
            "pasami, potem każdy pas potnij na kwadraty po jego znacznikach"
            if len(by_size) > 1
            else "Najpierw potnij arkusz na kwadraty po znacznikach"
        )
        # a square is a finished chit where its back is coloured to the cut as well (r41 R minor 5: a light back)
        finished = (
            ""
            if any(v.back == "light" for v in spec.variants)
            else " (kwadrat w kolorze żetonu też jest gotowym żetonem)"
        )
        notes.append(
            f"{first}{finished}, {'a na koniec' if len(by_size) > 1 else 'potem'} – jeśli chcesz – wytnij {named} po "
            "cienkiej linii"
            + " na brzegu"
            + (" albo wybij je dziurkaczem ozdobnym." if punches(spec) else ".")
            + cut_line_words(spec)
            + (
                f" Tył nie ma tej linii ani obwódki: przesunięcie tyłu do {BACK_TOLERANCE} mm, jakie dopuszcza "
                "strona kalibracji, niczego na nim nie zetnie – napis wypadnie najwyżej trochę obok środka."
                if has_backs
                else ""
            )
            + (
                " Tył jest oszczędny: biały, z pierścieniem w kolorze żetonu wzdłuż brzegu i znakiem z literą"
                f" w środku; przesunięty o {BACK_TOLERANCE} mm zostawi przy brzegu najwyżej 1 mm bieli."
                if any(v.back == "light" for v in spec.variants)
                else ""
            )
        )
    if len(by_size) > 1 and not shaped:
        notes.append(
            f"Żetony {_differ(spec, by_size)} leżą na arkuszu w osobnych pasach; najpierw rozetnij arkusz między "
            "pasami, potem tnij każdy pas po jego znacznikach."
        )
    own = [[p for v in variants for p in pieces_of(spec, v)] for _, variants in by_size]
    spare = _spares(spec, by_size, own, guests, options)
    # the spares in bands of their own after the game's chits (the last sheet's free rows), each colour in
    # whole columns (_colours_apart), never mixed into the game's bands
    spare_groups = _spare_groups(spec, by_size, spare)
    own += [[p for v in variants for p in spares_of(spec, v, spare)] for _, variants in spare_groups]
    contents = [describe(spec, v) for v in spec.variants]
    # „żetonów”, not „szt.”: the print chapter lists the sheet's guests (pawns, dice) after it (r37 P F13)
    contents.append(f"Razem {counted(sum(v.count for v in spec.variants), 'żeton', 'żetony', 'żetonów')}.")
    if spare:  # apart from the game's count (the checklist counts them apart too)
        contents.append(
            f"Do tego po {spare} szt. zapasowych każdego rodzaju, poza grą, na wolnym miejscu ostatniego arkusza."
        )
    contents += guest_lines(guests)
    pages, pieces_by_group = plan_with_guests(own, guests, options, spec.bleed)
    draw_guide(
        doc,
        part_guide(
            game,
            title=name,
            contents=contents,
            paper=options.paper,
            duplex=duplex,
            stock=stock,
            notes=notes,
            sheets=len(pages),
        ),
    )
    grouping = by_size + [(size, [v.model_copy(update={"count": spare}) for v in vs]) for size, vs in spare_groups]
    pages = [[_colours_apart(spec, band, grouping, pieces_by_group, options) for band in page] for page in pages]
    # every group is named above its first band when a sheet holds several (one group: the sheet's
    # label says it)
    labels = (
        [
            GroupName(tuple((piece_kind(f"{v.name} 1"), v.name.upper(), v.count, or_else(v).upper()) for v in variants))
            for _, variants in by_size
        ]
        + [
            GroupName(
                tuple((piece_kind(f"{v.name} {SPARE} 1"), v.name.upper(), spare, "") for v in variants), SPARE_HEAD
            )
            for _, variants in spare_groups
        ]
        + [GroupName(((title, title.upper(), len(pieces), ""),)) for title, pieces in guests]
    )
    named = len(labels) > 1 or any(v.stand_in for v in spec.variants)  # a stand-in is said on the sheet too
    ticket = ticket_words(stock, duplex or "one")
    later = []
    for number, page in enumerate(pages, start=1):
        placed = place_bands(page, options.paper, options.margin, spec.bleed, named=named, foot=LINE_FOOT)
        placed = _nets_off_the_foot(placed, pieces_by_group, options.margin)
        front = sheet_name(name, number, len(pages), "przód" if has_backs else "")
        back = sheet_name(name, number, len(pages), "tył")
        _draw_page(doc, placed, pieces_by_group, options, spec.bleed, False, front, labels if named else None, ticket)
        if has_backs and options.duplex == "none":
            later.append((placed, back))
        elif has_backs:
            _draw_page(doc, placed, pieces_by_group, options, spec.bleed, True, back, ticket=ticket)
    for placed, back in later:
        _draw_page(doc, placed, pieces_by_group, options, spec.bleed, True, back, ticket=ticket)
    return [
        Output(
            game=game.id,
            component=component.name,
            kind=component.kind,
            filename=f"{component.name}.pdf",
            **doc.described(game.spec.title),
            data=doc.finish(),
            pages=doc.pages,
            sheets=len(pages),
            stock=spec.stock,
            duplex=has_backs,
            guest_sheets=sheets_for_guests(own, pages, options, spec.bleed) if guests else 0,
            guest_at=sheets_of_guests(own, pages) if guests else None,
            spares=spare * len(spec.variants),
            needs=punches(spec) or None,
        )
    ]


# a net cut along its outline (a die's) has no crop marks under it to keep the sheet's label off: the label keeps
# this much more under it than under a band of chits (r42 P minor 4: 1.9 mm under die 1's bottom face, the
# label's words read as the net's)
NET_CLEAR = mm(5)
NET_TOP_CLEAR = mm(0.7)  # and at least this much under the ends of the marks of the band above


def _nets_off_the_foot(placed, pieces_by_group, margin: float):
    """A last band of nets (no crop marks) raised to keep NET_CLEAR over the sheet's label line, as far as the
    room over it goes (layout.bands.lift_last)."""
    if not placed or not all(p.outline_cut for p in pieces_by_group[placed[-1].band.group]):
        return placed
    return lift_last(placed, line_margin(margin) + LINE_FOOT + NET_CLEAR, NET_TOP_CLEAR)


def _spare_groups(spec: Tokens, by_size, count: int) -> list[tuple[float, list[Variant]]]:
    """The spares' groups: one a size, its variants in the kit's order; none without spares."""
    sizes: dict[float, list[Variant]] = {}
    for size, variants in by_size if count else ():
        sizes.setdefault(size, []).extend(variants)
    return list(sizes.items())


def _spares(spec: Tokens, by_size, own: list[list[Piece]], guests, options: BuildOptions) -> int:
    """How many spare chits of each variant the sheets hold without one more sheet: up to `spec.spares`."""

    def game_bands(count: int) -> list[list]:  # the game's chits' bands, sheet by sheet, with `count` spares
        more = own + [
            [p for v in vs for p in spares_of(spec, v, count)] for _, vs in _spare_groups(spec, by_size, count)
        ]
        return [
            [band for band in page if band.group < len(own)]
            for page in plan_with_guests(more, guests, options, spec.bleed)[0]
        ]

    # only in the room the game's chits leave: neither a sheet more nor a band of theirs moved or packed closer
    # (a tighter sheet loses its bands' names)
    alone = game_bands(0)
    return next((k for k in range(spec.spares, 0, -1) if game_bands(k) == alone), 0)


def _colours_apart(spec: Tokens, band, grouping, pieces_by_group, options: BuildOptions):
    """A band of one size that mixes colours (the sheet kept them in one band: apart, they took
    another sheet) with each colour in whole columns where the counts allow, a gutter of twice the
    bleed at every colour change (kit review r17: Przekręt's gold „P” and cream SZPITAL chits shared
    cuts, 1.3 mm off the line showed the other colour). Reorders that group's pieces to match."""
    if band.group >= len(grouping) or band.first != 0:
        return band
    runs: list[int] = []
    last = None
    for variant in grouping[band.group][1]:
        if side_colours(variant) == last:
            runs[-1] += variant.count
        else:
            runs.append(variant.count)
        last = side_colours(variant)
    room = options.paper.width - 2 * options.margin - 2 * side_room(spec.bleed)
    # the widest gutter the sheet's width holds: twice the bleed, else down to COLOUR_GUTTER_MIN (the
    # band's outer bleed then gives way to its 3 mm side marks, `side_bleed`): a colour change is never
    # a shared cut (kit review r23, Rynek minor 5: yellow met green on the cut in row 6)
    for gutter in sorted({2 * spec.bleed, COLOUR_GUTTER_MIN}, reverse=True):
        splits = colour_columns(band, runs, room, gutter) if gutter <= 2 * spec.bleed + 1e-6 else None
        if splits is not None:
            break
    else:
        return band
    cols = band.count // band.rows
    group = pieces_by_group[band.group]
    pieces_by_group[band.group] = [group[i] for i in column_order(band.count, band.rows, cols)]
    return replace(band, cols=cols, splits=splits, split_gap=gutter)


def _grouping(spec: Tokens, guests, options: BuildOptions) -> list[tuple[float, list[Variant]]]:
    """The variants' groups on the sheets: by size and colour where that takes no more sheets than by
    size alone, so each colour block has its own bleed and crop marks and a cut or a back 1–2 mm off
    shows no neighbour's colour (Kolekcjonerzy's gold „1” and blue „5”); else by size (a colour split
    that costs a card sheet is not worth it: Rynek's 3 × 64 resources fill a sheet in mixed rows)."""
    by_size, by_colour = groups(spec), groups(spec, by_colour=True)
    if len(by_colour) == len(by_size):
        return by_size

    def sheets(grouping) -> int:
        own = [[p for v in variants for p in pieces_of(spec, v)] for _, variants in grouping]
        return len(plan_with_guests(own, guests, options, spec.bleed)[0])

    return by_colour if sheets(by_colour) <= sheets(by_size) else by_size


def punches(spec: Tokens) -> list[str]:
    """„dziurkacz:14,8”: a decorative punch of the round chits' cut-out size, the one tool that speeds
    up cutting them (Output.needs)."""
    sizes = {cut_across(*resolved(spec, v)) for v in spec.variants if resolved(spec, v)[0] == "circle"}
    sold = [sold_punch(to_mm(s)) for s in sorted(sizes)]
    if not sold or None in sold:  # a punch for only some of the circles would leave the rest to the knife anyway
        return []
    return [f"dziurkacz:{s:g}".replace(".", ",") for s in dict.fromkeys(sold)]


def kind_pieces(component: Component[Tokens], game: Game) -> list[Piece]:
    """Every piece in the kit's order, as the sheets print them (rulebook figures draw these)."""
    return [p for v in component.spec.variants for p in pieces_of(component.spec, v)]
