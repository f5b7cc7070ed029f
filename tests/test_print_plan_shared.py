"""r26 AS minor 1: a short page and the kit's checklist share one page where both fit (the checklist under
the last carried cover's text, a rule between), so no sheet is spent on whitespace. The plan measures both
by the arithmetic their drawing uses; the built kit shows them apart, and its sheets as the plan counts them."""

from __future__ import annotations

import pypdfium2 as pdfium
import pytest

from generator.build.checklist import CHECKLIST_TITLE, FOOT, ROW, Row, fits_under, height_under, row_height
from generator.draw.guide import GuideInfo, text_end
from generator.layout.imposition import PAPERS
from generator.model.units import mm
from tests.pdfcheck import FOLIO, cover_pages, job_entries, page_texts

GAMES = ("kolekcjonerzy", "rynek", "przekret", "art-society")
A4 = PAPERS["a4"]


def test_the_checklist_fits_under_text_that_leaves_it_its_height_above_the_foot():
    rows = [Row("Obrazy", 64), Row("Lizaki", 37, (("Wiśnia", 8), ("Cytryna", 8)))]
    need = height_under(rows, A4.width)
    assert fits_under(rows, A4.width, FOOT + need + 0.01)
    assert not fits_under(rows, A4.width, FOOT + need - mm(1))
    # each row more takes its own height, its piles' lines included
    more = [*rows, Row("Plansza", 1, (("a", 1),))]
    assert height_under(more, A4.width) - need == pytest.approx(row_height(more[-1])) == ROW + mm(5.5) + mm(1.5)


def test_a_longer_text_ends_lower_and_a_short_one_keeps_its_full_size():
    def info(lines: int) -> GuideInfo:
        page = GuideInfo("Do druku", "Gra", [f"Strona {n}: opis" for n in range(lines)], A4, None, calibration=False)
        page.howto = ["Wydrukuj całość raz."]
        return page

    short_end, short_scale = text_end(info(3))
    long_end, _ = text_end(info(12))
    assert short_scale == 1.0
    assert long_end < short_end
    # a line of the contents and its paragraph's gap, the lines in two balanced columns (r32): half as deep
    assert short_end - long_end == pytest.approx(mm(4.6 + 1) * 9 / 2, abs=mm(4.6 + 1))


def _runs(page) -> list[tuple[tuple[float, float, float, float], str]]:
    textpage = page.get_textpage()
    boxes = [textpage.get_rect(i) for i in range(textpage.count_rects())]
    return [(box, textpage.get_text_bounded(*box)) for box in boxes]


def test_a_shared_page_keeps_its_texts_apart_and_every_plain_job_its_planned_sheets(bundled_kit):
    shared = []
    for game in GAMES:
        for job in (j for j in job_entries(bundled_kit, game) if j["stock"] == "paper"):
            path = bundled_kit / job["path"]
            # the file has the sheets the plan counts: its cover's and its parts', fronts and backs
            each = 2 if job["sides"] != "one" else 1
            own = 1 if cover_pages(path) else 0  # none where job 1 prints its cover (r27 K minor 2)
            assert job["pages"] == len(page_texts(path)) == (job["sheets"] + own) * each, (game, job["path"])
            pdf = pdfium.PdfDocument(str(path))
            try:
                for index, text in enumerate(page_texts(path)):
                    if CHECKLIST_TITLE not in text or "Do druku" not in text:
                        continue
                    shared.append(game)
                    runs = _runs(pdf[index])
                    title = min(box[3] for box, words in runs if words.startswith(CHECKLIST_TITLE))
                    above = [box for box, words in runs if box[1] > title]
                    # (the job's page number at the foot's right end is the job's, r30 K minor 3)
                    below = [box for box, words in runs if box[3] <= title and not FOLIO.fullmatch(words.strip())]
                    assert above and below and min(b[1] for b in above) - title > mm(8), (game, index + 1)
                    assert min(b[1] for b in below) > FOOT - mm(3), (game, index + 1)  # one column, above the foot
                    for n, a in enumerate(runs):  # no two runs of text cross
                        for b in runs[n + 1 :]:
                            crossed = (
                                a[0][0] < b[0][2] and b[0][0] < a[0][2] and a[0][1] < b[0][3] and b[0][1] < a[0][3]
                            )
                            assert not crossed, (game, index + 1, a[1][:30], b[1][:30])
            finally:
                pdf.close()
    # Art Society's: the checklist under job 3's cover. Kolekcjonerzy's book leaves no blank back since r32 (its
    # play part ends on p. 16), and job 5's cover keeps its page for the pawns' fold figures: since r35 (K minor 4)
    # the checklist goes under job 4's cover, which has the room, not a side of its own
    assert sorted(shared) == ["art-society", "kolekcjonerzy"]
