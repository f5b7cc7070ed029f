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


def _kept(cache: Path) -> list[Path]:
    return sorted((cache / "drukarnia" / "compiled").glob("*.marshal"))


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
print(len(glob.glob(os.path.join(os.environ["XDG_CACHE_HOME"], "drukarnia", "compiled", "*"))))
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
