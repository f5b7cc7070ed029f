"""The four rulebooks as a player gets them: their tables equal the data, Rynek's worked examples
equal the rules engine, the print guide equals the kit, and the Polish text survives extraction."""

from __future__ import annotations

import io
import re

import pytest
import yaml
from pypdf import PdfReader

from generator.build.recipe import BuildOptions
from generator.draw.kinds import player_aid
from generator.games import apply_house_rules
from generator.games.art_society.engine import bidding_order
from generator.games.art_society.facts import THEME_NAMES
from generator.games.art_society.looks import FRAME_LABELS
from generator.games.registry import load_all
from generator.model.findings import Findings
from generator.rulebook import APPENDIX_NOTE, produce
from generator.rulebook.kit import sibling_outputs
from generator.validate.loading import load_project

from .conftest import COMPONENTS
from .pdfcheck import book_pages_said
from .test_rulebook_pages import unhyphenated

# where Rynek's appendix opens: its first chapter's heading and the note that it may go unprinted (r44 R 20)
APPENDIX_START = "Co ustaliło to wydanie " + APPENDIX_NOTE.replace("**", "").split(".")[0]

GAMES = ("kolekcjonerzy", "rynek", "przekret", "art-society")


def flat(text: str) -> str:
    """Extracted text with every run of white space (no-break spaces too) as one space."""
    return re.sub(r"\s+", " ", text.replace("\u00a0", " ").replace("\u202f", " "))


def body_text(reader: PdfReader) -> str:
    """The book's text without its running heads and folios (pypdf reads them at each page's end): a
    sentence that runs on to the next page reads whole."""
    pages = []
    for page in reader.pages:
        lines = (page.extract_text() or "").splitlines()
        heads = [k for k, line in enumerate(lines) if line.endswith(" · zasady gry")]
        if heads:
            lines = lines[: heads[-1]] + lines[heads[-1] + 2 :]
        pages.append(" ".join(line for line in lines if not line.strip().isdigit()))
    return flat(" ".join(pages))


def n(value: int) -> str:
    """A number as the rulebook prints it: thousands grouped by a space."""
    return f"{value:,}".replace(",", " ")


@pytest.fixture(scope="module")
def books():
    load_all()
    findings = Findings()
    project = load_project(COMPONENTS, list(GAMES), findings)
    assert not findings.errors, [str(f) for f in findings.errors]
    out = {}
    for game_id, game in project.games.items():
        apply_house_rules(game, findings)
        result = produce(game.components["zasady"], game, BuildOptions())
        assert result.problems == [] and result.data
        reader = PdfReader(io.BytesIO(result.data))
        out[game_id] = (game, result, reader, flat(" ".join(p.extract_text() for p in reader.pages)))
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_rulebook_is_an_a4_pdf_in_the_projects_fonts(books, game_id):
    game, result, reader, text = books[game_id]
    assert result.pages == len(reader.pages) >= 4
    assert {(round(float(p.mediabox.width)), round(float(p.mediabox.height))) for p in reader.pages} == {(595, 842)}
    fonts = {str(f.get_object()["/BaseFont"]) for p in reader.pages for f in p["/Resources"]["/Font"].values()}
    assert all("SourceSansPro" in f or "SourceSerifPro" in f for f in fonts), fonts
    assert {"Szybki start", "Przygotowanie gry"} & set(result.chapters)  # setup first, under either name
    for chapter in ("Elementy gry", "Pytania i odpowiedzi"):
        assert chapter in result.chapters
    # the appendix's parts: chapters of their own, or sections of the chapter „Dodatek …” (r30 AS minor 8:
    # Art Society lists them under it in the contents)
    appendix = next((c for c in result.chapters if c.startswith("Dodatek")), None)
    for part in ("Co ustaliło to wydanie", "Wydruk i składanie"):
        assert part in result.chapters or (appendix and result.headings[part] >= result.headings[appendix]), part
    assert f"{game.spec.title} · zasady gry" in text  # running head
    # its own page count, in the print guide's job table: the play pages, the optional appendix and the print
    # chapter apart, as its job's cover lists them (r25 P kit minor 8: „20 stron” against the cover's pages 9–24
    # and 25–28; r27 P rulebook F4: the print chapter is not the appendix the first page announces; r29 R rulebook
    # F16: each part named by its pages, the print chapter from its page inside the appendix)
    said = book_pages_said(flat(text))
    assert said, flat(text)[-3000:]
    rules, appendix, printing = said
    assert rules + appendix + printing == result.pages
    assert rules + 1 == result.headings["Dodatek"]
    assert rules + appendix + 1 == result.headings["Wydruk i składanie"]


@pytest.mark.parametrize("game_id", GAMES)
def test_polish_letters_survive_text_extraction(books, game_id):
    *_, text = books[game_id]
    assert "Co ustaliło to wydanie" in text and "Pytania i odpowiedzi" in text and "Wydruk i składanie" in text
    assert set("ąęłóśżńć") <= set(text.lower())
    assert "„" in text and "”" in text  # Polish quotation marks


@pytest.mark.parametrize("game_id", GAMES)
def test_every_decision_is_printed(books, game_id):
    game, _, _, text = books[game_id]
    decisions = list(game.spec.decisions) + list(game.components["zasady"].spec.decisions)
    assert decisions
    for decision in decisions:
        assert flat(decision.topic) in text


@pytest.mark.parametrize("game_id", GAMES)
def test_print_guide_names_every_part_of_the_kit_and_no_file(books, game_id):
    """The print guide names what the buyer prints, the print jobs, and each part by its Polish title:
    every part of the kit is there, and no file name reaches the paper (kit reviews r19 minor 4; r20:
    „(plik plansza.pdf)” and „część” on paper). A board's print-shop version is a file handed over, which
    only the screen can name: zestaw.pdf's first page offers it, the paper does not (r22 R minor 6, r23 R
    major: a one-piece board offered on paper but in no numbered job)."""
    game, result, _, text = books[game_id]
    assert len(result.kit) >= 3
    guide = text[text.index("Zestaw do druku w domu to") :]  # the chapter's opening words, to the book's end
    lowered = flat(text).lower()
    words = set(re.findall(r"\w+", lowered))
    for f in result.kit:  # a part that carries guests is named with them in one list („Żetony ulepszeń,
        if f.in_kit:  # szpitala, pionki i kostka”): every word of its own title is there
            assert set(re.findall(r"\w+", flat(f.title).lower())) <= words, f.file
    # a board glued from several sheets (r21, AS major 1: a one-sheet board is the same board at home)
    tiled = {f.component for f in result.kit if f.fits_paper and f.category == "board" and f.sheets_each > 1}
    shop = [f for f in result.kit if not f.fits_paper and f.category == "board" and f.component in tiled]
    said = flat(guide).replace("- ", "")
    # a board whole on one home sheet has no shop version (r21 AS major 1): Art Society's boards
    assert bool(shop) == (game_id != "art-society"), [f.title for f in shop]
    # D1 (session 25) and r44 P minor 20: a book that offers the one-piece board names it by its printed title, as a
    # separate print, never by its file (the R and K books still leave it to the board job's cover)
    assert "zanieść" not in said, [f.title for f in shop]
    if "w jednym kawałku" in said:
        assert shop and all(f"osobny wydruk „{flat(f.title)}” (w zestawie, bez numeru)" in said for f in shop), said
    assert ".pdf" not in said and "druk/" not in said and "plik" not in said
    assert not re.search(r"[.;:]-\s", guide), "a list item ran into the one before it (a lost line break)"
    outputs = {o.filename: o for o in sibling_outputs(game, BuildOptions())}  # what the build writes
    assert {f.file for f in result.kit} == set(outputs)
    assert all(outputs[f.file].pages == f.pages for f in result.kit)


