"""Rulebook templates: Jinja2 in a sandbox, strict about every value, errors as findings.

A template sees only what the context gives it, wrapped in `Node`s: read-only views of the typed
models and facts that know their own path (`facts`, `components.tiles.exhibits[3]`), so a
reference to a value the data lacks reads `'facts' has no attribute 'wall_cost'` and fails the
build at the template's line. Templates load only from the templates folder; an include that
leaves it is refused.
"""
from __future__ import annotations

import re
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterator, Mapping

import jinja2
from jinja2 import nodes as jnodes
from jinja2.sandbox import SandboxedEnvironment
from pydantic import BaseModel

from . import polish
from .deferred import Deferred, Probed, ReadOnlyView, deferring
from ..data import bundled
from ..cache.reads import note_exists
from .bytecode import StoredBytecode
from ..findings import Findings, Location
from ..atomic import write_atomic
from ..units import to_mm
import signal
import threading

BUNDLED = bundled("templates")


class Node(ReadOnlyView):
    """A read-only view of data for templates: attributes and items of models, dicts and lists.

    Leaves (numbers, strings, booleans) are returned as they are, so arithmetic and filters work
    on them; containers are wrapped again with a longer path. Hyphenated keys such as
    `starting-tokens` are reachable as `facts.starting_tokens` too.
    """

    __slots__ = ("_value", "_path")

    def __init__(self, value: Any, path: str):
        object.__setattr__(self, "_value", value)
        object.__setattr__(self, "_path", path)

    # --- lookup -------------------------------------------------------------------------------
    def _child(self, name: Any) -> Any:
        value = self._value
        if isinstance(value, BaseModel):
            if isinstance(name, str) and name in type(value).model_fields:
                return wrap(getattr(value, name), f"{self._path}.{name}")
            raise KeyError(name)
        if isinstance(value, Mapping):
            for key in _spellings(name):
                if key in value:
                    return wrap(value[key], f"{self._path}.{key}" if _word(key) else f"{self._path}[{key!r}]")
            raise KeyError(name)
        if isinstance(value, (list, tuple)) and isinstance(name, int) and not isinstance(name, bool):
            if -len(value) <= name < len(value):
                return wrap(value[name], f"{self._path}[{name}]")
            raise KeyError(name)
        if hasattr(value, "__dataclass_fields__") and isinstance(name, str) and name in value.__dataclass_fields__:
            return wrap(getattr(value, name), f"{self._path}.{name}")
        if isinstance(name, str) and name in _PROPERTIES.get(type(value), ()):
            return wrap(getattr(value, name), f"{self._path}.{name}")
        raise KeyError(name)

    # --- container protocol --------------------------------------------------------------------
    def _items(self) -> list[Any]:
        value = self._value
        if isinstance(value, (list, tuple)):
            return [wrap(v, f"{self._path}[{i}]") for i, v in enumerate(value)]
        if isinstance(value, Mapping):
            return list(value.keys())
        if isinstance(value, BaseModel):
            return [name for name in type(value).model_fields]
        raise TypeError(f"'{self._path}' is not a list")

    def __iter__(self) -> Iterator[Any]:
        return iter(self._items())

    def __len__(self) -> int:
        value = self._value
        if isinstance(value, (list, tuple, Mapping)):
            return len(value)
        if isinstance(value, BaseModel):
            return len(type(value).model_fields)
        raise TypeError(f"'{self._path}' has no length")

    def __bool__(self) -> bool:
        value = self._value
        if isinstance(value, (list, tuple, Mapping)):
            return bool(value)
        return True

    def __contains__(self, item: Any) -> bool:
        value = self._value
        if isinstance(value, Mapping):
            return any(key in value for key in _spellings(item))
        if isinstance(value, BaseModel):
            return item in type(value).model_fields
        return item in list(self)

    def items(self) -> list[tuple[Any, Any]]:
        value = self._value
        if isinstance(value, BaseModel):
            return [(k, wrap(getattr(value, k), f"{self._path}.{k}")) for k in type(value).model_fields]
        if not isinstance(value, Mapping):
            raise TypeError(f"'{self._path}' is not a mapping")
        return [(k, wrap(v, f"{self._path}[{k!r}]")) for k, v in value.items()]

    def keys(self) -> list[Any]:
        return list(self.items_keys())

    def items_keys(self) -> list[Any]:
        value = self._value
        return list(value.keys()) if isinstance(value, Mapping) else []

    def values(self) -> list[Any]:
        return [v for _, v in self.items()]

    def __eq__(self, other: Any) -> bool:
        return unwrap(self) == unwrap(other)

    def __hash__(self) -> int:
        return hash(self._path)

    def __str__(self) -> str:
        value = self._value
        if isinstance(value, BaseModel) or isinstance(value, (list, tuple, Mapping)):
            raise TypeError(f"'{self._path}' is a group of values, not one value to print")
        return str(value)

    def __repr__(self) -> str:
        return f"Node({self._path})"


