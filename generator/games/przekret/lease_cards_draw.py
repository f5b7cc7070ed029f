"""lease-cards drawn: the Dzierżawa cards' fronts with their stamp and their file (reportlab),
imported when the cards are drawn (lease_cards.py names `render` and each front with `Drawn`, the registry naming this module)."""

from __future__ import annotations

import math

from reportlab.lib import colors

from generator.draw.fonts import SANS, SANS_ITALIC, SERIF_BOLD, SERIF_ITALIC
from generator.draw.guide import STOCK_TEXT
from generator.draw.labels import ticket_words
from generator.draw.pdf import new_document
from generator.draw.text import arc_length, fit
from generator.games.przekret.facts import lease_percent
from generator.games.przekret.fixed_pages import fixed_grid, front_page
from generator.games.przekret.lease_cards import (
    CARD_TEXT,
    FOOTER_BASE,
    FOOTER_BOX,
    FRAME_RULES,
    INNER_LINE,
    STAMP,
    STAMP_FONT,
    STAMP_LINE,
    STAMP_TRACKING,
    STAMP_WORD_SIZE,
    STAMP_WORDS,
    TEXT_BOX,
    TEXT_LEFT,
    TITLE_DROP,
    LeaseCards,
    card_text,
    footer_width,
    pieces,
    stamp_centre,
    stamp_radii,
    text_width,
)
from generator.games.przekret.style import INK, MUTED, RED, fill_bleed
from generator.model import polish
from generator.model.core import BuildOptions, Component, Game, Output
from generator.model.units import mm

VOUCHER = colors.HexColor("#e6ecdf")


GREEN = colors.HexColor("#2f5d46")


def _arc_text(c, text: str, radius: float, top: bool) -> None:
    """Capitals round a circle, as on a rubber stamp: along the top arc reading clockwise (baseline
    at `radius`), or along the bottom reading counter-clockwise (tops towards the centre)."""
    widths = [arc_length(ch, STAMP_FONT, STAMP_WORD_SIZE, STAMP_TRACKING) for ch in text]
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
    inner, top, bottom = stamp_radii()
    c.saveState()
    c.translate(cx, cy)
    c.setStrokeColor(RED)
    c.setFillColor(RED)
    c.setLineWidth(STAMP_LINE)
    c.circle(0, 0, STAMP / 2, stroke=1, fill=0)
    c.setLineWidth(INNER_LINE)
    c.circle(0, 0, inner, stroke=1, fill=0)
    c.rotate(-12)  # the words and the figure stand askew, as a hand stamps them; the circles need no turn
    figure = fit(polish.percent(percent), SERIF_BOLD, 1.7 * inner, max_size=10.5, min_size=CARD_TEXT)
    if figure:
        c.setFont(SERIF_BOLD, figure.size)
        c.drawCentredString(0, -figure.size * 0.33, polish.percent(percent))
    c.setFont(STAMP_FONT, STAMP_WORD_SIZE)
    _arc_text(c, STAMP_WORDS[0], top, top=True)
    _arc_text(c, STAMP_WORDS[1], bottom, top=False)
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
        # coupon border: a solid rule and a hairline inside it
        c.setStrokeColor(GREEN)
        for inset, line, corner in FRAME_RULES:
            c.setLineWidth(line)
            c.roundRect(inset, inset, w - 2 * inset, h - 2 * inset, corner, stroke=1, fill=0)
        _stamp(c, *stamp_centre(spec), percent)
        # title block
        c.setFillColor(GREEN)
        c.setFont(SERIF_BOLD, 11.5)
        c.drawString(TEXT_LEFT, h - TITLE_DROP, spec.title.upper())
        if spec.subtitle:
            c.setFont(SERIF_ITALIC, 8.5)
            c.drawString(TEXT_LEFT, h - mm(12.2), spec.subtitle)
        fitted = fit(body, SANS, text_width(spec), max_size=TEXT_BOX[0], min_size=TEXT_BOX[1], max_lines=TEXT_BOX[2])
        if fitted:
            c.setFillColor(INK)
            c.setFont(SANS, fitted.size)
            y = h - mm(16.2)
            for line in fitted.lines:
                c.drawString(TEXT_LEFT, y, line)
                y -= fitted.size * 1.12
        if spec.footer:
            small = fit(spec.footer, SANS_ITALIC, footer_width(spec), max_size=FOOTER_BOX[0], min_size=FOOTER_BOX[1])
            if small:
                c.setFillColor(MUTED)
                c.setFont(SANS_ITALIC, small.size)
                c.drawCentredString(w / 2, FOOTER_BASE, spec.footer)

    return draw


def render(component: Component[LeaseCards], game: Game, options: BuildOptions) -> list[Output]:
    spec: LeaseCards = component.spec
    sheet, grid = fixed_grid(spec.size.width, spec.size.height, spec.bleed, options)
    doc = new_document(options.paper, f"{game.spec.title} – {spec.title} {spec.subtitle}".strip())
    cards = pieces(spec, lease_percent(game))[: grid.per_sheet]  # the check reports overflow on A4
    # the page is printed `copies` times, each alike: each sheet says it is one of them (r21: „2 jednakowe
    # arkusze” on one sheet read as if that sheet were two)
    alike = f" · jeden z {spec.copies} jednakowych arkuszy" if spec.copies > 1 else ""
    front_page(
        doc,
        sheet,
        grid,
        cards,
        f"{spec.title} {spec.subtitle}".strip() + alike,  # the label every sheet of the kit carries
        f"{spec.title}{alike}",
        ticket=ticket_words(STOCK_TEXT["card"], "one"),
    )
    return [
        Output(
            game=game.id,
            component=component.name,
            kind=component.kind,
            filename=f"{component.name}.pdf",
            **doc.described(game.spec.title),
            data=doc.finish(),
            pages=doc.pages,
            sheets=1,
            stock="card",
            copies=spec.copies,
        )
    ]
