"""Przekręt's rulings the blind review r37 found open to two readings, decided in the rulebook's body and here
in the engine: a forgotten payment or payout lapses after the window, at once when its creditor goes out, and
after the game's last turn even when the debtor's next turn never came (findings 1 and 3, „Zapomniane
kwoty”); a bankrupt's properties go back to the bank free and without upgrades, so the next lessee gets
them bare (finding 2, „Bankructwo”, „Rezygnacja”)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from generator.games.przekret.engine import invariants
from generator.games.przekret.engine.money import charge, land_on_property, overdue, overdue_receipt, resign
from generator.games.przekret.engine.state import APARTMENT, BANK, read, with_player

from .conftest import validated_game
from .test_engine_przekret import Scripted, fresh, money, own


@pytest.fixture(scope="module")
def data():
    return read(validated_game("przekret"))


def test_a_payment_forgotten_in_the_last_round_is_not_claimed_after_the_last_turn(data):
    """r37 finding 1: Ala forgot a 1 000 zł bribe in the last round; Bartek notices it while scoring. Her next
    turn never comes, yet the debt is not owed: after the game's last turn it lapses – for a payment to a
    player, to the bank, and for a payout the bank owed."""
    rent = data.props["p01"].rents[0]
    state = replace(money(own(fresh(data), 1, "p01"), 0, cash=10_000), over=True)
    assert overdue(state, Scripted(), 0, ((1, rent),)) == state
    assert overdue(state, Scripted(), 0, ((BANK, 1_000),)) == state
    assert overdue_receipt(state, Scripted(), 0, data.facts["start-bonus"]) == state
    # the same debt before the end is still paid: the window has not closed
    live = replace(state, over=False)
    assert overdue(live, Scripted(), 0, ((BANK, 1_000),)).player(0).cash == 10_000 - 1_000


def test_a_forgotten_debt_lapses_at_once_when_its_creditor_goes_out(data):
    """r37 finding 3: Ala forgot Bartek's rent; Bartek goes bankrupt in Celina's turn; in Ala's next turn –
    inside the window – Darek notices. The debt lapsed when Bartek went out: Ala pays nobody, the bank
    included, and a debt to several creditors is paid to those still in the game."""
    rent = data.props["p01"].rents[0]
    state = money(own(fresh(data, players=4), 1, "p01"), 0, cash=10_000)
    gone = with_player(state, 1, out=True)
    after = overdue(gone, Scripted(), 0, ((1, rent),))
    assert after == gone and after.bank == gone.bank
    both = overdue(gone, Scripted(), 0, ((1, rent), (2, 500)))
    assert both.player(0).cash == 10_000 - 500 and both.player(2).cash == gone.player(2).cash + 500
    assert both.bank == gone.bank


def test_a_bankrupts_property_is_leased_again_without_upgrades(data):
    """r37 finding 2: the cards go back without their tokens. Bartek (seat 1) goes bankrupt with an apartment
    on each property of his street; the tokens go back to the bank's stock, and Celina (seat 2), stopping on
    one of them later, leases it bare: the next lander pays her the rent without upgrades."""
    street = ("p01", "p02", "p03")
    state = own(fresh(data), 1, *street, level=APARTMENT)
    state = money(state, 1, cash=100, leases=0)
    assert state.apartments == data.apartments - 3
    broke = charge(state, Scripted(answer=False), 1, ((0, 50_000),))
    assert broke.player(1).out and all(broke.owner[data.index(p)] == BANK for p in street)
    assert all(broke.level[data.index(p)] == 0 for p in street)
    assert broke.apartments == data.apartments and broke.rooms == data.rooms
    leased = land_on_property(money(broke, 2, cash=20_000), Scripted(answer=True), 2, "p01")
    assert leased.owner[data.index("p01")] == 2 and leased.level[data.index("p01")] == 0
    before = leased.player(0).cash
    paid = land_on_property(leased, Scripted(), 0, "p01")
    assert before - paid.player(0).cash == data.props["p01"].rents[0]
    assert invariants(paid) == []


def test_one_who_resigns_leaves_his_properties_free_and_bare(data):
    """r37 finding 2, „Rezygnacja”: as after a bankruptcy – cards back without tokens, tokens to the bank."""
    state = own(fresh(data), 0, "p01", "p02", "p03", level=APARTMENT)
    after = resign(state, Scripted(), 0)
    assert all(after.owner[data.index(p)] == BANK and after.level[data.index(p)] == 0 for p in ("p01", "p02", "p03"))
    assert after.apartments == data.apartments and invariants(after) == []
