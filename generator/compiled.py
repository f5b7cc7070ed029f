"""The methods `dataclasses` writes for each class, compiled once and recalled (issue 18).

For every dataclass, Python (3.11) writes the source text of `__init__`, `__repr__`, `__eq__`,
`__hash__` and, when frozen, `__setattr__` and `__delattr__`, and compiles each with `exec`. That
compiling is about half of the ~1.1 ms a class costs, and a command that checks or draws one game
creates 120-170 classes (ours, pydantic's, annotated_types'): some 70-100 ms of every such run.
The text depends only on the class's fields, so the code compiled from it is always the same.

`install()` gives the dataclasses module an `exec` (a name its own global scope looks up before the
built-in one) that compiles each text once per interpreter version and reuses the code object
after that; it runs exactly what the built-in would run, in the same namespaces. The code objects
are kept in one file in the user's cache folder (XDG_CACHE_HOME, else ~/.cache)/drukarnia/compiled,
named by the interpreter's bytecode magic number, with the SHA-256 of its content: a file that
cannot be read, is torn or does not unmarshal is a miss (everything is compiled, as the built-in
would), never an error. It is written, atomically and best effort, at exit when something new was
compiled, by the process that installed it (never by a forked worker). The folder is the user's
own, as their compiled Python (__pycache__) is; it is only ever read from there.

Only the command installs it (generator/__main__.py), never an import of the package, so a program
that imports drukarnia keeps its dataclasses as they were.
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
import tempfile

FOLDER = "compiled"
MAGIC = b"drukarnia compiled 2\n"
LIMIT = 4096          # more texts than this (fields renamed over many versions): start afresh
_codes: dict[str, object] = {}
# the future statements a caller's code can be compiled with: exec compiles a text with the caller's
_FUTURE = 0
for _feature in __future__.all_feature_names:
    _FUTURE |= getattr(__future__, _feature).compiler_flag
_state = {"installed_by": None, "new": 0, "path": ""}


def _path() -> str:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "drukarnia", FOLDER, f"dataclass-methods-{importlib.util.MAGIC_NUMBER.hex()}.marshal")


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
        code = _codes.get(source) if not flags else None
        if code is None:
            code = compile(source, "<string>", "exec", flags, True)
            if not flags:
                _codes[source] = code
                _state["new"] += 1
        source = code
    builtins.exec(source, globals, locals)


def install() -> None:
    """Compile dataclasses' methods once (see the module's text); a second call does nothing."""
    if _state["installed_by"] is not None:
        return
    _state["installed_by"], _state["path"] = os.getpid(), _path()
    _codes.update(_read(_state["path"]))
    dataclasses.exec = _exec
    atexit.register(_save)


def _read(path: str) -> dict:
    try:
        with open(path, "rb") as handle:
            blob = handle.read()
    except OSError:
        return {}
    start = len(MAGIC) + 32
    if not blob.startswith(MAGIC) or hashlib.sha256(blob[start:]).digest() != blob[len(MAGIC):start]:
        return {}
    try:
        codes = marshal.loads(blob[start:])
    except (EOFError, ValueError, TypeError):
        return {}
    if not isinstance(codes, dict) or len(codes) > LIMIT:
        return {}
    return {text: code for text, code in codes.items() if type(text) is str and type(code) is _CODE}


_CODE = type(_read.__code__)


def _save() -> None:
    """Write the texts and their code at exit, when something new was compiled (best effort)."""
    if not _state["new"] or os.getpid() != _state["installed_by"]:
        return
    codes = _codes if len(_codes) <= LIMIT else {}
    payload = marshal.dumps(codes)
    path = _state["path"]
    temporary = None
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        fd, temporary = tempfile.mkstemp(dir=os.path.dirname(path), prefix=".", suffix=".part")
        with os.fdopen(fd, "wb") as handle:
            handle.write(MAGIC + hashlib.sha256(payload).digest() + payload)
        os.replace(temporary, path)
        temporary = None
    except OSError:
        pass
    finally:
        if temporary is not None:
            try:
                os.unlink(temporary)
            except OSError:
                pass
