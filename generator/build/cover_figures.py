"""How a job's fold-up pieces fold, drawn on its cover under the text (kit review r29, R minor 8): the
pieces' fold plans (Kind.folds) and their rows of figures (draw/fold_figure.py), kept to the floors the
cover's own text keeps (guide.BESIDE_FLOOR, TEXT_FLOOR)."""

from __future__ import annotations

from generator.build.job import Job
from generator.draw.fold_figure import (
    CAPTION,
    FIGURE_FOOT,
    FIGURE_TOP,
    HEIGHT,
    LEAST,
    draw_fold_figure,
    figure_height,
    figure_width,
    fold_words,
)
from generator.draw.fonts import SANS
from generator.draw.kinds import KINDS
from generator.draw.kinds._guests import guests_of
from generator.draw.pdf import INK
from generator.model.core import Game
from generator.model.units import mm

FIGURE_BASE = mm(2)  # a fold figure's captions' baseline above its foot (fold_figure: FIGURE_FOOT less 5 mm)
FOLD_WORDS = mm(4.5)  # the line above a row of fold figures saying what its fold words mean


def fold_plans(game: Game, job: Job) -> list:
    """How the job's fold-up pieces fold (Kind.folds: fold_figure.FoldPlan), its parts' and their guests'."""
    guests = guests_of(game)
    plans: list = []
    for part in job.parts:
        if not part.component or part.cover_of or part.instructions:
            continue
        for name in [part.component, *(g for g, host in guests.items() if host == part.component)]:
            component = getattr(game, "components", {}).get(name)
            kind = KINDS.get(component.kind) if component is not None else None
            if kind is not None and kind.folds is not None:
                plans += [p for p in kind.folds(component, game) if p.title not in {q.title for q in plans}]
    return plans


def draw_fold_figures(c, plans: list, top: float, width: float, floor: float) -> float:
    """The fold figures from under the text (`top`) down, side by side while the measure holds them, each
    row only where it stays above `floor`, its views as tall as the room lets them (fold_figure.LEAST at
    the least); the baseline below them."""
    left, gap = mm(20), mm(8)
    row: list = []
    rows: list[list] = []
    room = top - mm(2) - floor - FIGURE_TOP - FIGURE_FOOT - FOLD_WORDS
    most = max(LEAST, min(HEIGHT, room))  # a row's figures as tall as the first row's room lets them
    for plan in plans:
        used = sum(figure_width(p, most) + gap for p in row)
        if row and left + used + figure_width(plan, most) > width - left:
            rows.append(row)
            row = []
        row.append(plan)
    if row:
        rows.append(row)
    y = top - mm(2)
    for row in rows:
        most = min(HEIGHT, y - floor - FIGURE_TOP - FIGURE_FOOT - FOLD_WORDS)  # as tall as the room lets them
        if most < LEAST or left + sum(figure_width(p, most) + gap for p in row) - gap > width - left:
            break
        c.setFont(SANS, CAPTION)
        c.setFillColor(INK)
        c.drawString(left, y - mm(2.5), fold_words(row))
        y -= FOLD_WORDS
        x = left
        for plan in row:
            draw_fold_figure(c, plan, x, y, most)
            x += figure_width(plan, most) + gap
        y -= max(figure_height(plan, most) for plan in row) + mm(4)
    return y
