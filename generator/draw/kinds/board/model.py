"""board: one board model for every game: grids, graphs, loop tracks, inner paths, value tracks.

A board is a sheet of `size` on which elements are placed. Positions are written in millimetres
(any length unit works) from the board's TOP-LEFT corner, x to the right and y downwards, as in a
drawing program. Every field belongs to a field type (`field_types`), which says how it looks; the
game's checks (generator/games/<game>/board_checks.py) give meaning to the type ids they know.

Output: `<name>.pdf` (the board at true size on one page, plus a margin with trim marks; TrimBox =
board, BleedBox = board + bleed, for print shops; only for a board the home sheets print in pieces,
plan.shop_whole) and `<name>-a4.pdf` (`-letter` with --paper
letter): an assembly map with the 50 mm calibration square, then the board tiled over the fewest
sheets (see layout/tiling.py). Tiles carry no bleed: at home the board's colour edge is the line to
trim along.

    kind: board
    title: Plansza                     # printed on the assembly map and in the PDF title
    size: {width: 384mm, height: 470mm}
    copies: 1                          # boards a full table needs: a number, or per-player (one each)
    background: "#f3ead7"              # board colour (default), printed 3 mm beyond the trim (bleed)
    frame: {color: "#3b2a20", width: 1.2mm, inset: 5mm}   # optional border line inside the edge
                                       # (outer: false – its thin inner line alone)
    sheet_margin: 6mm                  # optional: the tiles' ink keeps this far from the paper edge
                                       # (when more than the build's --margin)
    field_types:                       # id → look; ids are [A-Za-z0-9-], e.g. start, exhibit, I, II
      exhibit:
        name: Miejsce eksponatu        # legend name
        note: Tu arbiter kładzie …     # legend explanation (never printed on the fields)
        fill: "#fbf6ea"                # field colour
        stroke: "#6b2d2a"              # outline and symbol colour
        ink: "#2b2623"                 # text colour (default: dark or white, whichever has more contrast)
        shape: square                  # square | rounded | circle
        symbol: ring                   # none ring disc star question cross arrow warning parking
                                       # coin gear tokens factory coins door
        text: "B"                      # big glyph(s) in the field (a letter, a numeral, "?")
        caption: BANK                  # small capitals in the field
        band: "#c8322f"                # colour stripe on the field's inner edge (optional)
        marker_room: 0.5               # share of the height kept free at the bottom for a marker
                                       # standing on the field: its number reads above (optional)

    grids:                             # square cells, written as a text map (Kolekcjonerzy, Art Society)
      - id: main
        at: [12mm, 62mm]               # top-left corner of the first cell
        cell: field                    # a name from game.yaml `dimensions`, or a length (30mm)
        label: Kolekcja                # caption above the grid (optional)
        coordinates: true              # column letters / row numbers around the grid
        fill: "#fffaf0"                # colour of unmarked cells
        plain: plain                   # or: a field type whose look unmarked cells take (legend entry)
        key: {o: exhibit, B: bank, s: start}   # map letters → field types
        rows:                          # one string per row, tokens separated by spaces:
          - "s1 .  o  .  B"            #   .  unmarked field   -  no field (a hole)
          - ".  o  .  s2 ."            #   a letter from `key`, optionally followed by a number
        areas:                         # marked rectangles of cells, e.g. Art Society's direct view
          - {type: direct-view, cells: "B2:E4", label: widok bezpośredni, color: "#c8324e",
             ticks: {width: 0.8mm, gap: 1mm, below: 4.5mm, right: 4mm}}   # optional: bars outside the grid at
                                       # its columns and rows, for when pieces cover the outline

    graphs:                            # fields joined by lines (Rynek)
      - id: city
        at: [20mm, 60mm]               # where node coordinate (0, 0) lies
        spacing: 50mm                  # one node coordinate unit
        size: 24mm                     # field diameter (or side, for square types)
        line: "#3b2f2a"                # colour and width of the lines (optional)
        line_width: 1.6mm
        nodes:
          - {id: a1, at: [0, 0], type: I}          # at: [column, row] in `spacing` units
        links: ["a1 a2 a3 a1", "a3 b3"]            # chains: each neighbour pair is one line

    loops:                             # a closed track around a rectangle (Przekręt)
      - id: outer
        box: {x: 0mm, y: 0mm, width: 380mm, height: 380mm}
        depth: 50mm                    # side fields are depth deep; corners are depth × depth
        start: bottom-right            # corner of the first field
        direction: clockwise
        sides: [7, 7, 7, 7]            # fields between corners, in play order (default: equal)
        arrow: "#1e2c45"               # optional: an arrow inside the loop beside the start corner, the way of play
        fields:                        # in play order; corners at 0, 1 + sides[0], …
          - {id: start, type: start, label: START, note: "Pobierz premię"}
          - {type: property, property: p01}        # a property id from the game's property-cards
          - {id: gate-a, type: condition, note: "Masz co najmniej 2 posesje? …"}

    paths:                             # an inner track: an open ring of smaller fields
      - id: uklady
        at: [70mm, 160mm]              # top-left corner of the ring
        cols: 3
        rows: 4
        cell: 26mm
        start: top-left                # corner of the first field
        direction: clockwise           # or counterclockwise; fewer fields than the ring holds leave
                                       # a gap between the last field and the first
        entry: gate-a                  # outer field whose arrow leads onto the first field
        exit: f15                      # outer field the arrow from the last field points at
        entry_via: [[60mm, 200mm]]     # optional bends of the arrows, board coordinates
        exit_via: []
        label: al. Układów             # caption in the middle of the ring
        fields: [ {type: inner-first, label: WEJŚCIE}, {type: property, property: p19}, … ]

    tracks:                            # a row of value cells (Art Society's prestige tracks)
      - id: pejzaz
        at: [20mm, 40mm]
        cell: 14mm
        direction: right               # right | left | up | down
        type: prestige                 # field type of every cell (optional)
        color: "#2d6a4f"               # colour of the track's label tab and outline
        symbol: theme-pejzaz           # icon beside the first cell (a board symbol or theme-<theme>):
                                       # tracks told apart by more than colour
        label: Pejzaż
        values: [0, 1, 2, 3, 5, 8]

    texts:
      - {text: PRZEKRĘT, at: [190mm, 120mm], size: 40pt, font: serif-bold, align: center,
         color: "#2b2623", width: 200mm, rotate: 0}     # width: wrap; rotate: 0 90 180 270
    tables:
      - at: [70mm, 250mm]
        width: 120mm
        title: Ceny ulepszeń
        columns: [Ulica, Pokój, Apartament]
        rows: [[…, …, …]]              # or source: property-upgrades (rows from property-cards)
        note: …                        # small text under the table
    legends:
      - at: [20mm, 420mm]
        width: 340mm
        title: Pola planszy
        types: [start, exhibit, bank]  # explained with the type's name and note
        columns: 3
    icons:                             # a symbol outside the fields, e.g. beside a legend line of its own
      - {symbol: wall, at: [222mm, 338mm], size: 11mm, color: "#9c4a2f", paper: "#efe6d0"}

    owners:                            # a board of each player's own (Art Society's collection board):
      at: [36mm, 9.5mm]                # the file holds one copy per entry, each with its owner's band
      width: 148mm                     # in the owner's colour: the pattern on a disc at each end
      height: 12mm                     # (spiral, stripes, dots or rings) and the name between them
      frame: true                      # optional: the board's frame in the owner's colour too
      entries:                         # as many as `copies` (per-player: the largest table)
        - {name: Wiśnia, color: "#c8283c", pattern: spiral}

Texts may name a documented fact of the game in braces: "{bank-refill}" prints the fact's value,
"{start-bonus|zł}" prints it as money (12 000 zł); an unknown fact is a finding.

Names are written once: a property field prints the street, number and value of its property from
the game's `property-cards` component; a grid's `cell: field` takes its size from game.yaml.
"""

