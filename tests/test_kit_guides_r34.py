"""Round r34's kit reviews, the print guide pages (briefs s13, guides): AS kit major 1 (a card job's PDF preset the
printer's automatic duplex against its own guide's feed by hand)."""

from __future__ import annotations

import re

from pypdf import PdfReader

from generator.build.cover_steps import CARD_FEED
from generator.draw.guide import CUT_TEXT
from generator.draw.pdf import print_preferences

from .pdfcheck import page_texts

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")
HAND = " ".join(CARD_FEED.lower().split()[:4])  # „drukuj ręcznie, po jednym”


def _flat(text: str) -> str:
    return " ".join(text.replace("\u00a0", " ").split())


# ------------------------------------------------------------------ AS major 1: no card sent through the duplex unit


def test_a_file_fed_by_hand_presets_one_sided_printing_and_a_plain_one_its_duplex():
    """The one rule of the dialog's presets: scale 100 % always; plain paper double-sided presets its flip, a file
    fed by hand one side a pass presets one-sided printing; a one-sided file no duplex at all."""
    assert print_preferences("long") == {"PrintScaling": "None", "Duplex": "DuplexFlipLongEdge"}
    assert print_preferences("short") == {"PrintScaling": "None", "Duplex": "DuplexFlipShortEdge"}
    assert print_preferences("long", by_hand=True) == {"PrintScaling": "None", "Duplex": "Simplex"}
    assert print_preferences(None, by_hand=True) == print_preferences("one") == {"PrintScaling": "None"}


def test_no_pdf_whose_guide_feeds_card_by_hand_presets_the_duplex_unit(bundled_kit):
    """Every PDF of the build, its catalog read back: /PrintScaling /None; a card print job (fed by hand, its
    cover says so) and a part file whose own guide page says to feed it by hand preset no automatic duplex, nor
    zestaw.pdf (card sheets among the paper); a double-sided plain paper job keeps its long-edge preset (r34 AS
    major 1: druk/2 on 300 g card preset /DuplexFlipLongEdge)."""
    seen = {"card job": 0, "paper job": 0, "part by hand": 0}
    for game in GAMES:
        for path in sorted((bundled_kit / game).rglob("*.pdf")):
            prefs = PdfReader(path).trailer["/Root"].get("/ViewerPreferences")
            prefs = dict(prefs.get_object()) if prefs is not None else {}
            assert prefs.get("/PrintScaling") == "/None", path
            duplex = prefs.get("/Duplex")
            name = path.name
            if path.parent.name == "druk":
                if "-karton-" in name:
                    seen["card job"] += 1
                    assert duplex in (None, "/Simplex"), (path, duplex)
                elif "dwustronnie-dluga" in name:
                    seen["paper job"] += 1
                    assert duplex == "/DuplexFlipLongEdge", (path, duplex)
                continue
            guide = _flat(page_texts(path)[0]).lower()
            if HAND in guide or name == "zestaw.pdf":
                seen["part by hand"] += 1
                assert duplex in (None, "/Simplex"), (path, duplex)
    assert all(seen.values()), seen


# ------------------------------------------------------------------ AS minors 1, 7: part guides as the jobs', columns


def test_a_part_file_fed_by_hand_says_its_sheets_the_needle_and_that_calibration_is_not_for_hand_fed_card(
    bundled_build,
):
    """A part file's guide page on double-sided card (obrazy, lizaki, pomoc…) says as its print job's cover does
    how many sheets it takes (its Output's count), the needle's check of the first sheet, and that the calibration
    page's driver offset does not move hand-fed card (r34 AS minor 1: no count, no needle, sent to calibrate)."""
    kit, result = bundled_build
    checked = 0
    for o in result.outputs:
        if o.kind in ("print-job", "kit") or "/" in o.filename or not o.guide_pages:
            continue
        guide = _flat(page_texts(kit / o.game / o.filename)[0])
        if HAND not in guide.lower():
            continue
        checked += 1
        said = re.search(r"Elementy zajmują (\d+) arkusz\w* (kartonu|papieru)", guide)
        assert said and int(said.group(1)) == o.sheets, (o.game, o.filename, said and said.group(0), o.sheets)
        # pieces cut along their own contour (the lollipops): no margin mark to pierce nor to cut at, their own check
        # instead (r35 AS major 1)
        # (after „sprawdź:” in lower case since r44 AS minor 8)
        assert ("przekłuj igłą koniec znacznika cięcia" in guide.lower()) is not o.contour, (o.game, o.filename)
        assert (CUT_TEXT in guide) is not o.contour, (o.game, o.filename)
        # (the candies-only sheet, r36 AS minor 1: its first candy)
        assert not o.contour or re.search(r"Tył sprawdź na pierwszym wyciętym (lizaku|cukierku)", guide), o.filename
        assert "służą do kalibracji" not in guide and "kartonu podawanego ręcznie nie przesuwa" in guide, o.filename
    assert checked >= 8, checked


class _Page:
    """A canvas that remembers where each string is set."""

    def __init__(self):
        self.strings: list[tuple[float, float, str]] = []

    def setFont(self, *_):  # noqa: N802 (reportlab's name)
        pass

    def drawString(self, x, y, text):  # noqa: N802
        self.strings.append((x, y, text))


