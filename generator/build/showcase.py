"""zestaw.pdf's page of what the kit holds, „Co jest w zestawie”: the game's components as they look – the boards
and sheets as whole pages of their own files shown smaller, a few pieces of each other kind drawn by their own
drawing at a reduced scale – each under its count and name as the checklist gives them (checklist_items: one
source). For the screen and for a listing's picture of the game (kit review r44, AS kit minor 10: nothing showed
the assembled game); no print job holds it.

The page is drawn here with room left for each whole page shown; the merge (kit.py) places those pages there
as forms (pdfmerge.Merger.place), so nothing is rasterised.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from reportlab.lib.colors import HexColor, white

from generator.build.checklist import SPARES_KEY, checklist_items, pile_names
from generator.build.job import Job
from generator.draw.band import draw_head
from generator.draw.fonts import SANS, SANS_BOLD, SERIF_BOLD
from generator.draw.kinds import KINDS
from generator.draw.look import game_accent
from generator.draw.pdf import INK, new_document, piece_kind
from generator.draw.piece import Piece, flatten
from generator.draw.text import wrap
from generator.model.core import BuildOptions, Game, Output
from generator.model.units import mm

SHOWCASE_TITLE = "Co jest w zestawie"
Sizes = Callable[[str], list[tuple[float, float]]]  # a file's pages' (width, height) by its name; [] unknown
SHOWCASE_LINE = f"{SHOWCASE_TITLE} – tak wyglądają części gry"  # as the kit's page map names the page
SHOWCASE_INTRO = (
    "Tak wyglądają części gry (większe w pomniejszeniu); przy każdej liczba sztuk przy pełnym stole, ta sama co na "
    "liście kontrolnej elementów."
)
SAMPLES = 3  # pieces of a kind shown: one of each pile first
LABEL_SIZE, INTRO_SIZE = 8.5, 10  # the smallest text of the page's own: above 7 pt
MARGIN, GAP = mm(14), mm(6)
FRAME = HexColor("#b9b3aa")  # a sheet's or a piece's edge, where white meets white


@dataclass(frozen=True)
class Shown:
    """One component on the page: its label („48 × Płytki”, as the checklist counts it) and what shows it – a few
    of its pieces, or a page of a file (`page`: file name, 0-based page, its width and height)."""

    label: str
    pieces: tuple[Piece, ...] = ()
    # file name, 0-based page, its width and height, and the quarter turn its content is drawn at (Output.folios)
    page: tuple[str, int, float, float, int] | None = None
    board: bool = False

    @property
    def size(self) -> tuple[float, float]:
        """The picture's width and height at full size: the pieces side by side (each but the last overlapped
        by the next: OVERLAP), or the page, upright (a form drawn turned on its sheet shown as it is read)."""
        if self.page is not None:
            _, _, w, h, turn = self.page
            return (h, w) if turn % 180 else (w, h)
        return spread(self.pieces)[-1]

    def matrix(self, x: float, y: float, scale: float) -> tuple[float, ...]:
        """The page's matrix (Merger.place's) that shows it `scale` of its size, upright, its lower left at (x, y):
        a form's top at its sheet's left (90) turned back to the right, at its right (270) to the left."""
        _, _, w, h, turn = self.page
        if turn % 360 == 90:  # (X, Y) on the sheet to (x + sY, y + s(w - X))
            return (0, -scale, scale, 0, x, y + scale * w)
        if turn % 360 == 270:  # (X, Y) to (x + s(h - Y), y + sX)
            return (0, scale, -scale, 0, x + scale * h, y)
        return (scale, 0, 0, scale, x, y)


OVERLAP = 0.35  # of a piece's width, the next piece lies over


def spread(pieces: tuple[Piece, ...]) -> list[tuple[float, float]]:
    """Each piece's lower left corner at full size, in a row from the left, each on the one before by OVERLAP of
    that one's width (cards fanned on a table), their bottoms level; then the row's width and height."""
    if not pieces:
        return [(1.0, 1.0)]
    places, x = [], 0.0
    for piece in pieces:
        places.append((x, 0.0))
        x += piece.width * (1 - OVERLAP)
    width = max(px + p.width for (px, _), p in zip(places, pieces))
    return [*places, (width, max(p.height for p in pieces))]


def samples(pieces: list[Piece]) -> tuple[Piece, ...]:
    """Up to SAMPLES pieces, one of each size first (a lollipop, a prestige marker, a hammer before a second
    lollipop), then of each pile the checklist counts (pile_names), then of each kind of piece (its name less its
    number), then others by their names, in the kit's order: as many different faces as the few shown can give."""
    piles = dict(zip(map(id, pieces), pile_names(pieces)))
    keys = (
        lambda p: (round(p.width), round(p.height)),
        lambda p: piles[id(p)],
        lambda p: (p.deck, piece_kind(p.label)),
        lambda p: (p.deck, p.label),
        id,
    )
    chosen: list[Piece] = []
    for key in keys:
        seen = {key(p) for p in chosen}
        for piece in pieces:
            if len(chosen) < SAMPLES and key(piece) not in seen and piece not in chosen:
                chosen.append(piece)
                seen.add(key(piece))
    return tuple(chosen)


