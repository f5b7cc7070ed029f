"""standees drawn: the pawns' strips, their pieces and their sheets (reportlab), imported when
pawns are drawn (standees.py names `render` and `pieces` with `Drawn`, the registry naming this module)."""

from __future__ import annotations

from reportlab.lib import colors

from generator.draw.art.pictograms import draw_pictogram
from generator.draw.craft_text import SCORE_TEXT, lines_text
from generator.draw.fold_figure import RIDGE, VALLEY, FoldPlan
from generator.draw.fonts import SANS_BOLD
from generator.draw.kinds.guest_pieces import guests_of
from generator.draw.kinds.piece_sheets import render_sheet_pdf
from generator.draw.kinds.piece_symbols import MEDALLION, draw_symbol
from generator.draw.kinds.standees import (
    DARK,
    EDGE_BAND,
    FRAME_LINE,
    INSET,
    MARK_FONT,
    MARK_WIDTH,
    NAME_FONT,
    NAME_MAX,
    NAME_MIN,
    OUTLINE,
    OUTLINE_CLEAR,
    OUTLINE_DARK,
    PALE_BAND,
    PATTERN_PITCH,
    TAB_MARK,
    TAB_MARK_WIDTH,
    Pawn,
    Standees,
    backgrounds,
    disc_radius,
    grounds,
    name_width,
    outlined,
    pale,
)
from generator.draw.pdf import draw_fold
from generator.draw.sheets import Piece
from generator.draw.text import CLEARANCE_MM, fit, reads_otherwise_turned
from generator.model.core import BuildOptions, Component, Game, Output
from generator.model.polish import NBSP, counted
from generator.model.units import mm, to_mm
from generator.validate.colour_check import best_ink


def _shade(hex_color: str, amount: float) -> colors.Color:
    """Mix towards white (amount > 0) or black (amount < 0)."""
    r, g, b = (int(hex_color[i : i + 2], 16) / 255 for i in (1, 3, 5))
    if amount >= 0:
        return colors.Color(r + (1 - r) * amount, g + (1 - g) * amount, b + (1 - b) * amount)
    k = 1 + amount
    return colors.Color(r * k, g * k, b * k)


# a pattern's ink: this share of the way from the pawn's colour to its ink, and its stripes PATTERN_STRIPE of a
# repeat wide: a cue seen up close that leaves the body its colour at arm's length (kit review r34, K minor 1: the
# white pawn's dark stripes and deepened band printed it grey, beside the grey pawn)
PATTERN_TONE = 0.3
PATTERN_STRIPE = 0.3


def _mix(first: str, second: str, share: float) -> colors.Color:
    """`share` of the way from `first` to `second`."""
    a, b = colors.HexColor(first), colors.HexColor(second)
    return colors.Color(*(x + (y - x) * share for x, y in ((a.red, b.red), (a.green, b.green), (a.blue, b.blue))))


def name_size(spec: Standees) -> float | None:
    """One size for every name on the sheet, the largest at which all fit: a set of pawns reads as a set."""
    names = [spec.panel_name(p) for p in spec.pawns]
    sizes = [
        fit(name, NAME_FONT, name_width(spec.width), max_size=spec.width * NAME_MAX, min_size=NAME_MIN)
        for name in names
        if name
    ]
    return min((f.size for f in sizes if f), default=None)


