"""The recipe: load → validate → lay out and render → write.

Nothing is written unless the whole run validated clean; every file is written atomically.
"""
from __future__ import annotations

import importlib
import gc
import json
import os
import tempfile
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import Callable

from .cache import base as cache_folder, reads, turn_off as turn_cache_off, turned_off as cache_turned_off
from .cache.outputs import BuildCache, TrackedComponents, game_key, notices_from, notices_record
from .data import bundled
from .core import BuildOptions, Component, Game, Output, Project, kept_outputs
from .findings import Findings, FindingsError, RenderFindings
from .kinds import KINDS
from .jobs import make_jobs
from .kit import make_kit
from .loading import discover_games
from .atomic import write_atomic
from .printplan import file_entry
from . import testhook
from .validation import check_output_names, load_and_validate, settle, validate_game, validate_games  # noqa: F401
from .workers import die_with_parent

BUNDLED_COMPONENTS = bundled("components")


@dataclass
class BuildResult:
    outputs: list[Output] = field(default_factory=list)
    written: list[Path] = field(default_factory=list)
    unchanged: list[Path] = field(default_factory=list)
    rendered: list[str] = field(default_factory=list)     # components rendered (not taken from the cache)
    findings: Findings = field(default_factory=Findings)
    titles: dict[str, str] = field(default_factory=dict)  # game id → the game's title, for summaries
    healed: bool = False     # the previous build was interrupted; this one brought everything up to date


def render(project: Project, options: BuildOptions, components: list[str] | None = None) -> list[Output]:
    """The files of the named components (all when None) as a build into an empty folder makes them,
    in the games' component order, with their bytes, without the build's record or kit (`drukarnia
    preview`, tests and tools). Each piece is drawn at most once: a component that describes the kit
    (the rulebook) is handed its game's pieces, as a build hands them."""
    outputs: list[Output] = []
    for game in project.games.values():
        drawable = [n for n, c in game.components.items() if KINDS[c.kind].render is not None]
        wanted = [n for n in drawable if not components or n in components]
        later = [n for n in wanted if KINDS[game.components[n].kind].takes_kit]
        pieces = [n for n in drawable if not KINDS[game.components[n].kind].takes_kit and (later or n in wanted)]
        made: Rendered = {}

        def draw(names: list[str], kit: list[Output] | None) -> None:
            for name in names:
                made[(game.id, name)] = render_component(game, name, options, kit)
        draw(pieces, None)
        draw(later, [o for n in pieces for o in made[(game.id, n)][0] if not KINDS[o.kind].takes_kit])
        outputs.extend(o for n in wanted for o in made[(game.id, n)][0])
    return outputs


def render_component(game: Game, name: str, options: BuildOptions, kit: list[Output] | None = None,
                     previous: list[dict] | None = None) -> tuple[list[Output], list[str]]:
    """Render one component; also return the names of the sibling components its renderer read.

    A kind that describes the kit (the rulebook) receives the siblings' outputs as `kit` (None: it
    renders them itself); one that keeps its files (Kind.keeps_printed) its outputs of the previous
    build as `previous` (reused, data None, while it would print the same). A kind that says what it
    prints without drawing (Kind.prints) is not drawn while `previous` was made from the same."""
    component = game.components[name]
    kind = KINDS[component.kind]
    if kind.render is None:
        return [], []
    extra = {"kit": kit} if kind.takes_kit else {}
    if kind.keeps_printed:
        extra["previous"] = previous
    # the renderer sees the game through a view that records which siblings it reads (cache deps);
    # the project's own Game is never modified
    tracked = TrackedComponents(game.components)
    seen = replace(game, components=tracked)
    made_from = kind.prints(component, seen, options) if kind.prints is not None else None
    kept = kept_outputs(previous, made_from)
    if kept is not None:          # the last files print what it would print now (Kind.prints)
        return kept, sorted(tracked.accessed)
    read = set(tracked.accessed)
    outputs = kind.render(component, seen, options, **extra)
    if made_from is not None and tracked.accessed <= read:   # its digest saw all the drawing read
        for output in outputs:
            output.made_from = made_from
    return outputs, sorted(tracked.accessed)


