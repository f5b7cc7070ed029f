"""zestaw.pdf: one file per game with the kit as it is printed – every print job (jobs.py) in print order, page for
page, job 1's covers and checklist first – to read on a screen and to find a page to print again. Its first page
says so, with a map of its pages (each job, the parts in it) and the jobs' names; its bookmarks lead to each job and
each part in it (kit review r35: AS minor 2, P minor 10, R minor 14 – the preview had the part files' own covers and
calibration pages, whose text described another print path, and lacked the job covers, the checklist and bookmarks).
A part file's own cover stays in the part file.

A file for the screen has no blank page of its own behind its first page; the jobs' pages stay as the jobs have them
(their blank sides included, so a page's number in its job is its place in the job's run). Pages of another size
than the paper (the full-size board for print shops) are in no job.
"""

from __future__ import annotations

import hashlib
import io
from pathlib import Path

from generator.build.cache import code_version
from generator.build.cache.outputs import BuildCache
from generator.build.checklist import CHECKLIST_LINE, CHECKLIST_TITLE, part_where
from generator.build.cover_contents import APPENDIX_TEXT
from generator.build.job import Job
from generator.build.pdfmerge import MergeError, Merger, page_sizes
from generator.build.printplan import (
    KIT_KINDS,
    plan_jobs,
    play_rank,
)
from generator.build.shop import shop_spec, shop_worth
from generator.build.showcase import SHOWCASE_LINE, SHOWCASE_TITLE, showcase_page
from generator.build.sides import checklist_at
from generator.draw.guide import MAP_TEXT, SEPARATE, GuideInfo, draw_guide
from generator.draw.kinds.guest_pieces import guests_of
from generator.draw.look import game_accent
from generator.draw.pdf import new_document, print_preferences
from generator.draw.title_art_draw import title_drawing
from generator.model.core import BuildOptions, Game, Output
from generator.model.polish import NBSP, counted, numbers_text, pages_text, with_names

KIT_FILE = "zestaw.pdf"


def kit_parts(game: Game, outputs: list[Output]) -> list[Output]:
    """The kit's parts in play order (the print plan's order); merged files are no parts, nor a
    guest's spare file (its pieces are on its host's pages)."""
    guests = guests_of(game)
    return sorted(
        (
            o
            for o in outputs
            if o.kit and o.kind not in KIT_KINDS and o.filename != KIT_FILE and o.component not in guests
        ),
        key=lambda o: play_rank(game, o),
    )


def kit_map(jobs: list[Job], first: int) -> list[str]:
    """The kit's page map from page `first` on: „Strony 2–61: wydruk „1. zwykły papier 80–120 g/m², dwustronnie””
    for every job, then the job's parts with their pages in the kit („– strony 3–24: Zasady gry”), each part's
    pages apart from the next (r35 R minor 14: a part's description lumped with its sheets)."""
    spot = checklist_at(tuple(jobs))
    lines, page = [], first
    for job in jobs:
        lines.append(f"{pages_text(page, page + job.pages - 1).capitalize()}: {job_name(job)}")
        for title, at, end in job_contents(job, jobs, spot):
            lines.append(f"– {pages_text(page + at - 1, page + end - 1)}: {title}")
        page += job.pages
    return lines


def where_described(jobs: list[Job]) -> str:
    """Where the jobs' descriptions are, as the kit's first page says it: „; opisy wydruków 2–5 są na początku
    wydruku 1”. A card job's cover is carried by a plain job (printplan._carry_card_covers): „each with its
    description at its start” was untrue of every card job (r41 P kit minor 4)."""
    numbers = {j.filename: j.number for j in jobs}
    said = []
    for host in jobs:
        carried = sorted({numbers[p.cover_of] for p in host.parts if p.cover_of in numbers})
        if len(carried) == 1:
            said.append(f"opis wydruku {carried[0]} jest na początku wydruku {host.number}")
        elif carried:
            said.append(f"opisy wydruków {numbers_text(carried)} są na początku wydruku {host.number}")
    return "; " + "; ".join(said) if said else ", każdy z opisem na początku"


