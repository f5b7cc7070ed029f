"""`drukarnia serve` under stress: Ctrl-C at any moment, connections that never finish a request,
a render that never ends. Each case by its exit code, its message or what the page says."""

from __future__ import annotations

import http.client
import re
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from .conftest import COMPONENTS
from .serving import waiting

GAME = "kolekcjonerzy"
PATIENCE = 30.0
START = [sys.executable, "-m", "generator", "serve"]


def _popen(folder: Path, *args: str) -> subprocess.Popen:
    return subprocess.Popen(
        [*START, *args], cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, bufsize=1
    )


def _url(process: subprocess.Popen) -> str:
    url = process.stdout.readline().strip()
    assert url.startswith("http://"), (url, process.stderr.read())
    return url


def _threads(pid: int) -> int:
    status = Path(f"/proc/{pid}/status").read_text()
    return int(re.search(r"^Threads:\s+(\d+)", status, re.M).group(1))


def _settled_threads(pid: int, patience: float = 20.0) -> int:
    """The process's thread count once it has stayed the same for a second (the preview's first render
    starts and ends threads of its own after the page is served)."""
    deadline, seen, since = time.monotonic() + patience, _threads(pid), time.monotonic()
    while time.monotonic() < deadline and time.monotonic() - since < 1.0:
        time.sleep(0.1)
        now = _threads(pid)
        if now != seen:
            seen, since = now, time.monotonic()
    return seen


def _get(url: str, path: str = "/") -> int:
    host, port = url.split("//")[1].rstrip("/").split(":")
    connection = http.client.HTTPConnection(host, int(port), timeout=PATIENCE)
    try:
        connection.request("GET", path)
        response = connection.getresponse()
        response.read()
        return response.status
    finally:
        connection.close()


@pytest.fixture
def kit(tmp_path: Path) -> Path:
    """A project folder: one bundled game, its templates beside, and a tiny game of one deck."""
    (tmp_path / "components").mkdir()
    shutil.copytree(COMPONENTS / GAME, tmp_path / "components" / GAME)
    shutil.copytree(COMPONENTS.parent / "templates", tmp_path / "templates")
    subprocess.run(
        [sys.executable, "-m", "generator", "init", "components/mala"], cwd=tmp_path, check=True, capture_output=True
    )
    return tmp_path


def _interrupt_after(folder: Path, delay: float) -> tuple[int, str]:
    process = _popen(folder, GAME, "--port", "0")
    _url(process)
    time.sleep(delay)
    process.send_signal(signal.SIGINT)
    try:
        _, err = process.communicate(timeout=PATIENCE)
    except subprocess.TimeoutExpired:
        process.kill()
        process.communicate()
        return -999, "did not stop"
    return process.returncode, err


