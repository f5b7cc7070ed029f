"""Rynek's data against the documented rules: decks, money, pieces, score sheet, worked examples.

Corrupted copies of the bundled data must each give the exact finding at the exact place.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from generator.build.recipe import load_and_validate
from generator.games import apply_house_rules
from generator.games.registry import load_all as load_kinds
from generator.games.rynek import facts, rules
from generator.games.rynek.engine import Bid, SaleRow, allocate_purchase, settle_sale
from generator.model.findings import Findings, FindingsError
from generator.validate.loading import load_game

from .conftest import COMPONENTS, keep, line_of, replace_in, validated_game

CARDS = "components/rynek/karty.yaml"
NOTICES = [
    "components/rynek/game.yaml:144:12: notice: house rule: bank-total is 308000 instead of the documented 1200000 "
    "(components: money worth 1 200 000 in all); reason: "
    "Tyle banknotów starcza na gotówkę wszystkich graczy nawet przy sześciu, a drobniejszych banknotów na resztę jest dość: po rozdaniu "
    "pieniędzy na start nawet sześciu graczom w banku zostaje więcej setek, niż dostali gracze, i wszystkie dziesiątki. "
    "Gdy mimo to bankowi zabraknie banknotów, bankier zapisuje, ile bank jest winien graczowi (zapis bankiera); to normalna "
    "sytuacja w grze, a nie błąd. [rynek.house-rule]",
    "components/rynek/karty.yaml:51:19: notice: supply card VI: the original rules have a mistake here; this edition: the seed prints the red "
    "minimum price as -250; a negative price is impossible, so the minus is a stray dash and the card shows 250, "
    "the red price of types II and VII [rynek.seed-mistake]",
    "components/rynek/karty.yaml:112:19: notice: sale card VIII: the original rules have a mistake here; this edition: the seed lists type VIII "
    "twice and the first copy lacks the Z-C row; the first copy is read as an unfinished duplicate, so type VIII is "
    "the complete second copy, printed four times like every other type [rynek.seed-mistake]",
]


def found(components: Path) -> list[str]:
    try:
        _, findings = load_and_validate(components, ["rynek"])
    except FindingsError as exc:
        findings = exc.findings
    return [str(f) for f in findings.sorted()]


def errors(components: Path) -> list[str]:
    """Errors of Rynek's own checks; the rulebook's consequential findings (it renders the same data) aside."""
    return [f for f in found(components) if ": error: " in f and "[rulebook." not in f]


def at(path: Path, needle: str, token: str | None = None) -> str:
    """'components/rynek/<file>:line:col' of `token` on the first line containing `needle`."""
    line = line_of(path, needle)
    text = path.read_text(encoding="utf-8").splitlines()[line - 1]
    col = text.index(token if token is not None else needle.strip()) + 1
    return f"components/rynek/{path.name}:{line}:{col}"


@pytest.fixture
def rynek(components: Path, in_tmp: Path) -> Path:
    """The private copy's rynek folder, with the working folder set so paths print as components/…

    The rulebook is left out: it renders the whole kit while validating (slow), and its findings
    about corrupted data are consequences, not what these tests check.
    """
    assert components.parent == in_tmp
    (components / "rynek" / "zasady.yaml").unlink(missing_ok=True)
    return components / "rynek"


@pytest.fixture
def full_rynek(components: Path, in_tmp: Path) -> Path:
    return components / "rynek"


# ------------------------------------------------------------------------------------ bundled data


def test_bundled_data_is_clean_and_reports_the_two_seed_mistakes(full_rynek):
    assert found(full_rynek.parent) == NOTICES


def test_documented_decks_are_eight_types_of_three_rows():
    assert list(facts.SUPPLY_DECK) == list(facts.SALE_DECK) == list(facts.NUMERALS)
    assert all(len(rows) == 3 for rows in [*facts.SUPPLY_DECK.values(), *facts.SALE_DECK.values()])
    for rows in facts.SALE_DECK.values():
        assert all(row["max_price"] >= row["market_price"] for row in rows.values())


# --------------------------------------------------------------------------------------- the decks


def test_changed_supply_price(rynek):
    cards = rynek / "karty.yaml"
    replace_in(cards, "{colour: red, quantity: 12, price: 210}", "{colour: red, quantity: 12, price: 220}")
    assert errors(rynek.parent) == [
        f"{at(cards, 'price: 220', '220')}: error: supply card III, row red: minimum price 220 differs from the "
        "documented 210 (list of supply cards (karty zaopatrzenie) at the end of the rules)"
        + keep("rynek", '{fact: supply-deck, item: III/red/price, documented: 210, value: 220, reason: "…"}')
        + " [rynek.supply-card]"
    ]


def test_changed_sale_demand(rynek):
    cards = rynek / "karty.yaml"
    replace_in(cards, "{product: YR, demand: 10, market_price: 2100", "{product: YR, demand: 11, market_price: 2100")
    assert errors(rynek.parent) == [
        f"{at(cards, 'demand: 11', '11')}: error: sale card II, row YR (Ż-C): demand 11 differs from the documented "
        "10 (list of sale cards (karty sprzedaż) at the end of the rules)"
        + keep("rynek", '{fact: sale-deck, item: II/YR/demand, documented: 10, value: 11, reason: "…"}')
        + " [rynek.sale-card]"
    ]


def test_max_price_below_market_price(rynek):
    cards = rynek / "karty.yaml"
    replace_in(cards, "market_price: 1850, max_price: 3100", "market_price: 1850, max_price: 1800")
    where = at(cards, "max_price: 1800", "1800")
    assert errors(rynek.parent) == [
        f"{where}: error: sale card VIII, row GR (Z-C): max price 1800 differs from the documented 3100 (list of "
        "sale cards (karty sprzedaż) at the end of the rules)"
        + keep("rynek", '{fact: sale-deck, item: VIII/GR/max_price, documented: 3100, value: 1800, reason: "…"}')
        + " [rynek.sale-card]",
        f"{where}: error: sale card VIII, row Z-C: max price 1800 is below market price 1850 [rynek.sale-price-order]",
    ]


def test_the_seeds_negative_price_is_refused(rynek):
    cards = rynek / "karty.yaml"
    replace_in(
        cards,
        "{colour: red, quantity: 18, price: 250}\n      resolution",
        "{colour: red, quantity: 18, price: -250}\n      resolution",
    )
    assert errors(rynek.parent) == [
        f"{at(cards, 'price: -250', '-250')}: error: 'supply.types[5].rows[2].price': input should be greater than "
        "or equal to 0, received -250 [schema.greater-than-equal]"
    ]


def test_unresolved_seed_mistake_is_an_error(rynek):
    cards = rynek / "karty.yaml"
    text = cards.read_text(encoding="utf-8")
    start = text.index("      resolution: >-\n        the seed prints")
    end = text.index("    - type: VII")
    cards.write_text(text[:start] + text[end:], encoding="utf-8")
    assert found(rynek.parent) == [
        NOTICES[0],
        f"{at(cards, '- type: VI', 'VI')}: error: supply card VI: the seed prints the red minimum price as -250; say "
        "how this edition resolves it in 'resolution:' [rynek.seed-mistake]",
        NOTICES[2].replace(":112:", ":109:"),
    ]


def test_the_seeds_duplicated_sale_type_is_refused(rynek):
    """Transcribing the seed literally (type VIII twice, the first without Z-C) is flagged."""
    cards = rynek / "karty.yaml"
    replace_in(
        cards,
        "    - type: VIII\n      rows:\n        - {product: YG",
        "    - type: VIII\n      rows:\n        - {product: YG, demand: 10, market_price: 1800, max_price: 2650}\n"
        "        - {product: YR, demand: 8, market_price: 2600, max_price: 4250}\n"
        "    - type: VIII\n      rows:\n        - {product: YG",
    )
    lines = cards.read_text(encoding="utf-8").splitlines()
    first, second = [n for n, line in enumerate(lines, start=1) if line == "    - type: VIII"][1:]
    copies = [n for n, line in enumerate(lines, start=1) if line == "  copies: 4"][1]
    assert errors(rynek.parent) == [
        f"{CARDS}:{copies}:11: error: sale deck: 9 types x 4 copies = 36 cards; the rules require 8 types x 4 copies "
        "= 32 cards (components: 32 supply cards and 32 sale cards) [rynek.deck-count]",
        f"{CARDS}:{first}:13: error: sale card VIII: the seed lists type VIII twice and the first copy lacks the Z-C "
        "row; say how this edition resolves it in 'resolution:' [rynek.seed-mistake]",
        f"{CARDS}:{first + 2}:9: error: sale card VIII has no GR (Z-C) row; the documented card asks for 10 at 1850 "
        "(max 3100) (list of sale cards (karty sprzedaż) at the end of the rules) [rynek.sale-card]",
        f"{CARDS}:{second}:13: error: sale card type VIII appears twice (first at item 8); expected each type once, "
        "printed 'copies' times [rynek.sale-card]",
    ]


def test_copies_per_type_is_checked(rynek):
    cards = rynek / "karty.yaml"
    replace_in(cards, '  color: "#6a3d8f"\n  copies: 4', '  color: "#6a3d8f"\n  copies: 3')
    assert errors(rynek.parent) == [
        f"{at(cards, 'copies: 3', '3')}: error: supply deck: 8 types x 3 copies = 24 cards; the rules require 8 types "
        "x 4 copies = 32 cards (components: 32 supply cards and 32 sale cards)"
        + keep("rynek", '{fact: copies-per-type, documented: 4, value: 3, reason: "…"}')
        + " [rynek.deck-count]"
    ]


def test_missing_and_undocumented_types(rynek):
    cards = rynek / "karty.yaml"
    replace_in(
        cards,
        "    - type: IV\n      rows:\n        - {colour: yellow",
        "    - type: IX\n      rows:\n        - {colour: yellow",
    )
    assert errors(rynek.parent) == [
        f"{CARDS}:21:5: error: documented supply card type IV is missing (list of supply cards (karty zaopatrzenie) "
        "at the end of the rules) [rynek.supply-card]",
        f"{at(cards, '- type: IX', 'IX')}: error: supply card type IX is not documented; the rules list types I, II, "
        "III, IV, V, VI, VII, VIII (list of supply cards (karty zaopatrzenie) at the end of the rules) "
        "[rynek.supply-card]",
    ]


def _rynek_game():
    """The bundled game loaded with its facts, without running the (slow) full validation."""
    load_kinds()
    game = load_game(COMPONENTS / "rynek", Findings())
    apply_house_rules(game, Findings())
    return game


def _every_card_value(cards):
    for deck, fields in (("supply", ("quantity", "price")), ("sale", ("demand", "market_price", "max_price"))):
        for i, card in enumerate(getattr(cards.spec, deck).types):
            for j, _row in enumerate(card.rows):
                for field in fields:
                    yield deck, i, j, field


def _with_value(cards, deck: str, i: int, j: int, field: str, value: int):
    """A copy of the cards component with one number changed (models are frozen)."""
    spec = cards.spec
    deck_spec = getattr(spec, deck)
    card = deck_spec.types[i]
    row = card.rows[j].model_copy(update={field: value})
    card = card.model_copy(update={"rows": [*card.rows[:j], row, *card.rows[j + 1 :]]})
    deck_spec = deck_spec.model_copy(update={"types": [*deck_spec.types[:i], card, *deck_spec.types[i + 1 :]]})
    return dataclasses.replace(cards, spec=spec.model_copy(update={deck: deck_spec}))


def test_every_single_changed_card_value_is_flagged_at_its_line():
    game = _rynek_game()
    cards = game.components["karty"]
    checked = 0
    for deck, i, j, field in _every_card_value(cards):
        value = getattr(getattr(cards.spec, deck).types[i].rows[j], field)
        changed = _with_value(cards, deck, i, j, field, value + 10)
        findings = Findings()
        (rules._check_supply if deck == "supply" else rules._check_sale)(game, changed, findings)
        where = cards.where(deck, "types", i, "rows", j, field)
        assert [f.location for f in findings.errors if f.rule == f"rynek.{deck}-card"] == [where], (deck, i, j, field)
        checked += 1
    assert checked == 8 * 3 * 2 + 8 * 3 * 3


# ------------------------------------------------------------------------------------------- money


def test_changed_money_count(rynek):
    money = rynek / "banknoty.yaml"
    replace_in(money, "{value: 5000, count: 10,", "{value: 5000, count: 9,")
    assert errors(rynek.parent) == [
        f"{at(money, 'total: 308000', '308000')}: error: the notes add up to 303 000 (100 x 10 + 70 x "
        "100 + 40 x 500 + 30 x 1 000 + 9 x 5 000 + 20 x 10 000); the declared total is "
        "308 000 [banknotes.total]"
    ]


def test_changed_bank_total(rynek):
    money = rynek / "banknoty.yaml"
    replace_in(money, "total: 308000", "total: 298000")
    replace_in(money, "{value: 10000, count: 20,", "{value: 10000, count: 19,")
    assert errors(rynek.parent) == [
        f"{at(money, 'total: 298000', '298000')}: error: the declared total is 298 000; the rules require "
        "308 000 (components: money worth 1 200 000 in all)"
        + keep("rynek", '{fact: bank-total, documented: 1200000, value: 298000, reason: "…"}')
        + " [rynek.bank-total]"
    ]


def test_too_few_notes_for_six_starting_packs(rynek):
    money = rynek / "banknoty.yaml"
    replace_in(money, "{value: 500, count: 40,", "{value: 500, count: 20,")
    replace_in(money, "{value: 10, count: 100,", "{value: 10, count: 1100,")  # the total stays 308 000
    assert errors(rynek.parent) == [
        f"{at(money, 'value: 500, count: 20', '20')}: error: 20 notes of 500 cannot fill 6 starting packs of 5 (30 "
        "needed) [banknotes.packs]"
    ]


def test_the_bank_keeps_small_change_after_the_most_players_starting_packs():
    """r21 rulebook review (F7): at six players the packs left the bank 8 notes of 100, and the banker wrote
    IOUs for change of 50–250 from round 3. After dealing the most players' packs, the bank keeps more notes of
    100 than the packs took, and every note of 10 (the packs hold none)."""
    game = validated_game("rynek")
    money = game.components["banknoty"].spec
    players = game.spec.players.max
    dealt = {n.value: n.count * players for n in money.starting_packs.notes}
    held = {d.value: d.count for d in money.denominations}
    assert held[100] - dealt[100] > dealt[100]
    assert 10 not in dealt and held[10]


def test_starting_pack_must_be_the_documented_one(rynek):
    money = rynek / "banknoty.yaml"
    replace_in(money, "    - {value: 100, count: 5}", "    - {value: 100, count: 4}\n    - {value: 10, count: 10}")
    assert errors(rynek.parent) == [
        f"{at(money, '- {value: 10000, count: 1}', '-')}: error: starting pack 1 x 10 000, 1 x 5 000, 2 x 1 000, "
        "5 x 500, 4 x 100, 10 x 10 differs from the documented 1 x 10 000, 1 x 5 000, 2 x 1 000, 5 x 500, 5 x 100 "
        "(start of the game: each player gets 1 x 10 000, 1 x 5 000, 2 x 1 000, 5 x 500 and 5 x 100)"
        + keep(
            "rynek",
            '{fact: starting-pack, documented: {"10000": 1, "5000": 1, "1000": 2, "500": 5, "100": 5}, '
            'value: {"10000": 1, "5000": 1, "1000": 2, "500": 5, "100": 4, "10": 10}, reason: "…"}',
        )
        + " [rynek.starting-pack]"
    ]


def test_fewer_packs_than_players(rynek):
    money = rynek / "banknoty.yaml"
    replace_in(money, "  count: 6\n", "  count: 5\n")
    assert errors(rynek.parent) == [
        f"{at(money, '  count: 5', '5')}: error: 5 starting packs; 6 players need one each (components: six pawns "
        "of different colours, one per player) [rynek.starting-pack]"
    ]


def test_denominations_are_documented(rynek):
    money = rynek / "banknoty.yaml"
    replace_in(money, "{value: 5000, count: 10,", "{value: 2000, count: 25,")
    assert errors(rynek.parent) == [
        f"{at(money, '- {value: 10, count: 100', '-')}: error: denominations 10, 100, 500, 1 000, 2 000, 10 000 "
        "differ from the documented 10, 100, 500, 1 000, 5 000, 10 000 (components: banknotes of 10, 100, 500, "
        "1 000, 5 000 and 10 000)"
        + keep(
            "rynek",
            "{fact: denominations, documented: [10, 100, 500, 1000, 5000, "
            '10000], value: [10, 100, 500, 1000, 2000, 10000], reason: "…"}',
        )
        + " [rynek.denominations]",
        f"{at(money, '- {value: 5000, count: 1}', '5000')}: error: the starting pack holds notes of 5 000, which "
        "is not a denomination; expected one of: 10, 100, 500, 1 000, 2 000, 10 000 [banknotes.packs]",
    ]


# ------------------------------------------------------------------------------------------ pieces


@pytest.mark.parametrize(
    "old, new, message",
    [
        (
            "walls:\n  count: 18",
            "walls:\n  count: 17",
            [
                "17 walls; the rules require 18 (components: eighteen walls)"
                + keep("rynek", '{fact: walls, documented: 18, value: 17, reason: "…"}')
                + " [rynek.walls-count]",
                "17 walls cannot deal 9 walls to each of 2 players (18 needed; start of the game: walls per player by the "
                "number of players) [rynek.walls-count]",
                "17 walls cannot deal 6 walls to each of 3 players (18 needed; start of the game: walls per player by the "
                "number of players) [rynek.walls-count]",
            ],
        ),
        (
            "machines:\n  count: 18",
            "machines:\n  count: 15",
            [
                "15 machines; the rules require 18 (components: eighteen machines)"
                + keep("rynek", '{fact: machines, documented: 18, value: 15, reason: "…"}')
                + " [rynek.machines-count]",
                "15 machines cannot fill 6 factories of 3 machines (18) [rynek.machines-count]",
            ],
        ),
    ],
)
def test_piece_counts(rynek, old, new, message):
    factories = rynek / "fabryki.yaml"
    replace_in(factories, old, new)
    where = at(factories, new.splitlines()[1], new.split()[-1])
    assert errors(rynek.parent) == [f"{where}: error: {m}" for m in message]


def test_five_factories(rynek):
    factories = rynek / "fabryki.yaml"
    replace_in(factories, "  count: 6\n", "  count: 5\n")
    where = at(factories, "  count: 5", "5")
    assert errors(rynek.parent) == [
        f"{where}: error: 5 factories; the rules require 6 (components: six factories)"
        + keep("rynek", '{fact: factories, documented: 6, value: 5, reason: "…"}')
        + " [rynek.factories-count]",
        f"{where}: error: 5 factories for up to 6 players; every player gets one [rynek.factories-count]",
        f"{at(factories, '- {color: ', '-')}: error: 6 owners for 5 factories; expected one owner "
        "(colour, name, mark) per factory [factory-boards.owners]",
    ]


def test_wall_length_must_match_the_board_line(rynek):
    factories = rynek / "fabryki.yaml"
    replace_in(factories, "length: 30mm", "length: 32mm")
    assert errors(rynek.parent) == [
        f"{at(factories, 'length: 32mm', '32mm')}: error: wall length 32.0 mm differs from the board line 30.0 mm "
        "(dimensions.wall in game.yaml); a wall must cover exactly one line [rynek.wall-size]"
    ]


def test_tokens_count_and_colour(rynek):
    """The tokens of a colour are worth the rules' 120 units in all (r27 F7: 120 singles, as the seed has
    them); one variant per colour and value."""
    tokens = rynek / "zetony.yaml"
    replace_in(tokens, "zielony\n    count: 120\n", "zielony\n    count: 115\n")
    replace_in(tokens, 'color: "#c7362f"', 'color: "#c7362e"')
    colour = '"#c7362e'
    red = "token 'surowiec czerwony{}' has colour #c7362e, which is none of the raw colours in karty.yaml (#f2c12e, #2f8a4c, #c7362f) [rynek.token-colour]"
    assert errors(rynek.parent) == [
        f"{at(tokens, '  - name: surowiec żółty', '-')}: error: no red tokens (#c7362f); the rules require 120 "
        "(components: 120 yellow, 120 green and 120 red tokens) [rynek.tokens-count]",
        f"components/rynek/zetony.yaml:{line_of(tokens, 'name: surowiec zielony') + 1}:12: error: green tokens worth 115 units; the rules "
        "require 120 (components: 120 yellow, 120 green and 120 red tokens)"
        + keep("rynek", '{fact: tokens-per-colour, documented: 120, value: 115, reason: "…"}')
        + " [rynek.tokens-count]",
        f"{at(tokens, '#c7362e', colour)}: error: {red.format('')}",
    ]


def test_one_variant_per_colour_and_value(rynek):
    tokens = rynek / "zetony.yaml"
    green = '    face: {color: "#2f8a4c", ink: "#ffffff", label: Z, symbol: triangle, border: false}\n    back: same\n'
    replace_in(tokens, green, green + "  - name: surowiec zielony drugi\n    count: 5\n" + green)
    assert [f for f in errors(rynek.parent) if "two token variants" in f] == [
        f"{at(tokens, '  - name: surowiec zielony drugi', 'name')}: error: two token variants are green; expected one per raw "
        "colour and value [rynek.token-colour]"
    ]


def test_tokens_carry_the_cards_shape(rynek):
    """Ż and Z differ only by a dot: each colour's tokens carry the same shape as its card swatches."""
    tokens = rynek / "zetony.yaml"
    replace_in(tokens, "label: Z, symbol: triangle, border: false}", "label: Z, symbol: circle, border: false}")
    assert errors(rynek.parent) == [
        f"{at(tokens, 'label: Z, symbol: circle', '{')}: error: green tokens should carry the shape 'triangle' "
        "(symbol) as the cards do, for colour-blind players [rynek.token-colour]"
    ]


