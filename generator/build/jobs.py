"""Print jobs on disk: one PDF per job of the print plan (printplan.py), named after its settings.

A job file starts with a page that says in words what to load and how to print (and, for a
double-sided job, the registration target behind it), then every part's pages in play order, each
part repeated as often as a full table needs it. Printing every job file once gives the game.
"""

from __future__ import annotations

import hashlib
import io
from pathlib import Path

from generator.build.cache import code_version
from generator.build.cache.outputs import BuildCache
from generator.build.pdfmerge import MergeError, Merger
from generator.build.printplan import Job, JobPart, job_entry, plan_jobs, sheets_saved
from generator.draw.guide import GuideInfo, draw_guide
from generator.draw.pdf import new_document
from generator.model.core import BuildOptions, Game, Output
from generator.model.polish import counted


def _pages(first: int, last: int) -> str:
    return f"strona {first}" if first == last else f"strony {first}–{last}"


def part_line(part: JobPart) -> str:
    """„Strony 3–10: Plansza kolekcji (1 × A4), 4 kopie po 1 arkuszu”."""
    what = f"{_pages(part.start, part.end).capitalize()}: {part.title}"
    if part.instructions:
        return f"{what} – mapa składania, na zwykłym papierze"
    sheets = counted(part.sheets, "arkusz", "arkusze", "arkuszy")
    on = f" {part.paper}" if part.paper else ""
    if part.copies > 1:
        each = counted(part.sheets, "arkuszu", "arkusze", "arkuszy")
        return f"{what}, {counted(part.copies, 'kopia', 'kopie', 'kopii')} po {each}{on}"
    return f"{what}, {sheets}{on}"


def other_papers(job: Job) -> list[str]:
    """„strony 3–14: A4” for every run of pages on another paper than the build's."""
    return [f"{_pages(p.start, p.end)}: {p.paper}" for p in job.parts if p.paper]


def _plain_pages(job: Job) -> str:
    """The pages printed on plain paper before a card job's card, in words."""
    if job.plain_pages == 1:
        return "tę stronę"
    if job.plain_pages == 2 and job.cover_pages == 2:
        return "tę stronę i następną"
    return f"strony 1–{job.plain_pages}"


def cover_info(game: Game, job: Job, options: BuildOptions) -> GuideInfo:
    stock = "karton" if job.stock == "card" else "zwykły papier"
    if job.stock == "card":
        load = (
            f"Plik zajmuje {counted(job.file_sheets, 'arkusz', 'arkusze', 'arkuszy')}: "
            f"{counted(job.cover_sheets, 'arkusz', 'arkusze', 'arkuszy')} zwykłego papieru na {_plain_pages(job)} "
            f"i {counted(job.sheets, 'arkusz', 'arkusze', 'arkuszy')} kartonu."
        )
    else:
        load = (
            f"Plik zajmuje {counted(job.file_sheets, 'arkusz', 'arkusze', 'arkuszy')} zwykłego papieru, "
            f"licząc arkusz na {_plain_pages(job)}."
        )
    notes = [f"{load} Wydrukuj cały plik raz, {job.sides_text}. Kopie, których potrzebuje pełny stół, są już w pliku."]
    if job.stock == "card":  # a double-sided job's guide already sends its two pages to plain paper
        if job.plain_pages == 1:
            notes.append("Tę stronę wydrukuj na zwykłym papierze; karton włóż od strony 2.")
        elif job.plain_pages == 2 and job.cover_pages == 2:
            notes.append("Karton włóż od strony 3.")
        else:
            notes.append(
                f"Strony 1–{job.plain_pages} wydrukuj na zwykłym papierze; karton włóż od strony {job.plain_pages + 1}."
            )
    papers = other_papers(job)
    if papers:
        notes.append(
            f"Nie wszystkie strony są na papierze {options.paper.name}: {'; '.join(papers)}. "
            "Wydrukuj je osobno, z podajnika z tym papierem (w oknie drukowania wybierz same te strony)."
        )
    return GuideInfo(
        title=f"Do druku: {stock}, {job.sides_text.split(',')[0]}",
        game_title=game.spec.title,
        contents=[part_line(p) for p in job.parts],
        details=[list(p.details) for p in job.parts],
        paper=options.paper,
        duplex=job.sides if job.sides != "one" else None,
        stock=job.stock_text,
        notes=notes,
        other_papers=papers,
    )


def _cover(game: Game, job: Job, options: BuildOptions) -> bytes:
    """The job's first page(s)."""
    title = f"{game.spec.title} – do druku: {job.filename}"
    duplex = job.sides if job.sides != "one" else None
    info = cover_info(game, job, options)

    def draw() -> bytes:
        doc = new_document(options.paper, title, duplex=duplex)
        draw_guide(doc, info)
        return doc.finish()

    return draw()


