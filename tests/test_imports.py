"""Import only what the run needs (issue 18): the registry's tables are complete and true, and the
ordinary command line (`python -m generator.cli`, no replayed answer) loads no kind, no game package
and no PDF library for --help, list and validate --help, and only the validated game's package."""
from __future__ import annotations

import importlib
import os
import pkgutil
import subprocess
import sys
from pathlib import Path

import click
import pytest

import generator
from generator import games, kinds
from generator.games import PACKAGES, RULES
from generator.kinds import KINDS
from generator.registry import COMMAND_MODULES, KIND_MODULES, extra_command

from .conftest import run_listing_modules

ROOT = Path(generator.__file__).resolve().parent.parent
HEAVY = ("reportlab", "pypdf", "pypdfium2", "markdown_it", "pyphen", "jinja2", "PIL", "numpy")


def _imported(tmp_path: Path, *args: str) -> tuple[subprocess.CompletedProcess, set[str]]:
    """Run the ordinary command line (`python -m generator.cli`) in a new process; the modules it imported."""
    cache = tmp_path / "empty-cache"     # no replayed answers: the ordinary path answers
    cache.mkdir(exist_ok=True)
    env = {**os.environ, "XDG_CACHE_HOME": str(cache), "LC_ALL": "C.UTF-8", "LANG": "C.UTF-8"}
    return run_listing_modules(tmp_path, env, *args)


def _walk(package) -> list[str]:
    return [info.name for info in pkgutil.walk_packages(package.__path__, package.__name__ + ".")]


@pytest.mark.parametrize("args", [("--help",), ("list",), ("validate", "--help"), ("--lang", "pl", "--help")])
def test_help_and_list_load_no_kind_game_or_pdf_library(tmp_path, args):
    run, modules = _imported(tmp_path, *args)
    assert run.returncode == 0, run.stderr[-2000:]
    assert {"click", "generator.loading", "generator.kinds"} <= modules      # the probe sees the imports
    assert sorted(m for m in modules if m.split(".")[0] in HEAVY) == []
    assert sorted(m for m in modules if m.startswith(("generator.kinds.", "generator.games.",
                                                      "generator.commands.", "generator.rulebook"))) == []


def test_list_still_names_every_component_with_its_kind(tmp_path):
    run, _ = _imported(tmp_path, "list")
    assert "rynek: Rynek" in run.stdout
    assert "  rulebook                 rulebook" in run.stdout.splitlines()


def test_validating_one_game_loads_only_that_games_package(tmp_path):
    run, modules = _imported(tmp_path, "validate", "rynek")
    assert run.returncode == 0, run.stderr[-2000:]
    loaded = {m.split(".")[2] for m in modules if m.startswith("generator.games.") and m.count(".") >= 2}
    assert loaded == {"rynek"}
    assert {"pypdf", "pypdfium2"}.isdisjoint(m.split(".")[0] for m in modules)


def test_a_command_is_imported_when_it_runs(tmp_path):
    run, modules = _imported(tmp_path, "simulate", "--help")
    assert run.returncode == 0, run.stderr[-2000:]
    assert "generator.commands.simulate" in modules
    assert not any(m.startswith("generator.commands.") and m != "generator.commands.simulate" for m in modules)


def test_every_kind_is_declared_with_the_module_that_registers_it():
    for name in _walk(kinds) + _walk(games):
        importlib.import_module(name)
    assert KINDS.registered_by == KIND_MODULES
    assert sorted(KINDS) == sorted(KIND_MODULES)


def test_every_game_package_is_declared_under_its_game_id():
    assert sorted(PACKAGES.values()) == sorted(
        info.name for info in pkgutil.iter_modules(games.__path__) if info.ispkg and not info.name.startswith("_"))
    games.load_all()
    for game_id in PACKAGES:
        assert RULES[game_id].id == game_id