def build(components: Path, out_dir: Path, game_ids: list[str] | None, options: BuildOptions, *,
          jobs: int = 1, progress: Callable[[int], None] | None = None,
          on_plan: Callable[[int], None] | None = None) -> BuildResult:
    """Validate everything, render what changed since the last build, write atomically, make kits.

    load → validate → lay out → render → write; what the last build into `out_dir` made from the
    same inputs (cache/outputs.py: by what it read) is left as it is."""
    # the objects alive now (the modules, what the command line made) outlive the build: the
    # collector leaves them out of its full passes, which a build would otherwise repeat over them;
    # given back to it when the build ends
    gc.freeze()
    try:
        cache = BuildCache.load(out_dir)
        with reads.recording() as noted:
            return _build(components, out_dir, game_ids, options, cache, noted, jobs=jobs, progress=progress,
                          on_plan=on_plan)
    finally:
        gc.unfreeze()


def _build(components: Path, out_dir: Path, game_ids: list[str] | None, options: BuildOptions,
           cache: BuildCache, noted: reads.Noted, *, jobs: int, progress: Callable[[int], None] | None,
           on_plan: Callable[[int], None] | None) -> BuildResult:
    healed = interrupted(out_dir)
    wanted = discover_games(Path(components)) if game_ids is None else list(game_ids)
    keys = {g: game_key(components, g, options) for g in wanted}
    kept = {g: k for g in wanted if (k := _kept_game(g, keys[g], cache, out_dir)) is not None}
    per_game: dict[str, list] = {}
    owed: dict = {}      # rulebooks are checked as they are made (one template pass each)
    # load and validate
    project, findings = load_and_validate(components, [g for g in wanted if g not in kept], None, owed,
                                          known=[n for k in kept.values() for n in k.notices],
                                          checked=lambda game, own: per_game.__setitem__(game.id, own))
    if options.paper != BuildOptions().paper:   # file names that depend on the paper (boards)
        named = Findings()
        for game in project.games.values():
            check_output_names(game, options, named)
        if named.errors:
            raise FindingsError(named)
    ensure_writable(out_dir)
    # lay out and render what changed
    todo, reused = plan_work(project, options, cache, out_dir)
    if on_plan:
        on_plan(len(todo))
    read_by: dict[tuple[str, str], dict] = {}
    gc.freeze()      # the validated project outlives the rendering too (and forked workers inherit it)
    try:
        merged: dict[str, list[Output]] = {}
        rendered = render_changed(components, todo, reused, options, cache, out_dir, jobs, progress, merged, read_by)
    except RenderFindings as failed:     # every rulebook's findings, as validation gives them
        found = settle(Findings(), owed)
        raise FindingsError(Findings(findings.items + _new(found.items + failed.items, findings.items),
                                     findings.deviations)) from None
    late = settle(Findings(), owed, set(rendered))     # rulebooks kept: checked the old way
    if late.errors:
        raise FindingsError(Findings(findings.items + late.items, findings.deviations))
    result = BuildResult(findings=findings, titles={g.id: g.spec.title for g in project.games.values()},
                         healed=healed)
    # write
    begin_writing(out_dir)
    everything = reads.snapshot(noted, skip=(str(out_dir), cache_folder()))
    games = [str(Path(components) / g) for g in discover_games(Path(components))]
    shared = reads.outside(everything, games)      # what every game's files may be made from
    collect(project, reused, rendered, options, cache, result, read_by, shared)
    write(result.outputs, out_dir, result)
    write_merged(project, out_dir, options, cache, result, merged)
    for game_id, game in project.games.items():
        notices = notices_record(per_game.get(game_id, []))
        outputs = [o for o in result.outputs if o.game == game_id]
        others = [g for g in games if Path(g) != Path(components) / game_id]
        cache.store_game(game_id, keys[game_id], result.titles[game_id], notices, [o.meta() for o in outputs],
                         reads.outside(everything, others))
    for game_id, kept_game in kept.items():
        result.titles[game_id] = kept_game.title
        result.outputs.extend(kept_game.outputs)
    result.outputs = _in_print_order(result.outputs, wanted)
    write_manifest(out_dir, result.outputs)
    cache.save(out_dir)
    end_writing(out_dir)
    return result


