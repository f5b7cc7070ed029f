"""Imposition arithmetic, tested without a PDF."""

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from generator.layout.imposition import (
    MARK_MIN,
    PAPERS,
    SheetSpec,
    back_position,
    crop_marks,
    even_rows,
    plan_grid,
    sheets_needed,
)
from generator.model.units import mm, to_mm

A4, LETTER = PAPERS["a4"], PAPERS["letter"]


def grid_for(w_mm, h_mm, paper=A4, bleed=3, gap=0, margin=5, rotate=True):
    return plan_grid(
        SheetSpec(mm(w_mm), mm(h_mm), paper, bleed=mm(bleed), gap=mm(gap), margin=mm(margin), allow_rotation=rotate)
    )


@pytest.mark.parametrize(
    "paper, w, h, cols, rows, rotated",
    [
        (A4, 63, 88, 3, 3, False),  # poker cards: the classic 3 × 3, bleed around the block only
        (LETTER, 63, 88, 2, 4, True),  # Letter is 18 mm shorter: 3 × 2 upright loses to 2 × 4 turned
        (A4, 30, 30, 6, 9, False),  # Kolekcjonerzy tiles
        (LETTER, 30, 30, 6, 8, False),
        (A4, 120, 60, 1, 4, False),  # banknotes: 1 × 4 upright beats 2 × 3 (= 6)? no: see next case
        (A4, 150, 70, 1, 3, False),
        (A4, 88, 63, 3, 3, True),  # a landscape card rotates to fit 3 × 3
    ],
)
def test_grids(paper, w, h, cols, rows, rotated):
    grid = grid_for(w, h, paper)
    if (w, h) == (120, 60):
        # rotated 60 × 120 gives 3 × 2 = 6 > 4, so rotation wins
        assert (grid.cols, grid.rows, grid.rotated) == (3, 2, True)
        return
    assert (grid.cols, grid.rows, grid.rotated) == (cols, rows, rotated)


def test_poker_block_is_centred_with_room_for_marks():
    grid = grid_for(63, 88)
    assert to_mm(grid.left) == pytest.approx(10.5)
    assert to_mm(grid.right) == pytest.approx(199.5)
    assert to_mm(grid.bottom) == pytest.approx((297 - 264) / 2)


def test_rotation_can_be_refused():
    grid = grid_for(88, 63, rotate=False)
    assert (grid.cols, grid.rows, grid.rotated) == (2, 4, False)


def test_piece_larger_than_paper_gets_no_grid():
    assert grid_for(300, 300).per_sheet == 0
    assert grid_for(195, 40, rotate=False).per_sheet == 0  # 195 + 2 × (3 + 2) > 200 printable
    assert grid_for(195, 40).per_sheet == 4  # turned, it fits


def test_margin_changes_the_grid():
    assert grid_for(30, 30, margin=5).cols == 6
    assert grid_for(30, 30, margin=12).cols == 5


def test_gap_gives_each_piece_its_own_bleed():
    grid = grid_for(63, 88, gap=6)
    inner = [s for s in grid.slots if 0 < s.col < grid.cols - 1]
    assert all(to_mm(s.bleed_left) == pytest.approx(3) for s in inner)
    butted = grid_for(63, 88, gap=0)
    assert all(s.bleed_left == 0 for s in butted.slots if s.col > 0)


def test_sheet_count():
    grid = grid_for(30, 30)
    assert sheets_needed(48, grid) == 1
    assert sheets_needed(55, grid) == 2
    assert sheets_needed(0, grid) == 0


def test_long_edge_back_mirrors_x():
    grid = grid_for(63, 88)
    first = grid.slots[0]
    x, y = back_position(first, A4, "long")
    assert to_mm(x) == pytest.approx(210 - to_mm(first.x) - 63)
    assert y == pytest.approx(first.y)


def test_short_edge_back_mirrors_y_and_offset_applies():
    grid = grid_for(63, 88)
    first = grid.slots[0]
    x, y = back_position(first, A4, "short", (mm(1), mm(-0.5)))
    assert to_mm(x) == pytest.approx(to_mm(first.x) + 1)
    assert to_mm(y) == pytest.approx(297 - to_mm(first.y) - 88 - 0.5)


