"""The reading of a rulebook's or player aid's Markdown with markdown-it-py, into markup.py's blocks."""

from __future__ import annotations

import re
from contextvars import ContextVar
from functools import lru_cache
from html import unescape
from urllib.parse import unquote

from markdown_it import MarkdownIt
from markdown_it.token import Token

from generator.rulebook.blocks import (
    SIZE_FACTORS,
    SYMBOL_MARK,
    SYMBOL_SIZES,
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
    size_mark,
    symbol_mark,
    typographic,
)
from generator.rulebook.polish import NBSP, tie_short_words


@lru_cache(maxsize=1)
def parser() -> MarkdownIt:
    md = MarkdownIt("commonmark", {"typographer": True, "quotes": "„”‚’", "html": False})
    md.enable(["smartquotes", "table"])
    md.disable(["replacements"])  # it also turns "(c)" into ©; dashes and ellipses are ours
    md.disable(["html_block", "html_inline"])
    return md


_ONE_LETTER_END = re.compile(r"(?<![\w\-])([aiouwzAIOUWZ]|\d+|nr|s\.|zob\.)[ \t]+$")


def inline_markup(token: Token, problems: list[MarkupProblem], line: int) -> tuple[str, str]:
    """Reportlab markup and plain text of an inline token."""
    out: list[str] = []
    plain: list[str] = []
    opened: list[str] = []  # what each open link wrote: a colour's <font>, or nothing
    children = token.children or []
    for i, child in enumerate(children):
        kind = child.type
        grounded = any(GROUND in o for o in opened)  # inside a label on a ground: it never wraps
        if kind == "text":
            text = tie_short_words(typographic(child.content))
            if i + 1 < len(children):
                text = _ONE_LETTER_END.sub(lambda m: m.group(1) + NBSP, text)
            out.append(escape(text.replace(" ", NBSP) if grounded else text))
            plain.append(child.content)
        elif kind == "softbreak":
            previous = plain[-1] if plain else ""
            glue = NBSP if grounded or _ONE_LETTER_END.search(previous + " ") else " "
            out.append(glue)
            plain.append(" ")
        elif kind == "hardbreak":
            out.append("<br/>")
            plain.append("\n")
        elif kind == "strong_open":
            out.append("<b>")
        elif kind == "strong_close":
            out.append("</b>")
        elif kind == "em_open":
            out.append("<i>")
        elif kind == "em_close":
            out.append("</i>")
        elif kind == "code_inline":
            out.append(f'<font name="Sans-Semibold">{escape(child.content)}</font>')
            plain.append(child.content)
        elif kind == "link_open":
            opened.append(_colour_open(child, problems, line))
            out.append(opened[-1])
        elif kind == "link_close":
            closing = opened.pop() if opened else ""
            out.append((GROUND_PAD + "</font>") if GROUND in closing else "</font>" if closing else "")
        elif kind == "image" and str(child.attrs.get("src", "")).startswith("symbol:"):
            out.append(_symbol(child, "".join(out), problems, line))
        elif kind == "image":
            problems.append(
                MarkupProblem(
                    line,
                    "a figure must stand alone in its paragraph",
                    "rulebook.figure-inline",
                    child.attrs.get("src", ""),
                )
            )
        else:
            problems.append(
                MarkupProblem(line, f"unsupported inline markup '{kind}'", "rulebook.markup", child.content)
            )
    markup = tie_quotes("".join(out).strip(), _QUOTES_WHOLE.get())
    # a label on a ground: its own spaces inside the ground give way to GROUND_PAD
    markup = re.sub(rf"({GROUND}[^>]*>{GROUND_PAD})[ {NBSP}]+", r"\1", markup)
    markup = re.sub(rf"[ {NBSP}]+(?=(?:</b>)?{GROUND_PAD}</font>)", "", markup)
    return markup, "".join(plain).strip()


