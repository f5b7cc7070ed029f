"""Drawing a board's guests below the board on its last row's sheets (board/guests.py says which
pieces and how they lie, layout/board_foot.py where): each sheet's share in one band with its own
bleed and crop marks, drawn as every band of pieces is (kinds/band_sheets.py)."""

from __future__ import annotations

from dataclasses import dataclass

from generator.draw.kinds.band_sheets import draw_front_bands
from generator.draw.kinds.board.guests import foot_groups, foot_pieces
from generator.draw.kinds.guest_pieces import guest_lines
from generator.layout.bands import PlacedBand
from generator.layout.board_foot import PIECE_GAP, FootFit, foot_bands, foot_rect
from generator.layout.imposition import Paper
from generator.layout.tiling import Tile, TilePlan
from generator.model.core import Component, Game


@dataclass(frozen=True)
class Feet:
    plan: TilePlan
    bands: dict[int, PlacedBand]  # by sheet
    pieces: list
    bleed: float
    lines: list[str]  # what the board's guide says of them (the print job's cover repeats it)

    def floor(self, tile: Tile) -> float | None:
        """Page height the board's corner marks stop at on this tile's sheet (None: no band there)."""
        if tile.sheet not in self.bands:
            return None
        return foot_rect(self.plan, tile)[3] + PIECE_GAP - 0.01

    def draw(self, c, tile: Tile) -> None:
        band = self.bands.get(tile.sheet)
        if band is None:
            return
        page = Paper(self.plan.paper.name, self.plan.page_width, self.plan.page_height)
        draw_front_bands(c, [band], [self.pieces], page, self.plan.margin, self.bleed)


def draw_feet(component: Component, game: Game, plan: TilePlan, fit: FootFit) -> Feet:
    _title, pieces, bleed = foot_groups(component, game, fit)
    return Feet(
        plan, foot_bands(plan, fit, len(pieces), bleed), pieces, bleed, guest_lines(foot_pieces(component, game))
    )
