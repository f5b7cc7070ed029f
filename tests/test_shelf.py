"""Builds into other folders and previews give the very files a build makes: a build into a new
folder gives the first folder's files byte for byte, and `drukarnia preview` draws each file once,
as a build writes it. (The shelf that copied files between folders is gone: generator/build/cache.)"""

from __future__ import annotations

import json
from pathlib import Path

import generator.cli  # noqa: F401  (registers the commands before generator.build.recipe is used alone)
from generator.build import recipe
from generator.build import render as rendering
from generator.build.recipe import BuildOptions
from generator.validate import run as validation

GAMES = ["kolekcjonerzy", "rynek"]


def _files(out: Path) -> dict[str, str]:
    return {e["path"]: e["sha256"] for e in json.loads((out / "manifest.json").read_text(encoding="utf-8"))}


def test_a_build_into_another_folder_gives_the_same_files(components, tmp_path):
    first = recipe.build(components, tmp_path / "one", GAMES, BuildOptions(), jobs=1)
    assert sorted(first.rendered) == sorted(
        {f"{o.game}/{o.component}" for o in first.outputs if o.kind not in ("kit", "print-job")}
    )
    recipe.build(components, tmp_path / "two", GAMES, BuildOptions(), jobs=1)
    assert _files(tmp_path / "two") == _files(tmp_path / "one")
    for path in _files(tmp_path / "one"):
        assert (tmp_path / "two" / path).read_bytes() == (tmp_path / "one" / path).read_bytes(), path
    assert (tmp_path / "two" / "manifest.json").read_bytes() == (tmp_path / "one" / "manifest.json").read_bytes()


def _refuse(*args, **kwargs):
    raise AssertionError("drawn again")


def test_a_preview_draws_each_file_once_and_shows_what_a_build_writes(components, tmp_path, monkeypatch):
    """`drukarnia preview` (build.render): every piece drawn once, the rulebook handed them as a
    build hands them (it used to draw them all a second time), each file byte for byte the build's."""
    import generator.rulebook as rulebook
    from generator.draw.kinds import KINDS

    project, _ = validation.load_and_validate(components, ["kolekcjonerzy"])
    game = project.games["kolekcjonerzy"]
    drawn: list[str] = []
    real = rendering.render_component

    def counting(game, name, *args, **kwargs):
        drawn.append(name)
        return real(game, name, *args, **kwargs)

    with monkeypatch.context() as patched:
        patched.setattr(rendering, "render_component", counting)
        patched.setattr(rulebook, "sibling_outputs", _refuse)  # (what a rulebook not handed its kit draws)
        made = rendering.render(project, BuildOptions())
    assert sorted(drawn) == sorted([n for n, c in game.components.items() if KINDS[c.kind].render is not None])
    assert any(KINDS[game.components[n].kind].takes_kit for n in drawn)
    out = tmp_path / "out"
    recipe.build(components, out, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    assert sorted(o.filename for o in made) == sorted(
        e["path"].split("/", 1)[1] for e in manifest if e["kind"] not in ("kit", "print-job")
    )
    for output in made:
        assert output.data == (out / "kolekcjonerzy" / output.filename).read_bytes(), output.filename
