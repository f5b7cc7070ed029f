"""The faces registered with reportlab: drawing (reportlab embeds and subsets them) and platypus's
layout (whether a player aid fits: kinds/aid_layout.fits, the rulebook) use the same TrueType files
that fonts.py measures, so a layout and a drawing agree."""

from __future__ import annotations

from functools import cache

from reportlab.lib.fonts import addMapping
from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from generator.draw.fonts import (
    FACES,
    SANS,
    SANS_BOLD,
    SANS_ITALIC,
    SERIF,
    SERIF_BOLD,
    SERIF_BOLD_ITALIC,
    SERIF_ITALIC,
    face_file,
)

__all__ = ["MAPPINGS", "register_fonts"]

# a family's bold and italic, for reportlab's <b> and <i> in paragraphs
MAPPINGS = (
    (SANS, 0, 0, SANS),
    (SANS, 1, 0, SANS_BOLD),
    (SANS, 0, 1, SANS_ITALIC),
    (SANS, 1, 1, SANS_BOLD),
    (SERIF, 0, 0, SERIF),
    (SERIF, 1, 0, SERIF_BOLD),
    (SERIF, 0, 1, SERIF_ITALIC),
    (SERIF, 1, 1, SERIF_BOLD_ITALIC),
)


@cache
def register_fonts() -> None:
    """Register the faces and their families with reportlab (its public TTFont and registerFont),
    once per process. Measuring text needs no registration: see fonts.metrics()."""
    registered = set(pdfmetrics.getRegisteredFontNames())
    for name in FACES:
        if name not in registered:
            pdfmetrics.registerFont(TTFont(name, str(face_file(name))))
    for mapping in MAPPINGS:
        addMapping(*mapping)
