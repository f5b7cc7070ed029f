"""Przekręt's rulebook and player aid after the blind review r41 (docs/reviews/r41/przekret-rulebook.md): the two
arguments settled where they arise (only the round-ender's own-turn dropout ends the round; a closing count for
„sprawdzam” and the leasing decision that a withdrawn offer restarts), the round-ender's handover at a
bankruptcy, a sole survivor ending any game, the wording fixes in the book and the aid, and a worked rescue.
The engine's side of the round count: przekret.round-closer-out (test_engine_przekret_*)."""

from __future__ import annotations

import re

import pytest

from .test_przekret_rulebook_r37 import book_and_aid


@pytest.fixture(scope="module")
def texts(tmp_path_factory) -> tuple[str, str, int]:
    return book_and_aid(tmp_path_factory, "rulebook-r41")


def test_only_the_round_enders_own_turn_dropout_ends_the_round(texts):
    """Argument 1: „odpadły gracz” read as any player, ending the round a turn early."""
    book, _, _ = texts
    assert "Jeśli odpadły gracz" not in book
    assert "Jeśli gracz kończący rundę zbankrutował albo zrezygnował we własnej turze, ta runda kończy się" in book
    assert "Gdy odpada inny gracz (także zaczynający), runda toczy się dalej do tury gracza kończącego rundę" in book


def test_sprawdzam_and_the_leasing_decision_close_by_a_count_a_withdrawal_restarts(texts):
    """Argument 2: „gdy nikt nie składa już nowej oferty” had no test; a withdrawn offer reopened the talks."""
    book, _, _ = texts
    body, appendix = book.split("Źródło zasad.")
    assert "nikt nie składa już nowej oferty" not in body
    # r42 finding 10: the count restarts only on a first or higher offer; withdrawing and repeating does not;
    # r44 findings 1, 3: higher than the card's highest, by anyone, and never the deciding player's own offer
    assert "a od nowa – tylko gdy na kartę padnie pierwsza oferta albo wyższa od najwyższej" in body
    assert "wycofanie, obniżenie, ponowienie oferty ani niższa oferta innego kupującego liczenia nie przerywa" in body
    assert re.search(
        r"każdy gracz może zażądać decyzji\. Liczysz wtedy głośno do trzech\. Od nowa liczysz tylko wtedy, gdy inny "
        r"gracz złoży ci ofertę na twoją kartę[^.]*twoje własne oferty kupna liczenia nie przerywają",
        body,
    )
    decision = appendix.split("Zmieniona oferta.")[1]
    assert "od nowa – tylko po pierwszej ofercie na kartę albo wyższej od najwyższej dotąd" in decision
    assert "nigdy po własnej ofercie liczącego" in decision


def test_a_bankrupt_round_ender_is_replaced_where_the_bankruptcy_is_told(texts):
    """Finding 3; finding 11: the non-playing banker's replacement left the quick start for „Rezygnacja”."""
    book, _, _ = texts
    bankruptcy = book.split("Bankructwo. Bankrut odpada z gry")[1].split("Przykład: bankructwo.")[0]
    assert re.search(
        r"gdy kończył rundę, kończy ją odtąd najbliższy gracz w grze po jego prawej, a bankier wpisuje go "
        r"na arkuszu \(s\. \d+\)",
        bankruptcy,
    )
    quick = book.split("Pierwsza gra.")[1].split("Tura w skrócie")[0]
    assert "odchodzi od stołu" not in quick and "gdy bankier odchodzi" in quick
    assert (
        "Bank po bankierze, który nie gra, przejmuje gracz, na którego się umówicie"
        in book.split("Rezygnacja – odejście")[1]
    )
    assert re.search(r"4\. Umówcie się.*5\. Rzućcie kostką.*6\. Bankier wpisuje", quick)


def test_a_sole_survivor_ends_any_game_in_the_book_and_the_aid(texts):
    """Finding 4: only the last-player game said it ended with one player left."""
    book, aid, _ = texts
    assert "gra – także na czas – kończy się od razu, a on wygrywa" in book
    assert "Ostatni w grze wygrywa od razu, też na czas" in aid


def test_the_wording_fixes_hold_in_the_book_and_the_aid(texts):
    """Findings 5, 6, 8, 9, 10, 13, 14, 15, 17."""
    book, aid, _ = texts
    assert "wcześniej możesz tylko handlować" not in book
    assert book.count("Przed decyzją możesz tylko handlować") == 2  # the table of fields and „Wejście na tor”
    assert "karty Dzierżawy na kartę Dzierżawy nie wymienia się" in book and "Dzierżawy na Dzierżawę" not in book
    assert "karty Dzierżawy w obie strony się znoszą" in aid
    assert re.search(r"jak działają Losy – s\. (\d+)–(\d+)\.", book)
    assert "w potrzebie" not in book and "Resztę czytajcie w razie potrzeby" in book
    assert "w proporcji do" not in book + aid and "proporcjonalnie do należności" in book
    assert "nowy budynek" not in book.split("Źródło zasad.")[0]
    assert "gracz zatrzymany na jego posesji" in book
    assert re.search(r"Opłata \(za wejście na tor\) – [^.]*nie jest należnością[^.]*\(s\. \d+\)\.", book)
    assert "z wydrukowanym poleceniem; ma je też pierwsze pole toru" in book
    assert "z rzędu – szpital na 3 tury." in aid


def test_a_worked_rescue_shows_the_creditors_price_on_account(texts):
    """Finding 12: the only example showed a failed sale."""
    book, _, pages = texts
    # r44 finding 4: one example of a rescue, two offers on one card, the creditor's price on account among them
    rescue = book.split("Przykład: udany ratunek, dwie oferty na jedną kartę.")[1].split("Bankructwo i rezygnacja")[0]
    assert "na poczet należności" in rescue and "8 200 + 6 000 + 1 000 = 15 200 zł" in rescue
    assert "płaci Ali 13 700 zł i gra dalej" in rescue
    assert pages <= 21
