"""Boards: the bundled boards, true-size and tiled PDFs, a reassembly test, and the board checks.

The reassembly test renders the full-size board and every A4 tile with pypdfium2 at 50 dpi
(1 px = 0.51 mm) and compares, for each sheet, the part that stays visible once the sheets are
glued (from its cut lines to its neighbours' cut lines) with the same region of the full board.
Tolerance: the best alignment within ±1 px (half a millimetre) must give a mean difference of at
most 3 grey levels out of 255, i.e. anti-aliasing only. The visible parts together must rebuild
the whole board to the same tolerance.
"""
from __future__ import annotations

import io
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from PIL import Image, ImageChops, ImageStat
from pypdf import PdfReader

from generator.build import BuildOptions, load_and_validate
from generator.findings import FindingsError
from generator.kinds import KINDS
from generator.kinds._board_pdf import PAGE_MARGIN, board_plan
from generator.layout.imposition import PAPERS
from generator.units import mm, to_mm

from .conftest import COMPONENTS, line_of, replace_in
from .pdfcheck import fonts

SHOWCASE = Path(__file__).parent / "data" / "boards"
DPI = 50
TOLERANCE = 3.0            # mean grey-level difference, out of 255
SHIFT = 1                  # px searched each way for the best alignment


# ------------------------------------------------------------------------------ helpers

def findings(components: Path, game: str) -> list[str]:
    """Every finding as 'file:line:col: severity: message [rule]'."""
    try:
        _, found = load_and_validate(components, [game])
    except FindingsError as exc:
        found = exc.findings
    return [f"{Path(f.location.path).name}:{f.location.line}:{f.location.col}: {f.severity}: {f.message} [{f.rule}]"
            for f in found.sorted()]


def errors(components: Path, game: str) -> list[str]:
    return [f for f in findings(components, game) if ": error: " in f]


def board_errors(components: Path, game: str) -> list[str]:
    return [f for f in errors(components, game) if "board" in f.split("[")[-1]]


def render(components: Path, game: str, name: str = "board", options: BuildOptions = BuildOptions()):
    project, _ = load_and_validate(components, [game])
    g = project.games[game]
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
    return ImageStat.Stat(ImageChops.difference(a, b)).mean[0]


def best_match(full: Image.Image, box: tuple[float, float, float, float], tile: Image.Image,
               origin: tuple[float, float]) -> tuple[float, tuple[int, int]]:
    """Mean difference between the board region `box` (points, board coordinates) cut from the full
    render and the same region on the tile (whose board point (0, 0) lies at `origin` on the page),
    at the best shift within ±SHIFT px."""
    l, t, r, b = box
    reference = full.crop((px(PAGE_MARGIN + l), px(PAGE_MARGIN + t), px(PAGE_MARGIN + l) + px(r - l),
                           px(PAGE_MARGIN + t) + px(b - t)))
    best = (255.0, (0, 0))
    for dx in range(-SHIFT, SHIFT + 1):
        for dy in range(-SHIFT, SHIFT + 1):
            x0, y0 = px(origin[0] + l) + dx, px(origin[1] + t) + dy
            candidate = tile.crop((x0, y0, x0 + reference.width, y0 + reference.height))
            best = min(best, (mean_difference(reference, candidate), (dx, dy)))
    return best


# ------------------------------------------------------------------------------ bundled boards

BUNDLED = [("kolekcjonerzy", "board", (2, 2)), ("rynek", "board", (2, 2)), ("przekret", "board", (2, 2)),
           ("art-society", "collection-board", (1, 1)), ("art-society", "museum-board", (1, 1))]


@pytest.mark.parametrize("game", sorted({g for g, _, _ in BUNDLED}))
def test_bundled_boards_are_clean(game):
    assert board_errors(COMPONENTS, game) == []


@pytest.mark.parametrize("game, name, grid", BUNDLED)
def test_full_size_and_tiled_pdfs(game, name, grid):
    component, outputs = render(COMPONENTS, game, name)
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
    assert len(tiles.pages) == plan.sheets + 1            # assembly map, then one page per sheet
    for p in tiles.pages:
        size = sorted((round(to_mm(float(p.mediabox.width)), 2), round(to_mm(float(p.mediabox.height)), 2)))
        assert size == [210, 297]
    assert all(fonts(_tmp(full.data)).values()) and all(fonts(_tmp(tiled.data)).values())


def _tmp(data: bytes) -> Path:
    import tempfile
    handle = tempfile.NamedTemporaryFile(suffix=".pdf", delete=False)
    handle.write(data)
    handle.close()
    return Path(handle.name)


def test_przekret_board_prints_on_four_a4_sheets_and_names_its_properties():
    component, (full, tiled) = render(COMPONENTS, "przekret")
    assert board_plan(component, BuildOptions()).sheets == 4
    text = "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(full.data)).pages)
    for needle in ("PRZEKRĘT", "ul. Ciemna", "pl. Znajomości", "Ceny ulepszeń", "3 000 zł", "SZPITAL", "KASYNO"):
        assert needle in text.replace("\u00a0", " ")
    tiles_text = "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(tiled.data)).pages)
    for needle in ("Plansza: składanie z 4 arkuszy A4", "A1", "B1", "A2", "B2", "KLEJ", "odetnij"):
        assert needle in tiles_text


def test_letter_paper_and_overlap_option():
    component, (_, tiled) = render(COMPONENTS, "przekret", options=BuildOptions(paper=PAPERS["letter"]))
    assert tiled.filename == "board-letter.pdf"
    plan = board_plan(component, BuildOptions(paper=PAPERS["letter"], overlap=mm(35)))
    assert (plan.cols, plan.row_count, plan.landscape) == (3, 2, False)     # 2 × 205.9 − 35 < 380


