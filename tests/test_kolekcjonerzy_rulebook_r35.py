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
def built():
    """The rulebook's and the aid's PDF bytes, laid out once for the module."""
    load_all()
    findings = Findings()
    game = load_project(COMPONENTS, ["kolekcjonerzy"], findings).games["kolekcjonerzy"]
    apply_house_rules(game, findings)
    assert not findings.errors, [str(f) for f in findings.errors]
    book = produce(game.components["zasady"], game, BuildOptions())
    assert book.problems == [] and book.data
    (aid,) = player_aid.render(game.components["pomoc"], game, BuildOptions())
    return book.data, aid.data


@pytest.fixture(scope="module")
def said(built):
    book, aid = built
    pages = [unhyphenated(flat(page.extract_text() or "")) for page in PdfReader(io.BytesIO(book)).pages]
    aid_text = " ".join(page.extract_text() for page in PdfReader(io.BytesIO(aid)).pages)
    return pages, unhyphenated(flat(aid_text))


def page_of(pages: list[str], words: str) -> int:
    """The printed page (1-based) holding `words`."""
    (found,) = [k + 1 for k, page in enumerate(pages) if words in page]
    return found


def test_a_spoken_proposal_names_its_addressee_in_the_rule_every_example_and_the_aid(said):
    """F1, F13: „proponuję: sprzedam GITARĘ za 1” was taken by two players; the first trade example skipped the form."""
    pages, aid = said
    book = " ".join(pages)
    assert "zaczynając od słów „proponuję graczowi” i numeru adresata" in book
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
        "„Sprawdzam” – raz na stronę przyjętej jawnej propozycji, raz na ofertę (na „sprawdzenie?”), na odbiorcę "
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
            "odejście gracza",  # r41 stuck point 1
            "koniec tury pionka z terminu",  # r41 minor 10: the end date names a pawn, as the table and the sheet
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

    assert ref("kończy ruch na polu bez oznaczeń") == page_of(pages, "Inne pola (pole bez oznaczeń")
    assert ref("2 jedynki reszty") == page_of(pages, "Zapłata, reszta i wymiana.")
    assert ref("długi bank spłaca od razu, gdy ma czym") == page_of(pages, "Spłata. Zapisaną resztę arbiter oddaje")
    # r37 F9: the payer's check of a payee without change points to its sentence, not the section's start
    assert ref("nie ma czym wydać reszty") == page_of(pages, "Jeśli odbiorca nie ma czym wydać, zapłatę rozlicza bank")
    # r40 item 3: the summary's checks point to both rules, the players' demand and the arbiter's own checks
    found = re.search(r"sam i zawsze \(s\. (\d+)(?: i (\d+))?\)", book)  # r41 minor 8: the once spelled out
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
    # (r41 minor 8: „raz na stronę i ofertę” spelled out)
    assert (
        "Sprawdza to po cichu arbiter: na żądanie gracza (każdą stronę transakcji i każdą ofertę w licytacji "
        "najwyżej raz), a w czterech sytuacjach – sam i zawsze (s. " in book
    )
    assert "arbiter pokazuje wszystkim plany" not in book
    # r41 minor 14: said once, for every end (the win and both ends without a claim)
    assert book.count("gracze odkrywają plany zakupów, a arbiter pokazuje arkusz, w którym je zaznaczył") == 1
    assert "Po każdym końcu gry gracze odkrywają plany zakupów" in book


