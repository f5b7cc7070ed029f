"""Rulebook templates: Jinja2 in a sandbox, strict about every value, errors as findings.

A template sees only what the context gives it, wrapped in `Node`s: read-only views of the typed
models and facts that know their own path (`facts`, `components.plytki.exhibits[3]`), so a
reference to a value the data lacks reads `'facts' has no attribute 'wall_cost'` and fails the
build at the template's line. Templates load only from the templates folder; an include that
leaves it is refused.
"""

from __future__ import annotations

import re
import traceback
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jinja2
from jinja2.defaults import DEFAULT_FILTERS
from jinja2.sandbox import SandboxedEnvironment
from jinja2.utils import missing

from generator.build.cache.reads import note_exists, note_read
from generator.data import bundled
from generator.model.colour_words import colour_word
from generator.model.findings import Location
from generator.model.units import to_mm
from generator.rulebook import polish
from generator.rulebook.deferred import Deferred, Probed, deferring
from generator.rulebook.limits import (
    GUARDS,
    MAX_TEXT,
    REFUSED_METHODS,
    TemplateLimit,
    bounded_range,
    bounded_render,
    check_binop,
    check_call,
    check_format,
    check_time,
    check_value,
    guard_tree,
    limited_filter,
)
from generator.rulebook.views import Node, path_of, unwrap

BUNDLED = bundled("templates")


# --- undefined values ------------------------------------------------------------------------


class RulebookUndefined(jinja2.StrictUndefined):
    """StrictUndefined whose message names the value's path in the data, not a Python class."""

    __slots__ = ()

    def __init__(
        self,
        hint: str | None = None,
        obj: Any = missing,
        name: Any = None,
        exc: type[jinja2.TemplateRuntimeError] = jinja2.UndefinedError,
    ) -> None:
        super().__init__(hint or _undefined_message(obj, name), obj, name, exc)


def _undefined_message(obj: Any, name: Any) -> str:
    """What a template reading `name` of `obj` (missing: a name of its own) is told when there is none."""
    if obj is missing:
        return f"'{name}' is undefined"
    owner = f"'{path_of(obj)}'" if isinstance(obj, Node) else f"'{type(obj).__name__}'"
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
        note_exists(candidate)  # a template added there later is a change (cache/reads.py)
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
            if (
                Path(template).is_absolute()
                or ".." in Path(template).parts
                or any((Path(r) / template).exists() for r in self.roots)
            ):
                raise jinja2.TemplateNotFound(f"{template} (outside the templates folder)")
            raise jinja2.TemplateNotFound(template)
        source, filename, uptodate = super().get_source(environment, template)

        def still(filename=filename, uptodate=uptodate) -> bool:
            note_read(filename)  # a compiled template reused is read as much as one loaded
            return uptodate()

        return source, filename, still


class RulebookEnvironment(SandboxedEnvironment):
    """The one sandbox of every template (rulebooks, player aids, game.yaml's decisions): no
    attribute starting with '_', only our filters, and bounded work (limits.py): every loop and
    output of a template is compiled through the guards, operators, calls, attributes and
    str.format are checked before they run, and the clock is read on each of them."""

    intercepted_binops = frozenset(["*", "**", "+", "%"])

    def compile(self, source, name=None, filename=None, raw=False, defer_init=False):
        if isinstance(source, str):
            source = self.parse(source, name, filename)
        return super().compile(guard_tree(source), name, filename, raw, defer_init)

    def call_binop(self, context, operator, left, right):
        check_binop(operator, unwrap(left), unwrap(right))
        return super().call_binop(context, operator, left, right)

    def call(self, context, obj, /, *args, **kwargs):
        check_call(obj, args, kwargs)
        return super().call(context, obj, *args, **kwargs)

    def getattr(self, obj, attribute):
        check_time()
        return super().getattr(obj, attribute)

    def getitem(self, obj, argument):
        check_time()
        return super().getitem(obj, argument)

    def wrap_str_format(self, value):
        sandboxed = super().wrap_str_format(value)
        if sandboxed is None:
            return None
        text = value.__self__

        def checked(*args, **kwargs):
            check_format(text)
            for argument in list(args) + list(kwargs.values()):
                check_value(argument)
            return sandboxed(*args, **kwargs)

        return checked

    def is_safe_attribute(self, obj: Any, attr: str, value: Any) -> bool:
        if isinstance(obj, (Node, Probed)):
            return not attr.startswith("_") and attr not in ("items_keys",)
        if attr in REFUSED_METHODS:
            return False
        return super().is_safe_attribute(obj, attr, value)


