"""A print job and its parts: what the print plan (printplan.py) makes and every reader of it uses – the
job writer (jobs.py), the covers, the checklist, the terminal's totals and the rulebook's print chapter.
Pure data and the arithmetic of pages and sheets on it; no knowledge of a game's files.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from generator.draw.guide import EMPTY_ROOM_LEAD, GRADE_TEXT, SIDES_TEXT
from generator.model.core import Output, Sides, Stock
from generator.model.polish import NBSP, counted, join_list, pages_text, span


def blank_range(first: int, last: int) -> str:
    """„; strona 8 celowo pusta”, „; strony 6–7 celowo puste”; "" for no page."""
    if first > last:
        return ""
    pages = pages_text(first, last).replace(" ", NBSP)  # „strona 8” on one line
    return f"; {pages} {'celowo pusta' if first == last else 'celowo puste'}"


# the folder of the print jobs in output/<game>/ (Job.filename): a name on screen, never on paper (D1, session 25)
JOBS_FOLDER = "druk"

SIDES_WORDS = {"one": "jednostronnie", "long": "dwustronnie-dluga-krawedz", "short": "dwustronnie-krotka-krawedz"}
# what a job is printed on: one stock per job, one name per stock (kit review r17: a shop given one file
# prints it on one stock). „light” is the 160–200 g/m² card of a tiled board's sheets (the overlap of two
# layers of thick card leaves a step) and of the player aids (handled every round, kit review r15).
# The order is the print order: the plain job, which holds the card jobs' covers, first. The words
# (GRADE_TEXT, SIDES_TEXT) are draw/guide.py's: every card sheet's ticket says them too.
GRADES = ("paper", "light", "card")
GRADE_OF = {"paper": "zwykłego papieru 80–120 g/m²", "light": "kartonu 160–200 g/m²", "card": "kartonu 250–300 g/m²"}
GRADE_WORDS = {"paper": "papier-80-120", "light": "karton-160-200", "card": "karton-250-300"}


def job_sides(output: Output) -> Sides:
    """How the file's pieces are printed: its own duplex hint, else double-sided (long edge) for a
    file meant to be read on both sides of the sheet (rulebooks), else one-sided."""
    if output.sides in ("long", "short"):
        return output.sides
    return "long" if output.duplex else "one"


# in a part's Output.alternative: its own pages where the words are read (a job's cover: the part's pages there)


# a detail that counts pieces starts with their number, or names the spares a sheet prints besides them
# (JobPart.counts; kit review r35, AS minor 1, K minor 1, R minor 12: the covers' lists left the spares out)
COUNT = re.compile(rf"\d|.*zapasow|{re.escape(EMPTY_ROOM_LEAD)}", re.IGNORECASE)


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
    # a host's own title (its lines are the rest), then each guest's title and its own guide's lines
    guest_details: tuple[tuple[str, tuple[str, ...]], ...] = ()
    cut: bool = False  # its sheets are cut apart (not a rulebook, form or board)
    contour: bool = False  # cut along each piece's own contour, no crop marks on its margins (Output.contour)
    butted: bool = False  # butted pieces, their cuts drawn on them (Output.butted): the cutting step gives the order
    trim: str = ""  # a board's sheets, marked at its corners only: "board" one sheet, "tiled" sheets with waste strips
    held: int = 1  # different copies its pages hold themselves (a board per owner: Output.held)
    unit: tuple[int, ...] = ()  # the one sheet the part repeats (a form, a player aid): (pages, copies)
    used_up: bool = False  # a form written on: each game uses a copy up
    needs: tuple[str, ...] = ()  # what building its pieces (and its guests') takes (Output.needs)
    alternative: tuple[
        str, ...
    ] = ()  # its pieces' file laid out another way, as the cover names it (Output.alternative)
    cover_of: str = ""  # the card job (its file) whose cover these pages are, printed in a plain job
    for_job: str = ""  # the card job (its file) these plain pages (its cover, its assembly map) belong to
    appendix: int = 0  # a rulebook: the page of its file where its optional appendix starts (Output.appendix)
    blanks: tuple[int, ...] = ()  # pages of its file left blank on purpose (Output.blanks)
    guest_at: tuple[int, ...] = ()  # a host: its sheets (1-based, in one copy) carrying its guests' pieces
    # a double-sided host whose guests are one-sided (Kolekcjonerzy's pawns): their pieces are on its fronts
    # alone, so a lost one is printed again from a front, one-sided (r26 K minor 7: a whole card sheet)
    guest_front: bool = False
    # its one page's foot carries the kit's checklist under its text (a short carried cover: two short pages
    # share a page where both fit, printplan._with_checklist_side; r26 AS minor 1: a sheet spent on whitespace)
    shares: bool = False
    small: tuple[int, ...] = ()  # (fewest players, most players, first sheets they need: Output.small)
    lying: tuple[int, ...] = ()  # pages of its file (first..last) wider than tall (Output.landscape)
    # a carried cover set under the text of the cover before it, on that cover's page (guide.draw_under):
    # it takes no page of its own (first 1, last 0) and starts where that cover does (r27 K minor 2: a sheet
    # spent on a cover while the pages before it were half empty)
    under: bool = False
    # its pages carry their own folio (a rulebook's, its blank sides aside: Output.blanks): no job locator is drawn
    # on them, one page number per page (session 25, decision D2; build/folios.py)
    folioed: bool = False

    @property
    def counts(self) -> tuple[str, ...]:
        """What the job's cover says of it: the details that count its pieces („32 lizaki: …”, „60 × jedynka
        …”), its spares („Zapasowe, poza grą: …”) and its sheets' empty room (EMPTY_ROOM_LEAD), what the job holds (kit review r32, AS major 1: the cover a checklist at the printer); a board's
        all (its sheets and their assembly are its covers' and its map's, r21)."""
        return self.details if self.trim else tuple(d for d in self.details if COUNT.match(d))

    @property
    def how(self) -> tuple[str, ...]:
        """Its other details – what its pieces are, how they are cut and built: the rulebook print chapter's,
        said there once."""
        return tuple(d for d in self.details if d not in self.counts)

    @property
    def builds(self) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """`how` piece by piece, as the rulebook's print chapter lists it: the part's own pieces under its title, then
        each guest on its sheets under the guest's own (r38 P 18: tokens, pawns and the die in one paragraph read
        as one job with two „first” steps); a part without guests is one entry. A line two entries share is said
        once, in an entry of its own before the first of them, under their titles („Pionki i kostka”: r38 P, the fold
        scoring on thick card was said under both)."""
        if not self.guest_details:
            return ((self.title, self.how),) if self.how else ()
        (title, _), *guests = self.guest_details
        theirs = {line for _, lines in guests for line in lines}
        rows = [(title, tuple(line for line in self.how if line not in theirs))]
        rows += [(t, tuple(line for line in lines if line in self.how)) for t, lines in guests]
        shared = {line for line in self.how if sum(line in lines for _, lines in rows) > 1}
        out: list[tuple[str, tuple[str, ...]]] = []
        for t, lines in rows:
            for line in lines:  # a shared line said before the first entry that needs it („najpierw zbiguj”)
                sharing = [r for r in rows if line in r[1]]
                if line in shared and sharing[0][0] == t:
                    out.append((_titles([r[0] for r in sharing]), (line,)))
            out.append((t, tuple(line for line in lines if line not in shared)))
        return tuple((t, lines) for t, lines in out if lines)

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
    def small_text(self) -> str:
        """„Przy 2–4 graczach wystarczą arkusze ze stron 29–50 …”: the first sheets a smaller table needs
        (`small`) and the pages it may leave unprinted, as the job's cover says them; "" for another part."""
        if not self.small or self.copies != 1:
            return ""
        low, high, sheets, *said = self.small
        each = self.pages // self.sheets if self.sheets else 1  # the job's pages a sheet takes: 2 double-sided
        end = self.start + sheets * each - 1
        table = span(low, high)
        kept = pages_text(self.start, end).replace("strona ", "ze strony ").replace("strony ", "ze stron ")
        rest = pages_text(end + 1, self.start + self.pages - 1)
        left = counted(self.sheets - sheets, "arkusz", "arkusze", "arkuszy")
        known = f" ({said[0]})" if said and said[0] else ""  # counted from the data (banknotes.small_table_bank)
        return f"Przy {table} graczach wystarczą arkusze {kept}{known}; {rest} ({left}) drukuj dopiero od {high + 1} graczy."

    @property
    def copy_pages(self) -> str:
        """„strony 31–32”, „stronę 7”: the job's pages a lost piece of the part is printed again from, as the
        print chapter names them: a host's sheets that carry its guests' pieces (`guest_at`; r25 R kit minor
        5: „strony 1–4 wydruku 5” for pawns on p. 4 alone), else the one sheet it repeats, else its first copy."""
        if self.guest_at:
            each = self.pages // self.sheets if self.sheets else 1  # the job's pages a sheet takes: 2 double-sided
            first = self.start + (min(self.guest_at) - 1) * each
            end = self.start + max(self.guest_at) * each - 1
            if self.guest_front:  # the fronts alone (r26 K minor 7)
                fronts = [str(self.start + (sheet - 1) * each) for sheet in sorted(self.guest_at)]
                return f"stronę {fronts[0]}" if len(fronts) == 1 else f"strony {', '.join(fronts)}"
        else:
            first, end = self.start, self.start + (self.unit[0] if self.unit else self.last - self.first + 1) - 1
        return pages_text(first, end).replace("strona ", "stronę ")

    @property
    def appendix_at(self) -> int:
        """The job's page where a rulebook's optional appendix starts (its pages and blank back run to `end`), 0
        where the part has none (Output.appendix: the page of its file), as the cover, the checklist and zestaw.pdf's
        contents split the book (r36 P minor 4: zestaw.pdf lumped the appendix with the rules)."""
        played = self.appendix - self.first  # the book's pages before its appendix
        return self.start + played if self.appendix and self.copies == 1 and not self.cover_of and played > 0 else 0

    @property
    def slips(self) -> bool:
        """A form cut apart into slips along the dashed lines round each (Output.fills_blank, form_draw.slip_cuts),
        not along crop marks on the sheet's margins: its cutting words are its own (cover_steps.cut_words)."""
        return self.cut and self.used_up

    @property
    def kept(self) -> bool:
        """A part a player keeps and reads as it is printed – a rulebook, a play form (a score card, a register,
        the banker's slips and sheet, the arbiter's sheet, K's plans and price lists): its pages carry no number
        of the print job, only their own folio or title; the covers and the checklist cite them by job and page
        range (r36 kit reviews, K minor 11, R minor 4, P minor 1, AS minors 7 and 9). Pages cut up or
        assembled (card sheets, tokens, boards, banknotes) and guide pages carry the number (folios.py)."""
        return not (self.instructions or self.cover_of or self.for_job or self.trim) and (self.used_up or not self.cut)

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

    @property
    def own_end(self) -> int:
        """The job's page where a one-copy part's own pages end, its blank padding left out (the print chapter's
        „ta instrukcja (7–27; strona 28 celowo pusta)”: r42 K rulebook F9, P rulebook F11, 22 pages for a book of 21)."""
        return self.start + max(self.last - self.first, 0) if self.copies == 1 else self.end

    @property
    def book_runs(self) -> tuple[tuple[int, int, int, int], ...]:
        """A one-copy book's own pages as runs (first and last page in the job, first and last of the book's own
        folios): its rules, then its optional appendix where it has one, both ending at `own_end` – the print
        chapter's range (r43 K rulebook F13: the checklist ran the appendix on to the blank back, „23–28”, where
        the print chapter said „7–27”). The blank padding after them is `blank_text`'s."""
        own = self.own_end - self.start + 1
        middle = self.appendix_at
        if not middle:
            return ((self.start, self.own_end, 1, own),)
        played = middle - self.start
        return ((self.start, middle - 1, 1, played), (middle, self.own_end, played + 1, own))

    @property
    def blank_text(self) -> str:
        """„; strona 8 celowo pusta”: the padding pages behind a one-copy part, named where a list of the job's pages
        names the part, so every page the list skips over is named (kit review r19); "" for none."""
        if not self.blank or self.copies != 1:
            return ""
        return blank_range(self.own_end + 1, self.end)


