"""Przekręt's rulebook, player aid and Dzierżawa card after the blind review r38: each reading the editor
found two ways settled where its situation arises, on the aid too (the engine's side:
test_engine_przekret_trade.py, the creditor's cash and the resigning player who only sells)."""

from __future__ import annotations

import pytest

from generator.build.recipe import BuildOptions, load_and_validate
from generator.build.render import render
from generator.build.write import BuildResult, write

from .conftest import COMPONENTS
from .test_przekret_rulebook_r37 import GAME, _flat


@pytest.fixture(scope="module")
def texts(tmp_path_factory) -> tuple[str, str, str]:
    out = tmp_path_factory.mktemp("rulebook-r38")
    project, _ = load_and_validate(COMPONENTS, [GAME])
    write(render(project, BuildOptions(), ["zasady", "pomoc", "dzierzawy"]), out, BuildResult())
    return tuple(_flat(out / GAME / f"{name}.pdf") for name in ("zasady", "pomoc", "dzierzawy"))


def test_the_creditors_offer_fits_his_cash_with_the_part_on_account(texts):
    """Finding 1: „(wierzyciel – łącznie z częścią na poczet należności)” read both ways."""
    book, _, _ = texts
    assert "Wierzyciel też: do tej granicy wlicza się i część ceny na poczet należności" in book
    assert "obiecać by nie mogła, choć Ala jest jej winna" in book  # the example says it too


def test_one_who_resigns_only_sells_in_the_book_the_answers_and_the_aid(texts):
    """Finding 2: „handlować jak zwykle” let a leaving player pour his cash into an ally."""
    book, aid, _ = texts
    assert "Od chwili, gdy powiesz, że odchodzisz, tylko sprzedajesz karty" in book  # r42 finding 9: in bullets
    assert "Potem może jeszcze handlować jak zwykle" not in book
    assert "A czy odchodząc, mogę kupić od przyjaciela kartę za całą swoją gotówkę? Nie." in book
    assert "Płacisz należności, potem tylko sprzedajesz; reszta – bankowi" in aid


def test_the_lease_is_tied_to_this_turns_stop_on_the_card_and_in_the_glossary(texts):
    """Finding 3: „na której właśnie stoi twój pionek” outlived the turn."""
    book, _, card = texts
    assert "właśnie stoi" not in book + card
    assert "na której twój pionek stanął w tej turze" in card
    # r42 finding 4: the tenant's verb „wziąć w dzierżawę” (never read as leasing out) replaced „wydzierżawić”
    assert "Wziąć w dzierżawę – w turze, w której twój pionek zatrzymał się" in book
    assert "ydzierżaw" not in book + card


def test_the_track_fee_is_no_debt_and_the_aid_says_where_pawns_go(texts):
    """Findings 5, 13: the voluntary fee read as a należność; „zgodnie z ruchem wskazówek zegara” on tracks."""
    book, aid, _ = texts
    assert "Opłata (za wejście na tor) – kwota dla banku za wejście na tor wewnętrzny; nie jest należnością" in book
    assert "Należność – kwota, którą gracz musi zapłacić" in book and "Nie jest nią opłata." in book
    assert "Opłata nie jest należnością: kto nie ma na nią gotówki" in book
    assert "opłata albo kara z pola" not in book
    assert "idź zgodnie z ruchem wskazówek zegara (tor: do Wyjścia)" in aid
    assert "przepada, gdy odpadnie wierzyciel" in aid  # finding 11


def test_street_numbers_and_the_small_table_banknotes_are_said(texts):
    """Findings 6, 12: the 2–4 player print left out notes a 5-player game needs; numbers vs names."""
    book, _, _ = texts
    assert "Zanim zagracie w 5–6 osób, dodrukuj je" in book
    assert "przy 5–6 graczach potrzebne są wszystkie banknoty zestawu" in book
    assert "1 – ul. Ciemna, 2 – ul. Tkacka" in book
