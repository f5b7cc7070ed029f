"""The limits of a template's work. A components pack may bring its own templates and game.yaml's
`decisions:` are small templates, so a template is data and must not hang or exhaust memory: every
loop shares one budget of steps, range() is bounded, operators, filters and methods that grow text
or lists are checked before they run, everything a render produces counts against one budget, and
a render stops after MAX_SECONDS of its own work: the rendering thread's processor time
(time.thread_time), not the wall clock, so a busy machine slows a render without failing it (a build
at the lowest priority beside a test suite took over 20 s of wall time for the print chapter and
reported a sound template as doing too much work). The clock is read by the sandbox itself (on every
loop step, attribute, call and output), so the limits hold in whatever thread renders; running past
any of them raises `TemplateLimit` (`TimeLimit` for the clock), which the renderer reports as a finding."""

from __future__ import annotations

import re
import string
import threading
import time
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import Any

import jinja2
from jinja2 import nodes

from generator.rulebook.views import unwrap

# Limits of a template's work: a components pack may bring its own templates, so a template is
# data and must not hang or exhaust memory ({% for i in range(10**12) %}, {{ "x" * 10**9 }}).
MAX_RANGE = 10_000  # items of one range()
MAX_LOOP_ITEMS = 200_000  # steps all loops of one render may take together
MAX_TEXT = 1_000_000  # characters of one computed string or list, and of the whole output
MAX_PRODUCED = 20 * MAX_TEXT  # characters all outputs of one render may produce together (blocks, macros)
MAX_EXPONENT = 64
MAX_SECONDS = 20  # one render of a template, in its thread's processor time (a real rulebook takes well under a second)
_WIDE = re.compile(r"%[-+ #0]*(\d{5,}|\*)|%[-+ #0]*\d*\.(\d{5,}|\*)")


class TemplateLimit(Exception):
    """A template asked for more work than any rulebook needs."""


class TimeLimit(TemplateLimit):
    """A render ran past MAX_SECONDS (raised in the thread that renders)."""


class Budget(threading.local):
    """The work one render has done so far, one per thread."""

    active = False
    items = 0
    produced = 0
    deadline = 0.0


budget = Budget()


def check_time() -> None:
    if budget.active and time.thread_time() > budget.deadline:
        raise TimeLimit(f"rendering took more than {MAX_SECONDS} s")


def step(count: int = 1) -> None:
    """One more step of a loop: counted against the budget, and the clock read."""
    budget.items += count
    if budget.items > MAX_LOOP_ITEMS:
        raise TemplateLimit(f"loops took more than {MAX_LOOP_ITEMS} steps in all")
    check_time()


class BoundedRange:
    """range() for templates: any number of passes (a table's rows loop over one `{% set %}` range)."""

    def __init__(self, numbers: range):
        self.numbers = numbers

    def __iter__(self) -> Iterator[int]:
        return iter(self.numbers)

    def __len__(self) -> int:
        return len(self.numbers)


def bounded_range(*args) -> BoundedRange:
    numbers = range(*(int(a) for a in args))
    if len(numbers) > MAX_RANGE:
        raise TemplateLimit(f"range() of {len(numbers)} numbers; a rulebook template may loop over at most {MAX_RANGE}")
    return BoundedRange(numbers)


def text_size(value: Any, limit: int = MAX_TEXT) -> int:
    """About how many characters `value` makes as text (containers counted item by item, a shared
    list as often as it appears), counting no further than just past `limit`."""
    value = unwrap(value)
    if isinstance(value, str):
        return len(value)
    if isinstance(value, (list, tuple, set, frozenset, Mapping)):
        total, pending = 2, [iter(value.items() if isinstance(value, Mapping) else value)]
        while pending and total <= limit:
            item = next(pending[-1], pending)
            if item is pending:
                pending.pop()
                continue
            item = unwrap(item)
            if isinstance(item, str):
                total += len(item) + 4
            elif isinstance(item, (list, tuple, set, frozenset, Mapping)):
                total += 4
                pending.append(iter(item.items() if isinstance(item, Mapping) else item))
            else:
                total += 24
        return total
    return 24


def _too_long(size: int) -> TemplateLimit:
    return TemplateLimit(f"text of {size} characters; a rulebook template may make at most {MAX_TEXT}")


def check_value(value: Any) -> None:
    """Refuse a value that would make more than MAX_TEXT characters as text."""
    size = text_size(value)
    if size > MAX_TEXT:
        raise _too_long(size)


def _size(value: Any) -> int | None:
    return len(value) if isinstance(value, (str, list, tuple)) else None


