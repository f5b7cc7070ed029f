"""Rynek (seed 002): the checks that tie the data to the documented facts, and the game's registration.

The facts, their sources, the seed's card lists and its mistakes live in `facts`; `check` reads
the components against them (house rules may change a fact: `deviation` reports it) and
`register` puts the facts, the checks and the Polish titles in the registry.
"""

from __future__ import annotations

from generator.draw.kinds.tokens import worth
from generator.games import GameRules, register
from generator.games.rynek import engine
from generator.games.rynek.examples import recompute
from generator.games.rynek.facts import (
    FACTS,
    PRODUCT_LABELS,
    SALE_DECK,
    SALE_SOURCE,
    SEED_MISTAKES,
    SHEET_RUBRICS,
    SHEET_SECTIONS,
    SHEET_SOURCE,
    SUPPLY_DECK,
    SUPPLY_SOURCE,
    TITLES,
)
from generator.model.core import Component, Game
from generator.model.findings import Findings
from generator.validate.house_rules import deviation


def _num(value: int) -> str:
    return f"{value:,}".replace(",", " ")


def check(game: Game, findings: Findings) -> None:
    _check_players(game, findings)
    cards = _one(game, "rynek-cards", "karty.yaml", findings)
    if cards is not None:
        _check_supply(game, cards, findings)
        _check_sale(game, cards, findings)
    examples = _one(game, "rynek-examples", "examples.yaml", findings)
    if examples is not None:
        recompute(examples, findings)
        if cards is not None:
            _check_example_cards(cards, examples, findings)
    money = _one(game, "banknotes", "banknoty.yaml", findings)
    if money is not None:
        _check_money(game, money, findings)
    pieces = _one(game, "factory-boards", "fabryki.yaml", findings)
    if pieces is not None:
        _check_pieces(game, pieces, findings)
    tokens = _one(game, "tokens", "zetony.yaml", findings)
    if tokens is not None and cards is not None:
        _check_tokens(game, tokens, cards, findings)
    pawns = _one(game, "standees", "pionki.yaml", findings)
    if pawns is not None:
        _check_pawns(game, pawns, pieces, findings)
    _check_sheet(game, findings)


def _one(game: Game, kind: str, filename: str, findings: Findings) -> Component | None:
    found = game.of_kind(kind)
    if not found:
        findings.error(
            game.doc.where(()),
            f"the game has no {kind} component; expected {filename} with kind: {kind}",
            "rynek.component-missing",
        )
        return None
    if len(found) > 1:
        names = ", ".join(sorted(c.name for c in found))
        findings.error(
            found[1].where("kind"),
            f"the game has {len(found)} {kind} components ({names}); expected one",
            "rynek.component-twice",
        )
    return found[0]


def _check_players(game: Game, findings: Findings) -> None:
    players = game.spec.players
    low, high = game.facts["players-min"], game.facts["players-max"]
    message = (
        f"players {players.min}–{players.max} differ from the documented {low}–{high} "
        f"({FACTS['players-min'].source}; {FACTS['players-max'].source})"
    )
    if players.min != low:
        deviation(
            findings,
            game,
            game.doc.where(("players", "min")),
            message,
            "rynek.players",
            fact="players-min",
            value=players.min,
        )
    if players.max != high:
        deviation(
            findings,
            game,
            game.doc.where(("players", "max")),
            message,
            "rynek.players",
            fact="players-max",
            value=players.max,
        )


# ------------------------------------------------------------------------------------------ decks


