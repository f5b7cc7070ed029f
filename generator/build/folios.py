"""The print job's own numbers, drawn over its pages when the job's file is put together (jobs.py): every page of every
job carries one identifier, its job and its page in the job („wydruk 1 · s. 37”), the very words the covers and the
checklist cite („wydruk 1 · s. 31–38”: checklist.where_text), so a buyer finds the page to reprint of any sheet he
holds (r41 K minors 2–4, AS minor 8, P minors 1 and 6, R minors 1, 7 and 10). One place: the page's foot, right, its
right end FOLIO_RIGHT from the paper's right edge, on the line where every sheet has its label and ticket
(labels.foot_base), in the rulebook's folio's size and grey (kit review r35). A page that prints its own folio (a
rulebook's: JobPart.folioed) carries none: one page number per page (decision D2, session 25; r42 K minor 11, R minor
5, AS minor 2), and paper outside the book cites its pages by that folio (`book_text`: „zasady, s. 12”). A page a
player keeps and reads as printed without a folio of its own (JobPart.kept: play forms, score cards, the arbiter's
and the banker's sheets, K's plans, a book's blank sides) carries it, smaller (labels.KEPT_FOLIO_SIZE). Every
part keeps that place free (labels.job_mark_slot: the card sheets' tickets flow around it). A card sheet whose
pieces come near the foot line (within labels.JOB_MARK_TRIM of a cut, or over a bleed: r38 P major 1) has it set
lower, in the printer's margin (labels.folio_place, Output.folio_low), on every page of its part. A page whose
pieces fill that place (Output.unnumbered: a board's art and glue strip, a band of pawns reaching the foot) carries
it in the room its ticket leaves for it (Output.job_sheets, ticket_room.plan_job_room, `room_places`), beside the
sheet's label. A part's file knows nothing of the job it goes into (no piece depends on the print plan), so the
numbers are the job's to draw. A sheet's other number is its part's own counter („Posesje 1/3”, sheets.sheet_name):
two numbers, each saying what it counts (r41 P minor 1, R minor 7)."""

from __future__ import annotations

from collections.abc import Collection

from generator.build.job import Job
from generator.draw.fonts import SANS
from generator.draw.guide import BLANK_GREY, GRADE_TEXT, SIDES_SHORT, SIDES_TEXT
from generator.draw.labels import FOLIO_RIGHT, KEPT_FOLIO_SIZE, SCALE_WORDS, folio_line
from generator.draw.pdf import new_document
from generator.draw.ticket_items import TICKET_SEP
from generator.layout.imposition import Paper
from generator.model.core import Output
from generator.model.polish import NBSP

# (x, y, size, angle) of the identifier's baseline's right end on its page, its size and its turn in degrees (0:
# upright on the page; 90 or -90: along the foot line of a form its part draws turned on the sheet, Output.folios);
# None: no number there
Place = tuple[float, float, float, int] | None
# (x, y, angle, size, words) of a sheet's place in its job on a page of the job's file; None: none there
SheetPlace = tuple[float, float, int, float, str] | None


def folio_text(job: Job, pages: int | str) -> str:
    """„wydruk 1 · s. 24”: the job's number and its page (or pages: „31–38”, „29–34, 53–54”), the words every
    page carries and the covers and the checklist cite (checklist.where_text)."""
    return f"wydruk {job.number} · s.{NBSP}{pages}"


def job_ticket(job: Job) -> str:
    """What every page of a plain job whose cover another job prints (Job.cover_carried: K's slips and point table,
    one-sided beside a two-sided job) says of its printing before its identifier, as every card sheet's ticket does
    („zwykły papier 80–120 g/m² · jednostronnie · skala 100%”): the job goes to a print dialog of its own with no
    cover page of its own to say it (r43 K minor 2: job 2 the one job whose pages said neither stock nor scale);
    "" for another job (its cover says it, its card sheets' tickets say it)."""
    if not job.cover_carried or job.stock != "paper":
        return ""
    sides = SIDES_TEXT[job.sides]
    return TICKET_SEP.join([GRADE_TEXT[job.weight], SIDES_SHORT.get(sides, sides), SCALE_WORDS])


