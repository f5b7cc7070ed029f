"""The one cache (generator/build/cache): a stale file is never served, whatever input changes; the cache
folder is where DRUKARNIA_CACHE_DIR says, --no-cache leaves it alone, a broken one never breaks a
command, and pruning keeps it within its limit."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from generator.build.cache import FORMAT
from tests.conftest import COMPONENTS, REPO, replace_in

GAME = "kolekcjonerzy"


def drukarnia(*args: str, cache: Path, cwd: Path | None = None, **env: str) -> subprocess.CompletedProcess:
    """The drukarnia command as a user runs it (the no-change fast path included)."""
    return subprocess.run(
        [sys.executable, "-m", "generator", *args],
        capture_output=True,
        text=True,
        cwd=cwd or REPO,
        env={**os.environ, "DRUKARNIA_CACHE_DIR": str(cache), **env},
    )


def files(out: Path) -> dict[str, str]:
    """Every file of the manifest by its SHA-256 (what a user prints)."""
    return {e["path"]: e["sha256"] for e in json.loads((out / "manifest.json").read_text(encoding="utf-8"))}


@pytest.fixture
def kit(tmp_path: Path) -> Path:
    """A components folder with a templates folder beside it, as a user's own copy of the kit has."""
    shutil.copytree(COMPONENTS, tmp_path / "components")
    shutil.copytree(REPO / "templates", tmp_path / "templates")
    return tmp_path


def _edit_tile(root: Path) -> list[str]:
    replace_in(root / "components" / GAME / "plytki.yaml", "picture: gitara}", "picture: lutnia}")
    return []


def _edit_game(root: Path) -> list[str]:
    text = (root / "components" / GAME / "game.yaml").read_text(encoding="utf-8")
    title = next(line for line in text.splitlines() if line.startswith("title:"))
    replace_in(root / "components" / GAME / "game.yaml", title, title.rstrip() + " Plus")
    return []


def _edit_template(root: Path) -> list[str]:
    path = root / "templates" / GAME / "rulebook.md.j2"
    path.write_text(path.read_text(encoding="utf-8") + "\nJeszcze jedno zdanie na końcu zasad.\n", encoding="utf-8")
    return []


def _new_template(root: Path) -> list[str]:
    """A template the folder beside did not have (the bundled one was used): now it is the user's."""
    shutil.rmtree(root / "templates")
    first = drukarnia(
        "build", GAME, "--components", str(root / "components"), "--out", str(root / "out"), cache=root / "cache"
    )
    assert first.returncode == 0, first.stderr
    (root / "templates" / GAME).mkdir(parents=True)
    source = (REPO / "templates" / GAME / "rulebook.md.j2").read_text(encoding="utf-8")
    (root / "templates" / GAME / "rulebook.md.j2").write_text(
        source + "\nZdanie z własnego szablonu.\n", encoding="utf-8"
    )
    return []


def _option(root: Path) -> list[str]:
    return ["--paper", "letter"]


@pytest.mark.parametrize(
    "edit",
    [_edit_tile, _edit_game, _edit_template, _new_template, _option],
    ids=["component", "game.yaml", "template", "template-added", "option"],
)
def test_a_rebuild_after_any_edit_gives_what_a_build_without_cache_gives(kit, edit):
    out, cache = kit / "out", kit / "cache"
    build = ["build", GAME, "--components", str(kit / "components")]
    first = drukarnia(*build, "--out", str(out), cache=cache)
    assert first.returncode == 0, first.stderr
    before = files(out)
    extra = edit(kit)
    before = files(out)
    again = drukarnia(*build, *extra, "--out", str(out), cache=cache)
    assert again.returncode == 0, again.stderr
    fresh = drukarnia(*build, *extra, "--out", str(kit / "fresh"), "--no-cache", cache=kit / "unused")
    assert fresh.returncode == 0, fresh.stderr
    assert files(out) == files(kit / "fresh")
    assert files(out) != before
    # --no-cache: nothing recorded (compiled.py, installed before the command line is read, is on
    # its way out: issue 35, point 1)
    assert not [p for p in (kit / "unused").rglob("*") if p.is_file() and "compiled" not in p.parts]


