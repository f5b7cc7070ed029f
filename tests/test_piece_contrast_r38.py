"""Every text a piece prints on a colour its data chooses reads at WCAG 2's contrast: 4.5 : 1 for small
text, 3 : 1 for a large numeral (colour_check.CONTRAST). Kit review r38: Rynek's orange factory header took
white text at 2.6 : 1 (R minor 2), Przekręt's gold 10 000 zł note its corner values and issuer at 3.95 : 1
(P minor 7). Asked of the inks the drawing itself uses (banknotes_draw.text_pairs,
factory_boards_draw.header_inks), for every note and every factory owner of the bundled games."""

from __future__ import annotations

import pytest

import generator.cli  # noqa: F401  (registers the kinds)
from generator.draw.kinds.banknotes_draw import text_pairs
from generator.games.rynek.factory_boards_draw import header_inks
from generator.validate.colour_check import CONTRAST, contrast_ratio

from .conftest import validated_game

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")


@pytest.mark.parametrize("game_id", GAMES)
def test_every_text_on_a_banknote_reads_as_small_text(game_id):
    game = validated_game(game_id)
    short = [
        (d.value, what, ink, round(contrast_ratio(ink, ground), 2))
        for component in game.of_kind("banknotes")
        for d in component.spec.denominations
        for what, ink, ground in text_pairs(d)
        if contrast_ratio(ink, ground) < CONTRAST["body"]
    ]
    assert short == []


def test_the_gold_note_keeps_its_hue():
    """Toned, not swapped for black: the 10 000 zł's texts stay a dark gold (red above blue)."""
    (notes,) = validated_game("przekret").of_kind("banknotes")
    gold = next(d for d in notes.spec.denominations if d.value == 10000)
    for _, ink, _ in text_pairs(gold):
        red, green, blue = (int(ink[i : i + 2], 16) for i in (1, 3, 5))
        assert red > blue + 40 and green > blue + 40, ink


def test_every_factory_header_reads():
    """„FABRYKA” (20 pt) and the owner's name (9–16 pt bold: small text) at 4.5 : 1, the mark on its disc at 3 : 1."""
    (factories,) = validated_game("rynek").of_kind("factory-boards")
    short = []
    for owner in factories.spec.factories.owners:
        inks = header_inks(owner)
        for what, need in (("text", CONTRAST["body"]), ("mark", CONTRAST["large"])):
            ink, ground = inks[what]
            if contrast_ratio(ink, ground) < need:
                short.append((owner.name, what, ink, round(contrast_ratio(ink, ground), 2)))
    assert short == []
