"""Small pieces below a tiled board (board/guests.py, layout/board_foot.py): the band the last row of
sheets leaves under the board holds a guest's pieces, so they need no card sheet of their own. The
bundled kit no longer uses it (Kolekcjonerzy's pawns print on its token sheet since round 12): the
tests below put those pawns back below the board in a copy of the components."""

from __future__ import annotations

import json

import pytest

from generator.layout.bands import band_marks
from generator.layout.board_foot import FOOT_CLEAR, fit_foot, foot_bands, foot_rect, foot_room, foot_tiles
from generator.layout.imposition import PAPERS, Paper
from generator.layout.tiling import plan_tiles
from generator.model.units import mm

from .conftest import game_findings, line_of, replace_in
from .pdfcheck import cover_texts, page_texts

A4 = PAPERS["a4"]


def test_twelve_pawn_strips_lie_turned_three_rows_of_two_on_each_of_two_sheets():
    fit = fit_foot(mm(21), mm(88), 12, 2, mm(200), mm(2))
    assert fit is not None and fit.turned and (fit.cols, fit.rows, fit.per_sheet) == (2, 3, 6)
    assert fit.height_needed == pytest.approx(mm(3 * 21 + 2 * 4))  # three rows and the marks' room


def test_short_pieces_stay_upright_when_that_is_lower():
    fit = fit_foot(mm(20), mm(20), 8, 2, mm(200), mm(1))
    assert fit is not None and not fit.turned and (fit.cols, fit.rows) == (4, 1)


def test_a_piece_wider_than_the_sheet_both_ways_does_not_fit():
    assert fit_foot(mm(250), mm(220), 1, 2, mm(200), mm(1)) is None


def test_the_last_cut_moves_down_until_the_band_holds_the_pieces():
    """Kolekcjonerzy's 380 × 468 mm board: centred, its lower sheets keep 48 mm under the board; asked
    for 74.5 mm, the last cut moves down and every strip lies within the margin, below the board's
    short marks, its bleed clear of the other pieces' marks."""
    fit = fit_foot(mm(21), mm(88), 12, 2, mm(200), mm(2))
    plain = plan_tiles(mm(380), mm(468), A4, margin=mm(5), overlap=mm(10))
    assert foot_room(plain) < fit.height_needed
    plan = plan_tiles(mm(380), mm(468), A4, margin=mm(5), overlap=mm(10), foot=fit.height_needed + FOOT_CLEAR)
    assert plan.sheets == plain.sheets == 4
    assert foot_room(plan) >= fit.height_needed - 1e-6
    bands = foot_bands(plan, fit, 12, mm(2))
    assert sorted(bands) == sorted(t.sheet for t in foot_tiles(plan)) and len(bands) == 2
    page = Paper("A4", plan.page_width, plan.page_height)
    for tile in foot_tiles(plan):
        left, bottom, right, top = foot_rect(plan, tile)
        _, board_bottom = plan.page_point(tile, 0, plan.board_height)
        assert top == pytest.approx(board_bottom - FOOT_CLEAR)
        band = bands[tile.sheet]
        for s in band.slots:
            assert left + mm(2) <= s.x and s.x + s.width <= right - mm(2)
            assert bottom + mm(2) <= s.y and s.y + s.height + mm(2) <= top
        for m in band_marks(band, page, mm(5), mm(2)):
            assert min(m.y1, m.y2) >= mm(5) - 1e-6 and max(m.y1, m.y2) <= top + 1e-6
            assert min(m.x1, m.x2) >= mm(5) - 1e-6 and max(m.x1, m.x2) <= page.width - mm(5) + 1e-6
    assert sum(b.band.count for b in bands.values()) == 12


def test_a_band_the_sheets_cannot_reach_leaves_the_plain_tiling():
    plain = plan_tiles(mm(380), mm(468), A4, margin=mm(5), overlap=mm(10))
    plan = plan_tiles(mm(380), mm(468), A4, margin=mm(5), overlap=mm(10), foot=mm(120))
    assert plan.sheets == plain.sheets and foot_room(plan) < mm(120)


def test_a_board_on_one_sheet_has_no_band():
    plan = plan_tiles(mm(150), mm(150), A4, margin=mm(5), overlap=mm(10))
    assert foot_tiles(plan) == [] and foot_room(plan) == 0


