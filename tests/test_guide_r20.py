"""Round r19's kit reviews on the print jobs' guide pages: a cover's page list names what every page
holds (the calibration page, a blank back) and a carried cover names its own page as the list does;
a board's one-sheet file for a print shop is named on its sheets' cover; the guide's type is as large
as the page allows, flowing beside the 50 mm square; the tiles' side is the measured one; no cut label
stays on a copy; the paintings' legend is said where it is."""

from __future__ import annotations

import json
import re
from pathlib import Path

from generator.build.checklist import CHECKLIST_LINE, CHECKLIST_TITLE
from generator.draw.guide import BLANK_TEXT
from generator.games.kolekcjonerzy.exhibit_tiles_draw import side_words
from generator.model.units import mm

from .pdfcheck import cover_pages, cover_texts, job_entries, job_path, page_texts, printed_text

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")
RANGE = r"(?:Strony|Strona|strony|strona) (\d+)(?:–(\d+))?"


def _flat(text: str) -> str:
    return " ".join(text.split())


def pdf_title(path: Path) -> str:
    """The file's title as its PDF states it („Rynek – Plansza (cała na jednej stronie)”)."""
    from pypdf import PdfReader

    return PdfReader(path).metadata.title


def _listed(cover: str) -> list[tuple[int, int, str]]:
    """The cover's page list: (first, last, what) for every „Strona N: …” line and every „strona N
    celowo pusta” after one, in the cover's words."""
    found = []
    for m in re.finditer(RANGE + r": (.*?)(?= Stron[ay] \d| Jak drukować|$)", cover):
        first, last = int(m.group(1)), int(m.group(2) or m.group(1))
        found.append((first, last, m.group(3)))
        for blank in re.finditer(r"; " + RANGE + r" celowo puste?", m.group(3)):
            found.append((int(blank.group(1)), int(blank.group(2) or blank.group(1)), "celowo pusta"))
        # a cover set under another's names its board's assembly map on its line (r34)
        for mapped in re.finditer(r"; mapa składania planszy: " + RANGE, m.group(3)):
            found.append((int(mapped.group(1)), int(mapped.group(2) or mapped.group(1)), "mapa składania"))
    return found


def test_every_strona_on_a_plain_cover_names_what_that_page_holds(bundled_kit):
    """Rynek and Przekręt (r19): the cover listed „Strona 7: opis wydruku 5” while p. 7 said „to
    strony 7–8”, and named neither p. 2 (calibration) nor the blank p. 8. Every page of a plain job
    after its cover is named, and each named page holds what the cover says."""
    for game in GAMES:
        for entry in job_entries(bundled_kit, game):
            if entry["stock"] != "paper":
                continue
            path = bundled_kit / entry["path"]
            texts = page_texts(path)
            # a job whose cover another prints (r27 K minor 2) names its every page from its first
            listed = _listed(_flat(cover_texts(path)[0]))
            # every page named, two covers on one page by one line (r27 K minor 2, r38 R minor 11)
            named = sorted({p for first, last, _ in listed for p in range(first, last + 1)})
            assert named == list(range(2 if cover_pages(path) else 1, len(texts) + 1)), (game, path.name, named)
            for first, last, what in listed:
                page = _flat(texts[first - 1])
                if what.startswith("kalibracja"):
                    assert "Kalibracja druku dwustronnego" in page, (game, first)
                elif what.startswith(CHECKLIST_LINE):
                    assert CHECKLIST_TITLE in page, (game, first)
                elif what == "celowo pusta":
                    assert all(BLANK_TEXT in texts[i - 1] for i in range(first, last + 1)), (game, first)
                elif slips := re.match(r"(.+?), \d+ kart\w* do wycięcia", what):  # a game's slips (kit-jobs2)
                    assert slips.group(1) in page[:60] and BLANK_TEXT not in page, (game, first)
                elif what == "mapa składania":
                    assert "mapa składania" in page, (game, first)
                elif what.startswith(("opis wydruku", "opisy wydruków")):  # two on one page: one line (r38 R 11)
                    for job in re.findall(r"„([^”]+)”", what.split(";")[0]):
                        assert f"Do druku: {job}" in page, (game, first, job)
                    # the page holds the cover and does not tell the reader which sheet they hold (r34 AS minor 7)
                    assert "Ten opis jest na papierze" not in page, (game, first)


