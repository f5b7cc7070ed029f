"""The r30 blind kit reviews (AS minor 1, R minor 9, P minors 9–10), checked on every built page of every
game: one feed-arrow wording on every double-sided card sheet, at the head (the edge it names) wherever
the head's margin has a clear stretch for it, and the covers quoting those words and no other; a pawn
sheet's guide says the cut once and names only the lines the sheet prints."""

from __future__ import annotations

import math
import re
from pathlib import Path

import pypdfium2 as pdfium
import pypdfium2.raw as raw

from generator.draw.fonts import SANS, text_width
from generator.draw.guide import FEED_PHRASE, FEED_QUOTE
from generator.model.units import mm

from .pdfcheck import job_entries, page_texts, render

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")
MARGIN = 5.0  # mm: the printer margin nothing is printed in
# mm beyond it: the head line's room, its tops 1 mm inside the margin (labels.SIDE_INSET), a 7 pt line and
# the clearance a crop mark keeps from it (labels.LABEL_CLEAR)
LINE = 4.0
# any wording of a feed arrow: a short or a long form, in a margin or quoted
VARIANT = re.compile(r"(?:↑\s*)?(?:górna krawędź pierwsza )?do drukarki")


def _words(path: Path) -> list[tuple[int, float, float, str, float]]:
    """Each line of a page that says „drukarki”: (page index, size in pt, its top in mm from the page's
    top edge, the line, the page's height in mm)."""
    out = []
    pdf = pdfium.PdfDocument(str(path))
    try:
        for index in range(len(pdf)):
            page = pdf[index]
            height = page.get_height()
            textpage = page.get_textpage()
            text = textpage.get_text_range()
            matrix = raw.FS_MATRIX()
            for found in re.finditer("drukarki", text):
                raw.FPDFText_GetMatrix(textpage, found.start(), matrix)
                size = raw.FPDFText_GetFontSize(textpage, found.start()) * math.hypot(matrix.c, matrix.d)
                left, right, bottom, top = (raw.c_double() for _ in range(4))
                raw.FPDFText_GetCharBox(textpage, found.start(), left, right, bottom, top)
                line = text[: found.end()].rsplit("\n", 1)[-1] + text[found.end() :].split("\n", 1)[0]
                out.append((index, size, (height - top.value) / 72 * 25.4, line.strip(), height / 72 * 25.4))
            textpage.close()
            page.close()
    finally:
        pdf.close()
    return out


def _head_has_room(path: Path, index: int, need: float) -> bool:
    """Whether the page's head margin has a stretch `need` mm long, LINE high, clear of any ink, inside the
    printer margin: the arrow goes to the foot only where it has none."""
    dpi = 100
    image = render(path, index, dpi)
    px = dpi / 25.4
    top, bottom = round(MARGIN * px), round((MARGIN + LINE) * px)
    run = best = 0
    for x in range(round(MARGIN * px), image.width - round(MARGIN * px)):
        clear = all(image.getpixel((x, y)) > 245 for y in range(top, bottom))
        run = run + 1 if clear else 0
        best = max(best, run)
    return best / px >= need


def test_one_feed_arrow_wording_at_the_head_on_every_double_sided_card_sheet(bundled_kit):
    """AS minor 1 (sheet 1 „↑ do drukarki”, the others „↑ górna krawędź pierwsza do drukarki”), R minor 9 and
    P minor 10 (a player aid's arrow in its foot, pointing away from it): every page of every double-sided
    card job prints the one wording once, on a line of its own, at the head wherever the head has room."""
    need = (text_width(FEED_PHRASE, SANS, 7.0) + 7.0) / mm(1) + 2.0  # the words, the arrow, clear room
    seen = feet = 0
    for game in GAMES:
        for entry in job_entries(bundled_kit, game):
            path = bundled_kit / entry["path"]
            said = [w for w in _words(path) if w[1] <= 7.5]  # a sheet's margin, not a cover's text
            for index, _size, _top, line, _height in said:
                # the one wording, no other form (its line may hold the sheet's ticket before it, apart)
                assert [m.group() for m in VARIANT.finditer(line)] == [FEED_PHRASE], (
                    game,
                    entry["path"],
                    index + 1,
                    line,
                )
            if entry["weight"] == "paper" or entry["sides"] == "one":
                continue
            texts = page_texts(path)
            for index, text in enumerate(texts):
                if "Do druku: " in text or not re.search(r"· arkusz \d+/\d+", text):
                    continue  # the job's cover pages: no sheet
                here = [w for w in said if w[0] == index]
                assert len(here) == 1, (game, entry["path"], index + 1, here)
                seen += 1
                _, _, top, _, height = here[0]
                if top > height / 2:  # at the foot: only where the head holds no clear stretch for it
                    feet += 1
                    assert not _head_has_room(path, index, need), (game, entry["path"], index + 1, "foot")
    assert seen >= 60 and feet <= seen // 10, (seen, feet)


