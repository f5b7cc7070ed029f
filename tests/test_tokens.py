"""The generic tokens kind: band arithmetic, the checks (exact texts), the PDF and its duplex backs."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.build.recipe import BuildOptions, load_and_validate
from generator.build.render import render
from generator.layout.bands import BAND_GAP, STACK_MARK_MIN, band_marks, mark_room, place_bands, plan_bands
from generator.layout.imposition import INK_SAFETY, MARK_GOAL, PAPERS
from generator.model.findings import FindingsError
from generator.model.units import mm

from . import pdfcheck

A4, LETTER = PAPERS["a4"], PAPERS["letter"]
MARGIN, BLEED = mm(5), mm(2)

GAME_YAML = """kind: game
id: proba
title: Próba
seed: none
players: {min: 2, max: 4}
"""
TOKENS_YAML = """kind: tokens
title: Żetony próbne
size: 20mm
variants:
  - name: czerwony
    count: 3
    face: {color: "#ff0000", label: "1"}
    back: {color: "#0000ff", label: "1"}
  - name: mały
    count: 30
    size: 16mm
    shape: hex
    numbered: true
    face: {color: "#e8c547", symbol: star, caption: MAŁY}
    back: same
  - name: duży
    count: 15
    size: 28mm
    shape: square
    face: {color: "#3d85c6", ink: "#ffffff", picture: moneta, caption: DUŻY}