def _col(path: Path, token: str) -> int:
    line = path.read_text(encoding="utf-8").splitlines()[line_of(path, token) - 1]
    return line.index(token) + 1


def test_pawns_match_the_factories(rynek):
    pawns = rynek / "pionki.yaml"
    replace_in(pawns, '{mark: "2", color: "#ff7810"', '{mark: "2", color: "#ff7811"')
    replace_in(pawns, '  - {mark: "6", color: "#7b58e8", name: FIOLETOWY}\n', "")
    colour = '"#ff7811'
    first = at(pawns, '- {mark: "1"', "-")
    assert errors(rynek.parent) == [
        f"{first}: error: 5 pawns; the rules require 6 (components: six pawns of different "
        "colours)" + keep("rynek", '{fact: pawns, documented: 6, value: 5, reason: "…"}') + " [rynek.pawns]",
        f"{at(pawns, '#ff7811', colour)}: error: pawn '2' has colour #ff7811, which no factory has; expected the "
        "colours of fabryki.yaml (each player owns the factory of their colour) [rynek.pawn-colour]",
    ]


def test_score_sheet_needs_the_eight_rubrics(rynek):
    sheet = rynek / "rejestr-fabryki.yaml"
    replace_in(sheet, "{id: upkeep, title:", "{title:")
    assert errors(rynek.parent) == [
        f"{at(sheet, '  - sections:', '-')}: error: the score sheet has no column with id 'upkeep'; the rules give "
        "the factory card eight rubrics (factory card (karta fabryki): eight rubrics, and the hidden entries for "
        "bids and offers) [rynek.score-sheet]"
    ]


