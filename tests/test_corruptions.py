"""Validator strength: single-fact corruptions of the bundled data, each caught at the right line.

Each case edits one fact in a copy of the bundled data (old text → new text in one file) and
expects an error whose location is that file and the line of the edit (the first changed
character), with the expected rule. Only the case's game is copied and validated. Its rulebook is
left out unless the case edits it: the rulebook's check parses and renders the whole template on
every run (0.1–0.6 s) and only adds findings about the rulebook, which its own tests cover.
"""

from __future__ import annotations

import os
import shutil
from dataclasses import dataclass
from pathlib import Path

import pytest
from click.testing import CliRunner

from generator.cli import cli

from .conftest import COMPONENTS, line_of, replace_in

GAMES = ("kolekcjonerzy", "przekret", "art-society", "rynek")


@dataclass(frozen=True)
class Corruption:
    game: str
    file: str
    old: str
    new: str
    rule: str
    line_of: str = ""  # text on the line the finding must point at (default: the edited line)

    @property
    def id(self) -> str:
        change = self.new.strip() or f"without {self.old.strip()}"
        return f"{self.game}:{self.file}:{change[:40]}"


KOLEKCJONERZY = [
    Corruption("kolekcjonerzy", "plan.yaml", "rows: 12", "rows: 6", "kolekcjonerzy-sheet.rows"),
    Corruption("kolekcjonerzy", "plan.yaml", "copies: 12", "copies: 6", "kolekcjonerzy-sheet.copies"),
    Corruption("kolekcjonerzy", "plan.yaml", "guests: [cennik]", "guests: [zetony]", "kolekcjonerzy-sheet.guests"),
    Corruption(
        "kolekcjonerzy",
        "plytki.yaml",
        "{name: OBRAZ WYSPIAŃSKIEGO, price: 4",
        "{name: OBRAZ WYSPIAŃSKIEGO, price: 3",
        "kolekcjonerzy.price-tier",
    ),
    Corruption(
        "kolekcjonerzy",
        "plytki.yaml",
        "{name: SZNUR PEREŁ, price: 3",
        "{name: SZNUR PEREŁ, price: 2",
        "kolekcjonerzy.price-tier",
    ),
    Corruption(
        "kolekcjonerzy",
        "plytki.yaml",
        "{name: PIERŚCIEŃ, price: 3",
        "{name: PIERŚCIEŃ, price: 2",
        "kolekcjonerzy.price-tier",
    ),
    Corruption(
        "kolekcjonerzy", "plytki.yaml", "{name: GITARA, price: 2", "{name: GITARA, price: 3", "kolekcjonerzy.price-tier"
    ),
    Corruption(
        "kolekcjonerzy", "plytki.yaml", "{name: SIODŁO, price: 2", "{name: SIODŁO, price: 1", "kolekcjonerzy.price-tier"
    ),
    Corruption(
        "kolekcjonerzy", "plytki.yaml", "{name: PERUKA, price: 1", "{name: PERUKA, price: 2", "kolekcjonerzy.price-tier"
    ),
    Corruption(
        "kolekcjonerzy",
        "plytki.yaml",
        "{name: ZAPALNICZKA, price: 1",
        "{name: ZAPALNICZKA, price: 4",
        "kolekcjonerzy.price-tier",
    ),
    Corruption(
        "kolekcjonerzy",
        "plytki.yaml",
        "    price: 1\n    picture: pocztowka",
        "    price: 2\n    picture: pocztowka",
        "kolekcjonerzy.price-tier",
    ),
    Corruption(
        "kolekcjonerzy", "plytki.yaml", "{name: SZABLA, price", "{name: SZABLE, price", "kolekcjonerzy.unknown-exhibit"
    ),
    Corruption(
        "kolekcjonerzy",
        "plytki.yaml",
        "{name: LUTNIA, price",
        "{name: GITARA, price",
        "kolekcjonerzy.duplicate-exhibit",
        "picture: lutnia",
    ),
    Corruption("kolekcjonerzy", "plytki.yaml", "  count: 12", "  count: 10", "kolekcjonerzy.blot-count"),
    Corruption("kolekcjonerzy", "plytki.yaml", "size: 29.5mm", "size: 30mm", "kolekcjonerzy.field-size"),
    Corruption(
        "kolekcjonerzy",
        "game.yaml",
        "players: {min: 4,",
        "players: {min: 3,",
        "kolekcjonerzy.players",
    ),
    Corruption(
        "kolekcjonerzy",
        "game.yaml",
        "players: {min: 4, max: 12,",
        "players: {min: 4, max: 14,",
        "kolekcjonerzy.players",
    ),
    Corruption("kolekcjonerzy", "plytki.yaml", "picture: zegar}", "picture: zegarr}", "tiles.unknown-pictogram"),
    # pawns: marks are starting numbers, colours and marks differ, one pawn per player
    Corruption("kolekcjonerzy", "pionki.yaml", '{mark: "12", color', '{mark: "13", color', "kolekcjonerzy.pawn-mark"),
    Corruption("kolekcjonerzy", "pionki.yaml", '{mark: "7", color', '{mark: "6", color', "standees.duplicate-mark"),
    Corruption(
        "kolekcjonerzy",
        "pionki.yaml",
        '{mark: "9", color: "#262626"',
        '{mark: "9", color: "#6a1b9a"',
        "standees.duplicate-color",
    ),
    Corruption(
        "kolekcjonerzy",
        "pionki.yaml",
        '  - {mark: "12", color: "#00a3a3", pattern: zigzag}  # its own (r43 K minor 8: with 11\'s checks, ΔE2000 21.3 for deuteranopes)\n',
        "",
        "kolekcjonerzy.pawn-count",
        '{mark: "1", color',
    ),
    # board: start numbers, the field size from game.yaml, facts named in notes
    Corruption("kolekcjonerzy", "plansza.yaml", '"s12 .   .   o', '"s13 .   .   o', "kolekcjonerzy.board-start"),
    Corruption("kolekcjonerzy", "plansza.yaml", "    cell: field", "    cell: 30mm", "kolekcjonerzy.board-field-size"),
    Corruption("kolekcjonerzy", "plansza.yaml", "{bank-refill}", "{bank-refil}", "board.unknown-fact"),
    # cross-references: the price list names the tiles component; the added exhibit says why
    Corruption("kolekcjonerzy", "cennik.yaml", "tiles: plytki", "tiles: plytk", "price-list.tiles"),
    Corruption(
        "kolekcjonerzy",
        "plytki.yaml",
        '    added_by_edition: "the seed',
        '    # added_by_edition: "the seed',
        "kolekcjonerzy.unknown-exhibit",
        "name: POCZTÓWKA",
    ),
    Corruption(
        "kolekcjonerzy",
        "plytki.yaml",
        "  - {name: STOLIK, price: 3, picture: stolik}\n",
        "",
        "kolekcjonerzy.exhibit-missing",
        "{name: OBRAZ WYSPIAŃSKIEGO",
    ),
    Corruption(
        "kolekcjonerzy", "plytki.yaml", "    picture: pocztowka", "    picture: pocztówka", "tiles.unknown-pictogram"
    ),
    Corruption(
        "kolekcjonerzy", "plytki.yaml", "picture: waza}", "picture: waza, image: waza.png}", "tiles.two-pictures"
    ),
]

