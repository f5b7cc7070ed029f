"""Canvas set-up shared by every PDF: fonts, determinism, viewer hints, calibration, atomic write."""
from __future__ import annotations

import io
import os
import re
import tempfile
from collections import OrderedDict
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import lru_cache
from math import cos, pi, sin
from pathlib import Path
from typing import Callable, Hashable, Iterator, Literal

from reportlab import rl_config
from reportlab.lib import colors
from reportlab.lib.colors import Color
from reportlab.lib.rl_accel import fp_str
from reportlab.pdfbase import pdfdoc, pdfmetrics
from reportlab.pdfbase.ttfonts import TTFontFace
from reportlab.pdfgen.canvas import Canvas

from .fonts import SANS, SANS_BOLD, register_fonts
from .layout.imposition import Paper
from .units import mm

INK = colors.HexColor("#1d1d1b")
MARK_WIDTH = 0.25  # pt, crop-mark line weight
DUPLEX_HINT = {"long": "DuplexFlipLongEdge", "short": "DuplexFlipShortEdge"}


_NOT_PDFDOC = re.compile("[\x18-\x1f]")    # the only ASCII characters PDFDocEncoding lacks


def _pdfdoc_bytes(text, _encode=pdfdoc.pdfdocEnc):
    """reportlab's pdfdocEnc, through which every page's content and every object of a file goes:
    PDFDocEncoding is ASCII for every ASCII character it has, so ASCII text is encoded as ASCII
    (the same bytes, by a much shorter path than its character-map codec); anything else, or a
    character it cannot encode (for its error), goes to reportlab's own."""
    if type(text) is str and text.isascii() and not _NOT_PDFDOC.search(text):
        return text.encode("ascii")
    return _encode(text)


@lru_cache(maxsize=4096)
def _pdf_name(data: str, lo: str = chr(0x21), hi: str = chr(0x7e)) -> str:
    """reportlab's PDFName (a name with its special characters escaped), worked out once per name:
    every dictionary key of every object of every file goes through it."""
    return _PDFNAME(data, lo, hi)


_PDFNAME = pdfdoc.PDFName
if pdfdoc.pdfdocEnc.__name__ == "pdfdocEnc":     # once, even if this module is loaded again
    pdfdoc.pdfdocEnc = _pdfdoc_bytes
    pdfdoc.PDFName = _pdf_name


def _quarters() -> list[tuple[float, ...]]:
    """pdfgeom.bezierArc's factors for a full ellipse (start 0°, extent 360°: four 90° fragments),
    computed by its own expressions: cos θ0, sin θ0, the two control points' factors, cos θ1, sin θ1."""
    frag = 360 / 4.
    half = frag * pi / 360.
    kappa = abs(4. / 3. * (1. - cos(half)) / sin(half))
    out = []
    for i in range(4):
        t0, t1 = (0 + i * frag) * pi / 180., (0 + (i + 1) * frag) * pi / 180.
        out.append((cos(t0), sin(t0), cos(t0) - kappa * sin(t0), sin(t0) + kappa * cos(t0),
                    cos(t1) + kappa * sin(t1), sin(t1) - kappa * cos(t1), cos(t1), sin(t1)))
    return out


_QUARTERS = _quarters()


class _Canvas(Canvas):
    """reportlab's canvas, except that a form XObject declares the graphics states it uses.

    reportlab 5.1 names every transparency state a form's stream sets (`/gRLs0 gs`) and hands the
    form those names, but `PDFFormXObject.format` writes the form's /Resources without /ExtGState.
    Viewers then meet an undefined name (poppler: "ExtGState 'gRLs0' is unknown", ghostscript:
    "Couldn't find named resource") and paint the translucent parts opaque. Here the form gets the
    same resources reportlab would give it, plus its graphics states.
    """

    # ---- the same operators as reportlab's, by a shorter path (the most frequent calls of a build)

    def setFillColor(self, aColor, alpha=None):
        if type(aColor) is not Color or self._enforceColorSpace:
            return super().setFillColor(aColor, alpha)
        self._fillColorObj = aColor
        self._code.append("%s rg" % fp_str(aColor.red, aColor.green, aColor.blue))
        self._alpha("ca", aColor.alpha if alpha is None else alpha, self.setFillAlpha)

    def setStrokeColor(self, aColor, alpha=None):
        if type(aColor) is not Color or self._enforceColorSpace:
            return super().setStrokeColor(aColor, alpha)
        self._strokeColorObj = aColor
        self._code.append("%s RG" % fp_str(aColor.red, aColor.green, aColor.blue))
        self._alpha("CA", aColor.alpha if alpha is None else alpha, self.setStrokeAlpha)

    def _alpha(self, key: str, value, setter) -> None:
        """`setter(value)` (setFillAlpha, setStrokeAlpha): the transparency state is set only when it
        changes, so the usual call, opaque ink on an opaque page, only records the PDF version."""
        if value is None:
            return
        if type(value) not in (int, float) or not 0 <= value <= 1:
            setter(value)        # reportlab's own check and message
            return
        self._doc.ensureMinPdfVersion("transparency")
        states = self._extgstate
        if value != states._d.get(key, states.defaults[key]):
            states.set(self, key, value)

    def ellipse(self, x1, y1, x2, y2, stroke=1, fill=0):
        """reportlab's ellipse (four Bézier quarters, pdfgeom.bezierArc), with the quarters' sines and
        cosines worked out once: the same arithmetic on the same numbers, so the same operators."""
        x, y, width, height = x1, y1, x2 - x1, y2 - y1
        xa, ya, xb, yb = x, y, x + width, y + height
        xa, ya, xb, yb = min(xa, xb), max(ya, yb), max(xa, xb), min(ya, yb)
        cx, cy, rx, ry = (xa + xb) / 2., (ya + yb) / 2., (xb - xa) / 2., (yb - ya) / 2.
        code = self._code
        first = _QUARTERS[0]
        code.append("n")         # what a new path object writes before its first point
        code.append("%s m" % fp_str(cx + rx * first[0], cy - ry * first[1]))
        for c0, s0, a, b, c, d, c1, s1 in _QUARTERS:
            code.append("%s c" % fp_str(cx + rx * a, cy - ry * b, cx + rx * c, cy - ry * d, cx + rx * c1, cy - ry * s1))
        self._strokeAndFill(stroke, fill)

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


