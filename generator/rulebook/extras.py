"""Per game: results of its rules engine and small helpers a rulebook template may call.

Each game package registers its own (games/<game>/rulebook_extras.py) with `register_extras`.

Worked examples are computed here by the game's own rules code from inputs kept in the data, so
the numbers a player reads in the rulebook are the numbers the rules produce.
"""
from __future__ import annotations

from typing import Any, Callable

from ..core import Game
from .template import unwrap


def plain(function: Callable) -> Callable:
    """Call `function` with template values unwrapped to plain Python data."""
    def call(*args, **kwargs):
        return function(*(unwrap(a) for a in args), **{k: unwrap(v) for k, v in kwargs.items()})
    call.__name__ = function.__name__
    call.__doc__ = function.__doc__
    return call


EXTRAS: dict[str, Callable[["Game"], dict[str, Any]]] = {}


def register_extras(game_id: str, provider: Callable[["Game"], dict[str, Any]]) -> None:
    EXTRAS[game_id] = provider


def extras_for(game: "Game") -> dict[str, Any]:
    provider = EXTRAS.get(game.id)
    return provider(game) if provider else {}
