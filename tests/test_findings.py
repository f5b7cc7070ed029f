"""Every kind of bad input is a finding with path:line:col, asserted by exact text."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.cli import cli
from generator.model.findings import Findings
from generator.validate.loading import load_yaml

from .conftest import keep, line_of, replace_in


def run(*args: str):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def findings_of(path: Path, text: str | bytes) -> list[str]:
    if isinstance(text, str):
        path.write_text(text, encoding="utf-8")
    else:
        path.write_bytes(text)
    findings = Findings()
    load_yaml(path, findings)
    return [str(f).removeprefix("x.yaml:") for f in findings.sorted()]


@pytest.fixture
def yaml_file(in_tmp):
    return Path("x.yaml")


def test_syntax_error_has_position(yaml_file):
    assert findings_of(yaml_file, "kind: game\nid: [a, b\n") == [
        "2:5: error: YAML syntax error: this '[' is never closed with ']' [yaml.syntax]"
    ]


def test_duplicate_key(yaml_file):
    assert findings_of(yaml_file, "kind: game\nid: a\nid: b\n") == [
        "3:1: error: duplicate key 'id' (first given on line 2) [yaml.duplicate-key]"
    ]


def test_empty_file(yaml_file):
    assert findings_of(yaml_file, "") == [
        "1:1: error: file is empty; expected a mapping that starts with 'kind:' [yaml.empty]"
    ]


def test_not_utf8(yaml_file):
    assert findings_of(yaml_file, b"kind: game\nid: caf\xe9\n") == [
        "2:8: error: file is not UTF-8 text (byte 0xe9) [yaml.encoding]"
    ]


def test_bom_and_windows_line_endings_are_fine(yaml_file):
    assert findings_of(yaml_file, "\ufeffkind: game\r\nid: a\r\n") == []


def test_alias_bomb_is_refused_quickly(yaml_file):
    lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for i in range(1, 9):
        refs = ", ".join([f"*a{i - 1}"] * 10)
        lines.append(f"a{i}: &a{i} [{refs}]")
    out = findings_of(yaml_file, "\n".join(lines) + "\n")
    assert len(out) == 1 and out[0].endswith(
        "error: document expands to more than 200000 nodes (an alias bomb or a "
        "file far larger than any component) [yaml.limit]"
    )


def test_deep_nesting_is_refused(yaml_file):
    out = findings_of(yaml_file, "a: " + "[" * 100 + "]" * 100 + "\n")
    assert len(out) == 1 and "nesting deeper than 64 levels" in out[0]


# --- through the CLI, on a copy of the bundled data -------------------------------------------------


def validate_lines(components: Path, *games: str) -> tuple[int, list[str]]:
    result = run("validate", "--components", str(components), *games)
    return result.exit_code, [line for line in result.output.splitlines() if ": error: " in line]


def test_bundled_data_is_clean(components):
    result = run("validate", "--components", str(components))
    assert result.exit_code == 0, result.output
    assert result.output.strip().endswith("ok: Art Society, Kolekcjonerzy, Przekręt, Rynek")


def test_unknown_key_wrong_type_and_missing_key_all_reported_at_once(components, in_tmp):
    tiles = components / "kolekcjonerzy" / "plytki.yaml"
    replace_in(
        tiles, "  - {name: SZABLA, price: 3, picture: szabla}", '  - {name: SZABLA, price: "3", picture: szabla}'
    )
    replace_in(
        tiles, "  - {name: PISTOLET, price: 3, picture: pistolet}", "  - {name: PISTOLET, price: 3, pictur: pistolet}"
    )
    replace_in(tiles, "  - {name: FOTEL, price: 3, picture: fotel}", "  - {price: 3, picture: fotel}")
    code, lines = validate_lines(components, "kolekcjonerzy")
    path = "components/kolekcjonerzy/plytki.yaml"
    szabla, pistolet, fotel = line_of(tiles, "SZABLA"), line_of(tiles, "PISTOLET"), line_of(tiles, "picture: fotel")
    assert code == 1
    assert lines == [
        f"{path}:{szabla}:27: error: 'exhibits[4].price': expected an integer, received '3' [schema.int-type]",
        f"{path}:{pistolet}:32: error: unknown key 'pictur' in exhibits[5]; did you mean 'picture'? [schema.unknown-key]",
        f"{path}:{fotel}:5: error: missing required key 'name' in exhibits[6] [schema.missing-key]",
    ]


def test_bad_length_unit(components, in_tmp):
    tiles = components / "kolekcjonerzy" / "plytki.yaml"
    replace_in(tiles, "size: 29.5mm", "size: 30")
    code, lines = validate_lines(components, "kolekcjonerzy")
    assert code == 1
    assert lines == [
        f"components/kolekcjonerzy/plytki.yaml:{line_of(tiles, 'size: 30')}:7: error: 'size': expected a "
        "length with a unit such as 63mm, 2.5in or 20pt, received 30 [schema.value-error]"
    ]


def test_unknown_kind(components, in_tmp):
    (components / "kolekcjonerzy" / "extra.yaml").write_text("kind: spaceship\n", encoding="utf-8")
    code, lines = validate_lines(components, "kolekcjonerzy")
    assert code == 1
    assert len(lines) == 1
    assert lines[0].startswith(
        "components/kolekcjonerzy/extra.yaml:1:7: error: unknown kind 'spaceship'; expected one of: "
    )
    assert lines[0].endswith("[schema.unknown-kind]")


def test_missing_image_file_and_path_outside_folder(components, in_tmp):
    tiles = components / "kolekcjonerzy" / "plytki.yaml"
    replace_in(
        tiles, "{name: SZABLA, price: 3, picture: szabla}", "{name: SZABLA, price: 3, image: obrazki/szabla.png}"
    )
    replace_in(tiles, "{name: FOTEL, price: 3, picture: fotel}", "{name: FOTEL, price: 3, image: ../../secret.png}")
    code, lines = validate_lines(components, "kolekcjonerzy")
    path = "components/kolekcjonerzy/plytki.yaml"
    assert code == 1
    assert lines == [
        f"{path}:{line_of(tiles, 'SZABLA')}:37: error: image file 'obrazki/szabla.png' not found in "
        f"components/kolekcjonerzy [paths.missing-file]",
        f"{path}:{line_of(tiles, 'FOTEL')}:36: error: image '../../secret.png' lies outside the game's components "
        f"folder [paths.outside]",
    ]


def test_price_tier_violation_names_the_tier(components, in_tmp):
    tiles = components / "kolekcjonerzy" / "plytki.yaml"
    replace_in(tiles, "{name: SZABLA, price: 3,", "{name: SZABLA, price: 2,")
    code, lines = validate_lines(components, "kolekcjonerzy")
    assert code == 1
    assert lines == [
        f"components/kolekcjonerzy/plytki.yaml:{line_of(tiles, 'SZABLA')}:27: error: exhibit 'SZABLA' costs "
        "2 token(s); the documented tier SZNUR PEREŁ…PIERŚCIEŃ costs 3 (price list (cennik) after the list "
        "of exhibits)"
        + keep("kolekcjonerzy", '{fact: exhibits, item: SZABLA/price, documented: 3, value: 2, reason: "…"}')
        + " [kolekcjonerzy.price-tier]"
    ]


def test_tile_count_and_duplicate_name(components, in_tmp):
    tiles = components / "kolekcjonerzy" / "plytki.yaml"
    replace_in(tiles, "{name: PISTOLET, price: 3, picture: pistolet}", "{name: SZABLA, price: 3, picture: pistolet}")
    replace_in(tiles, "count: 12", "count: 11")
    code, lines = validate_lines(components, "kolekcjonerzy")
    path = "components/kolekcjonerzy/plytki.yaml"
    assert code == 1
    assert (
        f"{path}:{line_of(tiles, 'count: 11')}:10: error: 11 blot tiles; the rules require 12 (components: twelve of "
        "the 48 squares carry ink blots)"
        + keep("kolekcjonerzy", '{fact: blot-tiles, documented: 12, value: 11, reason: "…"}')
        + " [kolekcjonerzy.blot-count]"
        in lines
    )
    assert any("exhibit 'SZABLA' appears twice (first at item 5); expected unique names" in l for l in lines)
    assert any("documented exhibit 'PISTOLET' has no tile" in l for l in lines)


def test_house_rule_is_a_notice_and_unknown_fact_an_error(components, in_tmp):
    game = components / "kolekcjonerzy" / "game.yaml"
    text = game.read_text(encoding="utf-8")
    assert text.count("\nhouse_rules:\n") == 1  # the game declares one of its own (r32): these join its list
    text = text.replace(
        "\nhouse_rules:\n",
        "\nhouse_rules:\n  - {fact: starting-tokens, value: 12, reason: więcej handlu}\n"
        "  - {fact: no-such-fact, value: 1, reason: test}\n",
    )
    game.write_text(text, encoding="utf-8")
    result = run("validate", "--components", str(components), "kolekcjonerzy")
    assert result.exit_code == 1
    n = line_of(game, "{fact: starting-tokens")
    assert (
        f"components/kolekcjonerzy/game.yaml:{n}:12: notice: house rule: starting-tokens is 12 instead of the "
        "documented 10 (end of set-up: the arbiter gives each player ten tokens); reason: więcej handlu "
        "[kolekcjonerzy.house-rule]"
    ) in result.output
    assert (
        f"components/kolekcjonerzy/game.yaml:{n + 1}:12: error: house rule changes unknown fact 'no-such-fact'; "
        "documented facts: "
    ) in result.output


def test_json_format(components, in_tmp):
    tiles = components / "kolekcjonerzy" / "plytki.yaml"
    replace_in(tiles, "count: 12", "count: 11")
    result = run("validate", "--components", str(components), "--format", "json", "kolekcjonerzy")
    assert result.exit_code == 1
    data = json.loads(result.output)
    errors = [d for d in data if d["severity"] == "error"]
    assert errors == [
        {
            "path": "components/kolekcjonerzy/plytki.yaml",
            "line": line_of(tiles, "count: 11"),
            "col": 10,
            "severity": "error",
            "message": "11 blot tiles; the rules require 12 (components: twelve of the "
            "48 squares carry ink blots)"
            + keep("kolekcjonerzy", '{fact: blot-tiles, documented: 12, value: 11, reason: "…"}'),
            "rule": "kolekcjonerzy.blot-count",
        }
    ]


def test_usage_errors_exit_2(components):
    assert run("validate", "--components", str(components), "nosuchgame").exit_code == 2
    assert run("build", "--paper", "b9").exit_code == 2
    assert run("build", "--back-offset", "x").exit_code == 2
    assert run("frobnicate").exit_code == 2


def test_a_value_that_fits_no_member_of_a_choice_is_one_finding(components, in_tmp):
    board = components / "art-society" / "plansza-kolekcji.yaml"
    replace_in(board, "copies: per-player", "copies: lots")
    result = run("validate", "--components", str(components), "art-society")
    assert result.exit_code == 1
    n = line_of(board, "copies: lots")
    assert (
        f"components/art-society/plansza-kolekcji.yaml:{n}:9: error: 'copies': expected an integer or one of "
        "'per-player', received 'lots' [schema.int-type]"
    ) in result.output
    assert result.output.count("'copies'") == 1
