"""The kit's component checklist: one page with a tick box for every component of the game and its
count for a full table, printed on the first blank padding side of a plain print job, so no paid side
is „Strona celowo pusta” while the buyer has no way to check the cut pile (kit reviews r21: K job 1
p. 32, AS job 1 p. 6): the back of the rulebook's last play sheet, so it prints when the optional
appendix is skipped (r22 K minor 1). Counts come from the data: a kind's pieces (by pile where a kind sorts them into
piles: banknotes by value, cards by deck), else the copies a full table prints (boards, forms, aids).
The blank sides behind pages read once (a card job's cover, an assembly map) carry a game's sheet of
slips where its components declare one (a form's `fills_blank`: filled_sides); else they stay blank.
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.build.folios import book_text, folio_text
from generator.build.job import Job, JobPart
from generator.build.sides import filled_sides
from generator.draw.band import draw_head
from generator.draw.fonts import SANS, SANS_BOLD, SERIF_BOLD
from generator.draw.guide import BLANK_GREY
from generator.draw.kinds import KINDS
from generator.draw.kinds.guest_pieces import guests_of
from generator.draw.look import game_accent
from generator.draw.pdf import INK, new_document, piece_kind
from generator.draw.piece import flatten
from generator.draw.text import wrap
from generator.model.core import BuildOptions, Game, Output
from generator.model.polish import NBSP, counted, span
from generator.model.units import mm

CHECKLIST_TITLE = "Lista kontrolna elementów"
CHECKLIST_LINE = CHECKLIST_TITLE[:1].lower() + CHECKLIST_TITLE[1:]  # as a cover lists it: one name (r24 K rulebook F1)
UNCOUNTED = ("rulebook", "data", "game")
APPENDIX_WORD = "dodatek"  # a rulebook's optional appendix, as its cover begins to name it (cover_contents.APPENDIX_TEXT)  # what is not a piece of the game on the table


# spares: a row of their own after their part's, so every row's piles add up to its count as printed (r25 AS
# kit minor 2: „37 ×” over piles of 42, the spares' line inside the group); its pages say where they are, the words
# no sheet (r38 AS rulebook 11: „z tych samych arkuszy” under piles on pp. 13–14 for spares on pp. 11–12)
SPARES_LINE = "zapasowe, poza grą"
SPARES_KEY = " (spares)"  # a spares' row's key in checklist_items: its component's name and this
# a pile of notes named by its value alone („10”, a game whose notes print no currency) is named as a note: „10 – 100
# szt.” read as a range (r41 R kit minor 2); every pile's count follows a colon, never a dash („banknot 10: 100 szt.”)
PILE_NOUN = {"banknote": "banknot"}


def pile_text(pile: str, count: int, category: str = "") -> str:
    """„banknot 10: 100 szt.”, „jedynka: 60 szt.”: a pile's line under its row, as the checklist prints it."""
    noun = PILE_NOUN.get(category, "")
    return f"{noun} {pile}: {count} szt." if noun else f"{pile}: {count} szt."


@dataclass(frozen=True)
class Row:
    title: str
    count: int
    piles: tuple[tuple[str, int], ...] = ()  # (pile, count) where the pieces lie in piles
    where: str = ""  # „wydruk 5 · s. 3–4”: the job and its pages that print the row's pieces (r26 R minor 9)
    # each pile's job and pages, as `where` (r29 R minor 1: a lost 500 note meant hunting through 10 sheets)
    pile_where: tuple[str, ...] = ()
    category: str = ""  # the kind's category (KindInfo.category): how its piles are named (pile_text)
    note: str = ""  # a line under the title, before the piles (the spares a separate sheet lacks: spares_note)


def spares_note(title: str) -> str:
    """„nie ma ich na osobnym arkuszu „Cukierki, znaczniki prestiżu i młotek””: the note under the spares' row where a sheet
    printed instead of the kit's (a part's layout outside the kit with fewer spares) lacks them, by its printed
    title (decision D1: no file names on paper)."""
    return f"nie ma ich na osobnym arkuszu „{title}”"


