"""A board whose copies differ (board/owners.py): every copy of Art Society's collection board carries
its player's colour, pattern and name, as that player's lollipops do, in both files; the checks behind
it give exact findings."""

from __future__ import annotations

import json
from pathlib import Path

import pypdfium2 as pdfium
import pytest

from generator.draw.kinds.board.owners import NAME_MIN, band_of
from generator.model.units import mm, to_mm
from generator.validate.colour_check import cues_at

from . import pdfcheck
from .conftest import line_of, replace_in
from .test_art_society import errors, folder

PLAYERS = [("WIŚNIA", "#c8283c"), ("CYTRYNA", "#e3a70f"), ("MIĘTA", "#2f9c8a"), ("JAGODA", "#4a4fa3")]
# the 275 × 188 mm board lies centred on its landscape A4 sheet, whole (so it has no shop file, kit
# review r21 AS major 1): its top-left corner, mm from the page's top-left
BOARD_AT = ((297 - 275) / 2, (210 - 188) / 2)


@pytest.fixture
def art_society():
    from generator.build.recipe import load_and_validate

    from .conftest import COMPONENTS

    project, _ = load_and_validate(COMPONENTS, ["art-society"])
    return project.games["art-society"]


def _rgb(hex_colour: str) -> tuple[int, int, int]:
    return tuple(int(hex_colour[i : i + 2], 16) for i in (1, 3, 5))


def _names_on(path: Path) -> list[list[str]]:
    return [[name for name, _ in PLAYERS if name in text] for text in pdfcheck.page_texts(path)]


def test_every_collection_board_is_one_player_s(bundled_kit):
    """The A4 file: the map, then a sheet per player; each copy names its player alone, and its band
    is printed in that player's colour (on the old output four identical boards named nobody). The
    board lies whole on its sheet, so there is no second, full-size file for a print shop."""
    folder_ = bundled_kit / "art-society"
    names = [name for name, _ in PLAYERS]
    assert not (folder_ / "plansza-kolekcji.pdf").exists()
    # the guide page shows the board as it prints, the first player's copy (kit review r29, AS minor 7)
    assert _names_on(folder_ / "plansza-kolekcji-a4.pdf") == [[names[0]]] + [[n] for n in names]
    pdf = pdfium.PdfDocument(str(folder_ / "plansza-kolekcji-a4.pdf"))
    try:
        for page, (_, colour) in enumerate(PLAYERS, start=1):
            rgb = pdf[page].render(scale=100 / 72).to_pil().convert("RGB")
            # a point of the band between its left disc and the name: 14 mm from the band's left end
            x, y = BOARD_AT[0] + 36 + 14, BOARD_AT[1] + 9 + 13.5 / 2
            pixel = rgb.getpixel((round(x / 25.4 * 100), round(y / 25.4 * 100)))
            assert max(abs(a - b) for a, b in zip(pixel, _rgb(colour))) <= 6, (page, pixel, colour)
    finally:
        pdf.close()


def test_the_print_job_prints_the_four_boards_once(bundled_kit):
    manifest = json.loads((bundled_kit / "manifest.json").read_text(encoding="utf-8"))
    (entry,) = [e for e in manifest if e.get("path") == "art-society/plansza-kolekcji-a4.pdf"]
    assert (entry["copies"], entry["held"], entry["sheets"], entry["pages"]) == (1, 4, 4, 5)
    jobs = [e for e in manifest if e["game"] == "art-society" and e["kind"] == "print-job"]
    # 4 boards, 1 museum, 7 duplex on 250–300 g (r18: paintings in two bands on 5 sheets, lollipops 2), and
    # the aids' sheet, on the same card since r22 (AS major 1)
    assert sum(j["sheets"] for j in jobs if j["weight"] == "card") == 13
    rulebook = " ".join(" ".join(pdfcheck.page_texts(bundled_kit / "art-society" / "zasady.pdf")).split())
    assert "Plansza kolekcji (A4) × 4" in rulebook
    assert "pasek u góry planszy ma ten sam kolor, wzór i nazwę co zestaw lizaków jej właściciela" in rulebook


def test_the_owner_s_name_is_large_and_clear_of_its_band(bundled_kit):
    """The name is printed at the size the layout gives (≥ 14 pt bold here), at least 1 mm inside the
    band's edges, on every copy."""
    path = bundled_kit / "art-society" / "plansza-kolekcji-a4.pdf"
    left, top = BOARD_AT[0] + 36, BOARD_AT[1] + 9  # band, mm from the page's top-left
    right, bottom = left + 148, top + 13.5
    height_mm = 210
    for page, (name, _) in enumerate(PLAYERS, start=1):
        chars = []
        for index, char, size, _, (x0, y0, x1, y1) in pdfcheck.printed_text(path):
            x0, x1 = x0 / 72 * 25.4, x1 / 72 * 25.4
            top_, bottom_ = height_mm - y1 / 72 * 25.4, height_mm - y0 / 72 * 25.4
            if index == page and left < x1 and x0 < right and top < bottom_ and top_ < bottom:  # on the band
                chars.append(char)
                assert size >= 14, (name, char, size)
                assert left + 1 <= x0 and x1 <= right - 1 and top + 1 <= top_ and bottom_ <= bottom - 1, (name, char)
        assert "".join(chars) == name


