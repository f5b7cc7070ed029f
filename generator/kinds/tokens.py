"""tokens: chits of any game – coins, resource markers, upgrade counters – cut from card.

A component lists *variants*; each variant is printed `count` times. Pieces of equal size share
sheets; each size starts its own sheets. The colour fills the whole square around a round or
hexagonal chit, so a quick square cut along the crop marks is also a good token, and the thin
outline is a guide for cutting (or punching) the shape itself.

```yaml
kind: tokens
title: Żetony                  # heading of the guide page and of every sheet (Polish)
stock: card                    # card (karton 250–300 g/m²) or paper
size: 16mm                     # default side/diameter of every variant
shape: circle                  # default shape: circle, square or hex
bleed: 2mm                     # around the block of butted chits
notes: ["…"]                   # extra lines for the guide page (optional)
variants:
  - name: żeton                # what this variant is (guide page, sheet labels)
    count: 180
    shape: circle              # optional, overrides the default
    size: 16mm                 # optional, overrides the default
    numbered: false            # true: print a running number 1…count on each chit
    face:
      color: "#e2b84a"         # background
      ink: "#3b2a0c"           # text, symbol and outline
      label: "1"               # big text in the middle (optional)
      caption: ŻETON           # small text under it (optional)
      symbol: star             # geometric symbol (circle square diamond triangle star cross hexagon)
      picture: moneta          # or a pictogram from generator/art/pictograms.py
      border: true             # decorative inner line
    back: same                 # same: the face again; a face mapping; or leave out for no back
```

A shape-and-colour pair should never be the only difference between two variants a player must
tell apart: give each a different symbol or label too (colour-blind players).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Annotated, Literal

from pydantic import Field, model_validator
from reportlab.lib import colors

from ..fonts import SANS, SANS_BOLD, SANS_SEMIBOLD, SERIF_BOLD
from ..guide import GuideInfo, draw_guide
from ..layout.imposition import (EPS, MARK_MAX, MARK_MIN, MARK_OFFSET, Grid, Paper, SheetSpec, Slot, back_position,
                                 crop_marks, plan_grid)
from ..model import Model
from ..pdf import INK, MARK_WIDTH, new_document
from ..sheets import Piece
from ..text import fit, text_problem
from ..units import Length, mm, to_mm
from . import Kind, register
from ._sheets import check_fits
from ._symbols import MEDALLION, SYMBOLS, draw_symbol, is_light

Color = Annotated[str, Field(pattern=r"^#[0-9a-fA-F]{6}$")]
Shape = Literal["circle", "square", "hex"]
SHAPE_NAMES = {"circle": "krążek", "square": "kwadrat", "hex": "sześciokąt"}
MAX_TOKENS = 2000            # a kit with more chits than this is a typo in a count

LABEL_WIDTH, MIN_LABEL = 0.6, 4.5          # share of the side, points
CAPTION_WIDTH, CAPTION_SIZE, MIN_CAPTION = 0.5, 0.115, 3.6
NUMBER_SIZE, NUMBER_Y = 0.1, 0.24        # running number: size and baseline, shares of the side
NUMBERED_SCALE, NUMBERED_SHIFT = 0.82, 0.06


class Face(Model):
    color: Color = "#f3ead7"
    ink: Color = "#1d1d1b"
    label: str | None = Field(default=None, min_length=1, max_length=12)
    caption: str | None = Field(default=None, min_length=1, max_length=24)
    symbol: SYMBOLS | None = None
    picture: str | None = None
    border: bool = True

    @model_validator(mode="after")
    def _one_symbol(self) -> "Face":
        if self.symbol and self.picture:
            raise ValueError("a face has both 'symbol' and 'picture'; expected one of them")
        return self


class Variant(Model):
    name: str = Field(min_length=1)
    count: int = Field(ge=1, le=MAX_TOKENS)
    shape: Shape | None = None
    size: Length | None = None
    numbered: bool = False
    face: Face
    back: Face | Literal["same"] | None = None


class Tokens(Model):
    kind: Literal["tokens"]
    title: str = Field(default="Żetony", min_length=1)
    stock: Literal["card", "paper"] = "card"
    size: Length = mm(20)
    shape: Shape = "circle"
    bleed: Length = mm(2)
    notes: list[str] = []
    variants: list[Variant] = Field(min_length=1)


# ---------------------------------------------------------------------------------------- drawing

def _shape_path(c, shape: str, cx: float, cy: float, r: float):
    """Outline of a chit: circle of radius r, square of half-side r, flat-topped hexagon of radius r."""
    p = c.beginPath()
    if shape == "circle":
        p.circle(cx, cy, r)
    elif shape == "square":
        p.rect(cx - r, cy - r, 2 * r, 2 * r)
    else:
        points = [(cx + r * math.cos(math.radians(60 * i)), cy + r * math.sin(math.radians(60 * i)))
                  for i in range(6)]
        p.moveTo(*points[0])
        for point in points[1:]:
            p.lineTo(*point)
        p.close()
    return p


# Layout of a face by what it shows: (symbol radius, symbol centre y, label size, label baseline y or
# None for optically centred, caption baseline y), all as shares of the chit side from its centre.
LAYOUT = {
    # symbol, label, caption
    (False, True, False): (0, 0, 0.48, None, 0),
    (False, True, True): (0, 0, 0.42, -0.08, -0.27),
    (True, False, False): (0.26, 0, 0, 0, 0),
    (True, False, True): (0.2, 0.07, 0, 0, -0.27),
    (True, True, False): (0.14, 0.15, 0.3, -0.22, 0),
    (True, True, True): (0.1, 0.21, 0.25, -0.14, -0.29),
    (False, False, True): (0, 0, 0, 0, -0.04),
    (False, False, False): (0, 0, 0, 0, 0),
}
SHAPE_SCALE = {"circle": 1.0, "square": 1.05, "hex": 0.9}   # hexagons have less room top and bottom


def label_size(face: Face, shape: str, side: float, numbered: bool = False) -> float:
    layout = LAYOUT[(bool(face.symbol or face.picture), bool(face.label), bool(face.caption))]
    return layout[2] * side * SHAPE_SCALE[shape] * (NUMBERED_SCALE if numbered else 1)


def caption_size(shape: str, side: float, numbered: bool = False) -> float:
    return CAPTION_SIZE * side * SHAPE_SCALE[shape] * (NUMBERED_SCALE if numbered else 1)


def _face_drawer(face: Face, shape: str, number: int | None):
    def draw(c, w, h):
        from ..art.pictograms import draw_pictogram
        side = min(w, h)
        k = SHAPE_SCALE[shape]
        cx, cy = w / 2, h / 2
        bg, ink = colors.HexColor(face.color), colors.HexColor(face.ink)
        c.setFillColor(bg)
        c.rect(-mm(4), -mm(4), w + mm(8), h + mm(8), stroke=0, fill=1)
        r = side / 2 - mm(0.6)
        c.setStrokeColor(ink)
        if shape != "square":      # cutting guide for the round or hexagonal shape
            c.setLineWidth(0.35)
            c.drawPath(_shape_path(c, shape, cx, cy, r), stroke=1, fill=0)
        if face.border:
            c.setLineWidth(max(0.4, side * 0.012))
            inner = r - side * (0.07 if shape != "square" else 0.09)
            c.drawPath(_shape_path(c, shape, cx, cy, inner), stroke=1, fill=0)
        has_symbol = bool(face.symbol or face.picture)
        sym_r, sym_y, _, lab_y, cap_y = LAYOUT[(has_symbol, bool(face.label), bool(face.caption))]
        shift = 0.0
        if number is not None:   # the running number takes the top: everything else shrinks and moves down
            k *= NUMBERED_SCALE
            shift = -NUMBERED_SHIFT * side
            cy += shift
        c.setFillColor(ink)
        if has_symbol:
            sr, sy = sym_r * side * k, cy + sym_y * side * k
            if face.symbol:
                draw_symbol(c, face.symbol, cx, sy, sr)
            else:   # pictograms are drawn in dark ink with tints, so they sit on a light medallion
                pic_ink = ink if not is_light(face.ink) else colors.HexColor("#1d1d1b")
                if is_light(face.ink) or not is_light(face.color):
                    c.setFillColor(colors.HexColor(MEDALLION))
                    c.circle(cx, sy, sr * 1.12, stroke=0, fill=1)
                    c.setFillColor(ink)
                draw_pictogram(c, face.picture, cx - sr * 0.85, sy - sr * 0.85, 1.7 * sr, pic_ink)
        if face.label:
            fitted = fit(face.label, SERIF_BOLD, side * LABEL_WIDTH,
                         max_size=label_size(face, shape, side, number is not None), min_size=MIN_LABEL)
            if fitted:
                # optical centre of capitals and figures: 0.35 of the size above the baseline
                base = cy - fitted.size * 0.35 if lab_y is None else cy + lab_y * side * k
                c.setFont(SERIF_BOLD, fitted.size)
                c.drawCentredString(cx, base, face.label)
        if face.caption:
            fitted = fit(face.caption, SANS_SEMIBOLD, side * CAPTION_WIDTH,
                         max_size=caption_size(shape, side, number is not None), min_size=MIN_CAPTION)
            if fitted:
                c.setFont(SANS_SEMIBOLD, fitted.size)
                c.drawCentredString(cx, cy + cap_y * side * k, face.caption)
        if number is not None:
            c.setFont(SANS_BOLD, side * NUMBER_SIZE * SHAPE_SCALE[shape])
            c.drawCentredString(cx, h / 2 + NUMBER_Y * side * SHAPE_SCALE[shape], str(number))
    return draw


# ---------------------------------------------------------------------------------------- pieces

def resolved(spec: Tokens, variant: Variant) -> tuple[str, float]:
    return variant.shape or spec.shape, variant.size or spec.size


def pieces_of(spec: Tokens, variant: Variant) -> list[Piece]:
    shape, size = resolved(spec, variant)
    out = []
    for i in range(variant.count):
        number = i + 1 if variant.numbered else None
        front = _face_drawer(variant.face, shape, number)
        back = None
        if variant.back == "same":
            back = _face_drawer(variant.face, shape, number)
        elif isinstance(variant.back, Face):
            back = _face_drawer(variant.back, shape, number)
        out.append(Piece(size, size, front, back, f"{variant.name} {i + 1}"))
    return out


def groups(spec: Tokens) -> list[tuple[float, list[Variant]]]:
    """Variants grouped by size, in order of first appearance: each group is imposed on its own sheets."""
    found: dict[float, list[Variant]] = {}
    for variant in spec.variants:
        found.setdefault(round(resolved(spec, variant)[1], 4), []).append(variant)
    return list(found.items())


def describe(spec: Tokens, variant: Variant) -> str:
    shape, size = resolved(spec, variant)
    sides = "dwustronne" if variant.back is not None else "jednostronne"
    what = variant.face.label or variant.face.caption or variant.face.symbol or variant.face.picture or ""
    shown = f" „{what}”" if what and what != variant.name else ""
    return f"{variant.count} × {variant.name}{shown}: {SHAPE_NAMES[shape]} {to_mm(size):g} mm, {sides}"


# ----------------------------------------------------------------------------- sheets of mixed sizes
# Chits of one size form a band: a block of butted squares with its own bleed and crop marks. Bands
# of different sizes share a sheet, stacked top to bottom with room for both bands' marks between
# them, so thirty small and fifteen large chits take one sheet, not two. Cut between the bands first.

@dataclass(frozen=True)
class Band:
    group: int            # index into groups(spec)
    first: int            # first piece of the group in this band
    count: int
    size: float
    cols: int
    rows: int

    @property
    def region(self) -> float:
        """Height of the band's block plus, above and below, its bleed and crop-mark room."""
        return self.rows * self.size


