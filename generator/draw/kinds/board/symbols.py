"""Vector symbols printed on board fields, each drawn centred on (cx, cy) inside a size × size box.

Line art in the field's stroke colour with flat fills, sized by the box, so one symbol serves a
30 mm grid cell and a 12 mm legend sample alike.
"""

from __future__ import annotations

import math

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from generator.draw.fonts import SANS_BOLD, SERIF_BOLD
from generator.draw.kinds.board.symbol_registry import SYMBOLS, SymbolFn, symbol  # noqa: F401  (games register theirs here too)
from generator.draw.kinds.piece_symbols import draw_hospital_sign


def draw_symbol(
    c: Canvas, name: str, cx: float, cy: float, size: float, ink: colors.Color, paper: colors.Color
) -> None:
    if name == "none":
        return
    c.saveState()
    c.setLineJoin(1)
    c.setLineCap(1)
    SYMBOLS[name](c, cx, cy, size, ink, paper)
    c.restoreState()


def _star_path(c: Canvas, cx: float, cy: float, outer: float, inner: float, points: int = 5):
    p = c.beginPath()
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = math.pi / 2 + i * math.pi / points
        x, y = cx + r * math.cos(a), cy + r * math.sin(a)
        (p.moveTo if i == 0 else p.lineTo)(x, y)
    p.close()
    return p


@symbol("ring")
def _ring(c, cx, cy, s, ink, paper):
    """The circle on which an exhibit tile is laid: a double ring with four small ticks."""
    c.setStrokeColor(ink)
    c.setLineWidth(s * 0.035)
    c.circle(cx, cy, s * 0.47, stroke=1, fill=0)
    c.setLineWidth(s * 0.012)
    c.circle(cx, cy, s * 0.41, stroke=1, fill=0)
    c.setLineWidth(s * 0.025)
    for k in range(4):
        a = k * math.pi / 2 + math.pi / 4
        c.line(
            cx + s * 0.41 * math.cos(a),
            cy + s * 0.41 * math.sin(a),
            cx + s * 0.36 * math.cos(a),
            cy + s * 0.36 * math.sin(a),
        )


@symbol("disc")
def _disc(c, cx, cy, s, ink, paper):
    c.setFillColor(ink)
    c.circle(cx, cy, s * 0.4, stroke=0, fill=1)


@symbol("star")
def _star(c, cx, cy, s, ink, paper):
    c.setFillColor(ink)
    c.setStrokeColor(ink)
    c.setLineWidth(s * 0.02)
    c.drawPath(_star_path(c, cx, cy - s * 0.03, s * 0.48, s * 0.2), stroke=1, fill=1)


@symbol("question")
def _question(c, cx, cy, s, ink, paper):
    c.setFillColor(ink)
    c.circle(cx, cy, s * 0.46, stroke=0, fill=1)
    c.setFillColor(paper)
    c.setFont(SERIF_BOLD, s * 0.72)
    c.drawCentredString(cx, cy - s * 0.25, "?")


@symbol("cross")
def _cross(c, cx, cy, s, ink, paper):
    """A hospital sign (kinds/piece_symbols.py: the tokens and the cards draw the same one)."""
    draw_hospital_sign(c, cx, cy, s * 0.46, ink)


@symbol("arrow")
def _arrow(c, cx, cy, s, ink, paper):
    """A broad arrow pointing up (the field's inside): rotate the field to turn it."""
    c.setFillColor(ink)
    p = c.beginPath()
    pts = [(0, 0.48), (0.42, 0.02), (0.16, 0.02), (0.16, -0.46), (-0.16, -0.46), (-0.16, 0.02), (-0.42, 0.02)]
    for i, (x, y) in enumerate(pts):
        (p.moveTo if i == 0 else p.lineTo)(cx + x * s, cy + y * s)
    p.close()
    c.drawPath(p, stroke=0, fill=1)