PRZEKRET = [
    # prices: the lease price is 10 % of the value; rents rise with every upgrade
    Corruption(
        "przekret",
        "posesje.yaml",
        '{id: p05, number: "11a", value: 3000, lease: 300,',
        '{id: p05, number: "11a", value: 3000, lease: 30,',
        "przekret.lease-price",
    ),
    Corruption(
        "przekret",
        "posesje.yaml",
        '{id: p10, number: "1", value: 5000,',
        '{id: p10, number: "1", value: 6000,',
        "przekret.lease-price",
    ),
    Corruption(
        "przekret",
        "posesje.yaml",
        "two_rooms: 4200, three_rooms: 9000",
        "two_rooms: 4200, three_rooms: 4000",
        "przekret.rent-order",
    ),
    Corruption(
        "przekret",
        "posesje.yaml",
        "lease: 1000, rent: {family: 500,",
        "lease: 1000, rent: {family: 5000,",
        "przekret.rent-order",
    ),
    # deck rows: Posesja ids and addresses, Losy effects against their texts and the board
    Corruption("przekret", "posesje.yaml", "{id: p14, number", "{id: p13, number", "property-cards.duplicate-property"),
    Corruption(
        "przekret",
        "posesje.yaml",
        '{id: p17, number: "15"',
        '{id: p17, number: "8"',
        "property-cards.duplicate-address",
    ),
    Corruption("przekret", "posesje.yaml", "{id: p07, number", "{id: p70, number", "przekret.property-off-board"),
    Corruption("przekret", "losy.yaml", "effect: {forward: 3}", "effect: {forward: 4}", "chance-cards.text-effect"),
    Corruption("przekret", "losy.yaml", "effect: {hospital: 2}", "effect: {hospital: 4}", "chance-cards.text-effect"),
    Corruption("przekret", "losy.yaml", "effect: {to: p18}", "effect: {to: p19}", "przekret.chance-target"),
    Corruption("przekret", "losy.yaml", "effect: {to: p13}", "effect: {to: p31}", "przekret.chance-target"),
    # cross-references: the board's property fields vs posesje.yaml, inner tracks vs the outer loop
    Corruption("przekret", "plansza.yaml", "property: p09}", "property: p90}", "przekret.board-property-unknown"),
    Corruption("przekret", "plansza.yaml", "property: p03}", "property: p02}", "przekret.board-property-twice"),
    Corruption(
        "przekret",
        "plansza.yaml",
        "{type: property, property: p20}",
        "{type: property, property: p13}",
        "przekret.board-street",
    ),
    Corruption("przekret", "plansza.yaml", "entry: brama-ratusz", "entry: lapowka", "przekret.board-inner-track"),
    Corruption("przekret", "plansza.yaml", "exit: los-4", "exit: brama-kasyno", "przekret.board-inner-track"),
    Corruption(
        "przekret", "plansza.yaml", "{id: los-3, type: chance}", "{id: los-3, type: chanse}", "board.type-unknown"
    ),
    Corruption(
        "przekret",
        "plansza.yaml",
        "weź z banku {start-bonus|zł}",
        "weź z banku {start-premia|zł}",
        "board.unknown-fact",
    ),
    Corruption(
        "przekret",
        "plansza.yaml",
        "size: {width: 380mm, height: 380mm}",
        "size: {width: 400mm, height: 400mm}",
        "przekret.board-sheets",
    ),
    # counts: the Dzierżawa deck, tokens, pawns
    Corruption("przekret", "dzierzawy.yaml", "copies: 2", "copies: 1", "przekret.lease-copies"),
    Corruption("przekret", "dzierzawy.yaml", "per_page: 24", "per_page: 20", "przekret.lease-deck"),
    # r15: a lower card leaves the 14 mm stamp less than 1 mm from the border or the fine print
    Corruption(
        "przekret", "dzierzawy.yaml", "height: 33mm", "height: 24mm", "lease-cards.stamp-crowded", line_of="size:"
    ),
    Corruption("przekret", "zetony.yaml", "count: 48", "count: 24", "przekret.tokens"),
    Corruption("przekret", "zetony.yaml", "count: 24", "count: 12", "przekret.tokens"),
    Corruption("przekret", "zetony.yaml", "size: 20mm", "size: 10mm", "przekret.tokens"),
    Corruption("przekret", "pionki.yaml", 'mark: "6"', 'mark: "5"', "standees.duplicate-mark"),
    # money counts: the declared total, the starting pack and the banker's deal table
    Corruption("przekret", "banknoty.yaml", "total: 478800", "total: 487800", "banknotes.total"),
    Corruption(
        "przekret",
        "banknoty.yaml",
        "{value: 500, count: 42",
        "{value: 500, count: 21",
        "banknotes.total",
        "total: 478800",
    ),
    Corruption(
        "przekret", "banknoty.yaml", "{value: 5000, count: 2}", "{value: 5000, count: 3}", "przekret.starting-cash"
    ),
    Corruption(
        "przekret",
        "banknoty.yaml",
        '{value: 200, count: 42, color: "#9e9ab0"',
        '{value: 200, count: 42, color: "#2a86e6"',
        "banknotes.colours",
    ),
    Corruption(
        "przekret",
        "arkusz-bankiera.yaml",
        "    notes: {10000: 1, 5000: 3,",
        "    notes: {10000: 2, 5000: 3,",
        "przekret.starting-cash",
    ),
    Corruption(
        "przekret",
        "arkusz-bankiera.yaml",
        "500: 4, 200: 5, 100: 10}",
        "500: 4, 200: 5, 100: 1}",
        "przekret.starting-cash",
    ),
    Corruption("przekret", "arkusz-bankiera.yaml", "players: [4, 6]", "players: [4, 5]", "przekret.starting-cash"),
    Corruption("przekret", "arkusz-bankiera.yaml", "players: 3", "players: 4", "przekret.starting-cash"),
    Corruption(
        "przekret",
        "arkusz-bankiera.yaml",
        "extra_copies: [100, 200, 1000, 2000]",
        "extra_copies: [100, 200, 1000, 5000]",
        "przekret.money-extra",
    ),
    Corruption(
        "przekret",
        "arkusz-bankiera.yaml",
        "{players: 5, rounds: 20}",
        "{players: 5, rounds: 25}",
        "przekret.round-tally",
    ),
    # facts of game.yaml changed without a house rule
    Corruption("przekret", "game.yaml", "players: {min: 2,", "players: {min: 3,", "przekret.players"),
    Corruption("przekret", "game.yaml", 'age: "18+"', 'age: "16+"', "przekret.age"),
]

