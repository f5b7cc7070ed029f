"""Kit review r40: one line, one name. A piece cut along its own outline is cut on the line pdf.draw_cut draws
(a thin line in the piece's ink over a light band), and every guide, cover and route names that line alike,
by its colour (craft_text.contour_words): „po cienkiej czarnej linii”. Before, one line had three names: the
lollipops' guide „po ciemnym konturze”, the candies' route „po konturze”, the die's guide „po ciągłej linii”."""

from __future__ import annotations

import re

from generator.model.core import BuildOptions

from . import pdfcheck
from .conftest import validated_game

WORDS = "po cienkiej czarnej linii"
OTHER_NAMES = re.compile(r"kontur|po ciągłej linii|po ciemnej linii")


def test_a_contour_is_named_by_its_lines_colour():
    from generator.draw.craft_text import contour_words

    assert contour_words("#1e1b24") == WORDS  # Art Society's lollipops, candies and gavel
    assert contour_words("#1d1d1b") == WORDS  # a die's default pips and outline
    assert contour_words("#ffffff") == "po cienkiej białej linii"  # the words follow the line's ink


def _guide(output, tmp_path) -> str:
    path = tmp_path / output.filename
    path.write_bytes(output.data)
    return " ".join(pdfcheck.text(path).split())


def test_every_contour_cut_piece_is_cut_on_the_thin_black_line(tmp_path):
    """The lollipops' and the candies' guides, the candies' route on the card job's cover and the die's guide:
    each says where its contours are cut in the same words, and none names the line otherwise."""
    from generator.draw.kinds.dice_draw import render as dice
    from generator.games.art_society.bid_cards_draw import render as lollipops

    game = validated_game("art-society")
    main, candies = lollipops(game.components["lizaki"], game, BuildOptions())
    przekret = validated_game("przekret")
    (die,) = dice(przekret.components["kostka"], przekret, BuildOptions())
    said = {
        "lollipops": _guide(main, tmp_path),
        "candies": _guide(candies, tmp_path),
        "route": " ".join(main.alternative[0].split()),
        "die": _guide(die, tmp_path),
    }
    for name, text in said.items():
        assert f"nożyczkami {WORDS}" in text or f"siatkę {WORDS}" in text, (name, text)
        assert not OTHER_NAMES.search(text), (name, OTHER_NAMES.search(text))
