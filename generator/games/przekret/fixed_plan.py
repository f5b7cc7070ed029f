"""The fixed grid of Przekręt's card files and the room for the calibration bar under it: known without
drawing (the checks and the plans use it; fixed_pages.py draws the pages)."""

from __future__ import annotations

from generator.draw.kinds.sheet_fits import with_ends_apart
from generator.layout.imposition import Grid, SheetSpec, fit_bleed, fit_full_bleed, fit_head_bleed, plan_grid
from generator.model.core import BuildOptions
from generator.model.units import mm

BAR = mm(50)


BAR_ROOM = mm(5.2)  # height the bar and its caption need above the printer margin


def fixed_grid(width: float, height: float, bleed: float, options: BuildOptions) -> tuple[SheetSpec, Grid]:
    """The grid of `_fixed_grid` with the full bleed at the block's head and foot where the sides cut it
    back and the head and foot hold it, the bar still under the block (`fit_head_bleed`, kit review r23),
    and at its sides too, the row cuts' marks shorter (`fit_full_bleed`: the cards' colour runs to every
    cut, r23 Przekręt minor 2: 1.5 mm of bleed on the outer cards of Losy and leases)."""
    spec, grid = _fixed_grid(width, height, bleed, options)
    headed = fit_head_bleed(spec, bleed)
    if headed is not spec and bar_fits(headed, grid) == bar_fits(spec, grid):
        spec, grid = headed, plan_grid(headed)
    sided = fit_full_bleed(spec, bleed)
    if sided is not spec and bar_fits(sided, plan_grid(sided)) == bar_fits(spec, grid):
        return sided, plan_grid(sided)
    return spec, grid


def _fixed_grid(width: float, height: float, bleed: float, options: BuildOptions) -> tuple[SheetSpec, Grid]:
    """The one grid every page of the file uses (no rotation, so fronts and backs stay upright).
    Cards lie a gutter of twice their bleed apart when the sheet still holds as many of them and the
    calibration bar as butted (each card's own colours then run past every cut, so a cut off the line
    shows no sliver of its neighbour); else apart between the rows only, across the cards' heads and
    feet (`with_ends_apart`: the Los, a navy header under the cream foot of the card above, kit review
    r15); else butted, one cut between two cards."""
    butted = fit_bleed(_spec(width, height, bleed, 0.0, options))
    grid = plan_grid(butted)
    if bleed <= 0 or not grid.per_sheet:
        return butted, grid
    bar = bar_fits(butted, grid)
    ends = with_ends_apart(
        _spec(width, height, bleed, 0.0, options),
        (grid.per_sheet,),
        lambda tried: bar_fits(tried, plan_grid(tried)) == bar,
    )
    for spaced in (fit_bleed(_spec(width, height, bleed, 2 * bleed, options)), ends):
        wide = plan_grid(spaced)
        if wide.per_sheet == grid.per_sheet and bar_fits(spaced, wide) == bar_fits(butted, grid):
            return spaced, wide
    return butted, grid


def _spec(width: float, height: float, bleed: float, gap: float, options: BuildOptions) -> SheetSpec:
    return SheetSpec(
        piece_width=width,
        piece_height=height,
        paper=options.paper,
        bleed=bleed,
        gap=gap,
        margin=options.margin,
        allow_rotation=False,
    )


def bar_fits(spec: SheetSpec, grid: Grid) -> bool:
    """True when the bottom margin below the block holds the 50 mm bar and a column is wide enough."""
    room = grid.bottom - spec.head_bleed - spec.margin
    widest = max((s.width for s in grid.slots), default=0.0)
    return room >= BAR_ROOM and widest >= BAR + mm(4)
