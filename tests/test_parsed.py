"""Component files parsed clean before are recalled, not parsed or validated again (generator/parsed.py):
an unchanged file is not read into its model again and its kind builds no pydantic schema; an edited
file is; a record of other code or other bytes, or a corrupt one, is not used; a file with findings
says the same every time; a recalled file is named by the path it is read from now."""
from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import generator.cli  # noqa: F401  (registers the commands before generator.build is used alone)
from generator import loading, parsed, unchanged
from generator.findings import Findings

from .conftest import REPO, line_of, replace_in

GAME = "kolekcjonerzy"


@pytest.fixture(autouse=True)
def user_cache(tmp_path: Path, monkeypatch) -> Path:
    cache = tmp_path / "user-cache"
    monkeypatch.setenv("XDG_CACHE_HOME", str(cache))
    return cache


@pytest.fixture
def validations(monkeypatch) -> list[str]:
    """The model names the loader validated a document into, in order."""
    seen: list[str] = []
    original = loading.parse_model

    def spy(model, doc, findings, **options):
        seen.append(model.__name__)
        return original(model, doc, findings, **options)

    monkeypatch.setattr(loading, "parse_model", spy)
    return seen


def _load(folder: Path) -> tuple[object, list[str]]:
    findings = Findings()
    game = loading.load_game(folder, findings)
    return game, [str(f) for f in findings.sorted()]


def _picture(game, name: str) -> str:
    return next(e.picture for e in game.components["tiles"].spec.exhibits if e.name == name)


def _records(cache: Path) -> list[Path]:
    return sorted((cache / "drukarnia" / parsed.FOLDER).glob("*" + parsed.SUFFIX))


def test_an_unchanged_file_is_recalled_and_an_edited_one_parsed(components, validations, user_cache):
    first, found = _load(components / GAME)
    assert found == [] and "ExhibitTiles" in validations and "GameSpec" in validations
    assert len(_records(user_cache)) == len(first.components) + 1          # every file and game.yaml
    validations.clear()
    replace_in(components / GAME / "tiles.yaml", "picture: gitara}", "picture: lutnia}")
    again, found = _load(components / GAME)
    assert found == [] and validations == ["ExhibitTiles"]                  # only the edited file
    assert _picture(again, "GITARA") == "lutnia" and _picture(first, "GITARA") == "gitara"
    for name, component in first.components.items():                       # recalled: the same as parsed
        if name != "tiles":
            recalled = again.components[name]
            assert (recalled.kind, recalled.spec, recalled.doc.data) == (component.kind, component.spec,
                                                                        component.doc.data), name
            assert recalled.doc.positions == component.doc.positions, name
            assert recalled.doc.key_positions == component.doc.key_positions, name
    assert (again.spec, again.doc.positions) == (first.spec, first.doc.positions)


def test_a_recalled_file_is_named_by_the_path_it_is_read_from_now(components, tmp_path, validations):
    _load(components / GAME)
    moved = tmp_path / "elsewhere" / GAME
    shutil.copytree(components / GAME, moved)
    validations.clear()
    game, found = _load(moved)
    assert found == [] and validations == []
    tiles = moved / "tiles.yaml"
    assert game.components["tiles"].doc.path == tiles
    index = [e.name for e in game.components["tiles"].spec.exhibits].index("GITARA")
    where = game.components["tiles"].where("exhibits", index, "picture")
    line = line_of(tiles, "picture: gitara}")
    col = tiles.read_text(encoding="utf-8").splitlines()[line - 1].index("gitara") + 1
    assert (where.path, where.line, where.col) == (str(tiles), line, col)
    assert game.doc.path == moved / "game.yaml"


def test_a_record_of_other_code_is_not_used(components, validations, monkeypatch):
    _load(components / GAME)
    validations.clear()
    _load(components / GAME)
    assert validations == []                                                # our code: recalled
    monkeypatch.setattr(unchanged, "code_key", lambda: "other code")
    game, found = _load(components / GAME)
    assert found == [] and sorted(validations) == sorted([type(c.spec).__name__ for c in game.components.values()]
                                                         + ["GameSpec"])


