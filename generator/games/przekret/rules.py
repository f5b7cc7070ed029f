"""Przekręt (seed 004): the checks that tie the data to the documented facts, and the game's registration.

The facts, their sources and the seed's small rules engine (dice, deal) live in `facts`; `check`
reads the components against them (house rules may change a fact: `deviation` reports it) and
`register` puts the facts, the checks and the Polish titles in the registry.
"""

from __future__ import annotations

from generator.games import GameRules, register
from generator.games.przekret.chance_cards import board_fields, front_pages, inner_tracks
from generator.games.przekret.facts import (
    CHANCE_MECHANICS,
    FACTS,
    LARGE_TOKEN,
    RENT_NAMES,
    SMALL_TOKEN,
    SOURCE_DEAL,
    TITLES,
    band,
    long_rounds,
    timed_rounds,
)
from generator.games.przekret.lease_cards import deck_size
from generator.games.przekret.property_cards import all_properties, lease_price, pages_needed
from generator.model.core import BuildOptions, Component, Game
from generator.model.findings import Findings
from generator.validate.house_rules import deviation

# ------------------------------------------------------------------------------------ checks


def check(game: Game, findings: Findings) -> None:
    facts = game.facts
    players = game.spec.players
    if players.min != facts["players-min"]:
        deviation(
            findings,
            game,
            game.doc.where(("players", "min")),
            f"players from {players.min}; the rules say from {facts['players-min']} ({FACTS['players-min'].source})",
            "przekret.players",
            fact="players-min",
            value=players.min,
        )
    if game.spec.age != facts["age"]:
        deviation(
            findings,
            game,
            game.doc.where(("age",)),
            f"age '{game.spec.age}'; the rules say '{facts['age']}' ({FACTS['age'].source})",
            "przekret.age",
            fact="age",
            value=game.spec.age,
        )
    _check_dice_facts(game, findings)
    props = _one(game, "property-cards", "posesje.yaml", findings)
    if props is not None:
        _check_properties(game, props, findings)
        _check_board(game, props, findings)
    leases = _one(game, "lease-cards", "dzierzawy.yaml", findings)
    if leases is not None:
        _check_leases(game, leases, findings)
    chance = _one(game, "chance-cards", "losy.yaml", findings)
    if chance is not None:
        _check_chance(game, chance, findings)
    _check_money(game, findings)
    _check_tokens(game, findings)
    _check_pawns(game, findings)


def _one(game: Game, kind: str, example: str, findings: Findings) -> Component | None:
    found = game.of_kind(kind)
    if not found:
        findings.error(
            game.doc.where(()),
            f"the game has no {kind} component; expected a file such as {example} with kind: {kind}",
            "przekret.component-missing",
        )
        return None
    return found[0]


def _check_dice_facts(game: Game, findings: Findings) -> None:
    facts = game.facts
    if facts["sixes-to-hospital"] < 2:
        findings.error(
            game.doc.where(("house_rules",)),
            f"sixes-to-hospital is {facts['sixes-to-hospital']}; "
            "at least 2 are needed, or a single 6 could never roll again",
            "przekret.dice",
        )
    if facts["hospital-turns"] < 1:
        findings.error(
            game.doc.where(("house_rules",)),
            f"hospital-turns is {facts['hospital-turns']}; a stay in the hospital lasts at least 1 turn",
            "przekret.dice",
        )


def _shown(street, prop) -> str:
    return f"{prop.id} ({street.name} {prop.number_text})"


