"""Watching the components folder and the templates with watchfiles (inotify/FSEvents, maintained).

Saves are grouped: watchfiles yields once no new change came for STEP ms (at most DEBOUNCE ms
after the first), so an editor's write-rename-chmod counts as one save.
"""
from __future__ import annotations

import threading
from pathlib import Path

import watchfiles

from .live import Preview

STEP_MS = 30
DEBOUNCE_MS = 400


def watch(preview: Preview, folders: list[Path], stop: threading.Event) -> None:
    for changes in watchfiles.watch(*folders, stop_event=stop, step=STEP_MS, debounce=DEBOUNCE_MS,
                                    raise_interrupt=False):
        preview.touch([Path(path) for _, path in changes])
