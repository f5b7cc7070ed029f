"""player-aid: a double-sided A5 reference card for every player, typeset from a template bound to
the game's data (the rulebook's engine: Jinja2 → Markdown → platypus), two per A4 sheet.

```yaml
kind: player-aid
title: Pomoc gracza
template: przekret/pomoc.md.j2      # under templates/; `---` separates the front from the back
accent: "#1e2c45"
```

The template sees what a rulebook template sees (`game`, `facts`, `components`, `boards`, `rules`),
so the turn summary, the costs and the scoring come from the same data as the rulebook and the
components. Each sheet carries two copies of the aid, one above the other, with the front on one
side of the paper and the back on the other: a long-edge flip puts each back exactly behind its
front (the aids span the sheet's full width, so the mirror leaves them in place). The file holds
one aid per player (`game.players.max`), so the print guide asks for one copy of the file.
A side that does not fit its half of the sheet is a finding, never a clipped card.
"""
from __future__ import annotations

import io
from typing import Annotated, Literal

from pydantic import Field

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Frame, ListFlowable, Paragraph

from . import Kind, register
from ..core import BuildOptions, Output
from ..findings import Location
from ..fonts import SANS
from ..layout.imposition import PAPERS
from ..model import Model
from ..pdf import new_document
from ..rulebook import markup as md
from ..rulebook.context import RulebookFile, build_context
from ..rulebook.kit import Kit
from ..rulebook.literal import literal_numbers
from ..rulebook.template import TemplateProblem, locate, render_template, search_roots, templates_root
from ..rulebook.typeset import Builder, Look, make_styles
from ..units import mm

Color = Annotated[str, Field(pattern=r"^#[0-9a-fA-F]{6}$")]

MARGIN = mm(9)          # inside each half: clear of the paper edge and of the cut between the halves
SCALE = 1.0             # the rulebook's own type sizes: body 10 pt, tables 8.8 pt


class PlayerAid(Model):
    kind: Literal["player-aid"]
    title: str = "Pomoc gracza"
    template: str = Field(min_length=1)
    accent: Color = "#6b2d2a"


def sheets_for(players: int) -> int:
    """Two aids per sheet, one aid per player."""
    return (players + 1) // 2


def _context(component, game, options):
    context = build_context(game, _WithoutDecisions(component), options, Kit(()),
                            RulebookFile(f"{component.name}.pdf", 0, component.spec.title))
    context["aid"] = {"title": component.spec.title, "copies": game.spec.players.max}
    return context


class _WithoutDecisions:
    """build_context reads the rulebook's own decisions; an aid has none."""

    def __init__(self, component):
        self.spec = type("Spec", (), {"decisions": []})()
        self.name = component.name


def sides(component, game, options) -> tuple[list, list, list[tuple[Location | None, str]]]:
    """(front blocks, back blocks, problems) of the aid's template; a problem is (where in the
    template, when known; message)."""
    root = templates_root(game)
    try:
        context = _context(component, game, options)
    except Exception:      # the data the rules helpers compute from is broken: its own check says why
        return [], [], []
    try:
        text = render_template(root, component.spec.template, context)
    except TemplateProblem as problem:
        return [], [], [(problem.location, problem.message)]
    blocks, problems = md.parse(text)
    messages: list[tuple[Location | None, str]] = [(None, p.message) for p in problems]
    breaks = [i for i, b in enumerate(blocks) if isinstance(b, md.PageBreak)]
    if len(breaks) != 1:
        messages.append((None, "the template must have exactly one '---' between the front and the back; "
                         f"found {len(breaks)}"))
        return [], [], messages
    return blocks[:breaks[0]], blocks[breaks[0] + 1:], messages


def _styles(accent):
    look = Look(accent=colors.HexColor(accent))
    styles = make_styles(look)
    for name in ("body", "h1", "h2", "h3", "note", "note_h", "cell", "cell_head", "bullet", "caption"):
        style = getattr(styles, name)
        style.fontSize = round(style.fontSize * SCALE, 2)
        style.leading = round(style.leading * SCALE, 2)
        style.spaceBefore = style.spaceBefore * 0.5
        style.spaceAfter = style.spaceAfter * 0.6
    styles.h1.spaceBefore = 0
    return look, styles


def _flowables(blocks, accent, width):
    look, styles = _styles(accent)
    builder = Builder(styles, look, lambda ref, w: [], width, 0.0)
    out = []
    for block in blocks:
        out.extend(f for f in builder.block(block, width, False)
                   if type(f).__name__ not in ("CondPageBreak", "ChapterMark"))
    return out


def _fits(blocks, accent, width, height) -> bool:
    frame = Frame(0, 0, width, height, leftPadding=0, rightPadding=0, topPadding=0, bottomPadding=0)
    story = _flowables(blocks, accent, width)
    for flowable in story:      # whether it fits is decided by wrap and split: nothing needs drawing
        flowable.drawOn = _not_drawn
    canvas = Canvas(io.BytesIO())
    frame.addFromList(story, canvas)
    return not story


