"""A plain job's blank sides: a rulebook's back before its appendix, the padding after a part so the next
starts on a front. The kit's one checklist takes one of them (checklist_at); a game's sheet of slips
(`Output.fills_blank`: Rynek's banker's slips) fills those behind pages read once (filled_sides); the
print plan (printplan.plan_jobs) reads both to add a sheet where no side is left.
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.build.job import Job, JobPart
from generator.model.core import Output


@dataclass(frozen=True)
class Side:
    """A side of a plain job left blank: a page of a part's own file (`own`: a rulebook's back before its
    appendix, Output.blanks) or a padding page after a part, so the next part starts on a front."""

    job: str  # the job's file
    page: int  # the job's page
    part: JobPart
    own: bool
    under: bool = False  # not a blank side: the foot of the part's own page, under its text (JobPart.shares)

    @property
    def optional(self) -> bool:
        """The side is on a sheet of the part's optional appendix: skipping the appendix skips it."""
        part = self.part
        return bool(part.appendix) and self.page >= part.start + part.appendix - part.first


def blank_sides(job: Job) -> list[Side]:
    """Every blank side of a plain job on the build's paper, in page order (a part cut along crop marks
    or a board keeps a bare back: its pieces' backs)."""
    if job.stock != "paper":
        return []
    sides = []
    for part in job.parts:
        if part.cut or part.trim or part.paper:
            continue
        if part.copies == 1:
            sides += [Side(job.filename, part.start + b - part.first, part, True) for b in part.blanks]
        for copy in range(part.copies):
            end = part.start + part.pages * (copy + 1) - 1
            sides += [Side(job.filename, end - k, part, False) for k in reversed(range(part.blank))]
    return sorted(sides, key=lambda s: s.page)


def filled_sides(jobs: tuple[Job, ...], outputs: list[Output]) -> dict[Side, Output]:
    """The blank sides a game's sheets of slips fill (Output.fills_blank; r22 R minor 5, P minor 6:
    Rynek's banker's slips, asked for by the rules, printed nowhere while job 1 had blank sides): every
    side behind a page read once – a card job's cover, an assembly map –, so cutting the slips out cuts
    nothing kept (a rulebook's back stays blank), the checklist's side left to it; several sheets take
    the sides in turn. Without such a sheet a blank side stays blank. A two-sided sheet (its slips
    continue on its back) fills none: a blank side holds one page, so it is a sheet of its own (plan_jobs)."""
    parts = {p.file for job in jobs for p in job.parts}  # a sheet with no side to fill is a part (plan_jobs)
    fillers = [o for o in outputs if o.fills_blank and o.kit and o.pages == 1 and o.filename not in parts]
    spot = checklist_at(jobs)
    sides = [s for job in jobs for s in blank_sides(job) if not s.own and s.part.instructions and s != spot]
    return {side: fillers[n % len(fillers)] for n, side in enumerate(sides)} if fillers else {}


def checklist_at(jobs: tuple[Job, ...]) -> Side | None:
    """Where the kit's one checklist goes: the back of the play part's last sheet where a part leaves
    one blank before its optional appendix (printed even when the appendix is skipped: kit reviews r22
    K minor 1, P 6, R 5, AS 10), else the first blank side no appendix holds, else under the text of the
    short page that shares its page with it (JobPart.shares); None when no job has one."""
    sides = [s for job in jobs for s in blank_sides(job) if not s.optional]
    shared = [
        Side(job.filename, p.start + p.last - p.first, p, False, under=True)
        for job in jobs
        for p in job.parts
        if p.shares
    ]
    return next((s for s in sides if s.own), sides[0] if sides else shared[0] if shared else None)