# Read-only computed properties a template may read (besides model fields and dataclass fields).
_PROPERTIES: dict[type, tuple[str, ...]] = {}


def expose_properties(cls: type, *names: str) -> None:
    """Let templates read these properties of `cls` (e.g. computed revenues of an engine result)."""
    _PROPERTIES[cls] = tuple(names)


def _word(key: Any) -> bool:
    return isinstance(key, str) and re.fullmatch(r"[A-Za-z_][A-Za-z0-9_-]*", key) is not None


def _spellings(name: Any) -> list[Any]:
    if isinstance(name, str):
        return [name, name.replace("_", "-")] if "_" in name else [name]
    return [name]


class Later(Node):
    """A Node whose value is made the first time a template reads it (`make()`), then kept."""

    __slots__ = ("_make",)

    def __init__(self, make: Callable[[], Any], path: str):
        object.__setattr__(self, "_make", make)
        object.__setattr__(self, "_path", path)

    def __getattr__(self, name: str) -> Any:
        if name == "_value":        # not made yet (the slot is empty)
            value = self._make()
            object.__setattr__(self, "_value", value)
            return value
        return super().__getattr__(name)


def wrap(value: Any, path: str) -> Any:
    if isinstance(value, (str, int, float, bool, Deferred, Probed)) or value is None:
        return value
    if callable(value) and not isinstance(value, BaseModel) and not hasattr(value, "__dataclass_fields__"):
        return value
    return Node(value, path)


def unwrap(value: Any) -> Any:
    return value._value if isinstance(value, Node) else value


# --- undefined values ------------------------------------------------------------------------

class RulebookUndefined(jinja2.StrictUndefined):
    """StrictUndefined whose message names the value's path in the data, not a Python class."""

    __slots__ = ()

    @property
    def _undefined_message(self) -> str:
        if self._undefined_hint:
            return self._undefined_hint
        obj = self._undefined_obj
        name = self._undefined_name
        if obj is jinja2.utils.missing:
            return f"'{name}' is undefined"
        owner = f"'{obj._path}'" if isinstance(obj, Node) else f"'{type(obj).__name__}'"
        if isinstance(name, str):
            return f"{owner} has no attribute '{name}'"
        return f"{owner} has no item {name!r}"


# --- the environment -------------------------------------------------------------------------



def locate(roots: list[Path], name: str) -> Path | None:
    """The file a template name means: the first root that has it, and only when it stays in that root.

    An absolute name, `..` or a link leaving its folder is never followed: None.
    """
    if not name or Path(name).is_absolute() or ".." in Path(name).parts:
        return None
    for root in roots:
        candidate = Path(root) / name
        note_exists(candidate)      # a template added there later is a change (cache/reads.py)
        if not candidate.exists():
            continue
        resolved = candidate.resolve()
        try:
            resolved.relative_to(Path(root).resolve())
        except ValueError:
            return None
        return resolved if resolved.is_file() else None
    return None


def search_roots(root: Path) -> list[Path]:
    """A components pack's templates folder first, then the bundled templates (per file)."""
    root = Path(root)
    bundled = BUNDLED_TEMPLATES
    return [root] if root.resolve() == bundled.resolve() else [root, bundled]


