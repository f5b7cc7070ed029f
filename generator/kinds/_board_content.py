"""What is printed on each board field, and how it is laid out inside the field.

`content_of` turns a placed field into its printed parts (colour band, title, symbol, big glyph,
note, value), resolving property fields through the game's property-cards component so that
street names, numbers and prices are written once. `plan_field` fits those parts into the field
and returns drawing operations, or the reason they do not fit (a finding in the board check).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from reportlab.lib import colors

from ..fonts import SANS, SANS_BOLD, SANS_SEMIBOLD, SERIF_BOLD, missing_glyphs
from ..text import Fitted, fit
from ..units import to_mm
from ._board_geometry import Placed

if TYPE_CHECKING:
    from ..project import Game
    from .board import Board, FieldType

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
    order: int              # position of the street among the streets (board order)


def property_index(game: "Game | None") -> dict[str, PropertyInfo] | None:
    """Properties of the game's property-cards component by id; None when the game has none."""
    if game is None:
        return None
    sources = game.of_kind("property-cards")
    if not sources:
        return None
    out: dict[str, PropertyInfo] = {}
    for order, street in enumerate(sources[0].spec.streets):
        for prop in street.properties:
            out.setdefault(prop.id, PropertyInfo(prop.id, street.id, street.name, street.color,
                                                 str(prop.number), prop.value, order))
    return out


def money(amount: int) -> str:
    """12000 → '12 000 zł' with non-breaking spaces (Polish grouping)."""
    digits = f"{amount:,}".replace(",", "\u00a0")
    return f"{digits}\u00a0zł"


def luminance(hex_color: str) -> float:
    c = colors.HexColor(hex_color)
    return 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue


def readable_on(hex_color: str) -> str:
    return DARK if luminance(hex_color) > 0.55 else LIGHT


@dataclass(frozen=True)
class Content:
    fill: str
    stroke: str
    ink: str
    shape: str
    band: str | None = None
    title: str = ""
    symbol: str = "none"
    glyph: str = ""
    note: str = ""
    value: str = ""


def content_of(placed: Placed, board: "Board", properties: dict[str, PropertyInfo] | None,
               fill_unmarked: str = "#fffaf0") -> Content:
    if placed.type is None:
        return Content(fill=fill_unmarked, stroke=DARK, ink=DARK, shape="square")
    style: FieldType = board.field_types[placed.type]
    f = placed.field
    ink = style.ink or readable_on(style.fill)
    title = (f.label if f and f.label else style.caption)
    glyph = str(placed.number) if placed.number is not None else style.text
    note = f.note if f else ""
    value = placed.value
    band = style.band
    if f is not None and f.property:
        info = (properties or {}).get(f.property)
        if info is not None:
            band = info.color
            title = f.label or info.street
            glyph = info.number
            value = value or money(info.value)
        else:
            title = f.label or f.property
    if placed.element == "track" and not glyph:
        glyph, value = value, ""
    return Content(fill=style.fill, stroke=style.stroke, ink=ink, shape=style.shape, band=band, title=title,
                   symbol=style.symbol, glyph=glyph, note=note, value=value)


# --------------------------------------------------------------------------- layout inside a field

@dataclass(frozen=True)
class TextOp:
    font: str
    fitted: Fitted
    top: float              # y of the top of the first line, local frame (origin bottom-left)
    color: str
    leading: float


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


GLYPH_FONT = SERIF_BOLD
TITLE_FONT = SANS_BOLD
NOTE_FONT = SANS
VALUE_FONT = SANS_SEMIBOLD
MIN_TEXT = 5.0          # pt: the smallest text printed on a board


def _usable(w: float, h: float, shape: str) -> tuple[float, float, float]:
    """Padding and the usable width/height of the field's inside."""
    base = min(w, h)
    pad = base * (0.16 if shape == "circle" else 0.075)
    return pad, w - 2 * pad, h - 2 * pad


