"""What a rulebook template may refer to: the game's typed data, never re-typed numbers.

| name         | what                                                                  |
|--------------|-----------------------------------------------------------------------|
| `game`       | game.yaml (title, players, decisions, house_rules, dimensions, …)     |
| `facts`      | the documented facts with house rules applied (`facts.starting_tokens`)|
| `components` | every component's typed model (`components.plytki.exhibits`)           |
| `kit`        | the files of the kit as rendered: pages, sheets, paper, duplex        |
| `guests`     | pieces printed on another file's sheets too: [{title, host}] (titles) |
| `jobs`       | the print jobs (printplan.py), this rulebook included: file, sheets, parts |
| `totals`     | the jobs' sheets of card and paper (`totals.card`), as the build says |
| `checklist`  | where the kit's checklist is printed (build/sides.checklist_at): title, job, page, where, pointer |
| `job_rows`   | each job's contents in page order, every page named once, as the print table's row (build/job_pages) |
| `rulebook`   | this rulebook's own file name and page count                          |
| `parts_files` | the print chapter's sentence on the kit's single-piece files (guide.PARTS_FILES), no file named |
| `separate_note` | what a separate print is, after its title: „(w zestawie, bez numeru)” (guide.SEPARATE_NOTE) |
| `shop_boards` | a tiled board's one-piece print for a print shop: [{component, named}] (guide.separate, D1) |
| `book_pages` | its pages as its job's cover counts them: play pages and the optional appendix apart |
| `paper`      | the paper of this build (`paper.name`), `print.*` printing facts      |
| `rules`      | the game's rules engine results and helpers (see `extras.py`)         |
| `house_rules`| declared house rules for print: what (Polish), documented, value, reason|
| `boards`     | each board with the facts written into its texts (`boards.plansza`)     |
| `page`       | `page("Ruch")` → „s. N”, the page of that heading; `page.near("Ruch")` → „wyżej”/„niżej” on its page, else „na s. N” („(s. N)” where it opens a parenthesis) |
| `inks`       | colours drawn by code: a figure's moves (`allowed`, `forbidden`: the rulebook's `figure_inks`, else the shared style's), a board grid's edge (`grid_edge`), for `colour_pl` |
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from generator.build.checklist import CHECKLIST_TITLE, Measure, checklist_rows, draw_checklist
from generator.build.job import Job, JobPart, Listed
from generator.build.job_pages import jobs_rows
from generator.build.printplan import host_title, pierced, printed_parts
from generator.build.printtotals import Totals, totals
from generator.build.shop import shop_files
from generator.build.sides import Side, checklist_at
from generator.draw.craft_text import NEEDLE, materials_text, materials_tools
from generator.draw.guide import BOARD_PAPER, BOARD_STOCK_TEXT, PARTS_FILES, SEPARATE_NOTE, separate
from generator.draw.kinds.board.content import DARK
from generator.draw.kinds.board.plan import resolved
from generator.draw.kinds.guest_pieces import guests_of
from generator.draw.registration import BACK_TOLERANCE
from generator.model.core import BuildOptions, Component, Game, Output
from generator.model.polish import NBSP, counted
from generator.model.units import to_mm
from generator.rulebook.deferred import APPENDIX, GUESS_PAGES, Deferred, Layout, Shape, book_shape
from generator.rulebook.extras import extras_for
from generator.rulebook.kit import STOCK_NAMES, Kit, KitFile
from generator.rulebook.look import Look
from generator.rulebook.overlay import figure_inks
from generator.rulebook.styles import make_styles
from generator.rulebook.template import (
    TemplateProblem,
    make_environment,
    problem_from,
    render_bounded,
    templates_root,
)
from generator.rulebook.views import Later, Node, expose_properties, wrap
from generator.validate.house_rules import printed

CALIBRATION_MM = 50  # the square on every guide page (pdf.draw_calibration_square)

expose_properties(Kit, "total_pages", "card_sheets", "paper_sheets")
expose_properties(KitFile, "last_page", "paper_sheets", "sheets_each")
expose_properties(
    Job,
    "filename",
    "cover_pages",
    "sheets",
    "file_sheets",
    "cover_sheets",
    "boards",
    "pages",
    "stock_text",
    "sheets_text",
    "order_text",
    "weight",
    "sides_text",
    "stock_word",
    "sides_word",
    "cover_name",
    "listed",
    "carried",
)
expose_properties(
    JobPart,
    "pages",
    "end",
    "pieces",
    "unit_pages",
    "unit_sheets",
    "unit_sheets_text",
    "unit_text",
    "copy_pages",
    "own_end",
    "blank_text",
    "how",
    "builds",
)
expose_properties(Listed, "title", "start")
expose_properties(Totals, "weights_text")


@dataclass(frozen=True)
class RulebookFile:
    file: str
    pages: int | Deferred  # Deferred: laid out once, the count filled in after the last page
    title: str
    copies: int = 1
    stock_name: str = STOCK_NAMES["paper"]
    # laid out the old way: where the last layout put its appendix and the pages it left blank (the
    # print plan gives the kit's checklist a blank back before the appendix, build/sides.checklist_at)
    appendix: int = 0
    blanks: tuple[int, ...] = ()
    printing: int = 0  # where the last layout put the print chapter (`book_pages`)


@dataclass(frozen=True)
class PrintFacts:
    paper: str
    calibration: int  # mm, side of the calibration square
    margin: float  # mm, nothing printed closer to the paper edge
    duplex: str  # the build's duplex mode: long / short / none
    overlap: float  # mm, glue band of tiled boards
    scale: int = 100  # per cent: print at actual size
    board_paper: str = BOARD_PAPER  # what a tiled board is printed on (its assembly map says the same)
    tolerance: str = BACK_TOLERANCE  # mm a back may shift unseen (the calibration page says the same)
    board_stock: str = BOARD_STOCK_TEXT.removeprefix("karton ")  # a tiled board's card


def build_context(
    game: Game,
    component: Component,
    options: BuildOptions,
    kit: Kit,
    rulebook: RulebookFile,
    refs: Any = None,
    layout: Layout | None = None,
    *,
    decisions_when_read: bool = False,
    plan: Callable[[Shape], list[Job]] | None = None,
) -> dict[str, Any]:
    """`layout`: the rulebook's own page count is `rulebook.pages`, a deferred number, and so are the
    print plan's numbers that follow from it (deferred.py). `decisions_when_read`: the decisions'
    texts are rendered the first time the template reads them, from the context as it is now (a
    player aid's template seldom prints them; a rulebook's renders them first, in order, as the page
    references in them are numbered in that order). `plan`: the book's print plan (`book_plan`), shared
    with `blank_sides` so that the layout works the plan out once per shape."""
    components = {name: c.spec for name, c in game.components.items()}
    allowed, forbidden = figure_inks(component.spec)
    printing = PrintFacts(
        paper=options.paper.name,
        calibration=CALIBRATION_MM,
        margin=round(to_mm(options.margin), 1),
        duplex=options.duplex,
        overlap=round(to_mm(options.overlap), 1),
    )
    # the print jobs of the kit and this rulebook (a player aid's context has no kit: no jobs)
    own = _own_output(game, component, rulebook, (0 if layout else rulebook.pages, rulebook.appendix, rulebook.blanks))
    if layout is not None and kit.outputs:
        plan = plan or book_plan(game, component, kit, rulebook)
        jobs, sums = layout.probed(plan), layout.probed(lambda shape: totals(layout.computed(plan, shape)))
        checklist = _laid_out_checklist(layout, lambda shape: checklist_place(layout.computed(plan, shape)))
        rows = layout.probed(lambda shape: jobs_rows(layout.computed(plan, shape), rulebook.file))
    else:
        planned = kit.jobs(game, own) if kit.outputs else []
        jobs, sums = wrap(planned, "jobs"), wrap(totals(planned), "totals")
        checklist = wrap(checklist_place(planned), "checklist")
        rows = wrap(jobs_rows(planned, rulebook.file), "job_rows")
    if layout is not None:
        book = layout.text(
            lambda pages, headings: book_pages(pages, headings.get(APPENDIX, 0), headings.get(PRINT_CHAPTER, 0))
        )
    else:
        book = book_pages(rulebook.pages, rulebook.appendix, rulebook.printing)
    context = {
        "book_pages": book,
        "parts_files": PARTS_FILES,
        "separate_note": SEPARATE_NOTE,
        # a tiled board's one-piece print for a print shop, by its printed title (D1): its component and words
        "shop_boards": [{"component": c, "named": separate(o.title)} for c, o in shop_files(kit.outputs).items()],
        "jobs": jobs,
        "totals": sums,
        "checklist": checklist,
        "job_rows": rows,
        "game": wrap(game.spec, "game"),
        "facts": wrap(dict(game.facts), "facts"),
        "components": wrap(components, "components"),
        "kit": wrap(kit, "kit"),
        "rulebook": wrap(rulebook, "rulebook"),
        "print": wrap(printing, "print"),
        "rules": wrap(extras_for(game), "rules"),
        "house_rules": wrap(_house_rules(game), "house_rules"),
        "boards": wrap(resolved_boards(game), "boards"),
        "guests": wrap(_guests(game, kit), "guests"),
        "inks": wrap({"allowed": allowed, "forbidden": forbidden, "grid_edge": DARK}, "inks"),
        # what building the kit takes: tools, glue, an optional punch, scoring folds (craft_text.materials_text)
        "materials": materials_text(_kit_needs(game, kit), scoring=True),
        # the same tools as a list, for a rulebook's list of what the kit lacks (craft_text.materials_tools)
        "tools": materials_tools(_kit_needs(game, kit)),
    }
    if refs is not None:
        context["page"] = refs
    see = getattr(component.spec, "see", {})
    if decisions_when_read:
        now = dict(context)
        context["decisions"] = Later(
            lambda: linked_decisions(render_decisions(game, component, now), refs, see), "decisions"
        )
        return context
    rendered = render_decisions(game, component, context)
    context["decisions"] = wrap(linked_decisions(rendered, refs, see), "decisions")
    return context


def _kit_needs(game: Game, kit: Kit) -> list[str]:
    """What building the kit takes (Output.needs), and the needle its print jobs' covers ask for where a
    card sheet's back is checked by piercing (printplan.pierced): the tool lists name what the steps use."""
    needs = [n for o in kit.outputs for n in o.needs or []]
    return needs + ([NEEDLE] if any(pierced(o) for o in printed_parts(game, kit.outputs)) else [])