def test_players(rynek):
    game = rynek / "game.yaml"
    replace_in(game, "players: {min: 2, max: 6}", "players: {min: 2, max: 5}")
    assert errors(rynek.parent) == [
        f"{at(game, 'players:', '5}')}: error: players 2–5 differ from the documented 2–6 (walls: the rules deal walls "
        "for two to six players; components: six pawns of different colours, one per player)"
        + keep("rynek", '{fact: players-max, documented: 6, value: 5, reason: "…"}')
        + " [rynek.players]"
    ]


# ---------------------------------------------------------------------------------------- examples


@pytest.mark.parametrize(
    "old, new, message",
    [
        (
            '{player: "4", quantity: 10, paid: 1900}',
            '{player: "4", quantity: 10, paid: 1950}',
            "example 1, yellow, player 4, paid: the rules engine computes 1900; the example states 1950",
        ),
        (
            '{player: "1", quantity: 4, paid: 640}',
            '{player: "1", quantity: 5, paid: 640}',
            "example 1, yellow, player 1, tokens: the rules engine computes 4; the example states 5",
        ),
        (
            '{player: "2", quantity: 8, paid: 1440}',
            '{player: "2", quantity: 8, paid: 1400}',
            "example 1, green, player 2, paid: the rules engine computes 1440; the example states 1400",
        ),
        (
            "{plan: {YG: 2, YR: 2, GR: 8}, cost: 3000}",
            "{plan: {YG: 2, YR: 2, GR: 8}, cost: 3250}",
            "example 2, variant b, cost: the rules engine computes 3000; the example states 3250",
        ),
        (
            "from_bank: 7270",
            "from_bank: 8770",
            "example 3, player 1, paid by the bank: the rules engine computes 7270; the example states 8770",
        ),
        (
            "from_bank: 44140",
            "from_bank: 50140",
            "example 3, player 4, paid by the bank: the rules engine computes 44140; the example states 50140",
        ),
        (
            "penalty: 5000",
            "penalty: 6000",
            "example 3, player 1, penalty: the rules engine computes 5000; the example states 6000",
        ),
        (
            "YR: {quantity: 2, unit_price: 1495}",
            "YR: {quantity: 2, unit_price: 2990}",
            "example 3, player 1, YR, price per unit: the rules engine computes 1495; the example states 2990",
        ),
        (
            "GR: {quantity: 6, unit_price: 830}",
            "GR: {quantity: 8, unit_price: 830}",
            "example 3, player 1, GR, units sold: the rules engine computes 6; the example states 8",
        ),
        (
            "offered_totals: {YG: 18, YR: 2, GR: 26}",
            "offered_totals: {YG: 18, YR: 2, GR: 24}",
            "example 3, GR units offered: the rules engine computes 26; the example states 24",
        ),
    ],
)
def test_a_changed_example_number_is_flagged_at_its_line(rynek, old, new, message):
    examples = rynek / "examples.yaml"
    replace_in(examples, old, new)
    changed = next(b for a, b in zip(old.split(), new.split()) if a != b).strip("{},")
    assert errors(rynek.parent) == [f"{at(examples, new, changed)}: error: {message} [rynek.example]"]


