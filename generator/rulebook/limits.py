"""The limits of a rulebook template's work. A components pack may bring its own templates, so a
template is data and must not hang or exhaust memory: range() is bounded, loops over it share a
budget, operators and filters that grow text are checked before they run, and a render stops after
MAX_SECONDS."""

from __future__ import annotations

import re
import signal
import threading
from collections.abc import Callable, Iterator
from typing import Any

from generator.rulebook.views import unwrap

# Limits of a template's work: a components pack may bring its own templates, so a template is
# data and must not hang or exhaust memory ({% for i in range(10**12) %}, {{ "x" * 10**9 }}).
MAX_RANGE = 10_000  # items of one range()
MAX_LOOP_ITEMS = 200_000  # items all range() loops of one render may yield together
MAX_TEXT = 1_000_000  # characters of one computed string or list, and of the whole output
MAX_EXPONENT = 64
MAX_SECONDS = 20  # one render of a rulebook template (a real one takes well under a second)


class TemplateLimit(Exception):
    """A template asked for more work than any rulebook needs."""


class Budget:
    def __init__(self):
        self.items = 0


budget = Budget()


class BoundedRange:
    """range() for templates: any number of passes (a table's rows loop over one `{% set %}` range)."""

    def __init__(self, numbers: range):
        self.numbers = numbers

    def __iter__(self) -> Iterator[int]:
        for n in self.numbers:
            budget.items += 1
            if budget.items > MAX_LOOP_ITEMS:
                raise TemplateLimit(f"loops over range() took more than {MAX_LOOP_ITEMS} steps in all")
            yield n

    def __len__(self) -> int:
        return len(self.numbers)


def bounded_range(*args) -> BoundedRange:
    numbers = range(*(int(a) for a in args))
    if len(numbers) > MAX_RANGE:
        raise TemplateLimit(f"range() of {len(numbers)} numbers; a rulebook template may loop over at most {MAX_RANGE}")
    return BoundedRange(numbers)


def _size(value: Any) -> int | None:
    return len(value) if isinstance(value, (str, list, tuple)) else None


def check_binop(operator: str, left: Any, right: Any) -> None:
    """Refuse an operation whose result would be huge, before Python computes it."""
    if operator == "*":
        for seq, n in ((left, right), (right, left)):
            if _size(seq) is not None and isinstance(n, int) and _size(seq) * max(n, 0) > MAX_TEXT:
                raise TemplateLimit(
                    f"text of {_size(seq) * n} characters; a rulebook template may make at most {MAX_TEXT}"
                )
    elif operator == "**":
        if isinstance(right, (int, float)) and abs(right) > MAX_EXPONENT:
            raise TemplateLimit(f"power with exponent {right}; at most {MAX_EXPONENT}")
    elif operator == "+":
        if _size(left) is not None and _size(right) is not None and _size(left) + _size(right) > MAX_TEXT:
            raise TemplateLimit(
                f"text of {_size(left) + _size(right)} characters; a rulebook template may make at most {MAX_TEXT}"
            )
    elif operator == "%" and isinstance(left, str) and re.search(r"%[-+ #0]*(\d{5,}|\*)", left):
        raise TemplateLimit("a format width of 10000 or more characters")


def limited_filter(name: str, original: Callable) -> Callable:
    """Filters that can grow text (center, indent, wordwrap, replace, format…) checked before they run."""

    def run(*args, **kwargs):
        values = [unwrap(a) for a in list(args) + list(kwargs.values())]
        numbers = [a for a in values if isinstance(a, int) and not isinstance(a, bool)]
        texts = [str(a) for a in values if isinstance(a, str)]
        if any(abs(n) > MAX_TEXT for n in numbers):
            raise TemplateLimit(f"filter {name} with {max(numbers, key=abs)}; at most {MAX_TEXT}")
        if name == "replace" and len(texts) >= 3:
            s, old, new = texts[:3]
            grown = len(s) + (s.count(old) if old else len(s) + 1) * len(new)
            if grown > MAX_TEXT:
                raise TemplateLimit(f"filter replace would make {grown} characters; at most {MAX_TEXT}")
        if name == "indent" and texts and numbers and len(texts[0]) + texts[0].count("\n") * max(numbers) > MAX_TEXT:
            raise TemplateLimit(f"filter indent would make more than {MAX_TEXT} characters")
        if name == "format" and texts and re.search(r"%[-+ #0]*(\d{5,}|\*)", texts[0]):
            raise TemplateLimit("a format width of 10000 or more characters")
        return original(*args, **kwargs)

    if hasattr(original, "jinja_pass_arg"):
        run.jinja_pass_arg = original.jinja_pass_arg
    return run


class TimeLimit(TemplateLimit):
    pass


class bounded_render:
    """One render within the limits: the loop budget starts again, and the render stops after
    MAX_SECONDS (main thread only: the interval timer delivers SIGALRM there)."""

    def __enter__(self):
        budget.items = 0
        self.armed = threading.current_thread() is threading.main_thread() and hasattr(signal, "setitimer")
        if self.armed:

            def expire(signum, frame):
                raise TimeLimit(f"rendering took more than {MAX_SECONDS} s")

            self.previous = signal.signal(signal.SIGALRM, expire)
            signal.setitimer(signal.ITIMER_REAL, MAX_SECONDS)
        return self

    def __exit__(self, *exc):
        if self.armed:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, self.previous)
        return False
