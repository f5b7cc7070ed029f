"""Boards: the bundled boards, true-size and tiled PDFs, a reassembly test, and the board checks.

The reassembly test renders the full-size board and every tile with pypdfium2 at 100 dpi and
compares, for each sheet, the part that stays visible once the sheets are glued (from its cut lines
to its neighbours' cut lines) with the same region of the full board, both resampled at their exact
sub-pixel position and blurred by 1 px. Tolerance: a mean difference of at most 4 grey levels out of
255 (measured noise from anti-aliasing: 0.6–3.3); the same comparison with the tile misplaced by
0.5 mm gives 5.8–12.3 and must exceed it. The visible parts together must rebuild the whole board to the same tolerance,
and the whole printable window of each sheet must show the board except for the marks in its bands.
"""

from __future__ import annotations

import io
import shutil
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from PIL import Image, ImageChops, ImageFilter, ImageStat
from pypdf import PdfReader

from generator.build.recipe import BuildOptions
from generator.draw.kinds import KINDS
from generator.draw.kinds.board.assembly import arrangement, on_sheets, steps
from generator.draw.kinds.board.pdf import PAGE_MARGIN, board_plan, render_full, seam_plan
from generator.draw.kinds.board.plan import shop_whole
from generator.layout.imposition import PAPERS, SHOP_PAPERS, holds, shop_paper
from generator.layout.tiling import plan_tiles
from generator.model.units import mm, to_mm

from .board_subsets import SUBSETS, board_findings, copy_boards, findings_of, load
from .conftest import line_of, replace_in
from .pdfcheck import fonts

SHOWCASE = Path(__file__).parent / "data" / "boards"
DPI = 100
TOLERANCE = 4.0  # mean grey-level difference, out of 255
MISPLACED = mm(0.5)  # a tile this far off must exceed the tolerance


# ------------------------------------------------------------------------------ helpers


@pytest.fixture(scope="module")
def bundled(tmp_path_factory) -> Path:
    """The bundled boards (read only)."""
    return copy_boards(tmp_path_factory.mktemp("bundled"))


@pytest.fixture
def boards(tmp_path: Path) -> Path:
    """A private copy of the bundled boards, safe to corrupt."""
    return copy_boards(tmp_path / "components")


def render(components: Path, game: str, name: str = "plansza", options: BuildOptions | None = None):
    options = options or BuildOptions()
    g, _ = load(components, game)
    component = g.components[name]
    return component, KINDS["board"].render(component, g, options)


_TEXTS: dict[bytes, list[str]] = {}


def texts(data: bytes) -> list[str]:
    """Text of every page (pypdf), once per PDF; no-break spaces as plain spaces."""
    if data not in _TEXTS:
        _TEXTS[data] = [p.extract_text().replace("\u00a0", " ") for p in PdfReader(io.BytesIO(data)).pages]
    return _TEXTS[data]


def pages(data: bytes, dpi: int = DPI) -> list[Image.Image]:
    pdf = pdfium.PdfDocument(data)
    try:
        return [pdf[i].render(scale=dpi / 72).to_pil().convert("L") for i in range(len(pdf))]
    finally:
        pdf.close()


def px(points: float) -> int:
    return round(points * DPI / 72)


def mean_difference(a: Image.Image, b: Image.Image) -> float:
    """Mean grey-level difference after a 1 px blur, which evens out anti-aliasing at sub-pixel phase."""
    blur = ImageFilter.GaussianBlur(1)
    return ImageStat.Stat(ImageChops.difference(a.filter(blur), b.filter(blur))).mean[0]


def region(image: Image.Image, x: float, y: float, w: float, h: float) -> Image.Image:
    """The w × h points region whose top-left corner lies at (x, y) points on the page, resampled at
    its exact sub-pixel position (bilinear), so two renders of one drawing at different page offsets
    compare pixel for pixel."""
    k = DPI / 72
    size = (max(1, round(w * k)), max(1, round(h * k)))
    return image.transform(size, Image.AFFINE, (1, 0, x * k, 0, 1, y * k), resample=Image.BILINEAR)


def kept_difference(
    full: Image.Image, box, tile: Image.Image, origin: tuple[float, float], offset: float = 0.0
) -> float:
    """Mean difference between the board region `box` (points, board coordinates) on the full-size
    page and on the tile, whose board point (0, 0) lies at `origin` on its page (+ `offset` in x)."""
    l, t, r, b = box
    reference = region(full, PAGE_MARGIN + l, PAGE_MARGIN + t, r - l, b - t)
    return mean_difference(reference, region(tile, origin[0] + l + offset, origin[1] + t, r - l, b - t))


def temp_pdf(tmp_path: Path, name: str, data: bytes) -> Path:
    path = tmp_path / name
    path.write_bytes(data)
    return path


