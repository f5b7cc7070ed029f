"""The recipe: load → validate → lay out → render → write.

Nothing is written unless the whole run validated clean; every file is written atomically, and a
file whose bytes a render made again is not touched. What the last build into the same folder made
from the same inputs is left as it is: cache/outputs.py keys each component and each game on what
its render and the build read (cache/reads.py). Rendering lives in render.py, writing in write.py.
"""

from __future__ import annotations

import gc
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from generator.build.cache import base as cache_folder
from generator.build.cache import reads
from generator.build.cache.outputs import BuildCache, game_key, notices_from, notices_record
from generator.build.render import Rendered, plan_work, render_changed
from generator.build.write import (
    BuildResult,
    begin_writing,
    collect,
    end_writing,
    ensure_writable,
    interrupted,
    remove_stale,
    write,
    write_manifest,
    write_merged,
)
from generator.data import bundled
from generator.model.core import BuildOptions, Output, Project
from generator.model.findings import Findings, FindingsError, RenderFindings
from generator.validate.loading import discover_games
from generator.validate.run import check_output_names, load_and_validate, settle

BUNDLED_COMPONENTS = bundled("components")


@dataclass
class KeptGame:
    """A game left alone: nothing it is made from changed and its files are on disk as made."""

    title: str
    notices: list
    outputs: list[Output]


@dataclass
class Validated:
    """The games to build, loaded and validated; the games left alone; what validation found."""

    project: Project
    findings: Findings
    kept: dict[str, KeptGame]
    keys: dict[str, str]  # game id → its key (cache/outputs.game_key)
    notices: dict[str, list]  # game id → its own findings (for the game's record)
    owed: dict  # checks left to the renders (kinds.owe_or_check)


@dataclass
class Made:
    """What the render stage made: the components rendered, the kits and print jobs already joined,
    and what each render read."""

    rendered: Rendered
    merged: dict[str, list[Output]]
    read_by: dict[tuple[str, str], dict]


def build(
    components: Path,
    out_dir: Path,
    game_ids: list[str] | None,
    options: BuildOptions,
    *,
    jobs: int = 1,
    progress: Callable[[int], None] | None = None,
    on_plan: Callable[[int], None] | None = None,
) -> BuildResult:
    """Validate everything, render what changed since the last build, write atomically, make kits."""
    # the objects alive now (the modules, what the command line made) outlive the build: the
    # collector leaves them out of its full passes, which a build would otherwise repeat over them;
    # given back to it when the build ends
    gc.freeze()
    try:
        cache = BuildCache.load(out_dir)
        with reads.recording() as noted:
            healed = interrupted(out_dir)
            wanted = discover_games(Path(components)) if game_ids is None else list(game_ids)
            validated = load_and_check(components, wanted, options, cache, out_dir)
            ensure_writable(out_dir)
            todo, reused = plan_work(validated.project, options, cache, out_dir)
            if on_plan:
                on_plan(len(todo))
            gc.freeze()  # the validated project outlives the rendering too (forked workers inherit it)
            made = render_stage(components, validated, todo, reused, options, cache, out_dir, jobs, progress)
            result = BuildResult(
                findings=validated.findings,
                healed=healed,
                titles={g.id: g.spec.title for g in validated.project.games.values()},
            )
            write_stage(components, out_dir, wanted, validated, reused, made, options, cache, result, noted)
            return result
    finally:
        gc.unfreeze()


def load_and_check(
    components: Path, wanted: list[str], options: BuildOptions, cache: BuildCache, out_dir: Path
) -> Validated:
    """Load and validate the games whose files the last build did not make from the same inputs."""
    keys = {g: game_key(components, g, options) for g in wanted}
    kept = {g: k for g in wanted if (k := _kept_game(g, keys[g], cache, out_dir)) is not None}
    notices: dict[str, list] = {}
    owed: dict = {}  # rulebooks are checked as they are made (one template pass each)
    project, findings = load_and_validate(
        components,
        [g for g in wanted if g not in kept],
        None,
        owed,
        known=[n for k in kept.values() for n in k.notices],
        checked=lambda game, own: notices.__setitem__(game.id, own),
    )
    if options.paper != BuildOptions().paper:  # file names that depend on the paper (boards)
        named = Findings()
        for game in project.games.values():
            check_output_names(game, options, named)
        if named.errors:
            raise FindingsError(named)
    return Validated(project, findings, kept, keys, notices, owed)


