"""What is printed on each board field, and how it is laid out inside the field.

`content_of` turns a placed field into its printed parts (colour band, title, symbol, big glyph,
note, value), resolving property fields through the game's property-cards component so that
street names, numbers and prices are written once. `plan_field` fits those parts into the field
and returns drawing operations, or the reason they do not fit (a finding in the board check).
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from generator.draw.band_mark import mark_fits
from generator.draw.fonts import SANS, SANS_BOLD, SANS_SEMIBOLD, SERIF_BOLD, missing_glyphs
from generator.draw.kinds.board.model import Board, FieldType
from generator.draw.kinds.board.placed import Placed
from generator.draw.text import Fitted, fit  # typeset: the shared Polish line-breaking
from generator.draw.text import polish_glue as typeset
from generator.model.core import Game
from generator.model.units import mm, to_mm
from generator.model.vocab import money
from generator.validate.colour_check import CONTRAST, best_ink, toned

DARK = "#2b2623"
LIGHT = "#ffffff"


@dataclass(frozen=True)
class PropertyInfo:
    id: str
    street_id: str
    street: str
    color: str
    number: str
    value: int
    order: int  # position of the street among the streets (board order)
    mark: str = ""  # the street's mark, in a disc on the field's colour band (band_mark.py)


def property_index(game: Game | None) -> dict[str, PropertyInfo] | None:
    """Properties of the game's property-cards component by id; None when the game has none."""
    if game is None:
        return None
    sources = game.of_kind("property-cards")
    if not sources:
        return None
    out: dict[str, PropertyInfo] = {}
    for order, street in enumerate(sources[0].spec.streets):
        for prop in street.properties:
            out.setdefault(
                prop.id,
                PropertyInfo(
                    prop.id,
                    street.id,
                    street.name,
                    street.color,
                    str(prop.number),
                    prop.value,
                    order,
                    street.mark or "",
                ),
            )
    return out


def fit_text(text: str, font: str, width: float, **kwargs) -> Fitted | None:
    """`text.fit` after Polish typesetting."""
    return fit(typeset(text), font, width, **kwargs)


def readable_on(hex_color: str) -> str:
    """White or dark text on `hex_color`, whichever has the higher contrast (WCAG 2): a mid colour
    such as ochre reads 4.6 : 1 in dark ink and 3.3 : 1 in white."""
    return best_ink(hex_color, (LIGHT, DARK))


LARGE_BOLD_PT = 14.0  # bold type from this size on is large text for WCAG 2 (3 : 1); smaller needs 4.5 : 1


def track_name_ink(color: str, background: str, size: float) -> str:
    """A track's name (bold, `size` pt) in the track's colour on the board's `background`, toned to the
    contrast its size needs where the colour is lighter (colour_check.toned)."""
    return toned(color, background, CONTRAST["large" if size >= LARGE_BOLD_PT else "body"])


@dataclass(frozen=True)
class Scale:
    """One type scale for a group of like fields on a board (kit review r32, P minors 1 and 2: the side
    fields of Przekręt's loop, 43 mm along, set street names at 14.7 pt where the 32.5 mm top and bottom
    fields set 12.0, numbers 51.6 against 38.7, commands 15.0 against 11.2, and RATUSZ's arrow was 2.4
    times KASYNO's). `base` stands for the field's side in every share the sizes are taken from (the
    smallest field of the group); each part is at most its size here (pt; 0: no limit), the largest every
    field of the group holds; `graphic` is the height the group's symbol, glyph and note take together
    in the tallest field, so each field's symbol stands at one place."""

    base: float
    title: float = 0.0
    glyph: float = 0.0
    note: float = 0.0
    value: float = 0.0
    symbol: float = 0.0
    graphic: float = 0.0


