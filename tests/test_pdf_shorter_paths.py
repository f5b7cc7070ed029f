"""pdffast's shorter paths for strings, saved states, colours and Flate streams (issue 18): each
gives what reportlab's own call gives. Tested against reportlab's plain Canvas drawing the same."""
from __future__ import annotations

import io
import random
import zlib

import pytest
from reportlab.lib import colors
from reportlab.lib.rl_accel import fp_str
from reportlab.pdfbase import pdfdoc
from reportlab.pdfgen.canvas import Canvas

from generator import pdffast
from generator.fonts import SANS, SANS_BOLD, SERIF_ITALIC
from generator.pdf import _Canvas, new_document, register_fonts
from generator.layout.imposition import PAPERS


def _both() -> list[Canvas]:
    register_fonts()
    pdffast.share_font_subsets()
    return [cls(io.BytesIO(), pagesize=(600, 800), invariant=1) for cls in (Canvas, _Canvas)]


TEXTS = ["Kolekcjonerzy", "żółw i źdźbło", "", " ", "(nawias) \\ ukośnik", "Ćma nad łąką 2",
         "1\u00a0000 zł", "ŁĄKA", "x" * 300, "Zażółć gęślą jaźń", "Kolekcjonerzy"]


def test_strings_are_drawn_as_reportlab_draws_them():
    rng = random.Random(18)
    canvases = _both()
    for i in range(400):
        font = rng.choice([SANS, SANS_BOLD, SERIF_ITALIC])
        size = rng.choice([6, 7.5, 10, 12.25])
        leading = rng.choice([None, None, size * 1.5, 11])
        text = rng.choice(TEXTS)
        x, y = rng.uniform(-20, 600), rng.uniform(0, 800)
        how = rng.choice(["drawString", "drawRightString", "drawCentredString"])
        extra = rng.choice([{}, {}, {}, {"mode": 1}, {"charSpace": 0.5}, {"wordSpace": 2}])
        new_page = rng.random() < 0.05
        for c in canvases:
            c.setFont(font, size, leading)
            getattr(c, how)(x, y, text, **extra)
            if new_page:
                c.showPage()
    plain, short = canvases
    assert short._code == plain._code
    assert len(short.__dict__[pdffast._LINES]) > 20      # the shorter path was taken
    assert short.getpdfdata() == plain.getpdfdata()


def test_a_string_drawn_again_reads_its_remembered_operators(monkeypatch):
    c = _both()[1]
    c.setFont(SANS, 10)
    c.drawCentredString(100, 100, "żółw")
    first = c._code[-1]
    monkeypatch.setattr(pdffast.ShorterPaths, "beginText", lambda *a: pytest.fail("worked out again"), raising=False)
    c.drawCentredString(100, 100, "żółw")
    assert c._code[-1] == first
    c.setFont(SANS, 11)                    # another size: worked out again
    with pytest.raises(pytest.fail.Exception):
        c.drawCentredString(100, 100, "żółw")


def _saved(canvas: Canvas) -> list[dict]:
    return [{**state, "_extgstate": (state["_extgstate"]._d, state["_extgstate"]._c)} for state in canvas.state_stack]


def test_saved_states_are_reportlabs():
    canvases = _both()
    for c in canvases:
        c.setFont(SANS, 9)
        c.saveState()
        c.setFillColor(colors.Color(0.2, 0.3, 0.4, alpha=0.5))
        c.translate(10, 20)
        c.setLineWidth(3)
        c.setDash([2, 1])
        c.saveState()
        c.setFont(SANS_BOLD, 14)
    plain, short = canvases
    assert _saved(short) == _saved(plain)
    assert [list(s) for s in short.state_stack] == [list(s) for s in plain.state_stack]    # same order
    assert short.state_stack[0] is not short.state_stack[1]
    for c in canvases:
        c.restoreState()
        c.drawString(5, 5, "po")
        c.restoreState()
        c.drawString(5, 5, "przed")
    assert short._code == plain._code
    assert short._fontname == plain._fontname == SANS
    assert short._extgstate._d == plain._extgstate._d
    assert short.getpdfdata() == plain.getpdfdata()


def test_inks_are_formatted_as_fp_str_formats_them():
    rng = random.Random(7)
    for _ in range(500):
        rgb = [rng.choice([0, 1, 0.5, rng.random(), round(rng.random(), 3), 1e-9, -0.0]) for _ in range(3)]
        colour = colors.Color(*rgb)
        assert pdffast._ink(colour) == fp_str(*rgb)
        assert pdffast._ink(colour) == fp_str(*rgb)        # remembered


def test_the_flate_filter_compresses_as_zlib_and_each_stream_once(monkeypatch):
    calls = []
    real = zlib.compress
    monkeypatch.setattr(pdfdoc.zlib, "compress", lambda data, *a: calls.append(data) or real(data, *a))
    flate = pdffast._RememberedFlate(budget=100)
    for data in ["strona ż", b"bajty", bytearray(b"tablica"), "strona ż", b"bajty"]:
        expected = real(data.encode("utf8") if isinstance(data, str) else bytes(data))
        assert flate.encode(data) == expected
    assert calls == ["strona ż".encode("utf8"), b"bajty", b"tablica"]
    flate.encode(b"a" * 90)                # over the budget: the oldest are forgotten
    assert flate.size <= 100
    flate.encode(b"tablica")              # the oldest used: made again
    assert calls[-1] == b"tablica"
    assert pdfdoc.PDFZCompress.encode == pdffast._FLATE.encode      # reportlab's filter is this one


def test_a_page_shown_again_is_compressed_once(monkeypatch):
    calls = []
    real = zlib.compress
    monkeypatch.setattr(pdfdoc.zlib, "compress", lambda data, *a: calls.append(data) or real(data, *a))
    doc = new_document(PAPERS["a4"], "strony")

    def draw():
        doc.canvas.setFont(SANS, 12)
        doc.canvas.drawString(50, 50, "Ta sama strona, raz skompresowana #18")
    for _ in range(3):
        doc.page("same", draw)
    doc.finish()
    pages = [data for data in calls if b"raz skompresowana" in data or b"Tm /F1+0" in data]
    assert len(pages) == 1


def test_pdfdoc_text_of_any_length_is_encoded_as_reportlab_encodes_it():
    import codecs
    base = "0 0 1 rg\nBT /F1+0 12 Tf (Zr\\363b) Tj ET\n"
    for length in (0, 1, 255, 256, 257, 4000):
        plain = (base * (length // len(base) + 1))[:length]
        for char in map(chr, range(0x16, 0x21)):
            for at in ({0, length // 2, length} if length else {0}):
                text = plain[:at] + char + plain[at:]
                assert pdffast._has_non_pdfdoc(text) == bool(pdffast._NOT_PDFDOC.search(text)), (length, char, at)
                try:
                    expected = codecs.encode(text, "extpdfdoc")
                except UnicodeEncodeError:
                    with pytest.raises(UnicodeEncodeError):
                        pdfdoc.pdfdocEnc(text)
                    continue
                assert pdfdoc.pdfdocEnc(text) == expected
        assert pdfdoc.pdfdocEnc(plain) == plain.encode("ascii")