def plan_bands(sizes_counts: list[tuple[float, int]], paper: Paper, margin: float, bleed: float) -> list[list[Band]]:
    """Pure arithmetic: which chits go on which sheet, in bands. A chit too big for the sheet yields no band."""
    room = bleed + MARK_OFFSET + MARK_MIN
    usable_w = paper.width - 2 * margin - 2 * room
    usable_h = paper.height - 2 * margin
    pages: list[list[Band]] = []
    page: list[Band] = []
    left = usable_h
    for group, (size, count) in enumerate(sizes_counts):
        cols = math.floor((usable_w + EPS) / size)
        if cols == 0 or math.floor((usable_h - 2 * room + EPS) / size) == 0:
            continue
        done = 0
        while done < count:
            rows_fit = math.floor((left - 2 * room + EPS) / size)
            if rows_fit <= 0:
                pages.append(page)
                page, left = [], usable_h
                continue
            rows = min(rows_fit, math.ceil((count - done) / cols))
            take = min(count - done, rows * cols)
            page.append(Band(group, done, take, size, cols, rows))
            left -= rows * size + 2 * room
            done += take
    if page:
        pages.append(page)
    return pages


def band_layout(page: list[Band], paper: Paper, margin: float, bleed: float) -> list[tuple[Band, SheetSpec, Grid, float]]:
    """Each band of a page with the sheet spec and grid of its own region, and the real y of the
    region's bottom edge. The stack of regions is centred on the sheet."""
    room = bleed + MARK_OFFSET + MARK_MIN
    heights = [b.rows * b.size + 2 * room for b in page]
    y = (paper.height + sum(heights)) / 2
    out = []
    for band, height in zip(page, heights):
        y -= height
        region = Paper(paper.name, paper.width, height + 2 * margin)
        spec = SheetSpec(piece_width=band.size, piece_height=band.size, paper=region, bleed=bleed, gap=0.0,
                         margin=margin, allow_rotation=False)
        grid = plan_grid(spec)
        grid = _fewer_columns(grid, spec, band)
        out.append((band, spec, grid, y))
    return out


