"""Every token face of every bundled game keeps its letter, symbol and caption at least 1 mm inside the
line it is cut along (or its decorative ring): measured on the drawn face, so a hand cut or a punch a
little off centre never bites into them (kit review r18: Przekręt's SZPITAL sign 0.25 mm from its cut,
Rynek's Ż dot and ● 0.2–0.3 mm from the inner ring)."""

from __future__ import annotations

import io
import math

import numpy as np
import pypdfium2 as pdfium
import pytest
import yaml
from reportlab.pdfgen.canvas import Canvas

from generator.draw.kinds.tokens import CUT_LINE, RING_LINE, Face, Tokens, colour_letter, cut_across, resolved
from generator.draw.kinds.tokens_draw import _face_drawer
from generator.draw.layout_fonts import register_fonts
from generator.model.units import to_mm

from .conftest import COMPONENTS

DPI = 600
CLEAR_MM = 1.0


def _ring(face: Face, shape: str, side: float) -> float:
    """The inner edge (pt from the centre) of the line the face's content keeps clear of: the decorative
    ring where the face has one, else the cutting line (a hexagon: to its corners)."""
    r = cut_across(shape, side) / 2
    if face.border:
        return r - side * (0.07 if shape != "square" else 0.09) - RING_LINE / 2
    return r - CUT_LINE / 2


def _ink(face: Face, shape: str, side: float, number: int | None, letter: str | None = None) -> np.ndarray:
    """Where the face's ink is (its back drawn alone: no cutting line or ring; `letter`: its colour's, as
    the kit draws a five beside its single), at DPI: a mask of the pixels that differ from the face's
    ground."""
    register_fonts()
    buf = io.BytesIO()
    c = Canvas(buf, pagesize=(side, side))
    _face_drawer(face, shape, number, True, letter)(c, side, side)
    c.showPage()
    c.save()
    img = pdfium.PdfDocument(buf.getvalue())[0].render(scale=DPI / 72).to_numpy()[:, :, 2::-1].astype(int)  # BGR
    ground = np.array([int(face.color[i : i + 2], 16) for i in (1, 3, 5)])
    return np.abs(img - ground).sum(axis=2) > 90


def clearance(face: Face, shape: str, side: float, number: int | None, letter: str | None = None) -> float:
    """mm between the face's ink and the line it keeps clear of."""
    ink = _ink(face, shape, side, number, letter)
    ys, xs = np.nonzero(ink)
    half = (ink.shape[0] - 1) / 2
    x, y, px = xs - half, ys - half, 25.4 / DPI
    inside = np.hypot(x, y) * px < to_mm(cut_across(shape, side)) / 2 - 0.05  # the page's own edge is no ink
    x, y = x[inside], y[inside]
    ring = to_mm(_ring(face, shape, side))
    if shape == "circle":
        return ring - np.hypot(x, y).max() * px
    if shape == "hex":  # flat-topped: distance to the sides, along their normals
        reach = max((x * math.cos(t) + y * math.sin(t)).max() for t in (math.radians(30 + 60 * k) for k in range(6)))
        return ring * math.sqrt(3) / 2 - reach * px
    return ring - max(abs(x).max(), abs(y).max()) * px


