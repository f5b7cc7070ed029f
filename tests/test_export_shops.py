"""`drukarnia export … --shop` and `--to pdf --pdfx`: a shop's template pixels, the finding for a size
the shop does not sell, the page order a shop asks for, and PDF/X-1a (an OutputIntent with
GTS_PDFX, only CMYK or gray colour, no transparency group, fonts embedded, boxes kept) that renders
silently in pdftoppm and Ghostscript."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner
from PIL import Image
from pypdf import PdfReader
from pypdf.generic import ArrayObject, DictionaryObject, IndirectObject

from generator.cli import cli
from generator.export import pdfx, shops

from .conftest import line_of
from .pdfcheck import fonts, page_texts

COMPONENTS = Path(__file__).resolve().parent.parent / "components"


def run(*args: str, out: Path):
    return CliRunner().invoke(cli, ["export", *args, "--components", str(COMPONENTS), "--out", str(out)])


@pytest.mark.parametrize("shop, size", [("mpc", (822, 1122)), ("tgc", (825, 1125))])
def test_a_poker_deck_is_exported_at_the_shops_template_pixels(shop, size, tmp_path):
    result = run("przekret", "losy", "--to", "png", "--shop", shop, out=tmp_path)
    assert result.exit_code == 0, result.output
    images = sorted((tmp_path / "przekret" / "export" / "png" / "losy").glob("*.png"))
    assert len(images) == 37  # 36 fronts and the one back
    assert {Image.open(p).size for p in images} == {size}
    assert all(Image.open(p).info["dpi"] == pytest.approx((300, 300), abs=0.01) for p in images[:2])


def test_a_size_the_shop_does_not_sell_is_a_finding_naming_the_nearest(tmp_path):
    components = tmp_path / "components"
    shutil.copytree(COMPONENTS / "przekret", components / "przekret")
    result = CliRunner().invoke(
        cli,
        ["export", "przekret", "banknoty", "--to", "png", "--shop", "mpc", "--components", str(components)]
        + ["--out", str(tmp_path / "out")],
    )
    assert result.exit_code == 1
    money = components / "przekret" / "banknoty.yaml"
    assert result.output == (
        f"{money}:{line_of(money, 'width:')}:8: error: banknoty: 63 × 39 mm matches no card size MakePlayingCards sells; the nearest is "
        "mini 44 × 63 mm (change the size under a house rule, or choose another shop) [export.shop-size]\n"
        "1 error, 0 notices\n"
    )
    assert not (tmp_path / "out").exists()


def test_a_shop_file_of_ones_own_and_an_unknown_shop(tmp_path):
    mine = tmp_path / "moja-drukarnia.yaml"
    mine.write_text(
        "name: Moja drukarnia\ndpi: 150\nfile_type: png\npage_order: fronts-then-backs\nsafe: 3mm\n"
        "sizes:\n  - {name: banknot, width: 63mm, height: 39mm, pixels: [420, 270]}\n",
        encoding="utf-8",
    )
    result = run("przekret", "banknoty", "--to", "png", "--shop", str(mine), out=tmp_path / "out")
    assert result.exit_code == 0, result.output
    assert {Image.open(p).size for p in (tmp_path / "out").rglob("*.png")} == {(420, 270)}
    result = run("przekret", "losy", "--to", "png", "--shop", "mpc", "--dpi", "150", out=tmp_path / "none")
    assert result.exit_code == 2
    assert result.output.splitlines()[-1] == "Error: MakePlayingCards takes 300 dpi images; leave out --dpi with --shop"
    result = run("przekret", "losy", "--to", "png", "--shop", "nope", out=tmp_path / "none")
    assert result.exit_code == 2
    assert result.output.splitlines()[-1] == (
        "Error: unknown shop 'nope'; bundled shops: dtc, mpc, tgc, or the path of a shop file"
    )
    mine.write_text("name: Moja drukarnia\ndpi: 150\n", encoding="utf-8")
    result = run("przekret", "banknoty", "--to", "png", "--shop", str(mine), out=tmp_path / "none")
    assert result.exit_code == 2
    assert result.output.splitlines()[-1] == (
        f"Error: {mine}: not a shop file (file_type: Field required; page_order: Field required; safe: Field required)"
    )
    assert not (tmp_path / "none").exists()


def test_the_template_extends_the_bleed_to_its_edge():
    image = Image.new("RGB", (10, 6), "red")
    image.putpixel((0, 0), (0, 0, 255))
    out = shops.fit_template(image, (14, 10))
    assert out.size == (14, 10)
    assert out.getpixel((0, 0)) == (0, 0, 255) and out.getpixel((13, 9)) == (255, 0, 0)
    assert shops.fit_template(Image.new("RGB", (16, 12), "red"), (14, 10)).size == (14, 10)


def test_fronts_and_backs_alternate_on_the_shops_page_for_a_shop_that_asks_for_it(tmp_path):
    assert pdfx.alternating(3, True) == [0, 3, 1, 4, 2, 5]
    assert pdfx.alternating(3, False) == [0, 1, 2]
    result = run("przekret", "losy", "--to", "pdf", "--shop", "dtc", out=tmp_path)
    assert result.exit_code == 0, result.output
    path = tmp_path / "przekret" / "export" / "pdf" / "losy.pdf"
    reader = PdfReader(path)
    assert len(reader.pages) == 72
    page = reader.pages[0]
    assert (float(page.mediabox.width), float(page.mediabox.height)) == pytest.approx((2.75 * 72, 3.75 * 72))
    trim = page.trimbox
    assert (float(trim.width), float(trim.height)) == pytest.approx((63 / 25.4 * 72, 88 / 25.4 * 72))
    assert float(trim.left) == pytest.approx((2.75 * 72 - float(trim.width)) / 2, abs=0.001)
    texts = page_texts(path)
    assert "Podwózka od szwagra" in texts[0] and "Podwózka od szwagra" not in texts[1]
    assert texts[1] == texts[3] == texts[71] and texts[0] != texts[2]  # front, back, front, back …


def _colour_spaces(node, seen: set[int], found: set[str], groups: list) -> None:
    if isinstance(node, IndirectObject):
        if node.idnum in seen:
            return
        seen.add(node.idnum)
        node = node.get_object()
    if isinstance(node, DictionaryObject):
        for key, value in node.items():
            if key == "/Parent":
                continue
            if key == "/Group" and value.get_object().get("/S") == "/Transparency":
                groups.append(value)
            if key == "/ColorSpace":
                space = value.get_object()
                if isinstance(space, DictionaryObject):
                    for named in space.values():
                        named = named.get_object()
                        found.add(str(named[0] if isinstance(named, ArrayObject) else named))
                else:
                    found.add(str(space[0] if isinstance(space, ArrayObject) else space))
            _colour_spaces(value, seen, found, groups)
    elif isinstance(node, ArrayObject):
        for item in node:
            _colour_spaces(item, seen, found, groups)


@pytest.mark.skipif(shutil.which("gs") is None or shutil.which("pdftoppm") is None, reason="needs Ghostscript")
def test_pdfx_is_cmyk_with_an_output_intent_and_renders_silently(tmp_path):
    result = run("przekret", "pionki", "--to", "pdf", "--pdfx", out=tmp_path)
    assert result.exit_code == 0, result.output
    path = tmp_path / "przekret" / "export" / "pdf" / "pionki.pdf"
    reader = PdfReader(path)
    assert reader.pdf_header == "%PDF-1.3"
    assert reader.metadata["/GTS_PDFXVersion"] == "PDF/X-1a:2001"
    intents = reader.trailer["/Root"]["/OutputIntents"]
    assert [i.get_object()["/S"] for i in intents] == ["/GTS_PDFX"]
    profile = intents[0].get_object()["/DestOutputProfile"].get_object()
    assert profile["/N"] == 4 and profile.get_data()[36:40] == b"acsp"
    found: set[str] = set()
    groups: list = []
    for page in reader.pages:
        _colour_spaces(page.indirect_reference, set(), found, groups)
        assert page.trimbox != page.bleedbox
        operators = re.findall(
            rb"(?<![A-Za-z])(rg|RG|k|K|g|G|sc|scn|SC|SCN)(?![A-Za-z])", page.get_contents().get_data()
        )
        assert b"k" in operators and not {b"rg", b"RG", b"sc", b"scn", b"SC", b"SCN"} & set(operators)
        assert b"g" in operators or b"G" in operators  # the numerals, outlines and crop marks: black ink alone
        for ink in re.findall(rb"([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) [kK]\b", page.get_contents().get_data()):
            cyan, magenta, yellow, black = (float(value) for value in ink)
            assert not (black > 0.5 and cyan + magenta + yellow > 1.5), ink  # no four-ink black
    assert found <= {"/DeviceCMYK", "/DeviceGray", "/Indexed"}
    assert groups == []
    assert all(fonts(path).values())
    for command in (
        ["pdftoppm", "-r", "20", "-f", "1", "-l", "2", str(path), str(tmp_path / "page")],
        ["gs", "-q", "-sDEVICE=nullpage", "-dNOPAUSE", "-dBATCH", str(path)],
    ):
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        assert (done.returncode, done.stdout, done.stderr) == (0, "", "")
    again = run("przekret", "pionki", "--to", "pdf", "--pdfx", out=tmp_path / "again")
    assert again.exit_code == 0
    assert (tmp_path / "again" / "przekret" / "export" / "pdf" / "pionki.pdf").read_bytes() == path.read_bytes()


def test_dark_neutral_colours_print_in_black_ink_alone():
    assert pdfx.one_ink_gray(0, 0, 0) == 0
    assert pdfx.one_ink_gray(0x1F / 255, 0x1B / 255, 0x17 / 255) == 0.1088  # the text colour, 89 % black ink
    assert pdfx.one_ink_gray(0.5, 0.5, 0.5) is None  # a mid-grey tint keeps its screen
    assert pdfx.one_ink_gray(0.2, 0.05, 0.05) is None  # a dark red keeps its inks
    assert pdfx.one_ink_gray(0x1D / 255, 0x2B / 255, 0x44 / 255) is None  # Przekręt's navy


def test_pdfx_without_ghostscript_is_exit_2_saying_what_to_do(tmp_path, monkeypatch):
    monkeypatch.setenv("PATH", str(tmp_path / "empty"))
    result = run("przekret", "pionki", "--to", "pdf", "--pdfx", out=tmp_path / "out")
    assert result.exit_code == 2
    assert result.output.splitlines()[-1] == (
        "Error: a press-ready PDF (--pdfx) needs Ghostscript, which is not installed; install it "
        "(Debian/Ubuntu: apt-get install ghostscript; macOS: brew install ghostscript) and run again"
    )
    assert not (tmp_path / "out").exists()
