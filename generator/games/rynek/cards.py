"""rynek-cards: Rynek's two market decks, ZAKUP (raw materials on offer) and SPRZEDAŻ (demand).

Both decks live in one component (components/rynek/karty.yaml) because they share the palette of
raw colours and the card size; the output is one PDF with the supply deck first, then the sale
deck, each starting on its own sheet and each with its own back.

```yaml
kind: rynek-cards
width: 88mm                     # landscape cards; imposition turns them 3 x 3 onto A4
height: 63mm
bleed: 3mm
colours:                        # the three raw materials (ids are the rules engine's)
  yellow: {letter: Ż, name: żółty, color: "#f2c12e", ink: "#1d1d1b"}
  green:  {letter: Z, name: zielony, color: "#2f8a4c", ink: "#ffffff"}
  red:    {letter: C, name: czerwony, color: "#c7362f", ink: "#ffffff"}
supply:                         # one row per raw colour: quantity on the market, minimum price
  title: ZAKUP
  color: "#1f4e6b"              # header band and back
  copies: 4                     # printed copies of every type
  types:
    - type: I
      rows:
        - {colour: yellow, quantity: 24, price: 140}
    - type: VI
      rows: [...]
      resolution: "how this edition resolves the seed's mistake on this card"
sale:                           # one row per product: demand, market price, highest asking price
  title: SPRZEDAŻ
  color: "#6e2c3c"
  copies: 4
  types:
    - type: I
      rows:
        - {product: YG, demand: 18, market_price: 1330, max_price: 2220}
```

Products are named by the rules engine's ids (YG = Ż-Z, YR = Ż-C, GR = Z-C); the printed label
and the two-colour swatch come from the palette. Every swatch carries its letter too, so the
cards read without colour vision. The documented values are checked by the game
(generator/games/rynek/rules.py), not here: this kind checks what is about printing.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from generator.draw.fonts import SANS, SANS_BOLD
from generator.draw.kinds import Drawn, Kind, register
from generator.draw.kinds.piece_symbols import SYMBOLS
from generator.draw.kinds.sheet_fits import check_fits
from generator.draw.piece import Piece
from generator.draw.text import Fitted, fit, text_problem
from generator.games.rynek.engine import COLOURS, UNDERSUPPLY_PENALTY
from generator.model.base import Model
from generator.model.core import Component, Game
from generator.model.findings import Findings
from generator.model.polish import NBSP
from generator.model.units import Length, PositiveLength, mm
from generator.model.vocab import Color, grouped

Colour = Literal["yellow", "green", "red"]
Product = Literal["YG", "YR", "GR"]
Numeral = Annotated[str, Field(pattern=r"^[IVXL]+$")]


# Text boxes as shares of the card width: (width share, max pt, min pt)
TITLE_BOX = (0.62, 17.0, 11.0)
NUMBER_BOX = (0.19, 19.0, 12.0)


class RawColour(Model):
    letter: str = Field(min_length=1, max_length=2)
    name: str = Field(min_length=1)
    color: Color
    ink: Color = "#1d1d1b"
    symbol: SYMBOLS | None = None  # the shape under the letter, the same on the tokens (zetony.yaml)


class SupplyRow(Model):
    colour: Colour
    quantity: int = Field(ge=0, le=999)
    price: int = Field(ge=0, le=99_999)


class SaleRow(Model):
    product: Product
    demand: int = Field(ge=0, le=999)
    market_price: int = Field(ge=0, le=99_999)
    max_price: int = Field(ge=0, le=99_999)


class SupplyType(Model):
    type: Numeral
    rows: list[SupplyRow] = Field(min_length=1, max_length=3)
    resolution: str | None = Field(default=None, min_length=1)


class SaleType(Model):
    type: Numeral
    rows: list[SaleRow] = Field(min_length=1, max_length=3)
    resolution: str | None = Field(default=None, min_length=1)


class SupplyDeck(Model):
    title: str = Field(default="ZAKUP", min_length=1)
    color: Color = "#1f4e6b"
    copies: int = Field(ge=1, le=20)
    types: list[SupplyType] = Field(min_length=1)


class SaleDeck(Model):
    title: str = Field(default="SPRZEDAŻ", min_length=1)
    color: Color = "#6e2c3c"
    copies: int = Field(ge=1, le=20)
    types: list[SaleType] = Field(min_length=1)


class Palette(Model):
    yellow: RawColour
    green: RawColour
    red: RawColour

    def of(self, colour: str) -> RawColour:
        return getattr(self, colour)


class RynekCards(Model):
    kind: Literal["rynek-cards"]
    width: PositiveLength = mm(88)
    height: PositiveLength = mm(63)
    bleed: Length = mm(3)
    colours: Palette
    supply: SupplyDeck
    sale: SaleDeck


def amount(value: int) -> str:
    """Polish grouping: 1 330, 44 140 (no-break space, four-digit numbers too)."""
    return grouped(value)


# r36 rulebook review 3, 8: the whole allocation where the purchase happens, equal prices too (the aid's back no
# longer repeats it), in the reviewer's shorter words so it keeps 7 pt
PURCHASE_FOOTER = (
    "Tajne zamówienia, wszyscy naraz. Jeden chętny płaci minimalną; kilku – każdy swoją, od najwyższej; "
    "równe ceny – proporcjonalnie."
)


def sale_footer(penalty: int) -> str:
    """The SPRZEDAŻ card's reminder, as the rulebook settles a sale: the market price on a surplus, largest
    offer first (r37 review 17: the card printed the price and not when it pays; the maximum its column
    says) – the largest number of units, as the aid says (r38 review 2: „największa oferta” read as the
    highest price); on a shortage every
    participant pays for what their own offer lacks, a product they did not offer too; r44 review 11: the third
    case, offers equal to the demand, each at his own price."""
    return (
        f"Równo: swoja cena. Nadwyżka: rynkowa, od największej liczby sztuk. Niedobór: pół ceny "
        f"i {amount(penalty)} od uczestnika za sztukę, której jego ofercie brakuje do popytu."
    )


FOOTER_SIDE = mm(3)  # the reminder keeps the 3 mm safe zone left and right
FOOTER_BOX = (7.0, 6.5, 2)  # one line at 7 pt, else two at 6.5 to 7 pt (kit review r10: no reminder at 6 pt)


def footer_fit(text: str, card_width: float) -> Fitted | None:
    """The rule reminder at a card's foot, a rule a player reads: one line at 7 pt, else two lines at up
    to 7 pt (6.5 pt at the least); None when it does not fit (the check reports it)."""
    width = card_width - 2 * FOOTER_SIDE
    high, low, lines = FOOTER_BOX
    return fit(text, SANS, width, max_size=high, min_size=high) or fit(
        text, SANS, width, max_size=high, min_size=low, max_lines=lines
    )


def _check_footers(component: Component[RynekCards], game: Game, findings: Findings) -> None:
    """Both reminders fit their card; the sale one prints the penalty a house rule may change: when the
    documented amount would fit, the too long amount is reported at that house rule's value."""
    spec: RynekCards = component.spec
    penalty = game.facts.get("undersupply-penalty", UNDERSUPPLY_PENALTY)
    house = [i for i, h in enumerate(game.spec.house_rules) if h.fact == "undersupply-penalty"]
    width = component.where("width")
    sale_at = width
    if house and footer_fit(sale_footer(UNDERSUPPLY_PENALTY), spec.width) is not None:
        sale_at = game.doc.where(("house_rules", house[0], "value"))
    high, low, lines = FOOTER_BOX
    for text, where in ((PURCHASE_FOOTER, width), (sale_footer(penalty), sale_at)):
        problem = text_problem(text, SANS, spec.width - 2 * FOOTER_SIDE, max_size=high, min_size=low, max_lines=lines)
        if problem:  # a terminal shows the amount's no-break spaces as plain ones (as `grouped` says)
            message = f"the reminder at the card's foot: {problem.replace(NBSP, ' ')}"
            findings.error(where, message, "text.does-not-fit")


