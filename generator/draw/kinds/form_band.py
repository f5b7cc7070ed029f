"""A column group that is one player's, headed with the player's band (form.py's `band:`): a strip in
the player's colour, the player's pattern on a disc at each end and the name between, as the player's
board and pieces are marked (board/owners.py; kit review r30, AS minor 7: a score pad headed „Gracz 1…4”
while the game tells its players by colour, pattern and name). Layout only: form_draw.py draws it."""

from __future__ import annotations

from generator.draw.fonts import SANS_BOLD
from generator.draw.text import CLEARANCE_MM, Fitted, fit
from generator.model.base import Model
from generator.model.units import mm
from generator.model.vocab import Color, DiscPattern


class PlayerBand(Model):
    """A player's band heading a column group: the player's colour and pattern (the group's title is
    the name)."""

    color: Color
    pattern: DiscPattern | None = None


BAND_INSET = mm(0.8)  # a player's band inside its heading cell, every side
BAND_DISC_INSET = mm(0.8)  # a pattern disc inside the band
BAND_NAME = (9.0, 6.0)  # the name on the band, bold: at most, at least


def band_box(x: float, y: float, width: float, height: float) -> tuple[float, float, float, float]:
    """(left, bottom, width, height) of the band in a heading cell."""
    return x + BAND_INSET, y + BAND_INSET, width - 2 * BAND_INSET, height - 2 * BAND_INSET


def band_discs(box: tuple[float, float, float, float], pattern) -> tuple[float, list[tuple[float, float]]]:
    """The pattern discs' radius and centres, one at each end of the band (none without a pattern)."""
    left, bottom, width, height = box
    radius = height / 2 - BAND_DISC_INSET
    if pattern is None:
        return radius, []
    inset = BAND_DISC_INSET + radius
    return radius, [(left + inset, bottom + height / 2), (left + width - inset, bottom + height / 2)]


def band_fit(name: str, width: float, height: float, pattern) -> Fitted | None:
    """The name in capitals between the band's discs, CLEARANCE_MM from them and from its edges."""
    _, _, w, h = band_box(0.0, 0.0, width, height)
    radius, discs = band_discs((0.0, 0.0, w, h), pattern)
    side = (2 * BAND_DISC_INSET + 2 * radius if discs else 0.0) + mm(CLEARANCE_MM)
    top = min(BAND_NAME[0], (h - 2 * mm(CLEARANCE_MM)) / 1.15)  # capitals with accents and an ogonek
    if top < BAND_NAME[1]:
        return None
    return fit(name.upper(), SANS_BOLD, w - 2 * side, max_size=top, min_size=BAND_NAME[1])
