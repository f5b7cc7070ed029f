"""What a board figure shows over the board, drawn on a canvas: pieces laid on it (drawn by their
kinds), pawns seen from above, dashed outlines (an area of the board, or a place a piece must not
take) and moves with a lettered start that the caption explains. drawings.py resolves the
declaration (which piece each entry is) and hands the canvas and reportlab's colours here; the
board plan (schematic.py) draws its track arrows with `arrow_tip`.
"""

from __future__ import annotations

import math

from generator.draw.fonts import SANS, SANS_BOLD
from generator.model.units import mm

PAWN_RADIUS = mm(8.5)
PAWN_MARK_PT = 13.0
LABEL_PT = 9.0
WORDS_PT = 6.5  # the words a shrunk figure sets itself (a sketch's grid captions, a measure): above the 6 pt floor
MEASURE_INK = "#1e1e1e"
# the shared figure style's arrows: a legal move (solid, with a head; also an arrow that only points) and a
# forbidden one (dashed, ending in a cross); a game whose colours give one of them a meaning sets its own
# (the rulebook's `figure_inks`, checked against its colours.yaml: rulebook.figure-ink)
ALLOWED, FORBIDDEN = "#1f6b2a", "#b3261e"
OUTLINE_WIDTH = 2.0
OUTLINE_DASH = (6, 3)
FILL_ALPHA = 0.3


def figure_inks(spec) -> tuple[str, str]:
    """(allowed, forbidden): the arrows' inks of a rulebook's figures (`spec`: its Rulebook; its
    `figure_inks`, else the shared style's); a player aid's spec has none."""
    inks = getattr(spec, "figure_inks", None)
    return (inks.allowed, inks.forbidden) if inks is not None else (ALLOWED, FORBIDDEN)


def draw_overlay(c, colors, board_h: float, pieces, outlines, arrows, inks=(ALLOWED, FORBIDDEN)) -> None:
    """Draws, in this order, the placed pieces and pawns (`pieces`: (placed, piece or None) pairs),
    the outlines over them and the arrows over everything, in `inks` (allowed, forbidden). Declared
    points are from the board's top-left corner, y down; the canvas has its origin at the board's
    bottom-left corner."""

    def point(p) -> tuple[float, float]:
        return p[0], board_h - p[1]

    for placed, piece in pieces:
        x, y = point(placed.at)
        if piece is not None:
            c.saveState()
            # the piece as cut (its bleed would cover the fields around it), or the part of it that
            # lies flat on the board (`part`, from its top-left corner): a standing flag is not seen
            px, py_top, pw, ph = placed.part or (0.0, 0.0, piece.width, piece.height)
            # a part never reaches past the piece's trim (r26: a 10.5 mm part of a 9.5 mm marker showed
            # a strip of its neighbour's ground beside it)
            pw, ph = min(pw, piece.width - px), min(ph, piece.height - py_top)
            py = piece.height - py_top - ph
            c.translate(x - px - pw / 2, y - py - ph / 2)
            trim = c.beginPath()
            trim.rect(px, py, pw, ph)
            c.clipPath(trim, stroke=0, fill=0)
            side = piece.back if placed.side == "back" and piece.back else piece.front
            side(c, piece.width, piece.height)
            c.restoreState()
        else:
            pawn_disc(c, colors, x, y, placed.pawn, placed.color)
    for box in outlines:
        x, y_top, w, h = box.box
        outline_box(c, colors, x, board_h - y_top - h, w, h, box.color, box.fill)
    for arrow in arrows:
        _arrow(c, colors, [point(p) for p in arrow.points], arrow.allowed, arrow.label, inks)


def outline_box(c, colors, x: float, y: float, w: float, h: float, color: str, fill: str | None = None) -> None:
    """A dashed rectangle: it shows an area without hiding what lies in it. With `fill`, the inside
    gets a light tint of that colour (FILL_ALPHA), through which the board still shows."""
    c.saveState()
    if fill:
        c.setFillColor(colors.HexColor(fill), alpha=FILL_ALPHA)
        c.rect(x, y, w, h, stroke=0, fill=1)
    c.setStrokeColor(colors.HexColor(color))
    c.setLineWidth(OUTLINE_WIDTH)
    c.setDash(*OUTLINE_DASH)
    c.rect(x, y, w, h, stroke=1, fill=0)
    c.restoreState()


