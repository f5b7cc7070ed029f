"""How a fold-up piece is folded, drawn on its print job's cover (kit review r29, R minor 8: the pawn and
wall folds were said in words only): the flat piece as printed, its folds numbered in the fold line every
fold-up piece prints (pdf.draw_fold), each named a ridge (grzbiet: bent away from the printed side) or a
valley (dolina: towards it), then side views of the steps to the finished piece.

A kind that has fold-up pieces gives a `FoldPlan` (its `folds`, Kind.folds) from the same lengths its
pieces are drawn with: the strip's panels from one end to the other, and for every step the angle each
fold is bent to. The side views are worked out from those numbers alone, so a drawing never disagrees with
the piece (a pawn 30 mm tall on a 9 mm tab is drawn so, to scale).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from reportlab.lib import colors

from generator.draw.fonts import SANS, SANS_BOLD, text_width
from generator.draw.pdf import INK, draw_fold
from generator.model.units import mm

RIDGE, VALLEY = "grzbiet", "dolina"
FOLD_SAID = {RIDGE: "grzbiet – zegnij od strony nadruku", VALLEY: "dolina – zegnij w stronę nadruku"}
CAPTION = 7.5  # pt: a step's caption (nothing on a cover under 7 pt)
NUMBER = 7.5  # pt: a fold's number in its disc
HEIGHT = mm(40)  # the tallest view drawn, the flat piece, where the page has room
LEAST = mm(14)  # the least: a shorter figure is left out (its cover says the folds in words)
FLAT_BESIDE = mm(20)  # right of the flat strip: each fold's number and its kind
STEP_GAP = mm(10)  # between two views (an arrow between them)
FIGURE_TOP = mm(5)  # the figure's title above its views
FIGURE_FOOT = mm(7)  # captions under the views


@dataclass(frozen=True)
class FoldPlan:
    """A strip folded across its length: `panels` its lengths from the first end (pt), `width` across;
    `folds` one (number, RIDGE or VALLEY) per joint between two panels, in order along the strip; `steps`
    one (caption, angles) per side view after the flat one, an angle in degrees per joint (0 flat, 180 flat
    on itself), the sign the way it turns; `upright` the panel that stands up in the side views;
    `fill` the printed colour of the strip's flat view; `title` what the piece is."""

    title: str
    width: float
    panels: tuple[float, ...]
    folds: tuple[tuple[int, str], ...]
    steps: tuple[tuple[str, tuple[float, ...]], ...]
    upright: int = 0
    fill: str = "#d9d2c3"
    flat_caption: str = "płasko, jak na arkuszu"
    lean: float = 90.0  # the upright panel's direction in the side views, degrees from the ground
    # a piece that is no plain strip (a die's net): its flat view is the piece's own side drawn reduced
    # (draw(c, w, h)) in its box `flat_size`, its folds' numbers at `flat_numbers` (number, x, y) in the piece
    flat: Callable | None = None
    flat_size: tuple[float, float] = (0.0, 0.0)
    flat_numbers: tuple[tuple[int, float, float], ...] = ()


def side_view(plan: FoldPlan, angles: tuple[float, ...]) -> list[tuple[float, float]]:
    """The strip seen from its edge with its joints bent to `angles`: its points from the first end,
    the `upright` panel leaning `lean` degrees from the ground, its lowest point on the ground (y = 0).
    A joint bent flat on itself (180°) keeps a hair of room, so both layers show."""
    turn = [math.radians(a) for a in angles]
    heading = [0.0] * len(plan.panels)
    heading[plan.upright] = math.radians(plan.lean)
    for i in range(plan.upright + 1, len(plan.panels)):
        heading[i] = heading[i - 1] + turn[i - 1]
    for i in range(plan.upright - 1, -1, -1):
        heading[i] = heading[i + 1] - turn[i]
    points = [(0.0, 0.0)]
    for length, way in zip(plan.panels, heading):
        x, y = points[-1]
        points.append((x + length * math.cos(way), y + length * math.sin(way)))
    # a layer on a layer: the panels after a joint bent flat on itself lie a hair aside (to the right of the
    # way in, whichever way the strip turns), so both layers show and the tabs beyond part
    apart = mm(1.2)
    for i, a in enumerate(angles):
        if abs(abs(a) - 180) < 1:
            way = heading[i] - math.pi / 2
            dx, dy = apart * math.cos(way), apart * math.sin(way)
            points[i + 2 :] = [(px + dx, py + dy) for px, py in points[i + 2 :]]
    low = min(y for _, y in points)
    return [(x, y - low) for x, y in points]


