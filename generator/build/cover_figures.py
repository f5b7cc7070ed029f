"""How a job's fold-up pieces fold, drawn on its cover under the text (kit review r29, R minor 8): the
pieces' fold plans (Kind.folds), each turned as the job's sheet lays its piece (Output.piece_pages), and
their rows of figures (draw/fold_figure.py), kept to the floors the cover's own text keeps
(guide.BESIDE_FLOOR, TEXT_FLOOR)."""

from __future__ import annotations

from dataclasses import replace

from generator.build.job import Job
from generator.draw.fold_figure import (
    CAPTION,
    FIGURE_FOOT,
    HEIGHT,
    LEAST,
    draw_fold_figure,
    figure_height,
    figure_width,
)
from generator.draw.guide import BESIDE_FLOOR
from generator.draw.kinds import KINDS
from generator.draw.kinds.guest_pieces import guests_of
from generator.draw.pdf import piece_kind
from generator.model.core import Game, Output
from generator.model.units import mm

# a fold figure's lowest caption's baseline above its foot (fold_figure._caption: a second line under 5 mm)
FIGURE_BASE = FIGURE_FOOT - mm(5) - CAPTION * 1.2


def laid_turns(output: Output | None, piece) -> int:
    """The quarter turns the file's sheets lay `piece` turned (Output.piece_pages, as drawn), 0 where unknown."""
    for entry in (output.piece_pages or []) if output else []:
        if (entry[0], entry[1]) == (piece.deck, piece_kind(piece.label)) and len(entry) > 4:
            return entry[4]
    return 0


def fold_plans(game: Game, job: Job, outputs: dict[str, Output] | None = None) -> list:
    """How the job's fold-up pieces fold (Kind.folds: fold_figure.FoldPlan), its parts' and their guests',
    each piece turned as the part's file (`outputs`, by file name) lays it."""
    guests = guests_of(game)
    plans: list = []
    for part in job.parts:
        if not part.component or part.cover_of or part.instructions:
            continue
        for name in [part.component, *(g for g, host in guests.items() if host == part.component)]:
            component = getattr(game, "components", {}).get(name)
            kind = KINDS.get(component.kind) if component is not None else None
            if kind is not None and kind.folds is not None:
                output = (outputs or {}).get(part.file)
                plans += [
                    replace(p, turns=laid_turns(output, p.piece))
                    for p in kind.folds(component, game)
                    if p.title not in {q.title for q in plans}
                ]
    return plans


# the least height a shared page (printplan._shared_covers) draws its fold figures' views at: a page of its own
# draws them as tall as its room lets them (HEIGHT at the most); a cover shares its page with another's text only
# where its figures keep this much, their pips and fold numbers read at arm's length (r35 P minor 2: job 5's cover
# kept a page of its own for its figures while its text and job 4's fit one page)
SHARED_VIEW = mm(24)


def figure_rows(plans: list, width: float, most: float) -> list[list]:
    """The fold figures in rows as draw_fold_figures sets them, side by side while the measure holds them."""
    left, gap = mm(20), mm(8)
    row: list = []
    rows: list[list] = []
    for plan in plans:
        used = sum(figure_width(p, most) + gap for p in row)
        if row and left + used + figure_width(plan, most) > width - left:
            rows.append(row)
            row = []
        row.append(plan)
    if row:
        rows.append(row)
    return rows


def figures_room(plans: list, width: float, most: float = SHARED_VIEW) -> float:
    """The height from the text's next baseline down to draw_fold_figures' floor that its rows of `plans` take,
    their views `most` tall at the most (none: 0)."""
    if not plans:
        return 0.0
    rows = figure_rows(plans, width, most)
    heights = [max(figure_height(plan, most) for plan in row) for row in rows]
    return mm(2) + sum(heights) + mm(4) * (len(rows) - 1)


def figures_floor(plans: list, width: float) -> float:
    """Where a carried cover's text (and the texts set under it) must end for `plans`' rows to stand under it
    SHARED_VIEW tall, above the floor the page's figures keep (BESIDE_FLOOR, the captions' baselines)."""
    return BESIDE_FLOOR - FIGURE_BASE + figures_room(plans, width) if plans else BESIDE_FLOOR


def fitting_view(plans: list, width: float, room: float) -> float:
    """The tallest view (HEIGHT at the most) at which every row of `plans` (figure_rows) stands in `room`, rows
    mm(4) apart (a die set beside pawns at 24 mm takes a row of its own at 40: the rows are laid at the height
    they are drawn at); fold_figure.LEAST where none does (the rows that fit are drawn, the rest left out)."""
    for step in range(round((HEIGHT - LEAST) / mm(0.25)) + 1):
        most = HEIGHT - step * mm(0.25)
        rows = figure_rows(plans, width, most)
        if sum(max(figure_height(p, most) for p in row) for row in rows) + mm(4) * (len(rows) - 1) <= room + 0.01:
            return most
    return LEAST


def draw_fold_figures(c, plans: list, top: float, width: float, floor: float) -> float:
    """The fold figures from under the text (`top`) down, side by side while the measure holds them, each
    row only where it stays above `floor`, its views as tall as the room lets them (fold_figure.LEAST at
    the least); the baseline below them."""
    left, gap = mm(20), mm(8)
    most = fitting_view(plans, width, top - mm(2) - floor)  # every row as tall as the room lets them all stand
    rows = figure_rows(plans, width, most)
    y = top - mm(2)
    for row in rows:
        tall = max(figure_height(plan, most) for plan in row)
        if y - tall < floor - 0.01 or left + sum(figure_width(p, most) + gap for p in row) - gap > width - left:
            break  # no room left for this row (fitting_view: only where none fits at LEAST)
        x = left
        for plan in row:
            draw_fold_figure(c, plan, x, y, most)
            x += figure_width(plan, most) + gap
        y -= tall + mm(4)
    return y
