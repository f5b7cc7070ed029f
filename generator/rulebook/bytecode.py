"""Compiled rulebook templates kept between runs, in the user's cache folder."""
from __future__ import annotations

import hashlib
import io
import os
from pathlib import Path

import jinja2

from ..regular_files import read_regular


def bytecode_cache() -> "jinja2.BytecodeCache | None":
    """Compiled templates kept between runs (compiling them is most of a rulebook's template time).

    In the user's cache folder, one sub-folder per version of template.py (the environment's
    options shape the compiled code); Jinja checks each template's source checksum itself. None
    (compile every run) when no such folder can be made."""
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    folder = base / "drukarnia" / "jinja2" / hashlib.sha256(Path(__file__).with_name("template.py").read_bytes()).hexdigest()[:16]
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    return _QuietBytecodeCache(str(folder))


class _QuietBytecodeCache(jinja2.FileSystemBytecodeCache):
    """A cache folder that cannot be written (full disk, read-only home) only costs compile time, and
    one whose entry is not a regular file (a link, a FIFO, a device) only a compile: it is never
    followed nor waited on (Jinja's own loading opens whatever lies there)."""

    def load_bytecode(self, bucket) -> None:
        try:
            data = read_regular(self._get_cache_filename(bucket))
        except OSError:
            return
        bucket.load_bytecode(io.BytesIO(data))

    def dump_bytecode(self, bucket) -> None:
        try:
            super().dump_bytecode(bucket)
        except OSError:
            pass
