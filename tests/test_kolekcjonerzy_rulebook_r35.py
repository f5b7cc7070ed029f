"""Kolekcjonerzy's rulebook and aid after the r35 blind review: a spoken proposal names its addressee, the
arbiter's „dalej” closes the window for a check in an auction, no table is „liczny” or „mały” without a
number, the arbiter's duties run in the turn's order with every duty the body gives, and the references
land on the rule, not on its section's start."""

from __future__ import annotations

import io
import re

import pytest
from pypdf import PdfReader

from generator.build.recipe import BuildOptions
from generator.draw.kinds import player_aid
from generator.games import apply_house_rules
from generator.games.registry import load_all
from generator.model.findings import Findings
from generator.rulebook import produce
from generator.validate.loading import load_project

from .conftest import COMPONENTS
from .test_rulebook_pages import unhyphenated
from .test_rulebooks import flat


@pytest.fixture(scope="module")
def said():
    load_all()
    findings = Findings()
    game = load_project(COMPONENTS, ["kolekcjonerzy"], findings).games["kolekcjonerzy"]
    apply_house_rules(game, findings)
    assert not findings.errors, [str(f) for f in findings.errors]
    book = produce(game.components["zasady"], game, BuildOptions())
    assert book.problems == [] and book.data
    (aid,) = player_aid.render(game.components["pomoc"], game, BuildOptions())
    pages = [unhyphenated(flat(page.extract_text() or "")) for page in PdfReader(io.BytesIO(book.data)).pages]
    aid_text = " ".join(page.extract_text() for page in PdfReader(io.BytesIO(aid.data)).pages)
    return pages, unhyphenated(flat(aid_text))


def page_of(pages: list[str], words: str) -> int:
    """The printed page (1-based) holding `words`."""
    (found,) = [k + 1 for k, page in enumerate(pages) if words in page]
    return found


def test_a_spoken_proposal_names_its_addressee_in_the_rule_every_example_and_the_aid(said):
    """F1, F13: „proponuję: sprzedam GITARĘ za 1” was taken by two players; the first trade example skipped the form."""
    pages, aid = said
    book = " ".join(pages)
    assert "zaczynając od słów „proponuję graczowi” i numeru pionka adresata" in book
    assert "to rozmowa handlowa, tak samo jak zdanie bez numeru adresata" in book
    assert "„proponuję:" not in book and "„proponuję…”" not in book
    spoken = re.findall(r"„proponuję graczowi (\d+):", book)
    assert len(spoken) >= 4, spoken  # the rule, the turn's example, the open deal, the sample round
    assert "mówi: „proponuję graczowi 1: dam ci w prezencie eksponat" in book and "(arbiter: „pierwsza do 1”)" in book
    assert "Jawnie („proponuję graczowi 6: …”)" in aid and "„proponuję…”" not in aid


def test_the_arbiters_dalej_closes_the_window_for_a_check(said):
    """F2, F16: a „sprawdzam” said over the next bid was argued over; the aid said nothing of who may check."""
    pages, aid = said
    book = " ".join(pages)
    assert "Każdą ofertę arbiter powtarza na głos z numerem autora" in book
    # r36 F2: the arbiter asks „sprawdzenie?” and waits; a check said with „dalej” or after it is late
    # r38 F2: said in sentences of their own, the window the same
    assert (
        "wobec autora oferty w licytacji: zaraz po jej złożeniu, gdy arbiter pyta „sprawdzenie?”, zanim powie „dalej”"
        in book
    )
    assert "i pyta „sprawdzenie?”. Gdy nikt się nie zgłosi, mówi „dalej”" in book
    assert "Żądanie zgłoszone razem z „dalej” albo później jest spóźnione" in book
    assert "zanim głos przejdzie" not in book
    duties = book.split("Obowiązki arbitra Przed grą", 1)[1]
    assert "w licytacji powtarza oferty i pasy, pyta „sprawdzenie?”, mówi „dalej”" in duties
    assert (
        "„Sprawdzam” – raz na stronę przyjętej jawnej propozycji, raz na ofertę (na „sprawdzenie?”) i na odbiorcę "
        "bez reszty." in aid
    )  # r39 F10: the third case too


