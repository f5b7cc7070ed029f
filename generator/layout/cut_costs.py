"""What a cut line of a tiled board runs through: the intervals a board prints along one axis (words,
blocks, fields) and, for a cut at a given position, how many of them it crosses and how far it keeps
from the rest. Pure arithmetic, for `tiling.place_cuts`."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from functools import lru_cache

TOUCH = 72 / 25.4 / 20  # a cut this close inside an edge (0.05 mm, below any printer's register) touches it
Interval = tuple[float, float]  # an obstacle along one axis: [start, end] in board points
CLEARANCE = 8 * 72 / 25.4  # distance from printed matter beyond which a seam is "clear enough"


@dataclass(frozen=True)
class Obstacles:
    """What a board prints, seen along each axis: a vertical cut at x crosses every `x` interval that
    contains x strictly; a horizontal cut at y every `y` interval. Words count before fields: a word
    cut in two is hard to read, a field cut in two only has to be glued true. Blocks (a text, a table
    or a legend as a whole) come between: a table split over two parts reads worse than a field,
    even when the cut runs between its rows (its rows count as words, kit review r15)."""

    x: tuple[Interval, ...] = ()  # words
    y: tuple[Interval, ...] = ()
    x_fields: tuple[Interval, ...] = ()
    y_fields: tuple[Interval, ...] = ()
    x_blocks: tuple[Interval, ...] = ()  # texts, tables and legends as wholes: between words and fields
    y_blocks: tuple[Interval, ...] = ()


def crossings(cut: float, intervals: tuple[Interval, ...]) -> int:
    """How many intervals a cut line runs through (touching an edge, to within TOUCH, is not crossing:
    a cut along the edge where two rows or fields meet crosses neither)."""
    return sum(1 for a, b in intervals if a + TOUCH < cut < b - TOUCH)


def clearance(cut: float, intervals: tuple[Interval, ...]) -> float:
    """Distance from the cut to the nearest printed matter it does not cross, at most CLEARANCE: a
    cut that must cross something still keeps clear of everything else."""
    gaps = [min(abs(cut - a), abs(cut - b)) for a, b in intervals if not a + TOUCH < cut < b - TOUCH]
    return min([CLEARANCE] + gaps)


class Crossed:
    """`crossings` and `clearance` of many cuts against the same intervals, with the same float
    comparisons, by bisection over sorted ends instead of a scan of every interval per cut."""

    def __init__(self, intervals: tuple[Interval, ...]):
        self.intervals = intervals
        crossable = [(a + TOUCH, b - TOUCH) for a, b in intervals if a + TOUCH < b - TOUCH]
        self.starts = sorted(lo for lo, _ in crossable)
        self.ends = sorted(hi for _, hi in crossable)
        ends = sorted((e, i) for i, (a, b) in enumerate(intervals) for e in (a, b))
        self.points = [e for e, _ in ends]
        self.owners = [i for _, i in ends]

    def crossings(self, cut: float) -> int:
        # a crossable interval is crossed when its start lies before the cut and its end does not
        return bisect_left(self.starts, cut) - bisect_right(self.ends, cut)

    def clearance(self, cut: float) -> float:
        # the nearest end of an interval the cut does not cross, looking left and right from the cut:
        # distances only grow outwards, so the first such end on each side is the nearest there
        nearest = CLEARANCE
        points, owners, intervals = self.points, self.owners, self.intervals
        start = bisect_left(points, cut)
        for k in range(start - 1, -1, -1):
            a, b = intervals[owners[k]]
            if not a + TOUCH < cut < b - TOUCH:
                nearest = min(nearest, abs(cut - points[k]))
                break
        for k in range(start, len(points)):
            a, b = intervals[owners[k]]
            if not a + TOUCH < cut < b - TOUCH:
                nearest = min(nearest, abs(cut - points[k]))
                break
        return nearest


@lru_cache(maxsize=16)
def crossed_index(intervals: tuple[Interval, ...]) -> Crossed:
    """One index per set of intervals (both orientations of a board ask about the same ones)."""
    return Crossed(intervals)