def test_kolekcjonerzy_price_table_equals_the_tiles(books):
    game, _, _, text = books["kolekcjonerzy"]
    exhibits = game.components["plytki"].spec.exhibits
    for price in sorted({e.price for e in exhibits}, reverse=True):
        group = [e.name for e in exhibits if e.price == price]
        assert f"{price} {', '.join(group)} {len(group)}" in text


def test_kolekcjonerzy_setup_table_equals_the_facts(books):
    from generator.games.kolekcjonerzy.facts import band_value

    game, _, _, text = books["kolekcjonerzy"]
    facts = game.facts
    blots = game.components["plytki"].spec.blots.count
    for players in range(game.spec.players.min, game.spec.players.max + 1):
        row = (
            players,
            blots // players,
            blots % players,
            band_value(facts["plan-minimum"], players),
            band_value(facts["win-points"], players),
        )
        assert " ".join(map(str, row)) in text
    # amounts the bank hands out are values, not counts of pieces (r27pre F5)
    assert f"żetony warte {facts['starting-tokens']}" in text and f"żetony warte {facts['bank-refill']}" in text


def test_rynek_examples_in_the_pdf_equal_the_rules_engine(books):
    from generator.games.rynek import engine

    game, _, _, text = books["rynek"]
    ex = game.components["examples"].spec
    for row in ex.purchase.card.rows:
        bids = [engine.Bid(p, b[row.colour].quantity, b[row.colour].price) for p, b in ex.purchase.bids.items()]
        for a in engine.allocate_purchase(row.quantity, row.price, bids):
            wanted = ex.purchase.bids[a.player][row.colour]
            assert f"{a.player} {wanted.quantity} {n(wanted.price)} {a.quantity} {n(a.paid)}" in text
    for variant in ex.production.variants:
        cost = engine.production_cost(variant.plan, ex.production.stock, ex.production.machines)
        assert re.search(rf"{sum(variant.plan.values())} [\d /]+ {n(cost)}", text), variant.plan
    card = [engine.SaleRow(r.product, r.demand, r.market_price, r.max_price) for r in ex.sale.card.rows]
    offers = {p: {k: (o.quantity, o.price) for k, o in by.items()} for p, by in ex.sale.offers.items()}
    result = engine.settle_sale(card, offers, list(ex.sale.offers), ex.sale.host)
    for _player, settlement in result.players.items():
        assert f"razem {n(settlement.revenue)}" in text
        if settlement.penalty:
            assert f"{n(settlement.revenue)} − {n(settlement.penalty)} = {n(settlement.net_from_bank)}" in text
        for sale in settlement.sales.values():
            assert f"{sale.sold} szt. po {n(sale.unit_price)}" in text
    assert n(7270) in text and n(44140) in text  # the seed's totals, reproduced


def test_rynek_r19_review_wording(books):
    """r19 rulebook review: the bank's payout to a seller is "wpływy", never "zapłata" (what a player
    pays the bank); a numeral of 2–4 has a plural verb (the subject is "sprzedaż"); the references land
    on the rule itself; the token shapes hold for tokens cut along the grid; what an offer is stands in
    step 2 only; the first register row starts at the game's start; how an entry is kept secret; "gdy
    graczy jest mniej niż"; players may be called by number (kit review r19, 4)."""
    game, _, reader, text = books["rynek"]
    text = unhyphenated(" ".join(text.replace("\u00a0", " ").split()))  # no-break spaces, line ends, broken words
    assert "oblicza każdemu uczestnikowi wpływy ze sprzedaży i karę" in text
    assert "Od sumy wpływów odejmuje się karę" in text
    assert "zapłatę i karę" not in text and "przewyższa zapłatę" not in text and "liczy wszystkim zapłaty" not in text
    assert "sprzedaż 4 szt. każdego produktu" in text
    # r23 review F1: the small-demand advice holds on both cards it names, after the fee, production and raw materials
    assert (
        "sprzedaż daje na karcie typu VIII przy 3 szt. +5 490, przy 4 szt. +12 000; na karcie typu V przy 3 szt. −380"
        in text
    )
    assert (
        "Zysk daje więc sprzedaż na karcie typu VIII dopiero od 4 szt. każdego produktu, a na karcie typu V – od 5."
        in text
    )
    assert "po co najmniej 3 szt." not in text
    assert (
        "Zaczyna pierwszy gracz. Każdy ruch gracza, także jego pierwszy ruch w grze, wygląda tak" in text
        and "następuje zaraz po tym" not in text
    )
    assert "wycięte tylko po znacznikach – kwadratami z tym samym obrysem i napisem; to też gotowe żetony" in text
    # r21 review (F2, F4): the empty box is stated once in the body; step 1 points to step 2, not to a heading
    body = text[: text.index(APPENDIX_START)]
    # r39 major 1, r41 major 1 and 2: said once, in the purchase's step 1; the sale's step 2, which step 1 points
    # to, says what counts as an offer
    assert (
        body.count("Obie puste to brak wpisu (zero i kreska liczą się jak pusta kratka)") == 1
        and "(co jest ofertą, mówi następny krok)" in text
        and "wiersz z samym typem karty albo z samymi pustymi kratkami, zerami czy kreskami nie jest ofertą" in body
    )
    assert "Wpisuje się je tak jak zamówienia (ramka „Jak wpisywać zamówienia i oferty”, s." in body
    assert "od końca jego poprzedniego ruchu (w pierwszym wierszu – od początku gry)" in text
    # every player takes his register, buyer or not, so no one shows he is not buying (r22 argument 1)
    assert (
        "Każdy gracz – także ten, kto nic nie kupuje – trzyma rejestr zasłonięty dłonią, a potem kładzie go na "
        "stole stroną z zamówieniami i ofertami w dół" in text
    )
    assert "Gdy rejestry wszystkich graczy leżą tą stroną w dół, gracze odwracają je jednocześnie" in text
    # at a tender too: the entrants and the player on the field, writing or not (r22 rulebook review F1)
    # r24 F9: said once at the purchase; the tender points there and names who lays a register down
    assert "Rejestry kładzie się stroną z ofertami w dół i odkrywa naraz jak przy zakupie (s." in text
    assert "– każdy uczestnik i gracz na polu, także ten, kto nic nie wpisuje;" in text
    assert "odwrotem do stołu" not in text and "zapisaną stroną" not in text  # both sides are written on (r23 F3)
    # the lender lends only from cash he holds before the payout (r23 argument, F2); r44 review 1: any other player
    assert (
        re.search(
            r"najwyżej brakującą kwotę\. Pożyczkodawca daje ją z gotówki, którą ma przed wypłatami; jeśli sam "
            r"uczestniczy w przetargu, musi mu potem wystarczyć na własną karę",
            text,
        )
        and "pożyczający" not in text
    )
    assert "przy mniej niż" not in text and text.count("gdy graczy jest mniej niż 6") == 2
    assert "a gdy ktoś słabo odróżnia kolory – numerami" in text


