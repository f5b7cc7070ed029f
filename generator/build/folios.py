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
number rather than one printed over a piece (kit review r36, K major, K minors 1–2, R minor 3). A part's file
knows nothing of the job it goes into (no piece depends on the print plan), so the numbers are the job's to
draw."""

from __future__ import annotations

from collections.abc import Collection

from generator.build.job import Job
from generator.draw.fonts import SANS
from generator.draw.guide import BLANK_GREY
from generator.draw.labels import FOLIO_RIGHT, FOLIO_SIZE, foot_base
from generator.draw.pdf import new_document
from generator.layout.imposition import Paper
from generator.model.core import Output
from generator.model.polish import NBSP

# (x, y) of the identifier's baseline's right end on its page; None: no number there (a job without a number)
Place = tuple[float, float] | None


def folio_text(job: Job, pages: int | str) -> str:
    """„wydruk 1 · s. 24”: the job's number and its page (or pages: „31–38”, „29–34, 53–54”), the words every
    page carries and the covers and the checklist cite (checklist.where_text)."""
    return f"wydruk {job.number} · s.{NBSP}{pages}"


def folio_places(
    job: Job,
    outputs: dict[str, Output],
    sizes: list[tuple[float, float]],
    margin: float,
    guides: Collection[int] = (),
) -> list[Place]:
    """Where each page of the job's file (`sizes`: each page's width and height as drawn) carries its
    identifier: at the foot, right, the same on every page (labels.job_mark_slot); none on a page a player keeps
    (JobPart.kept) nor on the blank sides behind it, none on a page whose part has no room there
    (Output.unnumbered), none in a job without a number. `guides`: the job's pages (1-based) a blank side of a
    kept part gives to a guide page (the kit's checklist: checklist.Padding.filled), numbered as guide pages
    are. The job's pages are its cover's, then each shown part's pages, copy after copy, each copy followed by
    its blank sides (jobs.py)."""
    if not job.number:
        return [None] * len(sizes)
    bare = [False] * job.cover_pages
    for part in (p for p in job.parts if not p.under):  # a cover under another's: on that one's page
        output = None if part.cover_of else outputs.get(part.file)
        roomless = set(output.unnumbered or ()) if output is not None else set()
        one = [part.kept or n in roomless for n in range(part.first, part.last + 1)]
        bare += (one + [part.kept] * part.blank) * part.copies
    return [
        None if n < len(bare) and bare[n] and n + 1 not in guides else (width - FOLIO_RIGHT, foot_base(margin))
        for n, (width, _height) in enumerate(sizes)
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
        x, y = places[n]
        c.setPageSize(sizes[n])
        c.setFillColor(BLANK_GREY)
        c.setFont(SANS, FOLIO_SIZE)
        c.drawRightString(x, y, folio_text(job, n + 1))
        doc.show_page()
    return doc.finish(), marked
