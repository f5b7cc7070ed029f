"""Round r22's kit reviews on the print jobs: skipping the optional appendix skips whole sheets whose
range the cover states, and the checklist prints without it (K minor 1, P minor 6, R minor 5, AS
minor 10); one drawing of a blank side in every file; one stock less where a part's stock is a range
(AS major 1); checklist rows per kind of piece (AS minor 3, R minor 4); covers that say what their
job holds (AS minors 4, 5, 9, K minors 6–7, R minors 6–7, 9, P minor 7)."""

from __future__ import annotations

import re

from generator.build.checklist import CHECKLIST_TITLE
from generator.draw.guide import BLANK_TEXT

from .pdfcheck import cover_texts, job_entries, page_texts, printed_text

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")


def _flat(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


def _rulebook_job(kit, game):
    (job,) = [j for j in job_entries(kit, game) if any(p["path"].endswith("rulebook.pdf") for p in j["parts"])]
    return kit / job["path"]


def test_skipping_the_appendix_skips_whole_sheets_and_keeps_the_checklist(bundled_kit):
    for game in GAMES:
        path = _rulebook_job(bundled_kit, game)
        cover, texts = _flat(cover_texts(path)[0]), page_texts(path)
        skip = re.search(r"pomiń strony (\d+)–(\d+) \((\d+) arkusz", cover)
        assert skip, (game, cover[:800])
        first, last, sheets = (int(g) for g in skip.groups())
        # a front to a back: every other sheet keeps its two sides together when these pages are left out
        assert first % 2 == 1 and last % 2 == 0 and (last - first + 1) // 2 == sheets, (game, first, last)
        # what the range skips is the appendix and blank sides, never a page a player uses
        for page in range(first, last + 1):
            assert CHECKLIST_TITLE not in texts[page - 1], (game, page)
        # the checklist prints either way, in some plain job
        found = [
            (j["path"], i + 1)
            for j in job_entries(bundled_kit, game)
            for i, t in enumerate(page_texts(bundled_kit / j["path"]))
            if CHECKLIST_TITLE in t
        ]
        assert len(found) == 1, (game, found)


def test_the_checklist_is_on_the_back_of_the_last_play_sheet_where_the_rulebook_leaves_one(bundled_kit):
    """Where the rulebook's play part ends on a front, its blank back (before the appendix) carries the
    checklist: the sheet the buyer has in hand anyway (r22 K minor 1)."""
    placed = 0
    for game in GAMES:
        book = page_texts(bundled_kit / game / "rulebook.pdf")
        path = _rulebook_job(bundled_kit, game)
        texts = page_texts(path)
        blanks = [i + 1 for i, t in enumerate(book) if BLANK_TEXT in t]
        if not blanks:
            continue
        cover = _flat(cover_texts(path)[0])
        start = int(re.search(r"Strony (\d+)–\d+: Zasady gry", cover).group(1))
        page = start + blanks[0] - 1
        assert CHECKLIST_TITLE in texts[page - 1], (game, page)
        assert f"na stronie {page} lista elementów" in cover, game
        placed += 1
    assert placed >= 2  # Kolekcjonerzy and Rynek leave one today


def _blank_note(path, page_index):
    chars = [c for c in printed_text(path) if c[0] == page_index]
    text = "".join(c[1] for c in chars)
    assert BLANK_TEXT.replace(" ", "") in text, (path, page_index)
    sizes = {c[2] for c in chars if c[1].isalpha()}
    bottoms = {round(c[4][1]) for c in chars if c[1].isalpha()}
    return sizes, bottoms


def test_one_drawing_of_a_blank_side_in_the_rulebook_and_in_a_job(bundled_kit):
    """The rulebook's back before its appendix and a job's padding page say „Strona celowo pusta” in
    the same size at the same place (draw/guide.py draw_blank)."""
    book = bundled_kit / "kolekcjonerzy" / "rulebook.pdf"
    book_page = next(i for i, t in enumerate(page_texts(book)) if BLANK_TEXT in t)
    job = _rulebook_job(bundled_kit, "kolekcjonerzy")
    job_page = max(i for i, t in enumerate(page_texts(job)) if t.strip() == BLANK_TEXT)
    book_sizes, book_bottoms = _blank_note(book, book_page)  # the book's page has its running head too
    job_sizes, job_bottoms = _blank_note(job, job_page)
    assert job_sizes == book_sizes and job_bottoms <= book_bottoms, (job_bottoms, book_bottoms)