# ------------------------------------------------------------------------------ bundled boards

BUNDLED = [
    ("kolekcjonerzy", "plansza", (2, 2)),
    ("rynek", "plansza", (1, 2)),
    ("przekret", "plansza", (2, 2)),
    ("art-society", "plansza-kolekcji", (1, 1)),
    ("art-society", "plansza-muzeum", (1, 1)),
]


@pytest.mark.parametrize("game", sorted(SUBSETS))
def test_bundled_boards_are_clean(bundled, game):
    assert board_findings(bundled, game) == []


@pytest.mark.parametrize("game, name, grid", BUNDLED)
def test_full_size_and_tiled_pdfs(bundled, tmp_path, game, name, grid):
    component, outputs = render(bundled, game, name)
    *shop, tiled = outputs
    # the board whole for a print shop only where the home sheets print it in pieces (r21 AS major 1)
    assert len(shop) == (grid != (1, 1))
    full = shop[0] if shop else render_full(component, load(bundled, game)[0])
    w, h = component.spec.size.width, component.spec.size.height
    assert (full.filename, tiled.filename) == (f"{name}.pdf", f"{name}-a4.pdf")
    held = len(component.spec.owners.entries) if component.spec.owners else 1  # a board per owner (owners.py)
    reader = PdfReader(io.BytesIO(full.data))
    assert len(reader.pages) == held
    for page in reader.pages:
        assert (float(page.mediabox.width), float(page.mediabox.height)) == pytest.approx(
            (w + 2 * PAGE_MARGIN, h + 2 * PAGE_MARGIN), abs=0.01
        )
        assert [float(v) for v in page.trimbox] == pytest.approx(
            [PAGE_MARGIN, PAGE_MARGIN, PAGE_MARGIN + w, PAGE_MARGIN + h], abs=0.01
        )
    plan = board_plan(component, BuildOptions())
    assert (plan.cols, plan.row_count) == grid
    tiles = PdfReader(io.BytesIO(tiled.data))
    assert len(tiles.pages) == plan.sheets * held + 1  # the assembly map, then one page per sheet (per owner)
    for p in tiles.pages:
        assert sorted((round(to_mm(float(p.mediabox.width)), 2), round(to_mm(float(p.mediabox.height)), 2))) == [
            210,
            297,
        ]
    for name_, data in (("full.pdf", full.data), ("tiled.pdf", tiled.data)):
        used = fonts(temp_pdf(tmp_path, name_, data))
        assert used and all(used.values()), used  # every font embedded, no standard font


def test_przekret_board_prints_four_parts_on_three_a4_sheets_and_names_its_properties(bundled):
    component, (full, tiled) = render(bundled, "przekret")
    plan = board_plan(component, BuildOptions())
    assert (plan.pieces, plan.sheets, tiled.sheets, tiled.pages) == (4, 3, 3, 4)  # A2 and B2 share a sheet
    text = texts(full.data)[0]
    for needle in ("PRZEKRĘT", "ul. Ciemna", "pl. Znajomości", "Ulepszenia", "3 000 zł", "SZPITAL", "KASYNO"):
        assert needle in text
    assert on_sheets(plan) == "4\u00a0części na 3\u00a0arkuszach A4"  # the part's title on covers and in the rulebook
    assert (
        f"Plansza ({on_sheets(plan)})".replace("\u00a0", " ") in texts(tiled.data)[0]
    )  # and on its assembly map (r18: one name)
    assert on_sheets(plan_tiles(mm(380), mm(380), PAPERS["a4"], margin=mm(5), overlap=mm(10), share=False)) == "4 × A4"
    assert "Arkusz z częściami A2 i B2 rozetnij najpierw na części" in " ".join(texts(tiled.data)[0].split())


def test_a_board_keeps_its_own_sheet_margin_when_wider_than_the_printers(bundled):
    """Kolekcjonerzy's board keeps 6 mm (sheet_margin) from the paper edge on the default 5 mm margin, on
    the same four sheets with the pawns below; a wider --margin still wins."""
    g, _ = load(bundled, "kolekcjonerzy")
    component = g.components["plansza"]
    assert to_mm(component.spec.sheet_margin) == pytest.approx(6)
    assert to_mm(board_plan(component, BuildOptions()).margin) == pytest.approx(6)
    # a wider --margin wins, and the board's ink keeps 0.5 mm inside it (imposition: no mark at the margin's line)
    assert to_mm(board_plan(component, BuildOptions(margin=mm(7))).margin) == pytest.approx(7.5)
    plan = seam_plan(component, g, BuildOptions())
    assert (to_mm(plan.margin), plan.sheets) == (pytest.approx(6), 4)
    _, (_, tiled) = render(bundled, "kolekcjonerzy")
    dpi = 100
    pdf = pdfium.PdfDocument(tiled.data)
    for index in range(1, len(pdf)):  # every part: no ink within 6 mm of the paper edge (one pixel of play)
        image = pdf[index].render(scale=dpi / 72).to_pil().convert("L")
        box = ImageChops.invert(image.point(lambda v: 255 if v >= 250 else 0)).getbbox()
        w, h = image.size
        edge = min(box[0], box[1], w - box[2], h - box[3]) * 25.4 / dpi
        assert edge >= 6 - 25.4 / dpi, (index, edge)


