"""Rynek's reference cards: how many fill a deck's last sheet, what they say, and that their text
fits the card at 6 pt or more (pure arithmetic, no PDF)."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.cli import cli
from generator.games.rynek.cards import sale_footer
from generator.games.rynek.engine import WALLS_PER_PLAYER
from generator.games.rynek.help_cards import TEXT_SIZES, fill, help_box, help_cards, layout
from generator.layout.imposition import free_slots
from generator.model.polish import NBSP
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


def test_a_card_reminder_that_does_not_fit_is_an_error_at_the_house_rule(rynek):  # noqa: F811  (the fixture)
    """The SPRZEDAŻ cards' reminder prints the undersupply penalty a house rule may raise; on a narrower
    card a longer amount would leave it without room (it used to vanish from the card's foot): the
    validator says so at the house rule's value, and at the card's width for what the width alone
    breaks, all at once."""
    cards, game = rynek / "cards.yaml", rynek / "game.yaml"
    replace_in(cards, "width: 88mm", "width: 74mm")
    replace_in(
        game,
        "house_rules:\n",
        'house_rules:\n  - {fact: undersupply-penalty, documented: 500, value: 5000000, reason: "Kara odstrasza."}\n',
    )
    found = [f for f in errors(rynek.parent) if "reminder" in f]
    assert found == [
        f"{at(game, 'value: 5000000', '5000000')}: error: the reminder at the card's foot: '{sale_footer(5000000).replace(NBSP, ' ')}' "
        "does not fit its box (68.0 mm wide, 2 line(s), font Sans at 6.0 pt or more) [text.does-not-fit]"
    ]
    replace_in(cards, "width: 74mm", "width: 70mm")
    assert [f for f in errors(rynek.parent) if "reminder" in f] == [
        f"{at(cards, 'width: 70mm', '70mm')}: error: the reminder at the card's foot: '{sale_footer(5000000).replace(NBSP, ' ')}' does "
        "not fit its box (64.0 mm wide, 2 line(s), font Sans at 6.0 pt or more) [text.does-not-fit]"
    ]


def test_a_card_reminder_that_does_not_fit_stops_the_build(rynek):  # noqa: F811  (the fixture)
    replace_in(rynek / "cards.yaml", "width: 88mm", "width: 70mm")
    result = CliRunner().invoke(cli, ["build", "rynek", "--components", "components", "--out", "out"])
    assert result.exit_code == 1
    assert "the reminder at the card's foot: 'Cena oferty" in result.output
    assert not Path("out").exists()


def test_a_factory_board_reminder_that_does_not_fit_is_an_error_at_the_house_rule(rynek):  # noqa: F811  (the fixture)
    """The line at a factory board's foot prints the machine's price, upkeep and production cost (house
    rules applied); when it does not fit at 6 pt it used to print at 5.5 pt: now a finding, at the
    house rule when the documented figures would fit, else at the board's width."""
    factories, game = rynek / "factories.yaml", rynek / "game.yaml"
    replace_in(factories, "  width: 190mm", "  width: 144mm")
    replace_in(
        game,
        "house_rules:\n",
        'house_rules:\n  - {fact: machine-price, documented: 2600, value: 2600000, reason: "Drogie maszyny."}\n',
    )
    line = (
        "'Maszyna kosztuje 2 600 000, wytwarza do 10 produktów naraz, a jej utrzymanie to 500 na początku każdego "
        "ruchu właściciela. Produkcja: 250 za sztukę.' does not fit its box (132.0 mm wide, 1 line(s), font Sans at "
        "6.0 pt or more) [text.does-not-fit]"
    )
    assert [f for f in errors(rynek.parent) if "board's foot" in f] == [
        f"{at(game, 'value: 2600000', '2600000')}: error: the reminder at the board's foot: {line}"
    ]
    replace_in(factories, "  width: 144mm", "  width: 130mm")
    assert [f for f in errors(rynek.parent) if "board's foot" in f] == [
        f"{at(factories, 'width: 130mm', '130mm')}: error: the reminder at the board's foot: "
        + line.replace("132.0 mm", "118.0 mm")
    ]
