"""A tiled board's home sheets (kit reviews r20): corner marks with both arms and seam ticks so each
sheet's outer edges are cut on their own (Rynek major 1, Kolekcjonerzy minor 4); the same bleed at both
ends of every axis (Przekręt minor 1: 1 mm at the top, 3 mm at the left); the sheet's label and ruler
off the trim (Rynek major 1); the assembly map's title over no field or seam (R minor 3, K minor 6,
P minor 6). Geometry as pure layout where the code allows, then one render per class."""

from __future__ import annotations

import re

import pypdfium2 as pdfium
import pytest

from generator.build.recipe import BuildOptions
from generator.draw.kinds.board.pdf import HOME_MARK_WIDTH, seam_plan, tile_art
from generator.draw.kinds.board.plan import HOME_BLEED, home_bleed
from generator.draw.kinds.board.ticket import TRIM_CLEAR
from generator.layout.board_marks import ARM_MIN, MARK_LENGTH, TRIM_BLEED_MIN, corner_arms, outer_bleed, seam_ticks
from generator.layout.imposition import MARK_MIN, MARK_OFFSET, PAPERS
from generator.layout.tiling import outer_room, place_cuts, plan_tiles, sheets_along
from generator.model.units import mm, to_mm

from .board_subsets import copy_boards, load
from .test_boards import render

TILED = ["kolekcjonerzy", "rynek", "przekret"]
A4 = PAPERS["a4"]


@pytest.fixture(scope="module")
def bundled(tmp_path_factory):
    """The bundled boards (read only)."""
    return copy_boards(tmp_path_factory.mktemp("bundled"))


# ------------------------------------------------------------------------------ pure layout


def test_every_corner_inside_the_window_gets_both_arms_on_its_trim_lines_outside_the_board():
    trim = (mm(20), mm(20), mm(120), mm(90))
    art = (mm(17), mm(17), mm(123), mm(93))
    arms = corner_arms(trim, (mm(10), mm(10), mm(200), mm(200)), art=art)
    assert len(arms) == 8
    corners = {(x, y) for x in (trim[0], trim[2]) for y in (trim[1], trim[3])}
    for m in arms:
        length = abs(m.x2 - m.x1) + abs(m.y2 - m.y1)
        assert ARM_MIN - 1e-6 <= length <= MARK_LENGTH + 1e-6
        # on a trim line's extension, from MARK_OFFSET past the 3 mm bleed (r28, P minor 4) outwards
        start = min(((m.x1, m.y1), (m.x2, m.y2)), key=lambda p: min(abs(p[0] - x) + abs(p[1] - y) for x, y in corners))
        assert min(abs(start[0] - x) + abs(start[1] - y) for x, y in corners) == pytest.approx(mm(3.5))
        assert not (trim[0] < m.x2 < trim[2] and trim[1] < m.y2 < trim[3])
        assert m.x1 == m.x2 or m.y1 == m.y2
    # the window leaves no room past the bleed on the left (4 mm) and below (2 mm): the arms there run
    # from the corner beside the bleed (`corner_arms`' fallback), 4 mm; 2 mm is shorter than MARK_MIN, left out
    arms = corner_arms(trim, (mm(16), mm(18), mm(200), mm(200)), art=art)
    assert {round(to_mm(abs(m.x2 - m.x1)), 3) for m in arms if m.x2 < trim[0]} == {4.0}
    assert not [m for m in arms if m.y2 < trim[1]]
    # a corner the window does not show has no mark: a window from x = 60 mm shows the right corners only
    right = corner_arms(trim, (mm(60), mm(10), mm(200), mm(200)), art=art)
    assert len(right) == 4 and all(m.x1 >= trim[2] for m in right)