def test_letter_paper_and_overlap_option(bundled):
    component, (_, tiled) = render(bundled, "przekret", options=BuildOptions(paper=PAPERS["letter"]))
    assert tiled.filename == "plansza-letter.pdf"
    plan = board_plan(component, BuildOptions(paper=PAPERS["letter"], overlap=mm(35)))
    assert (plan.cols, plan.row_count, plan.landscape) == (3, 2, False)  # 2 × 205.9 − 35 < 380


def test_rendering_is_deterministic(bundled):
    _, first = render(bundled, "rynek")
    _, second = render(bundled, "rynek")
    assert [o.data for o in first] == [o.data for o in second]


def test_facts_are_printed_from_the_game(boards):
    # a house rule changes the bank refill: the board's legend follows it
    replace_in(
        boards / "kolekcjonerzy" / "game.yaml",
        "decisions:",
        "house_rules:\n  - {fact: bank-refill, value: 12, reason: test}\ndecisions:",
    )
    _, (full, _) = render(boards, "kolekcjonerzy")
    assert "dostaje od arbitra żetony warte 12" in " ".join(texts(full.data)[0].split())


@pytest.mark.parametrize("value, shown", [(1, "1 żeton"), (3, "3 żetony"), (12, "12 żetonów"), (22, "22 żetony")])
def test_a_count_on_the_board_agrees_with_its_noun(boards, value, shown):
    # the blot's cost is a count of tokens; the B field pays „żetony warte N” (r27pre F5), no noun to agree
    replace_in(
        boards / "kolekcjonerzy" / "game.yaml",
        "decisions:",
        f"house_rules:\n  - {{fact: blot-penalty, value: {value}, reason: test}}\ndecisions:",
    )
    _, (full, _) = render(boards, "kolekcjonerzy")
    assert f"Zakończenie ruchu na kleksie kosztuje {shown}, a kleks" in " ".join(texts(full.data)[0].split())


# ------------------------------------------------------------------------------ reassembly


@pytest.mark.parametrize(
    "game, name, options, grid",
    [
        ("przekret", "plansza", BuildOptions(), (2, 2, False)),
        # 3 × 2 upright, the two short parts of the last row on one sheet: five sheets (2 × 3 turned: six)
        ("kolekcjonerzy", "plansza", BuildOptions(margin=mm(12), overlap=mm(6)), (3, 2, False)),
        ("showcase", "plansza", BuildOptions(paper=PAPERS["letter"], margin=mm(8), overlap=mm(14)), (2, 1, False)),
        ("art-society", "plansza-muzeum", BuildOptions(), (1, 1, True)),
    ],
)
def test_tiles_reassemble_into_the_board(bundled, game, name, options, grid):
    components = SHOWCASE if game == "showcase" else bundled
    component, outputs = render(components, game, name, options=options)
    tiled = outputs[-1]  # a board whole on one sheet has no full-size file (plan.shop_whole): drawn here
    full = render_full(component, load(components, game)[0])
    plan = seam_plan(component, load(components, game)[0], options, full.data)
    assert (plan.cols, plan.row_count, plan.landscape) == grid
    full_image = pages(full.data)[0]
    tile_images = pages(tiled.data)[1:]
    assert len(tile_images) == plan.sheets
    w, h = plan.board_width, plan.board_height
    # the kept regions partition the board: no gap, no double cover
    area = sum((t.kept[2] - t.kept[0]) * (t.kept[3] - t.kept[1]) for t in plan.tiles)
    assert area == pytest.approx(w * h)
    mosaic = Image.new("L", (px(w), px(h)), 255)
    for tile in plan.tiles:
        image = tile_images[tile.sheet]  # parts that share a sheet are found on it by their offset
        # board (0, 0) on this page
        origin = (plan.margin + tile.offset[0] - tile.x.start, plan.margin + tile.offset[1] - tile.y.start)
        difference = kept_difference(full_image, tile.kept, image, origin)
        assert difference <= TOLERANCE, f"{tile.label}: kept region differs by {difference:.2f}"
        assert kept_difference(full_image, tile.kept, image, origin, MISPLACED) > TOLERANCE  # the test can tell
        l, t, r, b = tile.kept
        mosaic.paste(region(image, origin[0] + l, origin[1] + t, r - l, b - t), (px(l), px(t)))
        # the whole printable window shows the board too: only the marks in the bands differ
        wl, wt, wr, wb = max(tile.x.start, 0), max(tile.y.start, 0), min(tile.x.end, w), min(tile.y.end, h)
        reference = region(full_image, PAGE_MARGIN + wl, PAGE_MARGIN + wt, wr - wl, wb - wt)
        window = region(image, origin[0] + wl, origin[1] + wt, wr - wl, wb - wt)
        close = ImageChops.difference(reference, window).point(lambda v: 255 if v <= 40 else 0)
        assert ImageStat.Stat(close).mean[0] / 255 >= 0.85, tile.label
    whole = region(full_image, PAGE_MARGIN, PAGE_MARGIN, w, h)
    assert mean_difference(whole, mosaic.resize(whole.size)) <= TOLERANCE


