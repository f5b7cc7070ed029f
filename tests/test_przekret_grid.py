"""Przekręt's card grid: a gutter wherever it costs no card (issue 36, r8 kit review). No PDF."""

from __future__ import annotations

import pytest

from generator.games.przekret.fixed_plan import bar_fits, fixed_grid
from generator.layout.imposition import SHORT_MARK_MIN, crop_marks
from generator.model.core import BuildOptions
from generator.model.units import mm


def test_property_cards_get_a_gutter_of_twice_their_bleed_and_keep_eight_to_a_sheet():
    spec, grid = fixed_grid(mm(88), mm(63), mm(3), BuildOptions())
    assert spec.gap == mm(6) and grid.per_sheet == 8
    assert all(s.bleed_left == s.bleed_right == s.bleed_top == s.bleed_bottom == mm(3) for s in grid.slots)


def test_cards_a_gutter_would_push_off_the_sheet_stay_butted():
    spec, grid = fixed_grid(mm(63), mm(33), mm(3), BuildOptions())  # leases: one colour at every edge
    assert spec.gap == spec.ends_gap == 0 and grid.per_sheet == 24


def test_los_cards_lie_apart_across_their_heads_and_feet_and_keep_nine_to_a_sheet_and_the_bar():
    """The Los: a navy header under the cream foot of the card above (kit review r15, P minor 2). No
    gutter fits between three 63 mm columns, one of twice the 1.5 mm bleed does between the rows: each
    card keeps its own colour 1.5 mm past each of those cuts, and the calibration bar still fits."""
    spec, grid = fixed_grid(mm(63), mm(88), mm(3), BuildOptions())
    assert grid.per_sheet == 9 and bar_fits(spec, grid)
    assert (grid.gap_x, grid.gap_y) == (0, pytest.approx(mm(3)))
    upper, lower = grid.slots[0], grid.slots[3]
    assert upper.y - (lower.y + lower.height) == pytest.approx(mm(3))
    assert upper.bleed_bottom == lower.bleed_top == pytest.approx(mm(1.5))


def test_the_kit_s_los_sheet_keeps_a_6_mm_gutter_with_the_full_bleed_in_it():
    """The Los sheet the kit prints (losy.pdf, duplex) has no calibration bar to keep: its rows lie 6 mm
    apart, each card with its full 3 mm bleed in the gap up to its middle, as the Posesje's gutter (r21
    kit review), while the outer bleed gives way to 1.5 mm so the crop marks keep 3 mm; still 9 a sheet."""
    from generator.draw.kinds.sheet_fits import sheet_spec
    from generator.layout.imposition import plan_grid

    spec = sheet_spec(mm(63), mm(88), mm(3), 0.0, BuildOptions(), ends_apart=(36,))
    grid = plan_grid(spec)
    assert grid.per_sheet == 9 and (grid.gap_x, grid.gap_y) == (0, pytest.approx(mm(6)))
    upper, lower = grid.slots[0], grid.slots[3]
    assert upper.bleed_bottom == lower.bleed_top == pytest.approx(mm(3))
    assert upper.bleed_top == pytest.approx(mm(1.5))  # the outer bleed, cut back for the marks


def test_cards_without_bleed_stay_butted():
    spec, _ = fixed_grid(mm(88), mm(63), 0.0, BuildOptions())
    assert spec.gap == 0


@pytest.mark.parametrize("size", [(63, 88), (63, 33)])
def test_losy_and_leases_keep_3_mm_bleed_all_round(size):
    """r23, Przekręt kit minor 2: Losy and lease cards had 1.5 mm bleed at their outer cuts, their colour
    running to every cut. Three 63 mm columns on A4 leave 5.5 mm beside the block past the 5 mm margin:
    the full 3 mm of bleed there, its marks the 1.5 mm left (SHORT_MARK_MIN), still off the bleed and
    INK_SAFETY inside the printer margin; the head and foot hold the full 3 mm too."""
    spec, grid = fixed_grid(mm(size[0]), mm(size[1]), mm(3), BuildOptions())
    top, bottom = grid.slots[0], grid.slots[-1]
    assert top.bleed_top == pytest.approx(mm(3)) and bottom.bleed_bottom == pytest.approx(mm(3))
    assert top.bleed_left == pytest.approx(mm(3)) and grid.slots[grid.cols - 1].bleed_right == pytest.approx(mm(3))
    left = min(s.x for s in grid.slots) - mm(3)
    right = max(s.x + s.width for s in grid.slots) + mm(3)
    for m in crop_marks(grid, spec):
        assert abs(m.x2 - m.x1) + abs(m.y2 - m.y1) >= SHORT_MARK_MIN - 1e-6
        if m.x1 == m.x2:  # a vertical mark: off the bleed, inside the margin
            low, high = sorted((m.y1, m.y2))
            assert high <= bottom.y - mm(3) + 1e-6 or low >= top.y + top.height + mm(3) - 1e-6
            assert low >= mm(5.5) - 1e-6 and high <= spec.paper.height - mm(5.5) + 1e-6
        else:  # a horizontal one beside the block: off the bleed, inside the margin
            low, high = sorted((m.x1, m.x2))
            assert high <= left + 1e-6 or low >= right - 1e-6
            assert low >= mm(5.5) - 1e-6 and high <= spec.paper.width - mm(5.5) + 1e-6
