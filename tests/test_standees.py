"""The generic standees kind: checks (exact texts), the strip geometry and the panels' orientation."""

from __future__ import annotations

from pathlib import Path

import pytest

from generator.build.recipe import BuildOptions, load_and_validate
from generator.build.render import render
from generator.draw.kinds.standees import disc_radius
from generator.model.findings import FindingsError
from generator.model.units import mm, to_mm

from . import pdfcheck

GAME_YAML = """kind: game
id: proba
title: Próba
seed: none
players: {min: 2, max: 6}
dimensions:
  field: 30mm
"""
STANDEES_YAML = """kind: standees
title: Pionki próbne
width: 20mm
height: 32mm
base: 12mm
fits_on: field
pawns:
  - {mark: "1", color: "#e00000", name: RUDY}
  - {mark: "2", color: "#0000ff", symbol: star}
  - {mark: "A", color: "#f2c40f", picture: moneta, copies: 2}
"""


def project(tmp_path: Path, text: str = STANDEES_YAML) -> Path:
    folder = tmp_path / "components" / "proba"
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text(GAME_YAML, encoding="utf-8")
    (folder / "pionki.yaml").write_text(text, encoding="utf-8")
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


def test_sample_is_clean(tmp_path):
    assert errors(project(tmp_path)) == []


@pytest.mark.parametrize(
    "old, new, expected",
    [
        (
            'mark: "2"',
            'mark: "1"',
            "9:12: pawn mark '1' is used twice (first by pawn 1); expected a different mark on every pawn "
            "[standees.duplicate-mark]",
        ),
        (
            'color: "#0000ff"',
            'color: "#E00000"',
            "9:24: pawn '2' has the colour #E00000 of pawn 1; expected a different colour on every pawn "
            "[standees.duplicate-color]",
        ),
        (
            "base: 12mm",
            "base: 16mm",
            "6:10: the pawn's foot is 20 × 32 mm; it must fit on field (30 mm) [standees.footprint]",
        ),
        (
            "fits_on: field",
            "fits_on: pole",
            "6:10: fits_on names 'pole', which is not in the game's dimensions; expected one of: field "
            "[standees.fits-on]",
        ),
        (
            "picture: moneta",
            "picture: kubek",
            "10:44: unknown pictogram 'kubek'; expected one of: butelka, dewizka, figurka, filizanka, fotel, gitara, "
            "grafika, kalendarz, ksiazka, lampa, lutnia, moneta, nalepka, obraz, perly, peruka, pierscien, pioro, "
            "pistolet, plyta, pocztowka, podkowa, puchar, samowar, siodlo, stolik, szabla, szpilka, talerzyk, uprzaz, "
            "wachlarz, waza, zapalniczka, zegar, zegarek, znaczek [standees.unknown-pictogram]",
        ),
        (
            "name: RUDY",
            "name: RUDY BORDOWY",
            "8:41: 'RUDY BORDOWY' does not fit its box (9.6 mm wide, 1 line(s), font Sans-Semibold at 7.0 pt or "
            "more) [text.does-not-fit]",
        ),
        (
            'color: "#e00000"',
            'color: "#e00000", ink: "#1d1d1b"',
            "8:40: pawn '1': its name in #1d1d1b on #e00000 has a contrast of 3.4:1; small type needs at least 4.5:1 "
            "(WCAG 2) [colours.contrast]",
        ),
        (
            "width: 20mm",
            "width: 10mm",
            "3:8: pawn 10 × 32 mm with 12 mm tabs is too small to fold; expected at least 12 × 15 mm with 6 mm tabs "
            "[standees.too-small]",
        ),
        (
            "height: 32mm",
            "height: 140mm",
            "4:9: a pawn strip of 20.0 x 304.0 mm with 2.0 mm bleed does not fit on A4 inside the 5 mm printer margin "
            "[standees.too-big]",
        ),
        (
            "symbol: star}",
            "symbol: star, picture: moneta}",
            "9:5: 'pawns[1]': a pawn has both 'symbol' and 'picture'; expected one of them [schema.value-error]",
        ),
        (
            'mark: "A"',
            'mark: "ABCD"',
            "10:12: 'pawns[2].mark': string should have at most 3 characters, received 'ABCD' [schema.string-too-long]",
        ),
    ],
)
def test_findings(tmp_path, old, new, expected):
    assert errors(project(tmp_path, STANDEES_YAML.replace(old, new, 1))) == [expected]


