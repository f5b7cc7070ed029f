"""The `drukarnia` command. Commands stay thin: they parse options and call the recipe.

The recipe (build.py) and the extra commands are imported when a command runs, not before: `--help`,
`list` and usage errors load neither the kinds nor any PDF library (registry.py).
"""

from __future__ import annotations

import dataclasses
import errno
import importlib
import math
import os
import sys
from pathlib import Path

import click

from generator.build.cache import quick
from generator.commands.i18n import LANGUAGES, _, libraries_speaking, ngettext
from generator.commands.i18n import current as current_language
from generator.commands.i18n import use as use_language
from generator.commands.options import Millimetres
from generator.commands.shared import (  # noqa: F401
    LocalisedCommand,
    LocalisedGroup,
    LocalisedOption,
    Progress,
    check_out,
    components_option,
    default_components,
    game_folder,
    no_cache_option,
    option,
    out_option,
    print_findings,
    resolve_games,
    say,
    validated,
)
from generator.commands.terminal import plain
from generator.layout.imposition import Paper, parse_paper
from generator.model import testhook
from generator.model.core import BuildOptions
from generator.model.findings import Findings, FindingsError, shown_path
from generator.model.units import mm, to_mm
from generator.validate.loading import load_game
from generator.validate.run import validate_games

testhook.pause("importing")


# extra command name → (the module exposing it as `COMMAND`, its help text as the command has it:
# `drukarnia --help` lists commands by this text without importing them)
COMMAND_MODULES = {
    "accept": (
        "generator.commands.accept",
        "Declare every current deviation of GAME from its documented rules as a house rule.",
    ),
    "export": (
        "generator.commands.export",
        "Export GAME's pieces (all components made of pieces, or the COMPONENTs named) for print-on-demand\n"
        "    shops (png, pdf) or Tabletop Simulator (tts).",
    ),
    "init": (
        "generator.commands.init",
        "Create DIR as a new game folder (game.yaml and one deck of cards) that builds as it is.\n\n"
        "    Make it inside a components folder, e.g. `drukarnia init components/moja-gra`, then run\n"
        "    `drukarnia build moja-gra` (./components is read by default). With --images the deck is made\n"
        "    of your finished art: `drukarnia init components/moja-gra --images 'art/*.png' --back tyl.png`.\n"
        "    ",
    ),
    "kolekcjonerzy": (
        "generator.games.kolekcjonerzy.command",
        "Kolekcjonerzy: the arbiter's point values from the players' plans.",
    ),
    "preview": (
        "generator.commands.preview",
        "Write PNG contact sheets of GAME's PDFs (or of one COMPONENT) to OUT/GAME/preview/.",
    ),
    "schema": (
        "generator.commands.schema",
        "Write schema/<kind>.schema.json for every kind (editors use them for completion and checks).",
    ),
    "serve": (
        "generator.commands.serve",
        "Show GAMES' pages and findings in the browser, updated on every save (Ctrl-C stops).",
    ),
    "sheet": (
        "generator.commands.sheet",
        "Write COPIES copies of GAME's blank form SHEET (e.g. rynek rejestr-fabryki) into one PDF.",
    ),
    "simulate": (
        "generator.commands.simulate",
        "Play seeded games of GAME with random legal choices or strategies; report what the rules left open.",
    ),
}


def extra_command(name: str) -> click.Command | None:
    """The extra command `name`, its module imported now."""
    if name not in COMMAND_MODULES:
        return None
    command = getattr(importlib.import_module(COMMAND_MODULES[name][0]), "COMMAND", None)
    return command if isinstance(command, click.Command) else None


def extra_commands() -> list[click.Command]:
    """Commands of commands/ modules and of game packages, each exposing `COMMAND`."""
    found = [extra_command(name) for name in COMMAND_MODULES]
    return sorted((c for c in found if c is not None), key=lambda c: c.name or "")


