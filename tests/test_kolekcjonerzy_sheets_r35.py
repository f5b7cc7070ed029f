"""Kolekcjonerzy's paper after the r35 kit review: the arbiter's sheet on two pages, its grid in 8.5 pt on 6 mm
rows (minor 6: 7–7.5 pt on 5 mm, the densest sheet, read under time pressure). The plans' „tnij tutaj” (minor 7:
stacked over „Pisz ołówkiem”) is gone since r43 (K minor 4): test_guide_r20 checks no cut cue stays on a copy."""

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
