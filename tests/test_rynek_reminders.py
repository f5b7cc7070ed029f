"""Rynek's printed reminders (the cards' foot, the factory boards' foot) carry the game's numbers,
house rules applied: one that does not fit at 6 pt is a finding at the value that made it too long,
never a reminder left off or printed smaller."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from generator.cli import cli
from generator.games.rynek.cards import sale_footer
from generator.model.polish import NBSP

from .conftest import replace_in
from .test_rynek_data import at, errors, rynek  # noqa: F401  (rynek: the fixture)


def test_a_card_reminder_that_does_not_fit_is_an_error_at_the_house_rule(rynek):  # noqa: F811  (the fixture)
    """The SPRZEDAŻ cards' reminder prints the undersupply penalty a house rule may raise; on a narrower
    card a longer amount would leave it without room (it used to vanish from the card's foot): the
    validator says so at the house rule's value, and at the card's width for what the width alone
    breaks, all at once."""
    cards, game = rynek / "karty.yaml", rynek / "game.yaml"
    replace_in(cards, "width: 88mm", "width: 84mm")  # r44: the reminder names three cases, 80 mm no longer holds it
    replace_in(
        game,
        "house_rules:\n",
        'house_rules:\n  - {fact: undersupply-penalty, documented: 500, value: 5000000, reason: "Kara odstrasza."}\n',
    )
    found = [f for f in errors(rynek.parent) if "reminder" in f]
    assert found == [
        f"{at(game, 'value: 5000000', '5000000')}: error: the reminder at the card's foot: '{sale_footer(5000000).replace(NBSP, ' ')}' "
        "does not fit its box (78.0 mm wide, 2 line(s), font Sans at 6.5 pt or more) [text.does-not-fit]"
    ]
    replace_in(cards, "width: 84mm", "width: 70mm")
    assert [f for f in errors(rynek.parent) if "reminder" in f] == [
        f"{at(cards, 'width: 70mm', '70mm')}: error: the reminder at the card's foot: '{sale_footer(5000000).replace(NBSP, ' ')}' does "
        "not fit its box (64.0 mm wide, 2 line(s), font Sans at 6.5 pt or more) [text.does-not-fit]"
    ]


def test_a_card_reminder_that_does_not_fit_stops_the_build(rynek):  # noqa: F811  (the fixture)
    replace_in(rynek / "karty.yaml", "width: 88mm", "width: 70mm")
    result = CliRunner().invoke(cli, ["build", "rynek", "--components", "components", "--out", "out"])
    assert result.exit_code == 1
    assert "the reminder at the card's foot: 'Równo: swoja cena. Nadwyżka: rynkowa" in result.output
    assert not Path("out").exists()


def test_a_factory_board_reminder_that_does_not_fit_is_an_error_at_the_house_rule(rynek):  # noqa: F811  (the fixture)
    """The line at a factory board's foot prints the machine's price, upkeep and production cost (house
    rules applied); when it does not fit at 6 pt it used to print at 5.5 pt: now a finding, at the
    house rule when the documented figures would fit, else at the board's width. Since r42 it runs in
    two lines under the stores, the machines' column beside it (the board's width less 49.5 mm)."""
    factories, game = rynek / "fabryki.yaml", rynek / "game.yaml"
    replace_in(factories, "  width: 186mm", "  width: 118mm")
    replace_in(
        game,
        "house_rules:\n",
        'house_rules:\n  - {fact: machine-price, documented: 2600, value: 2600000, reason: "Drogie maszyny."}\n',
    )
    line = (
        "'Maszyna kosztuje 2 600 000, wytwarza do 10 produktów naraz, a jej utrzymanie to 500 na początku każdego "
        "ruchu właściciela. Produkcja: 250 za sztukę.' does not fit its box (68.5 mm wide, 2 line(s), font Sans at "
        "6.0 pt or more) [text.does-not-fit]"
    )
    assert [f for f in errors(rynek.parent) if "board's foot" in f] == [
        f"{at(game, 'value: 2600000', '2600000')}: error: the reminder at the board's foot: {line}"
    ]
    replace_in(factories, "  width: 118mm", "  width: 110mm")
    assert [f for f in errors(rynek.parent) if "board's foot" in f] == [
        f"{at(factories, 'width: 110mm', '110mm')}: error: the reminder at the board's foot: "
        + line.replace("68.5 mm", "60.5 mm")
    ]