def copied_piles(piles: dict[str, int], extra: list, count: int, job: Job, part: JobPart) -> tuple[tuple, tuple]:
    """The spares as the game's piles they copy: each printed spare (Output.piece_pages entries) whose name begins
    with a pile's name counts as that pile, as many as the game has of it; ((), ()) unless every spare is one of
    the game's piles and they add up to `count`. (piles, each pile's pages)"""
    named = {}
    for entry in extra:
        pile = next((p for p in piles if entry[1] == p or entry[1].startswith(f"{p} ")), None)
        if pile is None:
            return (), ()
        named.setdefault(pile, []).append(entry)
    if sum(piles[p] for p in named) != count:
        return (), ()
    return tuple((p, piles[p]) for p in named), tuple(_pages_where(job, part, named[p]) for p in named)


def where_text(job: Job, first: int, last: int, sheets: str = "") -> str:
    """„wydruk 5 · s. 3–4”, „wydruk 1 · s. 19–20 (1 arkusz, obie strony)”: where a row's pieces are printed, so a
    missing one is reprinted at one look (r26 R minor 9); `sheets` says how many sheets hold a count of
    forms that is not theirs (r26 AS minor 4: „2 × Podliczenie punktów” for one sheet printed on both sides)."""
    return folio_text(job, span(first, last)) + (f" ({sheets})" if sheets else "")


def part_where(job: Job, part: JobPart, count: int = 0, guest: bool = False) -> str:
    """Where the pieces of a part (or of a guest on its sheets: JobPart.guest_at) are in its job; a form's
    (`count`: its copies) with its sheets where they are fewer."""
    if guest and part.guest_at:
        each = part.pages // part.sheets if part.sheets else 1
        first = part.start + (min(part.guest_at) - 1) * each
        last = first if part.guest_front else part.start + max(part.guest_at) * each - 1
        return where_text(job, first, last)
    sheets = part.sheets * part.copies
    said = ""
    if 0 < sheets < count:  # more of them than sheets: each sheet holds several (a side each, or cut apart)
        unit = ("arkusz", "arkusze", "arkuszy")  # „kartka” is a slip here (r27 K kit minor 4: one word for two things)
        both = job.sides != "one" and part.last - part.first + 1 == 2 * part.sheets  # no blank back
        said = counted(sheets, *unit) + (", obie strony" if both else "")
    return where_text(job, part.start, part.end, said)


def book_rows(job: Job, part: JobPart, name: str) -> dict[str, Row]:
    """The rulebook's row: the rules' pages in its job, then its optional appendix's, told apart as the job's
    cover tells them („Zasady gry i dodatek (nieobowiązkowy)”, „wydruk 1 · s. 9–24, 25–30”; r36 P minor 3: the
    checklist named every component but the rulebook and the appendix). One row: two would push Kolekcjonerzy's
    checklist off the page it shares."""
    if part.copies != 1:
        return {name: Row(part.title, part.copies, where=where_text(job, part.start, part.end))}
    # the book's own pages as the print chapter gives them (JobPart.book_runs: r43 K rulebook F13, „23–28” here
    # and „7–27” there); its blank back is no page of the book (the job's cover names it in its printing steps)
    runs = part.book_runs
    pages = ", ".join(span(a, b) for a, b, _, _ in runs)
    book = ", ".join(span(a, b) for _, _, a, b in runs)
    where = folio_text(job, pages) + (f" ({book_text(book)})" if part.folioed else "")
    title = f"{part.title} i {APPENDIX_WORD} (nieobowiązkowy)" if len(runs) > 1 else part.title
    return {name: Row(title, 1, where=where)}


def checklist_rows(game: Game, jobs: tuple[Job, ...], outputs: list[Output]) -> list[Row]:
    """Every component of the game a print job holds (and the guests its sheets carry), in print
    order, with its count for a full table."""
    return list(checklist_items(game, jobs, outputs).values())


