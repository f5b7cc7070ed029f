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
from typing import Annotated, Literal

from pydantic import Field, model_validator
from reportlab.lib import colors

from ..fonts import SANS_BOLD, SANS_SEMIBOLD, SERIF_BOLD
from ..guide import GuideInfo, draw_guide
from ..layout.imposition import sheets_needed
from ..model import Model
from ..pdf import new_document
from ..sheets import Piece, impose
from ..text import fit, text_problem
from ..units import Length, mm, to_mm
from . import Kind, register
from ._sheets import check_fits, sheet_spec
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
    contents = [describe(spec, v) for v in spec.variants]
    contents.append(f"Razem {sum(v.count for v in spec.variants)} szt.")
    draw_guide(doc, GuideInfo(title=spec.title, game_title=game.spec.title, contents=contents, paper=options.paper,
                              duplex=duplex, stock=stock, notes=notes))
    sheets = 0
    many = len(groups(spec)) > 1
    for size, variants in groups(spec):
        pieces = [p for v in variants for p in pieces_of(spec, v)]
        title = spec.title if not many else f"{spec.title} {to_mm(size):g} mm"
        grid = impose(doc, pieces, sheet_spec(size, size, spec.bleed, 0.0, options), duplex=options.duplex,
                      back_offset=options.back_offset, title=title)
        sheets += sheets_needed(len(pieces), grid)
    return [Output(game=game.id, component=component.name, kind=component.kind, filename=f"{component.name}.pdf",
                   data=doc.finish(), pages=doc.pages, sheets=sheets, stock=spec.stock)]


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
