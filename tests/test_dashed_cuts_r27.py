"""Every dashed cut line on paper is drawn once (kit review r27, K minor 1): where two pieces meet, a
frame round each printed their shared cut twice, the two dash patterns out of phase, and the cut read
as a near-solid line with tiny gaps. Measured on every page of every game's print jobs: no two dashed
straight strokes lie on one line over more than a millimetre. Fold lines (the kit's dash-dot) are
drawn with each piece, under its neighbour's print, and are left out."""

from __future__ import annotations

import re
from pathlib import Path

from pypdf import PdfReader
from reportlab.lib import colors

from generator.draw.pdf import FOLD_DASH, draw_cut_grid, new_document
from generator.layout.imposition import Paper
from generator.model.units import mm
from tests.pdfcheck import strokes

PT_PER_MM = 72 / 25.4
LONGEST_SHARED = mm(1)  # two collinear dashed strokes may touch at an end, never run along each other
DASH_OPERATOR = re.compile(rb"\[[^\]]*\]\s*[-\d.]+\s+d\b")


def _contents(reader: PdfReader, page) -> bytes:
    """The bytes of a page's content and of every form it places, however deep (a quick look for a
    dash operator before the slower parse)."""
    data, seen = [page.get_contents().get_data() if page.get_contents() else b""], set()

    def forms(resources) -> None:
        for ref in ((resources or {}).get("/XObject") or {}).values():
            form = ref.get_object()
            if id(form) in seen or form.get("/Subtype") != "/Form":
                continue
            seen.add(id(form))
            data.append(form.get_data())
            forms(form.get("/Resources"))

    forms(page.get("/Resources"))
    return b"\n".join(data)


def _dashed_segments(path: Path, index: int, reader: PdfReader) -> list[tuple[str, float, float, float]]:
    """The straight dashed cut strokes of a page as (axis, where across, from, to) in points: "v" for a
    vertical stroke at x, "h" for a horizontal one at y."""
    segments = []
    for stroke in strokes(path, index, reader=reader):
        if not any(stroke.dash) or tuple(round(v, 2) for v in stroke.dash) == FOLD_DASH:
            continue
        for points in stroke.polylines:
            for (x1, y1), (x2, y2) in zip(points, points[1:]):
                if abs(x1 - x2) < 0.05:
                    segments.append(("v", x1, min(y1, y2), max(y1, y2)))
                elif abs(y1 - y2) < 0.05:
                    segments.append(("h", y1, min(x1, x2), max(x1, x2)))
    return segments


def _doubled(segments) -> list[tuple]:
    """Pairs of dashed strokes on one line (within 0.3 pt) sharing more than LONGEST_SHARED of it."""
    found = []
    for i, (axis, at, start, end) in enumerate(segments):
        for other in segments[i + 1 :]:
            if (
                other[0] == axis
                and abs(other[1] - at) < 0.3
                and min(end, other[3]) - max(start, other[2]) > LONGEST_SHARED
            ):
                found.append((axis, round(at / PT_PER_MM, 1)))
    return found


def test_no_dashed_cut_on_paper_is_drawn_twice(bundled_kit):
    doubled, pages_with_dashes = [], 0
    for pdf in sorted(bundled_kit.glob("*/druk/*.pdf")):
        reader = PdfReader(str(pdf))
        for index, page in enumerate(reader.pages):
            if not DASH_OPERATOR.search(_contents(reader, page)):
                continue
            segments = _dashed_segments(pdf, index, reader)
            pages_with_dashes += bool(segments)
            if pairs := _doubled(segments):
                doubled.append((f"{pdf.parent.parent.name}/{pdf.name} p. {index + 1}", pairs[:3]))
    assert pages_with_dashes >= 6  # the slips, the banker's slips, the plans' halves, the boards' waste strips
    assert doubled == []


def test_a_grid_of_cuts_is_each_cut_once_with_a_dash_at_every_crossing(tmp_path):
    """Ten butted slips (2 × 5, each edge given by both its pieces): one stroke per cut between two
    crossings, and each stroke's dashes fill it exactly, a dash at both ends."""
    doc = new_document(Paper("A4", mm(210), mm(297)), "cuts")
    w, h = mm(95), mm(55)
    boxes = [(mm(10) + col * w, mm(10) + row * h, w, h) for row in range(5) for col in range(2)]
    xs = [x for x, _, _, _ in boxes] + [x + w for x, _, w, _ in boxes]
    ys = [y for _, y, _, _ in boxes] + [y + h for _, y, _, h in boxes]
    draw_cut_grid(doc.canvas, xs, ys, colors.HexColor("#8c8273"))
    doc.show_page()
    path = tmp_path / "cuts.pdf"
    path.write_bytes(doc.finish())
    reader = PdfReader(str(path))
    segments = _dashed_segments(path, 0, reader)
    assert _doubled(segments) == []
    assert len(segments) == 3 * 5 + 6 * 2  # 3 verticals crossed by 6 rows of cuts, 6 horizontals by 3
    for stroke in strokes(path, 0, reader=reader):
        (start, end), (dash, gap) = stroke.polylines[0], stroke.dash
        length = abs(end[0] - start[0]) + abs(end[1] - start[1])
        count = round((length + gap) / (dash + gap))
        assert abs(count * dash + (count - 1) * gap - length) < 0.01
