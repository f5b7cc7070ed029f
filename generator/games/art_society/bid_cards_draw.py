"""bid-cards drawn: the lollipops (number, colour and pattern), the markers and their sheets
(reportlab), imported when they are drawn (bid_cards.py names `render` and every side with `Drawn`, the registry naming this module)."""

from __future__ import annotations

import math
from collections.abc import Callable

from reportlab.lib import colors

from generator.draw.craft_text import SCORE_TEXT, SOLD_PUNCHES, contour_words, sold_punch
from generator.draw.fonts import SANS, SANS_BOLD, SERIF_BOLD, text_width
from generator.draw.guide import STOCK_TEXT, draw_guide, separate
from generator.draw.kinds.reuse import draw_once
from generator.draw.labels import LABEL_BASE, LABEL_ROOM, line_margin, ticket_words
from generator.draw.look import part_guide
from generator.draw.patterns import draw_disc_pattern, lighter, mix
from generator.draw.pdf import draw_cut, draw_fold, new_document
from generator.draw.sheets import Piece, place, sheet_name
from generator.draw.text import fit
from generator.draw.ticket_room import draw_ticket
from generator.games.art_society.bid_cards import (
    HALO,
    NAME_SIZES,
    PATTERN_NAMES,
    BidCards,
    Player,
    Spot,
    candy_rows,
    items,
    layout,
    numbers_of,
    spare_items,
)
from generator.games.art_society.paintings import draw_theme_symbol
from generator.layout.imposition import Mark, Slot, back_position
from generator.model.core import PAGES, BuildOptions, Component, Game, Output
from generator.model.polish import counted, pages_text
from generator.model.units import mm, to_mm

CREAM = colors.HexColor("#fbf6ea")


INK_HEX = "#1e1b24"
INK = colors.HexColor(INK_HEX)
CUT_WORDS = contour_words(INK_HEX)  # the contours' line (draw_cut in INK), as the guides and the route name it


def _lollipop_path(c, w: float, h: float, spec: BidCards, grow: float = 0.0):
    """Outline of candy and stick in a w x h box (candy at the top), grown outward by `grow`."""
    return lollipop_outline(c, w, h, spec.candy, spec.stick.width, grow)


def lollipop_outline(c, w: float, h: float, candy: float, stick: float, grow: float = 0.0):
    """Outline of a candy `candy` across on a stick `stick` wide in a w x h box (candy at the top),
    grown outward by `grow`: the lollipop's cut, and its symbol on the player aid (board_symbols_draw)."""
    r = candy / 2 + grow
    cx, cy = w / 2, h - candy / 2
    a = stick / 2 + grow
    bottom = -grow
    join = math.degrees(math.asin(min(1.0, a / r)))
    p = c.beginPath()
    p.moveTo(cx + a, cy - math.sqrt(max(r * r - a * a, 0)))
    # candy: from the right side of the stick all the way round to its left side
    p.arcTo(cx - r, cy - r, cx + r, cy + r, startAng=-90 + join, extent=360 - 2 * join)
    p.lineTo(cx - a, bottom + a)
    p.arcTo(cx - a, bottom, cx + a, bottom + 2 * a, startAng=180, extent=180)
    p.close()
    return p