def test_each_sheet_marks_every_outer_edge_it_has_at_both_ends():
    """Kolekcjonerzy's board on four A4 sheets: a sheet's outer edge runs from a corner mark to a tick
    on its glue or waste strip, on the trim line and within the strip (the finished board never shows
    it), so a 30 cm rule cuts it before gluing (K minor 4: a 468 mm cut from corner to corner)."""
    plan = plan_tiles(mm(380), mm(468), A4, margin=mm(5.5), overlap=mm(10))
    assert (plan.cols, plan.row_count) == (2, 2)
    for tile in plan.tiles:
        ticks = seam_ticks(plan, tile)
        ox, oy = plan.page_point(tile, 0.0, 0.0)
        outer_y = [e for e in (0.0, plan.board_height) if tile.y.start <= e <= tile.y.end]
        outer_x = [e for e in (0.0, plan.board_width) if tile.x.start <= e <= tile.x.end]
        assert len(ticks) == len(outer_y) + len(outer_x) == 2, tile.label  # one seam end per outer edge
        for m in ticks:
            if m.y1 == m.y2:  # on a top or bottom trim line, along the tile's vertical strip
                assert round(oy - m.y1, 6) in {round(e, 6) for e in outer_y}
                along = sorted((m.x1 - ox, m.x2 - ox))
                strip = tile.x.glue if tile.x.glue else tile.x.waste
            else:
                assert round(m.x1 - ox, 6) in {round(e, 6) for e in outer_x}
                along = sorted((oy - m.y1, oy - m.y2))
                strip = tile.y.glue if tile.y.glue else tile.y.waste
            assert strip[0] - 1e-6 <= along[0] < along[1] <= strip[1] + 1e-6, tile.label
            assert along[1] - along[0] >= MARK_MIN - 1e-6


def test_a_cut_moved_off_the_words_leaves_each_outer_edge_its_room():
    """Przekręt minor 1: the lower cut moved down to the words' edge left the first sheet 1 mm above
    the board. With `edge` the cut keeps that room at both ends, as far as the sheets' spare allows."""
    length, printable, overlap = mm(380), mm(286), mm(10)
    words = ((mm(90), mm(279)),)  # the cut's only word-free spot would be 279–281 mm
    (free,), _ = place_cuts(length, printable, overlap, words)
    assert printable - free - overlap / 2 < mm(2)  # the first sheet's room above the board
    (cut,), _ = place_cuts(length, printable, overlap, words, edge=mm(3))
    assert printable - cut - overlap / 2 >= mm(3) - 1e-6  # the first sheet's room
    assert cut - overlap / 2 + printable - length >= mm(3) - 1e-6  # the last sheet's
    # the room is the spare's half at most: Rynek's two landscape A4 rows spare 4 mm
    assert sheets_along(mm(384), mm(199), overlap) == 2
    assert to_mm(outer_room(mm(384), mm(199), overlap, mm(7))) == pytest.approx(2.0)


@pytest.mark.parametrize("game", TILED)
def test_every_outer_edge_of_a_tiled_board_gets_its_bleed_the_same_at_both_ends(bundled, game):
    """The bleed printed past each outer trim on the sheets (`tile_art`): the home bleed where the
    paper's spare allows it, the same at both ends of an axis (measured on all four edges of every
    sheet); Przekręt's four 3 mm (r20: 1 mm at its top)."""
    g, _ = load(bundled, game)
    component = g.components["plansza"]
    plan = seam_plan(component, g, BuildOptions())
    bleed = home_bleed(component.spec.bleed)
    found = {}
    for tile in plan.tiles:
        x0, y0, x1, y1 = tile_art(plan, tile, component.spec.bleed)
        left, bottom = plan.page_point(tile, 0.0, plan.board_height)
        right, top = plan.page_point(tile, plan.board_width, 0.0)
        if tile.x.start < 0:
            found.setdefault("left", set()).add(round(to_mm(left - x0), 2))
        if tile.x.end > plan.board_width:
            found.setdefault("right", set()).add(round(to_mm(x1 - right), 2))
        if tile.y.start < 0:
            found.setdefault("top", set()).add(round(to_mm(y1 - top), 2))
        if tile.y.end > plan.board_height:
            found.setdefault("bottom", set()).add(round(to_mm(bottom - y0), 2))
    assert set(found) == {"left", "right", "top", "bottom"}
    # the home bleed, cut back where the corner marks past it need the room (`outer_bleed`, r28 P minor 4:
    # Kolekcjonerzy's sides 2 mm), never under TRIM_BLEED_MIN but where the room holds no arm at all (Rynek)
    width_room = outer_room(plan.board_width, plan.printable_width, plan.overlap, bleed)
    height_room = outer_room(plan.board_height, plan.printable_height, plan.overlap, bleed)
    # the narrower of the two ends' rooms decides both (r30: 3 and 4 mm beside Kolekcjonerzy's board)
    across = {round(to_mm(outer_bleed(min(-plan.columns[0].start, plan.columns[-1].end - plan.board_width), bleed)), 2)}
    down = {round(to_mm(outer_bleed(min(-plan.rows[0].start, plan.rows[-1].end - plan.board_height), bleed)), 2)}
    assert found["left"] == found["right"] == across, found
    assert found["top"] == found["bottom"] == down, found
    for values, room in ((across, width_room), (down, height_room)):
        assert min(values) >= to_mm(TRIM_BLEED_MIN) - 0.01 or min(values) == round(to_mm(room), 2), found
    if game == "przekret":
        assert {v for values in found.values() for v in values} == {to_mm(HOME_BLEED)}