def test_a_boards_one_sheet_file_for_a_print_shop_is_offered_on_screen_only(bundled_kit):
    """r22 R minor 6: the print-shop board is in no numbered job (printing every job once gives the game;
    the file replaces a job's board sheets), so paper names no file – a cover offering a file it cannot
    name left the buyer nothing to hand over; the board's job says the option exists and points to the
    screen page (r25 K minor 6). zestaw.pdf's first page names the file with what to ask the shop
    for (size and sheet). A board whole on one home sheet is not sent to a print shop (r21, AS major 1)."""
    entries = json.loads((bundled_kit / "manifest.json").read_text(encoding="utf-8"))
    checked = 0
    for game in GAMES:
        jobs = job_entries(bundled_kit, game)
        in_jobs = {p["path"] for job in jobs for p in job["parts"]}
        boards = [e for e in entries if e["game"] == game and e["kind"] == "board"]
        paper = _flat(" ".join(t for j in jobs for t in page_texts(bundled_kit / j["path"])))
        # r25 K minor 6: the board's job says the one-piece option exists and where it is offered, naming no file
        assert "punkcie ksero możesz" not in paper, game
        # D1 (session 25; r35–r41 printed the name the buyer opens): paper names no file at all
        assert not re.findall(r"„([^„”]+\.pdf)”", paper), game
        # r26 K minor 6, P minor 3, R minor 5: what to ask the shop for is on paper; only the file is on screen
        offered = re.search(
            r"planszę w jednym kawałku może wydrukować punkt ksero: strona (\d+) × (\d+) mm, na niej plansza "
            r"(\d+) × (\d+) mm z tłem wychodzącym 3 mm poza jej brzeg i znacznikami cięcia w narożnikach; na arkuszu "
            r"(A2|SRA3), na kartonie 200–300 g/m² \(albo na papierze, który naklejasz potem na tekturę\); przytnij ją "
            r"do znaczników\.",
            paper,
        )
        # (Art Society's boards lie whole on one home sheet each: no shop file, no offer)
        assert bool(offered) == (game != "art-society"), game
        # the page holds the board, its 3 mm of background all round and the marks beyond (r27pre K minor 2:
        # zestaw.pdf gave the page's size, the paper the board's, neither said which)
        if offered:
            whole, cut = [int(v) for v in offered.groups()[:2]], [int(v) for v in offered.groups()[2:4]]
            assert all(w > c + 6 for w, c in zip(whole, cut)), (game, whole, cut)
        screen = _flat(page_texts(bundled_kit / game / "zestaw.pdf")[0])
        # paper names the one-piece board as a print by its title (D1, session 25: no file name on paper), the
        # screen pairs that title with its file, a file that is there (r35 K minor 10, R minor 13)
        if offered:
            named = re.search(r"To osobny wydruk „([^”]+)” \(w zestawie, bez numeru\)\.", paper)
            assert named and named.group(1) in screen, game
            file = re.search(rf"{re.escape(named.group(1))} do druku w punkcie ksero.*?w pliku „([^”]+\.pdf)”", screen)
            assert file and (bundled_kit / game / file.group(1)).exists(), game
        for shop in (e for e in boards if e["path"] not in in_jobs):
            sheets = {e["path"] for e in boards if e["component"] == shop["component"] and e["path"] in in_jobs}
            title = _flat(pdf_title(bundled_kit / shop["path"]).split(" – ", 1)[1])
            tiled = any(e["sheets"] > e.get("held", 1) for e in boards if e["path"] in sheets)
            if not tiled:
                assert title not in screen, (game, title)
                continue
            said = (
                rf"{re.escape(title)} do druku w punkcie ksero \(w jednym kawałku, strona [\d ×]+ mm, na niej plansza "
                r"[\d ×]+ mm .*?; na arkuszu \w+, .*?\), zamiast arkuszy "
                rf"planszy: w zestawie osobno, obok wydruków, w pliku „{re.escape(shop['path'].split('/', 1)[1])}”\."
            )
            assert re.search(said, screen), (game, title, screen[:600])
            checked += 1
    assert checked == 3  # Kolekcjonerzy, Przekręt, Rynek: tiled boards; Art Society's lie on one sheet each


def _heading_foot(chars, page: int, heading: str) -> float:
    """The baseline's height of `heading` on `page` (0 where the page has none)."""
    line = [(ch, box) for i, ch, _, _, box in chars if i == page and ch.strip()]
    text = "".join(ch for ch, _ in line)
    at = text.find(heading.replace(" ", ""))
    return line[at][1][1] if at >= 0 else 0.0


def test_guide_details_are_set_at_full_size_where_the_page_has_room(bundled_kit):
    """Kolekcjonerzy (r19): the pawn job's assembly bullets were set at 7.2 pt with the page's foot
    empty. The cover's text goes on beside the square, so no cover's words are below 8.5 pt (the
    square's and the cross's own labels are 7.5 pt) unless the page is full: a cover set smaller to fit
    its page (Art Society's job 2, at 0.91 of full size since r31) runs to within 35 mm of its foot. An
    assembly figure's captions (7.5 pt) are no cover's words: only the text above the figure's heading counts
    (the figures' own floor, every character at full size and 6 pt or more: test_fold_figures_r30, r41)."""
    for game in GAMES:
        path = next(bundled_kit / e["path"] for e in job_entries(bundled_kit, game) if e["stock"] == "paper")
        covers = [i for i, text in enumerate(page_texts(path)) if "Do druku:" in _flat(text)[:80]]
        chars = printed_text(path)
        figure = {i: _heading_foot(chars, i, "Jak złożyć") for i in covers}
        # (the job's page number at the foot, 8 pt as the rulebook's folio: no cover's text; r30 K minor 3)
        small = {
            i
            for i, _, size, _, box in chars
            if i in covers and size < 8.4 and size != 7.5 and box[1] > max(mm(12), figure[i])
        }
        for page in small:
            lowest = min(box[1] for i, _, _, _, box in chars if i == page and box[1] > mm(12))
            assert lowest < mm(35), (game, page + 1, round(lowest / mm(1)))


