"""The r23 blind kit reviews of the print jobs' covers: the optional appendix is in no print step
(K major 1), the manual-duplex order test is on the sheets the steps print together (K minor 6, P minor 6)."""

from __future__ import annotations

import re

from generator.build.cover_contents import APPENDIX_SKIP, APPENDIX_TEXT
from generator.build.cover_steps import APPENDIX_STEP, FIRST_SHEET

from .pdfcheck import cover_texts, holds_checklist, job_entries, page_texts

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")


def _flat(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


def _pages(ranges: str) -> set[int]:
    """„3–22 i 31–42” → its pages."""
    pages: set[int] = set()
    for a, _, b in (r.partition("–") for r in ranges.split(" i ")):
        pages |= set(range(int(a), int(b or a) + 1))
    return pages


def test_the_print_steps_leave_the_optional_appendix_out_and_name_it_apart(bundled_kit):
    for game in GAMES:
        (job,) = [
            j for j in job_entries(bundled_kit, game) if any(p["path"].endswith("zasady.pdf") for p in j["parts"])
        ]
        path = bundled_kit / job["path"]
        cover = _flat(cover_texts(path)[0])
        listed = re.search(rf"Strony (\d+)–(\d+): {APPENDIX_TEXT}, (\d+)\sarkusz\w*; {APPENDIX_SKIP}", cover)
        step = re.search(
            rf"{re.escape(FIRST_SHEET)} \d\. .*? \d\. Wydrukuj raz strony ([\d–i ]+)(?: \([^)]*\))?\. \d\. "
            rf"{APPENDIX_STEP} \(strony (\d+)–(\d+), (\d+) arkusz\w*\) – tylko jeśli go chcesz\.",
            cover,
        )
        assert listed and step, (game, cover[-900:])
        assert listed.groups() == step.groups()[1:], game  # the contents and the steps name the same pages
        skipped = set(range(int(listed.group(1)), int(listed.group(2)) + 1))
        printed = _pages(step.group(1).strip())
        # the steps and the appendix together are every page behind the calibration sheet, once each
        assert not printed & skipped and printed | skipped == set(range(3, len(page_texts(path)) + 1)), game


def test_the_manual_duplex_order_test_is_on_the_first_sheets_after_the_calibration(bundled_kit):
    for game in GAMES:
        for job in job_entries(bundled_kit, game):
            if job["stock"] != "paper" or job["sides"] == "one":
                continue
            cover = _flat(cover_texts(bundled_kit / job["path"])[0])
            assert "(strony 1–4)" not in cover, job["path"]
            assert (
                "b) test kolejności: wydrukuj tylko strony 3 i 5, włóż kartki jak w punkcie d) i "
                "wydrukuj strony 4 i 6. Jeśli strona 4 jest na odwrocie strony 3, zachowaj obie kartki" in cover
            ), job["path"]


def test_a_spare_of_a_guest_names_the_pages_of_a_numbered_job(bundled_kit):
    """r23 K minor 2, R minor 2, P minor 7: „dodrukuj strony 3–4 wydruku 5”, the pages of one copy of
    the host's sheet, in a job the kit has."""
    for game in ("kolekcjonerzy", "przekret", "rynek"):
        book = _flat(" ".join(page_texts(bundled_kit / game / "zasady.pdf")))
        spares = re.findall(
            r"się zgubi albo zniszczy, dodrukuj (?:jednostronnie )?stron[ęy] (\d+)(?:–(\d+))? wydruku (\d)[. ]", book
        )
        jobs = job_entries(bundled_kit, game)
        assert spares and "można dodrukować" not in book, game
        for first, last, number in spares:
            job = jobs[int(number) - 1]
            assert int(last or first) <= job["pages"] and (int(last or first) - int(first)) < 4, (game, first, last)


def test_the_checklist_on_a_rulebook_page_carries_that_pages_number(blank_back_kit):
    """r23 K minor 4: the checklist on the rulebook's blank back is numbered as the book's pages around it (no
    bundled book leaves a blank back since r32: the Kolekcjonerzy whose questions run a page longer)."""
    path = next(p for p in sorted((blank_back_kit / "kolekcjonerzy" / "druk").glob("1-*.pdf")))
    texts = page_texts(path)
    (at,) = [n for n, t in enumerate(texts) if holds_checklist(t) and "Do druku:" not in t]
    before, here = ([line.strip() for line in t.splitlines() if line.strip().isdigit()] for t in texts[at - 1 : at + 1])
    assert len(here) == 1 and str(int(here[0]) - 1) in before, (before, here)


def test_a_guests_reprint_pointer_names_the_pages_its_pieces_are_on_and_no_other(bundled_kit):
    """r25 R kit minor 5: „dodrukuj strony 1–4 wydruku 5” for pawns printed on p. 4 alone (three sheets of
    250–300 g/m² card more than needed). Every game's spare pointer to a guest printed on a host's bands names
    pages whose sheets carry the guest's band („PIONKI · 6 SZT.”), each of them, and no page without it."""
    checked = 0
    for game in ("kolekcjonerzy", "przekret", "rynek"):
        # the pages' text without their folios and running heads (a sentence may open a page)
        book = _flat(
            " ".join(
                "\n".join(line for line in text.splitlines() if not line.isdigit() and " · zasady gry" not in line)
                for text in page_texts(bundled_kit / game / "zasady.pdf")
            )
        )
        jobs = job_entries(bundled_kit, game)
        said = re.findall(
            r"([^.;]+?) – na arkusz(?:u|ach) „[^”]+”; gdy któr\w+ (?:egzemplarz|z nich) się zgubi albo zniszczy, "
            r"dodrukuj (jednostronnie )?stron[ęy] (\d+)(?:–(\d+))? wydruku (\d)( albo,| \(sam przód arkusza: tył pod "
            r"nimi jest pusty\) albo,)",
            book,
        )
        assert said, game
        for titles, fronts, first, last, number, _ in said:
            texts = page_texts(bundled_kit / jobs[int(number) - 1]["path"])
            names = [t.strip().upper() for t in re.split(r",| i ", titles.split(". ")[-1]) if t.strip()]
            bands = [n for n, t in enumerate(texts, start=1) if any(f"{name} · " in t for name in names)]
            if not bands:  # a guest on the host's backs (a form's price list), not in a band: its sheet's pages
                continue
            named = list(range(int(first), int(last or first) + 1))
            # the pages named are the bands' sheets: a band's page, and its back on a double-sided job
            sheets = {(n + 1) // 2 for n in bands} if jobs[int(number) - 1]["sides"] != "one" else set(bands)
            expected = (
                [p for s in sorted(sheets) for p in (2 * s - 1, 2 * s)]
                if jobs[int(number) - 1]["sides"] != "one"
                else sorted(sheets)
            )
            # r26 K minor 7: a one-sided guest on a double-sided host's fronts: those fronts alone, one-sided
            expected = sorted(bands) if fronts else expected
            assert bool(fronts) == (game == "kolekcjonerzy"), game
            assert named == expected, (game, titles, named, bands)
            checked += 1
    assert checked == 3


def test_the_print_step_leaves_out_what_the_contents_print_only_for_a_full_table(bundled_kit):
    """r28 P kit minor 1: the contents said pages 53–56 only from 5 players, the step printed 29–58;
    the step names the same pages and table the contents do."""
    checked = 0
    for game in GAMES:
        for job in job_entries(bundled_kit, game):
            cover = _flat(cover_texts(bundled_kit / job["path"])[0])
            for low, high, first, last, more in re.findall(
                r"Przy (\d+)–(\d+) graczach wystarczą arkusze ze stron \d+–\d+(?: \([^()]*\))?; strony (\d+)–(\d+) "
                r"\(\d+ arkusz\w*\) drukuj dopiero od (\d+) graczy",
                cover,
            ):
                assert int(more) == int(high) + 1, (game, job["path"])
                assert f"(przy {low}–{high} graczach bez stron {first}–{last})" in cover, (game, job["path"])
                checked += 1
    assert checked
