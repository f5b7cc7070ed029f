"""Whole games left alone when nothing they are made from changed since their last clean run.

An edit touches one game; the other games of the folder need not be loaded, parsed, validated or
even imported. A game's key is everything its validation and its files can depend on: the bytes
of every file in its folder (the YAML and every image it names), the templates beside the
components folder and the bundled ones, our own code, the installed distributions (fonts,
reportlab), the interpreter, how the components folder was named and the working directory (the
paths findings print). Same key, same answer: the key only ever errs towards doing the work again.

- `validate` remembers each game's clean validation (its notices and title) in the user's cache
  folder, so that after editing one game only that game is validated again.
- `build` remembers, in the output folder's build cache, each game's outputs (the build options
  are part of that key); a game whose key matches and whose files are all on disk as made is not
  loaded at all.
- A check whose answer follows from what it is given and our code alone (a player aid's text parses
  clean and fits its half sheet: kinds/player_aid.py; a rulebook text's parse: rulebook/__init__.py)
  is remembered clean beside the validations (`check_key`, `checked`, `remember_check`), so that it
  is not worked out again for the same text. `validate*` (the folder removed) checks everything.
Only the standard library and our findings are used here.
"""
from __future__ import annotations

import hashlib
import json
import os
import sys
from functools import lru_cache
from pathlib import Path

from . import quick
from .atomic import replace_quietly
from .findings import Finding, Location
from .regular_files import read_regular

FORMAT = 1
FOLDER = "validated"
KEEP = 256                # records kept in the user's cache folder; the oldest go first


@lru_cache(maxsize=1)
def code_key() -> str:
    """Our code, the bundled templates, the installed distributions (by name and version) and the
    interpreter: what every key of a remembered answer starts from (read once per run)."""
    # the interpreter by what it is, not by the name it was started with (python, python3.11, a link)
    interpreter = [os.path.realpath(sys.executable), sys.prefix, sys.version]
    digest = hashlib.sha256(json.dumps([FORMAT, interpreter, quick.distributions()]).encode())
    digest.update(quick.code_of_this_run().encode())
    return digest.hexdigest()


def game_key(components: Path, game_id: str, extra: str = "") -> str:
    """The key of one game's inputs (see the module's text); `extra`: anything else the answer depends on."""
    digest = hashlib.sha256(json.dumps([FORMAT, code_key(), str(components), os.path.abspath(components),
                                        os.getcwd(), game_id, extra]).encode())
    quick.walk(digest, os.path.join(components, game_id))
    quick.walk(digest, os.path.join(os.path.dirname(os.path.abspath(components)), "templates"))
    return digest.hexdigest()


def notices_record(findings: list[Finding]) -> list[dict]:
    return [{"path": f.location.path, "line": f.location.line, "col": f.location.col, "message": f.message,
             "rule": f.rule} for f in findings if f.severity == "notice"]


def notices_from(record: object) -> list[Finding] | None:
    """The notices of a record; None when the record is not of the right shape."""
    try:
        return [Finding(Location(str(n["path"]), int(n["line"]), int(n["col"])), "notice", str(n["message"]),
                        str(n["rule"])) for n in record]
    except (TypeError, ValueError, KeyError, AttributeError):
        return None


# -- validate: the user's cache folder ---------------------------------------------------------

def user_folder(name: str = FOLDER) -> str:
    """Our sub-folder `name` of the user's cache folder (XDG_CACHE_HOME, else ~/.cache)."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "drukarnia", name)


def recall(key: str) -> tuple[str, list[Finding]] | None:
    """(title, notices) of the game's last clean validation with this key; None when there is none."""
    record = _read(key)
    if record is None or not isinstance(record.get("title"), str):
        return None
    notices = notices_from(record.get("notices"))
    return (record["title"], notices) if notices is not None else None


def remember(key: str, title: str, findings: list[Finding]) -> None:
    """Record a clean validation (best effort: a cache folder that cannot be written only means the
    next run validates again)."""
    if not any(f.severity == "error" for f in findings):
        _write(key, {"title": title, "notices": notices_record(findings)})


