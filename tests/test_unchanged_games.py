"""Games untouched by an edit are left alone: not loaded, validated or drawn (generator/unchanged.py)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import generator.cli  # noqa: F401  (registers the commands before generator.build is used alone)
from generator import build as recipe, loading, unchanged, validation
from generator.build import BuildOptions

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

    monkeypatch.setattr(validation, "load_game", spy)     # validation.py loads the games (load_and_validate)
    return seen


def _files(out: Path) -> dict[str, str]:
    return {e["path"]: e["sha256"] for e in json.loads((out / "manifest.json").read_text(encoding="utf-8"))}


def test_an_edit_loads_only_its_game_and_gives_the_full_builds_files(components, tmp_path, loads):
    out = tmp_path / "out"
    recipe.build(components, out, GAMES, BuildOptions())
    assert loads == GAMES
    loads.clear()
    replace_in(components / "kolekcjonerzy" / "tiles.yaml", "picture: gitara}", "picture: lutnia}")
    result = recipe.build(components, out, GAMES, BuildOptions())
    assert loads == ["kolekcjonerzy"]
    assert {o.game for o in result.outputs} == set(GAMES)
    assert [str(f) for f in result.findings.sorted()] == [str(f) for f in recipe.load_and_validate(
        components, GAMES)[1].sorted()]
    assert result.titles == {"kolekcjonerzy": "Kolekcjonerzy", "rynek": "Rynek"}
    fresh = tmp_path / "fresh"
    again = recipe.build(components, fresh, GAMES, BuildOptions())
    assert _files(out) == _files(fresh)
    assert (out / "manifest.json").read_bytes() == (fresh / "manifest.json").read_bytes()
    assert [(o.game, o.filename, o.kind) for o in result.outputs] == [(o.game, o.filename, o.kind)
                                                                     for o in again.outputs]


def test_a_game_whose_file_was_deleted_is_built_again(components, tmp_path, loads):
    out = tmp_path / "out"
    recipe.build(components, out, GAMES, BuildOptions())
    before = (out / "rynek" / "money.pdf").read_bytes()
    (out / "rynek" / "money.pdf").unlink()
    loads.clear()
    recipe.build(components, out, GAMES, BuildOptions())
    assert loads == ["rynek"]
    assert (out / "rynek" / "money.pdf").read_bytes() == before


def test_other_options_build_the_game_again(components, tmp_path, loads):
    out = tmp_path / "out"
    recipe.build(components, out, ["rynek"], BuildOptions())
    loads.clear()
    recipe.build(components, out, ["rynek"], BuildOptions(duplex="short"))
    assert loads == ["rynek"]


def test_game_key_follows_every_input(components, tmp_path, monkeypatch):
    key = unchanged.game_key(components, "rynek")
    assert unchanged.game_key(components, "rynek") == key
    assert unchanged.game_key(components, "rynek", "other options") != key
    assert unchanged.game_key(components, "kolekcjonerzy") != key
    (components / "rynek" / "notes.txt").write_text("a file the game may name", encoding="utf-8")
    assert unchanged.game_key(components, "rynek") != key
    key = unchanged.game_key(components, "rynek")
    own_templates = components.parent / "templates" / "rulebook"
    own_templates.mkdir(parents=True)
    (own_templates / "extra.md.j2").write_text("x", encoding="utf-8")
    assert unchanged.game_key(components, "rynek") != key
    key = unchanged.game_key(components, "rynek")
    replace_in(components / "kolekcjonerzy" / "tiles.yaml", "picture: gitara}", "picture: lutnia}")
    assert unchanged.game_key(components, "rynek") == key      # another game's edit
    monkeypatch.chdir(tmp_path)                               # findings print paths relative to here
    assert unchanged.game_key(components, "rynek") != key


def _validate(components: Path, cache: Path, *games: str) -> subprocess.CompletedProcess:
    """`drukarnia validate` through the ordinary command line (never a replayed answer), with a
    print of the games it loaded."""
    script = ("import sys; from generator import cli, validation, loading\n"
              "seen = []\n"
              "def spy(folder, findings):\n"
              "    seen.append(folder.name); return loading.load_game(folder, findings)\n"
              "validation.load_game = spy\n"
              "try:\n    cli.main()\nfinally:\n    print('loaded:', *seen, file=sys.stderr)\n")
    env = {**os.environ, "XDG_CACHE_HOME": str(cache), "PYTHONPATH": str(REPO)}
    return subprocess.run([sys.executable, "-c", script, "validate", "--components", str(components), *games],
                          capture_output=True, text=True, env=env, cwd=components.parent)


def test_validate_checks_again_only_the_edited_game(components, tmp_path):
    cache = tmp_path / "cache"
    first = _validate(components, cache, *GAMES)
    assert first.returncode == 0, first.stderr
    assert first.stderr.splitlines()[-1] == "loaded: kolekcjonerzy rynek"
    second = _validate(components, cache, *GAMES)
    assert second.stderr.splitlines()[-1] == "loaded:"
    assert second.stdout == first.stdout
    assert "0 errors, 3 notices" in second.stdout and "ok: Kolekcjonerzy, Rynek" in second.stdout
    replace_in(components / "rynek" / "cards.yaml", "kind:", "kind: nonsense\nx:")
    broken = _validate(components, cache, *GAMES)
    assert broken.returncode == 1
    assert broken.stderr.splitlines()[-1] == "loaded: rynek"
    assert "error:" in broken.stdout and "kolekcjonerzy/tiles.yaml:51:11: notice:" in broken.stdout


def test_a_cache_folder_that_cannot_be_written_only_means_validating_again(components, tmp_path):
    cache = tmp_path / "cache"
    cache.write_text("a file where the folder would be", encoding="utf-8")
    for _ in range(2):
        run = _validate(components, cache, "rynek")
        assert run.returncode == 0, run.stderr
        assert run.stderr.splitlines()[-1] == "loaded: rynek"


def test_a_damaged_record_is_not_believed(components, tmp_path):
    cache = tmp_path / "cache"
    _validate(components, cache, "rynek")
    (record,) = [p for p in (cache / "drukarnia" / "validated").iterdir() if not p.name.startswith("check-")]
    record.write_text('{"format": 1, "title": "Rynek", "notices": [{"path": 3}]}', encoding="utf-8")
    run = _validate(components, cache, "rynek")
    assert run.returncode == 0 and run.stderr.splitlines()[-1] == "loaded: rynek"


def test_build_after_validate_does_not_check_again(components, tmp_path, monkeypatch):
    """`drukarnia validate` then `drukarnia build` of the same files: the build takes the validation."""
    cache = tmp_path / "cache"
    assert _validate(components, cache, "rynek").returncode == 0
    monkeypatch.setenv("XDG_CACHE_HOME", str(cache))
    monkeypatch.chdir(components.parent)       # where validate ran: findings print paths from here
    checked: list[str] = []
    original = validation.validate_game

    def spy(game, *args, **kwargs):
        checked.append(game.id)
        return original(game, *args, **kwargs)
    monkeypatch.setattr(validation, "validate_game", spy)
    result = recipe.build(components, tmp_path / "out", ["rynek"], BuildOptions())
    assert checked == []
    assert len(result.findings.notices) == 2
    replace_in(components / "rynek" / "cards.yaml", "kind:", "# a comment changes the file\nkind:")
    recipe.build(components, tmp_path / "out", ["rynek"], BuildOptions())
    assert checked == ["rynek"]


def test_the_interpreter_counts_by_what_it_is_not_by_its_name(components, tmp_path, monkeypatch):
    """`drukarnia` (python3.11) and `python -m generator` (python) are one interpreter: same key."""
    key = unchanged.game_key(components, "rynek")
    link = tmp_path / "python-by-another-name"
    link.symlink_to(os.path.realpath(sys.executable))
    monkeypatch.setattr(sys, "executable", str(link))
    unchanged.code_key.cache_clear()
    try:
        assert unchanged.game_key(components, "rynek") == key
        monkeypatch.setattr(sys, "version", sys.version + " (another build)")
        unchanged.code_key.cache_clear()
        assert unchanged.game_key(components, "rynek") != key
    finally:
        unchanged.code_key.cache_clear()


def test_records_beyond_the_limit_go_oldest_first_and_the_folder_is_listed_once_below_it(tmp_path, monkeypatch):
    """unchanged.store/prune: the `keep` newest records stay, the one just written among them; while this
    run has counted fewer than `keep`, writing one more does not list the folder again."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    folder = tmp_path / "drukarnia" / "records"
    folder.mkdir(parents=True)
    for i in range(3):                       # left by earlier runs, oldest first
        (folder / f"old-{i}.rec").write_bytes(b"old")
        os.utime(folder / f"old-{i}.rec", (1000 + i, 1000 + i))
    (folder / "note.txt").write_text("not a record")
    listed = []
    real = os.listdir
    monkeypatch.setattr(unchanged.os, "listdir", lambda path: (listed.append(path), real(path))[1])
    for i in range(3):                       # 3 + 3 records, up to the limit: listed once
        unchanged.store("records", f"new-{i}.rec", b"new", keep=6, suffix=".rec")
    assert len(listed) == 1 and len(list(folder.glob("*.rec"))) == 6
    for i in range(3, 5):                    # past it: listed each time, the oldest go
        unchanged.store("records", f"new-{i}.rec", b"new", keep=6, suffix=".rec")
    assert len(listed) == 3
    assert sorted(p.name for p in folder.iterdir()) == ["new-0.rec", "new-1.rec", "new-2.rec", "new-3.rec",
                                                        "new-4.rec", "note.txt", "old-2.rec"]