def check_binop(operator: str, left: Any, right: Any) -> None:
    """Refuse an operation whose result would be huge, before Python computes it."""
    check_time()
    if operator == "*":
        for seq, n in ((left, right), (right, left)):
            if _size(seq) is not None and isinstance(n, int) and _size(seq) * max(n, 0) > MAX_TEXT:
                raise _too_long(_size(seq) * n)
    elif operator == "**":
        if isinstance(right, (int, float)) and abs(right) > MAX_EXPONENT:
            raise TemplateLimit(f"power with exponent {right}; at most {MAX_EXPONENT}")
    elif operator == "+":
        if _size(left) is not None and _size(right) is not None and _size(left) + _size(right) > MAX_TEXT:
            raise _too_long(_size(left) + _size(right))
    elif operator == "%" and isinstance(left, str):
        if _WIDE.search(left):
            raise TemplateLimit("a format width of 10000 or more characters")
        check_value(right)


def check_format(text: str) -> None:
    """str.format / format_map: no field width or precision of 10000 or more, none given by an argument."""
    try:
        fields = [spec for _, _, spec, _ in string.Formatter().parse(text) if spec]
    except ValueError:
        return  # format() itself reports the malformed text
    for spec in fields:
        if "{" in spec or re.search(r"\d{5,}", spec):
            raise TemplateLimit("a format width of 10000 or more characters")


# methods of str, list and dict that grow what they are called on: (receiver, arguments) → size after
_GROWTH: dict[str, Callable[[Any, tuple], int]] = {
    "zfill": lambda s, a: max(len(s), *(int(x) for x in a[:1])),
    "ljust": lambda s, a: max(len(s), *(int(x) for x in a[:1])),
    "rjust": lambda s, a: max(len(s), *(int(x) for x in a[:1])),
    "center": lambda s, a: max(len(s), *(int(x) for x in a[:1])),
    "expandtabs": lambda s, a: len(s) + s.count("\t") * max(int(a[0]) if a else 8, 0),
    "replace": lambda s, a: len(s) + (s.count(a[0]) if a[0] else len(s) + 1) * max(len(a[1]) - len(a[0]), 0),
    "join": lambda s, a: text_size(a[0]) + len(s) * len(a[0]) if hasattr(a[0], "__len__") else MAX_TEXT + 1,
    "extend": lambda s, a: len(s) + (len(a[0]) if hasattr(a[0], "__len__") else MAX_TEXT + 1),
    "append": lambda s, a: len(s) + 1,
    "insert": lambda s, a: len(s) + 1,
    "update": lambda s, a: len(s) + (len(a[0]) if a and hasattr(a[0], "__len__") else 0),
    "setdefault": lambda s, a: len(s) + 1,
}
# methods refused outright: their growth is not worth measuring (the sandbox refuses '_' names already)
REFUSED_METHODS = frozenset(["translate", "maketrans"])


def check_call(function: Any, args: tuple, kwargs: dict) -> None:
    """Refuse a method call on text or a list whose result would be huge, before it runs."""
    check_time()
    receiver = getattr(function, "__self__", None)
    name = getattr(function, "__name__", "")
    if not isinstance(receiver, (str, list, dict)) or name not in _GROWTH:
        return
    arguments = tuple(unwrap(a) for a in args) + tuple(unwrap(v) for v in kwargs.values())
    try:
        size = _GROWTH[name](receiver, arguments)
    except (TypeError, ValueError, IndexError):
        return  # the method itself reports wrong arguments
    if size > MAX_TEXT:
        raise TemplateLimit(f"{name}() would make {size} characters or items; at most {MAX_TEXT}")


GROWING_FILTERS = frozenset(
    ["center", "indent", "wordwrap", "replace", "format", "truncate", "join", "string", "batch", "slice"]
)


