"""Generated paintings, frames and theme symbols (generator.draw.art.paintings)."""

from __future__ import annotations

import io

import numpy as np
import pypdfium2
import pytest
from PIL import Image, ImageChops, ImageFilter
from reportlab.lib.colors import Color, HexColor
from reportlab.pdfgen.canvas import Canvas

from generator.games.art_society.paintings import (
    FRAMES,
    SCENES,
    THEMES,
    FrameStyle,
    ThemeStyle,
    draw_frame,
    draw_painting,
    draw_theme_symbol,
)

SCALE = 2  # px per pt: integer, so rectangles at integer pt coordinates sit on pixel edges
MARGIN = 12  # pt of white page around the drawn rectangle
ASPECTS = {"1:3": (40, 120), "1:1": (72, 72), "3:1": (120, 40)}  # pt


def _pdf(draw, w: float, h: float) -> bytes:
    """One page of (w + 2 MARGIN) x (h + 2 MARGIN) pt; ``draw(canvas, x, y)`` draws at the margin."""
    buf = io.BytesIO()
    c = Canvas(buf, pagesize=(w + 2 * MARGIN, h + 2 * MARGIN), invariant=1)
    draw(c, MARGIN, MARGIN)
    c.showPage()
    c.save()
    return buf.getvalue()


def _render(pdf: bytes) -> Image.Image:
    doc = pypdfium2.PdfDocument(pdf)
    try:
        return doc[0].render(scale=SCALE).to_pil().convert("RGB")
    finally:
        doc.close()


def _ink_bbox(img: Image.Image) -> tuple[int, int, int, int] | None:
    """Bounding box of everything that is not (almost) white."""
    diff = ImageChops.difference(img, Image.new("RGB", img.size, "white")).convert("L")
    return diff.point(lambda v: 255 if v > 3 else 0).getbbox()


def _rect_px(w: float, h: float) -> tuple[int, int, int, int]:
    return (MARGIN * SCALE, MARGIN * SCALE, int((MARGIN + w) * SCALE), int((MARGIN + h) * SCALE))


def _assert_inside(img: Image.Image, box: tuple[int, int, int, int], tol: int = 1) -> None:
    bbox = _ink_bbox(img)
    assert bbox is not None, "nothing was drawn"
    l, t, r, b = box
    assert bbox[0] >= l - tol and bbox[1] >= t - tol, f"ink at {bbox} leaks outside {box}"
    assert bbox[2] <= r + tol and bbox[3] <= b + tol, f"ink at {bbox} leaks outside {box}"


def _white_fraction(img: Image.Image) -> float:
    grey = img.convert("L").point(lambda v: 255 if v >= 252 else 0)
    return grey.histogram()[255] / (img.width * img.height)


def _changed_fraction(a: Image.Image, b: Image.Image) -> float:
    diff = ImageChops.difference(a, b).convert("L").point(lambda v: 255 if v > 8 else 0)
    return diff.histogram()[255] / (a.width * a.height)


# --------------------------------------------------------------------------- styles


def test_theme_and_frame_tables():
    assert list(THEMES) == ["zycie-miejskie", "portret", "martwa-natura", "pejzaz"]
    assert [t.label for t in THEMES.values()] == ["Życie miejskie", "Portret", "Martwa natura", "Pejzaż"]
    for tid, style in THEMES.items():
        assert isinstance(style, ThemeStyle) and style.id == tid
        assert len(style.palette) >= 5 and all(isinstance(c, Color) for c in style.palette)
        assert isinstance(style.accent, Color) and style.symbol
    # dominant colours differ, so themes are told apart at a glance
    grounds = {style.palette[0].hexval() for style in THEMES.values()}
    assert len(grounds) == len(THEMES)

    assert list(FRAMES) == ["zlota", "srebrna", "drewniana", "czarna"]
    assert [f.label for f in FRAMES.values()] == ["złota", "srebrna", "drewniana", "czarna"]
    for fid, style in FRAMES.items():
        assert isinstance(style, FrameStyle) and style.id == fid
        assert style.colors and all(isinstance(c, Color) for c in style.colors)
        assert 0 < style.width_factor <= 1.5
    assert FRAMES["czarna"].width_factor < FRAMES["zlota"].width_factor


