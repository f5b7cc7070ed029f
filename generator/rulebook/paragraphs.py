"""A platypus Paragraph that breaks its lines once per width, and the rulebook's hyphenation.

Platypus asks a paragraph for its size many times at the same width: a table lays out each cell
to measure its row and again to draw it (the rulebook's notes are one-cell tables), a frame tries
a paragraph before it splits it, a KeepTogether measures its group before the frame places it.
Each `wrap` breaks the lines again, with the same result: the breaking reads only the width, the
paragraph's words (`frags`), its style and bullet. So a paragraph asked again at the width of its
last `wrap`, with nothing of that changed since, keeps the lines it has (`blPara`, `height`,
`width`, as `split` and `drawOn` read them back) instead of breaking them again.
A `split` (which may change the words the lines are made of) forgets the last breaking.

`hyphenation(lang)`: a style's hyphenation, one pyphen.Pyphen per language (pyphen's public API),
where reportlab, given the language's name, makes a new Pyphen at every line breaking; a word is
broken only where MIN_PART letters or more stay on each side („za-płać”, „punk-ty.” never), and a
word that starts with a capital letter is not broken at all: a name (a field „Produkcja”, a deck
ZAKUP, a game's title) stays whole; nor a compound written with a hyphen („kreska-kropka”: a break inside
one part reads the rest as a new compound, „kre-/ska-kropka”; r41 P F16), nor is a personal ending of the past tense split off
(„wypełnili-śmy”: PERSONAL_ENDINGS), the negation prefix („nie-oficjalna”: NEGATION), nor a short last part
with the bracket it carries („pierw-szy)”: MARKED_TAIL).

`spared(style, markup)`: the style a paragraph is set in, its hyphenation sparing the words of every
quoted name („Rozdanie na start”: a table, a sheet or a print is read whole, not from two lines), of every
short parenthesis („(najwyżej 2)”: SHORT_ASIDE), of
every bold term (a lead-in „**Sprawdzenie żetonów:**” is what the eye looks for: r31 K F17) and the
paragraph's last word (its tail would stand alone on the paragraph's last line).
"""

from __future__ import annotations

import copy
import html
import re
from functools import cache

import pyphen
from reportlab.lib.enums import TA_JUSTIFY
from reportlab.platypus import Paragraph as _Paragraph

from generator.rulebook.polish import NBSP

_LAST = "_drukarnia_last_wrap"
TOO_NARROW = 1e-6  # platypus breaks no lines in a narrower width (it reports no room)
MIN_PART = 3  # letters at least on each side of a hyphenation point: no lone syllable at a line's end or start
QUOTED = re.compile(r"„([^”]*)”")  # a quoted name, in the Polish quotation marks
# a short parenthesis („(najwyżej 2)”) is read at a glance: a word of it broken over a line's end split it
# into two halves of a few letters each (r42 K minor 2: „(naj- / wyżej 2)”); its words stay whole
SHORT_ASIDE = re.compile(r"\(([^()]{1,20})\)")
WORD = re.compile(r"\w+(?:-\w+)*")  # a word as reportlab asks the hyphenation about it (no punctuation)
TAG = re.compile(r"<[^>]*>")  # reportlab's paragraph markup
BOLD = re.compile(r"<b>(.*?)</b>", re.S)  # a bold term in reportlab's markup
# Polish personal endings of the past tense and the conditional („-liśmy”, „-łyście”, „-byśmy”): the
# patterns split them before „ś” („wypełnili-śmy”), where the syllable ends after it (wy-peł-ni-liś-my),
# and the right break leaves too few letters to take: no break there at all (r27 K F8)
PERSONAL_ENDINGS = ("śmy", "ście")
ENDING_STEMS = ("li", "ły", "by")
NEGATION = (
    "nie"  # no break right after the negation prefix: „nie-oficjalna” reads as „nie” at a line's end (r39 AS F11)
)
MARKED_TAIL = (
    4  # letters at least in a word's last part that carries a closing bracket: „pierw-szy)” never (r39 AS F11)
)


