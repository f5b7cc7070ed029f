"""The `drukarnia` command. Commands stay thin: they parse options and call the recipe."""
from __future__ import annotations

import dataclasses
import os
import sys
from pathlib import Path

import click

from . import build as recipe, quick
from .cache import CACHE_FILE
from .findings import Findings, FindingsError
from .registry import extra_commands, load_all
from .layout.imposition import PAPERS
from .loading import discover_games, load_game
from .pdf import write_atomic
from .units import mm


def _default_components() -> Path:
    local = Path("components")
    return local if local.is_dir() else recipe.BUNDLED_COMPONENTS


components_option = click.option(
    "--components", "components", type=click.Path(file_okay=False, path_type=Path), default=None,
    help="Folder of component YAML, one sub-folder per game (default: ./components or the bundled kit).")
out_option = click.option("--out", "out", type=click.Path(file_okay=False, path_type=Path),
                          default=Path("output"), show_default=True, help="Folder for generated files.")


def _resolve_games(components: Path, games: tuple[str, ...]) -> list[str]:
    if not components.is_dir():
        raise click.UsageError(f"components folder '{components}' does not exist")
    available = discover_games(components)
    unknown = [g for g in games if g not in available]
    if unknown:
        raise click.UsageError(f"unknown game '{unknown[0]}'; available: {', '.join(available) or 'none'}")
    return list(games) or available


def _print_findings(findings: Findings, fmt: str = "text", stream=None) -> None:
    stream = stream or sys.stderr
    if fmt == "json":
        click.echo(findings.to_json(), file=stream)
        return
    for finding in findings.sorted():
        click.echo(str(finding), file=stream)
    errors, notices = len(findings.errors), len(findings.notices)
    if errors or notices:
        click.echo(f"{errors} error(s), {notices} notice(s)", file=stream)


def game_folder(components: Path | None, game: str) -> Path:
    """The components folder a command reads, after checking GAME is in it (usage error otherwise)."""
    components = components or _default_components()
    _resolve_games(components, (game,))
    return components


def validated(components: Path, game: str):
    """Load and validate one game for a command; on findings print them and exit 1."""
    try:
        return recipe.load_and_validate(components, [game])
    except FindingsError as exc:
        _print_findings(exc.findings)
        sys.exit(1)


class BackOffset(click.ParamType):
    name = "X,Y"

    def convert(self, value, param, ctx):
        if isinstance(value, tuple):
            return value
        try:
            x, y = (float(part) for part in str(value).split(","))
        except ValueError:
            self.fail(f"expected two numbers in millimetres like 1.5,-0.5, received '{value}'", param, ctx)
        if abs(x) > 20 or abs(y) > 20:
            self.fail(f"a back offset beyond 20 mm is not a misregistration, received '{value}'", param, ctx)
        return (mm(x), mm(y))


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="drukarnia")
def cli() -> None:
    """drukarnia: print-and-play kits from YAML, with a rules validator."""


@cli.command()
@click.argument("games", nargs=-1)
@components_option
@out_option
@click.option("--paper", type=click.Choice(sorted(PAPERS)), default="a4", show_default=True)
@click.option("--duplex", type=click.Choice(["long", "short", "none"]), default="long", show_default=True,
              help="How backs are printed: flip on the long edge, the short edge, or separate pages.")
@click.option("--back-offset", type=BackOffset(), default="0,0", show_default=True,
              help="Shift backs by X,Y millimetres to correct a printer's duplex misregistration.")
@click.option("--margin", type=click.FloatRange(0, 30), default=5.0, show_default=True,
              help="Printer margin in mm: nothing is printed closer to the paper edge.")
@click.option("--overlap", type=click.FloatRange(4, 30), default=10.0, show_default=True,
              help="Glue band of boards tiled over several sheets, in mm.")
@click.option("--jobs", "-j", type=click.IntRange(0, 64), default=0, show_default=True,
              help="Render independent components in this many parallel processes (0: one per core, at most 4).")
