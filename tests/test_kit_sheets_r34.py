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


def _ticket_boxes(page) -> list[tuple[float, float, float, float]]:
    """The boxes (page points: left, bottom, right, top) of the sheet ticket's characters on a page: its
    label's sheet and part („· arkusz”, „· część”), its printing words („skala 100%”) and its ruler's „50 mm”."""
    text = page.get_textpage()
    try:
        boxes = []
        for words in ("· arkusz", "· część", "skala 100", "50 mm"):
            search = text.search(words)
            found = search.get_next()
            while found:
                start, count = found
                boxes += [text.get_charbox(i) for i in range(start, start + count)]
                found = search.get_next()
        return boxes
    finally:
        text.close()


@pytest.mark.parametrize("game", ["kolekcjonerzy", "przekret", "rynek"])
def test_no_sheet_label_or_ruler_lies_on_a_boards_bleed(tmp_path_factory, game):
    """Przekręt minor 4 (r34): „Plansza · arkusz 2/3 · część B1 … 50 mm” and its ruler lay in a white box
    1.5–2.8 mm outside B1's cut edge, in its 3 mm bleed: a cut drifting out left a white notch. On every
    sheet of a tiled board the ticket's characters keep BLEED_CLEAR off the bleed past every outer trim
    (the art round the board beyond its trim; a ticket on a glue or waste band lies inside the trim)."""
    import pypdfium2 as pdfium

    from generator.build.recipe import BuildOptions
    from generator.draw.kinds.board.pdf import seam_plan, tile_art
    from generator.draw.kinds.board.ticket import BLEED_CLEAR

    from .board_subsets import load
    from .test_boards import render

    bundled = copy_boards(tmp_path_factory.mktemp("bleed"))
    component, outputs = render(bundled, game)
    g, _ = load(bundled, game)
    plan = seam_plan(component, g, BuildOptions())
    pdf = pdfium.PdfDocument(outputs[-1].data)
    checked = 0
    try:
        for number, sheet in enumerate(plan.sheet_tiles(), start=1):  # page 1: the assembly map
            boxes = _ticket_boxes(pdf[number])
            assert boxes, (game, number)
            for tile in sheet:
                x0, y0, x1, y1 = tile_art(plan, tile, component.spec.bleed)
                ox, oy = plan.page_point(tile, 0, plan.board_height)
                trim = (ox, oy, ox + plan.board_width, oy + plan.board_height)
                for left, bottom, right, top in boxes:
                    near = (
                        left < x1 + BLEED_CLEAR - 1e-3
                        and right > x0 - BLEED_CLEAR + 1e-3
                        and bottom < y1 + BLEED_CLEAR - 1e-3
                        and top > y0 - BLEED_CLEAR + 1e-3
                    )
                    inside = left >= trim[0] and right <= trim[2] and bottom >= trim[1] and top <= trim[3]
                    assert not near or inside, (game, number, tile.label, to_mm(left), to_mm(bottom))
                    checked += 1
    finally:
        pdf.close()
    assert checked


WRITTEN_KINDS = {"form", "money-summary", "kolekcjonerzy-sheet"}


def test_every_kept_sheet_s_foot_line_is_grey(bundled_kit):
    """AS minor 4 (r34): the score sheet's slug and ruler, in the form's black 1.2 mm under its footnote, read
    as part of the form. On every form and score sheet of every game the foot line („Rynek · Rejestr fabryki”
    since r35) prints in the guides' grey (BLANK_GREY, #6d675f): its darkest pixel at 200 dpi stays lighter than
    the form's black text."""
    import json

    import pypdfium2 as pdfium

    manifest = json.loads((bundled_kit / "manifest.json").read_text(encoding="utf-8"))
    forms = [e for e in manifest if e["kind"] in WRITTEN_KINDS]
    dpi, measured, dark = 200, 0, []
    for entry in forms:
        pdf = pdfium.PdfDocument(str(bundled_kit / entry["path"]))
        try:
            for n in range(len(pdf)):
                page = pdf[n]
                text = page.get_textpage()
                # the foot line, „Rynek · Rejestr fabryki” since r35 (R minor 10: no more „… skala 100%” and its
                # ruler on a sheet kept at the table): its game's name and separator
                boxes = []
                for title in ("Art Society · ", "Kolekcjonerzy · ", "Przekręt · ", "Rynek · "):
                    found = text.search(title, match_case=True).get_next()
                    if found:
                        boxes = [text.get_charbox(i) for i in range(found[0], found[0] + found[1])]
                        boxes = [b for b in boxes if b[2] > b[0]]
                        break
                text.close()
                if not boxes:
                    continue
                image = page.render(scale=dpi / 72).to_pil().convert("L")
                k, height = dpi / 72, image.height
                for left, bottom, right, top in boxes:
                    crop = image.crop(
                        (int(left * k), int(height - top * k), int(right * k) + 1, int(height - bottom * k) + 1)
                    )
                    if crop.width and crop.height:
                        measured += 1
                        if crop.getextrema()[0] < 80:
                            dark.append((entry["path"], n + 1, crop.getextrema()[0]))
        finally:
            pdf.close()
    assert measured >= 40
    assert dark == [], dark[:6]


def test_no_sheet_says_its_sheet_number_twice(bundled_kit):
    """K minor 4 (r34): job 4's board sheets read „wydruk 4 · arkusz 1/4 · Plansza · arkusz 1/4 · część A1”. No
    page says a sheet's number twice; since r35 (R major 1) the job names no sheet at all, only its page
    („wydruk 4 · s. 1”, at the foot: test_kit_r35_ids)."""
    import re

    import pypdfium2 as pdfium

    pages = 0
    for path in sorted(bundled_kit.glob("*/druk/*.pdf")):
        pdf = pdfium.PdfDocument(str(path))
        for n in range(1, len(pdf) + 1):
            textpage = pdf[n - 1].get_textpage()
            text = " ".join(textpage.get_text_range().replace("\u00a0", " ").split())
            textpage.close()
            numbers = re.findall(r"arkusz (\d+/\d+)", text)
            assert len(numbers) == len(set(numbers)), (path.name, n, numbers)
            assert not re.search(r"wydruk \d · (arkusz|Plansza)", text), (path.name, n)
            pages += 1
        pdf.close()
    assert pages > 100