def check_key(what: str, *parts: str) -> str:
    """The key of the answer of check `what` (a short name, in the record's file name): what it is
    given (`parts`) and our code (code_key)."""
    digest = hashlib.sha256(json.dumps([FORMAT, code_key(), what, *parts]).encode("utf-8")).hexdigest()
    return f"check-{what}-{digest}"


def checked(key: str) -> dict | None:
    """What the check of this key (check_key) recorded when it was found clean (remember_check);
    None when it was not (or the record cannot be read)."""
    record = _read(key)
    return record["found"] if record is not None and isinstance(record.get("found"), dict) else None


def remember_check(key: str, found: dict | None = None) -> None:
    """Record that the check of this key was clean, with what it `found` on the way (best effort,
    as `remember`)."""
    _write(key, {"found": found or {}})


def _read(key: str) -> dict | None:
    """The record of this key in the user's cache folder, when it is one of this format."""
    try:
        record = json.loads(read_regular(os.path.join(user_folder(), key + ".json")))
    except (OSError, ValueError):
        return None
    return record if isinstance(record, dict) and record.get("format") == FORMAT else None


def _write(key: str, record: dict) -> None:
    """Written as every record of the user's cache folder is (`store`): atomically, without fsync
    (a record lost in a crash only means checking again)."""
    store(FOLDER, key + ".json", json.dumps({"format": FORMAT, **record}, ensure_ascii=False).encode("utf-8"), KEEP,
          ".json")


_COUNTED: dict[tuple[str, str], int] = {}   # (folder, suffix) → at most this many records, as this run knows


def prune(folder: str, suffix: str = ".json", keep: int = KEEP) -> None:
    """Keep the `keep` newest records (files ending in `suffix`) of the folder, the record just
    written among them. The folder is listed when this run last counted `keep` records or more, or
    has not counted yet: each record written since adds at most one (a build writes a few hundred
    into the shelf, which listing after each would make a cost growing with the square of them)."""
    counted = _COUNTED.get((folder, suffix))
    if counted is not None and counted + 1 <= keep:
        _COUNTED[(folder, suffix)] = counted + 1
        return
    names = [n for n in os.listdir(folder) if n.endswith(suffix) and not n.startswith(".")]   # not a write under way
    _COUNTED[(folder, suffix)] = min(len(names), keep)
    if len(names) <= keep:
        return
    dated = sorted(names, key=lambda n: os.stat(os.path.join(folder, n)).st_mtime_ns)
    for name in dated[:len(names) - keep]:
        try:
            os.unlink(os.path.join(folder, name))
        except OSError:
            pass


def store(name: str, filename: str, data: bytes, keep: int, suffix: str = "") -> None:
    """Keep `data` as `filename` in our sub-folder `name` of the user's cache folder, then the `keep`
    newest files there ending in `suffix` (prune). Best effort and without fsync: what the folder
    holds is only ever an answer worked out again when missing, so a folder that cannot be written,
    or a record lost in a crash, only means working it out again. Written to a temporary file and
    renamed, so a reader finds the old file, the new one or none."""
    folder = user_folder(name)
    replace_quietly(os.path.join(folder, filename), data)
    try:
        prune(folder, suffix, keep)
    except OSError:
        pass


# -- files made from a key alone: the user's cache folder ---------------------------------------

MADE = "made"
KEEP_MADE = 256


def made_once(what: str, key: str, make) -> bytes:
    """`make()`, or the bytes it gave in this or an earlier run for the same `key` (the exact text of
    everything they are made from besides our code, which is added here). Best effort: a folder that
    cannot be read or written only means making them again."""
    text = json.dumps([FORMAT, code_key(), what, key])
    name = f"{what}-{hashlib.sha256(text.encode('utf-8')).hexdigest()}"
    folder = user_folder(MADE)
    header = text.encode("utf-8") + b"\n"
    try:
        stored = read_regular(os.path.join(folder, name))
        if stored.startswith(header):
            return stored[len(header):]
    except OSError:
        pass
    data = make()
    store(MADE, name, header + data, KEEP_MADE)
    return data
