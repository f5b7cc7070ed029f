"""r40: a kit review read Kolekcjonerzy's folding pawns as printing their numerals upside down. Every numeral of
every pawn strip of the three games with pawns stands upright for someone facing its face of the folded pawn: its
top towards the strip's ridge (the middle fold), the foot's as the panel's above it, so the back panel and its
foot, drawn turned, stand upright once folded. Read from the text matrices of each strip as the sheets draw it.
Since r43 (K minor 5) a strip prints its marks and nothing else: no fold number stays on the finished pawn (the
job's figure numbers the folds: test_pawn_fold_tags_r41)."""

from __future__ import annotations

import math

import pypdfium2 as pdfium
import pypdfium2.raw as raw
import pytest

from generator.draw.kinds.standees import backgrounds, grounds
from generator.draw.kinds.standees_draw import pieces
from generator.draw.layout_fonts import register_fonts

from .conftest import validated_game
from .pdfcheck import front_pdf

GAMES = ["kolekcjonerzy", "przekret", "rynek"]


def numerals(path) -> list[tuple[str, float, float, float, float]]:
    """(character, glyph centre y, up x, up y, glyph centre x) of every character the page prints: `up` is the
    direction of its glyphs' tops (the text matrix's y axis, unit length), in the strip's coordinates."""
    out = []
    pdf = pdfium.PdfDocument(str(path))
    textpage = pdf[0].get_textpage()
    matrix = raw.FS_MATRIX()
    for i in range(textpage.count_chars()):
        char = chr(raw.FPDFText_GetUnicode(textpage, i))
        if char.isspace():
            continue
        raw.FPDFText_GetMatrix(textpage, i, matrix)
        left, right, bottom, top = (raw.c_double() for _ in range(4))
        raw.FPDFText_GetCharBox(textpage, i, left, right, bottom, top)
        length = math.hypot(matrix.c, matrix.d)
        out.append(
            (char, (bottom.value + top.value) / 2, matrix.c / length, matrix.d / length, (left.value + right.value) / 2)
        )
    textpage.close()
    pdf.close()
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_every_pawn_numeral_stands_upright_towards_its_ridge(game_id, tmp_path):
    register_fonts()
    game = validated_game(game_id)
    spec = game.one("standees").spec
    ridge = spec.base + spec.height  # the middle fold: the strip is foot, panel, panel, foot from its bottom
    strips = pieces(spec, grounds(game), backgrounds(game))
    assert len(strips) == sum(p.copies for p in spec.pawns)
    for number, strip in enumerate(strips):
        path = front_pdf(strip, tmp_path / f"{number}.pdf")
        assert abs(strip.height - 2 * ridge) < 0.01
        printed = numerals(path)
        mark = strip.label.removeprefix("pionek ")
        # the mark four times (both feet, both panels' discs) and no other text: no fold number (r43 K minor 5)
        assert "".join(char for char, *_ in printed) == mark * 4, (game_id, mark, printed)
        below = [up for char, y, *up, _ in printed if y < ridge]
        above = [up for char, y, *up, _ in printed if y > ridge]
        assert len(below) == 2 * len(mark) and len(above) == 2 * len(mark), (game_id, mark)
        # the lower half upright on the sheet, the upper half turned half round: each half's tops to the ridge
        assert all(abs(ux) < 1e-6 and uy > 0.999 for ux, uy in below), (game_id, mark, below)
        assert all(abs(ux) < 1e-6 and uy < -0.999 for ux, uy in above), (game_id, mark, above)
