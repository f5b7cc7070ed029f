"""rynek-cards drawn: the ZAKUP and SPRZEDAŻ cards' fronts and backs, their pieces and their sheets
(reportlab), imported when the cards are drawn (cards.py names `render` and `pieces` with `Drawn`, the registry naming this module)."""

from __future__ import annotations

import math

from reportlab.lib import colors

from generator.draw.art.pictograms.base import tint
from generator.draw.fonts import SANS, SANS_BOLD, SANS_SEMIBOLD, SERIF_BOLD
from generator.draw.guide import STOCK_TEXT, draw_guide
from generator.draw.kinds.piece_sheets import sheet_spec
from generator.draw.labels import ticket_words
from generator.draw.look import part_guide
from generator.draw.pdf import new_document
from generator.draw.sheets import impose
from generator.draw.text import fit
from generator.games.rynek.cards import (
    PURCHASE_FOOTER,
    TITLE_BOX,
    Palette,
    RawColour,
    RynekCards,
    SaleType,
    SupplyType,
    amount,
    deck_pieces,
    footer_fit,
    sale_footer,
)
from generator.games.rynek.engine import COLOURS, PRODUCT_COLOURS, UNDERSUPPLY_PENALTY
from generator.games.rynek.facts import NUMERALS
from generator.games.rynek.marks import draw_mark
from generator.layout.imposition import plan_grid, sheets_needed
from generator.model.core import BuildOptions, Component, Game, Output
from generator.model.polish import counted
from generator.model.units import mm, to_mm

PAPER = colors.HexColor("#fbf8f1")


INK = colors.HexColor("#1d1d1b")


# a sale card's cap price: as dark as a caption on the cream (≥ 7 : 1 on the striped rows, 8.0 : 1), set apart
# from the market price beside it by a lighter weight, not a lighter tone (r41 R minor 8: #6b665d, 4.7 : 1)
CAP_INK = "#48443d"
CAP_FONT = SANS
BACK_TINT = 0.92  # a back's ground: the deck's colour this far towards white
RULE_INK = colors.HexColor("#3f3a33")  # the rule reminder at a card's foot: 10:1 on the card's cream


ROW_TINT = colors.HexColor("#efe9dc")
HEAD_SIZE = 7.5  # column heads, points (tests/test_rynek_pdfs.py: nothing on a card below 7 pt)


def _hex(value: str):
    return colors.HexColor(value)


GROUND_REACH = mm(4)  # a card's ground past its cut: over any bleed the sheet gives it (3 mm)
HATCH_STEP = mm(5)  # between a back's diagonals, along the card's edge


def _background(c, w, h, color) -> None:
    c.setFillColor(color)
    c.rect(-GROUND_REACH, -GROUND_REACH, w + 2 * GROUND_REACH, h + 2 * GROUND_REACH, stroke=0, fill=1)


def _hatch(c, w, h) -> None:
    """A back's diagonals over its whole ground, to the bleed's edge on every side: a back printed up to
    1.5 mm off its front (what the calibration page lets pass) then shows the hatch right to its cut, never
    a flat band that differs from card to card (kit review r32, R minor 2: the hatch stopped at the trim
    line, its 3 mm bleed plain tint)."""
    reach = GROUND_REACH
    c.saveState()
    path = c.beginPath()
    path.rect(-reach, -reach, w + 2 * reach, h + 2 * reach)
    c.clipPath(path, stroke=0, fill=0)
    tall = h + 2 * reach
    first = -math.ceil((tall + reach) / HATCH_STEP)
    for k in range(first, math.ceil((w + reach) / HATCH_STEP) + 1):  # x - y = k steps, on the grid it had
        x = k * HATCH_STEP
        c.line(x - reach, -reach, x - reach + tall, h + reach)
    c.restoreState()


def _swatch(c, x, y, size, raw: RawColour) -> None:
    """A rounded colour square with the colour's letter and shape: readable without colour vision."""
    c.setFillColor(_hex(raw.color))
    c.setStrokeColor(INK)
    c.setLineWidth(0.6)
    c.roundRect(x, y, size, size, mm(1.2), stroke=1, fill=1)
    draw_mark(c, x + size / 2, y + size / 2, size * 0.9, raw.letter, raw.symbol, raw.ink)


