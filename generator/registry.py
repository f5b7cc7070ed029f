"""Everything that registers itself: the generic kinds and every game's package (its rules, checks,
own kinds, rulebook extras and commands). Sits above kinds/ and games/, so neither imports the other
to find its plug-ins."""
from __future__ import annotations

import importlib
import pkgutil

import click

from . import commands, games, kinds
from .kinds import KINDS, Kind


def _import_all(package) -> list:
    return [importlib.import_module(f"{package.__name__}.{info.name}")
            for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda i: i.name)
            if not info.name.startswith("_")]


def load_all() -> dict[str, Kind]:
    """Import every kind module and every game package, so each registers what it provides."""
    _import_all(kinds)
    _import_all(games)
    return KINDS


def extra_commands() -> list[click.Command]:
    """Commands of commands/ modules and of game packages, each exposing `COMMAND`."""
    found = [getattr(m, "COMMAND", None) for m in _import_all(commands) + _import_all(games)]
    return sorted((c for c in found if isinstance(c, click.Command)), key=lambda c: c.name or "")
