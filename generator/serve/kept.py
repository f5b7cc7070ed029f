"""What the preview showed, kept in the build's cache folder (store "serve", build/cache) so that a
restarted preview shows every component at once and renders only what changed since.

Per game a small record (its title, components and house rules in force); per component its last good render: what it
read (adapter.Rendered.made_from), its files' facts and their PDF bytes. A component is shown from
its record only when nothing it read has changed (cache.reads.unchanged); the first check then
confirms it (adapter.current) or renders it again. Keys carry the code version and the components
folder, so another checkout or another folder never sees these records.
"""

from __future__ import annotations

import base64
import json
from dataclasses import dataclass
from pathlib import Path

from generator.build import cache
from generator.build.cache import reads

STORE = "serve"


@dataclass
class Kept:
    name: str
    kind: str
    path: Path
    line: int
    made_from: dict
    files: list[dict]  # FileView's fields, and "pdf": the bytes


def _key(components: Path, game_id: str, name: str = "") -> str:
    return json.dumps([STORE, cache.code_version(), str(Path(components).resolve()), game_id, name])


def save_game(
    components: Path, game_id: str, title: str, listed: list[tuple[str, str, str, int]], house_rules: list[str]
) -> None:
    """The game's title, its components (name, kind, YAML path, line) and its house rules' lines (the page's
    head shows them above the components: a restart that left them out moved every component up)."""
    payload = json.dumps({"title": title, "components": listed, "house_rules": house_rules}, ensure_ascii=False)
    cache.put(STORE, _key(components, game_id), payload.encode("utf-8"))


def save_component(components: Path, game_id: str, name: str, made_from: dict, files: list[dict]) -> None:
    """A component's last good render: `files` are FileView's fields with the PDF bytes as "pdf"."""
    record = {
        "made_from": made_from,
        "files": [{**f, "pdf": base64.b64encode(f["pdf"]).decode("ascii")} for f in files],
    }
    cache.put(STORE, _key(components, game_id, name), json.dumps(record, separators=(",", ":")).encode("utf-8"))


def load(components: Path, game_id: str) -> tuple[str, list[Kept], list[str]] | None:
    """The game's title, the components whose record is still what rendering them now makes (as far
    as can be told before the game is checked) and the house rules it showed; None when nothing is kept."""
    try:
        game = json.loads(cache.get(STORE, _key(components, game_id)) or b"null")
        if not isinstance(game, dict):
            return None
        found = []
        for name, kind, path, line in game["components"]:
            record = json.loads(cache.get(STORE, _key(components, game_id, name)) or b"null")
            if not isinstance(record, dict) or not reads.unchanged(record["made_from"].get("reads")):
                continue
            files = [{**f, "pdf": base64.b64decode(f["pdf"])} for f in record["files"]]
            found.append(Kept(name, kind, Path(path), int(line), record["made_from"], files))
        return str(game["title"]), found, [str(r) for r in game["house_rules"]]
    except (ValueError, KeyError, TypeError):  # a record of another shape: a miss
        return None
