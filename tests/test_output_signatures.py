"""Output files known by their signature (issue 18): a build checks that the files it keeps are on disk
as made; a file whose size, modification and change times and inode are those recorded with its
SHA-256 (once it was old enough to be settled) is not read again. Any change to a file shows."""
from __future__ import annotations

import json
import os

import generator.cli  # noqa: F401  (registers the commands before generator.build is used alone)
from generator import build as recipe
from generator import cache as build_cache
from generator.build import BuildOptions
from generator.cache import CACHE_FILE

from .conftest import replace_in


def _hashed(monkeypatch) -> list[str]:
    """The files whose bytes the build cache reads to know their SHA-256, in order."""
    read: list[str] = []
    real = build_cache.file_sha256

    def counting(path):
        read.append(str(path))
        return real(path)
    monkeypatch.setattr(build_cache, "file_sha256", counting)
    return read


def test_settled_outputs_are_known_by_their_signature(components, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "user-cache"))
    out = tmp_path / "out"
    recipe.build(components, out, ["rynek", "kolekcjonerzy"], BuildOptions(), jobs=1)
    monkeypatch.setattr(build_cache, "SETTLED_NS", 0)      # as if the files had been written long ago
    recipe.build(components, out, ["rynek", "kolekcjonerzy"], BuildOptions(), jobs=1)   # records them
    read = _hashed(monkeypatch)
    replace_in(components / "kolekcjonerzy" / "tiles.yaml", "price: 2, picture: gitara}", "price: 2, picture: lutnia}")
    result = recipe.build(components, out, ["rynek", "kolekcjonerzy"], BuildOptions(), jobs=1)
    assert "kolekcjonerzy/tiles" in result.rendered
    outputs = [p for p in read if p.startswith(str(out))]
    assert outputs == [], outputs          # rynek left alone and kolekcjonerzy's kept files: not read


def test_a_file_changed_under_its_old_times_is_made_again(components, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "user-cache"))
    monkeypatch.setattr(build_cache, "SETTLED_NS", 0)
    out = tmp_path / "out"
    recipe.build(components, out, ["rynek"], BuildOptions(), jobs=1)
    recipe.build(components, out, ["rynek"], BuildOptions(), jobs=1)
    recorded = json.loads((out / CACHE_FILE).read_text(encoding="utf-8"))["signatures"]
    assert "rynek/kit.pdf" in recorded
    rulebook = out / "rynek" / "rulebook.pdf"
    made, st = rulebook.read_bytes(), rulebook.stat()
    # the same size, and the modification time put back: the change time still tells
    rulebook.write_bytes(made[:-8] + b"%changed")
    os.utime(rulebook, ns=(st.st_atime_ns, st.st_mtime_ns))
    result = recipe.build(components, out, ["rynek"], BuildOptions(), jobs=1)
    assert rulebook.read_bytes() == made and rulebook in result.written


def test_a_file_written_just_before_the_record_is_not_known_by_its_signature(components, tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "user-cache"))
    out = tmp_path / "out"
    recipe.build(components, out, ["rynek"], BuildOptions(), jobs=1)
    recipe.build(components, out, ["rynek"], BuildOptions(), jobs=1)
    # within SETTLED_NS of their writing, a write in the same clock tick could leave their times alone
    assert json.loads((out / CACHE_FILE).read_text(encoding="utf-8"))["signatures"] == {}
