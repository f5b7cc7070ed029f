"""r36 kit review, R minor 5: Rynek's resource token sheets printed a solid flood on both sides (≈ 115 % mean
CMY a side, the dearest and curliest card sheets of the kit). A light back (`back: light`): white, the token's
colour only in a ring along the cutting line (2 mm inside it, 0.5 mm past it) and the letter and symbol inside.
Measured on the backs as drawn: about half the front's ink or less, the ring whole round the cut (so a back 1.5 mm off
its front, the calibration page's tolerance, keeps the ring on the chit with at most 1 mm of white outside
it), paper beyond it, and the resource's letter and symbol in the middle.
r41 (R minor 5): Rynek's own backs are the face again (a square cut chit finished on both sides,
test_kit_r41_rynek); the light back stays the kind's ink-saving option, measured here on Rynek's chits made light."""

from __future__ import annotations

import math

import pypdfium2
from reportlab.pdfgen import canvas

from generator.model.units import mm

from .conftest import validated_game

DPI = 200


def _drawn(tmp_path, piece, side: str):
    path = tmp_path / f"{side}.pdf"
    page = canvas.Canvas(str(path), pagesize=(piece.width, piece.height))
    getattr(piece, side)(page, piece.width, piece.height)
    page.showPage()
    page.save()
    return pypdfium2.PdfDocument(str(path))[0].render(scale=DPI / 72).to_pil().convert("RGB")


def _ink(image) -> float:
    """Mean CMY over the chit's square, 0–3."""
    values = list(image.getdata())
    return sum(3 - sum(v) / 255 for v in values) / len(values)


def test_light_token_backs_keep_their_colour_at_the_cut_and_their_sign(tmp_path):
    from generator.draw.kinds.tokens import cut_across
    from generator.draw.kinds.tokens_draw import pieces_of

    spec = validated_game("rynek").components["zetony"].spec
    spec = spec.model_copy(update={"variants": [v.model_copy(update={"back": "light"}) for v in spec.variants]})
    assert {v.back for v in spec.variants} == {"light"}
    for variant in spec.variants:
        piece = pieces_of(spec, variant)[0]
        front, back = _drawn(tmp_path, piece, "front"), _drawn(tmp_path, piece, "back")
        assert _ink(back) < 0.55 * _ink(front), (variant.name, _ink(back), _ink(front))
        colour = tuple(int(variant.face.color[i : i + 2], 16) for i in (1, 3, 5))
        r = cut_across("circle", piece.width) / 2
        cx, cy = piece.width / 2, piece.height / 2
        for radius, want in ((-1.7, True), (-1.0, True), (0.0, True), (0.3, True), (-2.4, False), (0.9, False)):
            for k in range(12):
                a = math.radians(30 * k)
                x, y = cx + (r + mm(radius)) * math.cos(a), cy + (r + mm(radius)) * math.sin(a)
                at = (min(round(x * DPI / 72), back.width - 1), min(round(back.height - y * DPI / 72), back.height - 1))
                px = back.getpixel(at)
                coloured = max(abs(p - q) for p, q in zip(px, colour)) <= 8
                white = min(px) >= 250
                assert coloured if want else white, (variant.name, radius, k, px)
        # the sign in the middle: ink within 3 mm of the centre, on the white
        middle = back.crop(
            (
                round((cx - mm(3)) * DPI / 72),
                round(back.height - (cy + mm(3)) * DPI / 72),
                round((cx + mm(3)) * DPI / 72),
                round(back.height - (cy - mm(3)) * DPI / 72),
            )
        )
        shades = [sum(v) for v in middle.getdata()]
        assert max(shades) >= 760 and min(shades) < 450, variant.name
