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


def _read() -> dict:
    try:
        known = json.loads(_path().read_text(encoding="utf-8"))
        return known if isinstance(known, dict) else {}
    except (OSError, ValueError):
        return {}


def _update(fresh: dict) -> None:
    """Merge `fresh` into the file (best effort: a cache folder that cannot be written only means a
    second layout pass next time)."""
    known = _read()
    if all(known.get(k) == v for k, v in fresh.items()):
        return
    known.update(fresh)
    try:
        write_atomic(_path(), json.dumps(known, sort_keys=True, indent=0, ensure_ascii=False).encode("utf-8"))
    except OSError:
        pass


def load(game_id: str, name: str, options) -> int:
    value = _read().get(_key(game_id, name, options), 0)
    return value if isinstance(value, int) and value > 0 else 0


def store(counts: dict[tuple[str, str], int], options) -> None:
    """Remember the page counts just laid out."""
    if counts:
        _update({_key(g, n, options): pages for (g, n), pages in counts.items() if pages > 0})


def load_headings(game_id: str, name: str, options) -> dict[str, int]:
    """The pages of a rulebook's headings in its last layout (page references start right)."""
    value = _read().get(_key(game_id, name, options) + "#headings", {})
    return {str(k): v for k, v in value.items() if isinstance(v, int)} if isinstance(value, dict) else {}


def store_headings(game_id: str, name: str, options, headings: dict[str, int]) -> None:
    """Remember where a rulebook's headings fell."""
    _update({_key(game_id, name, options) + "#headings": headings})
