"""Packing painting tiles of several sizes onto sheets of a cell grid: rows of tiles in strips,
strips on sheets, the best of a number of seeded shuffles (deterministic for a given list of sizes)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Placed:
    """A tile on a sheet's cell grid: column and row of its top-left cell (row 0 at the top)."""

    index: int
    col: int
    row: int
    cols: int
    rows: int
    rotated: bool


def _best_row(widths: Sequence[tuple[int, int, bool]], cols: int) -> list[tuple[int, int, bool]]:
    """The subset of (index, width, rotated) whose widths fill the most of `cols` (ties: earlier items)."""
    per_width: dict[int, int] = {}
    useful = []
    for item in widths:  # more than cols // width items of one width can never be used
        per_width[item[1]] = per_width.get(item[1], 0) + 1
        if per_width[item[1]] <= cols // item[1]:
            useful.append(item)
    best: dict[int, list[tuple[int, int, bool]]] = {0: []}
    for item in useful:
        for total, chosen in sorted(best.items(), reverse=True):
            new = total + item[1]
            if new <= cols and new not in best:
                best[new] = chosen + [item]
        if cols in best:
            break
    return best[max(best)]


def _strips(
    sizes: Sequence[tuple[int, int]], cols: int, rows: int, rng: random.Random | None, rows_made: dict | None = None
):
    """Strips of one height, each as full as a height allows; `rng` varies the choices between trials.

    Tiles of one shape are interchangeable, so choices are made per shape and the tiles of a shape
    are taken in their given order. `rows_made` remembers `_best_row` answers across trials (the
    same candidates in the same order come up again and again)."""
    rows_made = {} if rows_made is None else rows_made
    queue: dict[tuple[int, int], list[int]] = {}
    for i, shape in enumerate(sizes):
        queue.setdefault(shape, []).append(i)
    strips: list[tuple[int, list[tuple[int, int, bool]]]] = []  # (height, [(index, width, rotated)])
    while any(queue.values()):
        shapes = sorted((s for s in queue if queue[s]), key=lambda s: (-max(s), s))
        if rng is not None:
            rng.shuffle(shapes)
        options = []
        for height in sorted({d for s in shapes for d in s if d <= rows}, reverse=True):
            candidates = []
            for shape in shapes:
                w, h = shape
                if h == height and w <= cols:
                    width, rotated = w, False
                elif w == height and h <= cols:
                    width, rotated = h, True
                else:
                    continue
                candidates += [(shape, width, rotated)] * min(len(queue[shape]), cols // width)
            if candidates:
                key = tuple(candidates)
                row = rows_made.get(key)
                if row is None:
                    row = rows_made[key] = _best_row(candidates, cols)
                filled = sum(item[1] for item in row)
                options.append(((filled, filled * height, height), height, row))
        options.sort(key=lambda o: o[0], reverse=True)
        if rng is not None:
            full = [o for o in options if o[0][0] == options[0][0][0]]
            chosen = full[rng.randrange(len(full))]
        else:
            chosen = options[0]
        _, height, row = chosen
        strips.append((height, [(queue[shape].pop(0), width, rotated) for shape, width, rotated in row]))
    return strips


def _sheets(strips, rows: int) -> list[list[tuple[int, list]]]:
    """Strips onto sheets: best fit, tallest first."""
    sheets: list[list[tuple[int, list]]] = []
    used: list[int] = []
    for strip in sorted(strips, key=lambda s: -s[0]):
        fits = [n for n in range(len(sheets)) if used[n] + strip[0] <= rows]
        if fits:
            n = max(fits, key=lambda n: (used[n], -n))
            sheets[n].append(strip)
            used[n] += strip[0]
        else:
            sheets.append([strip])
            used.append(strip[0])
    return sheets


PACK_TRIALS = 60


def pack(sizes: Sequence[tuple[int, int]], cols: int, rows: int) -> list[list[Placed]]:
    """Place rectangles of (cols, rows) cells on sheets of cols x rows cells, guillotine-cuttable.

    Tiles go into full-width strips of one height (each tile lying or standing), so a sheet is cut
    into strips and each strip into tiles. Each new strip is the fullest one any height allows;
    strips then fill sheets best-fit, tallest first. A few seeded variations of the choices are
    tried and the plan with the fewest sheets wins (deterministic). Pure arithmetic; raises
    ValueError for a tile that fits no sheet.
    """
    for w, h in sizes:
        short, long_ = sorted((w, h))
        if not ((long_ <= cols and short <= rows) or (short <= cols and long_ <= rows)):
            raise ValueError(f"a {w}x{h} tile does not fit a sheet of {cols}x{rows} cells")
    rng = random.Random(0)
    best = None
    rows_made: dict = {}
    for trial in range(PACK_TRIALS if sizes else 1):
        sheets = _sheets(_strips(sizes, cols, rows, None if trial == 0 else rng, rows_made), rows)
        key = (len(sheets), sum(len(sheet) for sheet in sheets))
        if best is None or key < best[0]:
            best = (key, sheets)
    out: list[list[Placed]] = []
    for sheet in best[1]:
        y = 0
        placed = []
        for height, row in sheet:
            x = 0
            for i, width, rotated in row:
                placed.append(Placed(i, x, y, width, height, rotated))
                x += width
            y += height
        out.append(placed)
    return out


@dataclass(frozen=True)
class StripCut:
    """Where a strip, once cut from its sheet, is cut across: at column `col` (cells from the
    block's left edge), between rows `top` and `bottom` (cells, row 0 at the top)."""

    col: int
    top: int
    bottom: int


def strip_cuts(placed: Sequence[Placed]) -> list[StripCut]:
    """Every cut across every strip of one sheet: both ends of each tile, once per strip.

    The sheet's own top and bottom marks show only the union of all strips' edges, lost with the
    first strip cut; a strip's own ticks at these places show every cut it needs, its own ends
    included (a strip shorter than the sheet is trimmed there)."""
    strips: dict[tuple[int, int], set[int]] = {}
    for p in placed:
        strips.setdefault((p.row, p.rows), set()).update((p.col, p.col + p.cols))
    return [StripCut(col, row, row + rows) for (row, rows), cols in sorted(strips.items()) for col in sorted(cols)]


def strips_of(placed: Sequence[Placed]) -> list[tuple[int, int]]:
    """The strips of one sheet, top to bottom, as (first row, rows): the order the sheet is cut in,
    which the sheet prints beside each strip (pas 1, pas 2, …)."""
    return sorted({(p.row, p.rows) for p in placed})
