"""What a print job's cover says, and the cover as a PDF: the job's contents page by page (its parts,
a rulebook's optional appendix and what to skip, the kit's checklist where it lies, blank sides named),
and „Jak drukować” – only what is true for this job (order, scale, paper, duplex by hand or by page
ranges, calibration, cutting, materials). The job list itself is printplan.py;
putting the job's file together behind its cover is jobs.py.
"""

from __future__ import annotations

from generator.build.checklist import CHECKLIST_LINE
from generator.build.cover_figures import FIGURE_BASE, draw_fold_figures, fold_plans
from generator.build.job import Job, JobPart, Listed, pages_text, plain_sheets
from generator.build.printtotals import totals
from generator.build.shop import shop_spec
from generator.build.sides import Side, checklist_at
from generator.draw.guide import (
    BESIDE_FLOOR,
    CARD_FEED,
    CUT_TEXT,
    DUPLEX_SETTING,
    GRADE_TEXT,
    MAP_TEXT,
    SCALE_TEXT,
    TEXT_FLOOR,
    TRIM_TEXT,
    GuideInfo,
    card_auto,
    card_sheet,
    card_weight,
    draw_guide,
    draw_under,
    manual_duplex,
    materials_text,
    paper_line,
)
from generator.draw.kinds import KINDS
from generator.draw.pdf import new_document
from generator.draw.piece import flatten
from generator.draw.registration import BACK_TOLERANCE
from generator.model.core import BuildOptions, Game, Output
from generator.model.polish import NBSP, counted
from generator.model.units import to_mm


def part_line(item: Listed, map_at: str = "", mate: str = "") -> str:
    """„Strony 3–10: Plansza kolekcji (1 × A4), 4 kopie po 1 arkuszu”; a board with its assembly map
    once: „Strony 2–4: Plansza (2 × A4), 2 arkusze, przed nimi mapa składania (strona 2, na zwykłym
    papierze)”; a card job's board says where its map is (`map_at`: in a plain job)."""
    part = item.part
    if part.cover_of and part.under:  # set under the text of the cover before it, on its page
        title = part.title[:1].lower() + part.title[1:]
        return f"{pages_text(part.start, part.start).capitalize()}: {title}, niżej na tej stronie; {_before(part)}"
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
    """When a carried cover is read: before the card goes in, or before its plain job is printed (its title
    names the job's stock, Job.cover_name)."""
    card = GRADE_TEXT["card"].split()[0]
    return (
        "przeczytaj, zanim włożysz karton" if f" {card} " in cover.title else "przeczytaj, zanim zaczniesz ten wydruk"
    )


# what a rulebook's appendix is, on its job's cover (kit reviews r21: K minor 2, R minor 3, P minor 5–6)
APPENDIX_TEXT = "dodatek – uwagi o edycji i o druku"
APPENDIX_SKIP = "nieobowiązkowy – kroki niżej go pomijają"
# the appendix's whole sheets, its blank back included, so a buyer who skips it keeps every other sheet's
# front and back together (r22 K minor 1); the cover's steps leave it out (r23 K major 1)


# the step of a plain job's cover that names its optional appendix, printed apart (r23 K major 1)
APPENDIX_STEP = "Nieobowiązkowy dodatek"


