"""Output files known by their signature (generator/build/cache/outputs.py): a build keeps a file only while
it is on disk as made; a file changed by hand is made again, even when its size and modification
time were put back (the change time still tells)."""

from __future__ import annotations

import os

import generator.cli  # noqa: F401  (registers the commands before generator.build.recipe is used alone)
from generator.build import recipe
from generator.build.cache import outputs as build_cache
from generator.build.recipe import BuildOptions


def test_a_file_changed_under_its_old_times_is_made_again(components, tmp_path, monkeypatch):
    monkeypatch.setenv("DRUKARNIA_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setattr(build_cache, "SETTLED_NS", 0)  # as if the files had been written long ago
    out = tmp_path / "out"
    recipe.build(components, out, ["rynek"], BuildOptions(), jobs=1)
    recipe.build(components, out, ["rynek"], BuildOptions(), jobs=1)  # records their signatures
    rulebook = out / "rynek" / "rulebook.pdf"
    made, st = rulebook.read_bytes(), rulebook.stat()
    # the same size, and the modification time put back: the change time still tells
    rulebook.write_bytes(made[:-8] + b"%changed")
    os.utime(rulebook, ns=(st.st_atime_ns, st.st_mtime_ns))
    result = recipe.build(components, out, ["rynek"], BuildOptions(), jobs=1)
    assert rulebook.read_bytes() == made and rulebook in result.written
