"""property-cards drawn: the Posesja cards' fronts and their file (reportlab), imported when the cards
are drawn (property_cards.py names `render` and each card's front with `Drawn`, the registry naming this module)."""

from __future__ import annotations

from reportlab.lib import colors

from generator.draw.band_mark import draw_band_mark
from generator.draw.fonts import SANS, SANS_BOLD, SANS_SEMIBOLD, SERIF_BOLD
from generator.draw.guide import STOCK_TEXT
from generator.draw.labels import ticket_words
from generator.draw.pdf import new_document
from generator.draw.sheets import sheet_name
from generator.draw.text import fit
from generator.games.przekret.facts import lease_percent
from generator.games.przekret.fixed_pages import fixed_grid, front_page
from generator.games.przekret.property_cards import (
    BAY_NAME,
    BAY_NAME_SIZE,
    BODY_Y,
    CAPTION,
    FIRST_ROW,
    HEADER,
    ICON_X,
    KICKER_Y,
    LABEL_X,
    LEFT_LINES,
    MARK,
    RENT_LABELS,
    RENT_SIZE,
    ROOM_R,
    ROOM_STEP,
    ROW_BELOW,
    ROW_H,
    SMALL,
    TABLE_RIGHT,
    TABLE_X,
    TEXT_INKS,
    TITLE_BOX,
    TITLE_FONT,
    TITLE_Y,
    UPGRADE_LEADING,
    UPGRADE_SIZE,
    Property,
    PropertyCards,
    Street,
    apartment_outline,
    bay_box,
    bay_tower,
    card_title,
    kicker,
    pieces,
    room_outlines,
    token_faces,
    token_sizes,
    upgrade_footnote,
    upgrade_x,
)
from generator.games.przekret.style import INK, PAPER, RULE, fill_bleed, large_token, small_token, token_face, zl
from generator.model import polish
from generator.model.core import BuildOptions, Component, Game, Output
from generator.model.units import mm
from generator.validate.colour_check import best_ink

APARTMENT_R = ROOM_R  # the apartment's icon: a token as large as a room's


def _bay_path(c, spec: PropertyCards, radius: float):
    """The bay's outline: its band along the bottom and its taller left part, one shape with rounded corners."""
    x, y, w, h = bay_box(spec)
    _, _, tw, th = bay_tower(spec)
    corners = [(x, y), (x + w, y), (x + w, y + h), (x + tw, y + h), (x + tw, y + th), (x, y + th)]
    p = c.beginPath()
    for i, (cx, cy) in enumerate(corners):  # each corner rounded: from `radius` before it to `radius` after it
        px, py = corners[i - 1]
        nx, ny = corners[(i + 1) % len(corners)]
        inner = (cx - px) * (ny - cy) - (cy - py) * (nx - cx) < 0  # the one concave corner: a smaller curve
        r = radius / 2 if inner else radius
        ax, ay = cx + r * _sign(px - cx), cy + r * _sign(py - cy)
        bx, by = cx + r * _sign(nx - cx), cy + r * _sign(ny - cy)
        if i == 0:
            p.moveTo(ax, ay)
        else:
            p.lineTo(ax, ay)
        k = 0.5523  # a quarter circle's control points
        p.curveTo(ax + (cx - ax) * k, ay + (cy - ay) * k, bx + (cx - bx) * k, by + (cy - by) * k, bx, by)
    p.close()
    return p


def _sign(v: float) -> float:
    return (v > 0) - (v < 0)


def _bay(c, spec: PropertyCards, sizes) -> None:
    """The token bay: a tinted, dashed shape bottom-left where the upgrade tokens lie, in it a faint outline of
    each token's square as the token sheet prints it (three rooms in the band, the apartment in the tall part), its
    name on its top edge."""
    x, y, _, _ = bay_box(spec)
    _, _, _, th = bay_tower(spec)
    c.saveState()
    c.setFillColor(colors.Color(0, 0, 0, alpha=0.045))
    c.setStrokeColor(RULE)
    c.setLineWidth(0.8)
    c.setDash(2.5, 1.8)
    c.drawPath(_bay_path(c, spec, mm(2)), stroke=1, fill=1)
    c.setDash()
    if sizes:
        c.setLineWidth(0.5)
        for left, bottom, side in room_outlines(spec, sizes[0]):
            c.roundRect(left, bottom, side, side, mm(1.2), stroke=1, fill=0)
        c.setDash(1.2, 1.2)
        left, bottom, side = apartment_outline(spec, sizes)
        c.roundRect(left, bottom, side, side, mm(1.2), stroke=1, fill=0)
        c.setDash()
    c.setFont(SANS_SEMIBOLD, BAY_NAME_SIZE)
    name_w = c.stringWidth(BAY_NAME, SANS_SEMIBOLD, BAY_NAME_SIZE)
    c.setFillColor(PAPER)
    c.rect(x + mm(2.2), y + th - mm(1.2), name_w + mm(1.6), mm(2.4), stroke=0, fill=1)
    c.setFillColor(INK)
    c.drawString(x + mm(3.0), y + th - mm(0.85), BAY_NAME)
    c.restoreState()


