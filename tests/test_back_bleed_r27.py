"""Every duplex piece's back runs at least BACK_BLEED_MIN (2 mm) past its outer cuts (kit review r27,
K minor 7: the token backs ran 1.45–1.5 mm past the cut, just the shift the print chapter allows). The
rule is layout arithmetic (`imposition.back_reach`); the kit is measured from its PDFs' geometry: on
every back page of every game's double-sided card jobs, each piece's back is drawn inside a clipping
rectangle, and the page's crop marks give the cuts."""

from __future__ import annotations

from pypdf import PdfReader
from pypdf.generic import ContentStream

from generator.layout.imposition import BACK_BLEED_MIN, BLEED_MIN, Slot, back_reach
from generator.model.units import mm
from tests.pdfcheck import crop_marks_mm

PT_PER_MM = 72 / 25.4


def _slot(index: int, x: float, y: float, size: float, bleeds: tuple[float, float, float, float]) -> Slot:
    return Slot(index, 0, 0, x, y, size, size, False, *bleeds)


def test_a_back_reaches_2_mm_past_its_outer_cuts_and_no_further_between_pieces():
    size, b = mm(15.5), BLEED_MIN
    # two butted chits, then a third 3 mm away (a colour gutter: each keeps its own 1.5 mm)
    first = _slot(0, mm(20), mm(20), size, (b, 0.0, b, b))
    second = _slot(1, mm(20) + size, mm(20), size, (0.0, b, b, b))
    third = _slot(2, mm(20) + 2 * size + 2 * b, mm(20), size, (b, b, b, b))
    sheet = [first, second, third]
    left = back_reach(first, sheet)
    assert (left.bleed_left, left.bleed_right, left.bleed_bottom, left.bleed_top) == (
        BACK_BLEED_MIN,
        0.0,
        BACK_BLEED_MIN,
        BACK_BLEED_MIN,
    )
    middle = back_reach(second, sheet)
    assert (middle.bleed_left, middle.bleed_right) == (0.0, b)  # butted, and a gutter of 3 mm
    right = back_reach(third, sheet)
    assert (right.bleed_left, right.bleed_right) == (b, BACK_BLEED_MIN)
    wide = _slot(3, mm(100), mm(100), size, (mm(3),) * 4)
    assert back_reach(wide, [wide]) == wide  # a wider bleed stays as it is
    white = _slot(4, mm(100), mm(100), size, (0.0,) * 4)
    assert back_reach(white, [white]) == white  # a note's white margin: no bleed to widen


def _clips(reader: PdfReader, index: int) -> list[tuple[float, float, float, float]]:
    """The clipping rectangles (x0, y0, x1, y1, in points) a page sets in its own content: a piece's
    side drawn within its bleed."""
    ops = ContentStream(reader.pages[index].get_contents(), reader).operations
    found = []
    for (operands, op), (_, after) in zip(ops, ops[1:]):
        if op == b"re" and after in (b"W", b"W*"):
            x, y, w, h = (float(v) for v in operands)
            found.append((x, y, x + w, y + h))
    return found


def _outer_reaches(clips, cuts_x, cuts_y) -> list[tuple[str, float]]:
    """For each clip's outer side (no other clip overlapping it or within 4 mm beyond it) the distance in mm from the
    nearest cut inside it to the clip's edge; sides with a cut on the edge (no bleed: a white margin) left out."""
    near = 2 * BACK_BLEED_MIN

    def across(a, b, lo, hi):
        return a < hi - 0.01 and lo < b - 0.01

    reaches = []
    for x0, y0, x1, y1 in clips:
        others = [c for c in clips if c != (x0, y0, x1, y1)]
        sides = {
            "left": (x0, [x for x in cuts_x if x0 - 0.05 <= x <= x0 + near], min, lambda c: across(c[1], c[3], y0, y1) and c[0] < x0 and c[2] > x0 - near),
            "right": (x1, [x for x in cuts_x if x1 - near <= x <= x1 + 0.05], max, lambda c: across(c[1], c[3], y0, y1) and c[2] > x1 and c[0] < x1 + near),
            "bottom": (y0, [y for y in cuts_y if y0 - 0.05 <= y <= y0 + near], min, lambda c: across(c[0], c[2], x0, x1) and c[1] < y0 and c[3] > y0 - near),
            "top": (y1, [y for y in cuts_y if y1 - near <= y <= y1 + 0.05], max, lambda c: across(c[0], c[2], x0, x1) and c[3] > y1 and c[1] < y1 + near),
        }  # fmt: skip
        for side, (edge, cuts, nearest, beside) in sides.items():
            if not cuts or any(beside(c) for c in others):
                continue
            reach = abs(edge - nearest(cuts)) / PT_PER_MM
            if reach > 0.05:
                reaches.append((side, round(reach, 2)))
    return reaches


def test_every_back_in_the_kit_runs_2_mm_past_its_outer_cuts(bundled_kit):
    measured, short = 0, []
    for pdf in sorted(bundled_kit.glob("*/druk/*-karton-*-dwustronnie-*.pdf")):
        reader = PdfReader(str(pdf))
        for index in range(1, len(reader.pages), 2):  # the backs
            marks = crop_marks_mm(pdf, index, into_forms=True)
            cuts_x = sorted({m[0] * PT_PER_MM for m in marks if abs(m[0] - m[2]) < 0.01})
            cuts_y = sorted({m[1] * PT_PER_MM for m in marks if abs(m[1] - m[3]) < 0.01})
            for side, reach in _outer_reaches(_clips(reader, index), cuts_x, cuts_y):
                measured += 1
                if reach < BACK_BLEED_MIN / mm(1) - 0.01:
                    short.append((f"{pdf.parent.parent.name}/{pdf.name} p. {index + 1}", side, reach))
    assert measured >= 100  # tokens, tiles, cards, Losy, lollipops and paintings of four games
    assert short == []