def job_name(job: Job) -> str:
    """„Wydruk 1: zwykły papier 80–120 g/m², dwustronnie”: a job as the kit's map and bookmarks name it."""
    return f"Wydruk {job.number}: {job.cover_name.split('. ', 1)[-1]}"


def job_contents(job: Job, jobs: list[Job], spot=None) -> list[tuple[str, int, int]]:
    """The job's parts as the kit's map and bookmarks name them: (title, first page, last page) in the job – its
    own cover, the card jobs' covers it carries by their numbers („Opis wydruków 2 i 3” where they share a page),
    a board's assembly map, each part, its last copy's blank padding left out – and the kit's checklist on its page
    (`spot`)."""
    numbers = {j.filename: j.number for j in jobs}
    out: list[tuple[str, int, int]] = []
    if job.cover_pages:
        out.append(("Opis tego wydruku" + (" i kalibracja" if job.cover_pages > 1 else ""), 1, job.cover_pages))
    covers: list[int] = []
    for part in job.parts:
        if part.cover_of:
            covers = [*covers, numbers.get(part.cover_of, 0)] if part.under else [numbers.get(part.cover_of, 0)]
            said = covers[0] if len(covers) == 1 else f"{', '.join(map(str, covers[:-1]))} i {covers[-1]}"
            title = f"Opis wydruku {said}" if len(covers) == 1 else f"Opis wydruków {said}"
            if part.under:
                out[-1] = (title, *out[-1][1:])
                continue
            out.append((title, part.start, part.end - part.blank))
        elif part.instructions:
            out.append((f"{part.title} – {MAP_TEXT}", part.start, part.end - part.blank))
        elif part.appendix_at:  # the rules, then the optional appendix to its sheet's end, as the cover lists them
            # (r36 P minor 4: lumped, a page short); the rules end before the checklist drawn on their blank back,
            # each page named once, as the print table names it (job_pages.job_runs; r44 AS 11, P 18)
            back = spot is not None and spot.job == job.filename and spot.own and spot.part.file == part.file
            out.append((part.title, part.start, spot.page - 1 if back else part.appendix_at - 1))
            out.append((f"{APPENDIX_TEXT[:1].upper()}{APPENDIX_TEXT[1:]} (nieobowiązkowy)", part.appendix_at, part.end))
        else:  # a part its job prints more than once says so (r22 P minor 7)
            twice = f" ({part.copies} razy)" if part.copies > 1 else ""
            out.append((f"{part.title}{twice}", part.start, part.end - part.blank))
    if spot is not None and spot.job == job.filename:
        out.append((CHECKLIST_TITLE, spot.page, spot.page))
        out.sort(key=lambda entry: entry[1])
    return out


def other_files(game: Game, outputs: list[Output], planned: list[Job] = ()) -> list[str]:
    """The files no print job holds, named here, on screen (paper names the one a print sends to: guide.separate; r21: the
    covers and the rulebook offer no file): the one-piece board for a print shop (a page larger than the
    paper, with what to ask the shop for: shop_spec, as its job's cover says it; r22 R minor 6), a part laid out
    another way (Output.alternative: its job's cover says how; r32 P minor 5), then where a lost guest's piece is
    reprinted (`planned`: the print jobs; reprint_lines)."""
    guests = guests_of(game)  # a guest's own file: its pieces are on its host's pages (reprint_lines)
    lines = []
    for o in outputs:
        # by its title, as the print jobs' covers give it (covers.SHOP_NOTE), and here on screen by the file's name
        # too (r35 K minor 10, R minor 13: the name the buyer opens; D1: never on paper)
        if shop_worth(o):
            how = shop_spec(o, game.components[o.component])
            lines.append(
                f"{o.title} do druku w punkcie ksero{f' (w jednym kawałku, {how})' if how else ''}, zamiast arkuszy planszy: "
                f"{SEPARATE} „{o.filename}”."
            )
        elif (
            not o.kit and o.fits_paper and o.component not in guests
        ):  # a part laid out another way, its job's cover says how (r32 P minor 5)
            lines.append(
                f"Ta sama część ułożona inaczej (jak ją drukować, mówi opis jej wydruku): „{o.title}”, {SEPARATE} „{o.filename}”."
            )
    return lines + reprint_lines(game, planned)