def _product_swatch(c, x, y, width, height, palette: Palette, product: str) -> None:
    """Two halves, one per raw colour, each with its letter and shape."""
    first, second = (palette.of(colour) for colour in PRODUCT_COLOURS[product])
    c.saveState()
    path = c.beginPath()
    path.roundRect(x, y, width, height, mm(1.2))
    c.clipPath(path, stroke=0, fill=0)
    c.setFillColor(_hex(first.color))
    c.rect(x, y, width / 2, height, stroke=0, fill=1)
    c.setFillColor(_hex(second.color))
    c.rect(x + width / 2, y, width / 2, height, stroke=0, fill=1)
    c.restoreState()
    c.setStrokeColor(INK)
    c.setLineWidth(0.6)
    c.roundRect(x, y, width, height, mm(1.2), stroke=1, fill=0)
    for raw, cx in ((first, x + width / 4), (second, x + 3 * width / 4)):
        draw_mark(c, cx, y + height / 2, height * 0.9, raw.letter, raw.symbol, raw.ink)


# the type numeral in the header's disc: one size for every type of the game, the widest deciding (kit review
# r34, R minor 9: III, VII and VIII at 11 pt, the others at 13), in a box NUMERAL_BOX of the disc's radius wide
NUMERAL_BOX, NUMERAL_MAX, NUMERAL_MIN = 1.5, 13.0, 7.0
DISC = 0.38  # the disc's radius as a share of the header band


def numeral_size(band: float, numerals=NUMERALS) -> float:
    """The one type size of every type numeral on a header `band` deep: the largest at which the widest fits."""
    r = band * DISC
    sizes = [
        fit(n, SERIF_BOLD, r * NUMERAL_BOX, max_size=min(r * 1.15, NUMERAL_MAX), min_size=NUMERAL_MIN) for n in numerals
    ]
    return min(f.size if f else NUMERAL_MIN for f in sizes)


def _header(c, w, h, band: float, color, title: str, numeral: str) -> None:
    c.setFillColor(color)
    c.rect(-mm(4), h - band, w + mm(8), band + mm(4), stroke=0, fill=1)
    fitted = fit(title, SANS_BOLD, w * TITLE_BOX[0], max_size=TITLE_BOX[1], min_size=TITLE_BOX[2])
    size = fitted.size if fitted else TITLE_BOX[2]
    c.setFillColor(colors.white)
    c.setFont(SANS_BOLD, size)
    c.drawString(mm(4.5), h - band / 2 - size * 0.35, title)
    # type numeral in a white disc on the right
    r = band * DISC
    cx, cy = w - mm(4.5) - r, h - band / 2
    c.setFillColor(colors.white)
    c.circle(cx, cy, r, stroke=0, fill=1)
    c.setFillColor(color)
    nsize = numeral_size(band)
    c.setFont(SERIF_BOLD, nsize)
    c.drawCentredString(cx, cy - nsize * 0.35, numeral)
    c.setFillColor(colors.white)
    c.setFont(SANS, 7.0)
    c.drawRightString(cx - r - mm(1.2), cy - 2.5, "typ")


def _column_heads(c, y, columns: list[tuple[float, str, str]]) -> None:
    """columns: (x, text, align) with align 'l', 'c' or 'r'. At HEAD_SIZE in the rule reminder's dark ink:
    a player reads them across the table (the review found 6.8 pt grey near the legibility floor)."""
    c.setFillColor(RULE_INK)
    c.setFont(SANS_SEMIBOLD, HEAD_SIZE)
    for x, text, align in columns:
        {"l": c.drawString, "c": c.drawCentredString, "r": c.drawRightString}[align](x, y, text)


def _footer(c, w, text: str) -> None:
    """The rule reminder at the card's foot (`footer_fit`), in ink darker than the column heads."""
    c.setFillColor(RULE_INK)
    fitted = footer_fit(text, w)
    if fitted is None:
        raise AssertionError(f"the reminder '{text}' does not fit its card: the check should have reported it")
    lines = fitted.lines
    if len(lines) == 2:  # two lines of like length, not a word left alone on the second
        words = " ".join(lines).split(" ")
        splits = [(" ".join(words[:k]), " ".join(words[k:])) for k in range(1, len(words))]
        lines = min(splits, key=lambda pair: max(c.stringWidth(line, SANS, fitted.size) for line in pair))
    c.setFont(SANS, fitted.size)
    for i, line in enumerate(reversed(lines)):
        c.drawCentredString(w / 2, FOOT_BASELINE + i * fitted.size * 1.1, line)


BAND = mm(12.5)


HEADS = mm(4.2)  # height of the column-head line under the band


# the reminder's last line: its descenders (about 0.55 mm at 7 pt) stay more than 3 mm inside the trim
# (kit review r15: 2.4 mm over a 1.2 mm stripe of the deck's colour along the foot; the foot is the
# card's cream now, its sheets keep the cards apart across their heads and feet, `render`)
FOOT_BASELINE = mm(3.8)
FOOT = mm(9.2)  # two lines of the rule reminder at 7 pt above the trim's safe zone, and their clearance


