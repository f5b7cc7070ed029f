"""Numbers only the layout decides, printed in a rulebook laid out once.

A rulebook quotes the pages of its own headings („s. 7”) and, in its print guide, its own page
count and the print jobs and sheets that follow from it. Those are known only after layout, so
the template puts a one-character token where such a value goes (`Deferred`); the typesetter lays
the paragraph out with a guessed value, draws it through a form XObject and fills the form with
the real text after the last page (typeset.py, forms.py). The text of every other paragraph is final at
the first and only layout.

Tokens of numbers are decimal digits of other scripts (`\\d` matches them), so Polish typography
(a number glued to the word after it) and table alignment treat them as the numbers they stand for;
tokens of words are private-use characters.

Sound by construction: a value derived from the page count that the template uses in any other
way (compares it, adds to it) marks the layout `misused`; a value read from the print plan that
does not vary with the page counts tried here is checked again at the real count (`holds`). Either
way the rulebook is then laid out the old way, with the numbers known (rulebook/__init__.py).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from generator.rulebook import polish

GUESS_PAGES = 10  # the page count the first layout assumes (a rulebook of 10–99 pages)
GUESS_PAGE = 10  # and the page of every heading a reference names
PROBES = (GUESS_PAGES, 11, 17)  # page counts at which print-plan values are compared

# the decimal digits (Unicode category Nd) other than 0–9, as runs of code points (Unicode 14, Python
# 3.11's tables; written out: computing them walks 128 000 characters at every start)
NUMBER_RUNS = (
    (0x660, 0x669),
    (0x6F0, 0x6F9),
    (0x7C0, 0x7C9),
    (0x966, 0x96F),
    (0x9E6, 0x9EF),
    (0xA66, 0xA6F),
    (0xAE6, 0xAEF),
    (0xB66, 0xB6F),
    (0xBE6, 0xBEF),
    (0xC66, 0xC6F),
    (0xCE6, 0xCEF),
    (0xD66, 0xD6F),
    (0xDE6, 0xDEF),
    (0xE50, 0xE59),
    (0xED0, 0xED9),
    (0xF20, 0xF29),
    (0x1040, 0x1049),
    (0x1090, 0x1099),
    (0x17E0, 0x17E9),
    (0x1810, 0x1819),
    (0x1946, 0x194F),
    (0x19D0, 0x19D9),
    (0x1A80, 0x1A89),
    (0x1A90, 0x1A99),
    (0x1B50, 0x1B59),
    (0x1BB0, 0x1BB9),
    (0x1C40, 0x1C49),
    (0x1C50, 0x1C59),
    (0xA620, 0xA629),
    (0xA8D0, 0xA8D9),
    (0xA900, 0xA909),
    (0xA9D0, 0xA9D9),
    (0xA9F0, 0xA9F9),
    (0xAA50, 0xAA59),
    (0xABF0, 0xABF9),
    (0xFF10, 0xFF19),
    (0x104A0, 0x104A9),
    (0x10D30, 0x10D39),
    (0x11066, 0x1106F),
    (0x110F0, 0x110F9),
    (0x11136, 0x1113F),
    (0x111D0, 0x111D9),
    (0x112F0, 0x112F9),
    (0x11450, 0x11459),
    (0x114D0, 0x114D9),
    (0x11650, 0x11659),
    (0x116C0, 0x116C9),
    (0x11730, 0x11739),
    (0x118E0, 0x118E9),
    (0x11950, 0x11959),
    (0x11C50, 0x11C59),
    (0x11D50, 0x11D59),
    (0x11DA0, 0x11DA9),
    (0x16A60, 0x16A69),
    (0x16AC0, 0x16AC9),
    (0x16B50, 0x16B59),
    (0x1D7CE, 0x1D7FF),
    (0x1E140, 0x1E149),
    (0x1E2F0, 0x1E2F9),
    (0x1E950, 0x1E959),
    (0x1FBF0, 0x1FBF9),
)
NUMBER_TOKENS = "".join(chr(c) for first, last in NUMBER_RUNS for c in range(first, last + 1))
WORD_RUN = (0xE000, 0xF8FF)  # the private use area
WORD_TOKENS = "".join(map(chr, range(WORD_RUN[0], WORD_RUN[1] + 1)))
# Any token: as a class of the runs, re tries the 62 runs one by one at every character of a text
# (25 µs a paragraph, and every rulebook paragraph is searched); a character below the first run
# (all of Polish but its quotes and dashes) is passed over at once, and only the others are tried
# against the runs (2.6 µs)
_RUNS = sorted((*NUMBER_RUNS, WORD_RUN))
TOKEN = re.compile(
    f"[^\\x00-{re.escape(chr(_RUNS[0][0] - 1))}](?<=["
    + "".join(f"{re.escape(chr(a))}-{re.escape(chr(b))}" for a, b in _RUNS)
    + "])"
)

Headings = dict  # heading text → page
# What the print plan reads of a laid-out rulebook (`book_shape`): its page count, the page its optional
# appendix starts on (0: none) and the pages it left blank. All three move the kit's sheets: a book whose
# play part ends on a front leaves the back where the checklist goes (build/sides.checklist_at).
Shape = tuple[int, int, tuple[int, ...]]

# the target `appendix()` marks (rulebook/__init__.py): where the rulebook's optional appendix (the
# edition's notes, the print chapter) starts, on a sheet of its own; the print job's cover lists its pages
# apart (Output.appendix)
APPENDIX = "Dodatek"

# Where a `page.near` reference stands in a text laid out with its numbers known (the old way): a
# character of plane 15's private use area, its index in the template's order; the typesetter turns it
# into a callback that records the page it is drawn on (builder.Builder.paragraph)
NEAR_START = 0xF0000
NEAR_MARK = re.compile("[\U000f0000-\U000ffffd]")


def book_shape(pages: int, headings: Headings) -> Shape:
    """The rulebook's shape as the print plan reads it, from its page count and its headings' pages (a
    `Seen` carries the pages left blank)."""
    return (pages, headings.get(APPENDIX, 0), tuple(sorted(getattr(headings, "blanks", ()))))


# the shapes at which print-plan values are compared: a value the same at all of them is read as plain
# and checked again at the real shape (`Layout.holds`)
PROBE_SHAPES: tuple[Shape, ...] = tuple((pages, 0, ()) for pages in PROBES)


def near_mark(index: int) -> str:
    return chr(NEAR_START + index)


class TooMany(Exception):
    """More deferred values than tokens: the rulebook is laid out the old way."""


class Layout:
    """The deferred values of one rulebook: what each token stands for once the layout is known."""

    def __init__(self, child: Callable[[Any, Any], Any]):
        self.child = child  # (value, name) → the template's view of value.name, unwrapped
        self.values: dict[str, Deferred] = {}
        self.checks: list[tuple[Callable[[Shape], Any], tuple, Any]] = []
        self.misused = False
        self._computed: dict[tuple[int, Shape], Any] = {}

    def number(self, value: Callable[[int, Headings], int | None]) -> Deferred:
        """A number (a page, a count of pages or sheets) from the page count and the headings' pages."""
        return self._add(Deferred(self, value, lambda p, h: _number(value(p, h))), NUMBER_TOKENS)

    def text(self, render: Callable[[int, Headings], str]) -> Deferred:
        """Words that depend on the layout („(zob. s. 4 i 5)”, „12 arkuszy”)."""
        return self._add(Deferred(self, None, lambda p, h: polish.tie_short_words(render(p, h))), WORD_TOKENS)

    def _add(self, value: Deferred, alphabet: str) -> Deferred:
        used = sum(1 for v in self.values if v in alphabet)
        if used >= len(alphabet):
            self.misused = True
            raise TooMany("too many page references")
        value.token = alphabet[used]
        self.values[value.token] = value
        return value

    def fill(self, text: str, pages: int, headings: Headings) -> str:
        return TOKEN.sub(
            lambda m: (
                _escape(self.values[m.group()].render(pages, headings)) if m.group() in self.values else m.group()
            ),
            text,
        )

    def guess(self, text: str, page: int = 0, headings: Headings | None = None) -> str:
        """The text as the layout sees it before the end: the headings laid out so far at their pages,
        the others and the page count guessed as the current `page` (GUESS_PAGES before layout)."""
        return self.fill(text, max(page, 1) if page else GUESS_PAGES, _Guessed(headings or {}, page or GUESS_PAGE))

    def guesses(self, text: str, page: int, headings: Headings, ahead: Headings | None = None) -> list[str]:
        """The texts the layout may print at `page`, the first `guess`: the page count also guessed at two
        digits (GUESS_PAGES and twice that), with and without an appendix ahead that leaves the back
        before it blank (book_shape): the typesetter reserves the room of the longest (forms.Placeholder),
        so that the print plan's real numbers („strony 17–18 wydruku 1”, not the „7–8” of a count guessed
        at the current page) and a checklist moved into the book's blank back fit the room laid out; and
        with the targets not laid out yet one page further (a `near` of a target that moves on).
        `ahead`: the pages measured for the targets not laid out yet (typeset.RulebookDoc.ahead)."""
        ahead = ahead or {}  # the targets not laid out yet at their measured pages
        found = [self.fill(text, max(page, 1), _Guessed(headings, page, page, estimates=ahead))]
        # a target measured on this page may land on the next: „na s. N”, not „niżej” (a `near`)
        further = {name: max(at, page + 1) for name, at in ahead.items()}
        moved = self.fill(text, max(page, 1), _Guessed(headings, page + 1, page, estimates=further))
        found += [moved] if moved not in found else []
        sheet = max(page, 2 * GUESS_PAGE) | 1  # an appendix ahead starts a sheet, the back before it blank
        for count in (max(page, GUESS_PAGES), max(page, 2 * GUESS_PAGES)):
            for appendix, blanks in ((None, frozenset()), (sheet, frozenset([sheet - 1]))):
                known = headings if appendix is None or APPENDIX in headings else {**headings, APPENDIX: appendix}
                text_here = self.fill(text, count, _Guessed(known, page, page, blanks, ahead))
                if text_here not in found:
                    found.append(text_here)
        return found

    def probed(self, compute: Callable[[Shape], Any]) -> Any:
        """The template's view of `compute(shape)` (the print plan, from the rulebook's `book_shape`):
        parts that change with the page count are deferred, worked out at the real shape; the rest
        plain values checked again at the real shape."""
        return _view(self, compute, ())

    def computed(self, compute: Callable[[Shape], Any], shape: Shape) -> Any:
        key = (id(compute), shape)
        if key not in self._computed:
            self._computed[key] = compute(shape)
        return self._computed[key]

    def follow(self, compute: Callable[[Shape], Any], steps: tuple, shape: Shape) -> Any:
        value = self.computed(compute, shape)
        for step in steps:
            value = len(value) if step is len else self.child(value, step)
        return value

    def holds(self, shape: Shape) -> bool:
        """Every plain value the template read from the print plan is the same at the real shape."""
        try:
            return all(self.follow(compute, steps, shape) == seen for compute, steps, seen in self.checks)
        except Exception:  # the plan's shape changed with the count
            return False


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _number(value: int | None) -> str:
    return "?" if value is None else polish.number(value)