from __future__ import annotations

import re
from typing import Annotated, Literal

from pydantic import Field, field_validator, model_validator

from generator.model.base import Model
from generator.model.units import Length, PositiveLength, mm
from generator.model.vocab import Color, DiscPattern

TypeId = Annotated[str, Field(pattern=r"^[A-Za-z0-9][A-Za-z0-9-]*$")]
Ident = Annotated[str, Field(pattern=r"^[A-Za-z0-9][A-Za-z0-9_-]*$")]
Point = Annotated[list[Length], Field(min_length=2, max_length=2)]
Pair = Annotated[list[float], Field(min_length=2, max_length=2)]
Corner = Literal["bottom-right", "bottom-left", "top-left", "top-right"]
Direction = Literal["clockwise", "counterclockwise"]

SYMBOLS = (
    "none",
    "ring",
    "disc",
    "star",
    "question",
    "cross",
    "arrow",
    "warning",
    "parking",
    "coin",
    "gear",
    "tokens",
    "factory",
    "coins",
    "door",
)
THEME_SYMBOLS = ("theme-zycie-miejskie", "theme-portret", "theme-martwa-natura", "theme-pejzaz")  # tracks
FONTS = ("sans", "sans-bold", "sans-semibold", "sans-italic", "serif", "serif-bold", "serif-italic")
TOKEN = re.compile(r"^(?P<key>[^\s\d.\-][^\s\d]*?)(?P<number>\d+)?$")
CELL = re.compile(r"^(?P<col>[A-Z]{1,2})(?P<row>\d{1,3})$")