def check(component: Component[RynekCards], game: Game, findings: Findings) -> None:
    spec: RynekCards = component.spec
    check_fits(component.where("width"), "a card", spec.width, spec.height, spec.bleed, 0.0, findings, "cards.too-big")
    for deck in ("supply", "sale"):
        title = getattr(spec, deck).title
        problem = text_problem(
            title, SANS_BOLD, spec.width * TITLE_BOX[0], max_size=TITLE_BOX[1], min_size=TITLE_BOX[2]
        )
        if problem:
            findings.error(component.where(deck, "title"), problem, "text.does-not-fit")
    _check_footers(component, game, findings)
    letters: dict[str, str] = {}
    for colour in COLOURS:
        raw = spec.colours.of(colour)
        for text, key in ((raw.letter, "letter"), (raw.name, "name")):
            problem = text_problem(text, SANS_BOLD, mm(20), max_size=10, min_size=8)
            if problem:
                findings.error(component.where("colours", colour, key), problem, "text.does-not-fit")
        if raw.letter in letters:
            findings.error(
                component.where("colours", colour, "letter"),
                f"colours {letters[raw.letter]} and "
                f"{colour} share the letter '{raw.letter}'; expected a different letter for each "
                "(the letter tells colours apart without colour vision)",
                "cards.colour-letter",
            )
        letters[raw.letter] = colour
    for deck, field in (("supply", "colour"), ("sale", "product")):
        for i, card in enumerate(getattr(spec, deck).types):
            seen: set[str] = set()
            for j, row in enumerate(card.rows):
                key = getattr(row, field)
                if key in seen:
                    findings.error(
                        component.where(deck, "types", i, "rows", j, field),
                        f"{deck} card {card.type} has two rows for {key}; expected one row per {field}",
                        "cards.duplicate-row",
                    )
                seen.add(key)


