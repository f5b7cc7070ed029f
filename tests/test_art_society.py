"""Art Society: the validator (exact finding texts), the documented facts, tile geometry against the
collection board grid and the pure packing of tiles onto sheets."""

from __future__ import annotations

import io
import math
import shutil
from collections import Counter
from pathlib import Path

import pytest

from generator.build.recipe import BuildOptions, load_and_validate
from generator.draw.kinds.board.geometry import layout
from generator.games.art_society.bid_cards import items, spare_items
from generator.games.art_society.bid_cards import layout as lollipop_layout
from generator.games.art_society.facts import FACTS, fits, max_advance, rounds_of
from generator.games.art_society.packing import bands, cut_lines, sheet_counts
from generator.games.art_society.painting_tiles import cells, pack, plan, sheet_marks, sheet_slots, tiles
from generator.games.art_society.rules import theme_tracks
from generator.layout.imposition import PAPERS
from generator.model.findings import FindingsError
from generator.model.units import mm, to_mm

from .conftest import COMPONENTS, keep, line_of, replace_in

GAME = "art-society"
THEMES = ["zycie-miejskie", "portret", "martwa-natura", "pejzaz"]
SOURCE_TILES = "set-up: painting tiles of different sizes, the number 3 to 9 on the reverse equals the size"
SOURCE_THEMES = "set-up: a painting's theme is city life, portrait, still life or landscape"


def findings(components: Path) -> list[str]:
    """Every finding of a validation run as 'file:line: severity: message [rule]'."""
    try:
        _, found = load_and_validate(components, [GAME])
    except FindingsError as exc:
        found = exc.findings
    return [
        f"{Path(f.location.path).name}:{f.location.line}: {f.severity}: "
        f"{f.message.replace(str(components), 'COMPONENTS')} [{f.rule}]"
        for f in found.sorted()
    ]


def errors(components: Path) -> list[str]:
    return [f for f in findings(components) if ": error: " in f]


def copy_without_rulebook(target: Path) -> Path:
    """The game's components without zasady.yaml: the rulebook's own check typesets the whole kit
    (seconds per run) and is tested with the rulebook; these tests are about the components."""
    shutil.copytree(COMPONENTS / GAME, target / GAME, ignore=shutil.ignore_patterns("zasady.yaml"))
    return target


@pytest.fixture
def components(tmp_path: Path) -> Path:
    """A private copy of this game's components, safe to corrupt (overrides the conftest fixture)."""
    return copy_without_rulebook(tmp_path / "components")


@pytest.fixture(scope="module")
def bundled_copy(tmp_path_factory) -> Path:
    return copy_without_rulebook(tmp_path_factory.mktemp("art-society") / "components")


@pytest.fixture(scope="module")
def game(bundled_copy):
    project, _ = load_and_validate(bundled_copy, [GAME])
    return project.games[GAME]


def folder(components: Path) -> Path:
    return components / GAME


# ------------------------------------------------------------------------------ bundled data


def test_bundled_data_is_clean(bundled_copy):
    assert findings(bundled_copy) == []


def test_documented_facts():
    assert (FACTS["size-min"].value, FACTS["size-max"].value) == (3, 9)
    assert FACTS["themes"].value == THEMES
    assert FACTS["start-box"].value == [2, 3]
    assert FACTS["prestige-markers"].value == 4
    assert (FACTS["extra-paintings"].value, FACTS["museum-per-round"].value) == (1, 1)
    assert (FACTS["assistant-holds"].value, FACTS["oversized-ends"].value) == (1, 2)


def test_bundled_mix_is_balanced(game):
    spec = game.one("painting-tiles").spec
    assert len(spec.paintings) == 56 and len(spec.starting) == 8
    for theme in THEMES:
        assert Counter(p.size for p in spec.paintings if p.theme == theme) == {s: 2 for s in range(3, 10)}
    assert Counter(p.frame for p in spec.paintings) == {"zlota": 14, "srebrna": 14, "drewniana": 14, "czarna": 14}
    assert sorted(p.size for p in spec.starting) == [3] * 4 + [4] * 4
    assert {p.theme for p in spec.starting} == set(THEMES)


def test_tile_geometry_matches_the_collection_grid(game):
    spec = game.one("painting-tiles").spec
    board = game.components["plansza-kolekcji"]
    grid = next(g for g in layout(board.spec, game).grids if g.grid.id == "collection")
    assert (grid.cols, grid.rows) == (7, 6)
    assert grid.cell == pytest.approx(mm(25)) and spec.cell == pytest.approx(mm(24.5))  # a hand cut's room (r17)
    for t in tiles(spec):
        w, h = cells(spec.shapes[t.painting.size])
        assert w * h == t.painting.size == t.cols * t.rows
        assert {t.cols, t.rows} == {w, h}
        assert fits((t.cols, t.rows), grid.cols, grid.rows)
    # the printed piece is its cells of the board less a hand cut's allowance per cell
    from generator.games.art_society.painting_tiles import CUT_ALLOWANCE, pieces

    for piece, t in zip(pieces(spec), tiles(spec)):
        assert piece.width == pytest.approx(t.cols * (grid.cell - CUT_ALLOWANCE))
        assert piece.height == pytest.approx(t.rows * (grid.cell - CUT_ALLOWANCE))
    start = grid.areas[[a.type for a in grid.grid.areas].index("start")]
    assert (start[2] - start[0] + 1, start[3] - start[1] + 1) == (3, 2)
    for t in tiles(spec):
        if t.starting:
            assert fits((t.cols, t.rows), 3, 2)


def test_prestige_tracks_cover_the_longest_game(game):
    museum = game.components["plansza-muzeum"].spec
    bids = game.one("bid-cards").spec
    spec = game.one("painting-tiles").spec
    assert rounds_of(bids) == 8
    for theme in THEMES:
        values = [v for _, t in theme_tracks(museum, theme) for v in t.values]
        assert values == list(range(61))
        total, chosen = max_advance([p.size for p in spec.paintings if p.theme == theme], 8)
        assert (total, chosen) == (60, [9, 9, 8, 8, 7, 7, 6, 6])


def test_pure_rules():
    assert fits((1, 7), 7, 6) and fits((7, 1), 7, 6) and not fits((1, 8), 7, 6)
    assert fits((2, 3), 3, 2) and not fits((1, 5), 3, 2)
    assert max_advance([3, 9, 4, 9], 2) == (18, [9, 9])
    assert max_advance([3, 4], 8) == (7, [4, 3])


# ------------------------------------------------------------------------------ packing


