"""zestaw.pdf: one file per game with everything in print order, rulebook first: a copy to read on a
screen (the print jobs, jobs.py, are what gets printed). Its first page says so: what the file is
for, a map of its pages (which part, on what stock, how many sides) and that the print jobs in druk/
are what to print.

A guest's own file (pawns printed on the free room of another part's sheets, kinds/_guests.py) is a
spare for reprints, as in the print jobs: its pieces are on the host's pages already, so the kit
leaves it out and shows every piece once.

A file for the screen has no blank page of its own (r32, P kit minor 6: three in Przekręt's): no back
behind its first page, no padding after a part with an odd page count (a part's own pages stay as the
part has them). Pages of another size than the paper
(the full-size board for print shops) stay out of the kit.
"""

from __future__ import annotations

import hashlib
import io
from pathlib import Path

from generator.build.cache import code_version
from generator.build.cache.outputs import BuildCache
from generator.build.checklist import part_where
from generator.build.job import Job, pages_text
from generator.build.look import game_accent
from generator.build.pdfmerge import MergeError, Merger, page_sizes
from generator.build.printplan import (
    KIT_KINDS,
    grade,
    job_sides,
    plan_jobs,
    play_rank,
    with_guests,
)
from generator.build.shop import shop_spec, shop_worth
from generator.draw.guide import GRADE_TEXT, MAP_TEXT, SEPARATE, SIDES_TEXT, STOCK_TEXT, GuideInfo, draw_guide
from generator.draw.kinds import KINDS
from generator.draw.kinds._guests import guests_of
from generator.draw.pdf import new_document, print_preferences
from generator.model.core import BuildOptions, Game, Output
from generator.model.polish import with_names

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


def _kept(part: Output, out_dir: Path, paper: list[int]) -> int:
    """Pages of the part the kit holds (those of the paper's size), its blank padding included."""
    data = _data(part, out_dir)
    try:
        sizes = page_sizes(data)
    except MergeError:  # a part of another shape than ours: the general library reads it
        from pypdf import PdfReader  # here: only a part that is not our own needs pypdf

        sizes = [(float(p.mediabox.width), float(p.mediabox.height)) for p in PdfReader(io.BytesIO(data)).pages]
    return sum(1 for w, h in sizes if _fits(paper)(w, h))


def kit_map(
    game: Game, parts: list[Output], out_dir: Path, options: BuildOptions, first: int, planned: list[Job]
) -> list[str]:
    """The kit's page map from page `first` on: „Strony 3–20: Zasady gry – zwykły papier 80–120 g/m²,
    dwustronnie, …” for every part it holds, as the merge lays them out (a part on a new sheet)."""
    paper = sorted((round(options.paper.width), round(options.paper.height)))
    lines, page = [], first
    # the job that prints each part: its stock (a part of a range of stocks goes where the plan puts it, r22
    # AS major 1) and how often it prints the part's pages (r22 P minor 7: a sheet printed twice says so)
    placed = {p.file: (job.weight, p.copies) for job in planned for p in job.parts if not p.instructions}
    for part in parts:
        n = _kept(part, out_dir, paper)
        if not n:
            continue
        weight, copies = placed.get(part.filename, (grade(part), 1))
        stock = GRADE_TEXT[weight]  # the stock its print job is printed on
        title, sides = with_guests(game, part), SIDES_TEXT[job_sides(part)]
        start = page
        # a part's first pages (its description, with a calibration cross behind it when double-sided, a
        # board's assembly map) go on plain paper whatever the part's own stock: listed apart, so no plain
        # page is called card, and said as what they are (kit review r17: a one-sided description has no cross)
        guide = min(part.guide_pages, n) if stock != STOCK_TEXT["paper"] else 0
        if guide:
            if part.guide_kept:
                what = MAP_TEXT
            elif guide > 1:
                what = f"opis części i kalibracja druku dwustronnego, {SIDES_TEXT['long'].split(',')[0]}"
            else:
                what = "opis części"
            lines.append(
                f"{pages_text(start, start + guide - 1).capitalize()}: {title} – {what}, {STOCK_TEXT['paper']}"
            )
            start += guide
        if start <= page + n - 1:
            twice = f" (drukuj {copies} razy)" if copies > 1 else ""
            lines.append(f"{pages_text(start, page + n - 1).capitalize()}: {title} – {stock}, {sides}{twice}")
        page += n
    return lines


