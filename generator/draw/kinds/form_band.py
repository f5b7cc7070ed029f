"""A column group that is one player's, headed with the player's band (form.py's `band:`): a strip in
the player's colour, the player's pattern on a disc at each end and the name between, as the player's
board and pieces are marked (board/owners.py; kit review r30, AS minor 7: a score pad headed „Gracz 1…4”
while the game tells its players by colour, pattern and name). Layout only: form_draw.py draws it."""

from __future__ import annotations

from generator.draw.fonts import SANS_BOLD
from generator.draw.text import CLEARANCE_MM, Fitted, fit
from generator.model.base import Model
from generator.model.units import mm, to_mm
from generator.model.vocab import Color, DiscPattern


class PlayerBand(Model):
    """A player's band heading a column group: the player's colour and pattern (the group's title is
    the name)."""

    color: Color
    pattern: DiscPattern | None = None


# the row of a section's group titles where a group is a player's: its band's pattern discs 6.8 mm across and
# its name up to 11 pt, cues a player reads across the table (colour_check: ICON_MM, LETTER_PT), where the
# form's 7.5 mm row gave 4.3 mm discs and 9 pt
BAND_ROW = mm(10)
BAND_INSET = mm(0.8)  # a player's band inside its heading cell, every side
BAND_DISC_INSET = mm(0.8)  # a pattern disc inside the band
BAND_NAME = (11.0, 6.0)  # the name on the band, bold: at most, at least


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


def title_row(section, head_row: float) -> float:
    """The height of a grouped section's row of group titles: BAND_ROW where a group is a player's."""
    return BAND_ROW if any(column.band is not None for column in section.columns) else head_row


def head_height(section, head_row: float) -> float:
    """A section's heading: its column titles' row, under its group titles' row where it has groups."""
    return head_row + title_row(section, head_row) if section.grouped else head_row


def band_problem(column, width: float, section, head_row: float) -> str | None:
    """A finding message when the group's title does not fit its player's band (the drawing relies on it)."""
    if band_fit(column.title, width, title_row(section, head_row), column.band.pattern) is not None:
        return None
    return (
        f"'{column.title}' does not fit its player's band ({to_mm(width):.1f} mm wide, font {SANS_BOLD} at "
        f"{BAND_NAME[1]:g} pt or more, between its pattern discs)"
    )
