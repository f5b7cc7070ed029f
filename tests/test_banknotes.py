"""The generic banknotes kind on a small made-up game: checks by exact text, the printed PDF."""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest
from pypdf import PdfReader

from generator.build.recipe import BuildOptions, load_and_validate
from generator.build.render import render
from generator.draw.kinds.banknotes import colour_distance, label, small_table_bank
from generator.draw.kinds.sheet_fits import sheet_spec
from generator.layout.imposition import PAPERS, back_position, plan_grid
from generator.model.units import mm, to_mm

from . import pdfcheck
from .conftest import at, game_findings, replace_in

GAME = """kind: game
id: demo
title: Demo
seed: none
players: {min: 2, max: 4}
"""
MONEY = """kind: banknotes
title: Pieniądze
issuer: BANK DEMO
currency: zł
total: 4500
denominations:
  - {value: 10, count: 50, color: "#7a7c68", words: dziesięć złotych}
  - {value: 100, count: 20, color: "#2f6db5", words: sto złotych}
  - {value: 1000, count: 2, color: "#b3303a", words: tysiąc złotych}
starting_packs:
  count: 4
  notes:
    - {value: 100, count: 5}
    - {value: 10, count: 10}
"""
NOTES = 50 + 20 + 2


@pytest.fixture
def demo(in_tmp: Path) -> Path:
    folder = in_tmp / "components" / "demo"
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(GAME, encoding="utf-8")
    (folder / "banknoty.yaml").write_text(MONEY, encoding="utf-8")  # 50 x 10 + 20 x 100 + 2 x 1 000 = 4 500
    return folder


findings = game_findings


def built(folder: Path, paper: str = "a4", duplex: str = "long") -> Path:
    project, _ = load_and_validate(folder.parent, ["demo"])
    (output,) = render(project, BuildOptions(paper=PAPERS[paper], duplex=duplex))
    target = folder.parent.parent / f"money-{paper}-{duplex}.pdf"
    target.write_bytes(output.data)
    return target


# ----------------------------------------------------------------------------------------- checks


def test_valid_money_is_clean(demo):
    assert findings(demo) == []


def test_counts_must_add_up_to_the_total(demo):
    money = demo / "banknoty.yaml"
    replace_in(money, "{value: 100, count: 20,", "{value: 100, count: 21,")
    assert findings(demo) == [
        f"{at(money, 'total: 4500', '4500')}: error: the notes add up to 4 600 (50 x 10 + 21 x 100 + 2 x 1 000); "
        "the declared total is 4 500 [banknotes.total]"
    ]


def test_packs_need_enough_notes(demo):
    money = demo / "banknoty.yaml"
    replace_in(money, "    - {value: 10, count: 10}", "    - {value: 10, count: 13}")
    assert findings(demo) == [
        f"{at(money, 'value: 10, count: 50', '50')}: error: 50 notes of 10 cannot fill 4 starting packs of 13 (52 "
        "needed) [banknotes.packs]"
    ]


def test_pack_notes_must_be_denominations(demo):
    money = demo / "banknoty.yaml"
    replace_in(money, "    - {value: 10, count: 10}", "    - {value: 50, count: 1}\n    - {value: 100, count: 1}")
    assert findings(demo) == [
        f"{at(money, 'value: 50, count: 1', '50')}: error: the starting pack holds notes of 50, which is not a "
        "denomination; expected one of: 10, 100, 1 000 [banknotes.packs]",
        f"{at(money, '    - {value: 100, count: 1}', '100')}: error: the starting pack lists 100 twice; expected "
        "each value once [banknotes.packs]",
    ]


def test_duplicate_value_and_colours_too_alike(demo):
    money = demo / "banknoty.yaml"
    replace_in(money, '{value: 1000, count: 2, color: "#b3303a"', '{value: 100, count: 2, color: "#2f6db6"')
    replace_in(money, "total: 4500", "total: 2700")
    assert findings(demo) == [
        f"{at(money, 'value: 100, count: 2,', '100')}: error: denomination 100 appears twice (first at item 2); "
        "expected each value once "
        "[banknotes.duplicate-value]"
    ]


def test_colours_too_alike(demo):
    money = demo / "banknoty.yaml"
    replace_in(money, 'color: "#b3303a"', 'color: "#2f6dc0"')
    assert colour_distance("#2f6db5", "#2f6dc0") < 60
    quote = '"'
    assert findings(demo) == [
        f"{at(money, '#2f6dc0', quote)}: error: banknotes of 1 000 (#2f6dc0) and 100 (#2f6db5) have colours too alike "
        "(distance 11, at least 60 expected) [banknotes.colours]"
    ]


