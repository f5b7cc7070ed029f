"""Art Society's symbols drawn (board_symbols.py registers them by name, imported when one is drawn):
each by the code that prints its piece – the theme icons of the paintings' plaques and the prestige
markers (paintings/symbols.py), the frames of the paintings (paintings/frames.py) with their letter as
on the plaque, the lollipop's cut outline and the gavel of the gavel piece (bid_cards_draw.py)."""

from __future__ import annotations

from reportlab.lib import colors

from generator.draw.fonts import SANS_BOLD
from generator.draw.kinds.board.symbol_registry import SymbolFn
from generator.games.art_society.bid_cards import GAVEL_COLOR
from generator.games.art_society.bid_cards_draw import INK, gavel_inside, lollipop_outline
from generator.games.art_society.looks import FRAME_LABELS, FRAME_WIDTH
from generator.games.art_society.paintings import draw_frame, draw_theme_symbol

LETTER_LEAST = 7.0  # pt: a frame chip's letter
FAUX_PAS = colors.HexColor("#c0392b")  # the edge two paintings of one theme share: worth nothing


def _theme(theme: str) -> SymbolFn:
    def draw(c, cx, cy, s, ink, paper):
        draw_theme_symbol(c, cx, cy, s, theme, ink)

    return draw


def frame(name: str) -> SymbolFn:
    """The frame's chip: a small picture in that frame (its band as wide as on a painting, in proportion)
    with the frame's letter inside, in the plaque's ink, as on the plaque (Z, S, D, C)."""

    def draw(c, cx, cy, s, ink, paper):
        side = s * 0.92
        x, y = cx - side / 2, cy - side / 2
        size = max(LETTER_LEAST, side * 0.55)  # the letter never under the 7 pt a card is read at
        band = min(side * 0.18, (side - size * 0.9) / 2) * FRAME_WIDTH[name]
        c.setFillColor(paper)
        c.rect(x, y, side, side, stroke=0, fill=1)
        draw_frame(c, x, y, side, side, name, band)
        c.setFillColor(INK)  # the plaque's letter ink
        c.setFont(SANS_BOLD, size)
        c.drawCentredString(cx, cy - size * 0.35, FRAME_LABELS[name][0].upper())

    return draw


def lollipop(c, cx, cy, s, ink, paper) -> None:
    """A lollipop's cut outline (candy at the top), filled in `ink`."""
    w = s * 0.62
    c.saveState()
    c.translate(cx - w / 2, cy - s / 2)
    c.setFillColor(ink)
    c.drawPath(lollipop_outline(c, w, s, w, s * 0.13), stroke=0, fill=1)
    c.restoreState()


def gavel(c, cx, cy, s, ink, paper) -> None:
    """The gavel piece: its disc in the gavel's colour, the gavel in cream."""
    c.setFillColor(colors.HexColor(GAVEL_COLOR))
    c.circle(cx, cy, s / 2, stroke=0, fill=1)
    gavel_inside(c, cx, cy, s / 2)


def faux_pas(c, cx, cy, s, ink, paper) -> None:
    """Three cells of a collection: two paintings of one theme sharing a side (the shared side red: a
    faux pas, both worth nothing) and one of another theme below the first (touching it is allowed). The
    pair's icons in `ink` (on an aid, `faux-pas@rrggbb`: their theme's colour, r36 AS kit minor 6), the
    cells' outlines and the other theme's icon in the plaque's ink."""
    cell = s / 2
    left, bottom = cx - cell, cy - cell
    cells = [(0, 1, "zycie-miejskie", ink), (1, 1, "zycie-miejskie", ink), (0, 0, "portret", INK)]
    c.setStrokeColor(INK)
    c.setLineWidth(max(0.4, s * 0.02))
    for col, row, theme, icon in cells:
        x, y = left + col * cell, bottom + row * cell
        c.setFillColor(paper)
        c.rect(x, y, cell, cell, stroke=1, fill=1)
        draw_theme_symbol(c, x + cell / 2, y + cell / 2, cell * 0.62, theme, icon)
    c.setStrokeColor(FAUX_PAS)
    c.setLineWidth(max(1.2, s * 0.06))
    c.line(cx, bottom + cell, cx, bottom + 2 * cell)


