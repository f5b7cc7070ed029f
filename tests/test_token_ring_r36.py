"""r36 kit review, K minor 7: the „1” tokens had two concentric solid rings, a thin cut ring 0.8 mm outside a
thicker decorative one, and the cover had to explain which to cut. Measured on the chit as drawn: one solid
ring (the cut), the decorative one dotted, and the words on cutting name no ring."""

from __future__ import annotations

import math

from .conftest import validated_game

DPI = 600


def _ring_share(image, cx: float, cy: float, radius: float, ground) -> float:
    """The share of 720 points round a circle of `radius` (px) that stand off the chit's ground."""
    off = 0
    for k in range(720):
        a = math.radians(k / 2)
        pixel = image.getpixel((round(cx + radius * math.cos(a)), round(cy + radius * math.sin(a))))
        off += max(abs(p - g) for p, g in zip(pixel, ground)) > 24
    return off / 720


def test_a_token_s_decorative_ring_is_dotted_and_its_cut_ring_solid(tmp_path):
    import pypdfium2
    from reportlab.pdfgen import canvas

    from generator.draw.kinds.tokens import CUT_INSET, resolved, ring_radius
    from generator.draw.kinds.tokens_draw import cut_line_words, pieces_of

    spec = validated_game("kolekcjonerzy").one("tokens").spec
    ringed = [v for v in spec.variants if v.face.border]
    assert ringed  # the „1”
    chit = pieces_of(spec, ringed[0])[0]
    path = tmp_path / "chit.pdf"
    page = canvas.Canvas(str(path), pagesize=(chit.width, chit.height))
    chit.front(page, chit.width, chit.height)
    page.save()
    image = pypdfium2.PdfDocument(str(path))[0].render(scale=DPI / 72).to_pil().convert("RGB")
    ground = tuple(int(ringed[0].face.color[i : i + 2], 16) for i in (1, 3, 5))
    centre = (image.width / 2, image.height / 2)
    shape = resolved(spec, ringed[0])[0]
    cut = _ring_share(image, *centre, (chit.width / 2 - CUT_INSET) * DPI / 72, ground)
    ring = _ring_share(image, *centre, ring_radius(shape, chit.width) * DPI / 72, ground)
    assert cut > 0.95, cut  # the cut: one solid line
    assert 0.15 < ring < 0.7, ring  # the ornament: dots with card between them (solid before r36: 1.0)
    assert "pierścień" not in cut_line_words(spec)
