"""The r41 blind kit reviews of the print jobs' guides and covers (fixer „guides”): a file a guide sends the buyer to
is named on paper by its printed title (K minor 5, P minor 2; since session 25's D1 with no file name on paper);
the checklist's piles read as counts (R minor 2); a card job's first page says where its description is (P minor
5); a reprint file whose pieces leave its sheet bare says how to use an offcut (R minor 11); the calibration page
starts at the top (AS minor 9)."""

from __future__ import annotations

import re

from generator.build.checklist import CHECKLIST_TITLE, pile_text
from generator.build.job import JOBS_FOLDER
from generator.draw.guide import SEPARATE_NOTE

from .pdfcheck import job_entries, listed_file, page_texts, printed_text

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")
FIRST = "druk/1-papier-80-120-dwustronnie-dluga-krawedz.pdf"


def _flat(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


def test_a_separate_print_a_guide_sends_to_is_named_by_its_printed_title(bundled_kit):
    """Every „osobny wydruk „…”” on a print job's page names a print the buyer can tell by its title: the first page
    the on-screen overview (zestaw.pdf) lists with its file (r41 K minor 5: the one-piece board; P minor 2: the
    re-feed Losy), and says it is a file of its own; no file or folder name on paper (D1, session 25, r42 K minor 5, AS minor 4,
    P minor 1, R minor 4)."""
    named = []
    for game in GAMES:
        for entry in job_entries(bundled_kit, game):
            for text in page_texts(bundled_kit / entry["path"]):
                flat = _flat(text)
                for title in re.findall(r"osobny wydruk „([^”]+)”", flat):
                    assert f"osobny wydruk „{title}” {SEPARATE_NOTE}" in flat, (game, entry["path"], title)
                    listed = listed_file(bundled_kit / game, title)  # zestaw.pdf's list leads from the title
                    assert listed, (game, title)
                    named.append((game, listed))
                assert ".pdf" not in flat and f"„{JOBS_FOLDER}”" not in flat, (game, entry["path"])
    # the print shop's board of K, P and R, P's re-feed Losy, AS's candies-only sheet
    assert {
        ("kolekcjonerzy", "plansza.pdf"),
        ("przekret", "plansza.pdf"),
        ("przekret", "losy-ponowne-podanie.pdf"),
        ("rynek", "plansza.pdf"),
        ("art-society", "cukierki-znaczniki-prestizu-i-mlotek.pdf"),
    } <= set(named), named


def test_a_pile_of_the_checklist_reads_as_a_count_never_as_a_range(bundled_kit):
    """„10 – 100 szt.” read as „10 to 100 pieces” (r41 R minor 2): a pile's count follows a colon, and a pile of notes
    named by its value alone is named as a note („banknot 10: 100 szt.”)."""
    assert pile_text("10", 100, "banknote") == "banknot 10: 100 szt."
    assert pile_text("jedynka", 60, "piece") == "jedynka: 60 szt."
    for game in GAMES:
        pages = [_flat(t) for t in page_texts(bundled_kit / game / FIRST)]
        text = " ".join(t for t in pages if CHECKLIST_TITLE in t and " szt." in t)  # the checklist's page
        assert "× " in text, game
        assert not re.search(r"\d – \d+ szt\.", text), game
        if game == "rynek":
            for value in ("10", "100", "500", "1 000", "5 000", "10 000"):
                assert re.search(rf"banknot {value}: \d+ szt\.", text), value


def test_a_reprint_file_that_leaves_its_sheet_bare_says_how_to_print_on_an_offcut(bundled_kit):
    """A guest's own file, for reprints (the pawns: Rynek's six strips on a sixth of a card sheet, r41 R minor 11),
    tells how to print its pieces on an offcut; a part's file that fills its sheets does not."""
    for game in ("kolekcjonerzy", "przekret", "rynek"):
        assert "ścinek" in _flat(page_texts(bundled_kit / game / "pionki.pdf")[0]), game
    for game in GAMES:
        for name in ("zetony.pdf", "obrazy.pdf", "plytki.pdf"):
            if (bundled_kit / game / name).exists():
                assert "ścinek" not in _flat(page_texts(bundled_kit / game / name)[0]), (game, name)


def test_the_calibration_pages_steps_start_at_the_top(bundled_kit):
    """The calibration page (job 1 p. 2) began its steps 78 mm down, its top a third blank (r41 AS minor 9): its
    heading stands where a guide page's title does, under 35 mm from the top edge."""
    for game in GAMES:
        path = bundled_kit / game / FIRST
        height = 297 * 72 / 25.4
        tops = [box[3] for index, char, *_, box in printed_text(path) if index == 1 and char == "K"]
        assert tops and (height - max(tops)) * 25.4 / 72 < 35, (game, height - max(tops))
