"""factory-boards: Rynek's player factories, the machines that stand in them and the walls.

One component (components/rynek/fabryki.yaml) gives one PDF on card: the factory boards (each
with its machine slots, a raw-material store and a product store), then the machines (square
plates sized to the slots), then the walls (fold-up ridges as long as one line of the board).

```yaml
kind: factory-boards
factories:
  count: 6
  width: 190mm                  # two boards per A4 sheet
  height: 128mm
  slots: 3                      # machine slots per factory
  owners:                       # one per factory, in the colours of the pawns
    - {color: "#1e5bb8", name: NIEBIESKA, mark: A}
machines:
  count: 18
  size: 36mm                    # the slot on the board is this plus `clearance`
  clearance: 3mm
  color: "#56636e"
walls:
  count: 18
  length: 30mm                  # = dimensions.wall in game.yaml (one line of the board)
  height: 8mm                   # each face; the piece is 2 x height, folded along the middle
  color: "#9c4a2f"
bleed: 2mm
guests: [pawns]                 # optional: other components' small pieces on the machines' sheet
```

The store areas use the raw colours and letters of the game's `rynek-cards` component, so the
boards, the cards and the tokens show the same colours. The reminder line on every board is
built from the game's documented facts (machine price, upkeep, capacity, production cost).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from generator.draw.fonts import SANS, SANS_BOLD
from generator.draw.kinds import Drawn, Kind, register
from generator.draw.kinds.guest_pieces import check_guests
from generator.draw.kinds.sheet_fits import check_fits
from generator.draw.text import Fitted, fit, text_problem
from generator.model.base import Model
from generator.model.core import Component, Game
from generator.model.findings import Findings
from generator.model.polish import NBSP
from generator.model.units import Length, PositiveLength, mm, to_mm
from generator.model.vocab import Color, grouped

FALLBACK = {  # raw colours when the game has no rynek-cards component (letter, name, colour, ink, shape)
    "yellow": ("Ż", "żółty", "#f2c12e", "#1d1d1b", "circle"),
    "green": ("Z", "zielony", "#2f8a4c", "#ffffff", "triangle"),
    "red": ("C", "czerwony", "#c7362f", "#ffffff", "square"),
}
PRODUCTS = (("yellow", "green"), ("yellow", "red"), ("green", "red"))
HEADER = mm(11.5)  # the header band (r42 R major 1: 14 mm, its room went to the stores; a framed header keeps its
# badge's numeral at 7.5 pt or more in its frame)
FACTORY_GUTTER = mm(13)  # between two boards on a sheet: both 3 mm bleeds and 3.5 mm (a 3 mm crop mark) for both edges
OWNER_BOX = (0.45, 13.0, 9.0)


class Owner(Model):
    color: Color
    name: str = Field(min_length=1, max_length=24)
    mark: str = Field(min_length=1, max_length=3)


class Factories(Model):
    count: int = Field(ge=1, le=20)
    width: PositiveLength = mm(190)
    height: PositiveLength = mm(128)
    slots: int = Field(ge=1, le=6)
    owners: list[Owner] = Field(min_length=1)
    # the boards' own bleed, the 3 mm a print shop's guillotine expects (kit review r19, R minor 3): the
    # boards lie a gutter apart on sheets of their own, so the part's least bleed (`bleed`, which the
    # machines' sheet needs) does not bind them; fit_bleed still cuts it back where a margin is narrow
    bleed: Length = mm(3)


class Machines(Model):
    count: int = Field(ge=0, le=100)
    size: PositiveLength = mm(36)
    clearance: Length = mm(3)
    color: Color = "#56636e"


class Walls(Model):
    count: int = Field(ge=0, le=100)
    length: PositiveLength
    height: PositiveLength = mm(8)
    color: Color = "#9c4a2f"


class FactoryBoards(Model):
    kind: Literal["factory-boards"]
    title: str = Field(default="Fabryki, maszyny i mury", min_length=1)
    bleed: Length = mm(2)
    factories: Factories
    machines: Machines
    walls: Walls
    guests: list[str] = []  # components whose small pieces print on the machines' sheets (kinds/guest_pieces.py)


def palette_of(game) -> dict[str, tuple[str, str, str, str, str | None]]:
    cards = game.one("rynek-cards") if game is not None else None
    if cards is None:
        return dict(FALLBACK)
    return {
        colour: (raw.letter, raw.name, raw.color, raw.ink, raw.symbol)
        for colour in FALLBACK
        for raw in [cards.spec.colours.of(colour)]
    }


REMINDER_FACTS = ("machine-price", "machine-upkeep", "products-per-machine", "production-cost")
REMINDER_BOX = (7.5, 6.0)  # the reminder at a board's foot, under the stores: max and min size
REMINDER_LINES = 2
REMINDER_SIDE = mm(6)
REMINDER_BASE = mm(5)  # the reminder's last baseline above the board's bottom edge
REMINDER_LEADING = 1.15


def reminder_fit(reminder: str, width: float) -> Fitted | None:
    """The reminder under the stores, `width` (`stores_width`) wide: the machines stand beside it."""
    high, low = REMINDER_BOX
    return fit(reminder, SANS, width, max_size=high, min_size=low, max_lines=REMINDER_LINES)


def _check_reminder(component: Component[FactoryBoards], game: Game, findings: Findings) -> None:
    """The reminder line prints the game's machine figures (house rules applied): when the documented
    figures would fit, a too long line is reported at the first house rule that changes one."""
    width = stores_width(component.spec)
    reminder = reminder_of(game)
    if reminder_fit(reminder, width) is not None:
        return
    where = component.where("factories", "width")
    if reminder_fit(reminder_of(None), width) is not None:
        changed = [i for i, house in enumerate(game.spec.house_rules) if house.fact in REMINDER_FACTS]
        where = game.doc.where(("house_rules", changed[0], "value")) if changed else where
    high, low = REMINDER_BOX
    problem = text_problem(reminder, SANS, width, max_size=high, min_size=low, max_lines=REMINDER_LINES)
    findings.error(where, f"the reminder at the board's foot: {problem.replace(NBSP, ' ')}", "text.does-not-fit")


def reminder_of(game) -> str:
    """The line at every board's foot; `game` None: the documented figures."""
    facts = getattr(game, "facts", {}) or {}
    price = facts.get("machine-price", 2600)
    upkeep = facts.get("machine-upkeep", 500)
    capacity = facts.get("products-per-machine", 10)
    cost = facts.get("production-cost", 250)
    return (
        f"Maszyna kosztuje {_amount(price)}, wytwarza do {capacity} produktów naraz, a jej utrzymanie to "
        f"{_amount(upkeep)} na początku każdego ruchu właściciela. Produkcja: {_amount(cost)} za sztukę."
    )


