"""The HTTP side: the standard library's ThreadingHTTPServer, a fixed set of routes, no file serving.

No URL names a file. Pages, PDFs and PNGs come from the worker's memory, looked up by the
content digest or by a game and file name that must match what is on show; YAML sources are
read from the paths the loader recorded, chosen by component name. So no path in a URL, encoded
or not, reaches the file system. Requests whose Host is not this machine are refused unless the
user chose the host (`--host`), which blocks DNS-rebinding pages from reading the preview.
"""

from __future__ import annotations

import gettext
import re
import secrets
import socket
import subprocess
import sys
import threading
import time
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, unquote, urlsplit

from generator.draw import pdfium
from generator.model.core import read_inside
from generator.serve import pages
from generator.serve.images import full_size
from generator.serve.live import Preview
from generator.serve.script import WORKER

LOCAL_NAMES = {"127.0.0.1", "localhost", "::1", "[::1]"}
DIGEST = r"([0-9a-f]{64})"
NAME = r"(\w[\w-]*)"  # a game id or component name (file stems may be Polish)
ROUTES = [
    ("page", re.compile(r"/")),
    ("events", re.compile(r"/events")),
    ("worker", re.compile(r"/worker\.js")),
    ("thumb", re.compile(rf"/thumb/{DIGEST}/([1-9][0-9]{{0,4}})\.png")),
    ("full", re.compile(rf"/page/{DIGEST}/([1-9][0-9]{{0,4}})\.png")),
    ("pdf", re.compile(rf"/pdf/{NAME}/(\w[\w.-]*\.pdf)")),
    ("source", re.compile(rf"/source/{NAME}/{NAME}")),
]
SECURITY_HEADERS = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Content-Security-Policy": "default-src 'self'; style-src 'self' 'unsafe-inline'; "
    "script-src 'self' 'unsafe-inline'; img-src 'self'; frame-ancestors 'none'",
}
KEEPALIVE = 15.0  # seconds between comments on an idle event stream
IDLE = 10.0  # seconds a connection may stay silent (a request half sent, a kept-alive connection)
MAX_CONNECTIONS = 64  # open at once; one more is answered 503 and closed (a browser needs about 8)
MAX_STREAMS = 16  # event streams open at once (a browser holds one for all its tabs), within MAX_CONNECTIONS
BUSY = (
    b"HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain\r\nContent-Length: 47\r\n"
    b"Connection: close\r\nRetry-After: 1\r\n\r\ntoo many connections to the preview; try again\n"
)


_ = gettext.gettext  # the command's catalogue (see pages.py)
MAX_FORM = 8192  # bytes of an accept form
ACCEPT_PATIENCE = 120.0  # seconds an accept run may take
RESTORE_PATIENCE = 10.0  # seconds a request waits for the kept records to be shown (Preview.restored)


def accept(components: Path, game_id: str, reason: str, language: str) -> tuple[int, str]:
    """Run `drukarnia accept GAME --reason REASON` as the terminal would (its own checks of the
    reason, its messages in the page's language); its exit code and what it printed."""
    command = [sys.executable, "-m", "generator", "--lang", language, "accept", game_id]
    command += [f"--reason={reason}", "--components", str(components)]
    try:
        done = subprocess.run(
            command, capture_output=True, text=True, timeout=ACCEPT_PATIENCE, stdin=subprocess.DEVNULL
        )
    except subprocess.TimeoutExpired:
        return 2, _("drukarnia accept took more than {seconds} s").format(seconds=f"{ACCEPT_PATIENCE:g}") + "\n"
    return done.returncode, done.stdout + done.stderr


