"""banknotes: play money of any game, printed on both sides, one colour per denomination.

Game-neutral: the denominations, their counts and colours, the currency label and the issuer line
all come from the data. The notes are imposed in the order of `denominations` (a sheet may end one
denomination and begin the next); every note has a front and a back, mirrored for duplex printing.

```yaml
kind: banknotes
title: Pieniądze                # heading of the guide page and the sheet labels (Polish)
issuer: BANK GRY RYNEK          # printed on every note, front and back
currency: zł                    # printed after the value ("100 zł"); "" for none
width: 64mm                     # note size; 64 x 40 mm gives 21 notes per A4 sheet
height: 40mm
bleed: 1.5mm
stock: paper                    # paper (80–120 g/m², the default) or card
total: 1200000                  # optional: the notes must add up to exactly this
denominations:                  # each value once; colours clearly different
  - {value: 10, count: 100, color: "#7d7f6e", words: dziesięć}
  - {value: 100, count: 90, color: "#2f6db5", words: sto}
starting_packs:                 # optional: what the bank deals each player at the start
  count: 6                      # how many packs the notes must be able to fill
  notes:
    - {value: 100, count: 5}
notes: ["…"]                    # extra lines for the guide page (optional)
```

Checks: each value once; colours distinct (not only different codes: two colours closer than a
small distance in RGB are reported); the counts add up to `total`; every denomination of a
starting pack exists and is printed often enough for `count` packs; the texts fit the note.
The value is printed big on both sides, so a note never relies on colour alone.
"""
from __future__ import annotations

import math
from typing import Literal

from pydantic import Field
from reportlab.lib import colors

from . import Kind, register
from ..core import BuildOptions, Component, Game, Output
from ..findings import Findings
from ..fonts import SANS_BOLD, SANS_SEMIBOLD, SERIF_BOLD, SERIF_ITALIC
from ..model import Model
from ..sheets import Piece
from ..text import fit, text_problem
from ..units import Length, PositiveLength, mm, to_mm
from ..vocab import Color, grouped
from ._sheets import check_fits, render_sheet_pdf

MIN_COLOUR_DISTANCE = 60.0     # RGB distance (0–441) below which two notes are too alike
MAX_NOTES = 5000               # a kit with more notes than this is a typo in a count

# Text boxes as shares of the note: (width share, max pt, min pt)
VALUE_BOX = (0.56, 24.0, 11.0)
ISSUER_BOX = (0.70, 6.8, 6.0)
WORDS_BOX = (0.56, 7.5, 6.0)
CORNER_BOX = (0.30, 10.0, 6.0)


class Denomination(Model):
    value: int = Field(ge=1, le=10**9)
    count: int = Field(ge=0, le=MAX_NOTES)
    color: Color
    words: str | None = Field(default=None, min_length=1)


class PackNote(Model):
    value: int = Field(ge=1)
    count: int = Field(ge=1, le=1000)


class StartingPacks(Model):
    count: int = Field(ge=1, le=100)
    notes: list[PackNote] = Field(min_length=1)


class Banknotes(Model):
    kind: Literal["banknotes"]
    title: str = Field(default="Pieniądze", min_length=1)
    issuer: str = Field(min_length=1)
    currency: str = ""
    width: PositiveLength = mm(64)
    height: PositiveLength = mm(40)
    bleed: Length = mm(1.5)
    stock: Literal["paper", "card"] = "paper"
    total: int | None = Field(default=None, ge=0)
    denominations: list[Denomination] = Field(min_length=1)
    starting_packs: StartingPacks | None = None
    notes: list[str] = []


def amount(value: int) -> str:
    """Polish grouping with a no-break space: 1 000, 10 000 (values below 1 000 unchanged)."""
    return grouped(value)


def shown(value: int) -> str:
    """A value in a finding message: grouped with plain spaces."""
    return grouped(value, " ")


def label(value: int, currency: str) -> str:
    return f"{amount(value)} {currency}".strip()


def _rgb(hex_colour: str) -> tuple[float, float, float]:
    c = colors.HexColor(hex_colour)
    return c.red, c.green, c.blue


