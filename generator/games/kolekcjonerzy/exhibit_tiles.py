"""exhibit-tiles: Kolekcjonerzy's square tiles: exhibits (name, price, picture) and ink blots."""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from pydantic import Field, field_validator

from generator.draw.art.pictogram_names import PICTOGRAMS
from generator.draw.fonts import SANS_BOLD, missing_glyphs
from generator.draw.kinds import Drawn, Kind, register
from generator.draw.kinds.sheet_fits import check_fits, sheet_spec
from generator.draw.piece import Piece
from generator.draw.text import CLEARANCE_MM, Fitted, fit, text_problem
from generator.layout.imposition import Grid, free_slots, plan_grid, sheets_needed
from generator.model.base import Model
from generator.model.core import BuildOptions, Component, Game, inside, unusable_path
from generator.model.findings import Findings, shown_path
from generator.model.polish import counted
from generator.model.units import Length, PositiveLength, mm
from generator.model.vocab import Color
from generator.validate.images import image_problem

# price groups 4 to 1: gold, blue, dark green, grey; at least ΔE2000 21 apart in normal vision and simulated
# protanopia, deuteranopia and tritanopia (r15: green 2 and taupe 1 met at ΔE 7, slate 3 and green 2 at 6), so
# they differ in lightness too, and white headings on each reach 4.5 : 1 (tests/test_colours.py)
TIER_COLORS = {4: "#946c16", 3: "#0870d8", 2: "#204828", 1: "#686870"}
NAME_FONT = SANS_BOLD
# every name at one size and one width, its letters never closer (kit review r30, K minor 7: „DEWIZKA DO
# ZEGARKA KIESZONKOWEGO” set condensed looked unlike its neighbours; r14: 7.5 → 8 pt, read across the
# table): a name too long for it is shortened in the data, so the tile, the lists and the rulebook print
# one name (kit review r32, K minor 1: the arbiter matches tiles and plans by name)
NAME_SIZE = 8.0
BACK_TITLE = 7.0  # pt: the game's name on the shared back
NAME_LINES = 3  # a long name wraps into up to three lines at the one size
LEADING = 1.05
# ... and a name keeps NAME_COMFORT more than the rule's 1 mm from its frame where it can (kit review r25 K
# minor 7: „KIESZONKOWEGO” came 1.1 mm from the frame, „WYSPIAŃSKIEGO” 1.0 mm; r20 asked for 1.5 mm): a
# name that keeps only the rule's room is still printed („OBRAZ WYSPIAŃSKIEGO”: the name of every list
# matters more than the comfort)
NAME_COMFORT = mm(0.5)
CAP, DESCENT = 0.7, 0.25  # how far capitals rise above the baseline and an ogonek falls below it, per size
FRAME_INSET, FRAME_LINE = (
    mm(3.2),
    0.8,
)  # the tier-coloured frame: 3.2 mm inside the trim (a cut 1.5 mm off still shows it whole)
BADGE_RADIUS = mm(2.6)  # the round price badge in the top-right corner (r14: 3.1, it met the pictures)
BADGE_CENTRE = mm(6.1)  # its centre from the top and right trim: the disc 3.5 mm inside (kit review r10: was 2.5)
BADGE_GAP = mm(0.7)  # the ring of the tile's paper round the badge, where it breaks the frame
ART_CLEARANCE = mm(0.5)  # the least paper between the picture's square and the badge's ring
CUT_TOLERANCE = mm(1.5)  # how far off a careful hand cut may land
# A tile is its board field less a hand cut's allowance (as Art Society's 24.5 mm paintings on 25 mm
# cells): a tile cut a little large still lies inside its field, a tile cut true still covers it.
FIELD_ALLOWANCE = (mm(0.3), mm(1.0))  # the least and the most a tile's side falls short of the field's


def field_problem(tile: float, field: float) -> str | None:
    """A finding message when a tile of side `tile` does not suit a board field of side `field` (it
    must be the field less FIELD_ALLOWANCE), else None."""
    low, high = FIELD_ALLOWANCE
    short = field - tile
    if low - 1e-6 <= short <= high + 1e-6:
        return None
    return (
        f"tiles are {tile / mm(1):.1f} mm on board fields of {field / mm(1):.1f} mm; expected a tile "
        f"{low / mm(1):.1f}–{high / mm(1):.1f} mm smaller than its field, so that a hand cut a little large "
        "still lies inside the field and the tile still covers it"
    )