def test_rynek_r20_review_wording(books):
    """r20 rulebook review: the colours are named (1); the win is shared by all who drop out of one tender
    only when nobody is left, and the bullets are uniform (2); the bank's fives as far as it holds them, and
    no five for singles without one (3); the offers point to where orders are written (4); „Reszta” reads as
    change (5); a header field is no column (6); „wpisy” in the register, „zapis” for the banker's IOU only
    (7); the pawns go back after the draw (9); rare cases are boxed (10); „Spis kart” before the edition's
    notes (11)."""
    _, _, reader, text = books["rynek"]
    text = unhyphenated(" ".join(text.replace("\u00a0", " ").split()))
    # r20 kit review (6): sand and white are the closest pair; the setup names every colour with its number
    assert "none" not in text and "piaskowy 1, pomarańczowy 2, błękitny 3, czarny 4, biały 5 albo fioletowy 6" in text
    # r26 F6: the list says who wins, each case with its own verb (no „Grę wygrywa: … wszyscy gracze: dzielą”)
    assert "odpadną naraz wszyscy pozostali gracze – wspólnie oni wszyscy, bez względu na gotówkę" in text
    assert "dzielą zwycięstwo" not in text
    assert "każdy z graczy z równą" not in text and "najwięcej gotówki, albo" not in text
    # r27 F7: the seed's 120 single tokens a colour, no „5” tokens and none of their exchanges
    assert "„5”" not in text and "po 120 w każdym kolorze (jeden żeton to jedna sztuka surowca;" in text
    orders = next(i for i, page in enumerate(reader.pages, 1) if "Zamówienia i przydział" in page.extract_text())
    assert f"odkrywa naraz jak przy zakupie (s. {orders})" in text
    # r21 review (F9): one statement of how a payment to the bank is settled, not a pointer at every payment
    assert (
        "Reszta –" not in text
        and "Wydawanie reszty" not in text
        and text.count("Bankowi płaci się dokładnie, jeśli się da") == 1
    )
    assert "w polu „Pierwszy gracz”" in text and "Potem bankier oddaje pionki właścicielom." in text
    assert "Zapisy w rejestrze" not in text and "Wpisy w rejestrze są tylko pomocą" in text
    # r27 F1, F2, F7, F9: no „Przypadek rzadki” boxes left for a first reading to skip; each rule stands in its step
    assert "Przypadek rzadki" not in text
    assert text.index("Spis kart Karty ZAKUP") < text.index(APPENDIX_START)


def test_rynek_r21_review_wording(books):
    """r21 rulebook review: the bank's small change at six players is said once, in „Zmiany w zestawie” (F7, r27pre F8);
    „Przetarg krok po kroku” heads the tender, not a second „Oferty” (F4); the „5” counts in digits (F6) and
    the „5” token's worth is no count (F8); a realistic first game at six (F12); the wall figure's second
    row (F14); no full stop before a decision's page reference (F5); the register example in the sheet's
    own boxes (F10); r21 kit review (minor 4): a laid wall belongs to nobody."""
    _, _, _, text = books["rynek"]
    text = unhyphenated(" ".join(text.replace("\u00a0", " ").split()))
    # r27pre review F8: the bank's change is no setup step read aloud – „Zmiany w zestawie” argues it once
    assert "w banku zostaje na resztę" not in text and "drobniejszych banknotów na resztę jest dość" in text
    assert "Przetarg krok po kroku 1. Wejście do przetargu." in text and "Oferty 1." not in text
    assert "Pierwsza partia 60 95 120 145 180" in text
    assert "(w drugim rzędzie planszy, między polami PRODUKCJA i SPRZEDAŻ" in text and "dolny rząd" not in text
    assert not re.search(r"\. \(zob\. s\.", text)
    # r22 review (F6): the columns carry the sheet's names, not bare numbers; r41 minor 8: each caption whole, as
    # the sheet prints it over its boxes (not „4.” „Zakup” „surowców” box by box), read from the register's data
    captions = [c.title for c in books["rynek"][0].components["rejestr-fabryki"].spec.pages[0].sections[0].columns]
    assert "Ruch " + " ".join(captions[:5]) + " Ż Z C koszt Ż-Z Ż-C Z-C koszt" in text
    assert "4. Zakup surowców: sztuki, koszt 5. Produkcja: sztuki, koszt" in text
    assert (
        " ".join(captions[5:]) + " Ż-Z Ż-C Z-C wpływy 7a wydane 7b otrzymane 2 2 6 12 270 5 000 1 500 27 770" in text
        and "6. Sprzedaż: sztuki, wpływy przed karą 7. Koszty specjalne i umowy 8. Stan gotówki" in text
    )
    # r36 kit minor 8: two unsigned boxes for what a player pays and gets, no sign to get wrong
    assert "Karę (5 000) gracz wpisuje w kratce „7a wydane”" in text and "wydane, − otrzymane" not in text
    assert (
        "położony mur zostaje na planszy do końca gry i nie należy już do nikogo (dlatego mury nie mają znaku" in text
    )


def test_rynek_card_lists_equal_the_decks(books):
    game, _, _, text = books["rynek"]
    cards = game.components["karty"].spec
    for t in cards.supply.types:
        rows = {r.colour: r for r in t.rows}
        cells = [f"{rows[c].quantity} {n(rows[c].price)}" for c in ("yellow", "green", "red")]
        assert f"{t.type} {' '.join(cells)}" in text
    for t in cards.sale.types:
        rows = {r.product: r for r in t.rows}
        cells = [f"{rows[p].demand} {n(rows[p].market_price)} {n(rows[p].max_price)}" for p in ("YG", "YR", "GR")]
        assert f"{t.type} {' '.join(cells)}" in text


def test_przekret_rulebook_prints_its_tables_and_the_refeed(books):
    game, result, _, text = books["przekret"]
    props = game.components["posesje"].spec
    for street in props.streets:
        for p in street.properties:
            rent = p.rent
            assert (
                f"{street.name} {p.number} {n(p.value)} {n(p.lease)} {n(rent.family)} {n(rent.one_room)} "
                f"{n(rent.two_rooms)} {n(rent.three_rooms)} {n(rent.apartment)}"
            ) in text
    for players, cash in game.facts["deal-cash"].items():
        assert f"{n(cash)} zł {game.facts['deal-lease-cards'][players]}" in text
    # the Losy print double-sided in their job; without duplex the same pages are re-fed (no other file)
    joined = "".join(text.replace("- ", "").split())  # line breaks (and hyphens) may fall anywhere
    # and page breaks: a page's folio and the next one's running head (one chapter or two, joined by „·”)
    chapters = "|".join(re.escape("".join(c.split())) for c in result.chapters)
    head = rf"\d+{re.escape(''.join(game.spec.title.split()))}·zasadygry(?:{chapters})(?:·(?:{chapters}))*"
    joined = re.sub(head, "", joined)
    # a print job is named by its number and stock (r17: one stock per job, numbered)
    assert re.search(r"Losysąwwydruku„\d+\.karton250–300g/m²,dwustronnie”", joined)
    # … and point to the one manual-duplex recipe, on the job's cover, instead of repeating it (r21)
    assert "Bezdrukarkidwustronnejpostępujtak,jakmówiopistegowydruku." in joined
    assert joined.count("1.wydrukujsamestronynieparzyste") == 0
    # the banker's sheet is used up every game: the rulebook names the pages that print it again
    assert re.search(
        r"[Pp]o grze zetrzyjcie skreślenia i wpisy albo wydrukujcie arkusz jeszcze raz \(strony \d+–\d+ wydruku \d+\)",
        unhyphenated(" ".join(text.split())),
    )


def test_przekret_debts_go_in_the_bankers_ledger_not_on_a_sheet_of_paper(books):
    """Kit review r32 P minor 7: „Elementy gry” asked for a sheet of paper for the banker's records; the
    banker sheet's back now holds the „Zapisy” grid, and the rulebook names it wherever it spoke of a sheet."""
    _, _, _, text = books["przekret"]
    assert "kartkę dla bankiera" not in text and "na kartce" not in text
    assert "ceny ulepszeń i tabela „Zapisy”" in text
    assert text.count("w tabeli „Zapisy” na odwrocie arkusza bankiera") >= 3


def test_art_society_scoring_rows_equal_the_score_pad(books):
    game, _, _, text = books["art-society"]
    # a theme row is the theme's name by its sign, the arithmetic once over them (kit review r35, AS minor 4): the
    # rulebook names every theme and says the rows carry their signs
    section = game.components["karta-podliczenia"].spec.pages[0].sections[0]
    assert [label.lower() for label in section.row_labels] == list(THEME_NAMES.values())
    assert len(section.row_signs) == len(section.row_labels) and "każdy temat ma wiersz ze swoim znakiem" in text
    for label in section.row_labels:
        assert label.lower() in text.lower()
    shapes = game.components["obrazy"].spec.shapes
    for size, shape in shapes.items():  # shapes printed as width × height of the painting lying flat
        count = sum(1 for p in game.components["obrazy"].spec.paintings if p.size == size)
        long, short = sorted((int(side) for side in shape.split("x")), reverse=True)
        assert re.search(rf"\b{size}\s+{long}\s*×\s*{short}\s+{count}\b", text), (size, shape)


