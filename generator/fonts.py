"""The project's fonts: Source Sans Pro and Source Serif Pro (SIL OFL, from PyPI), full Polish coverage.

Registered once as TrueType, so reportlab embeds and subsets them; no standard PDF font is used.
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

SANS, SANS_BOLD, SANS_SEMIBOLD, SANS_ITALIC = "Sans", "Sans-Bold", "Sans-Semibold", "Sans-Italic"
SERIF, SERIF_BOLD, SERIF_ITALIC, SERIF_BOLD_ITALIC = "Serif", "Serif-Bold", "Serif-Italic", "Serif-BoldItalic"
POLISH = "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ"


def _files(package: str) -> Path:
    module = __import__(package)
    return Path(module.__file__).parent / "files"


_FACES = {
    SANS: ("font_source_sans_pro", "SourceSansPro-Regular.ttf"),
    SANS_BOLD: ("font_source_sans_pro", "SourceSansPro-Bold.ttf"),
    SANS_SEMIBOLD: ("font_source_sans_pro", "SourceSansPro-Semibold.ttf"),
    SANS_ITALIC: ("font_source_sans_pro", "SourceSansPro-It.ttf"),
    SERIF: ("font_source_serif_pro", "SourceSerifPro-Regular.ttf"),
    SERIF_BOLD: ("font_source_serif_pro", "SourceSerifPro-Bold.ttf"),
    SERIF_ITALIC: ("font_source_serif_pro", "SourceSerifPro-It.ttf"),
    SERIF_BOLD_ITALIC: ("font_source_serif_pro", "SourceSerifPro-BoldIt.ttf"),
}


@lru_cache(maxsize=None)
def register_fonts() -> None:
    for name, (package, filename) in _FACES.items():
        pdfmetrics.registerFont(TTFont(name, str(_files(package) / filename)))
    addMapping(SANS, 0, 0, SANS)
    addMapping(SANS, 1, 0, SANS_BOLD)
    addMapping(SANS, 0, 1, SANS_ITALIC)
    addMapping(SANS, 1, 1, SANS_BOLD)
    addMapping(SERIF, 0, 0, SERIF)
    addMapping(SERIF, 1, 0, SERIF_BOLD)
    addMapping(SERIF, 0, 1, SERIF_ITALIC)
    addMapping(SERIF, 1, 1, SERIF_BOLD_ITALIC)


def missing_glyphs(text: str, font: str = SANS) -> set[str]:
    """Characters of `text` the font cannot draw (they would print as empty boxes)."""
    register_fonts()
    face = pdfmetrics.getFont(font).face
    return {ch for ch in set(text) if not ch.isspace() and ord(ch) not in face.charToGlyph}   # each character once


def text_width(text: str, font: str, size: float) -> float:
    register_fonts()
    return pdfmetrics.stringWidth(text, font, size)