def _fewer_columns(grid: Grid, spec: SheetSpec, band: Band) -> Grid:
    """A band with fewer chits than one full row is centred on the chits it has."""
    if band.count >= grid.cols:
        return grid
    narrow = SheetSpec(piece_width=spec.piece_width, piece_height=spec.piece_height,
                       paper=Paper(spec.paper.name, band.count * band.size + 2 * (spec.margin + spec.mark_room) + EPS,
                                   spec.paper.height), bleed=spec.bleed, gap=0.0, margin=spec.margin,
                       allow_rotation=False)
    small = plan_grid(narrow)
    shift = (spec.paper.width - narrow.paper.width) / 2
    slots = tuple(Slot(s.index, s.col, s.row, s.x + shift, s.y, s.width, s.height, s.rotated, s.bleed_left,
                       s.bleed_right, s.bleed_bottom, s.bleed_top) for s in small.slots)
    return Grid(small.cols, small.rows, False, slots, small.left + shift, small.bottom, small.right + shift, small.top)


def _draw_side(c, slot: Slot, x: float, y: float, piece: Piece, draw) -> None:
    c.saveState()
    path = c.beginPath()
    path.rect(x - slot.bleed_left, y - slot.bleed_bottom, slot.width + slot.bleed_left + slot.bleed_right,
              slot.height + slot.bleed_bottom + slot.bleed_top)
    c.clipPath(path, stroke=0, fill=0)
    c.translate(x, y)
    draw(c, piece.width, piece.height)
    c.restoreState()


