"""Board geometry: where every field, line and arrow of a board lies. Pure arithmetic, no PDF.

All positions are board coordinates in points, x to the right and y DOWN from the board's top-left
corner (as written in the YAML). Fields have a local frame: `w` along their track, `h` towards the
inside of the board, rotated by `angle` degrees (PDF convention, counter-clockwise) so that text
reads from the nearest board edge. Problems found while laying out (an unknown map letter, a
missing node) are returned with the key path of the YAML value, so checks can report them with
line and column; the renderer only runs on boards without problems. The loops round the board's
edge are laid out in loops.py.
"""

from __future__ import annotations

import math

from generator.draw.kinds.board.loops import lay_out_loop
from generator.draw.kinds.board.model import TOKEN, Board, Grid, Path
from generator.draw.kinds.board.placed import (
    TURN_ROOM,
    Arrow,
    GridGeometry,
    KeyPath,
    Layout,
    Link,
    PathGeometry,
    Placed,
    Problem,
    cell_name,
    describe,
    parse_cell,
)
from generator.model.core import Game
from generator.model.units import parse_length


def resolve_size(text: str, game: Game | None) -> float | None:
    """A length written directly ('30mm') or the name of a game.yaml dimension ('field')."""
    try:
        return parse_length(text)
    except ValueError:
        pass
    if game is not None:
        return game.spec.dimensions.get(text)
    return None


def _size_problem(where: KeyPath, text: str, game: Game | None) -> Problem:
    known = ", ".join(sorted(game.spec.dimensions)) if game is not None and game.spec.dimensions else "none"
    return Problem(
        where,
        f"'{text}' is neither a length (like 30mm) nor a dimension of game.yaml (dimensions: {known})",
        "board.size-unknown",
    )


def layout(board: Board, game: Game | None) -> Layout:
    out = Layout(board.size.width, board.size.height)
    for i, grid in enumerate(board.grids):
        _grid(out, board, i, grid, game)
    for i, graph in enumerate(board.graphs):
        _graph(out, board, i, graph, game)
    for i, loop in enumerate(board.loops):
        lay_out_loop(out, board, i, loop)
    ids = out.by_id()
    for i, path in enumerate(board.paths):
        _path(out, board, i, path, game, ids)
    for i, track in enumerate(board.tracks):
        _track(out, board, i, track, game)
    for i, track in enumerate(board.tracks):
        _track_turn(out, board, i, track)
    _check_types(out, board)
    for gi, grid in enumerate(board.grids):
        if grid.plain is not None and grid.plain not in board.field_types:
            out.problems.append(
                Problem(
                    ("grids", gi, "plain"),
                    f"'plain' names type '{grid.plain}', which is not "
                    f"among the board's field_types ({', '.join(sorted(board.field_types))})",
                    "board.type-unknown",
                )
            )
    return out


def _check_types(out: Layout, board: Board) -> None:
    known = ", ".join(sorted(board.field_types)) or "none"
    for f in out.fields:
        if f.type is not None and f.type not in board.field_types:
            where = f.where + (("type",) if f.element != "grid" else ())
            out.problems.append(
                Problem(
                    where,
                    f"{describe(f, board)} has type '{f.type}', which is not among the board's field_types ({known})",
                    "board.type-unknown",
                    f.offset,
                )
            )


# --------------------------------------------------------------------------- grids


def grid_tokens(row: str) -> list[tuple[int, str]]:
    """(character offset, token) of every whitespace-separated token of a map row."""
    out, i = [], 0
    while i < len(row):
        if row[i].isspace():
            i += 1
            continue
        j = i
        while j < len(row) and not row[j].isspace():
            j += 1
        out.append((i, row[i:j]))
        i = j
    return out


