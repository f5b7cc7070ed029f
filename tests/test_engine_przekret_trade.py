"""Przekręt's trading as the rulebook advises it ("Koniec gry": trade from the first rounds, buy the
last property of a street): the simulated players follow the advice, and the game to the last
player ends by it, as the rulebook's figures say."""

from __future__ import annotations

from dataclasses import replace

import pytest

from generator.games.przekret.engine import (
    RULES,
    PrzekretEngine,
    end_of_turn,
    invariants,
    play_long_limit,
    play_without_limit,
)
from generator.games.przekret.engine.money import (
    Offer,
    accept,
    break_notes,
    change_offer,
    charge,
    check_sales,
    land_on_property,
    make_offer,
    overdue,
    overdue_receipt,
    repay_iou,
    resign,
    restarts_count,
    sell_before_bankruptcy,
    share_iou,
    spend,
    upgrades,
)
from generator.games.przekret.engine.play import effect, play_turn
from generator.games.przekret.engine.state import APARTMENT, BANK, OUTER, read, sell, swap, with_player
from generator.games.przekret.engine.trade import street_trades
from generator.games.przekret.facts import FACTS, LAST_PLAYER_TURNS, LONG_GAME_TIMES, long_rounds, timed_rounds
from generator.games.simulate import Table, simulate

from .conftest import validated_game
from .test_engine_przekret import Scripted, fresh, money, own


@pytest.fixture(scope="module")
def game():
    return validated_game("przekret")


@pytest.fixture(scope="module")
def data(game):
    return read(game)


def table(*seats):
    return Table(RULES, seed=7, seats=seats)


def test_the_investor_buys_the_last_property_of_a_street_for_two_and_a_half_times_its_value(data):
    # seat 0 holds p01 and p02 (ul. Ciemna), seat 1 holds p03 (value 3 000)
    state = money(own(own(fresh(data), 0, "p01", "p02"), 1, "p03"), 0, cash=40_000)
    before = state.player(1).cash
    t = table("investor", "investor", "investor")
    after = street_trades(state, t, 0)
    assert after.owner[data.index("p03")] == 0
    assert after.player(0).cash == 40_000 - 7_500
    assert after.player(1).cash == before + 7_500
    assert "przekret.trade" in t.used


def test_the_trade_comes_first_in_the_turn_so_the_street_is_upgraded_at_once(data):
    state = money(own(own(fresh(data), 0, "p01", "p02"), 1, "p03"), 0, cash=40_000)
    after = play_turn(state, table("investor", "investor", "investor"), 0)
    street = [after.level[data.index(p)] for p in ("p01", "p02", "p03")]
    assert after.owner[data.index("p03")] == 0 and sum(street) > 0


def test_the_miser_never_buys_and_nobody_sells_below_twice_the_value(data):
    state = money(own(own(fresh(data), 0, "p01", "p02"), 1, "p03"), 0, cash=40_000)
    assert street_trades(state, table("miser", "investor", "investor"), 0) == state
    # an offer below twice the value (a random seat offers by chance) is refused by a strategy
    from generator.games.przekret.engine import strategies

    assert not strategies.trade_accept("investor", state, 1, "p03", 5_900)
    assert strategies.trade_accept("miser", state, 1, "p03", 6_000)


def test_a_poor_investor_keeps_its_reserve_instead_of_buying(data):
    state = money(own(own(fresh(data), 0, "p01", "p02"), 1, "p03"), 0, cash=8_000)
    assert street_trades(state, table("investor", "investor", "investor"), 0).owner[data.index("p03")] == 1


class Limited(PrzekretEngine):
    """The game to the last player with a round limit `times` the edition's (the timed game's mechanism)."""

    def __init__(self, times: int):
        self.times = times

    def setup(self, game, players, table):
        state = super().setup(game, players, table)
        limit = self.times * state.data.facts["round-limit"]
        return replace(state, data=replace(state.data, facts={**state.data.facts, "round-limit": limit}))

    def bound(self, players):
        return players * (self.times * FACTS["round-limit"].high + 100)


class LongLimit(PrzekretEngine):
    """The game to the last player with the long limit agreed before the game (facts.long_rounds)."""

    def setup(self, game, players, table):
        return play_long_limit(super().setup(game, players, table))

    def bound(self, players):
        return players * (LONG_GAME_TIMES * FACTS["round-limit"].high + 100)