def _own_output(game: Game, component: Component, rulebook: RulebookFile, shape: Shape) -> Output:
    """The rulebook as the print plan takes it, at `shape` (its pages, appendix and pages left blank)."""
    pages, appendix, blanks = shape
    return Output(
        game=game.id,
        component=component.name,
        kind=getattr(component, "kind", "rulebook"),
        filename=rulebook.file,
        data=None,
        pages=pages,
        stock="paper",
        duplex=True,
        title=rulebook.title,
        appendix=appendix,
        blanks=list(blanks) or None,
    )


def book_plan(game: Game, component: Component, kit: Kit, rulebook: RulebookFile) -> Callable[[Shape], list[Job]]:
    """The kit's print jobs with this rulebook at a shape (its pages, appendix and pages left blank). One
    function object per rulebook layout: `Layout.computed` keeps its result per shape."""

    def plan(shape: Shape) -> list[Job]:
        return kit.jobs(game, _own_output(game, component, rulebook, shape))

    return plan


def blank_sides(
    game: Game,
    kit: Kit,
    rulebook: RulebookFile,
    plan: Callable[[Shape], list[Job]],
    look: Look,
    layout: Layout | None = None,
) -> Callable[[Shape], dict]:
    """What the rulebook's pages left blank hold at the book's real shape, beyond „Strona celowo pusta”: the
    page whose side of the print job carries the kit's checklist carries it in the book's own file too,
    drawn as the job draws it (r26 K F1, r27 K F2: the book says the checklist is on the back of its
    page 15; the file alone showed a blank page there, then a note naming the job). Page → a drawing of
    that side (canvas, width, height). `plan`: the book's print plan (`book_plan`), worked out once per
    shape through `layout` when the book has one (the template read the same plan)."""

    def sides(shape: Shape) -> dict[int, Callable]:
        if not kit.outputs:
            return {}
        jobs = tuple(layout.computed(plan, shape) if layout is not None else plan(shape))
        side = checklist_at(jobs)
        if side is None or not side.own or side.part.file != rulebook.file:
            return {}
        rows = checklist_rows(game, jobs, list(kit.outputs))
        # a section of the book: under its running head, as the pages around it (r32 R kit minor 5: the page
        # bore a cover's band), the job prints the book's page as it is; in the book's measure, its title set as
        # a chapter's heading that opens a page (r44 R rulebook 18)
        h1 = make_styles(look).h1
        measure = Measure(look.margin_x, h1.fontName, h1.fontSize, h1.textColor)
        top = look.margin_top + h1.fontSize  # the heading's baseline below the page's top: platypus's first line
        return {
            _book_page(side): lambda canvas, width, height: draw_checklist(canvas, rows, width, height - top, measure)
        }

    return sides


