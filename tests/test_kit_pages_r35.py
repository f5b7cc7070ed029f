"""r35 kit reviews, the page economy of job 1 (P minor 2, K minor 4): the kit's checklist goes under any carried
cover that has the room and its page to itself, not only under the last (Kolekcjonerzy's checklist took a sheet of
its own while job 4's cover ended at 133 mm); a cover with fold figures shares a page where the texts leave its
figures' rows their room (it shared none). Pure plan arithmetic: synthetic jobs, the figures' own measures."""

from __future__ import annotations

import io

from reportlab.pdfgen.canvas import Canvas

from generator.build.cover_figures import FIGURE_BASE, draw_fold_figures, figures_floor, figures_room
from generator.build.job import Job, JobPart
from generator.build.printplan import _placed, _with_checklist_side
from generator.draw.guide import BESIDE_FLOOR
from generator.draw.kinds import KINDS
from generator.layout.imposition import PAPERS
from generator.model.units import mm
from tests.conftest import validated_game


def _cover(name: str, under: bool = False) -> JobPart:
    pages = (1, 0) if under else (1, 1)
    return JobPart(
        name,
        "",
        f"Opis {name}",
        1,
        *pages,
        sheets=0 if under else 1,
        instructions=True,
        cover_of=name,
        for_job=name,
        under=under,
    )


def _job(*covers: JobPart) -> list[Job]:
    book = JobPart("zasady.pdf", "zasady", "Zasady gry", 1, 1, 12, sheets=6)
    return [Job("g", "paper", "long", _placed([*covers, book], 2))]


def _shares(jobs: list[Job]) -> list[str]:
    return [p.cover_of for p in jobs[0].parts if p.shares]


def test_the_checklist_goes_under_an_earlier_cover_with_room_not_a_sheet_of_its_own():
    jobs = _job(_cover("2.pdf"), _cover("3.pdf"), _cover("4.pdf"))
    roomy = {"3.pdf"}  # the last cover's page is full (its fold figures), the one before it half empty
    out = _with_checklist_side(jobs, lambda _jobs, part: part.cover_of in roomy)
    assert _shares(out) == ["3.pdf"]
    assert out[0].pages == jobs[0].pages  # no sheet added for it
    # the latest cover with room takes it, so the list closes the run of covers
    out = _with_checklist_side(jobs, lambda _jobs, part: True)
    assert _shares(out) == ["4.pdf"]


def test_a_cover_whose_page_holds_another_cover_under_it_takes_no_checklist():
    jobs = _job(_cover("2.pdf"), _cover("3.pdf", under=True), _cover("4.pdf"))
    out = _with_checklist_side(jobs, lambda _jobs, part: part.cover_of == "2.pdf")  # its own text alone fits
    assert _shares(out) == []
    assert out[0].pages == jobs[0].pages + 2  # a sheet of its own, as before: nothing measured for the pair


def _plans(game_id: str, kind: str) -> list:
    game = validated_game(game_id)
    return [
        plan
        for component in game.components.values()
        if component.kind == kind
        for plan in KINDS[kind].folds(component, game)
    ]


def test_a_shared_page_keeps_room_for_every_row_of_its_fold_figures():
    width = PAPERS["a4"].width
    plans = _plans("przekret", "dice") + _plans("przekret", "standees") + _plans("rynek", "standees")
    assert len(plans) >= 3
    room = figures_room(plans, width)
    assert figures_floor([], width) == BESIDE_FLOOR
    assert figures_floor(plans, width) == BESIDE_FLOOR - FIGURE_BASE + room > BESIDE_FLOOR + mm(30)
    # drawn from a text ending at that floor down to the floor the cover's figures keep, every row is drawn
    top = figures_floor(plans, width)
    canvas = Canvas(io.BytesIO(), pagesize=(width, PAPERS["a4"].height))
    end = draw_fold_figures(canvas, plans, top, width, BESIDE_FLOOR - FIGURE_BASE)
    assert abs(end - (top - room - mm(4))) < 0.01, (end, top - room)
