"""chance-cards: Przekręt's Losy ("?") cards, printed the way the rules prescribe.

    kind: chance-cards
    title: Los                          # word on the card's top band and on the back
    size: {width: 63mm, height: 88mm}
    back: {color: "#1e2c45", accent: "#e0b23a", caption: Przekręt}
    cards:
      - title: Podwózka od szwagra      # headline (at most 2 lines)
        text: "…"                       # what happens, in our words (at most 7 lines)
        effect: {forward: 3}            # exactly one of the effects below

Effects: forward: N (clockwise, Start bonus when passing Start) · to: FIELD (clockwise to a board
field or property id, Start bonus when passing Start) · back: N (anticlockwise, no bonus) ·
hospital: TURNS · inner: TRACK (an inner track of the board) · pay_bank / pay_each /
receive_bank / receive_each: ZŁOTY · lease_card: COUNT (free Dzierżawa cards from the bank).
Amounts and step counts in `effect` must appear in `text`; the card prints a summary chip and a
rule reminder generated from the effect, so the text never has to repeat the rules.

Outputs:
- `<name>-ponowne-podanie.pdf`, the rules' re-feed layout: page 1 is the back page, pages 2 onwards the fronts.
  Print the fronts, feed the same sheets again and print page 1 on their reverse (long-edge flip):
  every front page uses the same grid, so the one back page lines up with each of them. No guide
  page (the rules name the pages); each front page has a 50 mm bar in its margin.
- `<name>.pdf`: the ordinary kit layout (guide page, fronts and backs per --duplex), the file a buyer
  opens first and the one the print jobs and zestaw.pdf take.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator

from generator.draw.fonts import SANS, SANS_BOLD, SERIF_BOLD
from generator.draw.kinds import Drawn, Kind, register
from generator.draw.piece import Piece
from generator.draw.text import fit, text_problem
from generator.games.przekret.facts import lease_percent
from generator.games.przekret.fixed_plan import bar_fits, fixed_grid
from generator.games.przekret.property_cards import CardSize, all_properties, card_title
from generator.games.przekret.words import NBSP, typeset, zl
from generator.model.base import Model
from generator.model.core import BuildOptions, Component, Game
from generator.model.findings import Findings
from generator.model.polish import percent
from generator.model.units import Length, mm, to_mm
from generator.model.vocab import Color, plural

Money = Annotated[int, Field(ge=100, le=100_000, multiple_of=100)]
DEFAULT_START_BONUS = 3000

TITLE_BOX = (11.5, 8.0, 2)  # size max/min, lines
TEXT_BOX = (9.6, 7.0, 7)
CHIP_BOX = (8.0, 7.0, 1)
NOTE_BOX = (8.0, 7.0, 3)  # rule reminder under the chip: 8 pt in up to three lines (r19: 7 pt, the weakest text)
NOTE_FONT = SANS  # upright: the line players read mid-game (kit review r25, P minor 4: italic on cream read small)
SIDE = mm(5)  # text inset from the trim

EFFECT_KEYS = (
    "forward",
    "to",
    "back",
    "hospital",
    "inner",
    "pay_bank",
    "pay_each",
    "receive_bank",
    "receive_each",
    "lease_card",
)
EFFECT_COLORS = {
    "forward": "#2f7a4a",
    "to": "#2f7a4a",
    "back": "#a65c1a",  # white chip text 5.0:1
    "hospital": "#a8322d",
    "inner": "#6b3fa0",
    "pay_bank": "#a8322d",
    "pay_each": "#a8322d",
    "receive_bank": "#2f7a4a",
    "receive_each": "#2f7a4a",
    "lease_card": "#2f5d46",
}


class Effect(Model):
    forward: int | None = Field(default=None, ge=1, le=12)
    to: str | None = Field(default=None, min_length=1)
    back: int | None = Field(default=None, ge=1, le=12)
    hospital: int | None = Field(default=None, ge=1, le=6)
    inner: str | None = Field(default=None, min_length=1)
    pay_bank: Money | None = None
    pay_each: Money | None = None
    receive_bank: Money | None = None
    receive_each: Money | None = None
    lease_card: int | None = Field(default=None, ge=1, le=3)

    @model_validator(mode="after")
    def _exactly_one(self) -> Effect:
        given = [k for k in EFFECT_KEYS if getattr(self, k) is not None]
        if len(given) != 1:
            shown = ", ".join(given) if given else "none"
            raise ValueError(f"an effect has exactly one of {', '.join(EFFECT_KEYS)}; received {shown}")
        return self

    @property
    def key(self) -> str:
        return next(k for k in EFFECT_KEYS if getattr(self, k) is not None)

    @property
    def value(self):
        return getattr(self, self.key)


class Card(Model):
    title: str = Field(min_length=1)
    text: str = Field(min_length=1)
    effect: Effect


class Back(Model):
    color: Color = "#1e2c45"
    accent: Color = "#e0b23a"
    caption: str | None = None  # None: the game's title and subtitle from game.yaml (kit review r29 P minor 3)


class ChanceCards(Model):
    kind: Literal["chance-cards"]
    title: str = "Los"
    size: CardSize = CardSize(width="63mm", height="88mm")
    bleed: Length = mm(3)
    back: Back = Back()
    cards: list[Card] = Field(min_length=1)


# ---------------------------------------------------------------------------------------------
# texts generated from an effect


def field_names(game) -> dict[str, str]:
    """Printable names of the places a card may send a pawn to: Start, hospital, every property,
    every named field of the board's loops and every inner track (board `paths`)."""
    names = {"start": "Start", "szpital": "Szpital"}
    props = game.one("property-cards")
    if props is not None:
        for street, prop in all_properties(props.spec):
            names[prop.id] = card_title(street, prop)
    board = game.one("board")
    names.update({k: v for k, v in board_fields(board).items() if k not in names})
    names.update(inner_tracks(board))
    return names


