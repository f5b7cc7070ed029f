"""`drukarnia export GAME [COMPONENT…] --to png|pdf|tts`: pieces for print shops and Tabletop Simulator.

Arguments are checked first (exit 2: unknown component, one not made of pieces, dpi outside
72–1200), then the game is validated like a build (exit 1 on findings, nothing written), then every
file is made in memory and written atomically:

  OUT/GAME/export/png/COMPONENT/0001-name-front.png …, 0001-back.png, index.csv
  OUT/GAME/export/pdf/COMPONENT.pdf
  OUT/GAME/export/tts/COMPONENT/sheet-1.png, sheet-1.json, back.png
"""

from __future__ import annotations

from pathlib import Path

import click

from generator import export
from generator.commands.i18n import _, ngettext
from generator.commands.shared import LocalisedCommand, Progress, game_folder, no_cache_option, option, validated
from generator.draw.kinds import KINDS
from generator.games.registry import load_all
from generator.model.atomic import write_atomic
from generator.model.findings import Findings
from generator.validate.loading import load_game

_STALE = (".png", ".json", ".csv")


def _exportable(components: Path, game: str) -> tuple[list[str], dict[str, str]]:
    """(components made of pieces, every component's kind), read without validating the rest of the
    data; a file that does not load is a data finding, reported first (exit 1)."""
    load_all()
    findings = Findings()
    loaded = load_game(components / game, findings)
    if loaded is None or findings.errors:
        validated(components, game)  # prints every finding and exits 1
    kinds = {name: c.kind for name, c in loaded.components.items()}
    return sorted(name for name, kind in kinds.items() if KINDS[kind].pieces is not None), kinds


def _chosen(game: str, names: tuple[str, ...], exportable: list[str], kinds: dict[str, str]) -> list[str]:
    available = ", ".join(exportable) if exportable else "none (the game has no component made of pieces)"
    for name in names:
        if name not in kinds:
            raise click.UsageError(
                _("unknown component '{name}' of {game}; components made of pieces: {available}").format(
                    name=name, game=game, available=available
                )
            )
        if name not in exportable:
            category = KINDS[kinds[name]].category
            raise click.UsageError(
                _(
                    "component '{name}' of {game} is a {category} ({kind}), not made of pieces, "
                    "so it cannot be exported; components made of pieces: {available}"
                ).format(name=name, game=game, category=category, kind=kinds[name], available=available)
            )
    if not exportable:
        raise click.UsageError(_("{game} has no component made of pieces to export").format(game=game))
    return list(dict.fromkeys(names)) or exportable


def _write_folder(folder: Path, files: dict[str, bytes]) -> None:
    """Write the files atomically, then remove what an earlier export left there and this one did not."""
    for name, data in files.items():
        write_atomic(folder / name, data)
    for old in sorted(folder.iterdir()):
        if old.is_file() and old.suffix in _STALE and old.name not in files:
            old.unlink()


@click.command(name="export", cls=LocalisedCommand)
@click.argument("game")
@click.argument("component", nargs=-1)
@option(
    "--to",
    "target",
    type=click.Choice(export.TARGETS),
    required=True,
    help="png: an image per face and index.csv; pdf: a page per face with bleed; tts: Tabletop Simulator deck sheets.",
)
@option(
    "--dpi",
    type=click.IntRange(export.MIN_DPI, export.MAX_DPI),
    default=None,
    help="Pixels per inch of the images (default 300 for png, 150 for tts; pdf is vector).",
)
@option(
    "--out",
    type=click.Path(file_okay=False, path_type=Path),
    default=Path("output"),
    show_default=True,
    help="Folder for generated files (the export goes to OUT/GAME/export/TARGET).",
)
@option(
    "--components",
    "components",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Folder of component YAML (default: ./components or the bundled kit).",
)
@no_cache_option
def COMMAND(game, component, target, dpi, out, components) -> None:
    """Export GAME's pieces (all components made of pieces, or the COMPONENTs named) for print-on-demand
    shops (png, pdf) or Tabletop Simulator (tts)."""
    components = game_folder(components, game)
    names = _chosen(game, component, *_exportable(components, game))
    project, findings = validated(components, game)
    loaded = project.games[game]
    dpi = dpi or export.DEFAULT_DPI[target]
    drawn = [export.draw_faces(loaded.components[name], loaded) for name in names]
    if target in ("png", "tts"):
        try:
            for faces in drawn:
                export.check_raster(faces, dpi)
                if target == "tts":
                    export.check_tts(faces, dpi)
        except export.ExportError as exc:
            raise click.UsageError(
                _("{problem} (component '{component}')").format(problem=exc.args[0], component=faces.component)
            ) from None
    work = {"png": lambda f: export.png_work(f), "tts": lambda f: len(f.pieces), "pdf": lambda f: 1}[target]
    bar = Progress(_("exporting"))
    bar.start(sum(work(f) for f in drawn))
    made: list[tuple[Path, dict[str, bytes]]] = []
    try:
        for faces in drawn:
            if target == "pdf":
                made.append((Path(out) / game / "export" / "pdf", {f"{faces.component}.pdf": faces.pdf}))
                bar(1)
            elif target == "png":
                made.append((Path(out) / game / "export" / "png" / faces.component, export.png_export(faces, dpi, bar)))
            else:
                made.append((Path(out) / game / "export" / "tts" / faces.component, export.tts_export(faces, dpi, bar)))
    finally:
        bar.finish()
    for folder, files in made:
        if target == "pdf":
            for name, data in files.items():
                write_atomic(folder / name, data)
        else:
            _write_folder(folder, files)
        images = sum(1 for n in files if n.endswith(".png"))
        what = ngettext("{n} image", "{n} images", images).format(n=images)
        if target == "tts":
            sheets = sum(1 for n in files if n.endswith(".json"))
            what = ngettext("{n} sheet", "{n} sheets", sheets).format(n=sheets) + ", " + what
        if target == "pdf":
            faces = next(f for f in drawn if f"{f.component}.pdf" in files)
            count = len(faces.pieces) * (2 if faces.has_backs else 1)
            what = ngettext("{n} page", "{n} pages", count).format(n=count)
        click.echo(f"  {folder / next(iter(files)) if target == 'pdf' else folder}  ({what})")
