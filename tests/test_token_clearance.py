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

from generator.draw.kinds.tokens import CUT_LINE, Face, Tokens, cut_across, resolved
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
        return r - side * (0.07 if shape != "square" else 0.09) - max(0.4, side * 0.012) / 2
    return r - CUT_LINE / 2


def _ink(face: Face, shape: str, side: float, number: int | None) -> np.ndarray:
    """Where the face's ink is (its back drawn alone: no cutting line or ring), at DPI: a mask of the
    pixels that differ from the face's ground."""
    register_fonts()
    buf = io.BytesIO()
    c = Canvas(buf, pagesize=(side, side))
    _face_drawer(face, shape, number, back=True)(c, side, side)
    c.showPage()
    c.save()
    img = pdfium.PdfDocument(buf.getvalue())[0].render(scale=DPI / 72).to_numpy()[:, :, 2::-1].astype(int)  # BGR
    ground = np.array([int(face.color[i : i + 2], 16) for i in (1, 3, 5)])
    return np.abs(img - ground).sum(axis=2) > 90


def clearance(face: Face, shape: str, side: float, number: int | None) -> float:
    """mm between the face's ink and the line it keeps clear of."""
    ink = _ink(face, shape, side, number)
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
            for face in (variant.face, variant.back):
                if isinstance(face, Face):
                    yield pytest.param(
                        face, shape, side, 1 if variant.numbered else None, id=f"{path.parent.name}-{variant.name}"
                    )


@pytest.mark.parametrize(("face", "shape", "side", "number"), list(_faces()))
def test_every_token_face_keeps_1_mm_inside_its_cut(face, shape, side, number):
    assert clearance(face, shape, side, number) >= CLEAR_MM


def _ink_runs(face: Face, shape: str, side: float) -> list[float]:
    """Heights (mm) of the face's ink runs from top to bottom (rows with ink, split by blank rows)."""
    rows = np.nonzero(_ink(face, shape, side, None).any(axis=1))[0]
    runs, start = [], rows[0]
    for a, b in zip(rows, list(rows[1:]) + [None]):
        if b is None or b != a + 1:
            runs.append((a - start + 1) * 25.4 / DPI)
            start = b
    return runs


def _fives():
    for param in _faces():
        face, shape, side, number = param.values
        if number is None and face.symbol and face.label and face.label.isdigit() and int(face.label) > 1:
            yield param


@pytest.mark.parametrize(("face", "shape", "side", "number"), list(_fives()))
def test_a_chit_worth_more_than_one_shows_its_number_as_the_dominant_mark(face, shape, side, number):
    """Kit review r19: Rynek's „5” was a 2.5 mm digit over a 5 mm colour dot, told from a single only by
    that digit once cut square, front and back. The number now stands at least 6 mm, on top, and the
    colour's symbol under it is smaller."""
    figure, *rest = _ink_runs(face, shape, side)
    assert figure >= 6.0 - 0.05
    assert rest and max(rest) < figure / 2


def test_the_bundled_kit_has_fives_to_check():
    assert {p.id for p in _fives()} >= {"rynek-surowiec żółty „5”", "kolekcjonerzy-piątka"}


def test_a_caption_keeps_more_than_the_rule_where_its_chit_allows():
    """Kit review r22, P minor 2: POKÓJ's lower corners sat 1.05 mm inside the 11 mm circle cut by hand;
    where a caption fits at 6.5 pt or more with more room (tokens.CAPTION_COMFORT), it takes it: the ink
    of the disc's lower half (the caption) keeps 1.4 mm or more from the cut."""
    [face] = [p.values for p in _faces() if p.id == "przekret-pokój"][:1]
    face, shape, side, number = face
    ink = _ink(face, shape, side, number)
    ys, xs = np.nonzero(ink)
    half = (ink.shape[0] - 1) / 2
    x, y, px = xs - half, ys - half, 25.4 / DPI
    inside = np.hypot(x, y) * px < to_mm(cut_across(shape, side)) / 2 - 0.05
    lower = inside & (y > 0)  # image rows grow downwards
    assert to_mm(_ring(face, shape, side)) - np.hypot(x[lower], y[lower]).max() * px >= 1.4