ART_SOCIETY = [
    # table values: shapes of the sizes against the board, the painting cell against the board cell
    # the painting cell is the board's 25 mm less a hand cut's 0.5 mm: the full 25 mm overflows a row of
    # hand-cut paintings, 23 mm sits loose on its cells
    Corruption("art-society", "obrazy.yaml", "cell: 24.5mm", "cell: 25mm", "art-society.cell-size"),
    Corruption("art-society", "obrazy.yaml", "cell: 24.5mm", "cell: 23mm", "art-society.cell-size"),
    Corruption("art-society", "obrazy.yaml", "  5: 1x5", "  5: 1x6", "painting-tiles.shape-area"),
    Corruption("art-society", "obrazy.yaml", "  9: 3x3", "  9: 1x9", "art-society.tile-fits-board"),
    Corruption(
        "art-society", "obrazy.yaml", "  portret: [3, 6, 8]", "  portret: [3, 6, 10]", "painting-tiles.no-shape"
    ),
    # deck rows: one painting's size, theme or frame
    Corruption(
        "art-society",
        "obrazy.yaml",
        "{size: 3, theme: portret, frame: zlota}",
        "{size: 10, theme: portret, frame: zlota}",
        "art-society.tile-size",
    ),
    Corruption(
        "art-society",
        "obrazy.yaml",
        "{size: 5, theme: zycie-miejskie, frame: srebrna}",
        "{size: 6, theme: zycie-miejskie, frame: srebrna}",
        "art-society.balance",
    ),
    Corruption(
        "art-society",
        "obrazy.yaml",
        "{size: 4, theme: pejzaz, frame: czarna}",
        "{size: 5, theme: pejzaz, frame: czarna}",
        "art-society.balance",
    ),
    Corruption(
        "art-society",
        "obrazy.yaml",
        "{size: 8, theme: pejzaz, frame: czarna}",
        "{size: 8, theme: pejzaz, frame: czrana}",
        "painting-tiles.unknown-frame",
    ),
    Corruption(
        "art-society",
        "obrazy.yaml",
        "{size: 6, theme: portret, frame: czarna}",
        "{size: 6, theme: portet, frame: czarna}",
        "painting-tiles.unknown-theme",
    ),
    Corruption(
        "art-society",
        "obrazy.yaml",
        "drewniana}\n  - {size: 4, theme: pejzaz, frame: czarna}",
        "drewniana}\n  - {size: 5, theme: pejzaz, frame: czarna}",
        "art-society.starting-size",
    ),
    # counts and sets: lollipops and markers
    Corruption(
        "art-society",
        "lizaki.yaml",
        "numbers: [1, 2, 3, 4, 5, 6, 7, 8]",
        "numbers: [1, 2, 3, 4, 5, 6, 7, 7]",
        "art-society.bid-duplicate",
    ),
    Corruption(
        "art-society",
        "lizaki.yaml",
        "themes: [zycie-miejskie, portret, martwa-natura, pejzaz]",
        "themes: [zycie-miejskie, portret, martwa-natura]",
        "art-society.markers",
    ),
    Corruption(
        "art-society",
        "lizaki.yaml",
        "themes: [zycie-miejskie, portret, martwa-natura, pejzaz]",
        "themes: [zycie-miejskie, portret, martwa-natura, pejzarz]",
        "bid-cards.unknown-theme",
    ),
    Corruption(
        "art-society",
        "lizaki.yaml",
        'color: "#4a4fa3", pattern: rings',
        'color: "#4a4fa3", pattern: dots',
        "bid-cards.same-look",
    ),
    Corruption("art-society", "lizaki.yaml", "{name: Jagoda, color", "{name: Mięta, color", "bid-cards.duplicate-set"),
    Corruption(
        "art-society",
        "lizaki.yaml",
        '  - {name: Jagoda, color: "#4a4fa3", pattern: rings}\n',
        "",
        "art-society.bid-sets",
        "players:",
    ),
    # table values: the museum's prestige tracks
    Corruption(
        "art-society",
        "plansza-muzeum.yaml",
        "15, 16, 17, 18, 19, 20]}",
        "15, 16, 17, 18, 19, 2]}",
        "art-society.track-values",
    ),
    Corruption(
        "art-society", "plansza-muzeum.yaml", "[21, 22, 23, 24, 25,", "[21, 22, 32, 24, 25,", "art-society.track-values"
    ),
    Corruption("art-society", "plansza-muzeum.yaml", "57, 58, 59, 60]}", "57, 58, 59]}", "art-society.track-length"),
    Corruption("art-society", "plansza-muzeum.yaml", "{id: portret-2,", "{id: portet-2,", "art-society.track-theme"),
    # cross-references: the collection board's areas and grids
    Corruption("art-society", "plansza-kolekcji.yaml", 'cells: "C5:E6"', 'cells: "C5:E5"', "art-society.start-box"),
    Corruption("art-society", "plansza-kolekcji.yaml", 'cells: "B2:F3"', 'cells: "B2:F9"', "board.area-outside"),
    Corruption(
        "art-society",
        "plansza-kolekcji.yaml",
        "{type: direct-view, cells",
        "{type: direct-vew, cells",
        "art-society.direct-view",
    ),
    Corruption(
        "art-society", "plansza-kolekcji.yaml", "  - id: assistant", "  - id: asystent", "art-society.assistant"
    ),
    # the score pad: theme rows and this edition's points
    Corruption(
        "art-society",
        "karta-podliczenia.yaml",
        "          - Portret\n",
        "          - Portert\n",
        "art-society.score-pad",
    ),
    Corruption(
        "art-society",
        "karta-podliczenia.yaml",
        '"Komplety 4 różnych ram: × 8"',
        '"Komplety 4 różnych ram: × 6"',
        "art-society.score-pad",
    ),
    Corruption(
        "art-society",
        "karta-podliczenia.yaml",
        '"Obraz asystenta: −5"',
        '"Obraz asystenta: −3"',
        "art-society.score-pad",
    ),
]