def test_crop_marks_stay_outside_bleed_and_printer_margin():
    """The sheet as printed: its bleed fitted to the room the 3 mm marks leave (`fit_bleed`)."""
    from generator.layout.imposition import fit_bleed

    spec = fit_bleed(SheetSpec(mm(63), mm(88), A4))
    grid = plan_grid(spec)
    marks = crop_marks(grid, spec)
    assert len(marks) == 2 * 4 + 2 * 4  # four cut lines each way, a mark at both ends
    for m in marks:
        for x, y in ((m.x1, m.y1), (m.x2, m.y2)):
            assert mm(5) - 1e-6 <= x <= A4.width - mm(5) + 1e-6
            assert mm(5) - 1e-6 <= y <= A4.height - mm(5) + 1e-6
            inside_bleed_x = grid.left - spec.bleed < x < grid.right + spec.bleed
            inside_bleed_y = grid.bottom - spec.bleed < y < grid.top + spec.bleed
            assert not (inside_bleed_x and inside_bleed_y)
        assert abs(m.x2 - m.x1) + abs(m.y2 - m.y1) >= MARK_MIN - 1e-6


@settings(max_examples=200, deadline=None)
@given(
    w=st.floats(10, 250),
    h=st.floats(10, 250),
    bleed=st.floats(0, 5),
    gap=st.floats(0, 10),
    margin=st.floats(3, 12),
    letter=st.booleans(),
)
def test_every_slot_with_bleed_stays_inside_the_printable_area(w, h, bleed, gap, margin, letter):
    paper = LETTER if letter else A4
    spec = SheetSpec(mm(w), mm(h), paper, bleed=mm(bleed), gap=mm(gap), margin=mm(margin))
    grid = plan_grid(spec)
    for s in grid.slots:
        assert s.x - s.bleed_left >= mm(margin) - 1e-6
        assert s.x + s.width + s.bleed_right <= paper.width - mm(margin) + 1e-6
        assert s.y - s.bleed_bottom >= mm(margin) - 1e-6
        assert s.y + s.height + s.bleed_top <= paper.height - mm(margin) + 1e-6
    slots = grid.slots
    for a in slots:  # no two pieces overlap
        for b in slots:
            if a.index < b.index:
                assert (
                    a.x + a.width <= b.x + 1e-6
                    or b.x + b.width <= a.x + 1e-6
                    or a.y + a.height <= b.y + 1e-6
                    or b.y + b.height <= a.y + 1e-6
                )


def test_free_span_finds_the_widest_stretch_no_crop_mark_crosses():
    from generator.layout.imposition import Mark, free_span

    spec = SheetSpec(piece_width=mm(63), piece_height=mm(88), paper=PAPERS["a4"])
    band = (mm(5), mm(8))
    marks = [
        Mark(mm(40), mm(2), mm(40), mm(9)),  # crosses the band: splits it
        Mark(mm(150), mm(20), mm(150), mm(30)),  # above the band: ignored
        Mark(mm(170), mm(6), mm(200), mm(6)),
    ]  # horizontal, in the band: blocks 170–200 mm
    width, centre = free_span(marks, spec, band)
    assert (round(width / mm(1), 6), round(centre / mm(1), 6)) == (130.0, 105.0)
    assert free_span([], spec, band) == pytest.approx((spec.paper.width - 2 * spec.margin, spec.paper.width / 2))


def test_free_column_finds_the_longest_stretch_of_a_side_margin_no_crop_mark_crosses():
    from generator.layout.imposition import Mark, free_column

    spec = SheetSpec(piece_width=mm(64), piece_height=mm(40), paper=PAPERS["a4"])
    band = (mm(5), mm(7.4))
    marks = [
        Mark(mm(5), mm(100), mm(7), mm(100)),  # a row's mark in the left margin: splits the band
        Mark(mm(5), mm(140), mm(7), mm(140)),
        Mark(mm(203), mm(200), mm(205), mm(200)),  # right margin: ignored
    ]
    length, centre = free_column(marks, spec, band)
    assert (round(length / mm(1), 6), round(centre / mm(1), 6)) == (152.0, 216.0)
    assert free_column([], spec, band) == pytest.approx((spec.paper.height - 2 * spec.margin, spec.paper.height / 2))


