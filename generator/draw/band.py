"""The game's band at the head of the kit's own pages (a print job's cover, the kit's checklist, zestaw.pdf's
first page): the game's name in a band of its own colour (draw/look.py reads it from the game's data)."""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.lib.colors import Color, HexColor

from generator.draw.fonts import SANS, SANS_BOLD
from generator.draw.pdf import INK
from generator.model.units import mm
from generator.model.vocab import luminance

# the game's identity at the head of a print job's cover and the kit's pages of its own (kit review r30, K minor
# 4: a plain typographic page, none of the game's colours): a band of the game's accent across the text's
# measure, above the title, the game's name in it; the rest of the page keeps its places (the title's baseline
# 29 mm from the top, the text from 41 mm)
BAND_TOP = mm(8)  # from the paper's top edge: clear of any printer's margin
BAND_HEIGHT = mm(11)
BAND_SIZE = 13.0  # the name's capitals, bold, spaced
BAND_SPACING = 1.5  # pt between the name's letters
BAND_SIDE = mm(20)  # the band's inset from the page's left and right edges: a page's text measure under it


def band_ink(accent: str) -> Color:
    """The name's colour on the band: white on a dark accent, the text's ink on a light one."""
    return colors.white if luminance(accent) < 0.5 else INK


def draw_band(c, width: float, height: float, game_title: str, accent: str) -> None:
    """The band of the game's `accent` at the head of a page `width` × `height`, the game's name in it."""
    left = BAND_SIDE
    c.saveState()
    c.setFillColor(HexColor(accent))
    c.rect(left, height - BAND_TOP - BAND_HEIGHT, width - 2 * left, BAND_HEIGHT, stroke=0, fill=1)
    c.setFillColor(band_ink(accent))
    name = c.beginText()
    name.setFont(SANS_BOLD, BAND_SIZE)
    name.setCharSpace(BAND_SPACING)
    # the capitals centred in the band's height
    name.setTextOrigin(left + mm(4), height - BAND_TOP - BAND_HEIGHT / 2 - 0.7 * BAND_SIZE / 2)
    name.textOut(game_title.upper())
    c.drawText(name)
    c.restoreState()


def draw_head(
    c, width: float, height: float, game_title: str, accent: str | None, plain: tuple[float, float, float]
) -> None:
    """The head of every page of the kit's own (a guide, a checklist, a board's map, a banker's sheet): the
    game's band in its accent; a game without one, its name in plain capitals at `plain` (x, baseline, size)
    (kit review r34, P minor 6: the map and the banker's sheet had the plain line beside banded guides)."""
    if accent:
        draw_band(c, width, height, game_title, accent)
        return
    x, y, size = plain
    c.setFillColor(INK)
    c.setFont(SANS, size)
    c.drawString(x, y, game_title.upper())
