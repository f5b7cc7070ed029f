"""Numbers typed into rulebook prose (templates and decision texts) are findings: every number a
player reads must come from the data, so the rulebook cannot disagree with the components."""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import jinja2
from jinja2 import nodes as jnodes

from ..findings import Findings, Location
from .template import locate, make_environment, search_roots


_LITERAL_NUMBER = re.compile(r"(?<![\w.,/#:-])\d+(?:[.,]\d+)*(?![\w])")
_LIST_MARKER = re.compile(r"^\s*\d+[.)]\s")


def literal_numbers(root: Path, name: str, findings: Findings, seen: set[str] | None = None) -> None:
    """A number typed into a template's prose is a finding: it must come from the data.

    Ordered-list markers ('1. ') are allowed; numbers inside `{{ }}`/`{% %}` are expressions that
    compute from data. The template and everything it includes are checked.
    """
    env = make_environment(root)
    seen = seen if seen is not None else set()
    if name in seen:
        return
    seen.add(name)
    path = locate(search_roots(root), name)
    if path is None:
        return   # outside the templates folders or missing: the render reports it, nothing is read
    try:
        source = path.read_text(encoding="utf-8")
        tree = env.parse(source, name, str(path))
    except (OSError, jinja2.TemplateSyntaxError, UnicodeDecodeError):
        return   # reported by the render
    for node in tree.find_all(jnodes.TemplateData):
        _numbers_in(node, source, path, findings)
    for include in tree.find_all((jnodes.Include, jnodes.Import, jnodes.FromImport, jnodes.Extends)):
        target = include.template
        if isinstance(target, jnodes.Const) and isinstance(target.value, str):
            if locate(search_roots(root), target.value) is not None:   # never a file outside the folders
                literal_numbers(root, target.value, findings, seen)


def _numbers_in(node: jnodes.TemplateData, source: str, path: Path, findings: Findings) -> None:
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
        for match in _LITERAL_NUMBER.finditer(chunk):
            source_line = lines[number_line]
            col = source_line.find(chunk) if i == 0 else 0
            col = (col if col >= 0 else 0) + match.start() + 1
            findings.error(Location(str(path), number_line + 1, col),
                           f"number '{match.group(0)}' typed into the rulebook text; take it from the data "
                           "(facts, components, kit) so the rulebook cannot disagree with the components",
                           "rulebook.literal-number")


_EXPRESSION = re.compile(r"\{\{.*?\}\}|\{%.*?%\}", re.S)
_SEED_QUOTE = re.compile(r"„[^”]*”")


def decision_numbers(doc: Any, keypath: tuple, topic: str, text: str, findings: Findings) -> None:
    """A number typed into a decision's text is a finding, as in a template: it must come from the
    data (`{{ … }}`). A quotation of the original rules („…”) may keep its numbers."""
    prose = _SEED_QUOTE.sub(" ", _EXPRESSION.sub(" ", text))
    for match in _LITERAL_NUMBER.finditer(prose):
        findings.error(doc.where(keypath), f"decision '{topic}': number '{match.group(0)}' typed into the text; take "
                       "it from the data with {{ … }} (facts, components, game) so the text follows every edit, or "
                       "quote the original rules in „…”", "rulebook.literal-number")