def test_a_sheet_filled_to_its_crop_marks_keeps_room_for_its_label_under_the_pieces():
    """Przekręt's notes (63 × 39 mm since r21, 64 × 40 before) and Rynek's (64 × 31 mm), with no bleed, fill an A4 sheet 3 × 7 and
    3 × 9: the room every cut's 3 mm marks keep below the block (starting on the cut line: the notes
    keep a white margin inside it) holds the sheet's label too (kit review r15: with 1.5 mm of bleed
    the column marks of the 64 × 40 mm notes had no room; with it, 3 mm marks fit no third column)."""
    from generator.draw.labels import LABEL_ROOM

    for size, bleed, fits in (
        ((64, 40), 0, (3, 7)),
        ((63, 39), 0, (3, 7)),
        ((64, 31), 0, (3, 9)),
        ((63, 88), 3, (3, 3)),
    ):
        grid = grid_for(*size, bleed=bleed)
        assert (grid.cols, grid.rows) == fits
        assert grid.bottom - min(mm(bleed), mm(1.5)) - mm(5) >= LABEL_ROOM
    assert grid_for(64, 40, bleed=1.5, rotate=False).cols == 2


def test_fit_tries_the_smallest_size_even_when_the_steps_jump_over_it():
    from generator.draw.fonts import SANS
    from generator.draw.layout_fonts import register_fonts
    from generator.draw.text import fit, text_width

    register_fonts()
    width = text_width("POMARAŃCZOWY", SANS, 6.0) + 0.01
    fitted = fit("POMARAŃCZOWY", SANS, width, max_size=11.34, min_size=6.0)  # steps: 11.34 … 6.09, 5.84
    assert fitted is not None and fitted.size == 6.0


def test_butted_pieces_reach_under_the_neighbour_drawn_after_them():
    """C7: butted token squares left light hairlines where their anti-aliased edges met; each piece
    now reaches SEAM_OVERLAP under the next column's and the next row's piece, on the page sides
    where those land, and keeps its own bleed where it has one."""
    from generator.draw.sheets import SEAM_OVERLAP, seam_overlaps

    b = mm(2)
    assert seam_overlaps(b, 0, 0, b, ("right", "bottom")) == (b, SEAM_OVERLAP, SEAM_OVERLAP, b)  # front
    assert seam_overlaps(0, b, 0, 0, ("left", "bottom")) == (SEAM_OVERLAP, b, SEAM_OVERLAP, 0)  # long-edge back
    assert seam_overlaps(0, 0, 0, 0, ("right", "top")) == (0, SEAM_OVERLAP, 0, SEAM_OVERLAP)  # short-edge back
    assert seam_overlaps(0, 0, 0, 0, ()) == (0, 0, 0, 0)  # pieces drawn in no grid order: clipped to the trim


def test_even_rows_lay_a_one_sheet_set_in_rows_of_equal_length():
    assert even_rows(12, 9, 3) == (6, 2)  # twelve pawns: 6 + 6, not 9 + 3
    assert even_rows(6, 9, 3) == (6, 1)
    assert even_rows(10, 9, 3) == (5, 2)
    assert even_rows(19, 9, 3) == (7, 3)  # 7 + 7 + 5: the last row short by fewer than the rows
    assert even_rows(27, 9, 3) == (9, 3)
    assert even_rows(28, 9, 3) == (9, 3)  # more than a sheet: full rows
    assert even_rows(None, 9, 3) == (9, 3)


def test_a_pawn_strip_grid_with_an_even_count_is_two_rows_of_six_centred():
    strip = SheetSpec(piece_width=mm(21), piece_height=mm(88), paper=PAPERS["a4"], bleed=mm(2))
    full = plan_grid(strip)
    assert (full.cols, full.rows) == (9, 3)
    even = plan_grid(replace(strip, even_count=12))
    assert (even.cols, even.rows, even.per_sheet) == (6, 2, 12)
    assert even.left == pytest.approx(PAPERS["a4"].width - even.right)  # centred across
    assert even.bottom == pytest.approx(PAPERS["a4"].height - even.top)  # and down