_MD_SPECIAL = re.compile(r"([\\`*_\[\]<>|])")


class Markdown(str):
    """Text a filter produced as Markdown on purpose: inserted without escaping."""


class PlaceholderValue(Exception):
    """A template printed a value that is no text for a reader: None or a whole container."""


# what Python prints for a value the data lacks: never text a player should read
PLACEHOLDERS = re.compile(r"(?<![\w.])(None|True|False)(?![\w])|\\?\[\s*\\?\](?!\()|\{\s*\}")


def placeholder_in(text: str) -> str | None:
    """The first Python placeholder ("None", "True", "False", "[]", "{}") in rendered text, with
    a little of the text around it; None when there is none."""
    match = PLACEHOLDERS.search(text)
    if match is None:
        return None
    start, end = max(0, match.start() - 40), min(len(text), match.end() + 40)
    return f"„{match.group(0)}” in „{' '.join(text[start:end].split())}”"


def _finalize(value: Any) -> Any:
    """Every `{{ value }}` lands in Markdown: escape characters that would change its structure.
    None and containers are refused: Python would print them as "None", "[...]" or "{...}"."""
    raw = unwrap(value)
    if raw is None or isinstance(raw, (list, tuple, dict, set)):
        raise PlaceholderValue(
            f"the template prints {'None' if raw is None else type(raw).__name__ + ' ' + repr(raw)[:60]}"
            " where text belongs: the data has no such value, or the template names the wrong one"
        )
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


# filters that make text of their value: given None they would print "none", "None", "NONE" (r20: the
# pawns' colour names, dropped from the data, came out as „none, none … albo none” through `lower`)
TEXT_FILTERS = ("lower", "upper", "capitalize", "title", "trim", "lcfirst")  # value first, no context


def _refusing_none(name: str, text_filter):
    def run(value, *args, **kwargs):
        if unwrap(value) is None:
            raise PlaceholderValue(
                f"the template passes None to '{name}' where text belongs: the data has no such value, "
                "or the template names the wrong one"
            )
        return text_filter(value, *args, **kwargs)

    return run


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


def _pages(first: Any, last: Any) -> Markdown:
    """'5–16' or '8': a range under a heading that names its pages' numbering (the print table's „Co zawiera
    (strony wydruku)”), without the word."""
    first, last = unwrap(first), unwrap(last)
    return Markdown(str(first) if first >= last else f"{first}–{last}")


def page_span(start: Any, offset: Any, count: Any) -> Markdown:
    """`count` pages from `offset` pages after page `start` (the first page of a part in a print job,
    known only after layout): 'strony 19–26'. The sum is made here, on the real number, so the
    template need not add to a deferred page."""
    first = unwrap(start) + unwrap(offset)
    return _page_range(first, first + unwrap(count) - 1)


def _lcfirst(value: Any) -> str:
    """'Plansza (4 × A4)' → 'plansza (4 × A4)': only the first letter, so A4 or ZAKUP stay as written."""
    text = str(unwrap(value))
    if len(text) > 1 and text[1].isupper():
        return text  # an acronym or a name in capitals
    return text[:1].lower() + text[1:]


def _band(value: Any) -> Markdown:
    """'4-7' (a band of player counts as written in the facts) → '4–7'."""
    return Markdown(str(unwrap(value)).replace("-", "–"))