def test_ctrl_c_at_any_moment_of_the_first_render_exits_130(kit):
    """50 interrupts spread over the first three seconds after the page is served (the first render
    draws and rasterises pages then), two at a time (the suite runs beside it): each ends with 130 and says it stopped, never a
    crash (pypdfium2's exit handlers running under a thread inside pdfium) nor a traceback."""
    delays = [i * 0.06 for i in range(50)]
    results: dict[float, tuple[int, str]] = {}

    def run(batch: list[float]) -> None:
        for delay in batch:
            results[delay] = _interrupt_after(kit, delay)

    workers = [threading.Thread(target=run, args=(delays[i::2],)) for i in range(2)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    wrong = {d: r for d, r in results.items() if r[0] != 130 or "Traceback" in r[1]}
    assert not wrong, wrong
    assert {r[1].splitlines()[-1] for r in results.values()} <= {
        "drukarnia serve: stopped",
        "drukarnia: interrupted; previous outputs are intact",  # before the preview started
    }


def test_half_sent_requests_hold_no_thread_for_long_and_the_rest_are_closed_at_once(kit):
    from generator.serve.server import IDLE, MAX_CONNECTIONS

    process = _popen(kit, "mala", "--port", "0")
    url = _url(process)
    host, port = url.split("//")[1].rstrip("/").split(":")
    try:
        assert _get(url) == 200
        before = _settled_threads(process.pid)
        sockets = []
        for _ in range(200):
            s = socket.create_connection((host, int(port)), timeout=PATIENCE)
            s.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1")  # never finished
            s.setblocking(False)
            sockets.append(s)
        time.sleep(1.0)
        assert _threads(process.pid) <= before + MAX_CONNECTIONS
        answers: dict[socket.socket, bytes] = {}  # what each connection was told, once it was told something

        def refused() -> int:  # answered 503 and closed (a reset may drop the answer: closed all the same)
            for s in sockets:
                if s not in answers:
                    answer = _received(s)
                    if answer is not None:
                        answers[s] = answer
            return sum(a == b"" or a.startswith(b"HTTP/1.1 503 Service Unavailable") for a in answers.values())

        waiting(lambda: refused() >= 200 - MAX_CONNECTIONS, "the connections beyond the limit refused", PATIENCE)
        held = [s for s in sockets if s not in answers]
        assert held and len(held) <= MAX_CONNECTIONS
        # the silent ones are closed after IDLE seconds, all of them in the same period
        waiting(lambda: all(_received(s) == b"" for s in held), "the silent connections closed", IDLE + PATIENCE)
        assert _get(url) == 200  # a plain request is answered again
        waiting(lambda: _threads(process.pid) <= before + 1, "the closed connections' threads ended", PATIENCE)
        for s in sockets:
            s.close()
    finally:
        process.send_signal(signal.SIGINT)
        process.communicate(timeout=PATIENCE)
    assert process.returncode == 130


def _received(s: socket.socket) -> bytes | None:
    """What a non-blocking socket has to read: b"" once the server closed it, None while it is silent."""
    try:
        return s.recv(100)
    except BlockingIOError:
        return None
    except ConnectionResetError:
        return b""


def _page(url: str) -> str:
    host, port = url.split("//")[1].rstrip("/").split(":")
    connection = http.client.HTTPConnection(host, int(port), timeout=PATIENCE)
    try:
        connection.request("GET", "/")
        return connection.getresponse().read().decode("utf-8")
    finally:
        connection.close()


def _having(text: str, needle: str) -> str | None:
    return text if needle in text else None


def test_a_render_past_its_limit_is_abandoned_and_the_other_games_go_on(kit):
    """A player aid's template loops for far longer than the limit: the page says that game was
    abandoned, and a save of another game still shows at once."""
    from generator import serve

    # the limit: past the bundled rulebook's own render (r32: 4.6 s of CPU, its print plan laid out per shape with
    # the guides' balanced columns; ~9 s on a busy machine), well under a template's own 20 s (limits.MAX_SECONDS)
    server, stop = serve.start(kit / "components", None, "127.0.0.1", 0, render_limit=12.0)
    threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        waiting(
            lambda: _page(url).count('class="good">clean') == 2 and "component pending" not in _page(url),
            "both games rendered",
            120.0,
        )
        aid = kit / "templates" / GAME / "pomoc.md.j2"
        aid.write_text(
            # within the template limits (steps, sizes), but far longer than the serve limit below
            '{%- set l = "x" * 900000 -%}{%- for a in range(10000) -%}{%- for b in range(15) -%}{%- set u = l.upper() -%}'
            "{%- endfor -%}{%- endfor -%}\n" + aid.read_text(encoding="utf-8"),
            encoding="utf-8",
        )
        waiting(lambda: "was abandoned" in _page(url), "the long render abandoned", 120.0)
        cards = kit / "components" / "mala" / "karty.yaml"
        cards.write_text(cards.read_text(encoding="utf-8").replace("size: 40mm", "size: 40", 1), encoding="utf-8")
        page = waiting(lambda: _having(_page(url), "mala/karty.yaml:"), "the other game's finding", 30.0)
        assert (
            "checking and rendering this game took more than 12 s and was abandoned; the other games go on; "
            "save again to retry" in page
        )
    finally:
        server.shutdown()
        stop(exiting=False)


def test_event_streams_are_limited_so_they_cannot_take_every_connection(kit):
    from generator.serve.server import MAX_STREAMS

    process = _popen(kit, "mala", "--port", "0")
    url = _url(process)
    host, port = url.split("//")[1].rstrip("/").split(":")
    streams = []
    try:
        for _ in range(MAX_STREAMS):
            s = socket.create_connection((host, int(port)), timeout=PATIENCE)
            s.sendall(b"GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            assert s.recv(100).startswith(b"HTTP/1.1 200 ")
            streams.append(s)
        status = _get(url, "/events")
        assert status == 503
        assert _get(url) == 200
    finally:
        for s in streams:
            s.close()
        process.send_signal(signal.SIGINT)
        process.communicate(timeout=PATIENCE)
    assert process.returncode == 130
