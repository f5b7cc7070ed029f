"""Drawing a laid-out board onto a canvas whose origin is the board's bottom-left corner (PDF y up).

One renderer for every board: it walks the layout (fields, lines, arrows) and the board's texts,
tables and legends. Board coordinates (y down) are turned into PDF coordinates here and nowhere
else (`_y`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from generator.draw import fonts
from generator.draw.band_mark import draw_band_mark
from generator.draw.cropped import prints_words
from generator.draw.kinds.board.content import (
    DARK,
    MIN_TEXT,
    PAWN_CHIP,
    PAWN_CHIP_INSET,
    Content,
    FieldPlan,
    SymbolOp,
    TextOp,
    band_mark_diameter,
    chip_pawn,
    content_of,
    fit_text,
    plan_field,
    property_index,
    readable_on,
    scaled_contents,
    track_name_ink,
)
from generator.draw.kinds.board.measure import (  # noqa: F401
    CELL_PAD,
    FONT_NAMES,
    GRID_OUTLINE,
    LEGEND_SAMPLE,
    SWATCH_GAP,
    TRACK_OUTLINE,
    TableShape,
    area_label_fit,
    area_ticks,
    frame_inner,
    grid_label,
    legend_height,
    legend_items,
    path_inside,
    path_label_fit,
    path_note_fit,
    path_note_size,
    table_rows,
    table_shape,
    text_box,
    text_lines,
    track_label_size,
    track_symbol_disc,
    track_symbol_size,
)
from generator.draw.kinds.board.model import Board, Legend, Table, Text
from generator.draw.kinds.board.placed import GridGeometry, Layout, Placed, cell_name
from generator.draw.kinds.board.symbols import draw_symbol
from generator.draw.kinds.standees_draw import draw_pattern, underline_mark
from generator.draw.text import draw_marked, fit
from generator.model.core import Game
from generator.model.units import mm
from generator.model.vocab import luminance

HEX = colors.HexColor


@dataclass
class Painter:
    c: Canvas
    board: Board
    layout: Layout
    game: Game | None

    def __post_init__(self) -> None:
        self.height = self.board.size.height
        self.properties = property_index(self.game)
        # each field with its group's type scale (content.scaled_contents), by its place in the layout
        self.scaled = dict(
            zip(map(id, self.layout.fields), scaled_contents(self.layout.fields, self.board, self.properties))
        )

    def _y(self, y: float) -> float:
        return self.height - y

    # ----------------------------------------------------------------- whole board
    def draw(self) -> None:
        self._background()
        for grid in self.layout.grids:
            self._grid(grid)
        for link in self.layout.links:
            self._link(link)
        for f in self.layout.fields:
            if f.element in ("graph", "loop", "path", "track"):
                self._field(f)
        for li, _loop in enumerate(self.board.loops):
            self._loop_outline(li)
        for geometry in self.layout.paths:
            self._path_label(geometry)
        for arrow in self.layout.arrows:
            self._arrow(arrow.points, HEX(arrow.color), arrow.width)
        for ti, _track in enumerate(self.board.tracks):
            self._track_label(ti)
        for text in self.board.texts:
            draw_text(self.c, text, self.height)
        for table in self.board.tables:
            draw_table(self.c, table, self.height, self.game)
        for legend in self.board.legends:
            draw_legend(self.c, legend, self.board, self.height)
        for icon in self.board.icons:
            x, y = icon.at
            draw_symbol(
                self.c,
                icon.symbol,
                x + icon.size / 2,
                self._y(y + icon.size / 2),
                icon.size,
                HEX(icon.color),
                HEX(icon.paper),
            )

    def _background(self) -> None:
        c, b = self.c, self.board
        c.setFillColor(HEX(b.background))
        c.rect(-b.bleed, -b.bleed, b.size.width + 2 * b.bleed, b.size.height + 2 * b.bleed, stroke=0, fill=1)
        if b.frame:
            draw_frame(c, b, b.frame.color)

    # ----------------------------------------------------------------- fields
    def plan(self, f: Placed, fill_unmarked: str = "#fffaf0") -> tuple[object, FieldPlan | None]:
        content = self.scaled.get(id(f)) if f.type is not None else None
        content = content or content_of(f, self.board, self.properties, fill_unmarked)
        plan, _ = plan_field(content, f.w, f.h)
        return content, plan

    def _field(self, f: Placed, stroke: bool = True, fill_unmarked: str = "#fffaf0") -> None:
        content, plan = self.plan(f, fill_unmarked)
        c = self.c
        c.saveState()
        c.translate(f.cx, self._y(f.cy))
        c.rotate(f.angle)
        c.translate(-f.w / 2, -f.h / 2)
        draw_field_body(c, content, plan, f.w, f.h, stroke)
        self._pawn_chip(f, content.ink)
        c.restoreState()

    def _pawn_chip(self, f: Placed, outline: str) -> None:
        """The chip of the pawn whose mark is the field's number (`pawn_chips`), in the field's
        bottom-left corner: the pawn's colour, its pattern and an outline in the field's ink, so a
        dark pawn's chip shows on a dark field (drawn in the field's own coordinates)."""
        pawn = chip_pawn(self.board, f, self.game)
        if pawn is None:
            return
        c, side, inset = self.c, PAWN_CHIP, PAWN_CHIP_INSET
        c.saveState()
        c.setFillColor(HEX(pawn.color))
        c.setStrokeColor(HEX(outline))
        c.setLineWidth(0.8)
        c.roundRect(inset, inset, side, side, mm(1.5), stroke=0, fill=1)
        if pawn.pattern:
            draw_pattern(c, pawn.pattern, HEX(pawn.ink_color), (inset, inset, side, side), inset)
        c.roundRect(inset, inset, side, side, mm(1.5), stroke=1, fill=0)
        c.restoreState()

    # ----------------------------------------------------------------- grids
    def _grid(self, g: GridGeometry) -> None:
        c, grid = self.c, g.grid
        cells = {f.cell: f for f in self.layout.of("grid", g.index)}
        for f in cells.values():
            self._field(f, stroke=False, fill_unmarked=grid.fill)
        line = HEX(grid.line)
        c.setStrokeColor(line)
        c.setLineWidth(mm(0.3))
        for col, row in g.present:
            x, y = g.x + col * g.cell, g.y + row * g.cell
            c.rect(x, self._y(y + g.cell), g.cell, g.cell, stroke=1, fill=0)
        # a stronger outline where a field has no neighbour
        c.setLineWidth(GRID_OUTLINE)
        c.setStrokeColor(HEX(DARK))
        for col, row in g.present:
            x, y = g.x + col * g.cell, g.y + row * g.cell
            if (col, row - 1) not in g.present:
                c.line(x, self._y(y), x + g.cell, self._y(y))
            if (col, row + 1) not in g.present:
                c.line(x, self._y(y + g.cell), x + g.cell, self._y(y + g.cell))
            if (col - 1, row) not in g.present:
                c.line(x, self._y(y), x, self._y(y + g.cell))
            if (col + 1, row) not in g.present:
                c.line(x + g.cell, self._y(y), x + g.cell, self._y(y + g.cell))
        for (c0, r0, c1, r1), area in zip(g.areas, grid.areas):
            self._area(g, c0, r0, c1, r1, area)
        if grid.coordinates:
            self._coordinates(g)
        if grid.label:
            size, x, baseline = grid_label(g)
            c.setFont(fonts.SERIF_BOLD, size)
            c.setFillColor(HEX(DARK))
            c.drawString(x, self._y(baseline), grid.label)

    def _area(self, g: GridGeometry, c0: int, r0: int, c1: int, r1: int, area) -> None:
        c = self.c
        inset = mm(0.9)
        x0, y0 = g.x + c0 * g.cell + inset, g.y + r0 * g.cell + inset
        x1, y1 = g.x + (c1 + 1) * g.cell - inset, g.y + (r1 + 1) * g.cell - inset
        c.saveState()
        color = HEX(area.color)
        c.setStrokeColor(color)
        c.setLineWidth(mm(1.2))
        c.setDash(mm(3), mm(1.5))
        c.rect(x0, self._y(y1), x1 - x0, y1 - y0, stroke=1, fill=0)
        c.setFillColor(color)
        for left, top, right, bottom in area_ticks(g, c0, r0, c1, r1, area.ticks):  # its rows and columns outside
            c.rect(left, self._y(bottom), right - left, bottom - top, stroke=0, fill=1)
        c.restoreState()
        if area.label:
            fitted = area_label_fit(area.label, g.cell, c0, c1)
            if fitted is None:
                raise AssertionError(f"area label '{area.label}' does not fit: the check should have reported it")
            if fitted and prints_words(c, fitted.size):  # the tab carries the word: none where it is left out
                width = fonts.text_width(area.label, fonts.SANS_BOLD, fitted.size) + mm(3)
                c.setFillColor(color)
                c.roundRect(
                    x0 + mm(1.5),
                    self._y(y0 + mm(1.2)) - fitted.size * 1.35,
                    width,
                    fitted.size * 1.35,
                    mm(0.8),
                    stroke=0,
                    fill=1,
                )
            if fitted:  # drawn either way: a figure that must show it records the word it leaves out
                c.setFillColor(HEX(readable_on(area.color)))
                c.setFont(fonts.SANS_BOLD, fitted.size)
                c.drawString(x0 + mm(3), self._y(y0 + mm(1.2)) - fitted.size * 1.02, area.label)

    def _coordinates(self, g: GridGeometry) -> None:
        c = self.c
        size = max(min(g.cell * 0.2, 9), MIN_TEXT)
        c.setFont(fonts.SANS_SEMIBOLD, size)
        c.setFillColor(HEX("#6d5f52"))
        off = g.cell * 0.22
        for col in range(g.cols):
            x = g.x + (col + 0.5) * g.cell
            letter = cell_name(col, 0)[:-1]
            c.drawCentredString(x, self._y(g.y - off) + size * 0.05, letter)
            c.drawCentredString(x, self._y(g.y + g.rows * g.cell + off) - size * 0.75, letter)
        for row in range(g.rows):
            y = self._y(g.y + (row + 0.5) * g.cell) - size * 0.35
            c.drawRightString(g.x - off * 0.7, y, str(row + 1))
            c.drawString(g.x + g.cols * g.cell + off * 0.7, y, str(row + 1))

    # ----------------------------------------------------------------- graphs
    def _link(self, link) -> None:
        graph = self.board.graphs[link.graph]
        c = self.c
        a, b = (link.a.cx, self._y(link.a.cy)), (link.b.cx, self._y(link.b.cy))
        c.saveState()
        c.setLineCap(1)
        c.setStrokeColor(HEX(graph.line))
        c.setLineWidth(graph.line_width)
        c.line(*a, *b)
        c.setStrokeColor(HEX(self.board.background))
        c.setLineWidth(graph.line_width * 0.38)
        c.line(*a, *b)
        c.restoreState()

    # ----------------------------------------------------------------- loops, paths, tracks
    def _loop_outline(self, li: int) -> None:
        loop = self.board.loops[li]
        c, box = self.c, loop.box
        c.setStrokeColor(HEX(loop.line))
        c.setLineWidth(mm(0.8))
        c.rect(box.x, self._y(box.y + box.height), box.width, box.height, stroke=1, fill=0)
        d = loop.depth
        c.rect(box.x + d, self._y(box.y + box.height - d), box.width - 2 * d, box.height - 2 * d, stroke=1, fill=0)

    def _path_label(self, g) -> None:
        path = g.path
        inner_w, inner_h = path_inside(path.rows, path.cols, g.cell)
        if not path.label or inner_w <= 0 or inner_h <= 0:
            return
        cx = g.x + path.cols * g.cell / 2
        top = g.y + g.cell
        c = self.c
        width = inner_w - mm(4)
        fitted = path_label_fit(path.label, path.rows, path.cols, g.cell)
        if fitted is None:
            raise AssertionError(f"inner track label '{path.label}' does not fit: the check should have reported it")
        y = self._y(top) - (inner_h - _label_block(fitted, path.note, width, inner_h, path_note_size(g.cell))) / 2
        c.setFillColor(HEX(DARK))
        if fitted:
            c.setFont(fonts.SERIF_BOLD, fitted.size)
            for line in fitted.lines:
                y -= fitted.size * 0.95
                c.drawCentredString(cx, y, line)
                y -= fitted.size * 0.2
        if path.note:
            note = path_note_fit(path.note, path.rows, path.cols, g.cell)
            if note is None:
                raise AssertionError(f"inner track note '{path.note}' does not fit: the check should have reported it")
            if note:
                y -= note.size * 0.4
                c.setFont(fonts.SANS_ITALIC, note.size)
                for line in note.lines:
                    y -= note.size * 1.12
                    c.drawCentredString(cx, y, line)

    def _track_label(self, ti: int) -> None:
        track = self.board.tracks[ti]
        cells = self.layout.of("track", ti)
        if track.symbol != "none" and cells:
            self._track_symbol(track, cells)
        if not track.label or not cells:
            return
        c = self.c
        left = min(f.cx - f.w / 2 for f in cells)
        right = max(f.cx + f.w / 2 for f in cells)
        top = min(f.cy - f.h / 2 for f in cells)
        size = track_label_size(cells)
        c.setFillColor(HEX(track_name_ink(track.color, self.board.background, size)))
        c.setFont(fonts.SERIF_BOLD, size)
        y = self._y(top) + size * 0.45
        if track.direction in ("right", "left"):
            c.drawString(left, y, track.label)
        else:
            c.drawCentredString((left + right) / 2, y, track.label)
        c.setStrokeColor(HEX(track.color))
        c.setLineWidth(TRACK_OUTLINE)
        bottom = max(f.cy + f.h / 2 for f in cells)
        c.rect(left, self._y(bottom), right - left, bottom - top, stroke=1, fill=0)

    def _track_symbol(self, track, cells) -> None:
        """The track's symbol in a disc beside its first cell, outside the row: a non-colour cue."""
        cx, cy, radius = track_symbol_disc(track, cells)
        ink = HEX(track.color)
        self.c.setFillColor(ink)
        self.c.circle(cx, self._y(cy), radius, stroke=0, fill=1)
        draw_symbol(self.c, track.symbol, cx, self._y(cy), radius * 1.3, colors.white, ink)

    # ----------------------------------------------------------------- arrows
    def _arrow(self, points, color, width: float) -> None:
        draw_arrow(self.c, [(x, self._y(y)) for x, y in points], color, width)


