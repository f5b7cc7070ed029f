"""Board crop marks outside the art and its bleed (kit reviews r21: Art Society minor 6, the marks ran
from 6 to 11 mm across a bleed starting at 8 mm, on a white notch that left a beige island in the
corner; Rynek minor 2, 3 mm stubs on the cream bleed). The bleed gives way to the marks in the corner
squares of the board alone and runs whole along every edge up to the trim lines' extensions (r22,
Kolekcjonerzy minor 3: stopped 0.8 mm short of them, a white nick at each outer corner)
(layout/board_marks.py `bleed_rects`): pure layout, then Art Society's sheet."""

from __future__ import annotations

import pytest

from generator.build.recipe import BuildOptions
from generator.draw.kinds.board.pdf import MARK_CLEAR, seam_plan, single_bleed
from generator.layout.board_marks import MARK_LENGTH, bleed_rects, corner_arms, edge_bleeds
from generator.model.units import mm, to_mm

from .board_subsets import copy_boards, load

Rect = tuple[float, float, float, float]


def _inside(x: float, y: float, rects: list[Rect]) -> bool:
    return any(r[0] <= x <= r[2] and r[1] <= y <= r[3] for r in rects)


def _gap(mark, rect: Rect) -> float:
    """The distance between an axis-parallel mark and a rectangle (0 where they meet)."""
    x0, x1 = sorted((mark.x1, mark.x2))
    y0, y1 = sorted((mark.y1, mark.y2))
    dx = max(rect[0] - x1, x0 - rect[2], 0.0)
    dy = max(rect[1] - y1, y0 - rect[3], 0.0)
    return (dx**2 + dy**2) ** 0.5


# Art Society's board on landscape A4 as the build lays it out: 275 × 188 mm centred (11 mm to every
# edge), 2.5 mm bleed, the marks' window 0.5 mm inside the 5.5 mm the sheet keeps clear
TRIM = (mm(11), mm(11), mm(286), mm(199))
ART = (mm(8.5), mm(8.5), mm(288.5), mm(201.5))
WINDOW = (mm(6), mm(6), mm(291), mm(204))


def _across(arm, rect: Rect) -> bool:
    """Whether an axis-parallel mark runs inside a rectangle (not merely along its edge)."""
    x0, x1 = sorted((arm.x1, arm.x2))
    y0, y1 = sorted((arm.y1, arm.y2))
    return (
        min(x1, rect[2]) - max(x0, rect[0]) > 1e-6
        and min(y1, rect[3]) - max(y0, rect[1]) > 1e-6
        or (rect[0] + 1e-6 < x0 < rect[2] - 1e-6 and rect[1] + 1e-6 < y0 < rect[3] - 1e-6)
    )


def test_every_arm_lies_beside_the_bleed_never_across_it():
    rects = bleed_rects(TRIM, ART)
    arms = corner_arms(TRIM, WINDOW)
    assert len(arms) == 8
    board = rects[-1]
    for arm in arms:
        # outside the board but for its start on the trim corner, along the bleed's edge, not across it
        assert _gap(arm, board) == 0 and not (
            TRIM[0] < (arm.x1 + arm.x2) / 2 < TRIM[2] and TRIM[1] < (arm.y1 + arm.y2) / 2 < TRIM[3]
        )
        for rect in rects:
            assert not _across(arm, rect), (arm, rect)


def test_the_marks_white_ground_stays_off_the_bleed_along_the_edges():
    """The rectangles the knock-out leaves printed: the bleed beside each edge, up to the trim lines'
    extensions, the corner squares not among them."""
    assert sorted(edge_bleeds(TRIM, ART)) == sorted(
        [
            (TRIM[0], TRIM[3], TRIM[2], ART[3]),
            (TRIM[0], ART[1], TRIM[2], TRIM[1]),
            (ART[0], TRIM[1], TRIM[0], TRIM[3]),
            (TRIM[2], TRIM[1], ART[2], TRIM[3]),
        ]
    )
    assert edge_bleeds(TRIM, TRIM) == []


def test_the_arms_are_5_to_8_mm_long_and_carry_the_trim_lines_on():
    for arm in corner_arms(TRIM, WINDOW):
        length = to_mm(abs(arm.x2 - arm.x1) + abs(arm.y2 - arm.y1))
        assert 5 - 1e-6 <= length <= 8 + 1e-6, length
        assert arm.x1 == arm.x2 and arm.x1 in (TRIM[0], TRIM[2]) or arm.y1 == arm.y2 and arm.y1 in (TRIM[1], TRIM[3])
    assert 5 <= to_mm(MARK_LENGTH) <= 8


def test_the_bleed_runs_whole_along_every_edge_and_only_the_corner_squares_give_way():
    rects = bleed_rects(TRIM, ART)
    step = mm(0.25)
    clear = mm(0.01)
    # along each edge, in the middle of its bleed, from one trim line's extension to the other's
    for k in range(int((TRIM[2] - TRIM[0] - 2 * clear) / step)):
        x = TRIM[0] + clear + k * step
        assert _inside(x, mm(9.75), rects) and _inside(x, mm(200.25), rects)
    for k in range(int((TRIM[3] - TRIM[1] - 2 * clear) / step)):
        y = TRIM[1] + clear + k * step
        assert _inside(mm(9.75), y, rects) and _inside(mm(287.25), y, rects)
    # the board itself whole, corners included; the corner squares of the bleed white
    assert all(_inside(x, y, rects) for x in (TRIM[0], TRIM[2]) for y in (TRIM[1], TRIM[3]))
    assert not any(_inside(x, y, rects) for x in (mm(9.5), mm(287.5)) for y in (mm(9.5), mm(200.5)))