def _not_drawn(*args, **kwargs) -> None:
    pass


def _half(paper) -> tuple[float, float]:
    """Width and height of the text area of one aid (half the sheet, less the margins)."""
    return paper.width - 2 * MARGIN, paper.height / 2 - 2 * MARGIN


# flowables whose layout depends on the width they are given only (reportlab's Paragraph, and
# containers such as ListFlowable, which lay out their content at that width)
_WIDTH_ONLY = (Paragraph.wrap, ListFlowable.wrap)


class _Wrapped:
    """A flowable's `wrap` answered again for the same space: both halves of a sheet lay out the
    same flowables in frames of the same size, so the second asks what the first already worked
    out (a flowable's layout depends only on the space it is given; for some, only on the width,
    and the heights left in the two frames may differ in the last bit of a float)."""

    def __init__(self, flowable):
        self.wrap, self.sizes = flowable.wrap, {}
        self.width_only = getattr(type(flowable), "wrap", None) in _WIDTH_ONLY
        flowable.wrap = self

    def __call__(self, width, height):
        key = width if self.width_only else (width, height)
        if key not in self.sizes:
            self.sizes[key] = self.wrap(width, height)
        return self.sizes[key]


def _draw_side(canvas, blocks, spec, paper, title: str) -> None:
    width, height = _half(paper)
    story = _flowables(blocks, spec.accent, width)    # both halves show the same flowables
    for flowable in story:
        _Wrapped(flowable)
    for bottom in (paper.height / 2, 0.0):
        frame = Frame(MARGIN, bottom + MARGIN, width, height, leftPadding=0, rightPadding=0, topPadding=0,
                      bottomPadding=0, showBoundary=0)
        frame.addFromList(list(story), canvas)
        canvas.saveState()
        canvas.setFont(SANS, 6)
        canvas.setFillGray(0.45)
        canvas.drawRightString(paper.width - MARGIN, bottom + mm(4.5), title)
        canvas.restoreState()
    # the cut between the two aids: marks in the side margins only, never across the text
    canvas.saveState()
    canvas.setLineWidth(0.25)
    canvas.setStrokeGray(0.3)
    y = paper.height / 2
    canvas.line(mm(5), y, mm(5) + mm(3), y)
    canvas.line(paper.width - mm(5) - mm(3), y, paper.width - mm(5), y)
    canvas.restoreState()


def render(component, game, options):
    spec: PlayerAid = component.spec
    front, back, problems = sides(component, game, options)
    if problems or not (front or back):
        raise RuntimeError(f"player aid '{component.name}' of {game.id} could not be made: "
                           f"{'; '.join(message for _, message in problems)}")
    sheets = sheets_for(game.spec.players.max)
    doc = new_document(options.paper, f"{game.spec.title} – {spec.title}", duplex="long")
    canvas = doc.canvas
    label = f"{game.spec.title} · {spec.title.lower()}"
    # every sheet is the same: the first is laid out and drawn, the others repeat its two pages
    _draw_side(canvas, front, spec, options.paper, label)
    fronts = doc.page_snapshot()
    doc.show_page()
    _draw_side(canvas, back, spec, options.paper, label)
    backs = doc.page_snapshot()
    doc.show_page()
    for _ in range(sheets - 1):
        for side, snapshot in ((front, fronts), (back, backs)):
            if snapshot is None:
                _draw_side(canvas, side, spec, options.paper, label)
                doc.show_page()
            else:
                doc.repeat_page(snapshot)
    pages = doc.pages
    # plain (preferably heavier) paper: the aids are read in the hand, and the kit stays within its card
    return [Output(game=game.id, component=component.name, kind=component.kind, filename=f"{component.name}.pdf",
                   **doc.described(game.spec.title), data=doc.finish(), pages=pages, sheets=sheets, stock="paper",
                   duplex=True)]


def check(component, game, findings) -> None:
    spec: PlayerAid = component.spec
    if getattr(game, "incomplete", False):
        return
    root = templates_root(game)
    if locate(search_roots(root), spec.template) is None:
        findings.error(component.where("template"), f"template '{spec.template}' not found in {root}",
                       "player-aid.missing-template")
        return
    literal_numbers(root, spec.template, findings)
    options = BuildOptions()
    front, back, problems = sides(component, game, options)
    if not front and not back and not problems:
        return
    for where, message in problems:      # at the template's line when the template itself failed
        findings.error(where or component.where("template"), message, "player-aid.template")
    if problems:
        return
    for paper in PAPERS.values():
        width, height = _half(paper)
        for name, blocks in (("front", front), ("back", back)):
            if not _fits(blocks, spec.accent, width, height):
                findings.error(component.where("template"), f"the {name} of the player aid does not fit half of a "
                               f"{paper.name} sheet ({width / mm(1):.0f} × {height / mm(1):.0f} mm); shorten it",
                               "player-aid.overflow")


KIND = register(Kind(name="player-aid", category="aid", model=PlayerAid, render=render, check=check,
                     description="a double-sided A5 reference for each player: turn, costs, end of game"))
