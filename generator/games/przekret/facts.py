"""Przekręt (seed 004): the documented facts of the game, with their sources, and its small rules engine (dice, deal).

Sources are named by the seed's sections, summarised in our words: set-up (a–d: what to prepare
and how to print), start of play (the deal table), movement (dice, inner tracks, forward/back),
leasing (Dzierżawa, rent, upgrades), other rules. `band`, `resolve_roll` and `deck_needed` are the
seed's tables and dice as functions (the engine and the checks use them); `TITLES` gives the
Polish names of the facts, printed with house rules in the rulebook.
"""

from __future__ import annotations

from dataclasses import dataclass

from generator.games import Fact

SOURCE_DEAL = "start of play: the table of cash and Dzierżawa cards per player count"
SOURCE_PRINT = "set-up c): how to print the Dzierżawa, Posesje and Losy files"
SOURCE_DICE = "movement a): rolling a 6"

FACTS = {
    "players-min": Fact(2, "requirements: 2 or more players"),
    "age": Fact("18+", "requirements: players aged 18 and over"),
    "deal-cash": Fact({"2": 50000, "3": 40000, "4+": 35000}, SOURCE_DEAL),
    "deal-lease-cards": Fact({"2": 12, "3": 8, "4+": 7}, SOURCE_DEAL),
    "lease-percent": Fact(10, "leasing a): with a Dzierżawa card a property costs 10 % of its value"),
    "lease-pages": Fact(1, SOURCE_PRINT + " (Dzierżawy are one A4 page)"),
    "lease-copies": Fact(2, SOURCE_PRINT + " (print the Dzierżawy page twice)"),
    "property-pages": Fact(3, SOURCE_PRINT + " (Posesje are three A4 pages, one copy)", low=1, high=20),
    "chance-front-pages": Fact(4, SOURCE_PRINT + " (print Losy pages 2–5 first)", low=1, high=20),
    "chance-back-pages": Fact(1, SOURCE_PRINT + " (then page 1 on the reverse of the same sheets)"),
    "board-sheets": Fact(4, "set-up b): the board prints on 4 A4 sheets"),
    "small-tokens-min": Fact(30, "set-up a): no fewer than 30 smaller upgrade tokens"),
    "large-tokens-min": Fact(15, "set-up a): no fewer than 15 larger upgrade tokens"),
    "max-rooms": Fact(3, "leasing b): at most 3 small tokens (rooms) on a property, a large one is an apartment"),
    "extra-banknotes": Fact([100, 200, 1000, 2000], "set-up d): extra copies of the 100, 200, 1000 and 2000 zł notes"),
    "six-rolls-again": Fact(True, SOURCE_DICE + ": roll again and add the results"),
    "sixes-to-hospital": Fact(3, SOURCE_DICE + ": a third 6 in one turn sends the pawn to the hospital"),
    "hospital-turns": Fact(3, SOURCE_DICE + ": the pawn waits 3 turns in the hospital"),
    "start-bonus": Fact(
        3000,
        "movement c) names a bonus for passing Start without an amount; this edition's choice, see game.yaml decisions",
        edition=True,
    ),
    "round-limit": Fact(
        60,
        "other rules d) lets players end the game after an agreed time; this edition's "
        "timed game lasts this many full rounds (see game.yaml decisions)",
        low=1,
        high=1000,
        edition=True,
    ),
}

RENT_NAMES = {
    "family": "bez ulepszeń",
    "one_room": "1 pokój",
    "two_rooms": "2 pokoje",
    "three_rooms": "3 pokoje",
    "apartment": "apartament",
}
SMALL_TOKEN, LARGE_TOKEN = "pokój", "apartament"
CHANCE_MECHANICS = {
    "moving forward": ("forward", "to"),
    "moving back": ("back",),
    "going to the hospital": ("hospital",),
    "entering an inner track": ("inner",),
    "paying money": ("pay_bank", "pay_each"),
    "receiving money": ("receive_bank", "receive_each"),
}


# ------------------------------------------------------------------------------------ engine


def band(table: dict[str, int], players: int) -> int | None:
    """The value of a deal table ({"2": …, "3": …, "4+": …}) for a player count."""
    for key, value in table.items():
        if key.endswith("+") and players >= int(key[:-1]):
            return value
        if key.isdigit() and players == int(key):
            return value
    return None


