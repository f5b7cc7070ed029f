"""Kolekcjonerzy (seed 000): the documented facts of the game, with their sources, and the seed's tables.

Sources are named by the seed's passages, summarised in our words. The seed's exhibits and price
tiers are here, and the functions of its point values (`band_value`, `point_value`,
`plan_minimum`, `win_points`, `min_owned`): the checks, the engine and the arbiter's price list use
them. `TITLES` gives the Polish names of the facts, printed with house rules in the rulebook.
"""

from __future__ import annotations

from typing import Any

from generator.games import Fact

# The 35 exhibit names in the order the seed lists them; the tiers are ranges of this list.
SEED_EXHIBITS = (
    "OBRAZ WYSPIAŃSKIEGO",
    "SZNUR PEREŁ",
    "STARY ZEGAR",
    "WACHLARZ",
    "SZABLA",
    "PISTOLET",
    "FOTEL",
    "STOLIK",
    "SREBRNY PUCHAR",
    "GRAFIKA",
    "PIERŚCIEŃ",
    "GITARA",
    "LUTNIA",
    "GĘSIE PIÓRO",
    "FILIŻANKA Z PORCELANY",
    "TALERZYK",
    "FIGURKA PORCELANOWA",
    "PŁYTA GRAMOFONOWA",
    "UPRZĄŻ DLA KONIA",
    "KALENDARZ",
    "LAMPA NAFTOWA",
    "SAMOWAR",
    "MONETA",
    "WAZA",
    "ZEGAREK NA RĘKĘ",
    "DEWIZKA DO ZEGARKA KIESZONKOWEGO",
    "SIODŁO",
    "PERUKA",
    "SZPILKA",
    "PODKOWA",
    "NALEPKA",
    "KSIĄŻKA",
    "ZNACZEK POCZTOWY",
    "BUTELKA",
    "ZAPALNICZKA",
)
# (first, last, price): the seed's price list names each tier by its first and last exhibit.
PRICE_TIERS = (
    ("OBRAZ WYSPIAŃSKIEGO", "OBRAZ WYSPIAŃSKIEGO", 4),
    ("SZNUR PEREŁ", "PIERŚCIEŃ", 3),
    ("GITARA", "SIODŁO", 2),
    ("PERUKA", "ZAPALNICZKA", 1),
)
SOURCE_PRICES = "price list (cennik) after the list of exhibits"


def _tier_price(name: str) -> int:
    index = SEED_EXHIBITS.index(name)
    return next(
        price for first, last, price in PRICE_TIERS if SEED_EXHIBITS.index(first) <= index <= SEED_EXHIBITS.index(last)
    )


# As a fact: one record per documented exhibit, keyed by its seed name; a house rule renames one
# (`SZABLA/name`) or changes its price (`SZABLA/price`).
EXHIBITS = {name: {"name": name, "price": _tier_price(name)} for name in SEED_EXHIBITS}

FACTS = {
    "players-min": Fact(4, "plan minimums and win targets are given for 4 to 12 players", low=1, high=20),
    "players-max": Fact(12, "plan minimums and win targets are given for 4 to 12 players", low=1, high=20),
    "exhibits": Fact(EXHIBITS, SOURCE_PRICES + "; the list of exhibits", low=1, high=100),
    "exhibit-tiles": Fact(36, "components: 36 of the 48 squares are exhibits", low=1, high=500),
    "blot-tiles": Fact(12, "components: twelve of the 48 squares carry ink blots", high=500),
    "tiles": Fact(48, "components: 48 squares with the side of a board field", low=1, high=1000),
    "starting-tokens": Fact(10, "end of set-up: the arbiter gives each player ten tokens"),
    "bank-refill": Fact(10, "bank: a pawn on a B field receives 10 tokens from the arbiter", low=1),
    "blot-penalty": Fact(1, "blots: stopping on a blot costs one token paid to the bank"),
    "max-tokens-to-win": Fact(10, "winning: a winner holds no more than 10 tokens"),
    "planned-owned-percent": Fact(30, "winning: a winner owns at least 30% of the planned exhibits", high=100),
    "plan-minimum": Fact(
        {"4-7": 8, "8-9": 6, "10-12": 4}, "planning: minimum number of planned exhibits", low=1, high=100
    ),
    "win-points": Fact(
        {"4-5": 30, "6-7": 37, "8-9": 40, "10-12": 44}, "winning: exact point total by player count", low=1, high=10_000
    ),
    "one-token-points": Fact(1, "point values: exhibits priced 1 token are always worth 1 point"),
    "plan-maximum": Fact(
        12,
        "the seed gives only a minimum plan length: this edition's longest plan (the plan form's lines)",
        low=1,
        high=100,
        edition=True,
    ),
    "closing-rounds": Fact(
        5,
        "the seed gives no end without a winner: this edition ends the game when the last buyer from the "
        "board ends their turn this many rounds after the purchase, see zasady.yaml decisions",
        low=1,
        high=100,
        edition=True,
    ),
    "proposals-per-partner": Fact(
        2,
        "the seed sets no limit on offers: this edition allows this many proposals to one player in a turn "
        "(auctions apart), so a turn cannot drag on; the engine makes at most one deal a turn",
        low=1,
        high=100,
        edition=True,
    ),
    "busy-table": Fact(
        9,
        "the seed sets no limit on a turn's trading: from this many players (r27 review F4: 11 players "
        "waited for up to 20 proposals a turn) a turn also has a limit of proposals in all, proposals-per-turn",
        low=1,
        high=100,
        edition=True,
    ),
    "proposals-per-turn": Fact(
        4,
        "at a busy table (busy-table players or more) the active player makes at most this many proposals "
        "in a turn to all players together, an auction counting as one; the engine makes at most one a turn",
        low=1,
        high=100,
        edition=True,
    ),
}


