"""Art Society's worked example for the rulebook: the collection the placement figures draw, scored
by the rules engine (hanging.score), so the book's numbers are the engine's numbers.

The position is read from the rulebook's own figures (components/art-society/zasady.yaml):
`placing` lays painting tiles on the collection grid, `placing-assistant` one on the assistant; a
tile's cells follow from its centre and size. Only the prestige markers are set here (`MARKERS`):
the figures do not show the museum board.

The museum figure (`museum`) stands a prestige marker on a track space; `museum_reading` gives the value
the marker stands on, so the figure's caption names it.
"""

from __future__ import annotations

from typing import Any

from generator.draw.kinds.board.geometry import layout
from generator.games.art_society.hanging import faux_pas_paintings, score
from generator.games.art_society.painting_tiles import tiles
from generator.games.art_society.rules import grid_of, parts
from generator.games.art_society.state import Hung, Painting, Player, config_of
from generator.model.core import Game
from generator.rulebook.drawings import pieces_of

GRID_FIGURE, ASSISTANT_FIGURE, MUSEUM_FIGURE = "placing", "placing-assistant", "museum"
ON_SPACE = 0.5  # points: how far a marker's centre may stand from its space's centre line (it stands on one space)
# values on the tracks: the figures show 4 rounds (3 paintings won and hung, 1 at the assistant), so 4 paintings
# went to the museum, one per round; each marker here is reached by one of them (`reachable` checks it)
MARKERS = {"zycie-miejskie": 6, "portret": 8, "martwa-natura": 9, "pejzaz": 7}


class ExampleError(ValueError):
    """The example figure lays a tile off the grid's cells, or its markers stand where the rounds it
    shows could not have moved them."""


def _paintings(game: Game) -> list[Painting]:
    config = config_of(game)
    return list(config.paintings) + list(config.starting)


def _cells(placed, piece, grid) -> tuple[int, int, int, int]:
    """(column, row, width, height) in cells of a tile centred at `placed.at` on `grid`."""
    x, y = placed.at
    w, h = round(piece.width / grid.cell), round(piece.height / grid.cell)
    # the cells it covers, centred on it (a painting is a hand cut's allowance smaller than its cells)
    c = (x - w * grid.cell / 2 - grid.x) / grid.cell
    r = (y - h * grid.cell / 2 - grid.y) / grid.cell
    if abs(c - round(c)) > 0.02 or abs(r - round(r)) > 0.02:
        raise ExampleError(f"piece {placed.piece} at {x:.1f}, {y:.1f} pt does not lie on the cells")
    return round(c), round(r), w, h


def position(game: Game) -> tuple[Player, list[tuple[Painting, tuple[int, int, int, int]]]] | None:
    """The player the figures show and, per hung painting, its cells (column, row, width, height
    from the grid's top-left, from 0); None when the rulebook has no such figure."""
    rulebook = next(iter(game.of_kind("rulebook")), None)
    figures = rulebook.spec.figures if rulebook is not None else {}
    if GRID_FIGURE not in figures:
        return None
    config = config_of(game)
    all_paintings = _paintings(game)
    board = game.components["plansza-kolekcji"]
    grid = grid_of(game, board, "collection")
    hung, where = [], []
    for placed in figures[GRID_FIGURE].place:
        piece = pieces_of(game.components[placed.component], game)[placed.piece]
        c, r, w, h = _cells(placed, piece, grid)
        mask = 0
        for dr in range(h):
            for dc in range(w):
                mask |= 1 << (c + dc + (r + dr) * config.cols)
        painting = all_paintings[placed.piece]
        hung.append(Hung(painting, mask))
        where.append((painting, (c, r, w, h)))
    held = [all_paintings[p.piece] for p in figures[ASSISTANT_FIGURE].place] if ASSISTANT_FIGURE in figures else []
    return Player(lollipops=(), hung=tuple(hung), assistant=tuple(held)), where


def rounds_shown(player: Player) -> int:
    """Rounds played to reach `player`'s collection: every round each player takes exactly one
    painting (hung, given to the assistant or oversized); the starting painting is not won."""
    won = [h for h in player.hung if not h.painting.starting]
    return len(won) + len(player.assistant) + len(player.oversized)


