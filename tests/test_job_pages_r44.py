"""r44 kit reviews, Art Society rulebook 11 and Przekręt rulebook 18: the print table's row of a job listed its
contents out of page order – the checklist last though it stood on p. 4 or 8, „opisy wydruków 2–5 … (3–8)”
swallowing the checklist's page, the blank p. 30 named nowhere. The row is the print plan's own page map
(build/job_pages.job_runs): every page of the job named once, in page order, a page two things share named once for
both. Pure: a synthetic plan, no PDF (the built kit's rows: test_print_table_rows_r44.py)."""

from __future__ import annotations

from dataclasses import replace

from generator.build.checklist import CHECKLIST_TITLE
from generator.build.job import Job, JobPart
from generator.build.job_pages import job_runs, jobs_rows, runs_text
from generator.build.kit import job_contents
from generator.build.sides import checklist_at
from generator.model.polish import NBSP, numbers_text

BOOK = "zasady.pdf"


def _card(number: int, sides: str = "long", parts: tuple[JobPart, ...] = ()) -> Job:
    return Job("g", "card", sides, parts, number=number, count=5)  # type: ignore[arg-type]


def _cover(job: Job, **more) -> JobPart:
    return JobPart(job.filename, "", f"Opis wydruku „{job.cover_name}”", 1, 1, 1, sheets=1, instructions=True,
                   cover_of=job.filename, for_job=job.filename, **more)  # fmt: skip


def _placed(parts: list[JobPart], cover: int) -> tuple[JobPart, ...]:
    """The parts numbered from the page after the job's cover, one after another (a cover under another's text
    on that one's page), as the print plan places them."""
    out, page = [], cover + 1
    for part in parts:
        out.append(replace(part, start=out[-1].start if part.under and out else page))
        page += part.pages * part.copies
    return tuple(out)


def _plain(parts: list[JobPart], fills: tuple = ()) -> Job:
    return Job("g", "paper", "long", _placed(parts, 2), number=1, count=5, fills=fills)


def _book(pages: int, blank: int = 0, appendix: int = 0, blanks: tuple[int, ...] = ()) -> JobPart:
    sheets = (pages + blank) // 2
    return JobPart(BOOK, "zasady", "Zasady gry", 1, 1, pages, sheets=sheets, blank=blank, folioed=True,
                   appendix=appendix, blanks=blanks)  # fmt: skip


def _form(title: str, pages: int, copies: int = 1, blank: int = 0) -> JobPart:
    return JobPart(f"{title}.pdf", title, title, copies, 1, pages, sheets=(pages + blank) // 2, blank=blank,
                   used_up=True)  # fmt: skip


def _text(runs) -> str:
    """The row with its ranges' non-breaking spaces as plain ones (Run.text), to compare with the review's words."""
    return runs_text(runs).replace(NBSP, " ")


def _covered(runs, pages: int) -> None:
    """The runs in page order, none overlapping, every page 1..pages named once."""
    assert [r.first for r in runs] == sorted(r.first for r in runs)
    assert [p for r in runs for p in range(r.first, r.last + 1)] == list(range(1, pages + 1)), runs


def _przekret() -> list[Job]:
    cards = [_card(2), _card(3, "one"), _card(4), _card(5, "one")]
    board_map = JobPart("plansza-a4.pdf", "plansza", "Plansza", 1, 1, 1, sheets=1, instructions=True,
                        for_job=cards[1].filename)  # fmt: skip
    notes = JobPart("banknoty.pdf", "banknoty", "Pieniądze", 1, 1, 28, sheets=14, cut=True)
    carried = [_cover(cards[0]), _cover(cards[1]), board_map, _cover(cards[2]), _cover(cards[3], blank=1)]
    job = _plain([*carried, _book(21, blank=1, appendix=17), notes, _form("Pieniądze – arkusz bankiera", 2)])
    return [job, *cards]


def test_the_przekret_row_names_every_page_in_order_as_the_review_asks():
    jobs = _przekret()
    runs = job_runs(jobs[0], jobs, BOOK)
    assert _text(runs) == (
        "Opis tego wydruku i kalibracja (1–2), opisy wydruków 2–5 z mapą składania planszy (3–7), lista kontrolna "
        "elementów (8), Zasady gry – ta instrukcja (9–29), strona pusta (30), Pieniądze (31–58), Pieniądze – arkusz "
        "bankiera (59–60)"
    )
    _covered(runs, jobs[0].pages)
    assert jobs[0].pages == 60


