"""Rynek's rulebook sends a reader from each decision to the rule it settles: the page its
„(zob. s. N)” names shows the words of that rule, not only the section the rule belongs to (a
section can start a page before its rule, and a heading's page alone cannot tell them apart)."""

from __future__ import annotations

import re

import pytest

from generator.games.rynek.simulation import ENGINE
from generator.rulebook import APPENDIX_NOTE

from .conftest import COMPONENTS, validated_game
from .test_rulebook_pages import page_texts, produced, unhyphenated

# where Rynek's appendix opens: its first chapter's heading and the note that it may go unprinted (r44 R 20)
APPENDIX_START = "Co ustaliło to wydanie " + APPENDIX_NOTE.replace("**", "").split(".")[0]

# decision topic → words of the rule itself, as the rulebook's body states it: one phrase for each place where the
# body says the rule (r40 review, 3: a decision names every such place, and every page it names shows one of them)
RULE_WORDS = {
    "Kto płaci jaką cenę przy zakupie": ("płaci cenę minimalną", "Każdy płaci swoją cenę, a surowiec rozdziela się"),
    "Remis cen przy zakupie": ("proporcjonalnie do wpisanych zamówień",),
    "Nadwyżka podaży przy sprzedaży": (
        "dzielą to, co zostało, po równo",
        "Sztuki, które zostały po podziale, dostają remisujący po jednej",
    ),
    "Niedobór podaży przy sprzedaży": ("za każdą sztukę, której brakuje jego ofercie", "Skąd kary:"),
    "Opłata za wejście do przetargu": (
        "graczowi, który stoi na tym polu",
        "Opłata za wejście do przetargu przechodzi od gracza do gracza",
    ),
    "Kwoty nie do wypłacenia": ("bank zaokrągla w dół do pełnych dziesiątek kwotę za każdy produkt osobno",),
    "Nazwy talii": (
        "Na karcie ZAKUP każdy wiersz to jeden kolor",
    ),  # the cards' figure (r20: „Spis kart” shares the chapter's page)
    "Zamówienia wszystkich naraz": ("Zamówienia – wszyscy naraz",),
    "Wejście do przetargu": ("jest odtąd uczestnikiem przetargu",),
    "Tylko to, co się ma": ("suma przekracza jego gotówkę", "więcej sztuk któregoś produktu, niż gracz ma w magazynie"),
    "Nieważne wpisy się nie liczą": (
        "gdy jeden chętny został po skreśleniu nieważnych zamówień",
        "Nieważne oferty skreśla się i nie wlicza do sumy ofert",
    ),
    "Zużyte karty": ("bankier wsuwa kartę ZAKUP pod spód talii", "bankier wsuwa kartę SPRZEDAŻ pod spód talii"),
    "Mur na linii": ("Mur kładzie się bez opłaty wzdłuż jednej linii",),
    "Pierwsze postawienie pionka": ("W pierwszym ruchu gracz stawia pionek na dowolnym wolnym polu",),
    "Utrzymanie w rejestrze fabryki": (
        "Na początku każdego swojego ruchu",
        "Utrzymanie maszyn, zapłacone na początku ruchu, wpisuje się w tym samym wierszu",
    ),
    "Jawne i tajne": ("trzyma jawnie przed sobą", "suma przekracza jego gotówkę"),
    "Pożyczka przed odkryciem wpisów": (
        "gdy dłużnik dostał pieniądze przed odkryciem",
        "Od odkrycia wpisów do ostatniej zapłaty za przydział nikt nikomu nie przekazuje pieniędzy",
    ),
    "Rejestr fabryki": (
        "Na przedniej stronie rejestru fabryki",
        "pusta albo źle policzona kratka nie jest błędnym wpisem",
    ),
    # r41 review 14: the machines the bank does not buy back and the loans between players, where the body says them
    "Brak pieniędzy na utrzymanie": (
        "nawet po pożyczce od innego gracza",
        "bank ich nie odkupuje",
        "Bank nie udziela pożyczek",
    ),
    "Kiedy mur odcina gracza": ("Mur nie może odciąć żadnego pola",),
    "Ostatni gracz w grze": ("wygrywa on od razu",),
    "Czas gry w rundach": ("rozgrywa się ją do końca",),
    "Bankier i kolory": ("zostaje nim najstarszy gracz",),
    "Gdy w banku czegoś brakuje": (
        "na rynku jest tylko tyle sztuk, ile ma bank",
        "Kto płaci bankowi, a może złożyć dokładną kwotę",
        "Zapisem bankier pokrywa więc tylko tę część",
        "brakującą część bankier wpisuje jako zapis bankiera",
    ),
    "Błędny wpis": (
        "Wszystkie zamówienia gracza z tej karty są nieważne",
        "Wszystkie oferty gracza z tej karty są nieważne",
    ),
    # r40 review, 3: the order of payouts, the penalty's loan, the purchase's and the sale's ban on passing money and
    # the gifts outside the settlements – four places; r44 review, 1: the loan from any other player, and the box on a
    # bank short of notes, where the order of payouts decides who gets them
    "Kolejność wypłat przy przetargu": (
        "Potem bankier rozlicza uczestników po kolei",
        "Jedyny wyjątek to pożyczka na karę",
        "może pożyczyć od dowolnego innego gracza – uczestnika przetargu albo nie – najwyżej brakującą kwotę",
        "dostają je uczestnicy w kolejności wypłat",
        "Od odkrycia wpisów do ostatniej zapłaty za przydział nikt nikomu nie przekazuje pieniędzy",
        "ani od odkrycia ofert do końca wypłat i zapłat przy przetargu",
    ),
    "Umowy między graczami": (
        "Z rąk do rąk przechodzą tylko pieniądze",
        "Od odkrycia wpisów do ostatniej zapłaty za przydział nikt nikomu nie przekazuje pieniędzy",
        "Od odkrycia ofert do końca wypłat i zapłat nikt nikomu nie przekazuje pieniędzy",
    ),
    "Remisy w kolejności": (
        "przy równych zamówieniach – zgodnie z ruchem wskazówek zegara od gracza na polu zakupu",
        "kolejno zgodnie z ruchem wskazówek zegara od gracza na polu sprzedaży",
        "zgodnie z ruchem wskazówek zegara, zaczynając od bankiera",
    ),
    "Rozmiana banknotów": ("Rozmiana banknotów. Na prośbę każdego gracza",),
    "Produkt na stałe": ("Produktu nie można już rozłożyć na surowce",),
    "Produkty gracza, który odpada": ("bankier rozkłada je na surowce, jak sprzedane",),
    "Obowiązkowe przesunięcie pionka": ("Przesunięcie pionka jest obowiązkowe",),
    "Mur na własnej drodze": ("Mur wolno położyć także na linii, którą gracz sam musiałby przejść",),
}

