"""Board geometry of the loops: the fields around the board's edge, side by side, corner to corner.

`lay_out_loop` places a loop's fields on the four sides of its box (`loop_sides`: how many on each
side between the corners), each field turned to face the inside of the board. Board coordinates
as in geometry.py (points, y down); problems carry the key path of the YAML value.
"""

from __future__ import annotations

import math

from generator.draw.kinds.board.model import Board
from generator.draw.kinds.board.placed import (
    Arrow,
    Layout,
    Placed,
    Problem,
)
from generator.model.units import mm, to_mm

# --------------------------------------------------------------------------- loops

CORNERS_CW = ("top-left", "top-right", "bottom-right", "bottom-left")


def _corner_point(box, corner: str) -> tuple[float, float]:
    x = box.x if "left" in corner else box.x + box.width
    y = box.y if "top" in corner else box.y + box.height
    return x, y


def _angle_of(nx: float, ny: float) -> float:
    """Rotation (PDF convention) that turns a field's local 'up' to the inward direction (nx, ny) (y down)."""
    return round(math.degrees(math.atan2(-nx, -ny)), 6) + 0.0


DIRECTION_ARROW = (mm(6), mm(7), mm(30))  # from the start field: along its side, inwards; the arrow's length


def direction_arrow(loop, li: int, start: str, towards: str) -> Arrow:
    """The arrow that shows the way of play: inside the loop, DIRECTION_ARROW[1] in from the start
    side's fields, beginning DIRECTION_ARROW[0] past the start corner's field and pointing along
    that side the way the pawns go (r14: the direction was only a sentence in the board's middle)."""
    box, d = loop.box, loop.depth
    ax, ay = _corner_point(box, start)
    bx, by = _corner_point(box, towards)
    length = math.hypot(bx - ax, by - ay)
    ux, uy = (bx - ax) / length, (by - ay) / length
    nx, ny = (0.0, 1.0 if "top" in start else -1.0) if abs(uy) < 1e-9 else (1.0 if "left" in start else -1.0, 0.0)
    along, inward, long = DIRECTION_ARROW
    x0, y0 = ax + ux * (d + along) + nx * (d + inward), ay + uy * (d + along) + ny * (d + inward)
    return Arrow(li, "direction", ((x0, y0), (x0 + ux * long, y0 + uy * long)), loop.arrow)


def loop_sides(loop, count: int) -> list[int] | None:
    if loop.sides is not None:
        return list(loop.sides)
    if (count - 4) % 4:
        return None
    return [(count - 4) // 4] * 4


def lay_out_loop(out: Layout, board: Board, li: int, loop) -> None:
    base = ("loops", li)
    n = len(loop.fields)
    sides = loop_sides(loop, n)
    if sides is None or sum(sides) + 4 != n:
        expected = (
            f"sides {sides} need {sum(sides) + 4} fields"
            if sides
            else "without 'sides', four corners plus an equal number of fields on each side (8, 12, 16, …)"
        )
        out.problems.append(Problem(base + ("fields",), f"the loop has {n} fields; {expected}", "board.loop-count"))
        out.unplaced |= {f.id for f in loop.fields if f.id}
        return
    box, d = loop.box, loop.depth
    if 2 * d >= min(box.width, box.height):
        out.problems.append(
            Problem(
                base + ("depth",),
                f"fields {to_mm(d):.1f} mm deep leave no inside in a loop "
                f"of {to_mm(box.width):.1f} × {to_mm(box.height):.1f} mm",
                "board.loop-depth",
            )
        )
        out.unplaced |= {f.id for f in loop.fields if f.id}
        return
    order = list(CORNERS_CW)
    if loop.direction == "counterclockwise":
        order.reverse()
    k = order.index(loop.start)
    corners = [order[(k + i) % 4] for i in range(4)]
    index = 0
    for side in range(4):
        a, b = corners[side], corners[(side + 1) % 4]
        ax, ay = _corner_point(box, a)
        bx, by = _corner_point(box, b)
        length = math.hypot(bx - ax, by - ay) - 2 * d
        ux, uy = (bx - ax) / (length + 2 * d), (by - ay) / (length + 2 * d)
        # inward normal of the side that starts at this corner
        if abs(uy) < 1e-9:
            inward = (0.0, 1.0) if "top" in a else (0.0, -1.0)
        else:
            inward = (1.0, 0.0) if "left" in a else (-1.0, 0.0)
        # the corner field reads like the side that follows it in play
        ccx = ax + (d / 2 if "left" in a else -d / 2)
        ccy = ay + (d / 2 if "top" in a else -d / 2)
        field_ = loop.fields[index]
        out.fields.append(
            Placed(
                "loop",
                li,
                index,
                field_.id,
                field_.type,
                ccx,
                ccy,
                d,
                d,
                _angle_of(*inward),
                base + ("fields", index),
                field=field_,
                number=field_.number,
                value=field_.value,
                corner=True,
            )
        )
        index += 1
        count = sides[side]
        for i in range(count):
            fw = length / count
            along = d + (i + 0.5) * fw
            fcx = ax + ux * along + inward[0] * d / 2
            fcy = ay + uy * along + inward[1] * d / 2
            field_ = loop.fields[index]
            out.fields.append(
                Placed(
                    "loop",
                    li,
                    index,
                    field_.id,
                    field_.type,
                    fcx,
                    fcy,
                    fw,
                    d,
                    _angle_of(*inward),
                    base + ("fields", index),
                    field=field_,
                    number=field_.number,
                    value=field_.value,
                )
            )
            index += 1
    if loop.arrow:
        out.arrows.append(direction_arrow(loop, li, corners[0], corners[1]))
    out.extents.append(
        (
            base,
            f"loop '{loop.id}'" if loop.id else f"loop {li + 1}",
            (box.x, box.y, box.x + box.width, box.y + box.height),
        )
    )