def _shade(hex_color: str, amount: float) -> colors.Color:
    base = HEX(hex_color)
    return colors.Color(base.red * (1 - amount), base.green * (1 - amount), base.blue * (1 - amount))


def draw_field_body(c: Canvas, content, plan: FieldPlan | None, w: float, h: float, stroke: bool = True) -> None:
    """Shape, colour band and the planned texts and symbols, in the field's local frame."""
    fill, line = HEX(content.fill), HEX(content.stroke)
    c.setFillColor(fill)
    c.setStrokeColor(line)
    c.setLineWidth(mm(0.45))
    base = min(w, h)
    if content.shape == "circle":
        c.circle(w / 2, h / 2, w / 2, stroke=1 if stroke else 0, fill=1)
        c.setLineWidth(mm(0.25))
        c.setStrokeColor(HEX("#ffffff") if readable_on(content.fill) != DARK else line)
        c.circle(w / 2, h / 2, w / 2 - base * 0.06, stroke=1 if stroke else 0, fill=0)
    elif content.shape == "rounded":
        c.roundRect(0, 0, w, h, base * 0.12, stroke=1 if stroke else 0, fill=1)
    else:
        c.rect(0, 0, w, h, stroke=1 if stroke else 0, fill=1)
    if plan is None:
        return
    if plan.band_height:
        c.setFillColor(HEX(content.band))
        c.rect(0, h - plan.band_height, w, plan.band_height, stroke=0, fill=1)
        if stroke:
            c.setStrokeColor(line)
            c.setLineWidth(mm(0.3))
            c.line(0, h - plan.band_height, w, h - plan.band_height)
            c.setLineWidth(mm(0.45))
            c.rect(0, 0, w, h, stroke=1, fill=0)
        if content.band_mark:  # in the band's middle, as on the piece of its colour (a street's Posesja card)
            draw_band_mark(c, w / 2, h - plan.band_height / 2, band_mark_diameter(plan.band_height), content.band_mark)
    # symbols in the outline colour when it stands out from the fill, else in the text colour
    symbol_ink = line if abs(luminance(content.stroke) - luminance(content.fill)) > 0.35 else HEX(content.ink)
    for op in plan.ops:
        if isinstance(op, SymbolOp):
            draw_symbol(c, op.name, op.cx, op.cy, op.size, symbol_ink, fill)
        else:
            _text_op(c, op, w)