# A short quotation stays on one line: the words players and the arbiter say („proponuję graczowi”,
# „6 – gracz 3”, „pierwsza do 4”) and the titles a text points to („Kleksy i plany zakupów”) are read and
# copied whole, and one broken over a line's end read as two (r42 K minor 2: „gracz 6 pasuje – / dalej”, the
# dash at the line's end read as a parenthesis). Up to the rulebook's `quotes_whole` characters between the
# marks (read() sets it for the text it reads): a longer one, kept whole, would leave the line before it
# loosely justified; it breaks as any text.
_QUOTES_WHOLE: ContextVar[int] = ContextVar("quotes_whole", default=0)
_QUOTE = re.compile(r"„([^„”]*)”")
_TAG_OR_TEXT = re.compile(r"(<[^>]*>)|([^<]+)")


def tie_quotes(markup: str, limit: int) -> str:
    """`markup` (reportlab's) with the spaces inside each quotation of at most `limit` characters of text
    (its tags not counted) turned into no-break spaces; the tags themselves are left as they are."""

    def whole(match: re.Match) -> str:
        inside = match.group(1)
        text = re.sub(r"<[^>]*>", "", inside)
        if len(unescape(text)) > limit or " " not in text:
            return match.group(0)
        tied = _TAG_OR_TEXT.sub(lambda m: m.group(1) or m.group(2).replace(" ", NBSP), inside)
        return "„" + tied + "”"

    return _QUOTE.sub(whole, markup) if limit and "„" in markup else markup


_SYMBOL_NAME = re.compile(r"[a-z0-9-]+(?:@[0-9a-f]{6})?")  # NAME, or NAME@rrggbb: in that colour


def _symbol(child: Token, before: str, problems: list[MarkupProblem], line: int) -> str:
    """The mark of `![](symbol:NAME)` (blocks.symbol_mark), its alt text its size (SYMBOL_SIZES: none, a
    line; „diagram”): only at the start of its paragraph or cell, before any word, where the typesetter
    sets it beside the text (a symbol inside a line would need room reportlab's paragraphs do not keep)."""
    src = str(child.attrs.get("src", ""))
    name, alt = src[len("symbol:") :], child.content.strip()
    words = SYMBOL_MARK.sub("", before).strip(" " + NBSP)
    if words or not _SYMBOL_NAME.fullmatch(name) or alt not in SYMBOL_SIZES:
        why = "words before it" if words else f"expected 'symbol:NAME' and as its text one of {sorted(SYMBOL_SIZES)}"
        problems.append(
            MarkupProblem(line, f"symbol '{src}' must open its paragraph or cell: {why}", "rulebook.symbol", src)
        )
        return ""
    return symbol_mark(name, SYMBOL_SIZES[alt])


# a label on a ground (a board field's tile on an aid) keeps its text this far inside the ground at each
# end, two no-break spaces (1.2 mm at 8.5 pt): the ground is as wide as its text, and its own spaces at
# its ends (0.5–0.7 mm) crowded it (kit review r28, Rynek minor 2; the 1 mm rule, text.crowded). Its
# words are joined by no-break spaces: a label broken over two lines kept no room at the break, its
# second line's word on the ground's very edge (kit review r30, Przekręt minor 3: „RATUSZ /” above
# „KASYNO”); one longer than its line still breaks, and the aid's check finds it (aid_layout.ground_rooms)
GROUND_PAD = NBSP * 2
GROUND = "backColor="

_COLOUR = re.compile(r"colour:(#[0-9a-fA-F]{6})(?:/(#[0-9a-fA-F]{6}))?")


def _colour_open(link: Token, problems: list[MarkupProblem], line: int) -> str:
    """A link's opening: printed matter has no addresses, so the link text stays and the address goes,
    but `[text](colour:#INK)` sets the text in that ink and `[text](colour:#INK/#GROUND)` on that ground
    too, as a label in a colour of the game's pieces (a board field's tile on a player aid: kit review
    r25, Rynek minor 6). The colours come from the game's data; their contrast is the data's check."""
    href = str(link.attrs.get("href", ""))
    if href.startswith("size:"):
        return _size_open(href, problems, line)
    if not href.startswith("colour:"):
        return ""
    match = _COLOUR.fullmatch(href)
    if match is None:
        problems.append(
            MarkupProblem(
                line, f"colour '{href}': expected 'colour:#RRGGBB' or 'colour:#RRGGBB/#RRGGBB'", "rulebook.markup", href
            )
        )
        return ""
    ink, ground = match.groups()
    if not ground:
        return f'<font color="{ink}">'
    # in the sans face wherever it stands, as on the board (r28, R minor 2: in a serif line it was serif)
    return f'<font name="Sans" color="{ink}" {GROUND}"{ground}">{GROUND_PAD}'


