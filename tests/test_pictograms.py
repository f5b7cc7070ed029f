"""Exhibit pictograms and ink blots: coverage, drawing inside the box, determinism."""

from __future__ import annotations

import io
from functools import cache
from itertools import combinations

import pypdfium2
import pytest
from PIL import Image
from reportlab.lib.colors import CMYKColor, HexColor, black
from reportlab.pdfgen.canvas import Canvas

from generator.draw.art.pictograms import PICTOGRAMS, draw_blot, draw_pictogram

EXHIBIT_SLUGS = [
    "obraz",
    "perly",
    "zegar",
    "wachlarz",
    "szabla",
    "pistolet",
    "fotel",
    "stolik",
    "puchar",
    "grafika",
    "pierscien",
    "gitara",
    "lutnia",
    "pioro",
    "filizanka",
    "talerzyk",
    "figurka",
    "plyta",
    "uprzaz",
    "kalendarz",
    "lampa",
    "samowar",
    "moneta",
    "waza",
    "zegarek",
    "dewizka",
    "siodlo",
    "peruka",
    "szpilka",
    "podkowa",
    "nalepka",
    "ksiazka",
    "znaczek",
    "butelka",
    "zapalniczka",
    "pocztowka",
]

MARGIN, BOX, SCALE = 16.0, 64.0, 3.0  # points, points, pixels per point
PAGE = BOX + 2 * MARGIN
BLOT_SEEDS = list(range(24))


def _render(draw) -> Image.Image:
    """Render one drawing on a white page with a margin around the box; grey image."""
    buf = io.BytesIO()
    c = Canvas(buf, pagesize=(PAGE, PAGE))
    draw(c)
    c.showPage()
    c.save()
    page = pypdfium2.PdfDocument(buf.getvalue())[0]
    return page.render(scale=SCALE).to_pil().convert("L")


def _ink_bbox(img: Image.Image):
    """Bounding box (pixels) of everything that is not white, or None."""
    return img.point(lambda v: 255 if v < 250 else 0).getbbox()


def _assert_inside_box(img: Image.Image, what: str) -> None:
    bbox = _ink_bbox(img)
    assert bbox is not None, f"{what} drew nothing"
    lo, hi = MARGIN * SCALE - 1, (MARGIN + BOX) * SCALE + 1  # 1 px anti-aliasing slack
    left, top, right, bottom = bbox
    assert lo <= left and lo <= top and right <= hi and bottom <= hi, (
        f"{what} spills outside its box: ink bbox {bbox}, box {lo}..{hi} px"
    )


@cache
def _pictogram(slug: str) -> Image.Image:
    return _render(lambda c: draw_pictogram(c, slug, MARGIN, MARGIN, BOX, black))


@cache
def _blot(seed: int) -> bytes:
    img = _render(lambda c: draw_blot(c, MARGIN, MARGIN, BOX, seed, black))
    _assert_inside_box(img, f"blot {seed}")
    return img.tobytes()


def test_every_exhibit_has_a_pictogram():
    assert len(EXHIBIT_SLUGS) == 36 == len(set(EXHIBIT_SLUGS))
    assert set(PICTOGRAMS) == set(EXHIBIT_SLUGS)
    assert all(callable(PICTOGRAMS[slug]) for slug in EXHIBIT_SLUGS)


@pytest.mark.parametrize("slug", EXHIBIT_SLUGS)
def test_pictogram_draws_inside_its_box(slug):
    img = _pictogram(slug)
    _assert_inside_box(img, slug)
    dark = sum(img.histogram()[:128])
    assert dark > 0.02 * (BOX * SCALE) ** 2, f"{slug} is too faint to read"


def test_pictograms_are_all_different():
    images = {slug: _pictogram(slug).tobytes() for slug in EXHIBIT_SLUGS}
    assert len(set(images.values())) == len(EXHIBIT_SLUGS)


def test_coin_face_is_an_emblem_not_a_numeral():
    # On an exhibit tile a digit beside the price reads as a price: the front coin of MONETA shows
    # a crown, which (unlike a "1" with its flag) is the same in a mirror (a "1" differs by ~30 of 255).
    img = _pictogram("moneta")
    unit = BOX * SCALE / 100  # pixels per unit of the pictogram's 100-unit grid
    cx, cy, half = MARGIN * SCALE + 40 * unit, (MARGIN + BOX) * SCALE - 42 * unit, 17 * unit
    face = img.crop((round(cx - half), round(cy - half), round(cx + half), round(cy + half)))
    mirrored = face.transpose(Image.Transpose.FLIP_LEFT_RIGHT)
    diff = sum(abs(a - b) for a, b in zip(face.tobytes(), mirrored.tobytes())) / len(face.tobytes())
    assert diff < 15, f"the coin's face is not symmetric (mean difference {diff:.1f} of 255): a numeral on it?"


@pytest.mark.parametrize("ink", [HexColor("#7a1f1f"), CMYKColor(0.9, 0.6, 0, 0.4)])
def test_pictograms_accept_any_ink(ink):
    def draw(c):
        for slug in ("obraz", "plyta", "znaczek"):
            PICTOGRAMS[slug](c, MARGIN, MARGIN, BOX, ink)

    _assert_inside_box(_render(draw), "coloured pictograms")


def test_pictogram_follows_position_and_size():
    small = _render(lambda c: draw_pictogram(c, "podkowa", MARGIN, MARGIN, BOX / 2))
    left, top, right, bottom = _ink_bbox(small)
    half_box_top = (MARGIN + BOX / 2) * SCALE  # pdf y grows upwards, image y downwards
    assert left >= MARGIN * SCALE - 1 and right <= (MARGIN + BOX / 2) * SCALE + 1
    assert top >= half_box_top - 1


def test_blot_is_deterministic_per_seed():
    for seed in (0, 7):
        again = _render(lambda c: draw_blot(c, MARGIN, MARGIN, BOX, seed, black)).tobytes()
        assert _blot(seed) == again


def test_blots_differ_between_seeds_and_stay_in_box():
    blots = {seed: _blot(seed) for seed in BLOT_SEEDS}
    for a, b in combinations(BLOT_SEEDS, 2):
        assert blots[a] != blots[b], f"blots {a} and {b} are identical"


def test_unknown_slug_raises_key_error_naming_it():
    c = Canvas(io.BytesIO())
    with pytest.raises(KeyError) as err:
        draw_pictogram(c, "maszyna-do-pisania", 0, 0, 50)
    assert "maszyna-do-pisania" in str(err.value)
