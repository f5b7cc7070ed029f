"""The Tabletop Simulator Saved Object of a whole game: one JSON that TTS loads from its Saved Objects
folder, holding every component laid out on the table (the save format as the Knowledge Base's
"Save File Format" page documents it, with the custom objects of its Custom Content pages).

- a deck is a `DeckCustom` whose `CustomDeck` has one entry per sheet (deck id 1, 2, … within
  the save), `DeckIDs` and `ContainedObjects` list its cards in order, and each card's `CardID` is
  100 × deck id + the card's slot on that sheet; a pile of one card is a lone `Card`;
- boards are `Custom_Board`, tokens and player boards `Custom_Tile`, pawns `Figurine_Custom`, the
  rulebook `Custom_PDF`;
- image references are made by `url(file)` from the file's path inside the export's tts folder.

Positions are in TTS units (about an inch, 25.4 mm) on the table's surface (x to the right, z away
from the players); sizes follow the printed size where the object type scales with its image.
Pure data: no image is opened here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from generator.export.tts import TtsDeck, TtsSingles

INCH = 25.4
TABLE_Y = 1.0  # the table's surface height
CARD_MM = 63.5  # a TTS card at scale 1 is a poker card: 2.5 × 3.5 in
TILE_MM = 50.8  # a custom tile at scale 1 is about 2 in across
GAP = 1.0
SEAT = 2.0  # the band between the board and the rows of objects where the players' pawns stand
BAG_FROM = 11  # more identical copies than this go in a bag of their own (a supply), not a stack


@dataclass(frozen=True)
class TtsBoard:
    name: str
    file: str
    width_mm: float
    height_mm: float
    owned: bool = False  # one player's copy (a board with owners): on the players' side, not the middle


def _transform(x: float, z: float, y: float = TABLE_Y, scale: float = 1.0, rot_z: float = 0.0) -> dict:
    return {
        "posX": round(x, 3),
        "posY": round(y, 3),
        "posZ": round(z, 3),
        "rotX": 0.0,
        "rotY": 180.0,
        "rotZ": rot_z,
        "scaleX": round(scale, 4),
        "scaleY": 1.0,
        "scaleZ": round(scale, 4),
    }


def _base(name: str, nickname: str, transform: dict) -> dict:
    return {
        "Name": name,
        "Transform": transform,
        "Nickname": nickname,
        "Description": "",
        "ColorDiffuse": {"r": 1.0, "g": 1.0, "b": 1.0},
        "Locked": False,
        "Grid": True,
        "Snap": True,
        "Autoraise": True,
        "Sticky": True,
        "Tooltip": True,
    }


class Table:
    """Where the next object goes: rows of objects below (towards the players) and above the board."""

    def __init__(self, board_width: float, board_depth: float):
        self.left = -max(board_width, 20.0) / 2
        self.right = -self.left
        self.edge = board_depth / 2  # the board's near and far edges are at -edge and +edge
        self.below = -self.edge - GAP - SEAT
        self.above = self.edge + GAP + SEAT
        self.x_below = self.x_above = self.left
        self.row_below = self.row_above = 0.0

    def seat(self, player: int) -> tuple[float, float]:
        """Where the pawn of `player` (0-based) stands: the middle of the board's near, right, far and
        left sides in turn, a step aside for the fifth player on."""
        seats = [
            (0.0, -self.edge - GAP),
            (self.right + GAP + SEAT / 2, 0.0),
            (0.0, self.edge + GAP),
            (self.left - GAP - SEAT / 2, 0.0),
        ]
        x, z = seats[player % len(seats)]
        return x + 1.5 * (player // len(seats)), z

    def beside_seat(self, player: int, place: int) -> tuple[float, float]:
        """The `place`-th spot (1, 2, …) beside the seat, along the board's side: right, left, further
        right, further left, …"""
        x, z = self.seat(player)
        step = 2.2 * ((place + 1) // 2) * (1 if place % 2 else -1)
        along = [(step, 0.0), (0.0, step), (-step, 0.0), (0.0, -step)][player % 4]
        return x + along[0], z + along[1]

    def place(self, width: float, depth: float, near: bool) -> tuple[float, float]:
        """Centre of an object of width × depth units in the next free place of the row near the players
        (near=True) or beyond the board."""
        if near:
            if self.x_below + width > self.right and self.x_below > self.left:
                self.below -= self.row_below + GAP
                self.x_below, self.row_below = self.left, 0.0
            x, z = self.x_below + width / 2, self.below - depth / 2
            self.x_below += width + GAP
            self.row_below = max(self.row_below, depth)
            return x, z
        if self.x_above + width > self.right and self.x_above > self.left:
            self.above += self.row_above + GAP
            self.x_above, self.row_above = self.left, 0.0
        x, z = self.x_above + width / 2, self.above + depth / 2
        self.x_above += width + GAP
        self.row_above = max(self.row_above, depth)
        return x, z


@dataclass(frozen=True)
class Deal:
    """What each player is given at the start: `count` cards of the deck of `component`'s pile `pile`
    (a banknote value of a starting pack)."""

    component: str
    pile: str
    count: int


def _cards(deck: TtsDeck, first_id: int, url: Callable[[str], str]) -> tuple[list[dict], dict[str, dict], int]:
    """The deck's cards in slot order, its CustomDeck entries and the next free deck id."""
    scale = _card_scale(deck)
    custom: dict[str, dict] = {}
    cards = []
    deck_id = first_id
    for sheet in deck.sheets:
        entry = {
            "FaceURL": url(f"{deck.component}/{sheet['face']}"),
            "BackURL": url(f"{deck.component}/{sheet['back']}"),
            "NumWidth": sheet["grid"]["columns"],
            "NumHeight": sheet["grid"]["rows"],
            "BackIsHidden": deck.own_backs,
            "UniqueBack": deck.unique_back,
            "Type": 0,
        }
        custom[str(deck_id)] = entry
        for slot in sheet["slots"]:
            card = _base("Card", slot["name"], _transform(0.0, 0.0, scale=scale))
            card["CardID"] = 100 * deck_id + slot["slot"]
            card["SidewaysCard"] = deck.sideways
            card["HideWhenFaceDown"] = True
            card["CustomDeck"] = {str(deck_id): entry}
            cards.append(card)
        deck_id += 1
    return cards, custom, deck_id