PART_FILES_TITLE = "Pliki części zestawu"
PART_FILES_HOWTO = (
    "Każda część zestawu jest też osobnym plikiem, w folderze gry obok folderu wydruków – tylko do dodruku: "
    "drukujesz wydruki, a gdy coś się zgubi albo zniszczy, otwierasz plik tej części. Lista obok podaje, co jest "
    "w każdym pliku, na jakim papierze i jak go drukować oraz ile ma stron.",
    "Numer „wydruk N · s. X” na każdej stronie wydruku mówi, którą stronę wydruku dodrukować: często "
    "wystarczy ta jedna strona zamiast całego pliku.",
)


def part_files(game: Game, outputs: list[Output], planned: list[Job]) -> list[str]:
    """Every part file the kit holds beside its print jobs, on screen only (decision D1: no file name on paper; r43
    R minor 1: the rulebook sent the buyer here for a list of them that named one): „„karty.pdf”: Karty – karton
    250–300 g/m², dwustronnie; 18 stron”, in play order, the paper and sides those of the job that prints the part,
    the pages its own file has (its own guide and calibration pages included); [] for a kit with none."""
    jobs = {p.file: job for job in planned for p in job.parts if not p.cover_of and p.for_job in ("", job.filename)}
    hosts = {p.component: job for job in planned for p in job.parts if not p.cover_of}
    guests = guests_of(game)  # a guest's own file (Rynek's pawns): printed on its host's sheets, reprinted alone
    lines = []
    files = [o for o in outputs if o.filename != KIT_FILE and "/" not in o.filename and o.kind not in KIT_KINDS]
    for o in sorted(files, key=lambda o: play_rank(game, o)):
        job = hosts.get(guests[o.component]) if o.component in guests else jobs.get(o.filename)
        if job is not None and o.kit:
            how = f"{job.stock_text}, {job.sides_text.split(',')[0]}"
        elif shop_worth(o):  # the files no job prints, by their use, as the first page says them (other_files)
            how = "do druku w punkcie ksero, w jednym kawałku"
        elif o.fits_paper and o.component not in guests:
            how = "ta sama część ułożona inaczej (jak ją drukować, mówi opis jej wydruku)"
        else:
            continue
        lines.append(f"„{o.filename}”: {o.title} – {how}; {counted(o.pages, 'strona', 'strony', 'stron')}")
    return lines


def reprint_lines(game: Game, planned: list[Job]) -> list[str]:
    """What to reprint when a guest's piece is lost: its host's sheet, the one the rulebook's print chapter and
    checklist name, one instruction (kit review r32, P minor 4, R minor 11: the guests' own files offered here
    as spare sheets, at 10–16 % of a card sheet each, while the rulebook said to reprint the host's page)."""
    guests = guests_of(game)
    lines = []
    for job in planned:
        for part in job.parts:
            hosted = [g for g, host in guests.items() if host == part.component]
            if not hosted or part.cover_of or part.instructions:
                continue
            titles = [str(getattr(game.components[g].spec, "title", g)) for g in hosted]
            named = with_names(titles[0], titles[1:])
            which = "któryś egzemplarz" if len(hosted) == 1 else "któryś z nich"
            where = part_where(job, part, guest=True)  # „wydruk 5 · s. 6”, as the checklist and the page say it
            pages = "te strony" if "–" in where else "tę stronę"
            lines.append(
                f"{named} – na {'arkuszach' if (len(part.guest_at) if part.guest_at else part.sheets) > 1 else 'arkuszu'} „{part.title}” ({where}); "
                f"gdy {which} się zgubi albo zniszczy, "
                f"dodrukuj {'jednostronnie ' if part.guest_front else ''}{pages}"
                f"{' (sam przód arkusza: tył pod nimi jest pusty)' if part.guest_front else ''}."
            )
    return lines


