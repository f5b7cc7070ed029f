"""The player aids after the r21 kit reviews. Art Society MINOR 1: its short aid, two to a sheet, left a
quarter of each card empty over two sheets of card; a game may now set its aid four to a sheet (about
A6, `per_sheet: 4`) where the text fits, and Art Society does: one sheet. Kolekcjonerzy MINOR 4 and
Rynek minor 6: the sheet's ticket stood 0.45 mm under the lower cards' cut, at 6.5 pt; now it is 7 pt,
at least CUT_CLEAR off every cut and never within 5 mm of the paper's edge. And the aid's type: its
leading was scaled twice when a short side was set larger."""

from __future__ import annotations

import pytest
from reportlab.lib import colors

from generator.build.recipe import load_and_validate
from generator.draw.kinds import aid_layout, aid_page
from generator.draw.labels import LABEL_BASE, LABEL_SIZE
from generator.layout.imposition import INK_SAFETY, MARK_MIN, MARK_OFFSET, PAPERS, plan_grid
from generator.model.findings import FindingsError
from generator.model.units import mm
from generator.rulebook.look import Look
from generator.rulebook.styles import make_styles

from .conftest import line_of
from .test_aid_cards_r19 import aid_pages, aid_trims
from .test_card_tickets import GAMES, rulers
from .test_slugs_r18 import tickets


def _distance(box, trim) -> float:
    """The gap in mm between two boxes (x0, y0, x1, y1) that do not overlap (0 where they do)."""
    dx = max(trim[0] - box[2], box[0] - trim[2], 0.0)
    dy = max(trim[1] - box[3], box[1] - trim[3], 0.0)
    return (dx**2 + dy**2) ** 0.5


def test_art_society_s_four_aids_take_one_sheet_of_card(bundled_kit):
    pages = aid_pages(bundled_kit, "art-society")
    assert len(pages) == 2  # one sheet, front and back
    for job, index in pages:
        _, boxes = aid_trims(job, index)
        assert len(boxes) == 4, boxes
        for x0, y0, x1, y1 in boxes:  # about A6 (105 × 148 mm) inside the printer's margins
            # about A6 (105 × 148 mm) inside the printer's margins, less the bleed and the gutters of 6 mm that keep
            # it (r34: 88.7 × 133 mm on A4)
            assert 85 <= x1 - x0 <= 105 and 128 <= y1 - y0 <= 148, (x1 - x0, y1 - y0)


@pytest.mark.parametrize("game", GAMES)
def test_the_aid_sheet_s_ticket_is_7_pt_and_clear_of_every_cut(bundled_kit, game):
    pages = aid_pages(bundled_kit, game)
    lines = {}
    for job in {job for job, _ in pages}:
        for index, text, size, box in tickets(job):
            lines.setdefault((job, index), []).append((text, size, box))
    for job, index in pages:
        _, boxes = aid_trims(job, index)
        ink = [(text, size, box) for text, size, box in lines[(job, index)]]
        ink += [
            ("ruler", LABEL_SIZE[0], (min(r[0], r[2]), min(r[1], r[3]) - 0.1, max(r[0], r[2]), max(r[1], r[3]) + 1.7))
            for r in rulers(job, index)
        ]
        assert any(text == "ruler" for text, _, _ in ink), (job.name, index + 1)
        width, height = 210.0, 297.0
        for text, size, box in ink:
            assert size >= LABEL_SIZE[0] - 0.01, (job.name, index + 1, text, size)
            nearest = min(_distance(box, trim) for trim in boxes)
            assert nearest >= aid_page.CUT_CLEAR / mm(1) - 0.05, (job.name, index + 1, text[:30], round(nearest, 2))
            edge = min(box[0], box[1], width - box[2], height - box[3])
            assert edge >= 5.0, (job.name, index + 1, text[:30], round(edge, 2))