def _pawns_below_the_board(components):
    """Kolekcjonerzy's pawn strips moved from the token sheet to the foot of the board (their place
    before round 12), the board guests' one bundled example."""
    replace_in(components / "kolekcjonerzy" / "zetony.yaml", "guests: [pionki]", "guests: []")
    board = components / "kolekcjonerzy" / "plansza.yaml"
    replace_in(board, "sheet_margin: 6mm", "sheet_margin: 6mm\nguests: [pionki]")
    # as wide as when this example was drawn: on the token sheet they are 18 mm since r28 (K minor 3 and 4)
    replace_in(components / "kolekcjonerzy" / "pionki.yaml", "width: 18mm", "width: 21mm")
    return board


def test_pawns_named_by_the_board_print_on_its_lower_sheets(components, tmp_path):
    """The board's guests drawn: no finding, and the strips lie on the two lower sheets of the tiled
    board (its glue or waste band there too), not on the upper ones."""
    from generator.build.recipe import BuildOptions
    from generator.build.render import render
    from generator.model.findings import Findings
    from generator.validate.loading import load_project

    _pawns_below_the_board(components)
    pawns = components / "kolekcjonerzy" / "pionki.yaml"  # names find the strips (r19: none on the bundled pawns;
    # r39: short ones, the dark ring 3 mm in leaves a name 7.6 mm)
    replace_in(pawns, "names_on_panels: false", "names_on_panels: true")  # r38: the bundled panels print none
    replace_in(
        pawns,
        '{mark: "1", color: "#c62828", pattern: stripes}',
        '{mark: "1", color: "#c62828", pattern: stripes, name: RUDY}',
    )
    replace_in(
        pawns,
        '{mark: "12", color: "#00a3a3", pattern: zigzag}',
        '{mark: "12", color: "#00a3a3", pattern: zigzag, name: SINY}',
    )
    assert [f for f in game_findings(components / "kolekcjonerzy") if "[board.guests]" in f or "[guests." in f] == []
    project = load_project(components, ["kolekcjonerzy"], Findings())
    tiled = next(o for o in render(project, BuildOptions(), ["plansza"]) if o.filename == "plansza-a4.pdf")
    path = tmp_path / "plansza-a4.pdf"
    path.write_bytes(tiled.data)
    texts = page_texts(path)
    lower = [i for i, text in enumerate(texts) if "RUDY" in text or "SINY" in text]
    assert len(lower) == 2 and all("KLEJ" in texts[i] or "odetnij" in texts[i] for i in lower)


def test_a_guest_that_does_not_fit_below_the_board_is_a_finding(components):
    pawns = components / "kolekcjonerzy" / "pionki.yaml"
    replace_in(pawns, "height: 32mm", "height: 40mm")
    board = _pawns_below_the_board(components)
    found = [f for f in game_findings(components / "kolekcjonerzy") if "[board.guests]" in f]
    assert (
        found
        == [
            f"{board}:{line_of(board, 'guests:')}:10: error: guest 'pionki' does not fit below the board: 12 pieces "
            "of 21 × 104 mm need 116 mm of blank card below the board on its lower sheets, the tiling leaves 46 mm "  # inside the 6 mm sheet margin, glue 5 mm (r30)
            "[board.guests]"
        ]
    )


def test_kolekcjonerzy_s_board_sheets_carry_the_board_only(bundled_kit):
    """Round 12: the pawns print on the token sheet (test_guests.py), not below the board, so a player
    cuts no pawn out of a board sheet; the one-sided card job is the board's four sheets."""
    manifest = json.loads((bundled_kit / "manifest.json").read_text(encoding="utf-8"))
    jobs = [e for e in manifest if e["game"] == "kolekcjonerzy" and e["kind"] == "print-job"]
    (card,) = [job for job in jobs if job["stock"] == "card" and job["sides"] == "one"]
    assert card["sheets"] == 4  # the board's four parts and nothing else
    cover = " ".join(cover_texts(bundled_kit / card["path"])[0].split())
    contents = cover.split("Jak drukować")[0]
    assert "Plansza (4 × A4), 4 arkusze" in contents and "pionk" not in contents
