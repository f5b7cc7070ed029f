"""A canvas that draws a component scaled or cropped and leaves out every word it would print below
6 pt or cut at the crop's edge, recording them: a rulebook's figures (rulebook/drawings.py) and a
one-piece board's guide page (board/assembly.py) show real components through it."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from generator.draw.fonts import SANS

MIN_TEXT_PT = 6.0  # no text on paper below 6 pt: a scaled-down figure drops the words it would shrink below it
# a numeral a piece prints (a token's value, a tile's price): not a word to drop where it still reads, a blank disc
# in its place says nothing (r39 K kit minor 5: the title art's „1” tokens printed blank under its 8.5 pt floor)
NUMERAL = re.compile(r"[+\-−]?[0-9]+")


class FigureUnavailable(Exception):
    """The component's kind offers no drawing a figure can reuse."""


def _apply(matrix, x: float, y: float) -> tuple[float, float]:
    a, b, c, d, e, f = matrix
    return a * x + c * y + e, b * x + d * y + f


def _times(m, a, b, c, d, e, f) -> tuple:
    """The matrix `m` with (a b c d e f) adjoined, as a canvas's transform does."""
    a0, b0, c0, d0, e0, f0 = m
    return (
        a0 * a + c0 * b,
        b0 * a + d0 * b,
        a0 * c + c0 * d,
        b0 * c + d0 * d,
        a0 * e + c0 * f + e0,
        b0 * e + d0 * f + f0,
    )


@dataclass(frozen=True)
class Dropped:
    """A word a figure's component prints that the figure leaves out: cut by the crop's edge, or
    `size` (pt, as it would print) below 6 pt."""

    text: str
    size: float
    cut: bool


