"""r41 kit reviews, one sheet locator (K minors 2–4, AS minors 3 and 8, P minors 1 and 6, R minors 1, 7 and 10), as
decision D2 of session 25 settles it (r42 K minor 11, R minor 5, AS minor 2, P minor 6: two page numbers on every
rulebook page): every page of every print job is identifiable, by ONE page number – its job's locator
„wydruk N · s. X”, in the words the covers and the checklist cite, so a buyer reprints a lost sheet from the
checklist's references (forms' pages, job 2 of Kolekcjonerzy, the boards' sheets, R's pawn sheet), or, on a
rulebook's page, the book's own folio alone (no locator beside it; the book's blank sides keep the locator). A
sheet's other number is its part's own counter in one format („Posesje 1/3”): no sheet counts its job's sheets
(„arkusz 16 z 30”) beside it any more, nor says „arkusz 1/14” (three unnamed counters on one sheet)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from generator.draw.guide import BLANK_GREY
from generator.draw.labels import KEPT_FOLIO_SIZE
from generator.model.units import mm

from .pdfcheck import job_entries, page_sizes_mm, page_texts, printed_characters
from .test_kit_r35_ids import CHECKLIST_TITLE, _book_pages, _kept_pages, foot_numbers

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")
# a job's page as cited: not the first page of a range („s. 31–38”) nor of a list („s. 29–30, 53”)
LOCATOR = re.compile(r"wydruk (\d+) · s\.\s(\d+)(?![\d–])")


def _pdftotext_pages(path: Path) -> list[str]:
    """Each page's text as pdftotext reads it (whitespace made single spaces)."""
    out = subprocess.run(["pdftotext", "-enc", "UTF-8", str(path), "-"], capture_output=True, check=True).stdout
    pages = out.decode("utf-8").split("\f")
    return [" ".join(page.split()) for page in pages[: len(pages) - 1 if pages[-1].strip() == "" else len(pages)]]


@pytest.mark.parametrize("game", GAMES)
def test_every_page_of_every_job_carries_one_page_number(bundled_kit, game):
    """pdftotext reads every page of every job: a rulebook's page whose own folio (its page in the book) is printed
    carries no „wydruk N · s. X” of its own (D2: one page number per page); every other page – guides, forms,
    boards, card sheets, the book's blank sides – exactly one, equal to its job N and its page X (a guide's
    citations of other pages aside); the job's cover says N in its file name. The books' pages are there to be
    counted: ten or more a game."""
    wrong, seen, books = [], 0, 0
    for entry in job_entries(bundled_kit, game):
        path = Path(bundled_kit) / entry["path"]
        number = int(path.name.split("-")[0])
        book = _book_pages(bundled_kit, entry)
        folios = foot_numbers(path)
        for page, text in enumerate(_pdftotext_pages(path), start=1):
            own = [m for m in LOCATOR.finditer(text) if (int(m.group(1)), int(m.group(2))) == (number, page)]
            if page in book and book[page] in folios[page - 1]:
                books += 1
                if own:
                    wrong.append((path.name, page, "book page with a locator", len(own)))
            elif len(own) != 1:
                wrong.append((path.name, page, len(own)))
            seen += 1
        assert seen >= entry["pages"], (path.name, seen)
    assert not wrong, wrong
    assert books >= 10, (game, books)


def _locators(path: Path) -> dict[int, list[tuple[str, float, tuple[float, float, float, float], tuple, tuple]]]:
    """Each page's (0-based) printed „wydruk N · s. X”: (its words without spaces, its smallest size in pt, its box
    (left, bottom, right, top in pt), the page's size, its characters' fill colours)."""
    sizes = [(mm(w), mm(h)) for w, h in page_sizes_mm(path)]
    by_page: dict[int, list] = {index: [] for index in range(len(sizes))}
    for char in printed_characters(path):
        by_page[char.page].append(char)
    out: dict[int, list] = {}
    for index, chars in by_page.items():
        joined = "".join(c.char for c in chars)
        found = []
        for m in re.finditer(r"wydruk(\d+)·s\.(\d+)(?![\d–])", joined):
            run = chars[m.start() : m.end()]
            box = tuple(f(c.box[k] for c in run) for k, f in enumerate((min, min, max, max)))
            found.append((m.group(0), min(c.size for c in run), box, sizes[index], {c.fill for c in run}))
        out[index] = found
    return out