def test_art_society_scoring_example_adds_up(books):
    """r26 (Art Society rulebook F1): the example's „Tematy razem” row printed the result (37) where the
    theme table adds up to 34: the rows of „Premie i kary, wynik” sum to its RAZEM."""
    _, _, _, text = books["art-society"]
    table = text.split("Za co liczba pkt", 1)[1].split("Zakryte pola", 1)[0]
    themes = int(re.search(r"Tematy razem \(z tabeli wyżej\) (\d+) ", table).group(1))
    # each bonus row ends with its count and its points: „… × 8 1 +8”, „… +12 0 0”
    rows = re.split(r" (?=Komplety|Pełna plansza|Obrazy ponadwymiarowe|Obraz asystenta|RAZEM)", table.strip())[1:-1]
    points = [int(row.split()[-1].replace("−", "-")) for row in rows]
    total = int(re.search(r"RAZEM (\d+)", table).group(1))
    assert themes + sum(points) == total, (themes, points, total, table)


def test_art_society_r18_quick_start_and_wording(books):
    """AS r18: the quick start names the faux pas in the hanging step and in the value line (#2); the
    leader chooses the stacks and may take several from one (#1); the winner is named by points, not by
    a „kolekcja” the glossary keeps penalties out of (#3); no „przesunąć”/„dosunąć” where the rules forbid
    moving a hung painting (#4); the procedure has one name (#8)."""
    text = re.sub(r"(\w)- (\w)", r"\1\2", books["art-society"][3])
    quick = text.split("Runda w skrócie")[-1].split("Elementy gry", 1)[0]  # the body's, past the contents
    assert (
        "dwa obrazy tego samego tematu stykające się bokiem, choćby częściowo, to faux pas – oba są warte zero" in quick
    )
    assert "obraz w faux pas jest wart zero" in quick
    assert "z jednego stosu może wziąć kilka" in quick
    # r19 #7: penalties are subtracted, not scored
    assert "ma najwięcej punktów – za obrazy w kolekcji i premie, po odjęciu kar" in text
    assert "kolekcja jest na koniec gry warta" not in text
    assert "da się przesunąć po wolnych polach" not in text and "dosunąć" not in text
    assert (
        # named once, by the hanging step that sends every move through its steps (r39 F1; r40: the whole move)
        # r41 F4: by the heading's whole name
        text.count("„Wieszanie z asystentem – krok po kroku”") == 1
        and "według części „Wieszanie z asystentem – krok po kroku” (s. " in text  # r42 F9: a subsection is a „część”
        and "Wieszanie z asystentem – krok po kroku W fazie wieszania" in text
    )


def test_art_society_r19_glossary_face_down_and_references(books):
    """AS r19: the glossary's oversized painting repeats step 4's condition (the assistant busy and its
    painting unhangable too, #1); the tiles taken for the auction lie face down until revealed, in the
    quick round and in phase 1 (#2); the caption of A–D sends to E's figure right below it (#6); every decision of
    „Co ustaliło to wydanie” ends with the page its rule stands on, as the chapter's lead promises (#5)."""
    text = re.sub(r"(\w)- (\w)", r"\1\2", books["art-society"][3]).replace("\u00a0", " ")
    glossary = text.split("Obraz ponadwymiarowy – ", 1)[1][:260]
    assert "gdy asystent jest zajęty, a obrazu asystenta też nie da się powiesić" in glossary
    assert text.count("rewersem do góry i nie podgląda jego przodu") == 1  # r20 #7: the idiom
    assert "Kładzie je przed sobą rewersem do góry, a potem odkrywa naraz" in text  # r20 #6: one insertion
    # E's figure follows A–D's at once (both on one page in the bundled book: no „s. N” naming its own page)
    after = text.split("E – asystent tego gracza (na rysunku poniżej)", 1)[1]
    assert "E – miejsce asystenta, na prawo od siatki" in after[:120], after[
        :120
    ]  # past the drawing's own words (r23 F9)
    decisions = text.split("każda z tych zasad jest też w treści.", 1)[1].split("Wydruk i składanie", 1)[0]
    items = [item for item in decisions.split("• ")[1:]]
    assert len(items) > 10
    assert [item[:30] for item in items if "(zob. s. " not in item] == []


def test_art_society_r20_captions_colours_and_references(books):
    """AS r20: the captions name the direct view by the colours the board draws (lavender fields, a purple
    dashed border; they said pink and red: kit and rulebook major 1); the first Q&A asks about a painting
    that fits (#2); the markers' decision sends to their setup step too (#3); each frame's paintings per
    size stand in „Elementy gry” (#4); setup's draw and placing are two steps (#5); style (#8, #10)."""
    text = re.sub(r"(\w)- (\w)", r"\1\2", books["art-society"][3]).replace("\u00a0", " ")
    assert "widok bezpośredni – jasnofioletowe pola w fioletowej przerywanej obwódce" in text
    assert "(rzędy 2–3, kolumny 2–6; fioletowa przerywana obwódka biegnie dalej pod obrazami)" in text  # r34 F5
    assert "różowe" not in text and "czerwonej przerywanej" not in text
    # r27pre F1: the Q&A that restated step 2 of the procedure is gone; the cells of the direct view are
    # listed once, in „Punktacja”, and the glossary points there
    assert "Czy nowy obraz, który da się powiesić, trzeba powiesić?" not in text
    view = "na przecięciu rzędów 2–3 i kolumn 2–6 siatki (5 × 2 pola)"  # r28 F1: a crossing, not a union
    assert text.count(view) == 1
    assert text.index(view) > text.index("Punktacja Każdy obraz w kolekcji")
    assert "W każdej ramie jest po 14 obrazów na aukcję i po 2 obrazy startowe" in text  # r34 F8: per size in the table
    assert "Losowanie obrazów startowych." in text and "Ułożenie w ramce." in text
    assert "nie biorą udziału w grze. Ułożenie w ramce" not in text  # a step of its own
    assert "to tylko zabezpieczenie" in text
    assert "gracz kładzie obok planszy; leży tam do końca gry" in text


def test_art_society_r22_each_detail_once_every_step_headed_and_no_blank_page(books):
    """AS r22: the stack ban and the marker's foot are stated once, in their setup steps (#2); every setup
    step has a run-in heading (#3); the quick setup puts the start paintings into the envelope (#8);
    „da się powiesić” includes the side contact (#10) and, since r26 F6, the free-rectangle test; no page of the book is left blank (#1)."""
    _, _, reader, text = books["art-society"]
    text = re.sub(r"(\w)- (\w)", r"\1\2", text)
    assert text.count("przegląd") == 2, text.count("przegląd")  # setup step 5 and its edition note
    # once in the rules; the print chapter's list of how each part is built (r32) quotes the marker's guide
    rules = text[: text.rindex("Wydruk i składanie")]
    assert rules.count("w dolnej połowie pola") == 1
    setup = text.split("Przygotowanie 1. ", 1)[1].split(" Runda Każda runda", 1)[0]
    headed = re.findall(
        r"(?:^|\s)([1-6])\. (Prowadzący|Zestawy graczy|Losowanie obrazów startowych|Ułożenie w ramce"
        r"|Stosy obrazów|Plansza muzeum)\.",
        "1. " + setup,
    )
    assert [number for number, _ in headed] == list("123456"), headed
    quick = text.split("Przygotowanie w skrócie", 2)[-1].split("Runda w skrócie", 1)[0]
    assert "włóżcie je do koperty; niech każdy wyciągnie z niej na ślepo jeden" in quick
    # r26 F6: and the quick test – a free rectangle of the painting's shape, which can always be slid to touch
    assert "W praktyce wystarczy, że na siatce jest wolny prostokąt jego kształtu" in text  # r36: the same test
    # r39 F3: the test names a place, never a move („przesunąć” read as leave to slide a painting later)
    assert "wolne miejsce, w którym obraz dotknie bokiem wiszącego." in text
    assert "Strona celowo pusta" not in text
    assert all(len(page.extract_text().split()) > 40 for page in reader.pages)


