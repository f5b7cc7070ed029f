"""Where Kolekcjonerzy's half-sheet forms go on a landscape sheet: plain geometry, no drawing (the
price list's check measures its columns with it; forms.py draws)."""

from __future__ import annotations

# A half of a landscape A4 (or Letter) sheet: (x, y, width, height) of the form's box.
Box = tuple[float, float, float, float]


def halves(page_w: float, page_h: float, margin: float, gutter: float) -> tuple[Box, Box]:
    """Two portrait forms side by side on a landscape sheet: each keeps `margin` from the paper edge
    and `gutter` from the cut line in the middle."""
    half = page_w / 2
    w = half - margin - gutter
    h = page_h - 2 * margin
    return (margin, margin, w, h), (half + gutter, margin, w, h)


def grid(page_w: float, page_h: float, margin: float, columns: int, rows: int) -> list[Box]:
    """`columns` × `rows` equal boxes filling the page inside `margin`, butted (one cut serves two),
    listed row by row from the top left."""
    w = (page_w - 2 * margin) / columns
    h = (page_h - 2 * margin) / rows
    return [(margin + col * w, page_h - margin - (row + 1) * h, w, h) for row in range(rows) for col in range(columns)]
