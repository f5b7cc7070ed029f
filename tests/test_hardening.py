"""Hardening round 2 (issue 17): one test per class of defect, with the issue's example and a variant."""

from __future__ import annotations

import errno
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from click.testing import CliRunner
from PIL import Image

from generator.cli import cli
from generator.commands.terminal import plain
from generator.model import counts

from .conftest import REPO, add_house_rule, at, line_of, replace_in

K = "kolekcjonerzy"


def run(*args: str):
    return CliRunner().invoke(cli, list(args))


def errors(result) -> list[str]:
    return [line for line in result.output.splitlines() if ": error: " in line]


# --- 1. unbounded work from a value ------------------------------------------------------------


def test_huge_players_max_is_reported_not_iterated(components, in_tmp):
    game = add_house_rule(components, K, "{fact: players-max, value: 1000000000000000000, reason: test}")
    result = run("validate", "--components", str(components), K)
    assert result.exit_code == 1
    # the fact's own range stops the value before any check could iterate over it (house_rules.Fact bounds)
    assert (
        f"components/{K}/game.yaml:{line_of(game, 'fact: players-max')}:32: error: house rule sets players-max "
        "to 1000000000000000000; expected a whole number from 1 to 20 [kolekcjonerzy.house-rule-value]"
    ) in errors(result)
    assert game.is_file()


def test_huge_band_in_a_fact_table_is_reported_not_iterated(components, in_tmp):
    add_house_rule(components, K, "{fact: plan-minimum, value: {'1-1000000000': 3, '5-6': 4}, reason: test}")
    result = run("validate", "--components", str(components), K)
    line = line_of(components / K / "game.yaml", "fact: plan-minimum")
    col = (components / K / "game.yaml").read_text(encoding="utf-8").splitlines()[line - 1].index("{'1-") + 1
    assert (
        f"components/{K}/game.yaml:{line}:{col}: error: fact plan-minimum: two values for 5, 6 player(s); "
        "expected one value of 1 or more for every player count from 4 to 12 [kolekcjonerzy.fact-value]"
    ) in errors(result)


def test_huge_count_reaching_a_template_loop_is_a_finding(components, in_tmp):
    game = add_house_rule(components, "rynek", "{fact: max-machines, value: 1000000000000000000, reason: test}")
    result = run("validate", "--components", str(components), "rynek")
    assert (
        f"components/rynek/game.yaml:{line_of(game, 'fact: max-machines')}:33: error: house rule sets "
        "max-machines to 1000000000000000000; expected a whole number from 1 to 10 [rynek.house-rule-value]"
    ) in errors(result)


def test_interval_arithmetic():
    assert counts.gaps([(4, 7), (8, 9), (12, 12)], 4, 12) == [(10, 11)]
    assert counts.gaps([], 1, 10**18) == [(1, 10**18)]
    assert counts.overlaps([(4, 7), (6, 9), (9, 12)]) == [(6, 7), (9, 9)]
    assert counts.listed([(8, 9), (13, 10**6)]) == "8, 9, 13–1000000"


# --- 3. image contents ---------------------------------------------------------------------------


def _use_image(components: Path, name: str) -> tuple[Path, str]:
    tiles = components / K / "plytki.yaml"
    replace_in(tiles, "{name: GITARA, price: 2, picture: gitara}", f"{{name: GITARA, price: 2, image: {name}}}")
    return tiles, at(tiles, f"image: {name}", name)