def test_text_that_does_not_fit(demo):
    money = demo / "banknoty.yaml"
    replace_in(
        money, "words: sto złotych", "words: sto złotych polskich w banknotach obiegowych emitowanych przez bank"
    )
    assert findings(demo) == [
        f"{at(money, 'words: sto', 'sto')}: error: 'sto złotych polskich w banknotach obiegowych emitowanych przez bank' does not fit its "
        "box (35.8 mm wide, 1 line(s), font Serif-Italic at 6.0 pt or more) [text.does-not-fit]"
    ]


def test_unknown_key_is_a_schema_error(demo):
    money = demo / "banknoty.yaml"
    replace_in(money, "currency: zł", "currency: zł\nsymbol: $")
    assert findings(demo) == [
        f"{at(money, 'symbol:', 'symbol')}: error: unknown key 'symbol' in the file; expected one of: kind, title, "
        "issuer, currency, width, height, bleed, stock, total, denominations, starting_packs, small_table, notes "
        "[schema.unknown-key]"
    ]


SMALL = """small_table:
  players: 2
  skips:
    - {value: 10, count: 30}
"""


def test_a_small_table_skips_printed_notes_and_keeps_its_starting_packs(demo):
    money = demo / "banknoty.yaml"
    money.write_text(
        MONEY
        + """small_table:
  players: 4
  skips:
    - {value: 10, count: 30}
    - {value: 50, count: 1}
    - {value: 1000, count: 3}
    - {value: 10, count: 1}
""",
        encoding="utf-8",
    )
    assert findings(demo) == [
        f"{at(money, 'players: 4', '4')}: error: a small table of 4 players: expected at least 2 and fewer than 4, "
        "the game's players [banknotes.small-table]",
        f"{at(money, 'players: 4', '4')}: error: a small table of 4 players keeps 19 notes of 10; its starting "
        "packs of 10 need 40 [banknotes.small-table]",
        f"{at(money, 'value: 50, count: 1', '50')}: error: a small table skips notes of 50, which is not a "
        "denomination [banknotes.small-table]",
        f"{at(money, 'value: 1000, count: 3', '3')}: error: a small table skips 3 notes of 1 000; the kit prints 2 "
        "[banknotes.small-table]",
        f"{at(money, '    - {value: 10, count: 1}', '10')}: error: a small table skips notes of 10, listed twice; "
        "expected each value once [banknotes.small-table]",
    ]


def test_a_small_tables_notes_come_first_and_its_sheets_are_said(demo):
    """The notes a small table skips are printed last, on whole sheets of their own: the output says how many
    first sheets a table of 2 needs (the job's cover turns them into pages)."""
    (demo / "banknoty.yaml").write_text(MONEY + SMALL, encoding="utf-8")
    assert findings(demo) == []
    project, _ = load_and_validate(demo.parent, ["demo"])
    (output,) = render(project, BuildOptions())
    # 42 notes kept on 2 sheets of 21, 30 skipped; and what the bank keeps of them (r30 P minor 13)
    assert output.sheets == 4 and output.small[:3] == [2, 2, 2]
    assert output.small[3] == small_table_bank(project.games["demo"].components["banknoty"].spec)
    pdf = demo.parent.parent / "money-small.pdf"
    pdf.write_bytes(output.data)
    fronts = pdfcheck.page_texts(pdf)[2::2]  # after the guide and its back
    assert [front.count("BANK DEMO") for front in fronts] == [21, 21, 21, 9]
    assert (
        "tysiąc" in fronts[1] and "sto złotych" not in fronts[2] + fronts[3] and "tysiąc" not in fronts[2] + fronts[3]
    )


# -------------------------------------------------------------------------------------------- PDF


