"""player-aid: a double-sided reference card for every player, typeset from a template bound to
the game's data (the rulebook's engine: Jinja2 → Markdown → platypus), two or four to a sheet.

```yaml
kind: player-aid
title: Pomoc gracza
template: przekret/pomoc.md.j2      # under templates/; `---` separates the front from the back
accent: "#1e2c45"
per_sheet: 4                        # cards to a sheet where the text fits: 2, 3 or 4 (about A6); default 2
columns: 2                          # each side in two columns, `---` between them; default 1
figures:                            # icons, declared as a rulebook's figures and drawn by the same code
  blot: {component: plytki, pieces: [36]}
```

`![**kleks** – płacisz…](figure:blot)` alone in a paragraph is an icon row: the figure drawn a small
icon wide (aid_layout.ICON; words it would print below 6 pt are left out, as a rulebook figure's)
with its text beside it: the board's and the pieces' own symbols on the card (kit review r29,
Kolekcjonerzy major 1).

The template sees what a rulebook template sees (`game`, `facts`, `components`, `boards`, `rules`),
so the turn summary, the costs and the scoring come from the same data as the rulebook and the
components. Each sheet carries two copies of the aid, one above the other, or four in two columns (a
game's choice, `per_sheet`: a short aid on a quarter sheet is easier to hold and saves card, kit review
r21 AS minor 1), each a card of its own with crop marks at its corners and gutters between them
(aid_page.py), with the front on one side of
the paper and the back on the other: a long-edge flip puts each back exactly behind its front (the
cards are centred across the sheet, so the mirror leaves them in place). The sheet's ticket and ruler
lie on the margins outside the cards. The file holds one aid per player (`game.players.max`), so the
print guide asks for one copy of the file. A side that does not fit its card is a finding, never a
clipped card.

The aid prints what its template makes of the game's data. The layout (reportlab's platypus) lives in
aid_layout.py, the drawing in player_aid_draw.py and the parser in rulebook/markup.py.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from generator.draw.guide import GRADE_TEXT, aids_cut_text
from generator.draw.kinds import Kind, owe_or_check, player_aid_draw, raise_found, register
from generator.draw.kinds.aid_layout import card_scale, fits, ground_rooms, icon_width, look_of
from generator.draw.kinds.aid_page import MARGIN, SCALE, card, half  # noqa: F401  (the page of an aid, shared with its layout and drawing)
from generator.draw.kinds.board.plan import shop_whole
from generator.draw.kinds.rulebook import FigureSpec
from generator.draw.text import CLEARANCE_RULE, clearance_problem
from generator.layout.imposition import PAPERS
from generator.model.base import Model
from generator.model.core import BuildOptions, Output, unusable_path
from generator.model.findings import Location
from generator.model.polish import counted
from generator.model.units import Length, mm
from generator.rulebook import markup as md
from generator.rulebook.context import RulebookFile, build_context
from generator.rulebook.drawings import figure_drawing
from generator.rulebook.kit import Kit
from generator.rulebook.literal import literal_numbers
from generator.rulebook.polish import NBSP
from generator.rulebook.template import TemplateProblem, locate, render_template, search_roots, templates_root

Color = Annotated[str, Field(pattern=r"^#[0-9a-fA-F]{6}$")]


class PlayerAid(Model):
    kind: Literal["player-aid"]
    title: str = "Pomoc gracza"
    template: str = Field(min_length=1)
    accent: Color = "#6b2d2a"
    per_sheet: Literal[2, 3, 4] = 2  # aids on a sheet (aid_page.GRIDS): half a sheet each, a third or a quarter
    # each side in one column or two (aid_layout.COLUMN_GAP between them): a half-sheet card's full measure is
    # a page's, 126–138 characters a line (kit review r32, Przekręt major 1); in two, `---` parts the columns
    columns: Literal[1, 2] = 1
    # the card's ground, into its bleed (player_aid_draw._panel, kit review r34): a game's own, as its board's (kit
    # review r32, Rynek minor 8: the aid looked like the rulebook, not the game); none: white paper
    ground: Color | None = None
    headings: Literal["sans", "serif"] = "sans"  # the headings' face: the book's sans, or a board's serif (r32)
    step_bars: bool = False  # the step headings (###) as bars of the accent, white words (r32, K minor 2)
    icon: Length = 0.0  # the icons' width; 0: aid_layout.ICON, 7 mm (r32, K minor 2: enlarged)
    figures: dict[str, FigureSpec] = {}  # the icons of its icon rows, drawn as the rulebook draws its figures


def icons(spec, game):
    """icon(name) → the drawing of the aid's figure NAME, ICON wide (None: it cannot be drawn; the
    aid's check says why), each made once."""
    made: dict = {}

    def icon(name: str):
        if name not in made:
            made[name] = figure_drawing(name, icon_width(spec), spec, game)[0]
        return made[name]

    return icon


