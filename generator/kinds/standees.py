"""standees: fold-up paper pawns for any game – one strip per pawn, printed on one side of card.

Each strip, top to bottom: a base tab, the back panel (upside down), the front panel, a base tab.
Fold the strip in half at the middle line (printed sides out) and glue the two panels together;
bend both tabs outward: they make a foot `width` wide and `2 × base` deep, printed side up, so the
pawn's mark can be read from above too. The back panel is drawn upside down so that it stands
upright after folding, like a tent card.

```yaml
kind: standees
title: Pionki                   # heading of the guide page and of the sheets (Polish)
width: 20mm                     # panel width = width of the foot
height: 32mm                    # panel height: how tall the pawn stands
base: 12mm                      # depth of each base tab; the foot is 2 × base deep
bleed: 2mm
fits_on: field                  # optional: a length in game.yaml `dimensions` the foot must fit on
notes: ["…"]                    # extra lines for the guide page (optional)
pawns:
  - color: "#c0392b"            # panel colour
    ink: "#ffffff"              # optional; default: dark or white, whichever reads better
    mark: "1"                   # number or letter, up to 3 characters, printed big in a light disc
    name: CZERWONY              # optional caption under the mark (e.g. the colour's name)
    symbol: star                # optional geometric symbol (circle square diamond triangle star cross hexagon)
    picture: moneta             # or a pictogram from generator/art/pictograms/ (not both)
    copies: 1                   # how many identical strips (default 1)
```

Two pawns are told apart by their mark as well as their colour (colour-blind players): marks must
be unique, colours too.
"""
from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator
from reportlab.lib import colors

from . import Kind, register
from ..art.pictograms import PICTOGRAMS, draw_pictogram
from ..core import BuildOptions, Component, Game, Output
from ..findings import Findings
from ..fonts import SANS_BOLD, SANS_SEMIBOLD, SERIF_BOLD
from ..model import Model
from ..sheets import Piece
from ..text import fit, text_problem
from ..units import Length, PositiveLength, mm, to_mm
from ..vocab import Color
from ._sheets import check_fits, render_sheet_pdf
from ._symbols import MEDALLION, SYMBOLS, draw_symbol, is_light

DARK, WHITE = "#1d1d1b", "#ffffff"
MAX_PAWNS = 60

MARK_FONT, NAME_FONT = SERIF_BOLD, SANS_SEMIBOLD
MARK_DISC = 0.40          # disc radius as a share of the panel width
MARK_WIDTH = 1.25         # the mark's width box, as a share of the disc radius
NAME_MAX, NAME_MIN = 0.2, 6.0     # share of width (pt size), pt: nothing on paper below 6 pt
INSET = mm(1.3)                   # the panel's frame, inside the trim
NAME_PAD = mm(0.75)               # clear space between the name and the frame
FOLD_DASH = (2.2, 1.6)
TAB_TINT = 0.35           # base tabs are the pawn colour mixed this much towards white


class Pawn(Model):
    color: Color
    ink: Color | None = None
    mark: str = Field(min_length=1, max_length=3)
    name: str | None = Field(default=None, min_length=1, max_length=20)
    symbol: SYMBOLS | None = None
    picture: str | None = None
    copies: int = Field(default=1, ge=1, le=MAX_PAWNS)

    @model_validator(mode="after")
    def _one_symbol(self) -> "Pawn":
        if self.symbol and self.picture:
            raise ValueError("a pawn has both 'symbol' and 'picture'; expected one of them")
        return self

    @property
    def ink_color(self) -> str:
        return self.ink or (DARK if is_light(self.color) else WHITE)


class Standees(Model):
    kind: Literal["standees"]
    title: str = Field(default="Pionki", min_length=1)
    width: PositiveLength = mm(20)
    height: PositiveLength = mm(32)
    base: PositiveLength = mm(12)
    bleed: Length = mm(2)
    fits_on: str | None = None
    notes: list[str] = []
    pawns: list[Pawn] = Field(min_length=1)

    @property
    def strip_height(self) -> float:
        return 2 * self.height + 2 * self.base


# ---------------------------------------------------------------------------------------- drawing

def _shade(hex_color: str, amount: float) -> colors.Color:
    """Mix towards white (amount > 0) or black (amount < 0)."""
    r, g, b = (int(hex_color[i:i + 2], 16) / 255 for i in (1, 3, 5))
    if amount >= 0:
        return colors.Color(r + (1 - r) * amount, g + (1 - g) * amount, b + (1 - b) * amount)
    k = 1 + amount
    return colors.Color(r * k, g * k, b * k)


def name_width(w: float) -> float:
    """Room for the name on a panel `w` wide: inside the frame, clear of it."""
    return w - 2 * (INSET + NAME_PAD)


def name_size(spec: Standees) -> float | None:
    """One size for every name on the sheet, the largest at which all fit: a set of pawns reads as a set."""
    sizes = [fit(p.name, NAME_FONT, name_width(spec.width), max_size=spec.width * NAME_MAX, min_size=NAME_MIN)
             for p in spec.pawns if p.name]
    return min((f.size for f in sizes if f), default=None)


