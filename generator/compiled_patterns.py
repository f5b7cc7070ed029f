"""Regular expressions compiled once and recalled (issue 18), as compiled.py does for code.

The modules a command imports (ours, Jinja, PyYAML, reportlab, click, the standard library's) compile
~190 regular expressions as they load: `re` parses each pattern and works out, in Python, the
program its matching engine runs. That is ~25 ms of every command that checks or draws a game.

`install()` gives `re` a compiler (re._compiler.compile, which `re.compile` calls when its own cache
of the run misses) that keeps what the Python part works out for a text pattern (the program, the
flags and the groups) and hands it to the engine's own constructor (`_sre.compile`), as the
standard compiler does: the same pattern object (patterns compare equal by their programs; the
engine checks every program it is given and refuses a damaged one, which is then compiled afresh).
A pattern compiled with re.DEBUG, a bytes pattern and anything unexpected are compiled as before.

They are kept in one file in the user's cache folder (XDG_CACHE_HOME, else
~/.cache)/drukarnia/compiled, named by the interpreter's bytecode magic number and a digest of its
exact version and its engine's (a program is the build's own), with the SHA-256 of its content
(compiled.read_store): a file that cannot be read, is torn or does not unmarshal is a miss, never an
error. It is written, atomically and best effort, at exit when something new was compiled, by the
process that installed it (never by a forked worker). Some patterns are new in every run (reportlab
joins a set of names into one, in the set's order, which changes from run to run): when more than
BUDGET are kept, those the run did not use are dropped, so the file does not grow without end.

Only the command installs it (generator/__main__.py), never an import of the package.
"""
from __future__ import annotations

import atexit
import hashlib
import importlib.util
import os
import re
import sys
import threading

import _sre

from .compiled import kept_file, read_store, write_store

MAGIC = b"drukarnia patterns 1\n"
BUDGET = 1024          # patterns kept; past it, only those the last run used
_patterns: dict[str, tuple] = {}     # flags + NUL + text → (flags, program, groups, names, numbers)
_state: dict = {"installed_by": None, "new": 0, "path": "", "used": set()}


def _path() -> str:
    engine = hashlib.sha256(f"{sys.version}|{_sre.MAGIC}|{_sre.CODESIZE}".encode()).hexdigest()[:16]
    return kept_file(f"patterns-{importlib.util.MAGIC_NUMBER.hex()}-{engine}.marshal")


class _Engine:
    """Stands for the engine's module (`_sre`) in re's compiler while it compiles one pattern: the
    arguments it gives the engine's constructor are noted, everything else is forwarded."""

    def __init__(self, engine):
        self.engine, self.made = engine, None

    def __getattr__(self, name):
        return getattr(self.engine, name)

    def compile(self, *args):
        self.made = args
        return self.engine.compile(*args)


def made_shape(value) -> bool:
    """Whether `value` has the shape of what re's compiler hands the engine after the pattern: the
    flags, the program, the number of groups, group names to numbers, numbers to names."""
    return (type(value) is tuple and len(value) == 5 and type(value[0]) is int and type(value[1]) is list
            and all(type(n) is int for n in value[1]) and type(value[2]) is int and type(value[3]) is dict
            and all(type(k) is str and type(v) is int for k, v in value[3].items()) and type(value[4]) is tuple
            and all(n is None or type(n) is str for n in value[4]))


def kept_compiler(compiler):
    """re._compiler.compile (`compiler.compile`), with what it works out for a text pattern kept."""
    standard, engine = compiler.compile, compiler._sre
    one_at_a_time = threading.RLock()      # the stand-in is the compiler's engine while it compiles

    def compile_pattern(p, flags=0):
        if type(p) is not str or type(flags) is not int or flags & re.DEBUG:
            return standard(p, flags)
        key = f"{flags}\0{p}"
        made = _patterns.get(key)
        if made is not None:
            try:
                pattern = engine.compile(p, made[0], made[1], made[2], dict(made[3]), made[4])
            except (TypeError, ValueError, OverflowError, RuntimeError):   # not a program: compiled afresh
                _patterns.pop(key, None)
            else:
                _state["used"].add(key)
                return pattern
        noting = _Engine(engine)
        with one_at_a_time:
            compiler._sre = noting
            try:
                pattern = standard(p, flags)
            finally:
                compiler._sre = engine
        if noting.made is not None and noting.made[0] is p:
            flags_made, program, groups, names, numbers = noting.made[1:]
            # the program's opcodes are named int constants: kept as the plain numbers they are
            made = (int(flags_made), [int(n) for n in program], int(groups), dict(names), tuple(numbers))
            if made_shape(made):
                _patterns[key] = made
                _state["used"].add(key)
                _state["new"] += 1
        return pattern
    compile_pattern.__wrapped__ = standard
    return compile_pattern


def install() -> None:
    """Compile each pattern once (see the module's text); a second call does nothing, and nothing is
    done where re's compiler is not the one this was written for."""
    compiler = getattr(re, "_compiler", None)
    if (_state["installed_by"] is not None or compiler is None or not callable(getattr(compiler, "compile", None))
            or getattr(compiler, "_sre", None) is not _sre):
        return
    _state["installed_by"], _state["path"] = os.getpid(), _path()
    kept = read_store(_state["path"], MAGIC) or {}
    _patterns.update({key: made for key, made in kept.items() if type(key) is str and made_shape(made)})
    compiler.compile = kept_compiler(compiler)
    atexit.register(_save)


def _save() -> None:
    """Write the patterns at exit, when something new was compiled (best effort)."""
    if not _state["new"] or os.getpid() != _state["installed_by"]:
        return
    kept = _patterns
    if len(kept) > BUDGET:
        kept = {key: made for key, made in kept.items() if key in _state["used"]}
    write_store(_state["path"], MAGIC, kept)
