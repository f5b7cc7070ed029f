"""What a rulebook figure draws, without the typesetter: real components drawn by the very functions
that print them in the kit (figures.py makes them flowables for the layout).

A piece figure asks the component's kind for its pieces (the `Piece` objects the imposition
draws) and draws the chosen ones side by side, at actual size when they fit the column. A board
figure asks the board kind to draw the board (or a part of it) scaled into the column. Checking a
figure needs no layout (no platypus).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from reportlab.lib import colors

from generator.draw.cropped import MIN_TEXT_PT, CroppedCanvas, Dropped, FigureUnavailable  # noqa: F401  (figures' names)
from generator.draw.kinds import KINDS
from generator.draw.kinds.board import layout, resolved
from generator.draw.kinds.board.draw import draw_board
from generator.draw.kinds.board.owners_draw import draw_owner
from generator.draw.piece import Piece
from generator.model.core import Component, Game
from generator.model.units import mm, to_mm
from generator.rulebook.look import Look
from generator.rulebook.overlay import (
    ALLOWED,
    FORBIDDEN,
    draw_measure,
    draw_overlay,
    figure_inks,
    measure_words,
)

OUTLINE = "#9a958c"


def _outline():
    """The figure's outline colour (OUTLINE), as the canvas takes it."""
    return colors.HexColor(OUTLINE)


def _flatten(found) -> list[Piece]:
    if isinstance(found, tuple):
        return [p for part in found for p in _flatten(part)]
    return list(found)


def pieces_of(component: Component, game: Game) -> list[Piece]:
    """The component's pieces in the kit's order, made by its kind's `pieces` (the kind contract)."""
    kind = KINDS[component.kind]
    if kind.render is None and kind.check is None:
        raise FigureUnavailable(f"kind '{component.kind}' draws nothing")
    if kind.pieces is None:
        raise FigureUnavailable(f"kind '{component.kind}' has no pieces function to draw a figure with")
    return _flatten(kind.pieces(component, game))


def board_drawer(component: Component, game: Game, owner: int | None = None):
    """(width, height, draw(canvas)) of a whole board, drawn by the board kind at its real size with
    the origin at the board's bottom-left corner (PDF coordinates); with `owner` (1, 2, …), that
    owner's copy, its band over the board as the kit prints it (a board whose copies have no owners
    is drawn as it is: the board's own check says what it lacks)."""
    if component.kind != "board":
        raise FigureUnavailable(f"component '{component.name}' is a {component.kind}, not a board")
    spec = resolved(component, game)  # facts in board texts: "{bank-refill}" → "10"
    geometry = layout(spec, game)
    if spec.owners is None:
        owner = None
    if owner is not None and owner > len(spec.owners.entries):
        raise FigureUnavailable(
            f"owner {owner} does not exist; '{component.name}' has {len(spec.owners.entries)} owner(s)"
        )

    def draw(canvas) -> None:
        draw_board(canvas, spec, geometry, game)
        if owner is not None:
            draw_owner(canvas, spec, owner - 1)

    return spec.size.width, spec.size.height, draw


# --- drawing only what the crop shows ------------------------------------------------------------


# --- drawings: `wrap(width, height)` sets `width` and `height`, `draw(canvas)` draws at the origin ----


@dataclass(frozen=True)
class Shown:
    piece: Piece
    back: bool


