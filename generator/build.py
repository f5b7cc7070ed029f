"""The recipe: load → validate → lay out and render → write.

Nothing is written unless the whole run validated clean; every file is written atomically.
"""
from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass, field
from pathlib import Path

from functools import lru_cache
from typing import Callable

from .cache import BuildCache, TrackedComponents
from .findings import Findings, FindingsError
from .games import apply_house_rules, checks_for
from .kinds import KINDS, load_all
from .kit import make_kit
from .rulebook.kit import hint_pages, provide as provide_siblings
from .layout.imposition import PAPERS, Duplex, Paper
from .pdf import write_atomic
from .project import Game, Project, load_project
from .units import mm

REPO = Path(__file__).resolve().parent.parent
BUNDLED_COMPONENTS = REPO / "components"
TEMPLATES = REPO / "templates"


@dataclass(frozen=True)
class BuildOptions:
    paper: Paper = PAPERS["a4"]
    duplex: Duplex = "long"
    back_offset: tuple[float, float] = (0.0, 0.0)   # points
    margin: float = mm(5)
    overlap: float = mm(10)                          # glue band of tiled boards


@dataclass
class Output:
    game: str
    component: str
    kind: str
    filename: str            # relative to output/<game>/
    data: bytes | None       # None when reused from the cache (read back from disk on demand)
    pages: int
    sheets: int = 0          # physical sheets when printed (duplex pages count once); 0: derive from pages
    stock: str = "card"      # card or paper
    duplex: bool = False     # fronts and backs alternate (printed double-sided)
    kit: bool = True         # part of the game's kit.pdf (False for print-shop or alternative layouts)
    digest: str = ""

    @property
    def sha256(self) -> str:
        if not self.digest and self.data is not None:
            self.digest = hashlib.sha256(self.data).hexdigest()
        return self.digest

    @property
    def paper_sheets(self) -> int:
        if self.sheets:
            return self.sheets
        return (self.pages + 1) // 2 if self.duplex else self.pages

    def meta(self) -> dict:
        return {"game": self.game, "component": self.component, "kind": self.kind, "filename": self.filename,
                "pages": self.pages, "sheets": self.sheets, "stock": self.stock, "duplex": self.duplex,
                "kit": self.kit, "sha256": self.sha256}

    def meta_fields(self) -> dict:
        return {k: v for k, v in self.meta().items() if k != "sha256"} | {"digest": self.sha256}

    @classmethod
    def from_meta(cls, meta: dict) -> "Output":
        fields = {k: v for k, v in meta.items() if k != "sha256"}
        return cls(**fields, data=None, digest=meta["sha256"])


@dataclass
class BuildResult:
    outputs: list[Output] = field(default_factory=list)
    written: list[Path] = field(default_factory=list)
    unchanged: list[Path] = field(default_factory=list)
    rendered: list[str] = field(default_factory=list)     # components rendered (not taken from the cache)
    findings: Findings = field(default_factory=Findings)
    titles: dict[str, str] = field(default_factory=dict)  # game id → the game's title, for summaries
    healed: bool = False     # the previous build was interrupted; this one brought everything up to date


def load_and_validate(components: Path, game_ids: list[str] | None,
                      cache: BuildCache | None = None) -> tuple[Project, Findings]:
    """Load every requested game and run every check; raise FindingsError when any error was found.

    With a build cache, a game whose files (and our code) are unchanged since its last clean
    validation is not checked again: its notices are replayed from the cache.
    """
    load_all()
    findings = Findings()
    project = load_project(components, game_ids, findings)
    for game in project.games.values():
        replayed = cache.clean_validation(game) if cache is not None and not findings.errors else None
        if replayed is not None:
            apply_house_rules(game, Findings())
            findings.extend(replayed)
            continue
        own = Findings()
        validate_game(game, own)
        findings.extend(own.items)
        if cache is not None and not own.errors:
            cache.store_validation(game, own.items)
    if findings.errors:
        raise FindingsError(findings)
    return project, findings


