"""Art Society's rulebook and aid after the r34 blind review: each thing said one way in the quick start,
the body, the glossary, the aid and the appendix (the tie and the hanging order count from the auctioneer,
the end comes after the round, a pencil, the score card's reprint)."""

from __future__ import annotations

import io
import re

import pytest
from pypdf import PdfReader

from generator.build.recipe import BuildOptions
from generator.draw.guide import PARTS_FILES
from generator.draw.kinds import player_aid
from generator.games import apply_house_rules
from generator.games.registry import load_all
from generator.model.findings import Findings
from generator.rulebook import produce
from generator.validate.loading import load_project

from .conftest import COMPONENTS
from .test_rulebook_pages import unhyphenated
from .test_rulebooks import body_text, flat


@pytest.fixture(scope="module")
def said():
    load_all()
    findings = Findings()
    game = load_project(COMPONENTS, ["art-society"], findings).games["art-society"]
    apply_house_rules(game, findings)
    assert not findings.errors, [str(f) for f in findings.errors]
    book = produce(game.components["zasady"], game, BuildOptions())
    assert book.problems == [] and book.data
    (aid,) = player_aid.render(game.components["pomoc"], game, BuildOptions())
    aid_text = " ".join(page.extract_text() for page in PdfReader(io.BytesIO(aid.data)).pages)
    return unhyphenated(body_text(PdfReader(io.BytesIO(book.data)))), unhyphenated(flat(aid_text))


def test_a_tie_counts_from_the_auctioneer_in_the_summary_the_body_and_the_aid(said):
    """r34 F2: „po nim” had nothing to count from when the auctioneer was not tied."""
    book, aid = said
    rule = "Remisujący wybierają po kolei zgodnie z ruchem wskazówek zegara, licząc od prowadzącego (jeśli sam remisuje – wybiera pierwszy)."
    summary = book.split("Runda w skrócie", 2)[-1].split("Elementy gry", 1)[0]
    assert rule in summary
    body = book.split("nikt nie może spasować", 1)[-1]
    assert rule in body  # r38: the body says it in the summary's words
    assert "a po nim pozostali" not in book
    # r39 F10: the aid in the body's words: clockwise, and the auctioneer first when tied; r41 F12: first only
    # when he is tied himself („on sam pierwszy” read as always)
    assert "(remis: od prowadzącego w lewo; jeśli remisuje, on pierwszy)" in aid
    assert "on sam pierwszy" not in aid
    assert "kolejni w lewo" not in aid
    assert "Młotek przechodzi do gracza po lewej (zgodnie z ruchem wskazówek zegara)." in book


