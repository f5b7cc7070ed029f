"""Edit anything, rebuild: house rules at item granularity, the refusal that teaches the fix,
`drukarnia accept`, and every derived output following the declared value."""

from __future__ import annotations

import re
from pathlib import Path

import pypdf
from click.testing import CliRunner

from generator.cli import cli
from generator.commands.accept import Entry, add_house_rules
from generator.validate.house_rules import conforms, describe, yaml_value

from .conftest import at, keep, line_of, replace_in, with_house_rules


def run(*args: str):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def pdf_text(path: Path) -> str:
    return " ".join(" ".join((page.extract_text() or "").split()) for page in pypdf.PdfReader(path).pages)


def house_rule_page(path: Path) -> str:
    text = pdf_text(path)
    assert "Zmiany w zestawie" in text, "the rulebook has no house-rule section"
    return text[text.index("Zmiany w zestawie") :]


# ---------------------------------------------------------------------------------- pure parts


def test_yaml_values_are_written_as_a_person_would():
    assert yaml_value(3300) == "3300"
    assert yaml_value("KORDELAS") == "KORDELAS"
    assert yaml_value("VIII/GR/max_price") == "VIII/GR/max_price"
    assert yaml_value("4+") == "4+"
    assert yaml_value("12") == '"12"'  # a text that looks like a number keeps its quotes
    assert yaml_value("yes") == '"yes"'
    assert yaml_value("a: b") == '"a: b"'
    assert yaml_value([2, 3]) == "[2, 3]"
    assert yaml_value({"quantity": 20, "price": 150}) == "{quantity: 20, price: 150}"


def test_values_are_checked_against_the_facts_type_and_range():
    assert conforms(12, 10, (0, 100))
    assert not conforms("12", 10, (0, 100))
    assert not conforms(True, 10, (0, 100))
    assert not conforms(float("nan"), 10.0, (0, 100))
    assert not conforms(10**18, 12, (1, 20))
    assert conforms({"4-6": 8, "7-12": 4}, {"4-7": 8}, (1, 100))
    assert not conforms({"4-6": "8"}, {"4-7": 8}, (1, 100))
    assert conforms({"quantity": 20, "price": 150}, {"quantity": 24, "price": 140}, (0, 10**7))
    assert not conforms({"quantity": 20, "price": -150}, {"quantity": 24, "price": 140}, (0, 10**7))
    assert describe(12, (1, 20)) == "a whole number from 1 to 20"


GAME_YAML = """# a comment that must survive
kind: game
id: demo   # trailing comment
decisions:
  - topic: T
    decision: >-
      folded text
      over two lines
"""


def test_add_house_rules_appends_a_list_and_keeps_every_other_byte():
    out = add_house_rules(GAME_YAML, [Entry("starting-tokens", None, 10, 12, "więcej handlu")])
    assert (
        out
        == GAME_YAML + "house_rules:\n  - {fact: starting-tokens, documented: 10, value: 12, reason: więcej handlu}\n"
    )


def test_add_house_rules_extends_a_block_list_and_updates_an_existing_rule():
    text = (
        GAME_YAML + "house_rules:\n  - fact: sale-deck\n    item: VIII/GR/max_price\n    value: 3200\n    reason: old\n"
        "print_order: [a]\n"
    )
    out = add_house_rules(
        text, [Entry("sale-deck", "VIII/GR/max_price", 3100, 3300, "new"), Entry("blot-tiles", None, 12, 11, "x")]
    )
    assert (
        out == GAME_YAML + "house_rules:\n  - fact: sale-deck\n    item: VIII/GR/max_price\n    value: 3300\n"
        "    reason: new\n  - {fact: blot-tiles, documented: 12, value: 11, reason: x}\nprint_order: [a]\n"
    )


def test_add_house_rules_fills_an_empty_flow_list_and_removes_a_rule_back_to_the_rules():
    out = add_house_rules(GAME_YAML + "house_rules: []\n", [Entry("age", None, "18+", "16+", "x")])
    assert out == GAME_YAML + "house_rules: [{fact: age, documented: 18+, value: 16+, reason: x}]\n"
    text = GAME_YAML + "house_rules:\n  - {fact: age, value: 16+, reason: x}\n  - {fact: b, value: 1, reason: y}\n"
    assert (
        add_house_rules(text, [Entry("age", None, "18+", "18+", "z")])
        == GAME_YAML + "house_rules:\n  - {fact: b, value: 1, reason: y}\n"
    )


