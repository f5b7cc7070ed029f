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
bleed: 0mm                      # the default: the art keeps a white margin inside the cut, so the room goes to the crop marks
stock: paper                    # paper (80–120 g/m², the default) or card
total: 1200000                  # optional: the notes must add up to exactly this
denominations:                  # each value once; colours clearly different
  - {value: 10, count: 100, color: "#7d7f6e", words: dziesięć}
  - {value: 100, count: 90, color: "#2f6db5", words: sto, glyph: star}   # glyph: optional (GLYPHS)
starting_packs:                 # optional: what the bank deals each player at the start
  count: 6                      # how many packs the notes must be able to fill
  notes:
    - {value: 100, count: 5}
small_table:                    # optional: notes a table of at most `players` may leave unprinted
  players: 4                    # (measured in play); printed last, so they are the last sheets
  skips:
    - {value: 100, count: 21}
notes: ["…"]                    # extra lines for the guide page (optional)
```

Checks: each value once; colours distinct (not only different codes: two colours closer than a
small distance in RGB are reported); the counts add up to `total`; every denomination of a
starting pack exists and is printed often enough for `count` packs; the texts fit the note. A
`small_table` skips printed denominations, no more of each than printed, for a table smaller than the
game's largest and at least its smallest, and what it keeps still fills that table's starting packs;
its notes go last, so the sheets a small table needs come first (Output.small, the job's cover).
The value is printed big on both sides, so a note never relies on colour alone, and the front's rosette
holds a solid shape of the note's colour, one per denomination (`glyph`, by default by rank: circle,
triangle, square, …), a pile's colour at a glance and a second cue where two colours meet. Every pattern
stays inside the note's frame, a little inside its cut: butted notes share a cut, and a cut a
little off the line shows white paper, never a sliver of the neighbour's rosette.
"""

from __future__ import annotations

import math
from typing import Literal, NamedTuple

from pydantic import Field

from generator.draw.fonts import SANS_BOLD, SANS_SEMIBOLD, SERIF_BOLD, SERIF_ITALIC, text_width
from generator.draw.kinds import Drawn, Kind, register
from generator.draw.kinds.sheet_fits import check_fits
from generator.draw.text import CLEARANCE_MM, CLEARANCE_RULE, clearance_problem, fit, text_problem
from generator.model.base import Model
from generator.model.core import Component, Game
from generator.model.findings import Findings
from generator.model.units import Length, PositiveLength, mm
from generator.model.vocab import Color, grouped, rgb

MIN_COLOUR_DISTANCE = 60.0  # RGB distance (0–441) below which two notes are too alike
MAX_NOTES = 5000  # a kit with more notes than this is a typo in a count

# Text boxes as shares of the note: (width share, max pt, min pt)
VALUE_BOX = (0.56, 24.0, 11.0)
ISSUER_BOX = (0.70, 6.8, 6.0)
# the back's issuer line, bottom left beside the corner value: never at the 6 pt floor (kit review r25,
# P minor 3: 6.0 pt and 1 mm from the inner frame filled in on an inkjet at 80 g)
BACK_ISSUER_BOX = (0.55, 7.0, 6.5)
WORDS_BOX = (0.56, 7.5, 6.0)
# the currency under the back's central value, inside its white disc: 7.5 pt (r42 P minor 9: 6.0 pt, the smallest
# type of the kit), its baseline BACK_UNIT_DROP under the value's
BACK_UNIT_SIZE = 7.5
BACK_UNIT_DROP = mm(3.3)
CORNER_BOX = (0.30, 10.0, 6.0)


# the solid shape in the middle of a front's rosette, one per denomination: a patch of the note's colour a
# pile shows at a glance, and a shape that tells two notes apart where their colours meet for a colour-blind
# player (kit review r30, Przekręt minor 12: line-work alone, 1 000 / 5 000 / 10 000 alike to deuteranopes).
# A denomination without its own takes the shape of its rank among the values, the lowest first.
GLYPHS = ("circle", "triangle", "square", "diamond", "pentagon", "hexagon", "star")
Glyph = Literal["circle", "triangle", "square", "diamond", "pentagon", "hexagon", "star"]
GLYPH_SHARE = 0.8  # the shape's size as a share of the rosette's inner circle

FRAME_INSET = mm(2.2)  # the note's frame, inside its cut: every pattern stays within it
FRAME_RADIUS = mm(1.5)
FRAME_LINE = 1.0  # pt
# the rosette keeps this much plain field inside the frame line's inner edge (r15, R minor 5: on the
# 31 mm Rynek note it reached the frame line, on the 40 mm Przekręt note the frame cut it off)
ROSETTE_CLEAR = mm(1)
HALO = mm(0.9)  # the white line drawn round the big value's glyphs, half of it outside them


class Denomination(Model):
    value: int = Field(ge=1, le=10**9)
    count: int = Field(ge=0, le=MAX_NOTES)
    color: Color
    words: str | None = Field(default=None, min_length=1)
    glyph: Glyph | None = None  # the front's shape (GLYPHS); by default the one of its rank among the values


class PackNote(Model):
    value: int = Field(ge=1)
    count: int = Field(ge=1, le=1000)


class StartingPacks(Model):
    count: int = Field(ge=1, le=100)
    notes: list[PackNote] = Field(min_length=1)


class SmallTable(Model):
    players: int = Field(ge=1, le=100)
    skips: list[PackNote] = Field(min_length=1)


class Banknotes(Model):
    kind: Literal["banknotes"]
    title: str = Field(default="Pieniądze", min_length=1)
    issuer: str = Field(min_length=1)
    currency: str = ""
    width: PositiveLength = mm(64)
    height: PositiveLength = mm(40)
    bleed: Length = 0.0  # the notes' art stays FRAME_INSET inside the cut: a bleed would print white
    stock: Literal["paper", "card"] = "paper"
    total: int | None = Field(default=None, ge=0)
    denominations: list[Denomination] = Field(min_length=1)
    starting_packs: StartingPacks | None = None
    small_table: SmallTable | None = None
    notes: list[str] = []


def glyph_of(spec: Banknotes, d: Denomination) -> str | None:
    """The shape on the denomination's front: its own, else the one of its rank among the values (None: more
    values than shapes; the check says so)."""
    if d.glyph is not None:
        return d.glyph
    rank = sorted({x.value for x in spec.denominations}).index(d.value)
    return GLYPHS[rank] if rank < len(GLYPHS) else None


def rosette_edge() -> float:
    """How far in from the cut a rosette may reach: the frame line's inner edge and ROSETTE_CLEAR."""
    return FRAME_INSET + FRAME_LINE / 2 + ROSETTE_CLEAR


ROSETTE_AT = (0.2, 0.5, 0.34)  # the front's rosette: centre as shares of the width and height, radius of the height
RING_SHARE = 0.42  # the rosette's inner circle (the medallion's ring round the glyph), a share of its radius
RING_LINE = 0.4  # pt: the ring's line, as the rosette's
VALUE_AT = 0.6  # the big value's centre, as a share of the width, where the glyph leaves it room
GLYPH_CLEAR = mm(1.5)  # between the glyph's farthest point and the big value's halo
GLYPH_REACH = {"circle": 0.86, "square": 1.04 * math.sqrt(0.5), "triangle": 1.1 * math.sqrt(0.75), "star": 1.08}
# the big value's ink keeps CLEARANCE_MM to the medallion's ring and its halo stays off the ring too (r35 P
# major 1: at VALUE_AT the wide values „1 000 zł” … „10 000 zł” touched or cut the ring, 0–0.6 mm)
MEDALLION_CLEAR = mm(CLEARANCE_MM) + HALO / 2


class FrontLayout(NamedTuple):
    """The front's medallion and big value, as drawn."""

    glyph_x: float  # the glyph's (and the rosette's) centre x
    glyph: float  # the glyph's size across (0: none)
    reach: float  # the glyph's right-most point
    value_x: float  # the big value's centre x
    size: float  # the big value's size (pt)
    ring: float  # the right-most point of the medallion's ring (its line's outer edge)


def rosette_place(w: float, h: float, radius: float, at: tuple[float, float]) -> tuple[float, float, float]:
    """Where `_placed_rosette` puts a rosette asked for at `at` with `radius`: (cx, cy, radius)."""
    edge = rosette_edge()
    radius = min(radius, h / 2 - edge, w / 2 - edge)
    cx = min(max(at[0], edge + radius), w - edge - radius)
    cy = min(max(at[1], edge + radius), h - edge - radius)
    return cx, cy, radius


def value_room(w: float, ring: float) -> tuple[float, float]:
    """The span (left, right) the big value's ink may take: MEDALLION_CLEAR right of the medallion's ring,
    to the frame less the corners' 1.5 mm (its halo's half inside that)."""
    return ring + MEDALLION_CLEAR, w - FRAME_INSET - FRAME_LINE / 2 - mm(1.5) - HALO / 2


def front_layout(spec, d: Denomination, w: float, h: float) -> FrontLayout:
    """The front's glyph and big value. The value stands VALUE_AT across, moved right as far as its span
    (`value_room`: clear of the medallion's ring, inside the frame) needs; a value wider than that span is
    set smaller, to the span's width (the size from the free width, never over the ring); the glyph shrinks
    only where its GLYPH_CLEAR to the value's halo asks it to."""
    cx, _, radius = rosette_place(w, h, h * ROSETTE_AT[2], (w * ROSETTE_AT[0], h * ROSETTE_AT[1]))
    ring = cx + RING_SHARE * radius + RING_LINE / 2
    text = label(d.value, spec.currency)
    left, right = value_room(w, ring)
    size = fitted_size(text, SERIF_BOLD, w, VALUE_BOX)
    width = text_width(text, SERIF_BOLD, size)
    if width > right - left > 0:
        size = max(size * (right - left) / width, VALUE_BOX[2])  # never below the box's floor: the check says so
        width = text_width(text, SERIF_BOLD, size)
    half = width / 2 + HALO / 2
    shape = glyph_of(spec, d)
    glyph = 2 * RING_SHARE * radius * GLYPH_SHARE if shape else 0.0
    factor = GLYPH_REACH.get(shape, 1.0) / 2
    value_x = min(max(w * VALUE_AT, left + width / 2, cx + glyph * factor + GLYPH_CLEAR + half), right - width / 2)
    glyph = min(glyph, max(value_x - half - GLYPH_CLEAR - cx, 0.0) / factor) if shape else 0.0
    return FrontLayout(cx, glyph, cx + glyph * factor, value_x, size, ring)


def amount(value: int) -> str:
    """Polish grouping with a no-break space: 1 000, 10 000 (values below 1 000 unchanged)."""
    return grouped(value)


def shown(value: int) -> str:
    """A value in a finding message: grouped with plain spaces."""
    return grouped(value, " ")


def label(value: int, currency: str) -> str:
    return f"{amount(value)} {currency}".strip()


def rgb_of(hex_colour: str) -> tuple[float, float, float]:
    return rgb(hex_colour)  # reportlab's HexColor values, without reportlab


def colour_distance(a: str, b: str) -> float:
    return math.dist([255 * v for v in rgb_of(a)], [255 * v for v in rgb_of(b)])


def fitted_size(text: str, font: str, width: float, box: tuple[float, float, float]) -> float:
    """The size `text` is set at in a box of `box` (its share of `width`, the largest size, the smallest)."""
    fitted = fit(text, font, width * box[0], max_size=box[1], min_size=box[2])
    return fitted.size if fitted else box[2]


def total_value(spec: Banknotes) -> int:
    return sum(d.value * d.count for d in spec.denominations)


def check(component: Component[Banknotes], game: Game, findings: Findings) -> None:
    spec: Banknotes = component.spec
    check_fits(
        component.where("width"), "a banknote", spec.width, spec.height, spec.bleed, 0.0, findings, "banknotes.too-big"
    )
    by_value: dict[int, int] = {}
    by_glyph: dict[str, int] = {}
    for i, d in enumerate(spec.denominations):
        glyph = glyph_of(spec, d)
        if glyph is None or by_glyph.get(glyph, d.value) != d.value:  # a value twice: reported below
            why = (
                f"'{glyph}' is the shape of {shown(by_glyph[glyph])} too"
                if glyph
                else f"there are {len(GLYPHS)} shapes for {len(spec.denominations)} values"
            )
            findings.error(
                component.where("denominations", i),
                f"denomination {shown(d.value)} has no shape of its own on its front ({why}); give each its own "
                f"glyph: one of {', '.join(GLYPHS)}",
                "banknotes.glyph",
            )
        else:
            by_glyph[glyph] = d.value
        if d.value in by_value:
            findings.error(
                component.where("denominations", i, "value"),
                f"denomination {shown(d.value)} appears "
                f"twice (first at item {by_value[d.value] + 1}); expected each value once",
                "banknotes.duplicate-value",
            )
            continue
        by_value[d.value] = i
        for _j, other in enumerate(spec.denominations[:i]):
            distance = colour_distance(d.color, other.color)
            if distance < MIN_COLOUR_DISTANCE:
                findings.error(
                    component.where("denominations", i, "color"),
                    f"banknotes of {shown(d.value)} "
                    f"({d.color}) and {shown(other.value)} ({other.color}) have colours too alike "
                    f"(distance {distance:.0f}, at least {MIN_COLOUR_DISTANCE:.0f} expected)",
                    "banknotes.colours",
                )
        texts = [
            (label(d.value, spec.currency), SERIF_BOLD, VALUE_BOX, "value"),
            (label(d.value, spec.currency), SANS_BOLD, CORNER_BOX, "value"),
        ]
        if d.words:
            texts.append((d.words, SERIF_ITALIC, WORDS_BOX, "words"))
        for text, font, box, key in texts:
            problem = text_problem(text, font, spec.width * box[0], max_size=box[1], min_size=box[2])
            if problem:
                findings.error(component.where("denominations", i, key), problem, "text.does-not-fit")
                break
        else:
            _check_medallion(component, spec, i, d, findings)
    for box in (ISSUER_BOX, BACK_ISSUER_BOX):
        problem = text_problem(spec.issuer, SANS_SEMIBOLD, spec.width * box[0], max_size=box[1], min_size=box[2])
        if problem:
            findings.error(component.where("issuer"), problem, "text.does-not-fit")
            break
    total = total_value(spec)
    if spec.total is not None and total != spec.total:
        parts = " + ".join(f"{d.count} x {shown(d.value)}" for d in spec.denominations)
        findings.error(
            component.where("total"),
            f"the notes add up to {shown(total)} ({parts}); the declared total is {shown(spec.total)}",
            "banknotes.total",
        )
    _check_packs(component, spec, by_value, findings)
    _check_small_table(component, spec, game, by_value, findings)


def medallion_room(spec: Banknotes, d: Denomination) -> float:
    """The paper between the front's big value (its ink, advance widths: a little wider than the glyphs) and
    the medallion's ring left of it, in pt."""
    layout = front_layout(spec, d, spec.width, spec.height)
    width = text_width(label(d.value, spec.currency), SERIF_BOLD, layout.size)
    return layout.value_x - width / 2 - layout.ring


def _check_medallion(component, spec: Banknotes, i: int, d: Denomination, findings: Findings) -> None:
    """The front's big value keeps CLEARANCE_MM from the medallion (the rosette's ring round the glyph): the
    text-in-its-shape rule of every drawn text, on the note (r35 P major 1: checked for the glyph alone, the
    wide values touched the ring)."""
    problem = clearance_problem(f"the front's value „{shown(d.value)}” beside the medallion", medallion_room(spec, d))
    if problem:
        findings.error(component.where("denominations", i, "value"), f"{problem}; make the note wider", CLEARANCE_RULE)


def skipped(spec: Banknotes) -> dict[int, int]:
    """The notes of each value a small table leaves unprinted (none without `small_table`)."""
    out: dict[int, int] = {}
    for note in spec.small_table.skips if spec.small_table else ():
        out[note.value] = out.get(note.value, 0) + note.count
    return out


def small_table_bank(spec: Banknotes) -> str:
    """What a small table's bank keeps of the notes it prints fewer of, once its largest table has its
    starting packs, and how it pays when they run out, counted from the data: the job's cover says it
    beside „wystarczą” (kit review r30, P minor 13: at 4 players the bank kept 5 of its 21 notes of 500)."""
    small, packs = spec.small_table, spec.starting_packs
    skips = skipped(spec)
    if small is None or not skips:
        return ""
    dealt = {n.value: n.count * small.players for n in (packs.notes if packs else ())}
    kept = [
        (d.value, d.count - skips[d.value] - dealt.get(d.value, 0))
        for d in sorted(spec.denominations, key=lambda d: d.value)
        if d.value in skips
    ]
    held = " i ".join(f"{n} × {label(v, spec.currency)}" for v, n in kept if n > 0)
    gone = " i ".join(label(v, spec.currency) for v, n in kept if n <= 0)
    lowest = min(d.value for d in spec.denominations)
    larger = " i ".join(label(v, spec.currency) for v, _ in kept if v > lowest)
    said = [f"zostaje w banku {held}"] if held else []
    said += [f"banknoty {gone} są wszystkie u graczy"] if gone else []
    pays = f"; gdy zabraknie banknotów {larger}, bank wypłaca kwotę drobniejszymi" if larger else ""
    return f"po rozdaniu pieniędzy na start {', a '.join(said)}{pays}"


def print_order(spec: Banknotes) -> list[tuple[Denomination, int]]:
    """Runs of notes (denomination, how many) in the order the sheets print them: `denominations` in
    their order, the notes a small table skips after all the others (its sheets come first)."""
    skips = skipped(spec)
    kept = [(d, d.count - skips.get(d.value, 0)) for d in spec.denominations]
    return [(d, n) for d, n in kept + [(d, skips.get(d.value, 0)) for d in spec.denominations] if n > 0]


def _check_small_table(component, spec: Banknotes, game: Game, by_value: dict[int, int], findings) -> None:
    small = spec.small_table
    if small is None:
        return
    low, high = game.spec.players.min, game.spec.players.max
    if not low <= small.players < high:
        findings.error(
            component.where("small_table", "players"),
            f"a small table of {small.players} players: expected at least {low} and fewer than {high}, "
            f"the game's players",
            "banknotes.small-table",
        )
    seen: set[int] = set()
    for i, note in enumerate(small.skips):
        where = component.where("small_table", "skips", i, "value")
        if note.value in seen or note.value not in by_value:
            findings.error(
                where,
                f"a small table skips notes of {shown(note.value)}, "
                + ("listed twice; expected each value once" if note.value in seen else "which is not a denomination"),
                "banknotes.small-table",
            )
            seen.add(note.value)
            continue
        seen.add(note.value)
        d = spec.denominations[by_value[note.value]]
        if note.count > d.count:
            findings.error(
                component.where("small_table", "skips", i, "count"),
                f"a small table skips {note.count} notes of {shown(note.value)}; the kit prints {d.count}",
                "banknotes.small-table",
            )
    packs = spec.starting_packs
    if packs is None:
        return
    for note in packs.notes:
        if note.value not in by_value:
            continue
        kept = spec.denominations[by_value[note.value]].count - skipped(spec).get(note.value, 0)
        need = note.count * small.players
        if 0 <= kept < need:
            findings.error(
                component.where("small_table", "players"),
                f"a small table of {small.players} players keeps {kept} notes of {shown(note.value)}; "
                f"its starting packs of {note.count} need {need}",
                "banknotes.small-table",
            )


def _check_packs(component, spec: Banknotes, by_value: dict[int, int], findings) -> None:
    packs = spec.starting_packs
    if packs is None:
        return
    seen: set[int] = set()
    for i, note in enumerate(packs.notes):
        where = component.where("starting_packs", "notes", i, "value")
        if note.value in seen:
            findings.error(
                where, f"the starting pack lists {shown(note.value)} twice; expected each value once", "banknotes.packs"
            )
            continue
        seen.add(note.value)
        if note.value not in by_value:
            findings.error(
                where,
                f"the starting pack holds notes of {shown(note.value)}, which is not a "
                f"denomination; expected one of: {', '.join(shown(v) for v in by_value)}",
                "banknotes.packs",
            )
            continue
        d = spec.denominations[by_value[note.value]]
        need = note.count * packs.count
        if d.count < need:
            findings.error(
                component.where("denominations", by_value[note.value], "count"),
                f"{d.count} notes of "
                f"{shown(d.value)} cannot fill {packs.count} starting packs of {note.count} "
                f"({need} needed)",
                "banknotes.packs",
            )


KIND = register(
    Kind(
        name="banknotes",
        category="banknote",
        model=Banknotes,
        check=check,
        render=Drawn("banknotes", "render"),
        pieces=Drawn("banknotes", "kind_pieces"),
        description="play money: denominations with counts and colours, printed on both sides",
    )
)
