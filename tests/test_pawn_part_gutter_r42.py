"""r42 kit review, Kolekcjonerzy minor 13: the pawns' own sheet (the part „pionki”, for a reprint) butted its 12
strips in 12 colours, edge to edge, so a 0.5 mm miscut showed the neighbour's colour; the token sheet that prints
them in the kit keeps a bled gutter between them. The part now lays them as that sheet does: each strip's long
sides cut apart, two bleeds wide (4 mm), a crop mark for each cut; still on one sheet. Read from the crop marks
above the strips on the printed sheet."""

from __future__ import annotations

import pytest

import generator.cli  # noqa: F401  (registers the kinds)
from generator.draw.kinds import KINDS
from generator.model.core import BuildOptions
from generator.model.units import to_mm

from . import pdfcheck
from .conftest import validated_game


@pytest.mark.parametrize("game_id", ["kolekcjonerzy", "przekret", "rynek"])
def test_the_pawn_part_parts_every_strip_from_its_neighbour(game_id, tmp_path):
    game = validated_game(game_id)
    component = game.one("standees")
    spec = component.spec
    [output] = KINDS["standees"].render(component, game, BuildOptions())
    assert output.sheets == 1
    path = tmp_path / "pionki.pdf"
    path.write_bytes(output.data)
    page = pdfcheck.page_count(path) - 1  # the sheet, after the guide page
    marks = pdfcheck.crop_marks_mm(path, page)
    sides = (to_mm(spec.width), to_mm(spec.strip_height))  # a strip upright or laid turned
    # the vertical marks at the sheet's head: one for each side of each strip across its row
    top = max(max(m[1], m[3]) for m in marks)
    xs = sorted({round(m[0], 2) for m in marks if m[0] == m[2] and max(m[1], m[3]) > top - 0.01})
    gaps = [b - a for a, b in zip(xs, xs[1:])]
    strips = [g for g in gaps if min(abs(g - side) for side in sides) < 0.05]
    gutters = [g for g in gaps if min(abs(g - side) for side in sides) >= 0.05]
    assert strips and all(g >= 2 * to_mm(spec.bleed) - 0.05 for g in gutters), (game_id, gaps)
    assert len(gutters) == len(strips) - 1, (game_id, gaps)  # no two strips butted