def test_a_crop_mark_stops_half_a_millimetre_inside_the_printer_margin_when_it_can():
    from generator.layout.imposition import INK_SAFETY, MARK_MAX, MARK_MIN, mark_end

    margin = mm(5)
    # room to spare: the mark stops 0.5 mm short of the margin, towards either edge
    assert mark_end(mm(10), margin, -1) == pytest.approx(margin + INK_SAFETY)
    assert mark_end(mm(200), mm(210) - margin, 1) == pytest.approx(mm(210) - margin - INK_SAFETY)
    # far from the margin: MARK_MAX long
    assert mark_end(mm(20), margin, -1) == pytest.approx(mm(20) - MARK_MAX)
    # too tight for MARK_MIN short of the margin: the mark still stops INK_SAFETY short of it (kit review
    # r14: marks from exactly 5 mm are clipped); shorter than MARK_MIN, the caller drops it
    start = margin + MARK_MIN + mm(0.2)
    assert mark_end(start, margin, -1) == pytest.approx(margin + INK_SAFETY)
    assert start - mark_end(start, margin, -1) < MARK_MIN


def test_card_sheets_keep_their_ink_half_a_millimetre_inside_the_printer_margin(bundled_kit):
    """Measured at 200 dpi (one pixel is 0.127 mm): the decks' crop marks and sheet labels stop at
    5.5 mm from every edge, so printer drift or a coarse measurement never reads them as under 5 mm."""
    import numpy as np

    from . import pdfcheck

    job = pdfcheck.job_path(bundled_kit, "rynek", "card", "long")
    for index in range(2, 18):  # the deck sheets after the cover and its registration page
        ink = np.asarray(pdfcheck.render(job, index, dpi=200).convert("L")) < 250
        ys, xs = np.nonzero(ink)
        h, w = ink.shape
        edge = min(xs.min(), w - 1 - xs.max(), ys.min(), h - 1 - ys.max()) * 25.4 / 200
        assert edge >= 5.4, (index + 1, round(edge, 2))


def test_a_label_on_its_side_keeps_1_mm_inside_the_printer_margin_where_the_side_margin_allows():
    """Art Society's painting sheets have ~9 mm beside the tiles: the label's letters start 1 mm inside
    the 5 mm printer margin (6 mm from the paper's edge); Rynek's notes leave 2.5 mm: as far in as fits."""
    from generator.draw.labels import SIDE_ROOM, side_inset

    assert side_inset(mm(9)) == pytest.approx(mm(1))
    assert side_inset(SIDE_ROOM + mm(0.3)) == pytest.approx(mm(0.65))
    # at the least, the letters' tops (0.15 mm short of 0.8 × the size) stay INK_SAFETY inside the
    # margin: 5.5 mm from the paper's edge (kit review r14: Rynek's money labels at 5.2 mm)
    assert side_inset(SIDE_ROOM) == pytest.approx(mm(0.35))


def test_every_crop_mark_of_a_tight_deck_is_3_mm_long_and_ink_stays_5_5_mm_from_the_edge():
    """Rynek's 63 x 88 mm cards, 3 x 3 on A4: 10.5 mm beside the block. With 3 mm of bleed the side
    marks were 1.5 mm (kit review r13); the bleed gives way to 1.5 mm so every mark is MARK_GOAL long
    and still stops INK_SAFETY inside the printer margin; the sheet keeps its nine cards."""
    from generator.layout.imposition import BLEED_MIN, INK_SAFETY, MARK_GOAL, fit_bleed

    spec = SheetSpec(mm(63), mm(88), PAPERS["a4"], bleed=mm(3))
    fitted = fit_bleed(spec)
    assert plan_grid(fitted).per_sheet == plan_grid(spec).per_sheet == 9
    assert BLEED_MIN <= fitted.bleed < spec.bleed
    grid = plan_grid(fitted)
    for m in crop_marks(grid, fitted):
        assert abs(m.x2 - m.x1) + abs(m.y2 - m.y1) >= MARK_GOAL - 1e-6
        for v, size in ((m.x1, PAPERS["a4"].width), (m.x2, PAPERS["a4"].width)):
            assert min(v, size - v) >= fitted.margin + INK_SAFETY - 1e-6
    # where the margin is wide, the bleed is left as it is
    roomy = SheetSpec(mm(60), mm(60), PAPERS["a4"], bleed=mm(3))
    assert fit_bleed(roomy) == roomy


def _runs_mm(line, dpi: int) -> list[float]:
    """Lengths in mm of the runs of True in a row or column of pixels."""
    out, length = [], 0
    for v in list(line) + [False]:
        if v:
            length += 1
        elif length:
            out.append(length * 25.4 / dpi)
            length = 0
    return out


