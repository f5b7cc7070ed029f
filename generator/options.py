"""Option types shared by the commands: values a shell can pass that the code must never accept."""
from __future__ import annotations

import math
from pathlib import Path

import click

from .cache import turn_off

from .i18n import _
from .terminal import plain


class Millimetres(click.FloatRange):
    """A length in mm within a range; NaN and infinity are refused (click's FloatRange lets NaN through)."""

    def convert(self, value, param, ctx):
        number = super().convert(value, param, ctx)
        if not math.isfinite(number):
            self.fail(_("expected a number of millimetres from {low:g} to {high:g}, received '{value}'").format(
                low=self.min, high=self.max, value=plain(str(value))), param, ctx)
        return number


class OutFolder(click.Path):
    """--out: a folder for generated files; an empty value is refused (it would mean the current folder)."""

    def __init__(self):
        super().__init__(file_okay=False, path_type=Path)

    def convert(self, value, param, ctx):
        if isinstance(value, str) and not value.strip():
            raise click.UsageError(_("--out is empty; give the folder for generated files, e.g. --out output"), ctx)
        return super().convert(value, param, ctx)


def _turn_cache_off(ctx: click.Context, param: click.Parameter, value: bool) -> None:
    if value:
        turn_off()


# on every command that reads or writes the cache folder (generator/cache): build, validate,
# preview, export, serve
no_cache_option = click.option(
    "--no-cache", is_flag=True, expose_value=False, is_eager=True, callback=_turn_cache_off,
    help="Neither use nor fill the cache folder: everything is worked out again.")