# the cheaper stock an aid's sheet takes as well (kit review r30, K minor 10: the aids were half the card
# bill): its cards have the paper's white ground (player_aid_draw._panel), are cut straight on their crop
# marks, fold nowhere and print both sides in one pass, so plain paper printed double-sided cuts and reads
# the same; it only wears sooner
PAPER_AIDS = (
    "Przy mniejszym budżecie pomoce można wydrukować na zwykłym papierze 120 g/m² (dwustronnie, "
    "obracanie wzdłuż dłuższej krawędzi): tnie się je tak samo, są tylko cieńsze i szybciej się zniszczą."
)


# r36 K minor 14; short: it shares the cover with the next job's; r43 K minor 11: said as the cheaper way it is, the
# card left to the pieces that need it
PAPER_SHORT = "oszczędniej: na zwykłym papierze 120 g/m², dwustronnie"


def sheets_for(players: int, per_sheet: int = 2) -> int:
    """`per_sheet` aids per sheet, one aid per player."""
    return -(-players // per_sheet)


def aid_grade(game, options: BuildOptions) -> str:
    """The card the player aids take (a GRADE_TEXT key), known from the game's data: every player
    handles an aid all game, so card of either weight; 160–200 g/m² where the kit prints a board in
    pieces on it anyway (a tiled board's sheets), else 250–300 g/m², the pieces' card: the kit buys one
    card weight less (r22 AS major 1). The sheet's ticket says it and the print plan takes it from the
    Output's stock (`printplan.grade`: an aid's "paper" is 160–200 g/m²), so the ticket and the job
    agree (r25 AS minor 6: the ticket said „karton” alone, every other card sheet its weight)."""
    tiled = any(c.kind == "board" and shop_whole(c, options) for c in game.components.values())
    return "light" if tiled else "card"


def _context(component, game, options):
    context = build_context(
        game,
        _WithoutDecisions(component),
        options,
        Kit(()),
        RulebookFile(f"{component.name}.pdf", 0, component.spec.title),
        decisions_when_read=True,
    )
    context["aid"] = {"title": component.spec.title, "copies": game.spec.players.max}
    return context


class _WithoutDecisions:
    """build_context reads the rulebook's own decisions; an aid has none."""

    def __init__(self, component):
        self.spec = type("Spec", (), {"decisions": []})()
        self.name = component.name


class Text:
    """What the aid's template made: its Markdown (None: the data the rules helpers compute from is
    broken; its own check says why) or the template's problems; the blocks of each side, and the
    problems found in them, are parsed from it when first asked for (`sides`)."""

    def __init__(
        self, markdown: str | None, problems: list[tuple[Location | None, str]] | None = None, columns: int = 1
    ):
        self.markdown = markdown
        self.columns = columns
        self.template_problems = problems or []
        self._sides: tuple[list, list, list] | None = None

    @property
    def made(self) -> bool:
        return self.markdown is not None and not self.template_problems

    def sides(self) -> tuple[list, list, list[tuple[Location | None, str]]]:
        if self._sides is None:
            self._sides = _parse(self.markdown, self.columns) if self.made else ([], [], list(self.template_problems))
        return self._sides


def sides(component, game, options) -> tuple[list, list, list[tuple[Location | None, str]]]:
    """(front blocks, back blocks, problems) of the aid's template; a problem is (where in the
    template, when known; message)."""
    return _text(component, game, options).sides()


def _text(component, game, options) -> Text:
    root = templates_root(game)
    try:
        context = _context(component, game, options)
    except Exception:  # the data the rules helpers compute from is broken: its own check says why
        return Text(None)
    try:
        return Text(render_template(root, component.spec.template, context), columns=component.spec.columns)
    except TemplateProblem as problem:
        return Text(None, [(problem.location, problem.message)])


def _parse(markdown: str, columns: int = 1) -> tuple[list, list, list[tuple[Location | None, str]]]:
    """The front's blocks and the back's: `---` parts the front from the back and, on an aid in two
    columns, each side's columns (front, front | back, back); a side keeps its own break, where
    aid_layout.columns parts it."""
    blocks, problems = md.parse(markdown)
    messages: list[tuple[Location | None, str]] = [(None, p.message) for p in problems]
    breaks = [i for i, b in enumerate(blocks) if isinstance(b, md.PageBreak)]
    wanted = 2 * columns - 1
    if len(breaks) != wanted:
        parts = "between the front and the back" if columns == 1 else "between the columns and the sides"
        messages.append((None, f"the template must have exactly {wanted} '---' {parts}; found {len(breaks)}"))
        return [], [], messages
    middle = breaks[columns - 1]
    return blocks[:middle], blocks[middle + 1 :], messages


def _label(game, spec) -> str:
    """The aid sheet's label: the part's name first, as every sheet's („Pomoc gracza · Rynek”), then the
    game's, which the aid's ticket carries instead of a footer."""
    return f"{spec.title} · {game.spec.title}"


def render(component, game, options):
    """The aid's file. The aid's checks a build left to this render (check's `owed`) are done here,
    on the text the render makes (with other than the default options, on the default text)."""
    spec: PlayerAid = component.spec
    text = _text(component, game, options)
    default = options == BuildOptions()  # the text validation checks (else it is made again)
    raise_found(lambda found: check_text(component, game, found, text if default else None))
    front, back, problems = text.sides()
    if problems or not (front or back):
        raise RuntimeError(
            f"player aid '{component.name}' of {game.id} could not be made: "
            f"{'; '.join(message for _, message in problems)}"
        )
    sheets = sheets_for(game.spec.players.max, spec.per_sheet)
    grade = aid_grade(game, options)
    # the aids on a sheet, each cut on its own crop marks: the file's guide page and the print job's
    # cover say how with their count and size, as every card job's cover gives its pieces' (r26 P minor 6)
    width, height = card(options.paper, options.margin, spec.per_sheet)
    many = counted(sheets * spec.per_sheet, "pomoc", "pomoce", "pomocy")
    size = f"{width / mm(1):.0f} × {height / mm(1):.0f} mm"
    # the count's line is the one the job's cover prints (JobPart.counts): it names the cheaper paper too, which
    # the print chapter explains (kit review r36, K minor 14: only the appendix said it, not the card job's cover)
    contents = [f"{many} gracza, każda {size}; {PAPER_SHORT}.", aids_cut_text(spec.per_sheet), PAPER_AIDS]
    described, data, pages = player_aid_draw.draw(
        spec, game, options, front, back, sheets, _label(game, spec), GRADE_TEXT[grade], contents, icons(spec, game)
    )
    return [
        Output(
            game=game.id,
            component=component.name,
            kind=component.kind,
            filename=f"{component.name}.pdf",
            **described,
            data=data,
            pages=pages,
            sheets=sheets,
            stock="paper" if grade == "light" else "card",  # the print plan's grade of an aid: paper is 160–200
            duplex=True,
            unit=[2, spec.per_sheet],  # every sheet the same: its aids on a side, front and back
        )
    ]


def check(component, game, findings, owed: dict | None = None) -> None:
    """`owed`: a build's checks left to the render, which renders the template anyway (see render)."""
    spec: PlayerAid = component.spec
    if getattr(game, "incomplete", False):
        return
    root = templates_root(game)
    if unusable_path(spec.template):
        findings.error(component.where("template"), f"template {unusable_path(spec.template)}", "paths.invalid")
        return
    if locate(search_roots(root), spec.template) is None:
        findings.error(
            component.where("template"),
            f"template '{spec.template}' not found in {root}",
            "player-aid.missing-template",
        )
        return
    literal_numbers(root, spec.template, findings)
    owe_or_check(owed, component, game, lambda found: check_text(component, game, found), findings)


def check_text(component, game, findings, text: Text | None = None) -> None:
    """The aid's template, Markdown and fit on every paper, as validation finds them (`text`: what
    the template made with the default options; None: make it here)."""
    spec: PlayerAid = component.spec
    if text is None:
        text = _text(component, game, BuildOptions())
    front, back, problems = text.sides()
    if not front and not back and not problems:
        return
    for where, message in problems:  # at the template's line when the template itself failed
        findings.error(where or component.where("template"), message, "player-aid.template")
    if problems:
        return
    for ref in (b for b in (*front, *back) if isinstance(b, md.FigureRef)):
        _, _, problem = figure_drawing(ref.name, icon_width(spec), spec, game)
        if problem:
            findings.error(component.where("template"), problem.replace("rulebook's", "aid's"), "player-aid.figure")
    icon = icons(spec, game)
    width, height = half(PAPERS["a4"], per_sheet=spec.per_sheet)
    scale = card_scale((front, back), look_of(spec), width, height, icon)
    rooms = (  # each side at the size it is drawn in, where its lines break
        found for side in (front, back) for found in ground_rooms(side, look_of(spec), width, icon, scale)
    )
    for text, room in rooms:
        crowded = clearance_problem(f"the label „{text.replace(NBSP, ' ')}” on its ground", room)
        if crowded:
            findings.error(component.where("template"), crowded, CLEARANCE_RULE)
    overflows = _overflows(front, back, look_of(spec), spec.per_sheet, icon)
    for paper, name in overflows:
        width, height = half(paper, per_sheet=spec.per_sheet)
        findings.error(
            component.where("template"),
            f"the {name} of the player aid does not fit its card on a "
            f"{paper.name} sheet ({width / mm(1):.0f} × {height / mm(1):.0f} mm of text); shorten it",
            "player-aid.overflow",
        )


def _overflows(front: list, back: list, accent: str, per_sheet: int = 2, icon=None) -> list:
    """(paper, side) of every side that does not fit its card, papers in order.

    Each side is first laid out once in the narrowest and shortest of the cards' text areas (A4's
    width, Letter's height): what fits there fits every paper, since an aid's text needs no less room in
    a narrower frame (its lines break first-fit; its table columns, lists and boxes narrow with the
    frame; an icon is as wide on every paper) and a shorter frame holds no more. Only a side that does not fit
    there is laid out on each paper, to say which it does not fit."""
    sizes = [(paper, *half(paper, per_sheet=per_sheet)) for paper in PAPERS.values()]
    narrowest = min(width for _, width, _ in sizes), min(height for _, _, height in sizes)
    tight = [
        (name, blocks)
        for name, blocks in (("front", front), ("back", back))
        if not fits(blocks, accent, *narrowest, icon=icon)
    ]
    return [
        (paper, name)
        for paper, width, height in sizes
        for name, blocks in tight
        if not fits(blocks, accent, width, height, icon=icon)
    ]


KIND = register(
    Kind(
        name="player-aid",
        category="aid",
        model=PlayerAid,
        render=render,
        check=check,
        description="a double-sided reference card for each player, two or four to a sheet: turn, costs, end of game",
    )
)
