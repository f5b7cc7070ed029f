"""Markdown (CommonMark + tables, read by markdown-it-py in markdown_reader.py) → a small tree of
rulebook blocks.

Polish typography is applied as the text is read: „quotes”, en dashes for `--`, an ellipsis for
`...`, and no-break spaces after one-letter words. Inline text becomes reportlab paragraph markup (escaped,
with <b>/<i>). Blocks the typesetter does not know are reported as problems, never dropped.

Extensions, all plain CommonMark syntax:
- `![caption](figure:NAME)` alone in a paragraph: a figure declared in the rulebook's YAML;
- a block quote: a shaded box (examples, notes);
- a thematic break (`---`): start a new page.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Union



@dataclass
class Heading:
    level: int
    markup: str
    text: str            # plain text: table of contents, running head, bookmarks
    line: int


@dataclass
class Para:
    markup: str
    line: int


@dataclass
class ListBlock:
    ordered: bool
    start: int
    items: list[list["Block"]]
    line: int


@dataclass
class TableBlock:
    header: list[str]
    rows: list[list[str]]
    align: list[str]        # "left", "right", "center" per column
    line: int
    plain_header: list[str] = field(default_factory=list)


@dataclass
class FigureRef:
    name: str
    caption: str            # paragraph markup
    line: int


@dataclass
class Note:
    blocks: list["Block"]
    line: int


@dataclass
class PageBreak:
    line: int


Block = Union[Heading, Para, ListBlock, TableBlock, FigureRef, Note, PageBreak]


@dataclass(frozen=True)
class MarkupProblem:
    line: int            # 1-based line in the Markdown text
    message: str
    rule: str
    needle: str = ""     # a snippet to find the template line by


def typographic(text: str) -> str:
    """'--' → en dash, '---' → em dash, '...' → ellipsis (only these; '(c)' stays as written)."""
    return text.replace("---", "—").replace("--", "–").replace("...", "…")


def escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


READER = "generator.rulebook.markdown_reader"      # markdown-it's reading: imported when a text is read


def parse(text: str) -> tuple[list[Block], list[MarkupProblem]]:
    """The blocks of a Markdown text and its problems. A text is parsed once per process (a player
    aid's is checked, then rendered; nothing changes parsed blocks after parsing)."""
    blocks, problems = _parsed(text)
    return list(blocks), list(problems)


BLOCKS = (Heading, Para, ListBlock, TableBlock, FigureRef, Note, PageBreak)


@lru_cache(maxsize=32)
def _parsed(text: str) -> tuple[tuple[Block, ...], tuple[MarkupProblem, ...]]:
    blocks, problems = importlib.import_module(READER).read(text)
    return tuple(blocks), tuple(problems)
