"""Extra CLI commands, one module each, exposing `COMMAND` (a click command or group).

cli.py adds every module's COMMAND to the `drukarnia` group, so a game or feature adds a command
without editing cli.py.
"""
from __future__ import annotations

import importlib
import pkgutil

import click


def extra_commands() -> list[click.Command]:
    found = []
    for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name):
        module = importlib.import_module(f"{__name__}.{info.name}")
        command = getattr(module, "COMMAND", None)
        if isinstance(command, click.Command):
            found.append(command)
    return found
