"""Writing a build's files: each output atomically (a file whose bytes are already there is not
touched), the kits and print jobs, the manifest, the build's record of its output folder
(cache/outputs.py), and the marker that says a build is writing.

May import the model, the cache, atomic.py, printplan.py and render.py (the kits); never build.py.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from generator.build.cache import reads
from generator.build.cache.outputs import BuildCache
from generator.build.printtotals import file_entry, ordered_part
from generator.build.render import Rendered, merged_files
from generator.model import testhook
from generator.model.atomic import write_atomic
from generator.model.core import BuildOptions, Output, Project
from generator.model.findings import Findings


@dataclass
class BuildResult:
    outputs: list[Output] = field(default_factory=list)
    written: list[Path] = field(default_factory=list)
    unchanged: list[Path] = field(default_factory=list)
    removed: list[Path] = field(default_factory=list)  # files an earlier build made that this one no longer makes
    rendered: list[str] = field(default_factory=list)  # components rendered (not taken from the cache)
    findings: Findings = field(default_factory=Findings)
    titles: dict[str, str] = field(default_factory=dict)  # game id → the game's title, for summaries
    healed: bool = False  # the previous build was interrupted; this one brought everything up to date


def collect(
    project: Project,
    reused: dict[tuple[str, str], list[Output]],
    rendered: Rendered,
    options: BuildOptions,
    cache: BuildCache,
    result: BuildResult,
    read_by: dict[tuple[str, str], dict],
    shared: dict,
) -> None:
    """Every output in the games' component order; what was rendered is recorded with what its
    render read (`read_by`) and what the build read outside the games' folders (`shared`)."""
    for game in project.games.values():
        for name in game.components:
            if (game.id, name) in reused:
                result.outputs.extend(reused[(game.id, name)])
            elif (game.id, name) in rendered:
                outputs, accessed = rendered[(game.id, name)]
                result.outputs.extend(outputs)
                result.rendered.append(f"{game.id}/{name}")
                own = reads.Noted()
                own.update(read_by.get((game.id, name), {}))
                read = reads.snapshot(own)
                for part, entries in shared.items():
                    read[part] = {**entries, **read[part]}
                cache.store(game, name, options, accessed, outputs, read)


def write_merged(
    project: Project,
    out_dir: Path,
    options: BuildOptions,
    cache: BuildCache,
    result: BuildResult,
    merged: dict[str, list[Output]],
) -> None:
    """Each game's zestaw.pdf (every part in print order: kit.py) and print jobs (printplan.py, jobs.py),
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
    except OSError as exc:  # name the folder the user chose, not our probe file
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


def write(outputs: list[Output], out_dir: Path, result: BuildResult) -> None:
    out_dir = Path(out_dir)
    for output in outputs:
        if output.data is None:
            continue  # reused from the cache: the file on disk is already right
        target = out_dir / output.game / output.filename
        (result.written if write_atomic(target, output.data) else result.unchanged).append(target)
        testhook.pause("writing")


def _parts(parts: list[dict]) -> list[dict]:
    """A job's parts with their keys in the order job_entry gives them (a cached entry comes back sorted)."""
    return [ordered_part(part) for part in parts]


def _listed(out_dir: Path) -> list[dict]:
    """The entries of the manifest an earlier build wrote, each naming a file inside out_dir; a damaged
    manifest (not a list, odd entries) counts as absent."""
    path = Path(out_dir) / "manifest.json"
    try:
        old = json.loads(path.read_text(encoding="utf-8")) if path.is_file() else []
    except (ValueError, OSError, RecursionError):
        return []
    return [
        e
        for e in (old if isinstance(old, list) else [])
        if isinstance(e, dict)
        and isinstance(e.get("path"), str)
        and not Path(e["path"]).is_absolute()
        and ".." not in Path(e["path"]).parts
    ]


def remove_stale(out_dir: Path, outputs: list[Output], result: BuildResult) -> None:
    """Delete the files an earlier build listed for a game built now that this build no longer makes
    (a print job renamed or merged away, a component removed): a folder copied to a print shop or a
    site holds only what the manifest lists. Only regular files the manifest named are touched."""
    games = {o.game for o in outputs}
    made = {f"{o.game}/{o.filename}" for o in outputs}
    for entry in _listed(out_dir):
        target = Path(out_dir) / entry["path"]
        if entry.get("game") in games and entry["path"] not in made and target.is_file() and not target.is_symlink():
            try:
                target.unlink()
            except OSError:
                continue  # a file we cannot remove stays; the manifest no longer lists it
            result.removed.append(target)


def write_manifest(out_dir: Path, outputs: list[Output]) -> None:
    """output/manifest.json: one entry per file; entries of games not built in this run are kept."""
    path = Path(out_dir) / "manifest.json"
    games = {o.game for o in outputs}
    entries = [e for e in _listed(out_dir) if e.get("game") not in games and (Path(out_dir) / e["path"]).is_file()]
    for o in outputs:
        entries.append(
            {
                "game": o.game,
                "component": o.component,
                "kind": o.kind,
                "path": f"{o.game}/{o.filename}",
                "pages": o.pages,
                "sha256": o.sha256,
            }
            | (
                {"stock": o.stock, "weight": o.weight, "sides": o.sides, "sheets": o.sheets, "parts": _parts(o.parts)}
                if o.kind == "print-job"
                else {}
                if o.kind == "kit"
                else file_entry(o)
            )
            | ({"seams_mm": o.seams_mm} if o.seams_mm else {})
            | ({"saves": o.saves} if o.saves else {})  # sheets saved by pieces sharing a host's sheets
        )
    entries.sort(key=lambda e: e["path"])
    write_atomic(path, (json.dumps(entries, ensure_ascii=False, indent=2) + "\n").encode("utf-8"))
