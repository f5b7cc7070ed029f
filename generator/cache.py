"""Incremental builds: a content-hash cache of rendered outputs, with dependencies recorded.

A component's outputs are reused when nothing they were made from changed: the component's own
file, game.yaml, every sibling component its renderer actually read (recorded while rendering),
the code and templates, and the build options. Reused files are not touched at all.
"""
from __future__ import annotations

import hashlib
import json
from functools import lru_cache
from pathlib import Path
from typing import Any

from .core import BuildOptions, Component, Game, Output
from .findings import Finding, Location
from .data import bundled
from .pdf import write_atomic


CACHE_FILE = ".drukarnia-cache.json"
PACKAGE = Path(__file__).resolve().parent
TEMPLATES = bundled("templates")
FORMAT = 2   # 2: outputs describe themselves (title, sides, guide pages, copies)


class _Recorder:
    """Stands in for a sibling component and notes when its data is used."""

    __slots__ = ("_component", "_accessed")

    def __init__(self, component: "Component", accessed: set[str]):
        object.__setattr__(self, "_component", component)
        object.__setattr__(self, "_accessed", accessed)

    def __getattr__(self, attribute: str) -> Any:
        if attribute not in ("name", "kind"):
            self._accessed.add(self._component.name)
        return getattr(self._component, attribute)


class TrackedComponents(dict):
    """The game's components as seen by one renderer: records which siblings' data it reads."""

    def __init__(self, components: dict):
        super().__init__(components)
        self.accessed: set[str] = set()
        self.scanned = False      # the caller looked through all siblings (e.g. for one of a kind)

    def __getitem__(self, name):
        return _Recorder(super().__getitem__(name), self.accessed)

    def get(self, name, default=None):
        return self[name] if name in self else default

    def values(self):
        self.scanned = True
        return [_Recorder(c, self.accessed) for c in super().values()]

    def items(self):
        self.scanned = True
        return [(n, _Recorder(c, self.accessed)) for n, c in super().items()]

    def __iter__(self):
        self.scanned = True
        return super().__iter__()


@lru_cache(maxsize=1)
def code_fingerprint() -> str:
    """Everything besides the data that shapes an output: our code and templates."""
    digest = hashlib.sha256()
    for root in (PACKAGE, TEMPLATES):
        if not root.is_dir():
            continue
        for path in sorted(root.rglob("*")):
            if path.is_file() and path.suffix in (".py", ".j2", ".md", ".yaml", ".css") and "__pycache__" not in path.parts:
                digest.update(str(path.relative_to(root)).encode())
                digest.update(path.read_bytes())
    return digest.hexdigest()


def _file_bytes(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except OSError:
        return b"<missing>"


def component_key(game: "Game", name: str, options: "BuildOptions", deps: list[str]) -> str:
    digest = hashlib.sha256()
    digest.update(f"{FORMAT}|{code_fingerprint()}|{options!r}|{sorted(game.components)}".encode())
    digest.update(_file_bytes(game.doc.path))
    for dep in [name] + sorted(set(deps) - {name}):
        component = dict.get(game.components, dep)
        digest.update(dep.encode())
        digest.update(_file_bytes(component.doc.path) if component is not None else b"<gone>")
    return digest.hexdigest()


def file_sha256(path: Path) -> str | None:
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return None


class BuildCache:
    def __init__(self, entries: dict[str, dict]):
        self.entries = entries

    @classmethod
    def load(cls, out_dir: Path) -> "BuildCache":
        try:
            data = json.loads((Path(out_dir) / CACHE_FILE).read_text(encoding="utf-8"))
            if data.get("format") == FORMAT and isinstance(data.get("entries"), dict):
                return cls(data["entries"])
        except (OSError, ValueError, AttributeError):
            pass
        return cls({})

    def fresh(self, game: "Game", name: str, options: "BuildOptions", out_dir: Path) -> list["Output"] | None:
        """The cached outputs of a component if they are still what a render would produce."""
        entry = self.entries.get(f"{game.id}/{name}")
        if not entry or entry.get("key") != component_key(game, name, options, entry.get("deps", [])):
            return None
        outputs = [Output.from_meta(meta) for meta in entry.get("outputs", [])]
        for output in outputs:
            if file_sha256(Path(out_dir) / output.game / output.filename) != output.sha256:
                return None   # deleted or edited by hand: render again
        return outputs

    def validation_key(self, game: "Game") -> str:
        """Everything a game's validation reads: its folder's files, the templates, our code."""
        digest = hashlib.sha256(f"{FORMAT}|{code_fingerprint()}".encode())
        templates = game.folder.parent.parent / "templates"   # a components folder's own templates
        for root in (game.folder, templates):
            if not root.is_dir():
                continue
            for path in sorted(root.rglob("*")):
                if path.is_file():
                    digest.update(str(path.relative_to(root)).encode())
                    digest.update(_file_bytes(path))
        return digest.hexdigest()

    def clean_validation(self, game: "Game") -> list | None:
        """The notices of the game's last clean validation, if nothing it read has changed."""
        entry = self.entries.get(f"{game.id}/validated")
        if not entry or entry.get("key") != self.validation_key(game):
            return None
        return [Finding(Location(n["path"], n["line"], n["col"]), "notice", n["message"], n["rule"])
                for n in entry.get("notices", [])]

    def store_validation(self, game: "Game", findings: list) -> None:
        self.entries[f"{game.id}/validated"] = {
            "key": self.validation_key(game),
            "notices": [{"path": f.location.path, "line": f.location.line, "col": f.location.col,
                         "message": f.message, "rule": f.rule} for f in findings if f.severity == "notice"]}

    def previous_pages(self, game_id: str, name: str) -> int:
        """Pages of the component's first output in the previous build (a layout hint), else 0."""
        entry = self.entries.get(f"{game_id}/{name}") or {}
        outputs = entry.get("outputs") or [{}]
        return int(outputs[0].get("pages", 0) or 0)

    def store(self, game: "Game", name: str, options: "BuildOptions", deps: list[str], outputs: list["Output"]) -> None:
        self.entries[f"{game.id}/{name}"] = {
            "key": component_key(game, name, options, deps), "deps": sorted(set(deps) - {name}),
            "outputs": [o.meta() for o in outputs]}

    def kit_fresh(self, game_id: str, key: str, out_dir: Path) -> dict | None:
        entry = self.entries.get(f"{game_id}/kit.pdf")
        if entry and entry.get("key") == key and file_sha256(Path(out_dir) / game_id / "kit.pdf") == entry["meta"]["sha256"]:
            return entry["meta"]
        return None

    def store_kit(self, game_id: str, key: str, meta: dict) -> None:
        self.entries[f"{game_id}/kit.pdf"] = {"key": key, "meta": meta}

    def save(self, out_dir: Path) -> None:
        data = json.dumps({"format": FORMAT, "entries": self.entries}, sort_keys=True, indent=1)
        write_atomic(Path(out_dir) / CACHE_FILE, data.encode("utf-8"))
