"""Kolekcjonerzy's board checks: what the rules ask of the board (start fields, exhibits, field size).

Registered with `register_check`, so they run after the game's own checks. They read the board's layout
and stay silent when the layout itself has problems: the board kind's check reports those.
"""

from __future__ import annotations

from generator.draw.kinds.board import Layout, Placed, field_location, laid_out
from generator.games import register_check
from generator.games.kolekcjonerzy.exhibit_tiles import field_problem
from generator.model import counts
from generator.model.core import Component, Game
from generator.model.findings import Findings

KOLEKCJONERZY_TYPES = {"start", "exhibit", "bank"}


def check_kolekcjonerzy(game: Game, findings: Findings) -> None:
    found = laid_out(game)
    if found is None:
        return
    board, geometry = found
    spec = board.spec
    if len(spec.grids) != 1 or spec.graphs or spec.loops or spec.paths or spec.tracks:
        findings.error(
            board.where("grids"),
            f"the Kolekcjonerzy board has {len(spec.grids)} grid(s) and other "
            "tracks; expected exactly one grid of fields",
            "kolekcjonerzy.board-grid",
        )
        return
    grid = spec.grids[0]
    for letter, type_id in grid.key.items():
        if type_id not in KOLEKCJONERZY_TYPES:
            findings.error(
                board.where("grids", 0, "key", letter),
                f"map key '{letter}' names type '{type_id}'; "
                f"the Kolekcjonerzy board knows only start, exhibit and bank fields (and '.' for "
                f"unmarked ones)",
                "kolekcjonerzy.board-type",
            )
    cells = geometry.of("grid", 0)
    _check_starts(game, board, cells, findings)
    facts = game.facts
    exhibits = [f for f in cells if f.type == "exhibit"]
    if len(exhibits) < facts["exhibit-tiles"]:
        findings.error(
            board.where("grids", 0, "rows"),
            f"the board has {len(exhibits)} exhibit circle(s); the "
            f"arbiter lays out {facts['exhibit-tiles']} exhibit tiles, one per circle",
            "kolekcjonerzy.board-exhibits",
        )
    if not any(f.type == "bank" for f in cells):
        findings.error(
            board.where("grids", 0, "rows"),
            "the board has no bank field (B); a player short of tokens collects them on a B field",
            "kolekcjonerzy.board-bank",
        )
    unmarked = [f for f in cells if f.type is None]
    need = facts["blot-tiles"] + 1
    if len(unmarked) < need:
        findings.error(
            board.where("grids", 0, "rows"),
            f"the board has {len(unmarked)} unmarked field(s); the "
            f"{facts['blot-tiles']} blot tiles lie only on unmarked fields and a knocked blot moves to "
            f"another one, so at least {need} are needed",
            "kolekcjonerzy.board-unmarked",
        )
    _check_field_size(game, board, geometry, findings)


def _check_starts(game: Game, board: Component, cells: list[Placed], findings: Findings) -> None:
    players = game.facts["players-max"]
    seen: dict[int, Placed] = {}
    for f in cells:
        if f.type != "start":
            continue
        where = field_location(board, f)
        if f.number is None:
            findings.error(
                where, f"start field {f.name} has no number; write s1 … s{players}", "kolekcjonerzy.board-start"
            )
        elif not 1 <= f.number <= players:
            findings.error(
                where,
                f"start field {f.name} is numbered {f.number}; the players start on fields 1–{players}",
                "kolekcjonerzy.board-start",
            )
        elif f.number in seen:
            findings.error(
                where,
                f"start field {f.number} appears twice ({seen[f.number].name} and {f.name})",
                "kolekcjonerzy.board-start",
            )
        else:
            seen[f.number] = f
    missing = counts.gaps([(n, n) for n in seen], 1, players)  # never iterates up to players
    if missing:
        findings.error(
            board.where("grids", 0, "rows"),
            f"start field(s) {counts.listed(missing)} missing; the players start on fields 1–{players}, one field each",
            "kolekcjonerzy.board-start",
        )


def _check_field_size(game: Game, board: Component, geometry: Layout, findings: Findings) -> None:
    grid = board.spec.grids[0]
    if grid.cell != "field":
        findings.error(
            board.where("grids", 0, "cell"),
            f"cell is '{grid.cell}'; write 'cell: field' so that the "
            "field size comes from dimensions.field in game.yaml, as the tiles' size does",
            "kolekcjonerzy.board-field-size",
        )
        return
    tiles = game.one("exhibit-tiles")
    cell = geometry.grids[0].cell
    problem = field_problem(tiles.spec.size, cell) if tiles is not None else None
    if problem:
        findings.error(
            board.where("grids", 0, "cell"), f"{problem} ({tiles.name}.yaml size)", "kolekcjonerzy.board-field-size"
        )


register_check("kolekcjonerzy", check_kolekcjonerzy)