def _draw_marks(c, grid: Grid, spec: SheetSpec, used: int, flip: str | None, offset: tuple[float, float]) -> None:
    c.saveState()
    c.setStrokeColor(INK)
    c.setLineWidth(MARK_WIDTH)
    w, h = spec.paper.width, spec.paper.height
    for m in crop_marks(grid, spec, used):
        if flip == "x":
            c.line(w - m.x1 + offset[0], m.y1 + offset[1], w - m.x2 + offset[0], m.y2 + offset[1])
        elif flip == "y":
            c.line(m.x1 + offset[0], h - m.y1 + offset[1], m.x2 + offset[0], h - m.y2 + offset[1])
        else:
            c.line(m.x1, m.y1, m.x2, m.y2)
    c.restoreState()


def _page_label(c, paper: Paper, margin: float, lowest: float, text: str) -> None:
    if lowest - margin < mm(3.5):
        return
    c.saveState()
    c.setFont(SANS, 6.5)
    c.setFillColor(INK)
    c.drawCentredString(paper.width / 2, margin + mm(0.8), text)
    c.restoreState()


def _draw_page(doc, page, layout, pieces_by_group, options, backs: bool, label: str) -> None:
    c = doc.canvas
    paper, margin = options.paper, options.margin
    lowest = paper.height
    for band, spec, grid, bottom in layout:
        chits = pieces_by_group[band.group][band.first:band.first + band.count]
        shift = bottom - margin                      # region coordinates → sheet coordinates
        if backs and options.duplex == "short":
            shift = paper.height - (bottom + spec.paper.height - 2 * margin) - margin
        c.saveState()
        c.translate(0, shift)
        for slot, piece in zip(grid.slots, chits):
            if backs:
                if piece.back is None:
                    continue
                x, y = back_position(slot, spec.paper, "short" if options.duplex == "short" else "long",
                                     options.back_offset)
                _draw_side(c, _mirrored(slot, options.duplex), x, y, piece, piece.back)
            else:
                _draw_side(c, slot, slot.x, slot.y, piece, piece.front)
        flip = None if not backs else ("y" if options.duplex == "short" else "x")
        _draw_marks(c, grid, spec, len(chits), flip, options.back_offset if backs else (0.0, 0.0))
        c.restoreState()
        lowest = min(lowest, bottom + margin - spec.mark_room - margin + (grid.bottom - margin) - spec.bleed)
    _page_label(c, paper, margin, lowest - MARK_MAX, label)
    doc.show_page()


