"""A sheet of bands short of height gives its spare height to the crop marks at its top and foot
first: those end at the printer's margin, while a mark between two bands reaches on into half the
gap between them (kit review r27, Rynek minor 8: shared evenly, a 3 mm gutter between Rynek's pawn
strips left the marks at the foot of its machines sheet 1.7 mm long). Pure layout arithmetic."""

from __future__ import annotations

from generator.layout.bands import band_marks, place_bands, plan_bands
from generator.layout.imposition import MARK_GOAL, PAPERS
from generator.model.units import mm, to_mm

A4 = PAPERS["a4"]
MARGIN, BLEED = mm(5), mm(1.5)
# Rynek's machines sheet: 18 machines, 18 walls, 6 pawn strips lying turned, 6 mm apart across and
# 3 mm down (each strip 1.5 mm of its own colour past its cut): 13 mm of spare height less 6
RYNEK = [(mm(34), mm(34), 18), (mm(30), mm(16), 18), (mm(78), mm(21), 6, mm(6), mm(3))]


def _column_marks(items):
    (page,) = plan_bands(items, A4, MARGIN, BLEED)
    out = []
    for placed in place_bands(page, A4, MARGIN, BLEED, named=True):
        out += [m for m in band_marks(placed, A4, MARGIN, BLEED) if abs(m.x1 - m.x2) < 1e-6]
    return out


def test_a_tight_sheet_keeps_3_mm_marks_above_and_below_every_band():
    marks = _column_marks(RYNEK)
    assert marks and min(abs(m.y2 - m.y1) for m in marks) >= MARK_GOAL - 1e-6, [
        round(to_mm(abs(m.y2 - m.y1)), 2) for m in marks
    ]


def test_no_mark_reaches_into_the_printer_margin():
    marks = _column_marks(RYNEK)
    assert all(MARGIN < min(m.y1, m.y2) and max(m.y1, m.y2) < A4.height - MARGIN for m in marks)
