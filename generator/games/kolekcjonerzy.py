"""Kolekcjonerzy (seed 000): documented facts and the checks that tie the data to them.

Sources are named by the seed's passages, summarised in our words.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import Fact, GameRules, register

if TYPE_CHECKING:
    from ..findings import Findings
    from ..project import Game

# The 35 exhibit names in the order the seed lists them; the tiers are ranges of this list.
SEED_EXHIBITS = (
    "OBRAZ WYSPIAŃSKIEGO", "SZNUR PEREŁ", "STARY ZEGAR", "WACHLARZ", "SZABLA", "PISTOLET", "FOTEL", "STOLIK",
    "SREBRNY PUCHAR", "GRAFIKA", "PIERŚCIEŃ", "GITARA", "LUTNIA", "GĘSIE PIÓRO", "FILIŻANKA Z PORCELANY",
    "TALERZYK", "FIGURKA PORCELANOWA", "PŁYTA GRAMOFONOWA", "UPRZĄŻ DLA KONIA", "KALENDARZ", "LAMPA NAFTOWA",
    "SAMOWAR", "MONETA", "WAZA", "ZEGAREK NA RĘKĘ", "DEWIZKA DO ZEGARKA KIESZONKOWEGO", "SIODŁO", "PERUKA",
    "SZPILKA", "PODKOWA", "NALEPKA", "KSIĄŻKA", "ZNACZEK POCZTOWY", "BUTELKA", "ZAPALNICZKA",
)
# (first, last, price): the seed's price list names each tier by its first and last exhibit.
PRICE_TIERS = (
    ("OBRAZ WYSPIAŃSKIEGO", "OBRAZ WYSPIAŃSKIEGO", 4),
    ("SZNUR PEREŁ", "PIERŚCIEŃ", 3),
    ("GITARA", "SIODŁO", 2),
    ("PERUKA", "ZAPALNICZKA", 1),
)
SOURCE_PRICES = "price list (cennik) after the list of exhibits"

FACTS = {
    "players-min": Fact(4, "plan minimums and win targets are given for 4 to 12 players"),
    "players-max": Fact(12, "plan minimums and win targets are given for 4 to 12 players"),
    "exhibit-tiles": Fact(36, "components: 36 of the 48 squares are exhibits"),
    "blot-tiles": Fact(12, "components: twelve of the 48 squares carry ink blots"),
    "tiles": Fact(48, "components: 48 squares with the side of a board field"),
    "starting-tokens": Fact(10, "end of set-up: the arbiter gives each player ten tokens"),
    "bank-refill": Fact(10, "bank: a pawn on a B field receives 10 tokens from the arbiter"),
    "blot-penalty": Fact(1, "blots: stopping on a blot costs one token paid to the bank"),
    "max-tokens-to-win": Fact(10, "winning: a winner holds no more than 10 tokens"),
    "planned-owned-percent": Fact(30, "winning: a winner owns at least 30% of the planned exhibits"),
    "plan-minimum": Fact({"4-7": 8, "8-9": 6, "10-12": 4}, "planning: minimum number of planned exhibits"),
    "win-points": Fact({"4-5": 30, "6-7": 37, "8-9": 40, "10-12": 44}, "winning: exact point total by player count"),
    "one-token-points": Fact(1, "point values: exhibits priced 1 token are always worth 1 point"),
}


def tier_of(name: str) -> tuple[str, str, int] | None:
    if name not in SEED_EXHIBITS:
        return None
    index = SEED_EXHIBITS.index(name)
    for first, last, price in PRICE_TIERS:
        if SEED_EXHIBITS.index(first) <= index <= SEED_EXHIBITS.index(last):
            return first, last, price
    return None


def band_value(table: dict[str, int], players: int) -> int | None:
    """The value of a '4-7'-style band table for a player count."""
    for band, value in table.items():
        low, _, high = band.partition("-")
        if int(low) <= players <= int(high or low):
            return value
    return None


def point_value(price: int, wanted_by: int, one_token_points: int = 1) -> int:
    """Point value of an exhibit: price × players who plan it; 1-token exhibits are always worth 1."""
    if price == 1:
        return one_token_points
    return price * wanted_by


def check(game: "Game", findings: "Findings") -> None:
    _check_players(game, findings)
    tiles = game.one("exhibit-tiles")
    if tiles is None:
        findings.error(game.doc.where(()), "the game has no exhibit-tiles component; expected tiles.yaml with "
                       "kind: exhibit-tiles", "kolekcjonerzy.tiles-missing")
        return
    _check_tiles(game, tiles, findings)


def _check_players(game: "Game", findings: "Findings") -> None:
    players = game.spec.players
    if players.min != game.facts["players-min"] or players.max != game.facts["players-max"]:
        findings.error(game.doc.where(("players",)), f"players {players.min}–{players.max} differ from the documented "
                       f"{game.facts['players-min']}–{game.facts['players-max']} ({FACTS['players-max'].source})",
                       "kolekcjonerzy.players")


def _check_tiles(game: "Game", tiles, findings: "Findings") -> None:
    spec = tiles.spec
    facts = game.facts
    names: dict[str, int] = {}
    for i, exhibit in enumerate(spec.exhibits):
        where = tiles.where("exhibits", i, "name")
        if exhibit.name in names:
            findings.error(where, f"exhibit '{exhibit.name}' appears twice (first at item {names[exhibit.name] + 1}); "
                           "expected unique names", "kolekcjonerzy.duplicate-exhibit")
            continue
        names[exhibit.name] = i
        tier = tier_of(exhibit.name)
        if tier is not None:
            first, last, price = tier
            if exhibit.price != price:
                span = first if first == last else f"{first}…{last}"
                findings.error(tiles.where("exhibits", i, "price"), f"exhibit '{exhibit.name}' costs {exhibit.price} "
                               f"token(s); the documented tier {span} costs {price} ({SOURCE_PRICES})",
                               "kolekcjonerzy.price-tier")
        elif exhibit.added_by_edition:
            findings.notice(where, f"exhibit '{exhibit.name}' is added by this edition: {exhibit.added_by_edition}",
                            "kolekcjonerzy.exhibit-count")
            if exhibit.price != 1:
                findings.error(tiles.where("exhibits", i, "price"), f"exhibit '{exhibit.name}' added by this edition "
                               f"costs {exhibit.price}; the seed prices every exhibit outside the named tiers at 1 "
                               f"token ({SOURCE_PRICES})", "kolekcjonerzy.price-tier")
        else:
            findings.error(where, f"exhibit '{exhibit.name}' is not among the seed's exhibits; rename it or mark it "
                           "with 'added_by_edition: <reason>'", "kolekcjonerzy.unknown-exhibit")
    missing = [n for n in SEED_EXHIBITS if n not in names]
    for name in missing:
        findings.error(tiles.where("exhibits"), f"documented exhibit '{name}' has no tile", "kolekcjonerzy.exhibit-missing")
    if len(spec.exhibits) != facts["exhibit-tiles"]:
        findings.error(tiles.where("exhibits"), f"{len(spec.exhibits)} exhibit tiles; the rules require "
                       f"{facts['exhibit-tiles']} ({FACTS['exhibit-tiles'].source})", "kolekcjonerzy.exhibit-count")
    if spec.blots.count != facts["blot-tiles"]:
        findings.error(tiles.where("blots", "count"), f"{spec.blots.count} blot tiles; the rules require "
                       f"{facts['blot-tiles']} ({FACTS['blot-tiles'].source})", "kolekcjonerzy.blot-count")
    total = len(spec.exhibits) + spec.blots.count
    if total != facts["tiles"] and len(spec.exhibits) == facts["exhibit-tiles"] and spec.blots.count == facts["blot-tiles"]:
        findings.error(tiles.where(), f"{total} tiles in all; the rules require {facts['tiles']}", "kolekcjonerzy.tile-count")
    field = game.spec.dimensions.get("field")
    if field is None:
        findings.error(game.doc.where(("dimensions",)), "missing dimensions.field (the board field size, which is also "
                       "the tile size)", "kolekcjonerzy.field-size")
    elif abs(field - spec.size) > 0.01:
        findings.error(tiles.where("size"), f"tile side {spec.size / 72 * 25.4:.1f} mm differs from the board field "
                       f"{field / 72 * 25.4:.1f} mm (dimensions.field in game.yaml); the rules require equal sides",
                       "kolekcjonerzy.field-size")


RULES = register(GameRules("kolekcjonerzy", FACTS, check, seed="000"))
