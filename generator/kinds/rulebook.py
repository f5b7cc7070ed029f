"""rulebook: the game's rules as an A4 PDF, typeset from a Jinja2 template bound to the game's data.

```yaml
kind: rulebook
template: kolekcjonerzy/rulebook.md.j2     # under templates/
title: Zasady gry
accent: "#6b2d2a"
figures:                                    # shown in the text as ![caption](figure:tiles)
  tiles: {component: tiles, pieces: [0, 11, 27, 36], side: front}
printing:                                   # per component, for the print guide
  zetony: {copies: 1, note: "…"}
```

The check renders everything the build would (template, Markdown, layout) and reports template
errors at the template's line: `templates/x/rulebook.md.j2:42:9: error: 'facts' has no attribute
'wall_cost' [rulebook.undefined]`. A number typed into the template's prose is an error too: it
must come from the data, so the rulebook cannot disagree with the components.
"""
from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from ..model import Model
from ..project import Decision
from ..units import Length, PositiveLength
from . import Kind, register

Color = Annotated[str, Field(pattern=r"^#[0-9a-fA-F]{6}$")]


class FigurePart(Model):
    component: str
    pieces: list[Annotated[int, Field(ge=0)]] = []
    side: Literal["front", "back", "both"] = "front"


class FigureSpec(Model):
    """A picture of real components, drawn by the code that prints them."""

    component: str
    pieces: list[Annotated[int, Field(ge=0)]] = []   # indices in the kit's order; empty: the first four
    side: Literal["front", "back", "both"] = "front"
    also: list[FigurePart] = []                       # pieces of other components in the same row
    scale: Annotated[float, Field(gt=0.05, le=2)] | None = None   # None: actual size when it fits
    board: bool = False                               # the whole board (board kinds)
    region: Annotated[list[Length], Field(min_length=4, max_length=4)] | None = None   # x, y, w, h on the board
    max_height: PositiveLength | None = None
    note_actual_size: bool = True                     # add „(rzeczywista wielkość)” to the caption


class PrintNote(Model):
    copies: Annotated[int, Field(ge=1, le=50)] | None = None
    note: str = ""


class Rulebook(Model):
    """The rulebook's template and options; `decisions` are rule readings the rulebook adds to the
    game's own (game.yaml), both listed on the page "what this edition decided"."""

    kind: Literal["rulebook"]
    template: str = Field(min_length=1)
    title: str = "Zasady gry"
    accent: Color = "#6b2d2a"
    toc_levels: Annotated[int, Field(ge=1, le=2)] = 1
    figures: dict[str, FigureSpec] = {}
    printing: dict[str, PrintNote] = {}
    decisions: list[Decision] = []


def render(component, game, options):
    from ..build import Output
    from ..rulebook import produce
    result = produce(component, game, options)
    if not result.data:
        problems = "; ".join(p.message for p in result.problems) or "no output"
        raise RuntimeError(f"rulebook '{component.name}' of {game.id} could not be made: {problems}")
    return [Output(game=game.id, component=component.name, kind=component.kind, filename=f"{component.name}.pdf",
                   data=result.data, pages=result.pages, sheets=0, stock="paper", duplex=True)]


def check(component, game, findings) -> None:
    from ..build import BuildOptions
    from ..project import inside
    from ..rulebook import templates_root
    from ..rulebook.template import literal_numbers
    spec: Rulebook = component.spec
    from ..rulebook.template import locate, search_roots
    root = templates_root(game)
    path = inside(root, spec.template)
    if path is None:
        findings.error(component.where("template"), f"template '{spec.template}' lies outside the templates "
                       f"folder {root}", "paths.outside")
        return
    if locate(search_roots(root), spec.template) is None:
        findings.error(component.where("template"), f"template '{spec.template}' not found in {root}",
                       "rulebook.missing-template")
        return
    if getattr(game, "incomplete", False):
        return   # a component failed to load: the rulebook's references to it would only add noise
    ok = True
    for name, figure in spec.figures.items():
        parts = [(("figures", name, "component"), figure.component)] + [
            (("figures", name, "also", i, "component"), part.component) for i, part in enumerate(figure.also)]
        for keypath, shown in parts:
            if shown not in game.components:
                findings.error(component.where(*keypath), f"figure '{name}' shows component '{shown}', which this "
                               f"game lacks; expected one of: {', '.join(sorted(game.components))}", "rulebook.figure")
                ok = False
    for name in spec.printing:
        if name not in game.components:
            findings.error(component.where("printing", name, key=True), f"printing note for '{name}', which is "
                           f"not a component of this game; expected one of: {', '.join(sorted(game.components))}",
                           "rulebook.printing")
    literal_numbers(root, spec.template, findings)
    if not ok or not _siblings_clean(component, game):
        return   # the other components have errors (their own checks report them): nothing to render
    from ..rulebook import produce
    try:
        result = produce(component, game, BuildOptions(), typeset_pdf=False)
    except Exception as exc:   # a sibling kind that cannot render: its own check says why
        findings.error(component.where("template"), f"the kit could not be rendered for the print guide: "
                       f"{type(exc).__name__}: {str(exc)[:200]}", "rulebook.kit")
        return
    for problem in result.problems:
        findings.error(problem.location, problem.message, problem.rule)


def _siblings_clean(component, game) -> bool:
    """Run the other components' checks privately: the kit can only be rendered from clean data.
    The build's validation checks rulebooks last and says so when the siblings were clean."""
    if getattr(game, "siblings_clean", False):
        return True
    from ..findings import Findings
    from . import KINDS
    scratch = Findings()
    for other in game.components.values():
        kind = KINDS.get(other.kind)
        if other is not component and kind is not None and kind.check and kind.category != "rulebook":
            kind.check(other, game, scratch)
    return not scratch.errors


KIND = register(Kind(name="rulebook", category="rulebook", model=Rulebook, render=render, check=check,
                     description="the rules as an A4 PDF typeset from a template bound to the game's data"))
