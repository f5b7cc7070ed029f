"""A rulebook's tables: which Markdown tables standing one after another share their column widths,
and how wide each column is – pure arithmetic on the cells' words (builder.py's Builder lays them out)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable

from generator.draw.fonts import SANS_BOLD
from generator.rulebook import markup as md


def headed(block: md.TableBlock) -> bool:
    """Whether the table has a header row: a Markdown table needs one, and one whose cells are all
    empty (`| | |`) stands for none (a table of no rows keeps it, to have a row)."""
    return any(cell.strip() for cell in block.plain_header or block.header) or not block.rows


# a header cell that holds only this joins the cell on its left: one caption over several columns, as a form
# prints a rubric over its boxes (r41 R rulebook minor 8: the register row's captions fell apart word by word)
JOINED = "<<"


def header_spans(block: md.TableBlock) -> dict[int, int]:
    """Column → how many columns its header cell covers, for each header cell the cells after it join (JOINED)."""
    plain = block.plain_header or block.header
    spans: dict[int, int] = {}
    first = None
    for i, text in enumerate(plain):
        if text.strip() == JOINED and first is not None:
            spans[first] = spans.get(first, 1) + 1
        else:
            first = i
    return spans


def table_run(blocks: Sequence[md.Block], index: int) -> list[md.TableBlock]:
    """The tables that stand one after another round blocks[index] with as many columns as it has:
    they share their column widths, so one table's columns sit under the other's (kit review r14:
    the player aid's two tables were offset by 1–2 mm)."""
    cols = len(blocks[index].header)

    def same(i: int) -> bool:
        return 0 <= i < len(blocks) and isinstance(blocks[i], md.TableBlock) and len(blocks[i].header) == cols

    first, last = index, index
    while same(first - 1):
        first -= 1
    while same(last + 1):
        last += 1
    return list(blocks[first : last + 1])


WRAPPED_COLUMNS = 3  # a table of at most this many columns may wrap its cells' lines in a column of text


def fits_column(data: list[list[Flowable]], width: float) -> bool:
    """Whether a table is set in a column of text `width` wide: its lines fit it unbroken, or it has at most
    WRAPPED_COLUMNS columns and its longest words fit (it breaks its cells' lines); else it spans both
    columns (columns.py): a table of many columns squeezed into one would break its numbers and words."""
    natural, minimum = _natural_and_minimum(data)
    return sum(natural) <= width or (len(natural) <= WRAPPED_COLUMNS and sum(minimum) <= width)


def column_widths(data: list[list[Flowable]], width: float) -> list[float]:
    """Natural widths (longest word ≤ column ≤ longest line), shrunk proportionally to fit."""
    natural, minimum = _natural_and_minimum(data)
    total = sum(natural)
    if total <= width:
        return natural
    # give every column its minimum, share the rest in proportion to what each still wants
    spare = width - sum(minimum)
    if spare <= 0:
        return [width * m / sum(minimum) for m in minimum]
    wants = [n - m for n, m in zip(natural, minimum)]
    return [m + spare * w / sum(wants) for m, w in zip(minimum, wants)]


# a page reference's number („s. 8”, „s. 4–5”, „s. 4 i 5”) as a column is measured: at two digits, as the
# first layout guesses every page (deferred.GUESS_PAGE), so that a table's columns do not depend on where
# the pages fell, and a rulebook laid out once prints the lines of one laid out until its numbers agree
PAGE_NUMBER = re.compile(r"(?<=s\.[ \u00a0])\d\b|(?<=s\.[ \u00a0]\d[–-])\d\b|(?<=s\.[ \u00a0]\d i )\d\b")


def measured(text: str) -> str:
    """The text whose width a column takes: its page references at two digits."""
    return PAGE_NUMBER.sub("00", text)


def _natural_and_minimum(data: list[list[Flowable]]) -> tuple[list[float], list[float]]:
    """Each column's natural width (its longest line) and least width (its longest word), padding included."""
    cols = len(data[0])
    natural = [0.0] * cols
    minimum = [0.0] * cols
    for row in data:
        for i, cell in enumerate(row):
            # a caption over several columns (tables.JOINED) asks each of them for an equal share of its widths
            count = getattr(cell, "columns_spanned", 1)
            # a cell opened by symbols (symbols.Beside, symbols.Symbols): their width and its words
            pad = 8.5 + getattr(cell, "symbols_width", 0.0)
            para = getattr(cell, "words", cell)
            if para is None:
                natural[i], minimum[i] = max(natural[i], pad), max(minimum[i], pad)
                continue
            text = measured(para.getPlainText())
            font, size = para.style.fontName, para.style.fontSize
            if "<b>" in para.text:
                font = SANS_BOLD
            words = text.split(" ") or [""]  # a no-break space (1\u00a0200\u00a0000) keeps a word whole
            line = stringWidth(text, font, size) + pad
            word = max(stringWidth(w, font, size) for w in words) + pad
            for j in range(i, i + count):
                natural[j] = max(natural[j], line / count)
                minimum[j] = max(minimum[j], word / count)
    return natural, minimum