# --------------------------------------------------------------------------- paintings


@pytest.mark.parametrize("theme", list(THEMES))
def test_painting_is_deterministic(theme):
    def draw(c, x, y):
        draw_painting(c, x, y, 90, 60, theme, seed=7)
        draw_frame(c, x, y, 90, 60, "zlota", 6)

    assert _pdf(draw, 90, 60) == _pdf(draw, 90, 60)


def test_painting_does_not_depend_on_position():
    def at(x0, y0):
        def draw(c, x, y):
            c.translate(-x0, -y0)
            draw_painting(c, x + x0, y + y0, 72, 72, "portret", seed=3)

        return _render(_pdf(draw, 72, 72))

    assert _changed_fraction(at(0, 0), at(100, 250)) == 0


@pytest.mark.parametrize("theme", list(THEMES))
def test_different_seeds_differ(theme):
    w, h = 72, 72
    imgs = [_render(_pdf(lambda c, x, y, s=s: draw_painting(c, x, y, w, h, theme, s), w, h)) for s in (1, 2, 3)]
    for i in range(3):
        for j in range(i + 1, 3):
            assert _changed_fraction(imgs[i], imgs[j]) > 0.02


@pytest.mark.parametrize("aspect", list(ASPECTS))
@pytest.mark.parametrize("theme", list(THEMES))
def test_painting_fills_rectangle_and_stays_inside(theme, aspect):
    w, h = ASPECTS[aspect]
    img = _render(_pdf(lambda c, x, y: draw_painting(c, x, y, w, h, theme, seed=11), w, h))
    box = _rect_px(w, h)
    _assert_inside(img, box)
    inner = img.crop((box[0] + 1, box[1] + 1, box[2] - 1, box[3] - 1))
    assert _white_fraction(inner) < 0.01, "painting leaves blank paper inside its rectangle"
    colours = inner.quantize(colors=64).getcolors()
    assert len([n for n, _ in colours if n > 20]) >= 6, "painting is too plain"


SUBJECTS = [(theme, subject) for theme, scenes in SCENES.items() for subject in scenes]


@pytest.mark.parametrize("aspect", [*ASPECTS, "7:1"])
@pytest.mark.parametrize(("theme", "subject"), SUBJECTS)
def test_every_subject_fills_its_rectangle_in_every_format(theme, subject, aspect):
    w, h = {**ASPECTS, "7:1": (280, 40)}[aspect]
    img = _render(_pdf(lambda c, x, y: draw_painting(c, x, y, w, h, theme, 11, subject), w, h))
    box = _rect_px(w, h)
    _assert_inside(img, box)
    inner = img.crop((box[0] + 1, box[1] + 1, box[2] - 1, box[3] - 1))
    assert _white_fraction(inner) < 0.2, "painting leaves blank paper inside its rectangle"
    colours = inner.quantize(colors=64).getcolors()
    assert len([n for n, _ in colours if n > 20]) >= 6, "painting is too plain"


# the lying strips and the 4 × 2 block of the kit: cells across and down, a cell 25 mm, the frame about
# 3.5 mm deep inside it on every side
WIDE_SHAPES = {"3 × 1": (3, 1), "5 × 1": (5, 1), "7 × 1": (7, 1), "4 × 2": (4, 2)}
CELL, INSET = 70.87, 10.0  # pt


def _contours(img: Image.Image) -> tuple[np.ndarray, np.ndarray]:
    """Where the colour changes (any channel by more than 24) between neighbouring pixels, and the same
    grown by a pixel; a row crossed from end to end (a horizon, a table edge) is left out, as it
    reappears under any sideways shift."""
    a = np.asarray(img, dtype=np.int16)
    across = np.zeros(a.shape[:2], bool)
    down = np.zeros(a.shape[:2], bool)
    across[:, 1:] = np.abs(np.diff(a, axis=1)).max(axis=2) > 24
    down[1:, :] = np.abs(np.diff(a, axis=0)).max(axis=2) > 24
    down[down.mean(axis=1) > 0.5, :] = False
    edges = across | down
    grown = np.asarray(Image.fromarray(edges.astype(np.uint8) * 255).filter(ImageFilter.MaxFilter(3))) > 0
    return edges, grown


