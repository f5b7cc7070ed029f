"""Art Society's rules engine: the table read from the data, and the frozen state of a game.

`Config` is everything the data fixes for a game (the collection grid with its direct view and
starting box, the painting shapes, the prestige tracks, the lollipop sets, this edition's points
and the facts with house rules applied). Cells of the collection grid are bits of an int
(`col + row * cols`), so a painting's place is a bit mask and legality is a few `&`s.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from generator.games.art_society.bid_cards import numbers_of
from generator.games.art_society.painting_tiles import cells
from generator.games.art_society.rules import grid_of, parts, theme_tracks
from generator.model.core import Game


@dataclass(frozen=True)
class Painting:
    id: int  # index in the data: auction paintings 0…, starting paintings after them
    size: int
    theme: str
    frame: str
    starting: bool = False


@dataclass(frozen=True)
class Hung:
    painting: Painting
    mask: int  # the cells it covers


@dataclass(frozen=True)
class Player:
    lollipops: tuple[int, ...]  # still in hand
    played: tuple[int, ...] = ()  # gone to the box, in the order played
    hung: tuple[Hung, ...] = ()  # on the collection board, in the order hung
    assistant: tuple[Painting, ...] = ()  # held for later (at most `Config.assistant_holds`)
    oversized: tuple[Painting, ...] = ()  # beside the board

    @property
    def covered(self) -> int:
        mask = 0
        for h in self.hung:
            mask |= h.mask
        return mask


@dataclass(frozen=True)
class Score:
    themes: int  # hung paintings at their theme's value (faux-pas ones at 0)
    view: int  # the direct view's paintings once more
    frames: int
    full: int
    oversized: int
    assistant: int
    cells: int  # cells covered (the tie-break)

    @property
    def total(self) -> int:
        return self.themes + self.view + self.frames + self.full + self.oversized + self.assistant


@dataclass(frozen=True)
class Config:
    cols: int
    rows: int
    board: int  # every cell of the collection grid
    view: int  # direct-view cells
    start: int  # the starting box
    shapes: dict[int, tuple[int, int]]  # size → (width, height) in cells
    themes: tuple[str, ...]
    frames: tuple[str, ...]
    tracks: dict[str, tuple[int, ...]]  # theme → values of its spaces, from the marker's start
    numbers: tuple[tuple[int, ...], ...]  # each lollipop set (seat i takes set i)
    paintings: tuple[Painting, ...]  # the auction paintings
    starting: tuple[Painting, ...]
    extra: int  # paintings turned up beyond the number of players
    advance: int  # marker spaces per size
    assistant_holds: int
    oversized_ends: int
    frame_set_points: int
    full_board_points: int
    oversized_points: int
    assistant_points: int
    tie_break_cells: bool
    assistant_by_choice: bool
    places: dict[int, tuple[tuple[int, int], ...]] = field(default_factory=dict)  # size → (mask, edge ring)

    def spots(self, size: int) -> tuple[tuple[int, int], ...]:
        return self.places[size]


@dataclass(frozen=True)
class State:
    config: Config
    players: tuple[Player, ...]
    stacks: dict[int, tuple[Painting, ...]]  # size → face-down stack, top first
    box: tuple[Painting, ...]  # starting paintings nobody drew
    museum: tuple[Painting, ...] = ()
    markers: dict[str, int] = field(default_factory=dict)  # theme → space index on its track
    gavel: int = 0  # seat of the auctioneer
    round: int = 0
    ending: tuple[str, ...] = ()  # rule ids of the end conditions met
    scores: tuple[Score, ...] = ()  # set when the game is over
    winners: tuple[int, ...] = ()

    @property
    def over(self) -> bool:
        return bool(self.scores)

    @property
    def left(self) -> int:
        return sum(len(s) for s in self.stacks.values())


# ------------------------------------------------------------------------------------ reading the data


def _area_mask(areas, types, kind: str, cols: int) -> int:
    mask = 0
    for (c0, r0, c1, r1), t in zip(areas, types):
        if t == kind:
            for r in range(r0, r1 + 1):
                for c in range(c0, c1 + 1):
                    mask |= 1 << (c + r * cols)
    return mask


def placements(
    board: int, cols: int, rows: int, w: int, h: int, within: int | None = None
) -> tuple[tuple[int, int], ...]:
    """Every (mask, edge ring) of a w × h painting lying wholly on `board` (or `within`), both ways round.

    The edge ring is the cells of the board that share a side with the painting."""
    area = board if within is None else within
    out: list[tuple[int, int]] = []
    seen = set()
    for pw, ph in {(w, h), (h, w)}:
        for r in range(rows - ph + 1):
            for c in range(cols - pw + 1):
                mask = 0
                for dr in range(ph):
                    for dc in range(pw):
                        mask |= 1 << (c + dc + (r + dr) * cols)
                if mask & area != mask or mask in seen:
                    continue
                seen.add(mask)
                out.append((mask, ring(mask, cols, rows) & board))
    return tuple(out)


def ring(mask: int, cols: int, rows: int) -> int:
    """The cells sharing a side with `mask`, outside it."""
    out = 0
    for i in range(cols * rows):
        if mask >> i & 1:
            c, r = i % cols, i // cols
            for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                cc, rr = c + dc, r + dr
                if 0 <= cc < cols and 0 <= rr < rows:
                    out |= 1 << (cc + rr * cols)
    return out & ~mask


def config_of(game: Game) -> Config:
    """The engine's view of a loaded game (facts with house rules and edition values applied)."""
    p = parts(game)
    tiles, bids, museum = p.tiles.spec, p.bids.spec, p.museum.spec
    grid = grid_of(game, p.collection, "collection")
    cols, rows = grid.cols, grid.rows
    board = 0
    for c, r in grid.present:
        board |= 1 << (c + r * cols)
    types = [a.type for a in grid.grid.areas]
    shapes = {size: cells(shape) for size, shape in tiles.shapes.items()}
    paintings = tuple(Painting(i, t.size, t.theme, t.frame) for i, t in enumerate(tiles.paintings))
    start = tuple(Painting(len(paintings) + i, t.size, t.theme, t.frame, True) for i, t in enumerate(tiles.starting))
    facts = game.facts
    tracks = {theme: tuple(v for _, t in theme_tracks(museum, theme) for v in t.values) for theme in tiles.themes}
    places = {size: placements(board, cols, rows, w, h) for size, (w, h) in shapes.items()}
    return Config(
        cols=cols,
        rows=rows,
        board=board,
        view=_area_mask(grid.areas, types, "direct-view", cols) & board,
        start=_area_mask(grid.areas, types, "start", cols) & board,
        shapes=shapes,
        themes=tuple(tiles.themes),
        frames=tuple(tiles.frames),
        tracks=tracks,
        numbers=tuple(tuple(numbers_of(bids, pl)) for pl in bids.players),
        paintings=paintings,
        starting=start,
        extra=facts["extra-paintings"],
        advance=facts["advance-per-size"],
        assistant_holds=facts["assistant-holds"],
        oversized_ends=facts["oversized-ends"],
        frame_set_points=facts["frame-set-points"],
        full_board_points=facts["full-board-points"],
        oversized_points=facts["oversized-points"],
        assistant_points=facts["assistant-points"],
        tie_break_cells=facts["tie-break-cells"],
        assistant_by_choice=facts["assistant-by-choice"],
        places=places,
    )
