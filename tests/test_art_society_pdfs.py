"""Art Society's PDFs, opened with pypdf and rendered with pypdfium2: files and pages, the printed
tile counts (read back from the sheets), tiles on the board's 25 mm grid, backs behind fronts,
lollipops, boards and the score pad."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from pypdf import PdfReader

from generator.build.recipe import BuildOptions, load_and_validate
from generator.build.render import render
from generator.build.write import BuildResult, write
from generator.draw.guide import STOCK_TEXT
from generator.draw.labels import FEED_WORDS
from generator.draw.ticket_items import TICKET_SEP
from generator.games.art_society.looks import FRAME_LABELS
from generator.games.art_society.painting_tiles import cell_fits, plan, sheet_slots
from generator.games.art_society.painting_tiles_draw import BACK_FIELD
from generator.games.art_society.rules import grid_of, parts
from generator.layout.imposition import PAPERS
from generator.model.units import to_mm

from .pdfcheck import STANDARD_FONTS, fonts, page_count
from .pdfcheck import render as render_page
from .test_art_society import copy_without_rulebook

GAME = "art-society"
DPI = 150
PX = DPI / 25.4
COMPONENT_NAMES = ["obrazy", "lizaki", "plansza-kolekcji", "plansza-muzeum", "karta-podliczenia"]
THEME_NAMES = {
    "ŻYCIE MIEJSKIE": "zycie-miejskie",
    "PORTRET": "portret",
    "MARTWA NATURA": "martwa-natura",
    "PEJZAŻ": "pejzaz",
}
# a back reads as its front: on a tile standing on its end the name is turned on its side, and its two
# lines come out of the PDF's text in the other order, so a name is known by its words
THEME_BY_WORDS = {frozenset(name.split()): theme for name, theme in THEME_NAMES.items()}


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    folder = tmp_path_factory.mktemp("art-society-out")
    project, _ = load_and_validate(copy_without_rulebook(tmp_path_factory.mktemp("art-society")), [GAME])
    outputs = render(project, BuildOptions(), COMPONENT_NAMES)
    write(outputs, folder, BuildResult())
    return project.games[GAME], folder / GAME, {o.filename: o for o in outputs}


def _pages(path: Path) -> list[str]:
    """The text of every page, read by pdfium (fast on pages full of vector art)."""
    pdf = pdfium.PdfDocument(str(path))
    try:
        out = []
        for page in pdf:
            textpage = page.get_textpage()
            out.append("\n".join(line.strip() for line in textpage.get_text_range().splitlines() if line.strip()))
            textpage.close()
        return out
    finally:
        pdf.close()


def test_files_pages_and_fonts(built):
    game, out, outputs = built
    assert sorted(outputs) == [
        # the candies-only sheet beside the kit, for punch users (r36 AS minor 1), named after what it prints (r40)
        "cukierki-znaczniki-prestizu-i-mlotek.pdf",
        "karta-podliczenia.pdf",
        "lizaki.pdf",
        "obrazy.pdf",
        "plansza-kolekcji-a4.pdf",  # whole on one sheet each: no full-size file for a shop (r21 AS major 1)
        "plansza-muzeum-a4.pdf",
    ]
    # guide + its calibration back, then 6 sheets of tiles front and back
    assert page_count(out / "obrazy.pdf") == 2 + 5 * 2  # guide + calibration back, 5 sheets front and back
    assert outputs["obrazy.pdf"].sheets == 5
    # guide + back, then 2 sheets of lollipops and markers front and back
    assert page_count(out / "lizaki.pdf") == 2 + 2 * 2
    assert page_count(out / "karta-podliczenia.pdf") == 2  # a sheet a game and a spare
    for name in ("obrazy.pdf", "lizaki.pdf", "plansza-kolekcji-a4.pdf", "karta-podliczenia.pdf"):
        used = fonts(out / name)
        assert used and all(used.values()), f"{name}: every font embedded"
        assert not any(std in n for n in used for std in STANDARD_FONTS)


def _text_in(page, x0: float, y0: float, x1: float, y1: float) -> list[str]:
    """Words printed inside a rectangle of the page (PDF points, y up)."""
    textpage = page.get_textpage()
    try:
        return textpage.get_text_bounded(left=x0, bottom=y0, right=x1, top=y1).split()
    finally:
        textpage.close()


def test_printed_tiles_match_the_data(built):
    """Read every tile back from its place on the sheet: the plaque on the front (size and title), size
    and theme on the back behind it."""
    game, out, _ = built
    spec = game.one("painting-tiles").spec
    sheet, all_tiles, sheets = plan(spec, BuildOptions())
    width = PAPERS["a4"].width
    fronts, backs = [], []
    pdf = pdfium.PdfDocument(str(out / "obrazy.pdf"))
    try:
        for number, placed in enumerate(sheets):
            _, slots = sheet_slots(placed, spec.cell, sheet)
            front, back = pdf[2 + 2 * number], pdf[3 + 2 * number]
            for slot, p in zip(slots, placed):
                words = _text_in(front, slot.x, slot.y, slot.x + slot.width, slot.y + slot.height)
                tile = all_tiles[p.index]  # the plaque: size, the frame's initial, the title
                words = [part for w in words for part in re.findall(r"\d+|\D+", w)]  # "3Z": size and letter
                fronts.append(int(next(w for w in words if w.isdigit())))
                letter = FRAME_LABELS[tile.painting.frame][0].upper()
                assert sorted(words) == sorted([str(tile.painting.size), letter, *tile.title.split()])
                x = width - slot.x - slot.width
                words = _text_in(back, x, slot.y, x + slot.width, slot.y + slot.height)
                words = [part for w in words for part in re.findall(r"\d+|\D+", w)]  # "3PORTRET" on a lying 3 × 1
                digits = [w for w in words if w.isdigit()]
                assert len(digits) == 1
                backs.append((int(digits[0]), THEME_BY_WORDS[frozenset(w for w in words if not w.isdigit())]))
    finally:
        pdf.close()
    everything = list(spec.paintings) + list(spec.starting)
    assert len(fronts) == len(backs) == 64
    assert Counter(fronts) == Counter(p.size for p in everything)
    assert Counter(backs) == Counter((p.size, p.theme) for p in everything)


def test_the_frame_letter_is_a_capital_as_the_rulebook_names_it(built):
    """Every plaque prints its frame's letter as the rulebook writes it (Z, S, D, C) and as tall as the
    size beside it: at 8.5 pt next to the 11 pt size a C or an S stood as high as a lower-case c or s
    and read as one (kit review r11)."""
    from .pdfcheck import printed_text

    game, out, _ = built
    chars = [c for c in printed_text(out / "obrazy.pdf") if c[0] >= 2]  # the sheets, not the guide
    letters = {FRAME_LABELS[f][0].upper() for f in game.one("painting-tiles").spec.frames}
    assert letters == {"Z", "S", "D", "C"}
    pairs = [(a, b) for a, b in zip(chars, chars[1:]) if a[0] == b[0] and a[1].isdigit() and b[1] in letters]
    assert len(pairs) == 64  # every painting's plaque: its size, then its frame's letter
    for digit, letter in pairs:
        assert letter[2] == pytest.approx(digit[2], abs=0.01), (digit, letter)  # printed at the size's size
        assert letter[4][3] - letter[4][1] >= 0.95 * (digit[4][3] - digit[4][1])  # and as tall as the digit


def _marks(image, row_mm: float, along: str) -> list[float]:
    """Centres (mm) of dark crop marks crossing a line `row_mm` from the top (along='x') or from the
    left (along='y') of the page."""
    w, h = image.size
    at = int(row_mm * PX)
    values = [
        image.getpixel((i, at)) if along == "x" else image.getpixel((at, i)) for i in range(w if along == "x" else h)
    ]
    centres, run = [], []
    for i, v in enumerate(values + [255]):
        if v < 140:
            run.append(i)
        elif run:
            centres.append((run[0] + run[-1]) / 2 / PX)
            run = []
    return centres


def test_tiles_sit_on_the_25mm_board_grid(built):
    """The crop marks of every sheet are whole painting cells apart: each tile covers whole board
    cells. A painting cell is the board's 25 mm cell less a hand cut's 0.5 mm (kit review r17: seven
    one-cell paintings cut to 25 mm overflowed a 7-cell row), so a row of hand-cut tiles fills its
    board cells without overflowing them nor sitting loose (cell_fits)."""
    game, out, _ = built
    spec = game.one("painting-tiles").spec
    sheet, _, sheets = plan(spec, BuildOptions())
    cell = to_mm(spec.cell)
    board = grid_of(game, parts(game).collection, "collection")
    assert to_mm(board.cell) == pytest.approx(25.0)
    assert cell == pytest.approx(24.5)
    assert cell_fits(board.cell, spec.cell, max(board.cols, board.rows))
    for number, placed in enumerate(sheets):
        image = render_page(out / "obrazy.pdf", 2 + 2 * number, DPI)
        grid, _ = sheet_slots(placed, spec.cell, sheet)
        # 1 mm into the crop marks, which start 0.5 mm outside the 3 mm bleed and are at least 1.5 mm long
        top_band = 297 - to_mm(grid.top) - 3 - 1.5
        xs = _marks(image, top_band, "x") or _marks(image, 297 - to_mm(grid.bottom) + 4.5, "x")
        # a band beside another has its row cuts on its own side margin only (r18 two-band sheets)
        ys = sorted({*_marks(image, to_mm(grid.left) - 4.5, "y"), *_marks(image, to_mm(grid.right) + 4.5, "y")})
        # the marks along the grid (the sheet's ticket with its ruler may cross the scan line past it)
        top, bottom = 297 - to_mm(grid.top), 297 - to_mm(grid.bottom)
        xs = [x for x in xs if to_mm(grid.left) - 0.5 <= x <= to_mm(grid.right) + 0.5]
        ys = [y for y in ys if top - 0.5 <= y <= bottom + 0.5]
        assert len(xs) >= 2 and len(ys) >= 2
        for a, b in zip(xs, xs[1:]):
            assert (b - a) / cell == pytest.approx(round((b - a) / cell), abs=0.02)
        for a, b in zip(ys, ys[1:]):
            assert (b - a) / cell == pytest.approx(round((b - a) / cell), abs=0.02)
        assert (xs[-1] - xs[0]) == pytest.approx(to_mm(grid.right - grid.left), abs=0.3)
        assert (ys[-1] - ys[0]) == pytest.approx(bottom - top, abs=0.3)


FIELD = tuple(round(v * 255) for v in BACK_FIELD.rgb())


def test_backs_land_behind_their_fronts(built):
    """Long-edge duplex: the back of each tile is the front's slot mirrored left to right, its theme's
    solid disc inside it (the themes told apart by the disc's colour). r40: the back is one light field
    (every channel 230 or more) from 1 mm inside every cut to 1 mm past it, as it is across the whole tile:
    a white band round the field (r39) and a frame line 3 mm in showed a 1–1.5 mm duplex drift as bands of
    unequal width, and a band of paper past the cut showed as a white sliver (what r27 AS minor 1 saw round
    a tinted panel); the field is every back's, so a drift shows no neighbour's tint (r25 AS minor 5)."""
    game, out, _ = built
    spec = game.one("painting-tiles").spec
    sheet, tiles, sheets = plan(spec, BuildOptions())
    placed = sheets[0]
    _, slots = sheet_slots(placed, spec.cell, sheet)
    pdf = pdfium.PdfDocument(str(out / "obrazy.pdf"))
    try:
        back = pdf[3].render(scale=DPI / 72).to_pil().convert("RGB")
    finally:
        pdf.close()
    width = PAPERS["a4"].width

    def solid(theme: str) -> tuple[int, ...]:
        hexa = spec.back_colors[theme].lstrip("#")
        return tuple(int(hexa[k : k + 2], 16) for k in (0, 2, 4))

    assert len({solid(tiles[p.index].painting.theme) for p in placed}) > 1  # the colours tell tiles apart
    for slot, where in zip(slots, placed):
        theme = tiles[where.index].painting.theme
        x0 = to_mm(width - slot.x - slot.width)
        x1 = to_mm(width - slot.x)
        y0 = 297 - to_mm(slot.y + slot.height)
        y1 = 297 - to_mm(slot.y)
        for inside in (1, -1):  # 1 mm inside the cut, and 1 mm past it
            for x, y in (
                (x0 + inside, y0 + inside),
                (x1 - inside, y0 + inside),
                (x0 + inside, y1 - inside),
                (x1 - inside, y1 - inside),
            ):
                pixel = back.getpixel((int(x * PX), int(y * PX)))
                assert max(abs(a - b) for a, b in zip(pixel, FIELD)) <= 3, f"the field expected at {x:.1f}, {y:.1f} mm"
        area = back.crop((int((x0 + 1) * PX), int((y0 + 1) * PX), int((x1 - 1) * PX), int((y1 - 1) * PX)))
        counts = Counter(area.get_flattened_data())
        assert min(counts.most_common(1)[0][0]) >= 230, (x0, y0, "a ground darker than the light field")
        disc = sum(n for colour, n in counts.items() if max(abs(a - b) for a, b in zip(colour, solid(theme))) <= 3)
        assert disc >= 30 * PX**2, (x0, y0, theme, "no disc of the theme's colour (30 mm² or more) behind its front")
        # nothing runs along a cut (r29 AS minor 4: a cell outline 3.4 mm inside it showed a drift as 1.9 mm of
        # white on one side and 4.9 mm on the other; r40: so did the white band and the frame line 3 mm in):
        # every line of pixels parallel to an edge, from 1 mm past it to 4.5 mm inside it, is mostly the field
        # (the number's disc crosses under half of a one-cell edge there)
        for depth in [-1 + k * 0.25 for k in range(23)]:
            for horizontal, at in ((True, y0 + depth), (True, y1 - depth), (False, x0 + depth), (False, x1 - depth)):
                lo, hi = (x0, x1) if horizontal else (y0, y1)
                steps = int((hi - lo) * PX)
                line = [
                    back.getpixel((int(lo * PX) + k, int(at * PX)) if horizontal else (int(at * PX), int(lo * PX) + k))
                    for k in range(steps)
                ]
                other = sum(1 for pixel in line if max(abs(a - b) for a, b in zip(pixel, FIELD)) > 8)
                assert other < 0.5 * steps, (x0, y0, depth, "a line or band along the cut on the back")


def _without_feed_words(text: str) -> str:
    """A page's text without the feed arrow's words in its margin (the lollipops print flipped on the long edge)."""
    phrase = next((words for words in FEED_WORDS["long"] if words in text), "")
    return text.replace(phrase, " ") if phrase else text


def test_lollipops_carry_every_number_of_every_player(built):
    game, out, _ = built
    spec = game.one("bid-cards").spec
    pages = _pages(out / "lizaki.pdf")[2:]
    # the feed arrow's „↑ do drukarki” at the head's left, read in the line of the label since the label moved to
    # the head (r35 ids: the foot's right end is the job's „wydruk N · s. P”; labels._arrow_room)
    title = game.one("bid-cards").spec.title

    def labelled(line: str) -> bool:  # the sheet's label: its part's name and counter („Lizaki, … 1/2 · przód”)
        return re.search(rf"{re.escape(title)} \d+/\d+ · ", line) is not None

    labels = [[_without_feed_words(line).strip() for line in page.splitlines() if labelled(line)] for page in pages]
    sides = ["przód", "tył"] * (len(pages) // 2)
    # each sheet's label, its ticket after it in the same line (its words: test_card_tickets)
    assert [[line.split(TICKET_SEP + STOCK_TEXT["card"])[0] for line in page] for page in labels] == [
        [f"{title} {i // 2 + 1}/{len(pages) // 2} · {sides[i]}"] for i in range(len(pages))
    ]
    # the margin's lines (the label and ticket; the feed arrow's „↑ górna krawędź pierwsza do drukarki …”) apart
    pages = [" ".join(line for line in page.splitlines() if not labelled(line)).split() for page in pages]
    pages = [_without_feed_words(" ".join(page)) for page in pages]
    fronts = " ".join(pages[0::2]).split()
    numbers = Counter(int(word) for word in fronts if word.isdigit())
    assert numbers == Counter({n: len(spec.players) for n in range(1, 9)})
    names = Counter(word for word in fronts if not word.isdigit())
    assert names == Counter({p.name.upper(): 8 for p in spec.players})
    backs = " ".join(pages[1::2]).split()
    assert not any(word.isdigit() for word in backs), "a bid's number never shows on its back"
    assert Counter(backs) == names


def test_boards_at_true_size(built):
    """Each board lies whole and centred on its landscape A4 sheet (after the map page), at true size:
    275 × 188 mm, so 11 mm from every paper edge."""
    game, out, _ = built
    reader = PdfReader(str(out / "plansza-kolekcji-a4.pdf"))
    box = reader.pages[1].mediabox
    assert (round(to_mm(float(box.width))), round(to_mm(float(box.height)))) == (297, 210)
    # the collection grid's dark outline: 7 cells of 25 mm between its left and right edges
    image = render_page(out / "plansza-kolekcji-a4.pdf", 1, DPI)
    left, top = (297 - 275) / 2, (210 - 188) / 2
    row = top + 25 + 12.5  # through the middle of the first grid row
    edges = [x for x in _marks(image, row, "x") if left + 7.5 < x < left + 188]
    assert edges[-1] - edges[0] == pytest.approx(7 * 25, abs=0.4)
    museum = " ".join(_pages(out / "plansza-muzeum-a4.pdf")[1:])
    for value in (0, 20, 21, 41, 42, 60):
        assert museum.split().count(str(value)) == 4
    assert page_count(out / "plansza-muzeum-a4.pdf") == 2


def test_score_pad_rows(built):
    game, out, _ = built
    first = _pages(out / "karta-podliczenia.pdf")[0]
    for row in (
        "Życie miejskie",
        "Portret",
        "Martwa natura",
        "Pejzaż",
        "pkt = (obrazy + w widoku) × wart.",  # the arithmetic once, over the theme rows (kit review r35, AS minor 4)
        "w widoku",  # each theme's paintings in the direct view, counted once more
        "Pełna plansza kolekcji",
        "Obrazy ponadwymiarowe",
        "Obraz asystenta",
        "RAZEM",
    ):
        assert row in first
    # the themes' points are carried down where the player sums: RAZEM adds one column (r25 AS minor 9)
    flat = " ".join(first.split())
    assert "Tematy razem (z tabeli wyżej)" in flat and "RAZEM – suma kolumny „pkt”" in flat


def test_each_sheet_says_what_it_holds_front_and_back(built):
    """Below every sheet, front and back: how many paintings of which shape, written as the rulebook
    writes shapes (long side × short side, whichever way the tiles stand on the sheet)."""
    from generator.games.art_society.painting_tiles_draw import contents_label

    game, out, _ = built
    spec = game.one("painting-tiles").spec
    _, _, sheets = plan(spec, BuildOptions())
    pdf = pdfium.PdfDocument(str(out / "obrazy.pdf"))
    try:
        for number, placed in enumerate(sheets):
            front, back = pdf[2 + 2 * number], pdf[3 + 2 * number]
            said = " ".join(contents_label(placed).split())  # the counts keep their noun on the line (no-break space)
            assert said.startswith(("1 obraz ", "2 obrazy ", "3 obrazy ", "4 obrazy ")) or "obrazów" in said
            book = {tuple(sorted(map(int, s.split("x")), reverse=True)) for s in spec.shapes.values()}
            shapes = [(int(a), int(b)) for a, b in re.findall(r"(\d+) × (\d+)", said)]
            assert shapes and all(shape in book for shape in shapes), said
            assert sum(int(n) for n in re.findall(r"(\d+) obraz", said)) == len(placed), said
            for page in (front, back):
                assert f" {number + 1}/{len(sheets)}: {said}" in " ".join(
                    _pages_of(page).split()
                )  # „Obrazy 2/5: …” (r41: the part's counter in one format), or the short „Arkusz 2/5: …”
    finally:
        pdf.close()


def _pages_of(page) -> str:
    textpage = page.get_textpage()
    try:
        return textpage.get_text_range()
    finally:
        textpage.close()


def test_the_prestige_markers_fold_is_scored_first(built):
    """Kit review r22 AS minor 8: a marker folded at 90° on 250–300 g card cracks unless its fold
    is scored: the lollipops' guide says how, and the part needs scoring (its job's cover says so too)."""
    _, out, outputs = built
    guide = " ".join(_pages(out / "lizaki.pdf")[0].split())
    assert (  # said once, where the strip of markers is cut (the guide page has to fit at full size)
        "najpierw wgnieć linię zgięcia przez cały pasek (tępą stroną nożyka albo wypisanym długopisem "
        "wzdłuż metalowej linijki), potem przetnij pasek"
    ) in guide
    assert "bigowanie" in outputs["lizaki.pdf"].needs


@pytest.mark.parametrize("name", ["plansza-kolekcji-a4.pdf", "plansza-muzeum-a4.pdf"])
def test_a_boards_content_stands_centred_between_its_frame_lines(built, name):
    """Kit review r29, AS minor 6: the collection board's assistant box ended 1.2 mm from the frame's inner
    line against 2.3 mm on the grid's side (the museum's tracks 1.3 mm and 2.3 mm). On each board, read
    across the page at every height: the dark ink nearest the frame's inner lines (grid and box outlines,
    track discs) keeps 2.5 mm of paper from them on both sides, the two sides within 0.3 mm of each other."""
    _, out, _ = built
    pdf = pdfium.PdfDocument(str(out / name))
    try:
        page = pdf[len(pdf) - 1].render(scale=DPI / 72).to_pil().convert("L")
    finally:
        pdf.close()
    width, height = page.size
    middle = height // 2

    def dark_runs(xs) -> list[int]:
        """Where each dark run along the middle row starts (from the side `xs` walks from)."""
        starts, before = [], False
        for x in xs:
            dark = page.getpixel((x, middle)) < 160
            if dark and not before:
                starts.append(x)
            before = dark
        return starts

    def run_end(x: int, step: int) -> int:
        while page.getpixel((x + step, middle)) < 160:
            x += step
        return x

    # the frame: a heavy line, then its thin inner line (the thin line alone without `outer`, r42 AS minor 6);
    # its ink's side towards the board's middle
    from .conftest import validated_game

    frame = validated_game("art-society").components[name.removesuffix("-a4.pdf")].spec.frame
    at = 1 if frame.outer else 0
    inner_left = run_end(dark_runs(range(0, int(40 * PX)))[at], 1)
    inner_right = run_end(dark_runs(range(width - 1, width - int(40 * PX), -1))[at], -1)
    top, foot = int(25 * PX), int(185 * PX)
    left = min(
        next((x for x in range(inner_left + 2, width // 2) if page.getpixel((x, y)) < 140), width)
        for y in range(top, foot)
    )
    right = max(
        next((x for x in range(inner_right - 2, width // 2, -1) if page.getpixel((x, y)) < 140), 0)
        for y in range(top, foot)
    )
    gaps = ((left - inner_left - 1) / PX, (inner_right - right - 1) / PX)
    assert min(gaps) >= 2.5 - 0.15, (name, gaps)  # a pixel's rounding
    assert abs(gaps[0] - gaps[1]) <= 0.3, (name, gaps)