def _tall(plan: FoldPlan) -> float:
    return plan.flat_size[1] if plan.flat else sum(plan.panels)


def _scale(plan: FoldPlan, most: float = HEIGHT) -> float:
    return min(1.0, most / _tall(plan))


def _view(plan: FoldPlan, most: float = HEIGHT) -> float:
    """The views' height, at most `most`: the flat piece's, to scale (a side view is never taller)."""
    return _tall(plan) * _scale(plan, most)


def _flat_width(plan: FoldPlan) -> float:
    return plan.flat_size[0] if plan.flat else plan.width


def _beside(plan: FoldPlan) -> float:
    """Right of the flat view: a strip's folds' numbers and kinds; a net's numbers are on it."""
    return mm(2) if plan.flat else FLAT_BESIDE


def _flat_caption(plan: FoldPlan) -> str:
    """Under the flat view: a net's folds by kind („1–3: grzbiet”), a strip's names them beside it."""
    if not plan.flat:
        return plan.flat_caption
    kinds: dict[str, list[int]] = {}
    for number, kind in plan.folds:
        kinds.setdefault(kind, []).append(number)
    said = [
        f"{n[0]}–{n[-1]}" if len(n) > 2 and n == list(range(n[0], n[-1] + 1)) else ", ".join(map(str, n))
        for n in kinds.values()
    ]
    return "; ".join(f"{numbers}: {kind}" for numbers, kind in zip(said, kinds))


def figure_height(plan: FoldPlan, most: float = HEIGHT) -> float:
    return FIGURE_TOP + _view(plan, most) + FIGURE_FOOT


def fold_words(plans: list[FoldPlan]) -> str:
    """What the fold kinds the figures name mean, once for a row of figures."""
    kinds = dict.fromkeys(kind for plan in plans for _, kind in plan.folds)
    return " · ".join(FOLD_SAID[k] for k in kinds)


def _title(plan: FoldPlan) -> str:
    return f"Jak złożyć: {plan.title}"


def figure_width(plan: FoldPlan, most: float = HEIGHT) -> float:
    """The figure's width: the flat strip, each side view and the gaps between them."""
    scale = _scale(plan, most)
    widths = [_flat_width(plan) * scale + _beside(plan)]  # the flat strip and its folds' numbers and kinds beside it
    for _, angles in plan.steps:
        xs = [x for x, _ in side_view(plan, angles)]
        widths.append(max(max(xs) - min(xs), mm(6)) * scale + mm(8))
    captions = [text_width(c, SANS, CAPTION) for c in [_flat_caption(plan), *(c for c, _ in plan.steps)]]
    heads = text_width(_title(plan), SANS_BOLD, 8.5)
    return max(heads, sum(max(w, c) for w, c in zip(widths, captions)) + STEP_GAP * len(plan.steps))


def _disc(c, x: float, y: float, number: int) -> None:
    c.saveState()
    c.setFillColor(colors.white)
    c.setStrokeColor(INK)
    c.setLineWidth(0.6)
    c.circle(x, y, mm(2.1), stroke=1, fill=1)
    c.setFillColor(INK)
    c.setFont(SANS_BOLD, NUMBER)
    c.drawCentredString(x, y - NUMBER * 0.35, str(number))
    c.restoreState()


