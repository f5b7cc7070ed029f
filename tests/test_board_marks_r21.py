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
from generator.layout.board_marks import ARM_MIN, MARK_LENGTH, bleed_rects, corner_arms, edge_bleeds
from generator.layout.imposition import MARK_OFFSET
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


# a sheet whose room past the board holds a 4 mm arm past its bleed: 12 mm of room to the window
ROOMY_TRIM = (mm(18), mm(18), mm(279), mm(192))
ROOMY_ART = (mm(15.5), mm(15.5), mm(281.5), mm(194.5))


def test_every_arm_lies_past_the_bleed_on_white_card():
    """r28, Przekręt minor 4: the arms ran along the bleed in the corner squares (a stub on the board's
    edge after a cut a little off). Where the room holds an ARM_MIN arm past it, every arm starts
    MARK_OFFSET past the art (the board and its bleed) on a trim line's extension, as a card sheet's marks
    do, and the bleed runs whole round the corner (`bleed_rects` with the window: no corner square left
    white)."""
    arms = corner_arms(ROOMY_TRIM, WINDOW, art=ROOMY_ART)
    assert len(arms) == 8
    for arm in arms:
        assert _gap(arm, ROOMY_ART) >= MARK_OFFSET - 1e-6, arm
        assert (
            arm.x1 == arm.x2
            and arm.x1 in (ROOMY_TRIM[0], ROOMY_TRIM[2])
            or arm.y1 == arm.y2
            and arm.y1 in (ROOMY_TRIM[1], ROOMY_TRIM[3])
        )
    rects = bleed_rects(ROOMY_TRIM, ROOMY_ART, WINDOW)
    assert all(_inside(x, y, rects) for x in (mm(15.6), mm(281.4)) for y in (mm(15.6), mm(194.4)))


def test_the_arms_run_from_past_the_bleed_to_the_window_at_least_arm_min_long():
    for arm in corner_arms(ROOMY_TRIM, WINDOW, art=ROOMY_ART):
        length = abs(arm.x2 - arm.x1) + abs(arm.y2 - arm.y1)
        assert ARM_MIN - 1e-6 <= length <= MARK_LENGTH + 1e-6, to_mm(length)
    assert 5 <= to_mm(MARK_LENGTH) <= 8


def test_art_society_s_arms_run_from_the_corner_at_least_4_mm_long_on_white_card():
    """r34, Art Society minor 5: past its 2.5 mm bleed the 5 mm of room to the window held arms of 2.0 mm
    (x = 6–8 mm), too short to lay a steel rule on. An arm past the bleed is at least ARM_MIN (4 mm) long;
    where the room cannot hold one, the arms run from the corner outwards to the window, 5 mm, in the
    corner squares the bleed leaves white, no ink of them on an edge's bleed, none in the 5 mm band."""
    assert to_mm(ARM_MIN) >= 4 - 1e-6
    arms = corner_arms(TRIM, WINDOW, art=ART)
    assert len(arms) == 8
    for arm in arms:
        length = abs(arm.x2 - arm.x1) + abs(arm.y2 - arm.y1)
        assert to_mm(length) == pytest.approx(5.0)  # 11 mm to the corner, the window at 6 mm
        assert min(arm.x1, arm.x2, arm.y1, arm.y2) >= mm(5) - 1e-6
        assert not any(_across(arm, r) for r in edge_bleeds(TRIM, ART)), arm
    rects = bleed_rects(TRIM, ART, WINDOW)
    assert not any(_inside(x, y, rects) for x in (mm(9.5), mm(287.5)) for y in (mm(9.5), mm(200.5)))
    assert all(_inside(x, mm(9.75), rects) for x in (mm(11.1), mm(285.9)))  # the edge's bleed runs whole


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


@pytest.mark.parametrize("name", ["plansza-kolekcji", "plansza-muzeum"])
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


@pytest.mark.parametrize("name", ["plansza-kolekcji", "plansza-muzeum"])
def test_the_corners_of_art_society_s_sheets_carry_arms_at_least_4_mm_long(tmp_path_factory, name):
    """Rendered: each corner square of the bleed white (r21: a beige island cut off by the marks' white
    ground), dark ink on both arms from the corner out to 6 mm (r34, AS minor 5: 2.0 mm arms), the bleed
    whole along the edges up to the trim lines' extensions."""
    from .test_board_marks_r20 import _grey
    from .test_boards import render

    _, (tiled,) = render(copy_boards(tmp_path_factory.mktemp("rendered")), "art-society", name)
    dpi = 200
    image = _grey(tiled.data, 1, dpi)
    height = image.height

    def at(x_mm: float, y_mm: float) -> int:  # mm from the page's bottom left
        return image.getpixel((round(x_mm / 25.4 * dpi), height - round(y_mm / 25.4 * dpi)))

    for x, y in ((9.5, 9.5), (287.5, 9.5), (9.5, 200.5), (287.5, 200.5)):
        assert at(x, y) > 250, (name, x, y, at(x, y))  # white card in the corner square
    for x, y in ((12, 9.5), (9.5, 12), (285, 9.5), (287.5, 198)):
        assert at(x, y) < 245, (name, x, y, at(x, y))  # the bleed along the edges

    def darkest(x_mm: float, y_mm: float) -> int:  # within 3 pixels: a 0.6 pt line is under 2 pixels wide
        x, y = round(x_mm / 25.4 * dpi), height - round(y_mm / 25.4 * dpi)
        return min(image.getpixel((x + dx, y + dy)) for dx in range(-3, 4) for dy in range(-3, 4))

    for x, y in ((6.5, 11), (10.5, 11), (11, 6.5), (11, 10.5), (290.5, 199), (286.5, 199)):
        assert darkest(x, y) < 128, (name, x, y)  # the arms, from the corner out to 6 mm


# a sheet whose room past the board holds its bleed and no arm past it (Rynek: 3 mm all round)
TIGHT = (mm(8), mm(8), mm(289), mm(202))


def test_a_drawn_arm_keeps_its_whole_width_off_the_edge_bleed():
    """r23, Przekręt minor 3: an arm centred on the trim line's extension put half its width on the
    edge's bleed. Where no arm fits past the bleed (TIGHT), it runs from the corner in the corner square,
    which the bleed leaves white; drawn `width` wide, its ink lies beside the extension, in that square."""
    width = mm(0.4)
    art = (mm(8), mm(8), mm(289), mm(202))
    arms = corner_arms(TRIM, TIGHT, width=width, art=art)
    assert len(arms) == 8
    assert not any(
        _inside(x, y, bleed_rects(TRIM, art, TIGHT)) for x in (mm(9.5), mm(287.5)) for y in (mm(9.5), mm(200.5))
    )
    for arm in arms:
        if arm.x1 == arm.x2:  # vertical: its ink from x - w/2 to x + w/2
            ink = (arm.x1 - width / 2, min(arm.y1, arm.y2), arm.x1 + width / 2, max(arm.y1, arm.y2))
        else:
            ink = (min(arm.x1, arm.x2), arm.y1 - width / 2, max(arm.x1, arm.x2), arm.y1 + width / 2)
        for rect in edge_bleeds(TRIM, art) + [TRIM]:
            overlap_x = min(ink[2], rect[2]) - max(ink[0], rect[0])
            overlap_y = min(ink[3], rect[3]) - max(ink[1], rect[1])
            assert overlap_x <= 1e-6 or overlap_y <= 1e-6, (arm, rect)
        # and its inner edge on the trim line: the cut still runs along it
        assert any(abs(v - t) < 1e-6 for v in ink for t in TRIM)
