"""The recorder of what a step read, and the check that none of it changed since.

While `recording()` is on, every file the process opens for reading, every folder it lists and
every path our code asks about (`note_exists`) is noted, whoever opens it: our loaders, Jinja's
template loader, Pillow, the fonts. It hears them through the interpreter's audit events ("open",
"os.listdir", "os.scandir": sys.addaudithook, public API), so a new input cannot be left out of a
key: nothing lists the inputs by hand. Left out are only what `code_version()` already stands for
(Python files, anything below the interpreter's prefixes: the installed libraries and fonts, and
the folders the import system lists to find modules), the cache folder itself and the system's
/proc, /dev and /sys.

`snapshot(noted)` turns what was noted into a record of content (a file's SHA-256, a folder's
names, a path's existence); `unchanged(record)` says whether all of it is still so. Standard
library only: the no-change fast path uses it before anything else is imported.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import stat
import sys
import time

from generator.build.cache import PACKAGE

_active: list[Noted] = []
_hooked = [False]
_SKIP_PREFIXES: list[str] = []


class Noted:
    """What one recording heard: paths of files opened for reading, folders listed, paths looked for."""

    def __init__(self) -> None:
        self.files: set[str] = set()
        self.folders: set[str] = set()
        self.looked: set[str] = set()
        # when the recording began (ns since the epoch, the clock files' modification times use): a
        # file or folder changed after it may have been read before the change (`snapshot`)
        self.since: int = time.time_ns()

    def update(self, other: Noted | dict) -> None:
        if isinstance(other, dict):
            self.files.update(other.get("files", ())), self.folders.update(other.get("folders", ()))
            self.looked.update(other.get("looked", ()))
            self.since = min(self.since, other.get("since", self.since))
            return
        self.files |= other.files
        self.folders |= other.folders
        self.looked |= other.looked
        self.since = min(self.since, other.since)

    def plain(self) -> dict:
        """A picklable, JSON-able form (a worker hands its reads back to the build)."""
        return {
            "files": sorted(self.files),
            "folders": sorted(self.folders),
            "looked": sorted(self.looked),
            "since": self.since,
        }


def _skip_prefixes() -> list[str]:
    if not _SKIP_PREFIXES:
        prefixes = {sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix}
        _SKIP_PREFIXES.extend(
            sorted({os.path.join(os.path.realpath(p), "") for p in prefixes} | {os.path.join(p, "") for p in prefixes})
        )
        _SKIP_PREFIXES.extend(["/proc/", "/dev/", "/sys/"])
    return _SKIP_PREFIXES


def _wanted(path: str) -> str | None:
    if path.endswith((".py", ".pyc")):
        return None
    path = os.path.abspath(path)
    if any(path.startswith(prefix) for prefix in _skip_prefixes()):
        return None
    return path


_PACKAGE = os.path.join(PACKAGE, "")


def _import_folder(path: str) -> bool:
    """A folder the import system lists to find modules: an entry of sys.path, or one of our
    package's folders (our code is in code_version)."""
    return (path + "/").startswith(_PACKAGE) or any(path == os.path.abspath(entry or ".") for entry in sys.path)


def _hear(event: str, args: tuple) -> None:
    if not _active:
        return
    try:
        if event == "open":
            path, mode, flags = args
            if isinstance(path, int):
                return
            if mode is not None:
                if any(c in mode for c in "wax+"):
                    return
            elif flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT):
                return
            kept = _wanted(os.fsdecode(path))
            if kept is not None:
                for noted in _active:
                    noted.files.add(kept)
        elif event in ("os.listdir", "os.scandir"):
            path = args[0]
            if isinstance(path, int):
                return
            kept = _wanted(os.fsdecode(path if path is not None else "."))
            if kept is not None and not _import_folder(kept):
                for noted in _active:
                    noted.folders.add(kept)
    except Exception:  # noqa: BLE001  an odd event never breaks the step it watches
        return


@contextlib.contextmanager
def recording(noted: Noted | None = None):
    """Note what is read until the block ends (nested recordings each hear everything)."""
    if not _hooked[0]:
        sys.addaudithook(_hear)
        _hooked[0] = True
    noted = Noted() if noted is None else noted
    _active.append(noted)
    try:
        yield noted
    finally:
        _active.remove(noted)


def start() -> Noted:
    """Start a recording that lasts until stop() (the whole build of a command)."""
    noted = Noted()
    if not _hooked[0]:
        sys.addaudithook(_hear)
        _hooked[0] = True
    _active.append(noted)
    return noted


def stop(noted: Noted) -> None:
    if noted in _active:
        _active.remove(noted)


def hand_back(plain: dict) -> None:
    """What a worker process read for the build (Noted.plain()), noted by every recording here."""
    for noted in _active:
        noted.update(plain)


