"""Bands that carry their names: each name lies above its band (issue 36, r8 kit review)."""

from __future__ import annotations

from generator.layout.bands import Band, place_bands
from generator.layout.imposition import Paper
from generator.model.units import mm

A4 = Paper("A4", mm(210), mm(297))


def test_a_full_named_sheet_puts_its_widest_pieces_first_the_rest_in_order():
    """No room above the first band for its name: the band of the widest pieces goes first, since
    the stretches between its top marks are wide enough for a name; the others keep their order."""
    page = [
        Band(0, 0, 66, mm(14), mm(14), 13, 6),
        Band(1, 0, 24, mm(20), mm(20), 9, 3),
        Band(2, 0, 6, mm(72), mm(16), 2, 3),
        Band(3, 0, 2, mm(77.8), mm(54), 2, 1),
    ]
    placed = place_bands(page, A4, mm(5), mm(2), named=True)
    assert [p.band.group for p in placed] == [3, 0, 1, 2]
    tops = [max(s.y + s.height for s in p.slots) for p in placed]
    assert tops == sorted(tops, reverse=True)


def test_a_named_sheet_with_room_keeps_its_order_and_starts_lower():
    page = [Band(0, 0, 10, mm(14), mm(14), 10, 1), Band(1, 0, 2, mm(40), mm(40), 2, 1)]
    named = place_bands(page, A4, mm(5), mm(2), named=True)
    plain = place_bands(page, A4, mm(5), mm(2))
    assert [p.band.group for p in named] == [0, 1]
    assert max(s.y + s.height for s in named[0].slots) < max(s.y + s.height for s in plain[0].slots)


def test_an_unnamed_full_sheet_keeps_its_order():
    page = [Band(0, 0, 66, mm(14), mm(14), 13, 6), Band(3, 0, 2, mm(77.8), mm(54), 2, 1)]
    assert [p.band.group for p in place_bands(page, A4, mm(5), mm(2))] == [0, 3]
