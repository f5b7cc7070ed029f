"""Print jobs on disk: one PDF per job of the print plan (printplan.py), named after its settings.

A job file starts with its cover (covers.py: what to load and how to print, and, for a double-sided
job, the registration target behind it), then every part's pages in play order, each part repeated as
often as a full table needs it, a landscape page among upright ones laid turned on an upright page (no /Rotate:
kit review r35, K minor 5, R minor 2: the print dialog shrank it or turned it as it chose), blank sides padded
(„Strona celowo pusta”) or filled with a page a player uses (the kit's checklist). Printing every
job file once gives the game.
"""

from __future__ import annotations

import hashlib
import io
from dataclasses import replace
from pathlib import Path

from generator.build.cache import code_version
from generator.build.cache.outputs import BuildCache
from generator.build.checklist import Padding, checklist_page, checklist_rows, draw_checklist, shared_top
from generator.build.covers import cover_pdf
from generator.build.folios import folio_pages, folio_places, room_places
from generator.build.job import Job, JobPart, plain_sheets
from generator.build.kit import add_outline, job_contents
from generator.build.pdfmerge import MergeError, Merger
from generator.build.printplan import plan_jobs, sheets_saved
from generator.build.printtotals import job_entry
from generator.build.shop import shop_files
from generator.build.sides import Side, checklist_at, filled_sides
from generator.draw.guide import BLANK_TEXT, draw_blank
from generator.draw.pdf import new_document, print_preferences
from generator.model.core import BuildOptions, Game, Output
from generator.model.units import mm


def _same(a: tuple[float, float], b: tuple[float, float]) -> bool:
    return abs(a[0] - b[0]) < 1 and abs(a[1] - b[1]) < 1


def _size(page) -> tuple[float, float]:
    return float(page.mediabox.width), float(page.mediabox.height)


def _blank(options: BuildOptions, filled: dict[int, bytes]) -> Padding:
    """The blank sides of a plain job: blank but for the note (draw_blank), and the pages a player uses
    on the sides `filled` names (the job's page → a one-page PDF); pages of another size are padded with
    a bare page."""
    pages = []
    for foot in (0.0, options.margin + mm(3)):  # mid-page; at the foot of a cut sheet's back (draw_blank)
        doc = new_document(options.paper, BLANK_TEXT)
        draw_blank(doc.canvas, options.paper.width, options.paper.height, foot)
        doc.show_page()
        pages.append(doc.finish())
    return Padding(pages[0], (options.paper.width, options.paper.height), filled, pages[1])


def _checklist_under(game: Game, jobs: tuple[Job, ...], by_file: dict[str, Output], options: BuildOptions):
    """The kit's checklist drawn under a short page's text (GuideInfo.below): a rule, then the checklist."""
    rows = checklist_rows(game, jobs, list(by_file.values()))

    def below(c, text_end: float) -> None:
        draw_checklist(c, rows, options.paper.width, shared_top(c, options.paper.width, text_end))

    return below


def _mates(host: Job, part: JobPart, jobs: tuple[Job, ...]) -> tuple[Job, ...]:
    """The jobs whose covers are set under the text of `part`'s cover, on its page (JobPart.under)."""
    after = host.parts[host.parts.index(part) + 1 :]
    mates = []
    for p in after:
        if not p.under:
            break
        mates += [j for j in jobs if j.filename == p.cover_of]
    return tuple(mates)


def _part_data(part: JobPart, by_file: dict[str, Output], out_dir: Path, covers: dict[str, bytes]) -> bytes:
    return covers[part.cover_of] if part.cover_of else _data(by_file[part.file], out_dir)


def _data(output: Output, out_dir: Path) -> bytes:
    return output.data if output.data is not None else (Path(out_dir) / output.game / output.filename).read_bytes()


def make_jobs(
    game: Game, outputs: list[Output], out_dir: Path, options: BuildOptions, cache: BuildCache | None = None
) -> list[Output]:
    """Every print job of the game as an Output (data None when the file on disk is still right)."""
    by_file = {o.filename: o for o in outputs}
    made = []
    jobs = tuple(plan_jobs(game, outputs, options))
    spot = checklist_at(jobs)
    rows = checklist_rows(game, jobs, outputs) if spot is not None else []
    fills = filled_sides(jobs, outputs)
    for job in jobs:
        slips = {side.page: sheet for side, sheet in fills.items() if side.job == job.filename}
        # a card job's cover, printed in a plain job, describes the card job's parts
        carried = {p.cover_of for p in job.carried}
        covered = [by_file[p.file].sha256 for j in jobs if j.filename in carried for p in j.parts]
        key = hashlib.sha256(
            repr(
                (
                    code_version(),
                    options,
                    jobs,
                    [by_file[p.file].sha256 for p in job.parts if not p.cover_of],
                    covered,
                    (spot.page, rows) if spot is not None and spot.job == job.filename else None,
                    [(page, sheet.sha256) for page, sheet in sorted(slips.items())],
                    sorted((c, o.sha256) for c, o in shop_files(outputs).items()),
                )
            ).encode()
        ).hexdigest()
        meta = cache.kit_fresh(game.id, key, out_dir, job.filename) if cache is not None else None
        if meta is not None:
            made.append(Output.from_meta(meta))
            continue
        output = _merge(
            game,
            job,
            jobs,
            by_file,
            out_dir,
            options,
            sheets_saved(game, job, outputs),
            spot,
            slips,
            shop_files(outputs),
        )
        if cache is not None:
            cache.store_kit(game.id, key, output.meta(), job.filename)
        made.append(output)
    return made


