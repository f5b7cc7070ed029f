"""Board checks per game: what each game's rules ask of its board.

Registered with `register_check`, so they run after the game's own checks. They read the board's
layout (generator/kinds/_board_geometry.py) and stay silent when the layout itself has problems:
the board kind's check reports those. Art Society's boards need no check here: the kind checks
that grids, areas and tracks lie inside the board, and generator/games/art_society.py checks
the collection grid, its direct view, start box and assistant, and the museum tracks.
"""
from __future__ import annotations

from collections import Counter, defaultdict
from typing import TYPE_CHECKING

from .. import counts
from ..kinds._board_checks import field_location
from ..kinds._board_content import property_index
from ..kinds._board_facts import with_facts
from ..kinds._board_geometry import Layout, Placed, describe, layout, segments_cross, visible_length
from ..layout.imposition import PAPERS
from ..layout.tiling import plan_tiles
from ..units import to_mm
from . import register_check

if TYPE_CHECKING:
    from ..findings import Findings
    from ..project import Component, Game

KOLEKCJONERZY_TYPES = {"start", "exhibit", "bank"}
RYNEK_TYPES = {"I": "investment", "II": "purchase", "III": "production", "IV": "sale"}


def _board(game: "Game") -> tuple["Component", Layout] | None:
    component = game.one("board")
    if component is None:
        return None
    geometry = layout(with_facts(component.spec, game.facts), game)
    if geometry.problems:
        return None          # the board kind reports them; counting a broken layout would mislead
    return component, geometry


# --------------------------------------------------------------------------- Kolekcjonerzy

def check_kolekcjonerzy(game: "Game", findings: "Findings") -> None:
    found = _board(game)
    if found is None:
        return
    board, geometry = found
    spec = board.spec
    if len(spec.grids) != 1 or spec.graphs or spec.loops or spec.paths or spec.tracks:
        findings.error(board.where("grids"), f"the Kolekcjonerzy board has {len(spec.grids)} grid(s) and other "
                       "tracks; expected exactly one grid of fields", "kolekcjonerzy.board-grid")
        return
    grid = spec.grids[0]
    for letter, type_id in grid.key.items():
        if type_id not in KOLEKCJONERZY_TYPES:
            findings.error(board.where("grids", 0, "key", letter), f"map key '{letter}' names type '{type_id}'; "
                           f"the Kolekcjonerzy board knows only start, exhibit and bank fields (and '.' for "
                           f"unmarked ones)", "kolekcjonerzy.board-type")
    cells = geometry.of("grid", 0)
    _check_starts(game, board, cells, findings)
    facts = game.facts
    exhibits = [f for f in cells if f.type == "exhibit"]
    if len(exhibits) < facts["exhibit-tiles"]:
        findings.error(board.where("grids", 0, "rows"), f"the board has {len(exhibits)} exhibit circle(s); the "
                       f"arbiter lays out {facts['exhibit-tiles']} exhibit tiles, one per circle",
                       "kolekcjonerzy.board-exhibits")
    if not any(f.type == "bank" for f in cells):
        findings.error(board.where("grids", 0, "rows"), "the board has no bank field (B); a player short of "
                       "tokens collects them on a B field", "kolekcjonerzy.board-bank")
    unmarked = [f for f in cells if f.type is None]
    need = facts["blot-tiles"] + 1
    if len(unmarked) < need:
        findings.error(board.where("grids", 0, "rows"), f"the board has {len(unmarked)} unmarked field(s); the "
                       f"{facts['blot-tiles']} blot tiles lie only on unmarked fields and a knocked blot moves to "
                       f"another one, so at least {need} are needed", "kolekcjonerzy.board-unmarked")
    _check_field_size(game, board, geometry, findings)


def _check_starts(game: "Game", board: "Component", cells: list[Placed], findings: "Findings") -> None:
    players = game.facts["players-max"]
    seen: dict[int, Placed] = {}
    for f in cells:
        if f.type != "start":
            continue
        where = field_location(board, f)
        if f.number is None:
            findings.error(where, f"start field {f.name} has no number; write s1 … s{players}",
                           "kolekcjonerzy.board-start")
        elif not 1 <= f.number <= players:
            findings.error(where, f"start field {f.name} is numbered {f.number}; the players start on fields "
                           f"1–{players}", "kolekcjonerzy.board-start")
        elif f.number in seen:
            findings.error(where, f"start field {f.number} appears twice ({seen[f.number].name} and {f.name})",
                           "kolekcjonerzy.board-start")
        else:
            seen[f.number] = f
    missing = counts.gaps([(n, n) for n in seen], 1, players)   # never iterates up to players
    if missing:
        findings.error(board.where("grids", 0, "rows"), f"start field(s) {counts.listed(missing)} missing; the "
                       f"players start on fields 1–{players}, one field each", "kolekcjonerzy.board-start")


