"""r42 kit review, Kolekcjonerzy minor 4: the two-digit marks on the feet of pawns 10, 11 and 12 were as wide as
the room between the rings along the foot's sides (0 mm clear; the „12” over its bar). Every foot mark of every
game's pawns now keeps text.CLEARANCE_MM (1 mm) from the rings' inner edge (standees_draw.tab_mark_width), still
18 pt or more (test_standees). Read from each strip as the sheets draw it."""

from __future__ import annotations

import pytest

from generator.draw.kinds.standees import EDGE_BAND, PALE_BAND, backgrounds, grounds
from generator.draw.kinds.standees_draw import pieces
from generator.draw.layout_fonts import register_fonts
from generator.model.units import mm, to_mm

from .conftest import validated_game
from .pdfcheck import front_pdf, printed_text

GAMES = ["kolekcjonerzy", "przekret", "rynek"]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_foot_mark_keeps_1_mm_from_the_rings(game_id, tmp_path):
    register_fonts()
    game = validated_game(game_id)
    spec = game.one("standees").spec
    inner = max(EDGE_BAND, PALE_BAND)  # the rings' inner edge, from each side cut
    worst = {}
    for number, strip in enumerate(pieces(spec, grounds(game), backgrounds(game))):
        path = front_pdf(strip, tmp_path / f"{number}.pdf")
        mark = strip.label.removeprefix("pionek ")
        for foot in (0, 1):  # the strip's two feet: its bottom and its top `base`
            low, high = (0, spec.base) if foot == 0 else (strip.height - spec.base, strip.height)
            chars = [box for _, ch, size, _, box in printed_text(path) if size > 12 and low < box[1] and box[3] < high]
            assert len(chars) == len(mark), (game_id, mark, foot, chars)
            room = min(min(b[0] for b in chars) - inner, spec.width - inner - max(b[2] for b in chars))
            worst[mark] = min(worst.get(mark, room), room)
    assert min(worst.values()) >= mm(1) - mm(0.05), {m: round(to_mm(r), 2) for m, r in worst.items()}