def test_every_sheet_is_labelled_and_shows_its_cut_and_glue_bands(bundled):
    _, (_, tiled) = render(bundled, "kolekcjonerzy")
    map_page, a1, b1, a2, b2 = texts(tiled.data)
    assert "Jak drukować i skleić planszę" in map_page
    # the thumbnail shows fields and colours, not the board's words (far below 6 pt at its scale); the
    # calibration square is on the cover of the print job the map is in, not on the map
    assert "START" not in map_page and "BANK" not in map_page and "50 mm" not in map_page
    # every band carries its label in one wording (tests/test_band_labels.py), the bands over the grid too
    assert "KLEJ · tu przyłóż krawędź części B1" in a1  # A1: glue band on the right
    assert "KLEJ · tu przyłóż krawędź części A2" in a1  # A1: glue band below
    assert "ODPAD · odetnij i wyrzuć, krawędź na KLEJ części A1" in b1  # B1: cut on the left
    assert "KLEJ · tu przyłóż krawędź części B2" in b1  # B1: glue band below
    assert "KLEJ · tu przyłóż krawędź części B2" in a2  # A2: glue on the right
    assert "ODPAD · odetnij i wyrzuć, krawędź na KLEJ części A1" in a2  # A2: cut at the top
    assert "ODPAD · odetnij i wyrzuć, krawędź na KLEJ części A2" in b2  # B2: cut on the left
    assert "ODPAD · odetnij i wyrzuć, krawędź na KLEJ części B1" in b2  # B2: cut at the top
    assert "KLEJ · tu" not in b2 and "odetnij" not in a1
    for label, text in (("A1", a1), ("B1", b1), ("A2", a2), ("B2", b2)):
        assert label in text


def test_nothing_is_printed_in_the_printer_margin(bundled):
    _, (_, tiled) = render(bundled, "przekret")
    dpi = 100
    margin_px = int(5 * dpi / 25.4) - 1
    for image in pages(tiled.data, dpi=dpi):
        inked = image.point(lambda v: 255 if v < 250 else 0)
        w, h = image.size
        for box in ((0, 0, w, margin_px), (0, h - margin_px, w, h), (0, 0, margin_px, h), (w - margin_px, 0, w, h)):
            assert inked.crop(box).getbbox() is None


# ------------------------------------------------------------------------------ the showcase board


def test_showcase_uses_every_element_and_validates():
    game, found = load(SHOWCASE, "showcase")
    assert found.items == []
    spec = game.components["plansza"].spec
    assert all([spec.grids, spec.graphs, spec.loops, spec.paths, spec.tracks, spec.texts, spec.tables, spec.legends])


@pytest.fixture
def showcase(tmp_path: Path) -> Path:

    target = tmp_path / "boards"
    shutil.copytree(SHOWCASE, target)
    return target


