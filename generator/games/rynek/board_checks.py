"""Rynek's board checks: the four phase fields, every field reachable, walls the rules allow.

Registered with `register_check`, so they run after the game's own checks; silent when the board's
layout itself has problems (the board kind reports those).
"""

from __future__ import annotations

from collections import Counter, defaultdict

from generator.draw.kinds.board import Placed, laid_out, segments_cross, visible_length
from generator.games import register_check
from generator.model.core import Component, Game
from generator.model.findings import Findings
from generator.model.units import to_mm

RYNEK_TYPES = {"I": "investment", "II": "purchase", "III": "production", "IV": "sale"}


def check_rynek(game: Game, findings: Findings) -> None:
    found = laid_out(game)
    if found is None:
        return
    board, geometry = found
    spec = board.spec
    if len(spec.graphs) != 1:
        findings.error(
            board.where("graphs"),
            f"the Rynek board has {len(spec.graphs)} graph(s); expected one network of fields joined by lines",
            "rynek.board-graph",
        )
        return
    nodes = geometry.of("graph", 0)
    for f in nodes:
        if f.type not in RYNEK_TYPES:
            findings.error(
                board.where(*f.where, "type"),
                f"field '{f.id}' has type '{f.type}'; Rynek's fields "
                "are I (investment), II (purchase), III (production) and IV (sale)",
                "rynek.board-type",
            )
    present = {f.type for f in nodes}
    for type_id, name in RYNEK_TYPES.items():
        if type_id not in present:
            findings.error(
                board.where("graphs", 0, "nodes"),
                f"the board has no field of type {type_id} ({name}); the rules use all four field types I–IV",
                "rynek.board-types",
            )
    links = [link for link in geometry.links if link.graph == 0]
    _check_reach(board, nodes, links, findings)
    _check_walls(game, board, links, findings)


def _components(nodes: list[Placed], links) -> list[set[str]]:
    adjacent: dict[str, set[str]] = defaultdict(set)
    for link in links:
        adjacent[link.a.id].add(link.b.id)
        adjacent[link.b.id].add(link.a.id)
    parts, seen = [], set()
    for node in nodes:
        if node.id in seen:
            continue
        part, stack = {node.id}, [node.id]
        while stack:
            for other in adjacent[stack.pop()]:
                if other not in part:
                    part.add(other)
                    stack.append(other)
        seen |= part
        parts.append(part)
    return parts


def _check_reach(board: Component, nodes: list[Placed], links, findings: Findings) -> None:
    degree = Counter()
    for link in links:
        degree[link.a.id] += 1
        degree[link.b.id] += 1
    parts = _components(nodes, links)
    main = max(parts, key=len)
    first = next(n.id for n in nodes if n.id in main)
    for node in nodes:
        if node.id not in main:
            findings.error(
                board.where(*node.where),
                f"field '{node.id}' cannot be reached from field '{first}': no chain of lines joins them",
                "rynek.board-unreachable",
            )
        elif degree[node.id] < 2:
            findings.error(
                board.where(*node.where),
                f"field '{node.id}' has {degree[node.id]} line(s); with one wall "
                "on its only line a pawn there would be shut in",
                "rynek.board-dead-end",
            )
    if len(parts) > 1:
        return
    for i, link in enumerate(links):
        rest = links[:i] + links[i + 1 :]
        if len(_components(nodes, rest)) > 1:
            findings.error(
                board.where(*link.where),
                f"line {link.a.id}–{link.b.id} is the only way between two parts "
                "of the board; a single wall on it would cut the board in two",
                "rynek.board-bridge",
            )


def _check_walls(game: Game, board: Component, links, findings: Findings) -> None:
    wall = game.spec.dimensions.get("wall")
    if wall is None:
        findings.error(
            game.doc.where(("dimensions",)),
            "missing dimensions.wall (the length of a wall piece, which must fit on every line of the board)",
            "rynek.board-wall",
        )
        return
    shapes = {k: v.shape for k, v in board.spec.field_types.items()}
    short = [(link, visible_length(link, shapes)) for link in links]
    short = [(link, room) for link, room in short if room + 0.01 < wall]
    if links and len(short) == len(links):
        # every line is too short: the wall length (or the board's spacing) changed, not one line
        shortest = min(room for _, room in short)
        findings.error(
            game.doc.where(("dimensions", "wall")),
            f"a wall of {to_mm(wall):.1f} mm fits on none of "
            f"the board's {len(links)} lines (the shortest leaves {to_mm(shortest):.1f} mm between its "
            "fields); shorten the wall or space the fields further apart",
            "rynek.board-wall",
        )
        return
    for link, room in short:
        findings.error(
            board.where(*link.where),
            f"line {link.a.id}–{link.b.id} is {to_mm(room):.1f} mm between "
            f"the fields; a wall is {to_mm(wall):.1f} mm (dimensions.wall in game.yaml), so it would "
            "not lie on the line",
            "rynek.board-wall",
        )
    points = [((l.a.cx, l.a.cy), (l.b.cx, l.b.cy)) for l in links]
    for i in range(len(links)):
        for j in range(i + 1, len(links)):
            if segments_cross(*points[i], *points[j]):
                a, b = links[i], links[j]
                findings.error(
                    board.where(*b.where),
                    f"lines {a.a.id}–{a.b.id} and {b.a.id}–{b.b.id} cross between "
                    "fields; a wall on the crossing would block both",
                    "rynek.board-crossing",
                )


register_check("rynek", check_rynek)
