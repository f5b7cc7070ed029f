"""r35 kit reviews, K minor 5 and R minor 2: a landscape page in a portrait job (Kolekcjonerzy's point table in job
2, Rynek's board map in job 1) under „orientacja pionowa”: the print dialog shrank it to the portrait width or turned
it as it chose. The job lays it turned on an upright page (pdfmerge.Merger.turn, no /Rotate), as Kolekcjonerzy's
plans and Rynek's registers already are: every page of every job has its job's orientation."""

from __future__ import annotations

import io

import pypdfium2 as pdfium
from pypdf import PdfReader
from reportlab.pdfgen.canvas import Canvas

from generator.build.pdfmerge import Merger
from generator.model.units import mm

from .pdfcheck import job_entries

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")


def _landscape_page() -> bytes:
    buffer = io.BytesIO()
    canvas = Canvas(buffer, pagesize=(mm(297), mm(210)))
    canvas.setFont("Helvetica", 12)
    canvas.drawString(mm(20), mm(190), "GORA")  # near the drawing's top-left corner
    canvas.setTrimBox((mm(10), mm(10), mm(287), mm(200)))
    canvas.showPage()
    canvas.save()
    return buffer.getvalue()


def test_a_turned_page_stands_upright_its_top_to_the_left_its_boxes_with_it():
    """K minor 5, R minor 2: the merge lays a landscape page on an upright page, no /Rotate."""
    merger = Merger()
    merger.add_part(_landscape_page())
    merger.turn(merger.kids[0])
    page = PdfReader(io.BytesIO(merger.write({"Title": "t"}, {}))).pages[0]
    assert "/Rotate" not in page or page["/Rotate"] == 0
    assert [round(float(v) / mm(1)) for v in page.mediabox] == [0, 0, 210, 297]
    assert [round(float(v) / mm(1)) for v in page.trimbox] == [10, 10, 200, 287]
    pdf = pdfium.PdfDocument(merger.write({"Title": "t"}, {}))
    try:
        left, bottom, _right, _top = pdf[0].get_textpage().get_charbox(0)  # the „G”: the drawing's top at the left
    finally:
        pdf.close()
    assert left < mm(21) and mm(19) < bottom < mm(21), (left / mm(1), bottom / mm(1))


def test_every_page_of_every_job_has_its_job_s_orientation(bundled_kit):
    """Every page of a job upright, or every page lying (a one-sided job of landscape sheets alone); no /Rotate."""
    wrong = []
    for game in GAMES:
        for entry in job_entries(bundled_kit, game):
            pages = PdfReader(bundled_kit / entry["path"]).pages
            lying = {float(p.mediabox.width) > float(p.mediabox.height) for p in pages}
            rotated = [n for n, p in enumerate(pages, 1) if p.get("/Rotate", 0)]
            if len(lying) > 1 or rotated:
                wrong.append((entry["path"], rotated))
    assert not wrong, wrong
