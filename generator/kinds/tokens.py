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

Color = Annotated[str, Field(pattern=r"^#[0-9a-fA-F]{6}$")]
Shape = Literal["circle", "square", "hex"]
SHAPE_NAMES = {"circle": "krążek", "square": "kwadrat", "hex": "sześciokąt"}
MAX_TOKENS = 2000            # a kit with more chits than this is a typo in a count

# Box shares of the chit side: (width share, max size share, min size in pt, lines)
LABEL_BOX = {"alone": (0.6, 0.48, 5.0), "with-symbol": (0.6, 0.30, 4.5)}
CAPTION_BOX = (0.5, 0.115, 3.6)
NUMBER_SIZE = 0.11


class Face(Model):
    color: Color = "#f3ead7"
    ink: Color = "#1d1d1b"
    label: str | None = Field(default=None, min_length=1, max_length=12)
    caption: str | None = Field(default=None, min_length=1, max_length=24)
    symbol: Literal["circle", "square", "diamond", "triangle", "star", "cross", "hexagon"] | None = None
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


def _polygon(c, points, fill: bool = True) -> None:
    p = c.beginPath()
    p.moveTo(*points[0])
    for point in points[1:]:
        p.lineTo(*point)
    p.close()
    c.drawPath(p, stroke=0 if fill else 1, fill=1 if fill else 0)


def draw_symbol(c, symbol: str, cx: float, cy: float, r: float) -> None:
    """A solid geometric symbol of radius r in the current fill colour."""
    if symbol == "circle":
        c.circle(cx, cy, r * 0.85, stroke=0, fill=1)
    elif symbol == "square":
        s = r * 0.78
        c.rect(cx - s, cy - s, 2 * s, 2 * s, stroke=0, fill=1)
    elif symbol == "diamond":
        _polygon(c, [(cx, cy + r), (cx + r * 0.8, cy), (cx, cy - r), (cx - r * 0.8, cy)])
    elif symbol == "triangle":
        _polygon(c, [(cx, cy + r), (cx + r * 0.95, cy - r * 0.7), (cx - r * 0.95, cy - r * 0.7)])
    elif symbol == "star":
        points = []
        for i in range(10):
            radius = r if i % 2 == 0 else r * 0.42
            angle = math.radians(90 + 36 * i)
            points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
        _polygon(c, points)
    elif symbol == "cross":
        a, b = r * 0.9, r * 0.3
        c.rect(cx - a, cy - b, 2 * a, 2 * b, stroke=0, fill=1)
        c.rect(cx - b, cy - a, 2 * b, 2 * a, stroke=0, fill=1)
    elif symbol == "hexagon":
        _polygon(c, [(cx + r * 0.92 * math.cos(math.radians(30 + 60 * i)),
                      cy + r * 0.92 * math.sin(math.radians(30 + 60 * i))) for i in range(6)])


def _face_drawer(face: Face, shape: str, number: int | None):
    def draw(c, w, h):
        from ..art.pictograms import draw_pictogram
        side = min(w, h)
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
        c.setFillColor(ink)
        if has_symbol:
            sr = side * (0.15 if face.label else 0.25)
            sy = cy + side * 0.14 if face.label else cy + (side * 0.04 if face.caption else 0)
            if face.symbol:
                draw_symbol(c, face.symbol, cx, sy, sr)
            else:
                draw_pictogram(c, face.picture, cx - sr, sy - sr, 2 * sr, ink)
        if face.label:
            box = LABEL_BOX["with-symbol" if has_symbol else "alone"]
            fitted = fit(face.label, SERIF_BOLD, side * box[0], max_size=side * box[1], min_size=box[2])
            if fitted:
                size = fitted.size
                if has_symbol:
                    base = cy - side * 0.2
                else:   # optical centre of lining figures/capitals: 0.35 of the size above the baseline
                    base = cy - size * 0.35 + (side * 0.07 if face.caption else 0)
                c.setFont(SERIF_BOLD, size)
                c.drawCentredString(cx, base, face.label)
        if face.caption:
            fitted = fit(face.caption, SANS_SEMIBOLD, side * CAPTION_BOX[0], max_size=side * CAPTION_BOX[1],
                         min_size=CAPTION_BOX[2])
            if fitted:
                c.setFont(SANS_SEMIBOLD, fitted.size)
                c.drawCentredString(cx, cy - side * 0.27 - (side * 0.02 if has_symbol and face.label else 0),
                                    face.caption)
        if number is not None:
            c.setFont(SANS_BOLD, side * NUMBER_SIZE)
            c.drawCentredString(cx, cy + side * 0.29, str(number))
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
            _check_face(component, ("variants", i, key), face, size, findings, PICTOGRAMS)


def _check_face(component, keypath, face: Face, size: float, findings, pictograms) -> None:
    if face.picture and face.picture not in pictograms:
        findings.error(component.where(*keypath, "picture"), f"unknown pictogram '{face.picture}'; expected one "
                       f"of: {', '.join(sorted(pictograms))}", "tokens.unknown-pictogram")
    if face.label:
        box = LABEL_BOX["with-symbol" if (face.symbol or face.picture) else "alone"]
        problem = text_problem(face.label, SERIF_BOLD, size * box[0], max_size=size * box[1], min_size=box[2])
        if problem:
            findings.error(component.where(*keypath, "label"), problem, "text.does-not-fit")
    if face.caption:
        problem = text_problem(face.caption, SANS_SEMIBOLD, size * CAPTION_BOX[0], max_size=size * CAPTION_BOX[1],
                               min_size=CAPTION_BOX[2])
        if problem:
            findings.error(component.where(*keypath, "caption"), problem, "text.does-not-fit")


KIND = register(Kind(name="tokens", category="piece", model=Tokens, render=render, check=check,
                     description="chits: circles, squares or hexagons with colour, label, symbol; any count"))