def build(games, components, out, paper, duplex, back_offset, margin, overlap, jobs) -> None:
    """Build the PDFs of GAMES (all games with data when none is given)."""
    components = components or _default_components()
    game_ids = _resolve_games(components, games)
    options = recipe.BuildOptions(paper=PAPERS[paper], duplex=duplex, back_offset=back_offset, margin=mm(margin),
                                  overlap=mm(overlap))
    if jobs == 0:
        jobs = max(1, min(4, os.cpu_count() or 1))
    bar = _Progress()
    try:
        result = recipe.build(components, out, game_ids, options, jobs=jobs, progress=bar.advance, on_plan=bar.start)
    except FindingsError as exc:
        bar.finish()
        _print_findings(exc.findings)
        sys.exit(1)
    finally:
        bar.finish()
    _print_findings(result.findings)
    _print_summary(result, out)
    # what the next run may replay without importing anything when nothing changes (quick.py)
    unchanged = dataclasses.replace(result, written=[], unchanged=[], rendered=[])
    quick.remember(components, out, [f"{o.game}/{o.filename}" for o in result.outputs] + ["manifest.json", CACHE_FILE],
                   lambda: _print_findings(result.findings), lambda: _print_summary(unchanged, out), write_atomic)


class _Progress:
    """click's progress bar, shown only on a terminal and only when there is real work to do."""

    def __init__(self):
        self.bar = None

    def start(self, total: int) -> None:
        if total > 1 and sys.stderr.isatty():
            self.bar = click.progressbar(length=total, label="budowanie", file=sys.stderr, show_pos=True)
            self.bar.__enter__()

    def advance(self, n: int) -> None:
        if self.bar is not None:
            self.bar.update(n)

    def finish(self) -> None:
        if self.bar is not None:
            self.bar.__exit__(None, None, None)
            self.bar = None


def _print_summary(result, out: Path) -> None:
    """Per game: files, pages and sheets to print, split by card stock and plain paper."""
    games: dict[str, list] = {}
    for output in result.outputs:
        games.setdefault(output.game, []).append(output)
    click.echo(f"{'gra':<16}{'pliki':>6}{'strony':>8}{'arkusze kartonu':>17}{'arkusze papieru':>17}")
    for game, outputs in sorted(games.items()):
        parts = [o for o in outputs if o.kind != "kit"]
        card = sum(o.paper_sheets for o in parts if o.kit and o.stock == "card")
        paper = sum(o.paper_sheets for o in parts if o.kit and o.stock != "card")
        click.echo(f"{game:<16}{len(outputs):>6}{sum(o.pages for o in parts):>8}{card:>17}{paper:>17}")
    click.echo(f"{len(result.outputs)} file(s) in {out}: {len(result.written)} written, "
               f"{len(result.unchanged)} unchanged, {len(result.outputs) - len(result.written) - len(result.unchanged)} "
               f"reused from the cache; {len(result.rendered)} component(s) rendered")


@cli.command()
@click.argument("games", nargs=-1)
@components_option
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
def validate(games, components, fmt) -> None:
    """Check GAMES' data against the documented rules; exit 1 on any error."""
    components = components or _default_components()
    game_ids = _resolve_games(components, games)
    try:
        _, findings = recipe.load_and_validate(components, game_ids)
    except FindingsError as exc:
        _print_findings(exc.findings, fmt, sys.stdout)
        sys.exit(1)
    _print_findings(findings, fmt, sys.stdout)
    if fmt == "text":
        click.echo(f"ok: {', '.join(game_ids)}")


@cli.command(name="list")
@components_option
def list_games(components) -> None:
    """List games and their components."""
    components = components or _default_components()
    game_ids = _resolve_games(components, ())
    findings = Findings()
    load_all()
    for game_id in game_ids:
        game = load_game(components / game_id, findings)
        if game is None:
            continue
        click.echo(f"{game_id}: {game.spec.title}")
        for name, component in sorted(game.components.items()):
            click.echo(f"  {name:<24} {component.kind}")
    if findings.errors:
        _print_findings(findings)
        sys.exit(1)


def _register_extra_commands() -> None:
    for command in extra_commands():
        cli.add_command(command)


_register_extra_commands()


def main() -> None:
    try:
        cli.main(prog_name="drukarnia", standalone_mode=True)
    except KeyboardInterrupt:
        click.echo("drukarnia: interrupted; previous outputs are intact", err=True)
        sys.exit(130)
    except SystemExit:
        raise
    except Exception as exc:  # no traceback reaches a user
        click.echo(f"drukarnia: internal error: {type(exc).__name__}: {exc}", err=True)
        click.echo("please report this with the command you ran", err=True)
        sys.exit(3)


if __name__ == "__main__":
    main()