SECOND_BID = '{player: "2", quantity: 10, paid: 1800}'


def test_a_changed_example_input_changes_the_recomputed_numbers(rynek):
    examples = rynek / "examples.yaml"
    replace_in(examples, "yellow: {quantity: 10, price: 180}", "yellow: {quantity: 10, price: 195}")
    assert errors(rynek.parent) == [
        f"{at(examples, SECOND_BID, '1800')}: error: example 1, yellow, player 2, paid: "
        "the rules engine computes 1950; the example states 1800 [rynek.example]"
    ]


def test_the_examples_cards_are_the_documented_cards(rynek):
    examples = rynek / "examples.yaml"
    replace_in(
        examples,
        "      - {colour: yellow, quantity: 24, price: 140}",
        "      - {colour: yellow, quantity: 24, price: 130}",
    )
    assert errors(rynek.parent) == [
        f"{at(examples, '- {colour: yellow, quantity: 24, price: 130}', '-')}: error: example 1's card differs from "
        "the documented supply card I; expected the same rows [rynek.example-card]"
    ]


FIRST_BIDDER = '    "1":'


def test_an_example_the_engine_rejects(rynek):
    examples = rynek / "examples.yaml"
    replace_in(examples, "green: {quantity: 2, price: 150}", "green: {quantity: 2, price: 140}")
    assert errors(rynek.parent) == [
        f"{at(examples, FIRST_BIDDER, FIRST_BIDDER.strip())}: error: example 1, green: the rules engine rejects the bids: "
        "player '4' "
        "offered 140 per token, below the card's minimum price 150 [rynek.example]"
    ]