def badge_clearance() -> float:
    """How far the price badge stays from the cut when the cut lands CUT_TOLERANCE inside the trim."""
    return BADGE_CENTRE - BADGE_RADIUS - CUT_TOLERANCE


# the picture's square as shares of the tile, when the name leaves room: its top 0.8 mm under the
# frame, moved left of the middle by PICTURE_SHIFT, so its top-right corner stays clear of the price
# badge (r14: a centred 15 mm square ran under the badge on 12 of 36 tiles)
PICTURE_BOTTOM, PICTURE_SIZE, PICTURE_SHIFT = 0.413, 0.44, 0.057  # r18: 0.05 → 0.057, the 29.5 mm tile
PICTURE_GAP = mm(1)  # between the picture's square and the name's capitals


def text_floor() -> float:
    """The lowest point a name may reach and its distance from either side: the frame's inner edge
    plus the clearance every text keeps to the outline it sits in."""
    return FRAME_INSET + FRAME_LINE / 2 + mm(CLEARANCE_MM)


SPARE_NAME_LINE = mm(9)  # the pencil line of a blank spare exhibit, where a lost exhibit's name is written


def name_room(size: float) -> float:
    """The width a name may take on a tile `size` wide: inside the frame, 1 mm clear of it."""
    return size - 2 * text_floor()


@dataclass(frozen=True)
class TileLayout:
    """Where a tile's picture and name go (tile coordinates, points, y up from the bottom edge)."""

    fitted: Fitted | None  # None: the name fits no line count at the smallest size
    baseline: float  # the name's first baseline
    picture: tuple[float, float, float]  # left, bottom, side of the picture's square

    @property
    def name_bottom(self) -> float:
        """The lowest ink of the name (an ogonek below the last baseline)."""
        if self.fitted is None:
            return self.baseline
        size = self.fitted.size
        return self.baseline - LEADING * size * (len(self.fitted.lines) - 1) - DESCENT * size


def tile_layout(name: str, size: float) -> TileLayout:
    """The name at the largest size that fits the frame's inside in up to three lines, its capitals
    just under the picture; when the lines would come closer than the clearance to the frame, the
    name moves up and the picture shrinks from below (its top stays where every tile has it)."""
    fitted = fit_name(name, name_room(size))
    bottom, side = size * PICTURE_BOTTOM, size * PICTURE_SIZE
    top, middle = bottom + side, size * (0.5 - PICTURE_SHIFT)
    if fitted is None:
        return TileLayout(None, bottom - PICTURE_GAP, (middle - side / 2, bottom, side))
    s, lines = fitted.size, len(fitted.lines)
    block = (CAP + LEADING * (lines - 1) + DESCENT) * s
    caps_top = max(bottom - PICTURE_GAP, text_floor() + block)
    bottom = caps_top + PICTURE_GAP
    side = top - bottom
    return TileLayout(fitted, caps_top - CAP * s, (middle - side / 2, bottom, side))


def fit_name(name: str, room: float) -> Fitted | None:
    """The name's lines at NAME_SIZE: NAME_COMFORT more than the rule's clearance a side where the name
    takes it, else the rule's room; None when it fits neither (the exhibit then needs a shorter name)."""
    for wanted in (room - 2 * NAME_COMFORT, room):
        fitted = fit(name, NAME_FONT, wanted, max_size=NAME_SIZE, min_size=NAME_SIZE, max_lines=NAME_LINES)
        if fitted:
            return fitted
    return None


def art_to_badge(layout: TileLayout, size: float) -> float:
    """How much paper lies between the picture's square and the badge's ring (negative: they overlap)."""
    left, bottom, side = layout.picture
    centre = size - BADGE_CENTRE
    dx = max(left - centre, 0.0, centre - (left + side))
    dy = max(bottom - centre, 0.0, centre - (bottom + side))
    return math.hypot(dx, dy) - (BADGE_RADIUS + BADGE_GAP)


def name_problem(name: str, size: float) -> str | None:
    """A finding message when the name cannot be printed inside the tile's frame with its clearance at
    the one size every name takes (three lines take 8 mm: the picture stays above 13 mm), else None."""
    problem = text_problem(
        name, NAME_FONT, name_room(size), max_size=NAME_SIZE, min_size=NAME_SIZE, max_lines=NAME_LINES
    )
    if problem is None or missing_glyphs(name, NAME_FONT):  # a shorter name cannot mend a character no font has
        return problem
    return (
        f"{problem}; give the exhibit a shorter name (the tile, the lists and the rulebook print this one; "
        "a seed's exhibit renamed is a house rule)"
    )