def checklist_items(game: Game, jobs: tuple[Job, ...], outputs: list[Output]) -> dict[str, Row]:
    """The checklist's rows by the component each counts (its spares' row: „<component> (spares)”, SPARES_KEY), in
    print order: the one source of the components' names and counts, for the checklist and zestaw.pdf's page of
    what the kit holds (showcase.py)."""
    titles = {o.component: o.title for o in outputs if o.title}
    guests = guests_of(game)
    rows: dict[str, Row] = {}
    for job, part in ((j, p) for j in jobs for p in j.parts if p.component and not (p.cover_of or p.instructions)):
        hosted = [g for g, host in guests.items() if host == part.component]
        for name in [part.component, *hosted]:
            component = getattr(game, "components", {}).get(name)
            kind = KINDS[component.kind] if component is not None else None
            if kind is not None and kind.category == "rulebook" and name == part.component and name not in rows:
                rows.update(book_rows(job, part, name))  # the book a builder checks too (r36 P minor 3)
                continue
            if kind is None or kind.category in UNCOUNTED or name in rows:
                continue
            title = getattr(component.spec, "title", None) or titles.get(name) or part.title
            if kind.pieces is None:
                if name == part.component:  # a guest without pieces (a form's back) is its host's sheet
                    asked = getattr(component.spec, "copies", None)  # the data's own count, where it is one
                    count = max(_copies(part), asked if isinstance(asked, int) else 0)
                    slips = next((o.fills_blank for o in outputs if o.filename == part.file), 0)
                    # a sheet of slips printed as a part (plan_jobs): its slips, as on blank sides
                    count = slips * part.copies or count
                    # a form whose back is another sheet (Kolekcjonerzy's plan, the price list behind it) names
                    # both, as the job's cover names the part: the back is no hidden piece (kit review r36, K minor 13)
                    backs = [
                        getattr(game.components[g].spec, "title", g)
                        for g in hosted
                        if KINDS.get(game.components[g].kind) is not None
                        and KINDS[game.components[g].kind].pieces is None
                    ]
                    if backs:
                        title = " i ".join([title, *(b[:1].lower() + b[1:] for b in backs)]) + " (dwustronne)"
                    rows[name] = Row(title, count, where=part_where(job, part, count))
                continue
            # the file's pieces, as often as the job prints it (Przekręt's leases: one sheet, printed twice)
            times = part.copies if name == part.component else 1
            pieces = list(flatten(kind.pieces(component, game)))
            names = pile_names(pieces)
            piles = {name: names.count(name) * times for name in dict.fromkeys(names)} if any(names) else {}
            count = sum(piles.values()) or len(pieces) * times
            output = next((o for o in outputs if o.filename == part.file), None)
            printed = list(output.piece_pages or []) if output else []
            spare = output.spares if output and name == part.component else 0
            # spares are no part of the count: a row of their own after it (r23 K minor 3: 48 + 6, not 54)
            # a pile's pieces as the sheets name them: each piece's kind, or the pile's own name where a sheet
            # prints the pile as one item (Art Society's four prestige markers in one strip: r30 AS minor 2,
            # „prestiż – 4 szt.” said no pages)
            pile_where = tuple(
                _pages_where(job, part, [e for e in printed if (e[0], e[1]) in keys])
                for keys in (
                    {
                        key
                        for p, n in zip(pieces, names)
                        if n == pile
                        for key in ((p.deck, piece_kind(p.label)), (p.deck, n))
                    }
                    for pile in piles
                )
            )
            where = part_where(job, part, guest=name != part.component)

            rows[name] = Row(
                title, count, tuple(piles.items()), where, pile_where if any(pile_where) else (), kind.category
            )
            if spare:
                # which spares and where: the file's printed kinds that are none of the game's pieces
                ours = {key for p, n in zip(pieces, names) for key in ((p.deck, piece_kind(p.label)), (p.deck, n))}
                extra = [e for e in printed if (e[0], e[1]) not in ours]
                spare_piles = tuple((e[1], e[3] * times) for e in extra if e[1])
                extra_where = tuple(_pages_where(job, part, [e]) for e in extra)
                if sum(n for _, n in spare_piles) != spare * times:  # the file's spares not told apart by name
                    # ... else as the game's own piles they copy, where their names begin with those piles' (a
                    # spare strip of Art Society's prestige markers, „prestiż zapasowy”: 4 markers of „prestiż”):
                    # the row says what the spares are (r44 AS kit minor 6)
                    spare_piles, extra_where = copied_piles(piles, extra, spare * times, job, part)
                # their pages whether or not their piles are told apart: a row without pages sends nobody
                # anywhere (r30 AS minor 2: „5 × zapasowe” said none)
                # a layout of the part beside the kit with fewer of them (Art Society's candies-only sheet) says
                # so, for whoever prints it instead (r38 AS minor 3: 5 spares counted that that route has not)
                # by that sheet's printed title, a line under the row's (r44 AS kit minor 6: „(brak w osobnym
                # wydruku)” named no sheet a first-time reader knew)
                fewer = [o.title for o in outputs if o.component == name and not o.kit and o.spares < spare]
                rows[f"{name}{SPARES_KEY}"] = Row(
                    SPARES_LINE,
                    spare * times,
                    spare_piles if len(spare_piles) > 1 else (),
                    _pages_where(job, part, extra),
                    extra_where if len(spare_piles) > 1 else (),
                    kind.category,
                    note=spares_note(fewer[0]) if fewer else "",
                )
    numbered = {job.filename: job for job in jobs}
    for side, sheet in filled_sides(jobs, outputs).items():  # slips on blank sides: as many as those sides hold
        row = rows.get(sheet.component, Row(sheet.title, 0))
        here = where_text(numbered[side.job], side.page, side.page)
        where = f"{row.where}; {here.split(', ', 1)[1]}" if row.where else here  # (one job: job 1's sides)
        rows[sheet.component] = Row(row.title, row.count + sheet.fills_blank, where=where)
    return rows


