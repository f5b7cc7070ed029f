"""What a whole kit takes to print, from its print plan (printplan.py): the sheets to buy per stock
(`Totals`, said by the rulebook's print guide, the first job's cover and the terminal summary) and what the
manifest says of each file and job about printing it."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from generator.build.job import GRADES, Job, job_sides, plain_sheets, sheets_of
from generator.draw.guide import CARD_FLOOR
from generator.model.core import Output
from generator.model.polish import counted


@dataclass(frozen=True)
class Totals:
    card: int  # sheets of card stock (either weight), every copy
    paper: int  # sheets of plain-paper jobs (pieces, rulebooks, forms), their covers and a card job's plain pages not
    pages: int  # pages of every job, covers included
    jobs: int
    loaded_paper: int = 0  # every plain sheet the buyer loads: plain jobs whole, card jobs' covers and maps
    weights: tuple[tuple[str, int], ...] = ()  # (grade, sheets) for every stock the kit is printed on (GRADES)

    @property
    def weights_text(self) -> str:
        """„26 arkuszy papieru 80–120 g/m², 10 arkuszy kartonu 160–200 g/m² i 2 arkusze kartonu 250–300 g/m²”:
        the sheets to buy, per stock, as the rulebook's total and the first job's cover say."""
        texts = [sheets_of(n, w) for w, n in self.weights]
        return ", ".join(texts[:-1]) + " i " + texts[-1] if len(texts) > 1 else "".join(texts)

    @property
    def one_card_text(self) -> str:
        """„albo 19 arkuszy jednego kartonu 200 g/m²”: where the kit takes two card stocks, the one stock that serves both (kit review r29, Rynek major 1: 5
        sheets of 160–200 g/m² read as a second pack to buy): the thick card's floor (`guide.CARD_FLOOR`, what a
        card job's cover offers a printer that takes no 250 g/m²), the top of the lighter card's range. Empty
        otherwise."""
        sheets = dict(self.weights)
        if not ("light" in sheets and "card" in sheets):
            return ""
        both = counted(sheets["light"] + sheets["card"], "arkusz", "arkusze", "arkuszy")
        return f"albo {both} jednego kartonu {CARD_FLOOR} g/m²"


def totals(jobs: Iterable[Job]) -> Totals:
    jobs = list(jobs)
    paper = sum(j.sheets for j in jobs if j.stock != "card")
    loaded = {
        w: sum(plain_sheets(j) if j.stock == "paper" else j.sheets for j in jobs if j.weight == w) for w in GRADES
    }
    return Totals(
        card=sum(j.sheets for j in jobs if j.stock == "card"),
        paper=paper,
        pages=sum(j.pages for j in jobs),
        jobs=len(jobs),
        loaded_paper=sum(plain_sheets(j) for j in jobs),
        weights=tuple((w, n) for w, n in loaded.items() if n),
    )


def file_entry(output: Output) -> dict:
    """What the manifest says of a file about printing it."""
    entry = {"copies": output.copies, "stock": output.stock, "sides": job_sides(output), "sheets": output.paper_sheets}
    return entry | ({"held": output.held} if output.held > 1 else {})  # a board per owner: its sheets hold them all


# a job part's keys in the manifest, in the order job_entry writes them (a cached entry comes back sorted)
PART_KEYS = ("path", "copies", "first", "last", "start", "end", "cover_of", "for_job")


def ordered_part(part: dict) -> dict:
    """A job part's manifest entry with its keys in PART_KEYS' order (any other after them)."""
    return {k: part[k] for k in PART_KEYS if k in part} | part


def job_entry(job: Job) -> dict:
    """The manifest entry of a print job (besides path, pages and digest)."""
    return {
        "stock": job.stock,
        "sides": job.sides,
        "sheets": job.sheets,
        "parts": [
            {"path": f"{job.game}/{p.file}", "copies": p.copies, "first": p.first, "last": p.last}
            | ({"start": p.start, "end": p.end} if not p.under else {})  # the job's pages it takes (blank sides too)
            | ({"cover_of": f"{job.game}/{p.cover_of}"} if p.cover_of else {})
            | ({"for_job": f"{job.game}/{p.for_job}"} if p.for_job else {})
            for p in job.parts
        ],
    }
