"""Przekręt's rulebook, player aid, cards and banker's sheet after the blind review r39: the bankruptcy
example follows the rule it teaches, one rule says who takes over the bank, the 2–4 player money set is
said where the banker looks (the engine's side of the sale: test_engine_przekret_trade.py)."""

from __future__ import annotations

import re

import pytest

from generator.build.recipe import BuildOptions, load_and_validate
from generator.build.render import render
from generator.build.write import BuildResult, write

from .conftest import COMPONENTS
from .test_przekret_rulebook_r37 import GAME, _flat

NAMES = ("zasady", "pomoc", "losy", "arkusz-bankiera")


@pytest.fixture(scope="module")
def texts(tmp_path_factory) -> dict[str, str]:
    out = tmp_path_factory.mktemp("rulebook-r39")
    project, _ = load_and_validate(COMPONENTS, [GAME])
    write(render(project, BuildOptions(), list(NAMES)), out, BuildResult())
    return {name: _flat(out / GAME / f"{name}.pdf") for name in NAMES}


def test_every_counted_offer_is_accepted_aloud_in_the_rule_and_the_example(texts):
    """Finding 1: the example counted offers Ala never accepted; a single bidder's offer read both ways."""
    book = texts["zasady"]
    # r42 findings 1, 2: one accepted offer a card, which the debtor may swap for another until „sprawdzam”
    assert "ofertę przyjmujesz głośno („przyjmuję”), także jedyną, a na jedną kartę – jedną" in book
    assert "Po „trzy” liczą się tylko oferty przyjęte, a nieprzyjęte wygasają" in book  # r44 finding 1
    example = book.split("Przykład: bankructwo.")[1]
    accepted, check = example.index("Ala głośno przyjmuje obie oferty"), example.index("mówi „sprawdzam”")
    assert accepted < check
    # r42 finding 1; r44 finding 2: a buyer's covered cash is not spent, so no offer falls at „sprawdzam” for want of it
    assert "Po „sprawdzam” liczą się tylko przyjęte: starczą z gotówką – płacisz" in texts["pomoc"]
    assert "bez gotówki na wszystkie" not in texts["pomoc"]


def test_who_takes_over_the_bank_is_said_once_and_the_appendix_points(texts):
    """Finding 2: p. 3 and the appendix gave two versions of who takes the bank when the banker leaves."""
    book = texts["zasady"]
    # r41 finding 11: said once, under „Rezygnacja” (the quick start points there)
    assert book.count("bez umowy – zaczynający, a gdy odpadł – najbliższy w grze po jego lewej") == 1
    appendix = book.split("Bankier i handel.")[1].split("Gotówka bez karty.")[0]
    # r44 finding 9: both cases in one clause, pointed to once
    assert re.search(
        r"kto go przejmuje, gdy bankier odchodzi od stołu albo odpada z gry \(zob\. s\. \d+( i \d+)?\)", appendix
    )
    assert "zaczynający" not in appendix and "zgod" not in appendix


def test_the_small_tables_money_set_is_said_in_the_list_and_on_the_bankers_sheet(texts):
    """Finding 3: which notes the 2–4 player print leaves out was said nowhere; p. 3 pointed to the appendix."""
    book, sheet = texts["zasady"], texts["arkusz-bankiera"]
    assert re.search(
        r"przy 2–4 graczach wystarczy komplet bez 21 banknotów po 100 zł i 21 po 500 zł "
        r"\(strony \d+–\d+ wydruku 1 można nie drukować\), przy 5–6 potrzebne są wszystkie;",
        book,
    )
    setup = book.split("Bankier daje każdemu graczowi gotówkę")[1]
    ref = re.search(r"potrzebne są wszystkie banknoty zestawu \(s\. (\d+)\)", setup)
    assert ref and int(ref.group(1)) <= 3  # the body's component list, not the print appendix at the end
    assert "nominał sztuk arkuszy przy 2–4 graczach wartość" in sheet
    assert "100 zł 84 4 63 8 400 zł" in sheet and "500 zł 42 2 21 21 000 zł" in sheet
    assert "razem 294 252 478 800 zł" in sheet
    assert "„Przy 2–4 graczach”: bez 2 ostatnich arkuszy banknotów (21 × 100 zł i 21 × 500 zł)" in sheet


def test_small_fixes_of_the_minor_findings(texts):
    """Findings 4, 5, 7, 10, 12: who pays read from the effect, the limit's collocation, Los 35 as Los 36 and
    the Sekretariat, „tabela czynszu” beside „cennik” for upgrades, the two-player answer."""
    book, cards = texts["zasady"], texts["losy"]
    assert "Gdy pozostałe karty idą tylko w jedną stronę, płaci wyłącznie ten, kto je dostaje" in book
    assert "jeśli nie dojdzie do limitu rund" in book and "dobiegnie końca" not in book
    assert "Weź z banku 1 kartę „Dzierżawa po znajomości”, jeśli jakaś została." in cards
    assert "Weź z banku 2 karty „Dzierżawa po znajomości”, jeśli zostały" in cards
    # r42 (piecesp's token bay, kit review P major 1): the tokens lie in the card's field „ulepszenia”
    assert (
        "na karcie Posesji, na polu „ulepszenia” w jej rogu" in book
        and "cennika czynszu" not in book
        and "z kółka" not in book
    )
    assert "Zostało nas dwoje, a przeciwnik nie ma czym mi zapłacić. Muszę kupować jego karty? Nie" in book


def test_a_dash_keeps_the_page_or_street_after_it():
    """Finding 6: „rezygnacja –⏎s. 12”, „5 –⏎ul. Lichwiarska”: the value of a dashed pair stays on the dash's line."""
    from generator.model.polish import NBSP, tie_short_words

    tied = tie_short_words("(s. 11; rezygnacja – s. 12), 5 – ul. Lichwiarska, gra – a potem")
    assert f"rezygnacja{NBSP}–{NBSP}s.{NBSP}12" in tied and f"5{NBSP}–{NBSP}ul.{NBSP}Lichwiarska" in tied
    assert f"gra{NBSP}– a" in tied  # any other dash still lets the line break after it
