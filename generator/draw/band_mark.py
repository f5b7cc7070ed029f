"""A category's mark in its colour band: a white disc with the category's numeral or letter, the second
cue beside a colour (a street's index on a Przekręt Posesja card's header and on the band of each of its
board fields: kit review r30, Przekręt minor 1, two streets' colours met under protanopia and
deuteranopia). One drawing wherever the band is printed, so a player matches a card to its field by the
same sign; the mark comes from the category's data (a street's `mark`)."""

from __future__ import annotations

from reportlab.lib import colors

from generator.draw.fonts import SANS_BOLD, text_width

INK = "#1f1b17"  # the mark's numeral and ring: dark on the white disc whatever the band's colour
SHARE = 0.7  # the numeral's size as a share of the disc's diameter: its figures about half of it
RING = 0.06  # the ring's width as a share of the diameter (0.5 pt on a 3 mm disc)


def mark_size(diameter: float) -> float:
    """The type size (pt) of the numeral in a disc `diameter` points across."""
    return diameter * SHARE


def mark_fits(mark: str, diameter: float) -> bool:
    """Whether the mark's numeral stays inside its disc (a two-digit mark is as wide as its disc's inner
    circle allows)."""
    return text_width(mark, SANS_BOLD, mark_size(diameter)) <= diameter * (1 - 2 * RING) * 0.86


def draw_band_mark(canvas, cx: float, cy: float, diameter: float, mark: str) -> None:
    """The mark's white disc centred at (cx, cy), a dark ring round it (it stands out from a light band
    and a dark one alike) and the numeral in the middle, optically centred."""
    r = diameter / 2
    size = mark_size(diameter)
    canvas.saveState()
    canvas.setFillColor(colors.white)
    canvas.setStrokeColor(colors.HexColor(INK))
    canvas.setLineWidth(max(diameter * RING, 0.5))
    canvas.circle(cx, cy, r - diameter * RING / 2, stroke=1, fill=1)
    canvas.setFillColor(colors.HexColor(INK))
    canvas.setFont(SANS_BOLD, size)
    canvas.drawCentredString(cx, cy - size * 0.35, mark)  # the capitals' middle on the disc's centre
    canvas.restoreState()