def pawn_disc(
    c, colors, x: float, y: float, mark: str, color: str, radius: float = PAWN_RADIUS, size: float = PAWN_MARK_PT
) -> None:
    """A pawn seen from above: a disc in its colour, its mark in the middle (`radius`, `size`: a smaller plan's)."""
    fill = colors.HexColor(color)
    light = 0.299 * fill.red + 0.587 * fill.green + 0.114 * fill.blue > 0.6
    c.saveState()
    c.setFillColor(fill)
    c.setStrokeColor(colors.HexColor("#1e1e1e"))
    c.setLineWidth(min(0.8, max(0.3, 0.8 * radius / PAWN_RADIUS)))
    c.circle(x, y, radius, stroke=1, fill=1)
    c.setFillColor(colors.HexColor("#1e1e1e" if light else "#ffffff"))
    c.setFont(SANS_BOLD, size)
    c.drawCentredString(x, y - size * 0.35, mark)
    c.restoreState()


def arrow_tip(c, start: tuple[float, float], end: tuple[float, float], head: float, spread: float) -> None:
    """A filled arrowhead at `end`, pointing along start → end: `head` long, `spread` × head to each side
    (the move arrows here and the board plan's track arrows)."""
    (ax, ay), (bx, by) = start, end
    length = max(math.hypot(bx - ax, by - ay), 1e-6)
    ux, uy = (bx - ax) / length, (by - ay) / length
    tip = c.beginPath()
    tip.moveTo(bx, by)
    tip.lineTo(bx - head * ux - head * spread * uy, by - head * uy + head * spread * ux)
    tip.lineTo(bx - head * ux + head * spread * uy, by - head * uy - head * spread * ux)
    tip.close()
    c.drawPath(tip, stroke=0, fill=1)


def _arrow(c, colors, points: list[tuple[float, float]], allowed: bool, label: str, inks) -> None:
    ink = colors.HexColor(inks[0] if allowed else inks[1])
    c.saveState()
    c.setStrokeColor(ink)
    c.setFillColor(ink)
    c.setLineWidth(2.2)
    c.setLineCap(1)
    if not allowed:
        c.setDash(5, 3)
    path = c.beginPath()
    path.moveTo(*points[0])
    for p in points[1:]:
        path.lineTo(*p)
    c.drawPath(path, stroke=1, fill=0)
    c.setDash()
    bx, by = points[-1]
    if allowed:
        arrow_tip(c, points[-2], points[-1], mm(3.2), 0.55)
    else:
        arm = mm(2.6)
        c.setLineWidth(2.6)
        c.line(bx - arm, by - arm, bx + arm, by + arm)
        c.line(bx - arm, by + arm, bx + arm, by - arm)
    if label:
        x, y = points[0]
        radius = mm(2.6)
        c.setFillColor(colors.white)
        c.setLineWidth(1.2)
        c.circle(x, y, radius, stroke=1, fill=1)
        c.setFillColor(ink)
        c.setFont(SANS_BOLD, LABEL_PT)
        c.drawCentredString(x, y - LABEL_PT * 0.35, label)
    c.restoreState()


def measure_words(text: str, length_mm: float) -> str:
    """A measure's words, its `{cm}` the length in whole centimetres („ok. {cm} cm” → „ok. 10 cm”)."""
    return text.replace("{cm}", str(round(length_mm / 10)))


def draw_measure(c, colors, start: tuple[float, float], end: tuple[float, float], words: str) -> None:
    """A distance on a shrunk figure, in the page's coordinates: a thin line with a head at each end and its
    words centred above it, at WORDS_PT."""
    c.saveState()
    c.setStrokeColor(colors.HexColor(MEASURE_INK))
    c.setFillColor(colors.HexColor(MEASURE_INK))
    c.setLineWidth(0.6)
    c.line(*start, *end)
    arrow_tip(c, end, start, mm(1.8), 0.45)
    arrow_tip(c, start, end, mm(1.8), 0.45)
    c.setFont(SANS, WORDS_PT)
    c.drawCentredString((start[0] + end[0]) / 2, (start[1] + end[1]) / 2 + mm(1.2), words)
    c.restoreState()
