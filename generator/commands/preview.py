"""`drukarnia preview GAME [COMPONENT]`: PNG contact sheets of the built PDFs."""

from __future__ import annotations

from pathlib import Path

import click

from generator.build.render import render
from generator.commands.i18n import _, ngettext
from generator.commands.options import OutFolder
from generator.commands.shared import LocalisedCommand, check_out, game_folder, no_cache_option, option, say, validated
from generator.commands.terminal import plain
from generator.draw.preview import contact_sheet, png_bytes, simulate_vision
from generator.model.atomic import write_atomic
from generator.model.core import BuildOptions


@click.command(name="preview", cls=LocalisedCommand)
@click.argument("game")
@click.argument("component", required=False)
@option(
    "--components",
    "components",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Folder of component YAML (default: ./components or the bundled kit).",
)
@option("--out", type=OutFolder(), default=Path("output"), show_default=True)
@option(
    "--width",
    type=click.IntRange(80, 1200),
    default=300,
    show_default=True,
    help="Width of one page thumbnail in pixels.",
)
@option("--columns", type=click.IntRange(1, 12), default=4, show_default=True)
@option(
    "--vision",
    type=click.Choice(["deutan", "protan", "tritan"]),
    default=None,
    help="Show the pages as a player with deuteranopia, protanopia or tritanopia sees them "
    "(files end in -deutan.png etc.).",
)
@no_cache_option
def COMMAND(game, component, components, out, width, columns, vision) -> None:
    """Write PNG contact sheets of GAME's PDFs (or of one COMPONENT) to OUT/GAME/preview/."""
    components = game_folder(components, game)
    check_out(out, components)
    project, _findings = validated(components, game)
    names = sorted(project.games[game].components)
    if component is not None and component not in names:
        raise click.UsageError(
            _("unknown component '{component}' of {game}; available: {available}").format(
                component=plain(component), game=game, available=", ".join(names)
            )
        )
    outputs = render(project, BuildOptions(), [component] if component else None)
    for output in outputs:
        target = out / game / "preview" / (Path(output.filename).stem + (f"-{vision}" if vision else "") + ".png")
        sheet = contact_sheet(output.data, thumb_width=width, columns=columns)
        write_atomic(target, png_bytes(simulate_vision(sheet, vision) if vision else sheet))
        say(
            "  "
            + _("{target}  ({pages})").format(
                target=target, pages=ngettext("{n} page", "{n} pages", output.pages).format(n=output.pages)
            )
        )