def test_an_edge_without_bleed_gives_way_to_nothing():
    """A tiled board's sheet: its right edge a seam (the art stops inside the board), its top without
    room for bleed: only the lower left corner gives way."""
    trim = (mm(11), mm(11), mm(400), mm(199))
    art = (mm(8), mm(8), mm(290), mm(199))
    rects = bleed_rects(trim, art)
    assert _inside(mm(289.9), mm(9), rects) and _inside(mm(9), mm(198.9), rects)  # the bleed's far ends
    assert not _inside(mm(9), mm(9), rects)


@pytest.fixture(scope="module")
def art_society(tmp_path_factory):
    return load(copy_boards(tmp_path_factory.mktemp("boards")), "art-society")[0]


@pytest.mark.parametrize("name", ["collection-board", "museum-board"])
def test_art_society_s_boards_lie_as_the_layout_says(art_society, name):
    """The numbers above are the build's: each board centred on its sheet, 3 mm bleed, the window."""
    component = art_society.components[name]
    plan = seam_plan(component, art_society, BuildOptions())
    assert plan.pieces == 1
    m, pw, ph = plan.margin, plan.printable_width, plan.printable_height
    x, y = m + (pw - plan.board_width) / 2, m + (ph - plan.board_height) / 2
    assert (x, y, x + plan.board_width, y + plan.board_height) == pytest.approx(TRIM)
    assert single_bleed(plan, component.spec.bleed) == pytest.approx(mm(2.5))
    assert m + MARK_CLEAR == pytest.approx(WINDOW[0])


@pytest.mark.parametrize("name", ["collection-board", "museum-board"])
def test_the_corners_of_art_society_s_sheets_show_no_island_of_bleed(tmp_path_factory, name):
    """Rendered: in each corner of the bleed, between the arms and the bleed, white card (r21: a beige
    square 3 × 3 mm stood there, cut off from the bleed by the marks' white ground); beside it the bleed
    and, along the arms, dark ink."""
    from .test_board_marks_r20 import _grey
    from .test_boards import render

    _, (tiled,) = render(copy_boards(tmp_path_factory.mktemp("rendered")), "art-society", name)
    dpi = 200
    image = _grey(tiled.data, 1, dpi)
    height = image.height

    def at(x_mm: float, y_mm: float) -> int:  # mm from the page's bottom left
        return image.getpixel((round(x_mm / 25.4 * dpi), height - round(y_mm / 25.4 * dpi)))

    for x, y, bleed_x, bleed_y in (
        (9.5, 9.5, 9.5, 20),
        (287.5, 9.5, 287.5, 20),
        (9.5, 200.5, 20, 200.5),
        (287.5, 200.5, 20, 200.5),
    ):
        assert at(x, y) > 250, (name, x, y, at(x, y))  # white in the corner
        assert at(bleed_x, bleed_y) < 245, (name, bleed_x, bleed_y)  # the bleed beside it

    def darkest(x_mm: float, y_mm: float) -> int:  # within 3 pixels: a 0.6 pt line is under 2 pixels wide
        x, y = round(x_mm / 25.4 * dpi), height - round(y_mm / 25.4 * dpi)
        return min(image.getpixel((x + dx, y + dy)) for dx in range(-3, 4) for dy in range(-3, 4))

    assert darkest(8, 11) < 128 and darkest(11, 8) < 128  # the lower left arms, 3 mm out from the corner


def test_a_drawn_arm_keeps_its_whole_width_off_the_edge_bleed():
    """r23, Przekręt minor 3: an arm centred on the trim line's extension put half its width on the
    edge's bleed. Drawn `width` wide, each arm's ink lies beside the extension, in the corner square."""
    width = mm(0.4)
    for arm in corner_arms(TRIM, WINDOW, width=width):
        if arm.x1 == arm.x2:  # vertical: its ink from x - w/2 to x + w/2
            ink = (arm.x1 - width / 2, min(arm.y1, arm.y2), arm.x1 + width / 2, max(arm.y1, arm.y2))
        else:
            ink = (min(arm.x1, arm.x2), arm.y1 - width / 2, max(arm.x1, arm.x2), arm.y1 + width / 2)
        for rect in edge_bleeds(TRIM, ART) + [TRIM]:
            overlap_x = min(ink[2], rect[2]) - max(ink[0], rect[0])
            overlap_y = min(ink[3], rect[3]) - max(ink[1], rect[1])
            assert overlap_x <= 1e-6 or overlap_y <= 1e-6, (arm, rect)
        # and its inner edge on the trim line: the cut still runs along it
        assert any(abs(v - t) < 1e-6 for v in ink for t in TRIM)