def validate_game(game, findings: Findings) -> None:
    apply_house_rules(game, findings)
    check_output_names(game, BuildOptions(), findings)
    before = len(findings.errors)
    ordered = sorted(game.components.values(), key=lambda c: KINDS[c.kind].category == "rulebook")
    for component in ordered:
        kind = KINDS[component.kind]
        if kind.category == "rulebook":
            # a rulebook describes its siblings; when they checked clean it need not check them again
            game.siblings_clean = len(findings.errors) == before
        if kind.check:
            _check_component(game, component, kind, findings)
    if game.incomplete:
        return   # cross-checks against a component that failed to load would only add noise
    for check in checks_for(game.id):
        check(game, findings)
    from .glyphs import check_game
    check_game(game, findings)   # every string that reaches paper, after the kinds' own text checks


def check_output_names(game: Game, options: BuildOptions, findings: Findings) -> None:
    """Two components must never write the same file (nor the kit's): one would silently replace the other."""
    from .kit import KIT_FILE
    taken: dict[str, str] = {KIT_FILE.casefold(): "the game's kit"}
    for name, component in sorted(dict.items(game.components)):
        kind = KINDS[component.kind]
        if kind.render is None:
            continue
        for filename in kind.filenames(component, options):
            other = taken.setdefault(filename.casefold(), f"component '{name}'")
            if other != f"component '{name}'":
                findings.error(component.where(), f"component '{name}' would write {game.id}/{filename}, which "
                               f"{other} writes too; rename {component.doc.path.name}", "paths.output-collision")


def _check_component(game: Game, component, kind, findings: Findings) -> None:
    """Run a kind's check; when a sibling file failed to load, keep only findings of checks that
    did not look at siblings (theirs would be noise caused by the broken file)."""
    if not game.incomplete:
        kind.check(component, game, findings)
        return
    original = game.components
    tracked = TrackedComponents(original)
    own = Findings()
    game.components = tracked
    try:
        kind.check(component, game, own)
    finally:
        game.components = original
    if not tracked.accessed and not tracked.scanned:
        findings.extend(own.items)


def render(project: Project, options: BuildOptions, components: list[str] | None = None) -> list[Output]:
    """Render every component (no cache, no kit): the plain pipeline used by tests and tools."""
    outputs: list[Output] = []
    for game in project.games.values():
        for component in game.components.values():
            if components and component.name not in components:
                continue
            outputs.extend(render_component(game, component.name, options)[0])
    return outputs


def render_component(game: Game, name: str, options: BuildOptions) -> tuple[list[Output], list[str]]:
    """Render one component; also return the names of the sibling components its renderer read."""
    component = game.components[name]
    kind = KINDS[component.kind]
    if kind.render is None:
        return [], []
    original = game.components
    tracked = TrackedComponents(original)
    game.components = tracked
    try:
        outputs = kind.render(component, game, options)
    finally:
        game.components = original
    return outputs, sorted(tracked.accessed)


def build(components: Path, out_dir: Path, game_ids: list[str] | None, options: BuildOptions, *,
          jobs: int = 1, progress: Callable[[int], None] | None = None,
          on_plan: Callable[[int], None] | None = None) -> BuildResult:
    """Validate everything, render what changed since the last build, write atomically, make kits."""
    cache = BuildCache.load(out_dir)
    healed = interrupted(out_dir)
    project, findings = load_and_validate(components, game_ids, cache)
    if options.paper != BuildOptions().paper:   # file names that depend on the paper (boards)
        named = Findings()
        for game in project.games.values():
            check_output_names(game, options, named)
        if named.errors:
            raise FindingsError(named)
    ensure_writable(out_dir)
    result = BuildResult(findings=findings, titles={g.id: g.spec.title for g in project.games.values()},
                         healed=healed)
    todo: list[tuple[Game, str, str]] = []
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
    if on_plan:
        on_plan(len(todo))
    # rulebooks describe the rest of the kit, so they come last and reuse what was just made
    later = [t for t in todo if KINDS[t[0].components[t[1]].kind].category == "rulebook"]
    first = [t for t in todo if t not in later]
    rendered = _render_all(components, first, options, jobs, progress)
    siblings: dict[str, list[Output]] = {}
    for game in {g.id: g for g, _, _ in later}.values():
        made = []
        for name in game.components:
            if (game.id, name) in rendered:
                made.extend(rendered[(game.id, name)][0])
            elif (game.id, name) in reused:
                made.extend(_with_data(o, out_dir) for o in reused[(game.id, name)])
        siblings[game.id] = [o for o in made if KINDS[o.kind].category != "rulebook"]
        provide_siblings(game, options, siblings[game.id])
        for g, name, _ in later:
            if g.id == game.id:
                hint_pages(game, name, cache.previous_pages(game.id, name))
    rendered.update(_render_all(components, later, options, jobs, progress, siblings))
    for game in project.games.values():
        for name in game.components:
            if (game.id, name) in reused:
                result.outputs.extend(reused[(game.id, name)])
            elif (game.id, name) in rendered:
                outputs, accessed = rendered[(game.id, name)]
                result.outputs.extend(outputs)
                result.rendered.append(f"{game.id}/{name}")
                cache.store(game, name, options, accessed, outputs)
    begin_writing(out_dir)
    write(result.outputs, out_dir, result)
    for game in project.games.values():
        kit = make_kit(game, [o for o in result.outputs if o.game == game.id], out_dir, options, cache)
        if kit is not None:
            if kit.data is not None:
                target = Path(out_dir) / game.id / kit.filename
                (result.written if write_atomic(target, kit.data) else result.unchanged).append(target)
            result.outputs.append(kit)
    write_manifest(out_dir, result.outputs)
    cache.save(out_dir)
    end_writing(out_dir)
    return result