def _check_plan(sheets, sizes, cols, rows):
    seen = []
    for placed in sheets:
        taken = set()
        groups = bands(placed)
        assert len(groups) <= 2
        if len(groups) == 2:  # the cut between the bands runs the whole sheet: one band wholly above or left
            a, b = groups
            stacked = max(p.row + p.rows for p in a) <= min(p.row for p in b)
            beside = max(p.col + p.cols for p in a) <= min(p.col for p in b)
            assert stacked or beside, "two bands that no single cut parts"
        for p in placed:
            xs, ys = cut_lines([q for q in placed if q.band == p.band])
            assert {p.cols, p.rows} == set(sizes[p.index])
            assert p.rotated == ((p.cols, p.rows) != sizes[p.index])
            assert 0 <= p.col and p.col + p.cols <= cols and 0 <= p.row and p.row + p.rows <= rows
            area = {(p.col + i, p.row + j) for i in range(p.cols) for j in range(p.rows)}
            assert not area & taken, "tiles overlap"
            taken |= area
            seen.append(p.index)
            # every cut runs the whole block: no cut line crosses a tile
            assert not [x for x in xs if p.col < x < p.col + p.cols], "a cut crosses a tile"
            assert not [y for y in ys if p.row < y < p.row + p.rows], "a cut crosses a tile"
    assert sorted(seen) == list(range(len(sizes)))


def test_bundled_tiles_pack_onto_five_a4_sheets_of_one_grid_or_two_bands(game):
    """Five sheets (r18: six one-grid sheets at 58 % fill; the 364 fields need 4.7 sheets of 77), each
    one grid or two bands of grids cut apart by one cut across the sheet."""
    spec = game.one("painting-tiles").spec
    sheet, all_tiles, sheets = plan(spec, BuildOptions())
    assert len(all_tiles) == 64
    assert len(sheets) == 5
    assert sum(p.cols * p.rows for placed in sheets for p in placed) == 364
    _check_plan(sheets, [(t.cols, t.rows) for t in all_tiles], 7, 11)
    _, _, letter = plan(spec, BuildOptions(paper=PAPERS["letter"]))
    assert len(letter) == 6
    _check_plan(letter, [(t.cols, t.rows) for t in all_tiles], 7, 10)


def test_slots_sit_on_the_cell_grid_with_bleed_only_on_free_edges(game):
    spec = game.one("painting-tiles").spec
    sheet, _, sheets = plan(spec, BuildOptions())
    assert mm(1.5) <= sheet.bleed <= mm(3)
    for placed in sheets:
        grid, slots = sheet_slots(placed, spec.cell, sheet)
        for slot, p in zip(slots, placed):
            assert (slot.x - grid.left) / spec.cell == pytest.approx(p.col)
            assert (grid.top - slot.y - slot.height) / spec.cell == pytest.approx(p.row)
            assert slot.width == pytest.approx(p.cols * spec.cell)
            assert slot.height == pytest.approx(p.rows * spec.cell)
            if p.col == 0:  # the outer bleed, narrowed for 3 mm crop marks down to 1.5 mm (fit_bleed)
                assert slot.bleed_left == pytest.approx(sheet.bleed)
            assert slot.bleed_top == (sheet.bleed if p.row == 0 else slot.bleed_top)
        assert grid.left >= mm(10) - 1e-6 and grid.right <= mm(200) + 1e-6


def test_pack_mixed_shapes_and_refuses_a_tile_longer_than_the_sheet():
    sizes = [(1, 3), (2, 2), (3, 3), (1, 7), (4, 2), (3, 2), (5, 1)] * 3
    _check_plan(pack(sizes, 7, 11), sizes, 7, 11)
    assert pack([], 7, 11) == []
    with pytest.raises(ValueError, match="a 1x12 tile does not fit a sheet of 7x11 cells"):
        pack([(1, 12)], 7, 11)


def test_a_sheet_is_a_grid_whose_cuts_run_edge_to_edge():
    """Columns of 2 and a column of 1 over rows of 2 and 3: 2 x 2 and 2 x 3 tiles in the wide columns,
    a 1 x 3 tile in the narrow one where its row is 3 high; a column or row left blank is dropped."""
    sizes = [(2, 2)] * 3 + [(2, 3)] * 3 + [(1, 3)]
    sheets = pack(sizes, 7, 5)
    assert len(sheets) == 1
    _check_plan(sheets, sizes, 7, 5)
    assert cut_lines(sheets[0]) == ([0, 2, 4, 6, 7], [0, 3, 5])
    assert sheet_counts(sheets[0]) == [(3, 2, 2), (3, 2, 3), (1, 1, 3)]


def test_the_search_finds_fewer_sheets_than_the_greedy_grids():
    sizes = [(1, 3)] * 12 + [(2, 2)] * 12 + [(1, 5)] * 8 + [(2, 3)] * 8 + [(7, 1)] * 8 + [(4, 2)] * 8 + [(3, 3)] * 8
    sheets = pack(sizes, 7, 11)
    assert len(sheets) == 5  # one grid per sheet takes 6, the greedy grid choice 7
    _check_plan(sheets, sizes, 7, 11)


def test_lollipops_lay_out_two_players_per_page(game):
    spec = game.one("bid-cards").spec
    pages = lollipop_layout(items(spec), PAPERS["a4"].width, PAPERS["a4"].height, mm(5))
    assert [len(p) for p in pages] == [16, 21]
    for spots in pages:
        for a in spots:
            assert a.x >= mm(5) and a.x + a.item.width <= PAPERS["a4"].width - mm(5)
            for b in spots:
                if a is not b:  # no two pieces (with their 2.5 mm colour halo) overlap
                    assert (
                        a.x + a.item.width + mm(5) <= b.x + 1e-6
                        or b.x + b.item.width + mm(5) <= a.x + 1e-6
                        or a.y + a.item.height + mm(5) <= b.y + 1e-6
                        or b.y + b.item.height + mm(5) <= a.y + 1e-6
                    )


def test_the_sheet_prints_the_prestige_markers_as_one_strip_of_shared_straight_cuts(game):
    """r25 AS minor 4: four 10.5 × 20 mm flags, each cut round on its own with a halo between them, were
    fiddly on 250–300 g card. The sheet butts them in one strip (38 × 11 mm: r26's 9.5 mm markers, r39's 6 mm flags) (two long cuts, then the
    cuts between them), the spare set too; the pieces (exports, the checklist) stay four markers."""
    spec = game.one("bid-cards").spec
    marker = spec.markers.prestige
    [strip] = [i for i in items(spec, strip=True)[-1] if i.label.startswith("prestiż")]
    assert (round(to_mm(strip.width), 2), round(to_mm(strip.height), 2), strip.pieces) == (38.0, 11.0, 4)
    assert strip.width == marker.size * len(marker.themes)
    assert [i.pieces for i in spare_items(spec, strip=True)[0]] == [4, 1]  # the spare strip and gavel
    assert len([i for i in items(spec)[-1] if i.label.startswith("prestiż")]) == 4
    a4 = PAPERS["a4"]
    pages = lollipop_layout(items(spec, strip=True), a4.width, a4.height, mm(5), spares=spare_items(spec, True))
    assert len(pages) == len(lollipop_layout(items(spec), a4.width, a4.height, mm(5)))  # no sheet added


