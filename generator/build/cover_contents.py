"""The words of a print job's cover list of contents: the job's pages part by part (its parts, a rulebook's
optional appendix and what to skip, the kit's checklist where it lies, blank sides named, the sheet a carried
page shares), the pieces' counts and sizes and where the game's other cards are. The steps of „Jak drukować”
are cover_steps.py; the cover as a page, covers.py.
"""

from __future__ import annotations

from generator.build.checklist import CHECKLIST_LINE
from generator.build.folios import book_text
from generator.build.job import Job, JobPart, Listed, blank_range
from generator.build.sides import Side
from generator.draw.guide import GRADE_TEXT, MAP_TEXT, sheet_count
from generator.draw.kinds import KINDS
from generator.draw.piece import flatten
from generator.model.core import Game, Output
from generator.model.polish import NBSP, counted, pages_text
from generator.model.units import to_mm


def part_line(item: Listed, map_at: str = "", mate: str = "") -> str:
    """„Strony 3–10: Plansza kolekcji (1 × A4), 4 kopie po 1 arkuszu”; a board with its assembly map
    once: „Strony 2–4: Plansza (2 × A4), 2 arkusze, przed nimi mapa składania (strona 2, na zwykłym
    papierze)”; a card job's board says where its map is (`map_at`: in a plain job)."""
    part = item.part
    if part.cover_of and part.under:  # set under the text of the cover before it, on its page
        title = part.title[:1].lower() + part.title[1:]
        line = f"{pages_text(part.start, part.start).capitalize()}: {title}, niżej na tej stronie; {_before(part)}"
        if item.map is None:
            return line
        # its board's assembly map still has a page of its own (r34 merge: Rynek's job 3 cover under job 2's
        # left p. 4, the map, named by no line)
        return f"{line}; {MAP_TEXT} planszy: {pages_text(item.map.start, item.map.end)}" + blank_words(item.map)
    if part.cover_of and item.joined is not None:  # two covers on one page, the page named once (r38 R minor 11)
        joined = item.joined
        named = " i ".join("„" + p.title.partition("„")[2] for p in (part, joined.part))
        # read once, before the first of them is printed (r42 K minor 7: „przeczytaj, zanim zaczniesz ten wydruk i
        # przeczytaj, zanim włożysz karton”)
        line = f"{pages_text(part.start, part.start).capitalize()}: opisy wydruków {named}; {_before(part)}"
        for listed in (item, joined):  # each one's assembly map, on a page of its own
            if listed.map is not None:
                line += f"; {MAP_TEXT} planszy: {pages_text(listed.map.start, listed.map.end)}" + blank_words(
                    listed.map
                )
        return line
    if part.cover_of:  # a card job's cover, printed on plain paper here
        title = part.title[:1].lower() + part.title[1:] + (mate if item.map is None else "")
        if item.map is not None:
            title += f" ({pages_text(part.start, part.start)}) i {MAP_TEXT} planszy"
        end = item.map.end if item.map is not None else part.start
        line = f"{pages_text(part.start, end).capitalize()}: {title}; {_before(part)}"
        return line + blank_words(item.map if item.map is not None else part)
    what = f"{pages_text(item.start, part.end).capitalize()}: {part.title}"
    if part.instructions:
        return f"{what} – {MAP_TEXT}, na zwykłym papierze"
    sheets = counted(part.sheets, "arkusz", "arkusze", "arkuszy")
    on = f" {part.paper}" if part.paper else ""
    if part.copies > 1:
        each = counted(part.sheets, "arkuszu", "arkusze", "arkuszy")
        line = f"{what}, {counted(part.copies, 'kopia', 'kopie', 'kopii')} po {each}{on}"
    else:
        line = f"{what}, {sheets}{on}"
    if item.map is not None:
        line += f", przed nimi {MAP_TEXT} ({pages_text(item.map.start, item.map.end)}, na zwykłym papierze)"
    if map_at:
        line += f"; {MAP_TEXT}: {map_at}"
    return line


