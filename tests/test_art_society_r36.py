"""Art Society after the r36 blind review of its rulebook and aid, and the r36 kit review's minors 5, 6 and 8:
the theme icons of the aid in the themes' colours, the assistant's rules under a title that names them, the
book's appendix on one sheet (its cutting list is the covers' steps), the order test of a printer without
duplex as the first step, and the small wording fixes said the same way in the book and the aid."""

from __future__ import annotations

import io
import re

import pytest
from pypdf import PdfReader
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfgen.canvas import Canvas

from generator.build.recipe import BuildOptions
from generator.draw.kinds import player_aid
from generator.rulebook.symbols import Symbols

from .conftest import validated_game
from .test_art_society_rulebook_r34 import said  # noqa: F401 (the fixture: the book's and the aid's text)


def test_the_aid_draws_each_theme_icon_in_its_theme_s_colour():
    """Kit r36 minor 6: the four icons of „obraz w kolekcji” and the faux pas pair were in the aid's maroon;
    the paintings, the museum and the score card tell the themes by colour."""
    game = validated_game("art-society")
    component = next(c for c in game.components.values() if c.kind == "player-aid")
    text = player_aid._text(component, game, BuildOptions()).markdown
    colours = game.components["obrazy"].spec.back_colors
    for theme, colour in colours.items():
        assert f"(symbol:theme-{theme}@{colour[1:].lower()})" in text, theme
    assert f"(symbol:faux-pas@{colours['zycie-miejskie'][1:].lower()})" in text


def test_a_symbol_named_with_a_colour_is_drawn_in_it():
    out = io.BytesIO()
    canvas = Canvas(out)
    style = ParagraphStyle("t", fontSize=10, textColor="#7a2e3a")
    icons = Symbols([("theme-portret@3f1f5d", 1.0)], style)
    icons.wrap(100, 100)
    icons.drawOn(canvas, 10, 10)
    canvas.showPage()
    canvas.save()
    content = PdfReader(io.BytesIO(out.getvalue())).pages[0].get_contents().get_data().decode("latin-1")
    assert ".247059 .121569 .364706 rg" in content  # #3f1f5d, not the accent #7a2e3a
    assert ".478431 .180392 .227451 rg" not in content


def test_the_aid_names_the_assistant_on_the_side_that_holds_its_rules(said):  # noqa: F811
    """r36 F4: the assistant's paragraph sat under „Koniec gry i punkty”; F5: what counts for neither themes
    nor frames, as in the book and on the score card."""
    book, aid = said
    assert "Asystent, koniec gry i punkty Asystent trzyma jeden obraz" in aid
    assert "Obrazy ponadwymiarowe i obraz asystenta nie liczą się ani do tematów, ani do ram." in aid
    assert "Obrazy ponadwymiarowe i obraz asystenta nie liczą się ani do tematów, ani do ram." in book


def test_the_book_says_the_small_things_one_way(said):  # noqa: F811
    """r36 F3 (the arrow's result on its own line), F6 (the name is the set's), F7 (the start paintings' star on
    the plate), F9 (A–E are labels), F11 (the assistant's painting does not hang), F12 (the bid is laid
    face down first), F13 (a tie without the auctioneer)."""
    book, _ = said
    book = book.replace("\u00a0", " ")
    assert "czarne 1 – to 1 komplet" in book and "→" not in book
    assert "co zestaw lizaków jej właściciela" in book
    assert "obrazy startowe mają na niej także małą gwiazdkę" in book
    assert "litera ramy i tytuł, a na obrazach startowych mała gwiazdka" in book
    assert "rysunki A–E" not in book and "rysunek E" not in book and "(oznaczenia A–E)" in book
    assert "Obraz asystenta nie wisi: nie tworzy faux pas, a wieszany obraz nie może stykać się tylko z nim" in book
    assert "Każdy potajemnie kładzie lizak liczbą w dół; wszyscy odkrywają je naraz" in book
    assert "pierwszy byłby Bartek – najbliższy z remisujących na lewo od Ali – potem Celina i Ala" in book
    # r37 minor 2: where the blank cards are, without a print instruction in the list of what the players hold;
    # r42 F7: named as a reprint, not as spare cards in the box; r44 F9: said in the print chapter only
    assert "dodruk czystych kart" not in book
    assert re.search(r"Gdy zabraknie czystych kart podliczenia punktów, dodrukuj same strony \d+–\d+ wydruku 1", book)
    assert "zapasowe czyste karty" not in book
    assert "dodrukujcie" not in book


@pytest.fixture(scope="module")
def pages():
    from generator.games import apply_house_rules
    from generator.games.registry import load_all
    from generator.model.findings import Findings
    from generator.rulebook import produce
    from generator.validate.loading import load_project

    from .conftest import COMPONENTS

    load_all()
    findings = Findings()
    game = load_project(COMPONENTS, ["art-society"], findings).games["art-society"]
    apply_house_rules(game, findings)
    book = produce(game.components["zasady"], game, BuildOptions())
    return [page.extract_text() for page in PdfReader(io.BytesIO(book.data)).pages]


def test_the_appendix_fits_one_sheet_without_the_covers_cutting_list(pages):
    """Kit r36 minor 5: the appendix was 3 pages and a blank one (2 sheets); its „Cięcie i składanie” said again
    what job 2's cover says step by step."""
    appendix = [text for text in pages[1:] if "Dodatek (nieobowiązkowy)" in text]  # page 1: the contents
    assert 0 < len(appendix) <= 2
    assert not any("Cięcie i składanie" in text for text in pages)
    assert not any("celowo pusta" in text.lower() for text in pages)
