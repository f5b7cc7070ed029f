"""board: one board model for every game (see model.py for the YAML), laid out, checked and drawn.

The subpackage's public face; games, the rulebook and tests import from here, never from its
modules: `model` (the YAML), `geometry` (where fields go; `loops`, the fields round its edge), `content` (what a field says), `measure`
(the room texts, tables and legends take), `plan` (the files without drawing them), `draw`, `symbols`,
`facts` (game facts written into texts), `pdf` (true size and tiled) and `checks`. Loading and
checking a board import no drawing code: `draw`, `symbols` and `pdf` (reportlab) are imported when a
board is drawn (`render` names `pdf.render_board` with `Later`; a figure asks for `draw_board`).
"""

from __future__ import annotations

from generator.draw.kinds import Kind, Later, register
from generator.draw.kinds.board.checks import check_board, field_location
from generator.draw.kinds.board.content import property_index
from generator.draw.kinds.board.facts import with_facts
from generator.draw.kinds.board.geometry import layout, segments_cross, visible_length
from generator.draw.kinds.board.guests import check_foot
from generator.draw.kinds.board.model import Board, FieldType, Legend, Table, Text
from generator.draw.kinds.board.owners import check_owners, copies_in_file, printed_copies
from generator.draw.kinds.board.placed import Layout, Placed, describe
from generator.draw.kinds.board.plan import PAGE_MARGIN, board_plan, paper_key, resolved, shop_whole
from generator.model.core import BuildOptions, Component, Game, Plan
from generator.model.findings import Findings

__all__ = [
    "Board",
    "FieldType",
    "Layout",
    "Legend",
    "PAGE_MARGIN",
    "Placed",
    "Table",
    "Text",
    "board_plan",
    "check_board",
    "describe",
    "field_location",
    "full_size",
    "laid_out",
    "layout",
    "paper_key",
    "property_index",
    "resolved",
    "segments_cross",
    "visible_length",
    "with_facts",
]


def laid_out(game: Game) -> tuple[Component[Board], Layout] | None:
    """The game's board and its layout with the game's facts written in; None when the game has no
    board or its layout has problems (the board kind reports those; a game check would mislead)."""
    component = game.one("board")
    if component is None:
        return None
    geometry = layout(with_facts(component.spec, game.facts), game)
    if geometry.problems:
        return None
    return component, geometry


def check(component: Component[Board], game: Game, findings: Findings) -> None:
    check_board(component, game, findings)
    check_owners(component, game, findings)
    check_foot(component, game, findings)


# full_size(component, game): the board whole at true size, a page per copy, its TrimBox the board (an
# Output): the print shop's file where the kit has one (`files`), and what an export rasterises for
# every board (a board whole on one home sheet has no such file in the kit, kit review r21); drawing
# code, imported when first called
full_size = Later("generator.draw.kinds.board.pdf:render_full")


def files(component: Component[Board], options: BuildOptions) -> list[str]:
    """The board on the build's paper; before it, the board whole for a print shop where the home
    sheets print it in pieces (`shop_whole`)."""
    tiled = f"{component.name}-{paper_key(options)}.pdf"
    return [f"{component.name}.pdf", tiled] if shop_whole(component, options) else [tiled]


def plan(component: Component[Board], game: Game, options: BuildOptions) -> list[Plan]:
    """The full-size board on one sheet (where there is one); the tiled one: an assembly map, then
    one sheet per tile."""
    tiles = board_plan(component, options).sheets
    *full, tiled = files(component, options)
    copies = printed_copies(component, game)
    each = copies_in_file(component.spec)  # a board with owners holds every owner's copy in its files
    shop = [Plan(name, pages=each, sheets=each, copies=copies) for name in full]
    return [*shop, Plan(tiled, pages=tiles * each + 1, sheets=tiles * each, copies=copies)]  # the map page: plain paper


KIND = register(
    Kind(
        name="board",
        category="board",
        model=Board,
        render=Later("generator.draw.kinds.board.pdf:render_board"),
        check=check,
        files=files,
        plan=plan,
        description="a board at true size and tiled over sheets: grids, graphs, loop tracks, "
        "inner paths, value tracks, texts, tables and legends",
    )
)
