"""The part files a user gets and edits have Polish names (ASCII, no diacritics): no output file and no
component YAML of a bundled game keeps one of the English names the kit had, and every file the
README's table of parts names is one the build writes, and the other way round."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from .conftest import COMPONENTS

README = Path(__file__).resolve().parent.parent / "README.md"
GAMES = ["kolekcjonerzy", "rynek", "przekret", "art-society"]
# the English names the parts had before (s10): none may come back
ENGLISH = {
    "board", "rulebook", "kit", "tiles", "cards", "factories", "money", "tokens", "pawns", "leases",
    "money-summary", "properties", "paintings", "lollipops", "collection-board", "museum-board", "score-pad",
}  # fmt: skip


def _stem(name: str) -> str:
    """board-a4.pdf -> board: the part a file is of, without its paper."""
    return re.sub(r"-(a4|letter)$", "", Path(name).stem)


@pytest.mark.parametrize("game", GAMES)
def test_no_part_file_has_an_english_name(bundled_kit, game):
    files = sorted(p.name for p in (bundled_kit / game).iterdir() if p.suffix == ".pdf")
    assert files, game
    assert [f for f in files if _stem(f) in ENGLISH] == []
    assert all(f.isascii() for f in files), files


@pytest.mark.parametrize("game", GAMES)
def test_no_component_file_has_an_english_name(game):
    stems = sorted(p.stem for p in (COMPONENTS / game).glob("*.yaml"))
    assert "game" in stems
    assert [s for s in stems if s in ENGLISH] == []
    assert all(s.isascii() for s in stems), stems


def test_the_readme_part_table_names_files_the_build_writes(bundled_kit):
    rows = [line for line in README.read_text(encoding="utf-8").splitlines() if line.startswith("| **")]
    named = {}
    for row in rows:
        game = re.search(r"\(`([a-z-]+)`", row)
        if game and game.group(1) in GAMES:
            named[game.group(1)] = re.findall(r"`([\w-]+\.pdf)`", row)
    assert sorted(named) == sorted(GAMES)
    missing = {g: [f for f in files if not (bundled_kit / g / f).exists()] for g, files in named.items()}
    assert missing == {g: [] for g in GAMES}
    assert all(files for files in named.values())
    # and the other way: every part file the build writes is in its game's row (zestaw.pdf, every part
    # in one, is named above the table)
    unnamed = {g: sorted(p.name for p in (bundled_kit / g).glob("*.pdf") if p.name not in named[g]) for g in GAMES}
    assert unnamed == {g: ["zestaw.pdf"] for g in GAMES}


def test_the_readme_shows_previews_that_exist():
    """The README's pictures are docs/previews/<game>-<part>.png, named like the parts: each one it shows is there."""
    shown = re.findall(r"\]\((docs/previews/[\w.-]+\.png)\)", README.read_text(encoding="utf-8"))
    assert len(shown) >= 6
    assert [p for p in shown if not (README.parent / p).is_file()] == []
    parts = [re.sub(rf"^({'|'.join(GAMES)})-|-deutan$", "", _stem(p)) for p in shown]
    assert [p for p in parts if p in ENGLISH] == []