def deck_pieces(spec: RynekCards, game: Game) -> tuple[list[Piece], list[Piece]]:
    """Both decks' cards; the sale cards' reminder prints the game's penalty (house rules applied)."""
    penalty = game.facts.get("undersupply-penalty", UNDERSUPPLY_PENALTY)
    supply_back = Drawn("rynek-cards", "_back", spec, spec.supply.title, spec.supply.color, "supply")
    sale_back = Drawn("rynek-cards", "_back", spec, spec.sale.title, spec.sale.color, "sale")
    # the copies of a type are one piece, drawn once per copy
    supply = [
        piece
        for card in spec.supply.types
        for piece in [
            Piece(
                spec.width,
                spec.height,
                Drawn("rynek-cards", "_supply_front", spec, card),
                supply_back,
                f"{spec.supply.title} {card.type}",
                spec.supply.title,
            )
        ]
        * spec.supply.copies
    ]
    sale = [
        piece
        for card in spec.sale.types
        for piece in [
            Piece(
                spec.width,
                spec.height,
                Drawn("rynek-cards", "_sale_front", spec, card, penalty),
                sale_back,
                f"{spec.sale.title} {card.type}",
                spec.sale.title,
            )
        ]
        * spec.sale.copies
    ]
    return supply, sale


def kind_pieces(component: Component[RynekCards], game: Game) -> list[Piece]:
    """Every piece in the kit's order, as the sheets print them (rulebook figures draw these)."""
    return [p for deck in deck_pieces(component.spec, game) for p in deck]


KIND = register(
    Kind(
        name="rynek-cards",
        category="card",
        model=RynekCards,
        check=check,
        render=Drawn("rynek-cards", "render"),
        pieces=kind_pieces,
        description="Rynek's ZAKUP and SPRZEDAŻ decks: typed card tables with colour swatches",
    )
)
