"""lease-cards: Przekręt's "Dzierżawa po znajomości" cards: one A4 page, printed in several copies.

    kind: lease-cards
    title: Dzierżawa                    # big word on the card
    subtitle: po znajomości
    text: "Oddaj tę kartę w banku …"    # what the card does, in our words ({percent} = lease percent)
    footer: "…"                         # a line of fine print
    size: {width: 63mm, height: 33mm}
    per_page: 24                        # cards on the page (at most what the grid holds)
    copies: 2                           # copies of the page the rules ask for

The deck is per_page × copies cards; the game check compares it with the documented deal.
The file is exactly one page (the rules name it so): no guide page, a 50 mm bar in its margin.
"""
from __future__ import annotations

import math
from typing import Literal

from pydantic import Field
from reportlab.lib import colors

from ...core import BuildOptions, Component, Game, Output, Plan
from ...findings import Findings
from ...fonts import SANS, SANS_BOLD, SANS_ITALIC, SERIF_BOLD, SERIF_ITALIC
from ...kinds import Kind, register
from ...model import Model
from ...pdf import new_document
from ...sheets import Piece
from ...text import draw_fitted, fit, text_problem
from ...units import Length, mm, to_mm
from .fixed_pages import bar_fits, fixed_grid, front_page
from ...polish import counted
from .property_cards import CardSize
from .style import INK, MUTED, RED, fill_bleed, typeset

VOUCHER = colors.HexColor("#e6ecdf")
GREEN = colors.HexColor("#2f5d46")
DEFAULT_PERCENT = 10
STAMP = mm(13.2)            # diameter of the "10 %" stamp
STAMP_CENTRE_X = mm(9.3)
STAMP_WORDS = ("WARTOŚCI", "ZAŁATWIONE")    # round the top and the bottom of the stamp
STAMP_WORD_SIZE = 6.0       # pt: the smallest readable size
TEXT_LEFT = mm(16.5)        # text column starts right of the stamp
TEXT_BOX = (7.0, 6.0, 3)    # rule text: max/min size, lines
FOOTER_BOX = (6.5, 6.0, 1)  # fine print, across the card under the stamp
FOOTER_INSET = mm(4)


class LeaseCards(Model):
    kind: Literal["lease-cards"]
    title: str = Field(min_length=1)
    subtitle: str = ""
    text: str = Field(min_length=1)
    footer: str = ""
    size: CardSize = CardSize(width="63mm", height="33mm")
    bleed: Length = mm(3)
    per_page: int = Field(ge=1, le=200)
    copies: int = Field(ge=1, le=20)


def deck_size(spec: LeaseCards) -> int:
    return spec.per_page * spec.copies


def _percent(game) -> float:
    return game.facts.get("lease-percent", DEFAULT_PERCENT)


def card_text(spec: LeaseCards, percent: float) -> str:
    return typeset(spec.text.replace("{percent}", f"{percent:g}\u00a0%"))


def _text_width(spec: LeaseCards) -> float:
    return spec.size.width - TEXT_LEFT - mm(3.5)


def _footer_width(spec: LeaseCards) -> float:
    return spec.size.width - 2 * FOOTER_INSET


def _arc_text(c, text: str, radius: float, top: bool, tracking: float = 0.4) -> None:
    """Capitals round a circle, as on a rubber stamp: along the top arc reading clockwise (baseline
    at `radius`), or along the bottom reading counter-clockwise (tops towards the centre)."""
    widths = [c.stringWidth(ch, SANS_BOLD, STAMP_WORD_SIZE) + tracking for ch in text]
    angle = math.pi / 2 + sum(widths) / radius / 2 if top else 3 * math.pi / 2 - sum(widths) / radius / 2
    for ch, width in zip(text, widths):
        middle = angle - width / radius / 2 if top else angle + width / radius / 2
        c.saveState()
        c.translate(radius * math.cos(middle), radius * math.sin(middle))
        c.rotate(math.degrees(middle) + (-90 if top else 90))
        c.drawCentredString(0, 0, ch)
        c.restoreState()
        angle += -width / radius if top else width / radius


def _stamp(c, cx: float, cy: float, percent: float) -> None:
    c.saveState()
    c.translate(cx, cy)
    c.rotate(-12)
    c.setStrokeColor(RED)
    c.setFillColor(RED)
    c.setLineWidth(0.9)
    c.circle(0, 0, STAMP / 2, stroke=1, fill=0)
    c.setLineWidth(0.4)
    inner = STAMP / 2 - mm(2.9)       # the ring between the circles holds the words
    c.circle(0, 0, inner, stroke=1, fill=0)
    figure = fit(f"{percent:g}%", SERIF_BOLD, 1.7 * inner, max_size=10.5, min_size=6)
    if figure:
        c.setFont(SERIF_BOLD, figure.size)
        c.drawCentredString(0, -figure.size * 0.33, f"{percent:g}%")
    c.setFont(SANS_BOLD, STAMP_WORD_SIZE)
    cap = STAMP_WORD_SIZE * 0.72
    band = (STAMP / 2 - mm(0.45) + inner) / 2     # centre of the ring, inside the outer line's width
    _arc_text(c, STAMP_WORDS[0], band - cap / 2, top=True)
    _arc_text(c, STAMP_WORDS[1], band + cap / 2, top=False)
    c.restoreState()