def _check_deck(
    game: Game, cards: Component, findings: Findings, deck: str, documented: dict, source: str, compare
) -> None:
    spec = getattr(cards.spec, deck)
    facts = game.facts
    seen: dict[str, int] = {}
    for i, card in enumerate(spec.types):
        where = cards.where(deck, "types", i, "type")
        if card.type in seen:
            findings.error(
                where,
                f"{deck} card type {card.type} appears twice (first at item {seen[card.type] + 1}); "
                "expected each type once, printed 'copies' times",
                f"rynek.{deck}-card",
            )
            continue
        seen[card.type] = i
        if card.type not in documented:
            findings.error(
                where,
                f"{deck} card type {card.type} is not documented; the rules list types "
                f"{', '.join(documented)} ({source})",
                f"rynek.{deck}-card",
            )
            continue
        compare(game, cards, i, card, documented[card.type], findings)
        _check_resolution(cards, deck, i, card, findings)
    for numeral in documented:
        if numeral not in seen:
            findings.error(
                cards.where(deck, "types"),
                f"documented {deck} card type {numeral} is missing ({source})",
                f"rynek.{deck}-card",
            )
    count = len(spec.types) * spec.copies
    message = (
        f"{deck} deck: {len(spec.types)} types x {spec.copies} copies = {count} cards; the rules require "
        f"{facts['deck-types']} types x {facts['copies-per-type']} copies = {facts['deck-size']} cards "
        f"({FACTS['deck-size'].source})"
    )
    if spec.copies != facts["copies-per-type"]:
        deviation(
            findings,
            game,
            cards.where(deck, "copies"),
            message,
            "rynek.deck-count",
            fact="copies-per-type",
            value=spec.copies,
        )
    elif count != facts["deck-size"] and len(spec.types) == facts["deck-types"]:
        deviation(
            findings, game, cards.where(deck, "copies"), message, "rynek.deck-count", fact="deck-size", value=count
        )
    elif len(spec.types) != facts["deck-types"] or count != facts["deck-size"]:
        findings.error(cards.where(deck, "copies"), message, "rynek.deck-count")


def _check_resolution(cards: Component, deck: str, i: int, card, findings: Findings) -> None:
    mistake = SEED_MISTAKES.get((deck, card.type))
    if mistake and card.resolution is None:
        findings.error(
            cards.where(deck, "types", i, "type"),
            f"{deck} card {card.type}: {mistake}; say how this edition resolves it in 'resolution:'",
            "rynek.seed-mistake",
        )
    elif mistake:
        findings.notice(
            cards.where(deck, "types", i, "resolution"),
            f"{deck} card {card.type}: the original rules have a mistake here; this edition: {card.resolution}",
            "rynek.seed-mistake",
        )
    elif card.resolution is not None:
        findings.notice(
            cards.where(deck, "types", i, "resolution"),
            f"{deck} card {card.type}: this edition notes: {card.resolution}",
            "rynek.seed-mistake",
        )


def _compare_supply(game: Game, cards: Component, i: int, card, documented: dict, findings: Findings) -> None:
    rows = {row.colour: (j, row) for j, row in enumerate(card.rows)}
    for colour, want in documented.items():
        if colour not in rows:
            findings.error(
                cards.where("supply", "types", i, "rows"),
                f"supply card {card.type} has no {colour} row; "
                f"the documented card offers {want['quantity']} at {want['price']} ({SUPPLY_SOURCE})",
                "rynek.supply-card",
            )
            continue
        j, row = rows[colour]
        for field, label in (("quantity", "quantity"), ("price", "minimum price")):
            stated, expected = getattr(row, field), want[field]
            if stated != expected:
                deviation(
                    findings,
                    game,
                    cards.where("supply", "types", i, "rows", j, field),
                    f"supply card {card.type}, row {colour}: {label} {stated} differs from the documented "
                    f"{expected} ({SUPPLY_SOURCE})",
                    "rynek.supply-card",
                    fact="supply-deck",
                    item=f"{card.type}/{colour}/{field}",
                    value=stated,
                )


def _compare_sale(game: Game, cards: Component, i: int, card, documented: dict, findings: Findings) -> None:
    rows = {row.product: (j, row) for j, row in enumerate(card.rows)}
    for product, want in documented.items():
        label = f"{product} ({PRODUCT_LABELS[product]})"
        if product not in rows:
            findings.error(
                cards.where("sale", "types", i, "rows"),
                f"sale card {card.type} has no {label} row; "
                f"the documented card asks for {want['demand']} at {want['market_price']} "
                f"(max {want['max_price']}) ({SALE_SOURCE})",
                "rynek.sale-card",
            )
            continue
        j, row = rows[product]
        for field, name in (("demand", "demand"), ("market_price", "market price"), ("max_price", "max price")):
            stated, expected = getattr(row, field), want[field]
            if stated != expected:
                deviation(
                    findings,
                    game,
                    cards.where("sale", "types", i, "rows", j, field),
                    f"sale card {card.type}, row {label}: {name} {stated} differs from the documented "
                    f"{expected} ({SALE_SOURCE})",
                    "rynek.sale-card",
                    fact="sale-deck",
                    item=f"{card.type}/{product}/{field}",
                    value=stated,
                )


