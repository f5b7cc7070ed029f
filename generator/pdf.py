"""Canvas set-up shared by every PDF: fonts, determinism, viewer hints, calibration, atomic write."""
from __future__ import annotations

import io
from dataclasses import dataclass, field
from typing import Callable, Hashable, Literal

from reportlab.lib import colors
from reportlab.pdfbase import pdfdoc
from reportlab.pdfgen.canvas import Canvas

from .atomic import write_atomic  # noqa: F401  (where it was: commands import it from here)
from .fonts import SANS, SANS_BOLD
from .layout_fonts import register_fonts
from .layout.imposition import Paper
from . import testhook
from .units import mm

INK = colors.HexColor("#1d1d1b")
MARK_WIDTH = 0.25  # pt, crop-mark line weight
DUPLEX_HINT = {"long": "DuplexFlipLongEdge", "short": "DuplexFlipShortEdge"}


__all__ = ["register_fonts", "write_atomic", "new_document", "PdfDocument", "draw_calibration_square"]


class _Canvas(Canvas):
    """reportlab's canvas, except that a form XObject declares the graphics states it uses.

    reportlab 5.1 names every transparency state a form's stream sets (`/gRLs0 gs`) and hands the
    form those names, but `PDFFormXObject.format` writes the form's /Resources without /ExtGState.
    Viewers then meet an undefined name (poppler: "ExtGState 'gRLs0' is unknown", ghostscript:
    "Couldn't find named resource") and paint the translucent parts opaque. Here the form gets the
    same resources reportlab would give it, plus its graphics states.
    """

    def endForm(self, **extra_attributes):
        name = self._formData[0]
        super().endForm(**extra_attributes)
        form = self._doc.idToObject[pdfdoc.xObjectName(name)]
        states = getattr(form, "ExtGState", None)
        if states and not form.Resources:
            resources = pdfdoc.PDFResourceDictionary()
            resources.basicFonts()
            resources.allProcs()            # what reportlab gives every form (hasImages = 1)
            if form.XObjects:
                resources.XObject = form.XObjects
            resources.ExtGState = states
            form.Resources = resources


@dataclass
class PdfDocument:
    """A PDF being drawn in memory; `finish()` returns the bytes and the page count.

    It also remembers what the print guide and the kit need to know about the file (its title,
    duplex hint, guide pages, whether its pages fit the paper), so nobody reads the PDF back.
    """

    canvas: Canvas
    buffer: io.BytesIO
    pages: int = 0
    title: str = ""
    sides: Literal["one", "long", "short"] = "one"
    guide_pages: int = 0       # pages at the start that are the print guide (guide.draw_guide)
    fits_paper: bool = True    # the pages are no larger than the paper (False: a full-size board)
    page_forms: dict = field(default_factory=dict, repr=False)    # key → form of a page shown by `page`

    def show_page(self) -> None:
        self.canvas.showPage()
        self.pages += 1

    def page(self, key: Hashable, draw: Callable[[], None]) -> None:
        """Draw a page with `draw()` and show it. `key` names everything the page shows (the second
        sheet of a price list, the copies of a form): the page is drawn once, as a form XObject as
        large as the page, and a page with the same key shows that form again. `draw` must add no
        link or annotation (a form cannot hold them)."""
        name = self.page_forms.get(key)
        if name is None:
            name = self.page_forms[key] = f"page{len(self.page_forms)}"
            self.canvas.beginForm(name)
            draw()
            self.canvas.endForm()
        self.canvas.doForm(name)
        self.show_page()

    def finish(self) -> bytes:
        self.canvas.save()
        return self.buffer.getvalue()

    def described(self, game_title: str) -> dict:
        """The Output fields that describe this file: title without the game's name, sides, guide."""
        prefix = f"{game_title} – "
        title = self.title[len(prefix):] if self.title.startswith(prefix) else self.title
        return {"title": title, "sides": self.sides, "guide_pages": self.guide_pages, "fits_paper": self.fits_paper}


def new_document(paper: Paper, title: str, *, duplex: str | None = None, landscape: bool = False,
                 pagesize: tuple[float, float] | None = None) -> PdfDocument:
    testhook.pause("rendering")
    register_fonts()
    buffer = io.BytesIO()
    size = pagesize or ((paper.height, paper.width) if landscape else (paper.width, paper.height))
    canvas = _Canvas(buffer, pagesize=size, invariant=1, pdfVersion=(1, 7),
                    initialFontName=SANS, initialFontSize=10, pageCompression=1)
    canvas.setTitle(title)
    canvas.setAuthor("drukarnia")
    canvas.setCreator("drukarnia")
    canvas.setSubject(title)
    canvas.setViewerPreference("PrintScaling", "None")
    if duplex in DUPLEX_HINT:
        canvas.setViewerPreference("Duplex", DUPLEX_HINT[duplex])
    fits = sorted((round(size[0]), round(size[1]))) <= sorted((round(paper.width), round(paper.height)))
    return PdfDocument(canvas, buffer, title=title, sides=duplex if duplex in DUPLEX_HINT else "one",
                       fits_paper=fits)


def draw_calibration_square(canvas: Canvas, x: float, y: float, label: str = "50 mm") -> None:
    """A 50 mm square with its label: measure it to confirm the printer did not scale."""
    side = mm(50)
    canvas.saveState()
    canvas.setStrokeColor(INK)
    canvas.setLineWidth(0.5)
    canvas.rect(x, y, side, side, stroke=1, fill=0)
    for i in range(1, 10):   # 5 mm ticks along the bottom and left edges
        tick = mm(2.5) if i % 2 else mm(4)
        canvas.line(x + i * mm(5), y, x + i * mm(5), y + tick)
        canvas.line(x, y + i * mm(5), x + tick, y + i * mm(5))
    canvas.setFont(SANS_BOLD, 11)
    canvas.setFillColor(INK)
    canvas.drawCentredString(x + side / 2, y + side / 2 + 4, label)
    canvas.setFont(SANS, 7.5)
    canvas.drawCentredString(x + side / 2, y + side / 2 - 8, "zmierz: bok musi mieć dokładnie 50 mm")
    canvas.drawCentredString(x + side / 2, y + side / 2 - 17, "(drukuj w skali 100 %)")
    canvas.restoreState()
