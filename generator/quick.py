"""The no-change fast path of `drukarnia build`: when nothing a build reads has changed since the
last clean build with the same command line, say what that build would say and stop, before
importing click, pydantic, Jinja or any PDF library.

Only the standard library is used here, and only cheap parts of it. What is compared:
- the command line (games and options as typed), the working directory and the interpreter;
- the content of every file of the components folder and of the templates beside it, of the
  bundled templates and of this package's own code, and the names (with versions) of the
  installed distributions, so an upgraded library counts as a change;
- every output file, manifest.json and the build cache by size, modification time and inode.
The slow path records all of this after a clean build (`remember`); any difference, any option
this parser does not know for certain, or any doubt at all falls through to the ordinary build,
which is always right. The text replayed is what the ordinary build prints when it finds
everything in its cache (no file written, no component rendered).
"""
from __future__ import annotations

import contextlib
import hashlib
import io
import json
import os
import sys

from .regular_files import open_regular

RECORD = ".drukarnia-quick.json"
FORMAT = 1
PACKAGE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(PACKAGE)
# the build options and their defaults exactly as `drukarnia build` declares them (cli.py)
OPTIONS = {"--components": None, "--out": "output", "--paper": "a4", "--duplex": "long",
           "--back-offset": "0,0", "--margin": "5.0", "--overlap": "10.0", "--gap": "0.0", "--jobs": "0"}
SHORT = {"-j": "--jobs"}
CODE_SUFFIXES = (".py", ".j2", ".md", ".yaml", ".yml", ".css", ".json", ".ttf", ".otf")

_pending: tuple[dict, str] | None = None   # set by start() for the build it hands to the ordinary path