class Size(Model):
    width: PositiveLength
    height: PositiveLength


class Box(Model):
    x: Length
    y: Length
    width: PositiveLength
    height: PositiveLength


class Frame(Model):
    color: Color = "#2b2623"
    width: PositiveLength = mm(1)
    inset: Length = mm(5)
    # the outer (`width` wide) line at `inset`; False: the thin inner line alone, where a line `inset` from the
    # cut would show a hand cut's skew as a tapering margin (r42 AS minor 6: 3.1 mm inside a 275 mm cut)
    outer: bool = True


class FieldType(Model):
    name: str = Field(min_length=1)
    note: str = ""
    fill: Color = "#ffffff"
    stroke: Color = "#2b2623"
    ink: Color | None = None
    shape: Literal["square", "rounded", "circle"] = "square"
    symbol: Literal[SYMBOLS] = "none"  # type: ignore[valid-type]
    text: str = ""
    caption: str = ""
    band: Color | None = None
    # share of the field's height at its bottom kept free of print: a marker standing there leaves
    # the field's number readable above it (a track's value under its marker)
    marker_room: float = Field(default=0.0, ge=0.0, le=0.6)
    # a pawns (standees) component: a field of this type numbered n carries a chip in the colour and
    # pattern of the pawn marked n (a start field shows whose it is without reading a form)
    pawn_chips: Ident | None = None


class BoardField(Model):
    """One field of a loop, a path or a graph node: its type plus what is printed on it."""

    id: Ident | None = None
    type: TypeId
    label: str = ""  # main text (replaces the type's caption)
    note: str = ""  # small text, e.g. a condition or an instruction
    number: int | None = None
    value: str = ""  # bottom line, e.g. a price
    property: Ident | None = None
    # what the field does, for the game's rules engine and checks (e.g. {pay_bank: 1000}); not printed
    effect: dict[str, int | str] | None = None


