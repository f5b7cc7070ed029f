"""Writing an output file once, atomically. Kept apart from pdf.py so that what only writes files
loads no PDF library. (The cache folder's records are written by generator/build/cache, which ignores a
failure; an output that cannot be written is an error the user sees.)"""

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

    The bytes go to a hidden `.part` file in the target's folder, are fsynced once and renamed over
    the target: a build killed at any moment leaves either the previous file or the new one, never
    a truncated file.
    """
    path = Path(path)
    try:
        return _write_atomic(path, data)
    except OSError as exc:  # name the file: "disk full" alone does not say where
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
        view = view[os.write(fd, view) :]