class PreviewServer(ThreadingHTTPServer):
    """One thread per connection, at most MAX_CONNECTIONS of them; `server_close` ends every open
    connection and joins its thread."""

    daemon_threads = True  # a thread still open at exit must not keep the process (close() joins them)
    # connections waiting to be accepted (socketserver's default is 5): a burst of connections is
    # accepted (or answered 503) at once instead of waiting for the client's SYN retries (1 s, 3 s, …)
    request_queue_size = 2 * MAX_CONNECTIONS
    block_on_close = False  # joined by close() instead, after their connections are shut

    def __init__(self, address: tuple[str, int], preview: Preview, *, check_host: bool, language: str = "en"):
        if ":" in address[0]:
            self.address_family = socket.AF_INET6
        self.preview = preview
        self.language = language
        self.token = secrets.token_urlsafe(32)  # in the page's accept forms: a page of another site has none
        self.check_host = check_host
        self.open: dict[socket.socket, threading.Thread] = {}
        self.open_lock = threading.Lock()
        self.streams = threading.BoundedSemaphore(MAX_STREAMS)
        super().__init__(address, Handler)

    def process_request(self, request, client_address) -> None:
        """A thread for the connection, unless MAX_CONNECTIONS are open: then 503 at once."""
        with self.open_lock:
            if len(self.open) >= MAX_CONNECTIONS:
                full = True
            else:
                full = False
                thread = threading.Thread(
                    target=self.process_request_thread, args=(request, client_address), daemon=True
                )
                self.open[request] = thread
        if full:
            try:
                request.settimeout(1.0)
                request.sendall(BUSY)
            except OSError:
                pass
            self.shutdown_request(request)
            return
        thread.start()

    def process_request_thread(self, request, client_address) -> None:
        try:
            super().process_request_thread(request, client_address)
        finally:
            with self.open_lock:
                self.open.pop(request, None)

    def close(self, patience: float) -> None:
        """Stop listening, end every open connection (a request being read, an event stream) and
        join the threads that served them, waiting at most `patience` seconds in all."""
        self.server_close()
        with self.open_lock:
            still = dict(self.open)
        for request in still:
            try:
                request.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
        deadline = time.monotonic() + patience
        for thread in still.values():
            thread.join(max(0.0, deadline - time.monotonic()))

    def handle_error(self, request, client_address) -> None:
        """One line instead of a traceback; a browser closing a connection is not worth one."""
        error = sys.exc_info()[1]
        if not isinstance(error, (BrokenPipeError, ConnectionResetError, pdfium.Closing)):  # Closing: exiting
            message = _("drukarnia serve: internal error answering a request: {error}")
            print(message.format(error=f"{type(error).__name__}: {error}"), file=sys.stderr)