@pytest.mark.parametrize(
    "case, expected",
    [
        (
            "pdf-renamed",
            "image 'x.png' is not a PNG or JPEG picture (its content is something else; was another file "
            "renamed?) [image.format]",
        ),
        (
            "truncated",
            "image 'x.png' is damaged or cut short (image file is truncated); export it again [image.damaged]",
        ),
        (
            "huge",
            "image 'x.png' is 20000 × 20000 pixels; the limit is 16777216 pixels in all (a 30 mm tile needs about "
            "700 × 700 at 600 dpi) [image.too-large]",
        ),
        ("gif", "image 'x.png' is a GIF picture; expected PNG or JPEG [image.format]"),
    ],
)
def test_image_contents_are_checked(components, in_tmp, case, expected):
    target = components / K / "x.png"
    if case == "pdf-renamed":
        shutil.copy(REPO / "docs" / "previews" / "rynek-karty.png", target)  # start from a real PNG …
        target.write_bytes(b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj <<>> endobj\n")  # … then make it a PDF
    elif case == "truncated":
        Image.new("RGB", (200, 200), "red").save(target)
        target.write_bytes(target.read_bytes()[:300])
    elif case == "huge":
        Image.new("1", (20000, 20000)).save(target)
    else:
        Image.new("RGB", (20, 20)).save(target, format="GIF")
    _, where = _use_image(components, "x.png")
    result = run("validate", "--components", str(components), K)
    assert f"{where}: error: {expected}" in errors(result)


def test_a_good_image_builds(components, in_tmp):
    Image.new("RGB", (300, 300), "#884422").save(components / K / "x.png")
    _use_image(components, "x.png")
    result = run("validate", "--components", str(components), K)
    assert result.exit_code == 0, result.output


# --- 4. glyphs of every string that reaches paper ---------------------------------------------------


@pytest.mark.parametrize(
    "game, file, old, new, token",
    [
        ("rynek", "game.yaml", "title: Rynek", "title: Rynek 漢", "Rynek 漢"),  # a game title
        (K, "plytki.yaml", "title: KOLEKCJONERZY", "title: KOLEKCJONERZY 漢", "KOLEKCJONERZY 漢"),  # a card back
        (
            "art-society",
            "karta-podliczenia.yaml",
            "{label: Wiśnia,",
            "{label: Wiśnia 漢,",
            "Wiśnia 漢",
        ),  # a score-pad label
    ],
)
def test_every_printed_string_is_checked_for_glyphs(components, in_tmp, game, file, old, new, token):
    path = components / game / file
    replace_in(path, old, new)
    result = run("validate", "--components", str(components), game)
    # the glyph pass, or the kind's own text check where it measures that text (never both, never neither)
    found = [e for e in errors(result) if e.startswith(f"{at(path, new, token)}: error: '{token}' has characters ")]
    assert len(found) == 1 and found[0].endswith(
        ("cannot print: 漢 [text.missing-glyph]", "cannot print: 漢 [text.does-not-fit]")
    ), errors(result)


def test_plan_player_names_are_checked_for_glyphs(in_tmp):
    plans = in_tmp / "plany.yaml"
    text = (REPO / "components" / K / "examples" / "plany.yaml").read_text(encoding="utf-8")
    plans.write_text(text.replace("player: Ania", "player: 安娜"), encoding="utf-8")
    result = run(K, "wycena", str(plans), "--components", str(REPO / "components"), "--out", str(in_tmp / "out"))
    assert result.exit_code == 1
    line = line_of(plans, "安娜")
    assert (
        f"plany.yaml:{line}:13: error: '安娜' has characters the fonts cannot print: 娜 安 [text.missing-glyph]"
        in errors(result)
    )
    assert not (in_tmp / "out").exists()


# --- 5. geometric consequences ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "edits, message",
    [
        (
            [("frame_width: 3mm", "frame_width: 20mm")],
            "mat 1.5 mm and frame 20 mm (zlota) leave a picture 0.0 mm wide on a tile one cell (24.5 mm) wide; at least "
            "12.25 mm is needed: make the frame or the mat narrower",
        ),
        (
            [("frame_width: 3mm", "frame_width: 4mm"), ("mat: 1.5mm", "mat: 4mm")],
            "mat 4 mm and frame 4 mm (zlota) leave a picture 8.7 mm wide on a tile one cell (24.5 mm) wide; at least "
            "12.25 mm is needed: make the frame or the mat narrower",
        ),
    ],
)
def test_frames_and_mats_must_leave_a_picture(components, in_tmp, edits, message):
    paintings = components / "art-society" / "obrazy.yaml"
    for old, new in edits:
        replace_in(paintings, old, new)
    result = run("validate", "--components", str(components), "art-society")
    line = line_of(paintings, "frame_width:")
    assert errors(result) == [
        f"components/art-society/obrazy.yaml:{line}:14: error: {message} [painting-tiles.frame-too-wide]"
    ]