def _pages_where(job: Job, part: JobPart, printed: list) -> str:
    """„wydruk 1 · s. 29–34, 53–54”: the job's pages that print the file's pages of `printed` (Output.piece_pages
    entries: pile, kind, pages, pieces); "" where none is known."""
    pages = sorted({page for entry in printed for page in entry[2]})
    if not pages or pages[0] < part.first or pages[-1] > part.last:
        return ""
    runs: list[list[int]] = []
    for page in (part.start + page - part.first for page in pages):
        if runs and page == runs[-1][1] + 1:
            runs[-1][1] = page
        else:
            runs.append([page, page])
    said = ", ".join(span(a, b) for a, b in runs)
    return folio_text(job, said)


def pile_names(pieces: list) -> list[str]:
    """Each piece's pile as the checklist counts it: its deck, or in one deck its kind of piece, as the pieces are
    named (r22 AS minor 3, R minor 4); all "" where the checklist counts no piles."""
    names = [piece.deck for piece in pieces]
    return kind_names(pieces) if len(set(names)) == 1 else names


def kind_names(pieces: list) -> list[str]:
    """Each piece's kind as `kinds_of` counts it; all "" unless they fall into 2–8 kinds named in words."""
    stems = [piece_kind(piece.label) for piece in pieces]
    once = [s for s in stems if stems.count(s) == 1]
    shared = {s.split()[0] for s in once if s and sum(o.split()[:1] == s.split()[:1] for o in once) > 1}
    names = []
    for stem in stems:
        words = stem.split()  # (a piece without a label has none)
        names.append(words[0] if stem in once and words and words[0] in shared else stem)
    kinds = set(names)
    named = all(stem and "-" not in stem for stem in kinds)
    return names if named and 2 <= len(kinds) <= 8 else [""] * len(pieces)


def kinds_of(pieces: list, times: int) -> dict[str, int]:
    """The kinds of piece a buyer counts apart, by the pieces' names less their running number („maszyna”,
    „surowiec żółty „5””; one-off names that share their first word counted under it: „prestiż portret”,
    „prestiż pejzaz” → „prestiż”): {} unless they fall into 2–8 kinds named in words (a name with a hyphen
    is an identifier, not a word on paper)."""
    names = kind_names(pieces)
    return {name: names.count(name) * times for name in dict.fromkeys(names)} if any(names) else {}