def test_no_table_is_large_or_small_without_a_number(said):
    """F3: „przy licznym stole” had no number, and the arbiter could not tell what to read before the game."""
    pages, _ = said
    book = " ".join(pages)
    assert not re.search(r"(licznym|małym|licznego) (stole|składzie)", book)
    assert (
        "Zapis i spłatę opisuje „Zapisana reszta”" in book and "arbiter czyta ten punkt przed grą" in book
    )  # r39 F4: „ją” read as the payment


def test_the_arbiters_duties_run_in_the_turns_order_and_miss_none(said):
    """F5: „koniec tury gracza z terminu” stood before „ruch”; the claim check, the event's record and the
    waiting exhibit were missing."""
    pages, _ = said
    book = " ".join(pages)
    duties = book.split("Obowiązki arbitra Przed grą", 1)[1].split("Sytuacje szczególne", 1)[0]
    order = [
        duties.index(f"{part} –")
        for part in (
            "początek kolejki",
            "ruch",
            "skutek pola",
            "transakcje",
            "ogłoszenie zwycięstwa",
            "koniec tury gracza z terminu",
        )
    ]
    assert order == sorted(order), order
    for duty in (
        "sprawdza „nie stać mnie”",
        "zapisuje zdarzenia i nowy termin",
        "wykłada czekający eksponat",  # r39: shorter, the book kept at 21 pages
    ):
        assert duty in duties, duty


def test_references_land_on_the_rule_not_its_section(said):
    """F6: change, „Inne pola”, the repayment and the arbiter pointed to where their sections begin."""
    pages, _ = said
    book = " ".join(pages)

    def ref(before: str) -> int:
        return int(re.search(re.escape(before) + r" \(s\. (\d+)", book).group(1))

    assert ref("nic się nie dzieje") == page_of(pages, "Inne pola (pole bez oznaczeń")
    assert ref("2 jedynki reszty") == page_of(pages, "Zapłata, reszta i wymiana.")
    assert ref("długi bank spłaca od razu, gdy tylko ma czym") == page_of(
        pages, "Spłata. Zapisaną resztę arbiter oddaje"
    )
    # r37 F9: the payer's check of a payee without change points to its sentence, not the section's start
    assert ref("nie ma czym wydać reszty") == page_of(pages, "Jeśli odbiorca nie ma czym wydać, zapłatę rozlicza bank")
    # r40 item 3: the summary's checks point to both rules, the players' demand and the arbiter's own checks
    found = re.search(r"sam, za to zawsze \(s\. (\d+)(?: i (\d+))?\)", book)
    assert found, "the summary's reference to the checks"
    printed = {int(n) for n in found.groups() if n}
    assert printed == {
        page_of(pages, "Kto może zażądać sprawdzenia. Wystarczy powiedzieć"),
        page_of(pages, "Kiedy arbiter sprawdza sam. Bez żądania"),
    }
    assert re.search(r"arbiter – osoba, która nie gra, tylko prowadzi rozgrywkę i bank \(s\. 1[ ,i]", book)


def test_the_summary_says_what_the_body_says(said):
    """F7, F8, F4: the B field pays what the bank has; a check is asked for; the forms are the players'."""
    pages, _ = said
    book = " ".join(pages)
    assert "Pole B daje żetony warte 10, najwyżej tyle, ile ma bank" in book  # r39 F8: shorter, no widow
    # r40 items 1 and 3: a player's demand once a side or bid, the arbiter's own checks always
    assert (
        "Sprawdza to po cichu arbiter: na żądanie gracza – raz na stronę i ofertę – a w czterech sytuacjach sam, "
        "za to zawsze (s. " in book
    )
    assert "arbiter pokazuje wszystkim plany" not in book
    assert book.count("gracze odkrywają swoje plany zakupów, a arbiter pokazuje arkusz, w którym je zaznaczył") == 2
