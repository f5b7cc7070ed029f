"""A Markdown text read clean before is recalled with the parsed files (generator/rulebook/markup.py,
generator/parsed.py): the same blocks, without markdown-it; a text with problems is read again every
time and says the same; a damaged record, or one of other code, is a miss."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from generator import parsed, unchanged
from generator.rulebook import markdown_reader, markup

from .conftest import REPO

TEXT = ("# Zasady\n\nGra \"Rynek\" -- krótko... i z **banku**.\n\n| Towar | Cena |\n|---|---|\n| Zboże | 4 |\n\n"
        "![Plansza](figure:board)\n\n> **Przykład.** Anna płaci 3 zł.\n\n- jeden\n- dwa\n\n---\n\n1. raz\n")
BROKEN = "Tekst ![x](component:tiles) dalej\n\n```\nkod\n```\n"


@pytest.fixture(autouse=True)
def user_cache(tmp_path: Path, monkeypatch) -> Path:
    cache = tmp_path / "user-cache"
    monkeypatch.setenv("XDG_CACHE_HOME", str(cache))
    markup._parsed.cache_clear()          # what this process read before is not asked
    yield cache
    markup._parsed.cache_clear()


@pytest.fixture
def reads(monkeypatch) -> list[str]:
    """The texts markdown-it read, in order."""
    seen: list[str] = []
    original = markdown_reader.read

    def spy(text):
        seen.append(text)
        return original(text)
    monkeypatch.setattr(markdown_reader, "read", spy)
    return seen


def _records(cache: Path) -> list[Path]:
    return sorted((cache / "drukarnia" / parsed.FOLDER).glob("*" + parsed.SUFFIX))


def test_a_text_read_clean_is_recalled_with_the_same_blocks(reads, user_cache):
    first = markup.parse(TEXT)
    assert first[1] == [] and reads == [TEXT] and len(_records(user_cache)) == 1
    markup._parsed.cache_clear()
    again = markup.parse(TEXT)
    assert reads == [TEXT]                        # not read again
    assert again == first and again[0] == markdown_reader.read(TEXT)[0]


def test_a_text_with_problems_is_read_every_time_and_says_the_same(reads, user_cache):
    first = markup.parse(BROKEN)
    assert [p.rule for p in first[1]] == ["rulebook.figure-inline", "rulebook.markup"]
    assert _records(user_cache) == []
    markup._parsed.cache_clear()
    assert markup.parse(BROKEN) == first and reads == [BROKEN, BROKEN]


@pytest.mark.parametrize("damage", ["torn", "flipped", "not blocks"])
def test_a_damaged_record_is_a_miss(reads, user_cache, damage):
    markup.parse(TEXT)
    record = _records(user_cache)[0]
    blob = record.read_bytes()
    if damage == "torn":
        record.write_bytes(blob[:len(blob) // 2])
    elif damage == "flipped":
        record.write_bytes(blob[:-5] + bytes([blob[-5] ^ 0xFF]) + blob[-4:])
    else:      # a whole record (its digest right) that holds something else than blocks
        parsed.remember(record.name[:-len(parsed.SUFFIX)], ("Heading", 1))
    markup._parsed.cache_clear()
    blocks, problems = markup.parse(TEXT)
    assert reads == [TEXT, TEXT] and problems == [] and blocks == markdown_reader.read(TEXT)[0]


def test_a_record_of_other_code_is_not_used(reads, monkeypatch):
    markup.parse(TEXT)
    markup._parsed.cache_clear()
    real = unchanged.check_key
    monkeypatch.setattr(unchanged, "check_key", lambda what, *parts: real(what, "other code", *parts))
    markup.parse(TEXT)
    assert reads == [TEXT, TEXT]


def test_a_new_process_reads_the_text_the_same(user_cache):
    script = ("import json, sys\nfrom generator.rulebook import markup\nblocks, problems = markup.parse(sys.argv[1])\n"
              "print(json.dumps([repr(blocks), [p.rule for p in problems]]))")
    env = {**os.environ, "XDG_CACHE_HOME": str(user_cache)}

    def run() -> list:
        done = subprocess.run([sys.executable, "-c", script, TEXT], cwd=REPO, env=env, capture_output=True,
                              text=True, check=True)
        return json.loads(done.stdout)
    first, second = run(), run()
    assert second == first == [repr(markdown_reader.read(TEXT)[0]), []]