class Paragraph(_Paragraph):
    """reportlab's Paragraph, its last line breaking kept for the next `wrap` at the same width."""

    def wrap(self, availWidth, availHeight):
        last = self.__dict__.get(_LAST)
        if (
            last is not None
            and last[0] == availWidth
            and last[1] is self.frags
            and last[2] is self.__dict__.get("blPara")
            and last[3] is self.style
            and last[4] == self.bulletText
            and last[5] == self._auto_leading()
        ):
            # what wrap sets, as it left it
            self.width, self.height = availWidth, last[6]
            return availWidth, last[6]
        width, height = super().wrap(availWidth, availHeight)
        if availWidth >= TOO_NARROW and "blPara" in self.__dict__:  # a real breaking (not "too narrow")
            self.__dict__[_LAST] = (
                availWidth,
                self.frags,
                self.blPara,
                self.style,
                self.bulletText,
                self._auto_leading(),
                height,
            )
        return width, height

    def _auto_leading(self):
        return getattr(self, "autoLeading", getattr(self.style, "autoLeading", ""))

    def split(self, availWidth, availHeight):
        """reportlab's split, one line earlier when the page would end on a hyphenated word: its
        tail would open the next page, a word read across a page turn."""
        self.__dict__.pop(_LAST, None)
        parts = super().split(availWidth, availHeight)
        height = availHeight
        while len(parts) == 2 and ends_hyphenated(parts[0]):
            height -= self.style.leading
            earlier = super().split(availWidth, height) if height >= 2 * self.style.leading else []
            if len(earlier) != 2:
                return parts  # every earlier line ends hyphenated too, or too few would stay
            if not ends_hyphenated(earlier[0]):
                return earlier
        return parts

    def breakLines(self, width):
        self.__dict__.pop(_LAST, None)  # broken by someone else: the kept breaking is not the last
        lines = super().breakLines(width)
        if self.style.alignment != TA_JUSTIFY:  # a table's cell, a caption: nothing is spread over the width
            return lines
        for _ in range(MENDS):
            mended = mend(self.__dict__.get("text"), lines, self.style.fontSize)
            if mended is None:
                return lines
            # the paragraph's words as the mended markup gives them, so its split and its drawing read the same
            again = _Paragraph(mended, self.style, bulletText=self.bulletText)
            self.text, self.frags = mended, again.frags
            lines = super().breakLines(width)
        return lines


# A fault of a justified paragraph the line breaking leaves (r43 K rulebook F10), mended by its markup: a last line
# of one short word („je.”, a runt) – the last two words are tied, the line before gives one word to it, so no line is
# added. (A line left loose before a quotation kept whole, F11, is the text's to reword: the quotation stays whole,
# r42 K minor 2, test_typeset_ties_r42.)
MENDS = 2  # mends tried on one paragraph (each of a fault the last breaking left)
RUNT = 10  # characters a paragraph's last line of one word has at least (a longer word reads as a line)
RUNT_ROOM = 4  # words the line before a runt has at least to give it one (a short line would be spread loose)


def _line(lines, n: int) -> tuple[float, int, str]:
    """(added space, words, text) of line `n` of reportlab's breaking (`blPara`: (space, words) pairs, or
    FragLines of frags)."""
    line = lines.lines[n]
    if lines.kind == 0:
        return line[0], len(line[1]), " ".join(line[1])
    return line.extraSpace, line.wordCount, "".join(getattr(w, "text", "") for w in line.words)


def mend(markup: str | None, lines, size: float) -> str | None:
    """The paragraph's markup with the first fault its breaking (`lines`) shows mended, or None for none."""
    if not markup or not lines.lines or len(lines.lines) < 2:
        return None
    _, words, last = _line(lines, len(lines.lines) - 1)
    if words == 1 and len(last.strip()) < RUNT and _line(lines, len(lines.lines) - 2)[1] >= RUNT_ROOM:
        tags = [m.span() for m in TAG.finditer(markup)]
        gaps = [m.start() for m in re.finditer(" ", markup.rstrip()) if not any(a < m.start() < b for a, b in tags)]
        if gaps:
            return markup[: gaps[-1]] + NBSP + markup[gaps[-1] + 1 :]
    return None


def ends_hyphenated(paragraph: _Paragraph) -> bool:
    """Whether the last line a split left on the page ends inside a word broken by hyphenation (its
    lines are reportlab's public `blPara.lines`: (width, words) pairs, or FragLines of frags)."""
    lines = paragraph.blPara.lines
    if not lines:
        return False
    last = lines[-1]
    words = [getattr(w, "text", w) for w in (last.words if hasattr(last, "words") else last[1])]
    return "".join(str(w) for w in words).rstrip().endswith("-")