def _merge(
    game: Game,
    job: Job,
    jobs: tuple[Job, ...],
    by_file: dict[str, Output],
    out_dir: Path,
    options: BuildOptions,
    saves: int,
    spot: Side | None = None,
    slips: dict[int, Output] | None = None,
    shop: dict[str, Output] | None = None,
) -> Output:
    title = f"{game.spec.title} – do druku: {job.cover_name}"
    prefs = print_preferences(job.sides, by_hand=job.stock == "card")  # card by hand, as its cover says
    cover = cover_pdf(game, job, options, jobs, slips=slips, shops=shop, outputs=by_file) if job.cover_pages else None
    under = spot is not None and spot.under and spot.job == job.filename  # the checklist under a short cover
    covers = {  # the card jobs' covers this plain job prints
        p.cover_of: cover_pdf(
            game,
            card,
            options,
            jobs,
            carried=True,
            shops=shop,
            below=_checklist_under(game, jobs, by_file, options) if under and p is spot.part else None,
            mates=_mates(job, p, jobs),
            outputs=by_file,
        )
        for p in job.parts
        if p.cover_of and not p.under
        for card in jobs
        if card.filename == p.cover_of
    }
    filled = {page: _data(sheet, out_dir) for page, sheet in (slips or {}).items()}  # a game's slips
    if spot is not None and spot.job == job.filename and not spot.under and not spot.own:
        # (on the book's own blank page the checklist is the book's section: the job prints its page as it is)
        filled[spot.page] = checklist_page(game, jobs, list(by_file.values()), options)
    blank = _blank(options, filled) if job.stock == "paper" else None
    if blank is not None and spot is not None and spot.job == job.filename and not spot.under:
        blank = replace(blank, checklist=spot.page)
    # its bookmarks: its parts as zestaw.pdf lists them under the job (kit_outline; r43 P minor 9)
    outline = [(0, name, at - 1) for name, at, _end in job_contents(job, list(jobs), spot)]
    try:
        args = (game, job, cover, by_file, out_dir, title, prefs, covers, blank, options.margin, outline)
        data, pages = _merged(*args)
    except MergeError:  # a part of another shape than ours: the general library reads it
        data, pages = _merged_by_pypdf(*args)
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
        plain=plain_sheets(job),
        weight=job.weight,
    )


def _merged(
    game: Game,
    job: Job,
    cover: bytes,
    by_file: dict[str, Output],
    out_dir: Path,
    title: str,
    prefs: dict[str, str],
    covers: dict[str, bytes],
    blank: Padding | None,
    margin: float,
    outline: list[tuple[int, str, int]],
) -> tuple[bytes, int]:
    """The job by copying our own files' objects (pdfmerge.py); copies share their pages' contents."""
    merger = Merger()
    if cover is not None:
        merger.add_part(cover)
    for part in (p for p in job.parts if not p.under):  # a cover under another's: on that one's page
        start = merger.page_count
        swap = _swapped(part, blank)
        sizes = merger.add_part(
            _part_data(part, by_file, out_dir, covers),
            only=[i for i in range(part.first - 1, part.last) if part.start + i - part.first + 1 not in swap],
        )
        for page, data in sorted(swap.items()):  # a blank side of the part's own, filled (the checklist)
            merger.add_part(data)
            merger.kids.insert(start + page - part.start, merger.kids.pop())
            sizes.insert(page - part.start, blank.size)
        kids = merger.kids[start:]
        for copy in range(part.copies):
            if copy:
                merger.repeat(kids)
            for _ in range(part.blank):
                if blank is not None and not (part.cut or part.trim) and _same(sizes[-1], blank.size):
                    merger.add_part(blank.page(merger.page_count + 1))
                elif blank is not None and part.cut and _same(sizes[-1], blank.size):
                    merger.add_part(blank.cut_back)
                else:
                    merger.add_blank_page(*sizes[-1])
    # numbered first, as drawn: a landscape page laid turned takes its number with it, at its own foot, on the line of
    # its caption (r43 K minor 3: the point table's „wydruk 2 · s. 3” stood upright on the portrait sheet, its
    # caption along the turned table's foot)
    _number_pages(merger, job, by_file, margin, blank)
    for kid in merger.kids:
        if _turned(job, merger.page_size(kid)):
            merger.turn(kid)
    data = merger.write({"Title": title, "Author": "drukarnia", "Creator": "drukarnia"}, prefs, outline)
    return data, merger.page_count


