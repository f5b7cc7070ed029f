"""The project's fonts: Source Sans Pro and Source Serif Pro (SIL OFL, from PyPI), full Polish coverage.

This module names the faces and measures text with them, reading each face's TrueType tables
itself (cmap: which characters it draws; hmtx: their advance widths), so checks that measure text
need no PDF library. `layout_fonts.register_fonts` registers the same files with reportlab, which embeds and subsets them;
tests/test_fonts.py proves that every width here equals reportlab's stringWidth. No standard PDF
font is used.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from functools import cache, lru_cache
from importlib.resources import files
from itertools import repeat
from operator import itemgetter
from pathlib import Path

SANS, SANS_BOLD, SANS_SEMIBOLD, SANS_ITALIC = "Sans", "Sans-Bold", "Sans-Semibold", "Sans-Italic"
SERIF, SERIF_BOLD, SERIF_ITALIC, SERIF_BOLD_ITALIC = "Serif", "Serif-Bold", "Serif-Italic", "Serif-BoldItalic"
POLISH = "ąćęłńóśźżĄĆĘŁŃÓŚŹŻ"


FACES = {
    SANS: ("font_source_sans_pro", "SourceSansPro-Regular.ttf"),
    SANS_BOLD: ("font_source_sans_pro", "SourceSansPro-Bold.ttf"),
    SANS_SEMIBOLD: ("font_source_sans_pro", "SourceSansPro-Semibold.ttf"),
    SANS_ITALIC: ("font_source_sans_pro", "SourceSansPro-It.ttf"),
    SERIF: ("font_source_serif_pro", "SourceSerifPro-Regular.ttf"),
    SERIF_BOLD: ("font_source_serif_pro", "SourceSerifPro-Bold.ttf"),
    SERIF_ITALIC: ("font_source_serif_pro", "SourceSerifPro-It.ttf"),
    SERIF_BOLD_ITALIC: ("font_source_serif_pro", "SourceSerifPro-BoldIt.ttf"),
}


def face_file(name: str) -> Path:
    """The TrueType file of face `name`."""
    package, filename = FACES[name]
    # the font packages keep their files in package data: importlib.resources finds it wherever installed
    return Path(str(files(package) / "files" / filename))


@dataclass(frozen=True)
class Metrics:
    """What a face draws and how wide: widths in 1/1000 em, as reportlab reads them from the file."""

    widths: dict[int, float]  # code point → advance width
    default: float  # the width of a character the face lacks (its glyph 0)
    chars: frozenset[int]  # code points the face maps to a glyph
    ascent: float = 0.0  # the typographic ascender and descender (OS/2, else the head's box)
    descent: float = 0.0


@cache
def metrics(name: str) -> Metrics:
    """The face's character map and advance widths, read the way reportlab's TTFontFile reads them
    (the same cmap subtable chosen, the same scaling to 1/1000 em, a no-break space as wide as a space).
    Read once per file in a process."""
    return _read_metrics(face_file(name).read_bytes())


def _read_metrics(data: bytes) -> Metrics:
    tables = {
        data[12 + 16 * i : 16 + 16 * i].decode("latin-1"): struct.unpack_from(">II", data, 20 + 16 * i)[0]
        for i in range(struct.unpack_from(">H", data, 4)[0])
    }
    units = struct.unpack_from(">H", data, tables["head"] + 18)[0]
    scale = (lambda x: x) if units == 1000 else (lambda x, k=1000 / units: x * k)
    hmetrics = struct.unpack_from(">H", data, tables["hhea"] + 34)[0]
    glyphs = struct.unpack_from(">H", data, tables["maxp"] + 4)[0]
    to_glyph = _cmap(data, tables["cmap"])
    # advance widths of the first `hmetrics` glyphs (one unpack); every later glyph has the last one
    advances = [scale(a) for a in struct.unpack_from(f">{2 * hmetrics}H", data, tables["hmtx"])[::2]]
    default = advances[0] if advances and glyphs else None
    # by glyph, and by the cmap's order within a glyph (sorted is stable)
    widths: dict[int, float] = {}
    for char, glyph in sorted(to_glyph.items(), key=itemgetter(1)):
        if glyph < glyphs:
            widths[char] = advances[min(glyph, hmetrics - 1)] if advances else None
    if 0x20 in to_glyph:
        to_glyph[0xA0] = to_glyph[0x20]
        widths[0xA0] = widths[0x20]
    elif 0xA0 in to_glyph:
        to_glyph[0x20] = to_glyph[0xA0]
        widths[0x20] = widths[0xA0]
    if "OS/2" in tables:
        ascent, descent = struct.unpack_from(">hh", data, tables["OS/2"] + 68)  # sTypoAscender, sTypoDescender
    else:
        descent, _, ascent = struct.unpack_from(">hhh", data, tables["head"] + 38)  # yMin, xMax, yMax
    return Metrics(widths, default, frozenset(to_glyph), scale(ascent), scale(descent))


def _cmap(data: bytes, cmap: int) -> dict[int, int]:
    """Code point → glyph from the subtable reportlab picks (the last Unicode one it accepts)."""
    version, count = struct.unpack_from(">HH", data, cmap)
    if count == 0 and version != 0:
        count = version
    chosen, unicode_found = None, False
    for i in range(count):
        platform, encoding, offset = struct.unpack_from(">HHI", data, cmap + 4 + 8 * i)
        if platform == 3 or (platform == 1 and encoding == 1) or (platform == 0 and encoding != 5):
            chosen, unicode_found = offset, True
        elif platform == 1 and encoding == 0 and not unicode_found:
            chosen = offset
    if chosen is None:
        raise ValueError("no usable cmap subtable")
    at = cmap + chosen
    fmt = struct.unpack_from(">H", data, at)[0]
    out: dict[int, int] = {}
    if fmt == 4:
        length = struct.unpack_from(">H", data, at + 2)[0]
        limit = at + length
        segments = struct.unpack_from(">H", data, at + 6)[0] // 2
        ends = struct.unpack_from(f">{segments}H", data, at + 14)
        starts = struct.unpack_from(f">{segments}H", data, at + 16 + 2 * segments)
        deltas = struct.unpack_from(f">{segments}h", data, at + 16 + 4 * segments)
        ranges_at = at + 16 + 6 * segments
        ranges = struct.unpack_from(f">{segments}H", data, ranges_at)
        for n in range(segments):
            for char in range(starts[n], ends[n] + 1):
                if ranges[n] == 0:
                    glyph = (char + deltas[n]) & 0xFFFF
                else:
                    offset = ranges_at + 2 * n + (char - starts[n]) * 2 + ranges[n]
                    glyph = 0 if offset >= limit else struct.unpack_from(">H", data, offset)[0]
                    if glyph:
                        glyph = (glyph + deltas[n]) & 0xFFFF
                out[char] = glyph
    elif fmt in (12, 13):
        groups = struct.unpack_from(">I", data, at + 12)[0]
        for n in range(groups):
            start, end, glyph = struct.unpack_from(">III", data, at + 16 + 12 * n)
            for char in range(start, end + 1):
                out[char] = glyph + (char - start if fmt == 12 else 0)
    else:
        raise ValueError(f"cmap format {fmt} is not read here")
    return out


def missing_glyphs(text: str, font: str = SANS) -> set[str]:
    """Characters of `text` the font cannot draw (they would print as empty boxes)."""
    chars = metrics(font).chars
    return {ch for ch in set(text) if not ch.isspace() and ord(ch) not in chars}  # each character once


def text_width(text: str, font: str, size: float) -> float:
    """The width of `text` in points, exactly as reportlab's stringWidth gives it."""
    # reportlab's accelerated stringWidth: the widths summed in order, then × 0.001 × size (in this order)
    return _em_width(text, font) * 0.001 * size


@lru_cache(maxsize=8192)
def _em_width(text: str, font: str) -> float:
    """The widths of the characters of `text` summed in order (1/1000 em), once per text and font:
    the checks and the drawing measure the same labels at several sizes."""
    face = metrics(font)
    return sum(map(face.widths.get, map(ord, text), repeat(face.default)))
