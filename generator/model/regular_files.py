"""Opening a file that may not be a file: a FIFO, a device or a link where a regular file belongs.

Opening a FIFO for reading waits for a writer, and a device may never end, so every read of the
user's data (the no-change fast path's digest, the build's file digests) and of the user cache
folder's records opens without blocking and reads only a regular file. Standard library only
(the fast path imports it)."""

from __future__ import annotations

import os
import stat
from typing import BinaryIO


def open_regular(path, *, follow_links: bool = True) -> BinaryIO:
    """A binary handle on the regular file at `path`; OSError for anything else (and, with
    follow_links=False, for a link), which is never read nor waited on."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | (0 if follow_links else getattr(os, "O_NOFOLLOW", 0))
    handle = os.fdopen(os.open(path, flags), "rb")
    if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
        handle.close()
        raise OSError(f"not a regular file: {path}")
    return handle


def read_regular(path) -> bytes:
    """The bytes of a record of the user cache folder: a link, a FIFO, a device or a folder in its
    place is an OSError (a miss), never followed, never waited on."""
    with open_regular(path, follow_links=False) as handle:
        return handle.read()