def _recurrence(edges: np.ndarray, grown: np.ndarray, shifts: range) -> float:
    """The largest share of the contours that lands on contours again when the picture is laid over
    itself shifted sideways by one of `shifts` pixels (the smaller of the two ways round)."""
    best = 0.0
    for s in shifts:
        there = (edges[:, :-s] & grown[:, s:]).sum() / max(1, edges[:, :-s].sum())
        back = (edges[:, s:] & grown[:, :-s]).sum() / max(1, edges[:, s:].sum())
        best = max(best, min(there, back))
    return best


@pytest.mark.parametrize(("theme", "subject"), SUBJECTS)
def test_a_wide_painting_is_one_picture_not_one_motif_repeated_along_it(theme, subject):
    """A strip or a wide block holding one motif side by side (the same sitter in eight panels, one jug
    of poppies again and again) recurs when laid over itself shifted by the motif's spacing, a height
    or more; a picture composed across its width does not. A texture (tiles, stripes, a fence, rows of
    windows) recurs as well at a short shift, so what is measured is the recurrence at a long shift
    beyond the best at a short one: under 0.1 for every subject in every wide shape of the kit (the
    repeated panels and groups scored 0.13 to 0.65, the composed pictures score at most 0.04). Rendered
    64 pixels high, two seeds."""
    for shape, (cols, rows) in WIDE_SHAPES.items():
        w, h = cols * CELL - 2 * INSET, rows * CELL - 2 * INSET
        for seed in (11, 29):
            pdf = _pdf(lambda c, x, y, seed=seed: draw_painting(c, x, y, w, h, theme, seed, subject), w, h)
            doc = pypdfium2.PdfDocument(pdf)
            try:
                page = doc[0].render(scale=64 / h).to_pil().convert("RGB")
            finally:
                doc.close()
            k = 64 / h
            img = page.crop((round(MARGIN * k), round(MARGIN * k), round((MARGIN + w) * k), round((MARGIN + h) * k)))
            edges, grown = _contours(img)
            height, width = edges.shape
            long = _recurrence(edges, grown, range(int(0.8 * height), width // 2 + 1))
            short = _recurrence(edges, grown, range(int(0.1 * height), int(0.8 * height)))
            assert long - short < 0.1, (
                f"{theme}/{subject} {shape}, seed {seed}: {long:.2f} of its contours recur at a long shift, "
                f"{short:.2f} at a short one: one motif repeated along the picture"
            )


@pytest.mark.parametrize("aspect", ["1:1", "7:1"])
@pytest.mark.parametrize("theme", list(SCENES))
def test_a_themes_subjects_look_different(theme, aspect):
    """Two paintings of one theme and size with different subjects differ over most of their area, on a
    block and on a long strip alike."""
    w, h = {"1:1": (72, 72), "7:1": (280, 40)}[aspect]
    imgs = {
        s: _render(_pdf(lambda c, x, y, s=s: draw_painting(c, x, y, w, h, theme, 5, s), w, h)) for s in SCENES[theme]
    }
    names = list(imgs)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            assert _changed_fraction(imgs[a], imgs[b]) > 0.3, f"{a} and {b} look alike"


def test_themes_have_distinct_looks():
    """The average colour of each theme differs clearly from the others."""
    means = {}
    for theme in THEMES:
        acc = [0.0, 0.0, 0.0]
        for seed in (1, 2):
            img = _render(_pdf(lambda c, x, y, s=seed: draw_painting(c, x, y, 60, 60, theme, s), 60, 60))
            img = img.crop(_rect_px(60, 60)).resize((1, 1), Image.Resampling.BOX)
            for k, v in enumerate(img.getpixel((0, 0))):
                acc[k] += v / 2
        means[theme] = acc
    names = list(means)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            dist = sum((p - q) ** 2 for p, q in zip(means[a], means[b])) ** 0.5
            assert dist > 25, f"{a} and {b} look alike on average ({dist:.1f})"


def test_painting_restores_graphics_state():
    def draw(c, x, y):
        c.setFillColor(HexColor("#123456"))
        draw_painting(c, x, y, 60, 60, "pejzaz", seed=5)
        draw_frame(c, x, y, 60, 60, "drewniana", 5)
        draw_theme_symbol(c, x + 30, y + 30, 20, "pejzaz", HexColor("#ff0000"))
        c.rect(0, 0, 4, 4, stroke=0, fill=1)  # must still be #123456 and unclipped

    img = _render(_pdf(draw, 60, 60))
    assert img.getpixel((2, img.height - 3)) == (0x12, 0x34, 0x56)


# --------------------------------------------------------------------------- frames


@pytest.mark.parametrize("aspect", list(ASPECTS))
@pytest.mark.parametrize("frame", list(FRAMES))
def test_frame_drawn_inward_only(frame, aspect):
    w, h = ASPECTS[aspect]
    t = 8
    img = _render(_pdf(lambda c, x, y: draw_frame(c, x, y, w, h, frame, t), w, h))
    box = _rect_px(w, h)
    _assert_inside(img, box)
    # the band is covered ...
    band = img.crop((box[0], box[1], box[2], box[1] + t * SCALE))
    assert _white_fraction(band) < 0.05
    # ... and the opening inside it is untouched
    hole = img.crop(
        (box[0] + (t + 1) * SCALE, box[1] + (t + 1) * SCALE, box[2] - (t + 1) * SCALE, box[3] - (t + 1) * SCALE)
    )
    assert _ink_bbox(hole) is None


@pytest.mark.parametrize("frame", list(FRAMES))
def test_frame_over_painting_is_deterministic_and_thin_or_thick_widths_work(frame):
    def draw(c, x, y):
        draw_painting(c, x, y, 120, 40, "martwa-natura", seed=2)
        draw_frame(c, x, y, 120, 40, frame, 1.5)
        draw_frame(c, x + 10, y + 5, 50, 30, frame, 100)  # clamped to half the short side
        draw_frame(c, x, y, 120, 40, frame, 0)  # nothing

    pdf = _pdf(draw, 120, 40)
    assert pdf == _pdf(draw, 120, 40)
    _assert_inside(_render(pdf), _rect_px(120, 40))


# --------------------------------------------------------------------------- symbols


@pytest.mark.parametrize("theme", list(THEMES))
def test_symbol_is_monochrome_and_inside_its_box(theme):
    size = 40
    ink = HexColor("#aa0000")
    img = _render(_pdf(lambda c, x, y: draw_theme_symbol(c, x + size / 2, y + size / 2, size, theme, ink), size, size))
    _assert_inside(img, _rect_px(size, size))
    inner = img.crop(_rect_px(size, size))
    assert 0.1 < 1 - _white_fraction(inner) < 0.8
    # only the ink colour (and its anti-aliased blends with white) appears
    for _count, (r, g, b) in inner.getcolors(10000):
        assert g == b and r >= g, (r, g, b)


def test_symbols_differ_between_themes():
    imgs = [
        _render(_pdf(lambda c, x, y, t=t: draw_theme_symbol(c, x + 20, y + 20, 40, t, HexColor("#000000")), 40, 40))
        for t in THEMES
    ]
    for i in range(len(imgs)):
        for j in range(i + 1, len(imgs)):
            assert _changed_fraction(imgs[i], imgs[j]) > 0.05


# --------------------------------------------------------------------------- errors


def test_unknown_ids_raise_key_error_naming_the_id():
    c = Canvas(io.BytesIO(), invariant=1)
    with pytest.raises(KeyError, match="kubizm"):
        draw_painting(c, 0, 0, 50, 50, "kubizm", 1)
    with pytest.raises(KeyError, match="platynowa"):
        draw_frame(c, 0, 0, 50, 50, "platynowa", 3)
    with pytest.raises(KeyError, match="abstrakcja"):
        draw_theme_symbol(c, 25, 25, 10, "abstrakcja", HexColor("#000000"))
