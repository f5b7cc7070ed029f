"""The `drukarnia` command (and `python -m generator`): the no-change fast path first
(cache/quick.py), then the ordinary command line, imported only when needed. The process ends
through Python's own exit, whose exit handlers all run; the last of them ends it without the
interpreter's teardown (`command`)."""

from __future__ import annotations

import atexit
import os
import signal
import sys


def _interrupted_while_starting(signum, frame) -> None:
    """Ctrl-C while this module's imports run: nothing has been read or written yet, so the
    command ends at once with 130, without a traceback."""
    os._exit(130)


_before_import = signal.signal(signal.SIGINT, _interrupted_while_starting)

from generator.build.cache import quick  # noqa: E402  (after the handler: a Ctrl-C here exits 130)
from generator.model import testhook  # noqa: E402

# pydantic looks through every installed distribution for plugins when it builds its first model
# (more work the more are installed); our models are the command's own and use none. A user's own
# setting of the variable stands.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
signal.signal(signal.SIGINT, _before_import)  # imported by a test or a caller: its handler back


def main() -> None:
    """Ctrl-C exits 130 wherever it lands, also while the command line is imported or while a
    finished run is already exiting (never a KeyboardInterrupt traceback, never a signal status)."""
    _streams_closed_at_start()
    try:
        signal.signal(signal.SIGINT, signal.default_int_handler)  # from here a Ctrl-C is a KeyboardInterrupt
        quick.start(sys.argv[1:])
        _ordinary()
    except KeyboardInterrupt:
        sys.stderr.write(quick.INTERRUPTED)
        sys.exit(130)
    finally:
        # the run has ended (its exit is under way): a Ctrl-C now can change nothing it did
        signal.signal(signal.SIGINT, signal.SIG_IGN)


def _streams_closed_at_start() -> None:
    """Started with standard output or error closed (`drukarnia build >&-`), Python has no stream
    for it: what the command says there goes nowhere, as to a reader that left, instead of failing."""
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))


def command() -> None:
    """The program (the `drukarnia` script, `python -m generator`): main(), then Python's own exit,
    whose last exit handler ends the process at once (_end_at_once). Not for a caller that goes on
    after it: that calls main(), which raises SystemExit."""
    atexit.register(_end_at_once, os.getpid())  # registered first, run last
    try:
        main()
        code = None
    except SystemExit as exc:
        code = exc.code
    testhook.pause("exit")
    _ending.append(0 if code is None else code if isinstance(code, int) else 1)
    sys.exit(code)


_ending: list[int] = []  # the status command() exits with, once it is known


def _end_at_once(pid: int) -> None:
    """The last exit handler of the command: once every other handler has run (a worker pool's
    processes are joined, temporary folders removed) and the standard streams are flushed, the
    process ends with the status command() exits with, without the teardown that would follow
    (the interpreter freeing every module, class and object one by one, which the system does at
    once for a process that ends). Python's own exit goes on as it would with a thread it waits for
    still running (daemon threads, such as serve's, do not count: Python abandons them at exit
    anyway, and a teardown under their feet can crash the process), a stream that cannot be flushed (a reader that left a pipe: Python says what it says
    of it), a profiler, tracer or monitoring tool watching (`python -m cProfile`, coverage: they
    report at exit), in a forked child, or when command() did not finish (an uncaught exception).
    Only a handler registered before command() started (by the interpreter's start-up, a .pth file)
    would come after this one, and not run."""
    if not _ending or os.getpid() != pid or _watched() or _threads_to_wait_for():
        return
    try:
        for stream in (sys.stdout, sys.stderr, sys.__stdout__, sys.__stderr__):
            if stream is not None:
                stream.flush()
    except (OSError, ValueError):
        return
    os._exit(_ending[-1] & 0xFF)


def _threads_to_wait_for() -> bool:
    """Whether a thread other than the main one, and not a daemon, is still running."""
    threading = sys.modules.get("threading")
    if threading is None:
        return False
    main = threading.main_thread()
    return any(t is not main and t.is_alive() and not t.daemon for t in threading.enumerate())


def _watched() -> bool:
    """Whether a profiler, tracer or monitoring tool (sys.monitoring, Python 3.12+) watches the run."""
    monitoring = getattr(sys, "monitoring", None)
    return bool(
        sys.getprofile()
        or sys.gettrace()
        or monitoring is not None
        and any(monitoring.get_tool(tool) for tool in range(6))
    )


def _ordinary() -> None:
    # late on purpose: the fast paths have already answered when nothing changed (test_architecture)
    from generator.cli import main as ordinary

    ordinary()


if __name__ == "__main__":
    command()
