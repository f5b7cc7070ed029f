"""The one lock around pypdfium2: pdfium is not thread-safe, not even across documents.

Every call into pypdfium2 in a process that may run threads (the live preview renders, draws
thumbnails and reads a board's printed words from several threads) goes through `held()`. A process
about to exit calls `close()`: from then on no call starts (`held()` raises Closing), the one under
way ends, and the lock is kept for good, so that no thread is inside pdfium when pypdfium2 tears its
library down.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

LOCK = threading.RLock()
CLOSING = threading.Event()


class Closing(Exception):
    """pdfium is closed for good: the process is exiting, so this call does not start."""


@contextmanager
def held() -> Iterator[None]:
    """LOCK for calls into pypdfium2; Closing instead once close() has been called."""
    with LOCK:
        if CLOSING.is_set():
            raise Closing
        yield


def close(patience: float) -> bool:
    """No call into pdfium starts from now; wait up to `patience` seconds for the one under way and
    keep the lock for good. Whether the lock was taken in time."""
    CLOSING.set()
    return LOCK.acquire(timeout=patience)
