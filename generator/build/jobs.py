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
from generator.build.pdfmerge import MergeError, Merger, page_sizes
from generator.build.printplan import (
    STOCK_TEXT,
    Job,
    JobPart,
    Listed,
    job_entry,
    pages_text,
    plain_sheets,
    plan_jobs,
    sheets_saved,
)
from generator.draw.guide import (
    CUT_TEXT,
    DUPLEX_TEXT,
    SCALE_TEXT,
    GuideInfo,
    draw_guide,
    manual_duplex,
    materials_text,
    paper_line,
)
from generator.draw.kinds import KINDS
from generator.draw.pdf import new_document
from generator.model.core import BuildOptions, Game, Output
from generator.model.polish import counted


def part_line(item: Listed, map_on_cover: bool = False) -> str:
    """„Strony 3–10: Plansza kolekcji (1 × A4), 4 kopie po 1 arkuszu”; a board with its assembly map
    once: „Strony 2–4: Plansza (2 × A4), 2 arkusze, przed nimi mapa składania (strona 2, na zwykłym
    papierze)”; the map on the back of the cover (`map_on_cover`, Job.map_on_cover) says so."""
    part = item.part
    what = f"{pages_text(item.start, part.end).capitalize()}: {part.title}"
    if part.instructions:
        return f"{what} – mapa składania, na zwykłym papierze"
    sheets = counted(part.sheets, "arkusz", "arkusze", "arkuszy")
    on = f" {part.paper}" if part.paper else ""
    if part.copies > 1:
        each = counted(part.sheets, "arkuszu", "arkusze", "arkuszy")
        line = f"{what}, {counted(part.copies, 'kopia', 'kopie', 'kopii')} po {each}{on}"
    else:
        line = f"{what}, {sheets}{on}"
    if item.map is not None:
        where = "na odwrocie tej strony" if map_on_cover else "na zwykłym papierze"
        line += f", przed nimi mapa składania ({pages_text(item.map.start, item.map.end)}, {where})"
    return line


def other_papers(job: Job) -> list[str]:
    """„strony 3–14: A4” for every run of pages on another paper than the build's."""
    return [f"{pages_text(p.start, p.end)}: {p.paper}" for p in job.parts if p.paper]


CARD_WEIGHT = STOCK_TEXT["card"].removeprefix("karton ")  # „250–300 g/m²”


def _sheets(n: int) -> str:
    return counted(n, "arkusz", "arkusze", "arkuszy")


# card often comes from another tray than the plain paper the registration was measured on
CARD_REGISTRATION = (
    "Przekłuj igłą róg znacznika cięcia na przodzie: po drugiej stronie ukłucie powinno wypaść na znaczniku tyłu. "
    "Karton z innego podajnika bywa przesunięty inaczej niż papier; przesunięcie większe niż 2 mm popraw "
    "w sterowniku drukarki (zob. stronę 2), zanim wydrukujesz resztę."
)


def _plain_what(job: Job) -> str:
    """What the plain pages before a card job's card are, in words."""
    if job.plain_pages == job.cover_pages:
        return "ta kartka" if job.sides != "one" else "ta strona"
    return "ta kartka i mapa składania planszy"


# a one-sided job's cover and assembly map share a sheet: printed on both its sides
MAP_ON_COVER = (
    "ta strona, a na jej odwrocie mapa składania planszy), dwustronnie (bez druku dwustronnego: wydrukuj "
    "stronę 1, włóż kartkę ponownie czystą stroną do druku i wydrukuj resztę"
)

# a tiled board's sheets: the stock guide.BOARD_PAPER recommends, as a step of its own
BOARD_STOCK = (
    "najlepiej na cieńszym kartonie 160–200 g/m² (albo na zwykłym papierze, który po sklejeniu nakleisz na tekturę)"
)


def _card_runs(job: Job, first: int) -> list[tuple[int, int, int, bool]]:
    """A one-sided card job's card pages from `first` on in runs of one stock: (first page, last page,
    sheets, a tiled board's)."""
    boards = set(job.board_parts)
    runs: list[tuple[int, int, int, bool]] = []
    for part in job.parts:
        if part.instructions:
            continue
        board = part in boards
        start, end, sheets = max(part.start, first), part.end, part.sheets * part.copies
        if runs and runs[-1][3] == board:
            runs[-1] = (runs[-1][0], end, runs[-1][2] + sheets, board)
        else:
            runs.append((start, end, sheets, board))
    return runs