def test_a_piece_too_tall_for_its_rulebook_figure_is_a_finding(components, in_tmp):
    cards = components / "rynek" / "karty.yaml"
    replace_in(cards, "height: 63mm", "height: 150mm")
    result = run("validate", "--components", str(components), "rynek")
    template = REPO / "templates" / "rynek" / "rulebook.md.j2"
    line = line_of(template, "figure:cards")
    col = template.read_text(encoding="utf-8").splitlines()[line - 1].index("figure:cards") + 1
    assert errors(result) == [
        f"{template}:{line}:{col}: error: figure 'cards': the drawing is 162 × 334 mm; a rulebook page holds "
        "162 × 212 mm: set a smaller 'scale:' for this figure [rulebook.figure]"
    ]


# --- 6. templates are limited --------------------------------------------------------------------------


def _pack_template(components: Path, body: str) -> Path:
    """A components pack with its own Art Society rulebook template (as a shared pack would bring)."""
    folder = components.parent / "templates" / "art-society"
    folder.mkdir(parents=True)
    template = folder / "rulebook.md.j2"
    template.write_text(body, encoding="utf-8")
    return template


@pytest.mark.parametrize(
    "body, message",
    [
        (
            "# Zasady\n{% for i in range(10**12) %}x{% endfor %}\n",
            "2:1: error: template does too much work: range() of 1000000000000 numbers; a rulebook template may loop over "
            "at most 10000 [rulebook.limit]",
        ),
        (
            "# Zasady\n{{ 'x' * 10**9 }}\n",
            "2:1: error: template does too much work: text of 1000000000 characters; a rulebook template may make at most "
            "1000000 [rulebook.limit]",
        ),
        (
            "# Zasady\n{{ 'ab' | center(10**9) }}\n",
            "2:1: error: template does too much work: filter center with 1000000000; at most 1000000 [rulebook.limit]",
        ),
        (
            "# Zasady\n{% for i in range(5000) %}{% for j in range(5000) %}{% endfor %}{% endfor %}\n",
            "2:1: error: template does too much work: loops took more than 200000 steps in all [rulebook.limit]",
        ),
    ],
)
def test_template_work_is_limited(components, in_tmp, body, message):
    template = _pack_template(components, body)
    result = run("validate", "--components", str(components), "art-society")
    assert f"templates/art-society/rulebook.md.j2:{message}" in errors(result)
    assert template.is_file()


def test_include_outside_the_templates_folder_is_not_read(components, in_tmp, tmp_path):
    secret = tmp_path / "secret.j2"
    secret.write_text("PIN 4321\n", encoding="utf-8")
    _pack_template(components, f'# Zasady\n{{% include "{secret}" %}}\n{{% include "../../secret.j2" %}}\n')
    result = run("validate", "--components", str(components), "art-society")
    assert "4321" not in result.output
    assert any(
        e.startswith("templates/art-society/rulebook.md.j2:2:1: error: template ")
        and str(secret) in e
        and e.endswith("not found in the templates folder [rulebook.missing-template]")
        for e in errors(result)
    )


def test_unrelated_templates_folder_does_not_hide_the_bundled_ones(components, in_tmp):
    (components.parent / "templates" / "notes").mkdir(parents=True)
    (components.parent / "templates" / "notes" / "todo.txt").write_text("x", encoding="utf-8")
    result = run("validate", "--components", str(components), "art-society")
    assert result.exit_code == 0, result.output


# --- 7. file-system problems ----------------------------------------------------------------------------


def test_out_below_a_regular_file_is_exit_2(components, in_tmp):
    (in_tmp / "afile").write_text("x", encoding="utf-8")
    result = run("build", K, "--components", str(components), "--out", "afile/sub")
    assert result.exit_code == 2
    assert result.output.strip().splitlines()[-1] == (
        "drukarnia: cannot use afile/sub: a part of the path is a file, not a folder; choose another --out folder"
    )


def test_out_under_proc_is_exit_2(components, in_tmp):
    result = run("build", K, "--components", str(components), "--out", "/proc/drukarnia-out")
    assert result.exit_code == 2
    assert result.output.strip().splitlines()[-1].startswith("drukarnia: cannot use /proc/drukarnia-out: ")