def _text_op(c: Canvas, op: TextOp, w: float) -> None:
    c.setFillColor(HEX(op.color))
    c.setFont(op.font, op.fitted.size)
    y = op.baseline
    for line in op.fitted.lines:
        c.drawCentredString(w / 2, y, line)
        # a field's number that reads as another upside down (6 and 9) is underlined as the pawns' marks are: a board
        # is read from every side of the table (kit review r43, K minor 7: the start squares' „6” and „9”, bare)
        underline_mark(c, line, op.font, op.fitted.size, w / 2, y)
        y -= op.fitted.size * op.leading


def _label_block(fitted, note: str, width: float, room: float, note_size: float) -> float:
    height = 0.0
    if fitted:
        height += len(fitted.lines) * fitted.size * 1.15
    if note:
        n = fit_text(note, fonts.SANS_ITALIC, width, max_size=note_size, min_size=MIN_TEXT, max_lines=4)
        if n:
            height += n.size * 0.4 + len(n.lines) * n.size * 1.12
    return min(height, room)


def draw_arrow(c: Canvas, pts: list[tuple[float, float]], color, width: float = mm(2.6)) -> None:
    """A thick arrow along an orthogonal polyline (PDF coordinates), outlined so it reads on any field."""
    if len(pts) < 2:
        return
    (x1, y1), (x2, y2) = pts[-2], pts[-1]
    length = math.hypot(x2 - x1, y2 - y1) or 1.0
    ux, uy = (x2 - x1) / length, (y2 - y1) / length
    head = width * 2.3
    shaft_end = (x2 - ux * head * 0.9, y2 - uy * head * 0.9)
    body = pts[:-1] + [shaft_end]
    c.saveState()
    c.setLineJoin(1)
    c.setLineCap(0)
    for stroke_width, stroke_color in ((width + mm(1.0), HEX(DARK)), (width, color)):
        p = c.beginPath()
        p.moveTo(*body[0])
        for pt in body[1:]:
            p.lineTo(*pt)
        c.setStrokeColor(stroke_color)
        c.setLineWidth(stroke_width)
        c.drawPath(p, stroke=1, fill=0)
    p = c.beginPath()
    p.moveTo(x2, y2)
    p.lineTo(x2 - ux * head - uy * head * 0.55, y2 - uy * head + ux * head * 0.55)
    p.lineTo(x2 - ux * head + uy * head * 0.55, y2 - uy * head - ux * head * 0.55)
    p.close()
    c.setFillColor(color)
    c.setStrokeColor(HEX(DARK))
    c.setLineWidth(mm(0.5))
    c.drawPath(p, stroke=1, fill=1)
    c.restoreState()