def _steps(job: Job) -> list[str]:
    """A card job in numbered runs, one stock each: plain paper first, then the card (a tiled board's
    sheets apart, on the thinner card they suit), its first sheet alone when double-sided so its
    registration is checked before the rest."""
    sides = job.sides_text
    if job.map_on_cover:
        plain = f"1. Zwykły papier: {pages_text(1, job.plain_pages)} ({MAP_ON_COVER}): {_sheets(job.cover_sheets)}."
    else:
        plain = f"1. Zwykły papier: {pages_text(1, job.plain_pages)} ({_plain_what(job)}), {sides}: {_sheets(job.cover_sheets)}."
    first, last = job.plain_pages + 1, job.pages
    if job.sides == "one":
        steps = [plain]
        for start, end, sheets, board in _card_runs(job, first):
            stock = (
                f"Plansza: {pages_text(start, end)}, {BOARD_STOCK}"
                if board
                else f"Karton {CARD_WEIGHT}: {pages_text(start, end)}"
            )
            steps.append(f"{len(steps) + 1}. {stock}, {sides}: {_sheets(sheets)}.")
        return steps
    steps = [plain, f"2. Karton, pierwszy arkusz: {pages_text(first, first + 1)}. {CARD_REGISTRATION}"]
    if last > first + 1:
        steps.append(f"3. Karton, reszta: {pages_text(first + 2, last)}: {_sheets(job.sheets - 1)}.")
    return steps


def job_howto(job: Job, options: BuildOptions, info: GuideInfo) -> list[str]:
    """„Jak drukować” of a job's cover: only what is true for this job. A card job is printed in runs of
    one stock each, by page ranges; a plain job whole, at once."""
    howto = [f"{SCALE_TEXT} Zmierz kwadrat poniżej: bok musi mieć 50 mm.", paper_line(info)]
    if job.sides != "one":
        howto += [DUPLEX_TEXT[job.sides], manual_duplex(job.sides, card=job.stock == "card")]
    if job.stock == "card":
        howto.append(
            f"Ten wydruk zajmuje {_sheets(job.file_sheets)}: {_sheets(job.cover_sheets)} zwykłego papieru "
            f"i {_sheets(job.sheets)} kartonu. Drukuj go po kolei, za każdym razem wpisując zakres stron "
            "w oknie drukowania:"
        )
        howto += _steps(job)
    else:
        howto.append(
            f"Ten wydruk zajmuje {_sheets(job.file_sheets)} zwykłego papieru, tę kartkę też. "
            f"Wydrukuj całość raz, {job.sides_text}."
        )
    howto.append("Kopie potrzebne przy komplecie graczy są już w tym wydruku.")
    if any(p.cut for p in job.parts):
        howto.append(CUT_TEXT)
    needs = [n for p in job.parts for n in p.needs]
    if needs:
        howto.append(materials_text(needs))
    return howto