@dataclass(frozen=True)
class Listed:
    """A part as a list of the job's contents names it: a board with the assembly map that goes with
    it (a guide page that builds something), so the board is named once; a carried cover with the cover
    set under its text on the same page (`joined`), so the page is named once (r38 R minor 11: „Strona 3:”
    said twice)."""

    part: JobPart
    map: JobPart | None = None
    joined: Listed | None = None

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
    # the sheets of slips printed on its blank sides (sides.filled_sides): (the job's page, the sheet's title)
    fills: tuple[tuple[int, str], ...] = ()
    # a plain job whose cover another plain job prints (a one-sided one beside a double-sided one), as it
    # prints the card jobs': its own file holds its parts alone
    cover_carried: bool = False

    @property
    def weight(self) -> str:
        """Its grade (GRADES): the stock's own unless set."""
        return self.grade or self.stock

    @property
    def filename(self) -> str:
        """„druk/1-papier-80-120-dwustronnie-dluga-krawedz.pdf”: its place in the print order, its stock, its sides."""
        lead = f"{self.number}-" if self.number else ""
        return f"{JOBS_FOLDER}/{lead}{GRADE_WORDS[self.weight]}-{SIDES_WORDS[self.sides]}.pdf"

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
    def lines(self) -> list[Listed]:
        """The parts as the cover's list of contents names them, a line a page: `listed`, a cover set under the
        one before it joined to that one's (Listed.joined). Not the rulebook's: whether a cover goes under
        another follows the book's length, so the rulebook reads `listed`, its number of items fixed."""
        lines: list[Listed] = []
        for item in self.listed:
            if item.part.under and lines and lines[-1].part.cover_of and lines[-1].joined is None:
                lines[-1] = replace(lines[-1], joined=item)
            else:
                lines.append(item)
        return lines

    @property
    def cover_pages(self) -> int:
        """The first page says what to load and how to print; double-sided jobs put the
        registration target behind it. A card job's cover is in a plain job (`carried`): none here, nor
        in a plain job whose cover another prints (`cover_carried`)."""
        return 0 if self.cover_carried else cover_pages(self.stock, self.sides)

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
    def orientation(self) -> str:
        """How the print dialog lays the paper, where the job has pages wider than tall: „pozioma” for a
        one-sided file of such pages alone, kept as drawn (jobs._turns), „pionowa” where they are turned
        upright among others; "" for a job of upright pages (r27 AS minor 5)."""
        own = [(p.first, p.last, set(p.lying)) for p in self.parts if not p.cover_of]
        lying = [page in pages for first, last, pages in own for page in range(first, last + 1)]
        if not any(lying):
            return ""
        return "pozioma" if all(lying) and self.sides == "one" and not self.cover_pages else "pionowa"

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


def sheets_of(n: int, weight: str) -> str:
    """„26 arkuszy papieru 80–120 g/m²”."""
    return f"{counted(n, 'arkusz', 'arkusze', 'arkuszy')} {GRADE_OF[weight]}"


def plain_sheets(job: Job) -> int:
    """Sheets of plain paper a job's file takes, as its cover says."""
    return job.cover_sheets if job.stock == "card" else job.file_sheets


def _titles(titles: list[str]) -> str:
    """„Pionki i kostka”: the titles of the entries that share a line, the later ones in lower case (an
    abbreviation, its second letter a capital, kept)."""
    later = [t if t[1:2].isupper() else t[:1].lower() + t[1:] for t in titles[1:]]
    return join_list([titles[0], *later])