# ------------------------------------------------------------------------------ rendered


def _grey(data: bytes, page: int, dpi: int):
    doc = pdfium.PdfDocument(data)
    try:
        return doc[page].render(scale=dpi / 72).to_pil().convert("L")
    finally:
        doc.close()


@pytest.mark.parametrize("game", TILED)
def test_the_corner_marks_print_dark_on_a_white_ground(bundled, game):
    """On every sheet, at every outer corner of the board, the side arm prints dark 2 mm out from the
    corner, with white card (the knock-out) 0.5 mm off it in the corner square, beyond the board's edge
    (r20: a 0.25 pt grey stroke on the beige bleed, no vertical arm); on its other side the bleed along
    the board's side runs whole up to the trim line's extension where the sheet has one (r22, K minor 3:
    a white nick there at every outer corner)."""
    component, (full, tiled) = render(bundled, game)
    g, _ = load(bundled, game)
    plan = seam_plan(component, g, BuildOptions(), full.data)
    dpi = 200
    k = dpi / 72
    checked = 0
    for number, sheet in enumerate(plan.sheet_tiles()):
        image = _grey(tiled.data, tiled.guide_pages + number, dpi)
        height = image.size[1]
        for tile in sheet:
            for cx in (0.0, plan.board_width):
                for cy in (0.0, plan.board_height):
                    if not (tile.x.start <= cx <= tile.x.end and tile.y.start <= cy <= tile.y.end):
                        continue
                    x, y = plan.page_point(tile, cx, cy)
                    sx = -1 if cx == 0.0 else 1
                    outward = -1 if cy == 0.0 else 1  # image rows grow downwards: the top corner's square is above
                    centre = height - y * k
                    x0, y0, x1, y1 = tile_art(plan, tile, component.spec.bleed)
                    bleed_x = x - x0 if cx == 0.0 else x1 - x
                    bleed_y = (y1 - y) if cy == 0.0 else (y - y0)
                    side = mm(0.45) * k  # the knock-out reaches 0.6 mm past the line's edges
                    wx0, wy0 = plan.page_point(tile, tile.x.start, tile.y.end)
                    wx1, _ = plan.page_point(tile, tile.x.end, tile.y.start)
                    room = x - wx0 if cx == 0.0 else wx1 - x
                    if room - bleed_x - MARK_OFFSET >= ARM_MIN - 1e-6:
                        # r28 (P minor 4): the side arm past the bleed, on the trim line, white card round it,
                        # and the bleed whole in the corner square
                        px = round((x + sx * (bleed_x + MARK_OFFSET + ARM_MIN / 2)) * k)
                        dark = min(image.getpixel((px, round(centre) + d)) for d in (-1, 0, 1))
                        assert dark < 110, (game, tile.label, cx, cy)
                        for d in (-side, side):
                            assert image.getpixel((px, round(centre + d))) >= 250, (game, tile.label, cx, cy)
                        # the corner square keeps the bleed where the other arm lies past the bleed too; where
                        # that one lies in the square, the square is white under it (r30: Przekręt's top edge
                        # keeps 3.3 mm past the board once its glue strips are 6 mm wide)
                        wy_top = plan.page_point(tile, 0.0, tile.y.start)[1]
                        wy_foot = plan.page_point(tile, 0.0, tile.y.end)[1]
                        room_y = wy_top - y if cy == 0.0 else y - wy_foot
                        if room_y - bleed_y - MARK_OFFSET >= ARM_MIN - 1e-6:
                            corner = (round((x + sx * bleed_x / 2) * k), round(centre + outward * bleed_y / 2 * k))
                            assert image.getpixel(corner) < 250, (game, tile.label, cx, cy, "corner square")
                    else:  # no room past the bleed (Rynek): the arm beside it in the corner square, as r23 drew it
                        px = round((x + sx * mm(2)) * k)
                        # the 0.2 mm line lies beside the trim line, in the corner square (r23, P minor 3)
                        line = centre + outward * HOME_MARK_WIDTH / 2 * k
                        dark = min(image.getpixel((px, round(line) + d)) for d in (-1, 0, 1))
                        assert dark < 110, (game, tile.label, cx, cy)
                        assert image.getpixel((px, round(centre + outward * side))) >= 250
                        if x0 < x - mm(2) if cx == 0.0 else x1 > x + mm(2):  # the side bleed reaches 2 mm out
                            assert image.getpixel((px, round(centre - outward * side))) < 250, (
                                game,
                                tile.label,
                                cx,
                                cy,
                            )
                    checked += 1
    assert checked == 4