def _check_properties(game: Game, props: Component, findings: Findings) -> None:
    spec = props.spec
    percent = game.facts["lease-percent"]
    for s, street in enumerate(spec.streets):
        for p, prop in enumerate(street.properties):
            steps = prop.rent.steps()
            for (low_name, low), (high_name, high) in zip(steps, steps[1:]):
                if high <= low:
                    findings.error(
                        props.where("streets", s, "properties", p, "rent", high_name),
                        f"property {_shown(street, prop)}: rent for {RENT_NAMES[high_name]} ({high} zł) "
                        f"is not above the rent for {RENT_NAMES[low_name]} ({low} zł); rent must rise "
                        "with every upgrade (leasing b): more tokens, higher rent)",
                        "przekret.rent-order",
                    )
            expected = lease_price(prop.value, percent)
            if prop.lease != expected:
                findings.error(
                    props.where("streets", s, "properties", p, "lease"),
                    f"property {_shown(street, prop)}: lease price {prop.lease} zł; {percent} % of its "
                    f"value {prop.value} zł is {expected} zł ({FACTS['lease-percent'].source})",
                    "przekret.lease-price",
                )
    count = sum(1 for _ in all_properties(spec))
    pages = pages_needed(spec, BuildOptions())
    documented = game.facts["property-pages"]
    if pages != documented:  # a card size changed under a house rule changes the pages: accept keeps it
        deviation(
            findings,
            game,
            props.where("streets"),
            f"{count} Posesja cards fill {pages} A4 page(s); the rules print "
            f"Posesje on {documented} ({FACTS['property-pages'].source})",
            "przekret.property-pages",
            fact="property-pages",
            value=pages,
        )


def _board_property_fields(board: Component) -> list[tuple[tuple, str]]:
    """(keypath of the field's `property`, property id) for every property field of the board."""
    out = []
    spec = board.spec
    for group in ("loops", "paths"):
        for g, item in enumerate(getattr(spec, group, None) or []):
            for f, board_field in enumerate(item.fields):
                if board_field.property:
                    out.append(((group, g, "fields", f, "property"), board_field.property))
    return out


def _check_board(game: Game, props: Component, findings: Findings) -> None:
    """Every property field of the board has exactly one Posesja card, and every card one field."""
    board = game.one("board")
    if board is None:
        return
    cards = {
        prop.id: (s, p, street, prop)
        for s, street in enumerate(props.spec.streets)
        for p, prop in enumerate(street.properties)
    }
    seen: dict[str, tuple] = {}
    for keypath, prop_id in _board_property_fields(board):
        where = board.where(*keypath)
        if prop_id not in cards:
            findings.error(
                where,
                f"board field refers to property '{prop_id}', which has no Posesja card in {props.name}.yaml",
                "przekret.board-property-unknown",
            )
            continue
        if prop_id in seen:
            _, _, street, prop = cards[prop_id]
            findings.error(
                where,
                f"property {_shown(street, prop)} appears on the board twice; each Posesja "
                "card belongs to exactly one field",
                "przekret.board-property-twice",
            )
            continue
        seen[prop_id] = keypath
    for prop_id, (s, p, street, prop) in cards.items():
        if prop_id not in seen:
            findings.error(
                props.where("streets", s, "properties", p, "id"),
                f"Posesja card {_shown(street, prop)} has no property field on the board ({board.name}.yaml)",
                "przekret.property-off-board",
            )


def _check_leases(game: Game, leases: Component, findings: Findings) -> None:
    spec = leases.spec
    facts = game.facts
    if spec.copies != facts["lease-copies"]:
        deviation(
            findings,
            game,
            leases.where("copies"),
            f"{spec.copies} copies of the Dzierżawa page; the rules "
            f"print {facts['lease-copies']} ({FACTS['lease-copies'].source})",
            "przekret.lease-copies",
            fact="lease-copies",
            value=spec.copies,
        )
    deck = deck_size(spec)
    deal = facts["deal-lease-cards"]
    for players in range(game.spec.players.min, game.spec.players.max + 1):
        each = band(deal, players)
        if each is None:
            findings.error(
                game.doc.where(("players",)),
                f"the deal table gives no Dzierżawa cards for {players} players ({SOURCE_DEAL})",
                "przekret.deal-table",
            )
            continue
        if deck < each * players:
            findings.error(
                leases.where("per_page"),
                f"the Dzierżawa deck has {deck} cards ({spec.per_page} per "
                f"page × {spec.copies} copies); dealing {each} to each of {players} players needs "
                f"{each * players} ({SOURCE_DEAL})",
                "przekret.lease-deck",
            )
            break