class AreaTicks(Model):
    """Bars outside the grid that show an area's columns (below the grid) and rows (on its right) once pieces cover
    its outline (Art Society's direct view, r23 F1), in the area's colour: bold enough to find across a table (r44 AS
    kit minor 4: glyph ticks 0.3 mm wide read as hairlines)."""

    width: PositiveLength = mm(0.8)
    gap: Length = mm(1)  # paper between the grid's outline (its ink) and a bar's near end
    below: Length = mm(0)  # the bars' length under the grid, one a column (0: none)
    right: Length = mm(0)  # ... on its right, one a row


class Area(Model):
    type: TypeId
    cells: str  # "B2:E4": a rectangle of cells, inclusive
    label: str = ""
    color: Color = "#c8324e"
    ticks: AreaTicks | None = None

    @field_validator("cells")
    @classmethod
    def _range(cls, value: str) -> str:
        parts = value.split(":")
        if len(parts) not in (1, 2) or not all(CELL.match(p) for p in parts):
            raise ValueError(f"expected a cell or a range of cells like B2:E4, received '{value}'")
        return value


class Grid(Model):
    id: Ident | None = None
    at: Point
    cell: str = Field(min_length=1)
    label: str = ""
    coordinates: bool = False
    fill: Color = "#fffaf0"
    plain: TypeId | None = None  # field type whose look the unmarked cells take (they stay unmarked)
    line: Color = "#6d5f52"
    key: dict[str, TypeId] = {}
    rows: list[str] = Field(min_length=1)
    areas: list[Area] = []

    @field_validator("key")
    @classmethod
    def _keys(cls, value: dict[str, str]) -> dict[str, str]:
        for letter in value:
            if not TOKEN.match(letter) or any(ch.isdigit() for ch in letter):
                raise ValueError(f"map keys are letters or signs without digits, '.' or '-'; received '{letter}'")
        return value


class GraphNode(BoardField):
    at: Pair


class Graph(Model):
    id: Ident | None = None
    at: Point
    spacing: Length
    size: str = Field(min_length=1)
    line: Color = "#3b2f2a"
    line_width: Length = mm(1.6)
    nodes: list[GraphNode] = Field(min_length=1)
    links: list[str] = []

    @model_validator(mode="after")
    def _node_ids(self) -> Graph:
        missing = [i for i, n in enumerate(self.nodes) if n.id is None]
        if missing:
            raise ValueError(f"every graph node needs an id; node {missing[0] + 1} has none")
        return self


class Loop(Model):
    id: Ident | None = None
    box: Box
    depth: PositiveLength
    start: Corner = "bottom-right"
    direction: Direction = "clockwise"
    sides: Annotated[list[Annotated[int, Field(ge=0, le=40)]], Field(min_length=4, max_length=4)] | None = None
    line: Color = "#2b2623"
    arrow: Color | None = None  # the way of play: an arrow inside the loop beside the start corner
    fields: list[BoardField] = Field(min_length=4)


class Path(Model):
    id: Ident
    at: Point
    cols: int = Field(ge=2, le=20)
    rows: int = Field(ge=2, le=20)
    cell: str = Field(min_length=1)
    start: Literal["top-left", "top-right", "bottom-right", "bottom-left"] = "top-left"
    direction: Direction = "clockwise"
    entry: Ident
    exit: Ident
    entry_via: list[Point] = []
    exit_via: list[Point] = []
    entry_color: Color = "#e9b824"
    exit_color: Color = "#5fb3d9"
    label: str = ""
    note: str = ""
    fields: list[BoardField] = Field(min_length=1)


class Track(Model):
    id: Ident | None = None
    at: Point
    cell: str = Field(min_length=1)
    direction: Literal["right", "left", "up", "down"] = "right"
    type: TypeId | None = None
    color: Color = "#2b2623"
    label: str = ""
    symbol: Literal[SYMBOLS + THEME_SYMBOLS] = "none"  # type: ignore[valid-type]  # beside the first cell
    values: list[int | str] = Field(min_length=1)
    continues: Ident | None = None  # the track whose last cell leads into this one's first: a turn arrow joins them


