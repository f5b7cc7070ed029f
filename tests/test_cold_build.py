"""The cold build's process (issue 18): the objects alive before a build are left out of the
collector's full passes while it runs (gc.freeze) and given back when it ends, also when it fails;
the PDF reader a board reads its words back with is imported once, before the workers are forked
(Kind.lays_out_with), not once in every worker."""
from __future__ import annotations

import gc
import subprocess
import sys
import textwrap

import pytest

from generator import build as build_module
from generator.build import BuildOptions, build
from generator.findings import FindingsError

from .conftest import COMPONENTS, replace_in


def test_the_objects_alive_before_a_build_are_frozen_while_it_renders(tmp_path, monkeypatch):
    monkeypatch.setenv("DRUKARNIA_CACHE_DIR", str(tmp_path / "cache"))
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
    monkeypatch.setenv("DRUKARNIA_CACHE_DIR", str(tmp_path / "cache"))
    replace_in(components / "kolekcjonerzy" / "tiles.yaml", "picture: gitara}", "picture: nie-ma-takiego}")
    with pytest.raises(FindingsError):
        build(components, tmp_path / "out", ["kolekcjonerzy"], BuildOptions(), jobs=1)
    assert gc.get_freeze_count() == 0


WORKERS = textwrap.dedent('''
    import os, sys
    from pathlib import Path
    import generator.build as build
    from generator.core import BuildOptions

    log = Path(sys.argv[2])
    real = build._render_in_worker

    def spy(components, game_id, name, *args):
        with open(log, "a") as out:    # what this worker had before it rendered the component
            out.write(f"{os.getpid()} {name} {'pypdfium2' in sys.modules} {'pypdfium2.raw' in sys.modules}\\n")
        return real(components, game_id, name, *args)

    build._render_in_worker = spy
    build.build(Path(sys.argv[1]), Path(sys.argv[3]), ["przekret"], BuildOptions(), jobs=2)
    print(os.getpid(), "pypdfium2" in sys.modules)
''')


def test_workers_inherit_the_pdf_reader_the_boards_need(tmp_path):
    log = tmp_path / "workers.log"
    run = subprocess.run([sys.executable, "-c", WORKERS, str(COMPONENTS), str(log), str(tmp_path / "out")],
                         capture_output=True, text=True, env={"DRUKARNIA_CACHE_DIR": str(tmp_path / "cache"),
                                                              "PATH": "/usr/bin:/bin"})
    assert run.returncode == 0, run.stderr[-3000:]
    parent, imported = run.stdout.split()
    rendered = [line.split() for line in log.read_text().splitlines()]
    assert len({pid for pid, *_ in rendered}) == 2 and parent not in {pid for pid, *_ in rendered}
    assert "board" in {name for _, name, *_ in rendered}
    assert imported == "True"
    assert all(had == ["True", "True"] for _, _, *had in rendered), rendered


def test_a_games_kit_and_print_jobs_are_made_as_soon_as_its_rulebook_is_done(tmp_path, monkeypatch):
    """While the workers draw the other games' rulebooks, the build (otherwise waiting) joins the kit
    and print jobs of a game whose rulebook is done: the same files as joining them all at the end."""
    monkeypatch.setenv("DRUKARNIA_CACHE_DIR", str(tmp_path / "cache"))
    events = []
    real_render, real_merged = build_module.render_component, build_module.merged_files

    def render(game, name, *args, **kwargs):
        events.append(("drawn", game.id, game.components[name].kind))
        return real_render(game, name, *args, **kwargs)

    def merged(game, *args, **kwargs):
        events.append(("merged", game.id))
        return real_merged(game, *args, **kwargs)
    monkeypatch.setattr(build_module, "render_component", render)
    monkeypatch.setattr(build_module, "merged_files", merged)
    games = ["kolekcjonerzy", "rynek"]
    result = build(COMPONENTS, tmp_path / "out", games, BuildOptions(), jobs=1)
    rulebooks = [e for e in events if e[0] == "drawn" and e[2] == "rulebook"]
    assert [e for e in events if e[0] == "merged" or e in rulebooks] == [
        ("drawn", "kolekcjonerzy", "rulebook"), ("merged", "kolekcjonerzy"),
        ("drawn", "rynek", "rulebook"), ("merged", "rynek")]
    # joined at the end instead (no rulebook drawn: the kits are made of what the folder holds)
    monkeypatch.setattr(build_module, "render_component", real_render)
    (tmp_path / "out" / "kolekcjonerzy" / "kit.pdf").unlink()
    (tmp_path / "out" / "rynek" / "druk").rename(tmp_path / "old-jobs")
    events.clear()
    again = build(COMPONENTS, tmp_path / "out", games, BuildOptions(), jobs=1)
    assert events == [("merged", "kolekcjonerzy"), ("merged", "rynek")]
    assert {(o.game, o.filename): o.sha256 for o in again.outputs} == {(o.game, o.filename): o.sha256 for o in result.outputs}
    for job in (tmp_path / "old-jobs").iterdir():
        assert (tmp_path / "out" / "rynek" / "druk" / job.name).read_bytes() == job.read_bytes()


BOTH_ROUNDS = textwrap.dedent('''
    import os, sys
    from pathlib import Path
    import generator.build as build
    from generator.core import BuildOptions

    log = Path(sys.argv[2])
    real = build._render_in_worker

    def spy(components, game_id, name, *args):
        with open(log, "a") as out:
            out.write(f"{os.getpid()} {game_id}/{name}\\n")
        return real(components, game_id, name, *args)

    build._render_in_worker = spy
    build.build(Path(sys.argv[1]), Path(sys.argv[3]), None, BuildOptions(), jobs=2)
''')


def test_both_rounds_of_a_build_share_one_pool_of_workers(tmp_path):
    """The pieces, then the rulebooks: rendered by the same two worker processes, forked once
    (build._Workers), not by a pool per round."""
    log = tmp_path / "workers.log"
    run = subprocess.run([sys.executable, "-c", BOTH_ROUNDS, str(COMPONENTS), str(log), str(tmp_path / "out")],
                         capture_output=True, text=True, env={"DRUKARNIA_CACHE_DIR": str(tmp_path / "cache"),
                                                              "PATH": "/usr/bin:/bin"})
    assert run.returncode == 0, run.stderr[-3000:]
    rendered = [line.split() for line in log.read_text().splitlines()]
    rulebooks = {pid for pid, what in rendered if what.endswith("/rulebook")}
    pieces = {pid for pid, what in rendered if not what.endswith("/rulebook")}
    assert len(rulebooks) == 2 and rulebooks == pieces
    assert len(rendered) == len({what for _, what in rendered}) and len(rendered) > 30
