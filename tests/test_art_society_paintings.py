"""Art Society's painting art: distinct subjects per theme and size, and titled plaques."""

from __future__ import annotations

from collections import Counter

import pytest
from reportlab.pdfgen.canvas import Canvas

from generator.build.recipe import load_and_validate
from generator.games.art_society.compositions import COMPOSITIONS, assign
from generator.games.art_society.looks import FRAME_WIDTH
from generator.games.art_society.painting_tiles import PaintingTiles, Tile, plaque_layout, tiles
from generator.games.art_society.paintings import SCENES, draw_painting
from generator.games.art_society.plaques import TITLE_SIZES, plaque_left, plaque_room
from generator.model.units import mm

from .conftest import replace_in
from .test_art_society import GAME, THEMES, copy_without_rulebook, errors, folder


@pytest.fixture
def components(tmp_path):
    """A private copy of the game's components, safe to corrupt."""
    return copy_without_rulebook(tmp_path / "components")


@pytest.fixture(scope="module")
def game(tmp_path_factory):
    project, _ = load_and_validate(copy_without_rulebook(tmp_path_factory.mktemp("art") / "components"), [GAME])
    return project.games[GAME]


def test_every_theme_has_eight_subjects_and_a_painter_for_each():
    assert set(COMPOSITIONS) == set(SCENES)
    for theme in THEMES:
        assert len(COMPOSITIONS[theme]) >= 8
        assert list(COMPOSITIONS[theme]) == list(SCENES[theme])


def test_bundled_paintings_of_a_theme_and_size_never_share_a_subject(game):
    spec = game.one("painting-tiles").spec
    all_tiles = tiles(spec)
    pairs = Counter((t.painting.theme, t.painting.size, t.composition) for t in all_tiles)
    assert max(pairs.values()) == 1
    for theme in THEMES:
        assert len({t.composition for t in all_tiles if t.painting.theme == theme}) == 8
    titles = [t.title for t in all_tiles]
    assert None not in titles and len(set(titles)) == len(titles) == 64


def test_subjects_spread_evenly_and_titles_run_on_as_a_series():
    got = assign("pejzaz", [3] * 17)
    assert [comp for comp, _ in got[:8]] == list(COMPOSITIONS["pejzaz"])
    assert Counter(comp for comp, _ in got)["wzgorza"] == 3
    assert got[16] == ("wzgorza", "Południe na wzgórzach II")
    assert assign("abstrakcja", [3, 4]) == [(None, None), (None, None)]


def test_no_two_paintings_get_one_title_whatever_the_data():
    """The titles come from the subjects' table, not from the data, so no input can give two plaques
    one title (the validator has no check for it): the table's titles are all different, none looks
    like a numbered one, and a theme with far more paintings than titles numbers them as a series."""
    import re

    titles = [t for theme in COMPOSITIONS.values() for subject in theme.values() for t in subject]
    assert len(titles) == len(set(titles))
    assert not [t for t in titles if re.search(r" ([IVXLC]+|\d+)$", t)]
    for theme in COMPOSITIONS:
        given = [title for _, title in assign(theme, [3, 4, 5, 6, 9] * 30)]
        assert len(given) == len(set(given)) == 150, theme


def _tile(title: str, cols: int, rows: int) -> Tile:
    spec_painting = PaintingTiles.model_validate(
        {
            "kind": "painting-tiles",
            "cell": "25mm",
            "themes": ["pejzaz"],
            "frames": ["zlota"],
            "shapes": {3: "1x3"},
            "paintings": [{"size": 3, "theme": "pejzaz", "frame": "zlota"}],
        }
    )
    return spec_painting, Tile(spec_painting.paintings[0], False, cols, rows, 1, "obraz", "morze", title)


