"""`drukarnia simulate GAME`: play many seeded games with the game's rules engine.

Exit 0 only when every game ended within its bound, no situation lacked a rule and no invariant
broke; each finding names the rule id (where there is one) and the seed and turn that replay it.
`--seats` gives each seat a strategy (generator/games/<game>/strategies.py), rotated over the
games; `--compare DIR` plays the same seeds on the data in DIR and reports each figure's change.
A run that lasts over 2 s shows a progress bar on a terminal (stderr; none when stderr is not a
terminal); Ctrl-C prints the summary of the games played so far and exits 130.
"""

from __future__ import annotations

import json as jsonlib
import os
import sys
import time
from pathlib import Path

import click

from generator.commands.i18n import _
from generator.commands.shared import LocalisedCommand, Progress, game_folder, option, say, validated
from generator.commands.simulate_report import as_json, compare_lines, report_lines
from generator.games import engine_for
from generator.games.figures import compare
from generator.games.simulate import simulate
from generator.games.table import RANDOM
from generator.model.findings import Location
from generator.model.project import GAME_FILE
from generator.model.testhook import pause


@click.command(name="simulate", cls=LocalisedCommand)
@click.argument("game")
@option(
    "--components",
    "components",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Folder of component YAML (default: ./components or the bundled kit).",
)
@option(
    "--players",
    type=click.IntRange(1, 99),
    default=None,
    help="Players in every game (default: each count the game allows, in turn).",
)
@option("--games", type=click.IntRange(1, 1_000_000), default=200, show_default=True, help="How many games to play.")
@option(
    "--seed",
    type=click.IntRange(0, 2**62),
    default=1,
    show_default=True,
    help="Seed of the first game; game i uses seed+i, so any finding replays alone.",
)
@option(
    "--jobs",
    type=click.IntRange(1, 64),
    default=os.cpu_count() or 1,
    help="Worker processes (default: one per core); the report is the same for any number.",
)
@option(
    "--seats",
    default=None,
    metavar="NAME,NAME,…",
    help="A strategy per seat, cycling over the players and rotated over the games (random, smart or the "
    "game's own names; default: random everywhere).",
)
@option(
    "--compare",
    "other",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Also play the same seeds and strategies on the components in this folder and compare the figures.",
)
@option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
def COMMAND(game, components, players, games, seed, jobs, seats, other, fmt) -> None:
    """Play seeded games of GAME with random legal choices or strategies; report what the rules left open."""
    engine = engine_for(game)
    strategies = parse_seats(seats, game, engine)
    components = game_folder(components, game)
    project, _findings = validated(components, game)
    loaded = project.games[game]
    if engine is None:
        raise click.UsageError(_("{game} has no rules engine to simulate").format(game=game))
    compared = None
    if other is not None:
        other = game_folder(other, game)
        compared = validated(other, game)[0].games[game]
    low, high = loaded.spec.players.min, loaded.spec.players.max
    if players is not None and not low <= players <= high:
        raise click.UsageError(
            _("{game} is played by {low} to {high} players; --players {players} is outside that").format(
                game=game, low=low, high=high, players=players
            )
        )
    counts = [players] if players is not None else list(range(low, high + 1))
    bounds = {n: engine.bound(n) for n in counts}
    runs = [loaded] if compared is None else [loaded, compared]
    progress = _Progress(games * len(runs))
    reports = []
    for data in runs:
        done = sum(r.games for r in reports)
        report = simulate(
            engine,
            data,
            players=players,
            games=games,
            seed=seed,
            jobs=jobs,
            strategies=strategies,
            progress=lambda n, done=done: progress(done + n),
        )
        reports.append(report)
        if report.interrupted:
            break
    progress.finish()
    report = reports[0]
    findings, lines = report_lines(report, Location(str(components / game / GAME_FILE)), bounds)
    differences = compare(reports[0], reports[1]) if len(reports) == 2 else None
    if fmt == "json":
        data = as_json(report, bounds)
        if differences is not None:
            data["other"] = as_json(reports[1], bounds)
            data["compare"] = [d.as_json() for d in differences]
        say(jsonlib.dumps(data, ensure_ascii=False, indent=2), json=True)
    else:
        for line in findings:
            say(line)
        if len(reports) == 2:
            other_findings, _other_lines = report_lines(reports[1], Location(str(other / game / GAME_FILE)), bounds)
            for line in other_findings:
                say(line)
        for line in lines:
            say(line)
        if differences is not None:
            for line in compare_lines(differences, _("base"), _("other")):
                say(line)
    if any(r.interrupted for r in reports):
        sys.exit(130)
    sys.exit(0 if all(r.clean for r in reports) else 1)


def parse_seats(text: str | None, game: str, engine) -> tuple[str, ...]:
    """The strategy names of --seats, "smart" resolved to the game's sensible strategy; a usage error
    (exit 2) names what is wrong and what the game offers."""
    if text is None:
        return ()
    offered = dict(getattr(engine, "strategies", {}) or {})
    known = [RANDOM, "smart", *offered] if offered else [RANDOM]
    names = [name.strip() for name in text.split(",")]
    if any(not name for name in names):
        raise click.UsageError(
            _(
                "--seats '{seats}' has an empty name; give strategy names separated by commas, e.g. --seats smart,random"
            ).format(seats=text)
        )
    for name in names:
        if name not in known:
            raise click.UsageError(
                _("--seats: {game} has no strategy '{name}'; choose from {known}").format(
                    game=game, name=name, known=", ".join(known)
                )
            )
    return tuple(engine.smart if name == "smart" else name for name in names)


class _Progress:
    """A progress bar on the terminal once the run has lasted 2 s (nothing for shorter runs)."""

    def __init__(self, total: int):
        self.total, self.start, self.bar = total, time.monotonic(), None
        self.shown, self.paused = 0, False

    def __call__(self, done: int) -> None:
        if not self.paused:
            self.paused = True
            pause("simulating")
        if self.bar is None:
            if time.monotonic() - self.start < 2:
                return
            self.bar = Progress(_("simulating"))
            self.bar.start(self.total)
        self.bar.advance(done - self.shown)
        self.shown = done

    def finish(self) -> None:
        if self.bar is not None:
            self.bar.finish()
