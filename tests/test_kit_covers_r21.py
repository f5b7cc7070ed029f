"""Round r21's kit reviews on the print jobs' covers: the rulebook's non-play chapters are an optional
appendix on sheets of their own, listed apart on the cover (K minor 2, R minor 3, P minors 5–6, AS
minor 3); a blank paid side carries the kit's component checklist (K minor 3, AS minor 2); the
manual-duplex recipe is a numbered box (K minor 7); a board per player is no „copy” (AS minor 5)."""

from __future__ import annotations

import re

from generator.build.checklist import CHECKLIST_LINE
from generator.build.cover_contents import APPENDIX_SKIP, APPENDIX_TEXT
from generator.draw.guide import BLANK_TEXT, manual_duplex
from generator.draw.guide_set import Steps

from .pdfcheck import cover_texts, holds_checklist, job_entries, page_texts

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")


def _book_start(cover: str) -> int:
    """The job's page where its rulebook starts, as its cover lists it („Strony 7–24: Zasady gry”); 10**6: none."""
    found = re.search(r"Strony (\d+)–\d+: Zasady gry", cover)
    return int(found.group(1)) if found else 10**6


def _flat(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


def test_the_appendix_starts_a_sheet_and_the_cover_lists_it_apart_as_optional(bundled_kit):
    for game in GAMES:
        (job,) = [
            j for j in job_entries(bundled_kit, game) if any(p["path"].endswith("zasady.pdf") for p in j["parts"])
        ]
        path = bundled_kit / job["path"]
        cover, texts = _flat(cover_texts(path)[0]), page_texts(path)
        play = re.search(r"Strony (\d+)–(\d+): Zasady gry, (\d+) arkusz\w*", cover)
        appendix = re.search(
            rf"Strony (\d+)–(\d+): {re.escape(APPENDIX_TEXT)}, (\d+) arkusz\w*; {re.escape(APPENDIX_SKIP)}",
            cover,
        )
        assert play and appendix, (game, cover[:600])
        start, end, middle, last = (
            int(play.group(1)),
            int(play.group(2)),
            int(appendix.group(1)),
            int(appendix.group(2)),
        )
        assert middle == end + 1 and (middle - start) % 2 == 0, game  # the appendix opens a new sheet
        assert "Co ustaliło to wydanie" in texts[middle - 1].splitlines(), game  # the typeset page, not a typed one
        book = page_texts(bundled_kit / game / "zasady.pdf")
        assert last - start + 1 in (len(book), len(book) + 1), game  # to the book's end (its blank back)
        # the sheets of the two lines are the book's sheets
        assert int(play.group(3)) + int(appendix.group(3)) == (len(book) + 1) // 2, game
        # a back left blank so the appendix starts a sheet says so, and is the only one (r21)
        blanks = [i + 1 for i, t in enumerate(book) if BLANK_TEXT in t]
        assert blanks in ([], [middle - start]), (game, blanks)
        # no page of play (the title page's contents aside) holds the appendix's chapters
        assert not any("Wydruk i składanie" in t.splitlines() for t in texts[start:end]), game


def test_the_print_chapter_points_to_the_covers_and_keeps_the_table(bundled_kit):
    for game in GAMES:
        book = _flat(" ".join(page_texts(bundled_kit / game / "zasady.pdf")))
        chapter = book[book.rindex("Wydruk i składanie Zestaw do druku") :]
        assert "Każdy wydruk ma własny opis krok po kroku (strona „Do druku: …”, na zwykłym papierze)" in chapter, game
        assert "Wydruki zestawu, w kolejności druku:" in chapter and "Razem:" in chapter, game
        # (a part's „Cięcie: …” is the chapter's again since r32, in its list of how each part is cut)
        for gone in ("Jak drukować i ciąć", "Drukarka bez druku dwustronnego", "Mniej graczy i dodruk"):
            assert gone not in chapter, (game, gone)


def test_one_blank_side_of_each_kit_is_its_component_checklist(bundled_kit):
    expected = {
        "art-society": ["64 × Obrazy", "4 × Pomoc gracza", "4 × Plansza kolekcji", "1 × Plansza muzeum"],
        "kolekcjonerzy": ["12 × Pionki graczy", "84 × Żetony", "12 × Pomoc gracza", "20 × Kartki tajnych propozycji"],
        "przekret": [
            "294 × Pieniądze",
            "banknot 100 zł: 84 szt.",
            "6 × Pionki",
            "2 × Kostka",
            "36 × Los",
            "48 × Dzierżawa",
        ],
        "rynek": ["270 × Pieniądze", "64 × Karty: zakup i sprzedaż", "ZAKUP: 32 szt.", "360 × Żetony surowców"],
    }
    for game in GAMES:
        found = []
        for job in job_entries(bundled_kit, game):
            path = bundled_kit / job["path"]
            for index, text in enumerate(page_texts(path)):
                if holds_checklist(text):
                    found.append((path, index + 1, _flat(text)))
        assert len(found) == 1, (game, [(p.name, i) for p, i, _ in found])
        path, page, text = found[0]
        for row in expected[game]:
            assert row in text, (game, row)
        # its job's cover names the page for what it is, not as blank
        cover = _flat(cover_texts(path)[0])
        # on a page of its own, on a rulebook's blank page, or under a short cover's text (r26 AS minor 1)
        said = (
            f"Strona {page}: {CHECKLIST_LINE}",
            # on a book's page: the job's page and the book's own, printed there instead of a locator (D2)
            f"na stronie {page} (zasady, s. {page - _book_start(cover) + 1}) {CHECKLIST_LINE}",
            f"pod opisem {CHECKLIST_LINE}",
        )
        assert any(words in cover for words in said), game
        if said[2] in cover:
            # (the cover's line of its page, a page of a cover and the map behind it „Strony 4–5” since r35)
            assert re.search(rf"Stron[ay] {page}(–\d+)?: [^;]*;[^;]*; {said[2]}", cover), (game, cover)
        assert f"strona {page} celowo pusta" not in cover, game


def test_the_manual_duplex_recipe_is_a_box_of_numbered_steps():
    head, steps, note = Steps(manual_duplex("long")).parts()
    assert head == "Drukarka bez druku dwustronnego"
    # r38 AS kit minor 4: lettered, not numbered like the main list beside it
    assert [s[:3] for s in steps] == ["a) ", "b) ", "c) "]
    assert steps[-1] == "c) wydrukuj strony parzyste." and note == ""
    head, steps, note = Steps(manual_duplex("long", 3, 22, calibration=True)).parts()
    assert [s[:3] for s in steps] == ["a) ", "b) ", "c) ", "d) ", "e) "]
    # r36 AS kit minor 8: the order test comes before the run, on two sheets, not a remark after it
    assert steps[1].startswith("b) test kolejności: wydrukuj tylko strony 3 i 5, włóż kartki jak w punkcie d)")
    assert isinstance(manual_duplex("short"), Steps)


def test_boards_one_per_player_are_no_copies(bundled_kit):
    """Art Society's four collection boards each carry another player's strip: their cover says whose,
    never „Kopie potrzebne przy komplecie graczy” (r21 AS minor 5)."""
    # a job's cover lists its contents (the rulebook's print chapter quotes „Do druku: …” and names the boards
    # too); the cover alone, where two share a page (r32: shorter covers share one)
    covers = [
        _flat(" ".join(cover_texts(bundled_kit / j["path"])))
        for j in job_entries(bundled_kit, "art-society")
        if j["stock"] == "card"
    ]
    covers = [c for c in covers if "Plansza kolekcji" in c]
    assert covers
    for cover in covers:
        assert "Kopie potrzebne" not in cover and "Każdy gracz dostaje swoją planszę" in cover
