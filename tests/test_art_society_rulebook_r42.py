"""Art Society's rulebook and aid after the r42 blind review: what a late-noticed error does (F1), the glossary's
take-back and its pages (F2, F5), where the waiting players' queue starts (F3), the eraser (F4), the set-up
figure without blank label tabs (F6) and the wording nits (F7–F13)."""

from __future__ import annotations

import io
import re

import pytest
from pypdf import PdfReader
from reportlab.pdfgen.canvas import Canvas

from generator.build.recipe import BuildOptions
from generator.draw.cropped import CroppedCanvas, prints_words
from generator.draw.kinds import player_aid
from generator.draw.layout_fonts import register_fonts
from generator.model.units import mm
from generator.rulebook import produce
from generator.rulebook.drawings import BoardDrawing, board_drawer, figure_drawing

from .test_art_society_rulebook_r41 import game  # noqa: F401 – the loaded game
from .test_rulebook_pages import unhyphenated
from .test_rulebooks import body_text, flat


@pytest.fixture(scope="module")
def printed(game):  # noqa: F811
    """(the book's text, its pages' texts line by line, the aid's text), as printed."""
    book = produce(game.components["zasady"], game, BuildOptions())
    assert book.problems == [] and book.data
    (aid,) = player_aid.render(game.components["pomoc"], game, BuildOptions())
    aid_text = " ".join(page.extract_text() for page in PdfReader(io.BytesIO(aid.data)).pages)
    reader = PdfReader(io.BytesIO(book.data))
    pages = [page.extract_text() or "" for page in reader.pages]  # lines as laid out
    return unhyphenated(body_text(reader)), pages, unhyphenated(flat(aid_text))


class Recording(Canvas):
    """A canvas that records the words it prints and the fill colour of every filled rounded box (a label's tab)."""

    def __init__(self):
        super().__init__(io.BytesIO())
        self.words: list[str] = []
        self.tabs: list[str] = []
        self.fill = None

    def setFillColor(self, aColor, alpha=None):
        self.fill = aColor
        super().setFillColor(aColor, alpha)

    def roundRect(self, x, y, width, height, radius, stroke=1, fill=0):
        if fill:
            self.tabs.append(self.fill.hexval().lower())
        super().roundRect(x, y, width, height, radius, stroke, fill)

    def drawString(self, x, y, text, *args, **kwargs):
        self.words.append(text)
        super().drawString(x, y, text, *args, **kwargs)


def _area_inks(game) -> list[str]:  # noqa: F811
    board = game.components["plansza-kolekcji"].spec
    return [f"0x{a.color.lstrip('#').lower()}" for g in board.grids for a in g.areas if a.label]


def test_the_set_up_sketch_leaves_out_the_tabs_and_the_legend_with_their_words(game):  # noqa: F811
    """F6: the sketch of the collection board (43 %) left its area labels out but drew their tabs blank, and the
    legend's title and swatches without their words; the whole board as printed draws them all."""
    register_fonts()
    inks = _area_inks(game)
    assert inks  # „widok bezpośredni” and „start”
    _, _, draw = board_drawer(game.components["plansza-kolekcji"], game, 1)
    whole = Recording()
    draw(whole)
    assert all(ink in whole.tabs for ink in inks), whole.tabs
    assert "Zasady kolekcji" in whole.words and "start" in whole.words

    drawing, _, problem = figure_drawing("collection", mm(162), game.components["zasady"].spec, game)
    assert problem is None and isinstance(drawing, BoardDrawing) and drawing.sketch
    drawing.wrap(mm(162), mm(1000))
    sketch = Recording()
    drawing.draw(sketch)
    assert not [t for t in sketch.tabs if t in inks], sketch.tabs
    assert "Zasady kolekcji" not in sketch.words and "start" not in sketch.words
    # r44 AS F13: the grid captions („Kolekcja”, „Asystent”), 6 pt at this scale, are left out with the rest below
    # 7 pt (the caption names both areas); the whole board draws them
    assert "Kolekcja" not in sketch.words and "Asystent" not in sketch.words
    assert "Kolekcja" in whole.words and "Asystent" in whole.words