def _lollipop(spec: BidCards, player: Player, number: int | None, stick: bool = True):
    """Front (number) when `number` is given, else the back (colour and pattern only); without its `stick`,
    the candy alone in a box as high as it is wide (the candies-only layout, bid_cards.candy_rows)."""

    def draw(c, w, h):
        base = colors.HexColor(player.color)
        light = lighter(base)
        stick_fill = colors.HexColor("#f4efe4")
        r = spec.candy / 2
        cx, cy = w / 2, h - r
        c.saveState()
        # halo: colour beyond the cut line (stick in cream, candy in the player colour)
        if stick:
            c.setFillColor(stick_fill)
            c.drawPath(_lollipop_path(c, w, h, spec, HALO), stroke=0, fill=1)
        c.setFillColor(base)
        c.circle(cx, cy, r + HALO, stroke=0, fill=1)
        # candy with the pattern
        c.saveState()
        disc = c.beginPath()
        disc.circle(cx, cy, r + HALO)
        c.clipPath(disc, stroke=0, fill=0)
        # the same pattern on every lollipop of a player, front and back: one form
        rr = r + HALO
        draw_once(
            c,
            f"lollipop_{player.pattern}_{base.hexval()[2:]}_{cx!r}_{cy!r}_{rr!r}",
            (cx - rr, cy - rr, cx + rr, cy + rr),
            lambda: draw_disc_pattern(c, player.pattern, cx, cy, rr, base, light),
        )
        c.restoreState()
        # stick: plain paper with the player's name (kit review r21 minor 7: a thin grey line beside the
        # name read as a fold or cut line that nothing explained)
        if stick:
            a = spec.stick.width / 2
            _stick_name(c, player.name, cx, (cy - r) / 2 + a * 0.5, spec)
        if number is not None:
            inner = r * 0.64
            c.setFillColor(CREAM)
            c.setStrokeColor(mix(base, INK, 0.35))
            c.setLineWidth(1.2)
            c.circle(cx, cy, inner, stroke=1, fill=1)
            size = inner * 1.35 if number < 10 else inner * 1.05
            c.setFillColor(INK)
            c.setFont(SERIF_BOLD, size)
            c.drawCentredString(cx, cy - size * 0.35, str(number))
            # the cut line, over the candy's pattern with a light band (reads on every player's colour)
            if stick:
                draw_cut(c, _lollipop_path(c, w, h, spec), INK)
            else:
                cut = c.beginPath()
                cut.circle(cx, cy, r)
                draw_cut(c, cut, INK)
        else:
            c.setFillColor(CREAM)
            c.circle(cx, cy, r * 0.2, stroke=0, fill=1)
            c.setFillColor(base)
            c.circle(cx, cy, r * 0.1, stroke=0, fill=1)
        c.restoreState()

    return draw


def punch_words(spec: BidCards) -> str:
    """The cutting line's word on a punch, where the candy is a size a shop sells (guide.sold_punch; r30 AS
    minor 6: 34 mm matched none): a circle punch cuts the candy off its stick, and the candy alone plays
    the same (its number, its player's colour and pattern are on it), so the stick is left out then."""
    size = sold_punch(to_mm(spec.candy))
    if size is None:
        return ""
    return (
        f" Szybciej: cukierek wybij dziurkaczem ozdobnym {SOLD_PUNCHES[size]} ({f'{size:g}'.replace('.', ',')} mm) "
        "i pomiń patyk – liczba, kolor i wzór gracza są na samym cukierku."
    )


def _stick_name(c, name: str, cx: float, cy: float, spec: BidCards) -> None:
    length = spec.stick.length - mm(4)
    fitted = fit(
        name.upper(), SANS_BOLD, length, max_size=min(NAME_SIZES[0], spec.stick.width * 0.62), min_size=NAME_SIZES[1]
    )
    if not fitted:
        return
    c.saveState()
    c.translate(cx, cy)
    c.rotate(90)
    c.setFillColor(INK)
    c.setFont(SANS_BOLD, fitted.size)
    c.drawCentredString(0, -fitted.size * 0.35, fitted.lines[0])
    c.restoreState()


def _marker_words(marker) -> str:
    """'kwadraty 10,5 mm', 'krążki 11 mm', 'paski 10,5 × 5 mm', 'paski 10,5 × 20 mm zgięte pod kątem prostym
    (stopka 5 mm)': the fold's one name, as the rulebook and the sheet's folding note give it."""

    def number(length: float) -> str:
        return f"{to_mm(length):g}".replace(".", ",")

    if marker.shape == "tent":
        return f"paski {number(marker.size)} × {number(marker.length)} mm zgięte pod kątem prostym (stopka {number(marker.tall)} mm)"
    if marker.shape == "bar":
        return f"paski {number(marker.size)} × {number(marker.tall)} mm"
    return f"{'kwadraty' if marker.shape == 'square' else 'krążki'} {number(marker.size)} mm"


