"""Kolekcjonerzy tiles: the first real PDF, opened with pypdf and rendered with pypdfium2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from reportlab.lib import colors

from generator.cli import cli
from generator.draw.guide import CALIBRATION_X, CALIBRATION_Y
from generator.draw.pdf import new_document
from generator.draw.sheets import Piece, impose
from generator.layout.imposition import PAPERS, SheetSpec
from generator.model.units import mm, to_mm

from . import pdfcheck
from .conftest import replace_in

DPI = 300


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("out")
    result = CliRunner().invoke(cli, ["build", "kolekcjonerzy", "--out", str(out)], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    return out


def tiles_pdf(out: Path) -> Path:
    return out / "kolekcjonerzy" / "plytki.pdf"


def test_pages_are_exact_a4(built):
    sizes = pdfcheck.page_sizes_mm(tiles_pdf(built))
    assert sizes == [(210.0, 297.0)] * 4  # guide, guide back, tile fronts, tile backs


def test_fonts_are_embedded_and_no_standard_font(built):
    fonts = pdfcheck.fonts(tiles_pdf(built))
    assert fonts and all(fonts.values()), fonts
    assert not any(name.lstrip("/") in pdfcheck.STANDARD_FONTS for name in fonts)
    raw = tiles_pdf(built).read_bytes()
    assert b"/Helvetica" not in raw


def test_polish_names_extract_intact(built):
    text = " ".join(pdfcheck.text(tiles_pdf(built)).split())
    for name in (
        "GĘSIE PIÓRO",
        "PŁYTA GRAMOFONOWA",
        "OBRAZ WYSPIAŃSKIEGO",
        "UPRZĄŻ DLA KONIA",
        "KSIĄŻKA",
        "POCZTÓWKA",
        "ZEGAREK NA RĘKĘ",
    ):
        assert name in text


def test_the_spares_fill_the_bottom_row_unmarked_and_the_blots_at_the_game_s_size(built):
    """48 tiles fill 8 of the 9 rows of six: the ninth holds the spares (three blots, three blank
    exhibits), no sheet more. r15: they carried ZAPAS for good and the spare blots were drawn at 60 %
    of a tile (the game's at 80 %): now no word on either face, the spare blots as large as the
    game's, and the guide names the row."""
    from generator.draw.kinds.sheet_fits import sheet_spec
    from generator.layout.imposition import plan_grid
    from generator.model.core import BuildOptions

    pages = pdfcheck.page_texts(tiles_pdf(built))
    assert "dolny rząd arkusza: 3 kleksy, a za nimi 3 puste eksponaty" in " ".join(pages[0].split())
    assert not any("ZAPAS" in page for page in pages[2:4])
    dpi, size = 100, mm(30)
    grid = plan_grid(sheet_spec(size, size, mm(3), 0.0, BuildOptions()))
    assert (grid.cols, grid.rows) == (6, 9)
    mask = pdfcheck.dark_mask(pdfcheck.render(tiles_pdf(built), 2, dpi), 100)
    height = mask.height

    def ink(slot) -> float:
        """The dark ink inside the slot's trim, in mm² (a word's few strokes add little; a blot drawn
        at 60 % of the game's size has 36 % less)."""
        px = dpi / 72
        box = (
            round(slot.x * px),
            round(height - (slot.y + size) * px),
            round((slot.x + size) * px),
            round(height - slot.y * px),
        )
        return sum(mask.crop(box).histogram()[1:]) * (25.4 / dpi) ** 2

    blots = [ink(slot) for slot in grid.slots[36:48]]
    spares = [ink(slot) for slot in grid.slots[48:51]]
    assert min(blots) > 100, blots  # a blot, not an empty cell (112–171 mm²)
    assert min(spares) >= 0.9 * min(blots), (spares, blots)  # r15: 71–87 mm²
    assert all(ink(slot) < 1 for slot in grid.slots[51:54])  # blank exhibits: grey lines only


def test_viewer_hints(built):
    raw = tiles_pdf(built).read_bytes()
    assert b"/PrintScaling /None" in raw
    assert b"/Duplex /Simplex" in raw  # card tiles, fed by hand as the guide says (r34 AS major 1)


def test_calibration_square_measures_50_mm(built):
    image = pdfcheck.render(tiles_pdf(built), 0, DPI)
    h = image.size[1]
    # scan a row 42.5 mm above the square's bottom edge, clear of the ticks and the label
    y = h - int((to_mm(CALIBRATION_Y) + 42.5) / 25.4 * DPI)
    row = [image.getpixel((x, y)) < 128 for x in range(image.size[0] // 2)]
    edges = pdfcheck.runs(row)
    assert len(edges) == 2, edges
    (a0, a1), (b0, b1) = edges
    width_mm = ((b0 + b1) / 2 - (a0 + a1) / 2) / DPI * 25.4
    assert width_mm == pytest.approx(50, abs=0.2)
    assert (a0 + a1) / 2 / DPI * 25.4 == pytest.approx(to_mm(CALIBRATION_X), abs=0.2)


def test_nothing_within_the_printer_margin(built):
    for index in range(pdfcheck.page_count(tiles_pdf(built))):
        assert pdfcheck.margin_is_blank(pdfcheck.render(tiles_pdf(built), index, 100), 5, 100), f"page {index + 1}"


def test_block_of_backs_lines_up_with_fronts(built):
    front = pdfcheck.non_white_mask(pdfcheck.render(tiles_pdf(built), 2, DPI), 245)
    back = pdfcheck.non_white_mask(pdfcheck.render(tiles_pdf(built), 3, DPI), 245)
    # the block with its bleed is the largest filled area; crop marks are thin and lie outside it
    fb, bb = _block_box(front), _block_box(back)
    w = front.size[0]
    mirrored = (w - bb[2], bb[1], w - bb[0], bb[3])
    for a, b in zip(fb, mirrored):
        assert abs(a - b) / DPI * 25.4 <= 0.1


def _block_box(mask):
    w, h = mask.size
    column = [mask.getpixel((w // 2, y)) > 0 for y in range(h)]
    top, bottom = max(pdfcheck.runs(column), key=lambda r: r[1] - r[0])
    # across the block 1 mm under its top: in the bleed, where no picture's white breaks the run (a
    # pictogram's white on the middle row did, once „DEWIZKA DO ZEGARKA” took two lines, not three)
    row = [mask.getpixel((x, top + round(DPI / 25.4))) > 0 for x in range(w)]
    left, right = max(pdfcheck.runs(row), key=lambda r: r[1] - r[0])
    return (left, top, right, bottom)


def _marker_piece(width, height, index, duplex):
    """Front: a dot near the piece's left edge; back: the dot where the sheet flip brings it
    (a long-edge flip swaps left and right, a short-edge flip swaps top and bottom)."""

    def front(c, w, h):
        c.setFillColor(colors.black)
        c.circle(mm(6), h / 2 + index * mm(0.7), mm(1), stroke=0, fill=1)

    def back(c, w, h):
        c.setFillColor(colors.black)
        if duplex == "long":
            c.circle(w - mm(6), h / 2 + index * mm(0.7), mm(1), stroke=0, fill=1)
        else:
            c.circle(mm(6), h / 2 - index * mm(0.7), mm(1), stroke=0, fill=1)

    return Piece(width, height, front, back)


@pytest.mark.parametrize("duplex, w, h", [("long", 63, 88), ("long", 88, 63), ("short", 63, 88)])
def test_each_back_lines_up_with_its_front(tmp_path, duplex, w, h):
    """Every back's marker lands behind its front's marker after the flip, within 0.1 mm."""
    pieces = [_marker_piece(mm(w), mm(h), i, duplex) for i in range(9)]
    doc = new_document(PAPERS["a4"], "test", duplex=duplex)
    impose(doc, pieces, SheetSpec(mm(w), mm(h), PAPERS["a4"]), duplex=duplex)
    path = tmp_path / "markers.pdf"
    path.write_bytes(doc.finish())
    front, back = (pdfcheck.dark_mask(pdfcheck.render(path, i, DPI)) for i in (0, 1))
    fronts, backs = _blobs(front), _blobs(back)
    W, H = front.size
    flipped = [((W - x, y) if duplex == "long" else (x, H - y)) for x, y in backs]
    assert len(fronts) == len(flipped) == 9
    matched = set()
    for fx, fy in fronts:
        distance, best = min((((fx - bx) ** 2 + (fy - by) ** 2) ** 0.5, i) for i, (bx, by) in enumerate(flipped))
        assert distance / DPI * 25.4 <= 0.1
        matched.add(best)
    assert len(matched) == 9


def _blobs(mask):
    """Centroids of the dots (blobs bigger than crop marks), by a simple flood over the mask."""
    w, h = mask.size
    pixels = mask.load()
    seen, out = set(), []
    for y in range(0, h):
        for x in range(0, w):
            if pixels[x, y] and (x, y) not in seen:
                stack, members = [(x, y)], []
                seen.add((x, y))
                while stack:
                    px, py = stack.pop()
                    members.append((px, py))
                    for nx, ny in ((px + 1, py), (px - 1, py), (px, py + 1), (px, py - 1)):
                        if 0 <= nx < w and 0 <= ny < h and pixels[nx, ny] and (nx, ny) not in seen:
                            seen.add((nx, ny))
                            stack.append((nx, ny))
                xs, ys = [m[0] for m in members], [m[1] for m in members]
                bw, bh = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
                if bw >= 18 and bh >= 18 and len(members) >= 0.7 * bw * bh:  # a filled dot, not a glyph
                    out.append((sum(xs) / len(xs), sum(ys) / len(ys)))
    return out


def test_two_builds_are_byte_identical(built, tmp_path):
    result = CliRunner().invoke(cli, ["build", "kolekcjonerzy", "--out", str(tmp_path)], catch_exceptions=False)
    assert result.exit_code == 0
    assert tiles_pdf(tmp_path).read_bytes() == tiles_pdf(built).read_bytes()


def test_manifest_lists_the_files(built):
    entries = json.loads((built / "manifest.json").read_text(encoding="utf-8"))
    tiles = [e for e in entries if e["path"] == "kolekcjonerzy/plytki.pdf"]
    assert len(tiles) == 1
    entry = tiles[0]
    assert entry["game"] == "kolekcjonerzy" and entry["component"] == "plytki" and entry["kind"] == "exhibit-tiles"
    assert entry["pages"] == pdfcheck.page_count(tiles_pdf(built))
    import hashlib

    assert entry["sha256"] == hashlib.sha256(tiles_pdf(built).read_bytes()).hexdigest()


def test_failed_validation_touches_no_output(components, tmp_path):
    out = tmp_path / "out"
    runner = CliRunner()
    assert (
        runner.invoke(cli, ["build", "kolekcjonerzy", "--components", str(components), "--out", str(out)]).exit_code
        == 0
    )
    before = {p: (p.read_bytes(), p.stat().st_mtime_ns) for p in out.rglob("*") if p.is_file()}
    replace_in(components / "kolekcjonerzy" / "plytki.yaml", "count: 12", "count: 13")
    result = runner.invoke(cli, ["build", "kolekcjonerzy", "--components", str(components), "--out", str(out)])
    assert result.exit_code == 1
    after = {p: (p.read_bytes(), p.stat().st_mtime_ns) for p in out.rglob("*") if p.is_file()}
    assert after == before


def test_letter_paper_and_duplex_none(tmp_path):
    result = CliRunner().invoke(
        cli,
        ["build", "kolekcjonerzy", "--out", str(tmp_path), "--paper", "letter", "--duplex", "none"],
        catch_exceptions=False,
    )
    assert result.exit_code == 0
    path = tiles_pdf(tmp_path)
    assert pdfcheck.page_sizes_mm(path)[0] == (215.9, 279.4)
    assert b"/Duplex" not in path.read_bytes()
