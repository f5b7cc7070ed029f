"""What every page of a print job holds, in page order, as the rulebook's print table names it in a job's row
(„Opis tego wydruku i kalibracja (1–2), opisy wydruków 2–5 z mapą składania planszy (3–7), lista kontrolna
elementów (8), Zasady gry – ta instrukcja (9–29), strona pusta (30), …”): runs that do not overlap and name every
page of the job once – its cover, the covers it carries, its parts (a book's own pages as JobPart.own_end gives
them), the blank padding, the kit's checklist where it lies (sides.checklist_at) and the slips on blank sides
(Job.fills). r44 AS 11 and P 18: the checklist listed last though it stood on p. 4 or 8, a range of descriptions
swallowing its page, a blank page named nowhere. Pure: the plan alone, no PDF.
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.build.checklist import CHECKLIST_LINE
from generator.build.job import Job
from generator.build.sides import checklist_at
from generator.model.polish import NBSP, numbers_text, span

OWN_COVER = "Opis tego wydruku"
CALIBRATION = "kalibracja"  # the back of a double-sided plain job's cover (its calibration target)
BOOK = "ta instrukcja"  # the rulebook whose print chapter the table is in
BOOK_ON = "ciąg dalszy tej instrukcji"  # its pages after the checklist drawn on its blank back
MAP = "mapa składania"
MAPS_WITH = "z mapą składania planszy"
BLANK = ("strona pusta", "strony puste")
SLIPS = "do wycięcia"


@dataclass(frozen=True)
class Run:
    """Pages `first`–`last` of a job and what they hold."""

    first: int
    last: int
    what: str

    @property
    def text(self) -> str:
        """„Pieniądze (31–58)”, „strona pusta (30)”: the pages kept on the line of the word before them (a range
        alone on a line read as the next entry's: Art Society's „Pomoc gracza” and „(15–16)”)."""
        return f"{self.what}{NBSP}({span(self.first, self.last)})"


def job_runs(job: Job, jobs: tuple[Job, ...] | list[Job], book: str = "") -> tuple[Run, ...]:
    """Every page 1..job.pages of `job` named once, in page order (`book`: the file of the rulebook that prints
    the table, „ta instrukcja”). A page two things share – the checklist under a cover's text – is named once
    for both („opisy wydruków 2 i 3 oraz lista kontrolna elementów (3–4)”)."""
    jobs = tuple(jobs)
    labels: list[str] = [""] * job.pages  # "": a page the plan puts nothing on (blank padding)

    def mark(first: int, last: int, what: str) -> None:
        for page in range(first, last + 1):
            if 1 <= page <= job.pages:
                labels[page - 1] = what

    if job.cover_pages:
        calibration = job.stock == "paper" and job.cover_pages == 2
        mark(1, job.cover_pages, OWN_COVER + (f" i {CALIBRATION}" if calibration else ""))
    numbers = {j.filename: j.number for j in jobs}
    covers = [item for item in job.listed if item.part.cover_of]
    merged = ""
    if len(covers) > 1:  # the carried covers (and their boards' maps) as one entry
        said = numbers_text([numbers.get(item.part.cover_of, 0) for item in covers])
        with_maps = any(item.map is not None for item in covers)
        merged = f"opisy wydruków {said}" + (f" {MAPS_WITH}" if with_maps else "")
    for item in job.listed:
        part = item.part
        if part.file == book and book:
            what = f"{item.title} – {BOOK}"
        elif part.cover_of:
            what = merged or item.title
        elif part.instructions:
            what = f"{item.title} – {MAP}"
        else:
            what = item.title + (f" × {part.pieces}" if part.pieces > 1 else "")
        for piece in (item.map, part):
            if piece is None or piece.pages == 0:
                continue
            if piece.copies > 1:  # a repeated sheet, its blank backs with it: one entry
                mark(piece.start, piece.end, what)
                continue
            mark(piece.start, piece.own_end, what)
            mark(piece.own_end + 1, piece.end, "")
    side = checklist_at(jobs)
    shared = 0
    if side is not None and side.job == job.filename:
        if side.under:
            shared = side.page
        else:
            if side.own and side.part.file == book and book:  # drawn on the book's blank back
                mark(side.page + 1, side.part.own_end, BOOK_ON)
            mark(side.page, side.page, CHECKLIST_LINE)
    for page, title in job.fills:
        mark(page, page, f"{title[:1].lower()}{title[1:]} {SLIPS}")
    runs: list[Run] = []
    for page, what in enumerate(labels, 1):
        if runs and runs[-1].what == what and runs[-1].last == page - 1:
            runs[-1] = Run(runs[-1].first, page, what)
        else:
            runs.append(Run(page, page, what))
    named = []
    for run in runs:
        what = run.what
        if not what:
            what = BLANK[0] if run.first == run.last else BLANK[1]
        if run.first <= shared <= run.last:
            what += f" oraz {CHECKLIST_LINE}"
        named.append(Run(run.first, run.last, what))
    return tuple(named)


def runs_text(runs: tuple[Run, ...]) -> str:
    """The runs as one entry of the print table: „Opis tego wydruku i kalibracja (1–2), …”, its first word a
    capital."""
    text = ", ".join(run.text for run in runs)
    return text[:1].upper() + text[1:]


def jobs_rows(jobs: tuple[Job, ...] | list[Job], book: str = "") -> list[str]:
    """Each job's row of the print table (runs_text of job_runs), in the jobs' order."""
    return [runs_text(job_runs(job, jobs, book)) for job in jobs]