# --------------------------------------------------------------------------- texts, tables, legends


def draw_text(c: Canvas, text: Text, height: float) -> None:
    font = FONT_NAMES[text.font]
    x, y = text.at
    c.saveState()
    c.translate(x, height - y)
    c.rotate(text.rotate)
    c.setFillColor(HEX(text.color))
    c.setFont(font, text.size)
    italic = False  # a term in italic (*faux pas*) may break over two lines
    for i, line in enumerate(text_lines(text)):
        italic = draw_marked(c, 0, -i * text.size * text.leading, line, font, text.size, text.align, italic)
    c.restoreState()


def draw_table(c: Canvas, table: Table, height: float, game: Game | None) -> None:
    shape = table_shape(table, game)
    x0, y = table.at
    ink = HEX(table.color)
    c.saveState()
    if table.title:
        c.setFillColor(ink)
        c.setFont(fonts.SERIF_BOLD, table.size * 1.45)
        c.drawString(x0, height - y - table.size * 1.5, table.title)
        y += shape.title_height
    body_h = (len(shape.rows) + 1) * shape.row_height
    c.setFillColor(HEX(table.fill))
    c.rect(x0, height - y - body_h, table.width, body_h, stroke=0, fill=1)
    c.setFillColor(ink)
    c.rect(x0, height - y - shape.row_height, table.width, shape.row_height, stroke=0, fill=1)
    header_ink = HEX(readable_on(table.color))
    for r, cells in enumerate([table.columns] + shape.rows):
        top = y + r * shape.row_height
        base = height - top - shape.row_height / 2 - table.size * 0.33
        x = x0
        if r > 0 and r % 2 == 0:
            c.setFillColor(_shade(table.fill, 0.05))  # opaque: alpha does not survive a form XObject
            c.rect(x0, height - top - shape.row_height, table.width, shape.row_height, stroke=0, fill=1)
        if r > 0:
            c.setStrokeColor(HEX("#b9ab97"))
            c.setLineWidth(mm(0.2))
            c.line(x0, height - top, x0 + table.width, height - top)
        for col, (cell, width) in enumerate(zip(cells, shape.widths)):
            font = fonts.SANS_BOLD if r == 0 else (fonts.SANS_SEMIBOLD if col == 0 else fonts.SANS)
            c.setFillColor(header_ink if r == 0 else HEX(DARK))
            pad = CELL_PAD
            text_x = x + pad
            if r > 0 and col == 0 and shape.swatches[r - 1]:
                c.setFillColor(HEX(shape.swatches[r - 1]))
                sw = shape.row_height * 0.55
                c.rect(text_x, height - top - shape.row_height / 2 - sw / 2, sw, sw, stroke=0, fill=1)
                text_x += sw + SWATCH_GAP
                c.setFillColor(HEX(DARK))
            fitted = fit(cell, font, x + width - text_x - pad, max_size=table.size, min_size=MIN_TEXT)
            c.setFont(font, fitted.size if fitted else MIN_TEXT)
            if col == 0:
                c.drawString(text_x, base, cell)
            else:
                c.drawRightString(x + width - pad, base, cell)
            x += width
    # the outline last, over the header's and the rows' fills: one width for header and body, and the
    # border whole on every row (kit review r19: alternate row fills covered it, the header stood out)
    c.setStrokeColor(ink)
    c.setLineWidth(mm(0.5))
    c.rect(x0, height - y - body_h, table.width, body_h, stroke=1, fill=0)
    if shape.note_lines:
        c.setFillColor(ink)
        c.setFont(fonts.SANS_ITALIC, table.size * 0.85)
        yy = height - y - body_h - shape.row_height * 0.3
        for line in shape.note_lines:
            yy -= shape.row_height * 0.62
            c.drawString(x0, yy, line)
    c.restoreState()


