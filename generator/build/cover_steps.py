"""The words of a print job's cover „Jak drukować”: only what is true for this job, as numbered steps (order,
scale, paper, duplex by hand or by page ranges, calibration, cutting, materials); the card procedure every
card job shares said once, on the cover of the kit's first card job, the others pointing to it. The list of
contents is cover_contents.py; the cover as a page, covers.py.
"""

from __future__ import annotations

from generator.build.cover_contents import own_pages, sheet_count
from generator.build.job import Job, JobPart, plain_sheets
from generator.build.printtotals import totals
from generator.draw.craft_text import CARD_REGISTRATION, CARD_SHIFT, SCORE_TEXT, build_steps, materials_text, part_step
from generator.draw.guide import (
    CARD_FEED,
    CUT_ORDER_TEXT,
    CUT_TEXT,
    DASHED_TEXT,
    DUPLEX_SETTING,
    FEED_QUOTE,
    MAP_TEXT,
    SCALE_TEXT,
    TRIM_TEXT,
    GuideInfo,
    card_auto,
    card_sheet,
    card_weight,
    manual_duplex,
    paper_line,
)
from generator.model.core import BuildOptions
from generator.model.polish import pages_text

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
    return f"{pages_text(first, last)}, {sheet_count(sheets)}"


def small_skip(job: Job) -> str:
    """„ (przy 2–4 graczach bez stron 53–56)”: the pages a smaller table leaves unprinted, as the part's
    line in the contents says them (JobPart.small_text), so the step that prints the job says the same
    (r28 P kit minor 1: the step printed 29–58, the contents said 53–56 only from 5 players)."""
    words = []
    for part in job.parts:
        if part.small and part.copies == 1:
            low, high, sheets, *_ = part.small
            each = part.pages // part.sheets if part.sheets else 1
            rest = pages_text(part.start + sheets * each, part.start + part.pages - 1)
            table = f"{low}–{high}" if low < high else str(low)
            words.append(f"przy {table} graczach bez {rest.replace('strony ', 'stron ').replace('strona ', 'strony ')}")
    return f" ({'; '.join(words)})" if words else ""


def _runs(first: int, last: int, skipped: tuple[int, int, int] | None) -> tuple[tuple[int, int], ...]:
    """The page runs first..last but the skipped appendix: what the steps print, and the box for a printer
    without duplex with them (guide.manual_duplex)."""
    if not skipped or not first <= skipped[0] <= last:
        return ((first, last),)
    return tuple((a, b) for a, b in ((first, skipped[0] - 1), (skipped[1] + 1, last)) if a <= b)


def _without(first: int, last: int, skipped: tuple[int, int, int] | None) -> str:
    """„strony 3–22 i 31–42”: the pages first..last but the skipped appendix, as one types them in
    the print dialog (the ranges read in words on paper)."""
    runs = _runs(first, last, skipped)
    if len(runs) == 1:
        return pages_text(*runs[0])
    return f"strony {' i '.join(f'{a}–{b}' if a != b else str(a) for a, b in runs)}"


# the scale checked where the job prints it: the cover's square on paper, the ruler on a card sheet's margin
# (not "beside the sheet's caption": r28 AS minor 1, a sheet whose caption fills its side margin sets the ruler in another)
SQUARE_STEP = "Zmierz kwadrat poniżej: bok musi mieć 50 mm."
RULER_STEP = "Zmierz miarkę z podziałką na marginesie arkusza: musi mieć 50 mm."
# a double-sided card sheet goes back into the printer with its front's ink wet: full colour fields on both sides
# (Rynek's tokens about 40 % coverage a side, Przekręt's Los backs to the edge) curl the card and smear on the
# rollers (kit review r43, R minor 5): the first sheet's step says to let the front dry, and every card job that
# points to that procedure takes it with it
DRY_TEXT = "Przed drukiem tyłu odczekaj, aż przód wyschnie (kilka minut; na drukarce atramentowej dłużej)."
FIRST_SHEET = f"Najpierw wydrukuj samą tę kartkę (strony 1–2). {SQUARE_STEP}"
# after the calibration sheet is printed: its back says what to do with the reading
CALIBRATION_STEP = "Obejrzyj odwrocie tej kartki pod światło i zrób, co mówi strona kalibracji."


