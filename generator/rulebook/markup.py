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
from functools import lru_cache

from .blocks import (Block, FigureRef, Heading, ListBlock, MarkupProblem, Note, PageBreak, Para,  # noqa: F401
                     TableBlock, escape, typographic)
from .. import parsed


READER = "generator.rulebook.markdown_reader"      # markdown-it's reading: imported when a text is read


def parse(text: str) -> tuple[list[Block], list[MarkupProblem]]:
    """The blocks of a Markdown text and its problems. A text is parsed once per process (a player
    aid's is checked, then rendered; nothing changes parsed blocks after parsing), and a text read
    clean before is recalled from the parsed files (parsed.py): its blocks follow from the text and
    our code alone (the key names markdown-it's version), so markdown-it is not even imported."""
    blocks, problems = _parsed(text)
    return list(blocks), list(problems)


BLOCKS = (Heading, Para, ListBlock, TableBlock, FigureRef, Note, PageBreak)


@lru_cache(maxsize=32)
def _parsed(text: str) -> tuple[tuple[Block, ...], tuple[MarkupProblem, ...]]:
    key = parsed.key("markdown", text.encode("utf-8", "surrogatepass"))
    recalled = parsed.recall(key)
    if isinstance(recalled, tuple) and all(isinstance(block, BLOCKS) for block in recalled):
        return recalled, ()
    blocks, problems = importlib.import_module(READER).read(text)
    if not problems:      # only a clean reading is kept: problems are found again, and said again
        parsed.remember(key, tuple(blocks))
    return tuple(blocks), tuple(problems)