class BackOffset(click.ParamType):
    name = "X,Y"

    def convert(self, value, param, ctx):
        if isinstance(value, tuple):
            return value
        try:
            x, y = (float(part) for part in str(value).split(","))
        except ValueError:
            self.fail(
                _("expected two numbers in millimetres like 1.5,-0.5, received '{value}'").format(
                    value=plain(str(value))
                ),
                param,
                ctx,
            )
        if not (math.isfinite(x) and math.isfinite(y)):
            self.fail(
                _("expected two finite numbers in millimetres like 1.5,-0.5, received '{value}'").format(
                    value=plain(str(value))
                ),
                param,
                ctx,
            )
        if abs(x) > 20 or abs(y) > 20:
            self.fail(
                _("a back offset beyond 20 mm is not a misregistration, received '{value}'").format(
                    value=plain(str(value))
                ),
                param,
                ctx,
            )
        return (mm(x), mm(y))


class PaperSize(click.ParamType):
    """--paper: a3, a4, a5, letter, legal, tabloid, or WxH such as 330x480mm."""

    name = "PAPER"

    def convert(self, value, param, ctx):
        if isinstance(value, Paper):
            return value
        try:
            return parse_paper(str(value))
        except ValueError as exc:
            self.fail(str(exc), param, ctx)


paper_option = option(
    "--paper",
    type=PaperSize(),
    default="a4",
    show_default=True,
    help="Paper: a3, a4, a5, letter, legal, tabloid, or a size such as 330x480mm.",
)


class Drukarnia(LocalisedGroup):
    """Chooses the terminal's language before click parses anything, so --help and usage errors speak it.

    The extra commands (COMMAND_MODULES, above) are imported when one is run or asked for its help;
    the list of commands in `drukarnia --help` shows them by their declared help text."""

    _listing = False

    def list_commands(self, ctx) -> list[str]:
        return sorted(set(self.commands) | set(COMMAND_MODULES))

    def get_command(self, ctx, cmd_name: str) -> click.Command | None:
        if cmd_name not in self.commands and cmd_name in COMMAND_MODULES:
            if self._listing:
                return LocalisedCommand(cmd_name, help=COMMAND_MODULES[cmd_name][1])
            language = current_language()
            use_language("en")  # what click makes while a command is defined, as when all were made at start
            try:
                with libraries_speaking("en"):
                    command = extra_command(cmd_name)
            finally:
                use_language(language)
            if command is not None:
                self.add_command(command)
        return self.commands.get(cmd_name)

    def format_commands(self, ctx, formatter) -> None:
        self._listing = True
        try:
            super().format_commands(ctx, formatter)
        finally:
            self._listing = False

    def main(self, args=None, *pargs, **kwargs):
        argv = list(sys.argv[1:] if args is None else args)
        with libraries_speaking(use_language(_language_argument(argv))):
            return super().main(argv, *pargs, **kwargs)

    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except BrokenPipeError:
            # the reader stopped reading (drukarnia list | head): main() ends quietly, with 0 (click's
            # own main would exit 1, the status of findings in the data, for a broken pipe)
            raise ReaderLeft() from None
        except OSError as exc:  # the file system refused: an environment problem, not a bug
            raise EnvironmentProblem(environment_message(exc)) from None
        except MemoryError:
            raise EnvironmentProblem(
                _("out of memory; close other programs or build fewer games at once (drukarnia build GAME)")
            ) from None


class ReaderLeft(Exception):
    """The program reading our output closed it (a broken pipe): nothing is wrong."""


class EnvironmentProblem(click.ClickException):
    """A usable message about the machine (disk, permissions, memory): exit 2, like a usage error."""

    exit_code = 2

    def show(self, file=None) -> None:
        say(_("drukarnia: {message}").format(message=self.format_message()), err=True)


def _language_argument(argv: list[str]) -> str | None:
    """The value of a leading `--lang X` / `--lang=X` (global option, before the command)."""
    for i, arg in enumerate(argv):
        if arg == "--lang" and i + 1 < len(argv):
            return argv[i + 1] if argv[i + 1] in LANGUAGES else None
        if arg.startswith("--lang="):
            return arg.split("=", 1)[1] if arg.split("=", 1)[1] in LANGUAGES else None
        if not arg.startswith("-"):
            return None  # the command name: options after it are the command's
    return None


@click.group(cls=Drukarnia, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="drukarnia", cls=LocalisedOption, help="Show the version and exit.")
@option(
    "--lang",
    type=click.Choice(LANGUAGES),
    default=None,
    help="Language of the terminal's messages (default: Polish when the locale is Polish, else English).",
)
def cli(lang) -> None:
    """drukarnia: print-and-play kits from YAML, with a rules validator."""


