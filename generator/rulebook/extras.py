"""Per game: results of its rules engine and small helpers a rulebook template may call.

Worked examples are computed here by the game's own rules code from inputs kept in the data, so
the numbers a player reads in the rulebook are the numbers the rules produce.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from .template import unwrap

if TYPE_CHECKING:
    from ..project import Game


def _plain(function: Callable) -> Callable:
    """Call `function` with template values unwrapped to plain Python data."""
    def call(*args, **kwargs):
        return function(*(unwrap(a) for a in args), **{k: unwrap(v) for k, v in kwargs.items()})
    call.__name__ = function.__name__
    call.__doc__ = function.__doc__
    return call


def _kolekcjonerzy(game: "Game") -> dict[str, Any]:
    from ..games import kolekcjonerzy as rules

    def point_value(price: int, wanted_by: int) -> int:
        return rules.point_value(price, wanted_by, game.facts["one-token-points"])

    def band_value(table: dict, players: int) -> int | None:
        return rules.band_value(dict(table), players)

    return {"point_value": _plain(point_value), "band_value": _plain(band_value)}


EXTRAS: dict[str, Callable[["Game"], dict[str, Any]]] = {
    "kolekcjonerzy": _kolekcjonerzy,
}


def register_extras(game_id: str, provider: Callable[["Game"], dict[str, Any]]) -> None:
    EXTRAS[game_id] = provider


def extras_for(game: "Game") -> dict[str, Any]:
    provider = EXTRAS.get(game.id)
    return provider(game) if provider else {}
