"""What a piece kind knows of its sheets without drawing them: the imposition of one kind of piece
and the piece-fits-paper check (no PDF library: checks and plans use these; _sheets.py draws)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from generator.layout.imposition import (
    BLEED_MIN,
    EPS,
    PAPERS,
    SheetSpec,
    crop_marks,
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
) -> SheetSpec:
    """The imposition of one kind of piece; a build's `--gap` keeps every piece's full bleed apart from
    its neighbours' (trim to trim: the gap plus both bleeds), so each piece is cut on its own. The
    bleed gives way where the margin beside the block is narrow, so every crop mark keeps MARK_MIN.
    `gutter`: pieces of different colours (Rynek's factories) lie that far apart, each with its own
    bleed, where the sheet holds as many of them so (`with_gutter`). `ends_apart`: the pieces' head
    and foot differ in colour, and these are the counts of the sets printed on sheets of their own
    (Rynek's two decks): the pieces lie apart across their heads and feet where that takes no sheet
    more for them (`with_ends_apart`). `full_bleed`: the pieces' colour runs to every cut, so the outer
    bleed stays whole where the margins hold it with MARK_MIN marks (`fit_head_bleed`, `fit_full_bleed`;
    kit review r23, Przekręt minor 2), each margin keeping `keep` beyond the bleed all the same (the
    sheet's ticket line: the grid is the same without it, so a check counting sheets needs none); where
    they hold it only with shorter marks, the pieces lie turned if that holds both for a sheet more at
    most (`turned_for_marks`), else the bleed gives way at the sides (kit review r26, P minor 1)."""
    if options.gap > 0:
        gap = max(gap, options.gap + 2 * bleed)
    spec = SheetSpec(
        piece_width=width, piece_height=height, paper=options.paper, bleed=bleed, gap=gap, margin=options.margin
    )
    spec = with_gutter(spec, gutter)
    fitted = with_ends_apart(spec, ends_apart) if ends_apart else fit_bleed(spec)
    if not full_bleed:
        return fitted
    upright = fit_full_bleed(fit_head_bleed(fitted, bleed), bleed, keep)
    if min(upright.bleed, upright.head_bleed) >= bleed - EPS or not ends_apart:
        return upright
    # the margins hold the full bleed only with marks shorter than MARK_MIN: a turned grid that holds
    # both, else the bleed gives way to the marks at the sides (kit review r26, P minor 1)
    return turned_for_marks(spec, upright, bleed, ends_apart, keep)


# the crop marks a turned grid must give every cut beside the full bleed to be taken for one sheet more
TURNED_MARK = mm(4)


def turned_for_marks(
    spec: SheetSpec, upright: SheetSpec, bleed: float, counts: Sequence[int], keep: float
) -> SheetSpec:
    """For pieces whose colour runs to every cut (`full_bleed`) where the upright grid keeps the full
    bleed only with crop marks shorter than MARK_MIN (three 63 mm Losy across A4: 1.5 mm bleed beside
    3 mm marks, or 2.1 mm marks beside 2.4 mm, r23): the grid
    turned a quarter, when it keeps the full bleed all round with marks of TURNED_MARK or more at every
    cut and costs at most one sheet for the sets of `counts` (kit review r26, P minor 1: Losy 8 to a
    sheet turned, 4.5 mm marks and 3 mm bleed, 5 sheets for 36 instead of 4). Else `upright`."""
    turned = with_ends_apart(replace(spec, turned=True), counts)
    turned = fit_full_bleed(fit_head_bleed(turned, bleed), bleed, keep)
    grid, before = plan_grid(turned), plan_grid(upright)
    if not grid.per_sheet or min(turned.bleed, turned.head_bleed) < bleed - EPS:
        return upright
    marks = crop_marks(grid, turned)
    if not marks or min(abs(m.x2 - m.x1) + abs(m.y2 - m.y1) for m in marks) < TURNED_MARK - EPS:
        return upright
    more = sum(sheets_needed(n, grid) for n in counts) - sum(sheets_needed(n, before) for n in counts)
    return turned if more <= 1 else upright


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


def with_gutter(spec: SheetSpec, gutter: float) -> SheetSpec:
    """`spec` with its pieces `gutter` apart (crop marks for both edges inside the gap when it holds
    them), or as far apart as keeps every piece's own bleed (twice the bleed), whichever first holds
    as many pieces per sheet as `spec`: a gutter never costs a sheet (kit review r14, R major 1)."""
    if gutter <= spec.gap:
        return spec
    per_sheet = plan_grid(spec).per_sheet
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