def _card_scale(deck: TtsDeck) -> float:
    return (deck.height_mm if deck.sideways else deck.width_mm) / CARD_MM


def _pile(name: str, deck: TtsDeck, cards: list[dict], custom: dict[str, dict], x: float, z: float, up: bool) -> dict:
    """`cards` as one object at (x, z): a lone Card or a DeckCustom with the CustomDeck entries they
    use; face up or down."""
    transform = _transform(x, z, scale=_card_scale(deck), rot_z=0.0 if up else 180.0)
    if len(cards) == 1:
        card = dict(cards[0])
        card["Transform"] = transform
        return card
    used = {str(c["CardID"] // 100) for c in cards}
    obj = _base("DeckCustom", name, transform)
    obj["SidewaysCard"] = deck.sideways
    obj["HideWhenFaceDown"] = True
    obj["DeckIDs"] = [c["CardID"] for c in cards]
    obj["CustomDeck"] = {key: entry for key, entry in custom.items() if key in used}
    obj["ContainedObjects"] = cards
    return obj


def _figurine(singles: TtsSingles, item, x: float, z: float, y: float, url: Callable[[str], str]) -> dict:
    front = url(f"{singles.component}/{item.front}")
    back = url(f"{singles.component}/{item.back}") if item.back else front
    obj = _base("Figurine_Custom", item.name, _transform(x, z, y=y, scale=singles.width_mm / TILE_MM))
    obj["CustomImage"] = {"ImageURL": front, "ImageSecondaryURL": back, "ImageScalar": 1.0, "WidthScale": 0.0}
    return obj


def is_pawn(singles: TtsSingles) -> bool:
    """A player's pawn (category "pawn"): one in front of each player."""
    return singles.category == "pawn"


def _pawns(singles: TtsSingles, table: Table, players: int, url: Callable[[str], str]) -> list[dict]:
    """One pawn in front of each of `players` seats round the board; the others in a bag beside it."""
    copies = [item for item in singles.items for _ in range(item.quantity)]
    objects = []
    for number, item in enumerate(copies[:players]):
        x, z = table.seat(number)
        objects.append(_figurine(singles, item, x, z, TABLE_Y, url))
    rest = copies[players:]
    if rest:
        x, z = table.place(2.0, 2.0, near=True)
        bag = _base("Bag", f"{singles.name} – poza grą", _transform(x, z))
        bag["ContainedObjects"] = [_figurine(singles, item, x, z, TABLE_Y, url) for item in rest]
        objects.append(bag)
    return objects


def _single_objects(singles: TtsSingles, table: Table, players: int, url: Callable[[str], str]) -> list[dict]:
    if is_pawn(singles):
        return _pawns(singles, table, players, url)
    width, depth = singles.width_mm / INCH, singles.height_mm / INCH
    objects = []
    for item in singles.items:
        x, z = table.place(width, depth, near=True)
        front = url(f"{singles.component}/{item.front}")
        back = url(f"{singles.component}/{item.back}") if item.back else front
        tiles = []
        for copy in range(item.quantity):
            obj = _base(
                "Custom_Tile",
                item.name,
                _transform(x, z, y=TABLE_Y + 0.2 * copy, scale=max(width, depth) * INCH / TILE_MM),
            )
            obj["CustomImage"] = {
                "ImageURL": front,
                "ImageSecondaryURL": back,
                "ImageScalar": 1.0,
                "WidthScale": 0.0,
                "CustomTile": {"Type": 0, "Thickness": 0.1, "Stackable": True, "Stretch": False},
            }
            tiles.append(obj)
        if len(tiles) >= BAG_FROM:
            bag = _base("Bag", item.name, _transform(x, z))
            bag["ContainedObjects"] = tiles
            tiles = [bag]
        objects += tiles
    return objects


def saved_object(
    title: str,
    decks: list[TtsDeck],
    singles: list[TtsSingles],
    boards: list[TtsBoard],
    rulebook: str | None,
    url: Callable[[str], str],
    players: int = 4,
    deals: tuple[Deal, ...] = (),
) -> dict:
    """The Saved Object as a game of `players` starts: boards in the middle of the table, the decks
    and tiles beyond them, tokens and player boards on the players' side, a pawn in front of each
    player's seat (the pawns of absent players in a bag) and beside it what `deals` gives each
    player, the rulebook at the left."""
    # the middle of the table: the first board everyone shares (a player's own board lies at the players' side)
    boards = sorted(boards, key=lambda board: board.owned)
    main = boards[0] if boards and not boards[0].owned else None
    table = Table(main.width_mm / INCH if main else 0.0, main.height_mm / INCH if main else 0.0)
    objects = []
    for board in boards:
        width, depth = board.width_mm / INCH, board.height_mm / INCH
        x, z = (0.0, 0.0) if board is main else table.place(width, depth, near=board.owned)
        obj = _base("Custom_Board", board.name, _transform(x, z, y=TABLE_Y, scale=width / 20.0))
        obj["Locked"] = board is main
        obj["CustomImage"] = {
            "ImageURL": url(board.file),
            "ImageSecondaryURL": "",
            "ImageScalar": 1.0,
            "WidthScale": 0.0,
        }
        objects.append(obj)
    deck_id = 1
    for deck in decks:
        cards, custom, deck_id = _cards(deck, deck_id, url)
        for number, deal in enumerate(deals):
            if (deal.component, deal.pile) != (deck.component, deck.pile):
                continue
            for player in range(players):  # each player's share, face up at the seat
                share, cards = cards[len(cards) - min(deal.count, len(cards)) :], cards[: len(cards) - deal.count]
                if share:
                    x, z = table.beside_seat(player, number + 1)
                    objects.append(_pile(f"{deck.name} – gracz {player + 1}", deck, share, custom, x, z, up=True))
        if cards:
            side = max(deck.width_mm, deck.height_mm) / INCH
            x, z = table.place(side, side, False)
            objects.append(_pile(deck.name, deck, cards, custom, x, z, up=False))
    for group in singles:
        objects.extend(_single_objects(group, table, players, url))
    if rulebook is not None:
        obj = _base("Custom_PDF", "Instrukcja", _transform(table.left - 6.0, 0.0, scale=1.0))
        obj["CustomPDF"] = {"PDFUrl": url(rulebook), "PDFPassword": "", "PDFPage": 0, "PDFPageOffset": 0}
        objects.append(obj)
    _number(objects, iter(range(1, 1 << 20)))
    return {
        "SaveName": title,
        "GameMode": title,
        "Date": "",
        "VersionNumber": "",
        "Gravity": 0.5,
        "PlayArea": 0.5,
        "Table": "",
        "Sky": "",
        "Note": "",
        "TabStates": {},
        "LuaScript": "",
        "LuaScriptState": "",
        "XmlUI": "",
        "ObjectStates": objects,
    }


def _number(objects: list[dict], numbers) -> None:
    """Give every object (those in decks and bags too) its own GUID, six hex digits as TTS writes
    them, numbered in order: unique in the save and the same on every export."""
    for obj in objects:
        obj["GUID"] = f"{0xD00000 + next(numbers):06x}"
        _number(obj.get("ContainedObjects", []), numbers)