def book_pages(planned: list[Job]) -> str:
    """„ (1–12)”: the folios the kit's rulebook prints on its own pages (JobPart.folioed), for the screen page's
    note on page numbers; "" where no job holds a book numbered by its own folios."""
    books = [p for job in planned for p in job.parts if p.folioed and not p.cover_of]
    return f" (1–{books[0].last - books[0].first + 1})" if len(books) == 1 else ""


def kit_cover(
    game: Game,
    options: BuildOptions,
    others: list[str] = (),
    planned: list[Job] = (),
    listed: list[str] = (),
) -> tuple[bytes, int]:
    """The kit's first page: a copy to read, the page map (kit_map), the print jobs by the names their covers give
    them (`planned`: the game's print jobs) and the files no job holds (`others`: other_files); in words for a
    person who may hold the page printed, no file or folder talk (r25 AS kit minor 8, P minor 9); then, where the kit
    has part files (`listed`: part_files), a page of them, the one place the kit names its files (decision D1; r43
    R minor 1). (PDF, pages; the page of what the kit holds follows them: showcase.py)"""
    named = ", ".join(f"„{job.cover_name}”" for job in planned)
    printed = f"Do druku są wydruki {named}: " if planned else "Do druku są wydruki ponumerowane w kolejności druku: "
    cover_pages = 2 if listed else 1  # for the screen: no blank back
    kept_forms = ", także formularzy," if game.of_kind("form") else ""
    doc = new_document(options.paper, f"{game.spec.title} – cały zestaw do przeglądania")
    draw_guide(
        doc,
        GuideInfo(
            title="Cały zestaw do przeglądania",
            game_title=game.spec.title,
            # the page of what the kit holds after the kit's own pages, then the jobs (showcase.py)
            contents=[
                f"{pages_text(cover_pages + 1, cover_pages + 1).capitalize()}: {SHOWCASE_LINE}",
                *kit_map(list(planned), cover_pages + 2),
            ],
            paper=options.paper,
            duplex=None,
            headings=("Co jest w tym przeglądzie", "Jak z niego korzystać"),
            calibration=False,
            accent=game_accent(game),
            art=title_drawing(game),  # the kit's face, as on the first print job's cover
            howto=[
                "Ten przegląd jest do czytania na ekranie, nie do druku: zebrano w nim po kolei wszystkie wydruki "
                f"zestawu, strona w stronę, na różnym papierze, jedno- i dwustronnie{where_described(list(planned))}.",
                # every page of every job carries it but the rulebook's, which carry their own folio instead
                # (build/folios.py; decision D2, session 25: one page number per page); forms named only in a game
                # that has them (P minor 6, r36: Przekręt has none)
                # r44 AS kit minor 7: the book's pages show their own folio alone, not „zasady, s. N”, which is how
                # paper outside the book cites them (folios.book_text)
                "Numer „wydruk 1 · s. 3” na stronie to strona 3 wydruku 1: tego numeru używają opisy wydruków i "
                f"{CHECKLIST_LINE}. Mają go wszystkie strony wydruków{kept_forms} poza stronami zasad gry, więc "
                "zgubioną kartkę dodrukujesz po tym numerze. Strony zasad mają w stopce tylko własny numer"
                f"{book_pages(planned)}; gdy odsyła do nich inna strona, pisze „zasady, s.{NBSP}N”, a rozdział zasad "
                "o druku podaje, na których stronach wydruku leżą. Lista powyżej podaje, od której strony przeglądu "
                "zaczyna się każdy wydruk i każda jego część, a zakładki przeglądu do nich prowadzą.",
                f"{printed}każdy to jeden rodzaj papieru i jeden sposób druku, ich numery to kolejność druku, a razem "
                "dają całą grę (ich lista i liczba arkuszy: rozdział zasad o druku).",
                "Jedną stronę stąd możesz wydrukować osobno (w oknie drukowania wybierz jej numer z listy powyżej), "
                "na papierze, który lista podaje.",
                *others,
            ],
        ),
    )
    if listed:
        draw_guide(
            doc,
            GuideInfo(
                title=PART_FILES_TITLE,
                game_title=game.spec.title,
                contents=list(listed),
                paper=options.paper,
                duplex=None,
                headings=("Plik: co w nim jest, papier i druk, strony", "Do czego są"),
                calibration=False,
                accent=game_accent(game),
                howto=list(PART_FILES_HOWTO),
            ),
        )
    return doc.finish(), cover_pages