def test_kolekcjonerzy_settles_the_r25_points_where_they_arise(books):
    """r25 K rulebook: paying with the change the bank owes in a secret deal (F5: announced aloud it
    would leak the terms), the bank's payout on B after it repays that change (F6), a move's cost
    compared with the tokens' value, not their count (F3), and the section the book refers to for the
    waiting exhibits listed in the contents (F10)."""
    game, result, reader, text = books["kolekcjonerzy"]
    text = re.sub(r"(\w)- (\w)", r"\1\2", text).replace("\u00a0", " ")
    for phrase in (
        # said once, where written change is (r26 F10: no longer in the secret trade's steps too)
        # r29 F4: the arbiter takes what the tokens lack unasked; paying with it at once is said privately
        # r31 K 19: in an open deal and after an auction, said before anything is laid down
        # r38 F2: one rule a sentence, no brackets inside the sentence
        "Kto chce nią płacić od razu, mówi to arbitrowi po cichu, zanim strony cokolwiek położą, a w tajnej "
        "transakcji wpisuje ją na kartce",
        # the B payout after repaying: said once, in „Spłata” (r27pre F10: no longer in the core's „Pole banku”)
        "zanim wyda żetony na cokolwiek innego (wypłatę na polu B, resztę, wymianę)",
        "na eksponacie, którego cena jest wyższa niż wartość żetonów gracza",
        "Wypłaty nie można odmówić, nawet gdy przynosi nadmiar żetonów",  # not „przez nią” (F8); r42: shorter
    ):
        assert phrase in text, phrase
    assert "Eksponaty czekające na kółko" in reader.pages[0].extract_text()  # the contents, on the title page
    assert "przeliczany" not in text and "tego arbiter przelicza" not in text  # a person is checked, not counted (F2)


def test_kolekcjonerzy_settles_the_r29_arguments_where_they_arise(books):
    """r29 K rulebook: the seven table arguments, each settled in the body where its situation arises –
    passes before a struck bid (F1), a proposal against a zachęta (F2), the covered bank (F3), recorded
    change taken unasked (F4), an agreed exhibit moved by the arbiter (F5), the B payout while the bank
    owes change (F6: no „najpierw gracz, któremu bank jest winien” letting a debt of 3 take a five) and
    the game ended after player X's turn, not at a round's start (F7)."""
    text = re.sub(r"(\w)- (\w)", r"\1\2", body_text(books["kolekcjonerzy"][2])).replace(
        "\u00a0", " "
    )  # a sentence may turn a page
    for phrase in (
        "Pasy sprzed wypadnięcia oferty się nie liczą",
        "Każde inne pytanie czy uwaga o transakcji, od dowolnego gracza i do kogokolwiek",  # r31 K 9: no calque; r32 K argument 2: to one player too
        "Arbiter trzyma bank zakryty",
        "arbiter bez zapowiedzi bierze brakującą część z jego zapisanej reszty",
        "arbiter sam przenosi go do drugiej strony",
        # r37 F17: debts are repaid as tokens come in, so the B payout is not cut by them
        "Pełną: długi bank spłaca od razu, gdy ma czym",
        "koniec tury pionka z terminu – jeśli od zapisu nie zaszło nowe zdarzenie, kończy grę od razu",  # the duties' last (r35 F5)
        # F9: not „po ostatniej”; r36 F3: once the fourth is settled, not as it is made
        "Gdy czwarta propozycja albo licytacja się rozstrzygnie (adresat odpowie albo licytacja się skończy)",
        "przepisuje niestarte wpisy od jej początku",  # F16: „reszta” only for change
    ):
        assert phrase in text, phrase
    assert "a gdy termin minie, kończy grę" not in text  # F7
    assert "w kółku – jego cenę" not in text and "kółka z ceną" not in text  # F17: the tile's mark is „znaczek ceny”


def test_kolekcjonerzy_settles_the_r31_items_where_they_arise(books):
    """K r31 rulebook review: a repaid recorded change is handed back quietly, like change (argument 2),
    and so is the B payout; the kit has no box, so the bank's box or bag is with the pencils (shortfall 3);
    the token check is a definition and two lists, who may ask and when the arbiter checks unasked
    (major 4); paying with recorded change in an open deal is said before anything is laid down (19);
    the Pole B line says the bank pays less only when it has less (5); the glossary's „transakcja” covers
    the failed ones (13), the decision keeps the rule's name (14), and the wording minors (9, 10, 11, 15)."""
    text = unhyphenated(flat(books["kolekcjonerzy"][3]))
    for phrase in (
        # r37 F5: the repayment in numbered steps, still before any other payout and quiet
        "Zapisaną resztę arbiter oddaje po cichu, jak resztę",
        "Spłaca tak, zanim wyda żetony na cokolwiek innego (wypłatę na polu B, resztę, wymianę).",
        "Tą samą drogą dostaje z banku wymienione żetony, resztę, wypłatę na polu B i spłatę zapisanej reszty.",
        "oraz pudełko albo nieprzezroczysty woreczek na bank",
        "Sprawdzenie żetonów: gracz podaje arbitrowi wszystkie żetony pod stołem albo w zamkniętej dłoni",
        # r40 item 1: the arbiter's own checks have no limit
        "Kiedy arbiter sprawdza sam. Bez żądania sprawdza tylko w czterech sytuacjach, za to zawsze: • przy ogłoszeniu "
        "zwycięstwa;",
        "mówi to arbitrowi po cichu, zanim strony cokolwiek położą",
        # r38 F3: the board's legend (and the table from it) no longer suggests the change is deducted
        # (r41 minor: the legend drops the not-yet-defined term; the repayment rule says it)
        "dostaje od arbitra żetony warte 10; gdy w banku jest mniej – tyle, ile jest.",
        "więc z wypłaty nic się nie potrąca",
        "transakcja – propozycja albo licytacja; dochodzi do skutku przyjęciem albo sprzedażą",
        "Przyjęcie i oferta wiążą. Oryginał nie mówi",
        "piątka jest warta tyle co 5 jedynek",
        "(gdy gracz straci eksponat, ściera znak)",
        # r38 F1: and an incomplete one is not counted either (r41: the decision said in fewer lines)
        "z numerem albo kartka, reszta jest rozmową handlową. Niepełnej arbiter nie liczy i nie można jej przyjąć "
        "– by nie spierać się o limit",  # r32 K argument 2, r34 K minor 7
    ):
        assert phrase in text, phrase
    for gone in ("do stołu", "tyle, co", "eksponat odejdzie", "Wpisy nie mniejsze niż", "Przyjęcie wiąże."):
        assert gone not in text, gone


