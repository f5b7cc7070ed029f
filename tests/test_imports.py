"""The registry's tables are complete and true: every kind, game package and extra command is declared
where it is defined, and what a kind names to draw with exists. The command line answers `list`,
`simulate --help` and `validate` as it should."""

from __future__ import annotations

import importlib
import pkgutil
import subprocess
import sys
from pathlib import Path

import click

import generator
from generator import games
from generator.cli import COMMAND_MODULES, extra_command
from generator.draw import kinds
from generator.draw.kinds import KINDS
from generator.games import PACKAGES, RULES
from generator.games.registry import GAME_PACKAGES, KIND_MODULES

ROOT = Path(generator.__file__).resolve().parent.parent


def _command(tmp_path: Path, *args: str) -> subprocess.CompletedProcess:
    """The ordinary command line (`python -m generator.cli ARGS`) in a new process."""
    return subprocess.run(
        [sys.executable, "-m", "generator.cli", *args], cwd=tmp_path, capture_output=True, text=True, timeout=600
    )


COMMANDS = {module for module, _ in COMMAND_MODULES.values()}


def _plug_in(module: str) -> bool:
    """A kind's module or drawing, a game's package or a module of it, an extra command."""
    return (
        module.startswith("generator.draw.kinds.")
        or module in COMMANDS
        or any(module == p or module.startswith(p + ".") for p in GAME_PACKAGES.values())
    )


def _walk(package) -> list[str]:
    return [info.name for info in pkgutil.walk_packages(package.__path__, package.__name__ + ".")]


def test_list_still_names_every_component_with_its_kind(tmp_path):
    run = _command(tmp_path, "list")
    assert run.returncode == 0, run.stderr[-2000:]
    assert "rynek: Rynek" in run.stdout
    assert "  zasady                   rulebook" in run.stdout.splitlines()


def test_a_command_runs_its_own_help(tmp_path):
    run = _command(tmp_path, "simulate", "--help")
    assert run.returncode == 0, run.stderr[-2000:]
    assert run.stdout.startswith("Usage: drukarnia simulate")


def test_every_kind_is_declared_with_the_module_that_registers_it():
    for name in _walk(kinds) + _walk(games):
        importlib.import_module(name)
    assert KINDS.registered_by == KIND_MODULES
    assert sorted(KINDS) == sorted(KIND_MODULES)


def test_every_game_package_is_declared_under_its_game_id():
    assert sorted(PACKAGES.values()) == sorted(
        f"generator.games.{info.name}"
        for info in pkgutil.iter_modules(games.__path__)
        if info.ispkg and not info.name.startswith("_")
    )
    games.load_all()
    for game_id in PACKAGES:
        assert RULES[game_id].id == game_id


def test_every_extra_command_is_declared_with_its_help():
    import generator.commands as commands  # the package only: its modules load below

    defined = set()
    for name in _walk(commands) + _walk(games):
        command = getattr(importlib.import_module(name), "COMMAND", None)
        if isinstance(command, click.Command):
            defined.add(command.callback.__module__)
    assert sorted(module for module, _ in COMMAND_MODULES.values()) == sorted(defined)
    for name, (module, help_text) in COMMAND_MODULES.items():
        command = extra_command(name)
        # the help as written (shown in the terminal's language of the moment: cli.Localised)
        written = command.written_help
        assert (command.name, written, command.callback.__module__) == (name, help_text, module)


def test_every_drawing_a_kind_names_is_there():
    """A `Later` names a module and a function: both exist (a typo would fail only when drawing)."""
    for name in KIND_MODULES:
        kind = KINDS[name]
        for named in (kind.render, kind.pieces):
            if isinstance(named, kinds.Later):
                assert callable(named.function), named


def test_the_pictogram_names_are_the_drawn_pictograms():
    from generator.draw.art.pictogram_names import PICTOGRAMS as names
    from generator.draw.art.pictograms import PICTOGRAMS

    assert sorted(names) == sorted(PICTOGRAMS)


def test_a_later_side_draws_as_the_function_it_names(monkeypatch):
    made = []

    def factory(*args):
        made.append(args)
        return lambda canvas, w, h: (canvas, w, h, args)

    monkeypatch.setattr(generator, "probe_factory", factory, raising=False)
    side = kinds.Later("generator:probe_factory", "a", 1)
    assert made == []  # nothing made until it draws
    assert side("c", 2.0, 3.0) == ("c", 2.0, 3.0, ("a", 1))
    assert side("d", 1.0, 1.0) == ("d", 1.0, 1.0, ("a", 1)) and made == [("a", 1)]  # made once
    assert side != kinds.Later("generator:probe_factory", "a", 1)  # equal only to itself, as a closure


def test_colour_values_are_reportlabs():
    from reportlab.lib import colors

    from generator.model.vocab import luminance, rgb

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


def test_validating_every_game_twice_says_the_same(tmp_path):
    """validate of every game: clean, and the same words when nothing changed (whatever was kept)."""
    first = _command(tmp_path, "validate", "--components", str(ROOT / "components"))
    again = _command(tmp_path, "validate", "--components", str(ROOT / "components"))
    assert first.returncode == again.returncode == 0, first.stderr[-2000:]
    assert (again.stdout, again.stderr) == (first.stdout, first.stderr)
