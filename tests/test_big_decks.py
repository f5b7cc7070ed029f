"""Decks of finished images limited by pixels and time, not a card count; their export straight from
the files (issue 41).

A 10 000-card deck of 100 small images validates and builds with each image embedded once and a
bounded memory; the deck's different images in pixels are the limit that remains (an exact
finding); `export --to png` gives each picture from its file, what the former path (the faces PDF
rasterised by pypdfium2) showed within a stated tolerance, the file's own pixels where the dpi
matches, its colour profile kept.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pypdfium2 as pdfium
import pytest
from click.testing import CliRunner
from PIL import Image, ImageChops, ImageCms, ImageDraw

from generator import export
from generator.cli import cli
from generator.draw.kinds import image_cards
from generator.model.units import mm

from . import pdfcheck
from .conftest import at, validated_game

REPO = Path(__file__).resolve().parent.parent


def run(*args: str):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def card_image(path: Path, size: tuple[int, int], colour: str, dpi: int = 300) -> None:
    """A flat colour, a frame and a diagonal: edges a resampling shows."""
    image = Image.new("RGB", size, colour)
    draw = ImageDraw.Draw(image)
    w, h = size
    draw.rectangle([w // 10, h // 10, w - w // 10, h - h // 10], outline="black", width=max(2, w // 80))
    draw.line([(0, 0), (w, h)], fill="white", width=max(1, w // 100))
    path.parent.mkdir(parents=True, exist_ok=True)
    image.save(path, dpi=(dpi, dpi))


def game(tmp_path: Path, deck: str, images: dict[str, tuple[int, int]]) -> Path:
    components = tmp_path / "components"
    folder = components / "talia"
    folder.mkdir(parents=True)
    (folder / "game.yaml").write_text("kind: game\nid: talia\ntitle: Talia\nplayers: {min: 2, max: 4}\n")
    for i, (name, size) in enumerate(images.items()):  # a colour of its own: every image differs
        card_image(folder / name, size, f"#{(40 + 37 * i) % 256:02x}{(90 + 91 * i) % 256:02x}{(20 + 53 * i) % 256:02x}")
    (folder / "karty.yaml").write_text(deck, encoding="utf-8")
    return components


def big_deck(tmp_path: Path, distinct: int, copies: int) -> Path:
    """`distinct` images of 63 × 88 px (a 63 × 88 mm card at 25 dpi) and a back, `copies` of each."""
    entries = "".join(f"  - {{image: art/{i:03d}.png, count: {copies}}}\n" for i in range(distinct))
    deck = f"kind: image-cards\nsize: 63x88mm\nback: back.png\nfronts:\n{entries}"
    images = {f"art/{i:03d}.png": (63, 88) for i in range(distinct)} | {"back.png": (63, 88)}
    return game(tmp_path, deck, images)


def test_ten_thousand_cards_validate_and_build_with_each_image_once(tmp_path):
    components = big_deck(tmp_path, 100, 100)
    out = tmp_path / "out"
    # a new process, as the drukarnia command runs, so that its peak memory is the build's own. Linux
    # keeps a process's peak across exec, and a child started by vfork (as subprocess does) begins
    # with its parent's: a small Python process in between starts the build, so a test process grown
    # large (a pytest-xdist worker) does not count, and reports the build's peak as it ends
    command = [sys.executable, "-m", "generator", "build", "talia", "--components", str(components), "--out", str(out)]
    starter = (
        "import os, subprocess, sys\n"
        "process = subprocess.Popen(sys.argv[1:])\n"
        "_, status, usage = os.wait4(process.pid, 0)\n"
        "print('peak-kib', usage.ru_maxrss, flush=True)\n"
        "sys.exit(os.waitstatus_to_exitcode(status))\n"
    )
    process = subprocess.run(
        [sys.executable, "-c", starter, *command],
        cwd=tmp_path,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        env={**os.environ, "DRUKARNIA_CACHE_DIR": str(tmp_path / "cache")},
    )
    output = process.stdout.decode()
    assert process.returncode == 0, output
    peak_kib = int(output.rsplit("peak-kib ", 1)[1].split()[0])
    pdf = out / "talia" / "karty.pdf"
    sheets = -(-10_000 // 9)  # 9 poker cards to an A4 sheet
    guide = 2  # the guide page and the blank page behind it (duplex)
    assert pdfcheck.page_count(pdf) == guide + 2 * sheets
    # reportlab writes each object's dictionary as it is: 101 images (100 fronts and the back), each
    # in one form placed by every copy
    data = pdf.read_bytes()
    assert data.count(b"/Subtype /Image") == 101
    assert data.count(b"/Subtype /Form") == 101
    assert peak_kib / 1024 <= 200, f"peak {peak_kib / 1024:.0f} MB"


def test_a_deck_whose_images_hold_too_many_pixels_is_a_finding(tmp_path, monkeypatch):
    components = big_deck(tmp_path, 3, 2)
    monkeypatch.setattr(image_cards, "MAX_DECK_PIXELS", 3 * 63 * 88)  # the back makes it 4 images
    path = components / "talia" / "karty.yaml"
    result = run("validate", "talia", "--components", str(components))
    assert result.exit_code == 1
    # the finding stands at the `fronts:` list (its first entry)
    where = at(path, "- {image: art/000.png", "-").replace("components/", f"{components}/")
    assert (
        f"{where}: error: the deck's 4 different images hold 22176 pixels in all (a made bleed included); "
        f"the limit is 16632 pixels, about 1 100 different 63 × 88 mm cards at 300 dpi (split the deck in two "
        "components, or export its images smaller) [image-cards.too-large]"
    ) in result.output


def test_copies_cost_no_pixels_and_a_count_has_no_deck_limit(tmp_path):
    components = big_deck(tmp_path, 2, 100)
    (components / "talia" / "karty.yaml").write_text(
        (components / "talia" / "karty.yaml").read_text() + "".join("  - {image: art/000.png, count: 100}\n" * 20)
    )
    result = run("validate", "talia", "--components", str(components))
    assert result.exit_code == 0, result.output  # 2 200 cards, 3 images


DECKS = {
    "bleed carried": ("bleed: 3mm", (815, 1110)),  # 69 × 94 mm at 300 dpi
    "bleed made": ("bleed: 0mm\nmake_bleed: 3mm", (744, 1039)),  # 63 × 88 mm at 300 dpi
}


def former_path(faces: export.Faces, page: int, dpi: int) -> Image.Image:
    """What `export --to png` gave before issue 41: the faces PDF's page rasterised by pypdfium2."""
    doc = pdfium.PdfDocument(faces.pdf)
    try:
        width, height = doc[page].get_size()
        image = doc[page].render(scale=dpi / 72).to_pil().convert("RGB")
    finally:
        doc.close()
    return image.crop((0, 0, export.pixels(width, dpi), export.pixels(height, dpi)))