GREY = tuple(round(255 * v) for v in (BLANK_GREY.red, BLANK_GREY.green, BLANK_GREY.blue))


@pytest.mark.parametrize("game", GAMES)
def test_every_locator_is_grey_readable_and_off_the_edge_and_a_kept_page_s_small(bundled_kit, game):
    """Every page's own locator is in the one grey of the kit's print bookkeeping (guide.BLANK_GREY: it reads as a
    page's number, not as play text), 6 pt or more, 5 mm or more inside every edge of the paper; on a page a player
    keeps (a form's, a rulebook's blank backs: the book's own pages carry none, D2) at KEPT_FOLIO_SIZE."""
    wrong, kept_seen = [], 0
    for entry in job_entries(bundled_kit, game):
        path = Path(bundled_kit) / entry["path"]
        number = int(path.name.split("-")[0])
        texts = page_texts(path)
        # the kit's checklist on a book's own page is a guide page for all that: its number at full size
        kept = {n for n in _kept_pages(bundled_kit, entry) if CHECKLIST_TITLE not in texts[n - 1]}
        for page, found in _locators(path).items():
            for words, size, (x0, y0, x1, y1), (w, h), inks in found:
                if words != f"wydruk{number}·s.{page + 1}":
                    continue  # a guide's citation of another page
                edge = min(x0, y0, w - x1, h - y1)
                if (
                    size < 6.0 - 1e-6
                    or edge < mm(5)
                    or any(max(abs(a - b) for a, b in zip(ink, GREY)) > 2 for ink in inks)
                ):
                    wrong.append((path.name, page + 1, round(size, 2), round(edge / mm(1), 2), inks))
                if page + 1 in kept:
                    kept_seen += 1
                    if abs(size - KEPT_FOLIO_SIZE) > 0.05:
                        wrong.append((path.name, page + 1, "kept", size))
    assert not wrong, wrong
    assert kept_seen >= 2, (game, kept_seen)  # a form's two sides at least (AS score card, P banker's sheet)


JOB_COUNTER = re.compile(r"\b(?:arkusz|ark\.) \d+ z \d+\b")  # the job's sheet count, r36's „arkusz 16 z 30”
PART_COUNTER_OLD = re.compile(r"· arkusz \d+/\d+")  # a part's count in its former words („Pieniądze · arkusz 1/14”)


@pytest.mark.parametrize("game", GAMES)
def test_a_sheet_s_numbers_are_its_locator_and_its_part_s_counter(bundled_kit, game):
    """No page counts its job's sheets („arkusz 16 z 30”) nor says its part's count as „· arkusz 1/14”: a sheet's
    numbers are its locator and, on a part of several sheets, its part's counter as „Pieniądze 1/14”, which every
    such sheet of a card or money part carries (r41 P minor 1, R minor 7: three unnamed counters on one sheet)."""
    wrong, counted = [], 0
    for entry in job_entries(bundled_kit, game):
        path = Path(bundled_kit) / entry["path"]
        for page, text in enumerate(_pdftotext_pages(path), start=1):
            for pattern in (JOB_COUNTER, PART_COUNTER_OLD):
                if pattern.search(text):
                    wrong.append((path.name, page, pattern.search(text).group(0)))
            counted += bool(re.search(r"\w \d+/\d+ · (?:przód|tył|karton|zwykły|papier)", text))
    assert not wrong, wrong
    assert counted >= 6, (game, counted)
