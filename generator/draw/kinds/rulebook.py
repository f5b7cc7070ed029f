"""rulebook: the game's rules as an A4 PDF, typeset from a Jinja2 template bound to the game's data.

```yaml
kind: rulebook
template: kolekcjonerzy/rulebook.md.j2     # under templates/
title: Zasady gry
accent: "#6b2d2a"
figures:                                    # shown in the text as ![caption](figure:tiles)
  tiles: {component: plytki, pieces: [0, 11, 27, 36], side: front}
printing:                                   # per component, for the print guide
  zetony: {note: "…"}
```

The check renders everything the build would (template, Markdown, layout) and reports template
errors at the template's line: `templates/x/rulebook.md.j2:42:9: error: 'facts' has no attribute
'wall_cost' [rulebook.undefined]`. A number typed into the template's prose is an error too: it
must come from the data, so the rulebook cannot disagree with the components.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from generator.draw.kinds import KINDS, Kind, owe_or_check, raise_found, register
from generator.layout.imposition import reading_paper
from generator.model.base import Model
from generator.model.colour_words import colour_family, colour_word
from generator.model.core import BuildOptions, Component, Game, Output, inside, unusable_path
from generator.model.findings import Findings
from generator.model.project import Decision
from generator.model.units import Length, PositiveLength
from generator.model.vocab import Color
from generator.rulebook import APPENDIX, produce, templates_root
from generator.rulebook.context import decision_sources
from generator.rulebook.coverage import unexplained_fields
from generator.rulebook.literal import decision_numbers, literal_numbers
from generator.rulebook.overlay import ALLOWED, FORBIDDEN
from generator.rulebook.rule_ids import check_rule_ids
from generator.rulebook.template import locate, search_roots
from generator.validate.colour_check import category_colours


class FigurePart(Model):
    component: str
    pieces: list[Annotated[int, Field(ge=0)]] = []
    side: Literal["front", "back", "both"] = "front"


Point = Annotated[list[Length], Field(min_length=2, max_length=2)]  # x, y from the board's top-left corner


class FigurePlaced(Model):
    """What a board figure shows lying on the board, centred at `at`: a piece of a component, drawn
    by its kind (a tile), or a pawn seen from above (a disc in its colour with its mark)."""

    at: Point
    component: str = ""  # the piece's component; empty: a pawn
    piece: Annotated[int, Field(ge=0)] = 0  # index in the kit's order
    side: Literal["front", "back"] = "front"
    pawn: str = Field(default="", max_length=3)  # the pawn's mark
    color: Color = "#333333"  # the pawn's colour
    # the part of the piece that lies flat on the board (x, y, w, h from the piece's top-left corner),
    # centred at `at`: a piece folded to stand shows from above only its foot; empty: the whole piece
    part: Annotated[list[Length], Field(min_length=4, max_length=4)] | None = None


class FigureArrow(Model):
    """A move drawn on a board figure, through `points`: allowed (solid, with a head) or forbidden
    (dashed, ending in a cross), with a letter at its start that the caption explains."""

    points: Annotated[list[Point], Field(min_length=2)]
    allowed: bool = True
    label: str = Field(default="", max_length=2)


class FigureOutline(Model):
    """A dashed rectangle drawn over a board figure's pieces: an area of the board that the pieces
    would hide (x, y, w, h from the board's top-left corner) or where a piece must not lie. Unfilled,
    or with `fill`: a light tint (the place of a piece shown as its shadow, set apart from a line
    drawn across it)."""

    box: Annotated[list[Length], Field(min_length=4, max_length=4)]
    color: Color = "#b3261e"
    fill: Color | None = None


class FigureMeasure(Model):
    """A distance drawn on a board figure: a thin line with a head at each end, from `points[0]` to `points[1]`
    (from the board's top-left corner; a point may lie past the board's edge, on the table a region shows), and
    above it `text` set at 6.5 pt whatever the figure's scale, its `{cm}` the line's own length in whole
    centimetres (so the words never disagree with the drawing)."""

    points: Annotated[list[Point], Field(min_length=2, max_length=2)]
    text: str = Field(default="{cm} cm", min_length=1)


class FigureSeat(Model):
    """A table figure's box beside the board: what lies there (its words, at 6.5 pt), at which side."""

    side: Literal["top", "right", "bottom", "left"]
    text: str = Field(min_length=1)
    pawn: str = Field(default="", max_length=3)  # a player's place: the box in the colour of this pawn
    covered: bool = False  # what lies face down or hidden (the bank): a dark box


class FigureTable(Model):
    """The table ready to play (a board figure's `table:`): the board's first grid as a plan with its pieces set
    out – a tile on every field of `tiles_on`, a blot on each of `blots` ([row, column] from 0), the first
    `pawns` pawns of `pawns_of` on their start fields – and the `seats` round it."""

    board: PositiveLength = Field(default=46 * 72 / 25.4)  # the board's side on the page
    tiles_on: str = ""  # the field type that holds a tile at the start (Kolekcjonerzy's circles)
    # the component whose first pieces lie on those fields, drawn by their kind (shrunk: frame and price badge);
    # empty: a plain tile
    tiles_of: str = ""
    blots: list[Annotated[list[Annotated[int, Field(ge=0)]], Field(min_length=2, max_length=2)]] = []
    blot_on: str = ""  # the field type blots may lie on (a blot elsewhere is refused)
    pawns_of: str = ""  # the component whose `pawns` give the marks and colours
    pawns: Annotated[int, Field(ge=0)] = 0
    start: str = ""  # the field type of the start fields, whose token ends in the pawn's mark (s1, s12)
    # the numbers of the start fields no pawn stands on: false on a plan too small for „12” at 6 pt, where they
    # would be refused (the pawns' marks say theirs)
    free_starts_numbered: bool = True
    seats: list[FigureSeat] = []


class FigureSpec(Model):
    """A picture of real components, drawn by the code that prints them."""

    component: str
    pieces: list[Annotated[int, Field(ge=0)]] = []  # indices in the kit's order; empty: the first four
    side: Literal["front", "back", "both"] = "front"
    also: list[FigurePart] = []  # pieces of other components in the same row
    scale: Annotated[float, Field(gt=0.05, le=2)] | None = None  # None: actual size when it fits
    board: bool = False  # the whole board (board kinds)
    # board figures: the board shrunk to show where its parts lie (r41 AS F10: the whole board and the table beside
    # it): the words it would print below 6 pt are left out, not refused (the figure's caption and measures say what
    # the reader needs); words cut by the region's edge are still refused
    sketch: bool = False
    measures: list[FigureMeasure] = []  # board figures: distances with their length in words
    schematic: bool = False  # the whole board as a plan: every field outlined and named at ≥ 6 pt
    min_text: Annotated[float, Field(ge=6, le=10)] | None = (
        None  # a plan's smallest name (pt): it grows into the margins
    )
    region: Annotated[list[Length], Field(min_length=4, max_length=4)] | None = None  # x, y, w, h on the board
    max_height: PositiveLength | None = None
    owner: Annotated[int, Field(ge=1)] | None = None  # board figures: the copy of this owner (`owners:`), band and all
    note_actual_size: bool = True  # add „(w naturalnej wielkości)” to the caption
    place: list[FigurePlaced] = []  # board figures: pieces and pawns laid on the board, in this order
    outlines: list[FigureOutline] = []  # board figures: dashed boxes drawn over the pieces
    arrows: list[FigureArrow] = []  # board figures: moves drawn over them
    table: FigureTable | None = None  # the table ready to play round the board's plan (table.py)


class PrintNote(Model):
    note: str = ""  # copies are the component's own (its `copies`), so every count agrees


class FigureInks(Model):
    """The inks of a rulebook's figure arrows: an allowed move (or an arrow that only points) and a
    forbidden one; the shared figure style's unless the game's colours give them a meaning."""

    allowed: Color = ALLOWED
    forbidden: Color = FORBIDDEN


class Rulebook(Model):
    """The rulebook's template and options; `decisions` are rule readings the rulebook adds to the
    game's own (game.yaml), both listed on the page "what this edition decided"."""

    kind: Literal["rulebook"]
    template: str = Field(min_length=1)
    title: str = "Zasady gry"
    accent: Color = "#6b2d2a"
    toc_levels: Annotated[int, Field(ge=1, le=2)] = 1
    # the contents list the kit's checklist, which the print plan puts on the page the book leaves blank before
    # its appendix (r41 R rulebook minor 7): a line more in the contents, so a book turns it on only where its
    # layout still leaves that page (docs/print-decisions.md, „The checklist in the book is a section of it”)
    checklist_in_contents: bool = False
    # quotations of up to this many characters are kept whole on one line (the words said at the table, the
    # titles a text points to: r42 K minor 2); 0: none. Each kept quotation can loosen the line before it, so a
    # book turns it on where its layout keeps its page budget (Przekręt grew 21 → 23 pages at 30)
    quotes_whole: Annotated[int, Field(ge=0, le=40)] = 0
    figures: dict[str, FigureSpec] = {}
    figure_inks: FigureInks = FigureInks()  # the figures' arrows (kit brief s9 item 3: rulebook.figure-ink)
    printing: dict[str, PrintNote] = {}
    decisions: list[Decision] = []
    # decision topic (game.yaml or above) → the heading of the rule it settles: printed „(zob. s. N)”
    see: dict[str, str] = {}
    # rule id of the game's rules engine → the heading that states it (decisions name theirs in `rules`)
    rules: dict[str, str] = {}


def render(
    component: Component[Rulebook], game: Game, options: BuildOptions, kit: list[Output] | None = None
) -> list[Output]:
    """The rulebook's PDF (`kit`: the siblings' outputs, else they are rendered); the checks a build
    left to this render (check's `owed`) are done on what it makes."""
    result = produce(component, game, options, kit=kit)
    raise_found(lambda found: check_text(component, game, found, result))
    if not result.data:
        problems = "; ".join(p.message for p in result.problems) or "no output"
        raise RuntimeError(f"rulebook '{component.name}' of {game.id} could not be made: {problems}")
    return [
        Output(
            game=game.id,
            component=component.name,
            kind=component.kind,
            filename=f"{component.name}.pdf",
            data=result.data,
            pages=result.pages,
            sheets=0,
            stock="paper",
            duplex=True,
            title=component.spec.title,
            paper=_reading_paper_name(options),
            appendix=result.headings.get(APPENDIX, 0),
            blanks=result.blanks or None,
        )
    ]


def _reading_paper_name(options: BuildOptions) -> str:
    """The paper the rulebook is typeset on, when it is not the build's (an A4 book beside A3 sheets)."""
    reading = reading_paper(options.paper)
    return "" if reading == options.paper else reading.name


def check(
    component: Component[Rulebook],
    game: Game,
    findings: Findings,
    siblings_clean: bool | None = None,
    owed: dict | None = None,
) -> None:
    """`siblings_clean`: validation checks rulebooks last and says True when the other components
    checked clean (None: find out here by checking them privately). `owed`: a build's checks left to
    the render (check_text on what it makes)."""
    spec: Rulebook = component.spec
    root = templates_root(game)
    path = inside(root, spec.template)
    if unusable_path(spec.template):
        findings.error(component.where("template"), f"template {unusable_path(spec.template)}", "paths.invalid")
        return
    if path is None:
        findings.error(
            component.where("template"),
            f"template '{spec.template}' lies outside the templates folder {root}",
            "paths.outside",
        )
        return
    if locate(search_roots(root), spec.template) is None:
        findings.error(
            component.where("template"), f"template '{spec.template}' not found in {root}", "rulebook.missing-template"
        )
        return
    if getattr(game, "incomplete", False):
        return  # a component failed to load: the rulebook's references to it would only add noise
    ok = True
    for name, figure in spec.figures.items():
        parts = [(("figures", name, "component"), figure.component)] + [
            (("figures", name, "also", i, "component"), part.component) for i, part in enumerate(figure.also)
        ]
        for keypath, shown in parts:
            if shown not in game.components:
                findings.error(
                    component.where(*keypath),
                    f"figure '{name}' shows component '{shown}', which this "
                    f"game lacks; expected one of: {', '.join(sorted(game.components))}",
                    "rulebook.figure",
                )
                ok = False
    if ok:
        _check_arrow_inks(component, game, findings)
    for name in spec.printing:
        if name not in game.components:
            findings.error(
                component.where("printing", name, key=True),
                f"printing note for '{name}', which is "
                f"not a component of this game; expected one of: {', '.join(sorted(game.components))}",
                "rulebook.printing",
            )
    topics = [d.topic for d in list(game.spec.decisions) + list(spec.decisions)]
    for topic in spec.see:
        if topic not in topics:
            findings.error(
                component.where("see", topic, key=True),
                f"'see' names the decision '{topic}', which "
                f"neither game.yaml nor this rulebook has; decisions: {', '.join(topics) or 'none'}",
                "rulebook.see",
            )
    literal_numbers(root, spec.template, findings)
    for doc, keypath, decision in decision_sources(game, component):
        for field in ("topic", "decision"):
            decision_numbers(doc, keypath + (field,), decision.topic, getattr(decision, field), findings)
    if not ok or not (siblings_clean if siblings_clean is not None else _siblings_clean(component, game)):
        return  # the other components have errors (their own checks report them): nothing to render
    # a build checks the rulebook as it is made, on the real kit: its template and Markdown are done once
    owe_or_check(owed, component, game, lambda found: check_text(component, game, found), findings)


def check_text(component: Component[Rulebook], game: Game, findings: Findings, result=None) -> None:
    """The rulebook's template, Markdown, glyphs, figures, page references, fields and rule ids, as
    `produce` made them (`result`; None: produce them for validation, on the planned kit)."""
    if result is None:
        try:
            result = produce(component, game, BuildOptions(), typeset_pdf=False)
        except Exception as exc:  # a sibling kind that cannot render: its own check says why
            findings.error(
                component.where("template"),
                f"the kit could not be rendered for the print guide: {type(exc).__name__}: {str(exc)[:200]}",
                "rulebook.kit",
            )
            return
    for problem in result.problems:
        findings.error(problem.location, problem.message, problem.rule)
    for field in unexplained_fields(game, result.markdown) if result.markdown else []:
        findings.error(field.board.where(*field.keypath), field.message, "rulebook.field-unexplained")
    if result.markdown:
        check_rule_ids(game, component, result.markdown, findings)


def _siblings_clean(component, game) -> bool:
    """Run the other components' checks privately: the kit can only be rendered from clean data."""
    scratch = Findings()
    for other in game.components.values():
        kind = KINDS.get(other.kind)
        if other is not component and kind is not None and kind.check and kind.category != "rulebook":
            kind.check(other, game, scratch)
    return not scratch.errors


KIND = register(
    Kind(
        name="rulebook",
        category="rulebook",
        model=Rulebook,
        render=render,
        check=check,
        takes_kit=True,
        description="the rules as an A4 PDF typeset from a template bound to the game's data",
    )
)


def _check_arrow_inks(component: Component[Rulebook], game: Game, findings: Findings) -> None:
    """A figure's arrow whose ink shares its colour's name („zielony”, „ciemnozielony”: colour_word's
    family) with a colour that means something on the component the figure shows (a category of the
    game's colours.yaml set there) reads as that category (kit brief s9 item 3: Art Society's museum
    figure pointed in the shared green at the blue track, green being the landscape theme's). The allowed
    ink only: it draws the arrows that point; a forbidden arrow says so by its dashes and its cross."""
    spec: Rulebook = component.spec
    ink = spec.figure_inks.allowed
    for name, figure in spec.figures.items():
        if not any(arrow.allowed for arrow in figure.arrows):
            continue
        for category, colour in category_colours(game, figure.component):
            if colour_family(colour) == colour_family(ink):
                findings.error(
                    component.where("figures", name, "arrows"),
                    f"figure '{name}' draws its arrows in {ink} ({colour_word(ink)}), the colour of "
                    f"'{category}' ({colour}) on '{figure.component}'; give the rulebook figure_inks.allowed a "
                    "colour no category of the game's colours has",
                    "rulebook.figure-ink",
                )
                break