@symbol("warning")
def _warning(c, cx, cy, s, ink, paper):
    c.setFillColor(colors.HexColor("#f2c230"))
    c.setStrokeColor(ink)
    c.setLineWidth(s * 0.06)
    p = c.beginPath()
    p.moveTo(cx, cy + s * 0.44)
    p.lineTo(cx + s * 0.48, cy - s * 0.4)
    p.lineTo(cx - s * 0.48, cy - s * 0.4)
    p.close()
    c.drawPath(p, stroke=1, fill=1)
    c.setFillColor(ink)
    c.setFont(SANS_BOLD, s * 0.55)
    c.drawCentredString(cx, cy - s * 0.32, "!")


@symbol("parking")
def _parking(c, cx, cy, s, ink, paper):
    """A parking sign with a car on it, not the letter P: a letter on a board is read as a piece's (kit
    review r30, P minor 14: Przekręt's room token is a „P”)."""
    blue = colors.HexColor("#1f5fa8")
    c.setFillColor(blue)
    c.roundRect(cx - s * 0.42, cy - s * 0.42, s * 0.84, s * 0.84, s * 0.12, stroke=0, fill=1)
    c.setFillColor(colors.white)
    body = c.beginPath()  # the car from the side: its body, its cabin, its wheels
    body.roundRect(cx - s * 0.31, cy - s * 0.14, s * 0.62, s * 0.17, s * 0.05)
    c.drawPath(body, stroke=0, fill=1)
    cabin = c.beginPath()
    for i, (x, y) in enumerate(((-0.19, 0.02), (-0.12, 0.17), (0.11, 0.17), (0.2, 0.02))):
        (cabin.moveTo if i == 0 else cabin.lineTo)(cx + x * s, cy + y * s)
    cabin.close()
    c.drawPath(cabin, stroke=0, fill=1)
    c.setFillColor(blue)  # the windows
    for x0, x1 in ((-0.135, -0.015), (0.015, 0.125)):
        window = c.beginPath()
        window.moveTo(cx + x0 * s, cy + 0.04 * s)
        window.lineTo(cx + (x0 + 0.035 if x0 < 0 else x0) * s, cy + 0.135 * s)
        window.lineTo(cx + (x1 if x0 < 0 else x1 - 0.03) * s, cy + 0.135 * s)
        window.lineTo(cx + x1 * s, cy + 0.04 * s)
        window.close()
        c.drawPath(window, stroke=0, fill=1)
    c.setStrokeColor(blue)
    c.setLineWidth(s * 0.035)
    for x in (-0.17, 0.17):
        c.circle(cx + x * s, cy - s * 0.15, s * 0.085, stroke=1, fill=1)
    c.setFillColor(colors.white)
    for x in (-0.17, 0.17):
        c.circle(cx + x * s, cy - s * 0.15, s * 0.045, stroke=0, fill=1)


# the coin's „zł” is a letter on a board, read across the table: at least the size every word of Przekręt's board
# takes (kit review r30, P minor 2: 9.5 pt), whatever size its field type's scale sets the coin at (r32, P minor 1:
# the corners' one scale set START's coin smaller, its letters at 9.1 pt)
COIN_LETTERS_LEAST = 9.5


def _coin_letters(c, x: float, y: float, size: float, room: float) -> None:
    """ "zł" on a coin: at least COIN_LETTERS_LEAST, or left out when a coin is too small to hold it; the
    gold disc alone still reads as money."""
    size = max(size, COIN_LETTERS_LEAST)
    if c.stringWidth("zł", SANS_BOLD, size) <= room:
        c.setFont(SANS_BOLD, size)
        c.drawCentredString(x, y, "zł")


@symbol("coin")
def _coin(c, cx, cy, s, ink, paper):
    c.setFillColor(colors.HexColor("#e4b83a"))
    c.setStrokeColor(ink)
    c.setLineWidth(s * 0.04)
    c.circle(cx, cy, s * 0.44, stroke=1, fill=1)
    c.setLineWidth(s * 0.015)
    c.circle(cx, cy, s * 0.36, stroke=1, fill=0)
    c.setFillColor(ink)
    _coin_letters(c, cx, cy - s * 0.12, s * 0.36, s * 0.72)


