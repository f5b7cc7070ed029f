"""property-cards: Przekręt's Posesja cards, one per property field of the board.

Schema of components/przekret/posesje.yaml (stable; the board refers to it):

    kind: property-cards
    title: Posesja                      # heading printed on every card
    district: Bałuty Dolne              # the city flavour, named in the rulebook
    size: {width: 63mm, height: 88mm}   # trim size of a card
    streets:                            # in board order, cheapest first
      - id: ciemna                      # stable street id ([a-z0-9-]+)
        name: ul. Ciemna                # printed street name
        color: "#7b4a2a"                # street colour (card header, board field stripe)
        mark: "1"                       # its index, in a white disc on every band of its colour: the
                                        # card's header, its board fields, the aid's table (band_mark.py)
        upgrade: {room: 1000, apartment: 1000}     # price of one room / of the apartment (zł)
        properties:
          - id: p01                     # stable property id, referenced by plansza.yaml fields
            number: "3"                 # house number (text or integer)
            value: 2000                 # real value (zł), the full lease price
            lease: 200                  # price with a Dzierżawa card: value × lease percent (checked)
            rent: {family: 100, one_room: 500, two_rooms: 1400, three_rooms: 3000, apartment: 4200}

`family` is the rent "bez ulepszeń" (no upgrade tokens); one/two/three_rooms count small
tokens; apartment is the large token. `lease` is printed as written; the game check compares it
with value × the documented lease percentage (10 %). Helpers for other modules:
`all_properties(spec)` yields (street, property) pairs in board order; `lease_price(value, percent)`.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Annotated, Literal

from pydantic import Field

from generator.draw.band_mark import mark_fits
from generator.draw.fonts import SANS, SANS_BOLD, SANS_SEMIBOLD, SERIF_BOLD, missing_glyphs, text_width
from generator.draw.kinds import Drawn, Kind, register
from generator.draw.piece import Piece
from generator.draw.text import CLEARANCE_MM, CLEARANCE_RULE, fit, text_problem  # noqa: F401  (fit: colour_cues reads the titles as the cards fit them)
from generator.games.przekret.facts import lease_percent
from generator.games.przekret.fixed_plan import bar_fits, fixed_grid
from generator.games.przekret.words import zl
from generator.model.base import Model
from generator.model.core import BuildOptions, Component, Game, Plan
from generator.model.findings import Findings
from generator.model.units import Length, PositiveLength, mm, to_mm
from generator.model.vocab import Color
from generator.validate.colour_check import CONTRAST, best_ink, contrast_ratio

Ident = Annotated[str, Field(pattern=r"^[a-z0-9][a-z0-9-]*$")]
Money = Annotated[int, Field(ge=0, le=10_000_000)]

RENT_STEPS = ("family", "one_room", "two_rooms", "three_rooms", "apartment")


class Rent(Model):
    family: Money
    one_room: Money
    two_rooms: Money
    three_rooms: Money
    apartment: Money

    def steps(self) -> list[tuple[str, int]]:
        return [(name, getattr(self, name)) for name in RENT_STEPS]


class Upgrade(Model):
    room: Money
    apartment: Money


class Property(Model):
    id: Ident
    number: str | int
    value: Money
    lease: Money
    rent: Rent

    @property
    def number_text(self) -> str:
        return str(self.number)


class Street(Model):
    id: Ident
    name: str = Field(min_length=1)
    color: Color
    mark: str | None = Field(None, min_length=1, max_length=2, pattern=r"^\S+$")  # the colour's second cue
    upgrade: Upgrade
    properties: list[Property] = Field(min_length=1)


class CardSize(Model):
    width: PositiveLength
    height: PositiveLength


class PropertyCards(Model):
    kind: Literal["property-cards"]
    title: str = "Posesja"
    district: str = ""
    size: CardSize = CardSize(width="88mm", height="63mm")
    bleed: Length = mm(3)
    streets: list[Street] = Field(min_length=1)


def all_properties(spec: PropertyCards) -> Iterator[tuple[Street, Property]]:
    for street in spec.streets:
        for prop in street.properties:
            yield street, prop


def lease_price(value: int, percent: float) -> int:
    return round(value * percent / 100)


RENT_LABELS = {
    "family": "bez ulepszeń",
    "one_room": "1 pokój",
    "two_rooms": "2 pokoje",
    "three_rooms": "3 pokoje",
    "apartment": "apartament",
}
# the header band: the kicker over the address, the street's mark at its right end; 12 mm (17 mm until r42, when
# the card gained its token bay: P major 1, the rule's tokens „na karcie Posesji” had nowhere to lie)
HEADER = mm(12)
KICKER_Y = mm(4.2)  # the kicker's baseline, from the card's top trim
TITLE_Y = mm(10.0)  # the address's baseline, from the card's top trim
TITLE_BOX = (
    0.74,
    14.0,
    9.0,
    1,
)  # share of the card width, max/min size, lines: "ul. Ciemna 3" (the street's mark right of it)
MARK = mm(9)  # the street's mark (band_mark.py) in the header's right end: its numeral 17.9 pt
TITLE_FONT = SERIF_BOLD


def card_title(street: Street, prop: Property) -> str:
    return f"{street.name}\u00a0{prop.number_text}"


TEXT_INKS = ("#1f1b17", "#ffffff")  # the header's text on a street's colour: dark ink (style.INK) or white
SMALL = 7.0  # pt: the header's kicker, never smaller
# the card's body reads at arm's length across the table, in the dark ink (r36 P minor 7: rents 7.6 pt bold,
# labels 7.0 pt in grey #4f483f while the card had about 10 mm of spare height): the rent figures, the captions
# of the left column and of the rent rows; the upgrade prices a step under them, the longest („3 pokoje →
# apartament 1 000 zł”, 36.2 mm at 8 pt) whole in its column
RENT_SIZE = 10.0
CAPTION = 8.0
UPGRADE_SIZE = 7.0  # the upgrade prices: a footnote under the rent table, right of the token bay (r42)
# the rent table's columns: its left edge, each row's token icons from ICON_X, its label right of the widest icon
# (three rooms overlapping like a stack of coins, each letter whole), its amount flush right at TABLE_RIGHT from
# the card's right trim
TABLE_X = mm(41)
TABLE_RIGHT = mm(4)
ROOM_R = mm(1.9)  # token icons on the rent rows: letters of 7 pt (1.3 × r), as every card word
ROOM_STEP = mm(2.7)
ICON_X = mm(1.6)  # the first token's centre, from the table's left edge
ICON_GAP = mm(2.5)  # between the widest icon (three rooms) and the labels (r30 P minor 6: 1.0 mm)
# every row's label in one column, right of the widest icon; the first row („bez ulepszeń”) leaves its icon
# cell blank (r30 P minor 6: its label stood 10 mm left of the others)
LABEL_X = ICON_X + 2 * ROOM_STEP + ROOM_R + ICON_GAP
BODY_Y = HEADER + mm(3.6)  # the first baseline under the header: „Wartość” and „Czynsz”, from the top trim
ROW_H = mm(5.3)  # a rent row's height (6.6 mm until r42): the five rows end above the token bay
ROW_BELOW = mm(1.6)  # a row's tinted band below its baseline (the rest above it)
FIRST_ROW = BODY_Y + mm(4.6)  # the first rent row's baseline, from the top trim

# the token bay (r42 P major 1): a marked place bottom-left where the upgrade tokens lie, clear of the value, the
# lease price and the rent table, its name printed at its top-left corner. r43 P minor 1: it holds the tokens as
# the kit prints them (a room cut square is 14 mm, an apartment 20 mm): a band along the bottom for three rooms
# side by side (under the rent table's left end) and, at its left end, a taller part up to the lease price for
# the apartment that replaces them; an outline of each token's square in it
BAY_NAME = "ulepszenia"
BAY_W = mm(46)
BAY_H = mm(16)
BAY_X = mm(3.5)  # from the card's left trim
BAY_BOTTOM = mm(2.5)  # from the card's bottom trim
TOWER_W = mm(23)  # the bay's taller left part, for the apartment
TOWER_H = mm(22.5)
BAY_NAME_SIZE = 7.0
BAY_NAME_ABOVE = mm(1.2)  # the name's patch reaches this far above the bay's top edge
TOKEN_ROOM = mm(1.0)  # the least room round a token's square in the bay, each side
FOOT_GAP = mm(2.0)  # between the bay and the upgrade prices right of it
# the left column's baselines under BODY_Y (the value's caption): the value, the lease caption's two lines, the
# lease price; LEFT_DEPTH reaches the lease price's descenders
LEFT_LINES = (0.0, mm(5.0), mm(10.4), mm(13.6), mm(18.2))
LEFT_DEPTH = mm(19.0)


def rent_table_bottom() -> float:
    """The lowest point of the rent table (its last row's band), from the card's top trim."""
    return FIRST_ROW + (len(RENT_STEPS) - 1) * ROW_H + ROW_BELOW


def bay_box(spec) -> tuple[float, float, float, float]:
    """The token bay's band for the rooms: (x, y, width, height) in the card's coordinates (y up from the bottom
    trim)."""
    return BAY_X, BAY_BOTTOM, BAY_W, BAY_H


def bay_tower(spec) -> tuple[float, float, float, float]:
    """The bay's taller left part, for the apartment: (x, y, width, height) as bay_box."""
    return BAY_X, BAY_BOTTOM, TOWER_W, TOWER_H


def token_sizes(game: Game) -> tuple[float, float] | None:
    """The room and the apartment token's size (pt, its square as the sheet prints it: the larger of its two
    cuts), the game's first two token variants as the rulebook counts them; None without a token sheet."""
    tokens = game.one("tokens")
    if tokens is None or len(tokens.spec.variants) < 2:
        return None
    room, apartment = (v.size or tokens.spec.size for v in tokens.spec.variants[:2])
    return room, apartment


def room_outlines(spec, room: float) -> list[tuple[float, float, float]]:
    """The three room tokens' places in the bay's band: (left, bottom, side) of each square outline, evenly
    spread along it."""
    x, y, w, h = bay_box(spec)
    gap = (w - 3 * room) / 4
    return [(x + gap + k * (room + gap), y + (h - room) / 2, room) for k in range(3)]


def apartment_outline(spec, sizes: tuple[float, float]) -> tuple[float, float, float]:
    """The apartment token's place in the bay's tall part: (left, bottom, side) of its square outline, from the
    first room's corner (the token that replaces the three rooms lies where they began)."""
    room, apartment = sizes
    left, bottom, _ = room_outlines(spec, room)[0]
    return left, bottom, apartment


def bay_holds(spec, sizes: tuple[float, float]) -> dict[str, float]:
    """The least room (pt) round each token's outline in the bay, for the token sizes `sizes` (room,
    apartment): every way at least TOKEN_ROOM, checked with the game's token sheet."""
    room, _ = sizes
    x, y, w, h = bay_box(spec)
    tx, ty, tw, th = bay_tower(spec)
    left, bottom, side = apartment_outline(spec, sizes)
    return {
        "three room tokens": min((w - 3 * room) / 4, (h - room) / 2),
        "the apartment token": min(left - tx, bottom - ty, tx + tw - (left + side), ty + th - (bottom + side)),
    }


def bay_clearances(spec) -> dict[str, float]:
    """How far (pt) the token bay keeps from its neighbours: the rent table above its band (its columns run over
    the band's right end), the left column above its tall part, the card's bottom and left trim; each at least
    text.CLEARANCE_MM, checked with the card's data."""
    x, y, w, h = bay_box(spec)
    top = spec.size.height - (y + h)  # the band's top, from the card's top trim
    tower_top = spec.size.height - (y + TOWER_H + BAY_NAME_ABOVE)  # the tall part's top with the name's patch
    return {
        "rent table": top - rent_table_bottom() if x + w > TABLE_X - mm(1) else float("inf"),
        "left column": tower_top - (BODY_Y + LEFT_DEPTH),
        "rent table's left edge": TABLE_X - mm(1) - (x + TOWER_W),
        "bottom trim": y,
        "left trim": x,
        "upgrade prices": FOOT_GAP,
    }


def upgrade_x(spec) -> float:
    """The upgrade prices' left edge: right of the bay."""
    return BAY_X + BAY_W + FOOT_GAP


def upgrade_width(spec) -> float:
    """The upgrade prices' column: from right of the bay to the rent table's right edge."""
    return spec.size.width - TABLE_RIGHT - upgrade_x(spec)


def rent_row_room(spec: PropertyCards, step: str, amount: int) -> float:
    """The room (pt) between a rent row's label and its amount, as the card prints them."""
    label_end = TABLE_X + LABEL_X + text_width(RENT_LABELS[step], SANS, CAPTION)
    amount_start = spec.size.width - TABLE_RIGHT - text_width(zl(amount), SANS_BOLD, RENT_SIZE)
    return amount_start - label_end


# the upgrade prices' heading, two lines right of the bay (its first words as on the banker's sheet)
UPGRADE_HEADING = ("Ceny ulepszeń", "(gdy cała ulica jest twoja):")
UPGRADE_LEADING = mm(3.1)  # between the footnote's lines


def upgrade_footnote(street) -> list[tuple[str, str]]:
    """The footnote right of the bay, line by line with its font: the heading, then the prices."""
    return [(UPGRADE_HEADING[0], SANS_SEMIBOLD), (UPGRADE_HEADING[1], SANS)] + [
        (line, SANS) for line in upgrade_lines(street)
    ]


def upgrade_lines(street) -> list[str]:
    """The upgrade prices under their heading, one a line: „pokój 1 000 zł”, „3 pokoje → apartament 1 000 zł”
    (an apartment only replaces the rooms: r31 rulebook review, finding 3, the card read as if it were
    bought on a bare property at a room's price)."""
    return [
        f"pokój {zl(street.upgrade.room)}",
        f"{RENT_LABELS['three_rooms']} → {RENT_LABELS['apartment']} {zl(street.upgrade.apartment)}",
    ]


def kicker(spec, street: Street, prop: Property) -> str:
    """The line above the address: „POSESJA  ·  1 z 3 na tej ulicy”, the set a player collects (kit
    review r18: „POSESJA · Bałuty Dolne”, the same district on every card, told nothing)."""
    place = next(i for i, p in enumerate(street.properties, start=1) if p is prop)
    return f"{spec.title.upper()}  ·  {place} z {len(street.properties)} na tej ulicy"


TokenFace = tuple[str, str, str]  # a token's colour, ink and letter, as the token sheet prints it


def token_faces(game: Game) -> tuple[TokenFace, TokenFace] | None:
    """The faces of the room and the apartment token (the game's tokens, small then large, as the
    rulebook counts them), or None when the game prints no lettered tokens."""
    tokens = game.one("tokens")
    variants = tokens.spec.variants[:2] if tokens is not None else []
    faces = [(str(v.face.color), str(v.face.ink), v.face.label) for v in variants if v.face.label]
    return (faces[0], faces[1]) if len(faces) == 2 else None


def pieces(
    spec: PropertyCards,
    percent: float,
    faces: tuple[TokenFace, TokenFace] | None = None,
    sizes: tuple[float, float] | None = None,
) -> list[Piece]:
    """The cards; `faces` and `sizes`: the room and apartment tokens as the token sheet prints them (token_faces,
    token_sizes), drawn on the rent rows and outlined in the bay."""
    return [
        Piece(
            spec.size.width,
            spec.size.height,
            Drawn("property-cards", "_front", spec, street, prop, percent, faces, sizes),
            None,
            card_title(street, prop),
        )
        for street, prop in all_properties(spec)
    ]


def plan(component: Component[PropertyCards], game: Game, options: BuildOptions) -> list[Plan]:
    """One page of card per `pages_needed`, printed single-sided."""
    pages = pages_needed(component.spec, options)
    return [Plan(f"{component.name}.pdf", pages=pages, sheets=pages)]


def pages_needed(spec: PropertyCards, options) -> int:
    """How many A4 (or Letter) pages the cards fill; 0 when a card does not fit."""
    _, grid = fixed_grid(spec.size.width, spec.size.height, spec.bleed, options)
    count = sum(1 for _ in all_properties(spec))
    return -(-count // grid.per_sheet) if grid.per_sheet else 0


def check(component: Component[PropertyCards], game: Game, findings: Findings) -> None:
    spec: PropertyCards = component.spec
    sheet, grid = fixed_grid(spec.size.width, spec.size.height, spec.bleed, BuildOptions())
    if grid.per_sheet == 0:
        findings.error(
            component.where("size"),
            f"a Posesja card of {to_mm(spec.size.width):.1f} x "
            f"{to_mm(spec.size.height):.1f} mm does not fit on A4 inside the 5 mm printer margin",
            "property-cards.too-big",
        )
    elif not bar_fits(sheet, grid):
        findings.error(
            component.where("size"),
            f"Posesja cards of {to_mm(spec.size.width):.1f} x "
            f"{to_mm(spec.size.height):.1f} mm leave no room for the 50 mm calibration bar under "
            "the cards",
            "property-cards.no-calibration-room",
        )
    sizes = token_sizes(game)
    for name, room in (bay_holds(spec, sizes) if sizes else {}).items():
        if room < TOKEN_ROOM - 1e-6:
            findings.error(
                component.where("size"),
                f"the token bay of a Posesja card leaves {to_mm(room):.1f} mm round {name} "
                f"({to_mm(sizes[0]):g} and {to_mm(sizes[1]):g} mm as the token sheet prints them); expected at "
                f"least {to_mm(TOKEN_ROOM):g} mm each side",
                "property-cards.token-bay",
            )
    for name, room in bay_clearances(spec).items():
        if room < mm(CLEARANCE_MM) - 1e-6:
            findings.error(
                component.where("size"),
                f"the token bay of a Posesja card comes {to_mm(room):.1f} mm from its {name}; expected at "
                f"least {CLEARANCE_MM:g} mm",
                "property-cards.token-bay",
            )
    seen_streets: dict[str, int] = {}
    seen: dict[str, tuple[int, int]] = {}
    addresses: dict[str, tuple[int, int]] = {}
    marks: dict[str, str] = {}
    for s, street in enumerate(spec.streets):
        if street.id in seen_streets:
            findings.error(
                component.where("streets", s, "id"),
                f"street id '{street.id}' is used twice (first "
                f"by street {seen_streets[street.id] + 1}); expected unique ids",
                "property-cards.duplicate-street",
            )
        seen_streets.setdefault(street.id, s)
        for p, prop in enumerate(street.properties):
            where = component.where("streets", s, "properties", p, "id")
            if prop.id in seen:
                findings.error(
                    where,
                    f"property id '{prop.id}' is used twice; expected unique ids",
                    "property-cards.duplicate-property",
                )
            seen.setdefault(prop.id, (s, p))
            address = card_title(street, prop)
            if address in addresses:
                findings.error(
                    component.where("streets", s, "properties", p, "number"),
                    f"address "
                    f"'{address.replace(chr(160), ' ')}' appears on two cards; expected unique "
                    "house numbers within a street",
                    "property-cards.duplicate-address",
                )
            addresses.setdefault(address, (s, p))
        if street.mark is not None:
            if street.mark in marks:
                findings.error(
                    component.where("streets", s, "mark"),
                    f"street mark '{street.mark}' is used twice (first by {marks[street.mark]}); each street needs "
                    "its own: it tells the streets apart where their colours look alike",
                    "property-cards.duplicate-mark",
                )
            marks.setdefault(street.mark, street.name)
            if missing_glyphs(street.mark, SANS_BOLD) or not mark_fits(street.mark, MARK):
                findings.error(
                    component.where("streets", s, "mark"),
                    f"street mark '{street.mark}' does not fit its {to_mm(MARK):g} mm disc or has characters "
                    "the fonts cannot print; expected a numeral or a letter or two",
                    "text.does-not-fit",
                )
        for p, prop in enumerate(street.properties):
            for step, amount in prop.rent.steps():
                room = rent_row_room(spec, step, amount)
                if room < mm(CLEARANCE_MM) - 1e-6:
                    findings.error(
                        component.where("streets", s, "properties", p, "rent", step),
                        f"the rent {zl(amount).replace(chr(160), ' ')} comes {to_mm(room):.1f} mm from its row's "
                        f"label '{RENT_LABELS[step]}'; expected at least {CLEARANCE_MM:g} mm",
                        CLEARANCE_RULE,
                    )
        for line, font in upgrade_footnote(street):
            problem = text_problem(line, font, upgrade_width(spec), max_size=UPGRADE_SIZE, min_size=UPGRADE_SIZE)
            if problem:
                findings.error(
                    component.where("streets", s, "upgrade"), problem.replace("\u00a0", " "), "text.does-not-fit"
                )
        ink = best_ink(street.color, TEXT_INKS)
        ratio = contrast_ratio(ink, street.color)
        if ratio < CONTRAST["body"]:
            findings.error(
                component.where("streets", s, "color"),
                f"the card's header prints {SMALL:g} pt text on {street.color}: neither white nor dark ink reads "
                f"well on it (best {ratio:.1f}:1 with {ink}); text needs at least {CONTRAST['body']:g}:1 (WCAG 2): "
                "choose a darker or a lighter colour",
                "colours.contrast",
            )
            problem = text_problem(
                address, TITLE_FONT, spec.size.width * TITLE_BOX[0], max_size=TITLE_BOX[1], min_size=TITLE_BOX[2]
            )
            if problem:
                findings.error(
                    component.where("streets", s, "name"), problem.replace("\u00a0", " "), "text.does-not-fit"
                )


def kind_pieces(component: Component[PropertyCards], game: Game) -> list[Piece]:
    """Every piece in the kit's order, as the sheets print them (rulebook figures draw these)."""
    return pieces(component.spec, lease_percent(game), token_faces(game), token_sizes(game))


KIND = register(
    Kind(
        name="property-cards",
        category="card",
        model=PropertyCards,
        check=check,
        render=Drawn("property-cards", "render"),
        pieces=kind_pieces,
        plan=plan,
        description="Posesja cards: street, number, value, rents per upgrade, lease price",
    )
)