class Exhibit(Model):
    name: str = Field(min_length=1)
    price: int = Field(ge=1, le=99)
    picture: str | None = None
    image: str | None = None
    added_by_edition: str | None = None

    @field_validator("image")
    @classmethod
    def _image_suffix(cls, value: str | None) -> str | None:
        if value is not None and Path(value).suffix.lower() not in (".png", ".jpg", ".jpeg"):
            raise ValueError(f"expected a .png or .jpg file, received '{value}'")
        return value


class Back(Model):
    title: str
    color: Color = "#6b2d2a"


class Blots(Model):
    count: int = Field(ge=0, le=200)
    color: Color = "#1d1d1b"
    # true: the free slots of the last sheet carry spare tiles (set aside at the start, they replace a
    # lost blot or exhibit), so the sheet is not left part blank; no word marks them on either face,
    # so a spare in play looks like the piece it replaces (r15): the sheet's guide says where they lie
    spares: bool = False


class ExhibitTiles(Model):
    kind: Literal["exhibit-tiles"]
    size: PositiveLength
    bleed: Length = mm(3)
    back: Back
    blots: Blots
    exhibits: list[Exhibit]


def pieces(component, game) -> list[Piece]:
    spec: ExhibitTiles = component.spec
    out = []
    for exhibit in spec.exhibits:
        image = inside(game.folder, exhibit.image) if exhibit.image else None
        out.append(
            Piece(
                spec.size,
                spec.size,
                Drawn("exhibit-tiles", "_front", exhibit, image),
                Drawn("exhibit-tiles", "_back", spec),
                exhibit.name,
            )
        )
    for i in range(spec.blots.count):
        out.append(
            Piece(
                spec.size,
                spec.size,
                Drawn("exhibit-tiles", "_blot_front", spec, i + 1),
                Drawn("exhibit-tiles", "_back", spec),
                f"kleks {i + 1}",
            )
        )
    return out


SPARE_DECK = "zapas"  # the spares' pile (Piece.deck): the sheet marks their row by it (exhibit_tiles_draw)


def spare_split(free: int) -> tuple[int, int]:
    """(spare blots, blank spare exhibits) for `free` empty slots: half each, the odd one a blot."""
    return free - free // 2, free // 2


def spare_place(free: int, cols: int, sheets: int = 1, of: str = "") -> str:
    """Where the `free` spares lie on the last of `sheets` sheets of a grid `cols` wide, in the
    guide's words: they take its last slots in reading order (blots first, then blank exhibits);
    `of`: the sheet's name after „arkusza” („płytek”, where the text has not named it)."""
    if free <= 0 or cols <= 0:
        return ""
    sheet = ("arkusza" if sheets == 1 else "ostatniego arkusza") + (f" {of}" if of else "")
    rows, rest = divmod(free, cols)
    if not rest:
        return (
            f"dolny rząd {sheet}"
            if rows == 1
            else counted(rows, "dolny rząd", "dolne rzędy", "dolnych rzędów") + f" {sheet}"
        )
    last = "ostatnie pole" if free == 1 else "ostatnie " + counted(free, "pole", "pola", "pól")
    return f"{last} {sheet}" + (", w dolnym rzędzie od prawej" if free < cols else "")


@dataclass(frozen=True)
class Spares:
    """The tile sheets' spares as a build lays them out: `blots` spare blots and `blanks` blank exhibits in the
    last sheet's `free` slots of a `grid`, the last of `sheets`, where `place(of)` says they lie."""

    blots: int
    blanks: int
    free: int
    grid: Grid
    sheets: int

    def place(self, of: str = "") -> str:
        return spare_place(self.free, self.grid.cols, self.sheets, of)


def spares(component: Component[ExhibitTiles], game: Game, options: BuildOptions) -> Spares:
    """How many spares the tile sheets of this build print, and where (the sheets' renderer, the rulebook and the
    print guide read the same layout: r39 K rulebook finding 9, the book named no count)."""
    spec = component.spec
    count = len(pieces(component, game))
    grid = plan_grid(sheet_spec(spec.size, spec.size, spec.bleed, 0.0, options))
    free = free_slots(count, grid.per_sheet) if spec.blots.spares else 0
    blots, blanks = spare_split(free) if free else (0, 0)
    return Spares(blots, blanks, free, grid, sheets_needed(count + free, grid) if grid.per_sheet else 0)


