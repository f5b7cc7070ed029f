"""Kit brief r24 item 1: after the merge Art Society's rulebook ended its play part on an even page (no
blank back) and its kit printed no checklist. Every kit prints its checklist exactly once, on paper,
whatever its rulebook's page parity, and job 1's cover names the page."""

from __future__ import annotations

import re

from .pdfcheck import cover_texts, holds_checklist, job_entries, page_texts

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")


def _flat(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


def _checklists(kit, game):
    return [
        (j, i + 1)
        for j in job_entries(kit, game)
        for i, t in enumerate(page_texts(kit / j["path"]))
        if holds_checklist(t)
    ]


def test_every_kit_prints_its_checklist_once_on_paper(bundled_kit):
    for game in GAMES:
        found = _checklists(bundled_kit, game)
        assert len(found) == 1, (game, [(j["path"], page) for j, page in found])
        ((job, page),) = found
        assert job["stock"] == "paper", (game, job["path"])
        # the job's cover tells the buyer which page it is (in one sentence: „3.” of a job's name is no full stop)
        cover = _flat(" ".join(cover_texts(bundled_kit / job["path"])))
        assert re.search(rf"[Ss]tron\w* {page}\b(?:[^.]|\d\.|\bs\.)*lista kontrolna elementów", cover), (
            game,
            page,
            cover[:600],
        )
