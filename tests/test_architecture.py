"""The package's shape: no module imported by a name written in a string (an import statement
says it where every reader and tool sees it; a registry imports what its table names), no import
cycle (imports inside functions count, and so does a module named in a string: a registry table's
module names, a `Later("module:function")` target), no module over 600 lines, at most 15 entries at
generator/'s top, a docstring in every package's __init__, rules engines that import no command
module, no private name imported from another module, every import at the top of its module except
optional heavy dependencies and the build pipeline in the command line.

The import graph is read from the source with `ast`, so it sees every import, wherever it is.
"""

from __future__ import annotations

import ast
from pathlib import Path

from generator.build.recipe import BuildOptions, load_and_validate
from generator.build.render import render_component
from generator.data import bundled
from generator.draw.kinds import KINDS
from generator.layout.imposition import PAPERS

PACKAGE = Path(__file__).resolve().parent.parent / "generator"
MAX_LINES = 600
# heavy or optional dependencies that a module may import where it needs them
LATE_ALLOWED = {
    "multiprocessing",
    "concurrent.futures",
    "hypothesis",
    "numpy",
    "colour",
    # the PDF readers load only where a kit is merged or a preview drawn (not for
    # validate), and the entry point loads the command line only after the fast path
    "pypdf",
    "pypdfium2",
    "generator.cli",
    # the build pipeline (reportlab's canvas, pypdf, the kinds' drawing): the command line loads it
    # only in the commands that build, so `--help`, `list` and `validate` start without it
    "generator.build.recipe",
    "generator.build.reprint",
    "generator.build.write",
}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def _absolute(module: str, path: Path, node: ast.ImportFrom) -> str:
    if node.level == 0:
        return node.module or ""
    package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
    base = package[: len(package) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def imports_of(module: str, path: Path, known: set[str]) -> list[tuple[str, ast.stmt]]:
    """(imported module of this package, the import statement) for every import anywhere in the file."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(alias.name, node) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            target = _absolute(module, path, node)
            for alias in node.names:
                # `from . import x` imports the submodule x when there is one
                candidate = f"{target}.{alias.name}"
                found.append((candidate if candidate in known else target, node))
    return [(name, node) for name, node in found if name in known and name != module]


def _docstrings(tree: ast.Module) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def strings_of(path: Path) -> list[str]:
    """Every string the module writes (docstrings aside); an f-string with the module's own string
    constants filled in (`f"{DRAW}:render"`), its other parts left as a character no name holds."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    constants = {
        target.id: node.value.value
        for node in tree.body
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)
        for target in node.targets
        if isinstance(target, ast.Name)
    }
    docstrings = _docstrings(tree)
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            found.append(
                "".join(
                    part.value
                    if isinstance(part, ast.Constant)
                    else constants.get(getattr(part.value, "id", None), "\0")
                    for part in node.values
                )
            )
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            found.append(node.value)
    return found


def string_imports_of(module: str, path: Path, known: set[str]) -> list[str]:
    """Modules of this package named in a string: "generator.x.y" or "generator.x.y:function" (what
    importlib, __import__, a registry table or Later imports)."""
    named = {text.partition(":")[0] for text in strings_of(path)}
    return sorted(name for name in named if name in known and name != module)


def graph(*, strings: bool = True) -> dict[str, set[str]]:
    mods = modules()
    known = set(mods)
    edges = {m: set() for m in mods}
    for module, path in mods.items():
        targets = [target for target, _ in imports_of(module, path, known)]
        if strings:
            targets += string_imports_of(module, path, known)
        for target in targets:
            edges[module].add(target)
            # importing a.b.c runs a/__init__ and a/b/__init__ first
            parts = target.split(".")
            for i in range(1, len(parts)):
                parent = ".".join(parts[:i])
                if parent in known and parent != module and not module.startswith(parent + "."):
                    edges[module].add(parent)
    return edges


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(edges[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return found


def late_imports() -> list[str]:
    late = []
    for _module, path in modules().items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        top = set(map(id, tree.body))
        for node in tree.body:  # `if TYPE_CHECKING:` / try-except at the top count as top
            if isinstance(node, (ast.If, ast.Try)):
                top |= {id(n) for n in ast.walk(node)}
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)) and id(node) not in top:
                names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
                if getattr(node, "level", 0) == 0 and all(
                    n.split(".")[0] in LATE_ALLOWED or n in LATE_ALLOWED for n in names
                ):
                    continue
                late.append(f"{path.relative_to(PACKAGE.parent)}:{node.lineno}")
    return late


def literal_imports(paths) -> list[str]:
    """Places that import a module named by a string written there (`importlib.import_module("x.y")`,
    `__import__("x")`): an import statement says the same and every reader and tool sees it. A
    registry that imports what a table names (a variable, not a literal) is not one of them."""
    found = []
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant):
                function = node.func
                name = function.attr if isinstance(function, ast.Attribute) else getattr(function, "id", "")
                if name in ("import_module", "__import__"):
                    found.append(f"{path.name}:{node.lineno}")
    return found


def test_no_module_is_imported_by_a_name_written_in_a_string():
    assert literal_imports(modules().values()) == []


