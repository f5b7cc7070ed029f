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
- `<name>.pdf`, the rules' re-feed layout: page 1 is the back page, pages 2 onwards the fronts.
  Print the fronts, feed the same sheets again and print page 1 on their reverse (long-edge flip):
  every front page uses the same grid, so the one back page lines up with each of them. No guide
  page (the rules name the pages); each front page has a 50 mm bar in its margin.
- `<name>-duplex.pdf`: the ordinary kit layout (guide page, fronts and backs per --duplex).
"""
from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, model_validator
from reportlab.lib import colors

from ...core import BuildOptions, Component, Game, Output
from ...findings import Findings
from ...fonts import SANS, SANS_BOLD, SANS_ITALIC, SANS_SEMIBOLD, SERIF_BOLD
from ...kinds import Kind, register
from ...kinds._sheets import render_sheet_pdf
from ...model import Model
from ...pdf import new_document
from ...sheets import Piece
from ...text import draw_fitted, fit, text_problem
from ...units import Length, mm, to_mm
from ...vocab import Color, plural
from .fixed_pages import back_page, bar_fits, fixed_grid, front_page
from ...polish import counted
from .property_cards import CardSize, all_properties, card_title
from .style import INK, MUTED, NBSP, PAPER, fill_bleed, typeset, zl

Money = Annotated[int, Field(ge=100, le=100_000, multiple_of=100)]
DEFAULT_START_BONUS = 3000

TITLE_BOX = (11.5, 8.0, 2)          # size max/min, lines
TEXT_BOX = (9.6, 6.4, 7)
CHIP_BOX = (8.0, 6.0, 1)
NOTE_BOX = (6.3, 6.0, 2)             # rule reminder under the chip: never below 6 pt
SIDE = mm(5)                        # text inset from the trim

EFFECT_KEYS = ("forward", "to", "back", "hospital", "inner", "pay_bank", "pay_each", "receive_bank",
               "receive_each", "lease_card")
EFFECT_COLORS = {
    "forward": "#2f7a4a", "to": "#2f7a4a", "back": "#b5651d", "hospital": "#a8322d", "inner": "#6b3fa0",
    "pay_bank": "#a8322d", "pay_each": "#a8322d", "receive_bank": "#2f7a4a", "receive_each": "#2f7a4a",
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
    def _exactly_one(self) -> "Effect":
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
    caption: str = ""


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
            return f"−{zl(v)} do banku"
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
            return (f"Z ruchem wskazówek zegara (na torze wewnętrznym: po torze); za przejście przez Start lub "
                    f"stanięcie na nim {zl(start_bonus)}.")
        case "to":
            return (f"Idziesz zgodnie z ruchem wskazówek zegara; za przejście przez Start lub stanięcie na nim "
                    f"pobierasz {zl(start_bonus)}.")
        case "back":
            return "Cofasz się przeciwnie do ruchu wskazówek zegara (na torze wewnętrznym: po torze); bez premii."
        case "hospital":
            return "Pionek trafia prosto do szpitala, bez premii za Start."
        case "inner":
            return "Bez warunku i bez opłaty; pierwsze pole toru działa od razu. Premii za Start nie ma."
        case "pay_bank" | "pay_each":
            return "Brak gotówki na zapłatę oznacza bankructwo."
        case "lease_card":
            return "Kartą wolno handlować; nie wolno jej zastawić w banku."
        case "receive_bank":
            return "Bank wypłaca od ręki i nie pyta o źródło."
        case _:
            return "Każdy płaci od razu; kogo nie stać, bankrutuje."


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

def _icon(c, key: str, cx: float, cy: float, r: float, color) -> None:
    c.saveState()
    c.setFillColor(color)
    c.setStrokeColor(color)
    c.circle(cx, cy, r, stroke=0, fill=1)
    c.setFillColor(colors.white)
    c.setStrokeColor(colors.white)
    c.setLineWidth(r * 0.16)
    c.setLineCap(1)
    c.setLineJoin(1)
    s = r * 0.5
    if key in ("forward", "to", "back"):
        d = -1 if key == "back" else 1
        p = c.beginPath()
        p.moveTo(cx - d * s, cy + s * 0.32)
        p.lineTo(cx + d * s * 0.15, cy + s * 0.32)
        p.lineTo(cx + d * s * 0.15, cy + s * 0.8)
        p.lineTo(cx + d * s * 1.05, cy)
        p.lineTo(cx + d * s * 0.15, cy - s * 0.8)
        p.lineTo(cx + d * s * 0.15, cy - s * 0.32)
        p.lineTo(cx - d * s, cy - s * 0.32)
        p.close()
        c.drawPath(p, stroke=0, fill=1)
    elif key == "hospital":
        a, b = s * 0.32, s * 0.95
        c.rect(cx - a, cy - b, 2 * a, 2 * b, stroke=0, fill=1)
        c.rect(cx - b, cy - a, 2 * b, 2 * a, stroke=0, fill=1)
    elif key == "inner":
        c.setLineWidth(r * 0.12)
        c.rect(cx - s, cy - s, 2 * s, 2 * s, stroke=1, fill=0)
        c.rect(cx - s * 0.45, cy - s * 0.45, s * 0.9, s * 0.9, stroke=1, fill=0)
        c.line(cx - s * 1.35, cy + s * 0.72, cx - s * 0.2, cy + s * 0.72)
        c.line(cx - s * 0.2, cy + s * 0.72, cx - s * 0.2, cy + s * 0.05)
    elif key == "lease_card":
        c.setLineWidth(r * 0.1)
        c.circle(cx, cy, s * 1.05, stroke=1, fill=0)
        c.setFont(SERIF_BOLD, r * 0.62)
        c.drawCentredString(cx, cy - r * 0.21, "10%")
    else:   # money: a coin marked "zł" and a plus or a minus in front of it
        coin = r * 0.5
        c.circle(cx + r * 0.2, cy, coin, stroke=0, fill=1)
        c.setFillColor(color)
        c.setFont(SANS_BOLD, r * 0.5)
        c.drawCentredString(cx + r * 0.2, cy - r * 0.17, "zł")
        c.setFillColor(colors.white)
        arm, bar = r * 0.2, r * 0.07
        sx = cx - r * 0.58
        c.rect(sx - arm, cy - bar, 2 * arm, 2 * bar, stroke=0, fill=1)
        if key.startswith("receive"):
            c.rect(sx - bar, cy - arm, 2 * bar, 2 * arm, stroke=0, fill=1)
    c.restoreState()


def _front(spec: ChanceCards, card: Card, names: dict[str, str], start_bonus: int, game_title: str):
    effect_color = colors.HexColor(EFFECT_COLORS[card.effect.key])
    band = colors.HexColor(spec.back.color)
    accent = colors.HexColor(spec.back.accent)

    def draw(c, w, h):
        fill_bleed(c, w, h, PAPER)
        # top band: the medallion with "?" and the deck's word
        band_h = mm(13)
        c.setFillColor(band)
        c.rect(-mm(4), h - band_h, w + mm(8), band_h + mm(4), stroke=0, fill=1)
        c.setFillColor(accent)
        c.circle(mm(10), h - band_h / 2, mm(4.3), stroke=0, fill=1)
        c.setFillColor(band)
        c.setFont(SERIF_BOLD, 15)
        c.drawCentredString(mm(10), h - band_h / 2 - mm(1.85), "?")
        c.setFillColor(colors.white)
        c.setFont(SANS_BOLD, 11)
        c.drawString(mm(16.5), h - band_h / 2 - mm(1.4), spec.title.upper())
        c.setFillColor(accent)
        c.setFont(SANS_SEMIBOLD, 6)
        c.drawRightString(w - SIDE, h - band_h / 2 - mm(0.8), game_title)
        # headline
        y = h - band_h - mm(3.2)
        fitted = fit(typeset(card.title), SERIF_BOLD, w - 2 * SIDE, max_size=TITLE_BOX[0], min_size=TITLE_BOX[1],
                     max_lines=TITLE_BOX[2])
        c.setFillColor(INK)
        if fitted:
            draw_fitted(c, fitted, SERIF_BOLD, w / 2, y, leading=1.08)
            y -= fitted.size * (1 + 1.08 * (len(fitted.lines) - 1)) + mm(2.2)
        # icon
        r = mm(6.2)
        _icon(c, card.effect.key, w / 2, y - r, r, effect_color)
        y -= 2 * r + mm(2.6)
        # body
        chip_h = mm(6.2)
        chip_y = mm(10.6)
        body = fit(typeset(card.text), SANS, w - 2 * SIDE, max_size=TEXT_BOX[0], min_size=TEXT_BOX[1],
                   max_lines=TEXT_BOX[2])
        c.setFillColor(INK)
        if body:
            block = body.size * (1 + 1.2 * (len(body.lines) - 1)) + body.size * 0.25
            room = y - (chip_y + chip_h + mm(2))
            draw_fitted(c, body, SANS, w / 2, y - max(0.0, room - block) * 0.4, leading=1.2)
        # chip with the effect, and the rule reminder under it
        chip_text = chip(card.effect, names)
        chip_fit = fit(chip_text, SANS_BOLD, w - 2 * SIDE - mm(4), max_size=CHIP_BOX[0], min_size=CHIP_BOX[1])
        c.setFillColor(effect_color)
        c.roundRect(SIDE, chip_y, w - 2 * SIDE, chip_h, chip_h / 2, stroke=0, fill=1)
        if chip_fit:
            c.setFillColor(colors.white)
            c.setFont(SANS_BOLD, chip_fit.size)
            c.drawCentredString(w / 2, chip_y + chip_h / 2 - chip_fit.size * 0.34, chip_text)
        note = reminder(card.effect, start_bonus)
        note_fit = fit(note, SANS_ITALIC, w - 2 * SIDE, max_size=NOTE_BOX[0], min_size=NOTE_BOX[1],
                       max_lines=NOTE_BOX[2])
        if note_fit:
            c.setFillColor(MUTED)
            draw_fitted(c, note_fit, SANS_ITALIC, w / 2, chip_y - mm(1.0), leading=1.15)
    return draw


def _back(spec: ChanceCards):
    base = colors.HexColor(spec.back.color)
    accent = colors.HexColor(spec.back.accent)

    def draw(c, w, h):
        fill_bleed(c, w, h, base)
        # a field of faint question marks: no frame near the edge, so a 1–2 mm misregistration
        # of a home printer does not show
        c.saveState()
        c.setFillColor(colors.Color(1, 1, 1, alpha=0.06))
        c.setFont(SERIF_BOLD, 13)
        for row in range(-1, 12):
            for col in range(-1, 7):
                x = col * mm(11) + (mm(5.5) if row % 2 else 0)
                c.drawCentredString(x, row * mm(8.5), "?")
        c.restoreState()
        cx, cy = w / 2, h / 2 + mm(5)
        c.setFillColor(base)
        c.circle(cx, cy, mm(17.5), stroke=0, fill=1)
        c.setStrokeColor(accent)
        c.setLineWidth(2.2)
        c.circle(cx, cy, mm(16), stroke=1, fill=0)
        c.setFillColor(accent)
        c.setFont(SERIF_BOLD, 72)
        c.drawCentredString(cx, cy - mm(9), "?")
        c.setFont(SANS_BOLD, 16)
        c.drawCentredString(cx, cy - mm(27), spec.title.upper())
        if spec.back.caption:
            c.setFillColor(colors.Color(1, 1, 1, alpha=0.7))
            c.setFont(SANS_SEMIBOLD, 7.5)
            c.drawCentredString(cx, cy - mm(33), spec.back.caption)
    return draw


def _start_bonus(game) -> int:
    return game.facts.get("start-bonus", DEFAULT_START_BONUS)


def pieces(spec: ChanceCards, game) -> list[Piece]:
    names = field_names(game)
    back = _back(spec)
    return [Piece(spec.size.width, spec.size.height, _front(spec, card, names, _start_bonus(game), game.spec.title),
                  back, card.title) for card in spec.cards]


def front_pages(spec: ChanceCards, options) -> int:
    _, grid = fixed_grid(spec.size.width, spec.size.height, spec.bleed, options)
    return -(-len(spec.cards) // grid.per_sheet) if grid.per_sheet else 0


def render_refeed(component, game, options):
    """The rules' layout: page 1 = backs, pages 2… = fronts; one back page serves every front page."""
    spec: ChanceCards = component.spec
    sheet, grid = fixed_grid(spec.size.width, spec.size.height, spec.bleed, options)
    cards = pieces(spec, game)
    pages = [cards[i:i + grid.per_sheet] for i in range(0, len(cards), grid.per_sheet)]
    last = len(pages) + 1
    doc = new_document(options.paper, f"{game.spec.title} – Losy (druk z ponownym podaniem kartek)")
    backs = [Piece(spec.size.width, spec.size.height, cards[0].front, cards[0].back)] * grid.per_sheet
    back_page(doc, sheet, grid, backs, f"{game.spec.title} · Losy · strona 1: TYŁY · drukuj ją na odwrocie "
              f"kartek ze stronami 2–{last}", f"Losy · strona 1: tyły (na odwrocie stron 2–{last})",
              offset=options.back_offset)
    for n, page in enumerate(pages, start=2):
        front_page(doc, sheet, grid, page, f"{game.spec.title} · Losy · strona {n} z {last}: przody · potem "
                   "włóż kartkę ponownie i wydrukuj na niej stronę 1", f"Losy · strona {n} z {last} · przody")
    # kit.pdf is printed in one duplex mode: it takes losy-duplex.pdf, not this re-feed layout
    return Output(game=game.id, component=component.name, kind=component.kind, filename=f"{component.name}.pdf",
                  **doc.described(game.spec.title),
                  data=doc.finish(), pages=doc.pages, sheets=len(pages), stock="card", kit=False)


