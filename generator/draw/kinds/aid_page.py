"""The page of a player aid: each side is one half of a sheet, inside a margin, set in the rulebook's
type sizes. Pure arithmetic, shared by the kind (player_aid.py), its layout (aid_layout.py) and its
drawing (player_aid_draw.py)."""

from __future__ import annotations

from generator.model.units import mm

MARGIN = mm(9)  # inside each half: clear of the paper edge and of the cut between the halves
SCALE = 1.0  # the rulebook's own type sizes (body 10 pt, tables 8.8 pt): what must fit
# the sizes a side is drawn at, largest first: a side takes the largest that fits its half, so a
# short side fills its half in larger type instead of leaving it half empty
SCALES = (1.5, 1.4, 1.3, 1.2, 1.1, SCALE)


def half(paper) -> tuple[float, float]:
    """Width and height of the text area of one aid (half the sheet, less the margins)."""
    return paper.width - 2 * MARGIN, paper.height / 2 - 2 * MARGIN
