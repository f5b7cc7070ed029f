"""What a piece kind knows of its sheets without drawing them: the imposition of one kind of piece
and the piece-fits-paper check (no PDF library: checks and plans use these; piece_sheets.py draws)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from generator.layout.imposition import (
    BLEED_MIN,
    PAPERS,
    SheetSpec,
    fit_bleed,
    fit_full_bleed,
    fit_head_bleed,
    plan_grid,
    sheets_needed,
)
from generator.model.core import BuildOptions
from generator.model.findings import Findings, Location
from generator.model.units import mm, to_mm


def sheet_spec(
    width: float,
    height: float,
    bleed: float,
    gap: float,
    options: BuildOptions,
    gutter: float = 0.0,
    ends_apart: Sequence[int] = (),
    full_bleed: bool = False,
    keep: float = 0.0,
    count: int | None = None,
) -> SheetSpec:
    """The imposition of one kind of piece; a build's `--gap` keeps every piece's full bleed apart from
    its neighbours' (trim to trim: the gap plus both bleeds), so each piece is cut on its own. The
    bleed gives way where the margin beside the block is narrow, so every crop mark keeps MARK_MIN.
    `gutter`: pieces of different colours (Rynek's factories) lie that far apart, each with its own
    bleed, where the sheet holds as many of them so (`with_gutter`; `count`: where the sheets hold that many
    pieces so, a set printed alone). `ends_apart`: the pieces' head
    and foot differ in colour, and these are the counts of the sets printed on sheets of their own
    (Rynek's two decks): the pieces lie apart across their heads and feet where that takes no sheet
    more for them (`with_ends_apart`). `full_bleed`: the pieces' colour runs to every cut, so the outer
    bleed stays whole where the margins hold it, at the head and foot with full marks (`fit_head_bleed`),
    at the sides with shorter ones (`fit_full_bleed`; kit review r23, Przekręt minor 2: the Losy's 1.5 mm),
    each margin keeping `keep` beyond the bleed all the same (the sheet's ticket line: the grid is the same
    without it, so a check counting sheets needs none)."""
    if options.gap > 0:
        gap = max(gap, options.gap + 2 * bleed)
    spec = SheetSpec(
        piece_width=width, piece_height=height, paper=options.paper, bleed=bleed, gap=gap, margin=options.margin
    )
    spec = with_gutter(spec, gutter, count)
    spec = with_ends_apart(spec, ends_apart) if ends_apart else fit_bleed(spec)
    return fit_full_bleed(fit_head_bleed(spec, bleed, keep), bleed, keep) if full_bleed else spec


def with_ends_apart(
    spec: SheetSpec, counts: Sequence[int], holds: Callable[[SheetSpec], bool] = lambda tried: True
) -> SheetSpec:
    """`spec` (bleed fitted) with a gap between its pieces' heads and feet (`SheetSpec.ends_gap`) of
    twice the bleed they keep there, so each piece's own colours run past the cut it used to share with
    its neighbour and the two bleeds meet in the gap's middle; the widest such gap (the full bleed, then
    BLEED_MIN) whose grid prints the sets of `counts` pieces on no more sheets than `spec`'s, and that
    `holds` accepts (a sheet's other needs). The outer bleed may still give way to the crop marks
    (`fit_bleed`): the gap keeps the full bleed (`inner_bleed`; r21: the Los's gap was 3 mm because the
    outer bleed had shrunk to 1.5 mm). The grid may turn the pieces or give up a piece a sheet for it
    when the sheets stay as many (Rynek's decks of 32: 9 cards a sheet turned, 8 upright, 4 sheets
    either way). Unchanged when none holds."""
    fitted = fit_bleed(spec)

    def sheets(tried: SheetSpec) -> int:
        grid = plan_grid(tried)
        return sum(sheets_needed(count, grid) for count in counts) if grid.per_sheet else 10**9

    for bleed in (spec.bleed, BLEED_MIN):
        if bleed > spec.bleed or 2 * bleed <= spec.gap:
            continue
        tried = replace(fit_bleed(replace(spec, ends_gap=2 * bleed)), inner_bleed=bleed)
        if sheets(tried) <= sheets(fitted) and holds(tried):
            return tried
    return fitted


def with_gutter(spec: SheetSpec, gutter: float, count: int | None = None) -> SheetSpec:
    """`spec` with its pieces `gutter` apart (crop marks for both edges inside the gap when it holds
    them), or as far apart as keeps every piece's own bleed (twice the bleed), whichever first holds
    as many pieces per sheet as `spec`: a gutter never costs a sheet (kit review r14, R major 1). With
    `count`, the pieces of a set printed alone (a part's pawns): as many as the set needs, on as few sheets
    (r42 K minor 13: twelve pawns butted on a sheet that held 30 of them)."""
    if gutter <= spec.gap:
        return spec
    per_sheet = plan_grid(spec).per_sheet
    if count is not None and per_sheet:
        per_sheet = min(per_sheet, count if count <= per_sheet else per_sheet)
    # each piece's own bleed matters more than its width: where the sheet holds no gap of twice the
    # bleed, the bleed steps down towards BLEED_MIN before the pieces butt (Rynek's factories on Letter)
    bleeds = [spec.bleed] + [b for b in (mm(2.5), mm(2), BLEED_MIN) if b < spec.bleed - 1e-6]
    for bleed in bleeds:
        for gap in (gutter, (gutter + 2 * bleed) / 2, 2 * bleed):
            tried = replace(spec, bleed=bleed, gap=max(gap, spec.gap))
            if plan_grid(tried).per_sheet >= per_sheet:
                return tried
    return spec


def check_fits(
    where: Location, what: str, width: float, height: float, bleed: float, gap: float, findings: Findings, rule: str
) -> None:
    """A piece too big for the paper (with bleed, marks and printer margin) is a finding."""
    for paper in PAPERS.values():
        spec = SheetSpec(piece_width=width, piece_height=height, paper=paper, bleed=bleed, gap=gap)
        if plan_grid(spec).per_sheet == 0:
            findings.error(
                where,
                f"{what} of {to_mm(width):.1f} x {to_mm(height):.1f} mm with {to_mm(bleed):.1f} mm "
                f"bleed does not fit on {paper.name} inside the 5 mm printer margin",
                rule,
            )
            return