def test_a_canvas_prints_words_at_or_above_its_smallest_size_in_its_current_scale():
    plain = Canvas(io.BytesIO())
    assert prints_words(plain, 2)  # a page, not a figure: every word prints
    cropped = CroppedCanvas(plain, 0, 0, 500, 500)
    assert prints_words(cropped, 6) and not prints_words(cropped, 5.9)
    cropped.scale(0.5, 0.5)
    assert prints_words(cropped, 12) and not prints_words(cropped, 10)


def test_the_book_and_the_aid_settle_the_three_arguments(printed):
    book, pages, aid = printed
    # F1: a late-noticed error stays – in the rule, the glossary, the edition's notes and the aid
    assert "Błąd zauważony później zostaje: obraz leży dalej tam, gdzie leży, i liczy się normalnie." in book
    assert "później zostaw" in aid
    # F2, F5: the glossary allows a take-back for an error only, and sends to „Błąd” on its own page
    puscic = re.search(r"Puścić obraz – .*?\(punkt „Błąd”, s\. (\d+)\)", book)
    ruch = re.search(r"Ruch \(w fazie wieszania\) – .*?błąd zauważono na czas \(s\. (\d+)\)", book)  # r44 F10
    assert puscic and ruch and puscic.group(1) == ruch.group(1)
    assert "Błąd. Jeśli któryś obraz gracza leży wbrew zasadom" in flat(pages[int(ruch.group(1)) - 1])
    assert "ruch był błędny" in puscic.group(0) and "chyba że gracz cofa cały ruch" not in book
    # F3 (r44 F3: the queue of waiting players gave way to one order): in turn from the auctioneer, in the body,
    # the glossary, the notes and the aid
    assert "Wieszacie po kolei, zgodnie z ruchem wskazówek zegara, zaczynając od prowadzącego." in book
    assert "trzecia faza rundy: gracze po kolei wieszają nowe obrazy" in book
    assert "więc wiesza się po kolei, a naraz – tylko za zgodą wszystkich" in book
    assert "Wieszanie: po kolei od prowadzącego w lewo" in aid


def test_the_eraser_and_the_wording_nits(printed):
    book, pages, _ = printed
    # F4: an eraser wherever the players' own things are listed
    assert "kopertę albo woreczek na obrazy startowe, ołówek i gumkę przygotujcie sami" in book
    assert "(do losowania obrazów startowych) oraz ołówek i gumka" in book
    # F7: the blank cards are a reprint, not spares in the box (r44 F9: said in the print chapter only)
    assert "zapasowe czyste karty" not in book and re.search(r"dodrukuj same strony \d+–\d+ wydruku 1", book)
    # F9: a subsection is a „część”, a bullet a „punkt”
    assert "według części „Wieszanie z asystentem – krok po kroku”" in book
    assert "według punktu „Wieszanie" not in book
    # F10: one person through the paragraph
    assert "Gdy leżą już wszystkie, wszyscy odkrywają je naraz." in book
    assert "odkrywacie" not in book and "rozgrywacie" not in book
    # F11: the assistant right of the grid, not of the start box
    assert "a na prawo od siatki – miejsce asystenta" in book and "a na prawo od niej miejsce asystenta" not in book
    # F13: „albo C” bound by a no-break space, the enumeration never split before its last letter
    assert "(Z, S, D albo C)" in book
    assert any("albo C)" in page for page in pages) and not any("albo\nC)" in page for page in pages)
    # F12: the caption's reference in parentheses, not „na” at a line's end with the page on the next
    assert re.search(r"podlicza przykład punktacji \((s\. \d+|niżej)\)", book)
