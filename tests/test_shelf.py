"""The shelf (generator/shelf.py): a build into a new or emptied folder, or after an edit undone, takes
the files an earlier build made of the same inputs from the user's cache folder, byte for byte, and
draws only what changed. Its records are checked (a torn one is drawn again) and kept within budget."""
from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import generator.cli  # noqa: F401  (registers the commands before generator.build is used alone)
from generator import build as recipe
from generator import jobs, kit, shelf, validation
from generator.build import BuildOptions
from generator.layout.imposition import PAPERS

from .conftest import replace_in

GAMES = ["kolekcjonerzy", "rynek"]


@pytest.fixture
def shelved(tmp_path, monkeypatch) -> Path:
    """A user cache folder of this test's own, with the shelf on."""
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "user-cache"))
    monkeypatch.setenv("DRUKARNIA_SHELF_MB", "512")
    return tmp_path / "user-cache" / "drukarnia" / shelf.FOLDER


def _files(out: Path) -> dict[str, str]:
    return {e["path"]: e["sha256"] for e in json.loads((out / "manifest.json").read_text(encoding="utf-8"))}


def _no_merging(monkeypatch) -> None:
    def refuse(*args, **kwargs):
        raise AssertionError("merged again")
    monkeypatch.setattr(kit, "_kit", refuse)
    monkeypatch.setattr(jobs, "_merge", refuse)


def test_a_build_into_a_new_folder_takes_every_file_off_the_shelf(components, tmp_path, shelved, monkeypatch):
    first = recipe.build(components, tmp_path / "one", GAMES, BuildOptions(), jobs=1)
    assert first.shelved == []
    assert sorted(first.rendered) == sorted({f"{o.game}/{o.component}" for o in first.outputs
                                             if o.kind not in ("kit", "print-job")})
    _no_merging(monkeypatch)

    def refuse(*args, **kwargs):
        raise AssertionError("loaded")
    monkeypatch.setattr(validation, "load_game", refuse)      # whole games come off the shelf
    second = recipe.build(components, tmp_path / "two", GAMES, BuildOptions(), jobs=1)
    assert second.rendered == []
    assert sorted(second.shelved) == sorted(first.rendered)
    assert _files(tmp_path / "two") == _files(tmp_path / "one")
    for path in _files(tmp_path / "one"):
        assert (tmp_path / "two" / path).read_bytes() == (tmp_path / "one" / path).read_bytes(), path
    assert (tmp_path / "two" / "manifest.json").read_bytes() == (tmp_path / "one" / "manifest.json").read_bytes()


def test_an_edit_draws_what_it_changed_and_undoing_it_draws_nothing(components, tmp_path, shelved, monkeypatch):
    recipe.build(components, tmp_path / "before", ["kolekcjonerzy"], BuildOptions(), jobs=1)
    tiles = components / "kolekcjonerzy" / "tiles.yaml"
    original = tiles.read_text(encoding="utf-8")
    replace_in(tiles, "price: 2, picture: gitara}", "price: 2, picture: lutnia}")
    edited = recipe.build(components, tmp_path / "edited", ["kolekcjonerzy"], BuildOptions(), jobs=1)
    assert "kolekcjonerzy/tiles" in edited.rendered and "kolekcjonerzy/board" in edited.shelved
    # what the shelf gave equals drawing everything from nothing
    monkeypatch.setenv("DRUKARNIA_SHELF_MB", "0")
    recipe.build(components, tmp_path / "plain", ["kolekcjonerzy"], BuildOptions(), jobs=1)
    assert _files(tmp_path / "edited") == _files(tmp_path / "plain")
    monkeypatch.setenv("DRUKARNIA_SHELF_MB", "512")
    tiles.write_text(original, encoding="utf-8")
    _no_merging(monkeypatch)
    undone = recipe.build(components, tmp_path / "undone", ["kolekcjonerzy"], BuildOptions(), jobs=1)
    assert undone.rendered == []
    assert _files(tmp_path / "undone") == _files(tmp_path / "before")


def test_other_options_are_other_files(components, tmp_path, shelved):
    recipe.build(components, tmp_path / "a4", ["rynek"], BuildOptions(), jobs=1)
    letter = BuildOptions(paper=PAPERS["letter"])
    result = recipe.build(components, tmp_path / "letter", ["rynek"], letter, jobs=1)
    assert result.shelved == [] and result.rendered      # nothing made for A4 answers a Letter build
    again = recipe.build(components, tmp_path / "letter2", ["rynek"], letter, jobs=1)
    assert again.rendered == [] and _files(tmp_path / "letter2") == _files(tmp_path / "letter")
    back = recipe.build(components, tmp_path / "a4-again", ["rynek"], BuildOptions(), jobs=1)
    assert back.rendered == [] and _files(tmp_path / "a4-again") == _files(tmp_path / "a4")