def _size_open(href: str, problems: list[MarkupProblem], line: int) -> str:
    """`[text](size:F)`: the text F times its paragraph's size (blocks.size_mark), F within SIZE_FACTORS."""
    try:
        factor = float(href[len("size:") :])
    except ValueError:
        factor = 0.0
    low, high = SIZE_FACTORS
    if not low <= factor <= high:
        problems.append(
            MarkupProblem(
                line, f"size '{href}': expected 'size:F', F from {low:g} to {high:g}", "rulebook.markup", href
            )
        )
        return ""
    return size_mark(factor)


def _figure(token: Token) -> Token | None:
    children = [c for c in token.children or [] if not (c.type == "text" and not c.content.strip())]
    if len(children) == 1 and children[0].type == "image":
        return children[0]
    return None


def read(text: str, quotes_whole: int = 0) -> tuple[list[Block], list[MarkupProblem]]:
    """The blocks of a Markdown text, and its problems; quotations of up to `quotes_whole` characters kept
    whole (tie_quotes)."""
    tokens = parser().parse(text)
    problems: list[MarkupProblem] = []
    kept = _QUOTES_WHOLE.set(quotes_whole)
    try:
        blocks, _ = _blocks(tokens, 0, None, problems)
    finally:
        _QUOTES_WHOLE.reset(kept)
    _check_keeps(blocks, problems)
    return blocks, problems


def _check_keeps(blocks: list[Block], problems: list[MarkupProblem]) -> None:
    """Each `keep:NAME` closed by its `keep-end:NAME` at the same level, none inside another."""
    opened: Keep | None = None
    for block in blocks:
        if not isinstance(block, Keep):
            continue
        if not block.end and opened is None:
            opened = block
        elif block.end and opened is not None and block.name == opened.name:
            opened = None
        else:
            what = f"'keep-end:{block.name}'" if block.end else f"'keep:{block.name}'"
            expected = f"'keep-end:{opened.name}' first" if opened else "a 'keep:' before it"
            problems.append(MarkupProblem(block.line, f"{what}: expected {expected}", "rulebook.keep", block.name))
    if opened is not None:
        problems.append(
            MarkupProblem(
                opened.line,
                f"'keep:{opened.name}' is never closed: expected 'keep-end:{opened.name}'",
                "rulebook.keep",
                opened.name,
            )
        )


def _line(token: Token) -> int:
    return token.map[0] + 1 if token.map else 1


