"""property-cards: Przekręt's Posesja cards, one per property field of the board.

Schema of components/przekret/properties.yaml (stable; the board refers to it):

    kind: property-cards
    title: Posesja                      # heading printed on every card
    district: Bałuty Dolne              # the city flavour printed under the street
    size: {width: 63mm, height: 88mm}   # trim size of a card
    streets:                            # in board order, cheapest first
      - id: ciemna                      # stable street id ([a-z0-9-]+)
        name: ul. Ciemna                # printed street name
        color: "#7b4a2a"                # street colour (card header, board field stripe)
        upgrade: {room: 1000, apartment: 1000}     # price of one room / of the apartment (zł)
        properties:
          - id: p01                     # stable property id, referenced by board.yaml fields
            number: "3"                 # house number (text or integer)
            value: 2000                 # real value (zł), the full lease price
            lease: 200                  # price with a Dzierżawa card: value × lease percent (checked)
            rent: {family: 100, one_room: 500, two_rooms: 1400, three_rooms: 3000, apartment: 4200}

`family` is the rent for "pokój przy rodzinie" (no upgrade tokens); one/two/three_rooms count small
tokens; apartment is the large token. `lease` is printed as written; the game check compares it
with value × the documented lease percentage (10 %). Helpers for other modules:
`all_properties(spec)` yields (street, property) pairs in board order; `lease_price(value, percent)`.
"""
from __future__ import annotations

from typing import Annotated, Iterator, Literal

from pydantic import Field
from reportlab.lib import colors

from ...core import BuildOptions, Component, Game, Output, Plan
from ...findings import Findings
from ...fonts import SANS, SANS_BOLD, SANS_SEMIBOLD, SERIF_BOLD
from ...kinds import Kind, register
from ...model import Model
from ...pdf import new_document
from ...sheets import Piece
from ...text import draw_fitted, fit, text_problem
from ...units import Length, PositiveLength, mm, to_mm
from ...vocab import Color
from .fixed_pages import back_page, bar_fits, fixed_grid, front_page
from .style import INK, MUTED, PAPER, RULE, fill_bleed, large_token, on_color, small_token, zl

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


RENT_LABELS = {"family": "pokój przy rodzinie", "one_room": "1 pokój", "two_rooms": "2 pokoje",
               "three_rooms": "3 pokoje", "apartment": "apartament"}
DEFAULT_LEASE_PERCENT = 10
HEADER = mm(17)
TITLE_BOX = (0.86, 15.0, 9.0, 1)      # share of the card width, max/min size, lines: "ul. Ciemna 3"
TITLE_FONT = SERIF_BOLD


def card_title(street: Street, prop: Property) -> str:
    return f"{street.name}\u00a0{prop.number_text}"


def _lease_percent(game) -> float:
    return game.facts.get("lease-percent", DEFAULT_LEASE_PERCENT)


def _front(spec: PropertyCards, street: Street, prop: Property, percent: float):
    def draw(c, w, h):
        band = colors.HexColor(street.color)
        text_on_band = on_color(street.color)
        fill_bleed(c, w, h, PAPER)
        c.setFillColor(band)
        c.rect(-mm(4), h - HEADER, w + mm(8), HEADER + mm(4), stroke=0, fill=1)
        # header: kicker line and the address
        c.setFillColor(text_on_band)
        c.setFont(SANS_SEMIBOLD, 6.2)
        kicker = spec.title.upper() + (f"  ·  {spec.district}" if spec.district else "")
        c.drawString(mm(4), h - mm(5.2), kicker)
        fitted = fit(card_title(street, prop), TITLE_FONT, w * TITLE_BOX[0], max_size=TITLE_BOX[1],
                     min_size=TITLE_BOX[2])
        if fitted:
            c.setFont(TITLE_FONT, fitted.size)
            c.drawString(mm(4), h - HEADER + mm(3.4), fitted.lines[0])
        # left column: value, lease price, upgrade prices
        left, top = mm(4), h - HEADER - mm(5)
        c.setFillColor(MUTED)
        c.setFont(SANS, 6.3)
        c.drawString(left, top, "Wartość realna")
        c.setFillColor(INK)
        c.setFont(SERIF_BOLD, 13)
        c.drawString(left, top - mm(5), zl(prop.value))
        c.setFillColor(MUTED)
        c.setFont(SANS, 6.3)
        c.drawString(left, top - mm(10.5), "Dzierżawa po znajomości")
        c.drawString(left, top - mm(13.3), f"(karta + {percent:g}\u00a0% wartości)")
        c.setFillColor(INK)
        c.setFont(SANS_BOLD, 10)
        c.drawString(left, top - mm(17.8), zl(prop.lease))
        c.setStrokeColor(RULE)
        c.setLineWidth(0.5)
        c.line(left, mm(11.2), mm(38), mm(11.2))
        c.setFillColor(MUTED)
        c.setFont(SANS_SEMIBOLD, 6.3)
        c.drawString(left, mm(8), "Ulepszenia (cała ulica w ręku):")
        prices = fit(upgrade_line(street), SANS, UPGRADE_WIDTH, max_size=6.3, min_size=6)
        if prices:
            c.setFont(SANS, prices.size)
            c.drawString(left, mm(4.6), prices.lines[0])
        # right column: rent table
        x0, x1 = mm(41), w - mm(4)
        c.setFillColor(INK)
        c.setFont(SANS_BOLD, 7)
        c.drawString(x0, top, "Czynsz")
        row_h = mm(6.6)
        y = top - mm(5.2)
        for i, (name, amount) in enumerate(prop.rent.steps()):
            if i % 2 == 0:
                c.setFillColor(colors.Color(0, 0, 0, alpha=0.045))
                c.rect(x0 - mm(1), y - mm(2.2), x1 - x0 + mm(2), row_h, stroke=0, fill=1)
            icon_x = x0 + mm(1.6)
            if name in ("one_room", "two_rooms", "three_rooms"):
                n = ("one_room", "two_rooms", "three_rooms").index(name) + 1
                for k in range(n):
                    small_token(c, icon_x + k * mm(2.3), y + mm(1), mm(1.05))
            elif name == "apartment":
                large_token(c, icon_x + mm(0.8), y + mm(1), mm(1.8))
            label_x = x0 + (mm(8.6) if name != "family" else mm(0.4))
            c.setFillColor(INK)
            c.setFont(SANS, 7)
            c.drawString(label_x, y, RENT_LABELS[name])
            c.setFont(SANS_BOLD, 7.6)
            c.drawRightString(x1, y, zl(amount))
            y -= row_h
        c.setFillColor(MUTED)
        c.setFont(SANS, 6)
        c.drawRightString(w - mm(3.2), mm(3), prop.id)
    return draw


