"""Art Society's museum plaques: the plaque on a painting's front (its theme's icon, its size, its frame's
letter, a starting painting's star and its title), where it stands and how its title is set, one template
per tile shape (kit review r32, AS minor 6). painting_tiles builds on it (its `plaque_layout` gives a tile
its shape's template); a `spec` here is a painting-tiles spec, a `tile` a painting_tiles.Tile."""

from __future__ import annotations

from dataclasses import dataclass

from generator.draw.fonts import SANS_BOLD, SERIF_BOLD, SERIF_ITALIC, text_width
from generator.draw.text import CLEARANCE_MM, Fitted, fit
from generator.games.art_society.looks import FRAME_LABELS, FRAME_WIDTH
from generator.model.units import mm

PLAQUE_DIGIT = 11.0  # points
# points: the frame's initial after the size (Z, S, D, C), a capital as the rulebook names it. At the
# size's 11 pt its cap height (Z 7.1 pt) matches the digit's (7: 6.9 pt); at 8.5 pt a C stood 5.8 pt
# tall, as a lower-case c of 11 pt does, and read as one (kit review r11)
PLAQUE_LETTER = PLAQUE_DIGIT
PLAQUE_SYMBOL = mm(6)  # the theme icon on the front: readable across the table
PLAQUE_PAD = mm(1.1)  # the plaque's edge to its symbol
PLAQUE_PAD_MIN = mm(0.6)  # ... where the row would overrun the room (kit review r36 AS minor 3, below)
# the size to the frame's letter, as the symbol to the size: with the 11 pt letter the row still fits a
# one-cell gold frame, 0.2 mm to spare (0.9 mm left it 0.003 mm short)
PLAQUE_LETTER_GAP = mm(0.7)
PLAQUE_HEIGHT = PLAQUE_SYMBOL + mm(
    2.4
)  # the symbol's row: 1.2 mm above and below it (r22 AS minor 6: 0.7 mm, the icon ≈ 0.9 mm from the edge)
# a starting painting's star: in the plaque's row after the frame's letter, on every starting painting
# alike (r15: it stood beside the plaque or, short of room, half over its corner, 1.5 mm from the title)
STAR_RADIUS = mm(1.9)
STAR_GAP = mm(0.9)  # between the frame's letter and the star's point
TITLE_FONT = SERIF_ITALIC
# max/min points of the painting's title on the plaque. Every title of the kit stands at READ_TITLE or more,
# read across the table (kit review r29, AS minor 5: 7–7.5 pt italic was not; tests hold the kit to it); other
# data may shrink a long title on a narrow plaque to 7 pt (the rulebook's 90 % figures stay above 6 pt)
TITLE_SIZES = (8.5, 7.0)
READ_TITLE = 8.0
TITLE_PAD = mm(
    1.6
)  # the title to the plaque's outline and to the row beside it: 1.5 mm of paper past an italic's overhang (r18: ≈ 0.9 mm)
TITLE_LEADING = 1.1


@dataclass(frozen=True)
class PlaqueLayout:
    """The plaque on a front's bottom rail (points): the symbol-and-size row, and the title either
    to its right (`inline`) or above it in up to two lines; `fitted` None: no title."""

    width: float
    height: float
    row: float  # width of the symbol and size
    fitted: Fitted | None
    inline: bool
    star_above: bool = False  # a starting painting whose row has no room for its star: on a line above the row
    pad: float = PLAQUE_PAD  # the plaque's edge to its symbol: less on a plaque whose room the row would overrun


def frame_letter(tile) -> str:
    """The frame's initial on the plaque (Z, S, D, C): frames told apart without colour."""
    return FRAME_LABELS[tile.painting.frame][0].upper()


def plaque_room(spec, tile) -> float:
    """The widest plaque a front takes: from where every plaque begins (plaque_left) to 1 mm inside the
    frame's right rail."""
    frame = spec.frame_width * FRAME_WIDTH.get(tile.painting.frame, 1.0)
    return tile.cols * spec.cell - plaque_left(spec, tile) - (spec.mat + frame) - mm(CLEARANCE_MM)


def plaque_left(spec, tile) -> float:
    """Where every plaque begins, one rule for all paintings: on the bottom rail at the picture's left
    end, 1 mm inside the kit's widest frame, so the size and the frame's letter stand at one place on every
    tile of a shape whatever its frame (kit review r32, AS minor 6: 1.7 mm apart on the 2 × 2 tiles); a long
    strip keeps its middle clear; on a narrow picture the plaque fills the width as before."""
    frame = spec.frame_width * max((FRAME_WIDTH.get(f, 1.0) for f in spec.frames), default=1.0)
    return spec.mat + frame + mm(CLEARANCE_MM)


PLAQUE_EDGE = mm(2)  # the least paper between a plaque and its tile's cut (r19: 1.9 mm below, 0.5 mm on one)


