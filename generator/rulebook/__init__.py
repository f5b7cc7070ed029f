"""Rulebooks: a Jinja2 template bound to the game's data → Markdown → a typeset A4 PDF.

`produce()` is the whole recipe, shared by the kind's check (which reports its problems as
findings) and its render (which returns the PDF):

1. render the sibling components (cached) and describe the kit for the print guide;
2. render the template in a sandbox with the typed data (`context.py`); every undefined value,
   syntax error or forbidden access is a located problem;
3. parse the Markdown (`markup.py`), typeset it (`typeset.py`) with figures drawn by the kinds'
   own drawing code (`drawings.py`, `figures.py`);
   once: the numbers only the layout decides are filled in after the last page (deferred.py).

May import model/, layout/, draw/ (the kinds draw its figures) and games/ (engines, for decisions);
never build/, serve/ or commands/.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from reportlab.lib.colors import HexColor

from generator.build.checklist import CHECKLIST_TITLE
from generator.draw.fonts import SANS, SERIF, missing_glyphs
from generator.draw.title_art_draw import title_drawing
from generator.layout.imposition import reading_paper
from generator.model.core import BuildOptions, Component, Game, Output
from generator.model.findings import Location
from generator.rulebook import markup
from generator.rulebook.context import (
    PRINT_CHAPTER,
    RulebookFile,
    blank_sides,
    book_plan,
    build_context,
    pages_text,
)
from generator.rulebook.deferred import APPENDIX, NEAR_MARK, Layout, Seen, near_mark
from generator.rulebook.drawings import figure_drawing
from generator.rulebook.figures import figure_flowables
from generator.rulebook.kit import Kit, describe, ordered, planned_kit_files, planned_outputs, sibling_outputs
from generator.rulebook.look import Look, TitleInfo, Unsettled
from generator.rulebook.polish import NBSP, plural
from generator.rulebook.template import (
    Markdown,
    TemplateProblem,
    locate,
    render_template,
    search_roots,
    templates_root,
)
from generator.rulebook.toc import APPENDIX_TOC
from generator.rulebook.typeset import typeset
from generator.rulebook.views import lookup

MAX_PASSES = 4  # only when the one-pass layout cannot hold the numbers (see produce)


class PageRefs:
    """`{{ page("Ruch") }}` in a template: „s. N”, the page where the heading „Ruch” stands, from
    `known` (validation, and the rare second layout)."""

    def __init__(self, known: dict[str, int], seen: dict[int, tuple[int, frozenset]] | None = None):
        self.known = known
        self.seen = seen or {}  # where each `near` landed in the last layout (typeset's near_seen)
        self.asked: set[str] = set()
        self.made: list[tuple[str, ...]] = []  # the headings of each reference, in the order made
        self.nearby: list[tuple[str, str, int | None]] = []  # (heading, what `near` printed, its page)
        self.near_made: list[tuple[str, str]] = []  # (heading, words) of each `near`, in the order made
        self.bare: set[int] = set()  # the `near`s that open a parenthesis: „(s. N)”, not „(na s. N)” (opened)

    def __call__(self, *headings: str):
        """„s. N”; with several headings „s. 4 i 7” (pages_text): one reference to them all."""
        names = tuple(dict.fromkeys(str(h) for h in headings))
        self.asked.update(names)
        self.made.append(names)
        return Markdown(pages_text(*(f"s.{NBSP}{self.known.get(h, '?')}" for h in names)))

    def see(self, *headings: str):
        return Markdown(f"(zob. {self(*headings)})")

    def span(self, first: str, last: str):
        """`{{ page.span("Ruch", "Koniec pól") }}`: „s. 4–10”, from the page of the heading (or anchor)
        `first` to the page of `last` (an anchor with `end=True`: where a range's text ends); „s. 4”
        when both are on one page (a reading guide names chapters by their pages, never typed ones)."""
        names = (str(first), str(last))
        self.asked.update(names)
        self.made.append(names)
        return Markdown(_span(names, self.known))

    def near(self, heading: str):
        """`{{ page.near("Brak ruchu") }}`: „wyżej” or „niżej” when the reference lands on the page of
        its target, else „na s. N” (a book says „niżej” only of what the reader sees on the page). Laid
        out again with known pages: the words of where it landed in the last layout, and a mark that
        records where it lands now (deferred.near_mark)."""
        heading = str(heading)
        self(heading)
        index = len(self.near_made)
        words = near_words(heading, self.seen.get(index), self.known)
        self.near_made.append((heading, words))
        return Markdown(words + near_mark(index))

    def opened(self, markdown: str) -> str:
        """The rendered text with every `near` that opens a parenthesis in its bare form: a reference in
        parentheses reads „(s. N)”, never „(na s. N)” (the house form since r30; „(wyżej)” stays)."""
        for index, (heading, words) in enumerate(self.near_made):
            placed = f"({words}{near_mark(index)}"
            if placed in markdown:
                self.bare.add(index)
                bare = near_words(heading, self.seen.get(index), self.known, bare=True)
                self.near_made[index] = (heading, bare)
                markdown = markdown.replace(placed, f"({bare}{near_mark(index)}")
        return markdown

    def settled(self, headings: dict[str, int], seen: dict[int, tuple[int, frozenset]]) -> bool:
        """Whether every `near` printed what a layout with these pages would print."""
        return all(
            near_words(h, seen.get(i), headings, bare=i in self.bare) == w for i, (h, w) in enumerate(self.near_made)
        )

    def printed(self, seen: dict[int, tuple[int, frozenset]]) -> list[tuple[str, str, int | None]]:
        """(heading, words, the reference's page) of every `near`, as this layout printed them."""
        return [(h, w, seen[i][0] if i in seen else None) for i, (h, w) in enumerate(self.near_made)]


def near_words(heading: str, where: tuple[int, frozenset] | None, headings: dict[str, int], bare: bool = False) -> str:
    """„wyżej”/„niżej” of a target on the reference's page (`where`: its page and the headings drawn
    before it), else „na s. N” (`bare`, a reference that opens a parenthesis: „s. N”)."""
    if where is not None and headings.get(heading) == where[0]:
        return "wyżej" if heading in where[1] else "niżej"
    return f"{'' if bare else 'na '}{_listed((heading,), headings)}"


class LaidOutRefs(PageRefs):
    """Page references of a rulebook laid out once: deferred numbers (deferred.py), filled in
    after the last page."""

    def __init__(self, layout: Layout):
        super().__init__({})
        self.layout = layout
        self.tokens: list[tuple] = []  # what each token stands for, in order (the printed digest)
        self.near_tokens: list[str] = []  # each `near`'s token, in the order made

    def __call__(self, *headings: str):
        names = tuple(dict.fromkeys(str(h) for h in headings))
        self.asked.update(names)
        self.made.append(names)
        self.tokens.append(("page", *names))
        if len(names) == 1:
            heading = names[0]
            return Markdown(f"s.{NBSP}{self.layout.number(lambda pages, headings: headings.get(heading))}")
        return Markdown(str(self.layout.text(lambda pages, found: _listed(names, found))))

    def see(self, *headings: str):
        names = tuple(dict.fromkeys(str(h) for h in headings))
        self.asked.update(names)
        self.made.append(names)
        self.tokens.append(("see", *names))
        return Markdown(str(self.layout.text(lambda pages, found: f"(zob. {_listed(names, found)})")))

    def span(self, first: str, last: str):
        names = (str(first), str(last))
        self.asked.update(names)
        self.made.append(names)
        self.tokens.append(("span", *names))
        return Markdown(str(self.layout.text(lambda pages, found: _span(names, found))))

    def near(self, heading: str):
        heading = str(heading)
        self.asked.add(heading)
        self.made.append((heading,))
        self.tokens.append(("near", heading))
        index = len(self.near_tokens)
        token = str(self.layout.text(lambda pages, found: self._near(heading, found, index in self.bare)))
        self.near_tokens.append(token)
        return Markdown(token)

    def opened(self, markdown: str) -> str:
        self.bare.update(i for i, token in enumerate(self.near_tokens) if f"({token}" in markdown)
        return markdown

    def _near(self, heading: str, found, bare: bool = False) -> str:
        """found: the headings' pages as the reference sees them (deferred.Seen: its page, the headings
        drawn before it), or as guessed while laying out; `bare`: the reference opens a parenthesis."""
        here = getattr(found, "page", None)
        said = near_words(heading, None if here is None else (here, found.before), found, bare)
        if isinstance(found, Seen) and found.printed:  # the text printed, after the last page
            self.nearby.append((heading, said, here))
        return said

    def printed(self, seen: dict[int, tuple[int, frozenset]]) -> list[tuple[str, str, int | None]]:
        return list(self.nearby)


def _listed(names: tuple[str, ...], found: dict[str, int]) -> str:
    return pages_text(*(f"s.{NBSP}{found.get(h, '?')}" for h in names))


def _span(names: tuple[str, str], found: dict[str, int]) -> str:
    first, last = (found.get(h, "?") for h in names)
    return f"s.{NBSP}{first}" if first == last else f"s.{NBSP}{first}–{last}"


def anchor(name: str, end: bool = False) -> Markdown:
    """`{{ anchor("Progi zwycięstwa") }}` on a line of its own, between blank lines, before a table,
    list or figure: `page("Progi zwycięstwa")` then names the page where that block starts; with
    `end=True`, after the last block of a range, the page where that block ends (`page.span`)."""
    return Markdown(f"![](<{'end' if end else 'anchor'}:{name}>)")


def appendix() -> Markdown:
    """`{{ appendix() }}` on a line of its own before the first chapter a player can do without: it
    starts on the front of a new sheet, and the job's cover says its pages may be left unprinted."""
    return Markdown(f"![](<sheet:{APPENDIX}>)")


# the optional appendix says so on its own first page, not only in the contents and on its job's cover (r44 R
# rulebook 20; Kolekcjonerzy's book said it in its own words): the contents' words, then what the appendix holds, on one
# line (two pushed Przekręt's book to a 22nd page)
APPENDIX_NOTE = f"**{APPENDIX_TOC.strip(' ()').capitalize()}.** Wyjaśnia decyzje tego wydania i druk zestawu."


def appendix_note() -> Markdown:
    """`{{ appendix_note() }}` right under the appendix's first chapter heading, in a book whose appendix opens
    with a chapter that does not call itself „Dodatek (nieobowiązkowy)”: the note that it may go unprinted."""
    return Markdown(APPENDIX_NOTE)


def template_file(root: Path, name: str) -> Path:
    """The file a template name resolves to (the pack's own, else the bundled one)."""
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
    headings: dict[str, int] = field(default_factory=dict)  # heading text → page
    # every page reference the text prints („s. N”, „zob. s. N i M”): the headings it names, in the
    # order the template made them; the numbers printed are `headings`' pages of these
    references: list[tuple[str, ...]] = field(default_factory=list)
    # every `page.near` printed as „wyżej”/„niżej” or „na s. N”: (heading, the words, the reference's page)
    nearby: list[tuple[str, str, int | None]] = field(default_factory=list)
    near_seen: dict[int, tuple[int, frozenset]] = field(default_factory=dict)  # typeset's, laid out the old way
    blanks: list[int] = field(default_factory=list)  # pages left blank so that what follows starts a sheet


def make_kit(
    game: Game,
    component: Component,
    options: BuildOptions,
    *,
    planned: bool = False,
    outputs: list[Output] | None = None,
) -> Kit:
    """The kit the rulebook describes: the siblings' `outputs` (None: render them now), or, for
    validation, the planned files."""
    spec = component.spec
    if planned:
        planned_files = planned_kit_files(game, options)
        return Kit(tuple(planned_files), planned_outputs(game, planned_files), options)
    files = []
    siblings = ordered(game, outputs if outputs is not None else sibling_outputs(game, options))
    for output in siblings:
        printing = spec.printing.get(output.component)
        files.append(describe(output, game, options, note=printing.note if printing else ""))
    return Kit(tuple(files), tuple(siblings), options)


def _locate(root: Path, template: str, needle: str) -> Location:
    """The template line where a snippet of the generated Markdown was written, else line 1."""
    main = locate(search_roots(root), template) or root / template
    candidates = [main] + sorted(
        p
        for r in search_roots(root)
        for p in Path(r).rglob("*.j2")
        if p != main and locate([r], str(p.relative_to(r))) is not None
    )
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


def produce(
    component: Component,
    game: Game,
    options: BuildOptions,
    *,
    typeset_pdf: bool = True,
    kit: list[Output] | None = None,
) -> Produced:
    """The rulebook of `component`; with typeset_pdf=False (validation) the template, the Markdown,
    the glyphs and the figures are checked but no PDF is laid out. `kit`: the siblings' outputs when
    the build has them (else they are rendered).

    The rulebook is laid out once: the numbers only its layout decides (its page count, its
    headings' pages, the print jobs that follow) are deferred (deferred.py, forms.py). Only a
    template that computes with such a number, or a real number that does not fit the room laid
    out for it, sends it through the old loop: laid out again with the numbers of the last layout
    until they agree."""
    made = make_kit(game, component, options, planned=not typeset_pdf, outputs=kit)
    filename, title = f"{component.name}.pdf", component.spec.title
    if not typeset_pdf:
        return _once(component, game, options, made, RulebookFile(filename, 0, title), PageRefs({}), typeset_pdf=False)
    layout = Layout(lookup)
    try:
        result = _once(
            component,
            game,
            options,
            made,
            RulebookFile(filename, layout.number(lambda pages, headings: pages), title),
            LaidOutRefs(layout),
            layout,
        )
        if result.data or result.problems and not result.markdown:
            return result
        pages, known, blanks = result.pages, result.headings, tuple(result.blanks)
    except Unsettled as unsettled:
        pages, known, blanks = getattr(unsettled, "pages", 0), getattr(unsettled, "headings", {}), ()
    seen: dict[int, tuple[int, frozenset]] = {}
    for _ in range(MAX_PASSES):
        refs = PageRefs(known, seen)
        laid_out = RulebookFile(
            filename, pages, title, appendix=known.get(APPENDIX, 0), blanks=blanks, printing=known.get(PRINT_CHAPTER, 0)
        )
        result = _once(component, game, options, made, laid_out, refs)
        if not result.data:
            return result
        if (
            result.pages == pages
            and all(known.get(h) == result.headings.get(h) for h in refs.asked)
            and refs.settled(result.headings, result.near_seen)
            and (result.headings.get(APPENDIX, 0), result.headings.get(PRINT_CHAPTER, 0), tuple(result.blanks))
            == (laid_out.appendix, laid_out.printing, blanks)
        ):
            break
        pages, known, seen, blanks = result.pages, result.headings, result.near_seen, tuple(result.blanks)
    return result


def _once(
    component: Component,
    game: Game,
    options: BuildOptions,
    kit: Kit,
    rulebook: RulebookFile,
    refs: PageRefs,
    layout: Layout | None = None,
    *,
    typeset_pdf: bool = True,
) -> Produced:
    """One template render, one Markdown parse and (typeset_pdf) one layout. With `layout`, a
    template that computed with a deferred number leaves the result's data empty."""
    spec = component.spec
    root = templates_root(game)
    result = Produced(kit=kit)
    plan = book_plan(game, component, kit, rulebook)
    try:
        context = build_context(game, component, options, kit, rulebook, refs, layout, plan=plan)
        context["page"], context["anchor"], context["appendix"] = refs, anchor, appendix
        context["appendix_note"] = appendix_note
        result.markdown = refs.opened(render_template(root, spec.template, context))
    except TemplateProblem as problem:
        if layout is None or not layout.misused:  # (misused: more deferred values than tokens)
            result.problems.append(Problem(problem.location, problem.message, problem.rule))
        return result
    if layout is not None and layout.misused:
        return result
    text = result.markdown
    look = Look(accent=_color(spec.accent) if typeset_pdf else spec.accent)  # validation: no PDF colour
    paper = reading_paper(options.paper)
    blocks, markup_problems = markup.parse(text, getattr(spec, "quotes_whole", 0))
    problems = [Problem(_locate(root, spec.template, p.needle), p.message, p.rule) for p in markup_problems]
    shown = NEAR_MARK.sub("", layout.guess(text) if layout else text)  # (a `near`'s mark prints nothing)
    problems += _glyph_problems(shown, template_file(root, spec.template))
    for asked in sorted(refs.asked - _headings(blocks)):
        problems.append(
            Problem(
                _locate(root, spec.template, asked),
                f"page reference to '{asked}', which is not a heading of this rulebook",
                "rulebook.page-reference",
            )
        )
    figure_problems: list[Problem] = []

    def figure(name: str, problem: str | None) -> None:
        if problem:
            figure_problems.append(Problem(_locate(root, spec.template, f"figure:{name}"), problem, "rulebook.figure"))

    if not typeset_pdf:
        for ref in _figure_refs(blocks):  # whether each can be drawn: no layout
            figure(ref.name, figure_drawing(ref.name, paper.width - 2 * look.margin_x, spec, game)[2])
        result.problems = _unique(problems + figure_problems)
        return result

    def flowables(ref, width: float, paragraph):
        flow, problem = figure_flowables(ref, width, spec, game, paragraph)
        figure(ref.name, problem)
        return flow

    info = TitleInfo(
        game=game.spec.title,
        subtitle=game.spec.subtitle,
        title=spec.title,
        facts_line=facts_line(game),
        running=f"{game.spec.title} · {spec.title.lower()}",
        art=title_drawing(game),
    )
    found: dict[str, int] = {}
    near_seen: dict[int, tuple[int, frozenset]] = {}
    blanks: set[int] = set()
    sides = blank_sides(game, kit, rulebook, plan, look, layout)

    def laid_out(held: str, at: list[int]) -> tuple[bytes, int, list[str]]:
        for seen in (found, near_seen, blanks):
            seen.clear()
        return typeset(
            blocks,
            info,
            look,
            paper,
            flowables,
            toc_levels=spec.toc_levels,
            heading_pages=found,
            layout=layout,
            near_seen=near_seen,
            blank_pages=blanks,
            blank_sides=sides,
            held=held,
            held_at=at,
            listed=spec.checklist_in_contents,
        )

    try:
        # the kit's checklist on the page the book leaves blank before its appendix is a section of the book,
        # under its running head (r32 K rulebook minor 8, R kit minor 5); the contents list it where the book
        # says so (`checklist_in_contents`, r41 R minor 7): the page is known only once the book is laid out
        # (docs/print-decisions.md)
        held = CHECKLIST_TITLE if kit.outputs else ""
        data, count, chapters = laid_out(held, [])
    except Unsettled:
        raise
    except Exception as exc:  # a layout that cannot be made is a finding, not a traceback
        problems.append(
            Problem(
                Location(str(template_file(root, spec.template))),
                f"the rulebook cannot be typeset: {type(exc).__name__}: {str(exc)[:300]}",
                "rulebook.layout",
            )
        )
        result.problems, result.markdown = problems, ""
        return result
    result.data, result.pages, result.chapters, result.headings = data, count, chapters, found
    result.references = list(refs.made)
    result.nearby, result.near_seen = refs.printed(near_seen), near_seen
    result.blanks = sorted(blanks)
    result.problems = _unique(problems + figure_problems)
    return result


def _headings(blocks) -> set[str]:
    md = markup
    found = set()
    for block in blocks:
        if isinstance(block, md.Heading):
            found.add(block.text)
        elif isinstance(block, md.Anchor):
            found.add(block.name)
        elif isinstance(block, md.ListBlock):
            for item in block.items:
                found |= _headings(item)
        elif isinstance(block, md.Note):
            found |= _headings(block.blocks)
    return found


def _figure_refs(blocks) -> list:
    md = markup
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
    return [
        Problem(
            Location(str(where)), f"the rulebook text has characters the fonts cannot print: {shown}", "rulebook.glyphs"
        )
    ]


def _color(value: str):
    """The accent as the typesetter draws it: reportlab's colour."""
    return HexColor(value)


def facts_line(game: Game) -> str:
    players = game.spec.players
    noun = plural(players.max, "gracz", "graczy", "graczy")
    # a phrase with its governing word, as a book says it (r35 AS F13: a bare „2–4 graczy · wiek 10+”)
    parts = [f"dla {players.min}–{players.max} {noun}" if players.min != players.max else f"dla {players.min} {noun}"]
    if players.also:  # said as the rulebook's text says it
        parts[0] = f"{parts[0]} oraz {players.also}"
    if game.spec.age:
        least = re.fullmatch(r"(\d+)\+", game.spec.age.strip())
        parts.append(f"od {least.group(1)} lat" if least else f"wiek {game.spec.age}")
    if game.spec.duration:
        parts.append(game.spec.duration)
    return " · ".join(parts)
