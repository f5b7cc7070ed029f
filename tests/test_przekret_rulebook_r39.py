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
    assert "przyjmujesz głośno („przyjmuję”), także gdy chętny jest tylko jeden" in book
    assert "Przy „sprawdzam” liczą się tylko oferty przyjęte" in book
    example = book.split("Przykład: bankructwo.")[1]
    accepted, check = example.index("Ala głośno przyjmuje obie oferty"), example.index("mówi „sprawdzam”")
    assert accepted < check
    assert "gdy przyjęte oferty z gotówką pokryją całą należność" in texts["pomoc"]


def test_who_takes_over_the_bank_is_said_once_and_the_appendix_points(texts):
    """Finding 2: p. 3 and the appendix gave two versions of who takes the bank when the banker leaves."""
    book = texts["zasady"]
    assert "a bez umowy – gracz zaczynający albo, gdy już odpadł, najbliższy w grze po jego lewej" in book
    appendix = book.split("Bankier i handel.")[1].split("Gotówka bez karty.")[0]
    assert re.search(
        r"kto go przejmuje, gdy bankier odchodzi od stołu \(zob\. s\. \d+\) albo odpada z gry \(zob", appendix
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