class PiecesDrawing:
    """Pieces in rows, at `scale` (None: actual size, or smaller when a row would not fit)."""

    def __init__(self, shown: Sequence[Shown], scale: float | None, gap: float = mm(4)):
        self.shown = list(shown)
        self.wanted_scale = scale
        self.gap = gap
        self.scale = scale or 1.0
        self.dropped: list[Dropped] = []  # the words the last draw left out
        self.rows: list[list[Shown]] = []
        self.width = self.height = 0.0

    def _layout(self, width: float) -> None:
        scale = self.wanted_scale or 1.0
        widest = max(s.piece.width for s in self.shown)
        if self.wanted_scale is None and widest * scale > width:
            scale = width / widest
        rows: list[list[Shown]] = [[]]
        used = 0.0
        for item in self.shown:
            w = item.piece.width * scale
            if rows[-1] and used + self.gap + w > width:
                rows.append([])
                used = 0.0
            used += (self.gap if rows[-1] else 0) + w
            rows[-1].append(item)
        self.scale, self.rows = scale, rows

    def wrap(self, availWidth, availHeight):
        self._layout(availWidth)
        self.width = availWidth
        self.height = sum(max(s.piece.height for s in row) * self.scale for row in self.rows) + self.gap * (
            len(self.rows) - 1
        )
        return self.width, self.height

    def draw(self, c):
        self.dropped = []
        y = self.height
        for row in self.rows:
            row_h = max(s.piece.height for s in row) * self.scale
            row_w = sum(s.piece.width for s in row) * self.scale + self.gap * (len(row) - 1)
            x = (self.width - row_w) / 2
            y -= row_h
            for item in row:
                w, h = item.piece.width * self.scale, item.piece.height * self.scale
                top = y + (row_h - h) / 2
                c.saveState()
                path = c.beginPath()
                path.rect(x, top, w, h)
                c.clipPath(path, stroke=0, fill=0)
                cropped = CroppedCanvas(c, x, top, x + w, top + h, self.dropped, cuts=False)
                cropped.translate(x, top)
                cropped.scale(self.scale, self.scale)
                draw = item.piece.back if item.back and item.piece.back else item.piece.front
                draw(cropped, item.piece.width, item.piece.height)
                c.restoreState()
                c.saveState()
                c.setStrokeColor(_outline())
                c.setLineWidth(0.3)
                c.rect(x, top, w, h, stroke=1, fill=0)
                c.restoreState()
                x += w + self.gap
            y -= self.gap


def fit_scale(avail_width: float, width: float, height: float, max_height: float | None) -> float:
    """A board figure's scale: never enlarged, as wide as the column at most, and no taller than
    `max_height` when the figure sets one."""
    scale = min(1.0, avail_width / width)
    return min(scale, max_height / height) if max_height else scale


@dataclass(frozen=True)
class Measure:
    """A distance a board figure draws, from one point of the board to another (y down from its top-left
    corner), with its words."""

    start: tuple[float, float]
    end: tuple[float, float]
    words: str


class BoardDrawing:
    """A board, or a window of it (x, y, w, h in points on the board), scaled into the column. A `sketch`
    leaves out the words it would print below 6 pt (not refused: its caption and `measures`, set at 6.5 pt,
    say what the reader needs); words cut by the region's edge are refused either way."""

    def __init__(
        self,
        board_width: float,
        board_height: float,
        draw: Callable,
        region: tuple | None,
        max_height: float | None = None,
        sketch: bool = False,
        measures: Sequence[Measure] = (),
    ):
        self.board = (board_width, board_height)
        self.draw_board = draw
        self.region = region or (0.0, 0.0, board_width, board_height)
        self.max_height = max_height
        self.sketch = sketch
        self.measures = list(measures)
        self.scale = 1.0
        self.dropped: list[Dropped] = []  # the words the last draw left out
        self.width = self.height = 0.0

    def wrap(self, availWidth, availHeight):
        _, _, w, h = self.region
        self.scale = fit_scale(availWidth, w, h, self.max_height)
        self.width, self.height = availWidth, h * self.scale
        return self.width, self.height

    def draw(self, c):
        x0, y0, w, h = self.region
        left = (self.width - w * self.scale) / 2
        self.dropped = []
        c.saveState()
        path = c.beginPath()
        path.rect(left, 0, w * self.scale, h * self.scale)
        c.clipPath(path, stroke=0, fill=0)
        cropped = CroppedCanvas(
            c,
            left,
            0,
            left + w * self.scale,
            h * self.scale,
            self.dropped,
            cuts=self.region != (0.0, 0.0, *self.board),
            least=SKETCH_PT if self.sketch else MIN_TEXT_PT,
        )
        cropped.translate(left, 0)
        cropped.scale(self.scale, self.scale)
        cropped.translate(-x0, -y0)
        self.draw_board(cropped)
        c.restoreState()
        if self.sketch:  # the words too small to read are left out on purpose; a word cut in half is not
            self.dropped = [d for d in self.dropped if d.cut]

        def page(x: float, y_top: float) -> tuple[float, float]:
            return left + (x - x0) * self.scale, (self.board[1] - y_top - y0) * self.scale

        for measure in self.measures:
            draw_measure(c, colors, page(*measure.start), page(*measure.end), measure.words)
        c.saveState()
        c.setStrokeColor(_outline())
        c.setLineWidth(0.3)
        c.rect(left, 0, w * self.scale, h * self.scale, stroke=1, fill=0)
        c.restoreState()