def test_spare_markers_fill_a_sheets_free_row_and_never_add_a_sheet(game):
    # r23 AS major 2 / minor 5: the lollipops' first sheet left a row of 250–300 g card empty
    spec = game.one("bid-cards").spec
    a4 = PAPERS["a4"]
    plain = lollipop_layout(items(spec), a4.width, a4.height, mm(5))
    spared = lollipop_layout(items(spec), a4.width, a4.height, mm(5), spares=spare_items(spec))
    assert len(spared) == len(plain)
    labels = [[s.item.label for s in page] for page in spared]
    assert labels[0][-5:] == [
        "prestiż zycie-miejskie zapasowy",
        "prestiż portret zapasowy",
        "prestiż martwa-natura zapasowy",
        "prestiż pejzaz zapasowy",
        "młotek zapasowy",
    ]
    assert labels[1] == [s.item.label for s in plain[1]]  # the full sheet takes none
    # as many spare sets as asked: those without room are left out, no sheet is added for them
    many = lollipop_layout(items(spec), a4.width, a4.height, mm(5), spares=spare_items(spec) * 4)
    assert len(many) == len(plain)
    for spots in many:
        assert min(s.y for s in spots) >= mm(5) and max(s.y + s.item.height for s in spots) <= a4.height - mm(5)


def test_the_paintings_cover_says_the_free_cells_are_waste_when_no_sheet_can_go(game):
    from generator.games.art_society.painting_tiles import free_room_line, plan
    from generator.model.core import BuildOptions

    spec = game.one("painting-tiles").spec
    sheet, all_tiles, sheets = plan(spec, BuildOptions())
    assert free_room_line(spec, sheet, all_tiles, sheets).replace("\xa0", " ") == (
        "Puste miejsce na arkuszach 2 i 5 to odpad, niczego tam nie brakuje: obrazy zajmują razem 364 pola, "
        "a arkusz mieści 77, więc mniej niż 5 arkuszy nie wystarczy."
    )
    # a sheet that fewer sheets could spare is not called waste
    assert free_room_line(spec, sheet, all_tiles, sheets + [[]]) == ""


# ------------------------------------------------------------------------------ findings


def test_a_tile_of_size_10_is_flagged(components):
    path = folder(components) / "obrazy.yaml"
    replace_in(
        path, "  - {size: 9, theme: pejzaz, frame: drewniana}", "  - {size: 10, theme: pejzaz, frame: drewniana}"
    )
    line = line_of(path, "size: 10,")
    found = errors(components)
    assert (
        f"obrazy.yaml:{line}: error: painting 56 (pejzaz, frame drewniana): size 10 is outside the documented "
        f"3–9 ({SOURCE_TILES})"
        + keep("art-society", '{fact: size-max, documented: 9, value: 10, reason: "…"}', components="COMPONENTS")
        + " [art-society.tile-size]"
    ) in found
    assert (
        f"obrazy.yaml:{line}: error: painting 56: size 10 has no shape in 'shapes'; declared sizes: "
        "3, 4, 5, 6, 7, 8, 9 [painting-tiles.no-shape]"
    ) in found


def test_a_fifth_theme_is_flagged(components):
    path = folder(components) / "obrazy.yaml"
    replace_in(
        path,
        "themes: [zycie-miejskie, portret, martwa-natura, pejzaz]",
        "themes: [zycie-miejskie, portret, martwa-natura, pejzaz, abstrakcja]",
    )
    line = line_of(path, "abstrakcja")
    assert errors(components) == [
        f"obrazy.yaml:{line}: error: theme 'abstrakcja' is not one of the 4 documented themes: zycie-miejskie, "
        f"portret, martwa-natura, pejzaz ({SOURCE_THEMES})"
        + keep(
            "art-society",
            "{fact: themes, documented: [zycie-miejskie, portret, martwa-natura, pejzaz], value: "
            '[zycie-miejskie, portret, martwa-natura, pejzaz, abstrakcja], reason: "…"}',
            components="COMPONENTS",
        )
        + " [art-society.themes]",
        f"obrazy.yaml:{line}: error: theme 'abstrakcja' has no generated art; expected one of: zycie-miejskie, "
        "portret, martwa-natura, pejzaz [painting-tiles.unknown-theme]",
        f"plansza-muzeum.yaml:{line_of(path.parent / 'plansza-muzeum.yaml', 'tracks:')}: error: theme 'abstrakcja' has no "
        "prestige track (a track with id 'abstrakcja') [art-society.track-missing]",
    ]


def test_a_painting_of_an_undeclared_theme_is_flagged(components):
    path = folder(components) / "obrazy.yaml"
    replace_in(path, "  - {size: 3, theme: pejzaz, frame: zlota}\n", "  - {size: 3, theme: kubizm, frame: zlota}\n")
    line = line_of(path, "kubizm")
    found = errors(components)
    assert (
        f"obrazy.yaml:{line}: error: painting 8: theme 'kubizm' is not declared; expected one of: "
        "zycie-miejskie, portret, martwa-natura, pejzaz [painting-tiles.unknown-theme]"
    ) in found


def test_a_duplicated_bid_number_is_flagged(components):
    path = folder(components) / "lizaki.yaml"
    replace_in(path, "numbers: [1, 2, 3, 4, 5, 6, 7, 8]", "numbers: [1, 2, 3, 4, 5, 6, 7, 7]")
    line = line_of(path, "numbers: [1, 2, 3, 4, 5, 6, 7, 7]")
    assert errors(components) == [
        f"lizaki.yaml:{line}: error: lollipop numbers: the number 7 appears twice (items 7 and 8); a player's "
        "lollipops must all differ [art-society.bid-duplicate]",
    ]


@pytest.mark.parametrize("size", ["8.5mm", "10mm"])
def test_prestige_markers_are_big_enough_to_pick_up_and_sit_in_a_track_cell(components, size):
    path = folder(components) / "lizaki.yaml"
    replace_in(path, "prestige: {size: 9.5mm,", f"prestige: {{size: {size},")
    line = line_of(path, "prestige: {size:")
    assert errors(components) == [
        f"lizaki.yaml:{line}: error: prestige markers of {size[:-2]} mm; a marker sits in a track cell (10.5 mm) "
        "and is picked up with fingers: from 9 mm to 1 mm less than the cell [art-society.marker-size]",
    ]


def test_a_prestige_marker_that_would_cover_its_space_s_number_is_found(components):
    """r13: 10.5 mm square markers on 10.5 mm spaces covered the value a player reads every round (a
    9.5 mm square one would too)."""
    path = folder(components) / "lizaki.yaml"
    replace_in(path, "shape: tent, height: 5mm, flag: 6mm,", "shape: square,")
    line = line_of(path, "prestige: {size:")
    assert errors(components) == [
        f"lizaki.yaml:{line}: error: prestige markers 9.5 mm tall cover the number of the track space they stand "
        "on: the spaces keep 5.25 mm free at the bottom (field types' marker_room); expected a lower marker (shape: "
        "bar or tent, height) or more room [art-society.marker-hides-value]",
    ]


