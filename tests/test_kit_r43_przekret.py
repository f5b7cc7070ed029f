"""r43 kit review, Przekręt minors 4 and 7 (helper kitpr, session 26): the aid back's upgrade prices one paragraph
that wrapped a price apart from its streets, and the banker sheet's two sides set to two measures (front tables
18–180 mm under a band of 20–190 mm, the back's 18–192 mm)."""

from __future__ import annotations

import re
from pathlib import Path

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