def _held(output: Output) -> int:
    """The copies of its pieces a part's file holds itself: a board per owner (Output.held), or a form's or an
    aid's one sheet repeated (Output.unit: the sheet's pages, the copies on it; AS's aids, four on a side)."""
    if output.held > 1 or not output.unit:
        return output.held
    sheet_pages, on_sheet = output.unit
    return output.pages // sheet_pages * on_sheet


def page_turns(job: Job, parts: dict[str, Output]) -> dict[int, int]:
    """The job's pages (0-based) whose content its file shows turned a quarter, and which way (90: its top at the
    page's left, 270: at its right): a landscape form's sheets drawn turned (Output.folios) and a landscape page laid
    turned among upright ones (jobs._turned). zestaw.pdf, for the screen, shows them upright (r32 AS minor 8)."""
    turns: dict[int, int] = {}
    turned = job.orientation == "pionowa"
    for part in (p for p in job.parts if not p.under and not p.cover_of):
        output = parts.get(part.file)
        drawn = [place[2] if place else 0 for place in (output.folios or [])] if output is not None else []
        for copy in range(part.copies):
            for i, n in enumerate(range(part.first, part.last + 1)):
                turn = drawn[n - 1] % 360 if n - 1 < len(drawn) else 0
                turn = turn or (90 if turned and n in part.lying else 0)
                if turn % 180:
                    turns[part.start - 1 + copy * part.pages + i] = turn
    return turns


def _data(output: Output, out_dir: Path) -> bytes:
    data = output.data if output.data is not None else (Path(out_dir) / output.game / output.filename).read_bytes()
    return _upright(output, data)


def _upright(output: Output, data: bytes) -> bytes:
    """The part as read on a screen: a page whose content is turned a quarter on its sheet (a two-sided
    landscape form on a portrait page, its foot line turned: Output.folios) turned back onto a landscape
    page, no /Rotate (kit review r32 AS minor 8: the score pad read sideways in the kit). The print jobs
    keep the part as drawn."""
    turns = [place[2] if place else 0 for place in output.folios or []]
    if not any(turns):
        return data
    from pypdf import PdfReader, PdfWriter, Transformation  # here: only a turned part is rewritten
    from pypdf.generic import RectangleObject

    writer = PdfWriter(clone_from=PdfReader(io.BytesIO(data)))
    for page, turn in zip(writer.pages, turns + [0] * len(writer.pages)):
        w, h = float(page.mediabox.width), float(page.mediabox.height)
        if turn % 360 == 90:  # the form's top at the sheet's left: (X, Y) on the sheet is (Y, w - X) on the form
            page.add_transformation(Transformation().rotate(-90).translate(0, w))
        elif turn % 360 == 270:  # its top at the sheet's right: (X, Y) is (h - Y, X)
            page.add_transformation(Transformation().rotate(90).translate(h, 0))
        if turn % 180:
            page.mediabox = RectangleObject((0, 0, h, w))
            page.cropbox = RectangleObject((0, 0, h, w))
    buffer = io.BytesIO()
    writer.write(buffer)
    return buffer.getvalue()