def render(component: Component[ChanceCards], game: Game, options: BuildOptions) -> list[Output]:
    spec: ChanceCards = component.spec
    last = front_pages(spec, options) + 1
    refeed = render_refeed(component, game, options)
    contents = [f"{counted(len(spec.cards), 'karta', 'karty', 'kart')} Losów („?”), {to_mm(spec.size.width):.0f} × {to_mm(spec.size.height):.0f} mm,"
                " z jednakowym tyłem.",
                "Ten plik: zwykły druk dwustronny. Obok leży plik zgodny z instrukcją gry: "
                f"{component.name}.pdf (strona 1 to tyły, strony 2–{last} to przody)."]
    notes = [f"Druk jak w instrukcji gry ({component.name}.pdf): wydrukuj strony 2–{last}. Włóż te same kartki "
             "ponownie do podajnika czystą stroną do druku, górną krawędzią tak jak za pierwszym razem (obrót wzdłuż "
             "dłuższej krawędzi), i wydrukuj stronę 1 na każdej z nich. Najpierw sprawdź to na jednej kartce.",
             "Jeśli tyły przesuwają się względem przodów, zmierz przesunięcie na stronie kalibracji tego pliku "
             "i postępuj, jak tam napisano: poprawka dotyczy obu plików."]
    duplex = render_sheet_pdf(component, game, options, pieces(spec, game), width=spec.size.width,
                              height=spec.size.height, bleed=spec.bleed, title="Losy",
                              contents=contents, notes=notes, filename=f"{component.name}-duplex.pdf")
    return [refeed, duplex]


