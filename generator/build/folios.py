"""The print job's own numbers, drawn over its pages when the job's file is put together (jobs.py): a page cut up
or assembled – a card, token, money or board sheet – and a guide page carries one identifier, its job and its page
in the job („wydruk 1 · s. 37”), the very words the covers and the checklist cite („wydruk 1 · s. 31–38”:
checklist.where_text), in one place – the page's foot, right, its right end FOLIO_RIGHT from the paper's right
edge, on the line where every sheet has its label and ticket (labels.foot_base), in the rulebook's folio's size
and grey (kit review r35: one identifier instead of three numbering systems on one sheet). A page a player keeps
and reads as printed (JobPart.kept: rulebook pages, which carry the book's own folio the rules cite, play forms,
score cards, the arbiter's and the banker's sheets, K's plans) and the blank sides behind it carry none: the
covers and the checklist cite them by job and page range (kit review r36, K minor 11, R minor 4, P minor 1, AS
minors 7 and 9: two page numbers on every rule page, print bookkeeping on what players keep). Every numbered
part keeps that place free (labels.job_mark_slot: the card sheets' tickets flow around it) or says it cannot
(Output.unnumbered: a board's art and glue strip, a band of pawns reaching the foot): such a page carries no
number rather than one printed over a piece (kit review r36, K major, K minors 1–2, R minor 3). A card sheet whose
pieces come near the foot line (within labels.JOB_MARK_TRIM of a cut, or over a bleed: r38 P major 1, the Los
backs' bleed under „wydruk 4 · s. 2”) has it set lower, in the printer's margin (labels.folio_place,
Output.folio_low), on every page of its part: the same place on each sheet of a part. A part's file
knows nothing of the job it goes into (no piece depends on the print plan), so the numbers are the job's to
draw. So is a sheet's place in the job („arkusz 3 z 10”, `sheet_places`), in the room its ticket leaves for it
(Output.job_sheets, ticket_room.plan_job_room: kit review r36, R minor 2)."""

from __future__ import annotations

from collections.abc import Collection

from reportlab.pdfbase import pdfmetrics

from generator.build.job import Job
from generator.draw import pdfium as pdfium_lock
from generator.draw.fonts import SANS
from generator.draw.guide import BLANK_GREY
from generator.draw.labels import FOLIO_RIGHT, FOLIO_WIDTH, LABEL_CLEAR, folio_line
from generator.draw.pdf import INK, new_document
from generator.draw.ticket_items import job_sheet_words
from generator.layout.imposition import Paper
from generator.model.core import Output
from generator.model.polish import NBSP
from generator.model.units import mm

# (x, y, size) of the identifier's baseline's right end on its page and its size; None: no number there
Place = tuple[float, float, float] | None
# (x, y, angle, size, words) of a sheet's place in its job on a page of the job's file; None: none there
SheetPlace = tuple[float, float, int, float, str] | None


def folio_text(job: Job, pages: int | str) -> str:
    """„wydruk 1 · s. 24”: the job's number and its page (or pages: „31–38”, „29–34, 53–54”), the words every
    page carries and the covers and the checklist cite (checklist.where_text)."""
    return f"wydruk {job.number} · s.{NBSP}{pages}"


def description_words(job: Job, jobs: tuple[Job, ...]) -> str:
    """„opis: wydruk 1, s. 3”: where the description of a job whose cover another job prints is, in the words its
    first page's identifier carries before its own (folio_pages), so a print shop handed the card file alone
    finds its steps (r41 P kit minor 5: the card jobs carried no pointer to their description); "" for a job that
    prints its own cover."""
    for host in jobs:
        for part in host.parts:
            if part.cover_of == job.filename and host.number:
                return f"opis: wydruk {host.number}, s.{NBSP}{part.start}"
    return ""


def pointer_fits(job: Job, outputs: dict[str, Output], data: bytes, margin: float, described: str) -> bool:
    """Whether the job's first page (`data`: its part's file, the page its first shown part starts with) leaves the
    stretch of its foot line left of the identifier's slot blank where `described` goes before the number
    (folio_pages): a sheet whose ticket or ruler reaches the slot (K job 5, R job 4) takes none rather than one
    printed over them. Read off the page as drawn (pypdfium2, a strip at 144 dpi)."""
    import pypdfium2 as pdfium  # here: only a job whose description another job prints asks

    part = next(p for p in job.parts if not p.under)
    with pdfium_lock.held():
        pdf = pdfium.PdfDocument(data)
        try:
            page = pdf[part.first - 1]
            width, height = page.get_width(), page.get_height()
            (place,) = folio_places(job, outputs, [(width, height)], margin)
            if place is None:
                return False
            x, y, size = place
            words = f"{described} · {folio_text(job, 1)}"
            left = x - pdfmetrics.stringWidth(words, SANS, size) - LABEL_CLEAR
            right = width - FOLIO_RIGHT - FOLIO_WIDTH
            box = (left, y - 0.25 * size, right, y + 0.8 * size + mm(0.5))
            strip = page.render(scale=2, crop=(box[0], box[1], width - box[2], height - box[3])).to_pil()
            page.close()
        finally:
            pdf.close()
    return strip.convert("L").getextrema()[0] >= 245


