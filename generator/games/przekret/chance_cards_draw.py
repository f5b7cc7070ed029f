"""chance-cards drawn: the Los cards' fronts and shared back, the re-feed file and the duplex file
(reportlab), imported when the cards are drawn (chance_cards.py names `render` and the sides with `Drawn`, the registry naming this module)."""

from __future__ import annotations

import math

from reportlab.lib import colors

from generator.draw.art.pictograms.base import tint
from generator.draw.fonts import SANS, SANS_BOLD, SANS_SEMIBOLD, SERIF_BOLD, text_width
from generator.draw.guide import separate, sheet_count
from generator.draw.kinds.piece_sheets import render_sheet_pdf
from generator.draw.kinds.piece_symbols import draw_hospital_sign
from generator.draw.pdf import new_document
from generator.draw.piece import Piece
from generator.draw.text import draw_fitted, fit
from generator.games.przekret.chance_cards import (
    CHIP_BOX,
    EFFECT_COLORS,
    NOTE_BOX,
    NOTE_FONT,
    SIDE,
    TEXT_BOX,
    TITLE_BOX,
    Card,
    ChanceCards,
    chip,
    pieces,
    refeed_file,
    reminder,
)
from generator.games.przekret.fixed_pages import back_page, fixed_grid, front_page
from generator.games.przekret.style import INK, PAPER, fill_bleed, typeset
from generator.model.core import BuildOptions, Component, Game, Output
from generator.model.polish import counted
from generator.model.units import mm, to_mm

BACK_TINT = 0.92  # the back's ground: the deck's colour this far towards white
NOTE_INK = colors.HexColor("#3f382f")  # the rule reminder: darker than the muted captions (a rule, not decoration)


STAMP_TEXT, STAMP_CAP = "10%", 0.7  # the lease icon's text as the bundled game prints it; cap height per size


def percent_stamp(r: float, text: str = STAMP_TEXT) -> tuple[float, float]:
    """(type size, ring radius) of the lease icon on a disc of radius `r`: the ring well inside the
    disc, the text's box (width × cap height) inside the ring's inner edge with 0.3 mm to spare."""
    ring = r * 0.78
    inner = ring - r * 0.05 - mm(0.3)
    k = text_width(text, SERIF_BOLD, 1)
    return inner / math.hypot(k / 2, STAMP_CAP / 2), ring


def _icon(c, key: str, cx: float, cy: float, r: float, color, stamp: str = STAMP_TEXT) -> None:
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
    elif key == "hospital":  # the board's and the tokens' hospital sign (r17: an „H” here, a „+” there)
        draw_hospital_sign(c, cx, cy, r * 0.78, INK)
    elif key == "inner":
        c.setLineWidth(r * 0.12)
        c.rect(cx - s, cy - s, 2 * s, 2 * s, stroke=1, fill=0)
        c.rect(cx - s * 0.45, cy - s * 0.45, s * 0.9, s * 0.9, stroke=1, fill=0)
        c.line(cx - s * 1.35, cy + s * 0.72, cx - s * 0.2, cy + s * 0.72)
        c.line(cx - s * 0.2, cy + s * 0.72, cx - s * 0.2, cy + s * 0.05)
    elif key == "lease_card":  # a stamp: "10%" wholly inside its ring (r13: the text ran through a 7 mm ring)
        size, ring = percent_stamp(r, stamp)
        c.setLineWidth(r * 0.1)
        c.circle(cx, cy, ring, stroke=1, fill=0)
        c.setFont(SERIF_BOLD, size)
        c.drawCentredString(cx, cy - size * STAMP_CAP / 2, stamp)
    else:  # money: a coin marked "zł" and a plus or a minus in front of it
        each = key.endswith("_each")  # between players: the coin rises over two heads (r14: bank and
        # players had one icon)
        coin, coin_y = (r * 0.36, cy + r * 0.3) if each else (r * 0.5, cy)
        c.circle(cx + r * 0.2, coin_y, coin, stroke=0, fill=1)
        c.setFillColor(color)
        mark = max(coin, 7.0)  # a word on a card: never below 7 pt (test_card_text)
        c.setFont(SANS_BOLD, mark)
        c.drawCentredString(cx + r * 0.2, coin_y - mark * 0.34, "zł")
        c.setFillColor(colors.white)
        if each:
            for hx in (cx - r * 0.02, cx + r * 0.42):
                c.circle(hx, cy - r * 0.3, r * 0.12, stroke=0, fill=1)
                c.wedge(hx - r * 0.2, cy - r * 0.78, hx + r * 0.2, cy - r * 0.38, 0, 180, stroke=0, fill=1)
        arm, bar = r * 0.2, r * 0.07
        sx = cx - r * 0.58
        c.rect(sx - arm, cy - bar, 2 * arm, 2 * bar, stroke=0, fill=1)
        if key.startswith("receive"):
            c.rect(sx - bar, cy - arm, 2 * bar, 2 * arm, stroke=0, fill=1)
    c.restoreState()