def _grid(out: Layout, board: Board, gi: int, grid: Grid, game) -> None:
    base = ("grids", gi)
    cell = resolve_size(grid.cell, game)
    if cell is None or cell <= 0:
        out.problems.append(_size_problem(base + ("cell",), grid.cell, game))
        return
    x0, y0 = grid.at
    rows = [grid_tokens(r) for r in grid.rows]
    cols = max(len(r) for r in rows)
    present: set[tuple[int, int]] = set()
    for r, tokens in enumerate(rows):
        where = base + ("rows", r)
        if len(tokens) != cols:
            out.problems.append(
                Problem(
                    where,
                    f"map row {r + 1} has {len(tokens)} field(s); the longest row has "
                    f"{cols}; write '-' for a cell without a field",
                    "board.map-row",
                )
            )
        for c, (offset, token) in enumerate(tokens):
            if token == "-":
                continue
            ftype, number = None, None
            if token != ".":
                match = TOKEN.match(token)
                if not match or match.group("key") not in grid.key:
                    known = ", ".join(f"{k} ({v})" for k, v in grid.key.items()) or "none"
                    out.problems.append(
                        Problem(
                            where,
                            f"map token '{token}' in row {r + 1}, column {c + 1}: "
                            f"expected '.', '-' or a key letter with an optional "
                            f"number (keys: {known})",
                            "board.map-token",
                            offset,
                        )
                    )
                    continue
                ftype = grid.key[match.group("key")]
                number = int(match.group("number")) if match.group("number") else None
            present.add((c, r))
            out.fields.append(
                Placed(
                    element="grid",
                    element_index=gi,
                    index=r * cols + c,
                    id=None,
                    type=ftype,
                    cx=x0 + (c + 0.5) * cell,
                    cy=y0 + (r + 0.5) * cell,
                    w=cell,
                    h=cell,
                    angle=0.0,
                    where=where,
                    offset=offset,
                    number=number,
                    cell=(c, r),
                    look=grid.plain if ftype is None else None,
                )
            )
    areas = []
    for ai, area in enumerate(grid.areas):
        parts = [parse_cell(p) for p in area.cells.split(":")]
        (c0, r0), (c1, r1) = parts[0], parts[-1]
        c0, c1, r0, r1 = min(c0, c1), max(c0, c1), min(r0, r1), max(r0, r1)
        if c1 >= cols or r1 >= len(rows):
            out.problems.append(
                Problem(
                    base + ("areas", ai, "cells"),
                    f"area '{area.cells}' reaches beyond the grid of {cols} × {len(rows)} "
                    f"cells (A1:{cell_name(cols - 1, len(rows) - 1)})",
                    "board.area-outside",
                )
            )
            continue
        areas.append((c0, r0, c1, r1))
    geometry = GridGeometry(gi, grid, x0, y0, cell, cols, len(rows), frozenset(present), tuple(areas))
    out.grids.append(geometry)
    room = cell * 0.45 if grid.coordinates else 0.0
    top_room = max(room, 0.0)
    label_room = cell * 0.5 if grid.label else 0.0
    out.extents.append(
        (
            base,
            f"grid '{grid.id}'" if grid.id else f"grid {gi + 1}",
            (x0 - room, y0 - top_room - label_room, x0 + cols * cell + room, y0 + len(rows) * cell + room),
        )
    )


# --------------------------------------------------------------------------- graphs


