"""Rynek's title illustration (draw/title_art.py): a factory board between piles of the three raw materials'
tokens, a market card, and a price line climbing to an arrow in the game's colour."""

from __future__ import annotations

from reportlab.lib.colors import HexColor

from generator.draw.title_art import Placed, TitleArt
from generator.model.core import Game
from generator.model.units import mm

WIDTH, HEIGHT = 120.0, 32.0  # mm: the design
# the raw materials' tokens (zetony: yellow 0–119, green 120–239, red 240–359), a pile of each: (index, x, y)
TOKENS = ((0, 6.0, 6.0), (1, 8.5, 11.0), (120, 17.0, 6.5), (121, 15.0, 12.0), (240, 11.5, 17.0))
TOKEN = 7.0  # mm
# the price line: points (x, y) in mm, rising left to right over the cards, to the arrow's head
PRICE = ((76.0, 9.0), (83.0, 15.0), (89.0, 12.0), (97.0, 21.0), (103.0, 18.0), (113.0, 29.0))


def accent(game: Game) -> str:
    """The game's colour: its rulebook's headings' (zasady.yaml `accent`), the price line's."""
    return next(iter(game.of_kind("rulebook"))).spec.accent or "#1f4e6b"


def price_line(c, game: Game) -> None:
    """A price chart's line climbing over the cards, its head an arrow: the market's prices rising."""
    colour = HexColor(accent(game))
    c.saveState()
    c.setStrokeColor(colour)
    c.setFillColor(colour)
    c.setLineWidth(mm(0.7))
    c.setLineJoin(1)
    c.setLineCap(1)
    path = c.beginPath()
    path.moveTo(*(mm(v) for v in PRICE[0]))
    for point in PRICE[1:-1]:
        path.lineTo(*(mm(v) for v in point))
    (x0, y0), (x1, y1) = PRICE[-2], PRICE[-1]
    # the shaft stops where the head begins: the head's length along the last segment
    length = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    head = 3.2
    path.lineTo(mm(x1 - ux * head), mm(y1 - uy * head))
    c.drawPath(path, stroke=1, fill=0)
    tip = c.beginPath()
    tip.moveTo(mm(x1), mm(y1))
    tip.lineTo(mm(x1 - ux * head - uy * 1.8), mm(y1 - uy * head + ux * 1.8))
    tip.lineTo(mm(x1 - ux * head + uy * 1.8), mm(y1 - uy * head - ux * 1.8))
    tip.close()
    c.drawPath(tip, stroke=0, fill=1)
    c.restoreState()


def art(game: Game) -> TitleArt:
    return TitleArt(
        WIDTH,
        HEIGHT,
        (
            Placed("fabryki", 0, 45.0, 16.0, 28.0),
            *(Placed("zetony", index, x, y, TOKEN) for index, x, y in TOKENS),
            Placed("karty", 4, 84.0, 12.0, 16.0, 6.0),
            Placed("karty", 36, 101.0, 11.0, 16.0, -5.0),
        ),
        over=price_line,
    )