class ConfinedLoader(jinja2.FileSystemLoader):
    """Loads templates from the templates folders only: `..`, absolute paths and symlinks leaving them are refused."""

    def __init__(self, root: Path):
        self.roots = search_roots(root)
        super().__init__([str(r) for r in self.roots], encoding="utf-8", followlinks=False)
        self.root = Path(root).resolve()

    def get_source(self, environment, template):
        if locate(self.roots, template) is None:
            if Path(template).is_absolute() or ".." in Path(template).parts or any(
                    (Path(r) / template).exists() for r in self.roots):
                raise jinja2.TemplateNotFound(f"{template} (outside the templates folder)")
            raise jinja2.TemplateNotFound(template)
        return super().get_source(environment, template)


# Limits of a template's work: a components pack may bring its own templates, so a template is
# data and must not hang or exhaust memory ({% for i in range(10**12) %}, {{ "x" * 10**9 }}).
MAX_RANGE = 10_000          # items of one range()
MAX_LOOP_ITEMS = 200_000    # items all range() loops of one render may yield together
MAX_TEXT = 1_000_000        # characters of one computed string or list, and of the whole output
MAX_EXPONENT = 64
MAX_SECONDS = 20            # one render of a rulebook template (a real one takes well under a second)


class TemplateLimit(Exception):
    """A template asked for more work than any rulebook needs."""


class _Budget:
    def __init__(self):
        self.items = 0


_budget = _Budget()


class _BoundedRange:
    """range() for templates: any number of passes (a table's rows loop over one `{% set %}` range)."""

    def __init__(self, numbers: range):
        self.numbers = numbers

    def __iter__(self) -> Iterator[int]:
        for n in self.numbers:
            _budget.items += 1
            if _budget.items > MAX_LOOP_ITEMS:
                raise TemplateLimit(f"loops over range() took more than {MAX_LOOP_ITEMS} steps in all")
            yield n

    def __len__(self) -> int:
        return len(self.numbers)


def _bounded_range(*args) -> _BoundedRange:
    numbers = range(*(int(a) for a in args))
    if len(numbers) > MAX_RANGE:
        raise TemplateLimit(f"range() of {len(numbers)} numbers; a rulebook template may loop over at most "
                            f"{MAX_RANGE}")
    return _BoundedRange(numbers)


def _size(value: Any) -> int | None:
    return len(value) if isinstance(value, (str, list, tuple)) else None


def _check_binop(operator: str, left: Any, right: Any) -> None:
    """Refuse an operation whose result would be huge, before Python computes it."""
    if operator == "*":
        for seq, n in ((left, right), (right, left)):
            if _size(seq) is not None and isinstance(n, int) and _size(seq) * max(n, 0) > MAX_TEXT:
                raise TemplateLimit(f"text of {_size(seq) * n} characters; a rulebook template may make at most "
                                    f"{MAX_TEXT}")
    elif operator == "**":
        if isinstance(right, (int, float)) and abs(right) > MAX_EXPONENT:
            raise TemplateLimit(f"power with exponent {right}; at most {MAX_EXPONENT}")
    elif operator == "+":
        if _size(left) is not None and _size(right) is not None and _size(left) + _size(right) > MAX_TEXT:
            raise TemplateLimit(f"text of {_size(left) + _size(right)} characters; a rulebook template may make at "
                                f"most {MAX_TEXT}")
    elif operator == "%" and isinstance(left, str) and re.search(r"%[-+ #0]*(\d{5,}|\*)", left):
        raise TemplateLimit("a format width of 10000 or more characters")


def _limited_filter(name: str, original: Callable) -> Callable:
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


class RulebookEnvironment(SandboxedEnvironment):
    """Sandbox: no attribute starting with '_', no method calls on data; only our filters; bounded work."""

    intercepted_binops = frozenset(["*", "**", "+", "%"])

    def call_binop(self, context, operator, left, right):
        _check_binop(operator, unwrap(left), unwrap(right))
        return super().call_binop(context, operator, left, right)

    def is_safe_attribute(self, obj: Any, attr: str, value: Any) -> bool:
        if isinstance(obj, (Node, Probed)):
            return not attr.startswith("_") and attr not in ("items_keys",)
        return super().is_safe_attribute(obj, attr, value)


_MD_SPECIAL = re.compile(r"([\\`*_\[\]<>|])")


class Markdown(str):
    """Text a filter produced as Markdown on purpose: inserted without escaping."""


