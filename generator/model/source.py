"""Safe YAML loading that keeps the line and column of every node.

The YAML is composed into nodes with PyYAML's safe loader, then converted to plain Python data
while every key path is mapped to its position (yaml_read.py). Validation errors later name a key path
and get their `path:line:col` from the Document. Problems (syntax, duplicate keys, alias bombs, bad
encoding) become findings, never exceptions.
"""

from __future__ import annotations

import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from generator.model.findings import Findings, Location

MAX_FILE_BYTES = 2_000_000  # a hand-written component file is a few kB
MAX_NODES = 200_000  # expanded nodes per document: refuses alias bombs
MAX_DEPTH = 64  # nesting depth of real component data is < 10

KeyPath = tuple[Any, ...]


@dataclass
class Document:
    """One YAML file as plain data plus the position of every key path."""

    path: Path
    data: Any
    positions: dict[KeyPath, tuple[int, int]] = field(default_factory=dict)
    key_positions: dict[KeyPath, tuple[int, int]] = field(default_factory=dict)
    # the SHA-256 of the bytes it was parsed from: what a build's outputs are made from, even when the
    # file is saved again while the build runs (cache/outputs.py: component_key)
    sha256: str = ""

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


def read_yaml_bytes(path: Path, findings: Findings) -> bytes | None:
    """The bytes of one YAML file (a regular file within the size limit); None, with a finding, when
    it cannot be read."""
    path = Path(path)
    try:
        info = path.stat()
        if not stat.S_ISREG(info.st_mode):  # a FIFO or device would block or never end
            findings.error(
                Location(str(path)), "not a regular file (a pipe, device or socket); expected a YAML file", "yaml.read"
            )
            return None
        size = info.st_size
        if size > MAX_FILE_BYTES:
            findings.error(
                Location(str(path)),
                f"file is {size} bytes; the limit for a component file is {MAX_FILE_BYTES}",
                "yaml.too-large",
            )
            return None
        with open(path, "rb") as handle:  # at most the limit, also when the size was not known (/proc)
            raw = handle.read(MAX_FILE_BYTES + 1)
        if len(raw) > MAX_FILE_BYTES:
            findings.error(
                Location(str(path)),
                f"file is more than {MAX_FILE_BYTES} bytes; the limit for a component file is {MAX_FILE_BYTES}",
                "yaml.too-large",
            )
            return None
    except OSError as exc:
        findings.error(Location(str(path)), f"cannot read file: {exc.strerror}", "yaml.read")
        return None
    return raw
