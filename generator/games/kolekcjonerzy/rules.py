"""Kolekcjonerzy (seed 000): the checks that tie the data to the documented facts, the arbiter's
plans (plans → price list of points for one game), and the game's registration.

The facts, their sources and the seed's tables and point values live in `facts`; `check` reads the
components against them, `check_plans` and `point_table` read the arbiter's plans, `token_value`
what a tokens component is worth, and `register` puts the facts, the checks and the Polish titles
in the registry.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from typing import Any

from pydantic import Field

from generator.draw.kinds.tokens import worth
from generator.games import GameRules, register
from generator.games.kolekcjonerzy.exhibit_tiles import field_problem
from generator.games.kolekcjonerzy.facts import FACTS, SOURCE_PRICES, TITLES, bands, plan_minimum, point_value, tier_of
from generator.model import counts
from generator.model.base import Model
from generator.model.core import Game
from generator.model.findings import Findings, Location
from generator.model.source import Document
from generator.validate.house_rules import deviation


def check(game: Game, findings: Findings) -> None:
    _check_players(game, findings)
    _check_facts(game, findings)
    _check_pieces(game, findings)
    tiles = game.one("exhibit-tiles")
    if tiles is None:
        findings.error(
            game.doc.where(()),
            "the game has no exhibit-tiles component; expected plytki.yaml with kind: exhibit-tiles",
            "kolekcjonerzy.tiles-missing",
        )
        return
    _check_tiles(game, tiles, findings)


def _check_players(game: Game, findings: Findings) -> None:
    players = game.spec.players
    message = (
        f"players {players.min}–{players.max} differ from the documented {game.facts['players-min']}–"
        f"{game.facts['players-max']} ({FACTS['players-max'].source})"
    )
    for end in ("min", "max"):
        if getattr(players, end) != game.facts[f"players-{end}"]:
            deviation(
                findings,
                game,
                game.doc.where(("players", end)),
                message,
                "kolekcjonerzy.players",
                fact=f"players-{end}",
                value=getattr(players, end),
            )


def _check_tiles(game: Game, tiles, findings: Findings) -> None:
    spec = tiles.spec
    facts = game.facts
    documented = facts["exhibits"]  # seed name -> {name, price}, house rules applied
    seed_of = {record["name"]: seed for seed, record in documented.items()}
    names: dict[str, int] = {}
    unknown: list[int] = []
    for i, exhibit in enumerate(spec.exhibits):
        where = tiles.where("exhibits", i, "name")
        if exhibit.name in names:
            findings.error(
                where,
                f"exhibit '{exhibit.name}' appears twice (first at item {names[exhibit.name] + 1}); "
                "expected unique names",
                "kolekcjonerzy.duplicate-exhibit",
            )
            continue
        names[exhibit.name] = i
        if exhibit.name in seed_of:
            _check_price(game, tiles, i, seed_of[exhibit.name], findings)
        elif exhibit.added_by_edition:
            findings.notice(
                where,
                f"exhibit '{exhibit.name}' is added by this edition: {exhibit.added_by_edition}",
                "kolekcjonerzy.exhibit-count",
            )
            if exhibit.price != 1:
                findings.error(
                    tiles.where("exhibits", i, "price"),
                    f"exhibit '{exhibit.name}' added by this edition "
                    f"costs {exhibit.price}; the seed prices every exhibit outside the named tiers at 1 "
                    f"token ({SOURCE_PRICES})",
                    "kolekcjonerzy.price-tier",
                )
        else:
            unknown.append(i)
    missing = [seed for seed, record in documented.items() if record["name"] not in names]
    # A tile with an unknown name where a documented exhibit has no tile is that exhibit renamed
    # (paired in list order: the tiles follow the seed's list).
    for i, seed in zip(unknown, missing):
        exhibit = spec.exhibits[i]
        deviation(
            findings,
            game,
            tiles.where("exhibits", i, "name"),
            f"exhibit '{exhibit.name}' is not among the "
            f"seed's exhibits and the documented exhibit '{documented[seed]['name']}' has no tile: a rename",
            "kolekcjonerzy.unknown-exhibit",
            fact="exhibits",
            item=f"{seed}/name",
            value=exhibit.name,
        )
        _check_price(game, tiles, i, seed, findings)
    for i in unknown[len(missing) :]:
        findings.error(
            tiles.where("exhibits", i, "name"),
            f"exhibit '{spec.exhibits[i].name}' is not among the "
            "seed's exhibits; use a documented name, or keep it as this edition's own exhibit with "
            "'added_by_edition: <reason>' (and one tile fewer elsewhere)",
            "kolekcjonerzy.unknown-exhibit",
        )
    for seed in missing[len(unknown) :]:
        findings.error(
            tiles.where("exhibits"),
            f"documented exhibit '{documented[seed]['name']}' has no tile",
            "kolekcjonerzy.exhibit-missing",
        )
    if len(spec.exhibits) != facts["exhibit-tiles"]:
        deviation(
            findings,
            game,
            tiles.where("exhibits"),
            f"{len(spec.exhibits)} exhibit tiles; the rules require "
            f"{facts['exhibit-tiles']} ({FACTS['exhibit-tiles'].source})",
            "kolekcjonerzy.exhibit-count",
            fact="exhibit-tiles",
            value=len(spec.exhibits),
        )
    if spec.blots.count != facts["blot-tiles"]:
        deviation(
            findings,
            game,
            tiles.where("blots", "count"),
            f"{spec.blots.count} blot tiles; the rules require {facts['blot-tiles']} ({FACTS['blot-tiles'].source})",
            "kolekcjonerzy.blot-count",
            fact="blot-tiles",
            value=spec.blots.count,
        )
    total = len(spec.exhibits) + spec.blots.count
    if (
        total != facts["tiles"]
        and len(spec.exhibits) == facts["exhibit-tiles"]
        and spec.blots.count == facts["blot-tiles"]
    ):
        findings.error(
            tiles.where(), f"{total} tiles in all; the rules require {facts['tiles']}", "kolekcjonerzy.tile-count"
        )
    field = game.spec.dimensions.get("field")
    if field is None:
        findings.error(
            game.doc.where(("dimensions",)),
            "missing dimensions.field (the board field size, which is also the tile size)",
            "kolekcjonerzy.field-size",
        )
    elif field_problem(spec.size, field):
        findings.error(
            tiles.where("size"),
            f"{field_problem(spec.size, field)} (dimensions.field in game.yaml)",
            "kolekcjonerzy.field-size",
        )


def _check_price(game: Game, tiles, i: int, seed: str, findings: Findings) -> None:
    exhibit = tiles.spec.exhibits[i]
    price = game.facts["exhibits"][seed]["price"]
    if exhibit.price != price:
        first, last, _ = tier_of(seed)
        span = first if first == last else f"{first}…{last}"
        deviation(
            findings,
            game,
            tiles.where("exhibits", i, "price"),
            f"exhibit '{exhibit.name}' costs "
            f"{exhibit.price} token(s); the documented tier {span} costs {price} ({SOURCE_PRICES})",
            "kolekcjonerzy.price-tier",
            fact="exhibits",
            item=f"{seed}/price",
            value=exhibit.price,
        )


def _fact_where(game: Game, fact: str) -> Location:
    """Where a wrong fact value comes from: its house rule in game.yaml, or the top of game.yaml."""
    for i, house in enumerate(game.spec.house_rules):
        if house.fact == fact:
            return game.doc.where(("house_rules", i, "value"))
    return game.doc.where(())


def _check_facts(game: Game, findings: Findings) -> None:
    """Facts changed by house rules must still make a playable game."""
    facts = game.facts
    low, high = facts["players-min"], facts["players-max"]
    for name in (
        "players-min",
        "players-max",
        "starting-tokens",
        "bank-refill",
        "blot-penalty",
        "max-tokens-to-win",
        "planned-owned-percent",
        "one-token-points",
        "exhibit-tiles",
        "blot-tiles",
        "tiles",
    ):
        value = facts[name]
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            findings.error(
                _fact_where(game, name),
                f"fact {name} is {value!r}; expected a whole number of 0 or more",
                "kolekcjonerzy.fact-value",
            )
    if not isinstance(low, int) or not isinstance(high, int):
        return
    percent = facts["planned-owned-percent"]
    if isinstance(percent, int) and not 0 <= percent <= 100:
        findings.error(
            _fact_where(game, "planned-owned-percent"),
            f"fact planned-owned-percent is {percent}; expected a percentage from 0 to 100",
            "kolekcjonerzy.fact-value",
        )
    for name in ("plan-minimum", "win-points"):
        table = facts[name]
        where = _fact_where(game, name)
        if not isinstance(table, dict):
            findings.error(
                where,
                f"fact {name} is {table!r}; expected a table of player-count bands like {{'4-7': 8}}",
                "kolekcjonerzy.fact-value",
            )
            continue
        try:
            rows = bands(table)
        except ValueError as exc:
            findings.error(where, f"fact {name}: {exc}", "kolekcjonerzy.fact-value")
            continue
        spans = [(a, b) for a, b, _ in rows]  # intervals: work never grows with the numbers in them
        twice, missing = counts.overlaps(spans), counts.gaps(spans, low, high)
        if twice or missing or any(v < 1 for *_, v in rows):
            problems = []
            if missing:
                problems.append(f"no value for {counts.listed(missing)} player(s)")
            if twice:
                problems.append(f"two values for {counts.listed(twice)} player(s)")
            if any(v < 1 for *_, v in rows):
                problems.append("a value below 1")
            findings.error(
                where,
                f"fact {name}: {'; '.join(problems)}; expected one value of 1 or more for every "
                f"player count from {low} to {high}",
                "kolekcjonerzy.fact-value",
            )


def token_value(component) -> int:
    """What a tokens component is worth in tokens: a chit labelled with a number is worth that number."""
    return sum(variant.count * worth(variant) for variant in component.spec.variants)


def _check_pieces(game: Game, findings: Findings) -> None:
    facts = game.facts
    players = facts["players-max"]
    pawns = game.of_kind("standees")
    if not pawns:
        findings.error(
            game.doc.where(()),
            f"the game has no pawns; expected a standees component with {players} pawns (one per player)",
            "kolekcjonerzy.pieces-missing",
        )
    for component in pawns:
        spec = component.spec
        count = sum(p.copies for p in spec.pawns)
        if count != players:
            findings.error(
                component.where("pawns"),
                f"{count} pawns; the game needs {players}, one per player ({FACTS['players-max'].source})",
                "kolekcjonerzy.pawn-count",
            )
        for i, pawn in enumerate(spec.pawns):
            if not (
                pawn.mark.isascii()
                and pawn.mark.isdigit()
                and pawn.mark == str(int(pawn.mark))
                and 1 <= int(pawn.mark) <= players
            ):
                findings.error(
                    component.where("pawns", i, "mark"),
                    f"pawn mark '{pawn.mark}' is not a starting "
                    f"number; expected 1 to {players} (the first player starts on field 1, the next on "
                    "field 2, and so on)",
                    "kolekcjonerzy.pawn-mark",
                )
        field = game.spec.dimensions.get("field")
        if spec.fits_on is None and field is not None and max(spec.width, 2 * spec.base) > field + 0.01:
            findings.error(
                component.where("base"),
                f"the pawn's foot is {spec.width / 72 * 25.4:g} × "
                f"{2 * spec.base / 72 * 25.4:g} mm; it must fit on a board field "
                f"({field / 72 * 25.4:g} mm)",
                "kolekcjonerzy.pawn-footprint",
            )
    tokens = game.of_kind("tokens")
    if not tokens:
        findings.error(
            game.doc.where(()),
            "the game has no tokens; expected a tokens component (żetony)",
            "kolekcjonerzy.pieces-missing",
        )
        return
    need = players * facts["starting-tokens"] + facts["bank-refill"]
    have = sum(token_value(c) for c in tokens)
    if have < need:
        findings.error(
            tokens[0].where("variants"),
            f"tokens are worth {have} in all; the game needs at least {need}: "
            f"{players} players × {facts['starting-tokens']} starting tokens and one bank refill of "
            f"{facts['bank-refill']} ({FACTS['starting-tokens'].source}; {FACTS['bank-refill'].source})",
            "kolekcjonerzy.token-count",
        )
        return
    counts: dict[int, int] = {}
    for component in tokens:
        for variant in component.spec.variants:
            counts[worth(variant)] = counts.get(worth(variant), 0) + variant.count
    big, small, start = max(counts), min(counts), facts["starting-tokens"]
    # the rulebook's start: the largest tokens first, the rest in the smallest (the bank keeps those for change)
    hand = {big: start // big} | ({small: start % big // small} if small != big else {})
    for value, each in hand.items():
        if counts[value] < players * each:
            findings.error(
                tokens[0].where("variants"),
                f"the start gives each player {each} token(s) worth {value} ({start} with the largest tokens "
                f"first); {players} players need {players * each}, the tokens have {counts[value]}",
                "kolekcjonerzy.token-count",
            )


# ------------------------------------------------------------------------------------------ plans
# The `drukarnia kolekcjonerzy wycena PLANS.yaml` input: every player's list of planned purchases.


class Plan(Model):
    player: str = Field(min_length=1, max_length=40)
    exhibits: list[str]


class Plans(Model):
    plans: list[Plan]


@dataclass(frozen=True)
class PointRow:
    name: str
    price: int
    wanted_by: int
    points: int


def exhibit_index(game: Game) -> dict[str, Any]:
    """The game's exhibits by name, from its exhibit-tiles component."""
    tiles = game.one("exhibit-tiles")
    return {e.name: e for e in tiles.spec.exhibits} if tiles else {}


