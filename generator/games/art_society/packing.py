"""Packing painting tiles of several sizes onto sheets of a cell grid. A sheet is one simple grid
(columns of fixed widths times rows of fixed heights, every cut from edge to edge of the printed
block) or two such grids side by side or one above the other (two bands): the cut between the bands
runs the whole sheet, and each band's own cuts run the whole band and end on the margin that band
touches, so crop marks in the margins still serve every cut (front and back alike). Pure arithmetic,
deterministic for a given list of sizes."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache


@dataclass(frozen=True)
class Placed:
    """A tile on a sheet's cell grid: column and row of its top-left cell (row 0 at the top)."""

    index: int
    col: int
    row: int
    cols: int
    rows: int
    rotated: bool
    band: int = 0  # 0 or 1: which of the sheet's bands (the top or left one first) holds it


@dataclass(frozen=True)
class SheetGrid:
    """One sheet's grid: the widths of its columns and the heights of its rows, in cells."""

    widths: tuple[int, ...]
    heights: tuple[int, ...]


@dataclass(frozen=True)
class SheetPlan:
    """A sheet: one grid, or two bands, each a grid, stacked (`across` False: the first on top) or side
    by side (`across` True: the first on the left)."""

    bands: tuple[SheetGrid, ...]
    across: bool = False


SEARCH_BUDGET = 40_000  # nodes tried per sheet count before settling for the greedy plan (deterministic)