def appendix_pages(job: Job) -> tuple[int, int, int] | None:
    """The job's pages of a rulebook's optional appendix (first, last, sheets), as part_lines lists
    them: from the appendix's first page to the end of its part's last sheet; None when it has none."""
    for part in job.parts:
        played = part.appendix - part.first
        if part.appendix and part.copies == 1 and not part.cover_of and played > 0:
            sheets = part.sheets - -(-played * part.sheets // part.pages)
            return part.start + played, part.end, sheets
    return None


def skip_range(first: int, last: int, sheets: int) -> str:
    """„strony 25–32, 4 arkusze”: the appendix's pages and sheets, as a step names them."""
    return f"{pages_text(first, last)}, {_sheets(sheets)}"


def small_skip(job: Job) -> str:
    """„ (przy 2–4 graczach bez stron 53–56)”: the pages a smaller table leaves unprinted, as the part's
    line in the contents says them (JobPart.small_text), so the step that prints the job says the same
    (r28 P kit minor 1: the step printed 29–58, the contents said 53–56 only from 5 players)."""
    words = []
    for part in job.parts:
        if part.small and part.copies == 1:
            low, high, sheets = part.small
            each = part.pages // part.sheets if part.sheets else 1
            rest = pages_text(part.start + sheets * each, part.start + part.pages - 1)
            table = f"{low}–{high}" if low < high else str(low)
            words.append(f"przy {table} graczach bez {rest.replace('strony ', 'stron ').replace('strona ', 'strony ')}")
    return f" ({'; '.join(words)})" if words else ""


def _without(first: int, last: int, skipped: tuple[int, int, int] | None) -> str:
    """„strony 3–22 i 31–42”: the pages first..last but the skipped appendix, as one types them in
    the print dialog (the ranges read in words on paper)."""
    if not skipped or not first <= skipped[0] <= last:
        return pages_text(first, last)
    runs = [(a, b) for a, b in ((first, skipped[0] - 1), (skipped[1] + 1, last)) if a <= b]
    text = " i ".join(f"{a}–{b}" if a != b else str(a) for a, b in runs)
    many = len(runs) > 1 or runs[0][0] != runs[0][1]
    return f"{'strony' if many else 'strona'} {text}"


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
            f"{pages_text(part.start, middle - 1).capitalize()}: {part.title}, {_sheets(sheets)}{on}",
            f"{pages_text(middle, part.end).capitalize()}: {APPENDIX_TEXT}, {_sheets(rest)}; {APPENDIX_SKIP}",
        ]
    if inside:
        lines[0] += f"; na {pages_text(checklist.page, checklist.page).replace('strona', 'stronie')} {CHECKLIST_LINE}"
    if checklist is not None and checklist.under and checklist.part is part:  # under its text, the same page
        lines[0] += f"; pod opisem {CHECKLIST_LINE}"
    padded_here = checklist is not None and not checklist.own and not checklist.under
    for padded in (p for p in (part, item.map) if padded_here and p is not None and p is checklist.part):
        # the padding around the checklist's page stays named (r24: a sheet added for the checklist)
        first = padded.start + padded.last - padded.first + 1
        lines = [line.replace(blank_words(padded), _blank_range(first, checklist.page - 1)) for line in lines]
        lines.append(
            f"{pages_text(checklist.page, checklist.page).capitalize()}: {CHECKLIST_LINE}"
            + _blank_range(checklist.page + 1, padded.end)
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
    over is named (kit review r19: „Strona 7: …” and a blank page 8 no line named)."""
    if not part.blank or part.copies != 1:
        return ""
    return _blank_range(part.start + part.last - part.first + 1, part.end)


def _blank_range(first: int, last: int) -> str:
    """„; strona 8 celowo pusta”, „; strony 6–7 celowo puste”; "" for no page."""
    if first > last:
        return ""
    pages = pages_text(first, last).replace(" ", NBSP)  # „strona 8” on one line
    return f"; {pages} {'celowo pusta' if first == last else 'celowo puste'}"


def own_pages(part: JobPart) -> str:
    """„strona 7”: the pages a one-copy part's content takes in its job, its blank padding left out (a
    cover under another's: that one's page)."""
    return pages_text(part.start, part.start + max(part.last - part.first, 0))


# the scale checked where the job prints it: the cover's square on paper, the ruler on a card sheet's margin
# (not "beside the sheet's caption": r28 AS minor 1, a sheet whose caption fills its side margin sets the ruler in another)
SQUARE_STEP = "Zmierz kwadrat poniżej: bok musi mieć 50 mm."
RULER_STEP = "Zmierz miarkę z podziałką na marginesie arkusza: musi mieć 50 mm."
FIRST_SHEET = f"Najpierw wydrukuj samą tę kartkę (strony 1–2). {SQUARE_STEP}"
# after the calibration sheet is printed: its back says what to do with the reading
CALIBRATION_STEP = "Obejrzyj odwrocie tej kartki pod światło i zrób, co mówi strona kalibracji."
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


def _sheets(n: int) -> str:
    return counted(n, "arkusz", "arkusze", "arkuszy")


# card often comes from another tray than the plain paper the registration was measured on: checked on the
# first card sheet, before the rest (the why is the print chapter's: templates/_print_guide.md.j2)
# (r28 R minor 3: „róg znacznika” fit no straight tick: an end is what every mark has, a tick's or an L's)
CARD_REGISTRATION = (
    "Przekłuj igłą koniec znacznika cięcia na przodzie: ukłucie ma wypaść na znaczniku tyłu. "
    f"Przesunięcie większe niż {BACK_TOLERANCE} mm popraw w sterowniku drukarki (zob. {{calibration}})."
)


# a back fed upside down passes the needle where the marks are symmetric (kit review r28, K minor 1: the tile
# sheet's marks at 16.5/193.5 and 15.75/281.25 mm): the feed arrow every double-sided card sheet prints at its
# head's edge on both faces (labels.FEED_WORDS) is the target that is not, checked with the needle's
BACK_TURNED = {
    "long": "Strzałki „do drukarki” na przodzie i na tyle mają wskazywać tę samą krawędź arkusza; "
    "wskazują przeciwne – tył wyszedł odwrócony: wydrukuj go jeszcze raz, drugą krawędzią do drukarki.",
    "short": "Strzałka „do drukarki” na tyle ma wskazywać krawędź przeciwną niż strzałka przodu; "
    "wskazuje tę samą – tył wyszedł odwrócony: wydrukuj go jeszcze raz, drugą krawędzią do drukarki.",
}


# a job with no crop marks (the player aids): the frames are what front and back share
CARD_REGISTRATION_UNCUT = (
    "Obejrzyj go pod światło: ramka tyłu ma pokryć się z ramką przodu. "
    f"Przesunięcie większe niż {BACK_TOLERANCE} mm popraw w sterowniku drukarki (zob. {{calibration}})."
)


def calibration_page(job: Job, jobs: tuple[Job, ...]) -> str:
    """Where the calibration page a card job's cover points to is: its host's own, behind the host's
    cover („stronę 2 wydruku „1. papier 80–120 g/m², dwustronnie””): one per paper run."""
    for host in jobs:
        if any(p.cover_of == job.filename for p in host.parts) and host.cover_pages == 2:
            return f"stronę 2 wydruku „{host.cover_name}”"
    return "odwrocie pierwszej kartki"


def numbered(steps: list[str]) -> list[str]:
    """„1. …”, „2. …”: the steps a buyer follows in order at the printer, each a short line of its own
    (kit review r23, AS major 1: a card job's cover was a page of prose); guide.draw_guide sets a line
    so numbered with its number hanging."""
    return [f"{n}. {step}" for n, step in enumerate(filter(None, steps), start=1)]


def _card_runs(job: Job, jobs: tuple[Job, ...]) -> list[str]:
    """A double-sided card job by page ranges: its first sheet alone, its registration checked, then
    the rest, a sheet at a time as the first."""
    check = CARD_REGISTRATION if any(p.cut or p.trim for p in job.parts) else CARD_REGISTRATION_UNCUT
    steps = [
        f"Pierwszy arkusz: {pages_text(1, 2)}. {card_sheet(job.sides)}",
        RULER_STEP,
        check.replace("{calibration}", calibration_page(job, jobs)),
        BACK_TURNED.get(job.sides, ""),
    ]
    if job.pages > 2:
        rest = job.sheets - 1  # one sheet left is „the second”, not „each of the rest” (r27pre K minor 6)
        steps.append(
            f"Drugi arkusz: {pages_text(3, job.pages)}, tak samo jak pierwszy."
            if rest == 1
            else f"Pozostałe arkusze: {pages_text(3, job.pages)} ({_sheets(rest)}), każdy tak samo jak pierwszy."
        )
    return steps


def order_line(job: Job, jobs: tuple[Job, ...]) -> str:
    """„Wydruk 1 z 4: …”: where the job stands in the print order; the first one's cover adds what the
    whole kit takes, per stock (the rulebook's total says the same)."""
    if job.number == 1:
        sums = totals(jobs)
        whole = f" Cały zestaw to {sums.weights_text}. {sums.one_card_text}".rstrip() if len(jobs) > 1 else ""
        described = "pozostałe wydruki" if any(_plain(p, jobs) for p in job.carried) else "wydruki na kartonie"
        first = f" Drukuj go pierwszy: opisuje też {described}." if job.carried else ""
        return f"{job.order_text}.{first}{whole}"
    return f"{job.order_text}: drukuj go po wydruku {job.number - 1}."


def _plain(part: JobPart, jobs: tuple[Job, ...]) -> bool:
    """A carried cover of a plain job (Job.cover_carried)."""
    return any(j.filename == part.cover_of and j.stock == "paper" for j in jobs)


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


def where_cover(job: Job, jobs: tuple[Job, ...]) -> str:
    """A card job's cover says where it is printed (a plain job's page and the page it shares a sheet
    with) and that its own file is card alone."""
    for host in jobs:
        for part in host.parts:
            if part.cover_of == job.filename:
                lower = ", w dolnej części" if part.under else ""
                alone = "to same arkusze kartonu" if job.stock == "card" else "nie ma własnej strony opisu"
                return (
                    f"Ten opis jest na papierze: {own_pages(part)}{lower} wydruku „{host.cover_name}”"
                    f"{sheet_words(host, part)}. Wydruk „{job.cover_name}” {alone}."
                )
    return ""


def cut_words(job: Job) -> list[str]:
    """How the job's sheets are cut, as they are marked: along the crop marks on the margins (cards,
    tiles, pieces), at a board's corner marks (TRIM_TEXT), each said once."""
    words = [CUT_TEXT] if any(p.cut for p in job.parts) else []
    return words + [TRIM_TEXT[t] for t in dict.fromkeys(p.trim for p in job.parts if p.trim)]


def job_howto(job: Job, options: BuildOptions, info: GuideInfo, jobs: tuple[Job, ...] = ()) -> list[str]:
    """„Jak drukować” of a job's cover: only what is true for this job, as numbered steps a buyer follows
    in order at the printer (kit review r23, AS major 1): the stock and the settings, what to print, what
    to check, how to cut; before them where the job stands and what it takes, after them what is not a
    step (a printer without duplex, tools). A card job is printed in runs of one stock each, by page
    ranges, double-sided by hand one sheet at a time unless the printer takes card in its duplex unit; a
    plain job whole, at once, its calibration sheet first. Why (a stock, a bleed, a check) is the
    rulebook's print chapter's, not the cover's."""
    intro = [order_line(job, jobs)] if job.number else []
    settings = f"{paper_line(info)} {SCALE_TEXT}"
    after: list[str] = []
    if job.stock == "card":
        intro.append(where_cover(job, jobs))
        intro.append(f"Ten wydruk zajmuje {job.sheets_text}.")
        if job.sides == "one":  # one stock, one side: the whole file at once, fed as card is (r25 AS minor 3)
            steps = [
                card_weight(job.stock_text),
                f"{paper_line(info)} {CARD_FEED} {SCALE_TEXT}",
                f"Wydrukuj całość raz, {job.sides_text}.",
                RULER_STEP,
            ]
        else:
            steps = [
                card_weight(job.stock_text),
                f"{paper_line(info)} {CARD_FEED} {SCALE_TEXT}",
                *_card_runs(job, jobs),
            ]
            after.append(card_auto(job.sides))
    else:
        skipped = appendix_pages(job)
        # the sheets the steps print, the optional appendix left out (r24 P, R, AS kit minors: „29 arkuszy”
        # for 27 printed by whoever skips it)
        without = f" ({plain_sheets(job) - skipped[2]} bez nieobowiązkowego dodatku)" if skipped else ""
        if job.cover_carried:  # its cover in another plain job: its file is its parts alone
            intro.append(where_cover(job, jobs))
            intro.append(f"Ten wydruk zajmuje {job.sheets_text}{without}.")
        else:
            intro.append(f"Ten wydruk zajmuje {job.sheets_text}, tę kartkę też{without}.")
        # the calibration behind the cover read off one sheet before the rest is printed (r22 R minor 7)
        first = 3 if job.cover_pages == 2 and job.pages > 2 else 1
        if job.sides != "one":
            settings = f"{paper_line(info)} {DUPLEX_SETTING[job.sides]} {SCALE_TEXT}"
            after.append(manual_duplex(job.sides, first, job.pages))
        ranges = _without(first, job.pages, skipped)
        if first == 1 and not skipped:  # the square on its own cover (a carried cover has none: job 1's served)
            steps = [settings, f"Wydrukuj całość raz, {job.sides_text}.", "" if job.cover_carried else SQUARE_STEP]
        else:
            steps = [settings]
            if first == 3:
                steps += [FIRST_SHEET, CALIBRATION_STEP]
            # the sides are the first step's setting (each fact once)
            steps.append(f"Wydrukuj raz {'resztę (' + ranges + ')' if not skipped else ranges}{small_skip(job)}.")
            if skipped:  # the optional appendix is no step's: printed apart, by whoever wants it (r23 K major 1)
                steps.append(f"{APPENDIX_STEP} ({skip_range(*skipped)}) – tylko jeśli go chcesz.")
    steps += cut_words(job)
    if any(p.trim == "tiled" for p in job.parts):  # its parts cut, the board is glued as its map shows
        steps.append(f"Sklej części planszy, jak pokazuje {MAP_TEXT}.")
    # parts that differ per player (a board per owner: `held`) are no copies; their lines say whose (r21 AS 5)
    if any(p.copies > 1 for p in job.parts if not p.instructions):
        after.append("Kopie potrzebne przy komplecie graczy są już w tym wydruku.")
    needs = [n for p in job.parts for n in p.needs]
    if needs:
        after.append(materials_text(needs))
    return [" ".join(filter(None, intro))] + numbered(steps) + after


def pieces_line(game: Game, part: JobPart) -> str:
    """„24 karty 88 × 63 mm, 8 na arkuszu”: the count and size of a part's pieces where what its guide says
    of them names no size (r26 P minor 6: job 5's cover gave Posesje and Dzierżawa neither); "" where it does,
    where its pieces differ in size, or for a part without pieces."""
    component = getattr(game, "components", {}).get(part.component) if part.component else None
    kind = KINDS.get(component.kind) if component is not None else None
    if kind is None or kind.pieces is None or part.instructions or any(" mm" in d for d in part.details):
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


# a tiled board whose one-piece file a print shop prints: its job's cover says what to ask the shop for, on
# paper (r26 K minor 6, P minor 3, R minor 5: shop.shop_spec), in the words kit.pdf's first page gives with
# the file's name (r27pre K minor 2: a sentence sending the buyer to the screen for the file, and two sizes;
# r27 K minor 3: where the buyer finds it, said without file talk; r28 P minor 3, R minor 4, K minor 8: by the
# title kit.pdf's overview and the file itself give it, so a buyer finds it from paper)
SHOP_NOTE = (
    "Zamiast tych arkuszy planszę w jednym kawałku może wydrukować punkt ksero: {spec}. "
    "Jest w zestawie osobno, obok wydruków, pod tytułem „{title}”."
)


def cover_info(
    game: Game,
    job: Job,
    options: BuildOptions,
    jobs: tuple[Job, ...] = (),
    slips: dict[int, Output] | None = None,
    shops: dict[str, Output] | None = None,
) -> GuideInfo:
    """The job's cover; `jobs`, every print job of the game, lets it say where the other cards are;
    every page of a job is upright (_lying), so none needs a word on turning; a tiled board with a
    print-shop file (`shops`: the component → that file) gets SHOP_NOTE, the file itself offered on screen only."""
    notes = cards_elsewhere(game, job, jobs)
    for part in (p for p in job.parts if p.trim == "tiled" and p.component in (shops or {})):
        spec = shop_spec(shops[part.component], game.components[part.component])
        if spec:
            notes.append(SHOP_NOTE.format(spec=spec, title=shops[part.component].title))
    papers = other_papers(job)
    if papers:
        notes.append(
            f"Nie wszystkie strony są na papierze {options.paper.name}: {'; '.join(papers)}. "
            "Wydrukuj je osobno, z podajnika z tym papierem (w oknie drukowania wybierz same te strony)."
        )
    calibration = [CALIBRATION_LINE] if job.cover_pages == 2 else []
    spot = checklist_at(jobs)
    here = spot if spot is not None and spot.job == job.filename else None  # the kit's checklist is in this job
    info = GuideInfo(
        title=f"Do druku: {job.cover_name}",
        game_title=game.spec.title,
        contents=calibration
        + [
            line
            for item in job.listed
            for line in part_lines(item, map_at(item.part, job, jobs), here, slips, mate_words(job, item.part))
        ],
        details=[[] for _ in calibration]
        + [
            details
            for item in job.listed
            for details in [
                [
                    *filter(None, [pieces_line(game, item.part)]),
                    *item.part.details,
                    *filter(None, [item.part.unit_text, item.part.small_text]),
                ]
            ]
            + [[] for _ in part_lines(item, "", here, slips)[1:]]
        ],
        paper=options.paper,
        duplex=job.sides if job.sides != "one" else None,
        stock=job.stock_text,
        notes=notes,
        other_papers=papers,
        orientation=job.orientation,
    )
    info.howto = job_howto(job, options, info, jobs)
    return info


def page_info(
    game: Game,
    job: Job,
    options: BuildOptions,
    jobs: tuple[Job, ...],
    carried: bool = False,
    slips: dict[int, Output] | None = None,
    shops: dict[str, Output] | None = None,
) -> GuideInfo:
    """The cover's text as its page sets it: a carried card job's cover (`carried`) has neither the
    registration target nor the square."""
    info = cover_info(game, job, options, jobs, slips, shops)
    info.duplex = job.sides if job.sides != "one" and not carried else None
    # one 50 mm square per paper run, on its own cover: a carried card job's cover has none, its card sheets
    # carry their ruler (RULER_STEP; r25 P kit minor 5, AS minor 7: the square squeezed the steps into a column)
    info.calibration = not carried
    return info


def cover_pdf(
    game: Game,
    job: Job,
    options: BuildOptions,
    jobs: tuple[Job, ...],
    carried: bool = False,
    slips: dict[int, Output] | None = None,
    shops: dict[str, Output] | None = None,
    below=None,
    mates: tuple[Job, ...] = (),
) -> bytes:
    """The job's first page(s); a card job's cover a plain job carries one page (`carried`), the
    host's calibration page behind the host's own cover serving it; `slips`: the job's blank sides a
    game's slips fill; `below`: what is drawn under its text (GuideInfo.below: the kit's checklist)."""
    title = f"{game.spec.title} – do druku: {job.filename}"
    info = page_info(game, job, options, jobs, carried, slips, shops)
    duplex = info.duplex
    under = [page_info(game, mate, options, jobs, carried=True, shops=shops) for mate in mates]
    # how the jobs' fold-up pieces fold, under the text where the page has room and shares it with no
    # checklist (r29 R minor 8: the pawn's folds were said in words only)
    figures = [] if below is not None else [plan for each in (job, *mates) for plan in fold_plans(game, each)]
    if under or figures:  # the covers set under this one's text, on its page (JobPart.under), then what `below` draws
        # the captions' baselines (2 mm over a figure's foot) keep to the floors the cover's text keeps
        floor = (TEXT_FLOOR if info.calibration or info.duplex else BESIDE_FLOOR) - FIGURE_BASE

        def below_all(c, y: float, later=below) -> None:
            for mate in under:
                y = draw_under(c, mate, y)
            y = draw_fold_figures(c, figures, y, info.paper.width, floor)
            if later is not None:
                later(c, y)

        info.below = below_all
    else:
        info.below = below

    def draw() -> bytes:
        doc = new_document(options.paper, title, duplex=duplex)
        draw_guide(doc, info)
        return doc.finish()

    return draw()
