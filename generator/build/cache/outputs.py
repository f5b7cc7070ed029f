"""Incremental builds: a build's record of its output folder, with what each file was made from.

A component's outputs are reused when nothing they were made from changed: the component's own
file, game.yaml, every sibling component its renderer used (TrackedComponents), every file the
data names, every file its drawing read and every input the build read outside the games' folders
(reads.py: recorded, never listed by hand), our code (cache.code_version) and the build options.
A whole game is left alone, not even loaded, when nothing the build that made it read outside the
other games' folders changed. Reused files are not touched at all. The record lives in the one
cache folder (store "outputs"), keyed by the output folder's absolute path.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
import time
from pathlib import Path
from typing import Any

from generator.build.cache import code_version, get, put, reads
from generator.model.core import BuildOptions, Component, Game, Output, inside
from generator.model.findings import Finding, Location
from generator.model.regular_files import open_regular

STORE = "outputs"
FORMAT = 5  # 5: outputs without what they printed (made_from)


def notices_record(findings: list[Finding]) -> list[dict]:
    return [
        {"path": f.location.path, "line": f.location.line, "col": f.location.col, "message": f.message, "rule": f.rule}
        for f in findings
        if f.severity == "notice"
    ]


def notices_from(record: object) -> list[Finding] | None:
    """The notices of a record; None when the record is not of the right shape."""
    try:
        return [
            Finding(
                Location(str(n["path"]), int(n["line"]), int(n["col"])), "notice", str(n["message"]), str(n["rule"])
            )
            for n in record
        ]
    except (TypeError, ValueError, KeyError, AttributeError):
        return None


class _Recorder:
    """Stands in for a sibling component and notes when its data is used."""

    __slots__ = ("_component", "_accessed")

    def __init__(self, component: Component, accessed: set[str]):
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
        self.scanned = False  # the caller looked through all siblings (e.g. for one of a kind)

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


CHUNK = 1 << 20  # files are hashed a megabyte at a time, never read whole


def _file_bytes(path: Path) -> bytes:
    """A short stand-in for a file's content: its SHA-256 (read in chunks), or a marker when unreadable."""
    digest = file_sha256(path)
    return digest.encode() if digest is not None else b"<missing>"


def _parsed_bytes(doc) -> bytes:
    """A YAML file's stand-in by the bytes the build parsed (not the file as it is when the outputs are
    recorded: a save during the build must not pass for what they were made from)."""
    return doc.sha256.encode() if doc.sha256 else _file_bytes(doc.path)


_REFERENCED: dict[tuple[int, Path], tuple[object, list[Path]]] = {}  # per document, in this process


def referenced_files(doc, folder: Path) -> list[Path]:
    """Files inside `folder` that a component's data names (an exhibit's image, …), in a stable order.

    Only these and the YAML itself shape an output; other files lying in the folder do not count,
    and a name leading outside the folder (through `..` or a link) is never followed. Found once per
    loaded document (a build asks for every component's dependencies many times).
    """
    known = _REFERENCED.get((id(doc), folder))
    if known is not None and known[0] is doc:
        return list(known[1])
    found = _referenced_files(doc, folder)
    if len(_REFERENCED) > 1024:  # a long-running process (serve) loads documents again and again
        _REFERENCED.clear()
    _REFERENCED[(id(doc), folder)] = (doc, found)
    return list(found)


def _referenced_files(doc, folder: Path) -> list[Path]:
    found: set[Path] = set()

    def walk(value) -> None:
        if isinstance(value, dict):
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)
        elif isinstance(value, str) and ("." in value or "/" in value) and len(value) < 4096:
            try:
                path = inside(folder, value)
                if path is not None and path.is_file():
                    found.add(path)
            except (OSError, ValueError):
                pass

    walk(getattr(doc, "data", None))
    return sorted(found)


def component_files(game: Game, names: list[str]) -> list[str]:
    """game.yaml and, of each component named, its YAML and every file it names (referenced_files):
    what a render that read those components was made from besides the files it opened itself."""
    paths = [game.doc.path]
    for name in names:
        component = dict.get(game.components, name)
        if component is not None:
            paths += [component.doc.path, *referenced_files(component.doc, game.folder)]
    return [os.path.abspath(p) for p in paths]