def _partitions(total: int, parts: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every non-increasing tuple of `parts` summing to at most `total` (the empty one excluded)."""
    out: list[tuple[int, ...]] = []

    def walk(prefix: tuple[int, ...], room: int, largest: int) -> None:
        if prefix:
            out.append(prefix)
        for p in parts:
            if p <= largest and p <= room:
                walk(prefix + (p,), room - p, p)

    walk((), total, max(parts, default=0))
    return out


def _shape(w: int, h: int) -> tuple[int, int]:
    return (min(w, h), max(w, h))


@lru_cache(maxsize=64)
def _grids(shapes: tuple[tuple[int, int], ...], cols: int, rows: int) -> dict[tuple[int, ...], SheetGrid]:
    """Capacity (tiles of each shape) → the simplest grid giving it, for the grids no other grid beats
    in every shape."""
    dims = tuple(sorted({d for s in shapes for d in s}, reverse=True))
    index = {s: i for i, s in enumerate(shapes)}
    best: dict[tuple[int, ...], tuple[tuple[int, int], SheetGrid]] = {}
    for widths in _partitions(cols, dims):
        for heights in _partitions(rows, dims):
            cap = [0] * len(shapes)
            for w in widths:
                for h in heights:
                    k = index.get(_shape(w, h))
                    if k is not None:
                        cap[k] += 1
            key = tuple(cap)
            if not any(key):
                continue
            score = (sum(1 for c in key if c), len(set(widths)) + len(set(heights)))
            if key not in best or score < best[key][0]:
                best[key] = (score, SheetGrid(widths, heights))
    keys = sorted(best, key=lambda k: (-sum(k), k))
    kept: dict[tuple[int, ...], SheetGrid] = {}
    for k in keys:
        if not any(all(a >= b for a, b in zip(o, k)) for o in kept):
            kept[k] = best[k][1]
    return kept


@lru_cache(maxsize=16)
def _sheets(shapes: tuple[tuple[int, int], ...], cols: int, rows: int) -> dict[tuple[int, ...], SheetPlan]:
    """Capacity → layout of every one-grid sheet and every two-band sheet (a band of `k` rows over one
    of the rest, or `k` columns beside the rest), one layout per capacity, the one-grid sheet first
    (the simplest cuts) then the two-band ones in a fixed order."""
    out: dict[tuple[int, ...], SheetPlan] = {k: SheetPlan((g,)) for k, g in _grids(shapes, cols, rows).items()}
    splits = [(False, k, (cols, k), (cols, rows - k)) for k in range(1, rows)]
    splits += [(True, k, (k, rows), (cols - k, rows)) for k in range(1, cols)]
    for across, _, first, second in splits:
        for ka, ga in _grids(shapes, *first).items():
            for kb, gb in _grids(shapes, *second).items():
                out.setdefault(tuple(a + b for a, b in zip(ka, kb)), SheetPlan((ga, gb), across))
    return out


def _useful(sheets: dict[tuple[int, ...], SheetPlan], demand: tuple[int, ...]) -> dict[tuple[int, ...], tuple]:
    """The sheets as capacities capped at the demand (more of a shape than there are tiles is no use),
    only those no other capped capacity beats in every shape: capped key → the original key."""
    capped: dict[tuple[int, ...], tuple[int, ...]] = {}
    for key in sheets:
        capped.setdefault(tuple(min(c, d) for c, d in zip(key, demand)), key)
    width = max(demand, default=0).bit_length() + 1  # a field per shape, its top bit a guard
    guard = sum(1 << (width * i + width - 1) for i in range(len(demand)))

    def packed(key: tuple[int, ...]) -> int:
        return sum(c << (width * i) for i, c in enumerate(key))

    kept: dict[tuple[int, ...], tuple[int, ...]] = {}
    seen: list[int] = []
    for k in sorted(capped, key=lambda k: (-sum(k), k)):
        b = packed(k)
        # o ≥ k in every shape exactly when no field borrows: every guard bit survives the subtraction
        if not any(((o | guard) - b) & guard == guard for o in seen):
            kept[k] = capped[k]
            seen.append(b)
    return kept


def _plan_grids(demand: tuple[int, ...], areas: tuple[int, ...], grids: dict, per_sheet: int) -> list[tuple[int, ...]]:
    """The fewest sheets (each one grid's capacity) covering `demand`: a bounded search per sheet count,
    from the area's lower bound up, with the greedy plan as the answer when the search runs out."""

    def useful(cap, rem):
        return sum(min(c, max(r, 0)) * a for c, r, a in zip(cap, rem, areas))

    def shapes_used(cap, rem):
        return sum(1 for c, r in zip(cap, rem) if c and r > 0)

    greedy: list[tuple[int, ...]] = []
    rem = demand
    while any(r > 0 for r in rem):
        cap = max(grids, key=lambda g: (useful(g, rem), -shapes_used(g, rem)))
        greedy.append(cap)
        rem = tuple(r - c for r, c in zip(rem, cap))
    need_all = sum(d * a for d, a in zip(demand, areas))
    low = -(-need_all // per_sheet)
    for sheets in range(low, len(greedy)):
        for most_shapes in range(1, len(demand) + 1):
            budget = [SEARCH_BUDGET]
            chosen: list[tuple[int, ...]] = []

            def search(rem):
                need = sum(max(r, 0) * a for r, a in zip(rem, areas))
                if need == 0:
                    return True
                left = sheets - len(chosen)
                if left == 0 or need > left * per_sheet or budget[0] <= 0:
                    return False
                budget[0] -= 1
                open_ = [i for i, r in enumerate(rem) if r > 0]
                first = min(open_, key=lambda i: (sum(1 for g in grids if g[i]), i))
                options = [g for g in grids if g[first] and shapes_used(g, rem) <= most_shapes]
                for cap in sorted(options, key=lambda g: (shapes_used(g, rem), -useful(g, rem), g)):
                    if need - useful(cap, rem) > (left - 1) * per_sheet:
                        continue
                    chosen.append(cap)
                    if search(tuple(r - c for r, c in zip(rem, cap))):
                        return True
                    chosen.pop()
                return False

            if search(demand):
                return chosen
    return greedy


def pack(sizes: Sequence[tuple[int, int]], cols: int, rows: int) -> list[list[Placed]]:
    """`_pack` of the sizes (worked out once per list: the check, the renderer and the print plan ask)."""
    return [list(sheet) for sheet in _pack(tuple(tuple(s) for s in sizes), cols, rows)]


@lru_cache(maxsize=16)
def _pack(sizes: tuple[tuple[int, int], ...], cols: int, rows: int) -> tuple[tuple[Placed, ...], ...]:
    """Place rectangles of (cols, rows) cells on sheets of cols x rows cells, each sheet a grid of
    columns and rows whose every cell holds one tile (lying or standing) or stays blank: every cut
    runs from edge to edge. Fewest sheets the search finds, then fewest sizes per sheet; blank rows
    and columns left out. Pure arithmetic; raises ValueError for a tile that fits no sheet."""
    for w, h in sizes:
        short, long_ = _shape(w, h)
        if not ((long_ <= cols and short <= rows) or (short <= cols and long_ <= rows)):
            raise ValueError(f"a {w}x{h} tile does not fit a sheet of {cols}x{rows} cells")
    if not sizes:
        return ()
    shapes = tuple(sorted({_shape(w, h) for w, h in sizes}, key=lambda s: (-s[0] * s[1], s)))
    queue: dict[tuple[int, int], list[int]] = {s: [] for s in shapes}
    for i, (w, h) in enumerate(sizes):
        queue[_shape(w, h)].append(i)
    demand = tuple(len(queue[s]) for s in shapes)
    areas = tuple(s[0] * s[1] for s in shapes)
    sheets = _sheets(shapes, cols, rows)
    useful = _useful(sheets, demand)
    out = []
    for cap in _plan_grids(demand, areas, useful, cols * rows):
        out.append(tuple(_fill(sheets[useful[cap]], queue, sizes)))
    return tuple(sheet for sheet in out if sheet)


def _fill(plan: SheetPlan, queue: dict[tuple[int, int], list[int]], sizes) -> list[Placed]:
    """Each band's tiles (`_fill_band`), the second band after the first one's used rows (stacked) or
    columns (side by side); a band left empty dropped."""
    out: list[Placed] = []
    shift = 0
    for grid in plan.bands:
        placed = _fill_band(grid, queue, sizes)
        if not placed:
            continue
        number = 1 if out else 0
        if plan.across:
            out += [replace(p, col=p.col + shift, band=number) for p in placed]
            shift += max(p.col + p.cols for p in placed)
        else:
            out += [replace(p, row=p.row + shift, band=number) for p in placed]
            shift += max(p.row + p.rows for p in placed)
    return out


def _fill_band(grid: SheetGrid, queue: dict[tuple[int, int], list[int]], sizes) -> list[Placed]:
    """The grid's cells, row by row, each given the next waiting tile of its shape; then the columns
    and rows left blank throughout dropped (the block shrinks, cuts stay edge to edge)."""
    cells = []
    for j, h in enumerate(grid.heights):
        for i, w in enumerate(grid.widths):
            waiting = queue.get(_shape(w, h))
            if waiting:
                index = waiting.pop(0)
                cells.append((i, j, w, h, index))
    used_cols = sorted({c[0] for c in cells})
    used_rows = sorted({c[1] for c in cells})
    x = {i: sum(grid.widths[k] for k in used_cols if k < i) for i in used_cols}
    y = {j: sum(grid.heights[k] for k in used_rows if k < j) for j in used_rows}
    return [Placed(index, x[i], y[j], w, h, sizes[index] != (w, h)) for i, j, w, h, index in cells]


def bands(placed: Sequence[Placed]) -> list[list[Placed]]:
    """The sheet's tiles band by band (one band on a one-grid sheet)."""
    return [[p for p in placed if p.band == b] for b in sorted({p.band for p in placed})]


def cut_lines(placed: Sequence[Placed]) -> tuple[list[int], list[int]]:
    """A band's cuts (the whole sheet's on a one-grid sheet), in cells from the block's left and top
    edge: every column and row boundary of its tiles (each runs the whole band)."""
    return sorted({p.col for p in placed} | {p.col + p.cols for p in placed}), sorted(
        {p.row for p in placed} | {p.row + p.rows for p in placed}
    )


def sheet_counts(placed: Sequence[Placed]) -> list[tuple[int, int, int]]:
    """(count, width, height) of the tiles on a sheet as they lie on it, most first: the sheet's label."""
    counts: dict[tuple[int, int], int] = {}
    for p in placed:
        counts[(p.cols, p.rows)] = counts.get((p.cols, p.rows), 0) + 1
    return sorted(((n, w, h) for (w, h), n in counts.items()), key=lambda c: (-c[0], c[1], c[2]))


def seams(placed: Sequence[Placed]) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """Every stretch of cut line two tiles share, as its two ends in cells from the block's top-left
    corner ((column, row), (column, row)): a tile's right or bottom edge where a neighbour touches it.
    Each ends where another cut crosses it, at a band's edge or at the block's rim, so a tick at both
    ends of every stretch marks every cut at both ends however the sheet has been cut so far (kit
    review r26, Art Society major 1: the cuts that end at the other band had a mark at one end only)."""
    found = []
    for a in placed:
        for b in placed:
            if b.col == a.col + a.cols:  # b stands right of a
                low, high = max(a.row, b.row), min(a.row + a.rows, b.row + b.rows)
                if low < high:
                    found.append(((b.col, low), (b.col, high)))
            if b.row == a.row + a.rows:  # b lies under a
                low, high = max(a.col, b.col), min(a.col + a.cols, b.col + b.cols)
                if low < high:
                    found.append(((low, b.row), (high, b.row)))
    return sorted(found)