def test_kolekcjonerzy_settles_the_r34_arguments_where_they_arise(books):
    """K r34 rulebook review: the summary's setup follows the steps, blots before the point table
    (argument 1); a correct declaration ends the game at once and the plans are shown (argument 2);
    a bid is checked before the voice moves on (argument 3); the plan breaks a tie at the end without a
    declaration (minor 5); a proposal has two parties, an auction many (minor 6); „rozmowa handlowa”,
    not the calque „zachęta” (minor 7); a proposal's sum kept on one line (minor 10); three more
    questions (minor 12) and the body's terms in the glossary (minor 13)."""
    text = unhyphenated(flat(books["kolekcjonerzy"][3]))
    raw = " ".join(page.extract_text() for page in books["kolekcjonerzy"][2].pages)  # no-break spaces kept
    for phrase in (
        "Każdy gracz zapisuje w tajemnicy swój plan zakupów, a potem gracze kładą na planszy kleksy",
        "Dopiero wtedy arbiter liczy z planów punkty",
        "wygrywa, a gra kończy się od razu: pozostali gracze nie rozgrywają już swoich tur w tej kolejce",
        # the window closed by a word said (r35 F2), after the arbiter's „sprawdzenie?” (r36 F2)
        "zaraz po jej złożeniu, gdy arbiter pyta „sprawdzenie?”, zanim powie „dalej”;",
        "o zwycięstwie decyduje suma punktów; warunków zwycięstwa dotyczących planu i żetonów się nie sprawdza "
        "(plan liczy się tylko przy remisie)",
        "Transakcja to propozycja albo licytacja. Propozycja ma dwie strony",
        # r41: the Q&A item gone (the rule above says it); the arbiter's duty says it again
        "ogłoszenie zwycięstwa – sprawdza je; po udanym kończy grę i pokazuje arkusz z planami",
        "limit propozycji – najwyżej 2 propozycje do jednego gracza w turze",
        "nadmiar żetonów – żetony warte ponad 10",
        "reszta – żetony, które płacącemu oddaje odbiorca (bank albo gracz)",
        "licytujący – każdy gracz poza sprzedającym",
    ):
        assert phrase in text, phrase
    for gone in ("zachęt", "Każda transakcja ma dwie strony", "liczy się tylko suma punktów"):
        assert gone not in text, gone
    assert not re.search(r"\bza\n\d", raw)  # „za” never ends a line before its sum (minor 10: „a za ↵ 4”)


def test_kolekcjonerzy_settles_the_r15_disputes_where_they_arise(books):
    """The r15 paper game's disputes, each settled in the body: change between players (the bank settles
    it, a lack of small tokens voids nothing), the next bid beats the highest valid one, exchanges at
    the bank may be silent, a later forfeit's exhibits go under the waiting stack, the „Bank winien”
    list is copied from slot 1 when full, NIE MA is announced, and no „poniżej” for a figure overleaf."""
    text = re.sub(
        r"(\w)- (\w)", r"\1\2", body_text(books["kolekcjonerzy"][2])
    )  # broken words joined; no running head inside a sentence
    text = text.replace("\u00a0", " ")  # „nie doszło”, „NIE MA” are kept on one line by a no-break space
    for phrase in (
        # r37 argument 3: a player, like the bank, is paid with any tokens, exact change or not
        # r38 F8: no dangling participle; r39 F5: no three dashes in one sentence
        "Reszta między graczami. Po przyjętej propozycji albo po licytacji innemu graczowi płaci się, jak "
        "bankowi, dowolnymi żetonami, nawet gdy ma się odliczoną kwotę",
        "Brak drobnych to nie brak pokrycia",
        # r21 F3: which tokens the sender hands over again, said in sentences of their own
        "Nadawca podaje tym razem tylko żetony, które oferuje, a nie wszystkie jak przy sprawdzeniu. "
        # r30 K 13: the bank settles a secret payment both ways, the other party gets the exact sum
        "Każdy może podać więcej, niż wynosi kwota; arbiter po cichu wydaje mu resztę z banku, "
        "a drugiej stronie przekazuje umówioną kwotę",
        "podaje kwotę wyższą niż najwyższa ważna oferta",
        "Najwyższą ofertą jest znów najwyższa z pozostałych i to ją trzeba przebić",
        "Wymienić żetony i zapłacić bankowi gracz może po cichu",  # not „zapłata do banku”, „zrobić” (r25 F7, r26 F11)
        "arbiter tasuje osobno i kładzie pod spód czekającego stosu",
        "przepisuje niestarte wpisy od jej początku",
        # r16 finding 4: NIE is announced too; r41 minor 12: the slip reaches the addressee even at NIE MA, so
        # the table does not learn that the sender could not cover it
        "Zakreśla na kartce MA albo NIE MA i zawsze podaje ją adresatowi",
        "Przy NIE albo NIE MA arbiter ogłasza tylko „nie doszło” i przechodzi do ostatniego kroku",
        # r31 K 18: the edge is one of the sides that close a pawn in, said as a rule, not as a fact
        "gdy z każdej z czterech stron (nad nim, pod nim, z lewej i z prawej) ma inny pionek, kleks albo brzeg planszy",
        "arbiter oddaje do poprawienia",
    ):
        assert phrase in text, phrase
    assert "rysunku planszy poniżej" not in text and "przez cudze żetony przechodzą" not in text
    assert "zatrzyma się" not in text and "Zatrzymanie się" not in text  # one verb: „zakończy ruch” (r15 16)


def test_kolekcjonerzy_r30_arguments_settled_in_the_body(books):
    """K r30 review, the three arguments and their wording minors: the empty board's silence is broken
    only by a transaction that came off (1), each party and each bid is checked once (2), table talk
    may be untrue but plans and tokens are not shown (3); „zamiana eksponatów” in the summary (4),
    „opłata za kleks” (14), references as „(s. N)” (8)."""
    text = unhyphenated(flat(books["kolekcjonerzy"][3]))
    for phrase in (
        "każda późniejsza transakcja, która doszła do skutku (przyjęta propozycja, po której coś zmieniło "
        "właściciela, albo licytacja zakończona sprzedażą)",
        # r31 K major 4, r32 K minor 14: the scope of „raz”; r36 F7: the word the aid prints
        # r37 argument 1: once per side and per bid, whoever asks
        # r38 F2: the same rule in sentences of its own
        # r40 item 1: the once is the players' demands'; the arbiter's own checks are not limited
        "Kto może zażądać sprawdzenia. Wystarczy powiedzieć „sprawdzam”. Na żądanie graczy każdą stronę transakcji "
        "i każdą ofertę sprawdza się tylko raz, bez względu na to, kto żąda. Nie dotyczy to sprawdzeń, które "
        "arbiter robi sam",
        "O swoim planie i żetonach wolno mówić wszystko, także nieprawdę, ale nie wolno ich pokazywać.",
        "Może kupować od innych graczy, sprzedawać im, zamieniać się z nimi eksponatami",  # r35 F9: no „kupno z graczami”
        "niż opłata za kleks",
    ):
        assert phrase in text, phrase
    for gone in ("późniejsza zawarta transakcja", "wymiana, kupno", "kara za kleks", "(na s."):
        assert gone not in text, gone


def test_kolekcjonerzy_r32_arguments_settled_in_the_body(books):
    """K r32 review: a question to one player is a zachęta too, binding no one even when answered „tak”
    (argument 2); a proposal cannot be changed or withdrawn before its answer (argument 3); „Jeśli nie ma
    dość” follows the sentence it refers to (4); the win says who wins (5); the pomyłka's next player
    wraps round with the turn order (15); the plans are shown at the end, so the tie-break can be
    checked (16); the example's second purchase states its new end (13)."""
    text = unhyphenated(flat(books["kolekcjonerzy"][3]))
    for phrase in (
        "dowolnego gracza i do kogokolwiek („kto sprzeda FOTEL?”, „a za 4 byś sprzedał?”), to rozmowa handlowa",
        "nikogo nie zobowiązuje, nawet po odpowiedzi „tak”",
        "rozmowa handlowa – każda wypowiedź o transakcji poza propozycją",  # not the calque „zachęta” (r34 K minor 7)
        "Do tej chwili nadawca nie może jej zmienić ani wycofać",
        "i transakcja dochodzi do skutku. Jeśli strona nie ma dość, propozycja albo oferta jest bez pokrycia",
        "Kto spełnia wszystkie trzy, wygrywa,",
        "Gracz następny po ukaranym w kolejności tur wskazuje",
        # r35 F4: the forms are the players'; r41 minor 14: said once, for every end
        "Po każdym końcu gry gracze odkrywają plany zakupów, a arbiter pokazuje arkusz, w którym je zaznaczył.",
        "kolejka 4, pionek 4 – koniec po jego turze w kolejce 9",
        "nie ogłasza zwycięstwa, tylko mówi „koniec tury”; teraz kolej na gracza 4",  # r43 F2: the turn's end said
    ):
        assert phrase in text, phrase
    for gone in ("skierowane do wszystkich", "Jeśli nie ma, propozycja", "Gdy spełnia wszystkie, gra"):
        assert gone not in text, gone


