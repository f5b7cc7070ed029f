"""dataclasses' methods compiled once and recalled (generator/compiled.py)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent

# how a test process starts: "plain" (nothing installed), "install", or "no-compiling" (installed,
# and any compiling ends the process: everything must come from the kept file)
PRELUDE = r"""
import sys
from generator import compiled
if sys.argv[1] != "plain":
    compiled.install()
    if sys.argv[1] == "no-compiling":
        def refuse(*args, **kwargs):
            raise SystemExit("compiled again")
        compiled.compile = refuse
"""

# a process that installs the cache (or not), makes dataclasses of every sort and prints what they do
MAKE = PRELUDE + r"""
import dataclasses
from dataclasses import dataclass, field

@dataclass(frozen=True)
class Point:
    x: int
    y: float = 0.5
    tags: tuple = ()

@dataclass(order=True)
class Card:
    name: str
    cost: int = 1
    marks: list = field(default_factory=list)
    hidden: int = field(default=0, repr=False, compare=False)

@dataclass(slots=True, kw_only=True)
class Slot:
    a: int
    b: str = "b"

out = [repr(Point(1)), repr(Card("a", 2, [1], 5)), repr(Slot(a=3)), Point(1) == Point(1), Point(1) == Point(2),
       hash(Point(1, 2.0)) == hash(Point(1, 2.0)), Card("a") < Card("b"), Card("a", hidden=1) == Card("a"),
       Point.__init__.__code__.co_filename, Card.__doc__, sorted(Slot.__slots__),
       [f.name for f in dataclasses.fields(Card)]]
try:
    Point(1).x = 2
except dataclasses.FrozenInstanceError as exc:
    out.append(type(exc).__name__)
try:
    Slot(1)
except TypeError as exc:
    out.append(str(exc))
print(out)
print(dataclasses.exec is not exec if hasattr(dataclasses, "exec") else "built-in")
"""


def _run(mode: str, cache: Path, code: str = MAKE) -> subprocess.CompletedProcess:
    env = {**os.environ, "XDG_CACHE_HOME": str(cache), "PYTHONPATH": str(REPO)}
    return subprocess.run([sys.executable, "-c", code, mode], capture_output=True, text=True, env=env, cwd=REPO)


def _kept(cache: Path, name: str = "methods-and-annotations-*") -> list[Path]:
    return sorted((cache / "drukarnia" / "v1" / "compiled").glob(name + ".marshal"))


def test_dataclasses_are_the_same_compiled_or_recalled(tmp_path):
    cache = tmp_path / "cache"
    plain = _run("plain", cache)
    assert plain.returncode == 0, plain.stderr
    assert not _kept(cache)
    first = _run("install", cache)                     # compiles, and keeps at exit
    assert first.returncode == 0, first.stderr
    assert len(_kept(cache)) == 1
    again = _run("no-compiling", cache)                 # every method recalled: nothing compiled
    assert again.returncode == 0, again.stderr
    what = plain.stdout.splitlines()[0]
    assert first.stdout.splitlines() == again.stdout.splitlines() == [what, "True"]
    assert plain.stdout.splitlines()[1] == "built-in"


@pytest.mark.parametrize("damage", ["torn", "flipped", "foreign", "not a dict"])
def test_a_damaged_file_is_compiled_again(tmp_path, damage):
    from generator import compiled
    cache = tmp_path / "cache"
    assert _run("install", cache).returncode == 0
    (kept,) = _kept(cache)
    blob = kept.read_bytes()
    if damage == "torn":
        kept.write_bytes(blob[: len(blob) // 2])
    elif damage == "flipped":
        kept.write_bytes(blob[:-10] + bytes([blob[-10] ^ 1]) + blob[-9:])
    elif damage == "foreign":
        kept.write_bytes(b"something else entirely")
    else:
        import hashlib
        import marshal
        payload = marshal.dumps(["a list"])
        kept.write_bytes(compiled.MAGIC + hashlib.sha256(payload).digest() + payload)
    assert compiled._read(str(kept)) == {}
    refused = _run("no-compiling", cache)
    assert refused.returncode != 0 and "compiled again" in refused.stderr     # a miss: compiled, not trusted
    ok = _run("install", cache)
    assert ok.returncode == 0, ok.stderr
    assert _run("no-compiling", cache).returncode == 0                        # and kept whole again


def test_exec_without_namespaces_runs_in_the_callers(tmp_path):
    code = r"""
import sys
from generator import compiled
compiled.install()
x = 1
def f():
    y = 5
    compiled._exec("z = y + 1")
    return sys._getframe().f_locals
