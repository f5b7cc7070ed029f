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
guests: [pawns]                # optional: other components' small pieces printed on these sheets
spares: 8                      # optional: up to 8 spare chits of each variant, where the last sheet has room
variants:
  - name: żeton                # what this variant is (guide page, sheet labels)
    count: 180
    shape: circle              # optional, overrides the default
    size: 16mm                 # optional, overrides the default
    numbered: false            # true: print a running number 1…count on each chit
    stand_in: moneta 1 gr      # optional: what may replace a chit; the guide page and the sheet say it
    face:
      color: "#e2b84a"         # background
      ink: "#3b2a0c"           # text, symbol and outline
      label: "1"               # big text in the middle (optional)
      caption: ŻETON           # small text under it (optional; 6.5 pt or more, 1.5 mm inside the cut, or a finding)
      symbol: star             # geometric symbol (circle square diamond triangle star cross hexagon)
      picture: moneta          # or a pictogram from generator/draw/art/pictograms/
      border: true             # decorative inner line
    back: same                 # same: the face again; a face mapping; or leave out for no back
```

A shape-and-colour pair should never be the only difference between two variants a player must
tell apart: give each a different symbol or label too (colour-blind players).
"""

from __future__ import annotations

import math
from typing import Literal

from pydantic import Field, model_validator

from generator.draw.art.pictogram_names import PICTOGRAMS
from generator.draw.fonts import SANS_SEMIBOLD, SERIF_BOLD, text_width
from generator.draw.kinds import Drawn, Kind, register
from generator.draw.kinds.guest_pieces import check_guests
from generator.draw.kinds.piece_symbols import SYMBOLS
from generator.draw.kinds.sheet_fits import check_fits
from generator.draw.kinds.token_stack import stack
from generator.draw.text import CLEARANCE_MM, DESCENT, Fitted, missing_glyphs, text_problem
from generator.model.base import Model
from generator.model.core import Component, Game
from generator.model.findings import Findings
from generator.model.units import Length, PositiveLength, mm, to_mm
from generator.model.vocab import Color

Shape = Literal["circle", "square", "hex"]
SHAPE_NAMES = {"circle": "krążek", "square": "kwadrat", "hex": "sześciokąt"}
MAX_TOKENS = 2000  # a kit with more chits than this is a typo in a count
FACE_BLEED = mm(4)  # background drawn this far beyond the trim (clipped to the sheet's bleed)
CUT_LINE = 0.35  # pt: the thin cutting line of a round or hexagonal chit
# the cutting line's outer edge keeps this much card inside its square's trim, so a square cut a little
# off still shows a whole ring (r17: 0.65 mm on Rynek's 15.5 mm chits; every miscut showed)
CUT_CLEAR = mm(1.3)  # 1.2 mm asked for, and 0.1 mm for a measured stroke box
CUT_INSET = CUT_CLEAR + CUT_LINE / 2  # the cutting line's centre, inside the square's trim
# a decorative ring inside the cutting line never reads as a second one: three times its weight, in a tint
# half way from the ink to the face's colour (kit review r30, K minor 5: two thin rings alike, which one
# is the cut?)
RING_LINE = 3 * CUT_LINE
RING_TINT = 0.5
# ... and dotted, round dots RING_LINE across about RING_DOT_PITCH apart: a row of dots is never cut along, so
# the one solid ring on the chit is its cut and the guide need not say which ring is which (kit review r36,
# K minor 7: a thicker solid ring 0.8 mm inside the cut still made the cover explain it)
RING_DOT_PITCH = mm(1.0)


def ring_dash(shape: str, radius: float) -> tuple[float, float]:
    """(dash, gap) of the dotted ring of `radius` (a square's half side): dots of length 0 that the round
    caps draw RING_LINE wide, as many as the ring's length holds at about RING_DOT_PITCH, evenly, so
    no two meet where the path closes."""
    length = {"circle": 2 * math.pi * radius, "square": 8 * radius}.get(shape, 6 * radius)
    return 0.0, length / max(3, round(length / RING_DOT_PITCH))


def cut_across(shape: str, size: float) -> float:
    """The cut-out shape's size across (a circle's diameter, a hexagon's corner to corner) as the sheet
    draws its cutting line; a square chit is its square."""
    return size if shape == "square" else size - 2 * CUT_INSET


LABEL_WIDTH, MIN_LABEL = 0.6, 6.0  # share of the side, points (nothing on paper below 6 pt)
CAPTION_SIZE = 0.115  # share of the side
CAPTION_READ = 7.0  # pt: a caption's size where the chit holds it
# ... and never under MIN_CAPTION, nor nearer than CAPTION_CLEAR_MM to the line it sits in (the cut's or the
# ring's inner edge), its glyphs' corners included: a word under 6.5 pt reads small (r15, P minor 12), a disc
# cut by hand nicks a word nearer (r22, P minor 2; r38, P minor 3: SZPITAL at 6 pt kept 1.1 mm, APARTAMENT 1.0).
# A word that cannot keep both does not print: the checker asks for a shorter one or a larger chit (r40).
MIN_CAPTION = 6.5
CAPTION_CLEAR_MM = 1.5
CAPTION_PAD = mm(CAPTION_CLEAR_MM)
CAPTION_GAP = mm(1.0)  # between a caption's tallest capital and the label's foot above it
# a caption's capitals in Source Sans Pro Semibold, shares of the size, as a PDF's glyph boxes read them (pdfium's
# char boxes at 100 pt): 0.654 high, O and S 0.666 and 0.011 under the baseline, Ć Ń Ó Ś Ź 0.881 (Ż 0.838), an
# ogonek 0.217 under it (text.DESCENT); a letter's box reaches past its advance by 0.028 at most (Ą's ogonek)
ACCENT_TOP, PLAIN_TOP, FOOT, OVERHANG = 0.89, 0.67, 0.015, 0.03
ACCENTED = set("ĆŃÓŚŹŻ")  # capitals whose box reaches ACCENT_TOP
# a label's capitals in Source Serif Pro Bold, measured alike: 0.658 high (C 0.676), Ż 0.868
LABEL_TOP, LABEL_ACCENT = 0.68, 0.87
CAPTION_LIFT = (0.01, 20)  # raise the caption by shares of the side, at most this often
NUMBER_SIZE, NUMBER_Y = 0.1, 0.24  # running number: size and baseline, shares of the side
NUMBERED_SCALE, NUMBERED_SHIFT = 0.82, 0.06


# a light back (`back: light`): the paper's white, the face's colour only in a ring along the cutting line,
# LIGHT_RIM inside it and LIGHT_OUT past it (a cut a little wide shows no white hairline), and the label and
# symbol, LIGHT_SCALE of the face's, inside the ring in that colour (the ink where the colour does not read on
# white). Kit review r36 R minor 5: Rynek's token sheets, a solid flood on both sides, ≈ 115 % CMY a side. A
# back printed up to 1.5 mm off its front (the calibration page's tolerance) keeps its whole ring on the chit,
# at most 1 mm of white between it and the cut on one side: the colour still shows all round the edge
LIGHT_RIM = mm(2.0)
LIGHT_OUT = mm(0.5)
LIGHT_SCALE = 0.78


class Face(Model):
    color: Color = "#f3ead7"
    ink: Color = "#1d1d1b"
    label: str | None = Field(default=None, min_length=1, max_length=12)
    caption: str | None = Field(default=None, min_length=1, max_length=24)
    symbol: SYMBOLS | None = None
    picture: str | None = None
    border: bool = True

    @model_validator(mode="after")
    def _one_symbol(self) -> Face:
        if self.symbol and self.picture:
            raise ValueError("a face has both 'symbol' and 'picture'; expected one of them")
        return self


class Variant(Model):
    name: str = Field(min_length=1)
    count: int = Field(ge=1, le=MAX_TOKENS)
    shape: Shape | None = None
    size: PositiveLength | None = None
    numbered: bool = False
    stand_in: str | None = Field(default=None, min_length=1, max_length=24)
    face: Face
    # same: the face again; light: the face on white, its colour a ring across the cut (LIGHT_RIM, LIGHT_OUT)
    back: Face | Literal["same", "light"] | None = None


def worth(variant: Variant) -> int:
    """Units one chit of `variant` stands for: a chit labelled with a number is worth that number,
    any other chit one."""
    label = variant.face.label or "1"
    return int(label) if label.isdigit() else 1


class Tokens(Model):
    kind: Literal["tokens"]
    title: str = Field(default="Żetony", min_length=1)
    stock: Literal["card", "paper"] = "card"
    size: PositiveLength = mm(20)
    shape: Shape = "circle"
    bleed: Length = mm(2)
    notes: list[str] = []
    variants: list[Variant] = Field(min_length=1)
    guests: list[str] = []  # components whose small pieces print on our sheets (kinds/guest_pieces.py)
    # up to this many spare chits of each variant, as many as the sheets hold without one more sheet (the last
    # sheet's free rows; kit review r29, R minor 11): apart from the game's count, named so on the sheet and the
    # kit's checklist
    spares: int = Field(default=0, ge=0, le=50)


# Layout of a face by what it shows: (symbol radius, symbol centre y, label size, label baseline y or
# None for optically centred, caption baseline y), all as shares of the chit side from its centre.
LAYOUT = {
    # symbol, label, caption
    (False, True, False): (0, 0, 0.48, None, 0),
    (False, True, True): (0, 0, 0.42, -0.08, -0.27),
    (True, False, False): (0.26, 0, 0, 0, 0),
    (True, False, True): (0.16, 0.05, 0, 0, -0.27),  # 1 mm clear of the cut (kit review r18: 0.25 mm on SZPITAL)
    (True, True, False): (
        0.198,  # the symbol at least 6 mm across on a 15.2 mm token (colour_check.ICON_MM; r25: Rynek's chits 15.2 mm)
        -0.12,
        0.25,
        0.09,
        0,
    ),  # letter above a 6 mm symbol (colour_check), clear of an accent (Ż), all 1 mm inside the cut (r18;
    # r25: both a little nearer the middle, so the 6 mm symbol's corners stay 1.3 mm in on a 15.2 mm disc)
    (True, True, True): (0.1, 0.21, 0.25, -0.14, -0.29),
    (False, False, True): (0, 0, 0, 0, -0.04),
    (False, False, False): (0, 0, 0, 0, 0),
}
SHAPE_SCALE = {"circle": 1.0, "square": 1.05, "hex": 0.9}  # hexagons have less room top and bottom
# A chit worth more than one (its label a number: worth()) with a symbol and no caption: the number is
# the dominant mark, the colour's symbol small under it (kit review r19: Rynek's „5” was a 2.5 mm
# digit over a 5 mm dot, read as a single once cut square). On a 15.5 mm hexagon the figure stands
# 6.0 mm (FIGURE_HEIGHT of the size, measured), the symbol about 2 mm across.
# r22 (R minor 3): 0.5 mm between the „5” and its dot read as „?” at arm's length; the gap is 0.8 mm, the
# symbol a tenth smaller, the figure as it was (every part still 1 mm inside the cut: test_token_clearance)
NUMERAL_LAYOUT = (0.07, 0, 0.68, None, 0)
FIGURE_HEIGHT = 0.635  # Source Serif Pro Bold's lining figures, share of the type size
NUMERAL_GAP = mm(0.8)  # between the figure and the symbol under it
# r25 (R minor 2): the symbol under the „5” was 1.7 mm and touched the digit, no cue for a colour-blind
# player. Where the sheet has a single of the same colour and symbol with a letter (`colour_letter`), the
# five carries that letter over a 3 mm symbol beside its number, as the single carries them, the number
# still the tallest mark (shares of the side; every part 1 mm inside the cut: test_token_clearance)
LETTERED_FIGURE = 0.25  # the figure's height: 3.4 mm on a 15.2 mm hexagon, the tallest mark
LETTERED_LETTER = 0.17  # the letter's type size: a 1.5 mm capital
LETTERED_SYMBOL = mm(3.0)  # the symbol's width (or height): the review's 3 mm at least
LETTERED_GAP = mm(1.0)  # between the number and the letter's column (the review's 1 mm clear)
LETTERED_STACK = mm(0.6)  # between the letter and its symbol


def is_numeral(face: Face) -> bool:
    """A face whose number is its worth (more than one unit) and whose symbol only names the colour."""
    return bool(face.label and face.label.isdigit() and int(face.label) > 1 and face.symbol and not face.caption)


def colour_letter(spec: Tokens, variant: Variant) -> str | None:
    """The letter a chit worth more than one shares with its colour's single: the label of another
    variant of the same face colour and symbol whose label is a letter (Rynek's Ż, Z, C), or None."""
    face = variant.face
    if not is_numeral(face):
        return None
    for other in spec.variants:
        label = other.face.label
        if (
            other is not variant
            and label
            and label.isalpha()
            and (other.face.color, other.face.symbol) == (face.color, face.symbol)
        ):
            return label
    return None


def face_layout(face: Face) -> tuple:
    """The LAYOUT entry a face is drawn by (NUMERAL_LAYOUT for a chit worth more than one)."""
    if is_numeral(face):
        return NUMERAL_LAYOUT
    return LAYOUT[(bool(face.symbol or face.picture), bool(face.label), bool(face.caption))]


def label_size(face: Face, shape: str, side: float, numbered: bool = False, lift: float = 0.0) -> float:
    """The label's size by the layout; raised `lift` with its caption (above_lift), no larger than keeps its
    box CLEARANCE_MM inside the outline (r40: APARTAMENT and POKÓJ raised to keep 1.5 mm from the cut took their
    A and P to 0.7 mm of it)."""
    layout = face_layout(face)
    k = SHAPE_SCALE[shape] * (NUMBERED_SCALE if numbered else 1)
    size = layout[2] * side * k
    if not lift or layout[3] is None:
        return size
    base = (-NUMBERED_SHIFT * side if numbered else 0.0) + layout[3] * side * k + lift
    radius = _inset(shape, _inner_radius(shape, side, face.border), mm(CLEARANCE_MM))
    high = LABEL_ACCENT if set(face.label) & ACCENTED else LABEL_TOP
    while size > MIN_LABEL and text_width(face.label, SERIF_BOLD, size) > _room(shape, radius, base + high * size):
        size -= 0.25
    return size


def above_lift(face: Face, shape: str, side: float, numbered: bool, caption) -> float:
    """How far the symbol and the label above a caption rise: with the caption (caption_fit's lift), and further
    where its capitals' tops would come nearer than CAPTION_GAP to the label's foot (r40: POKÓJ's accent stood
    0.6 mm under the P)."""
    if caption is None:
        return 0.0
    fitted, lift = caption
    layout = face_layout(face)
    if not face.label or layout[3] is None:
        return lift
    k = SHAPE_SCALE[shape] * (NUMBERED_SCALE if numbered else 1)
    top = (ACCENT_TOP if set(face.caption) & ACCENTED else PLAIN_TOP) * fitted.size
    return lift + max(0.0, CAPTION_GAP - ((layout[3] - layout[4]) * side * k - top))


def caption_size(shape: str, side: float, numbered: bool = False) -> float:
    return max(CAPTION_READ, CAPTION_SIZE * side * SHAPE_SCALE[shape] * (NUMBERED_SCALE if numbered else 1))


def ring_radius(shape: str, side: float) -> float:
    """The decorative ring's centre line (its radius; a square's half side)."""
    return side / 2 - CUT_INSET - side * (0.07 if shape != "square" else 0.09)


def _inner_radius(shape: str, side: float, border: bool = True) -> float:
    """The outline text sits in: the decorative ring's inner edge, or the cutting line's without one."""
    return ring_radius(shape, side) - RING_LINE / 2 if border else side / 2 - CUT_INSET - CUT_LINE / 2


def _inset(shape: str, radius: float, pad: float) -> float:
    """The radius of the outline `pad` inside one of `radius` (a hexagon's sides move in by `pad`)."""
    return radius - (pad * 2 / math.sqrt(3) if shape == "hex" else pad)


def _room(shape: str, radius: float, y: float) -> float:
    """Width inside the chit's inner outline (circle, square or flat-topped hexagon of `radius`) at
    height `y` from its centre."""
    y = abs(y)
    if y >= radius:
        return 0.0
    if shape == "circle":
        return 2 * math.sqrt(radius**2 - y**2)
    if shape == "hex":
        return max(0.0, 2 * (radius - y / math.sqrt(3))) if y <= radius * math.sqrt(3) / 2 else 0.0
    return 2 * radius


def caption_fit(face: Face, shape: str, side: float, numbered: bool = False):
    """(Fitted caption, lift in points) or None: the caption at MIN_CAPTION or more with CAPTION_PAD to the
    inner outline every way, at the layout's place or raised towards the centre (everything above it rising
    alike) as little as that takes, at the largest size up to its own that fits there: small chits have little
    room near their rim, and a caption raised further pushes the label above it towards the rim (r40: POKÓJ at
    7 pt raised 2 mm left its P 0.5 mm from the cut)."""
    k = SHAPE_SCALE[shape] * (NUMBERED_SCALE if numbered else 1)
    layout = face_layout(face)
    centre = -NUMBERED_SHIFT * side if numbered else 0.0
    radius = _inset(shape, _inner_radius(shape, side, face.border), CAPTION_PAD)  # every point inside is clear
    step, steps = CAPTION_LIFT
    largest = caption_size(shape, side, numbered)
    for i in range(steps + 1):
        lift = i * step * side
        base = centre + layout[4] * side * k + lift
        size = largest
        while size >= MIN_CAPTION - 1e-9:
            if _word_inside(face.caption, size, base, shape, radius):
                return Fitted(size, (face.caption,)), lift
            size -= 0.25
    return None


def face_stack(face: Face, shape: str, side: float, light: bool = False):
    """A face with a symbol, a letter and a caption (a spare's: tokens_draw.SPARE_MARK) as token_stack.stack sets it:
    its block centred, every part CAPTION_PAD inside the cutting line's inner edge (inside a light back's ring), the
    caption as large as that leaves it, MIN_CAPTION at least; None where it cannot."""
    radius = _inset(shape, _inner_radius(shape, side, face.border), CAPTION_PAD) - (LIGHT_RIM if light else 0.0)
    size = caption_size(shape, side)
    while size >= MIN_CAPTION - 1e-9:
        found = stack(face.symbol, face.label, face.caption, side, size, lambda y: _room(shape, radius, y))
        if found:
            return found
        size -= 0.25
    return None


def _word_inside(word: str, size: float, base: float, shape: str, radius: float) -> bool:
    """Whether `word`, centred at `size` on the baseline `base`, has every glyph's box inside the outline of
    `radius`: each letter's own height (an accent's only where it is, „POKÓJ”'s in the middle, where a disc
    is wider), from its advance's edge farther from the middle and OVERHANG past it."""
    left = -text_width(word, SANS_SEMIBOLD, size) / 2
    for char in word:
        right = left + text_width(char, SANS_SEMIBOLD, size)
        top = base + size * (ACCENT_TOP if char in ACCENTED else PLAIN_TOP)
        bottom = base - size * (DESCENT if char in "ĄĘ" else FOOT)
        room = min(_room(shape, radius, top), _room(shape, radius, bottom))
        if 2 * (max(abs(left), abs(right)) + OVERHANG * size) > room:
            return False
        left = right
    return True


def resolved(spec: Tokens, variant: Variant) -> tuple[str, float]:
    return variant.shape or spec.shape, variant.size or spec.size


def groups(spec: Tokens, by_colour: bool = False) -> list[tuple[float, list[Variant]]]:
    """Variants grouped by size (and, `by_colour`, by the colours of their sides), in order of first
    appearance: each group fills bands of its own, so a cut between two groups runs through a gap
    where each has its own bleed, not along a boundary of two colours."""
    found: dict[tuple, list[Variant]] = {}
    for variant in spec.variants:
        size = round(resolved(spec, variant)[1], 4)
        found.setdefault((size, side_colours(variant)) if by_colour else (size,), []).append(variant)
    return [(key[0], variants) for key, variants in found.items()]


def side_colours(variant: Variant) -> tuple[str, str]:
    """The colours a variant's sides print (its back's is the face's again for `same`, none without)."""
    back = variant.face if variant.back in ("same", "light") else variant.back
    return str(variant.face.color).lower(), str(back.color).lower() if isinstance(back, Face) else ""


def describe(spec: Tokens, variant: Variant) -> str:
    shape, size = resolved(spec, variant)
    sides = "dwustronne" if variant.back is not None else "jednostronne"
    what = variant.face.label or variant.face.caption or ""  # words the face prints (a symbol's id is no word of ours)
    # the label once: a name that already shows it („surowiec żółty „5””) is not followed by it again
    shown = f" „{what}”" if what and what != variant.name and f"„{what}”" not in variant.name else ""
    # the sizes as printed: the square the crop marks give, the shape inside it by its cutting line
    square = f"kwadrat {_mm_text(size)}"
    cut = square if shape == "square" else f"{square}, {SHAPE_NAMES[shape]} {_mm_text(cut_across(shape, size))}"
    return f"{variant.count} × {variant.name}{shown}: {cut}, {sides}{or_else(variant)}"


def _mm_text(length: float) -> str:
    """„14,8 mm”: a length to a tenth of a millimetre, with the Polish decimal comma."""
    return f"{round(to_mm(length), 1):g}".replace(".", ",") + " mm"


def or_else(variant: Variant) -> str:
    """What may replace a chit of `variant`, as the guide page and the sheet add it: „ (albo moneta 1 gr)”."""
    return f" (albo {variant.stand_in})" if variant.stand_in else ""


# ---------------------------------------------------------------------------------------- checks


def check(component: Component[Tokens], game: Game, findings: Findings) -> None:
    spec: Tokens = component.spec
    check_guests(component, game, findings)
    total = sum(v.count for v in spec.variants)
    if total > MAX_TOKENS:
        findings.error(
            component.where("variants"),
            f"{total} tokens in all; expected at most {MAX_TOKENS} (a larger number is a typo in a count)",
            "tokens.too-many",
        )
    names: dict[str, int] = {}
    for i, variant in enumerate(spec.variants):
        shape, size = resolved(spec, variant)
        where = component.where("variants", i)
        if variant.name in names:
            findings.error(
                component.where("variants", i, "name"),
                f"token variant '{variant.name}' appears twice "
                f"(first as variant {names[variant.name] + 1}); expected unique names",
                "tokens.duplicate-variant",
            )
        names.setdefault(variant.name, i)
        if size < mm(8):
            findings.error(
                component.where("variants", i, "size") if variant.size else component.where("size"),
                f"token '{variant.name}' is {to_mm(size):.1f} mm; expected at least 8 mm "
                "(smaller chits cannot be cut or picked up)",
                "tokens.too-small",
            )
            continue
        check_fits(where, f"token '{variant.name}'", size, size, spec.bleed, 0.0, findings, "tokens.too-big")
        faces = [("face", variant.face)] + ([("back", variant.back)] if isinstance(variant.back, Face) else [])
        for key, face in faces:
            _check_face(component, ("variants", i, key), face, shape, size, findings, PICTOGRAMS)


def _check_face(component, keypath, face: Face, shape: str, size: float, findings, pictograms) -> None:
    if face.picture and face.picture not in pictograms:
        findings.error(
            component.where(*keypath, "picture"),
            f"unknown pictogram '{face.picture}'; expected one of: {', '.join(sorted(pictograms))}",
            "tokens.unknown-pictogram",
        )
    if face.label:
        problem = text_problem(
            face.label, SERIF_BOLD, size * LABEL_WIDTH, max_size=label_size(face, shape, size), min_size=MIN_LABEL
        )
        if problem:
            findings.error(component.where(*keypath, "label"), problem, "text.does-not-fit")
    if face.caption:
        problem = None
        if missing_glyphs(face.caption, SANS_SEMIBOLD):
            problem = text_problem(
                face.caption, SANS_SEMIBOLD, size, max_size=caption_size(shape, size), min_size=MIN_CAPTION
            )
        elif face.symbol and face.label and face_stack(face, shape, size) is None:  # set as one block (r43)
            problem = (
                f"the symbol, '{face.label}' and '{face.caption}' do not fit inside a {to_mm(size):.0f} mm {shape} "
                f"token with {CAPTION_CLEAR_MM:g} mm to its outline; expected a shorter caption or a larger token"
            )
        elif not (face.symbol and face.label) and caption_fit(face, shape, size) is None:
            problem = (
                f"'{face.caption}' does not fit inside a {to_mm(size):.0f} mm {shape} token at "
                f"{MIN_CAPTION:g} pt or more with {CAPTION_CLEAR_MM:g} mm to its outline; expected a shorter "
                "caption or a larger token"
            )
        if problem:
            findings.error(component.where(*keypath, "caption"), problem, "text.does-not-fit")


KIND = register(
    Kind(
        name="tokens",
        category="piece",
        model=Tokens,
        check=check,
        render=Drawn("tokens", "render"),
        pieces=Drawn("tokens", "kind_pieces"),
        description="chits: circles, squares or hexagons with colour, label, symbol; any count",
    )
)
