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
- the pieces of a guest (kinds/_guests.py: pawns printed on the free room of another component's
  sheets) stay out, since their host's sheets print them.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from generator.draw.guide import GRADE_TEXT, SIDES_TEXT
from generator.draw.kinds import KINDS
from generator.draw.kinds._guests import GUEST_LEAD, guests_of, part_title
from generator.model.core import Game, Output, Sides, Stock
from generator.model.polish import counted

JOB_FOLDER = "druk"
KIT_KINDS = ("kit", "print-job")  # merged files: never parts of a job
CATEGORY_ORDER = ["rulebook", "board", "card", "tile", "banknote", "piece", "form"]

SIDES_WORDS = {"one": "jednostronnie", "long": "dwustronnie-dluga-krawedz", "short": "dwustronnie-krotka-krawedz"}
# what a job is printed on: one stock per job, one name per stock (kit review r17: a shop given one file
# prints it on one stock). „light” is the 160–200 g/m² card of a tiled board's sheets (the overlap of two
# layers of thick card leaves a step) and of the player aids (handled every round, kit review r15).
# The order is the print order: the plain job, which holds the card jobs' covers, first. The words
# (GRADE_TEXT, SIDES_TEXT) are draw/guide.py's: every card sheet's ticket says them too.
GRADES = ("paper", "light", "card")
GRADE_OF = {"paper": "zwykłego papieru 80–120 g/m²", "light": "kartonu 160–200 g/m²", "card": "kartonu 250–300 g/m²"}
GRADE_WORDS = {"paper": "papier-80-120", "light": "karton-160-200", "card": "karton-250-300"}
# a category whose pieces do as well on another grade than their own: the player aids take card of
# 160–300 g/m² (guide.AID_STOCK_TEXT). Such a part joins a job of another grade in its range and the same
# sides when that spares the kit a stock (r22 AS major 1: one sheet of aids was a third card weight)
GRADE_RANGE = {"aid": ("light", "card")}


def pages_text(first: int, last: int) -> str:
    """„strona 5”, „strony 5–6”: pages of a job as its cover and the kit's notes name them."""
    return f"strona {first}" if first == last else f"strony {first}–{last}"


def job_sides(output: Output) -> Sides:
    """How the file's pieces are printed: its own duplex hint, else double-sided (long edge) for a
    file meant to be read on both sides of the sheet (rulebooks), else one-sided."""
    if output.sides in ("long", "short"):
        return output.sides
    return "long" if output.duplex else "one"


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


