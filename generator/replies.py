"""Answers that depend only on what the command reads: `validate`, `list` and every `--help`,
replayed from the user's cache folder when nothing they read has changed, before importing click,
pydantic, Jinja or any PDF library.

The no-change build (quick.py) does this for `build`; these commands write nothing, so their
whole effect is what they print and their exit code. The key is everything that can change that:
the command line as typed, the working directory, the interpreter and the installed
distributions, the terminal's language, width and whether the streams are terminals, the content
of the components folder the command reads, of the templates and of this package's code
(quick.inputs_digest). The ordinary path runs whenever the key is new; what it prints is passed
through as it is printed, and recorded (exit 0 or 1 only) for the next run. A record that cannot
be read or written only means the ordinary path runs: never a different answer.
"""
from __future__ import annotations

import hashlib
import io
import json
import os
import shutil
import sys
import tempfile

from . import quick
from .regular_files import read_regular

FORMAT = 1
FOLDER = "replies"
KEEP = 64                 # records kept; the oldest go first
COMMANDS = ("validate", "list")
ENVIRONMENT = ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE", "COLUMNS", "LINES", "TERM", "NO_COLOR")


def _folder() -> str:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "drukarnia", FOLDER)


def _components(argv: list[str]) -> str | None:
    for i, arg in enumerate(argv):
        if arg == "--components" and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith("--components="):
            return arg.split("=", 1)[1]
    return "components" if os.path.isdir("components") else quick._bundled_components()


def replayable(argv: list[str]) -> bool:
    """`validate …`, `list …` and any `--help` (after an optional leading `--lang X`)."""
    rest = list(argv)
    if rest[:1] == ["--lang"]:
        rest = rest[2:]
    elif rest[:1] and rest[0].startswith("--lang="):
        rest = rest[1:]
    if "--help" in rest or "-h" in rest:
        return "--" not in rest
    return bool(rest) and rest[0] in COMMANDS


def key(argv: list[str]) -> str | None:
    components = _components(argv)
    if components is None:
        return None
    size = shutil.get_terminal_size()
    command = {"games": [], "options": {"argv": argv, "env": [os.environ.get(n, "") for n in ENVIRONMENT],
                                        "terminal": [size.columns, size.lines, _isatty(sys.stdout), _isatty(sys.stderr)]},
               "components": os.path.abspath(components), "out": "", "cwd": os.getcwd(),
               "python": [os.path.realpath(sys.executable), sys.prefix, sys.version], "language": []}
    return hashlib.sha256(f"{FORMAT}:{quick.inputs_digest(command)}".encode()).hexdigest()


def _isatty(stream) -> bool:
    try:
        return stream.isatty()
    except (AttributeError, ValueError):
        return False


def replay(digest: str) -> int | None:
    """Print the recorded answer and return its exit code; None when there is none."""
    try:
        record = json.loads(read_regular(os.path.join(_folder(), digest + ".json")))
        if record.get("format") != FORMAT:
            return None
        stdout, stderr, status = record["stdout"], record["stderr"], record["status"]
        if not isinstance(stdout, str) or not isinstance(stderr, str) or status not in (0, 1):
            return None
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return None
    quick.echo(stdout, stderr)
    return status


class _Tee(io.TextIOBase):
    """A stream that writes through to the real one and keeps a copy of the text."""

    def __init__(self, stream):
        self.stream = stream
        self.copy = io.StringIO()
        self.broken = False     # the reader went away (`| head`): what was printed is not the whole answer

    def write(self, text: str) -> int:
        self.copy.write(text)
        try:
            return self.stream.write(text)
        except OSError:
            self.broken = True
            raise

    def flush(self) -> None:
        try:
            self.stream.flush()
        except OSError:
            self.broken = True
            raise

    def isatty(self) -> bool:
        return _isatty(self.stream)

    def fileno(self) -> int:
        return self.stream.fileno()

    @property
    def encoding(self):
        return self.stream.encoding

    @property
    def errors(self):
        return self.stream.errors

    @property
    def buffer(self):   # click writes bytes to the buffer of a stream it finds binary-capable
        raise AttributeError("buffer")


def run(argv: list[str], ordinary) -> None:
    """Replay the answer to `argv` when its key is known; else run `ordinary()` (which exits),
    passing its output through, and record the answer."""
    try:
        digest = key(argv) if replayable(argv) else None
        status = replay(digest) if digest else None
    except Exception:       # any doubt: the ordinary path
        digest, status = None, None
    if status is not None:
        sys.exit(status)
    if digest is None:
        ordinary()
        return
    out, err = _Tee(sys.stdout), _Tee(sys.stderr)
    real = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = out, err
    status = 0
    try:
        ordinary()
    except SystemExit as exc:
        status = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)
        raise
    finally:
        sys.stdout, sys.stderr = real
        if status in (0, 1) and sys.exc_info()[0] in (None, SystemExit) and not (out.broken or err.broken):
            _store(digest, out.copy.getvalue(), err.copy.getvalue(), status)


def _store(digest: str, stdout: str, stderr: str, status: int) -> None:
    folder = _folder()
    try:
        os.makedirs(folder, exist_ok=True)
        data = json.dumps({"format": FORMAT, "stdout": stdout, "stderr": stderr, "status": status},
                          ensure_ascii=False).encode("utf-8")
        fd, tmp = tempfile.mkstemp(prefix=".reply.", dir=folder)
        try:
            with os.fdopen(fd, "wb") as handle:
                handle.write(data)
            os.replace(tmp, os.path.join(folder, digest + ".json"))
        except BaseException:
            os.unlink(tmp)
            raise
        records = sorted((e for e in os.scandir(folder) if e.name.endswith(".json")),
                         key=lambda e: e.stat().st_mtime_ns)
        for old in records[:-KEEP]:
            os.unlink(old.path)
    except OSError:
        pass