def test_kind_findings(showcase):
    board = showcase / "showcase" / "plansza.yaml"
    replace_in(board, '"s1 .  o  -"', '"s1 .  x  -"')
    replace_in(board, 'links: ["n1 n2 n3 n4 n1"]', 'links: ["n1 n2 n9 n4 n1", "n2 n1"]')
    replace_in(board, "{type: lot, label: Polna 2}", "{type: lott, label: Polna 2}")
    replace_in(
        board,
        "{type: lot, label: Łąkowa 3}",
        "{type: lot, label: Aleja Zasłużonych Dla Miasta Obywateli "
        "Honorowych Imienia Jana Kazimierza Wielkiego Króla Polski}",
    )
    replace_in(board, "    at: [88mm, 150mm]\n", "    at: [118mm, 150mm]\n")
    replace_in(board, "at: [170mm, 140mm]", "at: [250mm, 140mm]")
    replace_in(board, '"dla 2–4 graczy"', '"dla {players-max} graczy"')
    line = lambda needle: line_of(board, needle)  # noqa: E731
    assert board_findings(showcase, "showcase") == [
        f"plansza.yaml:{line('s1 .  x')}:16: error: map token 'x' in row 1, column 3: expected '.', '-' or a key letter "
        "with an optional number (keys: s (star), B (bank), o (ring)) [board.map-token]",
        f"plansza.yaml:{line('n9')}:20: error: link names node 'n9', which the graph does not have [board.link-unknown]",
        f"plansza.yaml:{line('n9')}:31: error: line n2–n1 is drawn twice (first in links[0]) [board.link-duplicate]",
        f"plansza.yaml:{line('lott')}:16: error: field 7 of loop 'petla' has type 'lott', which is not among the "
        "board's field_types (a, b, bank, corner, first, gate, go, last, lot, plain, ring, score, star) "
        "[board.type-unknown]",
        f"plansza.yaml:{line('Aleja')}:9: error: field 16 of loop 'petla' (29 × 24 mm): text 'Aleja Zasłużonych Dla "
        "Miasta Obywatel...' does not fit the field (26.0 mm wide, 2 line(s)) at 6 pt or more [text.does-not-fit]",
        f"plansza.yaml:{line('{type: plain}')}:9: error: field 2 of inner track 'wewnatrz' lies on field 15 of loop "
        "'petla'; move one of them [board.overlap]",
        f"plansza.yaml:{line('id: prestiz')}:5: error: track 'prestiz' reaches 60.0 mm beyond the board's right edge "
        "(board 300 × 260 mm) [board.outside]",
        f"plansza.yaml:{line('players-max')}:12: error: text names fact 'players-max', which the game does not "
        "document (facts: none) [board.unknown-fact]",
    ]


def test_unknown_size_name(showcase):
    board = showcase / "showcase" / "plansza.yaml"
    replace_in(board, "    cell: cell\n", "    cell: celll\n")
    assert board_findings(showcase, "showcase") == [
        f"plansza.yaml:{line_of(board, 'celll')}:11: error: 'celll' is neither a length (like 30mm) nor a dimension "
        "of game.yaml (dimensions: cell) [board.size-unknown]"
    ]


def test_areas_and_elements_stay_inside(showcase):
    board = showcase / "showcase" / "plansza.yaml"
    replace_in(board, 'cells: "B1:C2"', 'cells: "B1:Z9"')
    replace_in(board, "cell: 16mm", "cell: 160mm")
    line = lambda needle: line_of(board, needle)  # noqa: E731
    assert board_findings(showcase, "showcase") == [
        f"plansza.yaml:{line('B1:Z9')}:36: error: area 'B1:Z9' reaches beyond the grid of 4 × 3 cells (A1:D3) "
        "[board.area-outside]",
        f"plansza.yaml:{line('id: wewnatrz')}:5: error: inner track 'wewnatrz' reaches 210.0 mm beyond the board's "
        "bottom edge (board 300 × 260 mm) [board.outside]",
        f"plansza.yaml:{line('{type: last}')}:9: error: field 3 of inner track 'wewnatrz' lies on field 'g1' of loop "
        "'petla'; move one of them [board.overlap]",
        f"plansza.yaml:{line('label: Prestiż')}:31: error: cell 1 of track 'prestiz' lies on field 3 of inner track "
        "'wewnatrz'; move one of them [board.overlap]",
        f"plansza.yaml:{line('label: Wieża')}:29: error: cell 1 of track 'wieza' lies on field 3 of inner track "
        "'wewnatrz'; move one of them [board.overlap]",
    ]


def test_schema_findings(showcase):
    board = showcase / "showcase" / "plansza.yaml"
    replace_in(board, "size: 16mm", "size: 16")
    replace_in(board, "symbol: gear", "symbol: cog")
    assert findings_of(showcase, "showcase") == [
        f"plansza.yaml:{line_of(board, 'symbol: cog')}:62: error: 'field_types.b.symbol': expected one of 'none', "
        "'ring', 'disc', 'star', 'question', 'cross', 'arrow', 'warning', 'parking', 'coin', 'gear', 'tokens', "
        "'factory', 'coins' or 'door', received 'cog' [schema.literal-error]",
        f"plansza.yaml:{line_of(board, 'size: 16')}:11: error: 'graphs[0].size': expected text, received 16 "
        "[schema.string-type]",
    ]


def test_a_full_size_board_names_the_print_shops_sheet_that_holds_its_page(bundled):
    """Rynek's board at full size is a 304 × 396 mm page (280 × 372 mm and the margin for the trim
    marks): wider than A3, so the print-shop note (build/shop.py) sends it on SRA3, A3 being too small."""
    component, (full, _) = render(bundled, "rynek")
    assert not full.fits_paper and full.page_mm == [304, 396]
    sheet, smaller = shop_paper(mm(304), mm(396))
    assert (sheet.name, round(sheet.width / mm(1)), round(sheet.height / mm(1)), smaller.name) == (
        "SRA3",
        320,
        450,
        "A3",
    )
    assert shop_paper(mm(220), mm(300)) == (SHOP_PAPERS[0], None)  # the smallest, nothing below it
    assert shop_paper(mm(900), mm(1300)) == (None, SHOP_PAPERS[-1])  # larger than any sheet named