def _mix(hex_colour: str, white: float) -> colors.Color:
    """The colour lightened towards white by the share `white` (0–1)."""
    r, g, b = _rgb(hex_colour)
    return colors.Color(r + (1 - r) * white, g + (1 - g) * white, b + (1 - b) * white)


def _dark(hex_colour: str, share: float = 0.35) -> colors.Color:
    r, g, b = _rgb(hex_colour)
    return colors.Color(r * (1 - share), g * (1 - share), b * (1 - share))


def colour_distance(a: str, b: str) -> float:
    return math.dist([255 * v for v in _rgb(a)], [255 * v for v in _rgb(b)])


# ------------------------------------------------------------------------------------- drawing

def _guilloche(c, w, h, colour, phase: float, lines: int = 7) -> None:
    """Interlaced sine waves across the note: a cheap, pleasant anti-photocopy pattern."""
    c.saveState()
    c.setStrokeColor(colour)
    c.setLineWidth(0.35)
    for k in range(lines):
        path = c.beginPath()
        amp = h * (0.10 + 0.025 * k)
        base = h / 2
        steps = 90
        for s in range(steps + 1):
            x = -mm(2) + (w + mm(4)) * s / steps
            y = base + amp * math.sin(2 * math.pi * (x / w) * 2.0 + phase + k * 0.55)
            (path.moveTo if s == 0 else path.lineTo)(x, y)
        c.drawPath(path, stroke=1, fill=0)
    c.restoreState()


def _rosette(c, cx, cy, radius, colour, petals: int = 12) -> None:
    """Overlapping rotated ellipses: the classic banknote rosette."""
    c.saveState()
    c.setStrokeColor(colour)
    c.setLineWidth(0.4)
    for i in range(petals):
        c.saveState()
        c.translate(cx, cy)
        c.rotate(180 * i / petals)
        c.ellipse(-radius, -radius * 0.42, radius, radius * 0.42, stroke=1, fill=0)
        c.restoreState()
    c.circle(cx, cy, radius * 0.42, stroke=1, fill=0)
    c.restoreState()


def _fitted_size(text: str, font: str, width: float, box: tuple[float, float, float]) -> float:
    fitted = fit(text, font, width * box[0], max_size=box[1], min_size=box[2])
    return fitted.size if fitted else box[2]


def _front(spec: Banknotes, d: Denomination):
    text = label(d.value, spec.currency)

    def draw(c, w, h):
        c.setFillColor(_mix(d.color, 0.86))
        c.rect(-mm(3), -mm(3), w + mm(6), h + mm(6), stroke=0, fill=1)
        _guilloche(c, w, h, _mix(d.color, 0.45), phase=0.0)
        _rosette(c, w * 0.2, h * 0.5, h * 0.34, _mix(d.color, 0.3))
        inset = mm(2.2)
        c.setStrokeColor(colors.HexColor(d.color))
        c.setLineWidth(1.0)
        c.roundRect(inset, inset, w - 2 * inset, h - 2 * inset, mm(1.5), stroke=1, fill=0)
        # corner values
        corner = _fitted_size(amount(d.value), SANS_BOLD, w, CORNER_BOX)
        c.setFillColor(_dark(d.color))
        c.setFont(SANS_BOLD, corner)
        c.drawString(inset + mm(1.5), h - inset - mm(1.2) - corner * 0.75, amount(d.value))
        c.drawRightString(w - inset - mm(1.5), inset + mm(1.4), amount(d.value))
        # issuer line
        issuer = _fitted_size(spec.issuer, SANS_SEMIBOLD, w, ISSUER_BOX)
        c.setFont(SANS_SEMIBOLD, issuer)
        c.drawRightString(w - inset - mm(1.5), h - inset - mm(1.2) - issuer * 0.75, spec.issuer)
        # big value with a white plate behind it
        size = _fitted_size(text, SERIF_BOLD, w, VALUE_BOX)
        cx = w * 0.6
        plate_w = w * VALUE_BOX[0] + mm(2)
        c.setFillColor(colors.Color(1, 1, 1, alpha=0.78))
        c.roundRect(cx - plate_w / 2, h / 2 - size * 0.55, plate_w, size * 1.25, mm(1.2), stroke=0, fill=1)
        c.setFillColor(_dark(d.color, 0.45))
        c.setFont(SERIF_BOLD, size)
        c.drawCentredString(cx, h / 2 - size * 0.3, text)
        if d.words:
            wsize = _fitted_size(d.words, SERIF_ITALIC, w, WORDS_BOX)
            c.setFont(SERIF_ITALIC, wsize)
            c.drawCentredString(cx, h / 2 - size * 0.55 - wsize - mm(0.6), d.words)
    return draw