# ------------------------------------------------------------------- house rules in game.yaml


def _add_rule(components: Path, game: str, rule: str, token: str) -> str:
    """Append a house rule; the `path:line:col` of `token` in it."""
    path = components / game / "game.yaml"
    path.write_text(with_house_rules(path.read_text(encoding="utf-8"), rule), encoding="utf-8")
    return at(path, rule, token)


def test_a_house_rule_value_of_the_wrong_type_or_range_is_a_finding(components, in_tmp):
    where = _add_rule(components, "kolekcjonerzy", '{fact: starting-tokens, value: "12", reason: test}', '"12"')
    result = run("validate", "kolekcjonerzy")
    assert result.exit_code == 1
    assert (
        f'{where}: error: house rule sets starting-tokens to "12"; expected '
        "a whole number from 0 to 10 000 000 [kolekcjonerzy.house-rule-value]"
    ) in result.output


def test_a_huge_player_count_is_refused_before_anything_iterates(components, in_tmp):
    where = _add_rule(
        components, "kolekcjonerzy", "{fact: players-max, value: 1000000000000000000, reason: test}", "1000"
    )
    result = run("validate", "kolekcjonerzy")
    assert result.exit_code == 1
    assert (
        f"{where}: error: house rule sets players-max to 1000000000000000000; "
        "expected a whole number from 1 to 20 [kolekcjonerzy.house-rule-value]"
    ) in result.output


def test_nan_is_not_a_value(components, in_tmp):
    where = _add_rule(components, "rynek", "{fact: machine-price, value: .nan, reason: test}", ".nan")
    result = run("validate", "rynek")
    assert (
        f"{where}: error: house rule sets machine-price to NaN; expected a whole number "
        "from 0 to 10 000 000 [rynek.house-rule-value]" in result.output
    )


def test_an_unknown_item_and_a_wrong_documented_value_are_findings(components, in_tmp):
    path = components / "rynek" / "game.yaml"
    path.write_text(
        with_house_rules(
            path.read_text(encoding="utf-8"),
            "{fact: sale-deck, item: IX/GR/max_price, value: 1, reason: a}",
            "{fact: sale-deck, item: VIII/GR/max_price, documented: 3000, value: 3300, reason: b}",
        ),
        encoding="utf-8",
    )
    result = run("validate", "rynek")
    assert (
        f"{at(path, 'IX/GR', 'IX/GR')}: error: fact sale-deck has no item 'IX/GR/max_price'; no 'IX' "
        "here, expected one of: I, II, III, IV, V, VI, VII, VIII [rynek.house-rule-unknown]"
    ) in result.output
    assert (
        f"{at(path, 'documented: 3000', '3000')}: error: house rule states the documented sale-deck "
        "VIII/GR/max_price as 3000; the rules say 3100 (list of sale cards (karty sprzedaż) at the end of the "
        "rules) [rynek.house-rule-documented]"
    ) in result.output


def test_edition_values_are_edited_freely_but_documented_facts_are_not(components, in_tmp):
    path = components / "przekret" / "game.yaml"
    replace_in(path, "  start-bonus: 3000", "  start-bonus: 4000\n  lease-percent: 20")
    result = run("validate", "przekret")
    assert result.exit_code == 1
    assert (
        f"components/przekret/game.yaml:{line_of(path, 'lease-percent: 20')}:3: error: 'lease-percent' is a "
        "documented fact: change it with a house rule; this edition's own values are: round-limit, start-bonus "
        "[przekret.edition-value]"
    ) in result.output
    assert "start-bonus" not in result.output.replace("own values are: round-limit, start-bonus", "")


# --------------------------------------------------------------- the whole edit → accept loop


