"""A printed piece as the kinds describe it (sheets.py imposes and draws them): its trim size and how
each side draws. Plain data, no PDF library: a kind's `pieces` (rulebook figures, exports) and its
checks use it without loading the drawing."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

DrawFn = Callable[[Any, float, float], None]  # (canvas, trim width, trim height), origin at trim corner


@dataclass(frozen=True)
class Piece:
    """One printed piece: trim size in points and how to draw each side (bleed area is drawable)."""

    width: float
    height: float
    front: DrawFn
    back: DrawFn | None = None
    label: str = ""
    # the pile the piece is kept in when the game is played (a deck, a stack of one banknote value);
    # "" keeps it with the rest of its component (Tabletop Simulator gives each pile its own deck)
    deck: str = ""
    # the piece is cut along the outline it draws (a die's net), not along straight cuts: a sheet of
    # bands gives it no crop marks, which would only stand beside its neighbours' (kit review r19, P minor 3)
    outline_cut: bool = False
    # quarter turns anticlockwise the piece lies turned on its sheet, as drawn (guest_pieces.turned: a guest's pawn
    # strip lying across a host's sheet): a fold figure draws the flat piece as the sheet lays it
    turns: int = 0


def flatten(found) -> list[Piece]:
    """A kind's `pieces` as one list: a kind may give a tuple of lists (boards, machines, walls)."""
    if isinstance(found, tuple):
        return [p for part in found for p in flatten(part)]
    return list(found)


class ImageFace:
    """A side that is one finished picture (image-cards). Called like any DrawFn it draws the picture
    (once per PDF, placed by reference after); `picture(dpi, bleed)` gives its pixels for an exported
    file straight from the picture's file, never from a rasterised page. `key` names what the picture
    shows: equal keys, equal pictures."""

    key: str

    def picture(self, dpi: int, bleed: float) -> tuple[Any, bytes | None]:
        """(Pillow RGB image of trim + 2 × `bleed` points at `dpi`, its ICC profile or None)."""
        raise NotImplementedError

    def __call__(self, canvas: Any, width: float, height: float) -> None:
        raise NotImplementedError


def turned(piece: Piece) -> Piece:
    """The piece lying a quarter turn anticlockwise: its width and height swapped, each side drawn
    turned (a guest's pawn strip may lie across a host's sheet where it does not fit upright; a fold
    figure draws the flat piece as its sheet lays it)."""

    def turn(draw):
        if draw is None:
            return None

        def drawn(c, width, height):
            c.saveState()
            c.translate(width, 0)
            c.rotate(90)
            draw(c, height, width)
            c.restoreState()

        return drawn

    return replace(
        piece,
        width=piece.height,
        height=piece.width,
        front=turn(piece.front),
        back=turn(piece.back),
        turns=piece.turns + 1,
    )


def turned_point(point: tuple[float, float], height: float) -> tuple[float, float]:
    """Where a point of a piece `height` tall lies once the piece is turned (`turned`)."""
    x, y = point
    return height - y, x