def check(component: Component[ChanceCards], game: Game, findings: Findings) -> None:
    spec: ChanceCards = component.spec
    sheet, grid = fixed_grid(spec.size.width, spec.size.height, spec.bleed, BuildOptions())
    size = f"{to_mm(spec.size.width):.1f} x {to_mm(spec.size.height):.1f} mm"
    if grid.per_sheet == 0:
        findings.error(component.where("size"), f"a Los card of {size} does not fit on A4 inside the 5 mm printer "
                       "margin", "chance-cards.too-big")
        return
    if not bar_fits(sheet, grid):
        findings.error(component.where("size"), f"Los cards of {size} leave no room for the 50 mm calibration bar "
                       "under the cards", "chance-cards.no-calibration-room")
    names = field_names(game)
    width = spec.size.width - 2 * SIDE
    for i, card in enumerate(spec.cards):
        for key, text, font, box in (("title", typeset(card.title), SERIF_BOLD, TITLE_BOX),
                                     ("text", typeset(card.text), SANS, TEXT_BOX)):
            problem = text_problem(text, font, width, max_size=box[0], min_size=box[1], max_lines=box[2])
            if problem:
                findings.error(component.where("cards", i, key), f"card {i + 1}: {_normal(problem)}",
                               "text.does-not-fit")
        effect = card.effect
        for figure in numbers_in_effect(effect):
            if _normal(figure) not in _normal(card.text):
                findings.error(component.where("cards", i, "effect", effect.key), f"card {i + 1} '{card.title}': "
                               f"effect {effect.key} {effect.value} but the text does not say '{_normal(figure)}'",
                               "chance-cards.text-effect")
        chip_text = chip(effect, names)
        if fit(chip_text, SANS_BOLD, width - mm(4), max_size=CHIP_BOX[0], min_size=CHIP_BOX[1]) is None:
            findings.error(component.where("cards", i, "effect"), f"card {i + 1}: summary '{_normal(chip_text)}' "
                           "does not fit the card's effect strip", "text.does-not-fit")
        note = reminder(effect, _start_bonus(game))
        if fit(note, SANS_ITALIC, width, max_size=NOTE_BOX[0], min_size=NOTE_BOX[1], max_lines=NOTE_BOX[2]) is None:
            findings.error(component.where("cards", i, "effect"), f"card {i + 1}: rule reminder '{_normal(note)}' "
                           f"does not fit {NOTE_BOX[2]} lines under the effect strip at {NOTE_BOX[1]:g} pt",
                           "text.does-not-fit")


def files(component, options) -> list[str]:
    return [f"{component.name}.pdf", f"{component.name}-duplex.pdf"]


def kind_pieces(component: Component[ChanceCards], game: Game) -> list[Piece]:
    """Every piece in the kit's order, as the sheets print them (rulebook figures draw these)."""
    return pieces(component.spec, game)


KIND = register(Kind(name="chance-cards", category="card", model=ChanceCards, render=render, check=check, files=files,
                     pieces=kind_pieces,
                     description="Losy cards with one shared back: the rules' re-feed file and a duplex file"))