# a question of „Pytania i odpowiedzi” → words of the rule its answer's pages must show, one phrase a place
ANSWER_WORDS = {
    "Czy gracz na polu zakupu kupuje przed innymi?": ("przy równych zamówieniach – zgodnie z ruchem wskazówek zegara",),
    "Co liczy się na koniec gry: tylko gotówka?": ("Liczy się tylko gotówka (razem z zapisem bankiera",),
    "Przy przetargu bankowi zabrakło banknotów.": ("dostają je uczestnicy w kolejności wypłat",),
    "Czy bank zaokrągla sumę wpływów z kilku produktów?": ("kwotę za każdy produkt osobno",),
    "Kupuję surowce w ruchu innego gracza.": ("Zakupy i sprzedaże, w których gracz bierze udział w ruchach",),
    "Wpisałem zamówienia za więcej, niż mam.": ("gdy dłużnik dostał pieniądze przed odkryciem",),
    "Wpisałem liczbę sztuk, ale zapomniałem o cenie.": (
        "Wszystkie zamówienia gracza z tej karty są nieważne",
        "Wszystkie oferty gracza z tej karty są nieważne",
    ),
}


@pytest.fixture(scope="module")
def book():
    result = produced(COMPONENTS, "rynek")
    assert result.problems == [], [p.message for p in result.problems]
    return [unhyphenated(text) for text in page_texts(result.data)]


def referenced(pages: list[str]) -> dict[str, tuple[int, ...]]:
    """decision topic → the pages its „(zob. s. N[ i M])” names, read from the printed chapter."""
    chapter = " ".join(pages[[i for i, t in enumerate(pages) if APPENDIX_START in t][0] :])
    found = {}
    for topic in RULE_WORDS:
        # „(zob. s. 4)”, „(zob. s. 4 i 7)”, „(zob. s. 4, 6 i 11)”: every page the reference names
        match = re.search(re.escape(topic) + r"\. .*?\(zob\. s\. (\d+(?:, \d+)*(?: i \d+)?)\)", chapter)
        if match:
            found[topic] = tuple(int(n) for n in re.findall(r"\d+", match.group(1)))
    return found


def misplaced(pages: list[str], named: dict[str, tuple[int, ...]], words: dict[str, tuple[str, ...]]) -> dict:
    """What a reference gets wrong: a page it names that shows none of its rule's places, or a place of the rule
    on no page it names. The places of a rule are `words[key]`, phrases of the body (a phrase may recur later, in
    the summary or the glossary: any page of it that the reference names will do)."""
    flat = [" ".join(page.split()) for page in pages]
    wrong = {}
    for key, numbers in named.items():
        bare = [n for n in numbers if not any(w in flat[n - 1] for w in words[key])]
        unnamed = [w for w in words[key] if not any(w in flat[n - 1] for n in numbers)]
        if bare or unnamed:
            wrong[key] = {"pages without the rule": bare, "places not named": unnamed}
    return wrong


