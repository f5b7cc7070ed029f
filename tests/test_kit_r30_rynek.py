"""The r30 blind kit review of Rynek (docs/reviews/r30/rynek-kit.md), each fault checked as a class in
every game it can touch: the tiled boards' glue strips (minor 2)."""

from __future__ import annotations

import pytest

from generator.build.recipe import BuildOptions
from generator.draw.kinds.board.assembly import steps
from generator.draw.kinds.board.pdf import render_tiled, seam_plan
from generator.draw.kinds.board.ticket import on_band
from generator.draw.labels import ticket_words
from generator.layout.imposition import PAPERS
from generator.layout.tiling import plan_tiles
from generator.model.units import mm, to_mm

from . import pdfcheck
from .board_subsets import copy_boards, load

TILED = ("kolekcjonerzy", "przekret", "rynek")


@pytest.fixture(scope="module")
def bundled(tmp_path_factory):
    return copy_boards(tmp_path_factory.mktemp("bundled"))


# --------------------------------------------------------------------------------------------- minor 2


@pytest.mark.parametrize("game", TILED)
def test_every_tiled_board_glues_its_seams_on_a_strip_wider_than_the_old_4_mm(bundled, game):
    """r30 R minor 2: a 4 mm lap joint of 160–200 g card opens with handling. The band's waste is 4 mm and
    the rest of it glue: Rynek's board (372 mm tall since r30) keeps 7 mm on its two landscape sheets with
    its 3 mm bleed; Przekręt's and Kolekcjonerzy's, 380 mm wide on two upright A4 columns with the seam on
    the middle field border, keep what their sheets hold with the full bleed and 3 mm corner marks (6 mm, 5
    mm inside Kolekcjonerzy's own 6 mm sheet margin); the assembly map states it."""
    g, _ = load(bundled, game)
    component = g.components["board"]
    plan = seam_plan(component, g, BuildOptions())
    assert round(to_mm(plan.glue_width), 1) == {"rynek": 7, "przekret": 6, "kolekcjonerzy": 5}[game]
    assert plan.crossings == (0, 0, 0)
    for tile in plan.tiles:  # every waste strip 4 mm, every glue strip the same
        for span in (tile.x, tile.y):
            if span.waste:
                assert to_mm(span.waste[1] - span.waste[0]) == pytest.approx(4)
            if span.glue:
                assert span.glue[1] - span.glue[0] == pytest.approx(plan.glue_width)


def test_rynek_s_glue_strip_carries_its_label_alone_and_each_sheet_its_ticket_off_the_strips(bundled, tmp_path):
    """r30 R minor 2: A1's footer lay on its 4 mm glue strip. Now each sheet's ticket stands in the margin
    above or below the board, and the glue strip prints only its own label („A1 KLEJ · tu przyłóż …”)."""
    g, _ = load(bundled, "rynek")
    component = g.components["board"]
    output = render_tiled(component, g, BuildOptions())
    plan = seam_plan(component, g, BuildOptions())
    path = tmp_path / "board.pdf"
    path.write_bytes(output.data)
    chars = pdfcheck.printed_text(path)
    a1 = plan.tiles[0]
    low, high = a1.y.glue
    top, bottom = plan.page_point(a1, 0.0, low)[1], plan.page_point(a1, 0.0, high)[1]
    page = output.guide_pages  # A1's sheet, after the assembly map
    on_strip = "".join(c[1] for c in chars if c[0] == page and bottom - 1 <= (c[4][1] + c[4][3]) / 2 <= top + 1)
    assert on_strip.replace(" ", "") == "A1KLEJ·tuprzyłóżkrawędźczęściA2", on_strip
    for number in (page, page + 1):
        sheet = "".join(c[1] for c in chars if c[0] == number)
        assert f"arkusz{number}/2" in sheet and "skala100%" in sheet, sheet[:80]


def test_a_sheet_s_ticket_goes_on_its_waste_strip_before_its_glue_strip():
    """r30 R minor 2: a glue strip is kept clean for the glue where the sheet has another band: the middle
    part of a board three sheets tall has both, and its ticket takes the waste strip (cut away)."""
    plan = plan_tiles(mm(280), mm(560), PAPERS["a4"], margin=mm(5.5), overlap=mm(11), orientation="landscape")
    middle = next(t for t in plan.tiles if t.y.waste and t.y.glue)
    band = on_band(plan, [middle], [], "Plansza · arkusz 2/3", ticket_words("karton 160–200 g/m²", "one"))
    assert band is not None and band.axis == "y"
    assert middle.y.waste[0] <= band.middle <= middle.y.waste[1]


def test_the_assembly_steps_say_to_tape_every_seam_of_a_board_not_mounted(bundled):
    """r30 R minor 2: mounting was only offered as optional; glue alone on card opens along a seam."""
    for game in TILED:
        g, _ = load(bundled, game)
        said = " ".join(steps(seam_plan(g.components["board"], g, BuildOptions())))
        assert "bez tektury przeklej od spodu każdy styk paskiem taśmy klejącej na całej długości" in said, game
