"""Round r22's kit reviews on the print jobs: skipping the optional appendix skips whole sheets whose
range the cover states, and the checklist prints without it (K minor 1, P minor 6, R minor 5, AS
minor 10); one drawing of a blank side in every file; one stock less where a part's stock is a range
(AS major 1); checklist rows per kind of piece (AS minor 3, R minor 4); covers that say what their
job holds (AS minors 4, 5, 9, K minors 6–7, R minors 6–7, 9, P minor 7)."""

from __future__ import annotations

import re

from click.testing import CliRunner

from generator.build.checklist import SPARES_LINE
from generator.build.cover_contents import APPENDIX_SKIP, APPENDIX_TEXT
from generator.build.recipe import BuildOptions
from generator.cli import cli
from generator.draw.guide import BLANK_TEXT
from generator.games import apply_house_rules
from generator.games.registry import load_all
from generator.model.findings import Findings
from generator.model.units import mm
from generator.rulebook import produce
from generator.validate.loading import load_project

from .pdfcheck import cover_texts, holds_checklist, job_entries, page_texts, printed_text, without_folio

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")


def _flat(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


def _rulebook_job(kit, game):
    (job,) = [j for j in job_entries(kit, game) if any(p["path"].endswith("zasady.pdf") for p in j["parts"])]
    return kit / job["path"]


def test_skipping_the_appendix_skips_whole_sheets_and_keeps_the_checklist(bundled_kit):
    for game in GAMES:
        path = _rulebook_job(bundled_kit, game)
        cover, texts = _flat(cover_texts(path)[0]), page_texts(path)
        skip = re.search(rf"Strony (\d+)–(\d+): {APPENDIX_TEXT}, (\d+)\sarkusz\w*; {APPENDIX_SKIP}", cover)
        assert skip, (game, cover[:800])
        first, last, sheets = (int(g) for g in skip.groups())
        # a front to a back: every other sheet keeps its two sides together when these pages are left out
        assert first % 2 == 1 and last % 2 == 0 and (last - first + 1) // 2 == sheets, (game, first, last)
        # what the range skips is the appendix and blank sides, never a page a player uses
        for page in range(first, last + 1):
            assert not holds_checklist(texts[page - 1]), (game, page)
        # the checklist prints either way, in some plain job
        found = [
            (j["path"], i + 1)
            for j in job_entries(bundled_kit, game)
            for i, t in enumerate(page_texts(bundled_kit / j["path"]))
            if holds_checklist(t)
        ]
        assert len(found) == 1, (game, found)


def _checklists_on_blank_backs(kit, games) -> int:
    """The games of `kit` whose book carries the checklist on the back of its last play page, checked there;
    a book without it leaves no blank side at all."""
    placed = 0
    for game in games:
        book = page_texts(kit / game / "zasady.pdf")
        path = _rulebook_job(kit, game)
        texts = page_texts(path)
        # the book's file carries the checklist on the same side as its print job does (r26 K F1, r27 K F2:
        # the book sends its reader to the back of its page 15, where the file alone had a blank page)
        blanks = [i + 1 for i, t in enumerate(book) if holds_checklist(t)]
        if not blanks:  # its play part ends on a back: no side of the book is left blank
            assert not [t for t in book if BLANK_TEXT in t], game
            continue
        cover = _flat(cover_texts(path)[0])
        start = int(re.search(r"Strony (\d+)–\d+: Zasady gry", cover).group(1))
        page = start + blanks[0] - 1
        assert holds_checklist(texts[page - 1]), (game, page)
        # the job's page and the book's own, which the page prints instead of a locator (decision D2)
        assert f"na stronie {page} (zasady, s. {blanks[0]}) lista kontrolna elementów" in cover, game
        # the book's page as the book prints it: its folio alone, no job locator over it (decision D2)
        assert _flat(book[blanks[0] - 1]) == _flat(texts[page - 1]), (game, page)
        placed += 1
    return placed


def test_the_checklist_is_on_the_back_of_the_last_play_sheet_where_the_rulebook_leaves_one(bundled_kit, blank_back_kit):
    """Where the rulebook's play part ends on a front, its blank back (before the appendix) carries the
    checklist: the sheet the buyer has in hand anyway (r22 K minor 1)."""
    # no bundled book leaves one since r32 (Kolekcjonerzy's play part ends on its p. 16; Rynek's and Przekręt's on
    # an odd page since r24): each book is checked, and a Kolekcjonerzy whose questions run a page longer holds it
    _checklists_on_blank_backs(bundled_kit, GAMES)
    assert _checklists_on_blank_backs(blank_back_kit, ["kolekcjonerzy"]) == 1


def _blank_note(path, page_index):
    # the page's note, not the job's page number at its foot (r30 K minor 3)
    chars = [c for c in printed_text(path) if c[0] == page_index and c[4][1] > mm(12)]
    text = "".join(c[1] for c in chars)
    assert BLANK_TEXT.replace(" ", "") in text, (path, page_index)
    sizes = {c[2] for c in chars if c[1].isalpha()}
    bottoms = {round(c[4][1]) for c in chars if c[1].isalpha()}
    return sizes, bottoms


def _padded_kit(components, out):
    """Kolekcjonerzy built from `components` with its appendix made longer, sentence by sentence, until
    its rulebook's last sheet is half empty and the job pads it with a blank side (the bundled book
    fills its last sheet since r25 F12): the kit's folder."""
    rulebook = components / "kolekcjonerzy" / "zasady.yaml"
    plain = rulebook.read_text(encoding="utf-8")
    sentence = "Ten akapit wydłuża rozdział, by jego ostatni arkusz był zapisany tylko z jednej strony. "
    for lines in range(6, 120, 6):
        extra = "  - topic: Akapit próbny\n    decision: >-\n" + "".join(f"      {sentence}\n" for _ in range(lines))
        rulebook.write_text(plain.replace("decisions:\n", "decisions:\n" + extra, 1), encoding="utf-8")
        result = CliRunner().invoke(cli, ["build", "kolekcjonerzy", "--components", str(components), "--out", str(out)])
        assert result.exit_code == 0, result.output
        if any(without_folio(t).strip() == BLANK_TEXT for t in page_texts(_rulebook_job(out, "kolekcjonerzy"))):
            return out
    raise AssertionError("no length of the appendix left the job a blank side")


def test_one_drawing_of_a_blank_side_in_the_rulebook_and_in_a_job(components, tmp_path, blank_back_kit):
    """The rulebook's back before its appendix and a job's padding page say „Strona celowo pusta” in
    the same size at the same place (draw/guide.py draw_blank)."""
    kit = _padded_kit(components, tmp_path / "out")
    # a book's blank back carries the kit's checklist (r27 K F2), and no bundled book leaves one since r32: the
    # book whose questions run a page longer (blank_back.py), made without the kit's other files, whose blank
    # back carries the note alone
    load_all()
    findings = Findings()
    game = load_project(blank_back_kit.parent / "components", ["kolekcjonerzy"], findings).games["kolekcjonerzy"]
    apply_house_rules(game, findings)
    book = tmp_path / "zasady.pdf"
    book.write_bytes(produce(game.components["zasady"], game, BuildOptions(), kit=[]).data)
    book_page = next(i for i, t in enumerate(page_texts(book)) if BLANK_TEXT in t)
    job = _rulebook_job(kit, "kolekcjonerzy")
    job_page = max(i for i, t in enumerate(page_texts(job)) if without_folio(t).strip() == BLANK_TEXT)
    book_sizes, book_bottoms = _blank_note(book, book_page)  # the book's page has its running head too
    job_sizes, job_bottoms = _blank_note(job, job_page)
    assert job_sizes == book_sizes and job_bottoms <= book_bottoms, (job_bottoms, book_bottoms)


def test_a_part_whose_stock_is_a_range_joins_a_job_and_spares_the_kit_a_stock(bundled_kit):
    """The player aids take card of either weight (160–300 g/m²): where no tiled board needs 160–200 g/m² card (Art
    Society), their sheet is the last of the 250–300 g/m² double-sided job and the kit needs two stocks
    (r22 AS major 1); where a board needs it anyway, they stay on it."""
    for game in GAMES:
        jobs = job_entries(bundled_kit, game)
        weights = {j["weight"] for j in jobs}
        (aids,) = [j for j in jobs if any(p["path"].endswith("pomoc.pdf") for p in j["parts"])]
        if game == "art-society":
            assert weights == {"paper", "card"}, weights
            assert aids["weight"] == "card" and aids["parts"][-1]["path"].endswith("pomoc.pdf")
            cover = _flat(cover_texts(bundled_kit / aids["path"])[0])
            assert "Papier: A4; karton 250–300 g/m² (najmniej 200 g/m²)." in cover and "160–200" not in cover
        else:
            assert aids["weight"] == "light" and "light" in weights, game
        kit = _flat(page_texts(bundled_kit / game / "zestaw.pdf")[0])
        said = "250–300" if game == "art-society" else "160–200"
        # zestaw.pdf follows the plan (since r35 the aid listed under its job)
        assert re.search(rf"Wydruk \d+: karton {said} g/m²(?:(?!Wydruk \d).)*Pomoc gracza", kit), game


def test_the_print_chapter_names_every_kind_of_page_of_the_first_job(bundled_kit):
    """r22 K minor 6, AS minor 5: the rulebook's table of jobs lists the calibration page and the checklist
    of job 1, and a carried board map with the covers."""
    for game in GAMES:
        book = _flat(" ".join(page_texts(bundled_kit / game / "zasady.pdf")))
        table = book[book.index("Wydruki zestawu, w kolejności druku:") : book.index("Razem:")]
        row = table[table.index("1. zwykły") : table.index("2. ")]
        # „Opis tego wydruku i kalibracja (1–2)”: the cover and its back named as one run (r44 AS 11, P 18)
        assert "Opis tego wydruku i kalibracja (1–2)" in row and "lista kontrolna elementów" in row, (game, row)
        assert ("z mapą składania planszy" in row) == (game != "art-society"), (game, row)


def test_kit_pdf_says_a_sheet_its_job_prints_twice(bundled_kit):
    """r22 P minor 7: a part its job prints twice says so on its line (since r35 the kit holds the job's copies, r35
    P minor 10: the index lists the part under its job)."""
    kit = _flat(page_texts(bundled_kit / "przekret" / "zestaw.pdf")[0])
    assert re.search(
        r"Wydruk \d+: karton 250–300 g/m², jednostronnie[^W]*– strony \d+–\d+: Dzierżawa po znajomości \(2 razy\)", kit
    )
    assert kit.count("razy)") == 1


def _checklist(kit, game):
    for job in job_entries(kit, game):
        for text in page_texts(kit / job["path"]):
            # the rows' counts, where each row (r26 R minor 9) and each pile (r29 R minor 1) is printed left out
            if holds_checklist(text):
                return re.sub(r" wydruk \d · s\. [\d–]+(?:, [\d–]+)*(?: \([^)]*\))?", "", _flat(text))
    raise AssertionError(game)


def test_checklist_rows_count_each_kind_of_piece_apart(bundled_kit):
    """r22 R minor 4 (AS minor 3 in part): a component of several kinds of piece gets a sub-count per kind,
    from the pieces' names, so a buyer finds which one is missing; sub-counts add up to the row."""
    rynek = _checklist(bundled_kit, "rynek")
    for row in ("42 × Fabryki, maszyny i mury fabryka: 6 szt. maszyna: 18 szt. mur: 18 szt.",):
        assert row in rynek, rynek
    assert "jedynka: 60 szt. piątka: 24 szt." in _checklist(bundled_kit, "kolekcjonerzy")
    # the tiles a game uses, and the sheet's spares under them (r23 K minor 3: 48, not 54)
    assert f"48 × Płytki: eksponaty i kleksy 6 × {SPARES_LINE}" in _checklist(bundled_kit, "kolekcjonerzy")
    assert "pokój: 48 szt. apartament: 24 szt. szpital: 18 szt." in _checklist(bundled_kit, "przekret")
    lollipops = "Wiśnia: 8 szt. Cytryna: 8 szt. Mięta: 8 szt. Jagoda: 8 szt. prestiż: 4 szt. młotek: 1 szt."
    assert lollipops in _checklist(bundled_kit, "art-society")
    for game in GAMES:
        text = _checklist(bundled_kit, game)
        rows = re.findall(r"(\d+) × [^\d–]+?((?: [^×:]+?: \d+ szt\.)+)", text)
        assert rows, (game, text)  # every game has a row with sub-counts (asserted above): none found is a miss
        for total, body in rows:
            # spares are a row of their own, no pile of another's (r23 K minor 3, r25 AS minor 2)
            assert SPARES_LINE not in body, (game, body)
            assert sum(int(n) for n in re.findall(r": (\d+) szt\.", body)) == int(total), (game, total, body)


def test_the_contents_set_the_optional_appendix_apart(bundled_kit):
    """Kit review r29 (Rynek minor 6): the contents listed the appendix's chapters, which the print steps
    leave out, as if they were printed. Each chapter of the appendix (from the book's outline: the chapters
    on or after the appendix's first page) says so in the contents, no other chapter does."""
    import pypdfium2 as pdfium

    from generator.rulebook.deferred import APPENDIX
    from generator.rulebook.toc import APPENDIX_TOC

    for game in GAMES:
        path = bundled_kit / game / "zasady.pdf"
        text = _flat(page_texts(path)[0]).split("Spis treści", 1)[1]
        pdf = pdfium.PdfDocument(str(path))
        try:
            outline = [(b.level, b.get_title(), b.get_dest().get_index()) for b in pdf.get_toc()]
        finally:
            pdf.close()
        (start,) = [page for _, title, page in outline if title == APPENDIX]
        chapters = [(title, page >= start) for level, title, page in outline if level == 0]
        assert any(inside for _, inside in chapters) and not chapters[0][1], (game, chapters)
        for title, inside in chapters:
            marked = _flat(title + APPENDIX_TOC) in text
            # a chapter named „Dodatek …” (Art Society's) says it without the mark
            assert marked == (inside and not title.startswith(APPENDIX)) and _flat(title) in text, (game, title)
