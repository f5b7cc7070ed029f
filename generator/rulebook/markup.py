"""Markdown (CommonMark + tables, read by markdown-it-py in markdown_reader.py) → a small tree of
rulebook blocks.

Polish typography is applied as the text is read: „quotes”, en dashes for `--`, an ellipsis for
`...`, and no-break spaces after one-letter words. Inline text becomes reportlab paragraph markup (escaped,
with <b>/<i>). Blocks the typesetter does not know are reported as problems, never dropped.

Extensions, all plain CommonMark syntax:
- `![caption](figure:NAME)` alone in a paragraph: a figure declared in the rulebook's YAML;
- `![](<anchor:NAME>)` alone in a paragraph (what `{{ anchor("NAME") }}` writes): `page("NAME")`
  names the page where the next block starts (a table, a list, a figure), as it does a heading's;
- `![](<end:NAME>)` alone in a paragraph (what `{{ anchor("NAME", end=True) }}` writes): `page("NAME")`
  names the page where the text before it ends, the last page of a range (`page.span`);
- a block quote: a shaded box (examples, notes);
- a thematic break (`---`): start a new page;
- `[text](colour:#INK)` or `[text](colour:#INK/#GROUND)`: the text in that ink (on that ground), a label in a
  game's colours; `[text](size:F)`: the text F times its paragraph's size (a player aid's costs as big
  figures); any other link keeps its text and loses its address;
- `![](symbol:NAME)` (`![2.5](symbol:NAME)`: 2.5 lines tall) opening a paragraph or a table cell: a
  symbol of the board symbols' registry drawn left of the text (symbols.py), a game's own among them;
- `![](<keep:NAME>)` … `![](<keep-end:NAME>)`, each alone in a paragraph: the blocks between them stay on one
  page (one column), as a heading stays with its lead-in and table (flow.kept);
- `![](<sheet:NAME>)` alone in a paragraph (what `{{ appendix() }}` writes): start a new sheet (the
  next odd page, a blank back left before it), its first page a target like an anchor's.
"""

from __future__ import annotations

from functools import lru_cache

from generator.rulebook import markdown_reader
from generator.rulebook.blocks import (  # noqa: F401
    Anchor,
    Block,
    FigureRef,
    Heading,
    Keep,
    ListBlock,
    MarkupProblem,
    Note,
    PageBreak,
    Para,
    TableBlock,
    escape,
    leading_symbols,
    sized,
    typographic,
)


def parse(text: str, quotes_whole: int = 0) -> tuple[list[Block], list[MarkupProblem]]:
    """The blocks of a Markdown text and its problems, quotations of up to `quotes_whole` characters kept
    whole. A text is parsed once per process (a player aid's is checked, then rendered; nothing changes
    parsed blocks after parsing)."""
    blocks, problems = _parsed(text, quotes_whole)
    return list(blocks), list(problems)


BLOCKS = (Heading, Para, ListBlock, TableBlock, FigureRef, Note, PageBreak, Anchor, Keep)


@lru_cache(maxsize=32)
def _parsed(text: str, quotes_whole: int) -> tuple[tuple[Block, ...], tuple[MarkupProblem, ...]]:
    blocks, problems = markdown_reader.read(text, quotes_whole)
    return tuple(blocks), tuple(problems)