@pytest.mark.parametrize("damage", ["truncated", "flipped", "foreign record", "missing file", "link to a device",
                                    "fifo record"])
def test_a_damaged_shelf_is_drawn_again(components, tmp_path, shelved, damage):
    recipe.build(components, tmp_path / "one", ["rynek"], BuildOptions(), jobs=1)
    files, records = sorted(shelved.glob("*" + shelf.FILE)), sorted(shelved.glob("*" + shelf.RECORD))
    assert files and records
    for path in files if "record" not in damage else records:
        data = path.read_bytes()
        if damage == "link to a device":          # read whole, it would never end
            path.unlink()
            path.symlink_to("/dev/zero")
        elif damage == "fifo record":              # opened plainly, it would wait for a writer
            path.unlink()
            os.mkfifo(path)
        elif damage == "truncated":
            path.write_bytes(data[:-100])
        elif damage == "flipped":
            path.write_bytes(data[:-100] + bytes([data[-100] ^ 1]) + data[-99:])
        elif damage == "missing file":
            path.unlink()
        else:
            path.write_text(json.dumps({"format": shelf.FORMAT, "key": "another", "metas": []}), encoding="utf-8")
    result = recipe.build(components, tmp_path / "two", ["rynek"], BuildOptions(), jobs=1)
    assert result.shelved == [] and result.rendered
    assert _files(tmp_path / "two") == _files(tmp_path / "one")


def test_the_shelf_keeps_within_its_budget_and_can_be_turned_off(components, tmp_path, shelved, monkeypatch):
    monkeypatch.setenv("DRUKARNIA_SHELF_MB", "0")
    recipe.build(components, tmp_path / "off", ["rynek"], BuildOptions(), jobs=1)
    assert not shelved.exists()
    monkeypatch.setenv("DRUKARNIA_SHELF_MB", "0.5")
    recipe.build(components, tmp_path / "small", ["rynek"], BuildOptions(), jobs=1)
    sizes = [p.stat().st_size for p in shelved.iterdir()]
    assert sizes and sum(sizes) <= 0.5 * 1024 * 1024
    for text, expected in [("", 512 << 20), ("2", 2 << 20), ("-3", 0), ("many", 512 << 20), ("inf", 512 << 20)]:
        monkeypatch.setenv("DRUKARNIA_SHELF_MB", text)
        assert shelf.budget() == expected, text


def test_what_was_used_longest_ago_goes_first(tmp_path, shelved, monkeypatch):
    blobs = {n: bytes([n]) * 400_000 for n in range(3)}
    for n, data in blobs.items():
        digest = hashlib.sha256(data).hexdigest()
        shelf.put(shelf.name("test", str(n)), str(n), [{"sha256": digest}], [data])
        for path in (shelved / (shelf.name("test", str(n)) + shelf.RECORD), shelved / (digest + shelf.FILE)):
            os.utime(path, ns=((n + 1) * 10**9, (n + 1) * 10**9))      # put long ago, 0 first
    assert shelf.files(shelf.take(shelf.name("test", "0"), "0")["metas"]) == [blobs[0]]   # used now: the newest
    monkeypatch.setenv("DRUKARNIA_SHELF_MB", "1")
    shelf.tidy()
    assert shelf.take(shelf.name("test", "1"), "1") is None      # the one used longest ago went
    assert shelf.files(shelf.take(shelf.name("test", "0"), "0")["metas"]) == [blobs[0]]
    assert shelf.files(shelf.take(shelf.name("test", "2"), "2")["metas"]) == [blobs[2]]
    assert shelf.take(shelf.name("test", "2"), "another key") is None


def test_a_clean_build_is_remembered_as_validate_finds_it(components, tmp_path, shelved, monkeypatch):
    _, by_validate = validation.validate_games(components, ["rynek"])
    for folder in ("validated",):
        for record in (tmp_path / "user-cache" / "drukarnia" / folder).glob("*"):
            record.unlink()
    recipe.build(components, tmp_path / "out", ["rynek"], BuildOptions(), jobs=1)

    def refuse(*args, **kwargs):
        raise AssertionError("checked again")
    monkeypatch.setattr(validation, "validate_game", refuse)
    titles, recalled = validation.validate_games(components, ["rynek"])
    assert titles == {"rynek": "Rynek"}
    assert [str(f) for f in recalled.sorted()] == [str(f) for f in by_validate.sorted()]
    assert recalled.items      # the seed's mistakes, reported again


