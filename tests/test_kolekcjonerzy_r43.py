"""Round r43's Kolekcjonerzy rulebook review: the checklist gives the book's pages as the print chapter does (F13),
and the rules engine follows the book's transactions: one after another, a third proposal to one player refused
as „limit” and left out of the turn's limit (F1, F5)."""

from __future__ import annotations

import pytest

from generator.build.checklist import book_rows
from generator.build.job import Job, JobPart
from generator.games.kolekcjonerzy.engine.setup import rules_of
from generator.games.kolekcjonerzy.engine.trade import Trading

from .conftest import validated_game


@pytest.fixture(scope="module")
def lean_game():
    return validated_game("kolekcjonerzy")


def _book(blank: int, appendix: int) -> JobPart:
    """A 21-page book from page 7 of a job, its appendix from its page `appendix` (0: none), `blank` pages after it."""
    return JobPart(
        file="zasady.pdf",
        component="zasady",
        title="Zasady gry",
        copies=1,
        first=1,
        last=21,
        sheets=11,
        blank=blank,
        start=7,
        appendix=appendix,
        folioed=True,
    )


def test_the_checklist_ends_the_book_where_the_print_chapter_does():
    """The print chapter names the book's own pages („ta instrukcja (7–27)”, JobPart.own_end); the checklist ran its
    appendix on to the blank back („s. 7–22, 23–28”, r43 K rulebook F13). Both read one source (JobPart.book_runs)."""
    job = Job(game="kolekcjonerzy", stock="paper", sides="long", parts=(), number=1)
    part = _book(blank=1, appendix=17)
    assert part.own_end == 27 and part.end == 28
    assert part.book_runs == ((7, 22, 1, 16), (23, 27, 17, 21))
    row = book_rows(job, part, "zasady")["zasady"]
    assert row.where == "wydruk 1 · s.\u00a07–22, 23–27 (zasady, s.\u00a01–16, 17–21)", row.where
    assert "28" not in row.where  # the blank back is no page of the book
    assert row.title == "Zasady gry i dodatek (nieobowiązkowy)"
    # a book without an appendix: one run, its own pages only
    alone = _book(blank=1, appendix=0)
    assert alone.book_runs == ((7, 27, 1, 21),)
    assert book_rows(job, alone, "zasady")["zasady"].where == "wydruk 1 · s.\u00a07–27 (zasady, s.\u00a01–21)"


def test_the_engine_trades_one_transaction_at_a_time():
    """F1: a new proposal or auction only once the last is settled – the arbiter answers „czekaj” before that."""
    trading = Trading(per_partner=2)
    assert trading.start(3) == ""
    assert trading.start(4) == "czekaj" and trading.start(None) == "czekaj"  # the proposal to 3 is still open
    trading.settle()
    assert trading.start(4) == ""
    trading.settle()
    assert trading.start(None) == ""  # an auction, after both proposals were answered
    trading.settle()
    assert trading.made == 3


def test_a_third_proposal_to_one_player_is_limit_and_not_counted_in_the_turn_s_limit():
    """F5: past the limit to one player the arbiter says „limit”: no proposal, so at a busy table it takes no place
    among the turn's proposals and auctions; the turn's own limit still ends the trading („koniec handlu”)."""
    trading = Trading(per_partner=2, per_turn=4)
    for partner in (5, 5):
        assert trading.start(partner) == ""
        trading.settle()
    assert trading.start(5) == "limit"
    assert trading.made == 2 and trading.to == {5: 2} and not trading.open
    for partner in (6, None):  # the third and fourth of the turn: the refused one took no place
        assert trading.start(partner) == ""
        trading.settle()
    assert trading.made == 4
    assert trading.start(7) == "koniec handlu" and trading.start(None) == "koniec handlu"


def test_the_engine_s_rules_take_the_limits_from_the_edition(lean_game):
    """The ledger's limits are the edition's facts (game.yaml), at a busy table and below it."""
    busy = rules_of(lean_game, 9)
    assert (busy.partner_proposals, busy.turn_proposals) == (2, 4)
    small = rules_of(lean_game, 8)
    assert (small.partner_proposals, small.turn_proposals) == (2, None)