def _mirrored(slot: Slot, duplex: str) -> Slot:
    """Bleed sides swap with the flip: left/right for a long-edge flip, top/bottom for a short-edge one."""
    if duplex == "short":
        return Slot(slot.index, slot.col, slot.row, slot.x, slot.y, slot.width, slot.height, slot.rotated,
                    slot.bleed_left, slot.bleed_right, slot.bleed_top, slot.bleed_bottom)
    return Slot(slot.index, slot.col, slot.row, slot.x, slot.y, slot.width, slot.height, slot.rotated,
                slot.bleed_right, slot.bleed_left, slot.bleed_bottom, slot.bleed_top)


def render(component, game, options):
    from ..build import Output
    spec: Tokens = component.spec
    has_backs = any(v.back is not None for v in spec.variants)
    duplex = options.duplex if has_backs else None
    doc = new_document(options.paper, f"{game.spec.title} – {spec.title}", duplex=duplex)
    stock = "karton 250–300 g/m²" if spec.stock == "card" else "zwykły papier 80–120 g/m²"
    notes = list(spec.notes)
    if any(resolved(spec, v)[0] != "square" for v in spec.variants):
        notes.append("Krążki i sześciokąty: najpierw potnij arkusz na kwadraty po znacznikach (tło ma kolor "
                     "żetonu, więc kwadrat też jest gotowym żetonem), potem – jeśli chcesz – wytnij kształt "
                     "po cienkiej linii albo wybij go dziurkaczem ozdobnym.")
    by_size = groups(spec)
    if len(by_size) > 1:
        notes.append("Żetony różnej wielkości leżą na arkuszu w osobnych pasach: najpierw rozetnij arkusz między "
                     "pasami, potem tnij każdy pas po jego znacznikach.")
    contents = [describe(spec, v) for v in spec.variants]
    contents.append(f"Razem {sum(v.count for v in spec.variants)} szt.")
    draw_guide(doc, GuideInfo(title=spec.title, game_title=game.spec.title, contents=contents, paper=options.paper,
                              duplex=duplex, stock=stock, notes=notes))
    pieces_by_group = [[p for v in variants for p in pieces_of(spec, v)] for _, variants in by_size]
    pages = plan_bands([(size, len(chits)) for (size, _), chits in zip(by_size, pieces_by_group)],
                       options.paper, options.margin, spec.bleed)
    later = []
    for number, page in enumerate(pages, start=1):
        layout = band_layout(page, options.paper, options.margin, spec.bleed)
        label = f"{spec.title} · arkusz {number}/{len(pages)}"
        _draw_page(doc, page, layout, pieces_by_group, options, False, label + (" · przód" if has_backs else ""))
        if has_backs and options.duplex == "none":
            later.append((page, layout, label))
        elif has_backs:
            _draw_page(doc, page, layout, pieces_by_group, options, True, label + " · tył")
    for page, layout, label in later:
        _draw_page(doc, page, layout, pieces_by_group, options, True, label + " · tył")
    return [Output(game=game.id, component=component.name, kind=component.kind, filename=f"{component.name}.pdf",
                   data=doc.finish(), pages=doc.pages, sheets=len(pages), stock=spec.stock, duplex=has_backs)]


