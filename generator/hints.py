"""Page counts of rulebooks remembered across output folders, so that the first layout pass is
usually the only one.

A rulebook prints its own page count (in the print guide), so it is laid out with a guess and laid
out again when the guess was wrong. The build cache of an output folder has the count of the last
build there; a new output folder would start from nothing and always lay out twice. This small
file in the user's cache folder carries the last count of each rulebook over. It is only a guess:
the layout checks it (rulebook.produce), so a stale or missing entry costs a second pass, never a
different PDF.
"""
from __future__ import annotations

import json
import os
from pathlib import Path

from .pdf import write_atomic

FILE = "pages.json"


def _path() -> Path:
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return base / "drukarnia" / FILE


def _key(game_id: str, name: str, options) -> str:
    return f"{game_id}/{name}/{options!r}"


def load(game_id: str, name: str, options) -> int:
    try:
        value = json.loads(_path().read_text(encoding="utf-8")).get(_key(game_id, name, options), 0)
        return value if isinstance(value, int) and value > 0 else 0
    except (OSError, ValueError, AttributeError):
        return 0


def store(counts: dict[tuple[str, str], int], options) -> None:
    """Remember the page counts just laid out (best effort: a cache folder that cannot be written
    only means a second layout pass next time)."""
    if not counts:
        return
    path = _path()
    try:
        known = json.loads(path.read_text(encoding="utf-8"))
        known = known if isinstance(known, dict) else {}
    except (OSError, ValueError):
        known = {}
    fresh = {_key(g, n, options): pages for (g, n), pages in counts.items() if pages > 0}
    if all(known.get(k) == v for k, v in fresh.items()):
        return
    known.update(fresh)
    try:
        write_atomic(path, json.dumps(known, sort_keys=True, indent=0).encode("utf-8"))
    except OSError:
        pass


def load_headings(game_id: str, name: str, options) -> dict[str, int]:
    """The pages of a rulebook's headings in its last layout (page references start right)."""
    try:
        value = json.loads(_path().read_text(encoding="utf-8")).get(_key(game_id, name, options) + "#headings", {})
        return {str(k): v for k, v in value.items() if isinstance(v, int)} if isinstance(value, dict) else {}
    except (OSError, ValueError, AttributeError):
        return {}


def store_headings(game_id: str, name: str, options, headings: dict[str, int]) -> None:
    """Remember where a rulebook's headings fell (best effort, like the page counts)."""
    path = _path()
    try:
        known = json.loads(path.read_text(encoding="utf-8"))
        known = known if isinstance(known, dict) else {}
    except (OSError, ValueError):
        known = {}
    key = _key(game_id, name, options) + "#headings"
    if known.get(key) == headings:
        return
    known[key] = headings
    try:
        write_atomic(path, json.dumps(known, sort_keys=True, indent=0, ensure_ascii=False).encode("utf-8"))
    except OSError:
        pass
