"""The print job's own page number on its plain pages („wydruk 1 · s. 24”), drawn over them when the job's file
is put together (jobs.py), so a page the covers, the checklist or the rulebook's print chapter send the reader
to („strona 6 wydruku 1”) says it is that page, whatever the part's own folio says (kit review r30, K minor 3:
guide pages printed no number, the rulebook's pages their own 1–20 where the cover said 9–28). A part's file
knows nothing of the job it goes into (no piece depends on the print plan), so the number is the job's to
draw: at the page's foot, right, on the line where every sheet has its label and ticket (labels.foot_base),
in the rulebook's folio's size and grey; a form's ticket ends before it (labels.draw_foot_ticket), and a form
turned on its sheet says where its own foot line is (Output.folios).

Only the pages a buyer keeps whole carry it: a sheet cut into pieces (banknotes, slips) has its part and
sheet named in its ticket (labels.ticket_words) and no margin known free for more, and a card job's pages
are pieces, named the same way."""

from __future__ import annotations

from generator.build.job import Job
from generator.draw.fonts import SANS
from generator.draw.guide import BLANK_GREY
from generator.draw.labels import FOLIO_RIGHT, FOLIO_SIZE, foot_base
from generator.draw.pdf import new_document
from generator.layout.imposition import Paper
from generator.model.core import Output

Place = tuple[float, float, float] | None  # (x, y, angle) of a number's baseline's right end; None: none there


def folio_text(job: Job, page: int) -> str:
    """„wydruk 1 · s. 24”: the job's number and the page's in it, as the covers say „strona 24 wydruku 1”."""
    return f"wydruk {job.number} · s. {page}"


def folio_places(job: Job, outputs: dict[str, Output], sizes: list[tuple[float, float]], margin: float) -> list[Place]:
    """Where each page of the job's file (`sizes`: each page's width and height as drawn) carries the job's
    page number: at its foot, right, or where its part puts its foot line (Output.folios); none on a sheet
    cut into pieces (a part cut along its crop marks or a board trimmed, and the bare back padding it), on a
    card job's pages, or on pages whose part says so."""
    if job.stock != "paper" or not job.number:
        return [None] * len(sizes)
    places: list = [True] * job.cover_pages
    for part in (p for p in job.parts if not p.under):  # a cover under another's: on that one's page
        whole = not (part.cut or part.trim)
        own = outputs[part.file].folios if part.file in outputs and not part.cover_of else None
        one = [
            (own[n - 1] if own and n <= len(own) else True) if whole else None for n in range(part.first, part.last + 1)
        ]
        places += (one + [True if whole else None] * part.blank) * part.copies
    return [
        (width - FOLIO_RIGHT, foot_base(margin), 0.0) if place is True else tuple(place) if place else None
        for place, (width, _height) in zip(places, sizes)
    ]


def folio_pages(job: Job, sizes: list[tuple[float, float]], places: list[Place]) -> tuple[bytes, list[int]]:
    """The job's page numbers as a PDF of one page per numbered page, each the size of the page it goes on as
    that page is drawn (`sizes`), the number where `places` puts it; and the job's pages (0-based) they go on,
    in order."""
    marked = [n for n, place in enumerate(places) if place is not None]
    first = sizes[marked[0]] if marked else (1.0, 1.0)
    doc = new_document(Paper("", *first), f"wydruk {job.number}", pagesize=first)
    c = doc.canvas
    for n in marked:
        x, y, angle = places[n]
        c.setPageSize(sizes[n])
        c.saveState()
        c.translate(x, y)
        c.rotate(angle)
        c.setFillColor(BLANK_GREY)
        c.setFont(SANS, FOLIO_SIZE)
        c.drawRightString(0, 0, folio_text(job, n + 1))
        c.restoreState()
        doc.show_page()
    return doc.finish(), marked
