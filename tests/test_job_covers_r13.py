"""Round r13's kit reviews on the print jobs' covers and zestaw.pdf: the manual-duplex order on every
double-sided cover, token sizes as the sheet draws them, no leftover guest line, zestaw.pdf's first page
(a copy to read, its page map, every piece once)."""

from __future__ import annotations

import re
from pathlib import Path

from generator.draw.craft_text import part_step
from generator.draw.guide import REFEED, aids_cut_text
from generator.draw.kinds.guest_pieces import GUEST_LEAD
from generator.draw.kinds.tokens import cut_across
from generator.model.units import mm

from .pdfcheck import cover_texts, job_entries, job_path, page_texts, screen_pages, without_named_files

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")


def _cover(job) -> str:
    """The first page of a print job's cover (`job`: its file) in one line."""
    return " ".join(cover_texts(job)[0].split())


def test_every_double_sided_cover_says_the_sheet_order_for_a_printer_without_duplex(bundled_kit):
    """A plain job: the stack recipe, its order checked on its own first sheets. A card job (r15, AS
    major 2): by hand, one sheet at a time from the rear or manual tray, after a check of the weight
    the printer takes; automatic duplex only where the printer declares it for that weight."""
    from generator.draw.guide import CARD_FEED, card_auto, card_sheet, card_weight

    covers = 0
    for game in GAMES:
        for job in job_entries(bundled_kit, game):
            if job["sides"] == "one":
                continue
            path, sides, card = bundled_kit / job["path"], job["sides"], job["stock"] == "card"
            cover = _cover(path)
            covers += 1
            # the order checked on the sheets after the calibration sheet (r23 K minor 6)
            order = "Jeśli strona 4 jest na odwrocie strony 5, w punkcie e) zaznacz „Odwróć kolejność”"
            assert (order in cover) != card, path
            if card:
                stock = re.search(r"Papier: A4; (karton [^.]+?)\. ", cover).group(1)  # the job's one card
                # r23 AS major 1: the card recipe as the cover's steps, each said once
                # … said once in the kit (r29 K major 2): in full on one card job's cover, the others pointing there
                pointed = "ustaw skalę jak w wydruku" in cover and "i sprawdź go jak w wydruku" in cover
                for said in (CARD_FEED, card_sheet(sides), card_weight(stock), card_auto(sides)):
                    expected = 0 if pointed and said != card_weight(stock) else 1
                    assert cover.count(" ".join(said.split())) == expected, (path, said)
                assert "Drukarka bez druku dwustronnego" not in cover and "Druk dwustronny," not in cover, path
                needs = (
                    ("Sprawdź w instrukcji drukarki",)
                    if pointed
                    else ("Drukuj ręcznie, po jednym arkuszu", "tylko wtedy")
                )
                for needed in ("Sprawdź w instrukcji drukarki", *needs):
                    assert needed in cover, (path, needed)
            else:
                assert " ".join(REFEED[sides].split()) in cover, path
                assert "e) wydrukuj strony parzyste" in cover, path  # a) calibration, b) the order test (r36, r38)
    # three double-sided jobs per game: plain paper, the aids' card, other card; Art Society's aids are on
    # the other card (r22 AS major 1)
    assert covers == 11


def test_token_sizes_on_the_covers_are_the_printed_ones(bundled_kit):
    """The square the crop marks give and the cutting line's shape, as tokens_draw draws it (14 → 11,3,
    20 → 17,3, 15,2 → 12,5 mm: Rynek's since r25, its 3 mm colour gutters), never the nominal size alone."""

    def said(size: float, shape: str = "krążek") -> str:
        inner = f"{round(cut_across('circle', mm(size)) / mm(1), 1):g}".replace(".", ",")
        return f"kwadrat {size:g} mm, {shape} {inner} mm"

    przekret = _cover(job_path(bundled_kit, "przekret", "card", "one"))
    assert f"48 × pokój „P”: {said(14)}" in przekret and "kwadrat 14 mm, krążek 11,3 mm" in przekret
    assert f"24 × apartament „A”: {said(20)}" in przekret and "krążek 17,3 mm" in przekret
    rynek = _cover(job_path(bundled_kit, "rynek", "card", "long"))
    assert "120 × surowiec żółty „Ż”: kwadrat 15,2 mm, krążek 12,5 mm" in rynek  # singles only since r27 F7
    for cover in (przekret, rynek):
        assert not re.search(r"(krążek|sześciokąt) (14|15,2|20) mm", cover)


