"""The bundled boards with only the files each depends on, and their validation findings: shared by
the board tests (tests/test_boards.py) and the games' board checks (tests/test_board_rules.py)."""

from __future__ import annotations

import shutil
from pathlib import Path

from generator.games.registry import load_all
from generator.model.findings import Findings
from generator.validate.loading import load_project
from generator.validate.run import validate_game

from .conftest import COMPONENTS

# Each board with the files it depends on: validating and rendering only these keeps the tests fast
# (the full games also render rulebooks and kits while validating).
SUBSETS = {
    "kolekcjonerzy": ["game.yaml", "plansza.yaml", "plytki.yaml", "pionki.yaml"],  # pionki: the START chips
    "rynek": ["game.yaml", "plansza.yaml"],
    "przekret": ["game.yaml", "plansza.yaml", "posesje.yaml"],
    "art-society": ["game.yaml", "plansza-kolekcji.yaml", "plansza-muzeum.yaml", "obrazy.yaml"],
}


def copy_boards(target: Path, games=tuple(SUBSETS)) -> Path:
    for game in games:
        (target / game).mkdir(parents=True)
        for name in SUBSETS[game]:
            shutil.copy(COMPONENTS / game / name, target / game / name)
    return target


_LOADED: dict[tuple[str, str], tuple] = {}


def load(components: Path, game: str):
    """The game and every finding of its validation (errors included: the subsets lack other files)."""
    key = (str(components), game)
    if key not in _LOADED or not components.name.startswith("bundled"):
        load_all()
        found = Findings()
        project = load_project(components, [game], found)
        validate_game(project.games[game], found)
        _LOADED[key] = (project.games[game], found)
    return _LOADED[key]


def findings_of(components: Path, game: str) -> list[str]:
    """Every finding as 'file:line:col: severity: message [rule]'."""
    _, found = load(components, game)
    return [
        f"{Path(f.location.path).name}:{f.location.line}:{f.location.col}: {f.severity}: {f.message} [{f.rule}]"
        for f in found.sorted()
    ]


def board_findings(components: Path, game: str) -> list[str]:
    """The findings about boards (the subsets miss other components, whose findings are left out)."""
    return [
        f
        for f in findings_of(components, game)
        if f.split("[")[-1].startswith(("board.", "text.")) or ".board-" in f.split("[")[-1]
    ]