def test_every_note_printed_on_both_sides(demo):
    pdf = built(demo)
    reader = PdfReader(str(pdf))
    sheets = -(-NOTES // 21)  # 21 notes of 63 x 39 mm per A4 sheet
    assert len(reader.pages) == 2 + 2 * sheets  # guide and its back, then front and back per sheet
    text = pdfcheck.text(pdf).replace("\u00a0", " ")
    assert text.count("BANK DEMO") == 2 * NOTES
    # the value's words once per note (r32 P minor 9: on a plain panel, no halo outline set under them)
    assert text.count("dziesięć złotych") == 50 and "dziesięć złotychdziesięć złotych" not in text
    assert text.count("sto złotych") == 20
    assert text.count("tysiąc złotych") == 2
    assert len(re.findall(r"(?<![\d ])1 000 zł", text)) >= 2 * 2  # both corners of the back carry the label
    assert pdfcheck.page_sizes_mm(pdf) == [(210.0, 297.0)] * len(reader.pages)


def test_each_side_is_drawn_once_and_reused(demo):
    """Identical notes share one form XObject per side: small files, fast builds."""
    pdf = built(demo)
    reader = PdfReader(str(pdf))
    forms = set()
    for page in reader.pages[2:]:
        xobjects = (page.get("/Resources") or {}).get("/XObject") or {}
        forms.update(str(name) for name in xobjects)
    assert len(forms) == 2 * 3
    assert pdf.stat().st_size < 120_000


def test_letter_paper_and_separate_backs(demo):
    pdf = built(demo, paper="letter", duplex="none")
    sizes = set(pdfcheck.page_sizes_mm(pdf))
    assert sizes == {(215.9, 279.4)}
    text_pages = [p.extract_text() for p in PdfReader(str(pdf)).pages]
    assert "przód" in text_pages[2] and "tył" in text_pages[-1]


def test_margins_are_blank_and_output_is_deterministic(demo):
    first = built(demo)
    data = first.read_bytes()
    assert built(demo).read_bytes() == data
    image = pdfcheck.render(first, 2, dpi=100)
    assert pdfcheck.margin_is_blank(image, 5, 100)


def test_note_backs_are_light_on_ink(demo):
    """Every back of a duplex money job is printed, so a back is a white field with thin lines and
    the value: it takes well under the ink of its front (a solid tint made them equal) and under a
    tenth of the sheet."""
    pdf = built(demo)

    def coverage(index: int) -> float:  # mean darkness of the page, 0 (white) to 1 (black)
        histogram = pdfcheck.render(pdf, index, dpi=50).histogram()
        return sum((255 - level) * n for level, n in enumerate(histogram)) / 255 / sum(histogram)

    front, back = coverage(2), coverage(3)
    assert back < 0.10 and back < 0.6 * front, (front, back)


def test_no_note_shows_anything_of_its_neighbour(demo):
    """The notes are butted, one cut between two. Every note's art (tint, guilloche, rosette) stays
    inside its own frame, so the strip between the frame and the cut, on both sides of the cut, is
    white paper, front and back: a cut a little off the line shows nothing of the neighbour; the back,
    frameless, keeps 4 mm of white paper inside its cut."""
    pdf = built(demo)
    options = BuildOptions(paper=PAPERS["a4"], duplex="long")
    grid = plan_grid(sheet_spec(mm(64), mm(40), 0.0, 0.0, options))  # the notes have no bleed (their white margin)
    dpi, paper = 150, options.paper
    px = dpi / 25.4

    def strip_ink(image, x: float, y: float, w: float, h: float, ring_mm: tuple[float, float] = (0.4, 1.7)) -> int:
        """Dark pixels in the ring `ring_mm` inside the cut box (by default up to the frame, at 2.2 mm)."""
        mask = pdfcheck.non_white_mask(image)
        left, top = to_mm(x) * px, (to_mm(paper.height) - to_mm(y + h)) * px
        right, bottom = to_mm(x + w) * px, (to_mm(paper.height) - to_mm(y)) * px
        a, b = ring_mm[0] * px, ring_mm[1] * px
        outer = (round(left + a), round(top + a), round(right - a), round(bottom - a))
        inner = (round(left + b), round(top + b), round(right - b), round(bottom - b))
        ring = mask.crop(outer)
        ring.paste(0, (inner[0] - outer[0], inner[1] - outer[1], inner[2] - outer[0], inner[3] - outer[1]))
        return ring.histogram()[255]

    front, back = pdfcheck.render(pdf, 2, dpi), pdfcheck.render(pdf, 3, dpi)
    for slot in grid.slots:
        x, y = back_position(slot, paper, "long")
        assert strip_ink(front, slot.x, slot.y, slot.width, slot.height) == 0, slot.index
        assert strip_ink(front, slot.x, slot.y, slot.width, slot.height, (1.9, 2.6)) > 0  # the frame: ink is seen
        # the back has no frame (r30 R minor 1: a home duplex shift showed as uneven frame margins): white
        # paper up to BACK_CLEAR (4 mm) inside its cut
        assert strip_ink(back, x, slot.y, slot.width, slot.height, (0.4, 3.9)) == 0, slot.index


def _note_front(spec, d, dpi: int):
    """One note's front drawn alone on a page of its size (the kind's own piece), as RGB pixels."""
    import io

    import pypdfium2
    from reportlab.pdfgen import canvas

    from generator.draw.kinds.banknotes_draw import pieces

    piece = next(p for p in pieces(spec) if p.deck == label(d.value, spec.currency))
    buffer = io.BytesIO()
    page = canvas.Canvas(buffer, pagesize=(spec.width, spec.height))
    piece.front(page, spec.width, spec.height)
    page.showPage()
    page.save()
    return pypdfium2.PdfDocument(buffer.getvalue())[0].render(scale=dpi / 72).to_pil().convert("RGB")


@pytest.mark.parametrize("game", ["rynek", "przekret"])
def test_the_rosette_keeps_clear_of_the_frame_and_the_corner_values_stand_on_plain_field(game):
    """r15 (Rynek minor 5): the rosette ran into the frame line (31 mm note) or was cut by it (40 mm
    note), and the top-left value was printed over its strokes. Measured on every bundled note's
    front at 600 dpi: in the 1 mm inside the frame line's inner edge, along all four sides, no pixel
    is as dark as the rosette (darker than the guilloche, the lighter pattern running out to the
    frame); and round each corner value's digits, from 0.3 to 0.9 mm out, the field is plain tint."""
    from generator.draw.kinds.banknotes import Denomination, rgb_of
    from generator.draw.kinds.banknotes_draw import FRAME_INSET, FRAME_LINE, FRAME_RADIUS, FRONT_TINT, corner_boxes

    from .conftest import validated_game

    spec = validated_game(game).one("banknotes").spec
    dpi = 600
    px = dpi / 72

    def luminance(rgb) -> float:
        return 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2]

    def mixed(d: Denomination, white: float) -> float:
        return luminance([255 * (v + (1 - v) * white) for v in rgb_of(d.color)])

    for d in spec.denominations:
        image = _note_front(spec, d, dpi)
        pixels, height = image.load(), image.height
        inner = FRAME_INSET + FRAME_LINE / 2
        straight = FRAME_INSET + FRAME_RADIUS + mm(0.5)  # the frame's straight runs, clear of its corners
        darkest_pattern = mixed(d, 0.45) - 8  # the guilloche's colour, less what anti-aliasing cannot add

        def dark(x0: float, y0: float, x1: float, y1: float) -> int:
            """Pixels darker than the guilloche in the box (points, y up)."""
            xs = range(round(x0 * px), round(x1 * px))
            ys = range(round(height - y1 * px), round(height - y0 * px))
            return sum(1 for x in xs for y in ys if luminance(pixels[x, y]) < darkest_pattern)

        w, h, a, b = spec.width, spec.height, inner + mm(0.15), inner + mm(1)
        # the sides; along the top and the foot, the left half, where the front's rosette stands (on
        # the right the issuer's accents rise near the frame: text, not pattern)
        bands = [(a, straight, b, h - straight), (w - b, straight, w - a, h - straight)]
        bands += [(straight, a, w / 2, b), (straight, h - b, w / 2, h - a)]
        assert [dark(*band) for band in bands] == [0, 0, 0, 0], d.value
        tint = mixed(d, FRONT_TINT)
        radius = FRAME_RADIUS - FRAME_LINE / 2

        def inside_frame(x: float, y: float) -> float:
            """How far the point (points, y up) lies inside the frame line's inner edge (a rounded box)."""
            qx = abs(x - w / 2) - (w / 2 - inner - radius)
            qy = abs(y - h / 2) - (h / 2 - inner - radius)
            return radius - math.hypot(max(qx, 0.0), max(qy, 0.0)) - min(max(qx, qy), 0.0)

        for x0, y0, x1, y1 in corner_boxes(d, w, h):
            near, far = mm(0.3), mm(0.9)
            ring = [
                (x, y)
                for x, y in _ring((x0, y0, x1, y1), near, far, px, height)
                if inside_frame(x / px, (height - y) / px) >= mm(0.15)  # the frame line's own anti-aliasing
            ]
            worst = max(abs(luminance(pixels[x, y]) - tint) for x, y in ring)
            assert worst < 3, (d.value, (x0, y0), worst)