def test_a_title_goes_beside_the_size_on_a_wide_plaque_and_above_it_on_a_narrow_one():
    spec, wide = _tile("Bałtyk o świcie", 3, 1)
    beside = plaque_layout(spec, wide)
    assert beside.inline and beside.fitted.size >= TITLE_SIZES[1] and beside.width <= plaque_room(spec, wide)
    spec, narrow = _tile("Zimowe świerki", 1, 3)
    above = plaque_layout(spec, narrow)
    assert not above.inline and len(above.fitted.lines) == 2 and above.fitted.size >= TITLE_SIZES[1] == 7
    assert above.width <= plaque_room(spec, narrow) and above.height > beside.height


def test_every_plaque_begins_at_the_left_end_of_its_picture_and_stays_inside_the_frame():
    """One rule for every painting: the plaque on the bottom rail at the picture's left end, so a long
    strip keeps its middle clear (was centred)."""
    for cols in (1, 3, 5, 7):
        spec, tile = _tile("Bałtyk o świcie", cols, 1)
        left, layout = plaque_left(spec, tile), plaque_layout(spec, tile)
        frame_inside = spec.mat + spec.frame_width * FRAME_WIDTH["zlota"]
        assert left == pytest.approx(frame_inside + mm(1))
        assert left + layout.width <= cols * spec.cell - frame_inside - mm(1) + 1e-6
        if cols >= 5:
            assert left + layout.width < cols * spec.cell / 2  # the middle of a long strip stays clear


def test_every_starting_painting_carries_its_star_in_the_plaque_row_clear_of_the_title(game):
    """r15 A minor 3: on size-4 starting paintings the star stood half over the plaque's edge, 1.5 mm
    from the title, and on size-3 ones on its top corner. One place for all: inside the plaque's row,
    after the frame's letter, 1 mm or more from the plaque's outline and from the title."""
    from generator.games.art_society.plaques import STAR_RADIUS, star_centre

    spec = game.components["obrazy"].spec
    starting = [t for t in tiles(spec) if t.starting]
    assert starting
    for tile in starting:
        layout = plaque_layout(spec, tile)
        if layout.star_above:  # on its own line above the row, under the title, inside the outline
            assert 2 * STAR_RADIUS + 2 * mm(1) <= layout.width and tile.rows > tile.cols, tile.title
            continue
        right = star_centre(tile) + STAR_RADIUS
        # inside the row, whose left end is the plaque's (or, under a title above it, inside the plaque)
        assert star_centre(tile) - STAR_RADIUS >= mm(1) and layout.row <= layout.width + 1e-6
        # the title begins 1 mm past the row when beside it, else stands above the row
        assert right + mm(1) <= layout.row, tile.title


def test_every_plaque_keeps_two_millimetres_from_its_cut_and_stays_inside_the_frame(game):
    """Kit review r19 major 2: the upright starting painting "Młoda para" carried its star in the plaque's
    row, which ran over the gold frame to 0.5 mm from the cut. On every painting of the bundled kit the
    plaque keeps 2 mm or more from each edge of its tile and its row stays inside the picture."""
    from generator.games.art_society.plaques import PLAQUE_EDGE, plaque_bottom

    spec = game.components["obrazy"].spec
    uprights = 0
    for tile in tiles(spec):
        layout = plaque_layout(spec, tile)
        w, h = tile.cols * spec.cell, tile.rows * spec.cell
        left, bottom = plaque_left(spec, tile), plaque_bottom(spec)
        gaps = (left, bottom, w - left - layout.width, h - bottom - layout.height)
        assert min(gaps) >= PLAQUE_EDGE - 1e-6 >= mm(2) - 1e-6, (tile.title, [round(g / mm(1), 2) for g in gaps])
        frame = spec.mat + spec.frame_width * FRAME_WIDTH[tile.painting.frame]
        assert left + layout.width <= w - frame + 1e-6, tile.title  # not over the frame's right rail
        # r39 AS minor 10: a millimetre or more from every frame line, the plate inside the picture
        inside = (left - frame, bottom - frame, w - frame - left - layout.width, h - frame - bottom - layout.height)
        assert min(inside) >= mm(1) - 1e-6, (tile.title, [round(g / mm(1), 2) for g in inside])
        uprights += tile.starting and layout.star_above
    assert uprights >= 1  # the kit's upright starting portrait takes the star above its row


