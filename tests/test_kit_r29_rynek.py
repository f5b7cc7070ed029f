"""The r29 blind kit review of Rynek (docs/reviews, minors 1, 2, 3, 11), checked in every game's kit:
the checklist's piles point to their own pages, a band's name counts what its sheet holds, one feed
arrow wording set upright, the last token sheet's free rows hold spares (no sheet more)."""

from __future__ import annotations

import math
import re
import subprocess
from pathlib import Path

import pypdfium2 as pdfium
import pypdfium2.raw as raw

from generator.build.checklist import SPARES_LINE
from generator.draw.labels import FEED_PHRASES

from .pdfcheck import job_entries, page_texts

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")
PILE = re.compile(r"^\s+(\S.*?): (\d+) szt\.\s+wydruk (\d+) · s\.\s*(\S.*?)\s*$")
ROW = re.compile(r"^\s+(\d+) × (.+?)\s{2,}wydruk (\d+) · s\.\s*([\d–, ]+?)(?: \(.*\))?\s*$")


def _pages(said: str) -> set[int]:
    """„29–34, 53–54” → its pages."""
    pages: set[int] = set()
    for a, _, b in (r.strip().partition("–") for r in said.split(",")):
        pages |= set(range(int(a), int(b or a) + 1))
    return pages


def _checklist(kit: Path, game: str) -> list[str]:
    """The checklist page's lines as laid out (a row's pages at its right end)."""
    path = kit / job_entries(kit, game)[0]["path"]
    for n, text in enumerate(page_texts(path)):
        if "Lista kontrolna elementów" in text and " × " in text:
            args = ["pdftotext", "-layout", "-f", str(n + 1), "-l", str(n + 1), str(path), "-"]
            lines = (
                subprocess.run(args, capture_output=True, text=True, check=True)
                .stdout.replace("\u00a0", " ")
                .splitlines()
            )
            return [line for line in lines if line.strip()]
    raise AssertionError(f"{game}: no checklist")


def _job_file(kit: Path, game: str, number: int) -> Path:
    return kit / next(e["path"] for e in job_entries(kit, game) if Path(e["path"]).name.startswith(f"{number}-"))


def test_every_pile_of_a_token_or_banknote_row_names_its_own_pages_inside_its_rows(bundled_kit):
    """r29 R minor 1: „10 – 100 szt.” … carried no page; a lost 500 note meant hunting through 10 sheets."""
    for game in ("przekret", "rynek"):
        lines = _checklist(bundled_kit, game)
        row_pages, piles = None, 0
        for line in lines:
            if row := ROW.match(line):
                row_pages = (row[3], _pages(row[4]))
            elif pile := PILE.match(line):
                assert row_pages and pile[3] == row_pages[0], line
                assert _pages(pile[4]) <= row_pages[1], line
                piles += 1
            elif re.match(r"^\s+\S.*: \d+ szt\.\s*$", line) and game == "rynek":
                raise AssertionError(f"{game}: a pile without its pages: {line!r}")
        assert piles >= 10, (game, piles)


def test_rynek_token_piles_point_at_the_sheets_that_carry_their_band(bundled_kit):
    """The pages a colour's pile names are the sheets whose band names it (fronts) and their backs."""
    lines = _checklist(bundled_kit, "rynek")
    said = {m[1]: (int(m[3]), _pages(m[4])) for line in lines if (m := PILE.match(line)) and "surowiec" in m[1]}
    assert {"surowiec żółty", "surowiec zielony", "surowiec czerwony"} <= set(said)
    for colour in ("surowiec żółty", "surowiec zielony", "surowiec czerwony"):
        job, pages = said[colour]
        texts = page_texts(_job_file(bundled_kit, "rynek", job))
        named = {n + 1 for n, t in enumerate(texts) if re.search(rf"(?m)^{colour.upper()} · ", t)}
        assert named and named | {n + 1 for n in named} == pages, (colour, named, pages)


