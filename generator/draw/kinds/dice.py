"""dice: fold-up six-sided dice for any game – a cross-shaped net with pips, fold lines and glue
tabs, printed on one side of card. A small piece: a host's sheets usually carry it (guests).

The net, faces of `face` mm: 2 above 1, then 3 1 4 6 in a row, 5 below 1, so opposite faces add up
to 7 as on a real die. Seven glue tabs (on 3, 4 and 6) close it: fold every dashed line away from
the print, glue each tab under the edge it meets.

```yaml
kind: dice
title: Kostka                   # heading of the guide page and of the sheets (Polish)
count: 1                        # how many dice
face: 16mm                      # side of a face (12 to 25 mm)
color: "#fbf6ea"                # faces
pips: "#1d1d1b"                 # pips and the cut outline
```
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from generator.draw.kinds import Drawn, Kind, register
from generator.model.base import Model
from generator.model.core import Component, Game
from generator.model.findings import Findings
from generator.model.units import PositiveLength, mm, to_mm
from generator.model.vocab import Color

TAB = 0.32  # a glue tab's depth, as a share of the face
FACE_MIN, FACE_MAX = mm(12), mm(25)  # smaller folds badly, larger rolls badly


class Dice(Model):
    kind: Literal["dice"]
    title: str = Field(default="Kostka", min_length=1)
    count: int = Field(default=1, ge=1, le=12)
    face: PositiveLength = mm(16)
    color: Color = "#fbf6ea"
    pips: Color = "#1d1d1b"
    stock: Literal["card"] = "card"


def net_size(face: float) -> tuple[float, float]:
    """The net's box: four faces and a tab wide, three faces tall."""
    return 4 * face + TAB * face, 3 * face


# (column, row) of each face in the net, row 0 at the top; a face's opposite is 7 minus it
NET = {2: (1, 0), 3: (0, 1), 1: (1, 1), 4: (2, 1), 6: (3, 1), 5: (1, 2)}
# the glue tabs: (face, side) – each closes the edge it lies on against the face that meets it
TABS = (
    (3, "top"),  # under 2's left edge
    (4, "top"),  # under 2's right edge
    (6, "top"),  # under 2's top edge
    (3, "bottom"),  # under 5's left edge
    (4, "bottom"),  # under 5's right edge
    (6, "bottom"),  # under 5's bottom edge
    (6, "right"),  # under 3's left edge
)


def check(component: Component, game: Game, findings: Findings) -> None:
    spec: Dice = component.spec
    if not FACE_MIN <= spec.face <= FACE_MAX:
        findings.error(
            component.where("face"),
            f"a die face of {to_mm(spec.face):g} mm; expected {to_mm(FACE_MIN):g} to {to_mm(FACE_MAX):g} mm "
            "(smaller folds badly, larger rolls badly)",
            "dice.face",
        )


KIND = register(
    Kind(
        name="dice",
        category="piece",
        model=Dice,
        check=check,
        render=Drawn("dice", "render"),
        pieces=Drawn("dice", "kind_pieces"),
        folds=Drawn("dice", "fold_plans"),
        description="fold-up six-sided dice: a cross-shaped net with pips, fold lines and glue tabs",
    )
)