@dataclass
class KeptGame:
    """A game left alone: nothing it is made from changed and its files are on disk as made."""
    title: str
    notices: list
    outputs: list[Output]


def _kept_game(game_id: str, key: str, cache: BuildCache, out_dir: Path) -> KeptGame | None:
    kept = cache.kept_game(game_id, key, out_dir)
    notices = notices_from(kept[1]) if kept is not None else None
    return KeptGame(kept[0], notices, kept[2]) if notices is not None else None


def _in_print_order(outputs: list[Output], games: list[str]) -> list[Output]:
    """Every game's parts, then the kits, then the print jobs, games in the order asked."""
    rank = {"kit": 1, "print-job": 2}
    order = {g: i for i, g in enumerate(games)}
    return sorted(outputs, key=lambda o: (rank.get(o.kind, 0), order.get(o.game, len(order))))


Work = list[tuple[Game, str, str]]
Rendered = dict[tuple[str, str], tuple[list[Output], list[str]]]


def _new(items: list, known: list) -> list:
    """`items` without repeats and without those already `known`."""
    seen = {(str(f)) for f in known}
    return [f for f in items if not (str(f) in seen or seen.add(str(f)))]


def plan_work(project: Project, options: BuildOptions, cache: BuildCache, out_dir: Path,
              ) -> tuple[Work, dict[tuple[str, str], list[Output]]]:
    """Split the components into those to render and those whose outputs the cache still holds."""
    todo: Work = []
    reused: dict[tuple[str, str], list[Output]] = {}
    for game in project.games.values():
        for name, component in game.components.items():
            if KINDS[component.kind].render is None:
                continue
            entry = cache.fresh(game, name, options, out_dir)
            if entry is not None:
                reused[(game.id, name)] = entry
            else:
                todo.append((game, name, ""))
    return todo, reused


def render_changed(components: Path, todo: Work, reused: dict[tuple[str, str], list[Output]],
                   options: BuildOptions, cache: BuildCache, out_dir: Path, jobs: int,
                   progress: Callable[[int], None] | None, merged: dict[str, list[Output]] | None = None,
                   read_by: dict[tuple[str, str], dict] | None = None) -> Rendered:
    """Render the pieces first; rulebooks describe the rest of the kit, so they come last and are
    handed what was just made (or reused) and their own outputs of the last build; what each render
    read goes into `read_by`. A game's kit and print jobs are
    made into `merged` as soon as its rulebook is done, while the workers draw the other games'."""
    later = [t for t in todo if KINDS[t[0].components[t[1]].kind].takes_kit]
    first = [t for t in todo if t not in later]
    # a component whose data changed may still print the same (Kind.keeps_printed): its last outputs
    previous = {(g.id, name): cache.previous_outputs(g, name, options, out_dir) for g, name, _ in todo
                if KINDS[g.components[name].kind].keeps_printed or KINDS[g.components[name].kind].prints}
    rendered: Rendered = {}
    games = {g.id: g for g, _, _ in todo}

    def drawn(key: tuple[str, str], made: tuple[list[Output], list[str]]) -> None:
        rendered[key] = made
    workers = _Workers(todo, jobs)     # one pool for both rounds, forked once
    try:
        _render_all(components, first, options, jobs, progress, previous=previous, finished=drawn, workers=workers,
                    read_by=read_by)
        siblings: dict[str, list[Output]] = {}
        for game in {g.id: g for g, _, _ in later}.values():
            made = []
            for name in game.components:
                if (game.id, name) in rendered:
                    made.extend(rendered[(game.id, name)][0])
                elif (game.id, name) in reused:
                    made.extend(_with_data(o, out_dir) for o in reused[(game.id, name)])
            siblings[game.id] = [o for o in made if not KINDS[o.kind].takes_kit]
        waiting = {game_id: {n for g, n, _ in later if g.id == game_id} for game_id in {g.id for g, _, _ in later}}

        def finished(key: tuple[str, str], made: tuple[list[Output], list[str]]) -> None:
            drawn(key, made)
            waiting[key[0]].discard(key[1])
            if merged is not None and not waiting[key[0]]:
                game = games[key[0]]
                merged[game.id] = merged_files(game, game_outputs(game, reused, rendered), out_dir, options, cache)
        _render_all(components, later, options, jobs, progress, siblings, previous, finished, workers=workers,
                    read_by=read_by)
    finally:
        workers.close()
    return rendered