def _finalize(value: Any) -> Any:
    """Every `{{ value }}` lands in Markdown: escape characters that would change its structure."""
    if isinstance(value, Node):
        value = str(value)
    if isinstance(value, (Markdown, Deferred)):
        return str(value)
    if isinstance(value, bool):
        return "tak" if value else "nie"
    if isinstance(value, (int, float)):
        return polish.number(value)
    if isinstance(value, str):
        return _MD_SPECIAL.sub(r"\\\1", value)
    return value


def _num(value: Any, decimals: int | None = None) -> Markdown:
    return Markdown(polish.number(unwrap(value), decimals))


def _plural(count: Any, one: str, few: str, many: str) -> Markdown:
    return Markdown(polish.counted(unwrap(count), one, few, many))


def _form(count: Any, one: str, few: str, many: str) -> Markdown:
    return Markdown(polish.plural(unwrap(count), one, few, many))


def _mm(points: Any, decimals: int | None = None) -> Markdown:
    value = round(to_mm(float(unwrap(points))), 2)
    return Markdown(f"{polish.number(value, decimals)}{polish.NBSP}mm")


def _join(items: Any, last: str = "i") -> Markdown:
    return Markdown(polish.join_list([_finalize(i) for i in items], last))


def _signed(value: Any) -> Markdown:
    value = unwrap(value)
    return Markdown(("+" if value > 0 else "") + polish.number(value))


def _page_range(first: Any, last: Any) -> Markdown:
    first, last = unwrap(first), unwrap(last)
    if first >= last:
        return Markdown(f"strona{polish.NBSP}{first}")
    return Markdown(f"strony{polish.NBSP}{first}–{last}")


def _lcfirst(value: Any) -> str:
    """'Plansza (4 × A4)' → 'plansza (4 × A4)': only the first letter, so A4 or ZAKUP stay as written."""
    text = str(unwrap(value))
    if len(text) > 1 and text[1].isupper():
        return text          # an acronym or a name in capitals
    return text[:1].lower() + text[1:]


def _band(value: Any) -> Markdown:
    """'4-7' (a band of player counts as written in the facts) → '4–7'."""
    return Markdown(str(unwrap(value)).replace("-", "–"))


_ENVIRONMENTS: dict[Path, "RulebookEnvironment"] = {}


BUNDLED_TEMPLATES = BUNDLED


def templates_root(game: Any) -> Path:
    """`templates/` beside the components folder when there is one, else the bundled templates. A
    file the folder beside lacks is taken from the bundled ones (search_roots, per file), so an
    unrelated or partial `templates/` there never hides them."""
    beside = game.folder.parent.parent / "templates"
    note_exists(beside)
    return beside if beside.is_dir() else BUNDLED_TEMPLATES


def make_environment(root: Path) -> RulebookEnvironment:
    """One environment per templates folder, so compiled templates are reused (reloaded on change)."""
    key = Path(root).resolve()
    if key in _ENVIRONMENTS:
        return _ENVIRONMENTS[key]
    folders = [Path(root)] + [BUNDLED] * (key != BUNDLED.resolve())   # a user's folder falls back to ours
    env = RulebookEnvironment(
        loader=jinja2.ChoiceLoader([ConfinedLoader(folder) for folder in folders]), undefined=RulebookUndefined, autoescape=False, finalize=_finalize,
        trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True, auto_reload=True,
        bytecode_cache=StoredBytecode(),
    )
    _ENVIRONMENTS[key] = env
    env.filters.update({"markdown": lambda text: Markdown(str(text)), "mm": _mm, "join_pl": _join, "band": _band,
                        "lcfirst": _lcfirst, "num": deferring(_num, number=True),
                        **{name: deferring(f) for name, f in (("plural", _plural), ("form", _form), ("signed", _signed))}})
    for name in ("center", "indent", "wordwrap", "replace", "format", "truncate", "join", "string"):
        if name in env.filters:
            env.filters[name] = _limited_filter(name, env.filters[name])
    env.globals.clear()
    env.globals.update({"range": _bounded_range, "min": min, "max": max, "page_range": deferring(_page_range),
                        "namespace": jinja2.utils.Namespace})
    return env


# --- errors as findings -----------------------------------------------------------------------