def make_kit(
    game: Game,
    outputs: list[Output],
    out_dir: Path,
    options: BuildOptions,
    cache: BuildCache | None = None,
    made: list[Output] = (),
) -> Output | None:
    """zestaw.pdf of the game's print jobs (`made`: make_jobs' outputs, by file name), in print order."""
    if not kit_parts(game, outputs):
        return None
    planned = plan_jobs(game, outputs, options)  # once: the page map and the print jobs' names read it
    others = other_files(game, outputs, planned)
    listed = part_files(game, outputs, planned)
    files = {o.filename: o for o in made}
    printed = [(job, files[job.filename]) for job in planned if job.filename in files]
    key = hashlib.sha256(
        repr((code_version(), options, [(j.filename, o.sha256) for j, o in printed], others, listed, planned)).encode()
    ).hexdigest()
    if cache is not None:
        meta = cache.kit_fresh(game.id, key, out_dir)
        if meta is not None:
            return Output.from_meta(meta)
    kit = _kit(game, printed, out_dir, options, others, planned, {o.filename: o for o in outputs}, listed)
    if cache is not None:
        cache.store_kit(game.id, key, kit.meta())
    return kit


def _kit(
    game: Game,
    printed: list[tuple[Job, Output]],
    out_dir: Path,
    options: BuildOptions,
    others: list[str],
    planned: list[Job],
    parts: dict[str, Output],
    listed: list[str] = (),
) -> Output:
    title = f"{game.spec.title} – cały zestaw do przeglądania"
    cover, first = kit_cover(game, options, others, planned, listed)
    shown = _showcase(game, planned, parts, out_dir, options)
    files = [(_data(output, out_dir), page_turns(job, parts)) for job, output in printed]
    outline = kit_outline([job for job, _ in printed], first + 1)
    try:
        data, pages = _merged(cover, shown, files, options, title, outline)
    except MergeError:  # a job of another shape than ours: the general library reads it
        data, pages = _merged_by_pypdf(cover, shown, files, options, title, outline)
    return Output(
        game=game.id,
        component="kit",
        kind="kit",
        filename=KIT_FILE,
        data=data,
        pages=pages,
        sheets=sum(job.sheets + (job.cover_sheets if job.stock == "card" else 0) for job, _ in printed),
        stock="card",
        duplex=options.duplex != "none",
        kit=False,
    )


def kit_outline(jobs: list[Job], first: int) -> list[tuple[int, str, int]]:
    """The kit's bookmarks: (level, title, 0-based page) – its first page, under it the page of what the kit holds
    (the last page before the jobs: SHOWCASE_TITLE), each job („Wydruk 1: zwykły papier 80–120 g/m², dwustronnie”),
    then its parts (job_contents), from the kit's page `first` (its own pages for the screen before)."""
    spot = checklist_at(tuple(jobs))
    out: list[tuple[int, str, int]] = [(0, "Jak korzystać z przeglądu", 0), (1, SHOWCASE_TITLE, first - 2)]
    page = first
    for job in jobs:
        out.append((0, job_name(job), page))
        out += [(1, title, page + at - 1) for title, at, _end in job_contents(job, jobs, spot)]
        page += job.pages
    return out


def _data(output: Output, out_dir: Path) -> bytes:
    return output.data if output.data is not None else (Path(out_dir) / output.game / output.filename).read_bytes()


def _preferences(options: BuildOptions) -> dict[str, str]:
    """zestaw.pdf holds card sheets among the paper, and its cover says to print a page of it alone: no preset
    sends a page of it through the duplex unit (print_preferences)."""
    return print_preferences(options.duplex, by_hand=True)


Shown = tuple[bytes, list[tuple[bytes, int, tuple[float, ...]]]]  # the page of what the kit holds, the pages it shows


