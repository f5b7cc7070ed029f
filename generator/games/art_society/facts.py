"""Art Society (seed 001): the documented facts of the game, with their sources.

Sources are named by the seed's passages, summarised in our words: set-up (collection board,
painting tiles, lollipops, starting painting, museum board), the round's phases (auction set-up,
bidding, placing, prestige, end of round) and the end of the game. `max_advance`, `fits` and
`rounds_of` are the seed's arithmetic as functions, `SCORE_ROWS` the score rows it names, and
`TITLES` the Polish names of the facts, printed with house rules in the rulebook.
"""

from __future__ import annotations

from generator.games import Fact
from generator.games.art_society.bid_cards import numbers_of

SOURCE_TILES = "set-up: painting tiles of different sizes, the number 3 to 9 on the reverse equals the size"
SOURCE_THEMES = "set-up: a painting's theme is city life, portrait, still life or landscape"
SOURCE_POINTS = "end of the game: the seed names bonuses and penalties without figures; this edition's choice"

FACTS = {
    "size-min": Fact(3, SOURCE_TILES),
    "size-max": Fact(9, SOURCE_TILES),
    "themes": Fact(["zycie-miejskie", "portret", "martwa-natura", "pejzaz"], SOURCE_THEMES),
    "start-box": Fact([2, 3], "set-up: the starting paintings are small ones, in a 2x3 box with a star"),
    "prestige-markers": Fact(4, "set-up: the museum board gets 4 prestige markers, one per theme"),
    "extra-paintings": Fact(1, "auction set-up: the auctioneer turns up one painting more than there are players"),
    "museum-per-round": Fact(1, "prestige: the one painting nobody took stays in the museum"),
    "advance-per-size": Fact(1, "prestige: the marker moves as many spaces as the size on the painting's reverse"),
    "assistant-holds": Fact(1, "placing: the assistant can hold only one painting"),
    "oversized-ends": Fact(2, "end of the game: a player's second oversized painting ends it"),
    "frame-set-points": Fact(8, SOURCE_POINTS + ", game.yaml decisions", low=-1000, high=1000, edition=True),
    "full-board-points": Fact(12, SOURCE_POINTS + ", game.yaml decisions", low=-1000, high=1000, edition=True),
    "oversized-points": Fact(-10, SOURCE_POINTS + ", game.yaml decisions", low=-1000, high=1000, edition=True),
    "assistant-points": Fact(-5, SOURCE_POINTS + ", game.yaml decisions", low=-1000, high=1000, edition=True),
    "assistant-by-choice": Fact(
        True,
        "placing: the seed says a painting must be hung, and that the assistant may "
        "keep one for later; this edition's choice, game.yaml decisions",
        edition=True,
    ),
    "tie-break-cells": Fact(
        True, "end of the game: the seed names no tie-break; this edition's choice, game.yaml decisions", edition=True
    ),
}

THEME_NAMES = {
    "zycie-miejskie": "życie miejskie",
    "portret": "portret",
    "martwa-natura": "martwa natura",
    "pejzaz": "pejzaż",
}


# ------------------------------------------------------------------------------------ pure rules


def max_advance(sizes: list[int], rounds: int, per_round: int = 1) -> tuple[int, list[int]]:
    """The largest total a theme's marker can move: its `rounds × per_round` largest paintings."""
    chosen = sorted(sizes, reverse=True)[: rounds * per_round]
    return sum(chosen), chosen


def fits(shape: tuple[int, int], cols: int, rows: int) -> bool:
    """A w x h tile lies on a cols x rows area in one of its two directions."""
    w, h = shape
    return (w <= cols and h <= rows) or (h <= cols and w <= rows)


# ------------------------------------------------------------------------------------ lollipops


def rounds_of(bids) -> int:
    """The longest game: one lollipop per round, so as many rounds as the largest set."""
    return max((len(numbers_of(bids, p)) for p in bids.players), default=0)


# ------------------------------------------------------------------------------------ score pad

SCORE_ROWS = (
    ("komplet", "frame-set-points", "a set of different frames"),
    ("pełna plansza", "full-board-points", "a full collection board"),
    ("ponadwymiar", "oversized-points", "an oversized painting"),
    ("asystent", "assistant-points", "a painting left with the assistant"),
)
TIE_ROW = "zakryte pola"  # the score pad's row for the tie-break count (edition: tie-break-cells)


TITLES = {  # Polish names of the facts and item keys, printed with house rules in the rulebook
    "size-min": "najmniejszy obraz",
    "size-max": "największy obraz",
    "themes": "tematy obrazów",
    "start-box": "pole startowe (kratki)",
    "prestige-markers": "znaczniki prestiżu",
    "extra-paintings": "obrazy ponad liczbę graczy",
    "museum-per-round": "obrazy do muzeum w rundzie",
    "advance-per-size": "pola prestiżu za kratkę",
    "assistant-holds": "obrazy u asystenta",
    "oversized-ends": "obrazy ponadwymiarowe kończące grę",
    "frame-set-points": "punkty za komplet ram",
    "full-board-points": "punkty za pełną tablicę",
    "oversized-points": "punkty za obraz ponadwymiarowy",
    "assistant-points": "punkty za obraz asystenta",
    "tie-break-cells": "remis rozstrzyga liczba zakrytych pól",
    "assistant-by-choice": "asystent może dostać obraz, który da się powiesić",
    "zycie-miejskie": "życie miejskie",
    "portret": "portret",
    "martwa-natura": "martwa natura",
    "pejzaz": "pejzaż",
}