def draw_fold_figure(c, plan: FoldPlan, left: float, top: float, most: float = HEIGHT) -> float:
    """The figure from `top` down at `left`: its title and the fold words, the flat strip with its folds
    numbered, an arrow, each step's side view; every view with its caption (the fold words once above a
    row of figures: fold_words); its views at most `most`
    tall. Returns its bottom."""
    scale = _scale(plan, most)
    c.saveState()
    c.setFillColor(INK)
    c.setFont(SANS_BOLD, 8.5)
    c.drawString(left, top - mm(3), _title(plan))
    view = _view(plan, most)
    ground = top - FIGURE_TOP - view
    x = left
    # the flat piece, as printed: a strip's panels with the folds between them in the fold line, or the
    # piece's own side reduced; its folds numbered, each named
    width = _flat_width(plan) * scale
    column = max(width + _beside(plan), text_width(_flat_caption(plan), SANS, CAPTION))
    x0 = x + (column - width - _beside(plan)) / 2
    if plan.flat:
        c.saveState()
        c.translate(x0, ground)
        c.scale(scale, scale)
        plan.flat(c, *plan.flat_size)
        c.restoreState()
        for number, px, py in plan.flat_numbers:
            _disc(c, x0 + px * scale, ground + py * scale, number)
    else:
        c.setFillColor(colors.HexColor(plan.fill))
        c.setStrokeColor(INK)
        c.setLineWidth(0.5)
        c.rect(x0, ground, width, sum(plan.panels) * scale, stroke=1, fill=1)
        y = ground
        for length, (number, kind) in zip(plan.panels, plan.folds):
            y += length * scale
            draw_fold(c, x0, y, x0 + width, y)
            _disc(c, x0 + width + mm(4), y, number)
            c.setFillColor(INK)
            c.setFont(SANS, CAPTION)
            c.drawString(x0 + width + mm(7), y - CAPTION * 0.35, kind)
    _caption(c, x + column / 2, ground, _flat_caption(plan))
    x += column
    for caption, angles in plan.steps:
        _arrow(c, x + mm(3), ground + view / 2, x + STEP_GAP - mm(3))
        x += STEP_GAP
        points = side_view(plan, angles)
        xs = [p for p, _ in points]
        span = max(max(xs) - min(xs), mm(6)) * scale + mm(8)
        column = max(span, text_width(caption, SANS, CAPTION))
        ox = x + column / 2 - (max(xs) + min(xs)) / 2 * scale
        c.setStrokeColor(INK)
        c.setLineWidth(1.4)
        c.setLineJoin(1)
        path = c.beginPath()
        path.moveTo(ox + points[0][0] * scale, ground + points[0][1] * scale)
        for px, py in points[1:]:
            path.lineTo(ox + px * scale, ground + py * scale)
        c.drawPath(path, stroke=1, fill=0)
        c.setLineWidth(0.4)
        c.setStrokeColor(colors.HexColor("#9a9a9a"))
        c.line(x, ground, x + column, ground)  # the table
        ys = [p for _, p in points]
        roomy = max(max(xs) - min(xs), max(ys) - min(ys)) * scale >= mm(12)  # else the numbers would hide it
        for i, ((number, _kind), (px, py), bent) in enumerate(zip(plan.folds, points[1:-1], angles)):
            if bent and roomy:  # the folds this step bends (the others are not yet bent), each number beside its fold
                # on the side its two panels open to
                outward = -1 if (points[i][0] + points[i + 2][0]) / 2 < px - mm(0.1) else 1
                low = py * scale < mm(1)  # a fold on the table: its number above the tab, out of its way
                dx, dy = (mm(5.5), mm(4)) if low else (mm(3.2), 0.0)
                _disc(c, ox + px * scale + outward * dx, ground + py * scale + dy, number)
        _caption(c, x + column / 2, ground, caption)
        x += column
    c.restoreState()
    return ground - FIGURE_FOOT


def _caption(c, centre: float, ground: float, words: str) -> None:
    c.setFillColor(INK)
    c.setFont(SANS, CAPTION)
    c.drawCentredString(centre, ground - mm(5), words)


def _arrow(c, x0: float, y: float, x1: float) -> None:
    c.saveState()
    c.setStrokeColor(INK)
    c.setFillColor(INK)
    c.setLineWidth(0.8)
    c.line(x0, y, x1 - mm(1.5), y)
    path = c.beginPath()
    path.moveTo(x1, y)
    path.lineTo(x1 - mm(2), y + mm(1.1))
    path.lineTo(x1 - mm(2), y - mm(1.1))
    path.close()
    c.drawPath(path, stroke=0, fill=1)
    c.restoreState()