def test_a_prestige_marker_is_a_tent_to_grip_whose_foot_leaves_the_number_free(components, game):
    """r15: 10.5 × 5 mm chips were hard to pick up from a 10.5 mm cell. The marker is a 9.5 × 11 mm strip
    (r26: a millimetre of slack in the cell) folded 5 mm from its bottom: the foot lies in the space's lower half (the number stays free above
    it), the fold on the space's lower edge, the 6 mm flag stands there to be gripped (r27 AS minor 4: a 15 mm
    one tipped over and hid the number; r39 AS minors 1–2: a 10 mm one still did); a tent without a flag is flagged."""
    from pypdf import PdfReader

    from generator.draw.kinds import KINDS

    spec = game.components["lizaki"].spec
    marker = spec.markers.prestige
    assert (marker.shape, to_mm(marker.size), to_mm(marker.tall), to_mm(marker.length)) == ("tent", 9.5, 5, 11)
    chits = [i for i in items(spec)[-1] if i.label.startswith("prestiż")]
    assert len(chits) == 4 and all(round(to_mm(i.width), 2) == 9.5 and round(to_mm(i.height), 2) == 11 for i in chits)
    [output] = [o for o in KINDS["bid-cards"].render(game.components["lizaki"], game, BuildOptions()) if o.kit]
    assert output.sheets == 2  # the tents' row is no taller than the gavel's: no sheet added
    guide = " ".join(PdfReader(io.BytesIO(output.data)).pages[0].extract_text().split())
    assert "paski 9,5 × 11 mm zgięte pod kątem prostym (stopka 5 mm)" in guide
    assert (
        "zegnij pod kątem prostym na linii kreska-kropka (— · —); stopkę (5 mm) połóż w dolnej połowie pola toru, "
        "zgięciem na dolnej krawędzi pola: chorągiewka ze znakiem tematu stoi przy tej krawędzi" in guide
    )
    path = folder(components) / "lizaki.yaml"
    replace_in(path, " flag: 6mm,", "")
    line = line_of(path, "prestige: {size:")
    assert errors(components) == [
        f"lizaki.yaml:{line}: error: a tent marker has no flag; expected `flag` (the part above the fold a player "
        "grips) [art-society.marker-size]",
    ]


def test_a_tent_marker_whose_flag_outweighs_its_foot_is_found(components):
    """r39 AS minor 2: a 10 mm flag on a 5 mm foot tipped over when the folded card sprang back; the
    tent must stand with its flag leaning back 30 degrees (a 7.1 mm flag at most on a 5 mm foot)."""
    path = folder(components) / "lizaki.yaml"
    replace_in(path, " flag: 6mm,", " flag: 10mm,")
    line = line_of(path, "prestige: {size:")
    assert errors(components) == [
        f"lizaki.yaml:{line}: error: a tent marker with a 10 mm flag on a 5 mm foot tips over when its flag leans "
        "back 30 degrees (folded card springs back); expected a flag of at most 7.1 mm or a longer foot "
        "[art-society.marker-tips]",
    ]


def test_a_museum_space_s_number_stands_above_its_marker(game):
    """Every number on a track space is printed wholly above the marker standing in the space's lower part."""
    from generator.draw.kinds.board.content import CAP, TextOp, content_of, plan_field

    board = game.components["plansza-muzeum"].spec
    marker = game.components["lizaki"].spec.markers.prestige
    spaces = [f for f in layout(board, game).fields if f.element == "track"]
    assert len(spaces) == 4 * 61
    lowest = []
    for f in spaces:
        plan, _ = plan_field(content_of(f, board, None), f.w, f.h)
        [number] = [op for op in plan.ops if isinstance(op, TextOp)]
        lowest.append(number.baseline)  # digits stand on the baseline
        assert number.baseline + number.fitted.size * CAP <= f.h  # and inside the space
    assert min(lowest) >= marker.tall
    assert (
        min(op.fitted.size for f in spaces[:1] for op in plan_field(content_of(f, board, None), f.w, f.h)[0].ops) >= 10
    )


def test_museum_track_icons_stay_inside_their_row_and_clear_of_the_frame(game):
    """r13: the 11.3 mm icon discs beside 10.5 mm rows came 0.2 mm from the museum's inner frame line."""
    from generator.draw.kinds.board.measure import track_symbol_disc

    board = game.components["plansza-muzeum"].spec
    frame = board.frame  # the thin inner line (draw_frame): 2.2 line widths inside the frame, 0.35 of its width
    inner = board.size.height - (frame.inset + frame.width * 2.2 + frame.width * 0.35 / 2)
    lay = layout(board, game)
    for ti, track in enumerate(board.tracks):
        cells = lay.of("track", ti)
        _, cy, r = track_symbol_disc(track, cells)
        assert 2 * r <= cells[0].h
        assert inner - (cy + r) >= mm(0.8), track.id


def test_a_player_set_of_its_own_is_checked_too(components):
    path = folder(components) / "lizaki.yaml"
    replace_in(path, "pattern: dots}", "pattern: dots, numbers: [1, 2, 3, 3, 5, 6, 7, 8]}")
    line = line_of(path, "numbers: [1, 2, 3, 3")
    assert errors(components) == [
        f"lizaki.yaml:{line}: error: lollipop set 'Mięta': the number 3 appears twice (items 3 and 4); a "
        "player's lollipops must all differ [art-society.bid-duplicate]",
    ]


def test_lollipop_sets_must_cover_every_player_and_be_equal(components):
    path = folder(components) / "lizaki.yaml"
    replace_in(path, '  - {name: Jagoda, color: "#4a4fa3", pattern: rings}\n', "")
    replace_in(path, "pattern: dots}", "pattern: dots, numbers: [1, 2, 3, 4, 5, 6, 7]}")
    line = line_of(path, "players:")
    assert errors(components) == [
        f"lizaki.yaml:{line}: error: the lollipop sets differ in size (Wiśnia 8, Cytryna 8, Mięta 7); every player "
        "needs the same number of bids [art-society.bid-count]",
        f"lizaki.yaml:{line}: error: 3 lollipop set(s) for up to 4 players; every player needs a set "
        "[art-society.bid-sets]",
    ]


@pytest.mark.parametrize("cell", ["25mm", "23.5mm"])
def test_painting_cell_must_leave_a_hand_cut_its_room(components, cell):
    """As large as the board cell, seven hand-cut paintings overflow a row (kit review r17); far smaller,
    a painting sits loose on its cells."""
    path = folder(components) / "obrazy.yaml"
    replace_in(path, "cell: 24.5mm ", f"cell: {cell} ")
    line = line_of(path, f"cell: {cell}")
    # (a smaller cell also narrows the upright portraits' plaques: their titles are findings of their own)
    assert [f for f in errors(components) if "[text.does-not-fit]" not in f] == [
        f"obrazy.yaml:{line}: error: painting cell {float(cell[:-2]):.1f} mm does not suit the collection board "
        "cell 25.0 mm (plansza-kolekcji.yaml grid 'collection'): a painting must be 0.5 to 1 mm per cell smaller "
        "than the cells it covers, so that hand-cut paintings fill a row without overflowing it [art-society.cell-size]",
    ]