def _chit(fill: str, draw_inside: Callable, outline: bool, shape: str = "disc", fold: float | None = None):
    """A round marker (or, `shape` "square", a square one: two straight cuts, and it sits in a cell; or
    "tent", a strip folded `fold` above its bottom edge: the foot below the fold lies in the cell, the
    flag above it stands up and carries the symbol, on both sides)."""

    def draw(c, w, h):
        r = min(w, h) / 2
        base = colors.HexColor(fill)
        c.setFillColor(base)
        c.setStrokeColor(mix(base, colors.white, 0.55))
        c.setLineWidth(0.6)
        if shape == "tent":
            c.rect(-HALO, -HALO, w + 2 * HALO, h + 2 * HALO, stroke=0, fill=1)
            c.rect(mm(0.9), fold + mm(0.9), w - mm(1.8), h - fold - mm(1.8), stroke=1, fill=0)
            draw_fold(c, 0, fold, w, fold)  # the kit's one fold line (dash-dot), across the strip
            draw_inside(c, w / 2, fold + (h - fold) / 2, min(w, h - fold) / 2)
        elif shape == "square":
            c.rect(-HALO, -HALO, w + 2 * HALO, h + 2 * HALO, stroke=0, fill=1)
            c.rect(mm(0.9), mm(0.9), w - mm(1.8), h - mm(1.8), stroke=1, fill=0)
        else:
            c.circle(w / 2, h / 2, r + HALO, stroke=0, fill=1)
            c.circle(w / 2, h / 2, r - mm(1.1), stroke=1, fill=0)
        if shape != "tent":
            draw_inside(c, w / 2, h / 2, r)
        if outline:
            cut = c.beginPath()
            if shape in ("square", "tent"):
                cut.rect(0, 0, w, h)
            else:
                cut.circle(w / 2, h / 2, r)
            draw_cut(c, cut, INK)

    return draw


STRIP_EDGE = mm(
    1
)  # the dark band inside every cut of a strip of markers: a cut a millimetre off shows it, not a neighbour's colour


def _strip(colours: tuple[str, ...], themes: tuple[str, ...], fold: float | None, front: bool):
    """Markers butted in a strip (bid_cards.strip_item), each `colours[i]` with `themes[i]`'s symbol: a
    dark band STRIP_EDGE inside every cut and in the bleed, so neighbours share their cuts; a tent's
    fold runs across the whole strip (scored at once); on the front the cuts are drawn, the strip's
    outline and the lines between the markers."""

    def draw(c, w, h):
        each = w / len(colours)
        c.saveState()
        c.setFillColor(INK)
        c.rect(-HALO, -HALO, w + 2 * HALO, h + 2 * HALO, stroke=0, fill=1)
        low = fold if fold is not None else 0.0
        for i, (colour, theme) in enumerate(zip(colours, themes)):
            x = i * each
            base = colors.HexColor(colour)
            c.setFillColor(base)
            c.rect(x + STRIP_EDGE, STRIP_EDGE, each - 2 * STRIP_EDGE, h - 2 * STRIP_EDGE, stroke=0, fill=1)
            c.setStrokeColor(mix(base, colors.white, 0.55))
            c.setLineWidth(0.6)
            inset = STRIP_EDGE + mm(0.4)
            c.rect(x + inset, low + inset, each - 2 * inset, h - low - 2 * inset, stroke=1, fill=0)
            inner = (
                min(each, h - low) - 2 * inset
            )  # the frame line's inside: the symbol fills 90 % of it (a 6 mm flag: 2.9 mm)
            draw_theme_symbol(c, x + each / 2, low + (h - low) / 2, inner * 0.9, theme, CREAM)
        if fold is not None:
            draw_fold(c, 0, fold, w, fold)  # the kit's one fold line (dash-dot), across the strip
        if front:
            cuts = c.beginPath()
            cuts.rect(0, 0, w, h)
            for i in range(1, len(colours)):
                cuts.moveTo(i * each, 0)
                cuts.lineTo(i * each, h)
            draw_cut(c, cuts, INK)
        c.restoreState()

    return draw


def _theme_inside(theme: str):
    def draw(c, cx, cy, r):
        draw_theme_symbol(c, cx, cy, r * 1.2, theme, CREAM)

    return draw