def _back(spec: Banknotes, d: Denomination):
    text = label(d.value, spec.currency)

    def draw(c, w, h):
        c.setFillColor(_mix(d.color, 0.72))
        c.rect(-mm(3), -mm(3), w + mm(6), h + mm(6), stroke=0, fill=1)
        _guilloche(c, w, h, _mix(d.color, 0.25), phase=1.7, lines=5)
        _rosette(c, w / 2, h / 2, h * 0.40, colors.Color(1, 1, 1, alpha=0.9), petals=16)
        c.setFillColor(colors.white)
        c.circle(w / 2, h / 2, h * 0.25, stroke=0, fill=1)
        size = _fitted_size(amount(d.value), SERIF_BOLD, h * 0.9, (0.5, 16.0, 7.0))
        c.setFillColor(_dark(d.color, 0.45))
        c.setFont(SERIF_BOLD, size)
        c.drawCentredString(w / 2, h / 2 - size * 0.33, amount(d.value))
        if spec.currency:
            c.setFont(SANS_SEMIBOLD, 6)
            c.drawCentredString(w / 2, h / 2 - size * 0.33 - mm(3), spec.currency)
        corner = _fitted_size(text, SANS_BOLD, w, CORNER_BOX)
        c.setFont(SANS_BOLD, corner)
        c.drawString(mm(3.2), h - mm(3.2) - corner * 0.75, text)
        c.drawRightString(w - mm(3.2), mm(3.2), text)
        issuer = _fitted_size(spec.issuer, SANS_SEMIBOLD, w, ISSUER_BOX)
        c.setFont(SANS_SEMIBOLD, issuer)
        c.drawString(mm(3.2), mm(3.2), spec.issuer)
    return draw


def _once(name: str, draw, bleed: float):
    """Draw a side once per PDF as a form XObject and reuse it for every copy of the note:
    hundreds of identical notes cost one drawing each, in time and in file size."""
    def run(c, w, h):
        made = c.__dict__.setdefault("_drukarnia_forms", set())
        if name not in made:
            c.beginForm(name, lowerx=-bleed, lowery=-bleed, upperx=w + bleed, uppery=h + bleed)
            draw(c, w, h)
            c.endForm()
            made.add(name)
        c.doForm(name)
    return run


def pieces(spec: Banknotes) -> list[Piece]:
    out = []
    reach = spec.bleed + mm(1)
    for d in spec.denominations:
        front = _once(f"banknote{d.value}front", _front(spec, d), reach)
        back = _once(f"banknote{d.value}back", _back(spec, d), reach)
        out.extend(Piece(spec.width, spec.height, front, back, label(d.value, spec.currency)) for _ in range(d.count))
    return out


def total_value(spec: Banknotes) -> int:
    return sum(d.value * d.count for d in spec.denominations)


def render(component: Component[Banknotes], game: Game, options: BuildOptions) -> list[Output]:
    spec: Banknotes = component.spec
    notes = pieces(spec)
    listing = ", ".join(f"{d.count} × {label(d.value, spec.currency)}" for d in spec.denominations)
    contents = [f"{len(notes)} banknotów {to_mm(spec.width):.0f} × {to_mm(spec.height):.0f} mm, zadrukowanych "
                f"z obu stron: {listing}.",
                f"Razem {label(total_value(spec), spec.currency)}."]
    if spec.starting_packs:
        pack = spec.starting_packs
        per = ", ".join(f"{n.count} × {label(n.value, spec.currency)}" for n in pack.notes)
        worth = sum(n.value * n.count for n in pack.notes)
        contents.append(f"Pakiet startowy dla gracza: {per} (razem {label(worth, spec.currency)}); "
                        f"wystarczy na {pack.count} pakietów.")
    stock = "papier 80–120 g/m² (cienki, jak prawdziwe banknoty)" if spec.stock == "paper" else "karton 250–300 g/m²"
    return [render_sheet_pdf(component, game, options, notes, width=spec.width, height=spec.height, bleed=spec.bleed,
                             title=spec.title, contents=contents, stock=spec.stock, stock_label=stock,
                             notes=spec.notes)]


