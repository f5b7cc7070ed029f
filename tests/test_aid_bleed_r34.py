"""The player aids as card pieces (kit review r34, all four games: R minor 1, P minor 1, K minor 2, AS minor 6):
every aid had a thin frame 3.4 mm inside its cut with its text 1.1 mm from it, so a 0.5 mm cut or a back printed
1.5 mm off left a visibly lopsided white border (1.9 against 4.9 mm), and it was the only coloured piece without
bleed. Now an aid's colour (its head band, a game's ground) runs BLEED past the trim, nothing is drawn near a cut
that a shift could make uneven, and the text keeps a safe area. Measured on the printed aid: the upper card of the
first sheet, its front (the file's page 3, after the guide page and its back) and its back (page 4)."""

from __future__ import annotations

import pytest

from generator.draw.kinds import aid_page
from generator.layout.imposition import BLEED_MIN, INK_SAFETY, PAPERS, back_position, crop_marks, plan_grid
from generator.model.units import mm

from . import pdfcheck
from .test_aid_r32 import GAMES, MM, rendered_aids


@pytest.fixture(scope="module")
def aids(tmp_path_factory):
    """game → (path of its aid's file, the aid's spec, the game)."""
    return rendered_aids(tmp_path_factory.mktemp("aids"))


@pytest.mark.parametrize("per_sheet", aid_page.PER_SHEET)
@pytest.mark.parametrize("paper", PAPERS.values(), ids=lambda p: p.name)
def test_every_aid_card_keeps_a_full_bleed_with_its_marks_outside_it(paper, per_sheet):
    """Pure layout: each card keeps BLEED (3 mm) past every cut it shares a gutter with (each card's own up to the
    gap's middle) and BLEED_MIN or more at the sheet's edges (the back's shift the kit lets pass, as every card
    sheet's bleed gives way to its crop marks there); the marks start beyond it and nothing lies in the printer's
    margin."""
    spec = aid_page.sheet_spec(paper, per_sheet=per_sheet)
    grid = plan_grid(spec)
    assert len(grid.slots) == per_sheet
    assert aid_page.BLEED >= mm(3)
    for slot in grid.slots:
        sides = (
            (slot.bleed_left, slot.col == 0),
            (slot.bleed_right, slot.col == grid.cols - 1),
            (slot.bleed_top, slot.row == 0),
            (slot.bleed_bottom, slot.row == grid.rows - 1),
        )
        for bleed, outer in sides:
            assert bleed >= (BLEED_MIN if outer else aid_page.BLEED) - 1e-6, (slot, sides)
    for mark in crop_marks(grid, spec):
        for slot in grid.slots:  # no mark within a card's bleed
            inside_x = slot.x - slot.bleed_left < max(mark.x1, mark.x2) and min(mark.x1, mark.x2) < (
                slot.x + slot.width + slot.bleed_right
            )
            inside_y = slot.y - slot.bleed_bottom < max(mark.y1, mark.y2) and min(mark.y1, mark.y2) < (
                slot.y + slot.height + slot.bleed_top
            )
            assert not (inside_x and inside_y), (mark, slot)
        edge = spec.margin + INK_SAFETY - 1e-6
        assert min(mark.x1, mark.x2, mark.y1, mark.y2) >= edge
        assert paper.width - max(mark.x1, mark.x2) >= edge and paper.height - max(mark.y1, mark.y2) >= edge


def _upper_slot(spec):
    return max(plan_grid(aid_page.sheet_spec(PAPERS["a4"], per_sheet=spec.per_sheet)).slots, key=lambda s: (s.y, -s.x))