def test_the_walker_on_an_upright_strip_stands_above_the_plaque(game):
    """Kit review r19 minor 4: the plaque of "Na spacerze" (an upright 1 x 3 portrait) covered the walking
    lady. On an upright strip her feet stand above the plaque's top."""
    from generator.games.art_society.paintings.portrait_scenes import WALK_TALL
    from generator.games.art_society.plaques import plaque_bottom

    spec = game.components["obrazy"].spec
    walkers = [t for t in tiles(spec) if t.composition == "postac" and t.rows >= 2 * t.cols]
    assert walkers
    for tile in walkers:
        inner = spec.mat + spec.frame_width * FRAME_WIDTH[tile.painting.frame] - 0.3
        picture = tile.rows * spec.cell - 2 * inner
        top = plaque_bottom(spec) + plaque_layout(spec, tile).height
        assert inner + WALK_TALL * picture >= top + mm(1), tile.title


def test_a_title_too_long_for_its_plaque_has_no_layout():
    spec, narrow = _tile("Pejzaż z młynem, trzema wierzbami i dwiema krowami o zachodzie", 1, 3)
    assert plaque_layout(spec, narrow) is None


def test_a_title_that_cannot_fit_its_plaque_is_pointed_at(components):
    path = folder(components) / "obrazy.yaml"
    # a frame still legal (it leaves half a cell of picture) but wide: the narrow portraits keep 7 to 8 mm for text
    # inside the plaque's 1.6 mm title padding (r18)
    replace_in(path, "frame_width: 3mm", "frame_width: 4.5mm")
    found = [f for f in errors(components) if "[text.does-not-fit]" in f]
    box = "mm wide, 2 line(s), font Serif-Italic at 7.0 pt or more) [text.does-not-fit]"
    # the widest frame (gold) on the upright portrait leaves 7.3 mm; its one-word title (r36 AS minor 3) needs 7.4
    assert found == [f"obrazy.yaml:102: error: 'Młodzi' does not fit its box (7.3 {box}"]


def test_frames_that_leave_no_picture_are_the_only_finding(components):
    """A frame too wide for a one-cell tile is one finding (frames_check); the plaques it would squeeze
    are not measured on data that cannot be drawn."""
    path = folder(components) / "obrazy.yaml"
    replace_in(path, "frame_width: 3mm", "frame_width: 6mm")
    found = errors(components)
    assert len(found) == 1 and found[0].endswith("[painting-tiles.frame-too-wide]"), found


def test_an_unknown_subject_is_named():
    with pytest.raises(KeyError, match="unknown composition 'pustynia' of theme 'pejzaz'"):
        draw_painting(Canvas("/dev/null"), 0, 0, 10, 10, "pejzaz", 1, "pustynia")


def test_a_subjects_two_paintings_are_a_strip_and_a_block_so_neither_reads_as_a_crop_of_the_other(game):
    """Each subject is painted twice; its two formats differ (a 1-cell-high strip and a block at least
    2 × 2), but for one pair of blocks per theme (9 blocks for 8 subjects), and never two alike formats."""
    formats: dict[tuple[str, str], list[tuple[int, int]]] = {}
    for t in tiles(game.components["obrazy"].spec):
        formats.setdefault((t.painting.theme, t.composition), []).append((t.cols, t.rows))
    assert all(len(shapes) == 2 for shapes in formats.values())
    blocks = Counter(theme for (theme, _), shapes in formats.items() if min(min(s) for s in shapes) > 1)
    assert blocks == dict.fromkeys(THEMES, 1)
    for shapes in formats.values():
        a, b = (max(s) / min(s) for s in shapes)
        assert max(a, b) / min(a, b) >= 2 or sorted(shapes[0]) != sorted(shapes[1])