def test_a_tile_longer_than_the_board_is_flagged(components):
    path = folder(components) / "obrazy.yaml"
    replace_in(path, "  8: 2x4", "  8: 1x8")
    line = line_of(path, "8: 1x8")
    # a plaque one cell wide may leave a long title no room as well: that is a finding of its own
    assert [e for e in errors(components) if not e.endswith("[text.does-not-fit]")] == [
        f"obrazy.yaml:{line}: error: a 1x8 painting (size 8) does not fit the 7 x 6 collection grid of "
        "plansza-kolekcji.yaml in either direction [art-society.tile-fits-board]",
    ]


def test_a_shape_must_cover_its_size(components):
    path = folder(components) / "obrazy.yaml"
    replace_in(path, "  6: 2x3", "  6: 2x2")
    line = line_of(path, "6: 2x2")
    assert errors(components) == [
        f"obrazy.yaml:{line}: error: shape 2x2 of size 6 covers 4 cells; expected 6 [painting-tiles.shape-area]",
    ]


def test_a_starting_painting_too_big_for_the_box_is_flagged(components):
    path = folder(components) / "obrazy.yaml"
    text = path.read_text(encoding="utf-8")
    start = text.index("starting:")
    head, tail = text[:start], text[start:]
    tail = tail.replace(
        "  - {size: 4, theme: zycie-miejskie, frame: zlota}", "  - {size: 5, theme: zycie-miejskie, frame: zlota}"
    )
    path.write_text(head + tail, encoding="utf-8")
    line = line_of(path, "  - {size: 5, theme: zycie-miejskie, frame: zlota}")  # unique: no such auction painting
    assert errors(components) == [
        f"obrazy.yaml:{line}: error: starting painting 5 (zycie-miejskie, frame zlota): size 5 (1x5) does not fit "
        "the 3 x 2 starting box (set-up: the starting paintings are small ones, in a 2x3 box with a star) "
        "[art-society.starting-size]",
    ]


def test_a_starting_box_of_the_wrong_size_is_flagged(components):
    path = folder(components) / "plansza-kolekcji.yaml"
    replace_in(path, 'cells: "C5:E6", label: start', 'cells: "C4:E6", label: start')
    line = line_of(path, 'cells: "C4:E6"')
    assert errors(components) == [
        f"plansza-kolekcji.yaml:{line}: error: the starting box is 3 x 3 cells; the rules give 2x3 (set-up: the "
        "starting paintings are small ones, in a 2x3 box with a star)"
        + keep(
            "art-society", '{fact: start-box, documented: [2, 3], value: [3, 3], reason: "…"}', components="COMPONENTS"
        )
        + " [art-society.start-box]",
    ]


def test_a_prestige_track_too_short_is_flagged(components):
    path = folder(components) / "plansza-muzeum.yaml"
    replace_in(path, "56, 57, 58, 59, 60]}", "56, 57, 58, 59]}", count=4)
    text = path.read_text(encoding="utf-8")
    found = errors(components)
    assert len(found) == 4
    line = text[: text.index("pejzaz-3")].count("\n") + 2
    assert found[-1] == (
        f"plansza-muzeum.yaml:{line}: error: prestige track 'pejzaz' has 60 spaces (59 steps); the museum can take 8 "
        "painting(s) of this theme (1 per round, 8 rounds) moving its marker 60 steps: 9+9+8+8+7+7+6+6 "
        "[art-society.track-length]"
    )


def test_an_unbalanced_mix_is_flagged_as_the_data_declares(components):
    path = folder(components) / "obrazy.yaml"
    replace_in(path, "  - {size: 5, theme: pejzaz, frame: zlota}", "  - {size: 5, theme: portret, frame: zlota}")
    line = line_of(path, "each_theme_same_sizes: true")
    assert errors(components) == [
        f"obrazy.yaml:{line}: error: theme 'portret' has 3 painting(s) of size 5; theme 'zycie-miejskie' has 2 "
        "(balance: each theme the same sizes) [art-society.balance]",
        f"obrazy.yaml:{line}: error: theme 'pejzaz' has 1 painting(s) of size 5; theme 'zycie-miejskie' has 2 "
        "(balance: each theme the same sizes) [art-society.balance]",
    ]
    replace_in(path, "each_theme_same_sizes: true", "each_theme_same_sizes: false")
    assert errors(components) == []


def test_frames_and_markers_follow_the_declarations(components):
    path = folder(components) / "obrazy.yaml"
    replace_in(
        path, "frames: [zlota, srebrna, drewniana, czarna]", "frames: [zlota, srebrna, drewniana, czarna, mosiezna]"
    )
    line = line_of(path, "mosiezna")
    found = errors(components)
    assert (
        f"obrazy.yaml:{line}: error: frame type 'mosiezna' cannot be drawn; expected one of: zlota, srebrna, "
        "drewniana, czarna [painting-tiles.unknown-frame]"
    ) in found
    assert (
        f"obrazy.yaml:{line}: error: frame type 'mosiezna' is declared but no painting has it "
        "[art-society.frame-unused]"
    ) in found
    bids = folder(components) / "lizaki.yaml"
    replace_in(bids, "themes: [zycie-miejskie, portret, martwa-natura, pejzaz]", "themes: [zycie-miejskie, portret]")
    assert (
        f"lizaki.yaml:{line_of(bids, 'themes: [zycie-miejskie, portret]')}: error: prestige markers for zycie-miejskie, portret; the "
        "rules have 4, one per theme: zycie-miejskie, portret, martwa-natura, pejzaz (set-up: the museum board "
        "gets 4 prestige markers, one per theme) [art-society.markers]"
    ) in errors(components)


def test_a_painting_with_a_wrong_size_is_pointed_at(components):
    path = folder(components) / "obrazy.yaml"
    replace_in(
        path,
        "  - {size: 5, theme: zycie-miejskie, frame: srebrna}",
        "  - {size: 6, theme: zycie-miejskie, frame: srebrna}",
    )
    assert errors(components) == [
        f"obrazy.yaml:{line_of(path, '{size: 6, theme: zycie-miejskie, frame: srebrna}')}: error: painting 17 "
        "(zycie-miejskie, frame srebrna): size 6 upsets the balance the data declares (each theme the same sizes, "
        "every frame equally often within a size); with size 5 the mix would balance again [art-society.balance]",
    ]


def test_a_track_value_out_of_order_is_pointed_at_in_its_row(components):
    path = folder(components) / "plansza-muzeum.yaml"
    replace_in(path, "values: [21, 22, 23, 24,", "values: [21, 22, 32, 24,")
    assert errors(components) == [
        f"plansza-muzeum.yaml:{line_of(path, '[21, 22, 32, 24,')}: error: prestige track 'zycie-miejskie': value 24 after "
        "32; values must be whole numbers that never go down along the track [art-society.track-values]",
    ]


def test_an_area_outside_the_grid_is_the_boards_finding_only(components):
    path = folder(components) / "plansza-kolekcji.yaml"
    replace_in(path, 'cells: "B2:F3"', 'cells: "B2:F9"')
    assert errors(components) == [
        f"plansza-kolekcji.yaml:{line_of(path, 'B2:F9')}: error: area 'B2:F9' reaches beyond the grid of 7 × 6 cells "
        "(A1:G6) [board.area-outside]",
    ]


