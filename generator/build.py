"""The recipe: load → validate → lay out and render → write.

Nothing is written unless the whole run validated clean; every file is written atomically.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path

from .findings import Findings, FindingsError
from .games import apply_house_rules, checks_for
from .kinds import KINDS, load_all
from .layout.imposition import PAPERS, Duplex, Paper
from .pdf import write_atomic
from .project import Project, load_project
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
    data: bytes
    pages: int
    sheets: int = 0          # physical sheets of paper when printed (duplex counts once)
    stock: str = "card"      # card or paper

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.data).hexdigest()


@dataclass
class BuildResult:
    outputs: list[Output] = field(default_factory=list)
    written: list[Path] = field(default_factory=list)
    unchanged: list[Path] = field(default_factory=list)
    findings: Findings = field(default_factory=Findings)


def load_and_validate(components: Path, game_ids: list[str] | None) -> tuple[Project, Findings]:
    """Load every requested game and run every check; raise FindingsError when any error was found."""
    load_all()
    findings = Findings()
    project = load_project(components, game_ids, findings)
    for game in project.games.values():
        validate_game(game, findings)
    if findings.errors:
        raise FindingsError(findings)
    return project, findings


def validate_game(game, findings: Findings) -> None:
    apply_house_rules(game, findings)
    for component in game.components.values():
        kind = KINDS[component.kind]
        if kind.check:
            kind.check(component, game, findings)
    if game.incomplete:
        return   # cross-checks against a component that failed to load would only add noise
    for check in checks_for(game.id):
        check(game, findings)


def render(project: Project, options: BuildOptions, components: list[str] | None = None) -> list[Output]:
    outputs: list[Output] = []
    for game in project.games.values():
        for component in game.components.values():
            if components and component.name not in components:
                continue
            kind = KINDS[component.kind]
            if kind.render:
                outputs.extend(kind.render(component, game, options))
    return outputs


def write(outputs: list[Output], out_dir: Path, result: BuildResult) -> None:
    out_dir = Path(out_dir)
    for output in outputs:
        target = out_dir / output.game / output.filename
        (result.written if write_atomic(target, output.data) else result.unchanged).append(target)
    write_manifest(out_dir, outputs)


def write_manifest(out_dir: Path, outputs: list[Output]) -> None:
    """output/manifest.json: one entry per file; entries of games not built in this run are kept."""
    path = Path(out_dir) / "manifest.json"
    built = {(o.game, o.filename) for o in outputs}
    entries = []
    if path.is_file():
        try:
            old = json.loads(path.read_text(encoding="utf-8"))
            entries = [e for e in old if isinstance(e, dict) and (e.get("game"), Path(e.get("path", "")).name) not in built
                       and (Path(out_dir) / e.get("path", "")).is_file()]
        except (ValueError, OSError):
            entries = []
    for o in outputs:
        entries.append({"game": o.game, "component": o.component, "kind": o.kind,
                        "path": f"{o.game}/{o.filename}", "pages": o.pages, "sha256": o.sha256})
    entries.sort(key=lambda e: e["path"])
    write_atomic(path, (json.dumps(entries, ensure_ascii=False, indent=2) + "\n").encode("utf-8"))


def build(components: Path, out_dir: Path, game_ids: list[str] | None, options: BuildOptions) -> BuildResult:
    project, findings = load_and_validate(components, game_ids)
    result = BuildResult(findings=findings)
    result.outputs = render(project, options)
    write(result.outputs, out_dir, result)
    return result