def render_stage(
    components: Path,
    validated: Validated,
    todo,
    reused,
    options: BuildOptions,
    cache: BuildCache,
    out_dir: Path,
    jobs: int,
    progress: Callable[[int], None] | None,
) -> Made:
    """Render what changed (render.py); the checks left to the renders end the build with every
    finding, as validation gives them."""
    findings, owed = validated.findings, validated.owed
    made = Made({}, {}, {})
    try:
        made.rendered = render_changed(
            components, todo, reused, options, cache, out_dir, jobs, progress, made.merged, made.read_by
        )
    except RenderFindings as failed:  # every rulebook's findings, as validation gives them
        found = settle(Findings(), owed)
        raise FindingsError(
            Findings(findings.items + _new(found.items + failed.items, findings.items), findings.deviations)
        ) from None
    late = settle(Findings(), owed, set(made.rendered))  # the checks of renders never reached
    if late.errors:
        raise FindingsError(Findings(findings.items + late.items, findings.deviations))
    return made


def write_stage(
    components: Path,
    out_dir: Path,
    wanted: list[str],
    validated: Validated,
    reused,
    made: Made,
    options: BuildOptions,
    cache: BuildCache,
    result: BuildResult,
    noted: reads.Noted,
) -> None:
    """Write the outputs, kits and print jobs, the manifest and the build's record, between the
    writing marker's creation and its removal."""
    begin_writing(out_dir)
    everything = reads.snapshot(noted, skip=(str(out_dir), cache_folder()))
    games = [str(Path(components) / g) for g in discover_games(Path(components))]
    shared = reads.outside(everything, games)  # what every game's files may be made from
    project = validated.project
    collect(project, reused, made.rendered, options, cache, result, made.read_by, shared)
    write(result.outputs, out_dir, result)
    write_merged(project, out_dir, options, cache, result, made.merged)
    for game_id in project.games:
        outputs = [o.meta() for o in result.outputs if o.game == game_id]
        others = [f for g in games if Path(g) != Path(components) / game_id for f in _game_folders(components, g)]
        cache.store_game(
            game_id,
            validated.keys[game_id],
            result.titles[game_id],
            notices_record(validated.notices.get(game_id, [])),
            outputs,
            reads.outside(everything, others),
        )
    for game_id, kept in validated.kept.items():
        result.titles[game_id] = kept.title
        result.outputs.extend(kept.outputs)
    result.outputs = _in_print_order(result.outputs, wanted)
    remove_stale(out_dir, result.outputs, result)
    write_manifest(out_dir, result.outputs)
    cache.save(out_dir)
    end_writing(out_dir)


def _game_folders(components: Path, folder: str) -> list[str]:
    """A game's own folders: its components and its templates, beside the components and bundled
    (rulebook.template.templates_root). One build of several games reads them all; another game's
    record leaves them out, so an edit to one game's templates never builds another again."""
    name = Path(folder).name
    return [folder, str(Path(components).parent / "templates" / name), str(bundled("templates") / name)]


def _kept_game(game_id: str, key: str, cache: BuildCache, out_dir: Path) -> KeptGame | None:
    kept = cache.kept_game(game_id, key, out_dir)
    notices = notices_from(kept[1]) if kept is not None else None
    return KeptGame(kept[0], notices, kept[2]) if notices is not None else None


def _in_print_order(outputs: list[Output], games: list[str]) -> list[Output]:
    """Every game's parts, then the kits, then the print jobs, games in the order asked."""
    rank = {"kit": 1, "print-job": 2}
    order = {g: i for i, g in enumerate(games)}
    return sorted(outputs, key=lambda o: (rank.get(o.kind, 0), order.get(o.game, len(order))))


def _new(items: list, known: list) -> list:
    """`items` without repeats and without those already `known`."""
    seen = {(str(f)) for f in known}
    return [f for f in items if not (str(f) in seen or seen.add(str(f)))]