def _front(spec: PropertyCards, street: Street, prop: Property, percent: float, faces=None, sizes=None):
    def draw(c, w, h):
        band = colors.HexColor(street.color)
        text_on_band = colors.HexColor(best_ink(street.color, TEXT_INKS))
        fill_bleed(c, w, h, PAPER)
        c.setFillColor(band)
        c.rect(-mm(4), h - HEADER, w + mm(8), HEADER + mm(4), stroke=0, fill=1)
        # header: kicker line and the address
        c.setFillColor(text_on_band)
        c.setFont(SANS_SEMIBOLD, SMALL)
        c.drawString(mm(4), h - KICKER_Y, kicker(spec, street, prop))
        fitted = fit(
            card_title(street, prop), TITLE_FONT, w * TITLE_BOX[0], max_size=TITLE_BOX[1], min_size=TITLE_BOX[2]
        )
        if fitted:
            c.setFont(TITLE_FONT, fitted.size)
            c.drawString(mm(4), h - TITLE_Y, fitted.lines[0])
        if street.mark is not None:  # the street's index: the colour's second cue, as on its board fields
            draw_band_mark(c, w - mm(4) - MARK / 2, h - HEADER / 2, MARK, street.mark)
        # left column: value, lease price
        # every caption in the dark ink at CAPTION (r36 P minor 7: 7.0 pt grey)
        left, top = mm(4), h - BODY_Y
        value_y, lease_y, lease2_y, price_y = (top - d for d in LEFT_LINES[1:])
        c.setFillColor(INK)
        c.setFont(SANS, CAPTION)
        c.drawString(left, top, "Wartość")
        c.setFont(SERIF_BOLD, 13)
        c.drawString(left, value_y, zl(prop.value))
        c.setFont(SANS, CAPTION)
        c.drawString(left, lease_y, "Dzierżawa po znajomości")
        c.drawString(left, lease2_y, f"(karta + {polish.percent(percent)} wartości)")
        c.setFont(SANS_BOLD, RENT_SIZE)
        c.drawString(left, price_y, zl(prop.lease))
        _bay(c, spec, sizes)
        # the upgrade prices: a footnote under the rent table, right of the bay
        bx, by, bw, bh = bay_box(spec)
        y = by + bh - mm(2.4)
        c.setFillColor(INK)
        for line, font in upgrade_footnote(street):
            c.setFont(font, UPGRADE_SIZE)
            c.drawString(upgrade_x(spec), y, line)
            y -= UPGRADE_LEADING
        # right column: rent table
        x0, x1 = TABLE_X, w - TABLE_RIGHT
        c.setFillColor(INK)
        c.setFont(SANS_BOLD, CAPTION)
        c.drawString(x0, top, "Czynsz")
        row_h = ROW_H
        y = h - FIRST_ROW
        for i, (name, amount) in enumerate(prop.rent.steps()):
            if i % 2 == 0:
                c.setFillColor(colors.Color(0, 0, 0, alpha=0.045))
                c.rect(x0 - mm(1), y - ROW_BELOW, x1 - x0 + mm(2), row_h, stroke=0, fill=1)
            icon_x = x0 + ICON_X
            rooms = ("one_room", "two_rooms", "three_rooms")
            if name in rooms and faces:
                for k in range(rooms.index(name) + 1):
                    token_face(c, icon_x + k * ROOM_STEP, y + mm(1), ROOM_R, *faces[0])
            elif name == "apartment" and faces:
                token_face(c, icon_x + mm(0.3), y + mm(1), APARTMENT_R, *faces[1])
            elif name in rooms:
                for k in range(rooms.index(name) + 1):
                    small_token(c, icon_x + k * mm(2.3), y + mm(1), mm(1.05))
            elif name == "apartment":
                large_token(c, icon_x + mm(0.8), y + mm(1), mm(1.8))
            label_x = x0 + LABEL_X
            c.setFillColor(INK)
            c.setFont(SANS, CAPTION)
            c.drawString(label_x, y, RENT_LABELS[name])
            c.setFont(SANS_BOLD, RENT_SIZE)
            c.drawRightString(x1, y, zl(amount))
            y -= row_h

    return draw


def render(component: Component[PropertyCards], game: Game, options: BuildOptions) -> list[Output]:
    spec: PropertyCards = component.spec
    sheet, grid = fixed_grid(spec.size.width, spec.size.height, spec.bleed, options)
    cards = pieces(spec, lease_percent(game), token_faces(game), token_sizes(game))
    doc = new_document(options.paper, f"{game.spec.title} – Posesje")
    pages = [cards[i : i + grid.per_sheet] for i in range(0, len(cards), grid.per_sheet)]
    for n, page in enumerate(pages, start=1):
        front_page(
            doc,
            sheet,
            grid,
            page,
            sheet_name("Posesje", n, len(pages)),  # the label every sheet of the kit carries (sheets.sheet_name)
            f"{n}/{len(pages)}",
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
            sheets=len(pages),
            stock="card",
        )
    ]
