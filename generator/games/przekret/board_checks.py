"""Przekręt's board checks: the outer loop, inner tracks, streets kept together, sheets to print on.

Registered with `register_check`, so they run after the game's own checks; silent when the board's
layout itself has problems (the board kind reports those).
"""

from __future__ import annotations

from collections import Counter, defaultdict

from generator.draw.kinds.board import Layout, Placed, board_plan, describe, field_location, laid_out, property_index
from generator.games import register_check
from generator.layout.imposition import PAPERS
from generator.model.core import BuildOptions, Component, Game
from generator.model.findings import Findings
from generator.model.units import to_mm


def check_przekret(game: Game, findings: Findings) -> None:
    found = laid_out(game)
    if found is None:
        return
    board, geometry = found
    spec = board.spec
    if len(spec.loops) != 1:
        findings.error(
            board.where("loops"),
            f"the Przekręt board has {len(spec.loops)} loop(s); expected one closed outer track",
            "przekret.board-loop",
        )
        return
    outer = geometry.of("loop", 0)
    for type_id, name in (("start", "Start"), ("hospital", "hospital (szpital)")):
        count = sum(1 for f in outer if f.type == type_id)
        if count != 1:
            findings.error(
                board.where("loops", 0, "fields"),
                f"the outer track has {count} {name} field(s); expected exactly one",
                "przekret.board-special",
            )
    if not any(f.type == "chance" for f in geometry.fields):
        findings.error(
            board.where("loops", 0, "fields"),
            "the board has no '?' field (type chance); the Losy cards are drawn there",
            "przekret.board-special",
        )
    _check_inner_tracks(board, geometry, outer, findings)
    _check_property_fields(game, board, geometry, findings)
    _check_sheets(game, board, findings)


def _check_inner_tracks(board: Component, geometry: Layout, outer: list[Placed], findings: Findings) -> None:
    spec = board.spec
    on_loop = {f.id: f for f in outer if f.id}
    entered: Counter = Counter(path.entry for path in spec.paths)
    for pi, path in enumerate(spec.paths):
        entry, exit_ = on_loop.get(path.entry), on_loop.get(path.exit)
        if entry is None:
            findings.error(
                board.where("paths", pi, "entry"),
                f"inner track '{path.id}' is entered from '{path.entry}', which is not a field of the outer track",
                "przekret.board-inner-track",
            )
        elif entry.type != "condition":
            findings.error(
                board.where("paths", pi, "entry"),
                f"inner track '{path.id}' is entered from "
                f"'{path.entry}', a {entry.type} field; the arrows into inner tracks start on yellow "
                "condition fields",
                "przekret.board-inner-track",
            )
        if exit_ is None:
            findings.error(
                board.where("paths", pi, "exit"),
                f"inner track '{path.id}' leads out to '{path.exit}', which is not a field of the outer track",
                "przekret.board-inner-track",
            )
        elif entry is not None and exit_.index == entry.index:
            findings.error(
                board.where("paths", pi, "exit"),
                f"inner track '{path.id}' leads back to its own gate "
                f"'{path.exit}'; the arrow from its last field points at another outer field",
                "przekret.board-inner-track",
            )
    for f in outer:
        if f.type == "condition" and entered[f.id] != 1:
            findings.error(
                field_location(board, f),
                f"condition field '{f.id}' has {entered[f.id]} arrow(s) into "
                "inner tracks; each yellow field leads into exactly one",
                "przekret.board-inner-track",
            )


def _track_name(placed: Placed, board: Component) -> str:
    if placed.element == "loop":
        return "the outer track"
    return f"inner track '{board.spec.paths[placed.element_index].id}'"


def _check_property_fields(game: Game, board: Component, geometry: Layout, findings: Findings) -> None:
    properties = property_index(game)
    by_street: dict[str, list[Placed]] = defaultdict(list)
    for f in geometry.fields:
        if f.type != "property":
            continue
        if not f.field or not f.field.property:
            findings.error(
                field_location(board, f),
                f"property {describe(f, board.spec)} names no property; write "
                "property: <id> (an id from the Posesja cards)",
                "przekret.board-property-missing",
            )
            continue
        info = (properties or {}).get(f.field.property)
        if info is not None:
            by_street[info.street_id].append(f)
    for street_id, fields in by_street.items():
        street = properties[fields[0].field.property].street
        tracks = {(f.element, f.element_index) for f in fields}
        if len(tracks) > 1:
            names = sorted({_track_name(f, board) for f in fields})
            findings.error(
                field_location(board, fields[-1]),
                f"{street} lies on {' and '.join(names)}; a street's properties lie together on one track",
                "przekret.board-street",
            )
            continue
        order = sorted(fields, key=lambda f: f.index)
        track = [
            f for f in geometry.fields if (f.element, f.element_index) == (order[0].element, order[0].element_index)
        ]
        for f in track:
            if not (order[0].index < f.index < order[-1].index) or f.type != "property" or not f.field:
                continue
            other = properties.get(f.field.property or "")
            if other is None or other.street_id == street_id:
                continue
            findings.error(
                field_location(board, f),
                f"{street} is split by {other.street} {other.number} on "
                f"{_track_name(f, board)}; a street's properties lie together",
                "przekret.board-street",
            )


def _check_sheets(game: Game, board: Component, findings: Findings) -> None:
    """The rules print the board on a number of A4 sheets: with the build's default margin and overlap."""
    sheets = game.facts.get("board-sheets")
    if not isinstance(sheets, int):
        return
    size, defaults = board.spec.size, BuildOptions(paper=PAPERS["a4"])
    plan = board_plan(board, defaults)  # as the build tiles it on A4 with the default margin and overlap
    if plan.sheets > sheets:
        findings.error(
            board.where("size"),
            f"the board is {to_mm(size.width):.0f} × {to_mm(size.height):.0f} mm and "
            f"needs {plan.sheets} A4 sheets ({plan.cols} × {plan.row_count} parts) with "
            f"{to_mm(plan.overlap):g} mm overlap bands; the rules print it on {sheets}",
            "przekret.board-sheets",
        )


register_check("przekret", check_przekret)