Drawing = PiecesDrawing | BoardDrawing
SKETCH_PT = (
    7.0  # a sketch keeps its words at this size or more: at 6 pt a serif bold closes up in a home print (r44 AS F13)
)


def unreadable(name: str, drawing: Drawing, smallest: float = MIN_TEXT_PT) -> str | None:
    """What is wrong with the words the drawing's last draw left out (`dropped`), or None: a figure
    shows every word of what it crops, at 6 pt (or the figure's own `smallest`) or more, and cuts no
    word at its edge."""
    small = [d for d in drawing.dropped if not d.cut]
    cut = [d for d in drawing.dropped if d.cut]

    def examples(found: list[Dropped]) -> str:
        words = list(dict.fromkeys(d.text.strip() for d in found))
        return ", ".join(f"'{w}'" for w in words[:3]) + (", …" if len(words) > 3 else "")

    problems = []
    if small:
        low, high = (math.floor(f(d.size for d in small) * 10) / 10 for f in (min, max))  # 5.96 is not 6.0
        problems.append(
            f"{len(small)} word(s) would print at {low:.1f}–{high:.1f} pt at this scale ({drawing.scale:.0%}), "
            f"below the {smallest:g} pt a reader needs ({examples(small)}): {_larger(drawing)}"
        )
    if cut:
        problems.append(
            f"{len(cut)} word(s) are cut by the edge of its region ({examples(cut)}): "
            "move or resize the region so it cuts no field in half"
        )
    return f"figure '{name}': " + "; ".join(problems) if problems else None


def _larger(drawing: Drawing) -> str:
    """How the rulebook's YAML draws this figure larger: pieces by their scale, a board by its region."""
    if isinstance(drawing, PiecesDrawing):
        return "set a larger scale: (or none, for actual size) so the pieces are drawn larger"
    return "show a smaller region (region:, max_height:) so the figure is drawn larger"


# --- figure declarations (rulebook YAML) → drawings -----------------------------------------------


def figure_drawing(name: str, width: float, spec, game: Game) -> tuple[Drawing | None, bool, str | None]:
    """(the drawing, whether at actual size, None) for `![caption](figure:NAME)` in a column `width`
    wide, or (None, False, a problem) when it cannot be drawn."""
    declared = spec.figures.get(name)
    if declared is None:
        known = ", ".join(sorted(spec.figures)) or "none"
        return None, False, f"figure '{name}' is not declared in the rulebook's figures; declared: {known}"
    component = game.components.get(declared.component)
    if component is None:
        return None, False, f"figure '{name}' shows component '{declared.component}', which this game lacks"
    # the board's plan (schematic.py) and the table round it (table.py) are drawn when the rulebook is laid out
    if declared.schematic or declared.table is not None:
        if component.kind != "board":
            return None, False, f"figure '{name}': component '{component.name}' is a {component.kind}, not a board"
        return None, False, None
    try:
        drawing, actual = _drawing(declared, component, game, width, figure_inks(spec))
    except FigureUnavailable as exc:
        return None, False, f"figure '{name}': {exc}"
    except IndexError as exc:
        return None, False, f"figure '{name}': {exc}"
    too_big = _too_big(drawing, width)
    if too_big:
        return None, False, f"figure '{name}': {too_big}"
    return drawing, actual, None


