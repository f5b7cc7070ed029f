"""Kolekcjonerzy: the point-value rule, plan checking per player-count band, the `wycena` command and the
documented facts and piece checks of the validator (exact finding texts)."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.build.recipe import load_and_validate
from generator.cli import cli
from generator.games.kolekcjonerzy.exhibit_tiles import badge_clearance, spare_pieces, spare_split
from generator.games.kolekcjonerzy.facts import FACTS, min_owned, plan_minimum, point_value, win_points
from generator.games.kolekcjonerzy.rules import token_value
from generator.layout.imposition import free_slots
from generator.model.findings import FindingsError
from generator.model.units import mm

from .conftest import COMPONENTS, line_of, replace_in, with_house_rules

GAME = "kolekcjonerzy"
EXAMPLE = COMPONENTS / GAME / "examples" / "plany.yaml"
EIGHT = ["OBRAZ WYSPIAŃSKIEGO", "SZABLA", "GITARA", "LUTNIA", "SAMOWAR", "PERUKA", "KSIĄŻKA", "MONETA"]


@pytest.fixture
def components(components: Path) -> Path:
    """The private copy without the rulebook: its check renders the whole kit (seconds per run) and
    only restates findings these tests assert directly."""
    (components / GAME / "zasady.yaml").unlink(missing_ok=True)
    return components


@pytest.fixture(scope="module")
def lean(tmp_path_factory) -> Path:
    target = tmp_path_factory.mktemp("lean") / "components"
    shutil.copytree(COMPONENTS, target)
    (target / GAME / "zasady.yaml").unlink(missing_ok=True)
    return target


def findings(
    components: Path,
    rules: tuple[str, ...] = ("kolekcjonerzy.", "standees.", "tokens.", "price-list.", "kolekcjonerzy-sheet."),
) -> list[str]:
    """Errors of a validation run raised by this game's and its pieces' checks (the rulebook, which
    quotes the same data, reports its own consequences separately)."""
    try:
        _, found = load_and_validate(components, [GAME])
    except FindingsError as exc:
        found = exc.findings
    return [
        f"{Path(f.location.path).name}:{f.location.line}: {f.message} [{f.rule}]"
        for f in found.sorted()
        if f.severity == "error" and f.rule.startswith(rules)
    ]


def bundled(components: Path = COMPONENTS):
    project, _ = load_and_validate(components, [GAME])
    return project.games[GAME]


def plans_yaml(*plans: list[str], names: list[str] | None = None) -> str:
    names = names or [f"Gracz {i + 1}" for i in range(len(plans))]
    lines = ["plans:"]
    for name, exhibits in zip(names, plans):
        lines += [f"  - player: {name}", "    exhibits:"] + [f"      - {e}" for e in exhibits]
    return "\n".join(lines) + "\n"


def wycena(tmp_path: Path, components: Path, text: str, *extra: str):
    path = tmp_path / "plany.yaml"
    path.write_text(text, encoding="utf-8")
    out = tmp_path / "out"
    result = CliRunner().invoke(
        cli,
        ["kolekcjonerzy", "wycena", str(path), "--components", str(components), "--out", str(out), *extra],
        catch_exceptions=False,
    )
    return result, out / GAME / "wycena.pdf", path


def plan_errors(tmp_path: Path, components: Path, text: str) -> list[str]:
    result, pdf, path = wycena(tmp_path, components, text)
    assert result.exit_code == 1, result.output
    assert not pdf.exists()  # findings: nothing written
    lines = [line for line in result.output.splitlines() if ": error: " in line]
    return [line.split("plany.yaml:", 1)[1] for line in lines]


# ------------------------------------------------------------------------------ the point-value rule


@pytest.mark.parametrize(
    "price, wanted, points",
    [
        (4, 5, 20),  # seed: five players want OBRAZ WYSPIAŃSKIEGO
        (3, 3, 9),  # seed: three want SZABLA
        (2, 4, 8),
        (3, 0, 0),  # nobody plans it: price × 0
        (1, 7, 1),  # 1-token exhibits are always worth one point …
        (1, 0, 1),  # … however many players plan them
        (1, 1, 1),
    ],
)
def test_point_value(price, wanted, points):
    assert point_value(price, wanted) == points


def test_point_values_of_the_seed_examples_from_the_bundled_exhibits(lean):
    game = bundled(lean)
    prices = {e.name: e.price for e in game.one("exhibit-tiles").spec.exhibits}
    assert point_value(prices["OBRAZ WYSPIAŃSKIEGO"], 5, game.facts["one-token-points"]) == 20
    assert point_value(prices["SZABLA"], 3, game.facts["one-token-points"]) == 9


@pytest.mark.parametrize(
    "players, minimum, target",
    [
        (4, 8, 30),
        (5, 8, 30),
        (6, 8, 37),
        (7, 8, 37),
        (8, 6, 40),
        (9, 6, 40),
        (10, 4, 44),
        (11, 4, 44),
        (12, 4, 44),
        (3, None, None),
        (13, None, None),
    ],
)
def test_bands(players, minimum, target):
    facts = {name: fact.value for name, fact in FACTS.items()}
    assert plan_minimum(facts, players) == minimum
    assert win_points(facts, players) == target


@pytest.mark.parametrize("planned, owned", [(4, 2), (6, 2), (7, 3), (8, 3), (10, 3), (11, 4), (12, 4)])
def test_thirty_percent_of_the_plan_rounds_up(planned, owned):
    assert min_owned(planned, 30) == owned


def test_documented_facts():
    values = {name: fact.value for name, fact in FACTS.items()}
    assert (values["players-min"], values["players-max"]) == (4, 12)
    assert values["plan-minimum"] == {"4-7": 8, "8-9": 6, "10-12": 4}
    assert values["win-points"] == {"4-5": 30, "6-7": 37, "8-9": 40, "10-12": 44}
    assert (values["starting-tokens"], values["bank-refill"], values["blot-penalty"]) == (10, 10, 1)
    assert (values["max-tokens-to-win"], values["planned-owned-percent"]) == (10, 30)


# ------------------------------------------------------------------------------------- wycena


def test_wycena_of_the_shipped_example(tmp_path, lean):
    result = CliRunner().invoke(
        cli,
        ["kolekcjonerzy", "wycena", str(EXAMPLE), "--components", str(lean), "--out", str(tmp_path)],
        catch_exceptions=False,
    )
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0] == "Point values: 5 players · to win: exactly 30 points · a plan lists at least 8 exhibits"
    table = {row[0]: row[1:] for row in (re.split(r"\s{2,}", line.strip()) for line in lines[4:40])}
    assert len(table) == 36
    assert table["OBRAZ WYSPIAŃSKIEGO"] == ["4", "5", "20"]
    assert table["SZABLA"] == ["3", "3", "9"]
    assert table["WACHLARZ"] == ["3", "0", "0"]
    assert table["PODKOWA"] == ["1", "2", "1"]
    assert lines[-1] == f"  {tmp_path / GAME / 'wycena.pdf'}  (2 pages)"
    assert (tmp_path / GAME / "wycena.pdf").read_bytes().startswith(b"%PDF-1.7")


@pytest.mark.parametrize("players, size", [(4, 8), (7, 8), (8, 6), (9, 6), (10, 4), (12, 4)])
def test_plans_at_the_minimum_of_each_band_pass(tmp_path, lean, players, size):
    plans = [EIGHT[:size]] * players
    result, pdf, _ = wycena(tmp_path, lean, plans_yaml(*plans))
    assert result.exit_code == 0, result.output
    assert pdf.is_file()
    obraz = next(line for line in result.output.splitlines() if line.startswith("OBRAZ"))
    assert obraz.split()[-2:] == [str(players), str(4 * players)]


@pytest.mark.parametrize("players, size, minimum", [(5, 7, 8), (8, 5, 6), (11, 3, 4)])
def test_a_plan_below_the_minimum_of_its_band(tmp_path, lean, players, size, minimum):
    plans = [EIGHT[:minimum]] * (players - 1) + [EIGHT[:size]]
    line = 2 + (players - 1) * (2 + minimum) + 2
    assert plan_errors(tmp_path, lean, plans_yaml(*plans)) == [
        f"{line}:7: error: plan of 'Gracz {players}' lists {size} exhibit(s); with {players} players each plan "
        f"needs at least {minimum} (planning: minimum number of planned exhibits) [kolekcjonerzy.plan-minimum]"
    ]


@pytest.mark.parametrize("players", [3, 13])
def test_player_count_outside_the_game(tmp_path, lean, players):
    assert plan_errors(tmp_path, lean, plans_yaml(*[EIGHT] * players)) == [
        f"2:3: error: {players} plan(s); the game is played by 4–12 players, one plan each (plan minimums and win "
        "targets are given for 4 to 12 players) [kolekcjonerzy.plan-players]"
    ]


def test_typos_duplicates_and_unknown_names(tmp_path, lean):
    plan = EIGHT[:6] + ["szabla", "Szabel", "OBRAZ WYSPIANSKIEGO", "PARASOL"]
    errors = plan_errors(tmp_path, lean, plans_yaml(*[EIGHT] * 3, plan))
    assert errors == [
        "40:9: error: plan of 'Gracz 4' lists 'SZABLA' twice (first as item 2); expected each exhibit once "
        "[kolekcjonerzy.plan-duplicate]",
        "41:9: error: plan of 'Gracz 4': unknown exhibit 'Szabel'; did you mean 'SZABLA'? [kolekcjonerzy.plan-exhibit]",
        "42:9: error: plan of 'Gracz 4': unknown exhibit 'OBRAZ WYSPIANSKIEGO'; did you mean 'OBRAZ WYSPIAŃSKIEGO'? "
        "[kolekcjonerzy.plan-exhibit]",
        "43:9: error: plan of 'Gracz 4': unknown exhibit 'PARASOL'; expected a name from the price list "
        "[kolekcjonerzy.plan-exhibit]",
    ]


def test_a_player_with_two_plans(tmp_path, lean):
    text = plans_yaml(*[EIGHT] * 4, names=["Ania", "Bartek", "ania", "Darek"])
    assert plan_errors(tmp_path, lean, text) == [
        "22:13: error: player 'ania' has two plans (first as plan 1); expected one plan per player "
        "[kolekcjonerzy.plan-player-twice]"
    ]


@pytest.mark.parametrize(
    "text, expected",
    [
        (
            "plans:\n  - player: Ania\n    exhibits: SZABLA\n",
            ["3:15: error: 'plans[0].exhibits': expected a list, received 'SZABLA' [schema.list-type]"],
        ),
        (
            "plans:\n  - gracz: Ania\n    exhibits: [SZABLA]\n",
            [
                "2:5: error: missing required key 'player' in plans[0] [schema.missing-key]",
                "2:5: error: unknown key 'gracz' in plans[0]; expected one of: player, exhibits [schema.unknown-key]",
            ],
        ),
        (
            "plans: [\n",
            ["2:1: error: YAML syntax error: the file ends inside a '[' or '{' that is not closed [yaml.syntax]"],
        ),
    ],
)
def test_malformed_plans_files(tmp_path, lean, text, expected):
    assert plan_errors(tmp_path, lean, text) == expected


def test_wycena_reports_bad_game_data_first(tmp_path, components):
    replace_in(components / GAME / "plytki.yaml", "{name: SZABLA, price: 3", "{name: SZABLA, price: 2")
    result = CliRunner().invoke(
        cli,
        ["kolekcjonerzy", "wycena", str(EXAMPLE), "--components", str(components), "--out", str(tmp_path)],
        catch_exceptions=False,
    )
    assert result.exit_code == 1
    assert "[kolekcjonerzy.price-tier]" in result.output
    assert not (tmp_path / GAME / "wycena.pdf").exists()


def test_wycena_usage_errors(tmp_path):
    result = CliRunner().invoke(cli, ["kolekcjonerzy", "wycena", str(tmp_path / "brak.yaml")])
    assert result.exit_code == 2
    assert "does not exist" in result.output


# ------------------------------------------------------------------------------ validator facts


def test_bundled_data_is_clean():
    assert findings(COMPONENTS, ("",)) == []


def test_bundled_pieces_match_the_facts(lean):
    game = bundled(lean)
    pawns = game.one("standees").spec
    assert [p.mark for p in pawns.pawns] == [str(n) for n in range(1, 13)]
    assert len({p.color for p in pawns.pawns}) == 12
    tokens = game.one("tokens").spec
    assert [(v.face.label, v.count) for v in tokens.variants] == [("1", 60), ("5", 24)]
    assert token_value(game.one("tokens")) == 180 >= 12 * 10 + 10
    assert len({v.face.color for v in tokens.variants}) == 2  # the five is told from the one at a glance


def house_rule(components: Path, fact: str, value: str) -> int:
    game = components / GAME / "game.yaml"
    text = game.read_text(encoding="utf-8")
    game.write_text(with_house_rules(text, f"{{fact: {fact}, value: {value}, reason: test}}"), encoding="utf-8")
    return line_of(game, f"  - {{fact: {fact},")


def test_house_rule_with_a_gap_in_the_plan_minimums(components):
    line = house_rule(components, "plan-minimum", '{"4-7": 8, "10-12": 4}')
    assert findings(components) == [
        f"game.yaml:{line}: fact plan-minimum: no value for 8, 9 player(s); expected one value of 1 or more for "
        "every player count from 4 to 12 [kolekcjonerzy.fact-value]"
    ]


def test_house_rule_with_overlapping_win_targets(components):
    line = house_rule(components, "win-points", '{"4-6": 30, "6-7": 37, "8-9": 40, "10-12": 44}')
    assert findings(components) == [
        f"game.yaml:{line}: fact win-points: two values for 6 player(s); expected one value of 1 or more for every "
        "player count from 4 to 12 [kolekcjonerzy.fact-value]"
    ]


def test_house_rule_with_a_malformed_band(components):
    line = house_rule(components, "win-points", '{"four": 30}')
    assert findings(components) == [
        f"game.yaml:{line}: fact win-points: band 'four' is not a player count or range like 4-7 "
        "[kolekcjonerzy.fact-value]"
    ]


def test_house_rule_of_a_percentage_over_100(components):
    line = house_rule(components, "planned-owned-percent", "130")
    assert findings(components) == [
        f"game.yaml:{line}: house rule sets planned-owned-percent to 130; expected a whole number from 0 to 100 "
        "[kolekcjonerzy.house-rule-value]"
    ]


def test_more_starting_tokens_need_more_chits(components):
    house_rule(components, "starting-tokens", "20")
    assert findings(components) == [
        f"zetony.yaml:{line_of(components / GAME / 'zetony.yaml', 'variants:') + 1}: tokens are worth 180 in all; "
        "the game needs at least 250: 12 players × 20 starting tokens and one bank refill of 10 (end of set-up: "
        "the arbiter gives each player ten tokens; bank: a pawn on a B field receives 10 tokens from the arbiter) "
        "[kolekcjonerzy.token-count]"
    ]


def test_too_few_large_tokens_for_the_start(components):
    """The rulebook hands out the start in the largest tokens (two „5”): the kit must hold them for a full table."""
    replace_in(components / GAME / "zetony.yaml", "count: 24", "count: 20")
    replace_in(components / GAME / "zetony.yaml", "count: 60", "count: 80")
    path = components / GAME / "zetony.yaml"
    assert findings(components) == [
        f"zetony.yaml:{line_of(path, 'variants:') + 1}: the start gives each player 2 token(s) worth 5 (10 with the "
        "largest tokens first); 12 players need 24, the tokens have 20 [kolekcjonerzy.token-count]"
    ]


def test_too_few_tokens(components):
    replace_in(components / GAME / "zetony.yaml", "count: 24", "count: 12")
    path = components / GAME / "zetony.yaml"
    assert findings(components) == [
        f"zetony.yaml:{line_of(path, 'variants:') + 1}: tokens are worth 120 in all; the game needs at least 130: "
        "12 players × 10 starting tokens and one bank refill of 10 (end of set-up: the arbiter gives each player "
        "ten tokens; bank: a pawn on a B field receives 10 tokens from the arbiter) [kolekcjonerzy.token-count]"
    ]


def test_pawn_count_and_marks(components):
    path = components / GAME / "pionki.yaml"
    replace_in(
        path, next(line for line in path.read_text(encoding="utf-8").splitlines(True) if 'mark: "12"' in line), ""
    )
    replace_in(path, 'mark: "11"', 'mark: "B"')
    first, b = line_of(path, 'mark: "1"'), line_of(path, 'mark: "B"')
    assert findings(components) == [
        f"pionki.yaml:{first}: 11 pawns; the game needs 12, one per player (plan minimums and "
        "win targets are given for 4 to 12 players) [kolekcjonerzy.pawn-count]",
        f"pionki.yaml:{b}: pawn mark 'B' is not a starting number; expected 1 to 12 (the "
        "first player starts on field 1, the next on field 2, and so on) [kolekcjonerzy.pawn-mark]",
    ]


def test_pawn_foot_must_fit_a_board_field(components):
    path = components / GAME / "pionki.yaml"
    replace_in(path, "base: 12mm", "base: 16mm")
    assert findings(components) == [
        f"pionki.yaml:{line_of(path, 'fits_on:')}: the pawn's foot is 18 × 32 mm; it must fit on field (30 mm) "
        "[standees.footprint]"
    ]
    replace_in(path, "fits_on: field\n", "")
    assert findings(components) == [
        f"pionki.yaml:{line_of(path, 'base:')}: the pawn's foot is 18 × 32 mm; it must fit on a board field (30 mm) "
        "[kolekcjonerzy.pawn-footprint]"
    ]


def test_slips_for_a_full_table(components):
    path = components / GAME / "kartki.yaml"
    replace_in(path, "copies: 2", "copies: 1")
    assert findings(components) == [
        f"kartki.yaml:{line_of(path, 'copies:')}: 10 slips (1 page(s) of 10) for up to 12 players; expected at "
        "least 2 page(s), one slip per player [kolekcjonerzy-sheet.copies]"
    ]


def test_missing_pieces(components):
    (components / GAME / "pionki.yaml").unlink()
    (components / GAME / "zetony.yaml").unlink()
    assert findings(components) == [
        "game.yaml:4: the game has no pawns; expected a standees component with 12 pawns (one per player) "
        "[kolekcjonerzy.pieces-missing]",
        "game.yaml:4: the game has no tokens; expected a tokens component (żetony) [kolekcjonerzy.pieces-missing]",
    ]


def test_price_list_needs_its_tiles(components):
    path = components / GAME / "cennik.yaml"
    replace_in(path, "tiles: plytki", "tiles: tiles")
    assert findings(components) == [
        f"cennik.yaml:{line_of(path, 'tiles: tiles')}: price list: 'tiles' is not an exhibit-tiles component; "
        "exhibit-tiles components: plytki [price-list.tiles]"
    ]


def test_every_exhibit_name_keeps_a_millimetre_clear_of_the_tile_frame_and_the_picture():
    """Tile layout arithmetic, no PDF: each bundled tile's name fits inside the tier frame with 1.5 mm to
    spare on both sides (r25 K minor 7: „KIESZONKOWEGO” came 1.1 mm from the frame) wherever its widest
    word allows, the rule's 1 mm always („WYSPIAŃSKIEGO” 20.8 mm, „GRAMOFONOWA” 20.4 mm: r32 K minor 1
    put the lists' one name on the tile), and 1 mm below, every one at 8 pt with its letters at their own
    width (r30 K minor 7: the longest name was set condensed; r32: shortened in every list), its
    capitals under the picture, whose top stays where every tile has it."""
    import yaml

    from generator.draw.fonts import text_width
    from generator.draw.text import CLEARANCE_MM
    from generator.games.kolekcjonerzy.exhibit_tiles import (
        CAP,
        FRAME_INSET,
        FRAME_LINE,
        NAME_FONT,
        PICTURE_BOTTOM,
        PICTURE_SHIFT,
        PICTURE_SIZE,
        tile_layout,
    )
    from generator.model.units import mm

    data = yaml.safe_load((COMPONENTS / GAME / "plytki.yaml").read_text(encoding="utf-8"))
    size = mm(float(data["size"].removesuffix("mm")))
    frame_inside = FRAME_INSET + FRAME_LINE / 2
    for exhibit in data["exhibits"]:
        words = exhibit["name"]
        layout = tile_layout(words, size)
        assert layout.fitted is not None, words
        assert layout.fitted.size == 8.0, words  # read across the table (r14: 7 pt), the names at one size (r21)
        widest = max(text_width(line, NAME_FONT, layout.fitted.size) for line in layout.fitted.lines)
        longest_word = max(text_width(word, NAME_FONT, layout.fitted.size) for word in words.split())
        comfort = mm(1.5) if (size - longest_word) / 2 - frame_inside >= mm(1.5) else mm(CLEARANCE_MM)
        assert (size - widest) / 2 - frame_inside >= comfort - 1e-6, words
        assert layout.name_bottom - frame_inside >= mm(CLEARANCE_MM) - 1e-6, words
        left, bottom, side = layout.picture
        assert bottom >= layout.baseline + CAP * layout.fitted.size + mm(0.99)  # the picture stays above the name
        assert abs(bottom + side - size * (PICTURE_BOTTOM + PICTURE_SIZE)) < 1e-6
        assert abs(2 * left + side - size * (1 - 2 * PICTURE_SHIFT)) < 1e-6
    dewizka = tile_layout("DEWIZKA DO ZEGARKA", size)
    assert dewizka.fitted.lines == ("DEWIZKA", "DO\u00a0ZEGARKA")  # no preposition at a line end
    assert abs(dewizka.picture[2] - size * PICTURE_SIZE) < 1e-6  # two lines leave the picture whole
    assert tile_layout("DEWIZKA DO ZEGARKA KIESZONKOWEGO", size).fitted is None  # the seed's name is renamed


def test_a_tile_name_too_long_for_the_one_size_asks_for_a_shorter_name(components):
    """A name that fits no three lines at 8 pt is a finding at the name that names the way out: a shorter
    name, which the tile, the lists and the rulebook all print (kit review r32, K minor 1)."""
    tiles = components / GAME / "plytki.yaml"
    replace_in(tiles, "name: DEWIZKA DO ZEGARKA,", "name: DEWIZKA DO ZEGARKA KIESZONKOWEGO,")
    line = line_of(tiles, "name: DEWIZKA DO ZEGARKA KIESZONKOWEGO")
    assert findings(components, ("text.", "tiles.")) == [
        f"plytki.yaml:{line}: 'DEWIZKA DO ZEGARKA KIESZONKOWEGO' does not fit its box (20.8 mm wide, 3 line(s), "
        "font Sans-Bold at 8.0 pt or more); give the exhibit a shorter name (the tile, the lists and the "
        "rulebook print this one; a seed's exhibit renamed is a house rule) [text.does-not-fit]"
    ]


def test_the_blank_spare_s_name_line_keeps_the_clearance_of_every_name_from_its_frame():
    """r13: a word under the pencil line stood 0.2 mm from the blank spare's frame; r15: the spares carry
    no word (a spare in play looks like the piece it replaces), and the line a lost exhibit's name is
    written on keeps a name's clearance above the frame for a capital's descent."""
    from generator.draw.text import CLEARANCE_MM
    from generator.games.kolekcjonerzy.exhibit_tiles import SPARE_NAME_LINE, text_floor
    from generator.model.units import mm

    assert SPARE_NAME_LINE - text_floor() >= mm(CLEARANCE_MM)


def test_spares_are_placed_in_words_for_the_guide():
    """The guide names the cells the spares take: the last slots of the last sheet, in reading order."""
    from generator.games.kolekcjonerzy import exhibit_tiles

    def spare_place(*args):  # a number stays on the line of its word: a no-break space
        return exhibit_tiles.spare_place(*args).replace("\u00a0", " ")

    assert spare_place(6, 6) == "dolny rząd arkusza"
    assert spare_place(12, 6, 2) == "2 dolne rzędy ostatniego arkusza"
    assert spare_place(4, 6) == "ostatnie 4 pola arkusza, w dolnym rzędzie od prawej"
    assert spare_place(1, 6) == "ostatnie pole arkusza, w dolnym rzędzie od prawej"
    assert spare_place(8, 6) == "ostatnie 8 pól arkusza"
    assert spare_place(0, 6) == ""


def test_spare_tiles_fill_the_last_sheet_only_when_asked():
    """Half the free slots carry spare blots, the other half blank exhibits for a lost exhibit's name
    and price (a spare blot could not stand for an exhibit: it shows a blot)."""
    project, _ = load_and_validate(COMPONENTS, [GAME])
    spec = project.games[GAME].one("exhibit-tiles").spec
    assert free_slots(48, 54) == 6 and free_slots(54, 54) == 0 and free_slots(3, 0) == 0
    spares = spare_pieces(spec, 6)
    assert [p.label for p in spares] == [f"kleks zapasowy {i}" for i in range(1, 4)] + [
        f"eksponat zapasowy {i}" for i in range(1, 4)
    ]
    assert [spare_split(n) for n in (0, 1, 5, 6)] == [(0, 0), (1, 0), (3, 2), (3, 3)]
    assert {p.deck for p in spares} == {"zapas"}
    assert spare_pieces(spec.model_copy(update={"blots": spec.blots.model_copy(update={"spares": False})}), 6) == []


def test_a_player_name_too_long_for_the_plans_page(tmp_path, lean):
    """With five players the plans page has three columns; a name that fits none at 6 pt was cut to 24
    characters: now it is a finding at the name, the command stops with 1 and writes nothing."""
    name = "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW"  # 40 letters, the longest a name may be
    text = plans_yaml(*[EIGHT] * 5, names=[name] + [f"Gracz {i}" for i in range(2, 6)])
    assert plan_errors(tmp_path, lean, text) == [
        f"2:13: error: point list: '{name}' does not fit its box (55.0 mm wide, 1 line(s), font Sans-Bold at 6.0 pt "
        "or more) [text.does-not-fit]"
    ]


def test_an_exhibit_name_too_long_for_the_arbiter_sheet(components):
    """The arbiter's tally prints every exhibit on one line of its 50 mm column; a name that fits the
    tiles and the price list (more lines) but not that line at 6 pt was printed at 5 pt: now a finding
    at the name, for the arbiter and the public sheet alike."""
    tiles = components / GAME / "plytki.yaml"
    long = "KAMERA FILMOWA ZE SZPULĄ TAŚMY I STATYWEM 1925"  # three lines on a 29.5 mm tile at 7 pt; 48.6 mm at 6 pt
    replace_in(tiles, "name: OBRAZ WYSPIAŃSKIEGO", f'name: "{long}"')
    line = line_of(tiles, long)
    box = "48.2 mm wide, 1 line(s), font Sans at 6.0 pt or more) [text.does-not-fit]"
    found = findings(components, ("text.",))
    # the tile prints the same name (r32 K minor 1), so it is a finding at the tile too
    assert [f for f in found if "sheet:" in f] == [
        f"plytki.yaml:{line}: arbiter sheet: '{long}' does not fit its box ({box}",
        f"plytki.yaml:{line}: public sheet: '{long}' does not fit its box ({box}",
    ]
    assert len(found) == 3 and "give the exhibit a shorter name" in next(f for f in found if "sheet:" not in f)


def test_no_picture_meets_the_price_badge():
    """r14 K major 1: on 12 of 36 tiles the price badge (7 mm with its ring) covered the art; every
    picture's square now keeps ART_CLEARANCE of paper from the badge's ring, on the bundled tiles."""
    import yaml

    from generator.games.kolekcjonerzy.exhibit_tiles import ART_CLEARANCE, art_to_badge, tile_layout

    data = yaml.safe_load((COMPONENTS / GAME / "plytki.yaml").read_text(encoding="utf-8"))
    size = mm(float(data["size"].removesuffix("mm")))
    gaps = {e["name"]: art_to_badge(tile_layout(e["name"], size), size) for e in data["exhibits"]}
    assert min(gaps.values()) >= ART_CLEARANCE - 1e-6, min(gaps.items(), key=lambda item: item[1])


def test_a_tile_too_small_for_picture_and_badge_is_a_finding(components):
    """On a smaller tile the badge (fixed in mm, to stay clear of the cut) meets the picture (a share of
    the tile): a finding at each exhibit, not a badge printed over the art."""
    tiles = components / GAME / "plytki.yaml"
    replace_in(tiles, "size: 29.5mm", "size: 27mm")
    found = findings(components, ("tiles.",))
    first, last = line_of(tiles, "name: SZNUR PEREŁ"), line_of(tiles, "name: POCZTÓWKA")
    assert (len(found), found[0], found[-1]) == (
        33,  # the other three: „WYSPIAŃSKIEGO”, „GRAMOFONOWA” and „PORCELANOWA” no longer fit its line at all
        f"plytki.yaml:{first}: on a 27.0 mm tile the picture of 'SZNUR PEREŁ' comes -0.3 mm from the price "
        "badge's ring; expected at least 0.5 mm (a larger tile keeps them apart) [tiles.badge-over-art]",
        f"plytki.yaml:{last}: on a 27.0 mm tile the picture of 'POCZTÓWKA' comes -0.3 mm from the price "
        "badge's ring; expected at least 0.5 mm (a larger tile keeps them apart) [tiles.badge-over-art]",
    ), found
    assert len(findings(components, ("text.does-not-fit",))) == 36 - 33


def test_the_price_badge_stays_a_millimetre_clear_of_an_off_cut():
    """A cut 1.5 mm inside the trim still leaves the round price badge at least 1 mm of paper."""
    assert badge_clearance() >= mm(1)


def test_every_start_field_carries_its_pawns_colour_chip(tmp_path):
    """Kit review r18 minor 12: the 12 START squares were one dark green; each now carries, in its
    corner, a chip in the colour and pattern of the pawn with its number, printed on the board."""
    from generator.build.recipe import BuildOptions
    from generator.build.render import render
    from generator.draw.kinds.board import laid_out
    from generator.draw.kinds.board.content import PAWN_CHIP, PAWN_CHIP_INSET, chip_pawn

    from . import pdfcheck

    project, _ = load_and_validate(COMPONENTS, [GAME])
    game = project.games[GAME]
    board, geometry = laid_out(game)
    starts = [f for f in geometry.fields if f.type == "start"]
    assert len(starts) == FACTS["players-max"].value
    pdf = next(o for o in render(project, BuildOptions(), ["plansza"]) if o.filename.endswith("plansza.pdf"))
    path = tmp_path / "plansza.pdf"
    path.write_bytes(pdf.data)
    dpi = 60
    image = pdfcheck.render(path, 0, dpi, mode="RGB")
    bleed = (image.size[0] * 72 / dpi - board.spec.size.width) / 2
    for f in starts:
        pawn = chip_pawn(board.spec, f, game)
        assert pawn is not None and pawn.mark == str(f.number)
        if pawn.pattern:
            continue  # a patterned chip has no single colour to sample
        x = bleed + f.cx - f.w / 2 + PAWN_CHIP_INSET + PAWN_CHIP / 2
        y = bleed + f.cy + f.h / 2 - PAWN_CHIP_INSET - PAWN_CHIP / 2
        got = image.getpixel((round(x * dpi / 72), round(y * dpi / 72)))
        want = tuple(int(pawn.color[i : i + 2], 16) for i in (1, 3, 5))
        assert max(abs(a - b) for a, b in zip(got, want)) < 30, (f.number, got, want)


def test_a_start_fields_chip_keeps_2_mm_clear_of_its_words(tmp_path):
    """Kit review r19, K minor 7: the start field's colour chip came 1.0 mm from the foot of a two-digit
    START number. On the printed board every character of a start field (START and its number, 1–12)
    keeps 2 mm or more from the chip's square."""
    import math

    from generator.build.recipe import BuildOptions
    from generator.build.render import render
    from generator.draw.kinds.board import laid_out
    from generator.draw.kinds.board.content import PAWN_CHIP, PAWN_CHIP_INSET

    from . import pdfcheck

    project, _ = load_and_validate(COMPONENTS, [GAME])
    game = project.games[GAME]
    board, geometry = laid_out(game)
    starts = [f for f in geometry.fields if f.type == "start"]
    pdf = next(o for o in render(project, BuildOptions(), ["plansza"]) if o.filename.endswith("plansza.pdf"))
    path = tmp_path / "plansza.pdf"
    path.write_bytes(pdf.data)
    page_w, page_h = pdfcheck.page_sizes_mm(path)[0]
    bleed = (page_w * 72 / 25.4 - board.spec.size.width) / 2
    page_top = page_h * 72 / 25.4
    chars = [(ch, box) for _, ch, _, _, box in pdfcheck.printed_text(path)]
    closest = {}
    for f in starts:
        assert f.angle == 0
        left, bottom = bleed + f.cx - f.w / 2, page_top - (bleed + f.cy + f.h / 2)  # the field, pt from lower-left
        chip = (left + PAWN_CHIP_INSET, bottom + PAWN_CHIP_INSET)  # its lower-left corner; PAWN_CHIP square
        inside = [
            box
            for _, box in chars
            if left <= box[0] and box[2] <= left + f.w and bottom <= box[1] and box[3] <= bottom + f.h
        ]
        assert len(inside) == len("START") + len(str(f.number)), f.number
        for x0, y0, x1, y1 in inside:
            dx = max(chip[0] - x1, x0 - (chip[0] + PAWN_CHIP), 0.0)
            dy = max(chip[1] - y1, y0 - (chip[1] + PAWN_CHIP), 0.0)
            closest[f.number] = min(closest.get(f.number, 99.0), math.hypot(dx, dy) * 25.4 / 72)
    assert min(closest.values()) >= 2.0, closest
