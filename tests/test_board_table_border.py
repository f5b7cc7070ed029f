"""A table on a board: its outline is whole on every row, over the rows' alternate fills, and the
header is as wide as the body (kit review r19, Przekręt minor 4: the fills of rows 2, 4, 6 covered the
right border of „Ceny ulepszeń” and the header stood 0.3 mm past it)."""

from __future__ import annotations

from pathlib import Path

from reportlab.pdfgen.canvas import Canvas

from generator.draw.kinds.board.draw import draw_table
from generator.draw.kinds.board.measure import table_shape
from generator.draw.kinds.board.model import Table
from generator.draw.pdf import register_fonts
from generator.model.units import mm

from . import pdfcheck

DPI = 300


def test_the_outline_of_a_board_table_is_whole_on_every_row(tmp_path: Path):
    rows = [[f"Ulica {n}", "100", "200"] for n in range(7)]
    table = Table(at=["10mm", "10mm"], width="100mm", title="Ceny", columns=["Ulica", "Pokój", "Apartament"], rows=rows)
    height = mm(120)
    pdf = tmp_path / "table.pdf"
    register_fonts()
    c = Canvas(str(pdf), pagesize=(mm(130), height))
    draw_table(c, table, height, None)
    c.save()
    image = pdfcheck.render(pdf, 0, dpi=DPI)
    shape = table_shape(table, None)
    px = DPI / 25.4 / mm(1)  # pixels per point
    top = mm(10) + shape.title_height
    right = round((mm(10) + table.width) * px)
    for r in range(len(rows) + 1):  # the header and every row, at its middle
        y = round((top + (r + 0.5) * shape.row_height) * px)
        assert min(image.getpixel((x, y)) for x in range(right - 2, right + 1)) < 80, f"row {r}: no border"
        outside = image.getpixel((right + 4, y))  # 0.34 mm past the border's centre: paper, header included
        assert outside > 200, f"row {r}: ink past the border ({outside})"
