"""An inner frame stands 3 mm or more inside its piece's cut, where a cut half a millimetre off leaves it even
to the eye (kit review r38, R minor 5: the machines' frames 1.7 mm from the cut; the pawns' panels keep theirs at
2.2 mm for now, standees.INSET, which their names, discs and pale bands are measured from). Measured
on the piece drawn alone and rendered: along the middle of each side, the first pixel from the cut inward that
departs from the piece's ground is 3 mm or more in (less half the line's width). A pawn's strip carries a hairline
on the trim since r41 (K minor 1: its one cut line, standees_draw.TRIM_LINE): its ground is read just inside it."""

from __future__ import annotations

import pypdfium2 as pdfium
import pytest

import generator.cli  # noqa: F401  (registers the kinds)
from generator.draw.kinds import KINDS
from generator.draw.pdf import new_document
from generator.games.rynek import factory_boards_draw
from generator.layout.imposition import Paper

from .conftest import validated_game

DPI = 600
LEAST = 3.0 - 0.15  # mm: 3 mm to the line's centre, less half a line and a pixel
HAIR_MM = 0.15  # a pawn's trim hairline (0.3 pt, half of it inside the cut) and its anti-aliasing


def _first_departure(piece, ground: tuple[int, int, int] | None, at: float, past: float = 0.0) -> float:
    """mm from the piece's left cut to the first pixel off `ground` (None: the colour at the cut, or `past` mm
    inside it, beyond a line on the trim) along the row at `at` of its height."""
    doc = new_document(Paper("piece", piece.width, piece.height), "piece")
    piece.front(doc.canvas, piece.width, piece.height)
    doc.show_page()
    pdf = pdfium.PdfDocument(doc.finish())
    try:
        image = pdf[0].render(scale=DPI / 72).to_pil().convert("RGB")
    finally:
        pdf.close()
    y = round(image.height * (1 - at))
    start = max(1, round(past * DPI / 25.4))
    ground = ground or image.getpixel((start, y))
    for x in range(start, image.width // 2):
        if max(abs(a - b) for a, b in zip(image.getpixel((x, y)), ground)) > 40:
            return x * 25.4 / DPI
    return image.width * 25.4 / DPI


def _rgb(hex_colour: str) -> tuple[int, int, int]:
    return tuple(int(hex_colour[i : i + 2], 16) for i in (1, 3, 5))


def test_a_machines_frame_stands_3_mm_inside_its_cut():
    (factories,) = validated_game("rynek").of_kind("factory-boards")
    _, machines, _ = factory_boards_draw.pieces(factories.spec, validated_game("rynek"))
    assert _first_departure(machines[0], _rgb(factories.spec.machines.color), 0.5) >= LEAST


@pytest.mark.parametrize("game_id", ["rynek", "przekret", "kolekcjonerzy"])
def test_a_pawns_keyline_stands_3_mm_inside_its_cut(game_id):
    """Along the middle of both panels, the colour at the cut runs 3 mm in before any ring or frame: the pawn's
    colour bleeds to the cut and its keyline stands where a cut half a millimetre off leaves it even. Read from
    just inside the trim's hairline (TRIM_LINE, 0.1 mm: HAIR_MM)."""
    game = validated_game(game_id)
    (pawns,) = game.of_kind("standees")
    pieces = KINDS["standees"].pieces(pawns, game)
    spec = pawns.spec
    middles = [(spec.base + spec.height / 2) / spec.strip_height]  # the front panel's middle, then the back one's
    middles.append(1 - middles[0])
    assert pieces
    for piece in pieces:
        for at in middles:
            assert _first_departure(piece, None, at, HAIR_MM) >= LEAST, (piece.label, at)
