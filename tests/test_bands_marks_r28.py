"""Two bands' column marks that face each other across a narrow gap read as one row of ticks: a tick
of one band off every line of the other, over the other's pieces, is a cut there (kit review r28,
Rynek minor 1: the machines' bottom ticks, 34 mm apart, 0.8 mm above the walls' top ticks, 30 mm
apart; once the machines are cut off a wall may be cut on a machine tick 5 mm off its line). Where
two rows come closer than 3 mm, every tick of each within the other's span is on one of its lines,
or one band gives its row up. Pure layout arithmetic."""

from __future__ import annotations

from generator.layout.bands import place_bands, plan_bands, sheet_marks
from generator.layout.imposition import PAPERS
from generator.model.units import mm, to_mm

A4 = PAPERS["a4"]
MARGIN, BLEED = mm(5), mm(1.5)
RYNEK = [(mm(34), mm(34), 18), (mm(30), mm(16), 18), (mm(78), mm(21), 6, mm(6), mm(3))]
# Kolekcjonerzy's 60 + 24 tokens and Przekręt's chits: rows of one pitch, ticks on one line
SAME_PITCH = [(mm(14), 60), (mm(20), 24)]


def _rows(items):
    """The sheet's column ticks, grouped into rows by their span (mm, rounded)."""
    (page,) = plan_bands(items, A4, MARGIN, BLEED)
    placed = place_bands(page, A4, MARGIN, BLEED, named=True)
    rows: dict[tuple[float, float], list[float]] = {}
    for m in sheet_marks(placed, [True] * len(placed), A4, MARGIN, BLEED):
        if abs(m.x1 - m.x2) < 1e-6:
            span = (round(to_mm(min(m.y1, m.y2)), 2), round(to_mm(max(m.y1, m.y2)), 2))
            rows.setdefault(span, []).append(to_mm(m.x1))
    return rows


def _astray(items) -> list[tuple]:
    found = []
    rows = list(_rows(items).items())
    for i, (span_a, xs_a) in enumerate(rows):
        for span_b, xs_b in rows[i + 1 :]:
            apart = max(span_b[0] - span_a[1], span_a[0] - span_b[1])
            if apart >= 3.0 - 0.01:
                continue
            for xs, other in ((xs_a, xs_b), (xs_b, xs_a)):
                off = [
                    x for x in xs if min(other) - 0.01 < x < max(other) + 0.01 and min(abs(x - o) for o in other) > 0.05
                ]
                if off:
                    found.append((span_a, span_b, [round(x, 1) for x in off]))
    return found


def test_no_tick_of_one_band_stands_off_the_lines_of_a_band_just_below_or_above():
    assert _astray(RYNEK) == []


def test_rows_on_one_pitch_keep_their_ticks():
    """Ticks on one line are no mistake: both bands keep their rows there."""
    assert _astray(SAME_PITCH) == []
    assert len(_rows(SAME_PITCH)) == 4  # above and below each band
