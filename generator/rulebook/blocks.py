"""The tree of rulebook blocks that Markdown is read into (markup.py reads it, with
markdown_reader.py): headings, paragraphs, lists, tables, figures, notes, page breaks, and the
problems found while reading. Plain data; imports nothing of drukarnia."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

# a symbol opening a paragraph or a table cell (`![](symbol:NAME)`: a line tall; `![diagram](symbol:NAME)`:
# DIAGRAM lines, a small drawing beside a paragraph of two or three lines),
# as the markup carries it to the typesetter, which draws it beside the text (symbols.py): characters of
# Unicode's private use area, which no text of ours holds and reportlab's markup parser never sees. A name may
# end in its own colour, `NAME@rrggbb` (a theme's icon in the theme's colour on an aid, as on the pieces: r36 AS
# kit minor 6), drawn in it instead of the text's accent (symbols.Symbols)
SYMBOL_MARK = re.compile("\ue000(?P<name>[a-z0-9-]+(?:@[0-9a-f]{6})?)\ue001(?P<size>[0-9.]+)\ue002")


DIAGRAM = 2.4
SYMBOL_SIZES = {"": 1.0, "diagram": DIAGRAM}  # a symbol's alt text: its size in lines


def symbol_mark(name: str, size: float = 1.0) -> str:
    return f"\ue000{name}\ue001{size:g}\ue002"


def leading_symbols(markup: str) -> tuple[list[tuple[str, float]], str]:
    """(the symbols that open `markup`, as (name, size in lines), the markup after them)."""
    found: list[tuple[str, float]] = []
    rest = markup.lstrip()
    while (mark := SYMBOL_MARK.match(rest)) is not None:
        found.append((mark.group("name"), float(mark.group("size"))))
        rest = rest[mark.end() :].lstrip(" \u00a0")
    return found, rest


# a run set larger than its paragraph (`[text](size:2)`: twice the paragraph's size; a player aid's costs,
# read at arm's length, kit review r30, Rynek major 1), carried to the typesetter as a font tag whose size is
# a mark: reportlab's markup knows sizes in points only, and the paragraph's size is the typesetter's
# (`sized` resolves it against the paragraph's style)
SIZE_MARK = re.compile('size="\ue003(?P<factor>[0-9.]+)"')
SIZE_FACTORS = (1.0, 4.0)  # the least and the most a run may be grown


def size_mark(factor: float) -> str:
    return f'<font size="\ue003{factor:g}">'


def sized(markup: str, size: float) -> tuple[str, bool]:
    """`markup` with its size marks resolved against a paragraph of `size` pt, and whether it had any (its
    lines then take their leading from their largest run)."""
    resolved, found = SIZE_MARK.subn(lambda m: f'size="{float(m.group("factor")) * size:.2f}"', markup)
    return resolved, found > 0


@dataclass
class Heading:
    level: int
    markup: str
    text: str  # plain text: table of contents, running head, bookmarks
    line: int


@dataclass
class Para:
    markup: str
    line: int


@dataclass
class ListBlock:
    ordered: bool
    start: int
    items: list[list[Block]]
    line: int


@dataclass
class TableBlock:
    header: list[str]
    rows: list[list[str]]
    align: list[str]  # "left", "right", "center" per column
    line: int
    plain_header: list[str] = field(default_factory=list)


@dataclass
class FigureRef:
    name: str
    caption: str  # paragraph markup
    line: int


@dataclass
class Note:
    blocks: list[Block]
    line: int


@dataclass
class PageBreak:
    line: int
    sheet: bool = False  # start a new sheet: the next front (odd) page of the double-sided book


@dataclass
class Anchor:
    """A target of page references other than a heading: the page where the next block starts, or
    (`end`) where the text before it ends: the last page of a range (PageRefs.span)."""

    name: str
    line: int
    end: bool = False


@dataclass
class Keep:
    """The start (or, `end`, the end) of blocks kept on one page, or in one column: a worked example's heading,
    lead-in and tables (r36 Art Society rulebook minor 2, „Przykład punktacji” torn over pp. 8–9)."""

    name: str
    line: int
    end: bool = False


Block = Heading | Para | ListBlock | TableBlock | FigureRef | Note | PageBreak | Anchor | Keep


@dataclass(frozen=True)
class MarkupProblem:
    line: int  # 1-based line in the Markdown text
    message: str
    rule: str
    needle: str = ""  # a snippet to find the template line by


def typographic(text: str) -> str:
    """'--' → en dash, '---' → em dash, '...' → ellipsis (only these; '(c)' stays as written)."""
    return text.replace("---", "—").replace("--", "–").replace("...", "…")


def escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
