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
HEADER = mm(14)
FACTORY_GUTTER = mm(13)  # between two boards on a sheet: both 3 mm bleeds and 3.5 mm (a 3 mm crop mark) for both edges
OWNER_BOX = (0.45, 16.0, 9.0)


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
REMINDER_BOX = (7.5, 6.0)  # the reminder line at a board's foot: max and min size, one line
REMINDER_SIDE = mm(6)


def reminder_fit(reminder: str, board_width: float) -> Fitted | None:
    high, low = REMINDER_BOX
    return fit(reminder, SANS, board_width - 2 * REMINDER_SIDE, max_size=high, min_size=low)


def _check_reminder(component: Component[FactoryBoards], game: Game, findings: Findings) -> None:
    """The reminder line prints the game's machine figures (house rules applied): when the documented
    figures would fit, a too long line is reported at the first house rule that changes one."""
    width = component.spec.factories.width
    reminder = reminder_of(game)
    if reminder_fit(reminder, width) is not None:
        return
    where = component.where("factories", "width")
    if reminder_fit(reminder_of(None), width) is not None:
        changed = [i for i, house in enumerate(game.spec.house_rules) if house.fact in REMINDER_FACTS]
        where = game.doc.where(("house_rules", changed[0], "value")) if changed else where
    high, low = REMINDER_BOX
    problem = text_problem(reminder, SANS, width - 2 * REMINDER_SIDE, max_size=high, min_size=low)
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


# A board's rows, top to bottom: the header band, the machine slots under their title (the production
# panel beside them), the two stores side by side, the reminder line at the foot. The stores are
# rows of open boxes under a title, no frame round them (r15, R minor 9: framed, a box was
# 25 x 37.6 mm and held two 16 mm tokens flat; unframed, on the same board, 27.7 x 49.5 mm holds three)
BOARD_SIDE = mm(6)  # the slots and the stores from the board's left and right edges (as the header and the reminder)
BELOW_HEADER = mm(3)  # the slots' title under the header band
SLOTS_TITLE = mm(5.5)
STORES_BELOW_SLOTS = mm(3)
STORE_TITLE = mm(5)  # a store's title line above its boxes
STORES_APART = mm(4)  # between the raw-material store and the product store
BOX_GAP = mm(2)  # between the boxes of a store
STORE_FOOT = mm(9)  # the boxes' bottom: clear above the reminder's capitals (7.5 pt at 5 mm)
STORE_BOXES = 3  # a store's boxes: three raw colours, three products
STORE_MIN = mm(30)  # the least height of a store's boxes (the check asks the board for it)


def slots_top(spec: FactoryBoards) -> float:
    """The slots' title line's top, from the board's bottom edge."""
    return spec.factories.height - HEADER - BELOW_HEADER


def slots_bottom(spec: FactoryBoards) -> float:
    return slots_top(spec) - SLOTS_TITLE - slot_size(spec)


def store_boxes(spec: FactoryBoards) -> list[list[tuple[float, float, float, float]]]:
    """The boxes of the raw-material store, then of the product store: (x, y, width, height) each, in
    points from the board's bottom-left corner."""
    half = (spec.factories.width - 2 * BOARD_SIDE - STORES_APART) / 2
    width = (half - BOX_GAP * (STORE_BOXES - 1)) / STORE_BOXES
    top = slots_bottom(spec) - STORES_BELOW_SLOTS - STORE_TITLE
    return [
        [
            (BOARD_SIDE + k * (half + STORES_APART) + i * (width + BOX_GAP), STORE_FOOT, width, top - STORE_FOOT)
            for i in range(STORE_BOXES)
        ]
        for k in range(2)
    ]


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
    slot = slot_size(spec)
    need_w = 2 * BOARD_SIDE + f.slots * slot + (f.slots - 1) * mm(4)
    # a store's boxes at least STORE_MIN high
    need_h = HEADER + BELOW_HEADER + SLOTS_TITLE + slot + STORES_BELOW_SLOTS + STORE_TITLE + STORE_MIN + STORE_FOOT
    if need_w > f.width + 0.01 or need_h > f.height + 0.01:
        findings.error(
            component.where("machines", "size"),
            f"{f.slots} machine slots of {to_mm(slot):.0f} mm and "
            f"the stores need a board of at least {to_mm(need_w):.0f} x {to_mm(need_h):.0f} mm; the board "
            f"is {to_mm(f.width):.0f} x {to_mm(f.height):.0f} mm",
            "factory-boards.slots-do-not-fit",
        )
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
