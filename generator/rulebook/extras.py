"""Per game: results of its rules engine and small helpers a rulebook template may call.

Each game package registers its own (games/<game>/rulebook_extras.py) with `register_extras`.

Worked examples are computed here by the game's own rules code from inputs kept in the data, so
the numbers a player reads in the rulebook are the numbers the rules produce.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from generator.draw.kinds.board.geometry import layout
from generator.model.core import Game
from generator.rulebook.views import unwrap


def plain(function: Callable) -> Callable:
    """Call `function` with template values unwrapped to plain Python data."""

    def call(*args, **kwargs):
        return function(*(unwrap(a) for a in args), **{k: unwrap(v) for k, v in kwargs.items()})

    call.__name__ = function.__name__
    call.__doc__ = function.__doc__
    return call


EXTRAS: dict[str, Callable[[Game], dict[str, Any]]] = {}


def register_extras(game_id: str, provider: Callable[[Game], dict[str, Any]]) -> None:
    EXTRAS[game_id] = provider


def boards(game: Game) -> dict[str, dict[str, Any]]:
    """Per board component, what its layout holds, counted from the map (decisions quote these):
    `fields`, `links`, `by_type` (unmarked grid cells as 'plain'), `min_links` (fewest lines at one
    field), and per element (`grids`, `loops`, `paths`, `graphs`, `tracks`) its `fields`, `by_type`
    and `cell` (points); grids also `cols`, `rows` and `areas` (type, cells, cols, rows)."""
    out: dict[str, dict[str, Any]] = {}
    for component in game.of_kind("board"):
        placed = layout(component.spec, game)
        degree = {id(f): 0 for f in placed.fields}
        for link in placed.links:
            degree[id(link.a)] = degree.get(id(link.a), 0) + 1
            degree[id(link.b)] = degree.get(id(link.b), 0) + 1

        def count(fields) -> dict[str, int]:
            counted: dict[str, int] = {}
            for f in fields:
                counted[f.type or "plain"] = counted.get(f.type or "plain", 0) + 1
            return counted

        elements: dict[str, list[dict[str, Any]]] = {}
        for f in placed.fields:
            plural = f.element + "s"
            while len(elements.setdefault(plural, [])) <= f.element_index:
                elements[plural].append({"fields": 0, "by_type": {}})
        for plural, items in elements.items():
            for index, item in enumerate(items):
                fields = placed.of(plural[:-1], index)
                item.update(fields=len(fields), by_type=count(fields), cell=fields[0].w if fields else 0)
        for grid in placed.grids:
            areas = [
                {"type": a.type, "cells": a.cells, "cols": c1 - c0 + 1, "rows": r1 - r0 + 1}
                for a, (c0, r0, c1, r1) in zip(grid.grid.areas, grid.areas)
            ]
            elements["grids"][grid.index].update(cols=grid.cols, rows=grid.rows, areas=areas)
        out[component.name] = {
            "fields": len(placed.fields),
            "links": len(placed.links),
            "by_type": count(placed.fields),
            "min_links": min(degree.values(), default=0),
            **elements,
        }
    return out


def extras_for(game: Game) -> dict[str, Any]:
    provider = EXTRAS.get(game.id)
    return {"boards": boards(game), **(provider(game) if provider else {})}