@dataclass(frozen=True)
class Content:
    fill: str
    stroke: str
    ink: str
    shape: str
    band: str | None = None
    band_mark: str = ""  # a mark on the colour band (a street's index: the colour's second cue)
    title: str = ""
    symbol: str = "none"
    glyph: str = ""
    note: str = ""
    value: str = ""
    marker_room: float = 0.0  # share of the height at the bottom left free for a marker (FieldType)
    corner: float = 0.0  # the top of a chip in the bottom-left corner, from the field's bottom (`pawn_chips`)
    scale: Scale | None = None  # the type scale of its group (scaled_contents); None: its own size alone


PAWN_CHIP, PAWN_CHIP_INSET = mm(6), mm(1.6)  # a pawn's chip on its numbered field: side, and inset from the corner
# the least room between a corner chip and the field's texts: a symbol next to a word reads as its own
# (kit review r19, K minor 7: a start field's chip came 1.0 mm from the foot of its "12")
CHIP_CLEAR = mm(2)


def content_of(
    placed: Placed, board: Board, properties: dict[str, PropertyInfo] | None, fill_unmarked: str = "#fffaf0"
) -> Content:
    if placed.type is None:
        look = board.field_types.get(placed.look) if placed.look else None
        return Content(
            fill=look.fill if look else fill_unmarked,
            stroke=look.stroke if look else DARK,
            ink=DARK,
            shape="square",
            symbol=look.symbol if look else "none",
        )
    style: FieldType = board.field_types[placed.type]
    f = placed.field
    ink = style.ink or readable_on(style.fill)
    title = f.label if f and f.label else style.caption
    glyph = str(placed.number) if placed.number is not None else style.text
    note = f.note if f else ""
    value = placed.value
    band, band_mark = style.band, ""
    if f is not None and f.property:
        info = (properties or {}).get(f.property)
        if info is not None:
            band, band_mark = info.color, info.mark
            title = f.label or info.street
            glyph = info.number
            value = value or money(info.value)
        else:
            title = f.label or f.property
    if placed.element == "track" and not glyph:
        glyph, value = value, ""
    return Content(
        fill=style.fill,
        stroke=style.stroke,
        ink=ink,
        shape=style.shape,
        band=band,
        band_mark=band_mark,
        title=title,
        symbol=style.symbol,
        glyph=glyph,
        note=note,
        value=value,
        marker_room=style.marker_room,
        corner=PAWN_CHIP_INSET + PAWN_CHIP if style.pawn_chips and placed.number is not None else 0.0,
    )


# --------------------------------------------------------------------------- layout inside a field


@dataclass(frozen=True)
class TextOp:
    font: str
    fitted: Fitted
    baseline: float  # baseline of the first line, local frame (origin at the field's bottom-left)
    color: str
    leading: float  # distance between baselines, in multiples of the size


@dataclass(frozen=True)
class SymbolOp:
    name: str
    cx: float
    cy: float
    size: float


@dataclass(frozen=True)
class FieldPlan:
    band_height: float
    ops: tuple[TextOp | SymbolOp, ...]
    graphic: float = 0.0  # the height its symbol, glyph and note take together


GLYPH_FONT = SERIF_BOLD
TITLE_FONT = SANS_BOLD
NOTE_FONT = SANS
VALUE_FONT = SANS_SEMIBOLD
MIN_TEXT = 6.0  # pt: the smallest text printed on a board
# a field's title is read across the table: as large as its field allows and at least this where it fits
# (kit review r30, P minor 2, the class: Rynek's 24 mm fields set their captions at 8.8 pt)
TITLE_READ = 9.0
FIELD_CLEARANCE = 1.3 * 72 / 25.4  # the least room between a field's edge and its ink: 1 mm clear of
# the outline's half width (r14: a 10.5 mm track cell's numerals stood 0.6 mm under its top)
CAP = 0.7  # cap height of the fonts, in multiples of the size
DESCENT = 0.22


def block_height(fitted: Fitted, leading: float) -> float:
    """From the top of the capitals of the first line to the descenders of the last."""
    return fitted.size * (CAP + DESCENT + (len(fitted.lines) - 1) * leading)


