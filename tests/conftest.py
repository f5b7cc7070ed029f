from __future__ import annotations

import fcntl
import os
import pickle
import shutil
import tempfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
COMPONENTS = REPO / "components"

# Tests run in a fixed locale: the terminal speaks English unless a test asks for --lang pl.
os.environ.update({"LC_ALL": "C.UTF-8", "LANG": "C.UTF-8"})
os.environ.pop("LC_MESSAGES", None)
# Each test process (every pytest-xdist worker, or the one process without xdist) keeps what
# drukarnia keeps between runs in a user cache folder of its own, made empty for the session: never
# the developer's own cache, never one that a test running beside it in another worker fills.
# Both names: XDG_CACHE_HOME (platformdirs' user cache) and drukarnia's own override.
_USER_CACHE = Path(tempfile.mkdtemp(prefix=f"drukarnia-test-cache-{os.environ.get('PYTEST_XDIST_WORKER', 'main')}-"))
os.environ["XDG_CACHE_HOME"] = str(_USER_CACHE)
os.environ["DRUKARNIA_CACHE_DIR"] = str(_USER_CACHE / "drukarnia")


def pytest_unconfigure(config):
    shutil.rmtree(_USER_CACHE, ignore_errors=True)


@pytest.fixture
def components(tmp_path: Path) -> Path:
    """A private copy of the bundled components, safe to corrupt."""
    target = tmp_path / "components"
    shutil.copytree(COMPONENTS, target)
    return target


@pytest.fixture
def in_tmp(tmp_path: Path, monkeypatch) -> Path:
    monkeypatch.chdir(tmp_path)
    return tmp_path


def replace_in(path: Path, old: str, new: str, count: int = 1) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {path}"
    path.write_text(text.replace(old, new, count), encoding="utf-8")


def with_house_rules(text: str, *rules: str) -> str:
    """game.yaml's text with `rules` first in its house_rules list (started when the game has none)."""
    entries = "".join(f"  - {rule}\n" for rule in rules)
    if "\nhouse_rules:\n" in text:
        return text.replace("\nhouse_rules:\n", "\nhouse_rules:\n" + entries, 1)
    return text + "house_rules:\n" + entries


def add_house_rule(components: Path, game: str, *rules: str) -> Path:
    """Give `game` (in the folder `components`) the house `rules`; its game.yaml."""
    path = components / game / "game.yaml"
    path.write_text(with_house_rules(path.read_text(encoding="utf-8"), *rules), encoding="utf-8")
    return path


def line_of(path: Path, needle: str) -> int:
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if needle in line:
            return number
    raise AssertionError(f"{needle!r} not in {path}")


def game_findings(folder: Path) -> list[str]:
    """Every finding of validating the game in `folder` (a components/<game> folder), as printed."""
    from generator.build.recipe import load_and_validate
    from generator.model.findings import FindingsError

    try:
        _, found = load_and_validate(folder.parent, [folder.name])
    except FindingsError as exc:
        found = exc.findings
    return [str(f) for f in found.sorted()]


def validated_game(game_id: str, components: Path = COMPONENTS):
    """One game of `components`, loaded and validated (it must validate clean)."""
    from generator.build.recipe import load_and_validate

    project, _ = load_and_validate(components, [game_id])
    return project.games[game_id]


def at(path: Path, needle: str, token: str) -> str:
    """`components/<game>/<file>:line:col` of `token` on the line containing `needle`."""
    line = line_of(path, needle)
    col = path.read_text(encoding="utf-8").splitlines()[line - 1].index(token) + 1
    return f"components/{path.parent.name}/{path.name}:{line}:{col}"


def keep(game: str, rule: str, components: str | None = None) -> str:
    """The end of a deviation error: the command and the exact house rule that would keep the change."""
    where = f" --components {components}" if components else ""
    return f'; to keep this change: drukarnia accept {game}{where} --reason "…" (adds to game.yaml house_rules: {rule})'


@pytest.fixture(scope="session")
def bundled_build(tmp_path_factory):
    """The whole bundled kit, built once per test run: (output folder, BuildResult). With
    pytest-xdist the first worker that needs it builds it and the others wait for it and read the same
    folder (the tests only read it); every worker's temporary folder sits in the run's one folder."""
    from generator.build.recipe import BuildOptions, build

    base = tmp_path_factory.getbasetemp()
    run = base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base  # the same for every worker of this run
    out, record = run / "bundled-kit", run / "bundled-kit.pickle"
    with open(run / "bundled-kit.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes, also when the build fails
        if not record.exists():  # written last: a build that failed leaves none, and the next one tries again
            result = build(COMPONENTS, out, None, BuildOptions())
            record.write_bytes(pickle.dumps(result))
    return out, pickle.loads(record.read_bytes())


@pytest.fixture(scope="session")
def bundled_kit(bundled_build) -> Path:
    """The output folder of the bundled kit, with every game's PDFs and manifest.json."""
    return bundled_build[0]


@pytest.fixture(scope="session")
def blank_back_kit(tmp_path_factory) -> Path:
    """Kolekcjonerzy's kit with its questions a page longer, so that its book leaves a blank back before its
    appendix and the kit's checklist is drawn there (no bundled book leaves one since r32; blank_back.py)."""
    from .blank_back import shared_kit_with_a_blank_back

    return shared_kit_with_a_blank_back(tmp_path_factory)
