"""A copy's owner band drawn (owners.py lays it out): a strip in the owner's colour, the owner's
pattern on a disc at each end and the name between; with `frame: true` the board's frame in the
owner's colour too. Drawn over the board, on a canvas whose origin is the board's bottom-left corner."""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from generator.draw import fonts
from generator.draw.kinds.board.content import DARK, readable_on
from generator.draw.kinds.board.draw import draw_frame
from generator.draw.kinds.board.model import Board
from generator.draw.kinds.board.owners import CORNER, band_of
from generator.draw.patterns import draw_disc_pattern, lighter, mix

HEX = colors.HexColor
CREAM = HEX("#fbf6ea")


def draw_owner(c: Canvas, board: Board, index: int) -> None:
    """Copy `index`'s band (and frame) over the board."""
    owner = board.owners.entries[index]
    band = band_of(board.owners, owner)
    base = HEX(owner.color)
    height = board.size.height
    c.saveState()
    if board.owners.frame and board.frame is not None:
        draw_frame(c, board, owner.color)
    bottom = height - band.top - band.height
    c.setFillColor(base)
    c.setStrokeColor(mix(base, HEX(DARK), 0.45))
    c.setLineWidth(0.8)
    c.roundRect(band.left, bottom, band.width, band.height, band.height * CORNER, stroke=1, fill=1)
    for cx, cy in band.discs:
        y = height - cy
        c.saveState()
        disc = c.beginPath()
        disc.circle(cx, y, band.radius)
        c.clipPath(disc, stroke=0, fill=0)
        draw_disc_pattern(c, owner.pattern, cx, y, band.radius, base, lighter(base))
        c.restoreState()
        c.setStrokeColor(CREAM)
        c.setLineWidth(1.0)
        c.circle(cx, y, band.radius, stroke=1, fill=0)
    if band.fitted is not None:
        size = band.fitted.size
        c.setFillColor(HEX(readable_on(owner.color)))
        c.setFont(fonts.SANS_BOLD, size)
        c.drawCentredString(band.left + band.width / 2, height - band.top - band.height / 2 - size * 0.35, band.name)
    c.restoreState()