@dataclass
class TemplateProblem(Exception):
    location: Location
    message: str
    rule: str


def _template_frame(exc: BaseException, root: Path) -> tuple[str, int] | None:
    """The innermost traceback frame that runs a template file: (path, line)."""
    found = None
    root = root.resolve()
    for frame in traceback.extract_tb(exc.__traceback__):
        try:
            path = Path(frame.filename).resolve()
            path.relative_to(root)
        except (ValueError, OSError):
            continue
        if path.suffix == ".j2" and frame.lineno:
            found = (str(path), frame.lineno)
    return found


def _column(path: str, line: int, needle: str | None) -> int:
    if not needle:
        return 1
    try:
        text = Path(path).read_text(encoding="utf-8").splitlines()[line - 1]
    except (OSError, IndexError):
        return 1
    match = re.search(rf"(?<![\w-]){re.escape(needle)}(?![\w-])", text)
    return match.start() + 1 if match else 1


def problem_from(exc: BaseException, root: Path, template_path: Path) -> TemplateProblem:
    """Translate a Jinja2 exception into a located problem in the template that caused it."""
    if isinstance(exc, jinja2.TemplateSyntaxError):
        path = exc.filename or str(template_path)
        return TemplateProblem(Location(str(Path(path)), exc.lineno or 1, 1),
                               f"template syntax error: {exc.message}", "rulebook.syntax")
    frame = _template_frame(exc, root) or (str(template_path), 1)
    path, line = frame
    if isinstance(exc, jinja2.UndefinedError):
        message = str(exc)
        needle = re.findall(r"'([^']+)'", message)
        col = _column(path, line, needle[-1] if needle else None)
        if "has no attribute" in message or "has no item" in message:
            return TemplateProblem(Location(path, line, col), message, "rulebook.undefined")
        return TemplateProblem(Location(path, line, col), message, "rulebook.undefined")
    if isinstance(exc, jinja2.TemplateNotFound):
        return TemplateProblem(Location(path, line, 1), f"template '{exc.name}' not found in the templates folder",
                               "rulebook.missing-template")
    if isinstance(exc, TemplateLimit):
        return TemplateProblem(Location(path, line, 1), f"template does too much work: {exc}", "rulebook.limit")
    if isinstance(exc, jinja2.exceptions.SecurityError):
        return TemplateProblem(Location(path, line, 1), f"not allowed in a rulebook template: {exc}",
                               "rulebook.unsafe")
    return TemplateProblem(Location(path, line, 1), f"template error: {type(exc).__name__}: {exc}",
                           "rulebook.template-error")


def render_template(root: Path, name: str, context: dict[str, Any]) -> str:
    """Render `name` (relative to root); raises TemplateProblem on any template error."""
    env = make_environment(root)
    template_path = locate(search_roots(root), name) or root / name
    try:
        template = env.get_template(name)
        with _time_limit():
            _budget.items = 0
            out, size = [], 0
            for chunk in template.generate(**context):
                size += len(chunk)
                if size > MAX_TEXT:
                    raise TemplateLimit(f"the rulebook text is longer than {MAX_TEXT} characters")
                out.append(chunk)
            return "".join(out)
    except jinja2.TemplateNotFound as exc:
        if exc.name == name:
            raise TemplateProblem(Location(str(template_path)), f"template '{name}' not found in {root}",
                                  "rulebook.missing-template") from None
        raise problem_from(exc, root, template_path) from None
    except TemplateProblem:
        raise
    except Exception as exc:   # every template error becomes a finding, never a traceback
        raise problem_from(exc, root, template_path) from None


class _TimeLimit(TemplateLimit):
    pass


class _time_limit:
    """Stop a render after MAX_SECONDS (main thread only: the interval timer delivers SIGALRM there)."""

    def __enter__(self):
        self.armed = threading.current_thread() is threading.main_thread() and hasattr(signal, "setitimer")
        if self.armed:
            def expire(signum, frame):
                raise _TimeLimit(f"rendering took more than {MAX_SECONDS} s")
            self.previous = signal.signal(signal.SIGALRM, expire)
            signal.setitimer(signal.ITIMER_REAL, MAX_SECONDS)
        return self

    def __exit__(self, *exc):
        if self.armed:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, self.previous)
        return False