def shown_items(game: Game, planned: list[Job], outputs: list[Output], sizes: Sizes) -> list[Shown]:
    """What the page shows, one item per component the checklist counts (its spares aside), in its order: a kind
    made of pieces by a few of them; a board, a form, an aid, the rulebook by a page of its file – a board by its
    one-piece page where the kit has one (for a print shop), else by the first page after its file's guide."""
    items = []
    for name, row in checklist_items(game, tuple(planned), outputs).items():
        if name.endswith(SPARES_KEY):
            continue
        label = f"{row.count} × {row.title}"
        component = game.components.get(name)
        kind = KINDS.get(component.kind) if component is not None else None
        if kind is not None and kind.pieces is not None:
            items.append(Shown(label, pieces=samples(flatten(kind.pieces(component, game)))))
            continue
        mine = [o for o in outputs if o.component == name and sizes(o.filename)]
        whole = [o for o in mine if not o.fits_paper] or [o for o in mine if o.kit] or mine
        if not whole:
            items.append(Shown(label))
            continue
        output = whole[0]
        pages = sizes(output.filename)
        at = output.guide_pages if output.guide_pages < len(pages) else 0
        board = kind is not None and kind.category == "board"
        turns = [place[2] if place else 0 for place in output.folios or []]
        turn = turns[at] if at < len(turns) else 0
        items.append(Shown(label, page=(output.filename, at, *pages[at], turn), board=board))
    return items


@dataclass(frozen=True)
class Cell:
    x: float
    y: float  # the cell's bottom
    width: float
    height: float


def label_lines(item: Shown, width: float) -> list[str]:
    return wrap(item.label, SANS_BOLD, LABEL_SIZE, width)


LINE = LABEL_SIZE * 1.25


def cells(items: list[Shown], left: float, bottom: float, width: float, height: float) -> list[Cell]:
    """Each item's cell in the area (`left`, `bottom`, `width`, `height`): the boards in a column of their own at
    the left (a third of the area each, two at most side by side in height), the rest in a grid of rows filled
    from the left; a grid of the columns whose pictures come out largest."""
    boards = [i for i, item in enumerate(items) if item.board]
    rest = [i for i in range(len(items)) if i not in boards]
    out: dict[int, Cell] = {}
    if boards and rest:
        column = width * 0.42
    else:
        column = width if boards else 0.0
    if boards:
        each = (height - GAP * (len(boards) - 1)) / len(boards)
        for n, i in enumerate(boards):
            out[i] = Cell(left, bottom + height - (n + 1) * each - n * GAP, column, each)
    if rest:
        x0 = left + column + (GAP if boards else 0)
        area = width - (x0 - left)
        best = None
        for columns in range(1, len(rest) + 1):
            rows = math.ceil(len(rest) / columns)
            w = (area - GAP * (columns - 1)) / columns
            h = (height - GAP * (rows - 1)) / rows
            scale = min(_fit(items[i], w, h) for i in rest)
            if best is None or scale > best[0] + 1e-9:
                best = (scale, columns, rows, w, h)
        _, columns, rows, w, h = best
        for n, i in enumerate(rest):
            r, c = divmod(n, columns)
            out[i] = Cell(x0 + c * (w + GAP), bottom + height - (r + 1) * h - r * GAP, w, h)
    return [out[i] for i in range(len(items))]