@pytest.mark.parametrize("game_id", GAMES)
def test_no_rim_or_outline_near_an_aids_cut_its_colour_runs_into_the_bleed(aids, game_id):
    """Along each side cut and the foot cut of a card, front and back, the paper from 1 mm outside the cut to
    3.5 mm inside it is one even colour, the card's own ground running through the cut (white paper, or Rynek's
    cream): no frame line a cut or a shifted back could show lopsided. At the head the game's band runs through
    the top cut the same way."""
    path, spec, _ = aids[game_id]
    paper = PAPERS["a4"]
    slot = _upper_slot(spec)
    dpi = 150
    px = dpi / 72
    for page in (2, 3):
        image = pdfcheck.render(path, page, dpi=dpi, mode="RGB")
        x, y = back_position(slot, paper, "long") if page == 3 else (slot.x, slot.y)
        top = paper.height - (y + slot.height)  # the card's top cut, from the page's top, in pt
        foot = top + slot.height

        def colour(cx: float, cy: float) -> tuple:
            return image.getpixel((round(cx * px), round(cy * px)))

        def even(points) -> bool:
            first = colour(*points[0])
            return all(max(abs(a - b) for a, b in zip(colour(*p), first)) <= 8 for p in points)

        # to 1 mm short of the safe area (aid_page.MARGIN, 4.5 mm), where text and what frames it may begin: a
        # note's 2-pt bar at its edge reaches 4.0 mm (r34 merge: Rynek's example box at the back's 65 %)
        depths = [d * MM for d in (-1.0, -0.5, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5)]
        assert depths[-1] <= aid_page.MARGIN - MM
        for share in (0.35, 0.5, 0.65, 0.8):  # down each side cut, under the band
            cy = top + share * slot.height
            assert even([(x + d, cy) for d in depths]), (page + 1, "left", share)
            assert even([(x + slot.width - d, cy) for d in depths]), (page + 1, "right", share)
        for share in (0.2, 0.5, 0.8):  # along the foot cut
            cx = x + share * slot.width
            assert even([(cx, foot - d) for d in depths]), (page + 1, "foot", share)
            band = [(cx, top + d) for d in depths if d < aid_page.band_depth(spec.per_sheet) - 0.5 * MM]
            assert even(band), (page + 1, "head", share)
            accent = tuple(int(spec.accent[i : i + 2], 16) for i in (1, 3, 5))
            assert max(abs(a - b) for a, b in zip(colour(*band[0]), accent)) <= 12, (page + 1, colour(*band[0]))


@pytest.mark.parametrize("game_id", GAMES)
def test_an_aids_text_keeps_its_safe_area(aids, game_id):
    """Every printed character of the upper card, front and back, at least 3.5 mm inside its side and foot cuts
    and 2.5 mm under the foot of its head band (r34: 1.1 mm from a frame 3.4 mm in)."""
    path, spec, _ = aids[game_id]
    paper = PAPERS["a4"]
    slot = _upper_slot(spec)
    chars = pdfcheck.printed_text(path)
    for page in (2, 3):
        x, y = back_position(slot, paper, "long") if page == 3 else (slot.x, slot.y)
        on_card = [
            c
            for c in chars
            if c[0] == page and c[1].strip() and x <= c[4][0] <= x + slot.width and y <= c[4][1] <= y + slot.height
        ]
        assert on_card, (game_id, page + 1)
        left = min(c[4][0] for c in on_card) - x
        right = x + slot.width - max(c[4][2] for c in on_card)
        low = min(c[4][1] for c in on_card) - y
        head = y + slot.height - aid_page.band_depth(spec.per_sheet) - max(c[4][3] for c in on_card)
        assert min(left, right, low) >= 3.5 * MM, (page + 1, [round(v / MM, 2) for v in (left, right, low)])
        assert head >= 2.5 * MM - 0.05, (page + 1, round(head / MM, 2))


def test_przekret_aid_back_sets_its_columns_first_headings_level(aids):
    """P minor 1: on the back the right column's first heading („Bankructwo i rezygnacja”) stood at the title's
    height, the left column's („Handel”) under the title: both now stand on one line. Since session 25 the
    right column opens with „Rezygnacja” (moved there to keep the back at 11 pt)."""
    path, _, _ = aids["przekret"]
    text = [c for c in pdfcheck.printed_text(path) if c[0] == 3 and c[1].strip() and c[4][1] > 421]
    joined = "".join(c[1] for c in text)
    bottoms = {word: text[joined.index(word)][4][1] for word in ("Handel", "Rezygnacja")}
    assert abs(bottoms["Handel"] - bottoms["Rezygnacja"]) < 0.5, bottoms


def test_rynek_aid_field_badges_are_10_mm_with_10_pt_numerals(aids):
    """R minor 7: the field badges were 7 mm with a 7.1 pt numeral and a 2 mm pictogram (ZAKUP's coin stacks read
    as „888”): each badge is drawn 10 mm wide and the roman numerals in it print at 10 pt or more."""
    from generator.draw.kinds.aid_layout import icon_width

    path, spec, _ = aids["rynek"]
    assert icon_width(spec) >= 10 * MM - 0.01
    slot = _upper_slot(spec)
    column = slot.x + aid_page.MARGIN
    numerals = [
        c
        for c in pdfcheck.printed_text(path)
        if c[0] == 2
        and c[1] in "IV"
        and column - 0.5 <= c[4][0]
        and c[4][2] <= column + icon_width(spec) + 0.5
        and c[4][1] > slot.y
    ]
    assert len(numerals) >= 4, numerals  # I, II, III, IV: at least one glyph a badge
    assert min(c[2] for c in numerals) >= 10, sorted({round(c[2], 2) for c in numerals})
