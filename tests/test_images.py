"""Bring your own art: image decks, any paper, gaps between pieces, reprinting a few pieces."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner
from PIL import Image, ImageDraw

from generator.cli import cli
from generator.layout.imposition import parse_paper, reading_paper
from generator.model.units import mm

from . import pdfcheck
from .conftest import COMPONENTS, line_of

DPI = 150
CARD = (63, 88)
COLOURS = ["#c0392b", "#2980b9", "#27ae60", "#8e44ad"]


def render_rgb(path: Path, index: int, dpi: int = DPI) -> Image.Image:
    import pypdfium2 as pdfium

    pdf = pdfium.PdfDocument(str(path))
    try:
        return pdf[index].render(scale=dpi / 72).to_pil().convert("RGB")
    finally:
        pdf.close()


def run(*args: str):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def art(folder: Path, name: str, colour: str, bleed_mm: float = 3.0, dpi: int = 300, size=CARD) -> Path:
    """A card image: a flat colour over trim + bleed, a white frame inside the trim."""
    w, h = (round((s + 2 * bleed_mm) / 25.4 * dpi) for s in size)
    image = Image.new("RGB", (w, h), colour)
    draw = ImageDraw.Draw(image)
    inset = round((bleed_mm + 5) / 25.4 * dpi)
    draw.rectangle([inset, inset, w - inset, h - inset], outline="black", width=max(2, dpi // 40))
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    image.save(path, dpi=(dpi, dpi))
    return path


def deck(tmp_path: Path, deck_yaml: str, images: dict[str, dict] | None = None) -> Path:
    components = tmp_path / "components"
    game = components / "talia"
    game.mkdir(parents=True)
    (game / "game.yaml").write_text(
        "kind: game\nid: talia\ntitle: Talia\nplayers: {min: 2, max: 4}\n", encoding="utf-8"
    )
    for i, colour in enumerate(COLOURS[:3]):
        art(game, f"art/{i + 1:02d}.png", colour, **(images or {}).get("fronts", {}))
    art(game, "back.png", "#333333", **(images or {}).get("back", {}))
    (game / "karty.yaml").write_text(deck_yaml, encoding="utf-8")
    return components


BLEED_DECK = """kind: image-cards
title: Karty postaci
size: 63x88mm
bleed: 3mm
fronts: art/*.png
back: back.png
"""


# ------------------------------------------------------------------------------------ papers


@pytest.mark.parametrize(
    "text, width, height, name",
    [
        ("a3", 297, 420, "A3"),
        ("A5", 148, 210, "A5"),
        ("legal", 215.9, 355.6, "Legal"),
        ("tabloid", 279.4, 431.8, "Tabloid"),
        ("330x480mm", 330, 480, "330×480 mm"),
        ("13x19in", 330.2, 482.6, None),
        ("21 x 29.7 cm", 210, 297, None),
    ],
)
def test_papers_by_name_and_size(text, width, height, name):
    paper = parse_paper(text)
    assert abs(paper.width - mm(width)) < 0.01 and abs(paper.height - mm(height)) < 0.01
    if name:
        assert paper.name == name


@pytest.mark.parametrize(
    "text, message",
    [
        ("a6x", "expected a paper name (a3, a4, a5, letter, legal, tabloid) or a size like 330x480mm, received 'a6x'"),
        ("50x480mm", "a paper side must be 90 to 1500 mm, received '50x480mm'"),
    ],
)
def test_bad_papers_are_refused(text, message):
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse_paper(text)


def test_rulebooks_are_typeset_on_an_office_paper():
    assert reading_paper(parse_paper("a5")).name == "A4"
    assert reading_paper(parse_paper("tabloid")).name == "Letter"


def test_paper_option_usage_error(tmp_path):
    components = deck(tmp_path, BLEED_DECK)
    result = CliRunner().invoke(cli, ["build", "--components", str(components), "--paper", "b9"])
    assert result.exit_code == 2
    assert "expected a paper name (a3, a4, a5, letter, legal, tabloid) or a size like 330x480mm" in result.output


@pytest.mark.parametrize("paper, size_mm", [("a3", (297, 420)), ("a5", (148, 210)), ("330x480mm", (330, 480))])
def test_sheets_take_the_paper_with_nothing_in_the_margin(tmp_path, paper, size_mm):
    components = deck(tmp_path, BLEED_DECK)
    out = tmp_path / "out"
    assert run("build", "--components", str(components), "--out", str(out), "--paper", paper).exit_code == 0
    pdf = out / "talia" / "karty.pdf"
    sizes = pdfcheck.page_sizes_mm(pdf)
    assert all(abs(w - size_mm[0]) < 0.1 and abs(h - size_mm[1]) < 0.1 for w, h in sizes)
    for page in range(pdfcheck.page_count(pdf)):
        assert pdfcheck.margin_is_blank(pdfcheck.render(pdf, page, 60), 5, 60)


def test_the_bundled_kit_builds_on_a3(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = run("build", "kolekcjonerzy", "--components", str(COMPONENTS), "--out", "out", "--paper", "a3")
    assert result.exit_code == 0, result.output
    assert all(abs(w - 297) < 0.1 for w, _ in pdfcheck.page_sizes_mm(Path("out/kolekcjonerzy/plytki.pdf")))


# ------------------------------------------------------------------------------- image decks


def _row(mask: Image.Image) -> int:
    """A pixel row through the middle of the printed block (the cards' first row)."""
    box = mask.getbbox()
    x = (box[0] + round(20 / 25.4 * DPI)) if box else mask.size[0] // 2  # inside the first card
    column = [mask.getpixel((x, y)) > 0 for y in range(mask.size[1])]
    top, bottom = max(pdfcheck.runs(column), key=lambda r: r[1] - r[0])
    return (top + bottom) // 2 if box else mask.size[1] // 2


def _boxes(mask: Image.Image) -> list[tuple[int, int]]:
    """Left and right edges of the coloured cards along a row through the first row of cards."""
    w, h = mask.size
    y = _row(mask)
    row = [mask.getpixel((x, y)) > 0 for x in range(w)]
    return [(a, b) for a, b in pdfcheck.runs(row) if (b - a) / DPI * 25.4 > 20]


def _marks_above(mask: Image.Image) -> list[float]:
    """Centres of the crop marks standing over the printed block: thin inked columns above its top."""
    top = _block_top(mask)
    strip = mask.crop((0, 0, mask.size[0], top))
    columns = [any(strip.getpixel((x, y)) > 0 for y in range(top)) for x in range(mask.size[0])]
    return [(a + b) / 2 for a, b in pdfcheck.runs(columns) if (b - a) / DPI * 25.4 < 1]


def _block_top(mask: Image.Image) -> int:
    """The printed block's top row, down the column `_row` crosses the first card at."""
    box = mask.getbbox()
    x = box[0] + round(20 / 25.4 * DPI)
    column = [mask.getpixel((x, y)) > 0 for y in range(mask.size[1])]
    return max(pdfcheck.runs(column), key=lambda r: r[1] - r[0])[0]


def test_an_image_deck_builds_and_backs_register(tmp_path):
    components = deck(tmp_path, BLEED_DECK)
    out = tmp_path / "out"
    result = run("build", "--components", str(components), "--out", str(out))
    assert result.exit_code == 0, result.output
    pdf = out / "talia" / "karty.pdf"
    assert pdfcheck.page_count(pdf) == 4  # guide page and its back, fronts, backs
    front = pdfcheck.non_white_mask(pdfcheck.render(pdf, 2, DPI), 245)
    back = pdfcheck.non_white_mask(pdfcheck.render(pdf, 3, DPI), 245)
    fronts, backs = _boxes(front), _boxes(back)
    assert len(fronts) == 1 and len(backs) == 1  # three butted cards: one block with its bleed
    width = front.size[0]
    (fa, fb), (ba, bb) = fronts[0], backs[0]
    # registration by what both faces share, the cuts' marks above the block: a back's mark stands where
    # its front's does, mirrored (its colour edge need not: a back runs at least 2 mm past its outer cuts
    # where the front's bleed was narrowed, r27 K minor 7, imposition.back_reach)
    front_marks, back_marks = _marks_above(front), _marks_above(back)
    assert len(front_marks) >= 4 and len(front_marks) == len(back_marks)
    for f, b in zip(front_marks, reversed(back_marks)):
        assert abs(f - (width - b)) / DPI * 25.4 <= 0.1
    # the back covers its front's printed block, and no more than a millimetre past it on either side
    assert 0 <= fa - (width - bb) <= DPI / 25.4 and 0 <= (width - ba) - fb <= DPI / 25.4
    # 3 cards of 63 mm and the bleed on both outer sides: the deck's 3 mm, narrowed to no less than
    # 1.5 mm where the sheet's margin wants room for 3 mm crop marks (imposition.fit_bleed)
    assert 3 * 63 + 3 - 0.5 < (fb - fa) / DPI * 25.4 < 3 * 63 + 6 + 0.5


def test_counts_names_and_own_backs(tmp_path):
    components = deck(
        tmp_path,
        """kind: image-cards
size: 63x88mm
bleed: 3mm
fronts:
  - {image: art/01.png, count: 3, name: Bohater}
  - {image: art/02.png, name: Łotr, back: art/03.png}
back: back.png
""",
    )
    assert run("validate", "--components", str(components)).exit_code == 0
    out = tmp_path / "out"
    assert run("build", "--components", str(components), "--out", str(out)).exit_code == 0
    text = pdfcheck.text(out / "talia" / "karty.pdf")
    assert "4 karty 63 × 88 mm" in " ".join(text.split())


def test_images_without_bleed_get_one_made_from_their_edges(tmp_path):
    components = deck(
        tmp_path,
        BLEED_DECK.replace("bleed: 3mm", "bleed: 0mm\nmake_bleed: 3mm"),
        {"fronts": {"bleed_mm": 0}, "back": {"bleed_mm": 0}},
    )
    out = tmp_path / "out"
    assert run("build", "--components", str(components), "--out", str(out)).exit_code == 0
    page = pdfcheck.render(out / "talia" / "karty.pdf", 2, DPI)
    ((a, b),) = _boxes(pdfcheck.non_white_mask(page, 245))
    # the made bleed reaches past the trim as far as the sheet's bleed (1.5–3 mm, imposition.fit_bleed)
    assert 3 * 63 + 3 - 0.5 < (b - a) / DPI * 25.4 < 3 * 63 + 6 + 0.5
    edge = render_rgb(out / "talia" / "karty.pdf", 2).getpixel((a + 2, _row(pdfcheck.non_white_mask(page, 245))))
    assert edge[0] > 150 and edge[2] < 90  # the first card's red, repeated outward


def test_a_wrong_size_and_a_low_resolution_image_are_findings(tmp_path):
    components = deck(
        tmp_path,
        BLEED_DECK.replace(
            "fronts: art/*.png",
            "fronts:\n  - {image: art/01.png}\n  - {image: art/wide.png}\n  - {image: art/soft.png}",
        ),
    )
    game = components / "talia"
    art(game, "art/wide.png", "#123456", size=(88, 63))
    art(game, "art/soft.png", "#654321", dpi=100)
    result = run("validate", "--components", str(components))
    assert result.exit_code == 1
    path = game / "karty.yaml"
    assert (
        f"{path}:{line_of(path, 'wide.png')}:13: error: image 'art/wide.png' is 1110 × 815 pixels; a card of "
        "69 × 94 mm (trim + 2 × 3 mm bleed) needs the proportions 69:94, e.g. 815 × 1110 pixels at 300 dpi "
        "[image-cards.size]"
    ) in result.output
    assert (
        f"{path}:{line_of(path, 'soft.png')}:13: notice: image 'art/soft.png' prints at 100 dpi (below 200: it "
        "may look soft); 815 × 1110 pixels give 300 dpi [image-cards.resolution]"
    ) in result.output


def test_a_broken_image_is_a_finding_not_a_crash(tmp_path):
    components = deck(tmp_path, BLEED_DECK)
    (components / "talia" / "art" / "02.png").write_bytes(b"%PDF-1.4 not an image")
    result = run("validate", "--components", str(components))
    assert result.exit_code == 1
    assert (
        "error: image 'art/02.png' is not a PNG or JPEG picture (its content is something else; was another "
        "file renamed?) [image.format]"
    ) in result.output


# ---------------------------------------------------------------------------------------- gaps


def test_a_gap_gives_every_piece_its_own_bleed(tmp_path):
    components = deck(tmp_path, BLEED_DECK)
    out = tmp_path / "out"
    assert run("build", "--components", str(components), "--out", str(out), "--gap", "3").exit_code == 0
    pdf = out / "talia" / "karty.pdf"
    mask = pdfcheck.non_white_mask(pdfcheck.render(pdf, 2, DPI), 245)
    page, row = render_rgb(pdf, 2), _row(mask)
    boxes = _boxes(mask)
    assert len(boxes) >= 2  # separate cards now, not one block
    for (a, b), colour in zip(boxes, COLOURS):
        width = (b - a) / DPI * 25.4
        assert min(abs(width - (63 + 6)), abs(width - (88 + 6))) < 0.5  # each card with its full 3 mm bleed
        just_outside_trim = page.getpixel((a + round(1.5 / 25.4 * DPI), row))
        want = tuple(int(colour[i : i + 2], 16) for i in (1, 3, 5))
        assert all(abs(x - y) < 30 for x, y in zip(just_outside_trim, want))  # its own art, not a neighbour's
    gaps = [(c - b) / DPI * 25.4 for (_, b), (c, _) in zip(boxes, boxes[1:])]
    assert all(abs(g - 3) < 0.3 for g in gaps)


# ------------------------------------------------------------------------------------- reprint


def test_only_reprints_exactly_the_named_pieces(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = run(
        "build", "kolekcjonerzy", "--components", str(COMPONENTS), "--out", "out", "--only", "plytki:SZABLA,LUTNIA,40"
    )
    assert result.exit_code == 0, result.output
    pdf = Path("out/kolekcjonerzy/reprint/plytki-szabla-lutnia-40.pdf")
    assert pdf.is_file()
    assert not Path("out/kolekcjonerzy/plytki.pdf").exists()  # the full kit is not touched
    words = pdfcheck.text(pdf)
    assert "SZABLA" in words and "LUTNIA" in words and "PISTOLET" not in words
    assert "3 wybranych elementów" in " ".join(words.split()) or "3 wybrane elementy" in " ".join(words.split())


def test_only_by_range_and_unknown_names(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    result = run("build", "rynek", "--components", str(COMPONENTS), "--out", "out", "--only", "karty:3-7")
    assert result.exit_code == 0 and "5 pieces of karty" in result.output
    bad = CliRunner().invoke(
        cli, ["build", "kolekcjonerzy", "--components", str(COMPONENTS), "--out", "out", "--only", "plytki:SZABELKA"]
    )
    assert bad.exit_code == 2 and "--only: no piece named 'SZABELKA'; did you mean 'SZABLA'?" in bad.output
    board = CliRunner().invoke(
        cli, ["build", "kolekcjonerzy", "--components", str(COMPONENTS), "--out", "out", "--only", "plansza"]
    )
    assert board.exit_code == 2 and "'plansza' (board) is not made of separate pieces" in board.output


# ----------------------------------------------------------------------------------------- init


def test_init_around_finished_art_builds_at_once(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for i, colour in enumerate(COLOURS):
        art(tmp_path, f"moje/{i}.png", colour, bleed_mm=0)
    art(tmp_path, "tyl.png", "#222222", bleed_mm=0)
    result = run("init", "components/moja-talia", "--images", "moje/*.png", "--back", "tyl.png", "--size", "63x88mm")
    assert result.exit_code == 0, result.output
    text = Path("components/moja-talia/karty.yaml").read_text(encoding="utf-8")
    assert "kind: image-cards" in text and "make_bleed: 3mm" in text and "back: back.png" in text
    built = run("build", "moja-talia", "--out", "out")
    assert built.exit_code == 0, built.output
    assert pdfcheck.page_count(Path("out/moja-talia/karty.pdf")) == 4
