"""r42 kit review, Kolekcjonerzy minor 3: the player aid's head band reached 3.4 mm inside the cut, so a 1 mm
miscut changed it by 30 % on all 12 cards. On a card of half or a third of a sheet the band now reaches 4 mm inside
the cut, 3 mm or more left after a 1 mm miscut; a quarter sheet's card keeps 3.5 mm (its text has no room to give on
Letter). Measured on the printed aid: the game's colour runs from the cut to 0.3 mm short of the band's depth, the
paper under it, at three places along the upper card's head, front and back."""

from __future__ import annotations

import pytest

from generator.draw.kinds import aid_page
from generator.layout.imposition import PAPERS, back_position
from generator.model.units import mm

from . import pdfcheck
from .test_aid_bleed_r34 import _upper_slot
from .test_aid_r32 import GAMES, MM, rendered_aids


@pytest.fixture(scope="module")
def aids(tmp_path_factory):
    return rendered_aids(tmp_path_factory.mktemp("aids"))


def test_a_half_or_third_sheet_card_s_band_keeps_3_mm_after_a_1_mm_miscut():
    for per_sheet in (2, 3):
        assert aid_page.band_depth(per_sheet) - mm(1) >= mm(3) - 1e-6
    assert aid_page.band_depth(4) >= mm(3.5) - 1e-6


@pytest.mark.parametrize("game_id", GAMES)
def test_the_printed_band_reaches_its_depth(aids, game_id):
    path, spec, _ = aids[game_id]
    paper = PAPERS["a4"]
    slot = _upper_slot(spec)
    depth = aid_page.band_depth(spec.per_sheet)
    accent = tuple(int(spec.accent[i : i + 2], 16) for i in (1, 3, 5))
    dpi = 200
    px = dpi / 72
    for page in (2, 3):
        image = pdfcheck.render(path, page, dpi=dpi, mode="RGB")
        x, y = back_position(slot, paper, "long") if page == 3 else (slot.x, slot.y)
        top = paper.height - (y + slot.height)  # the card's top cut, from the page's top, in pt
        for share in (0.2, 0.5, 0.8):
            cx = x + share * slot.width
            inside = image.getpixel((round(cx * px), round((top + depth - 0.3 * MM) * px)))
            below = image.getpixel((round(cx * px), round((top + depth + 0.5 * MM) * px)))
            assert max(abs(a - b) for a, b in zip(inside, accent)) <= 12, (game_id, page, share, inside)
            assert max(abs(a - b) for a, b in zip(below, accent)) > 40, (game_id, page, share, below)
