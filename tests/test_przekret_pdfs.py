"""Przekręt's card files, opened with pypdf and rendered with pypdfium2: page counts as the rules
prescribe, card counts, the re-feed back page lining up with every front page, the 50 mm bar."""
from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from generator.build import BuildOptions, load_and_validate, render, write, BuildResult
from generator.layout.imposition import PAPERS

from .conftest import COMPONENTS
from .pdfcheck import page_count, page_sizes_mm, render as render_page, text

GAME = "przekret"
DPI = 400
PX_PER_MM = DPI / 25.4
A4 = (210.0, 297.0)
CARD_FILES = ["properties", "leases", "losy", "money-summary"]


@pytest.fixture(scope="module")
def out(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("przekret-out")
    project, _ = load_and_validate(COMPONENTS, [GAME])
    write(render(project, BuildOptions(), CARD_FILES), folder, BuildResult())
    return folder / GAME


@pytest.fixture(scope="module")
def out_none(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("przekret-none")
    project, _ = load_and_validate(COMPONENTS, [GAME])
    write(render(project, BuildOptions(duplex="none", back_offset=(0.0, 0.0)), ["losy"]), folder, BuildResult())
    return folder / GAME


def page_text(path: Path, index: int) -> str:
    from pypdf import PdfReader
    return (PdfReader(str(path)).pages[index].extract_text() or "").replace("\u00a0", " ")


# ------------------------------------------------------------------------------ page and card counts

def test_page_counts_follow_the_rules(out):
    assert page_count(out / "properties.pdf") == 3          # "Posesje to 3 strony A4"
    assert page_count(out / "leases.pdf") == 1              # "Dzierżawy to 1 strona A4"
    assert page_count(out / "losy.pdf") == 5                # page 1 backs, pages 2–5 fronts
    assert page_count(out / "losy-duplex.pdf") == 2 + 4 + 4  # guide and its back, fronts and backs
    assert page_count(out / "money-summary.pdf") == 1
    for name in ("properties", "leases", "losy", "losy-duplex", "money-summary"):
        assert set(page_sizes_mm(out / f"{name}.pdf")) == {A4}


def test_posesja_cards_eight_per_page(out):
    path = out / "properties.pdf"
    counts = [page_text(path, i).count("Wartość realna") for i in range(3)]
    assert counts == [8, 8, 8]
    all_text = text(path).replace("\u00a0", " ")
    for address in ("ul. Ciemna 3", "ul. Tkacka 11a", "pl. Znajomości 3"):
        assert address in all_text
    assert "pokój przy rodzinie" in all_text and "apartament" in all_text


def test_lease_page_holds_24_cards(out):
    assert page_text(out / "leases.pdf", 0).count("DZIERŻAWA") == 24


def test_losy_refeed_layout(out):
    path = out / "losy.pdf"
    backs = page_text(path, 0)
    assert "TYŁY" in backs or "tyły" in backs
    assert backs.count("LOS") >= 9
    assert "Podwózka od szwagra" not in backs
    fronts = [page_text(path, i) for i in range(1, 5)]
    assert [f.count("Przekręt") for f in fronts] == [9 + 1, 9 + 1, 9 + 1, 9 + 1]   # one per card + the label
    titles = ("Podwózka od szwagra", "Zapomniana teczka", "Mandat", "Ciocia zna kogoś")
    assert all(any(t in f.replace("\n", " ") for f in fronts) for t in titles)
    assert "50 mm" not in backs and all("50 mm" in f for f in fronts)


def test_losy_duplex_file_has_the_guide_and_refeed_instructions(out):
    guide = page_text(out / "losy-duplex.pdf", 0).replace("\n", " ")
    assert "50 mm" in guide
    assert "losy.pdf" in guide and "strony 2–5" in guide


# ------------------------------------------------------------------------------ registration

def _runs(flags: list[bool]) -> list[tuple[int, int]]:
    out, start = [], None
    for i, flag in enumerate(flags + [False]):
        if flag and start is None:
            start = i
        elif not flag and start is not None:
            out.append((start, i))
            start = None
    return out


def vertical_marks(image: Image.Image, band_mm: tuple[float, float], min_len_mm: float) -> list[float]:
    """x (mm) of vertical lines in a horizontal band, at least min_len_mm long: crop marks.
    Sub-pixel: the darkness-weighted centre of each line."""
    top, bottom = int(band_mm[0] * PX_PER_MM), int(band_mm[1] * PX_PER_MM)
    band = image.crop((0, top, image.width, bottom))
    px = band.load()
    need = int(min_len_mm * PX_PER_MM)
    flags = []
    for x in range(band.width):
        best = run = 0
        for y in range(band.height):
            run = run + 1 if px[x, y] < 170 else 0
            best = max(best, run)
        flags.append(best >= need)
    marks = []
    for start, end in _runs(flags):
        weights = [sum(255 - px[x, y] for y in range(band.height)) for x in range(max(0, start - 1), min(band.width, end + 1))]
        xs = range(max(0, start - 1), min(band.width, end + 1))
        marks.append((sum(w * (x + 0.5) for w, x in zip(weights, xs)) / sum(weights)) / PX_PER_MM)
    return marks


def horizontal_marks(image: Image.Image, band_mm: tuple[float, float], min_len_mm: float) -> list[float]:
    """y (mm from the top) of horizontal crop marks in a vertical band at the left edge."""
    rotated = image.transpose(Image.Transpose.ROTATE_270)   # page's top-left → rotated top-right
    marks = vertical_marks(rotated.transpose(Image.Transpose.FLIP_LEFT_RIGHT), band_mm, min_len_mm)
    return marks


def registration(path: Path, back_index: int, front_indexes: list[int]) -> list[float]:
    """Largest distance (mm) between a front page's cut line and the back page's, after the long-edge flip."""
    back = render_page(path, back_index, dpi=DPI)
    back_x = sorted(A4[0] - x for x in vertical_marks(back, (0, 14), 3))
    back_y = sorted(horizontal_marks(back, (0, 10), 1.2))
    worst = []
    for index in front_indexes:
        front = render_page(path, index, dpi=DPI)
        front_x = sorted(vertical_marks(front, (0, 14), 3))
        front_y = sorted(horizontal_marks(front, (0, 10), 1.2))
        assert len(front_x) == len(back_x) == 4, (front_x, back_x)     # 3 columns: 4 cut lines
        assert len(front_y) == len(back_y) == 4, (front_y, back_y)     # 3 rows: 4 cut lines
        worst.append(max(abs(a - b) for a, b in zip(front_x + front_y, back_x + back_y)))
    return worst


def test_refeed_back_page_lines_up_with_every_front_page(out):
    worst = registration(out / "losy.pdf", 0, [1, 2, 3, 4])
    assert all(d <= 0.1 for d in worst), worst


def test_refeed_layout_is_the_same_with_duplex_none(out, out_none):
    assert (out / "losy.pdf").read_bytes() == (out_none / "losy.pdf").read_bytes()
    assert page_count(out_none / "losy-duplex.pdf") == 2 + 4 + 4


def test_cut_lines_are_where_the_grid_says(out):
    front = render_page(out / "losy.pdf", 1, dpi=DPI)
    xs = vertical_marks(front, (0, 14), 3)
    expected = [10.5, 73.5, 136.5, 199.5]       # 3 × 63 mm centred on 210 mm
    assert max(abs(a - b) for a, b in zip(sorted(xs), expected)) <= 0.1


def test_back_offset_moves_only_the_back_page(tmp_path):
    project, _ = load_and_validate(COMPONENTS, [GAME])
    options = BuildOptions(back_offset=(1.0 / 25.4 * 72, 0.0))   # 1 mm to the right
    write(render(project, options, ["losy"]), tmp_path, BuildResult())
    path = tmp_path / GAME / "losy.pdf"
    back = render_page(path, 0, dpi=DPI)
    front = render_page(path, 1, dpi=DPI)
    back_x = sorted(vertical_marks(back, (0, 14), 3))
    front_x = sorted(vertical_marks(front, (0, 14), 3))
    mirrored = sorted(A4[0] - x for x in front_x)
    assert all(abs((b - m) - 1.0) <= 0.1 for b, m in zip(back_x, mirrored))


def test_calibration_bar_is_50_mm(out):
    page = render_page(out / "properties.pdf", 0, dpi=DPI)
    h = page.height
    band = page.crop((0, h - int(20 * PX_PER_MM), page.width, h - int(5 * PX_PER_MM)))
    px = band.load()
    longest = 0
    for y in range(band.height):
        run = best = 0
        for x in range(band.width):
            run = run + 1 if px[x, y] < 170 else 0
            best = max(best, run)
        longest = max(longest, best)
    assert abs(longest / PX_PER_MM - 50.0) <= 0.3


def test_nothing_in_the_printer_margin(out):
    from .pdfcheck import margin_is_blank
    for name, index in (("properties", 0), ("leases", 0), ("losy", 0), ("losy", 1)):
        assert margin_is_blank(render_page(out / f"{name}.pdf", index, dpi=100), 5, 100), (name, index)


def test_letter_paper_keeps_the_refeed_alignment(tmp_path):
    project, _ = load_and_validate(COMPONENTS, [GAME])
    write(render(project, BuildOptions(paper=PAPERS["letter"]), ["losy"]), tmp_path, BuildResult())
    path = tmp_path / GAME / "losy.pdf"
    assert page_count(path) == 5
    back = render_page(path, 0, dpi=DPI)
    front = render_page(path, 2, dpi=DPI)
    width = 215.9
    back_x = sorted(width - x for x in vertical_marks(back, (0, 12), 2))
    front_x = sorted(vertical_marks(front, (0, 12), 2))
    assert len(front_x) == 4 and max(abs(a - b) for a, b in zip(front_x, back_x)) <= 0.1