def note_exists(path) -> None:
    """Our code asked whether `path` exists (a stat, which raises no audit event): noted as read."""
    if _active:
        kept = _wanted(os.fspath(path))
        if kept is not None:
            for noted in _active:
                noted.looked.add(kept)


def note_read(path) -> None:
    """Our code used a file it read earlier in this process (a template kept compiled, checked for
    changes by its modification time, which raises no audit event): noted as read."""
    if _active:
        kept = _wanted(os.fspath(path))
        if kept is not None:
            for noted in _active:
                noted.files.add(kept)


def file_digest(path: str) -> str:
    """The SHA-256 of a file's bytes, or a marker for a path that is no readable regular file."""
    try:
        flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)
        with os.fdopen(os.open(path, flags), "rb") as handle:
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                return "<not a file>"
            digest = hashlib.sha256()
            while chunk := handle.read(1 << 20):
                digest.update(chunk)
            return digest.hexdigest()
    except OSError:
        return "<missing>"


INPUT_SUFFIXES = (".yaml", ".yml", ".j2", ".png", ".jpg", ".jpeg", ".json", ".txt")  # what a build may read
MAX_TREE_ENTRIES = 20_000  # files and folders one game folder is watched for


def tree_digests(folder: str) -> dict[str, str]:
    """What is in a game folder now, relative path → a digest: the content (read in chunks) of a
    file a build may read, the size, time and inode of any other file (an artist's 2 GB source is
    never read), for at most MAX_TREE_ENTRIES entries; links are not followed out of the folder."""
    found: dict[str, str] = {}
    for root, dirs, files in os.walk(folder):  # followlinks=False: a link to a folder is not entered
        dirs.sort()
        for name in sorted(files):
            path = os.path.join(root, name)
            relative = os.path.relpath(path, folder)
            try:
                info = os.lstat(path)
            except OSError:
                found[relative] = "<missing>"
                continue
            if stat.S_ISREG(info.st_mode) and name.lower().endswith(INPUT_SUFFIXES):
                found[relative] = file_digest(path)
            else:
                found[relative] = f"{info.st_mode}:{info.st_size}:{info.st_mtime_ns}:{info.st_ino}"
            if len(found) >= MAX_TREE_ENTRIES:
                found["<more>"] = "<more>"
                return found
    return found


def folder_digest(path: str) -> str:
    try:
        return hashlib.sha256("\0".join(sorted(os.listdir(path))).encode("utf-8", "surrogateescape")).hexdigest()
    except OSError:
        return "<missing>"


CHANGED = "<changed while it was read>"  # matches no digest: the next run reads it again


def snapshot(noted: Noted, skip: tuple[str, ...] = ()) -> dict:
    """What `noted` read, by content now: {"files": {path: sha256}, "folders": {path: names' digest},
    "looked": {path: exists}}; paths inside a folder of `skip` (the output folder) left out.

    The content is taken when the step has ended, so a file saved while the step ran (an editor's save
    during a build) may have been read before the save: a file or folder modified since the recording
    began is recorded as CHANGED, which no later content matches, and the next run does the step again
    rather than keep what was made from the older bytes."""
    skip = tuple(os.path.join(os.path.abspath(s), "") for s in skip)

    def kept(path: str) -> bool:
        return not path.startswith(skip) and path.rstrip("/") + "/" not in skip

    def settled(path: str, digest) -> str:
        try:
            return CHANGED if os.stat(path).st_mtime_ns >= noted.since else digest(path)
        except OSError:
            return digest(path)

    return {
        "files": {p: settled(p, file_digest) for p in sorted(noted.files) if kept(p)},
        "folders": {p: settled(p, folder_digest) for p in sorted(noted.folders) if kept(p)},
        "looked": {p: os.path.exists(p) for p in sorted(noted.looked) if kept(p)},
    }


def unchanged(record: object) -> bool:
    """Whether everything a snapshot recorded is still so (False for anything not of its shape)."""
    try:
        for path, digest in record["files"].items():
            if file_digest(path) != digest:
                return False
        for path, digest in record["folders"].items():
            if folder_digest(path) != digest:
                return False
        for path, exists in record["looked"].items():
            note_exists(path)
            if os.path.exists(path) != exists:
                return False
        return True
    except (TypeError, KeyError, AttributeError):
        return False


def outside(record: dict, folders: list[str]) -> dict:
    """The part of a snapshot not inside any of `folders` (another game's folder)."""
    prefixes = tuple(os.path.join(os.path.abspath(f), "") for f in folders)
    return {
        part: {p: v for p, v in entries.items() if not (p.startswith(prefixes) or p + "/" in prefixes)}
        for part, entries in record.items()
    }
