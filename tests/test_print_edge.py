"""Nothing is printed within 5 mm of the paper edge in home-printer files (developer guide), and the
ink keeps INK_SAFETY more: every page of every print job of the bundled kit (`<game>/druk/*.pdf`),
rendered as a home printer would get it, has white paper in its outer 5 mm and the pixel that straddles
the 5 mm line (kit review r14: crop marks starting at exactly 5.0 mm, glue strips reaching 5.0 mm,
sheet headers at 4.8 mm). One test over all jobs so that the class cannot come back in any game."""

from __future__ import annotations

import math

import numpy as np
import pytest

from generator.layout.imposition import INK_SAFETY
from generator.model.units import mm
from tests.conftest import COMPONENTS

DPI = 100
EDGE_MM = 5.0
GAMES = sorted(p.name for p in COMPONENTS.iterdir() if (p / "game.yaml").exists())


def edge_ink(path, dpi: int = DPI, edge_mm: float = EDGE_MM) -> list[tuple[int, str, float]]:
    """(page, side, distance in mm of the nearest non-white pixel) for every page of `path` with ink
    in its outer `edge_mm`, counting the pixel that straddles that line."""
    import pypdfium2 as pdfium

    band = math.ceil(edge_mm / 25.4 * dpi) + 1  # 5 mm at 100 dpi: 20 pixels (5.08 mm) and one more
    found = []
    pdf = pdfium.PdfDocument(str(path))
    try:
        for number in range(len(pdf)):
            image = np.asarray(pdf[number].render(scale=dpi / 72).to_pil().convert("L")) < 255
            sides = {
                "top": image[:band, :].any(axis=1),
                "bottom": image[::-1][:band, :].any(axis=1),
                "left": image[:, :band].any(axis=0),
                "right": image[:, ::-1][:, :band].any(axis=0),
            }
            for side, rows in sides.items():
                if rows.any():
                    found.append((number + 1, side, round(int(np.argmax(rows)) * 25.4 / dpi, 2)))
    finally:
        pdf.close()
    return found


def test_the_band_reaches_past_the_margin_line():
    """The checked band covers the 5 mm margin and INK_SAFETY's first part: ink at 5.0 mm is caught."""
    band_mm = (math.ceil(EDGE_MM / 25.4 * DPI) + 1) * 25.4 / DPI
    assert EDGE_MM < band_mm < EDGE_MM + INK_SAFETY / mm(1)


@pytest.mark.parametrize("game", GAMES)
def test_no_ink_within_5_mm_of_the_edge_in_any_print_job(bundled_kit, game):
    jobs = sorted((bundled_kit / game / "druk").glob("*.pdf"))
    assert jobs, game
    found = {job.name: hits for job in jobs if (hits := edge_ink(job))}
    assert not found, found