# a back fed upside down passes the needle where the marks are symmetric (kit review r28, K minor 1: the tile
# sheet's marks at 16.5/193.5 and 15.75/281.25 mm): the feed arrow every double-sided card sheet prints at its
# head's edge on both faces (labels.FEED_WORDS) is the target that is not, checked with the needle's
BACK_TURNED = {
    "long": f"Strzałki {FEED_QUOTE} na przodzie i na tyle mają wskazywać tę samą krawędź arkusza; "
    "wskazują przeciwne – tył wyszedł odwrócony: wydrukuj go jeszcze raz, drugą krawędzią do drukarki.",
    "short": f"Strzałka {FEED_QUOTE} na tyle ma wskazywać krawędź przeciwną niż strzałka przodu; "
    "wskazuje tę samą – tył wyszedł odwrócony: wydrukuj go jeszcze raz, drugą krawędzią do drukarki.",
}


# a job with no crop marks (the player aids): the frames are what front and back share
CARD_REGISTRATION_UNCUT = f"Obejrzyj go pod światło: ramka tyłu ma pokryć się z ramką przodu. {CARD_SHIFT}"


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


def _check(job: Job) -> str:
    """The registration check a double-sided card job's first sheet takes: the crop marks' ends pierced, or
    the frames held to the light where it has no crop marks (the player aids)."""
    return CARD_REGISTRATION if any(p.cut or p.trim for p in job.parts) else CARD_REGISTRATION_UNCUT


def _card_runs(job: Job, jobs: tuple[Job, ...]) -> list[str]:
    """A double-sided card job by page ranges: its first sheet alone, its registration checked, then
    the rest, a sheet at a time as the first."""
    steps = [
        f"Pierwszy arkusz: {pages_text(1, 2)}. {card_sheet(job.sides)} {DRY_TEXT}",
        RULER_STEP,
        _check(job).replace("{calibration}", calibration_page(job, jobs)),
        BACK_TURNED.get(job.sides, ""),
    ]
    if job.pages > 2:
        rest = job.sheets - 1  # one sheet left is „the second”, not „each of the rest” (r27pre K minor 6)
        steps.append(
            f"Drugi arkusz: {pages_text(3, job.pages)}, tak samo jak pierwszy."
            if rest == 1
            else f"Pozostałe arkusze: {pages_text(3, job.pages)} ({sheet_count(rest)}), każdy tak samo jak pierwszy."
        )
    return steps


def _carried(job: Job, jobs: tuple[Job, ...]) -> tuple[Job, JobPart] | None:
    """The plain job that carries `job`'s cover and the cover's part in it; None for a cover of its own."""
    for host in jobs:
        for part in host.parts:
            if part.cover_of == job.filename:
                return host, part
    return None


def procedure_job(jobs: tuple[Job, ...]) -> Job | None:
    """The card job whose cover states the card procedure in full – the feed by hand, the scale, the first
    sheet's front and back, the ruler, the needle, the feed arrows (kit review r29, K major 2: the steps were
    repeated nearly word for word on every card job's cover): the kit's first double-sided card job whose
    cover a plain job carries; the other card jobs point to it (procedure_ref). None without one."""
    return next((j for j in jobs if j.stock == "card" and j.sides != "one" and _carried(j, jobs)), None)


def _card_steps(job: Job, paper: str, jobs: tuple[Job, ...]) -> list[str]:
    """A card job's steps in full: the stock, the settings (`paper`: guide.paper_line) with the feed by
    hand, then the whole file at once (one side) or sheet by sheet (_card_runs)."""
    start = [card_weight(job.stock_text), f"{paper} {CARD_FEED} {SCALE_TEXT}".strip()]
    if job.sides == "one":  # one stock, one side: the whole file at once, fed as card is (r25 AS minor 3)
        return [*start, f"Wydrukuj całość raz, {job.sides_text}.", RULER_STEP]
    return [*start, *_card_runs(job, jobs)]