@pytest.mark.parametrize("change", ["edited", "added"])
def test_an_image_edited_or_added_is_drawn_again(tmp_path, change):
    from tests.test_images import BLEED_DECK, art, deck

    components = deck(tmp_path, BLEED_DECK)
    out, cache = tmp_path / "out", tmp_path / "cache"
    build = ["build", "--components", str(components)]
    first = drukarnia(*build, "--out", str(out), cache=cache)
    assert first.returncode == 0, first.stderr
    before = files(out)
    art(components / "talia", "art/02.png" if change == "edited" else "art/04.png", "#0000aa")
    again = drukarnia(*build, "--out", str(out), cache=cache)
    fresh = drukarnia(*build, "--out", str(tmp_path / "fresh"), "--no-cache", cache=cache)
    assert again.returncode == 0 and fresh.returncode == 0, again.stderr + fresh.stderr
    assert files(out) != before
    assert files(out) == files(tmp_path / "fresh")


def test_nothing_changed_touches_no_file_and_the_cache_is_where_it_is_told(kit):
    out, cache = kit / "out", kit / "cache"
    build = ["build", GAME, "--components", str(kit / "components"), "--out", str(out)]
    assert drukarnia(*build, cache=cache, XDG_CACHE_HOME=str(kit / "xdg")).returncode == 0
    assert any(p.is_file() for p in cache.rglob("*"))
    assert not (kit / "xdg" / "drukarnia" / f"v{FORMAT}").exists()
    times = {p: p.stat().st_mtime_ns for p in out.rglob("*") if p.is_file()}
    again = drukarnia(*build, cache=cache)
    assert again.returncode == 0 and "0 new or changed" in again.stdout
    assert {p: p.stat().st_mtime_ns for p in out.rglob("*") if p.is_file()} == times


def test_an_edit_draws_only_what_it_changed(kit):
    out, cache = kit / "out", kit / "cache"
    build = ["build", "--components", str(kit / "components"), "--out", str(out)]
    assert drukarnia(*build, cache=cache).returncode == 0
    _edit_tile(kit)
    again = drukarnia(*build, cache=cache)
    assert again.returncode == 0, again.stderr
    drawn = (
        int(again.stdout.rsplit(" components drawn", 1)[0].rsplit(" ", 1)[1])
        if " components drawn" in again.stdout
        else 1
    )
    assert 0 < drawn < 8, again.stdout


def test_without_the_cache_the_platforms_folder_is_used(kit):
    """No DRUKARNIA_CACHE_DIR: the platform's user cache folder (XDG_CACHE_HOME here) holds it."""
    env = {k: v for k, v in os.environ.items() if k != "DRUKARNIA_CACHE_DIR"}
    env["XDG_CACHE_HOME"] = str(kit / "xdg")
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "generator",
            "build",
            GAME,
            "--components",
            str(kit / "components"),
            "--out",
            str(kit / "out"),
        ],
        capture_output=True,
        text=True,
        cwd=REPO,
        env=env,
    )
    assert done.returncode == 0, done.stderr
    assert any(p.is_file() for p in (kit / "xdg" / "drukarnia").rglob("*"))


@pytest.mark.parametrize("command", [["build", GAME], ["validate", GAME]])
def test_a_cache_folder_that_is_a_file_never_breaks_a_command(kit, command):
    blocker = kit / "cache"
    blocker.write_text("not a folder", encoding="utf-8")
    args = [*command, "--components", str(kit / "components")] + (
        ["--out", str(kit / "out")] if command[0] == "build" else []
    )
    for _ in range(2):
        done = drukarnia(*args, cache=blocker)
        assert done.returncode == 0, done.stderr
        assert "Traceback" not in done.stderr
    assert blocker.read_text(encoding="utf-8") == "not a folder"


