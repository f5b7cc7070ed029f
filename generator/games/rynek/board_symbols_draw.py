"""Rynek's board symbols drawn (board_symbols.py names them)."""

from __future__ import annotations

COURSES = 4  # brick courses of the wall seen from its side
BRICKS = 3  # whole bricks in a course (the courses between start and end with a half brick)


def wall(c, cx, cy, s, ink, paper) -> None:
    """A brick wall seen from its side, as the wall pieces' brick faces show it: courses of bricks in
    `ink`, offset by half a brick, the mortar in `paper`, filling most of the square's width."""
    width, height = s * 0.96, s * 0.72
    left, bottom = cx - width / 2, cy - height / 2
    mortar = s * 0.045
    course = height / COURSES
    brick = width / BRICKS
    c.setFillColor(ink)
    c.rect(left, bottom, width, height, stroke=0, fill=1)
    c.setStrokeColor(paper)
    c.setLineWidth(mortar)
    for k in range(1, COURSES):
        y = bottom + k * course
        c.line(left, y, left + width, y)
    for k in range(COURSES):
        shift = brick / 2 if k % 2 else 0.0
        low, high = bottom + k * course, bottom + (k + 1) * course
        x = left + shift + (brick if not shift else 0.0)
        while x < left + width - 1e-6:
            c.line(x, low, x, high)
            x += brick