def test_art_society_r26_spares_and_the_first_painting_of_the_start_theme(books):
    """AS r26: p. 2 names the spare markers and gavel printed beside the set (F4: someone counting the cut
    pieces found 8 markers and 2 gavels); the Q&A answers the common first turn whose painting has the
    start painting's theme (F8)."""
    text = unhyphenated(flat(books["art-society"][3]))
    # r38 F11: „obok nich” read as beside the game set, „komplet do gry i osobno zapasowy” as both on one sheet:
    # each of the two sheets carries one set
    # r41 F7: the candies' sheet, the other route, has one set only – said where the spare set is
    # r44 F9: the sheets are the print chapter's matter; the component list names the spare set, the print chapter
    # the candies' sheet's single set
    assert "4 znaczniki prestiżu i młotek prowadzącego aukcję (krążek), a do tego zapasowy komplet;" in text
    assert "(z jednym kompletem znaczników i młotka)" in text
    question = "Co, jeśli pierwszy zdobyty obraz ma ten sam temat co obraz startowy?"
    assert text.index("Pytania i odpowiedzi Co, jeśli pierwszy") <= text.index(question) < text.index("Słowniczek • ")
    answer = text.split(question, 1)[1][:300]
    assert "każde miejsce oznacza faux pas" in answer and "oddać go wolnemu asystentowi" in answer


def test_art_society_r25_summaries_settle_what_the_full_text_settles(books):
    """AS r25: the quick start and the aid say one covered cell of the direct view is enough (#2) and that
    the assistant's painting hangs in a later round, never in the phase it was handed over (#1: „w dalszej
    fazie wieszania” read as later in the same phase); the auction example names who takes which painting
    and which is left for the museum (#3), in the order the rules engine gives; the contents set the appendix
    apart as not needed for play (#4); p. 2 names what the appendix says is in the body: the lollipops'
    patterns and the gavel's shape (#6)."""
    game, _, _, text = books["art-society"]
    text = unhyphenated(text)
    summary = text.split("Runda w skrócie", 2)[-1].split("Elementy gry", 1)[0]
    assert (  # r38 F6: one wording for the view bonus and its trigger, as the body, the glossary and the board
        "a jeśli zajmuje choć jedno pole widoku bezpośredniego (wyróżnione kolorem pola planszy) – liczy się drugi raz"
        in summary
    )
    assert "oddać wolnemu asystentowi i powiesić w którejś z następnych rund" in summary  # r31 F3: the free one
    (aid,) = player_aid.render(game.components["pomoc"], game, BuildOptions())
    said = flat(" ".join(page.extract_text() for page in PdfReader(io.BytesIO(aid.data)).pages))
    said = unhyphenated(said)
    assert "trzyma jeden obraz na którąś z następnych rund" in said and "dalszej fazie" not in said
    # r26 F7: a busy assistant allows hanging both; F6: the free-rectangle test; kit r26 minor 2: the frame key
    assert (  # r39 F4: two paintings in one phase, one after the other (r40: „po kolei” is the hanging order's word)
        "Zajęty: powieś nowy (możesz też jego obraz: jeden po drugim, drugiemu wystarczy styk z pierwszym) albo powieś "
        "jego obraz i oddaj mu nowy." in said
    )
    assert "Nowego obrazu nie da się powiesić (brak wolnego prostokąta jego kształtu)" in said  # r30 F10: one term
    assert "(Z – złota, S – srebrna, D – drewniana, C – czarna)" in said
    assert "obraz, który zajmuje choć jedno pole widoku bezpośredniego drugi raz" in said  # r38 F6: the book's words
    # r27: the one rule players looked up in the book – an oversize painting stays beside the board
    assert "jest ponadwymiarowy: obok planszy na stałe, −10 pkt." in said
    example = text.split("Przykład aukcji.", 1)[1].split("Część planszy muzeum", 1)[0]
    bids = re.search(r"Ala i Bartek odkrywają lizaki z liczbą (\d), Celina – z liczbą (\d)", example)
    assert bids and bidding_order((None,) * 3, (int(bids[1]), int(bids[1]), int(bids[2])), 0) == (0, 1, 2)
    assert "najpierw Ala, po niej Bartek, a na końcu Celina. (Gdyby" in example  # r36 F13: a tie without her
    assert "Ala bierze portret, Bartek – martwą naturę" in example
    # r27 F7: the reveal names the frames, and the last chooser picks by frame the one her set lacks
    frames = re.search(
        r"[Dd]opiero teraz widać ramy: portret 9 jest w (\w+), martwa natura 6 – w (\w+), pejzaż 4 – w (\w+), "
        r"a obraz z życia miejskiego 4 – w (\w+)\.",
        example,
    )
    assert frames, example
    assert (
        f"a Celina z dwóch pozostałych wybiera obraz z życia miejskiego, bo {frames[4]} ramy brakuje jej do kompletu"
        in example
    )
    assert frames[3] != frames[4]  # the two size-4 paintings differ by frame: that is what she chooses by
    tiles = game.components["obrazy"].spec.paintings
    shown = [("portret", 9), ("martwa-natura", 6), ("pejzaz", 4), ("zycie-miejskie", 4)]
    for (theme, size), said in zip(shown, frames.groups()):  # each is a tile of the kit
        frame = {label.lower()[:-1] + "ej": key for key, label in FRAME_LABELS.items()}[said]
        assert any((t.theme, t.size, t.frame) == (theme, size, frame) for t in tiles), (theme, size, said)
    assert "Pejzaż, którego nikt nie wybrał, trafia do muzeum" in example
    contents = text.split("Spis treści", 1)[1].split("O grze Jesteście", 1)[0]
    assert re.search(r"Słowniczek[ .]+\d+ Dodatek \(nieobowiązkowy\)[ .]+\d+ Co ustaliło to wydanie", contents)
    assert "Wiśnia – spirala, Cytryna – promienie, Mięta – kropki, Jagoda – pierścienie" in text
    assert "młotek prowadzącego aukcję (krążek)" in text