@cli.command()
@click.argument("games", nargs=-1)
@components_option
@out_option
@paper_option
@option(
    "--duplex",
    type=click.Choice(["long", "short", "none"]),
    default="long",
    show_default=True,
    help="How backs are printed: flip on the long edge, the short edge, or separate pages.",
)
@option(
    "--back-offset",
    type=BackOffset(),
    default="0,0",
    show_default=True,
    help="Shift backs by X,Y millimetres to correct a printer's duplex misregistration.",
)
@option(
    "--margin",
    type=Millimetres(0, 30),
    default=to_mm(BuildOptions.margin),
    show_default=True,
    help="Printer margin in mm: nothing is printed closer to the paper edge.",
)
@option(
    "--overlap",
    type=Millimetres(4, 30),
    default=to_mm(BuildOptions.overlap),
    show_default=True,
    help="Band both neighbouring sheets of a tiled board print, in mm; the cut runs 4 mm into it and "
    "the rest is glued, narrower only where the sheets would otherwise lose the board's bleed (the "
    "assembly map states the glue width).",
)
@option(
    "--gap",
    type=Millimetres(0, 20),
    default=to_mm(BuildOptions.gap),
    show_default=True,
    help="Space in mm between neighbouring pieces' bleeds, for imprecise cutting (0: butted pieces, "
    "one cut serves two).",
)
@option(
    "--only",
    "only",
    metavar="COMPONENT[:PIECES]",
    default=None,
    help="Reprint a few pieces: e.g. plytki:SZABLA,LUTNIA or karty:3-7; writes OUT/GAME/reprint/.",
)
@option(
    "--jobs",
    "-j",
    type=click.IntRange(0, 64),
    default=0,
    show_default=True,
    help="Render independent components in this many parallel processes (0: one per core, at most 4).",
)
@no_cache_option
def build(games, components, out, paper, duplex, back_offset, margin, overlap, gap, only, jobs) -> None:
    """Build the PDFs of GAMES (all games with data when none is given)."""
    components = components or default_components()
    game_ids = resolve_games(components, games)
    check_out(out, components)
    options = BuildOptions(
        paper=paper, duplex=duplex, back_offset=back_offset, margin=mm(margin), overlap=mm(overlap), gap=mm(gap)
    )
    if only is not None:
        if len(game_ids) != 1 or not games:
            raise click.UsageError(
                _(
                    "--only reprints pieces of one game: name it, e.g. drukarnia build kolekcjonerzy --only plytki:SZABLA"
                )
            )
        try:
            from generator.build.reprint import reprint

            reprint(components, out, game_ids[0], only, options)
        except FindingsError as exc:
            print_findings(exc.findings)
            sys.exit(1)
        return
    if jobs == 0:
        jobs = max(1, min(4, os.cpu_count() or 1))
    bar = Progress()
    _WRITING_INTO.append(Path(out))  # what an interruption has to account for (_interruption)
    from generator.build.recipe import build as build_kit

    try:
        result = build_kit(components, out, game_ids, options, jobs=jobs, progress=bar.advance, on_plan=bar.start)
    except FindingsError as exc:
        bar.finish()
        print_findings(exc.findings)
        sys.exit(1)
    finally:
        bar.finish()
    print_findings(result.findings)
    if result.healed:
        say(
            _(
                "notice: the previous build in '{out}' was interrupted; its files, manifest and kits are now up to date"
            ).format(out=plain(str(out))),
            err=True,
        )
    _print_summary(result, out)
    # what the next run may replay without importing anything when nothing changes (cache/quick.py)
    unchanged = dataclasses.replace(result, written=[], unchanged=[], rendered=[])
    files = [f"{o.game}/{o.filename}" for o in result.outputs] + ["manifest.json"]
    quick.remember(
        components, out, files, lambda: print_findings(result.findings), lambda: _print_summary(unchanged, out)
    )