def test_the_covers_quote_the_arrow_s_own_words(bundled_kit):
    """The guide's steps name the arrow by the words it prints (guide.FEED_QUOTE), never another form."""
    quoted = 0
    for game in GAMES:
        for entry in job_entries(bundled_kit, game):
            for text in page_texts(bundled_kit / entry["path"]):
                flat = " ".join(text.split())
                for found in VARIANT.finditer(flat):
                    before = flat[max(0, found.start() - 2) : found.start()]
                    if "„" in before or found.group().startswith("↑"):
                        quoted += 1
                        assert flat[found.start() - 1 : found.end() + 1] == FEED_QUOTE, (
                            game,
                            flat[found.start() - 20 : found.end() + 5],
                        )
                assert "strzałką do drukarki" not in flat, game
    assert quoted >= 4


def test_a_pawn_sheet_says_the_cut_once_and_no_cut_line_it_lacks(bundled_kit):
    """P minor 9: the pawn strips, cut at the margin's marks alone, were told „Linia ciągła albo przerywana to
    cięcie”, and their guide said „Tnij po znacznikach…” twice."""
    checked = 0
    for game in ("kolekcjonerzy", "przekret", "rynek"):
        for path in sorted((bundled_kit / game).glob("*.pdf")):
            guide = " ".join(page_texts(path)[0].split())
            if "pionków do złożenia" not in guide and "pionki do złożenia" not in guide:
                continue
            checked += 1
            assert "Linia ciągła albo przerywana" not in guide, path.name
            assert "(— · —) to zgięcie" in guide, path.name
            assert len(re.findall(r"znacznik\w* cięcia", guide)) == 1, (
                path.name,
                re.findall(r"[^.]*znacznik\w* cięcia[^.]*", guide),
            )
    assert checked == 3


def test_every_sheet_ticket_is_set_at_7_pt(bundled_kit):
    """R minor 9: the SPRZEDAŻ fronts set their sheet footer at 6.5 pt, the ZAKUP sheets at 7: one footer style
    at 7 pt on every sheet of every job (its „skala 100 %”, as the ticket sets it, in whatever margin)."""
    sizes = []
    for game in GAMES:
        for entry in job_entries(bundled_kit, game):
            pdf = pdfium.PdfDocument(str(bundled_kit / entry["path"]))
            try:
                for index in range(len(pdf)):
                    page = pdf[index]
                    textpage = page.get_textpage()
                    matrix = raw.FS_MATRIX()
                    for found in re.finditer(r"skala 100 %", textpage.get_text_range()):
                        raw.FPDFText_GetMatrix(textpage, found.start(), matrix)
                        size = raw.FPDFText_GetFontSize(textpage, found.start()) * math.hypot(matrix.c, matrix.d)
                        if size < 7.5:  # a sheet's ticket, not a cover's text
                            sizes.append((round(size, 2), game, entry["path"], index + 1))
                    textpage.close()
                    page.close()
            finally:
                pdf.close()
    assert len(sizes) >= 100
    assert all(abs(size - 7.0) < 0.05 for size, *_ in sizes), [s for s in sizes if abs(s[0] - 7.0) >= 0.05][:8]