def test_every_decision_names_every_page_where_its_rule_stands_and_no_other(book):
    """r40 review, 3: a decision's „(zob. s. …)” names each place the body says its rule – the payouts' order at
    the payout, the penalty's box, the purchase and the agreements (four) – and every page it names shows the
    rule's words, not only the section the rule belongs to (an anchor can sit a page before its rule)."""
    pages = referenced(book)
    assert sorted(set(RULE_WORDS) - set(pages)) == []
    assert misplaced(book, pages, RULE_WORDS) == {}


def test_every_answer_names_the_page_where_its_rule_stands(book):
    """r40 review, 3: the Q&A on a sale that runs out of banknotes sent the reader to the payout's step (p. 9);
    who gets the notes and who the banker's slip stands in the box „Brak banknotów i kara” (p. 10)."""
    text = " ".join(" ".join(page.split()) for page in book)
    answers = text[text.index("Pytania i odpowiedzi Czy") : text.index("Spis kart Karty ZAKUP")]
    named = {}
    for question in ANSWER_WORDS:
        match = re.search(re.escape(question) + r".*?\(s\. (\d+(?:, \d+)*(?: i \d+)?)\)", answers)
        assert match, question
        named[question] = tuple(int(n) for n in re.findall(r"\d+", match.group(1)))
    assert misplaced(book, named, ANSWER_WORDS) == {}


def test_r34_the_table_s_open_questions_are_settled_in_the_body(book):
    """r34 review: the „suma” box, a forgotten underline and the clock started arguments at the table (2–4);
    a banker and colours had no tie-break (17); the glossary lacked „wpis niepełny” and the underline (18);
    the quick start's end of game left out the bank's slip and the last player standing (11); procedural
    detail sits in grey „Szczegóły” boxes the first reading may skip (1)."""
    text = " ".join(" ".join(p.split()) for p in book)
    body = text[: text.index(APPENDIX_START)]
    assert "pusta albo źle policzona kratka nie jest błędnym wpisem" in body
    assert (
        "Wiersz odkryty przy wcześniejszej karcie nie liczy się nigdy, także wtedy, gdy ktoś zapomniał go podkreślić"
        in body
    )
    assert "liczony od pierwszego ruchu pierwszego gracza" in body
    assert "gdy minie po ruchu gracza zamykającego rundę, gra się kończy" in body
    assert "zostaje nim najstarszy gracz" in body and "Gracze po kolei – od bankiera" in body  # r35 (3)
    assert "• wpis niepełny – " in body and "• podkreślenie – " in body
    assert (
        "wygrywa gracz z największą gotówką (banknoty i zapis bankiera); gdy zostaje jeden gracz – wygrywa od razu"
        in body
    )
    # r39 major 1: the rare cases in the grey boxes (walls, filling in, the sum and loan, the shortage and the
    # unpayable penalty, gifts and debts), which the reading paragraph tells a first reading to skip
    # r41 major 1: the rules of ordinary play (empty and incomplete entries, the underline, the sale's money freeze
    # and the drop-out after the whole sale) in the numbered steps; r41 minor 13: the boxes named by their heading
    # r44 review 4: the box on corrections and the forgotten underline became „Jak wpisywać zamówienia i oferty”, to
    # be read, not a „Szczegóły” box: four of those remain
    assert (
        body.count("Szczegóły: ") == 4
        and "Jak wpisywać zamówienia i oferty" in body
        and body.count("bez ramek z nagłówkiem „Szczegóły:”") == 1
    )
    assert "Obie puste to brak wpisu (zero i kreska liczą się jak pusta kratka)" in body
    assert "także ten, kto nic nie wpisał – podkreśla ostatni zapisany wiersz swojej tabeli" in body
    assert "odpada dopiero po rozliczeniu całego przetargu" in body
    # said once, in the steps, not again in a box
    assert body.count("pusta kratka") == 1 and body.count("odpada dopiero") == 1
    # minor 5: the penalty's reference lands on the bullet that states it, not only on the settlement's first page
    pages = [" ".join(p.split()) for p in book]
    first, last = re.search(r"płaci karę \(s\. (\d+)(?:–(\d+))?\)", body).groups()
    assert "Oferty mniejsze niż popyt:" in " ".join(pages[int(first) - 1 : int(last or first)])


POLISH = "aąbcćdeęfghijklłmnńoóprsśtuwyzźż"