# ---------------------------------------------------------------------------------------- checks

def check(component, game, findings) -> None:
    from ..art.pictograms import PICTOGRAMS
    spec: Tokens = component.spec
    total = sum(v.count for v in spec.variants)
    if total > MAX_TOKENS:
        findings.error(component.where("variants"), f"{total} tokens in all; expected at most {MAX_TOKENS} "
                       "(a larger number is a typo in a count)", "tokens.too-many")
    names: dict[str, int] = {}
    for i, variant in enumerate(spec.variants):
        shape, size = resolved(spec, variant)
        where = component.where("variants", i)
        if variant.name in names:
            findings.error(component.where("variants", i, "name"), f"token variant '{variant.name}' appears twice "
                           f"(first as variant {names[variant.name] + 1}); expected unique names",
                           "tokens.duplicate-variant")
        names.setdefault(variant.name, i)
        if size < mm(8):
            findings.error(component.where("variants", i, "size") if variant.size else component.where("size"),
                           f"token '{variant.name}' is {to_mm(size):.1f} mm; expected at least 8 mm "
                           "(smaller chits cannot be cut or picked up)", "tokens.too-small")
            continue
        check_fits(where, f"token '{variant.name}'", size, size, spec.bleed, 0.0, findings, "tokens.too-big")
        faces = [("face", variant.face)] + ([("back", variant.back)] if isinstance(variant.back, Face) else [])
        for key, face in faces:
            _check_face(component, ("variants", i, key), face, shape, size, findings, PICTOGRAMS)


def _check_face(component, keypath, face: Face, shape: str, size: float, findings, pictograms) -> None:
    if face.picture and face.picture not in pictograms:
        findings.error(component.where(*keypath, "picture"), f"unknown pictogram '{face.picture}'; expected one "
                       f"of: {', '.join(sorted(pictograms))}", "tokens.unknown-pictogram")
    if face.label:
        problem = text_problem(face.label, SERIF_BOLD, size * LABEL_WIDTH, max_size=label_size(face, shape, size),
                               min_size=MIN_LABEL)
        if problem:
            findings.error(component.where(*keypath, "label"), problem, "text.does-not-fit")
    if face.caption:
        problem = text_problem(face.caption, SANS_SEMIBOLD, size * CAPTION_WIDTH, max_size=caption_size(shape, size),
                               min_size=MIN_CAPTION)
        if problem:
            findings.error(component.where(*keypath, "caption"), problem, "text.does-not-fit")


KIND = register(Kind(name="tokens", category="piece", model=Tokens, render=render, check=check,
                     description="chits: circles, squares or hexagons with colour, label, symbol; any count"))