def _before(cover: JobPart) -> str:
    """When a carried cover is read: before the card goes in, or before its plain job is printed, named by its
    number (its title names the job's stock, Job.cover_name; r42 K minor 7: „zanim zaczniesz ten wydruk” read as the
    job in the buyer's hands)."""
    card = GRADE_TEXT["card"].split()[0]
    if f" {card} " in cover.title:
        return "przeczytaj przed drukiem na kartonie"
    number = cover.cover_of.rpartition("/")[2].partition("-")[0]
    return f"przeczytaj przed wydrukiem {number}"


# what a rulebook's appendix is, on its job's cover (kit reviews r21: K minor 2, R minor 3, P minor 5–6)
APPENDIX_TEXT = "dodatek – uwagi o wydaniu i o druku"
APPENDIX_SKIP = "nieobowiązkowy – kroki niżej go pomijają"
# the appendix's whole sheets, its blank back included, so a buyer who skips it keeps every other sheet's
# front and back together (r22 K minor 1); the cover's steps leave it out (r23 K major 1)


def part_lines(
    item: Listed,
    map_at: str = "",
    checklist: Side | None = None,
    slips: dict[int, Output] | None = None,
    mate: str = "",
) -> list[str]:
    """The cover's line of a part (part_line); a rulebook with an optional appendix gets two, its play
    pages and the appendix, each with its sheets, the pages as typeset (Output.appendix), the appendix
    to the end of its last sheet; a carried page says the page it shares a sheet with (`mate`: mate_words);
    where the kit's checklist is on a blank side of the part (`checklist`)
    the line names that page for what it is, as it does a blank side a game's slips fill (`slips`: the
    job's page → the sheet, checklist.filled_sides)."""
    part = item.part
    played = part.appendix - part.first  # the rulebook's pages before its appendix
    inside = checklist is not None and checklist.own and checklist.part is part
    if not part.appendix or part.copies != 1 or part.cover_of or played <= 0:
        lines = [part_line(item, map_at, mate)]
    else:
        sheets = -(-played * part.sheets // part.pages)
        on = f" {part.paper}" if part.paper else ""
        middle = part.start + played
        rest = part.sheets - sheets
        lines = [
            f"{pages_text(part.start, middle - 1).capitalize()}: {part.title}, {sheet_count(sheets)}{on}",
            f"{pages_text(middle, part.end).capitalize()}: {APPENDIX_TEXT}, {sheet_count(rest)}; {APPENDIX_SKIP}",
        ]
    if inside:
        # the page prints the book's folio alone (decision D2): the book's page said beside the job's
        book = book_text(checklist.page - part.start + part.first) if part.folioed else ""
        on = pages_text(checklist.page, checklist.page).replace("strona", "stronie") + (f" ({book})" if book else "")
        lines[0] += f"; na {on} {CHECKLIST_LINE}"
    if checklist is not None and checklist.under and checklist.part is part:  # under its text, the same page
        lines[0] += f"; pod opisem {CHECKLIST_LINE}"
    padded_here = checklist is not None and not checklist.own and not checklist.under
    for padded in (p for p in (part, item.map) if padded_here and p is not None and p is checklist.part):
        # the padding around the checklist's page stays named (r24: a sheet added for the checklist)
        first = padded.start + padded.last - padded.first + 1
        lines = [line.replace(blank_words(padded), blank_range(first, checklist.page - 1)) for line in lines]
        lines.append(
            f"{pages_text(checklist.page, checklist.page).capitalize()}: {CHECKLIST_LINE}"
            + blank_range(checklist.page + 1, padded.end)
        )
    for padded in (p for p in (part, item.map) if p is not None and p.blank and (slips or {}).get(p.end)):
        sheet = slips[padded.end]
        lines = [line.replace(blank_words(padded), "") for line in lines]
        many = counted(sheet.fills_blank, "kartka", "kartki", "kartek")
        front = "na " + pages_text(padded.end - 1, padded.end - 1).replace("strona", "stronie")
        # the front is read once: cut the slips out once it has served (a card job printed, a board assembled)
        after = (
            "po wydruku opisanym na jej przodzie" if padded.cover_of else "po złożeniu planszy z mapy na jej przodzie"
        )
        lines.append(
            f"{pages_text(padded.end, padded.end).capitalize()}: {sheet.title}, {many} do wycięcia {after} ({front})"
        )
    return lines


def blank_words(part: JobPart) -> str:
    """„; strona 8 celowo pusta”: the padding pages behind a one-page part of a plain job (a carried
    cover, an assembly map), named where the cover lists the part, so every page the list skips
    over is named (kit review r19: „Strona 7: …” and a blank page 8 no line named): JobPart.blank_text."""
    return part.blank_text


def own_pages(part: JobPart) -> str:
    """„strona 7”: the pages a one-copy part's content takes in its job, its blank padding left out (a
    cover under another's: that one's page)."""
    return pages_text(part.start, part.start + max(part.last - part.first, 0))


# the back of a double-sided plain job's cover, as its contents name it
# (r26 R minor 8: „na odwrocie tej strony (opis na niej)” read clumsily)
CALIBRATION_LINE = "Strona 2: kalibracja druku dwustronnego z opisem, na odwrocie tej kartki"


def map_at(part: JobPart, job: Job, jobs: tuple[Job, ...]) -> str:
    """Where a card job's board has its assembly map: „wydruk „zwykły papier, dwustronnie”, strona 6”."""
    if part.component not in job.boards:
        return ""
    for host in jobs:
        for p in host.parts:
            if p.for_job == job.filename and not p.cover_of and p.component == part.component:
                return f"wydruk „{host.cover_name}”, {pages_text(p.start, p.start + p.last - p.first)}"
    return ""


def other_papers(job: Job) -> list[str]:
    """„strony 3–14: A4” for every run of pages on another paper than the build's."""
    return [f"{pages_text(p.start, p.end)}: {p.paper}" for p in job.parts if p.paper]


def sheet_mate(host: Job, part: JobPart) -> int:
    """The page on the other side of a carried one-page part's sheet where another carried page (a cover,
    a map) stands, so its lines say which description pages are one sheet (r25 P kit minor 5: „the job 3
    sheet” was the back of job 2's); 0 when that side is blank or another part's, or the job one-sided."""
    if host.sides == "one":
        return 0
    page = part.start
    mate = page + 1 if page % 2 else page - 1
    carried = {p.start + k for p in host.carried for k in range(p.last - p.first + 1)}
    return mate if mate in carried and part.last == part.first else 0


def mate_words(host: Job, part: JobPart) -> str:
    """„, na odwrocie strony 3”: a back whose front is another carried page, as the job's list says it;
    "" for a front (its back's line says it) or a page alone on its sheet (sheet_mate)."""
    mate = sheet_mate(host, part)
    return f", na odwrocie strony{NBSP}{mate}" if 0 < mate < part.start else ""


def sheet_words(host: Job, part: JobPart) -> str:
    """„ (kartka ze stronami 3–4)”: the sheet a carried page shares, as its own cover says it; "" alone."""
    mate = sheet_mate(host, part)
    first, last = sorted((mate, part.start))
    return f" (kartka ze stronami {first}–{last})" if mate else ""


def pieces_line(game: Game, part: JobPart) -> str:
    """„24 karty 88 × 63 mm, 8 na arkuszu”: the count and size of a part's pieces where what its cover quotes
    of its guide (JobPart.counts) names no size (r26 P minor 6: job 5's cover gave Posesje and Dzierżawa neither); "" where it does,
    where its pieces differ in size, or for a part without pieces."""
    component = getattr(game, "components", {}).get(part.component) if part.component else None
    kind = KINDS.get(component.kind) if component is not None else None
    if kind is None or kind.pieces is None or part.instructions or any(" mm" in d for d in part.counts):
        return ""
    pieces = flatten(kind.pieces(component, game))
    sizes = {(round(to_mm(p.width), 1), round(to_mm(p.height), 1)) for p in pieces}
    if len(sizes) != 1 or not pieces:
        return ""
    (size,) = sizes
    words = ("karta", "karty", "kart") if kind.category == "card" else ("element", "elementy", "elementów")
    each = -(-len(pieces) // max(part.sheets, 1))
    dims = " × ".join(f"{v:g}".replace(".", ",") for v in size)
    return f"{counted(len(pieces) * part.copies, *words)} {dims} mm, {each} na arkuszu."


def _card_parts(game: Game, job: Job) -> list[JobPart]:
    return [p for p in job.parts if p.component and KINDS[game.components[p.component].kind].category == "card"]


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
            lines.append(f"Pozostałe karty tej gry są w wydruku „{other.cover_name}”: {where}.")
    return lines