def render_rgb(path: Path, index: int, dpi: int):
    import pypdfium2 as pdfium

    pdf = pdfium.PdfDocument(str(path))
    try:
        return pdf[index].render(scale=dpi / 72).to_pil().convert("RGB")
    finally:
        pdf.close()


def _pdf(tmp_path: Path) -> Path:
    project_, _ = load_and_validate(project(tmp_path), ["proba"])
    [output] = render(project_, BuildOptions())
    assert (output.pages, output.sheets) == (2, 1)  # guide page, one sheet; no backs
    path = tmp_path / "pionki.pdf"
    path.write_bytes(output.data)
    return path


def _sheet(path: Path, dpi: int):
    """The sample's pawn sheet at `dpi`: the image, its pixels, pixels per millimetre."""
    image = render_rgb(path, 1, dpi)
    return image, image.load(), dpi / 25.4


def _red_strip(image, px, per_mm: float) -> tuple[int, int, list[int]]:
    """The red pawn's strip: its left edge, a column 3 mm inside it (clear of the panel frame) and the
    rows of full red along that column."""

    def is_red(x, y):
        r, g, b = px[int(x), int(y)]
        return r > 200 and g < 60 and b < 60

    w, h = image.size
    column = next(x for x in range(w) if any(is_red(x, y) for y in range(0, h, 4)))
    x = column + int(3 * per_mm)
    return column, x, [y for y in range(h) if is_red(x, y)]


def test_strips_are_cut_to_size_and_fold_in_the_right_places(tmp_path):
    path = _pdf(tmp_path)
    assert pdfcheck.page_sizes_mm(path) == [(210.0, 297.0)] * 2
    dpi = 200
    image, px, per_mm = _sheet(path, dpi)
    assert pdfcheck.margin_is_blank(image.convert("L"), 5, dpi)
    column, x, reds = _red_strip(image, px, per_mm)
    # the pawn's own colour runs the whole strip, feet and panels alike (kit review r32, P minor 3, R minor 4:
    # olive and grey feet under a yellow and a black pawn), into the 2 mm bleed at both ends
    assert (max(reds) - min(reds)) / per_mm == pytest.approx(2 * 12 + 2 * 32 + 2 * 2, abs=0.6)
    # the three folds, at 12, 44 and 76 mm from the trim: a dash across the red at each
    for fold in (12, 44, 76):
        y = round(min(reds) + (2 + fold) * per_mm)
        row = [px[column + k, y] for k in range(int(1 * per_mm), int(19 * per_mm))]
        assert any(not (r > 200 and g < 60 and b < 60) for r, g, b in row), fold
        assert all(
            r > 200 and g < 60 and b < 60 for r, g, b in (px[x, y - int(1.2 * per_mm)], px[x, y + int(1.2 * per_mm)])
        )


def test_the_fold_on_a_finished_face_is_a_neutral_grey(tmp_path):
    """The ridge's fold line stays on the folded pawn: a dash-dot neither black nor a light band across
    the face (kit review r22, K minor 8), in a neutral grey that stands out on every strip's colour, not
    a tone of it (r26, K minor 5: tones were faint on green, orange, red and purple)."""
    from generator.draw.kinds.standees_draw import FOLD_GREYS, fold_tone
    from generator.validate.colour_check import contrast_ratio

    image, px, per_mm = _sheet(_pdf(tmp_path), 300)
    column, _, reds = _red_strip(image, px, per_mm)
    ridge = round((min(reds) + max(reds)) / 2)  # the fold between the two panels
    line = [px[column + k, ridge] for k in range(int(1 * per_mm), int(19 * per_mm))]
    assert not any(max(p) < 60 for p in line)  # no black dash
    assert not any(min(p) > 200 for p in line)  # no light band
    grey = [p for p in line if max(p) - min(p) < 16]  # the dashes: neutral, not red
    assert len(grey) > len(line) / 4
    for colour in ("#2e7d32", "#ef6c00", "#c62828", "#6a1b9a", "#fdd835", "#ffffff", "#212121", "#9e9e9e"):
        ink = "#" + fold_tone(colour).hexval()[2:]
        assert ink in FOLD_GREYS and contrast_ratio(ink, colour) >= 1.9, (colour, ink)


