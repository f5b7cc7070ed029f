"""YAML files parsed before: a file whose bytes are unchanged is not parsed or validated again.

What loading.py makes of one YAML file (its Document: the data and the position of every key path,
and the kind's validated model) follows from the file's bytes and our code alone: the kinds, their
models and validators and the YAML reader are all our code or installed distributions, and no
validator reads anything beside the data (no other file, no game.yaml, no context). The path the
file was read from only names it in findings, and it is set again on every recall. So a file parsed
clean (no finding at all, error or notice) is kept here, pickled, keyed by its bytes, what it was
read as ("component", "game") and unchanged.check_key's digest of our code, the installed
distributions and the interpreter. A recalled file is unpickled, which needs no pydantic validator:
the models are built with `defer_build` (model.py), so a kind whose files are all recalled never
builds its schema. A file with any finding is not kept: it is parsed again, and says the same.

Records live in the user's cache folder (XDG_CACHE_HOME, else ~/.cache)/drukarnia/parsed, as
Jinja's compiled templates do. Each record carries the sha256 of its pickle; a record that cannot
be read, is torn, or does not unpickle is a miss (the file is parsed), never an error. The folder
keeps the KEEP records used last (a recall touches its record, so the files read on every run stay
while edits add records). Writing is best effort: a folder that cannot be written only means
parsing again next time. The folder is the user's own, as their compiled Python is; a record is
only ever unpickled from there.
"""
from __future__ import annotations

import hashlib
import os
import pickle
from typing import Any

from . import unchanged
from .regular_files import read_regular

FOLDER = "parsed"
KEEP = 512
SUFFIX = ".pickle"
MAGIC = b"drukarnia parsed 1\n"


def key(what: str, raw: bytes) -> str:
    """The key of `raw` (a file's bytes) read as `what`, with our code (unchanged.check_key)."""
    return unchanged.check_key("parsed-" + what, hashlib.sha256(raw).hexdigest())


def recall(record_key: str) -> Any | None:
    """What was remembered under this key; None when nothing (readable and whole) was."""
    path = os.path.join(unchanged.user_folder(FOLDER), record_key + SUFFIX)
    try:
        blob = read_regular(path)
    except OSError:
        return None
    start = len(MAGIC) + 32
    if not blob.startswith(MAGIC) or hashlib.sha256(blob[start:]).digest() != blob[len(MAGIC):start]:
        return None
    try:
        value = pickle.loads(blob[start:])
    except Exception:   # noqa: BLE001  whatever fails to unpickle is a miss (the key covers our code)
        return None
    try:
        os.utime(path)   # recently used: pruning (oldest first) keeps the files read on every run
    except OSError:
        pass
    return value


def remember(record_key: str, value: Any) -> None:
    """Keep `value` under this key (best effort; written to a temporary file and renamed, so a reader
    sees the old record, the new one or none)."""
    try:
        payload = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    except (pickle.PicklingError, TypeError, AttributeError, RecursionError):
        return
    unchanged.store(FOLDER, record_key + SUFFIX, MAGIC + hashlib.sha256(payload).digest() + payload, KEEP, SUFFIX)