def test_a_renamed_assistant_grid_is_pointed_at(components):
    path = folder(components) / "plansza-kolekcji.yaml"
    replace_in(path, "  - id: assistant", "  - id: asystent")
    assert errors(components) == [
        f"plansza-kolekcji.yaml:{line_of(path, 'id: asystent')}: error: the collection board has no grid 'assistant' "
        "(the place of the assistant, who holds 1 painting) [art-society.assistant]",
    ]


SOURCE_POINTS = "end of the game: the seed names bonuses and penalties without figures; this edition's choice"


def test_score_pad_rows_carry_this_editions_points(components):
    path = folder(components) / "karta-podliczenia.yaml"
    replace_in(path, '"Komplety 4 różnych ram: × 8"', '"Komplety 4 różnych ram: × 6"')
    replace_in(path, '"Obraz asystenta: −5"', '"Obraz asystenta: + 5"')
    assert errors(components) == [
        f"karta-podliczenia.yaml:{line_of(path, 'ram: × 6')}: error: score pad row 'Komplety 4 różnych ram: × 6': a set of "
        f"different frames scores +8 points ({SOURCE_POINTS}, game.yaml decisions) [art-society.score-pad]",
        f"karta-podliczenia.yaml:{line_of(path, 'asystenta: + 5')}: error: score pad row 'Obraz asystenta: + 5': a painting "
        f"left with the assistant scores -5 points ({SOURCE_POINTS}, game.yaml decisions) [art-society.score-pad]",
    ]


def test_a_mistyped_theme_row_of_the_score_pad_is_pointed_at(components):
    path = folder(components) / "karta-podliczenia.yaml"
    replace_in(path, "          - Pejzaż\n", "          - Pjezaż\n")
    assert errors(components) == [
        f"karta-podliczenia.yaml:{line_of(path, 'Pjezaż')}: error: the score pad has no row for the theme 'pejzaż' (every "
        "painting scores the value of its theme's prestige marker) [art-society.score-pad]",
    ]
    replace_in(path, "          - Pjezaż\n", "")
    replace_in(path, '          - {symbol: theme-pejzaz, color: "#38562e"}\n', "")  # its sign with it
    replace_in(path, '          - "Pełna plansza kolekcji: +12"\n', "")
    assert errors(components) == [
        f"karta-podliczenia.yaml:{line_of(path, '- Życie miejskie')}: error: the score pad has no row for the theme "
        "'pejzaż' (every painting scores the value of its theme's prestige marker) [art-society.score-pad]",
        f"karta-podliczenia.yaml:{line_of(path, '- Życie miejskie')}: error: the score pad has no row for a full "
        f"collection board (+12 points; {SOURCE_POINTS}, game.yaml decisions) [art-society.score-pad]",
    ]


def test_the_score_pad_has_a_row_for_the_tie_breaks_covered_cells(components):
    """A tie goes to more covered cells (edition: tie-break-cells): the pad needs a row to write them in."""
    path = folder(components) / "karta-podliczenia.yaml"
    replace_in(path, '          - "Zakryte pola siatki (przy remisie)"\n', "")
    # and its hatched cell, which names the row (else that is a finding of its own, form.unknown-cell)
    replace_in(path, '          - {row: "Zakryte pola siatki (przy remisie)", column: pkt}\n', "")
    assert errors(components) == [
        f"karta-podliczenia.yaml:{line_of(path, '- Życie miejskie')}: error: the score pad has no row for the covered cells "
        "('Zakryte pola …'); in this edition a tie for the most points goes to more covered cells (game.yaml "
        "edition: tie-break-cells) [art-society.score-pad]",
    ]


def test_lollipop_sets_differ_in_colour_and_in_pattern(components):
    path = folder(components) / "lizaki.yaml"
    replace_in(
        path, '{name: Jagoda, color: "#4a4fa3", pattern: rings}', '{name: Jagoda, color: "#c8283c", pattern: dots}'
    )
    line = line_of(path, "name: Jagoda")
    assert errors(components) == [
        f"lizaki.yaml:{line}: error: player sets 'Jagoda' (#c8283c) and 'Wiśnia' (#c8283c) have colours too alike "
        "(distance 0, at least 60 expected) [bid-cards.same-look]",
        f"lizaki.yaml:{line}: error: player set 'Jagoda' has the pattern 'dots' of set 'Mięta' (set 3); expected "
        "a different pattern on every set [bid-cards.same-look]",
    ]


def test_documented_points_of_this_edition():
    assert (FACTS["frame-set-points"].value, FACTS["full-board-points"].value) == (8, 12)
    assert (FACTS["oversized-points"].value, FACTS["assistant-points"].value) == (-10, -5)


def test_score_pad_footer_follows_the_tie_break(tmp_path):
    """The pad's printed tie-break is checked against the edition value it states."""
    target = tmp_path / "components"
    shutil.copytree(COMPONENTS / "art-society", target / "art-society")
    game = target / "art-society" / "game.yaml"
    text = game.read_text(encoding="utf-8")
    assert "  tie-break-cells: true " in text
    game.write_text(text.replace("  tie-break-cells: true ", "  tie-break-cells: false"), encoding="utf-8")
    with pytest.raises(FindingsError) as caught:
        load_and_validate(target, ["art-society"])
    messages = [(f.rule, f.message) for f in caught.value.findings.errors]
    assert messages == [
        (
            "art-society.score-pad",
            "the score pad's footer states another tie-break: in this edition a "
            "tie for the most points is a shared win (game.yaml edition: tie-break-cells)",
        )
    ]


def test_score_pad_rows_hold_what_a_full_table_writes(components):
    """Four players at most: each section has a column per player, and the theme rows a cell for the
    paintings in the direct view under each player (they score their theme's value once more)."""
    path = folder(components) / "karta-podliczenia.yaml"
    replace_in(path, "{title: obrazy}, {title: w widoku, width: 1.25}, ", "{title: obrazy}, ", count=1)
    text = path.read_text(encoding="utf-8")
    start = text.index("      - id: bonuses")
    last = text.index("          - title: Jagoda", start)
    path.write_text(text[:last] + text[text.index("\n", text.index("columns:", last)) + 1 :], encoding="utf-8")
    lines = path.read_text(encoding="utf-8").splitlines()
    bonuses = lines.index("      - id: bonuses")
    columns = next(n for n in range(bonuses, len(lines)) if lines[n] == "          - title: Wiśnia") + 1  # the list
    assert errors(components) == [
        f"karta-podliczenia.yaml:{line_of(path, '- title: Wiśnia')}: error: score pad section 'Tematy': 'Wiśnia' has no "
        "cell for the theme's paintings in the direct view (each scores its theme's value once more) "
        "[art-society.score-pad]",
        f"karta-podliczenia.yaml:{columns}: error: score pad section 'Premie i kary, wynik' has 3 player column(s); a game "
        "of up to 4 players writes one for each [art-society.score-pad]",
    ]