def _print_summary(result, out: Path) -> None:
    """Per game: files, pages and sheets to print, per stock (card 250–300 and 160–200 g/m², plain paper)."""
    games: dict[str, list] = {}
    for output in result.outputs:
        games.setdefault(output.game, []).append(output)
    titles = getattr(result, "titles", {}) or {}
    for o in result.outputs:
        if o.seams_mm:
            where = " ".join(
                f"{axis}={', '.join(f'{v:g}' for v in values)}" for axis, values in o.seams_mm.items() if values
            )
            words, blocks, fields = o.seams_crossing or (0, 0, 0)
            state = (
                _("in empty background")
                if not words and not blocks and not fields
                else _(
                    "through {words} word(s) or table row(s), {blocks} text(s), table(s) or legend(s) and "
                    "{fields} field(s): the least the sheets' reach allows"
                ).format(words=words, blocks=blocks, fields=fields)
            )
            say(
                _("{file}: cut lines at {where} mm from the board's top-left corner, {state}").format(
                    file=f"{o.game}/{o.filename}", where=where, state=state
                )
            )
    # sheets per stock (job.GRADES), as the rulebook's total and the first job's cover give them
    heads = [_("game"), _("files"), _("pages"), _("print jobs")]
    heads += [_("card 250–300 g"), _("card 160–200 g"), _("paper 80–120 g"), _("card saved")]
    rows = []
    for game, outputs in sorted(games.items()):
        # the sheets are the print jobs' (printplan.py): the numbers the manifest and rulebook quote
        parts = [o for o in outputs if o.kind not in ("kit", "print-job")]
        jobs = [o for o in outputs if o.kind == "print-job"]
        card = sum(o.sheets for o in jobs if o.weight == "card")
        light = sum(o.sheets for o in jobs if o.weight == "light")
        # plain paper the buyer loads, as the covers and the rulebook's total say: a card job's cover too
        paper = sum(o.plain for o in jobs)
        rows.append(
            [
                plain(titles.get(game, game)),
                str(len(outputs)),
                str(sum(o.pages for o in parts)),
                str(len(jobs)),
                str(card),
                str(light),
                str(paper),
                # sheets of card that small pieces sharing other components' sheets save
                str(sum(o.saves for o in jobs if o.stock == "card")),
            ]
        )
    widths = [max(len(r[i]) for r in rows + [heads]) for i in range(len(heads))]
    for row in [heads] + rows:
        say("  ".join([row[0].ljust(widths[0])] + [cell.rjust(w) for cell, w in zip(row[1:], widths[1:])]))
    reused = len(result.outputs) - len(result.written) - len(result.unchanged)
    summary = _(
        "{files} in {out}: {written} new or changed, {same} already up to date; {rendered} drawn, {kept} kept "
        "from the last build"
    )
    say(
        summary.format(
            files=ngettext("{n} file", "{n} files", len(result.outputs)).format(n=len(result.outputs)),
            out=plain(str(out)),
            written=len(result.written),
            same=len(result.unchanged) + reused,
            rendered=ngettext("{n} component", "{n} components", len(result.rendered)).format(n=len(result.rendered)),
            kept=_kept(result),
        )
    )
    if result.removed:
        say(
            ngettext(
                "{n} file an earlier build made and this one no longer makes was removed",
                "{n} files an earlier build made and this one no longer makes were removed",
                len(result.removed),
            ).format(n=len(result.removed))
        )


def _kept(result) -> int:
    """Components whose files were not drawn again because nothing they are made from changed since
    the last build into this folder."""
    drawn = set(result.rendered)
    return len({f"{o.game}/{o.component}" for o in result.outputs if o.kind not in ("kit", "print-job")} - drawn)


@cli.command()
@click.argument("games", nargs=-1)
@components_option
@option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
@no_cache_option
def validate(games, components, fmt) -> None:
    """Check GAMES' data against the documented rules; exit 1 on any error."""
    components = components or default_components()
    game_ids = resolve_games(components, games)
    try:
        # validate.run, not the recipe: checking loads no PDF library nor drawing code
        titles, findings = validate_games(components, game_ids)
    except FindingsError as exc:
        print_findings(exc.findings, fmt, sys.stdout)
        sys.exit(1)
    print_findings(findings, fmt, sys.stdout)
    if fmt == "text":
        say(_("ok: {games}").format(games=", ".join(titles[g] for g in game_ids)))