def gavel_inside(c, cx: float, cy: float, r: float) -> None:
    """A gavel drawn from rectangles: head, handle and a sounding block (the gavel piece's, and its
    symbol on the player aid: board_symbols_draw)."""
    c.saveState()
    c.setFillColor(CREAM)
    c.translate(cx, cy + r * 0.08)
    c.rotate(35)
    s = r
    c.roundRect(-s * 0.42, s * 0.05, s * 0.84, s * 0.36, s * 0.06, stroke=0, fill=1)  # head
    c.rect(-s * 0.48, s * 0.09, s * 0.06, s * 0.28, stroke=0, fill=1)  # head caps
    c.rect(s * 0.42, s * 0.09, s * 0.06, s * 0.28, stroke=0, fill=1)
    c.roundRect(-s * 0.055, -s * 0.62, s * 0.11, s * 0.7, s * 0.05, stroke=0, fill=1)  # handle
    c.restoreState()
    c.setFillColor(CREAM)
    c.roundRect(cx - r * 0.5, cy - r * 0.62, r * 1.0, r * 0.16, r * 0.05, stroke=0, fill=1)


def _slot(spot: Spot) -> Slot:
    return Slot(0, 0, 0, spot.x, spot.y, spot.item.width, spot.item.height, False, HALO, HALO, HALO, HALO)


def _draw_page(
    doc, spots: list[Spot], side: str, paper, duplex: str, offset, label: str = "", margin: float = mm(5), made=None
) -> None:
    """A side of a sheet: its spots' pieces (`made`: one Piece a spot for both sides, so the kit's checklist
    counts a piece whose front and back it printed once: pdf.note_piece)."""
    boxes = []  # what each piece covers on this page, colour beyond its contour included
    made = {} if made is None else made
    for spot in spots:
        piece = made.setdefault(
            id(spot), Piece(spot.item.width, spot.item.height, spot.item.front, spot.item.back, spot.item.label)
        )
        slot = _slot(spot)
        if side == "front":
            boxes.append((spot.x - HALO, spot.y - HALO, spot.x + slot.width + HALO, spot.y + slot.height + HALO))
            place(doc.canvas, slot, spot.x, spot.y, piece, piece.front, mirrored=False)
        else:
            x, y = back_position(slot, paper, duplex, offset)
            boxes.append((x - HALO, y - HALO, x + slot.width + HALO, y + slot.height + HALO))
            if duplex == "short":
                doc.canvas.saveState()
                # the sheet turns top to bottom: draw the back upside down so it stands behind its front
                doc.canvas.translate(x + slot.width / 2, y + slot.height / 2)
                doc.canvas.rotate(180)
                doc.canvas.translate(-slot.width / 2, -slot.height / 2)
                place(doc.canvas, slot, 0, 0, piece, piece.back, mirrored=False)
                doc.canvas.restoreState()
            else:
                place(doc.canvas, slot, x, y, piece, piece.back, mirrored=True)
    ticket = ticket_words(STOCK_TEXT["card"], duplex)
    # the pieces are cut along their contour (no crop marks): the ticket runs beside the boxes they cover
    covered = [Mark(left, bottom, right, top) for left, bottom, right, top in boxes]
    room = line_margin(margin) + LABEL_ROOM
    free = (room, room, paper.width - room, paper.height - room)  # the pieces' boxes bound the stretches
    if not draw_ticket(doc.canvas, covered, paper, margin, label, ticket, free):
        _sheet_label(doc.canvas, paper, label, boxes, margin)
    doc.show_page()