def _edit_accept_build(components: Path, game: str, edit, reason: str, expected_errors: list[str], tmp: Path):
    """Edit, see the refusal, accept, and build; returns the output folder."""
    game_yaml = components / game / "game.yaml"
    edit()
    before = game_yaml.read_bytes()
    refused = run("validate", game)
    assert refused.exit_code == 1
    errors = [line for line in refused.output.splitlines() if ": error: " in line]
    assert errors == expected_errors
    accepted = run("accept", game, "--reason", reason)
    assert accepted.exit_code == 0, accepted.output
    after = game_yaml.read_bytes()
    assert after.startswith(before), "accept changed game.yaml outside its house_rules"
    added = after[len(before) :].decode("utf-8")
    assert added.startswith(("house_rules:\n  - {fact: ", "  - {fact: "))  # a new list, or the game's own extended
    clean = run("validate", game)
    assert clean.exit_code == 0, clean.output
    assert f"reason: {reason} [{game}.house-rule]" in clean.output
    again = run("accept", game, "--reason", "other")
    assert again.exit_code == 0 and "nothing to accept" in again.output
    assert game_yaml.read_bytes() == after
    out = tmp / "out"
    built = run("build", game, "--out", str(out), "--jobs", "1")
    assert built.exit_code == 0, built.output
    return out / game, added


def test_rynek_sale_price_edit(components, in_tmp):
    cards = components / "rynek" / "karty.yaml"
    old = "{product: GR, demand: 10, market_price: 1850, max_price: 3100}"
    new = "{product: GR, demand: 10, market_price: 1850, max_price: 3300}"

    def edit():
        replace_in(cards, old, new)

    line = line_of(cards, old)
    col = cards.read_text(encoding="utf-8").splitlines()[line - 1].index("3100") + 1
    out, added = _edit_accept_build(
        components,
        "rynek",
        edit,
        "dłuższe negocjacje",
        [
            f"components/rynek/karty.yaml:{line}:{col}: error: sale card VIII, row GR (Z-C): max price 3300 differs from "
            "the documented 3100 (list of sale cards (karty sprzedaż) at the end of the rules)"
            + keep("rynek", '{fact: sale-deck, item: VIII/GR/max_price, documented: 3100, value: 3300, reason: "…"}')
            + " [rynek.sale-card]"
        ],
        in_tmp,
    )
    assert (
        added
        == "  - {fact: sale-deck, item: VIII/GR/max_price, documented: 3100, value: 3300, reason: dłuższe negocjacje}\n"
    )
    assert "3 300" in pdf_text(out / "karty.pdf") or "3300" in pdf_text(out / "karty.pdf")
    page = house_rule_page(out / "zasady.pdf")
    assert re.search(r"karta SPRZEDAŻ – VIII, Z-C, cena maksymalna 3\s?100 3\s?300 dłuższe negocjacje", page)
    # removing the house rule brings the refusal back
    game_yaml = components / "rynek" / "game.yaml"
    game_yaml.write_text(game_yaml.read_text(encoding="utf-8").replace(added, ""), encoding="utf-8")
    assert run("validate", "rynek").exit_code == 1


def test_rynek_edition_choice_money_counts(components, in_tmp):
    money = components / "rynek" / "banknoty.yaml"
    replace_in(money, "{value: 10, count: 100,", "{value: 10, count: 110,")
    replace_in(money, "{value: 100, count: 70,", "{value: 100, count: 69,")
    result = run("validate", "rynek")
    assert result.exit_code == 0, result.output
    assert "house-rule-" not in result.output  # the game's own house rules are notices, no new finding
    assert result.output.count("[rynek.house-rule]") == 1  # the bank's total, as bundled
    assert run("build", "rynek", "--out", str(in_tmp / "out"), "--jobs", "1").exit_code == 0
    summary = pdf_text(in_tmp / "out" / "rynek" / "banknoty.pdf")
    assert "110" in summary and "69" in summary


