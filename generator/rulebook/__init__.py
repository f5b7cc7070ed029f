"""Rulebooks: a Jinja2 template bound to the game's data → Markdown → a typeset A4 PDF.

`produce()` is the whole recipe, shared by the kind's check (which reports its problems as
findings) and its render (which returns the PDF):

1. render the sibling components (cached) and describe the kit for the print guide;
2. render the template in a sandbox with the typed data (`context.py`); every undefined value,
   syntax error or forbidden access is a located problem;
3. parse the Markdown (`markup.py`), typeset it (`typeset.py`) with figures drawn by the kinds'
   own drawing code (`figures.py`);
4. repeat once more if the rulebook's own page count, quoted in the print guide, changed.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..findings import Location
from ..fonts import SANS, SERIF, missing_glyphs
from . import markup as md
from .kit import Kit, describe, ordered, page_hint, planned_kit_files, sibling_outputs
from .template import TemplateProblem, render_template

if TYPE_CHECKING:
    from ..build import BuildOptions
    from ..project import Component, Game

BUNDLED_TEMPLATES = Path(__file__).resolve().parent.parent.parent / "templates"
MAX_PASSES = 3


def templates_root(game: "Game") -> Path:
    """`templates/` beside the components folder when there is one, else the bundled templates.

    A file missing from the folder beside the components is taken from the bundled templates, so an
    unrelated `templates/` folder there does not hide them (see template.search_roots).
    """
    beside = game.folder.parent.parent / "templates"
    return beside if beside.is_dir() else BUNDLED_TEMPLATES


def template_file(root: Path, name: str) -> Path:
    """The file a template name resolves to (the pack's own, else the bundled one)."""
    from .template import locate, search_roots
    return locate(search_roots(root), name) or Path(root) / name


@dataclass(frozen=True)
class Problem:
    location: Location
    message: str
    rule: str


@dataclass
class Produced:
    data: bytes = b""
    pages: int = 0
    markdown: str = ""
    chapters: list[str] = field(default_factory=list)
    kit: Kit | None = None
    problems: list[Problem] = field(default_factory=list)


def make_kit(game: "Game", component: "Component", options: "BuildOptions", *, planned: bool = False) -> Kit:
    spec = component.spec
    if planned:
        return Kit(tuple(planned_kit_files(game, options)))
    files = []
    for output in ordered(game, sibling_outputs(game, options)):
        printing = spec.printing.get(output.component)
        copies = printing.copies if printing and printing.copies else None
        files.append(describe(output, game, options, copies=copies, note=printing.note if printing else ""))
    return Kit(tuple(files))


def _locate(root: Path, template: str, needle: str) -> Location:
    """The template line where a snippet of the generated Markdown was written, else line 1."""
    from .template import locate, search_roots
    main = locate(search_roots(root), template) or root / template
    candidates = [main] + sorted(p for r in search_roots(root) for p in Path(r).rglob("*.j2")
                                 if p != main and locate([r], str(p.relative_to(r))) is not None)
    if needle:
        for path in candidates:
            try:
                lines = path.read_text(encoding="utf-8").splitlines()
            except OSError:
                continue
            for number, line in enumerate(lines, start=1):
                col = line.find(needle)
                if col >= 0:
                    return Location(str(path), number, col + 1)
    return Location(str(main), 1, 1)


def produce(component: "Component", game: "Game", options: "BuildOptions", *, typeset_pdf: bool = True) -> Produced:
    """The rulebook of `component`; with typeset_pdf=False (validation) the template, the Markdown,
    the glyphs and the figures are checked but no PDF is laid out."""
    from .context import RulebookFile, build_context
    from .typeset import Look, TitleInfo, typeset
    from .figures import figure_flowables

    spec = component.spec
    root = templates_root(game)
    result = Produced()
    result.kit = kit = make_kit(game, component, options, planned=not typeset_pdf)
    filename = f"{component.name}.pdf"
    pages = page_hint(game, component.name) if typeset_pdf else 0
    for _ in range(MAX_PASSES):
        context = build_context(game, component, options, kit, RulebookFile(filename, pages, spec.title))
        try:
            text = render_template(root, spec.template, context)
        except TemplateProblem as problem:
            result.problems.append(Problem(problem.location, problem.message, problem.rule))
            return result
        if result.data and text == result.markdown:
            break   # the page count is not printed anywhere: the first layout stands
        blocks, markup_problems = md.parse(text)
        problems = [Problem(_locate(root, spec.template, p.needle), p.message, p.rule) for p in markup_problems]
        problems += _glyph_problems(text, template_file(root, spec.template))
        figure_problems: list[Problem] = []
        info = TitleInfo(game=game.spec.title, subtitle=game.spec.subtitle, title=spec.title,
                         facts_line=facts_line(game), running=f"{game.spec.title} · {spec.title.lower()}")
        look = Look(accent=_color(spec.accent))

        def figure(ref: md.FigureRef, width: float):
            flow, problem = figure_flowables(ref, width, spec, game)
            if problem:
                figure_problems.append(Problem(_locate(root, spec.template, f"figure:{ref.name}"), problem,
                                               "rulebook.figure"))
            return flow

        if not typeset_pdf:
            for block in _figure_refs(blocks):
                figure(block, options.paper.width - 2 * look.margin_x)
            result.markdown = text
            result.problems = _unique(problems + figure_problems)
            return result
        try:
            data, count, chapters = typeset(blocks, info, look, options.paper, figure, toc_levels=spec.toc_levels)
        except Exception as exc:   # a layout that cannot be made is a finding, not a traceback
            problems.append(Problem(Location(str(template_file(root, spec.template))), f"the rulebook cannot be typeset: "
                                    f"{type(exc).__name__}: {str(exc)[:300]}", "rulebook.layout"))
            result.problems = problems
            return result
        result.data, result.markdown, result.chapters = data, text, chapters
        result.problems = _unique(problems + figure_problems)
        if count == pages:
            break
        pages = count
    result.pages = pages
    return result


def _figure_refs(blocks) -> list[md.FigureRef]:
    found = []
    for block in blocks:
        if isinstance(block, md.FigureRef):
            found.append(block)
        elif isinstance(block, md.Note):
            found += _figure_refs(block.blocks)
        elif isinstance(block, md.ListBlock):
            for item in block.items:
                found += _figure_refs(item)
    return found


def _unique(problems: list[Problem]) -> list[Problem]:
    seen: set[Problem] = set()
    return [p for p in problems if not (p in seen or seen.add(p))]


def _glyph_problems(text: str, where: Path) -> list[Problem]:
    missing = sorted(missing_glyphs(text, SERIF) | missing_glyphs(text, SANS))
    if not missing:
        return []
    shown = " ".join(f"{ch} (U+{ord(ch):04X})" for ch in missing)
    return [Problem(Location(str(where)), f"the rulebook text has characters the fonts cannot print: {shown}",
                    "rulebook.glyphs")]


def _color(value: str):
    from reportlab.lib import colors
    return colors.HexColor(value)


def facts_line(game: "Game") -> str:
    from .polish import plural
    players = game.spec.players
    noun = plural(players.max, "gracz", "graczy", "graczy")
    parts = [f"{players.min}–{players.max} {noun}" if players.min != players.max else f"{players.min} {noun}"]
    if game.spec.age:
        parts.append(f"wiek {game.spec.age}")
    if game.spec.duration:
        parts.append(game.spec.duration)
    return " · ".join(parts)