def test_a_paragraph_that_fits_the_next_column_is_not_broken_across_columns():
    """Columns break between paragraphs: a paragraph that no longer fits its column's foot starts the next column
    whole where it fits there (r34 AS minor 7: „Wydruk „3. karton…, jednostronnie” | to same arkusze”); one that
    no column holds runs on from where it stands."""
    from generator.draw.guide_frame import Frame
    from generator.draw.guide_set import section
    from generator.model.units import mm

    frame = Frame(mm(20), mm(200), mm(170), floors=(mm(150), mm(150)))  # two columns, 50 mm deep
    short = "Krótki akapit na jedną linię."
    long = " ".join(["Akapit kilku linii, który ma zostać w jednej kolumnie."] * 6)
    page = _Page()
    section(page, frame, frame.top, "Jak drukować", [short] * 7 + [long])
    left = frame.place(frame.top)[0]
    tail = [(x, y) for x, y, text in page.strings if text != "Jak drukować"][7:]  # the long paragraph's lines
    assert len(tail) > 2 and len({x for x, _ in tail}) == 1 and tail[0][0] > left, tail
    huge = " ".join(["Akapit dłuższy niż cała kolumna."] * 60)
    page = _Page()
    section(page, frame, frame.top, "Jak drukować", [short, huge])
    assert {x for x, _, text in page.strings if text not in ("Jak drukować", short)} == {
        left,
        frame.start(1) and frame.place(frame.start(1))[0],
    }


# ------------------------------------------------------------------ P major 1: building steps on the job's own cover


def test_every_building_step_stands_on_the_cover_of_the_job_that_prints_the_piece(bundled_build):
    """Scoring the folds of card (every file that needs it: pawns, dice, tent markers), cutting round tokens and
    the waste strip between player aids are said on the cover of the job that prints them, not only in the
    rulebook's optional appendix; the rules no longer send the builder to that list for how to cut and fold
    (r34 P major 1, K minor 3)."""
    from generator.draw.craft_text import SCORE_TEXT, build_steps

    from .pdfcheck import cover_texts, job_entries

    kit, result = bundled_build
    needs = {(o.game, o.filename): o.needs or [] for o in result.outputs}
    lines = {(o.game, o.filename): o.guide_lines or [] for o in result.outputs}  # what a part's own guide says
    scored = marked = 0
    for game in GAMES:
        for entry in job_entries(kit, game):
            if entry["stock"] == "paper" and not any(p.get("cover_of") for p in entry["parts"]):
                continue
            cover = _flat(" ".join(cover_texts(kit / entry["path"])))
            for part in entry["parts"]:
                if part.get("cover_of") or part.get("instructions"):
                    continue
                key = (game, part["path"].split("/", 1)[1])
                if "bigowanie" in needs.get(key, []):
                    scored += 1
                    assert _flat(SCORE_TEXT) in cover, (game, entry["path"], part["path"])
                for step in build_steps(lines.get(key, [])):
                    marked += 1
                    # after the part's name the first step reads on in lower case (craft_text.part_step)
                    said = {_flat(step), _flat(step[:1].lower() + step[1:])}
                    assert any(s in cover for s in said), (game, entry["path"], step)
        book = _flat(" ".join(page_texts(kit / game / "zasady.pdf")))
        assert "mówi ta lista" not in book, game
    assert scored >= 1 and marked >= 4, (scored, marked)


# ------------------------------------------------------------------ P minor 6: one head for every guide page


def test_the_board_map_and_the_bankers_sheet_carry_the_band_every_guide_page_has(bundled_kit):
    """The board's assembly map and the banker's sheet open with the game's band, as the covers do (r34 P minor 6:
    a small plain „PRZEKRĘT” line on job 1 pp. 5 and 59): the band's ground, read 13 mm from the top and 25 mm
    from the right (past the name), is the cover's own colour, not paper."""
    from .pdfcheck import job_entries, render
    from .test_guide_r20 import turned

    checked = 0
    for game in GAMES:
        job = bundled_kit / job_entries(bundled_kit, game)[0]["path"]
        texts = page_texts(job)

        def ground(index: int) -> tuple[int, ...]:
            image = render(job, index, dpi=50, mode="RGB")
            if turned(job, index):  # laid turned on an upright page (r35 R minor 2): its top at the page's left
                return image.getpixel((round(13 / 25.4 * 50), round(25 / 25.4 * 50)))
            return image.getpixel((image.width - round(25 / 25.4 * 50), round(13 / 25.4 * 50)))

        cover = ground(0)
        assert sum(cover) < 600, (game, cover)  # the band itself, on the first cover
        for index, text in enumerate(texts):
            if "mapa składania" in text[:200] or "arkusz bankiera" in text[:200]:
                checked += 1
                assert ground(index) == cover, (game, index + 1, ground(index), cover)
    assert checked >= 3, checked


def test_the_bankers_sheet_sets_its_tables_to_one_width(bundled_kit):
    """Both tables on the banker's sheet share one right edge (r34 P minor 6: 162 and 139 mm): every horizontal
    rule of its front's upper half (the two tables') ends at one x, to 0.5 mm."""
    from .pdfcheck import strokes

    path = bundled_kit / "przekret" / "arkusz-bankiera.pdf"
    texts = page_texts(path)
    index = next(i for i, t in enumerate(texts) if "Rozdanie na start" in t)
    ends = {
        round(max(x for x, _ in line) / 72 * 25.4 * 2) / 2
        for s in strokes(path, index)
        for line in s.polylines
        if len(line) == 2 and abs(line[0][1] - line[1][1]) < 0.1 and line[0][1] > 842 / 2
    }
    assert len(ends) == 1, sorted(ends)
