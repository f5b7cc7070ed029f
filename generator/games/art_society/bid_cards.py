"""bid-cards: Art Society's bid lollipops (a round candy on a stick), plus the round markers.

Every player gets a set of lollipops with numbers (the bid) on the front and the player's colour
and pattern on the back, so a bid laid face down shows whose it is but not how much. Each player
also has a pattern (spiral, stripes, dots, rings) so colours are never the only difference.
The same file carries the round markers of the game: the prestige markers of the museum board
(one per theme, with the theme's symbol) and the auctioneer's gavel.

```yaml
kind: bid-cards
title: Lizaki licytacyjne
numbers: [1, 2, 3, 4, 5, 6, 7, 8]   # every player's set (a player may list its own `numbers`)
candy: 34mm                         # diameter of the candy
stick: {width: 7mm, length: 24mm}   # the stick below the candy
players:
  - {name: Wiśnia, color: "#c8283c", pattern: spiral}
markers:
  prestige: {size: 11mm, themes: [zycie-miejskie, portret, martwa-natura, pejzaz]}   # or shape: bar, height: 5mm
  # or shape: tent, height: 5mm, flag: 15mm (a strip folded at 5 mm: the foot lies in the cell, the flag stands)
  gavel: {size: 22mm, count: 1}
```

Pieces are cut with scissors along the dark outline on the front; both sides are printed 2.5 mm
beyond the outline, so a duplex shift of a millimetre or two never leaves white on the back. Pieces
keep a gap between them instead of crop marks (no straight cut crosses a lollipop).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from pydantic import Field

from generator.draw.fonts import SANS_BOLD
from generator.draw.kinds import Drawn, Kind, register
from generator.draw.kinds.banknotes import colour_distance
from generator.draw.piece import Piece
from generator.draw.text import text_problem
from generator.games.art_society.looks import THEME_LABELS
from generator.games.art_society.painting_tiles import BACK_COLORS
from generator.layout.imposition import PAPERS
from generator.model.base import Model
from generator.model.core import Component, Game
from generator.model.findings import Findings
from generator.model.units import PositiveLength, mm, to_mm
from generator.model.vocab import DISC_PATTERN_NAMES, Color, DiscPattern

Pattern = DiscPattern  # the players' patterns are the shared ones (a collection board's owner band shows them too)
PATTERN_NAMES = DISC_PATTERN_NAMES

HALO = mm(2.5)  # colour printed beyond the cut outline on both sides
GAP = mm(6)  # between pieces: two halos and a little air
MIN_COLOUR_DISTANCE = 60.0  # RGB distance (0–441) below which two sets' backs look alike
NAME_SIZES = (7.0, 6.0)
MAX_SETS = 12


class Stick(Model):
    width: PositiveLength = mm(7)
    length: PositiveLength = mm(24)


class Player(Model):
    name: str = Field(min_length=1)
    color: Color
    pattern: Pattern
    numbers: list[int] | None = None  # default: the component's `numbers`


class Prestige(Model):
    size: PositiveLength = mm(11)  # across (a bar or a tent: its width)
    # a square is cut with straight cuts and sits in a cell; a bar (`size` wide, `height` tall) sits in
    # the lower part of a cell and leaves the cell's number readable above it; a tent is a strip folded
    # at `height`: that foot lies where a bar would, the `flag` above the fold stands up to grip it by
    # (kit review r15: a 10.5 × 5 mm chip was hard to pick up from a 10.5 mm cell)
    shape: Literal["disc", "square", "bar", "tent"] = "disc"
    height: PositiveLength | None = None  # a bar's height, a tent's foot
    flag: PositiveLength | None = None  # a tent's flag, from the fold to its top edge
    themes: list[str] = Field(min_length=1)

    @property
    def tall(self) -> float:
        """What the marker covers of its cell, from the bottom: a bar's or a tent foot's height, else its size."""
        return self.height if self.shape in ("bar", "tent") and self.height else self.size

    @property
    def length(self) -> float:
        """The printed piece's height: a tent's foot and flag, else what it covers."""
        return self.tall + (self.flag or 0.0) if self.shape == "tent" else self.tall


class Gavel(Model):
    size: PositiveLength = mm(22)
    count: int = Field(default=1, ge=0, le=10)


class Markers(Model):
    prestige: Prestige | None = None
    gavel: Gavel | None = None
    # spare sets of the markers (prestige and gavel) printed on the room the sheets leave free, never on a
    # sheet of their own: a lost marker costs no reprint (kit review r23, AS minor 5 / major 2: a sheet's
    # free row of 250–300 g card)
    spares: int = Field(default=0, ge=0, le=4)


class BidCards(Model):
    kind: Literal["bid-cards"]
    title: str = Field(default="Lizaki licytacyjne", min_length=1)
    numbers: list[int] = Field(min_length=1)
    candy: PositiveLength = mm(34)
    stick: Stick = Stick()
    players: list[Player] = Field(min_length=1, max_length=MAX_SETS)
    markers: Markers = Markers()


def numbers_of(spec: BidCards, player: Player) -> list[int]:
    return player.numbers if player.numbers is not None else spec.numbers


GAVEL_COLOR = "#5a3519"
GAVEL_INSIDE = Drawn("bid-cards", "gavel_inside")  # one drawing function for every gavel, as before the split


# ------------------------------------------------------------------------------------ layout


@dataclass(frozen=True)
class Item:
    width: float
    height: float
    front: Callable
    back: Callable
    label: str
    pieces: int = 1  # the pieces it is cut into (a strip of prestige markers: one a theme)


def items(spec: BidCards, strip: bool = False) -> list[list[Item]]:
    """Rows of the file: each player's lollipops, then the markers (one row per marker size); `strip`:
    the prestige markers as the sheet prints them, one strip (`strip_item`)."""
    w, h = spec.candy, spec.candy + spec.stick.length
    rows: list[list[Item]] = []
    for player in spec.players:
        back = Drawn("bid-cards", "_lollipop", spec, player, None)
        rows.append(
            [
                Item(w, h, Drawn("bid-cards", "_lollipop", spec, player, n), back, f"{player.name} {n}")
                for n in numbers_of(spec, player)
            ]
        )
    chits = marker_items(spec, strip=strip)
    if chits:
        rows.append(chits)
    return rows


def candy_rows(spec: BidCards, width: float, margin: float, gap: float = GAP, halo: float = HALO) -> list[list[Item]]:
    """The candies-only layout's rows (kit review r36 AS minor 1: the two lollipop sheets were ≈ 36 % inked):
    every player's candies without their sticks, as many a line as a page `width` wide takes, then the
    markers' strip and gavel on the last line where they fit beside its candies, else on a line of their own –
    one card sheet for builders who punch the candies and leave out the sticks (bid_cards_draw.render)."""
    c = spec.candy
    candies = [
        Item(
            c,
            c,
            Drawn("bid-cards", "_lollipop", spec, player, n, False),
            Drawn("bid-cards", "_lollipop", spec, player, None, False),
            f"{player.name} {n}",
        )
        for player in spec.players
        for n in numbers_of(spec, player)
    ]
    avail = width - 2 * margin - 2 * halo
    per = max(1, int((avail + gap + 1e-6) // (c + gap)))
    rows = [candies[k : k + per] for k in range(0, len(candies), per)]
    markers = marker_items(spec, strip=True)
    last = rows[-1] + markers if rows else markers
    if markers and rows and sum(i.width for i in last) + gap * (len(last) - 1) <= avail + 1e-6:
        rows[-1] = last
    elif markers:
        rows.append(markers)
    return rows


def marker_items(spec: BidCards, spare: bool = False, strip: bool = False) -> list[Item]:
    """The markers' pieces (prestige markers, then the gavel); `spare`: labelled as spares; `strip`:
    rectangular prestige markers as one strip."""
    extra = " zapasowy" if spare else ""
    chits: list[Item] = []
    marker = spec.markers.prestige
    if marker and strip and marker.shape in ("square", "bar", "tent"):
        chits.append(strip_item(marker, extra))
    elif marker:
        size, shape = marker.size, marker.shape
        shape = "square" if shape == "bar" else shape  # drawn and cut as a rectangle
        fold = marker.tall if shape == "tent" else None  # a tent folds where its foot ends
        for theme in marker.themes:
            color = BACK_COLORS.get(theme, "#555555")
            inside = Drawn("bid-cards", "_theme_inside", theme)
            chits.append(
                Item(
                    size,
                    marker.length,
                    Drawn("bid-cards", "_chit", color, inside, True, shape, fold),
                    Drawn("bid-cards", "_chit", color, inside, False, shape, fold),
                    f"prestiż {theme}{extra}",
                )
            )
    if spec.markers.gavel:
        size = spec.markers.gavel.size
        for _i in range(spec.markers.gavel.count):
            chits.append(
                Item(
                    size,
                    size,
                    Drawn("bid-cards", "_chit", GAVEL_COLOR, GAVEL_INSIDE, True),
                    Drawn("bid-cards", "_chit", GAVEL_COLOR, GAVEL_INSIDE, False),
                    f"młotek{extra}",
                )
            )
    return chits


def strip_item(marker: Prestige, extra: str = "") -> Item:
    """Rectangular prestige markers side by side, butted, in one strip cut with straight cuts shared by
    neighbours: its two long edges, then between the markers (kit review r25 AS minor 4: four flags of
    10.5 × 20 mm, each cut round on its own, were fiddly on 250–300 g card). The back draws them in
    the mirrored order, so each lies behind its front."""
    shape = "square" if marker.shape == "bar" else marker.shape
    fold = marker.tall if shape == "tent" else None
    colours = tuple(BACK_COLORS.get(theme, "#555555") for theme in marker.themes)
    themes = tuple(marker.themes)
    return Item(
        marker.size * len(themes),
        marker.length,
        Drawn("bid-cards", "_strip", colours, themes, fold, True),
        Drawn("bid-cards", "_strip", colours[::-1], themes[::-1], fold, False),
        f"prestiż{extra}",
        len(themes),
    )


def spare_items(spec: BidCards, strip: bool = False) -> list[list[Item]]:
    """The spare sets of markers the data asks for, a row each (`layout` prints them where a sheet has room)."""
    chits = marker_items(spec, spare=True, strip=strip)
    return [chits for _ in range(spec.markers.spares)] if chits else []


@dataclass(frozen=True)
class Spot:
    item: Item
    x: float
    y: float


def layout(
    rows: Sequence[Sequence[Item]],
    width: float,
    height: float,
    margin: float,
    gap: float = GAP,
    halo: float = HALO,
    spares: Sequence[Sequence[Item]] = (),
) -> list[list[Spot]]:
    """Pack items row by row onto pages (pure arithmetic): a row is split into lines of even length
    (8 lollipops: two lines of 4, not 5 + 3), lines go down the page, each page's block centred.
    The `spares` rows' lines go under the lines of the first page with room for them, never onto a page
    of their own: a spare that finds no room is left out. Raises ValueError for an item wider or
    taller than the page."""
    avail_w = width - 2 * margin - 2 * halo
    avail_h = height - 2 * margin - 2 * halo

    def lines_of(rows_: Sequence[Sequence[Item]]) -> list[list[Item]]:
        lines: list[list[Item]] = []
        for row in rows_:
            for item in row:
                if item.width > avail_w or item.height > avail_h:
                    raise ValueError(f"a piece of {to_mm(item.width):.0f} x {to_mm(item.height):.0f} mm does not fit")
            widest = max(i.width for i in row)
            capacity = max(1, int((avail_w + gap + 1e-6) // (widest + gap)))
            count = math.ceil(len(row) / capacity)  # lines this row needs, filled evenly
            per_line = math.ceil(len(row) / count)
            lines += [list(row[k : k + per_line]) for k in range(0, len(row), per_line)]
        return lines

    pages: list[list[list[Item]]] = [[]]
    used: list[float] = [0.0]
    for line in lines_of(rows):
        lh = max(i.height for i in line) + (gap if pages[-1] else 0)
        if pages[-1] and used[-1] + lh > avail_h + 1e-6:
            pages.append([])
            used.append(0.0)
            lh = max(i.height for i in line)
        pages[-1].append(line)
        used[-1] += lh
    for line in lines_of(spares):
        lh = max(i.height for i in line) + gap
        room = next((n for n, page in enumerate(pages) if page and used[n] + lh <= avail_h + 1e-6), None)
        if room is not None:
            pages[room].append(line)
            used[room] += lh
    out: list[list[Spot]] = []
    for page in pages:
        block_h = sum(max(i.height for i in line) for line in page) + gap * (len(page) - 1)
        block_w = max(sum(i.width for i in line) + gap * (len(line) - 1) for line in page)
        top = (height + block_h) / 2
        left = (width - block_w) / 2
        spots = []
        for line in page:
            lh = max(i.height for i in line)
            x = left
            for item in line:
                spots.append(Spot(item, x, top - lh + (lh - item.height) / 2))
                x += item.width + gap
            top -= lh + gap
        out.append(spots)
    return out


# ------------------------------------------------------------------------------------ check


def check(component: Component[BidCards], game: Game, findings: Findings) -> None:
    spec: BidCards = component.spec
    names: dict[str, int] = {}
    for i, player in enumerate(spec.players):
        if player.name in names:
            findings.error(
                component.where("players", i, "name"),
                f"player set '{player.name}' appears twice "
                f"(first as set {names[player.name] + 1}); expected unique names",
                "bid-cards.duplicate-set",
            )
        names.setdefault(player.name, i)
        _check_look(component, spec.players, i, findings)
        problem = text_problem(
            player.name.upper(),
            SANS_BOLD,
            spec.stick.length - mm(4),
            max_size=min(NAME_SIZES[0], spec.stick.width * 0.62),
            min_size=NAME_SIZES[1],
        )
        if problem:
            findings.error(component.where("players", i, "name"), problem, "text.does-not-fit")
    if spec.markers.prestige:
        for i, theme in enumerate(spec.markers.prestige.themes):
            if theme not in THEME_LABELS:
                findings.error(
                    component.where("markers", "prestige", "themes", i),
                    f"prestige marker theme '{theme}' has no symbol; expected one of: {', '.join(THEME_LABELS)}",
                    "bid-cards.unknown-theme",
                )
    for paper in PAPERS.values():
        try:
            layout(items(spec), paper.width, paper.height, mm(5))
        except ValueError as exc:
            findings.error(
                component.where("candy"), f"{exc} on {paper.name} inside the 5 mm printer margin", "bid-cards.too-big"
            )
            return


def _check_look(component, players, i: int, findings) -> None:
    """A set's back tells whose bid it is: its colour and its pattern both differ from every other set's
    (the pattern for players who do not tell the colours apart)."""
    player = players[i]
    for j, other in enumerate(players[:i]):
        if player.pattern == other.pattern:
            findings.error(
                component.where("players", i, "pattern"),
                f"player set '{player.name}' has the pattern "
                f"'{player.pattern}' of set '{other.name}' (set {j + 1}); expected a different pattern on "
                "every set",
                "bid-cards.same-look",
            )
        distance = colour_distance(player.color, other.color)
        if distance < MIN_COLOUR_DISTANCE:
            findings.error(
                component.where("players", i, "color"),
                f"player sets '{player.name}' ({player.color}) "
                f"and '{other.name}' ({other.color}) have colours too alike (distance {distance:.0f}, at "
                f"least {MIN_COLOUR_DISTANCE:.0f} expected)",
                "bid-cards.same-look",
            )


BLEED = HALO  # an export's bleed around each piece (the halo printed beyond the cut outline)


def kind_pieces(component, game) -> list[Piece]:
    """Every lollipop and marker in the file's order (each player's set, then the markers)."""
    return [Piece(i.width, i.height, i.front, i.back, i.label) for row in items(component.spec) for i in row]


KIND = register(
    Kind(
        name="bid-cards",
        category="piece",
        model=BidCards,
        check=check,
        render=Drawn("bid-cards", "render"),
        pieces=kind_pieces,
        description="Art Society bid lollipops per player (number / colour and pattern), prestige "
        "markers and the gavel",
    )
)
