"""The kit's print plan: which pages go into which print job, how often, on how many sheets.

The one source of every printing number: the build writes a PDF per job (jobs.py) and lists the
jobs in the manifest, the terminal summary adds up their sheets, and the rulebook's print guide
quotes the same jobs. A print job holds every part that is printed on the same stock with the same
sides, in play order, each part repeated as often as a full table needs it (`Output.copies`), so
printing every job file once gives the whole game.

What goes where:
- a part's pieces (its pages after the guide pages) go into the job of its stock and sides;
- a part's guide page describes the part's file alone (its own paper, sides, calibration square):
  no job prints it. What it says of the pieces (`Output.guide_lines`: counts, sizes, how to fold)
  goes on the cover of the job that holds the pieces, under the part's line (a guest's under its
  host's), so each job says once what is true for it and no sheet is printed that builds nothing;
- guide pages that build something (a tiled board's assembly map, `Output.guide_kept`) go with the
  cover of the job of the board's sheets;
- a card job holds card only, every page of its file printed on card: its cover (with the
  registration target behind it, or its assembly map) is printed on plain paper, at the front of the
  double-sided plain-paper job (`Job.carried`; a plain job made for them when the game has none), so
  no card sheet is spent on instructions;
- a full-size board and other pages that do not fit the paper go to a print shop, never into a job;
- parts that are an alternative to another part (`kit=False`, e.g. Przekręt's re-feed Losy) stay out;
- the pieces of a guest (kinds/guest_pieces.py: pawns printed on the free room of another component's
  sheets) stay out, since their host's sheets print them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from generator.build.checklist import checklist_rows, fits_under
from generator.build.cover_figures import figures_floor, fold_plans
from generator.build.covers import page_info
from generator.build.job import (
    GRADES,
    Job,
    JobPart,
    card_cover_pages,
    cover_pages,
    job_sides,
    plain_sheets,
)
from generator.build.shop import shop_files
from generator.build.sides import checklist_at, filled_sides
from generator.draw.craft_text import NEEDLE
from generator.draw.guide import text_end
from generator.draw.guide_share import SHARE_SCALE, shared_scale
from generator.draw.kinds import KINDS
from generator.draw.kinds.guest_pieces import GUEST_LEAD, guests_of, part_title
from generator.model.core import BuildOptions, Game, Output
from generator.model.units import mm

DEFAULTS = BuildOptions()  # a plan asked for without the build's options: A4
KIT_KINDS = ("kit", "print-job")  # merged files: never parts of a job
CATEGORY_ORDER = ["rulebook", "board", "card", "tile", "banknote", "piece", "form"]


# categories whose sheets are used whole; every other is cut along crop marks on the sheet margins (its
# job's cover says so; the player aids too, since r19: each has its own marks)
UNCUT = ("rulebook", "form", "data")


def _category(output: Output) -> str:
    return KINDS[output.kind].category if output.kind in KINDS else ""


def _trim(output: Output) -> str:
    """How a board's sheets are cut, as they are drawn: marks at the board's corners only, and on a
    board tiled over several sheets (its seams) the dashed waste strips cut off first; "" for a part
    cut along crop marks on the sheet's margins."""
    if _category(output) != "board":
        return ""
    return "tiled" if output.seams_mm else "board"


def pierced(output: Output) -> bool:
    """Whether the first sheet of `output`'s print job is checked with a needle: a part cut along marks (crop
    marks, a board's corners) in a double-sided card job, whose back is checked by piercing a mark's end
    (cover_steps._check); its part's needs name the needle (materials.NEEDLE), so the tool lists do."""
    cut = _category(output) not in UNCUT or bool(output.fills_blank)
    return cut and STOCK_OF[grade(output)] == "card" and job_sides(output) != "one"


def grade(output: Output) -> str:
    """The stock a part's pieces are printed on (GRADES): a player aid and a tiled board's sheets (a
    board with its assembly map) on 160–200 g/m² card, other card on 250–300 g/m², the rest on paper."""
    if output.stock == "paper":
        return "light" if _category(output) == "aid" else "paper"
    return "light" if output.guide_pages and output.guide_kept else "card"