def _amount(value: int) -> str:
    return grouped(value)


def slot_size(spec: FactoryBoards) -> float:
    return spec.machines.size + spec.machines.clearance


# A board (kit review r42, R major 1: the six store boxes were 27 x 50 mm and held 3 tokens flat each, a tenth
# of a factory's stock, under a row of slots and a production panel): the header band, under it the machine
# slots in one column at the right, down to the board's foot; left of them the two stores side by side, three
# rows of boxes (one row a raw colour and a product), under them the reminder. A product box has a numbered
# spot for each of PRODUCT_SPOTS products (they lie one by one: the rules stack none), a raw box a spot for each
# of PILE_SPOTS piles of PILE tokens; spots SPOT_PITCH apart, a token (15.2 mm) fits each, touching its neighbours.
BOARD_SIDE = mm(6)  # the stores from the board's left edge (as the header's words and the reminder)
SLOTS_SIDE = mm(5)  # the slots' column from the board's right edge
SLOTS_GAP = mm(1.25)  # between two slots, and between the header band and the first
SLOTS_APART = mm(3)  # between the stores and the slots' column
STORE_TITLE = mm(4.5)  # a store's title line above its boxes
STORES_APART = mm(3)  # between the raw-material store and the product store
BOX_GAP = mm(1.5)  # between the rows of boxes
STORE_BOXES = 3  # a store's boxes: three raw colours, three products
SPOT_PITCH = mm(15)  # the spots' centres apart
SPOT = mm(13)  # a spot's printed circle
SPOT_PAD = mm(0.75)  # the spot grid from a box's edge, at the least
LABEL = {"raw": mm(10), "product": mm(14)}  # a box's label column: the raw chip, the two chips of a product
PRODUCT_SPOTS = (5, 2)  # columns x rows of numbered spots in a product box: ten products of a kind
PILE_SPOTS = (2, 2)  # columns x rows of pile spots in a raw box: four piles
PILE = 10  # tokens in a pile of raw materials („stosy po 10”)
STORE_FOOT = (
    REMINDER_BASE + (REMINDER_LINES - 1) * REMINDER_LEADING * REMINDER_BOX[0] + 0.75 * REMINDER_BOX[0] + mm(1.5)
)