def game_outputs(game: Game, reused: dict[tuple[str, str], list[Output]], rendered: Rendered) -> list[Output]:
    """The game's outputs in its components' order: reused from the folder, else rendered (or shelved)."""
    outputs: list[Output] = []
    for name in game.components:
        if (game.id, name) in reused:
            outputs.extend(reused[(game.id, name)])
        elif (game.id, name) in rendered:
            outputs.extend(rendered[(game.id, name)][0])
    return outputs


def merged_files(game: Game, outputs: list[Output], out_dir: Path, options: BuildOptions,
                 cache: BuildCache) -> list[Output]:
    """The game's kit (kit.py) and print jobs (jobs.py), made of its `outputs`."""
    kit = make_kit(game, outputs, out_dir, options, cache)
    kits = [kit] if kit is not None else []
    return kits + make_jobs(game, outputs + kits, out_dir, options, cache)


def collect(project: Project, reused: dict[tuple[str, str], list[Output]], rendered: Rendered,
            options: BuildOptions, cache: BuildCache, result: BuildResult, read_by: dict[tuple[str, str], dict],
            shared: dict) -> None:
    """Every output in the games' component order; what was rendered is recorded with what its
    render read (`read_by`) and what the build read outside the games' folders (`shared`)."""
    for game in project.games.values():
        for name in game.components:
            if (game.id, name) in reused:
                result.outputs.extend(reused[(game.id, name)])
            elif (game.id, name) in rendered:
                outputs, accessed = rendered[(game.id, name)]
                result.outputs.extend(outputs)
                if any(o.data is not None for o in outputs) or not outputs:   # else kept (Kind.keeps_printed)
                    result.rendered.append(f"{game.id}/{name}")
                own = reads.Noted()
                own.update(read_by.get((game.id, name), {}))
                read = reads.snapshot(own)
                for part, entries in shared.items():
                    read[part] = {**entries, **read[part]}
                cache.store(game, name, options, accessed, outputs, read)


def write_merged(project: Project, out_dir: Path, options: BuildOptions, cache: BuildCache,
                 result: BuildResult, merged: dict[str, list[Output]]) -> None:
    """Each game's kit.pdf (every part in print order: kit.py) and print jobs (printplan.py, jobs.py),
    made while the rulebooks were drawn (`merged`) or now; written atomically."""
    for game in project.games.values():
        made = merged.get(game.id)
        if made is None:
            made = merged_files(game, [o for o in result.outputs if o.game == game.id], out_dir, options, cache)
        for output in made:
            if output.data is not None:
                target = Path(out_dir) / game.id / output.filename
                (result.written if write_atomic(target, output.data) else result.unchanged).append(target)
            result.outputs.append(output)


# While a build replaces files, this marker says that manifest.json and the kits may still describe
# the previous files. A build killed meanwhile leaves it behind; the next build finds it, brings
# every file, kit and the manifest up to date (the cache checks each file's digest) and says so.
WRITING_MARKER = ".drukarnia-writing"


def ensure_writable(out_dir: Path) -> None:
    """Fail before any work when out_dir cannot take files (a file in the way, read-only, no permission)."""
    out = Path(out_dir)
    try:
        out.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(prefix=".drukarnia-probe.", dir=out)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:   # name the folder the user chose, not our probe file
        raise OSError(exc.errno, exc.strerror, str(out)) from None


def interrupted(out_dir: Path) -> bool:
    """True when the last build into out_dir stopped between its first write and its manifest."""
    return (Path(out_dir) / WRITING_MARKER).exists()