def spare_pieces(spec: ExhibitTiles, free: int) -> list[Piece]:
    """The last sheet's empty slots (none unless `blots.spares`): spare blots, each a different blot
    from the game's own, marked „zapas” under it, and blank spare exhibits, on which a lost exhibit's name and price are
    written in pencil; they follow the game's pieces, so they take the last slots of the sheet."""
    blots, blanks = spare_split(free) if spec.blots.spares else (0, 0)
    return [
        Piece(
            spec.size,
            spec.size,
            # drawn as the game's own, its blot smaller over the kit's spare mark (r43 K minor 9)
            Drawn("exhibit-tiles", "_blot_front", spec, spec.blots.count + i + 1, True),
            Drawn("exhibit-tiles", "_back", spec),
            f"kleks zapasowy {i + 1}",
            SPARE_DECK,
        )
        for i in range(blots)
    ] + [
        Piece(
            spec.size,
            spec.size,
            Drawn("exhibit-tiles", "_spare_exhibit_front", spec),
            Drawn("exhibit-tiles", "_back", spec),
            f"eksponat zapasowy {i + 1}",
            SPARE_DECK,
        )
        for i in range(blanks)
    ]


def check(component: Component[ExhibitTiles], game: Game, findings: Findings) -> None:
    spec: ExhibitTiles = component.spec
    check_fits(component.where("size"), "a tile", spec.size, spec.size, spec.bleed, 0.0, findings, "tiles.too-big")
    problem = text_problem(spec.back.title, SANS_BOLD, spec.size - mm(8), max_size=BACK_TITLE, min_size=BACK_TITLE)
    if problem:
        findings.error(component.where("back", "title"), problem, "text.does-not-fit")
    for i, exhibit in enumerate(spec.exhibits):
        where = component.where("exhibits", i)
        if exhibit.picture is None and exhibit.image is None:
            findings.error(
                where,
                f"exhibit '{exhibit.name}' has no picture; expected 'picture:' "
                "(a built-in pictogram) or 'image:' (a file)",
                "tiles.no-picture",
            )
        if exhibit.picture and exhibit.image:
            findings.error(
                where, f"exhibit '{exhibit.name}' has both 'picture' and 'image'; expected one", "tiles.two-pictures"
            )
        if exhibit.picture and exhibit.picture not in PICTOGRAMS:
            findings.error(
                component.where("exhibits", i, "picture"),
                f"unknown pictogram '{exhibit.picture}'; expected one of: {', '.join(sorted(PICTOGRAMS))}",
                "tiles.unknown-pictogram",
            )
        if exhibit.image:
            path = inside(game.folder, exhibit.image)
            if unusable_path(exhibit.image):
                findings.error(
                    component.where("exhibits", i, "image"), f"image {unusable_path(exhibit.image)}", "paths.invalid"
                )
            elif path is None:
                findings.error(
                    component.where("exhibits", i, "image"),
                    f"image '{exhibit.image}' lies outside the game's components folder",
                    "paths.outside",
                )
            elif not path.is_file():
                findings.error(
                    component.where("exhibits", i, "image"),
                    f"image file '{exhibit.image}' not found in {shown_path(game.folder)}",
                    "paths.missing-file",
                )
            else:
                problem = image_problem(path, exhibit.image)
                if problem:
                    findings.error(component.where("exhibits", i, "image"), *problem)
        problem = name_problem(exhibit.name, spec.size)
        if problem:
            findings.error(component.where("exhibits", i, "name"), problem, "text.does-not-fit")
        else:
            gap = art_to_badge(tile_layout(exhibit.name, spec.size), spec.size)
            if gap < ART_CLEARANCE - 1e-6:
                findings.error(
                    component.where("exhibits", i, "name"),
                    f"on a {spec.size / mm(1):.1f} mm tile the picture of '{exhibit.name}' comes "
                    f"{gap / mm(1):.1f} mm from the price badge's ring; expected at least "
                    f"{ART_CLEARANCE / mm(1):.1f} mm (a larger tile keeps them apart)",
                    "tiles.badge-over-art",
                )


def kind_pieces(component: Component[ExhibitTiles], game: Game) -> list[Piece]:
    """Every piece in the kit's order, as the sheets print them (rulebook figures draw these)."""
    return pieces(component, game)


KIND = register(
    Kind(
        name="exhibit-tiles",
        category="tile",
        model=ExhibitTiles,
        render=Drawn("exhibit-tiles", "render"),
        check=check,
        pieces=kind_pieces,
        description="square tiles: exhibits with name, price and picture, plus ink blots",
    )
)