@dataclass
class Padding:
    """What a plain job puts on its blank sides: „Strona celowo pusta” (draw/guide.py's draw_blank),
    or a page a player uses (`filled`: the job's page → a one-page PDF, the kit's checklist)."""

    blank: bytes
    size: tuple[float, float]
    filled: dict[int, bytes]
    cut_back: bytes = b""  # the back of a sheet cut apart (a sheet of slips): the note in its foot's waste
    # the job's page where the book's own blank page holds the kit's checklist: a guide page, numbered though
    # the book's pages are not (folios.folio_places, r36)
    checklist: int = 0

    def page(self, at: int) -> bytes:
        return self.filled.get(at, self.blank)


def _copies(part: JobPart) -> int:
    """Copies of a part without pieces a full table gets: its repeated sheet's copies (a form, an aid:
    JobPart.unit) times the sheets the file repeats, else its copies and the different ones it holds."""
    if part.unit:
        pages, copies = part.unit
        return (part.last - part.first + 1) // pages * copies * part.copies
    return part.pieces


ROW, PILE, GAP = mm(7), mm(5.5), mm(1.5)  # a row's line, each of its piles' lines, and after its piles
FOOT = mm(15)  # the lowest a row's baseline may stand


def row_height(row: Row) -> float:
    return ROW + (len(row.piles) + bool(row.note)) * PILE + (GAP if row.piles or row.note else 0)


def row_places(rows: list[Row], left: float, top: float, column: float, foot: float) -> list[tuple[float, float]]:
    """(x, baseline) of each row: down the page from `top`; a row that would reach below `foot` starts
    the next column, `column` to the right (a kit of many components or piles stays on its page)."""
    places, x, y = [], left, top
    for row in rows:
        if y - row_height(row) + ROW < foot and y < top:
            x, y = x + column, top
        places.append((x, y))
        y -= row_height(row)
    return places


# its last sentence the key of the job locator, said once on paper where the kit cites it most (r42 P minor 6: the
# key was only in zestaw.pdf, on screen), and of the book's own numbers that replace it (decision D2, folios.py)
INTRO = (
    "Po wycięciu policz elementy i odhacz każdy wiersz: tyle jest ich przy pełnym stole. Brakuje czegoś? Wiersz mówi, "
    f"gdzie to leży: dodrukuj tylko ten arkusz. Szary „wydruk N · s.{NBSP}X” to strona X wydruku N. Zasady mają "
    "własne numery."
)
# under another page's text (a short cover, JobPart.shares): a rule RULE_GAP below that text, the title
# TITLE_DROP below the rule
RULE_GAP, TITLE_DROP = mm(2), mm(10)


@dataclass(frozen=True)
class Measure:
    """Where the checklist is set: its left edge (the right one mirrors it) and its title's face, size and ink. A
    print job's side: the kit's own pages' (20 mm, the band's serif); the book's own page: the book's text measure
    and chapter heading (r44 R rulebook 18: the page in a serif black title, its list off the book's measure, read
    as pasted in from another document)."""

    left: float = mm(20)
    title_font: str = SERIF_BOLD
    title_size: float = 18
    title_ink: object = INK


KIT_PAGE = Measure()


def _head_lines(width: float, left: float = KIT_PAGE.left) -> list[str]:
    return wrap(INTRO, SANS, 10, width - 2 * left)


def height_under(rows: list[Row], width: float) -> float:
    """How far below the text above it the checklist, set under another page's text (`shared_top`), ends
    in one column: its rule, title, introduction and rows down to the last row's baseline, less the
    ROW a row keeps above FOOT (row_places); the print plan's arithmetic, the same numbers the drawing uses."""
    intro = len(_head_lines(width)) * mm(5) + mm(4)
    return RULE_GAP + TITLE_DROP + mm(8) + intro + sum(row_height(row) for row in rows) - ROW


def fits_under(rows: list[Row], width: float, text_end: float) -> bool:
    """Whether the checklist, set under text whose next baseline is `text_end`, keeps to one column above FOOT."""
    return text_end - height_under(rows, width) >= FOOT


