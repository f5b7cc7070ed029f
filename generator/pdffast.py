"""reportlab by shorter paths: the same bytes in every PDF, less work to make them (issue 18).

A cold build spends much of its time in a few reportlab calls: colours, ellipses, strings, saved
states, encoding the text of every page, escaping names, formatting font widths, subsetting and
compressing fonts and pages. Here each of them gives exactly what reportlab gives (tests compare
both ways), by a shorter path or once per process instead of once per file:
- `ShorterPaths`, the canvas's colour, ellipse, string and saved-state calls (a mixin of pdf.py's canvas);
- `share_font_subsets`, font subsets (and their widths) made once;
- reportlab's own `pdfdocEnc`, `PDFName` and Flate filter, replaced in its module by equivalents
  (on import): the filter compresses a stream it compressed before (a font subset embedded in many
  files, a page shown again) once;
- platypus's URL pattern, compiled when a word with "://" first comes (lazy_patterns.py, imported
  here as in every module that imports platypus).
"""
from __future__ import annotations

import re
from collections import OrderedDict
from functools import lru_cache
from math import cos, pi, sin
from operator import itemgetter


from reportlab import rl_config
from reportlab.lib.colors import Color
from reportlab.lib.rl_accel import fp_str
from reportlab.pdfbase import pdfdoc, pdfmetrics
from reportlab.pdfbase.ttfonts import TTFontFace
from reportlab.pdfgen.canvas import Canvas


_NOT_PDFDOC = re.compile("[\x18-\x1f]")    # the only ASCII characters PDFDocEncoding lacks


def _has_non_pdfdoc(text: str) -> bool:
    """Whether the text has a character of _NOT_PDFDOC: for a long text (a page's content) as eight
    scans for one character each, which run at memory speed where the class is tried character by
    character (3 of a build's 3.2 million characters go through here in a few hundred texts)."""
    if len(text) < 256:
        return _NOT_PDFDOC.search(text) is not None
    return ("\x18" in text or "\x19" in text or "\x1a" in text or "\x1b" in text
            or "\x1c" in text or "\x1d" in text or "\x1e" in text or "\x1f" in text)


def _pdfdoc_bytes(text, _encode=pdfdoc.pdfdocEnc):
    """reportlab's pdfdocEnc, through which every page's content and every object of a file goes:
    PDFDocEncoding is ASCII for every ASCII character it has, so ASCII text is encoded as ASCII
    (the same bytes, by a much shorter path than its character-map codec); anything else, or a
    character it cannot encode (for its error), goes to reportlab's own."""
    if type(text) is str and text.isascii() and not _has_non_pdfdoc(text):
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


_INKS: dict[tuple, str] = {}      # (red, green, blue) → the three numbers as fp_str writes them


def _ink(colour: Color) -> str:
    """fp_str(red, green, blue) of a colour, formatted once per colour (a build sets a few hundred
    colours some twenty thousand times)."""
    key = (colour.red, colour.green, colour.blue)
    text = _INKS.get(key)
    if text is None:
        if len(_INKS) >= 4096:
            _INKS.clear()
        text = _INKS[key] = fp_str(*key)
    return text


_STATE_NAMES = tuple(Canvas.STATE_ATTRIBUTES)
_state_values = itemgetter(*_STATE_NAMES)
_LINES = "_drukarnia_lines"      # canvas attribute: (font, size, leading, text) → (text operators, width)