def board_fields(board) -> dict[str, str]:
    """Ids and labels of the named fields on the board's loops (the outer track)."""
    out: dict[str, str] = {}
    for loop in getattr(board.spec, "loops", None) or [] if board is not None else []:
        for item in loop.fields:
            if item.id:
                out[item.id] = (item.label or item.id).replace("\n", " ")
    return out


def inner_tracks(board) -> dict[str, str]:
    """Ids and names of the board's inner tracks (its `paths`)."""
    out: dict[str, str] = {}
    for path in getattr(board.spec, "paths", None) or [] if board is not None else []:
        out[path.id] = (path.label or path.id).replace("\n", " ")
    return out


def chip(effect: Effect, names: dict[str, str]) -> str:
    v = effect.value
    match effect.key:
        case "forward":
            return f"naprzód o {v} {plural(v, 'pole', 'pola', 'pól')}"
        case "to":
            return f"idź: {names.get(v, v)}"
        case "back":
            return f"cofnij się o {v} {plural(v, 'pole', 'pola', 'pól')}"
        case "hospital":
            return f"szpital: {v} {plural(v, 'tura', 'tury', 'tur')}"
        case "inner":
            return f"tor: {names.get(v, v)}"
        case "pay_bank":
            return f"−{zl(v)} bankowi"
        case "pay_each":
            return f"−{zl(v)} każdemu graczowi"
        case "receive_bank":
            return f"+{zl(v)} z banku"
        case "receive_each":
            return f"+{zl(v)} od każdego gracza"
        case _:
            return f"+{v} {plural(v, 'karta', 'karty', 'kart')} Dzierżawy"


def reminder(effect: Effect, start_bonus: int) -> str:
    match effect.key:
        case "forward":
            return f"Naprzód (na torze wewnętrznym: po torze). Minięcie Startu albo zatrzymanie się na nim: {zl(start_bonus)}."
        case "to":
            return (
                "Naprzód (z toru: licz od pola LOS ze strzałki wyjścia). Minięcie Startu albo zatrzymanie się "
                f"na nim: {zl(start_bonus)}."
            )
        case "back":
            return "Wstecz, przeciwnie do ruchu wskazówek zegara (na torze: po torze); bez premii za Start."
        case "hospital":
            return "Pionek trafia prosto do szpitala, bez premii za Start."
        case "inner":
            return "Bez warunku i bez opłaty; pierwsze pole toru działa od razu. Premii za Start nie ma."
        case "pay_bank" | "pay_each":
            return "Jeśli nie stać cię na to nawet po sprzedaży posesji i kart Dzierżawy graczom, bankrutujesz."
        case "lease_card" if effect.value > 1:  # r31 rulebook review, finding 13: a two-card Los
            return "Kartami wolno handlować z graczami; bank ich nie odkupuje."
        case "lease_card":
            return "Kartą wolno handlować z graczami; bank jej nie odkupuje."
        case "receive_bank":
            return "Bank wypłaca od ręki i nie pyta o źródło."
        case _:
            return (
                "Płacą po kolei od twojego lewego sąsiada; kto nie ma czym zapłacić nawet po sprzedażach, bankrutuje."
            )


def numbers_in_effect(effect: Effect) -> list[str]:
    """The figures the card text must state: an amount as '1 000 zł' or a count of fields or turns."""
    v = effect.value
    if effect.key in ("pay_bank", "pay_each", "receive_bank", "receive_each"):
        return [zl(v)]
    if effect.key in ("forward", "back", "hospital", "lease_card"):
        return [str(v)]
    return []


def _normal(text: str) -> str:
    return text.replace(NBSP, " ").replace("\u202f", " ")


# ---------------------------------------------------------------------------------------------
# drawing


def _start_bonus(game) -> int:
    return game.facts.get("start-bonus", DEFAULT_START_BONUS)


