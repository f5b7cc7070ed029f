"""The shared vocabulary of printed pieces, defined once: colours, numbers and money in Polish,
plural forms, luminance and word wrapping. Money, counts and plural forms are model.polish's
(the rulebook's filters use the same functions), named here for the kinds.

Kinds and games import these instead of keeping their own copies; the thresholds that decide
dark or light ink stay with the code that draws (they differ on purpose: a board field and a chit
are read at different sizes).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from generator.draw.text import NBSP, wrap
from generator.model.polish import counted, money, plural

# a colour written in YAML: "#rrggbb"
Color = Annotated[str, Field(pattern=r"^#[0-9a-fA-F]{6}$")]

# a player's pattern on a round swatch, besides the player's colour (Art Society's lollipops, a
# board's owner band): drawn by generator/draw/patterns.py; the Polish names the rulebooks print
DiscPattern = Literal["spiral", "stripes", "dots", "rings"]
DISC_PATTERN_NAMES = {"spiral": "spirala", "stripes": "promienie", "dots": "kropki", "rings": "pierścienie"}

__all__ = [
    "Color",
    "DISC_PATTERN_NAMES",
    "DiscPattern",
    "NBSP",
    "counted",
    "grouped",
    "luminance",
    "money",
    "plural",
    "wrap",
]


def grouped(value: int, separator: str = NBSP) -> str:
    """12000 → '12 000': thousands grouped with a no-break space (values below 1 000 unchanged).
    Finding messages pass a plain space, which reads the same in a terminal."""
    return f"{value:,}".replace(",", separator)


def luminance(hex_color: str) -> float:
    """Relative luminance of "#rrggbb" (0 black … 1 white), weights of sRGB primaries (ITU-R BT.709)."""
    red, green, blue = rgb(hex_color)
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def rgb(hex_color: str) -> tuple[float, float, float]:
    """ "#rrggbb" → (red, green, blue), each 0…1: the very floats reportlab's HexColor holds (checks
    need the values, not a PDF library; the drawing code makes its colours itself)."""
    value = int(hex_color[1:], 16) if hex_color[:1] == "#" else int(hex_color, 0)
    return ((value >> 16) & 0xFF) / 255.0, ((value >> 8) & 0xFF) / 255.0, (value & 0xFF) / 255.0