@pytest.mark.parametrize(
    "code, advice",
    [
        (errno.ENOSPC, "the disk is full; free some space or choose another --out folder"),
        (errno.EROFS, "the file system is read-only; choose another --out folder"),
    ],
)
def test_disk_full_or_read_only_is_exit_2_and_nothing_half_written(components, tmp_path, monkeypatch, code, advice):
    from generator.build import write as writer

    out = tmp_path / "out"
    calls = {"n": 0}
    real = writer.write_atomic

    def failing(path, data):
        calls["n"] += 1
        if calls["n"] == 4:
            raise OSError(code, os.strerror(code), str(path))
        return real(path, data)

    monkeypatch.setattr(writer, "write_atomic", failing)
    result = run("build", K, "--components", str(components), "--out", str(out))
    assert result.exit_code == 2
    assert result.output.strip().splitlines()[-1].endswith(advice)
    from pypdf import PdfReader

    for pdf_file in out.rglob("*.pdf"):
        assert len(PdfReader(pdf_file).pages) > 0  # every file there is whole
    assert not list(out.rglob("*.part"))
    monkeypatch.setattr(writer, "write_atomic", real)
    again = run("build", K, "--components", str(components), "--out", str(out))
    assert again.exit_code == 0
    assert (
        "notice: the previous build in '" + str(out) + "' was interrupted; its files, manifest and kits are now "
        "up to date"
    ) in again.output
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    assert {e["path"] for e in manifest} == {str(p.relative_to(out)) for p in out.rglob("*.pdf")}


# --- 8. bad option values -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "args, message",
    [
        (
            ["build", "--back-offset", "nan,0"],
            "Invalid value for '--back-offset': expected two finite numbers in "
            "millimetres like 1.5,-0.5, received 'nan,0'",
        ),
        (
            ["build", "--margin", "nan"],
            "Invalid value for '--margin': expected a number of millimetres from 0 to 30, received 'nan'",
        ),
        (["build", "--overlap", "inf"], "Invalid value for '--overlap': inf is not in the range 4<=x<=30."),
        (
            ["sheet", "rynek", "rejestr-fabryki", "--margin", "nan"],
            "Invalid value for '--margin': expected a number of millimetres from 0 to 30, received 'nan'",
        ),
        (["build", "--out", ""], "--out is empty; give the folder for generated files, e.g. --out output"),
    ],
)
def test_bad_option_values_are_usage_errors(in_tmp, args, message):
    result = run(*args)
    assert result.exit_code == 2
    assert result.output.strip().splitlines()[-1] == f"Error: {message}"


def test_components_without_games_or_a_game_folder_itself(components, in_tmp):
    (in_tmp / "empty").mkdir()
    result = run("validate", "--components", "empty")
    assert result.exit_code == 2
    assert result.output.strip().splitlines()[-1] == (
        "Error: no game in components folder 'empty': expected one sub-folder per game, each with a game.yaml"
    )
    result = run("validate", "--components", str(components / K))
    assert result.exit_code == 2
    assert result.output.strip().splitlines()[-1] == (
        f"Error: '{components / K}' is one game's folder; pass the folder above it: --components {components}"
    )


def test_out_inside_the_components_folder(components, in_tmp):
    for out in (components / "out", components):
        result = run("build", K, "--components", str(components), "--out", str(out))
        assert result.exit_code == 2
        assert result.output.strip().splitlines()[-1] == (
            f"Error: --out '{out}' lies inside the components folder '{components}'; choose a folder "
            "for generated files outside the data, e.g. --out output"
        )
    assert not (components / "out").exists()


# --- 9. damaged cache or manifest ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "file, content",
    [
        ("manifest.json", "5"),
        ("record", '["not", "a", "mapping"]'),
        (
            "record",
            '{"format": 4, "entries": {"kolekcjonerzy/plytki": {"key": 5, "outputs": 7}, '
            '"kolekcjonerzy/zestaw.pdf": {"key": [], "meta": 3}, "kolekcjonerzy/game": 9}}',
        ),
    ],
)
def test_damaged_cache_or_manifest_counts_as_absent(components, tmp_path, monkeypatch, file, content):
    monkeypatch.setenv("DRUKARNIA_CACHE_DIR", str(tmp_path / "cache"))
    out = tmp_path / "out"
    assert run("build", K, "--components", str(components), "--out", str(out)).exit_code == 0
    if file == "record":  # the build's record of its output folder (generator/build/cache/outputs.py)
        for record in (tmp_path / "cache").rglob("*"):
            if record.is_file() and "outputs" in record.parts:
                key = record.read_bytes().split(b"\n", 1)[0]
                record.write_bytes(key + b"\n" + content.encode())
    else:
        (out / file).write_text(content, encoding="utf-8")
    result = run("build", K, "--components", str(components), "--out", str(out))
    assert result.exit_code == 0, result.output
    assert isinstance(json.loads((out / "manifest.json").read_text(encoding="utf-8")), list)