_ENVIRONMENTS: dict[Path, RulebookEnvironment] = {}


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
    folders = [Path(root)] + [BUNDLED] * (key != BUNDLED.resolve())  # a user's folder falls back to ours
    env = RulebookEnvironment(
        loader=jinja2.ChoiceLoader([ConfinedLoader(folder) for folder in folders]),
        undefined=RulebookUndefined,
        autoescape=False,
        finalize=_finalize,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        auto_reload=True,
    )
    _ENVIRONMENTS[key] = env
    env.filters.update(
        {
            "markdown": lambda text: Markdown(str(text)),
            "mm": _mm,
            "join_pl": _join,
            "band": _band,
            "lcfirst": _lcfirst,
            "colour_pl": colour_word,  # a drawn colour's Polish name: a caption never types one by hand
            "num": deferring(_num, number=True),
            **{name: deferring(f) for name, f in (("plural", _plural), ("form", _form), ("signed", _signed))},
        }
    )
    for name in DEFAULT_FILTERS:
        env.filters[name] = limited_filter(name, env.filters[name])
    for name in TEXT_FILTERS:
        env.filters[name] = _refusing_none(name, env.filters[name])
    env.filters.update(GUARDS)
    env.globals.clear()
    env.globals.update(
        {
            "range": bounded_range,
            "min": min,
            "max": max,
            "page_range": deferring(_page_range),
            "pages": deferring(_pages),
            "page_span": deferring(page_span),
            "namespace": jinja2.utils.Namespace,
        }
    )
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
        return TemplateProblem(
            Location(str(Path(path)), exc.lineno or 1, 1), f"template syntax error: {exc.message}", "rulebook.syntax"
        )
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
        return TemplateProblem(
            Location(path, line, 1),
            f"template '{exc.name}' not found in the templates folder",
            "rulebook.missing-template",
        )
    if isinstance(exc, PlaceholderValue):
        return TemplateProblem(Location(path, line, 1), str(exc), "rulebook.placeholder")
    if isinstance(exc, TemplateLimit):
        return TemplateProblem(Location(path, line, 1), f"template does too much work: {exc}", "rulebook.limit")
    if isinstance(exc, jinja2.exceptions.SecurityError):
        return TemplateProblem(Location(path, line, 1), f"not allowed in a rulebook template: {exc}", "rulebook.unsafe")
    return TemplateProblem(
        Location(path, line, 1), f"template error: {type(exc).__name__}: {exc}", "rulebook.template-error"
    )


def render_bounded(template: jinja2.Template, context: dict[str, Any]) -> str:
    """A compiled template rendered within the limits (limits.py), in any thread: raises
    TemplateLimit (TimeLimit past MAX_SECONDS) when it asks for more."""
    with bounded_render():
        out, size = [], 0
        for chunk in template.generate(**context):
            size += len(chunk)
            if size > MAX_TEXT:
                raise TemplateLimit(f"the rulebook text is longer than {MAX_TEXT} characters")
            out.append(chunk)
        return "".join(out)


def render_template(root: Path, name: str, context: dict[str, Any]) -> str:
    """Render `name` (relative to root); raises TemplateProblem on any template error."""
    env = make_environment(root)
    template_path = locate(search_roots(root), name) or root / name
    try:
        template = env.get_template(name)
        text = render_bounded(template, context)
    except jinja2.TemplateNotFound as exc:
        if exc.name == name:
            raise TemplateProblem(
                Location(str(template_path)), f"template '{name}' not found in {root}", "rulebook.missing-template"
            ) from None
        raise problem_from(exc, root, template_path) from None
    except TemplateProblem:
        raise
    except Exception as exc:  # every template error becomes a finding, never a traceback
        raise problem_from(exc, root, template_path) from None
    found = placeholder_in(text)  # also what no `{{ }}` printed: a `~` join, a `%` format, the data's own text
    if found:
        raise TemplateProblem(
            Location(str(template_path)),
            f"the text has a Python placeholder where words belong: {found}",
            "rulebook.placeholder",
        )
    return text