def _number_pages(merger: Merger, job: Job, by_file: dict[str, Output], margin: float, blank: Padding | None) -> None:
    """The job's identifier over every page that takes one and has room for it (folios.py), at its foot, right."""
    sizes = [merger.page_size(kid) for kid in merger.kids]
    guides = {*blank.filled, blank.checklist} if blank is not None else ()
    places = folio_places(job, by_file, sizes, margin, guides)
    data, marked = folio_pages(job, sizes, places, room_places(job, by_file, len(sizes), places))
    for n, form in zip(marked, merger.add_forms(data) if marked else []):
        merger.overlay(merger.kids[n], form)


def _turned(job: Job, size: tuple[float, float]) -> bool:
    """Whether a page of the job, `size` as drawn, is laid turned on an upright page: one wider than tall in a
    job whose pages are upright (Job.orientation „pionowa”: r35 K minor 5, R minor 2, a landscape table and a
    board's map among portrait pages shrunk or turned by the print dialog as it chose)."""
    return size[0] > size[1] + 1 and job.orientation != "pozioma"


def _swapped(part: JobPart, blank: Padding | None) -> dict[int, bytes]:
    """The part's own blank pages (JobPart.blanks) that carry a page a player uses: the job's page → it."""
    if blank is None or part.copies != 1:
        return {}
    pages = (part.start + b - part.first for b in part.blanks if part.first <= b <= part.last)
    return {page: blank.filled[page] for page in pages if page in blank.filled}


def _merged_by_pypdf(
    game: Game,
    job: Job,
    cover: bytes,
    by_file: dict[str, Output],
    out_dir: Path,
    title: str,
    prefs: dict[str, str],
    covers: dict[str, bytes],
    blank: Padding | None,
    margin: float,
    outline: list[tuple[int, str, int]],
) -> tuple[bytes, int]:
    from pypdf import PdfReader, PdfWriter, Transformation  # here: only a part that is not our own needs pypdf
    from pypdf.generic import NameObject, RectangleObject

    writer = PdfWriter()
    for page in PdfReader(io.BytesIO(cover)).pages if cover is not None else []:
        writer.add_page(page)
    readers: dict[str, PdfReader] = {}
    shown = [p for p in job.parts if not p.under]  # a cover under another's: on that one's page
    for part in shown:
        key = part.cover_of or part.file
        if key not in readers:
            readers[key] = PdfReader(io.BytesIO(_part_data(part, by_file, out_dir, covers)))
    for part in shown:
        key = part.cover_of or part.file
        if key not in readers:
            readers[key] = PdfReader(io.BytesIO(_part_data(part, by_file, out_dir, covers)))
        pages = list(readers[key].pages[part.first - 1 : part.last])
        for page, data in _swapped(part, blank).items():  # a blank side of the part's own, filled
            pages[page - part.start] = PdfReader(io.BytesIO(data)).pages[0]
        for _copy in range(part.copies):
            for page in pages:
                writer.add_page(page)
            for _ in range(part.blank):
                if blank is not None and not (part.cut or part.trim) and _same(_size(pages[-1]), blank.size):
                    writer.add_page(PdfReader(io.BytesIO(blank.page(len(writer.pages) + 1))).pages[0])
                elif blank is not None and part.cut and _same(_size(pages[-1]), blank.size):
                    writer.add_page(PdfReader(io.BytesIO(blank.cut_back)).pages[0])
                else:
                    writer.add_blank_page(*_size(pages[-1]))
    sizes = [(float(p.mediabox.width), float(p.mediabox.height)) for p in writer.pages]
    guides = {*blank.filled, blank.checklist} if blank is not None else ()
    places = folio_places(job, by_file, sizes, margin, guides)
    data, marked = folio_pages(job, sizes, places, room_places(job, by_file, len(sizes), places))
    for n, folio in zip(marked, PdfReader(io.BytesIO(data)).pages if marked else []):  # the job's page numbers
        writer.pages[n].merge_page(folio)
    for page in writer.pages:  # numbered first, then as Merger.turn: its top towards the left edge, its boxes with it
        w, h = _size(page)
        if _turned(job, (w, h)):
            page.add_transformation(Transformation().rotate(90).translate(h, 0))
            for name in ("/MediaBox", "/CropBox", "/BleedBox", "/TrimBox", "/ArtBox"):
                if name in page:
                    x0, y0, x1, y1 = (float(v) for v in page[name])
                    page[NameObject(name)] = RectangleObject((h - y1, x0, h - y0, x1))
    add_outline(writer, outline)
    writer.add_metadata({"/Title": title, "/Author": "drukarnia", "/Creator": "drukarnia"})
    viewer = writer.create_viewer_preferences()
    for key, value in prefs.items():
        viewer[NameObject("/" + key)] = NameObject("/" + value)
    buffer = io.BytesIO()
    writer.write(buffer)
    return buffer.getvalue(), len(writer.pages)