@pytest.mark.parametrize("game", ["rynek", "przekret"])
def test_the_small_words_stand_on_plain_field_with_no_guilloche_through_them(game):
    """Kit review r32 P minor 9: the 7.5 pt italic words („sto złotych”) sat on the guilloche, its lines
    passing through the letters (a thin halo kept them off the glyphs' edges only). Every line that
    crosses the words crosses a ring round them: measured on every bundled note's front at 600 dpi, from
    0.25 to 0.6 mm round the words' ink the field is plain tint."""
    from generator.draw.kinds.banknotes import rgb_of
    from generator.draw.kinds.banknotes_draw import FRONT_TINT, words_box

    from .conftest import validated_game

    spec = validated_game(game).one("banknotes").spec
    dpi = 600
    px = dpi / 72
    worded = [d for d in spec.denominations if d.words]
    assert len(worded) == len(spec.denominations)
    for d in worded:
        image = _note_front(spec, d, dpi)
        pixels, height = image.load(), image.height
        tint = [255 * (v + (1 - v) * FRONT_TINT) for v in rgb_of(d.color)]
        x0, y0, x1, y1, _ = words_box(spec, d, spec.width, spec.height)
        near, far = mm(0.25), mm(0.6)
        ring = _ring((x0, y0, x1, y1), near, far, px, height)
        worst = max(max(abs(a - b) for a, b in zip(pixels[x, y], tint)) for x, y in ring)
        assert worst < 4, (d.value, d.words, worst)