@dataclass(frozen=True)
class Roll:
    """The outcome of one turn's dice: fields to move, or a stay in the hospital."""

    steps: int
    hospital_turns: int = 0


def resolve_roll(
    dice: list[int], *, six_rolls_again: bool = True, sixes_to_hospital: int = 3, hospital_turns: int = 3
) -> Roll:
    """A 6 means roll again and add; the `sixes_to_hospital`-th 6 in a row sends the pawn to the
    hospital for `hospital_turns` turns instead of moving. `dice` are the rolls in order; the rolls
    after the first non-6 are ignored."""
    steps, sixes = 0, 0
    for value in dice:
        if not 1 <= value <= 6:
            raise ValueError(f"a die shows 1 to 6, received {value}")
        steps += value
        if value != 6 or not six_rolls_again:
            return Roll(steps)
        sixes += 1
        if sixes >= sixes_to_hospital:
            return Roll(0, hospital_turns)
    raise ValueError(f"rolls {dice} end with a 6: the player must roll again")


def timed_rounds(limit: int, players: int) -> int:
    """The rounds of the timed game for a player count: `limit` (the edition's round limit, about the
    box's hour with four players) up to four players; with more, about as many turns as four players
    take in `limit` rounds (rounded half up), so the game still lasts about that hour."""
    if players <= 4:
        return limit
    return max(1, (limit * 4 * 2 + players) // (2 * players))


LONG_GAME_TIMES = 4  # the game to the last player with a limit: a timed game this many times as long


def long_rounds(limit: int, players: int) -> int:
    """The long limit of the game to the last player ("Limit rund"): exactly `LONG_GAME_TIMES` times
    the timed game's rounds for that player count, so "four times as many rounds" is true to the round
    (6 players: 4 × 17 = 68); whoever is left after it is scored as in the timed game. The rulebook,
    the player aid, the banker's long-limit tally (its check) and the engine all take it from here."""
    return LONG_GAME_TIMES * timed_rounds(limit, players)


# How long the game to the last player lasts (the rulebook's "Ile to trwa"): the median number of turns of
# 200 seeded games per player count with the long limit, every seat `investor` (docs/simulation.md); the
# rulebook turns them into hours at its pace of half a minute to a minute a turn. A test replays a sample.
LAST_PLAYER_TURNS = {2: 144, 3: 206, 4: 273, 5: 330, 6: 352}


def deck_needed(deal: dict[str, int], players: int) -> int:
    return (band(deal, players) or 0) * players


TITLES = {  # Polish names of the facts and item keys, printed with house rules in the rulebook
    "players-min": "najmniej graczy",
    "age": "wiek graczy",
    "deal-cash": "gotówka na start",
    "deal-lease-cards": "Dzierżawy na start",
    "lease-percent": "cena z Dzierżawą (procent wartości)",
    "lease-pages": "strony Dzierżaw",
    "lease-copies": "wydruki strony Dzierżaw",
    "property-pages": "strony Posesji",
    "chance-front-pages": "strony awersów Losów",
    "chance-back-pages": "strony rewersów Losów",
    "board-sheets": "arkusze planszy",
    "small-tokens-min": "najmniej pokoi",
    "large-tokens-min": "najmniej apartamentów",
    "max-rooms": "pokoje na jednej posesji",
    "extra-banknotes": "banknoty w zapasie",
    "six-rolls-again": "szóstka daje dodatkowy rzut",
    "sixes-to-hospital": "szóstki z rzędu do szpitala",
    "hospital-turns": "tury w szpitalu",
    "start-bonus": "premia za Start",
    "round-limit": "rundy gry na czas",
    "2": "2 graczy",
    "3": "3 graczy",
    "4+": "4 i więcej graczy",
}


def lease_percent(game) -> float:
    """The price with a Dzierżawa card, in percent of a property's value (house rules applied): the
    one value lease cards and property cards print, on sheets, exports and rulebook figures alike."""
    return game.facts.get("lease-percent", FACTS["lease-percent"].value)


def apartment_worth(room: int, apartment: int, max_rooms: int) -> int:
    """What an apartment is worth at the end of the timed game: the rooms it replaced plus the price
    of the exchange. The one value the engine scores and the banker's sheet and player aid print."""
    return max_rooms * room + apartment
