"""Rynek (seed 002): the documented facts of the game, with their sources, and the seed's card lists.

Sources are named by the passages of the seed rules, summarised in our words. The card lists are
transcribed with the seed's two mistakes resolved (SEED_MISTAKES); the data must say how it
resolves them (`resolution:` on the card type) and every run reports that as a notice. `TITLES`
gives the Polish names of the facts, printed with house rules in the rulebook.
"""

from __future__ import annotations

from generator.games import Fact
from generator.games.rynek import engine

SUPPLY_SOURCE = "list of supply cards (karty zaopatrzenie) at the end of the rules"
SALE_SOURCE = "list of sale cards (karty sprzedaż) at the end of the rules"
NUMERALS = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII")

# type -> colour -> units on the market and minimum price; VI red is printed "-250" in the seed
_SUPPLY = {
    "I": (("yellow", 24, 140), ("green", 24, 150), ("red", 24, 200)),
    "II": (("yellow", 20, 150), ("green", 12, 180), ("red", 18, 250)),
    "III": (("yellow", 18, 170), ("green", 20, 170), ("red", 12, 210)),
    "IV": (("yellow", 8, 170), ("green", 12, 180), ("red", 12, 210)),
    "V": (("yellow", 12, 160), ("green", 18, 190), ("red", 20, 220)),
    "VI": (("yellow", 12, 160), ("green", 18, 190), ("red", 18, 250)),
    "VII": (("yellow", 12, 160), ("green", 12, 180), ("red", 18, 250)),
    "VIII": (("yellow", 12, 160), ("green", 18, 190), ("red", 12, 210)),
}
# type -> product -> demand, market price, maximum price; VIII is the seed's complete copy
_SALE = {
    "I": (("YG", 18, 1330, 2220), ("YR", 12, 2300, 2990), ("GR", 24, 830, 1970)),
    "II": (("YG", 12, 1660, 2680), ("YR", 10, 2100, 2850), ("GR", 24, 830, 1970)),
    "III": (("YG", 24, 810, 1550), ("YR", 12, 2300, 2990), ("GR", 18, 1100, 1450)),
    "IV": (("YG", 12, 1660, 2680), ("YR", 24, 600, 1200), ("GR", 12, 1600, 2650)),
    "V": (("YG", 12, 1660, 3000), ("YR", 12, 2300, 3100), ("GR", 12, 1600, 2650)),
    "VI": (("YG", 18, 1330, 2100), ("YR", 18, 2100, 3350), ("GR", 18, 1100, 2050)),
    "VII": (("YG", 24, 810, 1550), ("YR", 24, 600, 1600), ("GR", 24, 830, 1950)),
    "VIII": (("YG", 10, 1800, 2650), ("YR", 8, 2600, 4250), ("GR", 10, 1850, 3100)),
}
# As facts: one record per card row, addressed by a house rule as e.g. `VIII/GR/max_price`
# (the keys are the ones karty.yaml uses).
SUPPLY_DECK = {
    numeral: {colour: {"quantity": quantity, "price": price} for colour, quantity, price in rows}
    for numeral, rows in _SUPPLY.items()
}
SALE_DECK = {
    numeral: {
        product: {"demand": demand, "market_price": market, "max_price": maximum}
        for product, demand, market, maximum in rows
    }
    for numeral, rows in _SALE.items()
}
SEED_MISTAKES = {
    ("supply", "VI"): "the seed prints the red minimum price as -250",
    ("sale", "VIII"): "the seed lists type VIII twice and the first copy lacks the Z-C row",
}
PRODUCT_LABELS = {"YG": "Ż-Z", "YR": "Ż-C", "GR": "Z-C"}

