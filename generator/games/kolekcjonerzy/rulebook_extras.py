"""What Kolekcjonerzy's rulebook template may call: point values computed by the game's own rules."""
from __future__ import annotations

from typing import Any

from ...core import Game
from ...rulebook.extras import plain, register_extras
from . import rules

def _kolekcjonerzy(game: "Game") -> dict[str, Any]:

    def point_value(price: int, wanted_by: int) -> int:
        return rules.point_value(price, wanted_by, game.facts["one-token-points"])

    def band_value(table: dict, players: int) -> int | None:
        return rules.band_value(dict(table), players)

    return {"point_value": plain(point_value), "band_value": plain(band_value)}


register_extras("kolekcjonerzy", _kolekcjonerzy)