LARGE_NOTES = (0.122, 0.114)  # a note's size as shares of the field's side, read across the table (r14:
# 0.1 gave 7.9 pt on a 28 mm field), tried first while the symbol keeps SYMBOL_ROOM of the field
SMALL_NOTES = (0.1, 0.092, 0.084, 0.076, 0.068, 0.0)
SYMBOL_ROOM = 0.2  # the height, as a share of the field's side, a symbol keeps when the note is large


def band_mark_diameter(band_height: float) -> float:
    """The disc of a band's mark: most of the band's height, its ring clear of the band's edges."""
    return band_height * 0.84


def _fit_note(
    text: str, width: float, height: float, base: float, reserve: float = 0.0, cap: float = 0.0
) -> Fitted | None:
    """The note at the largest size that fits (`cap` at most, when given): a large one in the height
    less `reserve` (what the field's symbol keeps), else a smaller one in the whole height."""
    for share in LARGE_NOTES + SMALL_NOTES:
        size = max(base * share, MIN_TEXT)
        if cap:
            size = max(min(size, cap), MIN_TEXT)
        room = height - (reserve if share in LARGE_NOTES else 0.0)
        if room <= 0:
            continue
        lines = max(1, int((room - size * (CAP + DESCENT)) / (size * 1.12)) + 1)
        fitted = fit_text(text, NOTE_FONT, width, max_size=size, min_size=size, max_lines=lines)
        if fitted is not None:
            return fitted
    return None


