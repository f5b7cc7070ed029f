"""Kolekcjonerzy after the r36 reviews. The blind rulebook review: the aid's „raz w turze” read as one auction a
turn (F1), a check said with „dalej” was argued over (F2), „zaraz po czwartej” could be before the answer (F3),
the ban on trading outside one's turn stood only in the addendum (F4), the arbiter's sheet announced the end date
at every event (F5, in test_kolekcjonerzy_pdfs), the figure's cross B stood on an empty field (F6), the aid's
„Sprawdzam” was no word of the book (F7), a preposition parted from its number on the aid (F8), a pass was not
repeated (F10), a reference said „dalej w tym rozdziale” (F13). The kit review: the arbiter's second page alone on a
one-sided sheet (minor 3), the aid's bars on its text (5), the plans' „tnij tutaj” upside down on the fronts (10; gone since r43 K minor 4),
the pawns drawn as discs with no word of it (12), the checklist hiding the price list (13)."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from generator.build.job import job_sides
from generator.build.recipe import BuildOptions, load_and_validate
from generator.build.render import render

from . import pdfcheck
from .test_aid_r32 import MM, aids, upper_card  # noqa: F401  (the aids: a fixture)
from .test_kolekcjonerzy_pdfs import GAME, lean  # noqa: F401  (the lean data: a fixture)
from .test_kolekcjonerzy_rulebook_r35 import built, said  # noqa: F401  (the book's and the aid's PDFs, their text: fixtures)


def body(pages: list[str]) -> str:
    """The rules a player reads, without the addendum (from „Co ustaliło to wydanie”)."""
    book = " ".join(pages)
    return book[: book.index("Dodatek – można go nie drukować.")]


def test_the_aid_allows_several_auctions_each_exhibit_once(said):  # noqa: F811
    pages, aid = said
    assert "(każdego raz na turę, cena wywoławcza od 1)" in aid
    assert "od 1, raz w turze" not in aid
    assert "W jednej turze ten sam eksponat można wystawić na licytację tylko raz" in body(pages)


def test_the_arbiter_asks_for_checks_before_dalej_everywhere_it_is_said(said):  # noqa: F811
    pages, aid = said
    book = body(pages)
    rule = book.split("Licytacja Aktywny gracz wystawia", 1)[1].split("Koniec licytacji.", 1)[0]
    assert "pyta „sprawdzenie?”. Gdy nikt się nie zgłosi, mówi „dalej”" in rule  # r38 F2: a sentence each
    assert "Żądanie zgłoszone razem z „dalej” albo później jest spóźnione" in rule
    assert "Pas też powtarza („gracz 6 pasuje – dalej”)" in rule  # F10
    assert "i pyta „sprawdzenie?”; gracz 7 żąda sprawdzenia tej oferty" in book  # the example does as the rule says
    assert "Wystarczy powiedzieć „sprawdzam”" in book  # F7: the aid's word is the book's
    assert "„Sprawdzam” – raz na stronę przyjętej jawnej propozycji, raz na ofertę (na „sprawdzenie?”)" in aid  # r37 A1


def test_the_limit_counts_proposals_and_auctions_together_and_ends_once_the_last_is_settled(said):  # noqa: F811
    pages, aid = said
    book = body(pages)
    # r43 F7: a proposal is made, an auction announced („składać licytację” is no Polish)
    assert "złożyć propozycje i ogłosić licytacje – łącznie najwyżej 4, do wszystkich adresatów razem" in book
    assert "najwyżej 4 propozycje i licytacje łącznie" not in book
    assert (
        "Gdy czwarta propozycja albo licytacja się rozstrzygnie (adresat odpowie albo licytacja się skończy), "
        "arbiter ogłasza „koniec handlu”" in book
    )
    assert "zaraz po czwartej" not in book
    # the quick start, the glossary and the aid word the limit alike
    assert book.count("łącznie najwyżej 4") >= 3
    assert "i licytacje razem" not in book and "i licytacje razem" not in aid
    assert "; przy 9–12 graczach w całej turze 4 propozycje i licytacje łącznie" in aid  # r37 A2: not per addressee


def test_only_the_active_player_trades_said_in_the_body(said):  # noqa: F811
    pages, _ = said
    book = body(pages)
    assert (
        "Handluje tylko aktywny gracz i tylko w tej części swojej tury. Pozostali gracze nigdy nie handlują "
        "między sobą" in book
    )
    assert "w tym czasie między sobą" not in book


def test_every_reference_to_binding_names_a_place(said):  # noqa: F811
    pages, _ = said
    book = " ".join(pages)
    assert "dalej w tym rozdziale" not in book
    assert re.search(r"„Przyjęcie i oferta wiążą” (na s\. \d+|niżej|wyżej)\)", book)


def test_the_figure_crosses_the_exhibit_pawn_2_cannot_reach_and_says_its_pawns_are_seen_from_above(said):  # noqa: F811
    from generator.model.findings import Findings
    from generator.validate.loading import load_project

    from .conftest import COMPONENTS

    pages, _ = said
    book = " ".join(pages)
    assert (
        "B: kleks zatrzymuje pionek 2 – nie dojdzie on do eksponatu SZPILKA (krzyżyk); może stanąć przed "
        "kleksem albo na nim" in book
    )
    assert "Pionki widać z góry" in book
    game = load_project(COMPONENTS, [GAME], Findings()).games[GAME]
    move = game.components["zasady"].spec.figures["move"]
    (cross,) = [a for a in move.arrows if a.label == "B"]
    exhibits = [e.name for e in game.components["plytki"].spec.exhibits]
    tiles = [p for p in move.place if getattr(p, "piece", None) is not None and p.piece < len(exhibits)]
    (target,) = [p for p in tiles if exhibits[p.piece] == "SZPILKA"]
    assert not cross.allowed and cross.points[-1] == target.at


def test_the_aid_keeps_a_preposition_with_its_number(said):  # noqa: F811
    from generator.draw.kinds import player_aid
    from generator.games import apply_house_rules
    from generator.games.registry import load_all
    from generator.model.findings import Findings
    from generator.validate.loading import load_project

    from .conftest import COMPONENTS

    load_all()
    findings = Findings()
    game = load_project(COMPONENTS, [GAME], findings).games[GAME]
    apply_house_rules(game, findings)
    (aid,) = player_aid.render(game.components["pomoc"], game, BuildOptions())
    lines = [line.strip() for page in PdfReader(io.BytesIO(aid.data)).pages for line in page.extract_text().split("\n")]
    ends = [line for line in lines if re.search(r"\b(od|przy|najwyżej)$", line)]
    assert ends == [], ends


def test_the_aid_s_bars_keep_2_mm_of_paper_under_them(aids):  # noqa: F811
    """Kit minor 5: the text's capitals 0.8 mm under a bar, the Eksponat icon's frame touching its bar."""
    path, spec, _ = aids["kolekcjonerzy"]
    chars = [c for c in upper_card(path, 2) if c[1].strip()]
    text = "".join(c[1] for c in chars)
    dpi = 200
    image = pdfcheck.render(path, 2, dpi=dpi, mode="RGB")
    accent = tuple(int(spec.accent[i : i + 2], 16) for i in (1, 3, 5))

    def is_accent(x, y):
        return all(abs(a - b) <= 12 for a, b in zip(image.getpixel((x, y)), accent))

    for step in ("1. Ruch", "2. Skutek", "3. Transakcje", "4. Ogłoszenie"):
        left, bottom, _, top = chars[text.index(step.replace(" ", ""))][4]
        x, y = round((left - MM) * dpi / 72), round((842 - (bottom + top) / 2) * dpi / 72)
        while is_accent(x, y + 1):
            y += 1  # down to the bar's foot
        clear = round(2 / 25.4 * dpi)
        row = range(x, x + round(60 / 25.4 * dpi))
        for dy in range(2, clear):
            assert all(min(image.getpixel((px, y + dy))) > 200 for px in row), (step, dy * 25.4 / dpi)


@pytest.fixture(scope="module")
def papers(lean, tmp_path_factory):  # noqa: F811
    project, _ = load_and_validate(lean, [GAME])
    out = tmp_path_factory.mktemp("papers")
    found = {}
    for output in render(project, BuildOptions(), ["arbiter", "plan"]):
        path = out / output.filename
        path.write_bytes(output.data)
        found[Path(output.filename).stem] = (path, output)
    return found


def test_the_arbiters_two_pages_print_on_one_sheet(papers):
    """Kit minor 3: the second page used a third of a one-sided sheet of its own; front and back now."""
    path, output = papers["arbiter"]
    assert output.pages == 2 and job_sides(output) == "long"
