"""Kolekcjonerzy's paper after the r35 kit review: the arbiter's sheet on two pages, its grid in 8.5 pt on 6 mm
rows (minor 6: 7–7.5 pt on 5 mm, the densest sheet, read under time pressure), and the plans' „tnij tutaj” run
along the cut line, halfway down, not stacked over „Pisz ołówkiem” (minor 7)."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.build.recipe import BuildOptions, load_and_validate
from generator.build.render import render
from generator.layout.imposition import PAPERS

from . import pdfcheck
from .test_kolekcjonerzy_pdfs import A4_PORTRAIT, GAME, lean  # noqa: F401  (the lean data: a fixture)

MM = 25.4 / 72


@pytest.fixture(scope="module")
def sheets(lean, tmp_path_factory) -> dict[str, Path]:  # noqa: F811
    project, _ = load_and_validate(lean, [GAME])
    out = tmp_path_factory.mktemp("sheets")
    found = {}
    for paper in ("a4", "letter"):
        for output in render(project, BuildOptions(paper=PAPERS[paper]), ["arbiter", "plan"]):
            path = out / f"{paper}-{output.filename}"
            path.write_bytes(output.data)
            found[f"{paper}-{Path(output.filename).stem}"] = path
    return found


def test_the_arbiters_sheet_is_two_pages_the_grid_on_the_first_the_play_on_the_second(sheets):
    path = sheets["a4-arbiter"]
    assert pdfcheck.page_sizes_mm(path) == [A4_PORTRAIT] * 2
    first, second = (" ".join(text.split()) for text in pdfcheck.page_texts(path))
    assert "OBRAZ WYSPIAŃSKIEGO" in first and "POCZTÓWKA" in first and "Kolejki" not in first
    assert "Arkusz arbitra – w grze" in second and "OBRAZ" not in second
    for block in ("Bank trzymaj zakryty", "Kolejki", "Koniec bez ogłoszenia zwycięstwa", "Bank winien", "Zwycięstwo:"):
        assert block in second, block


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_the_arbiters_grid_names_are_8_5_pt_on_rows_of_6_mm(sheets, paper):
    chars = pdfcheck.printed_text(sheets[f"{paper}-arbiter"])
    line = "".join(ch for _, ch, *_ in chars)
    names = ("OBRAZWYSPIAŃSKIEGO", "SZNURPEREŁ", "POCZTÓWKA")
    starts = [line.index(name) for name in names]
    assert all(chars[i][2] >= 8.5 - 0.05 for i in starts), [chars[i][2] for i in starts]
    step = (chars[starts[0]][4][1] - chars[starts[1]][4][1]) * MM
    assert step >= (6.0 if paper == "a4" else 5.9), step  # Letter is 18 mm shorter than A4
    # nothing the arbiter reads on either page under 7 pt, the round boxes' numbers 8 pt
    assert pdfcheck.small_text(sheets[f"{paper}-arbiter"], 7.0) == []
    sixty = line.index("5960")
    assert chars[sixty][2] >= 8 - 0.05


def test_the_cut_label_runs_along_its_line_halfway_down(sheets):
    import pypdfium2 as pdfium

    path = sheets["a4-plan"]
    pdf = pdfium.PdfDocument(str(path))
    width, height = pdf[0].get_size()
    pdf.close()
    chars = [(ch, box) for page, ch, _, _, box in pdfcheck.printed_text(path) if page == 0]
    joined = "".join(ch for ch, _ in chars)
    at = joined.index("tnijtutaj")
    boxes = [box for _, box in chars[at : at + 9]]
    # the sheet lies portrait, the forms turned a quarter: the cut runs across the page at its half height
    centre = height / 2
    assert all(b[3] < centre for b in boxes) or all(b[1] > centre for b in boxes)  # wholly on one side
    along, across = [(b[0] + b[2]) / 2 for b in boxes], [(b[1] + b[3]) / 2 for b in boxes]
    assert max(along) - min(along) > 6 / MM > 3 / MM > max(across) - min(across)  # along the line, not across it
    assert abs((min(along) + max(along)) / 2 - width / 2) < 10 / MM  # halfway along it
    pencil = joined.index("Pisz")
    assert min(abs(chars[pencil][1][0] - b[0]) for b in boxes) > 40 / MM  # far from „Pisz ołówkiem”