def other_files(game: Game, outputs: list[Output], planned: list[Job] = ()) -> list[str]:
    """The files no print job holds, named here, on screen, and never on paper (kit review r21: the
    covers and the rulebook offer no file): the one-piece board for a print shop (a page larger than the
    paper, with what to ask the shop for: shop_spec, as its job's cover says it; r22 R minor 6), a part laid out
    another way (Output.alternative: its job's cover says how; r32 P minor 5), then where a lost guest's piece is
    reprinted (`planned`: the print jobs; reprint_lines)."""
    guests = guests_of(game)  # a guest's own file: its pieces are on its host's pages (reprint_lines)
    lines = []
    for o in outputs:
        # by the title the file prints on its page and the print jobs' covers give it (covers.SHOP_NOTE), no
        # file name (r30 R minor 8: „pod nazwą plansza.pdf” where the jobs said „pod tytułem …”)
        if shop_worth(o):
            how = shop_spec(o, game.components[o.component])
            lines.append(
                f"{o.title} do druku w punkcie ksero{f' (w jednym kawałku, {how})' if how else ''}, zamiast arkuszy planszy: "
                f"{SEPARATE} „{o.title}”."
            )
        elif (
            not o.kit and o.fits_paper and o.component not in guests
        ):  # a part laid out another way, its job's cover says how (r32 P minor 5)
            lines.append(
                f"Ta sama część ułożona inaczej (jak ją drukować, mówi opis jej wydruku): {SEPARATE} „{o.title}”."
            )
    return lines + reprint_lines(game, planned)


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
            where = part_where(job, part, guest=True)  # „wydruk 5, s. 6”, as the checklist says it
            pages = "te strony" if "–" in where else "tę stronę"
            lines.append(
                f"{named} – na arkuszach „{part.title}” ({where}); gdy {which} się zgubi albo zniszczy, "
                f"dodrukuj {'jednostronnie ' if part.guest_front else ''}{pages}"
                f"{' (sam przód arkusza: tył pod nimi jest pusty)' if part.guest_front else ''}."
            )
    return lines


