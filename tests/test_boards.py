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

from generator.build import BuildOptions, validate_game
from generator.findings import Findings
from generator.kinds import KINDS, load_all
from generator.kinds._board_pdf import PAGE_MARGIN, board_plan
from generator.layout.imposition import PAPERS
from generator.project import load_project
from generator.units import mm, to_mm

from .conftest import COMPONENTS, line_of, replace_in
from .pdfcheck import fonts

SHOWCASE = Path(__file__).parent / "data" / "boards"
DPI = 100
TOLERANCE = 4.0            # mean grey-level difference, out of 255
MISPLACED = mm(0.5)        # a tile this far off must exceed the tolerance


# ------------------------------------------------------------------------------ helpers

# Each board with the files it depends on: validating and rendering only these keeps the tests fast
# (the full games also render rulebooks and kits while validating).
SUBSETS = {
    "kolekcjonerzy": ["game.yaml", "board.yaml", "tiles.yaml"],
    "rynek": ["game.yaml", "board.yaml"],
    "przekret": ["game.yaml", "board.yaml", "properties.yaml"],
    "art-society": ["game.yaml", "collection-board.yaml", "museum-board.yaml", "paintings.yaml"],
}


def copy_boards(target: Path, games=tuple(SUBSETS)) -> Path:
    for game in games:
        (target / game).mkdir(parents=True)
        for name in SUBSETS[game]:
            shutil.copy(COMPONENTS / game / name, target / game / name)
    return target


@pytest.fixture(scope="module")
def bundled(tmp_path_factory) -> Path:
    """The bundled boards (read only)."""
    return copy_boards(tmp_path_factory.mktemp("bundled"))


@pytest.fixture
def boards(tmp_path: Path) -> Path:
    """A private copy of the bundled boards, safe to corrupt."""
    return copy_boards(tmp_path / "components")


_LOADED: dict[tuple[str, str], tuple] = {}


def load(components: Path, game: str):
    """The game and every finding of its validation (errors included: the subsets lack other files)."""
    key = (str(components), game)
    if key not in _LOADED or not components.name.startswith("bundled"):
        load_all()
        found = Findings()
        project = load_project(components, [game], found)
        validate_game(project.games[game], found)
        _LOADED[key] = (project.games[game], found)
    return _LOADED[key]


def board_findings(components: Path, game: str) -> list[str]:
    """Findings about boards as 'file:line:col: severity: message [rule]'."""
    _, found = load(components, game)
    return [f"{Path(f.location.path).name}:{f.location.line}:{f.location.col}: {f.severity}: {f.message} [{f.rule}]"
            for f in found.sorted() if "board" in f.rule]


def render(components: Path, game: str, name: str = "board", options: BuildOptions = BuildOptions()):
    g, _ = load(components, game)
    component = g.components[name]
    return component, KINDS["board"].render(component, g, options)


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


def kept_difference(full: Image.Image, box, tile: Image.Image, origin: tuple[float, float],
                    offset: float = 0.0) -> float:
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

BUNDLED = [("kolekcjonerzy", "board", (2, 2)), ("rynek", "board", (2, 2)), ("przekret", "board", (2, 2)),
           ("art-society", "collection-board", (1, 1)), ("art-society", "museum-board", (1, 1))]


@pytest.mark.parametrize("game", sorted(SUBSETS))
def test_bundled_boards_are_clean(bundled, game):
    assert board_findings(bundled, game) == []


@pytest.mark.parametrize("game, name, grid", BUNDLED)
def test_full_size_and_tiled_pdfs(bundled, tmp_path, game, name, grid):
    component, outputs = render(bundled, game, name)
    full, tiled = outputs
    w, h = component.spec.size.width, component.spec.size.height
    assert (full.filename, tiled.filename) == (f"{name}.pdf", f"{name}-a4.pdf")
    reader = PdfReader(io.BytesIO(full.data))
    assert len(reader.pages) == 1
    page = reader.pages[0]
    assert (float(page.mediabox.width), float(page.mediabox.height)) == \
        pytest.approx((w + 2 * PAGE_MARGIN, h + 2 * PAGE_MARGIN), abs=0.01)
    assert [float(v) for v in page.trimbox] == \
        pytest.approx([PAGE_MARGIN, PAGE_MARGIN, PAGE_MARGIN + w, PAGE_MARGIN + h], abs=0.01)
    plan = board_plan(component, BuildOptions())
    assert (plan.cols, plan.row_count) == grid
    tiles = PdfReader(io.BytesIO(tiled.data))
    assert len(tiles.pages) == plan.sheets + 1            # the assembly map, then one page per sheet
    for p in tiles.pages:
        assert sorted((round(to_mm(float(p.mediabox.width)), 2), round(to_mm(float(p.mediabox.height)), 2))) == \
            [210, 297]
    for name_, data in (("full.pdf", full.data), ("tiled.pdf", tiled.data)):
        used = fonts(temp_pdf(tmp_path, name_, data))
        assert used and all(used.values()), used     # every font embedded, no standard font


def test_przekret_board_prints_on_four_a4_sheets_and_names_its_properties(bundled):
    component, (full, tiled) = render(bundled, "przekret")
    assert board_plan(component, BuildOptions()).sheets == 4
    text = "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(full.data)).pages).replace("\u00a0", " ")
    for needle in ("PRZEKRĘT", "ul. Ciemna", "pl. Znajomości", "Ceny ulepszeń", "3 000 zł", "SZPITAL", "KASYNO"):
        assert needle in text
    tiles_text = "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(tiled.data)).pages)
    for needle in ("Plansza: składanie z 4 arkuszy A4", "A1", "B1", "A2", "B2", "KLEJ", "odetnij"):
        assert needle in tiles_text