def begin_writing(out_dir: Path) -> None:
    write_atomic(Path(out_dir) / WRITING_MARKER, b"a build is writing here; manifest.json is updated last\n")


def end_writing(out_dir: Path) -> None:
    try:
        (Path(out_dir) / WRITING_MARKER).unlink()
    except FileNotFoundError:
        pass


def _with_data(output: Output, out_dir: Path) -> Output:
    if output.data is not None:
        return output
    data = (Path(out_dir) / output.game / output.filename).read_bytes()
    return Output(**{**output.meta_fields(), "data": data})


class _Workers:
    """The worker processes of one build's rendering, started when a round first has enough work to
    share (`pool()`) and shared by both rounds (the pieces, then the rulebooks): the processes are
    forked once, after what every render of the build lays out with is prepared (_prepare_layout),
    so that they share it instead of each doing the same."""

    def __init__(self, todo: Work, jobs: int):
        self.todo, self.jobs = todo, jobs
        self._pool = None

    def pool(self):
        if self._pool is None:
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor
            context = multiprocessing.get_context("fork") if "fork" in multiprocessing.get_all_start_methods() else None
            if context is not None:
                _prepare_layout(self.todo)
            # forked workers inherit the validated project (no pickling); others load it again; every
            # worker dies with the build that started it
            adopt = {"initializer": _start_worker,
                     "initargs": (os.getpid(), _project_of(self.todo) if context else None, cache_turned_off())}
            self._pool = ProcessPoolExecutor(max_workers=self.jobs, mp_context=context, **adopt)
        return self._pool

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown()
            self._pool = None


def _render_all(components: Path, todo: Work, options: BuildOptions, jobs: int,
                progress: Callable[[int], None] | None, siblings: dict[str, list[Output]] | None = None,
                previous: dict[tuple[str, str], list[dict] | None] | None = None,
                finished: Callable[[tuple[str, str], tuple[list[Output], list[str]]], None] | None = None, *,
                workers: _Workers, read_by: dict[tuple[str, str], dict] | None = None) -> Rendered:
    """Render the components, in the build's `workers` when there is enough work to share;
    `finished` is told of each as it is done."""
    done: Rendered = {}
    finished = finished or done.__setitem__
    read_by = {} if read_by is None else read_by
    siblings, previous = siblings or {}, previous or {}
    # a pool pays for itself only with enough work: forking and sending each PDF back costs more CPU
    # than a few small components take (a one-tile edit redraws three or four of them)
    if jobs > 1 and len(todo) > 2 and sum(_cost(g.components[n].kind) for g, n, _ in todo) >= POOL_WORK:
        from concurrent.futures import as_completed
        pool = workers.pool()
        # the slowest first, so that the pool stays busy to the end
        ordered = sorted(todo, key=lambda t: -_cost(t[0].components[t[1]].kind))
        futures = {(g.id, n): pool.submit(_render_in_worker, str(components), g.id, n, options,
                                          siblings.get(g.id), previous.get((g.id, n))) for g, n, _ in ordered}
        keys = {future: key for key, future in futures.items()}
        for future in as_completed(futures.values()):
            *made, read_by[keys[future]] = future.result()
            reads.hand_back(read_by[keys[future]])      # the build read it too (a worker read it for it)
            done[keys[future]] = tuple(made)
            finished(keys[future], done[keys[future]])
            if progress:
                progress(1)
        return done
    for game, name, _ in todo:
        *made, read_by[(game.id, name)] = _render_recorded(game, name, options, siblings.get(game.id),
                                                           previous.get((game.id, name)))
        done[(game.id, name)] = tuple(made)
        finished((game.id, name), done[(game.id, name)])
        if progress:
            progress(1)
    return done


def _prepare_layout(todo: Work) -> None:
    """Import the modules the renders lay out with (Kind.imports_to_draw) and let each prepare what it
    keeps per process (`prepare()`: fonts, hyphenation patterns) before forking: the workers share
    them instead of each doing the same."""
    for name in sorted({m for g, n, _ in todo for m in KINDS[g.components[n].kind].imports_to_draw()}):
        prepare = getattr(importlib.import_module(name), "prepare", None)
        if prepare is not None:
            prepare()