def test_with_trading_half_the_three_player_games_to_the_last_player_end_within_three_timed_games(game):
    # "Koniec gry": with trading every game ended, half within about three timed games (docs/simulation.md:
    # 200 games, median 68 rounds, the timed game 25); without trading half did not end in forty
    report = simulate(Limited(40), game, players=3, games=20, seed=1, strategies=("investor",))
    assert report.clean, report.problems[:3]
    assert report.figures["games won by the last player standing"] == 20
    rounds = sorted(t // 3 for t in report.turns[3])
    assert rounds[len(rounds) // 2] <= 3.2 * timed_rounds(game.facts["round-limit"], 3)


def test_the_long_limit_ends_the_game_and_most_three_player_games_end_by_bankruptcy_before_it(game):
    # "Limit rund": the timed game LONG_GAME_TIMES as long; about three in four games end by bankruptcies
    report = simulate(LongLimit(), game, players=3, games=20, seed=1, strategies=("investor",))
    assert report.finished == 20
    assert report.figures["games won by the last player standing"] >= 13
    assert max(report.turns[3]) <= 3 * long_rounds(game.facts["round-limit"], 3)


def test_the_game_to_the_last_player_lasts_as_many_turns_as_the_rulebook_gives_hours_for(game):
    # "Ile to trwa" (r26 finding 1): the hours for every player count come from the median turns of
    # LAST_PLAYER_TURNS (200 games per count, docs/simulation.md); 30 replayed games stay within a fifth
    for players, stated in LAST_PLAYER_TURNS.items():
        report = simulate(LongLimit(), game, players=players, games=30, seed=1, strategies=("investor",))
        assert report.finished == 30, players
        median = sorted(report.turns[players])[15]
        assert 0.8 * stated <= median <= 1.2 * stated, (players, median, stated)


def test_the_long_limit_is_exactly_four_times_the_timed_rounds_and_the_engine_ends_there(data):
    # "Limit rund": four times as many rounds as the timed game, to the round (6 players: 4 × 17,
    # not 67); the rulebook, the aid and the banker's back tally print the same long_rounds
    limit = data.facts["round-limit"]
    for players in range(2, 7):
        rounds = long_rounds(limit, players)
        assert rounds == LONG_GAME_TIMES * timed_rounds(limit, players)
        at_timed = play_long_limit(replace(fresh(data, players), rounds=timed_rounds(limit, players) - 1))
        assert not end_of_turn(at_timed, table(*["investor"] * players), players - 1).over, players
        last = play_long_limit(replace(fresh(data, players), rounds=rounds - 1))
        t = table(*["investor"] * players)
        assert end_of_turn(last, t, players - 1).over and t.used["przekret.long-limit"] == 1, players


def test_the_long_limit_holds_unless_the_players_agreed_before_the_game_to_play_without_it(data):
    # "Limit rund" (and set-up step 4): the game to the last player ends at the long limit by default;
    # a game agreed to be without it goes past that round and ends only by bankruptcies
    limit = data.facts["round-limit"]
    for players in (2, 4, 6):
        rounds = long_rounds(limit, players)
        last = replace(fresh(data, players), rounds=rounds - 1)
        t = table(*["investor"] * players)
        assert end_of_turn(play_long_limit(last), t, players - 1).over, players
        t = table(*["investor"] * players)
        after = end_of_turn(play_without_limit(last), t, players - 1)
        assert not after.over and after.rounds == rounds and t.used["przekret.no-limit"] == 1, players
        t = table(*["investor"] * players)
        later = end_of_turn(replace(after, current=0), t, players - 1)
        assert not later.over and later.rounds == rounds + 1 and "przekret.no-limit" not in t.used, players


def test_the_timed_game_is_scored_at_once_after_its_last_turn_without_a_trade(data):
    # „Wynik gry na czas”: the last turn of the last round ends the game; the investor who would buy
    # the last property of his street at the start of a turn buys nothing once the game is over
    state = money(own(own(fresh(data), 0, "p01", "p02"), 1, "p03"), 0, cash=40_000)
    t = table("investor", "investor", "investor")
    assert play_turn(state, t, 0).owner[data.index("p03")] == 0  # during the game he buys it
    last = replace(state, rounds=data.facts["round-limit"] - 1)
    t = table("investor", "investor", "investor")
    done = end_of_turn(last, t, 2)  # seat 2 ends the last round (seat 0 began)
    assert done.over and done.owner == last.owner and [p.cash for p in done.players] == [p.cash for p in last.players]
    assert t.used["przekret.count-at-once"] == 1 and "przekret.trade" not in t.used


def test_a_sale_that_does_not_cover_the_whole_debt_does_not_happen(data):
    # "Sprzedaż przed bankructwem": everybody would buy, but no sale covers 60 000 zł: none stands,
    # the buyers keep their cash and the properties go back to the bank (no gift to a friend)
    state = own(money(own(fresh(data), 0, "p01", "p02"), 0, cash=300, leases=0), 1, "p24")
    t = Scripted(answer=True)
    after = charge(state, t, 0, ((1, 60_000),))
    assert after.player(0).out
    assert after.owner[data.index("p01")] == BANK and after.owner[data.index("p02")] == BANK
    assert after.player(2).cash == state.player(2).cash
    assert after.player(1).cash == state.player(1).cash + 300
    assert t.used["przekret.sale-void"] == 1
    # "sprawdzam": one check, no second try – the properties went back to the bank at once
    assert t.used["przekret.sale-one-check"] == 1 and t.used["przekret.sale-before-bankruptcy"] == 1


def test_players_may_break_notes_for_each_other_and_it_is_no_trade(data):
    # "Rozmienianie": two players in the game change notes by agreement; no card moves, nobody gains
    state = money(money(fresh(data), 0, cash=1_000), 1, cash=1_200)
    t = table()
    after = break_notes(state, t, 0, 1, 1_000)
    assert after == state and t.used["przekret.change-between-players"] == 1
    assert "przekret.trade-needs-card" not in t.used
    with pytest.raises(ValueError):
        break_notes(state, t, 0, 1, 1_500)  # seat 0 has no 1 500 zł to hand over in exchange
    with pytest.raises(ValueError):
        break_notes(with_player(state, 1, out=True), t, 0, 1, 1_000)


def test_a_sale_that_covers_the_debt_stands(data):
    state = money(own(fresh(data), 0, "p24"), 0, cash=0, leases=0)
    after = charge(state, Scripted(answer=True), 0, ((BANK, 100),))
    assert not after.player(0).out and after.owner[data.index("p24")] in (1, 2)


def test_rent_goes_to_the_owner_when_the_pawn_stopped_and_is_paid_to_the_zloty(data):
    # "Komu należy się czynsz" and "Rozmienianie": the owner at the moment of stopping collects the
    # exact rent (the bank breaks notes), and the property stays his
    state = money(own(fresh(data), 1, "p24"), 0, cash=35_000)
    rent = data.props["p24"].rents[0]
    t = Scripted(answer=False)
    after = land_on_property(state, t, 0, "p24")
    assert after.player(0).cash == 35_000 - rent and after.player(1).cash == state.player(1).cash + rent
    assert after.owner[data.index("p24")] == 1
    assert t.used["przekret.rent-owner-at-landing"] == 1 and t.used["przekret.change"] == 1


def test_a_trade_hands_over_a_card_cash_alone_is_neither_given_nor_lent(data):
    """„Handel”: every trade moves a property or a Dzierżawa card; cash alone cannot change hands."""
    state = fresh(data)
    with pytest.raises(ValueError, match="at least one card"):
        sell(state, Scripted(), 1, 0, 5_000)
    table = Scripted()
    after = sell(state, table, 1, 0, 20_000, leases=1)  # any price, even a very high one, for one card
    assert after.player(0).cash == state.player(0).cash - 20_000
    assert after.player(1).cash == state.player(1).cash + 20_000
    assert after.player(0).leases == state.player(0).leases + 1
    assert after.player(1).leases == state.player(1).leases - 1
    assert table.used["przekret.trade-needs-card"] == 1
    with pytest.raises(ValueError, match="from the one who takes the card"):
        sell(state, Scripted(), 1, 0, -5_000, leases=1)  # „Handel”: a card with cash on top is no trade


def test_a_card_may_be_handed_over_for_nothing(data):
    """„Handel” (r18): the price is free, nothing included – a card given away is still a trade, since a
    card changes hands; only a card with cash on top of it is refused (above)."""
    state = own(fresh(data), 1, "p03")
    table = Scripted()
    after = sell(state, table, 1, 0, 0, pid="p03")
    assert after.owner[data.index("p03")] == 0
    assert after.player(0).cash == state.player(0).cash and after.player(1).cash == state.player(1).cash
    after = sell(state, table, 1, 0, 0, leases=1)
    assert after.player(0).leases == state.player(0).leases + 1
    assert table.used["przekret.trade-needs-card"] == 2


def test_dzierzawa_cards_going_both_ways_cancel_so_a_card_for_a_like_card_is_no_trade(data):
    """„Handel”: Dzierżawa cards are alike, so those going both ways cancel one for one; a card for a
    like card with 20 000 zł on top would be cash given away, and is no trade. What is left must be a
    trade: one card for two is a sale paid by the one who takes the extra card; properties both ways
    may be evened out by either side."""
    state = own(own(fresh(data), 0, "p01"), 1, "p03")
    with pytest.raises(ValueError, match="cancel one for one"):
        swap(state, Scripted(), 0, 1, a_leases=1, b_leases=1, a_pays=20_000)
    with pytest.raises(ValueError, match="from the one who takes the card"):
        swap(state, Scripted(), 0, 1, a_leases=1, b_leases=2, a_pays=-20_000)  # seat 1 gives a card and cash
    table = Scripted()
    after = swap(state, table, 0, 1, a_leases=1, b_leases=2, a_pays=20_000)  # seat 0 buys one card
    assert after.player(0).leases == state.player(0).leases + 1
    assert after.player(1).leases == state.player(1).leases - 1
    assert after.player(0).cash == state.player(0).cash - 20_000
    assert table.used["przekret.trade-needs-card"] == 1
    both = swap(state, Scripted(), 0, 1, a_pid="p01", b_pid="p03", a_pays=-1_000)  # seat 1 evens out
    assert both.owner[data.index("p01")] == 1 and both.owner[data.index("p03")] == 0
    assert both.player(0).cash == state.player(0).cash + 1_000


def test_payers_of_take_from_every_player_pay_in_turn_order_from_the_takers_left(data):
    """„Pobieranie od każdego gracza”: seat 1 takes 300 zł from every player. Seats 2 and 0 have no cash and
    one property each; seat 1 alone can buy, and has cash for one property only. Seat 2, on seat 1's
    left, pays first: he sells to seat 1 and stays in; seat 0 then finds no buyer and goes bankrupt."""
    state = own(own(fresh(data), 2, "p10"), 0, "p11")
    state = money(money(money(state, 0, cash=0, leases=0), 2, cash=0, leases=0), 1, cash=500, leases=0)
    assert state.clockwise_from(1) == (2, 0) and state.clockwise_from(2) == (0, 1)
    table = Scripted(answer=True)
    after = effect(state, table, 1, "receive_each", 300, los=True)
    assert not after.player(2).out and after.owner[data.index("p10")] == 1
    assert after.player(0).out and after.owner[data.index("p11")] == BANK
    assert table.used["przekret.payers-in-turn-order"] == 1


def test_a_later_payer_of_take_from_every_player_owes_nothing_yet_so_he_may_buy_from_an_earlier_one(data):
    """„Pobieranie od każdego gracza” (r40, a paper playtest's argument): a payer's debt begins at his own turn
    to pay. Seat 1 takes 300 zł from every player; seat 2 pays first with no cash and one property, and seat 0,
    who pays after him, is not a debtor yet: he buys that property, so seat 2 stays in, and then pays his own
    300 zł. Seat 1, the taker, has no cash to buy with: seat 0 is the only buyer."""
    value = data.props["p10"].value
    state = own(fresh(data), 2, "p10")
    state = money(money(money(state, 2, cash=0, leases=0), 1, cash=0, leases=0), 0, cash=value + 300, leases=0)
    table = Scripted(answer=True)
    after = effect(state, table, 1, "receive_each", 300, los=True)
    assert not after.player(2).out and after.owner[data.index("p10")] == 0
    price = after.player(2).cash + 300  # what seat 2 got for the card, his 300 zł paid from it
    assert data.props["p10"].lease <= price <= value
    assert not after.player(0).out and after.player(0).cash == value + 300 - price - 300
    assert after.player(1).cash == 600
    assert invariants(after) == []


def test_the_round_closer_bankrupt_in_his_own_turn_ends_that_round(data):
    """Seat 0 began, so seat 2 closes the round; out in his own turn, the round still ends with that
    turn, and from the next round seat 1 (the nearest before him still in) closes it."""
    state = replace(fresh(data), rounds=5)
    gone = money(state, 2, cash=0, leases=0)
    gone = replace(gone, players=tuple(replace(p, out=True) if p.seat == 2 else p for p in gone.players))
    table = Scripted()
    after = end_of_turn(gone, table, 2)
    assert after.rounds == 6 and after.current == 0
    assert table.used["przekret.round-closer-out"] == 1
    assert end_of_turn(after, Scripted(), 0).rounds == 6  # seat 0's turn: mid-round
    assert end_of_turn(after, Scripted(), 1).rounds == 7  # seat 1 now closes the round


def test_another_player_out_in_his_own_turn_leaves_the_round_to_its_closer(data):
    """r41 argument 1: only the round-ender's own-turn dropout ends the round. Seat 0 began and seat 2 closes;
    seat 1 goes out in his own turn: the round goes on to seat 2, whose turn still ends it."""
    state = replace(fresh(data), rounds=5)
    gone = replace(state, players=tuple(replace(p, out=True) if p.seat == 1 else p for p in state.players))
    table = Scripted()
    after = end_of_turn(gone, table, 1)
    assert after.rounds == 5 and after.current == 2 and not after.over
    assert "przekret.round-closer-out" not in table.used
    assert end_of_turn(after, Scripted(), 2).rounds == 6


def test_a_sole_survivor_ends_the_timed_game_at_once(data):
    """r41 finding 4: the timed game (no long limit) ends, too, when one player is left, mid-round."""
    state = replace(fresh(data), rounds=3)
    assert not state.long_limit
    alone = replace(state, players=tuple(replace(p, out=True) if p.seat != 0 else p for p in state.players))
    table = Scripted()
    after = end_of_turn(alone, table, 1)
    assert after.over and after.ended_by == "last-standing" and list(after.winners) == [0]
    assert table.used["przekret.last-standing"] == 1


def test_tokens_on_a_street_no_longer_whole_keep_their_rent_and_block_the_apartment(data):
    """The rooms stay and count for rent after the street breaks up; turning them into an apartment is
    an upgrade, so it needs the whole street."""
    state = own(own(fresh(data), 1, "p01", "p02", level=data.facts["max-rooms"]), 2, "p03")
    assert upgrades(state, Scripted(answer=True), 1) == state  # no apartment: p03 is another player's
    table = Scripted()
    after = land_on_property(state, table, 0, "p01")
    rent = data.props["p01"].rents[data.facts["max-rooms"]]
    assert after.player(0).cash == state.player(0).cash - rent
    assert after.player(1).cash == state.player(1).cash + rent


def test_rent_is_paid_within_the_turn_in_the_games_last_turn_as_in_every_other(data):
    # „Czynsz” (r27pre F1): rent is paid at once, unasked, before „koniec” – no claim window for the next
    # player's roll to race, and no exception for the game's last turn. Seat 2 closes the rounds of a
    # three-player game that seat 0 started (fresh); the last round is the timed game's.
    n = len(data.outer)
    place = next(i for i, f in enumerate(data.outer) if f.type == "property" and (i - data.start) % n > 2)
    pid = data.outer[place].prop
    limit = timed_rounds(data.facts["round-limit"], 3)

    def lands(state, seat):
        state = with_player(money(own(state, 0, pid), seat, cash=20_000), seat, pos=(OUTER, place - 2))
        t = Scripted(rolls=[2], answer=False)
        turned = play_turn(state, t, seat)
        assert turned.player(seat).cash == 20_000 - data.props[pid].rents[0]  # paid within the turn
        assert turned.current == state.current and "przekret.turn-end" not in t.used  # before „koniec”
        return t.used["przekret.rent-at-once"] == 1

    last_round = replace(fresh(data), rounds=limit - 1)
    assert lands(last_round, 2)  # the closer's turn of the last round: the game's last turn
    assert lands(last_round, 1)  # a turn the next player's roll follows: the same
    assert lands(replace(fresh(data), end_agreed=True), 2)  # the round all agreed to end with
    assert lands(replace(play_without_limit(fresh(data)), rounds=10 * limit), 2)  # no limit


def test_the_bank_repays_an_iou_only_with_notes_no_larger_than_the_rest(data):
    # „Bank nie bankrutuje”: owing 300 zł, the bank does not hand over a 2 000 zł note that comes back …
    t = table()
    assert repay_iou(t, 300, 2_000) == 300
    # … unless the creditor gives the 1 700 zł change at once; smaller notes pay it off, in part too
    assert repay_iou(t, 300, 2_000, change=True) == 0
    assert repay_iou(t, 300, 200) == 100 and repay_iou(t, 300, 100) == 200
    assert t.used["przekret.bank-repays"] == 4
    with pytest.raises(ValueError):
        repay_iou(t, 0, 100)  # nothing owed, nothing repaid


def test_a_bankrupts_iou_is_shared_like_his_cash(data):
    # „Bankructwo”: three creditors share a 1 000 zł IOU in whole hundreds; the banker crosses out 100 zł
    t = table()
    assert share_iou(t, 1_000, (500, 500, 500)) == ((300, 300, 300), 100)
    # one creditor owed less than the IOU (the bank owed the rest): at most his claim, the rest crossed out
    assert share_iou(t, 1_000, (700,)) == ((700,), 300)
    # unequal debts (a forgotten rent noticed at the same moment): in proportion, 900 : 500 of 1 000 zł
    assert share_iou(t, 1_000, (900, 500)) == ((600, 300), 100)
    assert t.used["przekret.bankrupt-iou-shared"] == 3
    # an IOU that covers every player's claim (owed the bank too): each gets his claim (r35 finding 3)
    assert share_iou(table(), 3_000, (1_200, 900)) == ((1_200, 900), 900)


def test_rent_is_paid_unasked_in_the_turn_the_pawn_stops(data):
    # „Czynsz”: anyone may claim it until the next player rolls; the simulated table claims it at once, so the
    # lander pays before his turn is over, at the rent the tokens gave on landing; „koniec” and the die pass it on
    n = len(data.outer)
    place = next(i for i, f in enumerate(data.outer) if f.type == "property" and (i - data.start) % n > 2)
    pid = data.outer[place].prop
    state = money(own(fresh(data), 1, pid), 0, cash=20_000)
    state = with_player(state, 0, pos=(OUTER, place - 2))  # two fields before it, Start behind
    t = Scripted(rolls=[2], answer=False)
    turned = play_turn(state, t, 0)
    rent = data.props[pid].rents[0]
    assert turned.player(0).cash == state.player(0).cash - rent
    assert turned.player(1).cash == state.player(1).cash + rent
    assert turned.current == state.current == 0  # paid within the turn, which has not passed yet
    assert t.used["przekret.rent-at-once"] == 1 and "przekret.turn-end" not in t.used
    passed = end_of_turn(turned, t, 0)
    assert passed.current == 1 and t.used["przekret.turn-end"] == 1


def test_the_rulebooks_bankruptcy_example_ends_as_the_book_says(data):
    # „Przykład: bankructwo” (r26 finding 3): Ala (seat 0) owes Celina (seat 2) the apartment rent of
    # ul. Przędzalniana 40 with a fifth of it in cash; Bartek (seat 1) can promise no more than his cash
    # (twice the value of ul. Ciemna 3), Celina no more than hers (the value of ul. Tkacka 2): short of the
    # rent, so no sale stands – Ala is out, Celina gets her cash, both properties go back to the bank
    rent = data.props["p09"].rents[APARTMENT]
    cash = round(rent / 5 / 100) * 100
    bartek, celina = 2 * data.props["p01"].value, data.props["p04"].value
    assert cash + bartek + celina < rent  # the example's sum falls short
    state = own(own(fresh(data), 0, "p01", "p04"), 2, "p07", "p08", "p09", level=APARTMENT)
    state = money(money(money(state, 0, cash=cash, leases=0), 1, cash=bartek), 2, cash=celina)
    t = Scripted(answer=True)
    after = charge(state, t, 0, ((2, rent),))
    assert after.player(0).out and after.player(0).cash == 0
    assert after.owner[data.index("p01")] == BANK and after.owner[data.index("p04")] == BANK
    assert after.player(1).cash == bartek and after.player(2).cash == celina + cash
    assert t.used["przekret.sale-void"] == 1


def test_a_rent_forgotten_before_koniec_is_paid_when_noticed_as_it_fell_due_but_not_after_the_game(data):
    """„Kiedy płacisz” (r29 finding 3): seat 0 stopped on seat 1's ul. Ciemna 3 (no tokens) and said
    „koniec” unpaid. Noticed later – after seat 1 put rooms on it and sold it to seat 2 – the rent is
    still owed: the rent of the moment of stopping, to the owner of that moment. Nothing is claimed
    after the game's last turn, nor for an owner out of the game since."""
    rent = data.props["p01"].rents[0]
    state = money(own(fresh(data), 2, "p01", level=2), 0, cash=10_000)  # since: rooms, and seat 2 owns it
    t = Scripted()
    after = overdue(state, t, 0, ((1, rent),))
    assert after.player(0).cash == 10_000 - rent and after.player(1).cash == state.player(1).cash + rent
    assert after.player(2).cash == state.player(2).cash
    assert t.used["przekret.overdue-payment"] == 1
    assert overdue(replace(state, over=True), Scripted(), 0, ((1, rent),)) == replace(state, over=True)
    gone = with_player(state, 1, out=True)
    assert overdue(gone, Scripted(), 0, ((1, rent),)).player(0).cash == 10_000
    # one who cannot pay it sells first, or goes bankrupt, as with every payment
    assert overdue(money(state, 0, cash=0, leases=0), Scripted(answer=False), 0, ((1, rent),)).player(0).out


def test_a_forgotten_payment_lapses_after_the_debtors_next_turn(data):
    """„Zapomniane kwoty” (blind review r35, finding 4): a forgotten rent may be claimed until the end of the
    debtor's next turn; noticed after it, or owed to a creditor out of the game since, it lapses. The same
    window for money the bank owed a player."""
    rent = data.props["p01"].rents[0]
    state = money(own(fresh(data), 1, "p01"), 0, cash=10_000)
    in_time = overdue(state, Scripted(), 0, ((1, rent),))
    assert in_time.player(0).cash == 10_000 - rent and in_time.player(1).cash == state.player(1).cash + rent
    late = overdue(state, Scripted(), 0, ((1, rent),), next_turn_over=True)
    assert late == state
    bonus = data.facts["start-bonus"]
    assert overdue_receipt(state, Scripted(), 1, bonus).player(1).cash == state.player(1).cash + bonus
    assert overdue_receipt(state, Scripted(), 1, bonus, next_turn_over=True) == state


def test_the_cash_a_buyers_offers_cover_is_not_spent_before_sprawdzam(data):
    """„Gdy brakuje ci pieniędzy”, „za ile” (r29 finding 4, r44 finding 2): Celina (seat 2) owes seat 0
    10 500 zł with 7 500 zł; Bartek (seat 1, 9 000 zł) offers 6 000 zł for her ul. Lichwiarska 4. Before
    „sprawdzam” he may spend only the 3 000 zł his offer does not cover: 4 000 zł on another trade is refused
    until he withdraws or lowers the offer, so the accepted offer is always paid and Celina is saved."""
    state = own(fresh(data), 2, "p13")
    state = money(money(state, 2, cash=7_500, leases=0), 1, cash=9_000)
    t = Scripted()
    offers = accept(t, make_offer(state, t, (), Offer(1, 6_000, pid="p13")), 0)
    with pytest.raises(ValueError, match="not spent elsewhere"):
        spend(state, t, offers, 1, 4_000)
    assert t.used["przekret.sale-cash-covered"] == 1
    spent = spend(state, t, offers, 1, 3_000)  # what the offer does not cover
    assert spent.player(1).cash == 6_000
    sold = check_sales(spent, t, 2, 10_500, offers)
    assert sold.owner[data.index("p13")] == 1 and sold.player(2).cash == 7_500 + 6_000
    assert t.used["przekret.sale-one-check"] == 1
    # cash covered by his offer gone all the same: the check refuses the state (the rule forbids it)
    with pytest.raises(ValueError, match="spent elsewhere"):
        check_sales(money(state, 1, cash=5_000), Scripted(), 2, 10_500, offers)
    # he lowers the offer to 2 000 zł: a new offer, not accepted until Celina accepts it again, and it frees
    # 4 000 zł, which he may now spend
    lowered = change_offer(state, t, offers, 0, 2_000)
    assert lowered == (Offer(1, 2_000, pid="p13", accepted=False),)
    assert spend(state, t, lowered, 1, 4_000).player(1).cash == 5_000
    assert change_offer(state, t, offers, 0, None) == ()  # withdrawn: all his cash is free


def test_a_player_who_owes_pays_before_he_may_resign(data):
    """„Rezygnacja” (r31 finding 1): seat 0 owes seat 1 a rent of 9 200 zł with 9 000 zł and resigns. He
    pays it first – here by selling his property to seat 2 as before a bankruptcy – and only then leaves,
    the rest going to the bank; one who cannot pay goes bankrupt to his creditor, who gets his cash, as
    if he had not asked to leave (no „sell to a friend for 100 zł and walk out”)."""
    state = money(money(fresh(data), 0, cash=9_000, leases=0), 1, cash=0)  # seat 1 buys nothing
    state = own(money(state, 2, cash=20_000), 0, "p04")
    debts = ((1, 9_200),)
    t = Scripted(answer=True)
    after = resign(state, t, 0, debts)
    assert after.player(0).out and after.owned(0) == ()
    assert after.player(1).cash == 9_200  # the creditor is paid in full
    assert after.owner[data.index("p04")] == 2  # the sale that paid it stands
    assert t.used["przekret.resign-debts-first"] == 1 and t.used["przekret.resign"] == 1
    poor = money(state, 2, cash=0)  # nobody can buy: he cannot pay, so he goes bankrupt to seat 1
    t = Scripted(answer=True)
    broke = resign(poor, t, 0, debts)
    assert broke.player(0).out and broke.player(1).cash == poor.player(1).cash + 9_000
    assert broke.owner[data.index("p04")] == BANK
    assert t.used["przekret.bankrupt-cash-to-creditor"] == 1 and t.used["przekret.resign"] == 0
    # owing nothing, he resigns as before: everything to the bank
    free = resign(state, Scripted(), 0)
    assert free.player(1).cash == state.player(1).cash and free.bank == state.bank + 9_000
    for s in (after, broke, free):
        assert invariants(s) == []


def test_a_creditor_may_not_resign_while_his_debt_is_being_paid(data):
    """„Rezygnacja” (r36 finding 1): seat 1 is owed 9 200 zł by seat 0, who is selling before a bankruptcy.
    While that goes on seat 1 may not leave – else the debt and his accepted offer would hang; once seat 0 has
    paid (or gone bankrupt), seat 1 may resign, in another's turn too, and the money paid him goes to the bank
    with the rest of what he has."""
    state = own(money(money(fresh(data), 0, cash=9_000, leases=0), 2, cash=20_000), 0, "p04")
    t = Scripted()
    with pytest.raises(ValueError, match="debtor pays or goes bankrupt first"):
        resign(state, t, 1, collecting=True)
    assert t.used["przekret.resign-waits"] == 1 and t.used["przekret.resign"] == 0
    paid = charge(state, Scripted(answer=True), 0, ((1, 9_200),))
    assert not paid.player(0).out and paid.player(1).cash == state.player(1).cash + 9_200
    gone = resign(paid, Scripted(), 1)
    assert gone.player(1).out and gone.bank == paid.bank + paid.player(1).cash
    assert invariants(gone) == []


def test_everything_done_before_a_forgotten_debt_was_noticed_stands(data):
    """„Zapomniane kwoty” (r36 finding 3): seat 0 forgot a rent of 2 000 zł, then – nobody having noticed –
    leased a free property and bought rooms. Noticed within the window, the rent is paid as it fell due and
    neither the lease nor the rooms are undone."""
    state = money(own(fresh(data), 0, "p01", "p02", "p03"), 0, cash=3_300)  # ul. Ciemna whole: rooms 1 000 zł
    state = land_on_property(state, Scripted(answer=True), 0, "p05")  # a free ul. Tkacka: leased with a card
    state = upgrades(state, Scripted(answer=True), 0)
    rooms = sum(state.level[data.index(pid)] for pid in ("p01", "p02", "p03"))
    assert state.owner[data.index("p05")] == 0 and rooms == 3
    state = money(state, 0, cash=4_000)  # rents collected before anyone noticed the forgotten one
    t = Scripted()
    after = overdue(state, t, 0, ((1, 2_000),))
    assert t.used["przekret.overdue-payment"] == 1
    assert after.owner[data.index("p05")] == 0
    assert sum(after.level[data.index(pid)] for pid in ("p01", "p02", "p03")) == rooms
    assert after.player(0).cash == 2_000 and after.player(1).cash == state.player(1).cash + 2_000
    assert invariants(after) == []


def test_the_round_closer_who_resigns_in_his_own_turn_ends_that_round(data):
    """„Rundy i liczniki” (r31 finding 2): seat 2 closes the rounds of a game seat 0 began; he resigns in
    his own turn, so that round ends with his turn, as after a bankruptcy, and seat 1 closes from now on."""
    state = replace(fresh(data), rounds=5)
    gone = resign(state, Scripted(), 2)
    t = Scripted()
    after = end_of_turn(gone, t, 2)
    assert after.rounds == 6 and after.current == 0
    assert t.used["przekret.round-closer-out"] == 1
    assert end_of_turn(after, Scripted(), 1).rounds == 7


def test_money_the_bank_owed_a_player_is_taken_when_noticed_but_not_after_the_game(data):
    """„Kiedy płacisz” (r31 finding 5): a forgotten Start bonus does not lapse – the player takes it as
    soon as anyone notices – but nothing is claimed after the game's last turn, nor by one out since."""
    state = fresh(data)
    bonus = data.facts["start-bonus"]
    t = Scripted()
    after = overdue_receipt(state, t, 1, bonus)
    assert after.player(1).cash == state.player(1).cash + bonus and after.bank == state.bank - bonus
    assert t.used["przekret.overdue-receipt"] == 1
    assert overdue_receipt(replace(state, over=True), Scripted(), 1, bonus) == replace(state, over=True)
    gone = resign(state, Scripted(), 1)
    assert overdue_receipt(gone, Scripted(), 1, bonus) == gone
    assert invariants(after) == []


def test_the_debtor_accepts_one_offer_for_each_card_before_a_bankruptcy(data):
    """„Gdy brakuje ci pieniędzy” (r31 finding 4): two buyers want the same card; the debtor picks the
    offer he accepts, and only accepted offers count at „sprawdzam” – two for one card are refused."""
    state = own(money(money(money(fresh(data), 0, cash=0, leases=0), 1, cash=20_000), 2, cash=20_000), 0, "p13")
    with pytest.raises(ValueError, match="one buyer"):
        check_sales(state, Scripted(), 0, 1_000, (Offer(1, 2_000, pid="p13"), Offer(2, 3_000, pid="p13")))
    t = Scripted(answer=True)
    offers = sell_before_bankruptcy(state, t, 0, 1_000)
    assert len(offers) == 1 and offers[0].buyer in (1, 2)
    assert t.used["przekret.sale-debtor-chooses"] == 1


def test_only_accepted_offers_count_toward_a_buyers_cash_at_sprawdzam(data):
    """„Gdy brakuje ci pieniędzy”, „za ile” (r42 finding 1, the playtest's R18): Celina (seat 2) owes Ala
    (seat 0) 6 300 zł with 100 zł. Ala (11 100 zł) offers 6 000 zł for ul. Lichwiarska 4; a second 6 000 zł, for
    ul. Lichwiarska 12, would take her offers beyond her cash, so it is not made. She offers 5 000 zł for it
    instead, but Celina takes Bartek's (seat 1) 6 000 zł for that card. Ala then spends 1 000 zł elsewhere:
    10 100 zł no longer pays for all her offers, but the one Celina did not accept lapses and does not count,
    so her accepted offer stands and Celina is saved."""
    state = own(fresh(data, players=4), 2, "p13", "p14")
    state = money(money(money(state, 2, cash=100, leases=0), 0, cash=11_100), 1, cash=9_000)
    t = Scripted()
    offers = make_offer(state, t, (), Offer(0, 6_000, pid="p13"))
    with pytest.raises(ValueError, match="beyond the buyer's cash"):
        make_offer(state, t, offers, Offer(0, 6_000, pid="p14"))
    offers = make_offer(state, t, offers, Offer(0, 5_000, pid="p14"))
    offers = make_offer(state, t, offers, Offer(1, 6_000, pid="p14"))
    assert t.used["przekret.sale-offer-limit"] == 4
    assert not any(o.accepted for o in offers)  # an offer is made, not yet accepted
    offers = accept(t, accept(t, offers, 0), 2)
    # her 5 000 zł for ul. Lichwiarska 12 still covers her cash: 1 000 zł for another trade is refused until she
    # withdraws that offer (r44 finding 2); then she spends it
    with pytest.raises(ValueError, match="not spent elsewhere"):
        spend(state, t, offers, 0, 1_000)
    offers = change_offer(state, t, offers, 1, None)
    spent = spend(state, t, offers, 0, 1_000)
    t = Scripted()
    sold = check_sales(spent, t, 2, 6_300, offers)
    assert sold is not None and t.used["przekret.sale-unaccepted-lapse"] == 0
    assert sold.owner[data.index("p13")] == 0 and sold.owner[data.index("p14")] == 1
    # had she kept the offer Celina did not accept, it lapses at „sprawdzam” and is not counted
    kept = accept(
        Scripted(),
        accept(
            Scripted(),
            make_offer(
                state,
                t,
                make_offer(state, t, make_offer(state, t, (), Offer(0, 6_000, pid="p13")), Offer(0, 5_000, pid="p14")),
                Offer(1, 6_000, pid="p14"),
            ),
            0,
        ),
        2,
    )
    t = Scripted()
    sold = check_sales(state, t, 2, 6_300, kept)
    assert t.used["przekret.sale-unaccepted-lapse"] == 1 and sold.player(0).cash == 11_100 - 6_000


def test_the_debtor_may_switch_to_another_offer_for_the_card_before_sprawdzam(data):
    """„Gdy brakuje ci pieniędzy”, „przyjęcie” (r42 finding 2): Celina (seat 2) has accepted Ala's (seat 0)
    6 000 zł for ul. Lichwiarska 4; Bartek (seat 1) then offers 6 500 zł for the same card. Until „sprawdzam”
    Celina may accept his instead: Ala's stands no more and the card goes to Bartek. Only a higher offer, or a
    buyer's first one for the card, starts the count to three again (finding 10)."""
    state = own(fresh(data, players=4), 2, "p13")
    state = money(money(money(state, 2, cash=100, leases=0), 0, cash=11_100), 1, cash=9_000)
    t = Scripted()
    offers = accept(t, make_offer(state, t, (), Offer(0, 6_000, pid="p13")), 0)
    assert t.used["przekret.sale-switch"] == 0
    bartek = Offer(1, 6_500, pid="p13")
    assert restarts_count(offers, bartek)  # his first offer for the card
    offers = accept(t, make_offer(state, t, offers, bartek), 1)
    assert t.used["przekret.sale-switch"] == 1
    assert [o.accepted for o in offers] == [False, True]
    sold = check_sales(state, Scripted(), 2, 6_300, offers)
    assert sold.owner[data.index("p13")] == 1 and sold.player(0).cash == 11_100  # Ala's offer lapsed
    assert sold.player(1).cash == 9_000 - 6_500 and sold.player(2).cash == 100 + 6_500
    # Ala withdraws hers and makes it again, or lowers it: the count runs on; a higher one restarts it – higher
    # than the highest on the card by anyone, not than her own (r44 finding 1: 6 200 zł tops her 6 000 zł only)
    assert not restarts_count(offers, Offer(0, 6_000, pid="p13"))
    assert not restarts_count(offers, Offer(0, 5_500, pid="p13"))
    assert not restarts_count(offers, Offer(0, 6_200, pid="p13"))
    assert restarts_count(offers, Offer(0, 6_600, pid="p13"))
    assert restarts_count(offers, Offer(0, 100, leases=1))  # the first offer on a Dzierżawa card


def test_the_rulebooks_example_of_two_offers_for_one_card_ends_as_the_book_says(data):
    """„Przykład: dwie oferty na jedną kartę” (r44 finding 4, the playtest's R16): Franek (seat 5) owes Ala
    (seat 0) 14 700 zł with 8 200 zł. Darek (seat 3) offers 5 000 zł for ul. Fabrykancka 8 and Franek accepts;
    Ewa (seat 4, 7 000 zł) offers 6 000 zł – higher than the highest, the count starts again – and Franek takes
    hers instead. Darek raises to 5 500 zł: below 6 000 zł, the count runs on. Ala gives 1 000 zł on account for
    a Dzierżawa card – its first offer, the count starts again – and Franek accepts. Ewa may not spend 2 000 zł
    on Bartek's Dzierżawa card: 6 000 of her 7 000 zł are covered. At „trzy”: 8 200 + 6 000 + 1 000 ≥ 14 700, both
    sales stand and Franek plays on with 500 zł."""
    pid = "p16"  # ul. Fabrykancka 8, the first property of the sixth street (the book names it from the data)
    assert data.props[pid].street == "fabrykancka"
    state = own(fresh(data, players=6), 5, pid)
    state = money(money(money(state, 5, cash=8_200, leases=1), 4, cash=7_000), 3, cash=20_000)
    state = money(state, 0, cash=3_000)
    t = Scripted()
    darek = Offer(3, 5_000, pid=pid)
    assert restarts_count((), darek, counter=5)
    offers = accept(t, make_offer(state, t, (), darek), 0)
    ewa = Offer(4, 6_000, pid=pid)
    assert restarts_count(offers, ewa, counter=5)
    offers = accept(t, make_offer(state, t, offers, ewa), 1)
    assert [o.accepted for o in offers] == [False, True]
    assert not restarts_count(offers, Offer(3, 5_500, pid=pid), counter=5)
    offers = change_offer(state, t, offers, 0, 5_500)
    ala = Offer(0, 1_000, leases=1)
    assert restarts_count(offers, ala, counter=5)
    offers = accept(t, make_offer(state, t, offers, ala), len(offers))
    with pytest.raises(ValueError, match="not spent elsewhere"):
        spend(state, t, offers, 4, 2_000)
    sold = check_sales(state, t, 5, 14_700, offers)
    assert sold is not None and sold.owner[data.index(pid)] == 4 and sold.player(0).leases == state.player(0).leases + 1
    assert sold.player(3).cash == 20_000  # Darek's 5 500 zł, not accepted, lapsed
    # Ala's 1 000 zł on account: the engine's cash is a sum, so her price paid and the whole debt paid back come
    # to the book's 13 700 zł handed over
    paid = charge(sold, Scripted(), 5, ((0, 14_700),))
    assert paid.player(5).cash == 500 and not paid.player(5).out
    assert paid.player(0).cash - state.player(0).cash == 14_700 - 1_000


def test_only_another_players_offer_on_his_card_starts_the_deciders_count_again(data):
    """„Posesje i dzierżawa” (r44 finding 3, the playtest's R12): Darek (seat 3) on RATUSZ with one property
    counts to three on demand while he tries to buy a second. His own offers to buy – to Celina, then to Ewa,
    each the first on its card – never start his count again; Ala's first offer for his card does, and so does
    Bartek's higher one, but not a lower one."""
    mine = Offer(3, 6_000, pid="p09")
    assert not restarts_count((), mine, counter=3)
    assert not restarts_count((mine,), Offer(3, 6_000, pid="p08"), counter=3)
    ala = Offer(0, 4_000, pid="p20")
    assert restarts_count((mine,), ala, counter=3)
    assert restarts_count((mine, ala), Offer(1, 4_500, pid="p20"), counter=3)
    assert not restarts_count((mine, ala), Offer(1, 3_500, pid="p20"), counter=3)


def test_a_creditor_promises_before_a_bankruptcy_no_more_than_his_cash_the_part_on_account_too(data):
    """„Gdy brakuje ci pieniędzy”, „za ile” (r38 finding 1): Celina (seat 2) owes Darek (seat 3) a rent of
    12 600 zł with 1 600 zł. Darek has 4 300 zł and would offer 11 000 zł for her card, all of it on account of
    the debt: the part on account counts within his cash too, so that offer is not made. Within his cash
    (4 300 zł) it is made and counts – here not enough to cover the debt, so Celina is bankrupt."""
    state = own(fresh(data, players=4), 2, "p13")
    state = money(money(state, 2, cash=1_600, leases=0), 3, cash=4_300)
    t = Scripted()
    with pytest.raises(ValueError, match="beyond the buyer's cash"):
        make_offer(state, t, (), Offer(3, 11_000, pid="p13"))
    with pytest.raises(ValueError, match="spent elsewhere"):
        check_sales(state, t, 2, 12_600, (Offer(3, 11_000, pid="p13"),))
    assert check_sales(state, t, 2, 12_600, make_offer(state, t, (), Offer(3, 4_300, pid="p13"))) is None
    rich = money(state, 3, cash=11_000)  # with 11 000 zł in hand the same offer stands
    sold = check_sales(rich, Scripted(), 2, 12_600, (Offer(3, 11_000, pid="p13"),))
    assert sold is not None and sold.owner[data.index("p13")] == 3
    paid = charge(state, Scripted(answer=False), 2, ((3, 12_600),))
    assert paid.player(2).out and paid.player(3).cash == 4_300 + 1_600


def test_a_player_who_resigns_only_sells_and_his_cash_goes_to_the_bank(data):
    """„Rezygnacja” (r38 finding 2): Ewa (seat 4) leaves owing nothing. She may sell her cards to Darek
    (seat 3), a symbolic 100 zł too, but she buys nothing: her 28 400 zł cannot pay for an ally's Dzierżawa
    card, so it goes to the bank and not to him – neither by a sale nor by an exchange of cards."""
    state = own(money(money(fresh(data, players=5), 4, cash=28_400, leases=5), 3, cash=4_300, leases=2), 4, "p13")
    t = Scripted()
    gone = resign(state, t, 4, sales=(Offer(3, 100, pid="p13"),))
    assert gone.player(4).out and gone.owner[data.index("p13")] == 3
    assert gone.player(3).cash == 4_300 - 100 and gone.bank == state.bank + 28_400 + 100
    assert t.used["przekret.resign-sells-only"] == 1 and t.used["przekret.resign"] == 1
    leaving = with_player(state, 4, leaving=True)
    with pytest.raises(ValueError, match="only sells"):
        sell(leaving, Scripted(), 3, 4, 28_400, leases=1)
    with pytest.raises(ValueError, match="only sells"):
        swap(leaving, Scripted(), 4, 3, a_pid="p13", b_leases=1, a_pays=20_000)
    assert invariants(gone) == []
