"""The shelf: files a build made, kept in the user's cache folder by everything they were made from.

A build draws a component only when its output folder's build cache (cache.py) has no files of it
made from the same inputs. The shelf answers the builds that cache cannot: into a new or emptied
output folder, back to a paper size built before, after an edit undone or a branch checked out
again. What comes off the shelf is byte for byte what drawing it again would make.

- A whole game, under the key a build gives its inputs (unchanged.game_key with the build options:
  every file of the game's folder, the templates, our code and libraries, the folder's name and the
  working directory): its title, notices and every file, kits and print jobs included. Such a game
  is not even loaded.
- A component's files, under the key the build cache gives them (cache.component_key: its YAML,
  game.yaml, every sibling its drawing read, the files they name, the templates, our code and
  libraries, the options) and the game's id.
- A kit or a print job, under the key of its build cache entry (its parts by content, the options)
  and our code (kit.py, jobs.py).

Records are small JSON files naming the files by SHA-256; the files are kept once each, named by
their SHA-256, and a file read back must have it (a torn or foreign file is a miss: drawn again).
The shelf holds at most `budget()` bytes (DRUKARNIA_SHELF_MB, default 512; 0 turns it off; removing
the folder empties it): what was used longest ago goes first. Best effort throughout: a folder that
cannot be read or written only means drawing. Only the standard library is used here.
"""
from __future__ import annotations

import hashlib
import json
import os
from typing import Callable

from . import unchanged
from .regular_files import read_regular

FOLDER = "shelf"
FORMAT = 1
DEFAULT_MB = 512
RECORD, FILE = ".json", ".pdf"
READINGS = 8              # the sets of siblings a component's drawing read, kept per component


def budget() -> int:
    """The shelf's size in bytes (0: no shelf), from DRUKARNIA_SHELF_MB (megabytes) or the default."""
    text = os.environ.get("DRUKARNIA_SHELF_MB", "").strip()
    try:
        return max(0, int(float(text) * 1024 * 1024)) if text else DEFAULT_MB * 1024 * 1024
    except (ValueError, OverflowError):     # not a number (or infinite): the default
        return DEFAULT_MB * 1024 * 1024


def name(*what: str) -> str:
    """A record's name: the digest of what it is the record of (a game's files, a component's, …)."""
    return hashlib.sha256(json.dumps([FORMAT, *what]).encode("utf-8")).hexdigest()


def _path(entry: str) -> str:
    return os.path.join(unchanged.user_folder(FOLDER), entry)


def _read(entry: str) -> bytes:
    """The bytes of a regular file of the shelf (a link, a device or a folder in its place: OSError)."""
    return read_regular(_path(entry))


def take(record: str, key: str) -> dict | None:
    """The record `record` when it was made from `key` (None otherwise, or with no shelf)."""
    if not budget():
        return None
    try:
        info = json.loads(_read(record + RECORD))
        if not isinstance(info, dict) or info.get("format") != FORMAT or info.get("key") != key:
            return None
        os.utime(_path(record + RECORD))       # used now: among the last to go when the shelf is full
    except (OSError, ValueError, RecursionError):
        return None
    return info


def files(metas: object) -> list[bytes] | None:
    """The bytes of every file the descriptions `metas` name by SHA-256; None when one is missing or
    not what its name says."""
    found = []
    try:
        for meta in metas:
            digest = meta["sha256"]
            if not isinstance(digest, str) or len(digest) != 64 or digest.strip("0123456789abcdef"):
                return None
            data = _read(digest + FILE)
            if hashlib.sha256(data).hexdigest() != digest:
                return None
            os.utime(_path(digest + FILE))
            found.append(data)
    except (OSError, TypeError, KeyError, ValueError):
        return None
    return found


def put(record: str, key: str, metas: list[dict], data: list[bytes | Callable[[], bytes]], **extra) -> None:
    """Shelve the files `data` (their bytes, or a function reading them when the shelf lacks them),
    described by `metas` (each with its sha256), and the record naming them as made from `key`;
    `extra`: more the taker needs (JSON). Best effort, as unchanged.store; `tidy` keeps the shelf
    within budget."""
    if not budget() or len(metas) != len(data):
        return
    for meta, content in zip(metas, data):
        entry = meta["sha256"] + FILE
        try:
            os.utime(_path(entry))          # the same bytes are on the shelf already
            continue
        except OSError:
            pass
        try:
            content = content() if callable(content) else content
        except OSError:
            return
        unchanged.store(FOLDER, entry, content, keep=1 << 30, suffix=FILE)
    text = json.dumps({"format": FORMAT, "key": key, **extra, "metas": metas}, sort_keys=True, separators=(",", ":"))
    unchanged.store(FOLDER, record + RECORD, text.encode("utf-8"), keep=1 << 30, suffix=RECORD)


def tidy() -> None:
    """Remove what was used longest ago until the shelf fits its budget (with no shelf: nothing)."""
    limit = budget()
    if not limit:
        return
    folder = unchanged.user_folder(FOLDER)
    try:
        names = [n for n in os.listdir(folder) if n.endswith((RECORD, FILE)) and not n.startswith(".")]
    except OSError:
        return
    dated = []
    for entry in names:
        try:
            st = os.stat(os.path.join(folder, entry))
        except OSError:
            continue
        dated.append((st.st_mtime_ns, st.st_size, entry))
    total = sum(size for _, size, _ in dated)
    for _, size, entry in sorted(dated):
        if total <= limit:
            break
        try:
            os.unlink(os.path.join(folder, entry))
            total -= size
        except OSError:
            pass


# -- a component's files ------------------------------------------------------------------------
# Its full key names the siblings its drawing read, known only once it is drawn; so the shelf keeps,
# under the component's key without them (`base`), the last few sets of siblings it read, and its
# files under each full key: an edit undone finds the files of before the edit.

def component_files(game_id: str, base: str, key_of: Callable[[list[str]], str],
                    ) -> tuple[list[str], list[dict], list[bytes]] | None:
    """(siblings read, descriptions, bytes) of the component's files made from what it would be made
    from now: `key_of(siblings)` gives its full key (cache.component_key)."""
    read = take(name("read", game_id, base), base)
    readings = read.get("readings") if read is not None else None
    if not isinstance(readings, list):
        return None
    for deps in readings:
        if not isinstance(deps, list) or not all(isinstance(d, str) for d in deps):
            return None
        key = key_of(deps)
        record = take(name("component", game_id, key), key)
        found = files(record.get("metas")) if record is not None else None
        if found is not None:
            return deps, record["metas"], found
    return None


def put_component(game_id: str, base: str, key: str, deps: list[str], metas: list[dict],
                  data: list[bytes]) -> None:
    """Shelve a component's files as made from `key`, having read the siblings `deps`."""
    if not budget():
        return
    put(name("component", game_id, key), key, metas, data)
    read = take(name("read", game_id, base), base)
    known = read.get("readings") if read is not None else None
    readings = [deps] + [d for d in (known if isinstance(known, list) else []) if d != deps]
    put(name("read", game_id, base), base, [], [], readings=readings[:READINGS])