@symbol("coins")
def _coins(c, cx, cy, s, ink, paper):
    """A small stack of coins and a coin standing up: selling. No currency letters: a game's notes
    may carry no unit (Rynek's), and the board must not name one its money lacks."""
    gold, dark = colors.HexColor("#e4b83a"), ink
    c.setStrokeColor(dark)
    c.setLineWidth(s * 0.03)
    for i in range(4):
        y = cy - s * 0.36 + i * s * 0.13
        c.setFillColor(gold)
        c.ellipse(cx - s * 0.4, y - s * 0.08, cx + s * 0.1, y + s * 0.08, stroke=1, fill=1)
    c.setFillColor(gold)
    c.circle(cx + s * 0.22, cy + s * 0.16, s * 0.22, stroke=1, fill=1)
    c.circle(cx + s * 0.22, cy + s * 0.16, s * 0.14, stroke=1, fill=0)  # the coin's rim, no unit


@symbol("gear")
def _gear(c, cx, cy, s, ink, paper):
    """A machine: a cog wheel."""
    c.setFillColor(ink)
    teeth = 8
    p = c.beginPath()
    for i in range(teeth * 4):
        a = 2 * math.pi * i / (teeth * 4)
        r = s * (0.47 if i % 4 in (1, 2) else 0.36)
        x, y = cx + r * math.cos(a), cy + r * math.sin(a)
        (p.moveTo if i == 0 else p.lineTo)(x, y)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.setFillColor(paper)
    c.circle(cx, cy, s * 0.15, stroke=0, fill=1)


@symbol("tokens")
def _tokens(c, cx, cy, s, ink, paper):
    """Raw materials: three stacks of yellow, green and red tokens."""
    c.setStrokeColor(ink)
    c.setLineWidth(s * 0.025)
    for k, color in enumerate(("#f2c230", "#3f9a4a", "#d0342c")):
        x = cx + (k - 1) * s * 0.31
        for i in range(3 - (k == 1)):
            y = cy - s * 0.28 + i * s * 0.13 + (k == 1) * s * 0.0
            c.setFillColor(colors.HexColor(color))
            c.ellipse(x - s * 0.15, y - s * 0.075, x + s * 0.15, y + s * 0.075, stroke=1, fill=1)


@symbol("factory")
def _factory(c, cx, cy, s, ink, paper):
    """Production: a factory with saw-tooth roof and a chimney."""
    c.setFillColor(ink)
    p = c.beginPath()
    left, right, base, roof = cx - s * 0.46, cx + s * 0.46, cy - s * 0.36, cy + s * 0.02
    p.moveTo(left, base)
    p.lineTo(left, roof + s * 0.06)
    step = (right - s * 0.16 - left) / 3
    for i in range(3):
        x = left + i * step
        p.lineTo(x + step, roof + s * 0.2)
        p.lineTo(x + step, roof)
    p.lineTo(right - s * 0.16, roof)
    p.lineTo(right - s * 0.16, cy + s * 0.44)
    p.lineTo(right, cy + s * 0.44)
    p.lineTo(right, base)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.setFillColor(paper)
    for i in range(3):
        x = left + s * 0.07 + i * step
        c.rect(x, base + s * 0.1, step * 0.5, s * 0.14, stroke=0, fill=1)


@symbol("door")
def _door(c, cx, cy, s, ink, paper):
    """An open door: entering or leaving an inner track."""
    c.setStrokeColor(ink)
    c.setFillColor(ink)
    c.setLineWidth(s * 0.06)
    c.rect(cx - s * 0.3, cy - s * 0.44, s * 0.6, s * 0.88, stroke=1, fill=0)
    p = c.beginPath()
    p.moveTo(cx - s * 0.3, cy - s * 0.44)
    p.lineTo(cx + s * 0.12, cy - s * 0.32)
    p.lineTo(cx + s * 0.12, cy + s * 0.36)
    p.lineTo(cx - s * 0.3, cy + s * 0.44)
    p.close()
    c.drawPath(p, stroke=0, fill=1)
    c.setFillColor(paper)
    c.circle(cx + s * 0.03, cy, s * 0.04, stroke=0, fill=1)
