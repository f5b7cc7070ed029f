"""Labels on a tiled board's glue and waste bands sit where nothing is printed (issue 36): the
placing arithmetic without a PDF, then the bundled boards' bands against their printed boxes."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.build.recipe import BuildOptions
from generator.draw.kinds.board.pdf import printed_boxes, seam_plan
from generator.draw.kinds.board.strips import (
    LABEL_CLEARANCE,
    NOTCH_CLEARANCE,
    along_range,
    band_text_size,
    band_texts,
    crossing_bands,
    label_place,
    notches_along,
)
from generator.draw.pdf import MARK_WIDTH
from generator.layout.strip_labels import blocked_along, free_stretches, label_spot
from generator.model.units import mm

from .test_boards import copy_boards, load, render


def test_free_stretches_are_what_no_blocked_interval_covers():
    assert free_stretches((0, 100), [(10, 20), (15, 30), (90, 120)]) == [(0, 10), (30, 90)]
    assert free_stretches((0, 100), [(-5, 100)]) == []
    assert free_stretches((0, 100), []) == [(0, 100)]


def test_a_label_goes_nearest_the_middle_where_it_fits_or_nowhere():
    blocked = [(40, 60)]
    assert label_spot((0, 100), 30, blocked, 50) == 25  # 0–40 fits 30 mm; as near 50 as it can be
    assert label_spot((0, 100), 30, [(30, 60)], 50) == 75  # only 60–100 is long enough
    assert label_spot((0, 100), 45, blocked, 50) is None  # neither side is 45 long
    assert label_spot((0, 100), 10, [], 50) == 50


def test_only_boxes_reaching_into_the_band_block_it():
    boxes = [(0, 0, 10, 10), (20, 50, 30, 60), (5, 100, 15, 120)]
    # a band down the board (axis x) across x 8–12: the first and third boxes reach into it, along y
    assert blocked_along(boxes, "x", (8, 12), 1) == [(-1, 11), (99, 121)]
    # a band across the board (axis y) across y 55–58: the second box, along x
    assert blocked_along(boxes, "y", (55, 58), 0) == [(20, 30)]


@pytest.fixture(scope="module")
def bundled(tmp_path_factory) -> Path:
    return copy_boards(tmp_path_factory.mktemp("bundled"))


def _bands(plan):
    names = {(t.col, t.row): t.label for t in plan.tiles}
    for tile in plan.tiles:
        for band, axis, neighbour in (
            ("glue", "x", (tile.col + 1, tile.row)),
            ("glue", "y", (tile.col, tile.row + 1)),
            ("waste", "x", (tile.col - 1, tile.row)),
            ("waste", "y", (tile.col, tile.row - 1)),
        ):
            span = getattr(getattr(tile, axis), band)
            if span:
                yield tile, band, axis, span, names[neighbour]


@pytest.mark.parametrize("game", ["przekret", "rynek", "kolekcjonerzy"])
def test_every_band_is_labelled_alike_and_clear_of_printed_boxes_where_it_can_be(bundled, game):
    """Every glue and waste band of a tiled board carries its label, in one wording per kind (kit
    review r15, P minor 9: A2's top cut strip had only scissors, B1 and B2 „odetnij wzdłuż linii
    i naklej na część …”); a label lies clear of every printed box whenever a free stretch of its band
    holds it, and otherwise covers no more printed matter than any other spot would."""
    from generator.layout.strip_labels import covered

    component, (full, _) = render(bundled, game)
    g, _ = load(bundled, game)
    plan = seam_plan(component, g, BuildOptions(), full.data)
    printed = printed_boxes(component, g, full.data)
    clear = 0
    for tile, band, axis, span, neighbour in _bands(plan):
        thickness = span[1] - span[0]
        size = band_text_size(thickness)
        blocked = blocked_along(printed, axis, span, LABEL_CLEARANCE)
        place = label_place(plan, tile, axis, tile.label, band_texts(band, neighbour), size, blocked)
        assert place is not None, (tile.label, band, axis)
        text, start, end = place
        assert text == (
            f"KLEJ · tu przyłóż krawędź części {neighbour}"
            if band == "glue"
            else f"ODPAD · odetnij i wyrzuć, krawędź na KLEJ części {neighbour}"
        )
        lo, hi = along_range(plan, tile, axis)
        assert lo <= start < end <= hi  # on the board, within the sheet's window
        length = end - start
        for a, b in crossing_bands(tile, axis):  # off the bands crossing it at the corners: their labels lie there
            assert end + LABEL_CLEARANCE <= a + 1e-6 or b + LABEL_CLEARANCE <= start + 1e-6, (tile.label, band)
        for a, b in notches_along(plan, tile, axis):  # no word under a notch cut away (kit review r18: „B2” on A2)
            assert end + NOTCH_CLEARANCE <= a + 1e-6 or b + NOTCH_CLEARANCE <= start + 1e-6, (tile.label, band, axis)
        crossing = [(a - LABEL_CLEARANCE, b + LABEL_CLEARANCE) for a, b in crossing_bands(tile, axis)]
        crossing += [(a - NOTCH_CLEARANCE, b + NOTCH_CLEARANCE) for a, b in notches_along(plan, tile, axis)]
        if any(b - a >= length for a, b in free_stretches((lo, hi), [*blocked, *crossing])):
            clear += 1
            for left, top, right, bottom in printed:
                across = (left, right) if axis == "x" else (top, bottom)
                along = (top, bottom) if axis == "x" else (left, right)
                if across[0] < span[1] and across[1] > span[0]:
                    assert end + mm(1) <= along[0] + 1e-6 or along[1] + 1e-6 <= start - mm(1) + 2e-6, (
                        tile.label,
                        band,
                        (left, top, right, bottom),
                    )
        else:
            r0, r1 = max(free_stretches((lo, hi), crossing), key=lambda s: s[1] - s[0])
            least = min(
                covered(a, a + length, blocked) for a in [r0 + (r1 - r0 - length) * i / 400 for i in range(401)]
            )
            assert covered(start, end, blocked) <= least + 1e-6, (tile.label, band, axis)
    # Przekręt's and Rynek's boards leave free stretches for most labels; Kolekcjonerzy's is printed along every band
    assert clear >= {"przekret": 2, "rynek": 2, "kolekcjonerzy": 0}[game]


def test_a_label_covers_the_least_printed_matter_when_nothing_is_free():
    from generator.layout.strip_labels import least_covered_spot

    # 0–100 all blocked but 40–55: a 30 long label covers 15 at best, centred 40 (25–55) to 55 (40–70)
    assert least_covered_spot((0, 100), 30, [(0, 40), (55, 100)], 50) == 50
    assert least_covered_spot((0, 100), 30, [(0, 40), (55, 100)], 20) == 40
    assert least_covered_spot((0, 100), 30, [(0, 100)], 50) == 50  # all alike: the preferred spot
    assert least_covered_spot((0, 20), 30, [], 10) is None  # shorter than the label


def test_a_table_counts_as_printed(tmp_path):
    """A table on a board (Przekręt's upgrade price table until r30, now a table added to a copy of its
    board where that one lay, under sheet A1's lower glue band): its rows, not only its words, keep the
    label away."""
    components = copy_boards(tmp_path / "components")
    board = components / "przekret" / "plansza.yaml"
    board.write_text(
        board.read_text(encoding="utf-8")
        + "tables:\n"
        + "  - {at: [63mm, 228.5mm], width: 123mm, title: Ceny ulepszeń, columns: [Ulica, Pokój, Apartament],"
        + " widths: [2.1, 1, 1.2], source: property-upgrades, size: 7pt, row_leading: 1.7}\n",
        encoding="utf-8",
    )
    component, (full, _) = render(components, "przekret")
    g, _ = load(components, "przekret")
    table = g.components["plansza"].spec.tables[0]
    boxes = printed_boxes(component, g, full.data)
    x, y = table.at
    assert any(b[0] == x and b[1] == y and b[2] == x + table.width for b in boxes)


def test_a_board_on_one_sheet_keeps_its_corner_marks_1_mm_inside_the_printer_margin(bundled):
    """Art Society's boards: the corner marks stopped on the 5 mm margin itself; now at 6 mm."""
    import pypdfium2 as pdfium

    _, (single,) = render(bundled, "art-society", "plansza-kolekcji")  # whole on one sheet: no shop file (r21)
    doc = pdfium.PdfDocument(single.data)
    try:
        image = doc[1].render(scale=200 / 72).to_pil().convert("L")
    finally:
        doc.close()
    per_mm = 200 / 25.4
    w, h = image.size
    edge = int(6 * per_mm) - 1  # one pixel of anti-aliasing
    for box in ((0, 0, w, edge), (0, h - edge, w, h), (0, 0, edge, h), (w - edge, 0, w, h)):
        assert image.crop(box).point(lambda v: 255 if v < 200 else 0).getbbox() is None


def registration_marks(data: bytes, page: int) -> list[tuple[float, float, float]]:
    """(x, y, arm) in page points of every registration cross drawn on a sheet: its white disc, a
    small round path of the page itself (the board is one form under it), its arm 1/0.62 the disc's
    radius (strips._registration)."""
    import pypdfium2 as pdfium
    import pypdfium2.raw as raw

    pdf = pdfium.PdfDocument(data)
    found = []
    try:
        r, g, b, a = (raw.c_uint() for _ in range(4))
        for obj in pdf[page].get_objects(filter=[raw.FPDF_PAGEOBJ_PATH], max_depth=1):
            left, bottom, right, top = obj.get_bounds()
            fill, stroke = raw.c_int(), raw.c_int()
            raw.FPDFPath_GetDrawMode(obj.raw, fill, stroke)
            if not fill.value or not raw.FPDFPageObj_GetFillColor(obj.raw, r, g, b, a):
                continue
            w, h = right - left, top - bottom
            # a disc is curved: a square of white (a glue band's 4 mm corner notch) is no cross's
            curved = any(
                raw.FPDFPathSegment_GetType(raw.FPDFPath_GetPathSegment(obj.raw, i)) == raw.FPDF_SEGMENT_BEZIERTO
                for i in range(raw.FPDFPath_CountSegments(obj.raw))
            )
            if (
                (r.value, g.value, b.value) == (255, 255, 255)
                and curved
                and abs(w - h) < mm(0.2)
                and mm(0.8) < w < mm(4)
            ):
                found.append(
                    ((left + right) / 2, (bottom + top) / 2, (w / 2 - MARK_WIDTH) / 0.62)
                )  # pdfium bounds a stroked path a line width out
    finally:
        pdf.close()
    return found


@pytest.mark.parametrize("game", ["przekret", "rynek", "kolekcjonerzy"])
def test_no_sheet_of_a_tiled_board_prints_an_unexplained_registration_cross(bundled, game):
    """A glue band carries no registration cross: the neighbour is cut before it is laid on the band,
    so nothing of its own meets a cross, and the map never explained one (kit review r20, Kolekcjonerzy
    minor 5: a crosshair on A2's glue band)."""
    _, (_, tiled) = render(bundled, game)
    sheets = range(tiled.guide_pages, tiled.pages)
    assert sheets and [registration_marks(tiled.data, page) for page in sheets] == [[]] * len(sheets)