class Hyphenation:
    """What reportlab hyphenates with when a style's `hyphenationLang` names a language: the
    `iterate` of a pyphen.Pyphen for it (made at the first word, then kept). A style given this
    hyphenates as one given the name: reportlab calls a callable `hyphenationLang` in its place."""

    def __init__(self, lang: str):
        self.lang = lang
        self._iterate = None

    def load(self) -> None:
        """Read the language's patterns now (before workers fork, which then share them)."""
        if self._iterate is None:
            self._iterate = pyphen.Pyphen(lang=self.lang, left=MIN_PART, right=MIN_PART).iterate

    def __call__(self, word):
        """The word's hyphenation points, each with MIN_PART letters or more on both sides. None in a
        word whose first letter is a capital (a name: „Pro-dukcja (7)” never), none in a compound written
        with a hyphen (r41 P F16: „kre-/ska-kropka” read „ska-kropka” as a compound of its own; the style's
        `embeddedHyphenation=0` breaks none at its hyphen either, so it goes to the next line whole), and
        none before a personal ending („wypełnili-śmy” never)."""
        self.load()
        if next((ch for ch in word if ch.isalpha()), "").isupper() or "-" in word:
            return []
        return [
            (head, tail)
            for head, tail in self._iterate(word)
            if _letters(_last(head)) >= MIN_PART
            and _letters(_first(tail)) >= (MARKED_TAIL if _marked(tail) else MIN_PART)
            and not (tail.lower() in PERSONAL_ENDINGS and head.lower().endswith(ENDING_STEMS))
            and _last(head).lower() != NEGATION
        ]

    def __deepcopy__(self, memo):  # a style copied by a split keeps the same (immutable) patterns
        return self

    def __reduce__(self):  # a style sent to another process: the same language there
        return hyphenation, (self.lang,)

    def __repr__(self) -> str:
        return f"Hyphenation({self.lang!r})"


# Words tied by no-break spaces („w\u00a0tabeli”, a quotation kept whole) reach the hyphenation as one word,
# and pyphen counts the letters on each side of a point over the whole group: it broke a group at its
# no-break space („koniec po turze / pionka 3…”: r42 K minor 2) and left a lone letter at a line's start
# („konie-/c po…”). The letters on each side are counted in the tied word the point falls in.
def _last(head: str) -> str:
    return head.rsplit(NBSP, 1)[-1]


def _first(tail: str) -> str:
    return tail.split(NBSP, 1)[0]


def _letters(part: str) -> int:
    return sum(ch.isalpha() for ch in part)


def _marked(tail: str) -> bool:
    """Whether a word's last part carries a closing bracket with it („szy)” alone on a line's start)."""
    return ")" in tail


def _tied(word: str) -> list[str]:
    """The words of a group tied by no-break spaces, without the punctuation around them."""
    return [w for part in word.split(NBSP) for w in WORD.findall(part)] if NBSP in word else []


@cache
def hyphenation(lang: str) -> Hyphenation:
    return Hyphenation(lang)


class Sparing:
    """A hyphenation that leaves some words whole (reportlab calls it as it calls `Hyphenation`)."""

    def __init__(self, hyphenation: Hyphenation, words: frozenset[str]):
        self.hyphenation, self.words = hyphenation, words

    def __call__(self, word):
        tied = _tied(word)  # a group is spared whole when all its words are („Kleksy i plany zakupów”)
        spared = word in self.words or bool(tied) and all(w in self.words for w in tied)
        return [] if spared else self.hyphenation(word)

    def __deepcopy__(self, memo):  # immutable, as Hyphenation
        return self

    def __reduce__(self):
        return Sparing, (self.hyphenation, self.words)

    def __repr__(self) -> str:
        return f"Sparing({self.hyphenation!r}, {sorted(self.words)!r})"


def spared(style, markup: str):
    """`style`, or a copy whose hyphenation leaves whole the words of the quoted names and bold terms in
    `markup` and its last word; the style itself when it does not hyphenate (a heading, a caption)."""
    hyphenation = getattr(style, "hyphenationLang", None)
    if not isinstance(hyphenation, Hyphenation):
        return style
    text = html.unescape(TAG.sub("", markup))
    words = {word for name in QUOTED.findall(text) + SHORT_ASIDE.findall(text) for word in WORD.findall(name)}
    words.update(word for term in BOLD.findall(markup) for word in WORD.findall(html.unescape(TAG.sub("", term))))
    last = WORD.findall(text)
    words.update(last[-1:])
    if not words:
        return style
    kept = copy.copy(style)
    kept.hyphenationLang = Sparing(hyphenation, frozenset(words))
    return kept