def pieces(spec: ChanceCards, game) -> list[Piece]:
    names = field_names(game)
    stamp = percent(lease_percent(game))  # the lease icon's figure: the lease card's own (house rules applied)
    back = Drawn("chance-cards", "_back", spec, back_caption(spec, game))
    return [
        Piece(
            spec.size.width,
            spec.size.height,
            Drawn("chance-cards", "_front", spec, card, names, _start_bonus(game), corner_label(game, i, spec), stamp),
            back,
            card.title,
        )
        for i, card in enumerate(spec.cards, start=1)
    ]


def back_caption(spec: ChanceCards, game) -> str:
    """The line under the back's medallion: the deck's own caption, else the game's title and subtitle
    as game.yaml names them (one place for the subtitle: kit review r29 P minor 3, a hand-typed tagline
    „gra dla dorosłych” beside the rulebook's and board's „gra o dzierżawach po znajomości”)."""
    if spec.back.caption is not None:
        return spec.back.caption
    return " · ".join(part for part in (game.spec.title, game.spec.subtitle) if part)


def corner_label(game, number: int, spec: ChanceCards) -> str:
    """The front's corner: the game and the card's number in the deck, to check the deck is complete."""
    return f"{game.spec.title} · {number}/{len(spec.cards)}"


def front_pages(spec: ChanceCards, options) -> int:
    _, grid = fixed_grid(spec.size.width, spec.size.height, spec.bleed, options)
    return -(-len(spec.cards) // grid.per_sheet) if grid.per_sheet else 0


def check(component: Component[ChanceCards], game: Game, findings: Findings) -> None:
    spec: ChanceCards = component.spec
    sheet, grid = fixed_grid(spec.size.width, spec.size.height, spec.bleed, BuildOptions())
    size = f"{to_mm(spec.size.width):.1f} x {to_mm(spec.size.height):.1f} mm"
    if grid.per_sheet == 0:
        findings.error(
            component.where("size"),
            f"a Los card of {size} does not fit on A4 inside the 5 mm printer margin",
            "chance-cards.too-big",
        )
        return
    if not bar_fits(sheet, grid):
        findings.error(
            component.where("size"),
            f"Los cards of {size} leave no room for the 50 mm calibration bar under the cards",
            "chance-cards.no-calibration-room",
        )
    names = field_names(game)
    width = spec.size.width - 2 * SIDE
    for i, card in enumerate(spec.cards):
        for key, text, font, box in (
            ("title", typeset(card.title), SERIF_BOLD, TITLE_BOX),
            ("text", typeset(card.text), SANS, TEXT_BOX),
        ):
            problem = text_problem(text, font, width, max_size=box[0], min_size=box[1], max_lines=box[2])
            if problem:
                findings.error(
                    component.where("cards", i, key), f"card {i + 1}: {_normal(problem)}", "text.does-not-fit"
                )
        effect = card.effect
        for figure in numbers_in_effect(effect):
            if _normal(figure) not in _normal(card.text):
                findings.error(
                    component.where("cards", i, "effect", effect.key),
                    f"card {i + 1} '{card.title}': "
                    f"effect {effect.key} {effect.value} but the text does not say '{_normal(figure)}'",
                    "chance-cards.text-effect",
                )
        chip_text = chip(effect, names)
        if fit(chip_text, SANS_BOLD, width - mm(4), max_size=CHIP_BOX[0], min_size=CHIP_BOX[1]) is None:
            findings.error(
                component.where("cards", i, "effect"),
                f"card {i + 1}: summary '{_normal(chip_text)}' does not fit the card's effect strip",
                "text.does-not-fit",
            )
        note = reminder(effect, _start_bonus(game))
        if fit(note, NOTE_FONT, width, max_size=NOTE_BOX[0], min_size=NOTE_BOX[1], max_lines=NOTE_BOX[2]) is None:
            findings.error(
                component.where("cards", i, "effect"),
                f"card {i + 1}: rule reminder '{_normal(note)}' "
                f"does not fit {NOTE_BOX[2]} lines under the effect strip at {NOTE_BOX[1]:g} pt",
                "text.does-not-fit",
            )


def refeed_file(name: str) -> str:
    """The re-feed layout's file: named in Polish for how it is printed („druk z ponownym podaniem kartek”)."""
    return f"{name}-ponowne-podanie.pdf"


def files(component, options) -> list[str]:
    return [refeed_file(component.name), f"{component.name}.pdf"]


def kind_pieces(component: Component[ChanceCards], game: Game) -> list[Piece]:
    """Every piece in the kit's order, as the sheets print them (rulebook figures draw these)."""
    return pieces(component.spec, game)


KIND = register(
    Kind(
        name="chance-cards",
        category="card",
        model=ChanceCards,
        check=check,
        files=files,
        render=Drawn("chance-cards", "render"),
        pieces=kind_pieces,
        description="Losy cards with one shared back: the rules' re-feed file and a duplex file",
    )
)