# --- 10. what the cache keys on ---------------------------------------------------------------------


def test_the_cache_reads_no_file_the_build_did_not(components, tmp_path, monkeypatch):
    """A large file, or a link leading out of the folder, lying beside the data is never read to make a
    key: the keys are made of what the build read (generator/build/cache/reads.py)."""
    from generator.build.recipe import BuildOptions, build

    monkeypatch.setenv("DRUKARNIA_CACHE_DIR", str(tmp_path / "cache"))
    big = components / K / "film.mkv"
    with open(big, "wb") as handle:
        handle.truncate(50_000_000)  # sparse: large, but costs no disk
    outside = tmp_path / "outside.png"
    Image.new("RGB", (10, 10)).save(outside)
    (components / K / "link.png").symlink_to(outside)
    opened: list[str] = []
    real_open, real_os_open = open, os.open

    def spy(path, *args, **kwargs):
        opened.append(str(path))
        return real_open(path, *args, **kwargs)

    def os_spy(path, *args, **kwargs):  # files are hashed through os.open (never waiting on a FIFO)
        opened.append(str(path))
        return real_os_open(path, *args, **kwargs)

    monkeypatch.setattr("builtins.open", spy)
    monkeypatch.setattr(os, "open", os_spy)
    for _ in range(2):
        build(components, tmp_path / "out", [K], BuildOptions(), jobs=1)
    assert not any(p.endswith(("film.mkv", "link.png", "outside.png")) for p in opened)
    assert any(p.endswith("plytki.yaml") for p in opened)


def test_an_image_the_data_names_is_drawn_again_when_it_changes(components, tmp_path, monkeypatch):
    from generator.build.recipe import BuildOptions, build

    monkeypatch.setenv("DRUKARNIA_CACHE_DIR", str(tmp_path / "cache"))
    Image.new("RGB", (300, 300), "red").save(components / K / "x.png")
    _use_image(components, "x.png")
    build(components, tmp_path / "out", [K], BuildOptions(), jobs=1)
    before = (tmp_path / "out" / K / "plytki.pdf").read_bytes()
    Image.new("RGB", (300, 300), "blue").save(components / K / "x.png")
    result = build(components, tmp_path / "out", [K], BuildOptions(), jobs=1)
    assert f"{K}/plytki" in result.rendered
    assert (tmp_path / "out" / K / "plytki.pdf").read_bytes() != before


# --- 12. output name collisions ------------------------------------------------------------------------


def test_output_name_collisions_are_findings(components, in_tmp):
    shutil.copy(components / K / "zetony.yaml", components / K / "zestaw.yaml")
    shutil.copy(
        components / "art-society" / "karta-podliczenia.yaml", components / "art-society" / "plansza-kolekcji-a4.yaml"
    )
    shutil.copy(components / "rynek" / "zetony.yaml", components / "rynek" / "zetony.yml")
    result = run("validate", "--components", str(components))
    kind_line = line_of(components / K / "zestaw.yaml", "kind:")
    pad_line = line_of(components / "art-society" / "plansza-kolekcji-a4.yaml", "kind:")
    assert [e for e in errors(result) if "output-collision" in e] == [
        f"components/art-society/plansza-kolekcji-a4.yaml:{pad_line}:1: error: component 'plansza-kolekcji-a4' would "
        "write art-society/plansza-kolekcji-a4.pdf, which component 'plansza-kolekcji' writes too; rename "
        "plansza-kolekcji-a4.yaml [paths.output-collision]",
        f"components/{K}/zestaw.yaml:{kind_line}:1: error: component 'zestaw' would write {K}/zestaw.pdf, which the game's "
        "kit writes too; rename zestaw.yaml [paths.output-collision]",
        "components/rynek/zetony.yml:1:1: error: component 'zetony' is defined twice: by zetony.yaml and zetony.yml; "
        "keep one file [paths.output-collision]",
    ]


