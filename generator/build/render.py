"""Rendering components: each kind's render, the pieces first and the rulebooks (which describe
the kit) after them, in worker processes when there is enough work to share; a game's kit and
print jobs are joined as soon as its rulebook is done.

May import the model, validation, kinds/, the cache and kit.py/jobs.py; never build.py or commands/.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import replace
from functools import lru_cache
from pathlib import Path

from generator.build.cache import reads
from generator.build.cache import turn_off as turn_cache_off
from generator.build.cache import turned_off as cache_turned_off
from generator.build.cache.outputs import BuildCache, TrackedComponents
from generator.build.jobs import make_jobs
from generator.build.kit import make_kit
from generator.build.pdfmerge import MergeError, page_sizes
from generator.draw.kinds import KINDS
from generator.model.core import BuildOptions, Game, Output, Project
from generator.model.workers import die_with_parent
from generator.validate.run import load_and_validate

Work = list[tuple[Game, str, str]]
Rendered = dict[tuple[str, str], tuple[list[Output], list[str]]]


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


def render_component(
    game: Game, name: str, options: BuildOptions, kit: list[Output] | None = None
) -> tuple[list[Output], list[str]]:
    """Render one component; also return the names of the sibling components its renderer read.
    A kind that describes the kit (the rulebook) receives the siblings' outputs as `kit` (None: it
    renders them itself)."""
    component = game.components[name]
    kind = KINDS[component.kind]
    if kind.render is None:
        return [], []
    # the renderer sees the game through a view that records which siblings it reads (cache deps);
    # the project's own Game is never modified
    tracked = TrackedComponents(game.components)
    extra = {"kit": kit} if kind.takes_kit else {}
    outputs = kind.render(component, replace(game, components=tracked), options, **extra)
    return [_with_landscape(o) for o in outputs], sorted(tracked.accessed)


def _with_landscape(output: Output) -> Output:
    """The output with its pages wider than tall named (Output.landscape), read off its own pages as drawn."""
    if output.data is None or output.landscape is not None:
        return output
    try:
        sizes = page_sizes(output.data)
    except MergeError:  # not a file of our own shape: nothing said of it
        return output
    lying = [n for n, (width, height) in enumerate(sizes, start=1) if width > height + 0.5]
    return replace(output, landscape=lying) if lying else output


def plan_work(
    project: Project,
    options: BuildOptions,
    cache: BuildCache,
    out_dir: Path,
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


def render_changed(
    components: Path,
    todo: Work,
    reused: dict[tuple[str, str], list[Output]],
    options: BuildOptions,
    cache: BuildCache,
    out_dir: Path,
    jobs: int,
    progress: Callable[[int], None] | None,
    merged: dict[str, list[Output]] | None = None,
    read_by: dict[tuple[str, str], dict] | None = None,
) -> Rendered:
    """Render the pieces first; rulebooks describe the rest of the kit, so they come last and are
    handed what was just made (or reused); what each render read goes into `read_by`. A game's kit
    and print jobs are made into `merged` as soon as its rulebook is done, while the workers draw
    the other games'."""
    later = [t for t in todo if KINDS[t[0].components[t[1]].kind].takes_kit]
    first = [t for t in todo if t not in later]
    rendered: Rendered = {}
    games = {g.id: g for g, _, _ in todo}

    def drawn(key: tuple[str, str], made: tuple[list[Output], list[str]]) -> None:
        rendered[key] = made

    workers = Workers(todo, jobs)  # one pool for both rounds, forked once
    try:
        render_all(components, first, options, progress, finished=drawn, workers=workers, read_by=read_by)
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

        render_all(components, later, options, progress, siblings, finished, workers=workers, read_by=read_by)
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


def merged_files(
    game: Game, outputs: list[Output], out_dir: Path, options: BuildOptions, cache: BuildCache
) -> list[Output]:
    """The game's kit (kit.py) and print jobs (jobs.py), made of its `outputs`: the jobs first, the kit of them."""
    jobs = make_jobs(game, outputs, out_dir, options, cache)
    kit = make_kit(game, outputs, out_dir, options, cache, jobs)
    return ([kit] if kit is not None else []) + jobs


