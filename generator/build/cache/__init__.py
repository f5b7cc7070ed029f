"""Everything drukarnia keeps between runs, in one folder.

Owns: where that folder is (`platformdirs.user_cache_dir("drukarnia")`, or DRUKARNIA_CACHE_DIR),
whether caching is on (`--no-cache`, or DRUKARNIA_NO_CACHE: `1` turns every store off, a comma
list of store names only those), the one record format, how a record is written (a temporary file
renamed over it; a cache never breaks the tool, so an OSError while caching only means a miss), the
one size limit (DRUKARNIA_CACHE_MB, default 512) and the one pruning rule (what was used longest ago
goes first). The stores built on it:
- `reads`: the recorder of what a step read (files opened, folders listed, paths looked for), and
  the check that none of it changed; every key below is made from such a record, never from a
  hand-kept list of inputs, and from `code_version()` (our package's files, the installed
  distributions, the interpreter);
- `outputs`: a build's record of its output folder (which component made which file, from what),
  for the incremental build;
- `quick`: the no-change fast path of `drukarnia build`;
- `serve` (generator/serve/kept.py): what the live preview last showed, so a restart shows it at once;

May import: the standard library and platformdirs here and in `reads`/`quick` (the fast path runs
before anything else is imported); `outputs` also generator.model.core and generator.model.findings.

A record is one file `<store>/<digest of its key>` under the version folder `v<FORMAT>`: its key
as one line of UTF-8, then its payload. A record whose first line is not its key is a miss.
"""

from __future__ import annotations

import hashlib
import os
import stat
import sys
import tempfile

import platformdirs

FORMAT = 1  # a new version folder for an incompatible record format
DEFAULT_MB = 512
_turned_off = False
_written = [0]  # bytes this process put into the folder since it last counted it
_counted: list[int] = []  # the folder's size when this process counted it


def turn_off() -> None:
    """`--no-cache`: nothing is read from or written to the folder in this process (a forked worker
    inherits it; another is told: turned_off())."""
    global _turned_off
    _turned_off = True


def turned_off() -> bool:
    """Whether turn_off() was called in this process."""
    return _turned_off


def on(store: str) -> bool:
    """Whether `store` may be used: not after turn_off(), nor when DRUKARNIA_NO_CACHE names it (or is 1)."""
    if _turned_off:
        return False
    setting = os.environ.get("DRUKARNIA_NO_CACHE", "").strip()
    if not setting or setting == "0":
        return True
    return setting not in ("1", "all", "yes") and store not in {s.strip() for s in setting.split(",")}


def base() -> str:
    """The cache folder: DRUKARNIA_CACHE_DIR, else the platform's user cache folder for drukarnia."""
    chosen = os.environ.get("DRUKARNIA_CACHE_DIR", "").strip()
    if chosen:
        return os.path.abspath(chosen)
    return platformdirs.user_cache_dir("drukarnia", appauthor=False)


def folder() -> str:
    """The folder of this record format (base()/v<FORMAT>)."""
    return os.path.join(base(), f"v{FORMAT}")


def limit() -> int:
    """The folder's size limit in bytes (DRUKARNIA_CACHE_MB megabytes, default 512)."""
    text = os.environ.get("DRUKARNIA_CACHE_MB", "").strip()
    try:
        return max(0, int(float(text) * 1024 * 1024)) if text else DEFAULT_MB * 1024 * 1024
    except (ValueError, OverflowError):
        return DEFAULT_MB * 1024 * 1024


def _path(store: str, key: str) -> str:
    return os.path.join(folder(), store, hashlib.sha256(key.encode("utf-8", "surrogateescape")).hexdigest())


def get(store: str, key: str) -> bytes | None:
    """The payload recorded for `key` in `store`; None when there is none (or caching is off)."""
    if not on(store):
        return None
    path = _path(store, key)
    header = key.encode("utf-8", "surrogateescape") + b"\n"
    try:
        flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
        with os.fdopen(os.open(path, flags), "rb") as handle:
            if not _regular(handle):
                return None
            data = handle.read()
        if not data.startswith(header):
            return None
        os.utime(path)  # used now: among the last to go when the folder is pruned
    except OSError:
        return None
    return data[len(header) :]


def _regular(handle) -> bool:
    return stat.S_ISREG(os.fstat(handle.fileno()).st_mode)


def put(store: str, key: str, payload: bytes) -> None:
    """Record `payload` for `key` in `store`: written to a temporary file in the same folder and
    renamed over the record, so a reader finds the old record, the new one or none. Any OSError
    (a folder that cannot be written, a full disk) is ignored: the next run works it out again."""
    if not on(store):
        return
    path = _path(store, key)
    data = key.encode("utf-8", "surrogateescape") + b"\n" + payload
    temporary = None
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        fd, temporary = tempfile.mkstemp(dir=os.path.dirname(path), prefix=".", suffix=".tmp")
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.replace(temporary, path)
        temporary = None
        _written[0] += len(data)
        if not _counted or _counted[0] + _written[0] > limit():
            prune()
    except OSError:
        pass
    finally:
        if temporary is not None:
            try:
                os.unlink(temporary)
            except OSError:
                pass


def prune(keep: int | None = None) -> None:
    """Remove what was used longest ago until the folder (every store, every version) is within
    `keep` bytes (the limit). Best effort: a file that cannot be removed stays."""
    keep = limit() if keep is None else keep
    dated = []
    for root, _dirs, files in os.walk(base()):
        for name in files:
            path = os.path.join(root, name)
            try:
                st = os.lstat(path)
            except OSError:
                continue
            dated.append((st.st_mtime_ns, st.st_size, path))
    total = sum(size for _, size, _ in dated)
    for _, size, path in sorted(dated):
        if total <= keep:
            break
        try:
            os.unlink(path)
            total -= size
        except OSError:
            pass
    _counted[:] = [total]
    _written[0] = 0


CODE_SUFFIXES = (".py", ".j2", ".md", ".yaml", ".yml", ".css", ".json", ".ttf", ".otf", ".png", ".svg", ".mo", ".po")
PACKAGE = os.path.abspath(
    os.path.join(os.path.dirname(__file__), *[os.pardir] * __package__.count("."))
)  # generator/, wherever this package sits in it
_CODE: list[str] = []


def code_version() -> str:
    """Our own code and data (every file of the generator package, by name and content), the
    installed distributions (names carry versions) and the interpreter: part of every key.
    Worked out once per process."""
    if _CODE:
        return _CODE[0]
    digest = hashlib.sha256(
        repr([FORMAT, os.path.realpath(sys.executable), sys.prefix, sys.version, _distributions()]).encode()
    )
    for folder_, dirs, files in os.walk(PACKAGE):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in sorted(files):
            if name.endswith(CODE_SUFFIXES):
                path = os.path.join(folder_, name)
                digest.update(os.path.relpath(path, PACKAGE).encode("utf-8", "surrogateescape") + b"\0")
                try:
                    with open(path, "rb") as handle:
                        digest.update(handle.read())
                except OSError:
                    digest.update(b"<unreadable>")
    _CODE.append(digest.hexdigest())
    return _CODE[0]


def _distributions() -> list[str]:
    names = []
    for entry in sys.path:
        if entry.endswith(("site-packages", "dist-packages")):
            try:
                names.extend(sorted(n for n in os.listdir(entry) if n.endswith((".dist-info", ".egg-info"))))
            except OSError:
                continue
    return names
