"""exhibit-tiles drawn: the tiles' fronts and backs and their sheets (reportlab), imported when the
tiles are drawn (exhibit_tiles.py names these with `Later`; validation never loads them)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from reportlab.lib import colors
from reportlab.lib.utils import ImageReader

from generator.draw.art.pictograms import draw_blot, draw_pictogram
from generator.draw.art.pictograms.base import tint
from generator.draw.fonts import SANS_BOLD, SERIF_BOLD
from generator.draw.kinds.piece_sheets import render_sheet_pdf
from generator.draw.kinds.tokens_draw import SPARE_MARK
from generator.draw.text import draw_fitted, fit
from generator.games.kolekcjonerzy.exhibit_tiles import (
    BACK_TITLE,
    BADGE_CENTRE,
    BADGE_GAP,
    BADGE_RADIUS,
    FRAME_INSET,
    FRAME_LINE,
    LEADING,
    NAME_FONT,
    SPARE_DECK,
    SPARE_NAME_LINE,
    TIER_COLORS,
    Exhibit,
    ExhibitTiles,
    pieces,
    spare_pieces,
    tile_layout,
)
from generator.games.kolekcjonerzy.exhibit_tiles import spares as spares_of
from generator.model.core import BuildOptions, Component, Game, Output
from generator.model.polish import counted
from generator.model.units import mm

PAPER = colors.HexColor("#f6efe0")
# the spares' row marked in the sheet's margin, so it is cut off and set aside before the tiles are cut apart
# (r39 K kit minor 8: after cutting a spare looks like the tiles in play), by their deck (SPARE_DECK)
SPARE_NOTE = "zapas – odłóż"
PRICE_SIZE = 9.5  # pt, the price in its badge
BACK_TINT = 0.93  # the shared back's ground: its colour this far towards white


def _front(exhibit: Exhibit, picture_path: Path | None):
    def draw(c, w, h):
        tier = colors.HexColor(TIER_COLORS.get(exhibit.price, "#555555"))
        c.setFillColor(PAPER)
        c.rect(-mm(4), -mm(4), w + mm(8), h + mm(8), stroke=0, fill=1)
        c.setStrokeColor(tier)
        c.setLineWidth(FRAME_LINE)
        c.rect(FRAME_INSET, FRAME_INSET, w - 2 * FRAME_INSET, h - 2 * FRAME_INSET, stroke=1, fill=0)
        layout = tile_layout(exhibit.name, w)
        px, py, pic = layout.picture
        if picture_path is not None:
            c.drawImage(
                ImageReader(str(picture_path)), px, py, pic, pic, preserveAspectRatio=True, anchor="c", mask="auto"
            )
        elif exhibit.picture:
            draw_pictogram(c, exhibit.picture, px, py, pic, colors.HexColor("#2b2623"))
        # price token in the top-right corner, over the frame: a ring of the tile's paper round it
        # breaks the frame visibly, so the badge never just touches it (kit review)
        r = BADGE_RADIUS
        cx, cy = w - BADGE_CENTRE, h - BADGE_CENTRE
        c.setFillColor(PAPER)
        c.circle(cx, cy, r + BADGE_GAP, stroke=0, fill=1)
        c.setFillColor(tier)
        c.circle(cx, cy, r, stroke=0, fill=1)
        c.setFillColor(colors.white)
        c.setFont(SERIF_BOLD, PRICE_SIZE)
        c.drawCentredString(cx, cy - PRICE_SIZE * 0.33, str(exhibit.price))
        c.setFillColor(colors.HexColor("#2b2623"))
        if layout.fitted:
            draw_fitted(c, layout.fitted, NAME_FONT, w / 2, layout.baseline + layout.fitted.size, leading=LEADING)

    return draw


def _back(spec: ExhibitTiles):
    """The one back every tile shares, exhibit or blot: the arbiter shuffles the exhibits face down and
    a tile turned over must not tell what it is, so no back carries a word that differs. Light on ink
    (as the banknotes' backs): a pale tint of the back's colour, the initial in a ring and the game's
    name in the colour itself; every back of the sheet is printed, and a solid one shows bands."""

    def draw(c, w, h):
        base = colors.HexColor(spec.back.color)
        c.setFillColor(tint(base, BACK_TINT))
        c.rect(-mm(4), -mm(4), w + mm(8), h + mm(8), stroke=0, fill=1)
        c.setStrokeColor(base)
        c.setLineWidth(0.8)
        c.circle(w / 2, h / 2 + mm(1), w * 0.3, stroke=1, fill=0)  # clear of the name under it
        c.setFillColor(base)
        c.setFont(SERIF_BOLD, h * 0.36)
        c.drawCentredString(w / 2, h / 2 + mm(1) - h * 0.125, spec.back.title[:1])
        title = fit(spec.back.title, SANS_BOLD, w - mm(8), max_size=BACK_TITLE, min_size=BACK_TITLE)
        if title:
            c.setFont(SANS_BOLD, title.size)
            c.drawCentredString(w / 2, mm(3.4), spec.back.title)

    return draw


# a spare blot's front: its blot at the game's size (r15: a smaller one read as another piece), raised, the kit's spare
# mark under it (tokens_draw.SPARE_MARK, as every game's spare chits carry it), grey, at a piece's least readable
# size: a blot is public, so the mark tells nothing, and a spare cut out with the others is still told from the 12 in
# play (kit review r43, K minor 9)
BLOT = 0.8  # of the tile's side: a blot's box
SPARE_BLOT_FOOT = 0.15  # of the tile's side: a spare blot's box over the tile's foot (the game's: 0.1)
SPARE_MARK_SIZE = 7.0  # pt
SPARE_MARK_BASE = mm(2.0)  # the mark's baseline over the tile's foot: its descent 1.5 mm clear of the cut
# the mark's ink: a dark warm grey, 6:1 on the tile's paper (r45 K kit: the blank exhibit's grey gave 3.3:1, faint)
SPARE_MARK_INK = "#5a524a"
BLANK_INK = "#8a8178"  # a blank spare exhibit's frame, circle and line: light, to be written over


def _blot_front(spec: ExhibitTiles, seed: int, spare: bool = False):
    def draw(c, w, h):
        c.setFillColor(PAPER)
        c.rect(-mm(4), -mm(4), w + mm(8), h + mm(8), stroke=0, fill=1)
        if not spare:
            draw_blot(c, w * (1 - BLOT) / 2, h * (1 - BLOT) / 2, w * BLOT, seed, colors.HexColor(spec.blots.color))
            return
        draw_blot(c, w * (1 - BLOT) / 2, h * SPARE_BLOT_FOOT, w * BLOT, seed, colors.HexColor(spec.blots.color))
        c.setFillColor(colors.HexColor(SPARE_MARK_INK))
        c.setFont(SANS_BOLD, SPARE_MARK_SIZE)
        c.drawCentredString(w / 2, SPARE_MARK_BASE, SPARE_MARK)

    return draw


def _spare_exhibit_front(spec: ExhibitTiles):
    """A blank spare exhibit: a grey frame, an empty price circle and a line for the name, written
    in pencil when an exhibit is lost. No word marks it: written on, it looks like any exhibit (r15)."""

    def draw(c, w, h):
        ink = colors.HexColor(BLANK_INK)
        c.setFillColor(PAPER)
        c.rect(-mm(4), -mm(4), w + mm(8), h + mm(8), stroke=0, fill=1)
        c.setStrokeColor(ink)
        c.setLineWidth(FRAME_LINE)
        c.rect(FRAME_INSET, FRAME_INSET, w - 2 * FRAME_INSET, h - 2 * FRAME_INSET, stroke=1, fill=0)
        r = BADGE_RADIUS
        c.setFillColor(PAPER)
        c.circle(w - BADGE_CENTRE, h - BADGE_CENTRE, r + BADGE_GAP, stroke=0, fill=1)
        c.setLineWidth(0.6)
        c.circle(w - BADGE_CENTRE, h - BADGE_CENTRE, r, stroke=1, fill=0)
        c.line(mm(5), SPARE_NAME_LINE, w - mm(5), SPARE_NAME_LINE)

    return draw


THICKER = (
    "Grubsze płytki: oba arkusze płytek wydrukuj na papierze 120 g/m², naklej przód i tył na tekturę 1–1,5 mm "
    "(znaczniki cięcia tyłu na znacznikach przodu: sprawdź igłą) i dopiero wtedy tnij."
)


def _mm(points: float) -> str:
    """„29,5”: a length in millimetres as the guide prints it, to a tenth, no trailing zero."""
    return f"{round(points / mm(1), 1):g}".replace(".", ",")


def side_words(tile: float, field: float | None) -> str:
    """„29,5 mm (o 0,5 mm mniejszy niż pole planszy, 30 mm)”: the tile's side as its sheets cut it, and
    how it stands to the board's field, both measured from the layout (kit review r19: a rounded side
    read „30 mm (równy polu planszy)” for a 29,5 mm tile)."""
    side = f"{_mm(tile)} mm"
    if field is None or abs(field - tile) < mm(0.05):
        return side + (" (równy polu planszy)" if field is not None else "")
    less = "mniejszy" if tile < field else "większy"
    return f"{side} (o {_mm(abs(field - tile))} mm {less} niż pole planszy, {_mm(field)} mm)"


def render(component: Component[ExhibitTiles], game: Game, options: BuildOptions) -> list[Output]:
    spec: ExhibitTiles = component.spec
    game_pieces = pieces(component, game)
    spare = spares_of(component, game, options)
    spares = spare_pieces(spec, spare.free)
    contents = [
        f"{len(spec.exhibits)} płytek eksponatów i {spec.blots.count} płytek z kleksami, "
        f"bok {side_words(spec.size, game.spec.dimensions.get('field'))}",
        "Przody i tyły: wszystkie płytki mają jednakowy tył, więc odwrócona płytka nie zdradza, "
        "co jest na jej przodzie, a arbiter może tasować eksponaty.",
    ]
    blots, blanks = spare.blots, spare.blanks
    if spares:
        contents.append(
            f"Płytki zapasowe to {spare.place()}: "
            + counted(blots, "kleks", "kleksy", "kleksów")
            + (
                f", a za nimi {counted(blanks, 'pusty eksponat', 'puste eksponaty', 'pustych eksponatów')}"
                if blanks
                else ""
            )
            # why there is no word on them, then what to do (kit review r30, K minor 9: „by zastępca wyglądał
            # jak płytka, którą zastępuje” read as a non sequitur)
            # a spare blot says „zapas” under its blot (r43 K minor 9); a blank exhibit none: written on, it is
            # any exhibit (r15)
            + (f". Kleksy zapasowe mają pod kleksem napis „{SPARE_MARK}”, puste eksponaty – żadnego" if blots else "")
            + (
                ". Zanim potniesz arkusz, "
                + ("odetnij rząd" if spare.free == spare.grid.cols else "odetnij rzędy")
                + f" z napisem „{SPARE_NOTE}” na marginesie i odłóż "
                + ("go" if spare.free == spare.grid.cols else "je")
                + " osobno. Kleks zapasowy"
                if spare.free % spare.grid.cols == 0  # whole rows: the sheet marks them (sheets.row_notes)
                else ". Po wycięciu od razu odłóż je osobno. Kleks zapasowy"
            )
            + " zastąpi kleks, który się zgubi; na pustym eksponacie wypisz ołówkiem nazwę "
            "i cenę zgubionego eksponatu."
        )
    # tiles moved all game, thicker than card where the buyer wants them (r43 K minor 12: 0.3 mm, hard to pick up)
    contents.append(THICKER)
    return [
        replace(
            render_sheet_pdf(
                component,
                game,
                options,
                game_pieces + spares,
                width=spec.size,
                height=spec.size,
                bleed=spec.bleed,
                title="Płytki: eksponaty i kleksy",
                contents=contents,
                deck_notes={SPARE_DECK: SPARE_NOTE},
            ),
            spares=len(spares),  # the checklist counts them apart (r23 K minor 3)
        )
    ]
