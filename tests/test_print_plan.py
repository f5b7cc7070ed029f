"""The kit's print plan, measured on the bundled kit: sheets of card, seams of tiled boards."""
from __future__ import annotations

import json

from generator.build import BuildOptions
from generator.layout.tiling import cut_range, sheets_along
from generator.units import mm, to_mm

from .pdfcheck import printed_text

CARD_SHEETS_MAX = 55      # 61 before small pieces shared sheets and guide pages went to plain paper


def test_the_bundled_kit_needs_at_most_55_sheets_of_card(bundled_build):
    _, result = bundled_build
    card = sum(o.paper_sheets for o in result.outputs if o.kind != "kit" and o.kit and o.stock == "card")
    assert card <= CARD_SHEETS_MAX


def test_machines_and_walls_share_one_sheet(bundled_kit):
    from pypdf import PdfReader
    pages = [p.extract_text() for p in PdfReader(str(bundled_kit / "rynek" / "factories.pdf")).pages]
    shared = [t for t in pages if "Maszyny i mury · arkusz 1/1" in t]
    assert len(shared) == 1 and "MASZYNA" in shared[0]
    assert not any("Mury · arkusz" in t for t in pages)


def words_of_board(path, height):
    """Words of the full-size board page in board millimetres (x right, y down from the trim corner):
    runs of printed characters that follow each other on one baseline, as (left, top, right, bottom)."""
    from generator.kinds.board.pdf import PAGE_MARGIN
    words, box, last = [], None, None
    chars = [c for c in printed_text(path) if c[0] == 0]
    for _, char, size, _, (x0, y0, x1, y1) in chars + [(0, " ", 0, 0, (0, 0, 0, 0))]:
        apart = last is not None and (abs(y0 - last[1]) > size * 0.5 or not -size * 0.5 < x0 - last[2] < size * 0.2)
        last = (x0, y0, x1)
        if char.isspace() or apart:
            if box:
                words.append(box)
            box = None
            if char.isspace():
                continue
        left, right = to_mm(x0 - PAGE_MARGIN), to_mm(x1 - PAGE_MARGIN)
        top, bottom = to_mm(PAGE_MARGIN + height - y1), to_mm(PAGE_MARGIN + height - y0)
        box = (left, top, right, bottom) if box is None else \
            (min(box[0], left), min(box[1], top), max(box[2], right), max(box[3], bottom))
    return words


def test_tiled_boards_carry_their_seams_and_cut_as_few_words_as_the_sheets_allow(bundled_kit):
    from generator.build import load_and_validate
    from .conftest import COMPONENTS
    manifest = {e["path"]: e for e in json.loads((bundled_kit / "manifest.json").read_text(encoding="utf-8"))}
    project, _ = load_and_validate(COMPONENTS, ["kolekcjonerzy", "przekret", "rynek"])
    options = BuildOptions()
    printable = (options.paper.width - 2 * options.margin, options.paper.height - 2 * options.margin)
    for game in ("kolekcjonerzy", "przekret", "rynek"):
        spec = project.games[game].components["board"].spec
        seams = manifest[f"{game}/board-a4.pdf"]["seams_mm"]
        assert set(seams) == {"x", "y"} and len(seams["x"]) == len(seams["y"]) == 1
        words = words_of_board(bundled_kit / game / "board.pdf", spec.size.height)
        for axis, length, reach, k in (("x", spec.size.width, printable[0], 0), ("y", spec.size.height, printable[1], 1)):
            def cut(c):
                return sum(1 for w in words if w[k] < c < w[k + 2])
            low, high = cut_range(1, sheets_along(length, reach, options.overlap), length, reach, options.overlap)
            fewest = min(cut(to_mm(low) + i * 0.25) for i in range(int(to_mm(high - low) / 0.25) + 1))
            assert cut(seams[axis][0]) == fewest, (game, axis, seams[axis], fewest)
            if axis == "y":
                assert fewest == 0, (game, "a horizontal seam through a word")     # the sheets allow it


def test_one_sheet_boards_have_no_seams_and_no_glue(bundled_kit):
    from pypdf import PdfReader
    manifest = {e["path"]: e for e in json.loads((bundled_kit / "manifest.json").read_text(encoding="utf-8"))}
    for name in ("collection-board-a4.pdf", "museum-board-a4.pdf"):
        assert "seams_mm" not in manifest[f"art-society/{name}"]
        guide = PdfReader(str(bundled_kit / "art-society" / name)).pages[0].extract_text()
        assert "Jak drukować planszę" in guide and "klej" not in guide.lower()


def test_each_group_on_a_shared_sheet_is_labelled(bundled_kit):
    from pypdf import PdfReader
    pages = [p.extract_text() for p in PdfReader(str(bundled_kit / "rynek" / "factories.pdf")).pages]
    shared = next(t for t in pages if "Maszyny i mury" in t)
    assert "MASZYNY · 18 SZT." in shared and "MURY · 18 SZT." in shared
