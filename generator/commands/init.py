"""`drukarnia init DIR`: a new game folder that validates and builds as it is, to edit from there."""
from __future__ import annotations

import re
from pathlib import Path

import click

from ..pdf import write_atomic

GAME = """\
# yaml-language-server: $schema=../../schema/game.schema.json
# A game of your own: drukarnia validates and builds every YAML file in this folder.
# The folder's name is the game's id. `drukarnia schema` (run beside components/) writes the JSON
# Schemas the first line points to, so an editor completes keys and flags errors while you type.
kind: game
id: {id}
title: {title}
players: {{min: 2, max: 4}}
"""

DECK = """\
# yaml-language-server: $schema=../../schema/tokens.schema.json
# One deck of square cards (kind: tokens): each variant is printed `count` times, backs on the
# reverse of the sheet. Change sizes, colours and texts, add variants or more files of any kind.
kind: tokens
title: Karty
stock: card
size: 40mm
shape: square
bleed: 2mm
variants:
  - name: karta słońca
    count: 6
    face: {{color: "#f2c12e", ink: "#1d1d1b", label: "1", caption: SŁOŃCE, symbol: star}}
    back: {{color: "#3b2a20", ink: "#f3ead7", caption: {caption}}}
  - name: karta księżyca
    count: 6
    face: {{color: "#2f5d8a", ink: "#ffffff", label: "2", caption: KSIĘŻYC, symbol: circle}}
    back: {{color: "#3b2a20", ink: "#f3ead7", caption: {caption}}}
"""


@click.command(name="init")
@click.argument("folder", metavar="DIR", type=click.Path(file_okay=False, path_type=Path))
def COMMAND(folder: Path) -> None:
    """Create DIR as a new game folder (game.yaml and one deck of cards) that builds as it is.

    Make it inside a components folder, e.g. `drukarnia init components/moja-gra`, then run
    `drukarnia build moja-gra` (./components is read by default).
    """
    game_id = folder.name
    if not re.fullmatch(r"[a-z][a-z0-9-]*", game_id):
        raise click.UsageError(f"the folder's name '{game_id}' is the game's id: use lower-case letters, digits "
                               "and hyphens, starting with a letter (e.g. moja-gra)")
    if folder.exists() and any(folder.iterdir()):
        raise click.UsageError(f"'{folder}' exists and is not empty; give a new folder")
    title = game_id.replace("-", " ").capitalize()
    write_atomic(folder / "game.yaml", GAME.format(id=game_id, title=title).encode("utf-8"))
    write_atomic(folder / "cards.yaml", DECK.format(caption=title.upper()).encode("utf-8"))
    components = folder.parent
    click.echo(f"created {folder}/game.yaml and {folder}/cards.yaml")
    where = "" if components.resolve() == Path("components").resolve() else f" --components {components}"
    click.echo(f"next: drukarnia build {game_id}{where}")
