"""A synthetic card deck drawn through drukarnia's imposition, and the same pages in raw reportlab."""

from __future__ import annotations

import io

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from generator.draw.fonts import SANS, SANS_BOLD, register_fonts
from generator.draw.pdf import new_document
from generator.draw.sheets import Piece, impose
from generator.layout.imposition import PAPERS, SheetSpec, plan_grid
from generator.model.units import mm

W, H = mm(63), mm(88)
ROWS = (("żółty", 24, 140), ("zielony", 18, 190), ("czerwony", 12, 210))


def draw_card(c, w, h, number: int) -> None:
    """The content both variants draw: a background, a title, a three-row table, a number."""
    c.setFillColor(colors.HexColor("#f3ead8"))
    c.rect(-mm(3), -mm(3), w + mm(6), h + mm(6), stroke=0, fill=1)
    c.setFillColor(colors.HexColor("#2b2623"))
    c.setFont(SANS_BOLD, 14)
    c.drawCentredString(w / 2, h - mm(12), f"Karta {number}")
    c.setFont(SANS, 10)
    for i, (name, count, price) in enumerate(ROWS):
        y = h - mm(30) - i * mm(12)
        c.rect(mm(6), y - mm(2), mm(6), mm(6), stroke=1, fill=0)
        c.drawString(mm(15), y, name)
        c.drawRightString(w - mm(22), y, str(count))
        c.drawRightString(w - mm(6), y, str(price))


def draw_back(c, w, h) -> None:
    c.setFillColor(colors.HexColor("#6b2d2a"))
    c.rect(-mm(3), -mm(3), w + mm(6), h + mm(6), stroke=0, fill=1)
    c.setFillColor(colors.white)
    c.setFont(SANS_BOLD, 20)
    c.drawCentredString(w / 2, h / 2, "RYNEK")


def deck_pdf(n: int, backs: bool = True, guide: bool = True) -> bytes:
    pieces = [Piece(W, H, (lambda c, w, h, i=i: draw_card(c, w, h, i)), draw_back if backs else None) for i in range(n)]
    doc = new_document(PAPERS["a4"], "benchmark", duplex="long" if backs else None)
    impose(doc, pieces, SheetSpec(W, H, PAPERS["a4"]), duplex="long")
    return doc.finish()


def raw_reportlab_pdf(n: int) -> bytes:
    """The minimal script: same fonts, same card content at the same positions, no marks, no clipping."""
    register_fonts()
    paper = PAPERS["a4"]
    slots = plan_grid(SheetSpec(W, H, paper)).slots
    buffer = io.BytesIO()
    c = Canvas(buffer, pagesize=(paper.width, paper.height), invariant=1)
    for start in range(0, n, len(slots)):
        for slot, i in zip(slots, range(start, min(n, start + len(slots)))):
            c.saveState()
            c.translate(slot.x, slot.y)
            draw_card(c, W, H, i)
            c.restoreState()
        c.showPage()
    c.save()
    return buffer.getvalue()