def polish_key(term: str) -> list[int]:
    return [POLISH.index(c) if c in POLISH else -1 for c in term.lower()]


def test_the_glossary_is_in_polish_alphabetical_order(book):
    text = " ".join(book)
    # the chapter's heading, not a running head („Rady dla początkujących · Słowniczek”) over the page it starts on
    glossary = text[re.search(r"(?<!· )Słowniczek • ", text).start() : text.index("Pytania i odpowiedzi Czy")]
    terms = re.findall(r"• ([^–•]+?) –", glossary)
    assert len(terms) > 20 and "akcja pola" in terms
    assert terms == sorted(terms, key=polish_key)


def test_the_quick_start_settles_the_first_move_wall_and_counts_the_walls_the_board_takes(book):
    board = ENGINE.static(validated_game("rynek")).board
    fields, lines = len(board.types), len(board.lines)
    start = " ".join(book[:6])  # the pieces, the setup and the bank come first
    # the first move is a move like any other: its wall is stated once, in the move's step (r22 review F8);
    # r24 F9: no chapter of its own, the first placement said once, in the pawn's step
    assert (
        "Każdy ruch gracza, także jego pierwszy ruch w grze, wygląda tak" in start and "Pierwszy ruch 1." not in start
    )
    assert start.count("W pierwszym ruchu gracz stawia pionek na dowolnym wolnym polu") == 1
    assert "pierwszym postawieniu" not in start
    assert "położyć mur" not in start[: start.index("Przebieg gry Cztery kroki ruchu")]
    assert (
        "Gracz może – także w pierwszym ruchu, zanim postawi pionek – położyć bez opłaty jeden ze swoich murów" in start
    )
    # r26 F5: no graph arithmetic in the setup; the wall rule says how many walls the board takes
    assert f"Plansza ma {fields} pól i {lines} linii" not in start
    assert f"zmieści się więc na niej najwyżej {lines - fields + 1} murów" in start
    # r27pre F5: the pointer to the advice sits in the reading order, not between the move's steps and the wall
    # r27 F9: one range for everyone, no exceptions to resolve
    # r34 major 1: the first reading skips the grey „Szczegóły” boxes and the banker's chapter
    # r39 major 1: a first-reading path – the three chapters without the boxes, then the first round; the
    # banker's chapter for the banker; the boxes and the end when they come up
    assert (
        "Przed pierwszą partią wystarczy przeczytać rozdziały „O grze”, „Przygotowanie gry” i „Przebieg gry” (s."
        in start
        and "bez ramek z nagłówkiem „Szczegóły:” (ramki z przykładami warto przeczytać), a potem „Pierwszą rundę krok po kroku” (s."
        in start
        and "bankier – także „Bank i braki” (s." in start
        and "czyta się, gdy dana sytuacja zajdzie" in start
    )
    assert "warto przeczytać rozdział „Rady dla początkujących”" not in start


def test_the_advice_against_bankruptcy_comes_after_the_sale_it_relies_on(book):
    """The r13 review (1): advice about penalties, demand and card types read before the sale rules
    has to be taken on trust; it stands after the sale, with the arithmetic of selling alone."""
    contents = book[0].index("O grze Każdy")  # the contents list sections too: look below them
    pages = [book[0][contents:], *book[1:]]
    first = {
        heading: next(i for i, page in enumerate(pages) if heading in page)
        for heading in ("Pole sprzedaży Gdy", "Jak nie odpaść z gry Nowicjusze", "Rachunek: sprzedaż w pojedynkę")
    }
    assert (
        first["Pole sprzedaży Gdy"]
        <= first["Jak nie odpaść z gry Nowicjusze"]
        <= first["Rachunek: sprzedaż w pojedynkę"]
    )


def test_advice_has_its_own_chapter_and_the_purchase_shortfall_stands_at_the_purchase(book):
    """The r16 review (5, 6): the advice is a chapter of its own after the end of the game, not pages
    inside „Przebieg gry” between the sale and the register."""
    text = " ".join(book)
    body = text[text.index("O grze Każdy") :]
    order = [
        body.index(words)
        for words in (
            "Po zakupie Zaraz po przydziale",
            "Rejestr fabryki – jak go wypełniać Na przedniej",
            "Odpadanie i koniec gry Gdy gracz odpada",
            "Rady dla początkujących Ten rozdział nie dodaje zasad",
            "Słowniczek • akcja pola",
        )
    ]
    assert order == sorted(order)


