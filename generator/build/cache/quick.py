"""The no-change fast path of `drukarnia build`: when nothing the last clean build with the same
command line read has changed, say what that build would say and stop, before importing click,
pydantic, Jinja or any PDF library.

What is compared: the command line (games and options as typed), the working directory, the
interpreter and the terminal's language; our code (cache.code_version); every file the last build
read, every folder it listed and every path it looked for, by content (reads.py: recorded while it
ran, so nothing is listed here by hand); and every output file and the manifest by size,
modification time and inode. Any difference, any option this parser does not know for certain, or
any doubt at all falls through to the ordinary build, which is always right and records what the
next run may replay (`remember`). Standard library only (and platformdirs, for the folder).
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import sys

from generator.build.cache import PACKAGE, base, code_version, get, on, put, reads

STORE = "quick"
# the build options and their defaults exactly as `drukarnia build` declares them (cli.py)
OPTIONS = {
    "--components": None,
    "--out": "output",
    "--paper": "a4",
    "--duplex": "long",
    "--back-offset": "0,0",
    "--margin": "5.0",
    "--overlap": "10.0",
    "--gap": "0.0",
    "--jobs": "0",
}
SHORT = {"-j": "--jobs"}
REPO = os.path.dirname(PACKAGE)

_pending: tuple[dict, reads.Noted] | None = None  # the build start() handed to the ordinary path


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
            if not eq and name[:2] in SHORT and len(name) > 2:  # -j2
                name, value, eq = name[:2], name[2:], "="
            name = SHORT.get(name, name)
            if name not in OPTIONS:
                return None  # --help, --no-cache, abbreviations, unknown options: the ordinary path
            if not eq:
                i += 1
                if i >= len(argv):
                    return None
                value = argv[i]
            options[name] = value
        else:
            games.append(arg)
        i += 1
    if not _valid_jobs(options.pop("--jobs")):  # how many processes changes nothing in the result,
        return None  # but a value build refuses is refused by the ordinary path, changed or not
    components = options.pop("--components")
    if components is None:
        components = "components" if os.path.isdir("components") else _bundled_components()
    if components is None:
        return None
    return {
        "games": games,
        "options": options,
        "components": os.path.abspath(components),
        "out": os.path.abspath(options["--out"]),
        "cwd": os.getcwd(),
        "python": [os.path.realpath(sys.executable), sys.prefix, sys.version],
        # the terminal's language (generator/commands/i18n.py): a replay must speak the one asked for
        "language": [os.environ.get(name, "") for name in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE")],
    }


def _valid_jobs(value: str) -> bool:
    """Whether `--jobs` holds what build's click.IntRange(0, 64) accepts."""
    try:
        return 0 <= int(value) <= 64
    except ValueError:
        return False


def _bundled_components() -> str | None:
    for root in (os.path.join(PACKAGE, "data", "components"), os.path.join(REPO, "components")):
        if os.path.isdir(root):
            return root
    return None


def _key(command: dict) -> str:
    return json.dumps(command, sort_keys=True)


def _signature(path: str) -> list | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return [st.st_size, st.st_mtime_ns, st.st_ino]


def replay(command: dict) -> bool:
    """Print what the ordinary no-change build would print and return True, if nothing changed."""
    payload = get(STORE, _key(command))
    if payload is None:
        return False
    try:
        record = json.loads(payload)
        files = record["files"]
        if record["code"] != code_version() or not files:
            return False
        if any(_signature(os.path.join(command["out"], p)) != s for p, s in files.items()):
            return False
        if not reads.unchanged(record["reads"]):
            return False
        stderr, stdout = record["stderr"], record["stdout"]
    except (ValueError, KeyError, TypeError, AttributeError):
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


def remember(components, out, files: list[str], say_findings, say_summary) -> None:
    """After a clean build started by __main__.main(): record what the next unchanged run may replay.

    `files` are the build's files relative to `out` (outputs, manifest); say_findings and
    say_summary print what a build that finds everything in its cache prints (to stderr and stdout)."""
    global _pending
    pending, _pending = _pending, None
    if pending is None:
        return
    command, noted = pending
    reads.stop(noted)
    if os.path.abspath(components) != command["components"] or os.path.abspath(out) != command["out"]:
        return
    err, std = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(std):
        say_findings()
        say_summary()
    signatures = {p: _signature(os.path.join(command["out"], p)) for p in files}
    if None in signatures.values():
        return
    record = {
        "code": code_version(),
        "reads": reads.snapshot(noted, skip=(command["out"], base())),
        "files": signatures,
        "stderr": err.getvalue(),
        "stdout": std.getvalue(),
    }
    put(STORE, _key(command), json.dumps(record, ensure_ascii=False).encode("utf-8"))


def start(argv: list[str]) -> None:
    """The fast path of the `drukarnia` command (__main__.main): exit after replaying when nothing
    changed; otherwise start recording what the build reads and return to the ordinary command line."""
    global _pending
    try:
        _pending = _fast_path(argv)
    except KeyboardInterrupt:
        sys.stderr.write(INTERRUPTED)
        sys.exit(130)
    except BrokenPipeError:  # `drukarnia build | head`: the reader left, nothing is wrong
        sys.stdout = open(os.devnull, "w")
        sys.exit(0)
    except Exception:  # any doubt: the ordinary path, which is always right
        _pending = None


INTERRUPTED = "drukarnia: interrupted; previous outputs are intact\n"  # as cli.main says it


def _fast_path(argv: list[str]) -> tuple[dict, reads.Noted] | None:
    """Exit 0 after replaying when nothing changed; else what remember() needs (None: not a build)."""
    command = parse(argv)
    if command is None or not on(STORE):
        return None
    if replay(command):
        sys.exit(0)
    return command, reads.start()
