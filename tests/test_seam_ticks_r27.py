"""Art Society's seam ticks lie on a cut inside the sheet, so a cut a little off leaves a stub of
them on a finished tile (kit review r27, Art Society minor 2: a dark stub in ink). They print in a
deeper tone of the mat: visible on the mat for the blade, far from the ink's contrast, so a stub
melts into the mat's edge."""

from __future__ import annotations

from generator.draw.pdf import INK
from generator.games.art_society.painting_tiles_draw import MAT, SEAM_TICK_COLOR
from generator.validate.colour_check import contrast_ratio


def _hex(color) -> str:
    return color.hexval().replace("0x", "#")


def test_seam_ticks_print_in_a_tone_of_the_mat_visible_but_far_from_ink():
    tick = contrast_ratio(_hex(SEAM_TICK_COLOR), _hex(MAT))
    ink = contrast_ratio(_hex(INK), _hex(MAT))
    assert 2.0 <= tick <= 3.5 and tick < ink / 3, (tick, ink)
