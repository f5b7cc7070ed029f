"""A print job's cover as a PDF: its words (cover_contents.py: the list of contents; cover_steps.py:
„Jak drukować”) set as a guide page, with the notes that are neither (the print shop's one-piece board,
pages on another paper). The job list itself is printplan.py; putting the job's file together behind its
cover is jobs.py.
"""

from __future__ import annotations

from generator.build.cover_contents import (
    CALIBRATION_LINE,
    cards_elsewhere,
    map_at,
    mate_words,
    other_papers,
    part_lines,
    pieces_line,
)
from generator.build.cover_figures import FIGURE_BASE, draw_fold_figures, figures_floor, fold_plans
from generator.build.cover_steps import job_howto
from generator.build.job import Job
from generator.build.shop import shop_spec
from generator.build.sides import checklist_at
from generator.draw.guide import (
    BESIDE_FLOOR,
    TEXT_FLOOR,
    GuideInfo,
    draw_guide,
    room_for_art,
    separate,
)
from generator.draw.guide_set import Steps
from generator.draw.guide_share import SHARE_SCALE, draw_under, shared_scale
from generator.draw.look import game_accent
from generator.draw.pdf import new_document
from generator.draw.title_art_draw import title_drawing
from generator.model.core import PAGES, BuildOptions, Game, Output
from generator.model.polish import pages_text

# a tiled board whose one-piece file a print shop prints: its job's cover says what to ask the shop for, on
# paper (r26 K minor 6, P minor 3, R minor 5: shop.shop_spec), in the words zestaw.pdf's first page gives with
# the file's name (r27pre K minor 2: a sentence sending the buyer to the screen for the file, and two sizes;
# r27 K minor 3: where the buyer finds it, said without file talk; r28 P minor 3, R minor 4, K minor 8: by the
# title zestaw.pdf's overview and the file itself give it, so a buyer finds it from paper)
# where a file no job prints is found, by its title, the same words on paper and on zestaw.pdf's screen page
SHOP_NOTE = (
    "Zamiast tych arkuszy planszę w jednym kawałku może wydrukować punkt ksero: {spec}. To " + separate("{title}") + "."
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
    print-shop file (`shops`: the component → that file) gets SHOP_NOTE: the file by its printed title (D1)."""
    notes = cards_elsewhere(game, job, jobs)
    # a part's pieces also laid out another way, in a file beside the jobs (Output.alternative): named here,
    # with how it is printed, as a numbered box where its words number steps (r32 P minor 5)
    # (its PAGES: the part's pages in this job, r38 AS minor 3: the route skipping them named none)
    notes += [
        Steps(line) if ": 1. " in line else line
        for part in job.parts
        for line in (a.replace(PAGES, pages_text(part.start, part.end)) for a in part.alternative)
    ]
    for part in (p for p in job.parts if p.trim == "tiled" and p.component in (shops or {})):
        spec = shop_spec(shops[part.component], game.components[part.component])
        if spec:
            shop = shops[part.component]
            notes.append(SHOP_NOTE.format(spec=spec, title=shop.title))
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
            for item in job.lines
            for line in part_lines(item, map_at(item.part, job, jobs), here, slips, mate_words(job, item.part))
        ],
        details=[[] for _ in calibration]
        + [
            details
            for item in job.lines
            for details in [
                # the counts of its pieces and which pages a smaller table prints; what the pieces are and how
                # they are cut and built (JobPart.how) is the rulebook print chapter's, said there once (r32 AS
                # major 1: the guide a page of contents, cutting methods and troubleshooting; print-decisions.md)
                [
                    *filter(None, [pieces_line(game, item.part)]),
                    *item.part.counts,
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
        accent=game_accent(game),
        # the kit's face: the game's title illustration on the first print job's cover, under its band
        art=title_drawing(game) if job.number == 1 else None,
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
    # set under its host's text, a carried cover has no illustration (the host's page has the band and it); a
    # cover whose text needs the room keeps it (Rynek's first job: its steps would run down past the square)
    if carried or not room_for_art(info):
        info.art = None
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
    outputs: dict[str, Output] | None = None,
) -> bytes:
    """The job's first page(s); a card job's cover a plain job carries one page (`carried`), the
    host's calibration page behind the host's own cover serving it; `slips`: the job's blank sides a
    game's slips fill; `below`: what is drawn under its text (GuideInfo.below: the kit's checklist); `outputs`:
    the parts' files by name, as drawn (how their sheets lay the fold-up pieces its figures draw)."""
    title = f"{game.spec.title} – do druku: {job.filename}"
    info = page_info(game, job, options, jobs, carried, slips, shops)
    duplex = info.duplex
    under = [page_info(game, mate, options, jobs, carried=True, shops=shops) for mate in mates]
    # how the jobs' fold-up pieces fold, under the text where the page has room and shares it with no
    # checklist (r29 R minor 8: the pawn's folds were said in words only)
    figures = [] if below is not None else [plan for each in (job, *mates) for plan in fold_plans(game, each, outputs)]
    if under:  # one scale for the page's texts: the largest at which all fit (the plan shared it where they do),
        # the figures' rows under them (r35 P minor 2: a folded cover shares a page where its figures keep theirs)
        floor = figures_floor(figures, info.paper.width)
        info.scale = shared_scale(info, under, floor) or SHARE_SCALE
        for mate in under:
            mate.scale = info.scale
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
