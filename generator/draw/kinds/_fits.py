"""What a piece kind knows of its sheets without drawing them: the imposition of one kind of piece
and the piece-fits-paper check (no PDF library: checks and plans use these; _sheets.py draws)."""

from __future__ import annotations

from generator.layout.imposition import PAPERS, SheetSpec, fit_bleed, plan_grid
from generator.model.core import BuildOptions
from generator.model.findings import Findings, Location
from generator.model.units import to_mm


def sheet_spec(width: float, height: float, bleed: float, gap: float, options: BuildOptions) -> SheetSpec:
    """The imposition of one kind of piece; a build's `--gap` keeps every piece's full bleed apart from
    its neighbours' (trim to trim: the gap plus both bleeds), so each piece is cut on its own. The
    bleed gives way where the margin beside the block is narrow, so every crop mark keeps MARK_MIN."""
    if options.gap > 0:
        gap = max(gap, options.gap + 2 * bleed)
    return fit_bleed(
        SheetSpec(
            piece_width=width, piece_height=height, paper=options.paper, bleed=bleed, gap=gap, margin=options.margin
        )
    )


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