def test_every_back_shows_its_theme_large_and_reads_as_its_front():
    """r15: the backs' theme icon was 3.6–5 mm and its name 7 pt. r17 (AS minor 10): the backs of lying
    paintings (7 × 1, 4 × 2, 3 × 2) were turned a quarter against their fronts, the 3 × 1 and 5 × 1 not.
    Now every back reads as its front does (no turn): an 8 mm icon and a 9 pt name above the number's
    disc, or beside it on a tile one cell high, all inside the tile's rim (BACK_RIM: whole at a duplex drift), the
    disc about 17 mm across, on the tile's centre wherever the icon and name fit beside it (r39 AS minor 3)."""
    from generator.games.art_society.painting_tiles import BACK_ICON, BACK_RIM, NAME_SIZES, tiles
    from generator.games.art_society.painting_tiles_draw import (
        BACK_GAP,
        BACK_STAR,
        NAME_GAP,
        back_layout,
        star_spot,
        theme_name,
    )
    from tests.conftest import COMPONENTS, validated_game

    stars = set()

    spec = validated_game("art-society", COMPONENTS).components["obrazy"].spec
    assert BACK_ICON >= mm(8) and NAME_SIZES[1] >= 9.0
    for tile in tiles(spec):
        w, h = tile.cols * spec.cell, tile.rows * spec.cell  # as the front is printed
        name = theme_name(spec, tile.painting.theme)
        assert name is not None and name.size >= 9.0
        layout = back_layout(spec, w, h, tile.painting.theme)
        group = NAME_GAP + BACK_ICON + name.size * (0.78 + 1.05 * (len(name.lines) - 1))
        assert layout.radius >= mm(8.4), tile
        if (tile.cols, tile.rows) != (2, 2):
            assert (layout.disc_x, layout.disc_y) == pytest.approx((w / 2, h / 2)), tile
        assert layout.disc_y - layout.radius >= BACK_RIM and layout.disc_x - layout.radius >= BACK_RIM, tile
        assert layout.beside == (tile.rows == 1 or (tile.rows == 2 and tile.cols >= 3)), tile
        star = star_spot(tile, layout, w)
        if star:  # r39: at one place on the number's disc (in its radii) on every start tile, 3 mm or more inside
            # the cut (twice a 1.5 mm duplex drift)
            offset = tuple(round((a - b) / layout.radius, 3) for a, b in zip(star, (layout.disc_x, layout.disc_y)))
            stars.add(offset)
            assert min(star[0], star[1]) - BACK_STAR >= mm(3), tile
        if layout.beside:  # the icon and name right of the disc, level with it
            assert layout.group_x - BACK_ICON / 2 >= layout.disc_x + layout.radius + BACK_GAP - 1e-6, tile
            assert layout.group_y >= BACK_RIM and layout.group_y + group <= h - BACK_RIM, tile
        else:
            assert layout.group_y == pytest.approx(layout.disc_y + layout.radius + BACK_GAP), tile
            assert layout.group_y + group <= h - BACK_RIM, tile
    assert len(stars) == 1, stars


def test_hand_cut_paintings_fill_a_row_of_the_board_without_overflowing():
    """Kit review r17 (AS minor 3): the paintings were cut to the board's 25 mm cells exactly, so seven
    one-cell pieces, each cut 0.3–0.5 mm large by hand, overflowed a 7-cell row by 2–3.5 mm. A painting
    cell is now the board cell less a hand cut's allowance: pure arithmetic, no PDF."""
    from generator.games.art_society.painting_tiles import CUT_ALLOWANCE, cell_fits, cut_room
    from generator.games.art_society.rules import grid_of
    from generator.model.units import mm, to_mm

    from .conftest import validated_game

    game = validated_game("art-society")
    paintings = next(iter(game.of_kind("painting-tiles"))).spec
    grid = grid_of(game, game.components["plansza-kolekcji"], "collection")
    row = max(grid.cols, grid.rows)
    assert row == 7 and to_mm(grid.cell) == pytest.approx(25.0)
    assert to_mm(cut_room(mm(25), mm(25), row)) == pytest.approx(-3.5)  # the old kit: 3.5 mm over
    assert cut_room(grid.cell, paintings.cell, row) >= -1e-6
    assert cell_fits(grid.cell, paintings.cell, row)
    assert not cell_fits(grid.cell, grid.cell, row)  # a painting as large as its cells overflows
    assert not cell_fits(grid.cell, grid.cell - 3 * CUT_ALLOWANCE, row)  # and one far smaller sits loose