def _check_supply(game: Game, cards: Component, findings: Findings) -> None:
    _check_deck(game, cards, findings, "supply", game.facts["supply-deck"], SUPPLY_SOURCE, _compare_supply)


def _check_sale(game: Game, cards: Component, findings: Findings) -> None:
    _check_deck(game, cards, findings, "sale", game.facts["sale-deck"], SALE_SOURCE, _compare_sale)
    for i, card in enumerate(cards.spec.sale.types):
        for j, row in enumerate(card.rows):
            if row.max_price < row.market_price:
                findings.error(
                    cards.where("sale", "types", i, "rows", j, "max_price"),
                    f"sale card {card.type}, "
                    f"row {PRODUCT_LABELS[row.product]}: max price {row.max_price} is below market price "
                    f"{row.market_price}",
                    "rynek.sale-price-order",
                )


def _check_example_cards(cards: Component, examples: Component, findings: Findings) -> None:
    """The cards printed in the examples are the seed's documented cards (the examples are the seed's
    worked examples: a house rule that changes a card in this kit leaves them as documented, and the
    rulebook says so)."""
    spec = examples.spec
    pairs = (
        (
            "purchase",
            1,
            spec.purchase.card,
            SUPPLY_DECK,
            "supply",
            lambda r: (r.colour, r.quantity, r.price),
            lambda c, v: (c, v["quantity"], v["price"]),
        ),
        (
            "sale",
            3,
            spec.sale.card,
            SALE_DECK,
            "sale",
            lambda r: (r.product, r.demand, r.market_price, r.max_price),
            lambda c, v: (c, v["demand"], v["market_price"], v["max_price"]),
        ),
    )
    for section, number, card, deck, name, key, documented in pairs:
        if card.type not in deck:
            findings.error(
                examples.where(section, "card", "type"),
                f"example {number}'s card names {name} type {card.type}, which the rules do not document",
                "rynek.example-card",
            )
            continue
        if sorted(map(key, card.rows)) != sorted(documented(c, v) for c, v in deck[card.type].items()):
            findings.error(
                examples.where(section, "card", "rows"),
                f"example {number}'s card differs from the documented {name} card {card.type}; expected the same rows",
                "rynek.example-card",
            )


# ------------------------------------------------------------------------------------------ money


def _check_money(game: Game, money: Component, findings: Findings) -> None:
    spec = money.spec
    facts = game.facts
    values = [d.value for d in spec.denominations]
    if sorted(values) != sorted(facts["denominations"]):
        deviation(
            findings,
            game,
            money.where("denominations"),
            f"denominations {', '.join(map(_num, values))} "
            f"differ from the documented {', '.join(map(_num, facts['denominations']))} "
            f"({FACTS['denominations'].source})",
            "rynek.denominations",
            fact="denominations",
            value=sorted(values),
        )
    # The kind checks that the notes add up to the declared total; here the total meets the rules.
    total = spec.total if spec.total is not None else sum(d.value * d.count for d in spec.denominations)
    if total != facts["bank-total"]:
        what = "the declared total is" if spec.total is not None else "the banknotes add up to"
        deviation(
            findings,
            game,
            money.where("total") if spec.total is not None else money.where("denominations"),
            f"{what} {_num(total)}; the rules require {_num(facts['bank-total'])} ({FACTS['bank-total'].source})",
            "rynek.bank-total",
            fact="bank-total",
            value=total,
        )
    pack = spec.starting_packs
    if pack is None:
        findings.error(
            money.where(),
            f"missing 'starting_packs'; the rules deal every player a starting pack ({FACTS['starting-pack'].source})",
            "rynek.starting-pack",
        )
        return
    stated = {str(n.value): n.count for n in pack.notes}
    if stated != facts["starting-pack"]:
        shown = ", ".join(f"{c} x {_num(int(v))}" for v, c in stated.items())
        expected = ", ".join(f"{c} x {_num(int(v))}" for v, c in facts["starting-pack"].items())
        deviation(
            findings,
            game,
            money.where("starting_packs", "notes"),
            f"starting pack {shown} differs from the documented {expected} ({FACTS['starting-pack'].source})",
            "rynek.starting-pack",
            fact="starting-pack",
            value=stated,
        )
    value = sum(n.value * n.count for n in pack.notes)
    if value != facts["starting-cash"]:
        deviation(
            findings,
            game,
            money.where("starting_packs", "notes"),
            f"a starting pack is worth {_num(value)}; "
            f"the rules give each player {_num(facts['starting-cash'])} ({FACTS['starting-cash'].source})",
            "rynek.starting-pack",
            fact="starting-cash",
            value=value,
        )
    if pack.count < facts["players-max"]:
        findings.error(
            money.where("starting_packs", "count"),
            f"{pack.count} starting packs; {facts['players-max']} "
            f"players need one each ({FACTS['players-max'].source})",
            "rynek.starting-pack",
        )