def _blocks(tokens: list[Token], i: int, close: str | None, problems: list[MarkupProblem]) -> tuple[list[Block], int]:
    out: list[Block] = []
    while i < len(tokens):
        token = tokens[i]
        if close and token.type == close:
            return out, i + 1
        line = _line(token)
        if token.type == "heading_open":
            markup, plain = inline_markup(tokens[i + 1], problems, line)
            out.append(Heading(int(token.tag[1]), markup, plain, line))
            i += 3
        elif token.type == "paragraph_open":
            inline = tokens[i + 1]
            image = _figure(inline)
            if image is not None and not str(image.attrs.get("src", "")).startswith("symbol:"):
                src = image.attrs.get("src", "")
                caption_token = Token("inline", "", 0, children=image.children or [])
                caption, _ = inline_markup(caption_token, problems, line)
                if str(src).startswith("anchor:") and str(src)[7:]:
                    out.append(Anchor(unquote(str(src)[7:]), line))
                elif str(src).startswith("end:") and str(src)[4:]:  # the end of a range: where the text before ends
                    out.append(Anchor(unquote(str(src)[4:]), line, end=True))
                elif str(src).startswith(("keep:", "keep-end:")) and str(src).split(":", 1)[1]:
                    kind, name = str(src).split(":", 1)  # blocks kept together, up to the matching end
                    out.append(Keep(unquote(name), line, end=kind == "keep-end"))
                elif str(src).startswith("sheet:") and str(src)[6:]:  # a new sheet, its first page a target
                    out += [PageBreak(line, sheet=True), Anchor(unquote(str(src)[6:]), line)]
                elif not str(src).startswith("figure:") or not str(src)[7:]:
                    problems.append(
                        MarkupProblem(
                            line,
                            f"image '{src}': expected 'figure:NAME', a figure declared in the rulebook's YAML",
                            "rulebook.figure-source",
                            str(src),
                        )
                    )
                else:
                    out.append(FigureRef(str(src)[7:], caption, line))
            else:
                markup, _ = inline_markup(inline, problems, line)
                out.append(Para(markup, line))
            i += 3
        elif token.type in ("bullet_list_open", "ordered_list_open"):
            ordered = token.type == "ordered_list_open"
            start = int(token.attrs.get("start", 1)) if ordered else 1
            items, i = _list_items(tokens, i + 1, token.type.replace("_open", "_close"), problems)
            out.append(ListBlock(ordered, start, items, line))
        elif token.type == "table_open":
            table, i = _table(tokens, i + 1, problems, line)
            out.append(table)
        elif token.type == "blockquote_open":
            inner, i = _blocks(tokens, i + 1, "blockquote_close", problems)
            out.append(Note(inner, line))
        elif token.type == "hr":
            out.append(PageBreak(line))
            i += 1
        elif token.type in ("fence", "code_block"):
            problems.append(
                MarkupProblem(
                    line,
                    "code blocks are not supported in a rulebook",
                    "rulebook.markup",
                    token.content.strip().splitlines()[0] if token.content.strip() else "",
                )
            )
            i += 1
        else:
            problems.append(MarkupProblem(line, f"unsupported Markdown '{token.type}'", "rulebook.markup"))
            i += 1
    return out, i


def _list_items(
    tokens: list[Token], i: int, close: str, problems: list[MarkupProblem]
) -> tuple[list[list[Block]], int]:
    items: list[list[Block]] = []
    while i < len(tokens) and tokens[i].type != close:
        if tokens[i].type == "list_item_open":
            inner, i = _blocks(tokens, i + 1, "list_item_close", problems)
            items.append(inner)
        else:
            i += 1
    return items, i + 1


def _align(token: Token) -> str:
    style = str(token.attrs.get("style", ""))
    for value in ("right", "center", "left"):
        if f"text-align:{value}" in style:
            return value
    return ""


def _table(tokens: list[Token], i: int, problems: list[MarkupProblem], line: int) -> tuple[TableBlock, int]:
    header: list[str] = []
    plain_header: list[str] = []
    rows: list[list[str]] = []
    align: list[str] = []
    row: list[str] = []
    in_head = False
    while tokens[i].type != "table_close":
        token = tokens[i]
        if token.type == "thead_open":
            in_head = True
        elif token.type == "thead_close":
            in_head = False
        elif token.type == "tr_open":
            row = []
        elif token.type == "tr_close":
            if in_head:
                header = row
            else:
                rows.append(row)
        elif token.type in ("th_open", "td_open"):
            if in_head:
                align.append(_align(token))
            markup, plain = inline_markup(tokens[i + 1], problems, line)
            row.append(markup)
            if in_head:
                plain_header.append(plain)
            i += 2
        i += 1
    table = TableBlock(header, rows, align, line, plain_header)
    _auto_align(table)
    return table, i + 1


_NUMERIC = re.compile(r"^[−+\-]?[\d\u00a0 ]+(,\d+)?(\u00a0?(%|mm|zł|pkt))?$|^[–—-]$|^$")


def _auto_align(table: TableBlock) -> None:
    """Columns whose cells are all numbers are right-aligned unless the author chose otherwise."""
    for col, chosen in enumerate(table.align):
        if chosen:
            continue
        cells = [row[col] for row in table.rows if col < len(row)]
        if cells and all(_NUMERIC.match(re.sub(r"<[^>]+>", "", c)) for c in cells) and any(cells):
            table.align[col] = "right"
        else:
            table.align[col] = "left"