def test_every_extra_command_is_declared_with_its_help():
    import generator.commands as commands   # the package only: its modules load below
    defined = set()
    for name in _walk(commands) + _walk(games):
        command = getattr(importlib.import_module(name), "COMMAND", None)
        if isinstance(command, click.Command):
            defined.add(command.callback.__module__)
    assert sorted(module for module, _ in COMMAND_MODULES.values()) == sorted(defined)
    for name, (module, help_text) in COMMAND_MODULES.items():
        command = extra_command(name)
        # the help as written (a command line run earlier in this process may have shown it in Polish:
        # cli._translate_help keeps the written text beside the shown one)
        written = command.__dict__.get("_source_help", command.help)
        assert (command.name, written, command.callback.__module__) == (name, help_text, module)


def test_the_kinds_mapping_imports_a_kind_on_first_lookup(tmp_path):
    probe = ("import sys\nfrom generator.registry import load_all\nkinds = load_all()\n"
             "assert 'generator.kinds.tokens' not in sys.modules and 'tokens' in kinds\n"
             "assert kinds['tokens'].name == 'tokens' and 'generator.kinds.tokens' in sys.modules\n"
             "assert 'generator.kinds.banknotes' not in sys.modules\nprint('ok')\n")
    run = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.stdout == "ok\n", run.stderr


# kinds whose registered module holds what loading and checking need and no drawing: their drawing is
# in a module their render (and pieces) name with kinds.Later, imported when something is drawn
LEAN_KINDS = ["banknotes", "bid-cards", "board", "chance-cards", "colours", "exhibit-price-list", "exhibit-tiles",
              "factory-boards", "form", "kolekcjonerzy-sheet", "lease-cards", "money-summary", "painting-tiles",
              "player-aid", "property-cards", "rulebook", "rynek-cards", "rynek-examples", "standees", "tokens"]
# not split: image cards check their images with Pillow (how many pixels per inch each prints at)
NOT_YET_LEAN = ["image-cards"]


def test_every_kind_is_lean_or_listed_as_not_yet():
    assert sorted(LEAN_KINDS + NOT_YET_LEAN) == sorted(KIND_MODULES)