def test_a_bands_name_counts_what_its_sheet_holds_and_the_sheets_add_up(bundled_kit):
    """r29 R minor 2: „SUROWIEC ZIELONY · 120 SZT.” over a band of 72, the other 48 unnamed on sheet 2."""
    split = 0
    for game in GAMES:
        for entry in job_entries(bundled_kit, game):
            held: dict[str, list[int]] = {}
            for text in page_texts(bundled_kit / entry["path"]):
                for name, part, whole in re.findall(
                    r"(?m)^(?:.* · )?([A-ZĄĆĘŁŃÓŚŹŻ ]+) · (?:(\d+) Z )?(\d+) SZT\.", text
                ):
                    held.setdefault(f"{name}/{whole}", []).append(int(part or whole))
            for key, counts in held.items():
                whole = int(key.split("/")[1])
                if len(counts) > 1 or counts[0] != whole:
                    split += 1
                    assert sum(counts) == whole, (game, entry["path"], key, counts)
    assert split >= 1  # Rynek's green chits lie on two sheets


def _feed_words(path: Path) -> list[tuple[int, float, float, str]]:
    """Each „drukarki” on a card sheet's margin line: (page, angle, size, its line's text)."""
    out = []
    pdf = pdfium.PdfDocument(str(path))
    try:
        for index in range(len(pdf)):
            page = pdf[index]
            textpage = page.get_textpage()
            text = "".join(chr(raw.FPDFText_GetUnicode(textpage, i)) for i in range(textpage.count_chars()))
            for found in re.finditer("drukarki", text):
                matrix = raw.FS_MATRIX()
                raw.FPDFText_GetMatrix(textpage, found.start(), matrix)
                size = raw.FPDFText_GetFontSize(textpage, found.start()) * math.hypot(matrix.c, matrix.d)
                line = text[: found.end()].rsplit("\n", 1)[-1] + text[found.end() :].split("\n", 1)[0]
                out.append((index + 1, math.degrees(math.atan2(matrix.b, matrix.a)), size, line))
            textpage.close()
            page.close()
    finally:
        pdf.close()
    return out


def test_the_feed_arrow_has_one_wording_upright_at_7_pt_on_every_duplex_card_sheet(bundled_kit):
    """r29 R minor 3: four versions of the mark, one running up the left margin of a sheet read upright."""
    seen = 0
    for game in GAMES:
        for entry in job_entries(bundled_kit, game):
            if entry["weight"] == "paper" or entry["sides"] == "one":
                continue
            for page, angle, size, line in _feed_words(bundled_kit / entry["path"]):
                if size > 7.5:  # the job's cover, not a sheet's margin
                    continue
                seen += 1
                assert abs(angle) < 0.5, (game, entry["path"], page, angle, line)
                assert size >= 7.0 - 1e-6, (game, entry["path"], page, size, line)
                # one of the wordings, ending its line (r29: „… do drukarki – przy przodzie i przy tyle”)
                # the line's end, the ticket's next phrase or its ruler, or (r35) the ticket's label, which moved to
                # the head beside the arrow where the foot's right end became the job's identifier's, or (r36) the
                # sheet's place in its job in the room the ticket leaves (r41: the job's identifier, where the foot has none)
                ends = r"(?:\s*$|\s+·|\s+50 mm|\s+[A-ZĄĆĘŁŃÓŚŹŻ]|\s+wydruk \d+ · s\.\s\d+)"
                assert any(re.search(rf"(?:^|[\s·]){p}{ends}", line) for p in FEED_PHRASES), (
                    game,
                    entry["path"],
                    page,
                    line,
                )
    assert seen >= 40