class ShorterPaths:
    """The canvas calls a build makes most, with reportlab's own operators (mixed into a Canvas)."""

    def setFillColor(self, aColor, alpha=None):
        if type(aColor) is not Color or self._enforceColorSpace:
            return super().setFillColor(aColor, alpha)
        self._fillColorObj = aColor
        self._code.append(_ink(aColor) + " rg")
        self._alpha("ca", aColor.alpha if alpha is None else alpha, self.setFillAlpha)

    def setStrokeColor(self, aColor, alpha=None):
        if type(aColor) is not Color or self._enforceColorSpace:
            return super().setStrokeColor(aColor, alpha)
        self._strokeColorObj = aColor
        self._code.append(_ink(aColor) + " RG")
        self._alpha("CA", aColor.alpha if alpha is None else alpha, self.setStrokeAlpha)

    def push_state_stack(self):
        """reportlab's (what saveState and beginForm save): the same values in the same dictionary,
        read in one call instead of one by one."""
        self.state_stack.append(dict(zip(_STATE_NAMES, _state_values(self.__dict__))))
        self._extgstate = self._extgstate.pushCopy()

    def _line(self, text, mode, charSpace, direction, wordSpace, shaping):
        """A string drawn as reportlab draws it in one text object (the font chosen, then its
        subsets' chunks), and its width: worked out by reportlab's own text object the first time
        this canvas draws the text in this font, size and leading, and the same after that (the
        characters keep their codes in a document). None for what this does not cover: a text
        render mode, spacing, a direction, shaping, a top-down canvas, a font that is no TrueType."""
        if (mode is not None or charSpace or direction or wordSpace or shaping or type(text) is not str
                or not self.bottomup):
            return None
        lines = self.__dict__.get(_LINES)
        if lines is None:
            lines = self.__dict__[_LINES] = {}
        key = (self._fontname, self._fontsize, self._leading, text)
        found = lines.get(key)
        if found is None:
            font = pdfmetrics.getFont(self._fontname)
            if not font._dynamicFont or font.shapable:
                return None
            found = lines[key] = (self.beginText()._formatText(text), font.stringWidth(text, self._fontsize))
        return found

    def drawString(self, x, y, text, mode=None, charSpace=0, direction=None, wordSpace=None, shaping=False):
        line = self._line(text, mode, charSpace, direction, wordSpace, shaping)
        if line is None:
            return super().drawString(x, y, text, mode, charSpace, direction, wordSpace, shaping)
        self._code.append("BT 1 0 0 1 %s Tm %s T* ET" % (fp_str(x, y), line[0]))

    def drawRightString(self, x, y, text, mode=None, charSpace=0, direction=None, wordSpace=None, shaping=False):
        line = self._line(text, mode, charSpace, direction, wordSpace, shaping)
        if line is None:
            return super().drawRightString(x, y, text, mode, charSpace, direction, wordSpace, shaping)
        self._code.append("BT 1 0 0 1 %s Tm %s T* ET" % (fp_str(x - line[1], y), line[0]))

    def drawCentredString(self, x, y, text, mode=None, charSpace=0, direction=None, wordSpace=None, shaping=False):
        line = self._line(text, mode, charSpace, direction, wordSpace, shaping)
        if line is None:
            return super().drawCentredString(x, y, text, mode, charSpace, direction, wordSpace, shaping)
        self._code.append("BT 1 0 0 1 %s Tm %s T* ET" % (fp_str(x - 0.5 * line[1], y), line[0]))

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
    """reportlab's Flate filter (the same zlib call and level) remembering what it compressed, the
    latest `budget` bytes of it: the same font subset embedded in many files of one build, the same
    page shown again (a deck's backs, the copies of a sheet), are compressed once."""

    def __init__(self, budget: int = 8 << 20):
        self.budget, self.size, self.results = budget, 0, OrderedDict()

    def encode(self, text):
        data = text.encode("utf8") if isinstance(text, str) else bytes(text)
        results = self.results
        found = results.get(data)
        if found is not None:
            results.move_to_end(data)
            return found
        found = results[data] = super().encode(data)
        self.size += len(data)
        while self.size > self.budget:
            self.size -= len(results.popitem(last=False)[0])
        return found


_FLATE = _RememberedFlate()
if "encode" not in pdfdoc.PDFZCompress.__dict__:     # every Flate stream of every file, once
    pdfdoc.PDFZCompress.encode = _FLATE.encode


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


def share_font_subsets() -> None:
    """Make each font subset once per process: every file of a build embeds its own subset of each
    font, and files drawing the same characters in the same order (guide pages, job covers, cards
    of one deck) embed the same one. The subset's bytes depend only on the font and its characters,
    so a made subset is reused, byte for byte (and its stream, compressed once by _FLATE)."""
    for name in pdfmetrics.getRegisteredFontNames():
        face = getattr(pdfmetrics.getFont(name), "face", None)
        if not isinstance(face, TTFontFace) or "makeSubset" in face.__dict__:
            continue
        subsets = _Remembered(face.makeSubset)

        def make_subset(subset, subsets=subsets):
            return subsets(tuple(subset))
        face.makeSubset = make_subset
        font = pdfmetrics.getFont(name)
        add_objects = font.addObjects

        def add_font_objects(doc, add_objects=add_objects):
            add_objects(doc)
            for subset in doc.idToObject["BasicFonts"].dict.values():
                widths = getattr(subset, "Widths", None)
                if type(widths) is pdfdoc.PDFArray and all(type(n) in (int, float) for n in widths.sequence):
                    subset.Widths = _Widths(widths.sequence)
        font.addObjects = add_font_objects
        font.splitString = _remembering_splits(font, font.splitString)


_SPLITS = "_drukarnia_splits"     # attribute of a font's per-document state: text → its subset chunks


def _remembering_splits(font, split):
    """TTFont.splitString (a text cut into subset chunks of codes), remembered per text and document:
    once a text's characters have their codes in a document they keep them, so the same text gives
    the same chunks (labels, names and numbers repeat from page to page)."""
    def split_string(text, doc, encoding="utf-8"):
        state = font.state.get(doc)
        if state is None or type(text) is not str:
            return split(text, doc, encoding)
        splits = state.__dict__.setdefault(_SPLITS, {})
        found = splits.get(text)
        if found is None:
            found = splits[text] = split(text, doc, encoding)
        return found
    split_string.__wrapped__ = split
    return split_string
