"""Hardening: limits, confinement and nothing lost when a build is killed."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner
from pypdf import PdfReader

from generator.cli import cli

from .conftest import line_of, replace_in

TILES = "components/kolekcjonerzy/plytki.yaml"


def validate(components: Path, game: str = "kolekcjonerzy"):
    return CliRunner().invoke(cli, ["validate", "--components", str(components), game], catch_exceptions=False)


def errors(result) -> list[str]:
    return [line for line in result.output.splitlines() if ": error: " in line]


def test_enormous_file_is_refused_without_reading_it(components, in_tmp):
    big = components / "kolekcjonerzy" / "extra.yaml"
    big.write_bytes(b"kind: exhibit-tiles\n" + b"# padding\n" * 300_000)
    start = time.process_time()
    result = validate(components)
    assert time.process_time() - start < 5
    assert errors(result) == [
        "components/kolekcjonerzy/extra.yaml:1:1: error: file is 3000020 bytes; the limit for a "
        "component file is 2000000 [yaml.too-large]"
    ]


def test_alias_bomb_in_a_component_is_refused_in_bounded_time(components, in_tmp):
    lines = ["kind: exhibit-tiles", "a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for i in range(1, 12):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]")
    (components / "kolekcjonerzy" / "bomb.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    start = time.process_time()
    result = validate(components)
    assert time.process_time() - start < 5
    assert len(errors(result)) == 1 and "[yaml.limit]" in errors(result)[0]


def test_piece_too_big_for_the_paper(components, in_tmp):
    tiles = components / "kolekcjonerzy" / "plytki.yaml"
    replace_in(tiles, "size: 29.5mm", "size: 300mm")
    result = validate(components)
    assert (
        f"{TILES}:{line_of(tiles, 'size: 300mm')}:7: error: a tile of 300.0 x 300.0 mm with 3.0 mm bleed does not "
        "fit on A4 inside the 5 mm printer margin [tiles.too-big]"
    ) in errors(result)


def test_text_that_does_not_fit_its_box(components, in_tmp):
    tiles = components / "kolekcjonerzy" / "plytki.yaml"
    long_name = "NIEZWYKLE DŁUGA NAZWA EKSPONATU KTÓRA NIE ZMIEŚCI SIĘ NA PŁYTCE NAWET W TRZECH LINIJKACH"
    replace_in(tiles, "name: POCZTÓWKA", f"name: {long_name}")
    result = validate(components)
    assert (
        f"{TILES}:{line_of(tiles, long_name)}:11: error: '{long_name}' does not fit its box (20.8 mm wide, "
        "3 line(s), font Sans-Bold at 8.0 pt or more); give the exhibit a shorter name (the tile, the lists and the "
        "rulebook print this one; a seed's exhibit renamed is a house rule) [text.does-not-fit]"  # r32: no tile label
    ) in errors(result)


def test_missing_glyph_is_a_finding(components, in_tmp):
    tiles = components / "kolekcjonerzy" / "plytki.yaml"
    replace_in(tiles, "name: POCZTÓWKA", "name: POCZTÓWKA 漢")
    result = validate(components)
    assert (
        f"{TILES}:{line_of(tiles, 'POCZTÓWKA 漢')}:11: error: 'POCZTÓWKA 漢' has characters the font Sans-Bold "
        "cannot print: 漢 [text.does-not-fit]"
    ) in errors(result)


def test_symlinked_component_outside_the_folder_is_refused(components, in_tmp, tmp_path):
    outside = tmp_path / "elsewhere.yaml"
    outside.write_text("kind: exhibit-tiles\n", encoding="utf-8")
    (components / "kolekcjonerzy" / "link.yaml").symlink_to(outside)
    result = validate(components)
    assert (
        "components/kolekcjonerzy/link.yaml:1:1: error: file is a link to elsewhere.yaml outside the game's "
        "folder [paths.outside]"
    ) in [e.replace(str(tmp_path) + "/", "") for e in errors(result)]


def test_outputs_go_only_under_out(tmp_path):
    out = tmp_path / "out"
    before = set(Path(tmp_path).rglob("*"))
    result = CliRunner().invoke(cli, ["build", "kolekcjonerzy", "--out", str(out)], catch_exceptions=False)
    assert result.exit_code == 0
    created = set(Path(tmp_path).rglob("*")) - before
    assert created and all(out in p.parents or p == out for p in created)


def _pdf_ok(path: Path) -> bool:
    try:
        return len(PdfReader(str(path)).pages) > 0
    except Exception:
        return False


@pytest.mark.parametrize("delay", [0.15, 0.4, 0.7, 1.0])
def test_build_killed_at_any_moment_loses_nothing(components, tmp_path, delay):
    out = tmp_path / "out"
    command = [
        sys.executable,
        "-m",
        "generator.cli",
        "build",
        "kolekcjonerzy",
        "--components",
        str(components),
        "--out",
        str(out),
    ]
    subprocess.run(command, check=True, capture_output=True)
    game = out / "kolekcjonerzy"

    def every_file():  # the parts and, in druk/, the print jobs
        return sorted(str(p.relative_to(game)) for p in game.rglob("*") if p.is_file())

    old = {name: (game / name).read_bytes() for name in every_file()}
    replace_in(components / "kolekcjonerzy" / "plytki.yaml", "picture: gitara}", "picture: lutnia}")
    replace_in(components / "kolekcjonerzy" / "plytki.yaml", '"#1d1d1b"', '"#203040"')
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(delay)
    process.send_signal(signal.SIGKILL)
    process.wait()
    files = every_file()
    assert files == sorted(old), files  # no partial or temporary file appeared
    for name in files:
        assert _pdf_ok(game / name), name  # each file is a complete PDF, old or new
    json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    subprocess.run(command, check=True, capture_output=True)  # and the next build completes cleanly
    assert all(_pdf_ok(game / name) for name in every_file())