def draw_pattern(c, pattern: str, ink, frame: tuple[float, float, float, float], low: float) -> None:
    """`pattern` in `ink` inside the panel's `frame` (x, y, w, h) above `low`: bold diagonal stripes,
    a grid of dots, a chequer, a lattice of lines or rows of zigzags, one repeat every PATTERN_PITCH."""
    x, y, w, h = frame
    c.saveState()
    path = c.beginPath()
    path.roundRect(x, y, w, h, mm(1.5))
    c.clipPath(path, stroke=0, fill=0)
    band = c.beginPath()
    band.rect(x, low, w, y + h - low)
    c.clipPath(band, stroke=0, fill=0)
    c.setFillColor(ink)
    c.setStrokeColor(ink)
    p = PATTERN_PITCH
    if pattern == "stripes":
        c.setLineWidth(p * PATTERN_STRIPE)
        k = -h
        while k < w + h:
            c.line(x + k, y, x + k + h, y + h)
            k += p
    elif pattern == "grid":  # upright lines both ways, thinner than the stripes: a net, not a chequer
        c.setLineWidth(p * PATTERN_STRIPE / 2)
        for k in range(int(w // p) + 2):
            c.line(x + (k + 0.5) * p, y, x + (k + 0.5) * p, y + h)
        for k in range(int(h // p) + 2):
            c.line(x, y + (k + 0.5) * p, x + w, y + (k + 0.5) * p)
    elif pattern == "zigzag":  # level zigzags, as thick as the grid's lines: no other pattern's straight or round marks
        c.setLineWidth(p * PATTERN_STRIPE / 2)
        c.setLineJoin(1)
        for row in range(int(h // p) + 2):
            path = c.beginPath()
            base = y + (row + 0.25) * p
            path.moveTo(x - p, base)
            for k in range(int(w // (p / 2)) + 4):
                path.lineTo(x - p + (k + 1) * p / 2, base + (p / 2 if k % 2 == 0 else 0))
            c.drawPath(path, stroke=1, fill=0)
    elif pattern == "dots":
        for row in range(int(h // p) + 1):
            for col in range(int(w // p) + 1):
                c.circle(x + (col + 0.5) * p, y + (row + 0.5) * p, p * 0.22, stroke=0, fill=1)
    else:  # checks: squares half a repeat wide, every other one filled
        q = p / 2
        for row in range(int(h // q) + 1):
            for col in range(int(w // q) + 1):
                if (row + col) % 2 == 0:
                    c.rect(x + col * q, y + row * q, q, q, stroke=0, fill=1)
    c.restoreState()


def _panel(
    c, pawn: Pawn, w: float, h: float, size: float | None = None, name: str | None = None, words: bool = True
) -> None:
    """One upright panel in the box (0, 0, w, h); `name`: the caption under the mark (none: no
    caption), at `size`, the names' common size. Every pawn's panel has the same frame at INSET, in its
    ink, a pale pawn's edge band (strip_drawer) outside it (r32, P minor 3: one template for all).
    Without `words`: its disc without the mark in it, no name (the fold figure's sketch of the strip)."""
    ink = colors.HexColor(pawn.ink_color)
    inset = INSET
    c.setStrokeColor(ink)
    c.setLineWidth(FRAME_LINE)
    c.roundRect(inset, inset, w - 2 * inset, h - 2 * inset, mm(1.5), stroke=1, fill=0)
    has_symbol = bool(pawn.symbol or pawn.picture)
    r = disc_radius(w)
    if has_symbol:
        disc_y = h - inset - mm(1.6) - r
    elif name:  # centred in the room above the name
        disc_y = (h - inset + inset + mm(2.2) + w * NAME_MAX) / 2
    else:
        disc_y = h / 2
    if pawn.pattern:  # behind the disc, clear of the name below it, a tone of the body: the body reads as its colour
        low = inset + mm(2.2) + (size or w * NAME_MAX) + mm(1) if name else inset
        draw_pattern(
            c,
            pawn.pattern,
            _mix(pawn.color, pawn.ink_color, PATTERN_TONE),
            (inset, inset, w - 2 * inset, h - 2 * inset),
            low,
        )
    c.setFillColor(colors.HexColor(MEDALLION))
    c.circle(w / 2, disc_y, r, stroke=0, fill=1)
    c.setStrokeColor(_shade(pawn.color, -0.25))
    c.setLineWidth(0.8)
    c.circle(w / 2, disc_y, r, stroke=1, fill=0)
    fitted = fit(pawn.mark, MARK_FONT, r * MARK_WIDTH, max_size=r * 1.45, min_size=6) if words else None
    if fitted:
        c.setFillColor(colors.HexColor(pawn.mark_color))
        c.setFont(MARK_FONT, fitted.size)
        c.drawCentredString(w / 2, disc_y - fitted.size * 0.35, pawn.mark)
        underline_mark(c, pawn.mark, MARK_FONT, fitted.size, w / 2, disc_y - fitted.size * 0.35)
    name_y = inset + mm(2.2)
    if name and words:
        fitted = fit(name, NAME_FONT, name_width(w), max_size=size or w * NAME_MAX, min_size=NAME_MIN)
        if fitted:
            c.setFillColor(ink)
            c.setFont(NAME_FONT, fitted.size)
            c.drawCentredString(w / 2, name_y, name)
            name_y += fitted.size
    if has_symbol:
        low, high = name_y + mm(1), disc_y - r - mm(1.2)
        size = min(high - low, w * 0.6)
        if size > mm(3):
            cy = (low + high) / 2
            if pawn.symbol:
                c.setFillColor(ink)
                draw_symbol(c, pawn.symbol, w / 2, cy, size / 2)
            else:
                c.setFillColor(colors.HexColor(MEDALLION))
                c.circle(w / 2, cy, size / 2, stroke=0, fill=1)
                pic_ink = colors.HexColor(DARK)
                draw_pictogram(c, pawn.picture, w / 2 - size * 0.4, cy - size * 0.4, size * 0.8, pic_ink)


# a pawn's fold lines: a neutral grey, the darker or the lighter, whichever stands out more from the
# strip's colour (kit review r26, K minor 5: tones of each strip's own colour were faint on green,
# orange, red and purple, hard to follow under a metal ruler when scoring 300 g card)
FOLD_GREYS = ("#555555", "#bdbdbd")
FOLDS = (VALLEY, RIDGE, VALLEY)  # a strip's folds from its foot: the strip drawn and its fold figure say them alike


def fold_tone(hex_color: str) -> colors.Color:
    """The fold line's ink on a pawn of `hex_color`: a neutral grey that reads on it, neither black nor
    a light band across the faces (r22, K minor 8), the same on every strip."""
    return colors.HexColor(best_ink(hex_color, FOLD_GREYS))


def tab_mark_width(w: float) -> float:
    """The width box of the mark on a base tab `w` wide: TAB_MARK_WIDTH of it, and never nearer than
    text.CLEARANCE_MM to the rings along the foot's sides (their inner edge at EDGE_BAND, a pale pawn's dark one at
    PALE_BAND; r42 K minor 4: the two-digit marks 10–12 touched them, 0 mm, the „12” over its bar)."""
    return min(w * TAB_MARK_WIDTH, w - 2 * (max(EDGE_BAND, PALE_BAND) + mm(CLEARANCE_MM)))


def tab_mark(pawn: Pawn, w: float, t: float):
    """The mark on a base tab `w` wide and `t` deep, as large as the tab allows: read from above at arm's
    length (r15: 11.5 pt on a 9 mm tab was a 3 mm digit)."""
    return fit(pawn.mark, SANS_BOLD, tab_mark_width(w), max_size=t * TAB_MARK, min_size=6)


def _tab(c, pawn: Pawn, w: float, t: float) -> None:
    """The mark on a base tab in the box (0, 0, w, t), its fold line at the top, on the pawn's own colour (the
    strip's ground): white on a dark pawn, dark on a light one, readable from above."""
    fitted = tab_mark(pawn, w, t)
    if fitted:
        c.setFillColor(colors.HexColor(tab_ink(pawn)))
        c.setFont(SANS_BOLD, fitted.size)
        c.drawCentredString(w / 2, t * 0.5 - fitted.size * 0.35, pawn.mark)
        underline_mark(c, pawn.mark, SANS_BOLD, fitted.size, w / 2, t * 0.5 - fitted.size * 0.35)


def tab_ink(pawn: Pawn) -> str:
    """The foot's mark's ink: white on a dark pawn, dark on a light one."""
    return best_ink(pawn.color, ("#ffffff", DARK))


def underline_mark(c, mark: str, font: str, size: float, cx: float, baseline: float) -> None:
    """A bar under a mark that reads as another upside down (6 and 9): a pawn's far face is seen
    turned by the player across the table. Drawn in the current fill colour."""
    if reads_otherwise_turned(mark):
        bar = c.stringWidth(mark, font, size) * 0.8
        c.rect(cx - bar / 2, baseline - size * 0.13, bar, size * 0.07, stroke=0, fill=1)


def fold_inks(pawn: Pawn, outline: bool) -> tuple[str, ...]:
    """Each fold's ink on `pawn`'s strip, from its foot (FOLDS): the grey that reads on what the fold lies on,
    the pawn's own colour or, on an outlined strip, the ridge's dark ring."""
    return tuple(best_ink(OUTLINE[1] if outline and kind == RIDGE else pawn.color, FOLD_GREYS) for kind in FOLDS)


# the rings stop this far short of the feet's folds and the strip's ends: a keyline along the pawn's sides and feet,
# never a rule from crop to crop that reads as a cut line 3 mm inside the strip's edge (r41 K minor 1: a builder cut
# 11.2 mm pawns)
OUTLINE_SHORT = mm(2.0)
TRIM_LINE = 0.3  # pt: the strip's cut line along its long sides, a hairline as a token's is (r41 K minor 1)
# a fold's number is the assembly figure's alone (the job's cover: fold_figure.fold_marks numbers the strip's folds as
# its sheet lays it): the strip prints none, so the finished pawn shows no stray digit at its ridge and on its feet
# (kit review r43, K minor 5: „1 / 2 / 3” inside the cut on every pawn); its folds are told apart on the strip by
# their lines, the ridge's dash-dot-dot and the valleys' dash-dot (fold_figure.RIDGE, VALLEY), as the figure shows


def strip_drawer(
    spec: Standees,
    pawn: Pawn,
    size: float | None = None,
    outline: bool = False,
    wide: bool = False,
    sketch: bool = False,
):
    """The strip of `pawn`, one template for every pawn of every game (kit review r32, P minor 3, R minor 4):
    panels and feet in the pawn's own colour, the same frame on every panel, the folds in one grey;
    `outline`: the light and dark rings round it (standees.outlined: on every pawn of the game, or on none);
    `wide`: a pale pawn's (standees.pale), its dark ring reaching in to the panel's frame (PALE_BAND).
    `sketch`: as the fold figure draws it small, without its marks, its folds and its cut line (the figure
    draws its folds at full size: fold_figure.FoldPlan.sketch)."""
    words = not sketch

    def draw(c, w, total):
        t, h = spec.base, spec.height
        c.setFillColor(colors.HexColor(pawn.color))
        c.rect(-mm(4), -mm(4), w + mm(8), total + mm(8), stroke=0, fill=1)
        if outline:
            # along the strip's long sides, over its panels: the pawn's keyline against the board, the dark ring
            # and the light one inside it, OUTLINE_CLEAR (3 mm) of the pawn's colour between them and the cut, which
            # runs on into the bleed (r39 R minor 3, P minor 2: at 0.6 mm the rings showed any cutting error; r36: no
            # paper rim and no ring at the cut); none across the feet's ends, where their marks stand as large as
            # the foot allows; a pale pawn's dark ring reaches in to its panel's frame, with no light ring
            # (PALE_BAND, r36 R minor 6)
            dark = PALE_BAND if wide else OUTLINE_CLEAR + OUTLINE_DARK
            rings = ((OUTLINE[1], OUTLINE_CLEAR, dark),) + (() if wide else ((OUTLINE[0], dark, EDGE_BAND),))
            for colour, low, high in rings:
                c.setFillColor(colors.HexColor(colour))
                # on each foot and along the panels, each OUTLINE_SHORT short of the feet's folds and the strip's
                # ends: the feet keep their edge on the board (r30 R minor 3), no rule runs from crop to crop
                for x in (low, w - high):
                    for y0, y1 in ((0, t), (t, t + 2 * h), (t + 2 * h, total)):
                        c.rect(x, y0 + OUTLINE_SHORT, high - low, y1 - y0 - 2 * OUTLINE_SHORT, stroke=0, fill=1)
            # never across a fold in light: the pawn's colour runs on over its feet's folds, so the folded pawn
            # shows no light strip along its ridge or above its feet (r35 R minor 5: the rings centred on each
            # fold left a 1.8 mm light band across it, a 0.9 mm white strip on the standing pawn); its ridge, the
            # standing pawn's top edge, takes the dark ring alone, as wide as at its sides, joining them
            c.setFillColor(colors.HexColor(OUTLINE[1]))
            ridge = dark - OUTLINE_CLEAR
            c.rect(OUTLINE_CLEAR, t + h - ridge, w - 2 * OUTLINE_CLEAR, 2 * ridge, stroke=0, fill=1)
        # bottom tab (under the front panel): bent forward, it lies printed side up with its top at the
        # panel, so its mark reads upright for a player in front of the pawn
        if words:
            _tab(c, pawn, w, t)
        c.saveState()
        c.translate(0, t)
        _panel(c, pawn, w, h, size, spec.panel_name(pawn), words)
        c.restoreState()
        # back panel and top tab: upside down, so they stand upright after the fold
        c.saveState()
        c.translate(w, 2 * h + t)
        c.rotate(180)
        _panel(c, pawn, w, h, size, spec.panel_name(pawn), words)
        c.restoreState()
        if sketch:
            return
        c.saveState()
        c.translate(w, total)
        c.rotate(180)
        _tab(c, pawn, w, t)
        c.restoreState()
        # the folds stay on the finished pawn (its ridge and the feet's edges): a dash-dot in a neutral
        # grey, not black on a light band across every face (kit review r22, K minor 8; r26, K minor 5),
        # the grey that reads on what the fold lies on: the pawn's own colour, an outlined ridge's dark ring
        for y, kind, tone in zip((t, t + h, t + 2 * h), FOLDS, fold_inks(pawn, outline)):
            # from trim to trim: never on into the bleed and the gaps between strips (r36 P minor 8, K minor 4)
            draw_fold(c, 0, y, w, y, colors.HexColor(tone), halo=False, ridge=kind == RIDGE)
        # the cut along the long sides: a hairline on the trim, the strip's one line that reads as a cut (r41 K
        # minor 1: the rings 3 mm inside read as one; tokens and tiles print theirs), in the feet's folds' grey,
        # so a cut a little off leaves a hair of it, no dark rim; the colour runs on into the bleed under it
        c.setStrokeColor(colors.HexColor(fold_inks(pawn, False)[0]))
        c.setLineWidth(TRIM_LINE)
        for x in (0, w):
            c.line(x, 0, x, total)

    return draw


def pieces(spec: Standees, ground: list[str] = (), backdrop: list[str] = ()) -> list[Piece]:
    """Every strip; `ground`: the colours the pawns stand on (standees.grounds); `backdrop`: the boards'
    grounds round the fields (standees.backgrounds), which a pale pawn hardly parts from (standees.pale)."""
    size = name_size(spec)
    rings = outlined(spec, list(ground))
    return [
        Piece(
            spec.width,
            spec.strip_height,
            strip_drawer(spec, pawn, size, rings, rings and pale(pawn.color, list(backdrop))),
            None,
            f"pionek {pawn.mark}",
        )
        for pawn in spec.pawns
        for _ in range(pawn.copies)
    ]


PATTERN_WORDS = {
    "dots": "w kropki",
    "stripes": "w paski",
    "checks": "w kratkę",
    "grid": "w siatkę",
    "zigzag": "w zygzaki",
}  # a pattern as the guide says it


def _sign(pawn) -> str:
    """„9 (czarny w kropki)”: the pawn's mark, with its name and pattern when it has them."""
    said = " ".join(filter(None, [pawn.name.lower() if pawn.name else "", PATTERN_WORDS.get(pawn.pattern or "", "")]))
    # a no-break space: the mark never ends a line without its name (r35 R rulebook minor 10: „3 /(błękitny)”)
    return f"{pawn.mark}{NBSP}({said})" if said else pawn.mark


def render(component: Component[Standees], game: Game, options: BuildOptions) -> list[Output]:
    spec: Standees = component.spec
    count = sum(p.copies for p in spec.pawns)
    contents = [
        f"{counted(count, 'pionek', 'pionki', 'pionków')} do złożenia; pasek {to_mm(spec.width):g} × {to_mm(spec.strip_height):g} mm, "
        # the strip's two ends, bent in opposite directions, are the two bases it stands on
        f"pionek ma {to_mm(spec.height):g} mm wysokości i stoi na dwóch podstawkach {to_mm(spec.width):g} × "
        f"{to_mm(spec.base):g} mm.",
    ]
    if all(p.name for p in spec.pawns):  # a list naming a few colours reads unfinished (kit review r20 minor 9)
        contents.append("Znaki pionków: " + ", ".join(_sign(p) for p in spec.pawns) + ".")
    # the cut is said once, by the guide's own line (guide.CUT_TEXT: the margin's marks, the strips' only cut
    # lines; r30 P minor 9: „Wytnij je po znacznikach” a second time), the lines as the sheet has them
    # the strip named as the pawn it makes: „Paski” came unannounced after the tokens (r35 K F18)
    notes = [
        "Każdy pionek to pasek z nadrukiem z jednej strony (drugą zostaw pustą).",
        f"{lines_text(pieces(spec))} Zegnij pasek w połowie (nadrukiem na zewnątrz) i sklej ze sobą "
        "niezadrukowane strony obu paneli. Końce paska (podstawki) odegnij w przeciwne strony: "
        "pionek stanie na nich, a znak na podstawce będzie widać z góry.",
        SCORE_TEXT,
    ] + list(spec.notes)
    return [
        render_sheet_pdf(
            component,
            game,
            options,
            pieces(spec, grounds(game), backgrounds(game)),
            width=spec.width,
            height=spec.strip_height,
            bleed=spec.bleed,
            # every strip in a colour of its own: each keeps its whole bleed, a gutter between them, as on the
            # token sheet that prints them (r42 K minor 13: butted, a 0.5 mm miscut showed the neighbour's colour)
            gutter=2 * spec.bleed,
            title=spec.title,
            contents=contents,
            notes=notes,
            even_rows=True,  # 12 pawns as 6 + 6, not 9 + 3
            needs=["klej:pionków", "bigowanie"],
            # a guest's own file is for reprints: its pieces print on the host's sheets (guest_pieces)
            reprint=component.name in guests_of(game),
        )
    ]


def kind_pieces(component: Component[Standees], game: Game) -> list[Piece]:
    """Every piece in the kit's order, as the sheets print them (rulebook figures draw these)."""
    return pieces(component.spec, grounds(game), backgrounds(game))


def fold_plans(component: Component[Standees], game: Game) -> list:
    """How a strip folds (the job's cover draws it, fold_figure): the strip itself, then the ridge at its
    middle first (printed sides out, the blank panels glued), then both tabs bent outward, printed side up,
    in opposite directions; the folds' numbers are the figure's ({0}…: by joint, foot first)."""
    spec: Standees = component.spec
    t, h = spec.base, spec.height
    ground, backdrop = grounds(game), backgrounds(game)
    rings = outlined(spec, list(ground))
    pawn = spec.pawns[0]
    wide = rings and pale(pawn.color, list(backdrop))
    return [
        FoldPlan(
            title=spec.title.lower() if spec.title.isupper() else spec.title,
            piece=pieces(spec, ground, backdrop)[0],
            # the strip as its sheet prints it, drawn small without its numbers, its folds at full size over it
            sketch=Piece(spec.width, spec.strip_height, strip_drawer(spec, pawn, None, rings, wide, sketch=True)),
            fold_inks=fold_inks(pawn, rings),
            panels=(t, h, h, t),
            kinds=FOLDS,
            steps=(
                ("zegnij {1}, sklej", (0, 180, 0)),
                ("odegnij {0} i {2} na boki", (90, 180, 90)),
            ),
            upright=1,
        )
    ]
