"""Canvas set-up shared by every PDF: fonts, determinism, viewer hints, calibration, atomic write."""
from __future__ import annotations

import io
import os
import tempfile
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Callable, Hashable, Iterator, Literal

from reportlab.lib import colors
from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfdoc, pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont
from reportlab.pdfgen.canvas import Canvas

from .fonts import (_FACES, SANS, SANS_BOLD, SANS_ITALIC, SERIF, SERIF_BOLD, SERIF_BOLD_ITALIC, SERIF_ITALIC,
                    face_file)
from .layout.imposition import Paper
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
    """Register the project's faces (fonts.py) with reportlab, once: it embeds and subsets them."""
    for name in _FACES:
        pdfmetrics.registerFont(TTFont(name, str(face_file(name))))
    addMapping(SANS, 0, 0, SANS)
    addMapping(SANS, 1, 0, SANS_BOLD)
    addMapping(SANS, 0, 1, SANS_ITALIC)
    addMapping(SANS, 1, 1, SANS_BOLD)
    addMapping(SERIF, 0, 0, SERIF)
    addMapping(SERIF, 1, 0, SERIF_BOLD)
    addMapping(SERIF, 0, 1, SERIF_ITALIC)
    addMapping(SERIF, 1, 1, SERIF_BOLD_ITALIC)


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


def _umask() -> int:
    current = os.umask(0)
    os.umask(current)
    return current


def write_atomic(path: Path, data: bytes) -> bool:
    """Write once, atomically; False when the file already had these bytes.

    The bytes go to a temporary file in the target's folder, are fsynced once and renamed over
    the target: a build killed at any moment leaves either the previous file or the new one, never
    a truncated file. Where the system allows naming an unnamed O_TMPFILE (linkat through
    /proc/self/fd), the temporary file has no name until it is complete; elsewhere a hidden
    `.part` file is used. Either way each file is written and fsynced exactly once.
    """
    path = Path(path)
    try:
        return _write_atomic(path, data)
    except OSError as exc:   # name the file: "disk full" alone does not say where
        if exc.filename is None:
            exc.filename = str(path)
        raise


def _write_atomic(path: Path, data: bytes) -> bool:
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        if path.is_file() and path.stat().st_size == len(data) and path.read_bytes() == data:
            return False
    except OSError:
        pass
    if hasattr(os, "O_TMPFILE") and _write_unnamed(path, data):
        return True
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=path.parent)
    try:
        os.chmod(tmp, 0o666 & ~_umask())
        _write_all(fd, data)
        os.fsync(fd)
        os.close(fd)
        fd = -1
        os.replace(tmp, path)
    except BaseException:
        if fd >= 0:
            os.close(fd)
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return True


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


_NO_UNNAMED: set[int] = set()   # devices where an O_TMPFILE could not be named: not tried again


def _write_unnamed(path: Path, data: bytes) -> bool:
    """O_TMPFILE, named by linkat only once complete; False (nothing written) when unavailable.

    The file has no name while its bytes are written and synced, so a build killed meanwhile
    leaves nothing behind; it gets a hidden name just before the rename. Whether this file system
    can name an unnamed file is found once per device with an empty probe, so that a refusal costs
    no wasted write: the caller then writes the bytes once, the ordinary way."""
    try:
        device = path.parent.stat().st_dev
    except OSError:
        return False
    if not _unnamed_works(path.parent, device):
        return False
    try:
        fd = os.open(path.parent, os.O_TMPFILE | os.O_WRONLY, 0o666 & ~_umask())
    except OSError:
        _NO_UNNAMED.add(device)
        return False
    link = path.parent / f".{path.name}.{os.getpid()}.part"
    named = False
    try:
        _write_all(fd, data)
        os.fsync(fd)
        try:
            _name(fd, link)
        except OSError:          # refused after the probe allowed it: written again the ordinary way
            _UNNAMED_WORKS.discard(device)
            _NO_UNNAMED.add(device)
            return False
        named = True
        os.replace(link, path)
        named = False
    finally:
        os.close(fd)
        if named:
            try:
                os.unlink(link)
            except OSError:
                pass
    return True


_UNNAMED_WORKS: set[int] = set()   # devices where naming an O_TMPFILE was seen to work


def _unnamed_works(folder: Path, device: int) -> bool:
    """Whether unnamed files on this device can be given a name (probed once, with an empty one)."""
    if device in _UNNAMED_WORKS:
        return True
    if device in _NO_UNNAMED:
        return False
    try:
        fd = os.open(folder, os.O_TMPFILE | os.O_WRONLY, 0o600)
    except OSError:
        _NO_UNNAMED.add(device)
        return False   # the file system does not support O_TMPFILE
    probe = folder / f".drukarnia-probe.{os.getpid()}.part"
    try:
        _name(fd, probe)
        os.unlink(probe)
    except OSError:
        _NO_UNNAMED.add(device)
        return False
    finally:
        os.close(fd)
    _UNNAMED_WORKS.add(device)
    return True


def _name(fd: int, link: Path) -> None:
    """Give the open unnamed file `fd` the name `link`: linkat(AT_SYMLINK_FOLLOW) on its /proc entry
    names the open file itself (a plain link() would link the /proc symlink and fail with EXDEV)."""
    proc = os.open("/proc/self/fd", os.O_RDONLY | os.O_DIRECTORY)
    try:
        os.link(str(fd), link, src_dir_fd=proc, follow_symlinks=True)
    finally:
        os.close(proc)
