"""Art Society's title illustration (draw/title_art.py): paintings of the four themes, framed as their tiles
print them, hung on cords from a picture rail, a few lollipops (the bids) propped below one of them."""

from __future__ import annotations

from reportlab.lib.colors import HexColor

from generator.draw.kinds import KINDS
from generator.draw.piece import flatten
from generator.draw.title_art import Placed, TitleArt
from generator.games.art_society.painting_tiles import bare_pieces
from generator.model.core import Game
from generator.model.units import mm

WIDTH, HEIGHT = 120.0, 32.0  # mm: the design
RAIL = 30.5  # mm: the picture rail's height
LINE = HexColor("#8a7e70")  # the rail, the cords and the skirting: line art in a warm grey
# (tile index in obrazy, its centre x, its height) hung with their tops at TOP: a landscape, a tall portrait,
# a still life, a town scene, a small portrait; one of each theme and size
HUNG = ((30, 14.5, 18.0), (42, 38.0, 26.0), (52, 59.5, 19.0), (24, 84.5, 18.0), (2, 107.5, 24.0))
TOP = 27.5


def _size(height: float, index: int, game: Game) -> float:
    """A hung tile's width at `height` mm, in its own proportion (obrazy's pieces)."""
    component = game.components["obrazy"]
    piece = flatten(KINDS[component.kind].pieces(component, game))[index]
    return height * piece.width / piece.height


def wall(c, game: Game) -> None:
    """The picture rail, a cord from a hook on it to each painting's corners, the skirting along the foot."""
    c.saveState()
    c.setStrokeColor(LINE)
    c.setLineWidth(0.8)
    c.line(0, mm(RAIL), mm(WIDTH), mm(RAIL))
    c.setLineWidth(0.5)
    c.line(0, mm(1.2), mm(WIDTH), mm(1.2))
    c.setLineWidth(0.4)
    for index, x, height in HUNG:
        half = _size(height, index, game) / 2 * 0.8
        path = c.beginPath()
        path.moveTo(mm(x - half), mm(TOP - 0.5))
        path.lineTo(mm(x), mm(RAIL))
        path.lineTo(mm(x + half), mm(TOP - 0.5))
        c.drawPath(path, stroke=1, fill=0)
        c.setFillColor(LINE)
        c.circle(mm(x), mm(RAIL), mm(0.6), stroke=0, fill=1)
    c.restoreState()


def art(game: Game) -> TitleArt:
    return TitleArt(
        WIDTH,
        HEIGHT,
        tuple(Placed("obrazy", index, x, TOP - height / 2, height) for index, x, height in HUNG),
        under=wall,
        pieces=_bare,
    )


def _bare(component: str, game: Game):
    """The paintings without their plaques: at the illustration's scale a plaque's words drop (below 8.5 pt), and
    the plaque stood as a blank placeholder (r42 AS minor 1); other components as the kind draws them (None)."""
    if game.components[component].kind != "painting-tiles":
        return None
    return bare_pieces(game.components[component].spec)