def _graph(out: Layout, board: Board, gi: int, graph, game) -> None:
    base = ("graphs", gi)
    size = resolve_size(graph.size, game)
    if size is None or size <= 0:
        out.problems.append(_size_problem(base + ("size",), graph.size, game))
        return
    x0, y0 = graph.at
    nodes: dict[str, Placed] = {}
    for ni, node in enumerate(graph.nodes):
        where = base + ("nodes", ni)
        if node.id in nodes:
            out.problems.append(
                Problem(where + ("id",), f"node id '{node.id}' is used twice in the graph", "board.duplicate-id")
            )
            continue
        placed = Placed(
            element="graph",
            element_index=gi,
            index=ni,
            id=node.id,
            type=node.type,
            cx=x0 + node.at[0] * graph.spacing,
            cy=y0 + node.at[1] * graph.spacing,
            w=size,
            h=size,
            angle=0.0,
            where=where,
            field=node,
            number=node.number,
            value=node.value,
        )
        nodes[node.id] = placed
        out.fields.append(placed)
    seen: dict[frozenset[str], int] = {}
    for li, chain in enumerate(graph.links):
        where = base + ("links", li)
        tokens = grid_tokens(chain)
        if len(tokens) < 2:
            out.problems.append(
                Problem(
                    where,
                    f"link '{chain}' names {len(tokens)} node(s); a chain needs at least two node ids",
                    "board.link",
                )
            )
            continue
        for (oa, a), (ob, b) in zip(tokens, tokens[1:]):
            bad = next(((o, n) for o, n in ((oa, a), (ob, b)) if n not in nodes), None)
            if bad is not None:
                out.problems.append(
                    Problem(
                        where,
                        f"link names node '{bad[1]}', which the graph does not have",
                        "board.link-unknown",
                        bad[0],
                    )
                )
                continue
            if a == b:
                out.problems.append(Problem(where, f"link joins node '{a}' to itself", "board.link", ob))
                continue
            pair = frozenset((a, b))
            if pair in seen:
                out.problems.append(
                    Problem(
                        where, f"line {a}–{b} is drawn twice (first in links[{seen[pair]}])", "board.link-duplicate", oa
                    )
                )
                continue
            seen[pair] = li
            out.links.append(Link(gi, nodes[a], nodes[b], where, oa))


def boundary_distance(placed: Placed, shape: str, dx: float, dy: float) -> float:
    """Distance from a field's centre to its outline in direction (dx, dy) (unit vector)."""
    if shape == "circle":
        return placed.w / 2
    half_w, half_h = placed.w / 2, placed.h / 2
    tx = half_w / abs(dx) if abs(dx) > 1e-9 else math.inf
    ty = half_h / abs(dy) if abs(dy) > 1e-9 else math.inf
    return min(tx, ty)


def visible_length(link: Link, shapes: dict[str, str]) -> float:
    """Length of a line between the outlines of its two fields: the room a wall has on it."""
    length = link.length
    if length <= 0:
        return 0.0
    dx, dy = (link.b.cx - link.a.cx) / length, (link.b.cy - link.a.cy) / length
    return (
        length
        - boundary_distance(link.a, shapes.get(link.a.type or "", "square"), dx, dy)
        - boundary_distance(link.b, shapes.get(link.b.type or "", "square"), dx, dy)
    )


def segments_cross(p1, p2, p3, p4) -> bool:
    """Whether two segments cross at a point that is not an end of either."""

    def orient(a, b, c):
        v = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
        return 0 if abs(v) < 1e-6 else (1 if v > 0 else -1)

    if {tuple(p1), tuple(p2)} & {tuple(p3), tuple(p4)}:
        return False
    o1, o2, o3, o4 = orient(p1, p2, p3), orient(p1, p2, p4), orient(p3, p4, p1), orient(p3, p4, p2)
    return o1 * o2 < 0 and o3 * o4 < 0


# --------------------------------------------------------------------------- inner paths


def ring_cells(cols: int, rows: int, start: str, direction: str) -> list[tuple[int, int]]:
    """(col, row) of the ring around a cols × rows rectangle, from the start corner, in play order."""
    ring = [(c, 0) for c in range(cols)]
    ring += [(cols - 1, r) for r in range(1, rows)]
    ring += [(c, rows - 1) for c in range(cols - 2, -1, -1)]
    ring += [(0, r) for r in range(rows - 2, 0, -1)]
    corner = {
        "top-left": (0, 0),
        "top-right": (cols - 1, 0),
        "bottom-right": (cols - 1, rows - 1),
        "bottom-left": (0, rows - 1),
    }[start]
    k = ring.index(corner)
    ring = ring[k:] + ring[:k]
    if direction == "counterclockwise":
        ring = [ring[0]] + ring[:0:-1]
    return ring


