"""Rules engine for Rynek: the three worked examples of the rules, edge cases, properties."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from generator.games.rynek.engine import (
    MACHINE_PRICE,
    MACHINE_UPKEEP,
    Allocation,
    Bid,
    Market,
    PurchaseRow,
    RuleViolation,
    SaleRow,
    allocate_purchase,
    machine_purchase_cost,
    machine_upkeep,
    production_cost,
    raw_materials_needed,
    sale_participants,
    settle_purchase,
    settle_sale,
    void_wrong_bids,
    void_wrong_offers,
)


def by_player(allocations: list[Allocation]) -> dict[str, tuple[int, int]]:
    return {a.player: (a.quantity, a.paid) for a in allocations}


# --- Przykład 1: purchase auction --------------------------------------------

CARD_1 = [PurchaseRow("yellow", 24, 140), PurchaseRow("green", 24, 150), PurchaseRow("red", 24, 200)]
BIDS_1 = {
    "yellow": [Bid("A", 8, 160), Bid("B", 10, 180), Bid("C", 10, 190)],
    "green": [Bid("A", 16, 190), Bid("B", 10, 180), Bid("C", 2, 150)],
    "red": [Bid("A", 10, 200), Bid("B", 10, 210), Bid("C", 4, 200)],
}


def test_example1_yellow_highest_price_first():
    result = allocate_purchase(24, 140, BIDS_1["yellow"])
    assert [a.player for a in result] == ["C", "B", "A"]
    assert by_player(result) == {"C": (10, 1900), "B": (10, 1800), "A": (4, 640)}


def test_example1_green_last_bidder_gets_nothing():
    result = allocate_purchase(24, 150, BIDS_1["green"])
    assert by_player(result) == {"A": (16, 3040), "B": (8, 1440), "C": (0, 0)}


def test_example1_red_tie_that_fits():
    result = allocate_purchase(24, 200, BIDS_1["red"])
    assert by_player(result) == {"B": (10, 2100), "A": (10, 2000), "C": (4, 800)}


def test_example1_settle_purchase_totals():
    totals = settle_purchase(CARD_1, BIDS_1)
    assert dict(totals["A"].tokens) == {"yellow": 4, "green": 16, "red": 10}
    assert totals["A"].paid == 640 + 3040 + 2000
    assert dict(totals["B"].tokens) == {"yellow": 10, "green": 8, "red": 10}
    assert totals["B"].paid == 1800 + 1440 + 2100
    assert dict(totals["C"].tokens) == {"yellow": 10, "green": 0, "red": 4}
    assert totals["C"].paid == 1900 + 0 + 800


# --- Purchase edge cases -------------------------------------------------------


def test_bids_beyond_cash_are_void_as_a_whole():
    """The rulebook: a player whose bids add up to more than their cash buys nothing on that card."""
    cash = {"A": 8 * 160 + 16 * 190 + 10 * 200 - 1, "B": 100_000, "C": 100_000}  # one short of A's bids
    totals = settle_purchase(CARD_1, BIDS_1, cash)
    assert "A" not in totals
    assert dict(totals["B"].tokens)["green"] == 10  # A's green share goes to the others
    assert settle_purchase(CARD_1, BIDS_1, {"A": 10**6, "B": 10**6, "C": 10**6}) == settle_purchase(CARD_1, BIDS_1)


def test_a_loan_made_before_the_reveal_counts_for_both_sides_and_one_made_after_it_does_not():
    """The rulebook: the cash that counts is the cash at the reveal. A holds 4 000 and writes 6 000 of
    bids; B, who wrote 3 000, lends A 2 000 before the reveal: A's bids stand, B's fall (1 000 left).
    Without the loan (or with a loan made only after the reveal) A's bids are void and B's stand."""
    card = [PurchaseRow("yellow", 40, 140), PurchaseRow("red", 40, 200)]
    bids = {"yellow": [Bid("A", 20, 150), Bid("B", 10, 150)], "red": [Bid("A", 15, 200), Bid("B", 7, 210)]}
    assert 20 * 150 + 15 * 200 == 6_000 and 10 * 150 + 7 * 210 == 2_970
    lent = settle_purchase(card, bids, {"A": 4_000 + 2_000, "B": 3_000 - 2_000})
    assert set(lent) == {"A"} and lent["A"].paid == 20 * 140 + 15 * 200  # alone on both: yellow at the minimum
    not_lent = settle_purchase(card, bids, {"A": 4_000, "B": 3_000})
    assert set(not_lent) == {"B"} and not_lent["B"].paid == 10 * 140 + 7 * 200


@given(
    st.lists(st.tuples(st.integers(0, 30), st.integers(14, 40)), min_size=1, max_size=6),
    st.lists(st.integers(0, 12_000), min_size=6, max_size=6),
)
def test_no_buyer_owes_more_than_his_cash_at_the_reveal(orders, wallets):
    """The rulebook (r28 F1): a buyer pays right after the allocation and passes no money to other
    players between the reveal and that payment, so the cash checked at the reveal always covers what
    he is allotted – nobody is left short at payment."""
    card = [PurchaseRow("yellow", 24, 140), PurchaseRow("red", 24, 200)]
    names = "ABCDEF"
    bids = {
        "yellow": [Bid(names[i], q, p * 10) for i, (q, p) in enumerate(orders) if q and p * 10 >= 140],
        "red": [Bid(names[i], q // 2, 200 + p * 10) for i, (q, p) in enumerate(orders) if q // 2],
    }
    cash = dict(zip(names, wallets))
    for name, total in settle_purchase(card, bids, cash).items():
        assert total.paid <= cash[name]


def test_the_cash_check_counts_the_quantity_written_not_what_the_market_holds():
    """The rulebook: the quantity counts as written, even when the card offers fewer tokens; 20 × 160
    is more than 3 000 although at most 12 × 160 could be bought, so the order is void."""
    card = [PurchaseRow("yellow", 12, 140)]
    bids = {"yellow": [Bid("A", 20, 160), Bid("B", 5, 150)]}
    totals = settle_purchase(card, bids, {"A": 3_000, "B": 10_000})
    assert "A" not in totals
    assert dict(totals["B"].tokens) == {"yellow": 5} and totals["B"].paid == 5 * 140  # B alone: the minimum


def test_a_lone_bidder_is_checked_at_the_price_written_though_he_would_pay_the_minimum():
    """The rulebook (r24 F6): the only buyer pays the minimum, but the cash check counts the written
    price. B writes 10 red at 300 (3 000) holding 2 800: void, though 10 at the minimum 250 would fit."""
    card = [PurchaseRow("red", 18, 250)]
    bids = {"red": [Bid("B", 10, 300)]}
    assert settle_purchase(card, bids, {"B": 2_800}) == {}
    assert settle_purchase(card, bids, {"B": 3_000})["B"].paid == 10 * 250


def test_single_bidder_pays_minimum_price_and_is_capped():
    (alloc,) = allocate_purchase(12, 160, [Bid("A", 20, 300)])
    assert alloc == Allocation("A", 12, 160, 12 * 160)


def test_zero_quantity_bids_are_ignored_so_the_other_bidder_is_alone():
    # B's blank line (price 0 too) neither raises nor makes A "one of several".
    result = allocate_purchase(24, 140, [Bid("A", 5, 200), Bid("B", 0, 0)])
    assert result == [Allocation("A", 5, 140, 700)]


def test_no_bids():
    assert allocate_purchase(24, 140, []) == []


def test_empty_market_gives_nothing():
    result = allocate_purchase(0, 140, [Bid("A", 5, 150), Bid("B", 3, 160)])
    assert by_player(result) == {"B": (0, 0), "A": (0, 0)}
    assert allocate_purchase(0, 140, [Bid("A", 5, 150)]) == [Allocation("A", 0, 140, 0)]


def test_bid_below_minimum_price_is_rejected():
    with pytest.raises(RuleViolation, match="below the card's minimum price 140"):
        allocate_purchase(24, 140, [Bid("A", 5, 139), Bid("B", 5, 150)])
    with pytest.raises(RuleViolation):
        allocate_purchase(24, 140, [Bid("A", 5, 100)])


def test_rule_violation_is_a_value_error():
    assert issubclass(RuleViolation, ValueError)


def test_negative_quantity_and_duplicate_bidder_are_rejected():
    with pytest.raises(RuleViolation, match="negative"):
        allocate_purchase(24, 140, [Bid("A", -1, 150)])
    with pytest.raises(RuleViolation, match="twice"):
        allocate_purchase(24, 140, [Bid("A", 1, 150), Bid("A", 2, 160)])


def test_tie_not_fitting_is_split_proportionally_leftover_to_larger_request():
    # 10 units for 5+3+6=14 requested: floors 3, 2, 4 (=9); the spare unit goes to C (6).
    result = allocate_purchase(10, 100, [Bid("A", 5, 150), Bid("B", 3, 150), Bid("C", 6, 150)])
    assert by_player(result) == {"A": (3, 450), "B": (2, 300), "C": (5, 750)}


def test_tie_leftover_by_seat_order_when_requests_equal():
    bids = [Bid("A", 4, 150), Bid("B", 4, 150), Bid("C", 4, 150)]
    assert {a.player: a.quantity for a in allocate_purchase(10, 100, bids)} == {"A": 4, "B": 3, "C": 3}
    assert {a.player: a.quantity for a in allocate_purchase(11, 100, bids)} == {"A": 4, "B": 4, "C": 3}
    # Seat order is the order of the input, not the player name.
    reordered = [bids[2], bids[0], bids[1]]
    assert {a.player: a.quantity for a in allocate_purchase(10, 100, reordered)} == {"C": 4, "A": 3, "B": 3}


def test_tie_leftovers_go_one_per_player_larger_written_request_first():
    # The rulebook's case: 24 units, A 10, B 10, C 15 at one price, the host D bids nothing.
    # Floors 6, 6, 10 leave 2: one to C (largest request), one to A (first clockwise from D), none twice.
    bids = [Bid("A", 10, 150), Bid("B", 10, 150), Bid("C", 15, 150)]
    assert {a.player: a.quantity for a in allocate_purchase(24, 140, bids)} == {"A": 7, "B": 6, "C": 11}


def test_tie_below_a_higher_bidder_splits_the_remainder():
    # D takes 5 of 12; A and B (tied at 150) share 7: floors 2 and 4, spare unit to B.
    bids = [Bid("A", 4, 150), Bid("B", 6, 150), Bid("D", 5, 200)]
    result = allocate_purchase(12, 100, bids)
    assert [a.player for a in result] == ["D", "A", "B"]
    assert by_player(result) == {"D": (5, 1000), "A": (2, 300), "B": (5, 750)}


def test_settle_purchase_rejects_unknown_colour_and_handles_missing_rows():
    with pytest.raises(RuleViolation, match="not on this card"):
        settle_purchase([PurchaseRow("yellow", 10, 100)], {"blue": [Bid("A", 1, 100)]})
    totals = settle_purchase(CARD_1, {"red": [Bid("A", 3, 250)]})
    assert dict(totals["A"].tokens) == {"red": 3}
    assert totals["A"].paid == 600  # lone bidder on red: minimum price 200


# --- Przykład 2: production ----------------------------------------------------

STOCK_2 = {"yellow": 4, "green": 16, "red": 10}


@pytest.mark.parametrize(
    ("plan", "cost"),
    [
        ({"YG": 4, "GR": 10}, 3500),
        ({"YG": 2, "YR": 2, "GR": 8}, 3000),
        ({"YR": 4, "GR": 6}, 2500),
    ],
)
def test_example2_production_costs(plan, cost):
    assert production_cost(plan, STOCK_2, machines=2) == cost


def test_raw_materials_needed():
    assert raw_materials_needed({"YG": 2, "YR": 2, "GR": 8}) == {"yellow": 4, "green": 10, "red": 10}


def test_production_over_capacity():
    with pytest.raises(RuleViolation, match="capacity"):
        production_cost({"GR": 11}, {"green": 20, "red": 20}, machines=1)
    with pytest.raises(RuleViolation, match="capacity"):
        production_cost({"YG": 1}, {"yellow": 5, "green": 5}, machines=0)


def test_production_over_stock():
    with pytest.raises(RuleViolation, match="yellow"):
        production_cost({"YG": 4, "YR": 1}, STOCK_2, machines=2)


def test_four_machines_are_not_allowed():
    with pytest.raises(RuleViolation, match="0 to 3 machines"):
        production_cost({"YG": 1}, STOCK_2, machines=4)


def test_unknown_product_and_negative_quantity():
    with pytest.raises(RuleViolation, match="unknown product"):
        production_cost({"YY": 1}, STOCK_2, machines=2)
    with pytest.raises(RuleViolation, match="negative"):
        production_cost({"YG": -1}, STOCK_2, machines=2)


def test_empty_plan_costs_nothing():
    assert production_cost({}, {}, machines=0) == 0


# --- Machines --------------------------------------------------------------------


def test_machine_upkeep_and_purchase():
    assert machine_upkeep(0) == 0
    assert machine_upkeep(3) == 3 * MACHINE_UPKEEP == 1500
    assert machine_purchase_cost(1, 2) == 2 * MACHINE_PRICE == 5200
    with pytest.raises(RuleViolation):
        machine_upkeep(4)
    with pytest.raises(RuleViolation, match="exceed"):
        machine_purchase_cost(2, 2)


# --- Przykład 3: sale -------------------------------------------------------------

CARD_3 = [SaleRow("YG", 18, 1330, 2220), SaleRow("YR", 12, 2300, 2990), SaleRow("GR", 24, 830, 1970)]
OFFERS_3 = {
    "A": {"YG": (2, 2150), "YR": (2, 2990), "GR": (8, 1800)},
    "C": {"YG": (16, 2200), "YR": (0, 0), "GR": (18, 1970)},
}


@pytest.fixture
def example3():
    return settle_sale(CARD_3, OFFERS_3, participants=["A", "C"], host="A")


def test_example3_market_states(example3):
    assert dict(example3.markets) == {
        "YG": Market.BALANCED,
        "YR": Market.UNDERSUPPLY,
        "GR": Market.OVERSUPPLY,
    }


def test_example3_player_a(example3):
    a = example3["A"]
    assert (a.sales["YR"].sold, a.sales["YR"].unit_price) == (2, 1495)  # half of 2990
    assert (a.sales["YG"].sold, a.sales["YG"].unit_price) == (2, 2150)  # own price
    assert (a.sales["GR"].sold, a.sales["GR"].unit_price) == (6, 830)  # market price
    assert a.sales["GR"].unsold == 2
    assert a.revenue == 2990 + 4300 + 4980
    assert a.penalty == 5000  # 10 short on Ż-C
    assert a.net_from_bank == 7270


def test_example3_player_c(example3):
    c = example3["C"]
    assert set(c.sales) == {"YG", "GR"}  # no Ż-C offered
    assert (c.sales["YG"].sold, c.sales["YG"].unit_price) == (16, 2200)
    assert (c.sales["GR"].sold, c.sales["GR"].unit_price) == (18, 830)  # largest offer first
    assert c.penalty == 6000  # offered 0 of Ż-C, demand 12
    assert c.net_from_bank == 44140


def test_example3_entry_fee_goes_to_the_host_not_the_bank(example3):
    assert (example3["A"].entry_fee_paid, example3["A"].entry_fee_received) == (0, 1500)
    assert (example3["C"].entry_fee_paid, example3["C"].entry_fee_received) == (1500, 0)
    assert example3.bank_payout == 7270 + 44140
    assert example3["A"].cash_change == 7270 + 1500
    assert example3["C"].cash_change == 44140 - 1500


# --- Sale edge cases ------------------------------------------------------------------

ROW = SaleRow("YG", 10, 800, 2000)


def test_offer_above_max_price_is_rejected():
    with pytest.raises(RuleViolation, match="above the card's maximum 2220"):
        settle_sale(CARD_3, {"A": {"YG": (2, 2221)}}, ["A"], host="A")


def test_invalid_offers_are_rejected():
    with pytest.raises(RuleViolation, match="negative quantity"):
        settle_sale([ROW], {"A": {"YG": (-1, 900)}}, ["A"], host="A")
    with pytest.raises(RuleViolation, match="not on this card"):
        settle_sale([ROW], {"A": {"GR": (1, 900)}}, ["A"], host="A")
    with pytest.raises(RuleViolation, match="did not enter"):
        settle_sale([ROW], {"B": {"YG": (1, 900)}}, ["A"], host="A")


def test_oversupply_tie_splits_equally_then_by_seat():
    offers = {"A": {"YG": (6, 1500)}, "B": {"YG": (6, 1000)}, "C": {"YG": (2, 2000)}}
    result = settle_sale([ROW], offers, ["A", "B", "C"], host="C")
    assert [result[p].sales["YG"].sold for p in "ABC"] == [5, 5, 0]
    assert {result[p].sales["YG"].unit_price for p in "ABC"} == {800}
    assert all(result[p].penalty == 0 for p in "ABC")

    result = settle_sale([SaleRow("YG", 11, 800, 2000)], offers, ["B", "A", "C"], host="C")
    assert (result["B"].sales["YG"].sold, result["A"].sales["YG"].sold) == (6, 5)


def test_oversupply_sells_the_most_units_first_whatever_their_price():
    """r25 rulebook review (argument): in a surplus the offer with the most units sells first – its price does
    not count (the aid's „od oferty z największą liczbą sztuk tego produktu (cena nie ma znaczenia)”), and all sell at the
    market price."""
    offers = {"A": {"YG": (4, 800)}, "B": {"YG": (8, 2000)}}
    result = settle_sale([ROW], offers, ["A", "B"], host="A")
    assert [(result[p].sales["YG"].sold, result[p].sales["YG"].unit_price) for p in "AB"] == [(2, 800), (8, 800)]


def test_oversupply_ranks_by_units_of_that_product_not_the_offer_total():
    """r27pre rulebook review F1 (argument): the book and the aid say „najwięcej sztuk tego produktu” – a player
    with the larger offer over the whole card but the smaller one of this product sells it second."""
    card = [SaleRow("YG", 10, 800, 2000), SaleRow("GR", 30, 830, 1970)]
    offers = {"A": {"YG": (6, 900), "GR": (30, 1000)}, "B": {"YG": (8, 900)}}
    result = settle_sale(card, offers, ["A", "B"], host="A")
    assert result.markets["YG"] is Market.OVERSUPPLY
    assert (result["B"].sales["YG"].sold, result["A"].sales["YG"].sold) == (8, 2)


def test_undersupply_participant_offering_zero_still_pays_penalty():
    offers = {"A": {"YG": (3, 1501)}, "B": {}}
    result = settle_sale([ROW], offers, ["A", "B"], host="A")
    assert result["A"].sales["YG"].unit_price == 750  # half of 1501, rounded down
    assert result["A"].net_from_bank == 3 * 750 - 500 * 7
    assert result["B"].sales == {}
    assert result["B"].penalty == 500 * 10
    assert result["B"].net_from_bank == -5000


def test_product_nobody_offered_penalises_every_participant():
    card = [ROW, SaleRow("GR", 24, 830, 1970)]
    offers = {"A": {"YG": (10, 900)}, "B": {}}
    result = settle_sale(card, offers, ["A", "B"], host="B")
    assert result.markets["YG"] is Market.BALANCED
    assert result.markets["GR"] is Market.UNDERSUPPLY
    assert result["A"].penalty == 500 * 24
    assert result["B"].penalty == 500 * 24  # YG demand was met, so only GR is penalised


def test_host_who_does_not_sell_still_collects_fees():
    offers = {"A": {"YG": (5, 900)}, "B": {"YG": (5, 1000)}}
    result = settle_sale([ROW], offers, ["A", "B"], host="H")
    assert result["H"].entry_fee_received == 3000
    assert result["H"].net_from_bank == 0
    assert result["A"].entry_fee_paid == result["B"].entry_fee_paid == 1500
    assert result["B"].net_from_bank == 5000  # balanced: own price


def test_sale_without_participants():
    result = settle_sale([ROW], {}, [], host="H")
    assert result["H"].cash_change == 0
    assert result.bank_payout == 0


# --- Properties -----------------------------------------------------------------------

MIN_PRICE = 100
bids_strategy = st.lists(
    st.tuples(st.integers(0, 30), st.integers(MIN_PRICE, MIN_PRICE + 4)),  # narrow prices: many ties
    max_size=6,
).map(lambda rows: [Bid(f"P{i}", q, p) for i, (q, p) in enumerate(rows)])


@given(available=st.integers(0, 80), bids=bids_strategy)
def test_purchase_allocation_properties(available, bids):
    result = allocate_purchase(available, MIN_PRICE, bids)
    requested = {b.player: b.quantity for b in bids}
    wanted = sum(requested.values())

    assert sum(a.quantity for a in result) == min(available, wanted)  # never over, never waste
    for a in result:
        assert 0 <= a.quantity <= requested[a.player]
        assert a.price >= MIN_PRICE
        assert a.paid == a.quantity * a.price
    # Anyone outbid by a player who received tokens was served in full.
    for low in result:
        if low.quantity > 0:
            assert all(a.quantity == requested[a.player] for a in result if a.price > low.price)


offers_strategy = st.lists(st.integers(0, 20), min_size=1, max_size=5)


@given(demand=st.integers(1, 40), quantities=offers_strategy)
def test_sale_properties(demand, quantities):
    players = [f"P{i}" for i in range(len(quantities))]
    offers = {p: {"YG": (q, 1000)} for p, q in zip(players, quantities)}
    result = settle_sale([SaleRow("YG", demand, 800, 2000)], offers, players, host=players[0])
    sold = [result[p].sales["YG"].sold if q else 0 for p, q in zip(players, quantities)]

    assert sum(sold) == min(demand, sum(quantities))
    assert all(0 <= s <= q for s, q in zip(sold, quantities))
    for p, q in zip(players, quantities):
        expected = 500 * (demand - q) if sum(quantities) < demand else 0
        assert result[p].penalty == expected
    # Entry fees only move between players.
    assert sum(result[p].entry_fee_received - result[p].entry_fee_paid for p in players) == 0


# --- Wrong entries (this edition: all of a player's entries on the card are void) ------------------


def test_a_wrong_price_voids_every_bid_of_that_player_on_the_card():
    bids = {
        "yellow": [Bid("A", 8, 160), Bid("B", 10, 135)],  # B below yellow's minimum 140
        "green": [Bid("A", 16, 190), Bid("B", 10, 180), Bid("C", 2, 155)],  # C not in full tens
        "red": [Bid("C", 4, 200)],
    }
    kept = void_wrong_bids(CARD_1, bids)
    assert kept == {"yellow": [Bid("A", 8, 160)], "green": [Bid("A", 16, 190)], "red": []}
    totals = settle_purchase(CARD_1, kept)
    assert set(totals) == {"A"} and totals["A"].paid == 8 * 140 + 16 * 150  # A is now the lone bidder


def test_a_wrong_offer_leaves_a_participant_who_offered_nothing_and_pays_the_penalties():
    stock = {"A": {"YG": 2, "YR": 2, "GR": 8}, "C": {"YG": 10, "GR": 18}}  # C offers 16 YG but holds 10
    kept = void_wrong_offers(CARD_3, OFFERS_3, stock)
    assert kept["A"] == OFFERS_3["A"] and kept["C"] == {}
    result = settle_sale(CARD_3, kept, ["A", "C"], host="A")
    assert result["C"].sales == {} and result["C"].entry_fee_paid > 0
    assert result["C"].penalty == 500 * (18 + 12 + 24)  # every product is short: the whole demand
    for wrong in ({"A": {"YG": (2, 2230)}}, {"A": {"YG": (2, 2155)}}):  # above the maximum / not in tens
        assert void_wrong_offers(CARD_3, wrong, {"A": {"YG": 2}}) == {"A": {}}


def test_a_void_offer_does_not_count_toward_a_products_sum():
    """The rulebook: „Nieważne oferty skreśla się: nie wliczają się do sumy ofert żadnego produktu”.
    With C's 16 Ż-Z counted, Ż-Z would be 2 + 16 = 18, the demand: A would sell at his own price and
    pay no penalty for it. C holds 10, so his offers are void: Ż-Z is 2 of 18, a shortfall, and A gets
    half his price and pays for the 16 units his offer lacks."""
    stock = {"A": {"YG": 2, "YR": 2, "GR": 8}, "C": {"YG": 10, "GR": 18}}
    counted = settle_sale(CARD_3, OFFERS_3, ["A", "C"], host="A")
    assert counted.markets["YG"] is Market.BALANCED and counted["A"].sales["YG"].unit_price == 2150
    kept = void_wrong_offers(CARD_3, OFFERS_3, stock)
    result = settle_sale(CARD_3, kept, ["A", "C"], host="A")
    assert result.markets == {"YG": Market.UNDERSUPPLY, "YR": Market.UNDERSUPPLY, "GR": Market.UNDERSUPPLY}
    assert result["A"].sales["YG"].unit_price == 2150 // 2
    assert result["A"].penalty == 500 * ((18 - 2) + (12 - 2) + (24 - 8))


def test_the_player_on_the_sale_field_with_a_wrong_offer_stays_a_participant_and_pays_the_penalties():
    stock = {"A": {"YG": 1, "YR": 2, "GR": 8}, "C": {"YG": 10, "GR": 18}}  # A, on the field, offers 2 YG but holds 1
    kept = void_wrong_offers(CARD_3, {"A": OFFERS_3["A"]}, stock)
    assert kept == {"A": {}}
    participants = sale_participants(["A", "C"], kept)
    assert participants == ["A"]  # C wrote nothing: not a participant
    result = settle_sale(CARD_3, kept, participants, host="A")
    assert result["A"].sales == {} and result["A"].penalty == 500 * (18 + 12 + 24)


def test_zero_under_every_product_is_no_offer_for_the_player_on_the_field():
    """The rulebook: „Wpis „0” albo kreska nie jest ofertą” – the player on the field who wrote zeros is
    not a participant and pays no penalty; a guest who paid to enter stays one whatever he wrote."""
    zeros = {"YG": (0, 0), "YR": (0, 0), "GR": (0, 0)}
    assert sale_participants(["A", "C"], {"A": zeros, "C": zeros}) == ["C"]
    assert sale_participants(["A", "C"], {"A": {**zeros, "GR": (1, 1000)}}) == ["A"]


def test_an_equal_offer_leftover_goes_clockwise_from_the_player_on_the_field_even_when_he_is_not_tied():
    """Participants come in seat order from the player on the sale field (markets.sale): with D on the
    field and seats D, E, F, A, the tied F and A (5 each for 7 left) get 3 each, the odd unit to F,
    who comes first counting clockwise from D."""
    row = SaleRow("YG", 18, 800, 2000)
    offers = {"D": {"YG": (11, 900)}, "F": {"YG": (5, 900)}, "A": {"YG": (5, 900)}}
    result = settle_sale([row], offers, ["D", "E", "F", "A"], host="D")
    assert [result[p].sales["YG"].sold for p in "DFA"] == [11, 4, 3]


def test_a_player_may_produce_fewer_products_than_the_machines_allow():
    """The player decides how many pairs to make: 6 of the 14 that two machines and the stock allow."""
    assert production_cost({"GR": 6}, STOCK_2, machines=2) == 6 * 250
