"""The game's look on the kit's own pages (the print jobs' covers, the checklist, zestaw.pdf's first page): the
game's own colour, read from its data, never a second palette (docs/visual-identity.md)."""

from __future__ import annotations

from generator.draw.guide import GuideInfo
from generator.model.core import Game


def game_accent(game: Game) -> str | None:
    """The game's own colour, as its rulebook sets its headings in it (zasady.yaml `accent`; the player aid's
    panels share it): the band at the head of the kit's own pages (guide.draw_band); None for a game without
    a rulebook."""
    rulebook = game.one("rulebook")
    return getattr(rulebook.spec, "accent", None) if rulebook is not None else None


def part_guide(game: Game, **fields) -> GuideInfo:
    """A guide page in the game's look: its title over the page and its accent in the band (`fields`: the rest
    of GuideInfo), as every part's cover and every print job's cover draws it."""
    return GuideInfo(game_title=game.spec.title, accent=game_accent(game), **fields)