def normalise(name: str) -> str:
    return " ".join(name.split()).upper()


def check_plans(doc: Document, plans: Plans, game: Game, findings: Findings) -> None:
    """Every plan against the exhibit list, the minimum for the player count, and duplicates."""
    facts = game.facts
    exhibits = exhibit_index(game)
    players = len(plans.plans)
    low, high = facts["players-min"], facts["players-max"]
    minimum = plan_minimum(facts, players) if low <= players <= high else None
    if minimum is None:
        findings.error(
            doc.where(("plans",)),
            f"{players} plan(s); the game is played by {low}–{high} players, "
            f"one plan each ({FACTS['players-max'].source})",
            "kolekcjonerzy.plan-players",
        )
    seen_players: dict[str, int] = {}
    for i, plan in enumerate(plans.plans):
        key = normalise(plan.player)
        if key in seen_players:
            findings.error(
                doc.where(("plans", i, "player")),
                f"player '{plan.player}' has two plans (first as plan "
                f"{seen_players[key] + 1}); expected one plan per player",
                "kolekcjonerzy.plan-player-twice",
            )
        seen_players.setdefault(key, i)
        seen: dict[str, int] = {}
        for j, written in enumerate(plan.exhibits):
            where = doc.where(("plans", i, "exhibits", j))
            name = normalise(written)
            if name not in exhibits:
                renamed = {seed: r["name"] for seed, r in game.facts["exhibits"].items() if r["name"] != seed}
                close = (
                    [renamed[name]]
                    if name in renamed
                    else difflib.get_close_matches(name, list(exhibits), n=1, cutoff=0.6)
                )
                hint = f"; did you mean '{close[0]}'?" if close else "; expected a name from the price list"
                if name in renamed:
                    hint = f"; this kit renames it by a house rule: did you mean '{renamed[name]}'?"
                findings.error(
                    where, f"plan of '{plan.player}': unknown exhibit '{written}'{hint}", "kolekcjonerzy.plan-exhibit"
                )
                continue
            if name in seen:
                findings.error(
                    where,
                    f"plan of '{plan.player}' lists '{name}' twice (first as item {seen[name] + 1}); "
                    "expected each exhibit once",
                    "kolekcjonerzy.plan-duplicate",
                )
                continue
            seen[name] = j
        if minimum is not None and len(plan.exhibits) < minimum:
            findings.error(
                doc.where(("plans", i, "exhibits")),
                f"plan of '{plan.player}' lists "
                f"{len(plan.exhibits)} exhibit(s); with {players} players each plan needs at least "
                f"{minimum} ({FACTS['plan-minimum'].source})",
                "kolekcjonerzy.plan-minimum",
            )


def point_table(game: Game, plans: Plans) -> list[PointRow]:
    """The point value of every exhibit in this game, in the order of the exhibit list."""
    wanted: dict[str, int] = {}
    for plan in plans.plans:
        for name in {normalise(n) for n in plan.exhibits}:
            wanted[name] = wanted.get(name, 0) + 1
    one = game.facts["one-token-points"]
    return [
        PointRow(e.name, e.price, wanted.get(e.name, 0), point_value(e.price, wanted.get(e.name, 0), one))
        for e in exhibit_index(game).values()
    ]


RULES = register(GameRules("kolekcjonerzy", FACTS, check, seed="000", titles=TITLES))