def _path(out: Layout, board: Board, pi: int, path: Path, game, ids: dict[str, Placed]) -> None:
    base = ("paths", pi)
    cell = resolve_size(path.cell, game)
    if cell is None or cell <= 0:
        out.problems.append(_size_problem(base + ("cell",), path.cell, game))
        return
    ring = ring_cells(path.cols, path.rows, path.start, path.direction)
    if len(path.fields) > len(ring):
        out.problems.append(
            Problem(
                base + ("fields",),
                f"inner track '{path.id}' has {len(path.fields)} fields; "
                f"a ring of {path.cols} × {path.rows} cells holds "
                f"{len(ring)}",
                "board.path-count",
            )
        )
        return
    x0, y0 = path.at
    placed = []
    for i, (field_, (c, r)) in enumerate(zip(path.fields, ring)):
        p = Placed(
            "path",
            pi,
            i,
            field_.id,
            field_.type,
            x0 + (c + 0.5) * cell,
            y0 + (r + 0.5) * cell,
            cell,
            cell,
            0.0,
            base + ("fields", i),
            field=field_,
            number=field_.number,
            value=field_.value,
        )
        placed.append(p)
        out.fields.append(p)
    out.paths.append(PathGeometry(pi, path, x0, y0, cell, len(ring)))
    out.extents.append((base, f"inner track '{path.id}'", (x0, y0, x0 + path.cols * cell, y0 + path.rows * cell)))
    entry, exit_ = ids.get(path.entry), ids.get(path.exit)
    if entry is None and path.entry not in out.unplaced:
        out.problems.append(
            Problem(
                base + ("entry",),
                f"inner track '{path.id}' is entered from field '{path.entry}', which the board does not have",
                "board.path-entry",
            )
        )
    if exit_ is None and path.exit not in out.unplaced:
        out.problems.append(
            Problem(
                base + ("exit",),
                f"inner track '{path.id}' leads out to field '{path.exit}', which the board does not have",
                "board.path-exit",
            )
        )
    if entry is not None:
        points = route(entry, placed[0], [tuple(v) for v in path.entry_via])
        out.arrows.append(Arrow(pi, "entry", points, path.entry_color))
    if exit_ is not None:
        points = route(exit_, placed[-1], [tuple(v) for v in path.exit_via[::-1]])
        out.arrows.append(Arrow(pi, "exit", tuple(reversed(points)), path.exit_color))


ARROW_GAP = 1.5 * 72 / 25.4  # clearance between an arrow's ends and the fields it joins


def _edge_towards(target: Placed, px: float, py: float, gap: float) -> tuple[float, float]:
    """The middle of the target's side that faces point (px, py), moved `gap` outwards."""
    dx, dy = px - target.cx, py - target.cy
    if abs(dx) * target.h >= abs(dy) * target.w:
        return target.cx + math.copysign(target.w / 2 + gap, dx), target.cy
    return target.cx, target.cy + math.copysign(target.h / 2 + gap, dy)


def _distinct(a: tuple[float, float], b: tuple[float, float]) -> bool:
    return abs(a[0] - b[0]) > 1e-6 or abs(a[1] - b[1]) > 1e-6


def route(source: Placed, target: Placed, via: list[tuple[float, float]]) -> tuple[tuple[float, float], ...]:
    """An orthogonal arrow from the inner edge of `source` to the facing side of `target`."""
    start = source.edge_point("inner", ARROW_GAP)
    if via:
        nx, ny = source.inward
        first = via[0]
        points = [start]
        # leave the source straight inwards, then bend towards the first via point
        bend = (first[0], start[1]) if abs(nx) > abs(ny) else (start[0], first[1])
        if _distinct(bend, start) and _distinct(bend, first):
            points.append(bend)
        points.extend(via)
        end = _edge_towards(target, *via[-1], ARROW_GAP)
        last = via[-1]
        # arrive square to the target's side
        bend = (last[0], end[1]) if abs(end[1] - target.cy) < 1e-6 else (end[0], last[1])
        if _distinct(bend, last) and _distinct(bend, end):
            points.append(bend)
        points.append(end)
        return tuple(points)
    nx, ny = source.inward
    horizontal = abs(nx) > abs(ny)
    if horizontal:
        if abs(start[1] - target.cy) <= target.h / 2 - ARROW_GAP:
            return start, (target.cx - math.copysign(target.w / 2 + ARROW_GAP, nx), start[1])
        bend = (target.cx, start[1])
        return start, bend, (target.cx, target.cy + math.copysign(target.h / 2 + ARROW_GAP, start[1] - target.cy))
    if abs(start[0] - target.cx) <= target.w / 2 - ARROW_GAP:
        return start, (start[0], target.cy - math.copysign(target.h / 2 + ARROW_GAP, ny))
    bend = (start[0], target.cy)
    return start, bend, (target.cx + math.copysign(target.w / 2 + ARROW_GAP, start[0] - target.cx), target.cy)


