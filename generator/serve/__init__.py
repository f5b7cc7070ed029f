"""`drukarnia serve`: a live preview in the browser of every component's pages and findings.

    live.py     the state: check and render what a save affects, publish snapshots (one worker thread)
    adapter.py  the only module that calls the build's internals (load, validate, render)
    watch.py    watchfiles → Preview.touch
    server.py   ThreadingHTTPServer routes: page, event stream, PNG, PDF, YAML source
    pages.py    server-rendered HTML in the terminal's language
    script.py   the page's style and script (swaps changed parts, viewer, keys; the shared worker)
    images.py   PDF pages → PNG with pypdfium2

May import every stage below it (model/, validate/, draw/, rulebook/, build/, games/); never
commands/ (commands/serve.py starts it).
"""

from __future__ import annotations

import errno
import signal
import threading
import time
import webbrowser
from collections.abc import Callable
from pathlib import Path

from generator.draw import pdfium
from generator.serve.live import RENDER_LIMIT, Preview
from generator.serve.server import PreviewServer
from generator.serve.watch import watch

PATIENCE = 5.0  # s: the longest Ctrl-C waits for the threads to end (a page being drawn ends in less)


class PortInUse(Exception):
    pass


def start(
    components: Path,
    game_ids: list[str] | None,
    host: str,
    port: int,
    *,
    check_host: bool = True,
    render_limit: float = RENDER_LIMIT,
    language: str = "en",
) -> tuple[PreviewServer, Callable[..., None]]:
    """Bind the server and start the worker and the watcher; return the server and a stop function.

    The caller runs `server.serve_forever()` (the command in the main thread, tests in a thread),
    then calls the stop function, which ends every thread started here and joins it (a render given
    up on may be left running: it can no longer change anything, nor enter pdfium). A Ctrl-C landing
    while this starts them stops those started before it is raised again."""
    preview = Preview(components, game_ids, render_limit=render_limit)
    try:
        server = PreviewServer((host, port), preview, check_host=check_host, language=language)
    except OSError as exc:
        if exc.errno in (errno.EADDRINUSE, errno.EACCES):
            raise PortInUse(str(exc)) from None
        raise
    stop = threading.Event()
    folders = [Path(components)]
    templates = preview.templates
    if templates is not None and not templates.resolve().is_relative_to(Path(components).resolve()):
        folders.append(templates)
    threads: list[threading.Thread] = []

    def shutdown(exiting: bool = True) -> None:
        """Stop and join the threads; `exiting`: the process ends next (pdfium is then closed for good)."""
        if exiting and threading.current_thread() is threading.main_thread():
            signal.signal(signal.SIGINT, signal.SIG_IGN)  # exiting already: a second Ctrl-C changes nothing
        stop.set()
        preview.close()
        deadline = time.monotonic() + PATIENCE
        server.close(PATIENCE)
        for thread in [*threads, *preview.threads]:
            if thread.ident is not None:
                thread.join(max(0.0, deadline - time.monotonic()))
        # pypdfium2 tears its library down at exit: from here on no thread may enter it (a call
        # under way ends first; a later one waits for the lock, which is never given back)
        if exiting:
            pdfium.close(PATIENCE)

    try:
        for target, args, name in (
            (preview.run, (), "preview-supervisor"),
            (watch, (preview, folders, stop), "preview-watcher"),
        ):
            threads.append(threading.Thread(target=target, args=args, name=name, daemon=True))
            threads[-1].start()
    except BaseException:
        shutdown()
        raise
    return server, shutdown


def open_browser(url: str) -> None:
    threading.Thread(target=webbrowser.open, args=(url,), daemon=True).start()