def test_kolekcjonerzy_rename_and_price(components, in_tmp):
    tiles = components / "kolekcjonerzy" / "plytki.yaml"

    def edit():
        replace_in(tiles, "{name: SZABLA, price: 3,", "{name: KORDELAS, price: 3,")
        replace_in(tiles, "{name: GITARA, price: 2,", "{name: GITARA, price: 3,")

    sabre = line_of(tiles, "name: SZABLA")
    guitar = line_of(tiles, "name: GITARA")
    out, added = _edit_accept_build(
        components,
        "kolekcjonerzy",
        edit,
        "tak nazywamy to u nas",
        [
            f"components/kolekcjonerzy/plytki.yaml:{sabre}:12: error: exhibit 'KORDELAS' is not among the seed's exhibits "
            "and the documented exhibit 'SZABLA' has no tile: a rename"
            + keep(
                "kolekcjonerzy", '{fact: exhibits, item: SZABLA/name, documented: SZABLA, value: KORDELAS, reason: "…"}'
            )
            + " [kolekcjonerzy.unknown-exhibit]",
            f"components/kolekcjonerzy/plytki.yaml:{guitar}:27: error: exhibit 'GITARA' costs 3 token(s); the documented "
            "tier GITARA…SIODŁO costs 2 (price list (cennik) after the list of exhibits)"
            + keep("kolekcjonerzy", '{fact: exhibits, item: GITARA/price, documented: 2, value: 3, reason: "…"}')
            + " [kolekcjonerzy.price-tier]",
        ],
        in_tmp,
    )
    assert ("\n" + added).count("\n  - {fact: exhibits, item: ") == 2  # appended to the game's own list
    assert "KORDELAS" in pdf_text(out / "plytki.pdf")
    assert "KORDELAS" in pdf_text(out / "cennik.pdf")
    page = house_rule_page(out / "zasady.pdf")
    assert "eksponaty – SZABLA, nazwa SZABLA KORDELAS tak nazywamy to u nas" in page
    assert "eksponaty – GITARA, cena w żetonach 2 3 tak nazywamy to u nas" in page
    # the arbiter's tally uses the new name; the old one in a plan gets a "did you mean"
    plans = in_tmp / "plany.yaml"
    original = (components / "kolekcjonerzy" / "examples" / "plany.yaml").read_text(encoding="utf-8")
    assert "SZABLA" in original
    plans.write_text(original, encoding="utf-8")
    result = run("kolekcjonerzy", "wycena", str(plans), "--out", str(in_tmp / "w"))
    assert result.exit_code == 1
    assert "'SZABLA'" in result.output and "KORDELAS" in result.output
    plans.write_text(original.replace("SZABLA", "KORDELAS"), encoding="utf-8")
    assert run("kolekcjonerzy", "wycena", str(plans), "--out", str(in_tmp / "w")).exit_code == 0


def test_kolekcjonerzy_edition_choice_board_size(components, in_tmp):
    tiles = components / "kolekcjonerzy" / "plytki.yaml"
    text = tiles.read_text(encoding="utf-8")
    assert "picture: szabla" in text
    replace_in(tiles, "picture: szabla", "picture: pistolet")
    assert run("validate", "kolekcjonerzy").exit_code == 0


def test_przekret_age_and_property_value(components, in_tmp):
    game_yaml = components / "przekret" / "game.yaml"
    props = components / "przekret" / "posesje.yaml"

    def edit():
        replace_in(game_yaml, 'age: "18+"', 'age: "16+"')

    line = line_of(game_yaml, 'age: "18+"')
    before = game_yaml.read_text(encoding="utf-8")
    edit_line = 'age: "16+"'
    out, added = _edit_accept_build(
        components,
        "przekret",
        edit,
        "gramy z młodzieżą",
        [
            f"components/przekret/game.yaml:{line}:6: error: age '16+'; the rules say '18+' (requirements: players aged "
            "18 and over)"
            + keep("przekret", '{fact: age, documented: 18+, value: 16+, reason: "…"}')
            + " [przekret.age]"
        ],
        in_tmp,
    )
    assert edit_line in before.replace('age: "18+"', edit_line)
    assert "16+" in pdf_text(out / "zasady.pdf")
    assert "wiek graczy 18+ 16+ gramy z młodzieżą" in house_rule_page(out / "zasady.pdf")
    # an edition choice: a property's value (and its lease, tied to it) changes with no house rule
    replace_in(
        props, '{id: p01, number: "3", value: 2000, lease: 200', '{id: p01, number: "3", value: 2500, lease: 250'
    )
    result = run("validate", "przekret")
    assert result.exit_code == 0, result.output
    built = run("build", "przekret", "--out", str(in_tmp / "out"), "--jobs", "1")
    assert built.exit_code == 0
    assert "2 500" in pdf_text(in_tmp / "out" / "przekret" / "posesje.pdf")


def test_przekret_start_bonus_edition_value_reaches_the_board(components, in_tmp):
    replace_in(components / "przekret" / "game.yaml", "  start-bonus: 3000", "  start-bonus: 4000")
    assert run("validate", "przekret").exit_code == 0
    assert run("build", "przekret", "--out", str(in_tmp / "out"), "--jobs", "1").exit_code == 0
    assert "4 000" in pdf_text(in_tmp / "out" / "przekret" / "plansza.pdf")