def play_rank(game: Game, output: Output) -> tuple:
    """Rulebook first, then the game's print_order, then by category and name."""
    order = game.spec.print_order
    category = _category(output)
    if category == "rulebook":
        return (0, 0, output.filename)
    if output.component in order:
        return (1, order.index(output.component), output.filename)
    cat = CATEGORY_ORDER.index(category) if category in CATEGORY_ORDER else len(CATEGORY_ORDER)
    return (2, cat, output.component, output.filename)


def printed_parts(game: Game, outputs: Iterable[Output]) -> list[Output]:
    """The files a home printer prints, in play order: the kit's parts that fit the paper (a sheet that
    fills blank sides is printed on them: checklist.filled_sides)."""
    parts = [o for o in outputs if o.kit and o.fits_paper and o.kind not in KIT_KINDS and not o.fills_blank]
    return sorted(parts, key=lambda o: play_rank(game, o))


def with_guests(game: Game, output: Output) -> str:
    """The part's title, naming the guests its sheets carry as one list: „Żetony ulepszeń i pionki”,
    „Fabryki, maszyny, mury i pionki graczy”."""
    return host_title(game, output.component, output.title or output.component)


def _own_title(game: Game, output: Output) -> str:
    """A host's own pieces' name, without its guests' („Żetony ulepszeń i szpitala”, where the file is „Żetony
    ulepszeń, szpitala, pionki i kostka”): the print chapter's bullet for them, its guests bullets of their own."""
    found = game.components.get(output.component)
    return str(getattr(found.spec, "title", None) or output.title or output.component) if found else output.component


def host_title(game: Game, component: str, title: str) -> str:
    """`title` of `component`'s file with the guests its sheets carry: the one name of those sheets
    (`part_title`: the job's cover, the sheet labels, zestaw.pdf and the rulebook's print chapter)."""
    found = game.components.get(component)
    return part_title(game, found, title) if found is not None else title


def plan_jobs(game: Game, outputs: Iterable[Output], options: BuildOptions = DEFAULTS) -> list[Job]:
    """The game's print jobs, in the order of their first part in play order, on `options`' paper
    (what fits under a short page's text: _with_checklist_side). A sheet that fills blank sides
    (Output.fills_blank) where the jobs leave none for it is printed all the same, a page of its own in
    the plain double-sided job (its back blank): a form the rules ask for never vanishes (kit brief r23
    item 6); a two-sided one (its slips continue on its back) always so, both its sides printed (kit
    brief s9 item 1: a one-sided sheet of its own left a side „Strona celowo pusta”)."""
    outputs = list(outputs)
    printed = printed_parts(game, outputs)
    fits = _room_under(game, outputs, options)
    packings = [_shared_covers(game, outputs, options, least) for least in (1.0, SHARE_SCALE)]

    def shared(jobs: list[Job]) -> list[Job]:
        """The jobs with the carried covers sharing pages at full size, or down to SHARE_SCALE where that
        spares a sheet of paper (a smaller type that spares none is no gain: r30 R minor 4, Rynek's pair left
        its checklist a sheet of its own)."""
        full, small = (_with_checklist_side(pack(jobs), fits) for pack in packings)
        return small if _paper_sheets(small) < _paper_sheets(full) else full

    jobs = shared(_plan(game, printed))
    fillers = [o for o in outputs if o.fills_blank and o.kit and o.fits_paper]
    if not fillers:
        return jobs
    filled = filled_sides(tuple(jobs), outputs)
    placed = {sheet.filename for sheet in filled.values()}
    homeless = [replace(o, sides="long") for o in fillers if o.filename not in placed]
    if homeless:
        jobs = shared(_plan(game, sorted([*printed, *homeless], key=lambda o: play_rank(game, o))))
        filled = filled_sides(tuple(jobs), outputs)
    fills: dict[str, list[tuple[int, str]]] = {}
    for side, sheet in filled.items():
        fills.setdefault(side.job, []).append((side.page, sheet.title or sheet.component))
    return [replace(job, fills=tuple(sorted(fills.get(job.filename, [])))) for job in jobs]