def _fit(item: Shown, width: float, height: float) -> float:
    """The scale the item's picture is shown at in a cell `width` × `height` (its label's lines below it)."""
    room = height - len(label_lines(item, width)) * LINE - mm(2)
    w, h = item.size
    return max(0.0, min(width / w, room / h, 1.0))


def picture_box(item: Shown, cell: Cell) -> tuple[float, float, float]:
    """(x, y, scale): where the item's picture stands in its cell, centred above its label, and its scale."""
    scale = _fit(item, cell.width, cell.height)
    w, h = item.size
    room = cell.height - len(label_lines(item, cell.width)) * LINE - mm(2)
    x = cell.x + (cell.width - w * scale) / 2
    y = cell.y + cell.height - room + (room - h * scale) / 2
    return x, y, scale


def showcase_page(
    game: Game, planned: list[Job], outputs: list[Output], options: BuildOptions, sizes: Sizes
) -> tuple[bytes, list[tuple[str, int, tuple[float, ...]]]]:
    """The page on the build's paper, lying: (PDF, the file pages it leaves room for: file name, 0-based page,
    the matrix that shows the page in its room – Merger.place's)."""
    items = shown_items(game, planned, outputs, sizes)
    width, height = options.paper.height, options.paper.width
    doc = new_document(options.paper, f"{game.spec.title} – {SHOWCASE_TITLE.lower()}", landscape=True)
    c = doc.canvas
    draw_head(c, width, height, game.spec.title, game_accent(game), (MARGIN, height - mm(16), 9))
    c.setFillColor(INK)
    c.setFont(SERIF_BOLD, 18)
    y = height - mm(30)
    c.drawString(MARGIN, y, SHOWCASE_TITLE)
    c.setFont(SANS, INTRO_SIZE)
    for line in wrap(SHOWCASE_INTRO, SANS, INTRO_SIZE, width - 2 * MARGIN):
        y -= mm(5.5)
        c.drawString(MARGIN, y, line)
    top = y - mm(6)
    placed = []
    for item, cell in zip(items, cells(items, MARGIN, MARGIN, width - 2 * MARGIN, top - MARGIN)):
        x, y0, scale = picture_box(item, cell)
        w, h = item.size
        if item.page is not None:
            _frame(c, x, y0, w * scale, h * scale)
            placed.append((item.page[0], item.page[1], item.matrix(x, y0, scale)))
        for piece, (px, py) in zip(item.pieces, spread(item.pieces)):
            _piece(c, piece, x + px * scale, y0 + py * scale, scale)
        c.setFillColor(INK)
        c.setFont(SANS_BOLD, LABEL_SIZE)
        below = y0 - mm(2)
        for line in label_lines(item, cell.width):
            below -= LABEL_SIZE
            c.drawCentredString(cell.x + cell.width / 2, below, line)
            below -= LINE - LABEL_SIZE
    doc.show_page()
    return doc.finish(), placed


def _frame(c, x: float, y: float, w: float, h: float) -> None:
    c.saveState()
    c.setStrokeColor(FRAME)
    c.setFillColor(white)
    c.setLineWidth(0.6)
    c.rect(x, y, w, h, stroke=1, fill=1)
    c.restoreState()


def _piece(c, piece: Piece, x: float, y: float, scale: float) -> None:
    """One piece's front by its own drawing, `scale` of its size, its lower left corner at (x, y), cut at its trim,
    its edge drawn (a white piece on the white page)."""
    c.saveState()
    c.translate(x, y)
    c.scale(scale, scale)
    _frame(c, 0, 0, piece.width, piece.height)
    path = c.beginPath()
    path.rect(0, 0, piece.width, piece.height)
    c.clipPath(path, stroke=0, fill=0)
    piece.front(c, piece.width, piece.height)
    c.restoreState()