# While a build replaces files, this marker says that manifest.json and the kits may still describe
# the previous files. A build killed meanwhile leaves it behind; the next build finds it, brings
# every file, kit and the manifest up to date (the cache checks each file's digest) and says so.
WRITING_MARKER = ".drukarnia-writing"


def ensure_writable(out_dir: Path) -> None:
    """Fail before any work when out_dir cannot take files (a file in the way, read-only, no permission)."""
    import tempfile
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


def _render_all(components: Path, todo: list[tuple[Game, str, str]], options: BuildOptions, jobs: int,
                progress: Callable[[int], None] | None, siblings: dict[str, list[Output]] | None = None,
                ) -> dict[tuple[str, str], tuple[list[Output], list[str]]]:
    """Render the components, in `jobs` processes when there is enough work to share."""
    done: dict[tuple[str, str], tuple[list[Output], list[str]]] = {}
    if jobs > 1 and len(todo) > 2:
        import multiprocessing
        from concurrent.futures import ProcessPoolExecutor
        context = multiprocessing.get_context("fork") if "fork" in multiprocessing.get_all_start_methods() else None
        global _FORKED
        _FORKED = todo[0][0] and _project_of(todo)
        from .workers import die_with_parent
        with ProcessPoolExecutor(max_workers=jobs, mp_context=context, initializer=die_with_parent,
                                 initargs=(os.getpid(),)) as pool:
            # the slowest first, so that the pool stays busy to the end
            ordered = sorted(todo, key=lambda t: -_cost(t[0].components[t[1]].kind))
            futures = {(g.id, n): pool.submit(_render_in_worker, str(components), g.id, n, options,
                                              (siblings or {}).get(g.id)) for g, n, _ in ordered}
            for key, future in futures.items():
                done[key] = future.result()
                if progress:
                    progress(1)
        return done
    for game, name, _ in todo:
        done[(game.id, name)] = render_component(game, name, options)
        if progress:
            progress(1)
    return done


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


_FORKED: Project | None = None   # the parent's validated project, inherited by forked workers


def _render_in_worker(components: str, game_id: str, name: str, options: BuildOptions,
                      siblings: list[Output] | None = None):
    project = _FORKED if _FORKED is not None and game_id in _FORKED.games else _worker_project(components, game_id)
    game = project.games[game_id]
    if siblings is not None:
        provide_siblings(game, options, siblings)
    return render_component(game, name, options)


def write(outputs: list[Output], out_dir: Path, result: BuildResult) -> None:
    out_dir = Path(out_dir)
    for output in outputs:
        if output.data is None:
            continue   # reused from the cache: the file on disk is already right
        target = out_dir / output.game / output.filename
        (result.written if write_atomic(target, output.data) else result.unchanged).append(target)


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
                        "path": f"{o.game}/{o.filename}", "pages": o.pages, "sha256": o.sha256})
    entries.sort(key=lambda e: e["path"])
    write_atomic(path, (json.dumps(entries, ensure_ascii=False, indent=2) + "\n").encode("utf-8"))