@pytest.mark.parametrize("game", ["rynek", "przekret"])
def test_the_back_issuer_line_is_never_at_the_floor_and_stands_clear_of_the_cut(game, tmp_path):
    """Kit review r25, P minor 3: the backs' „BANK PO ZNAJOMOŚCI S.A.” stood at 6.0 pt, 1 mm from the
    inner frame line: at 6.5 pt or more, and (r30 R minor 1: the back has no frame line since) 4.5 mm or
    more inside the cut beside and under it, where the inner line's 1.5 mm left it."""
    from .conftest import validated_game

    spec = validated_game(game).one("banknotes").spec
    for d in spec.denominations:
        chars = _back_chars(spec, d.value, tmp_path)
        text = "".join(ch for _, ch, *_ in chars)
        start = text.index(spec.issuer.replace(" ", ""))
        issuer = chars[start : start + len(spec.issuer.replace(" ", ""))]
        assert min(size for _, _, size, *_ in issuer) >= 6.5, d.value
        left = min(box[0] for *_, box in issuer)
        bottom = min(box[1] for *_, box in issuer)
        assert to_mm(left) >= 4.5 - 0.05 and to_mm(bottom) >= 4.5 - 0.05, (
            d.value,
            to_mm(left),
            to_mm(bottom),
        )


def _back_chars(spec, value: int, tmp_path: Path) -> list:
    """The printed characters of one denomination's back, drawn alone on a page of the note's size."""
    from reportlab.pdfgen import canvas

    from generator.draw.kinds.banknotes_draw import pieces

    piece = next(p for p in pieces(spec) if p.deck == label(value, spec.currency))
    path = tmp_path / f"{value}.pdf"
    page = canvas.Canvas(str(path), pagesize=(spec.width, spec.height))
    piece.back(page, spec.width, spec.height)
    page.showPage()
    page.save()
    return pdfcheck.printed_text(path)


def _ring(box, near: float, far: float, px: float, height: int) -> list[tuple[int, int]]:
    """The image's pixels (y down, `px` a point's pixels) between `near` and `far` around a box (points, y up)."""
    x0, y0, x1, y1 = box
    return [
        (x, y)
        for x in range(round((x0 - far) * px), round((x1 + far) * px))
        for y in range(round(height - (y1 + far) * px), round(height - (y0 - far) * px))
        if not (
            (x0 - near) * px <= x <= (x1 + near) * px and height - (y1 + near) * px <= y <= height - (y0 - near) * px
        )
    ]


@pytest.mark.parametrize("game", ["rynek", "przekret"])
def test_the_back_s_currency_reads_at_7_pt_inside_its_white_disc(game, tmp_path):
    """Kit review r42, P minor 9: the „zł” under a back's central value was 6.0 pt, the smallest type of the
    kit: 7 pt or more now, every letter inside the white disc round the value (h × 0.25)."""
    from .conftest import validated_game

    spec = validated_game(game).one("banknotes").spec
    if not spec.currency:
        pytest.skip("no currency printed")
    for d in spec.denominations:
        chars = _back_chars(spec, d.value, tmp_path)
        r, cx, cy = spec.height * 0.25, spec.width / 2, spec.height / 2
        unit = [c for c in chars if c[1] in spec.currency and abs((c[4][0] + c[4][2]) / 2 - cx) < mm(4)]
        unit = [c for c in unit if c[4][3] < cy]  # under the value
        assert len(unit) == len(spec.currency), (d.value, unit)
        assert min(size for _, _, size, *_ in unit) >= 7 - 0.05, d.value
        for *_, (x0, y0, x1, y1) in unit:
            far = max(math.hypot(x - cx, y - cy) for x in (x0, x1) for y in (y0, y1))
            assert far <= r, (d.value, to_mm(far), to_mm(r))
