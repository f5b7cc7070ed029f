"""Round r43's Kolekcjonerzy rulebook review: the body says that transactions go one after another (F1, argued over
at the table: it stood only in the edition's notes) and what ends a turn (F2), where those situations arise, in the
aid and in the arbiter's duties; a third proposal to one player is „limit” (F5); the wording fixes (F3, F4, F6–F9);
the checklist gives the book's pages as the print chapter does (F13); and the rules engine follows the book:
one transaction at a time, a third proposal to one player refused as „limit” and left out of the turn's limit."""

from __future__ import annotations

import re

import pytest

from generator.build.checklist import book_rows
from generator.build.job import Job, JobPart
from generator.games.kolekcjonerzy.engine.setup import rules_of
from generator.games.kolekcjonerzy.engine.trade import Trading

from .conftest import validated_game
from .test_kolekcjonerzy_r36 import body
from .test_kolekcjonerzy_rulebook_r35 import built, page_of, said  # noqa: F401  (the book's and the aid's text: fixtures)


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


def test_the_body_says_transactions_go_one_after_another_and_what_ends_a_turn(said):  # noqa: F811
    pages, aid = said
    book = body(pages)
    # F1: in „Transakcje i licytacje”, the summary and the turn's parts, not only in the edition's notes
    trade = book.split("Transakcje i licytacje Aktywny gracz", 1)[1][:400]
    assert (
        "może zawrzeć kilka transakcji, po kolei: następną zaczyna dopiero, gdy poprzednia się rozstrzygnie (adresat "
        "jawnej odpowie, przy tajnej arbiter ogłosi „doszło” albo „nie doszło”, licytacja się skończy)" in trade
    )
    assert "Transakcje zawiera po kolei" in book and "także kilka razy, po kolei" in book
    assert "3. Transakcje – możesz, po kolei" in aid
    # F2: the turn ends with „koniec tury” or a claim; the arbiter then names who is next; the aid says it
    assert (
        "Koniec tury. Turę kończy aktywny gracz słowami „koniec tury” albo ogłoszeniem zwycięstwa. Potem nie może już "
        "handlować, a następny gracz rusza pionek dopiero po tych słowach." in book
    )
    duties = book.split("Obowiązki arbitra Przed grą", 1)[1]
    assert re.search(r"koniec tury – po słowach „koniec tury” mówi, czyja teraz kolej \(s\. \d+\)", duties)
    assert "Turę kończy „koniec tury”." in aid
    # F5: a proposal past the limit to one player
    assert (
        "Na trzecią temu samemu graczowi arbiter mówi „limit”: to nie jest propozycja i nie liczy się do limitu tury."
        in book
    )


def test_the_r43_wording_fixes(said):  # noqa: F811
    pages, _ = said
    book = body(pages)
    # F3: paying with recorded change in an open deal, said aloud
    assert "w jawnej transakcji mówi na głos, ile zapłaty z niej idzie („2 z zapisanej reszty dla gracza 1”)" in book
    assert "gdy leży już wszystko." not in book
    assert "(żaden wpis nie wynosi co najmniej 5)" in book  # F4, as repayment rule 2 says
    # F6: the auction pointed to where it is described
    pointed = re.search(r"Może też wystawić swój eksponat na licytację \(s\. (\d+)\)", book)
    assert pointed and int(pointed.group(1)) == page_of(pages, "Licytacja Aktywny gracz wystawia")
    # F7: proposals are made, auctions announced
    assert "złożyć propozycje i ogłosić licytacje – łącznie najwyżej 4" in book
    assert "propozycje i licytacje łącznie" not in book
    assert "równej co najmniej cenie wywoławczej" in book and "co najmniej ceny wywoławczej" not in book  # F8
    assert "Gracze rozgrywają tury po kolei, według numerów pionków (s. " in book  # F9
    assert "w kolejności tur. Gracz, który" not in book
    assert "kładzie po jednej na każdym kółku i odkrywa." in book  # F10: no lone „je.”
