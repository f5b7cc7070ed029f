"""Przekręt's trading as the rulebook advises it ("Koniec gry": trade from the first rounds, buy the
last property of a street): the simulated players follow the advice, and the game to the last
player ends by it, as the rulebook's figures say."""

from __future__ import annotations

from dataclasses import replace

import pytest

from generator.games.przekret.engine import RULES, PrzekretEngine
from generator.games.przekret.engine.play import play_turn
from generator.games.przekret.engine.state import read
from generator.games.przekret.engine.trade import street_trades
from generator.games.przekret.facts import FACTS, LONG_GAME_TIMES, long_rounds, timed_rounds
from generator.games.simulate import Table, simulate

from .conftest import validated_game
from .test_engine_przekret import fresh, money, own


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


def test_with_trading_half_the_three_player_games_to_the_last_player_end_within_three_timed_games(game):
    # "Koniec gry": with trading every game ended, half within about three timed games (docs/simulation.md:
    # 200 games, median 68 rounds, the timed game 25); without trading half did not end in forty
    report = simulate(Limited(40), game, players=3, games=20, seed=1, strategies=("investor",))
    assert report.clean, report.problems[:3]
    assert report.figures["games won by the last player standing"] == 20
    rounds = sorted(t // 3 for t in report.turns[3])
    assert rounds[len(rounds) // 2] <= 3.2 * timed_rounds(game.facts["round-limit"], 3)


def test_the_long_limit_ends_the_game_and_most_three_player_games_end_by_bankruptcy_before_it(game):
    # "Długi limit": the timed game LONG_GAME_TIMES as long; about three in four games end by bankruptcies
    report = simulate(Limited(LONG_GAME_TIMES), game, players=3, games=20, seed=1, strategies=("investor",))
    assert report.finished == 20
    assert report.figures["games won by the last player standing"] >= 13
    assert max(report.turns[3]) <= 3 * long_rounds(game.facts["round-limit"], 3)