def _sheet_label(canvas, paper, label: str, boxes: list[tuple[float, float, float, float]], margin: float) -> None:
    """The label every sheet of the kit carries, in the bottom margin: centred under the pieces, or
    right of the last piece that reaches down there, or else left of the first (a back mirrors its
    front) (these pieces are cut along their contour: no crop mark shares the margin). `boxes`:
    (left, bottom, right, top) of each piece."""
    if not label:
        return
    size = 7
    width = text_width(label, SANS, size)
    margin = line_margin(margin)  # the line's ink LINE_EDGE from the paper's edge
    band = margin + mm(4)  # the label's line and a millimetre above it
    reaching = [right for _, bottom, right, _ in boxes if bottom < band]
    if not reaching:
        x, centred = paper.width / 2, True
    elif paper.width - margin - mm(3) - max(reaching) >= width + mm(3):
        x, centred = paper.width - margin - mm(3), False  # clear of the printer margin (kit review r14)
    elif min(left for left, bottom, _, _ in boxes if bottom < band) - margin - mm(3) >= width + mm(3):
        x, centred = margin + mm(3) + width, False
    else:
        return
    canvas.saveState()
    canvas.setFillColor(INK)
    canvas.setFont(SANS, size)
    base = margin + LABEL_BASE  # the descenders (ż, y) stay inside the printer margin by INK_SAFETY
    if centred:
        canvas.drawCentredString(x, base, label)
    else:
        canvas.drawRightString(x, base, label)
    canvas.restoreState()


def render(component: Component[BidCards], game: Game, options: BuildOptions) -> list[Output]:
    spec: BidCards = component.spec
    paper = options.paper
    pages = layout(items(spec, strip=True), paper.width, paper.height, options.margin, spares=spare_items(spec, True))
    candies = _candies(component, game, options, len(pages))
    spares = [spot.item for page in pages for spot in page if spot.item.label.endswith(" zapasowy")]
    doc = new_document(paper, f"{game.spec.title} – {spec.title}", duplex=options.duplex)
    counts = [
        f"{p.name} ({PATTERN_NAMES[p.pattern]}): lizaki {', '.join(map(str, numbers_of(spec, p)))}"
        for p in spec.players
    ]
    numbers = {tuple(numbers_of(spec, p)) for p in spec.players}
    if len(numbers) == 1:  # every player the same numbers: one line names the sets (the guide page has to fit)
        [same] = numbers
        run = list(same) == list(range(same[0], same[-1] + 1)) and len(same) > 2
        said = f"{same[0]}–{same[-1]}" if run else ", ".join(map(str, same))
        sets = ", ".join(f"{p.name} ({PATTERN_NAMES[p.pattern]})" for p in spec.players)
        counts = [f"Każdy gracz ma lizaki {said} w swoim kolorze i wzorze: {sets}."]
    contents = [
        f"{counted(sum(len(numbers_of(spec, p)) for p in spec.players), 'lizak', 'lizaki', 'lizaków')}: cukierek "
        f"{f'{round(to_mm(spec.candy), 1):g}'.replace('.', ',')} mm na patyku; na przodzie liczba, na rewersie kolor i wzór gracza."
    ] + counts
    if spec.markers.prestige:
        contents.append(
            f"{counted(len(spec.markers.prestige.themes), 'znacznik', 'znaczniki', 'znaczników')} prestiżu (po jednym na temat) do planszy "
            f"muzeum, {_marker_words(spec.markers.prestige)}."
        )
    if spec.markers.gavel and spec.markers.gavel.count:
        # counted as every piece of the list is, so the job's cover lists it (JobPart.counts; r35 AS minor 1)
        gavels = counted(spec.markers.gavel.count, "młotek", "młotki", "młotków")
        contents.append(f"{gavels} prowadzącego aukcję: krążek {to_mm(spec.markers.gavel.size):.0f} mm.")
    if spares:
        # the free row of a sheet holds spares, said as such on the cover and the checklist (r23 AS major 2)
        prestige = sum(item.pieces for item in spares if item.label.startswith("prestiż"))
        gavels = sum(item.pieces for item in spares) - prestige
        named = [
            counted(prestige, "znacznik prestiżu", "znaczniki prestiżu", "znaczników prestiżu") if prestige else "",
            ("młotek" if gavels == 1 else counted(gavels, "młotek", "młotki", "młotków")) if gavels else "",
        ]
        contents.append(
            f"Zapasowe, poza grą, na wolnym miejscu arkusza: {' i '.join(n for n in named if n)} – "
            "na wypadek zgubienia."
        )
    shape = spec.markers.prestige.shape if spec.markers.prestige is not None else None
    straight = {"square": "kwadratowe", "bar": "prostokątne", "tent": "prostokątne"}.get(shape or "")
    # straight edges want a knife at a ruler (as the rulebook says), round ones scissors
    notes = [
        f"{'Lizaki i młotek' if straight else 'Wszystko'} wycinaj nożyczkami {CUT_WORDS} na przodzie"
        f"{f', {straight} znaczniki prestiżu nożykiem przy linijce' if straight else ''} (te arkusze nie mają "
        "znaczników cięcia na marginesach)."
        # the candies-only route a box of its own where its file exists (candies_route), else a word here
        + (punch_words(spec) if candies is None else "")
        # no crop mark to pierce: the back is checked on the first piece cut, by its centre dot (_lollipop's back)
        + " Tył sprawdź na pierwszym wyciętym lizaku: jasna kropka na rewersie ma leżeć na środku cukierka."
    ]
    if straight:  # laid as one strip (bid_cards.strip_item): its cuts are shared, a fold scored at once
        notes.append(
            "Znaczniki prestiżu leżą obok siebie w jednym pasku i dzielą linie cięcia; "
            # 250–300 g card cracks on a fold not scored first (kit review r22, AS minor 8): said here once, how
            + (
                "najpierw wgnieć linię zgięcia przez cały pasek (tępą stroną nożyka albo wypisanym długopisem "
                "wzdłuż metalowej linijki), potem "
                if shape == "tent"
                else ""
            )
            + "przetnij pasek wzdłuż obu długich linii, a na koniec między znacznikami."
        )
    if shape == "tent":
        notes.append(
            "Znacznik prestiżu zegnij pod kątem prostym na linii kreska-kropka (— · —); stopkę "
            f"({f'{to_mm(spec.markers.prestige.tall):g}'.replace('.', ',')} mm) połóż w dolnej połowie pola toru, "
            "zgięciem na dolnej krawędzi pola: chorągiewka ze znakiem tematu stoi przy tej krawędzi i nie zasłania "
            "liczby pola. Znacznik, który nie chce stać, połóż płasko, stopką na polu."  # r44 AS kit minor 9
        )
        if not straight:
            notes.append(SCORE_TEXT)  # 250–300 g card cracks on a fold not scored first (kit review r22, AS minor 8)
    # the one-sheet candies file for those who punch (r36 AS minor 1), a route of its own: which pages it
    # replaces, what it prints instead, which spares it has not (r38 AS minors 3 and 7)
    route = [candies_route(spec, candies, len(pages))] if candies is not None else []
    draw_guide(
        doc,
        part_guide(
            game,
            title=spec.title,
            contents=contents,
            paper=paper,
            duplex=options.duplex,
            notes=notes,
            sheets=len(pages),
            contour=True,
        ),
    )

    _sheets(doc, pages, spec.title, options)
    main = Output(
        game=game.id,
        component=component.name,
        kind=component.kind,
        filename=f"{component.name}.pdf",
        **doc.described(game.spec.title),
        data=doc.finish(),
        pages=doc.pages,
        sheets=len(pages),
        stock="card",
        duplex=True,
        # the contours are cut with scissors (the guide's note says so); a tent marker's fold is scored
        needs=["nożyczki"] + (["bigowanie"] if shape == "tent" else []),
        spares=sum(item.pieces for item in spares),
        alternative=route or None,
    )
    return [main] if candies is None else [main, candies]