def test_the_hanging_order_is_asked_for_before_anyone_hangs_and_runs_clockwise(said):
    """r34 F1: when „po kolei” may be asked for and which way it goes (r35 F1: until anyone lays a painting, on
    the grid or with the assistant; the phase opens once everyone has one); F3: the appendix says the round a
    full board ends is the last, not that the game stops at once. r40: one procedure – anyone may answer „po
    kolei”, a forgotten question is made up until a painting is let go, at once a player may wait and watch, and a
    painting against the rules takes the whole move back – said in the body, the glossary, the appendix and the aid."""
    book, aid = said
    # r38 F3: the turn order is asked for at one fixed moment (the auctioneer's question), not in a race; r38 F1:
    # „nie patrząc” contradicted the open boards; r40: a forgotten question may still be answered before anyone lets
    # a painting go, and hanging at once no longer forbids waiting (r36 F1, r37 F1 forbade it: the editor found the
    # rule unenforceable and the appendix contradicting it)
    # r41 F1: one rule in one place – any player's „po kolei” after the question, a late demand only when the
    # question was forgotten, and when everyone left waits they hang on in turn (the deadlock the editor met)
    # r44 F3: the question, the waiting and the queue of waiting players gave way to one order – in turn from the
    # auctioneer, at once only by everyone's consent – and a word that ends a player's move (the editor asked when
    # a player who had hung the new painting was done, with the assistant's painting still to hang)
    assert (
        "Wieszacie po kolei, zgodnie z ruchem wskazówek zegara, zaczynając od prowadzącego. Gracz kończy swój ruch "
        "słowem „gotowe”: dopóki go nie powie, może jeszcze powiesić obraz asystenta; potem wiesza następny gracz. "
        "Naraz możecie wieszać tylko wtedy, gdy zgodzą się na to wszyscy – wtedy też każdy kończy ruch słowem "
        "„gotowe”." in book
    )
    assert "Wieszamy naraz?" not in book + aid and "czekający" not in book + aid
    assert "nie patrząc na plansze" not in book and "nie czekając na innych" not in book
    assert "zwlekający" not in book and "położy obraz" not in book
    assert "Wieszanie. Gdy każdy ma już obraz z aukcji (nie wcześniej), gracze wieszają" in book
    # r41 F3: step 3 as a lead and two bullets; the undo rule stands under „Zasady wieszania” („może inaczej” was
    # colloquial and read as „maybe”)
    # (since r41 F10 the rule and „Błąd” shared a page; r42: the pointer is the layout's own, „niżej” or the page)
    assert re.search(
        r"Puszczony obraz \(położony i wypuszczony z ręki\) zostaje tam, gdzie leży, chyba że to błąd "
        r"\((niżej|s\. \d+)\)\.",
        book,
    )
    # r44 F4: the deadline is a moment at the table (the first painting taken for the next auction), not „przed
    # następną aukcją”, which only the glossary pinned down; r44 F8: „także inaczej” read as a calque
    assert (
        "Błąd. Jeśli któryś obraz gracza leży wbrew zasadom (np. dotyka innego tylko rogiem), a ktoś to zauważy, "
        "zanim nowy prowadzący zdejmie ze stosu pierwszy obraz następnej aukcji (w ostatniej rundzie – zanim "
        "zaczniecie wypełniać kartę podliczenia), gracz cofa cały ruch z tej fazy wieszania i wykonuje go od nowa; "
        "może przy tym postąpić inaczej niż za pierwszym razem. Błąd zauważony później zostaje: obraz leży dalej "
        "tam, gdzie leży, i liczy się normalnie." in book  # r42 F1: what a late-noticed error does
    )
    assert "może inaczej." not in book and "także inaczej" not in book and "przed następną aukcją" not in book
    assert "gracz go przekłada" not in book and "gracz go podnosi i powtarza ruch" not in book
    assert "Puścić obraz – położyć go na siatce albo u asystenta i wypuścić z ręki" in book  # the glossary
    # r44 F3, F10: the glossary's move ends with „gotowe” and sends to „Błąd” for the deadline
    assert re.search(
        r"Ruch \(w fazie wieszania\) – wszystko, co gracz robi w tej fazie, aż powie „gotowe”; ruch wbrew zasadom "
        r"cofa się w całości, jeśli błąd zauważono na czas \(s\. (\d+)\)",
        book,
    )
    # r42 F2: the glossary allows a take-back for an error only, and points at „Błąd” (F5: its page, not the phase's)
    assert re.search(r"chyba że ruch był błędny i gracz musi go cofnąć w całości \(punkt „Błąd”, s\. \d+\)", book)
    assert "chyba że gracz cofa cały ruch" not in book
    assert "Błędny ruch cofa się cały" in book and "później zostaje, by nie cofać ruchów opartych na nim" in book
    # r44 F10: a short definition with its pages, not the procedure again
    assert re.search(
        r"Faza wieszania \(w opisie rundy: „Wieszanie”\) – trzecia faza rundy: gracze po kolei wieszają nowe obrazy "
        r"albo oddają je asystentom \(s\. \d+(–| i )\d+\)\.",
        book,
    )
    # the aid: the order on the step's line, as the body says it (r41 F1), the undo with its last-round limit (r41 F2)
    assert "Wieszanie: po kolei od prowadzącego w lewo (naraz – za zgodą wszystkich); ruch kończy „gotowe”;" in aid
    assert "zanim ktoś puści obraz" not in aid
    assert (
        "puszczonego nie ruszaj; za błąd zauważony przed zdjęciem pierwszego obrazu następnej aukcji albo przed "
        "podliczeniem cofnij cały ruch, później zostaw." in aid
    )
    assert "położony wbrew zasadom" not in aid and "nikt nie czeka" not in aid + book
    # the decision (r44 F3: the order and the word that ends a move, with the reason)
    assert (
        "Czyjś ruch może zmienić decyzję innego (pełna plansza kończy grę po tej rundzie), więc wiesza się po kolei, "
        "a naraz – tylko za zgodą wszystkich; „gotowe” zamyka ruch." in book
    )
    assert "dawałby przewagę kolejki" not in book and "kolejka na życzenie, zgłaszane" not in book  # r39 F6
    assert "zanim ktokolwiek zacznie" not in book
    assert "jeszcze w tej rundzie" not in book and "pełna plansza kończy grę po tej rundzie" in book


