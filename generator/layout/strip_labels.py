"""Where a label goes along a band of a tiled board (a glue or a waste strip): pure arithmetic.

A band runs across the board's printed matter. Its label (the sheet's badge and a hint) sits where
nothing is printed under it: in the longest-enough free stretch nearest the band's middle, never
over a word, a field, a table or a legend, which the sheet would hide or the buyer misread. A band
printed along its whole length still carries its label, since every band says what to do with it
(kit review r15: a cut strip with only scissors): where it covers the least printed matter, which
the finished board never shows (a glue band lies under its neighbour, a waste band is cut away).
"""

from __future__ import annotations

Interval = tuple[float, float]
Box = tuple[float, float, float, float]  # left, top, right, bottom (board coordinates, y down)


def blocked_along(boxes: list[Box], axis: str, across: Interval, pad: float) -> list[Interval]:
    """The stretches along a band that printed boxes take: a band of `axis` "x" runs down the board
    (along y) across x in `across`; of "y", along x across y in `across`. A box counts when it
    reaches into the band; each stretch is widened by `pad` on both ends."""
    lo, hi = across
    out = []
    for left, top, right, bottom in boxes:
        a0, a1, b0, b1 = (left, right, top, bottom) if axis == "x" else (top, bottom, left, right)
        if a0 < hi and a1 > lo:
            out.append((b0 - pad, b1 + pad))
    return sorted(out)


def free_stretches(span: Interval, blocked: list[Interval]) -> list[Interval]:
    """The parts of `span` no blocked interval covers, in order."""
    start, end = span
    out = []
    for b0, b1 in sorted(blocked):
        if b0 > start:
            out.append((start, min(b0, end)))
        start = max(start, b1)
        if start >= end:
            break
    if start < end:
        out.append((start, end))
    return [(a, b) for a, b in out if b > a]


def label_spot(span: Interval, length: float, blocked: list[Interval], prefer: float) -> float | None:
    """The centre of a label `length` long within `span`, clear of every blocked interval, as near
    `prefer` as the free stretches allow; None when no free stretch is long enough."""
    best: tuple[float, float] | None = None
    for a, b in free_stretches(span, blocked):
        if b - a < length:
            continue
        centre = min(max(prefer, a + length / 2), b - length / 2)
        if best is None or abs(centre - prefer) < best[0]:
            best = (abs(centre - prefer), centre)
    return None if best is None else best[1]


def covered(start: float, end: float, blocked: list[Interval]) -> float:
    """How much of start–end the blocked intervals cover (overlaps counted once)."""
    total, reach = 0.0, start
    for b0, b1 in sorted(blocked):
        a, b = max(b0, reach), min(b1, end)
        if b > a:
            total += b - a
            reach = b
    return total


def least_covered_spot(span: Interval, length: float, blocked: list[Interval], prefer: float) -> float | None:
    """The centre of a label `length` long within `span` that covers the least blocked length (the
    nearest `prefer` of equals); None when the span is shorter than the label. The covered length
    changes slope only where an end of the label meets an end of a blocked interval, so those spots
    (and the span's ends and `prefer`) are the only candidates."""
    lo, hi = span[0] + length / 2, span[1] - length / 2
    if hi < lo:
        return None
    spots = {lo, hi, min(max(prefer, lo), hi)}
    for b0, b1 in blocked:
        for edge in (b0, b1):
            spots.update(min(max(edge + d, lo), hi) for d in (length / 2, -length / 2))
    return min(spots, key=lambda c: (round(covered(c - length / 2, c + length / 2, blocked), 6), abs(c - prefer)))
