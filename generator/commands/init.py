"""`drukarnia init DIR`: a new game folder that validates and builds as it is, to edit from there."""

from __future__ import annotations

import glob
import re
import shutil
from pathlib import Path

import click
from PIL import Image

from generator.commands.i18n import _
from generator.commands.shared import LocalisedCommand, option
from generator.model.atomic import write_atomic

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


IMAGE_DECK = """\
# A deck from finished art (kind: image-cards): one card per image in art/, sorted by file name.
# bleed: the bleed already in the images; make_bleed: extend the edge pixels when they have none.
kind: image-cards
title: {title}
size: {size}
{bleed}
fronts: art/*{suffix}
{back}"""

BLEEDS_MM = (0.0, 3.0, 3.175)  # none, European 3 mm, US 1/8 in


def _bleed_of(image: Path, width_mm: float, height_mm: float) -> float | None:
    """The bleed (mm) whose trim + 2 × bleed has this image's proportions within 1 %, if any."""
    try:
        with Image.open(image) as opened:
            ratio = opened.width / opened.height
    except OSError:
        return None
    for bleed in BLEEDS_MM:
        want = (width_mm + 2 * bleed) / (height_mm + 2 * bleed)
        if abs(ratio - want) <= 0.01 * want:
            return bleed
    return None


def _image_deck(folder: Path, title: str, images: str, back: Path | None, size: str) -> str:
    match = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*[x×]\s*(\d+(?:\.\d+)?)\s*mm\s*", size or "")
    if not match:
        raise click.UsageError(_("--size must be like 63x88mm, received '{size}'").format(size=size))
    width, height = float(match.group(1)), float(match.group(2))
    found = sorted(Path(p) for p in glob.glob(images) if Path(p).suffix.lower() in (".png", ".jpg", ".jpeg"))
    if not found:
        raise click.UsageError(_("--images '{images}' matches no PNG or JPEG file").format(images=images))
    if back is not None and not back.is_file():
        raise click.UsageError(_("--back '{back}' is not a file").format(back=back))
    suffixes = {p.suffix.lower() for p in found}
    (folder / "art").mkdir(parents=True, exist_ok=True)
    for path in found:
        shutil.copyfile(path, folder / "art" / path.name)
    bleeds = {_bleed_of(p, width, height) for p in found}
    bleed = bleeds.pop() if len(bleeds) == 1 else None
    if bleed is None:
        bleed_line = "bleed: 0mm             # the images' proportions match no usual bleed: validate says more"
    elif bleed == 0:
        bleed_line = "bleed: 0mm\nmake_bleed: 3mm"
    else:
        bleed_line = f"bleed: {bleed:g}mm"
    back_line = ""
    if back is not None:
        shutil.copyfile(back, folder / f"back{back.suffix.lower()}")
        back_line = f"back: back{back.suffix.lower()}\n"
    pattern = next(iter(suffixes)) if len(suffixes) == 1 else ""
    return IMAGE_DECK.format(
        title=title, size=f"{width:g}x{height:g}mm", bleed=bleed_line, suffix=pattern, back=back_line
    )


@click.command(name="init", cls=LocalisedCommand)
@click.argument("folder", metavar="DIR", type=click.Path(file_okay=False, path_type=Path))
@option(
    "--images",
    default=None,
    metavar="GLOB",
    help="Finished card art to build a deck from, e.g. 'art/*.png' (copied into DIR/art/).",
)
@option(
    "--back",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="One image for every card's back (with --images).",
)
@option("--size", default="63x88mm", show_default=True, help="Card trim size (with --images).")
def COMMAND(folder: Path, images: str | None, back: Path | None, size: str) -> None:
    """Create DIR as a new game folder (game.yaml and one deck of cards) that builds as it is.

    Make it inside a components folder, e.g. `drukarnia init components/moja-gra`, then run
    `drukarnia build moja-gra` (./components is read by default). With --images the deck is made
    of your finished art: `drukarnia init components/moja-gra --images 'art/*.png' --back tyl.png`.
    """
    game_id = folder.name
    if not re.fullmatch(r"[a-z][a-z0-9-]*", game_id):
        raise click.UsageError(
            _(
                "the folder's name '{name}' is the game's id: use lower-case letters, digits "
                "and hyphens, starting with a letter (e.g. moja-gra)"
            ).format(name=game_id)
        )
    if folder.exists() and any(folder.iterdir()):
        raise click.UsageError(_("'{folder}' exists and is not empty; give a new folder").format(folder=folder))
    if back is not None and images is None:
        raise click.UsageError(_("--back goes with --images (the art of a deck)"))
    title = game_id.replace("-", " ").capitalize()
    deck = _image_deck(folder, "Karty", images, back, size) if images else DECK.format(caption=title.upper())
    write_atomic(folder / "game.yaml", GAME.format(id=game_id, title=title).encode("utf-8"))
    write_atomic(folder / "karty.yaml", deck.encode("utf-8"))
    components = folder.parent
    click.echo(
        (
            _("created {folder}/game.yaml, {folder}/karty.yaml and art/")
            if images
            else _("created {folder}/game.yaml and {folder}/karty.yaml")
        ).format(folder=folder)
    )
    where = "" if components.resolve() == Path("components").resolve() else f" --components {components}"
    click.echo(_("next: drukarnia build {game}{where}").format(game=game_id, where=where))