def test_the_tiles_side_is_the_measured_one(bundled_kit):
    """Kolekcjonerzy (r19): „bok 30 mm (równy polu planszy)” for tiles cut at 29.5 mm on 30 mm fields."""
    assert side_words(mm(29.5), mm(30)) == "29,5 mm (o 0,5 mm mniejszy niż pole planszy, 30 mm)"
    assert side_words(mm(30), mm(30)) == "30 mm (równy polu planszy)"
    cover = _flat(" ".join(cover_texts(job_path(bundled_kit, "kolekcjonerzy", "card", "long"))))
    assert "bok 29,5 mm (o 0,5 mm mniejszy niż pole planszy, 30 mm)" in cover
    assert "równy polu planszy" not in cover


def test_no_cut_cue_stays_on_either_copy_of_a_sheet_cut_in_half(bundled_kit):
    """Kolekcjonerzy (r19): „tnij tutaj” was centred on its own cut line, so the cut split it; moved beside it
    (r19, r35), it stayed on the margin of one of the two finished copies (r43 K minor 4: 0.4–2.9 mm above the
    line). The dashed line is the sheet's one cut cue: no text within CUT_CLEAR of it on any page of the sheets
    cut in half. A landscape sheet is cut down its middle; a portrait one holds its two forms turned a quarter (the
    plans with their price lists behind), so its cut runs across its middle."""
    import pypdfium2 as pdfium

    for name in ("plan.pdf", "cennik.pdf"):  # the forms two to a sheet, cut down the middle
        path = bundled_kit / "kolekcjonerzy" / name
        pdf = pdfium.PdfDocument(str(path))
        sizes = [pdf[i].get_size() for i in range(len(pdf))]
        pdf.close()
        chars = printed_text(path)
        assert "tnij" not in "".join(ch for _, ch, *_ in chars), name
        for page, (width, height) in enumerate(sizes):
            low, high = (0, 2) if width > height else (1, 3)  # the sides of a box across the line
            centre = (width if width > height else height) / 2
            near = [
                ch
                for i, ch, _, _, box in chars
                if i == page and box[low] < centre + CUT_CLEAR and box[high] > centre - CUT_CLEAR
            ]
            assert near == [], (name, page + 1, "".join(near))


CUT_CLEAR = mm(3)


def test_the_paintings_legend_is_said_where_it_is(bundled_kit):
    """Art Society (r19): the guide said „Pod arkuszem”, and the legend is turned in the left margin. The
    guide names it by its own words, which every painting sheet prints."""
    book = _flat(" ".join(page_texts(bundled_kit / "art-society" / "obrazy.pdf")))
    assert "Pod arkuszem" not in book
    quoted = re.search(r"w jego opisie \(„(.+?) …”\)", book)
    assert quoted, "the guide quotes the legend's words"
    pages = [_flat(t) for t in page_texts(bundled_kit / "art-society" / "obrazy.pdf")]
    assert any(quoted.group(1) in page for page in pages[1:]), quoted.group(1)


def test_a_boards_assembly_map_carries_the_title_and_says_to_turn_a_sideways_map(bundled_kit):
    """Rynek (r19): the fold map's miniature had no title, and a landscape map in a portrait job did not
    say to turn the sheet. The title stands on the miniature too (twice on the page), and a map laid out
    along the long side says to turn the sheet."""
    from generator.draw.kinds.board.assembly import TURN_TEXT

    seen = 0
    for game in GAMES:
        for entry in job_entries(bundled_kit, game):
            path = bundled_kit / entry["path"]
            pdf = pdfium_sizes(path)
            for index, text in enumerate(page_texts(path)):
                if "mapa składania" not in text or "Jak drukować i skleić planszę" not in text:
                    continue
                title = _flat(text).split(" ")[0]
                assert _flat(text).count(title) >= 2, (game, index + 1)
                width, height = pdf[index]
                # sideways: a landscape page, or (since r35, K minor 5, R minor 2) laid turned on an upright one
                sideways = width > height or turned(path, index)
                assert (TURN_TEXT in _flat(text)) == sideways, (game, index + 1)
                seen += 1
    assert seen >= 3


def turned(path, index: int) -> bool:
    """Whether the page's text is set a quarter turn, as the page shows it (test_upright_r32.text_turn)."""
    import pypdfium2 as pdfium

    from tests.test_upright_r32 import text_turn

    pdf = pdfium.PdfDocument(str(path))
    try:
        return text_turn(pdf[index]) in (90, 270)
    finally:
        pdf.close()


def pdfium_sizes(path) -> list[tuple[float, float]]:
    """Each page's size as its content is laid out (before /Rotate)."""
    import pypdfium2 as pdfium

    pdf = pdfium.PdfDocument(str(path))
    try:
        return [tuple(pdf[i].get_mediabox()[2:]) for i in range(len(pdf))]
    finally:
        pdf.close()
