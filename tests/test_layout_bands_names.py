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


def test_colours_of_one_band_lie_in_whole_columns_with_a_gutter():
    """Przekręt's 48 rooms and 18 hospital chits (14 mm, 6 rows) in one band: 8 + 3 columns with a
    4 mm gutter between the colours (kit review r17); counts that do not fill whole columns, or a
    band too wide for the gutter, keep the plain band."""
    from generator.layout.bands import Band, colour_columns, column_order, grid_slots
    from generator.model.units import mm

    band = Band(group=0, first=0, count=66, width=mm(14), height=mm(14), cols=13, rows=6)
    assert colour_columns(band, [48, 18], mm(182), mm(4)) == (8,)
    assert colour_columns(band, [47, 19], mm(182), mm(4)) is None
    assert colour_columns(band, [48, 18], mm(155), mm(4)) is None
    order = column_order(66, 6, 11)
    assert sorted(order) == list(range(66)) and order[:2] == [0, 6]  # the first row: column tops
    slots = grid_slots(0, 66, 11, 0.0, 0.0, mm(14), mm(14), mm(2), None, (0.0, 0.0), (8,), mm(4))
    seventh, eighth = slots[7], slots[8]
    assert abs(eighth.x - (seventh.x + seventh.width) - mm(4)) < 1e-6
    assert seventh.bleed_right == eighth.bleed_left == mm(2)  # each colour its own full bleed
    assert slots[6].bleed_right == 0.0  # butted within a colour