# what the text of a short page and the checklist under it keep clear of each other beyond the rule's gap:
# a line, for the page numbers the final plan writes into the text it measured
SHARE_SLACK = mm(5)


def _room_under(game: Game, outputs: list[Output], options: BuildOptions):
    """Whether the kit's checklist fits under the text of a carried card job's cover (`part`, in `jobs`):
    both measured by the arithmetic their drawing uses (guide.text_end, checklist.fits_under), the cover
    at its full size. A cover with fold figures under its text (cover_figures) keeps the rest of its page for
    them: the checklist goes elsewhere."""

    def fits(jobs: tuple[Job, ...], part: JobPart) -> bool:
        card = next((j for j in jobs if j.filename == part.cover_of), None)
        if card is None or part.under or fold_plans(game, card):  # no room measured beside covers or figures
            return False
        end, scale = text_end(page_info(game, card, options, jobs, carried=True, shops=shop_files(outputs)))
        rows = checklist_rows(game, jobs, outputs)
        return scale == 1.0 and fits_under(rows, options.paper.width, end - SHARE_SLACK)

    return fits


def _paper_sheets(jobs: list[Job]) -> int:
    """Sheets of plain paper the jobs take."""
    return sum(plain_sheets(job) for job in jobs if job.stock == "paper")


def _shared_covers(game: Game, outputs: list[Output], options: BuildOptions, least: float = SHARE_SCALE):
    """The jobs with each carried cover set under the text of the cover before it, on its page
    (JobPart.under), where both fit (r27 K minor 2: job 2's cover took a sheet of its own while the card jobs'
    covers in job 1 were half empty), at one scale no smaller than `least` (guide_share.SHARE_SCALE: r30 K minor 1,
    R minor 4: no pair fit at full size, and four guide pages 40–56 % used cost Kolekcjonerzy a sheet): as
    many as fit, in the order the card jobs are printed, so each is still read before its card goes in and
    the run of covers keeps its sheets (_on_sheets). Measured as they are drawn (guide_share.shared_scale),
    SHARE_SLACK left for the page numbers the final plan writes into the texts measured. A cover with fold
    figures (cover_figures) shares where the page's texts leave its figures' rows their room under them
    (cover_figures.figures_floor; r35 P minor 2: job 5's folded cover kept a page of its own beside job 4's)."""
    shops = shop_files(outputs)

    def cover(jobs: tuple[Job, ...], part: JobPart):
        job = next(j for j in jobs if j.filename == part.cover_of)
        return page_info(game, job, options, jobs, carried=True, shops=shops)

    def folds(jobs: tuple[Job, ...], part: JobPart) -> list:
        return [plan for j in jobs if j.filename == part.cover_of for plan in fold_plans(game, j)]

    def shared(jobs: list[Job]) -> list[Job]:
        for n, host in enumerate(jobs):
            if not host.carried:
                continue
            parts, page, plans = [], [], []  # the covers on the page being filled (its first on top), their folds
            for part in host.carried:
                shareable = bool(part.cover_of)
                if shareable and page:
                    info, more = cover(tuple(jobs), part), folds(tuple(jobs), part)
                    floor = figures_floor([*plans, *more], options.paper.width) + SHARE_SLACK
                    if shared_scale(page[0], [*page[1:], info], floor, least) is not None:
                        parts.append(replace(part, under=True, first=1, last=0, blank=0, sheets=0))
                        page.append(info)
                        plans += more
                        continue
                page = [cover(tuple(jobs), part)] if shareable else []
                plans = folds(tuple(jobs), part) if shareable else []
                parts.append(part)
            if any(p.under for p in parts):
                rest = [p for p in host.parts if not p.for_job]
                jobs = [
                    *jobs[:n],
                    replace(host, parts=_placed([*_on_sheets(parts), *rest], host.cover_pages)),
                    *jobs[n + 1 :],
                ]
        return jobs

    return shared


