"""r44 kit reviews, Art Society rulebook 11 and Przekręt rulebook 18, over the built kit: each row of the rulebook's
print table „Wydruki zestawu” names the job's pages in increasing order, in ranges that do not overlap and cover
pages 1..N of that job exactly (N read from the job's PDF); a page it calls blank prints nothing but the job's
locator, and the checklist stands on the page the row gives it (build/job_pages.job_runs; its arithmetic without
PDFs: test_job_pages_r44.py)."""

from __future__ import annotations

import re

import pytest

from generator.draw.guide import BLANK_TEXT

from .pdfcheck import holds_checklist, job_entries, page_count, page_texts, without_folio

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")
# a row: the job's printed name (its number, stock, sides), its sheets and pages, what it holds
HEAD = re.compile(r"(\d+)\. (?:zwykły papier|karton) [\d–]+ g/m², (?:dwustronnie|jednostronnie) \d+ \d+ ")
RANGE = re.compile(r"\((\d+)(?:–(\d+))?\)")


def _flat(text: str) -> str:
    return " ".join(re.sub("\ufffe\\s*", "", text).replace("\u00a0", " ").split())


def _rows(kit, game: str) -> dict[int, str]:
    """The print table's rows of the game's rulebook: job number → what the row says it holds."""
    book = _flat(" ".join(page_texts(kit / game / "zasady.pdf")))
    table = book[book.index("Co zawiera (strony wydruku)") : book.index("Razem:")]
    heads = list(HEAD.finditer(table))
    rows = {}
    for head, after in zip(heads, [*heads[1:], None]):
        said = table[head.end() : after.start() if after else len(table)].strip()
        rows[int(head.group(1))] = said.split(". Ta instrukcja ma ")[0]
    return rows


def _runs(row: str) -> list[tuple[str, int, int]]:
    """(what, first, last) of every „what (a–b)” of a row, in the row's order; a title's own parentheses („Plansza
    (4 × A4)”) are its words."""
    runs, start = [], 0
    for m in RANGE.finditer(row):
        runs.append((row[start : m.start()].strip(" ,"), int(m.group(1)), int(m.group(2) or m.group(1))))
        start = m.end()
    assert not row[start:].strip(" ,"), row  # nothing named without its pages
    return runs


@pytest.mark.parametrize("game", GAMES)
def test_every_row_names_each_page_of_its_job_once_in_page_order(bundled_kit, game):
    rows = _rows(bundled_kit, game)
    jobs = {
        int(e["path"].rpartition("/")[2].partition("-")[0]): bundled_kit / e["path"]
        for e in job_entries(bundled_kit, game)
    }
    assert sorted(rows) == sorted(jobs), (game, list(rows))
    for number, row in rows.items():
        runs = _runs(row)
        assert runs, (game, row)
        pages = [p for _, first, last in runs for p in range(first, last + 1)]
        assert all(first <= last for _, first, last in runs), (game, number, runs)
        # increasing, no page twice, every page of the job's file
        assert pages == list(range(1, page_count(jobs[number]) + 1)), (game, number, row)


@pytest.mark.parametrize("game", GAMES)
def test_the_rows_blank_pages_and_checklist_are_where_the_job_prints_them(bundled_kit, game):
    rows = _rows(bundled_kit, game)
    paths = {
        int(e["path"].rpartition("/")[2].partition("-")[0]): bundled_kit / e["path"]
        for e in job_entries(bundled_kit, game)
    }
    found = 0
    for number, row in rows.items():
        texts = page_texts(paths[number])
        for what, first, last in _runs(row):
            if what in ("strona pusta", "strony puste"):
                for page in range(first, last + 1):
                    left = _flat(without_folio(texts[page - 1]).replace(BLANK_TEXT, ""))
                    assert not left, (game, number, page, left[:80])
            if what.endswith("lista kontrolna elementów"):
                found += 1
                held = [page for page in range(first, last + 1) if holds_checklist(texts[page - 1])]
                assert held, (game, number, what, first, last)
                if what == "lista kontrolna elementów":  # a page of its own
                    assert first == last and "Do druku:" not in texts[first - 1], (game, number, first)
    assert found == 1, (game, rows)