def _too_big(drawing: Drawing, width: float) -> str | None:
    """The drawing must fit one page of the rulebook (A4 body); a piece made larger by the data (a card
    150 mm tall) would otherwise stop the layout with an error nobody can place."""
    look = Look(accent=None)  # its margins only
    page = mm(279.4) - look.margin_top - look.margin_bottom - mm(25)  # letter or A4; room for the caption
    w, h = drawing.wrap(width, page)
    if h > page or w > width + 0.5:
        return (
            f"the drawing is {w / 72 * 25.4:.0f} × {h / 72 * 25.4:.0f} mm; a rulebook page holds "
            f"{width / 72 * 25.4:.0f} × {page / 72 * 25.4:.0f} mm: set a smaller 'scale:' for this figure"
        )
    return None


def _shown(component, game, indices, side) -> list[Shown]:
    pieces = pieces_of(component, game)
    shown = []
    for index in indices or list(range(min(len(pieces), 4))):
        if not 0 <= index < len(pieces):
            raise IndexError(
                f"piece {index} does not exist; '{component.name}' has {len(pieces)} piece(s), numbered from 0"
            )
        piece = pieces[index]
        if side in ("front", "both"):
            shown.append(Shown(piece, False))
        if side in ("back", "both") and piece.back is not None:
            shown.append(Shown(piece, True))
    return shown


def _drawing(declared, component, game, width: float, inks=(ALLOWED, FORBIDDEN)) -> tuple[Drawing, bool]:
    if declared.region is not None or declared.board:
        board_w, board_h, draw = board_drawer(component, game, declared.owner)
        region = None
        if declared.region is not None:  # written like the board: from the top-left corner, y down
            x, y_top, w, h = declared.region
            region = (x, board_h - y_top - h, w, h)
        if declared.place or declared.arrows or declared.outlines:
            draw = _with_overlay(draw, overlay(declared, game, board_h, inks))
        measures = [
            Measure(tuple(a), tuple(b), measure_words(m.text, to_mm(math.dist(a, b))))
            for m in declared.measures
            for a, b in [m.points]
        ]
        figure = BoardDrawing(
            board_w,
            board_h,
            draw,
            region,
            max_height=declared.max_height,
            sketch=declared.sketch,
            measures=measures,
        )
        w = region[2] if region else board_w
        return figure, w <= width and not declared.max_height
    shown = _shown(component, game, declared.pieces, declared.side)
    for part in declared.also:
        other = game.components.get(part.component)
        if other is None:
            raise FigureUnavailable(f"component '{part.component}' does not exist")
        shown += _shown(other, game, part.pieces, part.side)
    figure = PiecesDrawing(shown, declared.scale)
    widest = max(s.piece.width for s in shown)
    actual = (declared.scale or 1.0) == 1.0 and widest <= width
    return figure, actual


# --- what a board figure shows on the board: pieces, pawns, outlines and moves (overlay.py draws them)


def _with_overlay(draw_board: Callable, draw_overlay: Callable) -> Callable:
    def draw(canvas) -> None:
        draw_board(canvas)
        draw_overlay(canvas)

    return draw


def overlay(declared, game: Game, board_h: float, inks=(ALLOWED, FORBIDDEN)) -> Callable:
    """draw(canvas) of a board figure's `place`, `outlines` and `arrows`, in the board's PDF coordinates
    (origin at its bottom-left corner; the declaration's points are from its top-left corner, y down).
    Pieces are drawn by their kinds; a missing component or piece raises FigureUnavailable."""
    pieces = []
    for placed in declared.place:
        piece = None
        if placed.component:
            component = game.components.get(placed.component)
            if component is None:
                raise FigureUnavailable(f"component '{placed.component}' does not exist")
            found = pieces_of(component, game)
            if placed.piece >= len(found):
                raise FigureUnavailable(
                    f"piece {placed.piece} does not exist; '{component.name}' has {len(found)} piece(s), numbered from 0"
                )
            piece = found[placed.piece]
        pieces.append((placed, piece))

    def draw(c) -> None:
        draw_overlay(c, colors, board_h, pieces, declared.outlines, declared.arrows, inks)

    return draw