def test_the_summary_says_what_was_copied(components, tmp_path, shelved):
    env = {**os.environ, "XDG_CACHE_HOME": str(tmp_path / "user-cache"), "DRUKARNIA_SHELF_MB": "512"}

    def build(out: str, *extra: str) -> str:
        done = subprocess.run([sys.executable, "-m", "generator", *extra, "build", "rynek", "--components",
                               str(components), "--out", str(tmp_path / out)], capture_output=True, text=True,
                              env=env, cwd=tmp_path)
        assert done.returncode == 0, done.stderr
        return done.stdout.strip().splitlines()[-1]
    first = build("one")
    assert first.endswith("; 9 components drawn, 0 kept from the last build"), first
    assert build("two") == (f"16 files in {tmp_path / 'two'}: 16 new or changed, 0 already up to date; "
                            "0 components drawn, 0 kept from the last build, 9 copied from earlier builds")
    assert build("three", "--lang", "pl") == (
        f"16 plików w {tmp_path / 'three'}: nowe lub zmienione 16, aktualne 0; narysowano: 0 elementów, "
        "bez zmian od poprzedniego budowania: 0, skopiowano z wcześniejszych budowań: 9")


@pytest.mark.parametrize("tamper", [{"filename": "../../escaped.pdf"}, {"filename": "/tmp/escaped.pdf"},
                                    {"kind": "no-such-kind"}, {"game": "przekret"},
                                    {"sha256": "../../../etc/passwd"}])
def test_a_record_naming_a_file_elsewhere_is_a_miss(components, tmp_path, shelved, tamper):
    recipe.build(components, tmp_path / "one", ["rynek"], BuildOptions(), jobs=1)
    for record in shelved.glob("*" + shelf.RECORD):
        info = json.loads(record.read_text(encoding="utf-8"))
        for meta in info.get("metas", []):
            meta.update(tamper)
        record.write_text(json.dumps(info), encoding="utf-8")
    result = recipe.build(components, tmp_path / "two", ["rynek"], BuildOptions(), jobs=1)
    assert result.shelved == [] and result.rendered
    assert _files(tmp_path / "two") == _files(tmp_path / "one")
    assert not (tmp_path / "escaped.pdf").exists() and not Path("/tmp/escaped.pdf").exists()


def _refuse(*args, **kwargs):
    raise AssertionError("drawn again")


def test_a_preview_draws_each_file_once_and_shows_what_a_build_writes(components, tmp_path, monkeypatch):
    """`drukarnia preview` (build.render): every piece drawn once, the rulebook handed them as a
    build hands them (it used to draw them all a second time), each file byte for byte the build's."""
    from generator.kinds import KINDS
    import generator.rulebook as rulebook
    project, _ = validation.load_and_validate(components, ["kolekcjonerzy"])
    game = project.games["kolekcjonerzy"]
    drawn: list[str] = []
    real = recipe.render_component

    def counting(game, name, *args, **kwargs):
        drawn.append(name)
        return real(game, name, *args, **kwargs)
    with monkeypatch.context() as patched:
        patched.setattr(recipe, "render_component", counting)
        patched.setattr(rulebook, "sibling_outputs", _refuse)     # (what a rulebook not handed its kit draws)
        made = recipe.render(project, BuildOptions())
    assert sorted(drawn) == sorted(n for n, c in game.components.items() if KINDS[c.kind].render is not None)
    assert any(KINDS[game.components[n].kind].takes_kit for n in drawn)
    out = tmp_path / "out"
    recipe.build(components, out, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    assert sorted(o.filename for o in made) == sorted(e["path"].split("/", 1)[1] for e in manifest
                                                      if e["kind"] not in ("kit", "print-job"))
    for output in made:
        assert output.data == (out / "kolekcjonerzy" / output.filename).read_bytes(), output.filename


def test_a_preview_after_a_build_takes_its_files_off_the_shelf(components, tmp_path, shelved, monkeypatch):
    out = tmp_path / "out"
    recipe.build(components, out, ["kolekcjonerzy"], BuildOptions(), jobs=1)
    project, _ = validation.load_and_validate(components, ["kolekcjonerzy"])
    monkeypatch.setattr(recipe, "render_component", _refuse)
    for wanted in (["tiles"], ["rulebook"], None):
        made = recipe.render(project, BuildOptions(), wanted)
        assert made and (wanted is None or {o.component for o in made} == set(wanted))
        for output in made:
            assert output.data == (out / "kolekcjonerzy" / output.filename).read_bytes(), output.filename
