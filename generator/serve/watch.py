"""Watching the components folder and the templates with watchfiles (inotify/FSEvents, maintained).

Saves are grouped: watchfiles yields once no new change came for STEP ms (at most DEBOUNCE ms
after the first), so an editor's write-rename-chmod counts as one save. When the system refuses
notifications (e.g. the inotify watch limit is reached) it falls back to polling.
"""

from __future__ import annotations

import gettext
import sys
import threading
from pathlib import Path

import watchfiles

from generator.serve.live import Preview

STEP_MS = 30
DEBOUNCE_MS = 400
POLL_MS = 300

_ = gettext.gettext  # the command's catalogue (see pages.py)


def watch(preview: Preview, folders: list[Path], stop: threading.Event) -> None:
    try:
        _follow(preview, folders, stop, polling=False)
    except Exception as exc:  # noqa: BLE001  (any failure of the notification backend)
        if stop.is_set():
            return
        message = _(
            "drukarnia serve: file notifications unavailable ({error}); looking for changes every {seconds} s instead"
        )
        print(message.format(error=exc, seconds=f"{POLL_MS / 1000:g}"), file=sys.stderr)
        _follow(preview, folders, stop, polling=True)


def _follow(preview: Preview, folders: list[Path], stop: threading.Event, *, polling: bool) -> None:
    for changes in watchfiles.watch(
        *folders,
        stop_event=stop,
        step=STEP_MS,
        debounce=DEBOUNCE_MS,
        raise_interrupt=False,
        force_polling=polling or None,
        poll_delay_ms=POLL_MS,
    ):
        preview.touch([Path(path) for _, path in changes])
