"""Validation: load games and run every check (`drukarnia validate`, and a build before it renders).

Apart from the recipe (build.py), so that validating loads no PDF library and no drawing code: a
kind's check lives with its model, its drawing in a module its render names (kinds.Kind.render).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace
from inspect import signature
from pathlib import Path
from typing import TYPE_CHECKING

from generator.build.cache.outputs import TrackedComponents
from generator.build.kit import KIT_FILE
from generator.draw.kinds import KINDS, Kind
from generator.games import apply_house_rules, checks_for
from generator.games.registry import load_all
from generator.model import testhook
from generator.model.core import BuildOptions, Component, Game, Project
from generator.model.findings import Findings, FindingsError
from generator.validate.colour_check import check_game as check_colours
from generator.validate.glyphs import check_game as check_glyphs
from generator.validate.loading import discover_games, load_game

if TYPE_CHECKING:
    from generator.build.cache.outputs import BuildCache


def load_and_validate(
    components: Path,
    game_ids: list[str] | None,
    cache: BuildCache | None = None,
    owed: dict | None = None,
    *,
    known: list | None = None,
    checked: Callable[[Game, list], None] | None = None,
) -> tuple[Project, Findings]:
    """Load every requested game and run every check; raise FindingsError when any error was found.

    `cache` is not used (kept for callers). `owed` (a build):
    checks a kind leaves to its render (a rulebook checks the text it makes), by (game, component).
    `known`: findings of games left alone (a build's kept games), reported with the others;
    `checked(game, findings)` is told each loaded game's own findings (those of loading it included).
    """
    load_all()
    findings = Findings()
    findings.extend(known or [])
    components = Path(components)
    project = Project(components)
    own: dict[str, Findings] = {}
    for game_id in discover_games(components) if game_ids is None else game_ids:
        own[game_id] = Findings()
        game = load_game(components / game_id, own[game_id])
        findings.extend(own[game_id])
        if game is not None:
            project.games[game_id] = game
    for game in project.games.values():
        mine = own[game.id]
        step = Findings()
        validate_game(game, step, owed)
        mine.extend(step)
        findings.extend(step)
        if checked is not None:
            checked(game, mine.items)
    if findings.errors:
        raise FindingsError(settle(findings, owed or {}))
    testhook.pause("loaded")
    return project, findings


def validate_games(components: Path, game_ids: list[str]) -> tuple[dict[str, str], Findings]:
    """`drukarnia validate`: the games' titles and findings; raise FindingsError on any error."""
    project, findings = load_and_validate(components, game_ids)
    return {g: project.games[g].spec.title if g in project.games else g for g in game_ids}, findings


def settle(findings: Findings, owed: dict, done: Iterable = ()) -> Findings:
    """`findings` and the owed checks not `done` by a render (all findings of a run at once)."""
    for key, check in owed.items():
        if key not in done:
            check(findings)
    return findings


def validate_game(game: Game, findings: Findings, owed: dict | None = None) -> None:
    apply_house_rules(game, findings)
    check_output_names(game, BuildOptions(), findings)
    before = len(findings.errors)
    # a kind describing the kit (the rulebook) is checked last and told when its siblings checked
    # clean, so it need not check them again (None: it finds out itself)
    ordered = sorted(game.components.values(), key=lambda c: KINDS[c.kind].takes_kit)
    for component in ordered:
        kind = KINDS[component.kind]
        extra = {"siblings_clean": len(findings.errors) == before or None} if kind.takes_kit else {}
        if owed is not None and kind.check and "owed" in signature(kind.check).parameters:
            extra["owed"] = owed  # its render makes the text it checks (kinds.owe_or_check)
        if kind.check:
            _check_component(game, component, kind, findings, extra)
    if game.incomplete:
        return  # cross-checks against a component that failed to load would only add noise
    for check in checks_for(game.id):
        check(game, findings)
    check_colours(game, findings, siblings_clean=len(findings.errors) == before)
    check_glyphs(game, findings)  # every string that reaches paper, after the kinds' own text checks


def check_output_names(game: Game, options: BuildOptions, findings: Findings) -> None:
    """Two components must never write the same file (nor the kit's): one would silently replace the other."""
    taken: dict[str, str] = {KIT_FILE.casefold(): "the game's kit"}
    for name, component in sorted(dict.items(game.components)):
        kind = KINDS[component.kind]
        if kind.render is None:
            continue
        for filename in kind.filenames(component, options):
            other = taken.setdefault(filename.casefold(), f"component '{name}'")
            if other != f"component '{name}'":
                findings.error(
                    component.where(),
                    f"component '{name}' would write {game.id}/{filename}, which "
                    f"{other} writes too; rename {component.doc.path.name}",
                    "paths.output-collision",
                )


def _check_component(game: Game, component: Component, kind: Kind, findings: Findings, extra: dict) -> None:
    """Run a kind's check; when a sibling file failed to load, keep only findings of checks that
    did not look at siblings (theirs would be noise caused by the broken file)."""
    if not game.incomplete:
        kind.check(component, game, findings, **extra)
        return
    tracked = TrackedComponents(game.components)
    own = Findings()
    kind.check(component, replace(game, components=tracked), own, **extra)
    if not tracked.accessed and not tracked.scanned:
        findings.extend(own.items)
