"""The tile sheet marks its spares' row in the margin (r39 K kit minor 8: after cutting a spare looks like the tiles
in play, so the row is set apart before the tiles are cut): „zapas – odłóż” beside the bottom row of the front,
at 6 pt or more, 2 mm or more from every crop tick it runs beside, out of the 5 mm at the paper's edge; the guide
says where to look."""

from __future__ import annotations

from generator.build.recipe import BuildOptions
from generator.games.kolekcjonerzy.exhibit_tiles import spares
from generator.games.kolekcjonerzy.exhibit_tiles_draw import SPARE_NOTE, render
from generator.model.units import mm

from . import pdfcheck
from .conftest import validated_game

GAME = "kolekcjonerzy"
PT_MM = 25.4 / 72


def test_the_spare_row_is_marked_in_the_margin(tmp_path):
    game = validated_game(GAME)
    tiles = game.one("exhibit-tiles")
    (out,) = render(tiles, game, BuildOptions())
    path = tmp_path / "plytki.pdf"
    path.write_bytes(out.data)
    laid = spares(tiles, game, BuildOptions())
    assert laid.free == laid.grid.cols  # A4: the spares fill the bottom row
    width, _ = pdfcheck.page_sizes_mm(path)[0]
    beyond = (laid.grid.right + mm(1)) / mm(1)  # right of the tiles' trim and bleed: the right margin
    margin = [c for c in pdfcheck.printed_text(path) if c[4][0] * PT_MM > beyond]
    marked = sorted({c[0] for c in margin})
    assert marked == [out.guide_pages], f"the note is on pages {marked}"  # the first front, nothing else there
    note = [c for c in margin if c[0] == marked[0]]
    assert "".join(c[1] for c in note) == SPARE_NOTE.replace(" ", "")
    page = marked[0]
    left, bottom = min(c[4][0] for c in note) * PT_MM, min(c[4][1] for c in note) * PT_MM
    right, top = max(c[4][2] for c in note) * PT_MM, max(c[4][3] for c in note) * PT_MM
    assert min(c[2] for c in note) >= 6.0
    assert width - right >= 5.0, f"{width - right:.1f} mm from the paper's edge"
    # beside the bottom row: between its top and bottom cut
    row = [s for s in laid.grid.slots if s.row == max(s.row for s in laid.grid.slots)]
    low, high = row[0].y * PT_MM, (row[0].y + row[0].height) * PT_MM
    assert low <= bottom and top <= high, (bottom, top, low, high)
    for x1, y1, x2, y2, _ in pdfcheck.crop_marks_mm(path, page):
        if min(x1, x2) < right and max(x1, x2) > left:  # a tick across the note's band
            gap = max(min(y1, y2) - top, bottom - max(y1, y2))
            assert gap >= 2.0 - 0.05, f"{gap:.2f} mm from a crop tick at y {y1:.1f} mm"
    guide = " ".join(pdfcheck.text(path).split())
    assert f"odetnij rząd z napisem „{SPARE_NOTE}” na marginesie i odłóż go osobno" in guide.replace("\u00a0", " ")
