"""Fitting text into boxes: the largest size at which the text fits in at most N lines."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import lru_cache

from generator.draw.fonts import (
    SANS,
    SANS_ITALIC,
    SERIF,
    SERIF_BOLD,
    SERIF_BOLD_ITALIC,
    SERIF_ITALIC,
    missing_glyphs,
    text_width,
)
from generator.model.polish import NBSP, tie_label_words, tie_short_words

# Polish typography: a one-letter word, a number or a street abbreviation never ends a line, so
# "1 000 zł", "o 2 pola", "z banku" and "ul. Ciemna" stay together.
_GLUE = re.compile(r"(?<![\w\u00a0])([aiouwzAIOUWZ]|\d+|nr|ul\.|al\.|pl\.) (?=\S)")


def polish_glue(text: str) -> str:
    """Replace the space after one-letter words, numbers and street abbreviations by a no-break space."""
    previous = None
    while previous != text:
        previous, text = text, _GLUE.sub(lambda m: m.group(1) + NBSP, text)
    return text


CLEARANCE_MM = 1.0  # text keeps at least this much room to the outline of the shape it sits in
DESCENT = 0.22  # how far descenders (g, j, y, an ogonek) fall below the baseline, per pt of size
CLEARANCE_RULE = "text.crowded"  # the finding of text nearer than CLEARANCE_MM to its shape's outline


def clearance_problem(what: str, room: float) -> str | None:
    """The finding's message when `what` (its words, quoted, and where) keeps `room` pt, less than
    CLEARANCE_MM, to the outline of the shape it sits in (a frame, a cell rule, a panel); None if enough.
    Every drawn text with an outline asks this one question (the review's product rule: a misprint
    of a fraction of a millimetre must not put a letter on the line)."""
    if room >= CLEARANCE_MM * 72 / 25.4 - 1e-6:
        return None
    return f"{what} comes {room * 25.4 / 72:.1f} mm from its outline; expected at least {CLEARANCE_MM:g} mm"


def crowded_problem(what: str, text: str, font: str, outline: float, used: float, *, size: float, max_lines: int = 1):
    """The clearance finding of `text` that does not fit its column (`outline` wide less `used` for
    clearance and neighbours) but does fit at `size` in the whole width inside its outline, so it could
    only be drawn nearer the outline than CLEARANCE_MM; None when it fits anyway or fits nowhere (a
    text.does-not-fit then)."""
    if fit(text, font, outline - used, max_size=size, min_size=size, max_lines=max_lines):
        return None
    tight = fit(text, font, outline, max_size=size, min_size=size, max_lines=max_lines)
    if tight is None:
        return None
    widest = max(text_width(line, font, size) for line in tight.lines)
    return clearance_problem(f"{what} „{text}”", (outline - widest) / 2)


_TURNED = {"0": "0", "1": "1", "6": "9", "8": "8", "9": "6"}  # a digit read upside down


def reads_otherwise_turned(mark: str) -> bool:
    """Whether a number reads as another number upside down (6 and 9, 16 and 91, 68 and 89): a piece
    seen from across the table needs it underlined. "10" turned reads "01", which is no number."""
    if not mark or any(ch not in _TURNED for ch in mark):
        return False
    turned = "".join(_TURNED[ch] for ch in reversed(mark))
    return turned != mark and not turned.startswith("0")


@dataclass(frozen=True)
class Fitted:
    size: float
    lines: tuple[str, ...]


def wrap(text: str, font: str, size: float, width: float) -> list[str]:
    """The lines of `text` at `size` in a column `width` wide (a new list: the caller may change it)."""
    return list(_wrapped(text, font, size, width))


@lru_cache(maxsize=4096)
def _wrapped(text: str, font: str, size: float, width: float) -> tuple[str, ...]:
    """Worked out once per text and column (the guide's texts repeat in every file of a build)."""
    # split on ordinary whitespace only: a no-break space (U+00A0, U+202F) keeps "2 000 zł" together;
    # numbers are tied to their thousands groups, units and nouns first (the rulebooks' own rule)
    text = tie_short_words(text)
    words, lines, line = re.split(r"[ \t\r\n]+", text.strip()) if text.strip() else [], [], ""
    for word in words:
        trial = f"{line} {word}".strip()
        if line and text_width(trial, font, size) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return tuple(lines + ([line] if line else []))


def wrap_without_widow(text: str, font: str, size: float, width: float) -> list[str]:
    """The lines of `text` as `wrap` sets them, but never one word alone on the last line of two or
    more (a widow): the column is narrowed step by step, as a typesetter would, until the last line
    takes a second word without adding a line; the plain wrap when no narrower column does."""
    return list(_unwidowed(text, font, size, width))


@lru_cache(maxsize=4096)
def _unwidowed(text: str, font: str, size: float, width: float) -> tuple[str, ...]:
    lines = _wrapped(text, font, size, width)
    if len(lines) < 2 or " " in lines[-1]:
        return lines
    narrower = width - size
    while narrower > width * 0.6:
        trial = _wrapped(text, font, size, narrower)
        if len(trial) > len(lines):
            break
        if " " in trial[-1]:
            return trial
        narrower -= size / 2
    return lines


@lru_cache(maxsize=4096)
def fit(
    text: str, font: str, width: float, *, max_size: float, min_size: float, max_lines: int = 1, step: float = 0.25
) -> Fitted | None:
    """Largest size in [min_size, max_size] where every line fits `width`; None if none does.

    A label of several lines breaks as a typesetter breaks it: a short preposition or conjunction
    goes down with its word („ZEGAREK / NA RĘKĘ”, tie_label_words) whenever that takes no more lines
    at the same size; the size and line count are never worse than a break at any space gives.

    Worked out once per text and box (the answer is immutable): a check asks what the renderer
    asks again, and labels repeat from sheet to sheet."""
    size = max_size
    sizes = []
    while size >= min_size - 1e-9:
        sizes.append(size)
        size -= step
    if not sizes or sizes[-1] > min_size + 1e-9:
        sizes.append(min_size)  # the steps from max_size may jump over min_size itself
    tied = tie_label_words(text) if max_lines > 1 else text
    for size in sizes:
        plain = wrap(text, font, size, width) if max_lines > 1 else [text]
        # the tied break when it takes no more lines than any break would at this size
        choices = [wrap(tied, font, size, width), plain] if tied != text else [plain]
        for lines in choices:
            if len(lines) <= min(max_lines, len(plain)) and all(
                text_width(line, font, size) <= width for line in lines
            ):
                return Fitted(size, tuple(lines))
    return None


def text_problem(
    text: str, font: str, width: float, *, max_size: float, min_size: float, max_lines: int = 1
) -> str | None:
    """A finding message when the text cannot be printed well in the box, else None."""
    missing = missing_glyphs(text, font)
    if missing:
        chars = " ".join(sorted(missing))
        return f"'{text}' has characters the font {font} cannot print: {chars}"
    if fit(text, font, width, max_size=max_size, min_size=min_size, max_lines=max_lines) is None:
        return (
            f"'{text}' does not fit its box ({width / 72 * 25.4:.1f} mm wide, {max_lines} line(s), "
            f"font {font} at {min_size} pt or more)"
        )
    return None


def arc_length(text: str, font: str, size: float, tracking: float = 0.0) -> float:
    """How long `text` runs along a curve: its letters' widths, each followed by `tracking` (pt)."""
    return sum(text_width(ch, font, size) + tracking for ch in text)


def arc_problem(
    text: str, font: str, size: float, radius: float, *, span: float = math.pi, tracking: float = 0.0, least: float
) -> str | None:
    """A finding message when words set round a circle (a stamp's ring) cannot be printed well: their
    size below `least` pt, or, at `size` along the arc of `radius`, longer than the arc `span` (radians)
    holds; else None. Words on a curve have no box for `fit` to shrink them into, so they are checked
    here at the one size they print at."""
    missing = missing_glyphs(text, font)
    if missing:
        return f"'{text}' has characters the font {font} cannot print: {' '.join(sorted(missing))}"
    if size < least - 1e-9:
        return f"'{text}' is set round a curve at {size:g} pt; text there needs {least:g} pt or more"
    needed = arc_length(text, font, size, tracking)
    if needed > radius * span + 1e-9:
        return (
            f"'{text}' does not fit its arc: at {size:g} pt it runs {needed / 72 * 25.4:.1f} mm along a curve "
            f"of {radius / 72 * 25.4:.1f} mm radius, which holds {radius * span / 72 * 25.4:.1f} mm"
        )
    return None


def draw_fitted(canvas, fitted: Fitted, font: str, cx: float, top: float, leading: float = 1.1) -> None:
    """Draw centred lines whose first baseline sits one size below `top`."""
    canvas.setFont(font, fitted.size)
    y = top - fitted.size
    for line in fitted.lines:
        canvas.drawCentredString(cx, y, line)
        y -= fitted.size * leading


# a term a component's text sets in italic, marked as the rulebook's Markdown marks it: „warte 0 (*faux pas*)”
# (r29 AS F9: the book sets the foreign term in italic, the boards and the score pad set it upright)
EMPHASIS = "*"
_ITALIC_OF = {SANS: SANS_ITALIC, SERIF: SERIF_ITALIC, SERIF_BOLD: SERIF_BOLD_ITALIC}


def draw_marked(
    canvas, x: float, y: float, line: str, font: str, size: float, align: str = "left", italic: bool = False
) -> bool:
    """One line drawn as drawString (drawCentredString, drawRightString for `align` "center", "right")
    draws it, the words between asterisks in the font's italic; `italic`: the line starts inside such
    words (a marked term broken over two lines). Returns whether the line ends inside them."""
    parts = line.split(EMPHASIS)
    fonts = [(_ITALIC_OF.get(font, font) if (italic + i) % 2 else font) for i in range(len(parts))]
    widths = [canvas.stringWidth(part, f, size) for part, f in zip(parts, fonts)]
    start = {"center": x - sum(widths) / 2, "right": x - sum(widths)}.get(align, x)
    for part, f, w in zip(parts, fonts, widths):
        canvas.setFont(f, size)
        canvas.drawString(start, y, part)
        start += w
    canvas.setFont(font, size)
    return bool((italic + len(parts) - 1) % 2)
