"""Tiling arithmetic for boards larger than the paper, tested without a PDF."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.layout.imposition import PAPERS
from generator.layout.tiling import (
    EDGE,
    Obstacles,
    TilingError,
    column_label,
    largest_board,
    plan_tiles,
    share_options,
    sheets_along,
    split_axis,
)
from generator.model.units import mm, to_mm

A4, LETTER = PAPERS["a4"], PAPERS["letter"]


def plan(w_mm, h_mm, paper=A4, margin=5, overlap=10, orientation="auto"):
    return plan_tiles(mm(w_mm), mm(h_mm), paper, margin=mm(margin), overlap=mm(overlap), orientation=orientation)


def shape(p):
    return p.cols, p.row_count, "landscape" if p.landscape else "portrait"


# A4 printable area with a 5 mm margin: 200 × 287 mm (287 × 200 turned); every further sheet along
# an axis adds printable − overlap. Ties in sheet count go to fewer seams, then to portrait.
@pytest.mark.parametrize(
    "w, h, expected",
    [
        (150, 250, (1, 1, "portrait")),  # fits one sheet
        (280, 195, (1, 1, "landscape")),  # fits one sheet only when turned
        (282, 192, (1, 1, "landscape")),  # Art Society's boards
        (380, 380, (2, 2, "portrait")),  # Przekręt: 2 × 2 as its rules say; 2 × 2 turned too: portrait
        (390, 390, (2, 2, "portrait")),  # the largest square on 2 × 2: 2 × 200 − 10
        (391, 390, (2, 2, "landscape")),  # 1 mm more: portrait 3 × 2, landscape 2 × 2 (564 × 390)
        (380, 482, (2, 2, "portrait")),  # Kolekcjonerzy
        (354, 500, (2, 2, "portrait")),  # Rynek
        (201, 287, (2, 1, "portrait")),  # 2 sheets and one seam either way
        (600, 250, (4, 1, "portrait")),  # portrait 4 × 1; landscape 3 × 2
        (600, 500, (4, 2, "portrait")),  # portrait 4 × 2 = 8; landscape 3 × 3 = 9
        (1000, 700, (4, 4, "landscape")),  # portrait 6 × 3 = 18; landscape 4 × 4 = 16
    ],
)
def test_sheet_counts_a4(w, h, expected):
    assert shape(plan(w, h)) == expected


# Letter printable area with a 5 mm margin: 205.9 × 269.4 mm.
@pytest.mark.parametrize(
    "w, h, expected",
    [
        (380, 380, (2, 2, "portrait")),
        (402, 380, (2, 2, "landscape")),  # 2 × 205.9 − 10 = 401.8 < 402: portrait needs 3 × 2
        (380, 530, (2, 3, "portrait")),  # 2 × 269.4 − 10 = 528.8 < 530: 6 sheets either way
    ],
)
def test_sheet_counts_letter(w, h, expected):
    assert shape(plan(w, h, LETTER)) == expected


def test_margin_and_overlap_change_the_count():
    assert shape(plan(380, 380, margin=10)) == (3, 2, "portrait")  # 2 × 190 − 10 = 370 < 380
    assert shape(plan(390, 390, overlap=12)) == (3, 2, "portrait")  # 2 × 200 − 12 = 388 < 390
    assert shape(plan(380, 380, overlap=20)) == (2, 2, "portrait")  # 2 × 200 − 20 = 380 exactly
    assert shape(plan(380, 380, overlap=0)) == (2, 2, "portrait")


def test_orientation_can_be_forced():
    assert shape(plan(391, 390, orientation="portrait")) == (3, 2, "portrait")
    assert shape(plan(391, 390, orientation="landscape")) == (2, 2, "landscape")


def test_sheets_along_one_axis():
    assert sheets_along(mm(200), mm(200), mm(10)) == 1
    assert sheets_along(mm(390), mm(200), mm(10)) == 2
    assert sheets_along(mm(390.1), mm(200), mm(10)) == 3
    assert sheets_along(mm(580), mm(200), mm(10)) == 3
    assert sheets_along(mm(0.5), mm(200), mm(10)) == 1


def test_largest_board():
    w, h = largest_board(2, 2, A4, margin=mm(5), overlap=mm(10))
    assert (round(to_mm(w), 6), round(to_mm(h), 6)) == (390, 564)
    w, h = largest_board(2, 2, A4, margin=mm(5), overlap=mm(10), landscape=True)
    assert (round(to_mm(w), 6), round(to_mm(h), 6)) == (564, 390)


def test_spans_are_centred_with_cut_lines_4_mm_into_each_band():
    """The cut runs the waste's 4 mm into the band and the rest of it is glue (kit review r30, Rynek
    minor 2: halves of a band made a 4 mm glue strip, which opened)."""
    spans = split_axis(mm(380), mm(200), mm(10))
    assert [round(to_mm(s.start), 6) for s in spans] == [-5, 185]  # 390 covered, 10 spare: 5 each end
    assert [round(to_mm(s.end), 6) for s in spans] == [195, 385]
    first, second = spans
    assert first.cut is None and first.waste is None
    assert round(to_mm(second.cut), 6) == 189  # 185 + 4
    assert [round(to_mm(v), 6) for v in first.glue] == [189, 195]  # hidden under the second sheet
    assert [round(to_mm(v), 6) for v in second.waste] == [185, 189]  # cut away
    assert second.glue is None
    assert (to_mm(first.keep_start), round(to_mm(first.keep_end), 6)) == (0, 189)
    assert (round(to_mm(second.keep_start), 6), round(to_mm(second.keep_end), 6)) == (189, 380)
    # a band narrower than two wastes is cut in its middle, the glue never narrower than the waste
    assert [round(to_mm(v), 6) for v in split_axis(mm(380), mm(200), mm(6))[0].glue] == [190, 193]


def test_labels_and_reading_order():
    p = plan(600, 500)  # portrait 4 × 2
    assert [t.label for t in p.tiles] == ["A1", "B1", "C1", "D1", "A2", "B2", "C2", "D2"]
    assert [column_label(i) for i in (0, 1, 25, 26, 27, 51, 52)] == ["A", "B", "Z", "AA", "AB", "AZ", "BA"]


def test_page_point_maps_the_window_to_the_printable_area():
    p = plan(380, 380)
    tile = p.tiles[1]  # B1, alone on its sheet
    x, y = p.page_point(tile, tile.x.start, tile.y.start)
    assert (round(to_mm(x), 6), round(to_mm(y), 6)) == (5, 292)  # top-left of the printable area
    x, y = p.page_point(tile, tile.x.end, tile.y.end)
    assert (round(to_mm(x), 6), round(to_mm(y), 6)) == (205, 5)


def test_overlap_too_large_is_an_error():
    with pytest.raises(TilingError):
        plan(400, 400, overlap=200)
    with pytest.raises(TilingError):
        plan(400, 400, margin=110)


@settings(max_examples=120, deadline=None, derandomize=True)
@given(length=st.floats(1, 3000), printable=st.floats(60, 400), overlap=st.floats(0, 50))
def test_axis_properties(length, printable, overlap):
    length, printable, overlap = mm(length), mm(printable), mm(overlap)
    spans = split_axis(length, printable, overlap)
    n = len(spans)
    # the fewest sheets: n cover the length, n − 1 do not
    assert n * printable - (n - 1) * overlap >= length - 1e-6
    if n > 1:
        assert (n - 1) * printable - (n - 2) * overlap < length
    # kept regions partition the board exactly, each inside its own window
    assert spans[0].keep_start == 0 and abs(spans[-1].keep_end - length) < 1e-6
    for a, b in zip(spans, spans[1:]):
        assert a.keep_end == b.keep_start == b.cut
        assert abs(b.start - (a.end - overlap)) < 1e-6  # consecutive windows share the overlap band
        assert a.glue == (b.cut, a.end) and b.waste == (b.start, b.cut)
    for s in spans:
        assert s.start - 1e-6 <= s.keep_start <= s.keep_end <= s.end + 1e-6


# ------------------------------------------------------------------------------ seams off the print

from generator.layout.tiling import cut_range, place_cuts, spans_from_cuts  # noqa: E402

P, O = mm(200), mm(10)


def cuts_mm(length_mm, words=(), fields=(), blocks=()):
    as_pt = lambda spans: tuple((mm(a), mm(b)) for a, b in spans)  # noqa: E731
    cuts, crossed = place_cuts(mm(length_mm), P, O, as_pt(words), as_pt(fields), blocks=as_pt(blocks))
    return [round(to_mm(c), 2) for c in cuts], crossed


def test_without_obstacles_the_cut_stays_in_the_middle_of_the_centred_band():
    assert cuts_mm(354) == ([round(to_mm(split_axis(mm(354), P, O)[1].cut), 2)], (0, 0, 0))
    assert cut_range(1, 2, mm(354), P, O) == pytest.approx((mm(158), mm(194)))  # 354 − 200 + 4 … 200 − 6


def test_the_cut_moves_to_the_middle_of_the_empty_background_within_reach():
    assert cuts_mm(354, words=[(150, 180), (185, 230)]) == ([182.5], (0, 0, 0))


def test_words_count_before_fields_and_touching_an_edge_is_not_crossing():
    # the whole reach is covered: a field from 150 to 190 and a word from 188 to 230
    cuts, crossed = cuts_mm(354, words=[(188, 230)], fields=[(150, 190)])
    assert crossed == (0, 0, 1) and 159 <= cuts[0] <= 188
    assert cuts_mm(354, fields=[(150, 175), (175, 230)]) == ([175.0], (0, 0, 0))  # a cell boundary


def test_with_no_way_around_the_fewest_words_are_crossed():
    cuts, crossed = cuts_mm(354, words=[(150, 170), (160, 200), (165, 231)])
    assert crossed == (1, 0, 0) and 158 <= cuts[0] <= 160  # only there does it miss two of them


def test_a_table_counts_between_words_and_fields_and_a_cut_may_run_between_its_rows():
    # kit review r15: a cut ran between the words of a price table's row. Its rows count as words, the
    # table as a whole as a block: a cut avoids the table when it can, even crossing a field instead
    cuts, crossed = cuts_mm(354, blocks=[(150, 185)], fields=[(183, 230)])
    assert crossed == (0, 0, 1) and 185 < cuts[0] <= 195
    # with no way around the table, the cut runs exactly along the edge between two rows (at 177.4 mm,
    # off the 0.25 mm steps), crossing no row; an edge 0.05 mm off still touches
    rows = [(150, 165.1), (165.1, 177.4), (177.4, 190), (190, 231)]
    assert cuts_mm(354, words=rows, blocks=[(150, 231)]) == ([177.4], (0, 1, 0))
    assert cuts_mm(354, words=[(150, 177.33), (177.3, 231)], blocks=[(150, 231)])[1] == (0, 1, 0)


def test_three_sheets_keep_every_band_and_every_window_on_its_sheet():
    length = mm(560)
    cuts, _ = place_cuts(length, P, O, ((mm(180), mm(200)), (mm(370), mm(390))))
    spans = spans_from_cuts(length, P, O, cuts)
    assert len(spans) == 3
    assert spans[0].start <= 0 and spans[-1].end >= length - 1e-6
    for a, b in zip(spans, spans[1:]):
        assert b.cut - b.start == pytest.approx(mm(4))  # waste: 4 mm
        assert a.end - b.cut >= O - mm(4) - 1e-6  # glue: the rest of the band
    assert not any(mm(180) < c < mm(200) or mm(370) < c < mm(390) for c in cuts)


def _plain_place_cuts(length, printable, overlap, words, fields, blocks=()):
    """The cut search written the plain way (every previous cut tried for every cut), as it was
    before the sliding window: the reference the fast search must match exactly, ties included."""
    from generator.layout import tiling as t

    count = sheets_along(length, printable, overlap)
    if count == 1:
        return [], (0, 0, 0)
    default = [span.cut for span in t._centred(length, printable, overlap)[1:]]
    step = printable - overlap
    candidates = []
    for i in range(1, count):
        low, high = cut_range(i, count, length, printable, overlap)
        n = int((high - low) / t.CUT_STEP + t.EPS)
        edges = {e for a, b in words + fields + blocks for e in (a, b) if low - t.EPS <= e <= high + t.EPS}
        positions = sorted({low + k * t.CUT_STEP for k in range(n + 1)} | {high, default[i - 1]} | edges)
        candidates.append([c for c in positions if low - t.EPS <= c <= high + t.EPS])

    near = tuple((a - t.TEXT_CLEAR, b + t.TEXT_CLEAR) for a, b in words)  # a word within 2 mm counts (r29)

    def cost(c, i):
        cut = t.crossings(c, words)
        crossed = (cut, t.crossings(c, near) - cut, t.crossings(c, blocks), t.crossings(c, fields))
        return (*crossed, -round(t.clearance(c, words + fields + blocks), 6), abs(c - default[i]))

    best = {c: (cost(c, 0), [c]) for c in candidates[0]}
    for i in range(1, count - 1):
        nxt = {}
        for c in candidates[i]:
            options = [
                (total, path) for prev, (total, path) in best.items() if overlap - t.EPS <= c - prev <= step + t.EPS
            ]
            if options:
                total, path = min(options, key=lambda o: o[0])
                nxt[c] = (tuple(x + y for x, y in zip(total, cost(c, i))), path + [c])
        best = nxt
    total, path = min(best.values(), key=lambda o: o[0])
    return path, (int(total[0]), int(total[2]), int(total[3]))


_interval = st.tuples(st.integers(-5, 400), st.sampled_from([2, 5, 10, 14, 28])).map(
    lambda s: (mm(s[0]), mm(s[0] + s[1]))
)


@settings(max_examples=25, deadline=None)
@given(
    length=st.integers(200, 900),
    words=st.lists(_interval, max_size=30),
    fields=st.lists(_interval, max_size=20),
    blocks=st.lists(_interval, max_size=6),
)
def test_cut_search_matches_the_plain_search(length, words, fields, blocks):
    """Three or more sheets along an axis: the sliding-window search finds exactly the cuts (and the
    first of equally good ones) that trying every pair of neighbouring cuts finds."""
    words, fields, blocks = tuple(words), tuple(fields), tuple(blocks)
    found = place_cuts(mm(length), P, O, words, fields, blocks=blocks)
    assert found == _plain_place_cuts(mm(length), P, O, words, fields, blocks)


# Sharing sheets: the short tiles of a last row (or the narrow ones of a last column) go several to a
# sheet when each, from its waste strip before its cut line to EDGE (8 mm) beyond the board, fits.


def test_przekret_board_takes_three_a4_sheets_the_lower_strips_stacked_on_one():
    p = plan(380, 380)
    assert (shape(p), p.pieces, p.sheets) == ((2, 2, "portrait"), 4, 3)
    assert [(t.label, t.sheet) for t in p.tiles] == [("A1", 0), ("B1", 1), ("A2", 2), ("B2", 2)]
    a2, b2 = p.tiles[2:]
    # the last cut moved down so that two strips fit 287 mm: 2 × (380 + 8 − (cut − 4)) ≤ 287
    assert round(to_mm(p.rows[1].cut), 2) == 248.5
    assert [round(to_mm(v), 2) for v in (a2.y.start, a2.y.end)] == [244.5, 388]  # cut − 5 … board + 8
    assert a2.offset == (0, 0) and round(to_mm(b2.offset[1]), 2) == 143.5  # B2 right under A2
    # both strips lie inside the printable area: A2 from its top, B2 ending at or above its bottom
    assert round(to_mm(p.page_point(a2, 0, a2.y.start)[1]), 2) == 292
    assert to_mm(p.page_point(b2, 0, b2.y.end)[1]) >= 5 - 1e-6
    # what each tile keeps once assembled is unchanged: cut lines, glue and waste bands as before
    assert [round(to_mm(v), 2) for v in b2.kept] == [189, 248.5, 380, 380]
    assert b2.y.waste is not None and round(to_mm(b2.y.waste[1] - b2.y.waste[0]), 2) == 4
    assert p.tiles[1].y.glue is not None and round(to_mm(p.tiles[1].y.glue[0]), 2) == 248.5


def test_sharing_keeps_the_seams_in_empty_background_when_it_can():
    # words across the board at 240–260 mm and 300–310 mm: the last cut must lie at 248.5 mm or later
    words = Obstacles(y=((mm(240), mm(260)), (mm(300), mm(310))))
    p = plan_tiles(mm(380), mm(380), A4, margin=mm(5), overlap=mm(10), obstacles=words)
    assert p.sheets == 3 and p.crossings == (0, 0, 0)
    cut = to_mm(p.rows[1].cut)
    assert 260 <= cut <= 300


def test_boards_whose_last_strips_are_long_keep_one_tile_per_sheet():
    assert (plan(380, 482).sheets, plan(380, 482).shared) == (4, None)  # Kolekcjonerzy: 205 mm strips at best
    assert (plan(354, 500).sheets, plan(354, 500).shared) == (4, None)  # Rynek
    assert plan(380, 380, orientation="portrait").sheets == 3
    assert plan_tiles(mm(380), mm(380), A4, margin=mm(5), overlap=mm(10), share=False).sheets == 4


def test_a_long_narrow_board_shares_one_sheet():
    p = plan(500, 80)  # two halves of 287 × 96 mm, one above the other on a landscape sheet
    assert (shape(p), p.pieces, p.sheets) == ((2, 1, "landscape"), 2, 1)


def test_share_options_arithmetic():
    # 2 strips of (380 + 8 − cut + 4) mm in 287 mm: cut ≥ 248.5; 3 strips would need cut ≥ 296.3 > 281
    assert [(n, round(to_mm(c), 2)) for n, c in share_options(mm(380), mm(287), mm(10), 2, EDGE)] == [(2, 248.5)]
    assert share_options(mm(380), mm(287), mm(10), 1, EDGE) == []  # nothing to share with
    assert share_options(mm(482), mm(287), mm(10), 2, EDGE) == []
    # four columns of short strips: 4 to a sheet saves 3 sheets; 2 to a sheet saves 2, as 3 would
    found = share_options(mm(300), mm(287), mm(10), 4, EDGE)
    assert [n for n, _ in found] == [4, 2]


def test_narrow_parts_of_a_last_column_share_a_sheet_side_by_side():
    # Kolekcjonerzy's board with a 12 mm margin and 6 mm band: 3 × 2 upright, C1 and C2 narrow
    p = plan(380, 482, margin=12, overlap=6)
    assert (shape(p), p.pieces, p.sheets) == ((3, 2, "portrait"), 6, 5)
    assert [(t.label, t.sheet) for t in p.tiles] == [("A1", 0), ("B1", 1), ("C1", 2), ("A2", 3), ("B2", 4), ("C2", 2)]
    c1, c2 = p.tiles[2], p.tiles[5]
    assert c1.offset == (0, 0) and c2.offset[0] == c1.x.end - c1.x.start and c2.offset[1] == 0
    assert p.page_point(c2, c2.x.end, 0)[0] <= p.margin + p.printable_width + 1e-6


def test_the_glue_width_is_what_a_seam_glues_not_the_whole_overlap_band():
    """The cut runs through the overlap band, so the sheet glued under its neighbour keeps the band less
    its waste: the assembly map once said "zakładka 10 mm" over a 5 mm glue band (kit review r13)."""
    for overlap in (10, 16):
        p = plan(380, 468, overlap=overlap)
        spans = [s.glue for s in p.columns + p.rows if s.glue is not None]
        assert spans
        assert p.glue_width == pytest.approx(min(end - start for start, end in spans))
        assert to_mm(p.glue_width) < overlap - 1
    assert plan(150, 150).glue_width == 0.0  # one sheet: no seam


def test_the_assembly_map_states_the_glue_band_it_prints(bundled_kit):
    from . import pdfcheck

    # r30 (Rynek minor 2): 7 mm where the sheets hold it with the full bleed and marks (Rynek), 5 mm on
    # Kolekcjonerzy's 380 mm wide board, whose seam lies on the middle field border within its 6 mm margin
    for game, glue in (("kolekcjonerzy", 5), ("rynek", 7)):
        job = pdfcheck.job_path(bundled_kit, game, "paper", "long")  # the map: behind the card job's cover
        texts = " ".join(pdfcheck.page_texts(job)[:8])
        assert "zakładka 10 mm" not in texts
        assert f"pas kleju {glue} mm" in texts, game


@pytest.mark.parametrize("size", [(380, 468), (380, 380), (600, 560)])
def test_no_point_of_a_tiled_board_lies_under_more_than_two_layers(size):
    """Kit review r17 (K minor 8): where four parts meet, the glue strips crossed and up to four layers
    of card stacked under the centre cells. With the notches cut (strips.notches), every point of the
    board lies under at most two parts, as every glue strip does. Pure arithmetic on the plan."""
    from generator.draw.kinds.board.strips import notches

    plan = plan_tiles(mm(size[0]), mm(size[1]), A4, margin=mm(5), overlap=mm(10), share=False)
    assert plan.cols > 1 and plan.row_count > 1

    def covers(tile, x, y, cut=True):
        x0 = tile.x.cut if tile.x.cut is not None else tile.x.start
        y0 = tile.y.cut if tile.y.cut is not None else tile.y.start
        inside = x0 < x < tile.x.end and y0 < y < tile.y.end
        holes = notches(plan, tile) if cut else []
        return inside and not any(l < x < r and t < y < b for l, t, r, b in holes)

    for column in plan.columns[1:]:
        for row in plan.rows[1:]:
            x, y = column.cut + mm(1.5), row.cut + mm(1.5)  # inside the strips' crossing
            assert sum(covers(t, x, y, cut=False) for t in plan.tiles) == 4  # without the notches
            assert sum(covers(t, x, y) for t in plan.tiles) == 2, (to_mm(x), to_mm(y))
    step = mm(2)
    for i in range(int(plan.board_width / step)):
        for j in range(int(plan.board_height / step)):
            x, y = (i + 0.5) * step, (j + 0.5) * step
            assert 1 <= sum(covers(t, x, y) for t in plan.tiles) <= 2, (to_mm(x), to_mm(y))
