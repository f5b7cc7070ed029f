"""A board figure's overlay: the dashed outlines a figure declares are drawn over the pieces laid on
the board, so an area the pieces cover (a board's marked zone) stays visible. Checked on a rendered
page: the pixels where an outline crosses a piece carry the outline's colour."""

from __future__ import annotations

import io
from types import SimpleNamespace

import pypdfium2
from reportlab.lib import colors
from reportlab.pdfgen import canvas

from generator.draw.kinds.rulebook import FigureOutline
from generator.model.units import mm
from generator.rulebook.overlay import draw_overlay

SIZE = mm(60)
OUTLINE = "#ff0000"


def _black_tile(c, w: float, h: float) -> None:
    c.setFillColor(colors.black)
    c.rect(0, 0, w, h, stroke=0, fill=1)


def _rendered(outlines, part=None) -> object:
    tile = SimpleNamespace(width=mm(40), height=mm(40), front=_black_tile, back=None)
    placed = SimpleNamespace(at=(mm(30), mm(30)), side="front", part=part)  # the tile covers 10–50 mm both ways
    buffer = io.BytesIO()
    page = canvas.Canvas(buffer, pagesize=(SIZE, SIZE))
    draw_overlay(page, colors, SIZE, [(placed, tile)], outlines, [])
    page.showPage()
    page.save()
    pdf = pypdfium2.PdfDocument(buffer.getvalue())
    return pdf[0].render(scale=4).to_pil().convert("RGB")


def _pixel_at(image, x_mm: float, y_mm: float) -> tuple[int, int, int]:
    """The colour at a point given from the page's top-left corner, y down (as figures declare)."""
    return image.getpixel((round(image.width * x_mm / 60), round(image.height * y_mm / 60)))


def test_an_outline_is_drawn_over_the_piece_it_crosses():
    box = FigureOutline(box=["20mm", "20mm", "20mm", "20mm"], color=OUTLINE)
    image = _rendered([box])
    red, green, blue = _pixel_at(image, 20, 21)  # on the box's left side, a dash, over the black tile
    assert red > 200 and green < 60 and blue < 60
    assert _pixel_at(image, 30, 30) == (0, 0, 0)  # inside the box: unfilled, the tile shows through


def test_a_filled_outline_tints_the_board_inside_and_still_shows_it():
    box = FigureOutline(box=["2mm", "2mm", "6mm", "6mm"], color=OUTLINE, fill="#000000")
    inside = _pixel_at(_rendered([box]), 5, 5)  # off the tile: white page under a 30 % black tint
    assert all(150 < channel < 210 for channel in inside)
    assert _pixel_at(_rendered([]), 5, 5) == (255, 255, 255)


def test_without_outlines_the_piece_alone_is_drawn():
    image = _rendered([])
    assert _pixel_at(image, 20, 21) == (0, 0, 0)


def test_a_placed_part_shows_only_that_part_of_the_piece_centred_where_it_lies():
    """A folded marker seen from above shows its foot alone (Art Society r17: the flat strip hid the
    number of the space it stood on): the part, 40 × 10 mm from the tile's foot, is centred at `at`."""
    image = _rendered([], part=[mm(0), mm(30), mm(40), mm(10)])
    assert _pixel_at(image, 30, 30) == (0, 0, 0)  # the part, centred at (30, 30): 25–35 mm down
    assert _pixel_at(image, 12, 26) == (0, 0, 0)
    assert _pixel_at(image, 30, 22) == (255, 255, 255)  # the rest of the tile is not drawn
    assert _pixel_at(image, 30, 40) == (255, 255, 255)
