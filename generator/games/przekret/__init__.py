"""Przekręt: a property-trading game around a loop board, with leases and chance cards.

Its documented facts and checks (`rules`), board checks and its own kinds (property and lease
cards, chance cards, money summary) live here; importing the package registers all of them.
"""
from generator.games.przekret import board_checks, chance_cards, field_effects, lease_cards, money_summary, property_cards, rules  # noqa: F401
from generator.games.przekret import colour_cues  # noqa: F401  (registers what its kinds draw besides colour)
from generator.games.przekret import engine  # noqa: F401  (registers the rules engine)

__all__ = ["rules"]
