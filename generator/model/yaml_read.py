"""Reading YAML into a Document (source.py), with the line and column of every node: PyYAML's
safe loader composes the nodes, which are converted to plain Python data while every key path is
mapped to its position."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path
from typing import Any

import yaml

from generator.model.findings import Findings, Location
from generator.model.source import MAX_DEPTH, MAX_NODES, Document, KeyPath

_SURROGATE = re.compile("[\ud800-\udfff]")


class _Budget(Exception):
    def __init__(self, message: str, mark: yaml.Mark | None):
        super().__init__(message)
        self.mark = mark


class _Converter:
    def __init__(self, doc: Document, findings: Findings):
        self.doc = doc
        self.findings = findings
        self.loader = yaml.SafeLoader("")
        self.count = 0

    def convert(self, node: yaml.Node, keypath: KeyPath, depth: int) -> Any:
        self.count += 1
        if self.count > MAX_NODES:
            raise _Budget(
                f"document expands to more than {MAX_NODES} nodes "
                "(an alias bomb or a file far larger than any component)",
                node.start_mark,
            )
        if depth > MAX_DEPTH:
            raise _Budget(f"nesting deeper than {MAX_DEPTH} levels", node.start_mark)
        self.doc.positions[keypath] = (node.start_mark.line + 1, node.start_mark.column + 1)
        if isinstance(node, yaml.MappingNode):
            return self._mapping(node, keypath, depth)
        if isinstance(node, yaml.SequenceNode):
            return [self.convert(item, keypath + (i,), depth + 1) for i, item in enumerate(node.value)]
        return self._scalar(node)

    def _scalar(self, node: yaml.Node) -> Any:
        value = self.loader.construct_object(node, deep=True)
        if isinstance(value, str) and _SURROGATE.search(value):
            char = _SURROGATE.search(value).group(0)
            self.findings.error(
                Location(str(self.doc.path), node.start_mark.line + 1, node.start_mark.column + 1),
                f'text holds U+{ord(char):04X}, half of a UTF-16 pair (an escape like "\\u{ord(char):04x}"); '
                "write the character itself",
                "yaml.encoding",
            )
            value = _SURROGATE.sub("\ufffd", value)
        return value

    def _mapping(self, node: yaml.MappingNode, keypath: KeyPath, depth: int) -> dict:
        # `<<: *base` merge keys: flatten_mapping puts the merged pairs first; a key written in this
        # mapping overrides a merged one (YAML's rule), only two written keys are a duplicate
        own = {id(k) for k, _ in node.value if k.tag != "tag:yaml.org,2002:merge"}
        self.loader.flatten_mapping(node)
        result: dict[str, Any] = {}
        merged: set[Any] = set()
        for key_node, value_node in node.value:
            where = Location(str(self.doc.path), key_node.start_mark.line + 1, key_node.start_mark.column + 1)
            if not isinstance(key_node, yaml.ScalarNode):
                self.findings.error(where, "a key must be a plain word, not a list or mapping", "yaml.key")
                continue
            key = self._scalar(key_node)
            # text and whole-number keys keep their type (a table may be keyed by size 3..9)
            if not isinstance(key, (str, int)) or isinstance(key, bool):
                key = str(key)
            if key in result and key in merged:
                del result[key]  # a merged value, overridden here
                merged.discard(key)
            if key in result:
                self.findings.error(
                    where,
                    f"duplicate key '{key}' (first given on line {self.doc.key_positions[keypath + (key,)][0]})",
                    "yaml.duplicate-key",
                )
                continue
            self.doc.key_positions[keypath + (key,)] = (where.line, where.col)
            result[key] = self.convert(value_node, keypath + (key,), depth + 1)
            if id(key_node) not in own:
                merged.add(key)
        return result


def _expanded_size(root: yaml.Node) -> int:
    """Nodes after aliases are expanded, counted on the shared graph without expanding it."""
    sizes: dict[int, int] = {}

    def size(node: yaml.Node, depth: int) -> int:
        if id(node) in sizes:
            return sizes[id(node)]
        if depth > MAX_DEPTH:
            return 1
        if isinstance(node, yaml.MappingNode):
            total = 1 + sum(size(k, depth + 1) + size(v, depth + 1) for k, v in node.value)
        elif isinstance(node, yaml.SequenceNode):
            total = 1 + sum(size(item, depth + 1) for item in node.value)
        else:
            total = 1
        sizes[id(node)] = min(total, MAX_NODES + 1)
        return sizes[id(node)]

    return size(root, 0)


def _compose_fast(text: str) -> list[yaml.Node] | None:
    """Compose with libyaml when available (several times faster); None on any problem."""
    loader = getattr(yaml, "CSafeLoader", None)
    if loader is None:
        return None
    try:
        return list(yaml.compose_all(text, Loader=loader))
    except (yaml.YAMLError, RecursionError, ValueError):
        return None


def _decode(raw: bytes, path: Path, findings: Findings) -> str | None:
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        before = raw[: exc.start]
        line = before.count(b"\n") + 1
        col = exc.start - (before.rfind(b"\n") + 1) + 1
        findings.error(
            Location(str(path), line, col), f"file is not UTF-8 text (byte 0x{raw[exc.start]:02x})", "yaml.encoding"
        )
        return None
    if "\x00" in text:
        line = text[: text.index("\x00")].count("\n") + 1
        findings.error(Location(str(path), line, 1), "file contains a NUL byte; expected YAML text", "yaml.encoding")
        return None
    return text.replace("\r\n", "\n").replace("\r", "\n")


# PyYAML's parser vocabulary ("<block end>", "block mapping start") in plain words: what is wrong
# at the line the finding names, and what to do
_PLAIN_PROBLEMS = [
    (
        r"expected <block end>, but found '(-|<block sequence start>)'",
        "this list item ('-') is indented differently from the items above it; line up the dashes of one list",
    ),
    (
        r"expected <block end>, but found",
        "this line is indented differently from the lines above it; keys of one mapping (and items of one list) "
        "must start in the same column",
    ),
    (
        r"did not find expected '-' indicator",
        "this line is indented differently from the list items above it; start each item with '-' in the same column",
    ),
    (
        r"did not find expected key",
        "this line is indented differently from the lines above it; keys of one mapping must start in the same column",
    ),
    (
        r"mapping values are not allowed here",
        "unexpected ':' here; a key must start its own line at the indentation of its siblings, and text holding "
        "': ' must be in quotes",
    ),
    (
        r"could not find expected ':'",
        "expected 'key: value' on this line: a ':' is missing, or a quote or bracket opened above is not closed",
    ),
    (r"found character '\\t' that cannot start any token", "a tab character; indent YAML with spaces only"),
    (r"expected ',' or '\]', but got '<stream end>'", "this '[' is never closed with ']'"),
    (r"expected ',' or '\}', but got '<stream end>'", "this '{' is never closed with '}'"),
    (r"expected ',' or '\]'", "expected ',' or ']' in this list written in brackets"),
    (r"expected ',' or '\}'", "expected ',' or '}' in this mapping written in braces"),
    (r"found unexpected end of stream", "a quote opened here is never closed"),
    (
        r"expected the node content, but found '<stream end>' while parsing a flow",
        "the file ends inside a '[' or '{' that is not closed",
    ),
    (r"found undefined alias", "'*' refers to an anchor ('&name') that is not defined above"),
]


def plain_problem(exc: yaml.MarkedYAMLError) -> str:
    """What PyYAML found, said in plain words when we know them (its own text otherwise)."""
    problem = (exc.problem or "invalid YAML").strip()
    raw = f"{problem} {exc.context}" if exc.context else problem
    for pattern, words in _PLAIN_PROBLEMS:
        if re.search(pattern, raw):
            return words
    return raw


def parse_yaml(raw: bytes, path: Path, findings: Findings) -> Document | None:
    """The document these bytes of the file at `path` hold; on any problem add findings and return None."""
    path = Path(path)
    text = _decode(raw, path, findings)
    if text is None:
        return None
    doc = Document(path, None, sha256=hashlib.sha256(raw).hexdigest())
    nodes = _compose_fast(text)
    try:
        if nodes is None:  # libyaml is absent or found a problem: the Python parser explains it
            nodes = list(yaml.compose_all(text, Loader=yaml.SafeLoader))
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        if "never closed" in plain_problem(exc) and exc.context_mark is not None:
            mark = exc.context_mark  # where the bracket opens, not where the file ends
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        findings.error(Location(str(path), line, col), f"YAML syntax error: {plain_problem(exc)}", "yaml.syntax")
        return None
    except yaml.reader.ReaderError as exc:
        before = text[: exc.position]
        line, col = before.count("\n") + 1, exc.position - (before.rfind("\n") + 1) + 1
        findings.error(
            Location(str(path), line, col),
            f"character U+{exc.character:04X} is not allowed in YAML text"
            if isinstance(exc.character, int)
            else "character not allowed in YAML text",
            "yaml.encoding",
        )
        return None
    except yaml.YAMLError as exc:
        findings.error(Location(str(path)), f"YAML error: {exc}", "yaml.syntax")
        return None
    except RecursionError:
        findings.error(Location(str(path)), f"nesting deeper than {MAX_DEPTH} levels", "yaml.too-deep")
        return None
    if not nodes or nodes[0] is None:
        findings.error(Location(str(path)), "file is empty; expected a mapping that starts with 'kind:'", "yaml.empty")
        return None
    if len(nodes) > 1:
        mark = nodes[1].start_mark
        findings.error(
            Location(str(path), mark.line + 1, mark.column + 1),
            "more than one YAML document in the file; expected one",
            "yaml.multiple-documents",
        )
        return None
    expanded = _expanded_size(nodes[0])
    if expanded > MAX_NODES:
        findings.error(
            Location(str(path), nodes[0].start_mark.line + 1, nodes[0].start_mark.column + 1),
            f"document expands to more than {MAX_NODES} nodes (an alias bomb or a file far larger than any component)",
            "yaml.limit",
        )
        return None
    try:
        doc.data = _Converter(doc, findings).convert(nodes[0], (), 0)
    except _Budget as exc:
        mark = exc.mark
        findings.error(
            Location(str(path), mark.line + 1 if mark else 1, mark.column + 1 if mark else 1), str(exc), "yaml.limit"
        )
        return None
    except RecursionError:
        findings.error(Location(str(path)), f"nesting deeper than {MAX_DEPTH} levels", "yaml.too-deep")
        return None
    except yaml.MarkedYAMLError as exc:  # e.g. a tag no constructor knows: at the tag, in plain words
        mark = exc.problem_mark or exc.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        findings.error(Location(str(path), line, col), f"YAML value error: {plain_problem(exc)}", "yaml.value")
        return None
    except (yaml.YAMLError, ValueError, OverflowError) as exc:
        findings.error(Location(str(path)), f"YAML value error: {exc}", "yaml.value")
        return None
    return doc
