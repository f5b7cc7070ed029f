"""The one place where the live preview touches the build's internals.

Everything else in `generator.serve` sees only the plain types below, so when the recipe's
modules move or rename, this file is the only one to re-point. It reuses the build's own stages:
`load_project` + `validate_game` (what `drukarnia validate` runs), `render_component` (what
`drukarnia build` runs per component, recording which siblings a renderer read) and the
rulebook's `kit=` (siblings handed over instead of rendered twice).
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import build as recipe
from ..findings import Finding, Findings
from ..house_rules import declared, label, yaml_value
from ..kinds import KINDS
from ..loading import discover_games, load_project
from ..registry import load_all
from ..rulebook import templates_root

OPTIONS = recipe.BuildOptions()          # the preview shows what `drukarnia build` makes by default
BUNDLED_COMPONENTS = recipe.BUNDLED_COMPONENTS


@dataclass
class ComponentInfo:
    name: str
    kind: str
    slow: bool            # rendered after its siblings (a rulebook describes them)
    path: Path            # the YAML file
    line: int             # where the component starts (its `kind:` key)


@dataclass
class Checked:
    """One game loaded and validated: findings, components, house rules, and what keys depend on."""

    game_id: str
    title: str
    findings: list[Finding]
    components: list[ComponentInfo]
    house_rules: list[str]
    game: Any = None                       # the validated game (None when it has errors)
    file_digests: dict[str, str] = field(default_factory=dict)   # read BEFORE loading, see render_key

    @property
    def errors(self) -> list[Finding]:
        return [f for f in self.findings if f.severity == "error"]


@dataclass
class File:
    filename: str
    pages: int
    sheets: int
    data: bytes
    digest: str
    in_kit: bool          # False for alternatives (a board's true-size print-shop file)


@dataclass
class Rendered:
    files: list[File]
    deps: list[str]          # siblings the renderer read
    raw: list[Any]           # the build's own outputs, handed to the rulebook


def games(components: Path) -> list[str]:
    return discover_games(Path(components))


def templates_folder(components: Path) -> Path | None:
    """The templates a components folder's rulebooks use (beside it, else the bundled ones)."""
    class _Probe:   # templates_root only looks at the game's folder
        folder = Path(components) / "_"
    root = templates_root(_Probe())  # type: ignore[arg-type]
    return root if root.is_dir() else None


def _digests(folder: Path) -> dict[str, str]:
    found = {}
    if folder.is_dir():
        for path in sorted(folder.rglob("*")):
            if path.is_file():
                try:
                    found[str(path.relative_to(folder))] = hashlib.sha256(path.read_bytes()).hexdigest()
                except OSError:
                    found[str(path.relative_to(folder))] = "<unreadable>"
    return found


def check_game(components: Path, game_id: str) -> Checked:
    """Load and validate one game exactly as `drukarnia validate` does; never raises on bad data."""
    load_all()
    folder = Path(components) / game_id
    digests = _digests(folder)            # before loading: a save during loading then re-renders later
    templates = templates_folder(components)
    if templates is not None:
        digests.update({f"<templates>/{k}": v for k, v in _digests(templates).items()})
    findings = Findings()
    project = load_project(Path(components), [game_id], findings)
    game = project.games.get(game_id)
    if game is not None:
        validate_findings = Findings()
        recipe.validate_game(game, validate_findings)
        findings.extend(validate_findings.items)
    infos = []
    if game is not None:
        for name, component in game.components.items():
            kind = KINDS[component.kind]
            if kind.render is None:
                continue
            infos.append(ComponentInfo(name, component.kind, kind.category == "rulebook", Path(component.doc.path),
                                       component.where("kind", key=True).line))
    title = game.spec.title if game is not None else game_id
    errors = any(f.severity == "error" for f in findings.items)
    return Checked(game_id, title, findings.sorted(), infos, _house_rules(game), None if errors else game, digests)


def _house_rules(game) -> list[str]:
    """The house rules in force, one line each: what changes, the documented and the new value, why."""
    if game is None:
        return []
    return [f"{label(r['fact'], r['item'])}: {yaml_value(r['documented'])} → {yaml_value(r['value'])} — {r['reason']}"
            for r in declared(game)]


def render_key(checked: Checked, name: str, deps: list[str]) -> str:
    """What a component's pages are made of: its file, game.yaml, the siblings it read, the game's
    other files (images), and for a rulebook the templates. Same idea as the build cache's key, but
    from bytes read before loading, so a save racing a render is never mistaken for rendered."""
    info = next(c for c in checked.components if c.name == name)
    own = {f"{n}.yaml" for n in [name, *deps]} | {f"{n}.yml" for n in [name, *deps]}
    others = {k for k in checked.file_digests if k.endswith((".yaml", ".yml")) and "/" not in k
              and k != "game.yaml"} - own
    digest = hashlib.sha256(repr(OPTIONS).encode())
    for key, value in sorted(checked.file_digests.items()):
        if key in others or (key.startswith("<templates>/") and not info.slow):
            continue        # a sibling it did not read, or templates for a non-rulebook
        digest.update(f"{key}={value};".encode())
    digest.update(repr(sorted(c.name for c in checked.components)).encode())
    return digest.hexdigest()


def own_inputs(checked: Checked, name: str) -> str:
    """The component's own file and game.yaml, as read before loading. A component may keep its last
    files while it prints the same (`render`'s `before`) only while these are unchanged: the build
    asks the same of its previous outputs (cache.previous_outputs)."""
    info = next(c for c in checked.components if c.name == name)
    own = {info.path.name, "game.yaml"}
    return hashlib.sha256(repr(sorted((k, v) for k, v in checked.file_digests.items() if k in own)).encode()).hexdigest()


def render(checked: Checked, name: str, siblings: list[Any] | None = None, before: list[Any] | None = None) -> Rendered:
    """Render one component of a clean game (the build's render_component). `before`: its outputs of
    its last render, made from the same own inputs (own_inputs); a kind that keeps its files while
    it prints the same (the rulebook, the player aid: Kind.keeps_printed) hands them back unchanged
    instead of laying the same pages out again."""
    game = checked.game
    previous = [o.meta() for o in before] if before else None
    outputs, accessed = recipe.render_component(game, name, OPTIONS, kit=siblings, previous=previous)
    if before and outputs and all(o.data is None for o in outputs):     # kept: it prints what it printed
        outputs = list(before)
    # sheets of every copy a full table needs; a full-size board (print shop) is no part of the home kit
    files = [File(o.filename, o.pages, o.total_sheets, o.data, o.sha256, o.kit and o.fits_paper)
             for o in outputs if o.data is not None]
    return Rendered(files, [d for d in accessed if d != name], outputs)