def _box_width(kind: str) -> float:
    cols = (PRODUCT_SPOTS if kind == "product" else PILE_SPOTS)[0]
    return LABEL[kind] + cols * SPOT_PITCH + 2 * SPOT_PAD


def slot_places(spec: FactoryBoards) -> list[tuple[float, float]]:
    """The slots' bottom-left corners, top to bottom, in points from the board's bottom-left corner."""
    slot = slot_size(spec)
    x = spec.factories.width - SLOTS_SIDE - slot
    top = spec.factories.height - HEADER - SLOTS_GAP
    return [(x, top - (i + 1) * slot - i * SLOTS_GAP) for i in range(spec.factories.slots)]


def stores_right(spec: FactoryBoards) -> float:
    """The stores' right edge (the slots' column beyond it)."""
    return spec.factories.width - SLOTS_SIDE - slot_size(spec) - SLOTS_APART


def stores_width(spec: FactoryBoards) -> float:
    """The stores' column, and the reminder's under them."""
    return stores_right(spec) - BOARD_SIDE


def store_boxes(spec: FactoryBoards) -> list[list[tuple[float, float, float, float]]]:
    """The boxes of the raw-material store, then of the product store: (x, y, width, height) each, in
    points from the board's bottom-left corner; the raw boxes take what the product boxes leave."""
    top = spec.factories.height - HEADER - SLOTS_GAP - STORE_TITLE
    h = (top - STORE_FOOT - BOX_GAP * (STORE_BOXES - 1)) / STORE_BOXES
    product = _box_width("product")
    raw = stores_width(spec) - STORES_APART - product
    rows = [top - (i + 1) * h - i * BOX_GAP for i in range(STORE_BOXES)]
    return [
        [(BOARD_SIDE, y, raw, h) for y in rows],
        [(stores_right(spec) - product, y, product, h) for y in rows],
    ]


def spots(box: tuple[float, float, float, float], kind: str) -> list[tuple[float, float]]:
    """The spots' centres in a store box, row by row from the top, left to right (a product box's numbering
    order), right of the box's label column, the grid centred in the room left."""
    x, y, w, h = box
    cols, rows = PRODUCT_SPOTS if kind == "product" else PILE_SPOTS
    left = x + LABEL[kind] + (w - LABEL[kind] - cols * SPOT_PITCH) / 2
    bottom = y + (h - rows * SPOT_PITCH) / 2
    return [
        (left + (i + 0.5) * SPOT_PITCH, bottom + (rows - 1 - j + 0.5) * SPOT_PITCH)
        for j in range(rows)
        for i in range(cols)
    ]