# --- 14. smaller items ------------------------------------------------------------------------------------


def test_merge_key_with_an_override(in_tmp):
    from generator.model.findings import Findings
    from generator.validate.loading import load_yaml

    path = in_tmp / "m.yaml"
    path.write_text(
        "a: &a {name: A, price: 3}\nb: {<<: *a, name: X}\nc: {<<: [*a, {name: B, size: 2}], size: 5}\n"
        "d: {name: A, name: B}\n",
        encoding="utf-8",
    )
    findings = Findings()
    doc = load_yaml(path, findings)
    assert doc.data["b"] == {"name": "X", "price": 3}
    assert doc.data["c"] == yaml.safe_load(path.read_text(encoding="utf-8"))["c"]  # as PyYAML merges a list
    assert [str(f) for f in findings.items] == [
        "m.yaml:4:14: error: duplicate key 'name' (first given on line 4) [yaml.duplicate-key]"
    ]


def test_lone_surrogate_is_a_finding_and_printing_it_does_not_crash(components, in_tmp):
    tiles = components / K / "plytki.yaml"
    replace_in(tiles, "name: POCZTÓWKA", 'name: "POCZT\\ud800WKA"')
    result = run("validate", "--components", str(components), K)
    assert result.exit_code == 1
    where = at(tiles, "POCZT\\ud800", '"POCZT')
    assert (
        f"{where}: error: text holds U+D800, half of a UTF-16 pair (an escape like "
        '"\\ud800"); write the character itself [yaml.encoding]'
    ) in errors(result)
    as_json = run("validate", "--components", str(components), "--format", "json", K)
    assert as_json.exit_code == 1
    json.loads(as_json.output)


def test_escape_sequences_in_data_do_not_reach_the_terminal(components, in_tmp):
    tiles = components / K / "plytki.yaml"
    replace_in(tiles, "name: POCZTÓWKA", 'name: "\\e[2J\\e]8;;http://x\\aPOCZTÓWKA 漢"')
    result = run("validate", "--components", str(components), K)
    assert "\x1b" not in result.output and "\x07" not in result.output
    assert "\\x1b[2J\\x1b]8;;http://x\\x07POCZTÓWKA 漢" in result.output
    assert plain("a\x9bb\u202ec") == "a\\x9bb\\u202ec"


def test_yaml_indentation_errors_in_plain_words(components, in_tmp):
    tiles = components / K / "plytki.yaml"
    replace_in(tiles, "  - {name: SZABLA,", "   - {name: SZABLA,")
    result = run("validate", "--components", str(components), K)
    assert errors(result) == [
        f"components/{K}/plytki.yaml:{line_of(tiles, 'SZABLA')}:4: error: YAML syntax error: this list item ('-') is "
        "indented differently from the items above it; line up the dashes of one list [yaml.syntax]"
    ]
    game = components / K / "game.yaml"
    replace_in(game, "\nage:", "\n  age:")
    result = run("validate", "--components", str(components), K)
    assert (
        f"components/{K}/game.yaml:{line_of(game, '  age:')}:3: error: YAML syntax error: this line is indented "
        "differently from the lines above it; keys of one mapping (and items of one list) must start in the same "
        "column [yaml.syntax]"
    ) in errors(result)


def test_plans_path_that_is_a_fifo_does_not_hang(in_tmp):
    os.mkfifo(in_tmp / "plany.yaml")
    result = run(K, "wycena", "plany.yaml", "--out", str(in_tmp / "out"))
    assert result.exit_code == 1
    assert errors(result) == [
        "plany.yaml:1:1: error: not a regular file (a pipe, device or socket); expected a YAML file [yaml.read]"
    ]


# --- 37/3. bad input that raised an internal error ------------------------------------------------

NUL = "contains a NUL character (\\0), which no file name can hold [paths.invalid]"