def test_every_back_of_every_size_carries_its_badge_and_nothing_else(game, tmp_path):
    """Kit review r36, AS minor 2: the pale theme icons tiled into the cells the badge left free put none on
    the twelve 2 × 2 backs, a varying count elsewhere and, on some 4 × 2 backs, icons on one side only – the
    piles read as two print runs. One rule for every size: a back prints its badge (the number's disc, the
    theme's icon and name, the start's star) and nothing else. Drawn as printed, one back of each shape and
    theme: every pixel of the back differs from its light field only inside the badge's box (0.4 mm of
    anti-aliasing round it); r39 AS minor 3 asked for a designed back, r40 for one field to the cut and past it
    (a white band and a frame line along the cut showed a 1–1.5 mm duplex drift)."""
    import pypdfium2

    from generator.games.art_society.painting_tiles import pieces
    from generator.games.art_society.painting_tiles_draw import (
        BACK_FIELD,
        BACK_FIELD_HEX,
        BACK_STAR,
        _group_box,
        _name_height,
        back_layout,
        star_spot,
        theme_name,
    )
    from generator.validate.colour_check import contrast_ratio

    spec = game.components["obrazy"].spec
    field = tuple(round(v * 255) for v in BACK_FIELD.rgb())
    dpi, seen = 100, set()
    for tile, piece in zip(tiles(spec), pieces(spec)):
        key = (tile.cols, tile.rows, tile.painting.theme, tile.starting)
        if key in seen:
            continue
        seen.add(key)
        w, h = piece.width, piece.height
        path = tmp_path / "back.pdf"
        page = Canvas(str(path), pagesize=(w, h))
        piece.back(page, w, h)
        page.showPage()
        page.save()
        image = pypdfium2.PdfDocument(str(path))[0].render(scale=dpi / 72).to_pil().convert("RGB")
        layout = back_layout(spec, w, h, tile.painting.theme)
        cx, cy, r = layout.disc_x, layout.disc_y, layout.radius
        boxes = [
            (cx - r, cy - r, cx + r, cy + r),
            _group_box(spec, layout.group_x, layout.group_y, tile.painting.theme),
        ]
        star = star_spot(tile, layout, w)
        if star:
            boxes.append((star[0] - BACK_STAR, star[1] - BACK_STAR, star[0] + BACK_STAR, star[1] + BACK_STAR))
        x0, y0 = min(b[0] for b in boxes) - mm(0.4), min(b[1] for b in boxes) - mm(0.4)
        x1, y1 = max(b[2] for b in boxes) + mm(0.4), max(b[3] for b in boxes) + mm(0.4)
        pixels = image.load()
        stray = [
            (px, py)
            for px in range(image.width)
            for py in range(image.height)
            if max(abs(a - b) for a, b in zip(pixels[px, py], field)) > 10
            and not (x0 <= px * 72 / dpi <= x1 and y0 <= h - py * 72 / dpi <= y1)
        ]
        assert stray == [], (tile.cols, tile.rows, tile.title, len(stray))
        # the theme's name reads on the field as body text (4.5 : 1): its strokes' deepest pixel, in the lines
        # under the icon (the ochre of Martwa natura gives 2.9 : 1 on the field untoned)
        left, foot, right, _ = _group_box(spec, layout.group_x, layout.group_y, tile.painting.theme)
        name_top = layout.group_y + _name_height(theme_name(spec, tile.painting.theme))
        name = [
            pixels[px, py]
            for px in range(int(left * dpi / 72), int(right * dpi / 72))
            for py in range(int((h - name_top) * dpi / 72), int((h - layout.group_y) * dpi / 72))
        ]
        deepest = max(name, key=lambda pixel: max(abs(a - b) for a, b in zip(pixel, field)))
        ratio = contrast_ratio("#" + "".join(f"{v:02x}" for v in deepest), BACK_FIELD_HEX)
        assert ratio >= 4.5, (tile.painting.theme, deepest, ratio)
    assert {(2, 2), (3, 1), (4, 2), (7, 1)} <= {k[:2] for k in seen}


