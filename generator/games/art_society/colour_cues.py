"""What Art Society's own kinds draw besides a colour (colour_check.py asks when two categories look alike)."""

from __future__ import annotations

from generator.games.art_society import painting_tiles
from generator.model.units import to_mm
from generator.validate.colour_check import Cue, cue_reader


@cue_reader("painting-tiles")
def _painting_cues(component, game, keypath):
    k = painting_tiles
    if keypath[:1] != ("back_colors",) or len(keypath) != 2:
        return None
    sizes = [to_mm(s) for s in k.theme_icon_sizes(component.spec, keypath[1])]
    return [Cue("icon", min(sizes))] if sizes else []


@cue_reader("bid-cards")
def _bid_cues(component, game, keypath):
    if keypath[:1] != ("players",) or keypath[2:] != ("color",):
        return None
    return [Cue("pattern", to_mm(component.spec.candy))]  # the player's pattern fills the whole candy
