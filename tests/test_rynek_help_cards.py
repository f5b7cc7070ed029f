"""Rynek's reference cards: how many fill a deck's last sheet, what they say, and that their text
fits the card at 6 pt or more (pure arithmetic, no PDF)."""

from __future__ import annotations

import pytest

from generator.games.rynek.engine import WALLS_PER_PLAYER
from generator.games.rynek.help_cards import TEXT_SIZES, fill, help_box, help_cards, layout
from generator.layout.imposition import free_slots
from generator.model.units import mm

from .conftest import replace_in
from .test_rynek_data import at, errors, rynek  # noqa: F401  (rynek: the fixture)


def test_free_slots_of_a_deck_last_sheet():
    assert free_slots(32, 9) == 4
    assert free_slots(36, 9) == 0
    assert free_slots(1, 9) == 8
    assert free_slots(5, 0) == 0


def test_fill_takes_each_card_in_turn():
    move, rule = help_cards("supply", {})
    assert fill([move, rule], 4) == [move, rule, move, rule]
    assert fill([move, rule], 3) == [move, rule, move]
    assert fill([move, rule], 0) == []


@pytest.mark.parametrize("deck", ["supply", "sale"])
def test_every_reference_card_fits_the_card_at_six_points_or_more(deck):
    width, height = help_box(mm(88), mm(63))
    for card in help_cards(deck, {}):
        laid = layout(card, width, height)
        assert laid is not None, card.title
        assert laid.size >= TEXT_SIZES[1]
        assert laid.height <= height
        printed = [" ".join(lines).replace("\xa0", " ") for lines in laid.items]
        assert printed == [item.replace("\xa0", " ") for item in card.items]  # nothing left off


def test_reference_cards_read_the_game_facts_house_rules_included():
    move, rule = help_cards("sale", {"undersupply-penalty": 700, "walls-per-player": {"2": 8, "3": 5}})
    assert move.walls == ((2, 8), (3, 5))
    assert any("płaci 700 za każdą sztukę" in item for item in rule.items)
    supply_move, supply_rule = help_cards("supply", {})
    assert supply_move.walls == tuple(sorted(WALLS_PER_PLAYER.items()))
    assert supply_rule.title == "ZAKUP: ROZLICZENIE" and rule.title == "SPRZEDAŻ: ROZLICZENIE"


def test_text_too_long_for_the_card_has_no_layout():
    move, _ = help_cards("supply", {})
    assert layout(move, mm(30), mm(20)) is None


def test_a_reference_card_that_does_not_fit_is_an_error_not_a_blank_card(rynek):  # noqa: F811  (the fixture)
    """A house rule's longer amount or a smaller card can leave a reference card's text without room:
    the validator says so, at the card's height, instead of the card printing with an empty face."""
    path = rynek / "cards.yaml"
    replace_in(path, "height: 63mm", "height: 38mm")
    box = "79.0 × 20.0 mm of text, 6 pt or more); expected a larger card [text.does-not-fit]"
    where = at(path, "height: 38mm", "38mm")
    # the move card, the same in both decks, is one finding; the sale rule still fits at 6 pt
    assert [f for f in errors(rynek.parent) if "reference card" in f] == [
        f"{where}: error: the reference card 'RUCH GRACZA' does not fit its card ({box}",
        f"{where}: error: the reference card 'ZAKUP: ROZLICZENIE' does not fit its card ({box}",
    ]
