"""Worker processes die with the build that started them.

A `--jobs N` build renders in forked workers. When the parent is killed (kill -9, a closed
terminal), the workers must not linger: on Linux each asks the kernel for SIGKILL when its parent
dies (prctl PR_SET_PDEATHSIG); elsewhere a daemon thread watches the parent's pid.
"""

from __future__ import annotations

import ctypes
import os
import signal
import sys
import threading
import time

PR_SET_PDEATHSIG = 1


def die_with_parent(parent: int) -> None:
    """Pool initializer: end this process as soon as `parent` is gone."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)  # Ctrl-C ends a worker quietly; the parent reports it
    if sys.platform.startswith("linux") and _prctl_deathsig():
        pass
    else:
        threading.Thread(target=_watch, args=(parent,), daemon=True).start()
    if os.getppid() != parent:  # the parent died before the request above took effect
        os._exit(1)


def _prctl_deathsig() -> bool:
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


def _watch(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(0.5)
    os._exit(1)
