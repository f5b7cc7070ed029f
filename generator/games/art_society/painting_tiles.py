"""painting-tiles: Art Society's paintings: rectangles of N board cells, front and back.

A painting of size N covers N cells of the collection board; `shapes` says which rectangle each
size is (`6: 2x3`, width x height in cells, as printed; a tile may be turned on the board). The
front is the theme's generated picture in its frame on a light mat, with a plaque (theme symbol,
size); the back shows the size, the theme and, for starting paintings, a star.

```yaml
kind: painting-tiles
cell: 25mm                       # one cell of the collection board (the game check proves they are equal)
themes: [zycie-miejskie, portret, martwa-natura, pejzaz]   # ids of generator/games/art_society/paintings/
frames: [zlota, srebrna, drewniana, czarna]
upright: {portret: [3, 6, 8]}    # sizes of a theme painted with the long side vertical
shapes: {3: 1x3, 4: 2x2, 6: 2x3}
balance: {each_theme_same_sizes: true}   # what the game check proves about the mix
paintings:                       # the auction paintings
  - {size: 3, theme: portret, frame: zlota}        # art: 17 picks another generated picture
starting:                        # the starting paintings (printed with a star)
  - {size: 3, theme: pejzaz, frame: czarna}
```

Sheets: each one a grid of columns and rows on the cell grid (packing.py), so every cut runs from
edge to edge of the printed block and the crop marks in the margins are the only marks, the same
(mirrored) on the backs; every mat and every back's field has one colour and runs past the cut, so a
cut or duplex shift of a millimetre never shows a neighbour's colour or white.
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Annotated, Literal

from pydantic import Field

from generator.draw.fonts import SANS_BOLD
from generator.draw.guide import EMPTY_ROOM_LEAD
from generator.draw.kinds import Drawn, Kind, register
from generator.draw.piece import DrawFn, Piece
from generator.draw.text import text_problem
from generator.games.art_society.compositions import assign
from generator.games.art_society.frames_check import picture_opening
from generator.games.art_society.looks import FRAME_LABELS, THEME_LABELS
from generator.games.art_society.packing import Placed, bands, pack
from generator.games.art_society.plaques import (
    PLAQUE_SYMBOL,
    TITLE_FONT,
    TITLE_PAD,
    TITLE_SIZES,
    PlaqueLayout,
    plaque_fit,
    plaque_room,
    stacked_shapes,
)
from generator.layout.imposition import PAPERS, Grid, Mark, SheetSpec, Slot, crop_marks, fit_bleed
from generator.model.base import Model
from generator.model.core import Component, Game
from generator.model.findings import Findings
from generator.model.polish import counted
from generator.model.units import Length, PositiveLength, mm, to_mm

ShapeText = Annotated[str, Field(pattern=r"^[1-9][0-9]?x[1-9][0-9]?$")]

BACK_COLORS = {  # one clear, distinct back colour per theme
    "zycie-miejskie": "#1c6ae0",
    "portret": "#3f1f5d",
    "martwa-natura": "#bb8733",
    "pejzaz": "#38562e",
}
NAME_SIZES = (9.0, 9.0)  # points of the theme name on backs: read across the table (r15: 7 pt could not be)
BACK_ICON = mm(8)  # the theme icon above the number on every back (r15: 3.6 to 5 mm could not be read)
BACK_RIM = mm(3.8)  # a back's badge keeps this far inside the cut: a duplex drift of 1.5 mm leaves it whole
# a hand-cut piece comes out up to this much larger than its trim (kit review r17: 0.3–0.5 mm; seven
# one-cell paintings cut to the 25 mm board cell overflowed a 7-cell row by 2–3.5 mm)
CUT_ALLOWANCE = mm(0.5)
LOOSE = mm(1.0)  # a painting this much smaller than its cells sits visibly loose on them


def cut_room(board_cell: float, painting_cell: float, cells: int) -> float:
    """Room left in a row of `cells` board cells holding `cells` one-cell paintings side by side, each
    cut CUT_ALLOWANCE larger than printed (negative: they overflow the row)."""
    return cells * board_cell - cells * (painting_cell + CUT_ALLOWANCE)


def cell_fits(board_cell: float, painting_cell: float, cells: int) -> bool:
    """Whether paintings of `painting_cell` suit a board of `board_cell` with rows of `cells`: no row
    of hand-cut paintings overflows, none sits more than LOOSE smaller than its cells."""
    return cut_room(board_cell, painting_cell, cells) >= -1e-6 and board_cell - painting_cell <= LOOSE + 1e-6


class Painting(Model):
    size: int = Field(ge=1, le=99)
    theme: str
    frame: str
    art: int | None = Field(default=None, ge=0)  # seed of the generated picture (default: from its place)


class Balance(Model):
    """Properties of the mix the game check proves (each one only when declared true)."""

    each_theme_same_sizes: bool = False  # every theme has the same number of paintings of each size
    each_frame_same_count: bool = False  # every frame type is used equally often
    each_size_same_frames: bool = False  # within each size, every frame type is used equally often


class PaintingTiles(Model):
    kind: Literal["painting-tiles"]
    cell: PositiveLength
    bleed: Length = mm(3)
    mat: Length = mm(1.5)
    frame_width: Length = mm(3)
    themes: list[str] = Field(min_length=1)
    frames: list[str] = Field(min_length=1)
    upright: dict[str, list[int]] = {}  # theme → sizes painted with the long side vertical
    shapes: dict[int, ShapeText]
    balance: Balance = Balance()
    paintings: list[Painting] = Field(min_length=1)
    starting: list[Painting] = []
    # theme → colour of its backs (the museum track and prestige marker of the theme share it)
    back_colors: dict[str, Annotated[str, Field(pattern=r"^#[0-9a-fA-F]{6}$")]] = dict(BACK_COLORS)


# ------------------------------------------------------------------------------------ geometry


def cells(shape: str) -> tuple[int, int]:
    """'2x3' → (2, 3): width and height in cells."""
    w, _, h = shape.partition("x")
    return int(w), int(h)


@dataclass(frozen=True)
class Tile:
    """One printed tile: its painting, whether it is a starting one, and its size in cells."""

    painting: Painting
    starting: bool
    cols: int  # cells across, as printed (upright themes are taller than wide)
    rows: int
    seed: int
    label: str
    composition: str | None = None  # the subject painted (compositions.py); None: the theme's default
    title: str | None = None  # the title on the plaque


def tiles(spec: PaintingTiles) -> list[Tile]:
    """Every tile of the component, auction paintings first; unknown sizes are left out (a finding)."""
    out: list[Tile] = []
    seen: dict[tuple, int] = {}
    for starting, group in ((False, spec.paintings), (True, spec.starting)):
        for painting in group:
            if painting.size not in spec.shapes:
                continue
            w, h = sorted(cells(spec.shapes[painting.size]))
            if painting.size not in spec.upright.get(painting.theme, []):
                w, h = h, w
            key = (starting, painting.theme, painting.size)
            copy = seen[key] = seen.get(key, -1) + 1
            seed = (
                painting.art
                if painting.art is not None
                else zlib.crc32(
                    f"{'start' if starting else 'auction'}:{painting.theme}:{painting.size}:{copy}".encode()
                )
            )
            kind = "startowy " if starting else ""
            out.append(Tile(painting, starting, w, h, seed, f"obraz {kind}{painting.theme} {painting.size}"))
    for theme in {t.painting.theme for t in out}:
        mine = [i for i, t in enumerate(out) if t.painting.theme == theme]
        subjects = assign(theme, [out[i].painting.size for i in mine], [(out[i].cols, out[i].rows) for i in mine])
        for i, (comp, title) in zip(mine, subjects):
            out[i] = replace(out[i], composition=comp, title=title)
    return out


# ------------------------------------------------------------------------------------ plaque


def plaque_layout(spec: PaintingTiles, tile: Tile) -> PlaqueLayout | None:
    """The plaque of `tile` (plaques.py): its title beside the size-and-frame row where one line fits there on
    every tile of its shape, else above the row; one template per tile shape (kit review r32, AS minor 6: on
    the 2 × 2 tiles six titles stood beside the row and six above it, so the size and the frame's letter
    jumped from tile to tile); None when the title fits neither way (a finding)."""
    return plaque_fit(spec, tile, (tile.cols, tile.rows) not in stacked_shapes(spec, tiles(spec)))


# ------------------------------------------------------------------------------------ packing


def sheet_cells(cell: float, spec: SheetSpec) -> tuple[int, int]:
    """How many cells fit across and down a sheet inside the printer margin and the crop marks."""
    avail_w = spec.paper.width - 2 * spec.margin - 2 * spec.mark_room
    avail_h = spec.paper.height - 2 * spec.margin - 2 * spec.mark_room
    return int((avail_w + 1e-6) // cell), int((avail_h + 1e-6) // cell)


def sheet_slots(placed: Sequence[Placed], cell: float, spec: SheetSpec) -> tuple[Grid, list[Slot]]:
    """Trim boxes in points for one sheet: the used block centred; bleed only on free edges."""
    block_cols = max(p.col + p.cols for p in placed)
    block_rows = max(p.row + p.rows for p in placed)
    left = (spec.paper.width - block_cols * cell) / 2
    top = (spec.paper.height + block_rows * cell) / 2
    taken = {(p.col + i, p.row + j) for p in placed for i in range(p.cols) for j in range(p.rows)}

    def free(cells_: list[tuple[int, int]]) -> bool:
        return not any(c in taken for c in cells_)

    slots = []
    for n, p in enumerate(placed):
        x, y = left + p.col * cell, top - (p.row + p.rows) * cell
        slots.append(
            Slot(
                index=n,
                col=p.col,
                row=p.row,
                x=x,
                y=y,
                width=p.cols * cell,
                height=p.rows * cell,
                rotated=p.rotated,
                bleed_left=spec.bleed if free([(p.col - 1, p.row + j) for j in range(p.rows)]) else 0.0,
                bleed_right=spec.bleed if free([(p.col + p.cols, p.row + j) for j in range(p.rows)]) else 0.0,
                bleed_top=spec.bleed if free([(p.col + i, p.row - 1) for i in range(p.cols)]) else 0.0,
                bleed_bottom=spec.bleed if free([(p.col + i, p.row + p.rows) for i in range(p.cols)]) else 0.0,
            )
        )
    grid = Grid(
        block_cols, block_rows, False, tuple(slots), left, top - block_rows * cell, left + block_cols * cell, top
    )
    return grid, slots


FIRST_CUT_WIDTH = 1.0  # pt: the marks of the cut between two bands, the first cut of such a sheet


def sheet_marks(placed: Sequence[Placed], slots: Sequence[Slot], spec: SheetSpec) -> tuple[list[Mark], list[Mark]]:
    """The sheet's crop marks, band by band, and those of the cut between its two bands (drawn bold:
    the first cut). Each band's cuts are marked on the margins that band touches, none in the block: a
    stacked sheet's cut between the bands and its row cuts on the side margins, the top band's column
    cuts on the top margin only, the bottom band's on the bottom one; a one-grid sheet: every cut on
    both margins it ends at."""
    left = min(s.x for s in slots) - spec.bleed
    right = max(s.x + s.width for s in slots) + spec.bleed
    bottom = min(s.y for s in slots) - spec.bleed
    top = max(s.y + s.height for s in slots) + spec.bleed
    eps = 1e-6

    def outside(m: Mark) -> bool:
        x0, x1 = sorted((m.x1, m.x2))
        y0, y1 = sorted((m.y1, m.y2))
        return x1 <= left + eps or x0 >= right - eps or y1 <= bottom + eps or y0 >= top - eps

    marks: list[Mark] = []
    by_index = {p.index: s for p, s in zip(placed, slots)}
    for band in bands(placed):
        own = tuple(by_index[p.index] for p in band)
        grid = Grid(
            0,
            0,
            False,
            own,
            min(s.x for s in own),
            min(s.y for s in own),
            max(s.x + s.width for s in own),
            max(s.y + s.height for s in own),
        )
        marks += [m for m in crop_marks(grid, spec) if outside(m) and m not in marks]
    groups = bands(placed)
    if len(groups) < 2:
        return marks, []
    first = [by_index[p.index] for p in groups[0]]
    across = all(p.col >= max(q.col + q.cols for q in groups[0]) for p in groups[1])
    if across:  # side by side: the cut at the first band's right edge
        x = max(s.x + s.width for s in first)
        bold = [m for m in marks if abs(m.x1 - x) < eps and abs(m.x2 - x) < eps]
    else:  # stacked: the cut at the top band's foot
        y = min(s.y for s in first)
        bold = [m for m in marks if abs(m.y1 - y) < eps and abs(m.y2 - y) < eps]
    return [m for m in marks if m not in bold], bold


def theme_icon_sizes(spec: PaintingTiles, theme: str) -> list[float]:
    """Icons showing `theme` on every tile of it: the plaque on the front, the icon over the number on
    the back."""
    if not any(t.painting.theme == theme for t in tiles(spec)):
        return []
    return [PLAQUE_SYMBOL, BACK_ICON]


def back_key(tile: Tile) -> tuple:
    """What a tile's back shows (`_back` reads nothing else): tiles with equal keys share one back
    drawing."""
    return tile.painting.theme, tile.painting.size, tile.cols, tile.rows, tile.starting


def pieces(spec: PaintingTiles) -> list[Piece]:
    backs: dict[tuple, DrawFn] = {}
    out = []
    for t in tiles(spec):
        if back_key(t) not in backs:
            backs[back_key(t)] = Drawn("painting-tiles", "_back", spec, t)
        out.append(
            Piece(
                t.cols * spec.cell,
                t.rows * spec.cell,
                Drawn("painting-tiles", "_front", spec, t),
                backs[back_key(t)],
                t.label,
            )
        )
    return out


def bare_pieces(spec: PaintingTiles) -> list[Piece]:
    """The tiles as `pieces` gives them, each front without its plaque and no back: paintings drawn too small to
    keep the plaque's words (the title illustration: a plaque without them read as a blank placeholder, r42 AS
    minor 1)."""
    return [
        Piece(t.cols * spec.cell, t.rows * spec.cell, Drawn("painting-tiles", "_front", spec, t, False), None, t.label)
        for t in tiles(spec)
    ]


def plan(spec: PaintingTiles, options) -> tuple[SheetSpec, list[Tile], list[list[Placed]]]:
    sheet = fit_bleed(
        SheetSpec(
            piece_width=spec.cell, piece_height=spec.cell, paper=options.paper, bleed=spec.bleed, margin=options.margin
        )
    )
    all_tiles = tiles(spec)
    cols, rows = sheet_cells(spec.cell, sheet)
    return sheet, all_tiles, pack([(t.cols, t.rows) for t in all_tiles], cols, rows)


def free_room_line(spec: PaintingTiles, sheet: SheetSpec, all_tiles: list[Tile], sheets: list[list[Placed]]) -> str:
    """What the cover says of the sheets' empty cells (kit review r23, AS major 2: a quarter of the last
    sheet empty, said nowhere): which sheets have them and that no fewer sheets hold every painting
    (the tiles' cells against one sheet's), so the buyer knows nothing is missing there; "" when every
    sheet is full or fewer sheets could hold the tiles."""
    cols, rows = sheet_cells(spec.cell, sheet)
    free = [n for n, placed in enumerate(sheets, start=1) if cols * rows > sum(p.cols * p.rows for p in placed)]
    needed = sum(t.cols * t.rows for t in all_tiles)
    if not free or -(-needed // (cols * rows)) < len(sheets):
        return ""
    where = f"arkuszu {free[0]}" if len(free) == 1 else f"arkuszach {', '.join(map(str, free[:-1]))} i {free[-1]}"
    return (
        f"{EMPTY_ROOM_LEAD} {where} to odpad, niczego tam nie brakuje: obrazy zajmują razem {counted(needed, 'pole', 'pola', 'pól')}, "
        f"a arkusz mieści {cols * rows}, więc mniej niż {counted(len(sheets), 'arkusz', 'arkusze', 'arkuszy')} nie wystarczy."
    )


# ------------------------------------------------------------------------------------ check


def check(component: Component[PaintingTiles], game: Game, findings: Findings) -> None:
    spec: PaintingTiles = component.spec
    for i, theme in enumerate(spec.themes):
        if theme not in THEME_LABELS:
            findings.error(
                component.where("themes", i),
                f"theme '{theme}' has no generated art; expected one of: {', '.join(THEME_LABELS)}",
                "painting-tiles.unknown-theme",
            )
    for i, frame in enumerate(spec.frames):
        if frame not in FRAME_LABELS:
            findings.error(
                component.where("frames", i),
                f"frame type '{frame}' cannot be drawn; expected one of: {', '.join(FRAME_LABELS)}",
                "painting-tiles.unknown-frame",
            )
    for theme, sizes in spec.upright.items():
        if theme not in spec.themes:
            findings.error(
                component.where("upright", theme, key=True),
                f"upright theme '{theme}' is not among the declared themes: {', '.join(spec.themes)}",
                "painting-tiles.unknown-theme",
            )
        for k, size in enumerate(sizes):
            if size not in spec.shapes:
                findings.error(
                    component.where("upright", theme, k),
                    f"upright size {size} of '{theme}' has no shape in 'shapes'",
                    "painting-tiles.no-shape",
                )
    for size, shape in spec.shapes.items():
        w, h = cells(shape)
        if w * h != size:
            findings.error(
                component.where("shapes", size),
                f"shape {shape} of size {size} covers {w * h} cells; expected {size}",
                "painting-tiles.shape-area",
            )
    for group in ("paintings", "starting"):
        for i, painting in enumerate(getattr(spec, group)):
            name = f"{'starting painting' if group == 'starting' else 'painting'} {i + 1}"
            if painting.theme not in spec.themes:
                findings.error(
                    component.where(group, i, "theme"),
                    f"{name}: theme '{painting.theme}' is not declared; expected one of: {', '.join(spec.themes)}",
                    "painting-tiles.unknown-theme",
                )
            if painting.frame not in spec.frames:
                findings.error(
                    component.where(group, i, "frame"),
                    f"{name}: frame type '{painting.frame}' is not declared; expected one of: {', '.join(spec.frames)}",
                    "painting-tiles.unknown-frame",
                )
            if painting.size not in spec.shapes:
                findings.error(
                    component.where(group, i, "size"),
                    f"{name}: size {painting.size} has no shape in "
                    f"'shapes'; declared sizes: {', '.join(map(str, sorted(spec.shapes)))}",
                    "painting-tiles.no-shape",
                )
    _check_sheet(component, findings)
    _check_titles(component, findings)
    for i, theme in enumerate(spec.themes):
        if theme in THEME_LABELS:
            problem = text_problem(
                THEME_LABELS[theme].upper(),
                SANS_BOLD,
                (spec.cell - 2 * BACK_RIM) * 0.92,
                max_size=NAME_SIZES[0],
                min_size=NAME_SIZES[1],
                max_lines=2,
            )
            if problem:
                findings.error(component.where("themes", i), problem, "text.does-not-fit")


def _check_titles(component, findings) -> None:
    """Every painting's title fits its plaque (6 pt or more, 1 mm clear) and no two are equal. A painting
    whose frame, size or theme is already a finding, or frames that leave no picture (frames_check),
    say nothing more: the plaque is measured only on data that can be drawn."""
    spec: PaintingTiles = component.spec
    drawable = [f for f in spec.frames if f in FRAME_LABELS]
    if not drawable or min(picture_opening(spec, spec.cell, f) for f in drawable) < spec.cell / 2:
        return
    for t in tiles(spec):  # titles come from the subjects' table, each once (a numbered series after): no two alike
        group = "starting" if t.starting else "paintings"
        where = component.where(group, next(i for i, p in enumerate(getattr(spec, group)) if p is t.painting))
        painting = t.painting
        known = painting.frame in drawable and painting.size in spec.shapes and painting.theme in THEME_LABELS
        if t.title is None or not known:
            continue
        if plaque_layout(spec, t) is None:
            problem = text_problem(
                t.title,
                TITLE_FONT,
                plaque_room(spec, t) - 2 * TITLE_PAD,
                max_size=TITLE_SIZES[0],
                min_size=TITLE_SIZES[1],
                max_lines=2,
            )
            findings.error(where, problem or f"'{t.title}' does not fit its plaque", "text.does-not-fit")


def _check_sheet(component, findings) -> None:
    spec: PaintingTiles = component.spec
    for paper in PAPERS.values():
        sheet = SheetSpec(piece_width=spec.cell, piece_height=spec.cell, paper=paper, bleed=spec.bleed)
        cols, rows = sheet_cells(spec.cell, sheet)
        for size, shape in spec.shapes.items():
            short, long_ = sorted(cells(shape))
            if short > min(cols, rows) or long_ > max(cols, rows):
                findings.error(
                    component.where("shapes", size),
                    f"a {shape} tile of {to_mm(spec.cell):.0f} mm cells "
                    f"({to_mm(short * spec.cell):.0f} x {to_mm(long_ * spec.cell):.0f} mm) does not fit on "
                    f"{paper.name} ({cols} x {rows} cells inside the printer margin)",
                    "tiles.too-big",
                )


def kind_pieces(component: Component[PaintingTiles], game: Game) -> list[Piece]:
    """Every piece in the kit's order, as the sheets print them (rulebook figures draw these)."""
    return pieces(component.spec)


KIND = register(
    Kind(
        name="painting-tiles",
        category="tile",
        model=PaintingTiles,
        check=check,
        render=Drawn("painting-tiles", "render"),
        pieces=kind_pieces,
        description="Art Society paintings: rectangles of N cells with generated art and frames",
    )
)