def test_back_panel_is_upside_down(tmp_path):
    """The mark disc sits near the top of the front panel and near the bottom of the back panel, so the
    back stands upright after the fold (a tent card)."""
    image, px, per_mm = _sheet(_pdf(tmp_path), 150)
    w, h = image.size
    # the second pawn (blue, with a star): light disc pixels in its column
    column = next(x for x in range(w) if any(px[x, y] == (0, 0, 255) for y in range(0, h, 3)))
    x = column + int(10 * per_mm)  # the strip's centre line (20 mm wide)
    blues = [y for y in range(h) if px[x, y][2] > 200 and px[x, y][0] < 60]
    top, bottom = min(blues), max(blues)
    middle = (top + bottom) / 2  # the fold at the top of the pawn
    medallion = (0xFB, 0xF6, 0xEA)
    light = [y for y in range(top, bottom) if all(abs(a - b) <= 6 for a, b in zip(px[x, y], medallion))]
    back_disc = [y for y in light if y < middle]
    front_disc = [y for y in light if y > middle]
    disc = 2 * to_mm(disc_radius(mm(20))) * per_mm  # the disc as the frame leaves it room (r39: 3.9 mm in)
    assert back_disc and front_disc
    # front: disc close to the fold (the panel's top); back: disc close to the fold as well, mirrored
    assert min(front_disc) - middle == pytest.approx(middle - max(back_disc), abs=3)
    assert max(front_disc) - min(front_disc) == pytest.approx(disc, abs=0.2 * disc)


def test_kolekcjonerzy_pawns_fit_on_one_sheet():
    from generator.model.findings import Findings
    from generator.validate.loading import load_project

    from .conftest import COMPONENTS

    project_ = load_project(COMPONENTS, ["kolekcjonerzy"], Findings())  # data validity: test_kolekcjonerzy
    [output] = render(project_, BuildOptions(), ["pionki"])
    assert (output.pages, output.sheets) == (2, 1)


def test_marks_that_read_as_another_number_upside_down_are_the_ones_underlined():
    from generator.draw.text import reads_otherwise_turned

    assert [m for m in map(str, range(1, 13)) if reads_otherwise_turned(m)] == ["6", "9"]
    assert reads_otherwise_turned("16") and reads_otherwise_turned("68") and not reads_otherwise_turned("88")
    assert not reads_otherwise_turned("10") and not reads_otherwise_turned("A") and not reads_otherwise_turned("")


@pytest.mark.parametrize("pattern", ["stripes", "dots", "checks"])
def test_a_pattern_gives_a_pale_pawn_a_second_cue(tmp_path, pattern):
    """Two white pawns, one plain, one patterned: the pattern puts ink a clear step darker than the body over
    a good share of the patterned panel (a cue that reads on a cream board at arm's length), none on the plain
    one. A tone of the body, not near black (r34, K minor 1: dark stripes printed the white pawn grey)."""
    text = (
        STANDEES_YAML.split("pawns:")[0]
        + f'pawns:\n  - {{mark: "1", color: "#ffffff"}}\n  - {{mark: "2", color: "#f4f1ea", pattern: {pattern}}}\n'
    )
    project_, _ = load_and_validate(project(tmp_path, text), ["proba"])
    [output] = render(project_, BuildOptions())
    path = tmp_path / "pionki.pdf"
    path.write_bytes(output.data)
    dpi = 100
    image = render_rgb(path, 1, dpi).convert("L")
    per_mm = dpi / 25.4
    w, h = image.size
    # the first pawn's left edge: the leftmost of the hairline crop marks above the strips (the highest
    # ink on the sheet), the second pawn's the last mark up to 6 mm past the first's 20 mm (its right cut, or
    # beyond a gutter the second's left: r42, strips of two colours lie apart)
    top = next(y for y in range(h) if any(image.getpixel((x, y)) < 160 for x in range(w)))
    marks = [x for x in range(w) if image.getpixel((x, top + 2)) < 160]
    left = min(marks)  # the first strip's left trim
    second = max(x for x in marks if x <= left + 26 * per_mm)
    dark = []  # mm² of ink 40 levels or more under the body's (#f4f1ea: 242) in a 14 mm column down each strip
    for start in (left, second):
        x0 = int(start + 3 * per_mm)
        column = range(x0, x0 + int(14 * per_mm))
        dark.append(sum(1 for x in column for y in range(h) if image.getpixel((x, y)) < 202) / per_mm**2)
    assert dark[1] > dark[0] + 60, dark
    print(dark)  # the plain pawn: its mark, folds and frame only