@lru_cache(maxsize=4096)
def plan_field(content: Content, w: float, h: float) -> tuple[FieldPlan | None, str | None]:
    """Fit the content into a w × h field (points); (plan, None) or (None, reason).

    Worked out once per content and size (the answer is immutable): a board's check, its two
    PDFs, its figures in the rulebook and the colour check all ask about the same fields.

    From the top: colour band, title, then symbol / big glyph and note centred in what is left,
    value on the bottom line; all above the room a marker takes at the bottom (`marker_room`) and
    CHIP_CLEAR above a corner chip (`corner`).
    """
    for part in (content.title, content.glyph, content.note, content.value, content.band_mark):
        missing = missing_glyphs(part, SANS) | missing_glyphs(part, SERIF_BOLD)
        if part and missing:
            return None, f"text '{part}' has characters the board fonts cannot print: {' '.join(sorted(missing))}"
    scale = content.scale or Scale(min(w, h))
    base = scale.base
    circle = content.shape == "circle"
    pad = max(base * (0.15 if circle else 0.07), FIELD_CLEARANCE)
    uw = w - 2 * pad
    band_h = h * 0.19 if content.band and not circle else 0.0
    if content.band_mark and band_h and not mark_fits(content.band_mark, band_mark_diameter(band_h)):
        return (
            None,
            f"the band's mark '{content.band_mark}' does not fit its {to_mm(band_mark_diameter(band_h)):.1f} mm disc",
        )
    top, bottom = h - pad - band_h, max(pad, h * content.marker_room)
    if content.corner:
        bottom = max(bottom, content.corner + CHIP_CLEAR)
    gap = base * 0.045
    ops: list[TextOp | SymbolOp] = []
    if content.value:
        fitted = fit_text(
            content.value, VALUE_FONT, uw, max_size=_capped(max(base * 0.12, MIN_TEXT), scale.value), min_size=MIN_TEXT
        )
        if fitted is None:
            return None, _too_long(content.value, uw)
        ops.append(TextOp(VALUE_FONT, fitted, bottom + fitted.size * DESCENT, content.ink, 1.0))
        bottom += fitted.size * (CAP + DESCENT) + gap
    if content.title:
        lines = 3 if h > w * 1.2 else 2
        fitted = fit_text(
            content.title,
            TITLE_FONT,
            uw * (0.86 if circle else 1),
            max_size=_capped(max(base * 0.13, TITLE_READ), scale.title),
            min_size=MIN_TEXT,
            max_lines=lines,
        )
        if fitted is None:
            return None, _too_long(content.title, uw, lines)
        if not circle:
            ops.append(TextOp(TITLE_FONT, fitted, top - fitted.size * CAP, content.ink, 1.05))
            top -= block_height(fitted, 1.05) + gap
        else:  # in a circle the title goes under the glyph, where the circle is wide enough
            ops.append(
                TextOp(TITLE_FONT, fitted, bottom + block_height(fitted, 1.05) - fitted.size * CAP, content.ink, 1.05)
            )
            bottom += block_height(fitted, 1.05) + gap
    room = top - bottom
    note = None
    if content.note:
        reserve = base * SYMBOL_ROOM if content.symbol != "none" or content.glyph else 0.0
        note = _fit_note(content.note, uw, room, base, reserve, scale.note)
        if note is None:
            return None, _too_long(content.note, uw, 0)
    note_h = block_height(note, 1.12) if note else 0.0
    free = room - note_h - (gap if note else 0.0)
    has_text = bool(content.title or content.note or content.value)
    graphic: list[tuple[str, float, Fitted | None]] = []  # (kind, height, fitted glyph)
    if content.symbol != "none" and content.glyph:
        sym = _capped(min(base * 0.34, free * 0.48), scale.symbol)
        size = _capped(min(base * 0.36, (free - sym) / CAP), scale.glyph)
        glyph = fit(content.glyph, GLYPH_FONT, uw, max_size=max(size, MIN_TEXT), min_size=MIN_TEXT)
        if glyph is None or sym < base * 0.1:
            return None, _too_long(content.glyph, uw)
        graphic = [("symbol", sym, None), ("glyph", glyph.size * CAP, glyph)]
    elif content.symbol != "none":
        sym = _capped(min(base * (0.42 if has_text else 0.84), free), scale.symbol)
        if sym < base * 0.12:
            return None, (
                f"no room for the field's symbol: the texts take {to_mm(room - free):.1f} of {to_mm(room):.1f} mm"
            )
        graphic = [("symbol", sym, None)]
    elif content.glyph:
        size = _capped(min(base * (0.42 if has_text else 0.62), free / CAP), scale.glyph)
        glyph = fit(content.glyph, GLYPH_FONT, uw, max_size=max(size, MIN_TEXT), min_size=MIN_TEXT)
        if glyph is None:
            return None, _too_long(content.glyph, uw)
        graphic = [("glyph", glyph.size * CAP, glyph)]
    graphic_h = sum(g[1] for g in graphic) + gap * max(len(graphic) - 1, 0)
    total = graphic_h + (gap if graphic and note else 0.0) + note_h
    if total > room + 0.5:
        return None, (
            f"the field's texts need {to_mm(total + (h - 2 * pad - room)):.1f} mm of height; the field "
            f"has {to_mm(h - 2 * pad):.1f} mm"
        )
    # centre the group in the room left; in a group of like fields, the tallest's group: the symbol
    # stands at one place in each
    y = bottom + room / 2 + max(total, min(scale.graphic, room)) / 2
    for kind, height, glyph in graphic:
        if kind == "symbol":
            ops.append(SymbolOp(content.symbol, w / 2, y - height / 2, height))
        else:
            ops.append(TextOp(GLYPH_FONT, glyph, y - height, content.ink, 1.0))
        y -= height + gap
    if note is not None:
        ops.append(TextOp(NOTE_FONT, note, y - note.size * CAP, content.ink, 1.12))
    return FieldPlan(band_h, tuple(ops), total), None


def _capped(size: float, cap: float) -> float:
    """`size`, at most `cap` when a type scale gives one (0: none)."""
    return min(size, cap) if cap else size


ROLE_FONTS = {TITLE_FONT: "title", GLYPH_FONT: "glyph", NOTE_FONT: "note", VALUE_FONT: "value"}


def part_sizes(plan: FieldPlan) -> dict[str, float]:
    """The size of each part a field's plan prints: title, glyph, note, value (pt) and symbol (its box)."""
    sizes: dict[str, float] = {}
    for op in plan.ops:
        role, size = ("symbol", op.size) if isinstance(op, SymbolOp) else (ROLE_FONTS[op.font], op.fitted.size)
        sizes[role] = max(sizes.get(role, 0.0), size)
    return sizes


