"""The cold build's process (issue 18): the objects alive before a build are left out of the
collector's full passes while it runs (gc.freeze) and given back when it ends, also when it fails."""
from __future__ import annotations

import gc

import pytest

from generator import build as build_module
from generator.build import BuildOptions, build
from generator.findings import FindingsError

from .conftest import COMPONENTS, replace_in


def test_the_objects_alive_before_a_build_are_frozen_while_it_renders(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    assert gc.get_freeze_count() == 0
    seen = []
    real = build_module.render_component

    def spy(game, name, *args, **kwargs):
        seen.append((gc.get_freeze_count(), len(gc.get_objects())))
        return real(game, name, *args, **kwargs)
    monkeypatch.setattr(build_module, "render_component", spy)
    build(COMPONENTS, tmp_path / "out", ["kolekcjonerzy"], BuildOptions(), jobs=1)
    assert seen and all(frozen > 10_000 for frozen, _ in seen)
    assert all(frozen > tracked for frozen, tracked in seen)   # most objects: out of the full passes
    assert gc.get_freeze_count() == 0                           # given back to the collector


def test_a_failed_build_gives_the_objects_back_too(tmp_path, monkeypatch, components):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    replace_in(components / "kolekcjonerzy" / "tiles.yaml", "picture: gitara}", "picture: nie-ma-takiego}")
    with pytest.raises(FindingsError):
        build(components, tmp_path / "out", ["kolekcjonerzy"], BuildOptions(), jobs=1)
    assert gc.get_freeze_count() == 0