def _panel(c, pawn: Pawn, w: float, h: float, size: float | None = None) -> None:
    """One upright panel in the box (0, 0, w, h); `size`: the names' common size."""
    ink = colors.HexColor(pawn.ink_color)
    c.setStrokeColor(ink)
    c.setLineWidth(0.5)
    inset = INSET
    c.roundRect(inset, inset, w - 2 * inset, h - 2 * inset, mm(1.5), stroke=1, fill=0)
    has_symbol = bool(pawn.symbol or pawn.picture)
    r = w * MARK_DISC
    if has_symbol:
        disc_y = h - inset - mm(1.6) - r
    elif pawn.name:   # centred in the room above the name
        disc_y = (h - inset + inset + mm(2.2) + w * NAME_MAX) / 2
    else:
        disc_y = h / 2
    c.setFillColor(colors.HexColor(MEDALLION))
    c.circle(w / 2, disc_y, r, stroke=0, fill=1)
    c.setStrokeColor(_shade(pawn.color, -0.25))
    c.setLineWidth(0.8)
    c.circle(w / 2, disc_y, r, stroke=1, fill=0)
    fitted = fit(pawn.mark, MARK_FONT, r * MARK_WIDTH, max_size=r * 1.45, min_size=6)
    if fitted:
        mark_ink = colors.HexColor(pawn.color) if not is_light(pawn.color) else colors.HexColor(DARK)
        c.setFillColor(mark_ink)
        c.setFont(MARK_FONT, fitted.size)
        c.drawCentredString(w / 2, disc_y - fitted.size * 0.35, pawn.mark)
    name_y = inset + mm(2.2)
    if pawn.name:
        fitted = fit(pawn.name, NAME_FONT, name_width(w), max_size=size or w * NAME_MAX, min_size=NAME_MIN)
        if fitted:
            c.setFillColor(ink)
            c.setFont(NAME_FONT, fitted.size)
            c.drawCentredString(w / 2, name_y, pawn.name)
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


def _tab(c, pawn: Pawn, w: float, t: float) -> None:
    """A base tab in the box (0, 0, w, t), its fold line at the top: a small mark, readable from above."""
    c.setFillColor(_shade(pawn.color, TAB_TINT))
    c.rect(-mm(4), -mm(4), w + mm(8), t + mm(4), stroke=0, fill=1)
    fitted = fit(pawn.mark, SANS_BOLD, w * 0.5, max_size=t * 0.45, min_size=6)
    if fitted:
        r, g, b = _shade(pawn.color, TAB_TINT).rgb()
        c.setFillColor(colors.HexColor(DARK) if 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.45 else colors.white)
        c.setFont(SANS_BOLD, fitted.size)
        c.drawCentredString(w / 2, t * 0.55 - fitted.size * 0.35, pawn.mark)


def _fold(c, y: float, w: float, color) -> None:
    c.saveState()
    c.setStrokeColor(color)
    c.setLineWidth(0.5)
    c.setDash(*FOLD_DASH)
    c.line(-mm(4), y, w + mm(4), y)
    c.restoreState()


def strip_drawer(spec: Standees, pawn: Pawn, size: float | None = None):
    def draw(c, w, total):
        t, h = spec.base, spec.height
        c.setFillColor(colors.HexColor(pawn.color))
        c.rect(-mm(4), -mm(4), w + mm(8), total + mm(8), stroke=0, fill=1)
        # bottom tab (under the front panel): bent forward, it lies printed side up with its top at the
        # panel, so its mark reads upright for a player in front of the pawn
        _tab(c, pawn, w, t)
        c.saveState()
        c.translate(0, t)
        _panel(c, pawn, w, h, size)
        c.restoreState()
        # back panel and top tab: upside down, so they stand upright after the fold
        c.saveState()
        c.translate(w, 2 * h + t)
        c.rotate(180)
        _panel(c, pawn, w, h, size)
        c.restoreState()
        c.saveState()
        c.translate(w, total)
        c.rotate(180)
        _tab(c, pawn, w, t)
        c.restoreState()
        fold = _shade(pawn.color, -0.45) if is_light(pawn.color) else _shade(pawn.color, 0.55)
        for y in (t, t + h, t + 2 * h):
            _fold(c, y, w, fold)
    return draw


def pieces(spec: Standees) -> list[Piece]:
    size = name_size(spec)
    return [Piece(spec.width, spec.strip_height, strip_drawer(spec, pawn, size), None, f"pionek {pawn.mark}")
            for pawn in spec.pawns for _ in range(pawn.copies)]