def candies_route(spec: BidCards, candies: Output, sheets: int) -> str:
    """The candies-only route as a numbered box (guide_set.Steps) on the cover of the job printing the lollipops
    (Output.alternative, its PAGES the lollipops' pages there): the pages it skips, the file's sheet printed
    instead, by its title, how the candies come off; the spares, which only the lollipops' sheets carry."""
    size = sold_punch(to_mm(spec.candy))
    punch = f"{SOLD_PUNCHES[size]} ({f'{size:g}'.replace('.', ',')} mm)" if size is not None else ""
    own = pages_text(3, 2 + 2 * candies.sheets)  # behind its cover and calibration page
    return (
        f"Same cukierki, bez patyków: 1. pomiń {PAGES} ({counted(sheets, 'arkusz', 'arkusze', 'arkuszy')} "
        f"z lizakami); 2. zamiast nich weź {separate(candies.title)} i wydrukuj jego {own} "
        f"({counted(candies.sheets, 'arkusz', 'arkusze', 'arkuszy')} kartonu, tak samo jak te arkusze); "
        f"3. cukierki wybij dziurkaczem ozdobnym {punch} albo wytnij nożyczkami {CUT_WORDS}. "
        "Zapasowych znaczników prestiżu i młotka ten arkusz nie ma."
    )


