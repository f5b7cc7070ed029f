"""exhibit-price-list: the printed price list (cennik) of a game's exhibits, and the point-value list
of one game that `drukarnia kolekcjonerzy wycena` prints.

The exhibits come from the game's exhibit-tiles component, so the list always matches the tiles.
Each copy is half a landscape sheet (A5 on A4): players consult it while they write their plans,
so a kit prints several, two per sheet.

```yaml
kind: exhibit-price-list
title: Cennik eksponatów        # heading of every copy (Polish)
tiles: tiles                    # optional: the exhibit-tiles component to list (default: the only one)
copies: 4                       # copies to print, two per sheet
```
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from generator.draw.fonts import SANS, SANS_BOLD, SANS_SEMIBOLD
from generator.draw.kinds import Drawn, Kind, register
from generator.draw.text import Fitted, fit, text_problem
from generator.games.kolekcjonerzy.form_boxes import CELL_PAD, MIN_SIZE, OUTER_ROOM, halves
from generator.games.kolekcjonerzy.rules import Plans, normalise
from generator.layout.imposition import PAPERS
from generator.model.base import Model
from generator.model.core import Component, Game
from generator.model.findings import Findings
from generator.model.source import Document
from generator.model.units import mm

GUTTER = mm(6)  # from the middle cut line to each copy's content
INSET = mm(3)  # from the printer margin to each copy's content
NAME_FONT, NAME_MAX, NAME_MIN = SANS_SEMIBOLD, 8.5, 6.0
MAX_ROW = mm(8.5)


def copy_boxes(paper, margin: float):
    """The two copies on a landscape sheet of `paper`, OUTER_ROOM more at its ends: room for the print job's
    identifier under them where the sheet lies turned in its job (sheets_draw: the plans' backs)."""
    return halves(paper.height, paper.width, margin + INSET, GUTTER, OUTER_ROOM)


def column_width(box_width: float) -> float:
    return (box_width - mm(3)) / 2


def name_width(col_w: float, row_h: float) -> float:
    """Room for an exhibit's name: the column less the pictogram (row_h square) and the price badge."""
    return col_w - row_h - 2 * badge_radius(row_h) - mm(2.5)


def badge_radius(row_h: float) -> float:
    return min(row_h * 0.3, mm(2.3))


class PriceList(Model):
    kind: Literal["exhibit-price-list"]
    title: str = Field(default="Cennik eksponatów", min_length=1, max_length=40)
    tiles: str | None = None
    copies: int = Field(default=4, ge=1, le=24)


def tiles_of(component, game):
    """The exhibit-tiles component this list shows, or None."""
    name = component.spec.tiles
    if name is not None:
        found = game.components.get(name)
        return found if found is not None and found.kind == "exhibit-tiles" else None
    found = game.of_kind("exhibit-tiles")
    return found[0] if len(found) == 1 else None


def tiers(exhibits) -> list[tuple[int, list]]:
    """Exhibits grouped by price, dearest first, each group in the order of the tile list."""
    prices = sorted({e.price for e in exhibits}, reverse=True)
    return [(p, [e for e in exhibits if e.price == p]) for p in prices]


def check(component: Component[PriceList], game: Game, findings: Findings) -> None:
    spec: PriceList = component.spec
    tiles = tiles_of(component, game)
    if tiles is None:
        available = ", ".join(sorted(c.name for c in game.of_kind("exhibit-tiles"))) or "none"
        what = (
            f"'{spec.tiles}' is not an exhibit-tiles component"
            if spec.tiles
            else "the game needs exactly one exhibit-tiles component, or 'tiles:' naming one"
        )
        findings.error(
            component.where("tiles") if spec.tiles else component.where("kind"),
            f"price list: {what}; exhibit-tiles components: {available}",
            "price-list.tiles",
        )
        return
    narrowest = min(copy_boxes(paper, mm(5))[0][2] for paper in PAPERS.values())
    room = name_width(column_width(narrowest), MAX_ROW)
    for i, exhibit in enumerate(tiles.spec.exhibits):
        problem = text_problem(exhibit.name, NAME_FONT, room, max_size=NAME_MAX, min_size=NAME_MIN, max_lines=2)
        if problem:
            findings.error(tiles.where("exhibits", i, "name"), f"price list: {problem}", "text.does-not-fit")


POINTS_MARGIN = mm(14)  # the arbiter's point list (`drukarnia kolekcjonerzy wycena`): page margin
POINTS_NAME_SIZE = 9.0  # the exhibit column of its point table, as wide as the other columns leave
POINTS_OTHER_COLUMNS = mm(9) + mm(20) * 3
PLANS_GAP = mm(4)  # its plans page: the players' plans in two or three columns
PLAYER_BOX = (9.5, 6.0)  # a player's name over the plan: max and min size
PLAN_NAME_BOX = (7.5, 6.0)  # an exhibit of the plan, beside its points


def points_name_width(paper) -> float:
    return paper.width - 2 * POINTS_MARGIN - POINTS_OTHER_COLUMNS


def plan_column_width(paper, players: int) -> float:
    columns = 3 if players > 4 else 2
    return (paper.width - 2 * POINTS_MARGIN - PLANS_GAP * (columns - 1)) / columns


def player_fit(name: str, column: float) -> Fitted | None:
    return fit(name, SANS_BOLD, column - mm(3), max_size=PLAYER_BOX[0], min_size=PLAYER_BOX[1])


def plan_name_fit(name: str, column: float) -> Fitted | None:
    return fit(name, SANS, column - mm(12), max_size=PLAN_NAME_BOX[0], min_size=PLAN_NAME_BOX[1])


def check_points_pages(doc: Document, plans: Plans, game: Game, paper, findings: Findings) -> None:
    """Every name the point list prints fits its place at 6 pt or more on `paper` (the drawing relies
    on it): player names over their plans (where the plans file has them), exhibit names in the
    point table (at the exhibit tiles) and in the plans."""
    tiles = game.one("exhibit-tiles")
    room = points_name_width(paper) - CELL_PAD
    for i, exhibit in enumerate(tiles.spec.exhibits if tiles else []):
        problem = text_problem(exhibit.name, SANS, room, max_size=POINTS_NAME_SIZE, min_size=MIN_SIZE)
        if problem:
            findings.error(tiles.where("exhibits", i, "name"), f"point list: {problem}", "text.does-not-fit")
    column = plan_column_width(paper, len(plans.plans))
    for i, plan in enumerate(plans.plans):
        high, low = PLAYER_BOX
        problem = text_problem(plan.player, SANS_BOLD, column - mm(3), max_size=high, min_size=low)
        if problem:
            findings.error(doc.where(("plans", i, "player")), f"point list: {problem}", "text.does-not-fit")
        for j, written in enumerate(plan.exhibits):
            high, low = PLAN_NAME_BOX
            problem = text_problem(normalise(written), SANS, column - mm(12), max_size=high, min_size=low)
            if problem:
                findings.error(doc.where(("plans", i, "exhibits", j)), f"point list: {problem}", "text.does-not-fit")


KIND = register(
    Kind(
        name="exhibit-price-list",
        category="form",
        model=PriceList,
        check=check,
        render=Drawn("exhibit-price-list", "render"),
        description="price list of the exhibits, from the exhibit tiles; copies two per sheet",
    )
)
