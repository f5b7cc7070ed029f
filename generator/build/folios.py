"""The print job's own numbers, drawn over its pages when the job's file is put together (jobs.py): on the pages the
one who prints reads and keeps no longer – the job's cover and guide pages, a card job's cover and assembly map it
carries, the blank sides behind them – the job's page number („wydruk 1 · s. 3”, at the page's foot, right, on the
line where every sheet has its label and ticket: labels.foot_base, in the rulebook's folio's size and grey), so a
page the covers and the checklist send the reader to („strona 6 wydruku 1”) says it is that page (kit review r30,
K minor 3); on every sheet cut into pieces or trimmed, in the room its margin ticket leaves (Output.sheet_marks,
labels.plan_sheet_mark), which sheet of the job it is („wydruk 5 · arkusz 2/6”: r32, P kit minor 10, K minor 4:
card jobs named only the part's sheet, „Posesje · arkusz 1/3”), cut away with the margin.

A page a player keeps – a rulebook's, a form's, a score pad's, the arbiter's and the banker's sheet, a player
aid, a board – carries no number of the job, only its own folio where it has one (r32, K kit minors 4 and 6,
R minor 6, AS minor 1: two page numbers on every rulebook page, the rules citing one and the guides the other;
docs/print-decisions.md). A part's file knows nothing of the job it goes into (no piece depends on the print
plan), so the numbers are the job's to draw."""

from __future__ import annotations

from generator.build.job import Job
from generator.draw.fonts import SANS
from generator.draw.guide import BLANK_GREY
from generator.draw.labels import FOLIO_RIGHT, FOLIO_SIZE, foot_base
from generator.draw.pdf import INK, new_document
from generator.layout.imposition import Paper
from generator.model.core import Output

# (x, y, angle, size, what, joined) of a number's baseline's right end: what "page" the job's page number (a guide
# page), "sheet" which sheet of the job a cut sheet is; joined 1 where it opens the ticket's line (labels.SheetMark);
# None: no number there
Place = tuple[float, float, float, float, str, int] | None
PAGE, SHEET, JOB = "page", "sheet", "job"  # JOB: the job's number alone, the part's label naming the sheet


def folio_text(job: Job, page: int) -> str:
    """„wydruk 1 · s. 24”: the job's number and the page's in it, as the covers say „strona 24 wydruku 1”."""
    return f"wydruk {job.number} · s. {page}"


def sheet_text(job: Job, page: int, pages: int) -> str:
    """„wydruk 5 · arkusz 2/6”: the job and which of the sheets its `pages` take the job's `page` is on (two
    pages a sheet in a double-sided job), as a print shop counts them."""
    each = 1 if job.sides == "one" else 2
    return f"wydruk {job.number} · arkusz {(page - 1) // each + 1}/{-(-pages // each)}"


def folio_places(job: Job, outputs: dict[str, Output], sizes: list[tuple[float, float]], margin: float) -> list[Place]:
    """What each page of the job's file (`sizes`: each page's width and height as drawn) carries of the job's
    numbers, and where: the job's page number at the foot, right, on its cover and guide pages (a part that
    is a card job's cover or an assembly map: JobPart.instructions) and the blank sides behind them; which
    sheet of the job it is where a part's page has room for it noted (Output.sheet_marks: a cut sheet's,
    a card sheet's); nothing on a page a player keeps (a rulebook's, a form's, a player aid's on paper) or
    behind one, nor on a cut sheet's bare back."""
    if not job.number:
        return [None] * len(sizes)
    places: list = [PAGE] * job.cover_pages
    each = 1 if job.sides == "one" else 2
    whole = -(-len(sizes) // each)  # the job's sheets
    for part in (p for p in job.parts if not p.under):  # a cover under another's: on that one's page
        guide = bool(part.cover_of or part.instructions)
        noted = outputs[part.file].sheet_marks if part.file in outputs and not part.cover_of else None
        start, count = len(places), part.last - part.first + 1
        # the part's sheets numbered as the job numbers them (its label's „arkusz 1/4” the job's too): the job
        # says its number alone, not the same sheet twice (r34, K minor 4: „wydruk 4 · arkusz 1/4 · Plansza ·
        # arkusz 1/4”)
        same = part.copies == 1 and not part.blank and start == 0 and -(-count // each) == whole
        one = [
            PAGE
            if guide
            else ((*noted[n - 1], JOB) if same else noted[n - 1])
            if noted and n <= len(noted) and noted[n - 1]
            else None
            for n in range(part.first, part.last + 1)
        ]
        places += (one + [PAGE if guide else None] * part.blank) * part.copies
    return [
        (width - FOLIO_RIGHT, foot_base(margin), 0.0, FOLIO_SIZE, PAGE, 0)
        if place == PAGE
        else (*place[:4], place[5] if len(place) > 5 else SHEET, place[4])
        if place
        else None
        for place, (width, _height) in zip(places, sizes)
    ]


def folio_pages(job: Job, sizes: list[tuple[float, float]], places: list[Place]) -> tuple[bytes, list[int]]:
    """The job's numbers as a PDF of one page per numbered page, each the size of the page it goes on as
    that page is drawn (`sizes`), the number where `places` puts it; and the job's pages (0-based) they go on,
    in order."""
    marked = [n for n, place in enumerate(places) if place is not None]
    first = sizes[marked[0]] if marked else (1.0, 1.0)
    doc = new_document(Paper("", *first), f"wydruk {job.number}", pagesize=first)
    c = doc.canvas
    for n in marked:
        x, y, angle, size, what, joined = places[n]
        c.setPageSize(sizes[n])
        c.saveState()
        c.translate(x, y)
        c.rotate(angle)
        c.setFillColor(BLANK_GREY if what == PAGE else INK)
        c.setFont(SANS, size)
        text = (
            folio_text(job, n + 1)
            if what == PAGE
            else f"wydruk {job.number}"
            if what == JOB
            else sheet_text(job, n + 1, len(sizes))
        )
        c.drawRightString(0, 0, text + (" ·" if joined else ""))  # opening a ticket's line: its separator
        c.restoreState()
        doc.show_page()
    return doc.finish(), marked
