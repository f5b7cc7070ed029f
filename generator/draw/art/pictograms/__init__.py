"""Vector pictograms for the exhibits of "Kolekcjonerzy", drawn by code.

Every pictogram is clean line art on a reportlab canvas: a single ink colour
(plus lighter tints mixed from it towards paper), one stroke width of
``size / 40`` for outlines and thinner lines for detail.  Each function draws
inside the square ``[x, x + size] x [y, y + size]`` with about 4 % padding;
internally every icon is designed on a 100 x 100 grid (content in 4..96).

``draw_blot`` paints irregular ink blots, deterministic per seed.

The package: ``base`` holds the tints, the drawing helpers and the registry; ``arts``,
``household`` and ``personal`` draw the pictograms by theme (importing them registers them);
``blots`` draws the ink blots.
"""

from __future__ import annotations

from generator.draw.art.pictograms import arts, household, personal  # noqa: F401  (importing them registers their pictograms)
from generator.draw.art.pictograms.base import DEFAULT_INK, PICTOGRAMS, Palette, PictogramFn, draw_pictogram
from generator.draw.art.pictograms.blots import draw_blot

__all__ = [
    "DEFAULT_INK",
    "PICTOGRAMS",
    "PictogramFn",
    "Palette",
    "draw_blot",
    "draw_pictogram",
]