class Text(Model):
    text: str = Field(min_length=1)
    at: Point
    size: PositiveLength = 12.0
    font: Literal[FONTS] = "sans"  # type: ignore[valid-type]
    color: Color = "#2b2623"
    align: Literal["left", "center", "right"] = "left"
    width: PositiveLength | None = None
    rotate: Literal[0, 90, 180, 270] = 0
    leading: float = Field(default=1.2, ge=0.8, le=3)


class Table(Model):
    at: Point
    width: PositiveLength
    title: str = ""
    columns: list[str] = Field(min_length=1)
    rows: list[list[str]] = []
    source: Literal["property-upgrades"] | None = None
    widths: list[float] | None = None  # relative column widths
    note: str = ""
    color: Color = "#2b2623"
    fill: Color = "#fffaf0"
    size: PositiveLength = 9.0
    # a row's height in units of the type size: tighter rows keep a table off a seam (kit review r27,
    # Przekręt minor 3: its price table ended 2 mm above the A1/A2 seam)
    row_leading: float = Field(default=1.9, ge=1.5, le=3)


class Icon(Model):
    """A symbol on the board outside any field, e.g. beside a line of the legend band that names no field
    type (Rynek's wall: kit review r32, R minor 9, the one legend entry without its picture)."""

    symbol: str = Field(min_length=1)  # a board symbol by name (symbols.py, or the game's own)
    at: Point  # top-left corner of its square
    size: PositiveLength = mm(11)  # the square's side: a legend's sample
    color: Color = "#2b2623"
    paper: Color = "#ffffff"  # what shows through the symbol (mortar, windows)


class Legend(Model):
    at: Point
    width: PositiveLength
    title: str = ""
    types: list[TypeId] = Field(min_length=1)
    columns: int = Field(default=1, ge=1, le=6)
    size: PositiveLength = 9.0  # the notes' size; LEGEND_READ at least (checks.py)
    color: Color = "#2b2623"


class Owner(Model):
    """Whose copy of the board this is: printed in the owner band (board/owners.py)."""

    name: str = Field(min_length=1, max_length=24)
    color: Color
    pattern: DiscPattern | None = None  # drawn on the band's two discs, for players who do not tell colours apart


class Owners(Model):
    """A board printed once for each entry (`copies` of them), each copy with its owner's band: a
    strip in the owner's colour, the owner's pattern on a disc at each end, the name between."""

    at: Point  # top-left corner of the band
    width: PositiveLength
    height: PositiveLength
    frame: bool = False  # the board's frame in the owner's colour as well
    entries: list[Owner] = Field(min_length=1, max_length=20)


class Board(Model):
    kind: Literal["board"]
    title: str = Field(min_length=1)
    size: Size
    # boards a full table needs: a number, or per-player (one for each player at the largest table)
    copies: Annotated[int, Field(ge=1, le=20)] | Literal["per-player"] = 1
    background: Color = "#f3ead7"
    bleed: Length = mm(3)
    frame: Frame | None = None
    field_types: dict[TypeId, FieldType] = {}
    grids: list[Grid] = []
    graphs: list[Graph] = []
    loops: list[Loop] = []
    paths: list[Path] = []
    tracks: list[Track] = []
    texts: list[Text] = []
    tables: list[Table] = []
    legends: list[Legend] = []
    icons: list[Icon] = []
    # a board whose copies differ: one entry per copy, each printing its owner's band (board/owners.py)
    owners: Owners | None = None
    # other components' small pieces printed below the board on its lower sheets (board/guests.py)
    guests: list[str] = Field(default_factory=list, max_length=1)
    # the least distance of the tiles' ink from the paper's edge, when more than the build's printer
    # margin (--margin): a board whose tiling keeps its sheet count further in stays clear of printers
    # that clip more (docs/print-edge.md)
    sheet_margin: Length | None = None