def _book_page(side: Side) -> int:
    """The rulebook's own page that a side of its print job is."""
    return side.page - side.part.start + side.part.first


# the heading of the print chapter that ends every rulebook (templates/_print_guide.md.j2)
PRINT_CHAPTER = "Wydruk i składanie"


def book_pages(pages: int, appendix: int, printing: int = 0) -> str:
    """„21 stron: zasady na stronach 1–16, dodatek na stronach 17–21 (część o druku od strony 20)”:
    the book's pages as its job's cover lists them (since r41 AS F11 a sentence of its own in the print table's row, after the job's
    pages; „nieobowiązkowy” is the table of contents' word, left out to keep the row as long as it was: Przekręt's
    book keeps its 21 pages), the optional appendix (from its page `appendix`) apart (r25 P kit minor 8: „20 stron” read against the cover's pages 9–24 and 25–28), and the
    print chapter (from its page `printing`) named inside it (r27 P rulebook F4: the appendix the book's first
    page announces is „Co ustaliło to wydanie”). Pages, not counts: the print chapter starts on the page the
    edition notes end on, so „3 strony dodatku i 2 strony o wydruku” added up to the book but not to where
    either part stands (r29 R rulebook F16, A rulebook F12). Written out („na stronach”), not „s. N”: that
    form is the book's page references to its headings. „20 stron” for a book without an appendix."""
    if not 1 < appendix <= pages:
        return counted(pages, "strona", "strony", "stron")

    def on(first: int, last: int) -> str:
        return f"stronie{NBSP}{first}" if first == last else f"stronach{NBSP}{first}–{last}"

    said = f"{counted(pages, 'strona', 'strony', 'stron')}: zasady na {on(1, appendix - 1)}, dodatek na {on(appendix, pages)}"
    if appendix <= printing <= pages:
        # r42 AS F8: „(od strony 12 o wydruku)” read as „from the print's page 12”; the chapter's title did not fit
        # Przekręt's row (its book grew a page): „część o druku” is as short
        said += f" (część o druku od strony{NBSP}{printing})"
    return said