def _front(spec: LeaseCards, percent: float):
    body = card_text(spec, percent)

    def draw(c, w, h):
        fill_bleed(c, w, h, VOUCHER)
        # guilloche-like fine lines behind everything: a voucher, not a banknote
        c.saveState()
        c.setStrokeColor(colors.Color(0.18, 0.36, 0.27, alpha=0.10))
        c.setLineWidth(0.3)
        for i in range(-12, 30):
            x = i * mm(3.2)
            c.line(x, 0, x + h * 0.6, h)
        c.restoreState()
        # dashed coupon border
        c.setStrokeColor(GREEN)
        c.setLineWidth(0.6)
        c.setDash(2.2, 1.6)
        c.roundRect(mm(2.2), mm(2.2), w - mm(4.4), h - mm(4.4), mm(1.5), stroke=1, fill=0)
        c.setDash()
        _stamp(c, STAMP_CENTRE_X, h / 2 + mm(1), percent)
        # title block
        c.setFillColor(GREEN)
        c.setFont(SERIF_BOLD, 11.5)
        c.drawString(TEXT_LEFT, h - mm(8.6), spec.title.upper())
        if spec.subtitle:
            c.setFont(SERIF_ITALIC, 8.5)
            c.drawString(TEXT_LEFT, h - mm(12.2), spec.subtitle)
        fitted = fit(body, SANS, _text_width(spec), max_size=TEXT_BOX[0], min_size=TEXT_BOX[1],
                     max_lines=TEXT_BOX[2])
        if fitted:
            c.setFillColor(INK)
            c.setFont(SANS, fitted.size)
            y = h - mm(16.2)
            for line in fitted.lines:
                c.drawString(TEXT_LEFT, y, line)
                y -= fitted.size * 1.12
        if spec.footer:
            small = fit(spec.footer, SANS_ITALIC, _footer_width(spec), max_size=FOOTER_BOX[0],
                        min_size=FOOTER_BOX[1])
            if small:
                c.setFillColor(MUTED)
                c.setFont(SANS_ITALIC, small.size)
                c.drawCentredString(w / 2, mm(3.6), spec.footer)
    return draw


def pieces(spec: LeaseCards, percent: float) -> list[Piece]:
    return [Piece(spec.size.width, spec.size.height, _front(spec, percent), None, f"{spec.title} {i + 1}")
            for i in range(spec.per_page)]


def render(component: Component[LeaseCards], game: Game, options: BuildOptions) -> list[Output]:
    spec: LeaseCards = component.spec
    sheet, grid = fixed_grid(spec.size.width, spec.size.height, spec.bleed, options)
    doc = new_document(options.paper, f"{game.spec.title} – {spec.title} {spec.subtitle}".strip())
    cards = pieces(spec, _percent(game))[:grid.per_sheet]     # the check reports overflow on A4
    front_page(doc, sheet, grid, cards, f"{game.spec.title} · {spec.title} {spec.subtitle} · {counted(len(cards), 'karta', 'karty', 'kart')} "
               f"na stronie; talia to {spec.copies} takie strony ({counted(len(cards) * spec.copies, 'karta', 'karty', 'kart')})"
               " · druk jednostronny, karton",
               f"{spec.title} · talia: {spec.copies} takie strony")
    return [Output(game=game.id, component=component.name, kind=component.kind, filename=f"{component.name}.pdf",
                   **doc.described(game.spec.title),
                   data=doc.finish(), pages=doc.pages, sheets=1, stock="card", copies=spec.copies)]


def plan(component: Component[LeaseCards], game: Game, options: BuildOptions) -> list[Plan]:
    """One page of cards (one sheet), printed `copies` times on card."""
    return [Plan(f"{component.name}.pdf", pages=1, sheets=1, copies=component.spec.copies)]


def check(component: Component[LeaseCards], game: Game, findings: Findings) -> None:
    spec: LeaseCards = component.spec
    sheet, grid = fixed_grid(spec.size.width, spec.size.height, spec.bleed, BuildOptions())
    size = f"{to_mm(spec.size.width):.1f} x {to_mm(spec.size.height):.1f} mm"
    if spec.per_page > grid.per_sheet:
        findings.error(component.where("per_page"), f"{spec.per_page} Dzierżawa cards of {size} per page; one A4 "
                       f"page holds {grid.per_sheet}", "lease-cards.page-overflow")
    elif grid.per_sheet and not bar_fits(sheet, grid):
        findings.error(component.where("size"), f"Dzierżawa cards of {size} leave no room for the 50 mm "
                       "calibration bar under the cards", "lease-cards.no-calibration-room")
    problem = text_problem(card_text(spec, DEFAULT_PERCENT), SANS, _text_width(spec), max_size=TEXT_BOX[0],
                           min_size=TEXT_BOX[1], max_lines=TEXT_BOX[2])
    if problem:
        findings.error(component.where("text"), problem.replace("\u00a0", " "), "text.does-not-fit")
    if spec.footer:
        problem = text_problem(spec.footer, SANS_ITALIC, _footer_width(spec), max_size=FOOTER_BOX[0],
                               min_size=FOOTER_BOX[1])
        if problem:
            findings.error(component.where("footer"), problem, "text.does-not-fit")
    for key, text, font in (("title", spec.title.upper(), SERIF_BOLD), ("subtitle", spec.subtitle, SERIF_ITALIC)):
        problem = text_problem(text, font, _text_width(spec) + mm(1), max_size=11.5 if key == "title" else 8.5,
                               min_size=11.5 if key == "title" else 8.5)
        if text and problem:
            findings.error(component.where(key), problem, "text.does-not-fit")


def kind_pieces(component: Component[LeaseCards], game: Game) -> list[Piece]:
    """Every piece in the kit's order, as the sheets print them (rulebook figures draw these)."""
    return pieces(component.spec, _percent(game))


KIND = register(Kind(name="lease-cards", category="card", model=LeaseCards, render=render, check=check,
                     pieces=kind_pieces, plan=plan,
                     description="Dzierżawa po znajomości cards: one page printed in copies; lease at a percentage"))
