"""A tiled board's sheets after kit review r27: an L-mark (both arms, at least MARK_MIN) at every
outer corner of every board part, with at least 2 mm of bleed on every trimmed edge (Rynek minors 1–2:
its halves had one arm at their outer corners and 1.9 mm of bleed at the top and bottom); every table
and legend at least 4 mm from a seam (Przekręt minor 3: its price table ended 2 mm above the A1/A2
seam). Layout arithmetic on the plan the build prints; no sheet drawn."""

from __future__ import annotations

import pytest

from generator.build.recipe import BuildOptions
from generator.draw.kinds.board.measure import legend_height, table_shape
from generator.draw.kinds.board.pdf import HOME_MARK_WIDTH, seam_plan, tile_art
from generator.draw.kinds.board.plan import home_bleed, resolved
from generator.layout.board_marks import ARM_MIN, corner_arms
from generator.layout.imposition import MARK_MIN, MARK_OFFSET
from generator.model.units import mm, to_mm

from .board_subsets import copy_boards, load

TILED = ["kolekcjonerzy", "rynek", "przekret"]
SEAM_CLEAR = mm(4)
BLEED_LEAST = mm(2)


@pytest.fixture(scope="module")
def bundled(tmp_path_factory):
    """The bundled boards (read only)."""
    return copy_boards(tmp_path_factory.mktemp("bundled"))


def _plan(bundled, game):
    g, _ = load(bundled, game)
    component = g.components["plansza"]
    return g, component, seam_plan(component, g, BuildOptions())


@pytest.mark.parametrize("game", TILED)
def test_every_outer_corner_of_every_part_gets_both_arms_and_every_trimmed_edge_2_mm_of_bleed(bundled, game):
    g, component, plan = _plan(bundled, game)
    corners = 0
    for tile in plan.tiles:
        bx, by = plan.page_point(tile, 0, plan.board_height)
        trim = (bx, by, bx + plan.board_width, by + plan.board_height)
        wx0, wy0 = plan.page_point(tile, tile.x.start, tile.y.end)
        wx1, wy1 = plan.page_point(tile, tile.x.end, tile.y.start)
        x0, y0, x1, y1 = tile_art(plan, tile, component.spec.bleed)
        arms = corner_arms(trim, (wx0, wy0, wx1, wy1), width=HOME_MARK_WIDTH, art=(x0, y0, x1, y1))
        shown = [
            (cx, cy)
            for cx in (trim[0], trim[2])
            for cy in (trim[1], trim[3])
            if wx0 - 1e-6 <= cx <= wx1 + 1e-6 and wy0 - 1e-6 <= cy <= wy1 + 1e-6
        ]
        for cx, cy in shown:
            # an arm from the corner beside the bleed at least MARK_MIN long, or one past the bleed (on the
            # corner's trim line, starting within the bleed and MARK_OFFSET of the corner) at least ARM_MIN
            # (r28, P minor 4: the card sheets' shortest beside a full bleed)
            reach = home_bleed(component.spec.bleed) + MARK_OFFSET + 1e-6
            across = [
                a
                for a in arms
                if abs(a.y1 - a.y2) < 1e-6
                and abs(a.y1 - cy) <= HOME_MARK_WIDTH
                and abs(a.x1 - cx) <= reach
                and abs(a.x2 - a.x1) >= (MARK_MIN if abs(a.x1 - cx) <= HOME_MARK_WIDTH else ARM_MIN) - 1e-6
            ]
            down = [
                a
                for a in arms
                if abs(a.x1 - a.x2) < 1e-6
                and abs(a.x1 - cx) <= HOME_MARK_WIDTH
                and abs(a.y1 - cy) <= reach
                and abs(a.y2 - a.y1) >= (MARK_MIN if abs(a.y1 - cy) <= HOME_MARK_WIDTH else ARM_MIN) - 1e-6
            ]
            assert across and down, (game, tile.label, round(to_mm(cx)), round(to_mm(cy)))
            corners += 1
        for kept, art, edge in (
            (tile.x.keep_start == 0.0, x0, trim[0]),
            (tile.x.keep_end == plan.board_width, x1, trim[2]),
            (tile.y.keep_start == 0.0, y1, trim[3]),
            (tile.y.keep_end == plan.board_height, y0, trim[1]),
        ):
            if kept:  # an outer edge this part shows: trimmed
                assert abs(art - edge) >= BLEED_LEAST - 1e-6, (game, tile.label, to_mm(abs(art - edge)))
    assert corners == 4


@pytest.mark.parametrize("game", TILED)
def test_every_table_and_legend_keeps_4_mm_from_every_seam(bundled, game):
    g, component, plan = _plan(bundled, game)
    spec = resolved(component, g)
    boxes = [(t.at[0], t.at[1], t.at[0] + t.width, t.at[1] + table_shape(t, g).height) for t in spec.tables]
    boxes += [(lg.at[0], lg.at[1], lg.at[0] + lg.width, lg.at[1] + legend_height(lg, spec)) for lg in spec.legends]
    for left, top, right, bottom in boxes:
        for cut in plan.seams["x"]:
            clear = max(left - cut, cut - right)
            assert clear >= SEAM_CLEAR - 1e-6, (game, to_mm(cut), to_mm(left), to_mm(right))
        for cut in plan.seams["y"]:
            clear = max(top - cut, cut - bottom)
            assert clear >= SEAM_CLEAR - 1e-6, (game, to_mm(cut), to_mm(top), to_mm(bottom))
