"""Kolekcjonerzy: collectors buy exhibits with tokens and score them against secret plans.

Everything only this game uses lives here: its documented facts (`facts`), the checks of the data
against them (`rules`), its board checks, its own kinds (exhibit tiles, price list, plan and arbiter
sheets), its rulebook extras and its command (`drukarnia kolekcjonerzy wycena`, in `command`: cli.COMMAND_MODULES names it, so
it is imported only when run). Importing the package registers the rest.
"""

from generator.games.kolekcjonerzy import (  # noqa: F401  (registration)
    board_checks,
    engine,
    exhibit_tiles,
    facts,
    price_list,
    rulebook_extras,
    rules,
    sheets,
)

__all__ = ["rules"]
