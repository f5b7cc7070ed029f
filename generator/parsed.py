"""YAML files parsed before: a file whose bytes are unchanged is not parsed or validated again.

What loading.py makes of one YAML file (its Document and the kind's validated model) follows from
the file's bytes and our code alone (no validator reads anything beside the data). So a file parsed
clean (no finding at all) is kept in the cache folder's store "parsed" (generator/cache), pickled,
keyed by its bytes, what it was read as and our code (cache.code_version). A record that cannot be
read or does not unpickle is a miss (the file is parsed), never an error; a file with any finding is
not kept. The folder is the user's own, as their compiled Python is; a record is only ever
unpickled from there.
"""
from __future__ import annotations

import hashlib
import pickle
from typing import Any

from .cache import code_version, get, put

STORE = "parsed"


def key(what: str, raw: bytes) -> str:
    """The key of `raw` (a file's bytes) read as `what`, with our code."""
    return f"{what} {hashlib.sha256(raw).hexdigest()} {code_version()}"


def recall(record_key: str) -> Any | None:
    """What was remembered under this key; None when nothing (readable and whole) was."""
    payload = get(STORE, record_key)
    if payload is None:
        return None
    try:
        return pickle.loads(payload)
    except Exception:   # noqa: BLE001  whatever fails to unpickle is a miss (the key covers our code)
        return None


def remember(record_key: str, value: Any) -> None:
    """Keep `value` under this key (best effort)."""
    try:
        payload = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
    except (pickle.PicklingError, TypeError, AttributeError, RecursionError):
        return
    put(STORE, record_key, payload)