def test_the_bank_and_its_shortages_are_one_chapter_after_the_sale(book):
    """The r21 review (F1): the setup says only where the bank's rules are; paying, change, the banker's IOU,
    and what the bank does when it runs short are one chapter „Bank i braki” after the sale,
    and a player's elimination, which happens mid-game, heads the chapter that ends the game."""
    text = " ".join(book)
    body = text[text.index("O grze Każdy") :]
    order = [
        body.index(words)
        for words in (
            "Przygotowanie gry 1.",
            "Przebieg gry Cztery kroki ruchu",
            "Pole sprzedaży Gdy",
            "Bank i braki W banku jest tylko to",
            "Odpadanie i koniec gry Gdy gracz odpada",
        )
    ]
    assert order == sorted(order)
    bank = body[
        body.index("Bank i braki W banku jest tylko to") : body.index("Odpadanie i koniec gry Gdy gracz odpada")
    ]
    for rule in (
        "Płacenie bankowi.",
        "Rozmiana banknotów.",
        "Zamiana na banknoty",
    ):
        assert rule in bank, rule
    setup = body[body.index("Przygotowanie gry 1.") : body.index("Przebieg gry Cztery kroki ruchu")]
    assert "Płacenie bankowi." not in setup and "mówi rozdział „Bank i braki”" in setup
    # r21 review (F9): one statement that every payment to the bank follows that chapter, not a pointer at each
    assert body.count("Wydawanie reszty –") == 0
    assert body.count("Bankowi płaci się dokładnie, jeśli się da; resztę wydaje bankier (s.") == 1


def test_the_contents_list_the_setup_and_the_first_move(book):
    """A reader back at the book mid-game looks for the setup in the contents (r12 review, 10): the
    chapter „Przygotowanie gry”, before the play („Przebieg gry”, which opens with the first move since r24 F9);
    the pieces come before the setup that hands them out (r13 review, 2)."""
    contents = book[0][: book[0].index("O grze Każdy")]
    chapters = [contents.find(name) for name in ("O grze", "Elementy gry", "Przygotowanie gry", "Przebieg gry")]
    assert -1 not in chapters and chapters == sorted(chapters), contents


def test_the_print_guide_names_the_pawns_as_a_spare_and_offers_no_file_outside_the_jobs(book):
    guide = " ".join(book[-2:]).replace("\u00a0", " ")
    # r22 R minor 6: the one-piece board is in no numbered job, so the book does not offer it (zestaw.pdf's
    # screen page does, with its file)
    assert "w jednym kawałku" not in guide and "SRA3" not in guide
    assert "Pionki graczy – na arkuszu „Fabryki, maszyny, mury i pionki graczy”" in guide
    # r21 (R kit minor 1): a spare sheet can be printed again, said without a folder; r23 R minor 2: which
    # pages of which numbered job
    assert re.search(
        r"gdy któryś egzemplarz się zgubi albo zniszczy, dodrukuj stron[ęy] [\d–]+ wydruku 5 albo, taniej,", guide
    )