RYNEK = [
    # deck rows: every number of the two card lists, the seed's mistakes resolved in the data
    Corruption(
        "rynek",
        "karty.yaml",
        "{colour: yellow, quantity: 24, price: 140}",
        "{colour: yellow, quantity: 24, price: 150}",
        "rynek.supply-card",
    ),
    Corruption(
        "rynek",
        "karty.yaml",
        "{colour: yellow, quantity: 8, price: 170}",
        "{colour: yellow, quantity: 18, price: 170}",
        "rynek.supply-card",
    ),
    Corruption(
        "rynek",
        "karty.yaml",
        "{colour: red, quantity: 18, price: 250}\n      resolution",
        "{colour: red, quantity: 18, price: 205}\n      resolution",
        "rynek.supply-card",
    ),
    Corruption(
        "rynek",
        "karty.yaml",
        "      resolution: >-\n        the seed prints the red minimum price as -250; a "
        "negative price is impossible, so the\n        minus is a stray dash and the card shows 250, the red price "
        "of types II and VII\n",
        "",
        "rynek.seed-mistake",
        "- type: VI",
    ),
    Corruption(
        "rynek",
        "karty.yaml",
        "{product: YR, demand: 24, market_price: 600, max_price: 1200}",
        "{product: YR, demand: 24, market_price: 600, max_price: 1020}",
        "rynek.sale-card",
    ),
    Corruption(
        "rynek",
        "karty.yaml",
        "{product: GR, demand: 18, market_price: 1100, max_price: 1450}",
        "{product: GR, demand: 18, market_price: 1100, max_price: 1045}",
        "rynek.sale-price-order",
    ),
    Corruption(
        "rynek",
        "karty.yaml",
        "{product: YG, demand: 12, market_price: 1660, max_price: 3000}",
        "{product: YG, demand: 21, market_price: 1660, max_price: 3000}",
        "rynek.sale-card",
    ),
    Corruption(
        "rynek",
        "karty.yaml",
        "{product: GR, demand: 24, market_price: 830, max_price: 1950}",
        "{product: GR, demand: 24, market_price: 380, max_price: 1950}",
        "rynek.sale-card",
    ),
    Corruption(
        "rynek",
        "karty.yaml",
        "    - type: III\n      rows:\n        - {product",
        "    - type: II\n      rows:\n        - {product",
        "rynek.sale-card",
    ),
    Corruption(
        "rynek",
        "karty.yaml",
        "  copies: 4\n  types:\n    - type: I\n      rows:\n        - {product",
        "  copies: 3\n  types:\n    - type: I\n      rows:\n        - {product",
        "rynek.deck-count",
    ),
    # money counts: the bank's total, the denominations, the starting packs
    Corruption("rynek", "banknoty.yaml", "total: 308000", "total: 300000", "rynek.bank-total"),
    Corruption(
        "rynek",
        "banknoty.yaml",
        "{value: 5000, count: 10",
        "{value: 5000, count: 4",
        "banknotes.total",
        "total: 308000",
    ),
    Corruption(
        "rynek",
        "banknoty.yaml",
        "{value: 10, count: 100, color",
        "{value: 20, count: 100, color",
        "rynek.denominations",
    ),
    Corruption("rynek", "banknoty.yaml", "  count: 6\n  notes", "  count: 5\n  notes", "rynek.starting-pack"),
    # counts of pieces: factories, machines, walls, tokens, pawns
    Corruption(
        "rynek", "fabryki.yaml", "  count: 6\n  width: 186mm", "  count: 5\n  width: 186mm", "rynek.factories-count"
    ),
    Corruption(
        "rynek", "fabryki.yaml", "  count: 18\n  size: 34mm", "  count: 15\n  size: 34mm", "rynek.machines-count"
    ),
    Corruption("rynek", "fabryki.yaml", "  slots: 3", "  slots: 4", "rynek.machine-slots"),
    Corruption(
        "rynek", "fabryki.yaml", "  count: 18\n  length: 30mm", "  count: 16\n  length: 30mm", "rynek.walls-count"
    ),
    Corruption("rynek", "fabryki.yaml", "  length: 30mm", "  length: 32mm", "rynek.wall-size"),
    Corruption("rynek", "game.yaml", "  wall: 30mm", "  wall: 50mm", "rynek.board-wall"),
    Corruption(
        "rynek",
        "zetony.yaml",
        '    count: 120\n    face: {color: "#2f8a4c"',
        '    count: 112\n    face: {color: "#2f8a4c"',
        "rynek.tokens-count",
    ),
    Corruption(
        "rynek",
        "zetony.yaml",
        'face: {color: "#c7362f", ink: "#ffffff", label: C,',
        'face: {color: "#c7362f", ink: "#ffffff", label: Z,',
        "rynek.token-colour",
    ),
    Corruption(
        "rynek", "zetony.yaml", 'face: {color: "#c7362f", ink', 'face: {color: "#c7263f", ink', "rynek.token-colour"
    ),
    Corruption(
        "rynek", "pionki.yaml", '  - {mark: "6", color: "#7b58e8", name: FIOLETOWY}\n', "", "rynek.pawns", '{mark: "1",'
    ),
    # cross-references: a pawn's colour names a factory
    Corruption(
        "rynek", "pionki.yaml", '{mark: "4", color: "#262626"', '{mark: "4", color: "#262627"', "rynek.pawn-colour"
    ),
    # table values: the worked examples, recomputed by the rules engine
    Corruption(
        "rynek",
        "examples.yaml",
        '- {player: "4", quantity: 10, paid: 1900}',
        '- {player: "4", quantity: 10, paid: 1990}',
        "rynek.example",
    ),
    Corruption(
        "rynek",
        "examples.yaml",
        "      yellow: {quantity: 10, price: 190}",
        "      yellow: {quantity: 10, price: 200}",
        "rynek.example",
        '- {player: "4", quantity: 10, paid: 1900}',
    ),
    Corruption(
        "rynek",
        "examples.yaml",
        "{plan: {YG: 4, GR: 10}, cost: 3500}",
        "{plan: {YG: 4, GR: 10}, cost: 3000}",
        "rynek.example",
    ),
    Corruption("rynek", "examples.yaml", "offered_totals: {YG: 18,", "offered_totals: {YG: 19,", "rynek.example"),
    Corruption(
        "rynek",
        "examples.yaml",
        "markets: {YG: balanced, YR: undersupply",
        "markets: {YG: balanced, YR: balanced",
        "rynek.example",
    ),
    Corruption("rynek", "examples.yaml", "penalty: 5000", "penalty: 500", "rynek.example"),
    Corruption("rynek", "examples.yaml", "from_bank: 44140", "from_bank: 41140", "rynek.example"),
    # the board: field types and the lines between fields
    Corruption(
        "rynek", "plansza.yaml", "{id: c2, at: [2, 1], type: I}", "{id: c2, at: [2, 1], type: V}", "board.type-unknown"
    ),
    Corruption("rynek", "plansza.yaml", '      - "b5 b6"', '      - "b5 b66"', "board.link-unknown"),
    Corruption("rynek", "plansza.yaml", '      - "d1 e2"', '      - "d1 e3"', "rynek.board-crossing"),
    # facts of game.yaml changed without a house rule
    Corruption("rynek", "game.yaml", "players: {min: 2, max: 6}", "players: {min: 2, max: 8}", "rynek.players"),
]