def test_the_colour_check_sees_the_board_s_pattern_and_name(art_society):
    board = art_society.components["plansza-kolekcji"]
    for i in range(len(PLAYERS)):
        cues = cues_at(board, art_society, ("owners", "entries", i, "color"))
        assert [c.what for c in cues] == ["pattern", "letter"] and all(c.readable for c in cues)
        band = band_of(board.spec.owners, board.spec.owners.entries[i])
        assert to_mm(2 * band.radius) == pytest.approx(11.1) and band.fitted.size >= 14


def test_an_owner_unlike_the_lollipop_set_is_a_finding(components):
    path = folder(components) / "plansza-kolekcji.yaml"
    replace_in(
        path, '{name: Mięta, color: "#2f9c8a", pattern: dots}', '{name: Mięta, color: "#2f9c8a", pattern: rings}'
    )
    line = line_of(path, "{name: Mięta")
    assert errors(components) == [
        f"plansza-kolekcji.yaml:{line}: error: owner 3 of the collection board has pattern 'rings', lollipop set 3 "
        "'Mięta' has 'dots'; expected the same (a player's board and bids look alike) [art-society.board-owners]"
    ]


def test_collection_boards_without_owners_are_a_finding(components):
    path = folder(components) / "plansza-kolekcji.yaml"
    text = path.read_text(encoding="utf-8")
    head, rest = text.split("owners:", 1)
    path.write_text(head + "field_types:" + rest.split("field_types:", 1)[1], encoding="utf-8")
    colours = folder(components) / "colours.yaml"
    for i in range(4):
        replace_in(colours, f', "plansza-kolekcji: owners.entries.{i}.color"', "")
    assert errors(components) == [
        f"plansza-kolekcji.yaml:{line_of(path, 'copies:')}: error: the 4 collection boards are printed alike; "
        "expected `owners:` with one entry per lollipop set (its name, colour and pattern), so every player "
        "tells their own board apart [art-society.board-owners]"
    ]


def test_one_owner_per_copy_and_a_name_that_fits(components):
    path = folder(components) / "plansza-kolekcji.yaml"
    replace_in(path, '    - {name: Jagoda, color: "#4a4fa3", pattern: rings}\n', "")
    replace_in(path, "  width: 148mm", "  width: 32mm")
    found = [f for f in errors(components) if "[board." in f or "[text." in f]
    first = line_of(path, "{name: Wiśnia")
    assert found == [
        f"plansza-kolekcji.yaml:{first}: error: 3 owners for 4 copies of the board; expected one owner per copy "
        "(copies: per-player) [board.owners]",
    ] + [
        f"plansza-kolekcji.yaml:{first + i}: error: owner '{name}' does not fit its band at {NAME_MIN:g} pt: 3.4 mm "
        "of room (1 mm clear of the band's edges and discs); widen the band or shorten the name [text.does-not-fit]"
        for i, name in enumerate(["Wiśnia", "Cytryna", "Mięta"])
    ]


def test_a_name_too_small_for_its_colour_s_contrast_is_a_finding(components):
    """Mint's name reads at best 4.4:1 (dark ink; white 3.4:1): enough for large bold type (the bundled
    20 pt), not at 11.75 pt."""
    path = folder(components) / "plansza-kolekcji.yaml"
    replace_in(path, "  width: 148mm", "  width: 40mm")
    assert [f for f in errors(components) if "[colours.contrast]" in f] == [
        f"plansza-kolekcji.yaml:{line_of(path, '{name: Mięta')}: error: owner 'Mięta' is printed in #2b2623 on "
        "#2f9c8a: a contrast of 4.4:1 at 11.75 pt; at least 4.5:1 expected (WCAG 2) [colours.contrast]"
    ]


def test_a_band_on_the_grid_is_a_finding(components):
    path = folder(components) / "plansza-kolekcji.yaml"
    replace_in(path, "at: [36mm, 9mm]", "at: [36mm, 14mm]")
    found = [f for f in errors(components) if "[board." in f]
    assert found == [
        f"plansza-kolekcji.yaml:{line_of(path, 'at: [36mm, 14mm]')}: error: the owner band (36–184 × 14–28 mm) lies "
        "on another element of the board (34–59 × 25–50 mm); move one of them [board.overlap]"
    ]


def test_the_band_keeps_clear_of_the_grid_s_caption():
    """The grid's caption („Kolekcja”) ends left of the band: measured, not the whole width above the grid."""
    from generator.build.recipe import load_and_validate
    from generator.draw.kinds.board.geometry import layout
    from generator.draw.kinds.board.measure import grid_label_box

    from .conftest import COMPONENTS

    project, _ = load_and_validate(COMPONENTS, ["art-society"])
    game = project.games["art-society"]
    board = game.components["plansza-kolekcji"].spec
    grid = next(g for g in layout(board, game).grids if g.grid.id == "collection")
    left, top, right, bottom = grid_label_box(grid)
    assert right < board.owners.at[0] - mm(2) and bottom <= grid.y


def test_the_map_of_a_board_with_owners_speaks_of_every_sheet(bundled_kit):
    """Four owners' boards on four sheets: the map page asks for all of them (it said „Wydrukuj
    arkusz”, one sheet, of a file of four)."""
    text = " ".join(pdfcheck.page_texts(bundled_kit / "art-society" / "plansza-kolekcji-a4.pdf")[0].split())
    assert "Wydrukuj wszystkie 4 arkusze w skali 100%" in text
    assert "Na każdym arkuszu obetnij planszę po liniach między znacznikami w narożnikach" in text
    assert "Wydrukuj arkusz " not in text