@pytest.mark.parametrize("command", [["validate"], ["build"], ["preview"], ["export", "--to", "pdf"]])
def test_nul_in_a_file_name_is_a_finding(components, in_tmp, command):
    tiles = components / K / "plytki.yaml"
    replace_in(tiles, "{name: GITARA, price: 2, picture: gitara}", '{name: GITARA, price: 2, image: "a\\0b.png"}')
    rulebook = components / K / "zasady.yaml"
    replace_in(rulebook, "template: kolekcjonerzy/rulebook.md.j2", 'template: "kolekcjonerzy/rule\\0book.md.j2"')
    aid = components / K / "pomoc.yaml"
    replace_in(aid, "template: kolekcjonerzy/pomoc.md.j2", 'template: "kolekcjonerzy/pomoc\\0.md.j2"')
    result = run(*command, "--components", str(components), K)
    assert result.exit_code == 1, result.output
    template, image = at(rulebook, "template:", '"'), at(tiles, 'image: "a', '"a')
    assert errors(result) == [
        f"{image}: error: image 'a\\0b.png' {NUL}",
        f"{at(aid, 'template:', chr(34))}: error: template 'kolekcjonerzy/pomoc\\0.md.j2' {NUL}",
        f"{template}: error: template 'kolekcjonerzy/rule\\0book.md.j2' {NUL}",
    ]


def test_nul_in_image_card_file_names_is_a_finding(components, in_tmp):
    (components / "rynek" / "deck.yaml").write_text(
        'kind: image-cards\nsize: 63x88mm\nfronts: "art/*\\0.png"\n', encoding="utf-8"
    )
    (components / "rynek" / "deck2.yaml").write_text(
        'kind: image-cards\nsize: 63x88mm\nfronts:\n  - {image: "art/0\\01.png"}\n', encoding="utf-8"
    )
    result = run("validate", "--components", str(components), "rynek")
    assert result.exit_code == 1
    # (the glyph check also reads the pattern as text; that finding is not this test's subject)
    assert f"components/rynek/deck.yaml:3:9: error: pattern 'art/*\\0.png' {NUL}" in errors(result)
    assert f"components/rynek/deck2.yaml:4:13: error: image 'art/0\\01.png' {NUL}" in errors(result)


@pytest.mark.parametrize("command", [["validate"], ["build"], ["preview"], ["export", "--to", "pdf"]])
def test_game_id_differing_from_its_folder_is_the_same_finding_everywhere(components, in_tmp, command):
    game = components / "rynek" / "game.yaml"
    replace_in(game, "\nid: rynek\n", "\nid: rynek-x\n")
    result = run(*command, "--components", str(components), "rynek")
    assert result.exit_code == 1, result.output
    assert errors(result) == [
        f"{at(game, 'id: rynek-x', 'rynek-x')}: error: game id 'rynek-x' differs from its folder name 'rynek' "
        "[game.id-folder]"
    ]


# --- 37/4. accept refuses, before writing, a reason validation would reject --------------------


@pytest.mark.parametrize(
    "reason, message",
    [
        ("a\x07b", "--reason holds control characters (\\x07); write it as plain text"),
        ("a\u202eb", "--reason holds bidirectional control characters (\\u202e); write it without them"),
        ("a 🎲", "--reason has characters the fonts cannot print: 🎲"),
        ("x" * 501, "--reason is 501 characters long; a house rule's reason holds at most 500"),
    ],
)
def test_accept_refuses_a_reason_validation_would_reject(components, in_tmp, reason, message):
    replace_in(components / K / "plytki.yaml", "price: 2, picture: gitara", "price: 3, picture: gitara")
    game = components / K / "game.yaml"
    before = game.read_bytes()
    result = run("accept", K, "--components", str(components), "--reason", reason)
    assert result.exit_code == 2
    assert f"Error: {message}" in result.output
    assert game.read_bytes() == before


def test_accept_refuses_a_reason_that_is_not_utf8(components, tmp_path):
    replace_in(components / K / "plytki.yaml", "price: 2, picture: gitara", "price: 3, picture: gitara")
    game = components / K / "game.yaml"
    before = game.read_bytes()
    argv = [sys.executable, "-m", "generator", "accept", K, "--components", str(components), "--reason", b"\xff"]
    env = {**os.environ, "LC_ALL": "C.UTF-8", "LANG": "C.UTF-8", "LANGUAGE": ""}
    result = subprocess.run(argv, capture_output=True, cwd=tmp_path, env=env, timeout=120)
    assert result.returncode == 2
    assert b"Error: --reason must be UTF-8 text; the shell passed bytes that are not" in result.stderr
    assert game.read_bytes() == before
