"""What Przekręt's own kinds draw besides a colour (colour_check.py asks when two categories look alike)."""

from __future__ import annotations

from generator.draw.band_mark import mark_size
from generator.games.przekret import property_cards
from generator.validate.colour_check import Cue, cue_reader


@cue_reader("property-cards")
def _property_cues(component, game, keypath):
    k = property_cards
    spec = component.spec
    if keypath[:1] != ("streets",) or keypath[2:] != ("color",):
        return None
    street = spec.streets[keypath[1]]
    sizes = []
    for prop in street.properties:
        fitted = k.fit(
            k.card_title(street, prop),
            k.TITLE_FONT,
            spec.size.width * k.TITLE_BOX[0],
            max_size=k.TITLE_BOX[1],
            min_size=k.TITLE_BOX[2],
        )
        sizes.append(fitted.size if fitted else k.TITLE_BOX[2])
    cues = [Cue("letter", min(sizes))]  # the street's name heads every card of the street
    if street.mark is not None:  # and its mark stands in the header's colour band (band_mark.py)
        cues.append(Cue("letter", mark_size(k.MARK)))
    return cues
