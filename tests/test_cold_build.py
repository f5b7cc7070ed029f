"""The cold build's process: a build gives the objects it set aside from the collector back when it
ends, also when it fails; a game's kit and print jobs are joined as soon as its rulebook is done."""

from __future__ import annotations

import gc

import pytest

from generator.build import render as rendering
from generator.build import write as writing
from generator.build.recipe import BuildOptions, build
from generator.model.findings import FindingsError

from .conftest import COMPONENTS, replace_in


def test_a_failed_build_gives_the_objects_back_too(tmp_path, monkeypatch, components):
    monkeypatch.setenv("DRUKARNIA_CACHE_DIR", str(tmp_path / "cache"))
    replace_in(components / "kolekcjonerzy" / "plytki.yaml", "picture: gitara}", "picture: nie-ma-takiego}")
    with pytest.raises(FindingsError):
        build(components, tmp_path / "out", ["kolekcjonerzy"], BuildOptions(), jobs=1)
    assert gc.get_freeze_count() == 0


def test_a_games_kit_and_print_jobs_are_made_as_soon_as_its_rulebook_is_done(tmp_path, monkeypatch):
    """While the workers draw the other games' rulebooks, the build (otherwise waiting) joins the kit
    and print jobs of a game whose rulebook is done: the same files as joining them all at the end."""
    monkeypatch.setenv("DRUKARNIA_CACHE_DIR", str(tmp_path / "cache"))
    events = []
    real_render, real_merged = rendering.render_component, rendering.merged_files

    def render(game, name, *args, **kwargs):
        events.append(("drawn", game.id, game.components[name].kind))
        return real_render(game, name, *args, **kwargs)

    def merged(game, *args, **kwargs):
        events.append(("merged", game.id))
        return real_merged(game, *args, **kwargs)

    monkeypatch.setattr(rendering, "render_component", render)
    for module in (rendering, writing):  # joined as the rulebooks are done, or at the end
        monkeypatch.setattr(module, "merged_files", merged)
    games = ["kolekcjonerzy", "rynek"]
    result = build(COMPONENTS, tmp_path / "out", games, BuildOptions(), jobs=1)
    rulebooks = [e for e in events if e[0] == "drawn" and e[2] == "rulebook"]
    assert [e for e in events if e[0] == "merged" or e in rulebooks] == [
        ("drawn", "kolekcjonerzy", "rulebook"),
        ("merged", "kolekcjonerzy"),
        ("drawn", "rynek", "rulebook"),
        ("merged", "rynek"),
    ]
    # joined at the end instead (no rulebook drawn: the kits are made of what the folder holds)
    monkeypatch.setattr(rendering, "render_component", real_render)
    (tmp_path / "out" / "kolekcjonerzy" / "zestaw.pdf").unlink()
    (tmp_path / "out" / "rynek" / "druk").rename(tmp_path / "old-jobs")
    events.clear()
    again = build(COMPONENTS, tmp_path / "out", games, BuildOptions(), jobs=1)
    assert events == [("merged", "kolekcjonerzy"), ("merged", "rynek")]
    assert {(o.game, o.filename): o.sha256 for o in again.outputs} == {
        (o.game, o.filename): o.sha256 for o in result.outputs
    }
    for job in (tmp_path / "old-jobs").iterdir():
        assert (tmp_path / "out" / "rynek" / "druk" / job.name).read_bytes() == job.read_bytes()
