"""Drawing helpers shared by Kolekcjonerzy's paper sheets: half-page forms, ruled tables, Polish
number words. Pure layout; the content comes from the kinds that call it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from reportlab.lib import colors

from generator.draw.fonts import SANS, SANS_BOLD, SANS_SEMIBOLD, SERIF_BOLD, text_width
from generator.draw.pdf import FORM_TINT, INK, draw_cut_grid
from generator.draw.text import Fitted, fit
from generator.games.kolekcjonerzy.form_boxes import Box, cell_fit, halves, head_fit  # noqa: F401  (the forms import Box and halves from here)
from generator.layout.imposition import INK_SAFETY
from generator.model.units import mm
from generator.model.vocab import counted  # NBSP keeps a number with its word at a line break

RULE = colors.HexColor("#8c8273")  # table rules: visible on any printer, lighter than text
FAINT = FORM_TINT  # header fills (kit review r32: a form written on every game keeps light)
# the share of white in a tier's row fill on a form written on every game (the arbiter's sheet, the point
# table): a 5 % tint tells the tiers apart beside their badges, where 12–15 % covered 38–66 % of the sheet
WRITTEN_TINT = 0.95
MUTED = colors.HexColor("#5d564c")  # secondary text
PENCIL = "Pisz ołówkiem"  # the forms are written on in every game and rubbed out, like the offer slips


# "5 żetonów": Kolekcjonerzy's forms always print the count with its noun, never split at a break
plural = counted


def tokens_pl(n: int) -> str:
    return plural(n, "żeton", "żetony", "żetonów")


def points_pl(n: int) -> str:
    return plural(n, "punkt", "punkty", "punktów")


def exhibits_pl(n: int) -> str:
    return plural(n, "eksponat", "eksponaty", "eksponatów")


def players_pl(n: int) -> str:
    return plural(n, "gracz", "graczy", "graczy")


def band_text(low: int, high: int) -> str:
    return f"{low}" if low == high else f"{low}–{high}"


# the dashed line down the middle is the sheet's one cut cue: no label beside it, which would stay on the margin of one
# of the two finished copies (kit review r43, K minor 4: „tnij tutaj” 0.4–2.9 mm above the line, on the plan's and
# the price list's edge); the guide names the line by where it runs
HALVES_GUIDE = "Przetnij każdy arkusz na pół wzdłuż przerywanej linii pośrodku (na arkuszu są dwa egzemplarze)."


def cut_line(c, page_w: float, page_h: float, margin: float) -> None:
    """Dashed cut line down the middle of a landscape sheet, from margin to margin: nothing beside it, both
    halves a finished copy up to the line."""
    bottom, top = margin + INK_SAFETY, page_h - margin - INK_SAFETY
    draw_cut_grid(c, [page_w / 2], [bottom, top], RULE)


@dataclass(frozen=True)
class Column:
    heading: str
    width: float  # points
    align: str = "left"  # left, centre, right


Cell = str | Callable[[object, float, float, float, float], None] | None


def table(
    c,
    x: float,
    top: float,
    columns: Sequence[Column],
    rows: Sequence[Sequence[Cell]],
    *,
    row_h: float,
    head_h: float | None = None,
    font: str = SANS,
    size: float = 8.5,
    head_size: float = 7,
    fills: Sequence[colors.Color | None] | None = None,
    bold_columns: Sequence[int] = (),
) -> float:
    """A ruled table; returns the y of its bottom edge. A cell is text, a drawing function
    (canvas, x, y, w, h) or None (blank, to be written in by hand)."""
    head_h = head_h or row_h
    width = sum(col.width for col in columns)
    c.saveState()
    c.setFillColor(FAINT)
    c.rect(x, top - head_h, width, head_h, stroke=0, fill=1)
    c.setFillColor(INK)
    cx = x
    for col in columns:
        if col.heading:
            fitted = _fitted(head_fit(col.heading, col.width, head_size), col.heading)
            c.setFont(SANS_SEMIBOLD, fitted.size)
            _text(c, col.heading, cx, col.width, top - head_h / 2 - fitted.size * 0.35, col.align)
        cx += col.width
    y = top - head_h
    for r, row in enumerate(rows):
        fill = fills[r] if fills else None
        if fill is not None:
            c.setFillColor(fill)
            c.rect(x, y - row_h, width, row_h, stroke=0, fill=1)
        cx = x
        for i, (col, cell) in enumerate(zip(columns, row)):
            if callable(cell):
                cell(c, cx, y - row_h, col.width, row_h)
            elif cell:
                face = SANS_BOLD if i in bold_columns else font
                fitted = _fitted(cell_fit(cell, face, col.width, size), cell)
                c.setFillColor(INK)
                c.setFont(face, fitted.size)
                _text(c, cell, cx, col.width, y - row_h / 2 - fitted.size * 0.35, col.align)
            cx += col.width
        y -= row_h
    # rules: outer box, row lines, column lines
    c.setStrokeColor(RULE)
    c.setLineWidth(0.4)
    c.rect(x, y, width, top - y, stroke=1, fill=0)
    c.setLineWidth(0.25)
    for r in range(len(rows) + 1):
        yy = top - head_h - r * row_h
        c.line(x, yy, x + width, yy)
    cx = x
    for col in columns[:-1]:
        cx += col.width
        c.line(cx, y, cx, top)
    c.restoreState()
    return y


def _fitted(fitted: Fitted | None, text: str) -> Fitted:
    """A table's text fits at 6 pt or more: the checks report data that would not (else a bug)."""
    if fitted is None:
        raise AssertionError(f"table text '{text}' does not fit its column at 6 pt: the check should have reported it")
    return fitted