def _check_chance(game: Game, chance: Component, findings: Findings) -> None:
    spec = chance.spec
    facts = game.facts
    pages = front_pages(spec, BuildOptions())
    if pages != facts["chance-front-pages"]:
        deviation(
            findings,
            game,
            chance.where("cards"),
            f"{len(spec.cards)} Los cards fill {pages} A4 page(s) of fronts; the "
            f"rules print {facts['chance-front-pages']} pages of fronts and 1 page of backs "
            f"({FACTS['chance-front-pages'].source})",
            "przekret.chance-pages",
            fact="chance-front-pages",
            value=pages,
        )
    used = {card.effect.key for card in spec.cards}
    for mechanic, keys in CHANCE_MECHANICS.items():
        if not used.intersection(keys):
            findings.error(
                chance.where("cards"),
                f"no Los card covers {mechanic} (effects: {', '.join(keys)}); the "
                "rules mention it (movement b–c, leasing)",
                "przekret.chance-coverage",
            )
    props = game.one("property-cards")
    property_ids = set()
    if props is not None:
        property_ids = {prop.id for _, prop in all_properties(props.spec)}
    board = game.one("board")
    fields = set(board_fields(board)) if board is not None else set()
    tracks = set(inner_tracks(board)) if board is not None else set()
    on_track = {}
    if board is not None:
        for keypath, prop_id in _board_property_fields(board):
            if keypath[0] == "paths":
                on_track[prop_id] = board.spec.paths[keypath[1]].id
            else:
                fields.add(prop_id)
    for i, card in enumerate(spec.cards):
        effect = card.effect
        if effect.to is not None:
            where = chance.where("cards", i, "effect", "to")
            if effect.to in on_track:
                findings.error(
                    where,
                    f"card {i + 1} '{card.title}' sends the pawn to '{effect.to}', which lies on "
                    f"the inner track '{on_track[effect.to]}'; a Los card moves a pawn along the outer "
                    "track (movement c)",
                    "przekret.chance-target",
                )
            elif effect.to not in (fields if board is not None else property_ids | {"start"}):
                findings.error(
                    where,
                    f"card {i + 1} '{card.title}' sends the pawn to '{effect.to}', which is neither "
                    "a property nor a named field of the outer track",
                    "przekret.chance-target",
                )
        if effect.inner is not None and board is not None and effect.inner not in tracks:
            findings.error(
                chance.where("cards", i, "effect", "inner"),
                f"card {i + 1} '{card.title}' names inner "
                f"track '{effect.inner}'; the board has: {', '.join(sorted(tracks)) or 'none'}",
                "przekret.chance-target",
            )


def _counts(numbers: list[int]) -> str:
    return str(numbers[0]) if len(numbers) == 1 else f"{numbers[0]}–{numbers[-1]}"


def _nearest_deal(deals, players: int, amount: int | None) -> int | None:
    """The deal a missing player count most likely belongs to: one whose notes make that count's
    amount, else the one whose player range comes closest."""

    def distance(i: int) -> int:
        deal = deals[i]
        return deal.low - players if players < deal.low else players - deal.high

    meant = [i for i, d in enumerate(deals) if amount is not None and d.per_player() == amount]
    candidates = meant or list(range(len(deals)))
    return min(candidates, key=lambda i: (distance(i), i)) if candidates else None