def test_the_colour_runs_past_the_cut_under_a_hairline(tmp_path):
    """A strip's colour runs on into the bleed, no dark band on the trim, so a cut a little off leaves no
    black rim on some pawns and none on others; its long sides carry a grey hairline on the trim (TRIM_LINE),
    from end to end, the strip's one line that reads as a cut (r41 K minor 1: the rings inside read as one)."""
    from generator.draw.kinds.standees_draw import FOLD_GREYS, TRIM_LINE

    [output] = render(load_and_validate(project(tmp_path), ["proba"])[0], BuildOptions())
    path = tmp_path / "pionki.pdf"
    path.write_bytes(output.data)
    dpi = 150
    image = render_rgb(path, 1, dpi)
    grey = image.convert("L")
    per_mm = dpi / 25.4
    w, h = image.size
    top = next(y for y in range(h) if any(grey.getpixel((x, y)) < 160 for x in range(w)))
    left = min(x for x in range(w) if grey.getpixel((x, top + 2)) < 160)  # the first strip's left trim
    y = h // 2 + int(10 * per_mm)  # across the lower panel, clear of the middle fold
    for offset_mm in (-1.5, -0.8, -0.3, 0.3, 0.8):  # outside the trim (bleed) and inside it
        r, g, b = image.getpixel((int(left + offset_mm * per_mm), y))
        assert r > 200 and g < 60 and b < 60, (offset_mm, (r, g, b))  # the red pawn's colour, no dark band
    greys = {tuple(round(int(c[i : i + 2], 16) / 255, 3) for i in (1, 3, 5)) for c in FOLD_GREYS}
    hairs = [
        line
        for stroke in pdfcheck.strokes(path, 1)
        if not stroke.dash and stroke.colour in greys and abs(stroke.width - TRIM_LINE) < 0.01
        for line in stroke.polylines
        if abs(line[0][0] - line[-1][0]) < 0.01 and abs(line[-1][1] - line[0][1]) > mm(80)  # up a whole strip
    ]
    assert len(hairs) >= 2, hairs  # both long sides of a strip at least


@pytest.mark.parametrize("game", ["kolekcjonerzy", "rynek", "przekret"])
def test_every_bundled_pawn_name_and_mark_reads_on_its_colour(game):
    """r13: white 6 pt names on pink, orange, turquoise (2.7–3.4 : 1) and marks in those colours on the
    light disc (2.5–2.9 : 1). A name is small type (4.5 : 1); a mark is a large numeral (3 : 1)."""
    from generator.draw.kinds.piece_symbols import MEDALLION
    from generator.validate.colour_check import CONTRAST, contrast_ratio
    from tests.conftest import COMPONENTS

    project_, _ = load_and_validate(COMPONENTS, [game])
    [pawns] = [c for c in project_.games[game].components.values() if c.kind == "standees"]
    low = [
        (p.name, round(contrast_ratio(p.ink_color, p.color), 1), round(contrast_ratio(p.mark_color, MEDALLION), 1))
        for p in pawns.spec.pawns
        if contrast_ratio(p.ink_color, p.color) < CONTRAST["body"]
        or contrast_ratio(p.mark_color, MEDALLION) < CONTRAST["large"]
    ]
    assert low == []


@pytest.mark.parametrize("game", ["rynek", "przekret", "kolekcjonerzy"])
def test_the_mark_on_a_pawn_s_foot_reads_at_arm_s_length(game):
    """r15: Rynek's foot numeral was 11.5 pt (a 3 mm digit) on a 9 mm tab; every game's feet now carry it
    at 18 pt or more."""
    from generator.draw.kinds.standees_draw import tab_mark
    from tests.conftest import COMPONENTS, validated_game

    spec = validated_game(game, COMPONENTS).one("standees").spec
    sizes = {p.mark: tab_mark(p, spec.width, spec.base).size for p in spec.pawns}
    assert min(sizes.values()) >= 18.0, sizes