def _showcase(game: Game, planned: list[Job], parts: dict[str, Output], out_dir: Path, options: BuildOptions) -> Shown:
    """The page of what the kit holds (showcase.py) and the files' pages it shows, each with its place on it."""
    datas: dict[str, bytes] = {}

    def sizes(filename: str) -> list[tuple[float, float]]:
        if filename not in datas:
            datas[filename] = _data(parts[filename], out_dir)
        try:
            return page_sizes(datas[filename])
        except MergeError:  # a file of another shape than ours (none of ours): its page is not shown
            return []

    page, placed = showcase_page(game, planned, list(parts.values()), options, sizes)
    return page, [(datas[name], at, matrix) for name, at, matrix in placed]


def _merged(
    cover: bytes,
    shown: Shown,
    files: list[tuple[bytes, dict[int, int]]],
    options: BuildOptions,
    title: str,
    outline: list[tuple[int, str, int]],
) -> tuple[bytes, int]:
    """The kit by copying the jobs' objects (pdfmerge.py): our own files need no PDF library."""
    merger = Merger(share=True)  # the fonts of the pages shown (showcase.py) once, with the jobs' that carry them
    merger.add_part(cover)
    merger.add_part(shown[0])
    page = merger.kids[-1]
    for n, (data, at, matrix) in enumerate(shown[1]):  # the files' pages where the page left room for them
        merger.place(page, merger.add_forms(data, only=range(at, at + 1))[0], matrix, f"DrukShown{n}")
    for data, turns in files:
        start = merger.page_count
        merger.add_part(data)
        for page, turn in sorted(turns.items()):  # upright again: a turn to the right undoes one to the left
            merger.turn(merger.kids[start + page], left=turn == 270)
    info = {"Title": title, "Author": "drukarnia", "Creator": "drukarnia"}
    return merger.write(info, _preferences(options), outline), merger.page_count


def _merged_by_pypdf(
    cover: bytes,
    shown: Shown,
    files: list[tuple[bytes, dict[int, int]]],
    options: BuildOptions,
    title: str,
    outline: list[tuple[int, str, int]],
) -> tuple[bytes, int]:
    from pypdf import PdfReader, PdfWriter, Transformation  # here: only a file that is not our own needs pypdf
    from pypdf.generic import NameObject, RectangleObject

    writer = PdfWriter()
    for page in PdfReader(io.BytesIO(cover)).pages:
        writer.add_page(page)
    showcase = writer.add_page(PdfReader(io.BytesIO(shown[0])).pages[0])
    for data, at, matrix in shown[1]:  # as _merged places them
        showcase.merge_transformed_page(PdfReader(io.BytesIO(data)).pages[at], Transformation(matrix))
    for data, turns in files:
        for n, page in enumerate(PdfReader(io.BytesIO(data)).pages):
            added = writer.add_page(page)
            if n in turns:  # as Merger.turn
                w, h = float(added.mediabox.width), float(added.mediabox.height)
                left = turns[n] == 270
                added.add_transformation(
                    Transformation().rotate(90).translate(h, 0)
                    if left
                    else Transformation().rotate(-90).translate(0, w)
                )
                added.mediabox = RectangleObject((0, 0, h, w))
                added.cropbox = RectangleObject((0, 0, h, w))
    add_outline(writer, outline)
    writer.add_metadata({"/Title": title, "/Author": "drukarnia", "/Creator": "drukarnia"})
    prefs = writer.create_viewer_preferences()
    for key, value in _preferences(options).items():
        prefs[NameObject("/" + key)] = NameObject("/" + value)
    buffer = io.BytesIO()
    writer.write(buffer)
    return buffer.getvalue(), len(writer.pages)


def add_outline(writer, outline: list[tuple[int, str, int]]) -> None:
    """`outline` (level, title, 0-based page: Merger.write's) as a pypdf writer's bookmarks, shown on opening."""
    parents: list = []
    for level, name, page in outline:
        parents[level:] = [
            writer.add_outline_item(title=name, page_number=page, parent=parents[level - 1] if level else None)
        ]
    if outline:
        writer.page_mode = "/UseOutlines"
