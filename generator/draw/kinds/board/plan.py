"""What a board's files will take, known without drawing them: the paper's key in a file name, the
tiling of the board over sheets and the board with the game's facts written in (pdf.py draws)."""

from __future__ import annotations

from generator.draw.kinds.board.facts import with_facts
from generator.layout.board_foot import foot_room
from generator.layout.board_marks import ARM_MIN, TRIM_BLEED_MIN
from generator.layout.imposition import INK_SAFETY, MARK_OFFSET, PAPERS
from generator.layout.tiling import Obstacles, TilePlan, plan_tiles
from generator.model.core import BuildOptions, Component, Game
from generator.model.units import mm

PAGE_MARGIN = mm(12)  # around the full-size board: bleed, trim marks and a slug line
HOME_BLEED = mm(3)  # a board on home sheets: its colour carried this far past every outer trim
OUTER_MARKS = mm(4)  # and its corner marks' arms this far on past the bleed, on white card, where the paper allows


def home_bleed(bleed: float) -> float:
    """The bleed of a board printed on home sheets: its own, up to HOME_BLEED (r17: Rynek's sheets had
    none and Art Society's 1.1 mm, so a cut a little outside the mark left a white sliver)."""
    return max(0.0, min(bleed, HOME_BLEED))


def paper_key(options: BuildOptions) -> str:
    for key, paper in PAPERS.items():
        if paper == options.paper:
            return key
    return options.paper.name.lower()


def tile_margin(component: Component, options: BuildOptions) -> float:
    """The margin the board's sheets keep: the build's printer margin and INK_SAFETY more (no ink on the
    margin line itself: glue strips and marks at exactly 5 mm get clipped, kit review r14), or the
    board's own when wider."""
    return max(options.margin + INK_SAFETY, component.spec.sheet_margin or 0.0)


def board_plan(
    component: Component, options: BuildOptions, *, obstacles: Obstacles | None = None, foot: float = 0.0
) -> TilePlan:
    """The board's sheets on the build's paper, within its margin (`plan_tiles`: with `obstacles`,
    the cut lines kept off them; with `foot`, that much blank card below the board); every outer edge
    keeps room for the home bleed where the paper allows, the same at both ends of an axis, and
    OUTER_MARKS past it for the corner marks unless that costs a sheet, a crossing or the foot (kit review r20:
    Przekręt's cuts, moved off its words, left its top edge 1 mm of bleed and its left 3 mm)."""
    spec = component.spec

    def planned(edge: float) -> TilePlan:
        return plan_tiles(
            spec.size.width,
            spec.size.height,
            options.paper,
            margin=tile_margin(component, options),
            overlap=options.overlap,
            obstacles=obstacles,
            foot=foot,
            edge=edge,
        )

    bleed = home_bleed(spec.bleed)
    # the roomiest outer edge whose cuts cross no more than the tightest one's: the corner marks past the
    # bleed as long as they may be, else as short as they may be (ARM_MIN, kit review r28, Przekręt minor
    # 4: its top edge kept 3.7 mm, the bleed and no mark past it), else the bleed, else the bleed cut
    # back to TRIM_BLEED_MIN when that lets a cut reach a field border (kit review r29, Przekręt major 1:
    # the horizontal join ran 2.7 mm inside a row of fields, parallel to the printed border)
    edges = (bleed + OUTER_MARKS, bleed + MARK_OFFSET + ARM_MIN, bleed, min(bleed, TRIM_BLEED_MIN))
    plans = [planned(edge) for edge in edges]
    least = min(plans, key=lambda p: (p.sheets, p.crossings))
    for roomy in plans:
        if (roomy.sheets, roomy.crossings) <= (least.sheets, least.crossings) and foot_room(roomy) >= min(
            foot, foot_room(least)
        ) - 1e-6:
            return roomy
    return least


def shop_whole(component: Component, options: BuildOptions) -> bool:
    """Whether the board also comes whole on one page for a print shop: only when the home sheets
    print it in pieces to glue. A board that lies whole on one home sheet has no shop version: the
    shop's page would be the same board with the same bleed (kit review r21, Art Society major 1: its
    boards' SRA4 files were sold as better and were identical to the A4 sheets)."""
    return board_plan(component, options).pieces > 1


def resolved(component: Component, game: Game):
    """The board's spec with the game's facts written into its texts."""
    return with_facts(component.spec, game.facts if game is not None else {})
