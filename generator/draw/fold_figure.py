"""How a fold-up piece is folded, drawn on its print job's cover (kit review r29, R minor 8: the pawn and
wall folds were said in words only): the flat piece as its sheet lays it – the piece's own drawing, turned
as the sheet turns it (kit review r30, K/R minor 6, P minor 7: a strip drawn upright beside a sheet that lays
it across) – its folds numbered in order across the figure, each number on its fold line outside the piece,
each fold named a ridge (grzbiet: bent away from the printed side) or a valley (dolina: towards it), then
side views of the steps to the finished piece.

A kind that has fold-up pieces gives a `FoldPlan` (its `folds`, Kind.folds) from the same piece and lengths
its sheets print: the strip's panels from its first end (the piece's foot) to the other, and for every step
the angle each fold is bent to. The side views are worked out from those numbers alone, so a drawing never
disagrees with the piece (a pawn 30 mm tall on a 9 mm tab is drawn so, to scale).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from string import Formatter

from reportlab.lib import colors

from generator.draw.fonts import SANS, SANS_BOLD, text_width
from generator.draw.pdf import INK, draw_fold
from generator.draw.piece import Piece, turned, turned_point
from generator.model.polish import numbers_text
from generator.model.units import mm

RIDGE, VALLEY = "grzbiet", "dolina"
# each kind with its line as pdf.draw_fold draws it (r34, K minor 3: a ridge dash-dot-dot, a valley dash-dot)
FOLD_SAID = {
    RIDGE: "grzbiet (— · · —) – zegnij od strony nadruku",
    VALLEY: "dolina (— · —) – zegnij w stronę nadruku",
}
CAPTION = 7.5  # pt: a step's caption (nothing on a cover under 7 pt)
NUMBER = 7.5  # pt: a fold's number in its disc
HEIGHT = mm(40)  # the tallest view drawn, where the page has room
LEAST = mm(14)  # the least: a shorter figure is left out (its cover says the folds in words)
FLAT_WIDE = mm(56)  # the widest the flat piece is drawn (a pawn strip lying across its sheet)
STEP_GAP = mm(8)  # between two views (an arrow between them)
FIGURE_TOP = mm(10)  # the figure's title and, under it, what its fold words mean, above its views (and a number
# disc by the top of a side view)
FIGURE_FOOT = mm(10)  # captions under the views, two lines at the most
DISC = mm(
    1.6
)  # a fold number's disc, its radius: a 7.5 pt figure in it, two on folds 3.6 mm apart (a die's net drawn small)
DISC_GAP = mm(1)  # between the piece's outline (or its fold line's end) and a number's disc
PAD = 2 * DISC + DISC_GAP  # room beside the flat piece on a side its fold numbers stand
LEADER_DOT = mm(0.5)  # the ring a net's leader ends in, on its fold line


@dataclass(frozen=True)
class FoldMark:
    """One numbered fold on the flat piece: `number` as the figure says it, `kind` RIDGE or VALLEY, the fold
    line's end `at` (piece coordinates, the piece upright as its kind draws it), `out` the way its number
    stands from there (a unit vector) and `reach` how far that way the piece goes on beyond `at` (a number
    stands outside the piece, never on a face: kit review r30, P minor 8, the die's numbers on its pips)."""

    number: int
    kind: str
    at: tuple[float, float]
    out: tuple[float, float]
    reach: float = 0.0


@dataclass(frozen=True)
class FoldPlan:
    """A piece folded across its length: `piece` the piece as its sheets print it (Piece, upright, its first
    end at its foot); `panels` the strip's lengths from that end (pt); `kinds` RIDGE or VALLEY per joint
    between two panels, in order along the strip; `steps` one (caption, angles) per side view after the flat
    one, an angle in degrees per joint (0 flat, 180 flat on itself), the sign the way it turns, the caption
    naming the joints' numbers as {0}, {1}… in strip order; `upright` the panel that stands up in the side
    views; `title` what the piece is. `marks`: a piece that is no plain strip (a die's net), its numbered folds,
    the joints' first in strip order (none: a strip's joints, numbered as the sheet lays them). `turns`: the
    quarter turns the job's sheet lays the piece turned (Output.piece_pages: cover_figures sets it)."""

    title: str
    piece: Piece
    panels: tuple[float, ...]
    kinds: tuple[str, ...]
    steps: tuple[tuple[str, tuple[float, ...]], ...]
    upright: int = 0
    flat_caption: str = "płasko, jak na arkuszu"
    lean: float = 90.0  # the upright panel's direction in the side views, degrees from the ground
    marks: tuple[FoldMark, ...] = ()
    turns: int = 0
    # a net that closes into a box (a die): its last step drawn as the closed cube, isometric, its edge the
    # first panel's length, not as the side view of a ring (r35 P minor 8: a square on a line read as a flat box)
    solid: bool = False
    # a strip whose print holds words or lines the figure's scale would shrink (a pawn: its numbers, its folds'
    # dashes): `sketch` the piece as the figure draws it, its colours and frames without its words and folds, and
    # `fold_inks` each joint's fold ink as its sheet prints it, in strip order; the figure draws those folds
    # over the sketch in the sheet's own lines at full size (r41 K minor 6: the miniature's numbers at 0.43 of
    # their size beside the fold numbers, its ridge and valleys three alike thin dashes)
    sketch: Piece | None = None
    fold_inks: tuple[str, ...] = ()


def laid(plan: FoldPlan) -> Piece:
    """The piece as its sheet lays it: turned `plan.turns` quarter turns anticlockwise."""
    piece = plan.piece
    for _ in range(plan.turns % 4):
        piece = turned(piece)
    return piece


def fold_marks(plan: FoldPlan) -> list[FoldMark]:
    """The flat piece's numbered folds as the sheet lays it (laid coordinates): a net's as its kind numbers
    them; a strip's at each joint's end on its long side, numbered in reading order of the laid strip – left
    to right across, top to bottom down (kit review r30, R minor 6)."""
    piece = plan.piece
    if plan.marks:
        marks = list(plan.marks)
    else:
        ends = [sum(plan.panels[: i + 1]) for i in range(len(plan.kinds))]
        marks = [FoldMark(0, kind, (piece.width, y), (1.0, 0.0)) for kind, y in zip(plan.kinds, ends)]
    height = piece.height
    for _ in range(plan.turns % 4):  # each turn as `turned` draws it
        marks = [replace(m, at=turned_point(m.at, height), out=(-m.out[1], m.out[0])) for m in marks]
        height = piece.width if height == piece.height else piece.height
    if plan.marks:
        return marks
    order = sorted(range(len(marks)), key=lambda i: (round(marks[i].at[0], 1), -round(marks[i].at[1], 1)))
    return [replace(m, number=order.index(i) + 1) for i, m in enumerate(marks)]


def joint_numbers(plan: FoldPlan) -> list[int]:
    """Each joint's number, in strip order (the side views' and the steps' captions)."""
    return [m.number for m in fold_marks(plan)[: len(plan.panels) - 1]]


def step_caption(plan: FoldPlan, caption: str) -> str:
    """A step's caption with its joints' numbers ({0}…: joints in strip order), those it names together in
    rising order („odegnij 1 i 3”, whichever end of the strip the sheet lays first)."""
    numbers = joint_numbers(plan)
    named = [int(field) for _, field, _, _ in Formatter().parse(caption) if field]
    said = iter(sorted(numbers[i] for i in named))
    return caption.format(*[next(said) if i in named else n for i, n in enumerate(numbers)]) if named else caption


def _mirrored(plan: FoldPlan) -> bool:
    """Whether the sheet lays the strip's first end on the right: its side views are drawn mirrored, so
    they run as the flat piece does."""
    marks = fold_marks(plan)[: len(plan.panels) - 1]
    return len(marks) > 1 and marks[0].at[0] > marks[-1].at[0] + 1e-6


def _pads(plan: FoldPlan) -> tuple[float, float, float, float]:
    """Room (left, right, bottom, top) beside the flat piece for the fold numbers standing out of it."""
    marks = fold_marks(plan)
    return (
        PAD if any(m.out[0] < -0.5 for m in marks) else 0.0,
        PAD if any(m.out[0] > 0.5 for m in marks) else 0.0,
        PAD if any(m.out[1] < -0.5 for m in marks) else 0.0,
        PAD if any(m.out[1] > 0.5 for m in marks) else 0.0,
    )


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


def _step_points(plan: FoldPlan, angles: tuple[float, ...], last: bool) -> list[tuple[float, float]]:
    """A step's view as points from its lowest, unscaled: the side view, or the closed cube's outline where the
    plan is `solid` and the step its last (`cube_faces`)."""
    if plan.solid and last:
        return [p for face in cube_faces(plan.panels[0]) for p in face]
    return side_view(plan, angles)


def cube_faces(edge: float) -> list[list[tuple[float, float]]]:
    """A closed cube of `edge`, isometric, its lowest corner at (0, 0): its left, right and top faces."""
    a = edge * math.cos(math.radians(30))
    return [
        [(0.0, 0.0), (-a, edge / 2), (-a, 1.5 * edge), (0.0, edge)],
        [(0.0, 0.0), (a, edge / 2), (a, 1.5 * edge), (0.0, edge)],
        [(0.0, edge), (-a, 1.5 * edge), (0.0, 2 * edge), (a, 1.5 * edge)],
    ]


CUBE_FILLS = ("#e4e4e4", "#c8c8c8", "#ffffff")  # its left, right and top faces: lit from above


def _side_tall(plan: FoldPlan) -> float:
    """The tallest step view (unscaled)."""
    last = len(plan.steps) - 1
    return max(
        (max(y for _, y in _step_points(plan, angles, i == last)) for i, (_, angles) in enumerate(plan.steps)),
        default=0.0,
    )


def _scale(plan: FoldPlan, most: float = HEIGHT) -> float:
    """One scale for the flat piece and its side views: every view at most `most` tall, the flat piece with
    its numbers at most FLAT_WIDE wide."""
    piece = laid(plan)
    left, right, bottom, top = _pads(plan)
    return min(
        1.0,
        max(most - bottom - top, mm(1)) / piece.height,
        FLAT_WIDE / piece.width,
        most / max(_side_tall(plan), mm(1)),
    )


def _view(plan: FoldPlan, most: float = HEIGHT) -> float:
    """The views' height, at most `most`: the flat piece's with its numbers, or the tallest side view's."""
    scale = _scale(plan, most)
    _, _, bottom, top = _pads(plan)
    return max(laid(plan).height * scale + bottom + top, _side_tall(plan) * scale)


def _flat_caption(plan: FoldPlan) -> str:
    """Under the flat piece: how it lies and its folds by kind („płasko, jak na arkuszu; 2: grzbiet; 1, 3: dolina”)."""
    kinds: dict[str, list[int]] = {}
    for mark in sorted(fold_marks(plan), key=lambda m: m.number):
        kinds.setdefault(mark.kind, []).append(mark.number)
    said = [numbers_text(n, ", ".join) for n in kinds.values()]
    return plan.flat_caption + "\n" + "; ".join(f"{numbers}: {kind}" for numbers, kind in zip(said, kinds))


def figure_height(plan: FoldPlan, most: float = HEIGHT) -> float:
    return FIGURE_TOP + _view(plan, most) + FIGURE_FOOT


def fold_words(plan: FoldPlan) -> str:
    """What the fold kinds the figure names mean: under its own title (kit review r30, R minor 6: a row's
    legend above the row read as the caption of the figure before it)."""
    kinds = dict.fromkeys(plan.kinds or [m.kind for m in plan.marks])
    return " · ".join(FOLD_SAID[k] for k in kinds)


def _title(plan: FoldPlan) -> str:
    """„Jak złożyć: pionki graczy”: the part's name in lower case after the colon, every figure alike (kit review
    r43, R minor 7: „Jak złożyć: mury” beside „Jak złożyć: Pionki graczy”); an acronym („PCV”) keeps its capitals."""
    title = plan.title
    if title[:1].isupper() and not title[1:2].isupper():
        title = title[:1].lower() + title[1:]
    return f"Jak złożyć: {title}"


def _flat_column(plan: FoldPlan, scale: float) -> float:
    left, right, _, _ = _pads(plan)
    return max(laid(plan).width * scale + left + right, _said_width(_flat_caption(plan)))


def figure_width(plan: FoldPlan, most: float = HEIGHT) -> float:
    """The figure's width: the flat piece, each side view and the gaps between them."""
    scale = _scale(plan, most)
    widths = [_flat_column(plan, scale)]
    for i, (caption, angles) in enumerate(plan.steps):
        xs = [x for x, _ in _step_points(plan, angles, i == len(plan.steps) - 1)]
        widths.append(max(max(xs) - min(xs), mm(6)) * scale + mm(8))
        widths[-1] = max(widths[-1], _said_width(step_caption(plan, caption)))
    heads = max(text_width(_title(plan), SANS_BOLD, 8.5), text_width(fold_words(plan), SANS, CAPTION))
    return max(heads, sum(widths) + STEP_GAP * len(plan.steps))


def _disc(c, x: float, y: float, number: int) -> None:
    c.saveState()
    c.setFillColor(colors.white)
    c.setStrokeColor(INK)
    c.setLineWidth(0.6)
    c.circle(x, y, DISC, stroke=1, fill=1)
    c.setFillColor(INK)
    c.setFont(SANS_BOLD, NUMBER)
    c.drawCentredString(x, y - NUMBER * 0.35, str(number))
    c.restoreState()


def draw_flat(c, plan: FoldPlan, x0: float, y0: float, scale: float) -> None:
    """The flat piece as its sheet lays it, its lower left corner at (x0, y0), `scale` of its size: the
    piece's own front, then each fold's number on its line beyond the piece's outline, a hairline from the
    line's end to it."""
    piece = laid(replace(plan, piece=plan.sketch) if plan.sketch else plan)
    c.saveState()
    c.translate(x0, y0)
    c.scale(scale, scale)
    path = c.beginPath()
    path.rect(0, 0, piece.width, piece.height)
    c.clipPath(path, stroke=0, fill=0)  # the piece to its trim, as it is cut out (its bleed left off)
    piece.front(c, piece.width, piece.height)
    c.restoreState()
    _sheet_folds(c, plan, x0, y0, scale)
    for mark in fold_marks(plan):
        (ax, ay), (ox, oy) = mark.at, mark.out
        start = (x0 + ax * scale, y0 + ay * scale)
        edge = (start[0] + ox * mark.reach * scale, start[1] + oy * mark.reach * scale)
        centre = (edge[0] + ox * (DISC + DISC_GAP), edge[1] + oy * (DISC + DISC_GAP))
        c.saveState()
        c.setStrokeColor(INK)
        c.setLineWidth(0.4)
        c.line(*start, centre[0] - ox * DISC, centre[1] - oy * DISC)
        if plan.marks:  # a net's leader ends on its fold line in a small ring, no pip (r35 P minor 8)
            c.setFillColor(colors.white)
            c.setLineWidth(0.6)
            c.circle(*start, LEADER_DOT, stroke=1, fill=1)
        c.restoreState()
        _disc(c, *centre, mark.number)


def _sheet_folds(c, plan: FoldPlan, x0: float, y0: float, scale: float) -> None:
    """A sketched strip's folds (FoldPlan.fold_inks) across it at each joint, in the lines its sheet prints
    (pdf.draw_fold: a ridge's dash-dot-dot, a valley's dash-dot) at their full size, not the figure's scale."""
    if not plan.fold_inks:
        return
    piece = laid(plan)
    for mark, ink in zip(fold_marks(plan), plan.fold_inks):
        (ax, ay), (ox, oy) = mark.at, mark.out
        across = piece.width if abs(ox) > 0.5 else piece.height  # the strip's breadth, the way its fold runs
        start = (x0 + ax * scale, y0 + ay * scale)
        end = (start[0] - ox * across * scale, start[1] - oy * across * scale)
        draw_fold(c, *start, *end, colors.HexColor(ink), halo=False, ridge=mark.kind == RIDGE)


def draw_fold_figure(c, plan: FoldPlan, left: float, top: float, most: float = HEIGHT) -> float:
    """The figure from `top` down at `left`: its title, under it what its fold words mean, the flat piece
    as its sheet lays it with its folds numbered, an arrow, each step's side view; every view with its
    caption; its views at most `most` tall. Returns its bottom."""
    scale = _scale(plan, most)
    numbers = joint_numbers(plan)
    c.saveState()
    c.setFillColor(INK)
    c.setFont(SANS_BOLD, 8.5)
    c.drawString(left, top - mm(3), _title(plan))
    c.setFont(SANS, CAPTION)
    c.drawString(left, top - mm(7), fold_words(plan))
    view = _view(plan, most)
    ground = top - FIGURE_TOP - view
    x = left
    piece = laid(plan)
    pad_left, pad_right, pad_bottom, pad_top = _pads(plan)
    column = _flat_column(plan, scale)
    width = piece.width * scale + pad_left + pad_right
    height = piece.height * scale + pad_bottom + pad_top
    draw_flat(c, plan, x + (column - width) / 2 + pad_left, ground + (view - height) / 2 + pad_bottom, scale)
    _caption(c, x + column / 2, ground, _flat_caption(plan))
    x += column
    for step, (caption, angles) in enumerate(plan.steps):
        _arrow(c, x + mm(3), ground + view / 2, x + STEP_GAP - mm(3))
        x += STEP_GAP
        solid = plan.solid and step == len(plan.steps) - 1
        points = _step_points(plan, angles, solid)
        if _mirrored(plan):
            points = [(-px, py) for px, py in points]
        xs = [p for p, _ in points]
        span = max(max(xs) - min(xs), mm(6)) * scale + mm(8)
        said = step_caption(plan, caption)
        column = max(span, _said_width(said))
        ox = x + column / 2 - (max(xs) + min(xs)) / 2 * scale
        if solid:
            _cube(c, ox, ground, plan.panels[0] * scale)
            c.setLineWidth(0.4)
            c.setStrokeColor(colors.HexColor("#9a9a9a"))
            c.line(x, ground, x + column, ground)  # the table
            _caption(c, x + column / 2, ground, said)
            x += column
            continue
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
        for i, (number, (px, py), bent) in enumerate(zip(numbers, points[1:-1], angles)):
            if bent and roomy:  # the folds this step bends (the others are not yet bent), each number beside its fold
                # on the side its two panels open to
                outward = -1 if (points[i][0] + points[i + 2][0]) / 2 < px - mm(0.1) else 1
                low = py * scale < mm(1)  # a fold on the table: its number above the tab, out of its way
                dx, dy = (mm(5.5), mm(4)) if low else (mm(3.2), 0.0)
                _disc(c, ox + px * scale + outward * dx, ground + py * scale + dy, number)
        _caption(c, x + column / 2, ground, said)
        x += column
    c.restoreState()
    return ground - FIGURE_FOOT


def _cube(c, x: float, ground: float, edge: float) -> None:
    """The closed cube (`cube_faces`) standing on the table at `x`, its faces shaded, its edges in ink."""
    c.saveState()
    c.setStrokeColor(INK)
    c.setLineWidth(1.0)
    c.setLineJoin(1)
    for face, fill in zip(cube_faces(edge), CUBE_FILLS):
        path = c.beginPath()
        path.moveTo(x + face[0][0], ground + face[0][1])
        for px, py in face[1:]:
            path.lineTo(x + px, ground + py)
        path.close()
        c.setFillColor(colors.HexColor(fill))
        c.drawPath(path, stroke=1, fill=1)
    c.restoreState()


def _said_width(words: str) -> float:
    return max(text_width(line, SANS, CAPTION) for line in words.split("\n"))


def _caption(c, centre: float, ground: float, words: str) -> None:
    """A view's caption under it, a line to each „\\n” (two at the most: FIGURE_FOOT)."""
    c.setFillColor(INK)
    c.setFont(SANS, CAPTION)
    for i, line in enumerate(words.split("\n")[:2]):
        c.drawCentredString(centre, ground - mm(5) - i * CAPTION * 1.2, line)


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