def _label_box(data: bytes, page: int) -> tuple[float, float, float, float]:
    """(left, bottom, right, top) in page points of the sheet label's first 20 characters."""
    doc = pdfium.PdfDocument(data)
    try:
        text = doc[page].get_textpage()
        # pdfium may break the small label into lines of its own (its line breaks carry no box)
        # „Plansza 2/3 · część B1 …” (r41 slugs: the part's counter beside its name; was „Plansza · arkusz 2/3”)
        found = re.search(r"Plansza\s*\d+/\d+\s*·", text.get_text_range())
        assert found
        boxes = [text.get_charbox(i) for i in range(found.start(), found.start() + 20)]
        boxes = [b for b in boxes if b[2] > b[0]]
    finally:
        doc.close()
    return min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes)


@pytest.mark.parametrize("game", TILED)
def test_a_sheets_label_keeps_2_mm_off_the_trim_or_lies_on_a_band(bundled, game):
    """The label and ruler of every board sheet: TRIM_CLEAR outside the board's trim, or on a glue or
    waste band, which the finished board never shows (r20: Rynek's label touched the trim line)."""
    component, (full, tiled) = render(bundled, game)
    g, _ = load(bundled, game)
    plan = seam_plan(component, g, BuildOptions(), full.data)
    for number, sheet in enumerate(plan.sheet_tiles()):
        left, bottom, right, top = _label_box(tiled.data, tiled.guide_pages + number)
        homes = []
        for tile in sheet:
            tl = plan.page_point(tile, 0.0, 0.0)
            br = plan.page_point(tile, plan.board_width, plan.board_height)
            gap = max(tl[0] - right, left - br[0], br[1] - top, bottom - tl[1])
            homes.append(gap >= TRIM_CLEAR - mm(0.05))
            for axis in ("x", "y"):
                for span in (getattr(tile, axis).glue, getattr(tile, axis).waste):
                    if span is None:
                        continue
                    if axis == "x":
                        (a, _), (b, _) = plan.page_point(tile, span[0], 0.0), plan.page_point(tile, span[1], 0.0)
                        homes.append(a - 0.5 <= left and right <= b + 0.5)
                    else:
                        (_, a), (_, b) = plan.page_point(tile, 0.0, span[0]), plan.page_point(tile, 0.0, span[1])
                        homes.append(b - 0.5 <= bottom and top <= a + 0.5)
        assert any(homes), (game, number + 1, [round(to_mm(v), 1) for v in (left, bottom, right, top)])


# the map's title above its miniature (r20) was reversed by r35 (R minor 15): the miniature draws the board as it
# prints, its title inside where the board sets it – tests/test_kit_pieces_r35.py