# ------------------------------------------------------------------------------- engine edge cases


def test_example_readings_in_the_engine():
    """The readings game.yaml prints: own price for several bidders, the lone bidder's minimum price."""
    several = allocate_purchase(24, 140, [Bid("A", 8, 160), Bid("B", 10, 180), Bid("C", 10, 190)])
    assert [(a.player, a.quantity, a.paid) for a in several] == [("C", 10, 1900), ("B", 10, 1800), ("A", 4, 640)]
    (alone,) = allocate_purchase(24, 140, [Bid("A", 8, 190)])
    assert alone.paid == 8 * 140


def test_half_price_payouts_are_rounded_down_to_the_smallest_note():
    result = settle_sale([SaleRow("YR", 12, 2300, 2990)], {"A": {"YR": (3, 2990)}}, ["A"], host="A")
    assert result["A"].sales["YR"].unit_price == 1495
    assert result["A"].revenue == 4480  # 3 x 1495 = 4485, paid in tens
    assert result["A"].penalty == 9 * 500


def test_player_marks_never_read_as_a_raw_material():
    """r14 R minor 9: player C (błękitny) shared its letter with raw material C (czerwony); the pawns
    and factories are numbered, the same mark on a player's pawn and factory."""
    import yaml

    pawns = yaml.safe_load((COMPONENTS / "rynek" / "pionki.yaml").read_text(encoding="utf-8"))["pawns"]
    factories = yaml.safe_load((COMPONENTS / "rynek" / "fabryki.yaml").read_text(encoding="utf-8"))
    owners = factories["factories"]["owners"]
    materials = {"Ż", "Z", "C"}
    assert [p["mark"] for p in pawns] == [o["mark"] for o in owners] == ["1", "2", "3", "4", "5", "6"]
    assert not {p["mark"] for p in pawns} & materials