def test_crop_marks_on_the_printed_sheets_are_at_least_3_mm(bundled_kit):
    """Rendered check, one per class (kit review r13: 1.5 mm ticks): the side marks of Rynek's deck
    sheet (a grid sheet), the top marks of Kolekcjonerzy's token back (a band sheet, no labels on a
    back; the back's colour reaches the marks' start): every mark in the margin strip is 3 mm long (2.9 at 200 dpi). Przekręt's Losy keep their
    full bleed at the sides instead (r23, `fit_full_bleed`: test_przekret_grid)."""
    import numpy as np

    from . import pdfcheck

    dpi = 200
    px = dpi / 25.4
    for game, page in (("rynek", 0),):  # a card job is card alone: its first page is a sheet
        job = pdfcheck.job_path(bundled_kit, game, "card", "long")
        grey = np.asarray(pdfcheck.render(job, page, dpi=dpi).convert("L"))
        ink, cols = grey < 200, (grey < 250).mean(axis=0)
        block = int(np.argmax(cols > 0.5))  # the first column the pieces fill
        strip = ink[:, : block - 1]
        # a mark reaches to 0.5 mm off the bleed, the strip's inner end; so may a ticket turned on its
        # side (r18: 7 pt), whose letters' rows are left out, and its ruler (the 50 mm line, its ticks)
        near = strip[:, -int(1.5 * px) :].any(axis=1)
        height = grey.shape[0]
        for index, _, _, _, (_, bottom, right, top) in pdfcheck.printed_text(job):
            if index == page and right * px * 25.4 / 72 < block:
                near[max(height - int(top * px * 25.4 / 72) - 2, 0) : height - int(bottom * px * 25.4 / 72) + 2] = False
        for col in strip[:, -int(1.5 * px) :].T:
            runs = np.flatnonzero(np.diff(np.concatenate(([0], col.astype(int), [0]))))
            for a, b in zip(runs[::2], runs[1::2]):
                if (b - a) / px > 45:
                    near[max(a - int(8 * px), 0) : b + int(8 * px)] = False
        lengths = [_runs_mm(row, dpi)[-1] for row, hit in zip(strip, near) if hit]
        assert lengths, game
        assert min(lengths) >= 2.9, (game, round(min(lengths), 2))
    job = pdfcheck.job_path(bundled_kit, "kolekcjonerzy", "card", "long")
    grey = np.asarray(pdfcheck.render(job, 3, dpi=dpi).convert("L"))
    ink = grey < 200
    block = int(np.argmax((grey < 250).mean(axis=1) > 0.5))  # the first row the token block's back fills
    # a back runs 2 mm past its outer cuts (r27 K minor 7), up to where its marks begin: a mark is
    # the thin ink with paper on both sides of it, read down to the back's edge
    thin = ink & ~np.roll(grey < 250, 3, axis=1) & ~np.roll(grey < 250, -3, axis=1)
    strip = thin[int(5 * px) : block + 1, :]
    near = strip[-int(1.5 * px) :, :].any(axis=0)
    lengths = [_runs_mm(col, dpi)[-1] for col, hit in zip(strip.T, near) if hit]
    assert lengths
    assert min(lengths) >= 2.9, round(min(lengths), 2)


def test_a_gutter_between_differently_coloured_pieces_never_costs_a_sheet():
    """Rynek's factory boards (188 × 127 mm, 1.5 mm bleed), each in its owner's colour: on A4 they lie
    12 mm apart, each with its own full bleed and crop marks for both edges inside the gap; on Letter
    only twice the bleed fits beside two boards with 3 mm marks above and below them, and the sheet
    still holds two (kit review r14, R major 1; r15: 3 mm marks)."""
    from generator.draw.kinds.sheet_fits import with_gutter
    from generator.layout.imposition import PAPERS, SheetSpec, crop_marks, plan_grid

    for paper, gap in (("a4", 12), ("letter", 3)):
        butted = SheetSpec(piece_width=mm(188), piece_height=mm(127), paper=PAPERS[paper], bleed=mm(1.5))
        spec = with_gutter(butted, mm(12))
        grid = plan_grid(spec)
        assert grid.per_sheet == plan_grid(butted).per_sheet == 2
        assert spec.gap == pytest.approx(mm(gap))
        upper, lower = sorted(grid.slots, key=lambda s: -s.y)
        assert upper.y - (lower.y + lower.height) == pytest.approx(mm(gap))
        assert upper.bleed_bottom == lower.bleed_top == pytest.approx(mm(1.5))
        if paper == "a4":  # a tick on each board's corner inside the gap
            ticks = [m for m in crop_marks(grid, spec) if m.x1 == m.x2]  # across the gap
            inside = [m for m in ticks if lower.y + lower.height < min(m.y1, m.y2) and max(m.y1, m.y2) < upper.y]
            assert {round(min(m.y1, m.y2) - (lower.y + lower.height), 3) for m in inside} >= {round(mm(2), 3)}
            assert len(inside) == 4


