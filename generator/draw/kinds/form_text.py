"""form texts: the size and the room of every text of a blank form (column headings, row labels, notes,
subtitle, footer, a section's formula), the one question its check (form.py) and its drawing (form_draw.py)
both ask, so what was checked is what is drawn. Pure arithmetic over the form's model; no PDF library."""

from __future__ import annotations

from generator.draw.fonts import SANS, SANS_SEMIBOLD, text_width
from generator.draw.text import CLEARANCE_MM, DESCENT, Fitted, clearance_problem, fit, text_problem
from generator.model.units import mm

HEAD_ROW = mm(7.5)  # one header row (group titles and leaf titles each get one)
# header text: max and min size, two lines; row labels: max (at most half the row's height) and min size,
# one line. Never under 7 pt on a form filled in by pencil at the table (kit review r30, Rynek minor 5: the
# register's „7. Koszty specjalne (+ wydane, − otrzymane)” came out at 6.25 pt in its 26 mm column)
HEAD_FONT = (8.0, 7.0)
LABEL_FONT = (8.0, 7.0)
# a section's formula (`formula:`, the arithmetic every row obeys): bold at this size, right of its title on
# the title's line, where players look for it on every row (r30 R minor 5: it opened a 7.5 pt note)
FORMULA_SIZE = 9.0
TITLE_SIZE = 10.5  # a section's title, bold
FORMULA_GAP = mm(6)  # at least between the title and its formula
NOTE_FONT = (
    8.0,
    7.0,
)  # a section's note under its title, one line: 8 pt where the line has room (r19: 7.2), never < 7 pt
SUBTITLE_FONT = (8.5, 7.0)  # the line under the title, one line across the page (r24: one ran off the paper)
FOOTER_FONT = (8.0, 7.0)  # the small print at the foot of every page, one line: as the notes, 8 pt where it fits


SWATCH = mm(3)  # a colour square beside a column heading
# a heading keeps the clearance of all text from its cell's rules, on every side, and from its swatch
# (r17: 0.4-0.8 mm to the rules, 0.5 mm to the swatch); a glyph's ink lies within its advance width
HEAD_CLEAR = mm(CLEARANCE_MM)
SWATCH_GAP = HEAD_CLEAR  # between the squares and the heading
HEAD_PAD = 2 * HEAD_CLEAR  # a heading's cell keeps this much of its width free
HEAD_LEADING, HEAD_CAP = 1.1, 0.72  # a heading's line pitch and its capitals' height, per size


def head_block(size: float, lines: int) -> float:
    """The height of a heading's ink, from its capitals' top to its last line's descenders."""
    return size * (HEAD_LEADING * (lines - 1) + HEAD_CAP + DESCENT)


def head_max(lines: int) -> float:
    """The largest heading size whose `lines` lines keep the clearance above and below in a header row."""
    return (HEAD_ROW - HEAD_PAD) / head_block(1.0, lines)


def swatch_width(swatch: list[str]) -> float:
    """The squares and their gap before a heading's text (0 without swatch)."""
    return SWATCH * len(swatch) + SWATCH_GAP if swatch else 0.0


def head_fit(text: str, width: float, swatch: list[str]) -> Fitted | None:
    """A heading in its cell `width` wide beside its swatch: two lines at most, 7 pt at the least (HEAD_FONT)."""
    room = width - HEAD_PAD - swatch_width(swatch)
    fitted = fit(text, SANS_SEMIBOLD, room, max_size=HEAD_FONT[0], min_size=HEAD_FONT[1], max_lines=2)
    if fitted and fitted.size > head_max(len(fitted.lines)):  # two lines that tall touch the row's rules
        fitted = fit(text, SANS_SEMIBOLD, room, max_size=head_max(2), min_size=HEAD_FONT[1], max_lines=2)
    return fitted


def head_problem(text: str, width: float, swatch: list[str]) -> str | None:
    room = width - HEAD_PAD - swatch_width(swatch)
    high = min(HEAD_FONT[0], head_max(2))
    return text_problem(text, SANS_SEMIBOLD, room, max_size=high, min_size=HEAD_FONT[1], max_lines=2)


def head_crowded(text: str, width: float, swatch: list[str]) -> str | None:
    """The clearance finding of a heading that fits its cell only nearer its rules (and its swatch)
    than the clearance: the room each of its gaps would get at its least size, shared alike."""
    if head_fit(text, width, swatch) is not None:
        return None
    squares = SWATCH * len(swatch)
    tight = fit(text, SANS_SEMIBOLD, width - squares, max_size=HEAD_FONT[1], min_size=HEAD_FONT[1], max_lines=2)
    if tight is None:
        return None  # it does not fit at all: text.does-not-fit says so
    widest = max(text_width(line, SANS_SEMIBOLD, tight.size) for line in tight.lines)
    gaps = 3 if swatch else 2  # the two rules, and the swatch's side
    return clearance_problem(f"the heading „{text}”", (width - squares - widest) / gaps)


def note_fit(note: str, width: float) -> Fitted | None:
    return fit(note, SANS, width, max_size=NOTE_FONT[0], min_size=NOTE_FONT[1])