def book_text(pages: int | str) -> str:
    """„zasady, s. 12”: a rulebook's page (or pages) by the book's own folio, as paper outside the book cites it:
    the book's pages carry no job locator (decision D2: one page number per page), so a reference to them names the
    number printed on them; a job's page is cited by `folio_text`."""
    return f"zasady, s.{NBSP}{pages}"


def folio_places(
    job: Job,
    outputs: dict[str, Output],
    sizes: list[tuple[float, float]],
    margin: float,
    guides: Collection[int] = (),
) -> list[Place]:
    """Where each page of the job's file (`sizes`: each page's width and height as drawn) carries its
    identifier and its size: at the foot, right, the same on every page (labels.job_mark_slot), lower on every page
    of a part whose pieces come near the foot line (Output.folio_low, labels.folio_line); on a page a player keeps
    (JobPart.kept: a form's, a book's blank sides) at KEPT_FOLIO_SIZE (r41 AS minor 8, K minor 4, P minor 6: the
    covers cite those pages by their job's page); none on a page that prints its own folio (JobPart.folioed: a
    rulebook's, the checklist the book prints as its own section too – D2); none on a page whose part has no room
    there (Output.unnumbered: its ticket's room takes it, `room_places`), none in a job without a number. `guides`:
    the pages the kit's checklist or a game's slips fill (a book's blank page filled with the checklist prints the
    book's folio: none there). The job's pages are its cover's, then each shown part's pages,
    copy after copy, each copy followed by its blank sides (jobs.py)."""
    if not job.number:
        return [None] * len(sizes)
    bare = [False] * job.cover_pages
    low = [False] * job.cover_pages
    kept = [False] * job.cover_pages
    own = [False] * job.cover_pages
    drawn: list = [None] * job.cover_pages  # a form's own foot line's end, where its part draws it turned
    for part in (p for p in job.parts if not p.under):  # a cover under another's: on that one's page
        output = None if part.cover_of else outputs.get(part.file)
        turned = (output.folios or []) if output is not None else []
        ends = [turned[n - 1] if n - 1 < len(turned) else None for n in range(part.first, part.last + 1)]
        drawn += (ends + [None] * part.blank) * part.copies
        roomless = set(output.unnumbered or ()) if output is not None else set()
        # a sheet whose ticket is turned up or down a side carries the identifier in the room the ticket leaves it
        # there, in the ticket's orientation, not upright at the foot (r43: one label, one orientation on a page; AS's
        # painting sheets, their ticket up the left margin, „wydruk 2 · s. 1” upright at the foot)
        rooms = (output.job_sheets or []) if output is not None else []
        roomless |= {n for n, room in enumerate(rooms, start=1) if room and room[2] % 360}
        one = [n in roomless for n in range(part.first, part.last + 1)]
        bare += (one + [False] * part.blank) * part.copies
        # a book's blank page carries no folio, unless the book prints the kit's checklist there as its own section
        unfolioed = set(output.blanks or ()) if output is not None else set()
        at = len(own)
        folioed = [
            part.folioed and (n not in unfolioed or at + n - part.first + 1 in guides)
            for n in range(part.first, part.last + 1)
        ]
        own += (folioed + [False] * part.blank) * part.copies
        lowered = bool(output is not None and output.folio_low)  # every page of the part in the one place
        pages = (part.last - part.first + 1 + part.blank) * part.copies
        low += [lowered] * pages
        kept += [part.kept] * pages
    places: list[Place] = []
    for n, (width, _height) in enumerate(sizes):
        if (n < len(bare) and bare[n]) or (n < len(own) and own[n]):
            places.append(None)  # the ticket's room carries it (`room_places`), or the page's own folio says it (D2)
            continue
        base, size = folio_line(margin, n < len(low) and low[n])
        if n < len(kept) and kept[n] and n + 1 not in guides:
            size = KEPT_FOLIO_SIZE
        end = drawn[n] if n < len(drawn) else None
        # at the right end of the page's own foot line as it reads: a form turned on its sheet has it up or down a
        # side, on the line of its caption (r43 K minor 3, R minor 6: the locator upright on the portrait sheet, the
        # caption along the turned form's foot, two orientations on one page)
        places.append((end[0], end[1], size, int(end[2])) if end else (width - FOLIO_RIGHT, base, size, 0))
    return places