@dataclass(frozen=True)
class JobPart:
    """Pages `first`–`last` of one file, repeated `copies` times in a job."""

    file: str  # the part's file, relative to output/<game>/
    component: str
    title: str
    copies: int
    first: int  # 1-based, in the part's own file
    last: int
    sheets: int  # sheets of the job's stock one copy takes
    blank: int = 0  # blank pages after each copy (double-sided jobs keep fronts on fronts)
    start: int = 0  # 1-based page of the job where the first copy starts
    instructions: bool = False  # a guide page that builds something (plain paper), not pieces
    paper: str = ""  # the paper its pages are printed on, when not the build's (a rulebook's A4)
    details: tuple[str, ...] = ()  # what the part's guide (and its guests' guides) say of the pieces
    cut: bool = False  # its sheets are cut along crop marks on their margins (not a rulebook, form or aid)
    trim: str = ""  # a board's sheets, marked at its corners only: "board" one sheet, "tiled" sheets with waste strips
    held: int = 1  # different copies its pages hold themselves (a board per owner: Output.held)
    unit: tuple[int, ...] = ()  # the one sheet the part repeats (a form, a player aid): (pages, copies)
    used_up: bool = False  # a form written on: each game uses a copy up
    needs: tuple[str, ...] = ()  # what building its pieces (and its guests') takes (Output.needs)
    cover_of: str = ""  # the card job (its file) whose cover these pages are, printed in a plain job
    for_job: str = ""  # the card job (its file) these plain pages (its cover, its assembly map) belong to
    appendix: int = 0  # a rulebook: the page of its file where its optional appendix starts (Output.appendix)
    blanks: tuple[int, ...] = ()  # pages of its file left blank on purpose (Output.blanks)
    grades: tuple[str, ...] = ()  # the grades it may be printed on besides its own (GRADE_RANGE)

    @property
    def unit_pages(self) -> str:
        """„strony 23–24”: the job's pages of the one sheet the part repeats (`unit`); "" for another part."""
        return pages_text(self.start, self.start + self.unit[0] - 1) if self.unit else ""

    @property
    def unit_sheets(self) -> int:
        """Sheets of the one sheet-set the part repeats (`unit`): its pages over the job's pages a sheet
        (a one-sided job's form of two pages is two sheets, a duplex one's one); 0 for another part."""
        return -(-self.unit[0] * self.sheets // self.pages) if self.unit else 0

    @property
    def unit_sheets_text(self) -> str:
        """„jedna kartka”, „2 kartki”: the sheets of the repeated set, as the cover and the print guide say them."""
        sheets = self.unit_sheets
        return "jedna kartka" if sheets == 1 else counted(sheets, "kartka", "kartki", "kartek")

    @property
    def unit_text(self) -> str:
        """What the cover and the print guide say of a part that repeats one sheet (`unit`): which
        pages are one sheet, so a smaller table prints only as many, and a form written on is printed
        again from the same pages; "" for any other part."""
        if not self.unit:
            return ""
        pages, copies = self.unit
        total = (self.last - self.first + 1) * self.copies
        where = self.unit_pages
        if total <= pages:
            used = "Zapisaną kartkę" if self.sheets * self.copies == 1 else "Zapisane kartki"
            # a sheet written in pencil is erased or printed again (r23 P minor 8: the sheet says erase)
            return (
                f"{used} przed kolejną grą zetrzyj albo dodrukuj z tych samych stron ({where})." if self.used_up else ""
            )
        held = counted(copies, "egzemplarz", "egzemplarze", "egzemplarzy")
        again = ", a zapisane przed kolejną grą zetrzyj albo dodrukuj z tych samych stron" if self.used_up else ""
        return (
            f"{where.capitalize()} to {self.unit_sheets_text} ({held}), a dalsze to "
            f"{'jej' if self.unit_sheets == 1 else 'ich'} kopie: "
            f"przy mniejszym stole wydrukuj tylko tyle kartek, ile potrzeba{again}."
        )

    @property
    def pieces(self) -> int:
        """Copies of the part the job prints in all: repeated ones times the different ones each holds."""
        return self.copies * self.held

    @property
    def pages(self) -> int:
        """Pages one copy takes in the job, blank padding included."""
        return self.last - self.first + 1 + self.blank

    @property
    def end(self) -> int:
        """The job's page where the last copy ends."""
        return self.start + self.pages * self.copies - 1


@dataclass(frozen=True)
class Listed:
    """A part as a list of the job's contents names it: a board with the assembly map that goes with
    it (a guide page that builds something), so the board is named once."""

    part: JobPart
    map: JobPart | None = None

    @property
    def title(self) -> str:
        """„Plansza (4 × A4) z mapą składania i pionki graczy”: the map named after the board's own
        title, before the guests its sheets carry."""
        if self.map is None:
            return self.part.title
        own = self.map.title
        if self.part.title.startswith(own):
            return f"{own} z mapą składania{self.part.title[len(own) :]}"
        return f"{self.part.title} z mapą składania"

    @property
    def start(self) -> int:
        return self.map.start if self.map is not None else self.part.start


def cover_pages(stock: str, sides: str) -> int:
    """Pages of a job's own cover in its file: one, two with the registration target behind it; none
    in a card job, whose cover a plain job prints (`Job.carried`)."""
    if stock == "card":
        return 0
    return 1 if sides == "one" else 2


def card_cover_pages(sides: str) -> int:
    """Pages of a card job's cover where a plain job prints it: one; the plain job's own calibration
    page (behind its cover) serves every job it carries (r18: three identical calibration pages in one
    paper run measured the same paper path three times)."""
    return 1


@dataclass(frozen=True)
class Job:
    game: str
    stock: Stock
    sides: Sides
    parts: tuple[JobPart, ...]
    boards: tuple[str, ...] = ()  # tiled boards whose sheets the job holds, their assembly maps with its cover
    grade: str = ""  # what it is printed on (GRADES); "" : its stock's own grade
    number: int = 0  # its place in the print order, 1 first (0: not numbered yet)
    count: int = 0  # jobs of the game

    @property
    def weight(self) -> str:
        """Its grade (GRADES): the stock's own unless set."""
        return self.grade or self.stock

    @property
    def filename(self) -> str:
        """„druk/1-papier-80-120-dwustronnie-dluga-krawedz.pdf”: its place in the print order, its stock, its sides."""
        lead = f"{self.number}-" if self.number else ""
        return f"{JOB_FOLDER}/{lead}{GRADE_WORDS[self.weight]}-{SIDES_WORDS[self.sides]}.pdf"

    @property
    def order_text(self) -> str:
        """„Wydruk 1 z 4”: its place in the print order, as its cover says it."""
        return f"Wydruk {self.number} z {self.count}"

    @property
    def listed(self) -> list[Listed]:
        """The parts as the job's contents name them, each once: a board's assembly map goes with the
        board's sheets of the same job (a map without them keeps a line of its own)."""
        built = {p.component for p in self.parts if not p.instructions}
        maps = {p.component: p for p in self.parts if p.instructions and not p.for_job}
        carried = {p.for_job: p for p in self.parts if p.for_job and not p.cover_of}  # a card job's map
        return [
            Listed(p, carried.get(p.cover_of) if p.cover_of else None if p.instructions else maps.get(p.component))
            for p in self.parts
            if not (p.instructions and (p.component in built or (p.for_job and not p.cover_of)))
        ]

    @property
    def cover_pages(self) -> int:
        """The first page says what to load and how to print; double-sided jobs put the
        registration target behind it. A card job's cover is in a plain job (`carried`): none here."""
        return cover_pages(self.stock, self.sides)

    @property
    def carried(self) -> tuple[JobPart, ...]:
        """The covers of card jobs (and their assembly maps) this plain job prints after its own."""
        return tuple(p for p in self.parts if p.for_job)

    @property
    def sheets(self) -> int:
        """Sheets of the job's stock, every copy included (the cover and a card job's guide pages not)."""
        return sum(p.sheets * p.copies for p in self.parts if not (p.instructions and self.stock == "card"))

    @property
    def board_parts(self) -> tuple[JobPart, ...]:
        """The tiled boards' sheets (`boards`: the components whose assembly map goes with the job's
        cover): thinner card suits them better (BOARD_STOCK_TEXT)."""
        return tuple(p for p in self.parts if p.component in self.boards and not p.instructions)

    @property
    def cover_sheets(self) -> int:
        """The plain sheets of the job's file before its parts: the cover (with the registration target
        behind it); none in a card job (its cover is in a plain job)."""
        return 1 if self.cover_pages else 0

    @property
    def plain_pages(self) -> int:
        """Pages on plain paper before a job's parts: its cover's."""
        return self.cover_pages

    @property
    def file_sheets(self) -> int:
        """Every sheet of the job's file: the cover's and the parts'."""
        return self.cover_sheets + self.sheets

    @property
    def pages(self) -> int:
        return self.cover_pages + sum(p.pages * p.copies for p in self.parts)

    @property
    def stock_word(self) -> str:
        return "karton" if self.stock == "card" else "papier"

    @property
    def cover_name(self) -> str:
        """„1. papier 80–120 g/m², dwustronnie”: its place in the print order, its stock and sides, as its
        cover's title („Do druku: …”), its file name and the rulebook's table name it."""
        lead = f"{self.number}. " if self.number else ""
        return f"{lead}{self.stock_text}, {self.sides_text.split(',')[0]}"

    @property
    def sides_word(self) -> str:
        return {
            "one": "jednostronnie",
            "long": "dwustronnie, dłuższa krawędź",
            "short": "dwustronnie, krótsza krawędź",
        }[self.sides]

    @property
    def stock_text(self) -> str:
        """„karton 250–300 g/m²”: the one stock every sheet of the job is printed on."""
        return GRADE_TEXT[self.weight]

    @property
    def sheets_text(self) -> str:
        """„26 arkuszy papieru 80–120 g/m²”: the sheets of the job's stock its file takes, cover included."""
        return sheets_of(plain_sheets(self) if self.stock == "paper" else self.sheets, self.weight)

    @property
    def sides_text(self) -> str:
        return SIDES_TEXT[self.sides]


def with_guests(game: Game, output: Output) -> str:
    """The part's title, naming the guests its sheets carry as one list: „Żetony ulepszeń i pionki”,
    „Fabryki, maszyny, mury i pionki graczy”."""
    return host_title(game, output.component, output.title or output.component)


def host_title(game: Game, component: str, title: str) -> str:
    """`title` of `component`'s file with the guests its sheets carry: the one name of those sheets
    (`part_title`: the job's cover, the sheet labels, kit.pdf and the rulebook's print chapter)."""
    found = game.components.get(component)
    return part_title(game, found, title) if found is not None else title


def plan_jobs(game: Game, outputs: Iterable[Output]) -> list[Job]:
    """The game's print jobs, in the order of their first part in play order. A sheet that fills blank
    sides (Output.fills_blank) where the jobs leave none for it is printed all the same, a page of its own
    in the plain double-sided job (its back blank): a form the rules ask for never vanishes (kit brief
    r23 item 6)."""
    outputs = list(outputs)
    printed = printed_parts(game, outputs)
    jobs = _with_checklist_side(_plan(game, printed))
    fillers = [o for o in outputs if o.fills_blank and o.kit and o.fits_paper]
    if not fillers:
        return jobs
    # checklist.py reads the plan (it imports this module): imported here, where the plan is known
    from generator.build.checklist import filled_sides

    placed = {sheet.filename for sheet in filled_sides(tuple(jobs), outputs).values()}
    homeless = [replace(o, sides="long") for o in fillers if o.filename not in placed]
    if not homeless:
        return jobs
    return _with_checklist_side(_plan(game, sorted([*printed, *homeless], key=lambda o: play_rank(game, o))))


def _with_checklist_side(jobs: list[Job]) -> list[Job]:
    """The jobs with a side for the kit's checklist (checklist.checklist_at) where none leaves one (kit
    brief r24 item 1: Art Society's rulebook ends its play part on an even page, its kit had no
    checklist): job 1 gets one sheet more, after the card jobs' covers (else after its last uncut part),
    its front for the checklist, so every kit prints its checklist once, whatever the pages' parity."""
    from generator.build.checklist import checklist_at  # it imports this module (see plan_jobs)

    if checklist_at(tuple(jobs)) is not None:
        return jobs
    for n, job in enumerate(jobs):
        if job.stock != "paper":
            continue
        uncut = [p for p in job.parts if not (p.cut or p.trim or p.paper) and p.copies == 1]
        if not uncut:
            continue
        part = job.carried[-1] if job.carried else uncut[-1]
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
    guest_needs: dict[str, list[str]] = {}
    for o in printed:
        if o.component in guests:
            guest_lines.setdefault(guests[o.component], []).extend(o.guide_lines or [])
            guest_needs.setdefault(guests[o.component], []).extend(o.needs or [])
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
                    cut=_category(o) not in UNCUT + ("board",),
                    trim=_trim(o),
                    held=o.held,
                    unit=tuple(o.unit or ()),
                    needs=tuple(dict.fromkeys([*(o.needs or []), *guest_needs.get(o.component, [])])),
                    used_up=_category(o) == "form",
                    appendix=o.appendix,
                    blanks=tuple(o.blanks or ()),
                    grades=GRADE_RANGE.get(_category(o), ()),
                )
            )
    for key, kept in guides.items():  # a map without its board's sheets (never in the bundled kit) still prints
        if key[0] == "paper":
            grouped[key] = kept + grouped.get(key, [])
    grouped = _fewer_stocks(grouped, guides)
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