ICON_RADIUS = mm(9.5)  # the effect's icon on a front: 19 mm across where the text leaves room
ICON_LEAST = mm(6.2)


def _front(
    spec: ChanceCards, card: Card, names: dict[str, str], start_bonus: int, corner: str, stamp: str = STAMP_TEXT
):
    effect_color = colors.HexColor(EFFECT_COLORS[card.effect.key])
    band = colors.HexColor(spec.back.color)
    accent = colors.HexColor(spec.back.accent)

    def draw(c, w, h):
        # top band: the medallion with "?" and the deck's word; the cream ground stops under it, so where
        # two cards' bands butt, the later card's clipped edge lays navy on navy alone, not navy on
        # cream on navy (kit review r26, P minor 7: a light hairline on the cut across the headers)
        band_h = mm(13)
        c.setFillColor(PAPER)
        c.rect(-mm(4), -mm(4), w + mm(8), h - band_h + mm(4.3), stroke=0, fill=1)  # 0.3 mm under the band
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
        c.setFont(SANS_SEMIBOLD, 7)
        c.drawRightString(w - SIDE, h - band_h / 2 - mm(0.9), corner)
        # headline
        y = h - band_h - mm(3.2)
        fitted = fit(
            typeset(card.title),
            SERIF_BOLD,
            w - 2 * SIDE,
            max_size=TITLE_BOX[0],
            min_size=TITLE_BOX[1],
            max_lines=TITLE_BOX[2],
        )
        c.setFillColor(INK)
        if fitted:
            draw_fitted(c, fitted, SERIF_BOLD, w / 2, y, leading=1.08)
            y -= fitted.size * (1 + 1.08 * (len(fitted.lines) - 1)) + mm(2.2)
        # icon and body: the icon as large as the card leaves room for (19 mm, at least the old 12.4 mm),
        # then the cream split evenly above and below the text (kit review r19 minor 5: a 12 mm icon,
        # 10 mm of empty cream under it and 14 mm over the effect strip)
        chip_h = mm(6.2)
        chip_y = mm(15)  # room under the chip for three lines of the rule reminder at 8 pt
        body = fit(
            typeset(card.text), SANS, w - 2 * SIDE, max_size=TEXT_BOX[0], min_size=TEXT_BOX[1], max_lines=TEXT_BOX[2]
        )
        block = body.size * (1 + 1.2 * (len(body.lines) - 1)) + body.size * 0.25 if body else 0.0
        floor = chip_y + chip_h  # the strip's top
        least_gap = mm(2.4)
        r = min(ICON_RADIUS, max(ICON_LEAST, (y - floor - block - 2 * least_gap) / 2))
        _icon(c, card.effect.key, w / 2, y - r, r, effect_color, stamp)
        y -= 2 * r
        gap = max(least_gap, (y - floor - block) / 2)
        c.setFillColor(INK)
        if body:
            draw_fitted(c, body, SANS, w / 2, y - gap, leading=1.2)
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
        note_fit = fit(note, NOTE_FONT, w - 2 * SIDE, max_size=NOTE_BOX[0], min_size=NOTE_BOX[1], max_lines=NOTE_BOX[2])
        if note_fit:
            c.setFillColor(NOTE_INK)
            draw_fitted(c, note_fit, NOTE_FONT, w / 2, chip_y - mm(1.0), leading=1.15)

    return draw