def test_art_society_prestige_markers_are_shown_at_natural_size(books):
    """AS r27 F5: the figure that teaches the four theme signs shows the prestige markers as they are,
    each as large as the strip the kit prints, unfolded (at three quarters their signs were 3 mm tall), and its
    caption says so."""
    import pypdfium2 as pdfium

    marker = yaml.safe_load((COMPONENTS / "art-society" / "lizaki.yaml").read_text(encoding="utf-8"))["markers"]
    strip = marker["prestige"]
    width_mm = float(strip["size"].removesuffix("mm"))
    height_mm = float(strip["height"].removesuffix("mm")) + float(strip["flag"].removesuffix("mm"))

    _, result, reader, text = books["art-society"]
    assert "Znaczniki prestiżu, niezgięte, w naturalnej wielkości: życie miejskie, portret, martwa natura" in text
    (index,) = [i for i, p in enumerate(reader.pages) if "Znaczniki prestiżu, niezgięte" in flat(p.extract_text())]
    dpi = 200
    pdf = pdfium.PdfDocument(result.data)
    try:
        page = pdf[index]
        textpage = page.get_textpage()
        found = textpage.search("Znaczniki prestiżu, niezgięte")
        first = found.get_next()
        assert first
        top = textpage.get_charbox(first[0])[3]  # the caption's top, pt from the page's foot
        textpage.close()
        image = page.render(scale=dpi / 72).to_pil().convert("RGB")
    finally:
        pdf.close()
    px = dpi / 25.4
    caption_y = round(image.height - top * dpi / 72)
    band = image.crop((0, caption_y - round(30 * px), image.width, caption_y))  # the figure above its caption

    def coloured(x: int, y: int) -> bool:  # a marker's theme colour, not the table's black text and rules
        rgb = band.getpixel((x, y))
        return max(rgb) - min(rgb) > 30

    def runs(hits: list[int], gap: int = 2) -> list[list[int]]:  # [first, last] of each run of near hits
        out: list[list[int]] = []
        for h in hits:
            if out and h - out[-1][1] <= gap:
                out[-1][1] = h
            else:
                out.append([h, h])
        return out

    # the coloured rows nearest the caption are the markers' (above them: the table's accent rules); the fold's
    # light dashed line crosses them
    rows = [y for y in range(band.height) if any(coloured(x, y) for x in range(0, band.width, 2))]
    top_row, bottom_row = runs(rows, gap=round(1.5 * px))[-1]
    columns = runs([x for x in range(band.width) if any(coloured(x, y) for y in range(top_row, bottom_row + 1, 2))])
    assert len(columns) == 4, columns
    margin = round(1.5 * px)  # each marker's outline is dark, not coloured: measure what is inked around it
    sizes = []
    for a, b in columns:
        box = band.crop(
            (a - margin, max(top_row - margin, 0), b + margin + 1, min(bottom_row + margin + 1, band.height))
        )
        inked = [(x, y) for x in range(box.width) for y in range(box.height) if min(box.getpixel((x, y))) < 235]
        xs, ys = [x for x, _ in inked], [y for _, y in inked]
        sizes.append(((max(xs) - min(xs) + 1) / px, (max(ys) - min(ys) + 1) / px))
    for width, height in sizes:
        assert width == pytest.approx(width_mm, abs=0.4) and height == pytest.approx(height_mm, abs=0.4), sizes


def test_every_named_piece_is_listed_in_its_book_by_the_name_it_prints(books):
    """r32 K minor 1, the class: a piece's printed name is the name its rulebook lists (the tiles read
    „WYSPIAŃSKI” under a list saying „OBRAZ WYSPIAŃSKIEGO”). Kolekcjonerzy's exhibits, Przekręt's named
    fields (commands, gates, corners; the streets by their names) and Rynek's field types stand in the
    book as their pieces print them, from the one name in the data."""
    from generator.draw.kinds.board.content import content_of, property_index
    from generator.draw.kinds.board.geometry import layout
    from generator.draw.kinds.board.plan import resolved

    game, _, _, text = books["kolekcjonerzy"]
    text = unhyphenated(text)
    missing = [e.name for e in game.components["plytki"].spec.exhibits if flat(e.name) not in text]
    assert not missing, missing
    game, _, _, text = books["przekret"]
    text = unhyphenated(text)
    spec = resolved(game.components["plansza"], game)
    properties = property_index(game)
    titles = {content_of(f, spec, properties).title for f in layout(spec, game).fields if f.type}
    named = {flat(t).removeprefix("ul. ").removeprefix("al. ").removeprefix("pl. ") for t in titles if t}
    missing = sorted(t for t in named if t.casefold() not in text.casefold())
    assert len(named) >= 20 and not missing, missing
    game, _, _, text = books["rynek"]
    text = unhyphenated(text)
    missing = [ft.name for ft in game.components["plansza"].spec.field_types.values() if flat(ft.name) not in text]
    assert not missing, missing


def test_kolekcjonerzy_s_uncovered_bid_stands_with_the_auction(books):
    """r32 K rulebook minor 6: the procedure for an uncovered bid (its steps and example) stood three pages
    from the auction, among the special situations; now in „Licytacja”, after its end, before the hidden
    tokens' section."""
    _, _, _, text = books["kolekcjonerzy"]
    text = unhyphenated(text)
    auction = text.index("Aktywny gracz wystawia jeden ze swoich eksponatów")
    rule = text.index("Oferta bez pokrycia w licytacji. Gdy oferta okaże się bez pokrycia", auction)
    example = text.index("Przykład licytacji", rule)
    assert text.index("Koniec licytacji.", auction) < rule < example < text.index("Żetony wolno trzymać tak", auction)
    assert text.count("Przykład licytacji") == 1


def test_print_chapter_builds_each_kind_of_piece_in_its_own_bullet_in_one_order(books):
    """r38 P 18: „Żetony ulepszeń, szpitala, pionki i kostka” was one paragraph for three jobs, with two „first”
    steps the other way round (cut into squares first; cut between the bands first). Each kind of piece on a
    part's sheets is a bullet of its own, and a sheet of round chits in bands says its cuts once, in order."""
    for game, tokens, guests in (
        ("przekret", "Żetony ulepszeń i szpitala", ("Pionki", "Kostka")),
        ("kolekcjonerzy", "Żetony", ()),
    ):
        text = unhyphenated(books[game][3])
        chapter = text[text.index("Cięcie i składanie. Opis") :]
        heads = [chapter.index(f"• {title} (wydruk ") for title in (tokens, *guests)]
        assert heads == sorted(heads), (game, heads)
        bullet = chapter[heads[0] : chapter.index("•", heads[0] + 1)]
        assert bullet.lower().count("najpierw") == 1, (game, bullet)
        steps = ("rozetnij arkusz między pasami", "potnij na kwadraty", "wytnij krążki")
        assert [bullet.index(step) for step in steps] == sorted(bullet.index(step) for step in steps), bullet
        assert "Zegnij" not in bullet  # the guests' words are theirs alone: no pawn's fold under the tokens


@pytest.mark.parametrize("game", GAMES)
def test_print_chapter_says_no_sentence_twice_in_one_parts_bullets(books, game):
    """r38 P: after each kind of piece got its own bullet, „Pionki” and „Kostka” (one part, wydruk 5) both said how
    to score the folds on thick card. A sentence that applies to several bullets of a part is said once, in a
    bullet under their titles („Pionki i kostka”)."""
    text = unhyphenated(books[game][3])
    if "Cięcie i składanie. Opis" not in text:
        pytest.skip(f"{game}: no cutting list in the print chapter")
    chapter = text[text.index("Cięcie i składanie. Opis") :]
    bullets = [b for b in chapter.split("•")[1:] if re.match(r"\s*[^()]+ \(wydruk \d+\)", b)]
    seen: dict[tuple[str, str], str] = {}
    repeated = []
    for bullet in bullets:
        title, job = re.match(r"\s*([^()]+) \(wydruk (\d+)\)", bullet).groups()
        for sentence in re.split(r"(?<=[.!?])\s+", " ".join(bullet.split())):
            if len(sentence) > 30 and seen.setdefault((job, sentence), title) != title:
                repeated.append((seen[(job, sentence)], title, sentence[:60]))
    assert repeated == []


def test_a_line_two_guests_share_is_one_bullet_under_both_titles():
    from generator.build.job import JobPart

    fold = "Na kartonie najpierw zbiguj linie zgięć."
    part = JobPart(
        file="zetony.pdf",
        component="zetony",
        title="Żetony i goście",
        copies=1,
        first=1,
        last=2,
        sheets=1,
        details=("Tnij żetony.", "Zegnij pionek.", fold, "Zamknij kostkę."),
        guest_details=(
            ("Żetony", ("Tnij żetony.",)),
            ("Pionki", ("Zegnij pionek.", fold)),
            ("Kostka", (fold, "Zamknij kostkę.")),
        ),
    )
    assert [(t, list(lines)) for t, lines in part.builds] == [
        ("Żetony", ["Tnij żetony."]),
        ("Pionki i kostka", [fold]),
        ("Pionki", ["Zegnij pionek."]),
        ("Kostka", ["Zamknij kostkę."]),
    ]
