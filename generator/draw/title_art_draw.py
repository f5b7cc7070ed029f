"""Drawing a game's title illustration (title_art.TitleArt) into a box: the design scaled to fit and centred,
each piece drawn by its kind's own side (`Piece.front`, `back`) through a CroppedCanvas, so that no word of a
piece shrunk below 8.5 pt (LEAST_WORD) is printed, its numerals down to 6 pt (LEAST_NUMERAL), clipped to the piece's trim and outlined as the rulebook's figures outline
theirs. The box on a print job's cover and on zestaw.pdf's first page (guide.draw_guide), beside the rulebook's
title (rulebook/builder.title_block)."""

from __future__ import annotations

from reportlab.lib.colors import HexColor

from generator.draw.cropped import MIN_TEXT_PT, CroppedCanvas
from generator.draw.kinds import KINDS
from generator.draw.piece import Piece, flatten
from generator.draw.title_art import TitleArt, art_for
from generator.model.core import Game
from generator.model.units import mm

# the smallest word the illustration keeps: a cover's smallest text (its details, 8.5 pt), so the picture adds no
# small print to the page (a piece's own words shrink with it)
LEAST_WORD = 8.5
# a piece's numerals stay down to the 6 pt every text keeps (cropped.MIN_TEXT_PT): a token's „1” is what the piece
# is, not small print, and a blank disc beside a „5” reads as a mistake (r39 K kit minor 5)
LEAST_NUMERAL = MIN_TEXT_PT
OUTLINE = HexColor("#9a958c")  # a piece's edge, as the rulebook's figures draw it (rulebook/drawings.OUTLINE)


class TitleDrawing:
    """The game's title illustration as a drawing: called with (canvas, x, y, width, height, align="centre") it
    draws into that box, centred in it or against its right edge (align="right"), its foot on the box's;
    `fitted(width, height)` says how large it comes out there."""

    def __init__(self, art: TitleArt, game: Game):
        self.art, self.game = art, game

    def fitted(self, width: float, height: float) -> tuple[float, float, float]:
        return fitted(self.art, width, height)

    def __call__(self, c, x: float, y: float, width: float, height: float, align: str = "centre") -> None:
        draw_art(c, self.art, self.game, x, y, width, height, align)


def title_drawing(game: Game) -> TitleDrawing | None:
    """What draws the game's title illustration into a box, None for a game without one."""
    art = art_for(game)
    return TitleDrawing(art, game) if art is not None else None


def fitted(art: TitleArt, width: float, height: float) -> tuple[float, float, float]:
    """(scale, width, height) of the design fitted into a box `width` × `height` points."""
    scale = min(width / mm(art.width), height / mm(art.height))
    return scale, mm(art.width) * scale, mm(art.height) * scale


def draw_art(
    c, art: TitleArt, game: Game, x: float, y: float, width: float, height: float, align: str = "centre"
) -> None:
    """The illustration fitted into the box at (`x`, `y`), `width` × `height` points, centred in it (`align`
    "right": against its right edge), its foot on the box's."""
    scale, w, h = fitted(art, width, height)
    pieces: dict[str, list[Piece]] = {}
    # every stroke through one cropped canvas that knows the whole transformation: a word a piece prints is
    # kept only where it prints at LEAST_WORD or more (a numeral: LEAST_NUMERAL), inside the box
    c = CroppedCanvas(c, x, y, x + width, y + height, cuts=False, least=LEAST_WORD, numerals=LEAST_NUMERAL)
    c.saveState()
    c.translate(x + (width - w) / (1 if align == "right" else 2), y)
    c.scale(scale, scale)
    if art.under is not None:
        art.under(c, game)
    for placed in art.placed:
        if placed.component not in pieces:
            component = game.components[placed.component]
            own = art.pieces(placed.component, game) if art.pieces is not None else None
            pieces[placed.component] = (
                list(own) if own is not None else flatten(KINDS[component.kind].pieces(component, game))
            )
        piece = pieces[placed.component][placed.index]
        draw_piece(c, piece, placed, scale)
    if art.over is not None:
        art.over(c, game)
    c.restoreState()


def draw_piece(c, piece: Piece, placed, outer: float) -> None:
    """One piece as `placed` lays it, in the design's points (`outer`: the design's scale on the page, for the
    outline's weight)."""
    factor = mm(placed.height) / piece.height
    w, h = piece.width * factor, piece.height * factor
    c.saveState()
    c.translate(mm(placed.x), mm(placed.y))
    c.rotate(placed.angle)
    c.translate(-w / 2, -h / 2)
    path = c.beginPath()
    path.rect(0, 0, w, h)
    c.clipPath(path, stroke=0, fill=0)
    c.scale(factor, factor)
    side = piece.back if placed.back and piece.back else piece.front
    side(c, piece.width, piece.height)
    c.restoreState()
    c.saveState()
    c.translate(mm(placed.x), mm(placed.y))
    c.rotate(placed.angle)
    c.setStrokeColor(OUTLINE)
    c.setLineWidth(0.3 / outer)
    c.rect(-w / 2, -h / 2, w, h, stroke=1, fill=0)
    c.restoreState()