def hang(c, cx, cy, s, ink, paper) -> None:
    """Hanging a painting: an empty frame on a wire from a nail – no frame's letter and no theme's sign, so
    it reads as neither a frame colour nor a theme (r30 AS minor 3: the gold „Z” chip read as „gold frame”)."""
    w, h = s * 0.78, s * 0.52
    x, y = cx - w / 2, cy - s * 0.46
    band = s * 0.09
    nail = (cx, cy + s * 0.4)
    c.setStrokeColor(ink)
    c.setLineWidth(max(0.5, s * 0.04))
    c.line(x + w * 0.2, y + h, nail[0], nail[1])
    c.line(x + w * 0.8, y + h, nail[0], nail[1])
    c.setFillColor(paper)
    c.setLineWidth(band)
    c.rect(x + band / 2, y + band / 2, w - band, h - band, stroke=1, fill=1)
    c.setFillColor(ink)
    c.circle(nail[0], nail[1], s * 0.07, stroke=0, fill=1)


def prestige(c, cx, cy, s, ink, paper) -> None:
    """A prestige marker moving on: three spaces of a track, the marker standing on the last one and an arrow
    above them pointing onward – no theme's sign (r30 AS minor 3: the landscape sign read as „landscapes only”)."""
    cell = s * 0.3
    left, bottom = cx - 1.5 * cell, cy - s * 0.48
    c.setStrokeColor(ink)
    c.setLineWidth(max(0.5, s * 0.04))
    c.setFillColor(paper)
    for k in range(3):
        c.rect(left + k * cell, bottom, cell, cell, stroke=1, fill=1)
    c.setFillColor(ink)  # the marker: its flag standing up from the last space
    c.rect(left + 2.3 * cell, bottom + cell * 0.25, cell * 0.4, cell * 1.35, stroke=0, fill=1)
    y = bottom + cell * 2.05
    tip = left + 2.9 * cell
    c.setLineWidth(max(0.8, s * 0.07))
    c.line(left + 0.2 * cell, y, tip - cell * 0.3, y)
    head = c.beginPath()
    head.moveTo(tip, y)
    head.lineTo(tip - cell * 0.45, y + cell * 0.3)
    head.lineTo(tip - cell * 0.45, y - cell * 0.3)
    head.close()
    c.drawPath(head, stroke=0, fill=1)


def reveal(c, cx, cy, s, ink, paper) -> None:
    """Preparing the auction: a stack of paintings, the top one lifted off it and turned up (an arrow from
    the stack to it) – the leader reveals paintings from the stacks; its own sign, where it shared the
    gavel with the round's end (r32 AS minor 7). Neither a frame's letter nor a theme's sign."""
    w, h = s * 0.5, s * 0.36
    left, bottom = cx - s * 0.48, cy - s * 0.46
    c.setStrokeColor(ink)
    c.setLineWidth(max(0.5, s * 0.04))
    c.setFillColor(paper)
    for k in (2, 1, 0):  # the stack, its lowest tile drawn first
        c.rect(left + k * s * 0.05, bottom + k * s * 0.07, w, h, stroke=1, fill=1)
    x, y = cx + s * 0.02, cy + s * 0.08  # the tile turned up, over the stack's right
    c.setFillColor(ink)
    c.rect(x, y, w * 0.9, h * 0.95, stroke=1, fill=1)
    c.setFillColor(paper)
    c.rect(x + w * 0.12, y + h * 0.14, w * 0.66, h * 0.67, stroke=0, fill=1)
    c.setFillColor(ink)
    c.setLineWidth(max(0.6, s * 0.05))
    c.line(left + w * 0.55, bottom + h + s * 0.18, x - s * 0.04, y + h * 0.45)
    head = c.beginPath()
    tip = (x - s * 0.02, y + h * 0.42)
    head.moveTo(*tip)
    head.lineTo(tip[0] - s * 0.13, tip[1] + s * 0.02)
    head.lineTo(tip[0] - s * 0.06, tip[1] + s * 0.12)
    head.close()
    c.drawPath(head, stroke=0, fill=1)