def test_each_band_has_its_column_cuts_on_its_own_margin_and_the_band_cut_is_bold(game):
    """r18: a stacked sheet's top band is cut by the marks on the top margin, the bottom band by those
    on the bottom margin; a mark of one band on the other's margin would cut through its tiles."""
    spec = game.one("painting-tiles").spec
    sheet, _, sheets = plan(spec, BuildOptions())
    seen_two = False
    for placed in sheets:
        grid, slots = sheet_slots(placed, spec.cell, sheet)
        marks, bold = sheet_marks(placed, slots, sheet)
        top = max(s.y + s.height for s in slots)
        bottom = min(s.y for s in slots)
        on_top = {round(m.x1, 3) for m in marks + bold if m.x1 == m.x2 and min(m.y1, m.y2) > top}
        on_bottom = {round(m.x1, 3) for m in marks + bold if m.x1 == m.x2 and max(m.y1, m.y2) < bottom}
        groups = bands(placed)
        by_index = {p.index: s for p, s in zip(placed, slots)}
        edges = [
            {round(x, 3) for p in g for x in (by_index[p.index].x, by_index[p.index].x + by_index[p.index].width)}
            for g in groups
        ]
        first = groups[0]
        if len(groups) == 2 and max(p.row + p.rows for p in first) <= min(p.row for p in groups[1]):
            seen_two = True
            assert on_top == edges[0] and on_bottom == edges[1]
            cut = min(by_index[p.index].y for p in first)
            assert bold and all(m.y1 == m.y2 == pytest.approx(cut) for m in bold)
        elif len(groups) == 1:
            assert on_top == on_bottom == edges[0] and not bold
    assert seen_two


def test_every_cut_between_two_paintings_is_marked_at_both_ends_on_the_front(game):
    """Kit review r26, Art Society major 1: a band's cuts that end at the other band (and every cut on
    a strip already cut off) had a mark at one end only. Every stretch of edge two tiles share has a
    tick on its own line at both of its ends, at least a millimetre long, none reaching past the
    stretch; a tick lies on a seam, never across a tile."""
    from generator.games.art_society.painting_tiles_draw import seam_ticks

    spec = game.one("painting-tiles").spec
    sheet, _, sheets = plan(spec, BuildOptions())
    eps = 1e-3
    for placed in sheets:
        _, slots = sheet_slots(placed, spec.cell, sheet)
        ticks = seam_ticks(placed, slots, spec.cell)
        shared = []
        for a in slots:
            for b in slots:
                if abs(b.x - (a.x + a.width)) < eps:
                    low, high = max(a.y, b.y), min(a.y + a.height, b.y + b.height)
                    if high - low > eps:
                        shared.append(((b.x, low), (b.x, high)))
                if abs(b.y + b.height - a.y) < eps:
                    low, high = max(a.x, b.x), min(a.x + a.width, b.x + b.width)
                    if high - low > eps:
                        shared.append(((low, a.y), (high, a.y)))
        assert shared

        def on(tick, line):
            (x1, y1), (x2, y2) = line
            xs, ys = (tick.x1, tick.x2), (tick.y1, tick.y2)
            along = all(abs(x - x1) < eps for x in xs) if x1 == x2 else all(abs(y - y1) < eps for y in ys)
            lo, hi = (min(y1, y2), max(y1, y2)) if x1 == x2 else (min(x1, x2), max(x1, x2))
            span = ys if x1 == x2 else xs
            return along and lo - eps <= min(span) and max(span) <= hi + eps

        for line in shared:
            for end in line:
                assert any(
                    on(t, line)
                    and any(math.dist(end, p) < eps for p in ((t.x1, t.y1), (t.x2, t.y2)))
                    and math.hypot(t.x2 - t.x1, t.y2 - t.y1) >= mm(3) - 1e-6
                    for t in ticks
                ), (line, end)
        assert all(any(on(t, line) for line in shared) for t in ticks)


def test_every_painting_title_keeps_a_millimetre_and_a_half_inside_its_plaque():
    """Kit review r18 minor 2: long titles came ≈ 0.9 mm from the plaque's border. On every painting
    the title keeps at least 1.5 mm of paper to the plaque's outline (and to the row beside it), at
    READ_TITLE (8 pt) or more (kit review r29 AS minor 5: 7–7.5 pt did not read across the table): shrunk
    or broken onto two lines, never crowded."""
    from generator.draw.text import text_width
    from generator.games.art_society.painting_tiles import plaque_layout, tiles
    from generator.games.art_society.plaques import READ_TITLE, TITLE_FONT

    from .conftest import validated_game

    game = validated_game(GAME)
    spec = next(c.spec for c in game.components.values() if c.kind == "painting-tiles")
    titled = 0
    for tile in tiles(spec):
        layout = plaque_layout(spec, tile)
        if tile.title is None:
            continue
        assert layout is not None and layout.fitted is not None, tile.title
        titled += 1
        size = layout.fitted.size
        assert size >= READ_TITLE, (tile.title, size)
        text = max(text_width(line, TITLE_FONT, size) for line in layout.fitted.lines)
        room = layout.width - (layout.row if layout.inline else 0.0)
        assert (room - text) / 2 >= mm(1.5) - 1e-6, (tile.title, to_mm((room - text) / 2))
    assert titled == 64


def test_the_aid_is_a_reference_card_that_says_the_leader_chooses_the_stacks():
    """AS r18 #1: the aid alone settles „may the leader take two from one stack?” (yes). Kit review r20
    major 2: the aid is a reference card, not a condensed rulebook: the round in five numbered steps,
    faux pas, the assistant and a painting that does not fit one paragraph each, a short side (140 words in
    r20, 162 since r27 named where an oversize painting goes)."""
    import re

    from generator.draw.kinds import player_aid
    from generator.rulebook import markup as md
    from generator.rulebook.blocks import SYMBOL_MARK

    from .conftest import validated_game

    def plain(markup: str) -> str:  # its words: no tags, no symbols (r29: the steps open with the game's symbols)
        return " ".join(re.sub(r"<[^>]+>", "", SYMBOL_MARK.sub("", markup)).replace("\u00a0", " ").split())

    game = validated_game("art-society")
    aid = next(c for c in game.components.values() if c.kind == "player-aid")
    front, back, problems = player_aid._text(aid, game, BuildOptions()).sides()
    assert not problems
    lists = [b for b in front if isinstance(b, md.ListBlock)]
    first_step = plain(" ".join(b.markup for b in lists[0].items[0] if isinstance(b, md.Para)))
    assert "wierzchnie z wybranych stosów, z jednego także kilka" in first_step
    assert len(lists) == 1 and len(lists[0].items) == 5
    paras = [plain(b.markup) for b in front if isinstance(b, md.Para)]
    assert [p.split()[0] for p in paras] == ["Faux", "Nowego"], paras
    # kit review r34 AS minor 6: the assistant's paragraph opens the back, which had room (the front's 9 pt ran
    # to 1.1 mm of its frame); the same words
    assistant = next(plain(b.markup) for b in back if isinstance(b, md.Para))
    assert assistant.startswith("Asystent trzyma"), assistant
    paras.append(assistant)

    def markups(items) -> list[str]:  # every paragraph of a list's items, into the lists they hold (r40: bullets)
        return [
            m
            for item in items
            for b in item
            for m in ([b.markup] if isinstance(b, md.Para) else markups(b.items) if isinstance(b, md.ListBlock) else [])
        ]

    words = [len(plain(md_text).split()) for md_text in (" ".join(markups(lists[0].items)), *paras)]
    # r23 F2/F3: the prestige, hanging and assistant lines as full sentences; r27: „obok planszy do końca gry,
    # −10 pkt” for an oversize painting, the one rule the playtest looked up in the book (7 words); r33 F1: the
    # hanging phase says its order („naraz; na prośbę po kolei”, 4 words; 2 cut from the bidding step); r34 F1: when
    # the order is asked for and which way it runs (+7), F2: a tie counts from the auctioneer (−1), F14: the
    # assistant block says a free one may take a painting that fits (the hanging step's „albo oddaj” cut) and its −5 (+11)
    # r39 (the rulebook review's playtest questions): a tie counts clockwise from the auctioneer, he first; a
    # painting let go stays, one laid against the rules is laid again if seen before the next auction (207 words;
    # the front at 9 pt still ends above its frame); r40: the hanging step as three bullets, counted with the
    # list's other items (199 words); r42: where the waiting players' queue starts and that a late-noticed error
    # stays (207 words, the front at 9 pt)
    assert sum(words) <= 207, words


