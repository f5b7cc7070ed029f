"""What the tests of `drukarnia serve` share: a real `drukarnia serve` process over a private copy of the
bundled data, its page read over plain HTTP, and Debian's headless chromium driven by selenium
(tests/test_serve.py over HTTP, tests/test_serve_browser.py in the browser)."""

from __future__ import annotations

import http.client
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from .conftest import COMPONENTS

GAME = "kolekcjonerzy"
PATIENCE = 60.0  # seconds: generous, the machine may be busy (a stop waits for the drawing under way)
START = [sys.executable, "-c", "from generator.cli import main; main()", "serve"]


def start(folder: Path, *args: str) -> tuple[subprocess.Popen, str]:
    """`drukarnia serve ARGS` started in `folder`, and the URL it printed."""
    process = subprocess.Popen([*START, *args], cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    url = process.stdout.readline().strip()
    if not url.startswith("http://"):
        process.kill()
        raise AssertionError(f"no URL from drukarnia serve: {url!r} {process.stderr.read()}")
    return process, url


def stop(process: subprocess.Popen) -> tuple[int, str]:
    """Ctrl-C to a running preview: its exit code and what it said on stderr."""
    process.send_signal(signal.SIGINT)
    try:
        _, err = process.communicate(timeout=PATIENCE)
    except subprocess.TimeoutExpired:
        process.kill()
        raise
    return process.returncode, err


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def waiting(condition, what: str, patience: float = PATIENCE):
    """`condition()`'s first true value, polled until `patience` seconds have passed."""
    deadline = time.monotonic() + patience
    while time.monotonic() < deadline:
        result = condition()
        if result:
            return result
        time.sleep(0.05)
    raise AssertionError(f"not seen within {patience} s: {what}")


class Server:
    def __init__(self, folder: Path, url: str):
        self.folder = folder
        self.url = url
        self.host, port = url.split("//")[1].rstrip("/").split(":")
        self.port = int(port)

    def get(self, path: str, host: str | None = None) -> tuple[int, dict, bytes]:
        """GET exactly `path` (no client-side normalising of dots or escapes)."""
        connection = http.client.HTTPConnection(self.host, self.port, timeout=PATIENCE)
        try:
            connection.putrequest("GET", path, skip_host=True)
            connection.putheader("Host", host or f"{self.host}:{self.port}")
            connection.endheaders()
            response = connection.getresponse()
            return response.status, dict(response.getheaders()), response.read()
        finally:
            connection.close()

    def page(self) -> str:
        status, _, body = self.get("/")
        assert status == 200
        return body.decode("utf-8")

    def component(self, name: str) -> str:
        match = re.search(rf'<article id="c-{GAME}-{name}".*?</article>', self.page(), re.S)
        assert match, f"component {name} not on the page"
        return match.group(0)

    def wait(self, condition, what: str):
        return waiting(condition, what)

    def settled(self) -> bool:
        page = self.page()
        return (
            'class="status"' in page
            and 'class="good">clean' in page
            and not re.search(r'class="component (pending|rendering)', page)
        )


def serving(root: Path) -> Iterator[Server]:
    """A preview of the game over a copy of the bundled components and templates in `root`, every
    component drawn; stopped when the caller's fixture ends."""
    shutil.copytree(COMPONENTS, root / "components")
    shutil.copytree(COMPONENTS.parent / "templates", root / "templates")  # beside: the rulebooks use these
    process, url = start(root, GAME, "--port", "0")
    running = Server(root, url)
    try:
        running.wait(running.settled, "every component rendered")
        yield running
    finally:
        stop(process)


def restoring(server: Server, name: str) -> Iterator[Path]:
    """A component file of the running preview's data, written back as it was after the test."""
    path = server.folder / "components" / GAME / name
    original = path.read_text(encoding="utf-8")
    yield path
    path.write_text(original, encoding="utf-8")
    server.wait(server.settled, "clean again after the test")


def drawn_components(server: Server) -> list[str]:
    """The game's components that have pages (colours.yaml declares colour categories and draws nothing)."""
    return sorted(
        p.stem for p in (server.folder / "components" / GAME).glob("*.yaml") if p.stem not in ("game", "colours")
    )


CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--window-size=1280,900",
]


def chromium():
    """selenium's webdriver, its chromedriver Service, and the paths of chromium and chromedriver;
    the test is skipped where they are missing."""
    binary = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver")
    if not binary or not driver:
        pytest.skip("needs Debian's chromium and chromium-driver (.ci/run installs them with apt-get)")
    webdriver = pytest.importorskip("selenium.webdriver", reason="needs selenium (the test extra)")
    from selenium.webdriver.chrome.service import Service

    return webdriver, Service, binary, driver


def browsing(profile: Path) -> Iterator:
    """A headless chromium session with its profile in `profile`, quit when the caller's fixture ends."""
    webdriver, Service, binary, driver = chromium()
    options = webdriver.ChromeOptions()
    options.binary_location = binary
    for flag in CHROMIUM_FLAGS + [f"--user-data-dir={profile}"]:
        options.add_argument(flag)
    session = webdriver.Chrome(service=Service(driver), options=options)
    try:
        yield session
    finally:
        session.quit()