def test_a_board_whole_on_one_home_sheet_has_no_file_for_a_print_shop(bundled):
    """Art Society's boards lie whole on one A4 sheet each, with 3 mm bleed: a full-size page for a
    print shop would be the same board (kit review r21 AS major 1: its SRA4 files were sold as better),
    so the board writes its A4 file alone; Rynek's, tiled over sheets, keeps the whole one."""
    component, outputs = render(bundled, "art-society", "plansza-kolekcji")
    assert [o.filename for o in outputs] == ["plansza-kolekcji-a4.pdf"]
    assert all(o.fits_paper for o in outputs)
    component, outputs = render(bundled, "rynek")
    assert [o.fits_paper for o in outputs] == [False, True]


def test_a_page_fits_a_paper_only_when_both_its_sides_do():
    a4 = PAPERS["a4"]
    assert holds(a4, mm(297), mm(210)) and holds(a4, mm(200), mm(290))
    assert not holds(a4, mm(200), mm(400))  # narrower, but longer than the sheet
    assert not holds(PAPERS["letter"], a4.width, a4.height)  # A4 is taller than Letter


@pytest.mark.parametrize(
    "game, name, said",
    [("rynek", "plansza", "2 części, jedna nad drugą"), ("przekret", "plansza", "4 części: 2 rzędy po 2")],
)
def test_the_assembly_map_says_how_the_parts_lie(bundled, game, name, said):
    """„1 × 2 części ułożonych poziomo” read as two parts side by side; the map shows one over the other."""
    component, _ = render(bundled, game, name)
    assert arrangement(board_plan(component, BuildOptions())).replace("\u00a0", " ") == said


def test_the_assembly_map_cuts_with_the_tool_the_print_guide_names(bundled):
    """The kit's tools (craft_text.materials_tools: its covers and the rulebook's list) cut with a sharp knife
    along a metal ruler; the board's assembly map must not send the same cut to scissors."""
    from generator.draw.craft_text import materials_tools

    component, _ = render(bundled, "kolekcjonerzy")
    text = " ".join(steps(board_plan(component, BuildOptions())))
    assert "przytnij wzdłuż przerywanej linii cięcia (ostrym nożykiem przy metalowej linijce)" in text
    assert "nożycz" not in text
    assert {"ostry nożyk", "metalowa linijka"} <= set(materials_tools([]))


# ------------------------------------------------------------------------------ tracks printed in rows


def test_a_track_printed_in_rows_shows_each_turn_with_an_arrow_clear_of_the_rows_symbols(bundled):
    """Art Society's museum tracks run 0→20, back 21→41, on 42→60: each turn has an arrow from the last
    cell of one row, out past the rows' end and back into the first cell of the next, and the next
    row's symbol disc stands outside the arrow."""
    from generator.draw.kinds.board.geometry import layout
    from generator.draw.kinds.board.measure import track_symbol_disc

    game, _ = load(bundled, "art-society")
    spec = game.components["plansza-muzeum"].spec
    placed = layout(spec, game)
    turns = [a for a in placed.arrows if a.kind == "turn"]
    assert len(turns) == sum(1 for t in spec.tracks if t.continues) == 8
    cells = {}
    for f in placed.fields:
        cells.setdefault(f.element_index, []).append(f)
    for arrow in turns:
        track = spec.tracks[arrow.path]
        before = next(i for i, t in enumerate(spec.tracks) if t.id == track.continues)
        last, first = cells[before][-1], cells[arrow.path][0]
        assert (last.value, first.value) in {("20", "21"), ("41", "42")}
        (x0, y0), *_, (x1, y1) = arrow.points
        assert (y0, y1) == (pytest.approx(last.cy), pytest.approx(first.cy))
        assert abs(x0 - last.cx) > last.w / 2 and abs(x1 - first.cx) > first.w / 2  # outside the cells
        outer = max(abs(x - last.cx) for x, _ in arrow.points)
        cx, cy, radius = track_symbol_disc(track, cells[arrow.path])
        assert abs(cx - first.cx) - radius - outer >= mm(3)  # the disc stands clear beyond the arrow's bend


def test_a_track_that_continues_a_missing_track_is_pointed_at(boards):
    board = boards / "art-society" / "plansza-muzeum.yaml"
    replace_in(board, "continues: portret,", "continues: portrait,")
    line = line_of(board, "continues: portrait,")
    assert [f for f in board_findings(boards, "art-society") if "track-continues" in f] == [
        f"plansza-muzeum.yaml:{line}:32: error: track 'portret-2' continues track 'portrait', which the board does "
        "not have [board.track-continues]"
    ]