def limited_filter(name: str, original: Callable) -> Callable:
    """A filter checked before it runs: no argument that makes more than MAX_TEXT characters, no
    number over MAX_TEXT, and the filters that grow text (replace, indent, format) by what they make."""

    def run(*args, **kwargs):
        check_time()
        values = [unwrap(a) for a in list(args) + list(kwargs.values())]
        numbers = [a for a in values if isinstance(a, int) and not isinstance(a, bool)]
        texts = [str(a) for a in values if isinstance(a, str)]
        if name in GROWING_FILTERS and any(abs(n) > MAX_TEXT for n in numbers):
            raise TemplateLimit(f"filter {name} with {max(numbers, key=abs)}; at most {MAX_TEXT}")
        for value in values:
            if not isinstance(value, (jinja2.runtime.Context, jinja2.nodes.EvalContext, jinja2.Environment)):
                check_value(value)
        if name == "replace" and len(texts) >= 3:
            s, old, new = texts[:3]
            grown = len(s) + (s.count(old) if old else len(s) + 1) * len(new)
            if grown > MAX_TEXT:
                raise TemplateLimit(f"filter replace would make {grown} characters; at most {MAX_TEXT}")
        if name == "indent" and texts and numbers and len(texts[0]) + texts[0].count("\n") * max(numbers) > MAX_TEXT:
            raise TemplateLimit(f"filter indent would make more than {MAX_TEXT} characters")
        if name == "format" and texts and _WIDE.search(texts[0]):
            raise TemplateLimit("a format width of 10000 or more characters")
        return original(*args, **kwargs)

    if hasattr(original, "jinja_pass_arg"):
        run.jinja_pass_arg = original.jinja_pass_arg
    return run


# --- the guards a template is compiled with --------------------------------------------------

LOOP_GUARD = "_loop_step"  # names the guards go by in the environment's filters
OUTPUT_GUARD = "_produced"
TEXT_GUARD = "_joined"
STATIC_GUARD = "_written"


@jinja2.pass_context
def loop_guard(context: Any, items: Any) -> Iterable[Any]:
    """What a `{% for %}` loops over: every step counted against the budget."""
    if isinstance(items, jinja2.Undefined) or items is None:
        return items
    return _counted(items)


class _counted:
    """An iterable whose every step is counted; keeps len() for `loop.length` and `loop.last`."""

    def __init__(self, items: Any):
        self.items = items

    def __iter__(self) -> Iterator[Any]:
        for item in self.items:
            step()
            yield item

    def __len__(self) -> int:
        return len(self.items)


@jinja2.pass_context
def output_guard(context: Any, value: Any) -> Any:
    """Every value a template outputs, anywhere (blocks and macros included), before it becomes text:
    at most MAX_TEXT characters, and MAX_PRODUCED in all."""
    size = text_size(value)
    if size > MAX_TEXT:
        raise _too_long(size)
    budget.produced += size
    if budget.produced > MAX_PRODUCED:
        raise TemplateLimit(f"the template produced more than {MAX_PRODUCED} characters in all")
    check_time()
    return value


@jinja2.pass_context
def static_guard(context: Any, size: int) -> str:
    """The template's own text of one output, counted as produced; adds nothing to the output."""
    budget.produced += size
    if budget.produced > MAX_PRODUCED:
        raise TemplateLimit(f"the template produced more than {MAX_PRODUCED} characters in all")
    check_time()
    return ""


def text_guard(value: Any) -> Any:
    """Each part of a `~` concatenation, before it becomes text: at most MAX_TEXT characters."""
    check_value(value)
    check_time()
    return value


def guard_tree(tree: nodes.Template) -> nodes.Template:
    """Every loop's items and every output of a parsed template passed through the guards."""
    for loop in tree.find_all(nodes.For):
        loop.iter = nodes.Filter(loop.iter, LOOP_GUARD, [], [], None, None, lineno=loop.lineno)
    for concat in tree.find_all(nodes.Concat):
        concat.nodes = [nodes.Filter(part, TEXT_GUARD, [], [], None, None, lineno=part.lineno) for part in concat.nodes]
    for output in tree.find_all(nodes.Output):
        # the template's own text stays as it is (constant, never finalized): counted once per output
        static = sum(len(child.data) for child in output.nodes if isinstance(child, nodes.TemplateData))
        counted = [nodes.Filter(nodes.Const(static), STATIC_GUARD, [], [], None, None, lineno=output.lineno)]
        output.nodes = counted + [
            child
            if isinstance(child, nodes.TemplateData)
            else nodes.Filter(child, OUTPUT_GUARD, [], [], None, None, lineno=child.lineno)
            for child in output.nodes
        ]
    return tree


GUARDS = {LOOP_GUARD: loop_guard, OUTPUT_GUARD: output_guard, TEXT_GUARD: text_guard, STATIC_GUARD: static_guard}


class bounded_render:
    """One render within the limits, in any thread: the budgets start again and the clock starts.
    A render inside another (a decision read by the rulebook) shares the outer render's budgets."""

    def __enter__(self):
        self.outer = budget.active
        if not self.outer:
            budget.active = True
            budget.items = budget.produced = 0
            budget.deadline = time.thread_time() + MAX_SECONDS
        return self

    def __exit__(self, *exc):
        if not self.outer:
            budget.active = False
        return False
