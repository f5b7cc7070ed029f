"""Kit review r29, Przekręt major 1: the board's lower join ran 2.7 mm inside a row of fields, parallel to
their printed border, and „ul. Przędzalniana” ended 0.2 mm from it. On every tiled board each join lies on a
field border where it crosses fields, and every word keeps at least 2 mm from it."""

from __future__ import annotations

import pytest

from generator.build.recipe import BuildOptions
from generator.layout.tiling import TEXT_CLEAR, TOUCH, place_cuts
from generator.model.units import mm, to_mm

from .board_subsets import copy_boards, load

TILED = ("przekret", "kolekcjonerzy", "rynek")


@pytest.fixture(scope="module")
def bundled(tmp_path_factory):
    return copy_boards(tmp_path_factory.mktemp("bundled"))


@pytest.mark.parametrize("game", TILED)
def test_every_join_runs_on_a_field_border_and_two_mm_from_every_word(bundled, game):
    from generator.draw.kinds.board.pdf import board_obstacles, render_full, seam_plan

    g, _ = load(bundled, game)
    component = g.components["plansza"]
    full = render_full(component, g).data
    seen = board_obstacles(component, g, full)
    plan = seam_plan(component, g, BuildOptions(), full)
    assert plan.crossings == (0, 0, 0), plan.crossings
    for axis, words in (("x", seen.x), ("y", seen.y)):
        for cut in plan.seams[axis]:
            near = [
                (round(to_mm(a), 1), round(to_mm(b), 1))
                for a, b in words
                if a - TEXT_CLEAR + TOUCH < cut < b + TEXT_CLEAR - TOUCH
            ]
            assert near == [], (game, axis, round(to_mm(cut), 2), near)


def test_a_cut_keeps_two_mm_from_words_before_it_keeps_off_fields():
    """Fields cover the cut's whole reach but for their common border. With a word 3 mm above it the cut
    takes the border; with the word 0.5 mm above it the cut crosses a field, 2 mm or more from the word."""
    fields = ((mm(40), mm(111)), (mm(111), mm(160)))
    # one cut along a board of 200 mm on sheets 150 mm long with a 10 mm band: it may lie at 55–145 mm
    cuts, crossed = place_cuts(mm(200), mm(150), mm(10), words=((mm(100), mm(108)),), fields=fields)
    assert crossed == (0, 0, 0) and abs(to_mm(cuts[0]) - 111) < 1e-6, to_mm(cuts[0])
    cuts, crossed = place_cuts(mm(200), mm(150), mm(10), words=((mm(100), mm(110.5)),), fields=fields)
    assert crossed == (0, 0, 1), crossed
    assert to_mm(cuts[0]) >= 112.5 - 1e-6 or to_mm(cuts[0]) <= 98 + 1e-6, to_mm(cuts[0])
