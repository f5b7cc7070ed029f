"""Kit review r38: labels kept clear of the marks and pieces beside them (K minor 5: the 50 mm square's words 0.4 mm
from its tick)."""

from __future__ import annotations

from generator.draw.pdf import new_document
from generator.layout.imposition import PAPERS
from generator.model.units import mm

from .pdfcheck import printed_text


def test_the_calibration_squares_words_keep_2_mm_from_its_ticks(tmp_path):
    """Every letter in the 50 mm square 2 mm or more from every one of its ticks (5 mm apart along its bottom and
    left edges, 2.5 or 4 mm long): before r38 „zmierz: bok musi mieć dokładnie 50 mm” in one line began 0.4 mm
    right of the 2.5 mm tick at the square's half height."""
    from generator.draw.pdf import draw_calibration_square

    paper = PAPERS["a4"]
    doc = new_document(paper, "kalibracja")
    x, y = mm(20), mm(40)
    draw_calibration_square(doc.canvas, x, y)
    doc.show_page()
    path = tmp_path / "square.pdf"
    path.write_bytes(doc.finish())
    ticks = []  # (x0, y0, x1, y1) of each tick
    for i in range(1, 10):
        tick = mm(2.5) if i % 2 else mm(4)
        ticks.append((x + i * mm(5), y, x + i * mm(5), y + tick))
        ticks.append((x, y + i * mm(5), x + tick, y + i * mm(5)))
    letters = [box for _, char, _, _, box in printed_text(path) if char.strip()]
    assert len(letters) > 40
    nearest = (
        min(
            max(t[0] - b[2], b[0] - t[2], 0.0) ** 2 + max(t[1] - b[3], b[1] - t[3], 0.0) ** 2
            for b in letters
            for t in ticks
        )
        ** 0.5
    )
    assert nearest >= mm(2), nearest / mm(1)