def render(component: Component[Standees], game: Game, options: BuildOptions) -> list[Output]:
    spec: Standees = component.spec
    count = sum(p.copies for p in spec.pawns)
    contents = [
        f"{count} pionków do złożenia; pasek {to_mm(spec.width):g} × {to_mm(spec.strip_height):g} mm, "
        f"pionek ma {to_mm(spec.height):g} mm wysokości, podstawka {to_mm(spec.width):g} × "
        f"{to_mm(2 * spec.base):g} mm.",
        "Znaki: " + ", ".join(f"{p.mark}" + (f" ({p.name.lower()})" if p.name else "") for p in spec.pawns) + ".",
    ]
    notes = [
        "Druk jednostronny. Wytnij paski po znacznikach cięcia.",
        "Linie przerywane to zgięcia: zegnij pasek w połowie (nadrukiem na zewnątrz) i sklej ze sobą "
        "niezadrukowane strony obu paneli. Końce paska (jaśniejsze podstawki) odegnij w przeciwne strony: "
        "pionek stanie na nich, a znak na podstawce będzie widać z góry.",
    ] + list(spec.notes)
    return [render_sheet_pdf(component, game, options, pieces(spec), width=spec.width, height=spec.strip_height,
                             bleed=spec.bleed, title=spec.title, contents=contents, notes=notes)]


# ---------------------------------------------------------------------------------------- checks

def check(component: Component[Standees], game: Game, findings: Findings) -> None:
    spec: Standees = component.spec
    count = sum(p.copies for p in spec.pawns)
    if count > MAX_PAWNS:
        findings.error(component.where("pawns"), f"{count} pawns in all; expected at most {MAX_PAWNS}",
                       "standees.too-many")
    if spec.width < mm(12) or spec.height < mm(15) or spec.base < mm(6):
        findings.error(component.where("width"), f"pawn {to_mm(spec.width):g} × {to_mm(spec.height):g} mm with "
                       f"{to_mm(spec.base):g} mm tabs is too small to fold; expected at least 12 × 15 mm with "
                       "6 mm tabs", "standees.too-small")
        return
    check_fits(component.where("height"), "a pawn strip", spec.width, spec.strip_height, spec.bleed, 0.0, findings,
               "standees.too-big")
    if spec.fits_on is not None:
        _check_footprint(component, game, spec, findings)
    marks: dict[str, int] = {}
    shades: dict[str, int] = {}
    for i, pawn in enumerate(spec.pawns):
        if pawn.mark in marks:
            findings.error(component.where("pawns", i, "mark"), f"pawn mark '{pawn.mark}' is used twice (first by "
                           f"pawn {marks[pawn.mark] + 1}); expected a different mark on every pawn",
                           "standees.duplicate-mark")
        marks.setdefault(pawn.mark, i)
        if pawn.color.lower() in shades:
            findings.error(component.where("pawns", i, "color"), f"pawn '{pawn.mark}' has the colour {pawn.color} of "
                           f"pawn {shades[pawn.color.lower()] + 1}; expected a different colour on every pawn",
                           "standees.duplicate-color")
        shades.setdefault(pawn.color.lower(), i)
        if pawn.picture and pawn.picture not in PICTOGRAMS:
            findings.error(component.where("pawns", i, "picture"), f"unknown pictogram '{pawn.picture}'; expected "
                           f"one of: {', '.join(sorted(PICTOGRAMS))}", "standees.unknown-pictogram")
        r = spec.width * MARK_DISC
        problem = text_problem(pawn.mark, MARK_FONT, r * MARK_WIDTH, max_size=r * 1.45, min_size=6)
        if problem:
            findings.error(component.where("pawns", i, "mark"), problem, "text.does-not-fit")
        if pawn.name:
            problem = text_problem(pawn.name, NAME_FONT, name_width(spec.width), max_size=spec.width * NAME_MAX,
                                   min_size=NAME_MIN)
            if problem:
                findings.error(component.where("pawns", i, "name"), problem, "text.does-not-fit")


def _check_footprint(component, game, spec: Standees, findings) -> None:
    dimensions = game.spec.dimensions
    if spec.fits_on not in dimensions:
        known = ", ".join(sorted(dimensions)) or "none"
        findings.error(component.where("fits_on"), f"fits_on names '{spec.fits_on}', which is not in the game's "
                       f"dimensions; expected one of: {known}", "standees.fits-on")
        return
    room = dimensions[spec.fits_on]
    foot = max(spec.width, 2 * spec.base)
    if foot > room + 0.01:
        findings.error(component.where("fits_on"), f"the pawn's foot is {to_mm(spec.width):g} × "
                       f"{to_mm(2 * spec.base):g} mm; it must fit on {spec.fits_on} ({to_mm(room):g} mm)",
                       "standees.footprint")


def kind_pieces(component: Component[Standees], game: Game) -> list[Piece]:
    """Every piece in the kit's order, as the sheets print them (rulebook figures draw these)."""
    return pieces(component.spec)


KIND = register(Kind(name="standees", category="piece", model=Standees, render=render, check=check,
                     pieces=kind_pieces,
                     description="fold-up pawns: a strip with front, back and base tabs; colour, mark, symbol"))