"""


def project(tmp_path: Path, tokens: str = TOKENS_YAML) -> Path:
    folder = tmp_path / "components" / "proba"
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(GAME_YAML, encoding="utf-8")
    (folder / "zetony.yaml").write_text(tokens, encoding="utf-8")
    return tmp_path / "components"


def errors(components: Path) -> list[str]:
    try:
        load_and_validate(components, ["proba"])
    except FindingsError as exc:
        return [
            f"{f.location.line}:{f.location.col}: {f.message} [{f.rule}]"
            for f in exc.findings.sorted()
            if f.severity == "error"
        ]
    return []


def built(components: Path, tmp_path: Path, **options) -> Path:
    project_, _ = load_and_validate(components, ["proba"])
    [output] = render(project_, BuildOptions(**options))
    path = tmp_path / output.filename
    path.write_bytes(output.data)
    return path


# ------------------------------------------------------------------------------------ arithmetic


def test_one_size_fills_rows_of_a_sheet():
    [[band]] = plan_bands([(mm(15.5), 180)], A4, MARGIN, BLEED)
    assert (band.cols, band.rows, band.count) == (12, 15, 180)
    [[band]] = plan_bands([(mm(15.5), 180)], LETTER, MARGIN, BLEED)
    assert band.count == 180


def test_a_large_count_runs_over_several_sheets():
    pages = plan_bands([(mm(15.5), 500)], A4, MARGIN, BLEED)
    assert [sum(b.count for b in page) for page in pages] == [216, 216, 68]


def test_sizes_share_a_sheet_in_bands():
    pages = plan_bands([(mm(20), 3), (mm(15.5), 30), (mm(28), 15)], A4, MARGIN, BLEED)
    assert len(pages) == 1
    assert [(b.count, b.cols, b.rows) for b in pages[0]] == [(3, 9, 1), (30, 12, 3), (15, 6, 3)]


def test_a_band_that_does_not_fit_moves_to_the_next_sheet():
    pages = plan_bands([(mm(15.5), 200), (mm(28), 15)], A4, MARGIN, BLEED)
    assert [[(b.group, b.count) for b in page] for page in pages] == [[(0, 200)], [(1, 15)]]


def test_chits_too_big_for_the_paper_get_no_band():
    assert plan_bands([(mm(400), 2)], A4, MARGIN, BLEED) == []


@pytest.mark.parametrize("paper", [A4, LETTER])
def test_placed_bands_stay_inside_the_margin_and_apart(paper):
    page = plan_bands([(mm(20), 3), (mm(15.5), 30), (mm(28), 15)], paper, MARGIN, BLEED)[0]
    placed = place_bands(page, paper, MARGIN, BLEED)
    for upper, lower in zip(placed, placed[1:]):
        upper_bottom = min(s.y for s in upper.slots) - BLEED
        lower_top = max(s.y + s.height for s in lower.slots) + BLEED
        # room for both bands' marks and, between them, a strip for the lower band's name
        assert upper_bottom - lower_top >= 2 * (mark_room(BLEED) - BLEED) + BAND_GAP - 1e-6
        assert upper.low == pytest.approx(lower.high)
    first_top = max(s.y + s.height for s in placed[0].slots)
    # from the top, lowered only as far as 3 mm marks above it need (kit review r13): spare room below
    lowered = paper.height - MARGIN - mark_room(BLEED) - first_top
    assert -1e-6 <= lowered <= MARK_GOAL - STACK_MARK_MIN + INK_SAFETY + 1e-6
    for band in placed:
        for m in band_marks(band, paper, MARGIN, BLEED):
            if m.x1 == m.x2:  # the marks above and below the bands: the sheet has the room
                assert abs(m.y2 - m.y1) >= MARK_GOAL - 1e-6
    for band in placed:
        for s in band.slots:
            assert s.x - s.bleed_left >= MARGIN and s.x + s.width + s.bleed_right <= paper.width - MARGIN
            assert s.y - s.bleed_bottom >= MARGIN and s.y + s.height + s.bleed_top <= paper.height - MARGIN
        for m in band_marks(band, paper, MARGIN, BLEED):
            assert band.low - 1e-6 <= min(m.y1, m.y2) and max(m.y1, m.y2) <= band.high + 1e-6
            assert MARGIN - 1e-6 <= min(m.x1, m.x2) and max(m.x1, m.x2) <= paper.width - MARGIN + 1e-6


def test_bleed_only_where_a_chit_has_no_neighbour():
    [[band]] = plan_bands([(mm(20), 11)], A4, MARGIN, BLEED)
    placed = place_bands([band], A4, MARGIN, BLEED)[0]
    # nine fit across; eleven in two rows go six and five
    first, last_of_row, below = placed.slots[0], placed.slots[5], placed.slots[6]
    assert (first.bleed_left, first.bleed_right, first.bleed_top, first.bleed_bottom) == (BLEED, 0, BLEED, 0)
    assert (last_of_row.bleed_right, last_of_row.bleed_bottom) == (BLEED, BLEED)  # nothing under column 6
    assert (below.bleed_top, below.bleed_bottom, below.bleed_left) == (0, BLEED, BLEED)


def test_a_band_spreads_its_chits_evenly_over_its_rows():
    """66 chits of 14 mm: 13 fit across, so 6 rows; 11 in each row, none left alone in the last."""
    [[band]] = plan_bands([(mm(14), 66)], A4, MARGIN, BLEED)
    assert (band.cols, band.rows) == (13, 6)
    rows: dict[float, int] = {}
    for slot in place_bands([band], A4, MARGIN, BLEED)[0].slots:
        rows[round(slot.y, 3)] = rows.get(round(slot.y, 3), 0) + 1
    assert list(rows.values()) == [11] * 6


def test_named_bands_start_a_strip_lower_when_the_foot_has_room():
    """With names, the first band leaves a strip for its name above it, as the bands below do; a
    sheet filled to its foot keeps its first band at the top (the name then runs up its side)."""
    page = plan_bands([(mm(20), 3), (mm(16), 30)], A4, MARGIN, BLEED)[0]
    plain, named = place_bands(page, A4, MARGIN, BLEED), place_bands(page, A4, MARGIN, BLEED, named=True)
    top = max(s.y + s.height for s in plain[0].slots)
    assert max(s.y + s.height for s in named[0].slots) == pytest.approx(top - BAND_GAP)
    assert named[0].high == pytest.approx(A4.height - MARGIN - BAND_GAP / 2)
    full = plan_bands([(mm(27.9), 60)], A4, MARGIN, BLEED)[0]  # ten rows: 279 of the 279 mm
    assert place_bands(full, A4, MARGIN, BLEED, named=True) == place_bands(full, A4, MARGIN, BLEED)


def test_a_short_band_is_centred_on_its_chits():
    [[band]] = plan_bands([(mm(20), 3)], A4, MARGIN, BLEED)
    slots = place_bands([band], A4, MARGIN, BLEED)[0].slots
    left, right = slots[0].x, slots[-1].x + slots[-1].width
    assert left == pytest.approx(A4.width - right)


# ---------------------------------------------------------------------------------------- checks


def test_sample_is_clean(tmp_path):
    assert errors(project(tmp_path)) == []


@pytest.mark.parametrize(
    "old, new, expected",
    [
        (
            "picture: moneta",
            "picture: kubek",
            "20:55: unknown pictogram 'kubek'; expected one of: butelka, dewizka, figurka, filizanka, fotel, gitara, "
            "grafika, kalendarz, ksiazka, lampa, lutnia, moneta, nalepka, obraz, perly, peruka, pierscien, pioro, "
            "pistolet, plyta, pocztowka, podkowa, puchar, samowar, siodlo, stolik, szabla, szpilka, talerzyk, uprzaz, "
            "wachlarz, waza, zapalniczka, zegar, zegarek, znaczek [tokens.unknown-pictogram]",
        ),
        (
            'label: "1"}\n    back: {color: "#0000ff"',
            'label: "WWWWWWWWWWWW"}\n    back: {color: "#0000ff"',
            "7:37: 'WWWWWWWWWWWW' does not fit its box (12.0 mm wide, 1 line(s), font Serif-Bold at 6.0 pt or more) "
            "[text.does-not-fit]",
        ),
        (
            "name: mały",
            "name: czerwony",
            "9:11: token variant 'czerwony' appears twice (first as variant 1); expected unique names "
            "[tokens.duplicate-variant]",
        ),
        (
            "size: 16mm",
            "size: 6mm",
            "11:11: token 'mały' is 6.0 mm; expected at least 8 mm (smaller chits cannot be cut or picked up) "
            "[tokens.too-small]",
        ),
        (
            "size: 28mm",
            "size: 250mm",
            "16:5: token 'duży' of 250.0 x 250.0 mm with 2.0 mm bleed does not fit on A4 inside the 5 mm printer margin "
            "[tokens.too-big]",
        ),
        (
            "caption: MAŁY",
            "caption: BARDZO DŁUGI NAPIS",
            "14:53: 'BARDZO DŁUGI NAPIS' does not fit inside a 16 mm hex token at 6.5 pt or more with 1.5 mm to its outline; "
            "expected a shorter caption or a larger token [text.does-not-fit]",
        ),
        (  # fits the width of a 16 mm hexagon, but not with 1.5 mm clear of its outline
            "caption: MAŁY",
            "caption: APARTAMENT",
            "14:53: 'APARTAMENT' does not fit inside a 16 mm hex token at 6.5 pt or more with 1.5 mm to its outline; "
            "expected a shorter caption or a larger token [text.does-not-fit]",
        ),
        (
            "symbol: star, caption",
            "symbol: star, picture: moneta, caption",
            "14:11: 'variants[1].face': a face has both 'symbol' and 'picture'; expected one of them "
            "[schema.value-error]",
        ),
        (
            "shape: hex",
            "shape: oval",
            "12:12: 'variants[1].shape': expected one of 'circle', 'square' or 'hex', received 'oval' "
            "[schema.literal-error]",
        ),
        (
            "count: 30",
            "count: 0",
            "10:12: 'variants[1].count': input should be greater than or equal to 1, received 0 "
            "[schema.greater-than-equal]",
        ),
    ],
)
def test_findings(tmp_path, old, new, expected):
    components = project(tmp_path, TOKENS_YAML.replace(old, new, 1))
    assert errors(components) == [expected]


# ------------------------------------------------------------------------------------------- PDF


def test_pdf_puts_all_sizes_on_one_sheet_with_backs(tmp_path):
    path = built(project(tmp_path), tmp_path)
    # guide, guide back (duplex registration), one sheet of fronts and its backs
    assert pdfcheck.page_sizes_mm(path) == [(210.0, 297.0)] * 4
    raw = path.read_bytes()
    assert b"/PrintScaling /None" in raw and b"/Duplex /Simplex" in raw  # card, fed by hand (r34 AS major 1)
    text = " ".join(pdfcheck.text(path).split())
    for words in (
        "3 × czerwony „1”: kwadrat 20 mm, krążek 17,3 mm, dwustronne",
        "30 × mały „MAŁY”: kwadrat 16 mm, sześciokąt 13,3 mm, dwustronne",
        "15 × duży „DUŻY”: kwadrat 28 mm, jednostronne",
        "Razem 48 żetonów.",
    ):
        assert words in text
    for page in (2, 3):
        assert pdfcheck.margin_is_blank(pdfcheck.render(path, page, 100), 5, 100)


def test_a_stand_in_is_said_on_the_guide_page_and_on_the_sheet(tmp_path):
    """A chit a coin may replace says so on its guide page and above its band, even when it is the
    only group on its sheet (whose label alone names it otherwise)."""
    only_red = TOKENS_YAML.split("  - name: mały")[0].replace(
        "    count: 3\n", "    count: 3\n    stand_in: moneta 2 gr\n"
    )
    path = built(project(tmp_path, only_red), tmp_path)
    guide, _, sheet, back = (" ".join(text.split()) for text in pdfcheck.page_texts(path))
    assert "3 × czerwony „1”: kwadrat 20 mm, krążek 17,3 mm, dwustronne (albo moneta 2 gr)" in guide
    assert "CZERWONY · 3 SZT. (ALBO MONETA 2 GR)" in sheet and "MONETA" not in back


def _bbox_of(image, rgb, tolerance=40):
    mask = image.point(lambda v: 0).convert("L")
    px = image.load()
    w, h = image.size
    found = [
        (x, y)
        for y in range(0, h, 2)
        for x in range(0, w, 2)
        if all(abs(px[x, y][i] - rgb[i]) <= tolerance for i in range(3))
    ]
    del mask
    xs, ys = [p[0] for p in found], [p[1] for p in found]
    return min(xs), min(ys), max(xs), max(ys)


@pytest.mark.parametrize("duplex", ["long", "short"])
def test_backs_land_behind_their_fronts(tmp_path, duplex):
    only_red = TOKENS_YAML.split("  - name: mały")[0]
    path = built(project(tmp_path, only_red), tmp_path, duplex=duplex)
    dpi = 50
    import pypdfium2 as pdfium

    pdf = pdfium.PdfDocument(str(path))
    front = pdf[2].render(scale=dpi / 72).to_pil().convert("RGB")
    back = pdf[3].render(scale=dpi / 72).to_pil().convert("RGB")
    w, h = front.size
    fx0, fy0, fx1, fy1 = _bbox_of(front, (255, 0, 0))
    bx0, by0, bx1, by1 = _bbox_of(back, (0, 0, 255))
    if duplex == "long":
        assert abs((w - 1 - fx1) - bx0) <= 3 and abs(fy0 - by0) <= 3
    else:
        assert abs(fx0 - bx0) <= 3 and abs((h - 1 - fy1) - by0) <= 3


def test_kolekcjonerzy_tokens_take_one_sheet():
    from generator.model.findings import Findings
    from generator.validate.loading import load_project

    from .conftest import COMPONENTS

    project_ = load_project(COMPONENTS, ["kolekcjonerzy"], Findings())  # data validity: test_kolekcjonerzy
    [output] = render(project_, BuildOptions(), ["zetony"])
    assert (output.pages, output.sheets, output.duplex) == (4, 1, True)


@pytest.mark.parametrize("game, component", [("przekret", "zetony"), ("kolekcjonerzy", "zetony"), ("rynek", "zetony")])
def test_every_caption_of_the_kit_keeps_1_mm_inside_its_outline(game, component):
    """The caption's glyph box (its width, the height of its capitals and accents) lies at least 1 mm
    inside the outline it sits in (the inner ring, or the cutting line of a face without one)."""
    import math

    from generator.draw.fonts import SANS_SEMIBOLD, text_width
    from generator.draw.kinds import tokens

    from .conftest import validated_game

    spec = validated_game(game).components[component].spec
    for variant in spec.variants:
        face = variant.face
        if not face.caption:
            continue
        shape, side = tokens.resolved(spec, variant)
        fitted, lift = tokens.caption_fit(face, shape, side, variant.numbered)
        layout = tokens.LAYOUT[(bool(face.symbol or face.picture), bool(face.label), True)]
        size = fitted.size
        base = layout[4] * side * tokens.SHAPE_SCALE[shape] + lift
        half = text_width(face.caption, SANS_SEMIBOLD, size) / 2
        ring = side / 2 - mm(0.6) - (side * 0.07 if face.border else 0)
        for y in (base + size * 0.93, base):  # the top of Ż's dot, the baseline
            assert ring - math.hypot(half, y) >= mm(1) - 1e-6, (variant.name, shape)


TWO_COLOURS_YAML = """kind: tokens
title: Żetony próbne
size: 16mm
variants:
  - name: czerwony
    count: 30
    face: {color: "#ff0000", label: "1"}
    back: same
  - name: niebieski
    count: 20
    face: {color: "#0000ff", label: "5"}
    back: same