def test_a_damaged_record_is_a_miss_not_a_stale_file(kit):
    out, cache = kit / "out", kit / "cache"
    build = ["build", GAME, "--components", str(kit / "components"), "--out", str(out)]
    assert drukarnia(*build, cache=cache).returncode == 0
    for record in cache.rglob("*"):
        if record.is_file():
            record.write_bytes(record.read_bytes()[: len(record.read_bytes()) // 2])
    _edit_tile(kit)
    again = drukarnia(*build, cache=cache)
    assert again.returncode == 0, again.stderr
    fresh = drukarnia(*build[:-1], str(kit / "fresh"), "--no-cache", cache=cache)
    assert fresh.returncode == 0, fresh.stderr
    assert files(out) == files(kit / "fresh")


def test_pruning_keeps_the_limit_and_what_was_used_last(tmp_path, monkeypatch):
    from generator.build import cache

    monkeypatch.setenv("DRUKARNIA_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("DRUKARNIA_CACHE_MB", str(20_000 / 1024 / 1024))  # 20 000 bytes
    cache.put("test", "kept", b"x" * 1000)
    for i in range(60):
        cache.put("test", f"record {i}", b"y" * 1000)
        assert cache.get("test", "kept") == b"x" * 1000  # used now: among the last to go
    cache.prune()
    total = sum(p.stat().st_size for p in (tmp_path / "cache").rglob("*") if p.is_file())
    assert total <= 20_000
    assert cache.get("test", "record 59") == b"y" * 1000
    assert cache.get("test", "record 0") is None


def test_no_cache_turns_every_store_off(tmp_path, monkeypatch):
    from generator.build import cache

    monkeypatch.setenv("DRUKARNIA_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("DRUKARNIA_NO_CACHE", "1")
    cache.put("test", "a", b"1")
    assert cache.get("test", "a") is None
    assert not (tmp_path / "cache").exists()
    monkeypatch.setenv("DRUKARNIA_NO_CACHE", "parsed")  # one store off, the others on
    cache.put("test", "a", b"1")
    assert cache.get("test", "a") == b"1"
    cache.put("parsed", "a", b"1")
    assert cache.get("parsed", "a") is None


def test_an_edit_saved_while_a_build_runs_is_built_by_the_next_one(kit):
    """An editor's save that lands while a build draws (after the build read the file) must not be
    recorded as built: the next build draws it and gives what a build without the cache gives."""
    out, cache = kit / "out", kit / "cache"
    build = ["build", GAME, "--components", str(kit / "components"), "--jobs", "1"]
    process = subprocess.Popen(
        [sys.executable, "-m", "generator", *build, "--out", str(out)],
        cwd=REPO,
        env={**os.environ, "DRUKARNIA_CACHE_DIR": str(cache), "DRUKARNIA_TEST_PAUSE_AT": "rendering"},
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    said = []
    for line in process.stderr:  # the data is read and checked; the first PDF is about to be drawn
        if line == "drukarnia-test: paused at rendering\n":
            break
        said.append(line)
    else:
        raise AssertionError(f"never paused: {''.join(said)}")
    _edit_tile(kit)  # saved now: this build goes on with what it read before
    _, err = process.communicate(timeout=600)  # standard input closed: the build goes on
    assert process.returncode == 0, err
    again = drukarnia(*build, "--out", str(out), cache=cache)
    assert again.returncode == 0, again.stderr
    fresh = drukarnia(*build, "--out", str(kit / "fresh"), "--no-cache", cache=kit / "unused")
    assert fresh.returncode == 0, fresh.stderr
    assert files(out) == files(kit / "fresh")


def test_a_sibling_whose_kind_changed_is_not_a_fresh_record():
    """A renderer picks siblings by their kind (pionki asks which components take guests) without that
    counting as reading their data: a component whose kind changed makes every record of its game stale."""
    from dataclasses import replace

    from generator.build.cache.outputs import component_key
    from generator.model.core import BuildOptions
    from generator.model.findings import Findings
    from generator.validate.loading import load_project

    game = load_project(COMPONENTS, [GAME], Findings()).games[GAME]
    options = BuildOptions()
    before = component_key(game, "pionki", options, [])
    changed = dict(game.components)
    changed["zetony"] = replace(changed["zetony"], kind="exhibit-tiles")
    assert component_key(replace(game, components=changed), "pionki", options, []) != before
    assert component_key(replace(game, components=dict(game.components)), "pionki", options, []) == before
