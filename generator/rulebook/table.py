"""The table ready to play, for a rulebook figure (a board figure's `table:`; r38 K minor 17: the book had no
picture of the whole set-up). The board's first grid as a plan, its fields in the board's colours with the pieces
set out on them – a tile on every field of one type (the pieces of `tiles_of` drawn by their kind, shrunk: each
exhibit with its frame and its price badge in its group's colour), the blots on the fields the figure names, the pawns on their
start fields – and round it, at the sides the figure names, boxes for what else lies on the table, each named at
6.5 pt and never below 6 pt (schematic.fit_name; a name that does not fit is recorded in `dropped` and the figure
is refused, drawings.unreadable). A blot off the fields blots may lie on, or a pawn without its start field, is
refused as FigureUnavailable: the picture shows a legal set-up or none."""

from __future__ import annotations

import random

from reportlab.lib import colors

from generator.draw.fonts import SANS, SANS_BOLD
from generator.draw.kinds.board import layout, resolved
from generator.draw.piece import Piece
from generator.draw.text import text_width
from generator.model.core import Component, Game
from generator.model.units import mm
from generator.rulebook.drawings import CroppedCanvas, Dropped, FigureUnavailable, pieces_of
from generator.rulebook.overlay import pawn_disc
from generator.rulebook.schematic import NAME_SIZE, PAD, SMALLEST, fit_name

GAP = mm(2)  # between the board and the boxes round it, and between boxes
BAND = mm(9)  # the height of the boxes above and below the board
INK = "#1e1e1e"
BLOT = "#1e1e1e"
TILE = "#fffaf0"
TILE_SIDE = 0.84  # of a field: a tile on its field, a gap round it so neighbouring tiles read apart