def test_a_gutter_keeps_each_pieces_own_bleed_before_its_full_width():
    """Rynek's factory boards at a print shop's 3 mm bleed (kit review r19, R minor 3): on A4 (186 mm
    wide) the 12 mm gutter holds both 3 mm bleeds; Letter's height holds no gap of twice 3 mm beside two
    boards with 3 mm marks, so the bleed steps down until each board keeps its own (the boards used to
    butt there, gap 0, a neighbour's colour on every cut)."""
    from generator.draw.kinds.sheet_fits import sheet_spec
    from generator.layout.imposition import PAPERS, plan_grid
    from generator.model.core import BuildOptions

    for paper in ("a4", "letter"):
        spec = sheet_spec(mm(186), mm(127), mm(3), 0.0, BuildOptions(paper=PAPERS[paper]), gutter=mm(12))
        assert plan_grid(spec).per_sheet == 2
        assert spec.gap >= 2 * spec.bleed - 1e-6 > 0
        assert spec.bleed >= (mm(3) if paper == "a4" else mm(1.5)) - 1e-6, (paper, spec.bleed / mm(1))


def test_the_shortest_crop_mark_of_every_print_job_is_3_mm(bundled_kit):
    """Every crop mark of every page of every game's print jobs, read from the PDF's own strokes (kit
    review r15: 1.4 mm ticks on Kolekcjonerzy's token rows, 1.5 mm on the money, 2 mm at the boards'
    corners): none shorter than MARK_MIN, 3 mm, long enough to lay a rule on. A board's home sheets'
    bolder corner arms lie past its bleed since r28 and may be as short as SHORT_MARK_MIN where the room past
    the board is short (Art Society's one-sheet boards: 2 mm). The one exception is asked for by the data: pieces whose colour runs to
    every cut keep their full 3 mm of bleed where the margin holds no 3 mm mark beside it, their marks
    there SHORT_MARK_MIN (r23, Przekręt minor 2: the Losy and the lease cards)."""
    from generator.draw.kinds.board.pdf import HOME_MARK_WIDTH

    from . import pdfcheck

    jobs = sorted(bundled_kit.glob("*/druk/*.pdf"))
    assert len(jobs) == 18  # a job per stock and sides: Art Society 3 (its aids join the 250–300 g job), the others 5
    shortest, boards = {}, {}
    for job in jobs:
        for index in range(pdfcheck.page_count(job)):
            marks = pdfcheck.crop_marks_mm(job, index)
            if marks:
                shortest[(job.parent.parent.name, job.name, index + 1)] = round(min(m[4] for m in marks), 2)
            board = pdfcheck.crop_marks_mm(job, index, width=HOME_MARK_WIDTH)
            if board:
                boards[(job.parent.parent.name, job.name, index + 1)] = round(min(m[4] for m in board), 2)
    assert len(shortest) >= 90 and len(boards) >= 10  # the marks are found: every sheet of pieces has them
    # a board's corner arms lie past its bleed on white card (r28, Przekręt minor 4; docs/print-decisions.md):
    # where the sheet's room past the board is short, as short as a full-bleed card's marks, never under it
    assert all(mm_ >= 1.49 for mm_ in boards.values()), boards
    full_bleed = {("przekret", "4-karton-250-300-dwustronnie-dluga-krawedz.pdf")}  # the Losy
    full_bleed |= {("przekret", "5-karton-250-300-jednostronnie.pdf")}  # its lease pages
    short = {page: mm_ for page, mm_ in shortest.items() if mm_ < 2.99}
    assert {page: mm_ for page, mm_ in short.items() if page[:2] not in full_bleed} == {}
    assert all(mm_ >= 1.49 for mm_ in short.values()), short