def draw_legend(c: Canvas, legend: Legend, board: Board, height: float) -> None:
    items = legend_items(legend, board)
    x0, y = legend.at
    ink = HEX(legend.color)
    # the title and the swatches explain the entries' words: left out with them (a figure too small to print
    # them; the words are still drawn, so a figure that must show them records what it leaves out)
    swatches = prints_words(c, legend.size)
    if legend.title and swatches:
        c.setFillColor(ink)
        c.setFont(fonts.SERIF_BOLD, legend.size * 1.6)
        c.drawString(x0, height - y - legend.size * 1.5, legend.title)
        y += legend.size * 2.6
    col_w = legend.width / legend.columns
    rows = math.ceil(len(items) / legend.columns)
    for r in range(rows):
        chunk = items[r * legend.columns : (r + 1) * legend.columns]
        row_h = max(max(legend.size * (1.6 + 1.2 * len(i[2])), LEGEND_SAMPLE) for i in chunk) + mm(3)
        for k, (type_id, name, lines) in enumerate(chunk):
            x = x0 + k * col_w
            style = board.field_types[type_id]
            content = Content(
                fill=style.fill,
                stroke=style.stroke,
                ink=style.ink or readable_on(style.fill),
                shape=style.shape,
                band=style.band,
                symbol=style.symbol,
                glyph=style.text if style.symbol == "none" else "",
            )
            if swatches:
                plan, _ = plan_field(content, LEGEND_SAMPLE, LEGEND_SAMPLE)
                c.saveState()
                c.translate(x, height - y - LEGEND_SAMPLE)
                draw_field_body(c, content, plan, LEGEND_SAMPLE, LEGEND_SAMPLE)
                c.restoreState()
            tx = x + LEGEND_SAMPLE + mm(2.5)
            c.setFillColor(ink)
            c.setFont(fonts.SANS_BOLD, legend.size * 1.05)
            c.drawString(tx, height - y - legend.size * 1.05, name)
            c.setFont(fonts.SANS, legend.size)
            yy = height - y - legend.size * 1.05
            for line in lines:
                yy -= legend.size * 1.2
                c.drawString(tx, yy, line)
        y += row_h


def draw_frame(c: Canvas, board: Board, color: str) -> None:
    """The board's frame (a line and a thinner one inside it; the thin one alone without `outer`) in `color`: its
    own, or a copy's owner's (owners_draw.py)."""
    f, w, h = board.frame, board.size.width, board.size.height
    c.saveState()
    c.setStrokeColor(HEX(color))
    if f.outer:
        c.setLineWidth(f.width)
        c.rect(f.inset, f.inset, w - 2 * f.inset, h - 2 * f.inset, stroke=1, fill=0)
    c.setLineWidth(f.width * 0.35)
    inner = frame_inner(f)
    c.rect(inner, inner, w - 2 * inner, h - 2 * inner, stroke=1, fill=0)
    c.restoreState()


def draw_board(c: Canvas, board: Board, layout: Layout, game: Game | None) -> None:
    Painter(c, board, layout, game).draw()
