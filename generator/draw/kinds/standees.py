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
names_on_panels: true           # print each pawn's name under its mark (false: too narrow a panel; the
                                # names stay the colours' names the rulebook and the guide page use)
notes: ["…"]                    # extra lines for the guide page (optional)
pawns:
  - color: "#c0392b"            # panel colour
    ink: "#ffffff"              # optional; default: dark or white, whichever reads better
    mark: "1"                   # number or letter, up to 3 characters, printed big in a light disc
    name: CZERWONY              # optional caption under the mark (e.g. the colour's name)
    symbol: star                # optional geometric symbol (circle square diamond triangle star cross hexagon)
    picture: moneta             # or a pictogram from generator/draw/art/pictograms/ (not both)
    pattern: stripes            # optional: stripes, dots, checks, grid or zigzag behind the mark, in the ink colour (a
                                # second cue for a pawn whose colour is weak on the board: white, grey, black)
    copies: 1                   # how many identical strips (default 1)
```

Two pawns are told apart by their mark as well as their colour (colour-blind players): marks must
be unique, colours too.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from generator.draw.art.pictogram_names import PICTOGRAMS
from generator.draw.fonts import SANS_SEMIBOLD, SERIF_BOLD
from generator.draw.kinds import Drawn, Kind, register
from generator.draw.kinds.piece_symbols import MEDALLION, SYMBOLS, is_light
from generator.draw.kinds.sheet_fits import check_fits
from generator.draw.text import CLEARANCE_MM, CLEARANCE_RULE, crowded_problem, fit, text_problem  # noqa: F401  (fit: colour_check reads the marks as this module fits them)
from generator.model.base import Model
from generator.model.core import Component, Game
from generator.model.findings import Findings
from generator.model.units import Length, PositiveLength, mm, to_mm
from generator.model.vocab import Color
from generator.validate.colour_check import CONTRAST, best_ink, contrast_ratio
from generator.validate.colour_math import ciede2000, lab

DARK, WHITE = "#1d1d1b", "#ffffff"
MAX_PAWNS = 60

MARK_FONT, NAME_FONT = SERIF_BOLD, SANS_SEMIBOLD
MARK_DISC = 0.40  # disc radius as a share of the panel width, where the frame leaves it room (disc_radius)
MARK_WIDTH = 1.25  # the mark's width box, as a share of the disc radius
NAME_MAX, NAME_MIN = 0.2, 7.0  # share of width (pt size), pt: a name on a piece is read at arm's length (r19: 6 pt)
# the panel's frame, inside the trim: one place on every pawn, on the inner edge of the outline's rings
# (EDGE_BAND), 3 mm and more inside the cut (kit review r39, R minor 3, P minor 2: a frame 0.7–0.8 mm inside the
# cut shows any cutting error; r32, P minor 3: one frame on every pawn)
INSET = mm(3.9)
FRAME_LINE = 0.5  # pt: the panel's frame
# clear space between the name and the frame's inner edge, with slack for a measured glyph box
# (r17: POMARAŃCZOWY at 6.16 pt kept about 0.8 mm, measured from the stroke's centre)
NAME_PAD = FRAME_LINE / 2 + mm(CLEARANCE_MM + 0.2)
TAB_MARK = 0.75  # the mark on a base tab: its type size as a share of the tab's depth (9 mm: 19 pt)
TAB_MARK_WIDTH = 0.6  # ... and its width box as a share of the tab's width
MARK_DEEPEN = 0.05  # one step of deepening a mark's colour towards black
# a pawn's edge against the board it stands on: a player piece separates from the board by 3 : 1 at least
# (WCAG's non-text contrast). A pawn whose colour does not (a white, sand, yellow, sky-blue or pink panel on a
# cream board: 1.1–2.2 : 1, kit review r30, Rynek minor 3), or from a field it stands on (r34), gets an outline
# along its long sides (OUTLINE_CLEAR to EDGE_BAND), never across its folds (r35: the pawn's colour runs over them; OUTLINE: a light ring and a dark one; a
# factory's header band a dark shade of its colour, `edge_colour`, EDGE_MARGIN over the least: the printed
# cream is a little darker than on screen): every panel and every foot framed by it alike, the foot itself in
# the pawn's own colour (r32, P minor 3, R minor 4: olive and grey feet under a yellow and a black pawn)
EDGE_CONTRAST = 3.0
EDGE_MARGIN = 0.5
MARK_MARGIN = 0.2  # above the large-text minimum: the printed disc is a little darker than on screen
# grid: a lattice of lines (r36 K minor 9: a fourth cue); zigzag: a fifth, for the one pawn whose colour meets another's
# of its pattern for a deuteranope (r43 K minor 8: 11 grey and 12 teal, both checks)
PATTERNS = Literal["stripes", "dots", "checks", "grid", "zigzag"]
PATTERN_PITCH = mm(3.2)  # one repeat of a pattern: bold enough to read at arm's length on a 21 mm panel


def backgrounds(game: Game | None) -> list[str]:
    """The background of each of a game's boards: what a player piece lying beside the fields sits on."""
    if game is None:
        return []
    return [c.spec.background for c in game.components.values() if c.kind == "board"]


def grounds(game: Game | None) -> list[str]:
    """The colours a game's pawns stand on: the background of each of its boards and the fill of every
    field type on it (kit review r34, R minor 2: the black pawn on the dark PRODUKCJA fields at 1.6 : 1)."""
    if game is None:
        return []
    found: list[str] = []
    for board in (c.spec for c in game.components.values() if c.kind == "board"):
        for colour in [board.background, *(t.fill for t in board.field_types.values())]:
            if colour.lower() not in found:
                found.append(colour.lower())
    return found


# a pawn's outline, when its game's pawns need one: the pawn's own colour at the cut, OUTLINE_CLEAR wide and
# running on past it into the bleed, then a dark ring OUTLINE_DARK wide and a light one inside it to EDGE_BAND,
# both neutral (r36 P minor 8, K minor 4: a light ring at the cut printed as a paper rim 0.9 mm wide round every
# cut pawn; a ring there, in any colour, reads as a cut line a little off the crop marks): never a shade of the pawn's own colour (kit review r34, K minor 1 and
# P minor 2: the deepened band printed the white pawn grey and the yellow one olive), and between them parting
# from any field, light or dark (r34, R minor 2: the black pawn on the dark PRODUKCJA fields at 1.6 : 1, the
# purple one on ZAKUP; a single light or dark band left the mid-tone fields, gold or amber, under 3 : 1)
# r39 (R minor 2 and 3, P minor 2): the rings, the pawn's keyline, stand OUTLINE_CLEAR inside the cut, the
# pawn's own colour running from them on into the bleed: a cut half a millimetre off leaves them even to the eye
# (0.6 mm in, they showed every cutting error); they run along the strip's long sides and over the ridge, never
# across the feet's ends, whose marks fill them
OUTLINE = (WHITE, DARK)
OUTLINE_CLEAR = mm(3.0)
OUTLINE_DARK = mm(0.5)
EDGE_BAND = INSET


def stands_out(color: str, outlined: bool, ground: list[str]) -> bool:
    """Whether a pawn of `color`, `outlined` or not, parts from every colour of `ground` by EDGE_CONTRAST, by
    its body or by a ring of its outline: its silhouette shows on every field it stands on."""
    rings = OUTLINE if outlined else ()
    return all(max(contrast_ratio(c, g) for c in (color, *rings)) >= EDGE_CONTRAST for g in ground)


# a pale player colour: one a reader hardly tells from some colour its pieces lie on (ΔE2000 under PALE_DE: the
# white pawn on Rynek's cream board 6.4, Kolekcjonerzy's 11.4; the sand pawn, 17.2, reads). Its pieces carry
# a dark band PALE_BAND wide round the body (kit review r36 R minor 6: the white pawn's panel 1.10 : 1 on the
# board's cream and its factory's header barely a band – the sixth player did not show across the table):
# on a pawn the outline's dark ring widened up to the panel's frame (the number's disc stays clear of it),
# on a factory's header a frame of that width in the same dark
PALE_DE = 15.0
PALE_BAND = INSET + FRAME_LINE / 2


def pale(color: str, ground: list[str]) -> bool:
    """Whether a player piece of `color` hardly parts from some colour of `ground` (PALE_DE)."""
    return any(ciede2000(lab(color), lab(g)) < PALE_DE for g in ground)


def outlined(spec: Standees, ground: list[str]) -> bool:
    """Whether a game's pawns carry the outline: one style for every pawn of a game (r34), on all of them
    where some pawn would not stand out from some field it can stand on without one."""
    return not all(stands_out(p.color, False, ground) for p in spec.pawns)


def edge_colour(color: str, ground: list[str]) -> str | None:
    """A pale player piece's band lying beside a board (a Rynek factory's header; pawns standing on its fields
    take OUTLINE instead) where `color` parts from some colour of `ground` by
    less than EDGE_CONTRAST: `color` deepened towards black step by step until it parts from every one by
    EDGE_CONTRAST + EDGE_MARGIN; None where `color` parts from them all as it is."""
    if all(contrast_ratio(color, g) >= EDGE_CONTRAST for g in ground):
        return None
    r, g, b = (int(color[i : i + 2], 16) for i in (1, 3, 5))
    for step in range(1, round(1 / MARK_DEEPEN) + 1):
        k = 1 - MARK_DEEPEN * step
        shade = f"#{round(r * k):02x}{round(g * k):02x}{round(b * k):02x}"
        if all(contrast_ratio(shade, c) >= EDGE_CONTRAST + EDGE_MARGIN for c in ground):
            return shade
    return DARK


class Pawn(Model):
    color: Color
    ink: Color | None = None
    mark: str = Field(min_length=1, max_length=3)
    name: str | None = Field(default=None, min_length=1, max_length=20)
    symbol: SYMBOLS | None = None
    picture: str | None = None
    pattern: PATTERNS | None = None
    copies: int = Field(default=1, ge=1, le=MAX_PAWNS)

    @model_validator(mode="after")
    def _one_symbol(self) -> Pawn:
        if self.symbol and self.picture:
            raise ValueError("a pawn has both 'symbol' and 'picture'; expected one of them")
        return self

    @property
    def ink_color(self) -> str:
        """The frame's, pattern's and name's ink: as given, else white or dark, whichever reads
        better on the pawn's colour (the name is small type: it needs body-text contrast)."""
        return self.ink or best_ink(self.color, (WHITE, DARK))

    @property
    def mark_color(self) -> str:
        """The mark on the light disc: the pawn's colour, deepened step by step until it reaches
        large-text contrast on the disc (pink, orange, turquoise are too light as they are)."""
        if is_light(self.color):
            return DARK
        r, g, b = (int(self.color[i : i + 2], 16) for i in (1, 3, 5))
        for step in range(10):
            k = 1 - MARK_DEEPEN * step
            shade = f"#{round(r * k):02x}{round(g * k):02x}{round(b * k):02x}"
            if contrast_ratio(shade, MEDALLION) >= CONTRAST["large"] + MARK_MARGIN:
                return shade
        return DARK


class Standees(Model):
    kind: Literal["standees"]
    title: str = Field(default="Pionki", min_length=1)
    width: PositiveLength = mm(20)
    height: PositiveLength = mm(32)
    base: PositiveLength = mm(12)
    bleed: Length = mm(2)
    fits_on: str | None = None
    names_on_panels: bool = True
    notes: list[str] = []
    pawns: list[Pawn] = Field(min_length=1)

    def panel_name(self, pawn: Pawn) -> str | None:
        """The caption printed under the pawn's mark: its name, unless the panels carry none."""
        return pawn.name if self.names_on_panels else None

    @property
    def strip_height(self) -> float:
        return 2 * self.height + 2 * self.base


DISC_CLEAR = mm(0.4)  # between the disc and the frame's line


def disc_radius(w: float) -> float:
    """The mark's disc on a panel `w` wide: MARK_DISC of the width, inside the frame with DISC_CLEAR to spare
    (r32: the frame moved in to INSET, clear of a pale pawn's band; the disc does not cross it)."""
    return min(w * MARK_DISC, w / 2 - INSET - FRAME_LINE / 2 - DISC_CLEAR)


def name_width(w: float) -> float:
    """Room for the name on a panel `w` wide: inside the frame, clear of it."""
    return w - 2 * (INSET + NAME_PAD)


def name_outline(w: float) -> float:
    """The width inside the frame's inner edge on a panel `w` wide."""
    return w - 2 * (INSET + FRAME_LINE / 2)


# ---------------------------------------------------------------------------------------- checks


def check(component: Component[Standees], game: Game, findings: Findings) -> None:
    spec: Standees = component.spec
    count = sum(p.copies for p in spec.pawns)
    if count > MAX_PAWNS:
        findings.error(
            component.where("pawns"), f"{count} pawns in all; expected at most {MAX_PAWNS}", "standees.too-many"
        )
    if spec.width < mm(12) or spec.height < mm(15) or spec.base < mm(6):
        findings.error(
            component.where("width"),
            f"pawn {to_mm(spec.width):g} × {to_mm(spec.height):g} mm with "
            f"{to_mm(spec.base):g} mm tabs is too small to fold; expected at least 12 × 15 mm with "
            "6 mm tabs",
            "standees.too-small",
        )
        return
    check_fits(
        component.where("height"),
        "a pawn strip",
        spec.width,
        spec.strip_height,
        spec.bleed,
        0.0,
        findings,
        "standees.too-big",
    )
    if spec.fits_on is not None:
        _check_footprint(component, game, spec, findings)
    marks: dict[str, int] = {}
    shades: dict[str, int] = {}
    for i, pawn in enumerate(spec.pawns):
        if pawn.mark in marks:
            findings.error(
                component.where("pawns", i, "mark"),
                f"pawn mark '{pawn.mark}' is used twice (first by "
                f"pawn {marks[pawn.mark] + 1}); expected a different mark on every pawn",
                "standees.duplicate-mark",
            )
        marks.setdefault(pawn.mark, i)
        if pawn.color.lower() in shades:
            findings.error(
                component.where("pawns", i, "color"),
                f"pawn '{pawn.mark}' has the colour {pawn.color} of "
                f"pawn {shades[pawn.color.lower()] + 1}; expected a different colour on every pawn",
                "standees.duplicate-color",
            )
        shades.setdefault(pawn.color.lower(), i)
        if pawn.picture and pawn.picture not in PICTOGRAMS:
            findings.error(
                component.where("pawns", i, "picture"),
                f"unknown pictogram '{pawn.picture}'; expected one of: {', '.join(sorted(PICTOGRAMS))}",
                "standees.unknown-pictogram",
            )
        r = disc_radius(spec.width)
        problem = text_problem(pawn.mark, MARK_FONT, r * MARK_WIDTH, max_size=r * 1.45, min_size=6)
        if problem:
            findings.error(component.where("pawns", i, "mark"), problem, "text.does-not-fit")
        if spec.panel_name(pawn):
            outline = name_outline(spec.width)
            crowded = crowded_problem(
                "the name", pawn.name, NAME_FONT, outline, outline - name_width(spec.width), size=NAME_MIN
            )
            if crowded:
                findings.error(component.where("pawns", i, "name"), crowded, CLEARANCE_RULE)
            problem = (
                None
                if crowded
                else text_problem(
                    pawn.name, NAME_FONT, name_width(spec.width), max_size=spec.width * NAME_MAX, min_size=NAME_MIN
                )
            )
            if problem:
                findings.error(component.where("pawns", i, "name"), problem, "text.does-not-fit")
            ratio = contrast_ratio(pawn.ink_color, pawn.color)
            if ratio < CONTRAST["body"]:
                findings.error(
                    component.where("pawns", i, "ink" if pawn.ink else "color"),
                    f"pawn '{pawn.mark}': its name in {pawn.ink_color} on {pawn.color} has a contrast of "
                    f"{ratio:.1f}:1; small type needs at least {CONTRAST['body']:g}:1 (WCAG 2)",
                    "colours.contrast",
                )


def _check_footprint(component, game, spec: Standees, findings) -> None:
    dimensions = game.spec.dimensions
    if spec.fits_on not in dimensions:
        known = ", ".join(sorted(dimensions)) or "none"
        findings.error(
            component.where("fits_on"),
            f"fits_on names '{spec.fits_on}', which is not in the game's dimensions; expected one of: {known}",
            "standees.fits-on",
        )
        return
    room = dimensions[spec.fits_on]
    foot = max(spec.width, 2 * spec.base)
    if foot > room + 0.01:
        findings.error(
            component.where("fits_on"),
            f"the pawn's foot is {to_mm(spec.width):g} × "
            f"{to_mm(2 * spec.base):g} mm; it must fit on {spec.fits_on} ({to_mm(room):g} mm)",
            "standees.footprint",
        )


KIND = register(
    Kind(
        name="standees",
        category="piece",
        model=Standees,
        check=check,
        render=Drawn("standees", "render"),
        pieces=Drawn("standees", "kind_pieces"),
        folds=Drawn("standees", "fold_plans"),
        description="fold-up pawns: a strip with front, back and base tabs; colour, mark, symbol",
    )
)