def _marks_mistaken(marks, clear: float = 3.0) -> list[tuple]:
    """Pairs of crop marks (mm, as pdfcheck.crop_marks_mm) of two different rows that a cutter may take
    for each other: parallel, less than `clear` apart along their direction (facing across a gap, or
    end to end), and `clear` or less beside each other but not on one line."""
    found = []
    for axis in (0, 1):  # vertical ticks (their x), then horizontal ones (their y)
        other = 1 - axis
        ticks = [m for m in marks if abs(m[axis] - m[axis + 2]) < 0.01]  # x1 == x2, then y1 == y2
        for i, a in enumerate(ticks):
            for b in ticks[i + 1 :]:
                at_a, at_b = a[axis], b[axis]
                span_a = sorted((a[other], a[other + 2]))
                span_b = sorted((b[other], b[other + 2]))
                if abs(span_a[0] - span_b[0]) < 0.05 and abs(span_a[1] - span_b[1]) < 0.05:
                    continue  # one row of marks (one band's, one grid's)
                along = max(span_b[0] - span_a[1], span_a[0] - span_b[1], 0.0)
                if along < clear - 0.05 and 0.05 < abs(at_a - at_b) <= clear + 0.05:
                    found.append((round(at_a, 1), round(at_b, 1), round(along, 1)))
    return found


def test_no_crop_mark_stands_beside_another_groups(bundled_kit):
    """Kit review r19, P minor 3: on Przekręt's token, pawn and die sheet the die net's ticks stood 1.9 mm
    beside the room tokens' column ticks, the room tokens' 1 mm beside the apartments' (end to end at
    the gap's middle), an apartment tick 3 mm between the two pawn strips' cuts: a rule laid on the
    wrong one cuts a column 1–2 mm off. On every page of every print job, two marks of different rows
    less than 3 mm apart along their direction lie on one line or more than 3 mm beside each other."""
    from . import pdfcheck

    jobs = sorted(bundled_kit.glob("*/druk/*.pdf"))
    assert len(jobs) == 18
    found = {}
    for job in jobs:
        for index in range(pdfcheck.page_count(job)):
            mistaken = _marks_mistaken(pdfcheck.crop_marks_mm(job, index))
            if mistaken:
                found[(job.parent.parent.name, job.name, index + 1)] = mistaken[:3]
    assert found == {}


@pytest.mark.parametrize("game", ["przekret", "rynek"])
def test_every_cut_of_a_money_sheet_is_marked_at_both_ends(bundled_kit, game):
    """Przekręt's notes had no column marks and 1.5 mm row stubs (kit review r15, P major 1): on every
    money sheet each column cut has a 3 mm mark above and below the block, each row cut one left and
    right of it."""
    from . import pdfcheck

    money = bundled_kit / game / "banknoty.pdf"
    sheets = 0
    for index in range(pdfcheck.page_count(money)):
        marks = pdfcheck.crop_marks_mm(money, index)
        if not marks:  # the guide and the calibration page
            continue
        sheets += 1
        vertical = [m for m in marks if abs(m[0] - m[2]) < 0.01]
        horizontal = [m for m in marks if abs(m[1] - m[3]) < 0.01]
        columns = sorted({round(m[0], 1) for m in vertical})
        rows = sorted({round(m[1], 1) for m in horizontal})
        assert len(columns) == 4, (index, columns)  # three notes across: four cuts
        assert len(rows) >= 2
        for x in columns:
            ends = [m for m in vertical if round(m[0], 1) == x]
            assert {min(m[1], m[3]) < 20 for m in ends} == {True, False}, (index, x)  # below and above
        for y in rows:
            ends = [m for m in horizontal if round(m[1], 1) == y]
            assert {min(m[0], m[2]) < 20 for m in ends} == {True, False}, (index, y)
        assert min(m[4] for m in marks) >= 2.99
    assert (
        sheets == {"przekret": 28, "rynek": 20}[game]
    )  # every side of every sheet: 14 and 10 sheets (Rynek r17: 120 × 10, 38 × 100)