def _with_checklist_side(jobs: list[Job], fits=None) -> list[Job]:
    """The jobs with a side for the kit's checklist (checklist.checklist_at) where none leaves one (kit
    brief r24 item 1: Art Society's rulebook ends its play part on an even page, its kit had no
    checklist): under the last card job's cover job 1 carries that has the room and its page alone (`fits`: r26 AS
    minor 1, a page two thirds empty, the checklist's half empty, a blank back), else job 1 gets one sheet
    more, after the card jobs' covers (else after its last uncut part), its front for the checklist, so
    every kit prints its checklist once, whatever the pages' parity."""
    if checklist_at(tuple(jobs)) is not None:
        return jobs
    for n, job in enumerate(jobs):
        if job.stock != "paper":
            continue
        uncut = [p for p in job.parts if not (p.cut or p.trim or p.paper) and p.copies == 1]
        if not uncut:
            continue
        part = job.carried[-1] if job.carried else uncut[-1]
        # under the last carried cover with room for it, alone on its page (r35 P minor 2: the last cover's fold
        # figures filled its page, the cover before it was half empty, the checklist took a sheet of its own)
        alone = [p for p, after in zip(job.parts, (*job.parts[1:], None)) if not (after and after.under)]
        room = [p for p in reversed(job.carried) if p.cover_of and p in alone and fits and fits(tuple(jobs), p)]
        if room:
            shared = tuple(replace(p, shares=True) if p is room[0] else p for p in job.parts)
            return [*jobs[:n], replace(job, parts=shared), *jobs[n + 1 :]]
        more = 1 if job.sides == "one" else 2
        parts = [replace(p, blank=p.blank + more, sheets=p.sheets + 1) if p is part else p for p in job.parts]
        return [*jobs[:n], replace(job, parts=_placed(parts, job.cover_pages)), *jobs[n + 1 :]]
    return jobs


