"""Writing an output file once, atomically (`write_atomic`), and a folder of many files made one by
one, all or nothing (`Staged`). Kept apart from pdf.py so that what only writes files loads no PDF
library. (The cache folder's records are written by generator/build/cache, which ignores a failure;
an output that cannot be written is an error the user sees.)"""

from __future__ import annotations

import os
import shutil
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


class Staged:
    """Files of one destination folder written as they are made, the destination untouched until
    `commit()`: each file goes (`write_atomic`) into a hidden staging folder next to the destination
    (`.NAME.*.staging`, on the same file system, so that moving a file is a rename), and `commit()`
    renames them into place, then removes the staging folder. A file whose bytes the destination
    already holds is not staged and not touched. `discard()` (in the caller's `finally`: a failure or
    an interrupt before `commit()`) removes the staging folder and leaves the destination as it was.
    Memory holds one file at a time however many are made; the disk holds the new files twice
    only until they are moved.

    `write(name, data)`: `name` is a path inside the destination ("deck/sheet-1.png")."""

    def __init__(self, destination: Path):
        self.destination = Path(destination)
        self.destination.parent.mkdir(parents=True, exist_ok=True)
        self.folder = Path(
            tempfile.mkdtemp(prefix=f".{self.destination.name}.", suffix=".staging", dir=self.destination.parent)
        )
        self.staged: list[str] = []
        self.names: list[str] = []  # every file written, in order (staged or already in place)

    def write(self, name: str, data: bytes) -> None:
        self.names.append(name)
        target = self.destination / name
        try:
            if target.is_file() and target.stat().st_size == len(data) and target.read_bytes() == data:
                return
        except OSError:
            pass
        write_atomic(self.folder / name, data)
        self.staged.append(name)

    def commit(self) -> None:
        """Move every staged file into place (a rename each), then remove the staging folder."""
        for name in self.staged:
            target = self.destination / name
            target.parent.mkdir(parents=True, exist_ok=True)
            os.replace(self.folder / name, target)
        self.staged = []
        self.discard()

    def discard(self) -> None:
        """Remove the staging folder and what is still in it (nothing is moved)."""
        shutil.rmtree(self.folder, ignore_errors=True)