def like_fields(placed: Placed) -> tuple | None:
    """The group whose fields share one type scale: the corners of a loop (all four, whatever their
    type), else the fields of one type on one kind of element (a loop's sides, the inner tracks
    together, a grid); None for an unmarked cell."""
    if placed.type is None:
        return None
    return (placed.element, "corner") if placed.corner else (placed.element, placed.type)


def scaled_contents(
    fields: Sequence[Placed], board: Board, properties: dict[str, PropertyInfo] | None, fill_unmarked: str = "#fffaf0"
) -> list[Content]:
    """Each field's content with its group's type scale (Scale): every part of every field of the group
    at the largest size each field of the group holds, the group's symbols at one size and place."""
    contents = [content_of(f, board, properties, fill_unmarked) for f in fields]
    groups: dict[tuple, list[int]] = defaultdict(list)
    for i, f in enumerate(fields):
        key = like_fields(f)
        if key is not None:
            groups[key].append(i)
    for members in groups.values():
        base = min(min(fields[i].w, fields[i].h) for i in members)

        def plans(scale: Scale) -> list[FieldPlan | None]:
            return [plan_field(replace(contents[i], scale=scale), fields[i].w, fields[i].h)[0] for i in members]

        first = plans(Scale(base))
        if any(p is None for p in first):  # a field that does not fit: its finding, at the group's base
            scale = Scale(base)
        else:
            sizes = [part_sizes(p) for p in first]
            caps = {role: min(s[role] for s in sizes if role in s) for role in {r for s in sizes for r in s}}
            capped = Scale(base, **caps)
            second = plans(capped)
            scale = (
                Scale(base)
                if any(p is None for p in second)
                else replace(capped, graphic=max(p.graphic for p in second))
            )
        for i in members:
            contents[i] = replace(contents[i], scale=scale)
    return contents


def _too_long(text: str, width: float, lines: int = 1) -> str:
    shown = text if len(text) <= 40 else text[:37] + "..."
    if lines == 0:
        return f"text '{shown}' does not fit the field ({to_mm(width):.1f} mm wide) at {MIN_TEXT:g} pt or more"
    return (
        f"text '{shown}' does not fit the field ({to_mm(width):.1f} mm wide, {lines} line(s)) at "
        f"{MIN_TEXT:g} pt or more"
    )


def symbol_boxes(board: Board, fields, game: Game | None) -> list[tuple[float, float, float, float]]:
    """(left, top, right, bottom) in board coordinates (y down from the trim's top edge) of every
    symbol drawn in a field, as its plan places it and the field's turn carries it: what a cut line
    must avoid as it avoids words."""
    properties = property_index(game)
    boxes = []
    for f, content in zip(fields, scaled_contents(fields, board, properties)):
        plan, _ = plan_field(content, f.w, f.h)
        for op in plan.ops if plan is not None else ():
            if not isinstance(op, SymbolOp):
                continue
            cos, sin = math.cos(math.radians(f.angle)), math.sin(math.radians(f.angle))
            corners = []
            for dx in (-op.size / 2, op.size / 2):
                for dy in (-op.size / 2, op.size / 2):
                    vx, vy = op.cx + dx - f.w / 2, op.cy + dy - f.h / 2  # from the field's centre, y up
                    corners.append((f.cx + vx * cos - vy * sin, f.cy - (vx * sin + vy * cos)))
            xs, ys = [x for x, _ in corners], [y for _, y in corners]
            boxes.append((min(xs), min(ys), max(xs), max(ys)))
    return boxes


def chip_pawn(board: Board, placed, game: Game | None):
    """The pawn whose chip a field carries: its type names a pawns component (`pawn_chips`) and a
    pawn there is marked with the field's number; else None."""
    style = board.field_types.get(placed.type)
    if style is None or not style.pawn_chips or placed.number is None or game is None:
        return None
    component = game.components.get(style.pawn_chips)
    pawns = getattr(component.spec, "pawns", None) if component is not None else None
    return next((p for p in pawns or [] if p.mark == str(placed.number)), None)