def _rows_area(h: float) -> tuple[float, float]:
    """Top y and row height of the three table rows."""
    top = h - BAND - HEADS - mm(1.2)
    return top, (top - FOOT) / 3


def _striped_rows(c, rows, w: float, h: float):
    """Each table row with its bottom y and the row height, every other row on a tinted stripe
    (drawn here, before the row's content)."""
    top, row_h = _rows_area(h)
    for i, row in enumerate(rows):
        y = top - (i + 1) * row_h
        if i % 2 == 0:
            c.setFillColor(ROW_TINT)
            c.rect(mm(2), y + mm(0.4), w - mm(4), row_h - mm(0.8), stroke=0, fill=1)
        yield row, y, row_h


def _supply_front(spec: RynekCards, card: SupplyType):
    deck = spec.supply

    def draw(c, w, h):
        _background(c, w, h, PAPER)
        _header(c, w, h, BAND, _hex(deck.color), deck.title, card.type)
        left, right = mm(4.5), w - mm(4.5)
        qty_x, price_x = w * 0.64, right
        _column_heads(
            c,
            h - BAND - mm(3.6),
            [(left, "surowiec", "l"), (qty_x, "na rynku (szt.)", "r"), (price_x, "cena minimalna", "r")],
        )
        for row, y, row_h in _striped_rows(c, card.rows, w, h):
            raw = spec.colours.of(row.colour)
            sw = min(row_h - mm(2.2), mm(11))
            _swatch(c, left, y + (row_h - sw) / 2, sw, raw)
            c.setFillColor(INK)
            c.setFont(SANS_SEMIBOLD, 10)
            c.drawString(left + sw + mm(2.2), y + row_h / 2 - 3.5, raw.name)
            c.setFont(SANS_BOLD, 20)
            c.drawRightString(qty_x, y + row_h / 2 - 7, str(row.quantity))
            c.drawRightString(price_x, y + row_h / 2 - 7, amount(row.price))
        _footer(c, w, PURCHASE_FOOTER)

    return draw


def _sale_front(spec: RynekCards, card: SaleType, penalty: int = UNDERSUPPLY_PENALTY):
    deck = spec.sale

    def draw(c, w, h):
        _background(c, w, h, PAPER)
        _header(c, w, h, BAND, _hex(deck.color), deck.title, card.type)
        left, right = mm(4.5), w - mm(4.5)
        demand_x, market_x, max_x = w * 0.43, w * 0.72, right
        _column_heads(
            c,
            h - BAND - mm(3.6),
            [
                (left, "produkt", "l"),
                (demand_x, "popyt (szt.)", "r"),
                (market_x, "cena rynkowa", "r"),
                (max_x, "cena maks.", "r"),
            ],
        )
        for row, y, row_h in _striped_rows(c, card.rows, w, h):
            sh = min(row_h - mm(2.2), mm(11))
            _product_swatch(c, left, y + (row_h - sh) / 2, sh * 1.85, sh, spec.colours, row.product)
            c.setFillColor(INK)
            c.setFont(SANS_BOLD, 20)
            c.drawRightString(demand_x, y + row_h / 2 - 7, str(row.demand))
            c.setFont(SANS_BOLD, 17)
            c.drawRightString(market_x, y + row_h / 2 - 6, amount(row.market_price))
            c.setFillColor(colors.HexColor(CAP_INK))
            c.setFont(CAP_FONT, 14)
            c.drawRightString(max_x, y + row_h / 2 - 5, amount(row.max_price))
        _footer(c, w, sale_footer(penalty))

    return draw


