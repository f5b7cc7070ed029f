"""A chit's face that shows a symbol, a letter and a caption at once – a spare's face, the letter and symbol of its
colour over the word „zapas” (tokens_draw.SPARE_MARK) – set as one block centred on the chit: the symbol and the
letter side by side on the upper line, the caption under them, every glyph's box and the symbol's CAPTION_CLEAR_MM
or more inside the cut (kit review r43, R minor 2: the layout for three things stacked them 9.3 mm tall, 1.1 mm above
the disc's centre, the symbol 0.55 mm from the cut on both faces, while the calibration page promises that a back
1.5 mm off cuts nothing off a chit). Pure arithmetic: tokens_draw draws what `stack` says, the test measures it."""

from __future__ import annotations

from typing import NamedTuple

from generator.draw.fonts import SANS_SEMIBOLD, SERIF_BOLD, text_width
from generator.draw.kinds.piece_symbols import SPAN
from generator.model.units import mm

STACK_SYMBOL = 0.2  # the symbol's width (or height) at most, a share of the chit's side (3 mm on a 15.2 mm chit)
STACK_LETTER = 0.25  # the letter's type size at most, a share of the side (as the regular face's)
STACK_GAP = mm(0.8)  # between the symbol and the letter, and between their line and the caption
STACK_STEP = 0.95  # each try a twentieth smaller, symbol and letter together
LEAST_LETTER = 6.0  # pt: nothing on paper smaller
# glyph boxes, shares of the size (tokens.py measured them): Source Serif Pro Bold's capitals (Ż's accent), Source
# Sans Pro Semibold's small letters (an ascender's top, the x-height, a descender's foot) and capitals
LETTER_TOP, LETTER_ACCENT, LETTER_FOOT = 0.68, 0.87, 0.015
CAPTION_ASCENT, CAPTION_X, CAPTION_CAP, CAPTION_ACCENT, CAPTION_DESCENT, CAPTION_FOOT = (
    0.72,
    0.50,
    0.67,
    0.89,
    0.22,
    0.015,
)


# a symbol's extent as draw_symbol draws it, shares of its radius: (left, bottom, right, top); others a square of
# its SPAN
SYMBOL_BOX = {
    "circle": (-0.85, -0.85, 0.85, 0.85),
    "square": (-0.78, -0.78, 0.78, 0.78),
    "triangle": (-0.95, -0.7, 0.95, 1.0),
}


def symbol_box(symbol: str) -> tuple[float, float, float, float]:
    half = SPAN[symbol] / 2
    return SYMBOL_BOX.get(symbol, (-half, -half, half, half))


def inside(width_at, box: tuple[float, float, float, float]) -> bool:
    """Whether `box` (from the chit's centre) lies inside an outline as wide as `width_at(y)` at each height y."""
    left, bottom, right, top = box
    need = 2 * max(abs(left), abs(right))
    return all(need <= width_at(y) + 1e-9 for y in (bottom, top))


class Stack(NamedTuple):
    """Where the parts of a stacked face go, from the chit's centre (pt, y up): the symbol's centre and radius (as
    piece_symbols.draw_symbol takes it), the letter's left end, baseline and size, the caption's baseline and size;
    and the boxes (left, bottom, right, top) every part keeps inside the chit."""

    symbol_x: float
    symbol_y: float
    symbol_r: float
    letter_x: float
    letter_y: float
    letter_size: float
    caption_y: float
    caption_size: float
    boxes: tuple[tuple[float, float, float, float], ...]


def _caption_box(word: str) -> tuple[float, float]:
    """(top, foot) of `word`'s glyph boxes over and under its baseline, shares of the size."""
    top = (
        CAPTION_ACCENT
        if set(word) & set("ĆŃÓŚŹŻ")
        else CAPTION_CAP
        if any(ch.isupper() for ch in word)
        else CAPTION_ASCENT
        if set(word) & set("bdfhklłtćńóśźż")
        else CAPTION_X
    )
    foot = CAPTION_DESCENT if set(word) & set("gjpqyąęĄĘ") else CAPTION_FOOT
    return top, foot


def stack(symbol: str, letter: str, caption: str, side: float, caption_size: float, width_at) -> Stack | None:
    """The largest stacked face of `side` whose every box lies inside the outline `width_at(y)` wide at height y
    (the chit's cut less its clearance), the caption at `caption_size`; None where none does with a letter of
    LEAST_LETTER or more."""
    sl, sb, sr, st = symbol_box(symbol)
    cap_top, cap_foot = _caption_box(caption)
    top = LETTER_ACCENT if set(letter) & set("ĄĆĘŁŃÓŚŹŻ") - set("ĄĘ") else LETTER_TOP
    k = 1.0
    while STACK_LETTER * side * k >= LEAST_LETTER - 1e-9:
        size = STACK_LETTER * side * k
        r = STACK_SYMBOL * side * k / max(sr - sl, st - sb)  # its larger extent STACK_SYMBOL of the side
        across, tall = (sr - sl) * r, (st - sb) * r
        letter_w, letter_h = text_width(letter, SERIF_BOLD, size), (top + LETTER_FOOT) * size
        line_h = max(tall, letter_h)
        caption_h = (cap_top + cap_foot) * caption_size
        height = line_h + STACK_GAP + caption_h
        upper = height / 2  # the block centred: its top as far above the centre as its foot below
        line_w = across + STACK_GAP + letter_w
        x0 = -line_w / 2
        mid = upper - line_h / 2  # the upper line's middle
        letter_base = mid - letter_h / 2 + LETTER_FOOT * size
        caption_base = -upper + cap_foot * caption_size
        caption_w = text_width(caption, SANS_SEMIBOLD, caption_size)
        symbol_y = mid - (st + sb) / 2 * r  # the symbol's box centred on the line's middle
        boxes = (
            (x0, symbol_y + sb * r, x0 + across, symbol_y + st * r),
            (x0 + across + STACK_GAP, letter_base - LETTER_FOOT * size, -x0, letter_base + top * size),
            (-caption_w / 2, -upper, caption_w / 2, caption_base + cap_top * caption_size),
        )
        if all(inside(width_at, box) for box in boxes):
            return Stack(
                x0 - sl * r, symbol_y, r, x0 + across + STACK_GAP, letter_base, size, caption_base, caption_size, boxes
            )
        k *= STACK_STEP
    return None