def _faces():
    for path in sorted(COMPONENTS.glob("*/*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict) or data.get("kind") != "tokens":
            continue
        spec = Tokens.model_validate(data)
        for variant in spec.variants:
            shape, side = resolved(spec, variant)
            letter = colour_letter(spec, variant)
            for face in (variant.face, variant.back):
                if isinstance(face, Face):
                    number = 1 if variant.numbered else None
                    yield pytest.param(face, shape, side, number, letter, id=f"{path.parent.name}-{variant.name}")


@pytest.mark.parametrize(("face", "shape", "side", "number", "letter"), list(_faces()))
def test_every_token_face_keeps_1_mm_inside_its_cut(face, shape, side, number, letter):
    assert clearance(face, shape, side, number, letter) >= CLEAR_MM


def _runs(mask: np.ndarray, axis: int) -> list[tuple[float, float]]:
    """(start, length) in mm of the runs of `mask`'s rows (axis 1) or columns (axis 0) holding ink,
    split by blank ones."""
    lines = np.nonzero(mask.any(axis=axis))[0]
    runs, start = [], lines[0]
    for a, b in zip(lines, list(lines[1:]) + [None]):
        if b is None or b != a + 1:
            runs.append((start * 25.4 / DPI, (a - start + 1) * 25.4 / DPI))
            start = b
    return runs


def _fives():
    for param in _faces():
        face, shape, side, number, _ = param.values
        if number is None and face.symbol and face.label and face.label.isdigit() and int(face.label) > 1:
            yield param


@pytest.mark.parametrize(("face", "shape", "side", "number", "letter"), list(_fives()))
def test_a_chit_worth_more_than_one_shows_its_number_as_the_dominant_mark(face, shape, side, number, letter):
    """Kit review r19: Rynek's „5” was a 2.5 mm digit over a 5 mm colour dot, told from a single only by
    that digit once cut square, front and back. The number stands at least 6 mm, on top, and the
    colour's symbol under it is smaller. r25 (R minor 2): where the colour's single has a letter, that
    1.7 mm symbol was no cue at all; the five shows the letter over a symbol 3 mm across beside its
    number, 1 mm clear of it, the number still the tallest glyph (3.4 mm or more, a millimetre above
    the letter, its accent included)."""
    ink = _ink(face, shape, side, None, letter)
    if letter is None:
        figure, *rest = (length for _, length in _runs(ink, 1))
        assert figure >= 6.0 - 0.05
        assert rest and max(rest) < figure / 2
        return
    (number_x, number_w), (column_x, column_w) = _runs(ink, 0)  # the number, then the letter's column
    assert column_x - (number_x + number_w) >= 1.0 - 0.05
    px = DPI / 25.4
    figure = _runs(ink[:, : round((number_x + number_w) * px)], 1)
    *letter_runs, (_, symbol_h) = _runs(ink[:, round(column_x * px) :], 1)  # Ż's dot is a run of its own
    letter_h = letter_runs[-1][0] + letter_runs[-1][1] - letter_runs[0][0]
    assert len(figure) == 1 and figure[0][1] >= 3.4 - 0.05 and figure[0][1] > max(letter_h + 1.0, symbol_h)
    assert max(column_w, symbol_h) >= 3.0 - 0.05


def test_the_bundled_kit_has_fives_to_check():
    assert {p.id for p in _fives()} >= {"kolekcjonerzy-piątka"}


def test_a_caption_keeps_more_than_the_rule_where_its_chit_allows():
    """Kit review r22, P minor 2: POKÓJ's lower corners sat 1.05 mm inside the 11 mm circle cut by hand;
    where a caption fits at 6.5 pt or more with more room (tokens.CAPTION_COMFORT), it takes it: the ink
    of the disc's lower half (the caption) keeps 1.4 mm or more from the cut."""
    [face] = [p.values for p in _faces() if p.id == "przekret-pokój"][:1]
    face, shape, side, number, _ = face
    ink = _ink(face, shape, side, number)
    ys, xs = np.nonzero(ink)
    half = (ink.shape[0] - 1) / 2
    x, y, px = xs - half, ys - half, 25.4 / DPI
    inside = np.hypot(x, y) * px < to_mm(cut_across(shape, side)) / 2 - 0.05
    lower = inside & (y > 0)  # image rows grow downwards
    assert to_mm(_ring(face, shape, side)) - np.hypot(x[lower], y[lower]).max() * px >= 1.4


def test_a_caption_that_fits_only_small_is_left_off_and_its_sign_keeps_the_room():
    """Kit review r38, P minor 3: SZPITAL at 6.25 pt kept only the rule's 1 mm from the disc's cut, and at 6 pt
    (r40) 1.1 mm. A caption that cannot keep 1.5 mm at 6.5 pt does not fit (tokens.caption_fit: the checker
    asks for a shorter word or a larger chit), so the hospital token shows its sign alone, its ink 1.5 mm or
    more from the cut."""
    from generator.draw.kinds.tokens import caption_fit

    [values] = [p.values for p in _faces() if p.id == "przekret-szpital"][:1]
    face, shape, side, number, _ = values
    assert face.caption is None
    assert caption_fit(face.model_copy(update={"caption": "SZPITAL"}), shape, side, number is not None) is None
    assert clearance(face, shape, side, number) >= 1.5