def folio_places(
    job: Job,
    outputs: dict[str, Output],
    sizes: list[tuple[float, float]],
    margin: float,
    guides: Collection[int] = (),
) -> list[Place]:
    """Where each page of the job's file (`sizes`: each page's width and height as drawn) carries its
    identifier and its size: at the foot, right, the same on every page (labels.job_mark_slot), lower on every page
    of a part whose pieces come near the foot line (Output.folio_low, labels.folio_line); none on a page a player keeps
    (JobPart.kept) nor on the blank sides behind it, none on a page whose part has no room there
    (Output.unnumbered), none in a job without a number. `guides`: the job's pages (1-based) a blank side of a
    kept part gives to a guide page (the kit's checklist: checklist.Padding.filled), numbered as guide pages
    are. The job's pages are its cover's, then each shown part's pages, copy after copy, each copy followed by
    its blank sides (jobs.py)."""
    if not job.number:
        return [None] * len(sizes)
    bare = [False] * job.cover_pages
    low = [False] * job.cover_pages
    for part in (p for p in job.parts if not p.under):  # a cover under another's: on that one's page
        output = None if part.cover_of else outputs.get(part.file)
        roomless = set(output.unnumbered or ()) if output is not None else set()
        one = [part.kept or n in roomless for n in range(part.first, part.last + 1)]
        bare += (one + [part.kept] * part.blank) * part.copies
        lowered = bool(output is not None and output.folio_low)  # every page of the part in the one place
        low += [lowered] * ((part.last - part.first + 1 + part.blank) * part.copies)
    return [
        None
        if n < len(bare) and bare[n] and n + 1 not in guides
        else (width - FOLIO_RIGHT, *folio_line(margin, n < len(low) and low[n]))
        for n, (width, _height) in enumerate(sizes)
    ]


def sheet_places(job: Job, outputs: dict[str, Output], pages: int) -> list[SheetPlace]:
    """Each page of the job's file (`pages` of them) that says its sheet's place in the job („arkusz 3 z 10”), where
    its part's page leaves room for it (Output.job_sheets), with the words: the job's sheets counted as printed, one
    page a sheet in a one-sided job, two in a double-sided one, its cover's pages among them; none in a job of one
    part's one copy, whose own „arkusz k/n” is the job's (r34 K minor 4: one sheet number said twice)."""
    shown = [p for p in job.parts if not p.under]
    if not job.cover_pages and len(shown) == 1 and shown[0].copies == 1:
        return [None] * pages
    per = 1 if job.sides == "one" else 2
    sheets = -(-pages // per)
    rooms: list = [None] * job.cover_pages
    for part in shown:  # as folio_places walks the job's pages
        output = None if part.cover_of else outputs.get(part.file)
        own = (output.job_sheets or []) if output is not None else []
        one = [own[n - 1] if n - 1 < len(own) else None for n in range(part.first, part.last + 1)]
        rooms += (one + [None] * part.blank) * part.copies
    return [
        (*room[:4], job_sheet_words(n // per + 1, sheets, bool(room[4]))) if room else None
        for n, room in enumerate(rooms[:pages] + [None] * (pages - len(rooms)))
    ]


def folio_pages(
    job: Job,
    sizes: list[tuple[float, float]],
    places: list[Place],
    sheets: list[SheetPlace] | None = None,
    described: str = "",
) -> tuple[bytes, list[int]]:
    """The job's numbers as a PDF of one page per numbered page, each the size of the page it goes on as
    that page is drawn (`sizes`), the number where `places` puts it, the sheet's place in the job where `sheets`
    puts it (`sheet_places`), the first page's number after where the job's description is (`described`:
    description_words); and the job's pages (0-based) they go on, in order."""
    sheets = sheets or [None] * len(sizes)
    marked = [n for n, (place, sheet) in enumerate(zip(places, sheets)) if place is not None or sheet is not None]
    first = sizes[marked[0]] if marked else (1.0, 1.0)
    doc = new_document(Paper("", *first), f"wydruk {job.number}", pagesize=first)
    c = doc.canvas
    for n in marked:
        c.setPageSize(sizes[n])
        if sheets[n] is not None:  # in the ticket's ink and size, in the room its line leaves; the number drawn last
            x, y, angle, size, words = sheets[n]
            c.saveState()
            c.translate(x, y)
            c.rotate(angle)
            c.setFillColor(INK)
            c.setFont(SANS, size)
            c.drawString(0, 0, words)
            c.restoreState()
        if places[n] is not None:
            x, y, size = places[n]
            c.setFillColor(BLANK_GREY)
            c.setFont(SANS, size)
            words = folio_text(job, n + 1)
            c.drawRightString(x, y, f"{described} · {words}" if described and n == 0 else words)
        doc.show_page()
    return doc.finish(), marked