def _fewer_stocks(
    grouped: dict[tuple[str, str], list[JobPart]], guides: dict[tuple[str, str], list[JobPart]]
) -> dict[tuple[str, str], list[JobPart]]:
    """The groups of jobs with a grade no other job needs moved, as last sheets, into a job of the same
    sides and another grade every one of their parts may take (GRADE_RANGE): the kit needs one stock
    less (r22 AS major 1: the aids' one sheet of 160–200 g/m² joins the 250–300 g/m² job)."""
    out = dict(grouped)
    for (weight, sides), parts in grouped.items():
        if (weight, sides) in guides or any((w, s) != (weight, sides) and w == weight for w, s in out):
            continue  # a board's map goes with its job; the grade is bought anyway
        allowed = set(GRADES)
        for part in parts:
            allowed &= set(part.grades) | {weight}
        hosts = [(w, s) for w, s in out if s == sides and w != weight and w in allowed]
        if hosts:
            host = max(hosts, key=lambda k: len(out[k]))
            out[host] = [*out[host], *parts]
            del out[(weight, sides)]
    return out


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
        placed.append(replace(part, start=page))
        page += part.pages * part.copies
    return tuple(placed)


def _boards(maps: list[JobPart]) -> tuple[str, ...]:
    return tuple(dict.fromkeys(m.component for m in maps))


