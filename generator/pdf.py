"""Canvas set-up shared by every PDF: fonts, determinism, viewer hints, calibration, atomic write."""
from __future__ import annotations

import io
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Callable, Hashable, Iterator, Literal

from reportlab.lib import colors
from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfdoc, pdfmetrics
from reportlab.pdfgen.canvas import Canvas

from .atomic import write_atomic  # noqa: F401  (where it was: commands import it from here)
from .fonts import FACES, SANS, SANS_BOLD, face_file
from .kept_faces import font as kept_font
from .layout.imposition import Paper
from .layout_fonts import MAPPINGS, forget as forget_measured_faces
from .pdffast import ShorterPaths, share_font_subsets
from .units import mm

INK = colors.HexColor("#1d1d1b")
MARK_WIDTH = 0.25  # pt, crop-mark line weight
DUPLEX_HINT = {"long": "DuplexFlipLongEdge", "short": "DuplexFlipShortEdge"}


class _Canvas(ShorterPaths, Canvas):
    """reportlab's canvas (its most frequent calls by shorter paths, pdffast.py), except that a form
    XObject declares the graphics states it uses.

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
    shown: dict = field(default_factory=dict, repr=False)    # key → snapshot of a page shown by `page`

    def show_page(self) -> None:
        self.canvas.showPage()
        self.pages += 1

    def page(self, key: Hashable, draw: Callable[[], None]) -> None:
        """Draw a page with `draw()` and show it; when a page was shown under the same key before
        (the key names everything the page shows: the second sheet of a price list, the copies of a
        form), that page's content is shown again, byte for byte, instead of drawing it again."""
        snapshot = self.shown.get(key)
        if snapshot is not None:
            self.repeat_page(snapshot)
            return
        draw()
        snapshot = self.page_snapshot()
        if snapshot is not None:
            self.shown[key] = snapshot
        self.show_page()

    def page_snapshot(self) -> tuple | None:
        """What the page drawn so far consists of, to show it again with `repeat_page` without
        drawing it again (the same content stream, byte for byte); None for a page that cannot be
        repeated so (one with annotations: each page needs its own)."""
        c = self.canvas
        if c._annotationrefs or c._codeStack:
            return None
        return (tuple(c._code), tuple(c._psCommandsBeforePage), tuple(c._psCommandsAfterPage),
                c._currentPageHasImages, tuple(c._formsinuse), dict(c._colorsUsed), dict(c._shadingUsed))

    def repeat_page(self, snapshot: tuple) -> None:
        """Show a page with exactly the content of the page `snapshot` was taken of (on an empty page)."""
        c = self.canvas
        code, before, after, images, forms, colours, shading = snapshot
        c._code, c._psCommandsBeforePage, c._psCommandsAfterPage = list(code), list(before), list(after)
        c._currentPageHasImages, c._formsinuse = images, list(forms)
        c._colorsUsed, c._shadingUsed = dict(colours), dict(shading)
        self.show_page()

    def finish(self) -> bytes:
        self.canvas.save()
        return self.buffer.getvalue()

    def described(self, game_title: str) -> dict:
        """The Output fields that describe this file: title without the game's name, sides, guide."""
        prefix = f"{game_title} – "
        title = self.title[len(prefix):] if self.title.startswith(prefix) else self.title
        return {"title": title, "sides": self.sides, "guide_pages": self.guide_pages, "fits_paper": self.fits_paper}


@lru_cache(maxsize=None)
def register_fonts() -> None:
    """Register the project's faces (fonts.py) with reportlab, once: it embeds and subsets them
    (in place of the faces registered for measuring only, layout_fonts.py); each face as reportlab
    parsed it the first time (kept_faces.py)."""
    forget_measured_faces()
    for name in FACES:
        pdfmetrics.registerFont(kept_font(name, str(face_file(name))))
    for mapping in MAPPINGS:
        addMapping(*mapping)


def new_document(paper: Paper, title: str, *, duplex: str | None = None, landscape: bool = False,
                 pagesize: tuple[float, float] | None = None) -> PdfDocument:
    register_fonts()
    share_font_subsets()
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
