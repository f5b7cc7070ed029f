"""`drukarnia serve`: a live preview in the browser of every component's pages and findings.

    live.py     the state: check and render what a save affects, publish snapshots (one worker thread)
    adapter.py  the only module that calls the build's internals (load, validate, render)
    watch.py    watchfiles → Preview.touch
    server.py   ThreadingHTTPServer routes: page, event stream, PNG, PDF, YAML source
    pages.py    server-rendered HTML and the small script that swaps changed parts
    images.py   PDF pages → PNG with pypdfium2

May import every stage below it (model/, validate/, draw/, rulebook/, build/, games/); never
commands/ (commands/serve.py starts it).
"""

from __future__ import annotations

import errno
import threading
import webbrowser
from collections.abc import Callable
from pathlib import Path

from generator.serve.images import PDFIUM
from generator.serve.live import Preview
from generator.serve.server import PreviewServer
from generator.serve.watch import watch

PDFIUM_PATIENCE = 30.0  # s: the longest a page being rendered may hold a Ctrl-C back


class PortInUse(Exception):
    pass


def start(
    components: Path, game_ids: list[str] | None, host: str, port: int, *, check_host: bool = True
) -> tuple[PreviewServer, Callable[[], None]]:
    """Bind the server and start the worker and the watcher; return the server and a stop function.

    The caller runs `server.serve_forever()` (the command in the main thread, tests in a thread)."""
    preview = Preview(components, game_ids)
    try:
        server = PreviewServer((host, port), preview, check_host=check_host)
    except OSError as exc:
        if exc.errno in (errno.EADDRINUSE, errno.EACCES):
            raise PortInUse(str(exc)) from None
        raise
    stop = threading.Event()
    folders = [Path(components)]
    templates = preview.templates
    if templates is not None and not templates.resolve().is_relative_to(Path(components).resolve()):
        folders.append(templates)
    threading.Thread(target=preview.run, name="preview-worker", daemon=True).start()
    threading.Thread(target=watch, args=(preview, folders, stop), name="preview-watcher", daemon=True).start()

    def shutdown() -> None:
        stop.set()
        preview.close()
        server.server_close()
        # pypdfium2 tears its library down at exit: from here on no thread may be inside it (a render
        # under way finishes its page; a later one waits for the lock, which is never given back)
        PDFIUM.acquire(timeout=PDFIUM_PATIENCE)

    return server, shutdown


def open_browser(url: str) -> None:
    threading.Thread(target=webbrowser.open, args=(url,), daemon=True).start()