@cli.command(name="list")
@components_option
def list_games(components) -> None:
    """List games and their components."""
    components = components or default_components()
    game_ids = resolve_games(components, ())
    findings = Findings()
    for game_id in game_ids:
        # components are named with their kind, not read into the kinds' models (that is validate's work)
        game = load_game(components / game_id, findings, parse=False)
        if game is None:
            continue
        say(f"{game_id}: {game.spec.title}")
        for name, component in sorted(game.components.items()):
            say(f"  {name:<24} {component.kind}")
    if findings.errors:
        print_findings(findings)
        sys.exit(1)


def main() -> None:
    """Exit codes: 0 ok, 1 findings in the data, 2 usage or environment, 130 interrupted, 3 a bug."""
    with libraries_speaking(use_language(_language_argument(sys.argv[1:]))):  # click's errors shown below too
        _run()


def _run() -> None:
    try:
        status = cli.main(prog_name="drukarnia", standalone_mode=False)
    except click.exceptions.Exit as exc:
        sys.exit(exc.exit_code)
    except click.ClickException as exc:
        exc.show()
        sys.exit(exc.exit_code)
    except (KeyboardInterrupt, click.exceptions.Abort):
        say(_interruption(), err=True)
        sys.exit(130)
    except SystemExit:
        raise
    except (BrokenPipeError, ReaderLeft):
        _quiet_stdout()
        sys.exit(0)
    except Exception as exc:  # no traceback reaches a user
        if _interrupted(exc):
            say(_interruption(), err=True)
            sys.exit(130)
        say(_("drukarnia: internal error: {error}").format(error=f"{type(exc).__name__}: {exc}"), err=True)
        say(_("please report this with the command you ran"), err=True)
        sys.exit(3)
    sys.exit(status if isinstance(status, int) else 0)


_WRITING_INTO: list[Path] = []  # the output folder of the build under way


def _interruption() -> str:
    """What an interrupted command says, true of the output folder: intact, or a build stopped while
    replacing its files (write.WRITING_MARKER is there until manifest.json is written)."""
    from generator.build.write import interrupted

    for out in _WRITING_INTO:
        if interrupted(out):
            return _(
                "drukarnia: interrupted while writing {out}: some files there are from this build, "
                "the others and manifest.json from the previous one; build again to bring them in line"
            ).format(out=shown_path(out))
    return _("drukarnia: interrupted; previous outputs are intact")


def _interrupted(exc: BaseException) -> bool:
    """Whether Ctrl-C is what broke this exception: ctypes turns a KeyboardInterrupt that lands while
    it converts a call's arguments (pypdfium2 reading a board's words) into an ArgumentError naming it."""
    seen = 0
    while exc is not None and seen < 16:
        if isinstance(exc, KeyboardInterrupt) or (type(exc).__module__ == "ctypes" and "KeyboardInterrupt" in str(exc)):
            return True
        exc, seen = exc.__cause__ or exc.__context__, seen + 1
    return False


def _quiet_stdout() -> None:
    """After the reader of our output went away, Python's final flush must not fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


def environment_message(exc: OSError) -> str:
    """What went wrong with a file or folder, and what to do about it."""
    where = plain(str(exc.filename)) if exc.filename else _("a file")
    advice = {
        errno.ENOSPC: _("the disk is full; free some space or choose another --out folder"),
        errno.EDQUOT: _("the disk quota is used up; free some space or choose another --out folder"),
        errno.EROFS: _("the file system is read-only; choose another --out folder"),
        errno.EACCES: _("permission denied; choose a folder you can write to (--out) or change its permissions"),
        errno.EPERM: _("operation not permitted; choose a folder you can write to (--out)"),
        errno.ENOTDIR: _("a part of the path is a file, not a folder; choose another --out folder"),
        errno.EEXIST: _("a file with that name is in the way; move it or choose another --out folder"),
        errno.EISDIR: _("a folder is in the way where a file is expected; move it or choose another --out folder"),
        errno.ENOENT: _("it does not exist or cannot hold files; check the path or choose another --out folder"),
        errno.EIO: _("input/output error; check the disk"),
    }.get(exc.errno, _("check the path and try again ({reason})").format(reason=plain(exc.strerror or str(exc))))
    return _("cannot use {path}: {advice}").format(path=where, advice=advice)


if __name__ == "__main__":
    main()
