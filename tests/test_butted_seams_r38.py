"""Butted pieces carry their cuts on their fronts (kit review r38, K major 1: Kolekcjonerzy's tiles and token
squares butted on one ground showed their cuts only as ticks in the sheet's margin, gone with the first strip
cut off). Every edge of a piece that shares an edge with a neighbour is a faint line on the front, a little
darker than the ground on either side of it; pieces apart (cards in their gutters) and backs (a duplex's play
would show it off the cut) carry none. Drawn by one mechanism (sheets.draw_seams) for grid sheets (impose)
and sheets of bands (tokens, pawns, machines); measured on the rendered page."""

from __future__ import annotations

from types import SimpleNamespace

import pypdfium2 as pdfium

from generator.draw.kinds.band_sheets import draw_band_page
from generator.draw.pdf import new_document
from generator.draw.piece import Piece
from generator.draw.sheets import impose, seam_lines
from generator.layout.bands import place_bands, plan_bands
from generator.layout.imposition import PAPERS, SheetSpec, Slot, plan_grid
from generator.model.units import mm

A4 = PAPERS["a4"]
DPI = 200


def _slot(i: int, x: float, y: float, w: float = 10.0, h: float = 10.0) -> Slot:
    return Slot(i, 0, 0, x, y, w, h, False, 0.0, 0.0, 0.0, 0.0)


def test_the_lines_of_butted_pieces_are_every_edge_once_and_pieces_apart_have_none():
    grid = [_slot(0, 0, 0), _slot(1, 10, 0), _slot(2, 0, 10), _slot(3, 10, 10)]  # 2 × 2, butted
    lines = seam_lines(grid)
    assert sorted((m.x1, m.y1, m.x2, m.y2) for m in lines) == sorted(
        [(x, 0, x, 20) for x in (0, 10, 20)] + [(0, y, 20, y) for y in (0, 10, 20)]
    )  # each line whole, drawn once (a faint line drawn twice is twice as dark)
    assert seam_lines([_slot(0, 0, 0), _slot(1, 15, 0), _slot(2, 0, 15)]) == []  # in gutters: none


def _flat(colour: str):
    def draw(c, w, h):
        c.setFillColor(colour)
        c.rect(-mm(3), -mm(3), w + mm(6), h + mm(6), stroke=0, fill=1)

    return draw


def _pages(pdf_bytes: bytes):
    pdf = pdfium.PdfDocument(pdf_bytes)
    try:
        return [pdf[i].render(scale=DPI / 72).to_pil().convert("L") for i in range(len(pdf))]
    finally:
        pdf.close()


def _across(image, x: float, y: float, vertical: bool) -> tuple[int, int, int]:
    """The grey on a line at (x, y) points and 1 mm either side of it, across the line."""

    def grey(px: float, py: float) -> int:
        return image.getpixel((round(px * DPI / 72), round((A4.height - py) * DPI / 72)))

    d = mm(1)
    if vertical:
        return grey(x - d, y), min(grey(x + k * 0.25, y) for k in range(-3, 4)), grey(x + d, y)
    return grey(x, y - d), min(grey(x, y + k * 0.25) for k in range(-3, 4)), grey(x, y + d)


def _shows(reading: tuple[int, int, int]) -> bool:
    left, line, right = reading
    return line < min(left, right) - 8  # visibly darker than the ground on both sides


def test_a_grid_sheet_of_butted_pieces_shows_its_cuts_on_the_front_only():
    size = mm(30)
    spec = SheetSpec(size, size, A4, bleed=mm(3), gap=0.0, margin=mm(5))
    pieces = [Piece(size, size, _flat("#f3ead8"), _flat("#d9cfc0")) for _ in range(6)]
    doc = new_document(A4, "seams")
    grid = impose(doc, pieces, spec, duplex="long")
    front, back = _pages(doc.finish())
    a, b = grid.slots[0], grid.slots[1]
    seam = (a.x + a.width, a.y + a.height / 2)
    assert abs(seam[0] - b.x) < 0.01  # butted
    assert _shows(_across(front, *seam, vertical=True))
    assert _shows(_across(front, a.x + a.width / 2, a.y, vertical=False))  # the row's foot: a cut too
    mirrored = A4.width - seam[0]
    assert not _shows(_across(back, mirrored, seam[1], vertical=True))


def test_a_sheet_of_bands_shows_the_cuts_of_its_butted_tokens():
    side = mm(15.5)
    groups = [[Piece(side, side, _flat("#c8c8cc"), _flat("#eeeeee")) for _ in range(24)]]
    (page,) = plan_bands([(side, 24)], A4, mm(5), mm(2))
    placed = place_bands(page, A4, mm(5), mm(2))
    options = SimpleNamespace(paper=A4, margin=mm(5), duplex="long", back_offset=(0.0, 0.0))
    doc = new_document(A4, "bands")
    draw_band_page(doc, placed, groups, options, mm(2), False, "Żetony")
    draw_band_page(doc, placed, groups, options, mm(2), True, "Żetony")
    front, back = _pages(doc.finish())
    a = placed[0].slots[0]
    seam = (a.x + a.width, a.y + a.height / 2)
    assert _shows(_across(front, *seam, vertical=True))
    assert not _shows(_across(back, A4.width - seam[0], seam[1], vertical=True))


def test_cards_in_their_gutters_carry_no_line():
    spec = SheetSpec(mm(63), mm(88), A4, bleed=mm(3), gap=mm(6), margin=mm(5))
    grid = plan_grid(spec)
    assert len(grid.slots) > 1 and seam_lines(grid.slots) == []


def test_a_job_with_butted_pieces_says_in_which_order_to_cut_them():
    """Pure arithmetic: the cutting step of a job whose marked parts butt their pieces (Output.butted) states
    the order – one direction mark to mark with the margins whole, then the other – and one of cards in gutters
    says only the marks."""
    from generator.build.cover_steps import cut_words
    from generator.build.job import Job, JobPart
    from generator.draw.guide import CUT_ORDER_TEXT, CUT_TEXT

    def part(title, start, end, **fields):
        return JobPart(f"{title}.pdf", title, title, 1, 1, end - start + 1, 1, start=start, cut=True, **fields)

    tiles, cards = part("Płytki", 1, 2, butted=True), part("Karty", 3, 6)
    assert cut_words(Job("druk", "card", "long", (cards,))) == [CUT_TEXT]
    assert cut_words(Job("druk", "card", "long", (tiles, cards))) == [f"{CUT_TEXT} {CUT_ORDER_TEXT}"]
    assert "nie przecinając marginesów" in CUT_ORDER_TEXT