def _text(c, text: str, x: float, w: float, baseline: float, align: str) -> None:
    pad = mm(1.2)
    if align == "centre":
        c.drawCentredString(x + w / 2, baseline, text)
    elif align == "right":
        c.drawRightString(x + w - pad, baseline, text)
    else:
        c.drawString(x + pad, baseline, text)


def paragraph(
    c,
    text: str,
    x: float,
    top: float,
    width: float,
    *,
    font: str = SANS,
    size: float = 8,
    leading: float = 1.3,
    color=INK,
) -> float:
    """Left-aligned wrapped text; returns the y below its last line."""
    words, line, y = [w for w in text.split(" ") if w], "", top - size  # NBSP binds "1 żeton"
    c.saveState()
    c.setFillColor(color)
    c.setFont(font, size)
    for word in words:
        trial = f"{line} {word}".strip()
        if line and text_width(trial, font, size) > width:
            c.drawString(x, y, line)
            y -= size * leading
            line = word
        else:
            line = trial
    if line:
        c.drawString(x, y, line)
        y -= size * leading
    c.restoreState()
    return y + size * leading - size * 0.35  # just below the last line's descenders


def wrapped_height(text: str, width: float, *, font: str = SANS, size: float = 8, leading: float = 1.3) -> float:
    """Height `paragraph` needs for the text."""
    words, lines, line = [w for w in text.split(" ") if w], 0, ""
    for word in words:
        trial = f"{line} {word}".strip()
        if line and text_width(trial, font, size) > width:
            lines += 1
            line = word
        else:
            line = trial
    return (lines + (1 if line else 0)) * size * leading


def section(c, x: float, top: float, w: float, text: str) -> float:
    """A block's name in bold on a form (a plan's part, the arbiter's end-of-game clock); returns the y below."""
    c.setFont(SANS_BOLD, 9)
    c.setFillColor(INK)
    c.drawString(x, top - 9, text)
    return top - mm(5)


def heading(
    c, x: float, top: float, title: str, subtitle: str, width: float, *, size: float = 17, pencil: bool | str = True
) -> float:
    """Form title (serif) with the game's name above it and, on a form written on (`pencil`), „Pisz
    ołówkiem” flush right (a form whose words are its data's: those words); returns the y below."""
    c.saveState()
    c.setFillColor(MUTED)
    c.setFont(SANS_SEMIBOLD, 7)
    c.drawString(x, top - 7, subtitle.upper())
    if pencil:
        c.setFont(SANS, 7)
        c.drawRightString(x + width, top - 7, pencil if isinstance(pencil, str) else PENCIL)
    fitted = fit(title, SERIF_BOLD, width, max_size=size, min_size=10)
    c.setFillColor(INK)
    c.setFont(SERIF_BOLD, fitted.size if fitted else 10)
    c.drawString(x, top - 9 - (fitted.size if fitted else 10), title)
    c.restoreState()
    return top - 12 - (fitted.size if fitted else 10)


WRITE_IN_SIZE = 8.5  # pt, a write-in line's label


def write_in(c, x: float, y: float, label: str, width: float, *, size: float = WRITE_IN_SIZE) -> None:
    """A label followed by a line to write on, `width` long in all; no label: the line alone, from `x`
    (a field's second line)."""
    c.saveState()
    c.setFillColor(INK)
    c.setFont(SANS, size)
    c.drawString(x, y, label)
    start = x + text_width(label, SANS, size) + mm(1.5) if label else x
    c.setStrokeColor(RULE)
    c.setLineWidth(0.4)
    c.line(start, y - 1.5, x + width, y - 1.5)
    c.restoreState()


def tier_fill(hex_color: str, amount: float = 0.86) -> colors.Color:
    r, g, b = (int(hex_color[i : i + 2], 16) / 255 for i in (1, 3, 5))
    return colors.Color(r + (1 - r) * amount, g + (1 - g) * amount, b + (1 - b) * amount)