class _Guessed(dict):
    def __init__(
        self,
        known: Headings | None = None,
        ahead: int = GUESS_PAGE,
        page: int | None = None,
        blanks: frozenset = frozenset(),
        estimates: Headings | None = None,
    ):
        super().__init__(known or {})
        self.estimates = estimates or {}  # the pages measured for some of the others
        self.ahead = ahead  # the headings not laid out yet are guessed here
        self.page = ahead if page is None else page  # where the text is being laid out
        self.before = frozenset(self)
        self.blanks = blanks  # the pages guessed left blank (book_shape)

    def get(self, key, default=None):
        return super().get(key, self.estimates.get(key, self.ahead))


class Seen(dict):
    """The headings' pages as a text drawn on `page` sees them: `before`, the headings drawn before it
    (a reference says „wyżej” or „niżej” only of a target on its own page). `page` is None where the
    text's place is not one page (a paragraph split across two): its references name the page.
    `blanks`: the pages the layout left blank so that what follows starts a sheet (the print plan of a
    rulebook's own blank sides: where the kit's checklist goes, context.checklist_place). `printed`: the text
    filled is the one printed, once (a `near` records what it printed where: LaidOutRefs.nearby); False for a
    text filled only to be compared (forms.fill_forms: a split paragraph's part at its own page, and every
    part but the first, whose text is the first's)."""

    def __init__(
        self,
        headings: Headings,
        page: int | None,
        before: frozenset = frozenset(),
        blanks: frozenset = frozenset(),
        printed: bool = True,
    ):
        super().__init__(headings)
        self.page, self.before, self.blanks, self.printed = page, before, blanks, printed


