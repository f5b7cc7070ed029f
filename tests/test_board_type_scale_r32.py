"""One type scale per kind of field on a board (kit review r32, P minors 1 and 2): Przekręt's side fields
(43.3 mm along) set street names at 14.7 pt where the top and bottom fields (32.5 mm) set 12.0, house
numbers 51.6 against 38.7, prices 14.7 against 11.1, commands 15.0 against 11.2, the corners' texts at four
sizes, and RATUSZ's entry arrow was 2.4 times KASYNO's. Layout arithmetic, no PDF: every field planned as
the board, its check and its colour check plan it (content.scaled_contents), each part of every field of one
group at one size, and the group's symbol at one size and place."""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

import pytest

import generator.cli  # noqa: F401  (registers the kinds)
from generator.draw.kinds.board.content import (
    SymbolOp,
    like_fields,
    part_sizes,
    plan_field,
    property_index,
    scaled_contents,
)
from generator.draw.kinds.board.geometry import layout
from generator.draw.kinds.board.plan import resolved
from generator.model.units import mm
from generator.validate.run import load_and_validate

COMPONENTS = Path(__file__).resolve().parents[1] / "components"
BOARDS = [
    ("przekret", "plansza"),
    ("rynek", "plansza"),
    ("kolekcjonerzy", "plansza"),
    ("art-society", "plansza-muzeum"),
    ("art-society", "plansza-kolekcji"),
]


def planned(game_id: str, name: str):
    project, _ = load_and_validate(COMPONENTS, [game_id])
    game = project.games[game_id]
    spec = resolved(game.components[name], game)
    fields = layout(spec, game).fields
    contents = scaled_contents(fields, spec, property_index(game))
    return [(f, plan_field(c, f.w, f.h)[0]) for f, c in zip(fields, contents)]


@pytest.mark.parametrize("game_id, name", BOARDS, ids=lambda v: v)
def test_every_part_of_like_fields_at_one_size(game_id, name):
    sizes: dict[tuple, dict[str, set[float]]] = defaultdict(lambda: defaultdict(set))
    for f, plan in planned(game_id, name):
        if like_fields(f) is None:
            continue
        assert plan is not None, f.name
        for part, size in part_sizes(plan).items():
            sizes[like_fields(f)][part].add(round(size, 2))
    uneven = {group: {p: s for p, s in parts.items() if len(s) > 1} for group, parts in sizes.items()}
    assert not any(uneven.values()), uneven


def test_przekret_s_sides_read_like_its_top_and_bottom():
    by_id = {f.id: (f, plan) for f, plan in planned("przekret", "plansza") if f.id}
    plans = planned("przekret", "plansza")
    streets = {part_sizes(p)["title"] for f, p in plans if f.element == "loop" and f.type == "property"}
    numbers = {part_sizes(p)["glyph"] for f, p in plans if f.element == "loop" and f.type == "property"}
    assert len(streets) == len(numbers) == 1 and max(streets) <= 12.0 and max(numbers) <= 38.7 + 0.01
    corners = {part_sizes(p)["note"] for f, p in plans if f.corner}
    assert len(corners) == 1  # START, SZPITAL, POSTÓJ, WYPADEK: one size (were 15.6, 15.6, 19.0, 17.8 pt)
    arrows = []
    for gate in ("brama-ratusz", "brama-kasyno"):
        _, plan = by_id[gate]
        (arrow,) = [op for op in plan.ops if isinstance(op, SymbolOp)]
        arrows.append((round(arrow.size / mm(1), 2), round(arrow.cx / mm(1), 2), round(arrow.cy / mm(1), 2)))
    assert arrows[0] == arrows[1], arrows  # one size, one place (were 17.1 × 15.2 and 7.2 × 6.4 mm)