# ----------------------------------------------------------------------------------------- pieces


def _check_pieces(game: Game, pieces: Component, findings: Findings) -> None:
    spec = pieces.spec
    facts = game.facts
    for key, fact in (("factories", "factories"), ("machines", "machines"), ("walls", "walls")):
        count = getattr(spec, key).count
        if count != facts[fact]:
            deviation(
                findings,
                game,
                pieces.where(key, "count"),
                f"{count} {key}; the rules require {facts[fact]} ({FACTS[fact].source})",
                f"rynek.{key}-count",
                fact=fact,
                value=count,
            )
    machines_needed = facts["factories"] * facts["max-machines"]
    if spec.machines.count < machines_needed:
        findings.error(
            pieces.where("machines", "count"),
            f"{spec.machines.count} machines cannot fill "
            f"{facts['factories']} factories of {facts['max-machines']} machines ({machines_needed})",
            "rynek.machines-count",
        )
    if spec.factories.slots != facts["max-machines"]:
        findings.error(
            pieces.where("factories", "slots"),
            f"a factory board has {spec.factories.slots} machine "
            f"slots; the rules allow {facts['max-machines']} machines per factory "
            f"({FACTS['max-machines'].source})",
            "rynek.machine-slots",
        )
    for players, per_player in sorted(facts["walls-per-player"].items(), key=lambda kv: int(kv[0])):
        need = int(players) * per_player
        if spec.walls.count < need:
            findings.error(
                pieces.where("walls", "count"),
                f"{spec.walls.count} walls cannot deal {per_player} walls "
                f"to each of {players} players ({need} needed; {FACTS['walls-per-player'].source})",
                "rynek.walls-count",
            )
    if spec.factories.count < facts["players-max"]:
        findings.error(
            pieces.where("factories", "count"),
            f"{spec.factories.count} factories for up to {facts['players-max']} players; every player gets one",
            "rynek.factories-count",
        )
    wall = game.spec.dimensions.get("wall")
    if wall is None:
        findings.error(
            game.doc.where(("dimensions",)),
            "missing dimensions.wall (the length of a board line, which is also the length of a wall)",
            "rynek.wall-size",
        )
    elif abs(wall - spec.walls.length) > 0.01:
        findings.error(
            pieces.where("walls", "length"),
            f"wall length {spec.walls.length / 72 * 25.4:.1f} mm differs "
            f"from the board line {wall / 72 * 25.4:.1f} mm (dimensions.wall in game.yaml); a wall must "
            "cover exactly one line",
            "rynek.wall-size",
        )