def test_rynek_last_token_sheet_holds_spares_named_and_counted_without_a_sheet_more(bundled_kit):
    """r29 R minor 11: ~40 mm of the last token sheet unused; spares of the chits most often lost."""
    path = _job_file(bundled_kit, "rynek", 4)
    texts = page_texts(path)
    tokens = [n for n, t in enumerate(texts) if re.search(r"Żetony surowców \d+/\d+ · przód", " ".join(t.split()))]
    assert len(tokens) == 2  # still two sheets
    last = texts[tokens[-1]]
    spares = re.search(r"ZAPASOWE, POZA GRĄ((?: · [A-ZĄĆĘŁŃÓŚŹŻ ]+ · \d+ SZT\.)+)", last)
    assert spares, last
    counts = [int(n) for n in re.findall(r"(\d+) SZT\.", spares[1])]
    assert len(counts) == 3 and min(counts) >= 1
    lines = _checklist(bundled_kit, "rynek")
    (row,) = [n for n, line in enumerate(lines) if SPARES_LINE in line]
    assert int(lines[row].split("×")[0]) == sum(counts)
    piles = [PILE.match(line) for line in lines[row + 1 : row + 4]]
    assert all(piles) and sum(int(p[2]) for p in piles) == sum(counts), lines[row : row + 4]
    assert {p[1] for p in piles} == {f"surowiec {c} zapasowy" for c in ("żółty", "zielony", "czerwony")}


def test_every_fold_up_piece_s_job_cover_draws_its_folds(bundled_kit):
    """r29 R minor 8: the pawn and wall folds were said in words only; each game's fold-up pawns (and
    Rynek's walls) get a drawing on their job's cover: title, numbered folds with their kind, the steps."""
    # the part's name in lower case after the colon, every heading alike (r43 R minor 7)
    wanted = {"rynek": ("pionki graczy", "mury"), "kolekcjonerzy": ("pionki graczy",), "przekret": ("pionki", "kostka")}
    for game, titles in wanted.items():
        texts = [t for entry in job_entries(bundled_kit, game) for t in page_texts(bundled_kit / entry["path"])]
        for title in titles:
            (page,) = [t for t in texts if f"Jak złożyć: {title}\n" in t or f"Jak złożyć: {title} " in t]
            figure = page[page.index(f"Jak złożyć: {title}") :]
            assert "grzbiet" in figure and re.search(r"\b1\b", figure), (game, title)


def test_a_fold_figure_s_side_views_follow_the_piece_s_lengths():
    """The side views are worked out from the lengths the piece is drawn with: a pawn stands its panel's
    height on two tabs bent outward, a wall stands as a ridge of its two faces."""
    from generator.draw.fold_figure import RIDGE, VALLEY, FoldPlan, side_view
    from generator.draw.piece import Piece
    from generator.model.units import mm

    strip = Piece(mm(21), mm(78), lambda c, w, h: None)
    pawn = FoldPlan("pionki", strip, (mm(9), mm(30), mm(30), mm(9)), (VALLEY, RIDGE, VALLEY), (), 1)
    standing = side_view(pawn, (90, 180, 90))
    xs, ys = [x for x, _ in standing], [y for _, y in standing]
    assert abs(max(ys) - mm(30)) < 1e-6  # the panel's height
    assert abs(standing[0][1]) < 1e-6 and abs(standing[-1][1]) < 1e-6  # both tabs' ends on the table
    assert mm(18) <= max(xs) - min(xs) <= mm(18) + mm(1.5)  # the two tabs, opposite ways (and the layers' hair)
    assert (standing[0][0] - standing[2][0]) * (standing[-1][0] - standing[2][0]) < 0
    wall = FoldPlan("mury", Piece(mm(30), mm(16), lambda c, w, h: None), (mm(8), mm(8)), (RIDGE,), (), lean=70.0)
    ridge = side_view(wall, (-140,))
    assert abs(ridge[1][1] - mm(8) * math.sin(math.radians(70))) < 1e-6
    assert abs(ridge[0][1]) < 1e-6 and abs(ridge[2][1]) < 1e-6