@pytest.mark.parametrize("kind", LEAN_KINDS)
def test_a_lean_kinds_module_loads_no_pdf_library_nor_drawing(kind):
    probe = ("import sys\nfrom generator.registry import load_all\nload_all()[%r]\n"
             "heavy = sorted(m for m in sys.modules if m.split('.')[0] in ('reportlab', 'PIL', 'pypdf', 'pypdfium2'))\n"
             "drawing = sorted(m for m in sys.modules if m.endswith('_draw') or m in ('generator.pdf', "
             "'generator.sheets', 'generator.kinds.board.draw', 'generator.kinds.board.pdf', "
             "'generator.art.pictograms'))\nprint(heavy, drawing)\n") % kind
    run = subprocess.run([sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.stdout == "[] []\n", run.stderr[-2000:]


def test_every_drawing_a_kind_names_is_there():
    """A `Later` names a module and a function: both exist (a typo would fail only when drawing)."""
    for name in KIND_MODULES:
        kind = KINDS[name]
        for named in (kind.render, kind.pieces):
            if isinstance(named, kinds.Later):
                assert callable(named.function), named
                assert named.module in kind.lays_out_with     # a build imports it before forking
    assert all(isinstance(KINDS[name].render, kinds.Later) for name in LEAN_KINDS if KINDS[name].render is not None
               and name not in ("colours", "player-aid", "rulebook"))     # these three draw by name themselves


def test_the_pictogram_names_are_the_drawn_pictograms():
    from generator.art.pictogram_names import PICTOGRAMS as names
    from generator.art.pictograms import PICTOGRAMS
    assert sorted(names) == sorted(PICTOGRAMS)


def test_a_later_side_draws_as_the_function_it_names(monkeypatch):
    made = []

    def factory(*args):
        made.append(args)
        return lambda canvas, w, h: (canvas, w, h, args)
    monkeypatch.setattr(generator, "probe_factory", factory, raising=False)
    side = kinds.Later("generator:probe_factory", "a", 1)
    assert made == []                                   # nothing made until it draws
    assert side("c", 2.0, 3.0) == ("c", 2.0, 3.0, ("a", 1))
    assert side("d", 1.0, 1.0) == ("d", 1.0, 1.0, ("a", 1)) and made == [("a", 1)]   # made once
    assert side != kinds.Later("generator:probe_factory", "a", 1)   # equal only to itself, as a closure


def test_colour_values_are_reportlabs():
    from reportlab.lib import colors
    from generator.vocab import luminance, rgb
    for value in range(0, 1 << 24, 4099):
        hex_color = f"#{value:06x}"
        c = colors.HexColor(hex_color)
        assert rgb(hex_color) == (c.red, c.green, c.blue) == rgb(hex_color.upper())
        assert luminance(hex_color) == 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue


def test_art_societys_looks_are_the_drawn_styles():
    from generator.games.art_society.looks import FRAME_LABELS, FRAME_WIDTH, THEME_LABELS
    from generator.games.art_society.paintings import FRAMES, THEMES
    assert list(THEME_LABELS.items()) == [(key, style.label) for key, style in THEMES.items()]
    assert list(FRAME_LABELS.items()) == [(key, style.label) for key, style in FRAMES.items()]
    assert list(FRAME_WIDTH.items()) == [(key, style.width_factor) for key, style in FRAMES.items()]


@pytest.mark.parametrize("library, known", [
    ("reportlab.platypus", {"_aid_layout.py", "paragraphs.py", "typeset.py", "forms.py", "figures.py"}),
    ("yaml", {"yaml_read.py", "accept.py"})])
def test_every_module_importing_the_library_makes_its_patterns_lazy_first(library, known):
    """platypus compiles a URL pattern of 65 000 characters' cases on import, PyYAML a class of every
    unprintable character (lazy_patterns.py): every module of ours that imports the library imports
    lazy_patterns before it, whichever is first."""
    import ast
    importing = []
    for path in sorted((ROOT / "generator").rglob("*.py")):
        first = {}
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""] + [f"{node.module or ''}.{alias.name}" for alias in node.names]
            else:
                continue
            for name in names:
                if name == library or name.startswith(library + "."):
                    first.setdefault("library", node.lineno)
                if name.endswith("lazy_patterns"):
                    first.setdefault("lazy", node.lineno)
        if "library" in first:
            importing.append(path.name)
            assert first.get("lazy", 10**9) < first["library"], path
    assert known <= set(importing)


# what validating every game needs not: drawing and the PDF set-up (reportlab's TrueType faces are
# read by generator.pdf; the aid's fit measures with layout_fonts), merging kits, worker processes
NOT_FOR_VALIDATE = ("generator.pdf", "generator.pdffast", "generator.kinds.player_aid_draw")


def test_validating_every_game_lays_the_aids_out_without_the_pdf_setup(tmp_path):
    """validate*: every game checked, nothing recalled (a fresh user cache folder, then one keeping
    only the compiled templates): the player aids' fit is laid out with platypus, and nothing of the
    PDF set-up or drawing is imported. Both say the same."""
    cache = tmp_path / "user-cache"
    env = {**os.environ, "XDG_CACHE_HOME": str(cache), "PYTHONPATH": str(ROOT), "LC_ALL": "C.UTF-8", "LANG": "C.UTF-8"}
    runs = []
    for _ in range(2):
        run, modules = run_listing_modules(tmp_path, env, "validate", "--components", str(ROOT / "components"))
        assert run.returncode == 0, run.stderr[-2000:]
        assert {"generator.kinds._aid_layout", "reportlab.platypus", "generator.layout_fonts"} <= modules
        assert sorted(m for m in NOT_FOR_VALIDATE if m in modules) == []
        assert not any(m.endswith("_draw") for m in modules)
        runs.append((run, modules))
    (fresh, _), (again, _) = runs
    assert (again.stdout, again.stderr) == (fresh.stdout, fresh.stderr)
