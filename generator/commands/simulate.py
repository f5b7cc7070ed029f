"""`drukarnia simulate GAME`: play many seeded games with the game's rules engine.

Exit 0 only when every game ended within its bound, no situation lacked a rule and no invariant
broke; each finding names the rule id (where there is one) and the seed and turn that replay it.
"""

from __future__ import annotations

import json as jsonlib
import os
import sys
from pathlib import Path

import click

from generator.commands.i18n import _
from generator.commands.shared import LocalisedCommand, game_folder, option, say, validated
from generator.games import engine_for
from generator.games.simulate import Report, simulate
from generator.model.findings import Location
from generator.model.project import GAME_FILE


def _number(n: float) -> str:
    text = f"{n:,.0f}" if float(n).is_integer() else f"{n:,.2f}"
    return text.replace(",", "\u202f")


def report_lines(report: Report, where: Location) -> tuple[list[str], list[str]]:
    """(findings in the CLI's format, summary lines) of one simulation."""
    findings = []
    for p in report.problems:
        what = {
            "undefined": "no rule settles this",
            "unfinished": "unfinished game",
            "invariant": "broken invariant",
            "error": "the rules engine failed",
        }[p.kind]
        rule = p.rule or f"simulate.{p.kind}"
        findings.append(
            f"{where.shown()}: error: seed {p.seed}, {p.players} players, turn {p.turn}: {what}: {p.message} [{rule}]"
        )
    lines = [
        _(
            "{game}: {games} games, {finished} finished, {undefined} undefined situations, "
            "{unfinished} unfinished, {broken} broken invariants, {errors} engine errors"
        ).format(
            game=report.game_id,
            games=report.games,
            finished=report.finished,
            undefined=len(report.of("undefined")),
            unfinished=len(report.of("unfinished")),
            broken=len(report.of("invariant")),
            errors=len(report.of("error")),
        )
    ]
    for players, (median, longest) in report.turn_summary().items():
        lines.append(
            "  "
            + _("{players} players: {games} games, turns median {median}, max {longest}").format(
                players=players, games=len(report.turns[players]), median=median, longest=longest
            )
        )
    if report.used:
        lines.append("  " + _("rules used (times):"))
        width = max(len(r) for r in report.declared)
        for rule in report.declared:
            lines.append(f"    {rule:<{width}}  {_number(report.used.get(rule, 0))}")
    if report.unused:
        lines.append("  " + _("never used in these games: {rules}").format(rules=", ".join(report.unused)))
    if report.figures:
        lines.append("  " + _("figures:"))
        width = max(len(f) for f in report.figures)
        for name in sorted(report.figures):
            lines.append(f"    {name:<{width}}  {_number(report.figures[name])}")
    return findings, lines


def as_json(report: Report) -> dict:
    return {
        "game": report.game_id,
        "games": report.games,
        "finished": report.finished,
        "turns": {str(n): {"median": m, "max": x} for n, (m, x) in report.turn_summary().items()},
        "rules": {r: report.used.get(r, 0) for r in report.declared},
        "figures": dict(sorted(report.figures.items())),
        "problems": [
            {"kind": p.kind, "rule": p.rule, "seed": p.seed, "players": p.players, "turn": p.turn, "message": p.message}
            for p in report.problems
        ],
    }


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
@option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True)
def COMMAND(game, components, players, games, seed, jobs, fmt) -> None:
    """Play seeded games of GAME with random legal choices; report what the rules left open."""
    components = game_folder(components, game)
    project, _findings = validated(components, game)
    loaded = project.games[game]
    engine = engine_for(game)
    if engine is None:
        raise click.UsageError(_("{game} has no rules engine to simulate").format(game=game))
    low, high = loaded.spec.players.min, loaded.spec.players.max
    if players is not None and not low <= players <= high:
        raise click.UsageError(
            _("{game} is played by {low} to {high} players; --players {players} is outside that").format(
                game=game, low=low, high=high, players=players
            )
        )
    report = simulate(engine, loaded, players=players, games=games, seed=seed, jobs=jobs)
    findings, lines = report_lines(report, Location(str(components / game / GAME_FILE)))
    if fmt == "json":
        say(jsonlib.dumps(as_json(report), ensure_ascii=False, indent=2), json=True)
    else:
        for line in findings:
            say(line)
        for line in lines:
            say(line)
    sys.exit(0 if report.clean else 1)
