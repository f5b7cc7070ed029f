"""Games untouched by an edit are left alone: not loaded, validated or drawn (generator/build/cache/outputs.py)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import generator.cli  # noqa: F401  (registers the commands before generator.build.recipe is used alone)
from generator.build import recipe
from generator.build.recipe import BuildOptions
from generator.validate import loading
from generator.validate import run as validation

from .conftest import REPO, replace_in

GAMES = ["kolekcjonerzy", "rynek"]


@pytest.fixture
def loads(monkeypatch) -> list[str]:
    """The games loaded from their YAML files, in order."""
    seen: list[str] = []
    original = loading.load_game

    def spy(folder, findings):
        seen.append(Path(folder).name)
        return original(folder, findings)

    monkeypatch.setattr(validation, "load_game", spy)  # validation.py loads the games (load_and_validate)
    return seen


def _files(out: Path) -> dict[str, str]:
    return {e["path"]: e["sha256"] for e in json.loads((out / "manifest.json").read_text(encoding="utf-8"))}


def test_an_edit_loads_only_its_game_and_gives_the_full_builds_files(components, tmp_path, loads):
    out = tmp_path / "out"
    recipe.build(components, out, GAMES, BuildOptions())
    assert loads == GAMES
    loads.clear()
    replace_in(components / "kolekcjonerzy" / "plytki.yaml", "picture: gitara}", "picture: lutnia}")
    result = recipe.build(components, out, GAMES, BuildOptions())
    assert loads == ["kolekcjonerzy"]
    assert {o.game for o in result.outputs} == set(GAMES)
    assert [str(f) for f in result.findings.sorted()] == [
        str(f) for f in recipe.load_and_validate(components, GAMES)[1].sorted()
    ]
    assert result.titles == {"kolekcjonerzy": "Kolekcjonerzy", "rynek": "Rynek"}
    fresh = tmp_path / "fresh"
    again = recipe.build(components, fresh, GAMES, BuildOptions())
    assert _files(out) == _files(fresh)
    assert (out / "manifest.json").read_bytes() == (fresh / "manifest.json").read_bytes()
    assert [(o.game, o.filename, o.kind) for o in result.outputs] == [
        (o.game, o.filename, o.kind) for o in again.outputs
    ]


def test_a_game_whose_file_was_deleted_is_built_again(components, tmp_path, loads):
    out = tmp_path / "out"
    recipe.build(components, out, GAMES, BuildOptions())
    before = (out / "rynek" / "banknoty.pdf").read_bytes()
    (out / "rynek" / "banknoty.pdf").unlink()
    loads.clear()
    recipe.build(components, out, GAMES, BuildOptions())
    assert loads == ["rynek"]
    assert (out / "rynek" / "banknoty.pdf").read_bytes() == before


def test_other_options_build_the_game_again(components, tmp_path, loads):
    out = tmp_path / "out"
    recipe.build(components, out, ["rynek"], BuildOptions())
    loads.clear()
    recipe.build(components, out, ["rynek"], BuildOptions(duplex="short"))
    assert loads == ["rynek"]


def test_a_game_is_built_again_when_a_template_it_reads_is_added_beside_the_components(components, tmp_path, loads):
    out = tmp_path / "out"
    recipe.build(components, out, GAMES, BuildOptions())
    loads.clear()
    own = components.parent / "templates" / "rynek"
    own.mkdir(parents=True)
    bundled = REPO / "templates" / "rynek" / "rulebook.md.j2"
    (own / "rulebook.md.j2").write_text(bundled.read_text(encoding="utf-8") + "\nWłasne zdanie.\n", encoding="utf-8")
    result = recipe.build(components, out, GAMES, BuildOptions())
    assert "rynek" in loads
    assert "rynek/zasady" in result.rendered


def test_an_edit_to_one_games_template_builds_only_that_game_again(components, tmp_path, loads):
    own = components.parent / "templates" / "rynek" / "rulebook.md.j2"
    own.parent.mkdir(parents=True)
    own.write_text((REPO / "templates" / "rynek" / "rulebook.md.j2").read_text(encoding="utf-8"), encoding="utf-8")
    out = tmp_path / "out"
    recipe.build(components, out, GAMES, BuildOptions())
    loads.clear()
    own.write_text(own.read_text(encoding="utf-8") + "\nWłasne zdanie.\n", encoding="utf-8")
    recipe.build(components, out, GAMES, BuildOptions())
    assert loads == ["rynek"]
