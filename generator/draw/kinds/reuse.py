"""Draw a repeated element once per PDF: a form XObject made on first use, placed by reference after.

A sheet of 180 equal chits, or four copies of a price list with 36 pictograms each, then holds each
drawing once: smaller files and faster builds, with identical output on paper.
"""

from __future__ import annotations

from collections.abc import Callable


def draw_once(canvas, key: str, box: tuple[float, float, float, float], draw: Callable[[], None]) -> None:
    """Place form `key` at the current origin, defining it from `draw()` first if the document lacks
    it (reportlab's `hasForm`). `box` (x0, y0, x1, y1) must hold everything `draw` paints, in the
    current coordinates; `key` must name everything the drawing shows. The form starts from
    reportlab's initial graphics state: `draw` sets the colours and fonts it uses."""
    if not canvas.hasForm(key):
        canvas.beginForm(key, lowerx=box[0], lowery=box[1], upperx=box[2], uppery=box[3])
        draw()
        canvas.endForm()
    canvas.doForm(key)