UPGRADE_WIDTH = mm(34)      # the left column, up to the rent table


def upgrade_line(street) -> str:
    return f"pokój {zl(street.upgrade.room)} · apartament {zl(street.upgrade.apartment)}"


def pieces(spec: PropertyCards, percent: float) -> list[Piece]:
    return [Piece(spec.size.width, spec.size.height, _front(spec, street, prop, percent), None,
                  card_title(street, prop)) for street, prop in all_properties(spec)]


def render(component: Component[PropertyCards], game: Game, options: BuildOptions) -> list[Output]:
    spec: PropertyCards = component.spec
    sheet, grid = fixed_grid(spec.size.width, spec.size.height, spec.bleed, options)
    cards = pieces(spec, _lease_percent(game))
    doc = new_document(options.paper, f"{game.spec.title} – Posesje")
    pages = [cards[i:i + grid.per_sheet] for i in range(0, len(cards), grid.per_sheet)]
    for n, page in enumerate(pages, start=1):
        front_page(doc, sheet, grid, page, f"{game.spec.title} · Posesje · strona {n} z {len(pages)} · "
                   "druk jednostronny, 1 kopia, karton", f"Posesje · strona {n} z {len(pages)}")
    return [Output(game=game.id, component=component.name, kind=component.kind, filename=f"{component.name}.pdf",
                   **doc.described(game.spec.title),
                   data=doc.finish(), pages=doc.pages, sheets=len(pages), stock="card")]


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
        findings.error(component.where("size"), f"a Posesja card of {to_mm(spec.size.width):.1f} x "
                       f"{to_mm(spec.size.height):.1f} mm does not fit on A4 inside the 5 mm printer margin",
                       "property-cards.too-big")
    elif not bar_fits(sheet, grid):
        findings.error(component.where("size"), f"Posesja cards of {to_mm(spec.size.width):.1f} x "
                       f"{to_mm(spec.size.height):.1f} mm leave no room for the 50 mm calibration bar under "
                       "the cards", "property-cards.no-calibration-room")
    seen_streets: dict[str, int] = {}
    seen: dict[str, tuple[int, int]] = {}
    addresses: dict[str, tuple[int, int]] = {}
    for s, street in enumerate(spec.streets):
        if street.id in seen_streets:
            findings.error(component.where("streets", s, "id"), f"street id '{street.id}' is used twice (first "
                           f"by street {seen_streets[street.id] + 1}); expected unique ids",
                           "property-cards.duplicate-street")
        seen_streets.setdefault(street.id, s)
        for p, prop in enumerate(street.properties):
            where = component.where("streets", s, "properties", p, "id")
            if prop.id in seen:
                findings.error(where, f"property id '{prop.id}' is used twice; expected unique ids",
                               "property-cards.duplicate-property")
            seen.setdefault(prop.id, (s, p))
            address = card_title(street, prop)
            if address in addresses:
                findings.error(component.where("streets", s, "properties", p, "number"), f"address "
                               f"'{address.replace(chr(160), ' ')}' appears on two cards; expected unique "
                               "house numbers within a street", "property-cards.duplicate-address")
            addresses.setdefault(address, (s, p))
        problem = text_problem(upgrade_line(street), SANS, UPGRADE_WIDTH, max_size=6.3, min_size=6)
        if problem:
            findings.error(component.where("streets", s, "upgrade"), problem.replace("\u00a0", " "),
                           "text.does-not-fit")
            problem = text_problem(address, TITLE_FONT, spec.size.width * TITLE_BOX[0], max_size=TITLE_BOX[1],
                                   min_size=TITLE_BOX[2])
            if problem:
                findings.error(component.where("streets", s, "name"), problem.replace("\u00a0", " "),
                               "text.does-not-fit")


def kind_pieces(component: Component[PropertyCards], game: Game) -> list[Piece]:
    """Every piece in the kit's order, as the sheets print them (rulebook figures draw these)."""
    return pieces(component.spec, _lease_percent(game))


KIND = register(Kind(name="property-cards", category="card", model=PropertyCards, render=render, check=check,
                     pieces=kind_pieces, plan=plan,
                     description="Posesja cards: street, number, value, rents per upgrade, lease price"))