def _laid_out_checklist(layout: Layout, place: Callable[[Shape], dict | None]) -> Any:
    """The checklist's place as a laid-out rulebook prints it: a view of the plan (Layout.probed), so
    that what changes with the rulebook's shape (the job, the page: a blank back before the appendix is
    where the checklist goes, build/sides.checklist_at) is deferred and known only after the last page,
    and what does not is a plain value the template may compare without a second layout."""
    if layout.computed(place, book_shape(GUESS_PAGES, {})) is None:  # a kit with no blank side to print it on
        return None
    return layout.probed(place)


def checklist_place(jobs: list[Job]) -> dict[str, Any] | None:
    """Where the kit's checklist is printed, as a rulebook names it (r24 K F1: „na wolnej stronie jednego
    z wydruków” sent the reader hunting): its printed title, the job by the name its cover and the print
    chapter give it, and the job's page; None when no job has a blank side."""
    side = checklist_at(tuple(jobs))
    if side is None:
        return None
    job = next(j for j in jobs if j.filename == side.job)
    where = f"strona {side.page} wydruku „{job.cover_name}”"
    # the short pointer (r42 R minor 9, D2): the book's own page as „s. 18”, a job's page as „wydruk 1, s. 8”
    pointer = f"wydruk {job.number}, s.{NBSP}{side.page}"
    if side.own:  # the book's own blank back: named by the book's page the reader holds (r25 K stuck point)
        back = _book_page(side) - 1
        # its folio said first, the back second (r31 K F7: „na odwrocie strony 15” for the page headed 16)
        where = f"w wydruku „{job.cover_name}” jest na stronie {back + 1} tej instrukcji (na odwrocie strony {back})"
        pointer = f"s.{NBSP}{back + 1}"
    return {"title": CHECKLIST_TITLE, "job": job.cover_name, "page": side.page, "where": where, "pointer": pointer}


def decision_sources(game: Game, component: Component) -> list[tuple[Any, tuple, Any]]:
    """(document, key path, decision) of every decision the rulebook prints: game.yaml's, then its own."""
    return [(game.doc, ("decisions", i), d) for i, d in enumerate(game.spec.decisions)] + [
        (component.doc, ("decisions", i), d) for i, d in enumerate(component.spec.decisions)
    ]