def test_an_area_label_or_inner_track_name_without_room(showcase):
    """An area's label or an inner track's name that does not fit at its least size used to be left off
    the board; now each is a finding at its text, all at once."""
    board = showcase / "showcase" / "plansza.yaml"
    replace_in(board, "label: widok,", "label: widok bezpośredni ze wszystkich stron,")
    replace_in(board, "  - id: wewnatrz\n", "  - id: wewnatrz\n    label: Ratusz\n")
    line = lambda needle: line_of(board, needle)  # noqa: E731
    assert board_findings(showcase, "showcase") == [
        f"plansza.yaml:{line('widok bezpośredni')}:52: error: 'widok bezpośredni ze wszystkich stron' does not fit its "
        "box (34.2 mm wide, 1 line(s), font Sans-Bold at 6.0 pt or more) [text.does-not-fit]",
        f"plansza.yaml:{line('label: Ratusz')}:12: error: inner track 'wewnatrz' has no room inside its fields for 'Ratusz' (2 × 2 fields) "
        "[text.does-not-fit]",
    ]


def test_track_numbers_and_symbols_keep_a_millimetre_from_their_lines(components):
    """r14 AS minors 3–4: the museum track's right-hand theme discs sat on the board's frame, and the
    10.5 mm cells' numerals stood 0.6 mm under the cell's top. Every numeral keeps 1 mm inside the
    cell's outline (half of it) and a disc that reaches within 1 mm of the frame line is a finding."""
    from generator.build.recipe import load_and_validate
    from generator.draw.kinds.board.content import TextOp, plan_field, property_index, scaled_contents
    from generator.draw.kinds.board.geometry import layout
    from generator.model.findings import FindingsError
    from generator.model.units import mm

    from .conftest import COMPONENTS, line_of, replace_in

    project, _ = load_and_validate(COMPONENTS, ["art-society"])
    game = project.games["art-society"]
    (board,) = [c.spec for c in game.of_kind("board") if c.spec.tracks]
    placed = layout(board, game)
    tops = []
    for f, content in zip(placed.fields, scaled_contents(placed.fields, board, property_index(game))):  # as printed
        if f.element != "track":
            continue
        plan, why = plan_field(content, f.w, f.h)
        assert plan is not None, why
        for op in plan.ops:
            if isinstance(op, TextOp):
                tops.append(f.h - (op.baseline + 0.7 * op.fitted.size))
    assert len(tops) == 4 * 61 and min(tops) >= mm(1.3) - 1e-6, min(tops) / mm(1)

    museum = components / "art-society" / "plansza-muzeum.yaml"
    replace_in(museum, "at: [237.25mm, 38.5mm]", "at: [242.25mm, 38.5mm]")
    try:
        load_and_validate(components, ["art-society"])
        found = []
    except FindingsError as exc:
        found = [
            f"{f.location.line}:{f.location.col}: {f.message} [{f.rule}]"
            for f in exc.findings.sorted()
            if f.rule == "board.on-frame"
        ]
    line = line_of(museum, "at: [242.25mm, 38.5mm]")
    col = museum.read_text(encoding="utf-8").splitlines()[line - 1].index("[242.25mm") + 1
    assert found == [
        f"{line}:{col}: the symbol disc of track 'zycie-miejskie-2' comes -2.2 mm from the board's frame line; "
        "expected at least 1 mm (move the track inwards) [board.on-frame]"
    ]


def test_a_seam_shows_one_board_line_on_the_part_on_top_and_a_light_glue_guide_under_it(bundled):
    """Kit review r15: the cells' outline along a seam was printed on both parts (two navy rules
    0.5 mm apart once glued) and the glue guide was a red line left in view. Now the part below (A1)
    shows the cell's colour up to the cut and a light grey guide just inside its glue strip; the part
    on top (B1) shows the whole outline from its cut edge inwards."""
    component, (full, tiled) = render(bundled, "przekret")
    plan = seam_plan(component, load(bundled, "przekret")[0], BuildOptions(), full.data)
    dpi = 300
    doc = pdfium.PdfDocument(tiled.data)
    try:
        a1, b1 = (doc[i].render(scale=dpi / 72).to_pil().convert("RGB") for i in (1, 2))
    finally:
        doc.close()
    cut = plan.columns[1].cut
    tile_a1, tile_b1 = plan.tiles[0], plan.tiles[1]

    def pixel(image, tile, x_mm_from_cut, y_mm):
        x, y = plan.page_point(tile, cut + mm(x_mm_from_cut), mm(y_mm))
        return image.getpixel((round(x * dpi / 72), round((plan.page_height - y) * dpi / 72)))

    grey = lambda rgb: sum(rgb) / 3  # noqa: E731
    for y_mm in (20, 35, 45):  # the top row's cells (5–55 mm), both sides of the cut at 190 mm
        assert grey(pixel(a1, tile_a1, -0.12, y_mm)) > 150  # A1: the cell, no line up to the cut
        assert grey(pixel(a1, tile_a1, -1.0, y_mm)) == pytest.approx(grey(pixel(a1, tile_a1, -0.12, y_mm)), abs=12)
        assert grey(pixel(b1, tile_b1, 0.3, y_mm)) < 90  # B1: the navy outline inside its cut edge
        r, g, b = pixel(a1, tile_a1, 0.27, y_mm)  # the glue guide: grey, not red
        assert abs(r - g) < 25 and abs(g - b) < 25 and grey((r, g, b)) > 120


