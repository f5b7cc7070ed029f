"""What Rynek's own kinds draw besides a colour (colour_check.py asks when two categories look alike)."""

from __future__ import annotations

from generator.games.rynek import cards as rynek_cards
from generator.games.rynek import factory_boards
from generator.validate.colour_check import Cue, cue_reader


@cue_reader("factory-boards")
def _factory_cues(component, game, keypath):
    k = factory_boards
    if keypath[:2] != ("factories", "owners") or keypath[3:] != ("color",):
        return None
    return [Cue("letter", k.HEADER * 0.36 * 1.2)]  # the owner's mark in the header disc


@cue_reader("rynek-cards")
def _rynek_card_cues(component, game, keypath):
    k = rynek_cards
    if keypath[:1] in (("supply",), ("sale",)) and keypath[1:] == ("color",):
        deck = getattr(component.spec, keypath[0])  # the deck's title heads every card and its back
        fitted = k.fit(
            deck.title,
            k.SANS_BOLD,
            component.spec.width * k.TITLE_BOX[0],
            max_size=k.TITLE_BOX[1],
            min_size=k.TITLE_BOX[2],
        )
        return [Cue("letter", fitted.size if fitted else k.TITLE_BOX[2])]
    if keypath[:1] != ("colours",) or keypath[2:] != ("color",):
        return None
    return [Cue("letter", 14.0)]  # every swatch carries its letter (14–15 pt, rynek_cards._swatch)
