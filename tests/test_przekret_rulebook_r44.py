"""Przekręt's rulebook and player aid after the blind review r44 (docs/reviews/r44/przekret-rulebook.md): the
three readings of the rescue sale and the decision count settled where they arise (findings 1–3; the engine's
side: restarts_count, spend, change_offer in test_engine_przekret_trade), one worked rescue with two offers on a
card (4), the wording fixes (5–14), the aid's text (15–17) and the print chapter's reprints by printed titles
(19, 20; decision D1: no file name on paper)."""

from __future__ import annotations

import re

import pytest
from pypdf import PdfReader

from generator.build.recipe import BuildOptions, load_and_validate
from generator.build.render import render
from generator.build.write import BuildResult, write

from .conftest import COMPONENTS
from .test_przekret_rulebook_r37 import GAME, _flat


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> dict:
    out = tmp_path_factory.mktemp("rulebook-r44")
    project, _ = load_and_validate(COMPONENTS, [GAME])
    write(render(project, BuildOptions(), ["zasady", "pomoc"]), out, BuildResult())
    book = out / GAME / "zasady.pdf"
    return {"book": _flat(book), "aid": _flat(out / GAME / "pomoc.pdf"), "pages": len(PdfReader(str(book)).pages)}


def test_the_count_restarts_on_a_cards_first_or_highest_offer_and_never_on_the_deciders_own(built):
    """Findings 1, 3: „wyższej” than what, and whose offers restart a lease or track decision's count."""
    body = built["book"].split("Źródło zasad.")[0]
    assert "albo wyższa od najwyższej złożonej dotąd na tę kartę (przez kogokolwiek)" in body
    assert "ani niższa oferta innego kupującego liczenia nie przerywa" in body
    assert "twoje własne oferty kupna liczenia nie przerywają" in body
    assert "jak przed „sprawdzam”" not in body  # the lease count no longer borrows the sale's
    # the track's decision points to the lease's count, stated once
    assert re.search(r"jak przy dzierżawie: każdy może zażądać decyzji, a ty liczysz wtedy do trzech \(s\. \d+\)", body)


def test_cash_an_offer_covers_is_not_spent_and_the_example_shows_it(built):
    """Findings 2, 4: one reading of spending covered cash, and a worked example with two offers on one card."""
    body = built["book"].split("Źródło zasad.")[0]
    assert "(także wydając gotówkę na inny handel)" not in body
    example = body.split("Przykład: udany ratunek, dwie oferty na jedną kartę.")[1].split("Bankructwo i rezygnacja")[0]
    for words in (
        "więcej niż najwyższa oferta, więc Franek liczy od nowa",
        "mniej niż 6 000 zł, więc liczenie biegnie dalej",
        "pierwsza oferta na tę kartę, więc znów od nowa",
        "ale nie może: 6 000 zł z jej gotówki obejmuje oferta",
        "nieprzyjęta oferta Darka wygasa",
    ):
        assert words in example, words
    assert example.count("Przykład:") == 0  # one rescue example, not two


def test_the_wording_fixes_of_the_review(built):
    """Findings 5–14, each where the review found it."""
    book = built["book"]
    body, appendix = book.split("Źródło zasad.")
    assert "nadwyżka przepada" in body and "ile zostało pól do końca toru" not in body  # 5
    assert re.search(r"Zapłać każdemu graczowi 200 zł – jak przy Losie \(s\. \d+\)", body)  # 6
    assert "albo gdy jego oferta czeka na cudze „sprawdzam”" in appendix  # 7
    assert "1 Ciemna, 2 Tkacka" in body and "schemat pokazuje tylko kolory" not in body  # 8
    assert re.search(r"odchodzi od stołu albo odpada z gry \(zob\. s\. \d+( i \d+)?\)", appendix)  # 9
    assert re.search(
        r"czy do ostatniego gracza \(obie – s\. \d+\); przy 5–6 graczach polecamy grę na czas\.", body
    )  # 10
    assert "nad licznikiem rund" not in body  # 11
    assert "(po ostatniej rundzie gry na czas, po limicie rund albo za zgodą wszystkich)" in body  # 12
    assert "czynsz, kara albo" not in body and "także „zapłać każdemu graczowi” (s." in body  # 13
    assert "chyba że przed grą umówicie się na grę bez limitu (s." in body  # 14
    assert built["pages"] <= 21


def test_the_aid_says_what_the_book_says(built):
    """Findings 15–17: the lease's count, the cards' name and the scoring's two points."""
    aid = built["aid"]
    # 15: the lease and the condition fields alike (on each copy of the card)
    assert aid.count("(na żądanie: licz do trzech)") == 2 * aid.count("Możesz wejść na tor") > 0
    assert "Karty Posesji i Dzierżawy – kiedy i z kim chcesz" in aid  # 16
    assert "Możesz wejść na tor, płacąc bankowi" in aid and "Wejdziesz" not in aid
    assert "gotówka z zapisami + wartość posesji" in aid and "bez kart Dzierżawy." in aid  # 17


def test_the_print_chapter_reprints_by_printed_titles(built):
    """Findings 19, 20 under D1: a lost pawn from its own separate print, the one-piece board by its title."""
    book = built["book"]
    chapter = book.split("Zestaw do druku w domu to")[1]
    assert "na arkuszach „Żetony" not in chapter
    assert re.search(
        r"Pionki i kostka – na arkuszu „[^”]+”; gdy któryś z nich się zgubi albo zniszczy, dodrukuj", chapter
    )
    assert "albo, taniej, sam element z osobnego wydruku „Pionki” albo „Kostka”." in chapter
    assert re.search(r"planszę w jednym kawałku: to osobny wydruk „Plansza[^”]*” \(w zestawie, bez numeru\)", chapter)
    assert ".pdf" not in book