def test_job_covers_name_guests_once_and_cut_as_the_sheets_are_cut(bundled_kit):
    for game in GAMES:
        for path in sorted((bundled_kit / game / "druk").glob("*.pdf")):
            cover = _cover(path)
            assert GUEST_LEAD not in cover and "Na tych samych arkuszach" not in cover, path
    # plain-paper duplex jobs: rulebooks and forms have no margin crop marks; the aids (their own job on
    # 160–200 g/m² card since r17) have theirs since r19: each aid is cut on its own marks
    for game in GAMES:
        cover = _cover(job_path(bundled_kit, game, "paper", "long"))
        assert ("znaczniki cięcia na marginesach" in cover) == (game in ("przekret", "rynek")), game  # banknotes
        aids = _cover(job_path(bundled_kit, game, "card" if game == "art-society" else "light", "long"))
        said = aids_cut_text(4 if game == "art-society" else 2)  # Art Society's four aids to a sheet (r21)
        # how a sheet is cut: on the cover of the job that prints it and in the print chapter (r34 P major 1), but
        # Art Society's, whose chapter leaves the parts' cutting to the covers (r36 AS kit minor 5: a sheet less)
        book = _chapter(bundled_kit, game)
        # on the cover after the part's name, as one sentence (craft_text.part_step; r35 R minor 11, P minor 6)
        assert (said in book) == (game != "art-society"), game
        assert part_step("Pomoc gracza", said) in aids and "znacznikami cięcia na marginesach" in aids, (
            game
        )  # the aids' own cut step (r42 R minor 6)
    markers = _cover(job_path(bundled_kit, "art-society", "card", "long"))
    assert "prostokątne znaczniki prestiżu nożykiem przy linijce" in markers  # a bar: straight cuts


def _chapter(kit, game: str) -> str:
    """The rulebook's print chapter, its lines joined (split words whole again: test_job_covers_r14._book)."""
    from .test_job_covers_r14 import _book

    text = _book(kit, game)
    return text[text.index("Zestaw do druku w domu") :]


def test_kit_pdf_opens_with_a_page_that_says_it_is_a_copy_to_read_and_maps_its_pages(bundled_kit):
    for game in GAMES:
        texts = page_texts(bundled_kit / game / "zestaw.pdf")
        first = " ".join(texts[0].split())
        assert "Cały zestaw do przeglądania" in first and "do czytania na ekranie, nie do druku" in first
        # the print jobs by their covers' names, no folder or file talk for whoever holds it printed (r25 AS
        # minor 8, P minor 9)
        assert "Do druku są wydruki „1. zwykły papier 80–120 g/m², dwustronnie”, „2. " in first, game
        # r35 K minor 10, R minor 13: only a file the buyer opens, named exactly as it is
        bare = without_named_files(first, bundled_kit / game)
        assert "folder" not in bare and "plik" not in bare.lower().replace("pliki", ""), game
        # a copy to read: no print job's headings, no calibration square to measure
        assert "Co jest w tym przeglądzie" in first and "Jak z niego korzystać" in first, game
        # where the jobs' descriptions are, as the manifest places the covers (r41 P minor 4: „każdy z opisem na
        # początku” was untrue of every card job, whose cover job 1 carries)
        jobs = job_entries(bundled_kit, game)
        carried = sorted(int(Path(p["cover_of"]).name.split("-")[0]) for p in jobs[0]["parts"] if p.get("cover_of"))
        assert carried == list(range(2, len(jobs) + 1)), (game, carried)
        which = "2 i 3" if len(jobs) == 3 else f"2–{len(jobs)}"  # a run of two said as two
        assert f"opisy wydruków {which} są na początku wydruku 1." in first, game
        assert "każdy z opisem na początku" not in first, game
        assert "Zawartość wydruku" not in first and "50 mm" not in first, game
        # the jobs, one after another to the end (since r35 the kit is the print jobs: AS minor 2, P minor 10)
        ranges = [(int(a), int(b or a)) for a, b in re.findall(r"Stron[ay] (\d+)(?:–(\d+))?: Wydruk", first)]
        assert ranges[0][0] == screen_pages(bundled_kit / game / "zestaw.pdf") + 1 and ranges[-1][1] == len(texts), (
            game
        )  # no blank back (r32), the jobs to the end
        for (_, end), (start, _) in zip(ranges, ranges[1:]):
            assert start == end + 1, game
        assert "Zasady gry" in first
    # every piece once: the pawns' spare file (their pieces are on the token sheet) is not in the kit
    kit = [" ".join(t.split()) for t in page_texts(bundled_kit / "kolekcjonerzy" / "zestaw.pdf")]
    assert sum("PIONKI GRACZY" in t for t in kit) == 1
