"""Every PDF of the bundled kit renders without a single complaint in poppler and ghostscript.

Print shops' RIPs and home viewers differ in how they treat a malformed file: some guess, some
drop the object, some refuse. A silent render in two independent engines is the cheapest proof
that the file is well formed (e.g. every resource a page or form names is declared).
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest


def _pdfs(out: Path) -> list[Path]:
    found = sorted(out.rglob("*.pdf"))
    assert len(found) > 30, found
    return found


def _complaints(command: list[str]) -> str:
    done = subprocess.run(command, capture_output=True, text=True, errors="replace", timeout=600)
    return (done.stderr + ("" if done.returncode == 0 else f"\nexit status {done.returncode}")).strip()


@pytest.mark.skipif(
    shutil.which("pdftoppm") is None, reason="pdftoppm not installed (Debian/Ubuntu: apt-get install poppler-utils)"
)
def test_poppler_renders_every_pdf_silently(bundled_kit, tmp_path):
    noisy = {}
    for pdf in _pdfs(bundled_kit):
        said = _complaints(["pdftoppm", "-r", "3", "-png", str(pdf), str(tmp_path / "page")])
        if said:
            noisy[str(pdf.relative_to(bundled_kit))] = said.splitlines()[:3]
    assert noisy == {}


@pytest.mark.skipif(
    shutil.which("gs") is None, reason="ghostscript not installed (Debian/Ubuntu: apt-get install ghostscript)"
)
def test_ghostscript_renders_every_pdf_silently(bundled_kit):
    pdfs = _pdfs(bundled_kit)
    command = ["gs", "-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-sDEVICE=nullpage"]
    if not _complaints(command + [str(p) for p in pdfs]):  # one run for all: fast when clean
        return
    noisy = {str(p.relative_to(bundled_kit)): _complaints(command + [str(p)]).splitlines()[:3] for p in pdfs}
    assert {k: v for k, v in noisy.items() if v} == {}


def test_a_form_declares_the_transparency_it_uses():
    """reportlab 5.1 forgets a form's /ExtGState; pdf.new_document's canvas puts it back."""
    import io

    from pypdf import PdfReader
    from reportlab.lib import colors

    from generator.draw.pdf import new_document
    from generator.layout.imposition import PAPERS

    doc = new_document(PAPERS["a4"], "form")
    c = doc.canvas
    c.beginForm("translucent", 0, 0, 100, 100)
    c.setFillColor(colors.Color(1, 0, 0, alpha=0.5))
    c.rect(0, 0, 100, 100, stroke=0, fill=1)
    c.endForm()
    c.doForm("translucent")
    doc.show_page()
    page = PdfReader(io.BytesIO(doc.finish())).pages[0]
    form = page["/Resources"]["/XObject"]["/FormXob.translucent"].get_object()
    assert form.get_data().count(b" gs") == 1
    states = form["/Resources"]["/ExtGState"]
    assert [states[name]["/ca"] for name in states] == [0.5]


def _translucent_forms_pdf(path: Path) -> None:
    """A page form (PdfDocument.page) holding a draw_once form: half-transparent red at (10, 10),
    opaque blue at (60, 10) after restoreState, half-transparent green drawn by the page form itself."""
    from reportlab.lib import colors

    from generator.draw.kinds.reuse import draw_once
    from generator.draw.pdf import new_document
    from generator.layout.imposition import PAPERS

    doc = new_document(PAPERS["a4"], "forms")
    c = doc.canvas

    def translucent_square():
        c.saveState()
        c.setFillColor(colors.Color(1, 0, 0, alpha=0.5))
        c.rect(0, 0, 40, 40, stroke=0, fill=1)
        c.restoreState()
        c.setFillColor(colors.blue)
        c.rect(50, 0, 40, 40, stroke=0, fill=1)

    def page():
        c.translate(10, 10)
        draw_once(c, "square", (0, 0, 90, 40), translucent_square)
        c.setFillColor(colors.Color(0, 0.5, 0, alpha=0.5))
        c.rect(100, 0, 40, 40, stroke=0, fill=1)

    doc.page("same", page)
    doc.page("same", page)
    path.write_bytes(doc.finish())


@pytest.mark.skipif(
    shutil.which("pdftoppm") is None or shutil.which("gs") is None,
    reason="needs pdftoppm (poppler-utils) and gs (ghostscript)",
)
def test_transparency_inside_forms_renders_silently_and_translucent(tmp_path):
    from PIL import Image

    pdf = tmp_path / "forms.pdf"
    _translucent_forms_pdf(pdf)
    assert _complaints(["gs", "-q", "-dNOPAUSE", "-dBATCH", "-dSAFER", "-sDEVICE=nullpage", str(pdf)]) == ""
    assert (
        _complaints(
            ["pdftoppm", "-r", "72", "-f", "2", "-l", "2", "-png", "-singlefile", str(pdf), str(tmp_path / "page")]
        )
        == ""
    )
    image = Image.open(tmp_path / "page.png").convert("RGB")
    height = image.height

    def colour(x, y):  # PDF points from the bottom left, at 72 dpi
        return image.getpixel((x, height - y))

    def near(got, want):
        return all(abs(g - w) <= 3 for g, w in zip(got, want))

    assert near(colour(30, 30), (255, 128, 128)), colour(30, 30)  # red at half opacity over white
    assert near(colour(80, 30), (0, 0, 255)), colour(80, 30)  # opaque again after restoreState
    assert near(colour(130, 30), (128, 191, 128)), colour(130, 30)  # the page form's own transparency