class Deferred:
    """A value the layout decides; in the template's text it is one token character."""

    __slots__ = ("layout", "value", "render", "token")

    def __init__(self, layout: Layout, value, render):
        self.layout, self.value, self.render, self.token = layout, value, render, ""

    def __str__(self) -> str:
        return self.token

    def __repr__(self) -> str:
        return f"Deferred({self.token!r})"

    def guessed(self):
        """The guessed value, for a template that computes with it: the layout is then redone."""
        self.layout.misused = True
        return self.value(GUESS_PAGES, _Guessed()) if self.value else 0

    def __hash__(self) -> int:
        return id(self)

    def __eq__(self, other):
        return self is other or (not isinstance(other, Deferred) and self.guessed() == other)

    def __ne__(self, other):
        return not self == other

    def __bool__(self):
        return bool(self.guessed())

    def __int__(self):
        return int(self.guessed())

    __index__ = __int__

    def __float__(self):
        return float(self.guessed())


def _misuse(name: str):
    def operate(self, *others):
        return getattr(self.guessed(), name)(*[o.guessed() if isinstance(o, Deferred) else o for o in others])

    return operate


for _name in (
    "lt",
    "le",
    "gt",
    "ge",
    "add",
    "radd",
    "sub",
    "rsub",
    "mul",
    "rmul",
    "truediv",
    "rtruediv",
    "floordiv",
    "rfloordiv",
    "mod",
    "rmod",
    "pow",
    "rpow",
    "neg",
    "pos",
    "abs",
    "round",
):
    setattr(Deferred, f"__{_name}__", _misuse(f"__{_name}__"))