def test_a_player_who_leaves_has_a_rule_where_it_arises(said):
    """r41 stuck point 1: no rule for a player who leaves mid-game (his pawn, tokens, exhibits, the change the
    bank owes him, the circle his pawn stood on). The rule in „Sytuacje szczególne”, pointed to from the
    round's definition, the arbiter's duties, the glossary and the aid."""
    pages, aid = said
    book = " ".join(pages)
    rule = book.split("Gracz odchodzi z gry Kto musi odejść", 1)[1].split("Eksponaty czekające na kółko", 1)[0]
    for phrase in (
        "odchodzi po trwającej turze",
        "Arbiter zdejmuje jego pionek i wpisuje jego numer w polu „Odeszli z gry” arkusza",
        "jeśli pionek stał na kółku, a czekają eksponaty, kładzie tam eksponat z wierzchu stosu",
        "Dobytek odchodzącego przepada jak po pomyłce",
        "arbiter ściera jego wpis w polu „Bank winien”, żetony zabiera do banku",
        "To nie jest zakup ani inne zdarzenie.",
        "Tabela punktów, próg zwycięstwa i limity propozycji się nie zmieniają.",
        "Numer odchodzącego pomija się w kolejności tur i licytacji",
        "Gdy zostanie jeden gracz, wygrywa.",
    ):
        assert phrase in rule, phrase
    here = page_of(pages, "Gracz odchodzi z gry Kto musi odejść")
    pointing = (
        "od najniższego numeru pionka do najwyższego (gdy ktoś odejdzie – s. ",  # the round's definition
        "odejście gracza – zdejmuje pionek, zwraca dobytek do banku i na planszę, zapisuje numer (s. ",  # duties
        "odejście z gry – gracz kończy grę przed czasem; liczba graczy się przez to nie zmienia (s. ",  # glossary
        "nie zmienia się, gdy ktoś odejdzie (s. ",  # the player count in the set-up
        "Gdy gracz z pionkiem X odszedł (s. ",  # the end date
    )
    for before in pointing:
        assert int(re.search(re.escape(before) + r"(\d+)\)", book).group(1)) == here, before
    assert "Gdy u arbitra czekają eksponaty (po pomyłce albo odejściu gracza)" in book
    assert "Eksponaty bez wolnego kółka po pomyłce lub odejściu gracza leżą u arbitra w stosie, zakryte" in book
    assert "(zasady: „Gracz odchodzi z gry”)" in aid


def test_the_player_count_is_the_starting_one_and_an_end_date_survives_its_pawn(said):
    """r41 arguments 2 and 3: after 8 → 7 players, 40 or 37? after 9 → 8, the turn's limit or not? An end date
    that names a pawn gone: after his predecessor, at the round's end, or never?"""
    pages, aid = said
    book = " ".join(pages)
    assert (
        "Liczba graczy to w tych zasadach zawsze liczba graczy na początku gry – nie zmienia się, gdy ktoś "
        "odejdzie" in book
    )
    assert "Od niej zależą liczba kleksów, najmniejsza liczba pozycji w planie zakupów i próg zwycięstwa:" in book
    assert "najkrótszy plan" not in book  # r41 minor 6
    assert "Liczba graczy to zawsze ta z początku gry, także gdy ktoś odejdzie" in aid
    # r42 argument: the departed pawn's place in turn order, the lowest number's case said (book, aid, sheet)
    rule = "po ostatniej turze przed miejscem X w kolejności tur"
    lowest = "gdy wszystkie pionki w grze mają wyższe numery niż X – w poprzedniej kolejce"
    assert "Gdy gracz z pionkiem X odszedł (s." in book and f"), gra kończy się {rule} ({lowest})." in book
    assert f"(gdy X odszedł – {rule}; {lowest})" in aid
    assert "najbliższego grającego przed nim" not in book + aid
    assert "tury wszystkich graczy w grze po kolei, od najniższego numeru pionka do najwyższego" in book
    assert "do gracza z najwyższym numerem" not in book
    # r41 minor 10: the rule and its table name the pawn, as the arbiter's announcement and sheet do
    assert "jeśli zaszło ono w turze pionka X, gra kończy się po turze tego samego pionka" in book
    assert "Koniec gry po turze pionka X" in book and "turze gracza X" not in book


def test_the_r41_wording_minors(said):
    """r41 minors 5, 7, 9, 11 and 12: „składa się” a proposal, the plan's „each at most once” said once, the B
    field's legend without a term not yet defined, the glossary's auction that may sell nothing and its
    missing words, the NIE MA slip that reaches the addressee like any other."""
    pages, _ = said
    book = " ".join(pages)
    assert "Jawną propozycję składa się na głos" in book and "propozycję mówi się" not in book
    assert "eksponaty, które chce zdobyć – każdy najwyżej raz" in book and "różne eksponaty" not in book
    assert "Zapisanej reszty nie potrąca się z wypłaty" not in book
    glossary = book.split("Słowniczek • adresat", 1)[1].split("Pytania i odpowiedzi", 1)[0]
    for entry in (
        # r42 minor 5: the bidder buys, not the bid; „strona” has its entry
        # r43 F8: the bid equal at least to the opening price (its case governed)
        "licytacja – wystawienie eksponatu na sprzedaż; kupuje go autor najwyższej ważnej oferty (równej co najmniej "
        "cenie wywoławczej), a bez ofert – nikt",
        "strona (transakcji) – nadawca i adresat propozycji albo sprzedający i zwycięzca licytacji",
        "niepełna – słowo arbitra: wypowiedź bez pełnych warunków nie jest propozycją",
        "odbiorca, płacący – strona, której należy się zapłata, i ta, która płaci",
        "czekający eksponat – eksponat, dla którego zabrakło wolnego kółka",
    ):
        assert entry in glossary, entry
    assert "Zakreśla na kartce MA albo NIE MA i zawsze podaje ją adresatowi" in book
    assert "Przy MA arbiter podaje kartkę adresatowi" not in book


