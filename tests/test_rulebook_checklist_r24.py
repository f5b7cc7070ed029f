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
    """On a padding side of a job: that job's page; on the book's own blank back: the book's page it is
    the back of (r25 K stuck point: „strona 22 wydruku 1” for what the reader holds as the back of p. 15)."""
    rulebook = _flat(" ".join(page_texts(bundled_kit / "kolekcjonerzy" / "zasady.pdf")))
    title = CHECKLIST_TITLE.lower()
    padding = re.search(rf"{title}: strona (\d+) wydruku „(\d+)\. ([^”]+)”", rulebook)
    own = re.search(
        rf"{title}: w wydruku „(\d+)\. ([^”]+)” jest na stronie (\d+) tej instrukcji \(na odwrocie strony (\d+)\)",
        rulebook,
    )
    assert padding or own, rulebook[:3000]
    number = int((padding or own).group(2 if padding else 1))
    (job,) = [j for j in job_entries(bundled_kit, "kolekcjonerzy") if j["path"].split("/")[-1].startswith(f"{number}-")]
    pages = page_texts(bundled_kit / job["path"])
    if padding:
        page = int(padding.group(1))
    else:  # the job's page in the place of the book's page after the one named
        start = int(re.search(r"Strony (\d+)–\d+: Zasady gry", _flat(pages[0])).group(1))
        assert int(own.group(3)) == int(own.group(4)) + 1  # the page named is the back of the one before it
        page = start + int(own.group(4))
    assert CHECKLIST_TITLE in pages[page - 1], pages[page - 1][:300]
    assert (padding or own).group(3 if padding else 2).startswith("zwykły papier") == (job["stock"] == "paper")


def _checklist_sections(kit, games) -> int:
    """The games of `kit` whose book holds the checklist, each checked as a section of its book."""
    held = 0
    for game in games:
        book = [_flat(t) for t in page_texts(kit / game / "zasady.pdf")]
        at = [n for n, text in enumerate(book, start=1) if n > 1 and CHECKLIST_TITLE in text[:200]]
        if not at:
            continue
        held += 1
        (page,) = at
        text = book[page - 1]
        # the book's running head naming the checklist, the section's own title under it, and the book's folio
        assert f"· zasady gry {CHECKLIST_TITLE} {CHECKLIST_TITLE}" in text, text[:120]
        assert re.search(rf"(^| ){page}( |$)", text), text[-40:]
        assert game.upper().replace("-", " ") not in text[:60]  # no band with the game's name
        entry = job_entries(kit, game)[0]
        job = [_flat(t) for t in page_texts(kit / entry["path"])]
        # the job prints the book's page as it is: a page with its own folio carries no job locator (D2, session
        # 25: one page number per page; r35–r41 added „wydruk N · s. P”)
        assert any(t == text for t in job), game
    return held


def test_the_checklist_in_the_book_is_a_section_of_it(bundled_kit, blank_back_kit):
    """r32 (K rulebook minor 8, R kit minor 5): where the kit's checklist is drawn on the page the book leaves
    blank before its appendix, the page carries the book's running head, naming it, and its folio like the pages
    around it, with no cover's band, in the book's file and in its print job alike (the job prints the book's
    page as it is)."""
    _checklist_sections(bundled_kit, ("art-society", "kolekcjonerzy", "przekret", "rynek"))
    # no bundled book holds it since r32 (Kolekcjonerzy's play part ends on its p. 16): the Kolekcjonerzy whose
    # questions run a page longer holds it on its p. 18
    assert _checklist_sections(blank_back_kit, ("kolekcjonerzy",)) == 1