def test_art_society_start_box_and_lollipops(components, in_tmp):
    board = components / "art-society" / "plansza-kolekcji.yaml"

    def edit():
        replace_in(board, 'cells: "C5:E6", label: start', 'cells: "C4:E6", label: start')

    line = line_of(board, 'cells: "C5:E6"')
    col = board.read_text(encoding="utf-8").splitlines()[line - 1].index("cells") + 8
    out, added = _edit_accept_build(
        components,
        "art-society",
        edit,
        "większa ramka startowa",
        [
            f"components/art-society/plansza-kolekcji.yaml:{line}:{col}: error: the starting box is 3 x 3 cells; the "
            "rules give 2x3 (set-up: the starting paintings are small ones, in a 2x3 box with a star)"
            + keep("art-society", '{fact: start-box, documented: [2, 3], value: [3, 3], reason: "…"}')
            + " [art-society.start-box]"
        ],
        in_tmp,
    )
    rulebook = pdf_text(out / "zasady.pdf")
    assert "3 × 3" in rulebook
    assert "pole startowe (kratki) 2, 3 3, 3 większa ramka startowa" in house_rule_page(out / "zasady.pdf")
    # an edition choice: the points for a full board, edited freely and printed on the score pad
    replace_in(components / "art-society" / "game.yaml", "full-board-points: 12", "full-board-points: 15")
    refused = run("validate", "art-society")
    assert "score pad row 'Pełna plansza kolekcji: +12': a full collection board scores +15 points" in refused.output
    replace_in(
        components / "art-society" / "karta-podliczenia.yaml",
        "Pełna plansza kolekcji: +12",
        "Pełna plansza kolekcji: +15",
    )
    result = run("validate", "art-society")
    assert result.exit_code == 0, result.output
    assert run("build", "art-society", "--out", str(in_tmp / "out"), "--jobs", "1").exit_code == 0
    assert "15" in pdf_text(in_tmp / "out" / "art-society" / "karta-podliczenia.pdf")


def test_a_deviation_that_cannot_be_a_house_rule_stays_an_error(components, in_tmp):
    cards = components / "rynek" / "karty.yaml"
    replace_in(
        cards,
        "{product: GR, demand: 10, market_price: 1850, max_price: 3100}",
        "{product: GR, demand: 10, market_price: 1850, max_price: -3100}",
    )
    replace_in(cards, "{colour: red, quantity: 12, price: 210}", "{colour: red, quantity: 12, price: 220}")
    game_yaml = components / "rynek" / "game.yaml"
    before = game_yaml.read_bytes()
    result = run("accept", "rynek", "--reason", "x")
    assert result.exit_code == 1
    assert "max_price" in result.output and ": error: " in result.output
    assert game_yaml.read_bytes() == before


def test_accept_needs_a_reason(components, in_tmp):
    result = CliRunner().invoke(cli, ["accept", "rynek", "--reason", "  "])
    assert result.exit_code == 2
    assert "--reason is empty; say in a few words why the game is changed" in result.output


def test_a_hand_written_rule_the_data_does_not_follow_yet(components, in_tmp):
    game_yaml = components / "przekret" / "game.yaml"
    original = game_yaml.read_bytes()
    game_yaml.write_text(
        original.decode("utf-8") + 'house_rules:\n  - {fact: deal-cash, item: "3", documented: 40000, '
        "value: 45000, reason: szybszy start}\n",
        encoding="utf-8",
    )
    result = run("validate", "przekret")
    assert result.exit_code == 1
    summary = components / "przekret" / "arkusz-bankiera.yaml"
    assert (
        f"{at(summary, 'notes: {10000: 1, 5000: 3', '{10000: 1, 5000: 3')}: error: the deal for 3 players gives each 40000 zł; the rules give "
        "45000 zł (start of play: the table of cash and Dzierżawa cards per player count); the data has the "
        "documented value, but a house rule in game.yaml changes deal-cash 3: make the data follow the house "
        'rule, or remove the rule (drukarnia accept przekret --reason "…" removes it) [przekret.starting-cash]'
    ) in result.output
    assert "deal-cash 3 is 45000 instead of the documented 40000" in result.output
    # accept with the data unchanged takes the rule back out: the file is as it was
    assert run("accept", "przekret", "--reason", "wracamy do zasad").exit_code == 0
    assert game_yaml.read_bytes() == original
