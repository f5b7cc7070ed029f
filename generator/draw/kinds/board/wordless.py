"""A canvas that draws a board without its words: the assembly map's thumbnail shrinks the board
far below the 6 pt every printed word keeps, so it shows fields and colours only."""

from __future__ import annotations

from reportlab.pdfgen.canvas import Canvas

MAP_FORM = "board-map"  # the form of the board without its words, for the assembly map's thumbnail


class Wordless:
    """A canvas that draws everything but text: a board shrunk onto a map would print its words far
    below the 6 pt every printed word keeps, so the thumbnail shows fields and colours only."""

    def __init__(self, canvas: Canvas):
        self._canvas = canvas

    def __getattr__(self, name: str):
        return getattr(self._canvas, name)

    def drawString(self, *args, **kwargs) -> None:  # noqa: N802 (reportlab's names)
        pass

    drawCentredString = drawRightString = drawText = drawString  # noqa: N815
