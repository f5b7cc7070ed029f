"""What a board's files will take, known without drawing them: the paper's key in a file name, the
tiling of the board over sheets and the board with the game's facts written in (pdf.py draws)."""

from __future__ import annotations

from generator.draw.kinds.board.facts import with_facts
from generator.layout.board_foot import foot_room
from generator.layout.board_marks import ARM_MIN, TRIM_BLEED_MIN
from generator.layout.imposition import INK_SAFETY, MARK_OFFSET, PAPERS
from generator.layout.tiling import WASTE, Obstacles, TilePlan, plan_tiles
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


# the narrowest band a board's sheets step down to from the build's (`bands`): today's 8 mm before r30, a
# 4 mm waste and a 4 mm glue strip
BAND_LEAST = 2 * WASTE
BAND_STEP = mm(0.5)


def bands(options: BuildOptions) -> list[float]:
    """The overlap bands a board's sheets may take, widest first: the build's (`options.overlap`, whose
    glue is the goal: 7 mm by default), then narrower by BAND_STEP down to BAND_LEAST, where a board's
    sheets lack the room for the widest (a band below BAND_LEAST asked for is taken as it is)."""
    widest = options.overlap
    out = [widest]
    while out[-1] - BAND_STEP >= BAND_LEAST - 1e-6:
        out.append(out[-1] - BAND_STEP)
    return out


def board_plan(
    component: Component, options: BuildOptions, *, obstacles: Obstacles | None = None, foot: float = 0.0
) -> TilePlan:
    """The board's sheets on the build's paper, within its margin (`plan_tiles`: with `obstacles`,
    the cut lines kept off them; with `foot`, that much blank card below the board); every outer edge
    keeps room for the home bleed where the paper allows, the same at both ends of an axis, and
    OUTER_MARKS past it for the corner marks unless that costs a sheet, a crossing or the foot (kit review r20:
    Przekręt's cuts, moved off its words, left its top edge 1 mm of bleed and its left 3 mm). The glue
    strips are as wide as the build's band gives (7 mm) where the sheets' spare holds it with the full home
    bleed at every outer edge, else the widest that does (`bands`, never under 4 mm): a wide lap joint before
    marks past the bleed (kit review r30, Rynek minor 2: a 4 mm strip of card opens with handling)."""
    spec = component.spec

    def planned(overlap: float, edge: float) -> TilePlan:
        return plan_tiles(
            spec.size.width,
            spec.size.height,
            options.paper,
            margin=tile_margin(component, options),
            overlap=overlap,
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
    full = edges.index(bleed)  # the edges that keep the whole home bleed: this one and those before it
    plans = [(band, e, planned(band, edge)) for band in bands(options) for e, edge in enumerate(edges)]
    # the sheets the build's band needs (a narrower band buys bleed, marks and cuts off the fields, never a
    # sheet: --overlap is the band asked for), and the fewest crossings any band makes with as many
    sheets = min(p.sheets for band, _, p in plans if band == options.overlap)
    least = min((p for _, _, p in plans if p.sheets == sheets), key=lambda p: p.crossings)
    fitting = [
        (band, e, p)
        for band, e, p in plans
        if p.sheets == least.sheets
        and p.crossings <= least.crossings
        and foot_room(p) >= min(foot, foot_room(least)) - 1e-6
    ]
    if not fitting:
        return least
    # the full bleed first, then the widest glue, then the roomiest edge
    return min(fitting, key=lambda f: (f[1] > full, -f[0], f[1]))[2]


def shop_whole(component: Component, options: BuildOptions) -> bool:
    """Whether the board also comes whole on one page for a print shop: only when the home sheets
    print it in pieces to glue. A board that lies whole on one home sheet has no shop version: the
    shop's page would be the same board with the same bleed (kit review r21, Art Society major 1: its
    boards' SRA4 files were sold as better and were identical to the A4 sheets).

    Whether the home sheets cut the board depends only on its size, the paper and the margin: the
    glue band, the outer edge's room and shared sheets move `board_plan`'s cuts, not their count, when
    the board fits one sheet. So the plain tiling answers it, with none of `board_plan`'s search (28
    tilings, 0.48 s of each `validate` of Kolekcjonerzy; every save in `drukarnia serve` checks it)."""
    spec = component.spec
    plain = plan_tiles(
        spec.size.width,
        spec.size.height,
        options.paper,
        margin=tile_margin(component, options),
        overlap=options.overlap,
        share=False,
    )
    return plain.pieces > 1


def resolved(component: Component, game: Game):
    """The board's spec with the game's facts written into its texts."""
    return with_facts(component.spec, game.facts if game is not None else {})
