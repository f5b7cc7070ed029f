"""tokens: chits of any game – coins, resource markers, upgrade counters – cut from card.

A component lists *variants*; each variant is printed `count` times. Chits of one size are butted
in a band (one cut serves two neighbours); bands of different sizes share a sheet, stacked with
room for their crop marks between them. The colour fills the whole square around a round or
hexagonal chit, so a quick square cut along the crop marks is also a good token, and the thin
outline is a guide for cutting (or punching) the shape itself. Identical faces are drawn once per
PDF and reused.

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
      picture: moneta          # or a pictogram from generator/art/pictograms/
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

from . import Kind, register
from ..art.pictograms import PICTOGRAMS, draw_pictogram
from ..core import BuildOptions, Component, Game, Output
from ..findings import Findings
from ..fonts import SANS, SANS_BOLD, SANS_SEMIBOLD, SERIF_BOLD
from ..guide import GuideInfo, draw_guide
from ..layout.bands import place_bands, plan_bands
from ..model import Model
from ..pdf import new_document
from ..sheets import Piece
from ..text import fit, missing_glyphs, text_problem
from ..units import Length, PositiveLength, mm, to_mm
from ..vocab import Color
from ._band_sheets import draw_band_page as _draw_page
from ._reuse import draw_once
from ._sheets import check_fits
from ._symbols import MEDALLION, SYMBOLS, draw_symbol, is_light

Shape = Literal["circle", "square", "hex"]
SHAPE_NAMES = {"circle": "krążek", "square": "kwadrat", "hex": "sześciokąt"}
MAX_TOKENS = 2000            # a kit with more chits than this is a typo in a count
FACE_BLEED = mm(4)           # background drawn this far beyond the trim (clipped to the sheet's bleed)

LABEL_WIDTH, MIN_LABEL = 0.6, 6.0          # share of the side, points (nothing on paper below 6 pt)
CAPTION_SIZE, MIN_CAPTION = 0.115, 6.0      # share of the side, points
CAPTION_PAD = mm(0.6)                       # clear space between the caption and the inner outline
CAPTION_LIFT = (0.01, 10)                   # raise the caption by shares of the side, at most this often
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
    size: PositiveLength | None = None
    numbered: bool = False
    face: Face
    back: Face | Literal["same"] | None = None


class Tokens(Model):
    kind: Literal["tokens"]
    title: str = Field(default="Żetony", min_length=1)
    stock: Literal["card", "paper"] = "card"
    size: PositiveLength = mm(20)
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
    return max(MIN_CAPTION, CAPTION_SIZE * side * SHAPE_SCALE[shape] * (NUMBERED_SCALE if numbered else 1))


def _inner_radius(shape: str, side: float) -> float:
    return side / 2 - mm(0.6) - side * (0.07 if shape != "square" else 0.09)


def _room(shape: str, radius: float, y: float) -> float:
    """Width inside the chit's inner outline (circle, square or flat-topped hexagon of `radius`) at
    height `y` from its centre."""
    y = abs(y)
    if y >= radius:
        return 0.0
    if shape == "circle":
        return 2 * math.sqrt(radius ** 2 - y ** 2)
    if shape == "hex":
        return max(0.0, 2 * (radius - y / math.sqrt(3))) if y <= radius * math.sqrt(3) / 2 else 0.0
    return 2 * radius


def caption_fit(face: Face, shape: str, side: float, numbered: bool = False):
    """(Fitted caption, lift in points) or None: the caption at 6 pt or more, at the layout's place
    or raised towards the centre (everything above it rising alike) until it fits inside the inner
    outline. Small chits have little room near their rim; raising beats shrinking the text."""
    k = SHAPE_SCALE[shape] * (NUMBERED_SCALE if numbered else 1)
    layout = LAYOUT[(bool(face.symbol or face.picture), bool(face.label), bool(face.caption))]
    centre = -NUMBERED_SHIFT * side if numbered else 0.0
    size = caption_size(shape, side, numbered)
    radius = _inner_radius(shape, side)
    step, steps = CAPTION_LIFT
    for i in range(steps + 1):
        lift = i * step * side
        base = centre + layout[4] * side * k + lift
        width = min(_room(shape, radius, base - size * 0.2), _room(shape, radius, base + size * 0.72))
        fitted = fit(face.caption, SANS_SEMIBOLD, width - 2 * CAPTION_PAD, max_size=size, min_size=MIN_CAPTION)
        if fitted:
            return fitted, lift
    return None


def _face_drawer(face: Face, shape: str, number: int | None):
    def draw(c, w, h):
        side = min(w, h)
        k = SHAPE_SCALE[shape]
        cx, cy = w / 2, h / 2
        bg, ink = colors.HexColor(face.color), colors.HexColor(face.ink)
        c.setFillColor(bg)
        c.rect(-FACE_BLEED, -FACE_BLEED, w + 2 * FACE_BLEED, h + 2 * FACE_BLEED, stroke=0, fill=1)
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
        caption = caption_fit(face, shape, side, number is not None) if face.caption else None
        lift = caption[1] if caption else 0.0
        shift = 0.0
        if number is not None:   # the running number takes the top: everything else shrinks and moves down
            k *= NUMBERED_SCALE
            shift = -NUMBERED_SHIFT * side
            cy += shift
        c.setFillColor(ink)
        if has_symbol:
            sr, sy = sym_r * side * k, cy + sym_y * side * k + lift
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
                base = cy - fitted.size * 0.35 if lab_y is None else cy + lab_y * side * k + lift
                c.setFont(SERIF_BOLD, fitted.size)
                c.drawCentredString(cx, base, face.label)
        if caption:
            c.setFont(SANS_SEMIBOLD, caption[0].size)
            c.drawCentredString(cx, cy + cap_y * side * k + lift, face.caption)
        if number is not None:
            c.setFont(SANS_BOLD, side * NUMBER_SIZE * SHAPE_SCALE[shape])
            c.drawCentredString(cx, h / 2 + NUMBER_Y * side * SHAPE_SCALE[shape], str(number))
    return draw


# ---------------------------------------------------------------------------------------- pieces

def resolved(spec: Tokens, variant: Variant) -> tuple[str, float]:
    return variant.shape or spec.shape, variant.size or spec.size


def _once(draw, key: str, bleed: float):
    """The face drawn once per PDF and reused for every chit that shows it."""
    def reuse(c, w, h):
        draw_once(c, key, (-bleed, -bleed, w + bleed, h + bleed), lambda: draw(c, w, h))
    return reuse


def pieces_of(spec: Tokens, variant: Variant) -> list[Piece]:
    shape, size = resolved(spec, variant)
    index = spec.variants.index(variant)
    out = []
    for i in range(variant.count):
        number = i + 1 if variant.numbered else None
        tag = f"tok-{index}-{number or 0}"
        front = _once(_face_drawer(variant.face, shape, number), f"{tag}-front", FACE_BLEED)
        back = None
        if variant.back == "same":
            back = front
        elif isinstance(variant.back, Face):
            back = _once(_face_drawer(variant.back, shape, number), f"{tag}-back", FACE_BLEED)
        out.append(Piece(size, size, front, back, f"{variant.name} {i + 1}"))
    return out


def groups(spec: Tokens) -> list[tuple[float, list[Variant]]]:
    """Variants grouped by size, in order of first appearance: each group fills bands of its own."""
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
# Chits of one size form a band; bands of different sizes share a sheet (layout/bands.py).

def render(component: Component[Tokens], game: Game, options: BuildOptions) -> list[Output]:
    spec: Tokens = component.spec
    has_backs = any(v.back is not None for v in spec.variants)
    duplex = options.duplex if has_backs else None
    doc = new_document(options.paper, f"{game.spec.title} – {spec.title}", duplex=duplex)
    stock = "karton 250–300 g/m²" if spec.stock == "card" else "zwykły papier 80–120 g/m²"
    notes = list(spec.notes)
    shaped = {resolved(spec, v)[0] for v in spec.variants} - {"square"}
    if shaped:   # name only the shapes this sheet has
        names = {"circle": "Krążki", "hex": "Sześciokąty"}
        notes.append(f"{' i '.join(names[s] for s in sorted(shaped))}: najpierw potnij arkusz na kwadraty po "
                     "znacznikach (tło ma kolor żetonu, więc kwadrat też jest gotowym żetonem), potem – jeśli "
                     "chcesz – wytnij kształt po cienkiej linii albo wybij go dziurkaczem ozdobnym.")
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
        placed = place_bands(page, options.paper, options.margin, spec.bleed)
        label = f"{spec.title} · arkusz {number}/{len(pages)}"
        _draw_page(doc, placed, pieces_by_group, options, spec.bleed, False,
                   label + (" · przód" if has_backs else ""))
        if has_backs and options.duplex == "none":
            later.append((placed, label))
        elif has_backs:
            _draw_page(doc, placed, pieces_by_group, options, spec.bleed, True, label + " · tył")
    for placed, label in later:
        _draw_page(doc, placed, pieces_by_group, options, spec.bleed, True, label + " · tył")
    return [Output(game=game.id, component=component.name, kind=component.kind, filename=f"{component.name}.pdf",
                   **doc.described(game.spec.title),
                   data=doc.finish(), pages=doc.pages, sheets=len(pages), stock=spec.stock, duplex=has_backs)]


# ---------------------------------------------------------------------------------------- checks

def check(component: Component[Tokens], game: Game, findings: Findings) -> None:
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
        problem = None
        if missing_glyphs(face.caption, SANS_SEMIBOLD):
            problem = text_problem(face.caption, SANS_SEMIBOLD, size, max_size=caption_size(shape, size),
                                   min_size=MIN_CAPTION)
        elif caption_fit(face, shape, size) is None:
            problem = (f"'{face.caption}' does not fit inside a {to_mm(size):.0f} mm {shape} token at "
                       f"{MIN_CAPTION:g} pt or more; expected a shorter caption or a larger token")
        if problem:
            findings.error(component.where(*keypath, "caption"), problem, "text.does-not-fit")


def kind_pieces(component: Component[Tokens], game: Game) -> list[Piece]:
    """Every piece in the kit's order, as the sheets print them (rulebook figures draw these)."""
    return [p for v in component.spec.variants for p in pieces_of(component.spec, v)]


KIND = register(Kind(name="tokens", category="piece", model=Tokens, render=render, check=check, pieces=kind_pieces,
                     description="chits: circles, squares or hexagons with colour, label, symbol; any count"))