def test_a_page_the_checklist_shares_under_a_cover_is_named_once_for_both():
    """Art Society: the checklist under the text of job 3's cover, on p. 4 (JobPart.shares)."""
    cards = [_card(2), _card(3, "one")]
    score = _form("Karta podliczenia punktów", 2)
    job = _plain([_cover(cards[0]), _cover(cards[1], shares=True), _book(12), score])
    runs = job_runs(job, [job, *cards], BOOK)
    assert _text(runs) == (
        "Opis tego wydruku i kalibracja (1–2), opisy wydruków 2 i 3 oraz lista kontrolna elementów (3–4), "
        "Zasady gry – ta instrukcja (5–16), Karta podliczenia punktów (17–18)"
    )
    _covered(runs, job.pages)


def test_the_checklist_on_the_books_blank_back_parts_the_books_pages():
    """Rynek: the book's page 18, the back before its appendix, holds the checklist (sides.checklist_at: `own`)."""
    cards = [_card(2), _card(3)]
    job = _plain([_cover(cards[0]), _cover(cards[1]), _book(24, appendix=19, blanks=(18,))])
    runs = job_runs(job, [job, *cards], BOOK)
    assert _text(runs) == (
        "Opis tego wydruku i kalibracja (1–2), opisy wydruków 2 i 3 (3–4), Zasady gry – ta instrukcja (5–21), "
        "lista kontrolna elementów (22), ciąg dalszy tej instrukcji (23–28)"
    )
    _covered(runs, job.pages)


def test_slips_on_a_blank_side_and_repeated_sheets_and_card_jobs():
    """A game's slips on the blank back of a carried cover (Job.fills: its page), a form printed four times one
    entry with its blank backs, a card job's pages from 1 (its cover is in the plain job) with its blank back."""
    card = _card(2, parts=_placed([JobPart("k.pdf", "k", "Karty", 1, 1, 3, sheets=2, blank=1, cut=True)], 0))
    book = _book(4, blanks=(4,))  # the checklist on its last page (its blank back), not on the slips' side
    job = _plain([_cover(card, blank=1), book, _form("Arkusz", 1, copies=4, blank=1)], fills=((4, "Zapisy"),))
    jobs = [job, card]
    assert [row.replace(NBSP, " ") for row in jobs_rows(jobs, BOOK)] == [
        "Opis tego wydruku i kalibracja (1–2), Opis wydruku „2. karton 250–300 g/m², dwustronnie” (3), "
        "zapisy do wycięcia (4), Zasady gry – ta instrukcja (5–7), lista kontrolna elementów (8), Arkusz × 4 (9–16)",
        "Karty (1–3), strona pusta (4)",
    ]
    for each in jobs:
        _covered(job_runs(each, jobs, BOOK), each.pages)


def test_another_books_job_names_its_book_by_its_title():
    """A player aid's table (no `book`) or another book's: the book is one more part, its title alone."""
    jobs = _przekret()
    assert "Zasady gry (9–29), strona pusta (30)" in _text(job_runs(jobs[0], jobs))
    assert f"Zasady gry{NBSP}(9–29)" in runs_text(job_runs(jobs[0], jobs))  # the range on its title's line


def test_the_carried_covers_jobs():
    assert [numbers_text(n) for n in ([2], [2, 3], [2, 3, 4, 5], [2, 4, 5])] == ["2", "2 i 3", "2–5", "2, 4 i 5"]


def test_the_kits_page_map_ends_the_rules_before_the_checklist_on_their_back():
    """zestaw.pdf's map of a job (kit.job_contents) names the page the checklist takes on the book's blank back once,
    as the print table does: Rynek's „strony 9–26: Zasady gry” and „strona 26: Lista kontrolna elementów” named it
    twice."""
    cards = [_card(2), _card(3)]
    job = _plain([_cover(cards[0]), _cover(cards[1]), _book(24, appendix=19, blanks=(18,))])
    jobs = [job, *cards]
    entries = job_contents(job, jobs, checklist_at(tuple(jobs)))
    book = [(title, first, last) for title, first, last in entries if first >= 5]
    assert [(first, last) for _, first, last in book] == [(5, 21), (22, 22), (23, 28)], entries
    assert book[1][0] == CHECKLIST_TITLE
