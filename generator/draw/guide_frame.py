"""The columns a guide page's text runs in (kit review r32, AS major 1, R minor 7: guide text set across
170 mm, lines of 111–149 characters, at 8–10 pt): two columns of about 80 mm, each line at most ~50
characters, the text running from the foot of the first into the head of the second.

The text is laid out on one long virtual column, its baselines counted down from `top` (guide_set.section's `y`);
`place` maps a virtual baseline to the column it falls in and to the page. Each column has its own floor (the
left one may run down beside the calibration square in the right corner); a frame `depth` deep keeps every
column no deeper than that (balanced columns: the least depth at which the text fits, so what is set under
the text – the kit's checklist, a second cover – starts right below it)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property

from generator.model.units import mm

GUTTER = mm(8)  # between the two columns


@dataclass(frozen=True)
class Frame:
    """Columns side by side from `left`, across `width`, their first baselines at `top`, column k's
    baselines kept above `floors[k]` (and no deeper than `depth` below `top`). Immutable: what follows from
    the fields (the columns' width, depths and starts) is worked out once per frame."""

    left: float
    top: float
    width: float
    floors: tuple[float, ...] = (-math.inf,)
    depth: float = math.inf

    @property
    def count(self) -> int:
        return len(self.floors)

    @cached_property
    def measure(self) -> float:
        """One column's width."""
        return (self.width - (self.count - 1) * GUTTER) / self.count

    @cached_property
    def _heights(self) -> tuple[float, ...]:
        own = [min(self.top - floor, self.depth) for floor in self.floors]
        return (*own[:-1], math.inf)

    @cached_property
    def _starts(self) -> tuple[float, ...]:
        """Each column's first virtual baseline (its real baseline `top`)."""
        return tuple(self.top - sum(self._heights[:k]) for k in range(self.count))

    def heights(self) -> list[float]:
        """Each column's depth: to its floor, no deeper than the frame's depth (the last one unbounded, so
        text that does not fit shows where it overflows instead of vanishing)."""
        return list(self._heights)

    def index(self, y: float) -> int:
        """The column a virtual baseline `y` falls in."""
        below = self.top - y
        for k, height in enumerate(self._heights):
            if below < height - 1e-6:
                return k
            below -= height
        return self.count - 1

    def start(self, k: int) -> float:
        """The virtual baseline at which column k starts (its real baseline `top`)."""
        return self._starts[k]

    def place(self, y: float) -> tuple[float, float]:
        """A virtual baseline's column's left edge and its baseline on the page."""
        k = self.index(y)
        return self.left + k * (self.measure + GUTTER), y + (self.top - self._starts[k])

    def room(self, y: float) -> float:
        """What is left of `y`'s column below it, down to its floor."""
        k = self.index(y)
        return y - (self._starts[k] - self._heights[k])

    def holds(self, y: float) -> float:
        """The depth `y`'s column holds from its head to its floor (the last one's too: what is kept whole in
        a column must fit it, not run past its floor)."""
        return min(self.top - self.floors[self.index(y)], self.depth)

    def next_start(self, y: float) -> float | None:
        """Where the column after `y`'s starts (None: `y` is in the last)."""
        k = self.index(y)
        return self._starts[k + 1] if k + 1 < self.count else None

    def fits(self, end: float) -> bool:
        """Whether text ending at virtual `end` (its next baseline) stays above its column's floor."""
        k = self.index(end)
        floor = self.floors[k]
        return k < self.count - 1 or self.place(end)[1] >= floor - 1e-6

    def bottom(self, end: float, gap: float) -> float:
        """The page's baseline below text ending at virtual `end`: below the deepest column it reaches."""
        k = self.index(end)
        if k == 0:
            return end
        deepest = min(self.top - h for h in self._heights[:k])
        return min(deepest - gap, self.place(end)[1])
