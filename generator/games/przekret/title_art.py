"""Przekręt's title illustration (draw/title_art.py): the gold „?” of the Losy's backs between a hand of Losy
and a hand of deeds of four streets, over a strip of the eight streets' colours, as the board runs them."""

from __future__ import annotations

from reportlab.lib.colors import HexColor

from generator.draw.title_art import Placed, TitleArt, fan
from generator.model.core import Game
from generator.model.units import mm

WIDTH, HEIGHT = 120.0, 32.0  # mm: the design
STRIP = (2.0, 2.2)  # mm: the streets' strip's foot and height
# the deeds in the right hand: one street of each of four colours, cheapest first (posesje's order)
DEEDS = (8, 11, 14, 20)
LOSY = (0, 8, 3)  # the left hand: „naprzód” twice about a „cofnij się”


def streets(c, game: Game) -> None:
    """The streets' colours in a strip along the foot, in the board's order (posesje: streets)."""
    colours = [street.color for street in game.components["posesje"].spec.streets]
    gap = mm(0.8)
    width = (mm(WIDTH) - gap * (len(colours) - 1)) / len(colours)
    c.saveState()
    for n, colour in enumerate(colours):
        c.setFillColor(HexColor(colour))
        c.rect(n * (width + gap), mm(STRIP[0]), width, mm(STRIP[1]), stroke=0, fill=1)
    c.restoreState()


def art(game: Game) -> TitleArt:
    return TitleArt(
        WIDTH,
        HEIGHT,
        (
            *fan("losy", LOSY, 27.0, 16.5, 25.0, 13.0, 60.0),
            *fan("posesje", DEEDS, 93.0, 14.0, 17.0, 9.0, 70.0),
            Placed("losy", 0, 60.0, 16.5, 29.0, back=True),
        ),
        under=streets,
    )