def _check_starting_packs(game: Game, money: Component, summary: Component | None, findings: Findings) -> None:
    """The banknotes' guide page prints one player's starting pack for `count` players: its notes must
    add up to the rules' cash for that many players."""
    packs = money.spec.starting_packs
    if packs is None:
        return
    expected = band(game.facts["deal-cash"], packs.count)
    worth = sum(n.value * n.count for n in packs.notes)
    if expected is None or worth == expected:
        return
    where = money.where("starting_packs", "notes")
    deal = next((d for d in summary.spec.deals if d.covers(packs.count)), None) if summary is not None else None
    if deal is not None and deal.per_player() == expected:
        differ = [i for i, n in enumerate(packs.notes) if deal.notes.get(n.value) != n.count]
        if len(differ) == 1:  # the banker's deal agrees with the rules: the one differing note is the suspect
            where = money.where("starting_packs", "notes", differ[0], "count")
    findings.error(
        where,
        f"the starting pack adds up to {worth} zł; the rules give each of {packs.count} players "
        f"{expected} zł ({SOURCE_DEAL})",
        "przekret.starting-cash",
    )


def _check_money(game: Game, findings: Findings) -> None:
    money = game.one("banknotes")
    if money is None:
        findings.error(
            game.doc.where(()),
            "the game has no banknotes component; expected banknoty.yaml with kind: banknotes",
            "przekret.component-missing",
        )
        return
    printed = {d.value: d.count for d in money.spec.denominations}
    for value in game.facts["extra-banknotes"]:
        if value not in printed:
            findings.error(
                money.where("denominations"),
                f"no {value} zł notes; the rules advise extra copies of them ({FACTS['extra-banknotes'].source})",
                "przekret.money-denominations",
            )
    summary = game.one("money-summary")
    _check_starting_packs(game, money, summary, findings)
    if summary is None:
        findings.error(
            game.doc.where(()),
            "the game has no money-summary component; expected arkusz-bankiera.yaml "
            "with the deal of notes per player count",
            "przekret.component-missing",
        )
        return
    _check_round_tally(game, summary, findings)
    spec = summary.spec
    missing_extra = [v for v in game.facts["extra-banknotes"] if v not in spec.extra_copies]
    if missing_extra:
        findings.error(
            summary.where("extra_copies"),
            "extra_copies leaves out "
            + ", ".join(f"{v} zł" for v in missing_extra)
            + f" ({FACTS['extra-banknotes'].source})",
            "przekret.money-extra",
        )
    cash = game.facts["deal-cash"]
    players_range = range(game.spec.players.min, game.spec.players.max + 1)
    uncovered = [n for n in players_range if not any(d.covers(n) for d in spec.deals)]
    reported: set[tuple[int, int | None]] = set()
    for players in players_range:
        expected = band(cash, players)
        deal_index = next((i for i, d in enumerate(spec.deals) if d.covers(players)), None)
        if deal_index is None:
            nearest = _nearest_deal(spec.deals, players, expected)
            where = summary.where("deals", nearest, "players") if nearest is not None else summary.where("deals")
            findings.error(
                where,
                f"no deal for {players} players; the rules give each {expected} zł ({SOURCE_DEAL})",
                "przekret.starting-cash",
            )
            continue
        deal = spec.deals[deal_index]
        if (deal_index, expected) in reported:
            continue  # one finding per deal and amount, not one per player count of its range
        if expected is not None and deal.per_player() != expected:
            reported.add((deal_index, expected))
            meant = [n for n in uncovered if band(cash, n) == deal.per_player()]
            if meant:  # the notes make the amount of a player count no deal covers: its players are the suspect
                where = summary.where("deals", deal_index, "players")
                hint = f", the amount for {_counts(meant)} players"
            else:
                where, hint = summary.where("deals", deal_index, "notes"), ""
            key = next((k for k in cash if band({k: 1}, players)), None)
            message = (
                f"the deal for {players} players gives each {deal.per_player()} zł{hint}; the rules give "
                f"{expected} zł ({SOURCE_DEAL})"
            )
            if meant or key is None:
                findings.error(where, message, "przekret.starting-cash")
            else:
                deviation(
                    findings,
                    game,
                    where,
                    message,
                    "przekret.starting-cash",
                    fact="deal-cash",
                    item=str(key),
                    value=deal.per_player(),
                )