def test_rendering_is_deterministic():
    _, first = render(COMPONENTS, "rynek")
    _, second = render(COMPONENTS, "rynek")
    assert [o.data for o in first] == [o.data for o in second]


# ------------------------------------------------------------------------------ reassembly

@pytest.mark.parametrize("components, game, options", [
    (COMPONENTS, "przekret", BuildOptions()),                                         # 2 × 2 portrait
    (SHOWCASE, "showcase", BuildOptions(paper=PAPERS["letter"], margin=mm(8), overlap=mm(14))),   # 2 × 2, turned
    (COMPONENTS, "kolekcjonerzy", BuildOptions(margin=mm(12), overlap=mm(6))),       # 3 × 2
])
def test_tiles_reassemble_into_the_board(components, game, options):
    component, (full, tiled) = render(components, game, options=options)
    plan = board_plan(component, options)
    full_image = pages(full.data)[0]
    tile_images = pages(tiled.data)[1:]
    assert len(tile_images) == plan.sheets
    w, h = plan.board_width, plan.board_height
    # the kept regions partition the board: no gap, no double cover
    area = sum((t.kept[2] - t.kept[0]) * (t.kept[3] - t.kept[1]) for t in plan.tiles)
    assert abs(area - w * h) < 1e-3 * w * h
    mosaic = Image.new("L", (px(w), px(h)), 255)
    for tile, image in zip(plan.tiles, tile_images):
        origin = (plan.margin - tile.x.start, plan.margin - tile.y.start)     # board (0, 0) on this page
        difference, shift = best_match(full_image, tile.kept, image, origin)
        assert difference <= TOLERANCE, f"{tile.label}: kept region differs by {difference:.2f} at shift {shift}"
        assert max(abs(shift[0]), abs(shift[1])) <= SHIFT
        l, t, r, b = tile.kept
        x0, y0 = px(origin[0] + l) + shift[0], px(origin[1] + t) + shift[1]
        mosaic.paste(image.crop((x0, y0, x0 + px(r - l), y0 + px(b - t))), (px(l), px(t)))
        # the whole printable window shows the board too: only the marks in the bands differ
        wl, wt, wr, wb = max(tile.x.start, 0), max(tile.y.start, 0), min(tile.x.end, w), min(tile.y.end, h)
        reference = full_image.crop((px(PAGE_MARGIN + wl), px(PAGE_MARGIN + wt), px(PAGE_MARGIN + wr),
                                     px(PAGE_MARGIN + wb)))
        window = image.crop((px(origin[0] + wl) + shift[0], px(origin[1] + wt) + shift[1],
                             px(origin[0] + wl) + shift[0] + reference.width,
                             px(origin[1] + wt) + shift[1] + reference.height))
        close = ImageChops.difference(reference, window).point(lambda v: 255 if v <= 40 else 0)
        assert ImageStat.Stat(close).mean[0] / 255 >= 0.85, tile.label
    whole = full_image.crop((px(PAGE_MARGIN), px(PAGE_MARGIN), px(PAGE_MARGIN) + px(w), px(PAGE_MARGIN) + px(h)))
    assert mean_difference(whole, mosaic) <= TOLERANCE


def test_every_sheet_is_labelled_and_shows_its_cut_and_glue_bands():
    component, (_, tiled) = render(COMPONENTS, "kolekcjonerzy")
    reader = PdfReader(io.BytesIO(tiled.data))
    texts = [p.extract_text() for p in reader.pages]
    assert "Jak skleić planszę" in texts[0] and "50 mm" in texts[0]
    assert "KLEJ · tu przyłóż krawędź arkusza B1" in texts[1]                 # A1: glue bands right and below
    assert "KLEJ · tu przyłóż krawędź arkusza A2" in texts[1]
    assert "odetnij wzdłuż linii i naklej na arkusz A1" in texts[2]           # B1: cut on the left
    assert "odetnij wzdłuż linii i naklej na arkusz B1" in texts[4]           # B2: cut at the top
    for label, text in zip(("A1", "B1", "A2", "B2"), texts[1:]):
        assert label in text


def test_marks_stay_inside_the_printer_margin():
    component, (_, tiled) = render(COMPONENTS, "przekret")
    margin_px = int(5 * 100 / 25.4) - 1
    for image in pages(tiled.data, dpi=100)[1:]:
        inked = image.point(lambda v: 255 if v < 250 else 0)
        w, h = image.size
        for box in ((0, 0, w, margin_px), (0, h - margin_px, w, h), (0, 0, margin_px, h), (w - margin_px, 0, w, h)):
            assert inked.crop(box).getbbox() is None


# ------------------------------------------------------------------------------ the showcase board

def test_showcase_uses_every_element_and_validates():
    project, _ = load_and_validate(SHOWCASE, ["showcase"])
    spec = project.games["showcase"].components["board"].spec
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
    assert board_errors(showcase, "showcase") == [
        f"board.yaml:{row}:15: error: map token 'x' in row 1, column 3: expected '.', '-' or a key letter with an "
        "optional number (keys: s (star), B (bank), o (ring)) [board.map-token]",
        f"board.yaml:{line_of(board, 'n9')}:12: error: link names node 'n9', which the graph does not have [board.link-unknown]",
        f"board.yaml:{line_of(board, 'n9')}:12: error: link names node 'n9', which the graph does not have [board.link-unknown]",
        f"board.yaml:{line_of(board, 'n9')}:33: error: line n1–n2 is drawn twice (first in links[0]) [board.link-duplicate]",
        f"board.yaml:{line_of(board, 'lott')}:9: error: field 'lott'… placeholder",
    ]
