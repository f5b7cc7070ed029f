"""Przekręt's card grid: a gutter wherever it costs no card (issue 36, r8 kit review). No PDF."""

from __future__ import annotations

from generator.games.przekret.fixed_plan import fixed_grid
from generator.model.core import BuildOptions
from generator.model.units import mm


def test_property_cards_get_a_gutter_of_twice_their_bleed_and_keep_eight_to_a_sheet():
    spec, grid = fixed_grid(mm(88), mm(63), mm(3), BuildOptions())
    assert spec.gap == mm(6) and grid.per_sheet == 8
    assert all(s.bleed_left == s.bleed_right == s.bleed_top == s.bleed_bottom == mm(3) for s in grid.slots)


def test_cards_a_gutter_would_push_off_the_sheet_stay_butted():
    for width, height, per_sheet in ((mm(63), mm(33), 24), (mm(63), mm(88), 9)):  # leases, Los
        spec, grid = fixed_grid(width, height, mm(3), BuildOptions())
        assert spec.gap == 0 and grid.per_sheet == per_sheet


def test_cards_without_bleed_stay_butted():
    spec, _ = fixed_grid(mm(88), mm(63), 0.0, BuildOptions())
    assert spec.gap == 0
