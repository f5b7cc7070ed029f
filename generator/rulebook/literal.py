"""Numbers typed into rulebook prose (templates and decision texts) are findings: every number a
player reads must come from the data, so the rulebook cannot disagree with the components."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import jinja2
from jinja2 import nodes as jnodes

from generator.model.findings import Findings, Location
from generator.rulebook.template import RulebookEnvironment, locate, make_environment, search_roots

_LITERAL_NUMBER = re.compile(r"(?<![\w.,/#:-])\d+(?:[.,]\d+)*(?![\w])")
_LIST_MARKER = re.compile(r"^\s*\d+[.)]\s")


def literal_numbers(root: Path, name: str, findings: Findings, seen: set[str] | None = None) -> None:
    """A number typed into a template's prose is a finding: it must come from the data.

    Ordered-list markers ('1. ') are allowed; numbers inside `{{ }}`/`{% %}` are expressions that
    compute from data; a quotation of the original rules („…” on one line) may keep its numbers, as in
    a decision's text. The template and everything it includes are checked; an include is resolved
    only inside the templates folders, so nothing outside them is ever read.
    """
    env = make_environment(root)
    seen = seen if seen is not None else set()
    if name in seen:
        return
    seen.add(name)
    path = locate(search_roots(root), name)
    if path is None:
        return  # outside the templates folders or missing: the render reports it, nothing is read
    try:
        source = path.read_text(encoding="utf-8")
        numbers, includes = _scan(env, source, name, path)
    except (OSError, jinja2.TemplateSyntaxError, UnicodeDecodeError):
        return  # reported by the render
    for line, col, number in numbers:
        findings.error(
            Location(str(path), line, col),
            f"number '{number}' typed into the rulebook text; take it from the data "
            "(facts, components, kit) so the rulebook cannot disagree with the components",
            "rulebook.literal-number",
        )
    for target in includes:
        literal_numbers(root, target, findings, seen)


_SCANS: dict[str, tuple[list, list]] = {}


def _scan(env: RulebookEnvironment, source: str, name: str, path: Path) -> tuple[list, list]:
    """The numbers typed into a template's prose as (line, col, text), and the templates it
    includes. Parsing a template is most of the check's time, so the result is kept per source
    text for the length of the process."""
    key = hashlib.sha256(f"{name}\0{source}".encode()).hexdigest()
    if key in _SCANS:
        return _SCANS[key]
    tree = env.parse(source, name, str(path))
    numbers = [list(n) for node in tree.find_all(jnodes.TemplateData) for n in _numbers_in(node, source)]
    includes = [
        node.template.value
        for node in tree.find_all((jnodes.Include, jnodes.Import, jnodes.FromImport, jnodes.Extends))
        if isinstance(node.template, jnodes.Const) and isinstance(node.template.value, str)
    ]
    _SCANS[key] = (numbers, includes)
    return numbers, includes


def _numbers_in(node: jnodes.TemplateData, source: str) -> Iterator[tuple[int, int, str]]:
    """(line, col, number) of each number typed into the prose of one TemplateData node."""
    text = node.data
    # Locate the data in the source: TemplateData nodes carry the line they start on.
    lines = source.splitlines()
    start_line = node.lineno
    offset_line = start_line - 1
    # Walk the text line by line; the first line may start mid-line in the source.
    for i, chunk in enumerate(text.split("\n")):
        number_line = offset_line + i
        if number_line >= len(lines):
            break
        if _LIST_MARKER.match(chunk) and i > 0:
            chunk = _LIST_MARKER.sub(lambda m: " " * len(m.group(0)), chunk, count=1)
        elif i == 0 and _LIST_MARKER.match(chunk) and lines[number_line].startswith(chunk):
            chunk = _LIST_MARKER.sub(lambda m: " " * len(m.group(0)), chunk, count=1)
        quoted = _SEED_QUOTE.sub(
            lambda m: " " * len(m.group(0)), chunk
        )  # a quotation of the original keeps its numbers
        for match in _LITERAL_NUMBER.finditer(quoted):
            source_line = lines[number_line]
            col = source_line.find(chunk) if i == 0 else 0
            col = (col if col >= 0 else 0) + match.start() + 1
            yield number_line + 1, col, match.group(0)


_EXPRESSION = re.compile(r"\{\{.*?\}\}|\{%.*?%\}", re.S)
_SEED_QUOTE = re.compile(r"„[^”]*”")


def decision_numbers(doc: Any, keypath: tuple, topic: str, text: str, findings: Findings) -> None:
    """A number typed into a decision's text is a finding, as in a template: it must come from the
    data (`{{ … }}`). A quotation of the original rules („…”) may keep its numbers."""
    prose = _SEED_QUOTE.sub(" ", _EXPRESSION.sub(" ", text))
    for match in _LITERAL_NUMBER.finditer(prose):
        findings.error(
            doc.where(keypath),
            f"decision '{topic}': number '{match.group(0)}' typed into the text; take "
            "it from the data with {{ … }} (facts, components, game) so the text follows every edit, or "
            "quote the original rules in „…”",
            "rulebook.literal-number",
        )
