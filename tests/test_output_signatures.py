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
    rulebook = out / "rynek" / "zasady.pdf"
    made, st = rulebook.read_bytes(), rulebook.stat()
    # the same size, and the modification time put back: the change time still tells
    rulebook.write_bytes(made[:-8] + b"%changed")
    os.utime(rulebook, ns=(st.st_atime_ns, st.st_mtime_ns))
    result = recipe.build(components, out, ["rynek"], BuildOptions(), jobs=1)
    assert rulebook.read_bytes() == made and rulebook in result.written


def test_a_file_an_earlier_build_made_and_this_one_does_not_is_removed(components, tmp_path, monkeypatch):
    """A print job renamed or merged away since the last build does not stay beside the new ones: the
    build removes what the last manifest listed for a game it builds and no longer makes, and nothing
    else (a file of the user's, a game not built in this run)."""
    import json
    import subprocess
    import sys

    monkeypatch.setenv("DRUKARNIA_CACHE_DIR", str(tmp_path / "cache"))
    out = tmp_path / "out"
    recipe.build(components, out, ["rynek", "przekret"], BuildOptions(), jobs=1)
    manifest = out / "manifest.json"
    entries = json.loads(manifest.read_text(encoding="utf-8"))
    old_job = out / "rynek" / "druk" / "papier-dwustronnie-krotka-krawedz.pdf"  # a job earlier builds made
    old_job.write_bytes(b"%PDF-1.7 old job\n")
    entries.append({"game": "rynek", "component": "", "kind": "print-job", "path": "rynek/druk/" + old_job.name})
    mine = out / "rynek" / "moje-notatki.txt"  # never listed: the user's
    mine.write_text("notatki", encoding="utf-8")
    manifest.write_text(json.dumps(entries), encoding="utf-8")
    result = recipe.build(components, out, ["rynek"], BuildOptions(), jobs=1)
    assert result.removed == [old_job] and not old_job.exists()
    assert mine.read_text(encoding="utf-8") == "notatki" and (out / "przekret" / "zasady.pdf").is_file()
    listed = {e["path"] for e in json.loads(manifest.read_text(encoding="utf-8"))}
    assert "rynek/druk/" + old_job.name not in listed and "przekret/zasady.pdf" in listed
    # the terminal says so
    old_job.write_bytes(b"%PDF-1.7 old job\n")
    manifest.write_text(json.dumps(entries), encoding="utf-8")
    run = subprocess.run(
        [sys.executable, "-m", "generator", "build", "rynek", "--components", str(components), "--out", str(out)],
        capture_output=True,
        text=True,
        env={**os.environ, "DRUKARNIA_CACHE_DIR": str(tmp_path / "cache")},
    )
    assert run.returncode == 0, run.stderr
    assert "1 file an earlier build made and this one no longer makes was removed" in run.stdout + run.stderr
    assert not old_job.exists()
