"""drukarnia as a real package: the wheel carries components/, templates/ and schema/; an install
builds the bundled kit from an empty folder; `drukarnia init` makes a game folder that builds; a
user's templates folder falls back to the bundled templates it does not have."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from generator.cli import cli

from .conftest import REPO, replace_in

GAMES = ("art-society", "kolekcjonerzy", "przekret", "rynek")


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """The project's wheel, built from a copy of the source tree (setuptools leaves its build/ folder
    in the tree it builds: not in the checkout, where another test process may be reading)."""
    out = tmp_path_factory.mktemp("wheel")
    source = tmp_path_factory.mktemp("source") / "drukarnia"
    anywhere = shutil.ignore_patterns(".git", "*.egg-info", "__pycache__", ".pytest_cache")

    def left_out(folder: str, names: list[str]) -> set[str]:
        # setuptools' build/ and our output/ at the top only: generator/build/ is the package's own
        top = {"build", "output"} & set(names) if Path(folder) == REPO else set()
        return set(anywhere(folder, names)) | top

    shutil.copytree(REPO, source, ignore=left_out)
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--wheel-dir", str(out), str(source)],
        check=True,
        capture_output=True,
    )
    return next(out.glob("drukarnia-*.whl"))


def test_the_wheel_carries_the_bundled_data(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    for game in GAMES:
        assert f"generator/data/components/{game}/game.yaml" in names
        assert f"generator/data/templates/{game}/rulebook.md.j2" in names
    assert "generator/data/templates/_print_guide.md.j2" in names
    assert "generator/data/schema/game.schema.json" in names
    assert "generator/games/rynek/engine.py" in names
    assert not [n for n in names if n.startswith(("tests/", "components/", "templates/", "schema/"))]
    # the `drukarnia` script ends the process as the command does (generator/__main__.py: command)
    entry_points = next(n for n in names if n.endswith(".dist-info/entry_points.txt"))
    text = zipfile.ZipFile(wheel).read(entry_points).decode("utf-8")
    assert "[console_scripts]\ndrukarnia = generator.__main__:command" in text


def test_the_installed_package_builds_the_bundled_kit_from_an_empty_folder(wheel, tmp_path):
    installed = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(installed)
    empty = tmp_path / "empty"
    empty.mkdir()
    # -S: no .pth files, so the editable install of this checkout cannot answer for `generator`;
    # the dependencies come from this environment's site-packages
    path = os.pathsep.join([str(installed), sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]])
    script = (
        "import sys, generator; print(generator.__file__); from generator.cli import main; "
        "sys.argv = ['drukarnia', 'build']; main()"
    )
    run = subprocess.run(
        [sys.executable, "-S", "-c", script],
        cwd=empty,
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": path},
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.splitlines()[0] == str(installed / "generator" / "__init__.py")
    manifest = json.loads((empty / "output" / "manifest.json").read_text(encoding="utf-8"))
    assert sorted({entry["game"] for entry in manifest}) == list(GAMES)
    for game in GAMES:
        assert len(PdfReader(empty / "output" / game / "zestaw.pdf").pages) > 10
    assert sorted(p.name for p in empty.iterdir()) == ["output"]


def test_init_makes_a_game_folder_that_builds(in_tmp):
    runner = CliRunner()
    made = runner.invoke(cli, ["init", "components/moja-gra"])
    assert made.exit_code == 0, made.output
    assert made.output == (
        "created components/moja-gra/game.yaml and components/moja-gra/karty.yaml\nnext: drukarnia build moja-gra\n"
    )
    built = runner.invoke(cli, ["build", "moja-gra"])
    assert built.exit_code == 0, built.output
    cards = PdfReader(in_tmp / "output" / "moja-gra" / "karty.pdf")
    assert len(cards.pages) == 4  # guide, registration page, fronts, backs


def test_init_elsewhere_names_the_components_folder_to_build_with(in_tmp):
    made = CliRunner().invoke(cli, ["init", "gry/kostki"])
    assert made.exit_code == 0, made.output
    assert made.output.splitlines()[-1] == "next: drukarnia build kostki --components gry"
    assert CliRunner().invoke(cli, ["validate", "kostki", "--components", "gry"]).exit_code == 0


def test_init_refuses_a_folder_in_use_or_a_bad_name(in_tmp):
    (in_tmp / "components" / "gra").mkdir(parents=True)
    (in_tmp / "components" / "gra" / "x.yaml").write_text("kind: tokens\n", encoding="utf-8")
    used = CliRunner().invoke(cli, ["init", "components/gra"])
    assert used.exit_code == 2
    assert "Error: 'components/gra' exists and is not empty; give a new folder" in used.output
    bad = CliRunner().invoke(cli, ["init", "components/Moja_Gra"])
    assert bad.exit_code == 2
    assert (
        "Error: the folder's name 'Moja_Gra' is the game's id: use lower-case letters, digits and hyphens, "
        "starting with a letter (e.g. moja-gra)"
    ) in bad.output


def test_schema_without_out_writes_into_the_current_folder(in_tmp):
    result = CliRunner().invoke(cli, ["schema"])
    assert result.exit_code == 0, result.output
    assert (in_tmp / "schema" / "game.schema.json").is_file()
    assert (in_tmp / "schema" / "tokens.schema.json").is_file()


def test_a_users_templates_fall_back_to_the_bundled_ones(tmp_path, monkeypatch):
    shutil.copytree(REPO / "components" / "kolekcjonerzy", tmp_path / "components" / "kolekcjonerzy")
    own = tmp_path / "templates" / "kolekcjonerzy"
    own.mkdir(parents=True)
    # the user's own rulebook template; the print guide it includes comes from the bundled templates
    shutil.copy(REPO / "templates" / "kolekcjonerzy" / "rulebook.md.j2", own / "rulebook.md.j2")
    replace_in(
        own / "rulebook.md.j2",
        '{% include "_print_guide.md.j2" %}',
        'Nasza wersja.\n\n{% include "_print_guide.md.j2" %}',
    )
    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(cli, ["validate", "kolekcjonerzy"])
    assert result.exit_code == 0, result.output
    shutil.rmtree(tmp_path / "templates" / "kolekcjonerzy")  # nothing of its own: all bundled
    result = CliRunner().invoke(cli, ["validate", "kolekcjonerzy"])
    assert result.exit_code == 0, result.output
