"""What Python compiles afresh in every run for our classes, compiled once and recalled (issue 18).

Two parts of the standard library compile source text each time a class is made:
- `dataclasses` writes the text of each dataclass's `__init__`, `__repr__`, `__eq__`, `__hash__`
  (and, when frozen, `__setattr__` and `__delattr__`) and compiles each with `exec`: about half of
  the ~1.1 ms a dataclass costs;
- `typing.ForwardRef` compiles every annotation written as text (all of ours: `from __future__
  import annotations`), which pydantic reads for each field of each model: ~1000 compiles.
A command that checks or draws one game makes 120-170 dataclasses and 40-100 models (ours,
pydantic's, annotated_types'): some 100-150 ms of every such run went to compiling the same texts.

`install()` gives those two modules an `exec` and a `compile` (names their own global scope looks
up before the built-ins) that compile each text once per interpreter version and reuse the code
object after that. They do exactly what the built-ins do, in the same namespaces, with the
caller's future statements; only a text compiled as the built-ins compile it for those modules
(name "<string>", no flags, no future statement) is kept, anything else is handed on. The code
objects are kept in one file in the user's cache folder (XDG_CACHE_HOME, else
~/.cache)/drukarnia/compiled, named by the interpreter's bytecode magic number, with the SHA-256
of its content: a file that cannot be read, is torn or does not unmarshal is a miss (everything is
compiled, as the built-ins would), never an error. It is written, atomically and best effort, at
exit when something new was compiled, by the process that installed it (never by a forked worker).
The folder is the user's own, as their compiled Python (__pycache__) is; it is only ever read from
there.

Only the command installs it (generator/__main__.py), never an import of the package, so a program
that imports drukarnia keeps the standard library as it was.
"""
from __future__ import annotations

import __future__
import atexit
import builtins
import dataclasses
import hashlib
import importlib.util
import marshal
import os
import sys
import typing

from .atomic import replace_quietly
from .cache import folder
from .regular_files import read_regular

FOLDER = "compiled"
MAGIC = b"drukarnia compiled 3\n"
LIMIT = 16384         # more texts than this (fields renamed over many versions): start afresh
_codes: dict[str, object] = {}       # "exec"/"eval" + NUL + text → its code
# the future statements a caller's code can be compiled with: exec compiles a text with the caller's
_FUTURE = 0
for _feature in __future__.all_feature_names:
    _FUTURE |= getattr(__future__, _feature).compiler_flag
_state = {"installed_by": None, "new": 0, "path": ""}


def kept_file(name: str) -> str:
    """The file `name` of our folder in the cache folder (generator/cache)."""
    return os.path.join(folder(), FOLDER, name)


def _path() -> str:
    return kept_file(f"methods-and-annotations-{importlib.util.MAGIC_NUMBER.hex()}.marshal")


def _kept(mode: str, source: str):
    """The code of `source` compiled in `mode` as a built-in would with no flags (name "<string>"):
    the kept one, else compiled and kept."""
    key = mode + "\0" + source
    code = _codes.get(key)
    if code is None:
        code = _codes[key] = compile(source, "<string>", mode, 0, True)
        _state["new"] += 1
    return code


def _exec(source, globals=None, locals=None, /):
    """The built-in exec, with a text compiled once (see the module's text). As the built-in's, a
    text is compiled with the caller's future statements, and a call without namespaces runs in the
    caller's; only texts compiled with none (dataclasses' own) are kept."""
    caller = sys._getframe(1)
    if globals is None:
        globals = caller.f_globals
        if locals is None:
            locals = caller.f_locals
    if type(source) is str:
        flags = caller.f_code.co_flags & _FUTURE
        source = _kept("exec", source) if not flags else builtins.compile(source, "<string>", "exec", flags, True)
    builtins.exec(source, globals, locals)


def _compile(source, filename, mode, flags=0, dont_inherit=False, optimize=-1, **kwargs):
    """The built-in compile, with a text compiled as typing compiles an annotation kept (see the
    module's text); unless told not to, it inherits the caller's future statements, as the built-in."""
    if not dont_inherit:
        flags |= sys._getframe(1).f_code.co_flags & _FUTURE
    if (type(source) is str and filename == "<string>" and mode in ("exec", "eval") and not flags
            and optimize == -1 and not kwargs):
        return _kept(mode, source)
    return builtins.compile(source, filename, mode, flags, True, optimize, **kwargs)


def install() -> None:
    """Compile dataclasses' methods once (see the module's text); a second call does nothing."""
    if _state["installed_by"] is not None:
        return
    _state["installed_by"], _state["path"] = os.getpid(), _path()
    _codes.update(_read(_state["path"]))
    dataclasses.exec = _exec
    typing.compile = _compile
    atexit.register(_save)


def _read(path: str) -> dict:
    codes = read_store(path, MAGIC)
    if codes is None or len(codes) > LIMIT:
        return {}
    return {key: code for key, code in codes.items()
            if type(key) is str and key.startswith(("exec\0", "eval\0")) and type(code) is _CODE}


def read_store(path: str, magic: bytes) -> dict | None:
    """The dict kept in the file at `path` (`magic`, the SHA-256 of the rest, the marshalled dict);
    None when it cannot be read, is torn, is not ours or holds no dict."""
    try:
        blob = read_regular(path)
    except OSError:
        return None
    start = len(magic) + 32
    if not blob.startswith(magic) or hashlib.sha256(blob[start:]).digest() != blob[len(magic):start]:
        return None
    try:
        kept = marshal.loads(blob[start:])
    except (EOFError, ValueError, TypeError):
        return None
    return kept if isinstance(kept, dict) else None


def write_store(path: str, magic: bytes, kept: dict) -> None:
    """Keep `kept` in the file at `path` (read_store), atomically and best effort."""
    try:
        payload = marshal.dumps(kept)
    except ValueError:       # something that does not marshal: nothing is written
        return
    replace_quietly(path, magic + hashlib.sha256(payload).digest() + payload)


_CODE = type(_read.__code__)


def _save() -> None:
    """Write the texts and their code at exit, when something new was compiled (best effort)."""
    if not _state["new"] or os.getpid() != _state["installed_by"]:
        return
    write_store(_state["path"], MAGIC, _codes if len(_codes) <= LIMIT else {})