POOL_WORK = 8      # rough cost units (_cost) below which the components are rendered in this process


def _project_of(todo: list[tuple[Game, str, str]]) -> Project:
    project = Project(Path("."))
    for game, _, _ in todo:
        project.games[game.id] = game
    return project


def _cost(kind: str) -> int:
    """Rough rendering cost, to start the slow components first."""
    return {"rulebook": 3, "board": 2, "painting-tiles": 2}.get(kind, 1)


@lru_cache(maxsize=8)
def _worker_project(components: str, game_id: str) -> Project:
    project, _ = load_and_validate(Path(components), [game_id])
    return project


_ADOPTED: dict[str, Game] = {}   # in a forked worker process only: the parent's validated games


def _start_worker(parent: int, project: Project | None, no_cache: bool = False) -> None:
    """Worker initializer: die with the build that started it; keep the validated project the parent
    handed over at fork (None: the worker loads what it renders); no cache when the build has none."""
    die_with_parent(parent)
    if no_cache:
        turn_cache_off()
    if project is not None:
        _ADOPTED.update(project.games)


def _render_in_worker(components: str, game_id: str, name: str, options: BuildOptions,
                      siblings: list[Output] | None = None, previous: list[dict] | None = None):
    game = _ADOPTED.get(game_id) or _worker_project(components, game_id).games[game_id]
    return _render_recorded(game, name, options, siblings, previous)


def _render_recorded(game: Game, name: str, options: BuildOptions, siblings: list[Output] | None,
                     previous: list[dict] | None) -> tuple[list[Output], list[str], dict]:
    """render_component, and what it read (reads.Noted.plain())."""
    with reads.recording() as noted:
        outputs, accessed = render_component(game, name, options, siblings, previous)
    return outputs, accessed, noted.plain()


def write(outputs: list[Output], out_dir: Path, result: BuildResult) -> None:
    out_dir = Path(out_dir)
    for output in outputs:
        if output.data is None:
            continue   # reused from the cache: the file on disk is already right
        target = out_dir / output.game / output.filename
        (result.written if write_atomic(target, output.data) else result.unchanged).append(target)
        testhook.pause("writing")


def _parts(parts: list[dict]) -> list[dict]:
    """A job's parts with their keys in the order job_entry gives them (a cached entry comes back sorted)."""
    return [{k: part[k] for k in ("path", "copies", "first", "last") if k in part} | part for part in parts]


def write_manifest(out_dir: Path, outputs: list[Output]) -> None:
    """output/manifest.json: one entry per file; entries of games not built in this run are kept."""
    path = Path(out_dir) / "manifest.json"
    built = {(o.game, o.filename) for o in outputs}
    games = {o.game for o in outputs}
    entries = []
    if path.is_file():
        try:   # a damaged manifest (not a list, odd entries) counts as absent: it is rewritten whole
            old = json.loads(path.read_text(encoding="utf-8"))
            entries = [e for e in (old if isinstance(old, list) else [])
                       if isinstance(e, dict) and isinstance(e.get("path"), str) and e.get("game") not in games
                       and ".." not in Path(e["path"]).parts and (Path(out_dir) / e["path"]).is_file()]
        except (ValueError, OSError, RecursionError):
            entries = []
    for o in outputs:
        entries.append({"game": o.game, "component": o.component, "kind": o.kind,
                        "path": f"{o.game}/{o.filename}", "pages": o.pages, "sha256": o.sha256}
                       | ({"stock": o.stock, "sides": o.sides, "sheets": o.sheets, "parts": _parts(o.parts)}
                          if o.kind == "print-job" else {} if o.kind == "kit" else file_entry(o))
                       | ({"seams_mm": o.seams_mm} if o.seams_mm else {}))
    entries.sort(key=lambda e: e["path"])
    write_atomic(path, (json.dumps(entries, ensure_ascii=False, indent=2) + "\n").encode("utf-8"))