compiled._exec("x = x + 41")
print(x, f()["y"])
"""
    run = _run("install", tmp_path / "cache", code)
    assert run.returncode == 0, run.stderr
    assert run.stdout.split() == ["42", "5"]


def test_only_the_command_installs_it(tmp_path):
    """Importing the package (a program using drukarnia, the tests) leaves dataclasses alone; the
    command installs it before its first dataclass."""
    code = "import dataclasses, generator.cli, generator.build; print(hasattr(dataclasses, 'exec'))"
    run = _run("x", tmp_path / "cache", code)
    assert run.stdout.strip() == "False", run.stderr
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "cache")}
    command = subprocess.run([sys.executable, "-m", "generator", "list"], capture_output=True, text=True,
                             env=env, cwd=REPO)
    assert command.returncode == 0, command.stderr
    assert len(_kept(tmp_path / "cache")) == 1


def test_a_forked_worker_does_not_write(tmp_path):
    code = r"""
import os, sys
from generator import compiled
compiled.install()
from dataclasses import dataclass
pid = os.fork()
if pid == 0:
    @dataclass
    class InChild:
        a: int
    compiled._save()
    os._exit(0)
os.waitpid(pid, 0)
import glob
print(len(glob.glob(os.path.join(os.environ["XDG_CACHE_HOME"], "drukarnia", "v1", "compiled", "*"))))
"""
    run = _run("x", tmp_path / "cache", code)
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip() == "0"


@pytest.mark.parametrize("future", [True, False])
def test_a_text_is_compiled_with_the_callers_future_statements(tmp_path, future):
    code = ("from __future__ import annotations\n" if future else "") + r"""
from generator import compiled
compiled.install()
compiled._exec("def g(a: int): pass")
compiled._exec("def g(a: int): pass")
print(g.__annotations__["a"] == "int", len(compiled._codes))
"""
    run = _run("x", tmp_path / "cache", code)
    assert run.returncode == 0, run.stderr
    # a caller with future statements is served as the built-in serves it, and its text is not kept
    assert run.stdout.split() == [str(future), "0" if future else "1"]


ANNOTATIONS = "from __future__ import annotations\n" + PRELUDE + r"""
import typing
from pydantic import BaseModel

class Item(BaseModel):
    name: str
    sizes: list[int] = []
    parent: typing.Optional[Item] = None

item = Item(name="a", sizes=[1, 2], parent={"name": "b"})
ref = typing.ForwardRef("dict[str, int]")
out = [repr(item), sorted(Item.model_fields), typing.get_type_hints(Item)["sizes"] == list[int],
       ref.__forward_code__.co_filename, eval(ref.__forward_code__) == dict[str, int]]
print(out)
if sys.argv[1] != "no-compiling":      # a text that does not compile is never kept: compiled each time
    try:
        typing.ForwardRef("not valid (")
    except SyntaxError as exc:
        print(exc)
"""


def test_annotations_are_the_same_compiled_or_recalled(tmp_path):
    cache = tmp_path / "cache"
    plain, first = _run("plain", cache, ANNOTATIONS), _run("install", cache, ANNOTATIONS)
    assert plain.returncode == 0 and first.returncode == 0, plain.stderr + first.stderr
    again = _run("no-compiling", cache, ANNOTATIONS)     # every annotation recalled
    assert again.returncode == 0, again.stderr
    assert plain.stdout == first.stdout
    assert plain.stdout.splitlines()[0] == again.stdout.strip()
    assert "Forward reference must be an expression" in plain.stdout.splitlines()[1]


def test_other_compiles_are_handed_on(tmp_path):
    """A compile that is not one typing makes of an annotation (another name, flags, AST) is the
    built-in's, and is not kept."""
    code = r"""
import ast
from generator import compiled
compiled.install()
a = compiled._compile("x = 1", "file.py", "exec")
b = compiled._compile("1 + 1", "<string>", "eval", ast.PyCF_ONLY_AST)
c = compiled._compile("1 + 1", "<string>", "eval")
print(a.co_filename, type(b).__name__, eval(c), len(compiled._codes))
"""
    run = _run("x", tmp_path / "cache", code)
    assert run.returncode == 0, run.stderr
    assert run.stdout.split() == ["file.py", "Expression", "2", "1"]


def test_a_cache_folder_that_cannot_be_written_costs_nothing(tmp_path):
    """The kept file is best effort (atomic.replace_quietly): a cache "folder" that is a file, say."""
    (tmp_path / "cache").write_text("not a folder", encoding="utf-8")
    run = _run("install", tmp_path / "cache")
    assert run.returncode == 0 and run.stderr == "", run.stderr
    assert (tmp_path / "cache").read_text(encoding="utf-8") == "not a folder"
    assert not list(tmp_path.glob("**/.*.part"))


# --- regular expressions ----------------------------------------------------------------------------