def _back(spec: RynekCards, title: str, color: str, motif: str):
    """A deck's back, light on ink (as the banknotes' backs): a pale tint of the deck's colour with
    hatching in it, the game's name, the deck's tokens and its name in the deck's colour. Every back
    of a duplex card job is printed: a solid back costs a sheet of ink per sheet and shows bands."""

    def draw(c, w, h):
        base = _hex(color)
        _background(c, w, h, tint(base, BACK_TINT))
        # no frame near the edge: a duplex shift of 1–2 mm would show as a lopsided border
        c.setStrokeColor(tint(base, 0.84))
        c.setLineWidth(0.7)
        _hatch(c, w, h)  # faint diagonal hatching to the bleed's edge
        c.setFillColor(colors.white)
        c.setStrokeColor(base)
        c.setLineWidth(1.0)
        c.roundRect(w / 2 - mm(30), h / 2 - mm(7), mm(60), mm(19), mm(9.5), stroke=1, fill=1)
        c.setFillColor(base)
        c.setFont(SANS_SEMIBOLD, 10)
        c.drawCentredString(w / 2, h - mm(13.5), "R Y N E K")
        fitted = fit(title, SANS_BOLD, w - mm(20), max_size=24, min_size=14)
        size = fitted.size if fitted else 14
        c.setFont(SANS_BOLD, size)
        c.drawCentredString(w / 2, mm(11), title)
        cy = h / 2 + mm(2.5)
        r = mm(5.8)
        palette = [spec.colours.of(colour) for colour in COLOURS]
        if motif == "supply":  # three loose raw-material tokens
            for i, raw in enumerate(palette):
                cx = w / 2 + (i - 1) * mm(14)
                _token(c, cx, cy, r, raw)
        else:  # three products: two fused tokens each
            for i, product in enumerate(PRODUCT_COLOURS):
                first, second = (spec.colours.of(col) for col in PRODUCT_COLOURS[product])
                cx = w / 2 + (i - 1) * mm(19)
                _token(c, cx - mm(3.4), cy + mm(2.4), r * 0.9, first)
                _token(c, cx + mm(3.4), cy - mm(2.4), r * 0.9, second)

    return draw


def _token(c, cx, cy, r, raw: RawColour) -> None:
    c.setFillColor(_hex(raw.color))
    c.setStrokeColor(colors.white)
    c.setLineWidth(1.4)
    c.circle(cx, cy, r, stroke=1, fill=1)
    draw_mark(c, cx, cy, r * 1.5, raw.letter, raw.symbol, raw.ink)


def _types(n: int) -> str:
    return counted(n, "typ", "typy", "typów")


def _cards(n: int) -> str:
    return counted(n, "karta", "karty", "kart")


def render(component: Component[RynekCards], game: Game, options: BuildOptions) -> list[Output]:
    spec: RynekCards = component.spec
    supply, sale = deck_pieces(spec, game)
    title = "Karty: zakup i sprzedaż"
    doc = new_document(options.paper, f"{game.spec.title} – {title}", duplex=options.duplex)
    # a card's coloured header and cream foot: the cards lie apart across them, each with its own bleed,
    # where the two decks take no sheet more so (upright, 8 a sheet: 4 sheets a deck, as 9 turned)
    s = sheet_spec(spec.width, spec.height, spec.bleed, 0.0, options, ends_apart=(len(supply), len(sale)))
    contents = [
        f"Talia {spec.supply.title}: {_types(len(spec.supply.types))} × {spec.supply.copies} = {_cards(len(supply))} "
        f"(surowce na rynku: liczba sztuk i cena minimalna).",
        f"Talia {spec.sale.title}: {_types(len(spec.sale.types))} × {spec.sale.copies} = {_cards(len(sale))} "
        f"(popyt, cena rynkowa i cena maksymalna każdego produktu).",
        f"Karty {to_mm(spec.width):.0f} × {to_mm(spec.height):.0f} mm; każda talia zaczyna się na nowym arkuszu "
        f"i ma własny rewers.",
    ]
    draw_guide(
        doc,
        part_guide(
            game,
            title=title,
            contents=contents,
            paper=options.paper,
            duplex=options.duplex,
            # each deck from a sheet of its own, on the grid impose lays them on
            sheets=sheets_needed(len(supply), plan_grid(s)) + sheets_needed(len(sale), plan_grid(s)),
        ),
    )
    # each sheet named by its deck alone („SPRZEDAŻ 1/4 · przód”): with „Talia” the SPRZEDAŻ fronts'
    # label, stock and flip took 87 mm, 3 mm more than the stretch between the foot's marks, and the label
    # went to the head, apart from its ticket (kit review r32, R minor 1); so every sheet of both decks
    # carries its whole ticket at the foot, as the ZAKUP sheets did
    grid = impose(
        doc,
        supply,
        s,
        duplex=options.duplex,
        back_offset=options.back_offset,
        title=spec.supply.title,
        ticket=ticket_words(STOCK_TEXT["card"], options.duplex),
    )
    impose(
        doc,
        sale,
        s,
        duplex=options.duplex,
        back_offset=options.back_offset,
        title=spec.sale.title,
        ticket=ticket_words(STOCK_TEXT["card"], options.duplex),
    )
    data = doc.finish()
    sheets = sheets_needed(len(supply), grid) + sheets_needed(len(sale), grid)
    return [
        Output(
            game=game.id,
            component=component.name,
            kind=component.kind,
            filename=f"{component.name}.pdf",
            **doc.described(game.spec.title),
            data=data,
            pages=doc.pages,
            sheets=sheets,
            stock="card",
        )
    ]
