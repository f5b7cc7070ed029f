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
import unicodedata
from typing import Any, Callable

from . import polish

GUESS_PAGES = 10      # the page count the first layout assumes (a rulebook of 10–99 pages)
GUESS_PAGE = 10       # and the page of every heading a reference names
PROBES = (GUESS_PAGES, 11, 17)   # page counts at which print-plan values are compared

NUMBER_TOKENS = "".join(c for c in map(chr, range(0x660, 0x1FBFA))
                        if unicodedata.category(c) == "Nd" and not "0" <= c <= "9")
WORD_TOKENS = "".join(map(chr, range(0xE000, 0xF900)))
TOKEN = re.compile(f"[{re.escape(NUMBER_TOKENS + WORD_TOKENS)}]")

Headings = dict  # heading text → page


class TooMany(Exception):
    """More deferred values than tokens: the rulebook is laid out the old way."""


class Layout:
    """The deferred values of one rulebook: what each token stands for once the layout is known."""

    def __init__(self, child: Callable[[Any, Any], Any]):
        self.child = child                    # (value, name) → the template's view of value.name, unwrapped
        self.values: dict[str, "Deferred"] = {}
        self.checks: list[tuple[Callable[[int], Any], tuple, Any]] = []
        self.misused = False
        self._computed: dict[tuple[int, int], Any] = {}

    def number(self, value: Callable[[int, Headings], int | None]) -> "Deferred":
        """A number (a page, a count of pages or sheets) from the page count and the headings' pages."""
        return self._add(Deferred(self, value, lambda p, h: _number(value(p, h))), NUMBER_TOKENS)

    def text(self, render: Callable[[int, Headings], str]) -> "Deferred":
        """Words that depend on the layout („(zob. s. 4 i 5)”, „12 arkuszy”)."""
        return self._add(Deferred(self, None, lambda p, h: polish.tie_short_words(render(p, h))), WORD_TOKENS)

    def _add(self, value: "Deferred", alphabet: str) -> "Deferred":
        used = sum(1 for v in self.values if v in alphabet)
        if used >= len(alphabet):
            self.misused = True
            raise TooMany("too many page references")
        value.token = alphabet[used]
        self.values[value.token] = value
        return value

    def fill(self, text: str, pages: int, headings: Headings) -> str:
        return TOKEN.sub(lambda m: _escape(self.values[m.group()].render(pages, headings)) if m.group() in self.values
                         else m.group(), text)

    def guess(self, text: str, page: int = 0, headings: Headings | None = None) -> str:
        """The text as the layout sees it before the end: the headings laid out so far at their pages,
        the others and the page count guessed as the current `page` (GUESS_PAGES before layout)."""
        return self.fill(text, max(page, 1) if page else GUESS_PAGES, _Guessed(headings or {}, page or GUESS_PAGE))

    def probed(self, compute: Callable[[int], Any]) -> Any:
        """The template's view of `compute(page count)` (the print plan): parts that change with the
        page count are deferred numbers, the rest plain values checked again at the real count."""
        return _view(self, compute, ())

    def computed(self, compute: Callable[[int], Any], pages: int) -> Any:
        key = (id(compute), pages)
        if key not in self._computed:
            self._computed[key] = compute(pages)
        return self._computed[key]

    def follow(self, compute: Callable[[int], Any], steps: tuple, pages: int) -> Any:
        value = self.computed(compute, pages)
        for step in steps:
            value = len(value) if step is len else self.child(value, step)
        return value

    def holds(self, pages: int) -> bool:
        """Every plain value the template read from the print plan is the same at the real count."""
        try:
            return all(self.follow(compute, steps, pages) == seen for compute, steps, seen in self.checks)
        except Exception:   # the plan's shape changed with the count
            return False


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _number(value: int | None) -> str:
    return "?" if value is None else polish.number(value)


class _Guessed(dict):
    def __init__(self, known: Headings | None = None, page: int = GUESS_PAGE):
        super().__init__(known or {})
        self.page = page

    def get(self, key, default=None):
        return super().get(key, self.page)


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


for _name in ("lt", "le", "gt", "ge", "add", "radd", "sub", "rsub", "mul", "rmul", "truediv", "rtruediv",
              "floordiv", "rfloordiv", "mod", "rmod", "pow", "rpow", "neg", "pos", "abs", "round"):
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

        return layout.text(lambda p, h: str(function(*[resolve(a, p, h) for a in args],
                                                      **{k: resolve(v, p, h) for k, v in kwargs.items()})))
    return run


def _view(layout: Layout, compute: Callable[[int], Any], steps: tuple) -> Any:
    values = [layout.follow(compute, steps, p) for p in PROBES]
    first = values[0]
    if isinstance(first, (str, int, float, bool)) or first is None:
        if all(v == first for v in values):
            layout.checks.append((compute, steps, first))
            return first
        if all(isinstance(v, int) and not isinstance(v, bool) for v in values):
            return layout.number(lambda p, h: layout.follow(compute, steps, p))
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

    def __init__(self, layout: Layout, compute: Callable[[int], Any], steps: tuple):
        object.__setattr__(self, "_layout", layout)
        object.__setattr__(self, "_compute", compute)
        object.__setattr__(self, "_steps", steps)

    def _child(self, name: Any) -> Any:
        return _view(self._layout, self._compute, self._steps + (name,))

    def __len__(self) -> int:
        return int(_view(self._layout, self._compute, self._steps + (len,)))

    def __iter__(self):
        value = self._layout.follow(self._compute, self._steps, PROBES[0])
        if isinstance(value, dict):
            return iter(list(value))
        return iter([self._child(i) for i in range(len(self))])

    def __bool__(self) -> bool:
        if isinstance(self._layout.follow(self._compute, self._steps, PROBES[0]), (list, tuple, dict)):
            return len(self) > 0
        return True

    def __str__(self) -> str:
        raise TypeError("a group of values, not one value to print")
