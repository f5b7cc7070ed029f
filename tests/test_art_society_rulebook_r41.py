"""Art Society's rulebook after the r41 blind review: the set-up figure shows the whole collection board and the
table beside it (F10), and the print table names the pages of the job that holds the book in one numbering (F11)."""

from __future__ import annotations

import json
import re
import subprocess

import pytest

from generator.draw.layout_fonts import register_fonts
from generator.games import apply_house_rules
from generator.games.art_society.rules import grid_of
from generator.games.registry import load_all
from generator.model.findings import Findings
from generator.model.units import mm
from generator.rulebook.drawings import BoardDrawing, figure_drawing, unreadable
from generator.rulebook.overlay import measure_words
from generator.validate.loading import load_project

from .conftest import COMPONENTS


@pytest.fixture(scope="module")
def game():
    load_all()
    findings = Findings()
    loaded = load_project(COMPONENTS, ["art-society"], findings).games["art-society"]
    apply_house_rules(loaded, findings)
    assert not findings.errors, [str(f) for f in findings.errors]
    return loaded


def _flat(text: str) -> str:
    return re.sub(r"\s+", " ", text.replace("\u00a0", " "))


def _book(kit) -> str:
    data = (kit / "art-society" / "zasady.pdf").read_bytes()
    return _flat(subprocess.run(["pdftotext", "-", "-"], input=data, capture_output=True, check=True).stdout.decode())


def test_a_measure_says_its_own_length_in_whole_centimetres():
    assert measure_words("ok. {cm} cm wolnego miejsca", 100.0) == "ok. 10 cm wolnego miejsca"
    assert measure_words("{cm} cm", 91.0) == "9 cm"


def test_the_set_up_figure_is_the_whole_board_and_the_table_the_assistant_needs(game):
    """F10: the figure shows the whole board (the assistant's grid on it) and, past its right edge, as much table
    as the longest painting the assistant holds reaches; a sketch: no word below 6 pt (the board's small ones left
    out), none cut, and its measure's words at 6.5 pt."""
    spec = game.components["zasady"].spec
    drawing, _, problem = figure_drawing("collection", mm(162), spec, game)
    assert problem is None and isinstance(drawing, BoardDrawing) and drawing.sketch
    board_w, _ = drawing.board
    x, _, w, _ = drawing.region
    assert x <= 0 and x + w > board_w  # the whole board's width and the table beyond it
    assistant = grid_of(game, game.components["plansza-kolekcji"], "assistant")
    longest = max(max(int(n) for n in shape.split("x")) for shape in game.components["obrazy"].spec.shapes.values())
    reach = assistant.x + longest * assistant.cell  # the longest painting on the assistant
    (measure,) = drawing.measures
    assert measure.start[0] == pytest.approx(board_w) and measure.end[0] >= reach
    register_fonts()
    drawing.wrap(mm(162), mm(1000))
    import io

    from reportlab.pdfgen.canvas import Canvas

    drawing.draw(Canvas(io.BytesIO()))
    assert unreadable("collection", drawing) is None


def test_the_figures_measure_agrees_with_set_up_step_2(bundled_kit):
    """The figure's „ok. N cm wolnego miejsca” (from its measure's length) and step 2's „około N cm” (from the
    assistant's longest painting) are one number."""
    text = _book(bundled_kit)
    step = re.search(r"zostało około (\d+) cm wolnego miejsca", text)
    figure = re.search(r"ok\. (\d+) cm wolnego miejsca", text)
    assert step and figure and step.group(1) == figure.group(1)
    assert "Po prawej miejsce asystenta (3 × 3 pola)" in text and "poza planszę – na wolne miejsce na stole." in text


def test_the_print_table_names_the_books_job_in_its_own_pages(bundled_kit):
    """F11: the row of the job that holds the book gives every item its pages in that job (its own cover and
    calibration first), as the manifest has them; the book's own pages are said in a sentence of their own."""
    text = _book(bundled_kit)
    manifest = json.loads((bundled_kit / "manifest.json").read_text())
    job = next(
        e
        for e in manifest
        if e["game"] == "art-society"
        and e["kind"] == "print-job"
        and any(p["path"].endswith("zasady.pdf") for p in e["parts"])
    )
    book = next(p for p in job["parts"] if p["path"].endswith("zasady.pdf"))
    score = next(p for p in job["parts"] if p["path"].endswith("karta-podliczenia.pdf"))
    covers = [p for p in job["parts"] if p.get("cover_of")]
    row = text[text.index("Co zawiera (strony wydruku)") + len("Co zawiera (strony wydruku)") : text.index("Razem:")]
    said, own = row.split(". Ta instrukcja ma ")
    assert f"Opis tego wydruku i kalibracja (1–{covers[0]['start'] - 1})" in said
    # the checklist under the last description's text: its page named once for both (r44 AS 11)
    assert f"opisy wydruków 2 i 3 oraz lista kontrolna elementów ({covers[0]['start']}–{covers[-1]['end']})" in said
    assert f"Zasady gry – ta instrukcja ({book['start']}–{book['end']})" in said
    assert f"Karta podliczenia punktów ({score['start']}–{score['end']})" in said
    assert not re.search(r"\bstron", said)  # the job's pages alone, bare, under the column's head
    assert re.match(r"12 stron: zasady na stronach 1–\d+, dodatek na", own)  # the book's own, a sentence apart
