"""The r41 blind kit reviews of the print jobs' guides and covers (fixer „guides”): a file a guide sends the buyer to
is named on paper with where it lies (K minor 5, P minor 2: the lead's decision, names in the guides, not titles);
the checklist's piles read as counts (R minor 2); a card job's first page says where its description is (P minor
5); a reprint file whose pieces leave its sheet bare says how to use an offcut (R minor 11); the calibration page
starts at the top (AS minor 9)."""

from __future__ import annotations

import re
from pathlib import Path

from generator.build.checklist import CHECKLIST_TITLE, pile_text
from generator.draw.guide import JOBS_FOLDER

from .pdfcheck import job_entries, page_texts, printed_text

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")
FIRST = "druk/1-papier-80-120-dwustronnie-dluga-krawedz.pdf"


def _flat(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


def test_a_separate_print_a_guide_sends_to_is_named_by_its_file_and_where_it_lies(bundled_kit):
    """Every „osobny wydruk „…”” on a print job's page names its file as the build writes it and says it lies
    beside the jobs' folder, which holds the jobs (r41 K minor 5: the one-piece board by title only, the buyer
    who had downloaded druk/ could not find it; P minor 2: the re-feed Losy)."""
    named = []
    for game in GAMES:
        for entry in job_entries(bundled_kit, game):
            for text in page_texts(bundled_kit / entry["path"]):
                flat = _flat(text)
                for title in re.findall(r"osobny wydruk „([^”]+)”", flat):
                    said = re.search(
                        rf"osobny wydruk „{re.escape(title)}” \(w pliku „([^„”]+\.pdf)” obok folderu „(\w+)”\)", flat
                    )
                    assert said, (game, entry["path"], title)
                    assert said.group(2) == JOBS_FOLDER == Path(entry["path"]).parent.name, (game, said.group(2))
                    assert (bundled_kit / game / said.group(1)).is_file(), (game, said.group(1))
                    named.append((game, said.group(1)))
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
