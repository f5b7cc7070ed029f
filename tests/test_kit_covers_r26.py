"""Round r26's kit reviews on the print jobs' covers, the checklist and the print chapter (K minor 1, 6, 7;
P minor 3, 4, 6; R minor 4, 5, 8, 9; AS minor 1, 4, 7; AS minor 7 again in r29)."""

from __future__ import annotations

from .pdfcheck import cover_texts, holds_checklist, job_entries, page_texts

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")


def _flat(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


def test_a_one_piece_boards_page_shows_the_board_not_a_map(bundled_kit):
    """r26 AS minor 7: „mapa leży wzdłuż dłuższego boku” on a collection board's page, which has no map;
    r29 AS minor 7: the page showed a wordless veiled miniature under a title the board lacks, and told to
    turn a page that already lies as it is read. It shows the board as it prints (the first player's copy,
    the museum's track numbers) and says nothing of turning it."""
    for name, words in (
        ("plansza-kolekcji-a4.pdf", ("WIŚNIA", "Asystent")),
        ("plansza-muzeum-a4.pdf", ("Muzeum", "59")),
    ):
        first = _flat(page_texts(bundled_kit / "art-society" / name)[0])
        assert "Obróć kartkę" not in first and "mapa" not in first, name
        assert all(word in first for word in words), (name, first)


def test_the_calibration_page_is_named_as_the_back_of_the_covers_sheet(bundled_kit):
    """r26 R minor 8: „na odwrocie tej strony (opis na niej)” read clumsily."""
    for game in GAMES:
        cover = _flat(cover_texts(bundled_kit / job_entries(bundled_kit, game)[0]["path"])[0])
        assert "Strona 2: kalibracja druku dwustronnego z opisem, na odwrocie tej kartki" in cover, game
        assert "(opis na niej)" not in cover, game


def test_every_checklist_row_says_which_job_and_pages_print_it(bundled_kit):
    """r26 R minor 9: a missing part sent the buyer back to the covers; AS minor 4: „2 × Podliczenie punktów”
    for one sheet. Every row but the spares' names a job of the kit and pages within it that hold the row's
    pieces; a form counted more often than its sheets says its sheets."""
    import re

    from generator.build.checklist import CHECKLIST_TITLE, SPARES_LINE

    for game in GAMES:
        jobs = job_entries(bundled_kit, game)
        texts = [_flat(t) for j in jobs if "papier" in j["path"] for t in page_texts(bundled_kit / j["path"])]
        # on a page of its own or under a short cover's text (r26 AS minor 1): the page from its title on
        (page,) = [t[t.index(CHECKLIST_TITLE) :] for t in texts if holds_checklist(t)]
        rows = re.findall(r"(\d+) × ([^×]+?) wydruk (\d) · s\. (\d+)(?:–(\d+))?(?: \(([^)]*)\))?", page)
        # the spares' row names its pages where the file tells its spares apart by name (r29 R minor 11), after
        # what a separate print lacks of them (r38 AS minor 3)
        plain = re.sub(re.escape(SPARES_LINE) + r" \([^)]*\)", SPARES_LINE, page)
        said = page.count(" × ") - len(re.findall(re.escape(SPARES_LINE) + r"(?! wydruk)", plain))
        assert len(rows) == said, (game, rows, page)
        for _count, title, number, first, last, _sheets in rows:
            assert 1 <= int(first) <= int(last or first) <= jobs[int(number) - 1]["pages"], (game, title)
        if game == "art-society":
            assert ("2", "Karta podliczenia punktów", "1 arkusz, obie strony") in [(r[0], r[1], r[5]) for r in rows], (
                rows
            )


def test_every_card_jobs_cover_gives_its_cards_count_and_size(bundled_kit):
    """r26 P minor 6: job 5's cover listed Posesje and Dzierżawa with neither count nor size (the aids too)."""
    import re

    for game in GAMES:
        for job in job_entries(bundled_kit, game):
            if job["stock"] != "card":
                continue
            contents = _flat(cover_texts(bundled_kit / job["path"])[0]).split("Jak drukować")[0]
            parts = re.split(r"(?=Stron[ay] \d+(?:–\d+)?: )", contents)[1:]
            for part in parts:
                if "Plansza" in part:  # a board says its size in its steps and its map
                    continue
                assert re.search(r"\d+ (?:× )?\w+.*?\d+(?:,\d)?(?: × \d+(?:,\d)?)? mm", part), (job["path"], part)
    cover = _flat(" ".join(page_texts(bundled_kit / job_entries(bundled_kit, "przekret")[0]["path"])[:8]))
    assert "Posesje, 3 arkusze – 24 karty 88 × 63 mm, 8 na arkuszu." in cover
    assert "2 kopie po 1 arkuszu – 48 kart 63 × 33 mm, 24 na arkuszu." in cover
