"""r40 P: Przekręt's token words print at 6.5 pt or more with 1.5 mm or more between each glyph's box and the cut
(APARTAMENT kept 1.0 mm, SZPITAL printed at 6 pt, 1.1 mm from its 11.3 mm disc's cut). Measured on the sheet as
built: every word's characters (pdfium's glyph boxes and sizes) against the cutting circle it lies in, found among
the sheet's strokes and checked against the circle the layout cuts (tokens.cut_across). A word that cannot keep
both is a finding, so the hospital token shows its red cross alone (test_token_clearance). The letter above a
word keeps 1 mm from its tallest capital (POKÓJ's accent stood 0.6 mm under the P)."""

from __future__ import annotations

import math

import pytest

from generator.build.recipe import BuildOptions, load_and_validate
from generator.build.render import render
from generator.build.write import BuildResult, write
from generator.draw.kinds import tokens
from generator.model.units import to_mm

from .conftest import COMPONENTS, validated_game
from .pdfcheck import printed_text, strokes


def _circles(path, page: int) -> list[tuple[float, float, float]]:
    """(x, y, radius) of every stroked circle drawn with the chits' cutting line, pt."""
    found = []
    for stroke in strokes(path, page, curves=True):
        points = [p for line in stroke.polylines for p in line]
        if stroke.rect or abs(stroke.width - tokens.CUT_LINE) > 0.01 or len(points) < 5:
            continue
        xs, ys = [x for x, _ in points], [y for _, y in points]
        if abs((max(xs) - min(xs)) - (max(ys) - min(ys))) < 0.1:
            found.append(((max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2, (max(xs) - min(xs)) / 2))
    return found


def _words(path) -> list[tuple[int, str, float, list[tuple[float, float, float, float]]]]:
    """(page, word, size, glyph boxes) of every run of letters on one line at one size."""
    words: list = []
    for page, char, size, _, box in printed_text(path):
        last = words[-1] if words else None
        if not char.isalpha():
            words.append(None)
            continue
        if last and last[0] == page and last[2] == size and abs(last[3][-1][1] - box[1]) < size / 2:
            if 0 <= box[0] - last[3][-1][2] < size:
                last[1] += char
                last[3].append(box)
                continue
        words.append([page, char, size, [box]])
    return [tuple(w) for w in words if w]


@pytest.fixture(scope="module")
def sheet(tmp_path_factory):
    folder = tmp_path_factory.mktemp("przekret-tokens")
    project_, _ = load_and_validate(COMPONENTS, ["przekret"])
    write(render(project_, BuildOptions(), ["zetony"]), folder, BuildResult())
    return folder / "przekret" / "zetony.pdf"


def test_every_token_word_prints_at_6_5_pt_and_1_5_mm_inside_its_cut(sheet):
    spec = validated_game("przekret").components["zetony"].spec
    cuts = {round(to_mm(tokens.cut_across(*tokens.resolved(spec, v))), 2) for v in spec.variants}
    expected = {v.face.caption: v.count for v in spec.variants if v.face.caption}
    found: dict[str, int] = {}
    circles = {}
    for page, word, size, boxes in _words(sheet):
        if page not in circles:
            circles[page] = _circles(sheet, page)
        middle = ((boxes[0][0] + boxes[-1][2]) / 2, (min(b[1] for b in boxes) + max(b[3] for b in boxes)) / 2)
        inside = [c for c in circles[page] if math.hypot(middle[0] - c[0], middle[1] - c[1]) < c[2]]
        if not inside or len(word) == 1:
            continue  # the sheet's own words, outside every chit, and a chit's letter (test_token_clearance)
        (x, y, r) = min(inside, key=lambda c: c[2])
        assert round(to_mm(2 * r), 2) in cuts, (word, to_mm(2 * r))  # the layout's cut, not another ring
        far = max(math.hypot(bx - x, by - y) for b in boxes for bx in (b[0], b[2]) for by in (b[1], b[3]))
        clear = to_mm(r - tokens.CUT_LINE / 2 - far)
        assert size >= 6.5 and clear >= 1.5, (word, size, round(clear, 2))
        found[word] = found.get(word, 0) + 1
    assert found == expected  # every word of every chit measured, none left out by the search


def test_a_chit_s_letter_stands_1_mm_above_its_word(sheet):
    gaps = {}
    for page in sorted({page for page, *_ in _words(sheet)}):
        circles = _circles(sheet, page)
        marks: dict[tuple, list] = {}
        for _, word, _, boxes in (w for w in _words(sheet) if w[0] == page):
            middle = ((boxes[0][0] + boxes[-1][2]) / 2, (boxes[0][1] + boxes[0][3]) / 2)
            inside = [c for c in circles if math.hypot(middle[0] - c[0], middle[1] - c[1]) < c[2]]
            if inside:
                marks.setdefault(min(inside, key=lambda c: c[2]), []).append((word, boxes))
        for found in marks.values():
            letters = [boxes for word, boxes in found if len(word) == 1]
            words = [(word, boxes) for word, boxes in found if len(word) > 1]
            if letters and words:
                [(word, boxes)] = words
                gap = to_mm(min(b[1] for b in letters[0]) - max(b[3] for b in boxes))
                gaps[word] = min(gaps.get(word, gap), gap)
    assert set(gaps) == {"POKÓJ", "APARTAMENT"}
    assert all(gap >= 1.0 for gap in gaps.values()), gaps