def layout_problem(spec: FactoryBoards) -> str | None:
    """Why the board's slots and stores do not fit it, or None."""
    f = spec.factories
    slot = slot_size(spec)
    lowest = slot_places(spec)[-1][1]
    raw, products = store_boxes(spec)
    room = raw[0][2] - _box_width("raw")
    tall = min(PRODUCT_SPOTS[1], PILE_SPOTS[1]) * SPOT_PITCH + 2 * SPOT_PAD
    if lowest < mm(5) - 0.01 or room < -0.01 or raw[0][3] < tall - 0.01:
        need_h = HEADER + f.slots * (slot + SLOTS_GAP) + mm(5)
        need_w = f.width - room if room < 0 else f.width
        return (
            f"{f.slots} machine slots of {to_mm(slot):.1f} mm in a column and the stores (rows of "
            f"{to_mm(tall):.0f} mm) need a board of at least {to_mm(need_w):.0f} x {to_mm(max(need_h, f.height)):.0f} "
            f"mm; the board is {to_mm(f.width):.0f} x {to_mm(f.height):.0f} mm"
        )
    return None


def check(component: Component[FactoryBoards], game: Game, findings: Findings) -> None:
    spec: FactoryBoards = component.spec
    check_guests(component, game, findings)
    _check_reminder(component, game, findings)
    f = spec.factories
    check_fits(
        component.where("factories", "width"),
        "a factory board",
        f.width,
        f.height,
        f.bleed,
        0.0,
        findings,
        "factory-boards.too-big",
    )
    check_fits(
        component.where("machines", "size"),
        "a machine",
        spec.machines.size,
        spec.machines.size,
        spec.bleed,
        0.0,
        findings,
        "factory-boards.too-big",
    )
    check_fits(
        component.where("walls", "length"),
        "a wall",
        spec.walls.length,
        2 * spec.walls.height,
        spec.bleed,
        0.0,
        findings,
        "factory-boards.too-big",
    )
    problem = layout_problem(spec)
    if problem:
        findings.error(component.where("machines", "size"), problem, "factory-boards.slots-do-not-fit")
    if len(f.owners) != f.count:
        findings.error(
            component.where("factories", "owners"),
            f"{len(f.owners)} owners for {f.count} factories; expected one owner (colour, name, mark) per factory",
            "factory-boards.owners",
        )
    seen_colours: dict[str, int] = {}
    seen_marks: dict[str, int] = {}
    for i, owner in enumerate(f.owners):
        if owner.color.lower() in seen_colours:
            findings.error(
                component.where("factories", "owners", i, "color"),
                f"factories {seen_colours[owner.color.lower()] + 1} "
                f"and {i + 1} share the colour {owner.color}; expected one colour per factory",
                "factory-boards.owners",
            )
        seen_colours.setdefault(owner.color.lower(), i)
        if owner.mark in seen_marks:
            findings.error(
                component.where("factories", "owners", i, "mark"),
                f"factories {seen_marks[owner.mark] + 1} "
                f"and {i + 1} share the mark '{owner.mark}'; expected one mark per factory",
                "factory-boards.owners",
            )
        seen_marks.setdefault(owner.mark, i)
        problem = text_problem(
            owner.name, SANS_BOLD, f.width * OWNER_BOX[0], max_size=OWNER_BOX[1], min_size=OWNER_BOX[2]
        )
        if problem:
            findings.error(component.where("factories", "owners", i, "name"), problem, "text.does-not-fit")


KIND = register(
    Kind(
        name="factory-boards",
        category="piece",
        model=FactoryBoards,
        check=check,
        render=Drawn("factory-boards", "render"),
        pieces=Drawn("factory-boards", "kind_pieces"),
        folds=Drawn("factory-boards", "fold_plans"),
        description="Rynek's factory boards with machine slots and stores, machines and fold-up walls",
    )
)