CASES = KOLEKCJONERZY + PRZEKRET + ART_SOCIETY + RYNEK


def game_copy(tmp_path: Path, case: Corruption) -> Path:
    """A private copy of the case's game (without its rulebook unless the case edits it)."""
    components = tmp_path / "components"
    skip = () if case.file == "zasady.yaml" else ("zasady.yaml",)
    shutil.copytree(COMPONENTS / case.game, components / case.game, ignore=shutil.ignore_patterns(*skip))
    return components


def changed_line(text: str, old: str, new: str) -> int:
    """The line of the first character the edit changes."""
    at = text.index(old)
    same = len(os.path.commonprefix([old, new]))
    return text[: at + same].count("\n") + 1


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_single_fact_corruption_is_caught_at_its_line(tmp_path, in_tmp, case):
    components = game_copy(tmp_path, case)
    path = components / case.game / case.file
    edit_line = changed_line(path.read_text(encoding="utf-8"), case.old, case.new)
    replace_in(path, case.old, case.new)
    result = CliRunner().invoke(cli, ["validate", "--components", str(components), case.game], catch_exceptions=False)
    assert result.exit_code == 1, result.output
    expected_line = line_of(path, case.line_of) if case.line_of else edit_line
    where = f"components/{case.game}/{case.file}:{expected_line}:"
    matching = [
        l for l in result.output.splitlines() if l.startswith(where) and f"[{case.rule}]" in l and ": error: " in l
    ]
    assert matching, f"no {case.rule} error at {where}\n{result.output}"


def test_cases_are_single_edits_of_the_bundled_data():
    for case in CASES:
        text = (COMPONENTS / case.game / case.file).read_text(encoding="utf-8")
        assert case.old in text and case.old != case.new, case.id
    assert len({(c.game, c.file, c.old, c.new) for c in CASES}) == len(CASES)


def test_each_game_has_at_least_20_corruptions():
    counts: dict[str, int] = {}
    for case in CASES:
        counts[case.game] = counts.get(case.game, 0) + 1
    assert {game: counts.get(game, 0) for game in GAMES} == {game: max(counts.get(game, 0), 20) for game in GAMES}