@pytest.mark.parametrize("damage", ["garbage", "torn", "empty", "checksum", "not-a-pickle", "wrong-shape"])
def test_a_corrupt_record_is_a_miss(components, validations, user_cache, damage):
    clean, _ = _load(components / GAME)
    records = _records(user_cache)
    for record in records:
        blob = record.read_bytes()
        head = len(parsed.MAGIC) + 32
        payload = {"garbage": b"\x80\x05not a record",
                   "torn": blob[:len(blob) // 2],
                   "empty": b"",
                   "checksum": blob[:head] + blob[head:][::-1],
                   "not-a-pickle": parsed.MAGIC + hashlib.sha256(b"xyz").digest() + b"xyz",
                   "wrong-shape": None}[damage]
        if payload is None:   # a whole, readable record of something else than a parse
            parsed.remember(record.stem, ("not", "a document"))
        else:
            record.write_bytes(payload)
    validations.clear()
    game, found = _load(components / GAME)
    assert found == [] and len(validations) == len(records)                 # every file parsed again
    assert {n: c.spec for n, c in game.components.items()} == {n: c.spec for n, c in clean.components.items()}
    validations.clear()
    _load(components / GAME)                                                # and remembered again
    assert validations == []


def test_errors_of_an_edited_file_are_said_every_time_and_its_fix_is_recalled(components, validations):
    _load(components / GAME)
    tiles = components / GAME / "tiles.yaml"
    replace_in(tiles, "price: 2, picture: gitara}", "price: '2', picture: gitara}")
    line = line_of(tiles, "picture: gitara}")
    expected = [f"{tiles}:{line}:27: error: 'exhibits[11].price': expected an integer, received '2' "
                "[schema.int-type]"]
    for _ in range(2):                                                      # a file with findings is not kept
        validations.clear()
        game, found = _load(components / GAME)
        assert (found, validations, "tiles" in game.components) == (expected, ["ExhibitTiles"], False)
    replace_in(tiles, "price: '2', picture: gitara}", "price: 2, picture: gitara}")
    validations.clear()
    game, found = _load(components / GAME)
    assert (found, validations) == ([], [])                                  # the bytes parsed clean before


def test_a_file_with_a_yaml_error_leaves_no_record(components, user_cache, validations):
    _load(components / GAME)
    before = set(_records(user_cache))
    assert len(before) == 11
    replace_in(components / GAME / "tiles.yaml", "kind: exhibit-tiles", "kind: [exhibit-tiles")
    _, found = _load(components / GAME)
    assert len(found) == 1 and found[0].endswith("[yaml.syntax]")
    assert set(_records(user_cache)) == before


PROBE = r"""
import atexit, json, runpy, sys
def report():
    from generator.model import Model
    def every(cls):
        for sub in cls.__subclasses__():
            yield sub
            yield from every(sub)
    built = sorted({f"{c.__module__}.{c.__qualname__}" for c in every(Model) if c.__pydantic_complete__})
    with open(REPORT, "w") as handle:
        json.dump({"built": built, "modules": sorted(sys.modules)}, handle)
atexit.register(report)
sys.argv = ["drukarnia", *json.loads(sys.argv[1])]
runpy.run_module("generator.cli", run_name="__main__", alter_sys=True)
"""


def test_validate_after_a_tile_edit_builds_only_the_edited_kinds_schema(components, tmp_path, user_cache):
    """A real `validate` in a new process: the board (loaded, checked, unchanged) builds no validator."""
    env = {**os.environ, "XDG_CACHE_HOME": str(user_cache), "PYTHONPATH": str(REPO)}
    report = tmp_path / "report.json"

    def validate() -> dict:
        run = subprocess.run([sys.executable, "-c", PROBE.replace("REPORT", repr(str(report))),
                              json.dumps(["validate", GAME, "--components", str(components)])],
                             cwd=tmp_path, env=env, capture_output=True, text=True, timeout=600)
        assert run.returncode == 0, run.stdout + run.stderr[-3000:]
        assert "ok: Kolekcjonerzy" in run.stdout
        return json.loads(report.read_text())

    first = validate()
    assert "generator.kinds.board.model.Board" in first["built"]            # parsed: validated
    replace_in(components / GAME / "tiles.yaml", "picture: gitara}", "picture: lutnia}")
    after = validate()
    assert "generator.kinds.board.model" in after["modules"]                # the board was loaded and checked
    assert "generator.kinds.board.model.Board" not in after["built"]        # but not validated again
    assert "generator.games.kolekcjonerzy.exhibit_tiles.ExhibitTiles" in after["built"]
    assert "generator.project.GameSpec" not in after["built"]


def test_a_cache_folder_that_cannot_be_written_only_means_parsing_again(components, tmp_path, validations,
                                                                       monkeypatch):
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the cache folder would be")
    monkeypatch.setenv("XDG_CACHE_HOME", str(blocked))
    for _ in range(2):
        validations.clear()
        game, found = _load(components / GAME)
        assert found == [] and len(validations) == len(game.components) + 1
    assert blocked.read_text() == "a file where the cache folder would be"


def test_the_records_used_last_are_kept(components, user_cache, validations, monkeypatch):
    """Pruning goes by last use, not by age: files recalled on every run outlive the edits' records."""
    monkeypatch.setattr(parsed, "KEEP", 12)
    tiles = components / GAME / "tiles.yaml"
    _load(components / GAME)
    folder = user_cache / "drukarnia" / parsed.FOLDER
    first_tiles = folder / (parsed.key("component", tiles.read_bytes()) + parsed.SUFFIX)
    for i, record in enumerate(_records(user_cache)):        # written long ago, the first tiles.yaml last
        os.utime(record, (1000 + i, 2000 if record == first_tiles else 1000 + i))
    for before, after in (("gitara", "lutnia"), ("lutnia", "lampa")):   # two edits: 13 records, one too many
        replace_in(tiles, f"GITARA, price: 2, picture: {before}}}", f"GITARA, price: 2, picture: {after}}}")
        _load(components / GAME)
    assert len(_records(user_cache)) == 12 and not first_tiles.exists()
    validations.clear()
    _load(components / GAME)
    assert validations == []
