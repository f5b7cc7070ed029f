"""A platypus Paragraph that breaks its lines once per width (issue 18).

Platypus asks a paragraph for its size many times at the same width: a table lays out each cell
to measure its row and again to draw it (the rulebook's notes are one-cell tables), a frame tries
a paragraph before it splits it, a KeepTogether measures its group before the frame places it.
Each `wrap` breaks the lines again, with the same result: the breaking reads only the width, the
paragraph's words (`frags`), its style and bullet. So a paragraph asked again at the width of its
last `wrap`, with nothing of that changed since, keeps the lines it has (`blPara`, `height`,
`width`, `_wrapWidths`, as `split` and `drawOn` read them back) instead of breaking them again.
A `split` (which may change the words the lines are made of) forgets the last breaking.

`hyphenation(lang)`: a style's hyphenation made once, where reportlab, given the language's name,
makes a new pyphen.Pyphen at every line breaking of every paragraph. Its patterns (`patterns(lang)`):
pyphen's reading of the language's dictionary file, which takes some 50 ms, is kept with the parsed
files (parsed.py) under the file's bytes and our code (which names pyphen's version), and given to
pyphen when the same file is read again, in place of reading it again.

`string_width`: the width of a word in a font and size, as pdfmetrics.stringWidth gives it, worked
out once per word, font and size: platypus measures every word of a paragraph at every breaking of
its lines (some 40 000 measures in a cold build, of under 6 000 words); installed in its paragraph
module on import.
"""
from __future__ import annotations

from functools import lru_cache

from .. import lazy_patterns  # noqa: F401  (before platypus: patterns it never uses compiled only if used)

import pyphen
from reportlab.pdfbase import pdfmetrics
from reportlab.platypus import Paragraph as _Paragraph
from reportlab.platypus import paragraph as _platypus
from reportlab.rl_config import _FUZZ


_LAST = "_drukarnia_last_wrap"
_WIDTHS: dict[tuple, float] = {}


def string_width(text, fontName, fontSize, encoding="utf8", _measure=pdfmetrics.stringWidth):
    """pdfmetrics.stringWidth, remembered (a registered font's widths do not change)."""
    key = (text, fontName, fontSize, encoding)
    try:
        return _WIDTHS[key]
    except KeyError:
        width = _measure(text, fontName, fontSize, encoding)   # an unknown font raises here, as before
        if len(_WIDTHS) >= 100_000:
            _WIDTHS.clear()
        _WIDTHS[key] = width
        return width
    except TypeError:            # something unhashable: measured as it is
        return _measure(text, fontName, fontSize, encoding)


if _platypus.stringWidth is pdfmetrics.stringWidth:     # once, even if this module is loaded again
    _platypus.stringWidth = string_width


class Paragraph(_Paragraph):
    """reportlab's Paragraph, its last line breaking kept for the next `wrap` at the same width."""

    def wrap(self, availWidth, availHeight):
        last = self.__dict__.get(_LAST)
        if (last is not None and last[0] == availWidth and last[1] is self.frags
                and last[2] is self.__dict__.get("blPara") and last[3] is self.style
                and last[4] == self.bulletText and last[5] == self._auto_leading()):
            # what wrap sets, as it left it (breakLines' own counters are still those of this breaking)
            self.width, self.height = availWidth, last[6]
            return availWidth, last[6]
        width, height = super().wrap(availWidth, availHeight)
        if availWidth >= _FUZZ and "blPara" in self.__dict__:    # a real breaking (not "too narrow")
            self.__dict__[_LAST] = (availWidth, self.frags, self.blPara, self.style, self.bulletText,
                                    self._auto_leading(), height)
        return width, height

    def _auto_leading(self):
        return getattr(self, "autoLeading", getattr(self.style, "autoLeading", ""))

    def split(self, availWidth, availHeight):
        self.__dict__.pop(_LAST, None)
        return super().split(availWidth, availHeight)

    def breakLines(self, width):
        self.__dict__.pop(_LAST, None)      # broken by someone else: the kept breaking is not the last
        return super().breakLines(width)


class Hyphenation:
    """What reportlab hyphenates with when a style's `hyphenationLang` names a language: the
    `iterate` of a pyphen.Pyphen for it (made at the first word, then kept). A style given this
    hyphenates as one given the name: reportlab calls a callable `hyphenationLang` in its place."""

    def __init__(self, lang: str):
        self.lang = lang
        self._iterate = None

    def __call__(self, word):
        if self._iterate is None:
            patterns(self.lang)
            self._iterate = pyphen.Pyphen(lang=self.lang).iterate
        return self._iterate(word)

    def __deepcopy__(self, memo):      # a style copied by a split keeps the same (immutable) patterns
        return self

    def __reduce__(self):              # a style sent to another process: the same language there
        return hyphenation, (self.lang,)

    def __repr__(self) -> str:
        return f"Hyphenation({self.lang!r})"


@lru_cache(maxsize=None)
def hyphenation(lang: str) -> Hyphenation:
    return Hyphenation(lang)


@lru_cache(maxsize=None)
def patterns(lang: str) -> None:
    """pyphen's patterns of the language, in pyphen's cache (`hdcache`, where every Pyphen of that
    language takes them from), read once per process. Anything unexpected: pyphen reads the file."""
    try:
        path = pyphen.LANGUAGES[pyphen.language_fallback(lang)]
        if path in pyphen.hdcache:
            return
    except (AttributeError, KeyError, TypeError):
        return
    pyphen.hdcache[path] = pyphen.HyphDict(path)