def _ranges(numbers: list[int]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for n in numbers:
        if out and out[-1][1] == n - 1:
            out[-1] = (out[-1][0], n)
        else:
            out.append((n, n))
    return out


def orientation_note(landscape: list[int]) -> str | None:
    """The cover's warning for a job whose pages are not all upright like the cover: which pages lie
    landscape, and that the print dialog must turn them onto the upright sheet (automatic rotation
    on: it turns a page without scaling it; off, a printer prints a landscape page upright and cuts
    off its right part) and must not fit them to the page; None when none does."""
    if not landscape:
        return None
    ranges = _ranges(sorted(landscape))
    one = len(landscape) == 1
    listed = ", ".join(f"{a}–{b}" if a != b else f"{a}" for a, b in ranges)
    return (
        f"{'Strona' if one else 'Strony'} {listed} {'jest pozioma' if one else 'są poziome'}, a ta kartka pionowa: "
        "w oknie drukowania zostaw włączone automatyczne obracanie (obraca stronę bez zmiany skali) "
        f"i wyłącz dopasowanie do strony (skala 100 %), bo inaczej drukarka {'ją' if one else 'je'} "
        "obetnie albo pomniejszy."
    )


def landscape_pages(job: Job, by_file: dict[str, Output], out_dir: Path) -> list[int]:
    """The job's page numbers whose page is wider than tall (the cover's pages are upright)."""
    out: list[int] = []
    number = job.cover_pages
    for part in job.parts:
        data = _data(by_file[part.file], out_dir)
        try:
            sizes = page_sizes(data)
        except MergeError:  # a part of another shape than ours: the general library reads it
            from pypdf import PdfReader  # here: only a part that is not our own needs pypdf

            sizes = [(float(p.mediabox.width), float(p.mediabox.height)) for p in PdfReader(io.BytesIO(data)).pages]
        mine = sizes[part.first - 1 : part.last]
        mine = mine + [mine[-1]] * part.blank if mine else mine
        for _ in range(part.copies):
            for width, height in mine:
                number += 1
                if width > height + 0.5:
                    out.append(number)
    return out


def _card_parts(game: Game, job: Job) -> list[JobPart]:
    return [p for p in job.parts if KINDS[game.components[p.component].kind].category == "card"]


def cards_elsewhere(game: Game, job: Job, jobs: tuple[Job, ...]) -> list[str]:
    """A job with cards of the game says where its other cards are: „Pozostałe karty tej gry są
    w wydruku „karton, jednostronnie”: Posesje (strony 6–8).” for every other job holding some."""
    if not jobs or not _card_parts(game, job):
        return []
    lines = []
    for other in jobs:
        parts = _card_parts(game, other) if other != job else []
        if parts:
            where = ", ".join(f"{p.title} ({pages_text(p.start, p.end)})" for p in parts)
            lines.append(f"Pozostałe karty tej gry są w wydruku „{other.stock_word}, {other.sides_word}”: {where}.")
    return lines


def cover_info(
    game: Game, job: Job, options: BuildOptions, jobs: tuple[Job, ...] = (), landscape: list[int] | None = None
) -> GuideInfo:
    """The job's cover; `jobs`, every print job of the game, lets it say where the other cards are;
    `landscape`, the job's landscape page numbers, that the print dialog must not turn them."""
    notes = cards_elsewhere(game, job, jobs)
    papers = other_papers(job)
    if papers:
        notes.append(
            f"Nie wszystkie strony są na papierze {options.paper.name}: {'; '.join(papers)}. "
            "Wydrukuj je osobno, z podajnika z tym papierem (w oknie drukowania wybierz same te strony)."
        )
    info = GuideInfo(
        title=f"Do druku: {job.cover_name}",
        game_title=game.spec.title,
        contents=[part_line(item, job.map_on_cover) for item in job.listed],
        details=[[*item.part.details, *filter(None, [item.part.unit_text])] for item in job.listed],
        paper=options.paper,
        duplex=job.sides if job.sides != "one" else None,
        stock=job.stock_text,
        notes=notes,
        other_papers=papers,
    )
    info.howto = job_howto(job, options, info)
    turned = orientation_note(landscape or [])
    if turned:  # beside the scale it qualifies
        info.howto.insert(1, turned)
    return info


def _cover(game: Game, job: Job, options: BuildOptions, jobs: tuple[Job, ...], landscape: list[int]) -> bytes:
    """The job's first page(s)."""
    title = f"{game.spec.title} – do druku: {job.filename}"
    duplex = job.sides if job.sides != "one" else None
    info = cover_info(game, job, options, jobs, landscape)

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
    jobs = tuple(plan_jobs(game, outputs))
    for job in jobs:
        key = hashlib.sha256(
            repr((code_version(), options, jobs, [by_file[p.file].sha256 for p in job.parts])).encode()
        ).hexdigest()
        meta = cache.kit_fresh(game.id, key, out_dir, job.filename) if cache is not None else None
        if meta is not None:
            made.append(Output.from_meta(meta))
            continue
        output = _merge(game, job, jobs, by_file, out_dir, options, sheets_saved(game, job, outputs))
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
) -> Output:
    title = f"{game.spec.title} – do druku: {job.stock_text}, {job.sides_text}"
    prefs = {"PrintScaling": "None"}
    if job.sides in ("long", "short"):
        prefs["Duplex"] = "DuplexFlipLongEdge" if job.sides == "long" else "DuplexFlipShortEdge"
    cover = _cover(game, job, options, jobs, landscape_pages(job, by_file, out_dir))
    try:
        data, pages = _merged(game, job, cover, by_file, out_dir, title, prefs)
    except MergeError:  # a part of another shape than ours: the general library reads it
        data, pages = _merged_by_pypdf(game, job, cover, by_file, out_dir, title, prefs)
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
    )


def _merged(
    game: Game,
    job: Job,
    cover: bytes,
    by_file: dict[str, Output],
    out_dir: Path,
    title: str,
    prefs: dict[str, str],
) -> tuple[bytes, int]:
    """The job by copying our own files' objects (pdfmerge.py); copies share their pages' contents."""
    merger = Merger()
    merger.add_part(cover)
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
    cover: bytes,
    by_file: dict[str, Output],
    out_dir: Path,
    title: str,
    prefs: dict[str, str],
) -> tuple[bytes, int]:
    from pypdf import PdfReader, PdfWriter  # here: only a part that is not our own needs pypdf
    from pypdf.generic import NameObject

    writer = PdfWriter()
    for page in PdfReader(io.BytesIO(cover)).pages:
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
