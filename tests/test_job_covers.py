"""A print job's cover says what its job holds: the same data gives the same bytes in any folder, and
a cover follows an edit of what it names (the game's title)."""

from __future__ import annotations

import re

import generator.cli  # noqa: F401  (registers the commands before generator.build.recipe is used alone)
from generator.build import recipe
from generator.build.checklist import CHECKLIST_LINE, CHECKLIST_TITLE
from generator.build.cover_contents import APPENDIX_TEXT
from generator.build.cover_steps import FIRST_SHEET
from generator.build.recipe import BuildOptions

from .conftest import replace_in
from .pdfcheck import (
    FOLIO,
    cover_pages,
    cover_texts,
    holds_checklist,
    job_entries,
    job_entry,
    job_path,
    page_texts,
    without_folio,
    without_named_files,
)

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")


def test_a_print_jobs_cover_says_what_the_data_says(components, tmp_path):
    first, again = tmp_path / "first", tmp_path / "again"
    recipe.build(components, first, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    recipe.build(components, again, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    jobs = sorted((first / "kolekcjonerzy" / "druk").iterdir())
    assert len(jobs) == 5  # one per stock (80–120, 160–200, 250–300 g/m²) and sides
    for path in jobs:
        assert (again / "kolekcjonerzy" / "druk" / path.name).read_bytes() == path.read_bytes(), path.name
        assert "KOLEKCJONERZY\n" in cover_texts(path)[0].upper()
    replace_in(components / "kolekcjonerzy" / "game.yaml", "title: Kolekcjonerzy\n", "title: Kolekcjonerzy II\n")
    recipe.build(components, again, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    for path in jobs:
        assert "KOLEKCJONERZY II\n" in cover_texts(again / "kolekcjonerzy" / "druk" / path.name)[0].upper(), path.name


def _sheets_said(cover: str) -> tuple[int, list[int]]:
    """(the file's sheets, the sheets of each stock) as the cover says them."""
    import re

    said = re.search(
        r"Ten wydruk zajmuje (\d+) arkusz\w*(?::| zwykłego| kartonu| papieru)(.*?)\.", " ".join(cover.split())
    )
    assert said, cover
    return int(said.group(1)), [int(n) for n in re.findall(r"(\d+) arkusz", said.group(2))]


def test_a_covers_sheet_count_is_every_sheet_of_its_file(bundled_kit):
    """A one-sided job takes a sheet per page, a double-sided one a sheet per two pages: the cover's
    count is that, its own sheet included on plain paper; a card job's file is card alone (r15: its
    cover is printed on plain paper in the plain job), so its count is its card sheets."""
    covers = sorted(bundled_kit.glob("*/druk/*.pdf"))
    # a job per stock and sides: Art Society 3 (no board of its own; its aids join the 250–300 g/m² job: r22
    # AS major 1), the others 5
    assert len(covers) == 18
    for path in covers:
        texts = page_texts(path)
        one_sided = job_entry(path)["sides"] == "one"
        sheets = len(texts) if one_sided else (len(texts) + 1) // 2
        total, per_stock = _sheets_said(cover_texts(path)[0])
        assert total == sheets, path.name
        assert per_stock == [], path.name  # one stock a file (kit review r17): never a count split by stock


def test_a_card_jobs_cover_prints_each_stock_in_its_own_run(bundled_kit):
    """One print run cannot change stock, and a job is one stock (kit review r17): a double-sided card
    job's cover gives numbered runs by page ranges that follow one another from page 1 to the file's
    last page, its first sheet alone, to check the registration on card. A plain job and a one-sided
    card job are printed whole, at once."""
    import re

    for path in sorted(bundled_kit.glob("*/druk/*.pdf")):
        texts = page_texts(path)
        said = " ".join(cover_texts(path)[0].split("Jak drukować", 1)[1].split())
        entry = job_entry(path)
        if entry["stock"] == "paper" or entry["sides"] == "one":  # whole at once
            # a plain double-sided job: its first sheet (the calibration) alone, then the rest (r22 R minor 7)
            # … or, in the job holding a rulebook's optional appendix, every page but it (r23 K major 1)
            first = entry["sides"] != "one" and re.search(
                rf"\d\. {re.escape(FIRST_SHEET)} .*?\d\. Wydrukuj raz (resztę \()?strony 3–", said
            )
            assert ("Wydrukuj całość raz" in said or first) and "Pierwszy arkusz" not in said, path.name
            continue
        assert "Wydrukuj całość raz" not in said and "Zwykły papier:" not in said, path.name
        runs = re.findall(
            r"(\d)\. (Pierwszy arkusz|Drugi arkusz|Pozostałe arkusze)[^:]*: stron[ay] (\d+)(?:–(\d+))?", said
        )
        # a card job whose procedure is another's cover's (r29 K major 2): its sheets' runs in the one step
        # that points there, in order
        pointed = re.search(
            r"(\d)\. (Wydrukuj pierwszy arkusz \(.*?) i sprawdź go jak w wydruku \d \(.*?\)(.*?)\.(?: \d\. |$)", said
        )
        if pointed:
            assert not runs, path.name
            runs = [
                (pointed[1], which, first, last)
                for which, first, last in re.findall(
                    r"(pierwszy arkusz|drugi|pozostałe) \(stron[ay] (\d+)(?:–(\d+))?", pointed[2] + pointed[3]
                )
            ]
        # the runs are steps among the cover's numbered steps, 1, 2, … in order (r23 AS major 1)
        steps = said.split("Ten wydruk zajmuje", 1)[1]
        steps = [int(n) for n in re.findall(r"(?<= )(\d)\. (?=[A-ZĄĆĘŁŃÓŚŹŻ])", steps)]
        assert steps == list(range(1, len(steps) + 1)), (path.name, steps)
        assert runs and [int(n) for n, *_ in runs] == sorted(int(n) for n, *_ in runs), path.name
        page = 1
        for _, _, first, last in runs:
            assert int(first) == page, path.name
            page = int(last or first) + 1
        assert page == len(texts) + 1, path.name
        if not pointed:  # the first sheet's registration checked, on this cover or the one it points to
            assert "Pierwszy arkusz" in said and ("znaczniku tyłu" in said or "ramką przodu" in said), path.name


def test_a_covers_text_follows_its_jobs_content(bundled_kit):
    """Cutting is asked for only where a job holds pieces; the recipe for a printer without duplex
    stands once on every double-sided cover, at job level, and never under one part."""
    for path in sorted(bundled_kit.glob("*/druk/*.pdf")):
        said = " ".join(cover_texts(path)[0].split())
        manual = said.count("Drukarka bez druku dwustronnego")
        entry = job_entry(path)
        assert manual == (0 if entry["sides"] == "one" or entry["stock"] == "card" else 1), path.name
        assert "Jeśli drukarka nie drukuje dwustronnie" not in said, path.name


def test_only_a_job_with_pieces_asks_for_cutting():
    from generator.build.covers import cover_info
    from generator.build.job import Job, JobPart
    from generator.model.core import BuildOptions as Options

    class Spec:
        title = "Gra"

    class Game:
        spec = Spec()
        components: dict = {}  # no rulebook: no accent, the cover's head in ink

        def one(self, kind: str):
            return None

    rulebook = JobPart("zasady.pdf", "zasady", "Zasady gry", 1, 1, 12, sheets=6, start=3)
    aid = JobPart("pomoc.pdf", "pomoc", "Pomoc gracza", 1, 1, 2, sheets=1, start=15, cut=True)
    for parts, cut in (((rulebook,), False), ((rulebook, aid), True)):
        info = cover_info(Game(), Job("gra", "paper", "long", parts), Options())
        cutting = "nij po liniach wyznaczonych przez znaczniki cięcia na marginesach arkusza."
        said = [line for line in info.howto if cutting in line]
        assert bool(said) is cut  # a numbered step
        if cut:  # the rulebook's pages have no marks: the step names the aid's pages alone (r35 AS major 1)
            assert f". Strony 15–16: t{cutting}" in said[0]
        assert not any("zwykłym papierze" in line for line in info.howto)


def test_a_part_copied_into_a_job_says_only_what_is_true_there(bundled_kit):
    """What a part's guide says comes along only as far as it is true in the job: a one-sided job
    holds no instruction to print on both sides and no registration cross; a double-sided one has
    its target behind its cover, on the front of the sheet's back. No cover names a file."""
    for path in sorted(bundled_kit.glob("*/druk/*jednostronnie.pdf")):
        for index, text in enumerate([*cover_texts(path), *page_texts(path)]):
            assert "Druk dwustronny" not in text and "krzyżyk" not in text, (path.name, index + 1)
    for path in sorted(bundled_kit.glob("*/druk/*.pdf")):
        cover = without_named_files(cover_texts(path)[0], path.parent.parent)  # r35: a file the buyer opens, by name
        # „zasady” only as the book's page a cover cites (decision D2: „zasady, s. 18”), never as a file's name
        assert ".pdf" not in cover and not re.search(r"zasady(?!, s\.\s\d)", cover), path.name
    for path in sorted(bundled_kit.glob("*/druk/*dwustronnie*.pdf")):
        texts = cover_texts(path)
        # r18: a card job's carried cover is one page; the calibration page behind its host's cover serves it
        entry = job_entry(path)
        hosts = [
            bundled_kit / h["path"]
            for h in job_entries(bundled_kit, entry["game"])
            if any(p.get("cover_of") == entry["path"] for p in h["parts"])
        ]
        target = texts[1] if cover_pages(path) else page_texts(hosts[0])[1]
        said = " ".join(texts[0].split())
        # … or the pointer to the card procedure printed once (r29 K major 2; test_kit_covers_r29 checks its target)
        printed = ("Druk dwustronny", "wydrukuj jego tył", "Wydrukuj przód i tył", "i sprawdź go jak w wydruku")
        assert any(words in said for words in printed) and "pod światło" in target, path.name


def test_a_job_of_two_papers_says_which_pages_are_on_which(components, tmp_path):
    from generator.layout.imposition import NAMED_PAPERS

    out = tmp_path / "a3"
    recipe.build(components, out, ["rynek"], BuildOptions(paper=NAMED_PAPERS["a3"]), jobs=1)
    path = job_path(out, "rynek", "paper", "long")
    cover = " ".join(page_texts(path)[0].split())
    pages = len(page_texts(out / "rynek" / "zasady.pdf"))
    pages += pages % 2  # a double-sided job pads the rulebook to whole sheets
    # after its cover (1–2) and the card jobs' covers it carries, a page each, padded to a whole sheet (r18)
    carried = sum(e["stock"] == "card" for e in job_entries(out, "rynek"))
    first = 3 + carried + carried % 2
    if holds_checklist(page_texts(path)[first - 1]):  # a sheet of its own for the checklist (r24)
        first += 2
    assert f"Papier: A3 (poza: strony {first}–{first - 1 + pages}: A4)" in cover
    # the play pages, then the optional appendix on sheets of its own (r21), both on A4
    book = page_texts(out / "rynek" / "zasady.pdf")
    appendix = first + next(i for i, t in enumerate(book) if i and "Co ustaliło to wydanie" in t.splitlines())
    assert f"Strony {first}–{appendix - 1}: Zasady gry, {(appendix - first) // 2} arkuszy A4" in cover
    assert f"Strony {appendix}–{first - 1 + pages}: {APPENDIX_TEXT}" in cover


def _covers(path) -> int:
    return cover_pages(path)


def _carried_end(path) -> int:
    """The index of a job's first page after its cover and the card jobs' covers it carries (r18: a
    page each, front and back of shared sheets, an assembly map behind its cover, the block padded to
    a whole sheet)."""
    texts, index = page_texts(path), _covers(path)
    start = index
    while index < len(texts) and re.search(r"Do druku: \d+\. ", texts[index]):  # a plain job's too (r27 K 2)
        index += 1
        while index < len(texts) and "mapa składania" in texts[index] and "Do druku" not in texts[index]:
            index += 1
    end = index + (index - start) % 2 if index > start else index
    if index > start and end == index and end < len(texts) and holds_checklist(texts[end]):
        end += 2  # a sheet of its own for the checklist where no job leaves a blank side (r24)
    return end


def test_no_page_of_a_job_describes_a_part_without_building_it(bundled_kit):
    """What a part's description page said goes on the cover of the job holding the part: after the
    cover no page of a job is a description, a registration target or a second calibration square;
    each job measures its scale once, on its cover."""
    from generator.draw.registration import CROSS_CAPTION

    for path in sorted(bundled_kit.glob("*/druk/*.pdf")):
        texts = page_texts(path)
        for index, text in enumerate(texts[_carried_end(path) :], start=_carried_end(path) + 1):
            for said in (
                "Zawartość wydruku",  # a description page
                "Kalibracja druku dwustronnego",  # a registration target's back
                "zmierz: bok musi mieć",  # a calibration square
            ):
                assert said not in text, (path.name, index, said)
            # a target's front: the cross's caption stands on a line of its own (the print chapter may
            # name the cross in a sentence, telling where the one cross of the kit is)
            assert not re.search(rf"^\s*{CROSS_CAPTION}\s*$", text, flags=re.M), (path.name, index, CROSS_CAPTION)
        # one 50 mm square per paper run, on the plain job's own cover: the card jobs' covers it carries have
        # none, their card sheets carry a ruler (r25 P kit minor 5, AS minor 7)
        covers = 1 if _covers(path) else 0
        # its words in short lines, clear of its ticks (r38 K minor 5): read as one line
        said = sum(" ".join(t.split()).count("zmierz: bok musi mieć dokładnie 50 mm") for t in texts)
        assert said == covers, path.name


def _cover_name(path) -> str:
    """„2. karton 160–200 g/m², dwustronnie”: a job as its cover's title names it."""
    return re.search(r"Do druku: (.+)", cover_texts(path)[0]).group(1).strip()


def _title(path) -> str:
    from pypdf import PdfReader

    title = str(PdfReader(str(path)).metadata.title)
    return title.split(" – ", 1)[1] if " – " in title else title


def test_every_cover_names_the_parts_of_its_job_and_no_other(bundled_kit):
    """The cover's contents list each part of its job once, by the part's own title, over pages that
    follow one another from the cover to the file's last page: nothing it names is elsewhere. A tiled
    board's assembly map (the pages of the board's file before its sheets) is named on its board's
    line, not as a part of its own: the board is listed once."""
    import itertools
    import json
    import re

    manifest = json.loads((bundled_kit / "manifest.json").read_text(encoding="utf-8"))
    for job in (e for e in manifest if e["kind"] == "print-job"):
        path = bundled_kit / job["path"]
        texts = page_texts(path)
        contents = cover_texts(path)[0].split("Zawartość wydruku", 1)[1].split("Jak drukować", 1)[0]
        # a line wrapped in its column (r32: two columns) read whole, up to the next page's line
        flat = " ".join(contents.split())
        lines = re.findall(r"Stron[ay] (\d+)(?:–(\d+))?: (.+?)(?= Stron[ay] \d+(?:–\d+)?: |$)", flat)
        # the cover's own back (its duplex calibration) is listed first, as every page of the file is (r19)
        own_back = [said for first, _, said in lines if int(first) <= _covers(path)]
        assert [s.split(",")[0] for s in own_back] == ["kalibracja druku dwustronnego z opisem"] * (
            _covers(path) - 1
        ), job["path"]
        lines = lines[len(own_back) :]
        # the card jobs' covers a plain job carries (each with its assembly map behind it), each named once, in
        # order; two covers on one page (one set under the other, r27 K minor 2) on one line: the page named
        # once (r38 R minor 11: „Strona 3:” twice)
        carried = list(dict.fromkeys(p["for_job"] for p in job["parts"] if "for_job" in p))
        names = [f"„{_cover_name(bundled_kit / c)}”" for c in carried]
        described = [said for _, _, said in lines if said.startswith(("opis wydruku „", "opisy wydruków „"))]
        assert [n for said in described for n in re.findall(r"„[^„]*?”", said.split(";")[0])] == names, job["path"]
        assert all(("opisy" in said) == (said.split(";")[0].count("„") == 2) for said in described), job["path"]
        page = _covers(path) + 1
        for first, last, said in lines[: len(described)]:
            assert int(first) == page, (job["path"], said)
            page = int(last or first) + 1
            # a shared page's board's assembly map on the next page, named on its line (r34)
            if said.startswith("opisy") and (mapped := re.search(r"mapa składania planszy: strona (\d+)", said)):
                assert int(mapped[1]) == page, (job["path"], said)
                page += 1
        lines = lines[len(described) :]
        if carried:  # the carried covers run on over shared sheets, the block padded to a whole sheet (r18)
            padding = lines and (
                lines[0][2].startswith(CHECKLIST_LINE) or re.match(r".+?, \d+ kart\w* do wycięcia", lines[0][2])
            )
            extra = (page - _covers(path) - 1) % 2
            if padding and (extra or lines[0][2].startswith(CHECKLIST_LINE)):
                # the padding side is the kit's checklist (r21) or a game's slips (kit-jobs2)
                assert int(lines[0][0]) == page, job["path"]
                lines = lines[1:]
                extra = extra or 2  # a sheet of its own for the checklist where no side was blank (r24)
            page += extra
            assert page == _carried_end(path) + 1, job["path"]
        own = [p for p in job["parts"] if "for_job" not in p]
        files = [next(group) for _, group in itertools.groupby(own, key=lambda p: p["path"])]
        # a rulebook's optional appendix and the kit's checklist have lines of their own (r21)
        extra = [said for _, _, said in lines if said.startswith((APPENDIX_TEXT, CHECKLIST_LINE))]
        assert len(lines) - len(extra) == len(files), job["path"]
        assert len({said.split(",")[0] for _, _, said in lines}) == len(lines), job["path"]
        parts = iter(files)
        for first, last, said in lines:
            assert int(first) == page, (job["path"], said)
            page = int(last or first) + 1
            if said in extra:
                continue
            part = next(parts)
            # the part's title, with the guests its sheets carry named in one list („Żetony ulepszeń,
            # szpitala, pionki i kostka” for „Żetony ulepszeń i szpitala”)
            title, words = (
                re.findall(r"\w+", _title(bundled_kit / part["path"]).lower()),
                re.findall(r"\w+", said.lower()),
            )
            assert words[0] == title[0] and set(title) <= set(words), (job["path"], said)
        assert page == len(texts) + 1, job["path"]


def test_the_calibration_page_says_what_the_player_does_with_the_reading(bundled_kit):
    """The page behind every double-sided cover speaks to the player holding it: which side to read,
    when to change nothing, what to set on the printer and where to go when the printer has no such
    setting; nothing about files or the program that makes them (no tool jargon on paper)."""
    duplex = [p for p in sorted(bundled_kit.glob("*/druk/*.pdf")) if _covers(p) == 2]
    assert duplex
    for path in duplex:
        said = " ".join(page_texts(path)[1].split())
        assert "przygotował" not in said and "plik" not in said, path.name
        for needed in ("tę stronę (ze skalami) pod światło", "drukuj bez zmian", "sterownik", "w punkcie ksero"):
            assert needed in said, (path.name, needed)


def test_the_duplex_scales_numbers_touch_nothing():
    """Every word of the registration scales keeps at least 1 mm from every other and from the
    scales' ticks (1 mm apart along ±SPAN mm, every fifth one the longest), and the two scales keep
    apart: the vertical one SIDE mm from the zero, not knotted with the other there (r23 K minor 9)."""
    from generator.draw.fonts import SANS, text_width
    from generator.draw.registration import LABEL_SIZE, LOWER, SIDE, SPAN, TICKS, ruler_labels
    from generator.model.units import mm

    x, y = mm(60), mm(45)
    boxes = [
        (
            text,
            left,
            baseline - 0.25 * LABEL_SIZE,
            left + text_width(text, SANS, LABEL_SIZE),
            baseline + 0.75 * LABEL_SIZE,
        )
        for text, left, baseline in ruler_labels(x, y)
    ]
    t = mm(TICKS[1])
    side = x - mm(SIDE)
    low = y - mm(LOWER)
    ticks = [(x - mm(SPAN), low - t, x + mm(SPAN), low + t), (side - t, y - mm(SPAN), side + t, y + mm(SPAN))]
    assert side + t + mm(1) <= x - mm(SPAN)  # the scales' ticks meet nowhere

    def apart(a, b) -> float:
        return max(b[0] - a[2], a[0] - b[2], b[1] - a[3], a[1] - b[3])

    for i, (text, *box) in enumerate(boxes):
        for tick in ticks:
            assert apart(box, tick) >= mm(1) - 1e-9, text
        for other, *other_box in boxes[i + 1 :]:
            assert apart(box, other_box) >= mm(1) - 1e-9, (text, other)


def test_the_cross_seen_through_keeps_off_the_horizontal_scales_ticks():
    """Kit review r29, AS minor 9: the front cross's long horizontal arm, seen through the sheet, ran along
    the horizontal scale's tick row and merged with it. Held to the light with the back up to 1.5 mm off
    either way, the arm keeps 3 mm or more from that row and the cross's circle 1 mm, the vertical arm
    still crosses the whole row of millimetre ticks; on a true flip it crosses every tick and stops 1 mm
    or more short of the scale's numbers."""
    from generator.draw.registration import ARM, LABEL_SIZE, LOWER, SPAN, TICKS, ruler_labels
    from generator.model.units import mm, to_mm

    x, y = 60.0, 45.0  # mm: the zero
    row = (y - LOWER - TICKS[1], y - LOWER + TICKS[1])  # foot and top of the horizontal scale's longest ticks
    short_foot = y - LOWER - TICKS[0]
    numbers = [
        to_mm(baseline) + 0.72 * LABEL_SIZE / 72 * 25.4  # a digit's top
        for _, left, baseline in ruler_labels(mm(x), mm(y))
        if to_mm(left) >= x - SPAN - 5  # the horizontal scale's (the side scale's stand left of it)
    ]
    assert numbers
    for drift in (-1.5, 0.0, 1.5):
        centre = y + drift
        assert centre - row[1] >= 3 - 1e-9, drift  # the long arm over the tick row
        assert centre - mm(3) / mm(1) - row[1] >= 1 - 1e-9, drift  # the circle (3 mm radius)
        assert centre - ARM[1] <= short_foot + 1e-9, drift  # the vertical arm across every millimetre tick
    assert y - ARM[1] <= row[0] + 1e-9  # on a true flip across the longest ticks too
    assert y - ARM[1] - max(numbers) >= 1 - 1e-9  # and short of the numbers


def test_every_page_of_a_double_sided_job_shares_its_orientation(bundled_kit):
    """A long-edge flip means one thing only when both sides of a sheet lie the same way: a landscape
    form printed on both sides is turned onto portrait pages rather than printed landscape among portrait
    pages. A landscape page alone on its side of a sheet (Rynek's board map, a carried cover behind it)
    stays landscape and upright, no /Rotate (kit review r32 K minor 5), and the print dialog lays it on
    the sheet: no sheet has two landscape sides."""
    from .pdfcheck import page_sizes_mm

    for path in sorted(bundled_kit.glob("*/druk/*dwustronnie*.pdf")):
        sizes = page_sizes_mm(path)
        assert {tuple(sorted(size)) for size in sizes} == {tuple(sorted(sizes[0]))}, path.name
        lying = [w > h for w, h in sizes]
        assert not any(lying[k] and lying[k + 1] for k in range(0, len(lying) - 1, 2)), path.name


def test_a_covers_text_ends_above_the_calibration_square_and_cross(bundled_kit):
    """However much a job holds, its cover's text is set small enough (never below 6 pt) to end above
    the 50 mm square and the registration cross: below that line only their own labels print. A cover
    with no cross has its square in the bottom-right corner (kit reviews r20), and its text may run on
    left of it, down to BESIDE_FLOOR; right of that text's edge, the square's labels alone."""
    import pypdfium2 as pdfium

    from generator.draw.guide import BESIDE_FLOOR, SQUARE_GAP, TEXT_FLOOR
    from generator.model.units import mm

    labels = set(
        "50 mm zmierz: bok musi mieć dokładnie (drukuj w skali 100%) krzyżyk kalibracji druku dwustronnego".split()
    )
    plain = [bundled_kit / e["path"] for g in GAMES for e in job_entries(bundled_kit, g) if e["stock"] == "paper"]
    for path in plain:  # the card jobs' covers are printed here too
        pdf = pdfium.PdfDocument(str(path))
        try:
            for index in _cover_indices(path):
                page = pdf[index]
                width, _ = page.get_size()
                textpage = page.get_textpage()
                cross = "krzyżyk kalibracji" in textpage.get_text_range()
                # the square's left edge, 20 mm in from the right margin's 20 mm: no text right of its gap;
                # a carried card job's cover has no square (r25 P minor 5): its text may run to the floor
                square = "zmierz: bok musi mieć" in textpage.get_text_range()
                column = 0 if cross else width - mm(20) - mm(50) - SQUARE_GAP
                # a line's baseline keeps above the floor; its descenders (y, ą) may reach 1.5 mm under
                # it, in the 4 mm between the floor and the square
                floors = ((column, TEXT_FLOOR - mm(1.5)),) if square else ()
                for left, top in (*floors, (0, BESIDE_FLOOR - mm(1.5))):
                    # (and the job's page number at the foot's right end: r30 K minor 3)
                    words = without_folio(textpage.get_text_bounded(left, 0, width, top)).split()
                    assert set(words) <= labels, (path.name, index + 1, sorted(set(words) - labels))
        finally:
            pdf.close()


def _cover_indices(path) -> list[int]:
    """The pages of a plain job that are covers: its own first page (none where another job prints its
    cover, r27 K minor 2) and the other jobs' it carries."""
    own = [0] if cover_pages(path) else []
    return own + [i for i, text in enumerate(page_texts(path)) if i and re.search(r"Do druku: \d+\. ", text)]


def test_every_line_of_a_cover_keeps_the_bodys_left_edge(bundled_kit):
    """A cover's lines start at the body's edges only: a heading at 20 mm, a line 4 mm in, a detail's
    dash and its text 7 and 10 mm in; running down beside the square they keep them (kit reviews r20:
    lines beside the square jumped to a column 78 mm in and read as a caption to it). The square's and
    the cross's labels stand where they are."""
    import pypdfium2 as pdfium

    from generator.layout.imposition import PAPERS
    from generator.model.units import mm

    labels = set(
        "50 mm zmierz: bok musi mieć dokładnie (drukuj w skali 100%) krzyżyk kalibracji druku dwustronnego".split()
    )
    from generator.draw.guide_frame import GUTTER

    # each column's edge, a step's hanging words (6 mm in), a detail's dash (3 mm), a recipe box's words (2 mm)
    # (r32: two columns)
    second = mm(20) + (PAPERS["a4"].width - mm(40) - GUTTER) / 2 + GUTTER
    edges = [left + inset for left in (mm(20), second) for inset in (0, mm(2), mm(3), mm(6))] + [
        mm(24)
    ]  # + the band's name
    plain = [bundled_kit / e["path"] for g in GAMES for e in job_entries(bundled_kit, g) if e["stock"] == "paper"]
    checked = 0
    for path in plain:
        pdf = pdfium.PdfDocument(str(path))
        try:
            for index in _cover_indices(path):
                textpage = pdf[index].get_textpage()
                # the kit's checklist under a short cover's text (r26 AS minor 1) is no line of the cover
                runs = [textpage.get_rect(i) for i in range(textpage.count_rects())]
                runs = [(box, textpage.get_text_bounded(*box)) for box in runs]
                floor = max((box[1] for box, text in runs if text.startswith(CHECKLIST_TITLE)), default=0.0)
                # ... nor are the fold figures' numbers and captions under their titles (r29 R minor 8)
                figures = max((box[3] for box, text in runs if text.startswith("Jak złożyć:")), default=0.0)
                for box, text in runs:  # a run of text on one line (the job's page number at the foot: r30 K minor 3)
                    if (
                        set(text.split()) <= labels
                        or box[1] <= floor
                        or box[3] <= figures
                        or FOLIO.fullmatch(text.strip())
                    ):
                        continue
                    assert any(abs(box[0] - edge) < mm(0.6) for edge in edges), (
                        path.name,
                        index + 1,
                        round(box[0] / mm(1), 1),
                        text[:40],
                    )
                    checked += 1
        finally:
            pdf.close()
    assert checked > 500


def test_a_cover_says_where_the_games_other_cards_are(bundled_kit):
    """Przekręt's cards lie in two jobs (Los two-sided, properties and leases one-sided): each of the
    two covers names the other job and the pages its cards take there, and those pages hold them."""
    one, two = (job_path(bundled_kit, "przekret", "card", sides) for sides in ("one", "long"))
    one_cover, two_cover = (" ".join(cover_texts(path)[0].split()) for path in (one, two))
    # one name for a job everywhere: its cover's title (r15)
    assert "Pozostałe karty tej gry są w wydruku „4. karton 250–300 g/m², dwustronnie”: Losy (strony 1–8)." in one_cover
    assert (
        "Pozostałe karty tej gry są w wydruku „5. karton 250–300 g/m², jednostronnie”: Posesje (strony 1–3), Dzierżawa"
        in two_cover
    )
    assert "Pozostałe karty" not in " ".join(page_texts(job_path(bundled_kit, "przekret", "paper", "long"))[0].split())
    one_pages, two_pages = page_texts(one), page_texts(two)
    assert all("Posesje" in one_pages[n - 1] for n in (1, 2, 3))
    assert all("DZIERŻAWA" in one_pages[n - 1] for n in (4, 5))
    assert all("LOS" in two_pages[n - 1] for n in range(1, 9))


def test_every_page_of_every_job_is_upright_at_full_size(bundled_kit):
    """In every game every page of a job reads upright on screen at its full size: a landscape page stays
    a landscape page with no /Rotate (kit review r32 K minor 5: Kolekcjonerzy's points table, turned a
    quarter by /Rotate 90 among upright pages since r15, showed sideways in every viewer; r18 minor 5 the
    same for Art Society's boards), never squeezed onto a portrait page, and no cover asks for automatic
    rotation."""
    import pypdfium2 as pdfium

    landscape, landscape_jobs = 0, []
    for path in sorted(bundled_kit.glob("*/druk/*.pdf")):
        pdf = pdfium.PdfDocument(str(path))
        try:
            shown = []
            for i in range(len(pdf)):
                page = pdf[i]
                assert page.get_rotation() == 0, (path.name, i + 1)
                width, height = page.get_size()
                shown.append(width > height + 0.5)
                landscape += shown[-1]
        finally:
            pdf.close()
        if shown and all(shown):
            landscape_jobs.append(f"{path.parent.parent.name}/{path.name}")
        cover = " ".join(cover_texts(path)[0].split())
        assert "obracanie (obraca stronę" not in cover and "są poziome" not in cover, path.name
    # Kolekcjonerzy's two tables and Rynek's board assembly map among portrait pages, Art Society's boards
    assert landscape >= 2 + 1 + 2
    assert "art-society/3-karton-250-300-jednostronnie.pdf" in landscape_jobs
    assert "rynek/3-karton-160-200-jednostronnie.pdf" in landscape_jobs


def _guide_pages(path) -> list[int]:
    """Indexes of the pages of a file that describe its contents: a job's cover (and the page behind
    it), a part's guide pages (those that say „Zawartość wydruku”)."""
    texts = page_texts(path)
    if path.parent.name == "druk":
        return list(range(_covers(path)))
    return [i for i, text in enumerate(texts) if "Zawartość wydruku" in text]


def test_no_cover_or_guide_page_prints_a_label_twice(bundled_kit):
    """A piece's label is named once on its line: Rynek's fives are „surowiec żółty „5””, never
    „surowiec żółty „5” „5”” (the name shows the label already), nor any word twice in a row. Every
    job's cover and every part's guide page of every game, line by line (a sentence may name a label
    again: „„5” na „5””)."""
    import re

    checked = 0
    for path in sorted(bundled_kit.rglob("*.pdf")):
        if path.name == "zestaw.pdf":
            continue
        texts = page_texts(path)
        for index in _guide_pages(path):
            for line in texts[index].splitlines():
                doubled = re.search(r"(„[^„”]+”|\b[^\W\d]{2,}\b)\s+\1(?!\w)", line)
                assert doubled is None, (str(path.relative_to(bundled_kit)), index + 1, line)
                checked += 1
    assert checked > 200


def test_a_token_line_shows_its_label_unless_its_name_does():
    from generator.draw.kinds.tokens import Tokens, describe

    spec = Tokens.model_validate(
        {
            "kind": "tokens",
            "title": "Żetony",
            "size": "16mm",
            "variants": [
                {"name": "piątka „5”", "count": 4, "face": {"color": "#ffffff", "label": "5"}},
                {"name": "piątka", "count": 4, "face": {"color": "#ffffff", "label": "5"}},
                {"name": "5", "count": 4, "face": {"color": "#ffffff", "label": "5"}},
            ],
        }
    )
    assert [describe(spec, v).split(":")[0] for v in spec.variants] == ["4 × piątka „5”", "4 × piątka „5”", "4 × 5"]


def test_the_print_guide_names_each_board_once(bundled_build):
    """The rulebook's print guide names every board once in its job table (a tiled board „z mapą
    składania”, not the map and the board as two parts); a board the kit glues from several sheets is
    never a part of its own in the job table (r15); the same board whole from a print shop is in no
    job: the guide names it at most once, as a separate print by its printed title (decision D1; r22 R minor 6 had
    it unnamed, r44 P finding 20 asked for it), never by a file; the procedure of assembling it is on the covers and
    its map only (r21: the chapter repeated the covers)."""
    out, result = bundled_build
    boards = [o for o in result.outputs if o.kind == "board"]
    assert {o.game for o in boards} == {"kolekcjonerzy", "rynek", "przekret", "art-society"}
    offered = 0
    for game in {o.game for o in boards}:
        texts = " ".join(" ".join(page_texts(out / game / "zasady.pdf")).split()).replace("\u00a0", " ")
        guide = texts[texts.index("Zestaw do druku w domu") :]
        for board in (o for o in boards if o.game == game):
            title = board.title.replace("\u00a0", " ")
            if board.fits_paper:
                assert guide.count(title) == 1, (game, title)
            else:
                separate = guide.count(f"osobny wydruk „{title}” (w zestawie, bez numeru)")
                assert guide.count(title) == separate <= 1, (game, title)
                assert ("w jednym kawałku" in guide) == bool(separate), game
                offered += separate
        assert "plansza.pdf" not in guide and "punkcie ksero możesz" not in guide, game
        # (a part's own gluing, a pawn's, is the chapter's since r32: its list of how each part is built)
        assert "– mapa składania" not in guide and "Sklej części planszy" not in guide, game
    assert offered  # Przekręt's guide offers its one-piece board


def test_every_job_recommends_one_paper_and_aids_a_paper_that_survives_play(bundled_kit):
    """Kit review r15 (P minor 7, AS minor 7), r17 (one stock per job): a job's cover names one paper
    weight, its job's, and no part's line under „Zawartość wydruku” names another (Przekręt's money said
    „najlepiej 100–120 g” inside an 80–120 g job). The player aids, handled every round, are a job of
    their own on karton 160–200 g/m², in every game, and zestaw.pdf and the rulebook's print guide say so."""
    import re

    weight = re.compile(r"(\d+–\d+) g(?:/m²)?\b")
    aids = 0
    for path in sorted(bundled_kit.glob("*/druk/*.pdf")):
        cover = " ".join(cover_texts(path)[0].split())
        contents, howto = cover.split("Jak drukować", 1)
        contents = re.sub(r"„[^”]*”", "", contents)  # the names of other jobs (the card jobs' covers it carries)
        papier = re.search(r"Papier: A4(?:, orientacja \w+ \(albo automatyczna\))?; (.*?)\. ", howto).group(1)
        declared = set(weight.findall(papier))
        assert len(declared) == 1, (path.name, papier)  # one stock a job (kit review r17)
        assert set(weight.findall(contents)) <= declared, (path.name, weight.findall(contents))
        if "Pomoc gracza" in contents:
            aids += 1
            # on the tiled board's card; where no board needs it, with the pieces: one stock less (r22 AS major 1)
            light = path.parent.parent.name != "art-society"
            stock = papier.split(" (najmniej ")[0]  # a thick card's floor follows it (r28 P minor 10)
            assert stock == f"karton {'160–200' if light else '250–300'} g/m²", path.name
            assert job_entry(path)["weight"] == ("light" if light else "card"), path.name
    assert aids == 4  # every game's aid
    for game in ("art-society", "kolekcjonerzy", "przekret", "rynek"):
        kit = " ".join(page_texts(bundled_kit / game / "zestaw.pdf")[0].split())
        weight = "250–300" if game == "art-society" else "160–200"
        # (since r35 the kit's index lists each job with its parts under it: the aid under its card job)
        assert re.search(rf"Wydruk \d+: karton {weight} g/m²(?:(?!Wydruk \d).)*Pomoc gracza", kit), game
        book = " ".join(" ".join(page_texts(bundled_kit / game / "zasady.pdf")).split())
        # the aids' cover says why they are on card; the print chapter names their job in its table (r21)
        assert "Pomoc gracza" in book and "Mają osobny wydruk" not in book, game


def test_a_covers_cut_words_follow_the_marks_its_sheets_have(bundled_kit):
    """r18 (Art Society minor 6, Kolekcjonerzy minor 5): a job of boards, marked at their corners only,
    is not told to cut at margin marks; a tiled board's waste strips are named; a job of cards is."""
    from generator.draw.guide import CUT_TEXT, TRIM_TEXT

    boards = " ".join(cover_texts(job_path(bundled_kit, "art-society", "card", "one"))[0].split())
    assert TRIM_TEXT["board"] in boards and CUT_TEXT not in boards
    cards = " ".join(cover_texts(job_path(bundled_kit, "art-society", "card", "long"))[0].split())
    # the lollipop sheets (pages 11–14) have no margin marks: the step names the pages that have (r35 AS major 1);
    # the aids (15–16) are told their cut by their own step (r42 R minor 6: cover_steps.margin_marked)
    assert f"Strony 1–10: t{CUT_TEXT[1:]}" in cards and TRIM_TEXT["board"] not in cards
    tiled = [
        " ".join(cover_texts(bundled_kit / e["path"])[0].split())
        for e in job_entries(bundled_kit, "kolekcjonerzy")
        if e["stock"] == "card"
    ]
    assert any(TRIM_TEXT["tiled"] in text for text in tiled)


def test_a_paragraph_running_down_beside_the_square_keeps_its_left_edge():
    """Pure layout: a paragraph that runs from the full measure down beside the 50 mm square goes on
    in the shorter measure from the line that reaches it, as text runs round a picture: every line
    keeps the same left edge, the lines above keep the full measure, none beside the square passes
    its measure, and no word is lost or moved (kit reviews r20: the paragraph jumped into a column of
    its own right of the square)."""
    from generator.draw.fonts import SANS, text_width
    from generator.draw.guide import TEXT_FLOOR
    from generator.draw.guide_set import flow_lines
    from generator.model.units import mm

    wide, short = (mm(24), mm(165)), (mm(24), mm(105))

    def column(y):
        return short if y < TEXT_FLOOR else wide

    text = "Przekłuj igłą róg znacznika cięcia na przodzie, a po drugiej stronie sprawdź, gdzie wypadło. " * 8
    step = mm(4.6)
    top = TEXT_FLOOR + 2.5 * step  # three lines above the floor, the rest beside the square
    crossing = flow_lines(text, 10, top, step, column)
    assert len(crossing) > 5 and {x for x, _ in crossing} == {mm(24)}
    for i, (_, line) in enumerate(crossing):
        measure = column(top - i * step)[1]
        assert text_width(line, SANS, 10) <= measure
        if i < len(crossing) - 1:  # a line is full: the next line's first word would not fit on it
            following = crossing[i + 1][1].split(" ")[0]
            assert text_width(f"{line} {following}", SANS, 10) > measure, i
    assert [w for _, line in crossing for w in line.replace("\u00a0", " ").split()] == text.split()
    assert max(text_width(line, SANS, 10) for _, line in crossing[:3]) > mm(150)
    assert max(text_width(line, SANS, 10) for _, line in crossing[3:]) <= mm(105)


def test_a_covers_square_takes_the_corner_the_text_leaves():
    """Pure layout: without the registration cross the square stands in the bottom-right corner, its
    right edge on the margin, so text beside it keeps the left edge; with the cross, the cross takes
    that corner and the square the left one."""
    from generator.draw.guide import CALIBRATION_X, CALIBRATION_Y, square_at
    from generator.draw.registration import target
    from generator.layout.imposition import PAPERS
    from generator.model.units import mm

    a4 = PAPERS["a4"]
    x, y = square_at(a4, cross=False)
    assert (round(x + mm(50) + mm(20), 6), y) == (round(a4.width, 6), CALIBRATION_Y)
    assert square_at(a4, cross=True) == (CALIBRATION_X, CALIBRATION_Y)
    assert target(a4)[0] - mm(12) > CALIBRATION_X + mm(50)  # the cross clear of the square, right of it


def test_a_repeated_sheet_counts_the_sheets_its_pages_take():
    """A part repeating one set of pages (a form, an aid) says how many sheets that set is: a duplex
    job's two pages are one sheet, a one-sided job's two pages two (K kit r20 minor 1 said „jedna
    kartka” of a one-sided two-page table)."""
    from generator.build.job import JobPart

    duplex = JobPart("f.pdf", "f", "Plan", 3, 1, 2, sheets=1, start=5, unit=(2, 2))
    one_sided = JobPart("f.pdf", "f", "Plan", 3, 1, 2, sheets=2, start=5, unit=(2, 1))
    assert (duplex.unit_sheets, one_sided.unit_sheets) == (1, 2)
    assert duplex.unit_text.startswith("Strony 5–6 to jedna kartka (2\xa0egzemplarze), a dalsze to jej kopie")
    assert one_sided.unit_text.startswith("Strony 5–6 to 2\xa0kartki (1\xa0egzemplarz), a dalsze to ich kopie")


def test_the_registration_cross_stands_centred_on_its_circle():
    """Kit review r26, P minor 10: the cross's horizontal arm ran 15 mm left and 42 mm right of its centre
    and looked like an error. On A4 both horizontal arms are as long (the long one reaching the side scale
    behind it, either flip); on A5, where that would cross the 50 mm square, the left arm stops short of it."""
    import io

    from reportlab.pdfgen.canvas import Canvas

    from generator.draw.guide import SQUARE_GAP, square_at
    from generator.draw.layout_fonts import register_fonts
    from generator.draw.registration import ARM, draw_target_front, target
    from generator.layout.imposition import NAMED_PAPERS, PAPERS
    from generator.model.units import mm

    class Recorder(Canvas):
        def __init__(self):
            super().__init__(io.BytesIO())
            self.lines = []

        def line(self, x1, y1, x2, y2):
            self.lines.append((x1, y1, x2, y2))

    register_fonts()

    def arms(paper, duplex):
        c = Recorder()
        x, y = target(paper)
        draw_target_front(c, (x, y), duplex, square_at(paper, cross=True)[0] + mm(50) + SQUARE_GAP)
        (across,) = [line for line in c.lines if line[1] == line[3]]
        return round((x - across[0]) / mm(1), 3), round((across[2] - x) / mm(1), 3)

    for duplex in ("long", "short"):
        assert arms(PAPERS["a4"], duplex) == (ARM[0], ARM[0])
    left, right = arms(NAMED_PAPERS["a5"], "long")
    assert right == ARM[0] and ARM[1] <= left < ARM[0]
    assert target(NAMED_PAPERS["a5"])[0] - mm(left) >= square_at(NAMED_PAPERS["a5"], True)[0] + mm(50) - 1e-6


def test_a_double_sided_card_job_s_cover_catches_a_back_fed_upside_down(bundled_kit):
    """Kit review r28, K minor 1: the needle through a crop mark's end passes a back printed 180° round on a
    sheet whose marks are symmetric (Kolekcjonerzy's tiles: 16.5/193.5, 15.75/281.25 mm). The feed arrow every
    double-sided card sheet prints at its head's edge, front and back, is the asymmetric target: every such
    job's cover has the buyer compare the two arrows after the needle, for the job's flip."""
    import json

    from generator.build.cover_steps import BACK_TURNED

    from .pdfcheck import cover_texts

    manifest = json.loads((bundled_kit / "manifest.json").read_text(encoding="utf-8"))
    jobs = [e for e in manifest if e["kind"] == "print-job" and e["stock"] == "card" and e["sides"] != "one"]
    assert len(jobs) >= 6  # every game has at least one
    import re

    for job in jobs:
        cover = " ".join(" ".join(cover_texts(bundled_kit / job["path"])).split())
        # r29 K major 2: a job that points to the card procedure on another card job's cover points to its arrows
        pointer = re.search(r"sprawdź go jak w wydruku (\d) \(kroki (\d)–(\d)", cover)
        if pointer:
            (other,) = [e for e in jobs if e["game"] == job["game"] and e["path"].split("/")[-1][0] == pointer[1]]
            cover = " ".join(" ".join(cover_texts(bundled_kit / other["path"])).split())
            step = re.search(rf"(\d)\. {re.escape(BACK_TURNED[job['sides']])}", cover)
            assert step and int(pointer[2]) <= int(step[1]) <= int(pointer[3]), job["path"]
        assert BACK_TURNED[job["sides"]] in cover, job["path"]
