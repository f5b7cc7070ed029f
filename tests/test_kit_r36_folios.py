"""r36 kit reviews, covers and numbers: the glue strip's hatching as far as the board's bleed (R minor 3), the
cutting words true for each page range (R minor 1), the card sheets' position in their job (R minor 2), the
guide pages, checklist and zestaw.pdf's contents (P minors 2–4), the non-duplex order test as step 0 (AS minor 8)."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pypdfium2 as pdfium
import pytest

from .pdfcheck import job_entries, job_path, page_texts

DPI = 150
PX_MM = DPI / 25.4


def _gray(path: Path, index: int) -> np.ndarray:
    pdf = pdfium.PdfDocument(str(path))
    try:
        return np.asarray(pdf[index].render(scale=DPI / 72, grayscale=True).to_pil().convert("L")).astype(int)
    finally:
        pdf.close()


def test_a_glue_strip_s_hatching_runs_as_far_as_the_board_s_bleed(bundled_kit):
    """Rynek job 3 p. 1 (part A1): the hatched KLEJ strip along the sheet's foot reaches the right end of the
    board's art (its 3 mm bleed), not the board's edge 3 mm short of it (r36 R minor 3: plain beige there)."""
    image = _gray(job_path(bundled_kit, "rynek", "light", "one"), 0)
    h, w = image.shape
    middle = w // 2
    # the band: the lowest run of rows whose middle stretch carries the hatching's strokes (darker than the art)
    rows = [y for y in range(h // 2, h) if (image[y, middle - 200 : middle + 200] < 205).sum() > 20]
    assert rows, "no hatched band at the sheet's foot"
    band = [y for y in rows if y > rows[-1] - 8 * PX_MM and y < rows[-1] - 1 * PX_MM]
    for y in band:
        inked = np.where(image[y] < 250)[0]
        right = inked.max()  # the art's right end (its bleed)
        assert (image[y, int(right - 2.5 * PX_MM) : right] < 205).any(), (y, right / PX_MM)


GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")
SLIP_SHEET = (
    "po liniach przerywanych na"  # a sheet of slips' own words („Potnij arkusz po liniach przerywanych na 6 kartek”)
)


def _runs(words: str) -> set[int]:
    """The pages a step names („Strony 31–50 i 63–64”, „Strona 5”)."""
    pages = set()
    for a, b in re.findall(r"(\d+)(?:–(\d+))?", words):
        pages.update(range(int(a), int(b or a) + 1))
    return pages


@pytest.mark.parametrize("game", GAMES)
def test_each_page_range_gets_the_cutting_words_true_for_its_pages(bundled_kit, game):
    """A cover's cutting step names the pages cut along the crop marks on the margins apart from a sheet of slips
    cut along its dashed frames, and names the slips' pages with the dashed lines (r36 R minor 1: „Strony 31–50
    i 63–64: tnij po … znacznikach cięcia na marginesach”, pp. 63–64 the banker's slips with no such marks)."""
    for entry in job_entries(bundled_kit, game):
        path = Path(bundled_kit) / entry["path"]
        texts = [" ".join(t.split()) for t in page_texts(path)]
        slips = {n + 1 for n, t in enumerate(texts) if SLIP_SHEET in t}
        cover = " ".join(texts[:2])
        margin = re.findall(r"(Strony? [\d–i ,]+): tnij po liniach wyznaczonych przez znaczniki", cover)
        dashed = re.findall(r"(Strony? [\d–i ,]+): tnij po liniach przerywanych", cover)
        for words in margin:
            assert not _runs(words) & slips, (path.name, words, sorted(slips))
        if slips:
            assert slips <= set().union(*map(_runs, dashed)), (path.name, dashed, sorted(slips))


@pytest.mark.parametrize("game", GAMES)
def test_the_checklist_names_the_rulebook_and_its_appendix_at_the_cover_s_pages(bundled_kit, game):
    """The kit's checklist lists the rulebook and its optional appendix („1 × Zasady gry i dodatek
    (nieobowiązkowy) wydruk 1 · s. 9–24, 25–29”), the pages the job's cover gives them (r36 P minor 3: every
    component but those two), the appendix ending where the book's print chapter ends the book (r43 K F13)."""
    path = job_path(bundled_kit, game, "paper", "long")
    texts = [" ".join(t.replace("\u00a0", " ").split()) for t in page_texts(path)]
    cover = texts[0]
    rules = re.search(r"Strony (\d+)–(\d+): Zasady gry", cover)
    extra = re.search(r"Strony (\d+)–(\d+): dodatek", cover)
    assert rules and extra, game
    listed = " ".join(t for t in texts if "Lista kontrolna elementów" in t and "× " in t)
    # r43 K rulebook F13: the appendix to the book's own last page, as the book's print chapter gives it („ta
    # instrukcja (7–27)”), not to the blank back the cover prints with it („23–28”)
    book = " ".join(
        " ".join(t.replace("\u00a0", " ").split()) for t in page_texts(Path(bundled_kit) / game / "zasady.pdf")
    )
    chapter = re.search(r"ta instrukcja \((\d+)–(\d+)\)", book)
    assert chapter and chapter[1] == rules[1] and int(extra[2]) - 1 <= int(chapter[2]) <= int(extra[2]), (game, chapter)
    want = f"Zasady gry i dodatek (nieobowiązkowy) wydruk 1 · s. {rules[1]}–{rules[2]}, {extra[1]}–{chapter[2]}"
    assert want in listed, (game, want)


@pytest.mark.parametrize("game", GAMES)
def test_zestaw_s_contents_set_the_appendix_apart_to_its_sheet_s_end(bundled_kit, game):
    """zestaw.pdf's first page lists the rules and the optional appendix apart, the appendix to the page before the
    next part (its blank back included), as the job's cover does (r36 P minor 4: „strony 10–30: Zasady gry”, the
    appendix lumped in and the blank p. 31 left out)."""
    text = " ".join(page_texts(Path(bundled_kit) / game / "zestaw.pdf")[0].replace("\u00a0", " ").split())
    rules = re.search(r"– strony (\d+)–(\d+): Zasady gry", text)
    extra = re.search(r"– strony (\d+)–(\d+): Dodatek – uwagi o wydaniu i o druku \(nieobowiązkowy\)", text)
    assert rules and extra, game
    assert int(extra[1]) == int(rules[2]) + 1, game
    after = re.search(r"\(nieobowiązkowy\) (?:– strony? |Strony )(\d+)", text)
    assert after and int(after[1]) == int(extra[2]) + 1, (game, extra[0], after and after[0])