def procedure_ref(job: Job, jobs: tuple[Job, ...], steps: tuple[str, ...]) -> str:
    """„jak w wydruku 3 (kroki 3–6 na stronie 4 wydruku 1)”: the steps of the full card procedure
    (procedure_job) from the first to the last that says one of `steps` (words of its steps), with the page
    of job 1 they are on;
    "" when `job` is that job, or its sheets take another procedure (another turn, another check)."""
    ref = procedure_job(jobs)
    if ref is None or ref == job or (job.sides != "one" and (job.sides != ref.sides or _check(job) != _check(ref))):
        return ""
    host, part = _carried(ref, jobs)
    full = [s for s in _card_steps(ref, "", jobs) if s]
    numbers = [n for n, s in enumerate(full, start=1) if any(t and t in s for t in steps)]
    if not numbers:
        return ""
    first, last = numbers[0], numbers[-1]
    which = f"krok {first}" if first == last else f"kroki {first}–{last}"  # from the first step named to the last
    page = own_pages(part).replace("strona", "stronie")
    return f"jak w wydruku {ref.number} ({which} na {page} wydruku {host.number})"


def _card_steps_short(job: Job, info: GuideInfo, jobs: tuple[Job, ...]) -> list[str] | None:
    """A card job's steps pointing to the full procedure on another card job's cover (procedure_ref):
    only what is its own – its stock, its pages, its sheets; None where it has no card job to point to."""
    if job.sides == "one":  # its own check (the ruler) stays: the feed and the scale are the procedure's
        ref = procedure_ref(job, jobs, (CARD_FEED,))
        if not ref:
            return None
        return [
            card_weight(job.stock_text),
            f"{paper_line(info)} Podawaj arkusze i ustaw skalę {ref}.",
            f"Wydrukuj całość raz, {job.sides_text}.",
            RULER_STEP,
        ]
    ref = procedure_ref(job, jobs, ("Pierwszy arkusz:", BACK_TURNED.get(job.sides, "")))
    if not ref:
        return None
    rest = job.sheets - 1
    then = (
        ""
        if job.pages <= 2
        else f", potem drugi ({pages_text(3, job.pages)}) tak samo"
        if rest == 1
        else f", potem pozostałe ({pages_text(3, job.pages)}, {sheet_count(rest)}), każdy tak samo"
    )
    return [
        card_weight(job.stock_text),
        f"{paper_line(info)} Podawaj arkusze i ustaw skalę {procedure_ref(job, jobs, (CARD_FEED,))}.",
        f"Wydrukuj pierwszy arkusz ({pages_text(1, 2)}) i sprawdź go {ref}{then}.",
    ]


def kit_total(jobs: tuple[Job, ...]) -> str:
    """„Cały zestaw to 25 arkuszy zwykłego papieru … (albo 12 arkuszy jednego kartonu 200 g/m²).”: what the whole
    kit takes, per stock (the rulebook's total says the same)."""
    sums = totals(jobs)
    one = f" ({sums.one_card_text})" if sums.one_card_text else ""
    return f"Cały zestaw to {sums.weights_text}{one}."


def order_line(job: Job, jobs: tuple[Job, ...]) -> str:
    """„Wydruk 1 z 4: …”: where the job stands in the print order; the first one's cover adds what the
    whole kit takes, per stock (the rulebook's total says the same)."""
    if job.number == 1:
        whole = f" {kit_total(jobs)}" if len(jobs) > 1 else ""
        described = "pozostałe wydruki" if any(_plain(p, jobs) for p in job.carried) else "wydruki na kartonie"
        first = f" Drukuj go pierwszy: opisuje też {described}." if job.carried else ""
        return f"{job.order_text}.{first}{whole}"
    return f"{job.order_text}: drukuj go po wydruku {job.number - 1}."


def _plain(part: JobPart, jobs: tuple[Job, ...]) -> bool:
    """A carried cover of a plain job (Job.cover_carried)."""
    return any(j.filename == part.cover_of and j.stock == "paper" for j in jobs)


def where_cover(job: Job, jobs: tuple[Job, ...]) -> str:
    """A carried cover says that the job's own file is card alone (or has no page of its own for its
    description); not which sheet the reader holds (kit review r34, AS minor 7: „Ten opis jest na papierze:
    strona 3 wydruku 1…” told the reader what was in their hand)."""
    if _carried(job, jobs) is None:
        return ""
    alone = "to same arkusze kartonu" if job.stock == "card" else "nie ma własnej strony opisu"
    return f"Wydruk „{job.cover_name}” {alone}."


def page_runs(parts) -> str:
    """„strony 1–10 i 15–16”, „strona 5”: the pages `parts` take in their job, neighbouring runs joined, as a
    step names them."""
    runs: list[list[int]] = []
    for part in sorted(parts, key=lambda p: p.start):
        if runs and part.start <= runs[-1][1] + 1:
            runs[-1][1] = max(runs[-1][1], part.end)
        else:
            runs.append([part.start, part.end])
    text = " i ".join(f"{a}–{b}" if a != b else str(a) for a, b in runs)
    return f"{'strony' if len(runs) > 1 or runs[0][0] != runs[0][1] else 'strona'} {text}"


