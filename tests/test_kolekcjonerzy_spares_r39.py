"""Kolekcjonerzy's rulebook after the r39 blind review. Finding 9: the tile sheets' spares counted where the book
sets them aside (the arbiter at setup step 1 could not check that 12 blots are left), the counts and the place from
the layout the build prints (exhibit_tiles.spares), the same the tiles' guide quotes; a paper without spares says
none. Finding 8: the paragraphs the review found ending in a one-word line end in two words or more."""

from __future__ import annotations

import io

import pytest
from pypdf import PdfReader

from generator.build.recipe import BuildOptions
from generator.games import apply_house_rules
from generator.games.kolekcjonerzy.exhibit_tiles import spares
from generator.games.registry import load_all
from generator.model.core import PAPERS
from generator.model.findings import Findings
from generator.model.polish import counted
from generator.rulebook import produce
from generator.rulebook.extras import extras_for
from generator.validate.loading import load_project

from .conftest import COMPONENTS, validated_game
from .test_rulebook_pages import unhyphenated
from .test_rulebooks import flat

GAME = "kolekcjonerzy"


@pytest.fixture(scope="module")
def lines() -> list[str]:
    """The book's printed lines, each flattened (no-break spaces as spaces)."""
    load_all()
    findings = Findings()
    game = load_project(COMPONENTS, [GAME], findings).games[GAME]
    apply_house_rules(game, findings)
    assert not findings.errors, [str(f) for f in findings.errors]
    book = produce(game.components["zasady"], game, BuildOptions())
    assert book.problems == [] and book.data
    pages = [page.extract_text() or "" for page in PdfReader(io.BytesIO(book.data)).pages]
    return [flat(line) for page in pages for line in page.splitlines()]


def test_the_spares_follow_the_sheets_layout():
    game = validated_game(GAME)
    tiles = game.one("exhibit-tiles")
    spare_tiles = extras_for(game)["spare_tiles"]
    for paper in ("a4", "letter"):
        options = BuildOptions(paper=PAPERS[paper])
        laid = spares(tiles, game, options)
        said = spare_tiles(options)
        assert (said["blots"], said["blanks"]) == (laid.blots, laid.blanks), paper
        assert laid.blots + laid.blanks == laid.free
    assert spare_tiles(BuildOptions())["place"] == "dolny rząd arkusza płytek"  # A4: 48 tiles on a 6 × 9 sheet
    assert spare_tiles(BuildOptions(paper=PAPERS["letter"]))["blots"] == 0  # 6 × 8: no free slot


def test_the_rulebook_counts_the_spares_it_sets_aside(lines):
    game = validated_game(GAME)
    laid = spares(game.one("exhibit-tiles"), game, BuildOptions())
    pair = flat(
        counted(laid.blots, "kleks", "kleksy", "kleksów")
        + " i "
        + counted(laid.blanks, "pusta płytka eksponatu", "puste płytki eksponatów", "pustych płytek eksponatów")
    )
    text = unhyphenated(" ".join(lines))
    assert pair == "3 kleksy i 3 puste płytki eksponatów"
    # p. 3, under the list of components, and setup step 1, where the arbiter puts them aside
    assert f"Dolny rząd arkusza płytek to zapas: {pair}." in text
    assert f"płytki zapasowe ({pair}) od razu odkłada na bok, poza grę; w grze zostaje 12 kleksów." in text


# the ends of the paragraphs finding 8 named (p. 2, 2, 5, 5, 5, 6): each printed on a line with the word before it
ENDS = (
    "go czytać.",
    "ma bank (s. 8).",
    "wskazówek zegara.",
    "cennik eksponatów).",
    "ściera znak).",
    "(„Ruch” na s. 7);",
)


@pytest.mark.parametrize("end", ENDS)
def test_no_one_word_last_line_where_the_review_found_one(lines, end):
    assert [line for line in lines if line.rstrip().endswith(end)], f"„{end}” is split over two lines"