def test_the_cover_gives_the_playing_time_the_setup_estimates(book):
    """The r15 review (14): the cover said 50–150 min while „Czas gry” said about 48 and 144; both give
    the estimate (rounds × players × minutes per move) rounded up to full tens, for the fewest and the
    most players, and the cover names the rounds it assumes."""
    game = validated_game("rynek")
    facts = game.facts
    low, high = (
        -(-facts["rounds"] * n * facts["minutes-per-move"] // 10) * 10
        for n in (game.spec.players.min, game.spec.players.max)
    )
    cover = book[0][: book[0].index("Spis treści")]
    # r18 review (17): the rounds are named as the estimate's premise, not as depending on the players
    assert f"{low}–{high} min przy {facts['rounds']} rundach (czas zależy od liczby graczy)" in cover
    setup = " ".join(book[:5])
    # r22 review (F11): every player count has its time, for 12 rounds and for a first game (a fifth longer, r23 F6)
    counts = range(game.spec.players.min, game.spec.players.max + 1)
    usual = [-(-facts["rounds"] * n * facts["minutes-per-move"] // 10) * 10 for n in counts]
    # r24 F4: a fifth more than the table's own figure; r25 F3: to the nearest 5 minutes, so every count is
    # a fifth longer (3 players 80 → 95, 5 players 120 → 145; rounded up to tens they were a quarter longer)
    first = [(minutes * 6 // 5 + 2) // 5 * 5 for minutes in usual]
    assert all(abs(f / u - 1.2) <= 0.025 for f, u in zip(first, usual))
    assert "pierwsza partia trwa około jednej piątej dłużej" in setup
    assert (usual[0], usual[-1]) == (low, high)
    assert f"Minut na {facts['rounds']} rund {' '.join(map(str, usual))}" in setup
    assert f"Pierwsza partia {' '.join(map(str, first))}" in setup


def test_r35_the_book_says_each_rule_once_where_it_is_learnt_and_leaves_no_argument(book):
    """r35 review: the rules of filling the boxes stand in one grey box that the sale points to (4a), the
    course of play opens with the move's loop (4b); no money passes between any players from the reveal of
    the bids to the last payment (8); a player out in his own move ends it (11); laying a wall costs nothing
    (12); the setup's table gives the minutes of a round (13); the banker's chapter is named by both its
    pages (2)."""
    pages = [" ".join(p.split()) for p in book]
    text = " ".join(pages)
    body = text[: text.index(APPENDIX_START)]
    assert body.count("zero i kreska") == 1 and body.count("liczba przekreślona to błędny wpis") == 1
    assert (
        "Cztery kroki ruchu." in body
        and "Gra w pigułce" not in body
        and "utrzymanie maszyn → mur (jeśli gracz chce) → pionek → akcja pola" in body
    )
    assert (
        "Od odkrycia wpisów do ostatniej zapłaty za przydział nikt nikomu nie przekazuje pieniędzy – także ten, "
        "kto nic nie zamówił (przy przetargu podobnie, s." in body
    )
    # r38 major 4, r41 major 1: the ban in full once, in the payout's step; the purchase points to it
    assert body.count("Od odkrycia ofert do końca wypłat i zapłat nikt nikomu nie przekazuje pieniędzy") == 1
    assert "Kto odpada we własnym ruchu, na tym go kończy." in body
    assert "położyć bez opłaty jeden ze swoich murów" in body and "Mur kładzie się bez opłaty" in body
    # the table's last row, as the text reads it (the heading's last numbers may come in between)
    row = iter(map(int, re.search(r"Minut na rundę \(ok\.\)((?: \d+)+)", body).group(1).split()))
    # r37 minor 15: halves rounded up alike, 80 : 12 → 7 and 150 : 12 → 13
    assert all(any(n == m for m in row) for n in (4, 7, 8, 10, 13)), "minutes a round: 150 : 12 and the like"
    # its first and last page (one page where the chapter fits on one)
    first, last = re.search(r"bankier – także „Bank i braki” \(s\. (\d+)(?:–(\d+))?\)", body).groups()
    assert "Bank i braki" in pages[int(first) - 1] and "Zamiana na banknoty" in pages[int(last or first) - 1]
    assert "licząc od" not in text and "Zaczynając od" not in text


def test_the_rules_a_player_looks_up_mid_game_stand_where_they_are_sought(book):
    """The r18 review: the wall on one's own way sends the reader to its own decision, not to the chapter's
    first page (1); the tie for victory stands on the page of „Grę wygrywa” (12); the penalty loan names its
    last moment (3); a „0” beside a number is no empty entry (4); the cup for drawing the first player is
    among the things from outside the kit (6)."""
    pages = [" ".join(p.split()) for p in book]
    text = " ".join(pages)
    # r25 F4: the rule gives its reason itself; a page reference sent the reader into the optional appendix,
    # which a default print leaves out; r39 major 1: named in the pawn's step, said in the walls' box
    assert "albo zostaje na miejscu (także gdy linię zamknął jego własny mur z tego ruchu);" in text
    assert (
        "Mur wolno położyć także na linii, którą gracz sam musiałby przejść: gdy potem ma wolne pola tylko za "
        "murem, może zostać na miejscu, a mur zostaje na stałe." in text
    )
    appendix = next(i for i, p in enumerate(pages) if p.startswith("Rynek · zasady gry Co ustaliło to wydanie"))
    body = " ".join(
        p for p in pages[:appendix] if "Lista kontrolna elementów" not in p
    )  # the kit's checklist: no page of the rules
    assert "Mur na własnej drodze. Oryginał o tym milczy" in " ".join(pages[appendix:])
    assert not any(
        f"s. {n}" in body.replace("Co ustaliło to wydanie” (s.", "") for n in range(appendix + 1, len(pages) + 1)
    )
    assert [
        p
        for p in pages
        if "Kto wygrywa:" in p
        and "przy remisie na koniec gry – wspólnie wszyscy gracze z równą, najwyższą gotówką" in p
    ]
    # r41 major 1: the penalty loan's deadline in the payout's step, not in a box; r42 review 1: its limit there too
    assert (
        "może pożyczyć od dowolnego innego gracza – uczestnika przetargu albo nie – najwyżej brakującą kwotę. "
        "Pożyczkodawca daje ją z gotówki, którą ma przed wypłatami; jeśli sam uczestniczy w przetargu, musi mu potem "
        "wystarczyć na własną karę. Pieniądze trafiają do dłużnika przed pierwszą wypłatą albo zapłatą" in body
        # r44 review 1: who may lend, said in the step
    )
    # r19 (11): said once; r41 major 1: in the purchase's step 1, which the sale's step points to
    assert "jedna wypełniona (np. „5 szt. × 0”) to wpis niepełny, czyli błędny" in text  # r36 argument 1
    assert text.count("5 szt. × 0") == 2  # the step and the glossary
    assert "Wpisuje się je tak jak zamówienia (ramka „Jak wpisywać zamówienia i oferty”, s." in text
    assert "kubek albo woreczek do losowania pierwszego gracza" in text


@pytest.fixture(scope="module")
def laid_out(tmp_path_factory):
    """The rulebook's heading pages and its pages' lines (the running head first)."""
    from .pdfcheck import page_texts as lines_of

    result = produced(COMPONENTS, "rynek")
    path = tmp_path_factory.mktemp("rynek") / "zasady.pdf"
    path.write_bytes(result.data)
    return result.headings, lines_of(path)


def test_the_reading_guide_gives_its_chapters_generated_page_ranges(book, laid_out):
    """Kit brief s9 item 4: the guide („„Rynek” to trudna gra…”) named the chapters to read first and the
    ones to look up in play without their pages. Each group now has its range from the typesetter
    (page.span, an end anchor where the group's text ends): from its first chapter's page to the page
    where its last text stands – the next chapter's page when text stands above that chapter's heading
    there, else the page before it."""
    headings, pages = laid_out
    guide = " ".join(book[:2]).replace("\u00a0", " ")
    guide = guide[guide.index("„Rynek” to trudna gra") :]
    guide = guide[: guide.index("# Elementy gry") if "# Elementy gry" in guide else guide.index("„Spis kart” (s.") + 30]

    def ends(following: str) -> int:
        page = headings[following]
        text = pages[page - 1]
        above = text[: text.index(following)].split("\n")
        # the running head („Rynek · zasady gry”, the chapter's name) may come first or last in the text
        # layer: text above the heading is anything else (a paragraph carried over, its lines joined by
        # the hyphen's character where it broke a word)
        words = [line for line in above if line.strip() and "zasady gry" not in line and line.strip() not in headings]
        return page if words else page - 1

    groups = {  # the guide's words → (its first chapter, the chapter after its last)
        "„Przygotowanie gry” i „Przebieg gry”": ("O grze", "Bank i braki"),
        "bankier – także „Bank i braki”": ("Bank i braki", "Odpadanie i koniec gry"),
        "„Pytania i odpowiedzi” i „Spis kart”": ("Ruch i pola w skrócie", "Co ustaliło to wydanie"),
    }
    for words, (first, following) in groups.items():
        found = re.search(re.escape(words) + r"[^(]*\(s\. (\d+)(?:–(\d+))?\)", guide)
        assert found, (words, guide)
        span = (int(found.group(1)), int(found.group(2) or found.group(1)))
        if following == "Co ustaliło to wydanie":  # the appendix starts a sheet: the last page with text before it
            last = max(  # the kit's checklist may fill the blank back before it: no page of the book's own
                n
                for n in range(1, headings[following])
                if pages[n - 1].split("\n", 1)[-1].strip() and "Lista kontrolna elementów" not in pages[n - 1]
            )
        else:
            last = ends(following)
        assert span == (headings[first], last), (words, span, headings[first], last)


def test_r38_the_settlements_read_one_way_in_the_book_on_the_cards_and_on_the_register(book):
    """The r38 rulebook review: a gift outside the bank's settlements is allowed, a player about to drop out
    included, and the addendum's reason speaks of the payouts only (argument 3); the tie rules are steps
    (major 4); the surplus tip for five and six players (minor 5); the wall heading promises no more than
    its check (minor 8). The SPRZEDAŻ card ranks a surplus by units, not by „the largest offer” (argument 2),
    and the register's penalty is what one's own offer lacks, not „a missing piece” (argument 1)."""
    from generator.games.rynek.cards import footer_fit, sale_footer

    pages = [" ".join(p.split()) for p in book]
    text = " ".join(pages)
    body = text[: text.index(APPENDIX_START)]
    assert "Każdy – także gracz, któremu grozi odpadnięcie – może dać innemu pieniądze bez niczego w zamian" in body
    # r42 review 11: the reason no longer says a player sure to drop out would give his cash away (a gift between
    # turns is allowed); it speaks of the settlement's known amounts
    assert "rozliczenie nie może zależeć od tego, kto komu zdąży przekazać pieniądze przed swoją kolejką" in text
    assert "1. Starczy dla wszystkich – każdy dostaje, ile zamówił." in body
    assert "Mieszczą się – każdy sprzedaje wszystko" in body and "Nie mieszczą się – dzielą to, co zostało" in body
    assert "Przy pięciu i sześciu graczach – nadwyżka." in body and "mała oferta może nic nie sprzedać" in body
    assert "Mur nie może odciąć żadnego pola." in body and "Mur nie może nikomu odebrać" not in body
    assert body.count("Od odkrycia ofert do końca wypłat i zapłat nikt nikomu nie przekazuje pieniędzy") == 1
    footer = sale_footer(500)
    assert "od największej liczby sztuk" in footer and "największej oferty" not in footer
    # r44 review 11: all three cases on the card, the penalty on a shortage only, on the register too
    assert footer.startswith("Równo: swoja cena. Nadwyżka: ") and "Niedobór: pół ceny i 500" in footer
    fitted = footer_fit(footer, 88 * 72 / 25.4)
    assert fitted is not None and fitted.size >= 7.0, fitted
    register = (COMPONENTS / "rynek" / "rejestr-fabryki.yaml").read_text(encoding="utf-8")
    assert "kara przy niedoborze: 500 za każdą sztukę, której twojej ofercie brakuje do popytu" in register
    assert "za brakującą sztukę" not in register


def test_r39_the_summary_the_terms_and_the_aid_say_what_the_body_says(book):
    """The r39 rulebook review: the purchase's payments go in turn from the player on the field, the sale's row
    names the sold tokens' return (minor 7); the IOU queue starts at the banker (8); „odpada” everywhere (9);
    no „ty” in the advice (10); the glossary has the machine, the token, the takings and the tie (18)."""
    text = " ".join(" ".join(p.split()) for p in book)
    assert "zapłaty po kolei, od gracza na polu → karta pod spód talii" in text
    assert "→ żetony sprzedanych produktów do banku → karta pod spód talii" in text
    assert "zaczynając od bankiera" in text and "zaczynając od siebie" not in text
    assert "wypada" not in text and "Zanim wejdziesz" not in text
    assert all(f"• {term} – " in text for term in ("maszyna", "żeton", "wpływy", "remis"))


def test_r40_the_payout_example_is_rounded_per_product_as_settle_sale_pays_it(book):
    """r40 review, 1: the sale's step 5 rounds the amount for each product down, shown on two products whose half
    prices end in a 5 (4 480 + 2 950 = 7 430, not 7 440 from the sum); its numbers are settle_sale's for the kit's
    card and offers the sentence names, and the Q&A and the addendum give the same sum."""
    from generator.games.rynek import engine
    from generator.games.rynek.facts import PRODUCT_LABELS

    text = " ".join(" ".join(page.split()) for page in book)
    n = r"(\d{1,3}(?: \d{3})*)"
    found = re.search(
        rf"Na przykład przy niedoborze na karcie typu (\w+) gracz oferuje (\d+) szt\. (\S+) po {n} i (\d+) szt\. (\S+) "
        rf"po {n}, więc dostaje za sztukę {n} i {n}\. Za \S+ wychodzi {n}, a za \S+ {n}; bank wypłaca {n} \+ {n} = {n} "
        rf"– a nie {n}, które dałoby dodanie kwot przed zaokrągleniem\.",
        text,
    )
    assert found, "the payout's two-product example"
    card_type, units_a, label_a, price_a, units_b, label_b, price_b, *printed = found.groups()
    half_a, half_b, exact_a, exact_b, paid_a, paid_b, total, exact_total = (int(v.replace(" ", "")) for v in printed)
    product = {label.replace("-", ""): key for key, label in PRODUCT_LABELS.items()}
    a, b = product[label_a.replace("-", "")], product[label_b.replace("-", "")]
    cards = validated_game("rynek").one("rynek-cards").spec.sale.types
    rows = [
        engine.SaleRow(r.product, r.demand, r.market_price, r.max_price)
        for r in next(t for t in cards if t.type == card_type).rows
    ]
    offers = {"A": {a: (int(units_a), int(price_a.replace(" ", ""))), b: (int(units_b), int(price_b.replace(" ", "")))}}
    seller = engine.settle_sale(rows, offers, ["A"], "A")["A"]
    assert [seller.sales[p].unit_price for p in (a, b)] == [half_a, half_b]
    assert [seller.sales[p].sold * seller.sales[p].unit_price for p in (a, b)] == [exact_a, exact_b]
    assert [seller.sales[p].revenue for p in (a, b)] == [paid_a, paid_b]
    assert seller.revenue == total and exact_a + exact_b == exact_total != total  # the example shows the difference

    def num(value: int) -> str:
        return f"{value:,}".replace(",", " ")

    same = f"{num(paid_a)} + {num(paid_b)} = {num(total)}, a nie {num(exact_total)}"
    answers = text[text.index("Pytania i odpowiedzi Czy") : text.index("Spis kart Karty ZAKUP")]
    addendum = text[text.index(APPENDIX_START) :]
    assert same in answers and same in addendum
    assert "Kwoty nie do wypłacenia. " in addendum and "kwotę za każdy produkt, zanim doda się kwoty" in addendum