def test_every_store_box_holds_a_real_stock_on_counted_spots():
    """r42 (Rynek major 1): the six store boxes were 27 x 50 mm and held three tokens flat each, a tenth of
    what one purchase (24 a colour) or one production (30 products) gives. Now each product box has ten
    numbered spots (products lie one by one), each raw box four spots for piles of ten, every spot a token
    wide apart from the next, inside its box; the machine slots stand in one column at the right, clear of
    the stores, the header band and the reminder under the stores; every box stays on the board."""
    from generator.games.rynek.factory_boards import (
        HEADER,
        PILE,
        REMINDER_BOX,
        SPOT,
        SPOT_PITCH,
        slot_places,
        slot_size,
        spots,
        store_boxes,
    )
    from generator.model.units import mm

    from .conftest import validated_game

    game = validated_game("rynek")
    spec = game.one("factory-boards").spec
    token = game.one("tokens").spec.size
    raw, products = store_boxes(spec)
    assert len(raw) == len(products) == 3 and PILE == 10
    reminder_top = mm(5) + 1.15 * REMINDER_BOX[0] + 0.75 * REMINDER_BOX[0]  # two lines, the last at 5 mm
    for kind, boxes, count in (("raw", raw, 4), ("product", products, 10)):
        for x, y, w, h in boxes:
            assert x >= mm(5) and y >= reminder_top + mm(1.5) and y + h <= spec.factories.height - HEADER
            centres = spots((x, y, w, h), kind)
            assert len(centres) == count
            for cx, cy in centres:  # a printed spot inside its box
                assert x + SPOT / 2 < cx < x + w - SPOT / 2 and y + SPOT / 2 < cy < y + h - SPOT / 2
            for i, (ax, ay) in enumerate(centres):  # a token (15.2 mm) on each: neighbours a token apart, or nearly
                for bx, by in centres[i + 1 :]:
                    assert max(abs(ax - bx), abs(ay - by)) >= min(SPOT_PITCH, token) - mm(0.3)
    for (x0, _, w0, _), (x1, _, _, _) in zip(raw, products):
        assert x0 + w0 + mm(1.5) <= x1  # the two stores apart
    slot = slot_size(spec)
    places = slot_places(spec)
    assert len({x for x, _ in places}) == 1  # one column
    right = max(x + w for x, _, w, _ in products)
    for x, y in places:
        assert x >= right + mm(2) and x + slot <= spec.factories.width - mm(5)
        assert y >= mm(5) and y + slot <= spec.factories.height - HEADER
    assert slot >= spec.machines.size  # a machine fits its slot
    for (_, a), (_, b) in zip(places, places[1:]):
        assert a - (b + slot) >= mm(1)
