"""Where a sheet's label goes on the assembly map: pure arithmetic.

The label of a part (A1, B1, …) sits beside the board miniature, next to its part, never over
the board: over it, it hid a field or a word of the miniature (kit review r10). A part in the first
column is labelled on the left, in the last column on the right, a part between them above the
board in the first row and below it in the last; a part of a board of three sheets or more each way
that touches no edge is labelled in its middle (no such board ships).
"""

from __future__ import annotations

from typing import Literal

Side = Literal["left", "right", "top", "bottom", "middle"]


def label_side(col: int, row: int, cols: int, rows: int) -> Side:
    """The side of the miniature where the label of the part at `col`, `row` goes."""
    if col == 0:
        return "left"
    if col == cols - 1:
        return "right"
    if row == 0:
        return "top"
    if row == rows - 1:
        return "bottom"
    return "middle"


def label_anchor(
    side: Side, kept: tuple[float, float, float, float], board: tuple[float, float, float, float], gap: float
) -> tuple[float, float]:
    """The centre of the label on the page: `gap` outside the `board`'s edge on `side`, level with
    the middle of the part's `kept` region. Both boxes are (left, bottom, right, top) in page points."""
    left, bottom, right, top = kept
    b_left, b_bottom, b_right, b_top = board
    mid_x, mid_y = (left + right) / 2, (bottom + top) / 2
    return {
        "left": (b_left - gap, mid_y),
        "right": (b_right + gap, mid_y),
        "top": (mid_x, b_top + gap),
        "bottom": (mid_x, b_bottom - gap),
        "middle": (mid_x, mid_y),
    }[side]
