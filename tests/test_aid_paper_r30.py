"""The player aids are half of a kit's card (kit review r30, K minor 10): every game's aid says on its
guide page, and so on its print job's cover, that it prints on plain 120 g/m² paper as well, which its
sheet allows (white cards cut straight on crop marks, both sides in one pass)."""

from __future__ import annotations

import pytest

from generator.build.recipe import BuildOptions
from generator.build.render import render_component
from generator.draw.kinds.player_aid import PAPER_AIDS
from generator.validate.run import load_and_validate

from . import pdfcheck
from .conftest import COMPONENTS

GAMES = ["art-society", "kolekcjonerzy", "przekret", "rynek"]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_aid_offers_plain_paper_on_its_guide(game_id, tmp_path):
    project, _ = load_and_validate(COMPONENTS, [game_id])
    game = project.games[game_id]
    name = next(n for n, c in game.components.items() if c.kind == "player-aid")
    output = render_component(game, name, BuildOptions())[0][0]
    assert PAPER_AIDS in output.guide_lines  # the print job's cover lists the part's lines
    path = tmp_path / output.filename
    path.write_bytes(output.data)
    guide = " ".join(pdfcheck.page_texts(path)[0].split())
    assert "zwykłym papierze 120 g/m² (dwustronnie" in guide