class Handler(BaseHTTPRequestHandler):
    server: PreviewServer
    protocol_version = "HTTP/1.1"
    server_version = "drukarnia"
    sys_version = ""
    timeout = IDLE  # a connection silent this long is closed (socketserver sets it on the socket)

    def log_message(self, format, *args):  # noqa: A002  (quiet: the terminal shows findings, not requests)
        pass

    def do_HEAD(self):
        self._answer(body=False)

    def do_GET(self):
        self._answer(body=True)

    def do_POST(self):
        """Only /accept/GAME: from this preview's own page (same origin, its token), never another site's."""
        match = re.fullmatch(rf"/accept/{NAME}", urlsplit(self.path).path)
        length = self.headers.get("Content-Length", "")
        if not match or not length.isdigit() or int(length) > MAX_FORM:
            self.close_connection = True
            return self._send(HTTPStatus.NOT_FOUND, b"not found\n", "text/plain", True)
        form = parse_qs(self.rfile.read(int(length)).decode("utf-8", "replace"))
        token = (form.get("token") or [""])[0]
        same_origin = self.headers.get("Origin") == self._origin()
        if (self.server.check_host and not self._local_host()) or not same_origin:
            refused = _("refused: not sent from this preview's own page")
            return self._send(HTTPStatus.FORBIDDEN, f"{refused}\n".encode(), "text/plain; charset=utf-8", True)
        if not secrets.compare_digest(token.encode(), self.server.token.encode()):
            refused = _("refused: the page's token is missing or out of date; reload the page")
            return self._send(HTTPStatus.FORBIDDEN, f"{refused}\n".encode(), "text/plain; charset=utf-8", True)
        game_id = match.group(1)
        if self.server.preview.snapshot.game(game_id) is None:
            return self._send(HTTPStatus.NOT_FOUND, b"not found\n", "text/plain", True)
        code, output = accept(
            self.server.preview.components, game_id, (form.get("reason") or [""])[0], self.server.language
        )
        status = HTTPStatus.OK if code == 0 else HTTPStatus.UNPROCESSABLE_ENTITY
        self._send(status, output.encode("utf-8"), "text/plain; charset=utf-8", True)

    def _origin(self) -> str:
        return f"http://{self.headers.get('Host', '')}"

    def _answer(self, body: bool) -> None:
        self.server.preview.restored.wait(RESTORE_PATIENCE)  # what the last preview showed, first
        if self.server.check_host and not self._local_host():
            return self._send(
                HTTPStatus.FORBIDDEN,
                b"this preview answers only to 127.0.0.1 and localhost; start it with --host to serve other names\n",
                "text/plain",
                body,
            )
        try:
            path = unquote(urlsplit(self.path).path, errors="strict")
        except UnicodeDecodeError:
            path = "%"  # not UTF-8: refused below
        if any(c in path for c in "\\\x00%") or any(part in (".", "..") for part in path.split("/")):
            return self._send(HTTPStatus.NOT_FOUND, b"not found\n", "text/plain", body)
        for name, pattern in ROUTES:
            match = pattern.fullmatch(path)
            if match:
                return getattr(self, f"_{name}")(body, *match.groups())
        self._send(HTTPStatus.NOT_FOUND, b"not found\n", "text/plain", body)

    def _local_host(self) -> bool:
        host = (self.headers.get("Host") or "").strip().lower()
        if host.startswith("["):
            name = host.split("]")[0] + "]"
        else:
            name = host.rsplit(":", 1)[0] if host.count(":") == 1 else host
        return name in LOCAL_NAMES

    def _send(
        self,
        status: HTTPStatus,
        data: bytes,
        content_type: str,
        body: bool,
        *,
        cache: str = "no-store",
        extra: dict[str, str] | None = None,
    ) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Cache-Control", cache)
        for key, value in {**SECURITY_HEADERS, **(extra or {})}.items():
            self.send_header(key, value)
        self.end_headers()
        if body:
            self.wfile.write(data)

    # --- routes ---

    def _page(self, body: bool) -> None:
        preview = self.server.preview
        html = pages.document(preview.snapshot, preview.components, self.server.language, self.server.token)
        self._send(HTTPStatus.OK, html.encode("utf-8"), "text/html; charset=utf-8", body)

    def _worker(self, body: bool) -> None:
        """The shared worker holding one event stream for every tab of the browser."""
        self._send(HTTPStatus.OK, WORKER.encode("utf-8"), "text/javascript; charset=utf-8", body)

    def _events(self, body: bool) -> None:
        """Server-Sent Events: `version` whenever the snapshot changes; the page then fetches itself.
        At most MAX_STREAMS at once: long-lived streams cannot take every connection."""
        if not self.server.streams.acquire(blocking=False):
            self.close_connection = True
            busy = b"too many event streams to the preview; close a browser\n"
            return self._send(HTTPStatus.SERVICE_UNAVAILABLE, busy, "text/plain", body, extra={"Retry-After": "5"})
        try:
            self._stream(body)
        finally:
            self.server.streams.release()

    def _stream(self, body: bool) -> None:
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-store")
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        if not body:
            return
        preview = self.server.preview
        seen = -1
        try:
            self.wfile.write(b"retry: 1000\n\n")
            while not preview.closed:
                version = preview.wait(seen, KEEPALIVE)
                if version == seen:
                    self.wfile.write(b": still here\n\n")
                else:
                    self.wfile.write(f"event: version\ndata: {version}\n\n".encode())
                    seen = version
                self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError, OSError):
            return

    def _png(self, body: bool, digest: str, page: str, full: bool) -> None:
        preview = self.server.preview
        index = int(page) - 1
        data = None if full else preview.thumbnail(digest, index)
        if data is None:
            pdf = preview.pdf.get(digest)
            shown = preview.snapshot.file(digest)
            if pdf is None or shown is None or index >= shown.pages:
                return self._send(HTTPStatus.NOT_FOUND, b"not found\n", "text/plain", body)
            data = full_size(pdf, index)
        self._send(HTTPStatus.OK, data, "image/png", body, cache="public, max-age=31536000, immutable")

    def _thumb(self, body: bool, digest: str, page: str) -> None:
        self._png(body, digest, page, full=False)

    def _full(self, body: bool, digest: str, page: str) -> None:
        self._png(body, digest, page, full=True)

    def _pdf(self, body: bool, game_id: str, filename: str) -> None:
        game = self.server.preview.snapshot.game(game_id)
        for component in game.components if game else ():
            for f in component.files:
                data = self.server.preview.pdf.get(f.digest)
                if f.filename == filename and data is not None:
                    return self._send(
                        HTTPStatus.OK,
                        data,
                        "application/pdf",
                        body,
                        extra={"Content-Disposition": f'inline; filename="{filename}"'},
                    )
        self._send(HTTPStatus.NOT_FOUND, b"not found\n", "text/plain", body)

    def _source(self, body: bool, game_id: str, name: str) -> None:
        snapshot = self.server.preview.snapshot
        game = snapshot.game(game_id)
        path: Path | None = None
        if game is not None and name == "game":
            path = self.server.preview.components / game_id / "game.yaml"
        elif game is not None:
            component = snapshot.component(game_id, name)
            path = component.path if component else None
        if path is None:
            return self._send(HTTPStatus.NOT_FOUND, b"not found\n", "text/plain", body)
        text = read_inside(self.server.preview.components / game_id, path.name)  # a file that passed the rule
        if text is None:
            return self._send(HTTPStatus.NOT_FOUND, b"not found\n", "text/plain", body)
        target = path.resolve()
        marked: dict[int, list[str]] = {}
        for finding in (*game.findings, *game.notices, *(f for c in game.components for f in c.findings)):
            if Path(finding.location.path).resolve() == target:
                marked.setdefault(finding.location.line, []).append(str(finding))
        html = pages.source(f"{game_id}/{path.name}", path, text, marked, self.server.language)
        self._send(HTTPStatus.OK, html.encode("utf-8"), "text/html; charset=utf-8", body)
