"""Przekręt: a property-trading game around a loop board, with leases and chance cards.

Its documented facts (`facts`), the checks of the data against them (`rules`), board checks and its
own kinds (property and lease cards, chance cards, money summary) live here; importing the package
registers all of them.
"""

from generator.games.przekret import (  # noqa: F401
    board_checks,
    board_symbols,  # noqa: F401  (the Losy's medallion in the board's centre)
    chance_cards,
    colour_cues,  # noqa: F401  (registers what its kinds draw besides colour)
    engine,  # noqa: F401  (registers the rules engine)
    facts,
    field_effects,
    lease_cards,
    money_summary,
    property_cards,
    rulebook_extras,
    rules,
)

__all__ = ["rules"]