# How long a game lasts (the rulebook's „Ile to trwa” and the cover's time, r27 F4): the median number of
# turns of 100 seeded games per player count, every seat `collector` (`drukarnia simulate kolekcjonerzy
# --players N --games 100 --seats collector`, seed 1; docs/simulation.md), at MINUTES_PER_TURN: about a
# minute for a turn of a move, its field and the payment, about two on average with trading (a proposal or
# an auction, at most `proposals-per-turn` of them at a busy table). `playing_hours` rounds to half hours;
# `playing_spans` gives them for the bands of the win threshold (the book's groups of player counts).
# A test replays a sample.
MEDIAN_TURNS = {4: 92, 5: 101, 6: 111, 7: 116, 8: 128, 9: 123, 10: 145, 11: 155, 12: 158}
MINUTES_PER_TURN = (1, 2)
# The set-up before the first turn (the rulebook's „Ile to trwa”), this edition's estimate – the seed gives no
# time: choosing the arbiter and drawing the order, each plan written in secret (a few minutes, the longest
# part), the blots laid one by one, the point table worked out and copied twice, the tiles shuffled and laid
# on the 36 circles, the tokens dealt. Shortest with few players and short plans, longest at a full table.
SETUP_MINUTES = (15, 30)


def playing_hours(players: int) -> tuple[float, float]:
    """The time of a game of `players` in hours, shortest and longest, each to the nearest half hour (at
    least half an hour): MEDIAN_TURNS at MINUTES_PER_TURN."""
    turns = MEDIAN_TURNS[players]
    return tuple(max(1, round(turns * minutes / 30)) / 2 for minutes in MINUTES_PER_TURN)


def playing_spans(facts: dict[str, Any], low: int, high: int) -> list[tuple[int, int, float, float]]:
    """(first, last player count, shortest, longest hours) for each band of `win-points` within
    low..high whose counts were all measured: the shortest and longest of its counts' playing_hours."""
    spans = []
    for first, last, _ in bands(facts["win-points"]):
        counts = range(max(first, low), min(last, high) + 1)
        if counts and all(n in MEDIAN_TURNS for n in counts):
            hours = [playing_hours(n) for n in counts]
            spans.append((counts[0], counts[-1], min(h[0] for h in hours), max(h[1] for h in hours)))
    return spans


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
    if not isinstance(table, dict):
        return None
    for band, value in table.items():
        low, _, high = str(band).partition("-")
        if not low.strip().isdigit() or (high and not high.strip().isdigit()):
            continue  # a malformed band (house rule) is reported by the fact check
        if int(low) <= players <= int(high or low):
            return value
    return None


def point_value(price: int, wanted_by: int, one_token_points: int = 1) -> int:
    """Point value of an exhibit: price × players who plan it; 1-token exhibits are always worth 1."""
    if price == 1:
        return one_token_points
    return price * wanted_by


def plan_minimum(facts: dict[str, Any], players: int) -> int | None:
    """Fewest exhibits a plan must list with this many players (None outside the documented range)."""
    return band_value(facts["plan-minimum"], players)


def win_points(facts: dict[str, Any], players: int) -> int | None:
    """The exact point total that wins with this many players."""
    return band_value(facts["win-points"], players)


def min_owned(planned: int, percent: int) -> int:
    """Fewest planned exhibits a winner must own: at least `percent` % of the plan, rounded up."""
    return -(-planned * percent // 100)


def bands(table: dict[str, int]) -> list[tuple[int, int, int]]:
    """(low, high, value) of a band table, in order; raises ValueError on a malformed band."""
    out = []
    for band, value in table.items():
        low, _, high = str(band).partition("-")
        if not low.strip().isdigit() or (high and not high.strip().isdigit()):
            raise ValueError(f"band '{band}' is not a player count or range like 4-7")
        out.append((int(low), int(high or low), value))
    return sorted(out)


TITLES = {  # Polish names of the facts and item keys, printed with house rules in the rulebook
    "players-min": "najmniej graczy",
    "players-max": "najwięcej graczy",
    "exhibits": "eksponaty",
    "name": "nazwa",
    "price": "cena w żetonach",
    "exhibit-tiles": "płytki eksponatów",
    "blot-tiles": "płytki kleksów",
    "tiles": "wszystkie płytki",
    "starting-tokens": "żetony na start",
    "bank-refill": "wypłata z banku na polu B",
    "blot-penalty": "kara za kleks",
    "max-tokens-to-win": "najwięcej żetonów u zwycięzcy",
    "planned-owned-percent": "procent eksponatów z planu u zwycięzcy",
    "plan-minimum": "najkrótszy plan zakupów",
    "win-points": "próg zwycięstwa",
    "one-token-points": "wartość eksponatu za 1 żeton",
    "plan-maximum": "najdłuższy plan zakupów",
    "closing-rounds": "kolejki po ostatnim zakupie eksponatu z planszy",
    "proposals-per-partner": "najwięcej propozycji do jednego gracza w turze",
    "busy-table": "od ilu graczy tura ma limit wszystkich propozycji",
    "proposals-per-turn": "najwięcej propozycji w turze przy dużym stole",
}
