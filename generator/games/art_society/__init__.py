"""Art Society: collectors bid with lollipop cards for painting tiles and hang them in a collection.

Its documented facts (`facts`) and the checks of the data against them (`rules`, including its two
boards), its own kinds (painting tiles, bid cards), the painting art and its rulebook extras live
here; importing the package registers them.
"""

from generator.games.art_society import (  # noqa: F401  (registration)
    bid_cards,
    board_symbols,
    colour_cues,  # noqa: F401  (registers what its kinds draw besides colour)
    engine,
    facts,
    painting_tiles,
    rulebook_extras,
    rules,
)

__all__ = ["rules"]
