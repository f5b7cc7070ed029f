"""Findings: every problem drukarnia reports, in one format.

`components/rynek/karty.yaml:42:7: error: sale card VIII ... [rynek.sale-price-order]`

A run collects all findings first and stops once, so a user fixes every error in one go.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal

Severity = Literal["error", "notice"]


def shown_path(path: str | os.PathLike) -> str:
    """A path as users see it in messages: relative to the current folder when it is below it."""
    try:
        rel = os.path.relpath(path)
    except ValueError:  # another drive on Windows
        return Path(path).as_posix()
    return Path(path).as_posix() if rel.startswith("..") else Path(rel).as_posix()


@dataclass(frozen=True, order=True)
class Location:
    path: str
    line: int = 1
    col: int = 1

    def shown(self) -> str:
        return f"{shown_path(self.path)}:{self.line}:{self.col}"


@dataclass(frozen=True)
class Finding:
    location: Location
    severity: Severity
    message: str
    rule: str

    def __str__(self) -> str:
        return f"{self.location.shown()}: {self.severity}: {self.message} [{self.rule}]"

    def as_json(self) -> dict:
        path, line, col = self.location.shown().rsplit(":", 2)
        return {
            "path": path,
            "line": int(line),
            "col": int(col),
            "severity": self.severity,
            "message": self.message,
            "rule": self.rule,
        }


@dataclass
class Findings:
    """Collector passed through load and validate; never raises by itself."""

    items: list[Finding] = field(default_factory=list)
    deviations: list = field(default_factory=list)  # house_rules.Deviation: data that differs from a fact

    def error(self, where: Location, message: str, rule: str) -> None:
        self.items.append(Finding(where, "error", _one_line(message), rule))

    def notice(self, where: Location, message: str, rule: str) -> None:
        self.items.append(Finding(where, "notice", _one_line(message), rule))

    def extend(self, other: Iterable[Finding] | Findings) -> None:
        if isinstance(other, Findings):
            self.deviations.extend(other.deviations)
            other = other.items
        self.items.extend(other)

    @property
    def errors(self) -> list[Finding]:
        return [f for f in self.items if f.severity == "error"]

    @property
    def notices(self) -> list[Finding]:
        return [f for f in self.items if f.severity == "notice"]

    def sorted(self) -> list[Finding]:
        seen: set[Finding] = set()
        unique = [f for f in self.items if not (f in seen or seen.add(f))]
        return sorted(unique, key=lambda f: (f.location.path, f.location.line, f.location.col, f.rule))

    def to_json(self) -> str:
        return json.dumps([f.as_json() for f in self.sorted()], ensure_ascii=False, indent=2)


def _one_line(message: str) -> str:
    """A finding is one line: tools split the output on newlines."""
    return " ".join(message.split())


class FindingsError(Exception):
    """Raised by a stage when its findings contain errors; the CLI prints them and exits 1."""

    def __init__(self, findings: Findings):
        super().__init__(f"{len(findings.errors)} error(s)")
        self.findings = findings


class RenderFindings(Exception):
    """Errors found while making an output (a rulebook checks its text as it is made, in a build):
    raised by a renderer, possibly in a worker process (it pickles), turned into a FindingsError."""

    def __init__(self, items: list):
        super().__init__(items)
        self.items = items