def _plan(game: Game, printed: list[Output]) -> list[Job]:
    """The jobs of the files `printed` (printed_parts), as plan_jobs says."""
    grouped: dict[tuple[str, str], list[JobPart]] = {}  # by (grade, sides)
    guides: dict[tuple[str, str], list[JobPart]] = {}  # kept guide pages, first in their job
    guests = guests_of(game)
    guest_lines: dict[str, list[str]] = {}
    guest_words: dict[str, list[tuple[str, tuple[str, ...]]]] = {}  # a host's guests: (title, their guide's lines)
    guest_needs: dict[str, list[str]] = {}
    guest_sides: dict[str, set[str]] = {}
    for o in printed:
        if o.component in guests:
            guest_lines.setdefault(guests[o.component], []).extend(o.guide_lines or [])
            guest_words.setdefault(guests[o.component], []).append((o.title or o.component, tuple(o.guide_lines or ())))
            guest_needs.setdefault(guests[o.component], []).extend(o.needs or [])
            guest_sides.setdefault(guests[o.component], set()).add(job_sides(o))
    for o in printed:
        sides = job_sides(o)
        first = o.guide_pages + 1
        if o.guide_pages and o.guide_kept:
            guides.setdefault((grade(o), sides), []).append(
                JobPart(
                    o.filename,
                    o.component,
                    o.title or o.component,
                    1,
                    1,
                    o.guide_pages,
                    sheets=1 if sides != "one" else o.guide_pages,
                    blank=o.guide_pages % 2 if sides != "one" else 0,
                    instructions=True,
                    paper=o.paper,
                    lying=tuple(n for n in o.landscape or () if n <= o.guide_pages),
                )
            )
        if o.pages >= first and o.component not in guests:
            blank = (o.pages - first + 1) % 2 if sides != "one" else 0
            # the title names the guests, their own lines follow: the host's line of them would repeat it
            own = [line for line in o.guide_lines or [] if not line.startswith(GUEST_LEAD)]
            lines = own + guest_lines.get(o.component, [])
            grouped.setdefault((grade(o), sides), []).append(
                JobPart(
                    o.filename,
                    o.component,
                    with_guests(game, o),
                    o.copies,
                    first,
                    o.pages,
                    sheets=o.paper_sheets,
                    blank=blank,
                    paper=o.paper,
                    details=tuple(dict.fromkeys(lines)),
                    guest_details=(
                        ((_own_title(game, o), ()), *guest_words[o.component]) if o.component in guest_words else ()
                    ),
                    # a sheet of slips is cut apart too: its back stays bare, as every cut part's
                    # (kit review r25, R minor 3: „Strona celowo pusta” on the back of one slip)
                    cut=_category(o) not in UNCUT + ("board",) or bool(o.fills_blank),
                    trim=_trim(o),
                    folioed=_category(o) == "rulebook",
                    contour=o.contour,
                    butted=o.butted,
                    held=o.held,
                    unit=tuple(o.unit or ()),
                    small=tuple(o.small or ()),
                    needs=tuple(
                        dict.fromkeys(
                            [*(o.needs or []), *guest_needs.get(o.component, []), *([NEEDLE] if pierced(o) else [])]
                        )
                    ),
                    used_up=_category(o) == "form",
                    alternative=tuple(o.alternative or ()),
                    appendix=o.appendix,
                    blanks=tuple(o.blanks or ()),
                    guest_at=tuple(o.guest_at or ()),
                    guest_front=bool(o.guest_at) and sides != "one" and guest_sides.get(o.component) == {"one"},
                    lying=tuple(n for n in o.landscape or () if n >= first),
                )
            )
    for key, kept in guides.items():  # a map without its board's sheets (never in the bundled kit) still prints
        if key[0] == "paper":
            grouped[key] = kept + grouped.get(key, [])
    jobs = [
        Job(
            game.id,
            STOCK_OF[weight],  # type: ignore[arg-type]
            sides,  # type: ignore[arg-type]
            _placed(parts, cover_pages(STOCK_OF[weight], sides)),
            _boards(guides.get((weight, sides), [])),
            grade=weight,
        )
        for (weight, sides), parts in grouped.items()
    ]
    return _numbered(_carry_card_covers(game, jobs, guides))


STOCK_OF = {"paper": "paper", "light": "card", "card": "card"}  # card of either weight: no cover of its own
SIDES_ORDER = ("long", "short", "one")


def _numbered(jobs: list[Job]) -> list[Job]:
    """The jobs in the order they are printed, numbered: the plain job with the card jobs' covers first
    (they are read before card goes in), then by stock (GRADES) and sides; the covers' and maps' links
    to their card jobs follow the numbered file names."""
    order = sorted(jobs, key=lambda j: (not j.carried, GRADES.index(j.weight), SIDES_ORDER.index(j.sides)))
    numbered = [replace(j, number=n, count=len(order)) for n, j in enumerate(order, 1)]
    named = {j.filename: n for j, n in zip(order, numbered)}
    out = []
    for job in numbered:
        parts = []
        for p in job.parts:
            card = named.get(p.for_job)
            if card is not None:  # a card job's cover or map: linked to the numbered file, titled by its name
                p = replace(p, for_job=card.filename, cover_of=card.filename if p.cover_of else "")
                p = replace(p, file=card.filename) if p.cover_of else p  # the cover's pages are its job's own
                p = replace(p, title=f"Opis wydruku „{card.cover_name}”") if p.cover_of else p
            parts.append(p)
        # the card jobs' covers in the order the card jobs are printed, each with its maps
        carried = _on_sheets(sorted((p for p in parts if p.for_job), key=lambda p: named_number(numbered, p.for_job)))
        rest = [p for p in parts if not p.for_job]
        out.append(replace(job, parts=_placed([*carried, *rest], job.cover_pages)))
    return out