def room_places(job: Job, outputs: dict[str, Output], pages: int, places: list[Place]) -> list[SheetPlace]:
    """Each page of the job's file (`pages` of them) with no place for its identifier at the foot (`places`: None,
    Output.unnumbered – a board's art, a band of pawns down to the foot) that carries it in the room its part's
    ticket leaves for it (Output.job_sheets, ticket_room.plan_job_room: after the ticket's words), with the words:
    every page of every job says where it belongs, once (r41 K minor 3, R minor 1: K job 4 pp. 1–2 and R job 5
    p. 4 said nothing). The sheet's place in the job („arkusz 3 z 10”, r36) is no longer said: the identifier
    and the part's own counter („Posesje 1/3”) are the sheet's two numbers (r41 P minor 1, R minor 7, AS minor 3:
    three unnamed counters on a sheet)."""
    rooms: list = [None] * job.cover_pages
    for part in (p for p in job.parts if not p.under):  # as folio_places walks the job's pages
        output = None if part.cover_of else outputs.get(part.file)
        own = (output.job_sheets or []) if output is not None else []
        one = [own[n - 1] if n - 1 < len(own) else None for n in range(part.first, part.last + 1)]
        rooms += (one + [None] * part.blank) * part.copies
    rooms = rooms[:pages] + [None] * (pages - len(rooms))
    return [
        (room[0], room[1], room[2], room[3], folio_text(job, n + 1))
        if room and job.number and (n >= len(places) or places[n] is None)
        else None
        for n, room in enumerate(rooms)
    ]


def folio_pages(
    job: Job, sizes: list[tuple[float, float]], places: list[Place], sheets: list[SheetPlace] | None = None
) -> tuple[bytes, list[int]]:
    """The job's numbers as a PDF of one page per numbered page, each the size of the page it goes on as
    that page is drawn (`sizes`), the number where `places` puts it, else where `sheets` puts it (`room_places`:
    the room its ticket leaves), in one grey; and the job's pages (0-based) they go on, in order."""
    sheets = sheets or [None] * len(sizes)
    marked = [n for n, (place, sheet) in enumerate(zip(places, sheets)) if place is not None or sheet is not None]
    first = sizes[marked[0]] if marked else (1.0, 1.0)
    doc = new_document(Paper("", *first), f"wydruk {job.number}", pagesize=first)
    c = doc.canvas
    for n in marked:
        c.setPageSize(sizes[n])
        if sheets[n] is not None:  # at the ticket's size, in the room its line leaves
            x, y, angle, size, words = sheets[n]
            c.saveState()
            c.translate(x, y)
            c.rotate(angle)
            c.setFillColor(BLANK_GREY)
            c.setFont(SANS, size)
            c.drawString(0, 0, words)
            c.restoreState()
        if places[n] is not None:
            x, y, size, angle = places[n]
            c.saveState()
            c.translate(x, y)
            c.rotate(angle)
            c.setFillColor(BLANK_GREY)
            c.setFont(SANS, size)
            c.drawRightString(0, 0, TICKET_SEP.join(filter(None, [job_ticket(job), folio_text(job, n + 1)])))
            c.restoreState()
        doc.show_page()
    return doc.finish(), marked