def _check_tokens(game: Game, tokens: Component, cards: Component, findings: Findings) -> None:
    """Tokens of the three raw colours in the cards' palette, worth 120 units of each colour in all: a
    single token carries its colour's letter, a token labelled with a number ("5") is worth that many
    units; every token carries its colour's shape."""
    want = game.facts["tokens-per-colour"]
    palette = {engine_colour: cards.spec.colours.of(engine_colour) for engine_colour in engine.COLOURS}
    units: dict[str, int] = {}
    first: dict[str, int] = {}
    seen: set[tuple[str, int]] = set()
    for i, variant in enumerate(tokens.spec.variants):
        colour = next((c for c, raw in palette.items() if raw.color.lower() == variant.face.color.lower()), None)
        if colour is None:
            findings.error(
                tokens.where("variants", i, "face", "color"),
                f"token '{variant.name}' has colour "
                f"{variant.face.color}, which is none of the raw colours in karty.yaml "
                f"({', '.join(raw.color for raw in palette.values())})",
                "rynek.token-colour",
            )
            continue
        value = worth(variant)
        if (colour, value) in seen:
            findings.error(
                tokens.where("variants", i),
                f"two token variants are {colour}{f' worth {value}' if value > 1 else ''}; expected one per raw "
                "colour and value",
                "rynek.token-colour",
            )
        seen.add((colour, value))
        first.setdefault(colour, i)
        units[colour] = units.get(colour, 0) + variant.count * value
        cues = [("shape", "symbol", variant.face.symbol, palette[colour].symbol)]
        if value == 1:  # a token of several units shows its number instead of the letter
            cues.insert(0, ("letter", "label", variant.face.label, palette[colour].letter))
        for cue, key, shown, wanted in cues:
            if shown != wanted:
                findings.error(
                    tokens.where("variants", i, "face"),
                    f"{colour} tokens should carry the {cue} '{wanted}' ({key}) as the cards do, for colour-blind "
                    "players",
                    "rynek.token-colour",
                )
    for colour in engine.COLOURS:
        if colour not in units:
            findings.error(
                tokens.where("variants"),
                f"no {colour} tokens ({palette[colour].color}); the rules "
                f"require {want} ({FACTS['tokens-per-colour'].source})",
                "rynek.tokens-count",
            )
        elif units[colour] != want:
            deviation(
                findings,
                game,
                tokens.where("variants", first[colour], "count"),
                f"{colour} tokens worth {units[colour]} units; the rules require {want} "
                f"({FACTS['tokens-per-colour'].source})",
                "rynek.tokens-count",
                fact="tokens-per-colour",
                value=units[colour],
            )


def _check_pawns(game: Game, pawns: Component, pieces: Component | None, findings: Findings) -> None:
    """Six pawns of different colours; with factory boards, one pawn per factory in its colour."""
    want = game.facts["pawns"]
    spec = pawns.spec
    count = sum(p.copies for p in spec.pawns)
    if count != want:
        deviation(
            findings,
            game,
            pawns.where("pawns"),
            f"{count} pawns; the rules require {want} ({FACTS['pawns'].source})",
            "rynek.pawns",
            fact="pawns",
            value=count,
        )
    if pieces is None:
        return
    owners = {o.color.lower(): o for o in pieces.spec.factories.owners}
    for i, pawn in enumerate(spec.pawns):
        owner = owners.get(pawn.color.lower())
        if owner is None:
            findings.error(
                pawns.where("pawns", i, "color"),
                f"pawn '{pawn.mark}' has colour {pawn.color}, which no "
                "factory has; expected the colours of fabryki.yaml (each player owns the factory of "
                "their colour)",
                "rynek.pawn-colour",
            )
        elif owner.mark != pawn.mark:
            findings.error(
                pawns.where("pawns", i, "mark"),
                f"pawn '{pawn.mark}' has the colour of factory '{owner.mark}'; expected the same mark on both",
                "rynek.pawn-colour",
            )


def _check_sheet(game: Game, findings: Findings) -> None:
    sheet = game.components.get("rejestr-fabryki")
    if sheet is None or sheet.kind != "form":
        findings.error(
            game.doc.where(()),
            f"the game has no factory score sheet; expected rejestr-fabryki.yaml with kind: form ({SHEET_SOURCE})",
            "rynek.score-sheet",
        )
        return
    sections = {}
    columns = set()
    for p, page in enumerate(sheet.spec.pages):
        for s, section in enumerate(page.sections):
            if section.id:
                sections[section.id] = (p, s)
            for column in section.all_columns():
                if column.id:
                    columns.add(column.id)
    for rubric in SHEET_RUBRICS:
        if rubric not in columns:
            findings.error(
                sheet.where("pages"),
                f"the score sheet has no column with id '{rubric}'; the rules give "
                f"the factory card eight rubrics ({SHEET_SOURCE})",
                "rynek.score-sheet",
            )
    for section in SHEET_SECTIONS:
        if section not in sections:
            findings.error(
                sheet.where("pages"),
                f"the score sheet has no section with id '{section}' ({SHEET_SOURCE})",
                "rynek.score-sheet",
            )


RULES = register(GameRules("rynek", FACTS, check, seed="002", titles=TITLES))