def _check_field_size(game: "Game", board: "Component", geometry: Layout, findings: "Findings") -> None:
    grid = board.spec.grids[0]
    if grid.cell != "field":
        findings.error(board.where("grids", 0, "cell"), f"cell is '{grid.cell}'; write 'cell: field' so that the "
                       "field size comes from dimensions.field in game.yaml, as the tiles' size does",
                       "kolekcjonerzy.board-field-size")
        return
    tiles = game.one("exhibit-tiles")
    cell = geometry.grids[0].cell
    if tiles is not None and abs(tiles.spec.size - cell) > 0.01:
        findings.error(board.where("grids", 0, "cell"), f"board fields are {to_mm(cell):.1f} mm; the exhibit tiles "
                       f"are {to_mm(tiles.spec.size):.1f} mm ({tiles.name}.yaml size); the rules make a tile "
                       "the size of a field", "kolekcjonerzy.board-field-size")


# --------------------------------------------------------------------------- Rynek

def check_rynek(game: "Game", findings: "Findings") -> None:
    found = _board(game)
    if found is None:
        return
    board, geometry = found
    spec = board.spec
    if len(spec.graphs) != 1:
        findings.error(board.where("graphs"), f"the Rynek board has {len(spec.graphs)} graph(s); expected one "
                       "network of fields joined by lines", "rynek.board-graph")
        return
    nodes = geometry.of("graph", 0)
    for f in nodes:
        if f.type not in RYNEK_TYPES:
            findings.error(board.where(*f.where, "type"), f"field '{f.id}' has type '{f.type}'; Rynek's fields "
                           "are I (investment), II (purchase), III (production) and IV (sale)", "rynek.board-type")
    present = {f.type for f in nodes}
    for type_id, name in RYNEK_TYPES.items():
        if type_id not in present:
            findings.error(board.where("graphs", 0, "nodes"), f"the board has no field of type {type_id} ({name}); "
                           "the rules use all four field types I–IV", "rynek.board-types")
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


def _check_reach(board: "Component", nodes: list[Placed], links, findings: "Findings") -> None:
    degree = Counter()
    for link in links:
        degree[link.a.id] += 1
        degree[link.b.id] += 1
    parts = _components(nodes, links)
    main = max(parts, key=len)
    first = next(n.id for n in nodes if n.id in main)
    for node in nodes:
        if node.id not in main:
            findings.error(board.where(*node.where), f"field '{node.id}' cannot be reached from field '{first}': no "
                           "chain of lines joins them", "rynek.board-unreachable")
        elif degree[node.id] < 2:
            findings.error(board.where(*node.where), f"field '{node.id}' has {degree[node.id]} line(s); with one wall "
                           "on its only line a pawn there would be shut in", "rynek.board-dead-end")
    if len(parts) > 1:
        return
    for i, link in enumerate(links):
        rest = links[:i] + links[i + 1:]
        if len(_components(nodes, rest)) > 1:
            findings.error(board.where(*link.where), f"line {link.a.id}–{link.b.id} is the only way between two parts "
                           "of the board; a single wall on it would cut the board in two", "rynek.board-bridge")


def _check_walls(game: "Game", board: "Component", links, findings: "Findings") -> None:
    wall = game.spec.dimensions.get("wall")
    if wall is None:
        findings.error(game.doc.where(("dimensions",)), "missing dimensions.wall (the length of a wall piece, "
                       "which must fit on every line of the board)", "rynek.board-wall")
        return
    shapes = {k: v.shape for k, v in board.spec.field_types.items()}
    short = [(link, visible_length(link, shapes)) for link in links]
    short = [(link, room) for link, room in short if room + 0.01 < wall]
    if links and len(short) == len(links):
        # every line is too short: the wall length (or the board's spacing) changed, not one line
        shortest = min(room for _, room in short)
        findings.error(game.doc.where(("dimensions", "wall")), f"a wall of {to_mm(wall):.1f} mm fits on none of "
                       f"the board's {len(links)} lines (the shortest leaves {to_mm(shortest):.1f} mm between its "
                       "fields); shorten the wall or space the fields further apart", "rynek.board-wall")
        return
    for link, room in short:
        findings.error(board.where(*link.where), f"line {link.a.id}–{link.b.id} is {to_mm(room):.1f} mm between "
                       f"the fields; a wall is {to_mm(wall):.1f} mm (dimensions.wall in game.yaml), so it would "
                       "not lie on the line", "rynek.board-wall")
    points = [((l.a.cx, l.a.cy), (l.b.cx, l.b.cy)) for l in links]
    for i in range(len(links)):
        for j in range(i + 1, len(links)):
            if segments_cross(*points[i], *points[j]):
                a, b = links[i], links[j]
                findings.error(board.where(*b.where), f"lines {a.a.id}–{a.b.id} and {b.a.id}–{b.b.id} cross between "
                               "fields; a wall on the crossing would block both", "rynek.board-crossing")


# --------------------------------------------------------------------------- Przekręt

