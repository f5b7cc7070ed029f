"""What the commands share: printing (say, findings), finding the components folder and a game in
it, checking --out, validating a game for a command, the progress bar. Imported by cli.py and by
every command module (never the other way: cli.py names the commands, COMMAND_MODULES)."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from generator.build.cache import turn_off
from generator.commands.i18n import _, ngettext
from generator.commands.options import OutFolder
from generator.commands.terminal import plain
from generator.data import bundled
from generator.model.findings import Findings, FindingsError
from generator.model.project import GAME_FILE
from generator.validate.loading import discover_games
from generator.validate.run import load_and_validate


def default_components() -> Path:
    local = Path("components")
    return local if local.is_dir() else bundled("components")


HELP = "Show this message and exit."  # click's text for --help, as click writes it


def _shown(text: str | None) -> str | None:
    return _(text) if text else text


class LocalisedOption(click.Option):
    """An option whose help is written in English (the message id, `written_help`) and read in the
    terminal's language of the moment."""

    @property
    def help(self) -> str | None:
        return _shown(self.written_help)

    @help.setter
    def help(self, text: str | None) -> None:
        self.written_help = text


def option(*names: str, **attributes):
    """click.option, its help shown in the terminal's language (LocalisedOption)."""
    return click.option(*names, cls=LocalisedOption, **attributes)


class Localised:
    """A command's help and short help are written in English (`written_help`, `written_short_help`)
    and read in the terminal's language of the moment; so is its --help option's."""

    localised_help_option: click.Option | None = None

    @property
    def help(self) -> str | None:
        return _shown(self.written_help)

    @help.setter
    def help(self, text: str | None) -> None:
        self.written_help = text

    @property
    def short_help(self) -> str | None:
        return _shown(self.written_short_help)

    @short_help.setter
    def short_help(self, text: str | None) -> None:
        self.written_short_help = text

    def get_help_option(self, ctx) -> click.Option | None:
        """The --help option (click's, with its help in the language of the moment), made once per
        command: click tells it apart by identity while it parses."""
        names = self.get_help_option_names(ctx)
        if not names or not self.add_help_option:
            return None
        if self.localised_help_option is None:
            self.localised_help_option = LocalisedOption(
                names, is_flag=True, expose_value=False, is_eager=True, help=HELP, callback=_show_help
            )
        return self.localised_help_option


def _show_help(ctx: click.Context, param: click.Parameter, value: bool) -> None:
    if value and not ctx.resilient_parsing:
        click.echo(ctx.get_help(), color=ctx.color)
        ctx.exit()


class LocalisedCommand(Localised, click.Command):
    """A command whose help texts follow the terminal's language (Localised)."""


class LocalisedGroup(Localised, click.Group):
    """A group whose help texts, and its commands', follow the terminal's language (Localised)."""

    command_class = LocalisedCommand


components_option = option(
    "--components",
    "components",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Folder of component YAML, one sub-folder per game (default: ./components or the bundled kit).",
)
out_option = option(
    "--out", "out", type=OutFolder(), default=Path("output"), show_default=True, help="Folder for generated files."
)


def say(text: str = "", err: bool = False, file=None, *, json: bool = False) -> None:
    """Every line the CLI prints: data in it cannot move the cursor, change colours or crash the output."""
    click.echo(plain(text, json=json), err=err, file=file)


def resolve_games(components: Path, games: tuple[str, ...]) -> list[str]:
    if not components.is_dir():
        raise click.UsageError(_("components folder '{folder}' does not exist").format(folder=plain(str(components))))
    available = discover_games(components)
    if not available:
        if (components / GAME_FILE).is_file():
            hint = _("'{folder}' is one game's folder; pass the folder above it: --components {parent}").format(
                folder=plain(str(components)), parent=plain(str(components.parent))
            )
        else:
            hint = _(
                "no game in components folder '{folder}': expected one sub-folder per game, each with a game.yaml"
            ).format(folder=plain(str(components)))
        raise click.UsageError(hint)
    unknown = [g for g in games if g not in available]
    if unknown:
        raise click.UsageError(
            _("unknown game '{game}'; available: {available}").format(
                game=plain(unknown[0]), available=", ".join(available)
            )
        )
    return list(games) or available


def print_findings(findings: Findings, fmt: str = "text", stream=None) -> None:
    stream = stream or sys.stderr
    if fmt == "json":
        say(findings.to_json(), file=stream, json=True)
        return
    for finding in findings.sorted():
        say(str(finding), file=stream)
    errors, notices = len(findings.errors), len(findings.notices)
    if errors or notices:
        say(
            _("{errors}, {notices}").format(
                errors=ngettext("{n} error", "{n} errors", errors).format(n=errors),
                notices=ngettext("{n} notice", "{n} notices", notices).format(n=notices),
            ),
            file=stream,
        )


def game_folder(components: Path | None, game: str) -> Path:
    """The components folder a command reads, after checking GAME is in it (usage error otherwise)."""
    components = components or default_components()
    resolve_games(components, (game,))
    return components


def validated(components: Path, game: str):
    """Load and validate one game for a command; on findings print them and exit 1."""
    try:
        return load_and_validate(components, [game])
    except FindingsError as exc:
        print_findings(exc.findings)
        sys.exit(1)


def check_out(out: Path, components: Path | None) -> Path:
    """--out must name a folder outside the components data; a usage error says what to do otherwise."""
    if str(out).strip() == "":
        raise click.UsageError(_("--out is empty; give the folder for generated files, e.g. --out output"))
    resolved = Path(out).resolve()
    data = Path(components or default_components()).resolve()
    if resolved == data or data in resolved.parents:
        raise click.UsageError(
            _(
                "--out '{out}' lies inside the components folder '{components}'; "
                "choose a folder for generated files outside the data, e.g. --out output"
            ).format(out=plain(str(out)), components=plain(str(components or default_components())))
        )
    return out


class Progress:
    """click's progress bar, shown only on a terminal and only when there is real work to do
    (build, export: `label` in the terminal's language)."""

    def __init__(self, label: str | None = None):
        self.bar = None
        self.label = label

    def start(self, total: int) -> None:
        if total > 1 and sys.stderr.isatty():
            self.bar = click.progressbar(
                length=total, label=self.label or _("building"), file=sys.stderr, show_pos=True
            )
            self.bar.__enter__()

    def __call__(self, n: int) -> None:
        self.advance(n)

    def advance(self, n: int) -> None:
        if self.bar is not None:
            self.bar.update(n)

    def finish(self) -> None:
        if self.bar is not None:
            self.bar.__exit__(None, None, None)
            self.bar = None


def turn_cache_off(ctx: click.Context, param: click.Parameter, value: bool) -> None:
    if value:
        turn_off()


# on every command that reads or writes the cache folder (generator/build/cache): build, validate,
# preview, export, serve
no_cache_option = option(
    "--no-cache",
    is_flag=True,
    expose_value=False,
    is_eager=True,
    callback=turn_cache_off,
    help="Neither use nor fill the cache folder: everything is worked out again.",
)