# the frame's outer edge a plaque leaves in sight below it (kit review r26, AS minor 5: a plaque 0.5 mm
# from the frame's outer edge looked cramped on the long strips)
FRAME_SHOWN = mm(1.5)


def plaque_bottom(spec) -> float:
    """Where every plaque's foot stands: in the picture, as far above the bottom rail as plaque_left is
    right of the left one (1 mm inside the kit's widest frame), so every edge of every plate keeps 1 mm or
    more to every frame line (kit review r39 AS minor 10: a plate standing on the rail, FRAME_SHOWN above the
    mat, ran 0.3 mm past the silver frame's inner edge on the 5 x 1 strips, 0.15 mm on the black);
    PLAQUE_EDGE or more from the cut."""
    return max(plaque_left(spec, None), spec.mat + FRAME_SHOWN, PLAQUE_EDGE)


def star_centre(tile, pad: float = PLAQUE_PAD) -> float:
    """A starting painting's star: its centre from the left end of the plaque's row (on the row's
    middle line), after the symbol, the size and the frame's letter; `pad`: the plaque's edge to its symbol."""
    digit = text_width(str(tile.painting.size), SERIF_BOLD, PLAQUE_DIGIT)
    letter = text_width(frame_letter(tile), SANS_BOLD, PLAQUE_LETTER)
    return pad + PLAQUE_SYMBOL + mm(0.7) + digit + PLAQUE_LETTER_GAP + letter + STAR_GAP + STAR_RADIUS


def stacked_shapes(spec, tiles) -> set[tuple[int, int]]:
    """The shapes (cells across, down, as printed) of `tiles`, the kit's, on which some title does not fit
    beside the row: every plaque of those shapes sets its title above the row (painting_tiles.plaque_layout)."""
    return {
        (t.cols, t.rows)
        for t in tiles
        if t.title
        and t.painting.frame in FRAME_LABELS  # an unknown frame is a finding of its own (_check_titles)
        and (layout := plaque_fit(spec, t, True)) is not None
        and not layout.inline
    }


def plaque_fit(spec, tile, beside_ok: bool) -> PlaqueLayout | None:
    """The plaque of `tile`: its title beside the row where one line fits there at 6 pt or more and
    `beside_ok`, else above it in up to two lines; None when neither fits the room (a finding). The title
    keeps TITLE_PAD to the plaque's outline and to the row beside it."""
    clear = TITLE_PAD
    digit = text_width(str(tile.painting.size), SERIF_BOLD, PLAQUE_DIGIT)
    letter = text_width(frame_letter(tile), SANS_BOLD, PLAQUE_LETTER)
    signs = PLAQUE_SYMBOL + mm(0.7) + digit + PLAQUE_LETTER_GAP + letter  # symbol, size, frame
    room = plaque_room(spec, tile)
    # the plaque stays inside the room, CLEARANCE_MM from the moulding on both sides: on a picture one cell
    # wide (the 3 × 1 portraits, 15.5 mm of picture inside a gold frame) the row's pads give way first, down
    # to PLAQUE_PAD_MIN (kit review r36 AS minor 3: the 13.8 mm row on a 13.5 mm room ran onto the moulding)
    pad = min(PLAQUE_PAD, max(PLAQUE_PAD_MIN, (room - signs) / 2))
    row = 2 * pad + signs
    # the star after the frame's letter where the row has room for it; else (an upright starting painting,
    # kit review r19 major 2: its row ran over the frame to 0.5 mm from the cut) on a line of its own above
    star_above = tile.starting and row + STAR_GAP + 2 * STAR_RADIUS > room
    if tile.starting and not star_above:
        row += STAR_GAP + 2 * STAR_RADIUS  # and the star
    star_line = 2 * STAR_RADIUS + STAR_GAP if star_above else 0.0
    if not tile.title:
        return PlaqueLayout(row, PLAQUE_HEIGHT + star_line, row, None, False, star_above, pad)
    hi = TITLE_SIZES[0]
    # READ_TITLE or more beside the row, else above it; only a title that fits neither way there shrinks
    for lo in (READ_TITLE, TITLE_SIZES[1]):
        beside = fit(tile.title, TITLE_FONT, room - row - 2 * clear, max_size=hi, min_size=lo)
        if beside is not None and not star_above and beside_ok:
            return PlaqueLayout(
                row + 2 * clear + text_width(tile.title, TITLE_FONT, beside.size),
                PLAQUE_HEIGHT,
                row,
                beside,
                True,
                pad=pad,
            )
        above = fit(tile.title, TITLE_FONT, room - 2 * clear, max_size=hi, min_size=lo, max_lines=2)
        if above is not None:
            break
    if above is None:
        return None
    text_w = max(text_width(line, TITLE_FONT, above.size) for line in above.lines)
    block = above.size * (1 + TITLE_LEADING * (len(above.lines) - 1)) + 2 * clear
    return PlaqueLayout(
        max(row, text_w + 2 * clear), PLAQUE_HEIGHT + star_line + block, row, above, False, star_above, pad
    )
