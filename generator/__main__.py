"""The `drukarnia` command (and `python -m generator`): the no-change fast path first
(cache/quick.py), then the ordinary command line, imported only when needed; the process ends without the interpreter's teardown
(`command`)."""
from __future__ import annotations

import atexit
import gc
import importlib
import importlib.util
import os
import signal
import sys
import types

from .cache import quick

# pydantic looks through every installed distribution for plugins when it builds its first model
# (~10-20 ms of each command that checks data); our models are the command's own and use none.
# A user's own setting of the variable stands.
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
PLUGIN_LOADER = "pydantic.plugin._loader"
GC_YOUNG = 50_000
IMAGE = "PIL.Image"


def main() -> None:
    """Ctrl-C exits 130 wherever it lands, also while the command line is imported or while a
    finished run is already exiting (never a KeyboardInterrupt traceback, never a signal status)."""
    _streams_closed_at_start()
    try:
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
    """The program (the `drukarnia` script, `python -m generator`): main(), then the process ends at
    once (_end). Not for a caller that goes on after it: that calls main(), which raises SystemExit."""
    try:
        main()
        code = None
    except SystemExit as exc:
        code = exc.code
    _end(code)


def _end(code) -> None:
    """End the process with the status `code` says, as Python's own exit would, without the teardown
    that follows it. The exit handlers run (the kept compiled code and patterns are written, a worker
    pool's processes are joined) and the standard streams are flushed; what is skipped is only the
    interpreter freeing every module, class and object one by one, which the system does at once
    for a process that ends: after a build or a validation that took a fifth to a third of a second
    of CPU on the benchmark's machine (issue 18). With another thread still running, a standard
    stream that cannot be flushed (a reader that left a pipe), or a profiler or tracer watching
    (`python -m cProfile -m generator` reports after the run), Python's own exit takes over, as it
    was: it waits for the thread, and says what it says of a stream it cannot flush."""
    threading = sys.modules.get("threading")
    if threading is not None and threading.active_count() > 1 or sys.getprofile() or sys.gettrace():
        sys.exit(code)       # a thread to wait for; a profiler or tracer that reports when Python exits
    status = 0 if code is None else code if isinstance(code, int) else 1
    if status is not code and code is not None:      # sys.exit("text"): Python writes it to stderr, exits 1
        sys.stderr.write(f"{code}\n")
    atexit._run_exitfuncs()
    try:
        for stream in (sys.stdout, sys.stderr, sys.__stdout__, sys.__stderr__):
            if stream is not None:
                stream.flush()
    except (OSError, ValueError):
        sys.exit(status)
    if threading is not None and threading.active_count() > 1:    # an exit handler started one
        sys.exit(status)
    os._exit(status & 0xFF)


def _ordinary() -> None:
    prepare()
    # late on purpose: the fast paths have already answered when nothing changed (test_architecture)
    from generator.cli import main as ordinary
    ordinary()


def prepare() -> None:
    """What the command sets up before it imports the rest: dataclasses' methods and regular
    expressions compiled once (compiled.py, compiled_patterns.py), the cyclic garbage collector
    run less often, with every pydantic plugin disabled no search for one, and Pillow's image
    module loaded when an image is read."""
    from generator.compiled import install as compile_once
    from generator.compiled_patterns import install as compile_patterns_once
    compile_once()
    compile_patterns_once()
    # a command allocates some million objects, nearly all kept until it ends (modules, classes,
    # the validated game, drawings) or freed by reference counting: a young-generation collection
    # every 700 allocations (the default) found next to nothing and cost ~2 % of an edit's build
    gc.set_threshold(GC_YOUNG, *gc.get_threshold()[1:])
    if os.environ.get("PYDANTIC_DISABLE_PLUGINS") == "__all__" and PLUGIN_LOADER not in sys.modules:
        sys.modules[PLUGIN_LOADER] = _no_plugins()
    _image_when_used()


def _image_when_used() -> None:
    """reportlab imports Pillow's `PIL.Image` with its first module (reportlab.lib.utils), ~10 ms
    with the tag tables Pillow builds, and uses it only to read an image; most runs draw none (the
    games' pictures are drawn as vectors). So the module is made lazily (importlib.util.LazyLoader):
    it runs the first time anything is asked of it, and is the same module from then on. Only the
    package PIL (its __init__ is small) is imported now, to hold it; nothing happens where PIL.Image
    is imported already or Pillow cannot be found."""
    if IMAGE in sys.modules:
        return
    try:
        spec = importlib.util.find_spec(IMAGE)
    except (ImportError, ValueError):
        return
    if spec is None or spec.loader is None or not hasattr(spec.loader, "exec_module"):
        return
    spec.loader = importlib.util.LazyLoader(spec.loader)
    module = importlib.util.module_from_spec(spec)
    sys.modules[IMAGE] = module
    spec.loader.exec_module(module)
    setattr(sys.modules["PIL"], "Image", module)     # `from PIL import Image` takes it without importing


def _no_plugins() -> types.ModuleType:
    """A stand-in for pydantic's plugin loader while every plugin is disabled, answering as the loader
    then answers (no plugins) without importing importlib.metadata for the entry points it would not
    read (~25 ms). Any other name asked of it imports the real loader, which stands from then on."""
    stand_in = types.ModuleType(PLUGIN_LOADER, _no_plugins.__doc__)

    def get_plugins() -> tuple:
        return ()

    def __getattr__(name: str):
        if name.startswith("__"):    # the import system's questions (__path__: a package?): no
            raise AttributeError(name)
        if sys.modules.get(PLUGIN_LOADER) is stand_in:
            del sys.modules[PLUGIN_LOADER]
        return getattr(importlib.import_module(PLUGIN_LOADER), name)
    stand_in.get_plugins, stand_in.__getattr__ = get_plugins, __getattr__
    return stand_in


if __name__ == "__main__":
    command()
