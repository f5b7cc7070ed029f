"""Przekręt's rulebook and player aid after the blind review r40 (its files lost; what is known of it:
docs/reviews/README.md): two arguments of a paper playtest settled where they arise and in the appendix, the
pay-first rule stated once, „Karta za kartę” as steps, the banker's part marked as rarely needed, the quick
start's one pointer, the aid's back with the two trade limits (the engine's side:
test_engine_przekret_trade.py, a later payer buying from an earlier one)."""

from __future__ import annotations

import re

import pytest

from .test_przekret_rulebook_r37 import book_and_aid


@pytest.fixture(scope="module")
def texts(tmp_path_factory) -> tuple[str, str, int]:
    return book_and_aid(tmp_path_factory, "rulebook-r40")


def test_a_later_payer_owes_nothing_yet_and_a_changed_offer_is_new_in_the_body_and_the_appendix(texts):
    """Items 1a, 1b: the two arguments settled where they arise and in „Co ustaliło to wydanie”."""
    book, _, _ = texts
    body, appendix = book.split("Źródło zasad.")
    # r42 finding 5: a payer „staje się dłużnikiem” (a „należność” does not „begin”)
    assert "Każdy płacący staje się dłużnikiem dopiero wtedy, gdy przyjdzie jego kolej, więc do tej chwili" in body
    assert "płacący później może kupić karty od płacącego wcześniej" in appendix.split("Kolejność płacących.")[1]
    assert "zmieniona (także obniżona) to nowa oferta: zastępuje poprzednią i trzeba ją znów przyjąć" in body
    # the leasing decision closes by a count too (r41), its restart said where it arises (r44 finding 3)
    assert re.search(r"każdy gracz może zażądać decyzji\. Liczysz wtedy głośno do trzech\. Od nowa liczysz", body)
    # r42 finding 10, r44 finding 1: only a card's first offer or one above its highest restarts the count
    assert "gdy na kartę padnie pierwsza oferta albo wyższa od najwyższej złożonej dotąd na tę kartę" in body
    assert "To wydanie uznaje ją za nową" in appendix.split("Zmieniona oferta.")[1]


def test_the_pay_first_rule_is_stated_once_and_pointed_to(texts):
    """Item 3: „niczego nie kupuje(sz)” stood in five places; now once, under „Najpierw zapłata”, the quick start,
    Handel, the sale before a bankruptcy and the glossary naming it with a page."""
    book, _, _ = texts
    body = book.split("Źródło zasad.")[0]
    assert len(re.findall(r"nie zapłac\w*, [^.]{0,20}niczego nie kupuj", body)) == 1
    for copy in (
        "do tego czasu niczego nie kupuje",
        "jej nie zapłaci, niczego nie kupuje",
        "nie kupuje kart ani ulepszeń",
    ):
        assert copy not in body, copy
    assert re.search(r"Kto ma należność do zapłacenia, najpierw płaci \(s\. \d+\)", body)
    assert re.search(r"Dłużnik i posesja z niezapłaconym czynszem – zob\. „Najpierw zapłata” \(s\. \d+\)", body)
    assert re.search(r"Dłużnik – gracz, który ma należność do zapłacenia \(s\. \d+\)\.", body)
    # glossary entries a definition and a page, not a second copy of the rule
    assert re.search(r"Rezygnacja – odejście od stołu przed końcem gry \(s\. \d+\)\.", body)
    assert re.search(r"Wyjście – ostatnie pole toru wewnętrznego \(s\. \d+\)\.", body)


def test_card_for_card_is_steps_the_banker_may_be_skipped_and_the_quick_start_points_once(texts):
    """Items 2, 4, 5; the book stays at 21 pages at most."""
    book, _, pages = texts
    steps = book.split("Karta za kartę. ")[1]
    assert steps.startswith("Gdy w jednej wymianie karty idą w obie strony, rozliczacie je tak: 1. Karty Dzierżawy")
    assert "2. Gdy pozostałe karty idą tylko w jedną stronę" in steps and "3. Gdy idą w obie strony" in steps
    assert "Dla bankiera (rzadko potrzebne) Tę część musi znać tylko bankier" in book
    first = book.split("Pierwsza gra.")[1].split("Przygotowanie")[0]
    assert len(re.findall(r"\(s\. \d+|– s\. \d+", first)) == 0 and first.count("„") == 1, first
    assert pages <= 21


def test_the_aids_back_keeps_the_two_trade_limits(texts):
    """Item 6: the debtor buys nothing and nobody sells a property whose rent is unpaid, in the back's „Handel”."""
    _, aid, _ = texts
    trade = aid.split("Handel")[1].split("Brak gotówki")[0]
    assert "dłużnik nie kupuje, posesji z niezapłaconym czynszem się nie sprzedaje" in trade
