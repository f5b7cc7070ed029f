"""A laid-out board: every field placed (position, size, the angle its text reads at), the links
and arrows between fields, the geometry of grids and inner paths, and the problems laying out
found, each with the key path of its YAML value; how messages name a field or a cell. Plain data,
made by geometry.layout."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from generator.draw.kinds.board.model import CELL, Board, BoardField, Grid, Path

KeyPath = tuple[Any, ...]


@dataclass(frozen=True)
class Problem:
    where: KeyPath
    message: str
    rule: str
    offset: int = 0  # characters into the YAML scalar (a token of a grid map row)


@dataclass(frozen=True)
class Placed:
    """One field on the board."""

    element: str  # grid, graph, loop, path, track
    element_index: int
    index: int  # order within the element (play order on tracks; row-major on grids)
    id: str | None
    type: str | None  # None: an unmarked grid cell
    cx: float
    cy: float
    w: float
    h: float
    angle: float
    where: KeyPath
    offset: int = 0
    field: BoardField | None = None
    number: int | None = None
    value: str = ""
    corner: bool = False
    cell: tuple[int, int] | None = None  # (col, row) on a grid
    look: str | None = None  # field type drawn for an unmarked cell (grid `plain`)

    @property
    def name(self) -> str:
        """How messages name the field."""
        if self.id:
            return f"'{self.id}'"
        if self.cell is not None:
            return cell_name(*self.cell)
        return f"{self.element} field {self.index + 1}"

    @property
    def inward(self) -> tuple[float, float]:
        """Unit vector (board coordinates, y down) from the field towards the board's inside."""
        a = math.radians(self.angle)
        return -math.sin(a), -math.cos(a)

    def edge_point(self, towards: str = "inner", gap: float = 0.0) -> tuple[float, float]:
        nx, ny = self.inward
        distance = self.h / 2 + gap
        if towards == "outer":
            distance = -distance
        return self.cx + nx * distance, self.cy + ny * distance

    @property
    def bounds(self) -> tuple[float, float, float, float]:
        a = math.radians(self.angle)
        ex = abs(math.cos(a)) * self.w / 2 + abs(math.sin(a)) * self.h / 2
        ey = abs(math.sin(a)) * self.w / 2 + abs(math.cos(a)) * self.h / 2
        return self.cx - ex, self.cy - ey, self.cx + ex, self.cy + ey


@dataclass(frozen=True)
class Link:
    graph: int
    a: Placed
    b: Placed
    where: KeyPath
    offset: int = 0

    @property
    def length(self) -> float:
        return math.hypot(self.b.cx - self.a.cx, self.b.cy - self.a.cy)


TURN_ROOM = 4.0 * 72 / 25.4  # beside a track's first cell, the turn arrow from the track it continues


@dataclass(frozen=True)
class Arrow:
    path: int  # the inner track's index (entry, exit) or the value track's (turn)
    kind: str  # entry, exit, turn or direction (a loop's way of play)
    points: tuple[tuple[float, float], ...]
    color: str
    width: float = 2.6 * 72 / 25.4  # the shaft (pt); the arrowhead grows with it


@dataclass(frozen=True)
class GridGeometry:
    index: int
    grid: Grid
    x: float
    y: float
    cell: float
    cols: int
    rows: int
    present: frozenset[tuple[int, int]]  # cells that are fields (not holes)
    areas: tuple[tuple[int, int, int, int], ...]  # (col0, row0, col1, row1) inclusive, per area


@dataclass(frozen=True)
class PathGeometry:
    index: int
    path: Path
    x: float
    y: float
    cell: float
    capacity: int


@dataclass
class Layout:
    width: float
    height: float
    fields: list[Placed] = field(default_factory=list)
    links: list[Link] = field(default_factory=list)
    arrows: list[Arrow] = field(default_factory=list)
    grids: list[GridGeometry] = field(default_factory=list)
    paths: list[PathGeometry] = field(default_factory=list)
    extents: list[tuple[KeyPath, str, tuple[float, float, float, float]]] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)
    unplaced: set[str] = field(default_factory=set)  # ids of fields whose element could not be laid out

    def by_id(self) -> dict[str, Placed]:
        return {f.id: f for f in self.fields if f.id}

    def of(self, element: str, index: int) -> list[Placed]:
        return [f for f in self.fields if f.element == element and f.element_index == index]


ELEMENT_NAMES = {"grids": "grid", "graphs": "graph", "loops": "loop", "paths": "inner track", "tracks": "track"}


def describe(placed: Placed, board: Board) -> str:
    """How a message names a field: 'cell C4 of grid 'plansza'', 'field 7 of loop 'miasto''."""
    group = {"grid": "grids", "graph": "graphs", "loop": "loops", "path": "paths", "track": "tracks"}[placed.element]
    owner = getattr(board, group)[placed.element_index]
    owner_name = (
        f"{ELEMENT_NAMES[group]} '{owner.id}'" if owner.id else f"{ELEMENT_NAMES[group]} {placed.element_index + 1}"
    )
    if placed.element == "graph":
        return f"field '{placed.id}'"
    if placed.cell is not None:
        return f"cell {cell_name(*placed.cell)} of {owner_name}"
    if placed.id:
        return f"field '{placed.id}' of {owner_name}"
    return f"{'cell' if placed.element == 'track' else 'field'} {placed.index + 1} of {owner_name}"


def cell_name(col: int, row: int) -> str:
    """Column letter and row number as printed around a grid: A1 is the top-left cell."""
    letters = ""
    n = col + 1
    while n:
        n, rest = divmod(n - 1, 26)
        letters = chr(ord("A") + rest) + letters
    return f"{letters}{row + 1}"


def parse_cell(text: str) -> tuple[int, int]:
    match = CELL.match(text)
    assert match is not None
    col = 0
    for ch in match.group("col"):
        col = col * 26 + (ord(ch) - ord("A") + 1)
    return col - 1, int(match.group("row")) - 1