def component_key(game: Game, name: str, options: BuildOptions, deps: list[str]) -> str:
    # every component's name and kind: a renderer picks siblings by kind (TrackedComponents does not
    # count reading a kind as reading a sibling's data), so a kind changed anywhere draws the game again
    kinds = sorted((n, c.kind) for n, c in dict.items(game.components))
    digest = hashlib.sha256()
    digest.update(f"{FORMAT}|{code_version()}|{options!r}|{kinds}".encode())
    digest.update(_parsed_bytes(game.doc))
    for dep in [name] + sorted(set(deps) - {name}):
        component = dict.get(game.components, dep)
        digest.update(dep.encode())
        digest.update(_parsed_bytes(component.doc) if component is not None else b"<gone>")
        for path in referenced_files(component.doc, game.folder) if component is not None else ():
            digest.update(path.name.encode() + _file_bytes(path))
    return digest.hexdigest()


def game_key(components: Path, game_id: str, options: BuildOptions) -> str:
    """What a whole game's files are made under besides what the build read: our code, the options,
    the game, and the components folder as named (findings print paths through it)."""
    return hashlib.sha256(
        json.dumps(
            [FORMAT, code_version(), repr(options), game_id, str(components), os.path.abspath(components), os.getcwd()]
        ).encode()
    ).hexdigest()


def file_sha256(path: Path) -> str | None:
    digest = hashlib.sha256()
    try:
        with open_regular(path) as handle:  # a FIFO or device: never waited on, never read (None)
            while chunk := handle.read(CHUNK):
                digest.update(chunk)
    except OSError:
        return None
    return digest.hexdigest()


# A file's signature (size, modification and change times, inode) stands for its SHA-256 only when the
# file was older than this when the pair was recorded: a write in the same clock tick as the
# recording could leave every part of the signature as it was (git's "racily clean" files).
SETTLED_NS = 2_000_000_000