def test_cards_whose_head_and_foot_differ_lie_apart_across_them_where_no_sheet_is_lost():
    """Rynek's cards, 88 x 63 mm, a coloured header over a cream foot (kit review r15, R minor 2):
    butted, nine fit a sheet turned, the header of one on the foot of the next. Kept apart across heads
    and feet by twice a 3 mm bleed, eight fit upright, and the two decks of 32 still take 4 sheets
    each; each card has its full bleed at those cuts and 3 mm outer bleed."""
    from generator.draw.kinds.sheet_fits import with_ends_apart

    butted = SheetSpec(mm(88), mm(63), PAPERS["a4"], bleed=mm(3))
    assert (plan_grid(butted).per_sheet, plan_grid(butted).rotated) == (9, True)
    spec = with_ends_apart(butted, (32, 32))
    grid = plan_grid(spec)
    assert (grid.cols, grid.rows, grid.rotated) == (2, 4, False)
    assert (grid.gap_x, grid.gap_y) == (0, pytest.approx(mm(6)))
    assert sheets_needed(32, grid) == sheets_needed(32, plan_grid(butted)) == 4
    assert spec.bleed == pytest.approx(mm(3))
    assert all(s.bleed_top == s.bleed_bottom == pytest.approx(mm(3)) for s in grid.slots)
    # a set a sheet would lose a card for keeps the butted grid
    assert with_ends_apart(butted, (9,)).ends_gap == 0


def test_an_ends_gap_turns_with_the_pieces():
    """The gap between heads and feet lies between rows of upright pieces and between columns of turned
    ones."""
    upright = plan_grid(SheetSpec(mm(60), mm(40), PAPERS["a4"], bleed=mm(1.5), allow_rotation=False, ends_gap=mm(3)))
    assert (upright.gap_x, upright.gap_y) == (0, pytest.approx(mm(3)))
    turned = plan_grid(SheetSpec(mm(250), mm(20), PAPERS["a4"], bleed=mm(1.5), ends_gap=mm(3)))
    assert turned.rotated and (turned.gap_x, turned.gap_y) == (pytest.approx(mm(3)), 0)


def test_the_foot_marks_stop_above_the_label_line_where_they_stay_3_mm_long():
    """Kit review r18: a tile sheet's marks every 30 mm reached into the label's line at the foot and
    left the ticket no stretch for its ruler. The bottom marks stop FOOT_LINE over the printer margin
    where they stay MARK_MIN long, FOOT_LINE_RAISED over it where they can (r26: the line raised to stay
    7 mm from the paper's edge); under a block that leaves less room they reach down as before (the
    label goes elsewhere); the line holds a 7 pt label on its baseline and the ruler's longest tick."""
    from generator.draw.labels import LABEL_BASE, LABEL_SIZE, LINE_MARGIN
    from generator.draw.ticket_items import RULER_TICKS
    from generator.layout.imposition import FOOT_LINE, FOOT_LINE_RAISED, INK_SAFETY

    assert LABEL_BASE + LABEL_SIZE[0] * 0.8 <= FOOT_LINE and LABEL_BASE + max(RULER_TICKS) <= FOOT_LINE
    assert LINE_MARGIN - mm(5) + LABEL_BASE + LABEL_SIZE[0] * 0.8 <= FOOT_LINE_RAISED + 1e-6
    margin = mm(5)
    for size, bleed in (((30, 30), 3), ((63, 88), 3), ((64, 40), 0)):
        grid = grid_for(*size, bleed=bleed)
        spec = SheetSpec(mm(size[0]), mm(size[1]), A4, bleed=mm(bleed), margin=margin)
        foot = [m for m in crop_marks(grid, spec) if m.x1 == m.x2 and max(m.y1, m.y2) <= grid.bottom + 1e-6]
        assert foot, size
        ends = {round(to_mm(min(m.y1, m.y2)), 3) for m in foot}
        lengths = {round(to_mm(abs(m.y2 - m.y1)), 3) for m in foot}
        room = to_mm(grid.bottom - spec.bleed) - to_mm(margin + FOOT_LINE + INK_SAFETY)
        raised = to_mm(grid.bottom - spec.bleed) - to_mm(margin + FOOT_LINE_RAISED + INK_SAFETY)
        if raised >= to_mm(MARK_MIN) + 0.5:  # the mark's offset from the bleed and its 3 mm
            line = margin + FOOT_LINE_RAISED
            assert ends == {round(to_mm(line + INK_SAFETY), 3)} or min(ends) > to_mm(line)
        elif room >= to_mm(MARK_MIN) + 0.5:
            assert ends == {round(to_mm(margin + FOOT_LINE + INK_SAFETY), 3)} or min(ends) > to_mm(margin + FOOT_LINE)
        else:
            assert min(ends) < to_mm(margin + FOOT_LINE), size
        assert min(lengths) >= to_mm(MARK_MIN) - 1e-6, size