def named_number(jobs: list[Job], filename: str) -> int:
    return next(j.number for j in jobs if j.filename == filename)


def _placed(parts: list[JobPart], cover: int) -> tuple[JobPart, ...]:
    """The parts numbered from the page after the job's cover."""
    placed, page = [], cover + 1
    for part in parts:
        # a cover set under another's text starts on that cover's page (JobPart.under)
        placed.append(replace(part, start=placed[-1].start if part.under and placed else page))
        page += part.pages * part.copies
    return tuple(placed)


def _boards(maps: list[JobPart]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(m.component for m in maps))


def _carry_card_covers(game: Game, jobs: list[Job], guides: dict[tuple[str, str], list[JobPart]]) -> list[Job]:
    """Every card job's cover (and its assembly maps) moves to the front of the double-sided plain job
    of the same flip edge (one made when the game has none), so a card job's file is card alone."""
    carried: dict[str, list[JobPart]] = {}
    hosts = {j.sides for j in jobs if j.stock == "paper" and j.sides != "one"}
    for n, job in enumerate(jobs):
        # a one-sided plain job beside a double-sided one: its cover goes with the card jobs', where it may
        # share a page with another (_shared_covers; r27 K minor 2: a sheet of its own for it)
        lent = job.stock == "paper" and job.sides == "one" and "long" in hosts
        if job.stock != "card" and not lent:
            continue
        if lent:
            jobs[n] = job = replace(job, cover_carried=True, parts=_placed(list(job.parts), 0))
        host = "short" if job.sides == "short" else "long"
        maps = [replace(m, for_job=job.filename) for m in guides.get((job.weight, job.sides), [])]
        cover = JobPart(
            job.filename,
            "",
            f"Opis wydruku „{job.cover_name}”",
            1,
            1,
            card_cover_pages(job.sides),
            sheets=1,
            instructions=True,
            cover_of=job.filename,
            for_job=job.filename,
        )
        carried.setdefault(host, []).extend([cover, *maps])
    if not carried:
        return jobs
    out = []
    for job in jobs:
        if job.stock == "paper" and job.sides in carried:
            front = carried.pop(job.sides)
            job = replace(job, parts=_placed([*front, *job.parts], job.cover_pages))
        out.append(job)
    for sides, front in carried.items():  # no double-sided plain job of that edge: one for the covers alone
        out.append(Job(game.id, "paper", sides, _placed(front, cover_pages("paper", sides))))  # type: ignore[arg-type]
    return out


def _on_sheets(parts: list[JobPart]) -> list[JobPart]:
    """The carried covers and maps run on without a blank page, front and back of the same sheets
    (r18: a one-page cover with a blank back, a cover per sheet); each counts the sheets it starts,
    the last padded to a whole sheet so the host's own parts start on a front."""
    out: list[JobPart] = []
    page = 0
    last = max((n for n, p in enumerate(parts) if not p.under), default=len(parts) - 1)
    for n, part in enumerate(parts):
        end = page + part.pages - part.blank
        pad = end % 2 if n == last and not part.under else 0
        out.append(replace(part, blank=pad, sheets=(end + 1) // 2 - (page + 1) // 2))
        page = end
    return out


def sheets_saved(game: Game, job: Job, outputs: Iterable[Output]) -> int:
    """Sheets the job's hosts save (kinds/guest_pieces.py): what their guests' pieces would take on their
    own, less the host's sheets that exist only for them."""
    by_component: dict[str, list[Output]] = {}
    for o in printed_parts(game, outputs):
        by_component.setdefault(o.component, []).append(o)
    saved = 0
    for name in dict.fromkeys(p.component for p in job.parts if not p.instructions):
        component = game.components.get(name)
        guests = (getattr(component.spec, "guests", None) or []) if component is not None else []
        if not guests:
            continue
        alone = sum(o.total_sheets for guest in guests for o in by_component.get(guest, []))
        saved += alone - sum(o.guest_sheets * o.copies for o in by_component.get(name, []))
    return saved
