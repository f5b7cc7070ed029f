"""The r38 blind kit reviews of the print jobs' covers and guide pages (fixer „guide”): the box for a printer without
duplex prints each page once, its steps lettered, the calibration sheet by hand (R major 1, K minor 3, AS minor 4, P
minor 1); no printed page talks of files (K minor 9, AS minor 2, P minor 9)."""

from __future__ import annotations

import re
from pathlib import Path

from .pdfcheck import cover_texts, job_entries, page_texts, without_named_files

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")


def _flat(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


def _pages(ranges: str) -> set[int]:
    """„7–24, 31–64” or „3–24 i 31–64” → its pages."""
    pages: set[int] = set()
    for r in re.split(r", | i ", ranges.strip()):
        a, _, b = r.partition("–")
        pages |= set(range(int(a), int(b or a) + 1))
    return pages


def test_the_manual_duplex_box_prints_every_page_of_the_steps_once(bundled_kit):
    """The box's order test (two sheets) and its run together are the pages the main steps print, none twice
    (r38: the run „3–24, 31–64” after a test on 3–6 printed two sheets again); the calibration sheet has a lettered
    step of its own that puts a shift right at the feed, not in the driver; no step of the box reads as the main
    list's („jak w kroku 3”)."""
    boxes = 0
    for game in GAMES:
        for job in job_entries(bundled_kit, game):
            if job["stock"] != "paper" or job["sides"] == "one":
                continue
            cover = _flat(" ".join(cover_texts(bundled_kit / job["path"])))
            box = cover[cover.index("Drukarka bez druku dwustronnego:") :]
            assert "w kroku" not in box and not re.search(r"(?:^|; )\d\. ", box), (game, box)
            assert re.findall(r"(?:: |; )([a-h])\) ", box)[:3] == ["a", "b", "c"], (game, box)
            step = re.search(r"Wydrukuj raz (?:resztę \()?strony? ([\d–]+(?: i [\d–]+)*)", cover)
            printed = _pages(step.group(1)) if step else set(range(1, len(page_texts(bundled_kit / job["path"])) + 1))
            run = re.search(r"nieparzyste z zakresu ([\d–]+(?:, [\d–]+)*)", box)
            test = re.search(
                r"wydrukuj tylko strony (\d+) i (\d+), włóż kartki jak w punkcie ([a-h])\) i wydrukuj "
                r"strony (\d+) i (\d+)\.",
                box,
            )
            assert run and test, (game, box)
            tested = {int(n) for n in test.group(1, 2, 4, 5)}
            ran = _pages(run.group(1))
            assert not tested & ran and tested | ran == printed, (game, job["path"], sorted(tested), run.group(1))
            assert f"{test.group(3)}) weź wydrukowane kartki z tacy" in box, game  # the letter it points to
            if "Najpierw wydrukuj samą tę kartkę (strony 1–2)" in cover:
                assert re.search(
                    r"a\) kartka kalibracji \(strony 1–2\): wydrukuj stronę 1, .* wydrukuj stronę 2\. "
                    r"Ustawienie sterownika, o którym mówi strona 2, kartek wkładanych ręcznie nie "
                    r"przesuwa: .*jak mówi opis wydruków na kartonie",  # the way said once (test_kit_covers_r30)
                    box,
                ), (game, box)
            boxes += 1
    assert boxes >= 4, boxes


# file talk on paper: a file's name, its extension, the words for files and folders
FILE_TALK = re.compile(r"\.pdf|\bplik\w*|\bfolder\w*|\bkatalog\w*", re.IGNORECASE)


def test_no_printed_page_names_a_file(bundled_kit):
    """Every page of every PDF a buyer may print (the print jobs and the part files beside them) speaks of prints,
    not of files (r38 K minor 9 „plansza.pdf”, AS minor 2 „lizaki-cukierki.pdf”, P minor 9), but for the one file a
    print sends the buyer to, named exactly as it is (guide.separate; r41 P minor 2, K minor 5: by its title alone
    the buyer did not find it): zestaw.pdf, read on screen, names every file."""
    checked = 0
    for game in GAMES:
        for path in sorted(Path(bundled_kit, game).rglob("*.pdf")):
            if path.name == "zestaw.pdf":
                continue
            for n, text in enumerate(page_texts(path), start=1):
                bare = without_named_files(_flat(text), Path(bundled_kit, game))
                found = FILE_TALK.search(bare)
                assert not found, (
                    str(path.relative_to(bundled_kit)),
                    n,
                    bare[max(0, found.start() - 80) : found.end() + 40],
                )
            checked += 1
    assert checked > 20, checked