def _check_round_tally(game: Game, summary: Component, findings: Findings) -> None:
    """The banker's round tallies end where the engine and the rulebook do: the front one the timed
    game (facts.timed_rounds), the back one the long limit (facts.long_rounds)."""
    limit = game.facts["round-limit"]
    for key, rounds_of, what in (
        ("round_tally", timed_rounds, "the timed game lasts"),
        ("back_tally", long_rounds, "the long limit is"),
    ):
        tally = getattr(summary.spec, key)
        if tally is None:
            continue
        for players in range(game.spec.players.min, game.spec.players.max + 1):
            expected = rounds_of(limit, players)
            index = next((i for i, e in enumerate(tally.ends) if e.covers(players)), None)
            if index is None or tally.ends[index].rounds != expected:
                where = summary.where(key, "ends", index) if index is not None else summary.where(key)
                shown = "no box" if index is None else f"box {tally.ends[index].rounds}"
                findings.error(
                    where,
                    f"the {key.replace('_', ' ')} ends a game of {players} players at {shown}; {what} "
                    f"{expected} rounds (game.yaml round-limit {limit})",
                    "przekret.round-tally",
                )
                break


def _check_tokens(game: Game, findings: Findings) -> None:
    found = [c for c in game.of_kind("tokens")]
    if not found:
        findings.error(
            game.doc.where(()),
            "the game has no tokens component; expected zetony.yaml with the "
            f"variants '{SMALL_TOKEN}' and '{LARGE_TOKEN}'",
            "przekret.component-missing",
        )
        return
    tokens = found[0]
    counts = {v.name: v.count for v in tokens.spec.variants}
    for name, fact in ((SMALL_TOKEN, "small-tokens-min"), (LARGE_TOKEN, "large-tokens-min")):
        need = game.facts[fact]
        have = counts.get(name)
        if have is None:
            findings.error(
                tokens.where("variants"),
                f"no token variant named '{name}'; the rules need at least {need} ({FACTS[fact].source})",
                "przekret.tokens",
            )
        elif have < need:
            index = next(i for i, v in enumerate(tokens.spec.variants) if v.name == name)
            deviation(
                findings,
                game,
                tokens.where("variants", index, "count"),
                f"{have} '{name}' tokens; the rules need at least {need} ({FACTS[fact].source})",
                "przekret.tokens",
                fact=fact,
                value=have,
            )
    small = next((v for v in tokens.spec.variants if v.name == SMALL_TOKEN), None)
    large = next((v for v in tokens.spec.variants if v.name == LARGE_TOKEN), None)
    if small and large:
        small_size = small.size or tokens.spec.size
        large_size = large.size or tokens.spec.size
        if small_size is not None and large_size is not None and large_size <= small_size:
            index = tokens.spec.variants.index(large)
            findings.error(
                tokens.where("variants", index, "size"),
                f"the '{LARGE_TOKEN}' token is not larger "
                f"than the '{SMALL_TOKEN}' token; the rules tell them apart by size (set-up a)",
                "przekret.tokens",
            )


def _check_pawns(game: Game, findings: Findings) -> None:
    found = game.of_kind("standees")
    if not found:
        findings.error(
            game.doc.where(()),
            "the game has no standees component; expected pionki.yaml with one pawn per player",
            "przekret.component-missing",
        )
        return
    pawns = found[0]
    count = sum(p.copies for p in pawns.spec.pawns)
    if count < game.spec.players.max:
        findings.error(
            pawns.where("pawns"),
            f"{count} pawns for up to {game.spec.players.max} players; the rules give each player one pawn (set-up a)",
            "przekret.pawns",
        )


RULES = register(GameRules("przekret", FACTS, check, seed="004", titles=TITLES))
