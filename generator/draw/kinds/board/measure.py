"""How much room a board's texts, tables and legends take, and the sizes the drawing gives them:
measured without drawing (checks.py and colour_check use these; draw.py draws with the same)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from generator.draw import fonts
from generator.draw.kinds.board.content import MIN_TEXT, fit_text, money, typeset
from generator.draw.kinds.board.model import Board, Legend, Table, Text
from generator.draw.kinds.board.placed import TURN_ROOM, GridGeometry
from generator.draw.text import Fitted, fit, text_problem, wrap_without_widow
from generator.model.core import Game
from generator.model.units import mm

FONT_NAMES = {
    "sans": fonts.SANS,
    "sans-bold": fonts.SANS_BOLD,
    "sans-semibold": fonts.SANS_SEMIBOLD,
    "sans-italic": fonts.SANS_ITALIC,
    "serif": fonts.SERIF,
    "serif-bold": fonts.SERIF_BOLD,
    "serif-italic": fonts.SERIF_ITALIC,
}


TURN_CLEAR = mm(3)  # between a turn arrow's bend and the next row's symbol disc


def track_symbol_size(cells) -> float:
    """Size of the disc drawn beside a track's first cell (the symbol takes 0.78 of it). The disc
    (1.2 × this size across) stays inside its row's height, so a frame or the next row below it
    keeps clear (r13: 11.3 mm discs beside 10.5 mm rows came 0.2 mm from the museum's frame)."""
    return cells[0].h * 0.8


FRAME_INNER = 2.2  # the frame's thin inner line stands this many frame widths in from the edge
TRACK_OUTLINE = mm(0.9)  # the line round a track's row, in its colour
INK_CLEARANCE = mm(1)  # the least paper between a disc or symbol and a line it must not touch


GRID_OUTLINE = mm(0.9)  # the grid's stronger outline where a field has no neighbour


def area_ticks(g, c0: int, r0: int, c1: int, r1: int, ticks) -> list[tuple[float, float, float, float]]:
    """(left, top, right, bottom) in board coordinates of an area's bars outside its grid (model.AreaTicks): one
    under each of its columns, `gap` below the grid's outline, and one beside each of its rows, on the right."""
    bars = []
    if ticks is None:
        return bars
    half, start = ticks.width / 2, GRID_OUTLINE / 2 + ticks.gap
    if ticks.below > 0:
        top = g.y + g.rows * g.cell + start
        for col in range(c0, c1 + 1):
            x = g.x + (col + 0.5) * g.cell
            bars.append((x - half, top, x + half, top + ticks.below))
    if ticks.right > 0:
        left = g.x + g.cols * g.cell + start
        for row in range(r0, r1 + 1):
            y = g.y + (row + 0.5) * g.cell
            bars.append((left, y - half, left + ticks.right, y + half))
    return bars


def frame_inner(frame) -> float:
    """How far in from the board's edge the frame's inner line runs (its middle)."""
    return frame.inset + frame.width * FRAME_INNER


def inside_frame(frame, box: tuple[float, float, float, float], width: float, height: float) -> float:
    """The least paper between a (left, top, right, bottom) box and the frame's inner line (its ink,
    half of its 0.35 frame widths); negative: the box reaches onto the line."""
    edge = frame_inner(frame) + frame.width * 0.35 / 2
    left, top, right, bottom = box
    return min(left - edge, top - edge, width - edge - right, height - edge - bottom)


def track_symbol_disc(track, cells) -> tuple[float, float, float]:
    """(cx, cy, radius) in board coordinates of the disc beside a track's first cell, outside the row:
    further out by TURN_ROOM and TURN_CLEAR when the track continues another (its turn arrow comes in
    there: the disc stands clear of it, not on it)."""
    first = cells[0]
    size = track_symbol_size(cells)
    side = {"right": -1, "left": 1}.get(track.direction, 0)
    away = mm(1.5) + size * 0.6 + (TURN_ROOM + TURN_CLEAR if track.continues else 0)
    if side:
        return first.cx + side * (first.w / 2 + away), first.cy, size * 0.6
    return first.cx, first.cy - (first.h / 2 + away), size * 0.6


def text_lines(text: Text) -> list[str]:
    font = FONT_NAMES[text.font]
    lines: list[str] = []
    for paragraph in text.text.split("\n"):
        paragraph = typeset(paragraph)
        lines.extend(wrap_without_widow(paragraph, font, text.size, text.width) if text.width else [paragraph])
    return lines


def text_box(text: Text) -> tuple[float, float, float, float]:
    """(left, top, right, bottom) in board coordinates, before rotation about the anchor."""
    font = FONT_NAMES[text.font]
    lines = text_lines(text)
    width = max((fonts.text_width(line, font, text.size) for line in lines), default=0.0)
    if text.width:
        width = max(width, text.width) if text.align != "left" else width
    height = text.size * (0.9 + (len(lines) - 1) * text.leading) + text.size * 0.25
    x, y = text.at
    left = {"left": x, "center": x - width / 2, "right": x - width}[text.align]
    top = y - text.size * 0.9
    box = (left, top, left + width, top + height)
    if text.rotate in (90, 270):
        cx, cy = x, y
        l, t, r, b = box
        pts = [_rotate_point(px, py, cx, cy, text.rotate) for px, py in ((l, t), (r, t), (r, b), (l, b))]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        return min(xs), min(ys), max(xs), max(ys)
    if text.rotate == 180:
        l, t, r, b = box
        return 2 * x - r, 2 * y - b, 2 * x - l, 2 * y - t
    return box


def _rotate_point(px, py, cx, cy, degrees):
    # board coordinates (y down): a counter-clockwise turn on paper is clockwise in these numbers
    a = math.radians(-degrees)
    dx, dy = px - cx, py - cy
    return cx + dx * math.cos(a) - dy * math.sin(a), cy + dx * math.sin(a) + dy * math.cos(a)


@dataclass(frozen=True)
class TableShape:
    rows: list[list[str]]
    swatches: list[str | None]
    widths: list[float]
    row_height: float
    title_height: float
    note_lines: list[str]

    @property
    def height(self) -> float:
        return (
            self.title_height
            + (len(self.rows) + 1) * self.row_height
            + len(self.note_lines) * self.row_height * 0.62
            + (self.row_height * 0.3 if self.note_lines else 0)
        )


def table_rows(table: Table, game: Game | None) -> tuple[list[list[str]], list[str | None]]:
    if table.source == "property-upgrades":
        rows, swatches = [], []
        sources = game.of_kind("property-cards") if game else []
        for street in sources[0].spec.streets if sources else []:
            rows.append([street.name, money(street.upgrade.room), money(street.upgrade.apartment)])
            swatches.append(street.color)
        return rows, swatches
    return [list(r) for r in table.rows], [None] * len(table.rows)


def table_shape(table: Table, game: Game | None) -> TableShape:
    rows, swatches = table_rows(table, game)
    shares = table.widths or [1.0] * len(table.columns)
    total = sum(shares) or 1.0
    widths = [table.width * s / total for s in shares[: len(table.columns)]]
    row_h = table.size * table.row_leading
    note_lines = (
        wrap_without_widow(typeset(table.note), fonts.SANS_ITALIC, table.size * 0.85, table.width) if table.note else []
    )
    return TableShape(rows, swatches, widths, row_h, table.size * 2.4 if table.title else 0.0, note_lines)


LEGEND_SAMPLE = mm(11)


CELL_PAD = mm(1.6)  # table cell padding


SWATCH_GAP = mm(1.2)  # between a street's colour swatch and its name


def legend_items(legend: Legend, board: Board) -> list[tuple[str, str, list[str]]]:
    """(type id, name, wrapped note lines) per legend entry."""
    width = legend.width / legend.columns - LEGEND_SAMPLE - mm(6)
    out = []
    for type_id in legend.types:
        style = board.field_types.get(type_id)
        if style is None:
            continue
        lines = wrap_without_widow(typeset(style.note), fonts.SANS, legend.size, width) if style.note else []
        out.append((type_id, style.name, lines))
    return out


def legend_row_heights(legend: Legend, board: Board) -> list[float]:
    """The height of each row of a legend's entries (`columns` entries a row)."""
    items = legend_items(legend, board)
    heights = []
    for r in range(math.ceil(len(items) / legend.columns)):
        chunk = items[r * legend.columns : (r + 1) * legend.columns]
        heights.append(max(max(legend.size * (1.6 + 1.2 * len(i[2])), LEGEND_SAMPLE) for i in chunk) + mm(3))
    return heights


def legend_height(legend: Legend, board: Board) -> float:
    title = legend.size * 2.6 if legend.title else 0.0
    return title + sum(legend_row_heights(legend, board))


def grid_label(g: GridGeometry) -> tuple[float, float, float]:
    """(size, x, baseline y) of a grid's caption above it, in board coordinates (y down)."""
    size = min(g.cell * 0.3, 14)
    return size, g.x, g.y - g.cell * 0.16 - (g.cell * 0.45 if g.grid.coordinates else 0)


def grid_label_box(g: GridGeometry) -> tuple[float, float, float, float]:
    """(left, top, right, bottom) of a grid's caption as printed (capitals and descenders)."""
    size, x, baseline = grid_label(g)
    return (
        x,
        baseline - size * 0.95,
        x + fonts.text_width(g.grid.label, fonts.SERIF_BOLD, size),
        baseline + size * 0.25,
    )


def block_boxes(board: Board, game: Game | None) -> list[tuple[float, float, float, float]]:
    """(left, top, right, bottom) in board coordinates of every free text, table (title, rows and
    note) and legend as a whole, as draw.py lays them out."""
    boxes = [text_box(text) for text in board.texts]
    for table in board.tables:
        x, y = table.at
        boxes.append((x, y, x + table.width, y + table_shape(table, game).height))
    for legend in board.legends:
        x, y = legend.at
        boxes.append((x, y, x + legend.width, y + legend_height(legend, board)))
    return boxes


# a free text and the legend or table right below it: this much paper between them, or the text reads as the
# block's first lines (kit review r36 AS minor 4: the assistant's caption ended 1.3 mm above „Zasady kolekcji”)
BLOCK_GAP = mm(4)


def text_gaps(board: Board, game: Game | None) -> list[tuple[int, str, float]]:
    """(text's index, the block's title, gap) for every free text whose box ends above a legend or a table's
    top under it (their x ranges overlapping) by less than BLOCK_GAP: the paper between them, as draw.py
    lays them out; negative where the text runs into the block."""
    blocks = [(legend.title or "legenda", legend.at, legend.width) for legend in board.legends]
    blocks += [(table.title or "tabela", table.at, table.width) for table in board.tables]
    close = []
    for i, text in enumerate(board.texts):
        left, top, right, bottom = text_box(text)
        for title, (x, y), width in blocks:
            if x < right and left < x + width and top < y and y - bottom < BLOCK_GAP:
                close.append((i, title, y - bottom))
    return close


def block_rows(board: Board, game: Game | None) -> list[tuple[float, float, float, float]]:
    """(left, top, right, bottom) of every row of the tables and every entry of the legends as draw.py
    lays them out: a table's title, header, each row and its note; a legend's title and each entry. A
    seam must not cut one (kit review r15: a cut ran through a price table's row), as it must not a
    word; it may run between them."""
    boxes = []
    for table in board.tables:
        shape = table_shape(table, game)
        x, y = table.at
        right = x + table.width
        if table.title:
            boxes.append((x, y, right, y + shape.title_height))
            y += shape.title_height
        for _ in range(len(shape.rows) + 1):
            boxes.append((x, y, right, y + shape.row_height))
            y += shape.row_height
        if shape.note_lines:
            boxes.append((x, y, right, table.at[1] + shape.height))
    for legend in board.legends:
        x, y = legend.at
        right = x + legend.width
        if legend.title:
            boxes.append((x, y, right, y + legend.size * 2.6))
            y += legend.size * 2.6
        col_w = legend.width / legend.columns
        count = len(legend_items(legend, board))
        for r, row_h in enumerate(legend_row_heights(legend, board)):
            entries = min(legend.columns, count - r * legend.columns)
            boxes += [(x + k * col_w, y, x + (k + 1) * col_w, y + row_h) for k in range(entries)]
            y += row_h
    return boxes


def frame_boxes(board: Board) -> list[tuple[float, float, float, float]]:
    """(left, top, right, bottom) of the four sides of the board's frame (its outer line and the thin
    one inside it, as draw.py draws them), each as one strip: seam marks and labels keep off them."""
    if not board.frame:
        return []
    f, width, height = board.frame, board.size.width, board.size.height
    near = f.inset - f.width / 2  # the outer line's outer edge
    far = f.inset + f.width * 2.2 + f.width * 0.35 / 2  # the inner line's inner edge
    return [
        (near, near, far, height - near),  # left
        (width - far, near, width - near, height - near),  # right
        (near, near, width - near, far),  # top
        (near, height - far, width - near, height - near),  # bottom
    ]


AREA_INSET = mm(0.9)  # an area's dashed outline inside its cells
# an area's name is the cue that tells its colour from a player's across the table: the letter size
# the colour check counts as readable there (validate/colour_check.LETTER_PT)
AREA_LABEL_MAX = 10.0
PATH_LABEL_MIN = 7.0  # an inner track's name (serif) never smaller


def area_label_box(cell: float, c0: int, c1: int) -> tuple[float, float]:
    """(width, max size) of an area's label in the tab at its top left (columns c0 to c1)."""
    width = (c1 + 1 - c0) * cell - 2 * AREA_INSET - mm(4)
    return width, max(min(cell * 0.16, AREA_LABEL_MAX), MIN_TEXT)


def track_label_size(cells) -> float:
    """The type size of a track's name above its first row of `cells`."""
    return max(min(cells[0].h * 0.42, 13), MIN_TEXT)


def area_label_fit(label: str, cell: float, c0: int, c1: int) -> Fitted | None:
    width, size = area_label_box(cell, c0, c1)
    return fit(label, fonts.SANS_BOLD, width, max_size=size, min_size=MIN_TEXT)


def area_label_problem(label: str, cell: float, c0: int, c1: int) -> str | None:
    width, size = area_label_box(cell, c0, c1)
    return text_problem(label, fonts.SANS_BOLD, width, max_size=size, min_size=MIN_TEXT)


def path_inside(rows: int, cols: int, cell: float) -> tuple[float, float]:
    """(width, height) inside an inner track's ring of fields: its label and note go there."""
    return (cols - 2) * cell, (rows - 2) * cell


def path_label_fit(label: str, rows: int, cols: int, cell: float) -> Fitted | None:
    inner_w, inner_h = path_inside(rows, cols, cell)
    high = min(16, inner_h * 0.3)
    return fit_text(label, fonts.SERIF_BOLD, inner_w - mm(4), max_size=high, min_size=PATH_LABEL_MIN, max_lines=2)


def path_note_size(cell: float) -> float:
    """The largest size of an inner track's note under its name: as large as its fields' commands
    (plan_field's LARGE_NOTES), read across the table (kit review r30, P minor 2: 8 pt)."""
    return max(min(cell * 0.12, 11.0), MIN_TEXT)


def path_note_fit(note: str, rows: int, cols: int, cell: float) -> Fitted | None:
    inner_w, _ = path_inside(rows, cols, cell)
    size = path_note_size(cell)
    return fit_text(note, fonts.SANS_ITALIC, inner_w - mm(4), max_size=size, min_size=MIN_TEXT, max_lines=4)