def deferring(function: Callable[..., str], number: bool = False):
    """A template filter that, given a deferred value, returns a deferred text of its result (`number`:
    the filter only formats its one argument, a deferred number stays a number)."""

    def run(*args, **kwargs):
        deferred = [a for a in list(args) + list(kwargs.values()) if isinstance(a, Deferred)]
        if not deferred:
            return function(*args, **kwargs)
        layout = deferred[0].layout
        if number and len(args) == 1 and not kwargs and args[0].value is not None:
            return args[0]

        def resolve(a, p, h):
            return (a.value(p, h) if a.value else a.render(p, h)) if isinstance(a, Deferred) else a

        return layout.text(
            lambda p, h: str(
                function(*[resolve(a, p, h) for a in args], **{k: resolve(v, p, h) for k, v in kwargs.items()})
            )
        )

    return run


def _view(layout: Layout, compute: Callable[[Shape], Any], steps: tuple) -> Any:
    values = [layout.follow(compute, steps, shape) for shape in PROBE_SHAPES]
    first = values[0]
    if isinstance(first, (str, int, float, bool)) or first is None:
        if all(v == first for v in values):
            layout.checks.append((compute, steps, first))
            return first
        if all(isinstance(v, int) and not isinstance(v, bool) for v in values):
            return layout.number(lambda p, h: layout.follow(compute, steps, book_shape(p, h)))
        if all(isinstance(v, str) for v in values):  # words of the plan („10 arkuszy papieru … i 13 …”)
            return layout.text(lambda p, h: layout.follow(compute, steps, book_shape(p, h)))
        layout.misused = True
        return first
    return Probed(layout, compute, steps)


class ReadOnlyView:
    """What a template sees of rulebook data: its attributes and items are `_child(name)`; nothing
    can be set (template.Node, Probed)."""

    __slots__ = ()

    def _child(self, name: Any) -> Any:
        raise NotImplementedError

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        try:
            return self._child(name)
        except KeyError:
            raise AttributeError(name) from None

    def __getitem__(self, name: Any) -> Any:
        return self._child(name)

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("rulebook data is read-only")


class Probed(ReadOnlyView):
    """A part of the print plan as a template sees it (like template.Node), computed at several page
    counts of the rulebook."""

    __slots__ = ("_layout", "_compute", "_steps")

    def __init__(self, layout: Layout, compute: Callable[[Shape], Any], steps: tuple):
        object.__setattr__(self, "_layout", layout)
        object.__setattr__(self, "_compute", compute)
        object.__setattr__(self, "_steps", steps)

    def _child(self, name: Any) -> Any:
        return _view(self._layout, self._compute, self._steps + (name,))

    def __len__(self) -> int:
        return int(_view(self._layout, self._compute, self._steps + (len,)))

    def __iter__(self):
        value = self._layout.follow(self._compute, self._steps, PROBE_SHAPES[0])
        if isinstance(value, dict):
            return iter(list(value))
        return iter([self._child(i) for i in range(len(self))])

    def __bool__(self) -> bool:
        if isinstance(self._layout.follow(self._compute, self._steps, PROBE_SHAPES[0]), (list, tuple, dict)):
            return len(self) > 0
        return True

    def __str__(self) -> str:
        raise TypeError("a group of values, not one value to print")

    def _seen(self) -> Any:
        return self._layout.follow(self._compute, self._steps, PROBE_SHAPES[0])

    def __eq__(self, other) -> bool:
        """Two views of the plan compared (each reading makes a new view, so identity says nothing):
        their values at the first probe, and the rulebook is laid out the old way, as for a number."""
        self._layout.misused = True
        return self._seen() == (other._seen() if isinstance(other, Probed) else other)

    def __ne__(self, other) -> bool:
        return not self == other

    __hash__ = object.__hash__
