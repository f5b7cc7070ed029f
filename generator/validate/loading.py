"""Loading a components folder: one sub-folder per game, one YAML file per component."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from generator.games.registry import load_all
from generator.model import yaml_read
from generator.model.base import parse_model
from generator.model.core import Component, Game, Project, inside
from generator.model.findings import Findings, Location, shown_path
from generator.model.project import GAME_FILE, GameSpec, component_files
from generator.model.source import Document, read_yaml_bytes


def discover_games(folder: Path) -> list[str]:
    if not folder.is_dir():
        return []
    return sorted(p.name for p in folder.iterdir() if p.is_dir() and (p / GAME_FILE).is_file())


def load_yaml(path: Path, findings: Findings) -> Document | None:
    """Read one YAML file; on any problem add findings and return None."""
    raw = read_yaml_bytes(path, findings)
    return parse_yaml(raw, path, findings) if raw is not None else None


def parse_yaml(raw: bytes, path: Path, findings: Findings) -> Document | None:
    """The document these bytes of the file at `path` hold; on any problem add findings and return None."""
    return yaml_read.parse_yaml(raw, path, findings)


def load_component(path: Path, findings: Findings, *, parse: bool = True) -> Component | None:
    """One component file; with parse=False its kind is only named, not read into the kind's model
    (spec None): listing a game needs no kind's module."""
    if not parse:
        doc = load_yaml(path, findings)
        kind = _kind(doc, findings) if doc is not None else None
        return Component(path.stem, kind, None, doc) if kind is not None else None
    doc, found = _parsed(path, findings, "component", _component_of, _is_component)
    return Component(path.stem, found[0], found[1], doc) if found is not None else None


def _kind(doc: Document, findings: Findings) -> str | None:
    """The kind the document names; None, with an error, when it names none we know."""
    kinds = load_all()
    if not isinstance(doc.data, dict):
        findings.error(doc.where(()), "expected a mapping of keys starting with 'kind:'", "schema.top-level")
        return None
    kind = doc.data.get("kind")
    if kind is None:
        findings.error(
            doc.where(()),
            "missing required key 'kind'; expected one of: " + ", ".join(sorted(k for k in kinds if k != "game")),
            "schema.missing-kind",
        )
        return None
    if not isinstance(kind, str) or kind not in kinds:
        findings.error(
            doc.where(("kind",)),
            f"unknown kind {kind!r}; expected one of: " + ", ".join(sorted(k for k in kinds if k != "game")),
            "schema.unknown-kind",
        )
        return None
    return kind


def _component_of(doc: Document, findings: Findings) -> tuple[str, Any] | None:
    """(kind, the kind's model of the document); None when findings say why not."""
    kind = _kind(doc, findings)
    if kind is None:
        return None
    spec = parse_model(load_all()[kind].model, doc, findings)
    return (kind, spec) if spec is not None else None


def _is_component(found: object) -> bool:
    kinds = load_all()
    return (
        isinstance(found, tuple)
        and len(found) == 2
        and isinstance(found[0], str)
        and found[0] in kinds
        and isinstance(found[1], kinds[found[0]].model)
    )


def _is_game(found: object) -> bool:
    return isinstance(found, GameSpec)


def _parsed(
    path: Path, findings: Findings, what: str, make: Callable[[Document, Findings], Any], fits: Callable[[object], bool]
) -> tuple[Document | None, Any]:
    """The document of the file at `path` and what `make` makes of it (None: findings say why).

    `what` names what the file is read as; `fits` is kept for callers."""
    raw = read_yaml_bytes(path, findings)
    if raw is None:
        return None, None
    doc = parse_yaml(raw, path, findings)
    found = make(doc, findings) if doc is not None else None
    return doc, found


def _outside(path: Path, findings: Findings) -> None:
    """The finding for a file whose link leaves its game's folder: it names the target, quotes nothing of it."""
    findings.error(
        Location(str(path)),
        f"file is a link to {shown_path(path.resolve())} outside the game's folder",
        "paths.outside",
    )


def load_game(folder: Path, findings: Findings, *, parse: bool = True) -> Game | None:
    if inside(folder, GAME_FILE) is None:  # the rule every file read follows, game.yaml included
        _outside(folder / GAME_FILE, findings)
        return None
    doc, spec = _parsed(folder / GAME_FILE, findings, "game", lambda d, f: parse_model(GameSpec, d, f), _is_game)
    components: dict[str, Component] = {}
    incomplete = False
    for path in component_files(folder):
        if inside(folder, path.name) is None:
            _outside(path, findings)
            incomplete = True
            continue
        component = load_component(path, findings, parse=parse)
        if component is not None and component.name in components:
            findings.error(
                Location(str(path)),
                f"component '{component.name}' is defined twice: by "
                f"{components[component.name].doc.path.name} and {path.name}; keep one file",
                "paths.output-collision",
            )
            incomplete = True
        elif component is not None:
            components[component.name] = component
        else:
            incomplete = True
    if spec is None:
        return None
    if spec.id != folder.name:
        findings.error(
            doc.where(("id",)), f"game id '{spec.id}' differs from its folder name '{folder.name}'", "game.id-folder"
        )
    for name in spec.print_order if not incomplete else ():
        if name not in components and not name.startswith("rulebook"):
            findings.error(
                doc.where(("print_order",)),
                f"print_order names '{name}', which is not a component "
                f"of this game; expected one of: {', '.join(sorted(components))}",
                "game.print-order",
            )
    # known by its folder's name, as every command names it: a differing id is the finding above
    return Game(folder.name, folder, spec, doc, components, incomplete=incomplete)


def load_project(folder: Path, game_ids: list[str] | None, findings: Findings) -> Project:
    folder = Path(folder)
    project = Project(folder)
    for game_id in game_ids or discover_games(folder):
        game = load_game(folder / game_id, findings)
        if game is not None:
            project.games[game_id] = game
    return project
