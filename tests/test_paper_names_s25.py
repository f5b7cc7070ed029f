"""Session 25's decision D1 and the r42 kit reviews' print chapter (fixer „guides”): no file name and no folder
name on any page a buyer prints (K kit minor 5, AS minor 4, P minor 1, R minor 4); the print chapter's table lists
the job's pages in order, each once, the book's range exactly its pages and its blank page named as blank (K
rulebook F9, P rulebook F11, AS kit minor 10), and one sentence on the single-piece files, without their names
(K rulebook F10)."""

from __future__ import annotations

import re

from generator.build.job import JOBS_FOLDER
from generator.draw.guide import PARTS_FILES

from .pdfcheck import page_count, page_texts

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")


def _flat(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


def test_no_page_a_buyer_prints_names_a_file_or_the_jobs_folder(bundled_kit):
    """Every page of every print job (druk/*.pdf) and of every rulebook: no „….pdf”, no folder „druk”, no talk of
    files at all (r43 K kit: „osobny plik zestawu” on paper read as file jargon)."""
    pages = 0
    for game in GAMES:
        paths = [*sorted((bundled_kit / game / JOBS_FOLDER).glob("*.pdf")), bundled_kit / game / "zasady.pdf"]
        assert len(paths) > 3, game
        for path in paths:
            for n, text in enumerate(page_texts(path), start=1):
                flat = _flat(text)
                found = re.search(r"\.pdf\b|folder\w* „?" + JOBS_FOLDER + r"|\bplik", flat, re.IGNORECASE)
                assert not found, (game, path.name, n, flat[max(0, found.start() - 60) : found.end() + 20])
                pages += 1
    assert pages > 300, pages


def _row(book: str) -> str:
    """Row 1 of the print chapter's table, as the rulebook's text reads it (cells as they are extracted)."""
    start = book.index("Wydruki zestawu, w kolejności druku")
    return book[start : book.index("Razem:", start)]


def test_the_print_tables_row_of_the_books_job_gives_the_books_own_pages(bundled_kit):
    """The row of the job that holds the book: the book's range is its own page count (K rulebook F9, P rulebook
    F11: „7–28” for a book of 21); the single-piece files are said once, without a file name (K rulebook F10)."""
    for game in GAMES:
        book = _flat(" ".join(page_texts(bundled_kit / game / "zasady.pdf")))
        row = _row(book)
        # (since r44 the checklist drawn on the book's blank back parts its pages: „ta instrukcja (7–23), lista kontrolna
        # elementów (24), ciąg dalszy tej instrukcji (25–30)”, the book's last page the last of them)
        own = re.search(
            r"ta instrukcja \((\d+)–(\d+)\)(?:, lista kontrolna elementów \(\d+\), ciąg dalszy tej instrukcji \(\d+–(\d+)\))?",
            row,
        )
        assert own, (game, row)
        first, last = int(own.group(1)), int(own.group(3) or own.group(2))
        assert last - first + 1 == page_count(bundled_kit / game / "zasady.pdf"), (game, row)
        assert book.count(_flat(PARTS_FILES)) == 1 and ".pdf" not in book, game