class _Remembered:
    """The last `limit` results of a pure function of one hashable argument."""

    def __init__(self, function, limit: int = 256):
        self.function, self.limit, self.results = function, limit, OrderedDict()

    def __call__(self, argument):
        try:
            self.results.move_to_end(argument)
            return self.results[argument]
        except KeyError:
            result = self.results[argument] = self.function(argument)
            if len(self.results) > self.limit:
                self.results.popitem(last=False)
            return result


class _RememberedFlate(pdfdoc.PDFStreamFilterZCompress):
    """reportlab's Flate filter (the same zlib call and level) remembering what it compressed: the
    same font subset embedded in many files of one build is compressed once."""

    def __init__(self):
        self.encoded = _Remembered(super().encode)

    def encode(self, text):
        return self.encoded(text.encode("utf8") if isinstance(text, str) else bytes(text))


_FLATE = _RememberedFlate()


def _array_text(numbers: tuple) -> bytes:
    """`PDFArray(numbers).format()`: the numbers as fp_str writes them, a line break after every ten."""
    words = fp_str(*numbers).encode("ascii").split(b" ") if numbers else []
    for i in reversed(range(10, len(words), 10)):
        words.insert(i, b"\n ")
    return b"[ " + b" ".join(words) + b" ]"


_ARRAYS = _Remembered(_array_text)


class _Widths(pdfdoc.PDFObject):
    """A font subset's /Widths: reportlab formats each of up to 256 numbers through its generic
    formatter when the file is written; this gives the same bytes in one go, once per list."""

    def __init__(self, numbers: list):
        self.numbers = tuple(numbers)

    def format(self, document):
        if rl_config.pdfMultiLine:    # another layout of arrays: reportlab's own
            return pdfdoc.PDFArray(self.numbers).format(document)
        return _ARRAYS(self.numbers)


def _share_font_subsets() -> None:
    """Make each font subset once per process: every file of a build embeds its own subset of each
    font, and files drawing the same characters in the same order (guide pages, job covers, cards
    of one deck) embed the same one. The subset's bytes depend only on the font and its characters,
    so a made subset and its compressed stream are reused, byte for byte."""
    for name in pdfmetrics.getRegisteredFontNames():
        face = getattr(pdfmetrics.getFont(name), "face", None)
        if not isinstance(face, TTFontFace) or "addSubsetObjects" in face.__dict__:
            continue
        subsets = _Remembered(face.makeSubset)
        add = face.addSubsetObjects

        def make_subset(subset, subsets=subsets):
            return subsets(tuple(subset))

        def add_subset_objects(doc, fontname, subset, add=add):
            reference = add(doc, fontname, subset)
            objects, streams = doc.idToObject, []
            try:    # the font file, found the way the descriptor refers to it, and its character map
                streams = [objects[objects[reference.name].dict["FontFile2"].name]]
                streams.append(objects["toUnicodeCMap:" + fontname])
            except (AttributeError, KeyError):
                pass
            for stream in streams:
                if getattr(stream, "filters", None) == [pdfdoc.PDFZCompress]:
                    stream.filters = [_FLATE]
            return reference
        face.makeSubset, face.addSubsetObjects = make_subset, add_subset_objects
        font = pdfmetrics.getFont(name)
        add_objects = font.addObjects

        def add_font_objects(doc, add_objects=add_objects):
            add_objects(doc)
            for subset in doc.idToObject["BasicFonts"].dict.values():
                widths = getattr(subset, "Widths", None)
                if type(widths) is pdfdoc.PDFArray and all(type(n) in (int, float) for n in widths.sequence):
                    subset.Widths = _Widths(widths.sequence)
        font.addObjects = add_font_objects


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


def new_document(paper: Paper, title: str, *, duplex: str | None = None, landscape: bool = False,
                 pagesize: tuple[float, float] | None = None) -> PdfDocument:
    register_fonts()
    _share_font_subsets()
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
    """O_TMPFILE, named by linkat once complete; False (nothing written) when that is unavailable.

    The name is given before the fsync, so that a file system which refuses it costs no wasted
    write and fsync: the caller then writes the bytes once, the ordinary way."""
    try:
        device = path.parent.stat().st_dev
    except OSError:
        return False
    if device in _NO_UNNAMED:
        return False
    try:
        fd = os.open(path.parent, os.O_TMPFILE | os.O_WRONLY, 0o666 & ~_umask())
    except OSError:
        _NO_UNNAMED.add(device)
        return False   # the file system does not support O_TMPFILE
    link = path.parent / f".{path.name}.{os.getpid()}.part"
    named = False
    try:
        try:
            # linkat(AT_SYMLINK_FOLLOW) on the /proc entry names the open file itself; a plain
            # link() would try to link the /proc symlink and fail with EXDEV
            proc = os.open("/proc/self/fd", os.O_RDONLY | os.O_DIRECTORY)
            try:
                os.link(str(fd), link, src_dir_fd=proc, follow_symlinks=True)
            finally:
                os.close(proc)
        except OSError:
            _NO_UNNAMED.add(device)
            return False
        named = True
        _write_all(fd, data)
        os.fsync(fd)
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