PATTERNS = r"""
import re, sys
from generator import compiled_patterns as kept
if sys.argv[1] != "plain":
    kept.install()
standard = getattr(re._compiler.compile, "__wrapped__", re._compiler.compile)
texts = [("a+b(?P<x>c)?", 0), (r"(?i)straße|ǅ", 0), (r"^\s*(\w+)\s*=\s*(.*?)\s*$", re.M), ("x . y", re.X | re.S),
         (r"(?<=\d)(?=(\d{3})+\b)", re.A), (r"(a)?(?(1)b|c)", 0), (r"(?>a+)b|c++", 0), ("[^\x09\x0a -~\xa0-\uffff]", 0),
         (r"(?P<word>\w+) (?P=word)", re.I | re.U), ("", 0)]
same, out = [], []
for text, flags in texts:
    pattern = re.compile(text, flags)
    same.append(pattern == standard(text, flags))
    out.append([pattern.flags, pattern.groups, dict(pattern.groupindex),
                [bool(pattern.search(s))
                 for s in ("aab", "STRASSE", " k = v ", "x.y", "1234", "ab", "aab", "\x01", "to to")]])
print(same.count(True), out)
print(kept._state["new"])
"""


def test_patterns_are_the_same_compiled_or_recalled(tmp_path):
    """A pattern made from what was kept is the standard compiler's (Pattern equality compares the
    engine's programs); a run with everything kept compiles nothing."""
    cache = tmp_path / "cache"
    plain, first, again = (_run(mode, cache, PATTERNS) for mode in ("plain", "install", "install"))
    assert plain.returncode == first.returncode == again.returncode == 0, plain.stderr + first.stderr + again.stderr
    results = plain.stdout.splitlines()[0]
    assert results.startswith("10 [")                             # every one equal to the standard's
    assert first.stdout.splitlines() == [results, "10"]           # ten patterns compiled and kept
    assert again.stdout.splitlines() == [results, "0"]            # all recalled


def test_debug_and_bytes_patterns_are_compiled_as_before(tmp_path):
    code = r"""
import re
from generator import compiled_patterns as kept
kept.install()
re.compile(b"a+b")
re.compile("c+d", re.DEBUG)
print(kept._state["new"], len(kept._patterns))
"""
    run = _run("install", tmp_path / "cache", code)
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines()[-1] == "0 0"


def test_a_kept_pattern_of_the_wrong_shape_is_compiled_again(tmp_path):
    import hashlib
    import marshal

    from generator import compiled_patterns
    cache = tmp_path / "cache"
    assert _run("install", cache, PATTERNS).returncode == 0
    (kept,) = _kept(cache, "patterns-*")
    codes = marshal.loads(kept.read_bytes()[len(compiled_patterns.MAGIC) + 32:])
    key = "0\0a+b(?P<x>c)?"
    assert compiled_patterns.made_shape(codes[key])
    codes[key] = (0, [1, 2, 3], 0, {}, ())              # the right shape, not a program: the engine says so
    codes["0\0" + "(?i)straße|ǅ"] = ("not", "this")
    payload = marshal.dumps(codes)
    kept.write_bytes(compiled_patterns.MAGIC + hashlib.sha256(payload).digest() + payload)
    run = _run("install", cache, PATTERNS)
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines()[1] == "2"            # both compiled again
    assert run.stdout.splitlines()[0].startswith("10 [")


def test_patterns_new_in_every_run_do_not_grow_the_file_without_end(tmp_path, monkeypatch):
    """Past BUDGET kept patterns, those the run did not use are dropped at its end."""
    code = r"""
import re, sys
from generator import compiled_patterns as kept
kept.BUDGET = 5
kept.install()
for i in range(4):
    re.compile(f"(a|b){{{i}}}x" + sys.argv[2])       # new in every run
re.compile("always")
print(len(kept._patterns))
"""
    cache = tmp_path / "cache"
    env = {**os.environ, "XDG_CACHE_HOME": str(cache), "PYTHONPATH": str(REPO)}
    sizes = []
    for run in range(4):
        done = subprocess.run([sys.executable, "-c", code, "x", f"-{run}"], capture_output=True, text=True, env=env,
                              cwd=REPO)
        assert done.returncode == 0, done.stderr
        sizes.append(int(done.stdout))
    # a run holds the five the last run kept and its own four new ones; it keeps its own five only
    assert sizes == [5, 9, 9, 9]
    (kept,) = _kept(cache, "patterns-*")
    from generator import compiled, compiled_patterns
    assert sorted(compiled.read_store(str(kept), compiled_patterns.MAGIC)) == sorted(
        ["0\0always"] + [f"0\0(a|b){{{i}}}x-3" for i in range(4)])