def differing(a: Image.Image, b: Image.Image, by: int) -> float:
    """The share of pixels whose largest channel difference is above `by`."""
    difference = ImageChops.difference(a, b)
    bands = [band.point(lambda v: 255 if v > by else 0) for band in difference.split()]
    mask = ImageChops.lighter(ImageChops.lighter(bands[0], bands[1]), bands[2])
    return mask.histogram()[255] / (a.width * a.height)


@pytest.mark.parametrize("case", DECKS)
@pytest.mark.parametrize("dpi", [300, 150])
def test_png_export_of_image_cards_shows_what_the_rasterised_page_showed(tmp_path, case, dpi):
    bleed, size = DECKS[case]
    deck = f"kind: image-cards\nsize: 63x88mm\n{bleed}\nback: back.png\nfronts: art/*.png\n"
    components = game(tmp_path, deck, {"art/01.png": size, "art/02.png": size, "back.png": size})
    loaded = validated_game("talia", components)
    faces = export.draw_faces(loaded.components["karty"], loaded)
    files = export.png_export(faces, dpi)
    assert sorted(files) == ["0001-01-front.png", "0001-back.png", "0002-02-front.png", "index.csv"]
    for name, page in (("0001-01-front.png", 0), ("0002-02-front.png", 1), ("0001-back.png", 2)):
        new = Image.open(io.BytesIO(files[name]))
        old = former_path(faces, page, dpi)
        assert new.size == old.size == (export.pixels(mm(69), dpi), export.pixels(mm(94), dpi))
        # the same picture: pixels differ only along the drawn lines, where the two resamplings
        # place an edge up to a pixel apart
        assert differing(new.convert("RGB"), old, 48) <= 0.03, name


@pytest.mark.parametrize("case", DECKS)
def test_at_the_files_own_dpi_the_export_is_the_files_pixels(tmp_path, case):
    bleed, size = DECKS[case]
    deck = f"kind: image-cards\nsize: 63x88mm\n{bleed}\nfronts: art/*.png\n"
    components = game(tmp_path, deck, {"art/01.png": size})
    loaded = validated_game("talia", components)
    files = export.png_export(export.draw_faces(loaded.components["karty"], loaded), 300)
    new = Image.open(io.BytesIO(files["0001-01-front.png"])).convert("RGB")
    source = Image.open(components / "talia" / "art" / "01.png").convert("RGB")
    assert new.size == (815, 1110)
    left, top = (815 - source.width) // 2, (1110 - source.height) // 2
    assert (
        ImageChops.difference(new.crop((left, top, left + source.width, top + source.height)), source).getbbox() is None
    )
    if case == "bleed made":  # the bleed repeats the edge pixels outward
        assert new.getpixel((0, 500)) == source.getpixel((0, 500 - top))
        assert new.getpixel((814, 0)) == source.getpixel((source.width - 1, 0))


def test_the_images_colour_profile_is_kept(tmp_path):
    deck = "kind: image-cards\nsize: 63x88mm\nbleed: 3mm\nfronts: art/*.png\n"
    components = game(tmp_path, deck, {"art/01.png": (815, 1110)})
    profile = ImageCms.ImageCmsProfile(ImageCms.createProfile("LAB")).tobytes()
    art = components / "talia" / "art" / "01.png"
    Image.open(art).save(art, icc_profile=profile)
    loaded = validated_game("talia", components)
    files = export.png_export(export.draw_faces(loaded.components["karty"], loaded), 150)
    exported = Image.open(io.BytesIO(files["0001-01-front.png"]))
    assert exported.info.get("icc_profile") == profile
    assert "srgb" not in exported.info  # a PNG names one colour space: the profile, not sRGB
