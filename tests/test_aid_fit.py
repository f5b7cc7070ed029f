"""A player aid's fit (kinds/player_aid.py `_overflows`): each side is laid out first in the narrowest
and shortest half sheet of all papers, and on each paper only when it does not fit there. The
findings are those of laying out every side on every paper."""

from __future__ import annotations

import pytest

from generator.draw.kinds import aid_layout, player_aid
from generator.draw.kinds.aid_page import SCALES
from generator.layout.imposition import PAPERS
from generator.model.core import BuildOptions
from generator.rulebook import markup
from tests.conftest import validated_game

FILLER = "Gracz, który nie może zapłacić, odpada."  # one line: a step smaller than the papers' difference


def every_paper(front, back, accent) -> list:
    """The findings as they were made before: every side laid out on every paper."""
    return [
        (paper, name)
        for paper in PAPERS.values()
        for name, blocks in (("front", front), ("back", back))
        if not aid_layout.fits(blocks, accent, *player_aid.half(paper))
    ]


@pytest.fixture(scope="module")
def aid_sides():
    game = validated_game("rynek")  # its aid has a table, lists and boxed notes
    component = next(c for c in game.components.values() if c.kind == "player-aid")
    front, back, problems = player_aid._text(component, game, BuildOptions()).sides()
    assert not problems and front and back
    return front, back, component.spec.accent


def test_a_growing_side_has_the_findings_of_every_paper(aid_sides):
    """Paragraph by paragraph, the back grows from fitting every paper, past the shorter Letter half,
    to fitting none: at each length the findings are those of laying it out on every paper. It starts
    from the back without its last table: the whole back fills A4's card to within less than a step
    (kit review r25, minor 6), so the Letter-only length would be skipped."""
    front, back, accent = aid_sides
    back = back[:-1]
    seen = set()
    extra: list = []
    for _ in range(80):
        expected = every_paper(front, back + extra, accent)
        assert player_aid._overflows(front, back + extra, accent) == expected
        seen.add(tuple(paper.name for paper, _ in expected))
        if len(expected) == len(PAPERS):
            break
        extra += markup.parse(FILLER)[0]
    # fitting every paper, only the A4 half (Letter's is shorter), and none
    assert seen == {(), ("Letter",), ("A4", "Letter")}


def test_a_narrower_column_needs_as_many_lines(aid_sides):
    """What the narrowest half rests on: a side laid out narrower is never shorter (first-fit lines,
    columns that narrow with the frame)."""
    import io

    from reportlab.pdfgen.canvas import Canvas

    front, back, accent = aid_sides
    canvas = Canvas(io.BytesIO())
    for blocks in (front, back):
        heights = []
        for width in (400, 380, 360, 340, 320, 300):
            story = aid_layout.flowables(blocks, accent, width)
            heights.append(
                sum(f.wrapOn(canvas, width, 10_000)[1] + f.getSpaceBefore() + f.getSpaceAfter() for f in story)
            )
        assert heights == sorted(heights)


def test_a_side_that_fits_is_laid_out_once(aid_sides, monkeypatch):
    front, back, accent = aid_sides
    front, back = front[: len(front) // 2], back[: len(back) // 2]  # half of each side: room to spare
    sizes = []
    real = aid_layout.fits
    monkeypatch.setattr(
        player_aid,
        "fits",
        lambda blocks, accent, w, h, icon=None: (sizes.append((w, h)), real(blocks, accent, w, h, icon=icon))[1],
    )
    assert player_aid._overflows(front, back, accent) == []
    a4, letter = player_aid.half(PAPERS["a4"]), player_aid.half(PAPERS["letter"])
    assert sizes == [(a4[0], letter[1])] * 2


def test_the_aid_s_text_stands_on_white_paper(tmp_path):
    """r13: a pale tint of the game's colour covered 87 % of every aid page (ink on plain paper, and
    less contrast for the text); the panel is white, with the colour in its top band and frame only."""

    import pypdfium2 as pdfium

    from generator.build.recipe import load_and_validate
    from generator.build.render import render
    from tests.conftest import COMPONENTS

    project, _ = load_and_validate(COMPONENTS, ["art-society"])
    [output] = render(project, BuildOptions(), ["pomoc"])
    path = tmp_path / "pomoc.pdf"
    path.write_bytes(output.data)
    pdf = pdfium.PdfDocument(str(path))
    try:
        image = pdf[0].render(scale=50 / 72).to_pil().convert("RGB")
    finally:
        pdf.close()
    w, h = image.size
    inside = image.crop((int(w * 0.1), int(h * 0.05), int(w * 0.9), int(h * 0.45)))  # the upper aid's panel
    _, colour = max(inside.getcolors(maxcolors=inside.width * inside.height))  # the most frequent colour
    assert colour == (255, 255, 255)


def test_an_aid_s_paragraphs_are_set_ragged_right(aid_sides):
    """Kit review r17 (Art Society): justified 10 pt text in an aid's half-sheet column opened 2 mm gaps
    between words. Every paragraph an aid lays out, list items and table cells included, is flush left."""
    from reportlab.lib.enums import TA_JUSTIFY
    from reportlab.platypus import Paragraph

    front, back, accent = aid_sides
    found = []

    def walk(flowable):
        if isinstance(flowable, Paragraph):
            found.append(flowable.style.alignment)
        for attr in ("_flowables", "_content", "_cellvalues"):
            for child in getattr(flowable, attr, None) or []:
                for item in child if isinstance(child, (list, tuple)) else [child]:
                    walk(item)

    for blocks in (front, back):
        for flowable in aid_layout.flowables(blocks, accent, player_aid.half(PAPERS["a4"])[0]):
            walk(flowable)
    assert found and TA_JUSTIFY not in found


def test_rynek_s_aid_sets_both_sides_in_one_size_on_a4(aid_sides):
    """Kit review r20 (Rynek, minor 2): the front was set at the rulebook's sizes (tables 8.8 pt) and left
    its foot empty while the back took the next size up (9.7 pt). On A4, the kit's paper, both sides take
    the same size, and at it neither leaves a tenth of its card empty (kit review r25, minor 6: with the
    fields' tiles, the eraser and the stack's exchange, both sides fill their cards at the book's own sizes,
    tables 8.8 pt)."""
    front, back, accent = aid_sides
    width, height = player_aid.half(PAPERS["a4"])
    scale = aid_layout.card_scale((front, back), accent, width, height)
    largest = [aid_layout.largest_scale(side, accent, width, height) for side in (front, back)]
    assert scale == min(largest), largest  # the card's one size: the larger side's
    for side in (front, back):
        assert aid_layout.fits(side, accent, width, height, scale)
    # the side that sets the size fills its card: a tenth short of it, it would have taken the next size up;
    # at the largest size (r30: the glance card, 900 characters a side) the room left is shared between its
    # blocks and the drawn card ends 8 mm above its foot (test_aid_symbols_r29); the other side shares its room
    fuller = (front, back)[largest.index(scale)]
    if scale < max(SCALES):
        assert not aid_layout.fits(fuller, accent, width, 0.9 * height, scale), "a tenth of the card left empty"