def checklist_page(game: Game, jobs: tuple[Job, ...], outputs: list[Output], options: BuildOptions) -> bytes:
    """The checklist as a one-page PDF on the build's paper, on a blank side of a job outside the rulebook (on
    the book's own blank page it is a section of the book, drawn by the book: rulebook/context.py blank_sides):
    the game's band, a box, the count and the name per row."""
    doc = new_document(options.paper, CHECKLIST_TITLE)
    c = doc.canvas
    width, height = options.paper.width, options.paper.height
    draw_checklist_side(c, game, checklist_rows(game, jobs, outputs), width, height)
    doc.show_page()
    return doc.finish()


def draw_checklist_side(c, game: Game, rows: list[Row], width: float, height: float) -> None:
    """The checklist as a side of its own: the game's name at the head, then the list – the print job's
    page and the rulebook's own blank back that page is in the book's file (rulebook/context.py
    blank_sides; r27 K F2: the book's file showed a note where the book sends its reader for the list)."""
    c.saveState()
    draw_head(c, width, height, game.spec.title, game_accent(game), (mm(20), height - mm(22), 9))
    draw_checklist(c, rows, width, height - mm(31))
    c.restoreState()


def shared_top(c, width: float, text_end: float) -> float:
    """Under another page's text (its next baseline `text_end`): a thin rule across the text's measure,
    and the checklist's title's baseline below it."""
    rule = text_end - RULE_GAP
    c.setStrokeColor(BLANK_GREY)
    c.setLineWidth(0.6)
    c.line(mm(20), rule, width - mm(20), rule)
    return rule - TITLE_DROP


def draw_checklist(c, rows: list[Row], width: float, y: float, measure: Measure = KIT_PAGE) -> None:
    """The checklist from its title's baseline `y` down: title, introduction, a box, the count and the
    name per row, in `measure` (a job's side, or the book's page)."""
    left = measure.left
    c.setFillColor(measure.title_ink)
    c.setFont(measure.title_font, measure.title_size)
    c.drawString(left, y, CHECKLIST_TITLE)
    c.setFillColor(INK)
    y -= mm(8)
    c.setFont(SANS, 10)
    for line in _head_lines(width, left):
        c.drawString(left, y, line)
        y -= mm(5)
    y -= mm(4)
    box = mm(4.5)
    c.setLineWidth(0.8)
    c.setStrokeColor(INK)
    top = y
    places = row_places(rows, left, top, (width - 2 * left) / 2, FOOT)
    # a row's place at its column's right end: the page's, or the first column's when there are two
    right = (width - 2 * left) / (2 if any(x != left for x, _ in places) else 1) - mm(3)
    for row, (x, y) in zip(rows, places):
        c.rect(x, y - mm(0.8), box, box, stroke=1, fill=0)
        c.setFont(SANS_BOLD, 11)
        c.drawRightString(x + mm(17), y, str(row.count))
        c.setFont(SANS, 11)
        c.drawString(x + mm(19), y, f"× {row.title}")
        if row.where:  # at the column's right end, in the grey of a note
            c.setFont(SANS, 9)
            c.setFillColor(BLANK_GREY)
            c.drawRightString(x + right, y, row.where)
            c.setFillColor(INK)
        y -= ROW
        if row.note:  # under the title, where the piles' names begin
            c.setFont(SANS, 9.5)
            c.drawString(x + mm(19), y, row.note)
            y -= PILE
        for i, (pile, count) in enumerate(row.piles):
            c.rect(x + mm(19), y - mm(0.6), mm(3.5), mm(3.5), stroke=1, fill=0)
            c.setFont(SANS, 9.5)
            c.drawString(x + mm(25), y, pile_text(pile, count, row.category))
            if i < len(row.pile_where) and row.pile_where[i]:  # each pile's own pages (r29 R minor 1)
                c.setFont(SANS, 9)
                c.setFillColor(BLANK_GREY)
                c.drawRightString(x + right, y, row.pile_where[i])
                c.setFillColor(INK)
            y -= PILE
