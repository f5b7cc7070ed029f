"""The fixed grid of Przekręt's card files and the room for the calibration bar under it: known without
drawing (the checks and the plans use it; fixed_pages.py draws the pages)."""

from __future__ import annotations

from generator.layout.imposition import Grid, SheetSpec, plan_grid
from generator.model.core import BuildOptions
from generator.model.units import mm

BAR = mm(50)


BAR_ROOM = mm(5.2)  # height the bar and its caption need above the printer margin


def fixed_grid(width: float, height: float, bleed: float, options: BuildOptions) -> tuple[SheetSpec, Grid]:
    """The one grid every page of the file uses (no rotation, so fronts and backs stay upright)."""
    spec = SheetSpec(
        piece_width=width,
        piece_height=height,
        paper=options.paper,
        bleed=bleed,
        gap=0.0,
        margin=options.margin,
        allow_rotation=False,
    )
    return spec, plan_grid(spec)


def bar_fits(spec: SheetSpec, grid: Grid) -> bool:
    """True when the bottom margin below the block holds the 50 mm bar and a column is wide enough."""
    room = grid.bottom - spec.bleed - spec.margin
    widest = max((s.width for s in grid.slots), default=0.0)
    return room >= BAR_ROOM and widest >= BAR + mm(4)