def kit_cover(
    game: Game,
    parts: list[Output],
    out_dir: Path,
    options: BuildOptions,
    others: list[str] = (),
    planned: list[Job] = (),
) -> tuple[bytes, int]:
    """The kit's first page (and a blank back when the kit is laid out double-sided, so every part's
    fronts stay on fronts): a copy to read, the page map, the print jobs by the names their covers give
    them (`planned`: the game's print jobs) and the files no job holds (`others`: other_files); in words for a person who may hold
    the page printed, no file or folder talk (r25 AS kit minor 8, P minor 9). (PDF, pages)"""
    named = ", ".join(f"„{job.cover_name}”" for job in planned)
    printed = f"Do druku są wydruki {named}: " if planned else "Do druku są wydruki ponumerowane w kolejności druku: "
    cover_pages = 1  # for the screen: no blank back
    # the parts that hold several copies themselves, by what the game has (r32 P kit minor 6: „formularze” in a
    # game without forms)
    several = [o for o in parts if o.copies > 1 or _held(o) > 1]
    kinds = [KINDS[o.kind].category if o.kind in KINDS else "" for o in several]
    named = [w for c, w in (("form", "formularze"), ("aid", "pomoce gracza")) if c in kinds]
    doc = new_document(options.paper, f"{game.spec.title} – cały zestaw do przeglądania")
    draw_guide(
        doc,
        GuideInfo(
            title="Cały zestaw do przeglądania",
            game_title=game.spec.title,
            contents=kit_map(game, parts, out_dir, options, cover_pages + 1, planned),
            paper=options.paper,
            duplex=None,
            headings=("Co jest w tym przeglądzie", "Jak z niego korzystać"),
            calibration=False,
            accent=game_accent(game),
            howto=[
                "Ten przegląd jest do czytania na ekranie, nie do druku: zebrano w nim po kolei wszystkie strony "
                "zestawu, na różnym papierze, jedno- i dwustronnie. Każda część jest tu raz"
                + (
                    f": część, która sama ma kilka egzemplarzy ({', '.join(named)}), ma ich tyle, ilu "
                    f"potrzeba przy {game.spec.players.max} graczach."
                    if named
                    else "."
                ),
                "Numery stron na pierwszej stronie każdej części (np. „strony 1–4”) liczą się od jej "
                "początku, nie od początku przeglądu; lista powyżej podaje, od której strony przeglądu zaczyna się "
                "część.",
                f"{printed}każdy to jeden rodzaj papieru i jeden sposób druku, ich numery to kolejność druku, a razem "
                "dają całą grę (ich lista i liczba arkuszy: rozdział zasad o druku).",
                "Jedną stronę stąd możesz wydrukować osobno (w oknie drukowania wybierz jej numer z listy powyżej), "
                "na papierze, który lista podaje.",
                *others,
            ],
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
    game: Game, outputs: list[Output], out_dir: Path, options: BuildOptions, cache: BuildCache | None = None
) -> Output | None:
    parts = kit_parts(game, outputs)
    if not parts:
        return None
    planned = plan_jobs(game, outputs, options)  # once: the page map's stocks and the print jobs' names read it
    others = other_files(game, outputs, planned)
    key = hashlib.sha256(
        repr(
            (code_version(), options, [(p.filename, p.sha256) for p in parts], others, [j.cover_name for j in planned])
        ).encode()
    ).hexdigest()
    if cache is not None:
        meta = cache.kit_fresh(game.id, key, out_dir)
        if meta is not None:
            return Output.from_meta(meta)
    kit = _kit(game, parts, out_dir, options, others, planned)
    if cache is not None:
        cache.store_kit(game.id, key, kit.meta())
    return kit


def _kit(
    game: Game, parts: list[Output], out_dir: Path, options: BuildOptions, others: list[str], planned: list[Job]
) -> Output:
    stock_sheets = {"card": 0, "paper": 0}
    title = f"{game.spec.title} – cały zestaw do przeglądania"
    cover, _ = kit_cover(game, parts, out_dir, options, others, planned)
    try:
        data, pages = _merged(cover, parts, out_dir, options, stock_sheets, title)
    except MergeError:  # a part of another shape than ours: the general library reads it
        stock_sheets = {"card": 0, "paper": 0}
        data, pages = _merged_by_pypdf(cover, parts, out_dir, options, stock_sheets, title)
    return Output(
        game=game.id,
        component="kit",
        kind="kit",
        filename=KIT_FILE,
        data=data,
        pages=pages,
        sheets=sum(stock_sheets.values()),
        stock="card",
        duplex=options.duplex != "none",
        kit=False,
    )


def _fits(paper: list[int]):
    return lambda width, height: sorted((round(width), round(height))) == paper


def _preferences(options: BuildOptions) -> dict[str, str]:
    """zestaw.pdf holds card sheets among the paper, and its cover says to print a page of it alone: no preset
    sends a page of it through the duplex unit (print_preferences)."""
    return print_preferences(options.duplex, by_hand=True)


def _merged(
    cover: bytes, parts: list[Output], out_dir: Path, options: BuildOptions, stock_sheets: dict[str, int], title: str
) -> tuple[bytes, int]:
    """The kit by copying the parts' objects (pdfmerge.py): our own files need no PDF library."""
    paper = sorted((round(options.paper.width), round(options.paper.height)))
    merger = Merger()
    merger.add_part(cover)
    for part in parts:
        sizes = merger.add_part(_data(part, out_dir), _fits(paper))
        if not sizes:
            continue
        stock_sheets[part.stock if part.stock in stock_sheets else "card"] += part.paper_sheets
    data = merger.write({"Title": title, "Author": "drukarnia", "Creator": "drukarnia"}, _preferences(options))
    return data, merger.page_count


def _merged_by_pypdf(
    cover: bytes, parts: list[Output], out_dir: Path, options: BuildOptions, stock_sheets: dict[str, int], title: str
) -> tuple[bytes, int]:
    from pypdf import PdfReader, PdfWriter  # here: only a part that is not our own needs pypdf
    from pypdf.generic import NameObject

    paper = sorted((round(options.paper.width), round(options.paper.height)))
    writer = PdfWriter()
    for page in PdfReader(io.BytesIO(cover)).pages:
        writer.add_page(page)
    for part in parts:
        reader = PdfReader(io.BytesIO(_data(part, out_dir)))
        pages = [
            p
            for p in reader.pages
            if sorted((round(float(p.mediabox.width)), round(float(p.mediabox.height)))) == paper
        ]
        if not pages:
            continue
        for page in pages:
            writer.add_page(page)
        stock_sheets[part.stock if part.stock in stock_sheets else "card"] += part.paper_sheets
    writer.add_metadata({"/Title": title, "/Author": "drukarnia", "/Creator": "drukarnia"})
    prefs = writer.create_viewer_preferences()
    for key, value in _preferences(options).items():
        prefs[NameObject("/" + key)] = NameObject("/" + value)
    buffer = io.BytesIO()
    writer.write(buffer)
    return buffer.getvalue(), len(writer.pages)
