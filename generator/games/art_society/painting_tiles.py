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

Sheets: full-width strips of equal height on the cell grid, cut first (marks in the side margins),
then across (marks at top and bottom); every mat and back rim has one colour, so a cut or duplex
shift of a millimetre never shows a neighbour's colour.
"""
from __future__ import annotations

import math
import zlib
from dataclasses import dataclass
from typing import Annotated, Literal, Sequence

from pydantic import Field
from reportlab.lib import colors

from ...core import BuildOptions, Component, Game, Output
from ...findings import Findings
from ...fonts import SANS_BOLD, SERIF_BOLD
from ...guide import GuideInfo, draw_guide
from ...kinds import Kind, register
from ...kinds._reuse import draw_once
from ...layout.imposition import Grid, PAPERS, SheetSpec, Slot, back_position
from ...model import Model
from ...pdf import new_document
from ...sheets import DrawFn, Piece, _marks, _marks_short, _place, _sheet_label
from ...text import fit, text_problem
from ...units import Length, PositiveLength, mm, to_mm
from .packing import Placed, pack
from .paintings import FRAMES, THEMES, draw_frame, draw_painting, draw_theme_symbol, frame_style, theme_style

ShapeText = Annotated[str, Field(pattern=r"^[1-9][0-9]?x[1-9][0-9]?$")]

MAT = colors.HexColor("#ebe4d4")          # the light wall around every frame (front)
RIM = colors.HexColor("#26232b")          # the dark rim around every back
PLAQUE = colors.HexColor("#fbf6ea")
INK = colors.HexColor("#1e1b24")
STAR = colors.HexColor("#f2c14e")
BACK_COLORS = {                            # one clear, distinct back colour per theme
    "zycie-miejskie": "#25406b",
    "portret": "#6b2f68",
    "martwa-natura": "#b8611d",
    "pejzaz": "#2d6a4f",
}
NAME_SIZES = (6.5, 6.0)                    # max/min points of the theme name on backs
PLAQUE_DIGIT = 11.0                        # points
PLAQUE_SYMBOL = mm(6)                      # the theme icon on the front: readable across the table
WALLPAPER_ICON = mm(8)                     # the theme icons patterning every back
WALLPAPER_STEP = mm(12.5)
BACK_RIM = mm(2.2)
TURNABLE = {"6", "9"}                      # digits that need an underline on a tile turned upside down


class Painting(Model):
    size: int = Field(ge=1, le=99)
    theme: str
    frame: str
    art: int | None = Field(default=None, ge=0)   # seed of the generated picture (default: from its place)


class Balance(Model):
    """Properties of the mix the game check proves (each one only when declared true)."""

    each_theme_same_sizes: bool = False    # every theme has the same number of paintings of each size
    each_frame_same_count: bool = False    # every frame type is used equally often
    each_size_same_frames: bool = False    # within each size, every frame type is used equally often


class PaintingTiles(Model):
    kind: Literal["painting-tiles"]
    cell: PositiveLength
    bleed: Length = mm(3)
    mat: Length = mm(1.5)
    frame_width: Length = mm(3)
    themes: list[str] = Field(min_length=1)
    frames: list[str] = Field(min_length=1)
    upright: dict[str, list[int]] = {}     # theme → sizes painted with the long side vertical
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
    cols: int             # cells across, as printed (upright themes are taller than wide)
    rows: int
    seed: int
    label: str


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
            seed = painting.art if painting.art is not None else zlib.crc32(
                f"{'start' if starting else 'auction'}:{painting.theme}:{painting.size}:{copy}".encode())
            kind = "startowy " if starting else ""
            out.append(Tile(painting, starting, w, h, seed, f"obraz {kind}{painting.theme} {painting.size}"))
    return out


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
        slots.append(Slot(
            index=n, col=p.col, row=p.row, x=x, y=y, width=p.cols * cell, height=p.rows * cell,
            rotated=p.rotated,
            bleed_left=spec.bleed if free([(p.col - 1, p.row + j) for j in range(p.rows)]) else 0.0,
            bleed_right=spec.bleed if free([(p.col + p.cols, p.row + j) for j in range(p.rows)]) else 0.0,
            bleed_top=spec.bleed if free([(p.col + i, p.row - 1) for i in range(p.cols)]) else 0.0,
            bleed_bottom=spec.bleed if free([(p.col + i, p.row + p.rows) for i in range(p.cols)]) else 0.0,
        ))
    grid = Grid(block_cols, block_rows, False, tuple(slots), left, top - block_rows * cell,
                left + block_cols * cell, top)
    return grid, slots


# ------------------------------------------------------------------------------------ drawing

def _plaque(c, cx: float, cy: float, tile: Tile) -> None:
    """Museum plaque: the theme symbol and the size, on the bottom rail of the frame."""
    h = PLAQUE_SYMBOL + mm(1.4)
    digit = str(tile.painting.size)
    c.setFont(SERIF_BOLD, PLAQUE_DIGIT)
    tw = c.stringWidth(digit, SERIF_BOLD, PLAQUE_DIGIT)
    sym = PLAQUE_SYMBOL
    w = sym + tw + mm(3.2)
    c.setFillColor(PLAQUE)
    c.setStrokeColor(INK)
    c.setLineWidth(0.4)
    c.roundRect(cx - w / 2, cy - h / 2, w, h, mm(1.0), stroke=1, fill=1)
    x = cx - w / 2 + mm(1.1)
    draw_theme_symbol(c, x + sym / 2, cy, sym, tile.painting.theme, INK)
    c.setFillColor(INK)
    c.drawString(x + sym + mm(0.7), cy - PLAQUE_DIGIT * 0.34, digit)
    if digit in TURNABLE:
        c.rect(x + sym + mm(0.7), cy - PLAQUE_DIGIT * 0.34 - 0.9, tw, 0.5, stroke=0, fill=1)
    if tile.starting:
        _star(c, cx + w / 2 + mm(2.4), cy, mm(1.9), STAR, INK)


def _star(c, cx: float, cy: float, r: float, fill, stroke=None) -> None:
    p = c.beginPath()
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        a = math.radians(90 + 36 * i)
        (p.moveTo if i == 0 else p.lineTo)(cx + radius * math.cos(a), cy + radius * math.sin(a))
    p.close()
    c.setFillColor(fill)
    if stroke is not None:
        c.setStrokeColor(stroke)
        c.setLineWidth(0.4)
        c.setLineJoin(1)
    c.drawPath(p, stroke=1 if stroke is not None else 0, fill=1)


def _front(spec: PaintingTiles, tile: Tile):
    def draw(c, w, h):
        c.setFillColor(MAT)
        c.rect(-mm(4), -mm(4), w + mm(8), h + mm(8), stroke=0, fill=1)
        m = spec.mat
        t = spec.frame_width * frame_style(tile.painting.frame).width_factor
        inner = m + t - 0.3
        draw_painting(c, inner, inner, w - 2 * inner, h - 2 * inner, tile.painting.theme, tile.seed)
        draw_frame(c, m, m, w - 2 * m, h - 2 * m, tile.painting.frame, t)
        _plaque(c, w / 2, m + (PLAQUE_SYMBOL + mm(1.4)) / 2 + mm(0.4), tile)
    return draw


def _theme_group(c, x: float, y: float, w: float, h: float, theme: str, backing=None) -> None:
    """Theme symbol above the theme name, centred in the box (x, y, w, h)."""
    name = theme_style(theme).label.upper()
    sym = min(mm(7), w * 0.5, h * 0.42)
    fitted = fit(name, SANS_BOLD, min(w * 0.92, mm(30)), max_size=NAME_SIZES[0], min_size=NAME_SIZES[1],
                 max_lines=2)
    text_h = (fitted.size * (1 + 1.05 * (len(fitted.lines) - 1))) if fitted else 0
    gap = mm(1.6)
    total = sym + gap + text_h
    top = y + h / 2 + total / 2
    if backing is not None:   # a calm patch of the back colour over the pattern, under symbol and name
        text_w = max((c.stringWidth(line, SANS_BOLD, fitted.size) for line in fitted.lines), default=0) if fitted else 0
        bw = max(sym, text_w) + mm(2.4)
        c.setFillColor(backing)
        c.roundRect(x + w / 2 - bw / 2, top - total - mm(1.2), bw, total + mm(2.4), mm(1.2), stroke=0, fill=1)
    draw_theme_symbol(c, x + w / 2, top - sym / 2, sym, theme, PLAQUE)
    if fitted:
        c.setFillColor(PLAQUE)
        c.setFont(SANS_BOLD, fitted.size)
        base = top - sym - gap - fitted.size * 0.78
        for line in fitted.lines:
            c.drawCentredString(x + w / 2, base, line)
            base -= fitted.size * 1.05


def _wallpaper(c, rim: float, w: float, h: float, theme: str, base_hex: str) -> None:
    """The theme's icon repeated over the whole back, in a light tint of the back colour: the theme
    reads from across the table by shape, not only by colour."""
    r, g, b = (int(base_hex[i:i + 2], 16) / 255 for i in (1, 3, 5))
    tint = colors.Color(r + (1 - r) * 0.22, g + (1 - g) * 0.22, b + (1 - b) * 0.22)
    c.saveState()
    p = c.beginPath()
    p.roundRect(rim, rim, w - 2 * rim, h - 2 * rim, mm(1.6))
    c.clipPath(p, stroke=0, fill=0)
    rows = int((h - 2 * rim) // WALLPAPER_STEP) + 2
    cols = int((w - 2 * rim) // WALLPAPER_STEP) + 2
    for j in range(rows):
        for i in range(cols):
            x = rim + WALLPAPER_STEP * (i + (0.5 if j % 2 else 0.0))
            y = rim + WALLPAPER_STEP * (j + 0.5)
            c.saveState()
            c.translate(x, y)
            # the same icon dozens of times per back: drawn once per file, placed by reference
            draw_once(c, f"wallpaper_{theme}_{tint.hexval()[2:]}",
                      (-WALLPAPER_ICON, -WALLPAPER_ICON, WALLPAPER_ICON, WALLPAPER_ICON),
                      lambda: draw_theme_symbol(c, 0, 0, WALLPAPER_ICON, theme, tint))
            c.restoreState()
    c.restoreState()


def theme_icon_sizes(spec: PaintingTiles, theme: str) -> list[float]:
    """Icons showing `theme` on every tile of it: the plaque on the front, the pattern on the back."""
    if not any(t.painting.theme == theme for t in tiles(spec)):
        return []
    return [PLAQUE_SYMBOL, WALLPAPER_ICON]


def _back(spec: PaintingTiles, tile: Tile):
    def draw(c, w, h):
        cell = spec.cell
        c.setFillColor(RIM)
        c.rect(-mm(4), -mm(4), w + mm(8), h + mm(8), stroke=0, fill=1)
        rim = BACK_RIM
        base_hex = spec.back_colors.get(tile.painting.theme, "#555555")
        base = colors.HexColor(base_hex)
        c.setFillColor(base)
        c.roundRect(rim, rim, w - 2 * rim, h - 2 * rim, mm(1.6), stroke=0, fill=1)
        _wallpaper(c, rim, w, h, tile.painting.theme, base_hex)
        # the cells the painting covers, faintly: the size can be counted as well as read
        c.setStrokeColor(colors.Color(1, 1, 1, alpha=0.22))
        c.setLineWidth(0.6)
        for i in range(tile.cols):
            for j in range(tile.rows):
                c.roundRect(i * cell + mm(3.4), j * cell + mm(3.4), cell - mm(6.8), cell - mm(6.8), mm(1.2),
                            stroke=1, fill=0)
        cx, cy = w / 2, h / 2
        r = min(min(w, h) * 0.36, mm(11))
        c.setFillColor(PLAQUE)
        c.circle(cx, cy, r, stroke=0, fill=1)
        digit_size = r * 1.45
        c.setFillColor(INK)
        c.setFont(SERIF_BOLD, digit_size)
        c.drawCentredString(cx, cy - digit_size * 0.35, str(tile.painting.size))
        if str(tile.painting.size) in TURNABLE:   # 6 and 9 read the same upside down: underline them
            bar = c.stringWidth(str(tile.painting.size), SERIF_BOLD, digit_size) * 0.8
            c.rect(cx - bar / 2, cy - digit_size * 0.35 - digit_size * 0.13, bar, digit_size * 0.07, stroke=0, fill=1)
        pad = mm(1.2)
        if h >= w:   # standing: theme above the number, star below
            first = (rim, cy + r + pad, w - 2 * rim, h - rim - cy - r - 2 * pad)
            second = (rim, rim + pad, w - 2 * rim, cy - r - rim - 2 * pad)
        else:        # lying: theme left of the number, star right
            first = (rim + pad, rim, cx - r - rim - 2 * pad, h - 2 * rim)
            second = (cx + r + pad, rim, w - rim - cx - r - 2 * pad, h - 2 * rim)
        _theme_group(c, *first, tile.painting.theme, base)
        if tile.starting:
            x, y, bw, bh = second
            _star(c, x + bw / 2, y + bh / 2, min(mm(4.5), bw * 0.32, bh * 0.32), STAR)
    return draw


def back_key(tile: Tile) -> tuple:
    """What a tile's back shows (`_back` reads nothing else): tiles with equal keys share one back
    drawing, which replay.draw_piece then draws once and repeats."""
    return tile.painting.theme, tile.painting.size, tile.cols, tile.rows, tile.starting


def pieces(spec: PaintingTiles) -> list[Piece]:
    backs: dict[tuple, DrawFn] = {}
    out = []
    for t in tiles(spec):
        if back_key(t) not in backs:
            backs[back_key(t)] = _back(spec, t)
        out.append(Piece(t.cols * spec.cell, t.rows * spec.cell, _front(spec, t), backs[back_key(t)], t.label))
    return out


# ------------------------------------------------------------------------------------ render

def _impose(doc, sheets: list[list[Placed]], pieces_: list[Piece], cell: float, spec: SheetSpec, options,
            title: str) -> None:
    canvas = doc.canvas
    later = []
    for number, placed in enumerate(sheets, start=1):
        grid, slots = sheet_slots(placed, cell, spec)
        label = f"{title} · arkusz {number}/{len(sheets)}"
        for slot, p in zip(slots, placed):
            _place(canvas, slot, slot.x, slot.y, pieces_[p.index], pieces_[p.index].front, mirrored=False)
        _marks(canvas, grid, spec, False, (0, 0), len(slots))
        _sheet_label(canvas, grid, spec, label + " · przód", f"{number}/{len(sheets)} · przód", len(slots))
        doc.show_page()
        if options.duplex == "none":
            later.append((number, grid, slots, placed))
        else:
            _backs(doc, grid, slots, placed, pieces_, spec, options.duplex, options.back_offset,
                   f"{label} · tył", f"{number}/{len(sheets)} · tył")
    for number, grid, slots, placed in later:
        _backs(doc, grid, slots, placed, pieces_, spec, "none", options.back_offset,
               f"{title} · arkusz {number}/{len(sheets)} · tył", f"{number}/{len(sheets)} · tył")


def _backs(doc, grid, slots, placed, pieces_, spec, duplex, offset, label, short) -> None:
    canvas = doc.canvas
    for slot, p in zip(slots, placed):
        x, y = back_position(slot, spec.paper, duplex, offset)
        if duplex == "short":   # the sheet turns over top to bottom: top and bottom bleed swap
            slot = Slot(slot.index, slot.col, slot.row, slot.x, slot.y, slot.width, slot.height, slot.rotated,
                        slot.bleed_left, slot.bleed_right, slot.bleed_bottom, slot.bleed_top)
        _place(canvas, slot, x, y, pieces_[p.index], pieces_[p.index].back, mirrored=duplex != "short")
    if duplex == "short":
        _marks_short(canvas, grid, spec, offset, len(slots))
    else:
        _marks(canvas, grid, spec, True, offset, len(slots))
        _sheet_label(canvas, grid, spec, label, short, len(slots))
    doc.show_page()


def plan(spec: PaintingTiles, options) -> tuple[SheetSpec, list[Tile], list[list[Placed]]]:
    sheet = SheetSpec(piece_width=spec.cell, piece_height=spec.cell, paper=options.paper, bleed=spec.bleed,
                      margin=options.margin)
    all_tiles = tiles(spec)
    cols, rows = sheet_cells(spec.cell, sheet)
    return sheet, all_tiles, pack([(t.cols, t.rows) for t in all_tiles], cols, rows)


def render(component: Component[PaintingTiles], game: Game, options: BuildOptions) -> list[Output]:
    spec: PaintingTiles = component.spec
    sheet, all_tiles, sheets = plan(spec, options)
    pieces_ = pieces(spec)
    auction = sum(1 for t in all_tiles if not t.starting)
    starting = len(all_tiles) - auction
    sizes = sorted({t.painting.size for t in all_tiles})
    title = "Obrazy"
    contents = [
        f"{auction} obrazów na aukcję i {starting} obrazów startowych (z gwiazdką na rewersie i na "
        f"tabliczce); rozmiary {sizes[0]}–{sizes[-1]} pól, pole {to_mm(spec.cell):.0f} mm – tyle samo, "
        "co pole planszy kolekcji.",
        "Awers: obraz w ramie i tabliczka z symbolem tematu i rozmiarem. Rewers: rozmiar, temat, "
        "a na obrazach startowych gwiazdka.",
    ]
    notes = [
        "Cięcie: najpierw całe pasy według znaczników na bocznych marginesach, potem każdy pas w poprzek; "
        "granice obrazów wskazują znaczniki na górze i na dole arkusza oraz jasne tło między ramami.",
    ]
    doc = new_document(options.paper, f"{game.spec.title} – {title}", duplex=options.duplex)
    draw_guide(doc, GuideInfo(title=title, game_title=game.spec.title, contents=contents, paper=options.paper,
                              duplex=options.duplex, notes=notes))
    _impose(doc, sheets, pieces_, spec.cell, sheet, options, title)
    data = doc.finish()
    return [Output(game=game.id, component=component.name, kind=component.kind, filename=f"{component.name}.pdf",
                   **doc.described(game.spec.title),
                   data=data, pages=doc.pages, sheets=len(sheets), stock="card", duplex=True)]


# ------------------------------------------------------------------------------------ check

def check(component: Component[PaintingTiles], game: Game, findings: Findings) -> None:
    spec: PaintingTiles = component.spec
    for i, theme in enumerate(spec.themes):
        if theme not in THEMES:
            findings.error(component.where("themes", i), f"theme '{theme}' has no generated art; expected one of: "
                           f"{', '.join(THEMES)}", "painting-tiles.unknown-theme")
    for i, frame in enumerate(spec.frames):
        if frame not in FRAMES:
            findings.error(component.where("frames", i), f"frame type '{frame}' cannot be drawn; expected one of: "
                           f"{', '.join(FRAMES)}", "painting-tiles.unknown-frame")
    for theme, sizes in spec.upright.items():
        if theme not in spec.themes:
            findings.error(component.where("upright", theme, key=True), f"upright theme '{theme}' is not among the "
                           f"declared themes: {', '.join(spec.themes)}", "painting-tiles.unknown-theme")
        for k, size in enumerate(sizes):
            if size not in spec.shapes:
                findings.error(component.where("upright", theme, k), f"upright size {size} of '{theme}' has no shape "
                               f"in 'shapes'", "painting-tiles.no-shape")
    for size, shape in spec.shapes.items():
        w, h = cells(shape)
        if w * h != size:
            findings.error(component.where("shapes", size), f"shape {shape} of size {size} covers {w * h} cells; "
                           f"expected {size}", "painting-tiles.shape-area")
    for group in ("paintings", "starting"):
        for i, painting in enumerate(getattr(spec, group)):
            name = f"{'starting painting' if group == 'starting' else 'painting'} {i + 1}"
            if painting.theme not in spec.themes:
                findings.error(component.where(group, i, "theme"), f"{name}: theme '{painting.theme}' is not "
                               f"declared; expected one of: {', '.join(spec.themes)}", "painting-tiles.unknown-theme")
            if painting.frame not in spec.frames:
                findings.error(component.where(group, i, "frame"), f"{name}: frame type '{painting.frame}' is not "
                               f"declared; expected one of: {', '.join(spec.frames)}", "painting-tiles.unknown-frame")
            if painting.size not in spec.shapes:
                findings.error(component.where(group, i, "size"), f"{name}: size {painting.size} has no shape in "
                               f"'shapes'; declared sizes: {', '.join(map(str, sorted(spec.shapes)))}",
                               "painting-tiles.no-shape")
    _check_sheet(component, findings)
    for i, theme in enumerate(spec.themes):
        if theme in THEMES:
            problem = text_problem(THEMES[theme].label.upper(), SANS_BOLD, (spec.cell - 2 * BACK_RIM) * 0.92,
                                   max_size=NAME_SIZES[0], min_size=NAME_SIZES[1], max_lines=2)
            if problem:
                findings.error(component.where("themes", i), problem, "text.does-not-fit")


def _check_sheet(component, findings) -> None:
    spec: PaintingTiles = component.spec
    for paper in PAPERS.values():
        sheet = SheetSpec(piece_width=spec.cell, piece_height=spec.cell, paper=paper, bleed=spec.bleed)
        cols, rows = sheet_cells(spec.cell, sheet)
        for size, shape in spec.shapes.items():
            short, long_ = sorted(cells(shape))
            if short > min(cols, rows) or long_ > max(cols, rows):
                findings.error(component.where("shapes", size), f"a {shape} tile of {to_mm(spec.cell):.0f} mm cells "
                               f"({to_mm(short * spec.cell):.0f} x {to_mm(long_ * spec.cell):.0f} mm) does not fit on "
                               f"{paper.name} ({cols} x {rows} cells inside the printer margin)", "tiles.too-big")


def kind_pieces(component: Component[PaintingTiles], game: Game) -> list[Piece]:
    """Every piece in the kit's order, as the sheets print them (rulebook figures draw these)."""
    return pieces(component.spec)


KIND = register(Kind(name="painting-tiles", category="tile", model=PaintingTiles, render=render, check=check,
                     pieces=kind_pieces,
                     description="Art Society paintings: rectangles of N cells with generated art and frames"))