def _with_data(output: Output, out_dir: Path) -> Output:
    if output.data is not None:
        return output
    data = (Path(out_dir) / output.game / output.filename).read_bytes()
    return Output(**{**output.meta_fields(), "data": data})


class Workers:
    """The worker processes of one build's rendering, started when a round first has enough work to
    share (`pool()`) and shared by both rounds (the pieces, then the rulebooks): forked once, they
    inherit the validated project."""

    def __init__(self, todo: Work, jobs: int):
        self.todo, self.jobs = todo, jobs
        self._pool = None

    def pool(self):
        if self._pool is None:
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor

            context = multiprocessing.get_context("fork") if "fork" in multiprocessing.get_all_start_methods() else None
            # forked workers inherit the validated project (no pickling); others load it again; every
            # worker dies with the build that started it
            adopt = {
                "initializer": _start_worker,
                "initargs": (os.getpid(), _project_of(self.todo) if context else None, cache_turned_off()),
            }
            self._pool = ProcessPoolExecutor(max_workers=self.jobs, mp_context=context, **adopt)
        return self._pool

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown()
            self._pool = None


def render_all(
    components: Path,
    todo: Work,
    options: BuildOptions,
    progress: Callable[[int], None] | None,
    siblings: dict[str, list[Output]] | None = None,
    finished: Callable[[tuple[str, str], tuple[list[Output], list[str]]], None] | None = None,
    *,
    workers: Workers,
    read_by: dict[tuple[str, str], dict] | None = None,
) -> Rendered:
    """Render the components, in the build's `workers` when there is enough work to share;
    `finished` is told of each as it is done, `read_by` what each render read."""
    done: Rendered = {}
    finished = finished or done.__setitem__
    read_by = {} if read_by is None else read_by
    siblings = siblings or {}
    # a pool pays for itself only with enough work: forking and sending each PDF back costs more CPU
    # than a few small components take (a one-tile edit redraws three or four of them)
    if workers.jobs > 1 and len(todo) > 2 and sum(_cost(g.components[n].kind) for g, n, _ in todo) >= POOL_WORK:
        from concurrent.futures import as_completed

        pool = workers.pool()
        # the slowest first, so that the pool stays busy to the end
        ordered = sorted(todo, key=lambda t: -_cost(t[0].components[t[1]].kind))
        futures = {
            pool.submit(_render_in_worker, str(components), g.id, n, options, siblings.get(g.id)): (g.id, n)
            for g, n, _ in ordered
        }
        made = ((futures[future], future.result()) for future in as_completed(futures))
    else:
        made = (((g.id, n), _render_recorded(g, n, options, siblings.get(g.id))) for g, n, _ in todo)
    for key, (outputs, accessed, read) in made:
        read_by[key] = read
        reads.hand_back(read)  # the build read it too (a worker read it for it)
        done[key] = (outputs, accessed)
        finished(key, done[key])
        if progress:
            progress(1)
    return done


POOL_WORK = 8  # rough cost units (_cost) below which the components are rendered in this process


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


_ADOPTED: dict[str, Game] = {}  # in a forked worker process only: the parent's validated games


def _start_worker(parent: int, project: Project | None, no_cache: bool = False) -> None:
    """Worker initializer: die with the build that started it; keep the validated project the parent
    handed over at fork (None: the worker loads what it renders); no cache when the build has none."""
    die_with_parent(parent)
    if no_cache:
        turn_cache_off()
    if project is not None:
        _ADOPTED.update(project.games)


def _render_in_worker(
    components: str, game_id: str, name: str, options: BuildOptions, siblings: list[Output] | None = None
):
    game = _ADOPTED.get(game_id) or _worker_project(components, game_id).games[game_id]
    return _render_recorded(game, name, options, siblings)


def _render_recorded(
    game: Game, name: str, options: BuildOptions, siblings: list[Output] | None
) -> tuple[list[Output], list[str], dict]:
    """render_component, and what it read (reads.Noted.plain())."""
    with reads.recording() as noted:
        outputs, accessed = render_component(game, name, options, siblings)
    return outputs, accessed, noted.plain()