def reachable(config, markers: dict[str, int], rounds: int) -> bool:
    """Whether the prestige markers can stand on `markers` (theme → space index) after `rounds`
    rounds: each round exactly one painting goes to the museum and moves its theme's marker by its
    size; so the rounds' paintings, one size each, must add up to every marker's space."""
    sizes = sorted({p.size for p in config.paintings})
    counts = []  # per theme: how many museum paintings can add up to its space
    for theme in config.themes:
        steps = markers.get(theme, 0)
        sums = {0: {0}}  # paintings → the spaces they can reach
        for n in range(1, rounds + 1):
            sums[n] = {s + size * config.advance for s in sums[n - 1] for size in sizes}
        counts.append({n for n, reached in sums.items() if steps in reached})
    totals = {0}
    for options in counts:
        totals = {t + n for t in totals for n in options if t + n <= rounds}
    return rounds in totals


def scoring_example(game: Game) -> dict[str, Any]:
    """The worked example's numbers, per theme (paintings without a faux pas, those of them in the
    direct view, the value, points) and per bonus or penalty, with the engine's total; {} without
    the figures."""
    found = position(game)
    if found is None:
        return {}
    player, _ = found
    config = config_of(game)
    markers = {theme: config.tracks[theme].index(value) for theme, value in MARKERS.items()}
    rounds = rounds_shown(player)
    if not reachable(config, markers, rounds):
        raise ExampleError(f"the scoring example's markers {MARKERS} cannot stand there after {rounds} rounds")
    zero = faux_pas_paintings(config, player)
    themes = []
    for theme in config.themes:
        mine = [h for h in player.hung if h.painting.theme == theme]
        counted = [h for h in mine if h.painting.id not in zero]
        seen = [h for h in counted if h.mask & config.view]
        value = config.tracks[theme][markers[theme]]
        themes.append(
            {
                "theme": theme,
                "hung": len(mine),
                "paintings": len(counted),
                "view": len(seen),
                "value": value,
                "points": (len(counted) + len(seen)) * value,
            }
        )
    result = score(config, markers, player)
    start = next((h.painting for h in player.hung if h.painting.starting), None)
    every = [t.title for t in tiles(parts(game).tiles.spec)]  # auction tiles first, then the starting ones: by id
    frames = {f: sum(1 for h in player.hung if h.painting.frame == f) for f in config.frames}
    # the paintings in a faux pas, worth nothing yet counted in the frame sets (r37 AS minor 5: the example's set
    # comes together only with them, and said nothing)
    zero_frames = [
        {"frame": h.painting.frame, "title": every[h.painting.id]} for h in player.hung if h.painting.id in zero
    ]
    return {
        "themes": themes,
        "rounds": rounds,
        "faux_pas": len(zero),
        "frames": frames,
        "zero_frames": zero_frames,
        "sets": min(frames.values()),
        "frame_points": result.frames,
        "full": result.full,
        "oversized": result.oversized,
        "assistant": result.assistant,
        "total": result.total,
        "cells": result.cells,
        # the starting painting the figure hangs: the caption names it by the title on its plaque
        "start": {"theme": start.theme, "title": every[start.id]} if start else {},
        "held": [{"theme": p.theme, "shape": " × ".join(map(str, config.shapes[p.size]))} for p in player.assistant],
    }


def museum_reading(game: Game) -> dict[str, Any]:
    """What the museum figure's marker shows: the `theme` of its track, `value`, the number of the space it covers, and
    `before` / `after`, the numbers of the spaces next to it along its theme's track; {} when the
    figure has no marker or the marker stands off a space (its centre off the space's middle column or
    outside the space's lower half, where a marker stands under the number)."""
    rulebook = next(iter(game.of_kind("rulebook")), None)
    declared = rulebook.spec.figures.get(MUSEUM_FIGURE) if rulebook is not None else None
    if declared is None or not declared.place or declared.component not in game.components:
        return {}
    board = game.components[declared.component].spec
    x, y = declared.place[0].at
    spaces = [f for f in layout(board, game).fields if f.element == "track"]
    hit = next((f for f in spaces if abs(f.cx - x) <= ON_SPACE and f.cy + ON_SPACE < y <= f.cy + f.h / 2), None)
    if hit is None:
        return {}
    track = board.tracks[hit.element_index]
    chain = [v for t in board.tracks if t.type == track.type for v in t.values]
    at = chain.index(int(hit.value))
    return {
        "theme": track.type.removeprefix("prestige-"),
        "value": chain[at],
        "before": chain[at - 1] if at > 0 else None,
        "after": chain[at + 1] if at + 1 < len(chain) else None,
    }