def _data(output: Output, out_dir: Path) -> bytes:
    return output.data if output.data is not None else (Path(out_dir) / output.game / output.filename).read_bytes()


def make_jobs(
    game: Game, outputs: list[Output], out_dir: Path, options: BuildOptions, cache: BuildCache | None = None
) -> list[Output]:
    """Every print job of the game as an Output (data None when the file on disk is still right)."""
    by_file = {o.filename: o for o in outputs}
    made = []
    for job in plan_jobs(game, outputs):
        key = hashlib.sha256(
            repr((code_version(), options, job, [by_file[p.file].sha256 for p in job.parts])).encode()
        ).hexdigest()
        meta = cache.kit_fresh(game.id, key, out_dir, job.filename) if cache is not None else None
        if meta is not None:
            made.append(Output.from_meta(meta))
            continue
        output = _merge(game, job, by_file, out_dir, options, sheets_saved(game, job, outputs))
        if cache is not None:
            cache.store_kit(game.id, key, output.meta(), job.filename)
        made.append(output)
    return made


def _merge(
    game: Game, job: Job, by_file: dict[str, Output], out_dir: Path, options: BuildOptions, saves: int
) -> Output:
    title = f"{game.spec.title} – do druku: {job.stock_text}, {job.sides_text}"
    prefs = {"PrintScaling": "None"}
    if job.sides in ("long", "short"):
        prefs["Duplex"] = "DuplexFlipLongEdge" if job.sides == "long" else "DuplexFlipShortEdge"
    try:
        data, pages = _merged(game, job, by_file, out_dir, options, title, prefs)
    except MergeError:  # a part of another shape than ours: the general library reads it
        data, pages = _merged_by_pypdf(game, job, by_file, out_dir, options, title, prefs)
    entry = job_entry(job)
    return Output(
        game=game.id,
        component="print-job",
        kind="print-job",
        filename=job.filename,
        data=data,
        pages=pages,
        sheets=job.sheets,
        stock=job.stock,
        sides=job.sides,
        guide_pages=job.cover_pages,
        kit=False,
        title=f"do druku: {job.filename}",
        parts=entry["parts"],
        saves=saves,
    )


def _merged(
    game: Game,
    job: Job,
    by_file: dict[str, Output],
    out_dir: Path,
    options: BuildOptions,
    title: str,
    prefs: dict[str, str],
) -> tuple[bytes, int]:
    """The job by copying our own files' objects (pdfmerge.py); copies share their pages' contents."""
    merger = Merger()
    merger.add_part(_cover(game, job, options))
    for part in job.parts:
        start = merger.page_count
        sizes = merger.add_part(_data(by_file[part.file], out_dir), only=range(part.first - 1, part.last))
        kids = merger.kids[start:]
        for copy in range(part.copies):
            if copy:
                merger.repeat(kids)
            for _ in range(part.blank):
                merger.add_blank_page(*sizes[-1])
    return merger.write({"Title": title, "Author": "drukarnia", "Creator": "drukarnia"}, prefs), merger.page_count


def _merged_by_pypdf(
    game: Game,
    job: Job,
    by_file: dict[str, Output],
    out_dir: Path,
    options: BuildOptions,
    title: str,
    prefs: dict[str, str],
) -> tuple[bytes, int]:
    from pypdf import PdfReader, PdfWriter  # here: only a part that is not our own needs pypdf
    from pypdf.generic import NameObject

    writer = PdfWriter()
    for page in PdfReader(io.BytesIO(_cover(game, job, options))).pages:
        writer.add_page(page)
    readers: dict[str, PdfReader] = {}
    for part in job.parts:
        if part.file not in readers:
            readers[part.file] = PdfReader(io.BytesIO(_data(by_file[part.file], out_dir)))
        pages = readers[part.file].pages[part.first - 1 : part.last]
        for _ in range(part.copies):
            for page in pages:
                writer.add_page(page)
            for _ in range(part.blank):
                writer.add_blank_page(float(pages[-1].mediabox.width), float(pages[-1].mediabox.height))
    writer.add_metadata({"/Title": title, "/Author": "drukarnia", "/Creator": "drukarnia"})
    viewer = writer.create_viewer_preferences()
    for key, value in prefs.items():
        viewer[NameObject("/" + key)] = NameObject("/" + value)
    buffer = io.BytesIO()
    writer.write(buffer)
    return buffer.getvalue(), len(writer.pages)