"""


def test_chits_of_two_colours_lie_in_bands_of_their_own_with_a_gap_between():
    """A cut between a red and a blue block runs through a gap where each block has its own bleed
    (a cut or a back 1–2 mm off shows no neighbour's colour), as it costs no sheet here."""
    import tempfile

    import pypdfium2 as pdfium

    with tempfile.TemporaryDirectory() as folder:
        tmp = Path(folder)
        path = built(project(tmp, TWO_COLOURS_YAML), tmp)
        guide = " ".join(pdfcheck.page_texts(path)[0].split())
        assert "Żetony różnych kolorów leżą na arkuszu w osobnych pasach" in guide
        dpi = 50
        pdf = pdfium.PdfDocument(str(path))
        for page in (2, 3):  # the fronts and the backs
            image = pdf[page].render(scale=dpi / 72).to_pil().convert("RGB")
            _, _, _, red_bottom = _bbox_of(image, (255, 0, 0))
            _, blue_top, _, _ = _bbox_of(image, (0, 0, 255))
            assert (blue_top - red_bottom) * 25.4 / dpi >= 4, page  # both bleeds and the marks between


def test_przekret_token_captions_and_sheet_names_are_printed_above_the_6_pt_floor(tmp_path):
    """r15 P minor 12: POKÓJ and SZPITAL in 14 mm discs, APARTAMENT in 20 mm ones and the names of the
    groups beside the bands ("POKÓJ · 48 SZT. …", "PIONKI · 6 SZT.") were all at 6.0 pt, with room for
    more: where they fit they print at 6.5 pt or more (captions at 7)."""
    from generator.build.write import BuildResult, write

    from .conftest import COMPONENTS
    from .pdfcheck import small_text

    project_, _ = load_and_validate(COMPONENTS, ["przekret"])
    write(render(project_, BuildOptions(), ["zetony"]), tmp_path, BuildResult())
    runs = small_text(tmp_path / "przekret" / "zetony.pdf", 6.5)
    small = [text for _, text, _ in runs]
    assert not [t for t in small if any(word in t for word in ("POKÓJ", "APARTAMENT", "SZT."))], small
    # r17: SZPITAL sat under the hospital sign at 6 pt, all its 11.3 mm disc held (r38 P minor 3); since r40 a
    # word that does not fit at 6.5 pt, 1.5 mm inside the cut, is not printed (test_token_words_r40): the sign
    # is alone, and SZPITAL names only its group beside the band, at 6.5 pt or more
    assert not [t for t in small if "SZPITAL" in t], small


def test_no_cut_on_rynek_s_token_sheet_runs_between_two_colours(bundled_kit):
    """Kit review r23, Rynek minor 5: yellow met green, and green red, on the cut inside a row, so a cut
    0.5 mm off the line left the neighbour's colour on a token. Each colour now lies in whole columns
    with a gutter at the change (COLOUR_GUTTER_MIN at least; since r26 in bands of rows, on two sheets): 0.5 mm
    either side of every cut line,
    across the whole band, the card shows one colour (read off the printed front: its marks give the
    cut lines, the rows' middles are sampled)."""
    import numpy as np

    from . import pdfcheck

    job = pdfcheck.job_path(bundled_kit, "rynek", "card", "long")
    texts = pdfcheck.page_texts(job)
    fronts = [i for i, t in enumerate(texts) if "Żetony surowców" in t and "przód" in t]
    assert len(fronts) == 2  # r27 F7: 120 singles a colour, as the seed has them, on the same two sheets
    dpi = 300
    px = dpi / 25.4
    for index in fronts:
        image = np.asarray(pdfcheck.render(job, index, dpi=dpi, mode="RGB")).astype(int)
        height = image.shape[0]
        marks = pdfcheck.crop_marks_mm(job, index)
        xs = sorted({round(m[0], 2) for m in marks if abs(m[0] - m[2]) < 0.01})
        ys = sorted({round(m[1], 2) for m in marks if abs(m[1] - m[3]) < 0.01})
        assert len(xs) >= 13 and len(ys) >= 4, (index, xs, ys)  # 12 columns; each colour's rows a band

        def colour(x_mm: float, y_mm: float, image=image, height=height):
            return image[height - int(round(y_mm * px)), int(round(x_mm * px))]

        # the rows' middles: a row is a token's height between two cuts (the gap between two colours' bands,
        # with the band's caption in it, is no row)
        pitch = max((b - a for a, b in zip(ys, ys[1:])), key=lambda d: sum(abs(d - e) < 0.2 for e in np.diff(ys)))
        mids = [(a + b) / 2 for a, b in zip(ys, ys[1:]) if abs(b - a - pitch) < 0.2]
        assert len(mids) >= 4, (index, ys)
        for x in xs:
            for y in mids:
                left, right = colour(x - 0.5, y), colour(x + 0.5, y)
                # a band's own edge where a band of other columns lies (the spares' band, r29 R minor 11): the
                # paper beside it is no token's colour
                if max(left.min(), right.min()) > 245:
                    continue
                assert np.abs(left - right).max() < 40, (index, x, y, left, right)
        columns = [(a + b) / 2 for a, b in zip(xs, xs[1:]) if b - a > 10]
        for y in ys:
            for x in columns:
                # sampled off the chit's circle: beside its middle, a quarter of the token in
                below, above = colour(x - 3.5, y - 0.5), colour(x - 3.5, y + 0.5)
                assert np.abs(below - above).max() < 40, (index, x, y, below, above)
