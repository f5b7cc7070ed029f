"""Safe YAML loading that keeps the line and column of every node.

The YAML is composed into nodes with PyYAML's safe loader, then converted to plain Python data
while every key path is mapped to its position. Validation errors later name a key path and get
their `path:line:col` from here. Problems (syntax, duplicate keys, alias bombs, bad encoding)
become findings, never exceptions.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from .findings import Findings, Location

MAX_FILE_BYTES = 2_000_000     # a hand-written component file is a few kB
MAX_NODES = 200_000            # expanded nodes per document: refuses alias bombs
MAX_DEPTH = 64                 # nesting depth of real component data is < 10

KeyPath = tuple[Any, ...]


@dataclass
class Document:
    """One YAML file as plain data plus the position of every key path."""

    path: Path
    data: Any
    positions: dict[KeyPath, tuple[int, int]] = field(default_factory=dict)
    key_positions: dict[KeyPath, tuple[int, int]] = field(default_factory=dict)

    def where(self, keypath: KeyPath = (), *, key: bool = False) -> Location:
        """Location of the value at keypath (or of its key), falling back to the nearest parent."""
        table = self.key_positions if key else self.positions
        probe = tuple(keypath)
        while True:
            if probe in table:
                line, col = table[probe]
                return Location(str(self.path), line, col)
            if probe in self.positions:
                line, col = self.positions[probe]
                return Location(str(self.path), line, col)
            if not probe:
                return Location(str(self.path), 1, 1)
            probe = probe[:-1]


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
            raise _Budget(f"document expands to more than {MAX_NODES} nodes "
                          "(an alias bomb or a file far larger than any component)", node.start_mark)
        if depth > MAX_DEPTH:
            raise _Budget(f"nesting deeper than {MAX_DEPTH} levels", node.start_mark)
        self.doc.positions[keypath] = (node.start_mark.line + 1, node.start_mark.column + 1)
        if isinstance(node, yaml.MappingNode):
            return self._mapping(node, keypath, depth)
        if isinstance(node, yaml.SequenceNode):
            return [self.convert(item, keypath + (i,), depth + 1) for i, item in enumerate(node.value)]
        return self.loader.construct_object(node, deep=True)

    def _mapping(self, node: yaml.MappingNode, keypath: KeyPath, depth: int) -> dict:
        self.loader.flatten_mapping(node)  # resolves `<<:` merge keys
        result: dict[str, Any] = {}
        for key_node, value_node in node.value:
            where = Location(str(self.doc.path), key_node.start_mark.line + 1, key_node.start_mark.column + 1)
            if not isinstance(key_node, yaml.ScalarNode):
                self.findings.error(where, "a key must be a plain word, not a list or mapping", "yaml.key")
                continue
            key = self.loader.construct_object(key_node)
            # text and whole-number keys keep their type (a table may be keyed by size 3..9)
            if not isinstance(key, (str, int)) or isinstance(key, bool):
                key = str(key)
            if key in result:
                self.findings.error(where, f"duplicate key '{key}' (first given on line "
                                    f"{self.doc.key_positions[keypath + (key,)][0]})", "yaml.duplicate-key")
                continue
            self.doc.key_positions[keypath + (key,)] = (where.line, where.col)
            result[key] = self.convert(value_node, keypath + (key,), depth + 1)
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
        findings.error(Location(str(path), line, col),
                       f"file is not UTF-8 text (byte 0x{raw[exc.start]:02x})", "yaml.encoding")
        return None
    if "\x00" in text:
        line = text[: text.index("\x00")].count("\n") + 1
        findings.error(Location(str(path), line, 1), "file contains a NUL byte; expected YAML text",
                       "yaml.encoding")
        return None
    return text.replace("\r\n", "\n").replace("\r", "\n")


def load_yaml(path: Path, findings: Findings) -> Document | None:
    """Read one YAML file; on any problem add findings and return None."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            findings.error(Location(str(path)), f"file is {size} bytes; the limit for a component "
                           f"file is {MAX_FILE_BYTES}", "yaml.too-large")
            return None
        raw = path.read_bytes()
    except OSError as exc:
        findings.error(Location(str(path)), f"cannot read file: {exc.strerror}", "yaml.read")
        return None
    text = _decode(raw, path, findings)
    if text is None:
        return None
    doc = Document(path, None)
    nodes = _compose_fast(text)
    try:
        if nodes is None:  # libyaml is absent or found a problem: the Python parser explains it
            nodes = list(yaml.compose_all(text, Loader=yaml.SafeLoader))
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, col = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        problem = (exc.problem or "invalid YAML").strip()
        context = f" {exc.context}" if exc.context else ""
        findings.error(Location(str(path), line, col), f"YAML syntax error: {problem}{context}", "yaml.syntax")
        return None
    except yaml.reader.ReaderError as exc:
        before = text[: exc.position]
        line, col = before.count("\n") + 1, exc.position - (before.rfind("\n") + 1) + 1
        findings.error(Location(str(path), line, col), f"character U+{exc.character:04X} is not allowed in YAML text"
                       if isinstance(exc.character, int) else "character not allowed in YAML text", "yaml.encoding")
        return None
    except yaml.YAMLError as exc:
        findings.error(Location(str(path)), f"YAML error: {exc}", "yaml.syntax")
        return None
    except RecursionError:
        findings.error(Location(str(path)), f"nesting deeper than {MAX_DEPTH} levels", "yaml.too-deep")
        return None
    if not nodes or nodes[0] is None:
        findings.error(Location(str(path)), "file is empty; expected a mapping that starts with 'kind:'",
                       "yaml.empty")
        return None
    if len(nodes) > 1:
        mark = nodes[1].start_mark
        findings.error(Location(str(path), mark.line + 1, mark.column + 1),
                       "more than one YAML document in the file; expected one", "yaml.multiple-documents")
        return None
    expanded = _expanded_size(nodes[0])
    if expanded > MAX_NODES:
        findings.error(Location(str(path), nodes[0].start_mark.line + 1, nodes[0].start_mark.column + 1),
                       f"document expands to more than {MAX_NODES} nodes (an alias bomb or a file far larger than "
                       "any component)", "yaml.limit")
        return None
    try:
        doc.data = _Converter(doc, findings).convert(nodes[0], (), 0)
    except _Budget as exc:
        mark = exc.mark
        findings.error(Location(str(path), mark.line + 1 if mark else 1, mark.column + 1 if mark else 1),
                       str(exc), "yaml.limit")
        return None
    except RecursionError:
        findings.error(Location(str(path)), f"nesting deeper than {MAX_DEPTH} levels", "yaml.too-deep")
        return None
    except (yaml.YAMLError, ValueError, OverflowError) as exc:
        findings.error(Location(str(path)), f"YAML value error: {exc}", "yaml.value")
        return None
    return doc