def _sheets(doc, pages: list[list[Spot]], title: str, options: BuildOptions) -> None:
    """Every sheet of `pages`, front then back (a printer without duplex: all fronts, then all backs)."""
    paper = options.paper

    def label(n: int, side: str) -> str:
        return sheet_name(title, n, len(pages), side)

    made: dict = {}  # kept for the whole file: a piece's id stays its own (pdf.note_piece)
    for n, spots in enumerate(pages, start=1):
        front = label(n, "przód")
        _draw_page(doc, spots, "front", paper, options.duplex, options.back_offset, front, options.margin, made)
        if options.duplex != "none":
            back = label(n, "tył")
            _draw_page(doc, spots, "back", paper, options.duplex, options.back_offset, back, options.margin, made)
    if options.duplex == "none":
        for n, spots in enumerate(pages, start=1):
            _draw_page(doc, spots, "back", paper, "none", options.back_offset, label(n, "tył"), options.margin, made)


# the candies-only file: its title, and its file named after what it prints, the title's words in plain letters
# (kit review r40: „lizaki-cukierki.pdf” named it after the lollipops it replaces, and it holds the markers too)
CANDIES_TITLE = "Cukierki, znaczniki prestiżu i młotek"
CANDIES_FILE = "cukierki-znaczniki-prestizu-i-mlotek.pdf"


def _candies(component: Component[BidCards], game: Game, options: BuildOptions, sheets: int) -> Output | None:
    """The candies-only file (bid_cards.candy_rows; kit review r36 AS minor 1): beside the kit, not in it,
    where it takes fewer sheets than the lollipops (None where it does not, or where no punch cuts the candy)."""
    spec: BidCards = component.spec
    paper = options.paper
    punch = sold_punch(to_mm(spec.candy))
    if punch is None:
        return None
    pages = layout(candy_rows(spec, paper.width, options.margin), paper.width, paper.height, options.margin)
    if len(pages) >= sheets:
        return None
    title = CANDIES_TITLE
    doc = new_document(paper, f"{game.spec.title} – {title}", duplex=options.duplex)
    count = sum(len(numbers_of(spec, p)) for p in spec.players)
    size = f"{round(to_mm(spec.candy), 1):g}".replace(".", ",")
    draw_guide(
        doc,
        part_guide(
            game,
            title=title,
            contents=[
                f"{counted(count, 'cukierek', 'cukierki', 'cukierków')} lizaków bez patyków, {size} mm: na przodzie "
                "liczba, na rewersie kolor i wzór gracza; znaczniki prestiżu i młotek jak na arkuszach z lizakami.",
                "Drukuj ten arkusz zamiast arkuszy z lizakami, jeśli cukierki wybijasz dziurkaczem i pomijasz patyki.",
            ],
            paper=paper,
            duplex=options.duplex,
            notes=[
                f"Cukierki wybij dziurkaczem ozdobnym {SOLD_PUNCHES[punch]} ({f'{punch:g}'.replace('.', ',')} mm) albo"
                f" wytnij nożyczkami {CUT_WORDS}; znaczniki prestiżu i młotek wytnij jak na arkuszach z lizakami."
                + " Tył sprawdź na pierwszym wyciętym cukierku: jasna kropka na rewersie ma leżeć na jego środku."
            ],
            sheets=len(pages),
            contour=True,
        ),
    )
    _sheets(doc, pages, title, options)
    return Output(
        game=game.id,
        component=component.name,
        kind=component.kind,
        filename=CANDIES_FILE,
        **doc.described(game.spec.title),
        data=doc.finish(),
        pages=doc.pages,
        sheets=len(pages),
        stock="card",
        duplex=True,
        kit=False,
        needs=["nożyczki"],
    )
