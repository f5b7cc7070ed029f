"""The r24 blind review of the Kolekcjonerzy rulebook, finding 1: „lista kontrolna elementów, wydrukowana
na wolnej stronie jednego z wydruków” sent the players hunting. The rulebook names the checklist by its
printed title, with the page and the print job (by the name its cover gives it) where the kit prints it."""

from __future__ import annotations

import re

from generator.build.checklist import CHECKLIST_TITLE

from .pdfcheck import job_entries, page_texts


def _flat(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


def test_the_rulebook_sends_the_reader_to_the_page_that_holds_the_checklist(bundled_kit):
    rulebook = _flat(" ".join(page_texts(bundled_kit / "kolekcjonerzy" / "rulebook.pdf")))
    named = re.search(rf"{CHECKLIST_TITLE.lower()}: strona (\d+) wydruku „(\d+)\. ([^”]+)”", rulebook)
    assert named, rulebook[:3000]
    page, number = int(named.group(1)), int(named.group(2))
    (job,) = [j for j in job_entries(bundled_kit, "kolekcjonerzy") if j["path"].split("/")[-1].startswith(f"{number}-")]
    pages = page_texts(bundled_kit / job["path"])
    assert CHECKLIST_TITLE in pages[page - 1], pages[page - 1][:300]
    assert named.group(3).startswith("zwykły papier") == (job["stock"] == "paper")