def test_the_aids_hanging_and_prestige_steps_open_with_neither_a_frame_nor_a_theme_sign():
    """r30 AS minor 3: the hanging step opened with the gold frame's „Z” chip (read as „gold frame”, the back's
    frame key uses the same chips) and the prestige step with the landscape sign (read as „landscapes only”).
    Each step opens with its own symbol, registered and drawn by the game's code."""
    import re

    from reportlab.lib import colors
    from reportlab.pdfgen.canvas import Canvas

    from generator.draw.kinds import player_aid
    from generator.draw.kinds.board.symbol_registry import SYMBOLS
    from generator.games.art_society import board_symbols  # noqa: F401 – registers the game's symbols
    from generator.rulebook import markup as md
    from generator.rulebook.blocks import SYMBOL_MARK

    from .conftest import validated_game

    game = validated_game("art-society")
    aid = next(c for c in game.components.values() if c.kind == "player-aid")
    front, _, problems = player_aid._text(aid, game, BuildOptions()).sides()
    assert not problems
    (steps,) = [b for b in front if isinstance(b, md.ListBlock)]
    opening = [SYMBOL_MARK.match(re.sub(r"^(<[^>]+>)*", "", item[0].markup)) for item in steps.items]
    names = [m.group("name") if m else None for m in opening]
    assert names[2:4] == ["hang", "prestige"], names
    assert not any(n and n.startswith(("frame-", "theme-")) for n in names), names
    canvas = Canvas(io.BytesIO())
    for name in ("hang", "prestige"):
        SYMBOLS[name](canvas, 20, 20, 12, colors.black, colors.white)


def test_the_aids_hanging_step_is_three_bullets_in_one_register():
    """r40: the aid's „Wieszanie” as three parts – the order, where a new painting hangs, and the whole move taken
    back – the two a player does told in the imperative (before: one run-on step mixing „powieś” with „zostaje” and
    „ruch od nowa”). r41 F1: the order is one rule in the book, the glossary and the aid – at once, in turn from the
    auctioneer when anyone answers „po kolei” to his question or when everyone waits – said on the step's own line
    (a third bullet did not fit the card)."""
    import re

    from generator.draw.kinds import player_aid
    from generator.rulebook import markup as md

    from .conftest import validated_game

    game = validated_game("art-society")
    aid = next(c for c in game.components.values() if c.kind == "player-aid")
    front, _, problems = player_aid._text(aid, game, BuildOptions()).sides()
    assert not problems
    (steps,) = [b for b in front if isinstance(b, md.ListBlock)]
    hang = steps.items[2]
    lead = re.sub(r"<[^>]+>", "", hang[0].markup).replace("\xa0", " ")
    # r44 F3: in turn from the auctioneer, at once only by everyone's consent, and what ends a player's move
    assert "Wieszanie: po kolei od prowadzącego w lewo (naraz – za zgodą wszystkich); ruch kończy „gotowe”" in lead, (
        lead
    )
    (bullets,) = [b for b in hang if isinstance(b, md.ListBlock)]
    texts = [" ".join(b.markup for b in item if isinstance(b, md.Para)) for item in bullets.items]
    assert not bullets.ordered and len(texts) == 2, texts
    imperative = re.compile(r"\b(zażądaj|wieszaj|poczekaj|powieś|oddaj|ruszaj|cofnij)\b")
    descriptive = re.compile(r"\b(wiesza|wieszają|zostaje|cofa|powtarza|oddaje|czeka)\b")
    assert all(imperative.search(t) and not descriptive.search(t) for t in texts), texts
    assert "powieś nowy obraz" in texts[0] and "cofnij cały ruch" in texts[1]
    # r44 F4: the error's deadline as the book's: the first painting taken for the next auction, or the scoring
    assert "przed zdjęciem pierwszego obrazu następnej aukcji albo przed podliczeniem" in texts[1], texts
    assert "później zostaw" in texts[1]  # r42 F1: a late-noticed error stays


def test_the_score_pads_player_columns_carry_the_lollipop_sets_bands(components, tmp_path):
    """r30 AS minor 7: the score pad's columns were „Gracz 1…4” while the game tells its players by colour,
    pattern and name; each player's columns are headed with the set's band (as on the collection
    boards), printed with the set's name, and a band that differs from its lollipop set is a finding."""
    import pypdfium2 as pdfium

    from generator.build.recipe import BuildOptions
    from generator.build.render import render_component

    project, _ = load_and_validate(COMPONENTS, ["art-society"])
    output = render_component(project.games["art-society"], "karta-podliczenia", BuildOptions())[0][0]
    pdf = pdfium.PdfDocument(output.data)
    try:
        text = " ".join(pdf[0].get_textpage().get_text_range().split())
    finally:
        pdf.close()
    assert "Gracz" not in text
    assert all(text.count(name) >= 2 for name in ("WIŚNIA", "CYTRYNA", "MIĘTA", "JAGODA")), text  # both sections
    path = folder(components) / "karta-podliczenia.yaml"
    replace_in(path, 'band: {color: "#e3a70f", pattern: stripes}', 'band: {color: "#e3a70f", pattern: dots}')
    assert errors(components) == [
        f"karta-podliczenia.yaml:{line_of(path, 'pattern: dots')}: error: score pad column 2 of 'Tematy' has pattern 'dots', "
        "lollipop set 2 'Cytryna' has 'stripes'; expected the same (a player's column and pieces look alike) "
        "[art-society.score-pad]"
    ]