def render_decisions(game: Game, component: Component, context: dict[str, Any]) -> list[Any]:
    """Decision texts are small templates: a number or name they state comes from the data
    (`{{ facts.starting_tokens }}`), so the text follows every edit and house rule."""
    root = templates_root(game)
    env = make_environment(root)
    out = []
    for doc, keypath, decision in decision_sources(game, component):
        shown = {}
        for field in ("topic", "decision"):
            text = getattr(decision, field)
            try:
                shown[field] = render_bounded(small_template(env, text), context) if "{" in text else text
            except Exception as exc:  # located at the decision in its YAML file
                problem = problem_from(exc, root, root)
                raise TemplateProblem(
                    doc.where(keypath + (field,)), f"decision '{decision.topic}': {problem.message}", problem.rule
                ) from None
        out.append(decision.model_copy(update=shown))
    return out


_SMALL: dict[tuple[int, str], Any] = {}  # (environment, source) → compiled template, in this process


def small_template(env: Any, source: str) -> Any:
    """`env.from_string(source)`, compiled once per process: a build renders every decision text of
    every rulebook and aid, a hundred small templates."""
    key = (id(env), source)
    template = _SMALL.get(key)
    if template is None:
        template = _SMALL[key] = env.from_string(source)
    return template


def _guests(game: Game, kit: Kit) -> list[dict[str, str]]:
    """Each guest component whose own file is in the kit beside its host's (kinds/guest_pieces.py): the two
    files' titles and the host's component, so the print guide can say which pages of which print job
    to print again for a spare (r23 K minor 2, R minor 2, P minor 7)."""
    titles = {f.component: f.title for f in reversed(kit.files) if f.fits_paper}
    return [
        # the host's sheets by the name its job's cover and their labels give them, the guests included
        {"title": titles[guest], "host": host_title(game, host, titles[host]), "component": host}
        for guest, host in guests_of(game).items()
        if guest in titles and host in titles
    ]


def _house_rules(game: Game) -> list[dict[str, str]]:
    return printed(game, game.titles)


_SEE = re.compile(r"\[\[([^\]]+)\]\]")


def linked_decisions(decisions: list, refs: Any, see: dict | None = None) -> list:
    """A decision names the rules it settles as [[Heading]] (or the rulebook's `see` maps its topic to
    the heading); printed as „(zob. s. N)”, the pages where the rules stand, so the decisions page
    explains why and sends the reader back to the rule. Adjacent [[…]] make one reference: „(zob. s. 4 i 7)”."""
    see = see or {}
    out = []
    for d in decisions:
        text = d.decision
        if d.topic in see and "[[" not in text:
            text = text.rstrip()
            dot = "." if text.endswith(".") else ""
            text = f"{text[: len(text) - len(dot)]} [[{see[d.topic]}]]{dot}"
        if refs is None:
            text = re.sub(r"\s*\[\[[^\]]+\]\]", "", text).strip()
        else:
            text = _SEE_RUN.sub(lambda m: _see(refs, *_SEE.findall(m.group(0))), text)
        out.append(d.model_copy(update={"decision": text}))
    return out


_SEE_RUN = re.compile(r"\[\[[^\]]+\]\](?:\s*\[\[[^\]]+\]\])*")


def _see(refs: Any, *headings: str) -> str:
    if hasattr(refs, "see"):  # rulebook.PageRefs: the pages may be deferred (deferred.py)
        return str(refs.see(*headings))
    return see_text(*(str(refs(h)) for h in headings))


def pages_text(*refs: str) -> str:
    """„s. 4”, „s. 4 i 5”, „s. 4, 5 i 7” from „s. N” each: every page named once, in page order."""
    numbers = list(dict.fromkeys(r.split(chr(0xA0))[-1] for r in refs))
    if all(n.isdigit() for n in numbers):
        numbers.sort(key=int)
    first = refs[0].split(chr(0xA0))[0]
    listed = numbers[0] if len(numbers) == 1 else ", ".join(numbers[:-1]) + " i " + numbers[-1]
    return f"{first}{chr(0xA0)}{listed}"


def see_text(*refs: str) -> str:
    """„(zob. s. 4)”, or „(zob. s. 4 i 5)” for rules on two pages („s. N” each); one page named once."""
    return f"(zob. {pages_text(*refs)})"


def resolved_boards(game: Game) -> dict[str, Any]:
    """Every board with the game's facts written into its texts, as printed ("{hospital-turns}" → 3):
    the rulebook explains the fields in the words the board uses."""
    return {name: resolved(c, game) for name, c in game.components.items() if c.kind == "board"}


def is_node(value: Any) -> bool:
    return isinstance(value, Node)
