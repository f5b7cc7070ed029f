"""Writing a file once, atomically (every output, cache record and remembered check goes through
here). Kept apart from pdf.py so that what only writes files (validation's records, the caches)
loads no PDF library."""
from __future__ import annotations

import os
import tempfile
from pathlib import Path


def _umask() -> int:
    current = os.umask(0)
    os.umask(current)
    return current


def write_atomic(path: Path, data: bytes) -> bool:
    """Write once, atomically; False when the file already had these bytes.

    The bytes go to a temporary file in the target's folder, are fsynced once and renamed over
    the target: a build killed at any moment leaves either the previous file or the new one, never
    a truncated file. Where the system allows naming an unnamed O_TMPFILE (linkat through
    /proc/self/fd), the temporary file has no name until it is complete; elsewhere a hidden
    `.part` file is used. Either way each file is written and fsynced exactly once.
    """
    path = Path(path)
    try:
        return _write_atomic(path, data)
    except OSError as exc:   # name the file: "disk full" alone does not say where
        if exc.filename is None:
            exc.filename = str(path)
        raise


def _write_atomic(path: Path, data: bytes) -> bool:
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        if path.is_file() and path.stat().st_size == len(data) and path.read_bytes() == data:
            return False
    except OSError:
        pass
    if hasattr(os, "O_TMPFILE") and _write_unnamed(path, data):
        return True
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".part", dir=path.parent)
    try:
        os.chmod(tmp, 0o666 & ~_umask())
        _write_all(fd, data)
        os.fsync(fd)
        os.close(fd)
        fd = -1
        os.replace(tmp, path)
    except BaseException:
        if fd >= 0:
            os.close(fd)
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return True


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


_NO_UNNAMED: set[int] = set()   # devices where an O_TMPFILE could not be named: not tried again


def _write_unnamed(path: Path, data: bytes) -> bool:
    """O_TMPFILE, named by linkat only once complete; False (nothing written) when unavailable.

    The file has no name while its bytes are written and synced, so a build killed meanwhile
    leaves nothing behind; it gets a hidden name just before the rename. Whether this file system
    can name an unnamed file is found once per device with an empty probe, so that a refusal costs
    no wasted write: the caller then writes the bytes once, the ordinary way."""
    try:
        device = path.parent.stat().st_dev
    except OSError:
        return False
    if not _unnamed_works(path.parent, device):
        return False
    try:
        fd = os.open(path.parent, os.O_TMPFILE | os.O_WRONLY, 0o666 & ~_umask())
    except OSError:
        _NO_UNNAMED.add(device)
        return False
    link = path.parent / f".{path.name}.{os.getpid()}.part"
    named = False
    try:
        _write_all(fd, data)
        os.fsync(fd)
        try:
            _name(fd, link)
        except OSError:          # refused after the probe allowed it: written again the ordinary way
            _UNNAMED_WORKS.discard(device)
            _NO_UNNAMED.add(device)
            return False
        named = True
        os.replace(link, path)
        named = False
    finally:
        os.close(fd)
        if named:
            try:
                os.unlink(link)
            except OSError:
                pass
    return True


_UNNAMED_WORKS: set[int] = set()   # devices where naming an O_TMPFILE was seen to work


def _unnamed_works(folder: Path, device: int) -> bool:
    """Whether unnamed files on this device can be given a name (probed once, with an empty one)."""
    if device in _UNNAMED_WORKS:
        return True
    if device in _NO_UNNAMED:
        return False
    try:
        fd = os.open(folder, os.O_TMPFILE | os.O_WRONLY, 0o600)
    except OSError:
        _NO_UNNAMED.add(device)
        return False   # the file system does not support O_TMPFILE
    probe = folder / f".drukarnia-probe.{os.getpid()}.part"
    try:
        _name(fd, probe)
        os.unlink(probe)
    except OSError:
        _NO_UNNAMED.add(device)
        return False
    finally:
        os.close(fd)
    _UNNAMED_WORKS.add(device)
    return True


def _name(fd: int, link: Path) -> None:
    """Give the open unnamed file `fd` the name `link`: linkat(AT_SYMLINK_FOLLOW) on its /proc entry
    names the open file itself (a plain link() would link the /proc symlink and fail with EXDEV)."""
    proc = os.open("/proc/self/fd", os.O_RDONLY | os.O_DIRECTORY)
    try:
        os.link(str(fd), link, src_dir_fd=proc, follow_symlinks=True)
    finally:
        os.close(proc)


def replace_quietly(path: str, data: bytes) -> None:
    """Put `data` at `path` by a temporary file in its folder renamed over it, without fsync and
    without a word when the disk refuses: for records that are only ever an answer worked out again
    when missing (the user cache folder's), where a reader must find the old file, the new one or
    none, but a record lost in a crash costs nothing."""
    folder = os.path.dirname(path)
    temporary = None
    try:
        os.makedirs(folder, exist_ok=True)
        fd, temporary = tempfile.mkstemp(dir=folder, prefix=".", suffix=".part")
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
        os.replace(temporary, path)
        temporary = None
    except OSError:
        pass
    finally:
        if temporary is not None:
            try:
                os.unlink(temporary)
            except OSError:
                pass
