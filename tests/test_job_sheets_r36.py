"""Kit review r36, R minor 2: a card sheet says how far through its print job it is („arkusz 3 z 10”), where its
part's own ticket counts the part's sheets („ZAKUP · arkusz 1/4” three times in a job of 10 sheets). The job
draws the words (build/folios.sheet_places) in the room the sheet's ticket leaves for them (ticket_room.plan_job_room),
at the ticket's 7 pt; a job of one part's one copy says nothing more: its part's count is the job's."""

from __future__ import annotations

import re
from pathlib import Path

from .pdfcheck import job_entries, printed_text

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")
SAID = re.compile(r"(arkusz|ark\.)(\d+)z(\d+)")  # as printed_text reads it: without its spaces


def _said(path: Path) -> dict[int, list[tuple[str, float]]]:
    """Each page's (0-based) sheet-of-the-job words as printed: (the words without spaces, their smallest size)."""
    pages: dict[int, list] = {}
    for page, char, size, _, _ in printed_text(path):
        pages.setdefault(page, []).append((char, size))
    out: dict[int, list[tuple[str, float]]] = {}
    for page, chars in pages.items():
        joined = "".join(c for c, _ in chars)
        out[page] = [(m.group(0), min(s for _, s in chars[m.start() : m.end()])) for m in SAID.finditer(joined)]
    return out


def _shown(job: dict) -> list[dict]:
    return [p for p in job["parts"] if not p.get("cover_of") and not p.get("for_job")]


def test_every_card_sheet_says_its_place_in_its_job(bundled_kit):
    """Every page of every card job of more than one part (or copy) says „arkusz k z n” (or „ark. k z n” where only
    that fits) once: n the job's sheets, k the sheet the page is printed on (two pages a sheet double-sided), at
    7 pt or more; a job of one part's one copy never says it (its own „arkusz k/n” is the job's)."""
    wrong, checked = [], 0
    for game in GAMES:
        for job in job_entries(bundled_kit, game):
            if job["stock"] == "paper":
                continue
            path = bundled_kit / job["path"]
            said = _said(path)
            per = 1 if job["sides"] == "one" else 2
            single = len(_shown(job)) == 1 and _shown(job)[0]["copies"] == 1
            for part in _shown(job):
                for page in range(part["start"], part["end"] + 1):
                    found = said.get(page - 1, [])
                    expected = [] if single else [((page - 1) // per + 1, job["sheets"])]
                    numbers = [tuple(int(v) for v in SAID.fullmatch(words).groups()[1:]) for words, _ in found]
                    if numbers != expected or any(size < 7.0 for _, size in found):
                        wrong.append((job["path"], page, found, expected))
                    checked += bool(expected)
    assert not wrong, wrong[:10]
    assert checked >= 40  # R job 4 alone: 20 pages


def test_paper_jobs_count_their_own_sheets(bundled_kit):
    """Where a paper job's page says its place (the banknotes among the rules and forms), the numbers are the job's
    file's, its cover's sheet counted as its cover counts it (job.plain_sheets)."""
    wrong = []
    for game in GAMES:
        for job in job_entries(bundled_kit, game):
            if job["stock"] != "paper":
                continue
            per = 1 if job["sides"] == "one" else 2
            total = -(-job["pages"] // per)
            for page, found in _said(bundled_kit / job["path"]).items():
                for words, size in found:
                    sheet, sheets = (int(v) for v in SAID.fullmatch(words).groups()[1:])
                    if (sheet, sheets) != (page // per + 1, total) or size < 7.0:
                        wrong.append((job["path"], page + 1, words, size))
    assert not wrong, wrong[:10]