BACK_CLEAR = mm(1.5)  # the back's pattern keeps this far from the deck's name and caption
DESCENT_BACK = 0.22  # how far the caption's descenders (ę, ą, j) fall, per pt of size


MEDALLION = mm(17.5)  # the radius of the medallion on the Losy's backs


def medallion(c, cx: float, cy: float, radius: float, base, accent) -> None:
    """The Losy's mark: a white disc ringed in the deck's colour (`base`) and its gold (`accent`), a large „?” in
    it; on every back at `radius` MEDALLION, on the board's centre over the game's name (board_medallion)."""
    k = radius / MEDALLION
    c.saveState()
    c.setFillColor(colors.white)
    c.circle(cx, cy, radius, stroke=0, fill=1)
    c.setStrokeColor(base)
    c.setLineWidth(1.2 * k)
    c.circle(cx, cy, radius, stroke=1, fill=0)
    c.setStrokeColor(accent)
    c.setLineWidth(2.2 * k)
    c.circle(cx, cy, mm(16) * k, stroke=1, fill=0)
    c.setFillColor(base)
    c.setFont(SERIF_BOLD, 72 * k)
    c.drawCentredString(cx, cy - mm(9) * k, "?")
    c.restoreState()


def board_medallion(c, cx: float, cy: float, size: float, ink, paper) -> None:
    """The board symbol `los-medallion` (board_symbols.py): the Losy's medallion `size` across, in the icon's
    `color` with its `paper` as the gold ring (plansza.yaml gives the deck's two colours, losy.yaml `back`)."""
    medallion(c, cx, cy, size / 2, ink, paper)


def _back(spec: ChanceCards, caption: str):
    """Every Los card's back, light on ink (as the banknotes' backs): a pale tint of the deck's colour
    to the bleed with a faint field of question marks, the deck's medallion and name in its
    colour. Every back of a deck is printed: a solid dark back costs a home printer a sheet of ink per
    sheet and shows bands. No frame near the edge, so a 1–2 mm misregistration does not show."""
    base = colors.HexColor(spec.back.color)
    accent = colors.HexColor(spec.back.accent)

    def draw(c, w, h):
        fill_bleed(c, w, h, tint(base, BACK_TINT))
        cx, cy = w / 2, h / 2 + mm(5)
        # the deck's name and the caption on plain tint: no mark of the pattern within BACK_CLEAR of their
        # letters (kit review r30, P minor 14: the question marks ran under „LOS” and the tagline)
        words = [(spec.title.upper(), SANS_BOLD, 16, cy - mm(27))] + (
            [(caption, SANS_SEMIBOLD, 7.5, cy - mm(33))] if caption else []
        )
        kept = [
            (
                cx - text_width(t, f, z) / 2 - BACK_CLEAR,
                y - DESCENT_BACK * z - BACK_CLEAR,
                cx + text_width(t, f, z) / 2 + BACK_CLEAR,
                y + 0.75 * z + BACK_CLEAR,
            )
            for t, f, z, y in words
        ]
        mark = text_width("?", SERIF_BOLD, 13) / 2
        c.saveState()
        c.setFillColor(base, alpha=0.14)  # a pattern, not text to read
        c.setFont(SERIF_BOLD, 13)
        for row in range(-1, 12):
            for col in range(-1, 7):
                x, y = col * mm(11) + (mm(5.5) if row % 2 else 0), row * mm(8.5)
                box = (x - mark, y - 13 * 0.05, x + mark, y + 13 * 0.72)
                if any(box[0] < k[2] and box[2] > k[0] and box[1] < k[3] and box[3] > k[1] for k in kept):
                    continue
                c.drawCentredString(x, y, "?")
        c.restoreState()
        medallion(c, cx, cy, mm(17.5), base, accent)
        c.setFillColor(base)
        c.setFont(SANS_BOLD, 16)
        c.drawCentredString(cx, cy - mm(27), spec.title.upper())
        if caption:
            c.setFont(SANS_SEMIBOLD, 7.5)
            c.drawCentredString(cx, cy - mm(33), caption)

    return draw


