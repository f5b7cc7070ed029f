"""Strategies at the table, --seats, --compare, stalls and Ctrl-C: through the command line and the
simulation driver, on the bundled games."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.cli import cli
from generator.commands.shared import default_components
from generator.games import engine_for
from generator.games.figures import wilson
from generator.games.simulate import simulate
from generator.validate.run import load_and_validate

from .conftest import with_house_rules

GAMES = {"rynek": 2, "art-society": 2, "przekret": 2, "kolekcjonerzy": 4}


def run(*args: str):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


@pytest.fixture(scope="module")
def loaded():
    project, _ = load_and_validate(default_components(), list(GAMES))
    return project.games


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_strategy_plays_legal_games_and_replays_from_its_seed(loaded, game):
    engine = engine_for(game)
    names = tuple(engine.strategies)
    assert len(names) >= 2 and engine.smart in names
    first = simulate(engine, loaded[game], players=GAMES[game], games=6, seed=11, strategies=names)
    again = simulate(engine, loaded[game], players=GAMES[game], games=6, seed=11, strategies=names)
    assert first.clean and first.finished == 6  # no broken invariant, no engine error, no stall
    assert (first.figures, first.used, first.strategy_wins, first.seat_wins) == (
        again.figures,
        again.used,
        again.strategy_wins,
        again.seat_wins,
    )


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_sensible_strategy_beats_random(loaded, game):
    """Seats rotated, smart against random: the win rate's 95 % interval lies above one half and
    reaches 70 % (the 400-game figures, each at least 70 %, are in docs/simulation.md)."""
    engine = engine_for(game)
    report = simulate(engine, loaded[game], players=GAMES[game], games=80, seed=1, strategies=(engine.smart, "random"))
    wins, n = report.strategy_wins[engine.smart], report.strategy_games[engine.smart]
    assert n == 80
    low, high = wilson(wins, n)
    assert low > 0.5 and high >= 0.7, (wins, n)


@pytest.mark.parametrize(("players", "games"), [(2, 120), (4, 80)])
def test_the_rynek_merchant_beats_the_saver(loaded, players, games):
    """Seats rotated, merchant against saver (who never buys and collects entry fees): the
    merchant's seats win significantly more than half the games (the 400-game figures at 2 to 6
    players are in docs/simulation.md)."""
    engine = engine_for("rynek")
    report = simulate(engine, loaded["rynek"], players=players, games=games, seed=1, strategies=("merchant", "saver"))
    wins, n = report.strategy_wins["merchant"], report.strategy_games["merchant"]
    assert n == games and report.clean
    low, _ = wilson(wins, n)
    assert low > 0.5, (wins, n)
    assert report.strategy_wins["saver"] < wins


def test_seats_rotate_and_the_json_names_strategies_and_seats():
    result = run(
        "simulate", "art-society", "--players", "2", "--games", "4", "--seats", "smart,random", "--format", "json"
    )
    data = json.loads(result.output)
    assert set(data["strategies"]) == {"miniaturist", "random"}
    assert data["strategies"]["miniaturist"]["games"] == 4
    assert set(data["strategies"]["miniaturist"]) == {"games", "wins", "win_rate", "ci95"}
    assert set(data["seats"]) == {"1", "2"}
    assert data["stall_bound"] == {"2": 40}


@pytest.mark.parametrize(
    ("seats", "message"),
    [
        (
            "smart,,random",
            "Error: --seats 'smart,,random' has an empty name; give strategy names separated by commas, e.g. --seats smart,random",
        ),
        ("smart,bluff", "Error: --seats: rynek has no strategy 'bluff'; choose from random, smart, merchant, saver"),
        ("", "Error: --seats '' has an empty name; give strategy names separated by commas, e.g. --seats smart,random"),
    ],
)
def test_seats_errors_say_what_is_wrong(seats, message):
    result = run("simulate", "rynek", "--games", "2", "--seats", seats)
    assert result.exit_code == 2
    assert result.output.splitlines()[-1] == message


def _house_rule(tmp_path: Path) -> Path:
    """A copy of the bundled Rynek whose machine costs twice as much (a house rule)."""
    folder = tmp_path / "kit"
    shutil.copytree(default_components() / "rynek", folder / "rynek")
    game = folder / "rynek" / "game.yaml"
    game.write_text(
        with_house_rules(
            game.read_text(encoding="utf-8"), "{fact: machine-price, value: 5200, reason: Maszyny drożeją.}"
        ),
        encoding="utf-8",
    )
    return folder


def test_compare_reports_each_figure_with_its_interval_and_marks_the_moved_one(tmp_path):
    other = _house_rule(tmp_path)
    result = run(
        "simulate", "rynek", "--players", "2", "--games", "120", "--seats", "merchant,random",
        "--compare", str(other), "--format", "json", "--jobs", "1",
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    rows = {row["figure"]: row for row in json.loads(result.output)["compare"]}
    for row in rows.values():
        assert set(row) == {"figure", "base", "other", "difference", "ci95", "significant"}
        assert row["ci95"][0] <= row["difference"] <= row["ci95"][1]
    machines = rows["machines bought (mean per game)"]
    assert machines["difference"] < 0 and machines["significant"]
    assert not rows["win rate, seat 1"]["significant"]


def test_a_stalled_game_is_reported_with_the_seed_that_replays_it():
    result = run("simulate", "kolekcjonerzy", "--players", "4", "--games", "1", "--seed", "7", "--seats", "planner")
    assert result.exit_code == 0  # this edition's closing rounds end every game
    from generator.games.simulate import Report, play_one

    project, _ = load_and_validate(default_components(), ["kolekcjonerzy"])
    report = Report("kolekcjonerzy")
    play_one(engine_for("kolekcjonerzy"), project.games["kolekcjonerzy"], 4, 7, report, bound=8, seats=("planner",) * 4)
    (stalled,) = report.problems
    assert stalled.kind == "unfinished" and stalled.seed == 7
    assert stalled.message.startswith("the game did not end within 8 turns; ")
    assert "exhibits left on the board" in stalled.message


@pytest.mark.skipif(not hasattr(signal, "SIGINT") or sys.platform == "win32", reason="POSIX signals")
def test_sigint_to_simulate_with_workers_prints_the_games_played_and_exits_130(tmp_path):
    drukarnia = Path(sys.executable).parent / "drukarnia"
    process = subprocess.Popen(
        [str(drukarnia), "simulate", "przekret", "--games", "1000000", "--jobs", "2"],
        cwd=tmp_path,
        env={**os.environ, "DRUKARNIA_TEST_PAUSE_AT": "simulating"},
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    said = []
    for line in process.stderr:
        if line == "drukarnia-test: paused at simulating\n":
            break
        said.append(line)
    else:
        raise AssertionError("".join(said))
    process.send_signal(signal.SIGINT)  # to the command's own process only, not its workers
    out, err = process.communicate(timeout=60)
    assert process.returncode == 130, err
    lines = [line for line in out.splitlines() if ": warning: " not in line]  # imbalances come first
    played = int(lines[0].split()[-5])
    assert 0 < played < 1_000_000
    assert lines[0] == f"interrupted: the summary covers the {played} games played so far"
    assert lines[1].startswith(f"przekret: {played} games, {played} finished, ")
    assert "Traceback" not in err


def test_strategies_give_the_same_report_in_worker_processes(loaded):
    engine = engine_for("art-society")
    names = ("miniaturist", "random", "curator")
    one = simulate(engine, loaded["art-society"], games=60, seed=5, strategies=names)
    two = simulate(engine, loaded["art-society"], games=60, seed=5, strategies=names, jobs=2)
    assert (one.strategy_wins, one.seat_wins, one.figures, one.turns) == (
        two.strategy_wins,
        two.seat_wins,
        two.figures,
        two.turns,
    )


def test_rynek_trial_figures_follow_the_data_and_never_a_stale_copy(tmp_path):
    """The rulebook's trial figures are played again when a number the games use changes (here the
    agreed number of rounds), and the same data loaded again quotes the same figures."""
    from generator.games.rynek.trials import trials

    from .conftest import COMPONENTS, replace_in, validated_game

    shutil.copytree(COMPONENTS, tmp_path / "components")
    first = trials(validated_game("rynek"))
    replace_in(tmp_path / "components" / "rynek" / "game.yaml", "rounds: 12 ", "rounds: 3 ")
    shorter = trials(validated_game("rynek", tmp_path / "components"))
    again = trials(validated_game("rynek"))
    assert shorter != first
    assert shorter["random"]["alone"] < first["random"]["alone"]  # fewer rounds, fewer sales
    assert again == first
