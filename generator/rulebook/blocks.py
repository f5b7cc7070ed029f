"""The tree of rulebook blocks that Markdown is read into (markup.py reads it, with
markdown_reader.py): headings, paragraphs, lists, tables, figures, notes, page breaks, and the
problems found while reading. Plain data; imports nothing of drukarnia."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

# a symbol opening a paragraph or a table cell (`![](symbol:NAME)`: a line tall; `![diagram](symbol:NAME)`:
# DIAGRAM lines, a small drawing beside a paragraph of two or three lines),
# as the markup carries it to the typesetter, which draws it beside the text (symbols.py): characters of
# Unicode's private use area, which no text of ours holds and reportlab's markup parser never sees
SYMBOL_MARK = re.compile("\ue000(?P<name>[a-z0-9-]+)\ue001(?P<size>[0-9.]+)\ue002")


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


Block = Heading | Para | ListBlock | TableBlock | FigureRef | Note | PageBreak | Anchor


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