def check_przekret(game: "Game", findings: "Findings") -> None:
    found = _board(game)
    if found is None:
        return
    board, geometry = found
    spec = board.spec
    if len(spec.loops) != 1:
        findings.error(board.where("loops"), f"the Przekręt board has {len(spec.loops)} loop(s); expected one "
                       "closed outer track", "przekret.board-loop")
        return
    outer = geometry.of("loop", 0)
    for type_id, name in (("start", "Start"), ("hospital", "hospital (szpital)")):
        count = sum(1 for f in outer if f.type == type_id)
        if count != 1:
            findings.error(board.where("loops", 0, "fields"), f"the outer track has {count} {name} field(s); "
                           "expected exactly one", "przekret.board-special")
    if not any(f.type == "chance" for f in geometry.fields):
        findings.error(board.where("loops", 0, "fields"), "the board has no '?' field (type chance); the Losy "
                       "cards are drawn there", "przekret.board-special")
    _check_inner_tracks(board, geometry, outer, findings)
    _check_property_fields(game, board, geometry, findings)
    _check_sheets(game, board, findings)


def _check_inner_tracks(board: "Component", geometry: Layout, outer: list[Placed], findings: "Findings") -> None:
    spec = board.spec
    on_loop = {f.id: f for f in outer if f.id}
    entered: Counter = Counter(path.entry for path in spec.paths)
    for pi, path in enumerate(spec.paths):
        entry, exit_ = on_loop.get(path.entry), on_loop.get(path.exit)
        if entry is None:
            findings.error(board.where("paths", pi, "entry"), f"inner track '{path.id}' is entered from "
                           f"'{path.entry}', which is not a field of the outer track", "przekret.board-inner-track")
        elif entry.type != "condition":
            findings.error(board.where("paths", pi, "entry"), f"inner track '{path.id}' is entered from "
                           f"'{path.entry}', a {entry.type} field; the arrows into inner tracks start on yellow "
                           "condition fields", "przekret.board-inner-track")
        if exit_ is None:
            findings.error(board.where("paths", pi, "exit"), f"inner track '{path.id}' leads out to '{path.exit}', "
                           "which is not a field of the outer track", "przekret.board-inner-track")
        elif entry is not None and exit_.index == entry.index:
            findings.error(board.where("paths", pi, "exit"), f"inner track '{path.id}' leads back to its own gate "
                           f"'{path.exit}'; the arrow from its last field points at another outer field",
                           "przekret.board-inner-track")
    for f in outer:
        if f.type == "condition" and entered[f.id] != 1:
            findings.error(field_location(board, f), f"condition field '{f.id}' has {entered[f.id]} arrow(s) into "
                           "inner tracks; each yellow field leads into exactly one", "przekret.board-inner-track")


def _track_name(placed: Placed, board: "Component") -> str:
    if placed.element == "loop":
        return "the outer track"
    return f"inner track '{board.spec.paths[placed.element_index].id}'"


def _check_property_fields(game: "Game", board: "Component", geometry: Layout, findings: "Findings") -> None:
    properties = property_index(game)
    by_street: dict[str, list[Placed]] = defaultdict(list)
    for f in geometry.fields:
        if f.type != "property":
            continue
        if not f.field or not f.field.property:
            findings.error(field_location(board, f), f"property {describe(f, board.spec)} names no property; write "
                           "property: <id> (an id from the Posesja cards)", "przekret.board-property-missing")
            continue
        info = (properties or {}).get(f.field.property)
        if info is not None:
            by_street[info.street_id].append(f)
    for street_id, fields in by_street.items():
        street = properties[fields[0].field.property].street
        tracks = {(f.element, f.element_index) for f in fields}
        if len(tracks) > 1:
            names = sorted({_track_name(f, board) for f in fields})
            findings.error(field_location(board, fields[-1]), f"{street} lies on {' and '.join(names)}; a street's "
                           "properties lie together on one track", "przekret.board-street")
            continue
        order = sorted(fields, key=lambda f: f.index)
        track = [f for f in geometry.fields if (f.element, f.element_index) == (order[0].element, order[0].element_index)]
        for f in track:
            if not (order[0].index < f.index < order[-1].index) or f.type != "property" or not f.field:
                continue
            other = properties.get(f.field.property or "")
            if other is None or other.street_id == street_id:
                continue
            findings.error(field_location(board, f), f"{street} is split by {other.street} {other.number} on "
                           f"{_track_name(f, board)}; a street's properties lie together",
                           "przekret.board-street")


def _check_sheets(game: "Game", board: "Component", findings: "Findings") -> None:
    """The rules print the board on a number of A4 sheets: with the build's default margin and overlap."""
    from ..build import BuildOptions
    sheets = game.facts.get("board-sheets")
    if not isinstance(sheets, int):
        return
    size, defaults = board.spec.size, BuildOptions()
    plan = plan_tiles(size.width, size.height, PAPERS["a4"], margin=defaults.margin, overlap=defaults.overlap)
    if plan.sheets > sheets:
        findings.error(board.where("size"), f"the board is {to_mm(size.width):.0f} × {to_mm(size.height):.0f} mm and "
                       f"needs {plan.sheets} A4 sheets ({plan.cols} × {plan.row_count}) with a "
                       f"{to_mm(defaults.overlap):.0f} mm glue band; the rules print it on {sheets}",
                       "przekret.board-sheets")


register_check("kolekcjonerzy", check_kolekcjonerzy)
register_check("rynek", check_rynek)
register_check("przekret", check_przekret)