class CroppedCanvas:
    """The canvas a figure draws on: everything is forwarded, except text that would not lie wholly
    inside the crop or would print below 6 pt, which is left out and recorded in `dropped` (text
    wholly outside the crop is not shown, so not recorded). A clip path hides what lies outside the
    crop but keeps it in the PDF, so copying or searching the page would find words the reader cannot
    see (and half a word at the crop's edge); the figure contains only what it shows.

    It keeps its own account of what decides where text lands (the transformations, the font and
    its size, saved and restored with the graphics state), from the calls made through it, taking
    the canvas as the figure finds it for unscaled (platypus places a flowable by moving the
    origin). The crop is in the coordinates of the figure's start; the font starts as Sans 10 pt."""

    def __init__(
        self,
        canvas,
        left: float,
        bottom: float,
        right: float,
        top: float,
        dropped: list | None = None,
        *,
        cuts: bool = True,
        least: float = MIN_TEXT_PT,
        numerals: float | None = None,
    ):
        self._canvas = canvas
        self._least = least  # the smallest size a word is printed at (a cover's thumbnail asks for more)
        # the smallest size a numeral is printed at, where a caller's floor for words is above it (never under 6 pt)
        self._numerals = max(numerals, MIN_TEXT_PT) if numerals is not None else least
        self.dropped = dropped if dropped is not None else []
        self._cuts = cuts  # record text cut by the crop (a piece's own edge cuts what the piece cuts)
        self._box = (min(left, right) - 0.5, min(bottom, top) - 0.5, max(left, right) + 0.5, max(bottom, top) + 0.5)
        self._matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)
        self._font = (SANS, 10)
        self._saved: list[tuple] = []
        canvas.setFont(SANS, 10)

    @classmethod
    def wordless(cls, canvas) -> CroppedCanvas:
        """A canvas that draws everything but words: its crop has no area, so every word lies outside
        it or is cut by it. A board's seam strips redraw the board along each cut from it (board/strips.py):
        their lines and colours again, its words printed once (kit review r40: every word near a seam
        stood twice in the sheet's text, half a letter apart)."""
        return cls(canvas, 0.0, 0.0, 0.0, 0.0, cuts=False)

    def __getattr__(self, name):
        return getattr(self._canvas, name)

    # what moves text, or sizes it: tracked, then done on the canvas
    def transform(self, a, b, c, d, e, f):
        self._matrix = _times(self._matrix, a, b, c, d, e, f)
        self._canvas.transform(a, b, c, d, e, f)

    def translate(self, dx, dy):
        self.transform(1, 0, 0, 1, dx, dy)

    def scale(self, x, y):
        self.transform(x, 0, 0, y, 0, 0)

    def rotate(self, theta):
        c, s = math.cos(theta * math.pi / 180), math.sin(theta * math.pi / 180)
        self.transform(c, s, -s, c, 0, 0)

    def skew(self, alpha, beta):
        self.transform(1, math.tan(alpha * math.pi / 180), math.tan(beta * math.pi / 180), 1, 0, 0)

    def saveState(self):
        self._saved.append((self._matrix, self._font))
        self._canvas.saveState()

    def restoreState(self):
        self._canvas.restoreState()
        if self._saved:
            self._matrix, self._font = self._saved.pop()

    def setFont(self, psfontname, size, leading=None):
        self._canvas.setFont(psfontname, size, leading)
        self._font = (psfontname, size)

    def setFontSize(self, size=None, leading=None):
        self._canvas.setFontSize(size, leading)
        if size is not None:
            self._font = (self._font[0], size)

    def _inside(self, x: float, y: float, width: float, text: str) -> bool:
        size = self._font[1]
        a, b, c, d, _, _ = self._matrix
        x0, y0, x1, y1 = self._box
        corners = [
            _apply(self._matrix, cx, cy)
            for cx, cy in (
                (x, y - 0.25 * size),
                (x + width, y - 0.25 * size),
                (x, y + 0.75 * size),
                (x + width, y + 0.75 * size),
            )
        ]
        xs, ys = [p[0] for p in corners], [p[1] for p in corners]
        if max(xs) < x0 or min(xs) > x1 or max(ys) < y0 or min(ys) > y1 or not text.strip():
            return False  # wholly outside the crop: not part of what the figure shows
        printed = size * abs(a * d - b * c) ** 0.5
        cut = not all(x0 <= px <= x1 and y0 <= py <= y1 for px, py in corners)
        least = self._numerals if NUMERAL.fullmatch(text.strip()) else self._least
        if cut or printed < least - 1e-6:  # half a word, or too small to read: not printed at all
            if self._cuts or not cut:
                self.dropped.append(Dropped(text, printed, cut))
            return False
        return True

    def _width(self, text: str) -> float:
        return self._canvas.stringWidth(text, *self._font)

    def prints_words(self, size: float) -> bool:
        """Whether a word set at `size` here (in the current transformation) prints: at or above the
        smallest size this canvas prints words at."""
        a, b, c, d, _, _ = self._matrix
        return size * abs(a * d - b * c) ** 0.5 >= self._least - 1e-6

    def drawString(self, x, y, text, *args, **kwargs):
        if self._inside(x, y, self._width(text), text):
            self._canvas.drawString(x, y, text, *args, **kwargs)

    def drawRightString(self, x, y, text, *args, **kwargs):
        width = self._width(text)
        if self._inside(x - width, y, width, text):
            self._canvas.drawRightString(x, y, text, *args, **kwargs)

    def drawCentredString(self, x, y, text, *args, **kwargs):
        width = self._width(text)
        if self._inside(x - width / 2, y, width, text):
            self._canvas.drawCentredString(x, y, text, *args, **kwargs)

    drawCenteredString = drawCentredString

    def drawText(self, textobject):
        raise FigureUnavailable("a figure cannot crop a text object; draw strings instead")


def prints_words(canvas, size: float) -> bool:
    """Whether `canvas` prints a word set at `size` in its current transformation: a figure's CroppedCanvas
    leaves out the words it would shrink below its smallest size, any other canvas prints them all. What
    only carries a word (a label's tab, a legend's swatch) is drawn where its word is, never blank (r42 AS
    rulebook F6: the sketch of the collection board showed empty label tabs and legend squares)."""
    return canvas.prints_words(size) if isinstance(canvas, CroppedCanvas) else True
