"""`drukarnia preview GAME [COMPONENT]`: PNG contact sheets of the built PDFs."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from ..i18n import _, ngettext
from ..options import OutFolder
from ..terminal import plain

from .. import build as recipe
from ..cli import check_out, game_folder, say, validated
from ..pdf import write_atomic
from ..kinds import KINDS
from ..preview import contact_sheet, png_bytes, simulate_vision

if TYPE_CHECKING:
    from ..core import BuildOptions, Output, Project


@click.command(name="preview")
@click.argument("game")
@click.argument("component", required=False)
@click.option("--components", "components", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Folder of component YAML (default: ./components or the bundled kit).")
@click.option("--out", type=OutFolder(), default=Path("output"), show_default=True)
@click.option("--width", type=click.IntRange(80, 1200), default=300, show_default=True,
              help="Width of one page thumbnail in pixels.")
@click.option("--columns", type=click.IntRange(1, 12), default=4, show_default=True)
@click.option("--vision", type=click.Choice(["deutan", "protan", "tritan"]), default=None,
              help="Show the pages as a player with deuteranopia, protanopia or tritanopia sees them "
                   "(files end in -deutan.png etc.).")
def COMMAND(game, component, components, out, width, columns, vision) -> None:
    """Write PNG contact sheets of GAME's PDFs (or of one COMPONENT) to OUT/GAME/preview/."""
    components = game_folder(components, game)
    check_out(out, components)
    project, _findings = validated(components, game)
    names = sorted(project.games[game].components)
    if component is not None and component not in names:
        raise click.UsageError(_("unknown component '{component}' of {game}; available: {available}").format(
            component=plain(component), game=game, available=", ".join(names)))
    outputs = made_as_built(project, recipe.BuildOptions(), [component] if component else None)
    for output in outputs:
        target = out / game / "preview" / (Path(output.filename).stem + (f"-{vision}" if vision else "") + ".png")
        sheet = contact_sheet(output.data, thumb_width=width, columns=columns)
        write_atomic(target, png_bytes(simulate_vision(sheet, vision) if vision else sheet))
        say("  " + _("{target}  ({pages})").format(
            target=target, pages=ngettext("{n} page", "{n} pages", output.pages).format(n=output.pages)))


def made_as_built(project: Project, options: BuildOptions, components: list[str] | None = None) -> list[Output]:
    """What the preview shows: the files of the named components (all when None) as a build into an
    empty folder makes them, in the games' component order, with their bytes. What a build or an
    earlier preview made of the same inputs is taken off the shelf (shelf.py); the rest is drawn and
    shelved. Each piece is drawn at most once, and a component that describes the kit (the rulebook)
    is handed its game's pieces as a build hands them, instead of drawing them all again (as it does
    when rendered alone: build.render)."""
    outputs: list[Output] = []
    for game in project.games.values():
        drawable = [n for n, c in game.components.items() if KINDS[c.kind].render is not None]
        wanted = [n for n in drawable if not components or n in components]
        later = [n for n in wanted if KINDS[game.components[n].kind].takes_kit]
        pieces = [n for n in drawable if not KINDS[game.components[n].kind].takes_kit and (later or n in wanted)]
        made: recipe.Rendered = {}

        def draw(names: list[str], kit: list[Output] | None) -> None:
            left, found = recipe.off_the_shelf([(game, n, "") for n in names], options)
            made.update(found)
            for _game, name, _note in left:
                made[(game.id, name)] = recipe.render_component(game, name, options, kit)
                recipe.shelve_component(game, name, options, *made[(game.id, name)])
        draw(pieces, None)
        kit = [o for n in pieces for o in made[(game.id, n)][0] if not KINDS[o.kind].takes_kit]
        draw(later, kit)
        outputs.extend(o for n in wanted for o in made[(game.id, n)][0])
    return outputs