@pytest.mark.parametrize("game", ["przekret", "kolekcjonerzy", "rynek", "art-society"])
def test_every_table_and_legend_lies_wholly_on_one_part(bundled, game):
    """Kit review r17: Przekręt's lower seam ran between two rows of „Ceny ulepszeń”, the A1 row lay on
    the glue strip under the label „A1 KLEJ …” and was printed again on A2. No seam crosses a table or a
    legend (title, rows and note as a whole): each lies within the kept region of one part."""
    from generator.draw.kinds.board.measure import legend_height, table_shape
    from generator.draw.kinds.board.pdf import resolved

    g = load(bundled, game)[0]
    for component in [c for c in g.components.values() if c.kind == "board"]:
        spec = resolved(component, g)
        boxes = [(*t.at, t.at[0] + t.width, t.at[1] + table_shape(t, g).height) for t in spec.tables]
        boxes += [(*leg.at, leg.at[0] + leg.width, leg.at[1] + legend_height(leg, spec)) for leg in spec.legends]
        plan = seam_plan(component, g, BuildOptions(), render_full(component, g).data)
        for left, top, right, bottom in boxes:
            assert any(
                t.kept[0] <= left and right <= t.kept[2] and t.kept[1] <= top and bottom <= t.kept[3]
                for t in plan.tiles
            ), (component.name, [round(to_mm(v), 1) for v in (left, top, right, bottom)], plan.seams)


@pytest.mark.parametrize("game", ["przekret", "kolekcjonerzy", "rynek"])
def test_no_seam_cuts_a_row_of_a_table_or_an_entry_of_a_legend(bundled, game):
    """Kit review r15: Przekręt's lower seam ran through a row of the price table ('ul. Fabrykancka'
    in A1's glue strip and again on A2). A seam now runs between rows and entries, never through one
    (Przekręt: below the table, on the side columns' field border at 276.7 mm)."""
    from generator.draw.kinds.board.measure import block_rows
    from generator.draw.kinds.board.pdf import resolved
    from generator.layout.tiling import TOUCH

    component, (full, _) = render(bundled, game)
    g = load(bundled, game)[0]
    plan = seam_plan(component, g, BuildOptions(), full.data)
    rows = block_rows(resolved(component, g), g)
    assert (
        rows or game == "przekret"
    )  # Przekręt's board has no table since r30 (P minor 2: its notes, not a 7 pt table)
    words, blocks, fields = plan.crossings
    assert words == 0 and blocks == 0  # no word, row or block either
    # nor a field: Przekręt's side columns have their border within the sheets' reach (kit review r29 P
    # major 1: at 280 mm it lay 2.7 mm past it, and the join ran inside a row of fields)
    assert fields == 0
    for axis, cuts in plan.seams.items():
        for cut in cuts:
            lo, hi = (0, 2) if axis == "x" else (1, 3)
            cut_rows = [r for r in rows if r[lo] + TOUCH < cut < r[hi] - TOUCH]
            assert not cut_rows, (axis, round(to_mm(cut), 2), cut_rows)


@pytest.mark.parametrize("game", sorted(SUBSETS))
def test_a_board_comes_whole_for_a_shop_exactly_when_its_home_sheets_cut_it(bundled, game):
    """`shop_whole` answers from the plain tiling what the searched plan (`board_plan`) would: on every
    paper, at the default and a wide glue band, each bundled board has a print-shop file exactly when
    the home sheets cut it in pieces (Art Society's boards lie whole on A4, the others do not)."""
    game_obj, _ = load(bundled, game)
    boards = [c for c in game_obj.components.values() if c.kind == "board"]
    assert boards
    for board in boards:
        for paper in PAPERS.values():
            for overlap in (BuildOptions().overlap, mm(12)):
                options = BuildOptions(paper=paper, overlap=overlap)
                assert shop_whole(board, options) == (board_plan(board, options).pieces > 1), (board.name, paper)