@pytest.mark.parametrize("per_sheet", aid_page.PER_SHEET)
@pytest.mark.parametrize("paper", PAPERS.values(), ids=lambda p: p.name)
def test_the_aid_sheet_keeps_room_for_a_7_pt_ticket_under_its_cards(paper, per_sheet):
    """Pure layout: the lowest cut stands over the printer margin by the ticket's baseline, its 7 pt
    caps and CUT_CLEAR, the highest under it by the feed arrow's line and CUT_CLEAR; in two columns the sides keep room for the ticket's words turned on their side
    (SIDE: the foot's stretches between the columns' marks are too short for them); else the cards
    fill the sheet's width between their marks."""
    spec = aid_page.sheet_spec(paper, per_sheet=per_sheet)
    grid = plan_grid(spec)
    lowest = min(s.y for s in grid.slots)
    assert lowest - spec.margin >= aid_page.OUTER_BLEED + LABEL_BASE + 0.8 * LABEL_SIZE[0] + aid_page.CUT_CLEAR - 1e-6
    # the head keeps room for the feed arrow's line (aid_page.HEAD; r30 R minor 9: it stood in the foot)
    # (each beyond the card's outer bleed, r34; the bleed's room with a full crop mark where that is more)
    bleed = aid_page.OUTER_BLEED
    marks = bleed + MARK_OFFSET + MARK_MIN + INK_SAFETY
    head = max(marks, bleed + aid_page.HEAD)
    assert paper.height - max(s.y + s.height for s in grid.slots) - spec.margin == pytest.approx(head)
    side = marks if per_sheet != 4 else max(marks, bleed + aid_page.SIDE)
    assert min(s.x for s in grid.slots) - spec.margin == pytest.approx(side)
    assert paper.width - max(s.x + s.width for s in grid.slots) - spec.margin == pytest.approx(side)


def test_a_larger_aid_type_scales_its_leading_once():
    """A side set at 1.5 × the book's sizes: each style's leading is the book's times 1.5, or
    LEADING × its new size where that is tighter (it was the smaller of the two times 1.5 again)."""
    book = make_styles(Look(accent=colors.HexColor("#7a2e3a")))
    _, styles = aid_layout._styles("#7a2e3a", 1.5)
    for name in ("body", "h1", "bullet", "cell"):
        ours, theirs = getattr(styles, name), getattr(book, name)
        assert ours.fontSize == pytest.approx(theirs.fontSize * 1.5, abs=0.01)
        expected = min(theirs.leading * 1.5, theirs.fontSize * 1.5 * aid_layout.LEADING)
        assert ours.leading == pytest.approx(expected, abs=0.01), name
        assert ours.leading >= ours.fontSize


def test_an_aid_set_four_to_a_sheet_that_does_not_fit_is_a_finding(components):
    """Four to a sheet is a game's choice where its text fits: Kolekcjonerzy's back does not (its front,
    cut to what a turn uses, does since r30)."""
    (components / "kolekcjonerzy" / "zasady.yaml").unlink()  # typesetting the book: not the point here
    path = components / "kolekcjonerzy" / "pomoc.yaml"
    path.write_text(path.read_text(encoding="utf-8") + "per_sheet: 4\n", encoding="utf-8")
    line = line_of(path, "template:")
    with pytest.raises(FindingsError) as raised:
        load_and_validate(components, ["kolekcjonerzy"])
    found = [
        f"{f.location.line}:{f.location.col}: {f.message} [{f.rule}]"
        for f in raised.value.findings.sorted()
        if f.severity == "error"
    ]
    assert found == [
        f"{line}:11: the {side} of the player aid does not fit its card on a {paper} sheet ({size} mm of text); "
        "shorten it [player-aid.overflow]"
        # 6.5 mm foot, 6 mm gutters keeping each card's 3 mm bleed, the text 4.5 mm inside the cut (r34); two
        # columns of cards keep a whole ticket line under the bottom marks (r35 AS minor 5, aid_page.FOOT_UNDER_MARKS):
        # 1 mm less text than the r34 122 and 113 mm; r36 (K minor 6): 3 mm outer bleed, TICK_CLEAR under the bottom
        # marks, a 5 mm foot: 1.5 mm narrower, 1 mm lower
        for paper, size in (("A4", "80 × 120"), ("Letter", "83 × 111"))
        # the front fitted since r30 K minor 10 (887 characters); in two columns (r32) a quarter sheet's are too narrow
        for side in ("front", "back")
    ]