def test_an_import_by_a_written_name_is_found(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text(
        "import importlib\nTABLE = {'a': 'x.y'}\n"
        "def f():\n    return importlib.import_module('x.y'), __import__('z'), importlib.import_module(TABLE['a'])\n",
        encoding="utf-8",
    )
    assert literal_imports([probe]) == ["probe.py:4", "probe.py:4"]


def test_the_graph_counts_imports_inside_functions(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text("def f():\n    from .alpha import Output\n", encoding="utf-8")
    found = [target for target, _ in imports_of("generator.probe", probe, {"generator.alpha"})]
    assert found == ["generator.alpha"]


def test_cycle_finder_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_import_cycle():
    assert cycles(graph()) == []


def test_a_module_named_in_a_string_is_imported(tmp_path):
    probe = tmp_path / "probe.py"
    probe.write_text(
        '''"""Names generator.delta in its docstring, which imports nothing."""
DRAW = "generator.beta"
TABLE = {"x": "generator.gamma"}
def f():
    importlib.import_module("generator.alpha")
    return Later(f"{DRAW}:render")
''',
        encoding="utf-8",
    )
    known = {"generator.alpha", "generator.beta", "generator.gamma", "generator.delta", "generator.probe"}
    assert string_imports_of("generator.probe", probe, known) == [
        "generator.alpha",
        "generator.beta",
        "generator.gamma",
    ]


TOP_LEVEL_AT_MOST = 15


def test_few_entries_at_the_top_of_the_package():
    """generator/ groups its modules by stage: at most 15 files and folders side by side."""
    entries = sorted(p.name for p in PACKAGE.iterdir() if p.name != "__pycache__")
    assert len(entries) <= TOP_LEVEL_AT_MOST, entries


def test_every_package_says_what_it_owns():
    missing = [
        str(init.relative_to(PACKAGE.parent))
        for init in sorted(PACKAGE.rglob("__init__.py"))
        if ast.get_docstring(ast.parse(init.read_text(encoding="utf-8"))) is None
    ]
    assert missing == []


def _reached_from(edges: dict[str, set[str]], start: str) -> set[str]:
    seen, todo = set(), [start]
    while todo:
        module = todo.pop()
        if module not in seen:
            seen.add(module)
            todo += edges[module]
    return seen


def _is_command(module: str) -> bool:
    return (
        module in ("generator.cli", "generator.__main__")
        or module.startswith("generator.commands")
        or module.rsplit(".", 1)[-1] == "command"
        or ".commands." in module
    )


def test_rules_engines_import_no_command_module():
    edges = graph()
    engines = [m for m in edges if m.startswith("generator.games.") and (m.endswith(".engine") or ".engine." in m)]
    assert engines
    reached = {m: sorted(filter(_is_command, _reached_from(edges, m))) for m in engines}
    assert {m: found for m, found in reached.items() if found} == {}


def test_no_private_name_imported_from_another_module():
    """A helper two modules share is public in one of them (`_`, gettext's name, is public)."""
    found = []
    for module, path in modules().items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and _absolute(module, path, node).split(".")[0] == "generator":
                private = [
                    a.name
                    for a in node.names
                    if a.name.startswith("_") and a.name != "_" and not a.name.startswith("__")
                ]
                if private:
                    found.append(f"{path.relative_to(PACKAGE.parent)}:{node.lineno}: {', '.join(private)}")
    assert found == []


# modules not yet split (none left); the test fails when one of them shrinks, so the set only gets shorter
LONG_FOR_NOW: set[str] = set()


def test_no_module_over_600_lines():
    long = {
        module for module, path in modules().items() if len(path.read_text(encoding="utf-8").splitlines()) > MAX_LINES
    }
    assert long == LONG_FOR_NOW


def test_every_import_at_the_top():
    assert late_imports() == []


def test_a_kinds_plan_matches_what_it_renders():
    """`plan` promises pages and sheets without rendering; rendering keeps the promise."""
    planned = 0
    project, _ = load_and_validate(bundled("components"), ["przekret", "rynek"])
    for options in (BuildOptions(), BuildOptions(paper=PAPERS["letter"], overlap=30 * 72 / 25.4)):
        for game in project.games.values():
            for component in game.components.values():
                kind = KINDS[component.kind]
                if kind.plan is None:
                    continue
                promised = {(p.filename, p.pages, p.sheets, p.copies) for p in kind.plan(component, game, options)}
                made = {
                    (o.filename, o.pages, o.sheets, o.copies)
                    for o in render_component(game, component.name, options)[0]
                }
                assert promised == made
                planned += 1
    assert planned == 8  # two boards, the Posesja and the Dzierżawa cards, on A4 and on Letter


def test_drawing_imports_no_stage_above_it():
    """The drawing layer (generator/draw/, its kinds among it, and the games' own kinds in generator/games/) is
    called by the build and the preview and calls neither: a kind may import model/, layout/, the drawing helpers
    beside kinds/ and, to lay out text, rulebook/; never build/, serve/, export/ or commands/ (kinds/__init__.py).
    The game's colour on a part's cover is a drawing helper (draw/look.py), the words for a job's pages Polish
    (model/polish.pages_text), not the build's."""
    above = ("generator.build", "generator.serve", "generator.export", "generator.commands", "generator.cli")
    found = sorted(
        f"{module} → {target}"
        for module, targets in graph(strings=False).items()
        if module.startswith(("generator.draw", "generator.games"))
        and not module.endswith(".command")  # a game's own command is a command (games/<game>/command.py)
        for target in targets
        if target.startswith(above)
    )
    assert found == []
