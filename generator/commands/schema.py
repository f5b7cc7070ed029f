"""`drukarnia schema`: write the JSON Schema of every YAML file kind."""

from __future__ import annotations

from pathlib import Path

import click

from generator.commands.i18n import _
from generator.commands.shared import LocalisedCommand, option
from generator.model.atomic import write_atomic
from generator.validate.json_schema import schema_text, schemas


@click.command(name="schema", cls=LocalisedCommand)
@option(
    "--out",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Folder for the schema files (default: ./schema).",
)
def COMMAND(out) -> None:
    """Write schema/<kind>.schema.json for every kind (editors use them for completion and checks)."""
    out = out or Path("schema")
    for name, schema in schemas().items():
        target = out / f"{name}.schema.json"
        changed = write_atomic(target, schema_text(schema).encode("utf-8"))
        click.echo(f"  {target}" + ("" if changed else "  " + _("(unchanged)")))
