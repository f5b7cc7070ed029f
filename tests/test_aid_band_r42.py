"""r42 kit reviews, Kolekcjonerzy minor 3 and Przekręt minor 3: the player aid's head band reached 3.4 mm inside the
cut (a 1 mm miscut changed it by 30 %, on all 12 cards) and carried no word (on the guides the same band carries
the game's name: here it looked like a label gone missing). On a card of half or a third of a sheet the band now
reaches 6 mm inside the cut, 5 mm or more after a 1 mm miscut, and carries „GRA · pomoc gracza” in an ink that
reads on it, its capitals inside the band and clear of the cut; a quarter sheet's card keeps its thin band (its
text has no room to give on Letter). Measured on the printed aid, front and back of the upper card."""

from __future__ import annotations

import pytest

from generator.draw.kinds import aid_page
from generator.layout.imposition import PAPERS, back_position
from generator.model.units import mm, to_mm
from generator.validate.colour_check import contrast_ratio

from . import pdfcheck
from .test_aid_bleed_r34 import _upper_slot
from .test_aid_r32 import GAMES, rendered_aids


@pytest.fixture(scope="module")
def aids(tmp_path_factory):
    return rendered_aids(tmp_path_factory.mktemp("aids"))


def test_a_half_or_third_sheet_card_s_band_stays_5_mm_deep_after_a_1_mm_miscut():
    for per_sheet in (2, 3):
        assert aid_page.band_depth(per_sheet) - mm(1) >= mm(5) - 1e-6
        assert aid_page.titled(per_sheet)
    # the title's capitals (0.7 of its size) inside the band, 1 mm or more over its foot and 2.3 mm from the cut
    caps_top = aid_page.BAND_TITLE_BASE - 0.7 * aid_page.BAND_TITLE_SIZE
    assert caps_top >= mm(2.3) and aid_page.band_depth(2) - aid_page.BAND_TITLE_BASE >= mm(1)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_band_carries_the_game_s_name_and_the_aid_s_title(aids, game_id):
    path, spec, game = aids[game_id]
    if not aid_page.titled(spec.per_sheet):
        pytest.skip("a quarter sheet's card: thin band, no title")
    paper = PAPERS["a4"]
    slot = _upper_slot(spec)
    depth = aid_page.band_depth(spec.per_sheet)
    expected = aid_page.band_title(game.spec.title, spec.title).replace(" ", "")
    assert expected.startswith(game.spec.title.upper().replace(" ", ""))
    chars = pdfcheck.printed_characters(path)
    for page in (2, 3):
        x, y = back_position(slot, paper, "long") if page == 3 else (slot.x, slot.y)
        top = y + slot.height
        band = [c for c in chars if c.page == page and top - depth < c.box[1] and c.box[3] < top]
        assert "".join(c.char for c in band) == expected, (game_id, page)
        assert min(c.size for c in band) >= 7 - 0.05
        assert top - max(c.box[3] for c in band) >= mm(2.0), to_mm(top - max(c.box[3] for c in band))
        ink = "#{:02x}{:02x}{:02x}".format(*band[0].fill)
        assert contrast_ratio(ink, spec.accent) >= 4.5, (game_id, ink, spec.accent)