class BuildCache:
    def __init__(self, entries: dict[str, dict], signatures: dict[str, list] | None = None):
        self.entries = entries
        # output files (relative to the output folder) → [size, mtime_ns, ctime_ns, inode, sha256],
        # recorded by earlier builds; and the pairs this run saw (recorded at save)
        self.signatures = signatures or {}
        self._seen: dict[str, tuple[list, str]] = {}

    def sha256_on_disk(self, out_dir: Path, game_id: str, filename: str) -> str | None:
        """The SHA-256 of an output file (None: missing or not a regular file), read from the disk,
        or the one recorded for it when the file's signature is the one recorded with it."""
        path = Path(out_dir) / game_id / filename
        try:
            st = os.stat(path)
        except (OSError, ValueError):
            return None
        if not stat.S_ISREG(st.st_mode):
            return None
        signature = [st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino]
        relative = f"{game_id}/{filename}"
        known = self.signatures.get(relative)
        if isinstance(known, list) and len(known) == 5 and known[:4] == signature and isinstance(known[4], str):
            digest = known[4]
        else:  # signature first, then the bytes: a change meanwhile leaves a signature never seen again
            digest = file_sha256(path)
        if digest is not None:
            self._seen[relative] = (signature, digest)
        return digest

    @classmethod
    def load(cls, out_dir: Path) -> BuildCache:
        """The record of the last build into out_dir; a missing or damaged one is treated as empty."""
        try:
            payload = get(STORE, os.path.abspath(out_dir))
            if payload is None:
                return cls({})
            data = json.loads(payload)
            if data.get("format") == FORMAT and isinstance(data.get("entries"), dict):
                signatures = data.get("signatures")
                return cls(
                    {k: v for k, v in data["entries"].items() if isinstance(v, dict)},
                    signatures if isinstance(signatures, dict) else {},
                )
        except (OSError, ValueError, AttributeError, UnicodeDecodeError, RecursionError):
            pass
        return cls({})

    def fresh(self, game: Game, name: str, options: BuildOptions, out_dir: Path) -> list[Output] | None:
        """The cached outputs of a component if they are still what a render would produce."""
        try:
            return self._fresh(game, name, options, out_dir)
        except (TypeError, ValueError, KeyError, AttributeError):
            return None  # an entry of the wrong shape (edited or damaged): render again

    def _fresh(self, game: Game, name: str, options: BuildOptions, out_dir: Path) -> list[Output] | None:
        entry = self.entries.get(f"{game.id}/{name}")
        if not entry or entry.get("key") != component_key(game, name, options, list(entry.get("deps", []))):
            return None
        if not reads.unchanged(entry.get("reads")):
            return None
        return self._on_disk(entry.get("outputs", []), game.id, out_dir)

    def store(
        self, game: Game, name: str, options: BuildOptions, deps: list[str], outputs: list[Output], read: dict
    ) -> None:
        """Record a component's outputs as made from its data (`deps`: the siblings it used) and
        `read`, a snapshot (reads.snapshot) of the files it and the build read."""
        self.entries[f"{game.id}/{name}"] = {
            "key": component_key(game, name, options, deps),
            "deps": sorted(set(deps) - {name}),
            "outputs": [o.meta() for o in outputs],
            "reads": read,
        }

    def kit_fresh(self, game_id: str, key: str, out_dir: Path, filename: str = "zestaw.pdf") -> dict | None:
        """A merged file (the kit, a print job) still on disk as it was made from these parts."""
        entry = self.entries.get(f"{game_id}/{filename}")
        try:
            if (
                entry
                and entry.get("key") == key
                and self.sha256_on_disk(out_dir, game_id, filename) == entry["meta"]["sha256"]
            ):
                Output.from_meta(entry["meta"])  # of the right shape
                return entry["meta"]
        except (TypeError, KeyError, AttributeError, ValueError):
            pass
        return None

    def store_kit(self, game_id: str, key: str, meta: dict, filename: str = "zestaw.pdf") -> None:
        self.entries[f"{game_id}/{filename}"] = {"key": key, "meta": meta}

    def kept_game(self, game_id: str, key: str, out_dir: Path) -> tuple[str, list, list[Output]] | None:
        """(title, notices record, outputs) of what the last build made of a whole game,
        if it was made from these inputs and its files are all on disk as made."""
        entry = self.entries.get(f"{game_id}/game")
        try:
            if not isinstance(entry, dict) or entry.get("key") != key or not isinstance(entry["title"], str):
                return None
            if not reads.unchanged(entry.get("reads")):
                return None
            outputs = self._on_disk(entry["outputs"], game_id, out_dir)
            return (entry["title"], entry["notices"], outputs) if outputs else None
        except (TypeError, ValueError, KeyError, AttributeError):
            return None

    def store_game(
        self, game_id: str, key: str, title: str, notices: list[dict], outputs: list[dict], read: dict
    ) -> None:
        """Record a whole game's outputs as made under `key` (options, code) from `read` (a snapshot)."""
        self.entries[f"{game_id}/game"] = {
            "key": key,
            "title": title,
            "notices": notices,
            "outputs": outputs,
            "reads": read,
        }

    def save(self, out_dir: Path) -> None:
        """Written last, after every file it describes; with the signatures of the files this run
        found as recorded, once they are old enough to stand for their content (SETTLED_NS)."""
        now = time.time_ns()
        for relative, (signature, digest) in self._seen.items():
            if now - max(signature[1], signature[2]) > SETTLED_NS:
                self.signatures[relative] = [*signature, digest]
            else:
                self.signatures.pop(relative, None)
        # on one line: without indentation json writes it with its C encoder (a tenth of the time)
        data = json.dumps(
            {"format": FORMAT, "entries": self.entries, "signatures": self.signatures},
            sort_keys=True,
            separators=(",", ":"),
        )
        put(STORE, os.path.abspath(out_dir), data.encode("utf-8"))

    def _on_disk(self, metas: list, game_id: str, out_dir: Path) -> list[Output] | None:
        """The outputs these cached entries describe, if each is a file of the game still on disk as
        made (None: one was deleted or edited by hand, or an entry names a place outside the game's folder)."""
        outputs = [Output.from_meta(meta) for meta in metas]
        for output in outputs:
            if not safe_name(output.game, output.filename) or output.game != game_id:
                return None
            if self.sha256_on_disk(out_dir, output.game, output.filename) != output.sha256:
                return None
        return outputs


def safe_name(game: object, filename: object) -> bool:
    """A cached file name stays below output/<game>/ (a damaged cache cannot point elsewhere)."""
    if not isinstance(game, str) or not isinstance(filename, str) or not filename:
        return False
    parts = Path(filename).parts
    return not Path(filename).is_absolute() and ".." not in parts and "/" not in game and game not in ("", "..")