# --------------------------------------------------------------------------- value tracks

STEP = {"right": (1, 0), "left": (-1, 0), "down": (0, 1), "up": (0, -1)}


def _track(out: Layout, board: Board, ti: int, track, game) -> None:
    base = ("tracks", ti)
    cell = resolve_size(track.cell, game)
    if cell is None or cell <= 0:
        out.problems.append(_size_problem(base + ("cell",), track.cell, game))
        return
    x0, y0 = track.at
    dx, dy = STEP[track.direction]
    xs, ys = [], []
    for i, value in enumerate(track.values):
        cx = x0 + cell / 2 + dx * i * cell
        cy = y0 + cell / 2 + dy * i * cell
        xs.append(cx)
        ys.append(cy)
        out.fields.append(
            Placed("track", ti, i, None, track.type, cx, cy, cell, cell, 0.0, base + ("values", i), value=str(value))
        )
    label_room = cell * 0.7 if track.label else 0.0
    left, right = min(xs) - cell / 2, max(xs) + cell / 2
    top, bottom = min(ys) - cell / 2, max(ys) + cell / 2
    if track.direction in ("right", "left"):
        left -= label_room * 3 if track.label else 0
    else:
        top -= label_room
    out.extents.append((base, f"track '{track.id}'" if track.id else f"track {ti + 1}", (left, top, right, bottom)))


def _track_turn(out: Layout, board: Board, ti: int, track) -> None:
    """The turn arrow of a track printed in rows (or columns): from the last cell of the track it
    `continues`, out past the end of the rows, along the turn and back into this track's first cell.
    It takes TURN_ROOM beside the first cell, so the row's symbol is drawn that much further out."""
    if track.continues is None:
        return
    before = next((i for i, t in enumerate(board.tracks) if t.id == track.continues), None)
    if before is None:
        out.problems.append(
            Problem(
                ("tracks", ti, "continues"),
                f"track '{track.id}' continues track '{track.continues}', which the board does not have",
                "board.track-continues",
            )
        )
        return
    cells = {(f.element_index, f.index): f for f in out.fields if f.element == "track"}
    last = cells.get((before, len(board.tracks[before].values) - 1))
    first = cells.get((ti, 0))
    if last is None or first is None:
        return  # a track with a bad cell size: its own problem is reported
    dx, dy = STEP[board.tracks[before].direction]
    width = min(last.w, last.h) * TURN_WIDTH
    if dx:  # rows one under another: out past the rows' end, down (or up), and back into the next row
        x = (max if dx > 0 else min)(last.cx + dx * last.w / 2, first.cx + dx * first.w / 2)
        near, far = x + dx * ARROW_GAP / 3, x + dx * TURN_ROOM
        points = ((near, last.cy), (far, last.cy), (far, first.cy), (near, first.cy))
    else:  # columns side by side: the same across the columns' end
        y = (max if dy > 0 else min)(last.cy + dy * last.h / 2, first.cy + dy * first.h / 2)
        near, far = y + dy * ARROW_GAP / 3, y + dy * TURN_ROOM
        points = ((last.cx, near), (last.cx, far), (first.cx, far), (first.cx, near))
    out.arrows.append(Arrow(ti, "turn", points, track.color, width))


TURN_WIDTH = 0.06  # a turn arrow's shaft, as a share of the track's cell