def check(component: Component[Banknotes], game: Game, findings: Findings) -> None:
    spec: Banknotes = component.spec
    check_fits(component.where("width"), "a banknote", spec.width, spec.height, spec.bleed, 0.0, findings,
               "banknotes.too-big")
    by_value: dict[int, int] = {}
    for i, d in enumerate(spec.denominations):
        if d.value in by_value:
            findings.error(component.where("denominations", i, "value"), f"denomination {shown(d.value)} appears "
                           f"twice (first at item {by_value[d.value] + 1}); expected each value once",
                           "banknotes.duplicate-value")
            continue
        by_value[d.value] = i
        for j, other in enumerate(spec.denominations[:i]):
            distance = colour_distance(d.color, other.color)
            if distance < MIN_COLOUR_DISTANCE:
                findings.error(component.where("denominations", i, "color"), f"banknotes of {shown(d.value)} "
                               f"({d.color}) and {shown(other.value)} ({other.color}) have colours too alike "
                               f"(distance {distance:.0f}, at least {MIN_COLOUR_DISTANCE:.0f} expected)",
                               "banknotes.colours")
        texts = [(label(d.value, spec.currency), SERIF_BOLD, VALUE_BOX, "value"),
                 (label(d.value, spec.currency), SANS_BOLD, CORNER_BOX, "value")]
        if d.words:
            texts.append((d.words, SERIF_ITALIC, WORDS_BOX, "words"))
        for text, font, box, key in texts:
            problem = text_problem(text, font, spec.width * box[0], max_size=box[1], min_size=box[2])
            if problem:
                findings.error(component.where("denominations", i, key), problem, "text.does-not-fit")
                break
    problem = text_problem(spec.issuer, SANS_SEMIBOLD, spec.width * ISSUER_BOX[0], max_size=ISSUER_BOX[1],
                           min_size=ISSUER_BOX[2])
    if problem:
        findings.error(component.where("issuer"), problem, "text.does-not-fit")
    total = total_value(spec)
    if spec.total is not None and total != spec.total:
        parts = " + ".join(f"{d.count} x {shown(d.value)}" for d in spec.denominations)
        findings.error(component.where("total"), f"the notes add up to {shown(total)} ({parts}); the declared "
                       f"total is {shown(spec.total)}", "banknotes.total")
    _check_packs(component, spec, by_value, findings)


def _check_packs(component, spec: Banknotes, by_value: dict[int, int], findings) -> None:
    packs = spec.starting_packs
    if packs is None:
        return
    seen: set[int] = set()
    for i, note in enumerate(packs.notes):
        where = component.where("starting_packs", "notes", i, "value")
        if note.value in seen:
            findings.error(where, f"the starting pack lists {shown(note.value)} twice; expected each value once",
                           "banknotes.packs")
            continue
        seen.add(note.value)
        if note.value not in by_value:
            findings.error(where, f"the starting pack holds notes of {shown(note.value)}, which is not a "
                           f"denomination; expected one of: {', '.join(shown(v) for v in by_value)}",
                           "banknotes.packs")
            continue
        d = spec.denominations[by_value[note.value]]
        need = note.count * packs.count
        if d.count < need:
            findings.error(component.where("denominations", by_value[note.value], "count"), f"{d.count} notes of "
                           f"{shown(d.value)} cannot fill {packs.count} starting packs of {note.count} "
                           f"({need} needed)", "banknotes.packs")


def kind_pieces(component: Component[Banknotes], game: Game) -> list[Piece]:
    """Every piece in the kit's order, as the sheets print them (rulebook figures draw these)."""
    return pieces(component.spec)


KIND = register(Kind(name="banknotes", category="banknote", model=Banknotes, render=render, check=check,
                     pieces=kind_pieces,
                     description="play money: denominations with counts and colours, printed on both sides"))