class TableDrawing:
    """The table of `table` (the figure's FigureTable) round the plan of `component` (a board with a grid)."""

    def __init__(self, component: Component, game: Game, table):
        if component.kind != "board":
            raise FigureUnavailable(f"component '{component.name}' is a {component.kind}, not a board")
        self.spec = resolved(component, game)
        fields = [f for f in layout(self.spec, game).fields if f.element == "grid" and f.element_index == 0]
        if not fields:
            raise FigureUnavailable(f"board '{component.name}' has no grid to draw the table's plan from")
        self.table = table
        self.cells = {f.cell: f for f in fields}
        self.cols = max(c for c, _ in self.cells) + 1
        self.rows = max(r for _, r in self.cells) + 1
        self.blots = {(c, r) for r, c in table.blots}
        for c, r in sorted(self.blots):
            found = self.cells.get((c, r))
            if found is None or (found.type or found.look) != table.blot_on:
                raise FigureUnavailable(f"a blot at row {r}, column {c} lies off the '{table.blot_on}' fields")
        self.pawns = self._pawns(game)
        self.tiles = self._tiles(game)
        self.dropped: list[Dropped] = []
        self.scale = 1.0
        self.width = self.height = 0.0

    def _pawns(self, game: Game) -> dict[tuple[int, int], tuple[str, str]]:
        """The first `pawns` pawns at their start fields: cell → (mark, colour)."""
        if not self.table.pawns:
            return {}
        owner = game.components.get(self.table.pawns_of)
        marks = list(getattr(owner.spec, "pawns", None) or []) if owner is not None else []
        if len(marks) < self.table.pawns:
            raise FigureUnavailable(f"'{self.table.pawns_of}' has {len(marks)} pawn(s), the table shows more")
        starts = {str(f.number): cell for cell, f in self.cells.items() if f.type == self.table.start}
        placed = {}
        for pawn in marks[: self.table.pawns]:
            if pawn.mark not in starts:
                raise FigureUnavailable(f"pawn {pawn.mark} has no start field '{self.table.start}{pawn.mark}'")
            placed[starts[pawn.mark]] = (pawn.mark, pawn.color)
        return placed

    def _tiles(self, game: Game) -> dict[tuple[int, int], Piece]:
        """cell → the piece of `tiles_of` that lies on that field of `tiles_on` at the start: the component's
        first pieces (Kolekcjonerzy's exhibits, before its blots), shuffled as the arbiter shuffles them – with
        a fixed seed, so every build draws the same table. Empty without `tiles_of` (plain tiles)."""
        if not self.table.tiles_of:
            return {}
        owner = game.components.get(self.table.tiles_of)
        if owner is None:
            raise FigureUnavailable(f"the table lays the tiles of '{self.table.tiles_of}', which this game lacks")
        fields = sorted(
            (cell for cell, f in self.cells.items() if f.type == self.table.tiles_on), key=lambda c: c[::-1]
        )
        pieces = pieces_of(owner, game)[: len(fields)]
        if len(pieces) < len(fields):
            raise FigureUnavailable(
                f"'{owner.name}' has {len(pieces)} piece(s) for the {len(fields)} '{self.table.tiles_on}' fields"
            )
        random.Random(len(fields)).shuffle(pieces)
        return dict(zip(fields, pieces))

    def seat_colour(self, pawn: str) -> str:
        return next((colour for mark, colour in self.pawns.values() if mark == pawn), INK)

    def _bands(self) -> tuple[float, float]:
        """The room the rows of boxes above and below the board take: a band where the side has boxes, else none."""
        return tuple(
            BAND + GAP if any(s.side == where for s in self.table.seats) else 0.0 for where in ("top", "bottom")
        )

    def wrap(self, availWidth, availHeight):
        self.width = availWidth
        self.height = self.table.board + sum(self._bands())
        return self.width, self.height

    def draw(self, c):
        self.dropped = []
        side = self.table.board
        left = (self.width - side) / 2
        bottom = self._bands()[1]
        self._board(c, left, bottom, side)
        seats = {s: [seat for seat in self.table.seats if seat.side == s] for s in ("top", "right", "bottom", "left")}
        for where, y in (("top", bottom + side + GAP), ("bottom", 0.0)):  # rows across the whole figure
            row = seats[where]
            width = (self.width - GAP * (len(row) - 1)) / len(row) if row else 0
            for n, seat in enumerate(row):
                self._box(c, seat, n * (width + GAP), y, width, BAND)
        column = left - 2 * GAP  # each side column's width, beside the board
        for where, x in (("left", 0.0), ("right", left + side + 2 * GAP)):
            stack = seats[where]
            height = (side - GAP * (len(stack) - 1)) / len(stack) if stack else 0
            for n, seat in enumerate(stack):
                self._box(c, seat, x, bottom + side - (n + 1) * height - n * GAP, column, height)

    def _board(self, c, left: float, bottom: float, side: float) -> None:
        cell = side / max(self.cols, self.rows)
        c.saveState()
        c.setFillColor(colors.HexColor(self.spec.background or "#ffffff"))
        c.setStrokeColor(colors.HexColor(INK))
        c.setLineWidth(0.5)
        c.rect(left - mm(1), bottom - mm(1), side + mm(2), side + mm(2), stroke=1, fill=1)
        for (col, row), placed in self.cells.items():
            x, y = left + col * cell, bottom + side - (row + 1) * cell
            look = self.spec.field_types.get(placed.type or placed.look or "")
            c.setFillColor(colors.HexColor(getattr(look, "fill", None) or "#ffffff"))
            c.setStrokeColor(colors.HexColor(getattr(look, "stroke", None) or INK))
            c.setLineWidth(0.25)
            c.rect(x, y, cell, cell, stroke=1, fill=1)
            middle = (x + cell / 2, y + cell / 2)
            if (col, row) in self.pawns:
                mark, colour = self.pawns[(col, row)]
                pawn_disc(c, colors, *middle, mark, colour, radius=cell * 0.44, size=self._mark_size(mark, cell))
            elif placed.type and placed.type == self.table.tiles_on:
                inset = cell * (1 - TILE_SIDE) / 2
                if (col, row) in self.tiles:
                    self._tile(c, self.tiles[(col, row)], x + inset, y + inset, cell * TILE_SIDE)
                else:
                    c.setFillColor(colors.HexColor(TILE))
                    c.setStrokeColor(colors.HexColor(getattr(look, "stroke", None) or INK))
                    c.setLineWidth(0.4)
                    c.rect(x + inset, y + inset, cell * TILE_SIDE, cell * TILE_SIDE, stroke=1, fill=1)
            elif (col, row) in self.blots:
                c.setFillColor(colors.HexColor(BLOT))
                c.circle(*middle, cell * 0.36, stroke=0, fill=1)
                c.circle(middle[0] + cell * 0.22, middle[1] + cell * 0.2, cell * 0.14, stroke=0, fill=1)
            else:
                said = getattr(look, "text", None) or ""
                if placed.number is not None and (self.table.free_starts_numbered or placed.type != self.table.start):
                    said = str(placed.number)
                if said:
                    size = self._mark_size(said, cell)
                    c.setFillColor(colors.HexColor(getattr(look, "ink", None) or INK))
                    c.setFont(SANS_BOLD, size)
                    c.drawCentredString(middle[0], middle[1] - size * 0.35, said)
        c.restoreState()

    @staticmethod
    def _tile(c, piece: Piece, x: float, y: float, side: float) -> None:
        """`piece`'s front drawn by its kind, shrunk into the square at (x, y): its frame, picture and price badge
        as a player sees them across the table. Its words and numerals would print far below 6 pt there: they are
        left out (the canvas of every scaled figure, cropped.CroppedCanvas) – the plan shows where the tiles lie
        and their price groups, not what they say."""
        shrunk = CroppedCanvas(c, x, y, x + side, y + side, [], cuts=False)
        shrunk.saveState()
        shrunk.translate(x, y)
        shrunk.scale(side / piece.width, side / piece.height)
        trim = shrunk.beginPath()
        trim.rect(0, 0, piece.width, piece.height)
        shrunk.clipPath(trim, stroke=0, fill=0)
        piece.front(shrunk, piece.width, piece.height)
        shrunk.restoreState()

    def _mark_size(self, mark: str, cell: float) -> float:
        """A mark's size in a field `cell` wide: 6.5 pt, less where it would not fit, recorded below 6 pt."""
        room = cell * 0.8
        size = min(NAME_SIZE, NAME_SIZE * room / max(text_width(mark, SANS_BOLD, NAME_SIZE), 0.1))
        if size < SMALLEST:
            self.dropped.append(Dropped(mark, size, False))
        return size

    def _box(self, c, seat, x: float, y: float, w: float, h: float) -> None:
        ink = "#ffffff" if seat.covered else INK
        c.saveState()
        c.setFillColor(colors.HexColor("#4a4a4a" if seat.covered else "#ffffff"))
        c.setStrokeColor(colors.HexColor(self.seat_colour(seat.pawn) if seat.pawn else "#6d5f52"))
        c.setLineWidth(1.2 if seat.pawn else 0.5)
        c.roundRect(x, y, w, h, mm(1), stroke=1, fill=1)
        fitted = fit_name(seat.text, w - 2 * PAD, h - 2 * PAD, NAME_SIZE, SMALLEST)
        if fitted is None:
            widest = max(text_width(word, SANS, SMALLEST) for word in seat.text.split())
            self.dropped.append(Dropped(seat.text, min(SMALLEST * (w - 2 * PAD) / widest, SMALLEST - 0.05), False))
        else:
            c.setFillColor(colors.HexColor(ink))
            c.setFont(SANS, fitted.size)
            leading = fitted.size * 1.15
            top = y + h / 2 + (len(fitted.lines) - 1) * leading / 2 - fitted.size * 0.35
            for n, line in enumerate(fitted.lines):
                c.drawCentredString(x + w / 2, top - n * leading, line)
        c.restoreState()