def _carry_card_covers(game: Game, jobs: list[Job], guides: dict[tuple[str, str], list[JobPart]]) -> list[Job]:
    """Every card job's cover (and its assembly maps) moves to the front of the double-sided plain job
    of the same flip edge (one made when the game has none), so a card job's file is card alone."""
    carried: dict[str, list[JobPart]] = {}
    for job in jobs:
        if job.stock != "card":
            continue
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
    for n, part in enumerate(parts):
        end = page + part.pages - part.blank
        pad = end % 2 if n == len(parts) - 1 else 0
        out.append(replace(part, blank=pad, sheets=(end + 1) // 2 - (page + 1) // 2))
        page = end
    return out


def sheets_saved(game: Game, job: Job, outputs: Iterable[Output]) -> int:
    """Sheets the job's hosts save (kinds/_guests.py): what their guests' pieces would take on their
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


def sheets_of(n: int, weight: str) -> str:
    """„26 arkuszy papieru 80–120 g/m²”."""
    return f"{counted(n, 'arkusz', 'arkusze', 'arkuszy')} {GRADE_OF[weight]}"


def plain_sheets(job: Job) -> int:
    """Sheets of plain paper a job's file takes, as its cover says."""
    return job.cover_sheets if job.stock == "card" else job.file_sheets