def _cut_said(part) -> bool:
    """Whether the part's own building steps (JobPart.how) already say how it is cut along the crop marks."""
    return any("znacznik" in line.lower() and "cięcia" in line.lower() for line in part.how)


def margin_marked(job: Job) -> list[JobPart]:
    """The job's parts its cover tells to cut along the crop marks on the margins: cut there, not along their own
    contour nor as slips in dashed frames, and not already told by their own building step (the player aids'
    „wytnij obie pomoce po liniach między znacznikami cięcia”: r42 R minor 6, step 9 repeated step 8)."""
    return [p for p in job.parts if p.cut and not p.contour and not p.slips and not _cut_said(p)]


def cut_words(job: Job) -> list[str]:
    """How the job's sheets are cut, as they are marked: along the crop marks on the margins (cards, tiles,
    pieces), named by their pages where other pages of the job have none (a rulebook, a form, pieces cut along
    their own contour: r35 AS major 1, „tnij po znacznikach na marginesach” said of lollipop sheets without
    any), along the dashed frames of a sheet of slips (DASHED_TEXT, r36 R minor 1), at a board's corner marks
    (TRIM_TEXT), each said once."""
    marked = margin_marked(job)
    dashed = [p for p in job.parts if p.slips]  # slips in dashed frames (r36 R minor 1: no margin marks there)
    words = []
    for parts, text in ((marked, CUT_TEXT), (dashed, DASHED_TEXT)):
        if text is CUT_TEXT and any(p.butted for p in parts):
            text = f"{text} {CUT_ORDER_TEXT}"
        if parts and len(parts) < len(job.parts):
            words.append(f"{page_runs(parts).capitalize()}: {text[:1].lower()}{text[1:]}")
        elif parts:
            words.append(text)
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
        steps = _card_steps_short(job, info, jobs) or _card_steps(job, paper_line(info), jobs)
        if job.sides != "one" and procedure_job(jobs) in (job, None):  # the printer's duplex, with the procedure
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
            # one count, its stock said by the title and the kit's total, not a third time (r35 AS minor 7)
            intro.append(
                f"Ten wydruk zajmuje {sheet_count(plain_sheets(job))} zwykłego papieru razem z tą kartką{without}."
            )
        # the calibration behind the cover read off one sheet before the rest is printed (r22 R minor 7)
        first = 3 if job.cover_pages == 2 and job.pages > 2 else 1
        ranges = _without(first, job.pages, skipped)
        if job.sides != "one":  # the box's odd and even pages are those the steps print (r35 R minor 3)
            settings = f"{paper_line(info)} {DUPLEX_SETTING[job.sides]} {SCALE_TEXT}"
            runs = _runs(first, job.pages, skipped)
            after.append(manual_duplex(job.sides, first, job.pages, runs, first == 3, small_skip(job)))
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
    # how the job's pieces are cut and built, on the cover of the job that prints them (r34 P major 1), before the
    # cut along the margins' marks: a step that must come first (two bands of paintings: the bold cut between
    # them) is read before the cutting starts (r36 AS kit major: a trimmer run along a band's marks first)
    steps += [
        part_step(p.title, " ".join(build_steps(p.how))) for p in job.parts if not p.cover_of and build_steps(p.how)
    ]
    steps += cut_words(job)
    if any(p.trim == "tiled" for p in job.parts):  # its parts cut, the board is glued as its map shows
        steps.append(f"Sklej części planszy, jak pokazuje {MAP_TEXT}.")
    # parts that differ per player (a board per owner: `held`) are no copies; their lines say whose (r21 AS 5)
    if any(p.copies > 1 for p in job.parts if not p.instructions):
        after.append("Kopie potrzebne przy komplecie graczy są już w tym wydruku.")
    needs = [n for p in job.parts for n in p.needs]
    if needs:
        after.append(materials_text(needs))
    if "bigowanie" in needs:  # folds scored on card, said where they are folded (r34 P major 1, K minor 3)
        after.append(SCORE_TEXT)
    return [" ".join(filter(None, intro))] + numbered(steps) + after
