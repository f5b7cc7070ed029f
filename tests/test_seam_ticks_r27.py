"""Art Society's seam ticks lie on a cut inside the sheet (kit review r27, Art Society minor 2: a cut a little
off left a dark stub of them on a finished tile, so they went to a deeper tone of the mat). In that tone they
nearly vanished under a lamp (r32, AS minor 2: 2.7:1 on the cream at 0.3 pt): they print in the margin marks'
ink, bolder than those (pdf.INNER_MARK_WIDTH), as every mark inside a sheet."""

from __future__ import annotations

from generator.draw.pdf import INK, INNER_MARK_WIDTH, MARK_WIDTH
from generator.games.art_society.painting_tiles_draw import MAT, SEAM_TICK, SEAM_TICK_COLOR
from generator.model.units import mm
from generator.validate.colour_check import contrast_ratio


def _hex(color) -> str:
    return color.hexval().replace("0x", "#")


def test_seam_ticks_print_in_the_margin_marks_ink_bolder_than_them():
    tick = contrast_ratio(_hex(SEAM_TICK_COLOR), _hex(MAT))
    assert _hex(SEAM_TICK_COLOR) == _hex(INK) and tick >= 7.0, tick
    assert INNER_MARK_WIDTH >= 0.5 > MARK_WIDTH and SEAM_TICK >= mm(3)