def test_no_paragraph_of_the_change_rule_ends_in_a_lone_word(built):
    """r41 minor 13: the paragraph on change between players ended in the line „sam.” alone."""
    book, _ = built
    lines = [
        line.strip() for page in PdfReader(io.BytesIO(book)).pages for line in (page.extract_text() or "").splitlines()
    ]
    start = next(k for k, line in enumerate(lines) if line.startswith("Jeśli odbiorca nie ma czym wydać"))
    end = next(k for k in range(start, len(lines)) if lines[k].endswith("sam."))  # the paragraph's last line
    assert len(lines[end].split()) >= 2, lines[start : end + 1]


def test_the_set_up_figure_draws_the_bank_beside_the_arbiter(built):
    """r41 minor 4: the figure drew „bank (zakryty, u arbitra)” in the corner across the board from the
    arbiter's sheet, against its own label; its caption now says the board is shrunk and where it is shown
    at full size."""
    import pypdfium2 as pdfium

    book, _ = built
    pdf = pdfium.PdfDocument(book)
    try:
        (page,) = [pdf[k] for k in range(len(pdf)) if "Stół gotowy do gry" in pdf[k].get_textpage().get_text_range()]
        textpage = page.get_textpage()

        def centre(words: str) -> tuple[float, float]:
            found = textpage.search(words).get_next()
            assert found, words
            boxes = [textpage.get_charbox(k) for k in range(found[0], found[0] + found[1])]
            return (min(b[0] for b in boxes) + max(b[2] for b in boxes)) / 2, (min(b[1] for b in boxes))

        middle = page.get_width() / 2
        bank, arbiter, player1 = centre("bank (zakryty"), centre("arbiter: arkusz arbitra"), centre("gracz 1:")
        assert (bank[0] < middle) == (arbiter[0] < middle), (bank, arbiter)  # on the arbiter's side
        assert abs(bank[1] - arbiter[1]) < abs(player1[1] - arbiter[1])  # next to him, not across the side
        caption = " ".join(textpage.get_text_range().split())
        assert re.search(
            r"Plansza jest pomniejszona – jej pola i płytki z bliska pokazują rysunki s\. \d+ i \d+", caption
        )
    finally:
        pdf.close()


def test_r42_spoken_formulas_and_quoted_titles_stay_on_one_line(built):
    """r42 minor 2: the words said at the table and the titles a text points to, each found whole on one
    printed line (not „proponuję / graczowi”, „6 – / gracz 3”, „(naj- / wyżej 2)”)."""
    book, aid = built
    lines = [
        line.replace("\u00a0", " ")
        for data in (book, aid)
        for page in PdfReader(io.BytesIO(data)).pages
        for line in (page.extract_text() or "").splitlines()
    ]
    for said in (
        "„proponuję graczowi”",
        "(„6 – gracz 3”)",
        "(„gracz 6 pasuje – dalej”)",
        "„pierwsza do 4”",
        "„pierwsza do 5”",
        "(„koniec po turze pionka 3 w kolejce 12”)",
        "(„Kleksy i plany zakupów”",
        "„Cisza na pustej planszy”",
        "„w tym z zapisanej reszty”",
        "(najwyżej 2)",
    ):
        assert any(said in line for line in lines), said


def test_r42_the_wording_minors(said):
    pages, aid = said
    book = " ".join(pages)
    # minor 7: a short bank payout is not recorded change, where the payout is told and in the Q&A
    assert (
        "Gdy bank ma mniej, wypłaca tyle, ile ma (choćby nic); braku nie zapisuje ani nie dopłaca – to nie reszta."
        in book
    )
    assert "gdy ma mniej, wypłaca tyle, ile ma, i braku nie zapisuje" in book
    # minor 8: the summary's forfeit takes the recorded change too
    assert "traci wszystkie żetony (także zapisaną resztę) i eksponaty, ale gra dalej" in book
    # minor 4: the aid names the pawn, as the book, the sheet and the announcement do
    assert "jeśli ostatnie zdarzenie zaszło w turze pionka X, gra kończy się po turze tego pionka" in aid
    assert "gracza X" not in aid
    # minor 11: how to keep the tokens hidden
    assert "każdy gracz może też ukrywać żetony za kubkiem albo złożoną kartką" in book
    # minor 6: one word for the edition, the chapter's title as the body says it
    assert "Co ustaliło to wydanie" in book and "edycj" not in book