def parse(argv: list[str]) -> dict | None:
    """`build [GAMES] [OPTIONS]` as a plain dict of the strings typed; None for anything else."""
    if not argv or argv[0] != "build":
        return None
    options, games = dict(OPTIONS), []
    i = 1
    while i < len(argv):
        arg = argv[i]
        if arg.startswith("-"):
            name, eq, value = arg.partition("=")
            if not eq and name[:2] in SHORT and len(name) > 2:      # -j2
                name, value, eq = name[:2], name[2:], "="
            name = SHORT.get(name, name)
            if name not in OPTIONS:
                return None          # --help, abbreviations, unknown options: the ordinary path
            if not eq:
                i += 1
                if i >= len(argv):
                    return None
                value = argv[i]
            options[name] = value
        else:
            games.append(arg)
        i += 1
    options.pop("--jobs")            # how many processes changes nothing in the result
    components = options.pop("--components")
    if components is None:
        components = "components" if os.path.isdir("components") else _bundled_components()
    if components is None:
        return None
    return {"games": games, "options": options, "components": os.path.abspath(components),
            "out": os.path.abspath(options["--out"]), "cwd": os.getcwd(),
            "python": [os.path.realpath(sys.executable), sys.prefix, sys.version],
            # the terminal's language (generator/i18n.py): a replay must speak the one asked for
            "language": [os.environ.get(name, "") for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE")]}


def _bundled_components() -> str | None:
    for root in (os.path.join(PACKAGE, "data", "components"), os.path.join(REPO, "components")):
        if os.path.isdir(root):
            return root
    return None


def walk(digest, root: str, suffixes: tuple[str, ...] | None = None) -> None:
    """Every file under root (sorted, names and bytes), skipping __pycache__."""
    if not os.path.isdir(root):
        digest.update(b"<none>" + root.encode())
        return
    seen: set[tuple[int, int]] = set()
    for folder, dirs, files in os.walk(root, followlinks=True):   # the loader follows links too
        st = os.stat(folder)
        if (st.st_dev, st.st_ino) in seen:
            dirs[:] = []
            continue
        seen.add((st.st_dev, st.st_ino))
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in sorted(files):
            if suffixes is not None and not name.endswith(suffixes):
                continue
            path = os.path.join(folder, name)
            digest.update(os.path.relpath(path, root).encode("utf-8", "surrogateescape") + b"\0")
            digest.update(file_bytes(path))
            digest.update(b"\0")


def file_bytes(path: str) -> bytes:
    """The bytes of the file at `path` (links followed, as the loader follows them), or a marker when
    it cannot be read or is no regular file (regular_files.py: a FIFO is never waited on)."""
    try:
        with open_regular(path) as handle:
            return handle.read()
    except OSError:
        return b"<unreadable>"


def distributions() -> list[str]:
    """The installed distributions (names carry versions) of every site folder on sys.path."""
    names = []
    for entry in sys.path:
        if not entry.endswith(("site-packages", "dist-packages")):
            continue
        try:
            names.extend(sorted(n for n in os.listdir(entry or ".") if n.endswith((".dist-info", ".egg-info"))))
        except OSError:
            continue
    return names


_CODE: list[str] = []       # the code digest this run's inputs_digest worked out (code_of_this_run)


def code_digest() -> str:
    """The bundled templates and this package's own code, by names and bytes."""
    digest = hashlib.sha256()
    for templates in (os.path.join(PACKAGE, "data", "templates"), os.path.join(REPO, "templates")):
        walk(digest, templates)
    walk(digest, PACKAGE, CODE_SUFFIXES)
    return digest.hexdigest()


def code_of_this_run() -> str:
    """code_digest() as the fast path read it at the start of this run (a build it handed on then
    keys its caches with it, unchanged.py), else read now: our code is read once per run."""
    return _CODE[0] if _CODE else code_digest()


def inputs_digest(command: dict) -> str:
    digest = hashlib.sha256(json.dumps([FORMAT, command, distributions()], sort_keys=True).encode())
    components = command["components"]
    walk(digest, components)
    walk(digest, os.path.join(os.path.dirname(components), "templates"))
    _CODE[:] = [code_digest()]
    digest.update(_CODE[0].encode())
    return digest.hexdigest()


def _signature(path: str) -> list | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return [st.st_size, st.st_mtime_ns, st.st_ino]


def replay(command: dict, digest: str) -> bool:
    """Print what the ordinary no-change build would print and return True, if nothing changed."""
    try:
        with open(os.path.join(command["out"], RECORD), encoding="utf-8") as handle:
            record = json.load(handle)
        if record.get("format") != FORMAT or record.get("inputs") != digest:
            return False
        files = record["files"]
        if not files or any(_signature(os.path.join(command["out"], p)) != s for p, s in files.items()):
            return False
        stderr, stdout = record["stderr"], record["stdout"]
    except (OSError, ValueError, KeyError, TypeError, AttributeError):
        return False
    echo(stdout, stderr)
    return True


def echo(stdout: str, stderr: str) -> None:
    """Print a recorded run's output as the run printed it: its stderr first, then its stdout."""
    if stderr:
        sys.stderr.write(stderr)
        sys.stderr.flush()
    sys.stdout.write(stdout)
    sys.stdout.flush()


def remember(components, out, files: list[str], say_findings, say_summary, write) -> None:
    """After a clean build started by __main__.main(): record what the next unchanged run may replay.

    `files` are the build's files relative to `out` (outputs, manifest, cache); say_findings and
    say_summary print what a build that finds everything in its cache prints (to stderr and
    stdout); `write(path, bytes)` writes atomically (pdf.write_atomic)."""
    global _pending
    pending, _pending = _pending, None
    if pending is None:
        return
    command, digest = pending
    if os.path.abspath(components) != command["components"] or os.path.abspath(out) != command["out"]:
        return
    err, std = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(std):
        say_findings()
        say_summary()
    signatures = {p: _signature(os.path.join(command["out"], p)) for p in files}
    if None in signatures.values():
        return
    record = {"format": FORMAT, "inputs": digest, "files": signatures, "stderr": err.getvalue(),
              "stdout": std.getvalue()}
    write(os.path.join(command["out"], RECORD), json.dumps(record, ensure_ascii=False, indent=1).encode("utf-8"))


def start(argv: list[str]) -> None:
    """The fast path of the `drukarnia` command (__main__.main): exit after replaying when nothing
    changed; otherwise note what remember() needs and return to the ordinary command line."""
    global _pending
    try:
        _pending = _fast_path(argv)
    except KeyboardInterrupt:
        sys.stderr.write(INTERRUPTED)
        sys.exit(130)
    except BrokenPipeError:      # `drukarnia build | head`: the reader left, nothing is wrong
        sys.stdout = open(os.devnull, "w")
        sys.exit(0)
    except Exception:            # any doubt: the ordinary path, which is always right
        _pending = None


INTERRUPTED = "drukarnia: interrupted; previous outputs are intact\n"   # as cli.main says it


def _fast_path(argv: list[str]) -> tuple[dict, str] | None:
    """Exit 0 after replaying when nothing changed; else what remember() needs (None: not a build)."""
    command = parse(argv)
    if command is None:
        return None
    digest = inputs_digest(command)
    if replay(command, digest):
        sys.exit(0)
    return command, digest
