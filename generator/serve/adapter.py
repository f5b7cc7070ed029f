"""The one place where the live preview touches the build's internals.

Everything else in `generator.serve` sees only the plain types below, so when the recipe's
modules move or rename, this file is the only one to re-point. It reuses the build's own stages:
`load_project` + `validate_game` (what `drukarnia validate` runs), `render_component` (what
`drukarnia build` runs per component, recording which siblings a renderer read), the rulebook's
`kit=` (siblings handed over instead of rendered twice), and the build's recorder of what a render
read (cache/reads.py), which says when a component must be rendered again.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from generator.build import recipe
from generator.build.cache import reads
from generator.build.cache.outputs import component_files
from generator.build.render import render_component
from generator.draw.kinds import KINDS
from generator.games.registry import load_all
from generator.model.findings import Finding, Findings
from generator.rulebook import templates_root
from generator.validate.house_rules import declared, label, yaml_value
from generator.validate.loading import discover_games, load_project
from generator.validate.run import validate_game

OPTIONS = recipe.BuildOptions()  # the preview shows what `drukarnia build` makes by default
BUNDLED_COMPONENTS = recipe.BUNDLED_COMPONENTS


@dataclass
class ComponentInfo:
    name: str
    kind: str
    slow: bool  # rendered after its siblings (a rulebook describes them)
    path: Path  # the YAML file
    line: int  # where the component starts (its `kind:` key)


@dataclass
class Checked:
    """One game loaded and validated: findings, components, house rules, and what keys depend on."""

    game_id: str
    title: str
    findings: list[Finding]
    components: list[ComponentInfo]
    house_rules: list[str]
    game: Any = None  # the validated game (None when it has errors)
    file_digests: dict[str, str] = field(default_factory=dict)  # the game's files and the templates
    read_before: dict[str, str] = field(default_factory=dict)  # the same by absolute path (see render)
    acceptable: list[tuple[str, str, int]] = field(default_factory=list)  # deviations `accept` would
    # declare: (what changes, the file, the line)

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
    in_kit: bool  # False for alternatives (a board's true-size print-shop file)


@dataclass
class Rendered:
    files: list[File]
    deps: list[str]  # siblings the renderer read
    raw: list[Any]  # the build's own outputs, handed to the rulebook
    made_from: dict  # what the render read (see render, current)


def games(components: Path) -> list[str]:
    return discover_games(Path(components))


def templates_folder(components: Path) -> Path | None:
    """The templates a components folder's rulebooks use (beside it, else the bundled ones)."""

    class _Probe:  # templates_root only looks at the game's folder
        folder = Path(components) / "_"

    root = templates_root(_Probe())  # type: ignore[arg-type]
    return root if root.is_dir() else None


def _digests(folder: Path) -> dict[str, str]:
    return reads.tree_digests(str(folder)) if folder.is_dir() else {}


def check_game(components: Path, game_id: str) -> Checked:
    """Load and validate one game exactly as `drukarnia validate` does; never raises on bad data."""
    load_all()
    folder = Path(components) / game_id
    digests = _digests(folder)  # before loading: a save during loading then re-renders later
    before = {str((folder / k).resolve()): v for k, v in digests.items()}
    templates = templates_folder(components)
    if templates is not None:
        found = _digests(templates)
        digests.update({f"<templates>/{k}": v for k, v in found.items()})
        before.update({str((templates / k).resolve()): v for k, v in found.items()})
    findings = Findings()
    project = load_project(Path(components), [game_id], findings)
    game = project.games.get(game_id)
    deviations = list(findings.deviations)
    if game is not None:
        validate_findings = Findings()
        # the checks of the text a render makes (the rulebook's, an aid's) are left to that render, as
        # in a build: it runs them on what it makes (live.py shows what they find), so a save of a
        # card does not lay out the rulebook's text
        validate_game(game, validate_findings, owed={})
        findings.extend(validate_findings.items)
        deviations += validate_findings.deviations
    acceptable = {
        (f"{label(d.fact, d.item)}: {yaml_value(d.documented)} → {yaml_value(d.value)}", d.where.path, d.where.line): 1
        for d in deviations
        if d.problem is None
    }
    infos = []
    if game is not None:
        for name, component in game.components.items():
            kind = KINDS[component.kind]
            if kind.render is None:
                continue
            infos.append(
                ComponentInfo(
                    name,
                    component.kind,
                    kind.category == "rulebook",
                    Path(component.doc.path),
                    component.where("kind", key=True).line,
                )
            )
    title = game.spec.title if game is not None else game_id
    errors = any(f.severity == "error" for f in findings.items)
    return Checked(
        game_id,
        title,
        findings.sorted(),
        infos,
        _house_rules(game),
        None if errors else game,
        digests,
        before,
        list(acceptable),
    )


def _house_rules(game) -> list[str]:
    """The house rules in force, one line each: what changes, the documented and the new value, why."""
    if game is None:
        return []
    return [
        f"{label(r['fact'], r['item'])}: {yaml_value(r['documented'])} → {yaml_value(r['value'])} — {r['reason']}"
        for r in declared(game)
    ]


def render(checked: Checked, name: str, siblings: list[Any] | None = None) -> Rendered:
    """Render one component of a clean game (the build's render_component), recording what it read
    as the build does (cache/reads.py): every file it opened, and the files of the components it
    read (their YAML, the files they name) and game.yaml. A file the game's folder or the templates
    held before loading is recorded as it was then, so a save racing the render is never mistaken
    for rendered (`current` is then False)."""
    game = checked.game
    with reads.recording() as noted:
        outputs, accessed = render_component(game, name, OPTIONS, kit=siblings)
    deps = [d for d in accessed if d != name]
    noted.files.update(component_files(game, [name, *deps]))
    record = reads.snapshot(noted)
    for path in record["files"]:
        if path in checked.read_before:
            record["files"][path] = checked.read_before[path]
    made_from = {"components": _components(checked), "reads": record}
    # sheets of every copy a full table needs; a full-size board (print shop) is no part of the home kit
    files = [
        File(o.filename, o.pages, o.total_sheets, o.data, o.sha256, o.kit and o.fits_paper)
        for o in outputs
        if o.data is not None
    ]
    return Rendered(files, deps, outputs, made_from)


def current(checked: Checked, made_from: dict) -> bool:
    """Whether a render made from `made_from` (Rendered.made_from) is what rendering it now makes:
    the game has the same components and nothing the render read has changed."""
    return made_from.get("components") == _components(checked) and reads.unchanged(made_from.get("reads"))


def _components(checked: Checked) -> list:
    return sorted([n, c.kind] for n, c in checked.game.components.items())  # lists: as JSON keeps them
