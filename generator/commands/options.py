"""Option types shared by the commands: values a shell can pass that the code must never accept."""

from __future__ import annotations

import math
from pathlib import Path

import click

from generator.commands.i18n import _
from generator.commands.terminal import plain


class Millimetres(click.FloatRange):
    """A length in mm within a range; NaN and infinity are refused (click's FloatRange lets NaN through)."""

    def convert(self, value, param, ctx):
        number = super().convert(value, param, ctx)
        if not math.isfinite(number):
            self.fail(
                _("expected a number of millimetres from {low:g} to {high:g}, received '{value}'").format(
                    low=self.min, high=self.max, value=plain(str(value))
                ),
                param,
                ctx,
            )
        return number


class OutFolder(click.Path):
    """--out: a folder for generated files; an empty value is refused (it would mean the current folder)."""

    def __init__(self):
        super().__init__(file_okay=False, path_type=Path)

    def convert(self, value, param, ctx):
        if isinstance(value, str) and not value.strip():
            raise click.UsageError(_("--out is empty; give the folder for generated files, e.g. --out output"), ctx)
        return super().convert(value, param, ctx)