FACTS = {
    "players-min": Fact(2, "walls: the rules deal walls for two to six players", low=1, high=20),
    "players-max": Fact(6, "components: six pawns of different colours, one per player", low=1, high=20),
    "deck-types": Fact(8, "card lists: eight types in each deck", low=1, high=100),
    "copies-per-type": Fact(4, "card lists: four identical cards of every type", low=1, high=100),
    "deck-size": Fact(32, "components: 32 supply cards and 32 sale cards", low=1, high=1000),
    "supply-deck": Fact(SUPPLY_DECK, SUPPLY_SOURCE),
    "sale-deck": Fact(SALE_DECK, SALE_SOURCE),
    "denominations": Fact(
        [10, 100, 500, 1000, 5000, 10000], "components: banknotes of 10, 100, 500, 1 000, 5 000 and 10 000"
    ),
    "bank-total": Fact(1_200_000, "components: money worth 1 200 000 in all"),
    "starting-pack": Fact(
        {"10000": 1, "5000": 1, "1000": 2, "500": 5, "100": 5},
        "start of the game: each player gets 1 x 10 000, 1 x 5 000, 2 x 1 000, 5 x 500 and 5 x 100",
        low=0,
        high=1000,
    ),
    "starting-cash": Fact(engine.STARTING_CASH, "start of the game: the banker gives each player 20 000"),
    "factories": Fact(6, "components: six factories", low=1, high=100),
    "machines": Fact(18, "components: eighteen machines", low=1, high=100),
    "max-machines": Fact(
        engine.MAX_MACHINES, "investment field: a factory holds at most three machines", low=1, high=10
    ),
    "walls": Fact(18, "components: eighteen walls", low=1, high=100),
    "walls-per-player": Fact(
        {str(k): v for k, v in engine.WALLS_PER_PLAYER.items()},
        "start of the game: walls per player by the number of players",
        low=0,
        high=100,
    ),
    "tokens-per-colour": Fact(120, "components: 120 yellow, 120 green and 120 red tokens", low=1, high=1000),
    "pawns": Fact(6, "components: six pawns of different colours", low=1, high=100),
    "machine-price": Fact(engine.MACHINE_PRICE, "investment field: a machine costs 2 600"),
    "machine-upkeep": Fact(engine.MACHINE_UPKEEP, "investment field: 500 per machine before every move"),
    "products-per-machine": Fact(
        engine.PRODUCTS_PER_MACHINE, "investment field: a machine makes at most 10 products", low=1, high=1000
    ),
    "production-cost": Fact(engine.PRODUCTION_COST, "production field: 250 per product of any type"),
    "sale-entry": Fact(
        engine.SALE_ENTRY_FEE, "sale field: 1 500 paid to the player on the field for a place in the sale"
    ),
    "undersupply-penalty": Fact(engine.UNDERSUPPLY_PENALTY, "sale field: 500 per unit missing from the demand"),
    "wall-crossing": Fact(engine.WALL_CROSSING, "walls: 10 000 special cost to cross a wall"),
    "usual-minutes": Fact(90, "start: the players agree how long the game lasts, usually 90 minutes", low=1, high=1000),
    # This edition's own choices (game.yaml `edition:`; the rules engine plays them):
    "rounds": Fact(
        12,
        "end of the game: the players agree the time; this edition counts it in full rounds",
        low=1,
        high=100,
        edition=True,
    ),
    "minutes-per-move": Fact(
        2,
        "start: the rulebook's estimate of the time one move takes at the table, to turn the proposed rounds "
        "into minutes (a six-player paper game of 12 rounds, r14 review, took about 2 h 40 min)",
        low=1,
        high=60,
        edition=True,
    ),
    "unoffered-penalty": Fact(
        True,
        "sale field: whether a product nobody offered is undersupply too (the seed's example 3 does not decide it)",
        edition=True,
    ),
    "upkeep-scrap": Fact(
        False,
        "investment field: whether a player short of upkeep may scrap machines instead of dropping out",
        edition=True,
    ),
}
# The karta fabryki (factory score sheet): column and section ids a `form` component must carry.
SHEET_RUBRICS = (
    "balance-open",
    "investments",
    "supply",
    "production",
    "sales",
    "special-costs",
    "upkeep",
    "balance-close",
)
SHEET_SECTIONS = ("ledger", "bids", "offers")
SHEET_SOURCE = "factory card (karta fabryki): eight rubrics, and the hidden entries for bids and offers"


TITLES = {  # Polish names of the facts and item keys, printed with house rules in the rulebook
    "players-min": "najmniej graczy",
    "players-max": "najwięcej graczy",
    "deck-types": "typy kart w talii",
    "copies-per-type": "karty jednego typu",
    "deck-size": "karty w talii",
    "supply-deck": "karta ZAKUP",
    "sale-deck": "karta SPRZEDAŻ",
    "quantity": "liczba sztuk",
    "price": "cena minimalna",
    "demand": "popyt",
    "market_price": "cena rynkowa",
    "max_price": "cena maksymalna",
    "yellow": "żółty",
    "green": "zielony",
    "red": "czerwony",
    "YG": "Ż-Z",
    "YR": "Ż-C",
    "GR": "Z-C",
    "denominations": "nominały banknotów",
    "bank-total": "pieniądze w banku",
    "starting-pack": "pieniądze na start (banknoty)",
    "starting-cash": "pieniądze na start",
    "factories": "fabryki",
    "machines": "maszyny",
    "max-machines": "maszyny w jednej fabryce",
    "walls": "mury",
    "walls-per-player": "mury dla gracza",
    "tokens-per-colour": "żetony surowca każdego koloru",
    "pawns": "pionki",
    "machine-price": "cena maszyny",
    "machine-upkeep": "utrzymanie maszyny",
    "products-per-machine": "produkty z jednej maszyny",
    "production-cost": "koszt produkcji sztuki",
    "sale-entry": "opłata za udział w sprzedaży",
    "undersupply-penalty": "kara za brakującą sztukę",
    "wall-crossing": "koszt przejścia przez mur",
    "rounds": "liczba rund",
    "usual-minutes": "zwykły czas gry w minutach",
    "minutes-per-move": "minuty na jeden ruch (szacunek)",
    "unoffered-penalty": "kara za produkt, którego nikt nie oferuje",
    "upkeep-scrap": "złomowanie maszyn zamiast utrzymania",
}
