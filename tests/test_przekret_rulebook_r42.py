"""Przekręt's rulebook and player aid after the blind review r42 (docs/reviews/r42/przekret-rulebook.md): the two
arguments of the rescue sale settled where they arise (which offers count toward a buyer's cash, switching to
another offer), a count that a repeated offer cannot hold up, the rescue procedure and the scoring list each on
one page, the condition field's decision timed like the lease, the tenant's verb „wziąć w dzierżawę”, and the
wording fixes. The engine's side: przekret.sale-offer-limit, -unaccepted-lapse, -switch (test_engine_przekret_trade)."""

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
    out = tmp_path_factory.mktemp("rulebook-r42")
    project, _ = load_and_validate(COMPONENTS, [GAME])
    write(render(project, BuildOptions(), ["zasady", "pomoc", "dzierzawy"]), out, BuildResult())
    book = out / GAME / "zasady.pdf"
    pages = [
        re.sub(r"(\w)- (\w)", r"\1\2", " ".join((p.extract_text() or "").replace("\u00a0", " ").split()))
        for p in PdfReader(str(book)).pages
    ]
    return {
        "book": _flat(book),
        "aid": _flat(out / GAME / "pomoc.pdf"),
        "card": _flat(out / GAME / "dzierzawy.pdf"),
        "pages": pages,
    }


def _page_of(pages: list[str], words: str) -> int:
    found = [i for i, text in enumerate(pages) if words in text]
    assert len(found) == 1, (words, found)
    return found[0]


def test_only_accepted_offers_count_and_the_debtor_may_switch_in_the_book_and_the_aid(built):
    """Findings 1, 2 (the two arguments of the playtest's R18)."""
    book, aid = built["book"], built["aid"]
    body, appendix = book.split("Źródło zasad.")
    assert "oferty jednego kupującego, przyjęte i nieprzyjęte, razem nie mogą przekroczyć jego gotówki" in body
    assert "Oferty ponad tę granicę nie wolno złożyć" in body
    # r44 finding 2: the covered cash is not spent, so the clause on losing them all is gone
    assert "gotówki objętej ofertami kupujący nie wydaje na nic innego – dopóki nie wycofa albo nie obniży" in body
    assert "traci je wszystkie" not in book
    assert "kto przy „sprawdzam” nie ma gotówki na wszystkie swoje oferty" not in body
    assert "Do „sprawdzam” możesz w jej miejsce przyjąć inną ofertę na tę kartę; samego przyjęcia nie cofasz" in body
    decision = appendix.split("Koniec rozmów przed bankructwem.")[1]
    assert "tylko oferty przyjęte" in decision and "może zmienić wybór, ale nie cofnąć przyjęcia" in decision
    assert "Oferty kupującego – razem do jego gotówki" in aid
    assert "Przyjętą zamienisz na inną na tę kartę, nie cofniesz" in aid
    assert "Po „sprawdzam” liczą się tylko przyjęte:" in aid
    assert "objętej nimi nie wyda gdzie indziej" in aid


def test_the_rescue_steps_and_the_scoring_list_each_sit_on_one_page(built):
    """Findings 7, 8: step 4 of the rescue and the tie-break of „Wynik” were cut off by a page turn."""
    pages = built["pages"]
    rescue = _page_of(pages, "Sprawdź gotówkę na całą należność")
    for step in (
        "Sprzedawaj karty",
        "„Sprawdzam”. Tym słowem kończysz rozmowy",
        "Pokrywa albo bankructwo",
        "drugiej próby nie ma",
    ):
        assert step in pages[rescue], step
    score = _page_of(pages, "każdy sumuje")
    for part in (
        "gotówkę (razem z kwotą",
        "wartość swoich posesji",
        "ulepszenia: każdy pokój",
        "Karty Dzierżawy się nie liczą",
        "zwycięstwo dzielą",
    ):
        assert part in pages[score], part


def test_the_condition_field_decision_is_timed_like_the_lease(built):
    """Finding 3: „zaraz” beside „you may trade first”, and whether a decision could be demanded."""
    book = built["book"]
    assert "zaraz po zatrzymaniu" not in book
    entry = book.split("Wejście jest dobrowolne.")[1].split("Przejdź po strzałce")[0]
    assert "Przed decyzją możesz tylko handlować" in entry
    assert "każdy może zażądać decyzji, a ty liczysz wtedy do trzech (s." in entry


def test_the_tenants_verb_everywhere_and_the_wording_fixes(built):
    """Findings 4, 5, 6, 9."""
    book, aid, card = built["book"], built["aid"], built["card"]
    assert "ydzierżaw" not in book + aid + card
    assert "bierze ją w dzierżawę po znajomości" in book and "weźmiesz w dzierżawę posesję" in card
    assert "Należność każdego" not in book and "Każdy płacący staje się dłużnikiem dopiero wtedy" in book
    for clumsy in ("Oryginał płaci", "Oryginał kończy grę", "Oryginał daje", "Oryginał liczy", "Oryginał drukuje"):
        assert clumsy not in book, clumsy
    assert "W oryginale premię dostaje gracz, który „przechodzi przez pole Start”" in book
    resign = book.split("Rezygnacja – odejście od stołu")[1].split("Dla bankiera")[0]
    assert re.search(r"Kiedy wolno odejść\..*Ogłoszenie odejścia\..*Odejście\.", resign)


def test_the_edition_is_one_word_in_the_book_and_the_aid(built):
    """r42 K minor 6 as a class: the appendix is „Co ustaliło to wydanie”, so the book's body and its decisions
    say „wydanie” too (one word for one thing), and the aid does not bring back „edycja”."""
    book, aid = built["book"], built["aid"]
    assert "edycj" not in (book + aid).lower()
    body, appendix = book.split("Źródło zasad.")
    assert "To nieoficjalne wydanie gry krążącej w sieci" in body
    assert "To nieoficjalne wydanie powstało bez udziału twórców oryginału" in appendix
    assert appendix.count("to wydanie") + appendix.count("To wydanie") >= 20
