"""Kolekcjonerzy's title illustration (draw/title_art.py): exhibit tiles of every price group laid out as a
collection, with a little pile of the tokens (ones and fives) that buy them."""

from __future__ import annotations

from generator.draw.title_art import Placed, TitleArt
from generator.model.core import Game

WIDTH, HEIGHT = 120.0, 32.0  # mm: the design
# (tile index in plytki, centre x, centre y, turn): a row of exhibits, one of each group, slightly askew
TILES = ((0, 13.0, 16.5, 4.0), (4, 36.0, 17.5, -3.0), (15, 59.0, 16.0, 2.5), (31, 82.0, 17.0, -2.0))
TILE = 22.0  # mm
# (token index in zetony, centre x, centre y): ones (0–59) and fives (60–83), a pile beside the row
COINS = ((0, 100.0, 8.0), (1, 111.0, 9.5), (60, 104.5, 17.5), (2, 114.0, 19.5), (61, 107.0, 26.5))
COIN = 10.0  # mm


def art(game: Game) -> TitleArt:
    return TitleArt(
        WIDTH,
        HEIGHT,
        (
            *(Placed("plytki", index, x, y, TILE, turn) for index, x, y, turn in TILES),
            *(Placed("zetony", index, x, y, COIN) for index, x, y in COINS),
        ),
    )
