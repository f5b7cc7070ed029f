"""Whole kit, incremental and parallel builds, previews and editor schemas."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest
import yaml
from click.testing import CliRunner
from pypdf import PdfReader

from generator.cli import cli
from generator.validate.json_schema import SCHEMA_DIR, schema_comment, schema_text, schemas

from .conftest import COMPONENTS, keep, replace_in
from .pdfcheck import screen_pages

GAME = "kolekcjonerzy"


def build(components: Path, out: Path, *extra: str):
    result = CliRunner().invoke(
        cli, ["build", GAME, "--components", str(components), "--out", str(out), *extra], catch_exceptions=False
    )
    assert result.exit_code == 0, result.output
    return result


def snapshot(out: Path) -> dict[str, tuple[bytes, int]]:
    return {str(p.relative_to(out)): (p.read_bytes(), p.stat().st_mtime_ns) for p in sorted(out.rglob("*.pdf"))}


def test_editing_one_card_rerenders_only_what_depends_on_it(components, tmp_path):
    out = tmp_path / "out"
    build(components, out)
    before = snapshot(out)
    replace_in(components / GAME / "plytki.yaml", "{name: GITARA, price: 2", "{name: GITARA, price: 2")  # no-op edit
    again = build(components, out)
    assert snapshot(out) == before
    assert "; 0 components drawn," in again.output
    from generator.build.cache.outputs import BuildCache

    cache = BuildCache.load(out).entries  # the build's record of the folder (generator/build/cache/outputs.py)
    readers = {
        key.split("/")[1]
        for key, entry in cache.items()
        if key.startswith(GAME + "/") and "plytki" in entry.get("deps", [])
    }
    replace_in(components / GAME / "plytki.yaml", "picture: gitara}", "picture: lutnia}")
    result = build(components, out)
    after = snapshot(out)
    changed = {name for name in after if after[name] != before[name]}
    may_change = {f"{GAME}/plytki.pdf", f"{GAME}/zestaw.pdf"} | {
        f"{GAME}/{o['filename']}"
        for key, entry in cache.items()
        if key.split("/")[1] in readers
        for o in entry.get("outputs", [])
    }
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    may_change |= {
        e["path"]
        for e in manifest
        if e["kind"] == "print-job"  # the jobs that hold them
        and any(part["path"] in may_change for part in e["parts"])
    }
    assert f"{GAME}/plytki.pdf" in changed
    assert changed <= may_change
    untouched = set(after) - may_change
    assert untouched, "every output depends on the tiles: pick another edit for this test"
    assert all(after[name] == before[name] for name in untouched)  # same bytes and same mtime
    # the rulebook, the player aid and the arbiter's sheet read the tiles but print nothing of tile 12's
    # picture: drawn again, they make the same bytes, and their files are not touched
    kept = {"zasady", "pomoc", "arbiter"}
    assert kept <= readers and all(after[f"{GAME}/{name}.pdf"] == before[f"{GAME}/{name}.pdf"] for name in kept)
    assert f"; {len(readers) + 1} components drawn," in result.output


def test_a_deleted_output_is_rendered_again(components, tmp_path):
    out = tmp_path / "out"
    build(components, out)
    tiles = out / GAME / "plytki.pdf"
    good = tiles.read_bytes()
    tiles.unlink()
    build(components, out)
    assert tiles.read_bytes() == good


def test_parallel_and_serial_builds_are_identical(tmp_path):
    serial, parallel = tmp_path / "serial", tmp_path / "parallel"
    build(COMPONENTS, serial)
    build(COMPONENTS, parallel, "--jobs", "2")
    a, b = snapshot(serial), snapshot(parallel)
    assert a.keys() == b.keys()
    assert all(a[k][0] == b[k][0] for k in a)


def test_kit_has_every_part_and_no_blank_page_of_its_own(tmp_path):
    out = tmp_path / "out"
    build(COMPONENTS, out)
    manifest = {e["path"]: e for e in json.loads((out / "manifest.json").read_text(encoding="utf-8"))}
    kit = PdfReader(str(out / GAME / "zestaw.pdf"))
    from generator.build.recipe import load_and_validate
    from generator.draw.kinds.guest_pieces import guests_of

    guests = guests_of(load_and_validate(COMPONENTS, [GAME])[0].games[GAME])
    assert guests
    parts = [
        e
        for p, e in manifest.items()
        if p.startswith(GAME + "/")
        and e["kind"] not in ("kit", "print-job")
        and e.get("component") not in guests  # a guest's spare file: its pieces are on the host's pages
        and all(
            sorted((round(float(pg.mediabox.width)), round(float(pg.mediabox.height)))) == [595, 842]
            for pg in PdfReader(str(out / p)).pages
        )
    ]
    # its screen pages (what the kit is, its page map; the part files' page; what the kit holds, r44 AS kit minor
    # 10), then every part's pages: a file for the screen has no blank back and no padding (r32 P kit minor 6)
    screens = screen_pages(out / GAME / "zestaw.pdf")
    assert screens in (2, 3)
    assert len(kit.pages) == screens + sum(e["pages"] for e in parts)
    assert kit.trailer["/Root"]["/ViewerPreferences"]["/PrintScaling"] == "/None"


def test_preview_writes_contact_sheets(tmp_path):
    result = CliRunner().invoke(cli, ["preview", GAME, "plytki", "--out", str(tmp_path)], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    png = tmp_path / GAME / "preview" / "plytki.png"
    from PIL import Image

    with Image.open(png) as image:
        assert image.size[0] > 600 and image.size[1] > 300
        assert len(image.convert("RGB").resize((64, 64)).getcolors(64 * 64)) > 20  # not blank


def test_schema_files_are_up_to_date():
    for name, schema in schemas().items():
        path = SCHEMA_DIR / f"{name}.schema.json"
        assert path.is_file(), f"run `drukarnia schema` to write {path}"
        assert path.read_text(encoding="utf-8") == schema_text(schema), f"{path} is stale: run `drukarnia schema`"


def _stringify_keys(value):
    if isinstance(value, dict):
        return {str(k): _stringify_keys(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_stringify_keys(v) for v in value]
    return value


def _component_files():
    return sorted(COMPONENTS.glob("*/*.yaml"))


@pytest.mark.parametrize("path", _component_files(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_bundled_files_reference_and_satisfy_their_schema(path):
    text = path.read_text(encoding="utf-8")
    data = _stringify_keys(yaml.safe_load(text))
    kind = data["kind"]
    assert text.splitlines()[0] == schema_comment(kind)
    schema = json.loads((SCHEMA_DIR / f"{kind}.schema.json").read_text(encoding="utf-8"))
    jsonschema.validate(data, schema)


def test_schema_rejects_a_bad_file():
    schema = json.loads((SCHEMA_DIR / "exhibit-tiles.schema.json").read_text(encoding="utf-8"))
    bad = {
        "kind": "exhibit-tiles",
        "size": "30 furlongs",
        "back": {"title": "X"},
        "blots": {"count": 12},
        "exhibits": [{"name": "A", "price": "4", "colour": "red"}],
    }
    errors = list(jsonschema.Draft202012Validator(schema).iter_errors(bad))
    messages = " | ".join(e.message for e in errors)
    assert "'30 furlongs' does not match" in messages
    assert "'4' is not of type 'integer'" in messages
    assert "Additional properties are not allowed ('colour' was unexpected)" in messages


@pytest.mark.parametrize(
    "game, sheet",
    [
        ("kolekcjonerzy", "plan"),
        ("kolekcjonerzy", "arbiter"),
        ("art-society", "karta-podliczenia"),
        ("rynek", "rejestr-fabryki"),
    ],
)
def test_sheet_command_prints_every_blank_form(tmp_path, game, sheet):
    one = CliRunner().invoke(
        cli, ["sheet", game, sheet, "--copies", "1", "--out", str(tmp_path)], catch_exceptions=False
    )
    three = CliRunner().invoke(
        cli, ["sheet", game, sheet, "--copies", "3", "--out", str(tmp_path)], catch_exceptions=False
    )
    assert one.exit_code == 0 and three.exit_code == 0, one.output + three.output
    pages_one = len(PdfReader(str(tmp_path / game / f"{sheet}-x1.pdf")).pages)
    pages_three = len(PdfReader(str(tmp_path / game / f"{sheet}-x3.pdf")).pages)
    assert pages_three >= 2 * pages_one or (pages_one == 1 and pages_three == 2)  # two A5 forms share a sheet


def test_sheet_command_usage_errors_exit_2():
    result = CliRunner().invoke(cli, ["sheet", "kolekcjonerzy", "plytki"])
    assert result.exit_code == 2
    assert (
        "unknown sheet 'plytki' of kolekcjonerzy; available: arbiter, cennik, kartki, plan, tabela-punktow"
        in result.output
    )


@pytest.mark.parametrize("args", [["preview", GAME], ["sheet", GAME, "plan"]])
def test_commands_report_findings_and_write_nothing(components, in_tmp, args):
    tiles = components / GAME / "plytki.yaml"
    replace_in(tiles, "  count: 12", "  count: 11")
    result = CliRunner().invoke(cli, [*args, "--components", str(components), "--out", "out"])
    assert result.exit_code == 1
    from .conftest import line_of

    assert (
        f"components/{GAME}/plytki.yaml:{line_of(tiles, 'count: 11')}:10: error: 11 blot tiles; the rules require "
        "12 (components: twelve of the 48 squares carry ink blots)"
        + keep("kolekcjonerzy", '{fact: blot-tiles, documented: 12, value: 11, reason: "…"}')
        + " [kolekcjonerzy.blot-count]"
    ) in result.output
    assert not Path("out").exists()