def test_every_tile_of_one_shape_has_one_plaque_template_with_its_size_and_frame_in_one_place(game, tmp_path):
    """Kit review r32, AS minor 6: on the 2 × 2 tiles six plaques set the title beside the size and frame's
    letter and six above them, so the size and the letter a player scans for jumped from tile to tile. Drawn
    as printed: on every tile of one shape the title stands on the same side of the row, and the size's
    digit and the frame's letter sit at the same place from the tile's lower left corner."""
    from generator.games.art_society.painting_tiles import pieces
    from generator.games.art_society.plaques import frame_letter

    from . import pdfcheck

    spec = game.components["obrazy"].spec
    by_shape: dict[tuple[int, int], set] = {}
    letters: dict[tuple[int, int], list[float]] = {}
    for tile, piece in zip(tiles(spec), pieces(spec)):
        path = tmp_path / "tile.pdf"
        page = Canvas(str(path), pagesize=(piece.width, piece.height))
        piece.front(page, piece.width, piece.height)
        page.showPage()
        page.save()
        chars = pdfcheck.printed_text(path)
        digit, letter = str(tile.painting.size), frame_letter(tile)
        # the size and the frame's letter: the one digit followed by the letter on the plaque's row
        pairs = [
            (a[4], b[4]) for a, b in zip(chars, chars[1:]) if a[1] == digit and b[1] == letter and a[4][1] < mm(12)
        ]
        assert pairs, tile.title
        (size_box, letter_box), *_ = pairs
        layout = plaque_layout(spec, tile)
        title_low = min((c[4][1] for c in chars if c[2] < 10 and c[1] not in (digit, letter)), default=None)
        above = title_low is not None and title_low > size_box[3]
        assert above == (not layout.inline), tile.title
        place = (round(size_box[0] / mm(0.1)), round(size_box[1] / mm(0.1)))
        by_shape.setdefault((tile.cols, tile.rows), set()).add((above, place))
        letters.setdefault((tile.cols, tile.rows), []).append(letter_box[0])
    mixed = {shape: sorted(found) for shape, found in by_shape.items() if len(found) > 1}
    assert mixed == {}
    # the letters Z, S, D and C differ in their glyph's side bearing only
    assert all(max(xs) - min(xs) <= mm(0.3) for xs in letters.values()), letters
    assert (2, 2) in by_shape


def test_every_plaque_keeps_its_clearance_from_the_moulding_on_both_sides(game):
    """Kit review r36, AS minor 3: on the 3 × 1 portraits (a picture one cell wide) the 13.8 mm symbol-and-size
    row ran past its 13.5 mm room onto the gold moulding. Every plaque of the kit, of every shape, fits the
    room from where plaques begin to CLEARANCE_MM inside the frame's far rail (plaques.plaque_room)."""
    from generator.games.art_society.plaques import plaque_room

    spec = game.components["obrazy"].spec
    over = {
        t.title: round((plaque_layout(spec, t).width - plaque_room(spec, t)) / mm(1), 2)
        for t in tiles(spec)
        if plaque_layout(spec, t).width > plaque_room(spec, t) + 1e-6
    }
    assert over == {}
