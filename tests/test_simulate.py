"""The simulation driver: seeds, bounds, invariants, undefined situations and rule ids, with a
small counting engine standing in for a game's (the games' engines have tests of their own)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from generator.cli import cli  # first: importing the CLI registers every command, this one included
from generator.commands.simulate import report_lines
from generator.games.simulate import Table, player_counts, simulate
from generator.model.findings import Location


@dataclass(frozen=True)
class Race:
    target: int
    positions: tuple[int, ...]


class RaceEngine:
    """First to `target` wins; each turn every player moves a die roll. Options let a test break it."""

    game_id = "race"
    rules = {
        "race.move": "a turn moves every pawn by its roll",
        "race.finish": "reaching the target ends the game",
        "race.never": "a rule no game meets",
    }

    def __init__(self, target=30, leak=False, undefined_at=None, stall=False):
        self.target, self.leak, self.undefined_at, self.stall = target, leak, undefined_at, stall

    def setup(self, game, players, table):
        return Race(self.target, (0,) * players)

    def turn(self, state, table: Table):
        table.rule("race.move")
        if self.undefined_at is not None and table.turn == self.undefined_at:
            table.undefined("race.tie", "two pawns on one field")
        step = 0 if self.stall else 1
        moved = tuple(p + step * table.roll() for p in state.positions)
        table.count("moves", len(moved))
        if any(p >= state.target for p in moved):
            table.rule("race.finish")
        return replace(state, positions=moved)

    def over(self, state):
        return any(p >= state.target for p in state.positions)

    def invariants(self, state):
        return ["a pawn moved backwards"] if self.leak and max(state.positions) > 10 else []

    def bound(self, players):
        return 50


class _Players:
    min, max = 2, 4


class _Spec:
    players = _Players()


class _Game:
    spec = _Spec()


def test_player_counts_cycle_or_fix():
    assert player_counts(2, 4, None, 7) == [2, 3, 4, 2, 3, 4, 2]
    assert player_counts(2, 4, 3, 3) == [3, 3, 3]


def test_same_seed_same_games_and_every_game_finishes():
    a = simulate(RaceEngine(), _Game(), games=30, seed=5)
    b = simulate(RaceEngine(), _Game(), games=30, seed=5)
    assert a.turns == b.turns and a.used == b.used and a.figures == b.figures
    assert a.finished == 30 and a.clean
    assert set(a.turns) == {2, 3, 4}
    assert a.used["race.finish"] == 30
    assert a.unused == ["race.never"]


def test_findings_name_rule_seed_and_turn():
    report = simulate(RaceEngine(undefined_at=3), _Game(), games=2, seed=40, players=2)
    assert [(p.kind, p.rule, p.seed, p.turn) for p in report.problems] == [
        ("undefined", "race.tie", 40, 3),
        ("undefined", "race.tie", 41, 3),
    ]
    findings, _lines = report_lines(report, Location(str(Path("components/race/game.yaml"))))
    assert findings[0] == (
        "components/race/game.yaml:1:1: error: seed 40, 2 players, turn 3: no rule settles "
        "this: two pawns on one field [race.tie]"
    )


def test_unfinished_and_broken_invariants_are_problems():
    stalled = simulate(RaceEngine(stall=True), _Game(), games=1, seed=1)
    assert [(p.kind, p.turn) for p in stalled.problems] == [("unfinished", 50)]
    leaking = simulate(RaceEngine(leak=True), _Game(), games=1, seed=1)
    assert leaking.of("invariant") and leaking.of("invariant")[0].message == "a pawn moved backwards"
    assert not leaking.clean


def test_an_undeclared_rule_id_is_an_engine_error():
    class Sloppy(RaceEngine):
        def turn(self, state, table):
            table.rule("race.typo")
            return state

    report = simulate(Sloppy(), _Game(), games=1, seed=1)
    assert report.of("error")[0].message == "the engine used the rule id 'race.typo', which it does not declare"


def test_the_report_is_the_same_in_worker_processes():
    one = simulate(RaceEngine(undefined_at=7), _Game(), games=60, seed=3)
    two = simulate(RaceEngine(undefined_at=7), _Game(), games=60, seed=3, jobs=2)
    assert (one.games, one.finished, one.turns, one.used, one.figures, one.problems) == (
        two.games,
        two.finished,
        two.turns,
        two.used,
        two.figures,
        two.problems,
    )


def _cli(*args):
    from click.testing import CliRunner

    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def test_simulate_command_reports_and_exits_0_when_clean():
    import json

    result = _cli("simulate", "rynek", "--games", "6", "--seed", "11", "--jobs", "1")
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[0] == (
        "rynek: 6 games, 6 finished, 0 undefined situations, 0 unfinished, 0 broken invariants, 0 engine errors"
    )
    as_json = json.loads(_cli("simulate", "rynek", "--games", "6", "--seed", "11", "--format", "json").output)
    assert as_json["games"] == as_json["finished"] == 6 and as_json["problems"] == []
    assert set(as_json["turns"]) == {"2", "3", "4", "5", "6"}


def test_simulate_command_refuses_a_player_count_the_game_does_not_allow():
    result = _cli("simulate", "przekret", "--players", "9")
    assert result.exit_code == 2
    assert "Error: przekret is played by 2 to 6 players; --players 9 is outside that" in result.output


def test_every_game_has_a_rules_engine():
    from generator.games import (
        engine_for,
        registry,  # noqa: F401  (declares every game's package: engine_for finds it)
    )

    for game in ("kolekcjonerzy", "rynek", "przekret", "art-society"):
        assert engine_for(game) is not None and engine_for(game).game_id == game
