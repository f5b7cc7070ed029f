"""Validator strength: single-fact corruptions of the bundled data, each caught at the right line.

Each case edits one fact in a copy of the bundled data (old text → new text in one file) and
expects an error whose location is that file and the line of the edit, with the expected rule.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.cli import cli

from .conftest import line_of, replace_in


@dataclass(frozen=True)
class Corruption:
    game: str
    file: str
    old: str
    new: str
    rule: str
    line_of: str = ""       # text on the line the finding must point at (default: `new`)

    @property
    def id(self) -> str:
        return f"{self.game}:{self.file}:{self.new.strip()[:40]}"


KOLEKCJONERZY = [
    Corruption("kolekcjonerzy", "tiles.yaml", "{name: OBRAZ WYSPIAŃSKIEGO, price: 4", "{name: OBRAZ WYSPIAŃSKIEGO, price: 3", "kolekcjonerzy.price-tier"),
    Corruption("kolekcjonerzy", "tiles.yaml", "{name: SZNUR PEREŁ, price: 3", "{name: SZNUR PEREŁ, price: 2", "kolekcjonerzy.price-tier"),
    Corruption("kolekcjonerzy", "tiles.yaml", "{name: PIERŚCIEŃ, price: 3", "{name: PIERŚCIEŃ, price: 2", "kolekcjonerzy.price-tier"),
    Corruption("kolekcjonerzy", "tiles.yaml", "{name: GITARA, price: 2", "{name: GITARA, price: 3", "kolekcjonerzy.price-tier"),
    Corruption("kolekcjonerzy", "tiles.yaml", "{name: SIODŁO, price: 2", "{name: SIODŁO, price: 1", "kolekcjonerzy.price-tier"),
    Corruption("kolekcjonerzy", "tiles.yaml", "{name: PERUKA, price: 1", "{name: PERUKA, price: 2", "kolekcjonerzy.price-tier"),
    Corruption("kolekcjonerzy", "tiles.yaml", "{name: ZAPALNICZKA, price: 1", "{name: ZAPALNICZKA, price: 4", "kolekcjonerzy.price-tier"),
    Corruption("kolekcjonerzy", "tiles.yaml", "    price: 1\n    picture: pocztowka", "    price: 2\n    picture: pocztowka", "kolekcjonerzy.price-tier"),
    Corruption("kolekcjonerzy", "tiles.yaml", "{name: SZABLA, price", "{name: SZABLE, price", "kolekcjonerzy.unknown-exhibit"),
    Corruption("kolekcjonerzy", "tiles.yaml", "{name: LUTNIA, price", "{name: GITARA, price", "kolekcjonerzy.duplicate-exhibit",
               "picture: lutnia"),
    Corruption("kolekcjonerzy", "tiles.yaml", "  count: 12", "  count: 10", "kolekcjonerzy.blot-count"),
    Corruption("kolekcjonerzy", "tiles.yaml", "size: 30mm", "size: 32mm", "kolekcjonerzy.field-size"),
    Corruption("kolekcjonerzy", "game.yaml", "players: {min: 4, max: 12}", "players: {min: 3, max: 12}", "kolekcjonerzy.players"),
    Corruption("kolekcjonerzy", "game.yaml", "players: {min: 4, max: 12}", "players: {min: 4, max: 14}", "kolekcjonerzy.players"),
    Corruption("kolekcjonerzy", "tiles.yaml", "picture: zegar}", "picture: zegarr}", "tiles.unknown-pictogram"),
]

CASES = KOLEKCJONERZY


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_single_fact_corruption_is_caught_at_its_line(components, in_tmp, case):
    path = components / case.game / case.file
    original = path.read_text(encoding="utf-8")
    edit_line = original[: original.index(case.old)].count("\n") + 1
    replace_in(path, case.old, case.new)
    result = CliRunner().invoke(cli, ["validate", "--components", str(components), case.game], catch_exceptions=False)
    assert result.exit_code == 1, result.output
    expected_line = line_of(path, case.line_of) if case.line_of else edit_line
    where = f"components/{case.game}/{case.file}:{expected_line}:"
    matching = [l for l in result.output.splitlines() if l.startswith(where) and f"[{case.rule}]" in l and ": error: " in l]
    assert matching, f"no {case.rule} error at {where}\n{result.output}"


def test_each_game_has_at_least_20_corruptions():
    counts: dict[str, int] = {}
    for case in CASES:
        counts[case.game] = counts.get(case.game, 0) + 1
    assert counts.get("kolekcjonerzy", 0) >= 15