def refeed_note(last: int, title: str) -> str:
    """What the cover of the job printing the Losy says of the re-feed file, on plain paper, where the buyer
    reads first (kit review r32, P minor 5: its instruction was six 7 pt pieces on the card itself): the option
    for a printer that does not print card on both sides, its file and how it goes through, in numbered steps, the
    backs' one page printed once per front sheet (r35 P minor 5: „na odwrocie każdego” said no copies)."""
    fronts = last - 1
    return (
        f"Bez druku dwustronnego na kartonie: 1. weź {separate(title)} i wydrukuj "
        f"jego strony 2–{last} (przody, {sheet_count(fronts)}); 2. włóż te arkusze ponownie, górną krawędzią jak za "
        f"pierwszym razem, czystą stroną do druku; 3. wydrukuj stronę 1 (tyły) w {fronts} kopiach, na odwrocie "
        "każdego arkusza."
    )


def render_refeed(component, game, options):
    """The rules' layout: page 1 = backs, pages 2… = fronts; one back page serves every front page."""
    spec: ChanceCards = component.spec
    sheet, grid = fixed_grid(spec.size.width, spec.size.height, spec.bleed, options)
    cards = pieces(spec, game)
    pages = [cards[i : i + grid.per_sheet] for i in range(0, len(cards), grid.per_sheet)]
    last = len(pages) + 1
    doc = new_document(options.paper, f"{game.spec.title} – Losy (druk z ponownym podaniem kartek)")
    backs = [Piece(spec.size.width, spec.size.height, cards[0].front, cards[0].back)] * grid.per_sheet
    back_page(
        doc,
        sheet,
        grid,
        backs,
        f"{game.spec.title} · Losy · strona 1: TYŁY · drukuj ją na odwrocie kartek ze stronami 2–{last}",
        f"Losy · strona 1: tyły (na odwrocie stron 2–{last})",
        offset=options.back_offset,
    )
    for n, page in enumerate(pages, start=2):
        front_page(
            doc,
            sheet,
            grid,
            page,
            f"{game.spec.title} · Losy · strona {n} z {last}: przody · potem "
            "włóż kartkę ponownie i wydrukuj na niej stronę 1",
            f"Losy · strona {n} z {last} · przody",
        )
    # zestaw.pdf is printed in one duplex mode: it takes the ordinary file (losy.pdf), not this re-feed
    # layout, which is named for what it is so a buyer looking for the cards opens the ordinary one
    return Output(
        game=game.id,
        component=component.name,
        kind=component.kind,
        filename=refeed_file(component.name),
        **doc.described(game.spec.title),
        data=doc.finish(),
        pages=doc.pages,
        sheets=len(pages),
        stock="card",
        kit=False,
    )


def render(component: Component[ChanceCards], game: Game, options: BuildOptions) -> list[Output]:
    spec: ChanceCards = component.spec
    refeed = render_refeed(component, game, options)
    contents = [
        f"{counted(len(spec.cards), 'karta', 'karty', 'kart')} Losów („?”), {to_mm(spec.size.width):.0f} × {to_mm(spec.size.height):.0f} mm,"
        " z jednakowym tyłem.",
    ]
    duplex = render_sheet_pdf(
        component,
        game,
        options,
        pieces(spec, game),
        width=spec.size.width,
        height=spec.size.height,
        bleed=spec.bleed,
        title="Losy",
        contents=contents,
        ends_apart=True,  # a navy header under the cream foot of the card above (kit review r15)
        full_bleed=True,  # navy and cream run to every cut: 3 mm at the sides too (kit review r23, minor 2)
    )
    duplex.alternative = [refeed_note(refeed.pages, refeed.title)]
    return [refeed, duplex]
