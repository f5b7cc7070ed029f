"""The kit's sheets after kit review r34 (sheets: boxes for a print shop, board marks, labels off the bleed,
slugs). Art Society minor 8, Rynek minor 12: TrimBox = BleedBox = MediaBox on every page, so a print shop
that cuts a one-piece page had no machine-readable trim. A page that holds one piece – a board on one
sheet – says its trim (TrimBox: the board's edges) and its bleed (BleedBox: the art round it); an imposed
sheet of many pieces keeps its boxes the paper's."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from generator.model.units import to_mm

from .board_subsets import copy_boards


def _mm(box) -> tuple[float, ...]:
    return tuple(round(to_mm(float(v)), 2) for v in box)


@pytest.mark.parametrize("name", ["plansza-kolekcji", "plansza-muzeum"])
def test_a_board_on_one_sheet_says_its_trim_and_bleed(tmp_path_factory, name):
    from .test_boards import render

    _, (tiled,) = render(copy_boards(tmp_path_factory.mktemp("boxes")), "art-society", name)
    reader = PdfReader(io.BytesIO(tiled.data))
    first, *sheets = reader.pages
    assert _mm(first.trimbox) == _mm(first.mediabox)  # the assembly map: no piece to trim
    assert sheets
    for page in sheets:
        assert _mm(page.mediabox) == (0, 0, 297, 210)
        assert _mm(page.trimbox) == (11, 11, 286, 199)  # 275 × 188 mm centred on landscape A4
        assert _mm(page.bleedbox) == (8.5, 8.5, 288.5, 201.5)  # its 2.5 mm bleed


def test_the_whole_board_for_a_print_shop_keeps_its_boxes(tmp_path_factory):
    from .test_boards import render

    component, outputs = render(copy_boards(tmp_path_factory.mktemp("whole")), "rynek")
    whole = PdfReader(io.BytesIO(outputs[0].data)).pages[0]
    trim, bleed = _mm(whole.trimbox), _mm(whole.bleedbox)
    assert round(trim[2] - trim[0], 1) == round(to_mm(component.spec.size.width), 1)
    assert round(trim[0] - bleed[0], 1) == round(to_mm(component.spec.bleed), 1)
    for page in PdfReader(io.BytesIO(outputs[1].data)).pages:  # imposed home sheets: the paper's boxes
        assert _mm(page.trimbox) == _mm(page.mediabox) == _mm(page.bleedbox)