def plan_field(content: Content, w: float, h: float) -> tuple[FieldPlan | None, str | None]:
    """Fit the content into a w × h field (points); (plan, None) or (None, reason)."""
    for part in (content.title, content.glyph, content.note, content.value):
        missing = missing_glyphs(part, SANS) | missing_glyphs(part, SERIF_BOLD)
        if part and missing:
            return None, f"text '{part}' has characters the board fonts cannot print: {' '.join(sorted(missing))}"
    base = min(w, h)
    pad, uw, uh = _usable(w, h, content.shape)
    band_h = h * 0.2 if content.band and content.shape != "circle" else 0.0
    top = h - pad - band_h
    bottom = pad
    ops: list[TextOp | SymbolOp] = []
    leading = 1.08
    # bottom line: the value
    if content.value:
        fitted = fit(content.value, VALUE_FONT, uw, max_size=max(base * 0.115, MIN_TEXT), min_size=MIN_TEXT)
        if fitted is None:
            return None, _too_long(content.value, uw)
        ops.append(TextOp(VALUE_FONT, fitted, bottom + fitted.size * 0.95, content.ink, leading))
        bottom += fitted.size * 1.25
    stack: list[tuple[str, object]] = []
    if content.title:
        lines = 3 if h > w * 1.2 else 2
        fitted = fit(content.title, TITLE_FONT, uw, max_size=max(base * 0.125, MIN_TEXT), min_size=MIN_TEXT,
                     max_lines=lines)
        if fitted is None:
            return None, _too_long(content.title, uw, lines)
        stack.append(("title", fitted))
    note_fitted = None
    if content.note:
        for size in (base * 0.095, base * 0.085, base * 0.075, base * 0.068, MIN_TEXT):
            size = max(size, MIN_TEXT)
            max_lines = max(1, int((top - bottom) * 0.75 / (size * 1.12)))
            note_fitted = fit(content.note, NOTE_FONT, uw, max_size=size, min_size=MIN_TEXT, max_lines=max_lines)
            if note_fitted is not None:
                break
        if note_fitted is None:
            return None, _too_long(content.note, uw, 0)
    room = top - bottom
    used = sum(f.size * leading * len(f.lines) for _, f in stack)
    if note_fitted is not None:
        used += note_fitted.size * 1.12 * len(note_fitted.lines)
    gaps = base * 0.05 * (len(stack) + (note_fitted is not None))
    free = room - used - gaps
    graphic = None
    if content.symbol != "none" or content.glyph:
        limit = base * (0.62 if not (content.title or content.note or content.value) else 0.42)
        size = min(free, limit)
        if content.glyph:
            glyph_fit = fit(content.glyph, GLYPH_FONT, uw, max_size=max(size * 0.95, MIN_TEXT), min_size=MIN_TEXT)
            if glyph_fit is None or size < MIN_TEXT:
                return None, _too_long(content.glyph, uw)
            graphic = ("glyph", glyph_fit)
            free -= glyph_fit.size * 0.8
        if content.symbol != "none":
            if size < base * 0.12:
                return None, "no room left for the field's symbol"
            sym = size if not content.glyph else min(size, base * 0.3)
            graphic = ("symbol+glyph", graphic[1]) if graphic else ("symbol", sym)
            if content.glyph:
                free -= sym * 0.9
                graphic = ("symbol+glyph", (sym, graphic[1]))
            else:
                free -= sym
    if free < -0.5:
        return None, (f"the field's texts need {to_mm(room - free):.1f} mm of height; the field has "
                      f"{to_mm(room):.1f} mm")
    # vertical placement: title at the top, note under the graphic, all centred in the free room
    y = top - max(free, 0) / 2 if content.shape == "circle" or not content.title else top
    extra = max(free, 0) / (2 if content.title else 1)
    for _, fitted in stack:
        ops.append(TextOp(TITLE_FONT, fitted, y, content.ink, leading))
        y -= fitted.size * leading * len(fitted.lines) + base * 0.05
    if content.title:
        y -= extra / 2 if note_fitted is not None or graphic else 0
    if graphic is not None:
        kind, payload = graphic
        if kind == "symbol":
            ops.append(SymbolOp(content.symbol, w / 2, y - payload / 2, payload))
            y -= payload + base * 0.05
        elif kind == "glyph":
            g = payload
            ops.append(TextOp(GLYPH_FONT, g, y + g.size * 0.12, content.ink, 1.0))
            y -= g.size * 0.8 + base * 0.05
        else:
            sym, g = payload
            ops.append(SymbolOp(content.symbol, w / 2, y - sym / 2, sym))
            y -= sym * 0.9
            ops.append(TextOp(GLYPH_FONT, g, y + g.size * 0.12, content.ink, 1.0))
            y -= g.size * 0.8 + base * 0.05
    if note_fitted is not None:
        if content.title:
            y -= extra / 2 if graphic else 0
        ops.append(TextOp(NOTE_FONT, note_fitted, y, content.ink, 1.12))
    return FieldPlan(band_h, tuple(ops)), None


def _too_long(text: str, width: float, lines: int = 1) -> str:
    shown = text if len(text) <= 40 else text[:37] + "..."
    if lines == 0:
        return f"text '{shown}' does not fit the field ({to_mm(width):.1f} mm wide) at {MIN_TEXT:g} pt or more"
    return (f"text '{shown}' does not fit the field ({to_mm(width):.1f} mm wide, {lines} line(s)) at "
            f"{MIN_TEXT:g} pt or more")