def test_the_end_the_pencil_and_the_reprint_are_said_one_way(said):
    """r34 F6: nothing but the three events ends the game; F7: a pencil everywhere; F4, F11: the score card's
    reprint is on the page its bullet sends to, and the kit's parts on their own are for reprints only (no file named on paper); F13, F14."""
    book, aid = said
    assert "Nic innego gry nie kończy – ani znacznik prestiżu na ostatnim polu toru, ani pusty stos." in book
    assert "długopis (" not in book and "ołówek albo długopis" not in book
    assert re.search(
        r"Gdy zabraknie czystych kart podliczenia punktów, dodrukuj same strony \d+–\d+ wydruku 1 \(dwustronnie\), nie cały wydruk",
        book,
    )
    # r38 F10: „każdą część … ich” did not agree; since r42 K rulebook F10 every book says it in the print chapter's
    # one sentence on the single-piece files (guide.PARTS_FILES)
    assert " ".join(PARTS_FILES.split()) in book
    # r37 F3: a print-and-play kit has no box
    assert (
        "Gdy graczy jest mniej niż czterech, zbędne zestawy lizaków, plansze i pomoce odłóżcie na bok – w tej grze "
        "nie będą potrzebne." in book
    )
    # r44 F1: the player count at set-up, with its reason (four sets, a card of four columns), and in the notes
    assert (
        "Grać mogą od 2 do 4 osób: zestawy lizaków, plansze kolekcji i pomoce są tylko cztery, a karta podliczenia "
        "ma cztery kolumny, po jednej na kolor zestawu – na piątą osobę ta wersja nie ma miejsca." in book
    )
    assert "Liczba graczy. Źródło jej nie podaje; to wydanie jest dla 2–4 osób" in book
    # r37 F4, F6, F7: the grid's columns and rows said where it first appears; players move markers (no calque
    # „obraz przesuwa znacznik”); the glossary's auction in the body's verbs
    assert "siatka 7 × 6 pól (7 kolumn, 6 rzędów)" in book and "przesuwa znacznik" not in book + aid
    # r38 F7: not four genitives in a row, and still no painting moving a marker
    assert "Znacznik prestiżu tematu obrazu" not in book
    assert (
        "podnosi prestiż swojego tematu: znacznik tego tematu idzie naprzód o tyle pól, ile wynosi rozmiar obrazu"
        in book
    )
    assert "znacznik tematu obrazu z muzeum – naprzód o jego rozmiar" in aid
    assert "prowadzący zdejmuje obrazy ze stosów i odkrywa je" in book and "wystawia obrazy" not in book
    assert "Wolny: możesz dać mu nowy obraz, nawet gdy da się go powiesić." in aid
    # r35 F4: the penalty only for a painting still held at the end, in the table's row (not after „trzyma … rund”)
    assert "(na koniec −5 pkt)" not in aid and "obraz asystenta na koniec gry −5" in aid


def test_the_candies_only_sheet_is_named_in_the_components_and_the_print_chapter(said):
    """r39 F9: the kit has a candies-only sheet beside it; the book said only „lizaki”. The component list says the
    candies exist and sends to the print chapter; that chapter says which sheet replaces which pages of which job."""
    book, _ = said
    # r41 F6: the alternative in the genitive of „8 lizaków”
    assert re.search(r"z liczbami od 1 do 8 \(albo 8 okrągłych cukierków bez patyków, s\. \d+\);", book)
    # r41 F7: the candies' sheet has no spare set; r44 F9: said in the print chapter, the component list names the
    # spare set only
    assert "4 znaczniki prestiżu i młotek prowadzącego aukcję (krążek), a do tego zapasowy komplet;" in book
    assert re.search(
        r"Jeden wyjątek od dodruku: arkusz „Cukierki, znaczniki prestiżu i młotek” \(cukierki bez patyków; jak – "
        r"mówi opis wydruku (\d)\) możesz wydrukować zamiast lizaków z wydruku \1 \(z jednym kompletem znaczników "
        r"i młotka\)\.",
        book,
    )
    # r39 F8: one subject through the pad's sentence
    assert "wpisujcie wyniki ołówkiem: po wymazaniu karty posłużą znowu" in book
