"""The faces as reportlab's layout sees them, without reading them as reportlab does (issue 18).

Laying text out with platypus (whether a player aid fits: kinds/_aid_layout.fits) asks reportlab
for a face's advance widths (stringWidth) and its ascent and descent, and for the bold and italic of
a family (lib.fonts mappings), nothing else. reportlab's TTFont reads the whole file for that (some
50 ms for the eight faces), to embed and subset it later. `register()` gives reportlab, for a face
it does not have yet, a `MeasuredFont`: the widths, ascent and descent fonts.py reads from the same
file, equal to reportlab's (tests/test_fonts.py), measured by reportlab's own accelerated
stringWidth for TrueType faces. It cannot be drawn with (no subsets, no embedding: anything else
fails loudly); pdf.register_fonts replaces it with the TTFont before anything is drawn.
"""
from __future__ import annotations

from functools import lru_cache

from reportlab.lib.fonts import addMapping
from reportlab.lib.rl_accel import instanceStringWidthTTF
from reportlab.pdfbase import pdfmetrics

from .fonts import (FACES, SANS, SANS_BOLD, SANS_ITALIC, SERIF, SERIF_BOLD, SERIF_BOLD_ITALIC, SERIF_ITALIC,
                    metrics)

# a family's bold and italic, as pdf.register_fonts maps them
MAPPINGS = ((SANS, 0, 0, SANS), (SANS, 1, 0, SANS_BOLD), (SANS, 0, 1, SANS_ITALIC), (SANS, 1, 1, SANS_BOLD),
            (SERIF, 0, 0, SERIF), (SERIF, 1, 0, SERIF_BOLD), (SERIF, 0, 1, SERIF_ITALIC),
            (SERIF, 1, 1, SERIF_BOLD_ITALIC))


class MeasuredFace:
    """What reportlab's layout reads of a TTFontFace: name, widths (1/1000 em), ascent, descent."""

    def __init__(self, name: str):
        face = metrics(name)
        self.name = name
        self.charWidths, self.defaultWidth = face.widths, face.default
        self.ascent, self.descent = face.ascent, face.descent


class MeasuredFont:
    """A face registered for measuring only (see the module's text)."""

    _dynamicFont = 1
    _multiByte = 1
    shapable = False

    def __init__(self, name: str):
        self.fontName = name
        self.face = MeasuredFace(name)

    def stringWidth(self, text, size, encoding="utf8"):
        return instanceStringWidthTTF(self, text, size, encoding)     # TTFont.stringWidth's own

    def __repr__(self) -> str:
        return f"<MeasuredFont {self.fontName}>"


@lru_cache(maxsize=None)
def _mapped() -> None:
    for mapping in MAPPINGS:
        addMapping(*mapping)


def register() -> None:
    """Every face known to reportlab for laying text out: a MeasuredFont where it has none yet."""
    _mapped()
    registered = pdfmetrics._fonts
    for name in FACES:
        if name not in registered:
            registered[name] = MeasuredFont(name)


def forget() -> None:
    """Take the measuring faces back (pdf.register_fonts, before it registers the real ones)."""
    registered = pdfmetrics._fonts
    for name in FACES:
        if isinstance(registered.get(name), MeasuredFont):
            del registered[name]
