"""The kit's checklist page (build/checklist.py): its rows stay above the page's foot, in a second
column when one does not hold them – pure layout arithmetic, no PDF."""

from __future__ import annotations

from generator.build.checklist import FOOT, ROW, Row, row_height, row_places
from generator.model.units import mm


def test_a_short_list_is_one_column_row_under_row():
    rows = [Row("Plansza", 1), Row("Pieniądze", 90, (("100 zł", 40), ("500 zł", 50)))]
    places = row_places(rows, mm(20), mm(250), mm(85), FOOT)
    assert places == [(mm(20), mm(250)), (mm(20), mm(250) - ROW)]
    assert row_height(rows[1]) == ROW + 2 * mm(5.5) + mm(1.5)


def test_many_rows_go_on_in_a_second_column_and_none_reaches_the_foot():
    rows = [Row(f"Element {i}", i, (("a", 1),) if i % 3 == 0 else ()) for i in range(40)]
    places = row_places(rows, mm(20), mm(250), mm(85), FOOT)
    assert {x for x, _ in places} == {mm(20), mm(105)}
    for row, (_, y) in zip(rows, places):
        assert y - row_height(row) + ROW >= FOOT  # its last line's baseline
    xs = [x for x, _ in places]
    assert xs == sorted(xs)  # the first column is filled before the second