def test_letter_paper_and_overlap_option(bundled):
    component, (_, tiled) = render(bundled, "przekret", options=BuildOptions(paper=PAPERS["letter"]))
    assert tiled.filename == "board-letter.pdf"
    plan = board_plan(component, BuildOptions(paper=PAPERS["letter"], overlap=mm(35)))
    assert (plan.cols, plan.row_count, plan.landscape) == (3, 2, False)     # 2 × 205.9 − 35 < 380


def test_rendering_is_deterministic(bundled):
    _, first = render(bundled, "rynek")
    _, second = render(bundled, "rynek")
    assert [o.data for o in first] == [o.data for o in second]


def test_facts_are_printed_from_the_game(boards):
    # a house rule changes the bank refill: the board's legend follows it
    replace_in(boards / "kolekcjonerzy" / "game.yaml", "decisions:",
               "house_rules:\n  - {fact: bank-refill, value: 12, reason: test}\ndecisions:")
    _, (full, _) = render(boards, "kolekcjonerzy")
    text = " ".join(p.extract_text() for p in PdfReader(io.BytesIO(full.data)).pages)
    assert "dostaje od arbitra 12 żetonów" in " ".join(text.split())


# ------------------------------------------------------------------------------ reassembly

@pytest.mark.parametrize("game, name, options, grid", [
    ("przekret", "board", BuildOptions(), (2, 2, False)),
    ("kolekcjonerzy", "board", BuildOptions(margin=mm(12), overlap=mm(6)), (3, 2, False)),
    ("showcase", "board", BuildOptions(paper=PAPERS["letter"], margin=mm(8), overlap=mm(14)), (2, 1, False)),
    ("art-society", "museum-board", BuildOptions(), (1, 1, True)),
])
def test_tiles_reassemble_into_the_board(bundled, game, name, options, grid):
    components = SHOWCASE if game == "showcase" else bundled
    component, (full, tiled) = render(components, game, name, options=options)
    plan = board_plan(component, options)
    assert (plan.cols, plan.row_count, plan.landscape) == grid
    full_image = pages(full.data)[0]
    tile_images = pages(tiled.data)[1:]
    assert len(tile_images) == plan.sheets
    w, h = plan.board_width, plan.board_height
    # the kept regions partition the board: no gap, no double cover
    area = sum((t.kept[2] - t.kept[0]) * (t.kept[3] - t.kept[1]) for t in plan.tiles)
    assert area == pytest.approx(w * h)
    mosaic = Image.new("L", (px(w), px(h)), 255)
    for tile, image in zip(plan.tiles, tile_images):
        origin = (plan.margin - tile.x.start, plan.margin - tile.y.start)     # board (0, 0) on this page
        difference = kept_difference(full_image, tile.kept, image, origin)
        assert difference <= TOLERANCE, f"{tile.label}: kept region differs by {difference:.2f}"
        assert kept_difference(full_image, tile.kept, image, origin, MISPLACED) > TOLERANCE   # the test can tell
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
    texts = [p.extract_text() for p in PdfReader(io.BytesIO(tiled.data)).pages]
    assert "Jak skleić planszę" in texts[0] and "50 mm" in texts[0]
    assert "KLEJ · tu przyłóż krawędź arkusza B1" in texts[1]                 # A1: glue bands right and below
    assert "KLEJ · tu przyłóż krawędź arkusza A2" in texts[1]
    assert "odetnij wzdłuż linii i naklej na arkusz A1" in texts[2]           # B1: cut on the left
    assert "odetnij wzdłuż linii i naklej na arkusz B1" in texts[4]           # B2: cut at the top
    for label, text in zip(("A1", "B1", "A2", "B2"), texts[1:]):
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
    spec = game.components["board"].spec
    assert all([spec.grids, spec.graphs, spec.loops, spec.paths, spec.tracks, spec.texts, spec.tables, spec.legends])


@pytest.fixture
def showcase(tmp_path: Path) -> Path:
    import shutil
    target = tmp_path / "boards"
    shutil.copytree(SHOWCASE, target)
    return target


def test_kind_findings(showcase):
    board = showcase / "showcase" / "board.yaml"
    replace_in(board, '"s1 .  o  -"', '"s1 .  x  -"')
    replace_in(board, 'links: ["n1 n2 n3 n4 n1"]', 'links: ["n1 n2 n9 n4 n1", "n2 n1"]')
    replace_in(board, "at: [170mm, 140mm]", "at: [250mm, 140mm]")
    replace_in(board, "{type: lot, label: Polna 2}", "{type: lott, label: Polna 2}")
    replace_in(board, '"dla 2–4 graczy"', '"dla {players-max} graczy"')
    replace_in(board, "{type: lot, label: Łąkowa 3}", "{type: lot, label: Ulica Bardzo Długiej Nazwy Niemieszczącej Się W Polu}")
    replace_in(board, "    at: [88mm, 150mm]\n", "    at: [118mm, 150mm]\n")
    row = line_of(board, '"s1 .  x  -"')
    assert board_findings(showcase, "showcase") == [
        f"board.yaml:{row}:15: error: map token 'x' in row 1, column 3: expected '.', '-' or a key letter with an "
        "optional number (keys: s (star), B (bank), o (ring)) [board.map-token]",
        f"board.yaml:{line_of(board, 'n9')}:12: error: link names node 'n9', which the graph does not have [board.link-unknown]",
        f"board.yaml:{line_of(board, 'n9')}:12: error: link names node 'n9', which the graph does not have [board.link-unknown]",
        f"board.yaml:{line_of(board, 'n9')}:33: error: line n1–n2 is drawn twice (first in links[0]) [board.link-duplicate]",
        f"board.yaml:{line_of(board, 'lott')}:9: error: field 'lott'… placeholder",
    ]
