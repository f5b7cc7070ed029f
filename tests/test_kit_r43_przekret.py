"""r43 kit review, Przekręt minors 3, 4 and 7 (helper kitpr, session 26): the player aids' head bands were solid ink
with no word in them (all four games share the band: aid_page.band_words), the aid back's upgrade prices one
paragraph that wrapped a price apart from its streets, and the banker sheet's two sides set to two measures
(front tables 18–180 mm under a band of 20–190 mm, the back's 18–192 mm)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from generator.build.recipe import BuildOptions
from generator.draw.kinds import KINDS
from generator.model.units import mm, to_mm

from .conftest import validated_game
from .pdfcheck import printed_characters

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")


def _rendered(tmp_path: Path, game_id: str, kind: str) -> Path:
    game = validated_game(game_id)
    component = game.one(kind)
    [output] = KINDS[kind].render(component, game, BuildOptions())
    path = tmp_path / output.filename
    path.write_bytes(output.data)
    return path


# ---------------------------------------------------------------------------------------------- P minor 3: the bands


def test_the_band_s_words_keep_a_millimetre_from_the_cut_at_six_points_or_more():
    """Pure arithmetic: in every band depth the aids use, the words' capitals (an accent and an ogonek where they
    have them) stand 1 mm or more under the trim and over the band's foot by BAND_FOOT_CLEAR, at 6 pt or more."""
    from generator.draw.kinds.aid_page import BAND_DEPTHS, BAND_FOOT_CLEAR, band_depth, band_words

    # the capitals' measured boxes, shares of the size (Source Sans Pro Semibold: tokens.py's measures)
    for per_sheet in BAND_DEPTHS:
        for words, top, foot in (
            ("PRZEKRĘT · POMOC GRACZA", 0.67, 0.22),
            ("KOLEKCJONERZY · POMOC GRACZA", 0.67, 0.015),
            ("ŻÓŁW", 0.89, 0.015),
            ("ŻÓŁW ĄĘ", 0.89, 0.22),
        ):
            set_in = band_words(per_sheet, words)
            if set_in is None:  # only where the capitals' box cannot keep both clearances even at 6 pt
                assert to_mm((top + foot) * 6.0) + 1.0 + to_mm(BAND_FOOT_CLEAR) > to_mm(band_depth(per_sheet))
                continue
            size, base = set_in
            assert size >= 6.0
            assert to_mm(base - top * size) >= 1.0 - 1e-6, (per_sheet, words)  # the capitals' tops under the cut
            assert to_mm(band_depth(per_sheet) - base - foot * size) >= to_mm(BAND_FOOT_CLEAR) - 1e-6


@pytest.mark.parametrize("game_id", GAMES)
def test_every_aid_s_band_names_the_game_and_the_aid(tmp_path, game_id):
    """Every card of every side: its band carries „GRA · POMOC GRACZA” in capitals, inside the band (over the text)."""
    from generator.draw.kinds.player_aid_draw import band_text

    game = validated_game(game_id)
    spec = game.one("player-aid").spec
    path = _rendered(tmp_path, game_id, "player-aid")
    chars = printed_characters(path)
    pages = sorted({c.page for c in chars})
    words = band_text(game, spec).replace(" ", "")
    for page in pages[2:] if len(pages) > 2 else pages:  # the part file's guide and calibration pages aside
        line = "".join(c.char for c in chars if c.page == page)
        per_side = len(re.findall(re.escape(words), line))
        assert per_side == spec.per_sheet, (game_id, page, per_side)


# ------------------------------------------------------------------------------------- P minor 4: the prices' grid


def test_the_aid_s_upgrade_prices_are_a_grid_no_price_apart_from_its_streets():
    from generator.draw.kinds.player_aid import _text

    game = validated_game("przekret")
    markdown = _text(game.one("player-aid"), game, BuildOptions()).markdown
    section = markdown[markdown.index("## Ulepszenia") :].split("\n---\n")[0]
    rows = [line for line in section.splitlines() if line.startswith("|")]
    cells = [c.strip() for row in rows[2:] for c in row.strip("|").split("|") if c.strip()]
    streets = validated_game("przekret").one("property-cards").spec.streets
    assert len(rows) >= 3 and all(re.search(r":\u00a0[\d\u00a0]+$", c) for c in cells), cells
    assert sum(c.count("](colour:") for c in cells) == len(streets)  # every street's mark, each in a price's cell


# ------------------------------------------------------------------------------ P minor 7: one measure, both sides


def test_both_sides_of_the_banker_s_sheet_keep_the_head_band_s_measure(tmp_path):
    """Every character between the head band and the foot line, on the front and on the back, lies within the
    band's 20–190 mm; each side's widest table reaches its right end (the figures flush right 1.5 mm in)."""
    path = _rendered(tmp_path, "przekret", "money-summary")
    chars = printed_characters(path)
    height = mm(297)
    for page in (0, 1):
        body = [c for c in chars if c.page == page and mm(20) < c.box[1] < height - mm(22)]
        left = min(c.box[0] for c in body)
        right = max(c.box[2] for c in body)
        assert left >= mm(20) - 0.5, (page, round(to_mm(left), 1))
        assert mm(190) - mm(3) <= right <= mm(190) + 0.5, (page, round(to_mm(right), 1))
