"""Cut and fold lines stay visible on every printed piece over any fill: a piece cut along its own
outline (the fold-up die, Art Society's lollipops and markers) and every fold are drawn over the
piece's pattern as a dark line on a light band (pdf.draw_cut, draw_fold); Rynek's butted walls carry
their brick colour across the cut the crop marks give, and their bricks keep clear of their lines. Measured on each piece drawn alone and rendered: across the line,
the dark middle against the light band on both sides."""

from __future__ import annotations

from pathlib import Path

import pytest

import generator.cli  # noqa: F401  (registers the commands before the kinds are used alone)
from generator.draw.kinds import KINDS
from generator.draw.pdf import new_document
from generator.draw.piece import flatten
from generator.layout.imposition import Paper
from generator.model.units import mm
from generator.validate.run import load_and_validate

DPI = 600
PAD = mm(4)  # room around the piece on its page: the band outside the cut is printed too


def _luminance(level: int) -> float:
    value = level / 255
    return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4


def _ratio(a: int, b: int) -> float:
    high, low = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def _rendered(piece, side="front"):
    """The piece drawn alone with PAD around it, rendered grey, and a function from piece points to
    pixels."""
    import pypdfium2 as pdfium

    doc = new_document(Paper("piece", piece.width + 2 * PAD, piece.height + 2 * PAD), "piece")
    c = doc.canvas
    c.saveState()
    c.translate(PAD, PAD)
    getattr(piece, side)(c, piece.width, piece.height)
    c.restoreState()
    doc.show_page()
    pdf = pdfium.PdfDocument(doc.finish())
    try:
        image = pdf[0].render(scale=DPI / 72).to_pil().convert("L")
    finally:
        pdf.close()
    height = piece.height + 2 * PAD

    def pixel(x: float, y: float) -> int:
        return image.getpixel((round((x + PAD) * DPI / 72), round((height - y - PAD) * DPI / 72)))

    return pixel


def _line_reads(pixel, x: float, y: float, nx: float, ny: float) -> float:
    """The weaker contrast of the line's darkest point (within 0.3 mm of (x, y) across the line) with
    the lightest point on each side (0.2–0.6 mm from the line): how well the line stands out."""
    steps = [k * mm(0.02) for k in range(-30, 31)]
    profile = {round(s, 4): pixel(x + nx * s, y + ny * s) for s in steps}
    dark = min(v for s, v in profile.items() if abs(s) <= mm(0.3))
    left = max(v for s, v in profile.items() if -mm(0.6) <= s <= -mm(0.2))
    right = max(v for s, v in profile.items() if mm(0.2) <= s <= mm(0.6))
    return min(_ratio(dark, left), _ratio(dark, right))


@pytest.fixture(scope="module")
def games():
    project, _ = load_and_validate(Path(__file__).resolve().parents[1] / "components", None)
    return project.games


def _pieces(games, game: str, kind: str):
    game = games[game]
    component = next(c for c in game.components.values() if c.kind == kind)
    return flatten(KINDS[kind].pieces(component, game))


LEAST = 3.0  # the line against its band on either side


def test_a_walls_fold_reads_over_its_bricks_and_its_cuts_carry_the_brick_colour(games):
    """The walls butt on their sheet and the crop marks give each cut: the brick colour runs across the
    cut, with no line on it (kit review r18: a white–black–white hairline on every cut showed on one wall
    or the other when a cut ran 0.3 mm off); the fold is a dark dash on a light band."""
    wall = next(p for p in _pieces(games, "rynek", "factory-boards") if p.label == "mur")
    pixel = _rendered(wall)
    w, h = wall.width, wall.height
    assert _line_reads(pixel, mm(0.5), h / 2, 0, 1) >= LEAST, "fold"  # on the first dash
    brick = pixel(w * 0.5 + mm(0.3), h * 0.25 + mm(0.3))
    across = [k * mm(0.1) for k in range(-10, 11)]  # 1 mm either side of the cut
    for x in (w * 0.23, w * 0.5, w * 0.81):
        for edge in (0, h):
            assert all(abs(pixel(x, edge + s) - brick) < 12 for s in across), ("cut", x, edge)
    for y in (h * 0.2, h * 0.7):
        for edge in (0, w):
            assert all(abs(pixel(edge + s, y) - brick) < 12 for s in across), ("cut", edge, y)
    # no mortar (light) right inside the cuts and the fold: only the brick colour
    for x in (w * 0.1, w * 0.37, w * 0.66, w * 0.9):
        for y in (mm(0.75), mm(1.05), h / 2 - mm(0.75), h / 2 + mm(0.75), h - mm(0.75)):
            assert abs(pixel(x, y) - brick) < 40, (x, y)


def test_a_lollipops_and_a_markers_cut_read_on_every_players_colour(games):
    import math

    spec = next(c for c in games["art-society"].components.values() if c.kind == "bid-cards").spec
    pieces = _pieces(games, "art-society", "bid-cards")
    firsts = [p for p in pieces if p.label.endswith(" 1") and not p.label.startswith("prestiż")]
    assert len(firsts) == 4  # one lollipop of each player
    for piece in firsts:
        pixel = _rendered(piece)
        r, cy = spec.candy / 2, piece.height - spec.candy / 2
        for angle in (30, 90, 150, 210):
            a = math.radians(angle)
            x, y = piece.width / 2 + r * math.cos(a), cy + r * math.sin(a)
            assert _line_reads(pixel, x, y, math.cos(a), math.sin(a)) >= LEAST, (piece.label, angle)
    square = next(p for p in pieces if p.label.startswith("prestiż"))
    pixel = _rendered(square)
    assert _line_reads(pixel, square.width / 2, 0, 0, 1) >= LEAST, square.label
    gavel = next(p for p in pieces if p.label == "młotek")
    pixel = _rendered(gavel)
    r = min(gavel.width, gavel.height) / 2
    assert _line_reads(pixel, gavel.width / 2, gavel.height / 2 - r, 0, 1) >= LEAST, gavel.label


def test_a_dies_net_cut_reads_on_its_faces_and_tabs(games):
    from generator.draw.kinds.dice_draw import _outline  # the net's own outline points

    net = _pieces(games, "przekret", "dice")[0]
    pixel = _rendered(net)
    points = _outline(games["przekret"].components["kostka"].spec.face)
    checked = 0
    for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1]):
        length = ((x1 - x0) ** 2 + (y1 - y0) ** 2) ** 0.5
        if length < mm(4):
            continue
        nx, ny = -(y1 - y0) / length, (x1 - x0) / length
        assert _line_reads(pixel, (x0 + x1) / 2, (y0 + y1) / 2, nx, ny) >= LEAST, ((x0, y0), (x1, y1))
        checked += 1
    assert checked >= 8


def test_the_cut_line_reads_on_a_dark_fill_and_on_paper():
    from reportlab.lib import colors

    from generator.draw.pdf import draw_cut
    from generator.draw.piece import Piece

    for fill in ("#1d1d1b", "#9c4a2f", "#ffffff"):

        def draw(c, w, h, fill=fill):
            c.setFillColor(colors.HexColor(fill))
            c.rect(-PAD, -PAD, w + 2 * PAD, h + 2 * PAD, stroke=0, fill=1)
            path = c.beginPath()
            path.rect(0, 0, w, h)
            draw_cut(c, path)

        piece = Piece(mm(20), mm(10), draw)
        pixel = _rendered(piece)
        assert _line_reads(pixel, mm(10), 0, 0, 1) >= LEAST, fill
